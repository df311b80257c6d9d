// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A need compiled against a deck's kinds of card, shared by the simulation and the exact
// answers so that both apply the same mulligan and keep policy, card for card.

#include "deckhand/core/goldfish.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace deckhand::core::detail {

/// Per-requirement counts packed in 16-bit lanes, four to a word: adding a card is two adds.
using Packed = std::array<std::uint64_t, 2>;

struct CompiledNeed {
    int requirements = 0;
    std::vector<int> k;                    ///< per requirement: cards needed
    std::vector<std::uint32_t> optionMask; ///< per option: its requirement bits
    std::vector<std::uint32_t> kindSig;    ///< per kind: the requirements it counts for
    // The simulation's packed counts, set by pack():
    std::vector<Packed> kindInc;     ///< per kind: packed increment
    Packed bias{};                   ///< per lane 0x8000 - k: a lane's top bit says "met"
    std::vector<Packed> optionLanes; ///< per option: top bits of its lanes

    /// Categories: the distinct non-zero signatures, in keep order (most requirements first).
    std::vector<std::uint32_t> categories;
    std::vector<int>
        kindCategory; ///< per kind: index into categories, -1 when it counts for nothing
    /// Per category: the library's cards in it; the last entry, the cards in none.
    std::vector<int> library;
    std::vector<std::uint32_t> groupSig; ///< scratch: per value of a field, its signature

    [[nodiscard]] bool met(const Packed& progress) const {
        const std::uint64_t a = progress[0] + bias[0];
        const std::uint64_t b = progress[1] + bias[1];
        for (const auto& lanes : optionLanes)
            if ((a & lanes[0]) == lanes[0] && (b & lanes[1]) == lanes[1]) return true;
        return false;
    }
    [[nodiscard]] bool empty() const { return optionMask.empty(); }
    /// Sets the simulation's packed counts from the signatures.
    void pack();

    /// Whether category counts meet the need.
    [[nodiscard]] bool metCounts(const int* counts) const;
    /// The option to keep cards for: the one closest to being met (the first on ties).
    [[nodiscard]] int bestOption(const int* counts) const;
    /// The keep policy: how many cards of each category serve the need (a partial mulligan
    /// keeps them; a card leaving the hand is taken from the rest first).
    void keep(const int* counts, int* kept) const;
};

/// The need compiled for the simulation (packed counts included). Throws deckhand::Error when
/// the need holds more than kMaxRequirements requirements.
[[nodiscard]] CompiledNeed compileNeed(const GoldfishDeck& deck, const Need& need);
/// The same into `out`, reusing its storage, without the packed counts: the exact answers
/// compile a need per question and count by category only.
void compileCategories(const GoldfishDeck& deck, const Need& need, CompiledNeed& out);

} // namespace deckhand::core::detail
