// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/deck_text.hpp"

#include <catch2/catch.hpp>

using deckhand::core::DeckListLine;
using deckhand::io::readDeckText;

TEST_CASE("deck text: quantities - x forms - printings - comments - headers - odd spacing") {
    const std::string text = "\xEF\xBB\xBF// Blaze Rush\r\n"
                             "// Aggro list for May\n"
                             "\n"
                             "Main:\n"
                             "4 Iron Palm\n"
                             "3x  Quick Jab\n"
                             "\t2X Snap Kick   // the finisher\n"
                             "1 Thunder Knee (PLS2) 002\n"
                             "1 Spark (Promo Version)\n"
                             "Sideboard (2)\n"
                             "2 Smoke Bomb\n"
                             "# kept for game 2\n";
    auto r = readDeckText(text, "deck.txt");
    REQUIRE(r.ok());
    const auto& list = r.value;
    CHECK(list.name == "Blaze Rush");
    CHECK(list.notes == "Aggro list for May\nkept for game 2");
    REQUIRE(list.lines.size() == 8);
    CHECK(list.lines[0].kind == DeckListLine::Kind::Header);
    CHECK(list.lines[0].name == "Main");
    CHECK(list.lines[1].quantity == 4);
    CHECK(list.lines[1].name == "Iron Palm");
    CHECK(list.lines[1].where.line == 5);
    CHECK(list.lines[2].quantity == 3);
    CHECK(list.lines[2].name == "Quick Jab");
    CHECK(list.lines[3].name == "Snap Kick");
    CHECK(list.lines[3].where.column == 5);
    CHECK(list.lines[4].name == "Thunder Knee");
    CHECK(list.lines[4].set == "PLS2");
    CHECK(list.lines[4].number == "002");
    CHECK(list.lines[5].name ==
          "Spark (Promo Version)"); // a space in the parentheses: part of the name
    CHECK(list.lines[6].kind == DeckListLine::Kind::Header);
    CHECK(list.lines[6].name == "Sideboard");
    CHECK(list.lines[7].quantity == 2);
}

TEST_CASE("deck text: SB: lines go to the side deck and the list returns where it was") {
    auto r = readDeckText("4 A\nSB: 2 B\n3 C\n", "d.txt");
    REQUIRE(r.ok());
    REQUIRE(r.value.lines.size() == 3);
    CHECK_FALSE(r.value.lines[0].sideboard);
    CHECK(r.value.lines[1].name == "B");
    CHECK(r.value.lines[1].sideboard);
    CHECK(r.value.lines[2].name == "C");
    CHECK_FALSE(r.value.lines[2].sideboard);
}

TEST_CASE("deck text: Moxfield's and Cockatrice's finish marks set the finish, not the name") {
    auto r = readDeckText("4 Lightning Bolt (M11) 149 *F*\n"
                          "1 Sol Ring (CMM) 464 *E*\n"
                          "2 Counterspell *f*\n"
                          "1 Opt (XLN) 65\n",
                          "d.txt");
    REQUIRE(r.ok());
    REQUIRE(r.value.lines.size() == 4);
    CHECK(r.value.lines[0].name == "Lightning Bolt");
    CHECK(r.value.lines[0].set == "M11");
    CHECK(r.value.lines[0].number == "149");
    CHECK(r.value.lines[0].finish == "foil");
    CHECK(r.value.lines[1].name == "Sol Ring");
    CHECK(r.value.lines[1].number == "464");
    CHECK(r.value.lines[1].finish == "etched");
    CHECK(r.value.lines[2].name == "Counterspell");
    CHECK(r.value.lines[2].finish == "foil");
    CHECK(r.value.lines[3].finish.empty());
}

TEST_CASE("deck text: Arena's About / Name header names the deck, its section words are headers") {
    auto r = readDeckText("About\n"
                          "Name Mono Red Burn\n"
                          "\n"
                          "Commander\n"
                          "1 Krenko, Mob Boss (M13) 139\n"
                          "\n"
                          "Companion\n"
                          "1 Lurrus of the Dream-Den (IKO) 226\n"
                          "\n"
                          "Deck\n"
                          "4 Lightning Bolt (M11) 149\n"
                          "\n"
                          "Sideboard\n"
                          "2 Smash to Smithereens (ORI) 163\n",
                          "arena.txt");
    REQUIRE(r.ok());
    CHECK(r.value.name == "Mono Red Burn");
    CHECK(r.value.notes.empty());
    REQUIRE(r.value.lines.size() == 8);
    CHECK(r.value.lines[0].name == "Commander");
    CHECK(r.value.lines[0].kind == DeckListLine::Kind::Header);
    CHECK(r.value.lines[1].name == "Krenko, Mob Boss");
    CHECK(r.value.lines[2].name == "Companion");
    CHECK(r.value.lines[4].name == "Deck");
    CHECK(r.value.lines[6].name == "Sideboard");
    CHECK(r.value.lines[7].quantity == 2);

    // "Name" means the deck's name only right after "About".
    auto card = readDeckText("Name Tag\n", "d.txt");
    REQUIRE(card.ok());
    CHECK(card.value.name.empty());
}

TEST_CASE("deck text: a // comment names the deck only on the first line - later ones are notes "
          "or section markers") {
    auto r = readDeckText("4 Iron Palm\n"
                          "// not the name\n"
                          "//Sideboard\n"
                          "2 Smoke Bomb\n"
                          "// Main deck (4 cards)\n"
                          "1 Quick Jab\n",
                          "d.txt");
    REQUIRE(r.ok());
    CHECK(r.value.name.empty());
    CHECK(r.value.notes == "not the name");
    REQUIRE(r.value.lines.size() == 5);
    CHECK(r.value.lines[1].kind == DeckListLine::Kind::Header);
    CHECK(r.value.lines[1].name == "Sideboard");
    CHECK(r.value.lines[3].kind == DeckListLine::Kind::Header);
    CHECK(r.value.lines[3].name == "Main deck");

    auto first = readDeckText("//Sideboard\n4 Iron Palm\n", "d.txt");
    REQUIRE(first.ok());
    CHECK(first.value.name == "Sideboard"); // the first line names the deck, whatever it says
    CHECK(first.value.lines.size() == 1);
}

TEST_CASE("deck text: runs of spaces and tabs in a name are one space - headers with counts") {
    auto r = readDeckText("MainBoard: 3 cards\n"
                          "3 Iron \t  Palm\n"
                          "SideBoard: 2 cards\n"
                          "2\tSmoke\t\tBomb\n"
                          "Tokens (1 card)\n"
                          "1 Spark (PLS1)  7\n",
                          "d.txt");
    REQUIRE(r.ok());
    REQUIRE(r.value.lines.size() == 6);
    CHECK(r.value.lines[0].name == "MainBoard");
    CHECK(r.value.lines[1].name == "Iron Palm");
    CHECK(r.value.lines[2].name == "SideBoard");
    CHECK(r.value.lines[3].name == "Smoke Bomb");
    CHECK(r.value.lines[4].name == "Tokens");
    CHECK(r.value.lines[5].name == "Spark");
    CHECK(r.value.lines[5].set == "PLS1");
    CHECK(r.value.lines[5].number == "7");
}

TEST_CASE("deck text: bad lines name their line and column") {
    auto r = readDeckText("4 A\n0 B\n4\n  1000001 C\n12abc\n", "d.txt");
    REQUIRE(r.errors.size() == 4);
    CHECK(r.errors[0].str() ==
          "d.txt:2:1: quantity 0 for 'B': leave the line out or give at least 1");
    CHECK(r.errors[1].where.line == 3);
    CHECK(r.errors[2].str() ==
          "d.txt:4:3: quantity '1000001' is too large (a quantity is from 1 to 1,000,000)");
    CHECK(r.errors[3].where.line == 5);

    auto bin = readDeckText("4 A\n4 \xFF\xFE\n", "d.txt");
    REQUIRE(bin.errors.size() == 1);
    CHECK(bin.errors[0].where.line == 2);
}

TEST_CASE("deck text: the quantity range ends at 1,000,000 - far larger numbers do not wrap") {
    auto r = readDeckText("1000000 A\n99999999999 B\n2147483648 C\n", "d.txt");
    REQUIRE(r.errors.size() == 2);
    CHECK(r.errors[0].str() ==
          "d.txt:2:1: quantity '99999999999' is too large (a quantity is from 1 to 1,000,000)");
    CHECK(r.errors[1].str() ==
          "d.txt:3:1: quantity '2147483648' is too large (a quantity is from 1 to 1,000,000)");
    REQUIRE(r.value.lines.size() == 1);
    CHECK(r.value.lines[0].quantity == 1000000);
}

TEST_CASE("deck text: a NUL byte is refused at its line and column") {
    // "4 Iron" is six characters: the NUL is the seventh of line 2.
    auto r = readDeckText(std::string("1 Quick Jab\n4 Iron\0 Palm\n", 25), "d.txt");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].str() == "d.txt:2:7: a NUL byte (0x00): the file is not text, or is damaged");
    CHECK(r.value.lines.empty());
}
