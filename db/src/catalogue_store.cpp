#include "deckhand/db/catalogue_store.hpp"

#include "deckhand/core/text.hpp"
#include "deckhand/db/flat_json.hpp"
#include "timestamp.hpp"

#include <cctype>
#include <chrono>
#include <ctime>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <sqlite3.h>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace deckhand::db {

using core::Printing;

namespace {

std::string fieldsJson(const core::Game& game, const Printing& p) {
    nlohmann::json j = nlohmann::json::object();
    for (std::size_t i = 0; i < game.fields.size(); ++i) {
        const auto& v = p.values[core::BuiltinFieldCount + i];
        if (!v.empty()) j[game.fields[i].id] = v;
    }
    return j.dump();
}

std::string extrasJson(const Printing& p) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [k, v] : p.extras)
        j[k] = v;
    return j.dump();
}

// Words of a search, each an FTS5 prefix term: "iron pa" -> "iron"* AND "pa"*.
std::string ftsQuery(const std::string& text) {
    std::string out;
    std::string word;
    auto flush = [&] {
        if (word.empty()) return;
        if (!out.empty()) out += " AND ";
        out += '"';
        for (char c : word)
            out += c == '"' ? std::string("\"\"") : std::string(1, c);
        out += "\"*";
        word.clear();
    };
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x80 || std::isalnum(u))
            word += c;
        else
            flush();
    }
    flush();
    return out;
}

} // namespace

std::vector<InstalledGame> CatalogueStore::games() {
    std::vector<InstalledGame> out;
    Statement s(m_db, "SELECT id, name, pack_file, pack_xml FROM game ORDER BY id");
    while (s.step())
        out.push_back({s.text(0), s.text(1), s.text(2), s.text(3)});
    return out;
}

void CatalogueStore::installGame(const InstalledGame& game) {
    Statement s(
        m_db,
        "INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT (id) DO UPDATE SET name = excluded.name, pack_file = excluded.pack_file, "
        "pack_xml = excluded.pack_xml, installed_at = excluded.installed_at");
    s.bind(1, game.id)
        .bind(2, game.name)
        .bind(3, game.packFile)
        .bind(4, game.packXml)
        .bind(5, nowUtc());
    s.run();
}

bool CatalogueStore::removeCardFile(const std::string& gameId, const std::string& path) {
    // The printings go with their file (ON DELETE CASCADE), and the full-text rows with them.
    Statement s(m_db, "DELETE FROM card_file WHERE game_id = ? AND path = ?");
    s.bind(1, gameId).bind(2, path);
    s.run();
    return m_db.changes() > 0;
}

void CatalogueStore::removeGame(const std::string& id) {
    Transaction tx(m_db);
    Statement(m_db, "DELETE FROM printing WHERE game_id = ?").bind(1, id).run();
    Statement(m_db, "DELETE FROM card WHERE game_id = ?").bind(1, id).run();
    Statement(m_db, "DELETE FROM card_file WHERE game_id = ?").bind(1, id).run();
    Statement(m_db, "DELETE FROM game WHERE id = ?").bind(1, id).run();
    tx.commit();
}

Result<ImportSummary> CatalogueStore::importPrintings(const core::Game& game,
                                                      const std::string& path, bool sample,
                                                      const std::vector<Printing>& printings,
                                                      const ImportProgress& progress) {
    Result<ImportSummary> out;
    Transaction tx(m_db);
    {
        Statement count(m_db, "SELECT count(*) FROM printing WHERE card_file_id IN "
                              "(SELECT id FROM card_file WHERE game_id = ? AND path = ?)");
        count.bind(1, game.id).bind(2, path);
        count.step();
        out.value.replaced = static_cast<int>(count.integer(0));
    }
    Statement(m_db, "DELETE FROM card_file WHERE game_id = ? AND path = ?")
        .bind(1, game.id)
        .bind(2, path)
        .run();
    Statement file(m_db, "INSERT INTO card_file (game_id, path, sample, imported_at, printings) "
                         "VALUES (?, ?, ?, ?, ?)");
    file.bind(1, game.id)
        .bind(2, path)
        .bind(3, std::int64_t{sample})
        .bind(4, nowUtc())
        .bind(5, static_cast<std::int64_t>(printings.size()));
    file.run();
    const std::int64_t fileId = m_db.lastInsertId();

    Statement card(m_db, "INSERT INTO card (game_id, identity, name) VALUES (?, ?, ?) "
                         "ON CONFLICT (game_id, identity) DO UPDATE SET name = name RETURNING id");
    // Printings go in 2,000 at a time, one multi-row INSERT each: FTS5 flushes its index at
    // every statement that writes it inside a transaction, so one statement per printing made a
    // 100,000-printing import 30 times slower (tests/bench/import_bench).
    constexpr std::size_t kColumns = 13;
    constexpr std::size_t kBatch = 2000; // kColumns * kBatch stays under SQLite's 32,766 parameters
    auto insertSql = [](std::size_t rows) {
        std::string sql = "INSERT INTO printing (game_id, card_id, card_file_id, set_code, number, "
                          "name, folded_name, "
                          "rarity, text, fields, extras, source_line, sample) VALUES ";
        for (std::size_t r = 0; r < rows; ++r)
            sql += r ? ",(?,?,?,?,?,?,?,?,?,?,?,?,?)" : "(?,?,?,?,?,?,?,?,?,?,?,?,?)";
        return sql;
    };
    std::optional<Statement> fullBatch;
    std::vector<std::int64_t> cardIds;
    cardIds.reserve(std::min(printings.size(), kBatch));
    // Inserts printings [from, to), whose card ids are in cardIds; on a duplicate set + number,
    // the error for the first printing (in file order) that has one.
    auto insertBatch = [&](std::size_t from, std::size_t to) -> bool {
        const std::size_t rows = to - from;
        std::optional<Statement> tail;
        Statement* insert = nullptr;
        if (rows == kBatch) {
            if (!fullBatch) fullBatch.emplace(m_db, insertSql(kBatch));
            insert = &*fullBatch;
        } else {
            insert = &tail.emplace(m_db, insertSql(rows));
        }
        auto bindRow = [&](Statement& st, int base, std::size_t i) {
            const Printing& p = printings[i];
            const std::string folded =
                p.foldedName.empty() ? core::foldName(p.name()) : p.foldedName;
            st.bind(base + 1, game.id)
                .bind(base + 2, cardIds[i - from])
                .bind(base + 3, fileId)
                .bind(base + 4, p.set())
                .bind(base + 5, p.number())
                .bind(base + 6, p.name())
                .bind(base + 7, folded)
                .bind(base + 8, p.rarity())
                .bind(base + 9, p.text())
                .bind(base + 10, fieldsJson(game, p))
                .bind(base + 11, extrasJson(p))
                .bind(base + 12, std::int64_t{p.origin.line})
                .bind(base + 13, std::int64_t{sample});
        };
        for (std::size_t i = from; i < to; ++i)
            bindRow(*insert, static_cast<int>((i - from) * kColumns), i);
        try {
            insert->run();
            return true;
        } catch (const DatabaseError& e) {
            if (e.code() != SQLITE_CONSTRAINT_UNIQUE) throw;
        }
        // Some printing of the batch is taken: find which, one at a time (the batch was rolled
        // back).
        Statement one(m_db, insertSql(1));
        for (std::size_t i = from; i < to; ++i) {
            bindRow(one, 0, i);
            try {
                one.run();
                continue;
            } catch (const DatabaseError& e) {
                if (e.code() != SQLITE_CONSTRAINT_UNIQUE) throw;
            }
            const Printing& p = printings[i];
            Statement other(m_db, "SELECT p.name, f.path, p.source_line FROM printing p "
                                  "LEFT JOIN card_file f ON f.id = p.card_file_id "
                                  "WHERE p.game_id = ? AND p.set_code = ? COLLATE NOCASE AND "
                                  "p.number = ? COLLATE NOCASE");
            other.bind(1, game.id).bind(2, p.set()).bind(3, p.number());
            std::string where = "another file";
            std::string name;
            if (other.step()) {
                name = other.text(0);
                where = other.integer(2) > 0 ? fmt::format("{}:{}", other.text(1), other.integer(2))
                                             : other.text(1);
            }
            out.errors.push_back({p.origin, fmt::format("{} {} is already {} (from {})", p.set(),
                                                        p.number(), name, where)});
            return false;
        }
        return true;
    };
    std::size_t batchStart = 0;
    std::unordered_map<std::string, std::int64_t>
        cardOf; // identity -> card id: a card's printings come together
    for (std::size_t i = 0; i < printings.size(); ++i) {
        const Printing& p = printings[i];
        std::string identity = core::identityKey(game, p, game.identity);
        if (auto it = cardOf.find(identity); it != cardOf.end()) {
            cardIds.push_back(it->second);
        } else {
            card.bind(1, game.id).bind(2, identity).bind(3, p.name());
            card.step();
            cardIds.push_back(card.integer(0));
            card.reset();
            cardOf.emplace(std::move(identity), cardIds.back());
        }
        if (cardIds.size() == kBatch || i + 1 == printings.size()) {
            if (!insertBatch(batchStart, i + 1))
                return out; // the transaction rolls back: nothing of this file is kept
            batchStart = i + 1;
            cardIds.clear();
        }
        if ((i + 1) % 1000 == 0 && progress) progress(i + 1, printings.size());
    }
    Statement(m_db, "DELETE FROM card WHERE game_id = ? AND id NOT IN (SELECT card_id FROM "
                    "printing WHERE game_id = ?)")
        .bind(1, game.id)
        .bind(2, game.id)
        .run();
    tx.commit();
    if (progress) progress(printings.size(), printings.size());
    out.value.added = static_cast<int>(printings.size());
    return out;
}

void CatalogueStore::saveSet(const SetInfo& set) {
    Statement s(m_db,
                "INSERT INTO set_info (game_id, set_code, name, released) VALUES (?, ?, ?, ?) "
                "ON CONFLICT DO UPDATE SET name = excluded.name, released = excluded.released");
    s.bind(1, set.game).bind(2, set.code).bind(3, set.name).bind(4, set.released);
    s.run();
}

std::vector<SetInfo> CatalogueStore::sets(const std::string& game) {
    std::vector<SetInfo> out;
    Statement s(m_db, "SELECT game_id, set_code, name, released FROM set_info WHERE game_id = ? "
                      "ORDER BY released, set_code");
    s.bind(1, game);
    while (s.step())
        out.push_back({s.text(0), s.text(1), s.text(2), s.text(3)});
    return out;
}

std::vector<Printing> CatalogueStore::loadPrintings(const core::Game& game) {
    std::vector<Printing> out;
    const int fieldCount = core::BuiltinFieldCount + static_cast<int>(game.fields.size());
    auto fieldIndex = [&](const std::string& id) {
        for (std::size_t i = 0; i < game.fields.size(); ++i)
            if (game.fields[i].id == id) return core::BuiltinFieldCount + static_cast<int>(i);
        return -1;
    };
    Statement s(
        m_db,
        "SELECT p.set_code, p.number, p.name, p.folded_name, p.rarity, p.text, p.fields, p.extras, "
        "p.source_line, p.sample, coalesce(f.path, '') FROM printing p "
        "LEFT JOIN card_file f ON f.id = p.card_file_id WHERE p.game_id = ? ORDER BY p.id");
    s.bind(1, game.id);
    while (s.step()) {
        Printing p;
        p.values.assign(static_cast<std::size_t>(fieldCount), {});
        p.numbers.assign(static_cast<std::size_t>(fieldCount), std::nullopt);
        p.values[core::FieldSet] = s.text(0);
        p.values[core::FieldNumber] = s.text(1);
        p.values[core::FieldName] = s.text(2);
        p.foldedName = s.text(3);
        p.values[core::FieldRarity] = s.text(4);
        p.values[core::FieldText] = s.text(5);
        // Field values by their index in the game, from the stored object (flat strings, read
        // without a DOM; anything else through the full parser).
        auto setField = [&](const std::string& id, std::string& value) {
            const int index = fieldIndex(id);
            if (index < 0) return;
            auto& v = p.values[static_cast<std::size_t>(index)];
            v = std::move(value);
            long long n = 0;
            if (game.fields[static_cast<std::size_t>(index - core::BuiltinFieldCount)].type ==
                    core::FieldType::Integer &&
                core::parseInt(v, n))
                p.numbers[static_cast<std::size_t>(index)] = n;
        };
        if (!readFlatJsonObject(s.textView(6), setField)) {
            const auto fields = nlohmann::json::parse(s.text(6), nullptr, false);
            if (fields.is_object())
                for (auto it = fields.begin(); it != fields.end(); ++it)
                    if (it->is_string()) {
                        std::string v = it->get<std::string>();
                        setField(it.key(), v);
                    }
        }
        auto setExtra = [&](const std::string& key, std::string& value) {
            p.extras[key] = std::move(value);
        };
        if (!readFlatJsonObject(s.textView(7), setExtra)) {
            p.extras.clear();
            const auto extras = nlohmann::json::parse(s.text(7), nullptr, false);
            if (extras.is_object())
                for (auto it = extras.begin(); it != extras.end(); ++it)
                    if (it->is_string()) p.extras[it.key()] = it->get<std::string>();
        }
        p.origin = {s.text(10), static_cast<int>(s.integer(8)), 0};
        p.sample = s.integer(9) != 0;
        out.push_back(std::move(p));
    }
    return out;
}

int CatalogueStore::printingCount(const std::string& game) {
    Statement s(m_db, "SELECT count(*) FROM printing WHERE game_id = ?");
    s.bind(1, game);
    s.step();
    return static_cast<int>(s.integer(0));
}

std::vector<bool> CatalogueStore::knownNames(const std::string& game,
                                             const std::vector<std::string>& foldedNames) {
    std::vector<bool> out;
    out.reserve(foldedNames.size());
    Statement s(m_db, "SELECT 1 FROM printing WHERE game_id = ? AND folded_name = ? LIMIT 1");
    for (const auto& name : foldedNames) {
        s.bind(1, game).bind(2, name);
        out.push_back(s.step());
        s.reset();
    }
    return out;
}

std::vector<std::pair<std::string, int>> CatalogueStore::cardFiles(const std::string& game) {
    std::vector<std::pair<std::string, int>> out;
    Statement s(m_db, "SELECT path, printings FROM card_file WHERE game_id = ? ORDER BY id");
    s.bind(1, game);
    while (s.step())
        out.emplace_back(s.text(0), static_cast<int>(s.integer(1)));
    return out;
}

std::vector<SearchHit> CatalogueStore::search(const SearchQuery& q) {
    std::vector<SearchHit> hits;
    std::unordered_set<std::int64_t> seen;
    // Field filters as SQL: built-in fields are columns, the game's own are JSON members.
    std::string filterSql;
    std::vector<std::string> filterArgs;
    for (const auto& [field, value] : q.fieldEquals) {
        if (field == "rarity" || field == "set" || field == "number") {
            const std::string column = field == "set" ? "set_code" : field;
            filterSql += " AND p." + column + " = ? COLLATE NOCASE";
            filterArgs.push_back(value);
        } else {
            filterSql += " AND json_extract(p.fields, ?) = ? COLLATE NOCASE";
            filterArgs.push_back("$.\"" + field + "\"");
            filterArgs.push_back(value);
        }
    }
    auto collect = [&](Statement& s) {
        while (s.step() && static_cast<int>(hits.size()) < q.limit) {
            const std::int64_t id = s.integer(0);
            if (!seen.insert(id).second) continue;
            hits.push_back({id, s.text(1), s.text(2), s.text(3), s.text(4)});
        }
    };
    const std::string columns = "SELECT p.id, p.name, p.set_code, p.number, p.rarity FROM ";
    const std::string folded = core::foldName(q.text);

    // 1. Names that start with what was typed, alphabetically: an index range scan.
    {
        Statement s(
            m_db,
            columns +
                "printing p WHERE p.game_id = ? AND p.folded_name >= ? AND p.folded_name < ?" +
                filterSql + " ORDER BY p.folded_name, p.id LIMIT ?");
        s.bind(1, q.game).bind(2, folded).bind(3, folded + "\xF4\x8F\xBF\xBF");
        int i = 4;
        for (const auto& a : filterArgs)
            s.bind(i++, a);
        s.bind(i, std::int64_t{q.limit});
        collect(s);
    }
    // 2. Names with a word starting with each word typed; 3. rules text with them, if asked.
    const std::string match = ftsQuery(q.text);
    for (const char* index : {"printing_name_fts", "printing_text_fts"}) {
        if (match.empty() || static_cast<int>(hits.size()) >= q.limit) break;
        if (std::string_view(index) == "printing_text_fts" && !q.inRulesText) break;
        // CROSS JOIN keeps the full-text index as the outer loop: left to itself the planner
        // walks every printing of the game and asks the index about each (seconds, not ms).
        Statement s(m_db, columns + index + " f CROSS JOIN printing p ON p.id = f.rowid WHERE " +
                              index + " MATCH ? AND p.game_id = ?" + filterSql + " LIMIT ?");
        s.bind(1, match).bind(2, q.game);
        int i = 3;
        for (const auto& a : filterArgs)
            s.bind(i++, a);
        s.bind(i, std::int64_t{q.limit * 2});
        collect(s);
    }
    return hits;
}

} // namespace deckhand::db
