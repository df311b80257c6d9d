// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Which deck lines a reported problem is about. Plain C++ on purpose (no wx): it belongs with
// the rules engine and can move to core once another front end needs it.

#include "deckhand/core/card.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/validation.hpp"

namespace deckhand::gui {

/// Whether `entry` is one of the cards `violation` names. Violation::cards hold labels: a card
/// name, a copy-identity label ("Blue Knight (003)"), the name as written for an unknown card,
/// or a prebuilt-pack difference ("2 Recon Drone extra"); all of these are recognised.
[[nodiscard]] bool involves(const core::Violation& violation, const core::DeckEntry& entry,
                            const core::CardCatalogue& catalogue);

} // namespace deckhand::gui
