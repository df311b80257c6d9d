#pragma once

#include "deckhand/app/game_guess.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/collection.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/db/card_edit_store.hpp"
#include "deckhand/db/catalogue_store.hpp"
#include "deckhand/db/collection_store.hpp"
#include "deckhand/db/deck_store.hpp"
#include "deckhand/db/limited_store.hpp"
#include "deckhand/db/profile.hpp"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

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
    db::DeckRecord deck;
    core::Needs needs;
};

/// An open profile with its games loaded: the use cases both front ends share. Every change
/// is all or nothing; bad input comes back as ParseErrors and leaves the profile as it was.
class ProfileSession {
public:
    /// Opens the profile in `dir` (created on first use, with the bundled games installed from
    /// `resources`/games). A write waits up to `busyTimeout` while another program writes.
    ProfileSession(const std::filesystem::path& dir, const std::filesystem::path& resources,
                   std::chrono::milliseconds busyTimeout = db::kDefaultBusyTimeout);
    /// Opens an existing profile only to read it: nothing is created, seeded, migrated or
    /// locked for writing (what checking deck files needs). Throws DatabaseError when the
    /// profile is not there or needs upgrading first.
    struct ReadOnly {};
    ProfileSession(const std::filesystem::path& dir, ReadOnly,
                   std::chrono::milliseconds busyTimeout = db::kDefaultBusyTimeout);

    [[nodiscard]] db::Profile& profile() { return m_profile; }
    /// Every installed game, loaded. A game's cards are read from the profile on its first use,
    /// not when the profile opens: searching (CatalogueStore::search) needs none of them.
    [[nodiscard]] GameLibrary& library();
    /// The game (loaded on first use), or an error naming the ids there are.
    [[nodiscard]] Result<LoadedGame*> game(const std::string& id);
    /// The game if it is loaded already; never reads it.
    [[nodiscard]] LoadedGame* loadedGame(std::string_view id) const { return m_library->find(id); }

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
                                     const db::ImportProgress& progress = {});
    /// Imports several card data files into a game all or nothing: one transaction, one backup
    /// first; when any file is refused, none of them is imported. One report per file.
    Result<std::vector<ImportReport>> importCards(const std::string& gameId,
                                                  const std::vector<std::string>& files,
                                                  const db::ImportProgress& progress = {});
    /// The same with options, saying every error of every file at once (a duplicate set +
    /// number within the files or with another file of the game included) and what Deckhand
    /// did that the files did not say. Each file is written as it is read (a Cockatrice file in
    /// batches, read on a thread of its own), in one transaction that is rolled back when any file
    /// is refused; the backup is taken once all are read and accepted, before the commit.
    CardImport importCardFiles(const std::string& gameId, const std::vector<std::string>& files,
                               const CardImportOptions& options,
                               const db::ImportProgress& progress = {});
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
    [[nodiscard]] std::vector<db::CardEdit> cardEdits(const std::string& gameId) {
        return db::CardEditStore(m_profile.user()).list(gameId);
    }
    /// The game's cards as published, without the user's edits (what the edits are made over).
    [[nodiscard]] std::vector<core::Printing> publishedCards(const core::Game& game) {
        return catalogue().loadPrintings(game);
    }
    /// Makes the game's card edits exactly `edits` (one transaction) and reads the game again
    /// on its next use: pointers into the loaded game are no longer valid.
    void saveCardEdits(const std::string& gameId, const std::vector<db::CardEdit>& edits);

    /// Which installed game a deck list is for, by its card names (read from the name index:
    /// no game's cards are loaded for it).
    [[nodiscard]] GameGuess guessGame(const core::DeckList& list);

    [[nodiscard]] db::CatalogueStore catalogue() {
        return db::CatalogueStore(m_profile.catalogue());
    }
    [[nodiscard]] db::CollectionStore collection() { return db::CollectionStore(m_profile.user()); }
    [[nodiscard]] db::DeckStore decks() { return db::DeckStore(m_profile.user()); }
    [[nodiscard]] db::LimitedStore limitedLists() { return db::LimitedStore(m_profile.user()); }

    /// Copies owned per card name for a game.
    [[nodiscard]] core::Availability owned(const std::string& gameId);
    /// The same, by the cards `game` holds (readFirstCards() gives part of a game): the game is
    /// not read; a copy of a card it does not hold counts under the name the collection has.
    [[nodiscard]] core::Availability owned(const LoadedGame& game);
    /// A saved deck's version (0: latest) resolved against the game's cards; unknown cards stay
    /// unresolved so the user can see and fix them.
    [[nodiscard]] Result<core::Deck> loadDeck(const LoadedGame& game, std::int64_t deckId,
                                              int version = 0);
    /// What each deck of a game needs. Decks marked built take their cards first (in name
    /// order); the rest are judged on what is left, each on its own.
    [[nodiscard]] std::vector<DeckNeeds> deckNeeds(const std::string& gameId);

private:
    /// Removes the card files a game's installed pack brought that the pack being installed does
    /// not name (`named`: their canonical paths), wherever either pack file is.
    static void dropCardFilesOfEarlierPack(db::CatalogueStore& store, const std::string& gameId,
                                           const std::unordered_set<std::string>& named);
    /// Forgets a loaded game after its data changed: its next use reads it again.
    void reloadGame(const std::string& id);
    /// Reads a loaded game's Limited lists from the profile again, in place.
    void reloadLimitedLists(const std::string& id);
    /// Reads an installed game with its cards and Limited lists; nullptr when none has `id`.
    LoadedGame* loadGame(const std::string& id);

    db::Profile m_profile;
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
[[nodiscard]] std::vector<db::StoredEntry> toStored(const core::Deck& deck);
/// Stored lines as a deck list ready for core::resolveDeck.
[[nodiscard]] core::DeckList toDeckList(const db::DeckVersion& version, const std::string& file);

} // namespace deckhand::app
