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
        collect(*bar.GetMenu(i), toUtf8(wxMenuItem::GetLabelText(bar.GetMenuLabel(i))) + " menu",
                out);
    return out;
}

const std::vector<Shortcut>& paneShortcuts() {
    static const std::vector<Shortcut> keys = {
        {"Enter", "From the search box to the first card found", "Card browser"},
        {"Enter", "Add the selected card to the deck", "Card browser"},
        {"+ / -", "One copy more / fewer of the selected card in the deck", "Card browser"},
        {"+ / -", "One copy more / fewer on the selected line", "Deck list"},
        {"Delete", "Take the selected line out of the deck", "Deck list"},
        {"Menu key", "Another printing of the selected line", "Deck list"},
        {"Ctrl+Z / Ctrl+Y", "In the notes or tags box: undo / redo its typing", "Deck notes"},
    };
    return keys;
}

ShortcutsDialog::ShortcutsDialog(wxWindow* parent, const wxMenuBar& bar)
    : wxDialog(parent, wxID_ANY, "Keyboard shortcuts", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    m_table = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                             wxLC_REPORT | wxLC_SINGLE_SEL | wxLC_HRULES);
    m_table->AppendColumn("Keys");
    m_table->AppendColumn("What it does");
    m_table->AppendColumn("Where");
    std::vector<Shortcut> all = menuShortcuts(bar);
    const auto& panes = paneShortcuts();
    all.insert(all.end(), panes.begin(), panes.end());
    for (const auto& s : all) {
        const long row = m_table->InsertItem(m_table->GetItemCount(), toWx(s.keys));
        m_table->SetItem(row, 1, toWx(s.what));
        m_table->SetItem(row, 2, toWx(s.where));
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
