// SPDX-License-Identifier: GPL-3.0-or-later

// validate_bench: how fast decks are judged, by the rules engine alone and by `deckhand-cli
// validate` end to end, and how fast a one-deck check starts. Prints figures; never a test.
// Usage: validate_bench [DECKS] [--runs N] [--sizes A,B] [--only engine|folder|start]
//        validate_bench --write DIR N   (writes the folder's N lists into DIR, to profile by hand)
//
// engine: DECKS (default 100000) decks per bundled game judged on one core: decks built from
//   the game's cards at random (legal-sized, random counts so many rules fire: every deck
//   needs its messages written) and, separately, the game's legal sample list over and over
//   (what an organiser's folder mostly holds). Building decks is not timed, judging is.
// folder: a folder of generated Powerline Ultra lists at each size (default 20000 and 200000:
//   70% legal, 25% illegal at random, 5% naming a card that does not exist), checked by
//   `deckhand-cli validate --game plu` (text, then --json) in a fresh process, its output to
//   /dev/null: decks per second (wall clock), processor time and peak RSS (wait4's
//   ru_maxrss), each beside the reference measured in the same run, alternately: a fresh
//   process that lists the folder, sorts the names and reads every file (the floor of any
//   check of those files).
// start: `deckhand-cli validate --game plu FILE` of one list, in a fresh process, beside
//   `deckhand-cli games` and beside start_floor (an empty main() linked with the libraries
//   deckhand-cli links: what starting any such process costs), alternately.
// Each figure is min / median / max over the runs (default 5). VALIDATE_BENCH_CLI=PATH times
// another build's deckhand-cli instead; VALIDATE_BENCH_BESIDE=PATH times another build's
// folder check too, in the same runs, alternately (an earlier commit's, to set beside).
#include "bench_support.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/validation.hpp"
#include "generated_lists.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace deckhand;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

using bench::readAll;

int engine(const app::GameLibrary& library, long decks) {
    std::mt19937 rng(20261129);
    double totalSeconds = 0;
    long totalDecks = 0;
    std::printf("rules engine alone, one core\n");
    std::printf("%-10s %-7s %10s %10s %14s %8s\n", "game", "decks", "judged", "seconds",
                "decks/second", "legal");
    for (const auto& g : library.games()) {
        auto format = app::resolveFormat(*g, {});
        const int size = g->game.id == "linkframe" ? 54
                         : g->game.id == "power"   ? 8
                         : g->game.id == "plu"     ? 40
                                                   : 30;
        const std::size_t n = g->catalogue.size();
        std::vector<core::Deck> pool(1000);
        for (auto& d : pool) {
            auto& main = d.section("main");
            int left = size;
            while (left > 0) {
                const auto& p =
                    g->catalogue.at(std::uniform_int_distribution<std::size_t>(0, n - 1)(rng));
                const int q = std::min(left, std::uniform_int_distribution<int>(1, 3)(rng));
                main.entries.push_back({q, p.name(), p.set(), p.number(), &p, {}, {}, {}});
                left -= q;
            }
        }
        core::ValidationContext ctx{&g->game, &format.value, &g->catalogue, &g->limited,
                                    core::Date{2026, 6, 1}};
        auto run = [&](const char* label, const std::vector<core::Deck>& decksToJudge) {
            long legal = 0;
            const auto start = Clock::now();
            for (long i = 0; i < decks; ++i)
                legal += core::validate(
                             decksToJudge[static_cast<std::size_t>(i) % decksToJudge.size()], ctx)
                             .legal();
            const double s = std::chrono::duration<double>(Clock::now() - start).count();
            std::printf("%-10s %-7s %10ld %10.3f %14.0f %8ld\n", g->game.id.c_str(), label, decks,
                        s, static_cast<double>(decks) / s, legal);
            totalSeconds += s;
            totalDecks += decks;
        };
        run("random", pool);
        const std::string legalFile = std::string(DECKHAND_TEST_DATA) + "/decks/" + g->game.id +
                                      (g->game.id == "power" ? "/infantry.txt" : "/legal.txt");
        auto check = app::checkDeckFile(*g, format.value, legalFile, core::Date{2026, 6, 1});
        if (check.legal()) run("legal", {check.deck});
    }
    std::printf("%-10s %-7s %10ld %10.3f %14.0f\n\n", "all", "", totalDecks, totalSeconds,
                static_cast<double>(totalDecks) / totalSeconds);
    return 0;
}

using bench::child;
using bench::generate;
using bench::Measure;
using bench::spread;

// Whether a run of `argv` names each of the folder's `size` lists in what it prints (a verdict
// or an error, text or JSON, each naming its file): a build that cannot run at all (its games
// folder gone, say) exits 2 as a run over a folder with broken lists does, and would
// otherwise be timed as a very fast one. The run is not timed; it warms the page cache.
bool namesEveryList(const std::vector<std::string>& argv, long size, const fs::path& out) {
    std::string line;
    for (const auto& a : argv)
        line += "'" + a + "' ";
    line += "> '" + out.string() + "' 2>&1";
    (void)std::system(line.c_str()); // its exit status is checked in the timed runs
    std::ifstream in(out);
    long named = 0;
    for (std::string l; std::getline(in, l);)
        named += l.find("/deck-") != std::string::npos ? 1 : 0;
    fs::remove(out);
    return named >= size;
}

std::string cli() {
    const char* other = std::getenv("VALIDATE_BENCH_CLI");
    return other && *other ? other : DECKHAND_CLI;
}

int folder(const app::LoadedGame& plu, const std::vector<long>& sizes, int runs) {
    std::printf("validate a folder, end to end (min / median / max of %d alternating runs)\n",
                runs);
    const fs::path root =
        fs::temp_directory_path() / ("deckhand-validate-bench-" + std::to_string(::getpid()));
    const char* beside = std::getenv("VALIDATE_BENCH_BESIDE");
    const bool two = beside && *beside;
    for (const long size : sizes) {
        const fs::path dir = root / std::to_string(size);
        generate(plu, dir, size);
        const std::string none = (root / "no-profile").string();
        auto command = [&](const std::string& program, bool json) {
            std::vector<std::string> argv = {program,  "--profile", none,     "validate",
                                             "--game", "plu",       "--date", "2026-06-01",
                                             "--json", dir.string()};
            if (!json) argv.erase(argv.end() - 2);
            return argv;
        };
        // This build's text and JSON around the reference, then (VALIDATE_BENCH_BESIDE) the
        // other build's, each run in that order.
        std::vector<std::string> label = {"validate (text)", "reference: read all files",
                                          "validate --json"};
        std::vector<std::vector<std::string>> argv = {
            command(cli(), false), {}, command(cli(), true)};
        if (two) {
            label.insert(label.end(), {"beside: validate (text)", "beside: validate --json"});
            argv.insert(argv.end(), {command(beside, false), command(beside, true)});
        }
        const std::size_t n = label.size();
        for (std::size_t k = 0; k < n; ++k) {
            if (k != 1 && !namesEveryList(argv[k], size, root / "output.txt")) {
                std::fprintf(stderr, "%s did not check every list (does it run?)\n",
                             argv[k][0].c_str());
                return 1;
            }
        }
        std::vector<std::vector<double>> rate(n), cpu(n), rss(n);
        for (int r = 0; r < runs; ++r) {
            for (std::size_t k = 0; k < n; ++k) {
                const Measure m = k == 1 ? child({}, [&] { return readAll(dir); }) : child(argv[k]);
                if (k != 1 && m.status != 2) { // the folder holds broken lists: exit 2
                    std::fprintf(stderr, "%s exited %d\n", argv[k][0].c_str(), m.status);
                    return 1;
                }
                rate[k].push_back(static_cast<double>(size) / m.wallS);
                cpu[k].push_back(m.cpuS);
                rss[k].push_back(m.rssMiB);
            }
        }
        std::printf("%ld lists\n", size);
        for (std::size_t k = 0; k < n; ++k)
            std::printf("  %-26s %s decks/s   cpu %s s   peak RSS %s MiB\n", label[k].c_str(),
                        spread(rate[k], "%.0f").c_str(), spread(cpu[k], "%.2f").c_str(),
                        spread(rss[k], "%.1f").c_str());
    }
    fs::remove_all(root);
    std::printf("\n");
    return 0;
}

int start(int runs) {
    const std::string deck = std::string(DECKHAND_TEST_DATA) + "/decks/plu/legal.txt";
    const fs::path root =
        fs::temp_directory_path() / ("deckhand-start-bench-" + std::to_string(::getpid()));
    fs::remove_all(root);
    // validate without a profile (it creates none): the bundled packs; `games` on a profile
    // of its own, created by a first run that is not counted.
    const std::string none = (root / "none").string(), profile = (root / "profile").string();
    const std::vector<std::string> validate = {
        cli(), "--profile", none, "validate", "--game", "plu", "--date", "2026-06-01", deck};
    const std::vector<std::string> games = {cli(), "--profile", profile, "games"};
    const std::vector<std::string> floor = {START_FLOOR};
    child(games);
    const char* label[3] = {"validate --game plu FILE", "reference: deckhand-cli games",
                            "reference: empty main(), same libraries"};
    const std::vector<std::string>* argv[3] = {&validate, &games, &floor};
    std::vector<double> wall[3], cpu[3];
    for (int r = 0; r < runs; ++r)
        for (int k = 0; k < 3; ++k) {
            const Measure m = child(*argv[k]);
            if (m.status != 0) {
                std::fprintf(stderr, "%s exited %d\n", label[k], m.status);
                return 1;
            }
            wall[k].push_back(m.wallS * 1000);
            cpu[k].push_back(m.cpuS * 1000);
        }
    std::printf("one deck, a fresh process (min / median / max of %d alternating runs)\n", runs);
    for (int k = 0; k < 3; ++k)
        std::printf("  %-40s %s ms   cpu %s ms\n", label[k], spread(wall[k], "%.1f").c_str(),
                    spread(cpu[k], "%.1f").c_str());
    fs::remove_all(root);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    long decks = 100000;
    int runs = 5;
    std::vector<long> sizes = {20000, 200000};
    std::string only, write;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--runs" && i + 1 < argc) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--sizes" && i + 1 < argc) {
            sizes.clear();
            for (char* p = argv[++i]; *p;) {
                sizes.push_back(std::strtol(p, &p, 10));
                if (*p == ',')
                    ++p;
                else if (*p)
                    return 2;
            }
        } else if (arg == "--write" && i + 2 < argc) {
            write = argv[++i];
            decks = std::strtol(argv[++i], nullptr, 10);
        } else if (arg == "--only" && i + 1 < argc) {
            only = argv[++i];
        } else {
            decks = std::strtol(argv[i], nullptr, 10);
        }
    }
    app::GameLibrary library;
    library.loadFolder(fs::path(DECKHAND_RESOURCES_DIR) / "games");
    const app::LoadedGame* plu = library.find("plu");
    if (!library.loadErrors().empty() || !plu) {
        std::fprintf(stderr, "cannot load the bundled games\n");
        return 1;
    }
    if (!write.empty()) {
        generate(*plu, write, decks);
        return 0;
    }
    if ((only.empty() || only == "engine") && engine(library, decks) != 0) return 1;
    if ((only.empty() || only == "folder") && folder(*plu, sizes, runs) != 0) return 1;
    if ((only.empty() || only == "start") && start(std::max(runs, 11)) != 0) return 1;
    return 0;
}
