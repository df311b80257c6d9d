#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/db/collection_store.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

/// The columns of Deckhand's own collection CSV (docs/collection-csv.md), in order.
inline constexpr const char* kCollectionColumns[] = {"game",     "set",       "number",   "name",
                                                     "quantity", "finish",    "condition", "language",
                                                     "location", "trade"};

/// Reads a collection CSV for a game: columns by header name, `set` + `number` or `name`
/// naming the printing, `quantity` required. A row that names no card of the game, or a bad
/// number, is an error with its line and column; with any error nothing is returned.
[[nodiscard]] Result<std::vector<db::CollectionItem>> readCollectionCsv(std::string_view text, const std::string& file,
                                                                      const LoadedGame& game);

/// Writes rows as Deckhand's collection CSV.
[[nodiscard]] std::string writeCollectionCsv(const std::vector<db::CollectionItem>& items);

/// The printing a user means by a name and/or set + number: exactly one, or an error that
/// lists the candidates.
[[nodiscard]] Result<const core::Printing*> findPrinting(const LoadedGame& game, const std::string& name,
                                                       const std::string& set, const std::string& number);

} // namespace deckhand::app
