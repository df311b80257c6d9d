// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/app/goldfish.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/gui/card_faces.hpp"

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/timer.h>

class wxButton;
class wxCheckBox;
class wxCheckListBox;
class wxChoice;
class wxComboBox;
class wxGauge;
class wxListBox;
class wxListCtrl;
class wxNotebook;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace deckhand::gui {

class ChanceChart;

/// Goldfish for the open deck, with the game's own setup, mulligan and turns (from its pack):
/// a sample game to step through turn by turn, and the odds of drawing what the deck needs by
/// each turn, exact where the maths allows and simulated beside it, charted by turn. The
/// simulation runs off the UI thread with a progress bar and Cancel.
class GoldfishPanel : public wxPanel {
public:
    explicit GoldfishPanel(wxWindow* parent);
    ~GoldfishPanel() override;
    GoldfishPanel(const GoldfishPanel&) = delete;
    GoldfishPanel& operator=(const GoldfishPanel&) = delete;

    /// The deck to test, read for `game` (which must outlive the panel or the next call);
    /// `name` stands for it in messages. nullptr: no deck. Stops a calculation under way; the
    /// needs stay when the game is the same (the deck was edited).
    void setDeck(const app::LoadedGame* game, const core::Deck& deck, const std::string& name);

    /// One row of the odds table: the chance the needs are met by `turn`.
    struct Row {
        int turn = 0;
        std::optional<double> exact;
        std::string exactWhy; ///< why there is no exact answer
        std::optional<core::SimulationResult> simulated;
    };

    // What a user does, as functions (the buttons call them; so do tests).
    /// Deals a new sample game (a new seed) and shows its setup and opening hand.
    void newSample();
    /// Shows the sample game's next turn (while the opening hand waits for a choice: keeps it).
    void nextTurn();
    /// The game's mulligan of the ticked cards of the opening hand (a whole-hand mulligan
    /// takes them all); a refusal (nothing ticked, no second mulligan) goes to a dialog.
    void mulligan();
    /// Keeps the opening hand and shows turn 1.
    void keep();
    /// Adds the need "at least `count` cards with FIELD = VALUE" (VALUE may hold a|b).
    void addNeed(int count, const std::string& field, const std::string& value);
    /// Starts working out the odds for turns 0 to the "by turn" setting.
    void calculate();
    /// Stops the calculation; the turns finished so far stay.
    void cancel();

    // What the panel shows, for tests.
    [[nodiscard]] bool busy() const { return m_worker.joinable() && !m_finished; }
    [[nodiscard]] const std::vector<Row>& rows() const { return m_rows; }
    [[nodiscard]] std::string sampleText() const;
    /// What the game pack says the sample game leaves out or reads its own way (P.O.W.E.R.:
    /// why no card leaves the Build Queue), shown above the game; "" when it says nothing.
    [[nodiscard]] std::string sampleNote() const;
    [[nodiscard]] std::string status() const;
    [[nodiscard]] std::vector<std::string> needs() const { return m_needs; }
    [[nodiscard]] std::vector<std::string> figureLines() const;
    [[nodiscard]] wxSpinCtrl* byTurnSpin() const { return m_byTurn; }
    [[nodiscard]] wxChoice* trialsChoice() const { return m_trials; }
    [[nodiscard]] wxChoice* playChoice() const { return m_play; }
    [[nodiscard]] wxCheckBox* mulliganBox() const { return m_mulligan; }
    [[nodiscard]] wxButton* calculateButton() const { return m_calculate; }
    [[nodiscard]] wxButton* cancelButton() const { return m_cancel; }
    [[nodiscard]] wxButton* nextTurnButton() const { return m_next; }
    [[nodiscard]] wxCheckListBox* handList() const { return m_hand; }
    [[nodiscard]] wxButton* mulliganButton() const { return m_takeMulligan; }
    [[nodiscard]] wxButton* keepButton() const { return m_keep; }
    [[nodiscard]] wxListBox* needList() const { return m_needList; }
    /// The table of the odds by turn.
    [[nodiscard]] wxListCtrl* oddsTable() const { return m_table; }
    [[nodiscard]] wxButton* removeNeedButton() const { return m_remove; }
    [[nodiscard]] const std::optional<core::SampleGame>& sample() const { return m_sample; }
    /// The opening hand waits for Mulligan or Keep.
    [[nodiscard]] bool choosingOpening() const { return m_choosing; }
    [[nodiscard]] const ChanceChart* chart() const { return m_chart; }
    /// The sample game's hand and zones at the turn shown, as card faces.
    [[nodiscard]] FaceGrid* tableFaces() const { return m_faces; }

private:
    /// Side by side when the sample game and the odds both fit `width` at their best size,
    /// else the odds below.
    void reflow(int width);
    /// The needs under the need row, or beside the table and the chart.
    void placeNeeds(bool besideResults);
    /// The status on a line of its own under Calculate, or on Calculate's row beside the
    /// progress bar (stacked, where each line of height is a row of the table).
    void placeStatus(bool onRunRow);
    /// The pack's note under the sample game's controls, or between them (stacked, where the
    /// row has room to spare and each line of height is a row of the odds table); true when it
    /// moved.
    bool placeNote(bool inControlsRow);
    /// Wraps the note to the room it has where it is placed.
    void wrapNote();
    /// Mulligan and Keep under the opening hand's list, or beside it (stacked, where each line
    /// of height is a row of the odds table).
    void placeOpening(bool besideList);
    /// The opening hand's column's width where its buttons are placed.
    [[nodiscard]] int openingWidth() const;
    /// Wraps the opening hand's label to its column's width where the buttons are placed.
    void wrapOpening();
    /// Whether the note goes between the controls in a panel `width` wide.
    [[nodiscard]] bool noteBesideControls(int width) const;
    /// The sample game's controls row without the note, borders included.
    [[nodiscard]] int sampleControlsWidth() const;
    struct Job;

    void buildUi();
    // Each returns its part of the panel, laid out; its controls are made in tab order.
    wxSizer* buildSampleGame();
    wxSizer* buildSampleControls(wxWindow* box);
    wxSizer* buildOpeningHand(wxWindow* box);
    wxSizer* buildFigures();
    wxSizer* buildOdds();
    wxSizer* buildNeedRow(wxWindow* box);
    wxSizer* buildNeedList(wxWindow* box);
    wxSizer* buildRunRow(wxWindow* box);
    wxSizer* buildResults(wxWindow* box);
    void bindControls();
    void fillFields();
    void fillValues();
    void onAddNeed();
    void onRemoveNeed();
    /// The needs were added to or taken from: old odds cleared, the count said.
    void needsChanged();
    /// Stops a calculation and clears its odds, figures and chart (the needs stay).
    void clearOdds();
    /// The exact odds of the needs for turns 0 to By turn, without a simulation (cheap); none
    /// shown when the maths has no exact answer for them. `lead` begins the status line
    /// ("The deck changed:"); empty: the count of needs.
    void previewExact(bool deckChanged = false);
    /// Shows the game's own figures when there are some.
    void showFigures();
    [[nodiscard]] app::GoldfishOptions options() const;
    void showSample();
    /// Shows the game pack's note on its sample game, or hides it.
    void showNote();
    void showOpening();
    void showTable();
    void stopWorker();
    void onRow(const Row& row);
    void onFinished(bool cancelled, std::vector<app::GoldfishFigureResult> figures,
                    std::string error);
    void onTimer(wxTimerEvent& event);
    void updateButtons();

    const app::LoadedGame* m_game = nullptr;
    core::Deck m_deck;
    std::string m_name;
    std::vector<std::string> m_needs;    ///< "K FIELD=VALUE", as app::parseRequirement reads them
    std::vector<std::string> m_fieldIds; ///< per entry of m_field

    std::uint64_t m_seed = 1;
    std::optional<core::SampleGame> m_sample;
    int m_shownTurn = 0;
    bool m_choosing = false;

    std::vector<Row> m_rows;
    std::vector<app::GoldfishFigureResult> m_figures;
    std::string m_status;
    std::shared_ptr<Job> m_job;
    std::thread m_worker;
    bool m_finished = true;
    wxTimer m_timer;

    wxChoice* m_play = nullptr;
    wxCheckBox* m_mulligan = nullptr;
    wxButton* m_newGame = nullptr;
    wxButton* m_next = nullptr;
    wxNotebook* m_sampleBook = nullptr; ///< the table as faces, and the log
    wxTextCtrl* m_sampleText = nullptr;
    FaceGrid* m_faces = nullptr;
    wxStaticText* m_handLabel = nullptr;
    std::string m_handText;                 ///< the opening hand's label, before wrapping
    wxSizer* m_openingCol = nullptr;        ///< the label, the list's row, the buttons under it
    wxSizer* m_handRow = nullptr;           ///< the opening hand's list, the buttons beside it
    wxBoxSizer* m_openingButtons = nullptr; ///< Mulligan and Keep
    wxStaticText* m_note = nullptr; ///< the pack's note on its sample game, wrapped to the box
    wxSizer* m_sampleBox = nullptr; ///< the sample game's box: the controls, the note, the game
    wxSizer* m_sampleControls = nullptr; ///< first or second, mulligan, New game, Next turn
    std::string m_noteText;
    wxCheckListBox* m_hand = nullptr;
    wxButton* m_takeMulligan = nullptr;
    wxButton* m_keep = nullptr;
    wxSpinCtrl* m_count = nullptr;
    wxChoice* m_field = nullptr;
    wxComboBox* m_value = nullptr;
    wxButton* m_add = nullptr;
    wxListBox* m_needList = nullptr;
    wxButton* m_remove = nullptr;
    wxSpinCtrl* m_byTurn = nullptr;
    wxChoice* m_trials = nullptr;
    wxButton* m_calculate = nullptr;
    wxButton* m_cancel = nullptr;
    wxGauge* m_gauge = nullptr;
    wxStaticText* m_statusText = nullptr;
    wxListCtrl* m_table = nullptr;
    ChanceChart* m_chart = nullptr;
    wxBoxSizer* m_columns = nullptr;   ///< the sample game and the odds: side by side, or stacked
    wxSizer* m_sampleColumn = nullptr; ///< the sample game
    wxSizer* m_figuresBox = nullptr;   ///< the game's own figures, shown when there are some
    wxSizer* m_oddsColumn = nullptr;   ///< the odds, the game's own figures under them
    wxSizer* m_oddsBox = nullptr;      ///< the needs, Calculate, the status and the results
    wxSizer* m_needListRow = nullptr;  ///< the needs and Remove: under the need row, or beside
                                       ///< the results when the columns are stacked
    wxSizer* m_resultsRow = nullptr;   ///< the table and the chart
    wxSizer* m_runRow = nullptr;       ///< By turn, the games, Calculate, Cancel, the progress
    wxListBox* m_figureList = nullptr;
};

/// The chance by turn as bars: the exact answer where there is one, else the simulated one
/// with its 95% interval as a whisker.
class ChanceChart : public wxPanel {
public:
    explicit ChanceChart(wxWindow* parent);
    void setRows(const std::vector<GoldfishPanel::Row>& rows);
    [[nodiscard]] std::size_t bars() const { return m_rows.size(); }

private:
    void onPaint(wxPaintEvent& event);
    std::vector<GoldfishPanel::Row> m_rows;
};

} // namespace deckhand::gui
