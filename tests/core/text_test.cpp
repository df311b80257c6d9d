// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/markup.hpp"
#include "deckhand/core/text.hpp"

#include <catch2/catch.hpp>
#include <random>
#include <string>

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
}

// Plain ASCII takes a shorter way through foldName than other text: it must give what the
// Unicode way gives. A zero-width space (default-ignorable: NFKC_Casefold removes it) sends the
// same name the long way.
TEST_CASE("card names in plain ASCII fold as the Unicode way folds them") {
    std::mt19937 rng(7);
    const std::string alphabet = "aZq09 \t\r\n\v\f-'\"(),./:!?&+";
    for (int i = 0; i < 5000; ++i) {
        std::string name;
        const int length = std::uniform_int_distribution<int>(0, 24)(rng);
        for (int k = 0; k < length; ++k)
            name +=
                alphabet[std::uniform_int_distribution<std::size_t>(0, alphabet.size() - 1)(rng)];
        INFO("name: '" << name << "'");
        REQUIRE(foldName(name) == foldName(name + "\xE2\x80\x8B"));
    }
    CHECK(foldName("  Iron\t\tPALM  ") == "iron palm");
    CHECK(foldName("Iron\xE2\x80\x8B Palm") == "iron palm");
}

// The expected forms are Unicode's NFKC_Casefold, written out by hand.
TEST_CASE("card names fold case in every script - accents - sharp s - full-width letters") {
    CHECK(foldName("Café") == "café");
    CHECK(foldName("CAFÉ") == "café");
    CHECK(foldName("Cafe\xCC\x81") == "café"); // e + combining acute, as some keyboards send
    CHECK(foldName("ΣΟΦΟΣ Blade") == "σοφοσ blade");
    CHECK(foldName("σοφος") == "σοφοσ"); // final sigma
    CHECK(foldName("Straße") == "strasse");
    CHECK(foldName("STRASSE") == "strasse");
    CHECK(foldName("ＡＢＣ") == "abc");
    CHECK(foldName("Ｉｒｏｎ\xE3\x80\x80Ｐａｌｍ") == "iron palm"); // ideographic space
    CHECK(foldName("Rin\xE2\x80\x99s ＣＡＦÉ") == "rin's café");
    CHECK(foldName("\xFF Bad \xC3") == "\xFF bad \xC3"); // not UTF-8: ASCII folded, bytes kept
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

TEST_CASE("closest matches from names folded beforehand are the same as folding them each time") {
    const std::vector<std::string> names{"Iron Palm", "IRON  WILL", "Caf\xC3\xA9 Brawler",
                                         "Palm Strike Deluxe", "Rin\xE2\x80\x99s Gambit"};
    // Folded by hand, not by foldName: what a catalogue holds for these names.
    const std::vector<std::string> folded{"iron palm", "iron will", "caf\xC3\xA9 brawler",
                                          "palm strike deluxe", "rin's gambit"};
    for (const char* wanted :
         {"Iron Plam", "iron wil", "CAFE BRAWLR", "strike", "Rins Gambit", "zzzzzzzz", ""}) {
        INFO(wanted);
        CHECK(closestMatches(wanted, names, folded) == closestMatches(wanted, names));
    }
    CHECK(closestMatches("Iron Wil", names, folded).front() == "IRON  WILL");
    CHECK(closestMatches("Rin's Gambet", names, folded) ==
          std::vector<std::string>{"Rin\xE2\x80\x99s Gambit"});
}

TEST_CASE("edit distance counts ASCII and other text alike, and stops past its limit") {
    CHECK(editDistance("", "", 2) == 0);
    CHECK(editDistance("abc", "", 5) == 3);
    CHECK(editDistance("flaw", "lawn", 5) == 2);
    CHECK(editDistance("abcdef", "zzzzzz", 1) == 2);    // 6, past the limit: limit + 1
    CHECK(editDistance("caf\xC3\xA9", "cafx", 5) == 1); // one code point, two bytes
    CHECK(editDistance("\xFF\xFE", "\xFF", 5) == 1);    // not UTF-8: a byte each
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

TEST_CASE("edit distance counts letters - not bytes") {
    CHECK(editDistance("café", "cafe", 5) == 1);
    CHECK(editDistance("σοφοσ", "σοφια", 5) == 2);
    CHECK(editDistance("日本", "日本語", 5) == 1);
    CHECK(editDistance("Ω", "", 5) == 1);
}

TEST_CASE("did you mean finds names in other scripts and cases") {
    const std::vector<std::string> names{"Café Brawler", "Σοφός Blade", "Straße Fighter",
                                         "Iron Palm"};
    CHECK(closestMatches("CAFE BRAWLR", names) == std::vector<std::string>{"Café Brawler"});
    CHECK(closestMatches("ΣΟΦΟΣ BLAD", names) == std::vector<std::string>{"Σοφός Blade"});
    CHECK(closestMatches("strasse fightr", names) == std::vector<std::string>{"Straße Fighter"});
    CHECK(closestMatches("ＩＲＯＮ ＰＡＬＭ", names) == std::vector<std::string>{"Iron Palm"});
}

TEST_CASE("counts agree with their word") {
    CHECK(plural(1, "card", "cards") == "1 card");
    CHECK(plural(0, "card", "cards") == "0 cards");
    CHECK(plural(2, "copy", "copies") == "2 copies");
    CHECK(plural("1", "card", "cards") == "1 card");
    CHECK(plural("3 (setting hand)", "card", "cards") == "3 (setting hand) cards");
}

TEST_CASE("foldName of ASCII: lower case, each run of spaces one, none at the ends, ` as '") {
    // Written from the rule, a byte at a time, for every ASCII byte in every place.
    const auto reference = [](std::string_view s) {
        std::string out;
        bool pending = false;
        for (char c : s) {
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
                pending = !out.empty();
                continue;
            }
            if (pending) out += ' ';
            pending = false;
            if (c == '`') c = '\'';
            out += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
        }
        return out;
    };
    for (int b = 0; b < 128; ++b) {
        const std::string c(1, static_cast<char>(b));
        for (const std::string& s : {c, c + c, " " + c, c + "  ", "Iron" + c + "Palm",
                                     "Iron " + c + " PALM", "A" + c + c + "b\t" + c})
            CHECK(foldName(s) == reference(s));
    }
}

TEST_CASE("escapeMarkup: one escaping for the XML writers and the panes' HTML") {
    using deckhand::core::escapeMarkup;
    // What a card name may hold, and what it must become inside an element or an attribute.
    CHECK(escapeMarkup("Tom & Jerry's <b>\"best\"</b>\nnext") ==
          "Tom &amp; Jerry's &lt;b&gt;&quot;best&quot;&lt;/b&gt;\nnext");
    CHECK(escapeMarkup("a\nb", true) == "a<br>b");
    CHECK(escapeMarkup("Σ 能力 — plain") == "Σ 能力 — plain");
    CHECK(escapeMarkup("").empty());
}
