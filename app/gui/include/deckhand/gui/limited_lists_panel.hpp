// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/limited_list.hpp"

#include <string>
#include <vector>
#include <wx/panel.h>

class wxButton;
class wxComboBox;
class wxDataViewListCtrl;
class wxListBox;
class wxSpinCtrl;
class wxStaticText;

namespace deckhand::gui {

/// A game's Limited list (Powerline Ultra's "Limited / Immortalized List") and its dated
/// versions: see each version's cards and limits, edit one (the edit is kept over later
/// imports of the same date), start a new version from one, import a list file or follow a
/// publisher's URL, and see which saved decks a version breaks and why.
class LimitedListsPanel : public wxPanel {
public:
    LimitedListsPanel(wxWindow* parent, app::ProfileSession& session);

    /// Shows the lists of `gameId` (empty: none), the newest version selected.
    void showGame(const app::LoadedGame* game);
    /// Reads the versions and the saved decks again (they may have changed elsewhere), the
    /// same version selected.
    void refresh();

    /// One saved deck a version breaks.
    struct Broken {
        std::string deck;
        std::string problem;
    };

    // What a user does (buttons and dialogs call these; so do tests). Each returns an empty
    // string, or the message shown when it was refused.
    void selectVersion(int index);
    /// Sets a card's limit in the selected version (0: banned); saved as the user's edit.
    std::string setLimit(const std::string& card, int max);
    /// Takes a card off the selected version.
    std::string removeCard(const std::string& card);
    /// A new version effective on `date` (YYYY-MM-DD), starting as a copy of the selected one.
    std::string newVersion(const std::string& date);
    std::string deleteVersion();
    std::string importFile(const std::string& file);
    /// Follows a Limited list by URL and downloads it now.
    std::string subscribe(const std::string& url);

    // What the panel shows, for tests.
    [[nodiscard]] const std::vector<core::LimitedListVersion>& versions() const {
        return m_versions;
    }
    [[nodiscard]] int selected() const { return m_selected; }
    [[nodiscard]] std::vector<std::pair<std::string, int>> entries() const;
    [[nodiscard]] const std::vector<Broken>& broken() const { return m_broken; }
    [[nodiscard]] std::string lastMessage() const { return m_message; }
    /// The line under the lists: the last message, else why no deck is judged here (the
    /// game's formats check no Limited list).
    [[nodiscard]] std::string statusText() const;

private:
    void buildUi();
    void reload(const std::string& selectDate = {});
    void fillEntries();
    void showBannedTerm();
    void fillBroken();
    void report(const std::string& message);
    [[nodiscard]] const app::LoadedGame* game() const { return m_game; }
    [[nodiscard]] core::LimitedListVersion* current();

    app::ProfileSession& m_session;
    const app::LoadedGame* m_game = nullptr; ///< as the window gave it; nullptr: none ready
    std::vector<core::LimitedListVersion> m_versions;
    int m_selected = -1;
    std::vector<Broken> m_broken;
    std::string m_message;

    wxListBox* m_versionList = nullptr;
    wxDataViewListCtrl* m_entryList = nullptr;
    wxDataViewListCtrl* m_brokenList = nullptr;
    wxComboBox* m_card = nullptr;
    wxSpinCtrl* m_max = nullptr;
    wxButton* m_set = nullptr;
    wxButton* m_removeCard = nullptr;
    wxButton* m_newVersion = nullptr;
    wxButton* m_deleteVersion = nullptr;
    wxButton* m_import = nullptr;
    wxButton* m_subscribe = nullptr;
    wxStaticText* m_status = nullptr;
    wxStaticText* m_bannedNote = nullptr; ///< what a limit of 0 is called in this game
};

} // namespace deckhand::gui
