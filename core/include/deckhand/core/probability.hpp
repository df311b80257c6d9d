// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"
#include "deckhand/core/goldfish.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::core {

/// log(n!) for n up to a bound, so binomials of any deck size are sums, never overflowing.
class LogFactorials {
public:
    explicit LogFactorials(int maxN);
    [[nodiscard]] double logFactorial(int n) const { return m_table[static_cast<std::size_t>(n)]; }
    /// log C(n, k); -infinity when k < 0 or k > n.
    [[nodiscard]] double logChoose(int n, int k) const;

private:
    std::vector<double> m_table;
};

/// P(X = k) for X hypergeometric: k successes in n draws from N cards of which K succeed.
[[nodiscard]] double hypergeometric(int N, int K, int n, int k);
/// P(X >= k) for the same X.
[[nodiscard]] double hypergeometricAtLeast(int N, int K, int n, int k);
/// P(counts) for n = sum(counts) draws from a population with `groups` cards of each kind.
[[nodiscard]] double multivariateHypergeometric(const std::vector<int>& groups,
                                                const std::vector<int>& counts);

/// The exact answer to a goldfish question, or why there is none.
struct ExactAnswer {
    std::optional<double> p;
    std::string why; ///< set when p is empty: "the answer depends on which cards you play"
};

/// Answers a question exactly (multivariate hypergeometric over the kinds of card the need
/// tells apart, the mulligan policy included) when the answer does not depend on play
/// decisions: no card leaves the hand before the check (or the question counts cards seen),
/// the number of cards drawn is fixed, and the deck does not run out.
[[nodiscard]] ExactAnswer exactAnswer(const GoldfishDeck& deck, const Question& question);

/// A 95% Wilson score interval for `successes` out of `trials`.
struct Interval {
    double lo = 0;
    double hi = 1;
};
[[nodiscard]] Interval wilsonInterval(std::uint64_t successes, std::uint64_t trials,
                                      double z = 1.959963984540054);

/// A cost paid by milling, such as the Link-frame game's `<Link8>{(1)(Σ)(Ω)(Ω)}`: mill `mill`
/// cards, then fill the slots, one milled card per slot: a symbol's slot takes a card framed
/// with it, a number's slots any framed card.
struct FramedCost {
    int mill = 0;
    std::vector<int> symbol; ///< per symbol of the frames: slots needing it
    int any = 0;             ///< slots any framed card fills
    std::string text;
    [[nodiscard]] int slots() const;
};

/// Parses a cost: `<` keyword mill `>` `{` slots `}`, a slot being `(n)` or `(symbol)` written
/// as the frames' symbol or one of its aliases (in any case). Errors give the 1-based column
/// (in characters) of the problem.
[[nodiscard]] Result<FramedCost> parseFramedCost(std::string_view text, const CostFrames& frames);

/// Cards by their set of frame symbols: byMask[m] holds the cards framed with exactly the
/// symbols of m (bit i: symbol i; 0: no frame). A card with several serves any of them.
struct FramedCards {
    std::vector<int> byMask;
    [[nodiscard]] int total() const;
};

/// How many times the cost can be paid from these milled cards, each card filling one slot.
[[nodiscard]] int framedPayments(const FramedCost& cost, const FramedCards& milled);

/// P(the cost can be paid at least t times), t = 1, 2, ... while it is above zero, milling
/// from a library holding these cards.
[[nodiscard]] std::vector<double> framedOdds(const FramedCost& cost, const FramedCards& library);

/// The deck's library by frame, as the procedure's CostFrames reads its field.
[[nodiscard]] FramedCards framedLibrary(const GoldfishDeck& deck);

} // namespace deckhand::core
