#pragma once

#include "deckhand/core/error.hpp"

#include <string>
#include <vector>

namespace deckhand::core {

struct Printing;

/// A line of a deck: a quantity of one printing.
struct DeckEntry {
    int quantity = 0;
    std::string name;   ///< as written in the list
    std::string set;    ///< as written, may be empty
    std::string number; ///< as written, may be empty
    const Printing* printing = nullptr; ///< resolved card; nullptr while unresolved
    SourceLocation where;
};

/// A named part of a deck: main deck, side deck, tokens.
struct DeckSection {
    std::string id; ///< the game's section id
    std::vector<DeckEntry> entries;

    [[nodiscard]] int cardCount() const;
};

/// A deck list: what the player registers.
struct Deck {
    std::string name;
    std::string notes;
    std::string file;
    std::vector<DeckSection> sections;

    /// The section with this id, created at the end if missing.
    DeckSection& section(const std::string& id);
    [[nodiscard]] const DeckSection* findSection(const std::string& id) const;
};

} // namespace deckhand::core
