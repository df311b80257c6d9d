// SPDX-License-Identifier: GPL-3.0-or-later

// Card data as the games publish it, read by the mappings the example packs declare
// (<import format="json">, docs/game-pack.md "Card data as the games publish it"), on real
// excerpts of each game's open card database (tests/data/real/SOURCES says where each comes
// from). Every expected count was taken from the file itself with Python's json module, not
// from what Deckhand makes of it; each comment says how.
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/game_pack.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>

using namespace deckhand;

namespace {

std::string realCards(const std::string& path) {
    return std::string(DECKHAND_TEST_DATA) + "/real/cards/" + path;
}

core::Game example(const std::string& id) {
    auto p = io::readGamePackFile(std::string(DECKHAND_TEST_DATA) + "/../../resources/examples/" +
                                  id + "/game.xml");
    INFO((p.errors.empty() ? "" : p.errors.front().str()));
    REQUIRE(p.ok());
    return p.value.game;
}

core::Game packFrom(const std::string& xml) {
    auto p = io::readGamePack(xml, "game.xml");
    INFO((p.errors.empty() ? "" : p.errors.front().str()));
    REQUIRE(p.ok());
    return p.value.game;
}

io::CardData readOk(const std::string& file, const core::Game& game) {
    auto data = io::readCardData(file, game);
    INFO((data.errors.empty() ? "" : data.errors.front().str()));
    REQUIRE(data.errors.empty());
    CHECK(data.format == io::CardFormat::Json);
    return data;
}

std::string value(const core::Game& game, const core::Printing& p, const char* field) {
    const int i = game.fieldIndex(field);
    REQUIRE(i >= 0);
    return p.values[static_cast<std::size_t>(i)];
}

std::map<std::string, int> countOf(const core::Game& game, const std::vector<core::Printing>& ps,
                                   const char* field) {
    std::map<std::string, int> out;
    for (const auto& p : ps)
        ++out[value(game, p, field)];
    return out;
}

const core::Printing& find(const std::vector<core::Printing>& ps, const std::string& name) {
    for (const auto& p : ps)
        if (p.name() == name) return p;
    FAIL("no printing named " << name);
    return ps.front();
}

std::string tempFile(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() / ("deckhand-json-" + name);
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

} // namespace

TEST_CASE("Pokemon cards as pokemon-tcg-data publishes them") {
    const auto game = example("pokemon");
    const auto data = readOk(realCards("pokemon/sv1.json"), game);
    const auto& ps = data.printings;
    // len(json.load(f)) == 36: records 0-11, 180-197 and 252-257 of cards/en/sv1.json.
    REQUIRE(ps.size() == 36);
    CHECK(ps.front().name() == "Pineco");
    CHECK(ps.front().number() == "1");
    CHECK(ps.back().name() == "Basic Fighting Energy");
    CHECK(ps.back().number() == "258");
    // Every id is "sv1-N"; sets/en.json gives sv1 the ptcgoCode SVI.
    CHECK(countOf(game, ps, "set") == std::map<std::string, int>{{"SVI", 36}});
    // Counter(x['supertype']): Trainer 20, Pokémon 14, Energy 2.
    CHECK(countOf(game, ps, "supertype") ==
          std::map<std::string, int>{{"Pokémon", 14}, {"Trainer", 20}, {"Energy", 2}});
    // Counter(x.get('regulationMark')): G 34, none 2 (the two basic Energy).
    CHECK(countOf(game, ps, "regulation") == std::map<std::string, int>{{"G", 34}, {"", 2}});
    // Counter(x['subtypes'][0]): Item 12, Basic 11, Supporter 5, Stage 1 4, Pokémon Tool 3,
    // Stage 2 1; "ex" (Miraidon ex, Koraidon ex) is no subtype the pack takes.
    CHECK(countOf(game, ps, "subtype") == std::map<std::string, int>{{"Item", 12},
                                                                     {"Basic", 11},
                                                                     {"Supporter", 5},
                                                                     {"Stage 1", 4},
                                                                     {"Pokémon Tool", 3},
                                                                     {"Stage 2", 1}});
    CHECK(value(game, find(ps, "Miraidon ex"), "subtype") == "Basic");
    // Counter(x['rarity']): Common 15, Uncommon 13, Hyper Rare 6, Rare 2.
    CHECK(countOf(game, ps, "rarity") ==
          std::map<std::string, int>{
              {"Common", 15}, {"Uncommon", 13}, {"Hyper Rare", 6}, {"Rare", 2}});
    // Each printing says where it came from: the record's line ('{' of record 0 on line 2).
    CHECK(ps.front().origin.line == 2);
}

TEST_CASE("Yu-Gi-Oh! cards in YGOPRODeck's shape carry their passcode") {
    const auto game = example("yugioh");
    const auto data = readOk(realCards("yugioh/cardinfo-mathmech.json"), game);
    const auto& ps = data.printings;
    // 7 records with 22 card_sets entries between them, 15 distinct set_code values (Knightmare
    // Unicorn's RA01-EN043 is listed in 7 rarities, GEIM-EN050 in 2): 15 printings, 7 left out.
    REQUIRE(ps.size() == 15);
    REQUIRE(data.notes.size() == 1);
    CHECK(data.notes.front().find("7 printings with the set and number of an earlier one") !=
          std::string::npos);
    const auto& unicorn = find(ps, "Knightmare Unicorn");
    CHECK(value(game, unicorn, "passcode") == "38342335");
    CHECK(unicorn.set() == "MP19"); // its first card_sets entry, MP19-EN028
    CHECK(unicorn.number() == "EN028");
    CHECK(value(game, unicorn, "kind") == "Link Monster");
    CHECK(value(game, find(ps, "Primathmech Laplacian"), "kind") == "Xyz Monster");
    CHECK(value(game, find(ps, "Mathmech Equation"), "kind") == "Spell");
    CHECK(value(game, find(ps, "Mathmech Superfactorial"), "kind") == "Trap");
    // Counter of frameType over the distinct printings: effect 5 (Circular, Diameter, three
    // Lubellion sets), link 5, xyz 2, spell 2, trap 1.
    CHECK(countOf(game, ps, "kind") == std::map<std::string, int>{{"Effect Monster", 5},
                                                                  {"Link Monster", 5},
                                                                  {"Xyz Monster", 2},
                                                                  {"Spell", 2},
                                                                  {"Trap", 1}});
    // A rarity the pack has is kept (Super Rare), one it has not (Prismatic Secret Rare) left out.
    CHECK(find(ps, "Mathmech Circular").rarity() == "Super Rare");
    CHECK(find(ps, "The Bystial Lubellion").rarity().empty());
}

TEST_CASE("A YGOPRODeck card with no set yet is left out and counted") {
    const auto game = example("yugioh");
    const auto data = readOk(realCards("yugioh/cardinfo-num5.json"), game);
    // 5 records; "card_sets" missing in 1 of them: 4 printings, all Common spells.
    REQUIRE(data.printings.size() == 4);
    CHECK(data.printings.front().name() == "\"A\" Cell Breeding Device");
    CHECK(data.printings.front().set() == "FOTB");
    CHECK(data.printings.front().number() == "EN043");
    CHECK(value(game, data.printings.front(), "passcode") == "34541863");
    REQUIRE(data.notes.size() == 1);
    CHECK(data.notes.front().find("1 record without printings") != std::string::npos);
}

TEST_CASE("Lorcana cards as LorcanaJSON publishes them keep name and version apart") {
    const auto game = example("lorcana");
    const auto data = readOk(realCards("lorcana/setdata.1.json"), game);
    const auto& ps = data.printings;
    // len(d['cards']) == 36: cards 0-19 and 200-215 of setdata.1.json.
    REQUIRE(ps.size() == 36);
    CHECK(ps.front().name() == "Ariel");
    CHECK(value(game, ps.front(), "version") == "On Human Legs");
    CHECK(ps.front().number() == "1");
    CHECK(ps.back().name() == "Tinker Bell");
    CHECK(value(game, ps.back(), "version") == "Giant Fairy");
    CHECK(ps.back().number() == "216");
    // The file's "code" ("TFC") is before its cards: every printing's set.
    CHECK(countOf(game, ps, "set") == std::map<std::string, int>{{"TFC", 36}});
    // 4 items have no subtitle: no version.
    CHECK(countOf(game, ps, "version")[""] == 4);
    // Counter(x['rarity']): Enchanted 12, Uncommon 8, Common 7, Rare 6, Super 2 (Super Rare),
    // Legendary 1.
    CHECK(countOf(game, ps, "rarity") == std::map<std::string, int>{{"Enchanted", 12},
                                                                    {"Uncommon", 8},
                                                                    {"Common", 7},
                                                                    {"Rare", 6},
                                                                    {"Super Rare", 2},
                                                                    {"Legendary", 1}});
    CHECK(countOf(game, ps, "type") == std::map<std::string, int>{{"Character", 32}, {"Item", 4}});
    CHECK(value(game, ps.back(), "ink") == "Steel");
}

TEST_CASE("ONE PIECE cards carry their card number, alternate arts left out") {
    const auto game = example("onepiece");
    const auto data = readOk(realCards("onepiece/cards-st01.json"), game);
    const auto& ps = data.printings;
    // 38 records, 17 distinct card_number values (ST01-001 .. ST01-017): the first record of
    // each is the printing, the other 21 (parallels, reprints) left out.
    REQUIRE(ps.size() == 17);
    REQUIRE(data.notes.size() == 1);
    CHECK(data.notes.front().find("21 printings") != std::string::npos);
    CHECK(ps.front().name() == "Monkey.D.Luffy");
    CHECK(ps.front().set() == "ST01");
    CHECK(ps.front().number() == "ST01-001");
    CHECK(value(game, ps.front(), "type") == "Leader");
    CHECK(value(game, ps.front(), "life") == "5");
    CHECK(value(game, ps.front(), "cost").empty()); // "-"
    CHECK(value(game, ps.front(), "power") == "5000");
    CHECK(value(game, ps.front(), "colour") == "Red");
    // Counter(card_type) over the first record of each card_number: CHARACTER 12, EVENT 3,
    // LEADER 1, STAGE 1.
    CHECK(countOf(game, ps, "type") ==
          std::map<std::string, int>{{"Character", 12}, {"Event", 3}, {"Leader", 1}, {"Stage", 1}});
    CHECK(ps.back().name() == "Thousand Sunny");
    CHECK(ps.back().number() == "ST01-017");
}

TEST_CASE("Flesh and Blood cards as the-fab-cube publishes them carry their pitch") {
    const auto game = example("fab");
    const auto data = readOk(realCards("fab/card.json"), game);
    const auto& ps = data.printings;
    // 3 cards with 2, 4 and 4 printings; distinct ids: MST131; ENG025, LGS282, MST095; ARC123.
    REQUIRE(ps.size() == 5);
    CHECK(data.notes.front().find("5 printings") != std::string::npos);
    CHECK(ps[0].name() == "10,000 Year Reunion");
    CHECK(ps[0].set() == "MST");
    CHECK(ps[0].number() == "MST131");
    CHECK(value(game, ps[0], "pitch") == "1");
    CHECK(value(game, ps[0], "type") == "Action");       // types Illusionist, Action, Aura
    CHECK(value(game, ps[0], "class") == "Illusionist"); //
    CHECK(ps[0].rarity() == "Majestic");                 // "M"
    CHECK(value(game, ps[1], "pitch") == "3");
    CHECK(value(game, ps[1], "type") == "Instant");
    CHECK(value(game, ps[1], "class").empty()); // Mystic: no class the pack has
    CHECK(ps[2].number() == "LGS282");
    CHECK(ps[2].rarity() == "Promo");
    CHECK(ps[3].number() == "MST095");
    CHECK(ps[4].name() == "Absorb in Aether");
    CHECK(value(game, ps[4], "type") == "Defense Reaction");
    CHECK(value(game, ps[4], "class") == "Wizard");
}

TEST_CASE("Magic cards as an MTGJSON set file publishes them") {
    const auto game = example("commander");
    const auto data = readOk(realCards("magic/mtgjson-TSP.json"), game);
    const auto& ps = data.printings;
    // len(d['data']['cards']) == 6: records 0, 28, 245, 249, 268 and 281 of Time Spiral's 301.
    REQUIRE(ps.size() == 6);
    CHECK(ps.front().name() == "Amrou Scout");
    CHECK(ps.front().number() == "1");
    CHECK(ps.back().name() == "Plains");
    CHECK(ps.back().number() == "282");
    CHECK(countOf(game, ps, "set") == std::map<std::string, int>{{"TSP", 6}}); // setCode
    // Counter(x['rarity']): common 3, rare 3.
    std::map<std::string, int> rarities;
    for (const auto& p : ps)
        ++rarities[p.rarity()];
    CHECK(rarities == std::map<std::string, int>{{"Common", 3}, {"Rare", 3}});
    // supertypes: Legendary 2 (Scion of the Ur-Dragon, Academy Ruins), Basic 1 (Plains).
    CHECK(countOf(game, ps, "supertypes") ==
          std::map<std::string, int>{{"", 3}, {"Legendary", 2}, {"Basic", 1}});
    // types: Creature 2, Land 2, Instant 1, Artifact 1.
    CHECK(
        countOf(game, ps, "types") ==
        std::map<std::string, int>{{"Creature", 2}, {"Land", 2}, {"Instant", 1}, {"Artifact", 1}});
    CHECK(value(game, find(ps, "Scion of the Ur-Dragon"), "colour-identity") == "WUBRG");
    CHECK(value(game, find(ps, "Candles of Leng"), "colour-identity").empty());
    CHECK(value(game, find(ps, "Academy Ruins"), "colour-identity") == "U");
    // Momentary Blink's only keyword, Flashback, is none the pack knows.
    CHECK(value(game, find(ps, "Momentary Blink"), "keywords").empty());
}

TEST_CASE("Magic cards as Scryfall's bulk data gives them") {
    const auto game = example("commander");
    const auto data = readOk(realCards("magic/scryfall-default_cards.json"), game);
    const auto& ps = data.printings;
    // len(json.load(f)) == 9: the Power Nine of Limited Edition Alpha, one record a line.
    REQUIRE(ps.size() == 9);
    CHECK(ps.front().name() == "Mox Pearl");
    CHECK(ps.front().number() == "263");
    CHECK(ps.front().origin.line == 2);
    CHECK(ps.back().name() == "Timetwister");
    CHECK(ps.back().origin.line == 10);
    for (const auto& p : ps) {
        CHECK(p.set() == "lea");
        CHECK(p.rarity() == "Rare");
    }
    // type_line: Artifact 6, Sorcery 2, Instant 1.
    CHECK(countOf(game, ps, "types") ==
          std::map<std::string, int>{{"Artifact", 6}, {"Sorcery", 2}, {"Instant", 1}});
    // color_identity: U 4 (Sapphire, Ancestral Recall, Time Walk, Timetwister), W, B, R, G one
    // each, none for Black Lotus.
    CHECK(countOf(game, ps, "colour-identity") ==
          std::map<std::string, int>{{"U", 4}, {"W", 1}, {"B", 1}, {"R", 1}, {"G", 1}, {"", 1}});
    CHECK(find(ps, "Ancestral Recall").text() == "Target player draws three cards.");
}

TEST_CASE("Magic's mappings tell an MTGJSON set file from Scryfall's cards") {
    const auto game = example("commander");
    // An MTGJSON set file's shape: {"meta": ..., "data": {..., "cards": [...]}}.
    const auto mtgjson = tempFile("mtgjson.json", R"({"meta": {"version": "5"}, "data": {
        "baseSetSize": 1, "booster": {"default": {"boosters": []}},
        "cards": [{"name": "Sol Ring", "setCode": "CMM", "number": "410", "rarity": "uncommon",
                   "types": ["Artifact"], "supertypes": [], "colorIdentity": [],
                   "keywords": [], "text": "{T}: Add {C}{C}."}],
        "code": "CMM", "tokens": [{"name": "Treasure"}]}})");
    auto a = readOk(mtgjson, game);
    REQUIRE(a.printings.size() == 1);
    CHECK(a.printings[0].set() == "CMM");
    CHECK(value(game, a.printings[0], "types") == "Artifact");
    // Scryfall's list and its type line, split into the words the pack knows.
    const auto scryfall = tempFile("scryfall.json", R"({"object": "list", "data": [
        {"name": "Atraxa, Praetors' Voice", "set": "2xm", "collector_number": "190",
         "rarity": "mythic", "type_line": "Legendary Creature — Phyrexian Angel Horror",
         "color_identity": ["W", "U", "B", "G"], "keywords": ["Flying", "Proliferate"],
         "layout": "normal"},
        {"name": "Treasure", "set": "t2xm", "collector_number": "1", "layout": "token",
         "type_line": "Token Artifact — Treasure"}]})");
    auto b = readOk(scryfall, game);
    REQUIRE(b.printings.size() == 1);
    const auto& atraxa = b.printings[0];
    CHECK(value(game, atraxa, "supertypes") == "Legendary");
    CHECK(value(game, atraxa, "types") == "Creature");
    CHECK(value(game, atraxa, "colour-identity") == "WUBG");
    CHECK(atraxa.rarity() == "Mythic");
    CHECK(b.notes.front().find("1 record of token") != std::string::npos);
    std::filesystem::remove(mtgjson);
    std::filesystem::remove(scryfall);
}

namespace {

const char* const kPack = R"(<game-pack format="1" id="tiny" name="Tiny Game">
  <fields>
    <field id="kind" label="Kind" type="enum" required="true"><value>Unit</value><value>Spell</value></field>
    <field id="power" label="Power" type="integer"/>
  </fields>
  <import format="json" id="tiny-json">
    <records path="cards[]"/>
    <map to="name" from="title"/>
    <map to="set" from="set.code"/>
    <map to="set" value="PROMO"/>
    <map to="number" from="no"/>
    <map to="kind" from="kind"><value from="u" to="Unit"/></map>
    <map to="power" from="stats[1]"/>
    <map to="text" from="lines[]" join=" / "/>
  </import>
  <formats><format id="f"><deck-size id="s" min="1"/></format></formats>
</game-pack>)";

} // namespace

TEST_CASE("A JSON mapping reads nested members, elements and constants") {
    const auto game = packFrom(kPack);
    const auto file = tempFile("tiny.json", R"({"cards": [
  {"title": "Ann", "set": {"code": "AAA"}, "no": 1, "kind": "u", "stats": [3, 7],
   "lines": ["One.", "Two."]},
  {"title": "Bob", "no": "2", "kind": "Spell"}
]})");
    auto data = readOk(file, game);
    REQUIRE(data.printings.size() == 2);
    CHECK(data.printings[0].set() == "AAA");
    CHECK(data.printings[0].number() == "1");
    CHECK(value(game, data.printings[0], "kind") == "Unit");
    CHECK(value(game, data.printings[0], "power") == "7");
    CHECK(data.printings[0].numbers[static_cast<std::size_t>(game.fieldIndex("power"))] == 7);
    CHECK(data.printings[0].text() == "One. / Two.");
    CHECK(data.printings[1].set() == "PROMO"); // no set.code: the next map's value
    CHECK(data.printings[0].origin.line == 2);
    CHECK(data.printings[1].origin.line == 4);
    std::filesystem::remove(file);
}

TEST_CASE("A JSON record's errors name the file, the record and the field") {
    const auto game = packFrom(kPack);
    const auto file = tempFile("bad.json", R"({"cards": [
  {"title": "Ann", "no": 1, "kind": "Dragon", "stats": [0, "x"]},
  {"title": "Bob", "kind": "Unit"}
]})");
    auto data = io::readCardData(file, game);
    REQUIRE(data.errors.size() == 3);
    CHECK_FALSE(data.broken); // bad records, not a bad file: --skip-bad imports the rest
    const std::string first = data.errors[0].str();
    CHECK(first.find(file + ":2:3: record cards[0] (card 'Ann'): field kind from 'kind'") == 0);
    CHECK(first.find("Dragon") != std::string::npos);
    CHECK(data.errors[1].str().find("record cards[0] (card 'Ann'): field power from 'stats[1]'") !=
          std::string::npos);
    CHECK(data.errors[2].str().find(":3:3: record cards[1] (card 'Bob'): no number (read from: "
                                    "no)") != std::string::npos);
    std::filesystem::remove(file);
}

TEST_CASE("A JSON file none of whose places a mapping names, or not JSON at all, is refused") {
    const auto game = packFrom(kPack);
    const auto other = tempFile("other.json", R"({"data": [{"name": "x"}]})");
    auto a = io::readCardData(other, game);
    REQUIRE(a.errors.size() == 1);
    CHECK(a.broken);
    CHECK(a.errors[0].message.find("no card records here") != std::string::npos);
    CHECK(a.errors[0].message.find("cards[]") != std::string::npos);
    const auto broken = tempFile("broken.json", "{\"cards\": [\n  {\"title\": \"Ann\",,}\n]}");
    auto b = io::readCardData(broken, game);
    REQUIRE(b.errors.size() == 1);
    CHECK(b.broken);
    CHECK(b.errors[0].where.line == 2);
    CHECK(b.errors[0].message.find("not well-formed JSON") == 0);
    std::filesystem::remove(other);
    std::filesystem::remove(broken);
}

TEST_CASE("A game pack's JSON mapping is checked when the pack is read") {
    auto bad = io::readGamePack(R"(<game-pack format="1" id="t" name="T">
  <import format="json">
    <records path="cards[x]"/>
    <map to="name" from="a..b"/>
    <map to="set" from="@s"/>
    <map to="bogus" value="1"/>
    <map to="number" from="n" match="("/>
  </import>
  <card-source url="ftp://example.org/cards.json"/>
  <formats><format id="f"><deck-size id="s" min="1"/></format></formats>
</game-pack>)",
                                "game.xml");
    REQUIRE_FALSE(bad.ok());
    std::string all;
    for (const auto& e : bad.errors)
        all += e.str() + "\n";
    INFO(all);
    CHECK(all.find("game.xml:3:5: <records> path=\"cards[x]\"") != std::string::npos);
    CHECK(all.find("game.xml:4:5: <map> from=\"a..b\": an empty step") != std::string::npos);
    CHECK(all.find("reads the printing (@), and the mapping has no <printings>") !=
          std::string::npos);
    CHECK(all.find("to=\"bogus\" is not a field of the game") != std::string::npos);
    CHECK(all.find("match=\"(\" is not a regular expression") != std::string::npos);
    CHECK(all.find("<card-source> url=\"ftp://example.org/cards.json\"") != std::string::npos);
}

TEST_CASE("Every example pack names where its game's card data is published") {
    for (const char* id : {"pokemon", "yugioh", "lorcana", "onepiece", "fab", "commander"}) {
        INFO(id);
        const auto game = example(id);
        CHECK_FALSE(game.cardSources.empty());
        CHECK_FALSE(game.dataMappings.empty());
        for (const auto& s : game.cardSources)
            CHECK(s.url.rfind("https://", 0) == 0);
    }
}
