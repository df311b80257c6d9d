// Goldfish speed: opening hands drawn and checked per second on one core (beside the bare
// shuffle-and-draw limit), a 100,000-trial query's wall time on every core, and an exact
// question on a 60-card deck. Prints figures; asserts nothing.
#include "deckhand/core/card.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/monte_carlo.hpp"
#include "deckhand/core/probability.hpp"
#include "deckhand/core/text.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <pcg_random.hpp>
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

} // namespace

int main() {
    Bench b;
    auto made = GoldfishDeck::make(b.game, b.procedure, b.deck);
    if (!made.ok()) return 1;
    const GoldfishDeck& deck = made.value;
    std::printf(
        "goldfish_bench: a 60-card deck (24 Land, 20 Creature, 12 Spell, 4 Other), %u cores\n\n",
        std::max(1u, std::thread::hardware_concurrency()));

    const std::uint64_t hands = 20'000'000;
    std::printf("bare shuffle-and-draw of 7 (pcg32, partial Fisher-Yates): %.1f million hands/s on "
                "one core\n",
                bareDrawRate(hands) / 1e6);

    Question opening;
    opening.need.options.push_back({b.req(2, "Land"), b.req(1, "Creature")});
    {
        const auto start = Clock::now();
        const double cpu = cpuNow();
        const auto r = simulate(deck, opening, {hands, 1, 1});
        const double s = cpuNow() - cpu;
        std::printf("opening hands drawn and checked (2 Land and 1 Creature in 7): %.1f million/s "
                    "on one core "
                    "(%.1f million/s by the wall clock; p = %.4f)\n",
                    static_cast<double>(hands) / s / 1e6,
                    static_cast<double>(hands) / seconds(start) / 1e6, r.p);
    }
    {
        Question q = opening;
        q.mulligan = true;
        const double cpu = cpuNow();
        const auto r = simulate(deck, q, {hands, 1, 1});
        std::printf("  the same with the mulligan: %.1f million/s on one core (p = %.4f)\n",
                    static_cast<double>(hands) / (cpuNow() - cpu) / 1e6, r.p);
    }

    Question turn3;
    turn3.need.options.push_back({b.req(3, "Land"), b.req(2, "Creature"), b.req(1, "Spell")});
    turn3.byTurn = 3;
    turn3.mulligan = true;
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
        const int runs = 2000;
        double p = 0;
        const double cpu = cpuNow();
        for (int i = 0; i < runs; ++i)
            p += *exactAnswer(deck, turn3).p;
        const double each = (cpuNow() - cpu) / runs;
        std::printf("the same question exactly: %.3f ms per question (p = %.6f)\n", each * 1e3,
                    p / runs);

        const double cpuOpening = cpuNow();
        for (int i = 0; i < runs; ++i)
            p += *exactAnswer(deck, opening).p;
        std::printf("an opening-hand question exactly: %.4f ms per question\n",
                    (cpuNow() - cpuOpening) / runs * 1e3);
    }
    return 0;
}
