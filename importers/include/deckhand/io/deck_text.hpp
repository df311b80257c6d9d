// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/resolve.hpp"

#include <string>
#include <string_view>

namespace deckhand::io {

/// Reads a plain-text deck list as players and other tools write it:
/// `4 Name`, `4x Name`, `4 Name (SET) NUMBER`, `SB: 2 Name`, section header lines (`Main`,
/// `Side:`, `Sideboard (15)`), `//` comments (the first names the deck, the rest are notes),
/// `#` comments, blank lines, tabs and odd spacing. Errors name the file, line and column.
[[nodiscard]] Result<core::DeckList> readDeckText(std::string_view text, const std::string& file);

/// Reads a deck list file; a file that cannot be read is an error value too.
[[nodiscard]] Result<core::DeckList> readDeckTextFile(const std::string& path);

} // namespace deckhand::io
