// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli goldfish and goldfish sample, run in-process, on the bundled games' decks.
#include "cli_runner.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;
using nlohmann::json;

using namespace deckhand::test;

namespace {

// Every run in this test process shares one throw-away profile, never the user's own.
Run cli(std::vector<std::string> args) {
    static const ScratchProfile profile("goldfish-test");
    return profile(std::move(args));
}

std::string data(const std::string& file) {
    return (fs::path(DECKHAND_TEST_DATA) / "goldfish" / file).string();
}

json goldfishJson(std::vector<std::string> args) {
    args.insert(args.begin(), "goldfish");
    args.push_back("--json");
    const auto r = cli(args);
    INFO(r.err);
    REQUIRE(r.code == 0);
    return json::parse(r.out);
}

} // namespace

TEST_CASE("goldfish cli: JSON gives the exact answer beside the simulation and its interval") {
    const auto j =
        goldfishJson({"--game", "plu", deckPath("plu", "legal.txt"), "--need", "2 weight=Light"});
    // 10 Light cards among the 39 shuffled (Fighter and Stage set aside), 6 drawn.
    REQUIRE(j["exact"].is_number());
    CHECK(j["exact"].get<double>() == Approx(0.49041921178144193).epsilon(1e-12));
    const auto& sim = j["simulated"];
    CHECK(sim["trials"] == 100000);
    CHECK(sim["seed"] == 1);
    REQUIRE(sim["ci95"].size() == 2);
    CHECK(sim["ci95"][0].get<double>() <= j["exact"].get<double>());
    CHECK(j["exact"].get<double>() <= sim["ci95"][1].get<double>());
    CHECK(sim["p"].get<double>() > 0.48);
    CHECK(j["question"]["by_turn"] == 0);
    CHECK(j["question"]["mulligan"] == "none");
    CHECK(j["set_aside"].size() == 2);
    CHECK(j["shuffled"] == 39);

    // The same seed gives the same simulation; another seed another one.
    const auto again =
        goldfishJson({"--game", "plu", deckPath("plu", "legal.txt"), "--need", "2 weight=Light"});
    CHECK(again["simulated"]["p"] == sim["p"]);
    const auto other = goldfishJson(
        {"--game", "plu", deckPath("plu", "legal.txt"), "--need", "2 weight=Light", "--seed", "9"});
    CHECK(other["simulated"]["seed"] == 9);
    CHECK(other["simulated"]["p"] != sim["p"]);
}

TEST_CASE("goldfish cli: each game's simulation falls within its interval of the exact answer") {
    struct Case {
        std::vector<std::string> args;
    };
    const std::vector<Case> cases = {
        {{"--game", "plu", deckPath("plu", "legal.txt"), "--need", "2 weight=Light", "--mulligan",
          "auto"}},
        {{"--game", "plu", deckPath("plu", "legal.txt"), "--need", "1 type=Attack; weight=Heavy",
          "--need", "1 name=Iron Palm|Quick Jab", "--by-turn", "1", "--mulligan", "auto"}},
        {{"--game", "plu", deckPath("plu", "legal.txt"), "--need", "3 weight=Heavy", "--by-turn",
          "3", "--seen", "--mulligan", "auto", "--set", "spend=3"}},
        {{"--game", "bankroll", deckPath("bankroll", "legal.txt"), "--need",
          "2 rarity=Legendary|Ancient", "--by-turn", "2", "--play", "second"}},
        {{"--game", "linkframe", deckPath("linkframe", "legal.txt"), "--need", "1 link=\xCE\xA3",
          "--mulligan", "auto"}},
        {{"--game", "linkframe", deckPath("linkframe", "legal.txt"), "--need", "2 level>=3",
          "--by-turn", "3", "--seen", "--play", "second", "--mulligan", "auto"}},
        {{"--game", "vstage", deckPath("vstage", "legal.txt"), "--need", "3 kind=Character",
          "--need", "1 kind=Support", "--mulligan", "auto"}},
        {{"--game", "vstage", deckPath("vstage", "legal.txt"), "--need", "2 kind=Support",
          "--by-turn", "2", "--seen", "--mulligan", "auto", "--play", "second"}},
    };
    for (const auto& c : cases) {
        auto args = c.args;
        args.insert(args.end(), {"--trials", "40000", "--seed", "5"});
        const auto j = goldfishJson(args);
        INFO(j.dump());
        REQUIRE(j["exact"].is_number());
        const double exact = j["exact"].get<double>();
        CHECK(j["simulated"]["ci95"][0].get<double>() <= exact);
        CHECK(exact <= j["simulated"]["ci95"][1].get<double>());
    }
}

TEST_CASE("goldfish cli: no exact answer where play decisions decide - and it says why") {
    const auto j = goldfishJson({"--game", "plu", deckPath("plu", "legal.txt"), "--need",
                                 "2 weight=Heavy", "--by-turn", "2", "--trials", "5000"});
    CHECK(j["exact"].is_null());
    CHECK(has(j["exact_note"].get<std::string>(), "play decision"));
    CHECK(j["simulated"]["p"].is_number());

    // Cards spent per turn is the stated assumption: spending more draws more.
    auto seen = [](const char* spend) {
        return goldfishJson({"--game", "plu", deckPath("plu", "legal.txt"), "--need",
                             "3 weight=Heavy", "--by-turn", "3", "--seen", "--set",
                             std::string("spend=") + spend, "--trials", "1000"})["exact"]
            .get<double>();
    };
    CHECK(seen("0") < seen("3"));
}

TEST_CASE("goldfish cli: Link odds and the Link-frame game's figures") {
    const auto j = goldfishJson({"--game", "linkframe", deckPath("linkframe", "legal.txt"),
                                 "--link", "<Link8>{(1)(\xCE\xA3)(\xCE\xA9)(\xCE\xA9)}"});
    REQUIRE(j["link"]["at_least"].is_array());
    const auto atLeast = j["link"]["at_least"].get<std::vector<double>>();
    REQUIRE(atLeast.size() >= 1);
    CHECK(atLeast[0] > 0.05);
    CHECK(atLeast[0] < 0.6);
    for (std::size_t i = 1; i < atLeast.size(); ++i)
        CHECK(atLeast[i] <= atLeast[i - 1]);
    CHECK(j["link"]["library"]["\xCE\xA3+\xCE\xA9"] == 8);
    CHECK(j["exact"].is_null()); // no need asked

    bool cancel = false, link8 = false;
    for (const auto& f : j["figures"]) {
        if (f["id"] == "cancel-rate") {
            cancel = true;
            CHECK(f["share"].get<double>() == Approx(16.0 / 50.0));
        }
        if (f["id"] == "link8") {
            link8 = true;
            CHECK(f["at_least"][0].get<double>() == Approx(atLeast[0]));
        }
    }
    CHECK(cancel);
    CHECK(link8);
}

TEST_CASE("goldfish cli: the games' own figures - PLU combos and VStage's three characters") {
    const auto r = cli({"goldfish", "--game", "plu", deckPath("plu", "legal.txt")});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "Classic Combo on turn 1"));
    CHECK(has(r.out, "Auto Combo on turn 1"));
    CHECK(has(r.out, "draw until the hand holds 6 (5 when a set-aside card has boss = Yes"));
    CHECK(has(r.out, "[Replenish Phase]"));

    const auto v =
        goldfishJson({"--game", "vstage", deckPath("vstage", "legal.txt"), "--mulligan", "auto"});
    REQUIRE(v["figures"].size() == 1);
    CHECK(v["figures"][0]["id"] == "three-characters");
    CHECK(v["figures"][0]["exact"].get<double>() > 0.99);
}

TEST_CASE("goldfish cli: P.O.W.E.R. shows the deal and, with BQ values, the deploy turns") {
    const auto plain = goldfishJson({"--game", "power", deckPath("power", "infantry.txt")});
    REQUIRE(plain["deal"]["piles"].size() == 4);
    CHECK(plain["deal"]["piles"][0]["pile"] == "BQ4");
    CHECK(plain["deal"]["piles"][0]["cards"] == 2);
    CHECK(plain.find("deploys") == plain.end());

    // The bundled sample cards have no BQ numbers: no card ever reaches the HQ, and the report
    // says which field is missing instead of 0% on every turn.
    const auto asked = goldfishJson({"--game", "power", deckPath("power", "infantry.txt"), "--need",
                                     "1 kind=Unit", "--by-turn", "3"});
    CHECK(asked["exact"].is_null());
    CHECK(asked["simulated"].is_null());
    CHECK_THAT(asked["missing_data"].get<std::string>(),
               Catch::StartsWith("none of the deck's cards has a value in BQ # (bq), which the "
                                 "flip step needs"));
    const auto text = cli({"goldfish", "--game", "power", deckPath("power", "infantry.txt"),
                           "--need", "1 kind=Unit"});
    CHECK_THAT(text.out, Catch::Contains("exact      - (none of the deck's cards has a value in "
                                         "BQ # (bq)"));
    CHECK_THAT(text.out, !Catch::Contains("simulated"));

    const auto bq = goldfishJson({"--game", "power", "--format", "custom", "--cards",
                                  data("power-bq.csv"), data("power-bq.txt"), "--need",
                                  "1 name=Test Scout", "--by-turn", "3", "--trials", "20000"});
    REQUIRE(bq["deploys"]["cards"].size() == 6);
    const auto& scout = bq["deploys"]["cards"][0];
    CHECK(scout["card"] == "Test Scout");
    CHECK(scout["by_turn"][0] == 0.0); // nothing deploys on the turn it is flipped
    CHECK(scout["by_turn"][1].get<double>() > 0.1);
    CHECK(bq["deploys"]["cards"][5]["mean_turn"].is_null()); // the red-box Special never shifts
    CHECK(bq["exact"].is_null());
    CHECK(bq["simulated"]["p"].get<double>() > 0.3);
}

TEST_CASE("goldfish cli: sample plays one game turn by turn") {
    const auto r =
        cli({"goldfish", "sample", "--game", "plu", deckPath("plu", "legal.txt"), "--seed", "3",
             "--turns", "2", "--need", "1 weight=Heavy", "--mulligan", "auto"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "Setup\n  set aside: Kaito Blaze -> Fighter Zone"));
    CHECK(has(r.out, "draw 6: "));
    CHECK(has(r.out, "hand (6): "));
    CHECK(has(r.out, "Turn 1\n"));
    CHECK(has(r.out, "Turn 2\n"));
    CHECK(has(r.out, "charge 1: "));
    CHECK(has(r.out, "zones: deck "));
    CHECK(r.out ==
          cli({"goldfish", "sample", "--game", "plu", deckPath("plu", "legal.txt"), "--seed", "3",
               "--turns", "2", "--need", "1 weight=Heavy", "--mulligan", "auto"})
              .out);

    const auto lf = cli({"goldfish", "sample", "--game", "linkframe",
                         deckPath("linkframe", "legal.txt"), "--play", "second"});
    REQUIRE(lf.code == 0);
    CHECK(has(lf.out, "2 cards from the deck top to Energy Zone, face down"));
    CHECK(has(lf.out, "Turn 3\n"));
}

TEST_CASE("goldfish cli: bad input is exit 2 with a clear message") {
    const auto plu = deckPath("plu", "legal.txt");
    auto err = [](std::vector<std::string> args) {
        args.insert(args.begin(), "goldfish");
        const auto r = cli(args);
        CHECK(r.code == 2);
        return r.err;
    };
    CHECK(has(err({"--game", "plu", plu, "--need", "2 colour=Red"}),
              "--need: \"2 colour=Red\": unknown field 'colour' (Powerline Ultra has: name, set, "
              "number, rarity, text, type"));
    CHECK(has(err({"--game", "plu", plu, "--need", "two weight=Light"}),
              "\"two weight=Light\": write it as \"K FIELD=VALUE\""));
    CHECK(has(err({"--game", "plu", plu, "--need", "2 weight"}), "'weight' has no comparison"));
    CHECK(has(err({"--game", "plu", plu, "--need", "1 weight=Lite"}), "unknown weight 'Lite'"));
    CHECK(has(err({"--game", "plu", plu, "--need", "1 type<3"}), "type is not a number field"));
    CHECK(has(err({"--game", "linkframe", deckPath("linkframe", "legal.txt"), "--link",
                   "<Link8>{(1)(X)}"}),
              "error: --link: \"<Link8>{(1)(X)}\" column 13: a slot holds a number"));
    CHECK(has(err({"--game", "plu", plu, "--link", "<Link8>{(1)}"}),
              "Powerline Ultra has no costs paid by milling"));
    CHECK(has(err({"--game", "plu", plu, "--set", "spent=2"}),
              "no setting 'spent' (settings: spend, boss)"));
    CHECK(has(err({"--game", "plu", plu, "--set", "boss=maybe"}),
              "setting 'boss' cannot be 'maybe' (expected one of auto, yes, no)"));
    CHECK(has(err({"--game", "plu"}), "needs --game ID and a DECK"));
    CHECK(has(err({"--game", "nope", plu}), "no installed game has the id 'nope'"));
    CHECK(has(err({"--game", "plu", "missing-deck.txt"}), "missing-deck.txt"));
    CHECK(has(err({"--game", "plu", plu, "--play", "third"}), "--play"));
    CHECK(has(err({"--game", "plu", plu, "--by-turn", "-1"}), "--by-turn"));
    CHECK(has(err({"sample", "--game", "plu"}), "needs --game ID and a DECK"));
}
