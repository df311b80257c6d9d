// SPDX-License-Identifier: GPL-3.0-or-later

#include "recent_menu.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/gui/wx_string.hpp"

#include <filesystem>

namespace deckhand::gui {

RecentMenu::RecentMenu(wxFileConfig& config, wxMenu& menu, int firstId)
    : m_config(config), m_menu(menu), m_firstId(firstId) {
    read();
}

void RecentMenu::remember(app::RecentDeck deck) {
    if (!m_decks.empty() && m_decks.front().sameDeck(deck) && m_decks.front().name == deck.name)
        return;
    app::rememberDeck(m_decks, std::move(deck));
    write();
    fill(m_gameNames);
}

void RecentMenu::forget(const app::RecentDeck& deck) {
    app::forgetDeck(m_decks, deck);
    write();
    fill(m_gameNames);
}

void RecentMenu::read() {
    m_decks.clear();
    for (std::size_t i = 0; i < app::RecentDecksKept; ++i) {
        const wxString key = wxString::Format("Recent/%zu/", i + 1);
        wxString kind;
        if (!m_config.Read(key + "Kind", &kind)) break;
        app::RecentDeck deck;
        deck.kind = kind == "file" ? app::RecentDeck::Kind::File : app::RecentDeck::Kind::Saved;
        deck.game = toUtf8(m_config.Read(key + "Game", ""));
        deck.name = toUtf8(m_config.Read(key + "Name", ""));
        deck.path = toUtf8(m_config.Read(key + "Path", ""));
        long id = 0;
        m_config.Read(key + "Id", &id);
        deck.deckId = id;
        // A damaged entry is dropped, not shown.
        if (deck.kind == app::RecentDeck::Kind::File ? deck.path.empty()
                                                     : deck.game.empty() || id <= 0)
            continue;
        m_decks.push_back(std::move(deck));
    }
}

void RecentMenu::write() {
    m_config.DeleteGroup("Recent");
    for (std::size_t i = 0; i < m_decks.size(); ++i) {
        const wxString key = wxString::Format("Recent/%zu/", i + 1);
        const app::RecentDeck& deck = m_decks[i];
        const bool file = deck.kind == app::RecentDeck::Kind::File;
        m_config.Write(key + "Kind", file ? "file" : "deck");
        m_config.Write(key + "Game", toWx(deck.game));
        if (file) {
            m_config.Write(key + "Path", toWx(deck.path));
        } else {
            m_config.Write(key + "Id", static_cast<long>(deck.deckId));
            m_config.Write(key + "Name", toWx(deck.name));
        }
    }
    m_config.Flush();
}

void RecentMenu::fill(const std::vector<std::pair<std::string, std::string>>& gameNames) {
    m_gameNames = gameNames;
    while (m_menu.GetMenuItemCount() > 0)
        m_menu.Destroy(m_menu.FindItemByPosition(0));
    if (m_decks.empty()) {
        m_menu.Append(m_firstId, _("(No recent decks)"))->Enable(false);
        return;
    }
    for (std::size_t i = 0; i < m_decks.size(); ++i) {
        const app::RecentDeck& deck = m_decks[i];
        std::string label;
        std::string help;
        if (deck.kind == app::RecentDeck::Kind::File) {
            const std::filesystem::path path(deck.path);
            label = i18n::trf("{}  (file in {})", path.filename().string(),
                              path.parent_path().string());
            help = i18n::trf("Open the deck list {}", deck.path);
        } else {
            std::string game = deck.game;
            for (const auto& [id, name] : m_gameNames)
                if (id == deck.game) game = name;
            label = deck.name + "  (" + game + ")";
            // TRANSLATORS: the game, then the deck's name.
            help = i18n::trf("Open the saved {} deck {}", game, deck.name);
        }
        wxString text = toWx(label);
        text.Replace("&", "&&");
        m_menu.Append(m_firstId + static_cast<int>(i), wxString::Format("&%zu ", i + 1) + text,
                      toWx(help));
    }
}

} // namespace deckhand::gui
