// SPDX-License-Identifier: GPL-3.0-or-later

// import cards as a user with other programs' card data meets it: printings without numbers,
// files with many errors, --skip-bad, plugin folders, and packs written from plugins (the real
// files in tests/data/real, counted from the files themselves).
#include "cli_runner.hpp"
#include "deckhand/app/profile_session.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>

using deckhand::test::dataPath;
using deckhand::test::has;
using Profile = deckhand::test::ScratchProfile;

namespace {

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

// Card lines of a plain-text list ("4<tab>Name", "Crypt:" headers aside), summed.
int deckCards(const std::string& text) {
    int n = 0;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] >= '0' && line[0] <= '9') n += std::stoi(line);
    return n;
}

// The quantities of an .o8d's <card qty="N">, summed.
int o8dCards(const std::string& text) {
    int n = 0;
    const std::regex qty("qty=\"([0-9]+)\"");
    for (std::sregex_iterator it(text.begin(), text.end(), qty), end; it != end; ++it)
        n += std::stoi((*it)[1]);
    return n;
}

} // namespace

TEST_CASE("import cards: Cockatrice's own fixture has no numbers; each printing gets one, and "
          "the user is told") {
    Profile p;
    REQUIRE(p({"import", "pack", dataPath("real/packs/cockatrice-fixture.xml")}).code == 0);
    const std::string file = dataPath("real/cards/cockatrice/cards.xml");
    const std::string xml = slurp(file);
    // The file: 5 cards, each with one <set>; none has a num attribute; two in " Not a Card".
    REQUIRE(occurrences(xml, "<card>") == 5);
    REQUIRE(occurrences(xml, "num=") == 0);
    REQUIRE(occurrences(xml, "<set> Not a Card</set>") == 2);

    auto r = p({"import", "cards", "--game", "cockatrice-fixture", file});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 5 printings"));
    CHECK(has(r.out, "note: " + file +
                         ": 5 printings had no number; numbered by place in their set in this "
                         "file (CAT 001, DOG 001, Not a Card 001-002, WHO 001)"));
    const auto s = p({"search", "--game", "cockatrice-fixture", "--where", "set=Not a Card", ""});
    CHECK(has(s.out, "Not Dead                         Not a Card 001"));
    CHECK(has(s.out, "Truth                            Not a Card 002"));
    // Again: the same numbers (the printings replace themselves, nothing is a duplicate).
    r = p({"import", "cards", "--game", "cockatrice-fixture", file});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "replacing the 5 of its last import"));
}

TEST_CASE("import cards: every error is told, the printed ones capped with the total; every "
          "duplicate at once") {
    Profile p;
    std::string csv = "name,set,number,rarity,type\n";
    for (int i = 1; i <= 120; ++i)
        csv += "Card " + std::to_string(i) + ",BIG," + std::to_string(i) + ",Rare," +
               (i % 2 ? "Spell" : "Attack") + "\n";
    const auto big = p.write("big.csv", csv); // 60 odd rows with the unknown type Spell
    auto r = p({"import", "cards", "--game", "plu", big});
    CHECK(r.code == 2);
    CHECK(occurrences(r.err, "unknown type 'Spell'") == 50);
    CHECK(has(r.err, "... and 10 more errors (60 in all)"));
    CHECK(has(r.err, "Nothing of " + big + " was imported."));

    // Three rows whose set + number are taken: two by the bundled cards, one by this file.
    const auto dup = p.write("dup.csv", "name,set,number,rarity,type\n"
                                        "Copy Cat,PLS1,001,Rare,Attack\n"
                                        "Fresh,NEW,1,Rare,Attack\n"
                                        "Copy Dog,PLS1,002,Rare,Attack\n"
                                        "Fresh Again,NEW,1,Rare,Attack\n");
    r = p({"import", "cards", "--game", "plu", dup});
    CHECK(r.code == 2);
    CHECK(has(r.err, "dup.csv:2:3: PLS1 001 is already"));
    CHECK(has(r.err, "dup.csv:4:3: PLS1 002 is already"));
    CHECK(has(r.err, "dup.csv:5:3: NEW 1 is already Fresh (from " + dup + ":3)"));
}

TEST_CASE("import cards: new printings are checked against the sets + numbers the game has, "
          "its cards not read") {
    Profile p;
    const auto first = p.write("first.csv", "name,set,number,rarity,type\n"
                                            "Fresh,NEW,012/040,Rare,Attack\n"
                                            "Other,NEW,013/040,Rare,Attack\n");
    REQUIRE(p({"import", "cards", "--game", "plu", first}).code == 0);
    const std::string firstPath = std::filesystem::canonical(first).string();
    deckhand::app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    // "12" is 012/040 written another way (case ignored in the set), and PLS1 1 the bundled
    // PLS1 001: both taken, each named at its file and line.
    const auto second = p.write("second.csv", "name,set,number,rarity,type\n"
                                              "Later,new,12,Rare,Attack\n"
                                              "Newer,NEW,14,Rare,Attack\n"
                                              "Copy,PLS1,1,Rare,Attack\n");
    auto refused = session.importCardFiles("plu", {second}, {});
    REQUIRE(refused.refused());
    REQUIRE(refused.errors.size() == 2);
    CHECK(refused.errors[0].str() ==
          second + ":2:3: new 12 is already Fresh (from " + firstPath + ":2)");
    CHECK(has(refused.errors[1].str(), second + ":4:3: PLS1 1 is already Kaito Blaze (from "));
    CHECK_FALSE(session.loadedGame("plu")); // the game's cards were not read for the check

    // first.csv again, changed: its printings are replaced, not duplicates of themselves.
    p.write("first.csv", "name,set,number,rarity,type\n"
                         "Fresh,NEW,012/040,Rare,Attack\n"
                         "Renamed,NEW,13,Rare,Attack\n"
                         "Third,NEW,015/040,Rare,Attack\n");
    auto again = session.importCardFiles("plu", {first}, {});
    REQUIRE_FALSE(again.refused());
    REQUIRE(again.files.size() == 1);
    CHECK(again.files[0].added == 3);
    CHECK(again.files[0].replaced == 2);
    CHECK_FALSE(session.loadedGame("plu"));
    auto game = session.game("plu");
    REQUIRE(game.ok());
    REQUIRE(game.value->catalogue.bySetNumber("NEW", "13"));
    CHECK(game.value->catalogue.bySetNumber("NEW", "13")->name() == "Renamed");
}

TEST_CASE("import cards: a printing moved between two files of one import is no repeat, in "
          "either order; a number twice in its files or in a file it keeps still is") {
    Profile p;
    const std::string header = "name,set,number,rarity,type\n";
    const auto a = p.write("a.csv", header + "Stays In A,MOV,0001,Rare,Attack\n"
                                             "Moving Card,MOV,0007,Rare,Attack\n");
    const auto b = p.write("b.csv", header + "Stays In B,MOV,0002,Rare,Attack\n");
    REQUIRE(p({"import", "cards", "--game", "plu", a, b}).code == 0);
    const std::string aPath = std::filesystem::canonical(a).string();
    const std::string bPath = std::filesystem::canonical(b).string();
    // The line of MOV 0007 in a search of the set: its card's name, set, number and rarity.
    auto at7 = [&p] {
        std::istringstream out(p({"search", "--game", "plu", "--where", "set=MOV", ""}).out);
        for (std::string line; std::getline(out, line);)
            if (has(line, " 0007 ")) return line;
        return std::string();
    };
    REQUIRE(has(at7(), "Moving Card"));

    // MOV 0007 leaves a.csv for b.csv, b.csv given first: b.csv is written while a.csv's last
    // import still holds it, yet a.csv is replaced by the same import.
    p.write("a.csv", header + "Stays In A,MOV,0001,Rare,Attack\n");
    p.write("b.csv", header + "Stays In B,MOV,0002,Rare,Attack\n"
                              "Moved To B,MOV,0007,Rare,Attack\n");
    auto r = p({"import", "cards", "--game", "plu", b, a});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 2 printings into plu from " + bPath +
                         " (replacing the 1 of its last import)\n"));
    CHECK(has(r.out, "imported 1 printings into plu from " + aPath +
                         " (replacing the 2 of its last import)\n"));
    CHECK(has(at7(), "Moved To B"));

    // And back, a.csv given first.
    p.write("a.csv", header + "Stays In A,MOV,0001,Rare,Attack\n"
                              "Back In A,MOV,0007,Rare,Attack\n");
    p.write("b.csv", header + "Stays In B,MOV,0002,Rare,Attack\n");
    r = p({"import", "cards", "--game", "plu", a, b});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(at7(), "Back In A"));

    // In both files of the import: a repeat, named at the first.
    p.write("b.csv", header + "Stays In B,MOV,0002,Rare,Attack\n"
                              "Twice,MOV,0007,Rare,Attack\n");
    r = p({"import", "cards", "--game", "plu", a, b});
    CHECK(r.code == 2);
    CHECK(has(r.err, b + ":3:3: MOV 0007 is already Back In A (from " + a + ":3)"));
    // In a.csv, kept (not imported again): b.csv may not take it.
    r = p({"import", "cards", "--game", "plu", b});
    CHECK(r.code == 2);
    CHECK(has(r.err, b + ":3:3: MOV 0007 is already Back In A (from " + aPath + ":3)"));
    CHECK(has(at7(), "Back In A")); // the refused imports changed nothing
}

TEST_CASE("import pack: a printing moved between two card files of the pack is no repeat when "
          "the pack is installed again; a number in both still is") {
    Profile p;
    // The bundled Powerline Ultra pack in a folder of the test's own, with two card files more.
    const std::filesystem::path pack = p.files() / "plu";
    std::filesystem::copy(std::filesystem::path(DECKHAND_RESOURCES_DIR) / "games" / "plu", pack,
                          std::filesystem::copy_options::recursive);
    std::string xml = slurp((pack / "game.xml").string());
    const std::string sample = "<cards file=\"cards/sample.csv\" sample=\"true\"/>";
    const auto at = xml.find(sample);
    REQUIRE(at != std::string::npos);
    xml.insert(at + sample.size(),
               "\n  <cards file=\"cards/more.csv\"/>\n  <cards file=\"cards/extra.csv\"/>");
    p.write("plu/game.xml", xml);
    const std::string header = "name,set,number,rarity,type\n";
    p.write("plu/cards/more.csv", header + "Mover,MOV,0007,Rare,Attack\n");
    p.write("plu/cards/extra.csv", header + "Stay,MOV,0001,Rare,Attack\n");
    const std::string game = (pack / "game.xml").string();
    REQUIRE(p({"import", "pack", game}).code == 0);

    // MOV 0001 leaves extra.csv for more.csv, which the pack names first; MOV 0007 the other way.
    p.write("plu/cards/more.csv", header + "Stay,MOV,0001,Rare,Attack\n");
    p.write("plu/cards/extra.csv", header + "Mover,MOV,0007,Rare,Attack\n");
    auto r = p({"import", "pack", game});
    INFO(r.err);
    REQUIRE(r.code == 0);
    const auto found = p({"search", "--game", "plu", "--where", "set=MOV", ""}).out;
    CHECK(has(found, "Mover"));
    CHECK(has(found, "Stay"));

    // In both files: refused, and the game is as it was.
    p.write("plu/cards/more.csv", header + "Stay,MOV,0001,Rare,Attack\n"
                                           "Twice,MOV,0007,Rare,Attack\n");
    r = p({"import", "pack", game});
    CHECK(r.code == 2);
    CHECK(has(r.err, "MOV 0007 is already"));
    CHECK(p({"search", "--game", "plu", "--where", "set=MOV", ""}).out == found);
}

TEST_CASE("import cards --skip-bad: the good rows go in, the others are listed in a report") {
    Profile p;
    const auto mixed = p.write("mixed.csv", "name,set,number,rarity,type\n"
                                            "Good One,MIX,1,Rare,Attack\n"
                                            "Bad One,MIX,2,Rare,Spell\n"
                                            "Good Two,MIX,3,Rare,Utility\n"
                                            "Taken,PLS1,001,Rare,Attack\n");
    // Without the flag the file is all or nothing, and the profile is as it was.
    auto r = p({"import", "cards", "--game", "plu", mixed});
    CHECK(r.code == 2);
    CHECK(has(r.err, "--skip-bad imports the good rows"));
    CHECK_FALSE(has(p({"search", "--game", "plu", "good"}).out, "Good One"));

    const std::string report = p.file("left-out.txt");
    r = p({"import", "cards", "--game", "plu", "--skip-bad", "--report", report, mixed});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 2 printings into plu"));
    CHECK(has(r.out, "; 2 rows left out"));
    CHECK(has(r.out, "left out 2 rows (2 errors); the list is in " + report));
    const std::string listed = slurp(report);
    CHECK(has(listed, mixed + ":3:5: column 'type': unknown type 'Spell'"));
    CHECK(has(listed, mixed + ":5:3: PLS1 001 is already"));
    CHECK(has(p({"search", "--game", "plu", "good"}).out, "Good Two"));

    // Without --report: the profile's reports/ folder, and the path is said.
    r = p({"import", "cards", "--game", "plu", "--skip-bad", mixed});
    REQUIRE(r.code == 0);
    const auto at = r.out.find("the list is in ");
    REQUIRE(at != std::string::npos);
    std::string path = r.out.substr(at + 15);
    path = path.substr(0, path.find('\n'));
    CHECK(has(path, (p.dir() / "reports").string()));
    CHECK(has(slurp(path), "unknown type 'Spell'"));

    // A file broken as a whole is refused even so.
    const auto broken = p.write("broken.xml", "<set name=\"S\"><cards><card name=\"A\"></cards>");
    r = p({"import", "cards", "--game", "plu", "--skip-bad", broken});
    CHECK(r.code == 2);
    CHECK(has(r.err, "XML syntax error"));
}

TEST_CASE("pack from-octgn: a Star Realms plugin is a game in two commands, its deck legal") {
    Profile p;
    // Written by hand in an OCTGN plugin's shape (tests/data/published/README.md).
    const std::string plugin = dataPath("published/plugins/star-realms-octgn");
    const std::string set = slurp(plugin + "/Sets/Basic/set.xml");
    const std::string definition = slurp(plugin + "/definition.xml");
    // The plugin: 8 card properties, 3 shared deck sections, 10 cards in its one set.
    REQUIRE(occurrences(definition, "<property name=") == 8);
    REQUIRE(occurrences(definition, "<section name=") == 3);
    REQUIRE(occurrences(set, "<card name=") == 10);
    const std::string pack = p.file("sr/game.xml");

    auto r = p({"pack", "from-octgn", plugin, "-o", pack});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "wrote the game pack " + pack + " (Star Realms, id star-realms)"));
    CHECK(has(r.out, "guessed: "));
    const std::string xml = slurp(pack);
    CHECK(occurrences(xml, "<field ") == 8);
    CHECK(has(xml, "<field id=\"cost\" label=\"Cost\" type=\"integer\"/>"));
    CHECK(has(xml, "<section id=\"starting-cards\" name=\"Starting Cards\"/>"));
    // Not written over without --force.
    CHECK(p({"pack", "from-octgn", plugin, "-o", pack}).code == 2);

    REQUIRE(p({"import", "pack", pack}).code == 0);
    r = p({"import", "cards", "--game", "star-realms", plugin});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 10 printings into star-realms"));
    CHECK(has(r.out, "10 printings had no number; numbered by place in their set in this file "
                     "(Basic 001-010)"));
    CHECK(has(
        p({"search", "--game", "star-realms", "--where", "cost=5", "--where", "faction=Blob", ""})
            .out,
        "The Hive"));

    const std::string deck = dataPath("published/decks/octgn/Star Realms Basic.o8d");
    r = p({"validate", "--game", "star-realms", deck});
    CHECK(r.code == 0);
    CHECK(has(r.out,
              "LEGAL - Star Realms Casual, " + std::to_string(o8dCards(slurp(deck))) + " cards"));
}

TEST_CASE("pack from-lackey: the VTES plugin's zones and columns, its cards, a real deck") {
    Profile p;
    const std::string plugin = dataPath("real/plugins/vtes-lackey");
    const std::string info = slurp(plugin + "/plugininfo.txt");
    const std::string cards = slurp(plugin + "/sets/allsets.txt");
    // The plugin: 2 deck zones; 12 columns; 37 cards (lines after the header).
    REQUIRE(occurrences(info, "<deckzone>") == 2);
    REQUIRE(occurrences(cards.substr(0, cards.find('\n')), "\t") == 11);
    REQUIRE(occurrences(cards, "\n") == 38);
    const std::string pack = p.file("vtes/game.xml");

    auto r = p({"pack", "from-lackey", plugin, "--id", "vtes", "--name", "VTES", "-o", pack});
    REQUIRE(r.code == 0);
    const std::string xml = slurp(pack);
    CHECK(has(xml, "<section id=\"library\" name=\"Library\"/>"));
    CHECK(has(xml, "<section id=\"crypt\" name=\"Crypt\"/>"));
    // Name, Set, Rarity, Text are built in and ImageFile is kept with the card: 7 fields.
    CHECK(occurrences(xml, "<field ") == 7);

    REQUIRE(p({"import", "pack", pack}).code == 0);
    r = p({"import", "cards", "--game", "vtes", plugin});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 37 printings into vtes"));
    CHECK(has(r.out, "37 printings had no number"));

    const std::string deck = dataPath("real/decks/text/Precon_Brujah_V5.txt");
    r = p({"validate", "--game", "vtes", deck});
    CHECK(r.code == 0);
    CHECK(has(r.out, "LEGAL - VTES Casual, " + std::to_string(deckCards(slurp(deck))) + " cards"));
}

TEST_CASE("import cards DIR: a folder without card data is refused, naming it") {
    Profile p;
    auto r = p({"import", "cards", "--game", "plu", p.files().string()});
    CHECK(r.code == 2);
    CHECK(has(r.err, "this folder holds no card data"));
}

TEST_CASE("import cards: a game's card data as its open database publishes it (JSON), through "
          "the example pack's mapping") {
    Profile p;
    REQUIRE(p({"import", "pack", std::string(DECKHAND_RESOURCES_DIR) + "/examples/yugioh"}).code ==
            0);
    // YGOPRODeck's shape (written by hand, tests/data/published): 5 cards, 7 card_sets
    // entries, 6 distinct set codes, one card without card_sets.
    const std::string file = dataPath("published/cards/yugioh/cardinfo-cyberse.json");
    auto r = p({"import", "cards", "--game", "yugioh", file});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 6 printings into yugioh"));
    CHECK(has(r.out, "1 printing with the set and number of an earlier one left out"));
    const auto s = p({"search", "--game", "yugioh", "--where", "passcode=1861629", ""});
    CHECK(has(s.out, "Decode Talker"));
    // A folder of a database's files (one per set) is every file in it.
    Profile q;
    REQUIRE(q({"import", "pack", std::string(DECKHAND_RESOURCES_DIR) + "/examples/yugioh"}).code ==
            0);
    r = q({"import", "cards", "--game", "yugioh", dataPath("published/cards/yugioh")});
    REQUIRE(r.code == 0);
    INFO(r.out);
    CHECK(has(r.out, "2 card data files"));
    // 6 printings from cardinfo-cyberse.json, 2 from cardinfo-spells.json: a line each.
    CHECK(has(r.out, "imported 6 printings into yugioh from " +
                         dataPath("published/cards/yugioh/cardinfo-cyberse.json")));
    CHECK(has(r.out, "imported 2 printings into yugioh from " +
                         dataPath("published/cards/yugioh/cardinfo-spells.json")));
}

TEST_CASE("import cards: EDOPro's cards.cdb through the Yu-Gi-Oh! pack's SQLite query, the file "
          "left as it was") {
    Profile p;
    REQUIRE(p({"import", "pack", std::string(DECKHAND_RESOURCES_DIR) + "/examples/yugioh"}).code ==
            0);
    // 7 rows in datas and texts (tests/data/real/SOURCES); "cards.cdb" copied so that anything
    // written beside it would show.
    const std::string original = dataPath("real/cards/yugioh/cards.cdb");
    std::filesystem::create_directories(p.file("cdb"));
    const std::string file = p.write("cdb/cards.cdb", slurp(original));
    auto r = p({"import", "cards", "--game", "yugioh", file});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 7 printings into yugioh"));
    // 146746: a link monster (type 0x4000021).
    const auto s = p({"search", "--game", "yugioh", "--where", "kind=Link", ""});
    CHECK(has(s.out, "机关重联 愤怒钩舌"));
    CHECK(occurrences(s.out, "CDB") == 1);
    CHECK(slurp(file) == slurp(original));
    CHECK(std::distance(std::filesystem::directory_iterator(p.file("cdb")),
                        std::filesystem::directory_iterator()) == 1);
}

TEST_CASE("import cards: JSON the pack has no mapping for is refused, saying what it needs") {
    Profile p;
    REQUIRE(p({"import", "pack", dataPath("real/packs/cockatrice-fixture.xml")}).code == 0);
    auto r = p({"import", "cards", "--game", "cockatrice-fixture",
                dataPath("published/cards/yugioh/cardinfo-spells.json")});
    CHECK(r.code != 0);
    CHECK(has(r.err, "it needs an <import format=\"json\">"));
    CHECK(has(r.err, "Nothing of"));
}
