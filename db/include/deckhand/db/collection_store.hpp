// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/owned_cards.hpp"
#include "deckhand/db/database.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace deckhand::db {

using core::CollectionItem;
using core::WishlistItem;

/// The player's collection and wishlist (user.sqlite). Every change is one transaction.
class CollectionStore {
public:
    explicit CollectionStore(Database& db) : m_db(db) {}

    /// Adds copies (merging with a row of the same printing, finish, condition, language and
    /// place); returns the row's new quantity. Throws InputError, changing nothing, when the
    /// printing's copies in all rows would pass core::kMaxQuantity (or `item` is out of range).
    int add(const CollectionItem& item);
    /// Adds many rows all or nothing (InputError as add() when a total would pass the range).
    void addAll(const std::vector<CollectionItem>& items);
    /// Removes copies; a row that reaches 0 goes. Returns the quantity left, or nullopt when
    /// the player does not own that many (nothing is changed then).
    std::optional<int> remove(const CollectionItem& item);
    /// Every row for a game (all games when empty), by set and number.
    [[nodiscard]] std::vector<CollectionItem> list(const std::string& game = {});
    /// Owned copies per printing (set, number), every finish and place together, by set and
    /// number (case-insensitively); finish, condition, language and place are left empty.
    [[nodiscard]] std::vector<CollectionItem> ownedPrintings(const std::string& game);
    /// Every row of a game in no order, with only game, set, number, name and quantity filled:
    /// the quickest read, for adding copies up (a printing kept in two places comes twice).
    [[nodiscard]] std::vector<CollectionItem> quantities(const std::string& game);

    /// The most copies one printing of the game has in all its rows together (0: none): what a
    /// collection import's rows are counted against while they cannot take any printing past
    /// core::kMaxQuantity.
    [[nodiscard]] std::int64_t mostCopiesOfAPrinting(const std::string& game);
    /// The copies of a printing (set and number, case ignored) in all its rows.
    [[nodiscard]] std::int64_t copiesOf(const std::string& game, const std::string& set,
                                        const std::string& number);

    void wish(const WishlistItem& item);
    bool unwish(const WishlistItem& item);
    [[nodiscard]] std::vector<WishlistItem> wishlist(const std::string& game = {});

private:
    Database& m_db;
};

/// Adds many collection rows inside the caller's transaction, a batch of rows a statement and
/// the statement prepared once: a collection import's rows written as they are read, in memory
/// a batch at a time. A row merges with its like as CollectionStore::add merges; its quantity
/// and trade are checked as there (InputError), the printing's copies in all rows are the
/// caller's to keep in range (CollectionStore::copiesOf).
class CollectionWriter {
public:
    explicit CollectionWriter(Database& db);
    ~CollectionWriter();
    CollectionWriter(const CollectionWriter&) = delete;
    CollectionWriter& operator=(const CollectionWriter&) = delete;

    /// Adds a row: written at the latest by the next flush().
    void add(const CollectionItem& item);
    /// Writes the rows added since the last flush.
    void flush();

private:
    Database& m_db;
    std::string m_now;
    std::vector<CollectionItem> m_rows;
    std::unique_ptr<Statement> m_full; ///< a whole batch's statement, prepared once
};

} // namespace deckhand::db
