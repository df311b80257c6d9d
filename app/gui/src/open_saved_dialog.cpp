// SPDX-License-Identifier: GPL-3.0-or-later

#include "open_saved_dialog.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "shown_time.hpp"

#include <wx/button.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace deckhand::gui {

OpenSavedDialog::OpenSavedDialog(wxWindow* parent, const std::string& gameName,
                                 std::vector<core::DeckRecord> decks)
    : wxDialog(parent, wxID_ANY, _("Open saved deck"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_decks(std::move(decks)) {
    m_search = new wxSearchCtrl(this, wxID_ANY);
    m_search->SetDescriptiveText(_("Filter by name or tag…"));
    m_search->SetName(_("Filter the decks"));
    m_list = new wxDataViewListCtrl(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(640, 360)),
                                    wxDV_SINGLE | wxDV_ROW_LINES);
    m_list->SetName(_("Saved decks"));
    m_list->AppendTextColumn(_("Deck"), wxDATAVIEW_CELL_INERT, FromDIP(240));
    m_list->AppendTextColumn(_("Format"), wxDATAVIEW_CELL_INERT, FromDIP(110));
    m_list->AppendTextColumn(_("Tags"), wxDATAVIEW_CELL_INERT, FromDIP(110));
    m_list->AppendTextColumn(_("Saved"), wxDATAVIEW_CELL_INERT, FromDIP(130));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(this, wxID_ANY,
                                toWx(i18n::trf("The {} decks of this profile:", gameName))),
               0, wxALL, FromDIP(8));
    sizer->Add(m_search, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));
    sizer->Add(m_list, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
    sizer->Add(CreateSeparatedButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizerAndFit(sizer);
    if (auto* ok = FindWindow(wxID_OK)) static_cast<wxButton*>(ok)->SetLabel(_("&Open"));

    m_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { filter(toUtf8(m_search->GetValue())); });
    // Enter in the filter opens the first deck shown, as Enter in the list does.
    m_search->Bind(wxEVT_SEARCHCTRL_SEARCH_BTN, [this](wxCommandEvent&) {
        if (!m_shown.empty()) EndModal(wxID_OK);
    });
    m_list->Bind(wxEVT_DATAVIEW_ITEM_ACTIVATED, [this](wxDataViewEvent&) { EndModal(wxID_OK); });
    filter("");
    m_search->SetFocus();
}

void OpenSavedDialog::filter(const std::string& text) {
    const std::string wanted = core::foldName(text);
    m_shown.clear();
    m_list->DeleteAllItems();
    for (const auto& d : m_decks) {
        std::string tags;
        for (const auto& t : d.tags)
            tags += (tags.empty() ? "" : ", ") + t;
        if (!wanted.empty() && core::foldName(d.name).find(wanted) == std::string::npos &&
            core::foldName(tags).find(wanted) == std::string::npos)
            continue;
        m_shown.push_back(&d);
        wxVector<wxVariant> row;
        row.push_back(toWx(d.name));
        row.push_back(toWx(d.format));
        row.push_back(toWx(tags));
        row.push_back(shownTime(d.updatedAt) +
                      toWx(" " + i18n::trfn("({} version)", "({} versions)",
                                            static_cast<unsigned long>(d.versions), d.versions)));
        m_list->AppendItem(row);
    }
    if (!m_shown.empty()) m_list->SelectRow(0);
    if (auto* ok = FindWindow(wxID_OK)) ok->Enable(!m_shown.empty());
}

std::optional<std::int64_t> OpenSavedDialog::chosen() const {
    const int row = m_list->GetSelectedRow();
    if (row < 0 || static_cast<std::size_t>(row) >= m_shown.size()) return std::nullopt;
    return m_shown[static_cast<std::size_t>(row)]->id;
}

} // namespace deckhand::gui
