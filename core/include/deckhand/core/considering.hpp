// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The Considering board: cards a player keeps with a deck while deciding (Moxfield's and
// Archidekt's "Maybeboard"), in any game. It is a section of the deck like any other for
// editing, saving, history and Deckhand's own text, but it is not part of the deck: nothing
// judges, counts, hashes, draws, prints or prices it, and formats that have no place for it
// (registration sheets, .ydk, PTCG Live...) leave it out.

#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"

#include <string_view>

namespace deckhand::core {

/// The section id of the Considering board.
inline constexpr std::string_view kConsideringId = "considering";

/// The Considering board's section as every game has it: "Considering", read from a header
/// "Considering", "Maybeboard" or "Maybe"; it does not count.
[[nodiscard]] const SectionDef& consideringSection();

/// Whether `sectionId` is the Considering board.
[[nodiscard]] bool isConsidering(std::string_view sectionId);

/// Whether the deck has cards under consideration.
[[nodiscard]] bool hasConsidering(const Deck& deck);

/// The deck without its Considering board: what is judged, counted, hashed and printed.
[[nodiscard]] Deck withoutConsidering(const Deck& deck);

/// The section `id` of `game`, or the Considering board's for its id; nullptr otherwise.
[[nodiscard]] const SectionDef* deckSection(const Game& game, std::string_view id);

} // namespace deckhand::core
