// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/set_edit_store.hpp"

#include "deckhand/core/text.hpp"
#include "timestamp.hpp"

namespace deckhand::db {

std::vector<SetEdit> SetEditStore::list(const std::string& game) {
    std::vector<SetEdit> out;
    Statement s(m_db, "SELECT game_id, set_code, name, released, edited_at FROM set_edit WHERE "
                      "game_id = ? ORDER BY id");
    s.bind(1, game);
    while (s.step())
        out.push_back({s.text(0), s.text(1), s.text(2), s.text(3), s.text(4)});
    return out;
}

void SetEditStore::replaceAll(const std::string& game, const std::vector<SetEdit>& edits) {
    Transaction tx(m_db);
    const auto before = list(game);
    for (const auto& old : before) {
        bool kept = false;
        for (const auto& e : edits)
            kept = kept || core::iequals(e.code, old.code);
        if (!kept)
            Statement(m_db,
                      "DELETE FROM set_edit WHERE game_id = ? AND set_code = ? COLLATE NOCASE")
                .bind(1, game)
                .bind(2, old.code)
                .run();
    }
    for (const auto& e : edits) {
        SetEdit copy = e;
        copy.game = game;
        bool unchanged = false;
        for (const auto& old : before)
            unchanged = unchanged || old.sameAs(copy);
        if (unchanged) continue; // keeps the time it was made
        // An upsert keeps the row's id, so the edit keeps its place in list().
        Statement(m_db, "INSERT INTO set_edit (game_id, set_code, name, released, edited_at) "
                        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, set_code COLLATE NOCASE) DO "
                        "UPDATE SET set_code = excluded.set_code, name = excluded.name, released = "
                        "excluded.released, edited_at = excluded.edited_at")
            .bind(1, game)
            .bind(2, copy.code)
            .bind(3, copy.name)
            .bind(4, copy.released)
            .bind(5, nowUtc())
            .run();
    }
    tx.commit();
}

} // namespace deckhand::db
