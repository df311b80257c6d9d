// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Collection rows as tests write them: copies of one printing, near mint, English, unsorted
// (the store's defaults); a test sets finish, condition or place on the row it gets back.

#include "deckhand/core/card.hpp"
#include "deckhand/db/collection_store.hpp"

#include <string>

namespace deckhand::test {

inline db::CollectionItem copiesOf(const std::string& game, const std::string& set,
                                   const std::string& number, const std::string& name,
                                   int quantity) {
    db::CollectionItem item;
    item.game = game;
    item.set = set;
    item.number = number;
    item.name = name;
    item.quantity = quantity;
    return item;
}

inline db::CollectionItem copiesOf(const std::string& game, const core::Printing& printing,
                                   int quantity) {
    return copiesOf(game, printing.set(), printing.number(), printing.name(), quantity);
}

} // namespace deckhand::test
