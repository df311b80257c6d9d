// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/considering.hpp"

#include <algorithm>

namespace deckhand::core {

const SectionDef& consideringSection() {
    static const SectionDef section{
        std::string(kConsideringId), "Considering", {"maybeboard", "maybe board", "maybe"}, false};
    return section;
}

bool isConsidering(std::string_view sectionId) {
    return sectionId == kConsideringId;
}

bool hasConsidering(const Deck& deck) {
    return std::any_of(deck.sections.begin(), deck.sections.end(),
                       [](const DeckSection& s) { return isConsidering(s.id); });
}

Deck withoutConsidering(const Deck& deck) {
    Deck out;
    out.name = deck.name;
    out.notes = deck.notes;
    out.file = deck.file;
    out.gameIds = deck.gameIds;
    for (const auto& s : deck.sections)
        if (!isConsidering(s.id)) out.sections.push_back(s);
    return out;
}

const SectionDef* deckSection(const Game& game, std::string_view id) {
    if (isConsidering(id)) return &consideringSection();
    return game.section(id);
}

} // namespace deckhand::core
