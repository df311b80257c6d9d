// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/deck.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::core {

int DeckSection::cardCount() const {
    int n = 0;
    for (const auto& e : entries)
        n += e.quantity;
    return n;
}

DeckSection& Deck::section(const std::string& id) {
    for (auto& s : sections)
        if (s.id == id) return s;
    sections.push_back(DeckSection{id, {}});
    return sections.back();
}

const DeckSection* Deck::findSection(const std::string& id) const {
    for (const auto& s : sections)
        if (s.id == id) return &s;
    return nullptr;
}

std::vector<DeckChange> diffDecks(const Deck& before, const Deck& after) {
    std::vector<DeckChange> out;
    std::vector<std::string> keys;
    auto tally = [&](const Deck& d, bool isAfter) {
        for (const auto& s : d.sections) {
            for (const auto& e : s.entries) {
                const std::string name = e.printing ? e.printing->name() : e.name;
                const std::string key = s.id + '\x1f' + foldName(name);
                auto it = std::find(keys.begin(), keys.end(), key);
                if (it == keys.end()) {
                    keys.push_back(key);
                    out.push_back({s.id, name, 0, 0});
                    it = keys.end() - 1;
                }
                auto& c = out[static_cast<std::size_t>(it - keys.begin())];
                (isAfter ? c.after : c.before) += e.quantity;
            }
        }
    };
    tally(before, false);
    tally(after, true);
    std::erase_if(out, [](const DeckChange& c) { return c.before == c.after; });
    return out;
}

std::string describeChanges(const std::vector<DeckChange>& changes,
                            const std::string& mainSection) {
    std::string s;
    for (const auto& c : changes) {
        const int delta = c.after - c.before;
        s += fmt::format("{}{}{} {}{}", s.empty() ? "" : ", ", delta > 0 ? "+" : "", delta, c.name,
                         c.section == mainSection ? "" : " (" + c.section + ")");
    }
    // TRANSLATORS: two versions of a deck have the same cards.
    return s.empty() ? std::string(i18n::tr("no card changes")) : s;
}

} // namespace deckhand::core
