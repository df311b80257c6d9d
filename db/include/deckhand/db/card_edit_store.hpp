// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card_edit.hpp"
#include "deckhand/db/database.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::db {

using core::CardEdit;
using core::CardEditKind;
using core::cardEditKindName;
using core::parseCardEditKind;

/// The user's card edits in the user's file. SQL for them lives here and nowhere else.
class CardEditStore {
public:
    explicit CardEditStore(Database& db) : m_db(db) {}

    /// Every edit of a game, in the order first made.
    [[nodiscard]] std::vector<CardEdit> list(const std::string& game);
    /// The edit of a game's card (set and number in any case), if there is one.
    [[nodiscard]] std::optional<CardEdit> find(const std::string& game, const std::string& set,
                                               const std::string& number);
    /// Adds an edit, or replaces the one with the same game and key (keeping its place).
    void put(const CardEdit& edit);
    /// Removes the edit of a card (the published card shows again); false when there was none.
    bool remove(const std::string& game, const std::string& set, const std::string& number);
    /// Makes a game's edits exactly `edits`, in one transaction: those not given are removed.
    void replaceAll(const std::string& game, const std::vector<CardEdit>& edits);

private:
    Database& m_db;
};

} // namespace deckhand::db
