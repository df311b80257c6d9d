// SPDX-License-Identifier: GPL-3.0-or-later

// The bits of a version 2 deck code (docs/deck-codes.md, "The encoding (version 2)"): numbers
// as Elias gamma codes, texts in two small alphabets, most significant bit first.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace deckhand::core::detail {

/// How a text is written: the alphabet its characters come from.
enum class TextKind {
    Name, ///< 5-bit symbols, a letter upper case at the start of a word (card and deck names)
    Id,   ///< 5-bit symbols, every letter lower case by default (game, section and field ids)
    Code, ///< 6-bit symbols: digits and letters (set codes, collector numbers, field values)
};

/// Writes bits, most significant first, into whole bytes (the last one padded with zeros).
class BitWriter {
public:
    void bits(std::uint32_t value, int count);
    /// n >= 1 as an Elias gamma code: as many zeros as n has bits after its first, then n.
    void gamma(std::uint64_t n);
    void text(std::string_view s, TextKind kind);
    [[nodiscard]] const std::string& bytes() const { return m_bytes; }

private:
    void name(std::string_view s, bool title);
    std::string m_bytes;
    int m_used = 8; ///< bits of the last byte written
};

/// Reads what BitWriter wrote; the first failure sticks (error()) and every later read gives 0 or
/// "".
class BitReader {
public:
    explicit BitReader(std::string_view bytes) : m_bytes(bytes) {}

    std::uint32_t bits(int count);
    std::uint64_t gamma();
    /// The next text; `notUtf8` says which it is when it is not UTF-8 ("its name is not UTF-8
    /// text (byte {} of it)", marked for the catalogue).
    std::string text(TextKind kind, const char* notUtf8);
    /// Whether all that is left are the zero bits that pad the last byte.
    [[nodiscard]] bool atEnd() const;
    [[nodiscard]] const std::string& error() const { return m_error; }
    void fail(const std::string& why);

private:
    char nameSymbol(std::uint32_t symbol, bool& upper, bool& flip);
    std::string_view m_bytes;
    std::size_t m_at = 0; ///< bits read
    std::string m_error;
};

} // namespace deckhand::core::detail
