#include "deckhand/core/deck_hash.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <cstdint>
#include <fmt/format.h>
#include <map>
#include <vector>

namespace deckhand::core {

std::string canonicalDeckText(std::string_view gameId, const Deck& deck) {
    // section id -> card key -> quantity; std::map sorts both levels.
    std::map<std::string, std::map<std::string, long long>> sections;
    for (const auto& s : deck.sections) {
        for (const auto& e : s.entries) {
            if (e.quantity == 0) continue;
            const std::string& name = e.printing ? e.printing->name() : e.name;
            const std::string& set = e.printing ? e.printing->set() : e.set;
            const std::string& number = e.printing ? e.printing->number() : e.number;
            // A printing's name is folded once, when its catalogue adds it: a folder of 20,000
            // lists hashes a million lines, and folding each was most of the hash's cost.
            std::string key = e.printing && !e.printing->foldedName.empty() ? e.printing->foldedName
                                                                            : foldName(name);
            key += '|';
            key += toLower(trim(set));
            key += '|';
            key += trim(number);
            sections[s.id][key] += e.quantity;
        }
    }
    std::string out = fmt::format("deckhand-deck-1\ngame {}\n", gameId);
    for (const auto& [id, cards] : sections) {
        out += fmt::format("section {}\n", id);
        for (const auto& [key, qty] : cards)
            if (qty != 0) out += fmt::format("{}|{}\n", qty, key);
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
