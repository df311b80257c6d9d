// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/sentence.hpp"

#include "deckhand/core/i18n.hpp"

#include <ctime>

namespace deckhand::core {

namespace {

// `items` joined by the language's list separator, the last pair by `lastPair` ("{} and {}").
std::string joinWith(const std::vector<std::string>& items,
                     std::string (*lastPair)(const std::string&, const std::string&)) {
    if (items.empty()) return {};
    std::string head = items.front();
    for (std::size_t i = 1; i + 1 < items.size(); ++i)
        // TRANSLATORS: the separator of a list of names before its last pair ("A, B and C").
        head = i18n::trf("{}, {}", head, items[i]);
    return items.size() == 1 ? head : lastPair(head, items.back());
}

std::string strftimeOf(const Date& date, const char* pattern) {
    std::tm tm{};
    tm.tm_year = date.year - 1900;
    tm.tm_mon = date.month - 1;
    tm.tm_mday = date.day;
    tm.tm_isdst = -1;
    char buffer[128];
    const std::size_t n = std::strftime(buffer, sizeof buffer, pattern, &tm);
    return n == 0 ? date.str() : std::string(buffer, n);
}

bool inRange(const Date& date) {
    return date.year >= 1900 && date.year <= 9999 && date.month >= 1 && date.month <= 12 &&
           date.day >= 1 && date.day <= 31;
}

} // namespace

std::string andList(const std::vector<std::string>& items) {
    return joinWith(items, [](const std::string& a, const std::string& b) {
        // TRANSLATORS: the last two names of a list ("A, B and C").
        return i18n::trf("{} and {}", a, b);
    });
}

std::string orList(const std::vector<std::string>& items) {
    return joinWith(items, [](const std::string& a, const std::string& b) {
        // TRANSLATORS: the last two of a list of choices ("G, H or I").
        return i18n::trf("{} or {}", a, b);
    });
}

namespace {
std::string& dateFormat() {
    static std::string format = "%Y-%m-%d";
    return format;
}
} // namespace

const std::string& shownDateFormat() {
    return dateFormat();
}

void setShownDateFormat(std::string strftimePattern) {
    dateFormat() = strftimePattern.empty() ? "%Y-%m-%d" : std::move(strftimePattern);
}

std::string shownDate(const Date& date) {
    if (!inRange(date)) return date.str();
    return strftimeOf(date, dateFormat().c_str());
}

std::string shownMonthYear(const Date& date) {
    if (!inRange(date)) return date.str();
    // TRANSLATORS: a month and its year, as a strftime pattern (man strftime): "May 2026".
    return strftimeOf(date, i18n::tr("%B %Y"));
}

} // namespace deckhand::core
