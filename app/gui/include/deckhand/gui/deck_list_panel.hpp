#pragma once

#include "deckhand/app/deck_edit.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/validation.hpp"

#include <functional>
#include <string>
#include <vector>
#include <wx/dataview.h>
#include <wx/dnd.h>
#include <wx/panel.h>

namespace deckhand::gui {

/// The cards of the open deck, one row per deck line: section, quantity, name, set, number
/// and the game's first two fields. Rows a selected problem is about are highlighted.
class DeckListPanel : public wxPanel {
public:
    /// Fixed columns before the game's own fields.
    enum Column : unsigned {
        ColSection = 0,
        ColQuantity,
        ColName,
        ColSet,
        ColNumber,
        ColFirstField
    };
    /// How many of the game's declared fields get a column.
    static constexpr std::size_t GameFieldColumns = 2;

    explicit DeckListPanel(wxWindow* parent);

    /// Shows `deck` as read for `game` (lines that did not resolve are shown in red); `deck`
    /// must stay as it is until the next showDeck or clear.
    void showDeck(const core::Deck& deck, const app::LoadedGame& game);
    /// Shows no deck, with the columns of `game` (no deck open, or a list that could not be read).
    void showGame(const app::LoadedGame& game);
    /// Empties the list.
    void clear();
    /// Highlights the lines `violation` is about; nullptr removes every highlight.
    void highlight(const core::Violation* violation);

    /// The list control itself, for tests and for the deck editor to come.
    [[nodiscard]] wxDataViewListCtrl* list() const { return m_list; }
    [[nodiscard]] unsigned rowCount() const;
    /// Whether a row is highlighted (what the user sees as the amber background).
    [[nodiscard]] bool isHighlighted(unsigned row) const;

    /// What takes text dropped on the list (a card dragged from the browser). Tests call its
    /// OnDropText() as a real drop does, since a drag cannot be simulated under Xvfb.
    [[nodiscard]] wxTextDropTarget* dropTarget() const;
    /// The row at a point of the list's window (as a drop gives it), or -1 where there is none.
    [[nodiscard]] int rowAt(wxPoint point) const;
    /// Told when text is dropped on the list, with the row it fell on (-1: none); returns
    /// whether the drop was taken.
    std::function<bool(const std::string& text, int row)> onDropText;

private:
    class Store;
    class DropTarget;

    void setColumns(const app::LoadedGame& game);
    void fitColumns();

    wxDataViewListCtrl* m_list = nullptr;
    Store* m_store = nullptr;           ///< owned by m_list (reference counted)
    DropTarget* m_dropTarget = nullptr; ///< owned by m_list
    const app::LoadedGame* m_game = nullptr;
    std::string m_columnsFor; ///< id of the game whose fields the columns show
    /// The deck shown (the deck session's: showDeck is called again after each of its changes)
    /// and its lines, a row each.
    const core::Deck* m_deck = nullptr;
    std::vector<app::LineRef> m_lines;
};

} // namespace deckhand::gui
