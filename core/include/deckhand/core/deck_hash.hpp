// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/deck.hpp"

#include <cstdint>
#include <string>
#include <string_view>

namespace deckhand::core {

/// The text a deck's hash is taken over: the game id, then per section (sorted by id, empty
/// sections left out) its cards as sorted "qty|folded name|set|number" lines, with lines for
/// the same card merged. A resolved entry is written as its printing, so "Iron Palm" and
/// "iron  palm" are one card while another printing of it is not. Set codes compare
/// case-insensitively, as deck lists write them.
[[nodiscard]] std::string canonicalDeckText(std::string_view gameId, const Deck& deck);

/// 64-bit FNV-1a of `bytes`: a fingerprint that tells contents apart (not a security measure).
[[nodiscard]] std::uint64_t fnv1a64(std::string_view bytes);

/// A short fingerprint of a deck list for registration sheets: 8 lower-case hex digits
/// (64-bit FNV-1a of canonicalDeckText, folded to 32 bits). It changes when any card,
/// printing, quantity or section changes, and not when the lines are reordered or a name's
/// case or spacing changes, so a judge can compare a sheet with the deck the player saved.
[[nodiscard]] std::string deckHash(std::string_view gameId, const Deck& deck);

} // namespace deckhand::core
