// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/card_editor_dialog.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <iterator>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/filedlg.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/panel.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>

namespace deckhand::gui {

namespace {

// What kind of control a field has.
enum class Control { Text, Lines, Choice, Symbols };

Control controlOf(const core::Game& game, int field) {
    if (field == core::FieldText) return Control::Lines;
    if (field == core::FieldRarity) return game.rarities.empty() ? Control::Text : Control::Choice;
    if (const auto* def = game.fieldAt(field)) {
        if (def->type == core::FieldType::Enum) return Control::Choice;
        if (def->type == core::FieldType::Symbols) return Control::Symbols;
    }
    return Control::Text;
}

bool requiredField(const core::Game& game, int field) {
    if (field == core::FieldName || field == core::FieldSet || field == core::FieldNumber)
        return true;
    if (field == core::FieldRarity) return game.rarityRequired;
    const auto* def = game.fieldAt(field);
    return def && def->required;
}

std::vector<std::string> choicesOf(const core::Game& game, int field) {
    if (field == core::FieldRarity) return game.rarities;
    if (const auto* def = game.fieldAt(field)) return def->values;
    return {};
}

std::string stateWords(const app::EditorCard& card) {
    if (card.state == app::EditorCardState::Deleted)
        return "  " + std::string(i18n::tr("[deleted by you; the publisher changed it]"));
    if (card.conflict) return "  " + std::string(i18n::tr("[the publisher changed it]"));
    switch (card.state) {
    case app::EditorCardState::Added:
        return "  " + std::string(i18n::tr("[added]"));
    case app::EditorCardState::Changed:
        return "  " + std::string(i18n::tr("[edited]"));
    case app::EditorCardState::Published:
    case app::EditorCardState::Deleted:
        break;
    }
    return {};
}

// Whether a conflict is the card with these values: an edit's own set and number for a deleted
// card, its values' for the others.
bool conflictIsCard(const core::Game& game, const app::CardEditConflict& c,
                    const std::vector<std::string>& values) {
    const bool deleted = c.edit.kind == core::CardEditKind::Deleted;
    const auto mine = app::valuesOf(game, c.edit.values);
    const std::string& set = deleted ? c.edit.set : mine[core::FieldSet];
    const std::string& number = deleted ? c.edit.number : mine[core::FieldNumber];
    return core::iequals(set, values[core::FieldSet]) &&
           core::iequals(number, values[core::FieldNumber]);
}

} // namespace

CardEditorDialog::CardEditorDialog(wxWindow* parent, app::CardEditor& editor,
                                   const std::string& set, const std::string& number)
    : wxDialog(parent, wxID_ANY, toWx(i18n::trf("Edit cards: {}", editor.game().name)),
               wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_editor(editor) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(buildIntro(), 0, wxALL, 8);
    top->Add(buildBody(), 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
    buildFooter(top);
    SetSizer(top);
    bindShortcuts();
    bindSaveAndCancel();

    showFirstCard(set, number);
    SetSize(FromDIP(wxSize(900, 620)));
    SetMinSize(FromDIP(wxSize(640, 460)));
    Layout();
    sayConflicts();
}

wxWindow* CardEditorDialog::buildIntro() {
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        _("Your edits are your own layer over the game's published cards: a later import or "
          "update does not overwrite them, and a card the publisher changed since shows both "
          "versions. Fields marked * are required."));
    wrapLabel(*intro, intro->GetLabel(), FromDIP(820));
    return intro;
}

wxSizer* CardEditorDialog::buildBody() {
    auto* body = new wxBoxSizer(wxHORIZONTAL);
    body->Add(buildCardList(), 0, wxEXPAND | wxRIGHT, 10);
    body->Add(buildCardPane(), 1, wxEXPAND);
    return body;
}

wxSizer* CardEditorDialog::buildCardList() {
    auto* left = new wxBoxSizer(wxVERTICAL);
    m_filter = new wxTextCtrl(this, wxID_ANY);
    m_filter->SetHint(_("Filter cards"));
    m_filter->SetName(_("Filter cards"));
    m_filter->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not filter the cards."), [&] { fillList(); });
    });
    left->Add(m_filter, 0, wxEXPAND | wxBOTTOM, 4);
    m_list = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(280, 300)));
    m_list->SetName(_("Cards"));
    m_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not show the card."), [&] {
            const int row = m_list->GetSelection();
            if (m_filling || row < 0 || row >= static_cast<int>(m_shown.size())) return;
            selectCard(m_shown[static_cast<std::size_t>(row)]);
        });
    });
    left->Add(m_list, 1, wxEXPAND);
    left->Add(buildCardButtons(), 0, wxEXPAND | wxTOP, 6);
    return left;
}

wxSizer* CardEditorDialog::buildCardButtons() {
    auto* cardButtons = new wxGridSizer(3, 4, 4);
    const auto button = [&](wxSizer* sizer, const wxString& label, const wxString& tip,
                            auto handler) {
        auto* b = new wxButton(this, wxID_ANY, label);
        b->SetToolTip(tip);
        b->Bind(wxEVT_BUTTON, [this, handler, label](wxCommandEvent&) {
            // TRANSLATORS: %s is the button's label ("&New card").
            guarded(this, wxString::Format(_("Deckhand could not do %s."), label),
                    [&] { (this->*handler)(); });
        });
        sizer->Add(b, 0, wxEXPAND);
        return b;
    };
    button(cardButtons, _("&New card"), _("Add a card to the game"), &CardEditorDialog::onNew);
    button(cardButtons, _("D&uplicate"), _("A copy of the card with the next free number"),
           &CardEditorDialog::onDuplicate);
    button(cardButtons, _("&Delete"), _("Remove the card (Undo brings it back)"),
           &CardEditorDialog::onDelete);
    button(cardButtons, _("New s&et…"), _("Start a set with its first card"),
           &CardEditorDialog::onNewSet);
    button(cardButtons, _("Set &info…"), _("The name and release date of the card's set"),
           &CardEditorDialog::onSetInfo);
    button(cardButtons, _("Duplicate set…"),
           _("A new set with a copy of every card of the card's set (Undo takes it back)"),
           &CardEditorDialog::duplicateSelectedSet);
    button(cardButtons, _("Delete se&t…"),
           _("Remove the card's set with all its cards (Undo brings "
             "them back)"),
           &CardEditorDialog::deleteSelectedSet);
    button(cardButtons, _("&Paste rows"),
           _("Cards from a spreadsheet: tab-separated rows with a header"),
           &CardEditorDialog::onPaste);
    button(cardButtons, _("&Image…"),
           _("Choose the card's image from a file (a copy is kept in the profile)"),
           &CardEditorDialog::onImage);
    return cardButtons;
}

wxSizer* CardEditorDialog::buildCardPane() {
    auto* right = new wxBoxSizer(wxVERTICAL);
    m_form = new wxScrolledWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL);
    m_form->SetScrollRate(0, FromDIP(10));
    buildForm(m_form);
    right->Add(m_form, 1, wxEXPAND);
    m_conflict = new wxStaticText(this, wxID_ANY, "");
    m_conflict->SetForegroundColour(wxColour(170, 90, 0));
    right->Add(m_conflict, 0, wxEXPAND | wxTOP, 6);
    right->Add(buildConflictButtons(), 0, wxTOP, 4);
    right->Add(buildFormButtons(), 0, wxTOP, 6);
    return right;
}

wxSizer* CardEditorDialog::buildConflictButtons() {
    auto* conflictButtons = new wxBoxSizer(wxHORIZONTAL);
    m_keepMine = new wxButton(this, wxID_ANY, _("&Keep mine"));
    m_keepMine->SetToolTip(_("Your version stands over the card as published now"));
    m_keepMine->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not keep your version."), [&] { onKeepMine(true); });
    });
    m_takeTheirs = new wxButton(this, wxID_ANY, _("&Take theirs"));
    m_takeTheirs->SetToolTip(_("The publisher's version: your edit of this card goes"));
    m_takeTheirs->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not take the publisher's version."),
                [&] { onKeepMine(false); });
    });
    conflictButtons->Add(m_keepMine, 0, wxRIGHT, 6);
    conflictButtons->Add(m_takeTheirs, 0);
    return conflictButtons;
}

wxSizer* CardEditorDialog::buildFormButtons() {
    auto* formButtons = new wxBoxSizer(wxHORIZONTAL);
    m_apply = new wxButton(this, wxID_APPLY, _("&Apply to card"));
    m_apply->SetToolTip(_("Put the form's values into the card (Ctrl+Enter)"));
    m_apply->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not change the card."), [&] { applyForm(); });
    });
    m_undo = new wxButton(this, wxID_UNDO, _("Undo"));
    m_undo->SetToolTip(_("Undo the last change (Ctrl+Z)"));
    m_undo->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not undo."), [&] { onUndo(); });
    });
    m_redo = new wxButton(this, wxID_REDO, _("Redo"));
    m_redo->SetToolTip(_("Redo the change undone (Ctrl+Y)"));
    m_redo->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not redo."), [&] { onRedo(); });
    });
    formButtons->Add(m_apply, 0, wxRIGHT, 6);
    formButtons->Add(m_undo, 0, wxRIGHT, 6);
    formButtons->Add(m_redo, 0);
    return formButtons;
}

void CardEditorDialog::buildFooter(wxSizer* top) {
    m_status = new wxStaticText(this, wxID_ANY, "");
    m_status->SetName(_("Status"));
    top->Add(m_status, 0, wxEXPAND | wxALL, 8);
    auto* buttons = CreateStdDialogButtonSizer(wxOK | wxCANCEL);
    if (auto* ok = FindWindow(wxID_OK)) ok->SetLabel(_("&Save"));
    top->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 8);
}

void CardEditorDialog::bindShortcuts() {
    const int applyId = NewControlId();
    wxAcceleratorEntry keys[] = {{wxACCEL_CTRL, 'Z', wxID_UNDO},
                                 {wxACCEL_CTRL, 'Y', wxID_REDO},
                                 {wxACCEL_CTRL | wxACCEL_SHIFT, 'Z', wxID_REDO},
                                 {wxACCEL_CTRL, WXK_RETURN, applyId}};
    SetAcceleratorTable(wxAcceleratorTable(static_cast<int>(std::size(keys)), keys));
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not undo."), [&] { onUndo(); });
        },
        wxID_UNDO);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not redo."), [&] { onRedo(); });
        },
        wxID_REDO);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not change the card."), [&] { applyForm(); });
        },
        applyId);
}

void CardEditorDialog::bindSaveAndCancel() {
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent& e) {
            // What the form holds goes into the card before saving; errors keep the dialog open.
            bool ok = false;
            guarded(this, _("Deckhand could not change the card."), [&] { ok = applyForm(); });
            if (ok) e.Skip();
        },
        wxID_OK);
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent& e) {
            // Typed into the form but not applied to the card yet is an edit too: asked for.
            const bool typed = formChanged();
            if ((m_editor.modified() || typed) &&
                wxMessageBox(typed ? _("Leave without saving your card edits? What is typed in "
                                       "the form is not applied to the card yet.")
                                   : _("Leave without saving your card edits?"),
                             _("Edit cards"), wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION,
                             this) != wxYES)
                return;
            e.Skip();
        },
        wxID_CANCEL);
}

void CardEditorDialog::showFirstCard(const std::string& set, const std::string& number) {
    fillList();
    int first = set.empty() ? -1 : m_editor.find(set, number);
    if (first < 0 && !m_editor.cards().empty()) first = 0;
    selectCard(first);
}

void CardEditorDialog::sayConflicts() {
    // Every edit the published data moved away from, said when the editor opens.
    const auto conflicts = m_editor.conflicts();
    if (conflicts.empty()) return;
    std::string text =
        i18n::trfn("The published data changed {} card since you edited it:",
                   "The published data changed {} cards since you edited them:", conflicts.size(),
                   conflicts.size());
    for (std::size_t i = 0; i < conflicts.size() && i < 5; ++i)
        text += "\n" + conflicts[i].message;
    if (conflicts.size() > 5) text += "\n" + i18n::trf("… and {} more", conflicts.size() - 5);
    setStatus(text); // wrapped to the dialog as sized
}

void CardEditorDialog::buildForm(wxWindow* parent) {
    const core::Game& game = m_editor.game();
    const int count = app::fieldCountOf(game);
    m_controls.assign(static_cast<std::size_t>(count), nullptr);
    m_labels.assign(static_cast<std::size_t>(count), nullptr);
    m_errors.assign(static_cast<std::size_t>(count), nullptr);
    auto* grid = new wxFlexGridSizer(2, 6, 8);
    grid->AddGrowableCol(1, 1);
    const auto changed = [this](auto&) {
        guarded(this, _("Deckhand could not check the card."), [&] { checkForm(); });
    };
    for (int f = 0; f < count; ++f) {
        const std::string label = app::fieldLabelAt(game, f) + (requiredField(game, f) ? " *" : "");
        auto* text = new wxStaticText(parent, wxID_ANY, toWx(label));
        m_labels[static_cast<std::size_t>(f)] = text;
        grid->Add(text, 0, wxTOP, FromDIP(6)); // level with the control's first line
        wxWindow* control = nullptr;
        switch (controlOf(game, f)) {
        case Control::Text:
        case Control::Lines: {
            const bool lines = controlOf(game, f) == Control::Lines;
            auto* t = new wxTextCtrl(parent, wxID_ANY, "", wxDefaultPosition,
                                     lines ? FromDIP(wxSize(-1, 90)) : wxDefaultSize,
                                     lines ? wxTE_MULTILINE : 0);
            t->Bind(wxEVT_TEXT, changed);
            control = t;
            break;
        }
        case Control::Choice: {
            auto* c = new wxChoice(parent, wxID_ANY);
            if (!requiredField(game, f)) c->Append("");
            for (const auto& v : choicesOf(game, f))
                c->Append(toWx(v));
            c->Bind(wxEVT_CHOICE, changed);
            control = c;
            break;
        }
        case Control::Symbols: {
            auto* panel = new wxPanel(parent);
            auto* row = new wxBoxSizer(wxHORIZONTAL);
            for (const auto& v : choicesOf(game, f)) {
                auto* box = new wxCheckBox(panel, wxID_ANY, toWx(v));
                box->Bind(wxEVT_CHECKBOX, changed);
                row->Add(box, 0, wxRIGHT, 10);
            }
            panel->SetSizer(row);
            control = panel;
            break;
        }
        }
        control->SetName(toWx(app::fieldLabelAt(game, f)));
        m_controls[static_cast<std::size_t>(f)] = control;
        // The error right under its control, in the same cell: always in view, however
        // narrow the window.
        auto* cell = new wxBoxSizer(wxVERTICAL);
        cell->Add(control, 0, wxEXPAND);
        auto* error = new wxStaticText(parent, wxID_ANY, "");
        error->SetForegroundColour(wxColour(190, 0, 0));
        error->Hide();
        m_errors[static_cast<std::size_t>(f)] = error;
        cell->Add(error, 0, wxEXPAND | wxTOP, 2);
        grid->Add(cell, 1, wxEXPAND);
    }
    grid->Add(new wxStaticText(parent, wxID_ANY, _("Image")), 0, wxALIGN_CENTER_VERTICAL);
    m_image = new wxStaticText(parent, wxID_ANY, "");
    grid->Add(m_image, 1, wxEXPAND | wxALIGN_CENTER_VERTICAL);
    grid->Add(new wxStaticText(parent, wxID_ANY, _("Set info")), 0, wxALIGN_CENTER_VERTICAL);
    m_setInfo = new wxStaticText(parent, wxID_ANY, "");
    m_setInfo->SetName(_("Set info"));
    grid->Add(m_setInfo, 1, wxEXPAND | wxALIGN_CENTER_VERTICAL);
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(grid, 1, wxEXPAND | wxRIGHT, 6);
    parent->SetSizer(outer);
}

std::vector<std::string> CardEditorDialog::formValues() const {
    const core::Game& game = m_editor.game();
    std::vector<std::string> out(m_controls.size());
    for (std::size_t f = 0; f < m_controls.size(); ++f) {
        wxWindow* c = m_controls[f];
        if (auto* t = dynamic_cast<wxTextCtrl*>(c)) {
            out[f] = toUtf8(t->GetValue());
        } else if (auto* ch = dynamic_cast<wxChoice*>(c)) {
            out[f] = ch->GetSelection() < 0 ? std::string() : toUtf8(ch->GetStringSelection());
        } else {
            const auto symbols = choicesOf(game, static_cast<int>(f));
            std::size_t i = 0;
            for (auto* child : c->GetChildren()) {
                auto* box = dynamic_cast<wxCheckBox*>(child);
                if (!box || i >= symbols.size()) continue;
                if (box->GetValue()) out[f] += symbols[i];
                ++i;
            }
        }
    }
    return out;
}

void CardEditorDialog::setFieldValue(int field, const std::string& value) {
    wxWindow* c = m_controls.at(static_cast<std::size_t>(field));
    if (auto* t = dynamic_cast<wxTextCtrl*>(c)) {
        t->SetValue(toWx(value)); // as typed: checked at once
        return;
    }
    if (auto* ch = dynamic_cast<wxChoice*>(c)) {
        const int at = ch->FindString(toWx(value), true);
        ch->SetSelection(at);
    } else {
        const auto symbols = choicesOf(m_editor.game(), field);
        std::size_t i = 0;
        for (auto* child : c->GetChildren())
            if (auto* box = dynamic_cast<wxCheckBox*>(child); box && i < symbols.size())
                box->SetValue(value.find(symbols[i++]) != std::string::npos);
    }
    checkForm();
}

std::string CardEditorDialog::fieldError(int field) const {
    // As one line: the label is wrapped to its column at spaces.
    std::string text = toUtf8(m_errors.at(static_cast<std::size_t>(field))->GetLabel());
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

std::string CardEditorDialog::fieldLabel(int field) const {
    return toUtf8(m_labels.at(static_cast<std::size_t>(field))->GetLabel());
}

std::string CardEditorDialog::setText() const {
    return toUtf8(m_setInfo->GetLabel());
}

std::string CardEditorDialog::status() const {
    return toUtf8(m_status->GetLabel());
}

std::string CardEditorDialog::conflictText() const {
    return toUtf8(m_conflict->GetLabel());
}

void CardEditorDialog::setStatus(const std::string& text) {
    wrapLabel(*m_status, toWx(text), GetClientSize().GetWidth() - FromDIP(20));
    Layout();
}

void CardEditorDialog::fillList() {
    m_filling = true;
    const std::string filter = core::foldName(toUtf8(m_filter->GetValue()));
    m_shown.clear();
    wxArrayString rows;
    int selectedRow = -1;
    const auto& cards = m_editor.cards();
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const std::string label = cards[i].label();
        if (!filter.empty() && core::foldName(label).find(filter) == std::string::npos) continue;
        if (static_cast<int>(i) == m_selected) selectedRow = static_cast<int>(m_shown.size());
        m_shown.push_back(static_cast<int>(i));
        rows.Add(toWx(label + stateWords(cards[i])));
    }
    m_list->Set(rows);
    if (selectedRow >= 0) m_list->SetSelection(selectedRow);
    m_filling = false;
}

bool CardEditorDialog::formChanged() const {
    return m_selected >= 0 && m_selected < static_cast<int>(m_editor.cards().size()) &&
           m_editor.canonical(formValues()) !=
               m_editor.cards()[static_cast<std::size_t>(m_selected)].values;
}

void CardEditorDialog::selectCard(int index) {
    if (index == m_selected && index >= 0) return;
    // What the form holds goes into the card left; a form with errors keeps the card shown.
    if (formChanged() && !applyForm()) {
        fillList();
        setStatus(i18n::tr("Fix the errors beside the fields first (or Undo)."));
        return;
    }
    m_selected = index;
    fillList();
    showCard();
}

void CardEditorDialog::showCard() {
    const auto& cards = m_editor.cards();
    const bool has = m_selected >= 0 && m_selected < static_cast<int>(cards.size());
    for (std::size_t f = 0; f < m_controls.size(); ++f) {
        m_controls[f]->Enable(has);
        setFieldValue(static_cast<int>(f),
                      has ? cards[static_cast<std::size_t>(m_selected)].values[f] : std::string());
    }
    std::string image = i18n::tr("none chosen: the cached image, or the card drawn from its data");
    if (has) {
        if (auto chosen = m_editor.pendingImage(m_selected))
            image = i18n::trf("{} (kept in the profile on Save)", chosen->string());
        else if (auto saved = m_editor.savedImage(m_selected); !saved.empty())
            image = i18n::trf("your image, kept in the profile: {}", saved.string());
    }
    m_image->SetLabel(toWx(image));
    std::string setLine;
    if (has) {
        const auto info =
            m_editor.setInfo(cards[static_cast<std::size_t>(m_selected)].values[core::FieldSet]);
        setLine = info.label();
        if (info.name.empty() && info.released.empty())
            setLine += " " + std::string(i18n::tr("(no name or date: Set info…)"));
        else if (info.edited)
            setLine += "  " + std::string(i18n::tr("[edited]"));
    }
    m_setInfo->SetLabel(toWx(setLine));
    // A card the publisher changed since the edit: both versions, the user chooses.
    std::string conflict;
    if (has && cards[static_cast<std::size_t>(m_selected)].conflict) {
        const auto& v = cards[static_cast<std::size_t>(m_selected)].values;
        for (const auto& c : m_editor.conflicts()) {
            if (!conflictIsCard(m_editor.game(), c, v)) continue;
            conflict = c.message;
            if (c.edit.kind == core::CardEditKind::Deleted)
                conflict += "\n" + std::string(i18n::tr(
                                       "Shown: the card as published now. Keep mine keeps it "
                                       "deleted; Take theirs brings it back."));
            else if (c.published) {
                conflict += "\n" + std::string(i18n::tr("Published now:"));
                for (std::size_t f = 0; f < c.published->size(); ++f)
                    if ((*c.published)[f] != v[f])
                        conflict += fmt::format(
                            "\n  {}: {}", app::fieldLabelAt(m_editor.game(), static_cast<int>(f)),
                            (*c.published)[f].empty() ? std::string(i18n::tr("(empty)"))
                                                      : (*c.published)[f]);
            }
            break;
        }
    }
    wrapLabel(*m_conflict, toWx(conflict), FromDIP(560));
    m_keepMine->Show(!conflict.empty());
    m_takeTheirs->Show(!conflict.empty());
    m_undo->Enable(m_editor.canUndo());
    m_redo->Enable(m_editor.canRedo());
    m_form->FitInside();
    Layout();
}

void CardEditorDialog::checkForm() {
    if (m_selected < 0) {
        for (auto* e : m_errors) {
            e->SetLabel("");
            e->Hide();
        }
        return;
    }
    std::vector<std::string> messages(m_errors.size());
    for (const auto& e : m_editor.check(formValues(), m_selected))
        messages[static_cast<std::size_t>(e.field)] +=
            (messages[static_cast<std::size_t>(e.field)].empty() ? "" : "; ") + e.message;
    for (std::size_t f = 0; f < m_errors.size(); ++f) {
        if (fieldError(static_cast<int>(f)) == messages[f]) continue;
        wrapLabel(*m_errors[f], toWx(messages[f]),
                  std::max(FromDIP(200), m_controls[f]->GetSize().GetWidth()));
        m_errors[f]->Show(!messages[f].empty());
    }
    m_form->Layout();
    m_form->FitInside();
}

bool CardEditorDialog::applyForm() {
    if (m_selected < 0) return true;
    const auto errors = m_editor.update(m_selected, formValues());
    checkForm();
    if (!errors.empty()) {
        // TRANSLATORS: the card, then the field and why: "T2-001 not changed: Level: ...".
        setStatus(i18n::trf("{} not changed: {}",
                            m_editor.cards()[static_cast<std::size_t>(m_selected)].label(),
                            app::fieldLabelAt(m_editor.game(), errors.front().field) + ": " +
                                errors.front().message));
        return false;
    }
    afterChange(m_selected);
    return true;
}

void CardEditorDialog::afterChange(int select) {
    m_selected = std::min(select, static_cast<int>(m_editor.cards().size()) - 1);
    fillList();
    showCard();
    setStatus(m_editor.modified() ? i18n::tr("Changed: Save keeps your edits in the profile.")
                                  : "");
}

void CardEditorDialog::onNew() {
    if (!applyForm()) return;
    // The next number in the selected card's set; a game with no card yet starts set NEW.
    if (m_selected >= 0) {
        afterChange(m_editor.addNext(m_selected));
        return;
    }
    auto added = m_editor.addSet("NEW");
    if (!added.ok()) {
        setStatus(added.errors.front().message);
        return;
    }
    afterChange(added.value);
}

void CardEditorDialog::onDuplicate() {
    if (m_selected < 0 || !applyForm()) return;
    afterChange(m_editor.duplicate(m_selected));
}

void CardEditorDialog::onDelete() {
    if (m_selected < 0) return;
    const std::string label = m_editor.cards()[static_cast<std::size_t>(m_selected)].label();
    const int at = m_selected;
    m_editor.remove(at);
    afterChange(std::max(0, std::min(at, static_cast<int>(m_editor.cards().size()) - 1)));
    setStatus(i18n::trf("Deleted {} (Undo brings it back).", label));
}

void CardEditorDialog::onNewSet() {
    if (!applyForm()) return;
    wxTextEntryDialog ask(this, _("The new set's code (as card data writes it, e.g. T2):"),
                          _("New set"));
    if (ask.ShowModal() != wxID_OK) return;
    auto added = m_editor.addSet(toUtf8(ask.GetValue()));
    if (!added.ok()) {
        setStatus(added.errors.front().message);
        return;
    }
    m_selected = -1;
    afterChange(added.value);
}

void CardEditorDialog::onSetInfo() {
    if (m_selected < 0 || !applyForm()) return;
    const auto info = m_editor.setInfo(
        m_editor.cards()[static_cast<std::size_t>(m_selected)].values[core::FieldSet]);
    wxDialog ask(this, wxID_ANY, toWx(i18n::trf("Set {}", info.code)));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* grid = new wxFlexGridSizer(2, 6, 8);
    grid->AddGrowableCol(1, 1);
    grid->Add(new wxStaticText(&ask, wxID_ANY, _("Name")), 0, wxALIGN_CENTER_VERTICAL);
    auto* name = new wxTextCtrl(&ask, wxID_ANY, toWx(info.name), wxDefaultPosition,
                                ask.FromDIP(wxSize(280, -1)));
    grid->Add(name, 1, wxEXPAND);
    grid->Add(new wxStaticText(&ask, wxID_ANY, _("Release date")), 0, wxALIGN_CENTER_VERTICAL);
    auto* date = new wxTextCtrl(&ask, wxID_ANY, toWx(info.released));
    // TRANSLATORS: the form of a date the field reads (ISO): keep the order.
    date->SetHint(_("YYYY-MM-DD"));
    grid->Add(date, 1, wxEXPAND);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 10);
    auto* error = new wxStaticText(&ask, wxID_ANY, "");
    error->SetForegroundColour(wxColour(190, 0, 0));
    sizer->Add(error, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
    sizer->Add(ask.CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    ask.SetSizerAndFit(sizer);
    // A date the editor refuses keeps the dialog open with what was typed, the error below.
    ask.Bind(
        wxEVT_BUTTON,
        [&](wxCommandEvent& e) {
            bool ok = false;
            guarded(&ask, _("Deckhand could not change the set."), [&] {
                ok = editSet(info.code, toUtf8(name->GetValue()), toUtf8(date->GetValue()));
            });
            if (ok) {
                e.Skip();
                return;
            }
            wrapLabel(*error, toWx(status()), ask.FromDIP(360));
            ask.Fit();
        },
        wxID_OK);
    ask.ShowModal();
}

bool CardEditorDialog::editSet(const std::string& code, const std::string& name,
                               const std::string& released) {
    const auto before = m_editor.setEdits();
    const auto errors = m_editor.editSet(code, name, released);
    if (!errors.empty()) {
        setStatus(i18n::trf("Set {}: {}", code, errors.front().message));
        return false;
    }
    if (m_editor.setEdits() == before) {
        setStatus(i18n::trf("Set {}: unchanged.", m_editor.setInfo(code).label()));
        return true;
    }
    afterChange(m_selected);
    setStatus(i18n::trf("Set {} (Undo takes it back).", m_editor.setInfo(code).label()));
    return true;
}

bool CardEditorDialog::duplicateSet(const std::string& from, const std::string& code,
                                    const std::string& name, const std::string& released) {
    auto copied = m_editor.duplicateSet(from, code, name, released);
    if (!copied.ok()) {
        setStatus(i18n::trf("Duplicate set {}: {}", from, copied.errors.front().message));
        return false;
    }
    const auto& card = m_editor.cards()[static_cast<std::size_t>(copied.value)];
    int count = 0;
    for (const auto& c : m_editor.cards())
        count += core::iequals(c.values[core::FieldSet], card.values[core::FieldSet]) ? 1 : 0;
    afterChange(copied.value);
    setStatus(i18n::trfn("Copied the set {} into {} with {} card (Undo takes it back).",
                         "Copied the set {} into {} with {} cards (Undo takes it back).",
                         static_cast<unsigned long>(count), from,
                         m_editor.setInfo(card.values[core::FieldSet]).label(), count));
    return true;
}

void CardEditorDialog::duplicateSelectedSet() {
    if (m_selected < 0 || !applyForm()) return;
    const auto source = m_editor.setInfo(
        m_editor.cards()[static_cast<std::size_t>(m_selected)].values[core::FieldSet]);
    std::string code, name = source.name, released = source.released, error;
    while (true) {
        wxDialog ask(this, wxID_ANY, toWx(i18n::trf("Duplicate set {}", source.code)));
        auto* sizer = new wxBoxSizer(wxVERTICAL);
        auto* intro = new wxStaticText(
            &ask, wxID_ANY,
            toWx(i18n::trf("A new set with a copy of every card of {} (their values and images), "
                           "as cards you added. The new set's code:",
                           source.label())));
        wrapLabel(*intro, intro->GetLabel(), ask.FromDIP(380));
        sizer->Add(intro, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 10);
        auto* grid = new wxFlexGridSizer(2, 6, 8);
        grid->AddGrowableCol(1, 1);
        const auto field = [&](const wxString& label, const wxString& accessible,
                               const std::string& value) {
            grid->Add(new wxStaticText(&ask, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
            auto* text = new wxTextCtrl(&ask, wxID_ANY, toWx(value), wxDefaultPosition,
                                        ask.FromDIP(wxSize(280, -1)));
            text->SetName(accessible);
            grid->Add(text, 1, wxEXPAND);
            return text;
        };
        auto* codeField = field(_("Code"), _("New set code"), code);
        codeField->SetHint(_("e.g. T2"));
        auto* nameField = field(_("Name"), _("New set name"), name);
        auto* dateField = field(_("Release date"), _("New set release date"), released);
        dateField->SetHint(_("YYYY-MM-DD"));
        sizer->Add(grid, 0, wxEXPAND | wxALL, 10);
        auto* problem = new wxStaticText(&ask, wxID_ANY, toWx(error));
        problem->SetName(_("Why not"));
        problem->SetForegroundColour(wxColour(190, 0, 0));
        wrapLabel(*problem, problem->GetLabel(), ask.FromDIP(380));
        sizer->Add(problem, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
        sizer->Add(ask.CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
        if (auto* ok = ask.FindWindow(wxID_OK)) ok->SetLabel(_("&Duplicate"));
        ask.SetSizerAndFit(sizer);
        codeField->SetFocus();
        if (ask.ShowModal() != wxID_OK) return;
        code = toUtf8(codeField->GetValue());
        name = toUtf8(nameField->GetValue());
        released = toUtf8(dateField->GetValue());
        if (duplicateSet(source.code, code, name, released)) return;
        // Asked again with what was typed, the reason above the buttons.
        error = status(); // as one line: the dialog wraps it to its own width
        std::replace(error.begin(), error.end(), '\n', ' ');
    }
}

void CardEditorDialog::deleteSelectedSet() {
    if (m_selected < 0 || !applyForm()) return;
    const std::string code =
        m_editor.cards()[static_cast<std::size_t>(m_selected)].values[core::FieldSet];
    int count = 0;
    for (const auto& c : m_editor.cards())
        count += core::iequals(c.values[core::FieldSet], code) &&
                         c.state != app::EditorCardState::Deleted
                     ? 1
                     : 0;
    if (wxMessageBox(toWx(i18n::trfn("Delete the set {} and its {} card? Undo brings it back.",
                                     "Delete the set {} and its {} cards? Undo brings them back.",
                                     static_cast<unsigned long>(count),
                                     m_editor.setInfo(code).label(), count)),
                     _("Delete set"), wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION, this) != wxYES)
        return;
    const int removed = m_editor.removeSet(code);
    m_selected = -1;
    afterChange(m_editor.cards().empty() ? -1 : 0);
    setStatus(i18n::trfn("Deleted the set {} and {} card (Undo brings them back).",
                         "Deleted the set {} and {} cards (Undo brings them back).",
                         static_cast<unsigned long>(removed), code, removed));
}

app::PasteReport CardEditorDialog::pasteText(const std::string& tsv) {
    if (!applyForm()) return {};
    auto report = m_editor.paste(tsv);
    if (!report.errors.empty()) {
        std::string text =
            i18n::trfn("Nothing pasted: {} cell to fix.", "Nothing pasted: {} cells to fix.",
                       report.errors.size(), report.errors.size());
        for (std::size_t i = 0; i < report.errors.size() && i < 8; ++i)
            text += "\n" + report.errors[i].str();
        if (report.errors.size() > 8)
            text += "\n" + i18n::trf("… and {} more", report.errors.size() - 8);
        setStatus(text);
        return report;
    }
    afterChange(m_selected);
    setStatus(i18n::trf("Pasted: {} added, {} changed.", report.added, report.changed));
    return report;
}

void CardEditorDialog::onPaste() {
    std::string text;
    if (wxTheClipboard->Open()) {
        wxTextDataObject data;
        if (wxTheClipboard->IsSupported(wxDF_UNICODETEXT) && wxTheClipboard->GetData(data))
            text = toUtf8(data.GetText());
        wxTheClipboard->Close();
    }
    if (text.empty()) {
        setStatus(i18n::tr("The clipboard holds no text: copy rows from a spreadsheet, with the "
                           "header row (field names such as name, set, number)."));
        return;
    }
    pasteText(text);
}

void CardEditorDialog::onImage() {
    if (m_selected < 0) return;
    wxFileDialog dialog(
        this, _("Choose the card's image"), "", "",
        // TRANSLATORS: the file types offered: translate the name only.
        _("Images (*.png;*.jpg;*.jpeg;*.gif;*.webp)|*.png;*.jpg;*.jpeg;*.gif;*.webp"),
        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return;
    const auto errors = m_editor.setImage(m_selected, toUtf8(dialog.GetPath()));
    if (!errors.empty()) {
        setStatus(errors.front().str());
        return;
    }
    afterChange(m_selected);
}

void CardEditorDialog::onUndo() {
    if (!m_editor.canUndo()) return;
    m_editor.undo();
    afterChange(m_selected);
}

void CardEditorDialog::onRedo() {
    if (!m_editor.canRedo()) return;
    m_editor.redo();
    afterChange(m_selected);
}

void CardEditorDialog::onKeepMine(bool mine) {
    if (m_selected < 0) return;
    const auto values = m_editor.cards()[static_cast<std::size_t>(m_selected)].values;
    for (const auto& c : m_editor.conflicts()) {
        if (!conflictIsCard(m_editor.game(), c, values)) continue;
        if (mine)
            m_editor.keepMine(c.edit.set, c.edit.number);
        else
            m_editor.takeTheirs(c.edit.set, c.edit.number);
        break;
    }
    afterChange(m_selected);
}

} // namespace deckhand::gui
