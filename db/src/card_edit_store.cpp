// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/card_edit_store.hpp"

#include "deckhand/core/text.hpp"
#include "timestamp.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace deckhand::db {

namespace {

constexpr const char* kColumns = "game_id, set_code, number, kind, card, base, edited_at";

std::string toJson(const std::map<std::string, std::string>& values) {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& [k, v] : values)
        out[k] = v;
    return out.dump();
}

// A stored object back as values; members that are not strings (written by hand) are left out
// rather than failing the whole game's load.
std::map<std::string, std::string> fromJson(const std::string& text) {
    std::map<std::string, std::string> out;
    const auto parsed = nlohmann::json::parse(text, nullptr, false);
    if (!parsed.is_object()) return out;
    for (auto it = parsed.begin(); it != parsed.end(); ++it)
        if (it->is_string()) out[it.key()] = it->get<std::string>();
    return out;
}

CardEdit fromRow(const Statement& s) {
    CardEdit out;
    out.game = s.text(0);
    out.set = s.text(1);
    out.number = s.text(2);
    out.kind = parseCardEditKind(s.text(3)).value_or(CardEditKind::Changed);
    out.values = fromJson(s.text(4));
    out.base = fromJson(s.text(5));
    out.editedAt = s.text(6);
    return out;
}

} // namespace

std::vector<CardEdit> CardEditStore::list(const std::string& game) {
    std::vector<CardEdit> out;
    Statement s(m_db,
                fmt::format("SELECT {} FROM card_edit WHERE game_id = ? ORDER BY id", kColumns));
    s.bind(1, game);
    while (s.step())
        out.push_back(fromRow(s));
    return out;
}

std::optional<CardEdit> CardEditStore::find(const std::string& game, const std::string& set,
                                            const std::string& number) {
    Statement s(m_db, fmt::format("SELECT {} FROM card_edit WHERE game_id = ? AND set_code = ? "
                                  "COLLATE NOCASE AND number = ? COLLATE NOCASE",
                                  kColumns));
    s.bind(1, game).bind(2, set).bind(3, number);
    if (!s.step()) return std::nullopt;
    return fromRow(s);
}

void CardEditStore::put(const CardEdit& edit) {
    // An upsert keeps the row's id, so the edit keeps its place in list().
    Statement s(m_db, "INSERT INTO card_edit (game_id, set_code, number, kind, card, base, "
                      "edited_at) VALUES (?, ?, ?, ?, ?, ?, ?) "
                      "ON CONFLICT (game_id, set_code COLLATE NOCASE, number COLLATE NOCASE) DO "
                      "UPDATE SET set_code = excluded.set_code, number = excluded.number, kind = "
                      "excluded.kind, card = excluded.card, base = excluded.base, edited_at = "
                      "excluded.edited_at");
    s.bind(1, edit.game)
        .bind(2, edit.set)
        .bind(3, edit.number)
        .bind(4, cardEditKindName(edit.kind))
        .bind(5, toJson(edit.values))
        .bind(6, toJson(edit.base))
        .bind(7, edit.editedAt.empty() ? nowUtc() : edit.editedAt);
    s.run();
}

bool CardEditStore::remove(const std::string& game, const std::string& set,
                           const std::string& number) {
    Statement(m_db, "DELETE FROM card_edit WHERE game_id = ? AND set_code = ? COLLATE NOCASE AND "
                    "number = ? COLLATE NOCASE")
        .bind(1, game)
        .bind(2, set)
        .bind(3, number)
        .run();
    return m_db.changes() > 0;
}

void CardEditStore::replaceAll(const std::string& game, const std::vector<CardEdit>& edits) {
    Transaction tx(m_db);
    const auto before = list(game);
    for (const auto& old : before) {
        bool kept = false;
        for (const auto& e : edits)
            kept = kept || (core::iequals(e.set, old.set) && core::iequals(e.number, old.number));
        if (!kept) remove(game, old.set, old.number);
    }
    for (const auto& e : edits) {
        const auto there = find(game, e.set, e.number);
        if (there && there->kind == e.kind && there->values == e.values && there->base == e.base)
            continue; // unchanged: keeps the time it was made
        CardEdit copy = e;
        copy.game = game;
        copy.editedAt.clear();
        put(copy);
    }
    tx.commit();
}

} // namespace deckhand::db
