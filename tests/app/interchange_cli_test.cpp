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
