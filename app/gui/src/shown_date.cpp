// SPDX-License-Identifier: GPL-3.0-or-later

#include "shown_date.hpp"

#include "deckhand/core/sentence.hpp"
#include "deckhand/gui/wx_string.hpp"

#include <ctime>
#include <fmt/format.h>

namespace deckhand::gui {

namespace {

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
    return core::shownDateFormat();
}

wxString shownDate(const core::Date& date) {
    return toWx(core::shownDate(date));
}

std::optional<core::Date> readDate(const wxString& text) {
    const std::string typed = toUtf8(text.Strip(wxString::both));
    if (typed.empty()) return std::nullopt;
    if (auto iso = core::Date::parse(typed)) return iso;
    return readWith(typed, shownDateFormat());
}

} // namespace deckhand::gui
