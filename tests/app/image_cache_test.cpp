// SPDX-License-Identifier: GPL-3.0-or-later

// The image cache's size limit (least recently used images go first) and the profile folder
// chosen for the next start.
#include "deckhand/app/image_cache.hpp"
#include "deckhand/app/profile_choice.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/app/subscriptions.hpp"

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>

namespace fs = std::filesystem;
using namespace deckhand::app;

namespace {

struct TempDir {
    TempDir() {
        std::random_device rd;
        path = fs::temp_directory_path() / ("deckhand-cache-test-" + std::to_string(rd()));
        fs::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    fs::path path;
};

// A file of `bytes` bytes, last used `minutesAgo` minutes ago.
void cached(const fs::path& file, std::size_t bytes, int minutesAgo) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << std::string(bytes, 'x');
    fs::last_write_time(file, fs::file_time_type::clock::now() - std::chrono::minutes(minutesAgo));
}

} // namespace

TEST_CASE("image cache: trimming removes the least recently used images down to the limit") {
    TempDir dir;
    const fs::path images = dir.path / "images";
    cached(images / "plu" / "S1" / "1.png", 1000, 50); // the oldest
    cached(images / "plu" / "S1" / "1.png.etag", 40, 50);
    cached(images / "plu" / "S1" / "2.png", 1000, 10);
    cached(images / "vstage" / "V" / "7.jpg", 1000, 30);
    cached(images / "vstage" / "V" / "8.jpg", 1000, 1); // the newest

    const auto usage = imageCacheUsage(images);
    CHECK(usage.images == 4);
    CHECK(usage.bytes == 4040);

    // Under the limit: nothing goes.
    CHECK(trimImageCache(images, 5000) == 0);
    CHECK(imageCacheUsage(images).images == 4);

    // 2,500 bytes: the two least recently used go (1.png with its .etag, then 7.jpg).
    CHECK(trimImageCache(images, 2500) == 2);
    CHECK_FALSE(fs::exists(images / "plu" / "S1" / "1.png"));
    CHECK_FALSE(fs::exists(images / "plu" / "S1" / "1.png.etag"));
    CHECK_FALSE(fs::exists(images / "vstage" / "V" / "7.jpg"));
    CHECK(fs::exists(images / "plu" / "S1" / "2.png"));
    CHECK(fs::exists(images / "vstage" / "V" / "8.jpg"));
    CHECK(imageCacheUsage(images).bytes == 2000);

    // An image shown now is used now: the other one goes first.
    touchCachedImage(images / "plu" / "S1" / "2.png");
    CHECK(trimImageCache(images, 1000) == 1);
    CHECK(fs::exists(images / "plu" / "S1" / "2.png"));
    CHECK_FALSE(fs::exists(images / "vstage" / "V" / "8.jpg"));

    CHECK(clearImageCache(images) == 1);
    CHECK(imageCacheUsage(images).images == 0);
    // No cache folder at all is an empty cache.
    CHECK(imageCacheUsage(dir.path / "none").bytes == 0);
    CHECK(trimImageCache(dir.path / "none", 0) == 0);
}

TEST_CASE(
    "profile choice: the folder chosen is the profile at the next start, --profile still wins") {
    TempDir dir;
    const char* old = std::getenv("XDG_CONFIG_HOME");
    const std::string saved = old ? old : "";
    setenv("XDG_CONFIG_HOME", dir.path.c_str(), 1);

    CHECK(profileChoiceFile() == dir.path / "deckhand" / "profile");
    CHECK_FALSE(chosenProfileDir());
    const fs::path chosen = dir.path / "elsewhere";
    chooseProfileDir(chosen);
    REQUIRE(chosenProfileDir());
    CHECK(*chosenProfileDir() == chosen);
    CHECK(profileDir("") == chosen);
    CHECK(profileDir("/tmp/given") == fs::path("/tmp/given"));
    CHECK_THROWS(chooseProfileDir("relative/folder"));

    chooseProfileDir({}); // back to the default
    CHECK_FALSE(chosenProfileDir());
    CHECK(profileDir("") != chosen);

    if (old)
        setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
    else
        unsetenv("XDG_CONFIG_HOME");
}

TEST_CASE("image cache: printings that differ get different files, all inside the cache") {
    const fs::path profile = "/p";
    auto path = [&](const std::string& set, const std::string& number) {
        return cardImagePath(profile, "plu", set, number, "png");
    };
    // Before, every character but letters, digits, '.', '_' and '-' became '_': X/Y and X_Y
    // shared one file, so one card showed the other's image.
    CHECK(path("X/Y", "7") != path("X_Y", "7"));
    CHECK(path("S", "7/8") != path("S", "7_8"));
    CHECK(path("S", "7/8") == "/p/images/plu/S/7%2F8.png");
    CHECK(path("X_Y", "7_8") == "/p/images/plu/X_Y/7_8.png");
    CHECK(path("S", "a b%") == "/p/images/plu/S/a%20b%25.png"); // '%' itself encoded: reversible
    // No part is a path step or leaves its folder, however the card is numbered.
    CHECK(path("..", "..") == "/p/images/plu/%2E%2E/%2E%2E.png");
    CHECK(path(".", "") == "/p/images/plu/%2E/%.png");
    for (const auto& [set, number] : std::vector<std::pair<std::string, std::string>>{
             {"..", "../../x"}, {"/etc", "passwd"}, {"a/../..", "."}}) {
        const fs::path p = path(set, number).lexically_normal();
        INFO(p);
        CHECK(p.parent_path().parent_path() == "/p/images/plu");
    }
}
