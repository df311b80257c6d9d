// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli given what an unlucky user or an attacker gives it: quantities past any sensible
// count, a pipe instead of a file, NUL bytes, several card files of which one is bad. Each time:
// a refusal that names the file (and line and column where there is one) and nothing changed.
#include "cli_runner.hpp"

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <fcntl.h>
#include <filesystem>
#include <string>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;

using namespace deckhand::test;

namespace {

const char* const kCollectionHeader = "game,set,number,name,quantity\n";

// A FIFO at `path` that nobody writes to, unless the command still waits on it after 10 s:
// then a writer opens and closes it, so a test of a command that hangs fails instead of
// hanging the suite.
class Fifo {
public:
    explicit Fifo(std::string path) : m_path(std::move(path)) {
        REQUIRE(::mkfifo(m_path.c_str(), 0600) == 0);
        m_unblock = std::thread([this] {
            for (int i = 0; i < 100 && !m_done; ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
            if (m_done) return;
            const int fd = ::open(m_path.c_str(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0) ::close(fd);
        });
    }
    ~Fifo() {
        m_done = true;
        m_unblock.join();
    }
    Fifo(const Fifo&) = delete;
    Fifo& operator=(const Fifo&) = delete;
    [[nodiscard]] const std::string& path() const { return m_path; }

private:
    std::string m_path;
    std::atomic<bool> m_done{false};
    std::thread m_unblock;
};

} // namespace

TEST_CASE("hostile input: collection quantities past 1,000,000 are refused at their cell") {
    ScratchProfile p;
    // 99999999999 once became 1,215,752,191 (its low 32 bits); 2147483648 reached SQLite's
    // CHECK constraint with no file or line.
    auto huge = p.write("huge.csv",
                        std::string(kCollectionHeader) + "plu,PLS1,007,Iron Palm,99999999999\n");
    auto r = p({"collection", "import", "--game", "plu", huge});
    CHECK(r.code == 2);
    CHECK(has(r.err, "huge.csv:2:5: quantity '99999999999' is not a whole number from 1 to "
                     "1,000,000"));
    auto past =
        p.write("past.csv", std::string(kCollectionHeader) + "plu,PLS1,007,Iron Palm,2147483648\n");
    r = p({"collection", "import", "--game", "plu", past});
    CHECK(r.code == 2);
    CHECK(has(r.err,
              "past.csv:2:5: quantity '2147483648' is not a whole number from 1 to 1,000,000"));
    CHECK_FALSE(has(r.err, "CHECK constraint"));

    // Two rows in range whose sum is not: the second row is the one named.
    auto two = p.write("two.csv", std::string(kCollectionHeader) +
                                      "plu,PLS1,007,Iron Palm,600000\nplu,PLS1,007,Iron Palm,"
                                      "600000\n");
    r = p({"collection", "import", "--game", "plu", two});
    CHECK(r.code == 2);
    CHECK(has(r.err, "two.csv:3:5: PLS1 007 would come to 1200000 copies (the rows above); a "
                     "card's copies are from 1 to 1,000,000"));
    CHECK(has(p({"collection", "list"}).out, "0 cards in 0 rows"));

    // Exactly the limit is taken; one more, from a file or by hand, is not.
    auto full =
        p.write("full.csv", std::string(kCollectionHeader) + "plu,PLS1,007,Iron Palm,1000000\n");
    REQUIRE(p({"collection", "import", "--game", "plu", full}).code == 0);
    auto one = p.write("one.csv", std::string(kCollectionHeader) + "plu,PLS1,007,Iron Palm,1\n");
    r = p({"collection", "import", "--game", "plu", one});
    CHECK(r.code == 2);
    CHECK(has(r.err, "one.csv:2:5: PLS1 007 would come to 1000001 copies (1000000 in the "
                     "collection, the rows above)"));
    r = p({"collection", "add", "--game", "plu", "--set", "PLS1", "--number", "007"});
    CHECK(r.code == 2);
    CHECK(has(r.err, "the collection would hold 1000001 copies of PLS1 007 (Iron Palm)"));
    CHECK(has(p({"collection", "list"}).out, "1000000 cards in 1 row"));

    // And what a deck needs is counted from that, not from a wrapped number.
    auto deck = p.write("deck.txt", "// Palms\n4 Iron Palm\n");
    REQUIRE(p({"deck", "save", "--game", "plu", deck}).code == 0);
    auto needs = p({"deck", "needs", "Palms"});
    CHECK(has(needs.out, "Palms: 4 of 4 cards on hand"));
    CHECK(has(needs.out, "nothing missing"));
    // The export reads back in a fresh profile.
    auto exported = p({"collection", "export", "--game", "plu"});
    CHECK(has(exported.out, ",1000000,"));
    ScratchProfile fresh;
    auto again = fresh.write("export.csv", exported.out);
    REQUIRE(fresh({"collection", "import", "--game", "plu", again}).code == 0);
    CHECK(has(fresh({"collection", "list"}).out, "1000000 cards in 1 row"));
}

TEST_CASE("hostile input: import cards with several files is all or nothing") {
    ScratchProfile p;
    const std::string header = "name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n";
    auto good = p.write("good.csv", header + "Good One,GD1,1,Common,Attack,Basic,Light,,,1 DMG.\n"
                                             "Good Two,GD1,2,Common,Attack,Basic,Light,,,1 DMG.\n");
    auto bad = p.write("bad.csv", header + "Bad One,BD1,1,Uncommonish,Attack,Basic,Light,,,1 "
                                           "DMG.\n");
    auto r = p({"import", "cards", "--game", "plu", good, bad});
    CHECK(r.code == 2);
    CHECK(has(r.err, "bad.csv:2:"));
    CHECK(has(r.err, "Nothing was imported: the 2 files go in together or not at all."));
    CHECK_FALSE(has(r.out, "imported"));
    // good.csv was not kept: importing it now is a first import, not a replacement.
    r = p({"import", "cards", "--game", "plu", good});
    CHECK(r.code == 0);
    CHECK(has(r.out, "imported 2 printings into plu from"));
    CHECK_FALSE(has(r.out, "replacing"));
}

TEST_CASE("hostile input: a FIFO given as a file is refused by its path, without waiting") {
    ScratchProfile p;
    REQUIRE(p({"games"}).code == 0);
    Fifo fifo(p.file("pipe"));
    const auto start = std::chrono::steady_clock::now();
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"deck", "save", "--game", "plu", fifo.path()},
             {"import", "cards", "--game", "plu", fifo.path()},
             {"collection", "import", "--game", "plu", fifo.path()}}) {
        INFO(args.front() << " " << args[1]);
        auto r = p(args);
        CHECK(r.code == 2);
        CHECK(has(r.err, fifo.path() + ": is a pipe (FIFO), not a file: give a regular file"));
    }
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
    CHECK(has(p({"deck", "list"}).out, "no saved decks"));
}

TEST_CASE("hostile input: a NUL byte in a collection CSV is refused at its line and column") {
    ScratchProfile p;
    // Row 2 is "plu,PLS1,007,Iron" then the NUL: its 18th character.
    auto nul = p.write("nul.csv", std::string(kCollectionHeader) +
                                      std::string("plu,PLS1,007,Iron\0 Palm,1\n", 26));
    auto r = p({"collection", "import", "--game", "plu", nul});
    CHECK(r.code == 2);
    CHECK(has(r.err, "nul.csv:2:18: a NUL byte (0x00): the file is not text, or is damaged"));
    CHECK(has(p({"collection", "list"}).out, "0 cards in 0 rows"));
}
