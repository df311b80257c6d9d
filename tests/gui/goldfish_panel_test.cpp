// The goldfish panel as a player uses it: step through a sample game, ask for the odds of a
// need by turn, see exact and simulated answers side by side and the chart, cancel a long run.
#include "deckhand/gui/goldfish_panel.hpp"
#include "gui_test_support.hpp"
#include "screenshot.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/spinctrl.h>
#include <wx/uiaction.h>


using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

// A real mouse click on the button's centre (the X server of the test display sends it).
void click(wxButton* button)
{
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
    explicit PanelFixture(const std::string& gameId, const std::string& file)
    {
        frame = new wxFrame(nullptr, wxID_ANY, "Goldfish", wxPoint(0, 0), wxSize(1250, 480));
        panel = new GoldfishPanel(frame);
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
    ~PanelFixture() { frame->Destroy(); pump(50); }
    PanelFixture(const PanelFixture&) = delete;
    PanelFixture& operator=(const PanelFixture&) = delete;

    wxFrame* frame = nullptr;
    GoldfishPanel* panel = nullptr;
    const app::LoadedGame* game = nullptr;
};

} // namespace

TEST_CASE("goldfish panel: a sample game with the game's setup, stepped turn by turn", "[gui]")
{
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

TEST_CASE("goldfish panel: the odds of a need by turn - exact beside simulated - charted", "[gui]")
{
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
    for (const auto& line : f.panel->figureLines()) classic = classic || has(line, "Classic Combo");
    CHECK(classic);
    CHECK(has(f.panel->status(), "Turns 0 to 2"));
    click(f.panel->nextTurnButton());
    screenshot(f.frame, "goldfish-plu");

    // A need the game cannot read is refused with the reason, not added.
    f.panel->addNeed(1, "colour", "Red");
    CHECK(f.panel->needs().size() == 1);
    CHECK(has(f.panel->status(), "cannot be used"));
}

TEST_CASE("goldfish panel: a long simulation shows progress and stops on Cancel", "[gui]")
{
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
