// SPDX-License-Identifier: GPL-3.0-or-later

// The game packs panel on a real profile: the installed games with their card files, a pack
// installed from a file, card data imported with progress, refusals that say what and where;
// the example packs offered apart and added with a click, and a deck of one judged in the
// report panel by the rotation in force.
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/games_panel.hpp"
#include "deckhand/gui/main_frame.hpp"
#include "deckhand/gui/report_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "screenshot.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <unistd.h>
#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/frame.h>
#include <wx/uiaction.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;
namespace fs = std::filesystem;

namespace {

int rowOf(GamesPanel& panel, const std::string& id) {
    for (unsigned r = 0; r < static_cast<unsigned>(panel.gameList()->GetItemCount()); ++r)
        if (toUtf8(panel.gameList()->GetTextValue(r, 1)) == id) return static_cast<int>(r);
    return -1;
}

int printings(GamesPanel& panel, const std::string& id) {
    const int r = rowOf(panel, id);
    return r < 0 ? -1
                 : std::stoi(toUtf8(panel.gameList()->GetTextValue(static_cast<unsigned>(r), 2)));
}

} // namespace

TEST_CASE("games panel: the installed games - a pack from a file - card data with progress",
          "[gui]") {
    SessionFrame f("Games", 1000, 400);
    const fs::path& dir = f.dir.path;
    {
        app::ProfileSession& session = *f.session;
        wxFrame* frame = f.frame;
        auto* panel = new GamesPanel(frame, session);
        frame->Layout();
        std::vector<std::string> changed;
        panel->onGamesChanged = [&](const std::string& id) { changed.push_back(id); };
        pump(100);
        CHECK(panel->gameList()->GetItemCount() == 5);
        const int before = printings(*panel, "plu");
        CHECK(before > 0);
        screenshot(frame, "games");

        // A tiny game pack with its card data beside it.
        fs::create_directories(dir / "tiny" / "cards");
        std::ofstream(dir / "tiny" / "game.xml")
            << "<game-pack format=\"1\" id=\"tiny\" name=\"Tiny Game\">\n"
               "  <fields><field id=\"type\" type=\"enum\" "
               "required=\"true\"><value>Unit</value></field></fields>\n"
               "  <cards file=\"cards/cards.csv\"/>\n"
               "  <formats><format id=\"open\"><deck-size id=\"size\" min=\"1\" "
               "cite=\"Rules\"/></format></formats>\n"
               "</game-pack>\n";
        std::ofstream(dir / "tiny" / "cards" / "cards.csv")
            << "name,set,number,type\nAlpha,T1,001,Unit\n";
        CHECK(panel->installPack((dir / "tiny" / "game.xml").string()).empty());
        CHECK(panel->gameList()->GetItemCount() == 6);
        CHECK(printings(*panel, "tiny") == 1);
        REQUIRE(!changed.empty());

        // A pack with a typo is refused with where, and nothing is installed.
        std::ofstream(dir / "broken.xml") << "<game-pack format=\"1\" id=\"broken\" "
                                             "name=\"Broken\">\n  <feilds/>\n</game-pack>\n";
        const std::string refused = panel->installPack((dir / "broken.xml").string());
        CHECK(has(refused, "The game pack was not installed"));
        CHECK(has(refused, "broken.xml:2:"));
        CHECK(panel->gameList()->GetItemCount() == 6);

        // Cockatrice card data into Powerline Ultra, with progress.
        std::size_t lastDone = 0, lastTotal = 0;
        changed.clear();
        const std::string cards =
            (fs::path(DECKHAND_TEST_DATA) / "cards" / "cockatrice" / "cards.xml").string();
        CHECK(panel
                  ->importCards("plu", cards,
                                [&](std::size_t done, std::size_t total) {
                                    lastDone = done;
                                    lastTotal = total;
                                })
                  .empty());
        CHECK(lastTotal > 0);
        CHECK(lastDone == lastTotal);
        CHECK(printings(*panel, "plu") == before + static_cast<int>(lastTotal));
        CHECK(changed == std::vector<std::string>{"plu"});
        CHECK(has(panel->lastMessage(), "printings added"));

        std::ofstream(dir / "bad.csv")
            << "name,set,number,rarity,type\nGamma,T9,001,common,Nonsense\n";
        const std::string bad = panel->importCards("plu", (dir / "bad.csv").string());
        CHECK(has(bad, "Nothing was imported"));
        CHECK(has(bad, "bad.csv:2:"));
        CHECK(printings(*panel, "plu") == before + static_cast<int>(lastTotal));

        // Card data with no numbers (Cockatrice's own fixture: five <set> lines, none with a
        // num): imported, and the numbers Deckhand gave are said, not left silent.
        const fs::path real = fs::path(DECKHAND_TEST_DATA) / "real";
        CHECK(panel->installPack((real / "packs" / "cockatrice-fixture.xml").string()).empty());
        CHECK(panel
                  ->importCards("cockatrice-fixture",
                                (real / "cards" / "cockatrice" / "cards.xml").string())
                  .empty());
        CHECK(printings(*panel, "cockatrice-fixture") == 5);
        CHECK(has(panel->lastMessage(), "5 printings had no number; numbered by place in their "
                                        "set"));

        CHECK(has(panel->followPack("http://example.org/game.xml"), "Cannot follow"));
    }
}

TEST_CASE("games panel: the example packs are listed apart, and Add installs one", "[gui]") {
    SessionFrame f("Games examples", 1000, 500);
    app::ProfileSession& session = *f.session;
    auto* panel = new GamesPanel(f.frame, session);
    f.frame->Layout();
    pump(100);
    // The five bundled games are installed; the six examples are offered, none installed, read
    // when the tab first comes into view (the window calls showExamples then).
    CHECK(panel->gameList()->GetItemCount() == 5);
    panel->showExamples();
    wxDataViewListCtrl* examples = panel->exampleList();
    std::vector<std::string> offered;
    for (unsigned r = 0; r < static_cast<unsigned>(examples->GetItemCount()); ++r)
        offered.push_back(toUtf8(examples->GetTextValue(r, 1)));
    CHECK(offered ==
          std::vector<std::string>{"commander", "fab", "lorcana", "onepiece", "pokemon", "yugioh"});
    CHECK_FALSE(panel->addExampleButton()->IsEnabled()); // nothing chosen yet

    // Choose Yu-Gi-Oh! and press Add, as a user does.
    const auto row = static_cast<unsigned>(std::find(offered.begin(), offered.end(), "yugioh") -
                                           offered.begin());
    examples->SelectRow(row);
    wxDataViewEvent chosen(wxEVT_DATAVIEW_SELECTION_CHANGED, examples, examples->RowToItem(row));
    examples->ProcessWindowEvent(chosen);
    REQUIRE(panel->addExampleButton()->IsEnabled());
    wxUIActionSimulator sim;
    wxButton* add = panel->addExampleButton();
    sim.MouseMove(add->GetScreenRect().GetPosition() + add->GetSize() / 2);
    pump(30);
    sim.MouseClick();
    REQUIRE(waitFor([&] { return rowOf(*panel, "yugioh") >= 0; }));
    CHECK(panel->gameList()->GetItemCount() == 6);
    CHECK(printings(*panel, "yugioh") == 0); // rules only: no publisher card data
    CHECK(examples->GetItemCount() == 5);
    for (unsigned r = 0; r < static_cast<unsigned>(examples->GetItemCount()); ++r)
        CHECK(toUtf8(examples->GetTextValue(r, 1)) != "yugioh");
    CHECK(has(panel->lastMessage(), "Installed the game pack"));
    CHECK(has(panel->addExample("no-such-game"), "There is no example pack 'no-such-game'"));
}

TEST_CASE("report panel: a deck of an added example pack names the rotation it was judged by",
          "[gui]") {
    SessionFrame f("Rotation report", 900, 500);
    auto* panel = new GamesPanel(f.frame, *f.session);
    REQUIRE(panel->addExample("pokemon").empty());
    REQUIRE(panel
                ->importCards(
                    "pokemon",
                    (fs::path(DECKHAND_TEST_DATA) / "cards" / "pokemon" / "cards.csv").string())
                .empty());
    auto game = f.session->game("pokemon");
    REQUIRE(game.ok());
    auto format = app::resolveFormat(*game.value, {});
    REQUIRE(format.ok());
    const std::string deck =
        (fs::path(DECKHAND_TEST_DATA) / "decks" / "pokemon" / "regulation.txt").string();
    const auto check = app::checkDeckFile(*game.value, format.value, deck, core::Date{2025, 6, 1});
    panel->Hide();
    auto* report = new ReportPanel(f.frame);
    report->SetSize(f.frame->GetClientSize());
    report->showCheck(check, *game.value);
    pump(50);
    std::string summary = toUtf8(report->summary()->GetLabelText());
    std::replace(summary.begin(), summary.end(), '\n', ' ');
    CHECK(has(summary, "event date 2025-06-01"));
    CHECK(has(summary, "Judged under the 2025 Standard (regulation marks G, H and I; effective "
                       "2025-04-11)."));
    REQUIRE(report->items().size() >= 1);
    CHECK(has(report->items().front().text, "Retired Rod (F)"));
}

TEST_CASE("a game with no cards says so in the browser and offers the ways to get them",
          "[gui][nocards]") {
    FrameFixture f;
    REQUIRE(f.frame->games()->addExample("lorcana").empty());
    REQUIRE(f.frame->selectGame("lorcana"));
    CardBrowser& browser = *f.frame->browser();
    REQUIRE(f.frame->currentGame() != nullptr);
    REQUIRE(f.frame->currentGame()->catalogue.size() == 0);
    pump(50);
    // Where the list would be: what is missing and the three ways, the pack's source first.
    CHECK(browser.noCards()->IsShownOnScreen());
    CHECK_FALSE(browser.list()->IsShown());
    CHECK(browser.countText() == "No cards yet");
    // The verdict pane does not send the player to double-click cards there are none of.
    CHECK(verdict(*f.frame) == "No cards yet");
    CHECK(has(summary(*f.frame), "the card browser says how to get them"));
    CHECK(browser.fetchButton()->IsShown());
    CHECK(toUtf8(browser.fetchButton()->GetLabelText()) == "Fetch the cards");
    CHECK(toUtf8(browser.fetchButton()->GetToolTipText()) ==
          "Every card (LorcanaJSON): https://lorcanajson.org/files/current/en/allCards.json");
    std::string notice = toUtf8(browser.noCards()->GetChildren()[0]->GetLabel());
    std::replace(notice.begin(), notice.end(), '\n', ' '); // wrapped to the pane
    CHECK(has(notice, "Disney Lorcana TCG has no cards in this profile yet"));
    CHECK(has(notice, "(Every card (LorcanaJSON))"));
    bool importAsked = false;
    browser.onImportCards = [&] { importAsked = true; };
    for (wxWindow* child : browser.noCards()->GetChildren())
        if (auto* b = dynamic_cast<wxButton*>(child);
            b && toUtf8(b->GetLabelText()).rfind("Import", 0) == 0) {
            wxCommandEvent click(wxEVT_BUTTON, b->GetId());
            click.SetEventObject(b);
            b->HandleWindowEvent(click);
        }
    CHECK(importAsked);

    // A game with cards lists them: no notice.
    REQUIRE(f.frame->selectGame("plu"));
    pump(50);
    CHECK_FALSE(browser.noCards()->IsShown());
    CHECK(browser.list()->IsShownOnScreen());
    CHECK(browser.rowCount() > 0);
}
