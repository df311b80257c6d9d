// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/gui/card_faces.hpp"
#include "deckhand/gui/deck_list_panel.hpp"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>
#include <wx/scrolwin.h>

class wxTextDropTarget;

namespace deckhand::gui {

/// The deck as stacks of card faces, as a player lays it out on a table: a band per section
/// (the Considering board always last, to drop cards on), in it a stack per kind of card, each
/// line of the deck a card with its count, the cards of a stack overlapping so each one's top
/// shows. A card shows its cached image, else its face drawn from its data. A click selects a
/// line, + and - on the card under the pointer change its count, dragging a card onto another
/// band moves the line there, and a card dragged from the browser is added where it falls.
class DeckStacks : public wxScrolledWindow {
public:
    explicit DeckStacks(wxWindow* parent);

    /// Shows `groups` (DeckListPanel::groups of `deck`); `game` and `deck` must stay as they are
    /// until the next show or clear.
    void show(const app::LoadedGame& game, const core::Deck& deck,
              std::vector<DeckListPanel::SectionGroup> groups);
    void clear();
    /// Selects a deck line (an index into app::deckLines), or none, and scrolls it into view.
    void select(std::optional<std::size_t> line);
    [[nodiscard]] std::optional<std::size_t> selected() const { return m_selected; }
    /// Cards `dips` wide (88:63 high).
    void setCardWidth(int dips);

    /// The cached image of a printing, or "" to draw its face.
    std::function<std::string(const core::Printing&)> imageOf;
    /// A line was clicked.
    std::function<void(std::size_t line)> onSelected;
    /// + or - was clicked on a line's card.
    std::function<void(std::size_t line, int delta)> onChangeQuantity;
    /// A line's card was dropped on the band of section `section` (another than its own).
    std::function<void(std::size_t line, const std::string& section)> onMove;
    /// Text (a card dragged from the browser) was dropped on the band of `section`.
    std::function<bool(const std::string& text, const std::string& section)> onDropText;
    /// The right button went down on a line's card (after selecting it).
    std::function<void(std::size_t line)> onContextMenu;
    /// The pointer rests on a card (`printing`, at screen point `at`), or left the cards (nullptr).
    std::function<void(const core::Printing* printing, wxPoint at)> onHover;

    // Where things are drawn, in window pixels, for tests and for the accessibility tree.
    /// The part of a line's card that shows (its top strip; the whole card at a stack's end).
    [[nodiscard]] wxRect cardRect(std::size_t line) const;
    [[nodiscard]] wxRect plusRect(std::size_t line) const;
    [[nodiscard]] wxRect minusRect(std::size_t line) const;
    /// The band of section `id`; empty if it is not shown.
    [[nodiscard]] wxRect bandRect(const std::string& id) const;
    /// The sections shown, in order.
    [[nodiscard]] std::vector<std::string> bandIds() const;
    /// The stacks of a section's band, each a title and its lines top down.
    struct StackView {
        std::string title; ///< "Attack · 21"
        std::vector<std::size_t> lines;
    };
    [[nodiscard]] std::vector<StackView> stacksOf(const std::string& id) const;
    /// The line under the pointer (the one whose + and - show), if any.
    [[nodiscard]] std::optional<std::size_t> hovered() const { return m_hover; }
    /// What takes text dropped on the stacks (tests call its OnDropText as a drop does).
    [[nodiscard]] wxTextDropTarget* dropTarget() const;
    /// The section whose band holds a window point, or "".
    [[nodiscard]] std::string sectionAt(wxPoint point) const;

protected:
    [[nodiscard]] wxSize DoGetBestClientSize() const override;

private:
    class DropTarget;
    struct Card {
        std::size_t line;
        wxRect rect;   ///< the whole card, unscrolled
        int shown = 0; ///< pixels of it showing from the top (the whole height at a stack's end)
        std::size_t stack;
    };
    struct Stack {
        std::string title;
        wxPoint at; ///< the title's place, unscrolled
    };
    struct Band {
        std::string id, title, hint;
        wxRect rect; ///< unscrolled
        std::vector<Stack> stacks;
    };

    void layOut();
    void onPaint(wxPaintEvent& event);
    void paintCard(wxDC& dc, const Card& card, bool whole);
    void onMouse(wxMouseEvent& event);
    void setHover(std::optional<std::size_t> line, wxPoint at);
    [[nodiscard]] const Card* cardAt(wxPoint unscrolled) const;
    [[nodiscard]] const Card* cardOf(std::size_t line) const;
    [[nodiscard]] wxSize cardSize() const;
    [[nodiscard]] int stripHeight() const;
    [[nodiscard]] wxRect buttonRect(const Card& card, int which) const; ///< 0: -, 1: +; unscrolled
    [[nodiscard]] const core::DeckEntry* entryOf(std::size_t line) const;
    [[nodiscard]] std::string sectionOfLine(std::size_t line) const;
    [[nodiscard]] const wxBitmap& pictureOf(const core::DeckEntry& entry, wxSize size);

    const app::LoadedGame* m_game = nullptr;
    const core::Deck* m_deck = nullptr;
    std::vector<DeckListPanel::SectionGroup> m_groups;
    std::vector<app::LineRef> m_lines;
    std::vector<Band> m_bands;
    std::vector<Card> m_cards;
    int m_cardWidth = 112;
    std::optional<std::size_t> m_selected;
    std::optional<std::size_t> m_hover;
    std::optional<std::size_t> m_pressed; ///< the line the left button went down on
    wxPoint m_pressAt;
    bool m_dragging = false;
    std::string m_dropOn; ///< the band a drag is over
    wxPoint m_dragAt;     ///< where the dragged card is drawn, unscrolled
    FaceCache m_faces{300};
    std::map<std::string, wxBitmap> m_images; ///< cached images by path and size
    DropTarget* m_dropTarget = nullptr;       ///< owned by the window
};

} // namespace deckhand::gui
