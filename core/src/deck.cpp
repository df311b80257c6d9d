#include "deckhand/core/deck.hpp"

namespace deckhand::core {

int DeckSection::cardCount() const
{
    int n = 0;
    for (const auto& e : entries) n += e.quantity;
    return n;
}

DeckSection& Deck::section(const std::string& id)
{
    for (auto& s : sections)
        if (s.id == id) return s;
    sections.push_back(DeckSection{id, {}});
    return sections.back();
}

const DeckSection* Deck::findSection(const std::string& id) const
{
    for (const auto& s : sections)
        if (s.id == id) return &s;
    return nullptr;
}

} // namespace deckhand::core
