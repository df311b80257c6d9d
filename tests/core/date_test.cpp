// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/date.hpp"

#include <catch2/catch.hpp>

using deckhand::core::Date;

TEST_CASE("dates parse as YYYY-MM-DD and reject days that do not exist") {
    auto d = Date::parse("2026-05-01");
    REQUIRE(d);
    CHECK(d->str() == "2026-05-01");
    CHECK(d->monthYear() == "May 2026");
    CHECK(Date::parse("2024-02-29"));
    CHECK_FALSE(Date::parse("2026-02-29"));
    CHECK_FALSE(Date::parse("2026-13-01"));
    CHECK_FALSE(Date::parse("26-05-01"));
    CHECK_FALSE(Date::parse("2026/05/01"));
    CHECK(*Date::parse("2026-01-31") < *Date::parse("2026-02-01"));
}
