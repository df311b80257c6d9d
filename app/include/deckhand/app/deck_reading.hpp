// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/resolve.hpp"
#include "deckhand/io/deck_formats.hpp"

#include <string>
#include <string_view>

namespace deckhand::app {

/// How the format of a deck list is told.
enum class FormatBy {
    /// By its file name's extension (.txt, .dck, .deck, .cod, .o8d, .dek, .csv, .ydk) and its
    /// content where the extension leaves it open (io::deckFormatByContent: a text list saved
    /// as .dek is text, a Magic Online .dek is not LackeyCCG's, a .ydk saved as .txt is a .ydk);
    /// a list under any other name is plain text.
    Extension,
    /// By its content (io::sniffDeckFormat): a list with no file name of its own, from standard
    /// input or pasted.
    Content,
};

/// The format a deck list is read in. The one place that decides it: every front end and every
/// check reads a list through readDeckList.
[[nodiscard]] io::DeckFormat deckListFormat(std::string_view bytes, const std::string& file,
                                            FormatBy by = FormatBy::Extension);

/// Reads a deck list from its bytes, in the format deckListFormat tells; errors name `file`.
[[nodiscard]] Result<core::DeckList> readDeckList(std::string_view bytes, const std::string& file,
                                                  FormatBy by = FormatBy::Extension);

/// Reads the deck list file at `path` (readDeckList, its format by the extension); a file that
/// cannot be read is an error that names it and says why.
[[nodiscard]] Result<core::DeckList> readDeckListFile(const std::string& path);

} // namespace deckhand::app
