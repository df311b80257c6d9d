// SPDX-License-Identifier: GPL-3.0-or-later

// The goldfish language's third round: several libraries drawn from on their own (Sorcery's
// Spellbook and Atlas), a partial mulligan with a maximum and no shuffle (Riftbound) and a
// zone sized by a field of the card leading the deck (ONE PIECE's Life). Every exact answer is
// checked against a hypergeometric formula written out here, and the simulation against it.
#include "deckhand/core/monte_carlo.hpp"
#include "deckhand/core/probability.hpp"
#include "goldfish_fixture.hpp"

#include <catch2/catch.hpp>

using namespace goldfish_test;

namespace {

// C(n, k) as a double: the decks here are small.
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

void addEntry(Fixture& f, Deck& d, const std::string& section, const std::string& name, int qty) {
    DeckEntry e;
    e.quantity = qty;
    e.name = name;
    e.printing = f.catalogue.byName(foldName(name)).front();
    d.section(section).entries.push_back(e);
}

GoldfishStep drawFrom(int count, const std::string& library) {
    auto s = step(SK::Draw, count);
    s.library = library;
    return s;
}

// Sorcery's shape: a Spellbook of 50 (4 Bolts, 46 Spells) and an Atlas of 30 (5 level-1
// Lands, 25 others), each its own section and library; 3 from each to open, then one a turn
// from the library the setting names.
struct TwoLibraries {
    Fixture f;
    Deck deck;
    TwoLibraries() {
        f.game.sections.push_back({"atlas", "Atlas", {}, true});
        f.card("Bolt", "Spell", "", "1");
        f.card("Spell", "Spell");
        f.card("Tower", "Land", "", "1");
        f.card("Plain", "Land");
        deck.name = "two decks";
        addEntry(f, deck, "main", "Bolt", 4);
        addEntry(f, deck, "main", "Spell", 46);
        addEntry(f, deck, "atlas", "Tower", 5);
        addEntry(f, deck, "atlas", "Plain", 25);
        auto& p = f.procedure;
        p.declared = true;
        p.settings.push_back({"draw-from", "Draw from", "spellbook", {"spellbook", "atlas"}, ""});
        p.libraries.push_back({"spellbook", "Spellbook", {"main"}, std::nullopt, ""});
        p.libraries.push_back({"atlas", "Atlas", {"atlas"}, std::nullopt, ""});
        p.setup = {drawFrom(3, "spellbook"), drawFrom(3, "atlas")};
        p.turn = {drawFrom(1, "{draw-from}")};
    }
};

Question ask(Need need, int byTurn) {
    Question q;
    q.need = std::move(need);
    q.byTurn = byTurn;
    return q;
}

SimulationResult sim(const GoldfishDeck& d, const Question& q) {
    SimulationOptions o;
    o.trials = 60000;
    o.threads = 1;
    o.seed = 7;
    return simulate(d, q, o);
}

} // namespace

TEST_CASE("goldfish: two libraries each open with their own draw, and the report counts both") {
    TwoLibraries t;
    const auto d = t.f.make(t.deck);
    CHECK(d.librarySize() == 80);
    REQUIRE(d.librarySizes() == std::vector<int>{50, 30});

    // A Land in the opening hand: the Atlas is all Lands and 3 come from it, so it is certain
    // (one library of 80 said 1 - C(50,6)/C(80,6)).
    const auto land = ask(needOf({atLeast(t.f.game, 1, "kind", "Land")}), 0);
    const auto exact = exactAnswer(d, land);
    INFO(exact.why);
    REQUIRE(exact.p);
    CHECK(*exact.p == Approx(1.0).epsilon(1e-12));
    CHECK(sim(d, land).p == 1.0);

    // A sample game draws 3 from each, naming the library.
    const auto game = playSample(d, land, 1, 3);
    bool spellbook = false, atlas = false;
    for (const auto& e : game.events) {
        spellbook = spellbook || e.text.rfind("draw 3 from Spellbook:", 0) == 0;
        atlas = atlas || e.text.rfind("draw 3 from Atlas:", 0) == 0;
    }
    CHECK(spellbook);
    CHECK(atlas);
}

TEST_CASE("goldfish: needs over two libraries are the product of one draw from each") {
    TwoLibraries t;
    // A Bolt (4 of the Spellbook's 50) and a level-1 Land (5 of the Atlas's 30) by turn 2,
    // drawing from the Atlas each turn: 3 Spellbook cards and 3 + 2 Atlas cards.
    auto bolt = atLeast(t.f.game, 1, "name", "Bolt");
    auto tower = atLeast(t.f.game, 1, "name", "Tower");
    const auto both = ask(needOf({bolt, tower}), 2);
    const auto atlasTurns = t.f.make(t.deck, {{"draw-from", "atlas"}});
    const double byAtlas = (1 - none(50, 4, 3)) * (1 - none(30, 5, 5));
    const auto exact = exactAnswer(atlasTurns, both);
    INFO(exact.why);
    REQUIRE(exact.p);
    CHECK(*exact.p == Approx(byAtlas).epsilon(1e-10));
    const auto s = sim(atlasTurns, both);
    CHECK(s.ci95.lo <= byAtlas);
    CHECK(byAtlas <= s.ci95.hi);

    // Drawing from the Spellbook instead: 5 Spellbook cards and 3 Atlas cards.
    const auto bookTurns = t.f.make(t.deck, {{"draw-from", "spellbook"}});
    const double byBook = (1 - none(50, 4, 5)) * (1 - none(30, 5, 3));
    const auto exact2 = exactAnswer(bookTurns, both);
    REQUIRE(exact2.p);
    CHECK(*exact2.p == Approx(byBook).epsilon(1e-10));
}

TEST_CASE("goldfish: a need may name the library whose cards it counts") {
    TwoLibraries t;
    // Level-1 cards are in both libraries (4 Bolts, 5 Towers): counted from the Atlas alone,
    // two of them in the opening 3 Atlas cards.
    auto level = atLeast(t.f.game, 2, "level", "1");
    const auto d = t.f.make(t.deck);
    const auto anywhere = exactAnswer(d, ask(needOf({level}), 0));
    CHECK_FALSE(anywhere.p); // a requirement fed by both libraries is simulated
    CHECK(anywhere.why.find("several libraries") != std::string::npos);

    level.library = "atlas";
    const auto q = ask(needOf({level}), 0);
    const double two = 1 - none(30, 5, 3) - 5 * choose(25, 2) / choose(30, 3);
    const auto exact = exactAnswer(d, q);
    REQUIRE(exact.p);
    CHECK(*exact.p == Approx(two).epsilon(1e-10));
    const auto s = sim(d, q);
    CHECK(s.ci95.lo <= two);
    CHECK(two <= s.ci95.hi);
}

TEST_CASE("goldfish: a card no library takes is named") {
    TwoLibraries t;
    t.f.game.sections.push_back({"extra", "Extra", {}, true});
    Deck deck = t.deck;
    addEntry(t.f, deck, "extra", "Spell", 1);
    auto r = GoldfishDeck::make(t.f.game, t.f.procedure, deck);
    REQUIRE_FALSE(r.ok());
    CHECK(r.errors.front().message == "no library of the goldfish takes 1 card of the deck: Spell");
}

// Riftbound: draw 4; set aside up to 2 cards, draw as many, put the set-aside cards on the
// bottom without a shuffle. 3 Bolts in 40.
TEST_CASE("goldfish: a partial mulligan of at most 2 cards, bottomed without a shuffle") {
    Fixture f;
    f.card("Bolt", "Spell");
    f.card("Spell", "Spell");
    const Deck deck = f.deck({{"Bolt", 3}, {"Spell", 37}});
    f.procedure.declared = true;
    auto m = mulligan(MulliganKind::PartialBottom);
    m.maxCards = GoldfishAmount{2, "", "", ""};
    m.shuffle = false;
    f.procedure.setup = {step(SK::Draw, 4), m};
    f.procedure.turn = {step(SK::Draw, 1)};
    const auto d = f.make(deck);
    Question q = ask(needOf({atLeast(f.game, 1, "name", "Bolt")}), 0);
    q.mulligan = true;

    // Kept when it holds a Bolt; else 2 of the 4 go, 2 are drawn from the 36 left (all 3
    // Bolts among them), and the 2 under them are out of reach.
    const double p0 = 1 - none(40, 3, 4);
    const double opening = p0 + (1 - p0) * (1 - none(36, 3, 2));
    const auto exact = exactAnswer(d, q);
    INFO(exact.why);
    REQUIRE(exact.p);
    CHECK(*exact.p == Approx(opening).epsilon(1e-10));
    // Without the maximum the whole hand would go: 4 from the 36.
    CHECK(*exact.p != Approx(p0 + (1 - p0) * (1 - none(36, 3, 4))).epsilon(1e-3));
    const auto s = sim(d, q);
    CHECK(s.ci95.lo <= opening);
    CHECK(opening <= s.ci95.hi);

    // By turn 1 one more card comes from the 34 above the bottomed pair; kept hands draw from
    // the 36 after the hand: P = p0 + (1 - p0)(1 - C(33,3)/C(36,3)) plus nothing else, since a
    // kept hand already holds a Bolt.
    q.byTurn = 1;
    const double turn1 = p0 + (1 - p0) * (1 - none(36, 3, 3));
    const auto exact1 = exactAnswer(d, q);
    REQUIRE(exact1.p);
    CHECK(*exact1.p == Approx(turn1).epsilon(1e-10));
    const auto s1 = sim(d, q);
    CHECK(s1.ci95.lo <= turn1);
    CHECK(turn1 <= s1.ci95.hi);

    // With the shuffle the bottomed cards come back for the turn-1 draw: 1 card from the 36
    // not in the hand, of which 3 are Bolts.
    f.procedure.setup[1].shuffle = true;
    const auto shuffled = f.make(deck);
    const double back = p0 + (1 - p0) * (1 - none(36, 3, 2) * none(36, 3, 1));
    const auto exact2 = exactAnswer(shuffled, q);
    REQUIRE(exact2.p);
    CHECK(*exact2.p == Approx(back).epsilon(1e-10));
}

TEST_CASE("goldfish: a player's capped mulligan refuses more cards than the game allows") {
    Fixture f;
    f.card("Spell", "Spell");
    const Deck deck = f.deck({{"Spell", 40}});
    f.procedure.declared = true;
    auto m = mulligan(MulliganKind::PartialBottom);
    m.maxCards = GoldfishAmount{2, "", "", ""};
    m.shuffle = false;
    f.procedure.setup = {step(SK::Draw, 4), m};
    const auto d = f.make(deck);
    const Question q;
    const auto game = playSample(d, q, 0, 1, {});
    auto three = takeMulligan(d, q, 0, 1, game, {0, 1, 2});
    REQUIRE_FALSE(three.ok());
    CHECK(three.errors.front().message ==
          "Goldfish Test's mulligan takes at most 2 cards: tick fewer cards.");
    auto two = takeMulligan(d, q, 0, 1, game, {0, 1});
    REQUIRE(two.ok());
    REQUIRE(two.value.opening);
    CHECK(two.value.opening->hand.size() == 4);
    CHECK(two.value.opening->deck == 34); // the 2 under the deck are out of it
    CHECK(f.procedure.describeSetup({})[1] ==
          "mulligan: set aside any, draw as many, put the set-aside cards on the bottom (no "
          "shuffle) (at most 2 cards)");
}

TEST_CASE("goldfish: a zone sized by the leading card's field") {
    Fixture f;
    f.game.sections.push_back({"leader", "Leader", {}, false});
    f.card("Captain", "Hero", "", "4");
    f.card("Spell", "Spell");
    Deck deck = f.deck({{"Spell", 20}});
    f.procedure.declared = true;
    auto life = step(SK::MoveTop, 5, "Life");
    life.count.field = "level";
    life.count.section = "leader";
    f.procedure.setup = {step(SK::Draw, 5), life};
    // No leader: the count written in the pack.
    CHECK(f.make(deck).setupSteps()[1].count == 5);
    addEntry(f, deck, "leader", "Captain", 1);
    const auto d = f.make(deck);
    CHECK(d.setupSteps()[1].count == 4);
    CHECK(d.librarySize() == 20); // the leader does not count
    const auto game = playSample(d, Question{}, 0, 1);
    REQUIRE_FALSE(game.table.empty());
    const auto& zones = game.table.front().zones;
    REQUIRE(zones.size() == 1);
    CHECK(zones.front().first == "Life");
    CHECK(zones.front().second.size() == 4);
    CHECK(f.procedure.describeSetup({})[1] ==
          "as many cards as the level of the card in section leader (5 without one) from the "
          "deck top to Life, face down");
}
