// SPDX-License-Identifier: GPL-3.0-or-later

// Goldfish speed: opening hands drawn and checked per second on one core (beside the bare
// shuffle-and-draw limit), a 100,000-trial query's wall time on every core, and two exact
// questions on a 60-card deck (beside the same answers as plain multivariate hypergeometric
// sums written for this deck alone). Prints figures; asserts nothing.
#include "deckhand/core/card.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/monte_carlo.hpp"
#include "deckhand/core/probability.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <pcg_random.hpp>
#include <string>
#include <thread>
#include <vector>

using namespace deckhand::core;
using Clock = std::chrono::steady_clock;

namespace {

double seconds(Clock::time_point since) {
    return std::chrono::duration<double>(Clock::now() - since).count();
}

// Processor time of this process: a one-thread rate per core that other programs sharing the
// machine do not shrink (wall time is printed beside it).
double cpuNow() {
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

struct Bench {
    Game game;
    CardCatalogue catalogue{game};
    GoldfishProcedure procedure;
    Deck deck;

    static Game makeGame() {
        Game g;
        g.id = "bench";
        g.name = "Bench";
        g.fields.push_back(
            {"kind", "Kind", FieldType::Enum, true, {"Creature", "Spell", "Land", "Other"}, {}});
        g.sections = {{"main", "Main", {}, true}};
        return g;
    }

    Bench() : game(makeGame()), catalogue(game) {
        // 60 cards, 15 different: 24 Lands, 20 Creatures, 12 Spells, 4 Other.
        const std::vector<std::pair<std::string, int>> kinds = {
            {"Land", 24}, {"Creature", 20}, {"Spell", 12}, {"Other", 4}};
        std::vector<Printing> printings;
        for (const auto& [kind, copies] : kinds) {
            for (int i = 0; i < copies / 4; ++i) {
                Printing p;
                p.values = {kind + " " + std::to_string(i),
                            "B",
                            std::to_string(printings.size() + 1),
                            "",
                            "",
                            kind};
                p.numbers.assign(p.values.size(), std::nullopt);
                printings.push_back(std::move(p));
            }
        }
        std::vector<std::string> names;
        for (const auto& p : printings)
            names.push_back(p.values[0]);
        if (!catalogue.add(std::move(printings)).empty()) std::abort();
        auto& main = deck.section("main");
        for (const auto& n : names) {
            DeckEntry e;
            e.quantity = 4;
            e.name = n;
            e.printing = catalogue.byName(foldName(n)).front();
            main.entries.push_back(e);
        }
        procedure.declared = true;
        GoldfishStep draw7;
        draw7.kind = GoldfishStep::Kind::Draw;
        draw7.count.value = 7;
        GoldfishStep mull;
        mull.kind = GoldfishStep::Kind::Mulligan;
        mull.mulligan = MulliganKind::Redraw;
        mull.redraw.value = 6;
        mull.removeHand = false;
        GoldfishStep draw1;
        draw1.kind = GoldfishStep::Kind::Draw;
        draw1.count.value = 1;
        procedure.setup = {draw7, mull};
        procedure.turn = {draw1};
    }

    Requirement req(int count, const std::string& kind) const {
        Requirement r;
        r.count = count;
        r.filter.op = Filter::Op::Equals;
        r.filter.field = "kind";
        r.filter.fieldIndex = game.fieldIndex("kind");
        r.filter.values = {kind};
        return r;
    }
};

// The floor: a partial Fisher-Yates of 7 cards from 60 with the same generator, nothing checked.
double bareDrawRate(std::uint64_t hands) {
    std::vector<std::uint8_t> cards(60);
    for (std::size_t i = 0; i < cards.size(); ++i)
        cards[i] = static_cast<std::uint8_t>(i % 15);
    pcg32 rng(1, 0);
    unsigned sink = 0;
    const double cpu = cpuNow();
    for (std::uint64_t h = 0; h < hands; ++h) {
        for (std::uint32_t i = 0; i < 7; ++i) {
            const std::uint32_t range = 60 - i;
            std::uint64_t m = static_cast<std::uint64_t>(rng()) * range;
            if (static_cast<std::uint32_t>(m) < range) {
                const std::uint32_t t = (0u - range) % range;
                while (static_cast<std::uint32_t>(m) < t)
                    m = static_cast<std::uint64_t>(rng()) * range;
            }
            const auto j = i + static_cast<std::uint32_t>(m >> 32);
            std::swap(cards[i], cards[j]);
            sink += cards[i];
        }
    }
    const double s = cpuNow() - cpu;
    if (sink == 42) std::puts("");
    return static_cast<double>(hands) / s;
}

// The floor of an exact answer: the chance of at least want[i] of group i among n cards drawn,
// summed over every composition of the hand as products of binomials from a table made once
// (as a deck would make it), the rest of the hand from the cards in no group.
struct PlainSum {
    std::vector<std::vector<double>> choose; // choose[n][k], Pascal's triangle

    explicit PlainSum(int maxN) : choose(static_cast<std::size_t>(maxN) + 1) {
        for (std::size_t n = 0; n < choose.size(); ++n) {
            choose[n].assign(n + 1, 1.0);
            for (std::size_t k = 1; k < n; ++k)
                choose[n][k] = choose[n - 1][k - 1] + choose[n - 1][k];
        }
    }

    double c(int n, int k) const {
        return k < 0 || k > n ? 0.0
                              : choose[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
    }

    // Groups i, i+1, ... take `left` cards among them and the `rest` cards in no group.
    double ways(const std::vector<int>& groups, const std::vector<int>& want, std::size_t i,
                int left, int rest) const {
        if (i == groups.size()) return c(rest, left);
        double sum = 0;
        for (int x = want[i]; x <= std::min(groups[i], left); ++x)
            sum += c(groups[i], x) * ways(groups, want, i + 1, left - x, rest);
        return sum;
    }

    double atLeast(const std::vector<int>& groups, const std::vector<int>& want, int rest,
                   int n) const {
        int all = rest;
        for (const int g : groups)
            all += g;
        return ways(groups, want, 0, n, rest) / c(all, n);
    }
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Processor time per call of `answer` (which returns a probability), over `runs` calls.
template <class F> double timePerCall(int runs, F answer, double& sink) {
    const double cpu = cpuNow();
    for (int i = 0; i < runs; ++i)
        sink += answer();
    return (cpuNow() - cpu) / runs;
}

} // namespace

int main(int argc, char** argv) {
    // --exact-only N [turn3]: only the opening-hand question (or the turn-3 question with the
    // mulligan), exactly, N times (to profile it by hand).
    const bool exactOnly = argc > 2 && std::string(argv[1]) == "--exact-only";
    const bool exactTurn3 = exactOnly && argc > 3 && std::string(argv[3]) == "turn3";
    Bench b;
    auto made = GoldfishDeck::make(b.game, b.procedure, b.deck);
    if (!made.ok()) return 1;
    const GoldfishDeck& deck = made.value;
    std::printf(
        "goldfish_bench: a 60-card deck (24 Land, 20 Creature, 12 Spell, 4 Other), %u cores\n\n",
        std::max(1u, std::thread::hardware_concurrency()));

    const std::uint64_t hands = 20'000'000;
    Question opening;
    opening.need.options.push_back({b.req(2, "Land"), b.req(1, "Creature")});
    Question turn3;
    turn3.need.options.push_back({b.req(3, "Land"), b.req(2, "Creature"), b.req(1, "Spell")});
    turn3.byTurn = 3;
    turn3.mulligan = true;
    if (exactOnly) {
        double sink = 0;
        const int runs = std::atoi(argv[2]);
        const Question& q = exactTurn3 ? turn3 : opening;
        const double each = timePerCall(
            runs, [&] { return *exactAnswer(deck, q).p; }, sink);
        std::printf("the %s question exactly: %.3f us per question (p sum %.1f)\n",
                    exactTurn3 ? "turn-3" : "opening-hand", each * 1e6, sink);
        return 0;
    }
    {
        // Three rounds, the bare draw and the checked hands in turn, so both see the same
        // machine; the median of each.
        std::vector<double> bare, checked, wall;
        double p = 0;
        for (int round = 0; round < 3; ++round) {
            bare.push_back(bareDrawRate(hands));
            const auto start = Clock::now();
            const double cpu = cpuNow();
            p = simulate(deck, opening, {hands, 1, 1}).p;
            checked.push_back(static_cast<double>(hands) / (cpuNow() - cpu));
            wall.push_back(static_cast<double>(hands) / seconds(start));
        }
        std::printf("opening hands drawn and checked (2 Land and 1 Creature in 7): %.1f million/s "
                    "on one core (%.1f million/s by the wall clock; p = %.4f)\n",
                    median(checked) / 1e6, median(wall) / 1e6, p);
        std::printf("  the bare shuffle-and-draw of 7 (pcg32, partial Fisher-Yates): %.1f million "
                    "hands/s on one core: the checked hands at %.2fx\n",
                    median(bare) / 1e6, median(checked) / median(bare));
    }
    {
        Question q = opening;
        q.mulligan = true;
        const double cpu = cpuNow();
        const auto r = simulate(deck, q, {hands, 1, 1});
        std::printf("  the same with the mulligan: %.1f million/s on one core (p = %.4f)\n",
                    static_cast<double>(hands) / (cpuNow() - cpu) / 1e6, r.p);
    }

    {
        // Warm the threads up once, then time the query as a user would run it.
        const auto warm = simulate(deck, turn3, {100000, 2, 0});
        if (warm.trials != 100000) return 1;
        const auto start = Clock::now();
        const double cpu = cpuNow();
        const auto r = simulate(deck, turn3, {100000, 1, 0});
        std::printf("a 100,000-trial query (3 Land, 2 Creature and 1 Spell by turn 3, mulligan), "
                    "every core: "
                    "%.1f ms wall, %.1f ms processor time (p = %.4f, 95%% CI %.4f-%.4f)\n",
                    seconds(start) * 1e3, (cpuNow() - cpu) * 1e3, r.p, r.ci95.lo, r.ci95.hi);
    }
    {
        // The plain sums for this deck: 24 Land, 20 Creature, 12 Spell and 4 Other cards. The
        // mulligan shuffles the hand back and draws 6, so a failed 7 is a fresh try with 6 + 3.
        const PlainSum plain(60);
        volatile int handSize = 7; // read on every call, so no answer is computed only once
        auto plainOpening = [&] { return plain.atLeast({24, 20}, {2, 1}, 16, handSize); };
        auto plainTurn3 = [&] {
            const double kept = plain.atLeast({24, 20, 12}, {3, 2, 1}, 4, handSize);
            return kept + (1 - kept) * plain.atLeast({24, 20, 12}, {3, 2, 1}, 4, handSize + 2);
        };
        auto exactTurn3Once = [&] { return *exactAnswer(deck, turn3).p; };
        auto exactOpening = [&] { return *exactAnswer(deck, opening).p; };
        std::printf("the same question exactly: p = %.6f (as plain sums: %.6f)\n", exactTurn3Once(),
                    plainTurn3());
        std::printf("an opening-hand question (2 Land and 1 Creature in 7) exactly: p = %.6f (as a "
                    "plain sum: %.6f)\n",
                    exactOpening(), plainOpening());
        double sink = 0;
        const int runs = 100'000;
        const double turn3Each = timePerCall(runs, exactTurn3Once, sink);
        const double turn3Plain = timePerCall(runs, plainTurn3, sink);
        const double openingEach = timePerCall(runs, exactOpening, sink);
        const double openingPlain = timePerCall(runs, plainOpening, sink);
        std::printf("  the turn-3 question with the mulligan: %.3f us per question (the plain sums "
                    "for this deck: %.3f us)\n",
                    turn3Each * 1e6, turn3Plain * 1e6);
        std::printf("  the opening-hand question: %.3f us per question (the plain sum for this "
                    "deck: %.3f us)\n",
                    openingEach * 1e6, openingPlain * 1e6);
        if (sink == 42) std::puts("");
    }
    return 0;
}
