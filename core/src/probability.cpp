#include "deckhand/core/probability.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/text.hpp"
#include "goldfish_need.hpp"

#include <algorithm>
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
        if (n > worstDeck && why.empty()) why = "the deck may run out before that turn";
        worstDeck -= std::min(n, worstDeck);
        hand += n;
        later += n;
    }

    void takes(int n) {
        if (n > 0 && q.zone == NeedZone::Hand && why.empty())
            why = "cards leave the hand before the check (which ones is a play decision); ask "
                  "about cards seen "
                  "(--seen) for an exact answer";
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
                why = "how many cards are drawn depends on which cards were placed";
            draw(std::max(0, n - hand));
            break;
        case SK::MoveTop: {
            int& z = zones[s.zone];
            int k = n;
            if (s.cap) k = std::min(k, std::max(0, *s.cap - z));
            if (k > worstDeck && why.empty()) why = "the deck may run out before that turn";
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
                why = "cards leave the hand before the check (which ones is a play decision); ask "
                      "about cards seen "
                      "(--seen) for an exact answer";
            handKnown = false;
            break;
        case SK::HandLimit:
            if (!handKnown) {
                if (q.zone == NeedZone::Hand && why.empty())
                    why = "cards leave the hand before the check (which ones is a play decision)";
            } else if (hand > n) {
                takes(hand - n);
            }
            break;
        case SK::Deal:
        case SK::BuildQueue:
            if (why.empty())
                why = "what reaches the HQ depends on the deal, the flips and the shifts";
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
            out.why = "what reaches the HQ depends on the deal, the flips and the shifts";
            return out;
        }
        if (s.kind == SK::Charge || s.kind == SK::Spend || s.kind == SK::Place ||
            s.kind == SK::HandLimit) {
            out.why = "the opening hand is not a plain draw";
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
    if (!q.mulligan || !out.mulligan || out.mulligan->mulligan == MulliganKind::None)
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
            if (!m.removeHand) mull.worstDeck += pre.hand;
            mull.hand = 0;
            mull.draw(m.redraw);
            mull.later = 0;
            break;
        case MulliganKind::PartialDiscard:
            mull.worstDeck -= std::min(pre.hand, mull.worstDeck);
            if (pre.hand > pre.worstDeck) mull.why = "the deck may run out before that turn";
            break;
        case MulliganKind::PartialBottom:
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

/// The chance that a hand already holding `start` (per category) meets the need after
/// drawing `r` cards from `a` and then `d` more from what is left of `a` plus `b`
/// (per category, the last entry being the cards that count for nothing).
class NeedDp {
public:
    NeedDp(const detail::CompiledNeed& need, const LogFactorials& lf) : m_need(need), m_lf(lf) {
        m_radix.resize(static_cast<std::size_t>(need.requirements));
        m_states = 1;
        for (int i = 0; i < need.requirements; ++i) {
            m_radix[static_cast<std::size_t>(i)] = m_states;
            m_states *= need.k[static_cast<std::size_t>(i)] + 1;
        }
        m_success.resize(static_cast<std::size_t>(m_states));
        std::vector<int> prog(static_cast<std::size_t>(need.requirements));
        for (int s = 0; s < m_states; ++s) {
            decode(s, prog);
            bool any = false;
            for (const auto mask : need.optionMask) {
                bool all = true;
                for (int i = 0; i < need.requirements && all; ++i)
                    if ((mask & (1u << i)) &&
                        prog[static_cast<std::size_t>(i)] < need.k[static_cast<std::size_t>(i)])
                        all = false;
                any = any || all;
            }
            m_success[static_cast<std::size_t>(s)] = any ? 1 : 0;
        }
        // For each category and count c: the state reached from each state.
        const std::size_t cats = need.categories.size();
        m_stepTable.resize(cats);
        for (std::size_t c = 0; c < cats; ++c) {
            int maxAdd = 0;
            for (int i = 0; i < need.requirements; ++i)
                if (need.categories[c] & (1u << i))
                    maxAdd = std::max(maxAdd, need.k[static_cast<std::size_t>(i)]);
            m_maxAdd.push_back(maxAdd);
            auto& table = m_stepTable[c];
            table.resize(static_cast<std::size_t>((maxAdd + 1) * m_states));
            for (int s = 0; s < m_states; ++s) {
                for (int add = 0; add <= maxAdd; ++add) {
                    decode(s, prog);
                    for (int i = 0; i < need.requirements; ++i)
                        if (need.categories[c] & (1u << i))
                            prog[static_cast<std::size_t>(i)] =
                                std::min(prog[static_cast<std::size_t>(i)] + add,
                                         need.k[static_cast<std::size_t>(i)]);
                    table[static_cast<std::size_t>(add * m_states + s)] = encode(prog);
                }
            }
        }
    }

    [[nodiscard]] long long statesPerPoint() const { return m_states; }

    double run(const std::vector<int>& start, const std::vector<int>& a, int r,
               const std::vector<int>& b, int d) {
        const std::size_t cats = m_need.categories.size();
        int s0 = 0;
        for (std::size_t c = 0; c < cats; ++c)
            s0 = advance(c, s0, start[c]);
        if (m_success[static_cast<std::size_t>(s0)]) return 1.0;
        const int w1 = r + 1, w2 = d + 1;
        const std::size_t size = static_cast<std::size_t>(w1) * static_cast<std::size_t>(w2) *
                                 static_cast<std::size_t>(m_states);
        m_cur.assign(size, 0.0);
        m_next.assign(size, 0.0);
        auto at = [&](int s1, int s2, int st) {
            return (static_cast<std::size_t>(s1) * static_cast<std::size_t>(w2) +
                    static_cast<std::size_t>(s2)) *
                       static_cast<std::size_t>(m_states) +
                   static_cast<std::size_t>(st);
        };
        m_cur[at(0, 0, s0)] = 1.0;
        double absorbed = 0;
        // Populations of the categories from c on (the last entry of a and b counts for nothing).
        int restA = 0, restAB = 0;
        for (std::size_t c = 0; c < a.size(); ++c) {
            restA += a[c];
            restAB += a[c] + b[c];
        }
        for (std::size_t c = 0; c < cats; ++c) {
            std::fill(m_next.begin(), m_next.end(), 0.0);
            const int ac = a[c], bc = b[c];
            for (int s1 = 0; s1 <= r; ++s1) {
                for (int s2 = 0; s2 <= d; ++s2) {
                    for (int st = 0; st < m_states; ++st) {
                        const double mass = m_cur[at(s1, s2, st)];
                        if (mass == 0) continue;
                        const double l1 = m_lf.logChoose(restA, r - s1);
                        for (int x = 0; x <= std::min(ac, r - s1); ++x) {
                            const double p1 = std::exp(m_lf.logChoose(ac, x) +
                                                       m_lf.logChoose(restA - ac, r - s1 - x) - l1);
                            if (p1 == 0) continue;
                            const int pop2 = ac - x + bc;
                            const int all2 = restAB - (r - s1);
                            const int rest2 = all2 - pop2;
                            const double l2 = m_lf.logChoose(all2, d - s2);
                            for (int y = 0; y <= std::min(pop2, d - s2); ++y) {
                                const double p2 =
                                    d == 0 ? 1.0
                                           : std::exp(m_lf.logChoose(pop2, y) +
                                                      m_lf.logChoose(rest2, d - s2 - y) - l2);
                                if (p2 == 0) continue;
                                const int nst = advance(c, st, x + y);
                                const double m = mass * p1 * p2;
                                if (m_success[static_cast<std::size_t>(nst)])
                                    absorbed += m;
                                else
                                    m_next[at(s1 + x, s2 + y, nst)] += m;
                            }
                        }
                    }
                }
            }
            std::swap(m_cur, m_next);
            restA -= ac;
            restAB -= ac + bc;
        }
        return std::min(1.0, absorbed);
    }

private:
    void decode(int s, std::vector<int>& prog) const {
        for (int i = 0; i < m_need.requirements; ++i) {
            prog[static_cast<std::size_t>(i)] = s % (m_need.k[static_cast<std::size_t>(i)] + 1);
            s /= m_need.k[static_cast<std::size_t>(i)] + 1;
        }
    }
    int encode(const std::vector<int>& prog) const {
        int s = 0;
        for (int i = 0; i < m_need.requirements; ++i)
            s += prog[static_cast<std::size_t>(i)] * m_radix[static_cast<std::size_t>(i)];
        return s;
    }
    int advance(std::size_t c, int state, int add) const {
        add = std::min(add, m_maxAdd[c]);
        return m_stepTable[c][static_cast<std::size_t>(add * m_states + state)];
    }

    const detail::CompiledNeed& m_need;
    const LogFactorials& m_lf;
    std::vector<int> m_radix;
    int m_states = 1;
    std::vector<char> m_success;
    std::vector<int> m_maxAdd;
    std::vector<std::vector<int>> m_stepTable;
    std::vector<double> m_cur, m_next;
};

} // namespace

ExactAnswer exactAnswer(const GoldfishDeck& deck, const Question& q) {
    ExactAnswer out;
    if (q.need.empty()) {
        out.why = "no need was given";
        return out;
    }
    const Schedule sch = schedule(deck, q);
    if (!sch.why.empty()) {
        out.why = sch.why;
        return out;
    }
    const auto need = detail::compileNeed(deck, q.need);
    const std::size_t cats = need.categories.size();
    // Library by category; the last entry counts for nothing.
    std::vector<int> lib(cats + 1, 0);
    for (std::size_t k = 0; k < deck.kinds().size(); ++k) {
        const int c = need.kindCategory[k];
        lib[c < 0 ? cats : static_cast<std::size_t>(c)] += deck.kinds()[k].copies;
    }
    const int N = deck.librarySize();
    const LogFactorials lf(N + 1);
    NeedDp dp(need, lf);
    const std::vector<int> zero(cats + 1, 0);
    const int n0 = sch.opening;

    if (!sch.mulligan) {
        out.p = dp.run(zero, lib, n0 + sch.laterKeep, zero, 0);
        return out;
    }

    // Budget: every opening hand the need tells apart, each with a small table of states.
    const auto& m = *sch.mulligan;
    // One table pass: categories x (first draws + 1)^2 x (second draws + 1)^2 x states.
    const long long first =
        m.mulligan == MulliganKind::PartialBottom ? n0 : n0 + sch.laterMulligan + m.redraw;
    const long long second = m.mulligan == MulliganKind::PartialBottom ? sch.laterMulligan : 0;
    const long long perHand = m.mulligan == MulliganKind::Redraw && !m.removeHand
                                  ? 1
                                  : static_cast<long long>(cats) * dp.statesPerPoint() *
                                        (first + 1) * (first + 1) * (second + 1) * (second + 1);
    long long hands = 1;
    for (std::size_t c = 0; c < cats; ++c)
        hands *= std::min(lib[c], n0) + 1;
    if (hands * std::max(1LL, perHand) > 400'000'000LL) {
        out.why = "the need tells too many kinds of card apart for an exact answer with a mulligan";
        return out;
    }

    double constantRedraw = -1;
    if (m.mulligan == MulliganKind::Redraw && !m.removeHand)
        constantRedraw = dp.run(zero, lib, m.redraw + sch.laterMulligan, zero, 0);

    double total = 0;
    std::vector<int> h(cats + 1, 0), kept(cats + 1, 0), a(cats + 1, 0), b(cats + 1, 0);
    const double logAll = lf.logChoose(N, n0);
    // Every opening hand by category counts, with its probability.
    auto visit = [&](auto&& self, std::size_t c, int used, double logWays) -> void {
        if (c == cats) {
            const int rest = n0 - used;
            if (rest > lib[cats]) return;
            h[cats] = rest;
            const double ph = std::exp(logWays + lf.logChoose(lib[cats], rest) - logAll);
            if (ph == 0) return;
            for (std::size_t i = 0; i <= cats; ++i)
                a[i] = lib[i] - h[i];
            if (need.metCounts(h.data())) {
                total += ph * dp.run(h, a, sch.laterKeep, zero, 0);
                return;
            }
            double p = 0;
            switch (m.mulligan) {
            case MulliganKind::Redraw:
                p = constantRedraw >= 0 ? constantRedraw
                                        : dp.run(zero, a, m.redraw + sch.laterMulligan, zero, 0);
                break;
            case MulliganKind::PartialDiscard:
            case MulliganKind::PartialBottom: {
                need.keep(h.data(), kept.data());
                kept[cats] = 0;
                int keptCount = 0;
                for (std::size_t i = 0; i < cats; ++i)
                    keptCount += kept[i];
                const int replace = n0 - keptCount;
                if (m.mulligan == MulliganKind::PartialDiscard) {
                    p = dp.run(kept, a, replace + sch.laterMulligan, zero, 0);
                } else {
                    for (std::size_t i = 0; i <= cats; ++i)
                        b[i] = h[i] - kept[i];
                    p = dp.run(kept, a, replace, b, sch.laterMulligan);
                }
                break;
            }
            case MulliganKind::None:
                p = 0;
                break;
            }
            total += ph * p;
            return;
        }
        for (int x = 0; x <= std::min(lib[c], n0 - used); ++x) {
            h[c] = x;
            self(self, c + 1, used + x, logWays + lf.logChoose(lib[c], x));
        }
        h[c] = 0;
    };
    visit(visit, 0, 0, 0.0);
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

Result<LinkCost> parseLinkCost(std::string_view text, const std::string& sigma,
                               const std::string& omega) {
    Result<LinkCost> out;
    out.value.text = std::string(text);
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
    const std::string example = "write it like <Link8>{(1)(\xCE\xA3)(\xCE\xA9)(\xCE\xA9)}";
    if (!expect('<')) return fail(i, "a Link cost starts with '<Link', " + example);
    spaces();
    if (!startsWithFolded(text, i, "link")) return fail(i, "expected 'Link' after '<', " + example);
    i += 4;
    const std::size_t millAt = i;
    if (!number(out.value.mill) || out.value.mill < 1)
        return fail(millAt, "expected the number of cards to mill after 'Link' (1 or more)");
    if (!expect('>')) return fail(i, "expected '>' after the number of cards to mill");
    if (!expect('{')) return fail(i, "expected '{' and the slots, " + example);
    for (;;) {
        spaces();
        if (i < text.size() && text[i] == '}') {
            ++i;
            break;
        }
        if (i >= text.size()) return fail(i, "the cost is not closed with '}'");
        if (text[i] != '(') return fail(i, "expected '(' to open a slot, or '}' to end the cost");
        ++i;
        spaces();
        const std::size_t slotAt = i;
        int n = 0;
        if (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            number(n);
            if (n < 1) return fail(slotAt, "a number slot needs at least 1 card");
            out.value.any += n;
        } else if (text.compare(i, sigma.size(), sigma) == 0) {
            i += sigma.size();
            ++out.value.sigma;
        } else if (text.compare(i, omega.size(), omega) == 0) {
            i += omega.size();
            ++out.value.omega;
        } else if (startsWithFolded(text, i, "sigma")) {
            i += 5;
            ++out.value.sigma;
        } else if (startsWithFolded(text, i, "omega")) {
            i += 5;
            ++out.value.omega;
        } else if (startsWithFolded(text, i, "s")) {
            i += 1;
            ++out.value.sigma;
        } else if (startsWithFolded(text, i, "o")) {
            i += 1;
            ++out.value.omega;
        } else {
            return fail(slotAt, fmt::format("a slot holds a number, {} or {}", sigma, omega));
        }
        if (!expect(')')) return fail(i, "expected ')' to close the slot");
    }
    spaces();
    if (i < text.size()) return fail(i, "unexpected text after the cost's '}'");
    if (out.value.slots() == 0) return fail(text.size(), "a Link cost needs at least one slot");
    return out;
}

int linkPayments(const LinkCost& cost, const LinkMill& m) {
    if (cost.slots() == 0) return 0;
    auto feasible = [&](int t) {
        const int framed = m.sigma + m.omega + m.both;
        return t * cost.sigma <= m.sigma + m.both && t * cost.omega <= m.omega + m.both &&
               t * (cost.sigma + cost.omega) <= framed && t * cost.slots() <= framed;
    };
    int t = 0;
    while (feasible(t + 1))
        ++t;
    return t;
}

std::vector<double> linkOdds(const LinkCost& cost, const LinkMill& lib) {
    const int N = lib.sigma + lib.omega + lib.both + lib.none;
    const int mill = std::min(cost.mill, N);
    const LogFactorials lf(N + 1);
    const double all = lf.logChoose(N, mill);
    std::vector<double> exactly(static_cast<std::size_t>(mill) + 2, 0.0);
    for (int s = 0; s <= std::min(lib.sigma, mill); ++s)
        for (int o = 0; o <= std::min(lib.omega, mill - s); ++o)
            for (int w = 0; w <= std::min(lib.both, mill - s - o); ++w) {
                const int f = mill - s - o - w;
                if (f > lib.none) continue;
                const double p =
                    std::exp(lf.logChoose(lib.sigma, s) + lf.logChoose(lib.omega, o) +
                             lf.logChoose(lib.both, w) + lf.logChoose(lib.none, f) - all);
                exactly[static_cast<std::size_t>(linkPayments(cost, {s, o, w, f}))] += p;
            }
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

LinkMill linkLibrary(const GoldfishDeck& deck) {
    LinkMill m;
    const auto& link = deck.procedure().link;
    const int index = link.field.empty() ? -1 : deck.game().fieldIndex(link.field);
    for (const auto& k : deck.kinds()) {
        if (index < 0) {
            m.none += k.copies;
            continue;
        }
        const std::string& v = k.printing->values[static_cast<std::size_t>(index)];
        const bool s = v.find(link.sigma) != std::string::npos;
        const bool o = v.find(link.omega) != std::string::npos;
        (s && o ? m.both : s ? m.sigma : o ? m.omega : m.none) += k.copies;
    }
    return m;
}

} // namespace deckhand::core
