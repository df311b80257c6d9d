// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/deck_stats.hpp"

#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <map>
#include <optional>
#include <unordered_map>

namespace deckhand::app {

namespace {

/// The indexes of the declared symbols a canonical symbols value holds (they are written in
/// declared order, each at most once); nullopt when it is not such a value.
std::optional<std::vector<std::size_t>> symbolIndexes(const ChartField& field,
                                                      std::string_view value) {
    std::vector<std::size_t> out;
    std::size_t from = 0;
    while (!value.empty()) {
        bool found = false;
        for (std::size_t i = from; i < field.values.size(); ++i) {
            const auto& v = field.values[i];
            if (!v.empty() && value.substr(0, v.size()) == v) {
                out.push_back(i);
                value.remove_prefix(v.size());
                from = i + 1;
                found = true;
                break;
            }
        }
        if (!found) return std::nullopt;
    }
    return out;
}

/// A step of 1, 2 or 5 times a power of ten at least `raw`.
long long niceStep(long long raw) {
    long long power = 1;
    while (true) {
        for (long long m : {1LL, 2LL, 5LL})
            if (m * power >= raw) return m * power;
        power *= 10;
    }
}

/// Integer values (value -> copies) as bars.
std::vector<ChartBar> integerBars(const std::map<long long, int>& counts) {
    std::vector<ChartBar> bars;
    if (counts.empty()) return bars;
    const long long lo = counts.begin()->first, hi = counts.rbegin()->first;
    if (hi - lo < MaxBars) { // a curve: every value between, 0 where none
        for (long long v = lo; v <= hi; ++v) {
            const auto it = counts.find(v);
            bars.push_back({std::to_string(v), it == counts.end() ? 0 : it->second, false});
        }
        return bars;
    }
    if (static_cast<int>(counts.size()) <= MaxBars) {
        for (const auto& [v, n] : counts)
            bars.push_back({std::to_string(v), n, false});
        return bars;
    }
    // Too many values: ranges of a round width, starting at a multiple of it.
    long long step = niceStep((hi - lo + MaxBars) / MaxBars);
    auto floorTo = [&](long long v) {
        return v >= 0 ? v / step * step : -((-v + step - 1) / step) * step;
    };
    while ((floorTo(hi) - floorTo(lo)) / step + 1 > MaxBars)
        step = niceStep(step + 1);
    for (long long from = floorTo(lo); from <= hi; from += step) {
        int n = 0;
        for (auto it = counts.lower_bound(from); it != counts.end() && it->first < from + step;
             ++it)
            n += it->second;
        bars.push_back({step == 1 ? std::to_string(from)
                                  : fmt::format("{}\xE2\x80\x93{}", from, from + step - 1),
                        n, false});
    }
    return bars;
}

} // namespace

std::vector<ChartField> chartFields(const core::Game& game) {
    std::vector<ChartField> out;
    bool rarityPlaced = game.rarities.empty();
    auto placeRarity = [&] {
        if (rarityPlaced) return;
        out.push_back(
            {core::FieldRarity, "rarity", "Rarity", core::FieldType::Enum, game.rarities});
        rarityPlaced = true;
    };
    for (std::size_t i = 0; i < game.fields.size(); ++i) {
        const auto& f = game.fields[i];
        if (f.type != core::FieldType::Enum) placeRarity();
        if (f.type == core::FieldType::Text) continue;
        out.push_back(
            {static_cast<int>(core::BuiltinFieldCount + i), f.id, f.label, f.type, f.values});
    }
    placeRarity();
    return out;
}

int FieldChart::count(const std::string& value) const {
    for (const auto& b : bars)
        if (b.label == value) return b.count;
    return 0;
}

const FieldChart* DeckStats::chart(const std::string& fieldId) const {
    for (const auto& c : charts)
        if (c.fieldId == fieldId) return &c;
    return nullptr;
}

std::vector<std::string> countedSections(const core::Game& game, const core::Deck& deck) {
    std::vector<std::string> out;
    for (const auto& s : deck.sections) {
        const core::SectionDef* def = core::deckSection(game, s.id); // never Considering
        if ((!def || def->counts) && std::find(out.begin(), out.end(), s.id) == out.end())
            out.push_back(s.id);
    }
    return out;
}

DeckStats deckStats(const core::Game& game, const core::Deck& deck,
                    const std::vector<std::string>& sectionIds) {
    DeckStats stats;
    stats.sections = sectionIds;
    // The copies of each printing counted, in deck order.
    std::vector<std::pair<const core::Printing*, int>> cards;
    for (const auto& s : deck.sections) {
        if (std::find(sectionIds.begin(), sectionIds.end(), s.id) == sectionIds.end()) continue;
        for (const auto& e : s.entries) {
            if (e.quantity <= 0) continue;
            stats.cards += e.quantity;
            if (e.printing)
                cards.emplace_back(e.printing, e.quantity);
            else
                stats.unresolved += e.quantity;
        }
    }

    for (const auto& field : chartFields(game)) {
        FieldChart chart;
        chart.fieldId = field.id;
        chart.label = field.label;
        chart.type = field.type;
        int none = 0;
        const auto index = static_cast<std::size_t>(field.index);
        if (field.type == core::FieldType::Integer) {
            std::map<long long, int> counts;
            for (const auto& [p, n] : cards) {
                const auto& number = index < p->numbers.size() ? p->numbers[index] : std::nullopt;
                if (number)
                    counts[*number] += n;
                else
                    none += n;
            }
            chart.bars = integerBars(counts);
        } else {
            // Declared values first, in order; then whatever else the cards hold.
            std::vector<std::string> order;
            std::unordered_map<std::string, int> counts;
            for (const auto& [p, n] : cards) {
                const std::string& value =
                    index < p->values.size() ? p->values[index] : std::string();
                if (value.empty()) {
                    none += n;
                    continue;
                }
                if (counts.emplace(value, 0).second) order.push_back(value);
                counts[value] += n;
            }
            if (field.type == core::FieldType::Symbols) {
                // Each symbol alone (0 where none), then each combination present: fewer
                // symbols first, then by the declared order.
                for (const auto& v : field.values) {
                    const auto it = counts.find(v);
                    chart.bars.push_back({v, it == counts.end() ? 0 : it->second, false});
                }
                auto key = [&](const std::string& v) {
                    const auto indexes = symbolIndexes(field, v);
                    return std::make_pair(indexes ? indexes->size() : field.values.size() + 1,
                                          indexes ? *indexes : std::vector<std::size_t>{});
                };
                std::stable_sort(
                    order.begin(), order.end(),
                    [&](const std::string& a, const std::string& b) { return key(a) < key(b); });
                for (const auto& v : order)
                    if (std::find(field.values.begin(), field.values.end(), v) ==
                        field.values.end())
                        chart.bars.push_back({v, counts[v], false});
            } else {
                for (const auto& v : field.values) {
                    const auto it = counts.find(v);
                    chart.bars.push_back({v, it == counts.end() ? 0 : it->second, false});
                }
                std::vector<std::string> others;
                for (const auto& v : order)
                    if (std::find(field.values.begin(), field.values.end(), v) ==
                        field.values.end())
                        others.push_back(v);
                std::sort(others.begin(), others.end());
                for (const auto& v : others)
                    chart.bars.push_back({v, counts[v], false});
            }
        }
        for (const auto& b : chart.bars)
            chart.withValue += b.count;
        if (none > 0) chart.bars.push_back({NoValueLabel, none, true});
        chart.total = chart.withValue + none;
        stats.charts.push_back(std::move(chart));
    }
    return stats;
}

std::string HaveNeed::summary() const {
    if (cards() == 0) return i18n::tr("The deck is empty.");
    const auto n = static_cast<unsigned long>(cards());
    if (need() == 0)
        return i18n::trfn("You own all {} card of the deck.", "You own all {} cards of the deck.",
                          n, cards());
    return i18n::trfn("You own {} of {} card; {} to get.", "You own {} of {} cards; {} to get.", n,
                      have(), cards(), need());
}

HaveNeed haveNeed(const core::Deck& deck, const std::vector<db::CollectionItem>& ownedPrintings,
                  const core::Availability& ownedCards) {
    HaveNeed out;
    const auto printingKey = [](std::string_view set, std::string_view number) {
        return core::toLower(set) + '\x1f' + core::toLower(number);
    };
    std::unordered_map<std::string, int> byPrinting;
    for (const auto& item : ownedPrintings)
        byPrinting[printingKey(item.set, item.number)] += item.quantity;

    // The card totals, as `deckhand-cli deck needs` and the collection's deck list work them out.
    core::Availability available = ownedCards;
    out.byCard = core::needs(core::deckCards(deck), available, false);

    std::vector<std::string> cardKeys;
    for (const auto& s : deck.sections) {
        if (core::isConsidering(s.id)) continue; // not needed: core::deckCards leaves it out
        for (const auto& e : s.entries) {
            HaveNeedLine line;
            line.section = s.id;
            line.name = e.printing ? e.printing->name() : e.name;
            line.set = e.printing ? e.printing->set() : e.set;
            line.number = e.printing ? e.printing->number() : e.number;
            line.inDeck = std::max(0, e.quantity);
            if (!line.set.empty() || !line.number.empty()) {
                const auto it = byPrinting.find(printingKey(line.set, line.number));
                line.ownedPrinting = it == byPrinting.end() ? 0 : it->second;
            }
            cardKeys.push_back(e.printing ? e.printing->foldedName : core::foldName(e.name));
            const auto it = ownedCards.find(cardKeys.back());
            line.ownedCard = it == ownedCards.end() ? 0 : it->second;
            out.lines.push_back(std::move(line));
        }
    }

    // Each card's owned copies go to its lines: first every line's own printing, then what is
    // left of the card (other printings, or copies of one printing two lines share) in deck order.
    std::unordered_map<std::string, int> left;
    for (std::size_t i = 0; i < out.lines.size(); ++i)
        left.emplace(cardKeys[i], out.lines[i].ownedCard);
    std::unordered_map<std::string, int> printingLeft = byPrinting;
    for (std::size_t i = 0; i < out.lines.size(); ++i) {
        auto& line = out.lines[i];
        int& card = left[cardKeys[i]];
        int& own = printingLeft[printingKey(line.set, line.number)];
        const int take = std::min({line.inDeck, own, card});
        line.have = take;
        own -= take;
        card -= take;
    }
    for (std::size_t i = 0; i < out.lines.size(); ++i) {
        auto& line = out.lines[i];
        int& card = left[cardKeys[i]];
        const int take = std::min(line.need(), card);
        line.have += take;
        card -= take;
    }
    return out;
}

HaveNeed haveNeed(ProfileSession& session, const LoadedGame& game, const core::Deck& deck) {
    return haveNeed(deck, collectionOf(session).quantities(game.game.id),
                    session.owned(game.game.id));
}

std::vector<db::WishlistItem> missingWishes(const std::string& gameId, const HaveNeed& haveNeed,
                                            const std::vector<db::WishlistItem>& wishlist) {
    std::vector<db::WishlistItem> out;
    for (const auto& line : haveNeed.byCard.lines) {
        if (line.missing() <= 0) continue;
        const std::string folded = core::foldName(line.name);
        const db::WishlistItem* wished = nullptr;
        for (const auto& w : wishlist)
            if (w.game == gameId && w.set.empty() && w.number.empty() &&
                core::foldName(w.name) == folded)
                wished = &w;
        if (wished && wished->quantity >= line.missing()) continue;
        // The wish already there is raised (under its own spelling: the wishlist keys by it).
        out.push_back({gameId, wished ? wished->name : line.name, "", "", line.missing()});
    }
    return out;
}

} // namespace deckhand::app
