// SPDX-License-Identifier: GPL-3.0-or-later

// The desktop app's File > Open recent list: which decks it keeps, in what order. Moved here
// from the GUI tests: none of it needs a window.

#include "deckhand/app/recent_decks.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

using namespace deckhand::app;

TEST_CASE("the recent list: newest first, one entry a deck, eight at most", "[deck][recent]") {
    std::vector<RecentDeck> list;
    for (int id = 1; id <= 10; ++id)
        rememberDeck(list, {RecentDeck::Kind::Saved, "plu", id, "Deck " + std::to_string(id), {}});
    REQUIRE(list.size() == RecentDecksKept);
    CHECK(list.front().deckId == 10);
    CHECK(list.back().deckId == 3);
    // The same deck again (renamed since): moved to the top, not listed twice.
    rememberDeck(list, {RecentDeck::Kind::Saved, "plu", 5, "Renamed", {}});
    CHECK(list.size() == RecentDecksKept);
    CHECK(list.front().name == "Renamed");
    CHECK(std::count_if(list.begin(), list.end(),
                        [](const RecentDeck& d) { return d.deckId == 5; }) == 1);
    // A deck of another game with the same id, and a file, are other decks.
    rememberDeck(list, {RecentDeck::Kind::Saved, "power", 5, "Other", {}});
    rememberDeck(list, {RecentDeck::Kind::File, "plu", 0, {}, "/decks/a.txt"});
    rememberDeck(list, {RecentDeck::Kind::File, "plu", 0, {}, "/decks/a.txt"});
    CHECK(list[0].path == "/decks/a.txt");
    CHECK(list[1].game == "power");
    CHECK(list[2].name == "Renamed");
    CHECK(forgetDeck(list, {RecentDeck::Kind::File, "", 0, {}, "/decks/a.txt"}));
    CHECK_FALSE(forgetDeck(list, {RecentDeck::Kind::File, "", 0, {}, "/decks/a.txt"}));
    CHECK(list.front().game == "power");
}
