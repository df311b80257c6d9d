// SPDX-License-Identifier: GPL-3.0-or-later

#include "timestamp.hpp"

#include <ctime>
#include <fmt/format.h>

namespace deckhand::db {

std::string nowUtc() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", tm.tm_year + 1900, tm.tm_mon + 1,
                       tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
}

} // namespace deckhand::db
