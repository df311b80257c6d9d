// SPDX-License-Identifier: GPL-3.0-or-later

#include "card_sqlite.hpp"

#include "card_mapping.hpp"
#include "deckhand/core/text.hpp"
#include "mapped_values.hpp"

#include <fmt/format.h>
#include <map>
#include <optional>
#include <set>
#include <sqlite3.h>

namespace deckhand::io::detail {

bool isSqliteDatabase(std::string_view head) {
    return head.substr(0, 16) == std::string_view("SQLite format 3\0", 16);
}

namespace {

// Printings handed on at a time when the caller takes them while the rows are read.
constexpr std::size_t kBatch = 3600;
// The longest value a row may hold: a card's text is a few kilobytes.
constexpr int kMaxValueBytes = 1 << 20;

struct Database {
    sqlite3* db = nullptr;
    Database() = default;
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;
    ~Database() { sqlite3_close_v2(db); }
};

struct Statement {
    sqlite3_stmt* stmt = nullptr;
    Statement() = default;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement() { sqlite3_finalize(stmt); }
};

// The file as an SQLite URI: read-only and immutable (no lock taken, no journal or -shm file
// made beside it, whatever the file's journal mode).
std::string uriOf(const std::string& path) {
    std::string out = "file:";
    for (const unsigned char c : path) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                           (c >= '0' && c <= '9') || c == '/' || c == '-' || c == '_' || c == '.' ||
                           c == '~';
        out += plain ? std::string(1, static_cast<char>(c)) : fmt::format("%{:02X}", c);
    }
    return out + "?mode=ro&immutable=1";
}

// What the statement may do: read tables and call SQLite's own functions, nothing else (no
// PRAGMA, no ATTACH, no write of any kind).
int authorize(void* /*unused*/, int action, const char* /*a*/, const char* /*b*/,
              const char* /*database*/, const char* /*trigger*/) {
    switch (action) {
    case SQLITE_SELECT:
    case SQLITE_READ:
    case SQLITE_FUNCTION:
    case SQLITE_RECURSIVE:
        return SQLITE_OK;
    default:
        return SQLITE_DENY;
    }
}

// Opens the database as above, its schema not trusted (a view or default of a hostile file
// calls no function with side effects), triggers off; empty, or why not.
std::string openDatabase(const std::string& path, Database& d) {
    const int rc =
        sqlite3_open_v2(uriOf(path).c_str(), &d.db,
                        SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK)
        return fmt::format("cannot open it as an SQLite database: {}",
                           d.db ? sqlite3_errmsg(d.db) : sqlite3_errstr(rc));
    sqlite3_db_config(d.db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(d.db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
#ifdef SQLITE_DBCONFIG_TRUSTED_SCHEMA
    sqlite3_db_config(d.db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
#endif
    sqlite3_limit(d.db, SQLITE_LIMIT_ATTACHED, 0);
    sqlite3_limit(d.db, SQLITE_LIMIT_LENGTH, kMaxValueBytes);
    sqlite3_set_authorizer(d.db, &authorize, nullptr);
    return {};
}

// Whether SQLite's code says the file is no database, or a damaged one.
bool damaged(int code) {
    const int primary = code & 0xff;
    return primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT;
}

// The mapping's query made ready to run: empty, or why it will not be run.
std::string prepare(sqlite3* db, const std::string& query, Statement& s, int& code) {
    const char* tail = nullptr;
    code = sqlite3_prepare_v2(db, query.c_str(), static_cast<int>(query.size()), &s.stmt, &tail);
    if (code != SQLITE_OK) return sqlite3_errmsg(db);
    if (s.stmt == nullptr) return "the query is empty";
    std::string_view rest = tail ? core::trim(tail) : std::string_view();
    while (!rest.empty() && rest.front() == ';')
        rest = core::trim(rest.substr(1));
    if (!rest.empty()) return "the query holds more than one statement: only one SELECT is run";
    if (!sqlite3_stmt_readonly(s.stmt) || sqlite3_stmt_isexplain(s.stmt) != 0)
        return "the query is no SELECT: only a statement that reads is run on the file";
    return {};
}

// The columns of the query, by folded name.
std::map<std::string, int> columnsOf(sqlite3_stmt* stmt) {
    std::map<std::string, int> out;
    for (int i = 0; i < sqlite3_column_count(stmt); ++i)
        if (const char* name = sqlite3_column_name(stmt, i)) out.emplace(core::toLower(name), i);
    return out;
}

std::string columnList(const std::map<std::string, int>& columns) {
    std::string s;
    for (const auto& [name, i] : columns)
        s += (s.empty() ? "" : ", ") + name;
    return s;
}

// A column's value in the current row as text (a NULL: nothing).
std::optional<std::string> textAt(sqlite3_stmt* stmt, int column) {
    if (column < 0 || sqlite3_column_type(stmt, column) == SQLITE_NULL) return std::nullopt;
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, column));
    if (text == nullptr) return std::nullopt;
    return std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt, column)));
}

// What the reader learns of the chosen mapping before the first row.
struct Plan {
    const CompiledMaps* maps = nullptr;
    std::vector<int> mapColumn;  ///< per map: its column (-1: a constant)
    std::vector<int> skipColumn; ///< per CardDataMapping::skips
    int idColumn = -1;           ///< "id", named in errors
};

// The columns each map and skip reads; empty, or the map whose column the query lacks.
std::string planColumns(const CompiledMaps& maps, sqlite3_stmt* stmt, Plan& plan) {
    const auto columns = columnsOf(stmt);
    auto find = [&](const std::string& name) {
        const auto it = columns.find(core::toLower(core::trim(name)));
        return it == columns.end() ? -1 : it->second;
    };
    plan.maps = &maps;
    for (const auto& map : maps.mapping->maps) {
        const int c = map.hasConstant ? -1 : find(map.from);
        if (!map.hasConstant && c < 0)
            return fmt::format("<map to=\"{}\" from=\"{}\"> (line {}): the query gives no "
                               "column '{}' (it gives: {})",
                               map.field, map.from, map.line, map.from, columnList(columns));
        plan.mapColumn.push_back(c);
    }
    for (const auto& skip : maps.mapping->skips) {
        const int c = find(skip.from);
        if (c < 0)
            return fmt::format("<skip from=\"{}\">: the query gives no column '{}' (it gives: {})",
                               skip.from, skip.from, columnList(columns));
        plan.skipColumn.push_back(c);
    }
    plan.idColumn = find("id");
    return {};
}

// The value of the row's column that leaves it out (a <skip>), if any.
std::optional<std::string> skippedBy(const Plan& plan, sqlite3_stmt* stmt) {
    const auto& skips = plan.maps->mapping->skips;
    for (std::size_t s = 0; s < skips.size(); ++s) {
        const auto got = textAt(stmt, plan.skipColumn[s]);
        if (!got) continue;
        for (const auto& value : skips[s].values)
            if (core::iequals(core::trim(*got), value)) return value;
    }
    return std::nullopt;
}

} // namespace

namespace {

// The rows of a chosen mapping read into `out`; false when the reading stopped (a damaged
// file, too many errors, the batches said stop).
class RowReader {
public:
    RowReader(const core::Game& game, const std::string& file, const Plan& plan, sqlite3* db,
              sqlite3_stmt* stmt, const PrintingBatches& batches, CardData& out)
        : m_game(game), m_file(file), m_plan(plan), m_db(db), m_stmt(stmt), m_batches(batches),
          m_out(out) {}

    bool run() {
        while (true) {
            const int rc = sqlite3_step(m_stmt);
            if (rc == SQLITE_DONE) return true;
            if (rc != SQLITE_ROW) {
                m_out.errors.push_back(
                    {{m_file, 0, 0},
                     fmt::format("{} after row {}: {}",
                                 damaged(rc) ? "the database is damaged" : "reading stopped",
                                 m_rows, sqlite3_errmsg(m_db))});
                m_out.broken = true;
                return false;
            }
            if (!row()) return false;
        }
    }

    void addNotes(const std::string& id) const {
        if (m_rows == 0)
            m_out.notes.push_back(
                fmt::format("{}: the query of mapping '{}' gives no rows", m_file, id));
        for (const auto& [value, n] : m_skipped)
            m_out.notes.push_back(fmt::format("{}: {} row{} of {} left out, as the pack's "
                                              "mapping '{}' says",
                                              m_file, n, n == 1 ? "" : "s", value, id));
        if (m_duplicates)
            m_out.notes.push_back(fmt::format("{}: {} printing{} with the set and number of an "
                                              "earlier one left out, as the pack's mapping '{}' "
                                              "says",
                                              m_file, m_duplicates, m_duplicates == 1 ? "" : "s",
                                              id));
    }

private:
    bool row() {
        ++m_rows;
        if (m_out.errors.size() >= kMaxCardErrors) {
            m_out.errors.push_back(
                {{m_file, m_rows, 0},
                 fmt::format("reading stopped after {} errors: is this the right game's card data?",
                             kMaxCardErrors)});
            m_out.broken = true;
            return false;
        }
        if (const auto value = skippedBy(m_plan, m_stmt)) {
            ++m_skipped[*value];
            return true;
        }
        const auto id = textAt(m_stmt, m_plan.idColumn);
        const std::string where =
            id ? fmt::format("row {} (id {})", m_rows, *id) : fmt::format("row {}", m_rows);
        auto valueOf = [&](std::size_t i) {
            std::vector<std::string> parts;
            if (auto v = textAt(m_stmt, m_plan.mapColumn[i])) parts.push_back(std::move(*v));
            return mappedValue(m_game, *m_plan.maps, i, parts);
        };
        core::Printing p;
        if (!buildMappedPrinting(m_game, *m_plan.maps, valueOf, m_file, where, m_rows, 0, p,
                                 m_out.errors))
            return true;
        if (m_plan.maps->mapping->firstOfDuplicates &&
            !m_seen.insert(core::toLower(p.set()) + '\x1f' + core::toLower(p.number())).second) {
            ++m_duplicates;
            return true;
        }
        m_out.printings.push_back(std::move(p));
        if (!m_batches || m_out.printings.size() < kBatch) return true;
        std::vector<core::Printing> batch;
        std::swap(batch, m_out.printings);
        return m_batches(std::move(batch));
    }

    const core::Game& m_game;
    const std::string& m_file;
    const Plan& m_plan;
    sqlite3* m_db;
    sqlite3_stmt* m_stmt;
    const PrintingBatches& m_batches;
    CardData& m_out;
    int m_rows = 0;
    std::size_t m_duplicates = 0;
    std::set<std::string> m_seen;
    std::map<std::string, std::size_t> m_skipped;
};

} // namespace

CardData readCardSqliteData(const std::string& path, const core::Game& game,
                            const ReadProgress& progress, const PrintingBatches& batches) {
    CardData out;
    out.file = path;
    out.format = CardFormat::Sqlite;
    auto refuse = [&](std::string message) {
        out.errors.push_back({{path, 0, 0}, std::move(message)});
        out.broken = true;
        out.printings.clear();
        return out;
    };
    std::vector<CompiledMaps> mappings;
    for (const auto& m : game.dataMappings) {
        if (m.format != "sqlite") continue;
        std::string error;
        if (!compileMaps(m, game, mappings.emplace_back(), error))
            return refuse(
                fmt::format("the pack's <import format=\"sqlite\" id=\"{}\">: {}", m.id, error));
    }
    if (mappings.empty())
        return refuse(fmt::format("this is an SQLite database (an EDOPro or YGOPro .cdb?), and the "
                                  "{} pack says nothing of how to read it: it needs an <import "
                                  "format=\"sqlite\"> with a <query> (docs/game-pack.md, \"Card "
                                  "data as the games publish it\")",
                                  game.name));
    Database db;
    if (auto problem = openDatabase(path, db); !problem.empty()) return refuse(problem);
    Statement stmt;
    const CompiledMaps* chosen = nullptr;
    std::string problems;
    for (const auto& c : mappings) {
        int code = SQLITE_OK;
        const std::string why = prepare(db.db, c.mapping->query, stmt, code);
        if (why.empty()) {
            chosen = &c;
            break;
        }
        if (damaged(code))
            return refuse(fmt::format("not an SQLite database, or a damaged one: {}", why));
        problems += fmt::format("{}'{}': {}", problems.empty() ? "" : "; ", c.mapping->id, why);
        sqlite3_finalize(stmt.stmt);
        stmt.stmt = nullptr;
    }
    if (!chosen)
        return refuse(fmt::format("the {} pack's SQLite query does not run on this database "
                                  "({}); nothing was read",
                                  game.name, problems));
    Plan plan;
    if (auto problem = planColumns(*chosen, stmt.stmt, plan); !problem.empty())
        return refuse(fmt::format("mapping '{}': {}", chosen->mapping->id, problem));
    RowReader reader(game, path, plan, db.db, stmt.stmt, batches, out);
    if (!reader.run()) return out;
    reader.addNotes(chosen->mapping->id);
    if (progress) progress(1, 1);
    return out;
}

} // namespace deckhand::io::detail
