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

// The one way a date is shown in a sentence: the catalogue's strftime pattern under LC_TIME
// ("2026-12-06" in English, "6 décembre 2026" in French). ISO for a date out of range.
[[nodiscard]] std::string shownDate(const Date& date);
// A month and year as shown: "May 2026" in English, "mai 2026" in French.
[[nodiscard]] std::string shownMonthYear(const Date& date);

} // namespace deckhand::core
