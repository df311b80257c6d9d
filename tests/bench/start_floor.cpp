// SPDX-License-Identifier: GPL-3.0-or-later

// start_floor: a program that does nothing, linked with the libraries deckhand-cli links, so
// validate_bench can show what starting such a process costs before any of Deckhand's work.
#include "deckhand/cli/cli.hpp"

#include <cstring>
#include <iostream>

int main(int argc, char** argv) {
    // Never true when validate_bench runs it; keeps deckhand-cli's code (and so its
    // libraries) linked in, as the linker would otherwise drop them.
    if (argc > 1 && std::strcmp(argv[1], "--run") == 0)
        return deckhand::cli::run(argc - 1, argv + 1, std::cout, std::cerr);
    return 0;
}
