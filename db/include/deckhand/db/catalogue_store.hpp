// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/catalogue_records.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/db/database.hpp"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::db {

using core::ImportProgress;
using core::ImportSummary;
using core::InstalledGame;
using core::SearchHit;
using core::SearchQuery;
using core::SetInfo;

/// The rebuildable half of a profile: games, cards and printings, and their full-text index.
/// SQL for it lives here and nowhere else.
class CatalogueStore {
public:
    explicit CatalogueStore(Database& db) : m_db(db) {}

    [[nodiscard]] std::vector<InstalledGame> games();
    /// Installs or replaces a game's pack. Its printings stay (an import replaces those).
    void installGame(const InstalledGame& game);
    /// Removes a card file's printings from a game (a pack installed again from another folder
    /// drops the card files of the folder it came from before; an import replaces the file's
    /// last import): how many printings it had, nullopt if the game has no such file.
    std::optional<int> removeCardFile(const std::string& gameId, const std::string& path);
    /// Removes a game and everything of it from the catalogue.
    void removeGame(const std::string& id);

    /// Imports printings read from `path` all or nothing: an earlier import of the same path
    /// is replaced; a printing whose set + number another file already holds is refused
    /// with the line of both. Throws DatabaseError on a failure of the database itself.
    /// `progress`, when given, is told every 1,000 printings and at the end.
    Result<ImportSummary> importPrintings(const core::Game& game, const std::string& path,
                                          bool sample, const std::vector<core::Printing>& printings,
                                          const ImportProgress& progress = {});
    /// Every printing of a game, in import order, ready for a CardCatalogue.
    [[nodiscard]] std::vector<core::Printing> loadPrintings(const core::Game& game);
    /// The same handed to `take` `batch` at a time as they are read (it may keep what it is
    /// given): a game's catalogue built while the rest is read.
    void loadPrintings(const core::Game& game, std::size_t batch,
                       const std::function<void(std::vector<core::Printing>&)>& take);
    /// The first `count` printings of a game in the order a search for nothing lists them (by
    /// name, each card's printings in import order): what the card browser shows while the
    /// whole game is still being read.
    [[nodiscard]] std::vector<core::Printing> loadFirstPrintings(const core::Game& game, int count);
    /// The game's printing rows, counted (a scan of its index). The app counts a game's
    /// printings by its card files instead (cardFiles(), kept by each import): this is the
    /// rows themselves, what a test of the import checks them against.
    [[nodiscard]] int printingCount(const std::string& game);
    /// For each folded name, whether some printing of the game has it (by the name index:
    /// telling a list's game reads no catalogue).
    [[nodiscard]] std::vector<bool> knownNames(const std::string& game,
                                               const std::vector<std::string>& foldedNames);
    /// The set and number of every printing of the game called `foldedName`, in import order.
    [[nodiscard]] std::vector<std::pair<std::string, std::string>>
    printingsNamed(const std::string& game, const std::string& foldedName);
    /// The folded name of the printing a set + number names as CardCatalogue::bySetNumber finds
    /// it (exactly, case ignored; else the first in import order whose number is the same as
    /// core::normalNumber makes it), or nullopt: a printing looked up without the game read.
    [[nodiscard]] std::optional<std::string>
    foldedNameAt(const std::string& game, const std::string& set, const std::string& number);
    /// Where a printing of a game is.
    struct PrintingPlace {
        std::string name; ///< the card's
        std::string file; ///< the path of its card file; "" for none
        int line = 0;     ///< in that file; 0 when not known
    };
    /// The printing of `game` that has this set + number exactly (case ignored), or nullopt: what
    /// a duplicate is told it duplicates.
    [[nodiscard]] std::optional<PrintingPlace>
    printingAt(const std::string& game, std::string_view set, std::string_view number);
    /// Every printing of a game as an import checks a new printing's set + number against it:
    /// its set, number, name, the path of its card file ("" for none) and its line there, in
    /// import order, handed to `take` a row at a time (no printing is built, nothing is kept).
    void setNumbers(
        const std::string& game,
        const std::function<void(std::string_view set, std::string_view number,
                                 std::string_view name, std::string_view file, int line)>& take);
    /// The card files imported for a game: path, printings, sample.
    [[nodiscard]] std::vector<std::pair<std::string, int>> cardFiles(const std::string& game);

    /// Records (or updates) a set's name and release date.
    void saveSet(const SetInfo& set);
    /// The sets recorded for a game, by release date then code.
    [[nodiscard]] std::vector<SetInfo> sets(const std::string& game);

    /// Search as you type: names starting with the text first (alphabetical), then names
    /// with a word starting with each word typed, then (if asked) rules text.
    [[nodiscard]] std::vector<SearchHit> search(const SearchQuery& query);

private:
    Database& m_db;
};

/// Finds a game's printings by their exact set + number (case ignored, as the catalogue's
/// unique index has them), one statement prepared once: many look-ups with the game not read
/// (a collection import's rows).
class PrintingLookup {
public:
    PrintingLookup(Database& db, std::string game);

    /// The printing with exactly this set and number: its name, folded name, set, number and
    /// rarity as stored, into `out` (made big enough for the built-in fields; its other values
    /// are left as they are). False when the game has none.
    bool find(std::string_view set, std::string_view number, core::Printing& out);

private:
    Statement m_statement;
    std::string m_game;
};

} // namespace deckhand::db
