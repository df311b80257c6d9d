// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/error.hpp"
#include "deckhand/core/filter.hpp"
#include "deckhand/core/game.hpp"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deckhand::core {

/// How plain words of a query are read.
struct QueryOptions {
    /// A plain word matches the rules text too, not only the name ("Search rules text too").
    bool wordsInText = false;
};

/// A card search as Cockatrice and Scryfall users write it, read for one game:
/// `iron pa type:attack weight>=2 -rarity:common (colors:gw OR text:"draw a card")`.
/// docs/cli.md ("Search queries") has the whole syntax.
struct Query {
    /// The whole query; a printing is a result when it matches.
    Filter filter;
    /// The query is plain words and nothing else (no field, operator, quotes or parentheses):
    /// the profile's name index can answer it, words as typed in `words`.
    bool plainWords = false;
    /// For plainWords: the words joined by single spaces.
    std::string words;
};

/// Reads a query for a game: every field of the game by id or label (case-insensitive), the
/// built-in name, set, number, rarity and text; enum and symbol values take their aliases.
/// A query that cannot be read gives one error whose column (1-based, in characters) is
/// where the reading stopped, and what was expected there. An empty query matches every card.
[[nodiscard]] Result<Query> parseQuery(const Game& game, std::string_view text,
                                       const QueryOptions& options = {});

/// `filter` and, for each (field id, value), that the field equals the value: a query with the
/// browser's field choices or `search --where` added.
[[nodiscard]] Filter
withFieldsEqual(const Game& game, Filter filter,
                const std::vector<std::pair<std::string, std::string>>& fields);

/// The printings of a catalogue that a filter matches, by folded name and then in the
/// catalogue's order: a query's results, as the card browser and `deckhand-cli search` list them.
/// Nothing is sorted that is not shown: with no limit the hits are read in the catalogue's name
/// order (CardCatalogue::inNameOrder, made on the first such query); with a `limit`, only the
/// first `limit` are given, read in that order when it is made, else picked from the hits (a
/// partial sort). The cost grows with the catalogue, not with the hits times their log.
[[nodiscard]] std::vector<const Printing*>
matchingPrintings(const CardCatalogue& cards, const Filter& filter, std::size_t limit = 0);

} // namespace deckhand::core
