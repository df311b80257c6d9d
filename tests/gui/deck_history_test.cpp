// SPDX-License-Identifier: GPL-3.0-or-later

// A deck's notes and tags, its saved versions with "Restore this version", and File > Open
// recent: typed, saved, found again after the window is opened again on the same profile.

#include "deckhand/app/deck_edit.hpp"
#include "deckhand/app/recent_decks.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/history_dialog.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "open_saved_dialog.hpp"
#include "profile/stores.hpp"
#include "screenshot.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/testing.h>
#include <wx/uiaction.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;
namespace fs = std::filesystem;

namespace {

const core::Printing& card(const MainFrame& frame, const std::string& foldedName) {
    const auto& found = frame.currentGame()->catalogue.byName(foldedName);
    REQUIRE_FALSE(found.empty());
    return *found.front();
}

int copies(const MainFrame& frame, const std::string& name) {
    int n = 0;
    for (const auto& s : frame.editor()->deck().sections)
        for (const auto& e : s.entries)
            if (e.name == name) n += e.quantity;
    return n;
}

/// Types `text` into `box` key by key, as the user would.
void typeInto(wxTextCtrl* box, const std::string& text) {
    wxUIActionSimulator sim;
    sim.MouseMove(box->GetScreenRect().GetPosition() + wxPoint(12, box->GetSize().y / 2));
    box->SetFocus();
    pump(30);
    sim.Text(text.c_str());
    REQUIRE(waitFor([&] { return has(toUtf8(box->GetValue()), text); }));
}

int menuId(MainFrame& frame, const std::string& menu, const std::string& item) {
    return frame.GetMenuBar()->FindMenuItem(toWx(menu), toWx(item));
}

wxMenu* recentMenu(MainFrame& frame) {
    wxMenuItem* item = frame.GetMenuBar()->FindItem(menuId(frame, "File", "Open recent"));
    REQUIRE(item);
    REQUIRE(item->GetSubMenu());
    return item->GetSubMenu();
}

/// The labels of File > Open recent, as shown (mnemonics left out).
std::vector<std::string> recentLabels(MainFrame& frame) {
    std::vector<std::string> out;
    for (const wxMenuItem* item : recentMenu(frame)->GetMenuItems())
        out.push_back(toUtf8(item->GetItemLabelText()));
    return out;
}

/// Chooses entry `index` of File > Open recent as a click would.
void chooseRecent(MainFrame& frame, std::size_t index) {
    wxMenuItem* item = recentMenu(frame)->FindItemByPosition(index);
    wxCommandEvent event(wxEVT_MENU, item->GetId());
    frame.HandleWindowEvent(event);
}

class CaptureMessage : public wxExpectModalBase<wxMessageDialog, CaptureMessage> {
public:
    explicit CaptureMessage(std::string* text) : m_text(text) {}

protected:
    int OnInvoked(wxMessageDialog* dialog) const override {
        *m_text = toUtf8(dialog->GetMessage());
        return wxID_OK;
    }

private:
    std::string* m_text;
};

/// What the history dialog showed when it opened, and what it showed for version `restore`,
/// which it then restores (0: closes instead).
struct HistorySeen {
    int versions = 0;
    std::vector<std::string> firstRow;
    int selectedAtStart = 0;
    std::string heading;
    std::vector<std::string> changes;
};

class UseHistory : public wxExpectModalBase<HistoryDialog, UseHistory> {
public:
    UseHistory(HistorySeen* seen, int restore) : m_seen(seen), m_restore(restore) {}

protected:
    int OnInvoked(HistoryDialog* dialog) const override {
        m_seen->versions = dialog->versionCount();
        for (int c = 0; c < 4; ++c)
            m_seen->firstRow.push_back(dialog->cell(0, c));
        m_seen->selectedAtStart = dialog->selectedVersion().value_or(0);
        if (m_restore == 0) return wxID_CLOSE;
        dialog->selectVersion(m_restore);
        m_seen->heading = dialog->heading();
        m_seen->changes = dialog->changeLines();
        return dialog->restoreButton()->IsEnabled() ? HistoryDialog::IdRestore : wxID_CLOSE;
    }

private:
    HistorySeen* m_seen;
    int m_restore;
};

} // namespace

TEST_CASE("notes and tags are typed, saved as you go and there when the window opens again",
          "[gui][deck][history][uiaction]") {
    ScratchDir profile;
    std::int64_t deckId = 0;
    {
        FrameFixture f(profile.path);
        REQUIRE(f.frame->selectGame("plu"));
        DeckEditor* editor = f.frame->editor();
        CHECK_FALSE(editor->notesBox()->IsEnabled()); // no deck yet: nothing to note
        editor->add(card(*f.frame, "iron palm"), 2);
        REQUIRE(f.frame->saveDeck());
        deckId = *f.frame->savedDeckId();
        const std::size_t cardEdits = f.frame->deckSession().undoDepth();

        // Unfolded, the notes take room from the list, not a new size for the window.
        const wxSize windowSize = f.frame->GetSize();
        editor->detailsPane()->Expand();
        editor->Layout();
        pump(200);
        CHECK(f.frame->GetSize() == windowSize);
        REQUIRE(editor->notesBox()->IsShownOnScreen());
        REQUIRE(editor->notesBox()->IsEnabled());
        typeInto(editor->notesBox(), "Rush with Palm");
        CHECK(f.frame->isDirty());
        typeInto(editor->tagsBox(), "aggro, league");
        CHECK(editor->tags() == std::vector<std::string>{"aggro", "league"});
        // Typing is not a card edit: the card undo history is as it was, and Ctrl+Z in the
        // tags box takes back the last word typed there, never a card.
        CHECK(f.frame->deckSession().undoDepth() == cardEdits);
        wxUIActionSimulator sim;
        sim.Char('z', wxMOD_CONTROL);
        const bool undone =
            waitFor([&] { return toUtf8(editor->tagsBox()->GetValue()) == "aggro"; });
        INFO("tags box: '" << toUtf8(editor->tagsBox()->GetValue()) << "'");
        REQUIRE(undone);
        CHECK(editor->tags() == std::vector<std::string>{"aggro"});
        CHECK(copies(*f.frame, "Iron Palm") == 2);
        sim.Char('y', wxMOD_CONTROL); // Ctrl+Y: the word again
        REQUIRE(waitFor([&] { return toUtf8(editor->tagsBox()->GetValue()) == "aggro, league"; }));
        // In the notes box, Edit > Undo says it undoes typing and takes back a word at a time.
        typeInto(editor->notesBox(), " early");
        const int undoId = wxID_UNDO;
        wxUpdateUIEvent state(undoId);
        state.SetEventObject(f.frame);
        f.frame->ProcessWindowEvent(state);
        CHECK(toUtf8(state.GetText()) == "&Undo typing\tCtrl+Z");
        CHECK(state.GetEnabled());
        CHECK(editor->undo());
        CHECK(toUtf8(editor->notesBox()->GetValue()) == "Rush with Palm");
        CHECK(editor->deck().notes == "Rush with Palm"); // what is saved follows the box
        CHECK(editor->undo());                           // " Palm"
        CHECK(toUtf8(editor->notesBox()->GetValue()) == "Rush with");
        CHECK(editor->redo());
        CHECK(toUtf8(editor->notesBox()->GetValue()) == "Rush with Palm");
        CHECK(copies(*f.frame, "Iron Palm") == 2);

        // Saved shortly after: the notes in a new version, the tags on the deck.
        CHECK(waitFor([&] { return !f.frame->isDirty(); }, MainFrame::AutosaveDelayMs + 3000));
        const auto latest = decksOf(*f.session).version(deckId);
        REQUIRE(latest);
        CHECK(latest->number == 2);
        CHECK(latest->notes == "Rush with Palm");
        const auto record = decksOf(*f.session).find("plu", std::to_string(deckId));
        REQUIRE(record);
        CHECK(record->tags == std::vector<std::string>{"aggro", "league"});

        // A card edit after the notes leaves them be, and so does its undo (from the list:
        // in the notes box Ctrl+Z is the box's own).
        editor->add(card(*f.frame, "quick jab"));
        editor->list()->list()->SetFocus();
        pump();
        CHECK(editor->undo());
        CHECK(toUtf8(editor->notesBox()->GetValue()) == "Rush with Palm");
        CHECK(editor->deck().notes == "Rush with Palm");
        // Tags changed again, closed before the autosave: the close saves them.
        editor->tagsBox()->SetValue("league");
        CHECK(f.frame->isDirty());
        f.close();
    }
    {
        FrameFixture f(profile.path);
        REQUIRE(f.frame->savedDeckId());
        CHECK(*f.frame->savedDeckId() == deckId);
        CHECK(toUtf8(f.frame->editor()->notesBox()->GetValue()) == "Rush with Palm");
        CHECK(toUtf8(f.frame->editor()->tagsBox()->GetValue()) == "league");
        // Folded, the pane still says the deck has notes, and its tags.
        CHECK(f.frame->editor()->detailsLabel() == "Notes and tags: notes \u00b7 league");
        CHECK(copies(*f.frame, "Iron Palm") == 2);
        CHECK_FALSE(f.frame->isDirty()); // opening is not an edit
        // A new deck starts with none.
        f.frame->newDeck();
        CHECK(f.frame->editor()->notesBox()->GetValue().empty());
        CHECK(f.frame->editor()->tagsBox()->GetValue().empty());
        CHECK(f.frame->editor()->detailsLabel() == "Notes and tags");
    }
}

TEST_CASE("deck history lists every version; restoring one is a single edit that is saved anew",
          "[gui][deck][history]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    DeckEditor* editor = f.frame->editor();
    const core::Printing& palm = card(*f.frame, "iron palm");
    const core::Printing& jab = card(*f.frame, "quick jab");
    editor->add(palm, 2);
    REQUIRE(f.frame->saveDeck()); // version 1: 2 Iron Palm
    editor->add(jab, 3);
    REQUIRE(f.frame->saveDeck()); // version 2: + 3 Quick Jab
    editor->add(palm, 1);
    editor->notesBox()->SetValue("Third try");
    REQUIRE(f.frame->saveDeck()); // version 3: 3 Iron Palm, 3 Quick Jab, notes
    const std::int64_t deckId = *f.frame->savedDeckId();
    REQUIRE(decksOf(*f.session).history(deckId).size() == 3);

    const int historyId = menuId(*f.frame, "File", "Deck history…");
    REQUIRE(historyId != wxNOT_FOUND);
    wxCommandEvent open(wxEVT_MENU, historyId);
    HistorySeen seen;
    wxTEST_DIALOG(f.frame->HandleWindowEvent(open), UseHistory(&seen, 1));
    CHECK(seen.versions == 3);
    CHECK(seen.firstRow[0] == "3"); // newest first
    CHECK(seen.firstRow[2] == "6"); // cards counted in the deck
    CHECK(seen.firstRow[3] == f.frame->currentGame()->game.formats.front().name);
    CHECK(seen.selectedAtStart == 2); // the one before the deck as it is
    CHECK(seen.heading == "Restoring version 1 would add 0 cards and take out 4:");
    CHECK(seen.changes == std::vector<std::string>{"take out 1 Iron Palm (Main: 3 \u2192 2)",
                                                   "take out 3 Quick Jab (Main: 3 \u2192 0)",
                                                   "put back the version's notes"});

    // The editor has version 1's cards and notes, as one edit, and the history is only added to.
    CHECK(copies(*f.frame, "Iron Palm") == 2);
    CHECK(copies(*f.frame, "Quick Jab") == 0);
    CHECK(editor->notesBox()->GetValue().empty());
    CHECK(f.frame->deckSession().undoLabel() == "Restore version 1");
    CHECK(f.frame->isDirty());
    CHECK(waitFor([&] { return !f.frame->isDirty(); }, MainFrame::AutosaveDelayMs + 3000));
    auto history = decksOf(*f.session).history(deckId);
    REQUIRE(history.size() == 4);
    CHECK(history[3].entries == history[0].entries);
    CHECK(history[3].notes.empty());
    CHECK(history[2].notes == "Third try"); // version 3 is still there

    // Ctrl+Z brings back what was there before the restore, saved as version 5.
    CHECK(editor->undo());
    CHECK(copies(*f.frame, "Iron Palm") == 3);
    CHECK(copies(*f.frame, "Quick Jab") == 3);
    CHECK(toUtf8(editor->notesBox()->GetValue()) == "Third try");
    CHECK(verdict(*f.frame) != "No deck open");
    f.frame->flushAutosave();
    history = decksOf(*f.session).history(deckId);
    REQUIRE(history.size() == 5);
    CHECK(history[4].entries == history[2].entries);
    CHECK(history[4].notes == "Third try");

    // The newest version is the deck as it is: nothing to restore, and Close changes nothing.
    HistorySeen again;
    wxTEST_DIALOG(f.frame->HandleWindowEvent(open), UseHistory(&again, 5));
    CHECK(again.versions == 5);
    CHECK(has(again.heading, "nothing to restore"));
    CHECK(decksOf(*f.session).history(deckId).size() == 5);

    // No saved deck open: a message, not an empty dialog.
    f.frame->newDeck();
    std::string message;
    wxTEST_DIALOG(f.frame->HandleWindowEvent(open), CaptureMessage(&message));
    CHECK(has(message, "Open or build a deck first"));
}

TEST_CASE("File > Open recent: newest first, kept in the profile, gone decks taken off",
          "[gui][deck][recent]") {
    ScratchDir profile;
    const fs::path list = profile.path / "lists" / "Palm list.txt";
    {
        FrameFixture f(profile.path);
        REQUIRE(f.frame->selectGame("plu"));
        CHECK(recentLabels(*f.frame) == std::vector<std::string>{"(No recent decks)"});
        f.frame->editor()->setDeckName("Alpha");
        f.frame->editor()->add(card(*f.frame, "iron palm"));
        REQUIRE(f.frame->saveDeck());
        f.frame->newDeck();
        f.frame->editor()->setDeckName("Beta");
        f.frame->editor()->add(card(*f.frame, "quick jab"));
        REQUIRE(f.frame->saveDeck());
        fs::create_directories(list.parent_path());
        fs::copy_file(deckFile("plu", "legal.txt"), list);
        f.frame->openDeck(list.string());
        REQUIRE(f.frame->selectGame("power"));
        const app::LoadedGame* power = f.frame->currentGame();
        f.frame->editor()->setDeckName("Gamma");
        f.frame->editor()->add(power->catalogue.at(0));
        REQUIRE(f.frame->saveDeck());
        const std::string powerName = power->game.name;
        CHECK(recentLabels(*f.frame) ==
              std::vector<std::string>{
                  "1 Gamma  (" + powerName + ")",
                  "2 Palm list.txt  (file in " + list.parent_path().string() + ")",
                  "3 Beta  (" + f.session->library().find("plu")->game.name + ")",
                  "4 Alpha  (" + f.session->library().find("plu")->game.name + ")"});
        f.close();
    }
    FrameFixture f(profile.path);
    CHECK(f.frame->currentGame()->game.id == "power");
    REQUIRE(f.frame->recentDecks().size() == 4); // read back from gui.ini
    CHECK(f.frame->recentDecks()[0].name == "Gamma");

    // Beta, of another game: the game switches and the deck opens, first on the list now.
    chooseRecent(*f.frame, 2);
    CHECK(f.frame->currentGame()->game.id == "plu");
    CHECK(toUtf8(f.frame->editor()->nameBox()->GetValue()) == "Beta");
    CHECK(copies(*f.frame, "Quick Jab") == 1);
    CHECK(f.frame->recentDecks()[0].name == "Beta");
    CHECK(has(recentLabels(*f.frame)[0], "Beta"));

    // The file list opens from its path.
    std::size_t fileAt = 0;
    while (f.frame->recentDecks()[fileAt].kind != app::RecentDeck::Kind::File)
        ++fileAt;
    chooseRecent(*f.frame, fileAt);
    CHECK(f.frame->deckPath() == list.string());
    CHECK(verdict(*f.frame) == "LEGAL");

    // A deck removed from the profile: a message saying so, and off the list.
    const auto alpha = decksOf(*f.session).find("plu", "Alpha");
    REQUIRE(alpha);
    REQUIRE(decksOf(*f.session).remove(alpha->id));
    std::size_t alphaAt = 0;
    while (f.frame->recentDecks()[alphaAt].name != "Alpha")
        ++alphaAt;
    std::string message;
    wxTEST_DIALOG(chooseRecent(*f.frame, alphaAt), CaptureMessage(&message));
    CHECK(has(message, "\"Alpha\" is no longer saved"));
    CHECK(f.frame->recentDecks().size() == 3);
    CHECK(f.frame->deckPath() == list.string()); // what was open stays open

    // A list file deleted: the same.
    fs::remove(list);
    fileAt = 0;
    while (f.frame->recentDecks()[fileAt].kind != app::RecentDeck::Kind::File)
        ++fileAt;
    wxTEST_DIALOG(chooseRecent(*f.frame, fileAt), CaptureMessage(&message));
    CHECK(has(message, "is no longer there"));
    CHECK(f.frame->recentDecks().size() == 2);
    CHECK(recentLabels(*f.frame).size() == 2);
}

TEST_CASE("screenshot: notes and tags under the deck, and its history", "[screenshot]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    DeckEditor* editor = f.frame->editor();
    editor->setDeckName("Palm rush");
    editor->add(card(*f.frame, "iron palm"), 3);
    editor->add(card(*f.frame, "quick jab"), 2);
    REQUIRE(f.frame->saveDeck());
    editor->add(card(*f.frame, "quick jab"), 1);
    editor->notesBox()->SetValue(
        "Open with Jab, finish with Palm.\nSide in more Jab against Stage decks.");
    editor->tagsBox()->SetValue("aggro, league night");
    REQUIRE(f.frame->saveDeck());
    editor->takeOut(card(*f.frame, "iron palm"));
    REQUIRE(f.frame->saveDeck());
    editor->detailsPane()->Expand();
    editor->Layout();
    HistoryDialog dialog(f.frame, *f.session, *f.frame->currentGame(), *f.frame->savedDeckId(),
                         "Palm rush", editor->deck());
    dialog.selectVersion(1);
    const wxRect frame = f.frame->GetScreenRect();
    dialog.Move(frame.GetRight() - dialog.GetSize().x - 20, frame.GetTop() + 90);
    dialog.Show();
    // No tooltip in the picture: the pointer rests on the status bar.
    wxUIActionSimulator().MouseMove(frame.GetBottomLeft() + wxPoint(40, -8));
    pump(200);
    // screenshot() raises the window it takes: the dialog goes back on top before the grab.
    if (std::getenv("DECKHAND_SCREENSHOTS")) {
        f.frame->Raise();
        dialog.Raise();
        pump(400);
        grabScreen(f.frame->GetScreenRect(), "gui-deck-history");
    }
    dialog.Hide();
}

TEST_CASE("Open saved deck lists the decks at a useful height and filters them as you type",
          "[gui][saved]") {
    std::vector<core::DeckRecord> decks;
    for (const char* name :
         {"Palm Rush", "Kaito Control", "Stage Burn", "Palm Tempo", "Iron Wall"}) {
        core::DeckRecord d;
        d.id = static_cast<std::int64_t>(decks.size() + 1);
        d.name = name;
        d.format = "Tournament";
        d.versions = 1;
        d.updatedAt = "2026-12-01T08:07:12Z";
        if (d.name == "Iron Wall") d.tags = {"control", "league"};
        decks.push_back(d);
    }
    auto* dialog = new OpenSavedDialog(nullptr, "Powerline Ultra", decks);
    dialog->Show();
    pump(100);
    // Every deck, in a list that shows well over three rows.
    CHECK(dialog->shown().size() == 5);
    CHECK(dialog->list()->GetSize().y >= dialog->FromDIP(300));
    CHECK(toUtf8(dialog->list()->GetTextValue(0, 3)).find("(1 version)") != std::string::npos);
    // Typing narrows them, by name or tag, case aside; the first is selected.
    dialog->filter("palm");
    REQUIRE(dialog->shown().size() == 2);
    CHECK(dialog->shown()[0]->name == "Palm Rush");
    CHECK(dialog->chosen() == std::optional<std::int64_t>(1));
    dialog->filter("LEAGUE");
    REQUIRE(dialog->shown().size() == 1);
    CHECK(dialog->chosen() == std::optional<std::int64_t>(5));
    dialog->filter("nothing like it");
    CHECK(dialog->shown().empty());
    CHECK_FALSE(dialog->chosen().has_value());
    CHECK_FALSE(dialog->FindWindow(wxID_OK)->IsEnabled());
    dialog->Destroy();
    pump(20);
}
