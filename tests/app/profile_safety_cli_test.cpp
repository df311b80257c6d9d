// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli on a profile it cannot change: another program holds it, it is read-only, or it
// was written by a newer Deckhand. Each time: exit 3, a message that says which, and nothing
// changed. (tests/db/safety_test.cpp covers the same at the library level, with crashes.)
#include "cli_runner.hpp"
#include "deckhand/db/database.hpp"
#include "support/skip.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <functional>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;

using namespace deckhand::test;

namespace {

// Runs `f` in a forked child as an unprivileged user (nobody, when the tests run as root) and
// returns its exit status and what it wrote; status 77 means the child could not drop root.
std::pair<int, std::string> asUnprivileged(const std::function<std::string()>& f) {
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    const pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        ::close(fds[0]);
        if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(77);
        std::string text;
        try {
            text = f();
        } catch (const std::exception& e) {
            text = std::string("exception: ") + e.what();
        }
        [[maybe_unused]] auto n = ::write(fds[1], text.data(), text.size());
        ::_exit(0);
    }
    ::close(fds[1]);
    std::string text;
    char buffer[4096];
    for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;)
        text.append(buffer, static_cast<std::size_t>(n));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, text};
}

} // namespace

TEST_CASE("cli safety: a profile another program is writing - exit 3 'in use' - nothing changed - "
          "then it works") {
    ScratchProfile p;
    REQUIRE(p({"games"}).code == 0);
    {
        // Another program (a second connection is enough) holds the write lock, mid-change.
        deckhand::db::Database other((p.dir() / "user.sqlite").string());
        other.exec("BEGIN EXCLUSIVE");
        other.exec("DELETE FROM collection");

        auto save = p({"--lock-timeout", "200", "deck", "save", "--game", "plu",
                       deckPath("plu", "legal.txt")});
        CHECK(save.code == 3);
        CHECK(has(save.err, "the profile is in use by another program (locked)"));
        CHECK(has(save.err, "user.sqlite"));
        CHECK(has(save.err, "Nothing was changed"));
        auto add = p({"--lock-timeout", "200", "collection", "add", "--game", "plu", "--set",
                      "PLS1", "--number", "007", "-n", "2"});
        CHECK(add.code == 3);
        CHECK(has(add.err, "(locked)"));
        auto list = p({"--lock-timeout", "200", "deck", "list"}); // reading goes on meanwhile
        CHECK(list.code == 0);
        CHECK(!has(list.out, "Sample Kaito Blaze"));
        other.exec("ROLLBACK");
    }
    CHECK(p({"deck", "save", "--game", "plu", deckPath("plu", "legal.txt")}).code == 0);
    CHECK(has(p({"deck", "list"}).out, "Sample Kaito Blaze"));
    CHECK(p({"profile", "check"}).code == 0);
}

TEST_CASE("cli safety: a read-only profile - exit 3 'read-only' - nothing changed") {
    ScratchProfile p;
    REQUIRE(p({"collection", "add", "--game", "plu", "--set", "PLS1", "--number", "007", "-n", "3"})
                .code == 0);
    // Real permissions: root ignores them, so the command runs in a child as nobody.
    fs::permissions(p.dir() / "user.sqlite",
                    fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    fs::permissions(p.dir() / "catalogue.sqlite",
                    fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    fs::permissions(p.dir(), fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                                 fs::perms::group_exec | fs::perms::others_read |
                                 fs::perms::others_exec);
    auto [status, text] = asUnprivileged([&] {
        auto r = p(
            {"collection", "add", "--game", "plu", "--set", "PLS1", "--number", "007", "-n", "2"});
        return std::to_string(r.code) + "\n" + r.err;
    });
    fs::permissions(p.dir(), fs::perms::owner_all, fs::perm_options::add);
    fs::permissions(p.dir() / "user.sqlite", fs::perms::owner_write, fs::perm_options::add);
    fs::permissions(p.dir() / "catalogue.sqlite", fs::perms::owner_write, fs::perm_options::add);
    if (status == 77) {
        deckhand::test::skip(
            "cannot drop root here: the read-only profile was not tried as another user");
        return;
    }
    REQUIRE(status == 0);
    INFO(text);
    CHECK(text.starts_with("3\n"));
    CHECK(has(text, "the profile is read-only"));
    CHECK(has(text, "Nothing was changed"));
    CHECK(has(p({"collection", "list"}).out, "3 cards"));
    CHECK(p({"profile", "check"}).code == 0);
}

TEST_CASE("cli safety: a profile from a newer Deckhand - exit 3 naming the file and versions - "
          "untouched") {
    ScratchProfile p;
    REQUIRE(p({"games"}).code == 0);
    {
        deckhand::db::Database user((p.dir() / "user.sqlite").string());
        user.setUserVersion(999);
    }
    auto r = p({"deck", "list"});
    CHECK(r.code == 3);
    CHECK(has(r.err, (p.dir() / "user.sqlite").string()));
    CHECK(has(r.err, "newer Deckhand"));
    CHECK(has(r.err, "version 999"));
    deckhand::db::Database user((p.dir() / "user.sqlite").string(), true);
    CHECK(user.userVersion() == 999);
    CHECK_FALSE(fs::exists(p.dir() / "backups"));
}
