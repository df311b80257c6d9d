// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/profile_session.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace deckhand::app {

/// What `exportPack` writes besides the pack, its card data and Limited lists.
struct PackExportOptions {
    bool images = false; ///< the game's cached card images, images/<game>/<set>/<number>.<ext>
};

/// What an export did: each file by its path relative to the folder, sorted.
struct PackExport {
    std::vector<std::string> written;   ///< new, or their bytes changed
    std::vector<std::string> unchanged; ///< same bytes as there: not rewritten (same mtime)
    std::vector<std::string> removed;   ///< of an earlier export, no longer part of the game
    std::size_t printings = 0;
    std::size_t listVersions = 0;
    std::size_t images = 0;
    /// What the export left out and why (an extra column a game field would read).
    std::vector<std::string> notes;
};

/// The file in an export folder that lists what the export wrote: the next export replaces
/// those files and removes the ones the game no longer has, and touches no other.
inline constexpr const char* kExportManifest = ".deckhand-export";

/// Writes game `gameId` as the profile has it (ProfileSession::game: the card data with the
/// user's edits, every Limited-list version) into `dir` as a pack folder others can serve as
/// static files and subscribe to: game.xml at its root naming cards/<set>.csv (sample data
/// under cards/sample/) and limited/<date>[-<list>].xml. Output is deterministic and a file is
/// written only when its bytes change. `dir` must be empty, new, or an earlier export (it holds
/// kExportManifest); files of `dir` that no export wrote are kept as they are. The export is
/// made in a folder beside `dir` (the files kept shared with it by hard links) and put in its
/// place in one rename, so `dir` is the earlier export or the new one whenever the program
/// stops; where that cannot be done (a mount point, a file system that cannot swap folders, a
/// parent folder not writable) the files are written in place, each whole, and a note says so.
/// Bad input (no such game, a folder of other files) comes back as errors, before anything
/// is written; a failure of the system (a file that cannot be written) throws deckhand::Error
/// naming the file, leaving `dir` as it was (written in place: the files written so far, each
/// whole, listed for the next export).
[[nodiscard]] Result<PackExport> exportPack(ProfileSession& session, const std::string& gameId,
                                            const std::filesystem::path& dir,
                                            const PackExportOptions& options = {});

} // namespace deckhand::app
