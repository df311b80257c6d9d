// SPDX-License-Identifier: GPL-3.0-or-later

// The deck builder as a player uses it: search as you type, add cards with Enter and the
// mouse, + and - on the deck list, undo, a live report, and the deck still there after the
// window is closed and opened again on the same profile.

#include "../support/collection_items.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "open_saved_dialog.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <wx/choicdlg.h>
#include <wx/display.h>
#include <wx/image.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/srchctrl.h>
#include <wx/testing.h>
#include <wx/uiaction.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

/// Moves the pointer over `window` (X sends keys to the window under it when there is no
/// window manager) and gives it the focus.
void focusWithPointer(wxWindow* window) {
    wxUIActionSimulator sim;
    sim.MouseMove(window->GetScreenRect().GetPosition() + wxPoint(12, window->GetSize().y / 2));
    window->SetFocus();
    pump(30);
}

/// Empties the search box and types `text` into it, key by key.
void typeSearch(MainFrame& frame, const std::string& text) {
    wxSearchCtrl* box = frame.browser()->searchBox();
    box->Clear();
    focusWithPointer(box);
    wxUIActionSimulator sim;
    sim.Text(text.c_str());
    REQUIRE(waitFor([&] { return toUtf8(box->GetValue()) == text; }));
    pump(20);
}

/// The copies of `printing` in the open deck.
int copiesInDeck(const MainFrame& frame, const core::Printing& printing) {
    int n = 0;
    for (const auto& s : frame.editor()->deck().sections)
        for (const auto& e : s.entries)
            if (e.printing == &printing) n += e.quantity;
    return n;
}

/// Finds the card by typing its name, then adds it: the first copy by a double-click on its
/// row when `mouse`, the others (or all) with Enter on the list.
void addCard(MainFrame& frame, const core::Printing& printing, const std::string& section,
             int copies, bool mouse) {
    INFO("adding " << copies << " " << printing.label());
    REQUIRE(frame.editor()->setTargetSection(section));
    typeSearch(frame, core::foldName(printing.name()));
    CardBrowser* browser = frame.browser();
    REQUIRE(waitFor([&] { return browser->rowOf(printing) >= 0; }));
    const int row = browser->rowOf(printing);
    browser->selectRow(static_cast<unsigned>(row));
    wxDataViewCtrl* list = browser->list();
    focusWithPointer(list);
    const int before = copiesInDeck(frame, printing);
    wxUIActionSimulator sim;
    int done = 0;
    if (mouse) {
        const wxDataViewItem item = list->GetCurrentItem();
        REQUIRE(item.IsOk());
        const wxRect rect = list->GetItemRect(item, list->GetColumn(0));
        REQUIRE(rect.height > 0);
        sim.MouseMove(
            list->ClientToScreen(rect.GetPosition() + wxPoint(rect.width / 2, rect.height / 2)));
        pump(20);
        sim.MouseDblClick();
        REQUIRE(waitFor([&] { return copiesInDeck(frame, printing) == before + 1; }));
        ++done;
    }
    for (; done < copies; ++done) {
        sim.Char(WXK_RETURN);
        REQUIRE(waitFor([&] { return copiesInDeck(frame, printing) == before + done + 1; }));
    }
}

/// Builds the deck of `file` in the window, card by card, as a user would.
void buildDeck(MainFrame& frame, const std::string& gameId, const std::string& file) {
    REQUIRE(frame.selectGame(gameId));
    const app::LoadedGame* game = frame.currentGame();
    REQUIRE(game);
    app::CheckOptions options;
    const auto format = app::resolveFormat(*game, options);
    REQUIRE(format.ok());
    const auto recipe =
        app::checkDeckFile(*game, format.value, deckFile(gameId, file), options.date);
    REQUIRE(recipe.inputErrors.empty());
    bool mouse = true;
    for (const auto& section : recipe.deck.sections)
        for (const auto& entry : section.entries) {
            REQUIRE(entry.printing);
            addCard(frame, *entry.printing, section.id, entry.quantity, mouse);
            mouse = !mouse;
        }
}

/// Presses a key on the deck list with its line for `printing` selected.
void keyOnDeckLine(MainFrame& frame, const core::Printing& printing, int key) {
    REQUIRE(frame.editor()->selectLine(printing));
    wxDataViewListCtrl* list = frame.deckList()->list();
    focusWithPointer(list);
    wxUIActionSimulator sim;
    sim.Char(key);
    pump(30);
}

/// Types a shortcut (Ctrl+letter) with the pointer over the deck list.
void shortcut(MainFrame& frame, int key) {
    focusWithPointer(frame.deckList()->list());
    wxUIActionSimulator sim;
    sim.Char(key, wxMOD_CONTROL);
    pump(30);
}

/// Answers File > Open saved deck with the deck listed at `index` and Open.
class ChooseEntry : public wxExpectModalBase<OpenSavedDialog, ChooseEntry> {
public:
    explicit ChooseEntry(int index) : m_index(index) {}

protected:
    int OnInvoked(OpenSavedDialog* dialog) const override {
        dialog->list()->SelectRow(static_cast<unsigned>(m_index));
        return wxID_OK;
    }

private:
    int m_index;
};

} // namespace

TEST_CASE("typing in the search box narrows the card list", "[gui][browser][uiaction]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    CardBrowser* browser = f.frame->browser();
    const unsigned all = browser->rowCount();
    REQUIRE(all > 20);
    CHECK(browser->countText() == std::to_string(all) + " cards");

    typeSearch(*f.frame, "iron");
    CHECK(waitFor([&] { return browser->rowCount() > 0 && browser->rowCount() < all; }));
    const unsigned iron = browser->rowCount();
    for (unsigned row = 0; row < iron; ++row)
        CHECK(core::foldName(browser->cellText(row, CardBrowser::ColName)).find("iron") !=
              std::string::npos);

    typeSearch(*f.frame, "iron pa");
    CHECK(waitFor([&] { return browser->rowCount() < iron; }));
    REQUIRE(browser->rowCount() >= 1);
    CHECK(browser->cellText(0, CardBrowser::ColName) == "Iron Palm");

    typeSearch(*f.frame, "zzzz no such card");
    CHECK(browser->rowCount() == 0);
    CHECK(browser->countText() == "No card matches");

    browser->searchBox()->Clear();
    CHECK(waitFor([&] { return browser->rowCount() == all; }));
}

TEST_CASE("the browser's columns and filters come from the game, with owned counts and sort",
          "[gui][browser]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    CardBrowser* browser = f.frame->browser();
    wxDataViewCtrl* list = browser->list();
    CHECK(toUtf8(list->GetColumn(CardBrowser::ColName)->GetTitle()) == "Name");
    CHECK(toUtf8(list->GetColumn(CardBrowser::ColOwned)->GetTitle()) == "Own");
    CHECK(toUtf8(list->GetColumn(CardBrowser::ColFirstField)->GetTitle()) == "Type");

    // A field no card fills gets no column: P.O.W.E.R.'s sample cards have no Type.
    {
        const app::LoadedGame* power = f.session->loadedGame("power");
        if (!power) power = f.session->game("power").value;
        REQUIRE(power != nullptr);
        REQUIRE(power->game.fieldIndex("type") >= 0);
        REQUIRE(f.frame->selectGame("power"));
        std::vector<std::string> titles;
        for (unsigned c = 0; c < list->GetColumnCount(); ++c)
            titles.push_back(toUtf8(list->GetColumn(c)->GetTitle()));
        CHECK(std::find(titles.begin(), titles.end(), "Kind") != titles.end());
        CHECK(std::find(titles.begin(), titles.end(), "Type") == titles.end());
        REQUIRE(f.frame->selectGame("plu"));
    }

    // A filter for each enumerated field, the rarities among them.
    std::vector<std::string> fields;
    for (const auto& filter : browser->filters())
        fields.push_back(filter.field);
    CHECK(std::find(fields.begin(), fields.end(), "type") != fields.end());
    CHECK(std::find(fields.begin(), fields.end(), "rarity") != fields.end());
    REQUIRE(browser->setFilter("type", "Fighter"));
    REQUIRE(browser->rowCount() > 0);
    for (unsigned row = 0; row < browser->rowCount(); ++row)
        CHECK(browser->cellText(row, CardBrowser::ColFirstField) == "Fighter");
    const unsigned fighters = browser->rowCount();
    REQUIRE(browser->setFilter("type", ""));
    CHECK(browser->rowCount() > fighters);

    // Sorted by name, then the other way round.
    browser->sortBy(CardBrowser::ColName, true);
    const std::string first = browser->cellText(0, CardBrowser::ColName);
    browser->sortBy(CardBrowser::ColName, false);
    CHECK(core::foldName(browser->cellText(0, CardBrowser::ColName)) >= core::foldName(first));
    CHECK(browser->cellText(browser->rowCount() - 1, CardBrowser::ColName) == first);

    // A click on the No. header (the event a click sends) sorts by collector number; a second
    // click reverses it.
    auto clickHeader = [&](unsigned column) {
        wxDataViewEvent click(wxEVT_DATAVIEW_COLUMN_HEADER_CLICK, list, list->GetColumn(column));
        list->HandleWindowEvent(click);
    };
    clickHeader(CardBrowser::ColNumber);
    CHECK(list->GetColumn(CardBrowser::ColNumber)->IsSortKey());
    CHECK(list->GetColumn(CardBrowser::ColNumber)->IsSortOrderAscending());
    const std::string low = browser->cellText(0, CardBrowser::ColNumber);
    CHECK(low == "001");
    clickHeader(CardBrowser::ColNumber);
    CHECK_FALSE(list->GetColumn(CardBrowser::ColNumber)->IsSortOrderAscending());
    CHECK(browser->cellText(browser->rowCount() - 1, CardBrowser::ColNumber) == low);

    // Owned counts: none yet; two copies of Iron Palm after they are added to the collection.
    browser->ownedOnly()->SetValue(true);
    browser->refresh();
    CHECK(browser->rowCount() == 0);
    const core::Printing* palm = f.frame->currentGame()->catalogue.byName("iron palm").front();
    collectionOf(*f.session).add(deckhand::test::copiesOf("plu", *palm, 2));
    browser->refreshOwned();
    REQUIRE(browser->rowCount() >= 1);
    CHECK(browser->cellText(0, CardBrowser::ColName) == "Iron Palm");
    CHECK(browser->cellText(0, CardBrowser::ColOwned) == "2");
    // Own counts the printing of its row: the other Iron Palm (PLS2 001) is not owned, and
    // Owned only leaves it out.
    CHECK(browser->rowCount() == 1);
    browser->ownedOnly()->SetValue(false);
    browser->searchBox()->SetValue("iron palm");
    browser->refresh();
    int ownedRow = -1, otherRow = -1;
    for (unsigned r = 0; r < browser->rowCount(); ++r)
        (browser->printingAt(r) == palm ? ownedRow : otherRow) = static_cast<int>(r);
    REQUIRE(ownedRow >= 0);
    REQUIRE(otherRow >= 0);
    CHECK(browser->cellText(static_cast<unsigned>(ownedRow), CardBrowser::ColOwned) == "2");
    CHECK(browser->cellText(static_cast<unsigned>(otherRow), CardBrowser::ColOwned) ==
          "\xE2\x80\x93"); // an en dash: none
    browser->searchBox()->SetValue("");
    browser->ownedOnly()->SetValue(true);
    browser->refresh();

    // The preview shows every field, the printings and the copies owned.
    browser->selectRow(0);
    CardPreview* preview = f.frame->preview();
    CHECK(preview->shown() == browser->printingAt(0));
    CHECK(preview->html().find("Iron Palm") != std::string::npos);
    CHECK(preview->html().find("Type") != std::string::npos);
    CHECK(preview->html().find("2 owned") != std::string::npos);
    CHECK(preview->html().find("Printings") != std::string::npos);
    CHECK_FALSE(preview->image()->hasImage()); // no image cached: the placeholder

    // A cached image is shown; a damaged one falls back to the placeholder without a word.
    const auto imagePath =
        app::cardImagePath(f.session->dir(), "plu", palm->set(), palm->number(), "png");
    std::filesystem::create_directories(imagePath.parent_path());
    wxImage picture(63, 88);
    picture.SetRGB(wxRect(0, 0, 63, 88), 200, 40, 40);
    REQUIRE(picture.SaveFile(toWx(imagePath.string()), wxBITMAP_TYPE_PNG));
    preview->show(f.frame->currentGame(), palm);
    CHECK(preview->image()->hasImage());
    std::ofstream(imagePath, std::ios::binary | std::ios::trunc) << "not a PNG";
    preview->show(f.frame->currentGame(), palm);
    CHECK_FALSE(preview->image()->hasImage());
}

TEST_CASE("a legal Bankroll deck built by keyboard and mouse", "[gui][deck][uiaction]") {
    FrameFixture f;
    buildDeck(*f.frame, "bankroll", "legal.txt");
    CHECK(verdict(*f.frame) == "LEGAL");
    CHECK(toUtf8(f.frame->editor()->countLine()->GetLabel()).find("30 cards") != std::string::npos);
}

TEST_CASE("a legal VStage deck, a broken rule, undo and redo", "[gui][deck][uiaction]") {
    FrameFixture f;
    buildDeck(*f.frame, "vstage", "legal.txt");
    REQUIRE(verdict(*f.frame) == "LEGAL");

    // A third Aki Starlight with the + key: two is the most a deck may hold.
    const core::Printing* aki = f.frame->currentGame()->catalogue.byName("aki starlight").front();
    keyOnDeckLine(*f.frame, *aki, '+');
    CHECK(waitFor([&] { return copiesInDeck(*f.frame, *aki) == 3; }));
    CHECK(verdict(*f.frame) == "ILLEGAL");
    const int line = problemFor(*f.frame, "copies");
    REQUIRE(line >= 0);
    const auto lines = problemLines(*f.frame);
    CHECK(lines[static_cast<std::size_t>(line)].find("Aki Starlight") != std::string::npos);

    // Ctrl+Z takes it back; Ctrl+Y does it again; Edit > Undo once more.
    shortcut(*f.frame, 'z');
    CHECK(waitFor([&] { return copiesInDeck(*f.frame, *aki) == 2; }));
    CHECK(verdict(*f.frame) == "LEGAL");
    shortcut(*f.frame, 'y');
    CHECK(waitFor([&] { return copiesInDeck(*f.frame, *aki) == 3; }));
    CHECK(verdict(*f.frame) == "ILLEGAL");
    wxCommandEvent undo(wxEVT_MENU, wxID_UNDO);
    f.frame->HandleWindowEvent(undo);
    CHECK(copiesInDeck(*f.frame, *aki) == 2);
    CHECK(verdict(*f.frame) == "LEGAL");

    // - twice takes the line out; Delete removes another; each is undone in turn.
    keyOnDeckLine(*f.frame, *aki, '-');
    CHECK(waitFor([&] { return copiesInDeck(*f.frame, *aki) == 1; }));
    CHECK(verdict(*f.frame) == "ILLEGAL"); // 29 cards
    keyOnDeckLine(*f.frame, *aki, '-');
    CHECK(waitFor([&] { return copiesInDeck(*f.frame, *aki) == 0; }));
    const core::Printing* momo = f.frame->currentGame()->catalogue.byName("momo byte").front();
    keyOnDeckLine(*f.frame, *momo, WXK_DELETE);
    CHECK(waitFor([&] { return copiesInDeck(*f.frame, *momo) == 0; }));
    for (int i = 0; i < 3; ++i)
        CHECK(f.frame->editor()->undo());
    CHECK(copiesInDeck(*f.frame, *momo) == 2);
    CHECK(copiesInDeck(*f.frame, *aki) == 2);
    CHECK(verdict(*f.frame) == "LEGAL");
}

TEST_CASE("the deck is saved as it is built and comes back when the window is opened again",
          "[gui][deck][uiaction]") {
    ScratchDir profile;
    std::int64_t deckId = 0;
    {
        FrameFixture f(profile.path);
        REQUIRE(f.frame->selectGame("plu"));
        const core::Printing* palm = f.frame->currentGame()->catalogue.byName("iron palm").front();
        const core::Printing* jab = f.frame->currentGame()->catalogue.byName("quick jab").front();
        addCard(*f.frame, *palm, "main", 2, true);
        addCard(*f.frame, *jab, "side", 1, false);
        // Autosave: a moment after the last change the deck is in the profile.
        CHECK(f.frame->isDirty());
        CHECK(waitFor([&] { return !f.frame->isDirty(); }, MainFrame::AutosaveDelayMs + 3000));
        REQUIRE(f.frame->savedDeckId());
        deckId = *f.frame->savedDeckId();
        CHECK(toUtf8(f.frame->editor()->nameBox()->GetValue()) == "Untitled deck");
        // One more change, closed before the autosave: the close saves it.
        keyOnDeckLine(*f.frame, *palm, '+');
        CHECK(copiesInDeck(*f.frame, *palm) == 3);
        CHECK(f.frame->isDirty());
        // The card pane hidden: the layout comes back that way.
        f.frame->aui().GetPane(MainFrame::PanePreview).Hide();
        f.frame->aui().Update();
        f.close();
        const auto versions = decksOf(*f.session).history(deckId);
        CHECK(versions.size() >= 2);
    }
    {
        FrameFixture f(profile.path);
        CHECK(f.frame->currentGame()->game.id == "plu");
        REQUIRE(f.frame->savedDeckId());
        CHECK(*f.frame->savedDeckId() == deckId);
        CHECK(toUtf8(f.frame->editor()->nameBox()->GetValue()) == "Untitled deck");
        const core::Printing* palm = f.frame->currentGame()->catalogue.byName("iron palm").front();
        CHECK(copiesInDeck(*f.frame, *palm) == 3);
        CHECK(f.frame->deckList()->lineCount() == 2);
        CHECK(f.frame->lastCheck().has_value());
        CHECK_FALSE(f.frame->aui().GetPane(MainFrame::PanePreview).IsShown());

        // File > Open saved deck lists it, after a new deck was started.
        f.frame->newDeck();
        CHECK_FALSE(f.frame->editor()->hasDeck());
        CHECK(verdict(*f.frame) == "No deck open");
        wxCommandEvent open(wxEVT_MENU, wxID_HIGHEST + 1);
        wxTEST_DIALOG(f.frame->HandleWindowEvent(open), ChooseEntry(0));
        CHECK(copiesInDeck(*f.frame, *palm) == 3);
        CHECK(*f.frame->savedDeckId() == deckId);

        // Renamed: the same deck, history kept.
        f.frame->editor()->nameBox()->SetValue("Palm rush");
        wxCommandEvent enter(wxEVT_TEXT_ENTER, f.frame->editor()->nameBox()->GetId());
        f.frame->editor()->nameBox()->HandleWindowEvent(enter);
        const auto record = decksOf(*f.session).find("plu", "Palm rush");
        REQUIRE(record);
        CHECK(record->id == deckId);
        CHECK(std::filesystem::exists(profile.path / "gui.ini")); // the layout, in the profile

        // A name another deck has is refused with a dialog saying so; the deck keeps its name.
        f.frame->newDeck();
        const core::Printing* jab = f.frame->currentGame()->catalogue.byName("quick jab").front();
        f.frame->editor()->add(*jab);
        REQUIRE(f.frame->saveDeck());
        CHECK(toUtf8(f.frame->editor()->nameBox()->GetValue()) == "Untitled deck");
        f.frame->editor()->nameBox()->SetValue("Palm rush");
        std::string message;
        wxTEST_DIALOG(f.frame->editor()->nameBox()->HandleWindowEvent(enter),
                      CaptureMessageBox(&message));
        CHECK(message.find("already called \"Palm rush\"") != std::string::npos);
        CHECK(toUtf8(f.frame->editor()->nameBox()->GetValue()) == "Untitled deck");
        CHECK(decksOf(*f.session).list("plu").size() == 2);
    }
}

TEST_CASE("a damaged layout in gui.ini leaves the panes where they start", "[gui]") {
    ScratchDir profile;
    {
        std::ofstream ini(profile.path / "gui.ini", std::ios::binary);
        ini << "Game=no-such-game\n[Layout]\nVersion=1\nPerspective=layout2|name=browser;caption=||"
               "|dock_size(9"
               "\n[Decks]\nplu=424242\n";
    }
    FrameFixture f(profile.path);
    CHECK(f.frame->currentGame() != nullptr);
    for (const char* pane : {MainFrame::PaneBrowser, MainFrame::PaneDeck, MainFrame::PanePreview,
                             MainFrame::PaneReport})
        CHECK(f.frame->aui().GetPane(pane).IsShown());
    CHECK(f.frame->gameBar()->IsShownOnScreen());
    CHECK(f.frame->browser()->IsShownOnScreen());
    CHECK(f.frame->editor()->IsShownOnScreen());
    REQUIRE(f.frame->selectGame("plu"));
    CHECK_FALSE(f.frame->editor()->hasDeck()); // the deck it names is not there
    CHECK(verdict(*f.frame) == "No deck open");
}

TEST_CASE("keyboard only: type a name, Enter to the list, Enter adds the card",
          "[gui][deck][uiaction]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    const core::Printing* palm = f.frame->currentGame()->catalogue.byName("iron palm").front();
    typeSearch(*f.frame, "iron palm");
    REQUIRE(waitFor([&] { return f.frame->browser()->rowCount() >= 1; }));
    wxUIActionSimulator sim;
    sim.Char(WXK_RETURN); // from the search box to the first card
    REQUIRE(waitFor([&] { return f.frame->browser()->selected() != nullptr; }));
    CHECK(f.frame->browser()->selected()->name() == "Iron Palm");
    sim.Char(WXK_RETURN); // the card goes into the deck
    CHECK(waitFor([&] { return copiesInDeck(*f.frame, *f.frame->browser()->selected()) == 1; }));
    CHECK(f.frame->editor()->hasDeck());
    CHECK(f.frame->preview()->shown() == f.frame->browser()->selected());
    CHECK(palm->name() == "Iron Palm");
}

TEST_CASE("a deck list from a file, edited in the window, is saved in the profile and the file "
          "is left as it was",
          "[gui][deck][uiaction]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    const std::filesystem::path path = f.scratch->path / "lists" / "Kaito.txt";
    std::filesystem::create_directories(path.parent_path());
    const std::string text = "Main\n1 Kaito Blaze\n3 Quick Jab\n";
    std::ofstream(path, std::ios::binary) << text;
    const auto original = std::filesystem::file_size(path);
    f.frame->openDeck(path.string());
    CHECK(toUtf8(f.frame->GetTitle()) == "Kaito.txt — Deckhand");
    const core::Printing* jab = f.frame->currentGame()->catalogue.byName("quick jab").front();
    const int before = copiesInDeck(*f.frame, *jab);
    REQUIRE(before == 3);

    keyOnDeckLine(*f.frame, *jab, '-');
    CHECK(copiesInDeck(*f.frame, *jab) == before - 1);
    // The window says what became of the list: a deck of the profile, the file untouched.
    const std::string status = toUtf8(f.frame->GetStatusBar()->GetStatusText());
    CHECK(has(status, "Kaito.txt is left as it was"));
    CHECK(f.frame->deckPath().empty());
    CHECK(f.frame->isDirty());
    f.frame->flushAutosave();
    REQUIRE(f.frame->savedDeckId());
    CHECK(toUtf8(f.frame->GetTitle()) == "Kaito — Deckhand");
    const auto saved = decksOf(*f.session).find("plu", "Kaito");
    REQUIRE(saved);
    CHECK(std::filesystem::file_size(path) == original);
    // Undo is still the edit made in the window, and the Edit menu says which.
    CHECK(f.frame->deckSession().undoLabel() == "Take out Quick Jab");
    f.frame->GetMenuBar()->UpdateMenus();
    const wxMenuItem* undo = f.frame->GetMenuBar()->FindItem(wxID_UNDO);
    REQUIRE(undo);
    CHECK(toUtf8(undo->GetItemLabelText()) == "Undo Take out Quick Jab");
    CHECK(undo->IsEnabled());
    const wxMenuItem* redo = f.frame->GetMenuBar()->FindItem(wxID_REDO);
    REQUIRE(redo);
    CHECK(toUtf8(redo->GetItemLabelText()) == "Redo");
    CHECK_FALSE(redo->IsEnabled());
}

TEST_CASE("after an add only the added line is selected", "[gui][deck]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    const auto& catalogue = f.frame->currentGame()->catalogue;
    const core::Printing* palm = catalogue.byName("iron palm").front();
    const core::Printing* jab = catalogue.byName("quick jab").front();
    const core::Printing* kick = catalogue.byName("snap kick").front();
    DeckEditor* editor = f.frame->editor();
    editor->add(*palm, 2);
    editor->add(*jab, 1);
    // The user selects both lines, then adds a third card from the browser.
    wxDataViewListCtrl* list = f.frame->deckList()->list();
    list->SelectAll();
    REQUIRE(list->GetSelectedItemsCount() > 1);
    editor->add(*kick, 1);
    CHECK(list->GetSelectedItemsCount() == 1);
    const auto line = editor->selectedLine();
    REQUIRE(line);
    CHECK(editor->deck().sections[line->section].entries[line->entry].printing == kick);
    // Another copy of a card already in the deck: its line is the one selected.
    editor->add(*palm, 1);
    CHECK(list->GetSelectedItemsCount() == 1);
    CHECK(editor->deck()
              .sections[editor->selectedLine()->section]
              .entries[editor->selectedLine()->entry]
              .quantity == 3);
}

TEST_CASE("the window opens on the screen, whatever size and place gui.ini remembers", "[gui]") {
    const wxRect screen = wxDisplay(0u).GetClientArea();
    auto opened = [&](const std::string& window) {
        ScratchDir profile;
        {
            std::ofstream ini(profile.path / "gui.ini", std::ios::binary);
            ini << "[Window]\n" << window;
        }
        app::ProfileSession session(profile.path, app::resourcesDir());
        auto* frame = new MainFrame(session);
        const wxRect rect = frame->GetRect();
        frame->Destroy();
        pump();
        return rect;
    };
    // A size from a bigger monitor, a place on one that is gone: all of it on this screen.
    const wxRect big = opened("Width=3000\nHeight=2000\nX=-2500\nY=4000\n");
    INFO("screen " << screen.x << "," << screen.y << " " << screen.width << "x" << screen.height
                   << "; window " << big.x << "," << big.y << " " << big.width << "x"
                   << big.height);
    CHECK(screen.Contains(big));
    CHECK(big.GetSize() == screen.GetSize());
    // Nothing remembered: the usual 1280x800, or the screen where that is more.
    const wxRect first = opened("");
    CHECK(screen.Contains(first));
    CHECK(first.width == std::min(1280, screen.width));
    CHECK(first.height == std::min(800, screen.height));
    // A place that fits is kept.
    const wxRect kept = opened("Width=900\nHeight=600\nX=" + std::to_string(screen.x + 30) +
                               "\nY=" + std::to_string(screen.y + 20) + "\n");
    CHECK(kept == wxRect(screen.x + 30, screen.y + 20, 900, 600));
    // The window's inside, kept since it is sized by it, comes before its outside's size.
    const wxRect inside =
        opened("Width=1000\nHeight=700\nInsideWidth=900\nInsideHeight=600\nX=" +
               std::to_string(screen.x + 30) + "\nY=" + std::to_string(screen.y + 20) + "\n");
    CHECK(inside == wxRect(screen.x + 30, screen.y + 20, 900, 600));
    // What it keeps on closing is its inside (here, with no window manager, all of it).
    ScratchDir profile;
    {
        app::ProfileSession session(profile.path, app::resourcesDir());
        auto* frame = new MainFrame(session);
        frame->SetSize(wxRect(screen.x + 40, screen.y + 30, 950, 650));
        frame->Destroy();
        pump();
    }
    std::ifstream ini(profile.path / "gui.ini");
    std::stringstream keptIni;
    keptIni << ini.rdbuf();
    CHECK(has(keptIni.str(), "InsideWidth=950"));
    CHECK(has(keptIni.str(), "InsideHeight=650"));
}

TEST_CASE("a typo in the search box finds the closest names; Down goes to them, Enter adds",
          "[gui][browser][uiaction]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("vstage"));
    // VStage's sample cards have one Reina Vox, printed twice (VS00 012/040 and 041/040).
    typeSearch(*f.frame, "rena vox");
    CardBrowser* browser = f.frame->browser();
    REQUIRE(waitFor([&] { return browser->rowCount() > 0; }));
    CHECK(browser->showingClosest());
    std::set<std::string> names;
    for (unsigned r = 0; r < browser->rowCount(); ++r)
        names.insert(browser->printingAt(r)->name());
    CHECK(names.count("Reina Vox") == 1);
    CHECK(browser->countText() == "No card is called that: the closest names");

    // Down from the search box goes to the first card; Enter adds it to the deck.
    wxUIActionSimulator sim;
    sim.Char(WXK_DOWN);
    REQUIRE(waitFor([&] { return browser->selected() != nullptr; }));
    const core::Printing* first = browser->printingAt(0);
    CHECK(browser->selected() == first);
    sim.Char(WXK_RETURN);
    REQUIRE(waitFor([&] { return copiesInDeck(*f.frame, *first) == 1; }));

    // Typed right, it is a match, not a guess.
    typeSearch(*f.frame, "reina vox");
    REQUIRE(waitFor([&] { return browser->rowCount() > 0; }));
    CHECK_FALSE(browser->showingClosest());
}

TEST_CASE("the card list keeps the focus when another game is chosen", "[gui][deck][uiaction]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    wxDataViewCtrl* list = f.frame->browser()->list();
    list->SetFocus();
    REQUIRE(waitFor([&] {
        const wxWindow* focus = wxWindow::FindFocus();
        return focus && (focus == list || focus->GetParent() == list);
    }));
    // The browser makes VStage's columns (with the list out of view meanwhile): the keys still
    // go to the list.
    REQUIRE(f.frame->selectGame("vstage"));
    pump(50);
    CHECK(list->IsShown());
    CHECK(list->GetColumnCount() >= 4);
    const wxWindow* focus = wxWindow::FindFocus();
    CHECK((focus == list || (focus && focus->GetParent() == list)));
}

TEST_CASE("Ctrl+F from a list goes to the search box, and another game clears the search",
          "[gui][deck][uiaction]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    typeSearch(*f.frame, "iron");
    REQUIRE(waitFor([&] { return f.frame->browser()->rowCount() >= 1; }));
    // From the deck's list (GTK's own list search would take the key).
    f.frame->deckList()->list()->SetFocus();
    pump(50);
    wxUIActionSimulator sim;
    sim.Char('F', wxMOD_CONTROL);
    REQUIRE(waitFor([&] { return wxWindow::FindFocus() != nullptr; }));
    pump(100);
    const wxWindow* focus = wxWindow::FindFocus();
    wxSearchCtrl* box = f.frame->browser()->searchBox();
    CHECK((focus == box || (focus && focus->GetParent() == box)));
    // What was typed for Powerline Ultra means nothing in VStage: the search starts empty.
    REQUIRE(f.frame->selectGame("vstage"));
    CHECK(toUtf8(box->GetValue()).empty());
    CHECK(f.frame->browser()->rowCount() > 1);
}
