// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/io/file.hpp"

#include <string>
#include <string_view>

namespace deckhand::io::detail {

/// Valid UTF-8 without control characters: what cairo can show. Bytes that are not UTF-8
/// become '?', control characters spaces (line breaks stay when `keepNewlines`).
inline std::string printable(std::string_view s, bool keepNewlines = false) {
    std::string out;
    while (!s.empty()) {
        std::size_t bad = s.size();
        const bool ok = validUtf8(s, &bad);
        out.append(s.substr(0, ok ? s.size() : bad));
        if (ok) break;
        out += '?';
        s.remove_prefix(bad + 1);
    }
    for (char& c : out)
        if ((static_cast<unsigned char>(c) < 0x20 || c == 0x7f) && !(keepNewlines && c == '\n'))
            c = ' ';
    return out;
}

} // namespace deckhand::io::detail
