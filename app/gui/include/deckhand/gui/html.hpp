// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Text put into the HTML the panes show (wxHtmlWindow): card names, rules text, messages.

#include "deckhand/core/markup.hpp"

#include <string>
#include <string_view>

namespace deckhand::gui {

/// `text` (UTF-8) with &, <, > and " escaped and line breaks as <br>.
[[nodiscard]] inline std::string escapeHtml(std::string_view text) {
    return core::escapeMarkup(text, true);
}

} // namespace deckhand::gui
