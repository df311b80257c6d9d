// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the card-data mappings of a pack (<import format="json">, <import format="sqlite">)
// share once a record's raw values are found: each map's values through its regular
// expression, split, value map (bit masks included) and `otherwise`; then a printing from the
// first map of each field that gives a value, every value checked as the field takes it.

#include "deckhand/core/card.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/io/card_formats.hpp"

#include <functional>
#include <optional>
#include <regex>
#include <string>
#include <vector>

namespace deckhand::io::detail {

/// A value map entry that tests bits, as data_mapping_xml.cpp stores `<value bits="0x20" ...>`
/// in CardDataFieldMap::values: this prefix, then the mask in decimal. (XML attribute text
/// cannot hold the prefix, so no value map entry of a pack is mistaken for one.)
inline constexpr char kBitsPrefix = '\x01';

/// The mask of a value map entry's `from`, if it tests bits.
[[nodiscard]] std::optional<unsigned long long> bitsOf(const std::string& from);

/// A mapping's maps as the readers use them: regular expressions compiled, maps grouped by
/// field.
struct CompiledMaps {
    const core::CardDataMapping* mapping = nullptr;
    std::vector<std::optional<std::regex>> match;  ///< per map
    std::vector<std::vector<std::size_t>> byField; ///< field index -> maps, in pack order
};

/// Compiles the maps; false with `error` on a regular expression that is none.
bool compileMaps(const core::CardDataMapping& m, const core::Game& game, CompiledMaps& out,
                 std::string& error);

/// A map's value from the raw values found for it (its constant when it has one): each
/// through the map's regular expression, split, value map and `otherwise`, joined.
[[nodiscard]] std::string mappedValue(const core::Game& game, const CompiledMaps& c,
                                      std::size_t mapIndex, const std::vector<std::string>& parts);

/// The sources of a field, for "no number (read from: num)".
[[nodiscard]] std::string sourcesOf(const CompiledMaps& c, int field);

/// A printing from a record: for each field the first of its maps that gives a value
/// (`valueOf(mapIndex)`), checked as the field takes it. False on an error, each added to
/// `errors` at `line`:`column` as "record WHERE (card 'NAME'): ...".
bool buildMappedPrinting(const core::Game& game, const CompiledMaps& c,
                         const std::function<std::string(std::size_t)>& valueOf,
                         const std::string& file, const std::string& where, int line, int column,
                         core::Printing& p, std::vector<ParseError>& errors);

} // namespace deckhand::io::detail
