// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/deck_edit.hpp"
#include "deckhand/app/deck_session.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/gui/deck_list_panel.hpp"
#include "deckhand/gui/deck_stacks.hpp"
#include "deckhand/gui/text_undo.hpp"
#include "deckhand/gui/welcome_panel.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/collpane.h>
#include <wx/panel.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace deckhand::gui {

/// The deck being built, as the deck session (app::DeckSession) has it: its name, the section
/// new cards go to, its lines with quantities, and buttons for + / - / remove; under the list,
/// folded away, its notes and tags. It shows the session and forwards what the user does to
/// it: every change to the cards is an edit of the session that can be undone; notes and tags
/// are typed (each box has its own undo).
class DeckEditor : public wxPanel {
public:
    /// `session` must outlive the editor.
    DeckEditor(wxWindow* parent, app::DeckSession& session);

    /// Shows what changed in the session (the bits of app::DeckSession::Change).
    void sessionChanged(unsigned changes);

    [[nodiscard]] bool hasDeck() const { return m_session.hasDeck(); }
    [[nodiscard]] const core::Deck& deck() const { return m_session.deck(); }
    /// The name in the name box (what the user typed, trimmed).
    [[nodiscard]] std::string deckName() const;
    /// Names the deck as if typed in the name box and committed: empty, or why the session
    /// refused it (the box then shows the deck's name again).
    std::string setDeckName(const std::string& name);
    /// The deck's tags as the tags box has them (see parseTags).
    [[nodiscard]] std::vector<std::string> tags() const;
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
    /// Moves `copies` (0: all) of the selected line to section `section` (the Considering board
    /// too) as one edit, keeping it selected there; false if nothing moved.
    bool moveSelected(const std::string& section, int copies = 0);
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
    /// Pops up the line's menu for the selected line (right-click, the Printing button): move it
    /// to another section or the Considering board, or show another printing.
    void showPrintingMenu();
    /// Adds one copy of the card a drag carries ("SET|NUMBER", see cardDragText) to the
    /// section of deck row `row`, or to the target section when the row is -1; false if the
    /// text names no card of the game.
    bool dropCard(const std::string& text, int row);
    /// Removes the deck line a drag out of the deck list carries ("deckhand-line|ROW", see
    /// lineDragText) as one edit; false for any other text.
    bool dropLine(const std::string& text);

    /// Shows the deck grouped or as a list, sorted as `view` says (the Group and Sort choices
    /// follow), keeping the selected line selected.
    void setView(const DeckListPanel::View& view);
    [[nodiscard]] wxChoice* groupingChoice() const { return m_grouping; }
    [[nodiscard]] wxChoice* sortChoice() const { return m_sort; }
    /// Told when the user picks another way to show the deck (to keep it for the next start).
    std::function<void(const DeckListPanel::View&)> onViewChanged;

    /// Selects the line showing `printing` in `section` (empty: any section); false if none.
    bool selectLine(const core::Printing& printing, const std::string& section = {});
    /// The selected line, if any.
    [[nodiscard]] std::optional<app::LineRef> selectedLine() const;

    /// Undoes the last change to the cards; in the notes or tags box, that box's own last
    /// typing instead (never a card change the user is not looking at).
    bool undo();
    bool redo();
    /// The notes' or tags' own history when that box has the focus (what Undo and Redo act
    /// on then), else nullptr.
    [[nodiscard]] const TextUndo* focusedTextUndo() const;

    [[nodiscard]] DeckListPanel* list() const { return m_list; }
    /// The first steps, shown instead of the deck list until a deck is opened or started.
    [[nodiscard]] WelcomePanel* welcome() const { return m_welcome; }
    void showWelcome(bool shown);
    /// The window is closing: a name typed is committed now, and nothing reaches the session
    /// after (the focus leaving the boxes as the window is taken apart, when the session the
    /// editor was given is already gone).
    void close();
    [[nodiscard]] bool welcomeShown() const;
    [[nodiscard]] wxTextCtrl* nameBox() const { return m_name; }
    [[nodiscard]] wxChoice* sectionChoice() const { return m_section; }
    [[nodiscard]] wxStaticText* countLine() const { return m_count; }
    [[nodiscard]] wxButton* printingButton() const { return m_printingButton; }
    [[nodiscard]] wxCollapsiblePane* detailsPane() const { return m_details; }
    [[nodiscard]] wxTextCtrl* notesBox() const { return m_notes; }
    [[nodiscard]] wxTextCtrl* tagsBox() const { return m_tags; }
    /// What the folded notes pane's label says (wxGTK's GetLabel() of it is empty).
    [[nodiscard]] const std::string& detailsLabel() const { return m_detailsLabel; }

    /// The deck as card stacks, shown instead of the list when the Group choice says so.
    [[nodiscard]] DeckStacks* stacks() const { return m_stacks; }
    /// Whether the stacks are shown (else the list).
    [[nodiscard]] bool stacksShown() const;
    /// Adds one copy of the card a drag carries ("SET|NUMBER") to section `section`; false if
    /// the text names no card of the game.
    bool dropCardInto(const std::string& text, const std::string& section);
    /// The cached image of a printing, or "" (the stacks draw its face instead).
    std::function<std::string(const core::Printing&)> imageOf;
    /// The pointer rests on a card of the stacks (at a screen point), or left them (nullptr):
    /// for a larger picture of it. The list's rows are watched by HoverPreview::watch.
    std::function<void(const core::Printing*, wxPoint)> onHoverCard;

    /// The copies owned of a printing, for the printing menu (unset: not shown).
    std::function<int(const core::Printing&)> ownedOf;
    /// Told when the selected line changes.
    std::function<void(const core::Printing*)> onSelected;

private:
    // The panel, top down: the controls above the list, the folded notes and tags, their
    // layout; then what each does.
    void createDeckControls();
    void createDetailsPane();
    /// Adds the labels and lays every control out.
    void layOut();
    void bindDetails();
    /// The + / - / Remove and Printing buttons and the Group and Sort choices.
    void bindDeckControls();
    /// The list's printing menu, drops, keys and selection.
    void bindDeckList();
    void bindNameBox();
    /// The card stacks' selection, edits, drops and hovering; the list's hovering.
    void bindStacks();
    /// The list or the stacks, as the view says (neither while the first steps show).
    void showBody();
    /// Shows the deck in the stacks again, if they are shown, with the list's selection.
    void refreshStacks();
    /// Shows the deck in the list again, keeping the selected row (or selecting `select`).
    void refreshList(std::optional<app::LineRef> select = std::nullopt);
    /// Selects a deck line (an index into app::deckLines) and brings it into view.
    void selectRow(std::size_t line);
    /// Fills the Group and Sort choices for the game and the list's view.
    void showViewChoices();
    /// Runs an edit of the session and shows it with the line it is about selected.
    template <class F> bool forward(F&& edit);
    void showSections();
    void updateCount();
    void commitName();
    void onKey(wxKeyEvent& event);
    /// The history of the notes or tags box when it has the focus, else nullptr.
    [[nodiscard]] TextUndo* focusedDetailsUndo() const;
    /// The folded pane's label says what it holds ("Notes and tags: notes · aggro, league"),
    /// so a deck's notes are not missed while it is folded.
    void updateDetailsLabel();

    app::DeckSession& m_session;
    wxTextCtrl* m_name = nullptr;
    wxChoice* m_section = nullptr;
    wxStaticText* m_count = nullptr;
    wxChoice* m_grouping = nullptr;
    wxChoice* m_sort = nullptr;
    std::vector<std::string> m_sortKeys; ///< what each entry of m_sort sorts by (View::sortBy)
    wxButton* m_plus = nullptr;
    wxButton* m_minus = nullptr;
    wxButton* m_remove = nullptr;
    wxButton* m_printingButton = nullptr;
    DeckListPanel* m_list = nullptr;
    DeckStacks* m_stacks = nullptr;
    WelcomePanel* m_welcome = nullptr;
    wxCollapsiblePane* m_details = nullptr;
    wxTextCtrl* m_notes = nullptr;
    wxTextCtrl* m_tags = nullptr;
    std::unique_ptr<TextUndo> m_notesUndo; ///< GTK's boxes have no undo of their own
    std::unique_ptr<TextUndo> m_tagsUndo;
    std::string m_detailsLabel = "Notes and tags";
    std::string m_sectionsFor; ///< the game whose sections the section choice lists
    bool m_closed = false;     ///< close() was called: the session may be gone
    bool m_showing = false;    ///< the boxes are being filled from the session: not typing
    bool m_forwarding = false; ///< an edit of ours is under way: its changes wait in m_pending
    unsigned m_pending = 0;
};

} // namespace deckhand::gui
