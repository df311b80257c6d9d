// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/event_check.hpp"

#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>
#include <wx/dialog.h>
#include <wx/timer.h>

class wxButton;
class wxChoice;
class wxGauge;
class wxListCtrl;
class wxListEvent;
class wxSizer;
class wxStaticText;
class wxTextCtrl;

namespace deckhand::gui {

class DateField;

/// File > Check an event's lists: every list an event's players handed in (a form's CSV or a
/// folder of list files, with a roster if need be) judged as `deckhand-cli event check` judges
/// them (app::EventCheck, on a thread of its own, with a gauge and Cancel); the summary as a
/// table sorted by a click on a header; a player's list opened in the deck editor; the sheets
/// and the summary saved as the command writes them.
class EventCheckDialog : public wxDialog {
public:
    /// Opens a player's list in the deck editor, not saved yet: "" or why it could not.
    using OpenList = std::function<std::string(const core::DeckList& list)>;

    /// The table's columns, in order.
    enum Column {
        ColPlayer,
        ColId,
        ColVerdict,
        ColMain,
        ColSide,
        ColProblems,
        ColLate,
        ColSameAs,
        ColSuperseded,
        ColCount
    };

    /// Judged as `game`, in `formatId` on `date` unless changed here (the open deck's).
    EventCheckDialog(wxWindow* parent, const app::LoadedGame& game, const std::string& formatId,
                     const core::Date& date, OpenList open);
    ~EventCheckDialog() override;
    EventCheckDialog(const EventCheckDialog&) = delete;
    EventCheckDialog& operator=(const EventCheckDialog&) = delete;

    /// The lists: a form's CSV (a file) or a folder of lists.
    void setSource(const std::string& path);
    void setRoster(const std::string& path);
    void setDeadline(const std::string& text);
    void setEventName(const std::string& name);
    /// Form dates, as picked: how the form writes 03/04/2026.
    void setDateOrder(app::DateOrder order);
    /// Starts the check as Check does: false, and the status says why, when it cannot start.
    bool start();
    /// Stops a check running, as Cancel does.
    void cancel();
    [[nodiscard]] bool running() const;
    /// The line under the buttons: what is being done, what was found, what went wrong.
    [[nodiscard]] std::string status() const;
    /// The table's rows as shown, each its cells in column order.
    [[nodiscard]] std::vector<std::vector<std::string>> shownRows() const;
    /// Sorts by `column` as a click on its header does (a second click reverses it).
    void sortBy(int column);
    /// Opens the list of the row shown at `index` in the deck editor: "" or why not.
    std::string openRow(long index);
    /// Writes the sheets of every readable list that counts, by surname: "" or why not.
    std::string saveSheets(const std::string& path);
    /// Writes summary.csv: "" or why not.
    std::string saveSummary(const std::string& path);
    [[nodiscard]] wxListCtrl* table() const { return m_table; }

private:
    struct Job;
    void buildUi(const std::string& formatId, const core::Date& date);
    wxSizer* buildInputs(const std::string& formatId, const core::Date& date);
    wxSizer* buildResultButtons();
    void finished(Result<app::EventSummary> result, bool cancelled);
    void fillTable();
    void showProgress();
    void showSelected();
    void setStatus(const std::string& text);
    void updateButtons();
    void chooseForm();
    void chooseFolder();
    void chooseRoster();
    void askOpen();
    void askSaveSheets();
    void askSaveSummary();
    /// What row `row` of the summary shows in `column`.
    [[nodiscard]] std::string cellText(std::size_t row, int column) const;
    [[nodiscard]] long selected() const;

    const app::LoadedGame& m_game;
    OpenList m_open;
    wxTextCtrl* m_source = nullptr;
    wxTextCtrl* m_roster = nullptr;
    wxChoice* m_format = nullptr;
    DateField* m_date = nullptr;
    wxTextCtrl* m_deadline = nullptr;
    wxChoice* m_dateOrder = nullptr;
    wxTextCtrl* m_event = nullptr;
    wxButton* m_check = nullptr;
    wxButton* m_cancel = nullptr;
    wxGauge* m_gauge = nullptr;
    wxStaticText* m_status = nullptr;
    wxListCtrl* m_table = nullptr;
    wxButton* m_openButton = nullptr;
    wxButton* m_sheetsButton = nullptr;
    wxButton* m_summaryButton = nullptr;
    std::string m_statusText;
    wxTimer m_timer;

    std::shared_ptr<Job> m_job; ///< the check running, shared with its thread
    std::thread m_worker;
    std::unique_ptr<app::EventCheck> m_checker; ///< the last check's, for its sheets and lists
    app::EventInput m_input;
    app::EventSummary m_summary;
    std::vector<std::size_t> m_order; ///< rows of m_summary as the table shows them
    int m_sortColumn = -1;
    bool m_ascending = true;
};

class MainFrame;

/// File > Check an event's lists (main_frame_dialogs.cpp): the dialog on the window's game,
/// format and event date; a list it opens becomes the window's deck, not saved yet.
void checkEventLists(MainFrame& frame);

} // namespace deckhand::gui
