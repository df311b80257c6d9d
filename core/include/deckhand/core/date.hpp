// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace deckhand::core {

/// A calendar date, as Limited lists and events use them (no time of day, no zone).
struct Date {
    int year = 0;
    int month = 0;
    int day = 0;

    /// Parses YYYY-MM-DD, checking the day exists in that month.
    [[nodiscard]] static std::optional<Date> parse(std::string_view text);
    /// Today in the local time zone.
    [[nodiscard]] static Date today();
    /// YYYY-MM-DD.
    [[nodiscard]] std::string str() const;
    /// "May 2026".
    [[nodiscard]] std::string monthYear() const;

    auto operator<=>(const Date&) const = default;
};

} // namespace deckhand::core
