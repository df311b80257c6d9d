// SPDX-License-Identifier: GPL-3.0-or-later

// Card data from other programs: Cockatrice cards.xml, OCTGN set.xml, LackeyCCG carddata.txt.
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/game_pack.hpp"
#include "test_game.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <string>
#include <vector>

using namespace deckhand;
using core::Printing;

namespace {

const core::Game& plu() {
    static const core::Game game = [] {
        auto pack =
            io::readGamePackFile(std::string(DECKHAND_RESOURCES_DIR) + "/games/plu/game.xml");
        REQUIRE(pack.ok());
        return pack.value.game;
    }();
    return game;
}

std::string data(const std::string& file) {
    return std::string(DECKHAND_TEST_DATA) + "/cards/" + file;
}

std::vector<std::string> messages(const std::vector<ParseError>& errors) {
    std::vector<std::string> out;
    for (const auto& e : errors)
        out.push_back(e.str());
    return out;
}

const Printing* find(const std::vector<Printing>& printings, const std::string& set,
                     const std::string& number) {
    for (const auto& p : printings)
        if (p.set() == set && p.number() == number) return &p;
    return nullptr;
}

std::string field(const core::Game& game, const Printing& p, const char* id) {
    return p.values[static_cast<std::size_t>(game.fieldIndex(id))];
}

std::string extra(const Printing& p, const std::string& key) {
    auto it = p.extras.find(key);
    return it == p.extras.end() ? std::string("(none)") : it->second;
}

} // namespace

TEST_CASE("cockatrice: one printing per card and set, mapped by the pack") {
    const auto& g = plu();
    auto r = io::readCardFile(data("cockatrice/cards.xml"), g);
    INFO(messages(r.errors).size());
    REQUIRE(r.ok());
    REQUIRE(r.value.size() == 6);

    const Printing* storm = find(r.value, "PLX1", "001");
    REQUIRE(storm);
    CHECK(storm->name() == "Storm Vanguard");
    CHECK(storm->rarity() == "Rare");             // rarity="rare", canonical spelling
    CHECK(field(g, *storm, "type") == "Fighter"); // <maintype>, as plu's <import> maps it
    CHECK(field(g, *storm, "affiliation") == "Hero");
    CHECK(extra(*storm, "picurl") ==
          "https://example.org/plx1/001.png"); // <set> attributes are kept
    CHECK(extra(*storm, "uuid") == "6d1c7f8e-0001-4a55-9c1e-000000000001");
    CHECK(extra(*storm, "type") ==
          "(none)"); // unmapped card properties are not: Cockatrice's own schema
    CHECK(extra(*storm, "tablerow") == "(none)");
    CHECK(storm->origin.line == 36);
    CHECK(storm->origin.column == 7);

    const Printing* promo = find(r.value, "PLXP", "P01");
    REQUIRE(promo);
    CHECK(promo->name() == "Storm Vanguard");
    CHECK(promo->rarity() == "Promo");
    CHECK(promo->text() == storm->text());
    CHECK(extra(*promo, "picurl") == "(none)"); // per printing, not per card

    const Printing* lariat = find(r.value, "PLX1", "002");
    REQUIRE(lariat);
    CHECK(lariat->text() == "TEST CARD. 5 DMG & your rival is Stunned.\nLock In.");
    CHECK(field(g, *lariat, "weight") == "Heavy"); // alias H

    const Printing* wind = find(r.value, "PLXP", "P02");
    REQUIRE(wind);
    CHECK(wind->text() == "TEST CARD. Gain 5 HP. <Utility>"); // CDATA
    CHECK(wind->rarity() == "Supreme");                       // alias SU
}

TEST_CASE("cockatrice: without an <import>, properties named after fields are read") {
    const core::Game g = readTestGame(); // fields type (PG/AC), level, link (ΣΩ), trait
    const std::string xml = R"(<?xml version="1.0"?>
<cockatrice_carddatabase version="4"><cards>
  <card><name>Blue Knight</name><text>Guard.</text>
    <prop><type>Progress</type><level>2</level><link>SO</link><trait>Knight</trait></prop>
    <set rarity="C" num="015">LF1</set><set rarity="Rare" num="015s">LF2</set></card>
</cards></cockatrice_carddatabase>)";
    auto r = io::readCockatrice(xml, g, "t.xml");
    REQUIRE(r.ok());
    REQUIRE(r.value.size() == 2);
    const auto& p = r.value[0];
    CHECK(field(g, p, "type") == "PG");
    CHECK(field(g, p, "level") == "2");
    CHECK(p.numbers[static_cast<std::size_t>(g.fieldIndex("level"))] == 2);
    CHECK(field(g, p, "link") == "ΣΩ");
    CHECK(field(g, p, "trait") == "Knight");
    CHECK(p.rarity() == "Common");
    CHECK(r.value[1].number() == "015s");
}

TEST_CASE("cockatrice: version 3 (properties directly in <card>) reads too") {
    const core::Game g = readTestGame();
    const std::string xml = R"(<cockatrice_carddatabase version="3"><cards>
<card><name>Blue Knight</name><type>Action</type><level>1</level><set rarity="Common" num="1">LF1</set></card>
</cards></cockatrice_carddatabase>)";
    auto r = io::readCockatrice(xml, g, "t.xml");
    REQUIRE(r.ok());
    REQUIRE(r.value.size() == 1);
    CHECK(field(g, r.value[0], "type") == "AC");
}

TEST_CASE("cockatrice: broken files say what and where") {
    const auto& g = plu();
    const std::string bad = data("cockatrice/bad-xml.xml");
    CHECK(messages(io::readCardFile(bad, g).errors) ==
          std::vector<std::string>{bad + ":7:47: XML syntax error: Opening and ending tag "
                                         "mismatch: set line 7 and sets"});

    const std::string unknown = data("cockatrice/unknown-enum.xml");
    auto r = io::readCardFile(unknown, g);
    CHECK(r.value.empty());
    CHECK(messages(r.errors) ==
          std::vector<std::string>{unknown + ":12:9: card 'Goblin Raider': <maintype>: unknown "
                                             "type 'Creature' (expected one of: Fighter, "
                                             "Stage, Attack, Utility, Ultimate)",
                                   unknown +
                                       ":14:7: card 'Goblin Raider': <set rarity=\"mythic\">: "
                                       "unknown rarity 'mythic' (expected one "
                                       "of: Common, Rare, Supreme, Ultra, Promo)"});

    const std::string missing = data("cockatrice/missing-name.xml");
    CHECK(messages(io::readCardFile(missing, g).errors) ==
          std::vector<std::string>{missing + ":4:5: a <card> has no <name>",
                                   missing + ":9:5: card 'Setless Strike' has no <set>: each "
                                             "printing is a <set> element with the set's code"});
}

TEST_CASE("cockatrice: a printing without a number is numbered by its place in its set, and "
          "says so") {
    const auto& g = plu();
    const std::string xml = R"(<cockatrice_carddatabase version="4"><cards>
  <card><name>Iron Palm</name><prop><maintype>Attack</maintype></prop><set rarity="C">PLX1</set><set rarity="C">PLX2</set></card>
  <card><name>Quick Jab</name><prop><maintype>Attack</maintype></prop><set rarity="C">PLX1</set></card>
</cards></cockatrice_carddatabase>)";
    auto r = io::readCardText(xml, g, "t.xml");
    REQUIRE(r.ok());
    REQUIRE(r.printings.size() == 3);
    CHECK(find(r.printings, "PLX1", "001")->name() == "Iron Palm");
    CHECK(find(r.printings, "PLX1", "002")->name() == "Quick Jab");
    CHECK(find(r.printings, "PLX2", "001")->name() == "Iron Palm");
    CHECK(r.notes == std::vector<std::string>{
                         "t.xml: 3 printings had no number; numbered by place in their set in "
                         "this file (PLX1 001-002, PLX2 001): the same on every import of this "
                         "file. A <map to=\"number\"/> in the pack's <import> takes the number "
                         "from a property instead"});

    // A set where other cards have a number: not numbered by place (it could take theirs).
    auto mixed = io::readCockatrice(R"(<cockatrice_carddatabase version="4"><cards>
  <card><name>Iron Palm</name><prop><maintype>Attack</maintype></prop><set rarity="C" num="002">PLX1</set></card>
  <card><name>Quick Jab</name><prop><maintype>Attack</maintype></prop><set rarity="C">PLX1</set></card>
</cards></cockatrice_carddatabase>)",
                                    g, "t.xml");
    CHECK(messages(mixed.errors) ==
          std::vector<std::string>{"t.xml:3:71: card 'Quick Jab' has no number, though other "
                                   "cards of set PLX1 have one (002 at line 2)"});
}

TEST_CASE("cockatrice: a place is the tag's '<', counted in characters, across lines") {
    const auto& g = plu();
    // "Énergie Éclair" is 14 characters in 16 bytes; the second <set> spans two lines.
    auto r = io::readCockatrice(R"(<cockatrice_carddatabase version="4"><cards>
  <card><name>Iron Palm</name><prop><maintype>Attack</maintype></prop><set rarity="C" num="002">PLX1</set></card>
  <card><name>Énergie Éclair</name><prop><maintype>Attack</maintype></prop><set
      rarity="C">PLX1</set></card>
  <card><name><![CDATA[Ça & Va]]></name><prop><maintype>Attack</maintype></prop><set rarity="C">PLX1</set></card>
</cards></cockatrice_carddatabase>)",
                                g, "t.xml");
    // 2 spaces, <card><name> (12), the name (in CDATA: 19), </name> (7), the <prop> element
    // (40): then '<'.
    CHECK(messages(r.errors) ==
          std::vector<std::string>{
              "t.xml:3:76: card 'Énergie Éclair' has no number, though other cards of set PLX1 "
              "have one (002 at line 2)",
              "t.xml:5:81: card 'Ça & Va' has no number, though other cards of set PLX1 have one "
              "(002 at line 2)"});
}

TEST_CASE("cockatrice: reading stops at the end tag of the card that makes too many errors") {
    // Each card lacks a name: one error a card, told at its <card>. The 100,000th stops the
    // reading, told where that card's </card> starts (an end tag's place, worked out only then).
    const std::string line = "  <card><text>x</text></card>";
    std::string xml = "<cockatrice_carddatabase version=\"4\"><cards>\n";
    for (int i = 0; i < 100000; ++i)
        xml += line + "\n";
    xml += "</cards></cockatrice_carddatabase>";
    const auto r = io::readCockatrice(xml, plu(), "t.xml");
    REQUIRE(r.errors.size() == 100001);
    CHECK(r.errors[0].message == "a <card> has no <name>");
    CHECK(r.errors[0].where.line == 2);
    CHECK(r.errors[0].where.column == 3);
    CHECK(r.errors.back().message ==
          "reading stopped after 100000 errors: is this the right game's card data?");
    CHECK(r.errors.back().where.line == 100001);
    CHECK(r.errors.back().where.column == static_cast<int>(line.find("</card>")) + 1);
    CHECK(r.value.empty());
}

TEST_CASE("cockatrice: a number the pack maps is required; a foreign root is refused") {
    auto pack = io::readGamePack(R"(<game-pack format="1" id="m" name="M" rules="r.txt">
  <import format="cockatrice"><map from="uuid" to="number"/></import>
  <formats><format id="f"><deck-size id="s" min="1" cite="x"/></format></formats>
</game-pack>)",
                                 "m.xml");
    REQUIRE(pack.ok());
    auto r = io::readCockatrice(R"(<cockatrice_carddatabase version="4"><cards>
  <card><name>Iron Palm</name><set>PLX1</set></card>
  <card><name>Quick Jab</name><set uuid="a1b2">PLX1</set></card>
</cards></cockatrice_carddatabase>)",
                                pack.value.game, "t.xml");
    // Where the <set> that lacks the uuid starts (its '<'), as the reader reports it.
    CHECK(messages(r.errors) ==
          std::vector<std::string>{"t.xml:2:31: card 'Iron Palm' has no number (read from: uuid)"});
    const auto& g = plu();

    r = io::readCockatrice("<deck><card/></deck>", g, "t.xml");
    CHECK(messages(r.errors) ==
          std::vector<std::string>{"t.xml:1:1: the root element is <deck>; a Cockatrice card "
                                   "database starts with <cockatrice_carddatabase>"});

    r = io::readCockatrice(
        R"(<cockatrice_carddatabase version="7"><cards/></cockatrice_carddatabase>)", g, "t.xml");
    CHECK(messages(r.errors) ==
          std::vector<std::string>{
              "t.xml:1:1: Cockatrice card database version 7: Deckhand reads versions 3 and 4"});
}

TEST_CASE("cockatrice: hostile or empty input is an error, not a crash") {
    const auto& g = plu();
    CHECK(messages(io::readCockatrice("", g, "t.xml").errors) ==
          std::vector<std::string>{"t.xml:1:1: XML syntax error: no element found"});
    const std::string laughs = R"(<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
<cockatrice_carddatabase version="4"><cards><card><name>&lol2;</name></card></cards></cockatrice_carddatabase>)";
    auto r = io::readCockatrice(laughs, g, "t.xml");
    REQUIRE(!r.ok());
    CHECK(r.errors[0].message == "entity declarations are not allowed");
    std::string deep = "<cockatrice_carddatabase><cards><card><name>";
    for (int i = 0; i < 100000; ++i)
        deep += "<b>";
    CHECK(!io::readCockatrice(deep, g, "t.xml").ok());
}

TEST_CASE("cockatrice: progress counts bytes up to the whole file") {
    const auto& g = plu();
    std::vector<std::pair<std::uint64_t, std::uint64_t>> seen;
    auto r = io::readCardFile(
        data("cockatrice/cards.xml"), g,
        [&](std::uint64_t done, std::uint64_t total) { seen.emplace_back(done, total); });
    REQUIRE(r.ok());
    REQUIRE(!seen.empty());
    CHECK(seen.back().first == seen.back().second);
    CHECK(seen.back().second > 1000);
}

TEST_CASE("octgn: one printing per card, alternates kept with it") {
    const auto& g = plu();
    auto r = io::readCardFile(data("octgn/set.xml"), g);
    REQUIRE(r.ok());
    REQUIRE(r.value.size() == 3);
    const Printing* monk = find(r.value, "PLO1", "001"); // set code: the set's shortName
    REQUIRE(monk);
    CHECK(monk->name() == "Ember Monk");
    CHECK(monk->rarity() == "Rare");
    CHECK(monk->text() == "TEST CARD. 1PT: draw 1 card."); // rich text read as text
    CHECK(field(g, *monk, "type") == "Fighter");
    CHECK(extra(*monk, "alternate.B.name") == "Ember Monk, Awakened");
    CHECK(extra(*monk, "alternate.B.Text") == "TEST CARD. The back face.");
    CHECK(extra(*monk, "id") == "0b3c2a9e-4c1f-4e53-9f0a-5b1e7d2c0101");
    CHECK(monk->origin.line == 14);
    const Printing* alley = find(r.value, "PLO1", "003");
    REQUIRE(alley);
    CHECK(field(g, *alley, "type") == "Stage"); // alias "Stage Card"
    CHECK(alley->rarity() == "Common");

    // No shortName: the set's name is its code.
    auto named = io::readOctgnSet(R"(<set name="Core"><cards><card name="Quick Jab">
<property name="Type" value="Attack"/><property name="Rarity" value="C"/><property name="Number" value="8"/>
</card></cards></set>)",
                                  g, "s.xml");
    REQUIRE(named.ok());
    REQUIRE(named.value.size() == 1);
    CHECK(named.value[0].set() == "Core");
    CHECK(named.value[0].number() == "8");
}

TEST_CASE("octgn: rich text nested thousands deep is read without recursion") {
    std::string xml =
        R"(<set name="Core"><cards><card name="Deep"><property name="Type" value="Attack"/>)"
        R"(<property name="Rarity" value="C"/><property name="Number" value="1"/><property name="Text">)";
    for (int i = 0; i < 50000; ++i)
        xml += "<b>";
    xml += "x";
    for (int i = 0; i < 50000; ++i)
        xml += "</b>";
    xml += "</property></card></cards></set>";
    auto r = io::readOctgnSet(xml, plu(), "deep.xml");
    REQUIRE(r.ok());
    REQUIRE(r.value.size() == 1);
    CHECK(r.value[0].text() == "x");
}

TEST_CASE("octgn: broken files say what and where") {
    const auto& g = plu();
    const std::string unknown = data("octgn/unknown-enum.xml");
    CHECK(messages(io::readCardFile(unknown, g).errors) ==
          std::vector<std::string>{
              unknown + ":6:7: card 'Cinder Palm': property 'Weight': unknown weight 'Feather' "
                        "(expected one of: Light, Medium, Heavy, Critical)"});
    const std::string bad = data("octgn/bad-xml.xml");
    CHECK(
        messages(io::readCardFile(bad, g).errors) ==
        std::vector<std::string>{bad + ":5:36: XML syntax error: Error parsing element attribute"});
    const std::string missing = data("octgn/missing-name.xml");
    CHECK(messages(io::readCardFile(missing, g).errors) ==
          std::vector<std::string>{missing + ":4:5: a card has no name (read from: name)"});
}

TEST_CASE("lackey: one printing per line, columns mapped by header") {
    const auto& g = plu();
    auto r = io::readCardFile(data("lackey/carddata.txt"), g);
    REQUIRE(r.ok());
    REQUIRE(r.value.size() == 4);
    const Printing* riot = find(r.value, "PLL1", "001");
    REQUIRE(riot);
    CHECK(riot->name() == "Riot Sentinel");
    CHECK(riot->rarity() == "Ultra"); // alias U
    CHECK(field(g, *riot, "boss") == "Yes");
    CHECK(extra(*riot, "ImageFile") == "PLL1-001");
    const Printing* reprint = find(r.value, "PLL2", "014");
    REQUIRE(reprint);
    CHECK(reprint->origin.line == 5); // after the blank line
    const Printing* overclock = find(r.value, "PLL1", "003");
    REQUIRE(overclock);
    CHECK(field(g, *overclock, "type") == "Utility");
}

TEST_CASE("lackey: broken files say what and where") {
    const auto& g = plu();
    const std::string count = data("lackey/wrong-field-count.txt");
    CHECK(messages(io::readCardFile(count, g).errors) ==
          std::vector<std::string>{count + ":3:7: this line has 6 fields; the header has 7"});
    const std::string unknown = data("lackey/unknown-enum.txt"); // CRLF line ends
    CHECK(messages(io::readCardFile(unknown, g).errors) ==
          std::vector<std::string>{
              unknown + ":3:4: card 'Goblin Raider': column 'Type': unknown type 'Creature' "
                        "(expected one of: Fighter, Stage, Attack, Utility, Ultimate)"});
    const std::string missing = data("lackey/missing-name.txt");
    CHECK(messages(io::readCardFile(missing, g).errors) ==
          std::vector<std::string>{missing + ":2:1: a card has no name (read from: name)"});
    CHECK(messages(io::readLackey("Name,Set,Number\nIron Palm,PLS1,007\n", g, "c.txt").errors) ==
          std::vector<std::string>{
              "c.txt:1:1: the first line is not a header of tab-separated column names (a "
              "LackeyCCG carddata.txt starts with Name<tab>Set<tab>...)"});
    CHECK(messages(io::readLackey("Name\tSet\nIron \xff Palm\tPLS1\n", g, "c.txt").errors) ==
          std::vector<std::string>{"c.txt:2:6: this file is not UTF-8 text (save it as UTF-8)"});
}

TEST_CASE("card files: the format is told by content, then extension") {
    using io::CardFormat;
    CHECK(io::detectCardFormat(
              "<?xml version=\"1.0\"?>\n<!-- x -->\n<cockatrice_carddatabase version=\"4\">",
              "a.dat") == CardFormat::Cockatrice);
    CHECK(io::detectCardFormat("\xEF\xBB\xBF<?xml version=\"1.0\"?><set name=\"Core\">", "a.xml") ==
          CardFormat::Octgn);
    CHECK(io::detectCardFormat("Name\tSet\tType\n", "carddata.csv") == CardFormat::Lackey);
    CHECK(io::detectCardFormat("name,set,number\n", "cards.csv") == CardFormat::Csv);
    CHECK(io::detectCardFormat("name,set,number\n", "cards.txt") == CardFormat::Lackey);
    CHECK(io::detectCardFormat("", "cards.xml") == CardFormat::Cockatrice);

    // CSV still goes through the CSV reader.
    auto csv = io::readCardFile(std::string(DECKHAND_RESOURCES_DIR) + "/games/plu/cards/sample.csv",
                                plu());
    REQUIRE(csv.ok());
    CHECK(csv.value.size() > 40);
}

TEST_CASE("game pack: <import> maps another program's properties to fields") {
    const std::string head = R"(<game-pack format="1" id="g" name="G">
  <fields><field id="kind" type="enum"><value>Unit</value></field></fields>
)";
    const std::string tail = R"(
  <formats><format id="f"><deck-size id="s" min="1"/></format></formats>
</game-pack>)";
    auto ok = io::readGamePack(
        head +
            R"(  <import format="octgn"><map from="Card Type" to="kind"/><map from="No." to="number"/></import>)" +
            tail,
        "g.xml");
    REQUIRE(ok.ok());
    REQUIRE(ok.value.game.imports.size() == 1);
    CHECK(ok.value.game.imports[0].format == "octgn");
    CHECK(ok.value.game.imports[0].maps == std::vector<std::pair<std::string, std::string>>{
                                               {"Card Type", "kind"}, {"No.", "number"}});

    auto bad = io::readGamePack(
        head +
            R"(  <import format="mtgo"><map from="Type" to="knd"/><rename from="a" to="kind"/></import>
  <import format="mtgo"/>)" +
            tail,
        "g.xml");
    CHECK(messages(bad.errors) ==
          std::vector<std::string>{
              "g.xml:3:3: import format 'mtgo' is not cockatrice, octgn, lackey, json or sqlite",
              "g.xml:3:25: <map> to=\"knd\" is not a field of the game",
              "g.xml:3:52: <rename> does not belong in <import>",
              "g.xml:4:3: import format 'mtgo' is not cockatrice, octgn, lackey, json or sqlite",
              "g.xml:4:3: the pack has more than one <import format=\"mtgo\">"});

    // A mapped field takes nothing else: <type> goes to the extras once maintype feeds kind.
    auto mapped = io::readGamePack(
        head + R"(  <import format="cockatrice"><map from="maintype" to="kind"/></import>)" + tail,
        "g.xml");
    REQUIRE(mapped.ok());
    auto r =
        io::readCockatrice(R"(<cockatrice_carddatabase version="4"><cards><card><name>Tank</name>
<prop><kind>Nope</kind><maintype>Unit</maintype></prop><set num="1">S</set></card></cards></cockatrice_carddatabase>)",
                           mapped.value.game, "t.xml");
    REQUIRE(r.ok());
    CHECK(field(mapped.value.game, r.value[0], "kind") == "Unit");
    CHECK(extra(r.value[0], "kind") == "(none)");
}

TEST_CASE("game pack: filters nested too deep are refused, not a stack overflow") {
    std::string pack = R"(<game-pack format="1" id="g" name="G"><formats><format id="f">)"
                       R"(<count id="c" label="x" min="1">)";
    for (int i = 0; i < 40; ++i)
        pack += "<not>";
    pack += R"(<where field="name" is="x"/>)";
    for (int i = 0; i < 40; ++i)
        pack += "</not>";
    pack += "</count></format></formats></game-pack>";
    auto r = io::readGamePack(pack, "g.xml");
    REQUIRE(!r.ok());
    CHECK(messages(r.errors)[0] == "g.xml:1:255: filters nest more than 32 deep");
}

TEST_CASE("card data: every bad row is reported, and the good ones are kept beside them") {
    const auto& g = plu();
    // 120 cards, every third with a weight the game does not have: 40 errors, past the 50 the
    // readers once stopped at would need more; 80 good printings.
    std::string text = "Name\tSet\tNumber\tType\tWeight\tRarity\n";
    for (int i = 1; i <= 120; ++i)
        text += fmt::format("Card {}\tPLX1\t{:03}\tAttack\t{}\tCommon\n", i, i,
                            i % 3 == 0 ? "Feather" : "Light");
    text += "Card X\tPLX1\t001\tAttack\tLight\tCommon\n"; // not this reader's to judge: see import
    auto r = io::readCardText(text, g, "c.txt");
    CHECK(!r.broken);
    CHECK(r.errors.size() == 40);
    CHECK(r.printings.size() == 81);
    CHECK(r.errors.front().str() ==
          "c.txt:4:5: card 'Card 3': column 'Weight': unknown weight 'Feather' (expected one of: "
          "Light, Medium, Heavy, Critical)");
    CHECK(r.errors.back().where.line == 121);
    // The old interface still refuses the whole file.
    CHECK(io::readLackey(text, g, "c.txt").value.empty());

    // A file broken as a whole: nothing of it may be used, not even with the bad rows skipped.
    auto broken =
        io::readCardText("<set name=\"S\"><cards><card name=\"A\"></cards></set>", g, "s.xml");
    CHECK(broken.broken);
    CHECK(broken.printings.empty());
}
