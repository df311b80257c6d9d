// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/deck_check.hpp"
#include "deckhand/core/deck.hpp"

#include <cstdint>
#include <exception>
#include <fcntl.h>
#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

/// The deck lists some paths name: files as given; a folder stands for the deck lists in it
/// and in its folders, sorted by path. A folder of 200,000 lists is held as their paths past
/// the folder's own in one buffer (some 30 bytes a list), not a string each, so what is held
/// stays small whatever the folder's size. Each folder is held open too, so a list is opened
/// by its own part of the path: the kernel walks one name, not the whole path, for each list.
class DeckFiles {
public:
    /// A list's file as opened: relative to the descriptor `dir` (AT_FDCWD for a file given by
    /// its whole path; -1 when its folder could not be opened, to be read by its path).
    struct Place {
        int dir = AT_FDCWD;
        std::string_view name;
        bool listed = false; ///< found by listing a folder, as a regular file
    };

    /// Lists what `paths` name; a folder that cannot be read, or holds no list, is an error in
    /// `errors` that names it. A link counts when it leads to a regular file; a link to a folder
    /// is not followed.
    DeckFiles(const std::vector<std::string>& paths, std::vector<ParseError>& errors);
    ~DeckFiles();
    DeckFiles(const DeckFiles&) = delete;
    DeckFiles& operator=(const DeckFiles&) = delete;

    [[nodiscard]] std::size_t size() const { return m_entries.size(); }
    /// The path of list `i`.
    [[nodiscard]] std::string operator[](std::size_t i) const;
    /// Where list `i` is opened from; valid while this lives.
    [[nodiscard]] Place place(std::size_t i) const;

private:
    struct Entry {
        std::uint64_t offset; ///< of its own part in m_bytes
        std::uint32_t size;
        std::uint32_t prefix; ///< into m_prefixes
    };
    void walk(int fd, std::string& own, std::uint32_t prefix, std::vector<ParseError>& errors);
    void add(std::string_view own, std::uint32_t prefix);
    [[nodiscard]] std::string_view own(const Entry& e) const;
    [[nodiscard]] bool before(const Entry& x, const Entry& y) const;

    std::string m_bytes;
    std::vector<Entry> m_entries;
    std::vector<std::string> m_prefixes{""}; ///< 0: a file given by its whole path
    std::vector<int> m_dirs;                 ///< per folder (prefix 1 on): its descriptor, or -1
};

/// What checking one list gave, for the one who asked.
struct ListOutcome {
    std::string path;   ///< the list as DeckFiles named it
    std::string notes;  ///< said of it before its report (which game its names told)
    std::string report; ///< what ListChecks::describe made of its check
    bool input = false; ///< it could not be read, or its game could not be told
    bool illegal = false;
    std::exception_ptr failure; ///< a failure of the system while judging it
};

/// How the lists are judged and what the caller is given of each.
struct ListChecks {
    /// Every list is this game's; nullptr: each list's game is told by its card names.
    const LoadedGame* game = nullptr;
    CheckOptions options;
    /// Reads the list given as `-` (standard input), on the calling thread. Every other list
    /// the checker reads itself, from its file (readDeckList decides its format).
    std::function<Result<core::DeckList>()> readStdin;
    /// The game of a list when `game` is not given, or why there is none; what it says of its
    /// choice goes to `notes`. Called on the calling thread only.
    std::function<Result<const LoadedGame*>(const core::DeckList& list, std::ostream& notes)>
        tellGame;
    /// What is kept of a check (its text report, its JSON entry, a row): called on worker
    /// threads, so it may only read its arguments. `game` is nullptr when none was told.
    std::function<std::string(const DeckCheck& check, const LoadedGame* game)> describe;
    /// Given each list's outcome on the calling thread, strictly in the order of the files.
    std::function<void(ListOutcome& outcome)> deliver;
};

/// Judges many deck lists on every core and hands each outcome back in order: an organiser's
/// folder, an event's submissions. What is held at once is bounded whatever the number of lists
/// (batches through a window), so memory stays flat. A list that cannot be read is an outcome
/// that says why, never the end of the run.
class ListChecker {
public:
    explicit ListChecker(ListChecks checks) : m_checks(std::move(checks)) {}

    /// The format a game's lists are judged in, resolved once (on the calling thread).
    const Result<core::Format>& formatOf(const LoadedGame& game);
    /// Judges every list of `files`.
    void run(const DeckFiles& files);

private:
    ListChecks m_checks;
    std::map<std::string, Result<core::Format>> m_formats;
};

} // namespace deckhand::app
