// SPDX-License-Identifier: GPL-3.0-or-later

// What the db tests share: scratch folders, the bundled Powerline Ultra game, generated card
// data and decks, and a child process for the crash and lock tests.
#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/db/deck_store.hpp"
#include "deckhand/db/profile.hpp"

#include <filesystem>
#include <functional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace deckhand::test {

/// A folder of its own under the temp directory, removed (whatever its permissions) at the end.
class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    [[nodiscard]] const std::filesystem::path& path() const { return m_path; }
    /// Writes `text` to `name` in the folder and returns the file's path.
    std::string write(const std::string& name, const std::string& text) const;

private:
    std::filesystem::path m_path;
};

/// The bundled resources folder (DECKHAND_RESOURCES_DIR).
[[nodiscard]] std::filesystem::path resources();
/// Powerline Ultra as its bundled pack defines it (read once).
[[nodiscard]] const core::Game& pluGame();
/// The text of the bundled PLU pack.
[[nodiscard]] const std::string& pluPackXml();
/// Printings read from PLU card CSV text (the header row is added); a read error fails the test.
[[nodiscard]] std::vector<core::Printing> pluPrintings(const std::string& rows,
                                                       const std::string& file = "cards.csv");
/// Rows of PLU card data (no header) for `count` generated printings in set `set`, numbered
/// 1..count, each a distinct card name.
[[nodiscard]] std::string generatedPluRows(int count, const std::string& set);
/// The same rows with the header: a card data file.
[[nodiscard]] std::string generatedPluCsv(int count, const std::string& set);
/// A main deck of `count` distinct made-up cards, one copy each, named with `tag`.
[[nodiscard]] std::vector<db::StoredEntry> bigDeck(int count, const std::string& tag);

/// A forked child process running `body` (its return value is the exit status; an exception
/// exits 99). Pipes both ways carry single bytes: the child tells the parent where it is, the
/// parent tells the child to go on. The child is killed (SIGKILL) and reaped if still running
/// when this is destroyed.
class Child {
public:
    /// The child's side: tell the parent `c`; wait for the parent's next byte.
    struct Channel {
        int toParent = -1;
        int fromParent = -1;
        void tell(char c) const;
        char wait() const;
    };

    explicit Child(const std::function<int(const Channel&)>& body);
    ~Child();
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    /// The child's next byte, or '\0' when it exited (or `timeoutMs` passed) without one.
    char heard(int timeoutMs = 120000);
    /// Sends the child a byte.
    void tell(char c);
    /// SIGKILL, then reap.
    void kill();
    /// Waits for the child to end; its exit status, or -signal when a signal ended it.
    int wait();
    [[nodiscard]] pid_t pid() const { return m_pid; }

private:
    pid_t m_pid = -1;
    int m_fromChild = -1;
    int m_toChild = -1;
    bool m_reaped = false;
};

/// Row counts of the tables that matter, for "nothing changed" checks.
struct Counts {
    long long printings = 0;
    long long cardFiles = 0;
    long long decks = 0;
    long long versions = 0;
    long long entries = 0;
    long long collection = 0;
    bool operator==(const Counts&) const = default;
};
/// The row counts of a profile.
[[nodiscard]] Counts counts(db::Profile& profile);

} // namespace deckhand::test
