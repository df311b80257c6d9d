// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A reader and a writer for the one JSON shape the catalogue stores per card and printing: a
// flat object of string members ({"type":"Fighter","weight":"Light"}). Reading 100,000 of them
// through a DOM parser was a fifth of reading a big game, and writing them through one a tenth
// of an import; these walk the text once.

#include "deckhand/core/text.hpp"

#include <string>
#include <string_view>

namespace deckhand::db {

namespace flat_json_detail {

inline bool hex4(std::string_view text, std::size_t& i, unsigned& out) {
    if (i + 4 > text.size()) return false;
    out = 0;
    for (int k = 0; k < 4; ++k) {
        const char c = text[i++];
        out <<= 4;
        if (c >= '0' && c <= '9')
            out |= static_cast<unsigned>(c - '0');
        else if (c >= 'a' && c <= 'f')
            out |= static_cast<unsigned>(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            out |= static_cast<unsigned>(c - 'A' + 10);
        else
            return false;
    }
    return true;
}

inline void appendUtf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

/// Reads a string starting at text[i] == '"'; leaves i after its closing quote.
inline bool readString(std::string_view text, std::size_t& i, std::string& out) {
    if (i >= text.size() || text[i] != '"') return false;
    ++i;
    out.clear();
    while (i < text.size()) {
        // The run up to the next quote or backslash, read a byte at a time: find_first_of of
        // two characters calls memchr on them for every byte (a sixth of reading a big game).
        std::size_t run = i;
        while (run < text.size() && text[run] != '"' && text[run] != '\\')
            ++run;
        if (run == text.size()) return false;
        out.append(text.substr(i, run - i));
        i = run;
        if (text[i] == '"') {
            ++i;
            return true;
        }
        if (++i >= text.size()) return false;
        switch (text[i++]) {
        case '"':
            out += '"';
            break;
        case '\\':
            out += '\\';
            break;
        case '/':
            out += '/';
            break;
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'n':
            out += '\n';
            break;
        case 'r':
            out += '\r';
            break;
        case 't':
            out += '\t';
            break;
        case 'u': {
            unsigned cp = 0;
            if (!hex4(text, i, cp)) return false;
            if (cp >= 0xD800 && cp <= 0xDBFF) { // a surrogate pair
                unsigned low = 0;
                if (i + 2 > text.size() || text[i] != '\\' || text[i + 1] != 'u') return false;
                i += 2;
                if (!hex4(text, i, low) || low < 0xDC00 || low > 0xDFFF) return false;
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                return false;
            }
            appendUtf8(out, cp);
            break;
        }
        default:
            return false;
        }
    }
    return false;
}

inline void skipSpace(std::string_view text, std::size_t& i) {
    while (i < text.size() &&
           (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t'))
        ++i;
}

} // namespace flat_json_detail

/// Calls `each(key, value)` (two std::string&, theirs to move from) for every member of a flat
/// JSON object whose values are all strings. Returns false, having perhaps called `each` for
/// some members, when `text` is anything else: the caller then reads it with a full parser.
template <typename Each> bool readFlatJsonObject(std::string_view text, Each&& each) {
    using namespace flat_json_detail;
    std::size_t i = 0;
    skipSpace(text, i);
    if (i >= text.size() || text[i] != '{') return false;
    ++i;
    skipSpace(text, i);
    std::string key, value;
    if (i < text.size() && text[i] == '}') {
        ++i;
    } else {
        for (;;) {
            skipSpace(text, i);
            if (!readString(text, i, key)) return false;
            skipSpace(text, i);
            if (i >= text.size() || text[i] != ':') return false;
            ++i;
            skipSpace(text, i);
            if (!readString(text, i, value)) return false;
            each(key, value);
            skipSpace(text, i);
            if (i >= text.size()) return false;
            if (text[i] == '}') {
                ++i;
                break;
            }
            if (text[i] != ',') return false;
            ++i;
        }
    }
    skipSpace(text, i);
    return i == text.size();
}

/// Writes flat JSON objects of string members, member by member, into one string it keeps.
class FlatJsonWriter {
public:
    void begin() {
        m_out.clear();
        m_out += '{';
    }
    void member(std::string_view key, std::string_view value) {
        if (m_out.size() > 1) m_out += ',';
        string(key);
        m_out += ':';
        string(value);
    }
    /// The object, closed: valid until the next begin().
    [[nodiscard]] const std::string& end() {
        m_out += '}';
        return m_out;
    }

private:
    // As nlohmann::json writes a string, which the reader above reads.
    void string(std::string_view text) { core::appendJsonString(m_out, text); }

    std::string m_out;
};

} // namespace deckhand::db
