// SPDX-License-Identifier: GPL-3.0-or-later

// A printing chosen per deck line, and cards dragged from the browser onto the deck.

#include "../support/collection_items.hpp"
#include "deckhand/app/deck_edit.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "profile/stores.hpp"
#include "screenshot.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <memory>
#include <optional>
#include <wx/dataobj.h>
#include <wx/uiaction.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

const core::Printing& printing(const app::LoadedGame& game, const char* set, const char* number) {
    const core::Printing* p = game.catalogue.bySetNumber(set, number);
    REQUIRE(p);
    return *p;
}

/// The deck's lines as "section quantity SET NUMBER", in order.
std::vector<std::string> lines(const core::Deck& deck) {
    std::vector<std::string> out;
    for (const auto& s : deck.sections)
        for (const auto& e : s.entries)
            out.push_back(s.id + " " + std::to_string(e.quantity) + " " + e.set + " " + e.number);
    return out;
}

/// Opens a test deck of `gameId` in the frame's editor.
void openDeck(MainFrame& frame, const std::string& gameId, const std::string& file) {
    REQUIRE(frame.selectGame(gameId));
    frame.openDeck(deckFile(gameId, file));
    REQUIRE(frame.editor()->hasDeck());
}

/// screenshot() of the screen as it is, open popup menu included: wxScreenDC's grab leaves
/// GTK's popup menus out (and screenshot() raises the frame over them), so ImageMagick's
/// `import` takes it. Only with DECKHAND_SCREENSHOTS set, like every screenshot.
void grabWithMenu(wxWindow* window, const std::string& name) {
    const char* dir = std::getenv("DECKHAND_SCREENSHOTS");
    if (!dir) return;
    const wxRect r = window->GetScreenRect();
    const std::string command = "import -window root -crop " + std::to_string(r.width) + "x" +
                                std::to_string(r.height) + "+" + std::to_string(r.x) + "+" +
                                std::to_string(r.y) + " '" + dir + "/" + name + ".png'";
    CHECK(std::system(command.c_str()) == 0);
}

} // namespace

TEST_CASE("Link frame: another printing of Blue Knight is another card, and merging breaks the "
          "copy limit; undo puts it back",
          "[gui][deck][printing]") {
    FrameFixture f;
    openDeck(*f.frame, "linkframe", "legal.txt");
    REQUIRE(verdict(*f.frame) == "LEGAL");
    const auto& game = *f.frame->currentGame();
    const core::Printing& knight15 = printing(game, "LFS1", "LFS1-015");
    const core::Printing& knight16 = printing(game, "LFS1", "LFS1-016");
    DeckEditor& editor = *f.frame->editor();

    // Nothing selected: nothing to choose from.
    editor.list()->list()->UnselectAll();
    CHECK(editor.printingChoices().empty());
    CHECK_FALSE(editor.changePrinting(knight15));

    REQUIRE(editor.selectLine(knight16));
    const auto choices = editor.printingChoices();
    REQUIRE(choices.size() == 2);
    CHECK(choices[0].printing == &knight15);
    CHECK(choices[1].printing == &knight16);
    CHECK_FALSE(choices[0].current);
    CHECK(choices[1].current);
    CHECK(choices[0].label == "LFS1 LFS1-015 \u00b7 not owned");

    const std::size_t before = lines(editor.deck()).size();
    REQUIRE(editor.changePrinting(knight15));
    // The game counts copies by name and number: 8 of LFS1-015 is over its 4.
    CHECK(lines(editor.deck()).size() == before - 1);
    const auto rows = rowsNamed(*f.frame->deckList(), "Blue Knight");
    REQUIRE(rows.size() == 1);
    CHECK(cell(*f.frame->deckList(), rows[0], DeckListPanel::ColQuantity) == "8");
    CHECK(cell(*f.frame->deckList(), rows[0], DeckListPanel::ColNumber) == "LFS1-015");
    CHECK(verdict(*f.frame) == "ILLEGAL");
    CHECK(problemFor(*f.frame, "copies") >= 0);
    CHECK(f.frame->deckSession().undoLabel().find("Change printing of Blue Knight") !=
          std::string::npos);

    // One edit: one undo puts both lines back as they were.
    CHECK(editor.undo());
    CHECK(rowsNamed(*f.frame->deckList(), "Blue Knight").size() == 2);
    CHECK(lines(editor.deck()).size() == before);
    CHECK(verdict(*f.frame) == "LEGAL");
    CHECK(editor.redo());
    CHECK(verdict(*f.frame) == "ILLEGAL");
}

TEST_CASE("Powerline Ultra counts every printing of a name together: a reprint changes the line "
          "shown, not the verdict, and the menu says what is owned",
          "[gui][deck][printing]") {
    FrameFixture f;
    openDeck(*f.frame, "plu", "legal.txt");
    const std::string wasVerdict = verdict(*f.frame);
    const auto& game = *f.frame->currentGame();
    const core::Printing& palm1 = printing(game, "PLS1", "007");
    const core::Printing& palm2 = printing(game, "PLS2", "001");
    DeckEditor& editor = *f.frame->editor();
    REQUIRE(wasVerdict == "LEGAL");

    collectionOf(*f.session).add(deckhand::test::copiesOf("plu", "PLS2", "001", "Iron Palm", 2));

    // The sample deck plays the PLS2 reprint of Iron Palm.
    REQUIRE(editor.selectLine(palm2));
    const auto choices = editor.printingChoices();
    REQUIRE(choices.size() == 2);
    CHECK(choices[0].label == "PLS1 007 \u00b7 " + palm1.rarity() + " \u00b7 not owned");
    CHECK(choices[1].label == "PLS2 001 \u00b7 " + palm2.rarity() + " \u00b7 2 owned");
    CHECK(choices[1].current);

    REQUIRE(editor.changePrinting(palm1));
    const auto rows = rowsNamed(*f.frame->deckList(), "Iron Palm");
    REQUIRE(rows.size() == 1);
    CHECK(cell(*f.frame->deckList(), rows[0], DeckListPanel::ColSet) == "PLS1");
    CHECK(cell(*f.frame->deckList(), rows[0], DeckListPanel::ColNumber) == "007");
    CHECK(verdict(*f.frame) == wasVerdict);
    // The line stays selected, so the menu can be asked again at once.
    REQUIRE(editor.selectedLine());
    CHECK(editor.printingChoices()[0].current);
}

TEST_CASE("the Printing button's menu: the keyboard picks another printing",
          "[gui][deck][printing][uiaction]") {
    FrameFixture f;
    openDeck(*f.frame, "plu", "legal.txt");
    const auto& game = *f.frame->currentGame();
    const core::Printing& palm1 = printing(game, "PLS1", "007");
    DeckEditor& editor = *f.frame->editor();
    REQUIRE(editor.selectLine(printing(game, "PLS2", "001")));

    // The menu runs its own loop: once it is open, Down goes to its first printing (PLS1 007,
    // under the title and a separator) and Enter picks it.
    bool opened = false;
    editor.Bind(wxEVT_MENU_OPEN, [&](wxMenuEvent& event) {
        event.Skip();
        if (opened) return;
        opened = true;
        f.frame->CallAfter([] {
            pump(200);
            wxUIActionSimulator keys;
            keys.Char(WXK_DOWN);
            pump(50);
            keys.Char(WXK_RETURN);
        });
    });
    wxUIActionSimulator sim;
    sim.MouseMove(editor.printingButton()->GetScreenRect().GetPosition() + wxPoint(8, 8));
    pump(50);
    sim.MouseClick();
    REQUIRE(waitFor([&] { return opened; }, 5000));
    CHECK(waitFor(
        [&] {
            return editor.selectedLine() && editor.deck()
                                                    .sections[editor.selectedLine()->section]
                                                    .entries[editor.selectedLine()->entry]
                                                    .printing == &palm1;
        },
        5000));
    CHECK(cell(*f.frame->deckList(), rowsNamed(*f.frame->deckList(), "Iron Palm").at(0),
               DeckListPanel::ColSet) == "PLS1");
    CHECK(verdict(*f.frame) == "LEGAL");
}

TEST_CASE("a right-click on a deck line, or the menu key, offers that line's printings",
          "[gui][deck][printing][uiaction]") {
    FrameFixture f;
    openDeck(*f.frame, "plu", "legal.txt");
    const auto& game = *f.frame->currentGame();
    const core::Printing& knee1 = printing(game, "PLS1", "014");
    const core::Printing& knee2 = printing(game, "PLS2", "002");
    DeckEditor& editor = *f.frame->editor();
    REQUIRE(editor.selectLine(printing(game, "PLS2", "001")));

    // What the menu offered when it opened, then Escape closes it.
    std::vector<std::string> offered;
    int opened = 0;
    editor.Bind(wxEVT_MENU_OPEN, [&](wxMenuEvent& event) {
        event.Skip();
        ++opened;
        for (const auto& choice : editor.printingChoices())
            offered.push_back(choice.label);
        f.frame->CallAfter([] {
            pump(200);
            wxUIActionSimulator().Char(WXK_ESCAPE);
        });
    });

    // The right-click selects the line under it (the PLS2 Thunder Knee) and offers its card.
    wxDataViewListCtrl* list = f.frame->deckList()->list();
    int row = -1;
    for (unsigned r : rowsNamed(*f.frame->deckList(), "Thunder Knee"))
        if (cell(*f.frame->deckList(), r, DeckListPanel::ColSet) == "PLS2")
            row = static_cast<int>(r);
    REQUIRE(row >= 0);
    list->EnsureVisible(list->RowToItem(row)); // grouped, it may be below the fold
    // The rows' places are known once the list is laid out and scrolled: wait until the row's
    // rectangle stays put, then point at it.
    wxRect rect = list->GetItemRect(list->RowToItem(row));
    waitFor([&] {
        pump(100);
        const wxRect now = list->GetItemRect(list->RowToItem(row));
        const bool still = now == rect && now.height > 0;
        rect = now;
        return still;
    });
    REQUIRE(rect.height > 0);
    wxUIActionSimulator sim;
    sim.MouseMove(
        list->ClientToScreen(rect.GetPosition() + wxPoint(rect.width / 2, rect.height / 2)));
    pump(50);
    REQUIRE(list->GetItemRect(list->RowToItem(row)) == rect); // nothing scrolled meanwhile
    sim.MouseClick(wxMOUSE_BTN_RIGHT);
    REQUIRE(waitFor([&] { return opened == 1; }, 5000));
    pump(400);
    CHECK(list->GetSelectedRow() == row);
    CHECK(offered ==
          std::vector<std::string>{"PLS1 014 \u00b7 " + knee1.rarity() + " \u00b7 not owned",
                                   "PLS2 002 \u00b7 " + knee2.rarity() + " \u00b7 not owned"});

    // The menu key on the list opens it too; Escape changes nothing.
    offered.clear();
    list->SetFocus();
    pump(30);
    sim.Char(WXK_MENU);
    REQUIRE(waitFor([&] { return opened == 2; }, 5000));
    pump(400);
    CHECK(offered.size() == 2);
    CHECK(opened == 2); // one menu, not one from the key and another from GTK's popup-menu
    CHECK_FALSE(f.frame->deckSession().canUndo());
}

// wxGTK drag and drop cannot be simulated reliably under Xvfb with wxUIActionSimulator (the
// drag runs its own GTK grab and loop), so this drives both ends directly: the browser's own
// begin-drag handler builds the data object from a row, and its text goes to the deck list's
// drop target through OnDropText(), the handler wxTextDropTarget::OnData() calls on a real drop.
TEST_CASE("a card dragged from the browser onto the deck list adds a copy to the section under "
          "the drop point, else to the target section",
          "[gui][deck][drag]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    const auto& game = *f.frame->currentGame();
    const core::Printing& palm2 = printing(game, "PLS2", "001");
    const core::Printing& jab = *game.catalogue.byName("quick jab").front();
    CardBrowser& browser = *f.frame->browser();
    DeckEditor& editor = *f.frame->editor();

    // The drag source: the data object built from the row under the drag.
    const int row = browser.rowOf(palm2);
    REQUIRE(row >= 0);
    browser.selectRow(static_cast<unsigned>(row));
    wxDataViewCtrl* source = browser.list();
    REQUIRE(source->GetSelection().IsOk());
    wxDataViewEvent begin(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, source, source->GetSelection());
    REQUIRE(source->ProcessWindowEvent(begin));
    REQUIRE(begin.IsAllowed());
    std::unique_ptr<wxDataObject> data(begin.GetDataObject());
    auto* text = dynamic_cast<wxTextDataObject*>(data.get());
    REQUIRE(text);
    CHECK(toUtf8(text->GetText()) == "PLS2|001");

    // Dropped on an empty list: a deck starts, in the target section.
    wxTextDropTarget* target = f.frame->deckList()->dropTarget();
    REQUIRE(target);
    REQUIRE(editor.setTargetSection("side"));
    CHECK(target->OnDropText(10, 10, text->GetText()));
    REQUIRE(lines(editor.deck()) == std::vector<std::string>{"side 1 PLS2 001"});
    CHECK(verdict(*f.frame) != "NOT CHECKED");

    // On the side deck's row: into the side deck, whatever the target section says.
    REQUIRE(editor.setTargetSection("main"));
    pump(100); // the rows' places are known once the list is laid out
    const wxRect rect =
        f.frame->deckList()->list()->GetItemRect(f.frame->deckList()->list()->RowToItem(0));
    const wxPoint onRow = rect.GetPosition() + wxPoint(4, rect.height / 2);
    REQUIRE(f.frame->deckList()->rowAt(onRow) == 0);
    CHECK(target->OnDropText(onRow.x, onRow.y, toWx(app::cardDragText(jab))));
    CHECK(lines(editor.deck()) ==
          std::vector<std::string>{"side 1 PLS2 001", "side 1 " + jab.set() + " " + jab.number()});
    // Below the last row: the target section.
    const int below = f.frame->deckList()->list()->GetClientSize().y - 4;
    REQUIRE(f.frame->deckList()->rowAt({4, below}) == -1);
    CHECK(target->OnDropText(4, below, text->GetText()));
    CHECK(lines(editor.deck()) ==
          std::vector<std::string>{"main 1 PLS2 001", "side 1 PLS2 001",
                                   "side 1 " + jab.set() + " " + jab.number()});
    // Each drop is one edit.
    CHECK(editor.undo());
    CHECK(lines(editor.deck()).size() == 2);

    // Text that names no card is refused, with no dialog and no change.
    CHECK_FALSE(target->OnDropText(4, below, "hello world"));
    CHECK_FALSE(target->OnDropText(4, below, "PLS9|999"));
    CHECK(lines(editor.deck()).size() == 2);
}

TEST_CASE("screenshot: the printing menu of a deck line", "[screenshot]") {
    FrameFixture f;
    openDeck(*f.frame, "plu", "legal.txt");
    const auto& game = *f.frame->currentGame();
    DeckEditor& editor = *f.frame->editor();
    screenshot(f.frame, "gui-deck-printing"); // lets earlier windows go and raises this one
    collectionOf(*f.session).add(deckhand::test::copiesOf("plu", "PLS2", "001", "Iron Palm", 2));
    REQUIRE(editor.selectLine(printing(game, "PLS2", "001")));
    // A click on Printing… opens the menu, which runs its own loop: the picture is taken from
    // inside it once it is open, then Escape closes it.
    bool shot = false;
    editor.Bind(wxEVT_MENU_OPEN, [&](wxMenuEvent& event) {
        event.Skip();
        f.frame->CallAfter([&] {
            pump(300);
            grabWithMenu(f.frame, "gui-deck-printing");
            shot = true;
            wxUIActionSimulator().Char(WXK_ESCAPE);
        });
    });
    wxUIActionSimulator sim;
    sim.MouseMove(editor.printingButton()->GetScreenRect().GetPosition() + wxPoint(8, 8));
    pump(50);
    sim.MouseClick();
    CHECK(waitFor([&] { return shot; }, 5000));
    pump(100);
}

// As above: both ends driven directly, since a GTK drag cannot be simulated under Xvfb.
TEST_CASE("a deck line dragged onto the card browser leaves the deck, as one edit",
          "[gui][deck][drag]") {
    FrameFixture f;
    openDeck(*f.frame, "plu", "legal.txt");
    const auto& game = *f.frame->currentGame();
    const core::Printing& palm2 = printing(game, "PLS2", "001");
    DeckEditor& editor = *f.frame->editor();
    const std::size_t before = lines(editor.deck()).size();

    // The drag source: the deck list's begin-drag handler, on the selected line.
    REQUIRE(editor.selectLine(palm2));
    wxDataViewListCtrl* source = f.frame->deckList()->list();
    wxDataViewEvent begin(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, source, source->GetSelection());
    REQUIRE(source->ProcessWindowEvent(begin));
    REQUIRE(begin.IsAllowed());
    std::unique_ptr<wxDataObject> data(begin.GetDataObject());
    auto* text = dynamic_cast<wxTextDataObject*>(data.get());
    REQUIRE(text);
    const auto dragged =
        f.frame->deckList()->lineAt(static_cast<unsigned>(source->GetSelectedRow()));
    REQUIRE(dragged);
    CHECK(toUtf8(text->GetText()) == app::lineDragText(*dragged));

    // Dropped on the browser: the line goes; one undo brings it back.
    wxTextDropTarget* target = f.frame->browser()->dropTarget();
    REQUIRE(target);
    CHECK(target->OnDropText(20, 40, text->GetText()));
    CHECK(lines(editor.deck()).size() == before - 1);
    CHECK(rowsNamed(*f.frame->deckList(), "Iron Palm").empty());
    CHECK(verdict(*f.frame) == "ILLEGAL"); // 40 cards
    CHECK(editor.undo());
    CHECK(lines(editor.deck()).size() == before);
    CHECK(verdict(*f.frame) == "LEGAL");

    // A card from the browser itself, or a line that is not there, is not taken.
    CHECK_FALSE(target->OnDropText(20, 40, toWx(app::cardDragText(palm2))));
    CHECK_FALSE(target->OnDropText(20, 40, toWx(app::lineDragText(before))));
    // And a deck line dropped back on the deck list adds nothing.
    CHECK_FALSE(f.frame->deckList()->dropTarget()->OnDropText(4, 4, text->GetText()));
    CHECK(lines(editor.deck()).size() == before);
}
