// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

namespace deckhand::db {

// The current time in UTC as ISO 8601 to the second ("2026-05-01T12:00:00Z"): how every store
// writes added_at, created_at and the like.
[[nodiscard]] std::string nowUtc();

} // namespace deckhand::db
