// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/storage.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace deckhand::db {

using deckhand::kDefaultBusyTimeout;

/// A failure of the database itself (a StorageError): carries SQLite's (extended) code, from
/// which its kind() follows.
class DatabaseError : public StorageError {
public:
    DatabaseError(int code, const std::string& message)
        : StorageError(kindOf(code), message), m_code(code) {}
    [[nodiscard]] int code() const { return m_code; }
    /// What an SQLite result code means to a front end.
    [[nodiscard]] static Kind kindOf(int code);

private:
    int m_code;
};

/// One open SQLite database: WAL, foreign keys on, a busy timeout. Closes on destruction.
class Database {
public:
    /// Opens (creating if needed) the file at `path`; ":memory:" for a private in-memory one.
    /// A write waits up to `busyTimeout` for another connection's write to finish, then fails
    /// with DatabaseError::Kind::Locked.
    explicit Database(const std::string& path, bool readOnly = false,
                      std::chrono::milliseconds busyTimeout = kDefaultBusyTimeout);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    /// Runs SQL with no parameters and no results (schema, pragmas).
    void exec(const std::string& sql);
    /// PRAGMA data_version: changes whenever another connection (another program, or another
    /// connection of this one) commits a change to the file; this connection's own commits
    /// leave it as it is. How a program notices that its copy of the data is out of date.
    [[nodiscard]] std::int64_t dataVersion();
    /// PRAGMA user_version, the schema version.
    [[nodiscard]] int userVersion();
    void setUserVersion(int version);

    /// PRAGMA application_id: marks the file as Deckhand's.
    [[nodiscard]] int applicationId();
    void setApplicationId(int id);

    /// Copies the whole database to `path` with SQLite's online backup API (consistent even
    /// while others read it). Overwrites `path`.
    void backupTo(const std::string& path);
    /// Replaces this database's content with the database at `path` (backup API, reversed).
    void restoreFrom(const std::string& path);

    /// "ok", or the problems PRAGMA integrity_check and foreign_key_check report.
    [[nodiscard]] std::vector<std::string> check();

    /// How long a write waits for the write lock (see the constructor).
    void setBusyTimeout(std::chrono::milliseconds timeout);
    /// Calls `keepGoing` about every `instructions` virtual-machine instructions while a
    /// statement runs (sqlite3_progress_handler); when it returns false the statement stops with
    /// DatabaseError::Kind::Cancelled and the enclosing Transaction rolls back. For a Cancel
    /// button, or a progress display of a long query. An empty function removes the handler.
    void setProgressHandler(int instructions, std::function<bool()> keepGoing);
    /// True when the connection cannot write: opened read-only, or the file is not writable.
    [[nodiscard]] bool isReadOnly() const;

    /// Rows changed by the last statement.
    [[nodiscard]] int changes() const;
    [[nodiscard]] std::int64_t lastInsertId() const;
    [[nodiscard]] const std::string& path() const { return m_path; }

    [[nodiscard]] sqlite3* handle() const { return m_db; }

    /// A DatabaseError for SQLite result `code`: its message says what the failure means for the
    /// user ("the profile is read-only: ..."), then what was being done (`what`) and SQLite's
    /// own words.
    [[nodiscard]] DatabaseError error(int code, std::string_view what) const;

private:
    sqlite3* m_db = nullptr;
    std::string m_path;
    std::function<bool()> m_progress;
    std::chrono::milliseconds m_busyTimeout = kDefaultBusyTimeout;
};

/// A prepared statement with bound parameters; step() through its rows.
class Statement {
public:
    Statement(Database& db, std::string_view sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, std::string_view value);
    /// Binds text without a copy: `value` must stay as it is until the statement has run (an
    /// import's rows, bound many to a statement, copied and freed again each one).
    Statement& bindStatic(int index, std::string_view value);
    Statement& bindNull(int index);
    Statement& bind(int index, double value);
    /// Advances to the next row; false when there are no more.
    bool step();
    /// Ready to run again with new bindings.
    void reset();

    [[nodiscard]] std::int64_t integer(int column) const;
    [[nodiscard]] std::string text(int column) const;
    /// The column's text without a copy: valid until the next step() or reset.
    [[nodiscard]] std::string_view textView(int column) const;
    [[nodiscard]] bool isNull(int column) const;
    [[nodiscard]] double real(int column) const;
    /// Runs a statement that returns no rows (INSERT, UPDATE, DELETE), then resets it.
    void run();

private:
    Database& m_db;
    sqlite3_stmt* m_stmt = nullptr;
};

/// RAII transaction: rolls back unless commit() was called, so an exception anywhere in a
/// multi-row change leaves the database as it was. The outermost one takes the write lock at
/// once (BEGIN IMMEDIATE); one opened inside another is a savepoint, so a use case can make
/// several store calls all or nothing.
class Transaction {
public:
    explicit Transaction(Database& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

private:
    Database& m_db;
    std::string m_savepoint; ///< empty for the outermost transaction
    bool m_done = false;
};

} // namespace deckhand::db
