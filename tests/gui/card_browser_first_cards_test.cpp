// SPDX-License-Identifier: GPL-3.0-or-later

// While a big game's cards are read on a worker thread, the card browser lists the game's first
// cards by name at once (ProfileSession::readFirstCards), to look at but not yet to add, search
// or sort; the whole game then takes their place and keeps the card selected meanwhile.

#include "deckhand/app/profile_session.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <wx/sizer.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

std::vector<std::string> shownKeys(const CardBrowser& browser) {
    std::vector<std::string> out;
    for (unsigned r = 0; r < browser.rowCount(); ++r)
        out.push_back(browser.printingAt(r)->set() + " " + browser.printingAt(r)->number());
    return out;
}

void activateRow(CardBrowser& browser, unsigned row) {
    auto* model = dynamic_cast<wxDataViewVirtualListModel*>(browser.list()->GetModel());
    REQUIRE(model != nullptr);
    wxDataViewEvent event(wxEVT_DATAVIEW_ITEM_ACTIVATED, browser.list(), model->GetItem(row));
    browser.list()->ProcessWindowEvent(event);
}

} // namespace

TEST_CASE("while a game is read, the browser lists its first cards; the whole game follows",
          "[gui][browser][background]") {
    SessionFrame f("First cards", 1000, 600);
    auto* browser = new CardBrowser(f.frame, *f.session);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(browser, 1, wxEXPAND);
    f.frame->SetSizer(sizer);
    f.frame->Layout();
    int added = 0;
    browser->onActivated = [&](const core::Printing&) { ++added; };
    // What the card pane is told to show, and the game it is a printing of.
    const core::Printing* told = nullptr;
    const app::LoadedGame* toldGame = nullptr;
    browser->onSelected = [&](const core::Printing* p) {
        told = p;
        toldGame = browser->shownGame();
    };

    const auto dir = f.session->dir();
    auto whole = app::ProfileSession::readGame(dir, "plu");
    REQUIRE(whole.ok());
    REQUIRE(whole.value != nullptr);
    const app::LoadedGame& game = *whole.value;
    // The first ten by name, from the whole game by a plain sort.
    std::vector<const core::Printing*> byName;
    for (std::size_t i = 0; i < game.catalogue.size(); ++i)
        byName.push_back(&game.catalogue.at(i));
    std::stable_sort(byName.begin(), byName.end(),
                     [](const auto* a, const auto* b) { return a->foldedName < b->foldedName; });
    std::vector<std::string> firstTen;
    for (std::size_t i = 0; i < 10; ++i)
        firstTen.push_back(byName[i]->set() + " " + byName[i]->number());

    auto first = app::ProfileSession::readFirstCards(dir, "plu", 10);
    REQUIRE(first.ok());
    browser->showFirstCards(std::move(first.value), "Reading Powerline Ultra's 43 printings…");
    CHECK(browser->showingFirstCards());
    CHECK(shownKeys(*browser) == firstTen);
    CHECK(browser->countText() ==
          "Reading Powerline Ultra's 43 printings… The first 10 by name meanwhile.");
    CHECK(browser->cellText(0, CardBrowser::ColName) == byName[0]->name());
    // The filters would offer the first cards' values only: they wait.
    REQUIRE(!browser->filters().empty());
    CHECK_FALSE(browser->filters().front().choice->IsEnabled());
    // Each shows its "Any ..." alone until then: nothing in it to choose yet.
    for (const auto& filter : browser->filters()) {
        CHECK(filter.choice->GetCount() == 1);
        CHECK(filter.choice->GetString(0).StartsWith("Any "));
    }

    // Looked at, not added: the deck is not there yet.
    browser->selectRow(3);
    // The card pane is told the card, a printing of the first cards' game.
    REQUIRE(told != nullptr);
    CHECK(told->set() + " " + told->number() == firstTen[3]);
    REQUIRE(toldGame != nullptr);
    CHECK(toldGame->game.id == "plu");
    CHECK(toldGame->catalogue.size() == 10);
    activateRow(*browser, 3);
    CHECK(added == 0);
    CHECK(has(browser->countText(), "A card goes into the deck once they are read."));
    // Nor sorted: a part of the game would sort wrong.
    browser->sortBy(CardBrowser::ColName, false);
    CHECK(shownKeys(*browser) == firstTen);
    CHECK(has(browser->countText(), "The list is sorted once they are read."));

    // A column made wider meanwhile stays as wide: the whole game has the same columns.
    const unsigned columns = browser->list()->GetColumnCount();
    browser->list()->GetColumn(CardBrowser::ColName)->SetWidth(browser->FromDIP(237));
    pump(50);
    REQUIRE(browser->list()->GetColumn(CardBrowser::ColName)->GetWidth() == browser->FromDIP(237));

    // The whole game: every card, the one selected still selected, and cards can be added.
    browser->setGame(&game);
    pump(50);
    CHECK(browser->list()->GetColumnCount() == columns);
    CHECK(browser->list()->GetColumn(CardBrowser::ColName)->GetWidth() == browser->FromDIP(237));
    CHECK_FALSE(browser->showingFirstCards());
    CHECK(browser->rowCount() == game.catalogue.size());
    REQUIRE(browser->selected() != nullptr);
    CHECK(browser->selected()->set() + " " + browser->selected()->number() == firstTen[3]);
    CHECK(browser->selected() == game.catalogue.bySetNumber(byName[3]->set(), byName[3]->number()));
    // The card pane is told the whole game's printing of it before the first cards go.
    CHECK(told == browser->selected());
    CHECK(toldGame == &game);
    CHECK(browser->filters().front().choice->IsEnabled());
    // The filters offer the whole game's values now: the set filter every set of PLU's cards.
    std::set<std::string> sets;
    for (std::size_t i = 0; i < game.catalogue.size(); ++i)
        sets.insert(game.catalogue.at(i).set());
    REQUIRE(browser->filters().front().field == "set");
    CHECK(browser->filters().front().choice->GetCount() == sets.size() + 1);
    activateRow(*browser, 0);
    CHECK(added == 1);
    // Sorted by set, then the game read again (after an import): the columns are kept, and
    // none shows the sort any more, the list being back in name order.
    browser->sortBy(CardBrowser::ColSet, true);
    REQUIRE(browser->list()->GetColumn(CardBrowser::ColSet)->IsSortKey());
    browser->setGame(&game);
    CHECK(browser->list()->GetColumn(CardBrowser::ColName)->GetWidth() == browser->FromDIP(237));
    for (unsigned c = 0; c < browser->list()->GetColumnCount(); ++c)
        CHECK_FALSE(browser->list()->GetColumn(c)->IsSortKey());
    CHECK(browser->printingAt(0) == byName[0]);

    // Read again (another start): what is typed meanwhile is searched when the game is there.
    auto again = app::ProfileSession::readFirstCards(dir, "plu", 10);
    REQUIRE(again.ok());
    browser->showFirstCards(std::move(again.value), "Reading Powerline Ultra's 43 printings…");
    browser->selectRow(1);
    REQUIRE(told == browser->printingAt(1));
    // A read that fails: the first cards go, and the card pane lets go of theirs.
    browser->showMessage("The cards could not be read");
    CHECK(told == nullptr);
    CHECK(browser->shownGame() == nullptr);
    auto third = app::ProfileSession::readFirstCards(dir, "plu", 10);
    REQUIRE(third.ok());
    browser->showFirstCards(std::move(third.value), "Reading Powerline Ultra's 43 printings…");
    browser->searchBox()->SetValue("kaito");
    CHECK(browser->rowCount() == 0);
    CHECK(has(browser->countText(), "What you asked for is searched once they are read."));
    browser->setGame(&game);
    REQUIRE(browser->rowCount() >= 1);
    for (unsigned row = 0; row < browser->rowCount(); ++row)
        CHECK(has(browser->printingAt(row)->foldedName, "kaito"));

    browser->Destroy(); // before the game it shows
    pump(10);
}
