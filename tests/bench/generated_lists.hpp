// The generated folder of deck lists validate_bench and event_bench check: what an organiser's
// folder mostly holds.
#pragma once

#include "deckhand/app/game_library.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <unistd.h>

namespace deckhand::bench {

namespace fs = std::filesystem;

inline std::string slurp(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// `count` lists in `dir`, named deck-000000.txt ...: mostly the legal sample list, some at
// random from the game's cards, a few naming a card no game has.
inline void generate(const app::LoadedGame& plu, const fs::path& dir, long count) {
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string legal = slurp(fs::path(DECKHAND_TEST_DATA) / "decks/plu/legal.txt");
    std::mt19937 rng(17);
    const std::size_t n = plu.catalogue.size();
    for (long i = 0; i < count; ++i) {
        const int kind = std::uniform_int_distribution<int>(0, 99)(rng);
        std::string text = "// Submitted list " + std::to_string(i) + "\n";
        if (kind < 70) {
            text += legal;
        } else {
            text += "Main\n";
            for (int left = 40; left > 0;) {
                const auto& p =
                    plu.catalogue.at(std::uniform_int_distribution<std::size_t>(0, n - 1)(rng));
                const int q = std::min(left, std::uniform_int_distribution<int>(1, 3)(rng));
                text += std::to_string(q) + " " + p.name() + "\n";
                left -= q;
            }
            if (kind >= 95) text += "2 Card That Does Not Exist\n";
        }
        char name[32];
        std::snprintf(name, sizeof name, "deck-%06ld.txt", i);
        std::ofstream(dir / name, std::ios::binary) << text;
    }
    // Written out before anything is timed: the kernel's write-back of 200,000 new files
    // otherwise runs beside the first runs, on the same two cores.
    ::sync();
}

} // namespace deckhand::bench
