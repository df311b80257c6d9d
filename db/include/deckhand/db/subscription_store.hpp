// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/subscription.hpp"
#include "deckhand/db/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::db {

using core::kindName;
using core::parseKind;
using core::Subscription;
using core::SubscriptionKind;

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
