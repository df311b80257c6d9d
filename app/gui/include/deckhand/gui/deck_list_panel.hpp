// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/deck_edit.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/validation.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>
#include <wx/dataview.h>
#include <wx/dnd.h>
#include <wx/panel.h>

namespace deckhand::gui {

/// The cards of the open deck, one row per deck line: section, quantity, name, set, number
/// and the game's first two fields. Grouped (the default), each section and within it each
/// kind of card (the game's kind field: Fighter, Stage, Attack ...) gets a heading row with
/// its count, and the Section column goes; as a list, the lines follow each other section by
/// section. Within a group, lines are sorted by name, by set and number, by a field, or kept
/// in the order they were added. Rows a selected problem is about are highlighted.
class DeckListPanel : public wxPanel {
public:
    /// How the deck is shown.
    struct View {
        bool grouped = true;
        /// "name", "set" (set and number), "added", or a field id of the game.
        std::string sortBy = "name";
        /// Shown as card stacks (DeckStacks) instead of the list: grouped, by section and kind.
        bool stacks = false;
        bool operator==(const View&) const = default;
    };

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

    /// Shows the deck grouped or as a list, sorted as `view` says.
    void setView(View view);
    [[nodiscard]] const View& view() const { return m_view; }

    /// The deck line a row shows, as an index into app::deckLines(deck); none for a heading.
    [[nodiscard]] std::optional<std::size_t> lineAt(unsigned row) const;
    /// The card a row shows (what HoverPreview::watch asks); nullptr for a heading, a card not
    /// in the data, or no deck.
    [[nodiscard]] const core::Printing* printingOf(const wxDataViewItem& item) const;
    /// The row showing deck line `line` (an index into app::deckLines), or -1.
    [[nodiscard]] int rowOfLine(std::size_t line) const;
    /// The deck section (index into the deck's sections) a row belongs to, headings included;
    /// -1 for no row.
    [[nodiscard]] int sectionAt(int row) const;
    /// Whether a row is a heading (a section, or a kind of card within it).
    [[nodiscard]] bool isHeading(unsigned row) const;

    /// The deck as the list groups it: a section, then its cards by kind (the game's kind field,
    /// in the order the game declares its values, then others, then cards not found), each
    /// group's lines sorted as the view says. The card stacks show the same groups.
    struct KindGroup {
        std::string label; ///< "Attack", "No Type", "Not in the card data"; the section's name
                           ///< when the deck is not grouped by kind
        int count = 0;     ///< copies
        std::vector<std::size_t> lines; ///< indexes into app::deckLines(deck)
    };
    struct SectionGroup {
        std::size_t section = 0; ///< index into the deck's sections
        std::string id, name;
        int count = 0; ///< copies
        std::vector<KindGroup> kinds;
    };
    /// The groups of the deck shown; by kind when `byKind` and the game has a kind field.
    [[nodiscard]] std::vector<SectionGroup> groups(bool byKind) const;

    /// The list control itself, for tests and for the deck editor to come.
    [[nodiscard]] wxDataViewListCtrl* list() const { return m_list; }
    /// Rows shown, headings included.
    [[nodiscard]] unsigned rowCount() const;
    /// Deck lines shown.
    [[nodiscard]] std::size_t lineCount() const;
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
    /// Fills the rows from m_deck as m_view says.
    void fillRows();
    /// Puts a section's lines (indexes into m_lines) in the order m_view says.
    void sortLines(std::vector<std::size_t>& lines) const;

    wxDataViewListCtrl* m_list = nullptr;
    Store* m_store = nullptr;           ///< owned by m_list (reference counted)
    DropTarget* m_dropTarget = nullptr; ///< owned by m_list
    const app::LoadedGame* m_game = nullptr;
    std::string m_columnsFor; ///< id of the game whose fields the columns show
    /// The deck shown (the deck session's: showDeck is called again after each of its changes)
    /// and its lines, a row each.
    const core::Deck* m_deck = nullptr;
    std::vector<app::LineRef> m_lines;
    View m_view;
    /// What each row shows: a line (index into m_lines) or a heading (-1), and its section.
    struct RowOf {
        int line = -1;
        int section = -1;
    };
    std::vector<RowOf> m_rows;
};

} // namespace deckhand::gui
