// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Card data published as an SQLite database (EDOPro's and YGOPro's .cdb): the rows of a pack's
// <import format="sqlite"> query, read by the same field and value maps as JSON
// (docs/game-pack.md, "Card data as the games publish it").

#include "deckhand/core/game.hpp"
#include "deckhand/io/card_formats.hpp"

#include <string>
#include <string_view>

namespace deckhand::io::detail {

/// Whether `head` (a file's first bytes) is an SQLite database's header.
[[nodiscard]] bool isSqliteDatabase(std::string_view head);

/// Reads the database at `path` by the game's <import format="sqlite"> mappings: opened
/// read-only and immutable (nothing is ever written to it, no journal made beside it), and
/// nothing run on it but the mapping's one SELECT, which SQLite itself confirms reads only.
/// Each row is a record; an error names the file, the row (and its id column) and the field.
CardData readCardSqliteData(const std::string& path, const core::Game& game,
                            const ReadProgress& progress, const PrintingBatches& batches);

} // namespace deckhand::io::detail
