// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The `deckhand` gettext catalogue: where its .mo files are, and the catalogue core's messages
// are translated with (i18n.hpp). The CLI and the GUI call useUserLanguage() first thing.

#include "deckhand/core/shown_number.hpp"

#include <filesystem>
#include <string>

namespace deckhand::app {

// The gettext text domain of every Deckhand message.
inline constexpr const char* kTextDomain = "deckhand";

// Where <lang>/LC_MESSAGES/deckhand.mo are: $DECKHAND_LOCALEDIR if set; installed,
// <prefix>/share/locale beside the program; else the build tree's locale folder.
[[nodiscard]] std::filesystem::path localeDir();

// The user's date form (LC_TIME's, read without changing the program's locale) as a strftime
// pattern, the year in full ("%d/%m/%Y" for fr_FR); ISO ("%Y-%m-%d") under the C locale, whose
// "%m/%d/%y" is nobody's choice, and when the locale named is not installed.
[[nodiscard]] std::string localeDateFormat();

// The user's number form (LC_NUMERIC's decimal point, thousands separator and grouping, read
// without changing the program's locale, which stays C for numbers): "," and U+202F in groups
// of 3 for fr_FR; the C form under the C locale and when the locale named is not installed.
[[nodiscard]] core::NumberForm localeNumberForm();

// Messages in the user's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), through glibc's
// gettext in the `deckhand` domain, as UTF-8. Only LC_MESSAGES and LC_TIME follow the user:
// numbers are read and written the same in every language. Installs core's catalogue and
// sets core's shown date form (core/sentence.hpp) to localeDateFormat() and its shown number
// form (core/shown_number.hpp) to localeNumberForm().
void useUserLanguage();

// What programs read (JSON, CSV): messages in English, numbers in the C form ("1234") and dates
// in ISO, whatever the user's language; what useUserLanguage set is undone. validate --json and
// --csv and goldfish --json call it before they write anything.
void useProgramsLanguage();

} // namespace deckhand::app
