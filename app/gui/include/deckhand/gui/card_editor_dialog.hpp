// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/card_editor.hpp"

#include <string>
#include <vector>
#include <wx/dialog.h>

class wxButton;
class wxCheckBox;
class wxChoice;
class wxListBox;
class wxScrolledWindow;
class wxSizer;
class wxStaticText;
class wxTextCtrl;
class wxWindow;

namespace deckhand::gui {

/// Edit > Edit cards: the game's cards with the user's edits over them. A list of the cards
/// (with a filter) beside a form of every field of the pack, each with a control of its type
/// (a choice for enum values, a box per symbol, integers checked as typed, required fields
/// marked, rules text on several lines) and its error beside it; New card, Duplicate, Delete,
/// New set, Set info (its name and release date), Duplicate set, Delete set, Paste rows
/// (tab-separated from a spreadsheet), Image, Undo and Redo (Ctrl+Z, Ctrl+Y), and Keep mine / Take
/// theirs for a card the publisher changed since. The dialog changes the model only; whoever opened
/// it saves it (CardEditor::save) on Save.
class CardEditorDialog : public wxDialog {
public:
    /// `editor` must outlive the dialog; `set` and `number` choose the card shown first.
    CardEditorDialog(wxWindow* parent, app::CardEditor& editor, const std::string& set = {},
                     const std::string& number = {});

    /// Puts the form's values into the selected card (or refuses, each error beside its
    /// field); true when they stand.
    bool applyForm();
    /// Whether the form holds values the selected card does not (typed, not applied yet).
    [[nodiscard]] bool formChanged() const;
    /// Pastes tab-separated rows (what the Paste rows button reads from the clipboard); the
    /// errors, by row and column, are said in the dialog.
    app::PasteReport pasteText(const std::string& tsv);
    /// Shows the card at `index` of the editor's cards in the form.
    void selectCard(int index);
    /// Gives a set a name and release date (what Set info… does with what the user typed);
    /// false, the error in the status line, when the editor refuses them.
    bool editSet(const std::string& code, const std::string& name, const std::string& released);
    /// Copies the set `from` with all its cards into a new set (what Duplicate set… does with
    /// what the user typed); false, the reason in the status line, when the editor refuses.
    bool duplicateSet(const std::string& from, const std::string& code, const std::string& name,
                      const std::string& released);
    /// Duplicate set…: asks for the new set's code, name and release date (the selected card's
    /// set's name and date to start from) until the editor takes them or the user cancels; the
    /// reason for a refusal is said in the dialog, above what was typed.
    void duplicateSelectedSet();
    /// Deletes the selected card's set with all its cards, once the user confirms (Delete
    /// set…); one Undo brings them back.
    void deleteSelectedSet();

    // For tests.
    [[nodiscard]] int selectedCard() const { return m_selected; }
    [[nodiscard]] wxListBox* cardList() const { return m_list; }
    [[nodiscard]] wxTextCtrl* filterField() const { return m_filter; }
    /// The control of the field at a Printing::values index: wxTextCtrl, wxChoice, or a panel
    /// of wxCheckBoxes (symbols).
    [[nodiscard]] wxWindow* fieldControl(int field) const { return m_controls[field]; }
    /// The error beside a field ("" when none).
    [[nodiscard]] std::string fieldError(int field) const;
    [[nodiscard]] std::string fieldLabel(int field) const;
    [[nodiscard]] std::string status() const;
    [[nodiscard]] std::string conflictText() const;
    /// The selected card's set as the form shows it ("T1: First Set (2026-03-01)").
    [[nodiscard]] std::string setText() const;
    [[nodiscard]] wxButton* keepMineButton() const { return m_keepMine; }
    [[nodiscard]] wxButton* takeTheirsButton() const { return m_takeTheirs; }
    /// The form's values, as typed.
    [[nodiscard]] std::vector<std::string> formValues() const;
    /// Sets a field's control as the user would (for tests and pasting into the form).
    void setFieldValue(int field, const std::string& value);

private:
    // The window, top down: a note on what edits are, the cards beside the selected one's
    // form, the status line and Save / Cancel.
    wxWindow* buildIntro();
    wxSizer* buildBody();
    wxSizer* buildCardList();
    wxSizer* buildCardButtons();
    wxSizer* buildCardPane();
    wxSizer* buildConflictButtons();
    wxSizer* buildFormButtons();
    void buildFooter(wxSizer* top);
    /// Ctrl+Z, Ctrl+Y and Ctrl+Enter.
    void bindShortcuts();
    /// Save applies the form first; Cancel asks before dropping edits.
    void bindSaveAndCancel();
    void showFirstCard(const std::string& set, const std::string& number);
    void sayConflicts();
    void buildForm(wxWindow* parent);
    void fillList();
    void showCard();
    void checkForm();
    void afterChange(int select);
    void onNew();
    void onDuplicate();
    void onDelete();
    void onNewSet();
    void onSetInfo();
    void onPaste();
    void onImage();
    void onUndo();
    void onRedo();
    void onKeepMine(bool mine);
    void setStatus(const std::string& text);

    app::CardEditor& m_editor;
    int m_selected = -1;
    std::vector<int> m_shown; ///< list row -> card index
    bool m_filling = false;
    wxTextCtrl* m_filter = nullptr;
    wxListBox* m_list = nullptr;
    wxScrolledWindow* m_form = nullptr;
    std::vector<wxWindow*> m_controls;
    std::vector<wxStaticText*> m_labels;
    std::vector<wxStaticText*> m_errors;
    wxStaticText* m_image = nullptr;
    wxStaticText* m_setInfo = nullptr;
    wxStaticText* m_conflict = nullptr;
    wxButton* m_keepMine = nullptr;
    wxButton* m_takeTheirs = nullptr;
    wxButton* m_apply = nullptr;
    wxButton* m_undo = nullptr;
    wxButton* m_redo = nullptr;
    wxStaticText* m_status = nullptr;
};

} // namespace deckhand::gui
