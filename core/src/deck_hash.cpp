// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/deck_hash.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <fmt/format.h>
#include <map>
#include <vector>

namespace deckhand::core {

namespace {

// canonicalDeckText's text, a piece at a time to `put`: (section id, card key, quantity),
// sorted by section then key and merged, what a map of maps would give, without a node or a
// string per line (a folder of lists hashes a million of them): the keys share one buffer.
template <class Put> void canonicalPieces(std::string_view gameId, const Deck& deck, Put&& put) {
    struct Line {
        const std::string* section;
        std::size_t key, size; ///< in `keys`
        long long quantity;
    };
    std::string keys;
    std::vector<Line> lines;
    std::string folded;
    for (const auto& s : deck.sections) {
        if (isConsidering(s.id)) continue; // not part of the deck
        for (const auto& e : s.entries) {
            if (e.quantity == 0) continue;
            const std::string& name = e.printing ? e.printing->name() : e.name;
            const std::string& set = e.printing ? e.printing->set() : e.set;
            const std::string& number = e.printing ? e.printing->number() : e.number;
            const std::size_t at = keys.size();
            // A printing's name is folded once, when its catalogue adds it.
            if (e.printing && !e.printing->foldedName.empty()) {
                keys += e.printing->foldedName;
            } else {
                foldNameInto(name, folded);
                keys += folded;
            }
            keys += '|';
            const std::size_t lower = keys.size();
            keys += trim(set); // lower-cased where it is, as toLower would copy it
            for (std::size_t i = lower; i < keys.size(); ++i)
                if (keys[i] >= 'A' && keys[i] <= 'Z')
                    keys[i] = static_cast<char>(keys[i] - 'A' + 'a');
            keys += '|';
            keys += trim(number);
            lines.push_back({&s.id, at, keys.size() - at, e.quantity});
        }
    }
    auto key = [&](const Line& l) { return std::string_view(keys).substr(l.key, l.size); };
    std::sort(lines.begin(), lines.end(), [&](const Line& a, const Line& b) {
        // Lines of one section share its id's string: compared by address first.
        if (a.section != b.section && *a.section != *b.section) return *a.section < *b.section;
        return key(a) < key(b);
    });
    put("deckhand-deck-1\ngame ");
    put(gameId);
    put("\n");
    const std::string* section = nullptr;
    char digits[24];
    for (std::size_t i = 0; i < lines.size();) {
        long long qty = 0;
        std::size_t j = i;
        for (; j < lines.size() &&
               (lines[j].section == lines[i].section || *lines[j].section == *lines[i].section) &&
               key(lines[j]) == key(lines[i]);
             ++j)
            qty += lines[j].quantity;
        if (!section || (section != lines[i].section && *section != *lines[i].section)) {
            section = lines[i].section;
            put("section ");
            put(*section);
            put("\n");
        }
        if (qty != 0) {
            const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, qty);
            put(std::string_view(digits, static_cast<std::size_t>(end - digits)));
            put("|");
            put(key(lines[i]));
            put("\n");
        }
        i = j;
    }
}

constexpr std::uint64_t kFnvBasis = 0xcbf29ce484222325ULL; // FNV-1a 64 offset basis
constexpr std::uint64_t kFnvPrime = 0x100000001b3ULL;      // FNV-1a 64 prime

} // namespace

std::string canonicalDeckText(std::string_view gameId, const Deck& deck) {
    std::string out;
    canonicalPieces(gameId, deck, [&](std::string_view piece) { out += piece; });
    return out;
}

std::uint64_t fnv1a64(std::string_view bytes) {
    std::uint64_t h = kFnvBasis;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= kFnvPrime;
    }
    return h;
}

std::string deckHash(std::string_view gameId, const Deck& deck) {
    // The text hashed as it is made, never held whole.
    std::uint64_t h = kFnvBasis;
    canonicalPieces(gameId, deck, [&](std::string_view piece) {
        for (const char c : piece) {
            h ^= static_cast<unsigned char>(c);
            h *= kFnvPrime;
        }
    });
    const auto folded = static_cast<std::uint32_t>((h >> 32) ^ (h & 0xffffffffULL));
    return fmt::format("{:08x}", folded);
}

} // namespace deckhand::core
