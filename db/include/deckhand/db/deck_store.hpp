// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/saved_deck.hpp"
#include "deckhand/db/database.hpp"

#include <optional>
#include <string>
#include <vector>

namespace deckhand::db {

using core::DeckRecord;
using core::DeckToSave;
using core::DeckVersion;
using core::SaveResult;
using core::StoredEntry;

/// Saved decks with every version (user.sqlite). A save is one transaction.
class DeckStore {
public:
    explicit DeckStore(Database& db) : m_db(db) {}

    /// Saves a deck under (game, name): a new deck, or a new version when anything changed
    /// (cards, name, notes or format); tags and the deck's current format are updated anyway.
    SaveResult save(const DeckToSave& deck);
    [[nodiscard]] std::vector<DeckRecord> list(const std::string& game = {});
    /// A deck by id, or by name within a game.
    [[nodiscard]] std::optional<DeckRecord> find(const std::string& game,
                                                 const std::string& nameOrId);
    /// A version (0: the latest) with its entries.
    [[nodiscard]] std::optional<DeckVersion> version(std::int64_t deckId, int number = 0);
    [[nodiscard]] std::vector<DeckVersion> history(std::int64_t deckId);
    /// The latest version of every deck of a game, with entries, keyed by deck id, in one
    /// query (what "which decks can I build" reads).
    [[nodiscard]] std::vector<std::pair<std::int64_t, DeckVersion>>
    latestVersions(const std::string& game);
    void setBuilt(std::int64_t deckId, bool built);
    /// Gives a deck a new name, keeping its history; false (nothing changed) when no deck has
    /// that id or another deck of its game already has the name. Versions keep the name they were
    /// saved under.
    bool rename(std::int64_t deckId, const std::string& name);
    bool remove(std::int64_t deckId);

private:
    std::vector<StoredEntry> entries(std::int64_t versionId);

    Database& m_db;
};

} // namespace deckhand::db
