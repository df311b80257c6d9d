// SPDX-License-Identifier: GPL-3.0-or-later

// The goldfish panel as a player uses it: step through a sample game, ask for the odds of a
// need by turn, see exact and simulated answers side by side and the chart, cancel a long run.
#include "deckhand/gui/goldfish_panel.hpp"
#include "deckhand/gui/scrolled_page.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "screenshot.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <wx/button.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/testing.h>
#include <wx/uiaction.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

// A real mouse click on the button's centre (the X server of the test display sends it).
void click(wxButton* button) {
    REQUIRE(button->IsEnabled());
    wxUIActionSimulator sim;
    const wxRect r = button->GetScreenRect();
    sim.MouseMove(r.x + r.width / 2, r.y + r.height / 2);
    pump(30);
    sim.MouseClick();
    pump(60);
}

// The panel alone in a frame, on screen, with a bundled deck.
struct PanelFixture {
    explicit PanelFixture(const std::string& gameId, const std::string& file) {
        frame = new wxFrame(nullptr, wxID_ANY, "Goldfish", wxPoint(0, 0), wxSize(1275, 600));
        // In a scrolled page, as the tools pane holds it: never squeezed below its best size.
        auto* page = new ScrolledPage(frame);
        panel = page->hold(new GoldfishPanel(page));
        frame->Show();
        frame->Raise();
        pump(150);
        game = library().find(gameId);
        REQUIRE(game);
        auto deck = app::loadGoldfishDeck(*game, "", deckFile(gameId, file));
        REQUIRE(deck.ok());
        panel->setDeck(game, deck.value, file);
        pump(50);
    }
    ~PanelFixture() {
        frame->Destroy();
        pump(50);
    }
    PanelFixture(const PanelFixture&) = delete;
    PanelFixture& operator=(const PanelFixture&) = delete;

    wxFrame* frame = nullptr;
    GoldfishPanel* panel = nullptr;
    const app::LoadedGame* game = nullptr;
};

std::vector<std::string> shownHand(const wxCheckListBox* hand) {
    std::vector<std::string> out;
    for (unsigned i = 0; i < hand->GetCount(); ++i)
        out.push_back(toUtf8(hand->GetString(i)));
    return out;
}

std::vector<std::string> namesOf(const std::vector<const core::Printing*>& cards) {
    std::vector<std::string> out;
    for (const auto* p : cards)
        out.push_back(p->name());
    return out;
}

std::vector<std::string> zone(const core::SampleGame& game, const std::string& name) {
    for (const auto& [z, cards] : game.opening->zones)
        if (z == name) return namesOf(cards);
    return {};
}

} // namespace

TEST_CASE("goldfish panel: a sample game with the game's setup, stepped turn by turn", "[gui]") {
    PanelFixture f("plu", "legal.txt");
    const std::string setup = f.panel->sampleText();
    CHECK(has(setup, "Setup"));
    CHECK(has(setup, "Fighter Zone"));
    CHECK_FALSE(has(setup, "Turn 1"));
    click(f.panel->nextTurnButton());
    CHECK(has(f.panel->sampleText(), "Turn 1"));
    CHECK_FALSE(has(f.panel->sampleText(), "Turn 2"));
    click(f.panel->nextTurnButton());
    CHECK(has(f.panel->sampleText(), "Turn 2"));

    PanelFixture v("vstage", "legal-overnumbered.txt");
    CHECK(has(v.panel->sampleText(), "draw 6"));
}

TEST_CASE("goldfish panel: the odds of a need by turn - exact beside simulated - charted",
          "[gui]") {
    PanelFixture f("plu", "legal.txt");
    CHECK_FALSE(f.panel->calculateButton()->IsEnabled()); // no need yet
    f.panel->addNeed(2, "weight", "Light");
    REQUIRE(f.panel->needs().size() == 1);
    f.panel->byTurnSpin()->SetValue(2);
    f.panel->trialsChoice()->SetSelection(0); // 10,000 games
    click(f.panel->calculateButton());
    REQUIRE(waitFor([&] { return !f.panel->busy(); }, 60000));
    INFO(f.panel->status());
    REQUIRE(f.panel->rows().size() == 3);
    const auto& opening = f.panel->rows().front();
    REQUIRE(opening.exact);
    REQUIRE(opening.simulated);
    CHECK(opening.simulated->trials == 10000);
    // Four standard errors of 10,000 games: a test that fails by chance once in 15,000 runs.
    CHECK(std::abs(*opening.exact - opening.simulated->p) < 0.02);
    for (std::size_t t = 1; t < f.panel->rows().size(); ++t)
        CHECK(f.panel->rows()[t].simulated->p >= f.panel->rows()[t - 1].simulated->p - 0.02);
    CHECK(f.panel->chart()->bars() == 3);
    bool classic = false;
    for (const auto& line : f.panel->figureLines())
        classic = classic || has(line, "Classic Combo");
    CHECK(classic);
    CHECK(has(f.panel->status(), "Turns 0 to 2"));

    // A need the game cannot read is refused with the reason, not added.
    f.panel->addNeed(1, "colour", "Red");
    CHECK(f.panel->needs().size() == 1);
    CHECK(has(f.panel->status(), "cannot be used"));
}

TEST_CASE("goldfish panel: a long simulation shows progress and stops on Cancel", "[gui]") {
    PanelFixture f("linkframe", "legal-both.txt");
    f.panel->addNeed(1, "type", "AC");
    f.panel->byTurnSpin()->SetValue(20);
    f.panel->trialsChoice()->SetSelection(2); // 1,000,000 games a turn
    click(f.panel->calculateButton());
    CHECK(f.panel->busy());
    CHECK(f.panel->cancelButton()->IsEnabled());
    click(f.panel->cancelButton());
    REQUIRE(waitFor([&] { return !f.panel->busy(); }, 30000));
    CHECK(has(f.panel->status(), "Cancelled"));
    CHECK(f.panel->rows().size() < 21);
    CHECK(f.panel->calculateButton()->IsEnabled());
}

TEST_CASE("goldfish panel: the player ticks the cards of a partial mulligan", "[gui]") {
    // VStage (Game Setup 3): keep any, the rest to the bottom, draw as many, shuffle.
    PanelFixture v("vstage", "legal.txt");
    REQUIRE(v.panel->choosingOpening());
    wxCheckListBox* hand = v.panel->handList();
    REQUIRE(hand->GetCount() == 6);
    CHECK(hand->IsEnabled());
    CHECK(v.panel->keepButton()->IsEnabled());
    CHECK_FALSE(has(v.panel->sampleText(), "Turn 1"));
    const auto before = shownHand(hand);
    const int deckBefore = v.panel->sample()->opening->deck;

    // Nothing ticked: the mulligan is refused with what to do.
    std::string message;
    wxTEST_DIALOG(click(v.panel->mulliganButton()), CaptureMessageBox(&message));
    CHECK(has(message, "Tick the cards to put on the bottom"));
    CHECK(shownHand(hand) == before);

    hand->Check(1);
    hand->Check(4);
    screenshot(v.frame, "gui-goldfish-mulligan");
    click(v.panel->mulliganButton());
    const auto after = shownHand(hand);
    REQUIRE(after.size() == 6);
    // The four not ticked stay, in order, then two new cards.
    CHECK(std::vector<std::string>(after.begin(), after.begin() + 4) ==
          std::vector<std::string>{before[0], before[2], before[3], before[5]});
    // The two new ones are the cards drawn for them.
    CHECK(has(v.panel->sampleText(), "draw 2: " + after[4] + ", " + after[5]));
    // The ticked two went to the bottom of the deck: the deck holds as many cards as before.
    CHECK(
        has(v.panel->sampleText(), "to the bottom: " + before[1] + ", " + before[4] + "; draw 2"));
    CHECK(v.panel->sample()->opening->deck == deckBefore);
    CHECK(v.panel->sample()->opening->zones.empty());
    // One mulligan only: the button is off; Keep starts turn 1.
    CHECK_FALSE(v.panel->mulliganButton()->IsEnabled());
    click(v.panel->keepButton());
    CHECK_FALSE(v.panel->choosingOpening());
    CHECK(has(v.panel->sampleText(), "Turn 1"));
    CHECK_FALSE(has(v.panel->sampleText(), "Turn 2"));
    CHECK(hand->GetCount() == 0);
    click(v.panel->nextTurnButton());
    CHECK(has(v.panel->sampleText(), "Turn 2"));

    // The Link-frame game (Game preparation 4): discard any, draw as many.
    PanelFixture l("linkframe", "legal.txt");
    REQUIRE(l.panel->choosingOpening());
    REQUIRE(l.panel->handList()->GetCount() == 4);
    const auto dealt = shownHand(l.panel->handList());
    l.panel->handList()->Check(0);
    l.panel->handList()->Check(2);
    click(l.panel->mulliganButton());
    const auto drawn = shownHand(l.panel->handList());
    REQUIRE(drawn.size() == 4);
    CHECK(drawn[0] == dealt[1]);
    CHECK(drawn[1] == dealt[3]);
    CHECK(zone(*l.panel->sample(), "discard") == std::vector<std::string>{dealt[0], dealt[2]});
    CHECK(has(l.panel->sampleText(), "discard: " + dealt[0] + ", " + dealt[2] + "; draw 2"));
    CHECK(has(l.panel->sampleText(), "draw 2: " + drawn[2] + ", " + drawn[3]));
}

TEST_CASE("goldfish panel: a whole-hand mulligan, and a game without one", "[gui]") {
    // PLU's Re-Draw (HOW TO BEGIN A GAME): the whole hand leaves the game, draw 5.
    PanelFixture p("plu", "legal.txt");
    REQUIRE(p.panel->choosingOpening());
    const auto dealt = shownHand(p.panel->handList());
    REQUIRE(dealt.size() == 6);
    CHECK_FALSE(p.panel->handList()->IsEnabled()); // nothing to choose
    click(p.panel->mulliganButton());
    CHECK(p.panel->handList()->GetCount() == 5);
    auto removed = zone(*p.panel->sample(), "removed");
    auto expected = dealt;
    std::sort(removed.begin(), removed.end());
    std::sort(expected.begin(), expected.end());
    CHECK(removed == expected);
    CHECK(has(p.panel->sampleText(), "removed from the game; shuffle, draw 5"));
    CHECK_FALSE(p.panel->mulliganButton()->IsEnabled());
    click(p.panel->keepButton());
    CHECK(has(p.panel->sampleText(), "Turn 1"));

    // Bankroll has no mulligan: no choice waits, the turns go on.
    PanelFixture b("bankroll", "legal.txt");
    CHECK_FALSE(b.panel->choosingOpening());
    CHECK_FALSE(b.panel->keepButton()->IsEnabled());
    CHECK_FALSE(b.panel->mulliganButton()->IsEnabled());
    click(b.panel->nextTurnButton());
    CHECK(has(b.panel->sampleText(), "Turn 1"));
}

TEST_CASE("goldfish panel: needs added and removed keep the sample game, are not repeated, are "
          "counted, and old odds go with them",
          "[gui]") {
    PanelFixture f("plu", "legal.txt");
    const std::string dealt = f.panel->sampleText();
    REQUIRE_FALSE(dealt.empty());
    f.panel->addNeed(2, "weight", "Light");
    CHECK(f.panel->sampleText() == dealt); // adding a need does not deal again
    CHECK(has(f.panel->status(), "Needs: 1."));
    // Its exact odds at once, without Calculate or a simulation, for the turns that have one:
    // 0 and 1 (from turn 2 cards leave the hand in the Attack Phase, a play decision).
    REQUIRE(f.panel->rows().size() == 2);
    CHECK(f.panel->rows().back().exact);
    CHECK_FALSE(f.panel->rows().back().simulated);
    CHECK(has(f.panel->status(),
              "Exact odds for turns 0 to 1; Calculate to simulate them too and the later turns."));
    // The same need again is refused with a word, not listed twice.
    f.panel->addNeed(2, "weight", "Light");
    CHECK(f.panel->needs().size() == 1);
    CHECK(f.panel->needList()->GetCount() == 1);
    CHECK(has(f.panel->status(), "is a need already"));
    f.panel->addNeed(1, "weight", "Heavy");
    CHECK(f.panel->needs().size() == 2);
    CHECK(has(f.panel->status(), "Needs: 2."));

    f.panel->byTurnSpin()->SetValue(1);
    f.panel->trialsChoice()->SetSelection(0);
    click(f.panel->calculateButton());
    REQUIRE(waitFor([&] { return !f.panel->busy(); }, 60000));
    REQUIRE(f.panel->rows().size() == 2);
    REQUIRE(f.panel->chart()->bars() == 2);

    // Removed with the mouse: the count follows and the odds of the old needs are gone.
    f.panel->needList()->SetSelection(1);
    click(f.panel->removeNeedButton());
    CHECK(f.panel->needs() == std::vector<std::string>{"2 weight=Light"});
    CHECK(f.panel->needList()->GetCount() == 1);
    CHECK(has(f.panel->status(), "Needs: 1."));
    // The remaining need's exact odds, worked out at once (turns 0 and 1), not simulated: the
    // simulated ones were for the old needs.
    REQUIRE(f.panel->rows().size() == 2);
    for (const auto& row : f.panel->rows()) {
        CHECK(row.exact);
        CHECK_FALSE(row.simulated);
    }
    CHECK(f.panel->chart()->bars() == 2);
    CHECK(f.panel->sampleText() == dealt);
}

TEST_CASE("goldfish panel: what the card data lacks is said instead of 0% odds", "[gui]") {
    // P.O.W.E.R.'s bundled cards have no BQ numbers: no card ever reaches the HQ.
    PanelFixture f("power", "infantry.txt");
    f.panel->addNeed(1, "kind", "Unit");
    REQUIRE(f.panel->needs().size() == 1);
    f.panel->byTurnSpin()->SetValue(2);
    f.panel->trialsChoice()->SetSelection(0);
    click(f.panel->calculateButton());
    REQUIRE(waitFor([&] { return !f.panel->busy(); }, 60000));
    INFO(f.panel->status());
    REQUIRE(f.panel->rows().size() == 3);
    for (const auto& row : f.panel->rows()) {
        CHECK_FALSE(row.exact);
        CHECK_FALSE(row.simulated);
    }
    CHECK(has(f.panel->status(),
              "No odds: none of the deck's cards has a value in BQ # (bq), which the flip step "
              "needs"));
    CHECK_FALSE(has(f.panel->status(), "simulated"));
}

TEST_CASE("goldfish panel: the sample game says why no card leaves P.O.W.E.R.'s Build Queue",
          "[gui]") {
    PanelFixture f("power", "infantry.txt");
    pump(100);
    CHECK(has(f.panel->sampleNote(), "The bundled card data has no BQ values yet, so only the "
                                     "deal is shown"));
    // On screen, above the game, whole: wrapped inside the panel, not cut at its edge.
    auto* note =
        dynamic_cast<wxStaticText*>(wxWindow::FindWindowByName("About this sample game", f.panel));
    REQUIRE(note);
    CHECK(note->IsShownOnScreen());
    CHECK(has(toUtf8(note->GetLabel()), "BQ values yet"));
    const wxRect shown(note->GetScreenPosition(), note->GetSize());
    const wxRect panel(f.panel->GetScreenPosition(), f.panel->GetSize());
    CHECK(panel.Contains(shown));
    CHECK(note->GetSize().y >= 2 * note->GetCharHeight()); // the long note on several lines
}

TEST_CASE("goldfish panel: each game's sample game says what it leaves out, the game's own "
          "words",
          "[gui]") {
    PanelFixture f("plu", "legal.txt");
    CHECK(has(f.panel->sampleNote(),
              "Not modelled: a Re-Draw declared at the end of a later Replenish Phase"));
    CHECK_FALSE(has(f.panel->sampleNote(), "Build Queue"));
}

TEST_CASE("goldfish at 1024x700: the sample game above the odds, the table and the chart whole "
          "in the window, the needs beside them",
          "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    // The window 1024x700 as layout-check sizes it (its menu bar and toolbar inside that).
    f.frame->SetSize(f.frame->FromDIP(wxSize(1024, 700)));
    pump(400);
    f.frame->showPane(MainFrame::PaneGoldfish);
    pump(800);
    GoldfishPanel* panel = f.frame->goldfish();
    REQUIRE(panel->IsShownOnScreen());
    const auto rect = [](const wxWindow* w) {
        return wxRect(w->GetScreenPosition(), w->GetSize());
    };
    // What the workspace shows without scrolling (a tool larger than it scrolls).
    const wxRect room = rect(panel->GetParent()).Intersect(rect(f.frame));
    const wxRect table = rect(panel->oddsTable());
    const wxRect needs = rect(panel->needList());
    INFO("panel " << room.x << "," << room.y << " " << room.width << "x" << room.height
                  << "; table " << table.x << "," << table.y << " " << table.width << "x"
                  << table.height);
    // Stacked at this width: the odds below the sample game's note.
    CHECK(table.y > rect(panel->tableFaces()).GetBottom());
    // The table whole inside the window, with room for its heading and three turns' rows.
    CHECK(room.Contains(table));
    CHECK(table.height >= panel->oddsTable()->GetCharHeight() * 5);
    // Five rows of odds (by turn 4: turns 0 to 4) all in view under the table's heading: two
    // were cut before the status went onto Calculate's row and the note between the sample
    // game's controls, and one before Mulligan and Keep went beside the opening hand.
    panel->addNeed(1, "type", "Attack");
    panel->byTurnSpin()->SetValue(4);
    panel->trialsChoice()->SetSelection(0);
    panel->calculate();
    REQUIRE(waitFor([&] { return !panel->busy(); }, 60000));
    pump(100);
    wxListCtrl* odds = panel->oddsTable();
    REQUIRE(odds->GetItemCount() == 5);
    wxRect last;
    REQUIRE(odds->GetItemRect(4, last));
    INFO("turn 4's row " << last.y << "+" << last.height << " in a table " << table.height
                         << " high");
    CHECK(last.y > 0);
    CHECK(last.GetBottom() < table.height);
    // The status is still shown, whole in the window, on Calculate's row.
    wxStaticText* status = nullptr;
    for (wxWindow* w = panel->calculateButton()->GetParent(); auto* child : w->GetChildren())
        if (auto* text = dynamic_cast<wxStaticText*>(child);
            text && text->GetLabel() == toWx(panel->status()))
            status = text;
    REQUIRE(status);
    const wxRect calculate = rect(panel->calculateButton());
    INFO("status " << rect(status).x << "," << rect(status).y << " " << rect(status).width << "x"
                   << rect(status).height << "; Calculate " << calculate.x << "," << calculate.y);
    CHECK(status->IsShownOnScreen());
    CHECK(room.Contains(rect(status)));
    CHECK(rect(status).Intersects(wxRect(room.x, rect(panel->calculateButton()).y, room.width,
                                         panel->calculateButton()->GetSize().y)));
    // The pack's note on its sample game whole in the window too, above the game.
    auto* note =
        dynamic_cast<wxStaticText*>(wxWindow::FindWindowByName("About this sample game", panel));
    REQUIRE(note);
    CHECK(note->IsShownOnScreen());
    CHECK(room.Contains(rect(note)));
    CHECK(rect(note).GetBottom() < rect(panel->tableFaces()).y);
    // The opening hand beside the game: Mulligan and Keep beside its list, which shows four of
    // the six cards (it showed two with the buttons under it).
    const wxRect hand = rect(panel->handList());
    const wxRect mulligan = rect(panel->mulliganButton());
    const wxRect keep = rect(panel->keepButton());
    INFO("hand " << hand.x << "," << hand.y << " " << hand.width << "x" << hand.height
                 << "; Mulligan " << mulligan.x << "," << mulligan.y << "; Keep " << keep.x << ","
                 << keep.y);
    CHECK(room.Contains(mulligan));
    CHECK(room.Contains(keep));
    CHECK(mulligan.x >= hand.GetRight());
    CHECK(keep.y > mulligan.GetBottom());
    REQUIRE(panel->handList()->GetCount() == 6);
    CHECK(panel->handList()->HitTest(wxPoint(10, panel->handList()->GetClientSize().y - 3)) >= 3);
    const wxRect chart = rect(panel->chart());
    INFO("chart " << chart.x << "," << chart.y << " " << chart.width << "x" << chart.height
                  << "; needs " << needs.x << "," << needs.y << " " << needs.width << "x"
                  << needs.height);
    CHECK(room.Contains(chart));
    // The needs beside the results, not above them.
    CHECK(needs.x + needs.width <= table.x);
    CHECK(needs.GetBottom() > table.y);
}
