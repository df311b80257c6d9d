// Inputs that once crashed a fuzz target (tests/fuzz), replayed through the same code on
// every test run: tests/data/fuzz-regressions/<target>/<file>.
#include "../fuzz/fuzz_targets.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <sstream>

namespace fs = std::filesystem;

TEST_CASE("fuzz regressions: every input that once crashed a reader is read without crashing") {
    const std::map<std::string, std::function<void(std::string_view)>> targets = {
        {"fuzz_cockatrice", deckhand::fuzz::cockatrice},
        {"fuzz_csv", deckhand::fuzz::csv},
        {"fuzz_deck_code", deckhand::fuzz::deckCode},
        {"fuzz_deck_text", deckhand::fuzz::deckText},
        {"fuzz_game_pack", deckhand::fuzz::gamePack},
        {"fuzz_lackey", deckhand::fuzz::lackey},
        {"fuzz_limited_list", deckhand::fuzz::limitedList},
        {"fuzz_octgn", deckhand::fuzz::octgn},
    };
    const fs::path root = fs::path(DECKHAND_TEST_DATA) / "fuzz-regressions";
    REQUIRE(fs::is_directory(root));
    int replayed = 0;
    for (const auto& dir : fs::directory_iterator(root)) {
        if (!dir.is_directory()) continue;
        const std::string target = dir.path().filename().string();
        INFO(target);
        REQUIRE(targets.count(target) == 1); // a folder per fuzz target, named as it is
        for (const auto& file : fs::directory_iterator(dir.path())) {
            if (!file.is_regular_file() || file.path().filename() == "README.md") continue;
            INFO(file.path().string());
            std::ifstream in(file.path(), std::ios::binary);
            const std::string input((std::istreambuf_iterator<char>(in)),
                                    std::istreambuf_iterator<char>());
            CHECK_NOTHROW(targets.at(target)(input));
            ++replayed;
        }
    }
    CHECK(replayed > 0);
}
