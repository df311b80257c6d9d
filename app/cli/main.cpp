// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/cli/cli.hpp"

int main(int argc, char** argv) {
    deckhand::cli::runAndExit(argc, argv); // ends the process: nothing is freed at the end
}
