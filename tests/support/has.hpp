// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

namespace deckhand::test {

/// Whether `text` holds `part`: what a person looks for in a message or on a page.
inline bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace deckhand::test
