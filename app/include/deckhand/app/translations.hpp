// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The `deckhand` gettext catalogue: where its .mo files are, and the catalogue core's messages
// are translated with (i18n.hpp). The CLI and the GUI call useUserLanguage() first thing.

#include <filesystem>

namespace deckhand::app {

// The gettext text domain of every Deckhand message.
inline constexpr const char* kTextDomain = "deckhand";

// Where <lang>/LC_MESSAGES/deckhand.mo are: $DECKHAND_LOCALEDIR if set; installed,
// <prefix>/share/locale beside the program; else the build tree's locale folder.
[[nodiscard]] std::filesystem::path localeDir();

// Messages in the user's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), through glibc's
// gettext in the `deckhand` domain, as UTF-8. Only LC_MESSAGES and LC_TIME follow the user:
// numbers are read and written the same in every language. Installs core's catalogue.
void useUserLanguage();

} // namespace deckhand::app
