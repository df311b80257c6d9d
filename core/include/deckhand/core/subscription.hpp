// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace deckhand::core {

/// What a subscription follows.
enum class SubscriptionKind {
    Pack,        ///< a game pack (game.xml and the files it names beside it)
    Cards,       ///< card data (CSV) for one game
    LimitedList, ///< Limited-list versions (XML)
    Images,      ///< a card-image URL template for one game ({set}, {number}, ...)
};

/// "pack", "cards", "limited-list", "images".
[[nodiscard]] std::string_view kindName(SubscriptionKind kind);
/// The kind a name (as kindName gives it) stands for.
[[nodiscard]] std::optional<SubscriptionKind> parseKind(std::string_view name);

/// A URL the user follows, with what the last check found.
struct Subscription {
    std::int64_t id = 0;
    std::string url;
    SubscriptionKind kind = SubscriptionKind::Pack;
    std::string game;         ///< the game it is for ('' for a pack not yet installed)
    std::string etag;         ///< of the version installed, sent back to ask "changed?"
    std::string lastModified; ///< likewise (an HTTP date, kept as the server sent it)
    std::string createdAt;    ///< UTC, ISO 8601
    std::string checkedAt;    ///< '' = never checked
    std::string updatedAt;    ///< '' = never installed
    std::string lastError;    ///< '' when the last check went well
};

} // namespace deckhand::core
