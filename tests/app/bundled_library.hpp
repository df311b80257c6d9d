#pragma once

// The bundled game packs (resources/games), loaded once per test program.

#include "deckhand/app/game_library.hpp"

#include <filesystem>

namespace deckhand::test {

inline const app::GameLibrary& bundledLibrary() {
    static app::GameLibrary lib = [] {
        app::GameLibrary l;
        l.loadFolder(std::filesystem::path(DECKHAND_RESOURCES_DIR) / "games");
        return l;
    }();
    return lib;
}

} // namespace deckhand::test
