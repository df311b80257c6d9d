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

/// A Link cost such as `<Link8>{(1)(Σ)(Ω)(Ω)}`: mill `mill` cards, then fill the slots, one
/// milled card per slot.
struct LinkCost {
    int mill = 0;
    int sigma = 0; ///< slots needing a Σ frame
    int omega = 0; ///< slots needing an Ω frame
    int any = 0;   ///< slots any Link frame fills
    std::string text;
    [[nodiscard]] int slots() const { return sigma + omega + any; }
};

/// Parses a Link cost. Symbols are the frame's canonical symbols or their aliases (S, O,
/// Sigma, Omega); errors give the 1-based column (in characters) of the problem.
[[nodiscard]] Result<LinkCost> parseLinkCost(std::string_view text,
                                             const std::string& sigma = "\xCE\xA3",
                                             const std::string& omega = "\xCE\xA9");

/// Milled cards by frame: Σ only, Ω only, both (serves either), none.
struct LinkMill {
    int sigma = 0;
    int omega = 0;
    int both = 0;
    int none = 0;
};

/// How many times the cost can be paid from these milled cards, each card filling one slot.
[[nodiscard]] int linkPayments(const LinkCost& cost, const LinkMill& milled);

/// P(the cost can be paid at least t times), t = 1, 2, ... while it is above zero, milling
/// from a library holding `library` cards by frame.
[[nodiscard]] std::vector<double> linkOdds(const LinkCost& cost, const LinkMill& library);

/// The deck's library by Link frame, as the procedure's LinkFrames reads it.
[[nodiscard]] LinkMill linkLibrary(const GoldfishDeck& deck);

} // namespace deckhand::core
