// SPDX-License-Identifier: GPL-3.0-or-later

// The goldfish forms of issue 35 as packs declare them: two libraries (a pack shaped like
// Sorcery: Contested Realm's Spellbook and Atlas), a capped partial mulligan without a shuffle
// (Riftbound's), and ONE PIECE's Life sized by the Leader. Exact answers are checked against
// hypergeometric formulas written out here.
#include "bundled_library.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/app/goldfish.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/game_pack.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

double choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    double c = 1;
    for (int i = 1; i <= k; ++i)
        c = c * (n - k + i) / i;
    return c;
}

// P(no card of `copies` among `drawn` from `deck`).
double none(int deck, int copies, int drawn) {
    return choose(deck - copies, drawn) / choose(deck, drawn);
}

const char* const kRealms = R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="realms" name="Two Realms" publisher="" rules="realms.txt">
  <fields>
    <field id="type" label="Type" type="enum" required="true">
      <value>Avatar</value><value>Spell</value><value>Site</value>
    </field>
  </fields>
  <sections>
    <section id="avatar" name="Avatar" counts="false"/>
    <section id="spellbook" name="Spellbook"/>
    <section id="atlas" name="Atlas"/>
  </sections>
  <goldfish>
    <setting id="draw-from" label="Library drawn from each turn" default="spellbook"
             choices="spellbook,atlas" note="The player chooses; the goldfish draws from one."/>
    <library id="spellbook" name="Spellbook" sections="spellbook"/>
    <library id="atlas" name="Atlas" sections="atlas"/>
    <setup>
      <draw count="3" library="spellbook" cite="Setup"/>
      <draw count="3" library="atlas" cite="Setup"/>
    </setup>
    <turn><draw count="1" library="{draw-from}" going-first="0" cite="Start"/></turn>
    <figure id="site" label="A site in the opening hand">
      <at-least count="1" library="atlas"><where field="type" is="Site"/></at-least>
    </figure>
  </goldfish>
  <formats><format id="open" name="Open"><deck-size id="size" min="1" cite="Deck"/></format></formats>
</game-pack>
)";

const char* const kRealmsCards = "name,set,number,type\n"
                                 "Sage,R,1,Avatar\n"
                                 "Bolt,R,2,Spell\n"
                                 "Spark,R,3,Spell\n"
                                 "Tower,R,4,Site\n"
                                 "Plain,R,5,Site\n";

const char* const kRealmsDeck = "Avatar\n1 Sage\nSpellbook\n4 Bolt\n46 Spark\n"
                                "Atlas\n5 Tower\n25 Plain\n";

// A game read from a pack and card CSV given as text.
std::unique_ptr<app::LoadedGame> gameOf(const std::string& packXml, const std::string& csv) {
    auto pack = io::readGamePack(packXml, "pack.xml");
    for (const auto& e : pack.errors)
        UNSCOPED_INFO(e.str());
    REQUIRE(pack.ok());
    auto cards = io::readCardCsv(csv, pack.value.game, "cards.csv");
    REQUIRE(cards.ok());
    auto game = app::makeLoadedGame(std::move(pack.value.game), "pack.xml", "",
                                    std::move(cards.value), {}, {});
    REQUIRE(game.ok());
    return std::move(game.value);
}

app::GoldfishReport run(const app::LoadedGame& game, const std::string& list,
                        app::GoldfishOptions options) {
    const fs::path file = fs::temp_directory_path() / "deckhand-goldfish-language.txt";
    std::ofstream(file) << list;
    options.trials = 20000;
    options.threads = 1;
    auto report = app::runGoldfish(game, file.string(), options);
    for (const auto& e : report.errors)
        UNSCOPED_INFO(e.str());
    REQUIRE(report.ok());
    return std::move(report.value);
}

std::string packErrors(const std::string& xml) {
    auto pack = io::readGamePack(xml, "pack.xml");
    std::string out;
    for (const auto& e : pack.errors)
        out += e.str() + "\n";
    return out;
}

} // namespace

TEST_CASE("a pack with two libraries opens with 3 from each and counts both decks") {
    const auto game = gameOf(kRealms, kRealmsCards);
    app::GoldfishOptions o;
    o.needs = {"1 type=Site"};
    const auto r = run(*game, kRealmsDeck, o);
    CHECK(r.deckSize == 80);
    CHECK(r.libraries ==
          std::vector<std::pair<std::string, int>>{{"Spellbook", 50}, {"Atlas", 30}});
    REQUIRE(r.exact.p);
    CHECK(*r.exact.p == Approx(1.0).epsilon(1e-12)); // 3 of the Atlas's 30 Sites
    const std::string text = app::formatGoldfish(r);
    CHECK(text.find(", 80 cards (libraries: Spellbook 50, Atlas 30)") != std::string::npos);
    CHECK(text.find("draw 3 from Spellbook [Setup]") != std::string::npos);
    REQUIRE(r.figures.size() == 1);
    REQUIRE(r.figures.front().exact);
    CHECK(*r.figures.front().exact == Approx(1.0).epsilon(1e-12));

    // A Bolt (4 of 50) and a Tower (5 of 30) by turn 2, drawing from the Atlas each turn:
    // going second, 3 Spellbook and 3 + 2 Atlas cards.
    o.needs = {"1 name=Bolt", "1 library=atlas; name=Tower"};
    o.byTurn = 2;
    o.play = core::PlayOrder::Second;
    o.settings = {{"draw-from", "atlas"}};
    const auto both = run(*game, kRealmsDeck, o);
    REQUIRE(both.exact.p);
    CHECK(*both.exact.p == Approx((1 - none(50, 4, 3)) * (1 - none(30, 5, 5))).epsilon(1e-10));

    o.needs = {"1 library=vault; name=Tower"};
    const fs::path file = fs::temp_directory_path() / "deckhand-goldfish-language.txt";
    auto bad = app::runGoldfish(*game, file.string(), o);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.errors.front().message ==
          "\"1 library=vault; name=Tower\": 'library=vault': Two Realms draws from the "
          "libraries spellbook, atlas; write library=ID");
}

TEST_CASE("a pack's libraries are checked where it declares them") {
    std::string xml = kRealms;
    const auto at = xml.find(R"(<draw count="3" library="atlas")");
    REQUIRE(at != std::string::npos);
    std::string unknown = xml;
    unknown.replace(at, 31, R"(<draw count="3" library="vault")");
    CHECK(packErrors(unknown).find("library 'vault' is not one of the goldfish's <library> "
                                   "elements") != std::string::npos);
    std::string mulligan = xml;
    mulligan.insert(xml.find("    </setup>"), R"(<mulligan kind="partial-discard"/>)");
    CHECK(packErrors(mulligan).find("with several <library> elements the goldfish plays") !=
          std::string::npos);
}

TEST_CASE("a capped partial mulligan without a shuffle, as Riftbound's") {
    std::string xml = kRealms;
    // One library: the champion set aside, draw 4; set aside up to 2, draw as many, the
    // set-aside cards to the bottom.
    const auto from = xml.find("  <goldfish>");
    const auto to = xml.find("  <formats>");
    xml.replace(from, to - from, R"(  <goldfish>
    <setup>
      <set-aside zone="Champion zone"><where field="type" is="Avatar"/></set-aside>
      <draw count="4" cite="Setup"/>
      <mulligan kind="partial-bottom" max="2" shuffle="false" cite="Mulligan"/>
    </setup>
    <turn><draw count="1" cite="Draw"/></turn>
  </goldfish>
)");
    const auto game = gameOf(xml, kRealmsCards);
    app::GoldfishOptions o;
    o.needs = {"1 name=Bolt"};
    o.mulligan = true;
    // The issue's question: 3 copies in a deck of 40 whose champion is set aside, so 39 are
    // shuffled. Kept with a Bolt in the 4; else 2 go under the deck and 2 come from the 35
    // above them: p0 + (1 - p0)(1 - C(32,2)/C(35,2)) = 0.403. The partial mulligan without a
    // maximum, shuffled (what Deckhand answered before), replaced all 4 from the 35: 0.508.
    const std::string list = "Spellbook\n1 Sage\n3 Bolt\n36 Spark\n";
    const auto r = run(*game, list, o);
    CHECK(r.librarySize == 39);
    const double p0 = 1 - none(39, 3, 4);
    const double exact = p0 + (1 - p0) * (1 - none(35, 3, 2));
    CHECK(exact == Approx(0.403).margin(5e-4));
    CHECK(p0 + (1 - p0) * (1 - none(35, 3, 4)) == Approx(0.508).margin(5e-4));
    REQUIRE(r.exact.p);
    CHECK(*r.exact.p == Approx(exact).epsilon(1e-10));
    REQUIRE(r.simulated);
    CHECK(r.simulated->ci95.lo <= exact);
    CHECK(exact <= r.simulated->ci95.hi);
    CHECK(r.setup.at(2) == "mulligan: set aside any, draw as many, put the set-aside cards on the "
                           "bottom (no shuffle) (at most 2 cards) [Mulligan]");
}

TEST_CASE("ONE PIECE's Life is as many cards as the Leader's life") {
    const auto* game = test::exampleGame("onepiece");
    REQUIRE(game);
    auto deck = app::loadGoldfishDeck(
        *game, "", (fs::path(DECKHAND_TEST_DATA) / "decks" / "onepiece" / "legal.txt").string());
    REQUIRE(deck.ok());
    app::GoldfishOptions o;
    o.threads = 1;
    auto sample = app::playGoldfishSample(*game, deck.value, "legal.txt", o, 0);
    REQUIRE(sample.ok());
    REQUIRE_FALSE(sample.value.table.empty());
    const auto& zones = sample.value.table.front().zones;
    const auto life =
        std::find_if(zones.begin(), zones.end(), [](const auto& z) { return z.first == "Life"; });
    REQUIRE(life != zones.end());
    CHECK(life->second.size() == 4); // Straw Captain's life in the test cards
    CHECK(sample.value.table.front().deck == 50 - 5 - 4);
}
