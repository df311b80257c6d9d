#include "deckhand/cli/cli.hpp"

#include <iostream>

int main(int argc, char** argv) {
    return deckhand::cli::run(argc, argv, std::cout, std::cerr);
}
