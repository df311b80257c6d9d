// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A deck's statistics (how many cards of each type, rarity, level, colour... the charts of the
// desktop app's Deck stats tab) and what it still needs from the collection (have/need). Plain
// C++: the charts are drawn by the GUI, the numbers are worked out here.

#include "deckhand/core/card.hpp"
#include "deckhand/core/collection.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/owned_cards.hpp"

#include <string>
#include <vector>

namespace deckhand::app {

class ProfileSession;
struct LoadedGame;

/// The label of the bar for cards with no value in a field.
inline constexpr const char* NoValueLabel = "\xE2\x80\x94"; // "—"

/// A field of a game worth a chart: every enum and symbols field, the rarity when the game
/// declares rarities, and every integer field (level, cost, weight as a number...). Text
/// fields (names, traits, rules text) are not: their values are too many to count.
struct ChartField {
    int index = 0;     ///< into Printing::values
    std::string id;    ///< "rarity", "type", "level"
    std::string label; ///< "Rarity", "Card type", "Level"
    core::FieldType type = core::FieldType::Enum;
    std::vector<std::string> values; ///< declared values, in order (enum, symbols, rarity)
};

/// The fields of `game` to chart, in the pack's order with the rarity after the enum fields
/// that come before the first non-enum one (so "Type, Rarity, Level" rather than "Type,
/// Level, ..., Rarity").
[[nodiscard]] std::vector<ChartField> chartFields(const core::Game& game);

/// One bar of a chart.
struct ChartBar {
    std::string label; ///< the value ("Light", "3", "1000-1499", "ΣΩ"), or NoValueLabel
    int count = 0;     ///< cards (copies) with it
    bool noValue = false;
    bool operator==(const ChartBar&) const = default;
};

/// The cards of a deck counted by one field's values.
struct FieldChart {
    std::string fieldId;
    std::string label;
    core::FieldType type = core::FieldType::Enum;
    /// Enum, rarity: every declared value in order (0 where none), then values the pack does
    /// not declare. Symbols: each declared symbol alone (0 where none), then each combination
    /// present (fewer symbols first, then in declared order).
    /// Integer: every value from the lowest to the highest when at most MaxBars apart, else
    /// the values present, else ranges. Last, NoValueLabel when some cards have no value.
    std::vector<ChartBar> bars;
    int withValue = 0; ///< cards with a value
    int total = 0;     ///< cards charted (with a value or not)

    /// The count of the bar labelled `value` (0 when there is none).
    [[nodiscard]] int count(const std::string& value) const;
    /// No card has a value: the chart says nothing.
    [[nodiscard]] bool empty() const { return withValue == 0; }
};

/// An integer chart with more distinct values than this groups them in ranges.
inline constexpr int MaxBars = 12;

/// The statistics of some sections of a deck.
struct DeckStats {
    std::vector<std::string> sections; ///< the section ids counted
    int cards = 0;                     ///< copies in them, resolved or not
    int unresolved = 0; ///< of those, copies of cards the game does not know (not charted)
    std::vector<FieldChart> charts; ///< one per chartFields(game), in that order

    [[nodiscard]] const FieldChart* chart(const std::string& fieldId) const;
};

/// The ids of the sections of `deck` that count towards its size (the game says which; a
/// section the game does not know counts), in the deck's order.
[[nodiscard]] std::vector<std::string> countedSections(const core::Game& game,
                                                       const core::Deck& deck);

/// Counts the cards of the sections `sectionIds` of `deck` (the others are left out) by every
/// chart field of `game`. Cards not resolved to a printing are counted in `unresolved` only.
[[nodiscard]] DeckStats deckStats(const core::Game& game, const core::Deck& deck,
                                  const std::vector<std::string>& sectionIds);

/// One line of a deck against the collection.
struct HaveNeedLine {
    std::string section;
    std::string name;   ///< the printing's name, or as written when unresolved
    std::string set;    ///< the printing's, or as written
    std::string number; ///< the printing's, or as written
    int inDeck = 0;
    int ownedPrinting = 0; ///< copies of this very printing owned
    int ownedCard =
        0;        ///< copies of any printing of the card owned (the same on every line of the card)
    int have = 0; ///< of `inDeck`, copies on hand: first its own printing's, then other printings'
                  ///< left over
    [[nodiscard]] int need() const { return inDeck - have; }
};

/// A deck against the collection: every line, and the totals by card.
struct HaveNeed {
    std::vector<HaveNeedLine>
        lines; ///< every line of every section (sides and tokens are cards too), in deck order
    core::Needs byCard; ///< core::needs of the deck's cards against what is owned
    [[nodiscard]] int cards() const { return byCard.wanted; }
    [[nodiscard]] int have() const { return byCard.wanted - byCard.missing; }
    [[nodiscard]] int need() const { return byCard.missing; }
    /// "You own 52 of 60 cards; 8 to get." / "You own all 60 cards." / "The deck is empty."
    [[nodiscard]] std::string summary() const;
};

/// `deck` against owned copies: per printing (CollectionStore::ownedPrintings or quantities;
/// rows of one printing add up) and per card (ProfileSession::owned). Any printing of a card
/// plays the same, so a line short of its own printing takes other printings' copies that
/// the card's other lines do not use.
[[nodiscard]] HaveNeed haveNeed(const core::Deck& deck,
                                const std::vector<core::CollectionItem>& ownedPrintings,
                                const core::Availability& ownedCards);
/// The same, read from the profile's collection of `game`.
[[nodiscard]] HaveNeed haveNeed(ProfileSession& session, const LoadedGame& game,
                                const core::Deck& deck);

/// The wishlist entries that make the wishlist hold what the deck still needs: per card with
/// copies missing, an any-printing wish for that many, unless one for as many or more is there
/// already (a wish is raised, never lowered). Empty: nothing to add.
[[nodiscard]] std::vector<core::WishlistItem>
missingWishes(const std::string& gameId, const HaveNeed& haveNeed,
              const std::vector<core::WishlistItem>& wishlist);

} // namespace deckhand::app
