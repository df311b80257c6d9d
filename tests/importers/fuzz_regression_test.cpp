// SPDX-License-Identifier: GPL-3.0-or-later

// Inputs that once crashed a fuzz target (tests/fuzz), and hand-made hostile ones, replayed
// through the same code on every test run: tests/data/fuzz-regressions/<target>/<file>. The
// targets' functions (fuzz_targets.hpp) are built in here without libFuzzer.
#include "../fuzz/fuzz_targets.hpp"
#include "../support/files.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace fs = std::filesystem;

namespace {

// Every fuzz target by its name, as tests/fuzz/fuzzers.cmake lists them (DECKHAND_FUZZERS).
std::vector<std::string> fuzzers() {
    std::vector<std::string> out;
    std::string_view names = DECKHAND_FUZZERS;
    while (!names.empty()) {
        const auto comma = names.find(',');
        out.emplace_back(names.substr(0, comma));
        names = comma == std::string_view::npos ? std::string_view() : names.substr(comma + 1);
    }
    return out;
}

// What each fuzz target does with one input.
const std::map<std::string, void (*)(std::string_view)> kReplay = {
    {"fuzz_cockatrice", deckhand::fuzz::cockatrice},
    {"fuzz_csv", deckhand::fuzz::csv},
    {"fuzz_deck_code", deckhand::fuzz::deckCode},
    {"fuzz_deck_text", deckhand::fuzz::deckText},
    {"fuzz_game_pack", deckhand::fuzz::gamePack},
    {"fuzz_lackey", deckhand::fuzz::lackey},
    {"fuzz_limited_list", deckhand::fuzz::limitedList},
    {"fuzz_octgn", deckhand::fuzz::octgn},
};

const fs::path kRoot = fs::path(DECKHAND_TEST_DATA) / "fuzz-regressions";

// The inputs in a target's folder: every file but its README.
std::vector<fs::path> inputsOf(const std::string& target) {
    std::vector<fs::path> out;
    for (const auto& file : fs::directory_iterator(kRoot / target))
        if (file.is_regular_file() && file.path().filename() != "README.md")
            out.push_back(file.path());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("fuzz regressions: every fuzz target has a folder of inputs, each named in its README") {
    const auto targets = fuzzers();
    REQUIRE(targets.size() >= 8);
    for (const auto& target : targets) {
        INFO(target);
        CHECK(kReplay.count(target) == 1); // a new target's function is replayed here too
        REQUIRE(fs::is_directory(kRoot / target));
        const std::string readme = deckhand::test::readFile(kRoot / target / "README.md");
        CHECK(!readme.empty());
        const auto inputs = inputsOf(target);
        CHECK(!inputs.empty());
        for (const auto& input : inputs) {
            INFO(input.filename().string() << ": where it came from is said in the README");
            CHECK(readme.find(input.filename().string()) != std::string::npos);
        }
    }
    const std::set<std::string> known(targets.begin(), targets.end());
    for (const auto& dir : fs::directory_iterator(kRoot))
        if (dir.is_directory()) {
            INFO(dir.path().string() << ": a folder for a fuzz target that does not exist");
            CHECK(known.count(dir.path().filename().string()) == 1);
        }
}

TEST_CASE(
    "fuzz regressions: every input kept for a fuzz target is read without crashing or throwing") {
    int replayed = 0;
    for (const auto& target : fuzzers()) {
        if (!kReplay.count(target) || !fs::is_directory(kRoot / target)) continue; // told above
        for (const auto& input : inputsOf(target)) {
            INFO(input.string());
            const std::string bytes = deckhand::test::readFile(input);
            CHECK_NOTHROW(kReplay.at(target)(bytes));
            ++replayed;
        }
    }
    CHECK(replayed > 0);
}
