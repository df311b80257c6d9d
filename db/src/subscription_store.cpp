// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/subscription_store.hpp"

#include "timestamp.hpp"

#include <ctime>
#include <fmt/format.h>

namespace deckhand::db {

namespace {

constexpr const char* kColumns =
    "id, url, kind, game_id, etag, last_modified, created_at, checked_at, updated_at, last_error";

Subscription fromRow(const Statement& s) {
    Subscription out;
    out.id = s.integer(0);
    out.url = s.text(1);
    out.kind = parseKind(s.text(2)).value_or(SubscriptionKind::Pack);
    out.game = s.text(3);
    out.etag = s.text(4);
    out.lastModified = s.text(5);
    out.createdAt = s.text(6);
    out.checkedAt = s.text(7);
    out.updatedAt = s.text(8);
    out.lastError = s.text(9);
    return out;
}

} // namespace

std::optional<Subscription> SubscriptionStore::add(const std::string& url, SubscriptionKind kind,
                                                   const std::string& game) {
    // Another Deckhand may add the same URL between a look and an insert: the insert itself
    // tells, so two `subscribe`s at once give one row and "already subscribed", never a
    // constraint error.
    Statement s(m_db, "INSERT INTO subscription (url, kind, game_id, created_at) VALUES (?, ?, ?, "
                      "?) ON CONFLICT (url) DO NOTHING");
    s.bind(1, url).bind(2, kindName(kind)).bind(3, game).bind(4, nowUtc());
    s.run();
    if (m_db.changes() == 0) return std::nullopt;
    return find(m_db.lastInsertId());
}

std::vector<Subscription> SubscriptionStore::all() {
    std::vector<Subscription> out;
    Statement s(m_db, fmt::format("SELECT {} FROM subscription ORDER BY id", kColumns));
    while (s.step())
        out.push_back(fromRow(s));
    return out;
}

std::optional<Subscription> SubscriptionStore::find(const std::string& url) {
    Statement s(m_db, fmt::format("SELECT {} FROM subscription WHERE url = ?", kColumns));
    s.bind(1, url);
    if (!s.step()) return std::nullopt;
    return fromRow(s);
}

std::optional<Subscription> SubscriptionStore::find(std::int64_t id) {
    Statement s(m_db, fmt::format("SELECT {} FROM subscription WHERE id = ?", kColumns));
    s.bind(1, id);
    if (!s.step()) return std::nullopt;
    return fromRow(s);
}

bool SubscriptionStore::remove(const std::string& url) {
    Statement(m_db, "DELETE FROM subscription WHERE url = ?").bind(1, url).run();
    return m_db.changes() > 0;
}

void SubscriptionStore::recordChecked(std::int64_t id) {
    Statement(m_db, "UPDATE subscription SET checked_at = ?, last_error = '' WHERE id = ?")
        .bind(1, nowUtc())
        .bind(2, id)
        .run();
}

void SubscriptionStore::recordUpdated(std::int64_t id, const std::string& etag,
                                      const std::string& lastModified, const std::string& game) {
    const std::string now = nowUtc();
    Statement s(m_db,
                "UPDATE subscription SET etag = ?, last_modified = ?, game_id = ?, checked_at = ?, "
                "updated_at = ?, last_error = '' WHERE id = ?");
    s.bind(1, etag).bind(2, lastModified).bind(3, game).bind(4, now).bind(5, now).bind(6, id);
    s.run();
}

void SubscriptionStore::recordFailed(std::int64_t id, const std::string& error) {
    Statement(m_db, "UPDATE subscription SET checked_at = ?, last_error = ? WHERE id = ?")
        .bind(1, nowUtc())
        .bind(2, error)
        .bind(3, id)
        .run();
}

} // namespace deckhand::db
