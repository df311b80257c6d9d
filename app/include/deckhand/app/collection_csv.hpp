#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/db/collection_store.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

/// The columns of Deckhand's own collection CSV (docs/collection-csv.md), in order.
inline constexpr const char* kCollectionColumns[] = {"game",     "set",    "number",    "name",
                                                     "quantity", "finish", "condition", "language",
                                                     "location", "trade"};

/// A collection file as read: the rows that matched a card, those that did not, and which
/// app's export it looked like.
struct CollectionRead {
    std::vector<db::CollectionItem> items;
    std::vector<ParseError> unmatched; ///< rows naming no card of the game (file, line, column)
    std::string source;                ///< "Deckhand", "Moxfield", "Dragon Shield", ...
};

/// Reads a collection CSV for a game: Deckhand's own, or the export of Moxfield, Deckbox,
/// ManaBox, Archidekt, Dragon Shield (its `sep=,` first line too) or TCGplayer. Columns are
/// matched by header name (each app's spelling), finishes, conditions and languages are
/// normalised (Foil -> foil, Near Mint -> NM, English -> en). Rows that name no card are
/// listed in `unmatched`; a bad value (quantity, trade) is an error with line and column, and so
/// is a row that takes a printing's copies (with those `held` already, the rows of
/// CollectionStore::quantities) past core::kMaxQuantity.
[[nodiscard]] Result<CollectionRead>
readCollectionCsv(std::string_view text, const std::string& file, const LoadedGame& game,
                  const std::vector<db::CollectionItem>& held = {});

/// Writes rows as Deckhand's collection CSV.
[[nodiscard]] std::string writeCollectionCsv(const std::vector<db::CollectionItem>& items);

/// The printing a user means by a name and/or set + number: exactly one, or an error that
/// lists the candidates.
[[nodiscard]] Result<const core::Printing*> findPrinting(const LoadedGame& game,
                                                         const std::string& name,
                                                         const std::string& set,
                                                         const std::string& number);

/// The collection rows `count` sealed `product`s add (its listed cards, or every printing of its
/// set by the pack's contents field), in `location`; an error when it lists an unknown card.
[[nodiscard]] Result<std::vector<db::CollectionItem>>
sealedContents(const LoadedGame& game, const core::ProductDef& product, int count,
               const std::string& location);

} // namespace deckhand::app
