// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/shortcuts_dialog.hpp"

#include "deckhand/gui/wx_string.hpp"

#include <wx/button.h>
#include <wx/menu.h>
#include <wx/sizer.h>

namespace deckhand::gui {

namespace {

void collect(const wxMenu& menu, const std::string& where, std::vector<Shortcut>& out) {
    for (const wxMenuItem* item : menu.GetMenuItems()) {
        if (item->IsSeparator()) continue;
        const std::string label = toUtf8(wxMenuItem::GetLabelText(item->GetItemLabel()));
        if (item->IsSubMenu()) {
            collect(*item->GetSubMenu(), where + " > " + label, out);
            continue;
        }
        const wxString text = item->GetItemLabel();
        const int tab = text.Find('\t');
        if (tab == wxNOT_FOUND) continue;
        out.push_back({toUtf8(text.Mid(static_cast<std::size_t>(tab) + 1)), label, where});
    }
}

} // namespace

std::vector<Shortcut> menuShortcuts(const wxMenuBar& bar) {
    std::vector<Shortcut> out;
    for (std::size_t i = 0; i < bar.GetMenuCount(); ++i)
        // TRANSLATORS: %s is a menu's name: "File menu".
        collect(
            *bar.GetMenu(i),
            toUtf8(wxString::Format(_("%s menu"), wxMenuItem::GetLabelText(bar.GetMenuLabel(i)))),
            out);
    return out;
}

const std::vector<Shortcut>& paneShortcuts() {
    // Translated where shown (the dialog), so the table follows the language.
    static const std::vector<Shortcut> keys = {
        {wxTRANSLATE("Enter"), wxTRANSLATE("From the search box to the first card found"),
         wxTRANSLATE("Card browser")},
        {wxTRANSLATE("Enter"), wxTRANSLATE("Add the selected card to the deck"),
         wxTRANSLATE("Card browser")},
        {"+ / -", wxTRANSLATE("One copy more / fewer of the selected card in the deck"),
         wxTRANSLATE("Card browser")},
        {"+ / -", wxTRANSLATE("One copy more / fewer on the selected line"),
         wxTRANSLATE("Deck list")},
        {wxTRANSLATE("Delete"), wxTRANSLATE("Take the selected line out of the deck"),
         wxTRANSLATE("Deck list")},
        {wxTRANSLATE("Menu key"), wxTRANSLATE("Another printing of the selected line"),
         wxTRANSLATE("Deck list")},
        {"Ctrl+Z / Ctrl+Y", wxTRANSLATE("In the notes or tags box: undo / redo its typing"),
         wxTRANSLATE("Deck notes")},
    };
    return keys;
}

ShortcutsDialog::ShortcutsDialog(wxWindow* parent, const wxMenuBar& bar)
    : wxDialog(parent, wxID_ANY, _("Keyboard shortcuts"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    m_table = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                             wxLC_REPORT | wxLC_SINGLE_SEL | wxLC_HRULES);
    m_table->AppendColumn(_("Keys"));
    m_table->AppendColumn(_("What it does"));
    m_table->AppendColumn(_("Where"));
    std::vector<Shortcut> all = menuShortcuts(bar);
    const auto& panes = paneShortcuts();
    all.insert(all.end(), panes.begin(), panes.end());
    for (const auto& s : all) {
        // The menus' rows are translated already; the panes' are translated here.
        const long row =
            m_table->InsertItem(m_table->GetItemCount(), wxGetTranslation(toWx(s.keys)));
        m_table->SetItem(row, 1, wxGetTranslation(toWx(s.what)));
        m_table->SetItem(row, 2, wxGetTranslation(toWx(s.where)));
    }
    for (int c = 0; c < 3; ++c)
        m_table->SetColumnWidth(c, wxLIST_AUTOSIZE);
    int width = 0;
    for (int c = 0; c < 3; ++c)
        width += m_table->GetColumnWidth(c);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_table, 1, wxEXPAND | wxALL, FromDIP(8));
    sizer->Add(CreateStdDialogButtonSizer(wxCLOSE), 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizer(sizer);
    // Every row in view where the screen allows; the table scrolls where it does not.
    SetInitialSize(wxSize(width + FromDIP(60), FromDIP(520)));
    SetEscapeId(wxID_CLOSE);
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_CLOSE); }, wxID_CLOSE);
}

} // namespace deckhand::gui
