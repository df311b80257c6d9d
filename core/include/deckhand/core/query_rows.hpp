// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The rows of one read-only query over a database file a user gave (an EDOPro .cdb), as the
// card readers take them. The store opens the file and runs the query (db::openQueryRows):
// only the db library speaks SQL to a file, and core and the readers see rows of text.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace deckhand::core {

/// A query's rows, read one after another.
class QueryRows {
public:
    QueryRows() = default;
    QueryRows(const QueryRows&) = delete;
    QueryRows& operator=(const QueryRows&) = delete;
    virtual ~QueryRows() = default;

    /// The query's column names, in its order.
    [[nodiscard]] virtual const std::vector<std::string>& columns() const = 0;
    /// Moves to the next row: false at the end of the rows, or when reading stopped (failure()).
    virtual bool next() = 0;
    /// The current row's value in `column` as text; nothing for NULL or a column out of range.
    [[nodiscard]] virtual std::optional<std::string> text(int column) const = 0;
    /// Why reading stopped before the end (empty when it did not).
    [[nodiscard]] virtual const std::string& failure() const = 0;
    /// Whether it stopped because the file is damaged.
    [[nodiscard]] virtual bool damaged() const = 0;
};

/// A query opened on a file, or why not.
struct OpenedQuery {
    enum class Problem {
        None,
        File,    ///< the file cannot be opened as a database
        Damaged, ///< it is no database, or a damaged one
        Query,   ///< the query does not run on it, or is not one statement that reads
    };
    std::unique_ptr<QueryRows> rows; ///< set when problem is None
    Problem problem = Problem::None;
    std::string message; ///< what went wrong, in the database's words
};

/// Opens the database at `path` (read-only; nothing written to it or beside it) and readies
/// `query` on it.
using QueryOpener = std::function<OpenedQuery(const std::string& path, const std::string& query)>;

} // namespace deckhand::core
