// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <span>
#include <string_view>

namespace deckhand::db {
class Database;
}

namespace deckhand::db::schema {

/// One step of a file's schema: applied in a transaction, after which user_version = version.
struct Migration {
    int version;
    std::string_view sql;
};

/// The catalogue file: games and cards, all of it rebuildable from packs and imports.
std::span<const Migration> catalogue();
/// The user's file: what cannot be rebuilt.
std::span<const Migration> user();

/// Gives `db`'s connection the SQL functions migrations call: fold_name(text), a name's
/// folded form as core::foldName makes it, so a migration can recompute stored folded names, and
/// normal_language(text), core::normalLanguage.
void addFunctions(Database& db);

} // namespace deckhand::db::schema
