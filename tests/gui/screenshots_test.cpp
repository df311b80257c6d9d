// SPDX-License-Identifier: GPL-3.0-or-later

// Not a test: the screenshots in docs/screenshots, taken the way a user would see the window.
// Hidden from normal runs; run `gui_tests "[screenshots]"` under
// xvfb-run -a -s "-screen 0 1280x800x24" with DECKHAND_SCREENSHOTS set to the folder to write.

#include "add_cards_dialog.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/collection_panel.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/deck_faces_panel.hpp"
#include "deckhand/gui/deck_stats_panel.hpp"
#include "deckhand/gui/goldfish_panel.hpp"
#include "deckhand/gui/limited_lists_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "profile/stores.hpp"
#include "screenshot.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <wx/choice.h>
#include <wx/spinctrl.h>
#include <wx/srchctrl.h>
#include <wx/uiaction.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

struct Shot {
    const char* game;
    const char* deck;
    const char* search;
    const char* format; ///< nullptr: the game's default
};

/// One game's screens: its sample deck and a need for the odds, from the game's own fields.
struct Tools {
    const char* game;
    const char* deck;
    const char* format; ///< nullptr: the game's default
    int needCount;
    const char* needField;
    const char* needValue;
};

/// Copies of most of the deck's lines, in a few finishes and places, as a player's collection
/// looks: some lines complete, some short of a copy, every fourth not owned at all.
void ownSome(app::ProfileSession& session, const std::string& game, const core::Deck& deck) {
    int line = 0;
    for (const auto& section : deck.sections)
        for (const auto& e : section.entries) {
            const int kind = line++ % 4;
            if (!e.printing || kind == 3) continue;
            db::CollectionItem item;
            item.game = game;
            item.set = e.printing->set();
            item.number = e.printing->number();
            item.name = e.printing->name();
            item.quantity =
                kind == 2 ? std::max(1, e.quantity - 1) : e.quantity + (kind == 1 ? 1 : 0);
            item.finish = kind == 1 ? "foil" : "normal";
            item.trade = kind == 1 ? 1 : 0;
            item.location = kind == 0 ? "Binder 1" : "Box A";
            collectionOf(session).add(item);
        }
}

} // namespace

TEST_CASE("screenshots of the tools for each game", "[.screenshots]") {
    REQUIRE(std::getenv("DECKHAND_SCREENSHOTS") != nullptr); // the folder to write
    const Tools games[] = {
        {"plu", "legal.txt", nullptr, 2, "weight", "Light"},
        {"vstage", "legal.txt", nullptr, 2, "kind", "Character"},
        {"bankroll", "legal.txt", nullptr, 1, "kind", "Action"},
        {"linkframe", "legal-both.txt", nullptr, 1, "color", "Blue"},
        {"power", "custom-legal.txt", "custom", 1, "kind", "Special"},
    };
    for (const auto& g : games) {
        FrameFixture f;
        REQUIRE(f.frame->selectGame(g.game));
        if (g.format) REQUIRE(f.frame->selectFormat(g.format));
        f.frame->openDeck(deckFile(g.game, g.deck));
        REQUIRE(f.frame->lastCheck());
        REQUIRE(f.frame->saveDeck());
        if (std::string(g.game) == "plu") {
            // A saved deck the newest Limited list breaks (two Iron Palm where one is allowed).
            auto* loaded = f.session->game("plu").value;
            auto deck =
                app::loadGoldfishDeck(*loaded, "", deckFile("plu", "limited-iron-palm-2.txt"));
            REQUIRE(deck.ok());
            decksOf(*f.session)
                .save({.game = "plu",
                       .format = "tournament",
                       .name = "Two Palms",
                       .notes = "",
                       .tags = std::nullopt,
                       .entries = app::toStored(deck.value)});
        }
        ownSome(*f.session, g.game, f.frame->lastCheck()->deck);
        // What the panel tells the rest of the window after a change of the collection.
        f.frame->collection()->refresh();
        f.frame->collection()->onChanged();

        f.frame->showPane(MainFrame::PaneCollection);
        screenshot(f.frame, std::string("gui-collection-") + g.game);

        f.frame->showPane(MainFrame::PaneGoldfish);
        GoldfishPanel* goldfish = f.frame->goldfish();
        goldfish->addNeed(g.needCount, g.needField, g.needValue);
        REQUIRE(goldfish->needs().size() == 1);
        goldfish->byTurnSpin()->SetValue(3);
        goldfish->trialsChoice()->SetSelection(0); // 10,000 games
        goldfish->calculate();
        REQUIRE(waitFor([&] { return !goldfish->busy(); }, 60000));
        INFO(goldfish->status());
        CHECK(goldfish->rows().size() == 4);
        screenshot(f.frame, std::string("gui-goldfish-") + g.game);

        f.frame->showPane(MainFrame::PaneStats);
        CHECK(f.frame->deckStats()->stats().cards > 0);
        screenshot(f.frame, std::string("gui-deck-stats-") + g.game);

        f.frame->showPane(MainFrame::PaneLists);
        screenshot(f.frame, std::string("gui-limited-lists-") + g.game);

        f.frame->showPane(MainFrame::PaneFaces);
        CHECK_FALSE(f.frame->deckFaces()->grid()->groups().empty());
        screenshot(f.frame, std::string("gui-deck-faces-") + g.game);
    }
}

TEST_CASE("screenshots of the deck builder for each game", "[.screenshots]") {
    REQUIRE(std::getenv("DECKHAND_SCREENSHOTS") != nullptr); // the folder to write
    const Shot shots[] = {
        {"plu", "legal.txt", "iron", nullptr},       {"vstage", "legal.txt", "", nullptr},
        {"bankroll", "legal.txt", "heist", nullptr}, {"linkframe", "legal.txt", "", nullptr},
        {"power", "custom-legal.txt", "", "custom"},
    };
    for (const auto& shot : shots) {
        FrameFixture f;
        REQUIRE(f.frame->selectGame(shot.game));
        if (shot.format) REQUIRE(f.frame->selectFormat(shot.format));
        f.frame->openDeck(deckFile(shot.game, shot.deck));
        f.frame->browser()->searchBox()->SetValue(shot.search);
        if (f.frame->browser()->rowCount() > 0) f.frame->browser()->selectRow(0);
        screenshot(f.frame, std::string("gui-browser-") + shot.game);
    }
}

TEST_CASE("screenshot of a broken rule with its cards marked", "[.screenshots]") {
    REQUIRE(std::getenv("DECKHAND_SCREENSHOTS") != nullptr); // the folder to write
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "fighter.txt"));
    const int line = problemFor(*f.frame, "fighter");
    REQUIRE(line >= 0);
    selectProblem(*f.frame->report(), line);
    f.frame->browser()->setFilter("type", "Fighter");
    if (f.frame->browser()->rowCount() > 0) f.frame->browser()->selectRow(0);
    screenshot(f.frame, "gui-validation-plu");
}

TEST_CASE("screenshots of the main window, the card stacks and every tool at 1024x700, 1366x768 "
          "and 1920x1080",
          "[.screenshots]") {
    REQUIRE(std::getenv("DECKHAND_SCREENSHOTS") != nullptr); // the folder to write
    // The screen must hold the largest: xvfb-run -s "-screen 0 1920x1110x24".
    for (const wxSize size : {wxSize(1024, 700), wxSize(1366, 768), wxSize(1920, 1080)}) {
        FrameFixture f;
        f.frame->SetSize(size);
        waitFor([&] { return f.frame->GetSize() == size; });
        REQUIRE(f.frame->selectGame("plu"));
        const std::string at = std::to_string(size.x) + "x" + std::to_string(size.y);
        pump(300);
        screenshot(f.frame, "gui-welcome-" + at); // a fresh profile: the first steps
        f.frame->openDeck(deckFile("plu", "legal.txt"));
        pump(300);
        screenshot(f.frame, "gui-main-" + at);
        // The same deck as card stacks, two cards on the Considering board.
        choose(f.frame->editor()->groupingChoice(), "Card stacks");
        if (f.frame->editor()->selectLine(
                *f.frame->currentGame()->catalogue.byName("focus breath").front()))
            f.frame->editor()->moveSelected("considering", 2);
        pump(300);
        screenshot(f.frame, "gui-stacks-" + at);
        f.frame->editor()->undo();
        choose(f.frame->editor()->groupingChoice(), "Section and Type");
        f.frame->showPane(MainFrame::PaneGoldfish);
        pump(300);
        screenshot(f.frame, "gui-goldfish-" + at);
        f.frame->showPane(MainFrame::PaneFaces);
        // A card in the preview too: drawn from its data, as no image is cached.
        const app::LoadedGame* game = f.frame->currentGame();
        f.frame->preview()->show(game, game->catalogue.byName("iron palm").front());
        pump(300);
        screenshot(f.frame, "gui-deck-faces-" + at);
        // The other tools, with part of the deck owned.
        ownSome(*f.session, "plu", f.frame->editor()->deck());
        f.frame->collection()->refresh();
        const std::pair<const char*, const char*> tools[] = {
            {MainFrame::PaneCollection, "gui-collection-"},
            {MainFrame::PaneLists, "gui-limited-lists-"},
            {MainFrame::PanePacks, "gui-games-"},
            {MainFrame::PaneStats, "gui-deck-stats-"}};
        // The pointer on the menu bar's empty end: no tooltip over the tab.
        wxUIActionSimulator().MouseMove(f.frame->GetScreenPosition() + wxPoint(size.x - 60, 12));
        for (const auto& [pane, name] : tools) {
            f.frame->showPane(pane);
            pump(300);
            screenshot(f.frame, name + at);
        }
    }
}

TEST_CASE("screenshot of Add cards to the collection, after Add & next", "[.screenshots]") {
    REQUIRE(std::getenv("DECKHAND_SCREENSHOTS") != nullptr);
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->showPane(MainFrame::PaneCollection);
    AddCardsDialog dialog(f.frame, *f.session, "plu", {"Binder 1"});
    CollectionPanel* panel = f.frame->collection();
    dialog.onAdd = [&](const db::CollectionItem& item) { return panel->addCopies(item); };
    dialog.lastMessage = [&] { return panel->lastMessage(); };
    dialog.Show();
    dialog.searchBox()->ChangeValue("iron palm");
    wxCommandEvent typed(wxEVT_TEXT, dialog.searchBox()->GetId());
    dialog.searchBox()->ProcessWindowEvent(typed);
    dialog.quantity()->SetValue(3);
    REQUIRE(dialog.addAndNext());
    dialog.searchBox()->ChangeValue("snap");
    dialog.searchBox()->ProcessWindowEvent(typed);
    pump(300);
    screenshot(&dialog, "gui-add-cards");
    dialog.Destroy();
}
