#pragma once

#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/date.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <wx/choice.h>
#include <wx/datectrl.h>
#include <wx/dateevt.h>
#include <wx/frame.h>
#include <wx/splitter.h>

namespace deckhand::gui {

class DeckListPanel;
class ReportPanel;

/// The "Deckhand" window: pick a game, a format and an event date, open a deck list, see its
/// cards on the left and the verdict on the right. Every change re-checks the open deck.
class MainFrame : public wxFrame {
public:
    /// `library` must outlive the frame (the App owns it).
    explicit MainFrame(const app::GameLibrary& library);

    /// Reads the deck list at `path` (plain text, or .cod, .o8d, .dek, .csv by extension) and
    /// checks it; unreadable files and lists that do not parse show their errors in the report pane. Throws only for failures of the system.
    void openDeck(const std::string& path);
    /// Re-checks the open deck from the bytes read at openDeck() with the current choices.
    void recheck();
    /// Selects an installed game by id and re-checks; false (and nothing changes) if unknown.
    bool selectGame(std::string_view id);
    /// Selects a format of the current game by id and re-checks; false if unknown.
    bool selectFormat(std::string_view id);
    /// Sets the event date the Limited list is chosen by, and re-checks.
    void setEventDate(const core::Date& date);

    [[nodiscard]] const app::LoadedGame* currentGame() const;
    [[nodiscard]] std::string currentFormatId() const;
    [[nodiscard]] core::Date eventDate() const;
    /// The last check of the open deck, if one was made.
    [[nodiscard]] const std::optional<app::DeckCheck>& lastCheck() const { return m_check; }
    [[nodiscard]] const std::string& deckPath() const { return m_deckPath; }

    [[nodiscard]] wxChoice* gameChoice() const { return m_gameChoice; }
    [[nodiscard]] wxChoice* formatChoice() const { return m_formatChoice; }
    [[nodiscard]] wxDatePickerCtrl* datePicker() const { return m_datePicker; }
    [[nodiscard]] DeckListPanel* deckList() const { return m_deckList; }
    [[nodiscard]] ReportPanel* report() const { return m_report; }

private:
    void buildMenus();
    void buildControls();
    void fillFormats();
    void showNoDeck();

    void onOpen(wxCommandEvent& event);
    void onGameChosen(wxCommandEvent& event);
    void onFormatChosen(wxCommandEvent& event);
    void onDateChanged(wxDateEvent& event);
    void onProblemSelected(wxCommandEvent& event);
    void onAbout(wxCommandEvent& event);

    const app::GameLibrary& m_library;
    wxChoice* m_gameChoice = nullptr;
    wxChoice* m_formatChoice = nullptr;
    wxDatePickerCtrl* m_datePicker = nullptr;
    wxSplitterWindow* m_splitter = nullptr;
    DeckListPanel* m_deckList = nullptr;
    ReportPanel* m_report = nullptr;

    std::string m_deckPath;
    std::optional<std::string> m_deckText; ///< the list as read; re-checked on every change
    std::vector<ParseError> m_readErrors;  ///< why m_deckText is missing
    std::optional<app::DeckCheck> m_check;
};

} // namespace deckhand::gui
