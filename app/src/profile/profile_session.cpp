// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/profile_session.hpp"

#include "deckhand/app/profile_choice.hpp"
#include "deckhand/core/hash_slots.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/quantity.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/db/printing_import.hpp"
#include "deckhand/db/query_rows.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/game_pack.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <exception>
#include <fmt/format.h>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <unordered_set>

namespace deckhand::app {

namespace fs = std::filesystem;

namespace {

// A file's path as the profile records it: absolute, so a re-import of the same file
// replaces the earlier one wherever it was started from.
std::string canonicalPath(const std::string& path) {
    std::error_code ec;
    auto p = fs::weakly_canonical(fs::absolute(path, ec), ec);
    return ec ? path : p.string();
}

/// Removes the card files a game's installed pack brought that the pack being installed does
/// not name (`named`: their canonical paths), wherever either pack file is.
void dropCardFilesOfEarlierPack(db::CatalogueStore& store, const std::string& gameId,
                                const std::unordered_set<std::string>& named) {
    // The card files the installed pack of the game brought and the new one no longer names go:
    // a publisher's withdrawn or renamed set is not kept forever by an update from the same
    // folder, and a game installed again from another folder (a new download, a moved checkout)
    // does not find its cards "already there". Those the new pack names are replaced by its
    // import; cards the user imported into the game stay, and so do the user's card edits.
    for (const auto& installed : store.games()) {
        if (installed.id != gameId) continue;
        auto old = io::readGamePack(installed.packXml, installed.packFile);
        if (!old.ok()) continue; // nothing of it can be told apart: its files stay
        for (const auto& f : old.value.cardFiles) {
            const std::string path = canonicalPath(f.path);
            if (!named.count(path)) store.removeCardFile(gameId, path);
        }
    }
}

} // namespace

fs::path profileDir(const std::string& option) {
    if (!option.empty()) return fs::path(option);
    if (auto chosen = chosenProfileDir()) return *chosen; // Edit > Preferences
    return db::Profile::defaultDir();
}

ProfileSession::ProfileSession(const fs::path& dir, const fs::path& resources,
                               std::chrono::milliseconds busyTimeout)
    : m_profile(std::make_unique<db::Profile>(dir, false, busyTimeout)),
      m_library(std::make_unique<GameLibrary>()) {
    if (catalogueOf(*this).games().empty()) {
        std::vector<fs::path> packs;
        std::error_code ec;
        for (const auto& e : fs::directory_iterator(resources / "games", ec))
            if (e.is_directory() && fs::exists(e.path() / "game.xml"))
                packs.push_back(e.path() / "game.xml");
        std::sort(packs.begin(), packs.end());
        m_seeding = true;
        for (const auto& p : packs) {
            auto errors = installPack(p.string());
            if (!errors.empty()) throw InputError(errors); // a bundled pack must load
        }
        m_seeding = false;
    }
    (void)changedElsewhere(); // what it has now is what it saw
}

ProfileSession::ProfileSession(const fs::path& dir, ReadOnly, std::chrono::milliseconds busyTimeout)
    : m_profile(std::make_unique<db::Profile>(dir, true, busyTimeout)),
      m_library(std::make_unique<GameLibrary>()) {
    (void)changedElsewhere();
}

ProfileSession::~ProfileSession() = default;

void ProfileSession::releaseForExit() {
    m_profile.reset(); // both files closed, as the destructor would
    // Never freed, on purpose: the process ends next (std::_Exit) and takes it all at once.
    [[maybe_unused]] GameLibrary* kept = m_library.release();
}

db::Profile& profileOf(ProfileSession& session) {
    return *session.m_profile;
}

fs::path ProfileSession::defaultDir() {
    return db::Profile::defaultDir();
}

bool ProfileSession::existsIn(const fs::path& dir) {
    return db::Profile::existsIn(dir);
}

const fs::path& ProfileSession::dir() const {
    return m_profile->dir();
}

fs::path ProfileSession::backup(const std::string& reason) {
    return m_profile->backup(reason);
}

std::vector<fs::path> ProfileSession::backups() const {
    return m_profile->backups();
}

void ProfileSession::restore(const fs::path& backupDir) {
    m_profile->restore(backupDir);
    forgetGames();
}

std::vector<std::string> ProfileSession::check() {
    return m_profile->check();
}

std::vector<core::InstalledGame> ProfileSession::installedGames() {
    return catalogueOf(*this).games();
}

std::vector<std::pair<std::string, int>> ProfileSession::cardFiles(const std::string& gameId) {
    return catalogueOf(*this).cardFiles(gameId);
}

std::vector<core::SearchHit> ProfileSession::searchIndex(const core::SearchQuery& query) {
    return catalogueOf(*this).search(query);
}

std::vector<core::LimitedListVersion> ProfileSession::limitedVersions(const std::string& gameId) {
    return limitedListsOf(*this).load(gameId);
}

std::vector<core::CardEdit> ProfileSession::cardEdits(const std::string& gameId) {
    return cardEditsOf(*this).list(gameId);
}

std::vector<core::Printing> ProfileSession::publishedCards(const core::Game& game) {
    return catalogueOf(*this).loadPrintings(game);
}

core::SaveResult ProfileSession::saveDeck(const core::DeckToSave& deck) {
    return decksOf(*this).save(deck);
}

std::vector<core::DeckRecord> ProfileSession::savedDecks(const std::string& gameId) {
    return decksOf(*this).list(gameId);
}

std::optional<core::DeckRecord> ProfileSession::findDeck(const std::string& gameId,
                                                         const std::string& nameOrId) {
    return decksOf(*this).find(gameId, nameOrId);
}

std::optional<core::DeckVersion> ProfileSession::deckVersion(std::int64_t deckId, int number) {
    return decksOf(*this).version(deckId, number);
}

std::vector<core::DeckVersion> ProfileSession::deckHistory(std::int64_t deckId) {
    return decksOf(*this).history(deckId);
}

bool ProfileSession::renameDeck(std::int64_t deckId, const std::string& name) {
    return decksOf(*this).rename(deckId, name);
}

void ProfileSession::setDeckBuilt(std::int64_t deckId, bool built) {
    decksOf(*this).setBuilt(deckId, built);
}

bool ProfileSession::deleteDeck(std::int64_t deckId) {
    m_profile->backup("before-deck-delete");
    return decksOf(*this).remove(deckId);
}

std::vector<core::CollectionItem> ProfileSession::ownedPrintings(const std::string& gameId) {
    return collectionOf(*this).ownedPrintings(gameId);
}

bool ProfileSession::changedElsewhere() {
    const std::int64_t catalogue = m_profile->catalogue().dataVersion();
    const std::int64_t user = m_profile->user().dataVersion();
    const bool changed = catalogue != m_seenCatalogue || user != m_seenUser;
    m_seenCatalogue = catalogue;
    m_seenUser = user;
    return changed;
}

void ProfileSession::forgetGames() {
    ++m_dataVersion;
    for (const auto& g : catalogueOf(*this).games())
        m_library->remove(g.id);
}

GameLibrary& ProfileSession::library() {
    for (const auto& g : catalogueOf(*this).games())
        if (!m_library->find(g.id)) loadGame(g.id);
    return *m_library;
}

namespace {

// game()'s error for an id no installed game has.
std::vector<ParseError> noGame(db::CatalogueStore store, const std::string& id) {
    std::string known;
    for (const auto& g : store.games())
        known += (known.empty() ? "" : ", ") + g.id;
    return {{{}, i18n::trf("no installed game has the id '{}' (games: {})", id, known)}};
}

} // namespace

Result<LoadedGame*> ProfileSession::game(const std::string& id) {
    if (auto* g = m_library->find(id)) return {g, {}};
    if (auto* g = loadGame(id)) return {g, {}};
    return {nullptr, noGame(catalogueOf(*this), id)};
}

Result<core::Game> ProfileSession::gameRules(const std::string& id) {
    if (const LoadedGame* g = m_library->find(id)) return {g->game, {}};
    for (const auto& installed : catalogueOf(*this).games()) {
        if (!core::iequals(installed.id, id)) continue;
        auto pack = io::readGamePack(installed.packXml, installed.packFile);
        if (!pack.ok()) return {{}, pack.errors};
        return {std::move(pack.value.game), {}};
    }
    return {{}, noGame(catalogueOf(*this), id)};
}

GameGuess ProfileSession::guessGame(const core::DeckList& list) {
    std::vector<GameName> games;
    for (const auto& g : catalogueOf(*this).games())
        games.push_back({g.id, g.name});
    auto store = catalogueOf(*this);
    return app::guessGame(list, games,
                          [&](const std::string& id, const std::vector<std::string>& folded) {
                              return store.knownNames(id, folded);
                          });
}

std::vector<ParseError> ProfileSession::installPack(const std::string& packFile,
                                                    std::vector<ParseError>* warnings) {
    // Read and check everything before changing anything.
    auto pack = readPack(packFile);
    if (!pack.ok()) return pack.errors;
    if (warnings)
        warnings->insert(warnings->end(), pack.value.warnings.begin(), pack.value.warnings.end());
    const core::Game& game = pack.value.game;
    if (!m_seeding) m_profile->backup("before-install-" + game.id);
    {
        db::Transaction tx(m_profile->catalogue());
        auto store = catalogueOf(*this);
        std::unordered_set<std::string> named;
        for (const auto& f : pack.value.cardFiles)
            named.insert(canonicalPath(f.path));
        dropCardFilesOfEarlierPack(store, game.id, named);
        // Those it names go too, all before any is imported: a printing that moved from one of
        // them to another (given earlier in the pack) is not found "already" in its old file.
        for (const auto& path : named)
            store.removeCardFile(game.id, path);
        // The sets' names and dates the pack gives (the catalogue's set_info, under the user's
        // own): a set the pack installed before no longer names loses what it said.
        std::vector<io::PackSet> namedSets; // the sets the pack installed before named
        for (const auto& installed : store.games()) {
            if (installed.id != game.id) continue;
            auto old = io::readGamePack(installed.packXml, installed.packFile);
            if (old.ok()) namedSets = std::move(old.value.sets);
        }
        store.installGame({game.id, game.name, canonicalPath(packFile), pack.value.packXml});
        for (const auto& set : namedSets)
            if (std::none_of(pack.value.sets.begin(), pack.value.sets.end(),
                             [&](const io::PackSet& s) { return core::iequals(s.code, set.code); }))
                store.saveSet({game.id, set.code, "", ""});
        for (const auto& set : pack.value.sets)
            store.saveSet({game.id, set.code, set.name, set.released});
        for (const auto& f : pack.value.cardFiles) {
            auto imported =
                store.importPrintings(game, canonicalPath(f.path), f.sample, f.printings);
            if (!imported.ok()) return imported.errors; // rolls back the whole install
        }
        tx.commit();
    }
    auto limited = limitedListsOf(*this);
    for (const auto& v : pack.value.limitedLists)
        limited.save(v, v.origin.file);
    reloadGame(game.id);
    return {};
}

void ProfileSession::reloadGame(const std::string& id) {
    ++m_dataVersion;
    m_library->remove(id);
}

void ProfileSession::reloadLimitedLists(const std::string& id) {
    ++m_dataVersion;
    LoadedGame* loaded = m_library->find(id);
    if (!loaded) return; // read on its first use
    core::LimitedListHistory fresh;
    for (auto& v : limitedListsOf(*this).load(loaded->game.id))
        fresh.add(std::move(v));
    loaded->limited = std::move(fresh);
}

void ProfileSession::saveLimitedVersion(const core::LimitedListVersion& version) {
    limitedListsOf(*this).save(version, "edited in Deckhand", true);
    reloadLimitedLists(version.game);
}

bool ProfileSession::removeLimitedVersion(const std::string& gameId, const core::Date& effective,
                                          const std::string& list) {
    const bool removed = limitedListsOf(*this).remove(gameId, effective, list);
    reloadLimitedLists(gameId);
    return removed;
}

namespace {

/// Printings handed from the thread that reads them to the one that adds them to the catalogue,
/// a few batches at most held between the two.
class PrintingBatches {
public:
    void push(std::vector<core::Printing>& batch) {
        std::unique_lock lock(m_mutex);
        m_room.wait(lock, [&] { return m_batches.size() < kHeld || m_stopped; });
        if (m_stopped) return;
        m_batches.push_back(std::move(batch));
        m_ready.notify_one();
    }
    /// The next batch; nullopt once the reader is done (or stop() was called).
    std::optional<std::vector<core::Printing>> pop() {
        std::unique_lock lock(m_mutex);
        m_ready.wait(lock, [&] { return !m_batches.empty() || m_done; });
        if (m_batches.empty()) return std::nullopt;
        auto batch = std::move(m_batches.front());
        m_batches.pop_front();
        m_room.notify_one();
        return batch;
    }
    void done() {
        std::lock_guard lock(m_mutex);
        m_done = true;
        m_ready.notify_one();
    }
    /// The taker gives up: the reader's pushes return at once.
    void stop() {
        std::lock_guard lock(m_mutex);
        m_stopped = true;
        m_room.notify_one();
    }

private:
    static constexpr std::size_t kHeld = 4;
    std::mutex m_mutex;
    std::condition_variable m_ready, m_room;
    std::deque<std::vector<core::Printing>> m_batches;
    bool m_done = false, m_stopped = false;
};

/// The published printings of a game with no card edits into `loaded`'s catalogue, read on this
/// thread while a thread of its own indexes the batches read before (on two cores, reading the
/// rows and building the index take about as long as each other: a 300,000-printing game took
/// them one after the other). The reading is this thread's because it makes the printings (300
/// MiB of a 300,000-printing game): glibc grows the malloc arena of a thread it started a page
/// per mprotect call (42,000 calls, a sixth of the reading), the main thread's (the CLI's) 128
/// KiB per sbrk; the window reads on a thread of its own either way. Duplicates come back
/// as errors, as CardCatalogue::add gives them; a failure of the database is thrown here.
/// `expected` is how many printings the game's card files hold: room is made for them first
/// (a count of the printing rows took 30 ms at 100,000 before the reading could start).
std::vector<ParseError> readPrintingsInto(db::CatalogueStore catalogue, LoadedGame& loaded,
                                          std::size_t expected) {
    loaded.catalogue.reserve(expected);
    PrintingBatches batches;
    std::vector<ParseError> errors;
    std::exception_ptr failure;
    std::thread indexer([&] {
        try {
            while (auto batch = batches.pop()) {
                auto more = loaded.catalogue.add(std::move(*batch));
                errors.insert(errors.end(), more.begin(), more.end());
            }
        } catch (...) {
            failure = std::current_exception();
            batches.stop();
        }
    });
    try {
        catalogue.loadPrintings(loaded.game, 1024,
                                [&](std::vector<core::Printing>& b) { batches.push(b); });
    } catch (...) {
        batches.done();
        indexer.join();
        throw;
    }
    batches.done();
    indexer.join();
    if (failure) std::rethrow_exception(failure);
    return errors;
}

/// Reads one installed game from the two halves of a profile; nullptr when `installed` is not
/// `id`. Throws InputError when the stored pack or cards do not load.
std::unique_ptr<LoadedGame> readInstalled(db::CatalogueStore catalogue, db::Database& user,
                                          const db::InstalledGame& installed) {
    auto pack = io::readGamePack(installed.packXml, installed.packFile);
    if (!pack.ok()) throw InputError(pack.errors);
    db::LimitedStore lists(user);
    std::vector<std::string> files;
    std::size_t filed = 0; // printings, as the card files count them
    for (const auto& [path, count] : catalogue.cardFiles(installed.id)) {
        files.push_back(path);
        filed += static_cast<std::size_t>(std::max(count, 0));
    }
    const auto edits = db::CardEditStore(user).list(installed.id);
    if (edits.empty()) {
        // Most games: the published printings as read, indexed while the rest are read.
        auto loaded = makeLoadedGame(std::move(pack.value.game), installed.packFile,
                                     std::move(pack.value.description), {},
                                     lists.load(installed.id), std::move(files));
        if (!loaded.ok()) throw InputError(loaded.errors);
        auto errors = readPrintingsInto(catalogue, *loaded.value, filed);
        if (!errors.empty()) throw InputError(errors);
        return std::move(loaded.value);
    }
    // The user's card edits over the published cards: every reader of the game sees them.
    auto edited = applyCardEdits(pack.value.game, catalogue.loadPrintings(pack.value.game), edits);
    auto printings = std::move(edited.printings);
    auto loaded = makeLoadedGame(std::move(pack.value.game), installed.packFile,
                                 std::move(pack.value.description), std::move(printings),
                                 lists.load(installed.id), std::move(files));
    if (!loaded.ok()) throw InputError(loaded.errors);
    loaded.value->cardEditConflicts = std::move(edited.conflicts);
    return std::move(loaded.value);
}

} // namespace

LoadedGame* ProfileSession::loadGame(const std::string& id) {
    for (const auto& installed : catalogueOf(*this).games()) {
        if (!core::iequals(installed.id, id)) continue;
        auto loaded = readInstalled(catalogueOf(*this), m_profile->user(), installed);
        LoadedGame* out = loaded.get();
        m_library->add(std::move(loaded));
        return out;
    }
    return nullptr;
}

namespace {

/// Opens the profile in `dir` on read-only connections of this thread's own (the session's are
/// not shared) and gives `read` the installed game `id`: what readGame() and readFirstCards()
/// share. nullptr when no game has `id`; an error, not a throw, when it cannot be read.
template <typename Read>
Result<std::unique_ptr<LoadedGame>> readOnOwnConnections(const fs::path& dir, const std::string& id,
                                                         Read&& read) {
    try {
        db::Profile profile(dir, true);
        db::CatalogueStore catalogue(profile.catalogue());
        for (const auto& installed : catalogue.games())
            if (core::iequals(installed.id, id)) return read(catalogue, profile.user(), installed);
        return {nullptr, {}};
    } catch (const InputError& e) {
        return {nullptr, e.errors()};
    } catch (const std::exception& e) {
        return {nullptr,
                {{{},
                  i18n::trf("the cards of '{}' could not be read from the profile: {}", id,
                            e.what())}}};
    }
}

} // namespace

Result<std::unique_ptr<LoadedGame>> ProfileSession::readGame(const fs::path& dir,
                                                             const std::string& id) {
    return readOnOwnConnections(
        dir, id,
        [](db::CatalogueStore& catalogue, db::Database& user,
           const db::InstalledGame& installed) -> Result<std::unique_ptr<LoadedGame>> {
            return {readInstalled(catalogue, user, installed), {}};
        });
}

Result<std::unique_ptr<LoadedGame>>
ProfileSession::readFirstCards(const fs::path& dir, const std::string& id, int count) {
    return readOnOwnConnections(
        dir, id,
        [count](db::CatalogueStore& catalogue, db::Database& user,
                const db::InstalledGame& installed) -> Result<std::unique_ptr<LoadedGame>> {
            auto pack = io::readGamePack(installed.packXml, installed.packFile);
            if (!pack.ok()) return {nullptr, pack.errors};
            // The user's edits laid over these cards as over the whole game (the cards they
            // added among them); their conflicts are told when the whole game is read.
            auto edited = applyCardEdits(pack.value.game,
                                         catalogue.loadFirstPrintings(pack.value.game, count),
                                         db::CardEditStore(user).list(installed.id));
            auto& printings = edited.printings;
            std::stable_sort(printings.begin(), printings.end(),
                             [](const core::Printing& a, const core::Printing& b) {
                                 return a.foldedName < b.foldedName;
                             });
            if (printings.size() > static_cast<std::size_t>(count))
                printings.resize(static_cast<std::size_t>(count));
            auto loaded =
                makeLoadedGame(std::move(pack.value.game), installed.packFile,
                               std::move(pack.value.description), std::move(printings), {}, {});
            if (!loaded.ok()) return {nullptr, loaded.errors};
            return {std::move(loaded.value), {}};
        });
}

LoadedGame* ProfileSession::adoptGame(std::unique_ptr<LoadedGame> game, std::uint64_t dataVersion) {
    if (!game) return nullptr;
    if (LoadedGame* already = m_library->find(game->game.id)) return already;
    if (dataVersion != m_dataVersion) return nullptr;
    LoadedGame* out = game.get();
    m_library->add(std::move(game));
    return out;
}

void ProfileSession::saveCardEdits(const std::string& gameId,
                                   const std::vector<db::CardEdit>& edits) {
    cardEditsOf(*this).replaceAll(gameId, edits);
    reloadGame(gameId);
}

Result<ImportReport> ProfileSession::importCards(const std::string& gameId,
                                                 const std::string& csvFile,
                                                 const db::ImportProgress& progress) {
    auto r = importCards(gameId, std::vector<std::string>{csvFile}, progress);
    if (!r.ok()) return {{}, r.errors};
    return {r.value.front(), {}};
}

Result<std::vector<ImportReport>> ProfileSession::importCards(const std::string& gameId,
                                                              const std::vector<std::string>& files,
                                                              const db::ImportProgress& progress) {
    auto r = importCardFiles(gameId, files, {}, progress);
    if (r.refused()) return {{}, std::move(r.errors)};
    return {std::move(r.files), {}};
}

namespace {

// Set + number, case ignored (ASCII, as the catalogue's NOCASE index), hashed without a key
// string per printing, which was a twentieth of a 100,000-printing import.
char asciiLower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}
bool sameNoCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (asciiLower(a[i]) != asciiLower(b[i])) return false;
    return true;
}

// A printing's set + number, case ignored as sameNoCase ignores it, hashed without a key string.
std::uint64_t setNumberHash(const core::Printing& p) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    auto mix = [&](std::string_view s) {
        for (char c : s)
            h = (h ^ static_cast<unsigned char>(asciiLower(c))) * 0x100000001b3ull;
        h = (h ^ 0x1f) * 0x100000001b3ull;
    };
    mix(p.set());
    mix(p.number());
    return h;
}

// The set + number of every printing a game has but those of the files an import replaces,
// found as CardCatalogue::bySetNumber finds them (exactly, case ignored; else the first in import
// order whose number is the same as core::normalNumber makes it), with the name, file and line
// an import's duplicate names: read from the profile a row at a time, without the game's cards
// (some 250 bytes a printing, where the game read whole held some 1.5 KB; an update of a
// subscription's own file holds none). A replaced file's printings are gone once it is imported:
// a new printing is checked as if they had never been.
class InstalledSetNumbers {
public:
    struct Where {
        std::string name;
        std::uint32_t file; ///< in files()
        int line;
    };

    InstalledSetNumbers(db::CatalogueStore store, const std::string& game,
                        const std::vector<std::string>& replaced) {
        store.setNumbers(game, [&](std::string_view set, std::string_view number,
                                   std::string_view name, std::string_view file, int line) {
            if (std::find(replaced.begin(), replaced.end(), file) != replaced.end()) return;
            if (m_files.empty() || m_files.back() != file) m_files.emplace_back(file);
            const auto at = static_cast<std::uint32_t>(m_printings.size());
            m_printings.push_back(
                {std::string(name), static_cast<std::uint32_t>(m_files.size() - 1), line});
            const std::string lowerSet = core::toLower(core::trim(set));
            m_exact.try_emplace(lowerSet + '\x1f' + core::toLower(core::trim(number)), at);
            m_normal.try_emplace(lowerSet + '\x1f' + core::normalNumber(number), at);
        });
    }

    /// The printing a set + number names, or nullptr.
    [[nodiscard]] const Where* find(std::string_view set, std::string_view number) const {
        const std::string lowerSet = core::toLower(core::trim(set));
        auto it = m_exact.find(lowerSet + '\x1f' + core::toLower(core::trim(number)));
        if (it == m_exact.end()) it = m_normal.find(lowerSet + '\x1f' + core::normalNumber(number));
        if (it == m_normal.end()) return nullptr;
        return &m_printings[it->second];
    }
    [[nodiscard]] const std::string& file(const Where& w) const { return m_files[w.file]; }

private:
    std::vector<Where> m_printings;
    std::vector<std::string> m_files;
    std::unordered_map<std::string, std::uint32_t> m_exact, m_normal;
};

// A card file read on a thread of its own, its printings handed over a batch at a time while
// the rest is read: the file is written as it is read (an import takes the longer of the two,
// not their sum), and no more than a few batches of it are held between them. Each batch goes
// through `check` on the reading thread before it is handed over (the writing one is the
// slower).
class ReadingThread {
public:
    using Check = std::function<void(std::vector<core::Printing>&)>;

    ReadingThread(const std::string& path, const core::Game& game, Check check)
        : m_check(std::move(check)), m_thread([this, path, &game] { run(path, game); }) {}
    ~ReadingThread() {
        {
            std::lock_guard lock(m_mutex);
            m_abandoned = true; // the reader stops at its next batch
        }
        m_changed.notify_all();
        m_thread.join();
    }
    ReadingThread(const ReadingThread&) = delete;
    ReadingThread& operator=(const ReadingThread&) = delete;

    /// The next batch of the file's printings, in file order; none once the file is read.
    std::optional<std::vector<core::Printing>> next() {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return !m_queue.empty() || m_done; });
        if (m_queue.empty()) return std::nullopt;
        auto batch = std::move(m_queue.front());
        m_queue.pop_front();
        m_changed.notify_all();
        return batch;
    }
    /// What the reader returned, once next() has no more (the printings after the batches, the
    /// errors and notes); throws what it threw.
    io::CardData result() {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_done; });
        if (m_failure) std::rethrow_exception(m_failure);
        return std::move(m_result);
    }
    /// How many printings the file holds, guessed from `handed` of them in the bytes read.
    [[nodiscard]] std::size_t expected(std::size_t handed) const {
        const double done = static_cast<double>(m_bytesDone.load());
        const double total = static_cast<double>(m_bytesTotal.load());
        if (done <= 0 || total <= done) return handed;
        return static_cast<std::size_t>(static_cast<double>(handed) * total / done);
    }

private:
    static constexpr std::size_t kQueued = 2;

    void run(const std::string& path, const core::Game& game) {
        try {
            auto data = io::readCardData(
                path, game,
                [this](std::uint64_t done, std::uint64_t total) {
                    m_bytesDone = done;
                    m_bytesTotal = total;
                },
                [this](std::vector<core::Printing>&& batch) {
                    // Nothing may be thrown through the parser (C) to run()'s catch.
                    try {
                        m_check(batch);
                        std::unique_lock lock(m_mutex);
                        m_changed.wait(lock,
                                       [&] { return m_abandoned || m_queue.size() < kQueued; });
                        if (m_abandoned) return false;
                        m_queue.push_back(std::move(batch));
                        m_changed.notify_all();
                        return true;
                    } catch (...) {
                        std::lock_guard lock(m_mutex);
                        m_failure = std::current_exception();
                        return false;
                    }
                },
                db::openQueryRows);
            std::lock_guard lock(m_mutex);
            m_result = std::move(data);
        } catch (...) {
            std::lock_guard lock(m_mutex);
            m_failure = std::current_exception();
        }
        {
            std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_changed.notify_all();
    }

    Check m_check;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::vector<core::Printing>> m_queue;
    bool m_done = false;
    bool m_abandoned = false;
    io::CardData m_result;
    std::exception_ptr m_failure;
    std::atomic<std::uint64_t> m_bytesDone{0};
    std::atomic<std::uint64_t> m_bytesTotal{0};
    std::thread m_thread; // last: it starts once the rest is there
};

// One file of an import as it goes.
struct FileImport {
    io::CardData data; ///< as read: its errors, notes, the printings held to its end
    std::vector<ParseError>
        duplicates;       ///< printings whose set + number the game has, in file order
    std::size_t good = 0; ///< its printings that are not duplicates of the game's
    // Written on the writing thread, the two above on the reading one:
    std::vector<ParseError>
        repeats; ///< printings whose set + number an earlier one of the import has
    std::unique_ptr<db::PrintingImport> writer;
    db::ImportSummary summary;
    int replaced = 0; ///< the printings its earlier import had
};

// An import of card files into a game as it goes. Each file is read on a thread of its own while
// the printings it has handed over are checked and written here, in one transaction opened at
// the first write: what is wrong is told all at once, a refused import is rolled back (no half
// of it is ever committed), and the backup is taken once the import is known to be accepted,
// when the last file has been read, before the commit. A refused import costs no backup.
class CardFilesImport {
public:
    CardFilesImport(db::Profile& profile, const core::Game& game,
                    const std::vector<std::string>& files, const CardImportOptions& options,
                    const db::ImportProgress& progress, CardImport& out)
        : m_profile(profile), m_game(game),
          m_installed(db::CatalogueStore(profile.catalogue()), game.id, canonicalPaths(files)),
          m_files(files), m_options(options), m_progress(progress), m_out(out),
          m_paths(canonicalPaths(files)), m_imports(files.size()) {}

    /// Reads, checks and writes every file; false when the import is refused (`out` saying
    /// why), what was written then being rolled back.
    bool run() {
        for (std::size_t f = 0; f < m_files.size(); ++f) {
            std::size_t written = 0;
            if (!read(f, written)) return false;
            checkRest(f);
            if (f + 1 == m_files.size()) {
                if (!accepted()) return false;
                m_backup = m_profile.backup("before-import");
            }
            if (!writeRest(f, written)) return false;
        }
        return true;
    }

    /// Commits the import and tells what it did to each file.
    void commit() {
        m_tx->commit();
        for (std::size_t f = 0; f < m_files.size(); ++f) {
            ImportReport report;
            report.file = m_paths[f];
            report.backup = m_backup;
            std::vector<int> lines; // rows left out: an error's line, however many it has
            for (const auto& e : m_imports[f].data.errors)
                if (std::find(lines.begin(), lines.end(), e.where.line) == lines.end())
                    lines.push_back(e.where.line);
            report.skipped = static_cast<int>(lines.size());
            report.added = m_imports[f].summary.added;
            report.replaced = m_imports[f].summary.replaced;
            m_out.files.push_back(std::move(report));
        }
    }

private:
    static std::vector<std::string> canonicalPaths(const std::vector<std::string>& files) {
        std::vector<std::string> paths;
        for (const auto& f : files)
            paths.push_back(canonicalPath(f));
        return paths;
    }

    // Reads file `f` (CSV, Cockatrice, OCTGN, Lackey), writing the printings it hands over as
    // they come; false when the catalogue refused one.
    bool read(std::size_t f, std::size_t& written) {
        ReadingThread reading(m_files[f], m_game,
                              [this, f](std::vector<core::Printing>& batch) { check(f, batch); });
        while (auto batch = reading.next()) {
            written += batch->size();
            dropRepeats(f, *batch);
            if (!write(f, *batch, reading.expected(written))) return false;
        }
        m_imports[f].data = reading.result();
        return true;
    }

    // Checks the printings file `f` held to its end, once it is read.
    void checkRest(std::size_t f) {
        FileImport& file = m_imports[f];
        if (file.data.broken) {
            // None of it is used, nor told as duplicates, nor a duplicate of a later file's: what
            // was written of it goes (indexed first: the index entries go with its card rows).
            if (file.writer) {
                file.writer->finish();
                db::CatalogueStore(m_profile.catalogue()).removeCardFile(m_game.id, m_paths[f]);
            }
            file.duplicates.clear();
            file.repeats.clear();
            file.good = 0;
            m_writing = false;
        } else {
            check(f, file.data.printings);
            dropRepeats(f, file.data.printings);
        }
        if (!m_options.skipBad && !file.data.errors.empty()) m_writing = false;
    }

    // Once the last file is read: every file's errors and notes into `out`; false when the
    // import is refused.
    bool accepted() {
        bool refuse = false;
        std::size_t good = 0;
        for (auto& i : m_imports) {
            auto& data = i.data;
            // Errors and duplicates of one file together, in line order.
            data.errors.insert(data.errors.end(), i.duplicates.begin(), i.duplicates.end());
            data.errors.insert(data.errors.end(), i.repeats.begin(), i.repeats.end());
            std::stable_sort(data.errors.begin(), data.errors.end(),
                             [](const ParseError& a, const ParseError& b) {
                                 return a.where.line < b.where.line;
                             });
            if (data.broken || (!data.errors.empty() && !m_options.skipBad)) refuse = true;
            good += i.good - i.repeats.size();
            m_out.errors.insert(m_out.errors.end(), data.errors.begin(), data.errors.end());
            m_out.notes.insert(m_out.notes.end(), data.notes.begin(), data.notes.end());
        }
        if (!refuse && good == 0 && !m_out.errors.empty()) {
            m_out.errors.push_back({{m_files.size() == 1 ? m_files.front() : std::string()},
                                    i18n::tr("no row is good: nothing to import")});
            refuse = true;
        }
        if (refuse) m_out.notes.clear(); // nothing was numbered: nothing was imported
        return !refuse;
    }

    // Writes the printings file `f` held to its end and finishes the file; false when the
    // catalogue refused one.
    bool writeRest(std::size_t f, std::size_t written) {
        FileImport& file = m_imports[f];
        if (file.data.broken) return true; // none of it is written
        if (!write(f, file.data.printings, written + file.data.printings.size())) return false;
        std::vector<core::Printing>().swap(file.data.printings);
        if (!m_writing) { // the import is refused: its rows are rolled back
            if (file.writer) file.writer->finish(); // indexed, as a file imported twice deletes
            return true;
        }
        if (!file.writer) write(f, {}, 0); // a file with no good printing is imported as empty
        file.summary = file.writer->finish();
        file.summary.replaced = file.replaced; // its rows went before any file was written
        if (m_progress) m_progress(file.summary.added, file.summary.added);
        return true;
    }

    // A printing's set + number told as taken by another, named at its file and line.
    static std::string already(const core::Printing& p, std::string_view name,
                               const std::string& file, int line) {
        return i18n::trf("{} {} is already {} (from {})", p.set(), p.number(), name,
                         line > 0 ? fmt::format("{}:{}", file, line) : file);
    }

    // Takes out of `batch` the printings whose set + number a file of the game not being
    // replaced has, each told at its own line. On the reading thread for the batches, on this
    // one for the rest.
    void check(std::size_t f, std::vector<core::Printing>& batch) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < batch.size(); ++i) {
            core::Printing& p = batch[i];
            // (A card the user added is in their card edits, not here: the published data may
            // have the same set + number, a conflict the user then settles.)
            if (const auto* there = m_installed.find(p.set(), p.number())) {
                m_imports[f].duplicates.push_back(
                    {p.origin, already(p, there->name, m_installed.file(*there), there->line)});
                continue;
            }
            if (kept != i) batch[kept] = std::move(p);
            ++kept;
        }
        batch.erase(batch.begin() + static_cast<std::ptrdiff_t>(kept), batch.end());
        m_imports[f].good += kept;
        if (!m_options.skipBad && !m_imports[f].duplicates.empty()) m_writing = false;
    }

    // Takes out of `batch` the printings whose set + number an earlier printing of this import
    // has, each told at its own line, naming the earlier one. On the writing thread, before the
    // batch is written: what is kept of each printing is its set + number's hash (8 bytes in
    // `m_taken`), and a printing whose hash was seen is looked for among the batch's printings
    // before it and the rows the import has written (by the catalogue's index).
    void dropRepeats(std::size_t f, std::vector<core::Printing>& batch) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < batch.size(); ++i) {
            core::Printing& p = batch[i];
            const std::uint64_t hash = setNumberHash(p);
            std::string repeat;
            if (m_taken.contains(hash))
                repeat = earlier(p, batch, kept);
            else
                m_taken.add(hash, 0);
            if (!repeat.empty()) {
                m_imports[f].repeats.push_back({p.origin, std::move(repeat)});
                continue;
            }
            if (kept != i) batch[kept] = std::move(p);
            ++kept;
        }
        batch.erase(batch.begin() + static_cast<std::ptrdiff_t>(kept), batch.end());
        if (!m_options.skipBad && !m_imports[f].repeats.empty()) m_writing = false;
    }

    // The earlier printing of this import that has `p`'s set + number, told as `p` is told it:
    // one of the first `kept` of `batch`, else one the import has written; "" for none.
    std::string earlier(const core::Printing& p, const std::vector<core::Printing>& batch,
                        std::size_t kept) {
        for (std::size_t i = 0; i < kept; ++i)
            if (sameNoCase(batch[i].set(), p.set()) && sameNoCase(batch[i].number(), p.number()))
                return already(p, batch[i].name(), batch[i].origin.file, batch[i].origin.line);
        if (!m_tx) return {};
        const auto there =
            db::CatalogueStore(m_profile.catalogue()).printingAt(m_game.id, p.set(), p.number());
        if (!there) return {};
        // A file of this import that has begun to be written: its rows are the import's (the
        // earlier rows of every file it replaces went at its first write).
        for (std::size_t f = 0; f < m_paths.size(); ++f)
            if (m_imports[f].writer && m_paths[f] == there->file)
                return already(p, there->name, m_files[f], there->line);
        return {};
    }

    // Takes out the earlier printings of every file the import replaces, in its transaction
    // before any of its rows is written, keeping how many each had. One at a time, as each file
    // is written, a printing that moved from a file given later to one given earlier (set ST1
    // 0007 now in b.csv, not a.csv, with `b.csv a.csv`) met its old row, still there, and was
    // refused as "already" itself.
    void removeReplaced() {
        db::CatalogueStore store(m_profile.catalogue());
        for (std::size_t f = 0; f < m_paths.size(); ++f)
            m_imports[f].replaced = store.removeCardFile(m_game.id, m_paths[f]).value_or(0);
    }

    // Writes the next printings of file `f`, also when the import is sure to be refused (a later
    // printing's set + number is looked for among the rows written; they are rolled back);
    // false when the catalogue refused one, `out` then saying why.
    bool write(std::size_t f, const std::vector<core::Printing>& batch, std::size_t total) {
        FileImport& file = m_imports[f];
        if (!file.writer) {
            if (!m_tx) {
                m_tx.emplace(m_profile.catalogue());
                removeReplaced();
            }
            file.writer = std::make_unique<db::PrintingImport>(m_profile.catalogue(), m_game,
                                                               m_paths[f], false);
        }
        if (file.writer->add(batch, m_progress, total)) return true;
        m_out.files.clear(); // a safety net: the checks above should have caught it
        m_out.notes.clear();
        m_out.errors = std::move(file.writer->errors());
        return false;
    }

    db::Profile& m_profile;
    const core::Game& m_game;
    const InstalledSetNumbers m_installed; // the game's printings the import does not replace
    const std::vector<std::string>& m_files;
    const CardImportOptions& m_options;
    const db::ImportProgress& m_progress;
    CardImport& m_out;
    std::vector<std::string> m_paths;
    std::optional<db::Transaction> m_tx;
    std::vector<FileImport> m_imports;
    core::HashSlots m_taken; // the import's printings' sets + numbers, hashed (setNumberHash)
    // False once the import is sure to be refused. The one thing a reading thread's check
    // shares while the writer goes on; what else it changes is read once the thread is done.
    std::atomic<bool> m_writing = true;
    fs::path m_backup;
};

} // namespace

CardImport ProfileSession::importCardFiles(const std::string& gameId,
                                           const std::vector<std::string>& files,
                                           const CardImportOptions& options,
                                           const db::ImportProgress& progress) {
    CardImport out;
    // The game's rules, and its printings' sets + numbers read from the profile: not its cards
    // (an update of a 200,000-printing file held them all to check the new ones against).
    auto g = gameRules(gameId);
    if (!g.ok()) {
        out.errors = std::move(g.errors);
        return out;
    }
    if (files.empty()) return out;
    CardFilesImport importing(*m_profile, g.value, files, options, progress, out);
    if (!importing.run()) return out;
    importing.commit();
    reloadGame(gameId); // the game is read again, from the profile, on its next use
    return out;
}

Result<std::vector<std::string>> ProfileSession::importLimitedLists(const std::string& xmlFile) {
    Result<std::vector<std::string>> out;
    auto read = io::readLimitedListFile(xmlFile);
    if (!read.ok()) return {{}, read.errors};
    const auto installed = catalogueOf(*this).games();
    for (const auto& v : read.value)
        if (std::none_of(installed.begin(), installed.end(),
                         [&](const db::InstalledGame& g) { return core::iequals(g.id, v.game); }))
            out.errors.push_back(
                {v.origin, i18n::trf("no installed game has the id '{}'", v.game)});
    if (!out.errors.empty()) return out;
    // Entries that name a card by its fields (pitch="1") need fields the game has.
    for (const auto& v : read.value) {
        auto loaded = game(v.game);
        if (!loaded.value) continue;
        auto fields = core::checkEntryFields(v, loaded.value->game);
        out.errors.insert(out.errors.end(), fields.begin(), fields.end());
    }
    if (!out.errors.empty()) return out;
    m_profile->backup("before-import");
    auto store = limitedListsOf(*this);
    {
        db::Transaction tx(m_profile->user());
        for (const auto& v : read.value) {
            const auto saved = store.save(v, canonicalPath(xmlFile));
            const std::string label = v.label.empty() ? core::shownMonthYear(v.effective) : v.label;
            const std::string date = core::shownDate(v.effective);
            // TRANSLATORS: a Limited list imported: game, label, name, the date it takes effect.
            out.value.push_back(
                saved == db::LimitedStore::Saved::Added
                    ? i18n::trf("{} {} {} (effective {}): added", v.game, label, v.name, date)
                : saved == db::LimitedStore::Saved::Replaced
                    ? i18n::trf("{} {} {} (effective {}): replaced", v.game, label, v.name, date)
                : saved == db::LimitedStore::Saved::ReplacedSample
                    ? i18n::trf("{} {} {} (effective {}): replaced the bundled SAMPLE list of "
                                "that date",
                                v.game, label, v.name, date)
                    : i18n::trf("{} {} {} (effective {}): kept your edited version", v.game, label,
                                v.name, date));
        }
        tx.commit();
    }
    std::vector<std::string> games;
    for (const auto& v : read.value)
        if (std::find(games.begin(), games.end(), v.game) == games.end()) games.push_back(v.game);
    // Only the lists changed: refreshed in place, so a game in use (the desktop app's deck and
    // browser point into its cards) stays valid.
    for (const auto& id : games)
        reloadLimitedLists(id);
    // An entry that names no card limits nothing: said now, not found out at a tournament.
    for (const auto& v : read.value) {
        auto loaded = game(v.game);
        if (!loaded.value) continue;
        for (const auto& unknown : core::unknownEntries(v, loaded.value->catalogue))
            out.value.push_back(
                i18n::trf("warning: {}",
                          ParseError{unknown.where.file.empty() ? v.origin : unknown.where,
                                     core::unknownEntryMessage(v, unknown, loaded.value->game.name)}
                              .str()));
    }
    return out;
}

namespace {

core::Availability ownedCopies(db::CollectionStore collection, const std::string& gameId,
                               const LoadedGame* g) {
    core::Availability out;
    for (const auto& item : collection.quantities(gameId)) {
        const core::Printing* p = g ? g->catalogue.bySetNumber(item.set, item.number) : nullptr;
        // Owning more than the range is owning enough for any deck (a deck's count is in it).
        int& have = out[p ? p->foldedName : core::foldName(item.name)];
        have = core::addQuantities(have, item.quantity).value_or(core::kMaxQuantity);
    }
    return out;
}

} // namespace

core::Availability ProfileSession::owned(const std::string& gameId) {
    auto loaded = game(gameId);
    return ownedCopies(collectionOf(*this), gameId, loaded.value);
}

core::Availability ProfileSession::owned(const LoadedGame& game) {
    return ownedCopies(collectionOf(*this), game.game.id, &game);
}

core::Availability ProfileSession::owned(const std::string& gameId,
                                         const std::vector<std::string>& foldedNames) {
    core::Availability out;
    if (foldedNames.empty()) return out;
    const std::unordered_set<std::string> wanted(foldedNames.begin(), foldedNames.end());
    // With card edits (or the game read already), the game as read decides which card a row is.
    if (m_library->find(gameId) || !cardEditsOf(*this).list(gameId).empty()) {
        for (auto& [name, copies] : owned(gameId))
            if (wanted.count(name)) out.emplace(name, copies);
        return out;
    }
    // Else the catalogue's indexes: a row counts under its printing's name as
    // CardCatalogue::bySetNumber finds it, or its own when the game has no such printing. The
    // printings of the names wanted are looked up once; a row is looked up alone only when
    // its set + number is none of theirs but its own name, or its number written another way
    // ("12" for "012/040"), could still make it one of them.
    auto catalogue = catalogueOf(*this);
    const auto key = [](std::string_view set, std::string_view number) {
        return core::toLower(core::trim(set)) + '\x1f' + core::toLower(core::trim(number));
    };
    const auto normalKey = [](std::string_view set, std::string_view number) {
        return core::toLower(core::trim(set)) + '\x1f' + core::normalNumber(number);
    };
    std::unordered_map<std::string, std::string> nameAt, nameAtNormal;
    for (const auto& name : wanted)
        for (const auto& [set, number] : catalogue.printingsNamed(gameId, name)) {
            nameAt.emplace(key(set, number), name);
            nameAtNormal.emplace(normalKey(set, number), name);
        }
    for (const auto& item : collectionOf(*this).quantities(gameId)) {
        std::string name;
        if (const auto it = nameAt.find(key(item.set, item.number)); it != nameAt.end()) {
            name = it->second;
        } else {
            name = core::foldName(item.name);
            if (!wanted.count(name) && !nameAtNormal.count(normalKey(item.set, item.number)))
                continue;
            if (auto at = catalogue.foldedNameAt(gameId, item.set, item.number)) name = *at;
            if (!wanted.count(name)) continue;
        }
        int& have = out[name];
        have = core::addQuantities(have, item.quantity).value_or(core::kMaxQuantity);
    }
    return out;
}

Result<core::Deck> ProfileSession::loadDeck(const LoadedGame& g, std::int64_t deckId, int version) {
    auto v = decksOf(*this).version(deckId, version);
    if (!v) return {{}, {{{}, i18n::trf("deck {} has no version {}", deckId, version)}}};
    return core::resolveDeck(toDeckList(*v, v->name), g.catalogue, nullptr, true);
}

std::vector<DeckNeeds> ProfileSession::deckNeeds(const std::string& gameId) {
    std::vector<DeckNeeds> out;
    auto loaded = game(gameId);
    if (!loaded.ok()) return out;
    const LoadedGame* g = loaded.value;
    core::Availability left = owned(gameId);
    auto records = decksOf(*this).list(gameId);
    std::stable_partition(records.begin(), records.end(),
                          [](const db::DeckRecord& d) { return d.built; });
    // Every deck's latest version in one query, not two queries a deck.
    const auto latest = decksOf(*this).latestVersions(g->game.id);
    std::unordered_map<std::int64_t, const db::DeckVersion*> versions;
    for (const auto& [deckId, version] : latest)
        versions.emplace(deckId, &version);
    for (const auto& d : records) {
        core::Deck deck;
        if (auto v = versions.find(d.id); v != versions.end())
            deck = core::resolveDeck(toDeckList(*v->second, v->second->name), g->catalogue, nullptr,
                                     true)
                       .value;
        const auto cards = core::deckCards(deck);
        out.push_back({d, core::needs(cards, left, d.built)}); // only built decks take their copies
    }
    return out;
}

std::vector<db::StoredEntry> toStored(const core::Deck& deck) {
    std::vector<db::StoredEntry> out;
    for (const auto& s : deck.sections)
        for (const auto& e : s.entries) {
            const bool resolved = e.printing != nullptr;
            out.push_back({s.id, e.quantity, resolved ? e.printing->name() : e.name,
                           resolved ? e.printing->set() : e.set,
                           resolved ? e.printing->number() : e.number});
        }
    return out;
}

core::DeckList toDeckList(const db::DeckVersion& version, const std::string& file) {
    core::DeckList list;
    list.file = file;
    list.name = version.name;
    list.notes = version.notes;
    std::string section;
    int line = 0;
    for (const auto& e : version.entries) {
        ++line;
        if (e.section != section) {
            core::DeckListLine h;
            h.kind = core::DeckListLine::Kind::Header;
            h.name = e.section;
            h.where = {file, line, 0};
            list.lines.push_back(std::move(h));
            section = e.section;
        }
        core::DeckListLine l;
        l.quantity = e.quantity;
        l.name = e.name;
        l.set = e.set;
        l.number = e.number;
        l.where = {file, line, 0};
        list.lines.push_back(std::move(l));
    }
    return list;
}

} // namespace deckhand::app
