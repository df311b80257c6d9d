// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card_edit.hpp"
#include "deckhand/db/database.hpp"

#include <string>
#include <vector>

namespace deckhand::db {

using core::SetEdit;

/// The user's set edits in the user's file. SQL for them lives here and nowhere else.
class SetEditStore {
public:
    explicit SetEditStore(Database& db) : m_db(db) {}

    /// Every set edit of a game, in the order first made.
    [[nodiscard]] std::vector<SetEdit> list(const std::string& game);
    /// Makes a game's set edits exactly `edits`, in one transaction: those not given are
    /// removed; an unchanged one keeps the time it was made.
    void replaceAll(const std::string& game, const std::vector<SetEdit>& edits);

private:
    Database& m_db;
};

} // namespace deckhand::db
