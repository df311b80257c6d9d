// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/goldfish.hpp"
#include "deckhand/core/probability.hpp"

#include <atomic>
#include <cstdint>
#include <vector>

namespace deckhand::core {

/// How a simulation runs. The answer depends only on the trials and the seed, never on the
/// number of threads: trials are cut into fixed chunks, each with its own random stream.
struct SimulationOptions {
    std::uint64_t trials = 100000;
    std::uint64_t seed = 1;
    unsigned threads = 0; ///< 0: every core
    /// When given, the trials played so far, for a progress bar on another thread.
    std::atomic<std::uint64_t>* progress = nullptr;
    /// When given and set (from another thread), the simulation stops after the chunks under
    /// way: the result counts the finished chunks only, and says it was cancelled.
    const std::atomic<bool>* cancel = nullptr;
};

struct SimulationResult {
    std::uint64_t successes = 0;
    std::uint64_t trials = 0; ///< trials played: fewer than asked when cancelled
    bool cancelled = false;
    std::uint64_t seed = 0;
    double p = 0;
    Interval ci95;
};

/// Trials per chunk: chunk i draws from the random stream (seed, i).
inline constexpr std::uint64_t kSimulationChunk = 4096;

/// Plays the procedure `options.trials` times and counts the games where the need is met by
/// the question's turn. Throws deckhand::Error for a need with more than kMaxRequirements.
[[nodiscard]] SimulationResult simulate(const GoldfishDeck& deck, const Question& question,
                                        const SimulationOptions& options = {});

/// P.O.W.E.R.: the turn each card reaches the HQ, by simulation of the deal, flips and shifts.
struct DeployReport {
    struct Card {
        const Printing* printing = nullptr;
        int copies = 0;
        std::vector<double> byTurn; ///< [t-1]: chance a copy is deployed by turn t
        double meanTurn = 0;        ///< mean turn over the copies that deploy within the horizon
        double never = 0;           ///< share of copies not deployed within the horizon
    };
    int horizon = 0;
    std::uint64_t trials = 0;
    std::vector<Card> cards; ///< one per kind, in deck order
};

/// Simulates the deal and the pile steps (shift, flip) for `horizon` turns (cards need values
/// in the flip's field).
[[nodiscard]] DeployReport simulateDeploys(const GoldfishDeck& deck, int horizon,
                                           const SimulationOptions& options = {});

} // namespace deckhand::core
