// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A database file a user gave (an EDOPro or YGOPro .cdb) read by one query of a game pack: the
// only place outside the profile's own stores where Deckhand runs SQL on a file.

#include "deckhand/core/query_rows.hpp"

#include <string>

namespace deckhand::db {

/// Opens the SQLite database at `path` read-only and immutable (no lock taken, no journal,
/// -wal or -shm file made beside it, nothing ever written), its schema untrusted and its
/// triggers off, no other database attached, and readies `query` on it: one statement, which
/// SQLite itself confirms only reads, and which may read tables and call SQLite's own
/// functions and nothing else. A value longer than 1 MiB stops the reading. A core::QueryOpener.
[[nodiscard]] core::OpenedQuery openQueryRows(const std::string& path, const std::string& query);

} // namespace deckhand::db
