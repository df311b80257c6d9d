// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/deck_hash.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <cstdint>
#include <fmt/format.h>
#include <map>
#include <vector>

namespace deckhand::core {

std::string canonicalDeckText(std::string_view gameId, const Deck& deck) {
    // (section id, card key, quantity), sorted by section then key and merged: what a map of
    // maps would give, without a node per line (a folder of lists hashes a million of them).
    struct Line {
        const std::string* section;
        std::string key;
        long long quantity;
    };
    std::vector<Line> lines;
    for (const auto& s : deck.sections) {
        if (isConsidering(s.id)) continue; // not part of the deck
        for (const auto& e : s.entries) {
            if (e.quantity == 0) continue;
            const std::string& name = e.printing ? e.printing->name() : e.name;
            const std::string& set = e.printing ? e.printing->set() : e.set;
            const std::string& number = e.printing ? e.printing->number() : e.number;
            // A printing's name is folded once, when its catalogue adds it.
            std::string key = e.printing && !e.printing->foldedName.empty() ? e.printing->foldedName
                                                                            : foldName(name);
            key += '|';
            key += toLower(trim(set));
            key += '|';
            key += trim(number);
            lines.push_back({&s.id, std::move(key), e.quantity});
        }
    }
    std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) {
        if (*a.section != *b.section) return *a.section < *b.section;
        return a.key < b.key;
    });
    std::string out = fmt::format("deckhand-deck-1\ngame {}\n", gameId);
    const std::string* section = nullptr;
    for (std::size_t i = 0; i < lines.size();) {
        long long qty = 0;
        std::size_t j = i;
        for (; j < lines.size() && *lines[j].section == *lines[i].section &&
               lines[j].key == lines[i].key;
             ++j)
            qty += lines[j].quantity;
        if (!section || *section != *lines[i].section) {
            section = lines[i].section;
            out += "section ";
            out += *section;
            out += '\n';
        }
        if (qty != 0) {
            out += std::to_string(qty);
            out += '|';
            out += lines[i].key;
            out += '\n';
        }
        i = j;
    }
    return out;
}

std::uint64_t fnv1a64(std::string_view bytes) {
    std::uint64_t h = 0xcbf29ce484222325ULL; // FNV-1a 64 offset basis
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL; // FNV-1a 64 prime
    }
    return h;
}

std::string deckHash(std::string_view gameId, const Deck& deck) {
    const std::uint64_t h = fnv1a64(canonicalDeckText(gameId, deck));
    const auto folded = static_cast<std::uint32_t>((h >> 32) ^ (h & 0xffffffffULL));
    return fmt::format("{:08x}", folded);
}

} // namespace deckhand::core
