// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/recent_decks.hpp"

#include <string>
#include <vector>
#include <wx/fileconf.h>
#include <wx/menu.h>

namespace deckhand::gui {

/// File > Open recent: the list of decks opened or saved lately, kept in the profile's gui.ini
/// (group Recent) and shown as menu items with ids from `firstId` on.
class RecentMenu {
public:
    /// Reads the list from `config`; both must outlive this.
    RecentMenu(wxFileConfig& config, wxMenu& menu, int firstId);

    [[nodiscard]] const std::vector<app::RecentDeck>& decks() const { return m_decks; }
    /// Puts `deck` first (written only when the list changes: every autosave comes here).
    void remember(app::RecentDeck deck);
    /// Takes `deck` off the list.
    void forget(const app::RecentDeck& deck);
    /// The menu again, with `gameNames` (id → name) naming each saved deck's game.
    void fill(const std::vector<std::pair<std::string, std::string>>& gameNames);

private:
    void read();
    void write();

    wxFileConfig& m_config;
    wxMenu& m_menu;
    int m_firstId;
    std::vector<app::RecentDeck> m_decks; ///< newest first
    std::vector<std::pair<std::string, std::string>> m_gameNames;
};

} // namespace deckhand::gui
