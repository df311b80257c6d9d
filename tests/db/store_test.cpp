// SPDX-License-Identifier: GPL-3.0-or-later

// Each store on a real profile (two SQLite files in a temp folder), through its public API.
#include "db_test_support.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/db/catalogue_store.hpp"
#include "deckhand/db/collection_store.hpp"
#include "deckhand/db/deck_store.hpp"
#include "deckhand/db/limited_store.hpp"
#include "deckhand/db/printing_import.hpp"
#include "deckhand/db/profile.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <stdexcept>

using namespace deckhand;
using namespace deckhand::db;
using deckhand::test::TempDir;

namespace {

using Tags = std::vector<std::string>;

CollectionItem item(const std::string& set, const std::string& number, int quantity,
                    const std::string& location = {}) {
    CollectionItem i;
    i.game = "plu";
    i.set = set;
    i.number = number;
    i.name = "Iron Palm";
    i.quantity = quantity;
    i.location = location;
    return i;
}

std::vector<std::string> names(const std::vector<SearchHit>& hits) {
    std::vector<std::string> out;
    for (const auto& h : hits)
        out.push_back(h.name);
    return out;
}

// The catalogue with the PLU game installed.
struct Catalogue {
    TempDir dir;
    Profile profile{dir.path()};
    CatalogueStore store{profile.catalogue()};
    Catalogue() { store.installGame({"plu", "Powerline Ultra", "game.xml", test::pluPackXml()}); }
};

const char* const kCards =
    "Iron Palm,PLS1,007,Common,Attack,Basic,Light,,,\"3 DMG. If this attack deals DMG, draw 1 "
    "card.\"\n"
    "Iron Will,PLS1,030,Common,Utility,Counter,Heavy,,,Counter. Reduce the final DMG by 3.\n"
    "Kaito Blaze,PLS1,001,Rare,Fighter,,,Hero,No,\"1PT: your next Light attack deals +2 DMG.\"\n"
    "Palm Burst,PLS1,017,Common,Attack,Special,Medium,,,\"3 DMG, Amplify 1.\"\n"
    "Spinning Backfist,PLS1,015,Rare,Attack,Special,Medium,,,4 DMG. Villain: this attack gains "
    "Paralyze.\n"
    "Iron Palm,PLS2,001,Promo,Attack,Basic,Light,,,\"3 DMG. If this attack deals DMG, draw 1 "
    "card.\"\n";

} // namespace

TEST_CASE(
    "collection: adding merges rows of the same printing, finish, condition, language and place") {
    TempDir dir;
    Profile profile(dir.path());
    CollectionStore store(profile.user());
    CHECK(store.add(item("PLS1", "007", 3, "Binder 1")) == 3);
    CHECK(store.add(item("pls1", "007", 2, "Binder 1")) == 5); // set codes match whatever the case
    auto foil = item("PLS1", "007", 1, "Binder 1");
    foil.finish = "foil";
    CHECK(store.add(foil) == 1);
    CHECK(store.add(item("PLS1", "007", 4)) == 4); // unsorted is a place of its own

    const auto rows = store.list("plu");
    REQUIRE(rows.size() == 3);
    for (const auto& r : rows)
        CHECK(r.addedAt.size() == 20); // 2026-11-29T12:00:00Z
    const auto owned = store.ownedPrintings("plu");
    REQUIRE(owned.size() == 1);
    CHECK(owned[0].quantity == 10);
    CHECK(store.list("vstage").empty());
}

TEST_CASE("collection: one language however it is written is one row") {
    TempDir dir;
    Profile profile(dir.path());
    CollectionStore store(profile.user());
    auto copies = [](const char* language, int quantity) {
        auto i = item("PLS1", "007", quantity);
        i.language = language;
        return i;
    };
    CHECK(store.add(copies("Traditional Chinese", 1)) == 1);
    CHECK(store.add(copies("zh_tw", 2)) == 3);
    CHECK(store.add(copies("zh-TW", 3)) == 6);
    CHECK(store.add(copies("Japanese", 1)) == 1);
    CHECK(store.add(copies("JP", 1)) == 2);
    const auto rows = store.list("plu");
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].language == "ja");
    CHECK(rows[0].quantity == 2);
    CHECK(rows[1].language == "zh-Hant");
    CHECK(rows[1].quantity == 6);
    CHECK(store.remove(copies("Chinese (T)", 6)) == 0); // TCGplayer's spelling finds the row
    REQUIRE(store.list("plu").size() == 1);
}

TEST_CASE("collection: removing takes copies away - never more than owned - trade copies follow") {
    TempDir dir;
    Profile profile(dir.path());
    CollectionStore store(profile.user());
    auto traded = item("PLS1", "007", 4);
    traded.trade = 3;
    store.add(traded);

    CHECK(store.remove(item("PLS1", "007", 5)) == std::nullopt); // only 4 owned: nothing changes
    CHECK(store.list()[0].quantity == 4);
    CHECK(store.remove(item("PLS1", "007", 2)) == 2);
    CHECK(store.list()[0].trade == 2); // no more for trade than are left
    CHECK(store.remove(item("PLS1", "007", 2)) == 0);
    CHECK(store.list().empty());
    CHECK(store.remove(item("PLS1", "007", 1)) == std::nullopt);
}

TEST_CASE("collection: a batch is added all or nothing") {
    TempDir dir;
    Profile profile(dir.path());
    CollectionStore store(profile.user());
    std::vector<CollectionItem> batch{item("PLS1", "007", 2), item("PLS1", "008", 1),
                                      item("PLS1", "009", 0)};
    CHECK_THROWS_AS(store.addAll(batch), InputError); // a row of 0 copies is out of range
    CHECK(store.list().empty());
    batch.pop_back();
    store.addAll(batch);
    CHECK(store.list().size() == 2);
}

TEST_CASE("collection: a card's copies never pass 1,000,000 - no sum of them wraps") {
    TempDir dir;
    Profile profile(dir.path());
    CollectionStore store(profile.user());
    // Two rows of 600,000 (foil and not): 1,200,000 of one card. Before, rows added up in
    // SQLite's 64 bits and came back cast to 32: 2 x 2,000,000,000 read as -294,967,296.
    auto foil = item("PLS1", "007", 600000);
    foil.finish = "foil";
    store.add(item("PLS1", "007", 600000));
    try {
        store.add(foil);
        FAIL("1,200,000 copies were taken");
    } catch (const InputError& e) {
        REQUIRE(e.errors().size() == 1);
        CHECK(e.errors()[0].where.file == (dir.path() / "user.sqlite").string());
        CHECK(e.errors()[0].message ==
              "the collection would hold 1200000 copies of PLS1 007 (Iron Palm); a card's copies "
              "in all rows are from 1 to 1,000,000");
    }
    CHECK_THROWS_AS(store.add(item("PLS1", "008", 2000000000)), InputError);
    CHECK_THROWS_AS(store.add(item("PLS1", "008", 1000001)), InputError);
    // The batch is refused whole, its first rows too.
    CHECK_THROWS_AS(store.addAll({item("PLS1", "009", 5), item("PLS1", "007", 400001)}),
                    InputError);
    foil.quantity = 400000;
    store.add(foil);
    const auto all = store.quantities("plu");
    REQUIRE(all.size() == 2);
    CHECK(all[0].quantity + all[1].quantity == 1000000);
    CHECK(store.list().size() == 2); // nothing of PLS1 008 or 009
}

TEST_CASE("collection: the wishlist keeps one line per card and printing") {
    TempDir dir;
    Profile profile(dir.path());
    CollectionStore store(profile.user());
    store.wish({"plu", "Meteor Drop", "", "", 2});
    store.wish({"plu", "Meteor Drop", "", "", 3}); // replaces the quantity
    store.wish({"plu", "Iron Palm", "PLS2", "001", 1});
    store.wish({"vstage", "Aki Starlight", "", "", 1});
    auto plu = store.wishlist("plu");
    REQUIRE(plu.size() == 2);
    CHECK(plu[0].name == "Iron Palm");
    CHECK(plu[1].quantity == 3);
    CHECK(store.wishlist().size() == 3);
    CHECK(store.unwish({"plu", "Meteor Drop", "", "", 0}));
    CHECK_FALSE(store.unwish({"plu", "Meteor Drop", "", "", 0}));
    CHECK(store.wishlist("plu").size() == 1);
}

TEST_CASE("decks: a save makes a version only when something changed") {
    TempDir dir;
    Profile profile(dir.path());
    DeckStore store(profile.user());
    const std::vector<StoredEntry> v1{{"main", 3, "Iron Palm", "PLS1", "007"},
                                      {"main", 1, "Kaito Blaze", "", ""}};
    auto v2 = v1;
    v2.push_back({"side", 2, "Smoke Bomb", "", ""});

    auto first = store.save({.game = "plu",
                             .format = "tournament",
                             .name = "Kaito",
                             .notes = "",
                             .tags = Tags{"aggro", "league"},
                             .entries = v1});
    CHECK(first.created);
    CHECK(first.changed);
    CHECK(first.version == 1);
    auto same = store.save({.game = "plu",
                            .format = "tournament",
                            .name = "Kaito",
                            .notes = "",
                            .tags = Tags{"aggro"},
                            .entries = v1});
    CHECK_FALSE(same.created);
    CHECK_FALSE(same.changed);
    CHECK(same.version == 1);
    CHECK(store.find("plu", "Kaito")->tags == Tags{"aggro"}); // tags given replace the old ones

    CHECK(store
              .save({.game = "plu",
                     .format = "tournament",
                     .name = "Kaito",
                     .notes = "",
                     .tags = std::nullopt,
                     .entries = v2})
              .version == 2);
    CHECK(store.find("plu", "Kaito")->tags == Tags{"aggro"}); // no tags given: kept
    CHECK(store
              .save({.game = "plu",
                     .format = "tournament",
                     .name = "Kaito",
                     .notes = "tested at locals",
                     .tags = {},
                     .entries = v2})
              .version == 3);
    auto casual = store.save({.game = "plu",
                              .format = "casual",
                              .name = "Kaito",
                              .notes = "tested at locals",
                              .tags = {},
                              .entries = v2});
    CHECK(casual.changed); // the format is part of a version
    CHECK(casual.version == 4);

    const auto history = store.history(first.deckId);
    REQUIRE(history.size() == 4);
    CHECK(history[0].entries == v1);
    CHECK(history[0].format == "tournament");
    CHECK(history[1].entries == v2);
    CHECK(history[2].notes == "tested at locals");
    CHECK(history[3].format == "casual");
    CHECK(store.version(first.deckId, 1)->entries == v1);
    CHECK(store.version(first.deckId)->number == 4);
    CHECK_FALSE(store.version(first.deckId, 9));

    const auto record = store.find("plu", std::to_string(first.deckId));
    REQUIRE(record);
    CHECK(record->name == "Kaito");
    CHECK(record->format == "casual");
    CHECK(record->versions == 4);
}

TEST_CASE("decks: rename keeps the history and refuses a name in use") {
    TempDir dir;
    Profile profile(dir.path());
    DeckStore store(profile.user());
    const auto a = store.save({.game = "plu",
                               .format = "tournament",
                               .name = "Untitled deck",
                               .notes = "",
                               .tags = {},
                               .entries = {{"main", 1, "Iron Palm", "", ""}}});
    store.save({.game = "plu",
                .format = "tournament",
                .name = "Untitled deck",
                .notes = "",
                .tags = {},
                .entries = {{"main", 2, "Iron Palm", "", ""}}});
    store.save({.game = "plu",
                .format = "tournament",
                .name = "Other",
                .notes = "",
                .tags = {},
                .entries = {{"main", 1, "Iron Will", "", ""}}});
    store.save({.game = "vstage",
                .format = "standard",
                .name = "Kaito",
                .notes = "",
                .tags = {},
                .entries = {{"main", 1, "Aki Starlight", "", ""}}});

    CHECK(store.rename(a.deckId, "Kaito")); // another game's deck may have the name
    CHECK_FALSE(store.find("plu", "Untitled deck"));
    const auto renamed = store.find("plu", "Kaito");
    REQUIRE(renamed);
    CHECK(renamed->id == a.deckId);
    CHECK(renamed->versions == 2);
    CHECK_FALSE(store.rename(a.deckId, "Other")); // taken in this game: nothing changes
    CHECK(store.find("plu", "Kaito")->id == a.deckId);
    CHECK_FALSE(store.rename(9999, "Nobody"));
    // The next save under the new name is a version of the same deck.
    const auto next = store.save({.game = "plu",
                                  .format = "tournament",
                                  .name = "Kaito",
                                  .notes = "",
                                  .tags = {},
                                  .entries = {{"main", 3, "Iron Palm", "", ""}}});
    CHECK(next.deckId == a.deckId);
    CHECK(next.version == 3);
}

TEST_CASE("decks: list - built - remove takes the history with it") {
    TempDir dir;
    Profile profile(dir.path());
    DeckStore store(profile.user());
    const auto a = store.save({.game = "plu",
                               .format = "tournament",
                               .name = "Beta",
                               .notes = "",
                               .tags = Tags{"x"},
                               .entries = {{"main", 1, "Iron Palm", "", ""}}});
    store.save({.game = "plu",
                .format = "tournament",
                .name = "Alpha",
                .notes = "",
                .tags = {},
                .entries = {{"main", 2, "Iron Will", "", ""}}});
    store.save({.game = "plu",
                .format = "tournament",
                .name = "Alpha",
                .notes = "",
                .tags = {},
                .entries = {{"main", 3, "Iron Will", "", ""}}});
    store.save({.game = "vstage",
                .format = "standard",
                .name = "Gamma",
                .notes = "",
                .tags = {},
                .entries = {{"main", 1, "Aki Starlight", "", ""}}});

    const auto plu = store.list("plu");
    REQUIRE(plu.size() == 2);
    CHECK(plu[0].name == "Alpha");
    CHECK(store.list().size() == 3);
    store.setBuilt(a.deckId, true);
    CHECK(store.find("plu", "Beta")->built);

    const auto latest = store.latestVersions("plu");
    REQUIRE(latest.size() == 2);
    for (const auto& [deckId, version] : latest) {
        REQUIRE(version.entries.size() == 1);
        if (deckId == a.deckId)
            CHECK(version.entries[0].name == "Iron Palm");
        else
            CHECK(version.entries[0].quantity == 3); // Alpha's second version
    }

    CHECK(store.remove(a.deckId));
    CHECK_FALSE(store.remove(a.deckId));
    CHECK_FALSE(store.find("plu", "Beta"));
    CHECK(store.history(a.deckId).empty());
    CHECK(profile.check().empty()); // no version, entry or tag left behind
}

TEST_CASE("limited lists: an import replaces a version - except one the user edited") {
    TempDir dir;
    Profile profile(dir.path());
    LimitedStore store(profile.user());
    core::LimitedListVersion may;
    may.game = "plu";
    may.name = "Limited / Immortalized List";
    may.effective = core::Date{2026, 5, 1};
    may.maxCopies = {{"iron palm", 1}, {"doom engine", 0}};
    may.spelling = {{"iron palm", "Iron Palm"}, {"doom engine", "Doom Engine"}};
    auto january = may;
    january.effective = core::Date{2026, 1, 1};
    january.maxCopies = {{"iron palm", 2}};

    CHECK(store.save(may, "may.xml") == LimitedStore::Saved::Added);
    CHECK(store.save(january, "jan.xml") == LimitedStore::Saved::Added);
    CHECK(store.save(may, "may.xml") == LimitedStore::Saved::Replaced);

    auto edited = may;
    edited.maxCopies["iron palm"] = 3;
    CHECK(store.save(edited, "me", true) == LimitedStore::Saved::Replaced);
    CHECK(store.save(may, "may.xml") == LimitedStore::Saved::KeptUserEdit);

    // Sample data gives way to the user's list, and never takes its place.
    auto sampleJune = may;
    sampleJune.effective = core::Date{2026, 6, 1};
    sampleJune.sample = true;
    CHECK(store.save(sampleJune, "pack/june.xml") == LimitedStore::Saved::Added);
    auto june = sampleJune;
    june.sample = false;
    june.maxCopies["iron palm"] = 0;
    CHECK(store.save(june, "publisher.xml") == LimitedStore::Saved::ReplacedSample);
    CHECK(store.save(sampleJune, "pack/june.xml") == LimitedStore::Saved::KeptUserList);
    CHECK(store.load("plu").back().maxCopies.at("iron palm") == 0);
    CHECK_FALSE(store.load("plu").back().sample);
    CHECK(store.remove("plu", core::Date{2026, 6, 1}));

    const auto versions = store.load("plu");
    REQUIRE(versions.size() == 2);
    CHECK(versions[0].effective == core::Date{2026, 1, 1}); // oldest first
    CHECK(versions[1].maxCopies.at("iron palm") == 3);      // the user's edit survived
    CHECK(versions[1].spelling.at("doom engine") == "Doom Engine");
    CHECK(store.load("vstage").empty());

    CHECK(store.remove("plu", core::Date{2026, 1, 1}));
    CHECK_FALSE(store.remove("plu", core::Date{2026, 1, 1}));
    CHECK(store.load().size() == 1);
}

TEST_CASE("limited lists: cards that may not be together and the list's own word for 0 are kept") {
    TempDir dir;
    Profile profile(dir.path());
    LimitedStore store(profile.user());
    core::LimitedListVersion v;
    v.game = "tamers";
    v.name = "Restricted list";
    v.effective = core::Date{2026, 3, 1};
    v.bannedTerm = "restricted to none";
    v.apart.push_back({{{"Blue Flare"}, {"Red Flare"}}, {}});
    v.apart.push_back({{{"Gold Flare"}, {"Blue Flare", "Agumon"}}, {}});
    CHECK(store.save(v, "march.xml") == LimitedStore::Saved::Added);
    const auto back = store.load("tamers");
    REQUIRE(back.size() == 1);
    CHECK(back[0].bannedTerm == "restricted to none");
    REQUIRE(back[0].apart.size() == 2);
    CHECK(back[0].apart[0].groups ==
          std::vector<std::vector<std::string>>{{"Blue Flare"}, {"Red Flare"}});
    CHECK(back[0].apart[1].groups ==
          std::vector<std::vector<std::string>>{{"Gold Flare"}, {"Blue Flare", "Agumon"}});
    CHECK(store.remove("tamers", core::Date{2026, 3, 1}));
    CHECK(profile.check().empty()); // the removed version's entries went with it
}

TEST_CASE("catalogue: an import adds printings - importing the same file again replaces them") {
    Catalogue c;
    std::vector<std::pair<std::size_t, std::size_t>> progress;
    auto first = c.store.importPrintings(
        test::pluGame(), "/cards/a.csv", false, test::pluPrintings(kCards, "/cards/a.csv"),
        [&](std::size_t done, std::size_t total) { progress.emplace_back(done, total); });
    REQUIRE(first.ok());
    CHECK(first.value.added == 6);
    CHECK(first.value.replaced == 0);
    CHECK(progress == std::vector<std::pair<std::size_t, std::size_t>>{{6, 6}});
    CHECK(c.store.printingCount("plu") == 6);

    auto again = c.store.importPrintings(
        test::pluGame(), "/cards/a.csv", false,
        test::pluPrintings("Quick Jab,PLS1,008,Common,Attack,Basic,Light,,,2 DMG.\n",
                           "/cards/a.csv"));
    REQUIRE(again.ok());
    CHECK(again.value.replaced == 6);
    CHECK(c.store.printingCount("plu") == 1);
    CHECK(c.store.cardFiles("plu") ==
          std::vector<std::pair<std::string, int>>{{"/cards/a.csv", 1}});
    CHECK(c.profile.check().empty());
}

TEST_CASE("catalogue: a printing another file holds is refused with both lines - nothing of the "
          "file kept") {
    Catalogue c;
    REQUIRE(c.store
                .importPrintings(test::pluGame(), "/cards/a.csv", false,
                                 test::pluPrintings(kCards, "/cards/a.csv"))
                .ok());
    auto clash = c.store.importPrintings(
        test::pluGame(), "/cards/b.csv", false,
        test::pluPrintings("Quick Jab,PLS1,008,Common,Attack,Basic,Light,,,2 DMG.\n"
                           "Iron Palm (alt),pls1,007,Common,Attack,Basic,Light,,,3 DMG.\n",
                           "/cards/b.csv"));
    REQUIRE(clash.errors.size() == 1);
    CHECK(clash.errors[0].where.file == "/cards/b.csv");
    CHECK(clash.errors[0].where.line == 3);
    CHECK_THAT(clash.errors[0].message,
               Catch::Contains("Iron Palm") && Catch::Contains("/cards/a.csv:2"));
    CHECK(c.store.printingCount("plu") == 6); // Quick Jab was rolled back with the rest
    // The card file's count (what the Games tab and the window say) is still its rows'.
    CHECK(c.store.cardFiles("plu") ==
          std::vector<std::pair<std::string, int>>{{"/cards/a.csv", 6}});
}

TEST_CASE("catalogue: printings come back as they went in") {
    Catalogue c;
    REQUIRE(c.store
                .importPrintings(test::pluGame(), "/cards/a.csv", true,
                                 test::pluPrintings(kCards, "/cards/a.csv"))
                .ok());
    const auto loaded = c.store.loadPrintings(test::pluGame());
    REQUIRE(loaded.size() == 6);
    const auto& kaito = loaded[2];
    CHECK(kaito.name() == "Kaito Blaze");
    CHECK(kaito.rarity() == "Rare");
    CHECK(kaito.origin.file == "/cards/a.csv");
    CHECK(kaito.origin.line == 4);
    CHECK(kaito.sample);
    const int type = test::pluGame().fieldIndex("type");
    REQUIRE(type >= 0);
    CHECK(kaito.values[static_cast<std::size_t>(type)] == "Fighter");
}

namespace {

int rows(Database& db, const std::string& sql) {
    Statement s(db, sql);
    s.step();
    return static_cast<int>(s.integer(0));
}

// Kaito Blaze reprinted as a Villain; Iron Will reprinted with other rules text (errata); the
// first Iron Palm with an undeclared column of its own, both with one they share.
std::vector<core::Printing> reprints() {
    auto printings = test::pluPrintings(
        std::string(kCards) +
            "Kaito Blaze,PLS2,003,Rare,Fighter,,,Villain,No,\"1PT: your next Light attack deals "
            "+2 DMG.\"\n"
            "Iron Will,PLS2,004,Common,Utility,Counter,Heavy,,,Counter. Reduce the final DMG by "
            "4.\n",
        "/cards/a.csv");
    printings[0].extras = {{"artist", "Ana"}, {"flavour", "Steady."}};
    printings[5].extras = {{"artist", "Ana"}};
    return printings;
}

} // namespace

TEST_CASE(
    "catalogue: what printings of a card share is stored once - each printing keeps its own") {
    Catalogue c;
    const auto imported = reprints();
    REQUIRE(c.store.importPrintings(test::pluGame(), "/cards/a.csv", false, imported).ok());
    Database& db = c.profile.catalogue();
    // 8 printings of 5 names; Iron Will's reprint has its own rules text: 6 card rows.
    CHECK(rows(db, "SELECT count(*) FROM printing") == 8);
    CHECK(rows(db, "SELECT count(*) FROM card_data") == 6);
    CHECK(rows(db, "SELECT count(*) FROM card_data WHERE name = 'Kaito Blaze' AND fields = "
                   "'{\"type\":\"Fighter\",\"boss\":\"No\"}'") == 1);
    CHECK(
        rows(db, "SELECT count(*) FROM printing WHERE fields = '{\"affiliation\":\"Villain\"}'") ==
        1);
    CHECK(rows(db, "SELECT count(*) FROM card_data WHERE extras = '{\"artist\":\"Ana\"}'") == 1);
    CHECK(rows(db, "SELECT count(*) FROM printing WHERE extras = '{\"flavour\":\"Steady.\"}'") ==
          1);

    // Read back, every printing is what went in: each value, number, column, line.
    const auto loaded = c.store.loadPrintings(test::pluGame());
    REQUIRE(loaded.size() == imported.size());
    for (std::size_t i = 0; i < loaded.size(); ++i) {
        INFO(imported[i].label());
        CHECK(loaded[i].values == imported[i].values);
        CHECK(loaded[i].numbers == imported[i].numbers);
        CHECK(loaded[i].extras == imported[i].extras);
        CHECK(loaded[i].origin.file == imported[i].origin.file);
        CHECK(loaded[i].origin.line == imported[i].origin.line);
        CHECK(loaded[i].foldedName == core::foldName(imported[i].name()));
    }

    auto search = [&](const std::string& text, bool rules,
                      std::vector<std::pair<std::string, std::string>> where = {}) {
        SearchQuery q;
        q.game = "plu";
        q.text = text;
        q.inRulesText = rules;
        q.fieldEquals = std::move(where);
        std::vector<std::string> out;
        for (const auto& hit : c.store.search(q))
            out.push_back(hit.set + " " + hit.number);
        return out;
    };
    // A filter on a value the card holds, and on one a printing holds alone.
    CHECK(search("kaito", false, {{"type", "Fighter"}}) ==
          std::vector<std::string>{"PLS1 001", "PLS2 003"});
    CHECK(search("kaito", false, {{"affiliation", "villain"}}) ==
          std::vector<std::string>{"PLS2 003"});
    CHECK(search("kaito", false, {{"affiliation", "hero"}}) ==
          std::vector<std::string>{"PLS1 001"});
    // Rules text: each printing found by its own.
    CHECK(search("final dmg by 4", true) == std::vector<std::string>{"PLS2 004"});
    CHECK(search("final dmg by 3", true) == std::vector<std::string>{"PLS1 030"});

    // The same file again, without the errata: its old rows and their index entries are gone.
    REQUIRE(c.store
                .importPrintings(test::pluGame(), "/cards/a.csv", false,
                                 test::pluPrintings(kCards, "/cards/a.csv"))
                .ok());
    CHECK(rows(db, "SELECT count(*) FROM card_data") == 5);
    CHECK(search("final dmg by 4", true).empty());
    CHECK(search("kaito", false) == std::vector<std::string>{"PLS1 001"});
    CHECK(c.store.removeCardFile("plu", "/cards/a.csv"));
    CHECK(rows(db, "SELECT count(*) FROM card_data") == 0);
    CHECK(search("iron", true).empty());
    CHECK(c.profile.check().empty());
}

namespace {

// Every row of the file's cards and printings.
std::vector<std::string> cardRows(Database& db) {
    std::vector<std::string> out;
    const std::pair<const char*, int> tables[] = {
        {"SELECT id, card_file_id, name, folded_name, text, fields, extras FROM card_data "
         "ORDER BY id",
         7},
        {"SELECT id, data_id, set_code, number, rarity, fields, extras, source_line FROM "
         "printing ORDER BY id",
         8},
        {"SELECT id, path, printings FROM card_file ORDER BY id", 3}};
    for (const auto& [sql, columns] : tables) {
        Statement s(db, sql);
        while (s.step()) {
            std::string row;
            for (int c = 0; c < columns; ++c)
                row += s.text(c) + "|";
            out.push_back(std::move(row));
        }
    }
    return out;
}

} // namespace

TEST_CASE("catalogue: a file written in batches leaves the rows of one import - a card whose "
          "printings span batches included") {
    const auto printings = reprints();
    Catalogue whole;
    REQUIRE(whole.store.importPrintings(test::pluGame(), "/cards/a.csv", false, printings).ok());
    const auto expected = cardRows(whole.profile.catalogue());
    // Kaito Blaze's printings are 4 apart, Iron Palm's 5: in batches of up to 5 the later one
    // takes from the card what its earlier batch stored as shared.
    for (std::size_t size = 1; size <= printings.size(); ++size) {
        INFO("batches of " << size);
        Catalogue c;
        Transaction tx(c.profile.catalogue());
        PrintingImport import(c.profile.catalogue(), test::pluGame(), "/cards/a.csv", false);
        for (std::size_t from = 0; from < printings.size(); from += size) {
            const auto at = [&](std::size_t i) {
                return printings.begin() +
                       static_cast<std::ptrdiff_t>(std::min(i, printings.size()));
            };
            REQUIRE(import.add(std::vector<core::Printing>(at(from), at(from + size))));
        }
        const auto summary = import.finish();
        tx.commit();
        CHECK(summary.added == static_cast<int>(printings.size()));
        CHECK(cardRows(c.profile.catalogue()) == expected);
        const auto loaded = c.store.loadPrintings(test::pluGame());
        REQUIRE(loaded.size() == printings.size());
        for (std::size_t i = 0; i < loaded.size(); ++i) {
            CHECK(loaded[i].values == printings[i].values);
            CHECK(loaded[i].extras == printings[i].extras);
        }
        SearchQuery q;
        q.game = "plu";
        q.text = "kaito";
        CHECK(c.store.search(q).size() == 2);
    }
}

TEST_CASE("catalogue: a file written in batches starts where the game has no such file - its "
          "earlier import is the caller's to take out") {
    const auto printings = reprints();
    Catalogue c;
    REQUIRE(c.store.importPrintings(test::pluGame(), "/cards/a.csv", false, printings).ok());
    const auto before = cardRows(c.profile.catalogue());
    {
        Transaction tx(c.profile.catalogue());
        CHECK_THROWS_AS(
            PrintingImport(c.profile.catalogue(), test::pluGame(), "/cards/a.csv", false),
            std::logic_error);
    }
    CHECK(cardRows(c.profile.catalogue()) == before);
    CHECK(c.store.loadPrintings(test::pluGame()).size() == printings.size());
    // Taken out, the file is written again, and only once.
    Transaction tx(c.profile.catalogue());
    REQUIRE(c.store.removeCardFile("plu", "/cards/a.csv"));
    PrintingImport import(c.profile.catalogue(), test::pluGame(), "/cards/a.csv", false);
    REQUIRE(import.add(printings));
    CHECK(import.finish().added == static_cast<int>(printings.size()));
    tx.commit();
    CHECK(cardRows(c.profile.catalogue()) == before);
    CHECK(rows(c.profile.catalogue(), "SELECT count(*) FROM card_file") == 1);
}

TEST_CASE("catalogue: a card whose printings are thousands of cards apart in a file written in "
          "batches is one card - what it shares read back from its row") {
    // reprints()' first six printings, 6,000 cards of one printing each (more than the import
    // is let hold between batches), then its last two: Kaito Blaze again, a Villain without the
    // artist, and Iron Will with other rules text (a card of its own).
    const auto few = reprints();
    std::vector<core::Printing> printings(few.begin(), few.begin() + 6);
    printings[2].extras = {{"artist", "Bo"}}; // Kaito Blaze's first: its reprint has none
    for (auto& p : test::pluPrintings(test::generatedPluRows(6000, "GEN"), "/cards/a.csv"))
        printings.push_back(std::move(p));
    printings.insert(printings.end(), few.begin() + 6, few.end());
    Catalogue whole;
    REQUIRE(whole.store.importPrintings(test::pluGame(), "/cards/a.csv", false, printings).ok());

    Catalogue c;
    Transaction tx(c.profile.catalogue());
    PrintingImport import(c.profile.catalogue(), test::pluGame(), "/cards/a.csv", false);
    import.holdAtMost(100'000); // some 400 cards: Kaito Blaze is long gone when it comes again
    for (std::size_t from = 0; from < printings.size(); from += 1000) {
        const auto to = printings.begin() +
                        static_cast<std::ptrdiff_t>(std::min(from + 1000, printings.size()));
        REQUIRE(import.add(std::vector<core::Printing>(
            printings.begin() + static_cast<std::ptrdiff_t>(from), to)));
    }
    CHECK(import.finish().added == 6008);
    tx.commit();
    Database& db = c.profile.catalogue();
    CHECK(cardRows(db) == cardRows(whole.profile.catalogue()));
    // 5 names before, 6,000 made up, Iron Will's reprint a card of its own.
    CHECK(rows(db, "SELECT count(*) FROM card_data") == 6006);
    // Kaito Blaze: what both printings have stays with the card, the affiliation each holds.
    CHECK(rows(db, "SELECT count(*) FROM card_data WHERE name = 'Kaito Blaze' AND fields = "
                   "'{\"type\":\"Fighter\",\"boss\":\"No\"}' AND extras = '{}'") == 1);
    CHECK(
        rows(db, "SELECT count(*) FROM printing WHERE fields = '{\"affiliation\":\"Villain\"}'") ==
        1);
    CHECK(rows(db, "SELECT count(*) FROM printing WHERE set_code = 'PLS1' AND number = '001' AND "
                   "extras = '{\"artist\":\"Bo\"}'") == 1);
    CHECK(rows(db, "SELECT count(*) FROM card_data WHERE extras = '{\"artist\":\"Ana\"}'") == 1);
    const auto loaded = c.store.loadPrintings(test::pluGame());
    REQUIRE(loaded.size() == printings.size());
    for (std::size_t i = 0; i < loaded.size(); ++i) {
        INFO(printings[i].label());
        CHECK(loaded[i].values == printings[i].values);
        CHECK(loaded[i].extras == printings[i].extras);
    }
    CHECK(c.profile.check().empty());
}

TEST_CASE("catalogue: search by name prefix - word prefix - rules text - field filter") {
    Catalogue c;
    REQUIRE(c.store
                .importPrintings(test::pluGame(), "/cards/a.csv", false,
                                 test::pluPrintings(kCards, "/cards/a.csv"))
                .ok());
    auto search = [&](const std::string& text, bool rules = false,
                      std::vector<std::pair<std::string, std::string>> where = {}) {
        SearchQuery q;
        q.game = "plu";
        q.text = text;
        q.inRulesText = rules;
        q.fieldEquals = std::move(where);
        return names(c.store.search(q));
    };
    // Names that start with the text come first, alphabetically; each printing is a hit.
    CHECK(search("iron") == std::vector<std::string>{"Iron Palm", "Iron Palm", "Iron Will"});
    CHECK(search("IR") == search("iron"));
    // Then names with a word starting with it.
    CHECK(search("palm") == std::vector<std::string>{"Palm Burst", "Iron Palm", "Iron Palm"});
    CHECK(search("ir pa") == std::vector<std::string>{"Iron Palm", "Iron Palm"});
    // Rules text only when asked.
    CHECK(search("paralyze").empty());
    CHECK(search("paralyze", true) == std::vector<std::string>{"Spinning Backfist"});
    // Field filters: the game's fields and the built-in ones.
    CHECK(search("", false, {{"type", "fighter"}}) ==
          std::vector<std::string>{"Kaito Blaze"}); // browse by field
    CHECK(search("i", false, {{"type", "Utility"}}) == std::vector<std::string>{"Iron Will"});
    CHECK(search("iron", false, {{"rarity", "promo"}}) == std::vector<std::string>{"Iron Palm"});
    CHECK(search("iron", false, {{"set", "PLS2"}, {"number", "001"}}).size() == 1);
    CHECK(search("zebra").empty());

    SearchQuery few;
    few.game = "plu";
    few.text = "i";
    few.limit = 2;
    CHECK(c.store.search(few).size() == 2);
}

TEST_CASE("catalogue: sets - removing a game takes its cards") {
    Catalogue c;
    REQUIRE(c.store
                .importPrintings(test::pluGame(), "/cards/a.csv", false,
                                 test::pluPrintings(kCards, "/cards/a.csv"))
                .ok());
    c.store.saveSet({"plu", "PLS2", "Second Strike", "2026-03-01"});
    c.store.saveSet({"plu", "PLS1", "First Bell", ""});
    c.store.saveSet({"plu", "pls1", "First Bell", "2025-11-01"}); // same set, any case: updated
    const auto sets = c.store.sets("plu");
    REQUIRE(sets.size() == 2);
    CHECK(sets[0].name == "First Bell");
    CHECK(sets[0].released == "2025-11-01");

    CHECK(c.store.games().size() == 1);
    c.store.removeGame("plu");
    CHECK(c.store.games().empty());
    CHECK(c.store.printingCount("plu") == 0);
    CHECK(c.store.sets("plu").empty());
    CHECK(c.profile.check().empty());
}

TEST_CASE("limited lists: a game keeps several lists - one version per name and date") {
    TempDir dir;
    Profile profile(dir.path());
    LimitedStore store(profile.user());
    core::LimitedListVersion banned;
    banned.game = "fab";
    banned.name = "Banned list";
    banned.effective = core::Date{2026, 1, 1};
    banned.maxCopies = {{"greedy jar\x1fpitch=1", 0}};
    banned.spelling = {{"greedy jar\x1fpitch=1", "Greedy Jar (pitch 1)"}};
    auto legend = banned;
    legend.name = "Living Legend";
    legend.maxCopies = {{"old favourite", 0}};
    legend.spelling = {{"old favourite", "Old Favourite"}};
    CHECK(store.save(banned, "banned.xml") == LimitedStore::Saved::Added);
    CHECK(store.save(legend, "legend.xml") == LimitedStore::Saved::Added); // same date, other list
    CHECK(store.save(banned, "banned.xml") == LimitedStore::Saved::Replaced);
    const auto versions = store.load("fab");
    REQUIRE(versions.size() == 2);
    CHECK(versions[0].maxCopies.count("greedy jar\x1fpitch=1") +
              versions[1].maxCopies.count("greedy jar\x1fpitch=1") ==
          1);

    // A sample list of that date gives way to the user's list, whatever either is called.
    auto sample = banned;
    sample.effective = core::Date{2026, 6, 1};
    sample.sample = true;
    CHECK(store.save(sample, "pack.xml") == LimitedStore::Saved::Added);
    auto mine = sample;
    mine.sample = false;
    mine.name = "My list";
    CHECK(store.save(mine, "mine.xml") == LimitedStore::Saved::ReplacedSample);
    CHECK(store.save(sample, "pack.xml") == LimitedStore::Saved::KeptUserList);
    CHECK(store.load("fab").size() == 3);
}
