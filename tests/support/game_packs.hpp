// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Game packs as a test starts from them: read, or the test stops with the pack's first error.

#include "deckhand/io/game_pack.hpp"

#include <catch2/catch.hpp>
#include <string>

namespace deckhand::test {

/// The game of the pack file at `path`.
inline core::Game packFile(const std::string& path) {
    auto p = io::readGamePackFile(path);
    INFO((p.errors.empty() ? "" : p.errors.front().str()));
    REQUIRE(p.ok());
    return p.value.game;
}

/// The game of the example pack `id` (resources/examples/ID/game.xml).
inline core::Game examplePack(const std::string& id) {
    return packFile(std::string(DECKHAND_RESOURCES_DIR) + "/examples/" + id + "/game.xml");
}

/// The game of a pack written in the test.
inline core::Game packFrom(const std::string& xml) {
    auto p = io::readGamePack(xml, "game.xml");
    INFO((p.errors.empty() ? "" : p.errors.front().str()));
    REQUIRE(p.ok());
    return p.value.game;
}

} // namespace deckhand::test
