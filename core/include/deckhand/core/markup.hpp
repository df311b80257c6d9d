// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Text put into markup: the XML the writers make (deck files, game packs) and the HTML the
// desktop app's panes show. One escaping for both, so they cannot drift apart.

#include <string>
#include <string_view>

namespace deckhand::core {

/// `text` (UTF-8) made safe as an element's text or a double-quoted attribute in XML or HTML:
/// &, <, > and " escaped. With `lineBreaks`, each line break is written as <br> (HTML).
[[nodiscard]] inline std::string escapeMarkup(std::string_view text, bool lineBreaks = false) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\n':
            if (lineBreaks) {
                out += "<br>";
                break;
            }
            [[fallthrough]];
        default:
            out += c;
        }
    }
    return out;
}

} // namespace deckhand::core
