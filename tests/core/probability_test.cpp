// SPDX-License-Identifier: GPL-3.0-or-later

// Exact goldfish answers against known values and brute-force enumeration; the simulation
// against the exact answers; Link odds against every possible mill.
#include "deckhand/core/monte_carlo.hpp"
#include "deckhand/core/probability.hpp"
#include "goldfish_fixture.hpp"

#include <bit>
#include <catch2/catch.hpp>
#include <functional>
#include <numeric>
#include <thread>

using namespace goldfish_test;

namespace {

using Counts = std::vector<int>;

int total(const Counts& c) {
    return std::accumulate(c.begin(), c.end(), 0);
}

// 3 Heroes, 4 Spells and 5 Lands: the small deck the enumerations below draw from card by card
// (the population {3, 4, 5}).
Deck heroesSpellsLands(Fixture& f) {
    f.card("Hero", "Hero");
    f.card("Spell", "Spell");
    f.card("Land", "Land");
    return f.deck({{"Hero", 3}, {"Spell", 4}, {"Land", 5}});
}

// Every ordered way to draw n cards, one at a time, from a multiset: f(drawn, left, probability).
void drawTree(const Counts& pop, int n, const Counts& drawn, double p,
              const std::function<void(const Counts&, const Counts&, double)>& f) {
    const int all = total(pop);
    if (n == 0 || all == 0) {
        f(drawn, pop, p);
        return;
    }
    for (std::size_t k = 0; k < pop.size(); ++k) {
        if (pop[k] == 0) continue;
        Counts left = pop, got = drawn;
        --left[k];
        ++got[k];
        drawTree(left, n - 1, got, p * pop[k] / all, f);
    }
}

// The need "at least want[k] of kind k" for every k, and its keep policy, written out plainly.
struct PlainNeed {
    Counts want;
    bool met(const Counts& c) const {
        for (std::size_t k = 0; k < want.size(); ++k)
            if (c[k] < want[k]) return false;
        return true;
    }
    Counts keep(const Counts& h) const {
        Counts kept(h.size());
        for (std::size_t k = 0; k < h.size(); ++k)
            kept[k] = std::min(h[k], want[k]);
        return kept;
    }
};

// The chance by brute force: draw the opening hand card by card, mulligan by the policy,
// then draw the later cards.
double bruteForce(const Counts& pop, int opening, MulliganKind kind, int redraw, int laterKeep,
                  int laterMull, const PlainNeed& need) {
    double p = 0;
    const Counts zero(pop.size(), 0);
    auto count = [&](const Counts& seen, const Counts&, double q) {
        if (need.met(seen)) p += q;
    };
    drawTree(pop, opening, zero, 1.0, [&](const Counts& h, const Counts& rest, double ph) {
        if (kind == MulliganKind::None || need.met(h)) {
            drawTree(rest, laterKeep, h, ph, count);
            return;
        }
        const Counts kept = need.keep(h);
        const int replace = opening - total(kept);
        switch (kind) {
        case MulliganKind::Redraw:
            drawTree(rest, redraw + laterMull, zero, ph, count);
            break;
        case MulliganKind::PartialDiscard:
            drawTree(rest, replace + laterMull, kept, ph, count);
            break;
        case MulliganKind::PartialBottom:
            drawTree(rest, replace, kept, ph,
                     [&](const Counts& hand, const Counts& left, double q) {
                         Counts deck = left;
                         for (std::size_t k = 0; k < deck.size(); ++k)
                             deck[k] += h[k] - kept[k];
                         drawTree(deck, laterMull, hand, q, count);
                     });
            break;
        case MulliganKind::None:
        case MulliganKind::London: // its own enumeration below
            break;
        }
    });
    return p;
}

bool within(double p, const SimulationResult& sim) {
    return sim.ci95.lo <= p && p <= sim.ci95.hi;
}

} // namespace

TEST_CASE("probability: hypergeometric values match the textbook") {
    // 4 copies in 60 cards, 7 drawn.
    CHECK(hypergeometric(60, 4, 7, 1) == Approx(0.33628020958298727).epsilon(1e-12));
    CHECK(hypergeometricAtLeast(60, 4, 7, 1) == Approx(0.3994996257446656).epsilon(1e-12));
    CHECK(hypergeometricAtLeast(60, 4, 7, 0) == 1.0);
    CHECK(hypergeometric(60, 4, 7, 5) == 0.0);
    CHECK(multivariateHypergeometric({4, 4, 52}, {1, 1, 5}) ==
          Approx(0.10767119346282039).epsilon(1e-12));

    // Big decks do not overflow: the pmf still sums to 1.
    double sum = 0;
    for (int k = 0; k <= 60; ++k)
        sum += hypergeometric(2000, 300, 60, k);
    CHECK(sum == Approx(1.0).margin(1e-9));
    CHECK(std::isfinite(hypergeometric(100000, 5000, 1000, 50)));
}

TEST_CASE("probability: the Wilson interval") {
    const auto i = wilsonInterval(50, 100);
    CHECK(i.lo == Approx(0.4038).margin(1e-4));
    CHECK(i.hi == Approx(0.5962).margin(1e-4));
    CHECK(wilsonInterval(0, 100).lo == 0.0);
    CHECK(wilsonInterval(100, 100).hi == 1.0);
    CHECK(wilsonInterval(0, 10000).lo == 0.0); // not rounding noise a table would show as 2.7e-18%
}

TEST_CASE("probability: exact answers with every mulligan kind equal brute-force enumeration") {
    Fixture f;
    const Deck deck = heroesSpellsLands(f);
    const Counts pop{3, 4, 5};

    struct Case {
        MulliganKind kind;
        int redraw;
    };
    for (const Case c :
         {Case{MulliganKind::None, 0}, Case{MulliganKind::Redraw, 3},
          Case{MulliganKind::PartialDiscard, 0}, Case{MulliganKind::PartialBottom, 0}}) {
        f.procedure = GoldfishProcedure{};
        f.procedure.declared = true;
        f.procedure.setup = {step(SK::Draw, 4), mulligan(c.kind, c.redraw, true)};
        f.procedure.turn = {step(SK::Draw, 1)};
        const auto gd = f.make(deck);
        for (const PlainNeed& plain :
             {PlainNeed{{1, 1, 0}}, PlainNeed{{2, 0, 0}}, PlainNeed{{1, 2, 1}}}) {
            std::vector<Requirement> reqs;
            const char* names[] = {"Hero", "Spell", "Land"};
            for (std::size_t k = 0; k < 3; ++k)
                if (plain.want[k] > 0)
                    reqs.push_back(atLeast(f.game, plain.want[k], "kind", names[k]));
            for (int turn = 0; turn <= 2; ++turn) {
                Question q;
                q.need = needOf(reqs);
                q.byTurn = turn;
                q.mulligan = c.kind != MulliganKind::None;
                const auto exact = exactAnswer(gd, q);
                INFO("mulligan kind " << static_cast<int>(c.kind) << ", need " << q.need.describe()
                                      << ", turn " << turn);
                REQUIRE(exact.p);
                CHECK(
                    *exact.p ==
                    Approx(bruteForce(pop, 4, c.kind, c.redraw, turn, turn, plain)).epsilon(1e-10));
            }
        }
    }
}

TEST_CASE("probability: overlapping needs and several options equal brute-force enumeration") {
    Fixture f;
    f.card("Sigma Hero", "Hero", kSigma);
    f.card("Both Hero", "Hero", kSigma + kOmega);
    f.card("Omega Spell", "Spell", kOmega);
    f.card("Land", "Land");
    const Deck deck =
        f.deck({{"Sigma Hero", 2}, {"Both Hero", 2}, {"Omega Spell", 3}, {"Land", 3}});
    const Counts pop{2, 2, 3, 3};
    // By kind: heroes are 0 and 1, cards with an Omega frame 1 and 2, lands 3.
    auto heroes = [](const Counts& c) { return c[0] + c[1]; };
    auto omegas = [](const Counts& c) { return c[1] + c[2]; };
    struct Plain {
        Need need;
        std::function<bool(const Counts&)> met;
    };
    std::vector<Plain> needs;
    needs.push_back({needOf({atLeast(f.game, 2, "kind", "Hero"),
                             atLeast(f.game, 1, "link", kOmega, Filter::Op::HasSymbol)}),
                     [&](const Counts& c) { return heroes(c) >= 2 && omegas(c) >= 1; }});
    Need either = needOf({atLeast(f.game, 1, "kind", "Hero"),
                          atLeast(f.game, 2, "link", kOmega, Filter::Op::HasSymbol)});
    either.options.push_back({atLeast(f.game, 2, "kind", "Land")});
    needs.push_back(
        {either, [&](const Counts& c) { return (heroes(c) >= 1 && omegas(c) >= 2) || c[3] >= 2; }});
    needs.push_back(
        {needOf({atLeast(f.game, 1, "link", kSigma, Filter::Op::HasSymbol),
                 atLeast(f.game, 3, "link", kOmega, Filter::Op::HasSymbol),
                 atLeast(f.game, 1, "kind", "Land")}),
         [&](const Counts& c) { return heroes(c) >= 1 && omegas(c) >= 3 && c[3] >= 1; }});

    struct Mulligan {
        bool taken;
        bool removeHand;
    };
    for (const Mulligan m : {Mulligan{false, true}, Mulligan{true, true}, Mulligan{true, false}}) {
        f.procedure = GoldfishProcedure{};
        f.procedure.declared = true;
        f.procedure.setup = {step(SK::Draw, 3), mulligan(MulliganKind::Redraw, 2, m.removeHand)};
        f.procedure.turn = {step(SK::Draw, 1)};
        const auto gd = f.make(deck);
        for (const auto& plain : needs) {
            for (int turn = 0; turn <= 2; ++turn) {
                // Card by card: the opening 3, the Re-Draw of 2 from what is left (or from the
                // whole deck when the hand is shuffled back), then a card a turn.
                double expected = 0;
                auto count = [&](const Counts& seen, const Counts&, double q) {
                    if (plain.met(seen)) expected += q;
                };
                const Counts zero(pop.size(), 0);
                drawTree(pop, 3, zero, 1.0, [&](const Counts& h, const Counts& rest, double ph) {
                    if (!m.taken || plain.met(h))
                        drawTree(rest, turn, h, ph, count);
                    else
                        drawTree(m.removeHand ? rest : pop, 2 + turn, zero, ph, count);
                });
                Question q;
                q.need = plain.need;
                q.byTurn = turn;
                q.mulligan = m.taken;
                const auto exact = exactAnswer(gd, q);
                INFO(q.need.describe() << ", turn " << turn << ", mulligan " << m.taken
                                       << ", hand removed " << m.removeHand);
                REQUIRE(exact.p);
                CHECK(*exact.p == Approx(expected).epsilon(1e-12));
            }
        }
    }
}

TEST_CASE("probability: a requirement that no later cards can meet leaves only what else meets "
          "the need") {
    // The programme drops the mass that can no longer meet the need: a requirement no card
    // counts for (a Stage, none in the deck) rules its option out at once, and one counted
    // only by a category already placed is settled there. The answers are the enumeration's.
    Fixture f;
    const Deck deck = heroesSpellsLands(f);
    const Counts pop{3, 4, 5};
    struct Case {
        MulliganKind kind;
        int redraw;
    };
    for (const Case c :
         {Case{MulliganKind::None, 0}, Case{MulliganKind::Redraw, 3},
          Case{MulliganKind::PartialDiscard, 0}, Case{MulliganKind::PartialBottom, 0}}) {
        f.procedure = GoldfishProcedure{};
        f.procedure.declared = true;
        f.procedure.setup = {step(SK::Draw, 4), mulligan(c.kind, c.redraw, true)};
        f.procedure.turn = {step(SK::Draw, 1)};
        const auto gd = f.make(deck);
        for (int turn = 0; turn <= 2; ++turn) {
            INFO("mulligan kind " << static_cast<int>(c.kind) << ", turn " << turn);
            Question q;
            q.byTurn = turn;
            q.mulligan = c.kind != MulliganKind::None;
            q.need =
                needOf({atLeast(f.game, 1, "kind", "Hero"), atLeast(f.game, 1, "kind", "Stage")});
            const auto never = exactAnswer(gd, q);
            REQUIRE(never.p);
            CHECK(*never.p == 0.0);
            // Either a Hero and a Stage (never), or 2 Spells and a Land. (A partial mulligan
            // keeps cards for the option closest to being met, which the plain need does not
            // know: the whole-hand ones only.)
            if (c.kind == MulliganKind::PartialDiscard || c.kind == MulliganKind::PartialBottom)
                continue;
            q.need.options.push_back(
                {atLeast(f.game, 2, "kind", "Spell"), atLeast(f.game, 1, "kind", "Land")});
            const auto either = exactAnswer(gd, q);
            REQUIRE(either.p);
            CHECK(*either.p ==
                  Approx(bruteForce(pop, 4, c.kind, c.redraw, turn, turn, PlainNeed{{0, 2, 1}}))
                      .epsilon(1e-10));
        }
    }
}

TEST_CASE("probability: a Re-Draw that shuffles the hand back differs from one that removes it") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Land", "Land");
    const Deck deck = f.deck({{"Hero", 4}, {"Land", 8}});
    f.procedure.declared = true;
    f.procedure.setup = {step(SK::Draw, 3), mulligan(MulliganKind::Redraw, 3, false)};
    Question q;
    q.need = needOf({atLeast(f.game, 1, "kind", "Hero")});
    q.mulligan = true;
    const auto back = exactAnswer(f.make(deck), q);
    f.procedure.setup = {step(SK::Draw, 3), mulligan(MulliganKind::Redraw, 3, true)};
    const auto removed = exactAnswer(f.make(deck), q);
    // Shuffled back: two independent tries. Removed: the second try draws from 9 cards, all 4
    // Heroes left.
    const double miss = hypergeometric(12, 4, 3, 0);
    CHECK(*back.p == Approx(1 - miss * miss).epsilon(1e-12));
    CHECK(*removed.p == Approx(1 - miss * hypergeometric(9, 4, 3, 0)).epsilon(1e-12));
}

namespace {

// P(at least want[i] of group i among n cards drawn from the groups and `rest` cards in none),
// the multivariate hypergeometric sum over every composition of the hand, binomials from
// Pascal's triangle (whole numbers, exact as doubles for these decks).
double plainSum(const Counts& groups, const Counts& want, int rest, int n) {
    const int all = total(groups) + rest;
    std::vector<std::vector<double>> choose(static_cast<std::size_t>(all) + 1);
    for (std::size_t i = 0; i < choose.size(); ++i) {
        choose[i].assign(i + 1, 1.0);
        for (std::size_t k = 1; k < i; ++k)
            choose[i][k] = choose[i - 1][k - 1] + choose[i - 1][k];
    }
    auto c = [&](int from, int k) {
        return k < 0 || k > from
                   ? 0.0
                   : choose[static_cast<std::size_t>(from)][static_cast<std::size_t>(k)];
    };
    std::function<double(std::size_t, int)> ways = [&](std::size_t i, int left) {
        if (i == groups.size()) return c(rest, left);
        double sum = 0;
        for (int x = want[i]; x <= std::min(groups[i], left); ++x)
            sum += c(groups[i], x) * ways(i + 1, left - x);
        return sum;
    };
    return ways(0, n) / c(all, n);
}

} // namespace

TEST_CASE("probability: needs of the plain sum's shape equal the multivariate hypergeometric sum") {
    // Requirements that count disjoint cards, one option: the programme made for that shape
    // (no mulligan, or a Re-Draw that shuffles the hand back). Beside it, needs it leaves to the
    // general programme: the same cards counted twice, and several options.
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Spell", "Spell");
    f.card("Land", "Land");
    f.card("Boss", "Boss");
    const Deck deck = f.deck({{"Hero", 24}, {"Spell", 20}, {"Land", 12}, {"Boss", 4}});
    const Counts pop{24, 20, 12, 4}; // Heroes, Spells, Lands, Bosses; no Stage
    struct Case {
        Need need;
        Counts want; // per kind of pop; the need is met by at least these
        bool never;  // a requirement no card meets
    };
    auto need = [&](std::vector<std::pair<int, const char*>> reqs) {
        std::vector<Requirement> out;
        for (const auto& [k, kind] : reqs)
            out.push_back(atLeast(f.game, k, "kind", kind));
        return needOf(std::move(out));
    };
    std::vector<Case> cases = {
        {need({{2, "Hero"}, {1, "Spell"}}), {2, 1, 0, 0}, false},
        {need({{3, "Hero"}, {2, "Spell"}, {1, "Land"}}), {3, 2, 1, 0}, false},
        {need({{1, "Boss"}, {2, "Land"}, {1, "Hero"}}), {1, 0, 2, 1}, false},
        {need({{0, "Hero"}, {2, "Spell"}}), {0, 2, 0, 0}, false}, // a K of 0 first
        {need({{2, "Spell"}, {0, "Hero"}}), {0, 2, 0, 0}, false}, // and last
        {need({{0, "Hero"}, {0, "Land"}}), {0, 0, 0, 0}, false},  // met by any hand
        {need({{5, "Boss"}, {1, "Hero"}}), {1, 0, 0, 5}, false},  // more than the deck holds
        {need({{61, "Hero"}}), {61, 0, 0, 0}, false},             // more than the deck
        {need({{1, "Hero"}, {1, "Stage"}}), {1, 0, 0, 0}, true},  // a category of no cards
        {need({{1, "Hero"}, {0, "Stage"}}), {1, 0, 0, 0}, false},
        {need({{1, "Hero"}, {2, "Hero"}}), {2, 0, 0, 0}, false}, // overlapping: the general path
    };
    {
        Need either = need({{3, "Land"}});
        either.options.push_back({atLeast(f.game, 2, "kind", "Boss")});
        cases.push_back({either, {}, false}); // several options: the general path, below
    }
    // P(a fresh draw of n cards meets the need).
    auto fresh = [&](const Case& c, int n) {
        if (c.never) return 0.0;
        if (c.want.empty()) // 3 Lands or 2 Bosses: by inclusion and exclusion
            return plainSum({12}, {3}, 48, n) + plainSum({4}, {2}, 56, n) -
                   plainSum({12, 4}, {3, 2}, 44, n);
        return plainSum(pop, c.want, 0, n);
    };
    for (const int times : {-1, 1, 2}) { // -1: no mulligan step
        f.procedure = GoldfishProcedure{};
        f.procedure.declared = true;
        f.procedure.setup = {step(SK::Draw, 7)};
        if (times > 0) {
            auto m = mulligan(MulliganKind::Redraw, 6, false);
            m.times = times;
            f.procedure.setup.push_back(m);
        }
        f.procedure.turn = {step(SK::Draw, 1)};
        const auto gd = f.make(deck);
        for (const auto& c : cases) {
            for (int turn = 0; turn <= 3; ++turn) {
                for (const bool taken : {false, true}) {
                    Question q;
                    q.need = c.need;
                    q.byTurn = turn;
                    q.mulligan = taken;
                    // A met first hand is kept; each Re-Draw is a fresh try of 6 from the whole
                    // deck, the last one allowed kept whatever it holds, then the turns' draws.
                    double expected = fresh(c, 7 + turn);
                    if (taken && times > 0) {
                        double reach = 1 - fresh(c, 7);
                        expected = 1 - reach;
                        for (int t = 1; t < times; ++t) {
                            expected += reach * fresh(c, 6);
                            reach *= 1 - fresh(c, 6);
                        }
                        expected += reach * fresh(c, 6 + turn);
                    }
                    const auto exact = exactAnswer(gd, q);
                    INFO(q.need.describe() << ", turn " << turn << ", mulligans " << times
                                           << (taken ? ", taken" : ""));
                    REQUIRE(exact.p);
                    CHECK(*exact.p == Approx(expected).epsilon(1e-12).margin(1e-15));
                }
            }
        }
    }
}

TEST_CASE("probability: plain-shaped needs over the whole of a small deck equal the sum") {
    // Every hand size up to the whole deck: counts a category cannot reach for want of other
    // cards have no chance, and a hand of all 12 cards holds every one.
    Fixture f;
    const Deck deck = heroesSpellsLands(f);
    const Counts pop{3, 4, 5};
    const std::vector<Counts> wants = {{1, 2, 3}, {3, 4, 0}, {0, 1, 5}, {2, 0, 1}, {3, 4, 5}};
    for (int n = 0; n <= 12; ++n) {
        f.procedure = GoldfishProcedure{};
        f.procedure.declared = true;
        f.procedure.setup = {step(SK::Draw, n)};
        const auto gd = f.make(deck);
        for (const auto& want : wants) {
            std::vector<Requirement> reqs;
            const char* names[] = {"Hero", "Spell", "Land"};
            for (std::size_t k = 0; k < 3; ++k)
                if (want[k] > 0) reqs.push_back(atLeast(f.game, want[k], "kind", names[k]));
            Question q;
            q.need = needOf(reqs);
            const auto exact = exactAnswer(gd, q);
            INFO(q.need.describe() << " in " << n);
            REQUIRE(exact.p);
            CHECK(*exact.p == Approx(plainSum(pop, want, 0, n)).epsilon(1e-12).margin(1e-15));
        }
    }
}

TEST_CASE("probability: the simulation agrees with the exact answer in each game's procedure") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Spell", "Spell");
    f.card("Land", "Land");
    f.card("Level Zero", "Land", "", "0");
    f.card("Boss", "Boss", "", "", "Yes");
    f.card("Stage", "Stage");
    const SimulationOptions sim{60000, 7, 0};

    struct Case {
        const char* game;
        GoldfishProcedure procedure;
        Deck deck;
        Question question;
    };
    std::vector<Case> cases;
    auto q = [](Need n, int turn, bool mull, NeedZone zone = NeedZone::Hand,
                PlayOrder play = PlayOrder::First) {
        Question x;
        x.need = std::move(n);
        x.byTurn = turn;
        x.mulligan = mull;
        x.zone = zone;
        x.play = play;
        return x;
    };
    const Deck thirty = f.deck({{"Hero", 6}, {"Spell", 10}, {"Land", 14}});
    cases.push_back({"bankroll", bankrollProcedure(), thirty,
                     q(needOf({atLeast(f.game, 2, "kind", "Hero")}), 2, false)});
    cases.push_back(
        {"bankroll", bankrollProcedure(), thirty,
         q(needOf({atLeast(f.game, 1, "kind", "Hero"), atLeast(f.game, 3, "kind", "Spell")}), 3,
           true)});
    const Deck plu = f.deck({{"Boss", 1}, {"Stage", 1}, {"Hero", 9}, {"Spell", 12}, {"Land", 17}});
    cases.push_back(
        {"plu", pluProcedure(f.game), plu,
         q(needOf({atLeast(f.game, 1, "kind", "Hero"), atLeast(f.game, 1, "kind", "Spell")}), 0,
           true)});
    cases.push_back({"plu", pluProcedure(f.game), plu,
                     q(needOf({atLeast(f.game, 2, "kind", "Hero")}), 1, true)});
    cases.push_back({"plu", pluProcedure(f.game), plu,
                     q(needOf({atLeast(f.game, 3, "kind", "Hero")}), 3, true, NeedZone::Seen)});
    const Deck vstage = f.deck({{"Hero", 20}, {"Spell", 10}});
    cases.push_back({"vstage", vstageProcedure(f.game), vstage,
                     q(needOf({atLeast(f.game, 3, "kind", "Hero")}), 0, true)});
    cases.push_back({"vstage", vstageProcedure(f.game), vstage,
                     q(needOf({atLeast(f.game, 4, "kind", "Spell")}), 3, true, NeedZone::Seen,
                       PlayOrder::Second)});
    const Deck link = f.deck({{"Level Zero", 4}, {"Hero", 16}, {"Spell", 12}, {"Land", 22}});
    cases.push_back(
        {"linkframe", linkframeProcedure(f.game), link,
         q(needOf({atLeast(f.game, 2, "kind", "Hero"), atLeast(f.game, 1, "kind", "Spell")}), 0,
           true)});
    cases.push_back({"linkframe", linkframeProcedure(f.game), link,
                     q(needOf({atLeast(f.game, 4, "kind", "Hero")}), 4, true, NeedZone::Seen,
                       PlayOrder::Second)});
    cases.push_back({"linkframe", linkframeProcedure(f.game), link,
                     q(needOf({atLeast(f.game, 3, "kind", "Spell")}), 2, false, NeedZone::Hand,
                       PlayOrder::First)});

    for (auto& c : cases) {
        f.procedure = c.procedure;
        const auto gd = f.make(c.deck);
        const auto exact = exactAnswer(gd, c.question);
        const auto simulated = simulate(gd, c.question, sim);
        INFO(c.game << ": " << c.question.need.describe() << " by turn " << c.question.byTurn
                    << " - " << exact.why << " - simulated " << simulated.p);
        REQUIRE(exact.p);
        CHECK(within(*exact.p, simulated));
    }
}

TEST_CASE("probability: overlapping needs and several options agree with the simulation") {
    Fixture f;
    f.card("Sigma Hero", "Hero", kSigma);
    f.card("Both Hero", "Hero", kSigma + kOmega);
    f.card("Omega Spell", "Spell", kOmega);
    f.card("Land", "Land");
    f.procedure = vstageProcedure(f.game);
    const auto gd =
        f.make(f.deck({{"Sigma Hero", 6}, {"Both Hero", 4}, {"Omega Spell", 6}, {"Land", 14}}));
    Question q;
    q.need = needOf({atLeast(f.game, 2, "kind", "Hero"),
                     atLeast(f.game, 2, "link", kOmega, Filter::Op::HasSymbol)});
    q.need.options.push_back({atLeast(f.game, 3, "kind", "Land")});
    q.mulligan = true;
    for (int turn : {0, 2}) {
        q.byTurn = turn;
        q.zone = turn == 0 ? NeedZone::Hand : NeedZone::Seen;
        const auto exact = exactAnswer(gd, q);
        REQUIRE(exact.p);
        const auto simulated = simulate(gd, q, {80000, 11, 0});
        INFO("turn " << turn << ": exact " << *exact.p << ", simulated " << simulated.p);
        CHECK(within(*exact.p, simulated));
    }
}

TEST_CASE("probability: no exact answer where it depends on play decisions") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Land", "Land");
    f.card("Boss", "Boss", "", "", "Yes");
    f.card("Stage", "Stage");
    f.procedure = pluProcedure(f.game);
    const auto gd = f.make(f.deck({{"Boss", 1}, {"Stage", 1}, {"Hero", 10}, {"Land", 28}}));
    Question q;
    q.need = needOf({atLeast(f.game, 2, "kind", "Hero")});
    q.byTurn = 2; // a card was charged and two were played on turn 1
    auto hand = exactAnswer(gd, q);
    CHECK_FALSE(hand.p);
    CHECK(hand.why.find("play decision") != std::string::npos);
    q.zone = NeedZone::Seen;
    CHECK(exactAnswer(gd, q).p);

    // A deck that runs out: no exact answer, and the simulation still answers.
    f.procedure = bankrollProcedure();
    const auto small = f.make(f.deck({{"Hero", 2}, {"Land", 8}}));
    Question late;
    late.need = needOf({atLeast(f.game, 2, "kind", "Hero")});
    late.byTurn = 5;
    const auto out = exactAnswer(small, late);
    CHECK_FALSE(out.p);
    CHECK(out.why.find("run out") != std::string::npos);
    CHECK(simulate(small, late, {5000, 1, 1}).p == 1.0);
}

TEST_CASE("probability: the simulation is the same for a seed whatever the thread count") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Land", "Land");
    f.card("Boss", "Boss", "", "", "No");
    f.card("Stage", "Stage");
    f.procedure = pluProcedure(f.game);
    const auto gd = f.make(f.deck({{"Boss", 1}, {"Stage", 1}, {"Hero", 10}, {"Land", 28}}));
    Question q;
    q.need = needOf({atLeast(f.game, 2, "kind", "Hero")});
    q.byTurn = 3;
    q.mulligan = true;
    const auto one = simulate(gd, q, {50000, 42, 1});
    const auto two = simulate(gd, q, {50000, 42, 2});
    const auto five = simulate(gd, q, {50000, 42, 5});
    CHECK(one.successes == two.successes);
    CHECK(one.successes == five.successes);
    CHECK(one.trials == 50000);
    CHECK(one.seed == 42);
    CHECK(simulate(gd, q, {50000, 43, 2}).successes != one.successes);
}

namespace {

// Cards by frame for the Link-frame game's two symbols: Σ only, Ω only, both, none.
FramedCards frames(int sigma, int omega, int both, int none) {
    return FramedCards{{none, sigma, omega, both}};
}

deckhand::Result<FramedCost> linkCost(std::string_view text) {
    return parseFramedCost(text, linkFrames());
}

} // namespace

TEST_CASE("link: payments follow the sheet's examples") {
    const auto cost = linkCost("<Link6>{(2)(\xCE\xA9)}");
    REQUIRE(cost.ok());
    CHECK(cost.value.mill == 6);
    CHECK(cost.value.any == 2);
    CHECK(cost.value.symbol == std::vector<int>{0, 1});
    // FAQ: six Ω milled pay <Link6>{(2)(Ω)} twice.
    CHECK(framedPayments(cost.value, frames(0, 6, 0, 0)) == 2);
    const auto example = linkCost("<Link8>{(1)(\xCE\xA3)(\xCE\xA9)(\xCE\xA9)}");
    REQUIRE(example.ok());
    CHECK(framedPayments(example.value, frames(2, 2, 0, 4)) == 1);
    CHECK(framedPayments(example.value, frames(1, 2, 0, 5)) ==
          0); // three framed cards cannot fill four slots
    CHECK(framedPayments(example.value, frames(0, 2, 1, 5)) ==
          0); // the ΣΩ card fills Σ; no card is left for (1)
    CHECK(framedPayments(example.value, frames(0, 2, 2, 4)) == 1); // a ΣΩ card serves either
    CHECK(framedPayments(example.value, frames(2, 4, 2, 0)) == 2);
    CHECK(framedPayments(example.value, frames(0, 0, 0, 8)) == 0);
    // Aliases (the field's), in any case, and spacing.
    const auto loose = linkCost(" < link 4 > { ( S ) ( omega ) ( 2 ) } ");
    REQUIRE(loose.ok());
    CHECK(loose.value.symbol == std::vector<int>{1, 1});
    CHECK(loose.value.any == 2);
}

TEST_CASE("link: a bad cost says what is wrong and at which column") {
    auto column = [](const std::string& text) {
        const auto r = linkCost(text);
        return r.errors.empty() ? 0 : r.errors.front().where.column;
    };
    CHECK(column("<Link8>{(1)(X)}") == 13);
    CHECK(column("<Link8>{(\xCE\xA3)(X)}") == 13); // Σ is one character
    CHECK(column("<Link>{(1)}") == 6);
    CHECK(column("Link8{(1)}") == 1);
    CHECK(column("<Link8>{(1)(\xCE\xA3)") == 15);
    CHECK(column("<Link8>{}") == 10);
    CHECK(column("<Link8>{(1)} extra") == 14);
    CHECK(linkCost("<Link8>{(1)(X)}").errors.front().message ==
          "a slot holds a number, \xCE\xA3 or \xCE\xA9");
}

// Brute force: can t copies of the slots be filled, one milled card each? A card is its set of
// frame symbols (bit i: symbol i); a slot is a symbol's index, or -1 for any framed card.
bool canPay(const FramedCost& cost, const std::vector<unsigned>& milled, int t) {
    std::vector<int> slots;
    for (int i = 0; i < t; ++i) {
        for (std::size_t k = 0; k < cost.symbol.size(); ++k)
            slots.insert(slots.end(), static_cast<std::size_t>(cost.symbol[k]),
                         static_cast<int>(k));
        slots.insert(slots.end(), static_cast<std::size_t>(cost.any), -1);
    }
    std::vector<bool> used(milled.size(), false);
    std::function<bool(std::size_t)> fill = [&](std::size_t i) {
        if (i == slots.size()) return true;
        for (std::size_t c = 0; c < milled.size(); ++c) {
            const bool fits = slots[i] < 0 ? milled[c] != 0 : (milled[c] & (1u << slots[i])) != 0;
            if (used[c] || !fits) continue;
            used[c] = true;
            if (fill(i + 1)) return true;
            used[c] = false;
        }
        return false;
    };
    return fill(0);
}

// Every subset of `mill` cards of the library, counted: P(paid at least t times).
std::vector<double> everyMill(const FramedCost& cost, const std::vector<unsigned>& cards,
                              int mill) {
    std::vector<double> atLeast(static_cast<std::size_t>(mill) + 1, 0.0);
    int subsets = 0;
    for (unsigned mask = 0; mask < (1u << cards.size()); ++mask) {
        if (std::popcount(mask) != mill) continue;
        ++subsets;
        std::vector<unsigned> milled;
        for (std::size_t i = 0; i < cards.size(); ++i)
            if (mask & (1u << i)) milled.push_back(cards[i]);
        for (int t = 1; t <= mill && canPay(cost, milled, t); ++t)
            atLeast[static_cast<std::size_t>(t - 1)] += 1;
    }
    for (auto& p : atLeast)
        p /= subsets;
    return atLeast;
}

TEST_CASE("link: exact odds equal every possible mill, counted card by card") {
    // 3 Σ, 2 Ω, 2 ΣΩ, 4 frameless cards; mill 5.
    const std::vector<unsigned> cards{1, 1, 1, 2, 2, 3, 3, 0, 0, 0, 0};
    for (const char* text : {"<Link5>{(1)(\xCE\xA3)(\xCE\xA9)}", "<Link5>{(\xCE\xA9)(\xCE\xA9)}",
                             "<Link5>{(2)}", "<Link5>{(\xCE\xA3)}"}) {
        const auto cost = linkCost(text);
        REQUIRE(cost.ok());
        const auto expected = everyMill(cost.value, cards, 5);
        const auto odds = framedOdds(cost.value, frames(3, 2, 2, 4));
        INFO(text);
        REQUIRE(!odds.empty());
        for (std::size_t t = 0; t < expected.size(); ++t)
            CHECK((t < odds.size() ? odds[t] : 0.0) == Approx(expected[t]).margin(1e-12));
    }
}

TEST_CASE("cost frames: a pack's own keyword and three symbols, exact against every mill") {
    // A game of its own: <Rite6>{...} over fire, water and earth frames.
    CostFrames rite;
    rite.keyword = "Rite";
    rite.field = "element";
    rite.symbols = {"F", "W", "E"};
    rite.aliases = {{"fire"}, {"water"}, {"earth"}};
    const auto cost = parseFramedCost("<rite7>{(fire)(W)(W)(e)(1)}", rite);
    REQUIRE(cost.ok());
    CHECK(cost.value.symbol == std::vector<int>{1, 2, 1});
    CHECK(cost.value.any == 1);
    CHECK(parseFramedCost("<Link6>{(F)}", rite).errors.front().message ==
          "expected 'Rite' after '<', write it like <Rite8>{(1)(F)(W)(E)}");
    CHECK(parseFramedCost("<Rite6>{(Q)}", rite).errors.front().message ==
          "a slot holds a number, F, W or E");
    CHECK(rite.describe(0b101) == "F+E");

    // 2 F, 3 W, 1 E, 1 FW, 1 WE, 1 FWE, 3 without: mill 7.
    const std::vector<unsigned> cards{1, 1, 2, 2, 2, 4, 3, 6, 7, 0, 0, 0};
    FramedCards library;
    library.byMask.assign(8, 0);
    for (const auto c : cards)
        ++library.byMask[c];
    const auto expected = everyMill(cost.value, cards, 7);
    const auto odds = framedOdds(cost.value, library);
    REQUIRE(!odds.empty());
    CHECK(odds[0] > 0.1);
    for (std::size_t t = 0; t < expected.size(); ++t)
        CHECK((t < odds.size() ? odds[t] : 0.0) == Approx(expected[t]).margin(1e-12));
}

TEST_CASE("probability: the opening-hand shortcut counts the same hands as the full procedure") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Spell", "Spell");
    f.card("Land", "Land");
    f.procedure = bankrollProcedure(); // draw 7, no mulligan
    const auto gd = f.make(f.deck({{"Hero", 6}, {"Spell", 10}, {"Land", 14}}));
    // Up to four requirements fit one packed word, more take two; two options.
    Need few = needOf({atLeast(f.game, 2, "kind", "Hero"), atLeast(f.game, 1, "kind", "Land")});
    few.options.push_back({atLeast(f.game, 4, "kind", "Spell")});
    const Need many =
        needOf({atLeast(f.game, 1, "kind", "Hero"), atLeast(f.game, 1, "kind", "Spell"),
                atLeast(f.game, 1, "kind", "Land"), atLeast(f.game, 2, "kind", "Hero"),
                atLeast(f.game, 3, "kind", "Land")});
    for (const Need& need : {few, many}) {
        Question shortcut;
        shortcut.need = need;
        // A mulligan asked of a game without one changes nothing but takes the interpreter.
        Question full = shortcut;
        full.mulligan = true;
        const SimulationOptions sim{3 * kSimulationChunk + 100, 5, 2};
        const auto fast = simulate(gd, shortcut, sim);
        const auto slow = simulate(gd, full, sim);
        INFO(need.describe());
        CHECK(fast.successes == slow.successes);
        CHECK(fast.successes > 0);
        CHECK(fast.successes < fast.trials);
        CHECK(within(*exactAnswer(gd, shortcut).p, fast));
    }
}

TEST_CASE("probability: a simulation reports its progress and stops when cancelled") {
    Fixture f;
    f.card("Hero", "Hero");
    f.card("Land", "Land");
    f.card("Boss", "Boss", "", "", "No");
    f.card("Stage", "Stage");
    f.procedure = pluProcedure(f.game);
    const auto gd = f.make(f.deck({{"Boss", 1}, {"Stage", 1}, {"Hero", 10}, {"Land", 28}}));
    Question q;
    q.need = needOf({atLeast(f.game, 2, "kind", "Hero")});
    q.byTurn = 2;

    std::atomic<std::uint64_t> played{0};
    SimulationOptions all{30000, 7, 2};
    all.progress = &played;
    const auto whole = simulate(gd, q, all);
    CHECK(played.load() == 30000);
    CHECK(whole.trials == 30000);
    CHECK_FALSE(whole.cancelled);

    std::atomic<bool> cancel{true};
    SimulationOptions stopped{30000, 7, 2};
    stopped.cancel = &cancel;
    const auto none = simulate(gd, q, stopped);
    CHECK(none.cancelled);
    CHECK(none.trials == 0);
    CHECK(none.ci95.lo == 0.0);
    CHECK(none.ci95.hi == 1.0);

    // Cancelled part way (from the progress it sees): the finished chunks count, nothing else.
    std::atomic<bool> later{false};
    std::atomic<std::uint64_t> seen{0};
    SimulationOptions part{1000000, 7, 1};
    part.cancel = &later;
    part.progress = &seen;
    std::thread stopper([&] {
        while (seen.load() < 3 * kSimulationChunk)
            std::this_thread::yield();
        later = true;
    });
    const auto some = simulate(gd, q, part);
    stopper.join();
    CHECK(some.cancelled);
    CHECK(some.trials >= 3 * kSimulationChunk);
    CHECK(some.trials < 1000000);
    CHECK(some.trials % kSimulationChunk == 0);
    CHECK(some.trials == seen.load());
}

// ---------------------------------------------------------------------------------------
// The game's own mulligan conditions (issue 15): Pokémon's "until the hand holds a Basic",
// several mulligans, Magic's London mulligan. Every expected value is summed here over every
// ordered draw (drawTree), from the rules as written, not from the engine's formulas.

namespace {

// P(f(hand)) over every ordered draw of n cards from pop.
double chance(const Counts& pop, int n, const std::function<bool(const Counts&)>& f) {
    double p = 0;
    drawTree(pop, n, Counts(pop.size(), 0), 1.0, [&](const Counts& h, const Counts&, double q) {
        if (f(h)) p += q;
    });
    return p;
}

// P(f(hand and the next `later` cards) and g(hand)), over every ordered draw.
double chanceWith(const Counts& pop, int n, int later, const std::function<bool(const Counts&)>& g,
                  const std::function<bool(const Counts&)>& f) {
    double p = 0;
    drawTree(pop, n, Counts(pop.size(), 0), 1.0,
             [&](const Counts& h, const Counts& rest, double q) {
                 if (!g(h)) return;
                 drawTree(rest, later, h, q, [&](const Counts& seen, const Counts&, double r) {
                     if (f(seen)) p += r;
                 });
             });
    return p;
}

GoldfishStep forcedMulligan(const Game& g, int redraw, int times) {
    auto s = mulligan(MulliganKind::Redraw, redraw, false);
    s.until = where(g, "kind", "Hero");
    s.times = times;
    return s;
}

} // namespace

TEST_CASE("probability: a mulligan the game takes until the hand holds a Hero (Pokemon's Basic)") {
    Fixture f;
    const Deck deck = heroesSpellsLands(f);
    const Counts pop{3, 4, 5};
    auto hero = [](const Counts& c) { return c[0] >= 1; };
    auto spell = [](const Counts& c) { return c[1] >= 1; };
    auto twoLands = [](const Counts& c) { return c[2] >= 2; };

    for (const int times : {0, 2}) {
        f.procedure = GoldfishProcedure{};
        f.procedure.declared = true;
        f.procedure.setup = {step(SK::Draw, 4), forcedMulligan(f.game, 4, times)};
        f.procedure.turn = {step(SK::Draw, 1)};
        const auto gd = f.make(deck);
        const double withHero = chance(pop, 4, hero);
        struct Ask {
            const char* what;
            Requirement req;
            std::function<bool(const Counts&)> met;
        };
        for (const auto& ask : {Ask{"Hero", atLeast(f.game, 1, "kind", "Hero"), hero},
                                Ask{"Spell", atLeast(f.game, 1, "kind", "Spell"), spell},
                                Ask{"2 Lands", atLeast(f.game, 2, "kind", "Land"), twoLands}}) {
            for (int turn = 0; turn <= 2; ++turn) {
                // The kept hand is a hand with a Hero, or (with a limit of 2) the third hand
                // whatever it holds once two have had none.
                const double kept = chanceWith(pop, 4, turn, hero, ask.met) / withHero;
                const double miss = 1 - withHero;
                const double expected =
                    times == 0 ? kept
                               : (1 - miss) * kept + miss * (1 - miss) * kept +
                                     miss * miss *
                                         chanceWith(
                                             pop, 4, turn, [](auto&) { return true; }, ask.met);
                for (const bool askMulligan : {false, true}) {
                    Question q;
                    q.need = needOf({ask.req});
                    q.byTurn = turn;
                    q.mulligan = askMulligan; // the game's condition, not the question, decides
                    INFO(ask.what << " by turn " << turn << ", times " << times);
                    const auto exact = exactAnswer(gd, q);
                    REQUIRE(exact.p);
                    CHECK(*exact.p == Approx(expected).epsilon(1e-10));
                    if (turn == 1 && !askMulligan)
                        CHECK(within(expected, simulate(gd, q, {60000, 5, 0})));
                }
            }
        }
        // "A Hero in the opening hand" is certain when no limit lets a hand without one through.
        Question q;
        q.need = needOf({atLeast(f.game, 1, "kind", "Hero")});
        if (times == 0) CHECK(*exactAnswer(gd, q).p == Approx(1.0).epsilon(1e-12));
    }

    // A deck without a Hero can keep no hand: an error, not a game that never starts.
    f.procedure.setup = {step(SK::Draw, 4), forcedMulligan(f.game, 4, 0)};
    const auto none = GoldfishDeck::make(f.game, f.procedure, f.deck({{"Spell", 4}, {"Land", 8}}));
    REQUIRE_FALSE(none.ok());
    CHECK_THAT(
        none.errors.front().message,
        Catch::Contains("no card of the deck has kind = Hero, so no opening hand can be kept"));

    // A sample game shows the mulligans the condition took; the player cannot take another.
    f.procedure.setup = {step(SK::Draw, 4), forcedMulligan(f.game, 4, 0)};
    const auto gd = f.make(deck);
    int mulliganed = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const auto game = playSample(gd, Question{}, 0, seed, {});
        REQUIRE(game.opening);
        CHECK(std::any_of(game.opening->hand.begin(), game.opening->hand.end(),
                          [](const Printing* p) { return p->name() == "Hero"; }));
        CHECK(game.mandatory);
        CHECK_FALSE(game.mayMulligan());
        mulliganed += game.forcedMulligans;
        if (game.forcedMulligans > 0) {
            CHECK_FALSE(takeMulligan(gd, Question{}, 0, seed, game, {}).ok());
        }
    }
    CHECK(mulliganed > 0); // about one game in four has no Hero in its first hand
}

TEST_CASE("probability: a Re-Draw taken up to three times, shuffled back") {
    Fixture f;
    const Deck deck = heroesSpellsLands(f);
    const Counts pop{3, 4, 5};
    auto need = [](const Counts& c) { return c[0] >= 1 && c[1] >= 1; };
    f.procedure = GoldfishProcedure{};
    f.procedure.declared = true;
    auto m = mulligan(MulliganKind::Redraw, 3, false);
    m.times = 3;
    f.procedure.setup = {step(SK::Draw, 4), m};
    f.procedure.turn = {step(SK::Draw, 1)};
    const auto gd = f.make(deck);
    for (int turn = 0; turn <= 2; ++turn) {
        // Try 0: 4 cards; tries 1 and 2: 3 cards, mulliganed again when they fail; try 3 kept.
        const double first = chance(pop, 4, need), again = chance(pop, 3, need);
        const double last = chanceWith(
            pop, 3, turn, [](auto&) { return true; }, need);
        const double expected =
            first + (1 - first) * (again + (1 - again) * (again + (1 - again) * last));
        Question q;
        q.need = needOf({atLeast(f.game, 1, "kind", "Hero"), atLeast(f.game, 1, "kind", "Spell")});
        q.byTurn = turn;
        q.mulligan = true;
        INFO("turn " << turn);
        const auto exact = exactAnswer(gd, q);
        REQUIRE(exact.p);
        CHECK(*exact.p == Approx(expected).epsilon(1e-10));
        if (turn == 2) CHECK(within(expected, simulate(gd, q, {60000, 9, 0})));
    }
}

TEST_CASE("probability: London mulligans keep the need's cards and bottom one per mulligan") {
    Fixture f;
    const Deck deck = heroesSpellsLands(f);
    const Counts pop{3, 4, 5};
    for (const int free : {0, 1}) {
        f.procedure = GoldfishProcedure{};
        f.procedure.declared = true;
        auto m = mulligan(MulliganKind::London, 5, false);
        m.times = 3;
        m.freeMulligans = free;
        f.procedure.setup = {step(SK::Draw, 5), m};
        f.procedure.turn = {step(SK::Draw, 1)};
        const auto gd = f.make(deck);
        // 2 Heroes and 2 Spells: after two mulligans (one bottomed card, or two) a hand of 5
        // keeps 4 or 3 cards — the need's 4 fit only while no more than one is bottomed.
        auto fits = [&](int bottom) {
            return chance(
                pop, 5, [&](const Counts& c) { return c[0] >= 2 && c[1] >= 2 && 4 <= 5 - bottom; });
        };
        double expected = 0, fail = 1;
        for (int t = 0; t <= 3; ++t) {
            const double s = fits(std::max(0, t - free));
            expected += fail * s;
            fail *= 1 - s;
        }
        Question q;
        q.need = needOf({atLeast(f.game, 2, "kind", "Hero"), atLeast(f.game, 2, "kind", "Spell")});
        q.mulligan = true;
        INFO("free mulligans " << free);
        const auto exact = exactAnswer(gd, q);
        REQUIRE(exact.p);
        CHECK(*exact.p == Approx(expected).epsilon(1e-10));
        CHECK(within(expected, simulate(gd, q, {60000, 3, 0})));
        // Later turns depend on which cards went to the bottom: simulated, and said so.
        q.byTurn = 1;
        const auto later = exactAnswer(gd, q);
        CHECK_FALSE(later.p);
        CHECK_THAT(later.why, Catch::Contains("London mulligan"));
    }
}
