// SPDX-License-Identifier: GPL-3.0-or-later

// Collections exported by other apps, and deck lists converted between formats.
#include "cli_runner.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

using namespace deckhand::test;

namespace {

using TempProfile = ScratchProfile;

std::string data(const std::string& path) {
    return (fs::path(DECKHAND_TEST_DATA) / path).string();
}

} // namespace

TEST_CASE("collection import: every app's export is read with its own column names") {
    const std::pair<const char*, const char*> apps[] = {{"moxfield.csv", "Moxfield"},
                                                        {"deckbox.csv", "Deckbox"},
                                                        {"manabox.csv", "ManaBox"},
                                                        {"archidekt.csv", "Archidekt"},
                                                        {"dragonshield.csv", "Dragon Shield"}};
    for (const auto& [file, app] : apps) {
        INFO(file);
        TempProfile p;
        auto r =
            p({"collection", "import", "--game", "plu", data(std::string("collections/") + file)});
        INFO(r.err);
        REQUIRE(r.code == 0);
        CHECK(has(r.out, std::string("as a ") + app + " export"));
        auto rows = nlohmann::json::parse(p({"collection", "list", "--json"}).out)["collection"];
        int total = 0;
        bool foil = false, lp = false;
        for (const auto& row : rows) {
            total += row["quantity"].get<int>();
            foil = foil || row["finish"] == "foil";
            lp = lp || row["condition"] == "LP";
            CHECK(row["language"] == "en");
        }
        CHECK(total == (std::string(file) == "deckbox.csv" ? 3 : 5));
        CHECK(foil);
        CHECK(lp);
    }
}

TEST_CASE("collection import: rows that match no card are reported - and skipped only when asked") {
    TempProfile p;
    auto refused = p({"collection", "import", "--game", "plu", data("collections/tcgplayer.csv")});
    CHECK(refused.code == 2);
    const bool named =
        has(refused.err, "tcgplayer.csv:4:6: unknown Powerline Ultra card 'Unknown Card'") ||
        has(refused.err, "tcgplayer.csv:4:6: Powerline Ultra has no card PLS1 999");
    CHECK(named);
    CHECK(has(refused.err, "Nothing was imported: 1 row matched no Powerline Ultra card"));
    CHECK(has(p({"collection", "list"}).out, "0 cards in 0 rows"));

    auto skipped = p({"collection", "import", "--game", "plu", "--skip-unmatched",
                      data("collections/tcgplayer.csv")});
    CHECK(skipped.code == 0);
    CHECK(has(skipped.out, "as a TCGplayer export: added 5 cards in 2 rows, skipped 1 unmatched"));
    CHECK(has(skipped.err, "skipped: "));
}

TEST_CASE("collection import: a condition Deckhand cannot place is an error at its cell - nothing "
          "imported") {
    TempProfile p;
    const fs::path file = p.files() / "conditions.csv";
    std::ofstream(file) << "Count,Name,Edition Code,Card Number,Condition\n"
                           "1,Iron Palm,PLS1,007,Good (Lightly Played)\n"
                           "2,Quick Jab,PLS1,008,Like New\n";
    auto r = p({"collection", "import", "--game", "plu", file.string()});
    CHECK(r.code == 2);
    CHECK(has(r.err, "conditions.csv:3:5: condition 'Like New' is not one Deckhand knows (NM, LP, "
                     "MP, HP, DMG)"));
    CHECK(has(p({"collection", "list"}).out, "0 cards in 0 rows"));
}

TEST_CASE("convert: text to every format and back keeps the deck") {
    TempProfile p;
    const std::string source = data("decks/plu/legal.txt");
    for (const char* ext : {".cod", ".o8d", ".dek", ".csv", ".txt"}) {
        INFO(ext);
        const std::string out = (p.files() / (std::string("deck") + ext)).string();
        auto r = p({"convert", "--game", "plu", source, out});
        REQUIRE(r.code == 0);
        CHECK(has(r.out, "(46 cards)"));
        // The converted file validates exactly like the original.
        auto v = p({"validate", "--game", "plu", "--json", out});
        INFO(v.out + v.err);
        CHECK(v.code == 0);
        auto j = nlohmann::json::parse(v.out);
        CHECK(j["decks"][0]["cards"] == 41);
        auto back = (p.files() / (std::string("back-") + ext + ".txt")).string();
        REQUIRE(p({"convert", "--game", "plu", out, back}).code == 0);
        CHECK(p({"validate", "--game", "plu", back}).code == 0);
    }
    auto noGame = p({"convert", source, (p.files() / "plain.cod").string()});
    CHECK(noGame.code == 0);
    CHECK(p({"convert", source, (p.files() / "deck.pdf").string()}).code == 2);
}

TEST_CASE("deck show: a file as JSON - unknown cards kept and listed") {
    TempProfile p;
    std::ofstream(p.files() / "mixed.txt")
        << "// Mixed\n4 Iron Palm (PLS1) 007\n2 Mystery Card\nSideboard\n1 Smoke Bomb\n";
    auto r = p({"deck", "show", "--game", "plu", "--json", (p.files() / "mixed.txt").string()});
    REQUIRE(r.code == 0);
    auto j = nlohmann::json::parse(r.out);
    CHECK(j["name"] == "Mixed");
    CHECK(
        j["sections"]["main"][0] ==
        nlohmann::json{{"name", "Iron Palm"}, {"quantity", 4}, {"set", "PLS1"}, {"number", "007"}});
    CHECK(j["sections"]["side"][0]["name"] == "Smoke Bomb");
    REQUIRE(j["unresolved"].size() == 1);
    CHECK(j["unresolved"][0]["name"] == "Mystery Card");
    CHECK(j["unresolved"][0]["line"] == 3);
}

TEST_CASE(
    "convert: an .o8d from an .o8d and a .dek from a .dek keep the ids Deckhand does not own") {
    TempProfile p;
    const auto in = p.files() / "in.o8d";
    std::ofstream(in) << R"(<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="a6d114c7-2e2a-4896-ad8c-0330605c90bf">
  <section name="Main" shared="False">
    <card qty="4" id="d1b5e4c3-0000-4000-8000-00000000a007">Iron Palm</card>
    <card qty="1" id="d1b5e4c3-0000-4000-8000-00000000ffff">Card From Another Set</card>
  </section>
</deck>
)";
    const auto dekIn = p.files() / "in.dek";
    std::ofstream(dekIn) << R"(<deck version="0.8">
  <meta><game>PowerlineUltra</game></meta>
  <superzone name="Deck">
    <card><name id="PLS1-007">Iron Palm</name><set>PLS1</set></card>
    <card><name id="001">Card From Another Set</name><set>XX1</set></card>
  </superzone>
</deck>
)";
    auto slurp = [](const fs::path& f) {
        std::ifstream s(f, std::ios::binary);
        std::ostringstream o;
        o << s.rdbuf();
        return o.str();
    };
    for (bool withGame : {false, true}) {
        INFO((withGame ? "--game plu" : "no game"));
        std::vector<std::string> args{"convert"};
        if (withGame) args.insert(args.end(), {"--game", "plu"});
        auto o8d = args, dek = args;
        o8d.insert(o8d.end(), {in.string(), (p.files() / "out.o8d").string()});
        dek.insert(dek.end(), {dekIn.string(), (p.files() / "out.dek").string()});
        REQUIRE(p(o8d).code == 0);
        REQUIRE(p(dek).code == 0);
        const std::string outO8d = slurp(p.files() / "out.o8d");
        CHECK(has(outO8d, "<deck game=\"a6d114c7-2e2a-4896-ad8c-0330605c90bf\">"));
        CHECK(has(outO8d,
                  "<card qty=\"4\" id=\"d1b5e4c3-0000-4000-8000-00000000a007\">Iron Palm</card>"));
        CHECK(has(outO8d, "<card qty=\"1\" id=\"d1b5e4c3-0000-4000-8000-00000000ffff\">Card From "
                          "Another Set</card>"));
        const std::string outDek = slurp(p.files() / "out.dek");
        CHECK(has(outDek, "<game>PowerlineUltra</game>"));
        CHECK(has(outDek, "<card><name id=\"PLS1-007\">Iron Palm</name><set>PLS1</set></card>"));
        CHECK(has(outDek,
                  "<card><name id=\"001\">Card From Another Set</name><set>XX1</set></card>"));
    }
}
