// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The bundled game packs (resources/games), as the product has them: installed into a profile
// (seeded on its first open) and read back from it, once per test program. And the example
// packs of popular games (resources/examples), read the way a pack file is, with the
// hand-made test cards and lists of tests/data/cards/<id> (the packs carry no card data).

#include "cli_runner.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <vector>

namespace deckhand::test {

inline app::GameLibrary& bundledLibrary() {
    static ScratchProfile profile("bundled");
    static app::ProfileSession session(profile.dir(), DECKHAND_RESOURCES_DIR);
    return session.library();
}

/// The example pack `id` with its test cards and lists, or nullptr when there is no such pack.
inline const app::LoadedGame* exampleGame(const std::string& id) {
    namespace fs = std::filesystem;
    static app::GameLibrary examples;
    if (const auto* loaded = examples.find(id)) return loaded;
    const fs::path file = fs::path(DECKHAND_RESOURCES_DIR) / "examples" / id / "game.xml";
    if (!fs::exists(file)) return nullptr;
    std::vector<ParseError> errors = examples.loadPack(file.string());
    app::LoadedGame* game = examples.find(id);
    const fs::path data = fs::path(DECKHAND_TEST_DATA) / "cards" / id;
    auto filesIn = [](const fs::path& dir, const char* ext) {
        std::vector<fs::path> out;
        if (fs::is_directory(dir))
            for (const auto& f : fs::directory_iterator(dir))
                if (f.path().extension() == ext) out.push_back(f.path());
        std::sort(out.begin(), out.end());
        return out;
    };
    if (game) {
        for (const auto& csv : filesIn(data, ".csv")) {
            auto more = examples.addCards(*game, csv.string());
            errors.insert(errors.end(), more.begin(), more.end());
        }
        for (const auto& list : filesIn(data / "limited", ".xml")) {
            auto more = examples.addLimitedLists(list.string());
            errors.insert(errors.end(), more.begin(), more.end());
        }
    }
    for (const auto& e : errors)
        UNSCOPED_INFO(e.str());
    CHECK(errors.empty());
    return game;
}

} // namespace deckhand::test
