#pragma once

#include "deckhand/core/owned_cards.hpp"
#include "deckhand/db/database.hpp"

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

    void wish(const WishlistItem& item);
    bool unwish(const WishlistItem& item);
    [[nodiscard]] std::vector<WishlistItem> wishlist(const std::string& game = {});

private:
    Database& m_db;
};

} // namespace deckhand::db
