// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/date.hpp"

#include "deckhand/core/text.hpp"

#include <ctime>
#include <fmt/format.h>

namespace deckhand::core {

namespace {
bool isLeap(int y) {
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}
int daysIn(int y, int m) {
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && isLeap(y) ? 29 : kDays[m - 1];
}
} // namespace

std::optional<Date> Date::parse(std::string_view text) {
    text = trim(text);
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
    long long y = 0, m = 0, d = 0;
    if (!parseInt(text.substr(0, 4), y) || !parseInt(text.substr(5, 2), m) ||
        !parseInt(text.substr(8, 2), d))
        return std::nullopt;
    if (y < 1900 || y > 9999 || m < 1 || m > 12) return std::nullopt;
    if (d < 1 || d > daysIn(static_cast<int>(y), static_cast<int>(m))) return std::nullopt;
    return Date{static_cast<int>(y), static_cast<int>(m), static_cast<int>(d)};
}

Date Date::today() {
    std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    return Date{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
}

std::string Date::str() const {
    if (year < 0 || year > 9999 || month < 0 || month > 99 || day < 0 || day > 99)
        return fmt::format("{:04}-{:02}-{:02}", year, month, day);
    // Digit by digit: every report of a batch check prints its date.
    const auto digit = [](int n) { return static_cast<char>('0' + n % 10); };
    return {digit(year / 1000),
            digit(year / 100),
            digit(year / 10),
            digit(year),
            '-',
            digit(month / 10),
            digit(month),
            '-',
            digit(day / 10),
            digit(day)};
}

std::string Date::monthYear() const {
    static constexpr const char* kMonths[] = {"January",   "February", "March",    "April",
                                              "May",       "June",     "July",     "August",
                                              "September", "October",  "November", "December"};
    if (month < 1 || month > 12) return str();
    return fmt::format("{} {}", kMonths[month - 1], year);
}

} // namespace deckhand::core
