#include "deckhand/core/text.hpp"

#include <catch2/catch.hpp>

using namespace deckhand::core;

TEST_CASE("card names fold case - curly quotes - dashes and spacing") {
    CHECK(foldName("  Iron   Palm ") == "iron palm");
    CHECK(foldName("Rin\xE2\x80\x99s Gambit") == "rin's gambit");
    CHECK(foldName("\xE2\x80\x9C"
                   "Big"
                   "\xE2\x80\x9D Bob") == "\"big\" bob");
    CHECK(foldName("Anti\xE2\x80\x93Tank\tJavelin") == "anti-tank javelin");
    CHECK(foldName("A\xC2\xA0"
                   "B") == "a b");
    CHECK(foldName("\xCE\xA3 Blade") == "\xCE\xA3 blade"); // non-ASCII kept as is
}

TEST_CASE("closest matches suggest near misses first - then names containing the text") {
    const std::vector<std::string> names{"Iron Palm", "Iron Will", "Quick Jab",
                                         "Palm Strike Deluxe"};
    auto m = closestMatches("Iron Plam", names);
    REQUIRE(!m.empty());
    CHECK(m.front() == "Iron Palm");
    CHECK(closestMatches("zzzzzzzz", names).empty());
    auto contains = closestMatches("strike", names);
    REQUIRE(contains.size() == 1);
    CHECK(contains.front() == "Palm Strike Deluxe");
}

TEST_CASE("integers parse whole or not at all") {
    long long n = 0;
    CHECK(parseInt("42", n));
    CHECK(n == 42);
    CHECK(parseInt(" -3 ", n));
    CHECK(n == -3);
    CHECK_FALSE(parseInt("4x", n));
    CHECK_FALSE(parseInt("", n));
    CHECK_FALSE(parseInt("99999999999999999999999", n));
}

TEST_CASE("edit distance stops at its limit") {
    CHECK(editDistance("kitten", "sitting", 5) == 3);
    CHECK(editDistance("a", "abcdefgh", 2) == 3);
}
