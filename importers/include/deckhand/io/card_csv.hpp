// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/game.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io {

/// Reads card data for a game from CSV: UTF-8 (BOM tolerated), RFC 4180 quoting, a header
/// row whose names are matched to the game's fields case-insensitively. Unknown columns are
/// kept as extras. Every bad cell is reported (file, line, column = field position, and the
/// column's name); when there is any error the returned printings must not be used.
/// Duplicate set + number within the file is checked by CardCatalogue::add.
[[nodiscard]] Result<std::vector<core::Printing>>
readCardCsv(std::string_view text, const core::Game& game, const std::string& file);

/// Checks one cell for the field at a Printing::values index exactly as a card CSV's cell is
/// checked (the card editor and pasted rows use it, so they refuse what an import refuses):
/// the value as stored, or why it is refused. Name, set and number must not be empty; a rarity
/// must be one of the game's when it has some. `column` names the field in messages
/// (default: its id).
[[nodiscard]] Result<std::string> readCardCell(const core::Game& game, int field,
                                               std::string_view cell, std::string_view column = {});

/// The same, from a file.
[[nodiscard]] Result<std::vector<core::Printing>> readCardCsvFile(const std::string& path,
                                                                  const core::Game& game);

/// Parses one cell for a field: canonical spelling on success, an explanation on failure
/// (core's, which card searches read values with too).
using core::parseFieldValue;

} // namespace deckhand::io
