// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace deckhand::core {

/// A deck list as read from text, before its names are matched to cards.
struct DeckListLine {
    enum class Kind { Card, Header };
    Kind kind = Kind::Card;
    int quantity = 0;
    std::string name;     ///< card name, or the header's text
    std::string set;      ///< "(SET)" after the name, may be empty
    std::string number;   ///< collector number after "(SET)", may be empty
    SourceLocation where; ///< its file left empty when it is the list's (DeckList::file)
    /// A header the reader inferred rather than read (the lone blank line that splits main
    /// from side in other tools' exports); dropped where the game has no such section.
    bool implicit = false;
    /// An "SB:" line: the card goes to the side section whatever header came before, and the
    /// list goes on where it was.
    bool sideboard = false;
    /// The whole text when the reader cut the name at " //" ("Fire // Ice" is a split card's
    /// name, "Snap Kick // the finisher" a name and a comment): resolveDeck tries it first.
    std::string uncut;
    /// "foil" or "etched": Moxfield's and Cockatrice's `*F*` and `*E*` after a printing.
    std::string finish;
    /// The card's id in the game's card data (an OCTGN deck's `<card id>`, a GUID): resolveDeck
    /// looks it up before the name, among the printings whose card data gave one
    /// (octgnIdOf).
    std::string cardDataId;
    /// The number is the file's own id for the printing and may be no collector number (a
    /// LackeyCCG deck's `<name id>`, often an image's name): set + number are tried first, and
    /// when they name no card of this name, the name and set decide.
    bool numberMayBeId = false;
    ForeignIds ids; ///< the card's ids in the file, by program: kept in DeckEntry::ids
    /// The card as the list names it by id alone (a .ydk or ydke:// passcode): resolveDeck looks
    /// it up in the fields the game's <card-id> declares (DeckListForms::cardIds); `name` holds
    /// it too, for messages and for a list kept unresolved.
    std::string cardId;
    /// A header line "Key: value" whose value is no count ("Hero: Dash I/O"): where Key names a
    /// section, the value is one card of it and the list goes on in the section it was in;
    /// else the line is a note. `name` is the key, this the value.
    std::string value;
    /// The set and number were read off the end of the name without parentheses, as PTCG Live
    /// writes them ("Pikachu ex SVI 57"): where they name no card, the whole text is tried as a
    /// name.
    bool bareSetNumber = false;
};

/// What a deck-list reader hands to resolveDeck.
struct DeckList {
    std::string file;
    std::string name;
    std::string notes;
    std::vector<DeckListLine> lines;
    /// The game as the file names it, by program: an OCTGN game GUID, a LackeyCCG plugin name.
    ForeignIds gameIds;
};

/// Matches every line of a list to the game's cards and sections: names case-insensitively
/// with spaces and curly quotes folded, "(SET) NUMBER" when given. An unknown or ambiguous
/// name, or an unknown section header, is an error with its line and the closest matches.
/// A name the catalogue does not know is tried as Cockatrice spells it too ("Æther" as
/// "Aether", "Pain/Suffering" as "Pain // Suffering"); a header line that is a card's name
/// is one copy of it, as Cockatrice reads a line without a quantity.
/// A name is ambiguous when its printings are different cards (copy identity) or differ in a
/// card-level field the format's rules read (a Bankroll card printed both Common and Rare);
/// otherwise the first printing stands for all. Printing-level fields (printingLevel) never
/// make a name ambiguous. With `keepUnresolved`, unknown cards stay in the deck
/// (printing == nullptr) instead of failing, for editors that let the user fix them.
[[nodiscard]] Result<Deck> resolveDeck(const DeckList& list, const CardCatalogue& catalogue,
                                       const Format* format = nullptr, bool keepUnresolved = false);
/// The same, the list's strings moved into the deck's entries instead of copied: for a caller
/// done with the list (a folder of lists checked one after another).
[[nodiscard]] Result<Deck> resolveDeck(DeckList&& list, const CardCatalogue& catalogue,
                                       const Format* format = nullptr, bool keepUnresolved = false);

/// A list as a deck without looking anything up: entries unresolved, sections named after
/// their headers (main, side and tokens under their usual names). For converting between
/// file formats when the game is not known.
[[nodiscard]] Deck unresolvedDeck(const DeckList& list);

/// A name as Cockatrice writes it in lists: the ligature as two letters ("Æther" as "Aether"),
/// a split card's halves joined by " // " whether written "/", "|" or "//".
[[nodiscard]] std::string cockatriceSpelling(std::string_view name);

/// The cards a list names, one entry per distinct card line name: the folded spellings
/// resolveDeck tries for it (the uncut text, the name, each as Cockatrice spells it). What
/// telling a list's game by its names looks up.
[[nodiscard]] std::vector<std::vector<std::string>> cardNameKeys(const DeckList& list);

/// A printing's name as the game's deck lists write it (DeckListForms): joined with its first
/// <name-join> field ("Elsa - Snow Queen") and followed by its qualifier ("Snatch (red)"); the
/// name alone for a game that declares neither.
[[nodiscard]] std::string listName(const Game& game, const Printing& p);

/// A printing's id as the game's lists write it: the value of its first <card-id> field that it
/// has ("14558127"), or "".
[[nodiscard]] std::string listCardId(const Game& game, const Printing& p);

/// Whether a field belongs to the printing rather than the card: set and number always,
/// rarity and the game's fields where the pack says so (`level="printing"`).
[[nodiscard]] bool printingLevel(const Game& game, int index);

/// The Printing::values indexes a format's rules read.
[[nodiscard]] std::vector<int> fieldsRead(const Game& game, const Format& format);

} // namespace deckhand::core
