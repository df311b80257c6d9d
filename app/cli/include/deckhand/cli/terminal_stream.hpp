// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <streambuf>
#include <string>

namespace deckhand::cli {

/// A stream buffer in front of another that writes everything through except the characters a
/// terminal acts on instead of showing: the C0 controls but line feed and tab (a carriage return
/// only where a line feed follows it, as in a CSV's CRLF), DEL, and the C1 controls U+0080 to
/// U+009F written in UTF-8. Each is written as `\u00XX`, which is also how JSON writes it, so
/// JSON written through it stays JSON. Text from data (a deck code's name, a card's name, a file
/// name) reaches deckhand-cli's output and error streams only through one of these: such text
/// can neither move the cursor, clear the screen nor forge a line of its own with a carriage
/// return. Other bytes, UTF-8 or not, go through as they are.
class TerminalStreamBuf : public std::streambuf {
public:
    explicit TerminalStreamBuf(std::streambuf* target) : m_target(target) {}
    ~TerminalStreamBuf() override;
    TerminalStreamBuf(const TerminalStreamBuf&) = delete;
    TerminalStreamBuf& operator=(const TerminalStreamBuf&) = delete;

    /// Writes out a byte held back (a carriage return, or the first byte of what may be a C1
    /// control) as the end of the output, and flushes the target.
    void finish();

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    // Writes `n` bytes, escaping as the class says; false when the target fails.
    bool write(const char* s, std::size_t n);
    bool put(const char* s, std::size_t n);
    bool escape(unsigned char c);
    bool release(); // a held byte written as it stands at the end of the output

    std::streambuf* m_target;
    int m_held = -1; // '\r' or 0xC2 waiting for the next byte to tell what it is
};

} // namespace deckhand::cli
