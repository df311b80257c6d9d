#pragma once

#include "deckhand/core/error.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace deckhand::db {

/// A failure of the database itself: corrupt, locked, full, read-only. Carries SQLite's code.
class DatabaseError : public Error {
public:
    DatabaseError(int code, const std::string& message) : Error(message), m_code(code) {}
    [[nodiscard]] int code() const { return m_code; }

private:
    int m_code;
};

/// One open SQLite database: WAL, foreign keys on, a busy timeout. Closes on destruction.
class Database {
public:
    /// Opens (creating if needed) the file at `path`; ":memory:" for a private in-memory one.
    explicit Database(const std::string& path, bool readOnly = false);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    /// Runs SQL with no parameters and no results (schema, pragmas).
    void exec(const std::string& sql);
    /// PRAGMA user_version, the schema version.
    [[nodiscard]] int userVersion();
    void setUserVersion(int version);

    [[nodiscard]] sqlite3* handle() const { return m_db; }

private:
    sqlite3* m_db = nullptr;
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
    Statement& bindNull(int index);
    /// Advances to the next row; false when there are no more.
    bool step();
    /// Ready to run again with new bindings.
    void reset();

    [[nodiscard]] std::int64_t integer(int column) const;
    [[nodiscard]] std::string text(int column) const;
    [[nodiscard]] bool isNull(int column) const;

private:
    Database& m_db;
    sqlite3_stmt* m_stmt = nullptr;
};

/// RAII transaction: rolls back unless commit() was called, so an exception anywhere in a
/// multi-row change leaves the database as it was.
class Transaction {
public:
    explicit Transaction(Database& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

private:
    Database& m_db;
    bool m_done = false;
};

} // namespace deckhand::db
