// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/profile.hpp"

#include "deckhand/core/i18n.hpp"
#include "schema.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <ctime>
#include <fmt/format.h>
#include <functional>
#include <sqlite3.h>
#include <tuple>
#include <unistd.h>

namespace deckhand::db {

namespace fs = std::filesystem;

namespace {

constexpr const char* kCatalogueFile = "catalogue.sqlite";
constexpr const char* kUserFile = "user.sqlite";

std::string timestamp() {
    using namespace std::chrono;
    const auto now = system_clock::now();
    const std::time_t t = system_clock::to_time_t(now);
    std::tm tm{};
    localtime_r(&t, &tm);
    const auto ms = duration_cast<milliseconds>(now.time_since_epoch()).count() % 1000;
    return fmt::format("{:04}{:02}{:02}-{:02}{:02}{:02}-{:03}", tm.tm_year + 1900, tm.tm_mon + 1,
                       tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, ms);
}

std::string safeReason(const std::string& reason) {
    std::string out;
    for (char c : reason)
        out += (std::isalnum(static_cast<unsigned char>(c)) || c == '-') ? c : '-';
    return out.empty() ? "backup" : out;
}

// The schema version of one file, after refusing a file that is not Deckhand's or is newer
// than this program.
int checkedVersion(Database& db, std::span<const schema::Migration> migrations,
                   const std::string& what) {
    const int appId = db.applicationId();
    const int version = db.userVersion();
    if (appId != 0 && appId != kApplicationId)
        throw DatabaseError(SQLITE_NOTADB,
                            i18n::trf("{} is not a Deckhand profile file (application_id {:#x})",
                                      db.path(), appId));
    if (appId == 0) { // new, or someone else's SQLite file that must not get our tables
        Statement objects(db, "SELECT count(*) FROM sqlite_master");
        objects.step();
        if (version != 0 || objects.integer(0) != 0)
            throw DatabaseError(
                SQLITE_NOTADB,
                i18n::trf("{} is not a Deckhand profile file (an SQLite file of another program)",
                          db.path()));
    }
    const int latest = migrations.back().version;
    if (version > latest)
        throw NewerSchemaError(
            SQLITE_CANTOPEN,
            i18n::trf("{} was written by a newer Deckhand (schema version {} of the {}; this "
                      "program knows up to version {}). Update Deckhand, or open another "
                      "profile with --profile.",
                      db.path(), version, what, latest));
    return version;
}

// Applies the migrations after `version`, each in its own transaction with its version number,
// so an interrupted migration leaves the file at the last version that was completed.
void migrate(Database& db, std::span<const schema::Migration> migrations, int version) {
    for (const auto& m : migrations) {
        if (m.version <= version) continue;
        Transaction tx(db);
        db.exec(std::string(m.sql));
        db.setUserVersion(m.version);
        db.setApplicationId(kApplicationId);
        tx.commit();
    }
}

} // namespace

fs::path Profile::defaultDir() {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg && fs::path(xdg).is_absolute())
        return fs::path(xdg) / "deckhand";
    if (const char* home = std::getenv("HOME"); home && *home)
        return fs::path(home) / ".local" / "share" / "deckhand";
    throw Error(i18n::tr("cannot find a place for the profile: neither XDG_DATA_HOME nor HOME is "
                         "set (use --profile DIR)"));
}

bool Profile::existsIn(const fs::path& dir) {
    std::error_code ec;
    return fs::exists(dir / kUserFile, ec);
}

Profile::Profile(fs::path dir, bool readOnly, std::chrono::milliseconds busyTimeout)
    : m_dir(std::move(dir)), m_readOnly(readOnly) {
    std::error_code ec;
    m_created = !fs::exists(m_dir / kUserFile, ec);
    if (!readOnly) {
        fs::create_directories(m_dir, ec);
        if (ec)
            throw DatabaseError(
                SQLITE_CANTOPEN,
                i18n::trf("cannot create the profile folder {}: {}", m_dir.string(), ec.message()));
    }
    // Opening for writing switches a file to WAL: look at an existing file read-only first, so
    // another program's file is refused untouched.
    for (const auto& [file, migrations, what] :
         {std::tuple{kCatalogueFile, schema::catalogue(), "catalogue"},
          std::tuple{kUserFile, schema::user(), "user data"}}) {
        if (readOnly || !fs::exists(m_dir / file, ec)) continue;
        Database probe((m_dir / file).string(), true, busyTimeout);
        checkedVersion(probe, migrations, what);
    }
    m_catalogue =
        std::make_unique<Database>((m_dir / kCatalogueFile).string(), readOnly, busyTimeout);
    m_user = std::make_unique<Database>((m_dir / kUserFile).string(), readOnly, busyTimeout);
    // Imports write the catalogue in one big transaction: a 16 MiB page cache (SQLite's default
    // is 2 MiB) keeps most of its index pages in memory instead of writing them to the WAL and
    // reading them back. A bound, not `cache_spill = OFF`: that held every changed page to the
    // commit (a 100,000-printing Cockatrice import peaked at 431 MiB; with this, 209 MiB and 0.3 s
    // less processor time than with the default cache).
    m_catalogue->exec("PRAGMA cache_size = -16384");
    // Both files are checked before either is changed, and backed up together once.
    const int catalogueVersion = checkedVersion(*m_catalogue, schema::catalogue(), "catalogue");
    const int userVersion = checkedVersion(*m_user, schema::user(), "user data");
    const bool current =
        catalogueVersion == catalogueSchemaVersion() && userVersion == userSchemaVersion();
    if (current) return;
    if (readOnly)
        throw DatabaseError(
            SQLITE_READONLY,
            i18n::trf("the profile is read-only: {} needs upgrading to this Deckhand's schema "
                      "(catalogue {} of {}, user data {} of {}); open it once with write access",
                      m_dir.string(), catalogueVersion, catalogueSchemaVersion(), userVersion,
                      userSchemaVersion()));
    if (catalogueVersion > 0 || userVersion > 0) backup("before-migration");
    schema::addFunctions(*m_catalogue);
    schema::addFunctions(*m_user);
    migrate(*m_catalogue, schema::catalogue(), catalogueVersion);
    migrate(*m_user, schema::user(), userVersion);
}

int Profile::catalogueSchemaVersion() {
    return schema::catalogue().back().version;
}

int Profile::userSchemaVersion() {
    return schema::user().back().version;
}

namespace {

// A backup is written into a hidden folder named after the writing process and put in place by
// one rename, so a folder under a backup's name is always complete.
constexpr const char* kPartialPrefix = ".partial-";

bool writerAlive(const std::string& name) {
    // ".partial-<pid>-<final name>": the writer is gone when no process has its id.
    const std::string rest = name.substr(std::string(kPartialPrefix).size());
    const long pid = std::strtol(rest.c_str(), nullptr, 10);
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
}

// Whether `dir` holds a whole backup: both files, and no rollback journal beside them (a
// journal means a copy was still being written when its writer stopped). A -wal or -shm is no
// sign of that: the copies are WAL files like their sources, and reading one makes them.
bool completeBackup(const fs::path& dir) {
    std::error_code ec;
    for (const char* f : {kCatalogueFile, kUserFile})
        if (!fs::is_regular_file(dir / f, ec) ||
            fs::exists(dir / (std::string(f) + "-journal"), ec))
            return false;
    return true;
}

} // namespace

fs::path Profile::backup(const std::string& reason, int keep) {
    const fs::path root = m_dir / "backups";
    std::string name = timestamp() + "-" + safeReason(reason);
    for (int n = 2; fs::exists(root / name); ++n)
        name = fmt::format("{}-{}-{}", timestamp(), safeReason(reason), n);
    const fs::path target = root / name;
    const fs::path partial = root / fmt::format("{}{}-{}", kPartialPrefix, ::getpid(), name);
    std::error_code ec;
    fs::create_directories(partial, ec);
    if (ec) {
        const bool readOnly =
            ec == std::errc::read_only_file_system || ec == std::errc::permission_denied;
        const bool full = ec == std::errc::no_space_on_device;
        throw DatabaseError(readOnly ? SQLITE_READONLY
                            : full   ? SQLITE_FULL
                                     : SQLITE_CANTOPEN,
                            readOnly ? i18n::trf("the profile is read-only: cannot make the "
                                                 "backup folder {}: {}",
                                                 target.string(), ec.message())
                            : full   ? i18n::trf("the disk is full: cannot make the backup folder "
                                                   "{}: {}",
                                                 target.string(), ec.message())
                                     : i18n::trf("cannot make the backup folder {}: {}",
                                                 target.string(), ec.message()));
    }
    try {
        // Each file as last committed. Inside a write transaction (an import writes a file
        // while reading it, before it knows whether the import is accepted) the copy is read
        // through a connection of its own: in WAL mode that one sees what was committed, where
        // the writing connection's own copy would take its uncommitted rows along.
        for (auto [connection, file] :
             {std::pair{m_catalogue.get(), kCatalogueFile}, std::pair{m_user.get(), kUserFile}}) {
            if (sqlite3_get_autocommit(connection->handle()))
                connection->backupTo((partial / file).string());
            else
                Database(connection->path(), true).backupTo((partial / file).string());
        }
        fs::rename(partial, target);
    } catch (const fs::filesystem_error& e) {
        fs::remove_all(partial, ec);
        throw DatabaseError(SQLITE_CANTOPEN, i18n::trf("cannot put the backup {} in place: {}",
                                                       target.string(), e.code().message()));
    } catch (...) { // no half backup left to be restored later
        fs::remove_all(partial, ec);
        throw;
    }
    pruneBackups(keep);
    return target;
}

void Profile::pruneBackups(int keep) {
    std::error_code ec;
    const fs::path root = m_dir / "backups";
    for (const auto& e : fs::directory_iterator(root, ec)) {
        if (!e.is_directory(ec)) continue; // not a backup: a file someone put there stays
        const std::string name = e.path().filename().string();
        const bool partial = name.starts_with(kPartialPrefix);
        // Left by a process killed while writing it (a live writer's folder is its own), or an
        // incomplete folder of a Deckhand that wrote its backups in place.
        if ((partial && !writerAlive(name)) || (!partial && !completeBackup(e.path()))) {
            std::error_code removeEc;
            fs::remove_all(e.path(), removeEc);
        }
    }
    auto all = backups();
    for (std::size_t i = static_cast<std::size_t>(std::max(keep, 1)); i < all.size(); ++i)
        fs::remove_all(all[i], ec);
}

std::vector<fs::path> Profile::backups() const {
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(m_dir / "backups", ec))
        if (e.is_directory() && !e.path().filename().string().starts_with(".") &&
            completeBackup(e.path()))
            out.push_back(e.path());
    std::sort(out.begin(), out.end(), std::greater<>());
    return out;
}

void Profile::restore(const fs::path& backupDir) {
    for (const char* f : {kCatalogueFile, kUserFile})
        if (!fs::exists(backupDir / f))
            throw DatabaseError(SQLITE_CANTOPEN, i18n::trf("{} is not a Deckhand backup (no {})",
                                                           backupDir.string(), f));
    if (!completeBackup(backupDir))
        throw DatabaseError(SQLITE_CANTOPEN,
                            i18n::trf("{} is an incomplete backup (its writer was stopped part "
                                      "way); choose another from `profile backups`",
                                      backupDir.string()));
    // Check the backup before touching anything: a damaged backup must not replace good data.
    for (const char* f : {kCatalogueFile, kUserFile}) {
        Database probe((backupDir / f).string(), true);
        if (probe.applicationId() != kApplicationId)
            throw DatabaseError(SQLITE_NOTADB, i18n::trf("{} is not a Deckhand profile file",
                                                         (backupDir / f).string()));
        auto problems = probe.check();
        if (!problems.empty())
            throw DatabaseError(SQLITE_CORRUPT,
                                i18n::trf("the backup {} is damaged: {}", (backupDir / f).string(),
                                          problems.front()));
    }
    backup("before-restore");
    m_catalogue->restoreFrom((backupDir / kCatalogueFile).string());
    m_user->restoreFrom((backupDir / kUserFile).string());
}

std::vector<std::string> Profile::check() {
    std::vector<std::string> out;
    for (auto* db : {m_catalogue.get(), m_user.get()})
        for (auto& p : db->check())
            out.push_back(fmt::format("{}: {}", db->path(), p));
    return out;
}

} // namespace deckhand::db
