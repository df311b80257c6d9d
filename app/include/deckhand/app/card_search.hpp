// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/core/catalogue_records.hpp"

#include <vector>

namespace deckhand::app {

class ProfileSession;

/// The catalogue's search (names as you type, rules text, field filters) over the game as
/// loaded, the user's card edits included: published cards the user changed or deleted are
/// not found by their published values, the cards the user changed or added are found by
/// theirs (the words of the name, or of the rules text too, as prefixes; fields equal).
[[nodiscard]] std::vector<core::SearchHit>
searchCards(ProfileSession& session, const LoadedGame& game, const core::SearchQuery& query);

/// The same for the game `query.game` names, read or not: when the user has no card edits of
/// it, the catalogue's indexes answer alone and none of its cards is read (a one-shot search of
/// a big game); else over the game as read, loaded for it.
[[nodiscard]] std::vector<core::SearchHit> searchCards(ProfileSession& session,
                                                       const core::SearchQuery& query);

} // namespace deckhand::app
