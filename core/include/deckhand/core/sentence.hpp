// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pieces of Deckhand's sentences that every language writes its own way: lists of names
// ("A, B and C") and dates as a person reads them. Files and programs keep ISO dates
// (Date::str()); only what is shown goes through shownDate.

#include "deckhand/core/date.hpp"

#include <string>
#include <vector>

namespace deckhand::core {

// "A", "A and B", "A, B and C" in the user's language.
[[nodiscard]] std::string andList(const std::vector<std::string>& items);
// "A", "A or B", "A, B or C" in the user's language.
[[nodiscard]] std::string orList(const std::vector<std::string>& items);

// The one way a date is shown, in sentences, tables, date fields and on paper: the user's
// locale's date form as a strftime pattern ("%d/%m/%Y" in France, "%Y年%m月%d日" in Japan),
// which the program sets once at start (app::useUserLanguage reads it from LC_TIME), ISO
// until it does and under the C locale. ISO for a date out of range.
[[nodiscard]] std::string shownDate(const Date& date);
// The pattern shownDate uses; a date typed in it is read back with it (and ISO always).
[[nodiscard]] const std::string& shownDateFormat();
// Sets that pattern (not thread-safe: at start, before any thread shows a date).
void setShownDateFormat(std::string strftimePattern);
// A month and year as shown: "May 2026" in English, "mai 2026" in French.
[[nodiscard]] std::string shownMonthYear(const Date& date);

} // namespace deckhand::core
