// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/monte_carlo.hpp"

#include "goldfish_need.hpp"
#include "goldfish_run.hpp"

#include <algorithm>
#include <atomic>
#include <thread>

namespace deckhand::core {

namespace {

// Runs `chunks` chunks over the threads; `body(chunk, rng, firstInChunk)` is called with the
// chunk's own random stream, so what a chunk does never depends on the thread that ran it.
// A set `cancel` stops each thread before its next chunk.
template <class MakeWorker>
void runChunks(std::uint64_t chunks, unsigned threads, MakeWorker makeWorker,
               const std::atomic<bool>* cancel = nullptr) {
    std::atomic<std::uint64_t> next{0};
    auto loop = [&] {
        auto work = makeWorker();
        for (;;) {
            if (cancel && cancel->load(std::memory_order_relaxed)) break;
            const std::uint64_t c = next.fetch_add(1, std::memory_order_relaxed);
            if (c >= chunks) break;
            work(c);
        }
    };
    unsigned n = threads ? threads : std::max(1u, std::thread::hardware_concurrency());
    n = static_cast<unsigned>(std::min<std::uint64_t>(n, std::max<std::uint64_t>(chunks, 1)));
    std::vector<std::thread> pool;
    for (unsigned i = 1; i < n; ++i)
        pool.emplace_back(loop);
    loop();
    for (auto& t : pool)
        t.join();
}

struct DeployCounter {
    static constexpr bool kText = false;
    std::vector<std::uint64_t>* counts = nullptr; ///< [kind * (horizon + 1) + turn]
    int horizon = 0;
    void text(int, std::string) {}
    void deployed(int kind, int turn) {
        if (turn >= 0 && turn <= horizon)
            ++(*counts)[static_cast<std::size_t>(kind) * static_cast<std::size_t>(horizon + 1) +
                        static_cast<std::size_t>(turn)];
    }
};

// One thread's game: the run refers to the observer, so both live together.
template <class Obs> struct Worker {
    Obs obs{};
    detail::GoldfishRun<Obs> run;
    Worker(const GoldfishDeck& deck, const detail::CompiledNeed& need, const Question& q)
        : run(deck, need, q, obs) {}
};

} // namespace

SimulationResult simulate(const GoldfishDeck& deck, const Question& question,
                          const SimulationOptions& options) {
    const auto need = detail::compileNeed(deck, question.need);
    const std::uint64_t trials = options.trials;
    const std::uint64_t chunks = (trials + kSimulationChunk - 1) / kSimulationChunk;
    std::vector<std::uint64_t> hits(chunks, 0);
    std::vector<char> done(chunks, 0);
    runChunks(
        chunks, options.threads,
        [&] {
            auto w = std::make_shared<Worker<detail::Silent>>(deck, need, question);
            return [&, w](std::uint64_t c) {
                w->run.restart(); // the card order a chunk starts from is part of its stream
                pcg32 rng = detail::chunkStream(options.seed, c);
                const std::uint64_t n = std::min(kSimulationChunk, trials - c * kSimulationChunk);
                hits[c] = w->run.playMany(rng, n);
                done[c] = 1;
                if (options.progress) options.progress->fetch_add(n, std::memory_order_relaxed);
            };
        },
        options.cancel);
    SimulationResult r;
    r.seed = options.seed;
    for (std::uint64_t c = 0; c < chunks; ++c) {
        if (!done[c]) {
            r.cancelled = true;
            continue;
        }
        r.successes += hits[c];
        r.trials += std::min(kSimulationChunk, trials - c * kSimulationChunk);
    }
    r.p = r.trials ? static_cast<double>(r.successes) / static_cast<double>(r.trials) : 0.0;
    r.ci95 = wilsonInterval(r.successes, r.trials);
    return r;
}

DeployReport simulateDeploys(const GoldfishDeck& deck, int horizon,
                             const SimulationOptions& options) {
    DeployReport report;
    report.horizon = std::max(1, horizon);
    report.trials = options.trials;
    Question q;
    q.byTurn = report.horizon;
    const auto need = detail::compileNeed(deck, q.need);
    const std::size_t width = static_cast<std::size_t>(report.horizon + 1);
    const std::uint64_t chunks = (options.trials + kSimulationChunk - 1) / kSimulationChunk;
    std::vector<std::vector<std::uint64_t>> perChunk(chunks);
    runChunks(chunks, options.threads, [&] {
        auto w = std::make_shared<Worker<DeployCounter>>(deck, need, q);
        return [&, w](std::uint64_t c) {
            std::vector<std::uint64_t> counts(deck.kinds().size() * width, 0);
            w->obs = DeployCounter{&counts, report.horizon};
            w->run.restart();
            pcg32 rng = detail::chunkStream(options.seed, c);
            const std::uint64_t n =
                std::min(kSimulationChunk, options.trials - c * kSimulationChunk);
            for (std::uint64_t i = 0; i < n; ++i)
                w->run.play(rng);
            perChunk[c] = std::move(counts);
        };
    });
    std::vector<std::uint64_t> total(deck.kinds().size() * width, 0);
    for (const auto& chunk : perChunk)
        for (std::size_t i = 0; i < chunk.size(); ++i)
            total[i] += chunk[i];
    for (std::size_t k = 0; k < deck.kinds().size(); ++k) {
        DeployReport::Card card;
        card.printing = deck.kinds()[k].printing;
        card.copies = deck.kinds()[k].copies;
        const double all = static_cast<double>(card.copies) * static_cast<double>(options.trials);
        std::uint64_t cumulative = 0;
        double turnSum = 0;
        for (int t = 1; t <= report.horizon; ++t) {
            const auto n = total[k * width + static_cast<std::size_t>(t)];
            cumulative += n;
            turnSum += static_cast<double>(n) * t;
            card.byTurn.push_back(all > 0 ? static_cast<double>(cumulative) / all : 0.0);
        }
        card.meanTurn = cumulative ? turnSum / static_cast<double>(cumulative) : 0.0;
        card.never = all > 0 ? 1.0 - static_cast<double>(cumulative) / all : 1.0;
        report.cards.push_back(std::move(card));
    }
    return report;
}

} // namespace deckhand::core
