// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/card_csv.hpp"
#include "test_game.hpp"

using namespace deckhand;
using deckhand::io::readCardCsv;

TEST_CASE("card CSV: header matched by name - BOM - RFC 4180 quoting - extras kept") {
    const auto game = readTestGame();
    const std::string csv = "\xEF\xBB\xBF"
                            "Name,SET,number,rarity,type,level,link,text,artist\r\n"
                            "\"Blue Knight, the First\",LF1,001,C,Progress,2,SO,\"Draw 1.\nThen "
                            "\"\"shift\"\".\",Ann\r\n"
                            "Red Bolt,LF1,002,Rare,AC,,,,\r\n";
    auto r = readCardCsv(csv, game, "cards.csv");
    REQUIRE(r.ok());
    REQUIRE(r.value.size() == 2);
    const auto& p = r.value[0];
    CHECK(p.name() == "Blue Knight, the First");
    CHECK(p.rarity() == "Common");
    CHECK(p.values[static_cast<std::size_t>(game.fieldIndex("type"))] == "PG");
    CHECK(p.values[static_cast<std::size_t>(game.fieldIndex("link"))] == "\xCE\xA3\xCE\xA9");
    CHECK(p.numbers[static_cast<std::size_t>(game.fieldIndex("level"))] == 2);
    CHECK(p.text() == "Draw 1.\nThen \"shift\".");
    CHECK(p.extras.at("artist") == "Ann");
    CHECK(p.origin.line == 2);
    CHECK(r.value[1].origin.line == 4); // the quoted line break made row 1 two lines long
}

TEST_CASE("card CSV: symbols written every common way mean the same") {
    const auto game = readTestGame();
    const std::string csv = "name,set,number,rarity,type,link\n"
                            "A,S,1,C,PG,\xCE\xA9\xCE\xA3\n"
                            "B,S,2,C,PG,\"\xCE\xA3, \xCE\xA9\"\n"
                            "C,S,3,C,PG,so\n"
                            "D,S,4,C,PG,O\n"
                            "E,S,5,C,PG,\n";
    auto r = readCardCsv(csv, game, "cards.csv");
    INFO((r.errors.empty() ? std::string() : r.errors[0].str()));
    REQUIRE(r.ok());
    const auto link = static_cast<std::size_t>(game.fieldIndex("link"));
    CHECK(r.value[0].values[link] == "\xCE\xA3\xCE\xA9");
    CHECK(r.value[1].values[link] == "\xCE\xA3\xCE\xA9");
    CHECK(r.value[2].values[link] == "\xCE\xA3\xCE\xA9");
    CHECK(r.value[3].values[link] == "\xCE\xA9");
    CHECK(r.value[4].values[link].empty());
}

TEST_CASE("card CSV: every bad cell is reported with line - column and column name") {
    const auto game = readTestGame();
    const std::string csv = "name,set,number,rarity,type,level\n"
                            "Good,S,1,C,PG,1\n"
                            "Bad type,S,2,C,Spell,1\n"
                            "Bad level,S,3,Rare,AC,two\n"
                            ",S,4,C,AC,1\n"
                            "Short,S,5\n"
                            "Bad rarity,S,6,Uncommon,AC,1\n";
    auto r = readCardCsv(csv, game, "cards.csv");
    REQUIRE(r.errors.size() == 5);
    CHECK(r.errors[0].str() ==
          "cards.csv:3:5: column 'type': unknown type 'Spell' (expected one of: PG, AC)");
    CHECK(r.errors[1].str() ==
          "cards.csv:4:6: column 'level': level must be a whole number, not 'two'");
    CHECK(r.errors[2].str() == "cards.csv:5:1: column 'name': name is required");
    CHECK(r.errors[3].str() == "cards.csv:6:4: this row has 3 fields; the header has 6");
    CHECK(r.errors[4].where.line == 7);
    CHECK(r.errors[4].where.column == 4);
    CHECK(r.errors[4].message.find("unknown rarity 'Uncommon'") != std::string::npos);
}

TEST_CASE("card CSV: a near-miss enum value gets a suggestion") {
    const auto game = readTestGame();
    auto r = readCardCsv("name,set,number,rarity,type\nX,S,1,Rera,PG\n", game, "c.csv");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].message.find("Did you mean 'Rare'?") != std::string::npos);
}

TEST_CASE("card CSV: missing required columns - empty files - malformed quotes - bad UTF-8") {
    const auto game = readTestGame();
    auto noType = readCardCsv("name,set,number,rarity\nA,S,1,C\n", game, "c.csv");
    REQUIRE(noType.errors.size() == 1);
    CHECK(noType.errors[0].str() ==
          "c.csv:1: missing required column type (the header has: name, set, number, rarity)");

    auto empty = readCardCsv("", game, "c.csv");
    REQUIRE(empty.errors.size() == 1);
    CHECK(empty.errors[0].message.find("empty") != std::string::npos);

    auto quote =
        readCardCsv("name,set,number,rarity,type\nA,S,1,C,PG\nB\"x,S,2,C,PG\n", game, "c.csv");
    REQUIRE(quote.errors.size() == 1);
    CHECK(quote.errors[0].where.line == 3);
    CHECK(quote.errors[0].message.find("malformed CSV") != std::string::npos);

    auto unclosed = readCardCsv("name,set,number,rarity,type\n\"A,S,1,C,PG\n", game, "c.csv");
    REQUIRE(unclosed.errors.size() == 1);
    CHECK(unclosed.errors[0].message.find("never closed") != std::string::npos);

    auto latin1 = readCardCsv("name,set,number,rarity,type\nCaf\xE9,S,1,C,PG\n", game, "c.csv");
    REQUIRE(latin1.errors.size() == 1);
    CHECK(latin1.errors[0].str() == "c.csv:2:4: this file is not UTF-8 text (save it as UTF-8)");

    // A NUL cuts a name where SQLite and C strings see it: refused where it is (line 2,
    // column 5: after "Iron").
    auto nul = readCardCsv(std::string("name,set,number,rarity,type\nIron\0Palm,S,1,C,PG\n", 47),
                           game, "c.csv");
    REQUIRE(nul.errors.size() == 1);
    CHECK(nul.errors[0].str() ==
          "c.csv:2:5: a NUL byte (0x00): the file is not text, or is damaged");

    auto twice = readCardCsv("name,set,number,rarity,type,Type\n", game, "c.csv");
    REQUIRE(!twice.errors.empty());
    CHECK(twice.errors[0].message.find("appears twice") != std::string::npos);
}
