#pragma once

// The bundled game packs (resources/games), as the product has them: installed into a profile
// (seeded on its first open) and read back from it, once per test program.

#include "cli_runner.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"

namespace deckhand::test {

inline app::GameLibrary& bundledLibrary() {
    static ScratchProfile profile("bundled");
    static app::ProfileSession session(profile.dir(), DECKHAND_RESOURCES_DIR);
    return session.library();
}

} // namespace deckhand::test
