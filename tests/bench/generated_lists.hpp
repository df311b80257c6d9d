// SPDX-License-Identifier: GPL-3.0-or-later

// The generated folder of deck lists validate_bench and event_bench check: what an organiser's
// folder mostly holds.
#pragma once

#include "bench_support.hpp" // slurp
#include "deckhand/app/game_library.hpp"

#include <algorithm>
#include <cstdio>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

namespace deckhand::bench {

namespace fs = std::filesystem;

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

// The floor: list the folder, sort the names, read every file.
inline int readAll(const fs::path& dir) {
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(dir))
        files.push_back(e.path().native());
    std::sort(files.begin(), files.end());
    std::size_t bytes = 0;
    std::vector<char> buffer(1 << 16);
    for (const auto& f : files) {
        const int fd = open(f.c_str(), O_RDONLY);
        if (fd < 0) return 1;
        for (ssize_t got; (got = read(fd, buffer.data(), buffer.size())) > 0;)
            bytes += static_cast<std::size_t>(got);
        close(fd);
    }
    return bytes > 0 ? 0 : 1;
}

} // namespace deckhand::bench
