// SPDX-License-Identifier: GPL-3.0-or-later

// Every plain-text deck-list case of Cockatrice's own tests
// (Cockatrice/Cockatrice tests/loading_from_clipboard/loading_from_clipboard_test.cpp, commit
// 157e7022cd78b9d50638436b1f2a44517f29d4e8), read by Deckhand and matched against a game
// holding the cards those lists name. The inputs and the expected main and side decks are
// Cockatrice's; the two deck-hash cases are left out: Cockatrice's hash is not Deckhand's.
#include "deckhand/core/card.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/deck_text.hpp"
#include "deckhand/io/game_pack.hpp"

#include <catch2/catch.hpp>

using namespace deckhand;

namespace {

using Rows = std::vector<std::pair<std::string, int>>;

struct Read {
    std::string name, notes;
    Rows main, side;
};

const core::Game& clipboardGame() {
    static const core::Game game = [] {
        auto pack = io::readGamePack(R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="clip" name="Clipboard" rules="none.txt">
  <sections>
    <section id="main" name="Main"/>
    <section id="side" name="Side" counts="false"/>
  </sections>
  <formats><format id="casual"><deck-size id="size" min="1" cite="none"/></format></formats>
</game-pack>)",
                                     "clip.xml");
        INFO((pack.errors.empty() ? "" : pack.errors.front().str()));
        REQUIRE(pack.ok());
        return pack.value.game;
    }();
    return game;
}

// The cards Cockatrice's cases name, but not "CardThatDoesNotExistInCardsXml".
const core::CardCatalogue& clipboardCards() {
    static const core::CardCatalogue catalogue = [] {
        core::CardCatalogue c(clipboardGame());
        const char* names[] = {"Mountain",
                               "Island",
                               "Forest",
                               "Swamp",
                               "Plains",
                               "Our Market Research Shows That Players Like Really Long Card "
                               "Names So We Made This Card to Have the Absolute Longest Card Name "
                               "Ever Elemental",
                               "Algae Gharial",
                               "Phelddagrif",
                               "Giant Growth",
                               "Aether Adept",
                               "Fire // Ice",
                               "Minsc & Boo, Timeless Heroes",
                               "Pain // Suffering",
                               "Nature's Resurgence",
                               "Gaea's Skyfolk",
                               "B.F.M. (Big Furry Monster)",
                               "test1",
                               "test2",
                               "card",
                               "sidecard",
                               "Deck of Cards But Animated",
                               "Sideboard Card"};
        std::string csv = "name,set,number\n";
        int n = 0;
        for (const char* name : names)
            csv += "\"" + std::string(name) + "\",TST," + std::to_string(++n) + "\n";
        auto cards = io::readCardCsv(csv, clipboardGame(), "cards.csv");
        REQUIRE(cards.ok());
        REQUIRE(c.add(cards.value).empty());
        return c;
    }();
    return catalogue;
}

// The list as the user sees it once read: each section's cards in order, a card by its name
// in the game (unknown ones as written), with its quantity.
Read read(const std::string& clipboard) {
    auto list = io::readDeckText(clipboard, "clipboard.txt");
    INFO(clipboard);
    REQUIRE(list.ok());
    auto deck = core::resolveDeck(list.value, clipboardCards(), nullptr, true);
    for (const auto& e : deck.errors)
        INFO(e.str());
    REQUIRE(deck.ok());
    Read out{deck.value.name, deck.value.notes, {}, {}};
    for (const auto& s : deck.value.sections) {
        REQUIRE((s.id == "main" || s.id == "side"));
        for (const auto& e : s.entries)
            (s.id == "main" ? out.main : out.side)
                .emplace_back(e.printing ? e.printing->name() : e.name, e.quantity);
    }
    return out;
}

void checkEmpty(const std::string& clipboard) {
    const Read r = read(clipboard);
    CHECK(r.main.empty());
    CHECK(r.side.empty());
}

} // namespace

TEST_CASE("Cockatrice's lists: empty deck, empty sideboard, comments only") {
    checkEmpty("");
    checkEmpty("Sideboard");
    checkEmpty("//1 Mountain\n"
               "//2x Island\n"
               "//SB:2x Island\n");
    checkEmpty("deck\n"
               "\n"
               "sideboard\n");
}

TEST_CASE("Cockatrice's lists: quantity prefixed") {
    const Read r = read("1 Mountain\n"
                        "2x Island\n"
                        "3x Forest\n");
    CHECK(r.main == Rows{{"Mountain", 1}, {"Island", 2}, {"Forest", 3}});
    CHECK(r.side.empty());
}

TEST_CASE("Cockatrice's lists: the SB: prefix, any case") {
    const Read r = read("1 Mountain\n"
                        "SB: 1 Mountain\n"
                        "sb: 2x Island\n"
                        "2 Swamp\n"
                        "\n"
                        "3 Plains\n");
    CHECK(r.main == Rows{{"Mountain", 1}, {"Swamp", 2}, {"Plains", 3}});
    CHECK(r.side == Rows{{"Mountain", 1}, {"Island", 2}});
}

TEST_CASE("Cockatrice's lists: a sideboard line") {
    const Read r = read("1 Mountain\n"
                        "2 Swamp\n"
                        "\n"
                        "3 Plains\n"
                        "sideboard\n"
                        "1 Mountain\n"
                        "2x Island\n");
    CHECK(r.main == Rows{{"Mountain", 1}, {"Swamp", 2}, {"Plains", 3}});
    CHECK(r.side == Rows{{"Mountain", 1}, {"Island", 2}});
}

TEST_CASE("Cockatrice's lists: unknown cards are not discarded") {
    const Read r = read("1 CardThatDoesNotExistInCardsXml\n");
    CHECK(r.main == Rows{{"CardThatDoesNotExistInCardsXml", 1}});
    CHECK(r.side.empty());
}

TEST_CASE("Cockatrice's lists: weird white space is ignored") {
    const Read r = read("\t\tSb:\t1\tOur Market   Research Shows That Players Like  Really Long "
                        "Card Names           So We Made                   This Card to "
                        "Have\tthe Absolute \t Longest Card Name \tEver Elemental\t\n\t");
    CHECK(r.main.empty());
    CHECK(r.side == Rows{{"Our Market Research Shows That Players Like Really Long Card Names So "
                          "We Made This Card to Have the Absolute Longest Card Name Ever Elemental",
                          1}});
}

TEST_CASE("Cockatrice's lists: blank lines at the start and end are dropped") {
    const Read r = read("\n"
                        "\n"
                        "\n"
                        "1x Algae Gharial\n"
                        "3x CardThatDoesNotExistInCardsXml\n"
                        "2x Phelddagrif\n"
                        "\n"
                        "\n");
    CHECK(r.main ==
          Rows{{"Algae Gharial", 1}, {"CardThatDoesNotExistInCardsXml", 3}, {"Phelddagrif", 2}});
    CHECK(r.side.empty());
}

TEST_CASE("Cockatrice's lists: one blank line splits the sideboard off - scattered ones do not") {
    const Read one = read("1x Algae Gharial\n"
                          "3x CardThatDoesNotExistInCardsXml\n"
                          "\n"
                          "2x Phelddagrif\n");
    CHECK(one.main == Rows{{"Algae Gharial", 1}, {"CardThatDoesNotExistInCardsXml", 3}});
    CHECK(one.side == Rows{{"Phelddagrif", 2}});

    const Read scattered = read("1x Algae Gharial\n"
                                "3x CardThatDoesNotExistInCardsXml\n"
                                "\n"
                                "2x Phelddagrif\n"
                                "\n"
                                "3 Giant Growth\n");
    CHECK(scattered.main == Rows{{"Algae Gharial", 1},
                                 {"CardThatDoesNotExistInCardsXml", 3},
                                 {"Phelddagrif", 2},
                                 {"Giant Growth", 3}});
    CHECK(scattered.side.empty());
}

TEST_CASE("Cockatrice's lists: the edge cases") {
    const Read r = read(R"(
// DeckName

   // Comment 1

//
//Comment [two]
//(test) Æ ’ | / (3)


// Mainboard (11 cards)
Æther Adept
2x Fire // Ice
1 Minsc & Boo, Timeless Heroes
3 Pain/Suffering
4X [B] Forest (3)


// Sideboard (11 cards)

5x [WTH] Nature’s Resurgence
6X Gaea's Skyfolk
7  B.F.M. (Big Furry Monster)



)");
    CHECK(r.name == "DeckName");
    CHECK(r.notes == "Comment 1\n\nComment [two]\n(test) Æ ’ | / (3)");
    CHECK(r.main == Rows{{"Aether Adept", 1},
                         {"Fire // Ice", 2},
                         {"Minsc & Boo, Timeless Heroes", 1},
                         {"Pain // Suffering", 3},
                         {"Forest", 4}});
    CHECK(r.side == Rows{{"Nature's Resurgence", 5},
                         {"Gaea's Skyfolk", 6},
                         {"B.F.M. (Big Furry Monster)", 7}});
}

TEST_CASE("Cockatrice's lists: comments before the cards") {
    const Read r = read("// Title from website.com\n"
                        "// A nice deck\n"
                        "// With nice cards\n"
                        "\n"
                        "// Mainboard\n"
                        "1 test1\n"
                        "Sideboard\n"
                        "2 test2\n");
    CHECK(r.name == "Title from website.com");
    CHECK(r.notes == "A nice deck\nWith nice cards");
    CHECK(r.main == Rows{{"test1", 1}});
    CHECK(r.side == Rows{{"test2", 2}});
}

TEST_CASE("Cockatrice's lists: MainBoard: 3 cards as a header line") {
    const Read r = read("// Deck Name\n"
                        "\n"
                        "MainBoard: 3 cards\n"
                        "3 card\n"
                        "\n"
                        "SideBoard: 2 cards\n"
                        "2 sidecard\n");
    CHECK(r.name == "Deck Name");
    CHECK(r.notes.empty());
    CHECK(r.main == Rows{{"card", 3}});
    CHECK(r.side == Rows{{"sidecard", 2}});
}

TEST_CASE("Cockatrice's lists: a card named like a section is a card") {
    const Read r = read("6 Deck of Cards But Animated\n"
                        "\n"
                        "7 Sideboard Card\n");
    CHECK(r.main == Rows{{"Deck of Cards But Animated", 6}});
    CHECK(r.side == Rows{{"Sideboard Card", 7}});
}

TEST_CASE("Deckhand's own reading beside Cockatrice's: a comment after a card is not its name") {
    const Read r = read("4 Mountain // the lands\n2 Fire // Ice\n");
    CHECK(r.main == Rows{{"Mountain", 4}, {"Fire // Ice", 2}});
}

TEST_CASE("Deckhand's own reading beside Cockatrice's: SB: before a name without a quantity") {
    const Read r = read("2 Island\nSB: Mountain\n1 Forest\n");
    CHECK(r.main == Rows{{"Island", 2}, {"Forest", 1}});
    CHECK(r.side == Rows{{"Mountain", 1}});
}

TEST_CASE("Deckhand's own reading beside Cockatrice's: SB: in a game without a side deck") {
    auto pack = io::readGamePack(R"(<game-pack format="1" id="one" name="One" rules="none.txt">
  <sections><section id="main" name="Deck"/></sections>
  <formats><format id="f"><deck-size id="size" min="1" cite="none"/></format></formats>
</game-pack>)",
                                 "one.xml");
    REQUIRE(pack.ok());
    const core::CardCatalogue none(pack.value.game);
    auto list = io::readDeckText("4 Island\nSB: 2 Mountain\n", "d.txt");
    REQUIRE(list.ok());
    auto deck = core::resolveDeck(list.value, none, nullptr, true);
    REQUIRE(deck.errors.size() == 1);
    // Column 7: the card's name, where every card line's errors point.
    CHECK(deck.errors[0].str() ==
          "d.txt:2:7: 'SB:' marks a side-deck card, but One has no side deck (sections: Deck).");
}
