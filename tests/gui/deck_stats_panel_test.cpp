// SPDX-License-Identifier: GPL-3.0-or-later

// The Deck stats tab as a player uses it: a chart per field of the game for the sections
// chosen, the deck against the collection line by line with its total, the missing cards put
// on the wishlist; in the main window, shown by View > Deck stats (Ctrl+5) and kept up to date
// with the deck and the collection.
#include "../support/collection_items.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/deck_edit.hpp"
#include "deckhand/gui/collection_panel.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/deck_stats_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <memory>
#include <wx/accel.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dataview.h>
#include <wx/menu.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

std::string cellOf(wxDataViewListCtrl* list, unsigned row, unsigned column) {
    return toUtf8(list->GetTextValue(row, column));
}

/// The row of the have/need list for a card's printing ("PLS1 008").
int rowOf(DeckStatsPanel& panel, const std::string& name, const std::string& printing) {
    for (int r = 0; r < panel.haveList()->GetItemCount(); ++r)
        if (cellOf(panel.haveList(), static_cast<unsigned>(r), DeckStatsPanel::ColCard) == name &&
            cellOf(panel.haveList(), static_cast<unsigned>(r), DeckStatsPanel::ColPrinting) ==
                printing)
            return r;
    return -1;
}

/// "owned this / owned any / need" of a row.
std::string counts(DeckStatsPanel& panel, const std::string& name, const std::string& printing) {
    const int r = rowOf(panel, name, printing);
    if (r < 0) return "no row";
    const auto row = static_cast<unsigned>(r);
    return cellOf(panel.haveList(), row, DeckStatsPanel::ColInDeck) + " " +
           cellOf(panel.haveList(), row, DeckStatsPanel::ColOwnedPrinting) + " " +
           cellOf(panel.haveList(), row, DeckStatsPanel::ColOwnedCard) + " " +
           cellOf(panel.haveList(), row, DeckStatsPanel::ColNeed);
}

/// The bars a chart draws, "label=count", in order.
std::vector<std::string> drawn(const DeckStatsPanel& panel, const std::string& field) {
    for (const auto& p : panel.charts()->placed())
        if (p.chart->fieldId == field) {
            std::vector<std::string> out;
            for (const auto& b : p.chart->bars)
                out.push_back(b.label + "=" + std::to_string(b.count));
            return out;
        }
    return {"not drawn"};
}

std::vector<std::string> drawnFields(const DeckStatsPanel& panel) {
    std::vector<std::string> out;
    for (const auto& p : panel.charts()->placed())
        out.push_back(p.chart->fieldId);
    return out;
}

/// What a click on the button sends.
void press(wxButton* button) {
    REQUIRE(button->IsEnabled());
    wxCommandEvent click(wxEVT_BUTTON, button->GetId());
    click.SetEventObject(button);
    button->ProcessWindowEvent(click);
    pump(30);
}

db::CollectionItem copies(const std::string& set, const std::string& number,
                          const std::string& name, int n) {
    return deckhand::test::copiesOf("plu", set, number, name, n);
}

int menuId(MainFrame& frame, const std::string& menu, const std::string& item) {
    return frame.GetMenuBar()->FindMenuItem(toWx(menu), toWx(item));
}

using V = std::vector<std::string>;
const std::string Dash = "\xE2\x80\x94";

} // namespace

TEST_CASE("deck stats panel: charts by field and section, have/need, missing cards to the wishlist",
          "[gui][stats]") {
    SessionFrame f("Deck stats", 1250, 480);
    auto* panel = new DeckStatsPanel(f.frame, *f.session);
    f.frame->Layout();
    pump(50);
    CHECK(panel->countLine() == "No game chosen.");
    CHECK_FALSE(panel->wishButton()->IsEnabled());

    auto loaded = f.session->game("plu");
    REQUIRE(loaded.ok());
    const app::LoadedGame& plu = *loaded.value;
    panel->setDeck(&plu, {});
    CHECK(has(panel->countLine(), "No deck open"));
    CHECK(panel->charts()->placed().empty());

    // A deck built the way the editor builds one.
    core::Deck deck;
    auto add = [&](const std::string& section, const std::string& set, const std::string& number,
                   int n) {
        const core::Printing* p = plu.catalogue.bySetNumber(set, number);
        REQUIRE(p);
        app::addCopies(deck, plu.game, section, *p, n);
    };
    add("main", "PLS1", "001", 1); // Kaito Blaze: Fighter, Rare, no weight
    add("main", "PLS1", "008", 3); // Quick Jab: Attack, Basic, Light
    add("main", "PLS2", "001", 3); // Iron Palm (the Promo): Attack, Basic, Light
    add("main", "PLS1", "018", 2); // Crushing Haymaker: Attack, Basic, Heavy
    add("side", "PLS1", "027", 2); // Smoke Bomb: Utility, Basic, Light
    panel->setDeck(&plu, deck);
    pump(50);

    // The sections that count, by default: the main deck.
    CHECK(toUtf8(panel->sectionChoice()->GetStringSelection()) == "Main");
    CHECK(panel->countLine() == "9 cards.");
    CHECK(drawnFields(*panel) == V{"type", "subtype", "weight", "rarity", "boss"});
    CHECK(drawn(*panel, "type") ==
          V{"Fighter=1", "Stage=0", "Attack=8", "Utility=0", "Ultimate=0"});
    CHECK(drawn(*panel, "weight") ==
          V{"Light=6", "Medium=0", "Heavy=2", "Critical=0", Dash + "=1"});
    CHECK(drawn(*panel, "rarity") == V{"Common=5", "Rare=1", "Supreme=0", "Ultra=0", "Promo=3"});
    CHECK(drawn(*panel, "boss") == V{"Yes=0", "No=1", Dash + "=8"});
    for (const auto& p : panel->charts()->placed()) {
        INFO(p.chart->fieldId);
        CHECK(p.rect.width >= 200);
        CHECK(p.rect.height >= 60);
        CHECK_FALSE(p.colours);
    }

    // Another choice of sections.
    REQUIRE(panel->sectionChoice()->GetCount() == 3);
    CHECK(toUtf8(panel->sectionChoice()->GetString(1)) == "Side");
    CHECK(toUtf8(panel->sectionChoice()->GetString(2)) == "Every section");
    panel->chooseSections(1);
    CHECK(panel->stats().cards == 2);
    CHECK(drawn(*panel, "type") ==
          V{"Fighter=0", "Stage=0", "Attack=0", "Utility=2", "Ultimate=0"});
    panel->chooseSections(2);
    CHECK(panel->countLine() == "11 cards.");
    // An edit keeps the choice.
    add("main", "PLS1", "008", -1);
    panel->setDeck(&plu, deck);
    CHECK(panel->sectionChoice()->GetSelection() == 2);
    CHECK(panel->stats().cards == 10);
    add("main", "PLS1", "008", 1);
    panel->setDeck(&plu, deck);
    panel->chooseSections(0);

    // Have/need: nothing owned yet.
    REQUIRE(panel->haveList()->GetItemCount() == 5);
    CHECK(cellOf(panel->haveList(), 0, DeckStatsPanel::ColCard) == "Kaito Blaze");
    CHECK(cellOf(panel->haveList(), 0, DeckStatsPanel::ColSection) == "Main");
    CHECK(cellOf(panel->haveList(), 4, DeckStatsPanel::ColSection) == "Side");
    CHECK_FALSE(panel->haveList()->GetColumn(DeckStatsPanel::ColSection)->IsHidden());
    CHECK(counts(*panel, "Quick Jab", "PLS1 008") == "3 0 0 3");
    CHECK(panel->haveLine() == "You own 0 of 11 cards; 11 to get.");

    // Copies added to the collection (another printing of Iron Palm plays the same).
    collectionOf(*f.session).add(copies("PLS1", "008", "Quick Jab", 2));
    collectionOf(*f.session).add(copies("PLS1", "007", "Iron Palm", 4));
    collectionOf(*f.session).add(copies("PLS1", "027", "Smoke Bomb", 2));
    panel->refreshCollection();
    CHECK(counts(*panel, "Quick Jab", "PLS1 008") == "3 2 2 1");
    CHECK(counts(*panel, "Iron Palm", "PLS2 001") == "3 0 4 " + Dash);
    CHECK(counts(*panel, "Smoke Bomb", "PLS1 027") == "2 2 2 " + Dash);
    CHECK(counts(*panel, "Crushing Haymaker", "PLS1 018") == "2 0 0 2");
    CHECK(panel->haveLine() == "You own 7 of 11 cards; 4 to get.");

    // The missing cards to the wishlist, once.
    int told = 0;
    panel->onWishlistChanged = [&] { ++told; };
    press(panel->wishButton());
    CHECK(told == 1);
    CHECK(panel->message() == "Wishlist: 3 cards (4 copies) the deck is short of.");
    const auto wishes = collectionOf(*f.session).wishlist("plu");
    REQUIRE(wishes.size() == 3);
    CHECK(wishes[0].name == "Crushing Haymaker");
    CHECK(wishes[0].quantity == 2);
    CHECK(wishes[0].set.empty());
    CHECK(wishes[1].name == "Kaito Blaze");
    CHECK(wishes[2].name == "Quick Jab");
    CHECK(wishes[2].quantity == 1);
    press(panel->wishButton());
    CHECK(told == 1);
    CHECK(has(panel->message(), "already holds"));

    // Everything owned: nothing to wish for.
    collectionOf(*f.session).add(copies("PLS1", "001", "Kaito Blaze", 1));
    collectionOf(*f.session).add(copies("PLS1", "008", "Quick Jab", 1));
    collectionOf(*f.session).add(copies("PLS1", "018", "Crushing Haymaker", 2));
    panel->refreshCollection();
    CHECK(panel->haveLine() == "You own all 11 cards of the deck.");
    CHECK_FALSE(panel->wishButton()->IsEnabled());
    CHECK(unexpectedDialogs().empty());
}

TEST_CASE("deck stats panel: Link frames and colours", "[gui][stats]") {
    SessionFrame f("Deck stats", 1280, 560);
    auto* panel = new DeckStatsPanel(f.frame, *f.session);
    f.frame->Layout();
    auto loaded = f.session->game("linkframe");
    REQUIRE(loaded.ok());
    const app::LoadedGame& lf = *loaded.value;
    auto format = app::resolveFormat(lf, {});
    REQUIRE(format.ok());
    const auto check = app::checkDeckFile(lf, format.value, deckFile("linkframe", "legal-both.txt"),
                                          core::Date{2026, 5, 1});
    REQUIRE(check.inputErrors.empty());
    auto own = [&](const char* number, const char* name, int n) {
        db::CollectionItem i = copies("LFS1", number, name, n);
        i.game = "linkframe";
        collectionOf(*f.session).add(i);
    };
    own("LFS1-008", "Twin Sigil Mage", 4);
    own("LFS1-009", "Obsidian Warden", 2);
    own("LFS1-015", "Blue Knight", 4);
    own("LFS1-016", "Blue Knight", 1);
    own("LFS1-017", "Quick Draw", 4);
    own("LFS1-001", "Spark Cadet", 1);
    panel->setDeck(&lf, check.deck);
    pump(100);

    CHECK(panel->sectionChoice()->GetCount() == 1);
    CHECK(panel->haveList()->GetColumn(DeckStatsPanel::ColSection)->IsHidden()); // one section
    CHECK_FALSE(panel->sectionChoice()->IsEnabled());
    CHECK(panel->countLine() == "54 cards.");
    CHECK(drawnFields(*panel) == V{"type", "level", "color", "link", "power", "guard", "strike"});
    CHECK(drawn(*panel, "level") == V{"0=6", "1=12", "2=12", "3=16", "4=8"});
    CHECK(drawn(*panel, "link") == V{"Σ=0", "Ω=0", "ΣΩ=16", Dash + "=38"});
    for (const auto& p : panel->charts()->placed())
        CHECK(p.colours == (p.chart->fieldId == "color"));
    // Every chart at the tab's size side by side, several to a row.
    CHECK(panel->charts()->placed()[1].rect.y == panel->charts()->placed()[0].rect.y);
    // The two Blue Knights are two cards for the copy limit; the collection counts them by name.
    CHECK(counts(*panel, "Blue Knight", "LFS1-015") == "4 4 5 " + Dash);
    CHECK(counts(*panel, "Blue Knight", "LFS1-016") == "4 1 5 3");
    CHECK(panel->haveLine() == "You own 16 of 54 cards; 38 to get.");
}

TEST_CASE("the Deck stats tab in the main window follows the deck and the collection",
          "[gui][stats][tools]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    REQUIRE(verdict(*f.frame) == "LEGAL");
    DeckStatsPanel* stats = f.frame->deckStats();
    REQUIRE(stats);
    CHECK_FALSE(f.frame->isPaneShown(MainFrame::PaneStats));
    CHECK(stats->stats().cards == 0); // hidden: not counted on every change

    // View > Deck stats (Ctrl+5) shows the tab, counting the open deck.
    const int id = menuId(*f.frame, "View", "Deck stats");
    REQUIRE(id != wxNOT_FOUND);
    wxMenuItem* item = f.frame->GetMenuBar()->FindItem(id);
    REQUIRE(item);
    std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
    REQUIRE(accel);
    CHECK(accel->GetFlags() == wxACCEL_CTRL);
    CHECK(accel->GetKeyCode() == '5');
    wxCommandEvent show(wxEVT_MENU, id);
    show.SetInt(1);
    f.frame->HandleWindowEvent(show);
    pump(100);
    REQUIRE(f.frame->isPaneShown(MainFrame::PaneStats));
    CHECK(stats->stats().cards == 41);
    CHECK(stats->stats().chart("weight")->count("Light") == 10);
    CHECK(stats->haveLine() == "You own 0 of 46 cards; 46 to get.");

    // An edit is counted at once while the tab is shown.
    const core::Printing* jab = f.frame->currentGame()->catalogue.byName("quick jab").front();
    f.frame->editor()->takeOut(*jab);
    pump(50);
    CHECK(stats->stats().cards == 40);
    CHECK(stats->stats().chart("weight")->count("Light") == 9);

    // Copies added in the Collection tab are owned when the tab is back.
    f.frame->showPane(MainFrame::PaneCollection);
    CHECK(f.frame->collection()->addCopies(copies("PLS1", "008", "Quick Jab", 2)).empty());
    f.frame->editor()->takeOut(*jab); // an edit while the tab is hidden
    pump(50);
    CHECK(stats->stats().cards == 40); // not counted yet
    f.frame->showPane(MainFrame::PaneStats);
    CHECK(stats->stats().cards == 39);
    CHECK(counts(*stats, "Quick Jab", "PLS1 008") == "1 2 2 " + Dash);
    CHECK(stats->haveLine() == "You own 1 of 44 cards; 43 to get.");

    // The wishlist it fills is the Collection tab's.
    press(stats->wishButton());
    CHECK(f.frame->collection()->wishList()->GetItemCount() == 18);

    // Another game: the tab follows.
    REQUIRE(f.frame->selectGame("vstage"));
    f.frame->openDeck(deckFile("vstage", "legal-tokens.txt"));
    CHECK(stats->stats().cards == 30);
    CHECK(stats->stats().chart("kind")->count("Token") == 0);
    stats->chooseSections(1);
    CHECK(toUtf8(stats->sectionChoice()->GetStringSelection()) == "Tokens");
    CHECK(stats->stats().chart("kind")->count("Token") == 3);
}
