// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/error.hpp"
#include "deckhand/core/game.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::core {

/// The deck-code version this build writes; it reads every version up to this one.
inline constexpr int kDeckCodeVersion = 2;

/// What a deck code may hold (docs/deck-codes.md): longer codes and larger decks are refused.
inline constexpr std::size_t kDeckCodeMaxLength = 16384; ///< characters of a whole code
inline constexpr std::size_t kDeckCodeMaxText = 255;     ///< bytes of any one text in it
inline constexpr int kDeckCodeMaxQuantity = 999;         ///< copies on one line
inline constexpr std::size_t kDeckCodeMaxLines = 1000;   ///< lines in the whole deck

/// One line of a deck code: a card by the game's copy identity, and its printing when the
/// deck names another one than a reader would pick for the card.
struct DeckCodeLine {
    int quantity = 0;
    std::string name; ///< the card's name as printed
    /// The values of the identity's fields other than the name, in the order the code lists
    /// the fields (a card number for the Link-frame game; set and base number for VStage).
    std::vector<std::string> values;
    std::string set, number; ///< the printing; both empty: the card's default printing
};

/// A section of a deck code.
struct DeckCodeSection {
    std::string id;
    std::vector<DeckCodeLine> lines;
};

/// What a deck code says, checked (its checksum, its structure, its limits) but not yet
/// matched with any game's cards.
struct DeckCodeContents {
    int version = kDeckCodeVersion;
    std::string game;                ///< the game's id
    std::string name;                ///< the deck's name, may be empty
    std::vector<std::string> fields; ///< the identity's field ids, "name" first
    std::vector<DeckCodeSection> sections;
};

/// The checksum deck codes end with: CRC-32 (ISO-HDLC, as zlib and PNG compute it).
[[nodiscard]] std::uint32_t crc32(std::string_view bytes);

/// A deck as its code: "DH" and the contents in URL-safe base64 (docs/deck-codes.md). Every
/// entry must be resolved; errors name the lines that are not, or that break a limit.
[[nodiscard]] Result<std::string> encodeDeckCode(const CardCatalogue& catalogue, const Deck& deck);

/// The contents as their code.
[[nodiscard]] std::string writeDeckCode(const DeckCodeContents& contents);

/// Reads a code (white space around it ignored): its contents, or why it is not a deck code
/// (a character mistyped, cut short, made by a newer Deckhand).
[[nodiscard]] Result<DeckCodeContents> readDeckCode(std::string_view code);

/// The deck a code's contents name, matched with the game's cards: each line the card with
/// that copy identity, in the printing the code names (else the card's default printing:
/// docs/deck-codes.md). Errors name every card the catalogue lacks, a section or copy
/// identity the game does not have. `notes` are told of a printing the catalogue lacks
/// where it has the card (the default printing stands in).
[[nodiscard]] Result<Deck> deckFromCode(const DeckCodeContents& contents,
                                        const CardCatalogue& catalogue,
                                        std::vector<std::string>* notes = nullptr);

} // namespace deckhand::core
