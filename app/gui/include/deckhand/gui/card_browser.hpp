// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/app/game_sets.hpp"
#include "deckhand/app/profile_session.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dataview.h>
#include <wx/dnd.h>
#include <wx/panel.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>

namespace deckhand::gui {

/// The card browser: a search box (full-text, as you type), a filter of the game's sets (by the
/// names the user sees) and one per field the game declares with a fixed list of values, "owned
/// only", and the printings found in a virtual list with the game's own columns and the copies
/// owned. Double-click, Enter or + adds a card to the deck; - takes one out.
class CardBrowser : public wxPanel {
public:
    /// At most this many printings are listed; the count line says when there are more.
    static constexpr int RowLimit = 2000;
    /// How many of a game's first cards are listed while the whole game is read
    /// (showFirstCards): a few screens of them, read and listed in milliseconds.
    static constexpr int FirstCardsLimit = 200;
    /// Columns before the game's fields.
    enum Column : unsigned { ColName = 0, ColOwned, ColSet, ColNumber, ColRarity, ColFirstField };
    /// How many of the game's fields get a column (long text fields excluded).
    static constexpr std::size_t MaxFieldColumns = 5;

    /// `session` must outlive the browser.
    CardBrowser(wxWindow* parent, app::ProfileSession& session);

    /// Shows the cards of `game` (nullptr: none): new columns and filters, search again.
    void setGame(const app::LoadedGame* game);
    /// Shows no cards and says why in the count line (the game's cards are being read): what is
    /// typed meanwhile is searched when setGame() gives the game.
    void showMessage(const std::string& message);
    /// Lists the first cards of a game whose cards are still being read
    /// (app::ProfileSession::readFirstCards), kept by the browser, with `message` in the count
    /// line: the list as it will be with nothing searched. Until setGame() gives the whole game
    /// the cards can be looked at, not added, searched or sorted: what is typed or chosen
    /// meanwhile is searched then, and the row selected stays selected.
    void showFirstCards(std::unique_ptr<app::LoadedGame> first, const std::string& message);
    /// The rows are showFirstCards()'s (the whole game is still being read).
    [[nodiscard]] bool showingFirstCards() const { return m_first && m_game == m_first.get(); }
    /// The game whose cards are listed: setGame()'s, or the first cards' (showFirstCards) while
    /// the whole game is read; nullptr for none. The printings of onSelected are its.
    [[nodiscard]] const app::LoadedGame* shownGame() const { return m_game; }
    /// Runs the search again with what is typed and chosen now.
    void refresh();
    /// Reads the owned counts again (after the collection changed) and searches again.
    void refreshOwned();
    /// Sorts the rows by a column (a second call on the same column reverses it).
    void sortBy(unsigned column, bool ascending);

    [[nodiscard]] unsigned rowCount() const { return static_cast<unsigned>(m_rows.size()); }
    /// The printing on a row, or nullptr.
    [[nodiscard]] const core::Printing* printingAt(unsigned row) const;
    /// The card an item of the list shows (nullptr for none).
    [[nodiscard]] const core::Printing* printingOf(const wxDataViewItem& item) const;
    /// The text a cell shows.
    [[nodiscard]] std::string cellText(unsigned row, unsigned column) const;
    /// The row showing `printing`, or -1.
    [[nodiscard]] int rowOf(const core::Printing& printing) const;
    /// The selected printing, or nullptr.
    [[nodiscard]] const core::Printing* selected() const;
    /// Selects a row, makes it the keyboard's current row and scrolls to it.
    void selectRow(unsigned row);

    /// Field id each filter choice filters on (the choice's first entry is "any").
    struct Filter {
        std::string field;
        wxChoice* choice = nullptr;
        /// The value each entry after "any" filters by (a set's code where the entry shows its
        /// name).
        std::vector<std::string> values;
    };
    [[nodiscard]] const std::vector<Filter>& filters() const { return m_filters; }
    /// Picks `value` ("" for any; a set by its code or as the filter shows it) in the filter on
    /// `field` and searches again; false if no such filter or value.
    bool setFilter(const std::string& field, const std::string& value);

    [[nodiscard]] wxSearchCtrl* searchBox() const { return m_search; }
    /// The rows are the names closest to what was typed (nothing matched it as typed).
    [[nodiscard]] bool showingClosest() const { return m_closest; }
    [[nodiscard]] wxCheckBox* ownedOnly() const { return m_ownedOnly; }
    [[nodiscard]] wxCheckBox* inRulesText() const { return m_inText; }
    [[nodiscard]] wxDataViewCtrl* list() const { return m_list; }
    [[nodiscard]] wxStaticText* countLine() const { return m_count; }
    /// What the count line says, as one line (the label is wrapped to the pane).
    [[nodiscard]] std::string countText() const { return std::string(m_countText.utf8_str()); }

    /// Told when the user asks for a card to go into the deck (double-click, Enter).
    std::function<void(const core::Printing&)> onActivated;
    /// Told when the user asks for a copy of a card to come out of the deck (- on the list).
    std::function<void(const core::Printing&)> onTakeOut;
    /// Told when text is dropped on the card list (a deck line dragged out of the deck);
    /// returns whether the drop was taken.
    std::function<bool(const std::string& text)> onDropText;
    /// What takes text dropped on the card list. Tests call its OnDropText() as a real drop
    /// does, since a drag cannot be simulated under Xvfb.
    [[nodiscard]] wxTextDropTarget* dropTarget() const { return m_dropTarget; }

    /// Told when the selected card changes (nullptr: none), a printing of shownGame(). Told
    /// again when the first cards give way (setGame, showMessage, other first cards): the card
    /// selected again among the new rows, or nullptr, so no one keeps a printing of theirs.
    std::function<void(const core::Printing*)> onSelected;
    /// A game with no cards (an example pack, a new game) says so where the list would be, and
    /// offers the ways to get them: import a card file, fetch the cards from where the pack says
    /// they are published (only when it names a source), or make them in the card editor.
    std::function<void()> onImportCards;
    std::function<void()> onFetchCards;
    std::function<void()> onEditCards;
    /// The no-cards notice and its buttons (shown only while the game has no cards).
    [[nodiscard]] wxPanel* noCards() const { return m_noCards; }
    [[nodiscard]] wxButton* fetchButton() const { return m_fetch; }

private:
    class Model;
    struct Row {
        const core::Printing* printing = nullptr;
        int owned = 0;
    };

    void buildFilters();
    /// The notice shown instead of the list when the game has no cards.
    wxPanel* buildNoCards();
    /// Shows the notice or the list, as the game has cards or not.
    void showNoCards();
    /// A column of the list as a game has it.
    struct ColumnSpec {
        std::string title;
        int value = 0; ///< Printing::values index; -1: owned
        int width = 0; ///< before FromDIP
        wxAlignment align = wxALIGN_LEFT;
        bool hidden = false;
        bool operator==(const ColumnSpec&) const = default;
    };
    /// The columns the shown game's cards fill.
    [[nodiscard]] std::vector<ColumnSpec> wantedColumns() const;
    /// Makes the shown game's columns, or keeps those there when they are the same.
    void setColumns();
    /// The line under the filters: how many cards, or why none (wrapped to the pane).
    void setCount(const wxString& text);
    void wrapCount();
    /// The copies of printing `p` the collection holds.
    [[nodiscard]] int ownedOf(const core::Printing& p) const;
    void readOwned();
    void search();
    /// Fills the rows with showFirstCards()'s cards, or says they wait for the whole game.
    void listFirstCards();
    /// While showingFirstCards(): says in the count line that `what` waits for the whole game,
    /// and returns true.
    bool waitingForCards(const std::string& what);
    /// Fills the rows with the printings of the names closest to `q`'s text.
    void closestNames(const core::SearchQuery& q, bool ownedOnly);

    app::ProfileSession& m_session;
    const app::LoadedGame* m_game = nullptr;
    std::string m_gameId; ///< the last game shown: the search is cleared for another
    std::unique_ptr<app::LoadedGame> m_first; ///< showFirstCards()'s part of a game
    std::string m_firstMessage;
    wxSearchCtrl* m_search = nullptr;
    wxCheckBox* m_ownedOnly = nullptr;
    wxCheckBox* m_inText = nullptr;
    wxPanel* m_filterPanel = nullptr;
    wxStaticText* m_count = nullptr;
    wxString m_countText; ///< m_count's text before wrapping
    wxDataViewCtrl* m_list = nullptr;
    wxPanel* m_noCards = nullptr;
    wxStaticText* m_noCardsText = nullptr;
    wxString m_noCardsLabel; ///< m_noCardsText's text before wrapping
    wxButton* m_fetch = nullptr;
    Model* m_model = nullptr;                 ///< owned by m_list (reference counted)
    wxTextDropTarget* m_dropTarget = nullptr; ///< owned by m_list
    std::vector<Filter> m_filters;
    std::vector<int> m_columnValues;   ///< Printing::values index per column; -1: owned
    std::vector<ColumnSpec> m_columns; ///< the columns made last
    std::vector<Row> m_rows;
    bool m_closest = false;           ///< m_rows are the closest names, not matches
    std::vector<std::string> m_names; ///< the game's card names, read on the first typo
    /// Copies owned of each printing, by set and number (ASCII lower case).
    std::unordered_map<std::string, int> m_owned;
    /// The game's sets as the user sees them (app::gameSets): the Set filter's names, and the
    /// order the Set column sorts by (release date).
    std::vector<app::GameSet> m_sets;
    int m_sortColumn = -1;
    bool m_sortAscending = true;
};

} // namespace deckhand::gui
