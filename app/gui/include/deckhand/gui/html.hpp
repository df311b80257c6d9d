#pragma once

// Text put into the HTML the panes show (wxHtmlWindow): card names, rules text, messages.

#include <string>
#include <string_view>

namespace deckhand::gui {

/// `text` (UTF-8) with &, <, > and " escaped and line breaks as <br>.
[[nodiscard]] inline std::string escapeHtml(std::string_view text) {
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
            out += "<br>";
            break;
        default:
            out += c;
        }
    }
    return out;
}

} // namespace deckhand::gui
