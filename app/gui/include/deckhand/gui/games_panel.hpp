// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"

#include <functional>
#include <string>
#include <vector>
#include <wx/panel.h>

class wxButton;
class wxDataViewListCtrl;
class wxStaticText;

namespace deckhand::gui {

/// The installed games and where their data comes from: each game's pack, card files and the
/// URLs followed for it. Install a pack from a file or follow one by URL, import card data
/// (CSV, Cockatrice, OCTGN, LackeyCCG) with a progress bar, update what is followed, fetch
/// card images. Below, the example packs of popular games shipped with Deckhand that are not
/// installed yet, each with an Add button. A change that replaces a game's data tells the window
/// (`onGamesChanged`), as every view of that game must read it again.
class GamesPanel : public wxPanel {
public:
    GamesPanel(wxWindow* parent, app::ProfileSession& session);

    /// Called before a change that may replace a game's data: the window saves what it holds
    /// of the game (its open deck) while the game is still whole.
    std::function<void()> onGamesChanging;
    /// Called after a change to the installed games or their cards, with the game's id ('' for
    /// any): the window re-reads what it shows of it.
    std::function<void(const std::string& gameId)> onGamesChanged;

    void refresh();

    // What a user does (buttons call these with the file or URL they chose; so do tests).
    // Each returns an empty string, or the message shown when it was refused.
    std::string installPack(const std::string& file);
    /// Imports card data into the selected game; `progress` (done, total) is told as it goes.
    std::string importCards(const std::string& gameId, const std::string& file,
                            const std::function<void(std::size_t, std::size_t)>& progress = {});
    std::string followPack(const std::string& url);
    /// Follows the card sources the game's pack names and downloads them now (a game with no
    /// cards: its "Fetch the cards" button).
    std::string fetchPackSources(const std::string& gameId);
    /// Asks for a card file and imports it into `gameId` (the Import button, for that game).
    void chooseAndImport(const std::string& gameId);
    /// Installs the example pack with this id (resources/examples/<id>).
    std::string addExample(const std::string& id);
    /// Updates everything followed: one line per URL.
    std::vector<std::string> updateAll();

    /// Lists the example packs, read the first time the tab comes into view (the window
    /// calls it then): reading the six packs at start cost the window's first show some 20 ms
    /// of its thread, most of it loading libcurl to check their URLs.
    void showExamples();

    [[nodiscard]] wxDataViewListCtrl* gameList() const { return m_games; }
    /// The example packs not installed, one row each (name, id, description), once shown.
    [[nodiscard]] wxDataViewListCtrl* exampleList() const { return m_examples; }
    [[nodiscard]] wxButton* addExampleButton() const { return m_addExample; }
    [[nodiscard]] std::string lastMessage() const { return m_message; }
    [[nodiscard]] std::string selectedGame() const;

private:
    void report(const std::string& message, const std::string& changedGame);
    void onInstall();
    void onImport();
    void onFollow();
    void onUpdate();
    void onAddExample();
    void fillExamples();

    app::ProfileSession& m_session;
    std::vector<std::string> m_ids;        ///< per row of m_games
    std::vector<app::ExamplePack> m_shown; ///< per row of m_examples
    std::string m_message;
    bool m_examplesShown = false; ///< showExamples() called: refresh() lists them too
    wxDataViewListCtrl* m_games = nullptr;
    wxButton* m_install = nullptr;
    wxButton* m_import = nullptr;
    wxButton* m_follow = nullptr;
    wxButton* m_update = nullptr;
    wxDataViewListCtrl* m_examples = nullptr;
    wxButton* m_addExample = nullptr;
    wxStaticText* m_status = nullptr;
};

} // namespace deckhand::gui
