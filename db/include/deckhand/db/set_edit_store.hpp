#pragma once

#include "deckhand/db/database.hpp"

#include <string>
#include <vector>

namespace deckhand::db {

/// A set's name and release date as the user gave them in the card editor: their own layer
/// over the catalogue's set_info (which packs and downloads fill), kept in the user's file so
/// that no import replaces it.
struct SetEdit {
    std::string game;
    std::string code;     ///< the set code, case ignored as in the catalogue
    std::string name;     ///< may be empty: the set has no name
    std::string released; ///< YYYY-MM-DD, or empty
    std::string editedAt; ///< UTC, ISO 8601; set by the store

    /// The same set with the same name and date (when it was made aside).
    [[nodiscard]] bool sameAs(const SetEdit& o) const;
    bool operator==(const SetEdit&) const = default;
};

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
