// SPDX-License-Identifier: GPL-3.0-or-later

#include "db_test_support.hpp"

#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/game_pack.hpp"

#include <catch2/catch.hpp>
#include <csignal>
#include <fstream>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace deckhand::test {

namespace fs = std::filesystem;

namespace {

const char* const kPluHeader = "name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n";

} // namespace

TempDir::TempDir() {
    static int n = 0;
    m_path = fs::temp_directory_path() /
             ("deckhand-db-test-" + std::to_string(::getpid()) + "-" + std::to_string(++n));
    fs::remove_all(m_path);
    fs::create_directories(m_path);
}

TempDir::~TempDir() {
    std::error_code ec;
    // A test may have made parts read-only; give write access back so the folder can go.
    for (auto it = fs::recursive_directory_iterator(m_path, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ec);
    fs::permissions(m_path, fs::perms::owner_all, fs::perm_options::add, ec);
    fs::remove_all(m_path, ec);
}

std::string TempDir::write(const std::string& name, const std::string& text) const {
    std::ofstream(m_path / name, std::ios::binary) << text;
    return (m_path / name).string();
}

fs::path resources() {
    return DECKHAND_RESOURCES_DIR;
}

const std::string& pluPackXml() {
    static const std::string xml = [] {
        auto bytes = io::readWholeFile((resources() / "games" / "plu" / "game.xml").string());
        REQUIRE(bytes.ok());
        return bytes.value;
    }();
    return xml;
}

const core::Game& pluGame() {
    static const core::Game game = [] {
        auto pack =
            io::readGamePack(pluPackXml(), (resources() / "games" / "plu" / "game.xml").string());
        REQUIRE(pack.ok());
        return pack.value.game;
    }();
    return game;
}

std::vector<core::Printing> pluPrintings(const std::string& rows, const std::string& file) {
    auto read = io::readCardCsv(kPluHeader + rows, pluGame(), file);
    for (const auto& e : read.errors)
        FAIL(e.str());
    return read.value;
}

std::string generatedPluCsv(int count, const std::string& set) {
    return kPluHeader + generatedPluRows(count, set);
}

std::string generatedPluRows(int count, const std::string& set) {
    static const char* const kTypes[] = {"Attack,Basic,Light", "Attack,Special,Heavy",
                                         "Utility,Counter,Medium", "Attack,Basic,Medium"};
    std::string out;
    for (int i = 1; i <= count; ++i)
        out += set + " Card " + std::to_string(i) + "," + set + "," + std::to_string(i) +
               ",Common," + kTypes[i % 4] + ",,,\"" + std::to_string(i % 9 + 1) +
               " DMG. Generated card " + std::to_string(i) + ".\"\n";
    return out;
}

std::vector<core::StoredEntry> bigDeck(int count, const std::string& tag) {
    std::vector<core::StoredEntry> out;
    for (int i = 0; i < count; ++i)
        out.push_back(
            {"main", 1 + i % 3, tag + " card " + std::to_string(i), "GEN", std::to_string(i)});
    return out;
}

void Child::Channel::tell(char c) const {
    [[maybe_unused]] const auto n = ::write(toParent, &c, 1);
}

char Child::Channel::wait() const {
    char c = 0;
    return ::read(fromParent, &c, 1) == 1 ? c : '\0';
}

Child::Child(const std::function<int(const Channel&)>& body) {
    int up[2];
    int down[2];
    REQUIRE(::pipe(up) == 0);
    REQUIRE(::pipe(down) == 0);
    m_pid = ::fork();
    REQUIRE(m_pid >= 0);
    if (m_pid == 0) {
        ::close(up[0]);
        ::close(down[1]);
        int status = 99;
        try {
            status = body(Channel{up[1], down[0]});
        } catch (...) {
        }
        ::_exit(status); // no atexit handlers, no Catch2 reporting: this is the parent's test
    }
    ::close(up[1]);
    ::close(down[0]);
    m_fromChild = up[0];
    m_toChild = down[1];
}

Child::~Child() {
    if (!m_reaped) kill();
    ::close(m_fromChild);
    ::close(m_toChild);
}

char Child::heard(int timeoutMs) {
    pollfd p{m_fromChild, POLLIN, 0};
    if (::poll(&p, 1, timeoutMs) <= 0) return '\0';
    char c = 0;
    return ::read(m_fromChild, &c, 1) == 1 ? c : '\0';
}

void Child::tell(char c) {
    [[maybe_unused]] const auto n = ::write(m_toChild, &c, 1);
}

void Child::kill() {
    if (m_reaped) return;
    ::kill(m_pid, SIGKILL);
    wait();
}

int Child::wait() {
    int status = 0;
    while (::waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
    }
    m_reaped = true;
    return WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? -WTERMSIG(status) : -1;
}

Counts counts(db::Profile& profile) {
    auto count = [](db::Database& db, const char* table) {
        db::Statement s(db, std::string("SELECT count(*) FROM ") + table);
        s.step();
        return static_cast<long long>(s.integer(0));
    };
    return {count(profile.catalogue(), "printing"), count(profile.catalogue(), "card_file"),
            count(profile.user(), "deck"),          count(profile.user(), "deck_version"),
            count(profile.user(), "deck_entry"),    count(profile.user(), "collection")};
}

} // namespace deckhand::test
