// SPDX-License-Identifier: GPL-3.0-or-later

#include "shown_date.hpp"

#include "deckhand/gui/wx_string.hpp"

#include <ctime>
#include <fmt/format.h>
#include <langinfo.h>
#include <locale.h>

namespace deckhand::gui {

namespace {

constexpr const char* kIso = "%Y-%m-%d";

/// The user's date form from their locale, read without changing the program's locale (the
/// C library's number formats must stay C for the files Deckhand reads and writes).
std::string localeFormat() {
    const locale_t user = ::newlocale(LC_TIME_MASK, "", static_cast<locale_t>(nullptr));
    if (!user) return kIso; // a locale named in the environment but not installed
    std::string form = ::nl_langinfo_l(D_FMT, user);
    ::freelocale(user);
    const locale_t c = ::newlocale(LC_TIME_MASK, "C", static_cast<locale_t>(nullptr));
    const std::string cForm = c ? ::nl_langinfo_l(D_FMT, c) : std::string();
    if (c) ::freelocale(c);
    // The C locale's "%m/%d/%y" is nobody's choice: ISO then.
    if (form.empty() || form == cForm) return kIso;
    // A two-digit year cannot tell 1926 from 2026: the year in full.
    for (std::size_t at = form.find("%y"); at != std::string::npos; at = form.find("%y", at))
        form.replace(at, 2, "%Y");
    return form;
}

std::tm tmOf(const core::Date& date) {
    std::tm t{};
    t.tm_year = date.year - 1900;
    t.tm_mon = date.month - 1;
    t.tm_mday = date.day;
    t.tm_hour = 12;
    return t;
}

/// `text` read whole with the strftime form `form`, checked to be a real day.
std::optional<core::Date> readWith(const std::string& text, const std::string& form) {
    std::tm t{};
    const char* end = ::strptime(text.c_str(), form.c_str(), &t);
    if (!end || *end != '\0') return std::nullopt;
    // Date::parse checks the day exists (strptime takes 31 in any month).
    return core::Date::parse(
        fmt::format("{:04}-{:02}-{:02}", t.tm_year + 1900, t.tm_mon + 1, t.tm_mday));
}

} // namespace

std::string shownDateFormat() {
    return localeFormat();
}

wxString shownDate(const core::Date& date) {
    const std::tm t = tmOf(date);
    char out[64];
    const std::size_t n = std::strftime(out, sizeof out, shownDateFormat().c_str(), &t);
    return n ? toWx(std::string(out, n)) : toWx(date.str());
}

std::optional<core::Date> readDate(const wxString& text) {
    const std::string typed = toUtf8(text.Strip(wxString::both));
    if (typed.empty()) return std::nullopt;
    if (auto iso = core::Date::parse(typed)) return iso;
    return readWith(typed, shownDateFormat());
}

} // namespace deckhand::gui
