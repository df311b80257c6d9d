// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The one date form of the desktop app: the user's locale (LC_TIME, else LANG), with the year
// in full. Files, reports and the profile keep ISO 8601 ("2026-12-01"); ISO is accepted as
// input everywhere too. Under the C locale (no locale chosen) dates are shown in ISO.

#include "deckhand/core/date.hpp"

#include <optional>
#include <string>
#include <wx/string.h>

namespace deckhand::gui {

/// `date` as the user's locale writes it ("01/12/2026", "01.12.2026", "12/01/2026"), or ISO
/// under the C locale.
[[nodiscard]] wxString shownDate(const core::Date& date);

/// A date typed in the form shownDate() uses or in ISO 8601, checked to exist (no 30
/// February); nullopt for anything else.
[[nodiscard]] std::optional<core::Date> readDate(const wxString& text);

/// The strftime form shownDate() uses ("%d/%m/%Y"; "%Y-%m-%d" under the C locale).
[[nodiscard]] std::string shownDateFormat();

} // namespace deckhand::gui
