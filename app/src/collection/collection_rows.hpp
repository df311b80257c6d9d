// SPDX-License-Identifier: GPL-3.0-or-later

// Reading a collection CSV a row at a time, where the rows go and how printings are found left to
// the caller: readCollectionCsv keeps them in memory over a game read whole; the collection's
// import (CollectionSession::importCsv) writes them as they come and finds most printings in the
// catalogue's index without reading the game.
#pragma once

#include "deckhand/app/collection_csv.hpp"
#include "deckhand/io/csv.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deckhand::app::detail {

/// The game a collection CSV is read for.
struct CollectionGame {
    std::string id;
    std::string name;
    /// The whole game, read when a row first needs it (a set + number `exact` does not find, a
    /// name, the closest names to an unknown one). Called at most once.
    std::function<const LoadedGame&()> whole;
    /// When given: the printing with exactly this set and number (case ignored), found without
    /// the game read, or nullptr (then `whole` answers). What it returns is read before the next
    /// call.
    std::function<const core::Printing*(const std::string& set, const std::string& number)> exact;
    /// The game's sets that have a name, as the profile knows them (the pack's names, the user's
    /// over them): code and name. Called when a row first gives its set by name only.
    std::function<std::vector<std::pair<std::string, std::string>>()> namedSets;
};

/// Where the rows of a collection CSV go as they are read, in file order.
class CollectionRows {
public:
    virtual ~CollectionRows() = default;
    /// Counts a row's copies of the printing (set, number) with those held and the rows before
    /// it; or, when they would take the printing's copies past core::kMaxQuantity, says so and
    /// does not count them.
    virtual std::optional<std::string> count(const std::string& set, const std::string& number,
                                             int quantity) = 0;
    /// A row read whole, its copies counted.
    virtual void keep(core::CollectionItem&& item) = 0;
    /// A row whose copies were counted that is not kept (its condition is not one Deckhand
    /// knows): its copies still count for the rows after it.
    virtual void countedOnly(const core::CollectionItem& item) = 0;
};

/// "SET NUMBER would come to N copies (M in the collection, the rows above); ...": a row taking
/// a printing's copies out of range, `total` being what it held before the row.
[[nodiscard]] std::string tooManyCopies(const std::string& set, const std::string& number,
                                        std::int64_t total, int quantity, std::int64_t had);

/// Reads a collection CSV (`file`, read by `source`) into `rows` a record at a time: what
/// readCollectionCsv says, the rows given to `rows` instead of `items` (which stays empty).
/// When errors come back, rows given before them are to be dropped.
[[nodiscard]] Result<CollectionRead>
readCollectionRows(const io::CsvSource& source, const std::string& file, const CollectionGame& game,
                   CollectionRows& rows, const CollectionReadOptions& options);

} // namespace deckhand::app::detail
