// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/card.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "test_game.hpp"

using namespace deckhand;
using io::DeckFormat;

namespace {

// A resolved deck in the mini game, with a side section and notes.
struct Fixture {
    Fixture() : game(readTestGame()), catalogue(game) {
        auto cards = io::readCardCsv("name,set,number,rarity,type,level,link\n"
                                     "Blue Knight,LF1,001,C,PG,0,\n"
                                     "Blue Knight,LF1,015,Rare,PG,2,S\n"
                                     "\"Bolt, Red\",LF1,002,C,AC,1,SO\n",
                                     game, "cards.csv");
        REQUIRE(cards.ok());
        REQUIRE(catalogue.add(cards.value).empty());
        core::DeckList list;
        list.name = "Knights & Bolts";
        list.notes = "first line\nsecond <line>";
        auto add = [&](int q, const char* name, const char* set, const char* number) {
            core::DeckListLine l;
            l.quantity = q;
            l.name = name;
            l.set = set;
            l.number = number;
            list.lines.push_back(l);
        };
        add(4, "Blue Knight", "LF1", "001");
        add(2, "Blue Knight", "LF1", "015");
        add(3, "Bolt, Red", "", "");
        core::DeckListLine side;
        side.kind = core::DeckListLine::Kind::Header;
        side.name = "Sideboard";
        list.lines.push_back(side);
        add(1, "Bolt, Red", "", "");
        auto r = core::resolveDeck(list, catalogue);
        REQUIRE(r.ok());
        deck = r.value;
    }

    core::Game game;
    core::CardCatalogue catalogue;
    core::Deck deck;
};

} // namespace

TEST_CASE("deck formats: every format round-trips a deck card for card") {
    Fixture fx;
    for (DeckFormat f : {DeckFormat::Text, DeckFormat::Cockatrice, DeckFormat::Octgn,
                         DeckFormat::Lackey, DeckFormat::Csv}) {
        INFO(io::extensionOf(f));
        const std::string written = io::writeDeck(fx.deck, fx.game, f);
        auto read = io::readDeck(written, f, std::string("deck") + io::extensionOf(f));
        REQUIRE(read.ok());
        if (f == DeckFormat::Octgn) {
            // OCTGN lists carry card ids, not printings: the two Blue Knights come back by name
            // only (ambiguous until the user picks), with every quantity kept.
            int copies = 0;
            for (const auto& l : read.value.lines)
                copies += l.quantity;
            CHECK(copies == 10);
            continue;
        }
        auto again = core::resolveDeck(read.value, fx.catalogue);
        INFO(written);
        REQUIRE(again.ok());
        std::vector<std::pair<std::string, int>> before, after;
        for (const auto& s : fx.deck.sections)
            for (const auto& e : s.entries)
                before.emplace_back(s.id + " " + e.printing->label(), e.quantity);
        for (const auto& s : again.value.sections)
            for (const auto& e : s.entries)
                after.emplace_back(s.id + " " + e.printing->label(), e.quantity);
        CHECK(after == before);
        if (f == DeckFormat::Text || f == DeckFormat::Cockatrice) {
            CHECK(again.value.name == "Knights & Bolts");
            CHECK(again.value.notes == "first line\nsecond <line>");
        }
    }
}

TEST_CASE("deck formats: a LackeyCCG deck has one element per copy") {
    Fixture fx;
    const std::string dek = io::writeDeck(fx.deck, fx.game, DeckFormat::Lackey);
    std::size_t cards = 0;
    for (std::size_t p = dek.find("<card>"); p != std::string::npos; p = dek.find("<card>", p + 1))
        ++cards;
    CHECK(cards == 10);
    CHECK(dek.find("<superzone name=\"Deck\">") != std::string::npos);
    CHECK(dek.find("<superzone name=\"Side\">") != std::string::npos);
}

TEST_CASE("deck formats: files from other tools read with their own section names") {
    auto cod = io::readDeck(R"(<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
  <deckname>Test</deckname>
  <comments>Notes</comments>
  <zone name="main"><card number="4" name="Iron Palm"/><card number="2" name="Quick Jab" setShortName="PLS1"/></zone>
  <zone name="side"><card number="1" name="Smoke Bomb"/></zone>
</cockatrice_deck>)",
                            DeckFormat::Cockatrice, "t.cod");
    REQUIRE(cod.ok());
    CHECK(cod.value.name == "Test");
    REQUIRE(cod.value.lines.size() == 5);
    CHECK(cod.value.lines[2].set == "PLS1");
    CHECK(cod.value.lines[3].name == "side");

    auto o8d = io::readDeck(R"(<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="844d5fe3-bdb5-4ad2-ba83-88c2c2db6d88">
  <section name="Main" shared="False"><card qty="3" id="0f5b2a4e-0000-0000-0000-000000000001">Iron Palm</card></section>
  <notes><![CDATA[Good luck]]></notes>
</deck>)",
                            DeckFormat::Octgn, "t.o8d");
    REQUIRE(o8d.ok());
    CHECK(o8d.value.notes == "Good luck");
    CHECK(o8d.value.lines[1].quantity == 3);

    auto bad = io::readDeck("<cockatrice_deck><zone name=\"main\"><card number=\"x\" "
                            "name=\"A\"/></zone></cockatrice_deck>",
                            DeckFormat::Cockatrice, "bad.cod");
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].str() ==
          "bad.cod:1:36: number=\"x\" is not a quantity from 1 to 1,000,000");
    auto notXml = io::readDeck("4 Iron Palm", DeckFormat::Octgn, "x.o8d");
    CHECK_FALSE(notXml.ok());
    CHECK(
        io::readDeck("quantity,name\n2,A\nzero,B\n", DeckFormat::Csv, "d.csv").errors.at(0).str() ==
        "d.csv:3:1: quantity 'zero' is not from 1 to 1,000,000");
}

TEST_CASE("deck text: one blank line splits main from side - scattered blank lines do not") {
    auto two = io::readDeck("4 A\n3 B\n\n2 C\n", DeckFormat::Text, "t.txt");
    REQUIRE(two.ok());
    REQUIRE(two.value.lines.size() == 4);
    CHECK(two.value.lines[2].kind == core::DeckListLine::Kind::Header);
    CHECK(two.value.lines[2].implicit);
    CHECK(two.value.lines[2].name == "side");

    auto scattered = io::readDeck("4 A\n\n3 B\n\n2 C\n", DeckFormat::Text, "t.txt");
    REQUIRE(scattered.ok());
    for (const auto& l : scattered.value.lines)
        CHECK(l.kind == core::DeckListLine::Kind::Card);

    auto headed = io::readDeck("Deck\n4 A\n\n3 B\n", DeckFormat::Text, "t.txt");
    REQUIRE(headed.ok());
    CHECK(headed.value.lines.size() == 3); // a header was given: the blank line is layout

    auto comment = io::readDeck("// Name\n\n4 A\n3 B\n", DeckFormat::Text, "t.txt");
    REQUIRE(comment.ok());
    CHECK(comment.value.lines.size() == 2); // a blank line before the first card splits nothing
}

TEST_CASE("deck formats: a LackeyCCG id that names no card falls back to the name and set") {
    Fixture fx;
    auto dek = io::readDeck(R"(<deck version="0.8">
  <meta><game>LinkFramePlugin</game></meta>
  <superzone name="Deck">
    <card><name id="LF1_bolt_red.jpg">Bolt, Red</name><set>LF1</set></card>
    <card><name id="LF1_bolt_red.jpg">Bolt, Red</name><set>LF1</set></card>
    <card><name id="015">Blue Knight</name><set>LF1</set></card>
  </superzone>
  <superzone name="Sideboard">
    <card><name id="99">Blue Knight</name><set>LF1</set></card>
  </superzone>
</deck>)",
                            DeckFormat::Lackey, "t.dek");
    REQUIRE(dek.ok());
    CHECK(dek.value.gameIds.at("lackey") == "LinkFramePlugin");
    auto deck = core::resolveDeck(dek.value, fx.catalogue);
    // Two Blue Knights in LF1: id 99 is neither, and the name alone is ambiguous.
    REQUIRE(deck.errors.size() == 1);
    CHECK(deck.errors[0].where.line == 9);
    CHECK(deck.errors[0].message.find("'Blue Knight' is ambiguous") == 0);
    const auto* main = deck.value.findSection("main");
    REQUIRE(main);
    REQUIRE(main->entries.size() == 2);
    CHECK(main->entries[0].quantity == 2);
    CHECK(main->entries[0].printing->label() == "Bolt, Red (LF1 002)");
    CHECK(main->entries[1].printing->label() == "Blue Knight (LF1 015)");
}

TEST_CASE("deck formats: an OCTGN card is found by its OCTGN id first, then by its name") {
    core::Game game = readTestGame();
    core::CardCatalogue catalogue(game);
    auto cards = io::readCardCsv("name,set,number,rarity,type,octgn_id\n"
                                 "Blue Knight of the Dawn,LF1,001,C,PG,"
                                 "5b1e0000-0000-4000-8000-000000000001\n"
                                 "Blue Knight,LF1,015,C,PG,\n"
                                 "Red Bolt,LF1,002,C,AC,5b1e0000-0000-4000-8000-000000000002\n",
                                 game, "cards.csv");
    REQUIRE(cards.ok());
    REQUIRE(catalogue.add(cards.value).empty());
    auto o8d = io::readDeck(R"(<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="844d5fe3-bdb5-4ad2-ba83-88c2c2db6d88">
  <section name="Main" shared="False">
    <card qty="3" id="5B1E0000-0000-4000-8000-000000000001">Blue Knight</card>
    <card qty="2" id="00000000-0000-0000-0000-00000000dead">Red Bolt</card>
  </section>
</deck>)",
                            DeckFormat::Octgn, "t.o8d");
    REQUIRE(o8d.ok());
    CHECK(o8d.value.gameIds.at("octgn") == "844d5fe3-bdb5-4ad2-ba83-88c2c2db6d88");
    auto deck = core::resolveDeck(o8d.value, catalogue);
    REQUIRE(deck.ok());
    const auto& main = deck.value.sections.at(0).entries;
    REQUIRE(main.size() == 2);
    // The id names the Dawn knight, whatever short name the deck gives it.
    CHECK(main[0].printing->label() == "Blue Knight of the Dawn (LF1 001)");
    CHECK(main[0].quantity == 3);
    // An id the cards do not know: the name decides.
    CHECK(main[1].printing->label() == "Red Bolt (LF1 002)");
}

TEST_CASE("deck formats: an .o8d or .dek written from one keeps the ids Deckhand does not own") {
    Fixture fx;
    auto o8d = io::readDeck(R"(<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="844d5fe3-bdb5-4ad2-ba83-88c2c2db6d88">
  <section name="Main" shared="False">
    <card qty="3" id="0f5b2a4e-1111-2222-3333-000000000001">Bolt, Red</card>
  </section>
</deck>)",
                            DeckFormat::Octgn, "t.o8d");
    REQUIRE(o8d.ok());
    for (bool resolved : {false, true}) {
        INFO((resolved ? "resolved in the game" : "read without a game"));
        core::Deck deck = core::unresolvedDeck(o8d.value);
        if (resolved) {
            auto r = core::resolveDeck(o8d.value, fx.catalogue);
            REQUIRE(r.ok());
            deck = r.value;
        }
        const std::string out = io::writeDeck(deck, fx.game, DeckFormat::Octgn);
        CHECK(out.find("<deck game=\"844d5fe3-bdb5-4ad2-ba83-88c2c2db6d88\">") !=
              std::string::npos);
        CHECK(out.find("<card qty=\"3\" id=\"0f5b2a4e-1111-2222-3333-000000000001\">Bolt, "
                       "Red</card>") != std::string::npos);
    }

    auto dek = io::readDeck(R"(<deck version="0.8">
  <meta><game>linkframe_plugin</game></meta>
  <superzone name="Deck">
    <card><name id="001">Blue Knight</name><set>LF1</set></card>
    <card><name id="LF1-002">Bolt, Red</name><set>LF1</set></card>
  </superzone>
</deck>)",
                            DeckFormat::Lackey, "t.dek");
    REQUIRE(dek.ok());
    auto r = core::resolveDeck(dek.value, fx.catalogue);
    REQUIRE(r.ok());
    const std::string out = io::writeDeck(r.value, fx.game, DeckFormat::Lackey);
    CHECK(out.find("<game>linkframe_plugin</game>") != std::string::npos);
    CHECK(out.find("<card><name id=\"001\">Blue Knight</name><set>LF1</set></card>") !=
          std::string::npos);
    CHECK(out.find("<card><name id=\"LF1-002\">Bolt, Red</name><set>LF1</set></card>") !=
          std::string::npos);
}

TEST_CASE("deck formats: a finish read from a list is written where the format has a place") {
    Fixture fx;
    auto list = io::readDeck("4 Blue Knight (LF1) 001 *F*\n2 Bolt, Red (LF1) 002 *E*\n",
                             DeckFormat::Text, "t.txt");
    REQUIRE(list.ok());
    auto deck = core::resolveDeck(list.value, fx.catalogue);
    REQUIRE(deck.ok());
    CHECK(deck.value.sections.at(0).entries.at(0).finish == "foil");
    const std::string text = io::writeDeck(deck.value, fx.game, DeckFormat::Text);
    CHECK(text.find("\n4 Blue Knight (LF1) 001 *F*\n2 Bolt, Red (LF1) 002 *E*\n") !=
          std::string::npos);
    const std::string csv = io::writeDeck(deck.value, fx.game, DeckFormat::Csv);
    CHECK(csv == "section,quantity,name,set,number,finish\r\n"
                 "main,4,Blue Knight,LF1,001,foil\r\n"
                 "main,2,\"Bolt, Red\",LF1,002,etched\r\n");
    auto back = io::readDeck(csv, DeckFormat::Csv, "t.csv");
    REQUIRE(back.ok());
    CHECK(back.value.lines.at(1).finish == "foil");
    CHECK(back.value.lines.at(2).finish == "etched");
}

TEST_CASE("deck formats: Arena's Commander and Companion go where the pack says - else refused") {
    const std::string arena = "About\nName Knights\n\nCommander\n1 Blue Knight (LF1) 015\n\n"
                              "Companion\n1 Bolt, Red\n\nDeck\n4 Blue Knight (LF1) 001\n\n"
                              "Sideboard\n2 Bolt, Red\n";
    auto list = io::readDeck(arena, DeckFormat::Text, "arena.txt");
    REQUIRE(list.ok());

    Fixture fx; // Main and Side only
    auto refused = core::resolveDeck(list.value, fx.catalogue);
    REQUIRE(refused.errors.size() == 2);
    CHECK(refused.errors[0].str() ==
          "arena.txt:4:1: 'Commander' is not a Mini deck section (sections: Main, Side).");
    CHECK(refused.errors[1].where.line == 7);

    auto pack = io::readGamePack(R"(<game-pack format="1" id="mini" name="Mini" rules="mini.txt">
  <fields><field id="type" type="enum"><value>PG</value><value>AC</value></field></fields>
  <identity by="name-number"/>
  <sections>
    <section id="main" name="Main"/>
    <section id="side" name="Side" aliases="Companion" counts="false"/>
    <section id="commander" name="Commander" counts="false"/>
  </sections>
  <formats><format id="f"><deck-size id="size" min="1" cite="x"/></format></formats>
</game-pack>)",
                                 "mini.xml");
    REQUIRE(pack.ok());
    core::CardCatalogue cards(pack.value.game);
    auto rows = io::readCardCsv("name,set,number,type\nBlue Knight,LF1,001,PG\n"
                                "Blue Knight,LF1,015,PG\n\"Bolt, Red\",LF1,002,AC\n",
                                pack.value.game, "cards.csv");
    REQUIRE(rows.ok());
    REQUIRE(cards.add(rows.value).empty());
    auto deck = core::resolveDeck(list.value, cards);
    REQUIRE(deck.ok());
    CHECK(deck.value.name == "Knights");
    std::vector<std::string> got;
    for (const auto& s : deck.value.sections)
        for (const auto& e : s.entries)
            got.push_back(s.id + " " + std::to_string(e.quantity) + " " + e.printing->label());
    // Sections in the order the list opens them: Companion's card and the sideboard's share
    // the side section.
    CHECK(got == std::vector<std::string>{
                     "commander 1 Blue Knight (LF1 015)", "side 1 Bolt, Red (LF1 002)",
                     "side 2 Bolt, Red (LF1 002)", "main 4 Blue Knight (LF1 001)"});
}
