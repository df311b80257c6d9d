#pragma once

#include "deckhand/db/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::db {

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

/// Subscriptions in the user's file. SQL for them lives here and nowhere else.
class SubscriptionStore {
public:
    explicit SubscriptionStore(Database& db) : m_db(db) {}

    /// Adds a subscription; nullopt when the URL is already followed.
    std::optional<Subscription> add(const std::string& url, SubscriptionKind kind,
                                    const std::string& game);
    /// Every subscription, oldest first.
    [[nodiscard]] std::vector<Subscription> all();
    [[nodiscard]] std::optional<Subscription> find(const std::string& url);
    [[nodiscard]] std::optional<Subscription> find(std::int64_t id);
    /// Stops following a URL; false when it was not followed.
    bool remove(const std::string& url);

    /// A check that found nothing new (304): clears the last error.
    void recordChecked(std::int64_t id);
    /// A new version was installed: its validators and game; clears the last error.
    void recordUpdated(std::int64_t id, const std::string& etag, const std::string& lastModified,
                       const std::string& game);
    /// A check or install that failed: what was installed stays, the reason is kept.
    void recordFailed(std::int64_t id, const std::string& error);

private:
    Database& m_db;
};

} // namespace deckhand::db
