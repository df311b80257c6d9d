// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/probability.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/text.hpp"
#include "goldfish_need.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <numeric>

namespace deckhand::core {

using SK = GoldfishStep::Kind;

LogFactorials::LogFactorials(int maxN) {
    m_table.resize(static_cast<std::size_t>(std::max(maxN, 1)) + 1);
    m_table[0] = 0;
    for (std::size_t i = 1; i < m_table.size(); ++i)
        m_table[i] = m_table[i - 1] + std::log(static_cast<double>(i));
}

double LogFactorials::logChoose(int n, int k) const {
    if (k < 0 || n < 0 || k > n) return -std::numeric_limits<double>::infinity();
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

double hypergeometric(int N, int K, int n, int k) {
    if (N < 0 || K < 0 || K > N || n < 0 || n > N) return 0;
    const LogFactorials lf(N);
    return std::exp(lf.logChoose(K, k) + lf.logChoose(N - K, n - k) - lf.logChoose(N, n));
}

double hypergeometricAtLeast(int N, int K, int n, int k) {
    if (k <= 0) return 1;
    if (N < 0 || K < 0 || K > N || n < 0 || n > N) return 0;
    const LogFactorials lf(N);
    double p = 0;
    for (int i = k; i <= std::min(K, n); ++i)
        p += std::exp(lf.logChoose(K, i) + lf.logChoose(N - K, n - i) - lf.logChoose(N, n));
    return std::min(1.0, p);
}

double multivariateHypergeometric(const std::vector<int>& groups, const std::vector<int>& counts) {
    if (groups.size() != counts.size()) return 0;
    const int N = std::accumulate(groups.begin(), groups.end(), 0);
    const int n = std::accumulate(counts.begin(), counts.end(), 0);
    if (n > N) return 0;
    const LogFactorials lf(N);
    double lp = -lf.logChoose(N, n);
    for (std::size_t i = 0; i < groups.size(); ++i)
        lp += lf.logChoose(groups[i], counts[i]);
    return std::exp(lp);
}

Interval wilsonInterval(std::uint64_t successes, std::uint64_t trials, double z) {
    if (trials == 0) return {0, 1};
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(successes) / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    // None (all) succeeded: the bound is 0 (1) exactly, not rounding noise such as 2.7e-18 that
    // would show as a tiny percentage.
    return {successes == 0 ? 0.0 : std::max(0.0, centre - half),
            successes == trials ? 1.0 : std::min(1.0, centre + half)};
}

// ---------------------------------------------------------------------------------------
// Exact answers

namespace {

/// How many cards reach the hand, by branch, from the check at turn 0 to the check at turn T;
/// or why that is not a fixed number (or cards leave the hand before the check).
struct Schedule {
    std::string why;
    int opening = 0;
    const GoldfishDeck::Step* mulligan = nullptr;
    int laterKeep = 0;
    int laterMulligan = 0;
};

// Walks the procedure counting cards only. `worstDeck` is the fewest cards the deck can hold
// (a partial discard mulligan may shrink it by up to a hand), so "never runs out" is safe.
struct SizeWalk {
    const GoldfishDeck& deck;
    const Question& q;
    std::string why;
    int hand = 0;
    bool handKnown = true;
    int worstDeck = 0;
    int later = 0;
    std::map<std::string, int> zones;

    void draw(int n) {
        if (n <= 0) return;
        if (n > worstDeck && why.empty()) why = i18n::tr("the deck may run out before that turn");
        worstDeck -= std::min(n, worstDeck);
        hand += n;
        later += n;
    }

    void takes(int n) {
        if (n > 0 && q.zone == NeedZone::Hand && why.empty())
            why = i18n::tr(
                "cards leave the hand before the check (which ones is a play decision); ask "
                "about the cards seen, not the hand, for an exact answer");
        hand -= std::min(n, hand);
    }

    // One step after the check at turn 0. Returns false at the check of turn `stopTurn`.
    void step(const GoldfishDeck::Step& s, bool firstTime) {
        const int n = s.countFor(q.play, firstTime);
        switch (s.kind) {
        case SK::SetAside:
        case SK::Mulligan:
            break;
        case SK::Draw:
            draw(n);
            break;
        case SK::ReplenishTo:
            if (!handKnown && why.empty())
                why = i18n::tr("how many cards are drawn depends on which cards were placed");
            draw(std::max(0, n - hand));
            break;
        case SK::MoveTop: {
            int& z = zones[s.zone];
            int k = n;
            if (s.cap) k = std::min(k, std::max(0, *s.cap - z));
            if (k > worstDeck && why.empty())
                why = i18n::tr("the deck may run out before that turn");
            worstDeck -= std::min(k, worstDeck);
            z += k;
            break;
        }
        case SK::Charge:
        case SK::Spend:
            takes(n);
            break;
        case SK::Place:
            if (q.zone == NeedZone::Hand && why.empty())
                why = i18n::tr(
                    "cards leave the hand before the check (which ones is a play decision); ask "
                    "about the cards seen, not the hand, for an exact answer");
            handKnown = false;
            break;
        case SK::HandLimit:
            if (!handKnown) {
                if (q.zone == NeedZone::Hand && why.empty())
                    why = i18n::tr(
                        "cards leave the hand before the check (which ones is a play decision)");
            } else if (hand > n) {
                takes(hand - n);
            }
            break;
        case SK::Deal:
        case SK::Shift:
        case SK::Flip:
            if (why.empty())
                why = i18n::tr("what reaches the HQ depends on the deal, the flips and the shifts");
            break;
        }
    }

    // Runs from just after the turn-0 check to the check of turn T.
    void toTurn(std::size_t setupFrom) {
        if (q.byTurn <= 0) return;
        const auto& setup = deck.setupSteps();
        for (std::size_t i = setupFrom; i < setup.size(); ++i)
            step(setup[i], true);
        for (int t = 1; t <= q.byTurn; ++t) {
            for (const auto& s : deck.turnSteps()) {
                if (t == q.byTurn && (s.kind == SK::Charge || s.kind == SK::Spend ||
                                      s.kind == SK::Place || s.kind == SK::HandLimit))
                    return;
                step(s, t == 1);
            }
        }
    }
};

Schedule schedule(const GoldfishDeck& deck, const Question& q) {
    Schedule out;
    const auto& setup = deck.setupSteps();
    // Up to the check at turn 0: the opening hand.
    SizeWalk pre{deck, q, {}, 0, true, deck.librarySize(), 0, {}};
    std::size_t i = 0;
    const bool hasMulligan = deck.mulliganStep() != nullptr;
    for (; i < setup.size(); ++i) {
        const auto& s = setup[i];
        if (s.kind == SK::Mulligan) {
            out.mulligan = &s;
            ++i;
            break;
        }
        if (s.kind == SK::Deal) {
            out.why = i18n::tr("what reaches the HQ depends on the deal, the flips and the shifts");
            return out;
        }
        if (s.kind == SK::Charge || s.kind == SK::Spend || s.kind == SK::Place ||
            s.kind == SK::HandLimit) {
            out.why = i18n::tr("the opening hand is not a plain draw");
            return out;
        }
        pre.step(s, true);
        if (!hasMulligan && i + 1 == setup.size()) {
            ++i;
            break;
        }
    }
    if (!pre.why.empty()) {
        out.why = pre.why;
        return out;
    }
    out.opening = pre.hand;
    // The game's own condition takes its mulligan whatever the question asks.
    const bool forced = out.mulligan && !out.mulligan->until.empty();
    if ((!q.mulligan && !forced) || !out.mulligan || out.mulligan->mulligan == MulliganKind::None)
        out.mulligan = nullptr;

    SizeWalk keep{deck, q, {}, pre.hand, true, pre.worstDeck, 0, pre.zones};
    keep.toTurn(i);
    if (!keep.why.empty()) {
        out.why = keep.why;
        return out;
    }
    out.laterKeep = keep.later;
    if (out.mulligan) {
        const auto& m = *out.mulligan;
        SizeWalk mull{deck, q, {}, pre.hand, true, pre.worstDeck, 0, pre.zones};
        switch (m.mulligan) {
        case MulliganKind::Redraw:
        case MulliganKind::London:
            if (!m.removeHand) mull.worstDeck += pre.hand;
            mull.hand = 0;
            mull.draw(m.redraw);
            mull.later = 0;
            break;
        case MulliganKind::PartialBottom:
            if (m.shuffle) break;
            [[fallthrough]]; // the cards stay on the bottom, out of reach: as a discard
        case MulliganKind::PartialDiscard:
            mull.worstDeck -= std::min(pre.hand, mull.worstDeck);
            if (pre.hand > pre.worstDeck)
                mull.why = i18n::tr("the deck may run out before that turn");
            break;
        case MulliganKind::None:
            break;
        }
        mull.toTurn(i);
        if (!mull.why.empty()) {
            out.why = mull.why;
            return out;
        }
        out.laterMulligan = mull.later;
    }
    return out;
}

/// 1.0 / n, for n up to `upTo`, from a table kept on the thread: the very double the division
/// gives, without a division per row of a draw table (most of its time once the rest was gone).
const double* reciprocals(int upTo) {
    thread_local std::vector<double> table{0.0};
    for (auto n = static_cast<int>(table.size()); n <= upTo; ++n)
        table.push_back(1.0 / n);
    return table.data();
}

/// The odds of one category's count in a draw, for every draw size up to a bound, found card by
/// card: row m holds P(x of the category's `in` cards among m drawn from `in + out` cards), its
/// tail the chance of x or more. Each row follows from the one before by one more card (it is
/// the category's with chance (in - x) / (in + out - m)), so a table costs a few
/// multiplications per entry and no exp or log, every entry is a sum of positive terms (no
/// cancellation, about 1e-15 relative error per card), and nothing overflows at any deck size.
/// With a cap, column `cap` holds "cap or more" and the table stops there (a count that only
/// matters up to a requirement's K).
class DrawOdds {
public:
    void fill(int in, int out, int draws, int cap = std::numeric_limits<int>::max()) {
        cap = std::min({cap, draws, in});
        m_cap = cap;
        m_width = static_cast<std::size_t>(cap) + 2;
        const std::size_t size = (static_cast<std::size_t>(draws) + 1) * m_width;
        if (m_p.size() < size) {
            m_p.resize(size);
            m_tail.resize(size);
        }
        // Row m is read up to min(m, cap) and the next row from one entry past it, which is
        // zero; nothing else is cleared.
        m_p[0] = 1;
        m_p[1] = 0;
        const int all = in + out;
        const int filled = std::min(draws, all);
        const double* inverse = reciprocals(all);
        for (int m = 0; m < filled; ++m) {
            // x cards of the category after m + 1 draws: x before and the next card not the
            // category's, or x - 1 and the next card its.
            const double* now = row(m);
            double* next = &m_p[static_cast<std::size_t>(m + 1) * m_width];
            const double share = inverse[all - m];
            const int top = std::min(m + 1, cap);
            next[top + 1] = 0;
            if (top == 0) {
                next[0] = now[0]; // no cap: every count is "0 or more"
                continue;
            }
            next[0] = now[0] * (out - m) * share;
            // The factors out - (m - x) and in - x + 1, whole numbers, counted as doubles.
            double notIts = out - m + 1, its = in;
            for (int x = 1; x < top; ++x, notIts += 1, its -= 1)
                next[x] = (now[x] * notIts + now[x - 1] * its) * share;
            // The last column stays where it is once there (capped), or is reached now.
            next[top] = (top == cap ? now[top] : now[top] * (out - (m - top)) * share) +
                        now[top - 1] * (in - top + 1) * share;
        }
        // More draws than cards: nothing more is drawn.
        if (filled < draws)
            std::fill(m_p.begin() + static_cast<std::ptrdiff_t>(filled + 1) *
                                        static_cast<std::ptrdiff_t>(m_width),
                      m_p.begin() + static_cast<std::ptrdiff_t>(size), 0.0);
        // The tails are summed when a row's is first asked for: most rows' never are.
        m_tailDone.assign(static_cast<std::size_t>(draws) + 1, 0);
    }
    /// P(x) for x in 0..m (up to the cap: at the cap, P(cap or more)).
    [[nodiscard]] const double* row(int m) const {
        return &m_p[static_cast<std::size_t>(m) * m_width];
    }
    /// P(x or more) after m draws: 0 past the cards the category holds.
    [[nodiscard]] double atLeast(int m, int x) {
        if (x > std::min(m, m_cap)) return 0.0;
        const auto rowAt = static_cast<std::size_t>(m) * m_width;
        double* t = &m_tail[rowAt];
        if (!m_tailDone[static_cast<std::size_t>(m)]) {
            m_tailDone[static_cast<std::size_t>(m)] = 1;
            const double* p = &m_p[rowAt];
            const int top = std::min(m, m_cap);
            t[top + 1] = 0;
            for (int i = top; i >= 0; --i)
                t[i] = t[i + 1] + p[i];
        }
        return t[x];
    }
    /// The last column: the cards the category holds, or the cap.
    [[nodiscard]] int columns() const { return m_cap; }

private:
    int m_cap = 0;
    std::size_t m_width = 0;
    std::vector<double> m_p, m_tail;
    std::vector<char> m_tailDone; ///< per row: its tail is summed
};

/// A need's capped progress as one number (a mixed-radix digit per requirement, capped at its
/// K), what a category's cards do to it, and which numbers meet the need.
class NeedStates {
public:
    void build(const detail::CompiledNeed& need) {
        const auto reqs = static_cast<std::size_t>(need.requirements);
        std::array<int, kMaxRequirements> radix{};
        m_count = 1;
        for (std::size_t i = 0; i < reqs; ++i) {
            radix[i] = m_count;
            m_count *= need.k[i] + 1;
        }
        const auto states = static_cast<std::size_t>(m_count);
        // Per state, the requirements at their K: whether it meets the need and where one
        // more card takes it both follow from that. The digits are counted up state by state.
        m_full.resize(states);
        m_met.resize(states);
        {
            std::array<int, kMaxRequirements> digit{};
            std::uint32_t full = 0;
            for (std::size_t i = 0; i < reqs; ++i)
                if (need.k[i] == 0) full |= 1u << i;
            for (std::size_t s = 0; s < states; ++s) {
                m_full[s] = full;
                char met = 0;
                for (const auto mask : need.optionMask)
                    met |= (mask & ~full) == 0 ? 1 : 0;
                m_met[s] = met;
                for (std::size_t i = 0; i < reqs; ++i) {
                    if (++digit[i] <= need.k[i]) {
                        if (digit[i] == need.k[i]) full |= 1u << i;
                        break;
                    }
                    digit[i] = 0;
                    if (need.k[i] > 0) full &= ~(1u << i);
                }
            }
        }
        // Per category and state: the state after one more of its cards, then after x more (x
        // capped where no requirement it counts for can grow) one card at a time, and the
        // fewest that meet the need.
        const std::size_t cats = need.categories.size();
        m_maxAdd.resize(cats);
        m_first.resize(cats);
        std::size_t rows = 0;
        for (std::size_t c = 0; c < cats; ++c) {
            int maxAdd = 0;
            for (std::size_t i = 0; i < reqs; ++i)
                if (need.categories[c] & (1u << i)) maxAdd = std::max(maxAdd, need.k[i]);
            m_maxAdd[c] = maxAdd;
            m_first[c] = rows * states;
            rows += static_cast<std::size_t>(maxAdd) + 1;
        }
        if (m_advance.size() < rows * states) m_advance.resize(rows * states);
        m_toMeet.resize(cats * states); // every entry written below
        // Per category and state: whether the cards of that category and the later ones can
        // still take the state to one that meets the need. A requirement no later category
        // counts for is settled: an option holding it unmet is out of reach.
        m_alive.resize((cats + 1) * states);
        std::uint32_t later = 0;
        for (std::size_t c = cats + 1; c-- > 0;) {
            if (c < cats) later |= need.categories[c];
            for (std::size_t s = 0; s < states; ++s) {
                bool alive = false;
                for (const auto mask : need.optionMask)
                    alive = alive || (mask & ~m_full[s] & ~later) == 0;
                m_alive[c * states + s] = alive ? 1 : 0;
            }
        }
        for (std::size_t c = 0; c < cats; ++c) {
            const std::uint32_t counts = need.categories[c];
            const int maxAdd = m_maxAdd[c];
            int* table = &m_advance[m_first[c]];
            for (std::size_t s = 0; s < states; ++s)
                table[s] = static_cast<int>(s);
            if (maxAdd > 0) {
                for (std::size_t s = 0; s < states; ++s) {
                    int to = static_cast<int>(s);
                    for (std::uint32_t grow = counts & ~m_full[s]; grow; grow &= grow - 1)
                        to += radix[static_cast<std::size_t>(std::countr_zero(grow))];
                    table[states + s] = to;
                }
            }
            const int* one = table + states;
            for (int x = 2; x <= maxAdd; ++x)
                for (std::size_t s = 0; s < states; ++s)
                    table[static_cast<std::size_t>(x) * states + s] =
                        one[table[static_cast<std::size_t>(x - 1) * states + s]];
            // From the last state down: one more card only raises digits, so it leads to a
            // later state, whose answer is known (a chain of at most maxAdd cards ends where
            // no counted digit can grow).
            int* toMeet = &m_toMeet[c * states];
            for (std::size_t s = states; s-- > 0;) {
                const auto after = maxAdd > 0 ? static_cast<std::size_t>(one[s]) : s;
                toMeet[s] = m_met[s]                  ? 0
                            : after == s              ? kNever
                            : toMeet[after] == kNever ? kNever
                                                      : toMeet[after] + 1;
            }
        }
    }

    [[nodiscard]] int count() const { return m_count; }
    /// The most cards of category c that still change a state.
    [[nodiscard]] int maxAdd(std::size_t c) const { return m_maxAdd[c]; }
    [[nodiscard]] bool met(int s) const { return m_met[static_cast<std::size_t>(s)] != 0; }
    /// The state after x more cards of category c.
    [[nodiscard]] int advance(std::size_t c, int s, int x) const {
        x = std::min(x, m_maxAdd[c]);
        return m_advance[m_first[c] +
                         static_cast<std::size_t>(x) * static_cast<std::size_t>(m_count) +
                         static_cast<std::size_t>(s)];
    }
    /// The fewest cards of category c that take state s to one that meets the need; kNever when
    /// no number of them does. Meeting is monotone in the count: x or more of them meet it too.
    [[nodiscard]] int toMeet(std::size_t c, int s) const {
        return m_toMeet[c * static_cast<std::size_t>(m_count) + static_cast<std::size_t>(s)];
    }

    /// Whether cards of categories c on (c up to the number of categories) can still take
    /// state s to one that meets the need. Mass in a state that cannot is never absorbed.
    [[nodiscard]] bool alive(std::size_t c, int s) const {
        return m_alive[c * static_cast<std::size_t>(m_count) + static_cast<std::size_t>(s)] != 0;
    }

    static constexpr int kNever = std::numeric_limits<int>::max() / 2;

private:
    int m_count = 1;
    std::vector<char> m_met;
    std::vector<std::uint32_t> m_full; ///< per state: the requirements at their K
    std::vector<int> m_maxAdd;
    std::vector<std::size_t> m_first; ///< per category: where its rows start in m_advance
    std::vector<int> m_advance;       ///< per category: [x][state]
    std::vector<int> m_toMeet;        ///< [category][state]
    std::vector<char> m_alive;        ///< [category, or past the last][state]
};

/// The chance that a hand already holding `start` (per category) meets the need after
/// drawing `r` cards from `a` and then `d` more from what is left of `a` plus `b`
/// (per category, the last entry being the cards that count for nothing).
///
/// A dynamic programme over the categories, one at a time, on (cards placed so far, progress):
/// the number of a category's cards is hypergeometric given the cards placed before it, and a
/// met need stays met while cards only arrive, so the mass that meets it leaves the programme
/// at once, a whole tail of counts in one step. The last category's mass is only ever absorbed.
class NeedDp {
public:
    double run(const NeedStates& states, const int* start, const int* a, int r, const int* b,
               int d) {
        const std::size_t cats = m_cats;
        int s0 = 0;
        for (std::size_t c = 0; c < cats; ++c)
            s0 = states.advance(c, s0, start[c]);
        if (states.met(s0)) return 1.0;
        if (cats == 0 || !states.alive(0, s0)) return 0.0;
        m_states = static_cast<std::size_t>(states.count());
        m_w2 = static_cast<std::size_t>(d) + 1;
        // The tables are all zeros between runs: each pass clears the cells it reads.
        const std::size_t size = (static_cast<std::size_t>(r) + 1) * m_w2 * m_states;
        if (m_cur.size() < size) {
            m_cur.resize(size, 0.0);
            m_next.resize(size, 0.0);
        }
        m_cur[at(0, 0, s0)] = 1.0;
        // Every cell at most once in a list: room for all of them.
        if (m_points.size() < size) {
            m_points.resize(size);
            m_reached.resize(size);
        }
        m_points[0] = {0, s0};
        m_count = 1;
        // Populations of the categories from c on (the last entry of a and b counts for nothing).
        int restA = 0, restAB = 0;
        for (std::size_t c = 0; c <= cats; ++c) {
            restA += a[c];
            restAB += a[c] + b[c];
        }
        double absorbed = 0;
        for (std::size_t c = 0; c < cats; ++c) {
            const bool last = c + 1 == cats;
            // The last category's mass is only absorbed: its count matters up to its cap.
            if (last && d == 0)
                m_first.fill(a[c], restA - a[c], r, states.maxAdd(c));
            else
                m_first.fill(a[c], restA - a[c], r);
            absorbed += d == 0 ? oneDraw(states, c, a[c], r, last)
                               : twoDraws(states, c, a[c], b[c], r, d, restAB, last);
            std::swap(m_cur, m_next);
            restA -= a[c];
            restAB -= a[c] + b[c];
        }
        return std::min(1.0, absorbed);
    }

    /// The number of the need's categories, for the runs that follow.
    void setCategories(std::size_t cats) { m_cats = cats; }

private:
    /// A cell of the single draw's table that holds mass: cards placed, state.
    struct Point {
        int s1;
        int st;
    };

    [[nodiscard]] std::size_t at(int s1, int s2, int st) const {
        return (static_cast<std::size_t>(s1) * m_w2 + static_cast<std::size_t>(s2)) * m_states +
               static_cast<std::size_t>(st);
    }

    // Category c's cards among the r drawn; returns the mass that meets the need. Only the
    // cells holding mass are visited (a list of them): most of the table is empty.
    double oneDraw(const NeedStates& states, std::size_t c, int ac, int r, bool last) {
        double absorbed = 0;
        std::size_t reached = 0;
        for (std::size_t i = 0; i < m_count; ++i) {
            const Point pt = m_points[i];
            double& cell = m_cur[at(pt.s1, 0, pt.st)];
            const double mass = cell;
            cell = 0;
            const int m = r - pt.s1;
            const int meet = states.toMeet(c, pt.st);
            absorbed += mass * m_first.atLeast(m, meet);
            if (last) continue;
            const double* p = m_first.row(m);
            for (int x = 0; x <= std::min({meet - 1, m, ac}); ++x) {
                const double q = mass * p[x];
                if (q == 0) continue;
                const int st = states.advance(c, pt.st, x);
                // Mass that can no longer meet the need is dropped: it would add only zeros.
                if (!states.alive(c + 1, st)) continue;
                double& to = m_next[at(pt.s1 + x, 0, st)];
                // Listed when first reached (written always, kept only then: no branch).
                m_reached[reached] = {pt.s1 + x, st};
                reached += to == 0 ? 1 : 0;
                to += q;
            }
        }
        std::swap(m_points, m_reached);
        m_count = reached;
        return absorbed;
    }

    // Category c's cards among the r drawn first (x) and among the d drawn after (y), from what
    // is left of a plus b: the second population depends on the first draw only through s1 and x.
    double twoDraws(const NeedStates& states, std::size_t c, int ac, int bc, int r, int d,
                    int restAB, bool last) {
        double absorbed = 0;
        if (m_second.size() < static_cast<std::size_t>(r) + 1)
            m_second.resize(static_cast<std::size_t>(r) + 1);
        for (int s1 = 0; s1 <= r; ++s1) {
            const int m1 = r - s1;
            const double* p1 = m_first.row(m1);
            const int most1 = std::min(m1, ac);
            for (int x = 0; x <= most1; ++x) {
                if (p1[x] == 0) continue;
                const int pop2 = ac - x + bc;
                m_second[static_cast<std::size_t>(x)].fill(pop2, restAB - m1 - pop2, d);
            }
            for (int s2 = 0; s2 <= d; ++s2) {
                const int m2 = d - s2;
                for (std::size_t st = 0; st < m_states; ++st) {
                    double& cell = m_cur[at(s1, s2, static_cast<int>(st))];
                    const double mass = cell;
                    if (mass == 0) continue;
                    cell = 0;
                    const int meet = states.toMeet(c, static_cast<int>(st));
                    for (int x = 0; x <= most1; ++x) {
                        const double q = mass * p1[x];
                        if (q == 0) continue;
                        auto& second = m_second[static_cast<std::size_t>(x)];
                        const int meetY = std::max(0, meet - x);
                        absorbed += q * second.atLeast(m2, meetY);
                        if (last) continue;
                        const double* p2 = second.row(m2);
                        for (int y = 0; y <= std::min({meetY - 1, m2, second.columns()}); ++y) {
                            const int to = states.advance(c, static_cast<int>(st), x + y);
                            if (states.alive(c + 1, to))
                                m_next[at(s1 + x, s2 + y, to)] += q * p2[y];
                        }
                    }
                }
            }
        }
        return absorbed;
    }

    std::size_t m_cats = 0;
    std::size_t m_states = 1;
    std::size_t m_w2 = 1;
    std::vector<double> m_cur, m_next;
    std::vector<Point> m_points, m_reached; ///< oneDraw: the cells of m_cur, of m_next
    std::size_t m_count = 0;                ///< cells listed in m_points
    DrawOdds m_first;
    std::vector<DrawOdds> m_second; ///< per first-draw count x
};

/// NeedDp for the plain multivariate hypergeometric sum's shape: one option whose requirements
/// count disjoint sets of cards (each category counts for one requirement), and one draw into
/// an empty hand. Every cell NeedDp keeps mass in then has the same progress (the categories
/// before have reached their K, a category short of it can never again), so the programme runs
/// on the cards placed alone, with no state tables: a category's count carries on from its K
/// up, and the last category with a K above zero absorbs what is left. It does NeedDp's
/// arithmetic in NeedDp's order (the same draw tables, the cells listed in the order they are
/// first reached, the same sums), so every answer is bit for bit NeedDp's.
class DisjointDp {
public:
    /// Whether the need has this shape; if it has, the programme is set up for it.
    bool set(const detail::CompiledNeed& need) {
        const auto reqs = static_cast<std::size_t>(need.requirements);
        if (need.optionMask.size() != 1 || need.optionMask[0] != (1u << reqs) - 1) return false;
        m_cats = need.categories.size();
        m_k.resize(m_cats);
        std::uint32_t counted = 0;
        for (std::size_t c = 0; c < m_cats; ++c) {
            const std::uint32_t sig = need.categories[c];
            if ((sig & (sig - 1)) != 0) return false; // counts for more than one
            counted |= sig;
            m_k[c] = need.k[static_cast<std::size_t>(std::countr_zero(sig))];
        }
        std::uint32_t unmet = 0; // the requirements not met by an empty hand
        for (std::size_t i = 0; i < reqs; ++i)
            if (need.k[i] > 0) unmet |= 1u << i;
        m_metAtStart = unmet == 0;
        m_never = (unmet & ~counted) != 0;
        m_last = 0;
        for (std::size_t c = 0; c < m_cats; ++c)
            if (m_k[c] > 0) m_last = c;
        return true;
    }

    /// The chance that `r` cards drawn from `a` (per category, the last entry being the cards
    /// that count for nothing) meet the need: NeedDp::run with an empty start and no second draw.
    double run(const int* a, int r) {
        if (m_metAtStart) return 1.0;
        if (m_never) return 0.0;
        const auto size = static_cast<std::size_t>(r) + 1;
        // The tables are all zeros between runs: each pass clears the cells it reads.
        if (m_cur.size() < size) {
            m_cur.resize(size, 0.0);
            m_next.resize(size, 0.0);
            m_points.resize(size);
            m_reached.resize(size);
        }
        m_cur[0] = 1.0;
        m_points[0] = 0;
        std::size_t count = 1;
        int restA = 0;
        for (std::size_t c = 0; c <= m_cats; ++c)
            restA += a[c];
        for (std::size_t c = 0; c < m_last; ++c) {
            m_odds.fill(a[c], restA - a[c], r);
            const int k = m_k[c];
            std::size_t reached = 0;
            for (std::size_t i = 0; i < count; ++i) {
                const int s1 = m_points[i];
                double& cell = m_cur[static_cast<std::size_t>(s1)];
                const double mass = cell;
                cell = 0;
                const int m = r - s1;
                const double* p = m_odds.row(m);
                // Fewer than K of this category: no later card can make up for it.
                for (int x = k; x <= std::min(m, a[c]); ++x) {
                    const double q = mass * p[x];
                    if (q == 0) continue;
                    double& to = m_next[static_cast<std::size_t>(s1 + x)];
                    m_reached[reached] = s1 + x;
                    reached += to == 0 ? 1 : 0;
                    to += q;
                }
            }
            std::swap(m_cur, m_next);
            std::swap(m_points, m_reached);
            count = reached;
            restA -= a[c];
        }
        // The last category a K is asked of: K or more of it meets the need. Capped at K, as
        // NeedDp's, when it is the last category of all.
        const std::size_t c = m_last;
        if (c + 1 == m_cats)
            m_odds.fill(a[c], restA - a[c], r, m_k[c]);
        else
            m_odds.fill(a[c], restA - a[c], r);
        double absorbed = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const int s1 = m_points[i];
            double& cell = m_cur[static_cast<std::size_t>(s1)];
            absorbed += cell * m_odds.atLeast(r - s1, m_k[c]);
            cell = 0;
        }
        return std::min(1.0, absorbed);
    }

private:
    std::size_t m_cats = 0;
    std::vector<int> m_k; ///< per category: its requirement's K
    bool m_metAtStart = false;
    bool m_never = false;              ///< a requirement no card counts for
    std::size_t m_last = 0;            ///< the last category whose K is above zero
    std::vector<double> m_cur, m_next; ///< mass by cards placed
    std::vector<int> m_points, m_reached;
    DrawOdds m_odds;
};

/// What exact answers work in: one per thread, kept from question to question, so that a
/// question allocates nothing once questions of its size have been asked on the thread.
struct ExactWorkspace {
    detail::CompiledNeed need;
    NeedStates states;
    NeedDp dp;
    DisjointDp disjoint;
    std::vector<DrawOdds> opening; ///< per category: its count in the opening hand
    std::vector<int> lib, zero, hand, kept, left, back;
};

ExactWorkspace& exactWorkspace() {
    thread_local ExactWorkspace w;
    return w;
}

/// As many mulligans as the simulation takes when the game allows any number.
constexpr int kMostMulligans = 100;

/// The game's condition (Pokémon: a Basic Pokémon in the hand) takes a whole-hand mulligan,
/// shuffled back, until the hand meets it or the game's limit is reached. Each try is a fresh
/// hand from the whole library; a kept hand is one of `size` cards with a card meeting the
/// condition (C), so P(need | C) = (P(need) - P(no C) P(need | no C)) / (1 - P(no C)), where a
/// hand without C is `size` cards from the library's other cards and the later draws come from
/// what is left of all of them — the programme's two draws. The workspace holds the need's
/// library by category (lib) and its states.
double forcedMulligans(ExactWorkspace& w, const GoldfishDeck& deck, const GoldfishDeck::Step& m,
                       const Schedule& sch, int times) {
    const std::size_t cats = w.need.categories.size();
    auto& other = w.left; // per category: cards without C
    auto& meets = w.back; // per category: cards with C
    other.assign(cats + 1, 0);
    meets.assign(cats + 1, 0);
    int withC = 0;
    for (std::size_t k = 0; k < deck.kinds().size(); ++k) {
        const int c = w.need.kindCategory[k];
        const auto i = c < 0 ? cats : static_cast<std::size_t>(c);
        const int copies = deck.kinds()[k].copies;
        (m.until[k] ? meets : other)[i] += copies;
        if (m.until[k]) withC += copies;
    }
    const int all = deck.librarySize();
    const std::size_t width = cats + 1;
    w.zero.assign(width, 0);
    auto noC = [&](int size) { // P(a hand of `size` cards holds no card meeting C)
        double p = 1;
        for (int i = 0; i < size; ++i)
            p *= all - i > 0 ? static_cast<double>(std::max(0, all - withC - i)) / (all - i) : 0;
        return p;
    };
    // The chance of the need by the turn asked with a kept hand of `size`, `later` cards after.
    auto kept = [&](int size, int later) {
        const double any =
            w.dp.run(w.states, w.zero.data(), w.lib.data(), size + later, w.zero.data(), 0);
        const double miss = noC(size);
        if (miss <= 0) return any;
        const double without =
            w.dp.run(w.states, w.zero.data(), other.data(), size, meets.data(), later);
        return std::clamp((any - miss * without) / (1 - miss), 0.0, 1.0);
    };
    double p = 0, reach = 1;
    for (int t = 0; t <= times && reach > 0; ++t) {
        const int size = t == 0 ? sch.opening : m.redraw;
        const int later = t == 0 ? sch.laterKeep : sch.laterMulligan;
        if (t == times) { // the game's limit: this hand is kept whatever it holds
            p += reach *
                 w.dp.run(w.states, w.zero.data(), w.lib.data(), size + later, w.zero.data(), 0);
            break;
        }
        const double miss = noC(size);
        p += reach * (1 - miss) * kept(size, later);
        reach *= miss;
    }
    return std::min(1.0, p);
}

/// London mulligans, asked about the hand kept: a try draws `size` cards (the opening hand,
/// then the mulligan's draw) and meets the need when the cards the keep policy keeps for it
/// fit in the hand once one card per mulligan taken (after the free ones) is on the bottom.
/// Tries are independent (the hand is shuffled back); the last allowed is kept. Empty when
/// the hands the need tells apart are too many to list.
std::optional<double> londonOpening(ExactWorkspace& w, const GoldfishDeck::Step& m, int opening,
                                    int times) {
    const auto& need = w.need;
    const std::size_t cats = need.categories.size();
    const auto& lib = w.lib;
    auto& h = w.hand;
    auto& kept = w.kept;
    h.assign(cats + 1, 0);
    kept.assign(cats + 1, 0);
    if (w.opening.size() < cats) w.opening.resize(cats);
    // P(a hand of `size` cards meets the need keeping at most `room` cards for it).
    auto fits = [&](int size, int room) -> std::optional<double> {
        long long hands = 1;
        for (std::size_t c = 0; c < cats; ++c)
            hands *= std::min(lib[c], size) + 1;
        if (hands > 20'000'000LL) return std::nullopt;
        int rest = lib[cats];
        for (std::size_t c = cats; c-- > 0;) {
            w.opening[c].fill(lib[c], rest, size);
            rest += lib[c];
        }
        double total = 0;
        auto visit = [&](auto&& self, std::size_t c, int used, double ph) -> void {
            if (c == cats) {
                h[cats] = size - used;
                if (!need.metCounts(h.data())) return;
                need.keep(h.data(), kept.data());
                int keptCount = 0;
                for (std::size_t i = 0; i < cats; ++i)
                    keptCount += kept[i];
                if (keptCount <= room) total += ph;
                return;
            }
            const double* p = w.opening[c].row(size - used);
            for (int x = 0; x <= std::min(lib[c], size - used); ++x) {
                if (p[x] == 0) continue;
                h[c] = x;
                self(self, c + 1, used + x, ph * p[x]);
            }
            h[c] = 0;
        };
        visit(visit, 0, 0, 1.0);
        return std::min(1.0, total);
    };
    double p = 0, fail = 1;
    for (int t = 0; t <= times && fail > 0; ++t) {
        const int size = t == 0 ? opening : m.redraw;
        const int bottom = std::min(size, std::max(0, t - m.freeMulligans));
        const auto s = fits(size, size - bottom);
        if (!s) return std::nullopt;
        p += fail * *s;
        fail *= 1 - *s;
    }
    return std::min(1.0, p);
}

} // namespace

namespace {

/// Per library, the cards drawn from it from the start to the check of turn T (several
/// libraries play only draws and cards leaving the hand; schedule() has judged the latter).
std::vector<int> libraryDraws(const GoldfishDeck& deck, const Question& q) {
    std::vector<int> n(deck.librarySizes().size(), 0);
    auto add = [&](const GoldfishDeck::Step& s, bool first) {
        if (s.kind == SK::Draw) n[static_cast<std::size_t>(s.library)] += s.countFor(q.play, first);
    };
    for (const auto& s : deck.setupSteps())
        add(s, true);
    for (int t = 1; t <= q.byTurn; ++t)
        for (const auto& s : deck.turnSteps()) {
            if (t == q.byTurn && (s.kind == SK::Charge || s.kind == SK::Spend ||
                                  s.kind == SK::Place || s.kind == SK::HandLimit))
                break;
            add(s, t == 1);
        }
    return n;
}

/// Several libraries (Sorcery's Spellbook and Atlas): each is shuffled and drawn on its own, so
/// when every requirement counts the cards of one library only, the need is met when each
/// library's requirements are, and the chance is the product of one draw per library: the
/// programme run on that library's categories, the others' requirements taken as met.
void severalLibraries(ExactWorkspace& w, const GoldfishDeck& deck, const Question& q,
                      ExactAnswer& out) {
    const auto& need = w.need;
    const std::size_t cats = need.categories.size();
    const std::size_t libs = deck.librarySizes().size();
    if (need.optionMask.size() > 1) {
        out.why = i18n::tr("a need with several options over several libraries is simulated");
        return;
    }
    // Per category, its library; -1 while it has no cards, -2 when it has cards in two.
    std::vector<int> home(cats, -1);
    std::vector<std::vector<int>> from(libs, std::vector<int>(cats + 1, 0));
    for (std::size_t k = 0; k < deck.kinds().size(); ++k) {
        const auto& kind = deck.kinds()[k];
        const int c = need.kindCategory[k];
        const auto l = static_cast<std::size_t>(kind.library);
        from[l][c < 0 ? cats : static_cast<std::size_t>(c)] += kind.copies;
        if (c < 0) continue;
        int& h = home[static_cast<std::size_t>(c)];
        h = h == -1 || h == kind.library ? kind.library : -2;
    }
    // A requirement fed by two libraries ties them together.
    for (int r = 0; r < need.requirements; ++r) {
        int lib = -1;
        for (std::size_t c = 0; c < cats; ++c) {
            if (!(need.categories[c] & (1u << r))) continue;
            if (home[c] == -2 || (lib >= 0 && home[c] != lib)) {
                out.why =
                    i18n::tr("a requirement counts cards of several libraries (name the library in "
                             "it for an exact answer)");
                return;
            }
            lib = home[c];
        }
    }
    const std::vector<int> n = libraryDraws(deck, q);
    w.states.build(need);
    w.dp.setCategories(cats);
    auto& start = w.hand;
    double p = 1.0;
    for (std::size_t l = 0; l < libs && p > 0; ++l) {
        if (n[l] > deck.librarySizes()[l]) {
            // TRANSLATORS: {} is a library of the game's pack ("Energy deck").
            out.why = i18n::trf("the {} may run out before that turn",
                                deck.procedure().libraries[l].name);
            return;
        }
        start.assign(cats + 1, 0);
        for (std::size_t c = 0; c < cats; ++c)
            if (home[c] != static_cast<int>(l))
                start[c] = 1 << 20; // any count: its requirements are full
        p *= w.dp.run(w.states, start.data(), from[l].data(), n[l], w.zero.data(), 0);
    }
    out.p = p;
}

} // namespace

namespace {

/// The cards of hand `h` a partial mulligan replaces (into `back`, per category) when `kept`
/// serve the need; with a maximum, the cards that count for nothing go first, then the later
/// categories' spares, and the cards beyond it stay in the hand (added to `kept`). Returns how
/// many go. For a need of one option the spares that stay count for requirements already met,
/// so which ones stay does not change the answer.
int capMulligan(const std::vector<int>& h, std::vector<int>& kept, std::vector<int>& back,
                int maxCards) {
    const std::size_t width = h.size();
    int going = 0;
    for (std::size_t i = 0; i < width; ++i) {
        back[i] = h[i] - kept[i];
        going += back[i];
    }
    if (maxCards <= 0 || going <= maxCards) return going;
    int stay = going - maxCards;
    // Stay from the categories first (last to go), the cards counting for nothing last.
    for (std::size_t i = 0; i + 1 < width && stay > 0; ++i) {
        const int x = std::min(stay, back[i]);
        back[i] -= x;
        kept[i] += x;
        stay -= x;
    }
    if (stay > 0) {
        back[width - 1] -= stay;
        kept[width - 1] += stay;
    }
    return maxCards;
}

} // namespace

ExactAnswer exactAnswer(const GoldfishDeck& deck, const Question& q) {
    ExactAnswer out;
    if (q.need.empty()) {
        out.why = i18n::tr("no need was given");
        return out;
    }
    const Schedule sch = schedule(deck, q);
    if (!sch.why.empty()) {
        out.why = sch.why;
        return out;
    }
    ExactWorkspace& w = exactWorkspace();
    detail::compileCategories(deck, q.need, w.need);
    const auto& need = w.need;
    const std::size_t cats = need.categories.size();
    // Library by category; the last entry counts for nothing.
    auto& lib = w.lib;
    lib = need.library;
    auto& zero = w.zero;
    zero.assign(cats + 1, 0);
    if (deck.librarySizes().size() > 1) {
        severalLibraries(w, deck, q, out);
        return out;
    }
    const int n0 = sch.opening;
    // A question that only ever draws into an empty hand (no mulligan, or a Re-Draw that
    // shuffles the hand back) with a need of the plain sum's shape skips the state tables.
    const auto* mull = sch.mulligan;
    const bool onlyFresh = !mull || (mull->until.empty() &&
                                     mull->mulligan == MulliganKind::Redraw && !mull->removeHand);
    const bool disjoint = onlyFresh && w.disjoint.set(need);
    if (!disjoint) {
        w.states.build(need);
        w.dp.setCategories(cats);
    }
    auto draw = [&](const std::vector<int>& start, const std::vector<int>& from, int r) {
        return w.dp.run(w.states, start.data(), from.data(), r, zero.data(), 0);
    };
    auto fresh = [&](int r) {
        return disjoint ? w.disjoint.run(lib.data(), r) : draw(zero, lib, r);
    };

    if (!sch.mulligan) {
        out.p = fresh(n0 + sch.laterKeep);
        return out;
    }

    const auto& m = *sch.mulligan;
    // Mulligans taken while the hand fails (the need, or the game's condition): as many as the
    // game allows, "any" being as many as the simulation takes.
    const int times = m.times == 0 ? kMostMulligans : m.times;
    if (!m.until.empty()) {
        out.p = forcedMulligans(w, deck, m, sch, times);
        return out;
    }
    if (m.mulligan == MulliganKind::London) {
        if (q.byTurn > 0) {
            out.why =
                i18n::tr("after a London mulligan, what later turns draw depends on which cards "
                         "went to the bottom");
            return out;
        }
        out.p = londonOpening(w, m, n0, times);
        if (!out.p)
            out.why = i18n::tr("the need tells too many kinds of card apart for an exact answer "
                               "with a mulligan");
        return out;
    }
    const bool again = m.mulligan == MulliganKind::Redraw && !m.removeHand;
    if (m.maxCards > 0 && need.optionMask.size() > 1) {
        out.why = i18n::tr(
            "which cards a capped mulligan keeps for a need with several options is a play "
            "decision");
        return out;
    }
    // Cards set aside and put on the bottom without a shuffle are out of reach: a discard.
    const bool reshuffled = m.mulligan == MulliganKind::PartialBottom && m.shuffle;
    if (times != 1 && !again) {
        out.why =
            i18n::tr("a mulligan taken more than once that keeps or removes cards depends on every "
                     "hand before it");
        return out;
    }

    // Budget: every opening hand the need tells apart, each with a small table of states.
    // One table pass: categories x (first draws + 1)^2 x (second draws + 1)^2 x states.
    const long long first = reshuffled ? n0 : n0 + sch.laterMulligan + m.redraw;
    const long long second = reshuffled ? sch.laterMulligan : 0;
    const long long perHand = again ? 1
                                    : static_cast<long long>(cats) * w.states.count() *
                                          (first + 1) * (first + 1) * (second + 1) * (second + 1);
    long long hands = 1;
    for (std::size_t c = 0; c < cats; ++c)
        hands *= std::min(lib[c], n0) + 1;
    if (hands * std::max(1LL, perHand) > 400'000'000LL) {
        out.why = i18n::tr(
            "the need tells too many kinds of card apart for an exact answer with a mulligan");
        return out;
    }

    // A hand that meets the need is kept and stays met. A Re-Draw that shuffles the hand back
    // is another, independent try from the whole library; the last one allowed is kept
    // whatever it holds, and may still draw into the need.
    if (again) {
        const double kept = fresh(n0);
        const double redrawn = times > 1 ? fresh(m.redraw) : 0.0;
        double p = kept, fail = 1 - kept;
        for (int t = 1; t < times; ++t) {
            p += fail * redrawn;
            fail *= 1 - redrawn;
        }
        out.p = std::min(1.0, p + fail * fresh(m.redraw + sch.laterMulligan));
        return out;
    }

    // Every other mulligan depends on the hand it replaces: every opening hand by category
    // counts that fails the need, with its chance (category by category, each count
    // hypergeometric given the cards placed before it).
    if (w.opening.size() < cats) w.opening.resize(cats);
    int rest = lib[cats];
    for (std::size_t c = cats; c-- > 0;) {
        w.opening[c].fill(lib[c], rest, n0);
        rest += lib[c];
    }
    auto& h = w.hand;
    auto& kept = w.kept;
    auto& left = w.left;
    auto& back = w.back;
    h.assign(cats + 1, 0);
    kept.assign(cats + 1, 0);
    left.assign(cats + 1, 0);
    back.assign(cats + 1, 0);
    double total = 0;
    auto failed = [&](double ph) {
        for (std::size_t i = 0; i <= cats; ++i)
            left[i] = lib[i] - h[i];
        double p = 0;
        if (m.mulligan == MulliganKind::Redraw) {
            p = draw(zero, left, m.redraw + sch.laterMulligan);
        } else if (m.mulligan == MulliganKind::PartialDiscard ||
                   m.mulligan == MulliganKind::PartialBottom) {
            need.keep(h.data(), kept.data());
            kept[cats] = 0;
            const int replace = capMulligan(h, kept, back, m.maxCards);
            if (!reshuffled)
                p = draw(kept, left, replace + sch.laterMulligan);
            else
                p = w.dp.run(w.states, kept.data(), left.data(), replace, back.data(),
                             sch.laterMulligan);
        }
        total += ph * p;
    };
    // Category c gets x of the n0 - used cards still to place; state st is the hand's progress.
    auto visit = [&](auto&& self, std::size_t c, int used, int st, double ph) -> void {
        if (c == cats) {
            h[cats] = n0 - used;
            if (w.states.met(st))
                total += ph; // a need no card counts for
            else
                failed(ph);
            return;
        }
        const int toPlace = n0 - used;
        const int meet = w.states.toMeet(c, st);
        total += ph * w.opening[c].atLeast(toPlace, meet);
        const double* p = w.opening[c].row(toPlace);
        for (int x = 0; x <= std::min({lib[c], toPlace, meet - 1}); ++x) {
            if (p[x] == 0) continue;
            h[c] = x;
            self(self, c + 1, used + x, w.states.advance(c, st, x), ph * p[x]);
        }
        h[c] = 0;
    };
    visit(visit, 0, 0, 0, 1.0);
    out.p = std::min(1.0, total);
    return out;
}

// ---------------------------------------------------------------------------------------
// Link costs

namespace {

// Byte offset -> 1-based column in characters (UTF-8 continuation bytes do not count).
int columnAt(std::string_view text, std::size_t offset) {
    int col = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++col;
    return col;
}

// Keywords of the cost grammar ("Link", "sigma"), in any ASCII case.
bool startsWithFolded(std::string_view text, std::size_t at, std::string_view word) {
    return at <= text.size() && iequals(text.substr(at, word.size()), word);
}

} // namespace

int FramedCost::slots() const {
    return std::accumulate(symbol.begin(), symbol.end(), any);
}

int FramedCards::total() const {
    return std::accumulate(byMask.begin(), byMask.end(), 0);
}

std::string CostFrames::describe(unsigned mask) const {
    std::string out;
    for (std::size_t i = 0; i < symbols.size(); ++i)
        if (mask & (1u << i)) out += (out.empty() ? "" : "+") + symbols[i];
    // TRANSLATORS: a card with none of the game's Link frames.
    return out.empty() ? std::string(i18n::tr("no frame")) : out;
}

Result<FramedCost> parseFramedCost(std::string_view text, const CostFrames& frames) {
    Result<FramedCost> out;
    out.value.text = std::string(text);
    out.value.symbol.assign(frames.symbols.size(), 0);
    std::size_t i = 0;
    auto fail = [&](std::size_t at, std::string message) {
        out.errors.push_back({{"", 1, columnAt(text, at)}, std::move(message)});
        return out;
    };
    auto spaces = [&] {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
    };
    auto expect = [&](char c) {
        spaces();
        if (i >= text.size() || text[i] != c) return false;
        ++i;
        return true;
    };
    auto number = [&](int& value) {
        spaces();
        const std::size_t from = i;
        long long v = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && v < 1000)
            v = v * 10 + (text[i++] - '0');
        value = static_cast<int>(v);
        return i > from;
    };
    const std::string& key = frames.keyword;
    std::string example = "<" + key + "8>{(1)";
    for (const auto& sym : frames.symbols)
        example += "(" + sym + ")";
    example += "}";
    // "a number, Σ or Ω"
    std::vector<std::string> kinds{i18n::tr("a number")};
    kinds.insert(kinds.end(), frames.symbols.begin(), frames.symbols.end());
    const std::string slotKinds = orList(kinds);
    // TRANSLATORS: the cost's keyword ("Link"), then an example of a whole cost.
    if (!expect('<'))
        return fail(i, i18n::trf("a {0} cost starts with '<{0}', write it like {1}", key, example));
    spaces();
    if (!startsWithFolded(text, i, key))
        return fail(i, i18n::trf("expected '{}' after '<', write it like {}", key, example));
    i += key.size();
    const std::size_t millAt = i;
    if (!number(out.value.mill) || out.value.mill < 1)
        return fail(millAt,
                    i18n::trf("expected the number of cards to mill after '{}' (1 or more)", key));
    if (!expect('>')) return fail(i, i18n::tr("expected '>' after the number of cards to mill"));
    if (!expect('{'))
        return fail(i, i18n::trf("expected '{{' and the slots, write it like {}", example));
    // The longest spelling first, so that "Sigma" is not read as "S" and "igma".
    std::vector<std::pair<std::string, std::size_t>> spellings;
    for (std::size_t k = 0; k < frames.symbols.size(); ++k) {
        spellings.emplace_back(frames.symbols[k], k);
        if (k < frames.aliases.size())
            for (const auto& a : frames.aliases[k])
                spellings.emplace_back(a, k);
    }
    std::stable_sort(spellings.begin(), spellings.end(),
                     [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    for (;;) {
        spaces();
        if (i < text.size() && text[i] == '}') {
            ++i;
            break;
        }
        if (i >= text.size()) return fail(i, i18n::tr("the cost is not closed with '}'"));
        if (text[i] != '(')
            return fail(i, i18n::tr("expected '(' to open a slot, or '}' to end the cost"));
        ++i;
        spaces();
        const std::size_t slotAt = i;
        int n = 0;
        if (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            number(n);
            if (n < 1) return fail(slotAt, i18n::tr("a number slot needs at least 1 card"));
            out.value.any += n;
        } else {
            const auto hit = std::find_if(spellings.begin(), spellings.end(), [&](const auto& sp) {
                return !sp.first.empty() && (text.compare(i, sp.first.size(), sp.first) == 0 ||
                                             startsWithFolded(text, i, sp.first));
            });
            // TRANSLATORS: {} is "a number, Σ or Ω".
            if (hit == spellings.end())
                return fail(slotAt, i18n::trf("a slot holds {}", slotKinds));
            i += hit->first.size();
            ++out.value.symbol[hit->second];
        }
        if (!expect(')')) return fail(i, i18n::tr("expected ')' to close the slot"));
    }
    spaces();
    if (i < text.size()) return fail(i, i18n::tr("unexpected text after the cost's '}'"));
    if (out.value.slots() == 0)
        return fail(text.size(), i18n::trf("a {} cost needs at least one slot", key));
    return out;
}

int framedPayments(const FramedCost& cost, const FramedCards& m) {
    if (cost.slots() == 0) return 0;
    const std::size_t symbols = cost.symbol.size();
    const unsigned sets = 1u << symbols;
    // Hall's condition, per payment count t: every set S of symbols has at least t times its
    // slots among the cards framed with one of S, and the framed cards fill every slot.
    auto feasible = [&](int t) {
        int framed = 0;
        for (std::size_t mask = 1; mask < m.byMask.size(); ++mask)
            framed += m.byMask[mask];
        if (framed < t * cost.slots()) return false;
        for (unsigned set = 1; set < sets; ++set) {
            int want = 0;
            for (std::size_t k = 0; k < symbols; ++k)
                if (set & (1u << k)) want += cost.symbol[k];
            if (want == 0) continue;
            int have = 0;
            for (std::size_t mask = 1; mask < m.byMask.size(); ++mask)
                if (mask & set) have += m.byMask[mask];
            if (have < t * want) return false;
        }
        return true;
    };
    int t = 0;
    while (feasible(t + 1))
        ++t;
    return t;
}

std::vector<double> framedOdds(const FramedCost& cost, const FramedCards& lib) {
    const int N = lib.total();
    const int mill = std::min(cost.mill, N);
    const LogFactorials lf(N + 1);
    const double all = lf.logChoose(N, mill);
    std::vector<double> exactly(static_cast<std::size_t>(mill) + 2, 0.0);
    // Every way the milled cards split over the frame sets the library holds.
    std::vector<std::size_t> present;
    for (std::size_t mask = 0; mask < lib.byMask.size(); ++mask)
        if (lib.byMask[mask] > 0) present.push_back(mask);
    FramedCards milled;
    milled.byMask.assign(lib.byMask.size(), 0);
    auto visit = [&](auto&& self, std::size_t i, int left, double logWays) -> void {
        if (i + 1 >= present.size()) {
            if (!present.empty()) {
                const std::size_t mask = present.back();
                if (left > lib.byMask[mask]) return;
                milled.byMask[mask] = left;
                logWays += lf.logChoose(lib.byMask[mask], left);
            } else if (left > 0) {
                return;
            }
            exactly[static_cast<std::size_t>(framedPayments(cost, milled))] +=
                std::exp(logWays - all);
            if (!present.empty()) milled.byMask[present.back()] = 0;
            return;
        }
        const std::size_t mask = present[i];
        for (int x = 0; x <= std::min(lib.byMask[mask], left); ++x) {
            milled.byMask[mask] = x;
            self(self, i + 1, left - x, logWays + lf.logChoose(lib.byMask[mask], x));
        }
        milled.byMask[mask] = 0;
    };
    visit(visit, 0, mill, 0.0);
    std::vector<double> atLeast;
    double tail = 0;
    for (std::size_t t = exactly.size(); t-- > 1;) {
        tail += exactly[t];
        atLeast.insert(atLeast.begin(), std::min(1.0, tail));
    }
    while (atLeast.size() > 1 && atLeast.back() <= 0)
        atLeast.pop_back();
    return atLeast;
}

FramedCards framedLibrary(const GoldfishDeck& deck) {
    const auto& frames = deck.procedure().frames;
    FramedCards m;
    m.byMask.assign(std::size_t{1} << frames.symbols.size(), 0);
    const int index = frames.field.empty() ? -1 : deck.game().fieldIndex(frames.field);
    for (const auto& k : deck.kinds()) {
        unsigned mask = 0;
        if (index >= 0) {
            const std::string& v = k.printing->values[static_cast<std::size_t>(index)];
            for (std::size_t s = 0; s < frames.symbols.size(); ++s)
                if (v.find(frames.symbols[s]) != std::string::npos) mask |= 1u << s;
        }
        m.byMask[mask] += k.copies;
    }
    return m;
}

} // namespace deckhand::core
