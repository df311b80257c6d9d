// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/deck_store.hpp"

#include "timestamp.hpp"

#include <algorithm>
#include <ctime>
#include <fmt/format.h>

namespace deckhand::db {

namespace {

constexpr const char* kDeckColumns =
    "SELECT d.id, d.game_id, d.format_id, d.name, d.notes, d.built, d.created_at, "
    "d.updated_at, (SELECT count(*) FROM deck_version v WHERE v.deck_id = d.id), "
    "(SELECT group_concat(tag, char(31)) FROM (SELECT tag FROM deck_tag t "
    "WHERE t.deck_id = d.id ORDER BY tag)) FROM deck d ";

DeckRecord readDeck(Statement& s) {
    DeckRecord d;
    d.id = s.integer(0);
    d.game = s.text(1);
    d.format = s.text(2);
    d.name = s.text(3);
    d.notes = s.text(4);
    d.built = s.integer(5) != 0;
    d.createdAt = s.text(6);
    d.updatedAt = s.text(7);
    d.versions = static_cast<int>(s.integer(8));
    const std::string tags = s.text(9);
    std::size_t start = 0;
    while (!tags.empty() && start <= tags.size()) {
        const auto end = std::min(tags.find('\x1f', start), tags.size());
        d.tags.push_back(tags.substr(start, end - start));
        start = end + 1;
    }
    return d;
}

// A deck_version row from columns id, number, saved_at, name, notes, format_id.
DeckVersion readVersion(Statement& s) {
    DeckVersion v;
    v.id = s.integer(0);
    v.number = static_cast<int>(s.integer(1));
    v.savedAt = s.text(2);
    v.name = s.text(3);
    v.notes = s.text(4);
    v.format = s.text(5);
    return v;
}

} // namespace

SaveResult DeckStore::save(const DeckToSave& deck) {
    const std::string& game = deck.game;
    const std::string& format = deck.format;
    const std::string& name = deck.name;
    const std::string& notes = deck.notes;
    const auto& tags = deck.tags;
    const std::vector<StoredEntry>& content = deck.entries;
    Transaction tx(m_db);
    SaveResult result;
    const std::string now = nowUtc();
    {
        Statement find(m_db, "SELECT id FROM deck WHERE game_id = ? AND name = ?");
        find.bind(1, game).bind(2, name);
        if (find.step()) result.deckId = find.integer(0);
    }
    if (result.deckId == 0) {
        Statement ins(m_db,
                      "INSERT INTO deck (game_id, format_id, name, notes, created_at, updated_at) "
                      "VALUES (?, ?, ?, ?, ?, ?)");
        ins.bind(1, game).bind(2, format).bind(3, name).bind(4, notes).bind(5, now).bind(6, now);
        ins.run();
        result.deckId = m_db.lastInsertId();
        result.created = true;
    }
    auto latest = version(result.deckId);
    result.version = latest ? latest->number : 0;
    {
        Statement upd(m_db, "UPDATE deck SET format_id = ?, notes = ? WHERE id = ?");
        upd.bind(1, format).bind(2, notes).bind(3, result.deckId);
        upd.run();
        if (tags) {
            Statement(m_db, "DELETE FROM deck_tag WHERE deck_id = ?").bind(1, result.deckId).run();
            Statement tag(m_db, "INSERT OR IGNORE INTO deck_tag (deck_id, tag) VALUES (?, ?)");
            for (const auto& t : *tags)
                tag.bind(1, result.deckId).bind(2, t).run();
        }
    }
    if (!latest || latest->entries != content || latest->notes != notes || latest->name != name ||
        latest->format != format) {
        result.version += 1;
        result.changed = true;
        Statement v(m_db,
                    "INSERT INTO deck_version (deck_id, number, saved_at, name, notes, format_id) "
                    "VALUES (?, ?, ?, ?, ?, ?)");
        v.bind(1, result.deckId)
            .bind(2, std::int64_t{result.version})
            .bind(3, now)
            .bind(4, name)
            .bind(5, notes)
            .bind(6, format);
        v.run();
        const std::int64_t versionId = m_db.lastInsertId();
        Statement e(m_db, "INSERT INTO deck_entry (version_id, position, section, quantity, "
                          "card_name, set_code, number) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?)");
        std::int64_t position = 0;
        for (const auto& x : content) {
            e.bind(1, versionId)
                .bind(2, position++)
                .bind(3, x.section)
                .bind(4, std::int64_t{x.quantity})
                .bind(5, x.name)
                .bind(6, x.set)
                .bind(7, x.number);
            e.run();
        }
        Statement(m_db, "UPDATE deck SET updated_at = ? WHERE id = ?")
            .bind(1, now)
            .bind(2, result.deckId)
            .run();
    }
    tx.commit();
    return result;
}

std::vector<DeckRecord> DeckStore::list(const std::string& game) {
    std::vector<DeckRecord> out;
    Statement s(m_db, std::string(kDeckColumns) +
                          "WHERE ? = '' OR d.game_id = ? ORDER BY d.game_id, d.name");
    s.bind(1, game).bind(2, game);
    while (s.step())
        out.push_back(readDeck(s));
    return out;
}

std::optional<DeckRecord> DeckStore::find(const std::string& game, const std::string& nameOrId) {
    Statement s(m_db,
                std::string(kDeckColumns) +
                    "WHERE (? = '' OR d.game_id = ?) AND (d.name = ? OR CAST(d.id AS TEXT) = ?) "
                    "ORDER BY d.name = ? DESC LIMIT 1");
    s.bind(1, game).bind(2, game).bind(3, nameOrId).bind(4, nameOrId).bind(5, nameOrId);
    if (!s.step()) return std::nullopt;
    return readDeck(s);
}

std::vector<StoredEntry> DeckStore::entries(std::int64_t versionId) {
    std::vector<StoredEntry> out;
    Statement s(m_db, "SELECT section, quantity, card_name, set_code, number FROM deck_entry WHERE "
                      "version_id = ? "
                      "ORDER BY position");
    s.bind(1, versionId);
    while (s.step())
        out.push_back({s.text(0), static_cast<int>(s.integer(1)), s.text(2), s.text(3), s.text(4)});
    return out;
}

std::optional<DeckVersion> DeckStore::version(std::int64_t deckId, int number) {
    Statement s(
        m_db,
        "SELECT id, number, saved_at, name, notes, format_id FROM deck_version WHERE deck_id = ? "
        "AND (? = 0 OR number = ?) ORDER BY number DESC LIMIT 1");
    s.bind(1, deckId).bind(2, std::int64_t{number}).bind(3, std::int64_t{number});
    if (!s.step()) return std::nullopt;
    DeckVersion v = readVersion(s);
    v.entries = entries(v.id);
    return v;
}

std::vector<DeckVersion> DeckStore::history(std::int64_t deckId) {
    std::vector<DeckVersion> out;
    Statement s(
        m_db,
        "SELECT id, number, saved_at, name, notes, format_id FROM deck_version WHERE deck_id = ? "
        "ORDER BY number");
    s.bind(1, deckId);
    while (s.step())
        out.push_back(readVersion(s));
    for (auto& v : out)
        v.entries = entries(v.id);
    return out;
}

std::vector<std::pair<std::int64_t, DeckVersion>>
DeckStore::latestVersions(const std::string& game) {
    std::vector<std::pair<std::int64_t, DeckVersion>> out;
    // One pass over the entries of every deck's newest version, in deck and position order.
    Statement s(m_db, "SELECT v.id, v.number, v.saved_at, v.name, v.notes, v.format_id, v.deck_id, "
                      "e.section, e.quantity, e.card_name, e.set_code, e.number FROM deck d "
                      "JOIN deck_version v ON v.deck_id = d.id AND v.number = "
                      "(SELECT max(number) FROM deck_version WHERE deck_id = d.id) "
                      "LEFT JOIN deck_entry e ON e.version_id = v.id "
                      "WHERE d.game_id = ? ORDER BY d.id, e.position");
    s.bind(1, game);
    while (s.step()) {
        const std::int64_t deckId = s.integer(6);
        if (out.empty() || out.back().first != deckId) out.emplace_back(deckId, readVersion(s));
        if (!s.isNull(7))
            out.back().second.entries.push_back(
                {s.text(7), static_cast<int>(s.integer(8)), s.text(9), s.text(10), s.text(11)});
    }
    return out;
}

void DeckStore::setBuilt(std::int64_t deckId, bool built) {
    Statement s(m_db, "UPDATE deck SET built = ? WHERE id = ?");
    s.bind(1, std::int64_t{built}).bind(2, deckId);
    s.run();
}

bool DeckStore::rename(std::int64_t deckId, const std::string& name) {
    Transaction tx(m_db);
    Statement s(
        m_db,
        "UPDATE deck SET name = ?, updated_at = ? WHERE id = ? AND NOT EXISTS "
        "(SELECT 1 FROM deck d WHERE d.game_id = deck.game_id AND d.name = ? AND d.id <> deck.id)");
    s.bind(1, name).bind(2, nowUtc()).bind(3, deckId).bind(4, name);
    s.run();
    const bool renamed = m_db.changes() > 0;
    tx.commit();
    return renamed;
}

bool DeckStore::remove(std::int64_t deckId) {
    Transaction tx(m_db);
    Statement s(m_db, "DELETE FROM deck WHERE id = ?");
    s.bind(1, deckId);
    s.run();
    const bool removed = m_db.changes() > 0;
    tx.commit();
    return removed;
}

} // namespace deckhand::db
