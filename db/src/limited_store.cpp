// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/limited_store.hpp"

namespace deckhand::db {

LimitedStore::Saved LimitedStore::save(const core::LimitedListVersion& v, const std::string& source,
                                       bool edited) {
    Transaction tx(m_db);
    Saved result = Saved::Added;
    if (v.sample) {
        // ... and never replaces, nor stands beside, one the user gave for that date.
        Statement user(m_db, "SELECT 1 FROM limited_version WHERE game_id = ? AND effective = ? "
                             "AND sample = 0");
        user.bind(1, v.game).bind(2, v.effective.str());
        if (user.step()) return Saved::KeptUserList;
    } else {
        // Sample data gives way to the user's list of its date, whatever either is called.
        Statement drop(m_db, "DELETE FROM limited_version WHERE game_id = ? AND effective = ? "
                             "AND sample = 1 AND edited = 0 AND name <> ?");
        drop.bind(1, v.game).bind(2, v.effective.str()).bind(3, v.name).run();
        if (m_db.changes() > 0) result = Saved::ReplacedSample;
    }
    {
        // The version of this list and date, if there is one (core::sameList: a version that
        // names no list is the game's list).
        Statement find(m_db, "SELECT id, edited, sample, name FROM limited_version WHERE "
                             "game_id = ? AND effective = ?");
        find.bind(1, v.game).bind(2, v.effective.str());
        bool found = false;
        while (!found && find.step())
            found = core::sameList(find.text(3), v.name);
        if (found) {
            const bool wasSample = find.integer(2) != 0;
            if (v.sample && !wasSample) return Saved::KeptUserList;
            if (find.integer(1) != 0 && !edited) return Saved::KeptUserEdit;
            Statement(m_db, "DELETE FROM limited_version WHERE id = ?")
                .bind(1, find.integer(0))
                .run();
            result = wasSample && !v.sample ? Saved::ReplacedSample : Saved::Replaced;
        }
    }
    Statement ins(m_db, "INSERT INTO limited_version (game_id, name, label, effective, source, "
                        "edited, sample, banned) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    ins.bind(1, v.game)
        .bind(2, v.name)
        .bind(3, v.label.empty() ? v.effective.monthYear() : v.label)
        .bind(4, v.effective.str())
        .bind(5, source)
        .bind(6, std::int64_t{edited})
        .bind(7, std::int64_t{v.sample && !edited})
        .bind(8, v.bannedTerm);
    ins.run();
    const std::int64_t id = m_db.lastInsertId();
    Statement entry(m_db, "INSERT INTO limited_entry (version_id, card_name, folded_name, "
                          "max_copies) VALUES (?, ?, ?, ?)");
    for (const auto& [folded, max] : v.maxCopies) {
        auto spelled = v.spelling.find(folded);
        entry.bind(1, id)
            .bind(2, spelled == v.spelling.end() ? folded : spelled->second)
            .bind(3, folded)
            .bind(4, std::int64_t{max});
        entry.run();
    }
    Statement apart(m_db, "INSERT INTO limited_apart (version_id, apart, grp, position, "
                          "card_name) VALUES (?, ?, ?, ?, ?)");
    for (std::size_t a = 0; a < v.apart.size(); ++a)
        for (std::size_t g = 0; g < v.apart[a].groups.size(); ++g)
            for (std::size_t c = 0; c < v.apart[a].groups[g].size(); ++c)
                apart.bind(1, id)
                    .bind(2, static_cast<std::int64_t>(a))
                    .bind(3, static_cast<std::int64_t>(g))
                    .bind(4, static_cast<std::int64_t>(c))
                    .bind(5, v.apart[a].groups[g][c])
                    .run();
    tx.commit();
    return result;
}

std::vector<core::LimitedListVersion> LimitedStore::load(const std::string& game) {
    std::vector<core::LimitedListVersion> out;
    std::vector<std::int64_t> ids;
    {
        Statement s(m_db,
                    "SELECT id, game_id, name, label, effective, source, sample, banned FROM "
                    "limited_version WHERE ? = '' OR game_id = ? ORDER BY game_id, effective");
        s.bind(1, game).bind(2, game);
        while (s.step()) {
            core::LimitedListVersion v;
            ids.push_back(s.integer(0));
            v.game = s.text(1);
            v.name = s.text(2);
            v.label = s.text(3);
            if (auto d = core::Date::parse(s.text(4))) v.effective = *d;
            v.origin = {s.text(5)};
            v.sample = s.integer(6) != 0;
            v.bannedTerm = s.text(7);
            out.push_back(std::move(v));
        }
    }
    Statement e(
        m_db, "SELECT card_name, folded_name, max_copies FROM limited_entry WHERE version_id = ?");
    for (std::size_t i = 0; i < ids.size(); ++i) {
        e.bind(1, ids[i]);
        while (e.step()) {
            out[i].maxCopies[e.text(1)] = static_cast<int>(e.integer(2));
            out[i].spelling[e.text(1)] = e.text(0);
        }
        e.reset();
    }
    Statement a(m_db, "SELECT apart, grp, card_name FROM limited_apart WHERE version_id = ? "
                      "ORDER BY apart, grp, position");
    for (std::size_t i = 0; i < ids.size(); ++i) {
        a.bind(1, ids[i]);
        auto& apart = out[i].apart;
        while (a.step()) {
            const auto at = static_cast<std::size_t>(a.integer(0));
            const auto grp = static_cast<std::size_t>(a.integer(1));
            if (apart.size() <= at) apart.resize(at + 1);
            if (apart[at].groups.size() <= grp) apart[at].groups.resize(grp + 1);
            apart[at].groups[grp].push_back(a.text(2));
        }
        a.reset();
    }
    return out;
}

bool LimitedStore::remove(const std::string& game, const core::Date& effective,
                          const std::string& list) {
    Statement s(m_db, "DELETE FROM limited_version WHERE game_id = ? AND effective = ? "
                      "AND (? = '' OR name = ?)");
    s.bind(1, game).bind(2, effective.str()).bind(3, list).bind(4, list);
    s.run();
    return m_db.changes() > 0;
}

} // namespace deckhand::db
