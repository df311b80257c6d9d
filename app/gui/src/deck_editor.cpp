// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/deck_editor.hpp"

#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/gui/deck_list_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/wrapsizer.h>

namespace deckhand::gui {

DeckEditor::DeckEditor(wxWindow* parent, app::DeckSession& session)
    : wxPanel(parent, wxID_ANY), m_session(session) {
    // Windows are made in tab order: the controls above the list, the list (or the first
    // steps in its place), the notes and tags; layOut() adds the labels.
    createDeckControls();
    m_list = new DeckListPanel(this);
    m_stacks = new DeckStacks(this);
    m_welcome = new WelcomePanel(this);
    createDetailsPane();
    layOut();
    // No deck yet: the first steps in the whole pane (sessionChanged() shows the deck when one
    // opens). The deck's controls are never laid out or measured before there is a deck.
    for (wxWindow* child : GetChildren())
        child->Show(child == m_welcome);

    bindDetails();
    bindDeckControls();
    bindDeckList();
    bindNameBox();
    bindStacks();
}

void DeckEditor::createDeckControls() {
    m_name =
        new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    m_name->SetHint(_("Deck name"));
    m_name->SetToolTip(_("The name the deck is saved under in the profile"));
    m_section = new wxChoice(this, wxID_ANY);
    m_section->SetToolTip(_("The section a card added from the browser goes to"));
    m_plus = new wxButton(this, wxID_ADD, "+", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    m_minus =
        new wxButton(this, wxID_REMOVE, toWx("−"), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    m_remove = new wxButton(this, wxID_DELETE, _("Remove"), wxDefaultPosition, wxDefaultSize,
                            wxBU_EXACTFIT);
    m_printingButton = new wxButton(this, wxID_ANY, _("Printing…"), wxDefaultPosition,
                                    wxDefaultSize, wxBU_EXACTFIT);
    m_printingButton->SetToolTip(
        _("Another printing of the selected card: set, number, rarity (or right-click the line)"));
    m_plus->SetToolTip(_("One more copy of the selected card (+ key)"));
    m_plus->SetName(_("One more copy"));
    m_minus->SetName(_("One copy fewer"));
    m_minus->SetToolTip(_("One copy fewer of the selected card (- key)"));
    m_remove->SetToolTip(_("Take the selected line out of the deck (Delete key)"));
    m_count = new wxStaticText(this, wxID_ANY, "");
    m_grouping = new wxChoice(this, wxID_ANY);
    m_grouping->SetToolTip(_("Group the deck by section and kind of card, or show it as a list"));
    m_sort = new wxChoice(this, wxID_ANY);
    m_sort->SetToolTip(_("The order of the cards within each group"));
}

void DeckEditor::createDetailsPane() {
    // Notes and tags are read less often than the cards: folded away under the list.
    // wxCP_NO_TLW_RESIZE: unfolding it must not resize the whole window to fit (GTK does by
    // default), only give the list's room to it.
    m_details = new wxCollapsiblePane(this, wxID_ANY, _("Notes and tags"), wxDefaultPosition,
                                      wxDefaultSize, wxCP_DEFAULT_STYLE | wxCP_NO_TLW_RESIZE);
    wxWindow* details = m_details->GetPane();
    m_tags = new wxTextCtrl(details, wxID_ANY);
    m_tags->SetHint(_("Tags, separated by commas"));
    m_tags->SetToolTip(_("Tags to find the deck by, separated by commas (aggro, league, ...)"));
    m_notes = new wxTextCtrl(details, wxID_ANY, "", wxDefaultPosition, wxSize(-1, FromDIP(90)),
                             wxTE_MULTILINE);
    m_notes->SetHint(_("Notes: the plan, the match-ups, what to change"));
    m_notes->SetToolTip(_("Notes on the deck, saved with each version"));
    auto* detailsSizer = new wxBoxSizer(wxVERTICAL);
    auto* tagsRow = new wxBoxSizer(wxHORIZONTAL);
    tagsRow->Add(new wxStaticText(details, wxID_ANY, _("T&ags:")), 0,
                 wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    tagsRow->Add(m_tags, 1, wxALIGN_CENTER_VERTICAL);
    detailsSizer->Add(tagsRow, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    detailsSizer->Add(m_notes, 1, wxEXPAND);
    details->SetSizer(detailsSizer);
    m_notesUndo = std::make_unique<TextUndo>(m_notes);
    m_tagsUndo = std::make_unique<TextUndo>(m_tags);
}

void DeckEditor::layOut() {
    const int gap = FromDIP(4);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(new wxStaticText(this, wxID_ANY, _("&Name:")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
             gap);
    top->Add(m_name, 1, wxALIGN_CENTER_VERTICAL);
    // The row wraps when the pane is narrow rather than cutting its last buttons off.
    auto* buttons = new wxWrapSizer(wxHORIZONTAL);
    buttons->Add(new wxStaticText(this, wxID_ANY, _("Add &to:")), 0,
                 wxALIGN_CENTER_VERTICAL | wxRIGHT, gap);
    buttons->Add(m_section, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 2 * gap);
    buttons->Add(m_plus, 0, wxRIGHT, gap);
    buttons->Add(m_minus, 0, wxRIGHT, gap);
    buttons->Add(m_remove, 0, wxRIGHT, gap);
    buttons->Add(m_printingButton, 0);
    // Each label wraps with its choice, never apart from it.
    auto labelled = [&](const wxString& label, wxWindow* control) {
        auto* pair = new wxBoxSizer(wxHORIZONTAL);
        pair->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
                  gap);
        pair->Add(control, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 2 * gap);
        return pair;
    };
    auto* view = new wxWrapSizer(wxHORIZONTAL);
    view->Add(labelled(_("Gro&up:"), m_grouping), 0, wxBOTTOM, gap);
    view->Add(labelled(_("S&ort:"), m_sort), 0, wxBOTTOM, gap);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, gap);
    sizer->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, gap);
    sizer->Add(view, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, gap);
    sizer->Add(m_count, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, gap);
    sizer->Add(m_list, 1, wxEXPAND);
    sizer->Add(m_stacks, 1, wxEXPAND);
    sizer->Add(m_welcome, 1, wxEXPAND);
    sizer->Add(m_details, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, gap);
    SetSizer(sizer);
}

void DeckEditor::bindDetails() {
    m_details->Bind(wxEVT_COLLAPSIBLEPANE_CHANGED, [this](wxCollapsiblePaneEvent&) { Layout(); });
    // Skipped on: the box's undo history (TextUndo) hears of each change too.
    m_notes->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) {
        e.Skip();
        updateDetailsLabel();
        if (m_showing) return;
        guarded(this, _("Deckhand could not keep the notes."),
                [&] { m_session.setNotes(toUtf8(m_notes->GetValue())); });
    });
    m_tags->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) {
        e.Skip();
        updateDetailsLabel();
        if (m_showing) return;
        guarded(this, _("Deckhand could not keep the tags."), [&] { m_session.setTags(tags()); });
    });
}

void DeckEditor::bindDeckControls() {
    m_plus->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not change the quantity."), [&] { changeSelected(+1); });
    });
    m_minus->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not change the quantity."), [&] { changeSelected(-1); });
    });
    m_remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not remove the card."), [&] { removeSelected(); });
    });
    auto viewChosen = [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not show the deck that way."), [&] {
            DeckListPanel::View v;
            v.grouped = m_grouping->GetSelection() != 1;
            v.stacks = m_grouping->GetSelection() == 2;
            const int sort = m_sort->GetSelection();
            if (sort >= 0 && static_cast<std::size_t>(sort) < m_sortKeys.size())
                v.sortBy = m_sortKeys[static_cast<std::size_t>(sort)];
            setView(v);
            if (onViewChanged) onViewChanged(v);
        });
    };
    m_grouping->Bind(wxEVT_CHOICE, viewChosen);
    m_sort->Bind(wxEVT_CHOICE, viewChosen);
    m_printingButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not change the printing."), [&] { showPrintingMenu(); });
    });
}

void DeckEditor::bindDeckList() {
    m_list->list()->Bind(wxEVT_DATAVIEW_ITEM_CONTEXT_MENU, [this](wxDataViewEvent& event) {
        guarded(this, _("Deckhand could not change the printing."), [&] {
            wxDataViewListCtrl* list = m_list->list();
            if (event.GetItem().IsOk() && !list->IsSelected(event.GetItem())) {
                list->UnselectAll();
                list->SetCurrentItem(event.GetItem());
                list->Select(event.GetItem());
            }
            showPrintingMenu();
        });
    });
    m_list->onDropText = [this](const std::string& text, int row) { return dropCard(text, row); };
    // Keys on the deck list: + and - change the quantity, Delete removes the line, the menu key
    // opens the printing menu. The hook sees them before the list's own type-ahead search does.
    Bind(wxEVT_CHAR_HOOK, &DeckEditor::onKey, this);
    m_list->list()->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        if (!onSelected) return;
        const auto line = selectedLine();
        onSelected(line ? deck().sections[line->section].entries[line->entry].printing : nullptr);
    });
}

void DeckEditor::bindNameBox() {
    m_name->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { commitName(); });
    m_name->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        commitName();
        e.Skip();
    });
}

void DeckEditor::onKey(wxKeyEvent& event) {
    wxWindow* focus = FindFocus();
    const bool inList = focus && (focus == m_list->list() || focus->GetParent() == m_list->list() ||
                                  focus == m_list->list()->GetMainWindow() || focus == m_stacks);
    if (!inList || event.HasModifiers()) {
        event.Skip();
        return;
    }
    const int key = event.GetKeyCode();
    const int unicode = event.GetUnicodeKey();
    bool handled = false;
    guarded(this, _("Deckhand could not change the deck."), [&] {
        if (key == WXK_NUMPAD_ADD || unicode == '+' || unicode == '=')
            handled = changeSelected(+1);
        else if (key == WXK_NUMPAD_SUBTRACT || unicode == '-')
            handled = changeSelected(-1);
        else if (key == WXK_DELETE || key == WXK_NUMPAD_DELETE || key == WXK_BACK)
            handled = removeSelected();
        else if (key == WXK_MENU && selectedLine()) {
            showPrintingMenu();
            handled = true;
        }
    });
    if (!handled) event.Skip();
}

void DeckEditor::close() {
    commitName();
    m_closed = true;
}

void DeckEditor::commitName() {
    if (m_closed) return;
    const std::string name = deckName();
    if (name == m_session.name()) return;
    guarded(this, _("Deckhand could not rename the deck."), [&] {
        const std::string refused = m_session.rename(name);
        if (refused.empty()) return;
        m_name->ChangeValue(toWx(m_session.name()));
        wxMessageBox(toWx(refused), "Deckhand", wxOK | wxICON_WARNING, this);
    });
}

std::string DeckEditor::setDeckName(const std::string& name) {
    m_name->ChangeValue(toWx(name));
    const std::string refused = m_session.rename(deckName());
    if (!refused.empty()) m_name->ChangeValue(toWx(m_session.name()));
    return refused;
}

void DeckEditor::showSections() {
    const app::LoadedGame* game = m_session.game();
    const std::string id = game ? game->game.id : std::string();
    if (id == m_sectionsFor && m_section->GetCount() > 0) return;
    m_sectionsFor = id;
    m_section->Clear();
    if (game) {
        for (const auto& s : game->game.sections)
            m_section->Append(toWx(s.name));
        m_section->Append(toWx(core::consideringSection().name)); // kept, never judged
    }
    if (m_section->GetCount() > 0) m_section->SetSelection(0);
    m_section->Enable(m_section->GetCount() > 1);
    showViewChoices();
    Layout();
}

void DeckEditor::showWelcome(bool shown) {
    if (shown) m_welcome->setOverDeck(hasDeck());
    if (shown == m_welcome->IsShown()) return;
    // The page takes the whole pane: before a deck there is nothing to name, sort or note.
    for (wxWindow* child : GetChildren())
        child->Show(child == m_welcome ? shown : !shown);
    showBody();
}

bool DeckEditor::stacksShown() const {
    return m_stacks->IsShown();
}

void DeckEditor::showBody() {
    const bool welcome = m_welcome->IsShown();
    const bool stacks = m_list->view().stacks;
    m_list->Show(!welcome && !stacks);
    m_stacks->Show(!welcome && stacks);
    refreshStacks();
    Layout();
}

void DeckEditor::refreshStacks() {
    const app::LoadedGame* game = m_session.game();
    if (!m_stacks->IsShown() || !game || !hasDeck()) {
        if (!m_stacks->IsShown()) return;
        if (game && !hasDeck()) m_stacks->clear();
        return;
    }
    m_stacks->show(*game, deck(), m_list->groups(true));
    const int row = m_list->list()->GetSelectedRow();
    m_stacks->select(row >= 0 ? m_list->lineAt(static_cast<unsigned>(row)) : std::nullopt);
}

void DeckEditor::bindStacks() {
    m_stacks->imageOf = [this](const core::Printing& p) {
        return imageOf ? imageOf(p) : std::string();
    };
    m_stacks->onSelected = [this](std::size_t line) {
        m_list->list()->UnselectAll();
        selectRow(line);
        if (onSelected) {
            const auto lines = app::deckLines(deck());
            if (line < lines.size())
                onSelected(
                    deck().sections[lines[line].section].entries[lines[line].entry].printing);
        }
    };
    auto lineRef = [this](std::size_t line) -> std::optional<app::LineRef> {
        const auto lines = app::deckLines(deck());
        return line < lines.size() ? std::optional(lines[line]) : std::nullopt;
    };
    m_stacks->onChangeQuantity = [this, lineRef](std::size_t line, int delta) {
        guarded(this, _("Deckhand could not change the quantity."), [&] {
            if (const auto ref = lineRef(line))
                forward([&] { return m_session.changeQuantity(*ref, delta); });
        });
    };
    m_stacks->onMove = [this, lineRef](std::size_t line, const std::string& section) {
        guarded(this, _("Deckhand could not move the cards."), [&] {
            if (const auto ref = lineRef(line))
                forward([&] { return m_session.moveLine(*ref, section); });
        });
    };
    m_stacks->onDropText = [this](const std::string& text, const std::string& section) {
        return dropCardInto(text, section);
    };
    m_stacks->onContextMenu = [this](std::size_t) {
        guarded(this, _("Deckhand could not change the printing."), [&] { showPrintingMenu(); });
    };
    m_stacks->onHover = [this](const core::Printing* p, wxPoint at) {
        if (onHoverCard) onHoverCard(p, at);
    };
    // The list's rows are watched by the hover preview itself (DeckListPanel::printingOf).
}

bool DeckEditor::welcomeShown() const {
    return m_welcome->IsShown();
}

void DeckEditor::showViewChoices() {
    const app::LoadedGame* game = m_session.game();
    const DeckListPanel::View& v = m_list->view();
    m_grouping->Clear();
    const core::FieldDef* kind = game ? game->game.fieldAt(game->game.kindFieldIndex()) : nullptr;
    // TRANSLATORS: {} is the game's name for the kind of card ("type", "class").
    m_grouping->Append(kind ? toWx(i18n::trf("Section and {}", kind->label)) : _("Section"));
    m_grouping->Append(_("None: a list"));
    m_grouping->Append(_("Card stacks"));
    m_grouping->SetSelection(v.stacks ? 2 : v.grouped ? 0 : 1);
    m_sort->Clear();
    m_sortKeys = {"name", "set", "added"};
    m_sort->Append(_("Name"));
    m_sort->Append(_("Set and number"));
    m_sort->Append(_("Order added"));
    if (game)
        for (const auto& f : game->game.fields) {
            if (f.type != core::FieldType::Integer && f.type != core::FieldType::Enum) continue;
            m_sortKeys.push_back(f.id);
            m_sort->Append(toWx(f.label));
        }
    const auto at = std::find(m_sortKeys.begin(), m_sortKeys.end(), v.sortBy);
    m_sort->SetSelection(at == m_sortKeys.end() ? 0 : static_cast<int>(at - m_sortKeys.begin()));
}

void DeckEditor::setView(const DeckListPanel::View& view) {
    const std::optional<app::LineRef> selected = selectedLine();
    DeckListPanel::View v = view;
    v.grouped = v.grouped || v.stacks; // the stacks are the list's groups
    m_list->setView(v);
    showViewChoices();
    if (selected && hasDeck()) {
        const auto lines = app::deckLines(deck());
        m_list->list()->UnselectAll();
        for (std::size_t line = 0; line < lines.size(); ++line)
            if (lines[line] == *selected) selectRow(line);
    }
    if (!m_welcome->IsShown()) showBody();
}

void DeckEditor::sessionChanged(unsigned changes) {
    if (m_forwarding) {
        m_pending |= changes; // shown when the edit is back, with its line selected
        return;
    }
    m_showing = true;
    if (changes & app::DeckSession::Opened) showSections();
    if (changes & (app::DeckSession::Name | app::DeckSession::Opened))
        if (deckName() != m_session.name()) m_name->ChangeValue(toWx(m_session.name()));
    if (changes & (app::DeckSession::Details | app::DeckSession::Opened)) {
        // The boxes change only when the session has something else than they show: typing
        // into one comes back here and must not move its caret.
        if (toUtf8(m_notes->GetValue()) != m_session.deck().notes) {
            m_notes->ChangeValue(toWx(m_session.deck().notes));
            m_notesUndo->forget(); // another deck's or version's notes: not typing to undo
        }
        if (tags() != m_session.tags()) {
            m_tags->ChangeValue(toWx(app::joinTags(m_session.tags())));
            m_tagsUndo->forget();
        }
        if (changes & app::DeckSession::Opened) { // another deck: its boxes start anew
            m_notesUndo->forget();
            m_tagsUndo->forget();
        }
        updateDetailsLabel();
    }
    m_showing = false;
    if (changes & app::DeckSession::Opened) {
        if (m_session.game())
            m_list->showGame(*m_session.game());
        else
            m_list->clear();
    }
    if ((changes & (app::DeckSession::Cards | app::DeckSession::Opened)) && hasDeck())
        showWelcome(false); // a deck is open: its cards, not the first steps
    if (changes & (app::DeckSession::Cards | app::DeckSession::Opened)) {
        refreshList();
        updateCount();
    }
}

std::string DeckEditor::deckName() const {
    return toUtf8(m_name->GetValue().Strip(wxString::both));
}

std::vector<std::string> DeckEditor::tags() const {
    return app::parseTags(toUtf8(m_tags->GetValue()));
}

void DeckEditor::updateDetailsLabel() {
    std::string summary;
    if (!m_notes->GetValue().Strip(wxString::both).empty()) summary = i18n::tr("notes");
    const std::string tags = app::joinTags(this->tags());
    if (!tags.empty()) summary += (summary.empty() ? "" : " \u00b7 ") + tags;
    const std::string label = summary.empty() ? std::string(i18n::tr("Notes and tags"))
                                              : i18n::trf("Notes and tags: {}", summary);
    if (label == m_detailsLabel) return;
    m_detailsLabel = label;
    m_details->SetLabel(toWx(label));
    Layout();
}

TextUndo* DeckEditor::focusedDetailsUndo() const {
    const wxWindow* focus = FindFocus();
    if (focus == m_notes || (focus && focus->GetParent() == m_notes)) return m_notesUndo.get();
    if (focus == m_tags || (focus && focus->GetParent() == m_tags)) return m_tagsUndo.get();
    return nullptr;
}

const TextUndo* DeckEditor::focusedTextUndo() const {
    return focusedDetailsUndo();
}

bool DeckEditor::undo() {
    if (TextUndo* box = focusedDetailsUndo()) return box->undo();
    return m_session.undo();
}

bool DeckEditor::redo() {
    if (TextUndo* box = focusedDetailsUndo()) return box->redo();
    return m_session.redo();
}

std::string DeckEditor::targetSection() const {
    const app::LoadedGame* game = m_session.game();
    const int i = m_section->GetSelection();
    if (!game || i < 0) return {};
    const auto n = game->game.sections.size();
    if (static_cast<std::size_t>(i) == n) return std::string(core::kConsideringId);
    return static_cast<std::size_t>(i) < n ? game->game.sections[static_cast<std::size_t>(i)].id
                                           : std::string();
}

bool DeckEditor::setTargetSection(const std::string& id) {
    const app::LoadedGame* game = m_session.game();
    if (!game) return false;
    if (core::isConsidering(id) && m_section->GetCount() > game->game.sections.size()) {
        m_section->SetSelection(static_cast<int>(game->game.sections.size()));
        return true;
    }
    for (std::size_t i = 0; i < game->game.sections.size(); ++i)
        if (game->game.sections[i].id == id) {
            m_section->SetSelection(static_cast<int>(i));
            return true;
        }
    return false;
}

template <class F> bool DeckEditor::forward(F&& edit) {
    m_forwarding = true;
    m_pending = 0;
    app::DeckSession::LineEdit done;
    try {
        done = edit();
    } catch (...) {
        m_forwarding = false;
        sessionChanged(m_pending);
        throw;
    }
    m_forwarding = false;
    const unsigned changes = m_pending;
    if (changes & app::DeckSession::Cards) {
        if (hasDeck()) showWelcome(false); // the first card added starts the deck
        refreshList(done.line);
        updateCount();
    }
    sessionChanged(changes & ~static_cast<unsigned>(app::DeckSession::Cards));
    return done.changed;
}

void DeckEditor::add(const core::Printing& printing, int copies) {
    if (copies <= 0) return;
    forward([&] { return m_session.add(targetSection(), printing, copies); });
}

bool DeckEditor::takeOut(const core::Printing& printing) {
    return forward([&] { return m_session.add(targetSection(), printing, -1); });
}

std::optional<app::LineRef> DeckEditor::selectedLine() const {
    const int row = m_list->list()->GetSelectedRow();
    if (row < 0 || !hasDeck()) return std::nullopt;
    const auto line = m_list->lineAt(static_cast<unsigned>(row));
    const auto lines = app::deckLines(deck());
    if (!line || *line >= lines.size()) return std::nullopt;
    return lines[*line];
}

bool DeckEditor::changeSelected(int delta) {
    const auto line = selectedLine();
    if (!line || delta == 0) return false;
    return forward([&] { return m_session.changeQuantity(*line, delta); });
}

bool DeckEditor::removeSelected() {
    const auto line = selectedLine();
    return line && m_session.remove(*line);
}

std::vector<DeckEditor::PrintingChoice> DeckEditor::printingChoices() const {
    std::vector<PrintingChoice> out;
    const app::LoadedGame* game = m_session.game();
    const auto line = selectedLine();
    if (!game || !line) return out;
    const core::Printing* now = deck().sections[line->section].entries[line->entry].printing;
    if (!now) return out;
    for (const core::Printing* p : app::printingsOf(game->catalogue, *now)) {
        std::string label = p->set() + " " + p->number();
        if (!p->rarity().empty()) label += " \u00b7 " + p->rarity();
        if (ownedOf) {
            const int n = ownedOf(*p);
            label += " \u00b7 " +
                     (n > 0 ? i18n::trfn("{} owned", "{} owned", static_cast<unsigned long>(n), n)
                            : std::string(i18n::tr("not owned")));
        }
        out.push_back({p, std::move(label), p == now});
    }
    return out;
}

bool DeckEditor::changePrinting(const core::Printing& printing) {
    const auto line = selectedLine();
    if (!line) return false;
    return forward([&] { return m_session.changePrinting(*line, printing); });
}

void DeckEditor::showPrintingMenu() {
    const auto choices = printingChoices();
    const app::LoadedGame* game = m_session.game();
    const auto line = selectedLine();
    if (choices.empty() || !game || !line) return; // an unresolved line has neither
    wxMenu menu;
    menu.Append(wxID_ANY, toWx(i18n::trf("Printing of {}", choices.front().printing->name())))
        ->Enable(false);
    menu.AppendSeparator();
    std::vector<std::pair<int, const core::Printing*>> ids;
    for (const auto& choice : choices) {
        wxMenuItem* item = menu.AppendRadioItem(wxID_ANY, toWx(choice.label));
        if (choice.current) item->Check();
        ids.emplace_back(item->GetId(), choice.printing);
    }
    // Then where the line can go: the game's other sections and the Considering board.
    menu.AppendSeparator();
    std::vector<std::pair<int, std::string>> moves;
    const std::string& from = deck().sections[line->section].id;
    auto addMove = [&](const core::SectionDef& s) {
        if (s.id != from)
            moves.emplace_back(
                menu.Append(wxID_ANY, toWx(i18n::trf("Move to {}", s.name)))->GetId(), s.id);
    };
    for (const auto& s : game->game.sections)
        addMove(s);
    addMove(core::consideringSection());
    menu.Bind(wxEVT_MENU, [&](wxCommandEvent& event) {
        for (const auto& choice : ids)
            if (choice.first == event.GetId())
                guarded(this, _("Deckhand could not change the printing."),
                        [&] { changePrinting(*choice.second); });
        for (const auto& move : moves)
            if (move.first == event.GetId())
                guarded(this, _("Deckhand could not move the cards."),
                        [&] { moveSelected(move.second); });
    });
    PopupMenu(&menu);
}

bool DeckEditor::moveSelected(const std::string& section, int copies) {
    const auto line = selectedLine();
    return line && forward([&] { return m_session.moveLine(*line, section, copies); });
}

bool DeckEditor::dropCard(const std::string& text, int row) {
    const app::LoadedGame* game = m_session.game();
    if (!game) return false;
    const core::Printing* printing = app::cardFromDragText(game->catalogue, text);
    if (!printing) return false;
    std::string section = targetSection();
    const int s = hasDeck() ? m_list->sectionAt(row) : -1;
    if (s >= 0 && static_cast<std::size_t>(s) < deck().sections.size())
        section = deck().sections[static_cast<std::size_t>(s)].id;
    forward([&] { return m_session.add(section, *printing, 1); });
    return true;
}

bool DeckEditor::dropCardInto(const std::string& text, const std::string& section) {
    const app::LoadedGame* game = m_session.game();
    if (!game || section.empty()) return false;
    const core::Printing* printing = app::cardFromDragText(game->catalogue, text);
    if (!printing) return false;
    forward([&] { return m_session.add(section, *printing, 1); });
    return true;
}

bool DeckEditor::dropLine(const std::string& text) {
    const auto row = app::lineFromDragText(text);
    const auto lines = app::deckLines(deck());
    if (!m_session.game() || !row || *row >= lines.size()) return false;
    return m_session.remove(lines[*row]);
}

bool DeckEditor::selectLine(const core::Printing& printing, const std::string& section) {
    const auto lines = app::deckLines(deck());
    for (std::size_t row = 0; row < lines.size(); ++row) {
        const auto& s = deck().sections[lines[row].section];
        if (!section.empty() && s.id != section) continue;
        if (s.entries[lines[row].entry].printing != &printing) continue;
        m_list->list()->UnselectAll();
        selectRow(row);
        return true;
    }
    return false;
}

void DeckEditor::selectRow(std::size_t line) {
    wxDataViewListCtrl* list = m_list->list();
    const int row = m_list->rowOfLine(line);
    if (row < 0) return;
    const wxDataViewItem item = list->RowToItem(row);
    list->SetCurrentItem(item);
    list->Select(item);
    // Scrolled to once the list is drawn, if the line is still there: wx otherwise keeps the
    // row to scroll to for its next idle time, when an undo may have taken it away (GTK warns).
    CallAfter([this, line] {
        const int now = m_list->rowOfLine(line);
        if (now >= 0) m_list->list()->EnsureVisible(m_list->list()->RowToItem(now));
    });
}

void DeckEditor::refreshList(std::optional<app::LineRef> select) {
    const app::LoadedGame* game = m_session.game();
    if (!game) {
        m_list->clear();
        return;
    }
    const int row = m_list->list()->GetSelectedRow();
    const std::optional<app::LineRef> selected = selectedLine();
    if (!m_session.hasDeck()) {
        m_list->showGame(*game);
        return;
    }
    m_list->showDeck(deck(), *game);
    // Only the line the edit was about is selected; else the line that was, where it went.
    const std::optional<app::LineRef> keep = select ? select : selected;
    if (keep) {
        m_list->list()->UnselectAll();
        const auto lines = app::deckLines(deck());
        for (std::size_t line = 0; line < lines.size(); ++line)
            if (lines[line] == *keep) selectRow(line);
    } else if (row >= 0 && static_cast<unsigned>(row) < m_list->rowCount()) {
        m_list->list()->SelectRow(static_cast<unsigned>(row));
    }
    refreshStacks();
}

void DeckEditor::updateCount() {
    const app::LoadedGame* game = m_session.game();
    // Notes and tags belong to a deck: nothing to type them into before there is one.
    m_notes->Enable(game && hasDeck());
    m_tags->Enable(game && hasDeck());
    if (!game || !hasDeck()) {
        m_count->SetLabel(_("No deck yet: double-click a card to start one"));
        return;
    }
    int lines = 0;
    int considered = 0;
    int unknown = 0; // copies of names the card data lacks, in the sections that count
    for (const auto& s : deck().sections) {
        if (core::isConsidering(s.id)) {
            considered += s.cardCount();
            continue;
        }
        lines += static_cast<int>(s.entries.size());
        const core::SectionDef* def = core::deckSection(game->game, s.id);
        if (def && !def->counts) continue;
        for (const auto& e : s.entries)
            if (!e.printing && e.quantity > 0) unknown += e.quantity;
    }
    // The count the verdict gives: the rules judge the cards the game has, so a name it lacks
    // is said apart rather than counted.
    const int cards = app::countedCards(deck(), game->game) - unknown;
    // TRANSLATORS: "38 cards in the deck, 19 lines": the cards, then the lines.
    std::string label =
        i18n::trf("{} in the deck, {}",
                  i18n::trfn("{} card", "{} cards", static_cast<unsigned long>(cards), cards),
                  i18n::trfn("{} line", "{} lines", static_cast<unsigned long>(lines), lines));
    if (unknown > 0)
        label += " \u00b7 " + i18n::trfn("{} not in the card data", "{} not in the card data",
                                         static_cast<unsigned long>(unknown), unknown);
    if (considered > 0)
        label += " \u00b7 " + i18n::trfn("{} considering", "{} considering",
                                         static_cast<unsigned long>(considered), considered);
    m_count->SetLabel(toWx(label));
}

} // namespace deckhand::gui
