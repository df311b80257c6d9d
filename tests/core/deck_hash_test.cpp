// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/card.hpp"
#include "deckhand/core/deck_hash.hpp"

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdio>
#include <string>

using namespace deckhand::core;

namespace {

DeckEntry line(int qty, std::string name, std::string set = "", std::string number = "") {
    DeckEntry e;
    e.quantity = qty;
    e.name = std::move(name);
    e.set = std::move(set);
    e.number = std::move(number);
    return e;
}

Deck sample() {
    Deck d;
    d.name = "Sample";
    d.section("main").entries = {line(3, "Iron Palm", "PLS1", "007"), line(2, "Quick Jab"),
                                 line(1, "Kaito Blaze")};
    d.section("side").entries = {line(2, "Smoke Bomb")};
    return d;
}

} // namespace

TEST_CASE("deck hash: 8 hex digits, the same for the same deck") {
    const std::string h = deckHash("plu", sample());
    CHECK(h.size() == 8);
    CHECK(h.find_first_not_of("0123456789abcdef") == std::string::npos);
    CHECK(deckHash("plu", sample()) == h);
}

TEST_CASE("deck hash: line order, name case and spacing, set case, split lines and the deck's name "
          "do not matter") {
    const std::string h = deckHash("plu", sample());

    Deck reordered;
    reordered.section("side").entries = {line(2, "smoke bomb")};
    reordered.section("main").entries = {line(1, "KAITO  BLAZE"),
                                         line(3, "iron palm", "pls1", "007"), line(1, "Quick Jab"),
                                         line(1, "quick jab")};
    reordered.name = "Renamed";
    CHECK(deckHash("plu", reordered) == h);

    Deck withEmpty = sample();
    withEmpty.section("tokens");
    withEmpty.section("main").entries.push_back(line(0, "Nothing"));
    CHECK(deckHash("plu", withEmpty) == h);
}

TEST_CASE("deck hash: any card, quantity, printing, section or game change changes it") {
    const std::string h = deckHash("plu", sample());

    Deck qty = sample();
    qty.section("main").entries[1].quantity = 3;
    CHECK(deckHash("plu", qty) != h);

    Deck card = sample();
    card.section("main").entries[1].name = "Snap Kick";
    CHECK(deckHash("plu", card) != h);

    Deck printing = sample();
    printing.section("main").entries[0].number = "008";
    CHECK(deckHash("plu", printing) != h);

    Deck moved = sample();
    moved.section("side").entries.push_back(moved.section("main").entries[1]);
    moved.section("main").entries.erase(moved.section("main").entries.begin() + 1);
    CHECK(deckHash("plu", moved) != h);

    Deck added = sample();
    added.section("side").entries.push_back(line(1, "Hype Crowd"));
    CHECK(deckHash("plu", added) != h);

    CHECK(deckHash("vstage", sample()) != h);
}

TEST_CASE("deck hash: a resolved entry counts as its printing, however the list wrote it") {
    Printing p;
    p.values = {"Iron Palm", "PLS2", "001", "Rare", ""};
    Deck a;
    a.section("main").entries = {line(1, "iron palm")};
    a.section("main").entries[0].printing = &p;
    Deck b;
    b.section("main").entries = {line(1, "Iron Palm", "PLS2", "001")};
    b.section("main").entries[0].printing = &p;
    CHECK(deckHash("plu", a) == deckHash("plu", b));
    CHECK(canonicalDeckText("plu", a).find("1|iron palm|pls2|001") != std::string::npos);

    Printing other = p;
    other.values[FieldNumber] = "002";
    b.section("main").entries[0].printing = &other;
    CHECK(deckHash("plu", a) != deckHash("plu", b));
}

TEST_CASE("deck hash: the canonical text, written by hand, and its FNV-1a folded to 32 bits") {
    // Sections by id, lines by folded name|set|number, each with its quantity.
    const std::string text = "deckhand-deck-1\ngame plu\nsection main\n3|iron palm|pls1|007\n"
                             "1|kaito blaze||\n2|quick jab||\nsection side\n2|smoke bomb||\n";
    CHECK(canonicalDeckText("plu", sample()) == text);
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (const char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    char want[9];
    std::snprintf(want, sizeof want, "%08x",
                  static_cast<unsigned>(static_cast<std::uint32_t>((h >> 32) ^ (h & 0xffffffffU))));
    CHECK(deckHash("plu", sample()) == want);
}
