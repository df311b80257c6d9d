#pragma once

#include "deckhand/core/error.hpp"

#include <optional>
#include <string>

namespace deckhand::io {

/// A whole file's bytes, or an error that names the file and the reason (missing, a folder,
/// unreadable).
[[nodiscard]] Result<std::string> readWholeFile(const std::string& path);

/// Removes a UTF-8 byte-order mark; returns whether there was one.
bool stripBom(std::string& text);

/// The 1-based line and column of a byte offset in `text` (columns count characters).
[[nodiscard]] SourceLocation locate(const std::string& text, std::size_t offset,
                                    const std::string& file);

/// Whether `s` is valid UTF-8; when not, `badOffset` is where it goes wrong.
[[nodiscard]] bool validUtf8(std::string_view s, std::size_t* badOffset = nullptr);

} // namespace deckhand::io
