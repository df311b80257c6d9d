// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Card data published as an SQLite database (EDOPro's and YGOPro's .cdb): the rows of a pack's
// <import format="sqlite"> query, read by the same field and value maps as JSON
// (docs/game-pack.md, "Card data as the games publish it").

#include "deckhand/core/game.hpp"
#include "deckhand/core/query_rows.hpp"
#include "deckhand/io/card_formats.hpp"

#include <string>
#include <string_view>

namespace deckhand::io::detail {

/// Whether `head` (a file's first bytes) is an SQLite database's header.
[[nodiscard]] bool isSqliteDatabase(std::string_view head);

/// Reads the database at `path` by the game's <import format="sqlite"> mappings, each
/// mapping's query run by `openQuery` (db::openQueryRows: read-only, one SELECT) until one
/// runs. Each row is a record; an error names the file, the row (and its id column) and the
/// field. Without `openQuery` the file is refused: this library runs no SQL itself.
CardData readCardSqliteData(const std::string& path, const core::Game& game,
                            const ReadProgress& progress, const PrintingBatches& batches,
                            const core::QueryOpener& openQuery);

} // namespace deckhand::io::detail
