// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/resolve.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace deckhand::io {

/// The deck-list file formats Deckhand reads and writes.
enum class DeckFormat {
    Text,       ///< .txt: "4 Name (SET) NUMBER", section headers, // comments
    Cockatrice, ///< .cod: <cockatrice_deck> with <zone name="main|side|tokens">
    Octgn,      ///< .o8d: <deck> with <section name="..."><card qty id>Name</card>
    Lackey,     ///< .dek: <deck> with <superzone name="Deck|Sideboard">, one <card> per copy
    Csv,        ///< .csv: section,quantity,name,set,number
    Ydk,   ///< .ydk: YGOPro / EDOPro / YGOPRODeck, "#main", "#extra", "!side", a passcode a line
    Ydke,  ///< "ydke://" code: main!extra!side!, each base64 of little-endian uint32 passcodes
    Mtgo,  ///< Magic Online .dek: <Deck> with <Cards Quantity Sideboard Name CatID/>
    Ptcgl, ///< Pokémon TCG Live: "Pokémon: 12" group headers, "4 Name SET NUM", "Total Cards"
};

/// The format a file name's extension says, or nullopt.
[[nodiscard]] std::optional<DeckFormat> deckFormatFor(const std::string& path);
/// The usual extension of a format, with its dot.
[[nodiscard]] const char* extensionOf(DeckFormat format);

/// Reads a deck list of any format into lines for core::resolveDeck. Zones and sections keep
/// the names the file gives them; resolveDeck maps them to the game's sections.
[[nodiscard]] Result<core::DeckList> readDeck(std::string_view bytes, DeckFormat format,
                                              const std::string& file);
/// The format of a deck list that has no file name (pasted, or from standard input), told by
/// its first element or line: <cockatrice_deck> is Cockatrice, <deck game="…"> OCTGN, another
/// <deck> LackeyCCG, <Deck> Magic Online, "ydke://" a ydke code, a first line "#main" or
/// "#created by" (or a "!side" line) a .ydk, a header line naming quantity and name columns CSV;
/// else text (Pokémon TCG Live exports are text).
[[nodiscard]] DeckFormat sniffDeckFormat(std::string_view bytes);
/// The format a deck file is read in: by its extension, the content telling more where the
/// extension leaves it open. Under an XML name (.cod, .o8d, .dek) the content's root element
/// says which XML, and a text list saved so is text (a Magic Online .dek is not read as
/// LackeyCCG's); under a text name (.txt) a .ydk or ydke code is read as one; .csv is CSV; any
/// other name is plain text.
[[nodiscard]] DeckFormat deckFormatByContent(std::string_view bytes, const std::string& path);
/// Reads a deck file, in the format deckFormatByContent tells.
[[nodiscard]] Result<core::DeckList> readDeckFile(const std::string& path);

/// Writes a deck (resolved or not) in a format. Unresolved lines are written as they were read.
/// Names are written as the game's lists write them (core::listName). A .ydk or ydke:// code
/// names each card by its id (core::listCardId: the game's <card-id> field), one line per copy;
/// a card without one is written as its name in a .ydk and left out of a ydke code, which cannot
/// hold it (`missing` counts them). Pokémon TCG Live text groups the cards that count by the
/// game's card-kind field ("Pokémon: 12") and ends "Total Cards: 60".
[[nodiscard]] std::string writeDeck(const core::Deck& deck, const core::Game& game,
                                    DeckFormat format, int* missing = nullptr);

/// The format a word names, for --to and the like: "txt", "cod", "o8d", "dek" (LackeyCCG), "csv",
/// "ydk", "ydke", "mtgo", "ptcgl"; nullopt for another.
[[nodiscard]] std::optional<DeckFormat> deckFormatNamed(std::string_view word);

/// The plain text other platforms parse when a list is pasted (Melee, Limitless).
enum class PasteDialect {
    Plain,     ///< "N Name" a line
    SetNumber, ///< "N Name (SET) NUM" a line; "N Name" for a line with no printing
};

/// The deck as pasted text in `dialect`: the first section's lines with no header, each other
/// section after a blank line and its name ("Side"), no comments, no finish marks.
[[nodiscard]] std::string writePasteText(const core::Deck& deck, const core::Game& game,
                                         PasteDialect dialect);

} // namespace deckhand::io
