// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/db/database.hpp"

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace deckhand::db {

/// Deckhand's mark in PRAGMA application_id ("DkHd").
inline constexpr int kApplicationId = 0x446B4864;

/// Raised when a profile file was written by a newer Deckhand than this one; the message names
/// the file, its schema version and the newest this program knows.
class NewerSchemaError : public DatabaseError {
public:
    using DatabaseError::DatabaseError;
};

/// A user's profile: a folder holding two SQLite files, kept apart because one can be rebuilt
/// and the other cannot (docs/storage.md):
/// - catalogue.sqlite: installed games and their cards, replaced by imports and downloads;
/// - user.sqlite: collection, decks and their history, Limited lists, wishlist.
/// Opening migrates both to the current schema, backing each up first.
class Profile {
public:
    /// $XDG_DATA_HOME/deckhand, else ~/.local/share/deckhand.
    [[nodiscard]] static std::filesystem::path defaultDir();
    /// Whether `dir` holds a profile (its user data file is there).
    [[nodiscard]] static bool existsIn(const std::filesystem::path& dir);

    /// Opens (creating if needed) the profile in `dir` and brings both files to the current
    /// schema, after one backup of both when an existing file needs migrating. Throws
    /// DatabaseError when a file cannot be opened or is not Deckhand's, NewerSchemaError when
    /// either is too new (before anything is changed). Read-only, nothing is created or
    /// migrated: a file older than this program is refused too. Writes wait up to
    /// `busyTimeout` for another program's write.
    explicit Profile(std::filesystem::path dir, bool readOnly = false,
                     std::chrono::milliseconds busyTimeout = kDefaultBusyTimeout);

    [[nodiscard]] const std::filesystem::path& dir() const { return m_dir; }
    [[nodiscard]] Database& catalogue() { return *m_catalogue; }
    [[nodiscard]] Database& user() { return *m_user; }
    [[nodiscard]] bool readOnly() const { return m_readOnly; }
    /// True when this open created the profile (nothing was there before).
    [[nodiscard]] bool created() const { return m_created; }

    /// Backs up both files into backups/<time>-<reason>/ (SQLite backup API: consistent while
    /// others read), then removes all but the newest `keep` backups. The copies are written
    /// into a hidden folder first and renamed into place, so a backup is complete or absent even
    /// when the process is killed. Returns the folder made. Throws DatabaseError (read-only,
    /// disk full) when the backup cannot be written.
    std::filesystem::path backup(const std::string& reason, int keep = 10);
    /// The complete backups there are, newest first (half-written ones are never listed).
    [[nodiscard]] std::vector<std::filesystem::path> backups() const;
    /// Replaces both files' content with a complete backup folder's.
    void restore(const std::filesystem::path& backupDir);
    /// Problems integrity_check and foreign_key_check find, per file; empty when all is well.
    [[nodiscard]] std::vector<std::string> check();

    /// The schema version this program writes, per file.
    static int catalogueSchemaVersion();
    static int userSchemaVersion();

private:
    // Removes what killed backups left, then all but the newest `keep` complete backups.
    void pruneBackups(int keep);

    std::filesystem::path m_dir;
    bool m_readOnly;
    bool m_created = false;
    std::unique_ptr<Database> m_catalogue;
    std::unique_ptr<Database> m_user;
};

} // namespace deckhand::db
