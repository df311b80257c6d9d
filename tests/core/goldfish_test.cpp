// SPDX-License-Identifier: GPL-3.0-or-later

// The goldfish procedure: decks made ready, settings, set-aside cards, sample games and
// P.O.W.E.R.'s build queue.
#include "deckhand/core/monte_carlo.hpp"
#include "goldfish_fixture.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <set>

using namespace goldfish_test;

namespace {

bool hasEvent(const SampleGame& g, int turn, const std::string& text) {
    for (const auto& e : g.events)
        if (e.turn == turn && e.text.find(text) != std::string::npos) return true;
    return false;
}

std::string dump(const SampleGame& g) {
    std::string s;
    for (const auto& e : g.events)
        s += std::to_string(e.turn) + ": " + e.text + "\n";
    return s;
}

} // namespace

TEST_CASE("goldfish: cards are set aside before shuffling and grouped by printing") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Boss", "Boss", "", "", "Yes");
    f.card("Stage", "Stage");
    f.card("Level Zero", "Land", "", "0");
    f.procedure = pluProcedure(f.game);
    Deck d = f.deck({{"Boss", 1}, {"Stage", 1}, {"Hero", 3}, {"Hero", 2}});
    d.section("side").entries.push_back(
        d.sections.front().entries.back()); // side decks are not shuffled
    const auto gd = f.make(d);
    CHECK(gd.librarySize() == 5);
    CHECK(gd.deckSize() == 7);
    REQUIRE(gd.kinds().size() == 1);
    CHECK(gd.kinds().front().copies == 5);
    REQUIRE(gd.setAside().size() == 2);
    CHECK(gd.setAside()[0].zone == "Fighter Zone");
    CHECK(gd.setAside()[1].printing->name() == "Stage");
    CHECK(gd.openingHand() == 5); // capped by the library
    REQUIRE(gd.mulliganStep());

    // "At most 4": the Link-frame game's Level-0 Progress.
    f.procedure = linkframeProcedure(f.game);
    const auto lf = f.make(f.deck({{"Level Zero", 5}, {"Hero", 10}}));
    CHECK(lf.setAside().size() == 4);
    CHECK(lf.librarySize() == 11);
}

TEST_CASE("goldfish: settings are checked and change the procedure") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Boss", "Boss", "", "", "Yes");
    f.card("Calm", "Boss", "", "", "No");
    f.card("Stage", "Stage");
    f.procedure = pluProcedure(f.game);
    const Deck boss = f.deck({{"Boss", 1}, {"Stage", 1}, {"Hero", 38}});
    const Deck calm = f.deck({{"Calm", 1}, {"Stage", 1}, {"Hero", 38}});
    auto replenish = [](const GoldfishDeck& gd) { return gd.turnSteps().front().count; };
    CHECK(replenish(f.make(boss)) == 5); // auto: the Fighter set aside is a Boss
    CHECK(replenish(f.make(calm)) == 6);
    CHECK(replenish(f.make(calm, {{"boss", "yes"}})) == 5);
    CHECK(replenish(f.make(boss, {{"BOSS", "No"}})) == 6);
    CHECK(f.make(boss, {{"spend", "3"}}).turnSteps().back().count == 3);

    auto errors = [&](std::map<std::string, std::string> s) {
        auto r = GoldfishDeck::make(f.game, f.procedure, boss, s);
        return r.errors.empty() ? std::string() : r.errors.front().message;
    };
    CHECK(errors({{"spent", "2"}}).find("no setting 'spent' (settings: spend, boss)") !=
          std::string::npos);
    CHECK(errors({{"boss", "maybe"}}) ==
          "setting 'boss' cannot be 'maybe' (expected one of auto, yes, no)");
    CHECK(errors({{"spend", "two"}}) ==
          "setting 'spend' cannot be 'two' (expected a whole number from 0 to 1000)");
    CHECK(errors({{"spend", "1001"}}) ==
          "setting 'spend' cannot be '1001' (expected a whole number from 0 to 1000)");

    GoldfishProcedure none;
    auto r = GoldfishDeck::make(f.game, none, boss);
    REQUIRE_FALSE(r.ok());
    CHECK(r.errors.front().message == "Goldfish Test has no goldfish procedure in its game pack");

    Deck unresolved = boss;
    unresolved.sections.front().entries.front().printing = nullptr;
    CHECK_FALSE(GoldfishDeck::make(f.game, f.procedure, unresolved).ok());
}

TEST_CASE("goldfish: the procedure describes itself with citations") {
    Fixture f;
    f.procedure = linkframeProcedure(f.game);
    f.procedure.setup[1].cite = "Game preparation 4)";
    const auto setup = f.procedure.describeSetup({});
    REQUIRE(setup.size() == 4);
    CHECK(setup[1] == "draw 4 [Game preparation 4)]");
    CHECK(setup[2] == "mulligan: discard any, draw as many");
    CHECK(setup[3].find("(the first time: going first 1, going second 2)") != std::string::npos);
    const auto turn = f.procedure.describeTurn({});
    CHECK(turn[0] == "draw 2 (the first time: going first 3)");
    CHECK(turn[1].find("never more than 8") != std::string::npos);

    f.procedure = pluProcedure(f.game);
    const auto plu = f.procedure.describeTurn({{"spend", "3"}});
    CHECK(plu[2] == "3 cards leave the hand, played (setting spend)");
    Need n = needOf({atLeast(f.game, 2, "kind", "Hero")});
    n.options.push_back({atLeast(f.game, 1, "kind", "Spell"), atLeast(f.game, 1, "kind", "Land")});
    CHECK(n.describe() == "2 kind = Hero or (1 kind = Spell and 1 kind = Land)");
}

TEST_CASE("goldfish: a sample game follows the setup, mulligan and turns") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Land", "Land");
    f.card("Boss", "Boss", "", "", "No");
    f.card("Stage", "Stage");
    f.procedure = pluProcedure(f.game);
    const auto gd = f.make(f.deck({{"Boss", 1}, {"Stage", 1}, {"Hero", 1}, {"Land", 37}}));
    Question q;
    q.need = needOf({atLeast(f.game, 1, "kind", "Hero")});
    q.mulligan = true;
    // Find a seed whose opening hand misses the lone Hero: the Re-Draw happens.
    SampleGame game;
    for (std::uint64_t seed = 1; seed < 50; ++seed) {
        game = playSample(gd, q, 2, seed);
        if (hasEvent(game, 0, "mulligan:")) break;
    }
    INFO(dump(game));
    CHECK(hasEvent(game, 0, "set aside: Boss -> Fighter Zone"));
    CHECK(hasEvent(game, 0, "draw 6:"));
    CHECK(hasEvent(game, 0, "removed from the game; shuffle, draw 5"));
    CHECK(hasEvent(game, 0, "draw 5:"));
    CHECK(hasEvent(game, 1, "draw 1:")); // replenish back to 6
    CHECK(hasEvent(game, 1, "charge 1:"));
    CHECK(hasEvent(game, 1, "play (the cards-per-turn assumption) 2:"));
    CHECK(hasEvent(game, 2, "draw 3:"));
    CHECK(hasEvent(game, 2, "zones: deck 23 | removed 6 | Power Gauge 2 | played 4"));

    // The table after the setup and each turn, as the goldfish panel shows it in card faces.
    REQUIRE(game.table.size() == 3);
    CHECK(game.table[0].hand.size() == 5); // after the Re-Draw
    CHECK(game.table[2].deck == 23);
    CHECK(game.table[2].hand.size() == 3); // replenished to 6, one charged, two played
    std::map<std::string, std::size_t> zones;
    for (const auto& [zone, cards] : game.table[2].zones)
        zones[zone] = cards.size();
    CHECK(zones ==
          std::map<std::string, std::size_t>{{"removed", 6}, {"Power Gauge", 2}, {"played", 4}});
    REQUIRE(game.setAside.size() == 2);
    CHECK(game.setAside[0].first == "Fighter Zone");
    REQUIRE(game.setAside[0].second.size() == 1);
    CHECK(game.setAside[0].second[0]->name() == "Boss");
    CHECK(game.setAside[1].first == "Stage Zone");

    // The same seed plays the same game.
    const auto again = playSample(gd, q, 2, 7);
    CHECK(dump(again) == dump(playSample(gd, q, 2, 7)));
}

TEST_CASE("goldfish: a partial mulligan keeps the cards that serve the need") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Spell", "Spell");
    f.card("Land", "Land");
    f.procedure = vstageProcedure(f.game);
    const auto gd = f.make(f.deck({{"Hero", 4}, {"Spell", 12}, {"Land", 14}}));
    Question q;
    q.need = needOf({atLeast(f.game, 3, "kind", "Hero")});
    q.mulligan = true;
    int checked = 0;
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        const auto game = playSample(gd, q, 0, seed);
        for (const auto& e : game.events) {
            if (e.text.rfind("mulligan: keep ", 0) != 0) continue;
            ++checked;
            // Everything kept is a Hero; nothing else is.
            const auto kept = e.text.substr(15, e.text.find(';') - 15);
            CHECK((kept == "nothing" || kept.find("Spell") == std::string::npos));
            CHECK(kept.find("Land") == std::string::npos);
            CHECK(e.text.find("to the bottom:") != std::string::npos);
        }
        CHECK(hasEvent(game, 0, "place"));
    }
    CHECK(checked > 0);
}

TEST_CASE("goldfish: the deal and the build queue deploy cards turn by turn") {
    Fixture f;
    f.card("Scout", "Hero", "", "", "", "1");
    f.card("Tank", "Hero", "", "", "", "3");
    f.procedure = powerProcedure();
    // Every card goes to BQ1 when flipped: one deploys per turn from turn 2.
    const auto scouts = f.make(f.deck({{"Scout", 4}}));
    const auto report = simulateDeploys(scouts, 6, {1000, 1, 2});
    REQUIRE(report.cards.size() == 1);
    const auto& byTurn = report.cards.front().byTurn;
    CHECK(byTurn[0] == 0.0);
    CHECK(byTurn[1] == Approx(0.25));
    CHECK(byTurn[2] == Approx(0.5));
    CHECK(byTurn[4] == Approx(1.0));
    CHECK(report.cards.front().meanTurn == Approx(3.5));

    // A BQ3 card flipped on turn 1 reaches the HQ on turn 4 when nothing covers it.
    const auto tank = f.make(f.deck({{"Tank", 1}}));
    const auto one = simulateDeploys(tank, 5, {100, 3, 1});
    CHECK(one.cards.front().byTurn[2] == 0.0);
    CHECK(one.cards.front().byTurn[3] == 1.0);

    const auto game = playSample(f.make(f.deck({{"Scout", 4}, {"Tank", 4}})), Question{}, 2, 5);
    INFO(dump(game));
    CHECK(hasEvent(game, 0, "BQ4 (face down, bottom to top):"));
    CHECK(hasEvent(game, 0, "BQ1 (face down, bottom to top):"));
    CHECK(hasEvent(game, 1, "flip: "));
    CHECK(hasEvent(game, 2, "goes from BQ1 to HQ"));

    // Needs are looked for in the HQ.
    Question q;
    q.need = needOf({atLeast(f.game, 1, "name", "Scout")});
    q.byTurn = 1;
    CHECK(simulate(scouts, q, {2000, 1, 1}).p == 0.0);
    q.byTurn = 2;
    CHECK(simulate(scouts, q, {2000, 1, 1}).p == 1.0);
}

// The player's mulligan in a sample game, against the rules sheets:
// VStage Game Setup 3, the Link-frame game's Game preparation 4), PLU's HOW TO BEGIN A GAME.
namespace {

std::vector<const Printing*> allCards(const SampleGame::Opening& o) {
    std::vector<const Printing*> cards = o.hand;
    for (const auto& [zone, zoneCards] : o.zones)
        cards.insert(cards.end(), zoneCards.begin(), zoneCards.end());
    return cards;
}

const std::vector<const Printing*>* zoneOf(const SampleGame::Opening& o, const std::string& name) {
    for (const auto& [zone, cards] : o.zones)
        if (zone == name) return &cards;
    return nullptr;
}

std::multiset<std::string> namesOf(const std::vector<const Printing*>& cards) {
    std::multiset<std::string> out;
    for (const auto* p : cards)
        out.insert(p->name());
    return out;
}

} // namespace

TEST_CASE(
    "goldfish: a VStage mulligan puts the chosen cards on the bottom and draws as many, once") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Spell", "Spell");
    f.card("Land", "Land");
    f.procedure = vstageProcedure(f.game);
    const auto gd = f.make(f.deck({{"Hero", 10}, {"Spell", 10}, {"Land", 10}}));
    const Question q;
    const auto dealt = playSample(gd, q, 0, 3, {});
    REQUIRE(dealt.opening);
    CHECK(dealt.mulligan == MulliganKind::PartialBottom);
    CHECK(dealt.mayMulligan());
    REQUIRE(dealt.opening->hand.size() == 6);
    CHECK(dealt.opening->deck == 24);

    auto r = takeMulligan(gd, q, 0, 3, dealt, {1, 4});
    REQUIRE(r.ok());
    const auto& after = *r.value.opening;
    // Six in the hand again: the four not chosen, in their order, and two new ones drawn.
    REQUIRE(after.hand.size() == 6);
    CHECK(after.hand[0] == dealt.opening->hand[0]);
    CHECK(after.hand[1] == dealt.opening->hand[2]);
    CHECK(after.hand[2] == dealt.opening->hand[3]);
    CHECK(after.hand[3] == dealt.opening->hand[5]);
    // The two chosen went back into the deck (its bottom, then shuffled): no zone holds them,
    // the deck has as many cards as before.
    CHECK(after.zones.empty());
    CHECK(after.deck == 24);
    CHECK(hasEvent(r.value, 0,
                   "to the bottom: " + dealt.opening->hand[1]->name() + ", " +
                       dealt.opening->hand[4]->name() + "; draw 2"));
    CHECK(hasEvent(r.value, 0, "shuffle the deck"));
    // The same choice on the same seed plays the same game.
    CHECK(dump(takeMulligan(gd, q, 0, 3, dealt, {4, 1}).value) == dump(r.value));

    // One mulligan only (Game Setup 3 has no second).
    CHECK_FALSE(r.value.mayMulligan());
    const auto again = takeMulligan(gd, q, 0, 3, r.value, {0});
    REQUIRE_FALSE(again.ok());
    CHECK(again.errors.front().message.find("one mulligan") != std::string::npos);

    // Nothing chosen, a card outside the hand, or one chosen twice: refused.
    CHECK_FALSE(takeMulligan(gd, q, 0, 3, dealt, {}).ok());
    CHECK_FALSE(takeMulligan(gd, q, 0, 3, dealt, {6}).ok());
    CHECK_FALSE(takeMulligan(gd, q, 0, 3, dealt, {-1}).ok());
    CHECK_FALSE(takeMulligan(gd, q, 0, 3, dealt, {2, 2}).ok());
}

TEST_CASE("goldfish: a Link-frame mulligan discards the chosen cards and draws as many, once") {
    Fixture f;
    f.card("Starter", "Hero", "", "0");
    f.card("Spell", "Spell", "", "2");
    f.card("Land", "Land", "", "3");
    f.procedure = linkframeProcedure(f.game);
    const auto gd = f.make(f.deck({{"Starter", 4}, {"Spell", 25}, {"Land", 25}}));
    const Question q;
    const auto dealt = playSample(gd, q, 1, 11, {});
    REQUIRE(dealt.opening);
    CHECK(dealt.mulligan == MulliganKind::PartialDiscard);
    REQUIRE(dealt.opening->hand.size() == 4);
    CHECK(dealt.opening->deck == 46);

    auto r = takeMulligan(gd, q, 1, 11, dealt, {0, 3});
    REQUIRE(r.ok());
    const auto& after = *r.value.opening;
    REQUIRE(after.hand.size() == 4);
    CHECK(after.hand[0] == dealt.opening->hand[1]);
    CHECK(after.hand[1] == dealt.opening->hand[2]);
    // The chosen two are in the discard pile; two more left the deck.
    const auto* discard = zoneOf(after, "discard");
    REQUIRE(discard);
    CHECK(namesOf(*discard) == namesOf({dealt.opening->hand[0], dealt.opening->hand[3]}));
    CHECK(after.deck == 44);
    // Cards are conserved: hand, zones and deck make the library.
    CHECK(static_cast<int>(allCards(after).size()) + after.deck == gd.librarySize());
    // The game goes on from the new hand: turn 1 draws 3 going first.
    CHECK(hasEvent(r.value, 1, "draw 3:"));

    CHECK_FALSE(takeMulligan(gd, q, 1, 11, r.value, {1}).ok());
}

TEST_CASE("goldfish: a PLU Re-Draw removes the whole hand and draws 5, once") {
    Fixture f;
    f.card("Boss", "Boss", "", "", "Yes");
    f.card("Hero", "Hero");
    f.card("Spell", "Spell");
    f.procedure = pluProcedure(f.game);
    const auto gd = f.make(f.deck({{"Boss", 1}, {"Hero", 10}, {"Spell", 20}}));
    const Question q;
    const auto dealt = playSample(gd, q, 0, 5, {});
    REQUIRE(dealt.opening);
    CHECK(dealt.mulligan == MulliganKind::Redraw);
    REQUIRE(dealt.opening->hand.size() == 6);

    // Whatever is ticked, the whole hand goes (HOW TO BEGIN A GAME: "take all the cards in your
    // hand").
    auto r = takeMulligan(gd, q, 0, 5, dealt, {});
    REQUIRE(r.ok());
    const auto& after = *r.value.opening;
    CHECK(after.hand.size() == 5);
    const auto* removed = zoneOf(after, "removed");
    REQUIRE(removed);
    CHECK(namesOf(*removed) == namesOf(dealt.opening->hand));
    CHECK(after.deck == 30 - 6 - 5);
    CHECK(dump(takeMulligan(gd, q, 0, 5, dealt, {0, 1}).value) == dump(r.value));

    CHECK_FALSE(takeMulligan(gd, q, 0, 5, r.value, {}).ok());
}

TEST_CASE("goldfish: a game without a mulligan refuses one") {
    Fixture f;
    f.card("Hero", "Hero");
    f.procedure = bankrollProcedure();
    const auto gd = f.make(f.deck({{"Hero", 30}}));
    const auto dealt = playSample(gd, Question{}, 1, 2, {});
    CHECK_FALSE(dealt.opening);
    CHECK(dealt.mulligan == MulliganKind::None);
    CHECK_FALSE(dealt.mayMulligan());
    const auto r = takeMulligan(gd, Question{}, 1, 2, dealt, {0});
    REQUIRE_FALSE(r.ok());
    CHECK(r.errors.front().message.find("has no mulligan") != std::string::npos);
}
