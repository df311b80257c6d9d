// SPDX-License-Identifier: GPL-3.0-or-later

// Opening profiles written by earlier versions of Deckhand: tests/data/profiles/v<N>/ holds an
// SQL script per file, made from a real profile at schema version N (see the comment at the top
// of each). Every such folder is migrated here; the v1 one is also read back in detail.
#include "db_test_support.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/db/card_edit_store.hpp"
#include "deckhand/db/catalogue_store.hpp"
#include "deckhand/db/collection_store.hpp"
#include "deckhand/db/deck_store.hpp"
#include "deckhand/db/limited_store.hpp"
#include "deckhand/db/profile.hpp"
#include "deckhand/db/set_edit_store.hpp"
#include "deckhand/io/file.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

using namespace deckhand;
using namespace deckhand::db;
using deckhand::test::TempDir;

namespace fs = std::filesystem;

namespace {

const fs::path kFixtures = fs::path(DECKHAND_TEST_DATA) / "profiles";

// A profile folder made from the scripts in tests/data/profiles/<version>/.
void buildProfile(const fs::path& fixture, const fs::path& dir) {
    fs::create_directories(dir);
    for (const char* file : {"catalogue", "user"}) {
        auto sql = io::readWholeFile((fixture / (std::string(file) + ".sql")).string());
        REQUIRE(sql.ok());
        Database db((dir / (std::string(file) + ".sqlite")).string());
        db.exec(sql.value);
    }
}

// Every row of every table of a file, as text, in the columns the table had at `version`'s
// schema: a migration may add columns and tables, never change or lose what was there.
using Snapshot = std::map<std::string, std::vector<std::string>>;

bool withoutRowid(Database& db, const std::string& table) {
    Statement s(db, "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?");
    s.bind(1, table);
    return s.step() && s.text(0).find("WITHOUT ROWID") != std::string::npos;
}

bool hasColumn(Database& db, const std::string& table, const std::string& column) {
    Statement s(db, "SELECT 1 FROM pragma_table_info(?) WHERE name = ?");
    s.bind(1, table).bind(2, column);
    return s.step();
}

// `dropped` names tables ("card") and columns ("printing.card_id") a migration of the
// rebuildable catalogue took away, left out of the snapshot of both versions.
Snapshot snapshot(Database& db, const Snapshot* columnsFrom = nullptr,
                  const std::set<std::string>& dropped = {}) {
    Snapshot out;
    std::vector<std::string> tables;
    {
        Statement s(
            db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                "AND name NOT LIKE '%_fts%' ORDER BY name");
        while (s.step())
            tables.push_back(s.text(0));
    }
    for (const auto& t : tables) {
        if (columnsFrom && !columnsFrom->count(t)) continue; // a table the old version did not have
        if (dropped.count(t)) continue;
        std::vector<std::string> columns;
        if (columnsFrom) {
            const std::string& header = columnsFrom->at(t).front();
            for (std::size_t start = 0; start < header.size();) {
                const auto end = std::min(header.find(',', start), header.size());
                columns.push_back(header.substr(start, end - start));
                start = end + 1;
            }
        } else {
            Statement info(db, "SELECT name FROM pragma_table_info(?) ORDER BY cid");
            info.bind(1, t);
            while (info.step())
                if (!dropped.count(t + "." + info.text(0))) columns.push_back(info.text(0));
        }
        std::string list;
        for (const auto& c : columns)
            list += (list.empty() ? "" : ",") + c;
        auto& rows = out[t];
        rows.push_back(list);
        // Catalogue 6 moved a printing's name, folded name, rules text and file to the card_data
        // row it shares with the other printings of its card (and its sample mark to its file):
        // read them from there, so that every old column of every printing is still checked.
        // Catalogue 6 keyed printings by game and id WITHOUT ROWID, ids counted within a game:
        // ordered by id then game, which is rowid's order where ids were the rowid.
        std::string source =
            t + (withoutRowid(db, t) ? " ORDER BY id, game_id" : " ORDER BY rowid");
        if (columnsFrom && t == "printing" && hasColumn(db, "printing", "data_id"))
            source = "(SELECT p.*, d.name, d.folded_name, d.text, d.card_file_id, "
                     "coalesce(f.sample, 0) AS sample FROM printing p "
                     "JOIN card_data d ON d.id = p.data_id "
                     "LEFT JOIN card_file f ON f.id = d.card_file_id) ORDER BY id, game_id";
        Statement s(db, "SELECT " + list + " FROM " + source);
        while (s.step()) {
            std::string row;
            for (int i = 0; i < static_cast<int>(columns.size()); ++i)
                row += (s.isNull(i) ? std::string("NULL") : "'" + s.text(i) + "'") + "|";
            rows.push_back(row);
        }
    }
    return out;
}

// The names a catalogue search for `text` finds among plu's cards.
std::vector<std::string> namesFound(Database& catalogue, const std::string& text) {
    SearchQuery q;
    q.game = "plu";
    q.text = text;
    std::vector<std::string> names;
    for (const auto& hit : CatalogueStore(catalogue).search(q))
        names.push_back(hit.name);
    return names;
}

int fileVersion(const fs::path& file) {
    Database db(file.string(), true);
    return db.userVersion();
}

} // namespace

TEST_CASE("migration: every earlier schema version opens migrated with its data intact") {
    std::vector<fs::path> fixtures;
    for (const auto& e : fs::directory_iterator(kFixtures))
        if (e.is_directory() && e.path().filename().string().starts_with("v"))
            fixtures.push_back(e.path());
    std::sort(fixtures.begin(), fixtures.end());
    REQUIRE(!fixtures.empty());

    for (const auto& fixture : fixtures) {
        INFO("fixture " << fixture.filename().string());
        TempDir dir;
        buildProfile(fixture, dir.path());
        const int oldVersion = fileVersion(dir.path() / "user.sqlite");
        REQUIRE(oldVersion < Profile::userSchemaVersion());
        // Catalogue 6 dropped the card table (written, never read: copy identities are the
        // pack's, computed when a game is read) and with it each printing's card id.
        const std::set<std::string> dropped = {"card", "printing.card_id"};
        Snapshot before[2];
        {
            Database catalogue((dir.path() / "catalogue.sqlite").string());
            Database user((dir.path() / "user.sqlite").string());
            before[0] = snapshot(catalogue, nullptr, dropped);
            before[1] = snapshot(user);
        }

        Profile profile(dir.path());
        CHECK(profile.catalogue().userVersion() == Profile::catalogueSchemaVersion());
        CHECK(profile.user().userVersion() == Profile::userSchemaVersion());
        CHECK(profile.check().empty());
        CHECK(snapshot(profile.catalogue(), &before[0], dropped) == before[0]);
        CHECK(snapshot(profile.user(), &before[1]) == before[1]);

        // One backup of both files, taken before anything changed.
        const auto backups = profile.backups();
        REQUIRE(backups.size() == 1);
        CHECK_THAT(backups[0].filename().string(), Catch::EndsWith("before-migration"));
        CHECK(fileVersion(backups[0] / "user.sqlite") == oldVersion);
        Database saved((backups[0] / "user.sqlite").string(), true);
        CHECK(snapshot(saved) == before[1]);
    }
}

TEST_CASE("migration: a version-1 profile reads back through the stores") {
    TempDir dir;
    buildProfile(kFixtures / "v1", dir.path());
    {
        Profile profile(dir.path());
        CatalogueStore catalogue(profile.catalogue());
        CHECK(catalogue.games().size() == 5);
        CHECK(catalogue.sets("plu").empty()); // the new table is there, empty
        SearchQuery q;
        q.game = "plu";
        q.text = "caf";
        const auto hits = catalogue.search(q);
        REQUIRE(hits.size() == 1);
        CHECK(hits[0].name == "Café Brawler");
        CHECK(hits[0].set == "PLX1");
        // Full-width, capital accent: folded as the stored name was.
        CHECK(namesFound(profile.catalogue(), "ＣＡＦÉ") ==
              std::vector<std::string>{"Café Brawler"});

        CollectionStore collection(profile.user());
        const auto owned = collection.ownedPrintings("plu");
        const auto palm = std::find_if(owned.begin(), owned.end(), [](const CollectionItem& i) {
            return i.set == "PLS1" && i.number == "007";
        });
        REQUIRE(palm != owned.end());
        CHECK(palm->quantity == 4);
        for (const auto& row : collection.list())
            CHECK(row.addedAt.empty());               // unknown for old rows
        CHECK(collection.list("power").size() == 37); // the sealed core pack
        CHECK(collection.wishlist().size() == 2);
        CollectionItem more;
        more.game = "plu";
        more.set = "PLS1";
        more.number = "008";
        more.name = "Quick Jab";
        more.quantity = 1;
        collection.add(more);
        for (const auto& row : collection.list("plu"))
            CHECK(row.addedAt.empty() == (row.number != "008")); // the new row has its date

        DeckStore decks(profile.user());
        CHECK(decks.list().size() == 4);
        CHECK(decks.find("plu", "Iron Palm twice")->built);
        const auto kaito = decks.find("plu", "Sample Kaito Blaze (legal)");
        REQUIRE(kaito);
        CHECK(kaito->versions == 3);
        CHECK(kaito->tags == std::vector<std::string>{"aggro"});
        const auto history = decks.history(kaito->id);
        REQUIRE(history.size() == 3);
        CHECK(history[0].format.empty()); // version 1 files did not say
        CHECK(history[2].format == "casual");
        const auto riptide =
            std::find_if(history[1].entries.begin(), history[1].entries.end(),
                         [](const StoredEntry& e) { return e.name == "Riptide Suplex"; });
        CHECK(riptide != history[1].entries.end());
        // Saving the latest version again is no change: the migration gave it its format.
        const auto again = decks.save({.game = "plu",
                                       .format = "casual",
                                       .name = kaito->name,
                                       .notes = history[2].notes,
                                       .tags = kaito->tags,
                                       .entries = history[2].entries});
        CHECK_FALSE(again.changed);

        LimitedStore lists(profile.user());
        const auto versions = lists.load("plu");
        REQUIRE(versions.size() == 3);
        CHECK(versions[2].maxCopies.at("meteor drop") == 1);
        // The bundled pack's lists (from its games folder) are sample data; the user's is not.
        CHECK(versions[0].sample);
        CHECK(versions[1].sample);
        CHECK_FALSE(versions[2].sample);
        CHECK(lists.save(versions[2], "import.xml") == LimitedStore::Saved::KeptUserEdit);
        CHECK(profile.check().empty());
    }
    // The games as version 1 stored them still load, and every saved deck resolves.
    app::ProfileSession session(dir.path(), test::resources());
    for (const char* game : {"plu", "vstage"}) {
        auto g = session.game(game);
        REQUIRE(g.ok());
        for (const auto& d : decksOf(session).list(game)) {
            auto deck = session.loadDeck(*g.value, d.id);
            REQUIRE(deck.ok());
            for (const auto& section : deck.value.sections)
                for (const auto& e : section.entries)
                    CHECK(e.printing != nullptr);
        }
        CHECK(session.deckNeeds(game).size() == 2);
    }
}

// Folding became Unicode case folding (catalogue 5, user 4): names an older Deckhand stored
// with only ASCII case folded are found and matched by what a user types now.
TEST_CASE("migration: names stored with ASCII-only folding are folded again") {
    TempDir dir;
    buildProfile(kFixtures / "v1", dir.path());
    {
        // What the old folding stored for these spellings: only A-Z lowered.
        Database catalogue((dir.path() / "catalogue.sqlite").string());
        catalogue.exec("UPDATE printing SET name = 'CAFÉ BRAWLER', folded_name = 'cafÉ brawler' "
                       "WHERE name = 'Café Brawler'");
        Database user((dir.path() / "user.sqlite").string());
        user.exec("UPDATE limited_entry SET card_name = 'ＩＲＯＮ ＰＡＬＭ', folded_name = "
                  "'ＩＲＯＮ ＰＡＬＭ' WHERE card_name = 'Iron Palm' AND version_id = 1");
    }
    Profile profile(dir.path());
    CHECK(namesFound(profile.catalogue(), "café b") == std::vector<std::string>{"CAFÉ BRAWLER"});
    LimitedStore lists(profile.user());
    const auto versions = lists.load("plu");
    REQUIRE(!versions.empty());
    CHECK(versions[0].maxCopies.at("iron palm") == 2);
    CHECK(versions[0].spelling.at("iron palm") == "ＩＲＯＮ ＰＡＬＭ");
    CHECK(profile.check().empty());
}

// Languages became one code (user 5): rows an older Deckhand stored as the app wrote them
// ("English", "zht", "zh_tw") take the code, and rows that meet merge.
TEST_CASE("migration: stored languages take one code - rows that meet merge") {
    TempDir dir;
    buildProfile(kFixtures / "v1", dir.path());
    {
        // Row 1 is 3 x PLS1 007 normal NM in Binder 1 ('en'); these are what the old import
        // stored from Deckbox ("english"), Archidekt ("EN") and locale-style files.
        Database user((dir.path() / "user.sqlite").string());
        user.exec(
            "INSERT INTO collection (game_id, set_code, number, card_name, finish, "
            "condition, language, location, quantity, trade_quantity) VALUES "
            "('plu', 'PLS1', '007', 'Iron Palm', 'normal', 'NM', 'english', 'Binder 1', 2, 1),"
            "('plu', 'PLS1', '007', 'Iron Palm', 'normal', 'NM', 'EN', 'Binder 1', 1, 0),"
            "('plu', 'PLS1', '008', 'Quick Jab', 'normal', 'NM', 'zht', '', 1, 0),"
            "('plu', 'PLS1', '008', 'Quick Jab', 'normal', 'NM', 'zh_tw', '', 2, 2),"
            "('plu', 'PLS1', '008', 'Quick Jab', 'normal', 'NM', 'zh', '', 4, 0)");
    }
    Profile profile(dir.path());
    CollectionStore collection(profile.user());
    std::map<std::string, std::pair<int, int>> rows; // number + language -> quantity, trade
    for (const auto& r : collection.list("plu"))
        if (r.set == "PLS1" && (r.number == "007" || r.number == "008") && r.finish == "normal" &&
            r.condition == "NM")
            rows[r.number + " " + r.language + " " + r.location] = {r.quantity, r.trade};
    const std::map<std::string, std::pair<int, int>> expected{
        {"007 en Binder 1", {6, 1}}, // 3 + 2 + 1
        {"008 zh-Hant ", {3, 2}},    // 1 + 2
        {"008 zh-Hans ", {4, 0}},    // the old import's code for Chinese
    };
    CHECK(rows == expected);
    CHECK(profile.check().empty());
}

TEST_CASE("migration: a file from a newer Deckhand is refused - nothing is changed") {
    TempDir dir;
    buildProfile(kFixtures / "v1", dir.path());
    const int newer = Profile::userSchemaVersion() + 1;
    {
        Database user((dir.path() / "user.sqlite").string());
        user.setUserVersion(newer);
    }
    const std::string file = (dir.path() / "user.sqlite").string();
    try {
        Profile profile(dir.path());
        FAIL("a newer file was opened");
    } catch (const NewerSchemaError& e) {
        CHECK_THAT(
            e.what(),
            Catch::Contains(file) && Catch::Contains("version " + std::to_string(newer)) &&
                Catch::Contains("up to version " + std::to_string(Profile::userSchemaVersion())));
    }
    // The catalogue, still at version 1, was not migrated first; no backup was needed.
    CHECK(fileVersion(dir.path() / "catalogue.sqlite") == 1);
    CHECK_FALSE(fs::exists(dir.path() / "backups"));
    CHECK_THROWS_AS(Profile(dir.path(), true), NewerSchemaError);
}

TEST_CASE("migration: a read-only open refuses a file that needs migrating") {
    TempDir dir;
    buildProfile(kFixtures / "v1", dir.path());
    CHECK_THROWS_WITH(Profile(dir.path(), true),
                      Catch::Contains("read-only") && Catch::Contains("needs upgrading"));
    CHECK(fileVersion(dir.path() / "user.sqlite") == 1);
}

TEST_CASE("migration: another program's SQLite file is refused - and left alone") {
    TempDir dir;
    SECTION("its own application_id") {
        Database other((dir.path() / "user.sqlite").string());
        other.exec("PRAGMA journal_mode = DELETE"); // as the other program left it
        other.setApplicationId(0x12345678);
        other.exec("CREATE TABLE notes (text TEXT)");
    }
    SECTION("no application_id, but tables of its own") {
        Database other((dir.path() / "user.sqlite").string());
        other.exec("PRAGMA journal_mode = DELETE");
        other.exec("CREATE TABLE notes (text TEXT)");
    }
    CHECK_THROWS_WITH(Profile(dir.path()),
                      Catch::Contains("user.sqlite is not a Deckhand profile file"));
    Database other((dir.path() / "user.sqlite").string(), true);
    Statement tables(other, "SELECT count(*) FROM sqlite_master");
    tables.step();
    CHECK(tables.integer(0) == 1);
    Statement journal(other, "PRAGMA journal_mode");
    journal.step();
    CHECK(journal.text(0) == "delete"); // not even switched to WAL
}

TEST_CASE("backups: the newest N are kept - each restores") {
    TempDir dir;
    Profile profile(dir.path());
    DeckStore decks(profile.user());
    std::vector<fs::path> made;
    for (int i = 1; i <= 5; ++i) {
        decks.save({.game = "plu",
                    .format = "tournament",
                    .name = "Deck " + std::to_string(i),
                    .notes = "",
                    .tags = {},
                    .entries = {{"main", 1, "Iron Palm", "", ""}}});
        made.push_back(profile.backup("manual", 3));
    }
    const auto kept = profile.backups();
    REQUIRE(kept.size() == 3);
    CHECK(kept[0] == made[4]);
    CHECK(kept[2] == made[2]);
    CHECK_FALSE(fs::exists(made[0]));

    profile.restore(kept[2]); // three decks then
    CHECK(decks.list().size() == 3);
    CHECK(profile.backups().size() == 4); // the state before the restore was backed up first
    CHECK(profile.check().empty());
}

TEST_CASE("migration: a version-7 profile gets the card edits table - its data reads back") {
    TempDir dir;
    buildProfile(kFixtures / "v7", dir.path());
    Profile profile(dir.path());
    CHECK(profile.user().userVersion() == Profile::userSchemaVersion());
    DeckStore decks(profile.user());
    const auto deck = decks.find("plu", "Sample Kaito Blaze (legal)");
    REQUIRE(deck);
    CHECK(deck->tags == std::vector<std::string>{"aggro"});
    CollectionStore collection(profile.user());
    const auto owned = collection.list("plu");
    REQUIRE(owned.size() == 1);
    CHECK(owned[0].language == "zh-Hant");
    CHECK(owned[0].quantity == 3);

    // The new table is there, empty, and takes an edit.
    CardEditStore edits(profile.user());
    CHECK(edits.list("plu").empty());
    CardEdit e;
    e.game = "plu";
    e.set = "PLS1";
    e.number = "007";
    e.kind = CardEditKind::Deleted;
    e.base = {{"name", "Iron Palm"}};
    edits.put(e);
    CHECK(edits.list("plu").size() == 1);
    CHECK(profile.check().empty());
}

TEST_CASE("migration: a version-8 profile gets the set edits table - its data reads back") {
    TempDir dir;
    buildProfile(kFixtures / "v8", dir.path());
    Profile profile(dir.path());
    CHECK(profile.user().userVersion() == Profile::userSchemaVersion());
    DeckStore decks(profile.user());
    const auto deck = decks.find("plu", "Sample Kaito Blaze (legal)");
    REQUIRE(deck);
    CHECK(deck->tags == std::vector<std::string>{"aggro"});
    CollectionStore collection(profile.user());
    const auto owned = collection.list("plu");
    REQUIRE(owned.size() == 1);
    CHECK(owned[0].quantity == 3);

    // The three card edits the version-8 editor saved are still the user's, kind by kind.
    const auto edits = CardEditStore(profile.user()).list("plu");
    REQUIRE(edits.size() == 3);
    CHECK(edits[0].kind == CardEditKind::Changed);
    CHECK(edits[0].number == "004");
    CHECK(edits[0].values.at("text") == "SAMPLE CARD. 1PT: draw 2 cards, then discard 1 card.");
    CHECK(edits[0].base.at("text") == "SAMPLE CARD. 1PT: draw 1 card, then discard 1 card.");
    CHECK(edits[1].kind == CardEditKind::Added);
    CHECK(edits[1].values.at("name") == "Iron Palm (Playtest)");
    CHECK(edits[2].kind == CardEditKind::Deleted);
    CHECK(edits[2].base.at("name") == "Madame Voltine");

    // The new table is there, empty, and takes a set's name and date.
    SetEditStore sets(profile.user());
    CHECK(sets.list("plu").empty());
    sets.replaceAll("plu", {{"plu", "PLS1", "First Bell", "2025-11-01", ""}});
    REQUIRE(sets.list("plu").size() == 1);
    CHECK(sets.list("plu")[0].name == "First Bell");
    CHECK(profile.check().empty());
}

TEST_CASE("migration: a version-8 profile's card edits are the game the user sees after it") {
    TempDir dir;
    buildProfile(kFixtures / "v8", dir.path());
    app::ProfileSession session(dir.path(), test::resources());
    auto g = session.game("plu");
    REQUIRE(g.ok());
    const auto& cards = g.value->catalogue;
    const auto* rooftop = cards.bySetNumber("PLS1", "004");
    REQUIRE(rooftop != nullptr);
    CHECK(rooftop->name() == "Neon Rooftop");
    CHECK(rooftop->text() == "SAMPLE CARD. 1PT: draw 2 cards, then discard 1 card.");
    const auto* playtest = cards.bySetNumber("PLS1", "041");
    REQUIRE(playtest != nullptr);
    CHECK(playtest->name() == "Iron Palm (Playtest)");
    CHECK(cards.bySetNumber("PLS1", "002") == nullptr); // Madame Voltine, deleted
    CHECK(cards.byName("madame voltine").empty());
    // The saved deck, which plays neither changed card, still resolves in full.
    const auto decks = decksOf(session).list("plu");
    REQUIRE(decks.size() == 1);
    auto deck = session.loadDeck(*g.value, decks[0].id);
    REQUIRE(deck.ok());
    for (const auto& section : deck.value.sections)
        for (const auto& e : section.entries)
            CHECK(e.printing != nullptr);
}

TEST_CASE("migration: a version-9 profile gets the lists' own words and their cards kept apart - "
          "its data reads back") {
    TempDir dir;
    buildProfile(kFixtures / "v9", dir.path());
    Profile profile(dir.path());
    CHECK(profile.user().userVersion() == Profile::userSchemaVersion());
    // What the version-9 commands and card editor wrote (tests/data/profiles/v9/user.sql's header).
    const auto deck = DeckStore(profile.user()).find("plu", "Sample Kaito Blaze (legal)");
    REQUIRE(deck);
    CHECK(deck->tags == std::vector<std::string>{"aggro"});
    const auto owned = CollectionStore(profile.user()).list("plu");
    REQUIRE(owned.size() == 1);
    CHECK(owned[0].quantity == 3);
    CHECK(owned[0].location == "Binder 1");
    const auto edits = CardEditStore(profile.user()).list("plu");
    REQUIRE(edits.size() == 2);
    CHECK(edits[0].kind == CardEditKind::Changed);
    CHECK(edits[0].values.at("text") == "SAMPLE CARD. 1PT: draw 2 cards, then discard 1 card.");
    CHECK(edits[1].kind == CardEditKind::Deleted);
    CHECK(edits[1].base.at("name") == "Madame Voltine");
    const auto sets = SetEditStore(profile.user()).list("plu");
    REQUIRE(sets.size() == 1);
    CHECK(sets[0].name == "First Bell");
    CHECK(sets[0].released == "2025-11-01");

    // The two Limited lists the bundled game installed read back, with no word of their own
    // (the new column's default) and no cards kept apart (the new table, empty).
    LimitedStore lists(profile.user());
    const auto versions = lists.load("plu");
    REQUIRE(versions.size() == 2);
    for (const auto& v : versions) {
        CHECK(v.bannedTerm.empty());
        CHECK(v.apart.empty());
        CHECK_FALSE(v.maxCopies.empty());
    }
    CHECK(profile.check().empty());
}
