// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/limited_list.hpp"
#include "deckhand/db/database.hpp"

#include <string>
#include <vector>

namespace deckhand::db {

/// Limited-list versions in the user's file: bundled ones are copied in when a game is
/// installed, imported and edited ones live here too. A version the user edited is never
/// overwritten by an import.
class LimitedStore {
public:
    explicit LimitedStore(Database& db) : m_db(db) {}

    /// What saving a version did.
    enum class Saved {
        Added,
        Replaced,
        ReplacedSample, ///< a bundled sample list of that date gave way to the user's
        KeptUserEdit,
        KeptUserList, ///< a sample list does not replace a list the user gave
    };

    /// Saves a version, with its sample flag: it replaces an unedited one of the same game, list
    /// name and date (a game may keep several lists), and a list that is not sample data
    /// replaces the sample lists of its date, whatever their name; sample data never replaces a
    /// list that is not, nor is kept beside one of its date.
    Saved save(const core::LimitedListVersion& version, const std::string& source,
               bool edited = false);
    /// Every version of a game (all games when empty), oldest first.
    [[nodiscard]] std::vector<core::LimitedListVersion> load(const std::string& game = {});
    /// Removes a version (of the list named `list`, when given; else every list's of that
    /// date); false when there was none.
    bool remove(const std::string& game, const core::Date& effective, const std::string& list = {});

private:
    Database& m_db;
};

} // namespace deckhand::db
