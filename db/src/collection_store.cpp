// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/collection_store.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/language.hpp"
#include "deckhand/core/quantity.hpp"
#include "timestamp.hpp"

#include <algorithm>
#include <ctime>
#include <fmt/format.h>

namespace deckhand::db {

namespace {

constexpr const char* kKey =
    "game_id = ? AND set_code = ? COLLATE NOCASE AND number = ? COLLATE NOCASE AND finish = ? "
    "AND condition = ? AND language = ? AND location = ?";

// The language as one code whatever the caller wrote ("Japanese", "JP"): one card, one row.
void bindKey(Statement& s, int first, const CollectionItem& i) {
    s.bind(first, i.game)
        .bind(first + 1, i.set)
        .bind(first + 2, i.number)
        .bind(first + 3, i.finish)
        .bind(first + 4, i.condition)
        .bind(first + 5, core::normalLanguage(i.language))
        .bind(first + 6, i.location);
}

// A merge keeps the row's first added_at: it says since when the player has had the card.
// Every quantity stays in core::kMaxQuantity's range, a printing's total over all its rows too,
// so no sum of the collection's rows leaves an int.
int addRow(Database& db, const CollectionItem& item, const std::string& now) {
    if (item.quantity < 1 || item.quantity > core::kMaxQuantity || item.trade < 0 ||
        item.trade > item.quantity)
        throw InputError(
            {{{db.path()},
              i18n::trf("{} copies ({} for trade) of {} {}: a quantity is from 1 to 1,000,000",
                        item.quantity, item.trade, item.set, item.number)}});
    Statement held(db, "SELECT coalesce(sum(quantity), 0) FROM collection WHERE game_id = ? AND "
                       "set_code = ? COLLATE NOCASE AND number = ? COLLATE NOCASE");
    held.bind(1, item.game).bind(2, item.set).bind(3, item.number);
    held.step();
    if (!core::addQuantities(held.integer(0), item.quantity))
        throw InputError(
            {{{db.path()},
              i18n::trf("the collection would hold {} copies of {} {} ({}); a card's copies in "
                        "all rows are from 1 to 1,000,000",
                        held.integer(0) + item.quantity, item.set, item.number, item.name)}});
    Statement s(
        db,
        "INSERT INTO collection (game_id, set_code, number, finish, condition, language, location, "
        "card_name, quantity, trade_quantity, added_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity, "
        "trade_quantity = trade_quantity + excluded.trade_quantity RETURNING quantity");
    bindKey(s, 1, item);
    s.bind(8, item.name)
        .bind(9, std::int64_t{item.quantity})
        .bind(10, std::int64_t{item.trade})
        .bind(11, now);
    s.step();
    const int total = static_cast<int>(s.integer(0));
    s.reset();
    return total;
}

CollectionItem readItem(Statement& s) {
    CollectionItem i;
    i.game = s.text(0);
    i.set = s.text(1);
    i.number = s.text(2);
    i.name = s.text(3);
    i.finish = s.text(4);
    i.condition = s.text(5);
    i.language = s.text(6);
    i.location = s.text(7);
    i.quantity = static_cast<int>(s.integer(8));
    i.trade = static_cast<int>(s.integer(9));
    i.addedAt = s.text(10);
    return i;
}

} // namespace

int CollectionStore::add(const CollectionItem& item) {
    Transaction tx(m_db);
    const int total = addRow(m_db, item, nowUtc());
    tx.commit();
    return total;
}

void CollectionStore::addAll(const std::vector<CollectionItem>& items) {
    Transaction tx(m_db);
    const std::string now = nowUtc();
    for (const auto& i : items)
        addRow(m_db, i, now);
    tx.commit();
}

std::optional<int> CollectionStore::remove(const CollectionItem& item) {
    Transaction tx(m_db);
    Statement get(m_db,
                  std::string("SELECT quantity, trade_quantity FROM collection WHERE ") + kKey);
    bindKey(get, 1, item);
    if (!get.step() || get.integer(0) < item.quantity) return std::nullopt;
    const int left = static_cast<int>(get.integer(0)) - item.quantity;
    const int trade = std::min(static_cast<int>(get.integer(1)), left);
    if (left == 0) {
        Statement del(m_db, std::string("DELETE FROM collection WHERE ") + kKey);
        bindKey(del, 1, item);
        del.run();
    } else {
        Statement upd(m_db,
                      std::string("UPDATE collection SET quantity = ?, trade_quantity = ? WHERE ") +
                          kKey);
        upd.bind(1, std::int64_t{left}).bind(2, std::int64_t{trade});
        bindKey(upd, 3, item);
        upd.run();
    }
    tx.commit();
    return left;
}

std::vector<CollectionItem> CollectionStore::list(const std::string& game) {
    std::vector<CollectionItem> out;
    Statement s(m_db, "SELECT game_id, set_code, number, card_name, finish, condition, language, "
                      "location, quantity, "
                      "trade_quantity, added_at FROM collection WHERE ? = '' OR game_id = ? "
                      "ORDER BY game_id, set_code, number, finish, condition, language, location");
    s.bind(1, game).bind(2, game);
    while (s.step())
        out.push_back(readItem(s));
    return out;
}

std::vector<CollectionItem> CollectionStore::ownedPrintings(const std::string& game) {
    // Grouped and ordered as the collection_by_printing index is, so SQLite walks the index
    // once and sorts nothing ("which decks can I build" reads this for every deck check).
    std::vector<CollectionItem> out;
    Statement s(m_db, "SELECT set_code, number, min(card_name), sum(quantity), "
                      "sum(trade_quantity), min(added_at) "
                      "FROM collection WHERE game_id = ? GROUP BY game_id, set_code COLLATE "
                      "NOCASE, number COLLATE "
                      "NOCASE ORDER BY game_id, set_code COLLATE NOCASE, number COLLATE NOCASE");
    s.bind(1, game);
    while (s.step()) {
        CollectionItem& i = out.emplace_back();
        i.game = game;
        i.set = s.text(0);
        i.number = s.text(1);
        i.name = s.text(2);
        i.finish.clear();
        i.condition.clear();
        i.language.clear();
        i.quantity = static_cast<int>(s.integer(3));
        i.trade = static_cast<int>(s.integer(4));
        i.addedAt = s.text(5);
    }
    return out;
}

std::vector<CollectionItem> CollectionStore::quantities(const std::string& game) {
    // No GROUP BY: grouping by set and number without case costs five times the read itself.
    std::vector<CollectionItem> out;
    Statement s(m_db,
                "SELECT set_code, number, card_name, quantity FROM collection WHERE game_id = ?");
    s.bind(1, game);
    while (s.step()) {
        CollectionItem& i = out.emplace_back();
        i.game = game;
        i.set = s.text(0);
        i.number = s.text(1);
        i.name = s.text(2);
        i.quantity = static_cast<int>(s.integer(3));
    }
    return out;
}

std::int64_t CollectionStore::mostCopiesOfAPrinting(const std::string& game) {
    Statement s(m_db, "SELECT coalesce(max(copies), 0) FROM (SELECT sum(quantity) AS copies FROM "
                      "collection WHERE game_id = ? GROUP BY set_code COLLATE NOCASE, number "
                      "COLLATE NOCASE)");
    s.bind(1, game);
    s.step();
    return s.integer(0);
}

std::int64_t CollectionStore::copiesOf(const std::string& game, const std::string& set,
                                       const std::string& number) {
    Statement s(m_db, "SELECT coalesce(sum(quantity), 0) FROM collection WHERE game_id = ? AND "
                      "set_code = ? COLLATE NOCASE AND number = ? COLLATE NOCASE");
    s.bind(1, game).bind(2, set).bind(3, number);
    s.step();
    return s.integer(0);
}

namespace {

constexpr std::size_t kWriterColumns = 11;
// Rows a statement: 11 columns each, well under SQLite's 32,766 parameters.
constexpr std::size_t kWriterBatch = 256;

std::string writerSql(std::size_t rows) {
    std::string sql = "INSERT INTO collection (game_id, set_code, number, finish, condition, "
                      "language, location, card_name, quantity, trade_quantity, added_at) VALUES ";
    for (std::size_t r = 0; r < rows; ++r)
        sql += r ? ",(?,?,?,?,?,?,?,?,?,?,?)" : "(?,?,?,?,?,?,?,?,?,?,?)";
    // As add(): a row like one there merges into it, its first added_at kept.
    return sql + " ON CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity, "
                 "trade_quantity = trade_quantity + excluded.trade_quantity";
}

} // namespace

CollectionWriter::CollectionWriter(Database& db) : m_db(db), m_now(nowUtc()) {
    m_rows.reserve(kWriterBatch);
}

CollectionWriter::~CollectionWriter() = default;

void CollectionWriter::add(const CollectionItem& item) {
    if (item.quantity < 1 || item.quantity > core::kMaxQuantity || item.trade < 0 ||
        item.trade > item.quantity)
        throw InputError(
            {{{m_db.path()},
              i18n::trf("{} copies ({} for trade) of {} {}: a quantity is from 1 to 1,000,000",
                        item.quantity, item.trade, item.set, item.number)}});
    m_rows.push_back(item);
    if (m_rows.size() == kWriterBatch) flush();
}

void CollectionWriter::flush() {
    if (m_rows.empty()) return;
    std::unique_ptr<Statement> tail;
    Statement& s =
        m_rows.size() == kWriterBatch
            ? *(m_full ? m_full
                       : m_full = std::make_unique<Statement>(m_db, writerSql(kWriterBatch)))
            : *(tail = std::make_unique<Statement>(m_db, writerSql(m_rows.size())));
    int at = 1;
    for (const auto& i : m_rows) {
        bindKey(s, at, i);
        s.bind(at + 7, i.name)
            .bind(at + 8, std::int64_t{i.quantity})
            .bind(at + 9, std::int64_t{i.trade})
            .bind(at + 10, m_now);
        at += static_cast<int>(kWriterColumns);
    }
    s.run();
    m_rows.clear();
}

void CollectionStore::wish(const WishlistItem& item) {
    Statement s(m_db, "INSERT INTO wishlist (game_id, card_name, set_code, number, quantity) "
                      "VALUES (?, ?, ?, ?, ?) "
                      "ON CONFLICT DO UPDATE SET quantity = excluded.quantity");
    s.bind(1, item.game)
        .bind(2, item.name)
        .bind(3, item.set)
        .bind(4, item.number)
        .bind(5, std::int64_t{item.quantity});
    s.run();
}

bool CollectionStore::unwish(const WishlistItem& item) {
    Statement s(
        m_db,
        "DELETE FROM wishlist WHERE game_id = ? AND card_name = ? AND set_code = ? AND number = ?");
    s.bind(1, item.game).bind(2, item.name).bind(3, item.set).bind(4, item.number);
    s.run();
    return m_db.changes() > 0;
}

std::vector<WishlistItem> CollectionStore::wishlist(const std::string& game) {
    std::vector<WishlistItem> out;
    Statement s(m_db, "SELECT game_id, card_name, set_code, number, quantity FROM wishlist WHERE ? "
                      "= '' OR game_id = ? "
                      "ORDER BY game_id, card_name");
    s.bind(1, game).bind(2, game);
    while (s.step())
        out.push_back({s.text(0), s.text(1), s.text(2), s.text(3), static_cast<int>(s.integer(4))});
    return out;
}

} // namespace deckhand::db
