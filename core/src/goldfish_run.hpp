// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// One goldfish game played by a deck's procedure. The same code runs the Monte Carlo trials
// (observer without text: nothing is built, nothing allocated per trial) and the sample
// game a player steps through (observer that records events), so the two cannot disagree.

#include "deckhand/core/card.hpp"
#include "deckhand/core/i18n.hpp"
#include "goldfish_need.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <functional>
#include <optional>
#include <pcg_random.hpp>
#include <string>
#include <vector>

namespace deckhand::core::detail {

/// A uniform integer in [0, range), range > 0 (Lemire's multiply-shift with rejection).
inline std::uint32_t bounded(pcg32& rng, std::uint32_t range) {
    std::uint64_t m = static_cast<std::uint64_t>(rng()) * range;
    auto low = static_cast<std::uint32_t>(m);
    if (low < range) {
        const std::uint32_t threshold = (0u - range) % range;
        while (low < threshold) {
            m = static_cast<std::uint64_t>(rng()) * range;
            low = static_cast<std::uint32_t>(m);
        }
    }
    return static_cast<std::uint32_t>(m >> 32);
}

/// SplitMix64's finaliser: spreads nearby seeds far apart.
inline std::uint64_t mix64(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/// The random stream of chunk `chunk` under a master seed: its own state and its own PCG
/// stream, so chunks are neither shifted copies nor correlated with each other.
inline pcg32 chunkStream(std::uint64_t seed, std::uint64_t chunk) {
    return pcg32(mix64(seed ^ mix64(chunk)), chunk);
}

/// Observer that records nothing: the simulation's.
struct Silent {
    static constexpr bool kText = false;
    void text(int, std::string) {}
    void deployed(int, int) {}
};

inline void addPacked(Packed& p, const Packed& inc) {
    p[0] += inc[0];
    p[1] += inc[1];
}

inline void subPacked(Packed& p, const Packed& inc) {
    p[0] -= inc[0];
    p[1] -= inc[1];
}

inline bool takesFromHand(GoldfishStep::Kind k) {
    using K = GoldfishStep::Kind;
    return k == K::Charge || k == K::Spend || k == K::Place || k == K::HandLimit;
}

template <class Obs> class GoldfishRun {
public:
    using Step = GoldfishDeck::Step;
    using SK = GoldfishStep::Kind;

    GoldfishRun(const GoldfishDeck& deck, const CompiledNeed& need, const Question& question,
                Obs& obs)
        : m_deck(deck), m_need(need), m_q(question), m_obs(obs) {
        const auto& kinds = deck.kinds();
        for (std::size_t k = 0; k < kinds.size(); ++k)
            for (int c = 0; c < kinds[k].copies; ++c)
                m_cards.push_back(static_cast<std::uint16_t>(k));
        m_n = static_cast<int>(m_cards.size());
        m_pristine = m_cards;
        // The kinds of a library are together: each library is a stretch of m_cards.
        m_libSize = deck.librarySizes();
        m_libStart.assign(m_libSize.size(), 0);
        for (std::size_t l = 1; l < m_libSize.size(); ++l)
            m_libStart[l] = m_libStart[l - 1] + m_libSize[l - 1];
        m_libLeft = m_libSize;
        m_hand.reserve(m_cards.size());
        m_out.reserve(m_cards.size());
        m_counts.assign(need.categories.size(), 0);
        m_kept.assign(need.categories.size(), 0);
        m_zoneNames = {"removed"};
        auto zoneOf = [&](const std::string& z) {
            for (std::size_t i = 0; i < m_zoneNames.size(); ++i)
                if (m_zoneNames[i] == z) return static_cast<int>(i);
            m_zoneNames.push_back(z);
            return static_cast<int>(m_zoneNames.size() - 1);
        };
        for (const auto* steps : {&deck.setupSteps(), &deck.turnSteps()}) {
            for (const auto& s : *steps) {
                std::string z = s.zone;
                if (s.kind == SK::Spend) z = "played";
                if (s.kind == SK::HandLimit) z = "discard";
                if (s.kind == SK::Mulligan && s.mulligan == MulliganKind::PartialDiscard)
                    z = "discard";
                if (s.kind == SK::Mulligan &&
                    (s.mulligan == MulliganKind::London ||
                     (s.mulligan == MulliganKind::PartialBottom && !s.shuffle)))
                    z = "deck bottom";
                m_stepZone.push_back(z.empty() ? 0 : zoneOf(z));
                if (s.kind == SK::Deal) {
                    m_pileNames = s.piles;
                }
            }
        }
        m_zones.resize(m_zoneNames.size());
        for (auto& z : m_zones)
            z.reserve(m_cards.size());
        m_piles.resize(m_pileNames.size());
        for (auto& p : m_piles)
            p.reserve(m_cards.size());
        // After the check at turn 0, can the hand lose a card? If not, a met need stays met.
        bool takes = false;
        bool afterCheck = deck.mulliganStep() == nullptr;
        for (const auto& s : deck.setupSteps()) {
            if (afterCheck && takesFromHand(s.kind)) takes = true;
            if (s.kind == SK::Mulligan) afterCheck = true;
        }
        for (const auto& s : deck.turnSteps())
            takes = takes || takesFromHand(s.kind);
        m_monotone = question.zone == NeedZone::Seen || !takes;
        // The common question, "is it in my opening hand?" with no mulligan, needs nothing but
        // draws.
        const auto* mulliganStep = deck.mulliganStep();
        m_fastOpening = question.byTurn == 0 && !question.mulligan &&
                        (!mulliganStep || mulliganStep->until.empty()) && m_libSize.size() < 2;
        for (const auto& s : deck.setupSteps()) {
            if (s.kind == SK::Mulligan) break;
            if (s.kind == SK::Draw)
                m_openingDraw += s.countFor(question.play, true);
            else if (s.kind != SK::SetAside)
                m_fastOpening = false;
        }
        m_openingDraw = std::min(m_openingDraw, m_n);
        if (m_fastOpening) holdOpeningCards();
    }

    /// Plays `trials` games from the stream, one after another, and counts those where the need
    /// is met at the check: the simulation's loop.
    std::uint64_t playMany(pcg32& rng, std::uint64_t trials) {
        if constexpr (!Obs::kText)
            if (m_fastOpening)
                return m_need.requirements > 4 ? drawOpenings<2>(rng, trials)
                                               : drawOpenings<1>(rng, trials);
        std::uint64_t met = 0;
        for (std::uint64_t i = 0; i < trials; ++i)
            met += play(rng) ? 1 : 0;
        return met;
    }

    /// Plays one game up to the question's turn (the observer's last turn when it records
    /// text); returns whether the need is met at the check.
    bool play(pcg32& rng) {
        reset();
        if constexpr (Obs::kText) textSetAside();
        const auto& setup = m_deck.setupSteps();
        const bool hasMulligan = m_deck.mulliganStep() != nullptr;
        bool checked = false;
        std::size_t stepIndex = 0;
        for (std::size_t i = 0; i < setup.size(); ++i, ++stepIndex) {
            runStep(setup[i], m_stepZone[stepIndex], true, rng);
            const bool atCheck =
                hasMulligan ? setup[i].kind == SK::Mulligan : i + 1 == setup.size();
            if (atCheck) {
                checked = true;
                if (auto r = checkpoint(0)) return *r;
            }
            if (checked && earlyExit()) return true;
        }
        if (!checked)
            if (auto r = checkpoint(0)) return *r;
        if constexpr (Obs::kText) textZones();
        const auto& turn = m_deck.turnSteps();
        for (int t = 1; t <= m_q.byTurn; ++t) {
            m_turn = t;
            bool turnChecked = false;
            for (std::size_t i = 0; i < turn.size(); ++i) {
                if (!turnChecked && takesFromHand(turn[i].kind)) {
                    turnChecked = true;
                    if (auto r = checkpoint(t)) return *r;
                }
                runStep(turn[i], m_stepZone[setup.size() + i], t == 1, rng);
                if (earlyExit()) return true;
            }
            if (!turnChecked)
                if (auto r = checkpoint(t)) return *r;
            if constexpr (Obs::kText) textZones();
        }
        return met();
    }

    /// The player's mulligans, taken in order instead of the need's (see playSample); nullptr:
    /// the need decides.
    void setChoices(const std::vector<std::vector<int>>* choices) { m_choices = choices; }

    /// Puts the cards back in their first order: a chunk of trials then depends only on its stream.
    void restart() {
        std::copy(m_pristine.begin(), m_pristine.end(), m_cards.begin());
        if (m_fastOpening) holdOpeningCards();
    }

    [[nodiscard]] bool met() const { return !m_need.empty() && m_need.met(progress()); }

private:
    [[nodiscard]] const Packed& progress() const {
        return m_q.zone == NeedZone::Seen ? m_seen : m_handProg;
    }

    // The common question, "is it in my opening hand?" with no mulligan, is draws and nothing
    // else. Each card is held as its packed increment (one word when the need has at most four
    // requirements), so a draw adds what it picks without looking its kind up, and the stream
    // and the progress stay in locals: a trial costs little more than its draws. The cards move
    // as drawCard moves them, so a chunk's answer is the same as through play().
    template <std::size_t Words> std::uint64_t drawOpenings(pcg32& rng, std::uint64_t trials) {
        // The check's words in locals too: the cards are words as well, and writing them would
        // otherwise make the compiler read the need's words again after every draw.
        std::array<std::uint64_t, Words> bias{};
        std::array<std::array<std::uint64_t, Words>, kMaxRequirements> lanes{};
        const std::size_t options = m_need.optionLanes.size();
        for (std::size_t w = 0; w < Words; ++w) {
            bias[w] = m_need.bias[w];
            for (std::size_t o = 0; o < options; ++o)
                lanes[o][w] = m_need.optionLanes[o][w];
        }
        pcg32 stream = rng;
        std::uint64_t* cards = m_openingCards.data();
        const auto full = static_cast<std::uint32_t>(m_n);
        const auto last = static_cast<std::uint32_t>(m_n - m_openingDraw);
        std::uint64_t met = 0;
        for (std::uint64_t t = 0; t < trials; ++t) {
            std::array<std::uint64_t, Words> progress = bias;
            for (std::uint32_t size = full; size > last; --size) {
                const std::uint32_t j = bounded(stream, size);
                for (std::size_t w = 0; w < Words; ++w) {
                    const std::uint64_t inc = cards[j * Words + w];
                    cards[j * Words + w] = cards[(size - 1) * Words + w];
                    cards[(size - 1) * Words + w] = inc;
                    progress[w] += inc;
                }
            }
            bool ok = false;
            for (std::size_t o = 0; o < options && !ok; ++o) {
                ok = true;
                for (std::size_t w = 0; w < Words; ++w)
                    ok = ok && (progress[w] & lanes[o][w]) == lanes[o][w];
            }
            met += ok ? 1 : 0;
        }
        rng = stream;
        return met;
    }

    // The cards of drawOpenings, in m_cards' order.
    void holdOpeningCards() {
        const std::size_t words = m_need.requirements > 4 ? 2 : 1;
        m_openingCards.resize(m_cards.size() * words);
        for (std::size_t i = 0; i < m_cards.size(); ++i)
            for (std::size_t w = 0; w < words; ++w)
                m_openingCards[i * words + w] = m_need.kindInc[m_cards[i]][w];
    }

    bool earlyExit() const {
        if constexpr (Obs::kText) return false;
        return m_monotone && met();
    }

    std::optional<bool> checkpoint(int t) {
        if constexpr (Obs::kText) {
            const std::string& zone = m_deck.procedure().handZone;
            // TRANSLATORS: the sample game's hand: the zone's name, how many cards, which.
            const std::string hand = zone.empty() ? std::string(i18n::tr("hand")) : zone;
            m_obs.text(
                t, m_need.empty() ? i18n::trf("{} ({}): {}", hand, m_hand.size(), names(m_hand))
                   : met() ? i18n::trf("{} ({}): {} - need met", hand, m_hand.size(), names(m_hand))
                           : i18n::trf("{} ({}): {} - need not met", hand, m_hand.size(),
                                       names(m_hand)));
            return std::nullopt;
        }
        if (t == m_q.byTurn) return met();
        return std::nullopt;
    }

    void reset() {
        m_deckSize = m_n;
        m_libLeft = m_libSize;
        m_hand.clear();
        m_handProg = {};
        m_seen = {};
        for (auto& z : m_zones)
            z.clear();
        for (auto& p : m_piles)
            p.clear();
        m_turn = 0;
    }

    std::uint16_t drawCard(pcg32& rng) {
        const auto j = bounded(rng, static_cast<std::uint32_t>(m_deckSize));
        const std::uint16_t k = m_cards[j];
        m_cards[j] = m_cards[static_cast<std::size_t>(m_deckSize - 1)];
        m_cards[static_cast<std::size_t>(m_deckSize - 1)] = k;
        --m_deckSize;
        return k;
    }

    // With several libraries, each is a stretch of m_cards: [start, start + left) its cards,
    // the rest of the stretch drawn from it.
    std::uint16_t drawFrom(pcg32& rng, int library) {
        if (m_libSize.size() < 2) return drawCard(rng);
        const auto l = static_cast<std::size_t>(library);
        const auto start = static_cast<std::size_t>(m_libStart[l]);
        const auto j = start + bounded(rng, static_cast<std::uint32_t>(m_libLeft[l]));
        const auto last = start + static_cast<std::size_t>(m_libLeft[l] - 1);
        std::swap(m_cards[j], m_cards[last]);
        --m_libLeft[l];
        --m_deckSize;
        return m_cards[last];
    }

    [[nodiscard]] int cardsLeft(int library) const {
        return m_libSize.size() < 2 ? m_deckSize : m_libLeft[static_cast<std::size_t>(library)];
    }

    // Cards out of the deck sit after m_deckSize in m_cards; a card going back swaps in.
    void returnToDeck(std::uint16_t k) {
        for (int p = m_deckSize; p < m_n; ++p) {
            if (m_cards[static_cast<std::size_t>(p)] == k) {
                std::swap(m_cards[static_cast<std::size_t>(p)],
                          m_cards[static_cast<std::size_t>(m_deckSize)]);
                ++m_deckSize;
                return;
            }
        }
    }

    void toHand(std::uint16_t k) {
        m_hand.push_back(k);
        addPacked(m_handProg, m_need.kindInc[k]);
        addPacked(m_seen, m_need.kindInc[k]);
    }

    int drawToHand(int count, pcg32& rng, int library = 0) {
        int drawn = 0;
        const std::size_t first = m_hand.size();
        for (; drawn < count && cardsLeft(library) > 0; ++drawn)
            toHand(drawFrom(rng, library));
        if constexpr (Obs::kText) {
            if (drawn > 0 || count > 0) {
                std::vector<std::uint16_t> got(m_hand.begin() + static_cast<std::ptrdiff_t>(first),
                                               m_hand.end());
                const auto& libs = m_deck.procedure().libraries;
                const bool empty = drawn < count;
                if (libs.size() < 2)
                    m_obs.text(m_turn, empty ? i18n::trf("draw {}: {} (the deck is empty)", drawn,
                                                         names(got))
                                             : i18n::trf("draw {}: {}", drawn, names(got)));
                else {
                    // TRANSLATORS: how many cards, the library they come from (the pack's
                    // word), the cards.
                    const std::string& from = libs[static_cast<std::size_t>(library)].name;
                    m_obs.text(m_turn,
                               empty ? i18n::trf("draw {0} from {1}: {2} (the {1} is empty)", drawn,
                                                 from, names(got))
                                     : i18n::trf("draw {} from {}: {}", drawn, from, names(got)));
                }
            }
        }
        return drawn;
    }

    std::uint16_t takeFromHand(std::size_t index) {
        const std::uint16_t k = m_hand[index];
        m_hand[index] = m_hand.back();
        m_hand.pop_back();
        subPacked(m_handProg, m_need.kindInc[k]);
        return k;
    }

    // The card to give up: one the need does not use, else the last eligible one.
    int pickCard(const std::vector<char>* eligible) {
        auto ok = [&](std::uint16_t k) { return !eligible || (*eligible)[k]; };
        if (!m_need.empty() && !m_need.categories.empty()) {
            std::fill(m_counts.begin(), m_counts.end(), 0);
            for (auto k : m_hand) {
                const int c = m_need.kindCategory[k];
                if (c >= 0) ++m_counts[static_cast<std::size_t>(c)];
            }
            m_need.keep(m_counts.data(), m_kept.data());
            for (std::size_t i = m_hand.size(); i-- > 0;) {
                const auto k = m_hand[i];
                const int c = m_need.kindCategory[k];
                if (ok(k) && (c < 0 || m_counts[static_cast<std::size_t>(c)] >
                                           m_kept[static_cast<std::size_t>(c)]))
                    return static_cast<int>(i);
            }
        }
        for (std::size_t i = m_hand.size(); i-- > 0;)
            if (ok(m_hand[i])) return static_cast<int>(i);
        return -1;
    }

    int removeFromHand(int count, const std::vector<char>* eligible, int zone) {
        int moved = 0;
        std::vector<std::uint16_t> gone;
        for (; moved < count; ++moved) {
            const int i = pickCard(eligible);
            if (i < 0) break;
            const auto k = takeFromHand(static_cast<std::size_t>(i));
            m_zones[static_cast<std::size_t>(zone)].push_back(k);
            if constexpr (Obs::kText) gone.push_back(k);
        }
        if constexpr (Obs::kText) m_lastMoved = std::move(gone);
        return moved;
    }

    void runStep(const Step& s, int zone, bool firstTime, pcg32& rng) {
        const int count = s.countFor(m_q.play, firstTime);
        switch (s.kind) {
        case SK::SetAside:
            break; // done once, when the deck was made
        case SK::Draw:
            drawToHand(count, rng, s.library);
            break;
        case SK::ReplenishTo: {
            const int want = count - static_cast<int>(m_hand.size());
            if (want > 0)
                drawToHand(want, rng);
            else if constexpr (Obs::kText)
                m_obs.text(m_turn,
                           i18n::trf("replenish: the hand already holds {}", m_hand.size()));
            break;
        }
        case SK::Mulligan:
            mulligan(s, zone, rng);
            break;
        case SK::MoveTop: {
            auto& z = m_zones[static_cast<std::size_t>(zone)];
            int k = std::min(count, m_deckSize);
            if (s.cap) k = std::min(k, std::max(0, *s.cap - static_cast<int>(z.size())));
            std::vector<std::uint16_t> moved;
            for (int i = 0; i < k; ++i) {
                z.push_back(drawCard(rng));
                if constexpr (Obs::kText) moved.push_back(z.back());
            }
            if constexpr (Obs::kText)
                m_obs.text(m_turn,
                           k ? i18n::trfn("{} card from the deck top to {}, face down ({})",
                                          "{} cards from the deck top to {}, face down ({})",
                                          static_cast<unsigned long>(k), k, s.zone, names(moved))
                             : i18n::trf("0 cards from the deck top to {}, face down", s.zone));
            break;
        }
        case SK::Charge:
        case SK::Spend:
        case SK::Place:
        case SK::HandLimit: {
            int n = count;
            if (s.kind == SK::HandLimit) n = static_cast<int>(m_hand.size()) - count;
            if (n <= 0) break;
            const int moved = removeFromHand(n, s.kind == SK::Place ? &s.matches : nullptr, zone);
            if constexpr (Obs::kText) {
                // TRANSLATORS: how many cards, which, and the zone they go to.
                m_obs.text(m_turn,
                           s.kind == SK::Charge
                               ? i18n::trf("charge {}: {} -> {}", moved, names(m_lastMoved), s.zone)
                           : s.kind == SK::Place
                               ? i18n::trf("place {}: {} -> {}", moved, names(m_lastMoved), s.zone)
                           : s.kind == SK::Spend
                               ? i18n::trf("play (the cards-per-turn assumption) {}: {}", moved,
                                           names(m_lastMoved))
                               : i18n::trf("discard down to the hand limit {}: {}", moved,
                                           names(m_lastMoved)));
            }
            break;
        }
        case SK::Deal:
            deal(rng);
            break;
        case SK::Shift:
            shift(s);
            break;
        case SK::Flip:
            flip(s);
            break;
        }
    }

    void mulligan(const Step& s, int zone, pcg32& rng) {
        if (!s.until.empty()) {
            forcedMulligans(s, rng);
            if constexpr (Obs::kText)
                if (m_choices) m_obs.opening(opening());
            m_seen = m_handProg;
            return;
        }
        if (m_choices) {
            int taken = 0;
            for (const auto& chosen : *m_choices)
                playerMulligan(s, zone, chosen, ++taken, rng);
            if constexpr (Obs::kText) m_obs.opening(opening());
            m_seen = m_handProg;
            return;
        }
        if (!m_q.mulligan || m_need.empty() || m_need.met(m_handProg)) {
            if constexpr (Obs::kText)
                m_obs.text(0, m_need.empty() || !m_q.mulligan
                                  ? i18n::tr("no mulligan")
                                  : i18n::tr("keep: the opening hand meets the need"));
            return;
        }
        // As often as the game allows while the hand fails the need ("any": up to 100, when a
        // hand that never meets it is kept anyway).
        const int times = s.times == 0 ? kMostMulligans : s.times;
        for (int taken = 1; taken <= times; ++taken) {
            oneMulligan(s, zone, taken, rng);
            if (m_need.met(m_handProg)) break;
            if constexpr (Obs::kText)
                if (taken < times) m_obs.text(0, i18n::tr("the hand still fails the need"));
        }
        m_seen = m_handProg;
    }

    static constexpr int kMostMulligans = 100;

    // The game's condition (Pokémon: a Basic Pokémon in the hand): the whole hand is shuffled
    // back and a new one drawn until it holds a card meeting it, or the game's limit is reached.
    void forcedMulligans(const Step& s, pcg32& rng) {
        auto holds = [&] {
            return std::any_of(m_hand.begin(), m_hand.end(),
                               [&](std::uint16_t k) { return s.until[k] != 0; });
        };
        const int times = s.times == 0 ? kMostMulligans : s.times;
        int taken = 0;
        for (; taken < times && !holds(); ++taken) {
            if constexpr (Obs::kText)
                m_obs.text(0, i18n::trf("mulligan: no card in the hand has {}",
                                        s.source->until->describe()));
            redraw(s, rng);
        }
        if constexpr (Obs::kText) {
            m_obs.forced(taken);
            m_obs.text(0, holds() ? i18n::trf("keep: the hand holds a card with {}",
                                              s.source->until->describe())
                                  : i18n::trfn("keep: {} mulligan taken, the game's most",
                                               "keep: {} mulligans taken, the game's most",
                                               static_cast<unsigned long>(taken), taken));
        }
    }

    // The `taken`-th mulligan by the need's keep policy.
    void oneMulligan(const Step& s, int zone, int taken, pcg32& rng) {
        if (s.mulligan == MulliganKind::Redraw) {
            redraw(s, rng);
        } else if (s.mulligan == MulliganKind::London) {
            london(s, zone, taken, rng);
        } else if (s.mulligan == MulliganKind::PartialBottom ||
                   s.mulligan == MulliganKind::PartialDiscard) {
            keepForNeed();
            std::vector<std::uint16_t> kept;
            for (std::size_t i = 0; i < m_hand.size();) {
                const auto k = m_hand[i];
                const int c = m_need.kindCategory[k];
                if (c >= 0 && m_kept[static_cast<std::size_t>(c)] > 0) {
                    --m_kept[static_cast<std::size_t>(c)];
                    if constexpr (Obs::kText) kept.push_back(k);
                    ++i;
                } else {
                    m_out.push_back(takeFromHand(i));
                }
            }
            capOut(s, kept);
            putBack(s, zone, kept, rng);
        }
    }

    // A partial mulligan with a maximum: the cards that count for nothing go first, the rest
    // of m_out beyond the maximum stays in the hand.
    void capOut(const Step& s, std::vector<std::uint16_t>& kept) {
        if (s.maxCards <= 0 || static_cast<int>(m_out.size()) <= s.maxCards) return;
        std::stable_partition(m_out.begin(), m_out.end(),
                              [&](std::uint16_t k) { return m_need.kindCategory[k] < 0; });
        while (static_cast<int>(m_out.size()) > s.maxCards) {
            toHand(m_out.back());
            if constexpr (Obs::kText) kept.push_back(m_out.back());
            m_out.pop_back();
        }
    }

    // m_kept: per category, the hand's cards that serve the need; m_out emptied.
    void keepForNeed() {
        std::fill(m_counts.begin(), m_counts.end(), 0);
        for (auto k : m_hand) {
            const int c = m_need.kindCategory[k];
            if (c >= 0) ++m_counts[static_cast<std::size_t>(c)];
        }
        m_need.keep(m_counts.data(), m_kept.data());
        m_out.clear();
    }

    // London: the hand is shuffled back, a new one drawn, then one card per mulligan taken
    // (after the free ones) goes to the bottom: the cards that serve the need stay, the last
    // drawn of the others go first. The bottom is out of reach for the turns asked about.
    void london(const Step& s, int zone, int taken, pcg32& rng) {
        redraw(s, rng);
        const int bottom =
            std::min(static_cast<int>(m_hand.size()), std::max(0, taken - s.freeMulligans));
        if (bottom == 0) return;
        keepForNeed();
        std::vector<char> stays(m_hand.size(), 0);
        for (std::size_t i = 0; i < m_hand.size(); ++i) {
            const int c = m_need.kindCategory[m_hand[i]];
            if (c >= 0 && m_kept[static_cast<std::size_t>(c)] > 0) {
                --m_kept[static_cast<std::size_t>(c)];
                stays[i] = 1;
            }
        }
        std::vector<std::size_t> goes;
        for (char pass = 0; pass < 2; ++pass)
            for (std::size_t i = m_hand.size();
                 i-- > 0 && goes.size() < static_cast<std::size_t>(bottom);)
                if (stays[i] == pass) goes.push_back(i);
        // Highest index first: each one taken is swapped with a card that stays.
        std::sort(goes.begin(), goes.end(), std::greater<>());
        for (const auto i : goes)
            m_out.push_back(takeFromHand(i));
        auto& z = m_zones[static_cast<std::size_t>(zone)];
        for (auto k : m_out)
            z.push_back(k);
        if constexpr (Obs::kText)
            // TRANSLATORS: how many cards go to the bottom, for how many mulligans, which.
            m_obs.text(0, i18n::trfn("to the bottom ({} for {} mulligan): {}",
                                     "to the bottom ({} for {} mulligans): {}",
                                     static_cast<unsigned long>(taken), m_out.size(), taken,
                                     names(m_out)));
    }

    // The whole hand goes (out of the game or back into the deck), then the redraw.
    void redraw(const Step& s, pcg32& rng) {
        if constexpr (Obs::kText)
            m_obs.text(0, s.removeHand
                              ? i18n::trf("mulligan: the hand ({}) is removed from the game; "
                                          "shuffle, draw {}",
                                          names(m_hand), s.redraw)
                              : i18n::trf("mulligan: the hand ({}) is shuffled back; shuffle, "
                                          "draw {}",
                                          names(m_hand), s.redraw));
        for (auto k : m_hand) {
            if (s.removeHand)
                m_zones[0].push_back(k);
            else
                returnToDeck(k);
        }
        m_hand.clear();
        m_handProg = {};
        drawToHand(s.redraw, rng);
    }

    // A partial mulligan of the cards in m_out: draw as many, then they go to the bottom (the
    // deck is shuffled after, so only "not drawn now" matters) or to the step's zone (a
    // discard, or the bottom without a shuffle: out of reach for the turns asked about).
    void putBack(const Step& s, int zone, const std::vector<std::uint16_t>& kept, pcg32& rng) {
        const bool shuffled = s.mulligan == MulliganKind::PartialBottom && s.shuffle;
        if constexpr (Obs::kText)
            m_obs.text(0, putBackText(s.mulligan == MulliganKind::PartialBottom, kept));
        drawToHand(static_cast<int>(m_out.size()), rng);
        for (auto k : m_out) {
            if (shuffled)
                returnToDeck(k);
            else
                m_zones[static_cast<std::size_t>(zone)].push_back(k);
        }
        if constexpr (Obs::kText)
            if (shuffled) m_obs.text(0, i18n::tr("shuffle the deck"));
    }

    // The player's `taken`-th mulligan: `chosen` (valid, distinct hand indexes) go; the rest
    // keep their order. London's bottom cards follow the keep policy.
    void playerMulligan(const Step& s, int zone, const std::vector<int>& chosen, int taken,
                        pcg32& rng) {
        if (s.mulligan == MulliganKind::Redraw) {
            redraw(s, rng);
            return;
        }
        if (s.mulligan == MulliganKind::London) {
            london(s, zone, taken, rng);
            return;
        }
        if (s.mulligan == MulliganKind::None) return;
        m_out.clear();
        std::vector<std::uint16_t> kept;
        for (std::size_t i = 0; i < m_hand.size(); ++i) {
            const bool goes =
                std::find(chosen.begin(), chosen.end(), static_cast<int>(i)) != chosen.end();
            (goes ? m_out : kept).push_back(m_hand[i]);
        }
        for (auto k : m_out)
            subPacked(m_handProg, m_need.kindInc[k]);
        m_hand = kept;
        putBack(s, zone, kept, rng);
    }

    SampleGame::Opening opening() const {
        SampleGame::Opening o;
        for (auto k : m_hand)
            o.hand.push_back(m_deck.kinds()[k].printing);
        for (std::size_t z = 0; z < m_zones.size(); ++z) {
            if (m_zones[z].empty()) continue;
            std::vector<const Printing*> cards;
            for (auto k : m_zones[z])
                cards.push_back(m_deck.kinds()[k].printing);
            o.zones.emplace_back(m_zoneNames[z], std::move(cards));
        }
        o.deck = m_deckSize;
        return o;
    }

    void deal(pcg32& rng) {
        if (m_piles.empty()) return;
        std::size_t i = 0;
        while (m_deckSize > 0) {
            m_piles[i % m_piles.size()].push_back({drawCard(rng), false});
            ++i;
        }
        if constexpr (Obs::kText) {
            for (std::size_t p = 0; p < m_piles.size(); ++p) {
                std::vector<std::uint16_t> cards;
                for (const auto& c : m_piles[p])
                    cards.push_back(c.kind);
                m_obs.text(0, i18n::trf("{} (face down, bottom to top): {}", m_pileNames[p],
                                        names(cards)));
            }
        }
    }

    // The face-up top card of each pile, the first first, moves one pile toward the first;
    // the first pile's goes to the hand (P.O.W.E.R.'s BQ Shift deploys it to the HQ).
    void shift(const Step& s) {
        if (m_piles.empty()) return;
        for (std::size_t v = 0; v < s.pileIndex.size(); ++v) {
            auto& pile = m_piles[static_cast<std::size_t>(s.pileIndex[v])];
            if (pile.empty() || !pile.back().faceUp || s.matches[pile.back().kind]) continue;
            const PileCard c = pile.back();
            pile.pop_back();
            if (v == 0) {
                toHand(c.kind);
                m_obs.deployed(c.kind, m_turn);
                if constexpr (Obs::kText)
                    m_obs.text(m_turn, i18n::trf("shift: {} goes from {} to {}", name(c.kind),
                                                 s.piles[v], m_deck.procedure().handZone));
            } else {
                m_piles[static_cast<std::size_t>(s.pileIndex[v - 1])].push_back(c);
                if constexpr (Obs::kText)
                    m_obs.text(m_turn, i18n::trf("shift: {} {} -> {}", name(c.kind), s.piles[v],
                                                 s.piles[v - 1]));
            }
        }
    }

    // Every face-down top card, as long as there is one, the first pile first (or the last):
    // face up onto the pile its field names, or where it was.
    void flip(const Step& s) {
        if (m_piles.empty()) return;
        const std::size_t levels = s.pileIndex.size();
        for (;;) {
            int from = -1;
            for (std::size_t i = 0; i < levels; ++i) {
                const std::size_t v = s.flipHighFirst ? levels - 1 - i : i;
                const auto& pile = m_piles[static_cast<std::size_t>(s.pileIndex[v])];
                if (!pile.empty() && !pile.back().faceUp) {
                    from = s.pileIndex[v];
                    break;
                }
            }
            if (from < 0) break;
            auto& pile = m_piles[static_cast<std::size_t>(from)];
            PileCard c = pile.back();
            pile.pop_back();
            c.faceUp = true;
            const int target = s.target[c.kind];
            const int to = target > 0 ? s.pileIndex[static_cast<std::size_t>(target - 1)] : from;
            m_piles[static_cast<std::size_t>(to)].push_back(c);
            if constexpr (Obs::kText)
                // TRANSLATORS: the card, its field and value ("BQ 2"), the piles it goes
                // from and to.
                m_obs.text(m_turn, target > 0
                                       ? i18n::trf("flip: {} ({} {}) from {} -> {}", name(c.kind),
                                                   s.source->pileField, target,
                                                   m_pileNames[static_cast<std::size_t>(from)],
                                                   m_pileNames[static_cast<std::size_t>(to)])
                                       : i18n::trf("flip: {} (no {} value) from {} -> {}",
                                                   name(c.kind), s.source->pileField,
                                                   m_pileNames[static_cast<std::size_t>(from)],
                                                   m_pileNames[static_cast<std::size_t>(to)]));
        }
    }

    std::string name(std::uint16_t k) const { return m_deck.kinds()[k].printing->name(); }

    // "mulligan: keep A, B; to the bottom: C; draw 1": what a partial mulligan keeps and puts back.
    std::string putBackText(bool bottom, const std::vector<std::uint16_t>& kept) const {
        if (kept.empty())
            return bottom ? i18n::trf("mulligan: keep nothing; to the bottom: {}; draw {}",
                                      names(m_out), m_out.size())
                          : i18n::trf("mulligan: keep nothing; discard: {}; draw {}", names(m_out),
                                      m_out.size());
        return bottom ? i18n::trf("mulligan: keep {}; to the bottom: {}; draw {}", names(kept),
                                  names(m_out), m_out.size())
                      : i18n::trf("mulligan: keep {}; discard: {}; draw {}", names(kept),
                                  names(m_out), m_out.size());
    }

    std::string names(const std::vector<std::uint16_t>& cards) const {
        std::string s;
        for (auto k : cards)
            s += (s.empty() ? "" : ", ") + name(k);
        return s.empty() ? "-" : s;
    }

    void textSetAside() {
        for (const auto& a : m_deck.setAside())
            m_obs.text(0, i18n::trf("set aside: {} -> {}", a.printing->name(), a.zone));
    }

    void textZones() {
        // TRANSLATORS: the sample game's zones, "|" between them: the deck and its size first.
        std::string s = i18n::trf("deck {}", m_deckSize);
        for (std::size_t z = 0; z < m_zones.size(); ++z)
            if (!m_zones[z].empty())
                s += fmt::format(" | {} {}", m_zoneNames[z], m_zones[z].size());
        for (std::size_t p = 0; p < m_piles.size(); ++p) {
            std::string pile;
            for (const auto& c : m_piles[p])
                pile += (pile.empty() ? "" : ", ") +
                        (c.faceUp ? name(c.kind) : std::string(i18n::tr("(face down)")));
            s += fmt::format(" | {}: {}", m_pileNames[p], pile.empty() ? "-" : pile);
        }
        m_obs.text(m_turn, i18n::trf("zones: {}", s));
        // The table shows the piles too, bottom to top, a face-down card as nullptr.
        auto table = opening();
        for (std::size_t p = 0; p < m_piles.size(); ++p) {
            std::vector<const Printing*> cards;
            for (const auto& c : m_piles[p])
                cards.push_back(c.faceUp ? m_deck.kinds()[c.kind].printing : nullptr);
            table.zones.emplace_back(m_pileNames[p], std::move(cards));
        }
        m_obs.table(std::move(table));
    }

    struct PileCard {
        std::uint16_t kind;
        bool faceUp;
    };

    const GoldfishDeck& m_deck;
    const CompiledNeed& m_need;
    const Question& m_q;
    Obs& m_obs;
    const std::vector<std::vector<int>>* m_choices = nullptr;

    std::vector<std::uint16_t> m_cards; ///< [0, m_deckSize) the deck, the rest out of it
    std::vector<std::uint16_t> m_pristine;
    std::vector<std::uint64_t> m_openingCards; ///< drawOpenings' cards: packed increments
    int m_n = 0;
    int m_deckSize = 0;
    std::vector<int> m_libSize, m_libStart, m_libLeft; ///< per library: cards, first, left
    std::vector<std::uint16_t> m_hand;
    std::vector<std::uint16_t> m_out;
    Packed m_handProg{};
    Packed m_seen{};
    std::vector<int> m_counts, m_kept;
    std::vector<std::string> m_zoneNames;
    std::vector<std::vector<std::uint16_t>> m_zones;
    std::vector<int> m_stepZone;
    std::vector<std::string> m_pileNames;
    std::vector<std::vector<PileCard>> m_piles;
    std::vector<std::uint16_t> m_lastMoved;
    bool m_monotone = false;
    bool m_fastOpening = false;
    int m_openingDraw = 0;
    int m_turn = 0;
};

} // namespace deckhand::core::detail
