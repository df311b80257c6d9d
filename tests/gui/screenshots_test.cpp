// Not a test: the screenshots in docs/screenshots, taken the way a user would see the window.
// Hidden from normal runs; run `gui_tests "[screenshots]"` under
// xvfb-run -a -s "-screen 0 1280x800x24" with DECKHAND_SCREENSHOTS set to the folder to write.

#include "deckhand/core/text.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <wx/srchctrl.h>
#include <wx/utils.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

void shoot(const std::string& file)
{
    wxString dir;
    REQUIRE(wxGetEnv("DECKHAND_SCREENSHOTS", &dir));
    pump(400);
    const wxString command = "import -window root " + dir + "/" + toWx(file);
    CHECK(wxExecute(command, wxEXEC_SYNC) == 0);
}

struct Shot {
    const char* game;
    const char* deck;
    const char* search;
    const char* format; ///< nullptr: the game's default
};

} // namespace

TEST_CASE("screenshots of the deck builder for each game", "[.screenshots]")
{
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
        shoot(std::string("gui-browser-") + shot.game + ".png");
    }
}

TEST_CASE("screenshot of a broken rule with its cards marked", "[.screenshots]")
{
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "fighter.txt"));
    const int line = problemFor(*f.frame, "fighter");
    REQUIRE(line >= 0);
    selectProblem(*f.frame->report(), line);
    f.frame->browser()->setFilter("type", "Fighter");
    if (f.frame->browser()->rowCount() > 0) f.frame->browser()->selectRow(0);
    shoot("gui-validation-plu.png");
}
