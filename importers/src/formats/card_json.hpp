// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Card data as the games publish it: a pack's <import format="json"> read against a JSON
// document (docs/game-pack.md, "Card data as the games publish it").

#include "deckhand/core/game.hpp"
#include "deckhand/io/card_formats.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io::detail {

/// One step of a path into a JSON document.
struct JsonStep {
    enum Kind {
        Member, ///< `name`: the member of an object
        Any,    ///< `*`: every member of an object, every element of an array
        Each,   ///< `[]`: every element of an array
        Index,  ///< `[2]`: one element of an array
    } kind = Member;
    std::string name;
    std::size_t index = 0;
};

/// A path as a pack writes it: `data.cards[]`, `set.ptcgoCode`, `card_sets[0].set_code`,
/// `@set_code` (relative to the printing), `{file}` (the file's name without its extension).
struct JsonPath {
    bool printing = false; ///< starts at the printing (`@`), not the record
    bool document = false; ///< starts at the document (`$`): a value before the records
    bool fileName = false; ///< `{file}`
    std::vector<JsonStep> steps;
};

/// Parses a path; nullopt with `error` saying what is wrong. `allowPrinting`: `@`, `$` and
/// `{file}` are taken (a map's `from`, not a records path).
[[nodiscard]] std::optional<JsonPath> parseJsonPath(std::string_view text, bool allowPrinting,
                                                    std::string& error);

/// Reads JSON card data by the game's <import format="json"> mappings: the document is read as
/// it streams past, one record held at a time. `text` is the file's bytes, or empty with `path`
/// naming the file to read in pieces.
CardData readCardJsonData(std::string_view text, const std::string& path, const core::Game& game,
                          const std::string& file, const ReadProgress& progress,
                          const PrintingBatches& batches);

} // namespace deckhand::io::detail
