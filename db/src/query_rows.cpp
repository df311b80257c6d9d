// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/query_rows.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <fmt/format.h>
#include <sqlite3.h>

namespace deckhand::db {

namespace {

// The longest value a row may hold: a card's text is a few kilobytes.
constexpr int kMaxValueBytes = 1 << 20;

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
// PRAGMA, no ATTACH, no write of any kind, no extension loaded even were loading on).
int authorize(void* /*unused*/, int action, const char* /*a*/, const char* function,
              const char* /*database*/, const char* /*trigger*/) {
    switch (action) {
    case SQLITE_SELECT:
    case SQLITE_READ:
    case SQLITE_RECURSIVE:
        return SQLITE_OK;
    case SQLITE_FUNCTION:
        return function != nullptr && core::iequals(function, "load_extension") ? SQLITE_DENY
                                                                                : SQLITE_OK;
    default:
        return SQLITE_DENY;
    }
}

// Whether SQLite's code says the file is no database, or a damaged one.
bool damagedBy(int code) {
    const int primary = code & 0xff;
    return primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT;
}

class SqliteQueryRows final : public core::QueryRows {
public:
    SqliteQueryRows() = default;
    ~SqliteQueryRows() override {
        sqlite3_finalize(m_stmt);
        sqlite3_close_v2(m_db);
    }

    // Opens the file as above; empty, or why not.
    std::string open(const std::string& path) {
        const int rc =
            sqlite3_open_v2(uriOf(path).c_str(), &m_db,
                            SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr);
        if (rc != SQLITE_OK) return m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
        sqlite3_db_config(m_db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
        sqlite3_db_config(m_db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
#ifdef SQLITE_DBCONFIG_TRUSTED_SCHEMA
        sqlite3_db_config(m_db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
#endif
        sqlite3_limit(m_db, SQLITE_LIMIT_ATTACHED, 0);
        sqlite3_limit(m_db, SQLITE_LIMIT_LENGTH, kMaxValueBytes);
        sqlite3_set_authorizer(m_db, &authorize, nullptr);
        return {};
    }

    // Readies the query; empty, or why it will not be run (and `code`, SQLite's answer).
    std::string prepare(const std::string& query, int& code) {
        const char* tail = nullptr;
        code =
            sqlite3_prepare_v2(m_db, query.c_str(), static_cast<int>(query.size()), &m_stmt, &tail);
        if (code != SQLITE_OK) return sqlite3_errmsg(m_db);
        if (m_stmt == nullptr) return i18n::tr("the query is empty");
        std::string_view rest = tail ? core::trim(tail) : std::string_view();
        while (!rest.empty() && rest.front() == ';')
            rest = core::trim(rest.substr(1));
        if (!rest.empty())
            return i18n::tr("the query holds more than one statement: only one SELECT is run");
        if (!sqlite3_stmt_readonly(m_stmt) || sqlite3_stmt_isexplain(m_stmt) != 0)
            return i18n::tr(
                "the query is no SELECT: only a statement that reads is run on the file");
        for (int i = 0; i < sqlite3_column_count(m_stmt); ++i) {
            const char* name = sqlite3_column_name(m_stmt, i);
            m_columns.emplace_back(name ? name : "");
        }
        return {};
    }

    [[nodiscard]] const std::vector<std::string>& columns() const override {
        return m_columns;
    }

    bool next() override {
        if (m_stmt == nullptr || !m_failure.empty()) return false;
        const int rc = sqlite3_step(m_stmt);
        if (rc == SQLITE_ROW) return true;
        if (rc != SQLITE_DONE) {
            m_damaged = damagedBy(rc);
            m_failure = sqlite3_errmsg(m_db);
        }
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
        return false;
    }

    [[nodiscard]] std::optional<std::string> text(int column) const override {
        if (m_stmt == nullptr || column < 0 || column >= sqlite3_column_count(m_stmt) ||
            sqlite3_column_type(m_stmt, column) == SQLITE_NULL)
            return std::nullopt;
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
        if (text == nullptr) return std::nullopt;
        return std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, column)));
    }

    [[nodiscard]] const std::string& failure() const override {
        return m_failure;
    }
    [[nodiscard]] bool damaged() const override {
        return m_damaged;
    }

private:
    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
    std::vector<std::string> m_columns;
    std::string m_failure;
    bool m_damaged = false;
};

} // namespace

core::OpenedQuery openQueryRows(const std::string& path, const std::string& query) {
    using Problem = core::OpenedQuery::Problem;
    core::OpenedQuery out;
    auto rows = std::make_unique<SqliteQueryRows>();
    if (auto why = rows->open(path); !why.empty()) {
        out.problem = Problem::File;
        out.message = std::move(why);
        return out;
    }
    int code = SQLITE_OK;
    if (auto why = rows->prepare(query, code); !why.empty()) {
        out.problem = damagedBy(code) ? Problem::Damaged : Problem::Query;
        out.message = std::move(why);
        return out;
    }
    out.rows = std::move(rows);
    return out;
}

} // namespace deckhand::db
