// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"
#include "deckhand/core/text.hpp"

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace deckhand::io {

/// A file written as it is made and put in place whole: the bytes go to `path`.part beside it,
/// and commit() renames that over `path`. Given up (destroyed without commit(), or after a
/// failed write) the part file is removed and `path` is as it was. For output too big to hold
/// in memory first (a PDF of thousands of proxies).
class FileBeingWritten {
public:
    /// `what` says what the file is in errors ("PDF").
    FileBeingWritten(std::string path, std::string what);
    ~FileBeingWritten();
    FileBeingWritten(const FileBeingWritten&) = delete;
    FileBeingWritten& operator=(const FileBeingWritten&) = delete;

    /// Appends bytes; false once a write failed (the error is kept for commit()).
    bool write(const void* data, std::size_t size);
    /// Why the file cannot be written (it could not be made, a write failed), if so.
    [[nodiscard]] std::optional<ParseError> failed() const;
    /// Puts the file in place: nullopt, or why it could not be written (naming `path`).
    [[nodiscard]] std::optional<ParseError> commit();

private:
    std::string m_path;
    std::string m_what;
    std::FILE* m_file = nullptr;
    int m_error = 0; ///< errno of the first failure
};

/// Writes `bytes` to a file beside `path` and renames it over `path`, so a failure leaves an
/// earlier file there whole: nullopt, or an error naming the file and the reason ("cannot
/// write the PDF: Permission denied"; `what` says what the file is).
[[nodiscard]] std::optional<ParseError>
writeFileAtomically(const std::string& path, std::string_view bytes, std::string_view what);

/// A whole file's bytes, or an error that names the file and the reason (missing, a folder, a
/// FIFO or device, unreadable).
[[nodiscard]] Result<std::string> readWholeFile(const std::string& path);

/// An error naming `path` when it exists but is not a regular file (a folder, a FIFO, a device,
/// a socket): reading a FIFO waits for a writer forever. Every reader of an input file asks
/// this before opening it; nullopt for a regular file or one that is not there.
[[nodiscard]] std::optional<ParseError> notARegularFile(const std::string& path);

/// The first reason `text` (read from `file`) is not text a reader accepts, with its place:
/// not UTF-8, or a NUL byte (which C strings, SQLite's folding and editors cut at).
[[nodiscard]] std::optional<ParseError> notText(std::string_view text, const std::string& file);

/// Removes a UTF-8 byte-order mark; returns whether there was one.
bool stripBom(std::string& text);

/// The 1-based line and column of a byte offset in `text` (columns count characters).
[[nodiscard]] SourceLocation locate(const std::string& text, std::size_t offset,
                                    const std::string& file);

/// Whether `s` is valid UTF-8 (core::validUtf8, which the readers here check with).
using core::validUtf8;

} // namespace deckhand::io
