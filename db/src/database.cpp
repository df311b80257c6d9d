#include "deckhand/db/database.hpp"

#include <fmt/format.h>
#include <sqlite3.h>

namespace deckhand::db {

namespace {

[[noreturn]] void fail(sqlite3* db, int code, std::string_view what)
{
    throw DatabaseError(code, fmt::format("{}: {}", what, db ? sqlite3_errmsg(db) : sqlite3_errstr(code)));
}

} // namespace

Database::Database(const std::string& path, bool readOnly) : m_path(path)
{
    const int flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    const int rc = sqlite3_open_v2(path.c_str(), &m_db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        std::string message = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
        sqlite3_close(m_db);
        m_db = nullptr;
        throw DatabaseError(rc, fmt::format("cannot open {}: {}", path, message));
    }
    sqlite3_busy_timeout(m_db, 10000);
    sqlite3_extended_result_codes(m_db, 1);
    exec("PRAGMA foreign_keys = ON");
    if (!readOnly && path != ":memory:") exec("PRAGMA journal_mode = WAL");
}

Database::~Database()
{
    sqlite3_close_v2(m_db);
}

void Database::exec(const std::string& sql)
{
    char* error = nullptr;
    const int rc = sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &error);
    if (rc != SQLITE_OK) {
        std::string message = error ? error : sqlite3_errstr(rc);
        sqlite3_free(error);
        throw DatabaseError(rc, message);
    }
}

int Database::userVersion()
{
    Statement s(*this, "PRAGMA user_version");
    s.step();
    return static_cast<int>(s.integer(0));
}

void Database::setUserVersion(int version)
{
    exec(fmt::format("PRAGMA user_version = {}", version));
}

int Database::applicationId()
{
    Statement s(*this, "PRAGMA application_id");
    s.step();
    return static_cast<int>(s.integer(0));
}

void Database::setApplicationId(int id)
{
    exec(fmt::format("PRAGMA application_id = {}", id));
}

namespace {

void copyDatabase(sqlite3* from, sqlite3* to, const std::string& what)
{
    sqlite3_backup* b = sqlite3_backup_init(to, "main", from, "main");
    if (!b) fail(to, sqlite3_errcode(to), what);
    int rc = SQLITE_OK;
    do {
        rc = sqlite3_backup_step(b, 256);
        if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED) sqlite3_sleep(20);
    } while (rc == SQLITE_OK || rc == SQLITE_BUSY || rc == SQLITE_LOCKED);
    sqlite3_backup_finish(b);
    if (rc != SQLITE_DONE) fail(to, rc, what);
}

} // namespace

void Database::backupTo(const std::string& path)
{
    sqlite3* target = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &target, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (rc != SQLITE_OK) {
        const std::string message = target ? sqlite3_errmsg(target) : sqlite3_errstr(rc);
        sqlite3_close(target);
        throw DatabaseError(rc, fmt::format("cannot write the backup {}: {}", path, message));
    }
    try {
        copyDatabase(m_db, target, fmt::format("cannot back up to {}", path));
    } catch (...) {
        sqlite3_close(target);
        throw;
    }
    sqlite3_close(target);
}

void Database::restoreFrom(const std::string& path)
{
    sqlite3* source = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &source, SQLITE_OPEN_READONLY, nullptr);
    if (rc != SQLITE_OK) {
        const std::string message = source ? sqlite3_errmsg(source) : sqlite3_errstr(rc);
        sqlite3_close(source);
        throw DatabaseError(rc, fmt::format("cannot read the backup {}: {}", path, message));
    }
    try {
        copyDatabase(source, m_db, fmt::format("cannot restore from {}", path));
    } catch (...) {
        sqlite3_close(source);
        throw;
    }
    sqlite3_close(source);
}

std::vector<std::string> Database::check()
{
    std::vector<std::string> problems;
    {
        Statement s(*this, "PRAGMA integrity_check");
        while (s.step())
            if (s.text(0) != "ok") problems.push_back("integrity: " + s.text(0));
    }
    Statement fk(*this, "PRAGMA foreign_key_check");
    while (fk.step())
        problems.push_back(fmt::format("foreign key: row {} of {} refers to a missing row of {}", fk.integer(1),
                                       fk.text(0), fk.text(2)));
    return problems;
}

int Database::changes() const
{
    return sqlite3_changes(m_db);
}

std::int64_t Database::lastInsertId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

Statement::Statement(Database& db, std::string_view sql) : m_db(db)
{
    const int rc = sqlite3_prepare_v2(db.handle(), sql.data(), static_cast<int>(sql.size()), &m_stmt, nullptr);
    if (rc != SQLITE_OK) fail(db.handle(), rc, fmt::format("cannot prepare '{}'", sql));
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

Statement& Statement::bind(int index, std::int64_t value)
{
    const int rc = sqlite3_bind_int64(m_stmt, index, value);
    if (rc != SQLITE_OK) fail(m_db.handle(), rc, "cannot bind a parameter");
    return *this;
}

Statement& Statement::bind(int index, std::string_view value)
{
    const int rc = sqlite3_bind_text(m_stmt, index, value.data(), static_cast<int>(value.size()),
                                     SQLITE_TRANSIENT);
    if (rc != SQLITE_OK) fail(m_db.handle(), rc, "cannot bind a parameter");
    return *this;
}

Statement& Statement::bindNull(int index)
{
    const int rc = sqlite3_bind_null(m_stmt, index);
    if (rc != SQLITE_OK) fail(m_db.handle(), rc, "cannot bind a parameter");
    return *this;
}

Statement& Statement::bind(int index, double value)
{
    const int rc = sqlite3_bind_double(m_stmt, index, value);
    if (rc != SQLITE_OK) fail(m_db.handle(), rc, "cannot bind a parameter");
    return *this;
}

void Statement::run()
{
    while (step()) {
    }
    sqlite3_reset(m_stmt);
}

double Statement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

bool Statement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    fail(m_db.handle(), rc, "query failed");
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

std::int64_t Statement::integer(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

std::string Statement::text(int column) const
{
    const auto* p = sqlite3_column_text(m_stmt, column);
    return p ? std::string(reinterpret_cast<const char*>(p),
                           static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, column)))
             : std::string();
}

bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

Transaction::Transaction(Database& db) : m_db(db)
{
    if (sqlite3_get_autocommit(db.handle())) {
        m_db.exec("BEGIN IMMEDIATE");
    } else {
        static int counter = 0;
        m_savepoint = fmt::format("deckhand_{}", ++counter);
        m_db.exec("SAVEPOINT " + m_savepoint);
    }
}

Transaction::~Transaction()
{
    if (m_done) return;
    try {
        if (m_savepoint.empty()) {
            m_db.exec("ROLLBACK");
        } else {
            m_db.exec("ROLLBACK TO " + m_savepoint);
            m_db.exec("RELEASE " + m_savepoint);
        }
    } catch (...) { // a destructor must not throw; SQLite rolls back on close anyway
    }
}

void Transaction::commit()
{
    m_db.exec(m_savepoint.empty() ? std::string("COMMIT") : "RELEASE " + m_savepoint);
    m_done = true;
}

} // namespace deckhand::db
