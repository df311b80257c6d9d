// SPDX-License-Identifier: GPL-3.0-or-later

#include "deck_code_bits.hpp"

#include "deckhand/core/deck_code.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <bit>
#include <fmt/format.h>

namespace deckhand::core::detail {

namespace {

// The symbols of a name or id text (5 bits each).
enum NameSymbol : std::uint32_t {
    kEnd = 0,    // the text ends
    kLetter = 1, // 1 to 26: a to z, in the case the rule gives
    kSpace = 27,
    kFlip = 28,  // the next letter is in the other case than the rule gives
    kDigit = 29, // then 4 bits: 0 to 9
    kPunct = 30, // then 3 bits: one of kPunctuation
    kByte = 31,  // then 8 bits: the byte
};
constexpr std::string_view kPunctuation = ",'-./:!&";

// The symbols of a code text (6 bits each): 0 ends it, 1-10 digits, 11-36 A-Z, 37-62 a-z, 63 a
// byte in the next 8 bits.
constexpr std::uint32_t kCodeByte = 63;

bool asciiLetter(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Whether the rule makes a letter upper case after `prev` (0 at the start of the text).
bool upperByRule(bool title, unsigned char prev) {
    return title && (prev == 0 || prev == ' ' || prev == '-' || prev == '.');
}

} // namespace

void BitWriter::bits(std::uint32_t value, int count) {
    for (int i = count - 1; i >= 0; --i) {
        if (m_used == 8) {
            m_bytes += '\0';
            m_used = 0;
        }
        if ((value >> i) & 1u)
            m_bytes.back() = static_cast<char>(m_bytes.back() | (0x80 >> m_used));
        ++m_used;
    }
}

void BitWriter::gamma(std::uint64_t n) {
    if (n == 0 || n >= (std::uint64_t{1} << 32)) {
        bits(0, 32); // no gamma code: 32 zeros, which a reader refuses as too long
        return;
    }
    const int width = static_cast<int>(std::bit_width(n));
    bits(0, width - 1);
    bits(static_cast<std::uint32_t>(n), width);
}

void BitWriter::text(std::string_view s, TextKind kind) {
    if (kind != TextKind::Code) return name(s, kind == TextKind::Name);
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= '0' && c <= '9')
            bits(1 + (c - '0'), 6);
        else if (c >= 'A' && c <= 'Z')
            bits(11 + (c - 'A'), 6);
        else if (c >= 'a' && c <= 'z')
            bits(37 + (c - 'a'), 6);
        else {
            bits(kCodeByte, 6);
            bits(c, 8);
        }
    }
    bits(0, 6);
}

void BitWriter::name(std::string_view s, bool title) {
    unsigned char prev = 0;
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        const auto punct = kPunctuation.find(ch);
        if (asciiLetter(c)) {
            const bool upper = c <= 'Z';
            if (upper != upperByRule(title, prev)) bits(kFlip, 5);
            bits(kLetter + static_cast<std::uint32_t>((c | 0x20) - 'a'), 5);
        } else if (c == ' ') {
            bits(kSpace, 5);
        } else if (c >= '0' && c <= '9') {
            bits(kDigit, 5);
            bits(c - '0', 4);
        } else if (punct != std::string_view::npos) {
            bits(kPunct, 5);
            bits(static_cast<std::uint32_t>(punct), 3);
        } else {
            bits(kByte, 5);
            bits(c, 8);
        }
        prev = c;
    }
    bits(kEnd, 5);
}

std::uint32_t BitReader::bits(int count) {
    if (!m_error.empty()) return 0;
    if (m_at + static_cast<std::size_t>(count) > m_bytes.size() * 8) {
        fail(i18n::tr("it ends before its last card"));
        return 0;
    }
    std::uint32_t v = 0;
    for (int i = 0; i < count; ++i, ++m_at) {
        const auto byte = static_cast<unsigned char>(m_bytes[m_at / 8]);
        v = (v << 1) | ((byte >> (7 - m_at % 8)) & 1u);
    }
    return v;
}

std::uint64_t BitReader::gamma() {
    int zeros = 0;
    while (m_error.empty() && bits(1) == 0) {
        if (++zeros > 31) {
            fail(i18n::tr("a number in it is too long"));
            return 0;
        }
    }
    if (!m_error.empty()) return 0;
    return (std::uint64_t{1} << zeros) | bits(zeros);
}

std::string BitReader::text(TextKind kind, const char* notUtf8) {
    std::string s;
    bool flip = false;
    while (m_error.empty()) {
        char c = 0;
        if (kind == TextKind::Code) {
            const std::uint32_t sym = bits(6);
            if (sym == 0) break;
            c = sym <= 10   ? static_cast<char>('0' + (sym - 1))
                : sym <= 36 ? static_cast<char>('A' + (sym - 11))
                : sym <= 62 ? static_cast<char>('a' + (sym - 37))
                            : static_cast<char>(bits(8));
        } else {
            const std::uint32_t sym = bits(5);
            if (!flip && sym == kFlip) {
                flip = true;
                continue;
            }
            if (!flip && sym == kEnd) break;
            bool upper = upperByRule(kind == TextKind::Name,
                                     s.empty() ? 0 : static_cast<unsigned char>(s.back()));
            c = nameSymbol(sym, upper, flip);
        }
        if (!m_error.empty()) break;
        if (s.size() == kDeckCodeMaxText) {
            fail(i18n::trf("a text in it is longer than {} bytes", kDeckCodeMaxText));
            break;
        }
        s += c;
    }
    if (!m_error.empty()) return {};
    if (std::size_t bad = 0; !validUtf8(s, &bad)) {
        fail(i18n::trf(notUtf8, bad + 1));
        return {};
    }
    return s;
}

// The character a name symbol (not the end) stands for; `upper` is the case the rule gives a
// letter, `flip` whether a case mark came before it.
char BitReader::nameSymbol(std::uint32_t symbol, bool& upper, bool& flip) {
    if (flip && (symbol < kLetter || symbol >= kLetter + 26)) {
        fail(i18n::tr("a case mark in it is not before a letter"));
        return 0;
    }
    if (symbol >= kLetter && symbol < kLetter + 26) {
        upper = upper != flip;
        flip = false;
        return static_cast<char>((upper ? 'A' : 'a') + (symbol - kLetter));
    }
    switch (symbol) {
    case kSpace:
        return ' ';
    case kDigit: {
        const std::uint32_t d = bits(4);
        if (d > 9) fail(i18n::tr("a digit in it is not 0 to 9"));
        return static_cast<char>('0' + d);
    }
    case kPunct:
        return kPunctuation[bits(3)];
    default:
        return static_cast<char>(bits(8)); // kByte
    }
}

bool BitReader::atEnd() const {
    if (m_bytes.size() * 8 - m_at >= 8) return false;
    for (std::size_t at = m_at; at < m_bytes.size() * 8; ++at)
        if ((static_cast<unsigned char>(m_bytes[at / 8]) >> (7 - at % 8)) & 1u) return false;
    return true;
}

void BitReader::fail(const std::string& why) {
    if (m_error.empty()) m_error = why;
    m_at = m_bytes.size() * 8;
}

} // namespace deckhand::core::detail
