// SPDX-License-Identifier: GPL-3.0-or-later

// Not a test: makes the profile that tests/data/profiles/vN/ is dumped from, with data in every
// table, through the program's own commands and the card editor. Hidden from normal runs:
//   DECKHAND_FIXTURE_PROFILE=DIR app_tests "[.make-fixture]"
// then tests/data/profiles/dump_profile.py DIR/user.sqlite "how" > vN/user.sql (and catalogue).

#include "cli_runner.hpp"
#include "deckhand/app/card_editor.hpp"
#include "deckhand/app/profile_session.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>

using namespace deckhand;
using namespace deckhand::test;

TEST_CASE("make the profile a schema fixture is dumped from", "[.make-fixture]") {
    const char* dir = std::getenv("DECKHAND_FIXTURE_PROFILE");
    REQUIRE(dir != nullptr);
    const std::filesystem::path profile(dir);
    auto cli = [&](std::vector<std::string> args) {
        const auto r = runCli(profile, std::move(args));
        INFO(r.err);
        REQUIRE(r.code == 0);
    };
    cli({"games"});
    cli({"collection", "add", "--game", "plu", "--set", "PLS1", "--number", "007", "-n", "3",
         "--location", "Binder 1", "--language", "Traditional Chinese"});
    cli({"collection", "add", "--game", "vstage", "--set", "VS00", "--number", "001", "-n", "2"});
    cli({"collection", "wish", "--game", "plu", "-n", "2", "Meteor Drop"});
    cli({"deck", "save", "--game", "plu", "--tag", "aggro", deckPath("plu", "legal.txt")});
    cli({"subscribe", "--kind", "images", "--game", "plu", "--no-update",
         "https://example.org/plu/{set}/{number}.png"});
    // The card editor's edits (card_edit) and a set's name and date (set_edit).
    app::ProfileSession session(profile, DECKHAND_RESOURCES_DIR);
    app::CardEditor editor(session, "plu");
    const int rooftop = editor.find("PLS1", "004");
    REQUIRE(rooftop >= 0);
    auto values = editor.cards()[static_cast<std::size_t>(rooftop)].values;
    values[core::FieldText] = "SAMPLE CARD. 1PT: draw 2 cards, then discard 1 card.";
    REQUIRE(editor.update(rooftop, values).empty());
    const int voltine = editor.find("PLS1", "002");
    REQUIRE(voltine >= 0);
    editor.remove(voltine);
    REQUIRE(editor.editSet("PLS1", "First Bell", "2025-11-01").empty());
    editor.save();
}
