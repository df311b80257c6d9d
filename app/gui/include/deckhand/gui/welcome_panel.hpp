// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <utility>
#include <vector>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/scrolwin.h>
#include <wx/stattext.h>

namespace deckhand::gui {

/// The first thing a new player sees in the deck pane: what Deckhand does, and the first
/// steps — pick your game, open one of its example decks or start a deck, import the
/// collection a spreadsheet or another app keeps. Shown until a deck is opened or started
/// (and again from Help > Welcome page); it scrolls rather than squeezes in a small pane.
class WelcomePanel : public wxScrolledWindow {
public:
    explicit WelcomePanel(wxWindow* parent);

    /// The installed games (id, name) for the game choice, with `current` selected.
    void showGames(const std::vector<std::pair<std::string, std::string>>& games,
                   const std::string& current);
    /// The example decks of the current game: a button each, labelled with the deck's name.
    void showExamples(const std::vector<std::filesystem::path>& decks);

    std::function<void(const std::string& gameId)> onGameChosen;
    std::function<void(const std::filesystem::path& deck)> onExample;
    std::function<void()> onStartDeck;
    std::function<void()> onImportCollection;
    std::function<void()> onGuide;
    std::function<void()> onShortcuts;
    std::function<void()> onHide;

    // What the page shows, for tests.
    [[nodiscard]] wxChoice* gameChoice() const { return m_games; }
    [[nodiscard]] const std::vector<wxButton*>& exampleButtons() const { return m_exampleButtons; }
    [[nodiscard]] wxButton* startButton() const { return m_start; }
    [[nodiscard]] wxButton* importButton() const { return m_import; }
    [[nodiscard]] wxButton* hideButton() const { return m_hide; }
    /// Shown over an open deck (Help > Welcome page): the way out says it goes back to it.
    void setOverDeck(bool overDeck);
    [[nodiscard]] std::string introText() const;

private:
    void wrapText();

    wxStaticText* m_intro = nullptr;
    wxChoice* m_games = nullptr;
    std::vector<std::string> m_gameIds;
    wxSizer* m_examples = nullptr;
    wxStaticText* m_noExamples = nullptr;
    std::vector<wxButton*> m_exampleButtons;
    std::vector<std::filesystem::path> m_exampleFiles;
    wxButton* m_start = nullptr;
    wxButton* m_import = nullptr;
    wxButton* m_hide = nullptr;
    int m_wrappedAt = -1;
};

/// The example decks shipped for a game: <resources>/decks/<game id>/*.txt, by file name.
[[nodiscard]] std::vector<std::filesystem::path> exampleDecks(const std::string& gameId);
/// A deck file's name as its first comment line gives it ("// Kaito Blaze (example)"), else
/// the file's stem.
[[nodiscard]] std::string exampleName(const std::filesystem::path& deck);

} // namespace deckhand::gui
