#include "deckhand/gui/deck_editor.hpp"

#include "deckhand/gui/deck_list_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/wrapsizer.h>

namespace deckhand::gui {

namespace {

/// One change to the deck's cards: the cards before and after, so Undo and Redo are exact.
class DeckCommand : public wxCommand {
public:
    DeckCommand(const wxString& name, DeckEditor& editor, core::Deck before, core::Deck after,
                std::optional<LineRef> select, bool withNotes = false)
        : wxCommand(true, name), m_editor(editor), m_before(std::move(before)),
          m_after(std::move(after)), m_select(select), m_withNotes(withNotes) {}
    bool Do() override {
        m_editor.applyState(m_after, m_select, m_withNotes);
        return true;
    }
    bool Undo() override {
        m_editor.applyState(m_before, std::nullopt, m_withNotes);
        return true;
    }

private:
    DeckEditor& m_editor;
    core::Deck m_before;
    core::Deck m_after;
    std::optional<LineRef> m_select;
    bool m_withNotes; ///< a restored version: its notes come and go with its cards
};

} // namespace

DeckEditor::DeckEditor(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    m_name =
        new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    m_name->SetHint("Deck name");
    m_name->SetToolTip("The name the deck is saved under in the profile");
    m_section = new wxChoice(this, wxID_ANY);
    m_section->SetToolTip("The section a card added from the browser goes to");
    auto* plus = new wxButton(this, wxID_ADD, "+", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    auto* minus =
        new wxButton(this, wxID_REMOVE, toWx("−"), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    auto* remove =
        new wxButton(this, wxID_DELETE, "Remove", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    m_printingButton = new wxButton(this, wxID_ANY, toWx("Printing…"), wxDefaultPosition,
                                    wxDefaultSize, wxBU_EXACTFIT);
    m_printingButton->SetToolTip(
        "Another printing of the selected card: set, number, rarity (or right-click the line)");
    plus->SetToolTip("One more copy of the selected card (+ key)");
    minus->SetToolTip("One copy fewer of the selected card (- key)");
    remove->SetToolTip("Take the selected line out of the deck (Delete key)");
    m_count = new wxStaticText(this, wxID_ANY, "");
    m_list = new DeckListPanel(this);
    // Notes and tags are read less often than the cards: folded away under the list.
    // wxCP_NO_TLW_RESIZE: unfolding it must not resize the whole window to fit (GTK does by
    // default), only give the list's room to it.
    m_details = new wxCollapsiblePane(this, wxID_ANY, "Notes and tags", wxDefaultPosition,
                                      wxDefaultSize, wxCP_DEFAULT_STYLE | wxCP_NO_TLW_RESIZE);
    wxWindow* details = m_details->GetPane();
    m_tags = new wxTextCtrl(details, wxID_ANY);
    m_tags->SetHint("Tags, separated by commas");
    m_tags->SetToolTip("Tags to find the deck by, separated by commas (aggro, league, ...)");
    m_notes = new wxTextCtrl(details, wxID_ANY, "", wxDefaultPosition, wxSize(-1, FromDIP(90)),
                             wxTE_MULTILINE);
    m_notes->SetHint("Notes: the plan, the match-ups, what to change");
    m_notes->SetToolTip("Notes on the deck, saved with each version");
    auto* detailsSizer = new wxBoxSizer(wxVERTICAL);
    auto* tagsRow = new wxBoxSizer(wxHORIZONTAL);
    tagsRow->Add(new wxStaticText(details, wxID_ANY, "T&ags:"), 0,
                 wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    tagsRow->Add(m_tags, 1, wxALIGN_CENTER_VERTICAL);
    detailsSizer->Add(tagsRow, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    detailsSizer->Add(m_notes, 1, wxEXPAND);
    details->SetSizer(detailsSizer);

    const int gap = FromDIP(4);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(new wxStaticText(this, wxID_ANY, "&Name:"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap);
    top->Add(m_name, 1, wxALIGN_CENTER_VERTICAL);
    // The row wraps when the pane is narrow rather than cutting its last buttons off.
    auto* buttons = new wxWrapSizer(wxHORIZONTAL);
    buttons->Add(new wxStaticText(this, wxID_ANY, "Add &to:"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
                 gap);
    buttons->Add(m_section, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 2 * gap);
    buttons->Add(plus, 0, wxRIGHT, gap);
    buttons->Add(minus, 0, wxRIGHT, gap);
    buttons->Add(remove, 0, wxRIGHT, gap);
    buttons->Add(m_printingButton, 0);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, gap);
    sizer->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, gap);
    sizer->Add(m_count, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, gap);
    sizer->Add(m_list, 1, wxEXPAND);
    sizer->Add(m_details, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, gap);
    SetSizer(sizer);

    m_details->Bind(wxEVT_COLLAPSIBLEPANE_CHANGED, [this](wxCollapsiblePaneEvent&) { Layout(); });
    m_notes->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        m_deck.notes = toUtf8(m_notes->GetValue());
        updateDetailsLabel();
        if (onDetailsChanged) guarded(this, "save the notes", [&] { onDetailsChanged(); });
    });
    m_tags->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        updateDetailsLabel();
        if (onDetailsChanged) guarded(this, "save the tags", [&] { onDetailsChanged(); });
    });

    plus->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, "change the quantity", [&] { changeSelected(+1); });
    });
    minus->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, "change the quantity", [&] { changeSelected(-1); });
    });
    remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, "remove the card", [&] { removeSelected(); });
    });
    m_printingButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, "change the printing", [&] { showPrintingMenu(); });
    });
    m_list->list()->Bind(wxEVT_DATAVIEW_ITEM_CONTEXT_MENU, [this](wxDataViewEvent& event) {
        guarded(this, "change the printing", [&] {
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
    auto commitName = [this] {
        const std::string name = deckName();
        if (name == m_committedName) return;
        m_committedName = name;
        if (onRenamed) guarded(this, "rename the deck", [&] { onRenamed(name); });
    };
    m_name->Bind(wxEVT_TEXT_ENTER, [commitName](wxCommandEvent&) { commitName(); });
    m_name->Bind(wxEVT_KILL_FOCUS, [commitName](wxFocusEvent& e) {
        commitName();
        e.Skip();
    });
    // Keys on the deck list: + and - change the quantity, Delete removes the line, the menu key
    // opens the printing menu. The hook
    // sees them before the list's own type-ahead search does.
    Bind(wxEVT_CHAR_HOOK, &DeckEditor::onKey, this);
    m_list->list()->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        if (!onSelected) return;
        const auto line = selectedLine();
        onSelected(line ? m_deck.sections[line->section].entries[line->entry].printing : nullptr);
    });
}

void DeckEditor::onKey(wxKeyEvent& event) {
    wxWindow* focus = FindFocus();
    const bool inList = focus && (focus == m_list->list() || focus->GetParent() == m_list->list() ||
                                  focus == m_list->list()->GetMainWindow());
    if (!inList || event.HasModifiers()) {
        event.Skip();
        return;
    }
    const int key = event.GetKeyCode();
    const int unicode = event.GetUnicodeKey();
    bool handled = false;
    guarded(this, "change the deck", [&] {
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

void DeckEditor::setGame(const app::LoadedGame* game) {
    m_game = game;
    m_section->Clear();
    if (game)
        for (const auto& s : game->game.sections)
            m_section->Append(toWx(s.name));
    if (m_section->GetCount() > 0) m_section->SetSelection(0);
    m_section->Enable(m_section->GetCount() > 1);
    clear();
    Layout();
}

void DeckEditor::load(core::Deck deck) {
    m_commands.ClearCommands();
    m_hasDeck = true;
    setDeckName(deck.name);
    m_notes->ChangeValue(toWx(deck.notes));
    m_tags->ChangeValue("");
    m_deck = std::move(deck);
    updateDetailsLabel();
    refreshList();
    updateCount();
    if (onChanged) onChanged(false);
}

void DeckEditor::clear() {
    m_commands.ClearCommands();
    m_hasDeck = false;
    m_deck = {};
    setDeckName({});
    m_notes->ChangeValue("");
    m_tags->ChangeValue("");
    updateDetailsLabel();
    if (m_game)
        m_list->showGame(*m_game);
    else
        m_list->clear();
    updateCount();
}

std::string DeckEditor::deckName() const {
    return toUtf8(m_name->GetValue().Strip(wxString::both));
}

void DeckEditor::setDeckName(const std::string& name) {
    m_name->ChangeValue(toWx(name));
    m_committedName = name;
    m_deck.name = name;
}

std::vector<std::string> DeckEditor::tags() const {
    return parseTags(toUtf8(m_tags->GetValue()));
}

void DeckEditor::setTags(const std::vector<std::string>& tags) {
    m_tags->ChangeValue(toWx(joinTags(tags)));
    updateDetailsLabel();
}

void DeckEditor::updateDetailsLabel() {
    std::string summary;
    if (!m_notes->GetValue().Strip(wxString::both).empty()) summary = "notes";
    const std::string tags = joinTags(this->tags());
    if (!tags.empty()) summary += (summary.empty() ? "" : " \u00b7 ") + tags;
    const std::string label = summary.empty() ? "Notes and tags" : "Notes and tags: " + summary;
    if (label == m_detailsLabel) return;
    m_detailsLabel = label;
    m_details->SetLabel(toWx(label));
    Layout();
}

void DeckEditor::restore(const core::Deck& version, const std::string& label) {
    if (!m_game) return;
    core::Deck after = version;
    after.name = deckName();
    m_commands.Submit(
        new DeckCommand(toWx(label), *this, m_deck, std::move(after), std::nullopt, true));
}

wxTextCtrl* DeckEditor::focusedDetailsBox() const {
    const wxWindow* focus = FindFocus();
    if (focus == m_notes || (focus && focus->GetParent() == m_notes)) return m_notes;
    if (focus == m_tags || (focus && focus->GetParent() == m_tags)) return m_tags;
    return nullptr;
}

bool DeckEditor::undo() {
    if (wxTextCtrl* box = focusedDetailsBox()) {
        if (!box->CanUndo()) return false;
        box->Undo();
        return true;
    }
    return m_commands.Undo();
}

bool DeckEditor::redo() {
    if (wxTextCtrl* box = focusedDetailsBox()) {
        if (!box->CanRedo()) return false;
        box->Redo();
        return true;
    }
    return m_commands.Redo();
}

std::string DeckEditor::targetSection() const {
    const int i = m_section->GetSelection();
    if (!m_game || i < 0 || static_cast<std::size_t>(i) >= m_game->game.sections.size()) return {};
    return m_game->game.sections[static_cast<std::size_t>(i)].id;
}

bool DeckEditor::setTargetSection(const std::string& id) {
    if (!m_game) return false;
    for (std::size_t i = 0; i < m_game->game.sections.size(); ++i)
        if (m_game->game.sections[i].id == id) {
            m_section->SetSelection(static_cast<int>(i));
            return true;
        }
    return false;
}

void DeckEditor::submit(const wxString& name, core::Deck after, std::optional<LineRef> select) {
    after.name = deckName();
    m_commands.Submit(new DeckCommand(name, *this, m_deck, std::move(after), select));
}

void DeckEditor::add(const core::Printing& printing, int copies) {
    addTo(targetSection(), printing, copies);
}

void DeckEditor::addTo(const std::string& section, const core::Printing& printing, int copies) {
    if (!m_game || copies <= 0 || section.empty()) return;
    if (!m_hasDeck) {
        m_hasDeck = true;
        m_deck = {};
    }
    core::Deck after = m_deck;
    const auto [line, quantity] = addCopies(after, m_game->game, section, printing, copies);
    if (quantity <= 0) return;
    submit(toWx("Add " + printing.name()), std::move(after), line);
}

bool DeckEditor::takeOut(const core::Printing& printing) {
    if (!m_game || !m_hasDeck) return false;
    core::Deck after = m_deck;
    const auto [line, quantity] = addCopies(after, m_game->game, targetSection(), printing, -1);
    if (sameCards(after, m_deck)) return false;
    submit(toWx("Take out " + printing.name()), std::move(after),
           quantity > 0 ? std::optional<LineRef>(line) : std::nullopt);
    return true;
}

std::optional<LineRef> DeckEditor::selectedLine() const {
    const int row = m_list->list()->GetSelectedRow();
    if (row < 0) return std::nullopt;
    const auto lines = deckLines(m_deck);
    if (static_cast<std::size_t>(row) >= lines.size()) return std::nullopt;
    return lines[static_cast<std::size_t>(row)];
}

bool DeckEditor::changeSelected(int delta) {
    const auto line = selectedLine();
    if (!line || delta == 0) return false;
    core::Deck after = m_deck;
    const std::string name = after.sections[line->section].entries[line->entry].name;
    const int quantity = changeLine(after, *line, delta);
    submit(toWx((delta > 0 ? "Add " : "Take out ") + name), std::move(after),
           quantity > 0 ? std::optional<LineRef>(*line) : std::nullopt);
    return true;
}

bool DeckEditor::removeSelected() {
    const auto line = selectedLine();
    if (!line) return false;
    core::Deck after = m_deck;
    const std::string name = after.sections[line->section].entries[line->entry].name;
    removeLine(after, *line);
    submit(toWx("Remove " + name), std::move(after), std::nullopt);
    return true;
}

std::vector<DeckEditor::PrintingChoice> DeckEditor::printingChoices() const {
    std::vector<PrintingChoice> out;
    const auto line = selectedLine();
    if (!m_game || !line) return out;
    const core::Printing* now = m_deck.sections[line->section].entries[line->entry].printing;
    if (!now) return out;
    for (const core::Printing* p : printingsOf(m_game->catalogue, *now)) {
        std::string label = p->set() + " " + p->number();
        if (!p->rarity().empty()) label += " \u00b7 " + p->rarity();
        if (ownedOf) {
            const int n = ownedOf(*p);
            label += n > 0 ? " \u00b7 " + std::to_string(n) + " owned" : " \u00b7 not owned";
        }
        out.push_back({p, std::move(label), p == now});
    }
    return out;
}

bool DeckEditor::changePrinting(const core::Printing& printing) {
    const auto line = selectedLine();
    if (!m_game || !line) return false;
    const core::DeckEntry& entry = m_deck.sections[line->section].entries[line->entry];
    if (entry.printing == &printing) return false;
    core::Deck after = m_deck;
    const LineRef at = gui::changePrinting(after, *line, printing);
    submit(toWx("Change printing of " + printing.name() + " to " + printing.set() + " " +
                printing.number()),
           std::move(after), at);
    return true;
}

void DeckEditor::showPrintingMenu() {
    const auto choices = printingChoices();
    if (choices.empty()) return;
    wxMenu menu;
    menu.Append(wxID_ANY, toWx("Printing of " + choices.front().printing->name()))->Enable(false);
    menu.AppendSeparator();
    std::vector<std::pair<int, const core::Printing*>> ids;
    for (const auto& choice : choices) {
        wxMenuItem* item = menu.AppendRadioItem(wxID_ANY, toWx(choice.label));
        if (choice.current) item->Check();
        ids.emplace_back(item->GetId(), choice.printing);
    }
    menu.Bind(wxEVT_MENU, [&](wxCommandEvent& event) {
        for (const auto& choice : ids)
            if (choice.first == event.GetId())
                guarded(this, "change the printing", [&] { changePrinting(*choice.second); });
    });
    PopupMenu(&menu);
}

bool DeckEditor::dropCard(const std::string& text, int row) {
    if (!m_game) return false;
    const core::Printing* printing = cardFromDragText(m_game->catalogue, text);
    if (!printing) return false;
    std::string section = targetSection();
    const auto lines = deckLines(m_deck);
    if (m_hasDeck && row >= 0 && static_cast<std::size_t>(row) < lines.size())
        section = m_deck.sections[lines[static_cast<std::size_t>(row)].section].id;
    addTo(section, *printing, 1);
    return true;
}

bool DeckEditor::dropLine(const std::string& text) {
    const auto row = lineFromDragText(text);
    const auto lines = deckLines(m_deck);
    if (!m_game || !row || *row >= lines.size()) return false;
    core::Deck after = m_deck;
    const std::string name = after.sections[lines[*row].section].entries[lines[*row].entry].name;
    removeLine(after, lines[*row]);
    submit(toWx("Remove " + name), std::move(after), std::nullopt);
    return true;
}

bool DeckEditor::selectLine(const core::Printing& printing, const std::string& section) {
    const auto lines = deckLines(m_deck);
    for (std::size_t row = 0; row < lines.size(); ++row) {
        const auto& s = m_deck.sections[lines[row].section];
        if (!section.empty() && s.id != section) continue;
        if (s.entries[lines[row].entry].printing != &printing) continue;
        wxDataViewListCtrl* list = m_list->list();
        const wxDataViewItem item = list->RowToItem(static_cast<int>(row));
        list->UnselectAll();
        list->SetCurrentItem(item);
        list->Select(item);
        list->EnsureVisible(item);
        return true;
    }
    return false;
}

void DeckEditor::applyState(const core::Deck& deck, std::optional<LineRef> select, bool withNotes) {
    const std::string name = deckName();
    // A card edit leaves the notes as typed since; only a restored version brings its own.
    const std::string notes = withNotes ? deck.notes : m_deck.notes;
    const auto keep = select ? select : selectedLine();
    m_hasDeck = true;
    m_deck = deck;
    m_deck.name = name;
    m_deck.notes = notes;
    if (withNotes && toUtf8(m_notes->GetValue()) != notes) {
        m_notes->ChangeValue(toWx(notes));
        updateDetailsLabel();
    }
    refreshList();
    if (keep) {
        const auto lines = deckLines(m_deck);
        for (std::size_t row = 0; row < lines.size(); ++row)
            if (lines[row] == *keep) {
                wxDataViewListCtrl* list = m_list->list();
                const wxDataViewItem item = list->RowToItem(static_cast<int>(row));
                list->SetCurrentItem(item);
                list->Select(item);
                list->EnsureVisible(item);
            }
    }
    updateCount();
    if (onChanged) onChanged(true);
}

void DeckEditor::refreshList() {
    if (!m_game) {
        m_list->clear();
        return;
    }
    const int row = m_list->list()->GetSelectedRow();
    m_list->showDeck(m_deck, *m_game);
    if (row >= 0 && static_cast<unsigned>(row) < m_list->rowCount())
        m_list->list()->SelectRow(static_cast<unsigned>(row));
}

void DeckEditor::updateCount() {
    // Notes and tags belong to a deck: nothing to type them into before there is one.
    m_notes->Enable(m_game && m_hasDeck);
    m_tags->Enable(m_game && m_hasDeck);
    if (!m_game || !m_hasDeck) {
        m_count->SetLabel("No deck yet: double-click a card to start one");
        return;
    }
    int lines = 0;
    for (const auto& s : m_deck.sections)
        lines += static_cast<int>(s.entries.size());
    const int cards = countedCards(m_deck, m_game->game);
    m_count->SetLabel(wxString::Format("%d %s in the deck, %d %s", cards,
                                       cards == 1 ? "card" : "cards", lines,
                                       lines == 1 ? "line" : "lines"));
}

} // namespace deckhand::gui
