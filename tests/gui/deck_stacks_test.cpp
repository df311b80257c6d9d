// SPDX-License-Identifier: GPL-3.0-or-later

// The deck as card stacks, the Considering board and the larger picture of the card under the
// pointer. The deck is tests/data/decks/plu/legal.txt, its types read by hand from
// resources/games/plu/cards/sample.csv: Main has 1 Fighter (Kaito Blaze), 1 Stage (Shrine of
// Embers), 26 Attack (Iron Palm 1, Quick Jab 3, Snap Kick 3, Rising Elbow 3, Thunder Knee 2 + 1,
// Spinning Backfist 3, Crushing Haymaker 3, Meteor Drop 3, Mirror Guard 3, Overdrive Cannon 1),
// 12 Utility (Focus Breath, Second Wind, Iron Will, Weighted Gauntlets: 3 each) and 1
// Ultimate (Final Horizon); Side 3 Smoke Bomb and 2 Hype Crowd, both Utility.

#include "deckhand/app/deck_edit.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/deck_stacks.hpp"
#include "deckhand/gui/hover_preview.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <wx/dataview.h>
#include <wx/dnd.h>
#include <wx/popupwin.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

/// The deck line showing `name` in section `section`, as an index into app::deckLines.
std::optional<std::size_t> lineOf(const DeckEditor& editor, const std::string& name,
                                  const std::string& section = "main") {
    const auto lines = app::deckLines(editor.deck());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto& s = editor.deck().sections[lines[i].section];
        if (s.id == section && s.entries[lines[i].entry].name == name) return i;
    }
    return std::nullopt;
}

int copiesIn(const DeckEditor& editor, const std::string& section, const std::string& name) {
    const core::DeckSection* s = editor.deck().findSection(section);
    if (!s) return 0;
    int n = 0;
    for (const auto& e : s->entries)
        if (e.name == name) n += e.quantity;
    return n;
}

/// A mouse event of `type` at a window point, sent as the window would get it.
void mouse(wxWindow& window, wxEventType type, wxPoint at, bool leftDown = false) {
    wxMouseEvent e(type);
    e.SetEventObject(&window);
    e.SetPosition(at);
    e.m_leftDown = leftDown;
    window.GetEventHandler()->ProcessEvent(e);
    pump(10);
}

wxPoint centre(const wxRect& r) {
    return {r.x + r.width / 2, r.y + r.height / 2};
}

std::vector<std::string> titles(const std::vector<DeckStacks::StackView>& stacks) {
    std::vector<std::string> out;
    for (const auto& s : stacks)
        out.push_back(s.title);
    return out;
}

} // namespace

TEST_CASE(
    "card stacks: the deck by section and Type, each card with its count, kept for the next start",
    "[gui][stacks]") {
    ScratchDir profile;
    {
        FrameFixture f(profile.path);
        REQUIRE(f.frame->selectGame("plu"));
        f.frame->openDeck(deckFile("plu", "legal.txt"));
        DeckEditor& editor = *f.frame->editor();
        CHECK_FALSE(editor.stacksShown());
        choose(editor.groupingChoice(), "Card stacks");
        CHECK(editor.stacksShown());
        CHECK_FALSE(editor.list()->IsShown());
        DeckStacks& stacks = *editor.stacks();
        // Main, Side, and the Considering board to drop cards on though it is empty.
        CHECK(stacks.bandIds() == std::vector<std::string>{"main", "side", "considering"});
        CHECK(titles(stacks.stacksOf("main")) ==
              std::vector<std::string>{"Fighter \u00b7 1", "Stage \u00b7 1", "Attack \u00b7 26",
                                       "Utility \u00b7 12", "Ultimate \u00b7 1"});
        CHECK(titles(stacks.stacksOf("side")) == std::vector<std::string>{"Utility \u00b7 5"});
        CHECK(stacks.stacksOf("considering").empty());
        // Attack's eleven lines, by name as the Sort choice says, each card's top showing.
        const auto attack = stacks.stacksOf("main")[2].lines;
        REQUIRE(attack.size() == 11);
        CHECK(attack.front() == *lineOf(editor, "Crushing Haymaker"));
        for (const std::size_t line : {attack[9], attack[10]}) { // PLS1 and PLS2: the last two
            const auto ref = app::deckLines(editor.deck())[line];
            CHECK(editor.deck().sections[ref.section].entries[ref.entry].name == "Thunder Knee");
        }
        const wxRect first = stacks.cardRect(attack[0]);
        const wxRect second = stacks.cardRect(attack[1]);
        CHECK(second.y == first.y + first.height); // overlapping: the next starts below the top
        CHECK(stacks.cardRect(attack.back()).height > 3 * first.height); // the last one whole
        f.close();
    }
    {
        FrameFixture f(profile.path);
        REQUIRE(f.frame->selectGame("plu"));
        f.frame->openDeck(deckFile("plu", "legal.txt"));
        CHECK(f.frame->editor()->stacksShown());
        CHECK(toUtf8(f.frame->editor()->groupingChoice()->GetStringSelection()) == "Card stacks");
    }
}

TEST_CASE(
    "card stacks: a click selects, + and - change the count, a drag moves to the Considering board",
    "[gui][stacks]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    DeckEditor& editor = *f.frame->editor();
    choose(editor.groupingChoice(), "Card stacks");
    DeckStacks& stacks = *editor.stacks();
    const auto jab = lineOf(editor, "Quick Jab");
    REQUIRE(jab);

    // A click selects the line: the editor's selection and the card pane follow.
    mouse(stacks, wxEVT_LEFT_DOWN, centre(stacks.cardRect(*jab)));
    mouse(stacks, wxEVT_LEFT_UP, centre(stacks.cardRect(*jab)));
    CHECK(stacks.selected() == jab);
    const auto selected = editor.selectedLine();
    REQUIRE(selected);
    CHECK(editor.deck().sections[selected->section].entries[selected->entry].name == "Quick Jab");
    REQUIRE(f.frame->preview()->shown());
    CHECK(f.frame->preview()->shown()->name() == "Quick Jab");

    // The pointer on the card shows its + and -; each is one edit.
    mouse(stacks, wxEVT_MOTION, centre(stacks.cardRect(*jab)));
    CHECK(stacks.hovered() == jab);
    mouse(stacks, wxEVT_LEFT_DOWN, centre(stacks.plusRect(*jab)));
    CHECK(copiesIn(editor, "main", "Quick Jab") == 4);
    const auto jabNow = lineOf(editor, "Quick Jab");
    REQUIRE(jabNow);
    mouse(stacks, wxEVT_MOTION, centre(stacks.cardRect(*jabNow)));
    mouse(stacks, wxEVT_LEFT_DOWN, centre(stacks.minusRect(*jabNow)));
    mouse(stacks, wxEVT_LEFT_DOWN, centre(stacks.minusRect(*jabNow)));
    CHECK(copiesIn(editor, "main", "Quick Jab") == 2);

    // Dragged onto the Considering board: the line moves there, out of the count.
    const auto line = lineOf(editor, "Quick Jab");
    REQUIRE(line);
    const wxPoint from = stacks.cardRect(*line).GetPosition() + wxPoint(12, 6); // its top strip
    mouse(stacks, wxEVT_MOTION, from);
    mouse(stacks, wxEVT_LEFT_DOWN, from);
    mouse(stacks, wxEVT_MOTION, from + wxPoint(0, 40), true);
    const wxPoint onto = stacks.bandRect("considering").GetPosition() + wxPoint(20, 20);
    mouse(stacks, wxEVT_MOTION, onto, true);
    mouse(stacks, wxEVT_LEFT_UP, onto);
    CHECK(copiesIn(editor, "main", "Quick Jab") == 0);
    CHECK(copiesIn(editor, "considering", "Quick Jab") == 2);
    // Main was 41 cards with 3 Quick Jab, 2 after + and two -: 40, and 38 without them; 20
    // lines in Main and Side, 19 without theirs.
    CHECK(toUtf8(editor.countLine()->GetLabel()) ==
          "38 cards in the deck, 19 lines \u00b7 2 considering");
    CHECK(titles(stacks.stacksOf("considering")) == std::vector<std::string>{"Attack \u00b7 2"});
    const wxString counts = f.frame->report()->counts()->GetLabel();
    INFO(toUtf8(counts));
    CHECK(has(toUtf8(counts), "38 cards")); // what the verdict counts
    // Undo puts it back.
    CHECK(editor.undo());
    CHECK(copiesIn(editor, "main", "Quick Jab") == 2);
    CHECK(copiesIn(editor, "considering", "Quick Jab") == 0);
}

TEST_CASE("card stacks: a card dragged from the browser goes to the band it falls on",
          "[gui][stacks]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    DeckEditor& editor = *f.frame->editor();
    choose(editor.groupingChoice(), "Card stacks");
    DeckStacks& stacks = *editor.stacks();
    const core::Printing* battleCry = nullptr;
    for (unsigned row = 0; const core::Printing* p = f.frame->browser()->printingAt(row); ++row)
        if (p->name() == "Battle Cry") battleCry = p;
    REQUIRE(battleCry);
    const wxPoint side = stacks.bandRect("side").GetPosition() + wxPoint(20, 10);
    REQUIRE(stacks.dropTarget()->OnDropText(side.x, side.y, toWx(app::cardDragText(*battleCry))));
    CHECK(copiesIn(editor, "side", "Battle Cry") == 1);
    CHECK(copiesIn(editor, "main", "Battle Cry") == 0);
    const wxPoint considering = stacks.bandRect("considering").GetPosition() + wxPoint(20, 10);
    REQUIRE(stacks.dropTarget()->OnDropText(considering.x, considering.y,
                                            toWx(app::cardDragText(*battleCry))));
    CHECK(copiesIn(editor, "considering", "Battle Cry") == 1);
}

TEST_CASE("the card under the pointer shows larger beside it, in the stacks and the browser",
          "[gui][stacks][hover]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    DeckEditor& editor = *f.frame->editor();
    choose(editor.groupingChoice(), "Card stacks");
    DeckStacks& stacks = *editor.stacks();
    HoverPreview& hover = f.frame->hoverPreview();
    CHECK_FALSE(hover.shown());

    const auto palm = lineOf(editor, "Iron Palm");
    REQUIRE(palm);
    mouse(stacks, wxEVT_MOTION, centre(stacks.cardRect(*palm)));
    REQUIRE(hover.printing());
    CHECK(hover.printing()->name() == "Iron Palm");
    CHECK(waitFor([&] { return hover.shown(); })); // after the pointer rests a moment
    // No image is cached: the card's face, drawn from its data, at twice the stacks' size.
    REQUIRE(hover.image()->face());
    CHECK(hover.image()->face()->name == "Iron Palm");
    CHECK(hover.popup()->GetSize().x >= 2 * stacks.cardRect(*palm).width);
    // Beside the card, not over it.
    const wxRect card(stacks.ClientToScreen(stacks.cardRect(*palm).GetPosition()),
                      stacks.cardRect(*palm).GetSize());
    CHECK_FALSE(hover.popup()->GetScreenRect().Intersects(card));
    // Off the cards, it goes.
    mouse(stacks, wxEVT_LEAVE_WINDOW, {1, 1});
    CHECK_FALSE(hover.shown());

    // The browser: the card of the row under the pointer.
    wxDataViewCtrl* list = f.frame->browser()->list();
    const core::Printing* first = f.frame->browser()->printingAt(0);
    REQUIRE(first);
    auto* model = dynamic_cast<wxDataViewVirtualListModel*>(list->GetModel());
    REQUIRE(model);
    const wxRect row = list->GetItemRect(model->GetItem(0));
    REQUIRE_FALSE(row.IsEmpty());
    mouse(*list->GetMainWindow(), wxEVT_MOTION, centre(row));
    REQUIRE(hover.printing());
    CHECK(hover.printing() == first);
    hover.showNow();
    CHECK(hover.shown());
    REQUIRE(hover.image()->face());
    CHECK(hover.image()->face()->name == first->name());
    mouse(*list->GetMainWindow(), wxEVT_LEFT_DOWN, centre(row)); // working the list: out of the way
    CHECK_FALSE(hover.shown());

    // The deck as a list: the card of the row under the pointer, nothing over a heading.
    choose(editor.groupingChoice(), "Section and Type");
    pump(50);
    DeckListPanel& deckList = *editor.list();
    const int palmRow = deckList.rowOfLine(*palm);
    REQUIRE(palmRow >= 0);
    REQUIRE(deckList.isHeading(0));
    wxDataViewListCtrl* rows = deckList.list();
    const wxRect palmRect = rows->GetItemRect(rows->RowToItem(palmRow));
    REQUIRE_FALSE(palmRect.IsEmpty());
    mouse(*rows->GetMainWindow(), wxEVT_MOTION, centre(palmRect));
    REQUIRE(hover.printing());
    CHECK(hover.printing()->name() == "Iron Palm");
    hover.showNow();
    CHECK(hover.shown());
    mouse(*rows->GetMainWindow(), wxEVT_MOTION, centre(rows->GetItemRect(rows->RowToItem(0))));
    CHECK_FALSE(hover.printing());
    CHECK_FALSE(hover.shown());
}
