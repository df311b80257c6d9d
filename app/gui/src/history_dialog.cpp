// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/history_dialog.hpp"

#include "deckhand/app/deck_edit.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"
#include "shown_time.hpp"

#include <algorithm>
#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace deckhand::gui {

namespace {

/// Cards of a stored version in the sections that count towards the deck size.
int countedCards(const core::DeckVersion& version, const core::Game& game) {
    int n = 0;
    for (const auto& e : version.entries) {
        const core::SectionDef* def = game.section(e.section);
        if (!def || def->counts) n += e.quantity;
    }
    return n;
}

/// "2026-11-30 04:44" from the stored ISO time (seconds and zone left off).
std::string formatName(const core::Game& game, const std::string& id) {
    for (const auto& f : game.formats)
        if (f.id == id) return f.name;
    return id;
}

} // namespace

HistoryDialog::HistoryDialog(wxWindow* parent, app::ProfileSession& session,
                             const app::LoadedGame& game, std::int64_t deckId,
                             const std::string& deckName, core::Deck now)
    : wxDialog(parent, wxID_ANY, toWx(i18n::trf("History of {}", deckName)), wxDefaultPosition,
               wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_session(session), m_game(game), m_deckId(deckId), m_now(std::move(now)) {
    m_versions = m_session.deckHistory(deckId);
    std::reverse(m_versions.begin(), m_versions.end());

    m_list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(460, 220)),
                            wxLC_REPORT | wxLC_SINGLE_SEL);
    m_list->AppendColumn(_("Version"));
    m_list->AppendColumn(_("Saved at (UTC)"));
    m_list->AppendColumn(_("Cards"), wxLIST_FORMAT_RIGHT);
    m_list->AppendColumn(_("Format"));
    for (std::size_t i = 0; i < m_versions.size(); ++i) {
        const auto& v = m_versions[i];
        const long row = m_list->InsertItem(static_cast<long>(i), wxString::Format("%d", v.number));
        m_list->SetItem(row, 1, shownTime(v.savedAt));
        m_list->SetItem(row, 2, wxString::Format("%d", countedCards(v, game.game)));
        m_list->SetItem(row, 3, toWx(formatName(game.game, v.format)));
    }
    m_list->SetColumnWidth(0, FromDIP(64));
    m_list->SetColumnWidth(1, FromDIP(150));
    m_list->SetColumnWidth(2, FromDIP(60));
    m_list->SetColumnWidth(3, FromDIP(170));

    m_heading = new wxStaticText(this, wxID_ANY, "");
    m_changes = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(460, 160)),
                               wxTE_MULTILINE | wxTE_READONLY | wxTE_DONTWRAP);
    m_restore = new wxButton(this, IdRestore, _("&Restore this version"));
    m_restore->SetToolTip(_("Put this version's cards and notes back in the editor as one edit "
                            "(Ctrl+Z takes it back); it is saved as a new version"));
    auto* close = new wxButton(this, wxID_CLOSE, _("&Close"));
    SetEscapeId(wxID_CLOSE);

    const int gap = FromDIP(8);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(
        new wxStaticText(this, wxID_ANY,
                         toWx(i18n::trf("Every saved version of {}, newest first:", deckName))),
        0, wxLEFT | wxRIGHT | wxTOP, gap);
    sizer->Add(m_list, 1, wxEXPAND | wxALL, gap);
    sizer->Add(m_heading, 0, wxLEFT | wxRIGHT, gap);
    sizer->Add(m_changes, 1, wxEXPAND | wxALL, gap);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->AddStretchSpacer();
    buttons->Add(m_restore, 0, wxRIGHT, gap);
    buttons->Add(close, 0);
    sizer->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, gap);
    SetSizerAndFit(sizer);

    m_list->Bind(wxEVT_LIST_ITEM_SELECTED, &HistoryDialog::onSelected, this);
    m_list->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent&) {
        if (m_restore->IsEnabled()) EndModal(IdRestore);
    });
    m_restore->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (selectedVersion()) EndModal(IdRestore);
    });
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_CLOSE); });

    // The version before the newest is what one usually wants back.
    if (!m_versions.empty()) selectVersion(m_versions[m_versions.size() > 1 ? 1 : 0].number);
    showChanges();
    m_list->SetFocus();
}

std::optional<int> HistoryDialog::selectedVersion() const {
    const long row = m_list->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    if (row < 0 || static_cast<std::size_t>(row) >= m_versions.size()) return std::nullopt;
    return m_versions[static_cast<std::size_t>(row)].number;
}

bool HistoryDialog::selectVersion(int number) {
    for (std::size_t i = 0; i < m_versions.size(); ++i) {
        if (m_versions[i].number != number) continue;
        const long row = static_cast<long>(i);
        m_list->SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                             wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
        m_list->EnsureVisible(row);
        showChanges(); // also when the selection event comes later, or not at all
        return true;
    }
    return false;
}

std::string HistoryDialog::cell(int row, int column) const {
    return toUtf8(m_list->GetItemText(row, column));
}

std::string HistoryDialog::heading() const {
    return toUtf8(m_heading->GetLabel());
}

std::vector<std::string> HistoryDialog::changeLines() const {
    return m_lines;
}

void HistoryDialog::onSelected(wxListEvent&) {
    guarded(this, _("Deckhand could not compare the version."), [&] { showChanges(); });
}

void HistoryDialog::showChanges() {
    m_lines.clear();
    const auto number = selectedVersion();
    if (!number) {
        m_heading->SetLabel(m_versions.empty()
                                ? _("The deck has no saved version yet.")
                                : _("Select a version to see what it would change."));
        m_changes->ChangeValue("");
        m_restore->Enable(false);
        return;
    }
    auto version = m_session.loadDeck(m_game, m_deckId, *number);
    if (!version.ok()) {
        m_heading->SetLabel(wxString::Format(_("Version %d cannot be read:"), *number));
        for (const auto& e : version.errors)
            m_lines.push_back(e.message);
        m_restore->Enable(false);
    } else {
        const app::RestoreDiff diff = app::restoreDiff(m_now, version.value);
        m_lines = app::describeRestore(diff, m_game.game);
        if (diff.empty()) {
            m_heading->SetLabel(wxString::Format(
                _("Version %d is the deck as it is now: nothing to restore."), *number));
        } else {
            m_heading->SetLabel(wxString::Format(
                wxPLURAL("Restoring version %d would add %d card and take out %d:",
                         "Restoring version %d would add %d cards and take out %d:",
                         static_cast<unsigned>(diff.addedCards)),
                *number, diff.addedCards, diff.removedCards));
        }
        m_restore->Enable(!diff.empty());
    }
    wxString text;
    for (const auto& line : m_lines)
        text += toWx(line) + "\n";
    m_changes->ChangeValue(text);
    Layout();
}

} // namespace deckhand::gui
