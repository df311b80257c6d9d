// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/collection.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>

namespace deckhand::core {

std::vector<NeedLine> deckCards(const Deck& deck) {
    std::vector<NeedLine> out;
    std::vector<std::string> keys;
    for (const auto& s : deck.sections) {
        if (isConsidering(s.id)) continue; // not needed for the deck
        for (const auto& e : s.entries) {
            const std::string key = e.printing ? e.printing->foldedName : foldName(e.name);
            const auto it = std::find(keys.begin(), keys.end(), key);
            if (it != keys.end()) {
                out[static_cast<std::size_t>(it - keys.begin())].want += e.quantity;
                continue;
            }
            keys.push_back(key);
            out.push_back({e.printing ? e.printing->name() : e.name, e.quantity, 0});
        }
    }
    return out;
}

Needs needs(const std::vector<NeedLine>& cards, Availability& available, bool take) {
    Needs n;
    for (const auto& c : cards) {
        NeedLine line = c;
        auto it = available.find(foldName(c.name));
        const int on = it == available.end() ? 0 : it->second;
        line.have = std::min(on, c.want);
        if (take && it != available.end()) it->second -= line.have;
        n.wanted += line.want;
        n.missing += line.missing();
        n.lines.push_back(std::move(line));
    }
    return n;
}

} // namespace deckhand::core
