// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace deckhand::core {

struct Printing;

/// What other programs' files call a card or a game, by program ("octgn", "lackey"): kept from
/// the file read so that writing that format again gives them back unchanged. Deckhand does not
/// own these ids and gives them no meaning; the reader and writer of each format do.
using ForeignIds = std::map<std::string, std::string, std::less<>>;

/// A line of a deck: a quantity of one printing.
struct DeckEntry {
    int quantity = 0;
    std::string name;                   ///< as written in the list
    std::string set;                    ///< as written, may be empty
    std::string number;                 ///< as written, may be empty
    const Printing* printing = nullptr; ///< resolved card; nullptr while unresolved
    SourceLocation where;               ///< its file may be left empty: the deck's (Deck::file)
    std::string finish; ///< "foil" or "etched" as the list marked it; empty: not marked
    ForeignIds ids;     ///< the card's ids in the file read, by program
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
    ForeignIds gameIds; ///< the game as the file read names it, by program

    /// The section with this id, created at the end if missing.
    DeckSection& section(const std::string& id);
    [[nodiscard]] const DeckSection* findSection(const std::string& id) const;
};

/// How one card's count in one section changed between two decks.
struct DeckChange {
    std::string section;
    std::string name;
    int before = 0;
    int after = 0;
};

/// The changes from `before` to `after`, card by card (by name within each section), in the
/// order the cards appear.
[[nodiscard]] std::vector<DeckChange> diffDecks(const Deck& before, const Deck& after);

/// "+2 Iron Palm, -1 Quick Jab (side)".
[[nodiscard]] std::string describeChanges(const std::vector<DeckChange>& changes,
                                          const std::string& mainSection);

} // namespace deckhand::core
