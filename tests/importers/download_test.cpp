// SPDX-License-Identifier: GPL-3.0-or-later

// Downloads against a real HTTP server the test starts on 127.0.0.1: every way a download
// can go wrong gives a clear message and leaves what was there untouched.
#include "../support/http_test_server.hpp"
#include "../support/image_headers.hpp"
#include "deckhand/io/download.hpp"
#include "deckhand/io/game_pack.hpp"
#include "deckhand/io/image_fetch.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace deckhand;
using deckhand::test::HttpResponse;
using deckhand::test::HttpTestServer;
using deckhand::test::pngHeader;

namespace {

class TempDir {
public:
    TempDir() {
        static int n = 0;
        m_dir =
            fs::temp_directory_path() /
            ("deckhand-download-test-" + std::to_string(::getpid()) + "-" + std::to_string(++n));
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    ~TempDir() { fs::remove_all(m_dir); }
    [[nodiscard]] const fs::path& path() const { return m_dir; }
    /// The names in the folder: proves no temporary file was left behind.
    [[nodiscard]] std::vector<std::string> names() const {
        std::vector<std::string> out;
        for (const auto& e : fs::directory_iterator(m_dir))
            out.push_back(e.path().filename().string());
        std::sort(out.begin(), out.end());
        return out;
    }

private:
    fs::path m_dir;
};

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void spit(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Short limits so the failure cases take about a second.
io::DownloadOptions quick() {
    io::DownloadOptions o;
    o.connectTimeout = std::chrono::milliseconds(2000);
    o.totalTimeout = std::chrono::milliseconds(8000);
    o.stallTimeout = std::chrono::seconds(1);
    o.maxBytes = 1 << 20;
    return o;
}

const std::string kPack = R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="tiny" name="Tiny">
  <formats><format id="open"><deck-size id="size" min="1" cite="Rules"/></format></formats>
</game-pack>
)";

std::vector<ParseError> validPack(const fs::path& file) {
    return io::readGamePackFile(file.string()).errors;
}

std::string png(int n) {
    return pngHeader(1, 1, "image " + std::to_string(n));
}

} // namespace

TEST_CASE("download: 200 writes the file and keeps the server's ETag and Last-Modified") {
    HttpTestServer server;
    server.serve("/tiny/game.xml",
                 HttpResponse(kPack).etag("\"v1\"").lastModified("Wed, 01 Apr 2026 10:00:00 GMT"));
    TempDir dir;
    auto o = quick();
    o.validate = validPack;
    std::uint64_t lastSeen = 0;
    o.progress = [&](std::uint64_t got, std::uint64_t) { lastSeen = got; };
    auto r = io::download(server.url("/tiny/game.xml"), dir.path() / "game.xml", o);
    REQUIRE(r.status == io::DownloadStatus::Downloaded);
    CHECK(r.httpStatus == 200);
    CHECK(r.etag == "\"v1\"");
    CHECK(r.lastModified == "Wed, 01 Apr 2026 10:00:00 GMT");
    CHECK(r.bytes == kPack.size());
    CHECK(lastSeen == kPack.size());
    CHECK(slurp(dir.path() / "game.xml") == kPack);
    CHECK(dir.names() == std::vector<std::string>{"game.xml"});
}

TEST_CASE("download: 304 with If-None-Match or If-Modified-Since leaves the file as it is") {
    HttpTestServer server;
    const std::string date = "Wed, 01 Apr 2026 10:00:00 GMT";
    server.serve("/e.xml", HttpResponse(kPack).etag("\"abc\""));
    server.serve("/d.xml", HttpResponse(kPack).lastModified(date));
    TempDir dir;
    spit(dir.path() / "e.xml", "what was installed");
    spit(dir.path() / "d.xml", "what was installed");

    auto o = quick();
    o.etag = "\"abc\"";
    auto r = io::download(server.url("/e.xml"), dir.path() / "e.xml", o);
    CHECK(r.status == io::DownloadStatus::NotModified);
    CHECK(r.etag == "\"abc\"");
    CHECK(server.requests().back().header("if-none-match") == "\"abc\"");

    o = quick();
    o.lastModified = date;
    r = io::download(server.url("/d.xml"), dir.path() / "d.xml", o);
    CHECK(r.status == io::DownloadStatus::NotModified);
    CHECK(server.requests().back().header("if-modified-since") == date);

    CHECK(slurp(dir.path() / "e.xml") == "what was installed");
    CHECK(slurp(dir.path() / "d.xml") == "what was installed");
    CHECK(dir.names() == std::vector<std::string>{"d.xml", "e.xml"});

    // A stale ETag gets the new body.
    o = quick();
    o.etag = "\"old\"";
    r = io::download(server.url("/e.xml"), dir.path() / "e.xml", o);
    CHECK(r.status == io::DownloadStatus::Downloaded);
    CHECK(slurp(dir.path() / "e.xml") == kPack);
}

TEST_CASE("download: failures name the URL and the reason and leave the target untouched") {
    HttpTestServer server;
    TempDir dir;
    const fs::path target = dir.path() / "game.xml";
    spit(target, "what was installed");
    auto o = quick();
    o.what = "game pack";
    o.validate = validPack;
    const auto started = std::chrono::steady_clock::now();
    auto elapsed = [&] { return std::chrono::steady_clock::now() - started; };

    SECTION("404") {
        auto r = io::download(server.url("/missing.xml"), target, o);
        CHECK(r.error == io::DownloadError::Http);
        CHECK(r.httpStatus == 404);
        CHECK(r.message == server.url("/missing.xml") + ": HTTP 404 Not Found");
        CHECK_FALSE(r.inputError());
    }
    SECTION("a server that stops sending") {
        server.serve("/stall.xml", HttpResponse(kPack).stall(std::chrono::milliseconds(8000)));
        auto r = io::download(server.url("/stall.xml"), target, o);
        CHECK(r.error == io::DownloadError::Stalled);
        CHECK(has(r.message, "the server stopped sending (nothing for 1 s"));
        CHECK(elapsed() < std::chrono::seconds(5));
    }
    SECTION("a transfer slower than the total timeout") {
        server.serve(
            "/slow.xml",
            HttpResponse(std::string(4000, ' ') + kPack).drip(20, std::chrono::milliseconds(100)));
        o.totalTimeout = std::chrono::milliseconds(1000);
        auto r = io::download(server.url("/slow.xml"), target, o);
        CHECK(r.error == io::DownloadError::Timeout);
        CHECK(r.message == server.url("/slow.xml") + ": timed out after 1 s");
        CHECK(elapsed() < std::chrono::seconds(4));
    }
    SECTION("a truncated body") {
        server.serve("/cut.xml", HttpResponse(kPack.substr(0, 100)).announce(kPack.size()));
        auto r = io::download(server.url("/cut.xml"), target, o);
        CHECK(r.error == io::DownloadError::Truncated);
        CHECK(has(r.message, "truncated: got 100 of " + std::to_string(kPack.size()) + " bytes"));
    }
    SECTION("a body over the cap, announced by Content-Length") {
        server.serve("/big.xml", HttpResponse(std::string(4096, 'x')));
        o.maxBytes = 1024;
        auto r = io::download(server.url("/big.xml"), target, o);
        CHECK(r.error == io::DownloadError::TooLarge);
        CHECK(has(r.message, "the game pack is 4 KB, larger than the 1 KB limit"));
    }
    SECTION("a Content-Length past 64 bits is too large, not wrapped to a small number") {
        // 18446744073709551676 is 2^64 + 60: read modulo 2^64 it would be 60 bytes.
        server.serve("/huge.xml", HttpResponse(kPack).noContentLength().header(
                                      "Content-Length", "18446744073709551676"));
        auto r = io::download(server.url("/huge.xml"), target, o);
        CHECK(r.error == io::DownloadError::TooLarge);
        CHECK(has(r.message, "the game pack is larger than the"));
    }
    SECTION("a body over the cap without Content-Length") {
        server.serve("/big.xml", HttpResponse(std::string(64 * 1024, 'x')).noContentLength());
        o.maxBytes = 1024;
        auto r = io::download(server.url("/big.xml"), target, o);
        CHECK(r.error == io::DownloadError::TooLarge);
        CHECK(has(r.message, "larger than the 1 KB limit"));
    }
    SECTION("a body that is not valid XML") {
        server.serve("/bad.xml", HttpResponse("<game-pack format=\"1\" id=\"tiny\"\n  <oops"));
        auto r = io::download(server.url("/bad.xml"), target, o);
        CHECK(r.error == io::DownloadError::Invalid);
        CHECK(r.inputError());
        REQUIRE_FALSE(r.errors.empty());
        CHECK(r.errors.front().where.file == server.url("/bad.xml")); // not the temporary file
        CHECK(r.errors.front().where.line == 2);
        CHECK(has(r.message, server.url("/bad.xml") +
                                 ": not a valid game pack: " + server.url("/bad.xml") + ":2:"));
        CHECK(has(r.message, "XML syntax error"));
    }
    SECTION("cancelled in the middle") {
        server.serve(
            "/drip.xml",
            HttpResponse(std::string(20000, ' ') + kPack).drip(500, std::chrono::milliseconds(50)));
        std::atomic<bool> cancel{false};
        o.cancel = &cancel;
        o.progress = [&](std::uint64_t got, std::uint64_t total) {
            if (got > 0 && got < total) cancel = true;
        };
        auto r = io::download(server.url("/drip.xml"), target, o);
        CHECK(r.error == io::DownloadError::Cancelled);
        CHECK(r.message == server.url("/drip.xml") + ": cancelled");
        CHECK(elapsed() < std::chrono::seconds(3));
    }
    CHECK(slurp(target) == "what was installed");
    CHECK(dir.names() == std::vector<std::string>{"game.xml"});
}

TEST_CASE("download: plain http only to this computer, refused before connecting") {
    CHECK_FALSE(io::checkUrl("https://example.org/pack/game.xml"));
    CHECK_FALSE(io::checkUrl("http://127.0.0.1:8080/x"));
    CHECK_FALSE(io::checkUrl("http://127.3.2.1/x"));
    CHECK_FALSE(io::checkUrl("http://localhost/x"));
    CHECK_FALSE(io::checkUrl("http://[::1]:8080/x"));
    CHECK(io::checkUrl("http://192.0.2.1/game.xml"));
    CHECK(io::checkUrl("http://127.0.0.1.example.org/x")); // a name, not the loopback address
    CHECK(io::checkUrl("http://localhost.example.org/x"));
    CHECK(io::checkUrl("ftp://example.org/x"));
    CHECK(io::checkUrl("file:///etc/passwd"));
    CHECK(io::checkUrl("example.org/game.xml"));

    TempDir dir;
    auto o = quick();
    o.connectTimeout =
        std::chrono::milliseconds(60'000); // a connection attempt would show as a long wait
    // 192.0.2.1 is a documentation address (RFC 5737): the download must refuse it before any
    // connection is tried, so nothing ever goes out.
    const auto started = std::chrono::steady_clock::now();
    auto r = io::download("http://192.0.2.1/game.xml", dir.path() / "game.xml", o);
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(1));
    CHECK(r.error == io::DownloadError::Refused);
    CHECK(r.httpStatus == 0);
    CHECK(r.inputError());
    CHECK(has(r.message,
              "refused http://192.0.2.1/game.xml: plain http is allowed only to this computer"));
    CHECK(dir.names().empty());

    r = io::download("ftp://example.org/x", dir.path() / "x", o);
    CHECK(r.error == io::DownloadError::BadUrl);
    CHECK(has(r.message, "is not an http or https URL"));

    // A redirect is checked the same way before it is followed.
    HttpTestServer server;
    server.serve("/moved.xml",
                 HttpResponse("", 302).header("Location", "http://192.0.2.1/game.xml"));
    server.serve("/here.xml", HttpResponse("", 301).header("Location", "/tiny.xml"));
    server.serve("/tiny.xml", HttpResponse(kPack));
    r = io::download(server.url("/moved.xml"), dir.path() / "game.xml", o);
    CHECK(r.error == io::DownloadError::Refused);
    CHECK(has(r.message, "redirected, but refused http://192.0.2.1/game.xml"));
    r = io::download(server.url("/here.xml"), dir.path() / "game.xml", o);
    CHECK(r.status == io::DownloadStatus::Downloaded);
    CHECK(slurp(dir.path() / "game.xml") == kPack);
}

TEST_CASE("download: URL helpers") {
    CHECK(io::resolveUrl("https://example.org/games/tiny/game.xml", "cards/sample.csv") ==
          "https://example.org/games/tiny/cards/sample.csv");
    CHECK(io::resolveUrl("https://example.org/games/tiny/game.xml", "../x.xml") ==
          "https://example.org/games/x.xml");
    CHECK(io::escapeUrlComponent("041/040 Ω") == "041%2F040%20%CE%A9");
    CHECK(io::formatSize(1024) == "1 KB");
    CHECK(io::formatSize(8u << 20) == "8 MB");
    CHECK(io::formatSize(300) == "300 bytes");

    auto u = io::expandUrlTemplate(
        "https://img.example.org/{game}/{set}/{number}.png",
        {{"game", "plu"}, {"set", "PLS1"}, {"number", "041/040"}, {"name", "Iron Palm"}});
    REQUIRE(u.ok());
    CHECK(u.value == "https://img.example.org/plu/PLS1/041%2F040.png");
    // "." and ".." are path steps to a server: a card of set ".." must not leave {game}/.
    CHECK(io::escapeUrlComponent("..") == "%2E%2E");
    CHECK(io::escapeUrlComponent(".") == "%2E");
    CHECK(io::escapeUrlComponent("...") == "...");
    auto dots = io::expandUrlTemplate("https://img.example.org/img/{set}/{number}.png",
                                      {{"set", ".."}, {"number", "."}});
    REQUIRE(dots.ok());
    CHECK(dots.value == "https://img.example.org/img/%2E%2E/%2E.png");
    auto bad = io::expandUrlTemplate("https://x/{colour}.png", {{"set", "A"}});
    REQUIRE_FALSE(bad.ok());
    CHECK(has(bad.errors.front().message, "unknown placeholder {colour}"));
    CHECK(io::checkUrlTemplate("http://192.0.2.1/{set}/{number}.png"));
    CHECK_FALSE(io::checkUrlTemplate("https://img.example.org/{set}/{number}.png"));
}

TEST_CASE("images: several at once, with progress; cached ones are not fetched again") {
    HttpTestServer server;
    TempDir dir;
    constexpr int kImages = 12;
    std::vector<io::ImageJob> jobs;
    for (int i = 0; i < kImages; ++i) {
        const std::string path = "/img/S1/" + std::to_string(i) + ".png";
        // A short pause before each body so the downloads overlap.
        server.serve(path, HttpResponse(png(i))
                               .etag("\"" + std::to_string(i) + "\"")
                               .stall(std::chrono::milliseconds(150)));
        jobs.push_back({server.url(path), dir.path() / "S1" / (std::to_string(i) + ".png")});
    }
    io::ImageFetchOptions o;
    o.jobs = 4;
    o.download = quick();
    std::mutex m;
    std::vector<std::size_t> seen;
    o.progress = [&](std::size_t done, std::size_t total) {
        std::lock_guard lock(m);
        CHECK(total == kImages);
        seen.push_back(done);
    };
    auto r = io::fetchImages(jobs, o);
    CHECK(r.fetched == kImages);
    CHECK(r.failed == 0);
    REQUIRE(seen.size() == kImages);
    CHECK(seen.back() == kImages);
    CHECK(std::is_sorted(seen.begin(), seen.end()));
    CHECK(server.maxConcurrent() > 1);
    for (int i = 0; i < kImages; ++i)
        CHECK(slurp(jobs[static_cast<std::size_t>(i)].target) == png(i));

    const auto before = server.requests().size();
    seen.clear();
    r = io::fetchImages(jobs, o);
    CHECK(r.cached == kImages);
    CHECK(r.fetched == 0);
    CHECK(server.requests().size() == before); // nothing asked for
    CHECK(seen.back() == kImages);

    o.revalidate = true;
    r = io::fetchImages(jobs, o);
    CHECK(r.notModified == kImages);
    CHECK(server.requests().back().header("if-none-match").size() > 0);
}

TEST_CASE(
    "images: an error page or a missing image is reported and not cached; cancel stops the rest") {
    HttpTestServer server;
    TempDir dir;
    server.serve("/ok.png", HttpResponse(png(1)));
    server.serve("/html.png", HttpResponse("<html>Sorry</html>"));
    std::vector<io::ImageJob> jobs = {{server.url("/ok.png"), dir.path() / "ok.png"},
                                      {server.url("/html.png"), dir.path() / "html.png"},
                                      {server.url("/gone.png"), dir.path() / "gone.png"}};
    io::ImageFetchOptions o;
    o.jobs = 2;
    o.download = quick();
    auto r = io::fetchImages(jobs, o);
    CHECK(r.fetched == 1);
    CHECK(r.failed == 2);
    REQUIRE(r.failures.size() == 2);
    CHECK(has(r.failures[0].message, "not a valid image"));
    CHECK(has(r.failures[0].message, "not a PNG, JPEG, GIF or WebP image"));
    CHECK(has(r.failures[1].message, "HTTP 404 Not Found"));
    CHECK_FALSE(fs::exists(dir.path() / "html.png"));
    CHECK_FALSE(fs::exists(dir.path() / "gone.png"));

    // Cancel after the first image: the rest are left alone.
    std::vector<io::ImageJob> many;
    for (int i = 0; i < 20; ++i) {
        server.serve("/m" + std::to_string(i) + ".png",
                     HttpResponse(png(i)).stall(std::chrono::milliseconds(100)));
        many.push_back({server.url("/m" + std::to_string(i) + ".png"),
                        dir.path() / "m" / (std::to_string(i) + ".png")});
    }
    std::atomic<bool> cancel{false};
    o.cancel = &cancel;
    o.progress = [&](std::size_t, std::size_t) { cancel = true; };
    r = io::fetchImages(many, o);
    CHECK(r.cancelled);
    CHECK(r.fetched < 20);
    CHECK(r.fetched >= 1);
}

TEST_CASE("images: a game pack's <images> templates, per set or for the whole game") {
    auto packWith = [](const std::string& images) {
        return R"(<game-pack format="1" id="tiny" name="Tiny">
)" + images + R"(
  <formats><format id="open"><deck-size id="size" min="1" cite="Rules"/></format></formats>
</game-pack>)";
    };
    auto pack = io::readGamePack(
        packWith(R"(<images url="https://img.example.org/{game}/{set}/{number}.png"/>
  <images set="S2" url="https://s2.example.org/{name}.jpg"/>)"),
        "game.xml");
    REQUIRE(pack.ok());
    const auto& g = pack.value.game;
    REQUIRE(g.imagesFor("S1"));
    CHECK(g.imagesFor("S1")->url == "https://img.example.org/{game}/{set}/{number}.png");
    CHECK(g.imagesFor("s2")->url == "https://s2.example.org/{name}.jpg");

    auto bad = io::readGamePack(packWith(R"(<images url="http://192.0.2.1/{set}.png"/>
  <images url="https://x.example.org/{colour}.png"/>
  <images set="S2" url="https://s2.example.org/{number}.png" size="big"/>)"),
                                "game.xml");
    REQUIRE(bad.errors.size() == 4);
    CHECK(has(bad.errors[0].str(),
              "game.xml:2:1: <images> url: refused http://192.0.2.1/x.png: plain http"));
    CHECK(has(bad.errors[1].str(), "game.xml:3:3: <images> url: the URL template"));
    CHECK(has(bad.errors[1].str(), "unknown placeholder {colour}"));
    CHECK(has(bad.errors[2].str(),
              "game.xml:3:3: the pack has more than one <images> without a set"));
    CHECK(has(bad.errors[3].str(), "game.xml:4:3: <images> has no attribute 'size'"));
}

TEST_CASE("images: a template relative to the pack (an exported pack's) resolves against the "
          "pack's URL; one leaving the pack's folder is refused") {
    auto packWith = [](const std::string& images) {
        return R"(<game-pack format="1" id="tiny" name="Tiny">
)" + images + R"(
  <formats><format id="open"><deck-size id="size" min="1" cite="Rules"/></format></formats>
</game-pack>)";
    };
    auto pack = io::readGamePack(packWith(R"(<images url="images/{game}/{set}/{number}.png"/>)"),
                                 "game.xml");
    REQUIRE(pack.ok());
    CHECK(io::relativeUrlTemplate("images/{game}/{set}/{number}.png"));
    CHECK_FALSE(io::relativeUrlTemplate("https://x.example.org/{set}.png"));
    CHECK_FALSE(io::relativeUrlTemplate("file:///etc/{set}"));
    CHECK(io::resolveUrlTemplate("https://pub.example.org/games/tiny/game.xml?v=2",
                                 "images/{set}.png") ==
          "https://pub.example.org/games/tiny/images/{set}.png");
    CHECK(io::resolveUrlTemplate("http://127.0.0.1:8080/game.xml", "img/{set}.png") ==
          "http://127.0.0.1:8080/img/{set}.png");
    CHECK(io::resolveUrlTemplate("https://pub.example.org", "img/{set}.png") ==
          "https://pub.example.org/img/{set}.png");

    auto bad = io::readGamePack(packWith(R"(<images url="../other/{set}.png"/>
  <images set="S1" url="/abs/{number}.png"/>
  <images set="S2" url="images/{colour}.png"/>
  <images set="S3" url="img//{number}.png"/>)"),
                                "game.xml");
    REQUIRE(bad.errors.size() == 4);
    CHECK(has(bad.errors[0].str(), "game.xml:2:1: <images> url: the relative URL template "
                                   "'../other/{set}.png' has a '..' step"));
    CHECK(has(bad.errors[1].str(), "game.xml:3:3: <images> url: the relative URL template "
                                   "'/abs/{number}.png' starts with '/'"));
    CHECK(has(bad.errors[2].str(), "unknown placeholder {colour}"));
    CHECK(has(bad.errors[3].str(), "has an empty step ('//')"));
}
