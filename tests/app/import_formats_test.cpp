// SPDX-License-Identifier: GPL-3.0-or-later

// `deckhand-cli import cards` with Cockatrice, OCTGN and LackeyCCG card data, end to end on a
// real profile in a temp folder.
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

class Profile : public ScratchProfile {
public:
    Profile() : ScratchProfile("import-formats-test") {}

    // The names a search finds, in order.
    std::vector<std::string> search(std::vector<std::string> args) const {
        args.insert(args.begin(), {"search", "--game", "plu", "--json", "--limit", "1000"});
        auto r = (*this)(args);
        INFO(r.err);
        REQUIRE(r.code == 0);
        const auto json = nlohmann::json::parse(r.out);
        std::vector<std::string> names;
        for (const auto& hit : json["results"])
            names.push_back(hit["name"].get<std::string>() + " " + hit["set"].get<std::string>() +
                            " " + hit["number"].get<std::string>());
        return names;
    }
};

std::string data(const std::string& file) {
    return (fs::path(DECKHAND_TEST_DATA) / "cards" / file).string();
}

using Names = std::vector<std::string>;

} // namespace

TEST_CASE("import cards: a Cockatrice cards.xml, one printing per card and set") {
    Profile p;
    auto r = p({"import", "cards", "--game", "plu", data("cockatrice/cards.xml")});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 6 printings into plu"));
    CHECK(p.search({"storm"}) == Names{"Storm Vanguard PLX1 001", "Storm Vanguard PLXP P01"});
    CHECK(p.search({"--where", "type=Stage", "glass"}) == Names{"Glass Dojo PLX1 003"});
    CHECK(p.search({"--text", "stunned"}) == Names{"Thunder Lariat PLX1 002"});

    // The same file again replaces its printings.
    r = p({"import", "cards", "--game", "plu", data("cockatrice/cards.xml")});
    CHECK(has(r.out, "replacing the 6 of its last import"));
}

TEST_CASE("import cards: an OCTGN set.xml and a LackeyCCG carddata.txt") {
    Profile p;
    auto r =
        p({"import", "cards", "--game", "plu", data("octgn/set.xml"), data("lackey/carddata.txt")});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 3 printings into plu"));
    CHECK(has(r.out, "imported 4 printings into plu"));
    CHECK(p.search({"ember", "monk"}) == Names{"Ember Monk PLO1 001"});
    CHECK(p.search({"--where", "weight=Light", "cinder"}) == Names{"Cinder Palm PLO1 002"});
    CHECK(p.search({"hammer"}) == Names{"Hammer Fist PLL1 002", "Hammer Fist PLL2 014"});
    CHECK(p.search({"--where", "boss=Yes", "riot"}) == Names{"Riot Sentinel PLL1 001"});
}

TEST_CASE("import cards: a bad file in any format changes nothing") {
    Profile p;
    REQUIRE(p({"import", "cards", "--game", "plu", data("cockatrice/cards.xml")}).code == 0);
    const auto before = p.search({"--where", "rarity=Common", ""});
    REQUIRE(!before.empty());

    const std::string bad = data("cockatrice/unknown-enum.xml");
    auto r = p({"import", "cards", "--game", "plu", bad});
    CHECK(r.code == 2);
    CHECK(has(r.err, bad + ":12:9: card 'Goblin Raider': <maintype>: unknown type 'Creature'"));
    CHECK(has(r.err, "Nothing of"));

    const std::string octgn = data("octgn/bad-xml.xml");
    r = p({"import", "cards", "--game", "plu", octgn});
    CHECK(r.code == 2);
    CHECK(has(r.err, octgn + ":5:36: XML syntax error"));

    const std::string lackey = data("lackey/wrong-field-count.txt");
    r = p({"import", "cards", "--game", "plu", lackey});
    CHECK(r.code == 2);
    CHECK(has(r.err, lackey + ":3:7: this line has 6 fields; the header has 7"));

    CHECK(p.search({"goblin"}).empty());
    CHECK(p.search({"hammer"}).empty()); // the good line of the bad Lackey file is not in either
    CHECK(p.search({"--where", "rarity=Common", ""}) == before);
}

TEST_CASE("search: --where takes an enum field's aliases as card data and validate do") {
    Profile p;
    // The bundled VStage sample: 29 of its printings are of kind Character, whose alias is Char.
    auto count = [&](const std::string& where) {
        auto r = p({"search", "--game", "vstage", "--json", "--limit", "1000", "--where", where});
        INFO(r.err);
        REQUIRE(r.code == 0);
        return nlohmann::json::parse(r.out)["results"].size();
    };
    CHECK(count("kind=Character") == 29);
    CHECK(count("kind=Char") == 29);
    CHECK(count("Kind=char") == 29);
    auto bad = p({"search", "--game", "vstage", "--where", "kind=Charcter"});
    CHECK(bad.code == 2);
    CHECK(has(bad.err, "error: --where 'kind=Charcter': unknown kind 'Charcter' (expected one of: "
                       "Character, Support, Token). Did you mean 'Character'?"));
}

TEST_CASE(
    "an OCTGN deck's cards found by the ids an imported set.xml gave them - short names too") {
    Profile p;
    REQUIRE(p({"import", "cards", "--game", "plu", data("octgn/set.xml")}).code == 0);
    const auto deck = p.files() / "short.o8d";
    // Ids as tests/data/cards/octgn/set.xml gives them: 0101 is Ember Monk; 0bad is no card.
    std::ofstream(deck) << R"(<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="5e2b1c44-8f6a-4d7e-a1c3-9b0d2e4f6a01">
  <section name="Main" shared="False">
    <card qty="1" id="0B3C2A9E-4C1F-4E53-9F0A-5B1E7D2C0101">Monk</card>
    <card qty="2" id="0b3c2a9e-4c1f-4e53-9f0a-5b1e7d2c0bad">Cinder Palm</card>
  </section>
</deck>
)";
    auto r = p({"deck", "show", "--game", "plu", "--json", deck.string()});
    INFO(r.err);
    REQUIRE(r.code == 0);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j["unresolved"].empty());
    CHECK(j["sections"]["main"][0] ==
          nlohmann::json{
              {"name", "Ember Monk"}, {"quantity", 1}, {"set", "PLO1"}, {"number", "001"}});
    CHECK(j["sections"]["main"][1] ==
          nlohmann::json{
              {"name", "Cinder Palm"}, {"quantity", 2}, {"set", "PLO1"}, {"number", "002"}});
}

TEST_CASE("import cards: a rarity is needed only where the pack says so or a rule counts "
          "rarities") {
    Profile p;
    // VStage and Powerline Ultra have rarities, but no rule counts them: card data without a
    // rarity column, or with an empty rarity, is read.
    auto vstage = p.write("vstage.csv", "name,set,number,kind,hp,text\n"
                                        "Nova Idol,VSX,001/010,Character,4,No rarity here.\n");
    auto r = p({"import", "cards", "--game", "vstage", vstage});
    INFO(r.err);
    CHECK(r.code == 0);
    CHECK(has(r.out, "imported 1 printing"));
    auto plu = p.write("plu.csv", "name,set,number,rarity,type,subtype,weight,text\n"
                                  "Plain Jab,PLX9,001,,Attack,Basic,Light,1 DMG.\n"
                                  "Fancy Jab,PLX9,002,Rare,Attack,Basic,Light,2 DMG.\n");
    r = p({"import", "cards", "--game", "plu", plu});
    INFO(r.err);
    CHECK(r.code == 0);
    // A rarity that is given must still be one of the game's.
    auto wrong = p.write("wrong.csv", "name,set,number,rarity,type,subtype,weight,text\n"
                                      "Odd Jab,PLX8,001,Mythic,Attack,Basic,Light,1 DMG.\n");
    r = p({"import", "cards", "--game", "plu", wrong});
    CHECK(r.code == 2);
    CHECK(has(r.err, "wrong.csv:2:4:"));
    // Bankroll's formats count Legendary, Ancient and Crystal cards: its card data needs one.
    auto bankroll = p.write("bankroll.csv", "name,set,number,kind,category,attack,text\n"
                                            "Lone Buyer,BKX,001,Attack,Customer,2,No rarity.\n");
    r = p({"import", "cards", "--game", "bankroll", bankroll});
    CHECK(r.code == 2);
    CHECK(has(r.err, "bankroll.csv:1: missing required column rarity"));
    auto emptyRarity = p.write("bankroll2.csv", "name,set,number,rarity,kind,category,attack,text\n"
                                                "Lone Buyer,BKX,001,,Attack,Customer,2,Empty.\n");
    r = p({"import", "cards", "--game", "bankroll", emptyRarity});
    CHECK(r.code == 2);
    CHECK(has(r.err, "bankroll2.csv:2:4:"));
}
