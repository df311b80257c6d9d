// SPDX-License-Identifier: GPL-3.0-or-later

// A saved deck's versions read back through the profile session, resolved against the
// game's cards: what the desktop app's deck history compares and restores.
#include "cli_runner.hpp"
#include "deckhand/app/profile_session.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>

using namespace deckhand;

namespace {

int copies(const core::Deck& deck, const std::string& section, const std::string& name) {
    const core::DeckSection* s = deck.findSection(section);
    int n = 0;
    if (s)
        for (const auto& e : s->entries)
            if (e.name == name) n += e.quantity;
    return n;
}

} // namespace

TEST_CASE("loadDeck reads any saved version of a deck, resolved, with its notes") {
    test::ScratchProfile profile("versions");
    app::ProfileSession session(profile.dir(), DECKHAND_RESOURCES_DIR);
    auto game = session.game("plu");
    REQUIRE(game.ok());
    auto decks = decksOf(session);
    const auto first = decks.save({.game = "plu",
                                   .format = "",
                                   .name = "Palm",
                                   .notes = "first notes",
                                   .tags = std::vector<std::string>{"aggro"},
                                   .entries = {{"main", 2, "Iron Palm", "", ""}}});
    const auto second = decks.save({.game = "plu",
                                    .format = "",
                                    .name = "Palm",
                                    .notes = "second notes",
                                    .tags = std::nullopt,
                                    .entries = {{"main", 3, "Iron Palm", "", ""},
                                                {"side", 1, "Quick Jab", "", ""},
                                                {"main", 1, "No Such Card", "", ""}}});
    REQUIRE(second.version == 2);

    auto v1 = session.loadDeck(*game.value, first.deckId, 1);
    REQUIRE(v1.ok());
    CHECK(v1.value.notes == "first notes");
    CHECK(copies(v1.value, "main", "Iron Palm") == 2);
    CHECK(v1.value.findSection("side") == nullptr);
    REQUIRE(v1.value.sections.front().entries.front().printing != nullptr);
    CHECK(v1.value.sections.front().entries.front().printing->name() == "Iron Palm");

    // 0 is the latest; a card the game does not know stays in the deck, unresolved.
    auto latest = session.loadDeck(*game.value, first.deckId, 0);
    REQUIRE(latest.ok());
    CHECK(latest.value.notes == "second notes");
    CHECK(copies(latest.value, "main", "Iron Palm") == 3);
    CHECK(copies(latest.value, "side", "Quick Jab") == 1);
    CHECK(copies(latest.value, "main", "No Such Card") == 1);

    // A version that was never saved is an error naming it, not a crash or an empty deck.
    auto missing = session.loadDeck(*game.value, first.deckId, 7);
    CHECK_FALSE(missing.ok());
    REQUIRE_FALSE(missing.errors.empty());
    CHECK(missing.errors.front().message.find("no version 7") != std::string::npos);
    // Tags kept through the version saved without them.
    CHECK(decks.find("plu", "Palm")->tags == std::vector<std::string>{"aggro"});
}
