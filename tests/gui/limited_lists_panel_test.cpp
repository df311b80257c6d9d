// SPDX-License-Identifier: GPL-3.0-or-later

// The Limited lists panel on a real profile: the bundled Powerline Ultra versions, which saved
// decks each version breaks, editing a version, a new version, importing a file.
#include "deckhand/app/goldfish.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/gui/limited_lists_panel.hpp"
#include "gui_test_support.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <unistd.h>
#include <wx/frame.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;
namespace fs = std::filesystem;

namespace {

struct ListsFixture : SessionFrame {
    ListsFixture() : SessionFrame("Limited lists", 1000, 640) {
        // A saved deck with two Iron Palm: fine in January 2026, one too many from May.
        auto* g = session->game("plu").value;
        auto deck = app::loadGoldfishDeck(*g, "", deckFile("plu", "limited-iron-palm-2.txt"));
        REQUIRE(deck.ok());
        decksOf(*session).save({.game = "plu",
                                .format = "tournament",
                                .name = "Two Palms",
                                .notes = "",
                                .tags = std::nullopt,
                                .entries = app::toStored(deck.value)});
        panel = new LimitedListsPanel(frame, *session);
        frame->Layout();
        panel->showGame(session->game("plu").value);
        pump(100);
    }
    LimitedListsPanel* panel = nullptr;
};

int limitOf(const LimitedListsPanel& panel, const std::string& card) {
    for (const auto& [name, max] : panel.entries())
        if (name == card) return max;
    return -1;
}

} // namespace

TEST_CASE("limited lists panel: the versions - and the saved decks each one breaks", "[gui]") {
    ListsFixture f;
    REQUIRE(f.panel->versions().size() == 2);
    CHECK(f.panel->selected() == 1); // the newest
    CHECK(f.panel->versions()[1].effective.str() == "2026-05-01");
    CHECK(limitOf(*f.panel, "Iron Palm") == 1);
    REQUIRE(f.panel->broken().size() == 1);
    CHECK(f.panel->broken()[0].deck == "Two Palms");
    CHECK(has(f.panel->broken()[0].problem, "Iron Palm"));

    f.panel->selectVersion(0); // January: two are allowed
    CHECK(limitOf(*f.panel, "Iron Palm") == 2);
    CHECK(f.panel->broken().empty());
}

TEST_CASE("limited lists panel: a game whose formats check no Limited list says so", "[gui]") {
    ListsFixture f;
    CHECK(f.panel->statusText().empty()); // Powerline Ultra's tournament format checks one
    f.panel->showGame(f.session->game("vstage").value);
    CHECK(f.panel->versions().empty());
    CHECK(f.panel->statusText() ==
          "No format of VStage checks a Limited list: a version kept here judges no deck.");
    CHECK(f.panel->newVersion("2026-06-01").empty());
    CHECK(f.panel->statusText() == "New version effective 2026-06-01.");
}

TEST_CASE(
    "limited lists panel: an edit is saved and judged at once; a new version starts as a copy",
    "[gui]") {
    ListsFixture f;
    CHECK(f.panel->setLimit("iron palm", 2).empty()); // the list's spelling is the card's
    CHECK(limitOf(*f.panel, "Iron Palm") == 2);
    CHECK(f.panel->broken().empty());
    CHECK(has(f.panel->setLimit("Nobody", 1), "has no card named 'Nobody'"));

    // The edit is in the profile and in the game the rest of the app validates with.
    const auto stored = limitedListsOf(*f.session).load("plu");
    REQUIRE(stored.size() == 2);
    CHECK(stored[1].maxCopies.at("iron palm") == 2);
    auto* g = f.session->game("plu").value;
    CHECK(g->limited.inForce("plu", *core::Date::parse("2026-06-01"))->maxCopies.at("iron palm") ==
          2);

    CHECK(has(f.panel->newVersion("2026-13-01"), "is not a date"));
    CHECK(has(f.panel->newVersion("2026-05-01"), "already a version"));
    CHECK(f.panel->newVersion("2026-09-01").empty());
    REQUIRE(f.panel->versions().size() == 3);
    CHECK(f.panel->versions()[static_cast<std::size_t>(f.panel->selected())].effective.str() ==
          "2026-09-01");
    CHECK(limitOf(*f.panel, "Iron Palm") == 2);
    CHECK(f.panel->setLimit("Iron Palm", 0).empty());
    REQUIRE(f.panel->broken().size() == 1);
    CHECK(f.panel->deleteVersion().empty());
    CHECK(f.panel->versions().size() == 2);
}

TEST_CASE("limited lists panel: importing a file - a bad one is refused whole with where",
          "[gui]") {
    ListsFixture f;
    const fs::path good = f.dir.path / "list.xml";
    std::ofstream(good) << "<limited-list game=\"plu\" name=\"Limited / Immortalized List\" "
                           "effective=\"2026-08-01\" label=\"August 2026\">\n"
                           "  <card name=\"Iron Palm\" max=\"0\"/>\n</limited-list>\n";
    const app::LoadedGame* before = f.session->game("plu").value;
    CHECK(f.panel->importFile(good.string()).empty());
    CHECK(f.panel->versions().size() == 3);
    // The game in use is the same object, with the new version in force (the deck editor and
    // the browser point into it).
    CHECK(f.session->game("plu").value == before);
    CHECK(before->limited.inForce("plu", *core::Date::parse("2026-08-02"))
              ->maxCopies.at("iron palm") == 0);
    CHECK(has(f.panel->lastMessage(), "August 2026"));

    const fs::path bad = f.dir.path / "bad.xml";
    std::ofstream(bad) << "<limited-list game=\"plu\" effective=\"2026-10-01\">\n  <card "
                          "name=\"Iron Palm\" max=\"lots\"/>\n</limited-list>\n";
    const std::string refused = f.panel->importFile(bad.string());
    CHECK(has(refused, "Nothing was imported"));
    CHECK(has(refused, "bad.xml:2:"));
    CHECK(f.panel->versions().size() == 3);
}

TEST_CASE("limited lists panel: a limit of 0 is called by the selected list's own word", "[gui]") {
    ListsFixture f;
    auto note = [&](const std::string& label) {
        return wxWindow::FindWindowByLabel(wxString::FromUTF8(label), f.panel) != nullptr;
    };
    CHECK(note("0 copies: Immortalized (banned)")); // Powerline Ultra's word
    const fs::path list = f.dir.path / "retired.xml";
    std::ofstream(list) << "<limited-list game=\"plu\" name=\"Retired list\" banned=\"retired\" "
                           "effective=\"2026-08-01\" label=\"August 2026\">\n"
                           "  <card name=\"Iron Palm\" max=\"0\"/>\n</limited-list>\n";
    REQUIRE(f.panel->importFile(list.string()).empty());
    REQUIRE(f.panel->versions().size() == 3);
    f.panel->selectVersion(2);
    CHECK(f.panel->versions()[2].name == "Retired list");
    CHECK(note("0 copies: retired (banned)"));
    f.panel->selectVersion(0);
    CHECK(note("0 copies: Immortalized (banned)"));
}
