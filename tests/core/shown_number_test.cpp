// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers as a person reads them, in each locale's form. The forms are written here by hand as
// glibc's locales define them (LC_NUMERIC: decimal_point, thousands_sep, grouping); the
// expected texts by hand from them.

#include "deckhand/core/shown_number.hpp"

#include <catch2/catch.hpp>

using namespace deckhand::core;

namespace {

const std::string kNarrowNoBreakSpace = "\u202f";

NumberForm french() {
    return {",", kNarrowNoBreakSpace, {3}};
}
NumberForm german() { // and Spanish: es_ES writes numbers the same way
    return {",", ".", {3, 3}};
}
NumberForm japanese() {
    return {".", ",", {3}};
}

// Sets a form for one test and puts the C form back after it.
struct FormFor {
    explicit FormFor(NumberForm form) { setShownNumberForm(std::move(form)); }
    ~FormFor() { setShownNumberForm({}); }
    FormFor(const FormFor&) = delete;
    FormFor& operator=(const FormFor&) = delete;
};

} // namespace

TEST_CASE("numbers are shown in the C form until a locale's form is set") {
    CHECK(shownCount(1234567) == "1234567");
    CHECK(shownFixed(12.5, 1) == "12.5");
    CHECK(shownPercent(12.5, 1) == "12.5%");
    CHECK(shownChance(0.125) == "12.50%");
    CHECK(shownGeneral(63) == "63");
}

TEST_CASE("numbers in the French form: a comma, groups of three after a narrow space") {
    const FormFor form(french());
    const std::string s = kNarrowNoBreakSpace;
    CHECK(shownCount(0) == "0");
    CHECK(shownCount(999) == "999");
    CHECK(shownCount(1234) == "1" + s + "234");
    CHECK(shownCount(1234567) == "1" + s + "234" + s + "567");
    CHECK(shownCount(-1234) == "-1" + s + "234");
    CHECK(shownFixed(12.5, 1) == "12,5");
    CHECK(shownFixed(1234.5, 2) == "1" + s + "234,50");
    CHECK(shownGeneral(2.5) == "2,5");
    CHECK(shownGeneral(63) == "63");
    CHECK(shownNumber("5e-07") == "5e-07");
    CHECK(shownNumber("1.5e-07") == "1,5e-07");
    CHECK(shownNumber("inf") == "inf");
    CHECK(shownNumber("") == "");
}

TEST_CASE("numbers in the German and Spanish form: a comma, dots between thousands") {
    const FormFor form(german());
    CHECK(shownCount(1234) == "1.234");
    CHECK(shownCount(100000) == "100.000");
    CHECK(shownCount(1000000) == "1.000.000");
    CHECK(shownFixed(12.5, 1) == "12,5");
    CHECK(shownFixed(98765.4321, 2) == "98.765,43");
}

TEST_CASE("numbers in the Japanese form: a point, commas between thousands") {
    const FormFor form(japanese());
    CHECK(shownCount(1234) == "1,234");
    CHECK(shownFixed(12.5, 1) == "12.5");
    // No catalogue installed: the percent sign as English writes it, as Japanese does.
    CHECK(shownPercent(12.5, 1) == "12.5%");
    CHECK(shownChance(0.5) == "50.00%");
}

TEST_CASE("a chance too small to show in two decimals shows its significant digits") {
    const FormFor form(french());
    // 0.0021% is 0.000021: it would round to 0,00, which would read as no chance.
    CHECK(shownChance(0.000021) == "0,0021%");
    CHECK(shownChance(0.00005) == "0,01%");
    CHECK(shownChance(0) == "0,00%");
    CHECK(shownChance(1) == "100,00%");
}

TEST_CASE("grouping stops where the locale says no more groups") {
    // Groups of 3 then 2 (as India writes: 12,34,567), and a group size of CHAR_MAX ends them.
    {
        const FormFor form({".", ",", {3, 2}});
        CHECK(shownCount(1234567) == "12,34,567");
    }
    {
        const FormFor form({".", ",", {3, 127}});
        CHECK(shownCount(1234567) == "1234,567");
    }
    {
        const FormFor form({",", "", {3}}); // a separator-less locale groups nothing
        CHECK(shownCount(1234567) == "1234567");
    }
}
