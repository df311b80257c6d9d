// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/core/owned_cards.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

/// The columns of Deckhand's own collection CSV (docs/collection-csv.md), in order.
inline constexpr const char* kCollectionColumns[] = {"game",     "set",    "number",    "name",
                                                     "quantity", "finish", "condition", "language",
                                                     "location", "trade"};

/// A row whose set + number is not a card of the game, booked by its name because the user
/// asked for that (CollectionReadOptions::matchByName).
struct NameMatch {
    SourceLocation where; ///< the row: file, line, and the column of its set
    std::string name;     ///< the name as the row wrote it
    std::string wrote;    ///< the set and number as the row wrote them ("XLN 12")
    const core::Printing* chosen = nullptr;
    /// "file:line:column: 'Treasure' (XLN 12 is not a card) booked on Treasure (TKN 003)".
    [[nodiscard]] std::string str() const;
};

/// A collection file as read: the rows that matched a card, those that did not, and which
/// app's export it looked like.
struct CollectionRead {
    std::vector<core::CollectionItem> items;
    std::vector<ParseError> unmatched; ///< rows naming no card of the game (file, line, column)
    std::vector<NameMatch> byName;     ///< rows booked by name (only with matchByName)
    std::string source;                ///< "Deckhand", "Moxfield", "Dragon Shield", ...
    /// Rows of the Dragon Shield app's own export naming a double-faced card's back face: the
    /// app lists such a card under each face, so the row of its front face counts its copies
    /// and these add none.
    int backFaces = 0;
};

/// How readCollectionCsv treats a row whose set + number is not a card of the game.
struct CollectionReadOptions {
    /// false: the row is unmatched (its printing is not known, and a name is no printing);
    /// true: it is booked on the one printing its name has (in its set if the set has one), and
    /// listed in CollectionRead::byName.
    bool matchByName = false;
};

/// Reads a collection CSV for a game: Deckhand's own, or the export of Moxfield, Deckbox,
/// ManaBox, Archidekt, Dragon Shield (its `sep=,` first line too; its app's own export), TCGplayer
/// or Delver Lens (its "2x" quantities). A row giving its set by name only is unmatched here:
/// LoadedGame knows no set names (the collection's import resolves them). Columns are
/// matched by header name (each app's spelling), finishes, conditions and languages are
/// normalised (Foil -> foil, Near Mint -> NM, D -> DMG, Traditional Chinese -> zh-Hant). Names are
/// matched as the apps write them: "Clue Token" for the token Clue, either face of a
/// double-faced card ("Front // Back"), TCGplayer's "Island (0262)"; the Dragon Shield app lists
/// a double-faced card under each face, and the card counts once (CollectionRead::backFaces). A row
/// whose set + number is no card is unmatched unless `options.matchByName`; rows that name no card
/// are listed in `unmatched`; a bad value (quantity, trade) is an error with line and column, and
/// so is a row that takes a printing's copies (with those `held` already, the rows of
/// CollectionStore::quantities) past core::kMaxQuantity.
[[nodiscard]] Result<CollectionRead>
readCollectionCsv(std::string_view text, const std::string& file, const LoadedGame& game,
                  const std::vector<core::CollectionItem>& held = {},
                  const CollectionReadOptions& options = {});

/// Writes rows as Deckhand's collection CSV.
[[nodiscard]] std::string writeCollectionCsv(const std::vector<core::CollectionItem>& items);

/// The printing a user means by a name and/or set + number: exactly one, or an error that
/// lists the candidates.
[[nodiscard]] Result<const core::Printing*> findPrinting(const LoadedGame& game,
                                                         const std::string& name,
                                                         const std::string& set,
                                                         const std::string& number);

/// The collection rows `count` sealed `product`s add (its listed cards, or every printing of its
/// set by the pack's contents field), in `location`; an error when it lists an unknown card.
[[nodiscard]] Result<std::vector<core::CollectionItem>>
sealedContents(const LoadedGame& game, const core::ProductDef& product, int count,
               const std::string& location);

} // namespace deckhand::app
