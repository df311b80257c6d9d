// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/database.hpp"

#include "deckhand/core/i18n.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <sqlite3.h>
#include <sys/statvfs.h>

namespace deckhand::db {

namespace {

// The message a user sees: what the failure means for them first, then the file, then what
// was being done and SQLite's own words (for a bug report). Failures a user can act on (a lock,
// a read-only file, a full disk) name the profile; others keep the technical context.
std::string describe(int code, const std::string& path, std::string_view what,
                     const std::string& detail) {
    const std::string context = what.empty() ? detail : fmt::format("{}: {}", what, detail);
    switch (code & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return fmt::format(
            "the profile is in use by another program (locked): {} is being changed elsewhere ({})",
            path, detail);
    case SQLITE_READONLY:
        return i18n::trf("the profile is read-only: {} cannot be written ({})", path, detail);
    case SQLITE_FULL:
        return i18n::trf("the disk is full: {} cannot grow or even be read ({}); free some space "
                         "on that disk and try again",
                         path, detail);
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return i18n::trf("the file is damaged: {} ({})", path, context);
    case SQLITE_INTERRUPT:
        return i18n::trf("cancelled: {} ({})", path, detail);
    case SQLITE_IOERR:
        return i18n::trf("cannot read or write {}: the disk or file system failed ({})", path,
                         context);
    default:
        return context;
    }
}

// SQLite says SQLITE_FULL only when the database file itself cannot grow. WAL needs room even
// to read: opening a file makes its -wal and -shm beside it, and sizing the -shm on a full disk
// fails as an I/O error (SQLITE_IOERR_SHMSIZE and kin). With no room left where the file lives,
// that error means the disk is full, and the user is told so.
int withFullDisk(int code, const std::string& path) {
    const int primary = code & 0xff;
    if (primary != SQLITE_IOERR && primary != SQLITE_CANTOPEN) return code;
    std::filesystem::path dir = std::filesystem::path(path).parent_path();
    if (dir.empty()) dir = ".";
    struct statvfs fs {};
    if (::statvfs(dir.c_str(), &fs) != 0) return code;
    constexpr unsigned long long kRoom = 64 * 1024; // a -shm file and a few pages
    return static_cast<unsigned long long>(fs.f_bavail) * fs.f_frsize < kRoom ? SQLITE_FULL : code;
}

DatabaseError failure(int code, const std::string& path, std::string_view what,
                      const std::string& detail) {
    code = withFullDisk(code, path);
    return DatabaseError(code, describe(code, path, what, detail));
}

[[noreturn]] void fail(sqlite3* db, int code, std::string_view what, const std::string& path) {
    throw failure(code, path, what, db ? sqlite3_errmsg(db) : sqlite3_errstr(code));
}

int progressCallback(void* handler) {
    return (*static_cast<std::function<bool()>*>(handler))() ? 0 : 1;
}

} // namespace

DatabaseError::Kind DatabaseError::kindOf(int code) {
    switch (code & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return Kind::Locked;
    case SQLITE_READONLY:
        return Kind::ReadOnly;
    case SQLITE_FULL:
        return Kind::DiskFull;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return Kind::Damaged;
    case SQLITE_INTERRUPT:
        return Kind::Cancelled;
    default:
        return Kind::Other;
    }
}

namespace {

// Process-wide settings, made once before SQLite starts (it refuses them after; then they are
// left as they are).
void configureSqlite() {
    static const bool configured = [] {
        // SQLite counts the memory it holds (for sqlite3_memory_used, which nothing here reads)
        // under a process-wide mutex taken at every allocation it makes: 3% of an import.
        sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
        return true;
    }();
    (void)configured;
}

} // namespace

Database::Database(const std::string& path, bool readOnly, std::chrono::milliseconds busyTimeout)
    : m_path(path) {
    configureSqlite();
    const int flags =
        readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    const int rc = sqlite3_open_v2(path.c_str(), &m_db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        std::string message = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
        sqlite3_close(m_db);
        m_db = nullptr;
        if ((withFullDisk(rc, path) & 0xff) == SQLITE_CANTOPEN)
            throw DatabaseError(rc, i18n::trf("cannot open {}: {}", path, message));
        throw failure(rc, path, "cannot open", message);
    }
    setBusyTimeout(busyTimeout);
    sqlite3_extended_result_codes(m_db, 1);
    try {
        exec("PRAGMA foreign_keys = ON");
        // Reading the schema here makes a file that cannot even be read (a WAL file in a
        // read-only folder, a damaged file) fail now, with its reason, not at some later query.
        exec(!readOnly && path != ":memory:" ? "PRAGMA journal_mode = WAL"
                                             : "SELECT count(*) FROM sqlite_master");
    } catch (...) { // the destructor does not run for a constructor that throws
        sqlite3_close_v2(m_db);
        m_db = nullptr;
        throw;
    }
}

Database::~Database() {
    sqlite3_close_v2(m_db);
}

void Database::exec(const std::string& sql) {
    char* error = nullptr;
    const int rc = sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &error);
    if (rc != SQLITE_OK) {
        std::string message = error ? error : sqlite3_errstr(rc);
        sqlite3_free(error);
        throw failure(rc, m_path, {}, message);
    }
}

void Database::setBusyTimeout(std::chrono::milliseconds timeout) {
    m_busyTimeout = timeout;
    sqlite3_busy_timeout(m_db, static_cast<int>(timeout.count()));
}

void Database::setProgressHandler(int instructions, std::function<bool()> keepGoing) {
    m_progress = std::move(keepGoing);
    if (m_progress)
        sqlite3_progress_handler(m_db, instructions, progressCallback, &m_progress);
    else
        sqlite3_progress_handler(m_db, 0, nullptr, nullptr);
}

bool Database::isReadOnly() const {
    return sqlite3_db_readonly(m_db, "main") == 1;
}

DatabaseError Database::error(int code, std::string_view what) const {
    return failure(code, m_path, what, sqlite3_errmsg(m_db));
}

std::int64_t Database::dataVersion() {
    Statement s(*this, "PRAGMA data_version");
    s.step();
    return s.integer(0);
}

int Database::userVersion() {
    Statement s(*this, "PRAGMA user_version");
    s.step();
    return static_cast<int>(s.integer(0));
}

void Database::setUserVersion(int version) {
    exec(fmt::format("PRAGMA user_version = {}", version));
}

int Database::applicationId() {
    Statement s(*this, "PRAGMA application_id");
    s.step();
    return static_cast<int>(s.integer(0));
}

void Database::setApplicationId(int id) {
    exec(fmt::format("PRAGMA application_id = {}", id));
}

namespace {

void copyDatabase(sqlite3* from, sqlite3* to, const std::string& what, const std::string& path,
                  std::chrono::milliseconds patience) {
    sqlite3_backup* b = sqlite3_backup_init(to, "main", from, "main");
    if (!b) fail(to, sqlite3_extended_errcode(to), what, path);
    // A lock held elsewhere is waited for as long as a write would wait, not for ever: a
    // profile another program keeps writing fails as locked.
    const auto giveUp = std::chrono::steady_clock::now() + patience;
    int rc = SQLITE_OK;
    do {
        rc = sqlite3_backup_step(b, 256);
        if ((rc == SQLITE_BUSY || rc == SQLITE_LOCKED) &&
            std::chrono::steady_clock::now() < giveUp) {
            sqlite3_sleep(20);
            rc = SQLITE_OK;
        }
    } while (rc == SQLITE_OK);
    sqlite3_backup_finish(b);
    if (rc != SQLITE_DONE) fail(to, rc, what, path);
}

} // namespace

void Database::backupTo(const std::string& path) {
    sqlite3* target = nullptr;
    const int rc =
        sqlite3_open_v2(path.c_str(), &target, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (rc != SQLITE_OK) {
        const std::string message = target ? sqlite3_errmsg(target) : sqlite3_errstr(rc);
        sqlite3_close(target);
        throw DatabaseError(rc, i18n::trf("cannot write the backup {}: {}", path, message));
    }
    try {
        copyDatabase(m_db, target, i18n::trf("cannot back up {}", m_path), path, m_busyTimeout);
    } catch (...) {
        sqlite3_close(target);
        throw;
    }
    sqlite3_close(target);
}

void Database::restoreFrom(const std::string& path) {
    sqlite3* source = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &source, SQLITE_OPEN_READONLY, nullptr);
    if (rc != SQLITE_OK) {
        const std::string message = source ? sqlite3_errmsg(source) : sqlite3_errstr(rc);
        sqlite3_close(source);
        throw DatabaseError(rc, i18n::trf("cannot read the backup {}: {}", path, message));
    }
    try {
        copyDatabase(source, m_db, i18n::trf("cannot restore from {}", path), m_path,
                     m_busyTimeout);
    } catch (...) {
        sqlite3_close(source);
        throw;
    }
    sqlite3_close(source);
}

std::vector<std::string> Database::check() {
    std::vector<std::string> problems;
    {
        Statement s(*this, "PRAGMA integrity_check");
        while (s.step())
            if (s.text(0) != "ok") problems.push_back("integrity: " + s.text(0));
    }
    Statement fk(*this, "PRAGMA foreign_key_check");
    while (fk.step())
        problems.push_back(i18n::trf("foreign key: row {} of {} refers to a missing row of {}",
                                     fk.integer(1), fk.text(0), fk.text(2)));
    return problems;
}

int Database::changes() const {
    return sqlite3_changes(m_db);
}

std::int64_t Database::lastInsertId() const {
    return sqlite3_last_insert_rowid(m_db);
}

Statement::Statement(Database& db, std::string_view sql) : m_db(db) {
    const int rc =
        sqlite3_prepare_v2(db.handle(), sql.data(), static_cast<int>(sql.size()), &m_stmt, nullptr);
    if (rc != SQLITE_OK) throw db.error(rc, fmt::format("cannot prepare '{}'", sql));
}

Statement::~Statement() {
    sqlite3_finalize(m_stmt);
}

Statement& Statement::bind(int index, std::int64_t value) {
    const int rc = sqlite3_bind_int64(m_stmt, index, value);
    if (rc != SQLITE_OK) throw m_db.error(rc, "cannot bind a parameter");
    return *this;
}

Statement& Statement::bind(int index, std::string_view value) {
    const int rc = sqlite3_bind_text(m_stmt, index, value.data(), static_cast<int>(value.size()),
                                     SQLITE_TRANSIENT);
    if (rc != SQLITE_OK) throw m_db.error(rc, "cannot bind a parameter");
    return *this;
}

Statement& Statement::bindStatic(int index, std::string_view value) {
    const int rc = sqlite3_bind_text(m_stmt, index, value.data(), static_cast<int>(value.size()),
                                     SQLITE_STATIC);
    if (rc != SQLITE_OK) throw m_db.error(rc, "cannot bind a parameter");
    return *this;
}

Statement& Statement::bindNull(int index) {
    const int rc = sqlite3_bind_null(m_stmt, index);
    if (rc != SQLITE_OK) throw m_db.error(rc, "cannot bind a parameter");
    return *this;
}

Statement& Statement::bind(int index, double value) {
    const int rc = sqlite3_bind_double(m_stmt, index, value);
    if (rc != SQLITE_OK) throw m_db.error(rc, "cannot bind a parameter");
    return *this;
}

void Statement::run() {
    while (step()) {
    }
    sqlite3_reset(m_stmt);
}

double Statement::real(int column) const {
    return sqlite3_column_double(m_stmt, column);
}

bool Statement::step() {
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw m_db.error(rc, "query failed");
}

void Statement::reset() {
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

std::int64_t Statement::integer(int column) const {
    return sqlite3_column_int64(m_stmt, column);
}

std::string Statement::text(int column) const {
    const auto* p = sqlite3_column_text(m_stmt, column);
    return p ? std::string(reinterpret_cast<const char*>(p),
                           static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, column)))
             : std::string();
}

std::string_view Statement::textView(int column) const {
    const auto* p = sqlite3_column_text(m_stmt, column);
    return p ? std::string_view(reinterpret_cast<const char*>(p),
                                static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, column)))
             : std::string_view();
}

bool Statement::isNull(int column) const {
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

Transaction::Transaction(Database& db) : m_db(db) {
    if (sqlite3_get_autocommit(db.handle())) {
        m_db.exec("BEGIN IMMEDIATE");
    } else {
        static int counter = 0;
        m_savepoint = fmt::format("deckhand_{}", ++counter);
        m_db.exec("SAVEPOINT " + m_savepoint);
    }
}

Transaction::~Transaction() {
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

void Transaction::commit() {
    m_db.exec(m_savepoint.empty() ? std::string("COMMIT") : "RELEASE " + m_savepoint);
    m_done = true;
}

} // namespace deckhand::db
