// SPDX-License-Identifier: GPL-3.0-or-later

// Edit > Edit cards on real windows: a control of each field's type, required fields marked,
// integers checked as they are typed with the error beside the field, undo with Ctrl+Z, rows
// pasted from a spreadsheet, and the saved edits in the game the main window shows.
#include "../support/collection_items.hpp"
#include "deckhand/app/card_editor.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/card_editor_dialog.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/collection_panel.hpp"
#include "deckhand/gui/main_frame.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "profile/stores.hpp"
#include "screenshot.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <iterator>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/srchctrl.h>
#include <wx/statusbr.h>
#include <wx/testing.h>
#include <wx/textctrl.h>
#include <wx/uiaction.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

// The Link-frame game's fields, after the five built-ins (resources/games/linkframe/game.xml):
// type (enum PG/AC, required), level (integer, required), color, link (symbols Σ Ω), power.
constexpr int kType = core::BuiltinFieldCount;
constexpr int kLevel = core::BuiltinFieldCount + 1;
constexpr int kLink = core::BuiltinFieldCount + 3;
constexpr int kPower = core::BuiltinFieldCount + 4;

// A label's text as one line: the dialog wraps its labels to their width at spaces.
std::string oneLine(std::string text) {
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

} // namespace

TEST_CASE("card editor: every field with a control of its type - integers checked as typed - "
          "Ctrl+Z undoes",
          "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("linkframe"));
    app::CardEditor editor(*f.session, "linkframe");
    auto* dialog = new CardEditorDialog(f.frame, editor, "LFS1", "LFS1-002");
    dialog->Show();
    pump(100);
    // The card asked for, as the sample data has it.
    CHECK(dialog->formValues()[core::FieldName] == "Ember Squire");
    CHECK(toUtf8(dialog->cardList()->GetStringSelection()) == "Ember Squire (LFS1 LFS1-002)");

    // Required fields are marked; each field has the control its type asks for.
    CHECK(dialog->fieldLabel(core::FieldName) == "Name *");
    CHECK(dialog->fieldLabel(kType) == "Card type *");
    CHECK(dialog->fieldLabel(kPower) == "Power");
    auto* type = dynamic_cast<wxChoice*>(dialog->fieldControl(kType));
    REQUIRE(type);
    CHECK(type->GetCount() == 2); // PG and AC, no empty entry: the field is required
    CHECK(toUtf8(type->GetStringSelection()) == "PG");
    int boxes = 0;
    for (auto* child : dialog->fieldControl(kLink)->GetChildren())
        boxes += dynamic_cast<wxCheckBox*>(child) ? 1 : 0;
    CHECK(boxes == 2); // Σ and Ω
    auto* text = dynamic_cast<wxTextCtrl*>(dialog->fieldControl(core::FieldText));
    REQUIRE(text);
    CHECK(text->IsMultiLine());

    // Typing a letter into an integer field: the import's error, beside the field, at once.
    auto* power = dynamic_cast<wxTextCtrl*>(dialog->fieldControl(kPower));
    REQUIRE(power);
    power->SetFocus();
    power->SetInsertionPointEnd();
    pump(50);
    wxUIActionSimulator sim;
    sim.Text("x");
    REQUIRE(waitFor([&] { return toUtf8(power->GetValue()) == "1000x"; }));
    CHECK(dialog->fieldError(kPower) == "power must be a whole number, not '1000x'");
    CHECK_FALSE(dialog->applyForm());
    CHECK_FALSE(editor.canUndo()); // nothing changed
    sim.Char(WXK_BACK);
    REQUIRE(waitFor([&] { return dialog->fieldError(kPower).empty(); }));
    dialog->setFieldValue(kLevel, "");
    CHECK(dialog->fieldError(kLevel) == "level is required");
    dialog->setFieldValue(kLevel, "2");
    dialog->setFieldValue(kLink, "ΣΩ");
    dialog->setFieldValue(core::FieldText, "Strike twice.\nThen guard.");
    REQUIRE(dialog->applyForm());
    const int ember = editor.find("LFS1", "LFS1-002");
    CHECK(editor.cards()[static_cast<std::size_t>(ember)].values[kLink] == "ΣΩ");
    CHECK(toUtf8(dialog->cardList()->GetStringSelection()) ==
          "Ember Squire (LFS1 LFS1-002)  [edited]");
    screenshot(dialog, "card-editor");

    // Ctrl+Z in the dialog: the card as it was.
    dialog->cardList()->SetFocus();
    pump(50);
    sim.Char('z', wxMOD_CONTROL);
    REQUIRE(waitFor([&] { return !editor.canUndo(); }));
    CHECK(dialog->formValues()[core::FieldText] == "SAMPLE CARD. Level-0 Progress.");
    CHECK(dialog->formValues()[kLevel] == "0");
    dialog->Destroy();
}

TEST_CASE("card editor: pasted rows - errors by row and column - saved edits are the game's",
          "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("linkframe"));
    app::CardEditor editor(*f.session, "linkframe");
    auto* dialog = new CardEditorDialog(f.frame, editor);
    dialog->Show();
    pump(100);
    const auto bad = dialog->pasteText("name\tset\tnumber\tCard type\tlevel\n"
                                       "Night Owl\tLFX\t1\tPG\tone\n");
    REQUIRE(bad.errors.size() == 1);
    CHECK(has(oneLine(dialog->status()), "Nothing pasted: 1 cell to fix."));
    CHECK(has(oneLine(dialog->status()),
              "row 1, column 5: Level: level must be a whole number, not 'one'"));
    CHECK(editor.find("LFX", "1") < 0);

    const auto good = dialog->pasteText("name\tset\tnumber\tCard type\tlevel\tLink frame\n"
                                        "Night Owl\tLFX\t1\tAction\t1\tS\n");
    CHECK(good.errors.empty());
    CHECK(has(oneLine(dialog->status()), "Pasted: 1 added, 0 changed."));
    const int owl = editor.find("LFX", "1");
    REQUIRE(owl >= 0);
    CHECK(editor.cards()[static_cast<std::size_t>(owl)].values[kType] == "AC"); // by its alias
    CHECK(editor.cards()[static_cast<std::size_t>(owl)].values[kLink] == "Σ");
    dialog->Destroy();

    // Saved as the main window does it: the game read again shows the new card.
    editor.save();
    f.frame->gamesChanged();
    REQUIRE(f.frame->selectGame("linkframe"));
    const auto* game = f.frame->currentGame();
    REQUIRE(game);
    const core::Printing* p = game->catalogue.bySetNumber("LFX", "1");
    REQUIRE(p);
    CHECK(p->name() == "Night Owl");
    CHECK(p->numbers[kLevel] == 1);
}

TEST_CASE("card editor: a card the publisher changed since shows both versions - Take theirs",
          "[gui]") {
    FrameFixture f;
    {
        app::CardEditor editor(*f.session, "linkframe");
        const int ember = editor.find("LFS1", "LFS1-002");
        auto values = editor.cards()[static_cast<std::size_t>(ember)].values;
        values[core::FieldText] = "My own text.";
        REQUIRE(editor.update(ember, values).empty());
        editor.save();
        f.frame->gamesChanged(); // as the main window does after a save
    }
    // The publisher's update: the same pack from another folder, Ember Squire's power 2000.
    ScratchDir update;
    std::filesystem::copy(std::filesystem::path(DECKHAND_RESOURCES_DIR) / "games" / "linkframe",
                          update.path, std::filesystem::copy_options::recursive);
    const auto csv = update.path / "cards" / "sample.csv";
    std::string text;
    {
        std::ifstream in(csv, std::ios::binary);
        text.assign(std::istreambuf_iterator<char>(in), {});
    }
    const std::string before = "Ember Squire,LFS1,LFS1-002,PG,0,Red,,1000,";
    const auto at = text.find(before);
    REQUIRE(at != std::string::npos);
    text.replace(at, before.size(), "Ember Squire,LFS1,LFS1-002,PG,0,Red,,2000,");
    std::ofstream(csv, std::ios::binary | std::ios::trunc) << text;
    REQUIRE(f.session->installPack((update.path / "game.xml").string()).empty());
    f.frame->gamesChanged();
    REQUIRE(f.frame->selectGame("linkframe"));
    CHECK(toUtf8(f.frame->GetStatusBar()->GetStatusText()) ==
          "The published data of Linkframe (54-card Progress/Action game) changed 1 card since "
          "you edited it: Edit > Edit cards shows both versions");

    app::CardEditor editor(*f.session, "linkframe");
    auto* dialog = new CardEditorDialog(f.frame, editor, "LFS1", "LFS1-002");
    dialog->Show();
    pump(100);
    CHECK(toUtf8(dialog->cardList()->GetStringSelection()) ==
          "Ember Squire (LFS1 LFS1-002)  [the publisher changed it]");
    // Both versions: the user's in the form, the publisher's beside the choice.
    CHECK(dialog->formValues()[core::FieldText] == "My own text.");
    CHECK(dialog->formValues()[kPower] == "1000");
    CHECK(has(oneLine(dialog->conflictText()),
              "LFS1 LFS1-002 Ember Squire: the publisher changed this "
              "card since you edited it (Power)"));
    CHECK(has(oneLine(dialog->conflictText()), "Power: 2000"));
    CHECK(has(oneLine(dialog->conflictText()), "Rules text: SAMPLE CARD. Level-0 Progress."));
    CHECK(has(oneLine(dialog->status()), "The published data changed 1 card since you edited it"));
    CHECK(dialog->keepMineButton()->IsShown());
    screenshot(dialog, "card-editor-conflict");

    wxCommandEvent click(wxEVT_BUTTON, dialog->takeTheirsButton()->GetId());
    click.SetEventObject(dialog->takeTheirsButton());
    dialog->takeTheirsButton()->GetEventHandler()->ProcessEvent(click);
    pump(50);
    CHECK(editor.conflicts().empty());
    CHECK(dialog->formValues()[kPower] == "2000");
    CHECK(dialog->formValues()[core::FieldText] == "SAMPLE CARD. Level-0 Progress.");
    CHECK(dialog->conflictText().empty());
    CHECK_FALSE(dialog->keepMineButton()->IsShown());
    dialog->Destroy();
}

TEST_CASE("card editor: a set's name and release date - Delete set asks, takes every card of the "
          "set, and one Undo brings them back",
          "[gui]") {
    FrameFixture f;
    app::CardEditor editor(*f.session, "linkframe");
    auto* dialog = new CardEditorDialog(f.frame, editor, "LFS1", "LFS1-002");
    dialog->Show();
    pump(100);
    CHECK(dialog->setText() == "LFS1 (no name or date: Set info…)");
    CHECK_FALSE(dialog->editSet("LFS1", "Link Start", "2026-02-30"));
    CHECK(oneLine(dialog->status()) ==
          "Set LFS1: release date '2026-02-30': a date is written YYYY-MM-DD, as 2026-03-01");
    CHECK_FALSE(editor.canUndo());
    REQUIRE(dialog->editSet("LFS1", "Link Start", "2026-02-01"));
    CHECK(dialog->setText() == "LFS1: Link Start (2026-02-01)  [edited]");
    screenshot(dialog, "card-editor-set");
    REQUIRE(dialog->editSet("LFS1", "Link Start", "2026-02-01")); // the same again: no step
    CHECK(oneLine(dialog->status()) == "Set LFS1: Link Start (2026-02-01): unchanged.");

    const auto inSet = [&] {
        return std::count_if(editor.cards().begin(), editor.cards().end(),
                             [](const auto& c) { return c.values[core::FieldSet] == "LFS1"; });
    };
    const auto total = editor.cards().size();
    const auto lfs1 = inSet();
    REQUIRE(lfs1 > 1);
    // Asked first: No keeps every card.
    wxTEST_DIALOG(dialog->deleteSelectedSet(),
                  wxExpectModal<wxMessageDialog>(wxNO).Describe("Delete set? No"));
    CHECK(editor.cards().size() == total);
    wxTEST_DIALOG(dialog->deleteSelectedSet(),
                  wxExpectModal<wxMessageDialog>(wxYES).Describe("Delete set? Yes"));
    CHECK(inSet() == 0);
    CHECK(editor.cards().size() == total - static_cast<std::size_t>(lfs1));
    CHECK(oneLine(dialog->status()) ==
          "Deleted the set LFS1 and " + std::to_string(lfs1) + " cards (Undo brings them back).");

    // One Undo: every card of the set, and its name.
    wxCommandEvent undo(wxEVT_BUTTON, wxID_UNDO);
    auto* undoButton = dialog->FindWindow(wxID_UNDO);
    REQUIRE(undoButton);
    undo.SetEventObject(undoButton);
    undoButton->HandleWindowEvent(undo);
    CHECK(editor.cards().size() == total);
    CHECK(editor.setInfo("LFS1").label() == "LFS1: Link Start (2026-02-01)");
    dialog->Destroy();
}

namespace {

// Answers Duplicate set…'s dialog as a user does: checks the reason it says (when one is
// expected), types the code, name and date, and presses Duplicate.
class FillSetDialog : public wxExpectModalBase<wxDialog, FillSetDialog> {
public:
    FillSetDialog(std::string code, std::string name, std::string released, std::string reason = {},
                  int answer = wxID_OK)
        : m_code(std::move(code)), m_name(std::move(name)), m_released(std::move(released)),
          m_reason(std::move(reason)), m_answer(answer) {
        m_description = toWx("Duplicate set into " + m_code);
    }

protected:
    int OnInvoked(wxDialog* dialog) const override {
        auto text = [&](const char* name) {
            auto* t = dynamic_cast<wxTextCtrl*>(wxWindow::FindWindowByName(name, dialog));
            REQUIRE(t);
            return t;
        };
        auto* why = wxWindow::FindWindowByName("Why not", dialog);
        REQUIRE(why);
        CHECK(oneLine(toUtf8(why->GetLabel())) == m_reason);
        if (!m_reason.empty()) {
            // Asked again with what was typed.
            CHECK(toUtf8(text("New set name")->GetValue()) == m_name);
            dialog->Show();
            screenshot(dialog, "card-editor-duplicate-set");
            dialog->Hide();
        }
        text("New set code")->SetValue(toWx(m_code));
        text("New set name")->SetValue(toWx(m_name));
        text("New set release date")->SetValue(toWx(m_released));
        return m_answer;
    }

private:
    std::string m_code, m_name, m_released, m_reason;
    int m_answer;
};

} // namespace

TEST_CASE("card editor: Duplicate set asks again while the code is taken - the copy and the set "
          "names the user gave are what the browser, the preview and the collection show",
          "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("linkframe"));
    app::CardEditor editor(*f.session, "linkframe");
    auto* dialog = new CardEditorDialog(f.frame, editor, "LFS1", "LFS1-002");
    dialog->Show();
    pump(100);
    REQUIRE(dialog->editSet("LFS1", "Link Start", "2026-02-01"));
    const auto total = editor.cards().size();
    const auto inSet = [&](const std::string& set) {
        return static_cast<std::size_t>(
            std::count_if(editor.cards().begin(), editor.cards().end(),
                          [&](const auto& c) { return c.values[core::FieldSet] == set; }));
    };
    const auto lfs1 = inSet("LFS1");
    REQUIRE(lfs1 > 1);

    // Cancelled: nothing changes.
    wxTEST_DIALOG(dialog->duplicateSelectedSet(),
                  FillSetDialog("LFS9", "Never", "", "", wxID_CANCEL));
    CHECK(editor.cards().size() == total);
    // A code taken is refused in the dialog, which asks again with what was typed.
    wxTEST_DIALOG(dialog->duplicateSelectedSet(), FillSetDialog("lfs1", "Link Again", "2026-05-01"),
                  FillSetDialog("LFS2", "Link Again", "2026-05-01",
                                "Duplicate set LFS1: there is a set LFS1 already: choose another "
                                "code"));
    CHECK(inSet("LFS2") == lfs1);
    CHECK(editor.cards().size() == total + lfs1);
    CHECK(oneLine(dialog->status()) ==
          fmt::format("Copied the set LFS1 into LFS2: Link Again (2026-05-01) with {} cards (Undo "
                      "takes it back).",
                      lfs1));
    CHECK(dialog->setText() == "LFS2: Link Again (2026-05-01)  [edited]");
    CHECK(editor.cards()[static_cast<std::size_t>(dialog->selectedCard())].values[core::FieldSet] ==
          "LFS2");
    screenshot(dialog, "card-editor-duplicated");
    dialog->Destroy();

    // Saved as the main window does it: the names are what every view shows.
    editor.save();
    f.frame->gamesChanged();
    REQUIRE(f.frame->selectGame("linkframe"));
    const auto* game = f.frame->currentGame();
    REQUIRE(game);
    const core::Printing* copy = game->catalogue.bySetNumber("LFS2", "LFS1-002");
    REQUIRE(copy);
    CardBrowser* browser = f.frame->browser();
    const CardBrowser::Filter* sets = nullptr;
    for (const auto& filter : browser->filters())
        if (filter.field == "set") sets = &filter;
    REQUIRE(sets);
    REQUIRE(sets->choice->GetCount() == 3);
    CHECK(toUtf8(sets->choice->GetString(1)) == "Link Start (LFS1)"); // by release date
    CHECK(toUtf8(sets->choice->GetString(2)) == "Link Again (LFS2)");
    choose(sets->choice, "Link Again (LFS2)");
    CHECK(browser->rowCount() == lfs1);
    for (unsigned r = 0; r < browser->rowCount(); ++r)
        CHECK(browser->printingAt(r)->set() == "LFS2");
    CHECK(browser->setFilter("set", "lfs1"));
    CHECK(browser->rowCount() == lfs1);
    CHECK(browser->setFilter("set", ""));
    // The Set column sorts the sets as they came out: LFS1 (February) before LFS2 (May).
    browser->sortBy(CardBrowser::ColSet, false);
    CHECK(browser->printingAt(0)->set() == "LFS2");
    browser->sortBy(CardBrowser::ColSet, true);
    CHECK(browser->printingAt(0)->set() == "LFS1");

    f.frame->preview()->show(game, copy);
    CHECK(has(f.frame->preview()->html(), "Link Again (LFS2)"));
    CHECK(has(f.frame->preview()->html(), "2026-05-01"));
    CHECK(has(f.frame->preview()->html(), "LFS1 LFS1-002 · Link Start"));

    collectionOf(*f.session).add(deckhand::test::copiesOf("linkframe", *copy, 2));
    f.frame->collection()->showGame("linkframe");
    auto* owned = f.frame->collection()->ownedList();
    REQUIRE(owned->GetItemCount() == 1);
    CHECK(toUtf8(owned->GetTextValue(0, CollectionPanel::ColSet)) == "Link Again (LFS2)");
    f.frame->collection()->filterBox()->SetValue("link again");
    CHECK(owned->GetItemCount() == 1);
    f.frame->collection()->filterBox()->SetValue("link start");
    CHECK(owned->GetItemCount() == 0);
}

TEST_CASE("card editor: Cancel asks before dropping what was typed and not applied",
          "[gui][cardeditor]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("linkframe"));
    app::CardEditor editor(*f.session, "linkframe");
    auto* dialog = new CardEditorDialog(f.frame, editor, "LFS1", "LFS1-002");
    dialog->Show();
    pump(100);
    auto cancel = [&] {
        wxCommandEvent click(wxEVT_BUTTON, wxID_CANCEL);
        click.SetEventObject(dialog->FindWindow(wxID_CANCEL));
        dialog->FindWindow(wxID_CANCEL)->GetEventHandler()->ProcessEvent(click);
        pump(50);
    };
    // Typed, not applied: the card has no edit, yet Cancel asks; No keeps the dialog and the text.
    dialog->setFieldValue(kPower, "1234");
    CHECK_FALSE(editor.modified());
    std::string asked;
    wxTEST_DIALOG(cancel(), CaptureMessageBox(&asked)); // answered OK: not Yes, so it stays
    CHECK(has(asked, "not applied to the card yet"));
    CHECK(dialog->IsShown());
    CHECK(dialog->formValues()[kPower] == "1234");
    // Yes leaves.
    wxTEST_DIALOG(cancel(), wxExpectModal<wxMessageDialog>(wxID_YES));
    CHECK_FALSE(dialog->IsShown());
    dialog->Destroy();
}
