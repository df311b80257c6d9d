// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The one place where text crosses between wxWidgets and the rest of Deckhand: everything
// below the GUI speaks UTF-8 std::string, so wxString stops at these two functions.

#include <string>
#include <string_view>
#include <wx/string.h>

namespace deckhand::gui {

/// A UTF-8 string (a card name, a message, a path) as wxWidgets wants it.
[[nodiscard]] inline wxString toWx(std::string_view utf8) {
    return wxString::FromUTF8(utf8.data(), utf8.size());
}

/// What the user typed or picked, as the UTF-8 string the lower layers expect.
[[nodiscard]] inline std::string toUtf8(const wxString& text) {
    return text.utf8_string();
}

} // namespace deckhand::gui
