// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Times as the desktop app shows them: the user's local time, the date as shownDate() writes
// every date.
// Files, reports and the profile keep ISO 8601 in UTC ("2026-12-01T08:07:12Z").

#include "deckhand/gui/wx_string.hpp"
#include "shown_date.hpp"

#include <cstdio>
#include <ctime>
#include <string>
#include <wx/datetime.h>

namespace deckhand::gui {

/// "01/12/2026 09:07" (shownDate's date, 24-hour local time) for an ISO UTC time; what could
/// not be read comes back as it was.
inline wxString shownTime(const std::string& isoUtc) {
    std::tm utc{};
    char sep = 0;
    if (std::sscanf(isoUtc.c_str(), "%4d-%2d-%2d%c%2d:%2d:%2d", &utc.tm_year, &utc.tm_mon,
                    &utc.tm_mday, &sep, &utc.tm_hour, &utc.tm_min, &utc.tm_sec) != 7 ||
        (sep != 'T' && sep != ' '))
        return toWx(isoUtc);
    utc.tm_year -= 1900;
    utc.tm_mon -= 1;
    // The C library's zone, read when shown (TZ may change while the app runs).
    const std::time_t at = ::timegm(&utc);
    std::tm local{};
    if (at == static_cast<std::time_t>(-1) || !::localtime_r(&at, &local)) return toWx(isoUtc);
    const wxDateTime when(local);
    return shownDate({local.tm_year + 1900, local.tm_mon + 1, local.tm_mday}) + " " +
           when.Format("%H:%M");
}

} // namespace deckhand::gui
