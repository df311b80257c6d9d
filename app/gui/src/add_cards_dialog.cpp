// SPDX-License-Identifier: GPL-3.0-or-later

#include "add_cards_dialog.hpp"

#include "deckhand/app/card_search.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace deckhand::gui {

namespace {

const char* const kConditions[] = {"NM", "LP", "MP", "HP", "DMG"};
const char* const kLanguages[] = {"en", "ja", "de", "fr", "it", "es", "pt", "ko", "zh"};

} // namespace

AddCardsDialog::AddCardsDialog(wxWindow* parent, app::ProfileSession& session,
                               const std::string& gameId, const std::vector<std::string>& locations)
    : wxDialog(parent, wxID_ANY, _("Add cards to the collection"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_session(session), m_gameId(gameId) {
    const int gap = FromDIP(8);
    auto* top = new wxBoxSizer(wxVERTICAL);
    m_search = new wxSearchCtrl(this, wxID_ANY);
    m_search->SetDescriptiveText(_("Card name"));
    m_search->SetName(_("Card name"));
    m_hits = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 150)));
    m_hits->SetName(_("Cards found"));
    top->Add(m_search, 0, wxEXPAND | wxALL, gap);
    top->Add(m_hits, 1, wxEXPAND | wxLEFT | wxRIGHT, gap);

    auto* grid = new wxFlexGridSizer(2, gap / 2, gap);
    grid->AddGrowableCol(1);
    auto row = [&](const wxString& label, wxWindow* control) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 1, wxEXPAND);
    };
    m_quantity = new wxSpinCtrl(this, wxID_ANY, "1", wxDefaultPosition, wxDefaultSize,
                                wxSP_ARROW_KEYS, 1, 9999, 1);
    m_finish = new wxComboBox(this, wxID_ANY, "normal");
    m_finish->Append("normal");
    m_finish->Append("foil");
    m_condition = new wxChoice(this, wxID_ANY);
    for (const char* c : kConditions)
        m_condition->Append(c);
    m_condition->SetSelection(0);
    m_language = new wxComboBox(this, wxID_ANY, "en");
    for (const char* l : kLanguages)
        m_language->Append(l);
    m_location = new wxComboBox(this, wxID_ANY, "");
    for (const auto& l : locations)
        m_location->Append(toWx(l));
    m_trade = new wxSpinCtrl(this, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                             0, 9999, 0);
    row(_("Copies"), m_quantity);
    row(_("Finish"), m_finish);
    row(_("Condition"), m_condition);
    row(_("Language"), m_language);
    row(_("Binder or box"), m_location);
    row(_("For trade"), m_trade);
    top->Add(grid, 0, wxEXPAND | wxALL, gap);

    // A pile of cards at once: a pasted list, with the details above for every line.
    top->Add(new wxStaticText(this, wxID_ANY,
                              _("Or paste a list, one card per line (3 Iron Palm, 2 Quick Jab "
                                "(PLS1) 008):")),
             0, wxLEFT | wxRIGHT, gap);
    m_list = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(-1, 80)),
                            wxTE_MULTILINE);
    m_list->SetName(_("Pasted list"));
    auto* addList = new wxButton(this, wxID_ANY, _("Add the &list"));
    addList->SetToolTip(_("Adds every line of the list with the details above, or none if a "
                          "line names no card"));
    top->Add(m_list, 0, wxEXPAND | wxALL, gap);
    top->Add(addList, 0, wxALIGN_RIGHT | wxLEFT | wxRIGHT, gap);

    m_status = new wxStaticText(this, wxID_ANY, "");
    // Room for three lines from the start, whatever is said: the buttons below never move as
    // a message comes, grows or goes (a longer one is cut, whole in its tooltip).
    m_status->SetMinSize(wxSize(-1, 3 * m_status->GetCharHeight() + FromDIP(2)));
    top->Add(m_status, 0, wxEXPAND | wxALL, gap);

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* next = new wxButton(this, wxID_APPLY, _("Add && &next"));
    next->SetToolTip(_("Adds these copies and stays open for the next card (Enter in the search)"));
    buttons->Add(next, 0, wxRIGHT, gap);
    buttons->AddStretchSpacer();
    buttons->Add(new wxButton(this, wxID_OK, _("&Add and close")), 0, wxRIGHT, gap);
    buttons->Add(new wxButton(this, wxID_CANCEL, _("Close")), 0);
    top->Add(buttons, 0, wxEXPAND | wxALL, gap);
    SetSizerAndFit(top);
    SetMinSize(GetSize());
    SetSize(FromDIP(wxSize(540, -1)).x, GetSize().y);

    m_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { search(); });
    // Enter in the search box: add and go on with the next card.
    m_search->Bind(wxEVT_SEARCH, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not add the cards."), [&] { addAndNext(); });
    });
    m_hits->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not add the cards."), [&] { addAndNext(); });
    });
    next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not add the cards."), [&] { addAndNext(); });
    });
    addList->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not add the list."), [&] { addPastedList(); });
    });
    search();
    m_search->SetFocus();
}

std::optional<core::CollectionItem> AddCardsDialog::item() const {
    const int sel = m_hits->GetSelection();
    if (sel == wxNOT_FOUND || static_cast<std::size_t>(sel) >= m_found.size()) return std::nullopt;
    const auto& hit = m_found[static_cast<std::size_t>(sel)];
    core::CollectionItem i = details();
    i.set = hit.set;
    i.number = hit.number;
    i.name = hit.name;
    i.trade = std::min(i.trade, i.quantity);
    return i;
}

core::CollectionItem AddCardsDialog::details() const {
    core::CollectionItem i;
    i.game = m_gameId;
    i.quantity = m_quantity->GetValue();
    i.finish = toUtf8(m_finish->GetValue());
    i.condition = toUtf8(m_condition->GetStringSelection());
    i.language = toUtf8(m_language->GetValue());
    i.location = toUtf8(m_location->GetValue());
    i.trade = m_trade->GetValue();
    return i;
}

bool AddCardsDialog::addAndNext() {
    const auto chosen = item();
    if (!chosen) {
        say(i18n::tr("Type part of a card's name and pick it in the list first."), true);
        return false;
    }
    const std::string why =
        onAdd ? onAdd(*chosen) : std::string(i18n::tr("Nothing takes the cards."));
    if (!why.empty()) {
        say(why, true);
        return false;
    }
    say(lastMessage ? lastMessage() : i18n::trf("Added {} x {}.", chosen->quantity, chosen->name),
        false);
    m_search->Clear();
    m_quantity->SetValue(1);
    m_search->SetFocus();
    return true;
}

bool AddCardsDialog::addPastedList() {
    const std::string why = onAddList ? onAddList(toUtf8(m_list->GetValue()), details())
                                      : std::string(i18n::tr("Nothing takes the list."));
    if (!why.empty()) {
        say(why, true);
        return false;
    }
    say(lastMessage ? lastMessage() : std::string(i18n::tr("Added the list.")), false);
    m_list->Clear();
    return true;
}

std::string AddCardsDialog::status() const {
    return m_statusText;
}

void AddCardsDialog::say(const std::string& text, bool error) {
    m_statusText = text;
    m_status->SetForegroundColour(error ? wxColour(0xC6, 0x28, 0x28) : GetForegroundColour());
    wrapLabel(*m_status, toWx(text), GetClientSize().x - FromDIP(16));
    m_status->SetToolTip(toWx(text));
}

void AddCardsDialog::search() {
    core::SearchQuery q;
    q.game = m_gameId;
    q.text = toUtf8(m_search->GetValue());
    q.limit = 200;
    // The game as loaded, with the user's card edits, when it is (it is while a deck is open).
    const app::LoadedGame* game = m_session.loadedGame(m_gameId);
    m_found = game ? app::searchCards(m_session, *game, q) : m_session.searchIndex(q);
    m_hits->Clear();
    for (const auto& h : m_found)
        m_hits->Append(toWx(fmt::format("{}  ({} {})", h.name, h.set, h.number)));
    if (!m_found.empty()) m_hits->SetSelection(0);
}

} // namespace deckhand::gui
