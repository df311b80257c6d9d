// SPDX-License-Identifier: GPL-3.0-or-later

// The example packs of popular games (resources/examples): each loads with its test cards and
// cites every rule; Pokémon's Standard is judged by the rotation in force on the event date;
// a field that belongs to the printing leaves a name-only line unambiguous; and each game's
// goldfish answers one question as the hypergeometric formula does, worked out here.
#include "bundled_library.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/app/goldfish.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/game_pack.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <string>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

const char* const kExamples[] = {"lorcana", "onepiece", "pokemon", "fab", "commander", "yugioh"};

// C(n, k) as a double: the decks here are at most 100 cards.
double choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    double c = 1;
    for (int i = 1; i <= k; ++i)
        c = c * (n - k + i) / i;
    return c;
}

// P(at least one of `copies` cards among `drawn` from a deck of `deck`).
double atLeastOne(int deck, int copies, int drawn) {
    return 1 - choose(deck - copies, drawn) / choose(deck, drawn);
}

std::string deckFile(const std::string& game, const std::string& name) {
    return (fs::path(DECKHAND_TEST_DATA) / "decks" / game / name).string();
}

// The exact chance the goldfish gives for one need, by turn, play order and mulligan.
double exactChance(const std::string& id, const std::string& deck, const std::string& need,
                   int byTurn = 0, core::PlayOrder play = core::PlayOrder::First,
                   bool mulligan = false) {
    const auto* game = test::exampleGame(id);
    REQUIRE(game);
    app::GoldfishOptions options;
    options.needs = {need};
    options.byTurn = byTurn;
    options.play = play;
    options.mulligan = mulligan;
    options.trials = 2000;
    options.threads = 1;
    options.figures = false;
    auto report = app::runGoldfish(*game, deckFile(id, deck), options);
    for (const auto& e : report.errors)
        UNSCOPED_INFO(e.str());
    REQUIRE(report.ok());
    INFO(report.value.exact.why);
    REQUIRE(report.value.exact.p);
    return *report.value.exact.p;
}

// A game read from a pack and card CSV given as text, and a list checked against its first
// format on `date`: what the check says (the errors and the report).
app::DeckCheck checkWith(const std::string& packXml, const std::string& csv,
                         const std::string& list, core::Date date) {
    auto pack = io::readGamePack(packXml, "marks.xml");
    REQUIRE(pack.ok());
    auto cards = io::readCardCsv(csv, pack.value.game, "marks.csv");
    REQUIRE(cards.ok());
    auto game = app::makeLoadedGame(std::move(pack.value.game), "marks.xml", "",
                                    std::move(cards.value), {}, {});
    REQUIRE(game.ok());
    auto format = app::resolveFormat(*game.value, {});
    REQUIRE(format.ok());
    auto check = app::checkDeckText(*game.value, format.value, list, "mem.txt", date);
    check.deck = {}; // its lines point into the game, which goes now; the report stands alone
    return check;
}

} // namespace

TEST_CASE("every example pack loads with its test cards and cites every rule") {
    for (const char* id : kExamples) {
        INFO(id);
        const auto* game = test::exampleGame(id);
        REQUIRE(game);
        CHECK(game->catalogue.size() > 0);
        const fs::path file = fs::path(DECKHAND_RESOURCES_DIR) / "examples" / id / "game.xml";
        auto pack = app::readPack(file.string());
        REQUIRE(pack.ok());
        for (const auto& w : pack.value.warnings)
            UNSCOPED_INFO(w.str());
        CHECK(pack.value.warnings.empty());
        // No publisher card data: the packs name no card file.
        CHECK(pack.value.cardFiles.empty());
    }
}

TEST_CASE("the example packs are found where the Game packs tab looks for them") {
    const auto packs = app::examplePacks(fs::path(DECKHAND_RESOURCES_DIR) / "examples");
    std::vector<std::string> ids;
    for (const auto& p : packs) {
        ids.push_back(p.id);
        CHECK_FALSE(p.name.empty());
        CHECK_FALSE(p.description.empty());
        CHECK(fs::exists(p.file));
    }
    CHECK(ids ==
          std::vector<std::string>{"commander", "fab", "lorcana", "onepiece", "pokemon", "yugioh"});
    CHECK(app::examplePacks(fs::path(DECKHAND_TEST_DATA) / "no-such-folder").empty());
}

TEST_CASE("Pokémon Standard is judged by the rotation in force on the event date, through any "
          "printing") {
    const auto* game = test::exampleGame("pokemon");
    REQUIRE(game);
    auto format = app::resolveFormat(*game, {});
    REQUIRE(format.ok());
    auto judge = [&](const std::string& deck, core::Date date) {
        auto check = app::checkDeckFile(*game, format.value, deckFile("pokemon", deck), date);
        REQUIRE(check.inputErrors.empty());
        REQUIRE(check.report);
        return check;
    };
    // The old printing (mark F) of Old Rod is legal through its reprint with mark H.
    const auto legal = judge("legal.txt", core::Date{2025, 6, 1});
    CHECK(legal.report->legal());
    CHECK(legal.report->rotation ==
          "2025 Standard (regulation marks G, H and I; effective 2025-04-11)");
    CHECK(app::formatReport(legal, *game)
              .find("judged on 2025-06-01 under the 2025 Standard (regulation marks G, H and I; "
                    "effective 2025-04-11)") != std::string::npos);
    // The day before, the 2024 Standard is in force, and the report names it.
    CHECK(judge("legal.txt", core::Date{2025, 4, 10}).report->rotation ==
          "2024 Standard (regulation marks F, G, H and I; effective 2024-04-05)");

    // Retired Rod has no printing with a legal mark in 2025.
    const auto rotated = judge("regulation.txt", core::Date{2025, 6, 1});
    REQUIRE(rotated.report->errors.size() == 1);
    const auto& v = rotated.report->errors.front();
    CHECK(v.rule == "regulation");
    CHECK(v.message == "4 cards have no printing with a regulation mark of G, H or I, as the "
                       "2025 Standard (effective 2025-04-11) requires: 4 Retired Rod (F).");
    CHECK(v.cards == std::vector<std::string>{"Retired Rod (F)"});
    CHECK(v.citation.heading == "TRH: Standard format; reprinted cards");
    CHECK(judge("regulation.txt", core::Date{2024, 6, 1}).report->legal());

    // Before the first version nothing is in force: a warning says what was not checked.
    const auto early = judge("legal.txt", core::Date{2020, 1, 1});
    CHECK(early.report->legal());
    REQUIRE(early.report->warnings.size() == 1);
    CHECK(early.report->warnings.front().message ==
          "No version of the Standard is in force on 2020-01-01; which regulation marks are "
          "legal was not checked.");
}

TEST_CASE("a name-only line is not ambiguous when its printings differ only in a field that "
          "belongs to the printing") {
    // A count reads the mark, so printings with different marks were two readings of one line.
    const auto packWith = [](const std::string& level) {
        return R"(<?xml version="1.0"?>
<game-pack format="1" id="marks" name="Marks" rules="m.txt">
  <fields><field id="mark" type="enum")" +
               level + R"(><value>F</value><value>H</value></field></fields>
  <formats><format id="f"><deck-size id="size" min="1" cite="D"/>
    <count id="h" label="H cards" max="10" cite="C"><where field="mark" is="H"/></count>
  </format></formats>
</game-pack>
)";
    };
    const std::string csv = "name,set,number,mark\nRod,OLD,1,F\nRod,NEW,2,H\n";
    const auto judge = [&](const std::string& level) {
        const auto check = checkWith(packWith(level), csv, "2 Rod\n", {2026, 1, 1});
        return check.inputErrors.empty() ? std::string("ok") : check.inputErrors.front().message;
    };
    CHECK(judge(" level=\"printing\"") == "ok");
    CHECK(judge("").find("'Rod' is ambiguous") != std::string::npos);
}

TEST_CASE("each example game's goldfish answers one question as the formula worked out here") {
    // Lorcana: 8 Ice Queens (two versions) in 60; an opening hand of 7.
    CHECK(exactChance("lorcana", "legal.txt", "1 name=Ice Queen") ==
          Approx(atLeastOne(60, 8, 7)).epsilon(1e-9));
    // ONE PIECE: 4 Fire Fists in 50; a hand of 5, and with the one redraw when it has none.
    const double onePiece = atLeastOne(50, 4, 5);
    CHECK(exactChance("onepiece", "legal.txt", "1 name=Fire Fist") ==
          Approx(onePiece).epsilon(1e-9));
    CHECK(exactChance("onepiece", "legal.txt", "1 name=Fire Fist", 0, core::PlayOrder::First,
                      true) == Approx(1 - (1 - onePiece) * (1 - onePiece)).epsilon(1e-9));
    // Lorcana's mulligan puts the hand on the bottom and draws 7 more from the 53 above it,
    // all 8 Ice Queens among them, before the shuffle.
    CHECK(
        exactChance("lorcana", "legal.txt", "1 name=Ice Queen", 0, core::PlayOrder::First, true) ==
        Approx(1 - choose(52, 7) / choose(60, 7) * choose(45, 7) / choose(53, 7)).epsilon(1e-9));
    // Flesh and Blood: 9 Surging Strikes (three pitches) in 60; the hero's intellect of 4.
    CHECK(exactChance("fab", "legal.txt", "1 name=Surging Strike") ==
          Approx(atLeastOne(60, 9, 4)).epsilon(1e-9));
    // Commander: 3 named cards in the 99 of the library (the commander is in the command zone).
    CHECK(exactChance("commander", "legal.txt", "1 name=Moss Ring|Sol Seed|Elder Oak") ==
          Approx(atLeastOne(99, 3, 7)).epsilon(1e-9));
    // ... and with the free mulligan: the hand shuffled back, 7 drawn again.
    const double commander = atLeastOne(99, 3, 7);
    CHECK(exactChance("commander", "legal.txt", "1 name=Moss Ring|Sol Seed|Elder Oak", 0,
                      core::PlayOrder::First,
                      true) == Approx(1 - (1 - commander) * (1 - commander)).epsilon(1e-9));
    // Yu-Gi-Oh!: 3 Ash Sprites in 40; 5 cards going first, 6 by the first turn going second.
    CHECK(exactChance("yugioh", "legal.txt", "1 name=Ash Sprite") ==
          Approx(atLeastOne(40, 3, 5)).epsilon(1e-9));
    CHECK(exactChance("yugioh", "legal.txt", "1 name=Ash Sprite", 1, core::PlayOrder::Second) ==
          Approx(atLeastOne(40, 3, 6)).epsilon(1e-9));
    CHECK(exactChance("yugioh", "legal.txt", "1 name=Ash Sprite", 1, core::PlayOrder::First) ==
          Approx(atLeastOne(40, 3, 5)).epsilon(1e-9));

    // Pokémon: the hand is shuffled back and 7 drawn again until it holds a Basic Pokémon (8
    // in 60), whatever is asked: a Basic in the opening hand is certain, and a Supporter (4,
    // none of them Basic) is there with the chance of one given a Basic:
    // P(S and B) / P(B) = (1 - P(no S) - P(no B) + P(neither)) / (1 - P(no B)).
    CHECK(exactChance("pokemon", "legal.txt", "1 supertype=Pok\u00e9mon; subtype=Basic") ==
          Approx(1.0).epsilon(1e-12));
    const double noB = choose(52, 7) / choose(60, 7), noS = choose(56, 7) / choose(60, 7),
                 neither = choose(48, 7) / choose(60, 7);
    const double supporter = (1 - noS - noB + neither) / (1 - noB);
    CHECK(exactChance("pokemon", "legal.txt", "1 subtype=Supporter") ==
          Approx(supporter).epsilon(1e-9));
    CHECK(exactChance("pokemon", "legal.txt", "1 subtype=Supporter", 0, core::PlayOrder::First,
                      true) == Approx(supporter).epsilon(1e-9));
    // By turn 1 one more card is drawn, after the 6 Prize cards left the top: the kept hand's
    // 7 and the next card are 8 cards of which the first 7 hold a Basic. By hand: P(a
    // Supporter among 8 and a Basic among the first 7) / P(a Basic among 7); the Prize cards
    // are a uniformly random 6 of the rest, so they do not change what the 8th card is.
    const double noSin8 = choose(56, 8) / choose(60, 8);
    // No Basic in the first 7 and no Supporter among the 8: the first 7 from the 48 others,
    // the 8th from the 53 left that are not Supporters (49).
    const double sAndB = 1 - noSin8 - noB + choose(48, 7) / choose(60, 7) * (49.0 / 53.0);
    CHECK(exactChance("pokemon", "legal.txt", "1 subtype=Supporter", 1) ==
          Approx(sAndB / (1 - noB)).epsilon(1e-9));
}

TEST_CASE("a rotation looks for a legal printing among the printings of the same card, as its "
          "identity says") {
    // Two versions of one name are two cards (Lorcana's full names): the newer version's mark
    // does not make the older one legal, unless the rule counts by name alone.
    const auto packWith = [](const std::string& identity) {
        return R"(<?xml version="1.0"?>
<game-pack format="1" id="marks" name="Marks" rules="m.txt">
  <fields>
    <field id="version" type="text"/>
    <field id="mark" type="enum" level="printing"><value>F</value><value>H</value></field>
  </fields>
  <identity by="name version"/>
  <formats><format id="f" name="Standard"><deck-size id="size" min="1" cite="D"/>
    <rotation id="rot" label="mark" field="mark" cite="R")" +
               identity + R"(>
      <legal from="2025-01-01" until="2025-06-30" label="First half" values="H"/>
      <legal from="2025-09-01" label="Autumn" values="H"/>
      <legal from="2026-01-01" values="H"/>
    </rotation>
  </format></formats>
</game-pack>
)";
    };
    const std::string csv =
        "name,set,number,version,mark\nQueen,OLD,1,Winter,F\nQueen,NEW,2,Summer,H\n";
    const auto judge = [&](const std::string& identity, core::Date date) {
        auto check = checkWith(packWith(identity), csv, "2 Queen (OLD) 1\n", date);
        REQUIRE(check.inputErrors.empty());
        REQUIRE(check.report);
        return *check.report;
    };
    const auto byVersion = judge("", core::Date{2025, 3, 1});
    REQUIRE(byVersion.errors.size() == 1);
    CHECK(byVersion.errors.front().message ==
          "2 cards have no printing with a mark of H, as the First half (effective 2025-01-01) "
          "requires: 2 Queen (Winter) (F).");
    CHECK(judge(" identity=\"name\"", core::Date{2025, 3, 1}).legal());
    // Between the first version's end and the next one's start nothing is in force.
    const auto gap = judge("", core::Date{2025, 7, 15});
    CHECK(gap.legal());
    REQUIRE(gap.warnings.size() == 1);
    CHECK(gap.warnings.front().rule == "rot");
    CHECK(gap.rotation.empty());
    CHECK(judge("", core::Date{2025, 9, 1}).rotation == "Autumn (mark H; effective 2025-09-01)");
    // A version the pack gives no name is the format's rotation.
    const auto unnamed = judge("", core::Date{2026, 2, 1});
    CHECK(unnamed.rotation == "Standard rotation (mark H; effective 2026-01-01)");
    REQUIRE(unnamed.errors.size() == 1);
    CHECK(unnamed.errors.front().message ==
          "2 cards have no printing with a mark of H, as the Standard rotation (effective "
          "2026-01-01) requires: 2 Queen (Winter) (F).");
}

TEST_CASE("a Commander deck's report counts the commander in its 100 cards, as the rule does") {
    const auto* game = test::exampleGame("commander");
    REQUIRE(game);
    auto format = app::resolveFormat(*game, {});
    REQUIRE(format.ok());
    // legal.txt: 1 commander + 99 in the library; deck-size.txt: 99 with the commander.
    const auto legal = app::checkDeckFile(*game, format.value, deckFile("commander", "legal.txt"),
                                          core::Date{2026, 6, 1});
    REQUIRE(legal.report);
    CHECK(legal.report->legal());
    CHECK(legal.report->deckSize == 100);
    CHECK(app::formatReport(legal, *game).find("100 cards") != std::string::npos);
    const auto short99 = app::checkDeckFile(
        *game, format.value, deckFile("commander", "deck-size.txt"), core::Date{2026, 6, 1});
    REQUIRE(short99.report);
    CHECK(short99.report->deckSize == 99);
}
