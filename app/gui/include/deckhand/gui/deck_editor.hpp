#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/gui/deck_edit.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/cmdproc.h>
#include <wx/collpane.h>
#include <wx/panel.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace deckhand::gui {

class DeckListPanel;

/// The deck being built: its name, the section new cards go to, its lines with quantities,
/// and buttons for + / - / remove; under the list, folded away, its notes and tags. Every change
/// to the cards is a command that can be undone; notes and tags are typed (not commands).
class DeckEditor : public wxPanel {
public:
    explicit DeckEditor(wxWindow* parent);

    /// Starts over for `game` (nullptr: none): no deck, no history.
    void setGame(const app::LoadedGame* game);
    /// Puts `deck` in the editor as it is (opened or reopened), with its notes and no tags,
    /// forgetting the undo history.
    void load(core::Deck deck);
    /// Leaves the editor without a deck.
    void clear();

    [[nodiscard]] bool hasDeck() const { return m_hasDeck; }
    [[nodiscard]] const core::Deck& deck() const { return m_deck; }
    [[nodiscard]] std::string deckName() const;
    /// Sets the name box (not an undoable edit: the name is what the deck is saved under).
    void setDeckName(const std::string& name);
    /// The deck's tags as the tags box has them (see parseTags).
    [[nodiscard]] std::vector<std::string> tags() const;
    /// Fills the tags box (not an edit: what the deck was saved with).
    void setTags(const std::vector<std::string>& tags);
    /// Puts the cards and notes of a saved version in the editor as one edit that can be
    /// undone (`label` names it in the Edit menu); the name and tags stay.
    void restore(const core::Deck& version, const std::string& label);
    /// The section new cards go to.
    [[nodiscard]] std::string targetSection() const;
    /// Picks the section new cards go to, by id; false if the game has none such.
    bool setTargetSection(const std::string& id);

    /// Adds copies of `printing` to the target section (starting a deck if there is none).
    void add(const core::Printing& printing, int copies = 1);
    /// Takes one copy of `printing` out of the target section; false if it has none.
    bool takeOut(const core::Printing& printing);
    /// Changes the quantity of the selected line; false if no line is selected.
    bool changeSelected(int delta);
    /// Removes the selected line; false if no line is selected.
    bool removeSelected();
    /// A printing the selected line could show instead, as the printing menu offers it.
    struct PrintingChoice {
        const core::Printing* printing = nullptr;
        std::string label;    ///< "PLS2 001 · Rare · 2 owned"
        bool current = false; ///< the line's printing now
    };
    /// Every printing of the selected line's card (the line's own marked current); empty with
    /// no line selected or an unresolved one.
    [[nodiscard]] std::vector<PrintingChoice> printingChoices() const;
    /// Puts `printing` on the selected line instead (one edit; merges with a line of it in the
    /// same section); false if no line is selected or it already shows `printing`.
    bool changePrinting(const core::Printing& printing);
    /// Pops up the printing menu for the selected line (right-click, the Printing button).
    void showPrintingMenu();
    /// Adds one copy of the card a drag carries ("SET|NUMBER", see cardDragText) to the
    /// section of deck row `row`, or to the target section when the row is -1; false if the
    /// text names no card of the game.
    bool dropCard(const std::string& text, int row);
    /// Removes the deck line a drag out of the deck list carries ("deckhand-line|ROW", see
    /// lineDragText) as one edit; false for any other text.
    bool dropLine(const std::string& text);

    /// Selects the line showing `printing` in `section` (empty: any section); false if none.
    bool selectLine(const core::Printing& printing, const std::string& section = {});
    /// The selected line, if any.
    [[nodiscard]] std::optional<LineRef> selectedLine() const;

    /// Undoes the last change to the cards; in the notes or tags box, that box's own last
    /// typing instead (never a card change the user is not looking at).
    bool undo();
    bool redo();
    [[nodiscard]] wxCommandProcessor& commands() { return m_commands; }

    [[nodiscard]] DeckListPanel* list() const { return m_list; }
    [[nodiscard]] wxTextCtrl* nameBox() const { return m_name; }
    [[nodiscard]] wxChoice* sectionChoice() const { return m_section; }
    [[nodiscard]] wxStaticText* countLine() const { return m_count; }
    [[nodiscard]] wxButton* printingButton() const { return m_printingButton; }
    [[nodiscard]] wxCollapsiblePane* detailsPane() const { return m_details; }
    [[nodiscard]] wxTextCtrl* notesBox() const { return m_notes; }
    [[nodiscard]] wxTextCtrl* tagsBox() const { return m_tags; }
    /// What the folded notes pane's label says (wxGTK's GetLabel() of it is empty).
    [[nodiscard]] const std::string& detailsLabel() const { return m_detailsLabel; }

    /// Told after every change of the cards (edit, undo, redo) and after load().
    std::function<void(bool edited)> onChanged;
    /// Told when the user renames the deck (Enter in the name box, or leaving it).
    std::function<void(const std::string& name)> onRenamed;
    /// Told when the user edits the notes or the tags (each keystroke).
    std::function<void()> onDetailsChanged;
    /// The copies owned of a printing, for the printing menu (unset: not shown).
    std::function<int(const core::Printing&)> ownedOf;
    /// Told when the selected line changes.
    std::function<void(const core::Printing*)> onSelected;

    /// Replaces the cards (the commands' Do and Undo), and the notes too when `withNotes`
    /// (a restored version); selects `select` when given.
    void applyState(const core::Deck& deck, std::optional<LineRef> select, bool withNotes = false);
    /// Shows the deck in the list again, keeping the selection (after a re-check).
    void refreshList();

private:
    void submit(const wxString& name, core::Deck after, std::optional<LineRef> select);
    void addTo(const std::string& section, const core::Printing& printing, int copies);
    void updateCount();
    void onKey(wxKeyEvent& event);
    /// The notes or tags box when it has the focus, else nullptr.
    [[nodiscard]] wxTextCtrl* focusedDetailsBox() const;
    /// The folded pane's label says what it holds ("Notes and tags: notes · aggro, league"),
    /// so a deck's notes are not missed while it is folded.
    void updateDetailsLabel();

    const app::LoadedGame* m_game = nullptr;
    core::Deck m_deck;
    bool m_hasDeck = false;
    wxCommandProcessor m_commands{100};
    wxTextCtrl* m_name = nullptr;
    wxChoice* m_section = nullptr;
    wxStaticText* m_count = nullptr;
    wxButton* m_printingButton = nullptr;
    DeckListPanel* m_list = nullptr;
    wxCollapsiblePane* m_details = nullptr;
    wxTextCtrl* m_notes = nullptr;
    wxTextCtrl* m_tags = nullptr;
    std::string m_detailsLabel = "Notes and tags";
    std::string m_committedName;
};

} // namespace deckhand::gui
