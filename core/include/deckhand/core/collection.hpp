// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/deck.hpp"

#include <string>
#include <unordered_map>
#include <vector>

namespace deckhand::core {

/// Copies available per card, by folded name: any printing of a card plays the same, so a
/// deck that lists one printing is satisfied by another of the same name.
using Availability = std::unordered_map<std::string, int>;

/// One card a deck asks for and how many of it are on hand.
struct NeedLine {
    std::string name;
    int want = 0;
    int have = 0; ///< at most `want`
    [[nodiscard]] int missing() const { return want - have; }
};

/// What a deck still needs from what is available.
struct Needs {
    std::vector<NeedLine> lines; ///< every card of the deck, in deck order
    int wanted = 0;
    int missing = 0;
    [[nodiscard]] bool buildable() const { return missing == 0; }
};

/// Deck entries merged by card name (every section: sides and tokens are physical cards too).
[[nodiscard]] std::vector<NeedLine> deckCards(const Deck& deck);

/// What `deck` needs given `available`; with `take`, the copies it uses are taken out of
/// `available` (allocating owned cards to decks one after another).
Needs needs(const std::vector<NeedLine>& cards, Availability& available, bool take);

} // namespace deckhand::core
