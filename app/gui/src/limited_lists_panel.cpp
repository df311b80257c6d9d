// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/limited_lists_panel.hpp"

#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "preferences_dialog.hpp"
#include "shown_date.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <wx/button.h>
#include <wx/combobox.h>
#include <wx/dataview.h>
#include <wx/filedlg.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>

namespace deckhand::gui {

namespace {

std::string limitText(int max) {
    return max == 0 ? std::string(i18n::tr("banned")) : i18n::trf("at most {}", max);
}

std::string versionLabel(const core::LimitedListVersion& v) {
    // TRANSLATORS: the version's name, its effective date, the cards on it.
    return i18n::trfn("{} - effective {} - {} card", "{} - effective {} - {} cards",
                      v.maxCopies.size(), v.label.empty() ? v.effective.monthYear() : v.label,
                      toUtf8(shownDate(v.effective)), v.maxCopies.size());
}

} // namespace

LimitedListsPanel::LimitedListsPanel(wxWindow* parent, app::ProfileSession& session)
    : wxPanel(parent, wxID_ANY), m_session(session) {
    buildUi();
}

void LimitedListsPanel::buildUi() {
    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* columns = new wxBoxSizer(wxHORIZONTAL);

    auto* versionsBox = new wxStaticBoxSizer(wxVERTICAL, this, _("Versions"));
    wxWindow* vb = versionsBox->GetStaticBox();
    m_versionList = new wxListBox(vb, wxID_ANY, wxDefaultPosition, wxSize(300, 100));
    versionsBox->Add(m_versionList, 1, wxEXPAND | wxALL, 4);
    auto* versionButtons = new wxGridSizer(2, 4, 4);
    m_newVersion = new wxButton(vb, wxID_ANY, _("&New version..."));
    m_deleteVersion = new wxButton(vb, wxID_ANY, _("&Delete version"));
    m_import = new wxButton(vb, wxID_ANY, _("&Import file..."));
    m_subscribe = new wxButton(vb, wxID_ANY, _("&Follow a URL..."));
    for (wxButton* b : {m_newVersion, m_deleteVersion, m_import, m_subscribe})
        versionButtons->Add(b, 0, wxEXPAND);
    versionsBox->Add(versionButtons, 0, wxEXPAND | wxALL, 4);
    columns->Add(versionsBox, 0, wxEXPAND | wxRIGHT, 6);

    auto* entriesBox = new wxStaticBoxSizer(wxVERTICAL, this, _("Cards on this version"));
    wxWindow* eb = entriesBox->GetStaticBox();
    m_entryList =
        new wxDataViewListCtrl(eb, wxID_ANY, wxDefaultPosition, wxSize(-1, 100), wxDV_ROW_LINES);
    m_entryList->AppendTextColumn(_("Card"), wxDATAVIEW_CELL_INERT, 240, wxALIGN_LEFT,
                                  wxDATAVIEW_COL_SORTABLE);
    m_entryList->AppendTextColumn(_("Limit"), wxDATAVIEW_CELL_INERT, 100, wxALIGN_LEFT,
                                  wxDATAVIEW_COL_SORTABLE);
    m_entryList->SetMinSize(wxSize(FromDIP(160), 100));
    entriesBox->Add(m_entryList, 1, wxEXPAND | wxALL, 4);
    auto* editRow = new wxBoxSizer(wxHORIZONTAL);
    m_card = new wxComboBox(eb, wxID_ANY, "", wxDefaultPosition, wxSize(200, -1));
    m_card->SetMinSize(wxSize(FromDIP(120), -1)); // wider where the box is
    m_max = new wxSpinCtrl(eb, wxID_ANY, "1", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0,
                           99, 1);
    m_set = new wxButton(eb, wxID_ANY, _("&Set limit"));
    m_removeCard = new wxButton(eb, wxID_ANY, _("&Remove card"));
    editRow->Add(m_card, 1, wxRIGHT, 4);
    editRow->Add(new wxStaticText(eb, wxID_ANY, _("at most")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
                 4);
    editRow->Add(m_max, 0);
    entriesBox->Add(editRow, 0, wxEXPAND | wxALL, 4);
    auto* editButtons = new wxBoxSizer(wxHORIZONTAL);
    editButtons->Add(m_set, 0, wxRIGHT, 4);
    editButtons->Add(m_removeCard, 0);
    entriesBox->Add(editButtons, 0, wxALL, 4);
    m_bannedNote = new wxStaticText(eb, wxID_ANY, _("0 copies: banned"));
    entriesBox->Add(m_bannedNote, 0, wxLEFT | wxBOTTOM, 4);
    columns->Add(entriesBox, 1, wxEXPAND | wxRIGHT, 6);

    // Beside the cards (the pane is wide and short): the saved decks this version breaks.
    auto* brokenBox = new wxStaticBoxSizer(wxVERTICAL, this, _("Saved decks this version breaks"));
    m_brokenList = new wxDataViewListCtrl(brokenBox->GetStaticBox(), wxID_ANY, wxDefaultPosition,
                                          wxSize(-1, 120), wxDV_ROW_LINES);
    m_brokenList->AppendTextColumn(_("Deck"), wxDATAVIEW_CELL_INERT, 140);
    m_brokenList->AppendTextColumn(_("Why"), wxDATAVIEW_CELL_INERT, 600);
    // Narrower than its columns at the least (they scroll): the three boxes fit a 1024-pixel
    // window in the longer languages too, the tab did not (French and German scrolled sideways).
    m_brokenList->SetMinSize(wxSize(FromDIP(160), FromDIP(120)));
    brokenBox->Add(m_brokenList, 1, wxEXPAND | wxALL, 4);
    // As wide as the cards' box: a box sizer's least width keeps the proportions, so twice its
    // width (the reasons are long lines) made the tab wider than a 1024-pixel window in French
    // and German (the cards' box is some 300 pixels at the least there).
    columns->Add(brokenBox, 1, wxEXPAND);
    top->Add(columns, 1, wxEXPAND | wxALL, 6);
    m_status =
        new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    top->Add(m_status, 0, wxEXPAND | wxALL, 6);
    SetSizer(top);

    auto warnIf = [this](const std::string& error, const wxString& title) {
        if (!error.empty()) wxMessageBox(toWx(error), title, wxOK | wxICON_WARNING, this);
    };
    m_versionList->Bind(wxEVT_LISTBOX,
                        [this](wxCommandEvent& e) { selectVersion(e.GetSelection()); });
    m_entryList->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        const int row = m_entryList->GetSelectedRow();
        if (row == wxNOT_FOUND) return;
        m_card->SetValue(m_entryList->GetTextValue(static_cast<unsigned>(row), 0));
        const auto e = entries();
        if (static_cast<std::size_t>(row) < e.size())
            m_max->SetValue(e[static_cast<std::size_t>(row)].second);
    });
    m_set->Bind(wxEVT_BUTTON, [this, warnIf](wxCommandEvent&) {
        warnIf(setLimit(toUtf8(m_card->GetValue()), m_max->GetValue()), _("Set limit"));
    });
    m_removeCard->Bind(wxEVT_BUTTON, [this, warnIf](wxCommandEvent&) {
        warnIf(removeCard(toUtf8(m_card->GetValue())), _("Remove card"));
    });
    m_newVersion->Bind(wxEVT_BUTTON, [this, warnIf](wxCommandEvent&) {
        // TRANSLATORS: {} is today's date in the user's form; 2026-05-01 shows the ISO form.
        const wxString prompt = toWx(i18n::trf(
            "Effective date of the new version ({} or 2026-05-01).\nIt starts as a copy of the "
            "selected one.",
            toUtf8(shownDate({2026, 5, 1}))));
        wxTextEntryDialog ask(this, prompt, _("New version"), shownDate(core::Date::today()));
        if (ask.ShowModal() == wxID_OK)
            warnIf(newVersion(toUtf8(ask.GetValue())), _("New version"));
    });
    m_deleteVersion->Bind(wxEVT_BUTTON, [this, warnIf](wxCommandEvent&) {
        if (!current()) return;
        if (wxMessageBox(toWx(i18n::trf("Delete {}?", versionLabel(*current()))),
                         _("Delete version"), wxYES_NO | wxICON_QUESTION, this) == wxYES)
            warnIf(deleteVersion(), _("Delete version"));
    });
    m_import->Bind(wxEVT_BUTTON, [this, warnIf](wxCommandEvent&) {
        wxFileDialog ask(this, _("Import a Limited list"), "", "",
                         _("Limited lists (*.xml)|*.xml|All files|*"),
                         wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (ask.ShowModal() == wxID_OK)
            warnIf(importFile(toUtf8(ask.GetPath())), _("Import a Limited list"));
    });
    m_subscribe->Bind(wxEVT_BUTTON, [this, warnIf](wxCommandEvent&) {
        wxTextEntryDialog ask(this, _("The URL of the publisher's Limited list (XML):"),
                              _("Follow a Limited list"));
        if (ask.ShowModal() == wxID_OK)
            warnIf(subscribe(toUtf8(ask.GetValue())), _("Follow a Limited list"));
    });
    showGame(nullptr);
}

core::LimitedListVersion* LimitedListsPanel::current() {
    if (m_selected < 0 || static_cast<std::size_t>(m_selected) >= m_versions.size()) return nullptr;
    return &m_versions[static_cast<std::size_t>(m_selected)];
}

void LimitedListsPanel::showGame(const app::LoadedGame* game) {
    m_game = game;
    m_message.clear();
    for (wxButton* b : {m_newVersion, m_import, m_subscribe})
        b->Enable(game != nullptr);
    showBannedTerm();
    reload();
}

// What a limit of 0 is called: the selected version's own word (a Living Legend list's), else
// the game's.
void LimitedListsPanel::showBannedTerm() {
    const core::LimitedListVersion* v = current();
    const std::string banned = v && !v->bannedTerm.empty() ? v->bannedTerm
                               : m_game                    ? m_game->game.bannedTerm
                                                           : std::string("banned");
    // TRANSLATORS: {} is the game's or the list's own word for banned ("forbidden").
    m_bannedNote->SetLabel(banned == "banned" ? _("0 copies: banned")
                                              : toWx(i18n::trf("0 copies: {} (banned)", banned)));
}

void LimitedListsPanel::refresh() {
    const core::LimitedListVersion* v = current();
    reload(v ? v->effective.str() : std::string());
}

std::string LimitedListsPanel::statusText() const {
    if (!m_message.empty() || !m_game) return m_message;
    const auto& formats = m_game->game.formats;
    if (std::any_of(formats.begin(), formats.end(),
                    [](const core::Format& f) { return !f.limited.empty(); }))
        return {};
    // A game whose rules sheet has no such list (every bundled game but Powerline Ultra): an
    // empty tab would look broken.
    return i18n::trf("No format of {} checks a Limited list: a version kept here judges no deck.",
                     m_game->game.name);
}

void LimitedListsPanel::reload(const std::string& selectDate) {
    m_versions = m_game ? m_session.limitedVersions(m_game->game.id)
                        : std::vector<core::LimitedListVersion>{};
    m_versionList->Clear();
    for (const auto& v : m_versions)
        m_versionList->Append(toWx(versionLabel(v)));
    int pick = m_versions.empty() ? -1 : static_cast<int>(m_versions.size()) - 1;
    for (std::size_t i = 0; i < m_versions.size(); ++i)
        if (m_versions[i].effective.str() == selectDate) pick = static_cast<int>(i);
    selectVersion(pick);
}

void LimitedListsPanel::selectVersion(int index) {
    m_selected = index >= 0 && static_cast<std::size_t>(index) < m_versions.size() ? index : -1;
    if (m_selected >= 0) m_versionList->SetSelection(m_selected);
    const bool any = m_selected >= 0;
    for (wxButton* b : {m_set, m_removeCard, m_deleteVersion})
        b->Enable(any);
    fillEntries();
    fillBroken();
    showBannedTerm();
    m_status->SetLabel(toWx(statusText()));
}

std::vector<std::pair<std::string, int>> LimitedListsPanel::entries() const {
    std::vector<std::pair<std::string, int>> out;
    if (m_selected < 0) return out;
    const auto& v = m_versions[static_cast<std::size_t>(m_selected)];
    for (const auto& [folded, max] : v.maxCopies) {
        const auto it = v.spelling.find(folded);
        out.emplace_back(it == v.spelling.end() ? folded : it->second, max);
    }
    std::sort(out.begin(), out.end());
    return out;
}

void LimitedListsPanel::fillEntries() {
    m_entryList->DeleteAllItems();
    // The card box offers the cards on this version; any other card of the game can be typed
    // (a game may have tens of thousands: a drop-down of them all would take seconds to fill).
    const wxString typed = m_card->GetValue();
    m_card->Clear();
    for (const auto& [name, max] : entries())
        m_card->Append(toWx(name));
    m_card->ChangeValue(typed);
    for (const auto& [name, max] : entries()) {
        wxVector<wxVariant> row;
        row.push_back(wxVariant(toWx(name)));
        row.push_back(wxVariant(toWx(limitText(max))));
        m_entryList->AppendItem(row);
    }
}

// Every saved deck of the game judged on the version's effective date under its own format:
// the Limited-list rules' complaints are what this version breaks.
void LimitedListsPanel::fillBroken() {
    m_broken.clear();
    m_brokenList->DeleteAllItems();
    const app::LoadedGame* g = game();
    const core::LimitedListVersion* v = current();
    if (!g || !v) return;
    for (const auto& record : m_session.savedDecks(g->game.id)) {
        auto deck = m_session.loadDeck(*g, record.id);
        if (!deck.ok()) continue;
        app::CheckOptions options;
        options.format = record.format;
        auto format = app::resolveFormat(*g, options);
        if (!format.ok()) continue;
        const auto check = app::checkDeck(*g, format.value, deck.value, record.name, v->effective);
        if (!check.report) continue;
        for (const auto& violation : check.report->errors) {
            const bool limitedRule =
                std::any_of(format.value.limited.begin(), format.value.limited.end(),
                            [&](const core::LimitedListRule& r) { return r.id == violation.rule; });
            if (limitedRule) m_broken.push_back({record.name, violation.message});
        }
    }
    for (const auto& b : m_broken) {
        wxVector<wxVariant> row;
        row.push_back(wxVariant(toWx(b.deck)));
        row.push_back(wxVariant(toWx(b.problem)));
        m_brokenList->AppendItem(row);
    }
}

void LimitedListsPanel::report(const std::string& message) {
    m_message = message;
    const core::LimitedListVersion* v = current();
    reload(v ? v->effective.str() : std::string());
}

std::string LimitedListsPanel::setLimit(const std::string& card, int max) {
    core::LimitedListVersion* v = current();
    const app::LoadedGame* g = game();
    if (!v || !g) return i18n::tr("Choose a version first.");
    if (max < 0) return i18n::tr("A limit is 0 (banned) or more.");
    const auto& printings = g->catalogue.byName(core::foldName(card));
    if (printings.empty()) return i18n::trf("{} has no card named '{}'.", g->game.name, card);
    const std::string name = printings.front()->name();
    v->maxCopies[printings.front()->foldedName] = max;
    v->spelling[printings.front()->foldedName] = name;
    m_session.saveLimitedVersion(*v);
    // TRANSLATORS: the version's date, the card, its limit ("at most 1", "banned").
    report(i18n::trf("{}: {} is now {}.", toUtf8(shownDate(v->effective)), name, limitText(max)));
    return {};
}

std::string LimitedListsPanel::removeCard(const std::string& card) {
    core::LimitedListVersion* v = current();
    if (!v) return i18n::tr("Choose a version first.");
    const std::string folded = core::foldName(card);
    if (v->maxCopies.erase(folded) == 0) return i18n::trf("'{}' is not on this version.", card);
    v->spelling.erase(folded);
    m_session.saveLimitedVersion(*v);
    report(i18n::trf("{}: {} is no longer limited.", toUtf8(shownDate(v->effective)), card));
    return {};
}

std::string LimitedListsPanel::newVersion(const std::string& date) {
    const app::LoadedGame* g = game();
    if (!g) return i18n::tr("Choose a game first.");
    const auto when = readDate(toWx(date));
    if (!when)
        return i18n::trf("'{}' is not a date like {} or 2026-05-01.", date,
                         toUtf8(shownDate({2026, 5, 1})));
    for (const auto& v : m_versions)
        if (v.effective == *when)
            return i18n::trf("There is already a version effective {}.", toUtf8(shownDate(*when)));
    core::LimitedListVersion fresh;
    if (const auto* v = current()) fresh = *v;
    fresh.game = g->game.id;
    if (fresh.name.empty()) fresh.name = g->game.limitedListName;
    fresh.effective = *when;
    fresh.label = when->monthYear();
    m_session.saveLimitedVersion(fresh);
    m_message = i18n::trf("New version effective {}.", toUtf8(shownDate(*when)));
    reload(when->str());
    return {};
}

std::string LimitedListsPanel::deleteVersion() {
    const core::LimitedListVersion* v = current();
    if (!v) return i18n::tr("Choose a version first.");
    const std::string label = versionLabel(*v);
    m_session.removeLimitedVersion(m_game->game.id, v->effective, v->name);
    m_message = i18n::trf("Deleted {}.", label);
    reload();
    return {};
}

std::string LimitedListsPanel::importFile(const std::string& file) {
    auto done = m_session.importLimitedLists(file);
    if (!done.ok()) {
        std::string text = i18n::tr("Nothing was imported:");
        for (const auto& e : done.errors)
            text += "\n" + e.str();
        return text;
    }
    std::string text;
    for (const auto& line : done.value)
        text += (text.empty() ? "" : "; ") + line;
    m_message = text;
    reload();
    return {};
}

std::string LimitedListsPanel::subscribe(const std::string& url) {
    if (!Preferences::of(this).internet) return internetSwitchedOff();
    if (!m_game) return i18n::tr("Choose a game first.");
    app::Subscriptions subscriptions(m_session);
    auto added = subscriptions.subscribe(url, core::SubscriptionKind::LimitedList, m_game->game.id);
    if (!added.ok()) return added.errors.front().str();
    const auto result = subscriptions.update(added.value);
    if (!result.ok())
        return i18n::trf("Following {}, but the first download failed: {}", url, result.message);
    m_message = i18n::trf("Following {}.", url);
    reload();
    return {};
}

} // namespace deckhand::gui
