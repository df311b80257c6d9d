// Catch2 v2 is header-only: one translation unit provides main() for every non-GUI test program.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
