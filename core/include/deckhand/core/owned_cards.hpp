// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>

namespace deckhand::core {

/// Copies of one printing the player owns, in one finish, condition, language and place.
struct CollectionItem {
    std::string game;
    std::string set;
    std::string number;
    std::string name;
    std::string finish = "normal";
    std::string condition = "NM";
    std::string language = "en"; ///< stored as core::normalLanguage makes it ("JP" -> "ja")
    std::string location;        ///< binder or box; empty: unsorted
    int quantity = 0;
    int trade = 0;       ///< of `quantity`, how many are up for trade
    std::string addedAt; ///< when the row was first added (UTC, ISO 8601); set by the store
};

/// A card the player wants.
struct WishlistItem {
    std::string game;
    std::string name;
    std::string set;    ///< empty: any printing
    std::string number; ///< empty: any printing
    int quantity = 0;
};

} // namespace deckhand::core
