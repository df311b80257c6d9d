// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/cli/terminal_stream.hpp"

#include <array>

namespace deckhand::cli {

namespace {

// Bytes that need a look: C0 controls (but tab and line feed), DEL, and 0xC2 (the first byte of
// U+0080 to U+00BF in UTF-8, among them the C1 controls).
constexpr std::array<bool, 256> kLook = [] {
    std::array<bool, 256> look{};
    for (int c = 0; c < 0x20; ++c)
        look[static_cast<std::size_t>(c)] = c != '\t' && c != '\n';
    look[0x7F] = true;
    look[0xC2] = true;
    return look;
}();

} // namespace

TerminalStreamBuf::~TerminalStreamBuf() {
    finish();
}

void TerminalStreamBuf::finish() {
    release();
    m_target->pubsync();
}

bool TerminalStreamBuf::put(const char* s, std::size_t n) {
    return n == 0 ||
           m_target->sputn(s, static_cast<std::streamsize>(n)) == static_cast<std::streamsize>(n);
}

bool TerminalStreamBuf::escape(unsigned char c) {
    constexpr char kHex[] = "0123456789abcdef";
    const char text[6] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 0xF]};
    return put(text, sizeof text);
}

bool TerminalStreamBuf::release() {
    if (m_held < 0) return true;
    const auto held = static_cast<unsigned char>(m_held);
    m_held = -1;
    if (held == '\r') return escape(held); // no line feed after it: it would return the cursor
    const char c = static_cast<char>(held);
    return put(&c, 1);
}

bool TerminalStreamBuf::write(const char* s, std::size_t n) {
    std::size_t i = 0;
    if (m_held >= 0 && n > 0) {
        const auto next = static_cast<unsigned char>(s[0]);
        if (m_held == '\r' && next == '\n') {
            m_held = -1;
            if (!put("\r\n", 2)) return false;
            i = 1;
        } else if (m_held == 0xC2 && next >= 0x80 && next <= 0x9F) {
            m_held = -1;
            if (!escape(next)) return false; // U+0080 to U+009F
            i = 1;
        } else if (!release()) {
            return false;
        }
    }
    std::size_t run = i; // the start of bytes that go through as they are
    for (; i < n; ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (!kLook[c]) continue;
        if (c == 0xC2 && i + 1 < n) {
            const auto next = static_cast<unsigned char>(s[i + 1]);
            if (next < 0x80 || next > 0x9F) continue; // U+00A0 and up: shown
            if (!put(s + run, i - run) || !escape(next)) return false;
            run = ++i + 1;
            continue;
        }
        if (c == '\r' && i + 1 < n) {
            if (s[i + 1] == '\n') continue; // CRLF goes through
            if (!put(s + run, i - run) || !escape(c)) return false;
            run = i + 1;
            continue;
        }
        if (!put(s + run, i - run)) return false;
        run = i + 1;
        if (c == '\r' || c == 0xC2) { // the last byte: the next write tells what it is
            m_held = c;
            continue;
        }
        if (!escape(c)) return false;
    }
    return put(s + run, n - run);
}

TerminalStreamBuf::int_type TerminalStreamBuf::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return write(&ch, 1) ? c : traits_type::eof();
}

std::streamsize TerminalStreamBuf::xsputn(const char* s, std::streamsize n) {
    return write(s, static_cast<std::size_t>(n)) ? n : 0;
}

int TerminalStreamBuf::sync() {
    // A held byte stays held: what comes next decides it. Only the end of the output releases it.
    return m_target->pubsync();
}

} // namespace deckhand::cli
