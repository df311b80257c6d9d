// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Edits to a deck's cards, as the deck session (deck_session.hpp) makes them for the front ends.

#include "deckhand/core/card.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace deckhand::app {

/// One line of a deck: its section's index and the entry's index within it.
struct LineRef {
    std::size_t section = 0;
    std::size_t entry = 0;
    bool operator==(const LineRef&) const = default;
};

/// Every line of `deck` in the order the deck list shows them (sections in order, entries in
/// order).
[[nodiscard]] std::vector<LineRef> deckLines(const core::Deck& deck);

/// Adds `delta` copies (negative: takes them away) of `printing` to section `sectionId`, on the
/// line that already holds that printing or on a new one; a new section goes where the game
/// lists it. A line that reaches 0 goes, and so does a section left empty. Returns the line
/// (valid until the next edit) and its new quantity (0: removed).
std::pair<LineRef, int> addCopies(core::Deck& deck, const core::Game& game,
                                  const std::string& sectionId, const core::Printing& printing,
                                  int delta);

/// Changes the quantity on a line by `delta`; at 0 or below the line goes. Returns the new
/// quantity.
int changeLine(core::Deck& deck, LineRef line, int delta);

/// Removes a line (and its section when left empty).
void removeLine(core::Deck& deck, LineRef line);

/// Every printing of the card `printing` is one of (the same name, as the card preview lists
/// them), in the order the catalogue has them; `printing` itself included.
[[nodiscard]] std::vector<const core::Printing*> printingsOf(const core::CardCatalogue& catalogue,
                                                             const core::Printing& printing);

/// Puts `printing` on a line in place of the one it holds, with the same quantity. When its
/// section already has a line of `printing`, the two lines become that one. Returns the line
/// now holding the copies (valid until the next edit).
LineRef changePrinting(core::Deck& deck, LineRef line, const core::Printing& printing);

/// What a card dragged out of the browser carries: "SET|NUMBER".
[[nodiscard]] std::string cardDragText(const core::Printing& printing);
/// The printing a dragged "SET|NUMBER" names, or nullptr (any other text, or no such card).
[[nodiscard]] const core::Printing* cardFromDragText(const core::CardCatalogue& catalogue,
                                                     const std::string& text);

/// What a deck line dragged out of the deck list carries: "deckhand-line|ROW" (its row in the
/// list, which cannot change while the drag lasts).
[[nodiscard]] std::string lineDragText(std::size_t row);
/// The row a dragged deck line names, or nullopt for any other text.
[[nodiscard]] std::optional<std::size_t> lineFromDragText(const std::string& text);

/// Cards in the sections that count towards the deck size.
[[nodiscard]] int countedCards(const core::Deck& deck, const core::Game& game);

/// Same cards, same quantities, same order.
[[nodiscard]] bool sameCards(const core::Deck& a, const core::Deck& b);

/// Tags as typed in the tags box: split at commas, trimmed, empty ones and repeats (ignoring
/// case) dropped, in the order typed.
[[nodiscard]] std::vector<std::string> parseTags(const std::string& text);
/// Tags as the tags box shows them: "aggro, tournament".
[[nodiscard]] std::string joinTags(const std::vector<std::string>& tags);

/// What putting a saved version back would change in the deck as it is now.
struct RestoreDiff {
    std::vector<core::DeckChange> added;   ///< cards the version has more copies of
    std::vector<core::DeckChange> removed; ///< cards the version has fewer copies of
    int addedCards = 0;                    ///< copies added, all cards together
    int removedCards = 0;                  ///< copies taken out
    bool notesChange = false;              ///< the version's notes are not the deck's now

    [[nodiscard]] bool empty() const { return added.empty() && removed.empty() && !notesChange; }
};

/// The changes from `now` to `version`, card by card (by name within each section; the
/// printing is not compared), each list in the order the cards appear.
[[nodiscard]] RestoreDiff restoreDiff(const core::Deck& now, const core::Deck& version);

/// One line per change for the user: "add 2 Iron Palm (Main deck: 1 → 3)", "take out 1 Quick
/// Jab (Sideboard: 1 → 0)", "put back the version's notes"; sections by the game's names.
[[nodiscard]] std::vector<std::string> describeRestore(const RestoreDiff& diff,
                                                       const core::Game& game);

} // namespace deckhand::app
