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

} // namespace deckhand::app
