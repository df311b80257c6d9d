// SPDX-License-Identifier: GPL-3.0-or-later

// Which printing a collection row is booked on: the one its set and number name, or, only when
// the user asks, the one its name has; never another printing without a word (issue 14).
#include "cli_runner.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <nlohmann/json.hpp>

using namespace deckhand::test;

namespace {

// A plu profile with tokens in three sets, a double-faced card and a card of one printing.
struct TokenProfile {
    ScratchProfile p{"coll-match"};
    TokenProfile() {
        const std::string header =
            "name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n";
        const auto cards =
            p.write("tokens.csv",
                    header + "Treasure,TK1,001,Common,Attack,Basic,Light,,,Token.\n"
                             "Treasure,TK2,001,Common,Attack,Basic,Light,,,Token.\n"
                             "Treasure,TK3,004,Common,Attack,Basic,Light,,,Token.\n"
                             "Clue,TK2,002,Common,Attack,Basic,Light,,,Token.\n"
                             "Night Owl // Day Hawk,TK2,010,Common,Attack,Basic,Light,,,DFC.\n");
        const auto r = p({"import", "cards", "--game", "plu", cards});
        INFO(r.err);
        REQUIRE(r.code == 0);
    }
    // Copies per "SET NUMBER".
    [[nodiscard]] std::map<std::string, int> owned() const {
        std::map<std::string, int> out;
        const auto rows =
            nlohmann::json::parse(p({"collection", "list", "--json"}).out)["collection"];
        for (const auto& r : rows)
            out[r["set"].get<std::string>() + " " + r["number"].get<std::string>()] +=
                r["quantity"].get<int>();
        return out;
    }
};

} // namespace

TEST_CASE("collection import: a set and number the game does not have is unmatched - nothing "
          "is written") {
    TokenProfile t;
    // Nine Treasures from five sets: two of the sets are the game's, three are not.
    const auto file = t.p.write("treasures.csv", "Count,Name,Edition,Collector Number\n"
                                                 "2,Treasure,TK1,001\n"
                                                 "1,Treasure,TK2,1\n"
                                                 "3,Treasure,XLN,12\n"
                                                 "1,Treasure,RIX,13\n"
                                                 "2,Treasure,DOM,14\n");
    const auto r = t.p({"collection", "import", "--game", "plu", file});
    CHECK(r.code == 2);
    // The name has three printings: not even --match-by-name could choose.
    CHECK(has(r.err, "treasures.csv:4:3: Powerline Ultra has no card XLN 12, and by its name: "
                     "'Treasure' has 3 printings (TK1 001, TK2 001, TK3 004)"));
    CHECK(has(r.err, "treasures.csv:5:3: Powerline Ultra has no card RIX 13"));
    CHECK(has(r.err, "treasures.csv:6:3: Powerline Ultra has no card DOM 14"));
    CHECK_FALSE(has(r.err, "treasures.csv:2:"));
    CHECK_FALSE(has(r.err, "treasures.csv:3:")); // "1" is TK2's 001
    CHECK(has(r.err, "Nothing was imported: 3 rows matched no Powerline Ultra card"));
    CHECK(t.owned().empty());
}

TEST_CASE("collection import: --match-by-name books such a row on its name's one printing and "
          "lists it") {
    TokenProfile t;
    const auto file = t.p.write("clues.csv", "Count,Name,Edition,Collector Number\n"
                                             "2,Clue Token,MH2,14\n"
                                             "1,Clue,TK2,002\n"
                                             "4,Night Owl,ZZZ,9\n");
    auto refused = t.p({"collection", "import", "--game", "plu", file});
    CHECK(refused.code == 2);
    CHECK(has(refused.err, "clues.csv:2:3: Powerline Ultra has no card MH2 14; by its name "
                           "'Clue Token' it would be Clue (TK2 002) (match by name to book it "
                           "there)"));
    CHECK(has(refused.err, "--match-by-name books a row whose set and number are not a card by "
                           "its name"));
    CHECK(t.owned().empty());

    auto r = t.p({"collection", "import", "--game", "plu", "--match-by-name", file});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "by name: " + file +
                         ":2:3: 'Clue Token' (MH2 14 is not a card) booked on Clue (TK2 002)"));
    CHECK(has(r.out, "by name: " + file +
                         ":4:3: 'Night Owl' (ZZZ 9 is not a card) booked on Night Owl // Day Hawk "
                         "(TK2 010)"));
    CHECK_FALSE(has(r.out, ":3:3:")); // found by its set and number: not a name match
    CHECK(has(r.out, "added 7 cards in 3 rows, 2 of them by name"));
    CHECK(t.owned() == std::map<std::string, int>{{"TK2 002", 3}, {"TK2 010", 4}});
}

TEST_CASE("collection import: the name a row gives may be a token's or a front face's") {
    TokenProfile t;
    // Dragon Shield writes "Clue Token" and the front face; both are checked against the
    // printing, and a name that is another card's is still refused.
    const auto file = t.p.write("names.csv", "Quantity,Card Name,Set Code,Card Number\n"
                                             "1,Clue Token,TK2,002\n"
                                             "1,Night Owl,TK2,010\n"
                                             "1,Night Owl // Day Hawk,TK2,010\n"
                                             "1,Treasure,TK2,002\n");
    const auto r = t.p({"collection", "import", "--game", "plu", file});
    CHECK(r.code == 2);
    CHECK(has(r.err, "names.csv:5:3: TK2 002 is 'Clue', not 'Treasure'"));
    CHECK_FALSE(has(r.err, "names.csv:2:"));
    CHECK_FALSE(has(r.err, "names.csv:3:"));
    CHECK_FALSE(has(r.err, "names.csv:4:"));
}

TEST_CASE("collection import: a back face's name is its card - each copy counted once") {
    TokenProfile t;
    // Another app's row naming the back face alone is the card, its copies counted; only the
    // Dragon Shield app's own export lists a card under each face (see real_collections_test).
    const auto file = t.p.write("back.csv", "Quantity,Card Name,Set Code,Card Number\n"
                                            "2,Day Hawk,TK2,010\n");
    const auto r = t.p({"collection", "import", "--game", "plu", file});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "added 2 cards in 1 row ("));
    CHECK(t.owned() == std::map<std::string, int>{{"TK2 010", 2}});
}

TEST_CASE("collection import: languages as each app writes them are one row") {
    TokenProfile t;
    const auto file = t.p.write("langs.csv", "Count,Name,Edition,Collector Number,Language\n"
                                             "1,Clue,TK2,002,Traditional Chinese\n"
                                             "1,Clue,TK2,002,zh_tw\n"
                                             "1,Clue,TK2,002,zh-TW\n"
                                             "1,Clue,TK2,002,JP\n");
    REQUIRE(t.p({"collection", "import", "--game", "plu", file}).code == 0);
    const auto rows =
        nlohmann::json::parse(t.p({"collection", "list", "--json"}).out)["collection"];
    REQUIRE(rows.size() == 2);
    CHECK(rows[0]["language"] == "ja");
    CHECK(rows[0]["quantity"] == 1);
    CHECK(rows[1]["language"] == "zh-Hant");
    CHECK(rows[1]["quantity"] == 3);
    // collection add takes the same spellings.
    REQUIRE(t.p({"collection", "add", "--game", "plu", "--set", "TK2", "--number", "002",
                 "--language", "Chinese (T)"})
                .code == 0);
    CHECK(nlohmann::json::parse(t.p({"collection", "list", "--json"}).out)["collection"].size() ==
          2);
}
