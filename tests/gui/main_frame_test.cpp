// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/cli/cli.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/html.hpp"
#include "deckhand/gui/shortcuts_dialog.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "gui_test_support.hpp"
#include "main_frame_ids.hpp"
#include "profile/stores.hpp"
#include "shown_date.hpp"
#include "shown_time.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/dateevt.h>
#include <wx/dcclient.h>
#include <wx/htmllbox.h>
#include <wx/menu.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>
#include <wx/testing.h>
#include <wx/toolbar.h>
#include <wx/uiaction.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

bool anyContains(const std::vector<std::string>& lines, const std::string& text) {
    for (const auto& line : lines)
        if (line.find(text) != std::string::npos) return true;
    return false;
}

/// Sets the date picker as a user would and sends the event a pick sends.
void pickDate(MainFrame& frame, int year, int month, int day) {
    DateField* picker = frame.datePicker();
    picker->textBox()->SetValue(toWx(core::Date{year, month, day}.str()));
    REQUIRE(picker->commit());
}

/// A scratch folder for deck lists a test writes itself.
std::filesystem::path scratchFile(const std::string& name, const std::string& text) {
    const auto dir = std::filesystem::temp_directory_path() / "deckhand-gui-tests";
    std::filesystem::create_directories(dir);
    const auto path = dir / name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

} // namespace

TEST_CASE("the main window starts with the installed games and no deck", "[gui]") {
    FrameFixture f;
    CHECK(toUtf8(f.frame->GetTitle()) == "Deckhand");
    CHECK(f.frame->gameChoice()->GetCount() == library().games().size());
    CHECK(f.frame->gameChoice()->FindString("Powerline Ultra") != wxNOT_FOUND);
    CHECK(f.frame->datePicker()->date() == core::Date::today());
    CHECK(verdict(*f.frame) == "No deck open");
    CHECK(f.frame->deckList()->list()->GetItemCount() == 0);

    REQUIRE(f.frame->selectGame("plu"));
    CHECK(toUtf8(f.frame->gameChoice()->GetStringSelection()) == "Powerline Ultra");
    CHECK(toUtf8(f.frame->formatChoice()->GetString(0)) == "Tournament");
    CHECK(toUtf8(f.frame->formatChoice()->GetStringSelection()) == "Tournament");
    CHECK_FALSE(f.frame->selectGame("no-such-game"));
}

TEST_CASE("opening a legal deck shows LEGAL and every line of the list", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));

    CHECK(verdict(*f.frame) == "LEGAL");
    CHECK(toUtf8(f.frame->GetTitle()).find("legal.txt") != std::string::npos);
    const auto& list = *f.frame->deckList();
    // Shown as a list in the order added: 18 lines in Main, 2 in Side, in the order of the file.
    f.frame->editor()->setView({false, "added"});
    REQUIRE(list.list()->GetItemCount() == 20);
    CHECK(cell(list, 0, DeckListPanel::ColSection) == "Main");
    CHECK(cell(list, 0, DeckListPanel::ColQuantity) == "1");
    CHECK(cell(list, 0, DeckListPanel::ColName) == "Kaito Blaze");
    CHECK(cell(list, 0, DeckListPanel::ColFirstField) == "Fighter");
    CHECK(cell(list, 4, DeckListPanel::ColName) == "Snap Kick");
    CHECK(cell(list, 4, DeckListPanel::ColQuantity) == "3");
    CHECK(cell(list, 2, DeckListPanel::ColSet) == "PLS2");
    CHECK(cell(list, 2, DeckListPanel::ColNumber) == "001");
    CHECK(cell(list, 19, DeckListPanel::ColSection) == "Side");
    CHECK(cell(list, 19, DeckListPanel::ColName) == "Hype Crowd");
    // Columns: the fixed ones, then the game's first two fields.
    REQUIRE(list.list()->GetColumnCount() == 7);
    CHECK(toUtf8(list.list()->GetColumn(DeckListPanel::ColFirstField)->GetTitle()) == "Type");
    CHECK(toUtf8(list.list()->GetColumn(DeckListPanel::ColFirstField + 1)->GetTitle()) ==
          "Subtype");

    const std::string counts = toUtf8(f.frame->report()->counts()->GetLabel());
    CHECK(counts.find("41 cards") != std::string::npos);
    CHECK(counts.find("0 errors") != std::string::npos);
    CHECK(summary(*f.frame).find("Limited / Immortalized List") != std::string::npos);
    // Bundled cards and lists are sample data, and the pane says so.
    CHECK(summary(*f.frame).find("SAMPLE data: ") != std::string::npos);
    CHECK(summary(*f.frame).find("sample cards and a sample Limited list, made up for tests and "
                                 "demos, not the publisher's.") != std::string::npos);
    for (const auto& item : f.frame->report()->items())
        CHECK(item.kind != ReportPanel::ItemKind::Error);
}

TEST_CASE("a broken rule is listed with its message and citation, and selecting it marks its cards",
          "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "fighter.txt"));

    CHECK(verdict(*f.frame) == "ILLEGAL");
    const int line = problemFor(*f.frame, "fighter");
    REQUIRE(line >= 0);
    const auto lines = problemLines(*f.frame);
    const std::string& shown = lines[static_cast<std::size_t>(line)];
    CHECK(shown.find("ERROR") != std::string::npos);
    CHECK(shown.find("The deck has 2 Fighter cards (Kaito Blaze and Madame Voltine); it must "
                     "have exactly 1.") != std::string::npos);
    CHECK(shown.find("plu-powerline-ultra.txt") != std::string::npos);

    const auto& list = *f.frame->deckList();
    const auto kaito = rowsNamed(list, "Kaito Blaze");
    const auto voltine = rowsNamed(list, "Madame Voltine");
    const auto jab = rowsNamed(list, "Quick Jab");
    REQUIRE(kaito.size() == 1);
    REQUIRE(voltine.size() == 1);
    REQUIRE(jab.size() == 1);
    CHECK_FALSE(list.isHighlighted(kaito[0]));

    selectProblem(*f.frame->report(), line);
    CHECK(list.isHighlighted(kaito[0]));
    CHECK(list.isHighlighted(voltine[0]));
    CHECK_FALSE(list.isHighlighted(jab[0]));
    unsigned highlighted = 0;
    for (unsigned row = 0; row < list.rowCount(); ++row)
        highlighted += list.isHighlighted(row) ? 1 : 0;
    CHECK(highlighted == 2);

    // A re-check (here: the same format picked again) starts with nothing highlighted.
    choose(f.frame->formatChoice(), "Tournament");
    CHECK_FALSE(list.isHighlighted(kaito[0]));
}

TEST_CASE("selecting a copy-limit error marks every printing it counts", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("vstage"));
    f.frame->openDeck(deckFile("vstage", "copies-overnumbered.txt"));
    CHECK(verdict(*f.frame) == "ILLEGAL");
    const int line = problemFor(*f.frame, "copies");
    REQUIRE(line >= 0);

    // The error names "Reina Vox (VS00 012/040)"; the overnumbered 041/040 counts as it too.
    selectProblem(*f.frame->report(), line);
    const auto& list = *f.frame->deckList();
    const auto reina = rowsNamed(list, "Reina Vox");
    REQUIRE(reina.size() == 2);
    for (unsigned row = 0; row < list.rowCount(); ++row) {
        const bool isReina = std::find(reina.begin(), reina.end(), row) != reina.end();
        CHECK(list.isHighlighted(row) == isReina);
    }
}

TEST_CASE("changing the format or the event date re-checks the open deck", "[gui]") {
    FrameFixture f;
    choose(f.frame->gameChoice(), "Powerline Ultra");
    pickDate(*f.frame, 2026, 5, 1);
    f.frame->openDeck(deckFile("plu", "limited-iron-palm-2.txt"));

    // Tournament on 2026-05-01: the May list allows one Iron Palm, the deck has two.
    CHECK(verdict(*f.frame) == "ILLEGAL");
    CHECK(problemFor(*f.frame, "limited") >= 0);
    CHECK(anyContains(problemLines(*f.frame), "2 copies of Iron Palm"));
    CHECK(summary(*f.frame).find("effective 2026-05-01") != std::string::npos);

    choose(f.frame->formatChoice(), "Casual");
    CHECK(f.frame->currentFormatId() == "casual");
    CHECK(verdict(*f.frame) == "LEGAL");
    CHECK(problemFor(*f.frame, "limited") < 0);

    choose(f.frame->formatChoice(), "Tournament");
    CHECK(verdict(*f.frame) == "ILLEGAL");

    // Under the January list (in force on 2026-03-01) two Iron Palms are allowed.
    pickDate(*f.frame, 2026, 3, 1);
    CHECK(f.frame->eventDate() == core::Date{2026, 3, 1});
    CHECK(verdict(*f.frame) == "LEGAL");
    CHECK(summary(*f.frame).find("effective 2026-01-01") != std::string::npos);

    // Another game: its formats replace PLU's, and the PLU list no longer reads.
    choose(f.frame->gameChoice(), "VStage");
    CHECK(f.frame->formatChoice()->FindString("Tournament") == wxNOT_FOUND);
    CHECK(f.frame->currentFormatId() == library().find("vstage")->game.formats.front().id);
    CHECK(verdict(*f.frame) == "NOT CHECKED");
}

TEST_CASE("a list that cannot be read shows each problem with its line", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    const auto path = scratchFile("unknown-card.txt", "// A deck with a card that does not exist\n"
                                                      "Main\n"
                                                      "1 Kaito Blaze\n"
                                                      "3 Quick Jab\n"
                                                      "2 Zzyzx the Unprinted\n");
    REQUIRE_NOTHROW(f.frame->openDeck(path.string()));

    CHECK(verdict(*f.frame) == "NOT CHECKED");
    const auto& items = f.frame->report()->items();
    REQUIRE_FALSE(items.empty());
    bool found = false;
    for (const auto& item : items) {
        CHECK(item.kind == ReportPanel::ItemKind::InputError);
        if (item.text.find("unknown-card.txt:5:") != std::string::npos &&
            item.text.find("Zzyzx the Unprinted") != std::string::npos)
            found = true;
    }
    CHECK(found);
    CHECK(anyContains(problemLines(*f.frame), "unknown-card.txt:5:"));

    // A file that is not there: said in the report pane, not a crash or a blank window.
    REQUIRE_NOTHROW(f.frame->openDeck((path.parent_path() / "no-such-deck.txt").string()));
    CHECK(verdict(*f.frame) == "NOT CHECKED");
    CHECK(anyContains(problemLines(*f.frame), "no-such-deck.txt"));
    CHECK(f.frame->deckList()->list()->GetItemCount() == 0);

    // Back to a good list: everything recovers.
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    CHECK(verdict(*f.frame) == "LEGAL");
}

TEST_CASE("Cockatrice, OCTGN and LackeyCCG deck files open like text lists", "[gui]") {
    // The desktop file offers Deckhand for these types, so a double-click must work.
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    const app::LoadedGame* plu = library().find("plu");
    REQUIRE(plu);
    auto list = io::readDeckFile(deckFile("plu", "legal.txt"));
    REQUIRE(list.ok());
    auto deck = core::resolveDeck(list.value, plu->catalogue, nullptr);
    REQUIRE(deck.ok());
    for (const auto kind :
         {io::DeckFormat::Cockatrice, io::DeckFormat::Octgn, io::DeckFormat::Lackey}) {
        const std::string name = std::string("legal") + io::extensionOf(kind);
        INFO(name);
        f.frame->openDeck(scratchFile(name, io::writeDeck(deck.value, plu->game, kind)).string());
        CHECK(verdict(*f.frame) == "LEGAL");
        CHECK(toUtf8(f.frame->report()->counts()->GetLabel()).find("41 cards") !=
              std::string::npos);
    }

    // A broken file of such a format is reported at its line, like a broken text list.
    const auto broken = scratchFile("broken.cod", "<?xml version=\"1.0\"?>\n"
                                                  "<cockatrice_deck>\n<zone name=\"main\">\n");
    f.frame->openDeck(broken.string());
    CHECK(verdict(*f.frame) == "NOT CHECKED");
    CHECK(anyContains(problemLines(*f.frame), "broken.cod:"));
}

TEST_CASE("File > Open asks for a file and opens the one chosen", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    const std::string path = deckFile("plu", "fighter.txt");

    wxCommandEvent open(wxEVT_MENU, wxID_OPEN);
    open.SetEventObject(f.frame);
    wxTEST_DIALOG(f.frame->HandleWindowEvent(open), wxExpectModal<wxFileDialog>(toWx(path)));
    CHECK(f.frame->deckPath() == path);
    CHECK(verdict(*f.frame) == "ILLEGAL");

    // Cancelling the dialog leaves the open deck as it was.
    wxTEST_DIALOG(f.frame->HandleWindowEvent(open), wxExpectModal<wxFileDialog>("", wxID_CANCEL));
    CHECK(f.frame->deckPath() == path);
    CHECK(verdict(*f.frame) == "ILLEGAL");
}

TEST_CASE("a real mouse click on a problem marks its cards", "[gui][uiaction]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "fighter.txt"));
    const int line = problemFor(*f.frame, "fighter");
    REQUIRE(line >= 0);
    const auto voltine = rowsNamed(*f.frame->deckList(), "Madame Voltine");
    REQUIRE(voltine.size() == 1);

    wxSimpleHtmlListBox* problems = f.frame->report()->problems();
    REQUIRE(
        waitFor([&] { return problems->IsShownOnScreen() && problems->GetClientSize().y > 0; }));
    const wxRect item = problems->GetItemRect(static_cast<std::size_t>(line));
    REQUIRE(item.height > 0);
    wxUIActionSimulator sim;
    sim.MouseMove(problems->ClientToScreen(item.GetPosition() + wxPoint(20, item.height / 2)));
    pump();
    sim.MouseClick();
    CHECK(waitFor([&] { return problems->GetSelection() == line; }));
    CHECK(waitFor([&] { return f.frame->deckList()->isHighlighted(voltine[0]); }));
}

TEST_CASE("a handler that fails says so in a message box and the window carries on", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));

    // The file dialog says OK but names no file: the handler throws, guarded() reports it.
    std::string message;
    wxCommandEvent open(wxEVT_MENU, wxID_OPEN);
    wxTEST_DIALOG(f.frame->HandleWindowEvent(open), wxExpectModal<wxFileDialog>(""),
                  CaptureMessageBox(&message));
    CHECK(message.find("could not open the deck list") != std::string::npos);
    CHECK(message.find("no file name") != std::string::npos);
    CHECK(verdict(*f.frame) == "LEGAL");
}

TEST_CASE("Ctrl+O typed on the keyboard opens the file dialog", "[gui][uiaction]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    const std::string path = deckFile("plu", "legal.txt");
    wxUIActionSimulator sim;
    // Without a window manager X sends keys to the window under the pointer: the welcome page,
    // as a fresh profile shows it.
    wxWindow* start = f.frame->editor()->welcome()->startButton();
    REQUIRE(start->IsShownOnScreen());
    sim.MouseMove(start->GetScreenRect().GetPosition() + wxPoint(10, 10));
    start->SetFocus();
    pump(100);
    auto typeCtrlO = [&] {
        sim.Char('o', wxMOD_CONTROL);
        waitFor([&] { return !f.frame->deckPath().empty(); });
    };
    wxTEST_DIALOG(typeCtrlO(), wxExpectModal<wxFileDialog>(toWx(path)));
    CHECK(f.frame->deckPath() == path);
    CHECK(verdict(*f.frame) == "LEGAL");
}

TEST_CASE("a big game's cards are read in the background while the window is up",
          "[gui][background]") {
    // Every game counts as big here, so the sample games take the background path.
    MainFrame::setBackgroundReadThreshold(0);
    struct Restore {
        ~Restore() { MainFrame::setBackgroundReadThreshold(20000); }
    } restore;
    unexpectedDialogs().clear();
    ScratchDir dir;
    auto session = std::make_unique<app::ProfileSession>(dir.path, app::resourcesDir());
    std::ofstream(dir.path / "gui.ini") << "Game=plu\n";
    auto* frame = new MainFrame(*session);
    frame->Show();

    // Up at once: the game is chosen, its cards are being read, and the window says so.
    CHECK(frame->chosenGameId() == "plu");
    CHECK(frame->readingGame() == "plu");
    CHECK(frame->currentGame() == nullptr);
    CHECK(has(toUtf8(frame->browser()->countLine()->GetLabel()), "Reading Powerline Ultra's"));
    CHECK(verdict(*frame) == "Reading the cards");
    CHECK(session->loadedGame("plu") == nullptr); // nothing read it on the window's thread
    // Commands that need the cards say so instead of reading them on this thread.
    std::string message;
    wxTEST_DIALOG(
        {
            wxCommandEvent event(wxEVT_MENU, frame->GetMenuBar()->FindMenuItem(
                                                 "Edit", toWx("Download all card images…")));
            frame->ProcessWindowEvent(event);
        },
        CaptureMessageBox(&message));
    CHECK(has(message, "still being read"));
    CHECK(session->loadedGame("plu") == nullptr);
    // What is typed meanwhile is searched when the cards are there.
    frame->browser()->searchBox()->ChangeValue("kaito");

    REQUIRE(waitFor([&] { return frame->currentGame() != nullptr; }, 20000));
    CHECK(frame->readingGame().empty());
    CHECK(frame->currentGame()->game.id == "plu");
    REQUIRE(frame->browser()->rowCount() >= 1);
    for (unsigned row = 0; row < frame->browser()->rowCount(); ++row)
        CHECK(has(frame->browser()->printingAt(row)->foldedName, "kaito"));
    CHECK(verdict(*frame) == "No deck open");

    // Another game chosen while one is read: the read ends, then the chosen one is read.
    frame->browser()->searchBox()->ChangeValue("");
    REQUIRE(frame->selectGame("vstage"));
    REQUIRE(frame->selectGame("power"));
    CHECK(frame->currentGame() == nullptr);
    REQUIRE(waitFor([&] { return frame->currentGame() != nullptr && frame->readingGame().empty(); },
                    20000));
    CHECK(frame->currentGame()->game.id == "power");
    CHECK(frame->browser()->rowCount() > 0);
    CHECK(session->loadedGame("vstage") != nullptr); // the read that was going is kept

    // A deck built now is the chosen game's, and the frame closes cleanly with a read going.
    frame->editor()->add(*frame->browser()->printingAt(0));
    CHECK(frame->editor()->hasDeck());
    frame->selectGame("linkframe");
    delete frame;
    pump(10);
    session.reset();
    for (const auto& text : unexpectedDialogs())
        FAIL_CHECK("unexpected dialog: " << text);
}

TEST_CASE("a card selected among a game's first cards is shown, and still once the game is read",
          "[gui][background]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    // The browser lists the game's first cards as while the whole game is read.
    auto first = app::ProfileSession::readFirstCards(f.session->dir(), "plu", 10);
    REQUIRE(first.ok());
    f.frame->browser()->showFirstCards(std::move(first.value), "Reading…");
    f.frame->browser()->selectRow(2);
    const core::Printing* picked = f.frame->browser()->printingAt(2);
    REQUIRE(picked != nullptr);
    const std::string name = picked->name(), set = picked->set(), number = picked->number();
    CHECK(f.frame->preview()->shown() == picked);
    CHECK(has(f.frame->preview()->html(), name));
    CHECK_FALSE(has(f.frame->preview()->html(), "Select a card"));

    // The whole game (the game chosen again, as when its read ends): the same card, selected
    // and shown, now the whole game's printing.
    REQUIRE(f.frame->selectGame("plu"));
    const core::Printing* whole = f.frame->currentGame()->catalogue.bySetNumber(set, number);
    REQUIRE(whole != nullptr);
    CHECK(f.frame->browser()->selected() == whole);
    CHECK(f.frame->preview()->shown() == whole);
    CHECK(has(f.frame->preview()->html(), name));
}

TEST_CASE("the card pane breaks a long value to its width, at any width of the window",
          "[gui][preview]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    // A card with what a Cockatrice file carries: an image address and an id, no spaces in them.
    core::Printing p = *f.frame->currentGame()->catalogue.byName("iron palm").front();
    const std::string url =
        "https://images.example.org/cards/" + std::string(40, 'x') + "/front.jpg";
    const std::string id = "6d596747-00cd-4002-8000-000000000336";
    p.extras["picurl"] = url;
    p.extras["uuid"] = id;
    CardPreview* preview = f.frame->preview();
    for (const wxSize size : {wxSize(1920, 1050), wxSize(1280, 800), wxSize(1024, 700)}) {
        INFO(size.x << "x" << size.y);
        wxHtmlWindow* details = showCardAt(*f.frame, p, size);
        // Nothing runs out of the pane: no line is wider than the room for it.
        CHECK(details->GetVirtualSize().x <= details->GetClientSize().x);
        // Every character is still there, the line breaks aside.
        std::string text = preview->html();
        for (auto at = text.find("<wbr>"); at != std::string::npos; at = text.find("<wbr>", at))
            text.erase(at, 5);
        CHECK(has(text, url));
        CHECK(has(text, id));
    }
    // The window made narrower with the card shown: broken again to the new width.
    f.frame->SetSize(wxSize(1920, 1050));
    pump(20);
    preview->show(f.frame->currentGame(), &p);
    pump(20);
    f.frame->SetSize(wxSize(1024, 700));
    pump(50);
    CHECK(preview->details()->GetVirtualSize().x <= preview->details()->GetClientSize().x);
    preview->show(nullptr, nullptr); // before the copy goes
}

TEST_CASE("the toolbar's tools do what their menu items do, and follow the deck",
          "[gui][toolbar]") {
    FrameFixture f;
    wxToolBar* bar = f.frame->GetToolBar();
    REQUIRE(bar != nullptr);
    for (const int id :
         {int(wxID_NEW), int(wxID_OPEN), int(wxID_SAVE), int(wxID_UNDO), int(wxID_REDO)})
        CHECK(bar->FindById(id) != nullptr);
    auto cards = [&] {
        int n = 0;
        for (const auto& section : f.frame->editor()->deck().sections)
            n += section.cardCount();
        return n;
    };
    auto click = [&](int id) {
        wxCommandEvent event(wxEVT_TOOL, id);
        event.SetEventObject(bar);
        bar->ProcessWindowEvent(event);
        pump(20);
    };
    REQUIRE(f.frame->selectGame("plu"));
    click(wxID_NEW);
    bar->UpdateWindowUI();
    CHECK_FALSE(bar->GetToolEnabled(wxID_UNDO));
    CHECK_FALSE(bar->GetToolEnabled(wxID_SAVE));

    REQUIRE(f.frame->browser()->rowCount() > 0);
    f.frame->editor()->add(*f.frame->browser()->printingAt(0), 2);
    bar->UpdateWindowUI();
    CHECK(bar->GetToolEnabled(wxID_UNDO));
    CHECK(bar->GetToolEnabled(wxID_SAVE));
    CHECK_FALSE(bar->GetToolEnabled(wxID_REDO));
    CHECK(cards() == 2);

    click(wxID_UNDO);
    CHECK(cards() == 0);
    bar->UpdateWindowUI();
    CHECK(bar->GetToolEnabled(wxID_REDO));
    click(wxID_REDO);
    CHECK(cards() == 2);
    click(wxID_SAVE);
    CHECK(f.frame->savedDeckId().has_value());
    CHECK_FALSE(f.frame->isDirty());
}

TEST_CASE("a card selected in the browser goes to the collection or the wishlist in one step",
          "[gui][quickadd]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    CHECK(has(f.frame->quickAdd(false), "Select a card"));
    f.frame->browser()->searchBox()->SetValue("iron palm");
    pump(20);
    REQUIRE(f.frame->browser()->rowCount() >= 1);
    f.frame->browser()->selectRow(0);
    const core::Printing* palm = f.frame->browser()->selected();
    REQUIRE(palm != nullptr);
    const unsigned ownedColumn = CardBrowser::ColOwned;
    CHECK(f.frame->browser()->cellText(0, ownedColumn) != "2");

    // Edit > Add card to collection, twice: the browser's owned count follows.
    for (int i = 0; i < 2; ++i) {
        wxCommandEvent event(wxEVT_MENU,
                             f.frame->GetMenuBar()->FindMenuItem("Edit", "Add card to collection"));
        f.frame->ProcessWindowEvent(event);
    }
    const auto rows = collectionOf(*f.session).list("plu");
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].set == palm->set());
    CHECK(rows[0].number == palm->number());
    CHECK(rows[0].quantity == 2);
    CHECK(rows[0].condition == "NM");
    const int row = f.frame->browser()->rowOf(*palm);
    REQUIRE(row >= 0);
    CHECK(f.frame->browser()->cellText(static_cast<unsigned>(row), ownedColumn) == "2");
    CHECK(has(toUtf8(f.frame->GetStatusBar()->GetStatusText()), "you now own 2"));
    // The card preview, showing the card, says so too (it lists the copies of each printing).
    REQUIRE(f.frame->preview()->shown() == palm);
    CHECK(has(f.frame->preview()->html(), "2 owned"));

    CHECK(f.frame->quickAdd(true).empty());
    const auto wishes = collectionOf(*f.session).wishlist("plu");
    REQUIRE(wishes.size() == 1);
    CHECK(wishes[0].name == "Iron Palm");
}

TEST_CASE("Edit > Change printing is there when a deck line is selected", "[gui][printing]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    wxMenuBar* bar = f.frame->GetMenuBar();
    const int id = bar->FindMenuItem("Edit", toWx("Change printing…"));
    REQUIRE(id != wxNOT_FOUND);
    auto enabled = [&] {
        f.frame->UpdateWindowUI(wxUPDATE_UI_RECURSE);
        bar->GetMenu(1)->UpdateUI();
        return bar->IsEnabled(id);
    };
    f.frame->newDeck();
    CHECK_FALSE(enabled());
    const auto& game = *f.frame->currentGame();
    const core::Printing* palm = game.catalogue.byName("iron palm").front();
    f.frame->editor()->add(*palm);
    REQUIRE(f.frame->editor()->selectLine(*palm));
    CHECK(enabled());

    // Chosen, it opens the line's printing menu: Iron Palm is printed as PLS1 007 and PLS2 001
    // (resources/games/plu/cards/sample.csv).
    std::vector<std::string> offered;
    f.frame->editor()->Bind(wxEVT_MENU_OPEN, [&](wxMenuEvent& event) {
        event.Skip();
        for (const auto& choice : f.frame->editor()->printingChoices())
            offered.push_back(choice.label.substr(0, 8));
        f.frame->CallAfter([] {
            pump(200);
            wxUIActionSimulator().Char(WXK_ESCAPE);
        });
    });
    wxCommandEvent choose(wxEVT_MENU, id);
    f.frame->ProcessWindowEvent(choose);
    REQUIRE(waitFor([&] { return !offered.empty(); }, 5000));
    CHECK(offered == std::vector<std::string>{"PLS1 007", "PLS2 001"});
    CHECK(f.frame->deckSession().undoLabel() == "Add Iron Palm"); // Escape changed nothing

    f.frame->editor()->list()->list()->UnselectAll();
    CHECK_FALSE(f.frame->editor()->selectedLine().has_value());
    CHECK_FALSE(enabled());
}

TEST_CASE("text put into the panes' HTML is escaped", "[gui][html]") {
    CHECK(escapeHtml("Tom & Jerry's <b>\"best\"</b>\nnext") ==
          "Tom &amp; Jerry's &lt;b&gt;&quot;best&quot;&lt;/b&gt;<br>next");
    CHECK(escapeHtml("Σ 能力 — plain") == "Σ 能力 — plain");
    CHECK(escapeHtml("").empty());
}

TEST_CASE("a date typed that is not one is refused with a word beside it, never replaced",
          "[gui][dates][uiaction]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    DateField* field = f.frame->datePicker();
    const core::Date before = f.frame->eventDate();
    const wxString beforeShown = field->textBox()->GetValue();
    CHECK(field->refusal().empty());
    wxUIActionSimulator sim;
    auto typeDate = [&](const char* text) {
        field->textBox()->SetFocus();
        field->textBox()->SelectAll();
        pump(30);
        sim.Text(text);
        sim.Char(WXK_RETURN);
        pump(100);
    };
    // 30 February: no such day. What was typed stays to be corrected, the word says the date
    // in force, and the deck is still judged on it.
    typeDate("2026-02-30");
    CHECK(toUtf8(field->textBox()->GetValue()) == "2026-02-30");
    CHECK(toUtf8(field->refusal()) == "Not a date: " + toUtf8(beforeShown) + " is still used.");
    CHECK(field->IsShownOnScreen());
    CHECK(f.frame->eventDate() == before);
    typeDate("soon");
    CHECK(toUtf8(field->textBox()->GetValue()) == "soon");
    CHECK_FALSE(field->refusal().empty());
    CHECK(f.frame->eventDate() == before);
    // ISO is read whatever the locale; the box then shows the date the way every date shows.
    typeDate("2026-05-01");
    CHECK(field->refusal().empty());
    CHECK(f.frame->eventDate() == core::Date{2026, 5, 1});
    CHECK(field->textBox()->GetValue() == shownDate({2026, 5, 1}));
    CHECK(has(summary(*f.frame), toUtf8(shownDate({2026, 5, 1}))));
}

TEST_CASE("dates show in the user's locale, ISO when none is chosen, and both are read back",
          "[gui][dates]") {
    // No locale chosen (the tests' C locale): ISO, not the C library's 12/01/26.
    CHECK(toUtf8(shownDate({2026, 12, 1})) == "2026-12-01");
    CHECK(shownDateFormat() == "%Y-%m-%d");
    CHECK(has(toUtf8(shownTime("2026-12-01T12:07:12Z")), "2026-12-01 "));
    // A French user's form, as app::useUserLanguage() sets it from LC_TIME.
    core::setShownDateFormat("%d/%m/%Y");
    CHECK(toUtf8(shownDate({2026, 12, 1})) == "01/12/2026");
    CHECK(readDate("31/12/2026") == core::Date{2026, 12, 31});
    CHECK_FALSE(readDate("30/02/2026"));
    // Whatever the form: its own and ISO both read back, and no 30 February.
    CHECK(readDate(shownDate({2026, 12, 31})) == core::Date{2026, 12, 31});
    CHECK(readDate(" 2026-12-31 ") == core::Date{2026, 12, 31});
    CHECK_FALSE(readDate("2026-02-30"));
    CHECK_FALSE(readDate("soon"));
    CHECK_FALSE(readDate(""));
    core::setShownDateFormat("");
    CHECK(toUtf8(shownDate({2026, 12, 1})) == "2026-12-01");
}

TEST_CASE("times are shown in local time, never as the stored ISO UTC text", "[gui][dates]") {
    const char* old = std::getenv("TZ");
    const std::string saved = old ? old : "";
    ::setenv("TZ", "Europe/Berlin", 1); // UTC+1 in December
    ::tzset();
    const std::string shown = toUtf8(shownTime("2026-12-01T08:07:12Z"));
    CHECK(has(shown, "09:07"));
    CHECK_FALSE(has(shown, "T08"));
    CHECK_FALSE(has(shown, "Z"));
    CHECK(toUtf8(shownTime("not a time")) == "not a time");
    if (old)
        ::setenv("TZ", saved.c_str(), 1);
    else
        ::unsetenv("TZ");
    ::tzset();
}

namespace {

/// Reads the shortcuts table under wxTEST_DIALOG and closes the dialog.
class ReadShortcuts : public wxExpectModalBase<ShortcutsDialog, ReadShortcuts> {
public:
    explicit ReadShortcuts(std::vector<std::string>* rows) : m_rows(rows) {}

protected:
    int OnInvoked(ShortcutsDialog* dialog) const override {
        wxListCtrl* table = dialog->table();
        for (long r = 0; r < table->GetItemCount(); ++r)
            m_rows->push_back(toUtf8(table->GetItemText(r, 0)) + " | " +
                              toUtf8(table->GetItemText(r, 1)) + " | " +
                              toUtf8(table->GetItemText(r, 2)));
        return wxID_CLOSE;
    }

private:
    std::vector<std::string>* m_rows;
};

} // namespace

TEST_CASE("Help > Keyboard shortcuts lists every key of the menus and the panes", "[gui][keys]") {
    FrameFixture f;
    wxMenuBar* bar = f.frame->GetMenuBar();
    const int id = bar->FindMenuItem("Help", "Keyboard shortcuts");
    REQUIRE(id != wxNOT_FOUND);
    std::vector<std::string> rows;
    wxCommandEvent open(wxEVT_MENU, id);
    wxTEST_DIALOG(f.frame->HandleWindowEvent(open), ReadShortcuts(&rows));
    // Every accelerator a menu item shows is in the table, with its item and menu.
    std::size_t accelerators = 0;
    for (std::size_t m = 0; m < bar->GetMenuCount(); ++m)
        for (const wxMenuItem* item : bar->GetMenu(m)->GetMenuItems()) {
            const wxString label = item->GetItemLabel();
            if (label.Find('\t') == wxNOT_FOUND) continue;
            ++accelerators;
            const std::string keys = toUtf8(label.AfterFirst('\t'));
            const std::string what = toUtf8(wxMenuItem::GetLabelText(label));
            const std::string menu = toUtf8(wxMenuItem::GetLabelText(bar->GetMenuLabel(m)));
            INFO(keys << " " << what);
            CHECK(std::find(rows.begin(), rows.end(),
                            keys + " | " + what + " | " + menu + " menu") != rows.end());
        }
    CHECK(accelerators >= 20);
    // The keys the panes take that no menu shows.
    CHECK(std::find(rows.begin(), rows.end(),
                    "Delete | Take the selected line out of the deck | Deck list") != rows.end());
    CHECK(rows.size() == accelerators + paneShortcuts().size());
}

namespace {

/// Answers the "which game" question with `answer` (wxID_YES: switch), keeping its text.
class AnswerGameQuestion : public wxExpectModalBase<wxMessageDialog, AnswerGameQuestion> {
public:
    AnswerGameQuestion(int answer, std::string* text) : m_answer(answer), m_text(text) {}

protected:
    int OnInvoked(wxMessageDialog* dialog) const override {
        *m_text = toUtf8(dialog->GetMessage());
        return m_answer;
    }

private:
    int m_answer;
    std::string* m_text;
};

int linesNamed(MainFrame& frame, const std::string& name) {
    return static_cast<int>(rowsNamed(*frame.deckList(), name).size());
}

} // namespace

TEST_CASE("a list of another game's cards offers to switch to that game", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    // Two VStage cards; Powerline Ultra knows none of them.
    const auto path = scratchFile("vstage-pair.txt", "2 Aki Starlight\n2 Momo Byte\n");

    std::string asked;
    wxTEST_DIALOG(f.frame->openDeckAsking(path.string()), AnswerGameQuestion(wxID_YES, &asked));
    CHECK(has(asked, "2 card names in this list: VStage knows all of them, Powerline Ultra none."));
    CHECK(f.frame->chosenGameId() == "vstage");
    CHECK(f.frame->deckPath() == path.string());
    CHECK(linesNamed(*f.frame, "Aki Starlight") == 1);

    // Kept in the game chosen: opened there, the names it does not know reported.
    REQUIRE(f.frame->selectGame("plu"));
    wxTEST_DIALOG(f.frame->openDeckAsking(path.string()), AnswerGameQuestion(wxID_NO, &asked));
    CHECK(f.frame->chosenGameId() == "plu");
    CHECK(verdict(*f.frame) == "NOT CHECKED");
    CHECK(anyContains(problemLines(*f.frame), "unknown Powerline Ultra card 'Aki Starlight'"));

    // A list the game chosen knows is opened without a question (an unexpected dialog fails).
    f.frame->openDeckAsking(deckFile("plu", "legal.txt"));
    CHECK(verdict(*f.frame) == "LEGAL");
}

TEST_CASE("Edit > Paste deck list opens the list as a new deck", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    CHECK(f.frame->pasteDeckList("   \n") == "The clipboard holds no text to read as a deck list.");

    // Text, in the game chosen: a new deck named by the list, not saved yet.
    CHECK(f.frame->pasteDeckList("// From the forum\n3 Iron Palm\n1 Kaito Blaze\n").empty());
    CHECK(f.frame->deckSession().origin() == app::DeckOrigin::Unsaved);
    CHECK(f.frame->deckSession().name() == "From the forum");
    CHECK(linesNamed(*f.frame, "Iron Palm") == 1);
    CHECK(f.frame->isDirty());

    // A Cockatrice deck of another game: the game is offered, then the list opened in it.
    const std::string cod = "<?xml version=\"1.0\"?>\n<cockatrice_deck version=\"1\">"
                            "<deckname>Stage pair</deckname><zone name=\"main\">"
                            "<card number=\"2\" name=\"Aki Starlight\"/></zone></cockatrice_deck>";
    std::string asked;
    std::string why;
    wxTEST_DIALOG(why = f.frame->pasteDeckList(cod), AnswerGameQuestion(wxID_YES, &asked));
    CHECK(why.empty());
    CHECK(has(asked, "VStage knows it"));
    CHECK(f.frame->chosenGameId() == "vstage");
    CHECK(f.frame->deckSession().name() == "Stage pair");
    CHECK(linesNamed(*f.frame, "Aki Starlight") == 1);

    // Through the menu, from the clipboard.
    REQUIRE(wxTheClipboard->Open());
    wxTheClipboard->SetData(new wxTextDataObject("1 Momo Byte\n"));
    wxTheClipboard->Close();
    wxCommandEvent paste(wxEVT_MENU, frame::IdPasteList);
    f.frame->HandleWindowEvent(paste);
    CHECK(f.frame->deckSession().name() == "Pasted deck");
    CHECK(linesNamed(*f.frame, "Momo Byte") == 1);
}

namespace {

/// The window at `size`, as a user resizing it (or a screen of that size) leaves it.
void resizeTo(MainFrame& frame, const wxSize& size) {
    frame.SetSize(size);
    waitFor([&] { return frame.GetSize() == size; });
    pump(200); // the layout follows the size event
}

} // namespace

TEST_CASE("the deck's card names stay readable at every window size", "[gui][layout]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    DeckListPanel& list = *f.frame->deckList();
    // The longest name in the list, measured in the list's own font.
    wxClientDC dc(list.list());
    dc.SetFont(list.list()->GetFont());
    const int longestName = dc.GetTextExtent("Weighted Gauntlets").x;

    auto check = [&](const wxSize& size) {
        INFO(size.x << "x" << size.y);
        const wxRect browser = f.frame->browser()->GetScreenRect();
        const wxRect deck = f.frame->editor()->GetScreenRect();
        const wxRect preview = f.frame->preview()->GetScreenRect();
        const wxRect report = f.frame->report()->GetScreenRect();
        // The deck has priority: wide enough for its names (380 px at 96 dpi, or more than a
        // third of the window), and the side panes keep what they need.
        CHECK(deck.width >= std::max(f.frame->FromDIP(380) - 12, size.x * 36 / 100 - 12));
        CHECK(browser.width >= f.frame->FromDIP(280) - 12);
        CHECK(preview.width >= f.frame->FromDIP(240) - 12);
        CHECK(list.list()->GetColumn(DeckListPanel::ColName)->GetWidth() >= longestName);
        // Side by side, none over another, all inside the window.
        CHECK_FALSE(browser.Intersects(deck));
        CHECK_FALSE(deck.Intersects(preview));
        CHECK_FALSE(deck.Intersects(report));
        CHECK_FALSE(preview.Intersects(report));
        CHECK(f.frame->GetScreenRect().Contains(report.GetBottomRight()));
    };
    for (const wxSize size : {wxSize(1024, 700), wxSize(1280, 800), wxSize(1920, 1080)}) {
        // Made smaller or larger from the size it had...
        resizeTo(*f.frame, size);
        check(size);
        // ...and laid out afresh by View > Reset layout.
        wxCommandEvent reset(wxEVT_MENU, frame::IdResetLayout);
        f.frame->HandleWindowEvent(reset);
        pump(200);
        check(size);
    }
}

TEST_CASE("the window follows another program's import of cards into its profile",
          "[gui][elsewhere]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    auto* browser = f.frame->browser();
    browser->searchBox()->SetValue("zephyr");
    pump(20);
    CHECK(browser->rowCount() == 0);
    CHECK_FALSE(f.frame->followChangesElsewhere()); // nothing changed

    // Another program: the command line imports a card file into the profile the window has.
    const std::filesystem::path csv = f.scratch->path / "new.csv";
    std::ofstream(csv) << "name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n"
                          "Zephyr Strike,XTRA,001,Common,Attack,Basic,Light,,,2 DMG.\n";
    const std::string dir = f.session->dir().string(), file = csv.string();
    const char* argv[] = {"deckhand-cli", "--profile", dir.c_str(), "import",
                          "cards",        "--game",    "plu",       file.c_str()};
    std::ostringstream out, err;
    REQUIRE(deckhand::cli::run(8, argv, out, err) == 0);

    // The window asks every few seconds, and when it is activated: the card is there.
    CHECK(f.frame->followChangesElsewhere());
    pump(20);
    CHECK(f.frame->chosenGameId() == "plu");
    browser->searchBox()->SetValue("zephyr");
    pump(20);
    REQUIRE(browser->rowCount() == 1);
    CHECK(browser->cellText(0, CardBrowser::ColName) == "Zephyr Strike");
    CHECK(has(toUtf8(f.frame->GetStatusBar()->GetStatusText()), "Another program changed"));
    CHECK_FALSE(f.frame->followChangesElsewhere()); // told once
}

TEST_CASE("a new profile opens on the game the guide starts with", "[gui]") {
    FrameFixture f;
    CHECK(f.frame->chosenGameId() == "plu");
    CHECK(toUtf8(f.frame->gameChoice()->GetStringSelection()) == "Powerline Ultra");
}

TEST_CASE("the counts beside NOT CHECKED break between words in a narrow pane, never cut to "
          "their first",
          "[gui][report]") {
    auto* frame = new wxFrame(nullptr, wxID_ANY, "Report", wxPoint(0, 0), wxSize(330, 300));
    auto* report = new ReportPanel(frame);
    frame->Show();
    pump(100);
    report->showProblems("The list could not be read.",
                         {ParseError{{}, "unknown Powerline Ultra card 'Zzyzx'"}});
    report->SetSize(frame->GetClientSize());
    report->Layout();
    pump(100);
    wxStaticText* counts = report->counts();
    INFO(toUtf8(counts->GetLabel()));
    // "1 problem in the list", every word of it inside the room the label has.
    std::string words = toUtf8(counts->GetLabel());
    std::replace(words.begin(), words.end(), '\n', ' ');
    CHECK(words == "1 problem in the list");
    CHECK(counts->GetSize().x >= counts->GetBestSize().x);
    const wxRect shown = counts->GetRect();
    CHECK(shown.GetRight() <= report->GetClientSize().x);
    frame->Destroy();
    pump(50);
}

TEST_CASE("the deck and the verdict agree on the count of a pasted list with cards the game "
          "lacks",
          "[gui][report]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    // 1 + 3 copies the game has, 2 of a name it lacks.
    CHECK(f.frame->pasteDeckList("Main\n1 Kaito Blaze\n3 Quick Jab\n2 Zzyzx the Unprinted\n")
              .empty());
    pump(100);
    const std::string deckCount = toUtf8(f.frame->editor()->countLine()->GetLabel());
    const std::string verdictCounts = toUtf8(f.frame->report()->counts()->GetLabel());
    INFO(deckCount << " | " << verdict(*f.frame) << " " << verdictCounts);
    CHECK(deckCount == "4 cards in the deck, 3 lines \u00b7 2 not in the card data");
    CHECK(verdictCounts.rfind("4 cards", 0) == 0);
}
