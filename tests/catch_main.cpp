// SPDX-License-Identifier: GPL-3.0-or-later

// Catch2 v2 is header-only: one translation unit provides main() for every non-GUI test program.
// A run whose tests all passed but one was skipped exits 77, CTest's SKIP_RETURN_CODE.
#define CATCH_CONFIG_RUNNER
#include "support/skip.hpp"

#include <catch2/catch.hpp>
#include <iostream>

namespace deckhand::test {

namespace {
bool g_skipped = false;
}

void skip(const std::string& why) {
    g_skipped = true;
    std::cerr << "SKIPPED: " << Catch::getResultCapture().getCurrentTestName() << ": " << why
              << "\n";
}

bool skipped() {
    return g_skipped;
}

} // namespace deckhand::test

int main(int argc, char* argv[]) {
    const int failed = Catch::Session().run(argc, argv);
    return failed == 0 && deckhand::test::skipped() ? 77 : failed;
}
