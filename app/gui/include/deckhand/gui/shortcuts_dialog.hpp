// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <vector>
#include <wx/dialog.h>
#include <wx/listctrl.h>

class wxMenuBar;

namespace deckhand::gui {

/// A key and what it does, for Help > Keyboard shortcuts.
struct Shortcut {
    std::string keys;  ///< "Ctrl+Shift+O"
    std::string what;  ///< "Open saved deck"
    std::string where; ///< "File menu", "Deck list"
};

/// Every menu item's accelerator, read from the menus themselves (so the table cannot drift
/// from them), in menu order.
[[nodiscard]] std::vector<Shortcut> menuShortcuts(const wxMenuBar& bar);
/// The keys the panes take that no menu shows (the deck list's + and -, Enter in the browser).
[[nodiscard]] const std::vector<Shortcut>& paneShortcuts();

/// Help > Keyboard shortcuts: a table of every key, the menus' and the panes'.
class ShortcutsDialog : public wxDialog {
public:
    ShortcutsDialog(wxWindow* parent, const wxMenuBar& bar);
    [[nodiscard]] wxListCtrl* table() const { return m_table; }

private:
    wxListCtrl* m_table = nullptr;
};

} // namespace deckhand::gui
