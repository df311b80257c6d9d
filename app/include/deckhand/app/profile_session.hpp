// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_guess.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/card_edit.hpp"
#include "deckhand/core/catalogue_records.hpp"
#include "deckhand/core/collection.hpp"
#include "deckhand/core/limited_list.hpp"
#include "deckhand/core/owned_cards.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/saved_deck.hpp"
#include "deckhand/core/storage.hpp"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace deckhand::db {
class Profile;
} // namespace deckhand::db

namespace deckhand::app {

/// What an import did, for the user.
struct ImportReport {
    std::string file;
    int added = 0;
    int replaced = 0;
    int skipped = 0;              ///< printings left out (CardImportOptions::skipBad)
    std::filesystem::path backup; ///< taken before the import
};

/// How `import cards` treats bad rows.
struct CardImportOptions {
    /// Import the good rows of each file and leave the bad ones out (they come back in
    /// CardImport::errors). A file broken as a whole is still refused, and so are all files.
    bool skipBad = false;
};

/// What importing card-data files did, or why it did nothing.
struct CardImport {
    /// One per file, in the order given; empty when nothing was imported.
    std::vector<ImportReport> files;
    /// Refused: every reason, in file order. Imported with skipBad: the rows left out.
    std::vector<ParseError> errors;
    /// What Deckhand did that the files did not say (numbers it gave), one line each.
    std::vector<std::string> notes;

    [[nodiscard]] bool refused() const { return files.empty() && !errors.empty(); }
};

/// A deck's place in the collection: what it needs now.
struct DeckNeeds {
    core::DeckRecord deck;
    core::Needs needs;
};

/// An open profile with its games loaded: the use cases both front ends share. Every change
/// is all or nothing; bad input comes back as ParseErrors and leaves the profile as it was.
class ProfileSession {
public:
    /// Opens the profile in `dir` (created on first use, with the bundled games installed from
    /// `resources`/games). A write waits up to `busyTimeout` while another program writes.
    ProfileSession(const std::filesystem::path& dir, const std::filesystem::path& resources,
                   std::chrono::milliseconds busyTimeout = kDefaultBusyTimeout);
    /// Opens an existing profile only to read it: nothing is created, seeded, migrated or
    /// locked for writing (what checking deck files needs). Throws StorageError when the
    /// profile is not there or needs upgrading first.
    struct ReadOnly {};
    ProfileSession(const std::filesystem::path& dir, ReadOnly,
                   std::chrono::milliseconds busyTimeout = kDefaultBusyTimeout);

    ~ProfileSession();
    ProfileSession(const ProfileSession&) = delete;
    ProfileSession& operator=(const ProfileSession&) = delete;

    /// $XDG_DATA_HOME/deckhand, else ~/.local/share/deckhand.
    [[nodiscard]] static std::filesystem::path defaultDir();
    /// Whether `dir` holds a profile.
    [[nodiscard]] static bool existsIn(const std::filesystem::path& dir);
    /// The profile's folder.
    [[nodiscard]] const std::filesystem::path& dir() const;
    /// Backs the profile up into backups/<time>-<reason>/ (the newest ten are kept); returns
    /// the folder made. Throws StorageError when it cannot be written.
    std::filesystem::path backup(const std::string& reason);
    /// The complete backups there are, newest first.
    [[nodiscard]] std::vector<std::filesystem::path> backups() const;
    /// Replaces the profile's content with a complete backup folder's (a backup of the state
    /// before is taken first); the games held are read again on their next use.
    void restore(const std::filesystem::path& backupDir);
    /// Problems SQLite's integrity and foreign-key checks find, per file; empty when all is well.
    [[nodiscard]] std::vector<std::string> check();

    /// Every installed game, loaded. A game's cards are read from the profile on its first use,
    /// not when the profile opens: searching (CatalogueStore::search) needs none of them.
    [[nodiscard]] GameLibrary& library();
    /// The game (loaded on first use), or an error naming the ids there are.
    [[nodiscard]] Result<LoadedGame*> game(const std::string& id);
    /// An installed game's rules as its pack says them (fields, formats, rarities), none of its
    /// cards read (the loaded game's when it is loaded); or game()'s error. What reading a
    /// search's query needs.
    [[nodiscard]] Result<core::Game> gameRules(const std::string& id);
    /// The game if it is loaded already; never reads it.
    [[nodiscard]] LoadedGame* loadedGame(std::string_view id) const { return m_library->find(id); }
    /// The games read so far (by game() or library()); reads none.
    [[nodiscard]] GameLibrary& loadedGames() { return *m_library; }
    /// For a program about to end at once (deckhand-cli): closes the profile's files and lets
    /// go of the games read without freeing them, as the process's end gives their memory back
    /// at once (freeing a 300,000-printing game's cards one by one took a third of a one-shot
    /// command). Nothing may be asked of the session after it but its destruction.
    void releaseForExit();

    /// Reads an installed game with its cards and Limited lists on connections of its own to
    /// the profile in `dir`: safe on another thread while the session is in use (how the
    /// desktop app reads a big catalogue without freezing its window). nullptr when no game
    /// has `id`; errors in the stored data come back as errors. Pass the result to adoptGame().
    [[nodiscard]] static Result<std::unique_ptr<LoadedGame>>
    readGame(const std::filesystem::path& dir, const std::string& id);
    /// As readGame(), but only the first `count` cards as the card browser lists them with
    /// nothing searched (by name, with the user's card edits): a few thousand rows, read in
    /// milliseconds, to show while the whole game is read. Its catalogue holds those cards
    /// alone and it has no Limited lists: for showing, never for judging a deck or adoptGame().
    [[nodiscard]] static Result<std::unique_ptr<LoadedGame>>
    readFirstCards(const std::filesystem::path& dir, const std::string& id, int count);
    /// Counts the changes to the games' data (a pack installed, cards imported, a Limited list
    /// saved): a game read by readGame() before a change is out of date.
    [[nodiscard]] std::uint64_t dataVersion() const { return m_dataVersion; }
    /// Whether another program (the command line, another Deckhand) changed the profile since
    /// this session last asked (or opened it): the games it holds may be out of date. Its own
    /// changes do not count.
    [[nodiscard]] bool changedElsewhere();
    /// Forgets every game it holds: each is read again from the profile on its next use
    /// (pointers into them are no longer valid).
    void forgetGames();
    /// Takes a game read by readGame() when `dataVersion` (read before readGame started) is
    /// still current and the game is not loaded yet; returns the loaded game either way, or
    /// nullptr when the read game is out of date and was dropped.
    LoadedGame* adoptGame(std::unique_ptr<LoadedGame> game, std::uint64_t dataVersion);

    /// Installs (or updates) a game pack with its card data and Limited lists. What is wrong
    /// but does not stop the install (PackContents::warnings) goes to `warnings` when given.
    std::vector<ParseError> installPack(const std::string& packFile,
                                        std::vector<ParseError>* warnings = nullptr);
    /// Imports card data (CSV) into a game, replacing an earlier import of the same file; a
    /// backup is taken first. `progress` is told how many printings are written.
    Result<ImportReport> importCards(const std::string& gameId, const std::string& csvFile,
                                     const core::ImportProgress& progress = {});
    /// Imports several card data files into a game all or nothing: one transaction, one backup
    /// first; when any file is refused, none of them is imported. One report per file.
    Result<std::vector<ImportReport>> importCards(const std::string& gameId,
                                                  const std::vector<std::string>& files,
                                                  const core::ImportProgress& progress = {});
    /// The same with options, saying every error of every file at once (a duplicate set +
    /// number within the files or with another file of the game included) and what Deckhand
    /// did that the files did not say. Each file is written as it is read (a Cockatrice file in
    /// batches, read on a thread of its own), in one transaction that is rolled back when any file
    /// is refused; the backup is taken once all are read and accepted, before the commit.
    CardImport importCardFiles(const std::string& gameId, const std::vector<std::string>& files,
                               const CardImportOptions& options,
                               const core::ImportProgress& progress = {});
    /// Imports Limited-list versions (XML) into the games they name. Loaded games get their new
    /// lists in place (pointers to them stay valid). The lines say what each version did, and
    /// warn ("warning: FILE:LINE:COLUMN: ...") of entries that name no card of the game.
    Result<std::vector<std::string>> importLimitedLists(const std::string& xmlFile);

    /// Saves a Limited-list version the user made or edited (kept over later imports of the
    /// same date) and refreshes the game's lists in place: pointers to the game stay valid.
    void saveLimitedVersion(const core::LimitedListVersion& version);
    /// Removes a version of a game's Limited list (of the list named `list` when given, else
    /// every list's of that date); false when there was none.
    bool removeLimitedVersion(const std::string& gameId, const core::Date& effective,
                              const std::string& list = {});

    /// The user's card edits of a game (their own layer over its published cards).
    [[nodiscard]] std::vector<core::CardEdit> cardEdits(const std::string& gameId);
    /// The game's cards as published, without the user's edits (what the edits are made over).
    [[nodiscard]] std::vector<core::Printing> publishedCards(const core::Game& game);
    /// Makes the game's card edits exactly `edits` (one transaction) and reads the game again
    /// on its next use: pointers into the loaded game are no longer valid.
    void saveCardEdits(const std::string& gameId, const std::vector<core::CardEdit>& edits);

    /// Which installed game a deck list is for, by its card names (read from the name index:
    /// no game's cards are loaded for it).
    [[nodiscard]] GameGuess guessGame(const core::DeckList& list);

    /// The installed games (id, name, pack), by id.
    [[nodiscard]] std::vector<core::InstalledGame> installedGames();
    /// The card files imported for a game: path and printings.
    [[nodiscard]] std::vector<std::pair<std::string, int>> cardFiles(const std::string& gameId);
    /// Search as you type in the catalogue's name index (CatalogueStore::search), for any game
    /// or none; searchCards() (card_search.hpp) is the same over a loaded game with its edits.
    [[nodiscard]] std::vector<core::SearchHit> searchIndex(const core::SearchQuery& query);
    /// Every stored version of a game's Limited lists (every game's when empty), oldest first.
    [[nodiscard]] std::vector<core::LimitedListVersion> limitedVersions(const std::string& gameId);

    /// Saves a deck under (game, name): a new deck, or a new version when anything changed.
    core::SaveResult saveDeck(const core::DeckToSave& deck);
    /// The saved decks of a game (every game's when empty).
    [[nodiscard]] std::vector<core::DeckRecord> savedDecks(const std::string& gameId = {});
    /// A saved deck by id, or by name within a game.
    [[nodiscard]] std::optional<core::DeckRecord> findDeck(const std::string& gameId,
                                                           const std::string& nameOrId);
    /// A saved deck's version (0: the latest) with its entries.
    [[nodiscard]] std::optional<core::DeckVersion> deckVersion(std::int64_t deckId, int number = 0);
    /// Every saved version of a deck, oldest first.
    [[nodiscard]] std::vector<core::DeckVersion> deckHistory(std::int64_t deckId);
    /// Gives a saved deck a new name (false: no such deck, or the name is taken in its game).
    bool renameDeck(std::int64_t deckId, const std::string& name);
    /// Marks a saved deck built (its cards are taken from the collection first) or not.
    void setDeckBuilt(std::int64_t deckId, bool built);
    /// Deletes a saved deck with its history, after a backup; false when there was none.
    bool deleteDeck(std::int64_t deckId);

    /// Owned copies per printing of a game, every finish and place together, by set and number.
    [[nodiscard]] std::vector<core::CollectionItem> ownedPrintings(const std::string& gameId);

    /// Copies owned per card name for a game.
    [[nodiscard]] core::Availability owned(const std::string& gameId);
    /// The same, by the cards `game` holds (readFirstCards() gives part of a game): the game is
    /// not read; a copy of a card it does not hold counts under the name the collection has.
    [[nodiscard]] core::Availability owned(const LoadedGame& game);
    /// Copies owned of the cards named (folded names), counted as owned(gameId) counts them, the
    /// others left out: the game's cards are not read for it unless the user has card edits of
    /// the game (a search's hits, each with the copies owned).
    [[nodiscard]] core::Availability owned(const std::string& gameId,
                                           const std::vector<std::string>& foldedNames);
    /// A saved deck's version (0: latest) resolved against the game's cards; unknown cards stay
    /// unresolved so the user can see and fix them.
    [[nodiscard]] Result<core::Deck> loadDeck(const LoadedGame& game, std::int64_t deckId,
                                              int version = 0);
    /// What each deck of a game needs. Decks marked built take their cards first (in name
    /// order); the rest are judged on what is left, each on its own.
    [[nodiscard]] std::vector<DeckNeeds> deckNeeds(const std::string& gameId);

private:
    /// Forgets a loaded game after its data changed: its next use reads it again.
    void reloadGame(const std::string& id);
    /// Reads a loaded game's Limited lists from the profile again, in place.
    void reloadLimitedLists(const std::string& id);
    /// Reads an installed game with its cards and Limited lists; nullptr when none has `id`.
    LoadedGame* loadGame(const std::string& id);

    /// The stores of app's own use cases reach the profile through this (profile/stores.hpp).
    friend db::Profile& profileOf(ProfileSession& session);

    std::unique_ptr<db::Profile> m_profile;
    std::unique_ptr<GameLibrary> m_library;
    std::uint64_t m_dataVersion = 0;
    /// PRAGMA data_version of the catalogue and the user's data, as changedElsewhere() last saw.
    std::int64_t m_seenCatalogue = 0, m_seenUser = 0;
    bool m_seeding = false; ///< installing the bundled games into a new profile: nothing to back up
};

/// Where the profile is: --profile DIR if given, else the folder chosen in the desktop app's
/// preferences (profile_choice.hpp), else the XDG data folder.
[[nodiscard]] std::filesystem::path profileDir(const std::string& option);

/// A deck as stored lines (section, quantity, name, set, number).
[[nodiscard]] std::vector<core::StoredEntry> toStored(const core::Deck& deck);
/// Stored lines as a deck list ready for core::resolveDeck.
[[nodiscard]] core::DeckList toDeckList(const core::DeckVersion& version, const std::string& file);

} // namespace deckhand::app
