// SPDX-License-Identifier: GPL-3.0-or-later

// Card data as an SQLite database (EDOPro's and YGOPro's .cdb), read by the rows of a pack's
// <import format="sqlite"> query (docs/game-pack.md, "Card data as the games publish it"), the
// query run by the store (db::openQueryRows) and its rows mapped by the card readers: the
// Yu-Gi-Oh! example pack's mapping on a real .cdb (tests/data/real/SOURCES), bit-flag value
// maps, what a query may do and what a hostile or damaged file gets. Every expected value was
// read from the rows with the sqlite3 program (SELECT d.id, d.type, d.level, t.name FROM datas d
// JOIN texts t USING(id)) and worked out from EDOPro's type bits by hand, not from Deckhand.
#include "deckhand/db/query_rows.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/game_pack.hpp"
#include "support/game_packs.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

const std::string kCdb = std::string(DECKHAND_TEST_DATA) + "/real/cards/yugioh/cards.cdb";

using test::packFrom;
core::Game example(const std::string& id) {
    return test::examplePack(id);
}

std::string value(const core::Game& game, const core::Printing& p, const char* field) {
    const int i = game.fieldIndex(field);
    REQUIRE(i >= 0);
    return p.values[static_cast<std::size_t>(i)];
}

std::string slurp(const std::string& path) {
    auto bytes = io::readWholeFile(path);
    REQUIRE(bytes.ok());
    return bytes.value;
}

// A copy of the real .cdb (or of `bytes`) in a folder of its own, so that anything written
// beside it would show.
struct Scratch {
    fs::path dir;
    fs::path file;
    explicit Scratch(const std::string& name, const std::string& bytes = {}) {
        dir = fs::temp_directory_path() / ("deckhand-cdb-" + name);
        fs::remove_all(dir);
        fs::create_directories(dir);
        file = dir / "cards.cdb";
        std::ofstream(file, std::ios::binary) << (bytes.empty() ? slurp(kCdb) : bytes);
    }
    ~Scratch() { fs::remove_all(dir); }
    [[nodiscard]] std::size_t entries() const {
        return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), {}));
    }
};

// The file read as the program reads it: the pack's query run by the store.
io::CardData read(const std::string& path, const core::Game& game) {
    return io::readCardData(path, game, {}, {}, db::openQueryRows);
}

std::string allErrors(const io::CardData& data) {
    std::string s;
    for (const auto& e : data.errors)
        s += e.str() + "\n";
    return s;
}

} // namespace

TEST_CASE("An EDOPro .cdb is read by the Yu-Gi-Oh! pack's SQLite mapping, passcodes and kinds") {
    const auto game = example("yugioh");
    CHECK(io::detectCardFormat(slurp(kCdb).substr(0, 100), "x.dat") == io::CardFormat::Sqlite);
    const auto data = read(kCdb, game);
    INFO(allErrors(data));
    REQUIRE(data.ok());
    CHECK(data.format == io::CardFormat::Sqlite);
    const auto& ps = data.printings;
    // 7 rows in datas, each with its texts row; no token, no skill.
    REQUIRE(ps.size() == 7);
    // ORDER BY datas.id: 483, 2511, 27551, 41546, 146746, 286392, 359563.
    const std::vector<std::pair<std::string, std::string>> cards{
        {"483", "平行瞬间移动"},         {"2511", "白银之城的狂时钟"},    {"27551", "限制苏生"},
        {"41546", "DD 魔导贤者 托马斯"}, {"146746", "机关重联 愤怒钩舌"}, {"286392", "喷气战士"},
        {"359563", "入魔梦魇骑士"}};
    for (std::size_t i = 0; i < cards.size(); ++i) {
        INFO(i);
        CHECK(value(game, ps[i], "passcode") == cards[i].first);
        CHECK(ps[i].name() == cards[i].second);
        CHECK(ps[i].set() == "CDB");
        CHECK(ps[i].number() == cards[i].first);
        CHECK(ps[i].origin.line == static_cast<int>(i) + 1); // the row
    }
    // type: 65538 = 0x10002 (spell, quick-play); 33 = 0x21 (monster, effect); 131076 =
    // 0x20004 (trap, continuous); 16777249 = 0x1000021 (pendulum); 67108897 = 0x4000021
    // (link); 8225 = 0x2021 (synchro); 8388641 = 0x800021 (xyz).
    const std::vector<std::string> kinds{
        "Spell",        "Effect Monster",  "Trap",       "Pendulum Monster",
        "Link Monster", "Synchro Monster", "Xyz Monster"};
    for (std::size_t i = 0; i < kinds.size(); ++i)
        CHECK(value(game, ps[i], "kind") == kinds[i]);
    CHECK_FALSE(ps[1].text().empty()); // texts.desc
}

namespace {

// A pack of EDOPro's columns: the level and pendulum scales taken apart by the query, the type
// bits as a field of several values, the attribute as one.
const char* const kPack = R"(<game-pack format="1" id="cdb" name="CDB Game">
  <fields>
    <field id="kind" label="Kind" type="enum" required="true">
      <value>Monster</value><value>Spell</value><value>Trap</value>
    </field>
    <field id="traits" label="Traits" type="symbols">
      <value>Effect</value><value>Synchro</value><value>Xyz</value><value>Pendulum</value>
      <value>Link</value>
    </field>
    <field id="attribute" label="Attribute" type="enum">
      <value>EARTH</value><value>FIRE</value><value>DARK</value>
    </field>
    <field id="level" label="Level" type="integer"/>
    <field id="scale" label="Scale" type="integer"/>
  </fields>
  <import format="sqlite" id="cdb">
    <query>SELECT d.id, t.name, d.type, d.attribute, d.level &amp; 255 AS level,
           (d.level >> 24) &amp; 255 AS scale FROM datas d JOIN texts t ON t.id = d.id
           ORDER BY d.id;</query>
    <map to="name" from="name"/>
    <map to="set" value="CDB"/>
    <map to="number" from="id"/>
    <map to="kind" from="type">
      <value bits="1" to="Monster"/><value bits="0x2" to="Spell"/><value bits="0x4" to="Trap"/>
    </map>
    <map to="traits" from="type">
      <value bits="0x20" to="Effect"/><value bits="0x2000" to="Synchro"/>
      <value bits="0x800000" to="Xyz"/><value bits="0x1000000" to="Pendulum"/>
      <value bits="0x4000000" to="Link"/>
    </map>
    <map to="attribute" from="attribute" otherwise="">
      <value bits="0x1" to="EARTH"/><value bits="0x4" to="FIRE"/><value bits="0x20" to="DARK"/>
    </map>
    <map to="level" from="level"/>
    <map to="scale" from="scale"/>
  </import>
  <formats><format id="f"><deck-size id="s" min="1"/></format></formats>
</game-pack>)";

} // namespace

TEST_CASE("SQLite mappings: bit-flag value maps and columns the query computes") {
    const auto game = packFrom(kPack);
    const auto data = read(kCdb, game);
    INFO(allErrors(data));
    REQUIRE(data.ok());
    const auto& ps = data.printings;
    REQUIRE(ps.size() == 7);
    // Every entry whose bits the type has, for a field of several values (stored as a symbols
    // field is: its values written together in declared order).
    CHECK(value(game, ps[3], "traits") == "EffectPendulum"); // 0x1000021
    CHECK(value(game, ps[4], "traits") == "EffectLink");     // 0x4000021
    CHECK(value(game, ps[0], "traits").empty());             // a spell
    // The first whose bits it has, for a field of one.
    CHECK(value(game, ps[0], "kind") == "Spell");
    CHECK(value(game, ps[2], "kind") == "Trap");
    CHECK(value(game, ps[5], "kind") == "Monster");
    // attribute 32 (DARK), 1 (EARTH), 4 (FIRE); the spell's 0 is none.
    CHECK(value(game, ps[3], "attribute") == "DARK");
    CHECK(value(game, ps[4], "attribute") == "EARTH");
    CHECK(value(game, ps[5], "attribute") == "FIRE");
    CHECK(value(game, ps[0], "attribute").empty());
    // level 101056520 = 0x06060008: level 8, scales 6.
    CHECK(value(game, ps[3], "level") == "8");
    CHECK(value(game, ps[3], "scale") == "6");
    CHECK(value(game, ps[6], "level") == "4"); // the Xyz monster's rank
}

TEST_CASE("An SQLite row's errors name the file, the row, its id and the field") {
    std::string xml = kPack;
    // Trap left out of the kind map: the trap's row has no kind.
    const std::string trap = R"(<value bits="0x4" to="Trap"/>)";
    xml.erase(xml.find(trap), trap.size());
    const auto game = packFrom(xml);
    const auto data = read(kCdb, game);
    REQUIRE(data.errors.size() == 1);
    CHECK_FALSE(data.broken); // a bad row, not a bad file: --skip-bad imports the rest
    CHECK(data.printings.size() == 6);
    const std::string e = data.errors.front().str();
    CHECK(e.find(kCdb) == 0);
    CHECK(e.find("record row 3 (id 27551) (card '限制苏生'): no kind (read from: type)") !=
          std::string::npos);
}

TEST_CASE("A game pack's SQLite query is one SELECT") {
    auto withQuery = [](const std::string& query) {
        std::string xml = kPack;
        const auto from = xml.find("<query>") + 7;
        xml.replace(from, xml.find("</query>") - from, query);
        auto p = io::readGamePack(xml, "game.xml");
        std::string all;
        for (const auto& e : p.errors)
            all += e.str() + "\n";
        return all;
    };
    CHECK(withQuery("SELECT * FROM datas").empty());
    CHECK(withQuery("DELETE FROM datas").find("<query> starts with 'DELETE'") != std::string::npos);
    CHECK(withQuery("SELECT 1; DROP TABLE datas").find("holds more than one statement") !=
          std::string::npos);
}

TEST_CASE("A hostile query is never run on the file, and the file is left as it was") {
    auto game = packFrom(kPack);
    const Scratch scratch("hostile");
    const std::string before = slurp(scratch.file.string());
    // A pack from elsewhere, not checked as the pack reader checks: the reader refuses it too.
    for (const char* query :
         {"DELETE FROM texts", "UPDATE texts SET name = 'x'", "DROP TABLE datas",
          "SELECT * FROM datas; DELETE FROM datas", "PRAGMA writable_schema = 1",
          "ATTACH DATABASE 'other.db' AS o", "INSERT INTO datas (id) VALUES (1)",
          "CREATE TABLE x (a)", "WITH x AS (SELECT 1) DELETE FROM datas"}) {
        INFO(query);
        game.dataMappings.front().query = query;
        const auto data = read(scratch.file.string(), game);
        REQUIRE(data.errors.size() == 1);
        CHECK(data.broken);
        CHECK(data.printings.empty());
        CHECK(data.errors.front().message.find("nothing was read") != std::string::npos);
    }
    CHECK(slurp(scratch.file.string()) == before);
    CHECK(scratch.entries() == 1); // no journal, -wal or -shm beside it
}

TEST_CASE("A damaged or fake .cdb is refused with a clear error, and nothing is written") {
    const auto game = example("yugioh");
    SECTION("an SQLite header over garbage") {
        std::string bytes("SQLite format 3\0", 16);
        bytes += std::string(4096, '\xA5');
        const Scratch scratch("fake", bytes);
        const auto data = read(scratch.file.string(), game);
        REQUIRE(data.errors.size() == 1);
        CHECK(data.broken);
        CHECK(data.errors.front().message.find("not an SQLite database, or a damaged one") == 0);
        CHECK(slurp(scratch.file.string()) == bytes);
        CHECK(scratch.entries() == 1);
    }
    SECTION("a real database cut short: its tables' pages are gone") {
        const std::string bytes = slurp(kCdb).substr(0, 4096);
        const Scratch scratch("cut", bytes);
        const auto data = read(scratch.file.string(), game);
        INFO(allErrors(data));
        REQUIRE(data.errors.size() == 1);
        CHECK(data.broken);
        CHECK(data.printings.empty());
        const std::string& m = data.errors.front().message;
        CHECK((m.find("damaged") != std::string::npos ||
               m.find("not an SQLite database") != std::string::npos));
        CHECK(slurp(scratch.file.string()) == bytes);
        CHECK(scratch.entries() == 1);
    }
    SECTION("a pack without an SQLite mapping says what it needs") {
        const auto json = packFrom(R"(<game-pack format="1" id="j" name="J">
  <fields><field id="kind" label="Kind" type="text"/></fields>
  <formats><format id="f"><deck-size id="s" min="1"/></format></formats>
</game-pack>)");
        const auto data = read(kCdb, json);
        REQUIRE(data.errors.size() == 1);
        CHECK(data.errors.front().message.find("it needs an <import format=\"sqlite\">") !=
              std::string::npos);
    }
}

TEST_CASE("Without the store's query runner an SQLite file is refused, not read") {
    const auto data = io::readCardData(kCdb, example("yugioh"), {}, {});
    REQUIRE(data.errors.size() == 1);
    CHECK(data.broken);
    CHECK(data.printings.empty());
    CHECK(data.errors.front().message.find("an SQLite database is read through the profile") == 0);
}

TEST_CASE("The store's query runner: rows of text, one reading statement, nothing written") {
    const Scratch scratch("rows");
    const std::string before = slurp(scratch.file.string());
    using Problem = core::OpenedQuery::Problem;
    SECTION("a SELECT gives its columns and its rows, NULL as nothing") {
        auto opened = db::openQueryRows(scratch.file.string(),
                                        "SELECT id, NULL AS empty, 'x' || id AS label FROM datas "
                                        "WHERE id IN (483, 2511) ORDER BY id");
        INFO(opened.message);
        REQUIRE(opened.problem == Problem::None);
        auto& rows = *opened.rows;
        CHECK(rows.columns() == std::vector<std::string>{"id", "empty", "label"});
        REQUIRE(rows.next());
        CHECK(rows.text(0) == "483");
        CHECK_FALSE(rows.text(1).has_value());
        CHECK(rows.text(2) == "x483");
        CHECK_FALSE(rows.text(3).has_value());
        REQUIRE(rows.next());
        CHECK(rows.text(2) == "x2511");
        CHECK_FALSE(rows.next());
        CHECK(rows.failure().empty());
        CHECK_FALSE(rows.next()); // at the end it stays there
    }
    SECTION("a statement that writes, attaches or sets is not run") {
        for (const char* query :
             {"DELETE FROM texts", "PRAGMA journal_mode = WAL", "ATTACH DATABASE 'o.db' AS o",
              "SELECT 1; DELETE FROM datas", "VACUUM", "SELECT load_extension('x')"}) {
            INFO(query);
            const auto opened = db::openQueryRows(scratch.file.string(), query);
            CHECK(opened.problem == Problem::Query);
            CHECK_FALSE(opened.message.empty());
            CHECK(opened.rows == nullptr);
        }
    }
    SECTION("a value over 1 MiB stops the reading with why") {
        auto opened = db::openQueryRows(scratch.file.string(), "SELECT zeroblob(2000000) AS big");
        REQUIRE(opened.problem == Problem::None);
        CHECK_FALSE(opened.rows->next());
        CHECK(opened.rows->failure().find("too big") != std::string::npos);
        CHECK_FALSE(opened.rows->damaged());
    }
    SECTION("a file that is not there") {
        const auto opened = db::openQueryRows((scratch.dir / "absent.cdb").string(), "SELECT 1");
        CHECK(opened.problem == Problem::File);
        CHECK_FALSE(opened.message.empty());
    }
    CHECK(slurp(scratch.file.string()) == before);
    CHECK(scratch.entries() == 1);
}
