// SPDX-License-Identifier: GPL-3.0-or-later

// The card browser's search box read as a query (docs/desktop.md, "Search queries"): typed key
// by key, the list shows the matching cards; a query that cannot be read says where, in the
// browser's count line, with no dialog.

#include "deckhand/app/game_library.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <set>
#include <wx/srchctrl.h>
#include <wx/uiaction.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

std::multiset<std::string> shown(const CardBrowser& browser) {
    std::multiset<std::string> out;
    for (unsigned r = 0; r < browser.rowCount(); ++r)
        out.insert(browser.printingAt(r)->label());
    return out;
}

} // namespace

TEST_CASE("a query typed into the search box shows the matching cards; a broken one says where",
          "[gui][browser][uiaction]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    CardBrowser* browser = f.frame->browser();
    const app::LoadedGame* game = f.frame->currentGame();
    REQUIRE(game);
    // What the query should find, counted from the catalogue by a plain loop.
    const auto type = static_cast<std::size_t>(game->game.fieldIndex("type"));
    const auto weight = static_cast<std::size_t>(game->game.fieldIndex("weight"));
    std::multiset<std::string> wanted;
    for (std::size_t i = 0; i < game->catalogue.size(); ++i) {
        const auto& p = game->catalogue.at(i);
        if ((p.values[type] == "Attack" || p.values[type] == "Utility") &&
            p.values[weight] != "Light")
            wanted.insert(p.label());
    }
    REQUIRE(!wanted.empty());
    REQUIRE(wanted.size() < browser->rowCount());

    wxSearchCtrl* box = browser->searchBox();
    box->Clear();
    wxUIActionSimulator sim;
    sim.MouseMove(box->GetScreenRect().GetPosition() + wxPoint(12, box->GetSize().y / 2));
    box->SetFocus();
    pump(30);
    const std::string query = "(type:attack OR type:utility) -weight:L";
    sim.Text(query.c_str());
    REQUIRE(waitFor([&] { return toUtf8(box->GetValue()) == query; }));
    CHECK(waitFor([&] { return shown(*browser) == wanted; }));
    CHECK(browser->countText() == std::to_string(wanted.size()) + " cards");

    // A broken query: no rows, the reason and its column where the count was; no dialog (a
    // modal one would stop this test).
    sim.Text(" OR");
    REQUIRE(waitFor([&] { return toUtf8(box->GetValue()) == query + " OR"; }));
    CHECK(waitFor([&] { return browser->rowCount() == 0; }));
    CHECK(browser->countText() == "Column 43: expected a search term after OR");
    // Mended, the list comes back, the stages with it.
    std::size_t stages = 0;
    for (std::size_t i = 0; i < game->catalogue.size(); ++i)
        stages += game->catalogue.at(i).values[type] == "Stage" ? 1 : 0;
    REQUIRE(stages > 0);
    sim.Text(" type:stage");
    CHECK(waitFor([&] { return browser->rowCount() == wanted.size() + stages; }));
}
