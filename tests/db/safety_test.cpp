// SPDX-License-Identifier: GPL-3.0-or-later

// What happens to a profile when things go wrong: a process killed (SIGKILL) in the middle of
// an import or a deck save, a full disk, a read-only profile, a profile another program is
// writing. Each time the profile must pass integrity_check and foreign_key_check, and the
// change must be wholly there or wholly absent; a failure must say what happened.
//
// The crash tests fork: the child opens the profile itself and works through the db/app API;
// from inside the open transaction it tells the parent (a byte over a pipe) where it is, and
// the parent kills it. Nothing is open in the parent across a fork.
#include "db_test_support.hpp"
#include "deckhand/app/pack_export.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/db/catalogue_store.hpp"
#include "deckhand/db/collection_store.hpp"
#include "deckhand/db/deck_store.hpp"
#include "deckhand/db/profile.hpp"
#include "profile/stores.hpp"
#include "support/skip.hpp"

#include <catch2/catch.hpp>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <sys/mount.h>
#include <thread>
#include <unistd.h>

using namespace deckhand;
using namespace deckhand::db;
using deckhand::test::Child;
using deckhand::test::TempDir;

namespace fs = std::filesystem;

namespace {

using namespace std::chrono_literals;

constexpr int kPrintings = 20000;
constexpr int kDeckEntries = 5000;

long long pageCount(Database& db) {
    Statement s(db, "PRAGMA page_count");
    s.step();
    return s.integer(0);
}

// Lets `db` grow by only a few pages: a full disk, as SQLite sees it.
void nearlyFull(Database& db, int pagesLeft) {
    db.exec("PRAGMA max_page_count = " + std::to_string(pageCount(db) + pagesLeft));
}

void roomAgain(Database& db) {
    db.exec("PRAGMA max_page_count = 1073741823");
}

// The printings a profile holds from one imported file: 0 or all of them.
int printingsFrom(Profile& profile, const std::string& file) {
    for (const auto& [path, count] : CatalogueStore(profile.catalogue()).cardFiles("plu"))
        if (fs::path(path).filename() == file) return count;
    return 0;
}

// The kind and message of the DatabaseError `f` throws.
template <class F> std::pair<DatabaseError::Kind, std::string> failure(F&& f) {
    try {
        f();
    } catch (const DatabaseError& e) {
        return {e.kind(), e.what()};
    }
    FAIL("no DatabaseError was thrown");
    return {};
}

} // namespace

TEST_CASE("safety: an import killed in its transaction leaves nothing of the file") {
    TempDir dir;
    const fs::path profileDir = dir.path() / "profile";
    test::Counts before;
    {
        app::ProfileSession session(profileDir, test::resources());
        before = test::counts(profileOf(session));
    }
    const std::string csv = dir.write("generated.csv", test::generatedPluCsv(kPrintings, "GEN"));

    // What `deckhand-cli import cards` does, stopped half way through writing.
    Child child([&](const Child::Channel& parent) {
        app::ProfileSession session(profileDir, test::resources());
        auto r = session.importCards("plu", csv, [&](std::size_t done, std::size_t) {
            if (done == kPrintings / 2) {
                parent.tell('m');
                parent.wait(); // the parent kills us here
            }
        });
        return r.ok() ? 0 : 1;
    });
    REQUIRE(child.heard() == 'm');
    child.kill();

    Profile profile(profileDir);
    CHECK(profile.check().empty());
    CHECK(test::counts(profile) == before);
    CHECK(printingsFrom(profile, "generated.csv") == 0);
    // Killed while writing the file's batches, before it was read to its end: the backup is
    // taken once the import is known to be accepted, so there is none, and none was needed
    // (docs/storage.md). Before a CSV file was read in batches, it was read whole and backed up
    // before any of it was written.
    CHECK(profile.backups().empty());

    // And the import works afterwards.
    app::ProfileSession session(profileDir, test::resources());
    REQUIRE(session.importCards("plu", csv).ok());
    CHECK(printingsFrom(profileOf(session), "generated.csv") == kPrintings);
}

TEST_CASE("safety: imports killed at any moment are all there or not at all") {
    TempDir dir;
    const fs::path profileDir = dir.path() / "profile";
    {
        Profile profile(profileDir);
        CatalogueStore(profile.catalogue())
            .installGame({"plu", "Powerline Ultra", "game.xml", test::pluPackXml()});
    }
    // The child says when it has written its first 1,000 printings and goes on; the parent
    // kills it a chosen time later. Round 0 is not killed: it times a whole import (rows,
    // commit, close), and the later rounds kill at fractions of that time, from the middle of
    // the rows to the commit and past it.
    auto import = [&](int round, std::optional<double> killAt, double& took) {
        const std::string file = "R" + std::to_string(round) + ".csv";
        const auto printings = test::pluPrintings(
            test::generatedPluRows(kPrintings, "R" + std::to_string(round)), file);
        Child child([&](const Child::Channel& parent) {
            Profile profile(profileDir);
            auto r = CatalogueStore(profile.catalogue())
                         .importPrintings(test::pluGame(), file, false, printings,
                                          [&](std::size_t done, std::size_t) {
                                              if (done == 1000) parent.tell('m');
                                          });
            return r.ok() ? 0 : 1;
        });
        REQUIRE(child.heard() == 'm');
        const auto start = std::chrono::steady_clock::now();
        if (killAt) {
            std::this_thread::sleep_for(std::chrono::duration<double>(*killAt * took));
            child.kill();
        } else {
            CHECK(child.wait() == 0);
            took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        }
        return file;
    };
    double took = 0;
    long long expected = kPrintings;
    {
        const auto file = import(0, std::nullopt, took);
        Profile profile(profileDir);
        REQUIRE(printingsFrom(profile, file) == kPrintings);
    }
    // The kill moves towards the commit from both sides: later after a kill that found the
    // import unfinished, earlier after one that found it committed, until both were seen. A
    // run where every kill landed on one side of the commit would not have tested the other.
    double fraction = 0.5;
    bool sawNothing = false, sawAll = false;
    for (int round = 1; round <= 10 && !(sawNothing && sawAll); ++round) {
        INFO("round " << round << ": killed " << fraction << " x " << took
                      << " s after 1,000 printings");
        const auto file = import(round, fraction, took);
        Profile profile(profileDir);
        CHECK(profile.check().empty());
        const int kept = printingsFrom(profile, file);
        CHECK((kept == 0 || kept == kPrintings));
        (kept == 0 ? sawNothing : sawAll) = true;
        fraction *= kept == 0 ? 1.5 : 0.6;
        expected += kept;
        CHECK(CatalogueStore(profile.catalogue()).printingCount("plu") == expected);
    }
    CHECK(sawNothing); // a kill before the commit left nothing of its file
    CHECK(sawAll);     // a kill after it left the whole file
}

TEST_CASE("safety: a pack export killed at any moment leaves the folder the earlier export or "
          "the new one, never some of each") {
    TempDir dir;
    const fs::path profileDir = dir.path() / "profile";
    const fs::path out = dir.path() / "published";
    // Every file of the folder with its bytes: what a reader of it (a web server) finds.
    auto folder = [](const fs::path& root) {
        std::map<std::string, std::string> files;
        for (const auto& e : fs::recursive_directory_iterator(root))
            if (e.is_regular_file()) {
                std::ifstream in(e.path(), std::ios::binary);
                std::ostringstream bytes;
                bytes << in.rdbuf();
                files[e.path().lexically_relative(root).generic_string()] = bytes.str();
            }
        return files;
    };
    std::map<std::string, std::string> earlier, next;
    {
        app::ProfileSession session(profileDir, test::resources());
        REQUIRE(app::exportPack(session, "plu", out).ok());
        earlier = folder(out);
        const std::string csv =
            dir.write("generated.csv", test::generatedPluCsv(kPrintings, "GEN"));
        REQUIRE(session.importCards("plu", csv).ok());
        REQUIRE(app::exportPack(session, "plu", dir.path() / "reference").ok());
        next = folder(dir.path() / "reference"); // an export's bytes depend on the game only
    }
    REQUIRE(earlier.count("game.xml"));
    REQUIRE(earlier != next);
    // The child says when the game is read and the export starts; the parent kills it a chosen
    // time later. Round 0 is not killed: it times a whole export, and the later rounds kill at
    // fractions of that time.
    auto exportOnce = [&](std::optional<double> killAt, double& took) {
        Child child([&](const Child::Channel& parent) {
            app::ProfileSession session(profileDir, test::resources());
            if (!session.game("plu").ok()) return 1;
            parent.tell('m');
            return app::exportPack(session, "plu", out).ok() ? 0 : 1;
        });
        REQUIRE(child.heard() == 'm');
        const auto start = std::chrono::steady_clock::now();
        if (killAt) {
            std::this_thread::sleep_for(std::chrono::duration<double>(*killAt * took));
            child.kill();
        } else {
            CHECK(child.wait() == 0);
            took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        }
    };
    auto restoreEarlier = [&] {
        fs::remove_all(out);
        for (const auto& [rel, bytes] : earlier) {
            fs::create_directories((out / rel).parent_path());
            std::ofstream(out / rel, std::ios::binary) << bytes;
        }
    };
    double took = 0;
    exportOnce(std::nullopt, took);
    REQUIRE(folder(out) == next);
    restoreEarlier();

    // Kills spread over the whole export (a twentieth of it apart), then closing in on the moment
    // the folder changed, halving the span each round: a folder that is neither export would be
    // found while an export written file by file is half done.
    double lo = 0, hi = 3; // well past a whole export: a busy machine may take longer
    bool sawEarlier = false, sawNext = false;
    for (int round = 1; round <= 36; ++round) {
        const double fraction = round <= 24 ? 0.05 * round : (lo + hi) / 2;
        INFO("round " << round << ": killed " << fraction << " x " << took
                      << " s after the export started");
        exportOnce(fraction, took);
        const auto found = folder(out);
        const bool isEarlier = found == earlier, isNext = found == next;
        CHECK((isEarlier || isNext));
        if (!isEarlier) restoreEarlier();
        if (isEarlier) lo = std::max(lo, fraction);
        if (!isEarlier) hi = std::min(hi, fraction);
        if (lo > hi) lo = 0; // a slow round: close in on the first change found instead
        (isEarlier ? sawEarlier : sawNext) = true;
    }
    CHECK(sawEarlier); // a kill before the export was put in place left the earlier one
    CHECK(sawNext);    // a kill after it left the new one

    // The next export removes what the killed ones left beside the folder.
    {
        app::ProfileSession session(profileDir, test::resources());
        REQUIRE(app::exportPack(session, "plu", out).ok());
    }
    CHECK(folder(out) == next);
    for (const auto& e : fs::directory_iterator(dir.path()))
        CHECK_FALSE(e.path().filename().string().starts_with(".published"));
}

TEST_CASE("safety: a deck save killed part way leaves the deck as it was") {
    TempDir dir;
    const fs::path profileDir = dir.path() / "profile";
    const auto v1 = test::bigDeck(kDeckEntries, "first");
    std::int64_t deckId = 0;
    int calls = 0; // progress-handler calls of a whole save of the next version
    {
        Profile profile(profileDir);
        deckId = DeckStore(profile.user())
                     .save({.game = "plu",
                            .format = "tournament",
                            .name = "Big",
                            .notes = "",
                            .tags = {},
                            .entries = v1})
                     .deckId;
        TempDir scratch;
        Profile other(scratch.path());
        DeckStore(other.user())
            .save({.game = "plu",
                   .format = "tournament",
                   .name = "Big",
                   .notes = "",
                   .tags = {},
                   .entries = v1});
        other.user().setProgressHandler(100, [&] { return ++calls > 0; });
        DeckStore(other.user())
            .save({.game = "plu",
                   .format = "tournament",
                   .name = "Big",
                   .notes = "",
                   .tags = {},
                   .entries = test::bigDeck(kDeckEntries, "probe")});
    }
    REQUIRE(calls > 100);

    auto saveInChild = [&](int signalAt, bool waitToBeKilled, const std::string& tag) {
        return std::make_unique<Child>([=](const Child::Channel& parent) {
            Profile profile(profileDir);
            int n = 0;
            profile.user().setProgressHandler(100, [&] {
                if (++n == signalAt) {
                    parent.tell('m');
                    if (waitToBeKilled) parent.wait();
                }
                return true;
            });
            DeckStore(profile.user())
                .save({.game = "plu",
                       .format = "tournament",
                       .name = "Big",
                       .notes = "",
                       .tags = {},
                       .entries = test::bigDeck(kDeckEntries, tag)});
            return 0;
        });
    };

    SECTION("killed half way through writing the new version") {
        auto child = saveInChild(calls / 2, true, "second");
        REQUIRE(child->heard() == 'm');
        child->kill();
        Profile profile(profileDir);
        CHECK(profile.check().empty());
        DeckStore decks(profile.user());
        CHECK(decks.find("plu", "Big")->versions == 1);
        CHECK(decks.version(deckId)->entries == v1);
    }
    SECTION("killed at random moments: each version is whole or absent") {
        // Random moments, drawn later after a kill that found the save unfinished and earlier
        // after one that found it committed, until both were seen.
        std::mt19937 rng(1130);
        int versions = 1;
        int maxDelayUs = 20000;
        bool sawOld = false, sawNew = false;
        for (int round = 1; round <= 12 && !(sawOld && sawNew); ++round) {
            const std::string tag = "round" + std::to_string(round);
            const int at = std::uniform_int_distribution<int>(1, calls)(rng);
            const auto delay =
                std::chrono::microseconds(std::uniform_int_distribution<int>(0, maxDelayUs)(rng));
            INFO("round " << round << ": killed " << delay.count() << " us after call " << at
                          << " of " << calls);
            auto child = saveInChild(at, false, tag);
            REQUIRE(child->heard() == 'm');
            std::this_thread::sleep_for(delay);
            child->kill();

            Profile profile(profileDir);
            CHECK(profile.check().empty());
            DeckStore decks(profile.user());
            const auto latest = decks.version(deckId);
            REQUIRE(latest);
            if (latest->number > versions) {
                CHECK(latest->number == versions + 1);
                CHECK(latest->entries == test::bigDeck(kDeckEntries, tag));
                versions = latest->number;
                sawNew = true;
                maxDelayUs /= 2;
            } else {
                sawOld = true;
                maxDelayUs *= 2;
            }
            CHECK(decks.find("plu", "Big")->versions == versions);
            CHECK(decks.version(deckId, 1)->entries == v1);
        }
        CHECK(sawOld); // a kill before the commit kept the deck as it was
        CHECK(sawNew); // a kill after it kept the whole new version
    }
}

namespace {

// The folders under backups/ whose name says they are being written (".partial-<pid>-..."),
// by process `pid` or by any.
std::vector<fs::path> partialBackups(const fs::path& profileDir, pid_t pid = 0) {
    const std::string prefix = pid ? ".partial-" + std::to_string(pid) + "-" : ".partial-";
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(profileDir / "backups", ec))
        if (e.path().filename().string().starts_with(prefix)) out.push_back(e.path());
    return out;
}

// What a listed backup must be: both files, no journal beside them, each a whole Deckhand file.
void checkWholeBackup(const fs::path& backup) {
    INFO(backup.string());
    for (const char* f : {"catalogue.sqlite", "user.sqlite"}) {
        CHECK(fs::is_regular_file(backup / f));
        CHECK_FALSE(fs::exists(backup / (std::string(f) + "-journal")));
        Database db((backup / f).string(), true);
        CHECK(db.applicationId() == kApplicationId);
        CHECK(db.check().empty());
    }
}

} // namespace

TEST_CASE("safety: a backup killed at any moment is complete or absent, and never listed half") {
    TempDir dir;
    const fs::path profileDir = dir.path() / "profile";
    {
        Profile profile(profileDir);
        CatalogueStore(profile.catalogue())
            .installGame({"plu", "Powerline Ultra", "game.xml", test::pluPackXml()});
        (void)CatalogueStore(profile.catalogue())
            .importPrintings(test::pluGame(), "big.csv", false,
                             test::pluPrintings(test::generatedPluRows(kPrintings, "BIG")));
        profile.backup("first");
    }
    auto backupInChild = [&]() {
        return std::make_unique<Child>([=](const Child::Channel& parent) {
            Profile profile(profileDir);
            parent.tell('m');
            profile.backup("killed");
            parent.tell('d');
            return 0;
        });
    };
    // How long a whole backup takes, from the child's word to its end.
    double took = 0;
    {
        auto child = backupInChild();
        REQUIRE(child->heard() == 'm');
        const auto start = std::chrono::steady_clock::now();
        REQUIRE(child->heard() == 'd');
        took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        CHECK(child->wait() == 0);
    }
    std::size_t complete = 2;
    {
        Profile profile(profileDir);
        REQUIRE(profile.backups().size() == complete);
    }
    // Kills move towards the end of the backup from both sides until one landed inside it (its
    // hidden folder was left behind) and one after it (a new complete backup).
    double fraction = 0.5;
    bool sawInside = false, sawAfter = false;
    for (int round = 1; round <= 12 && !(sawInside && sawAfter); ++round) {
        INFO("round " << round << ": killed " << fraction << " x " << took << " s into a backup");
        auto child = backupInChild();
        REQUIRE(child->heard() == 'm');
        std::this_thread::sleep_for(std::chrono::duration<double>(fraction * took));
        child->kill();
        const bool inside = !partialBackups(profileDir, child->pid()).empty();
        Profile profile(profileDir);
        const auto listed = profile.backups();
        const bool after = listed.size() == complete + 1;
        INFO(listed.size() << " backups listed, " << complete << " before the kill");
        CHECK((listed.size() == complete || after));
        CHECK_FALSE((inside && after));
        for (const auto& b : listed)
            checkWholeBackup(b);
        sawInside = sawInside || inside;
        sawAfter = sawAfter || after;
        if (after) ++complete;
        fraction *= after ? 0.6 : 1.5;
    }
    CHECK(sawInside);
    CHECK(sawAfter);

    // The next backup removes what the killed ones left; the newest restores.
    Profile profile(profileDir);
    profile.backup("after");
    CHECK(partialBackups(profileDir).empty());
    for (const auto& b : profile.backups())
        checkWholeBackup(b);
    REQUIRE_FALSE(profile.backups().empty());
    profile.restore(profile.backups().front());
    CHECK(profile.check().empty());
    CHECK(printingsFrom(profile, "big.csv") == kPrintings);
}

TEST_CASE("safety: half-written backup folders are not listed, not restored, and pruned") {
    TempDir dir;
    Profile profile(dir.path());
    const fs::path whole = profile.backup("whole");
    // What a process killed in the middle of a backup left, as older Deckhands wrote them in
    // place: the user file with its journal, or only the catalogue with its journal.
    const fs::path root = dir.path() / "backups";
    const fs::path userHalf = root / "29991231-235959-999-killed";
    const fs::path catalogueOnly = root / "29991231-235959-998-killed";
    fs::create_directories(userHalf);
    fs::create_directories(catalogueOnly);
    fs::copy_file(whole / "catalogue.sqlite", userHalf / "catalogue.sqlite");
    fs::copy_file(whole / "user.sqlite", userHalf / "user.sqlite");
    dir.write("backups/29991231-235959-999-killed/user.sqlite-journal", "partial");
    fs::copy_file(whole / "catalogue.sqlite", catalogueOnly / "catalogue.sqlite");
    dir.write("backups/29991231-235959-998-killed/catalogue.sqlite-journal", "partial");
    // And one of this Deckhand's hidden folders whose writer (no such process) is gone.
    fs::create_directories(root / ".partial-2147483646-29991231-235959-997-killed");

    CHECK(profile.backups() == std::vector<fs::path>{whole}); // newer by name, but not listed
    CHECK_THAT(failure([&] { profile.restore(userHalf); }).second,
               Catch::Contains("incomplete backup"));

    profile.backup("next");
    CHECK_FALSE(fs::exists(userHalf));
    CHECK_FALSE(fs::exists(catalogueOnly));
    CHECK(partialBackups(dir.path()).empty());
    CHECK(profile.backups().size() == 2);
}

TEST_CASE("safety: an import cancelled by the progress handler is rolled back - then works") {
    TempDir dir;
    Profile profile(dir.path());
    CatalogueStore store(profile.catalogue());
    store.installGame({"plu", "Powerline Ultra", "game.xml", test::pluPackXml()});
    const auto printings =
        test::pluPrintings(test::generatedPluRows(kPrintings, "GEN"), "generated.csv");
    std::size_t written = 0;
    profile.catalogue().setProgressHandler(
        1000, [&] { return written < kPrintings / 2; }); // Cancel half way
    auto [kind, message] = failure([&] {
        (void)store.importPrintings(test::pluGame(), "generated.csv", false, printings,
                                    [&](std::size_t done, std::size_t) { written = done; });
    });
    CHECK(kind == DatabaseError::Kind::Cancelled);
    CHECK_THAT(message, Catch::StartsWith("cancelled: "));
    CHECK(written >= kPrintings / 2);
    CHECK(store.printingCount("plu") == 0);
    CHECK(store.cardFiles("plu").empty());
    CHECK(profile.check().empty());

    profile.catalogue().setProgressHandler(1000, {});
    REQUIRE(store.importPrintings(test::pluGame(), "generated.csv", false, printings).ok());
    CHECK(store.printingCount("plu") == kPrintings);
}

TEST_CASE("safety: a full disk stops an import with a clear error - nothing half-written") {
    TempDir dir;
    app::ProfileSession session(dir.path() / "profile", test::resources());
    const auto before = test::counts(profileOf(session));
    const std::string csv = dir.write("generated.csv", test::generatedPluCsv(kPrintings, "GEN"));

    nearlyFull(profileOf(session).catalogue(), 20);
    const auto [kind, message] = failure([&] { (void)session.importCards("plu", csv); });
    CHECK(kind == DatabaseError::Kind::DiskFull);
    CHECK_THAT(message,
               Catch::StartsWith("the disk is full: ") && Catch::Contains("catalogue.sqlite"));
    CHECK(test::counts(profileOf(session)) == before);
    CHECK(profileOf(session).check().empty());

    roomAgain(profileOf(session).catalogue());
    REQUIRE(session.importCards("plu", csv).ok());
    CHECK(printingsFrom(profileOf(session), "generated.csv") == kPrintings);
}

TEST_CASE("safety: a full disk stops a deck save or a collection import - nothing half-written") {
    TempDir dir;
    Profile profile(dir.path());
    DeckStore decks(profile.user());
    CollectionStore collection(profile.user());
    decks.save({.game = "plu",
                .format = "tournament",
                .name = "Small",
                .notes = "",
                .tags = {},
                .entries = {{"main", 3, "Iron Palm", "", ""}}});
    const auto before = test::counts(profile);

    nearlyFull(profile.user(), 2);
    auto [kind, message] = failure([&] {
        decks.save({.game = "plu",
                    .format = "tournament",
                    .name = "Big",
                    .notes = "",
                    .tags = {},
                    .entries = test::bigDeck(kDeckEntries, "x")});
    });
    CHECK(kind == DatabaseError::Kind::DiskFull);
    CHECK_THAT(message, Catch::StartsWith("the disk is full: ") && Catch::Contains("user.sqlite"));
    std::vector<CollectionItem> rows;
    for (int i = 0; i < kPrintings; ++i) {
        CollectionItem item;
        item.game = "plu";
        item.set = "GEN";
        item.number = std::to_string(i);
        item.name = "Card " + std::to_string(i);
        item.quantity = 1;
        rows.push_back(item);
    }
    CHECK(failure([&] { collection.addAll(rows); }).first == DatabaseError::Kind::DiskFull);
    CHECK(test::counts(profile) == before);
    CHECK(profile.check().empty());

    roomAgain(profile.user());
    CHECK(decks
              .save({.game = "plu",
                     .format = "tournament",
                     .name = "Big",
                     .notes = "",
                     .tags = {},
                     .entries = test::bigDeck(kDeckEntries, "x")})
              .created);
    collection.addAll(rows);
    CHECK(collection.list().size() == rows.size());
}

TEST_CASE("safety: a read-only profile reads but refuses changes, saying why") {
    TempDir dir;
    {
        Profile profile(dir.path());
        DeckStore(profile.user())
            .save({.game = "plu",
                   .format = "tournament",
                   .name = "Kept",
                   .notes = "",
                   .tags = {},
                   .entries = {{"main", 3, "Iron Palm", "", ""}}});
        CatalogueStore(profile.catalogue())
            .installGame({"plu", "Powerline Ultra", "game.xml", test::pluPackXml()});
    }
    auto refusesChanges = [](Profile& profile) {
        DeckStore decks(profile.user());
        REQUIRE(decks.list().size() == 1); // reading works
        auto [kind, message] = failure([&] {
            decks.save({.game = "plu",
                        .format = "tournament",
                        .name = "New",
                        .notes = "",
                        .tags = {},
                        .entries = {{"main", 1, "X", "", ""}}});
        });
        CHECK(kind == DatabaseError::Kind::ReadOnly);
        CHECK_THAT(message, Catch::StartsWith("the profile is read-only: ") &&
                                Catch::Contains("user.sqlite"));
        CollectionItem item;
        item.game = "plu";
        item.set = "PLS1";
        item.number = "007";
        item.name = "Iron Palm";
        item.quantity = 1;
        CHECK(failure([&] { CollectionStore(profile.user()).add(item); }).first ==
              DatabaseError::Kind::ReadOnly);
        CHECK(failure([&] {
                  (void)CatalogueStore(profile.catalogue())
                      .importPrintings(
                          test::pluGame(), "x.csv", false,
                          test::pluPrintings(
                              "Quick Jab,PLS1,008,Common,Attack,Basic,Light,,,2 DMG.\n"));
              }).first == DatabaseError::Kind::ReadOnly);
    };
    // Tests run as root in CI, and root writes files whatever their permissions, so a chmod
    // proves nothing there; SQLite is told instead. tests/app/profile_safety_cli_test.cpp
    // tries real permissions, as an unprivileged user.
    SECTION("opened read-only") {
        Profile profile(dir.path(), true);
        CHECK(profile.user().isReadOnly());
        refusesChanges(profile);
    }
    SECTION("a connection that may not write (PRAGMA query_only)") {
        Profile profile(dir.path());
        profile.user().exec("PRAGMA query_only = ON");
        profile.catalogue().exec("PRAGMA query_only = ON");
        refusesChanges(profile);
    }
    Profile profile(dir.path());
    CHECK(profile.check().empty());
    CHECK(DeckStore(profile.user()).list().size() == 1);
    CHECK(CatalogueStore(profile.catalogue()).printingCount("plu") == 0);
    CHECK(CollectionStore(profile.user()).list().empty());
}

TEST_CASE(
    "safety: a profile another program is writing fails as locked after the wait - then works") {
    TempDir dir;
    const fs::path profileDir = dir.path() / "profile";
    { app::ProfileSession session(profileDir, test::resources()); }
    const std::string csv = dir.write("generated.csv", test::generatedPluCsv(1000, "GEN"));
    for (const char* file : {"user.sqlite", "catalogue.sqlite"}) {
        INFO(file);
        // Another program holds the write lock until told to let go.
        Child holder([&](const Child::Channel& parent) {
            Database db((profileDir / file).string());
            db.exec("BEGIN EXCLUSIVE");
            db.exec(std::string(file) == "user.sqlite" ? "DELETE FROM deck"
                                                       : "DELETE FROM printing");
            parent.tell('L');
            parent.wait();
            db.exec("ROLLBACK");
            return 0;
        });
        REQUIRE(holder.heard() == 'L');

        app::ProfileSession session(profileDir, test::resources(),
                                    200ms); // reading works meanwhile
        const auto before = test::counts(profileOf(session));
        const auto start = std::chrono::steady_clock::now();
        auto [kind, message] = failure([&] {
            if (std::string(file) == "user.sqlite")
                decksOf(session).save({.game = "plu",
                                       .format = "tournament",
                                       .name = "Mine",
                                       .notes = "",
                                       .tags = {},
                                       .entries = test::bigDeck(40, "x")});
            else
                (void)session.importCards("plu", csv);
        });
        const auto waited = std::chrono::steady_clock::now() - start;
        CHECK(kind == DatabaseError::Kind::Locked);
        CHECK_THAT(message,
                   Catch::StartsWith("the profile is in use by another program (locked): ") &&
                       Catch::Contains(file));
        CHECK(waited >= 150ms);
        CHECK(waited < 5s);
        CHECK(test::counts(profileOf(session)) == before);

        holder.tell('g');
        CHECK(holder.wait() == 0);
        if (std::string(file) == "user.sqlite")
            CHECK(decksOf(session)
                      .save({.game = "plu",
                             .format = "tournament",
                             .name = "Mine",
                             .notes = "",
                             .tags = {},
                             .entries = test::bigDeck(40, "x")})
                      .created);
        else
            CHECK(session.importCards("plu", csv).ok());
        CHECK(profileOf(session).check().empty());
    }
}

TEST_CASE("safety: on a full disk even a read says the disk is full and what to do - then works") {
    TempDir dir;
    const fs::path small = dir.path() / "small";
    fs::create_directories(small);
    // A real full disk: a small tmpfs (mounting needs root, as the CI runs the tests).
    if (::mount("tmpfs", small.c_str(), "tmpfs", 0, "size=4m") != 0) {
        test::skip(std::string("cannot mount a small file system here: ") + std::strerror(errno));
        return;
    }
    struct Unmount {
        fs::path at;
        ~Unmount() { ::umount2(at.c_str(), MNT_DETACH); }
    } unmount{small};
    const fs::path profileDir = small / "profile";
    {
        Profile profile(profileDir);
        DeckStore(profile.user())
            .save({.game = "plu",
                   .format = "tournament",
                   .name = "Kept",
                   .notes = "",
                   .tags = {},
                   .entries = {{"main", 3, "Iron Palm", "", ""}}});
    }
    const fs::path filler = small / "filler";
    {
        const int fd = ::open(filler.c_str(), O_WRONLY | O_CREAT, 0600);
        REQUIRE(fd >= 0);
        const std::string block(4096, 'x');
        while (::write(fd, block.data(), block.size()) > 0) {
        }
        while (::write(fd, block.data(), 1) > 0) {
        }
        CHECK(errno == ENOSPC);
        ::close(fd);
    }
    // What `deckhand-cli deck list` does: open the profile and read. WAL makes the -wal and
    // -shm files beside each database even to read, and there is no room for them.
    const auto [kind, message] = failure([&] {
        Profile profile(profileDir);
        (void)DeckStore(profile.user()).list();
    });
    CHECK(kind == DatabaseError::Kind::DiskFull);
    CHECK_THAT(message, Catch::StartsWith("the disk is full: ") &&
                            Catch::Contains("free some space on that disk and try again"));

    fs::remove(filler);
    Profile profile(profileDir);
    CHECK(profile.check().empty());
    CHECK(DeckStore(profile.user()).list().size() == 1);
}
