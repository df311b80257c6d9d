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
/// <deck> LackeyCCG, a header line naming quantity and name columns CSV; else text.
[[nodiscard]] DeckFormat sniffDeckFormat(std::string_view bytes);
/// Reads a deck file, choosing the format by extension.
[[nodiscard]] Result<core::DeckList> readDeckFile(const std::string& path);

/// Writes a deck (resolved or not) in a format. Unresolved lines are written as they were read.
[[nodiscard]] std::string writeDeck(const core::Deck& deck, const core::Game& game,
                                    DeckFormat format);

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
