// SPDX-License-Identifier: GPL-3.0-or-later

// command_bench: what a one-shot command costs with a big game installed beside the one it is
// about (issue 37). Prints figures; never run as a test.
// Usage: command_bench [--sizes 100000,300000] [--runs N]
//
// For each size, two profiles: "empty" (the bundled games only, as a new profile has them) and
// "big" (the same, and a game `bigplu` of that many generated Powerline Ultra printings, installed
// from a copy of the plu pack and imported with `deckhand-cli import cards`). Each command runs in
// a fresh process on both, alternately, and its wall-clock time, processor time and peak RSS
// are printed, min / median / max of the runs, with the big profile's median over the empty
// one's: the empty profile's run is the reference from the same run.
//   validate --game plu FILE     one list, the game named
//   validate FILE                one list, its game told by its names (the name index)
//   search --game G WORD         a name search: of plu on the empty profile (46 cards), of
//                                bigplu on the big one
//   search --game G type:attack  a query of fields (matched in memory: reads the game)
//   games                        the installed games
// COMMAND_BENCH_BESIDE=PATH runs another build's deckhand-cli on the big profile in the same
// runs, alternately (the build before, to set beside).
#include "bench_support.hpp"
#include "generated_cards.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <malloc.h>
#include <random>
#include <regex>
#include <string>
#include <unistd.h>
#include <vector>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

using bench::setUp;
using bench::slurp;

fs::path writeBigPack(const fs::path& dir) {
    return bench::writeBigPack(DECKHAND_RESOURCES_DIR, dir);
}

struct Figures {
    std::vector<double> wall, cpu, rss;
    void add(const bench::Measure& m) {
        wall.push_back(m.wallS * 1000);
        cpu.push_back(m.cpuS * 1000);
        rss.push_back(m.rssMiB);
    }
    [[nodiscard]] double median(const std::vector<double>& v) const {
        auto s = v;
        std::sort(s.begin(), s.end());
        return s[s.size() / 2];
    }
};

void print(const char* label, const Figures& f) {
    std::printf("    %-22s %s ms   cpu %s ms   peak RSS %s MiB\n", label,
                bench::spread(f.wall, "%.1f").c_str(), bench::spread(f.cpu, "%.1f").c_str(),
                bench::spread(f.rss, "%.1f").c_str());
}

} // namespace

int main(int argc, char** argv) {
    std::vector<long> sizes = {100000, 300000};
    int runs = 7;
    if (!bench::sizesAndRuns(argc, argv, "command_bench", sizes, runs)) return 2;
    const std::string cli = DECKHAND_CLI;
    const char* besideEnv = std::getenv("COMMAND_BENCH_BESIDE");
    const std::string beside = besideEnv ? besideEnv : "";
    const fs::path root =
        fs::temp_directory_path() / ("deckhand-command-bench-" + std::to_string(::getpid()));
    fs::remove_all(root);
    fs::create_directories(root);
    const std::string deck = std::string(DECKHAND_TEST_DATA) + "/decks/plu/legal.txt";
    const std::string empty = (root / "empty").string();
    if (!setUp({cli, "--profile", empty, "games"})) return 1;
    const fs::path pack = writeBigPack(root / "bigplu");

    for (const long size : sizes) {
        const std::string big = (root / ("big-" + std::to_string(size))).string();
        const fs::path csv = root / "cards.csv";
        std::string word; // a word of the generated names (plu: Iron, of its sample cards)
        {
            std::mt19937 rng(20261130);
            auto cards = bench::makeCards(static_cast<int>(size / 3), rng);
            bench::writeCsv(csv, cards, static_cast<int>(size), rng);
            word = cards.front().name.substr(0, cards.front().name.find(' '));
        }
        // A child starts with this process's resident memory as its peak: the cards are given
        // back first, so a command's peak is its own.
        ::malloc_trim(0);
        if (!setUp({cli, "--profile", big, "import", "pack", pack.string()}) ||
            !setUp({cli, "--profile", big, "import", "cards", "--game", "bigplu", csv.string()}))
            return 1;
        fs::remove(csv);
        fs::remove_all(fs::path(big) / "backups");
        struct Command {
            const char* label;
            std::vector<std::string> onEmpty, onBig; // arguments after --profile DIR
            int status;
        };
        const std::vector<Command> commands = {
            {"validate --game plu FILE",
             {"validate", "--game", "plu", "--date", "2026-06-01", deck},
             {"validate", "--game", "plu", "--date", "2026-06-01", deck},
             0},
            {"validate FILE (its game told)",
             {"validate", "--date", "2026-06-01", deck},
             {"validate", "--date", "2026-06-01", deck},
             0},
            {"search --game G NAME",
             {"search", "--game", "plu", "Iron"},
             {"search", "--game", "bigplu", word},
             0},
            {"search --game G type:attack",
             {"search", "--game", "plu", "type:attack"},
             {"search", "--game", "bigplu", "type:attack"},
             0},
            {"games", {"games"}, {"games"}, 0},
        };
        std::printf("a profile with a game of %ld printings beside the bundled ones, against the "
                    "bundled ones alone (min / median / max of %d alternating runs, each a fresh "
                    "process)\n",
                    size, runs);
        for (const auto& c : commands) {
            auto with = [&](const std::string& program, const std::string& profile,
                            const std::vector<std::string>& args) {
                std::vector<std::string> line = {program, "--profile", profile};
                line.insert(line.end(), args.begin(), args.end());
                return line;
            };
            const auto onEmpty = with(cli, empty, c.onEmpty), onBig = with(cli, big, c.onBig);
            const auto besideBig = with(beside, big, c.onBig);
            Figures e, b, o;
            for (int r = 0; r < runs; ++r) {
                for (int k = 0; k < (beside.empty() ? 2 : 3); ++k) {
                    const auto& line = k == 0 ? onEmpty : k == 1 ? onBig : besideBig;
                    const bench::Measure m = bench::child(line);
                    if (m.status != c.status) {
                        std::fprintf(stderr, "%s exited %d on %s\n", c.label, m.status,
                                     line[2].c_str());
                        return 1;
                    }
                    (k == 0 ? e : k == 1 ? b : o).add(m);
                }
            }
            std::printf("  %s\n", c.label);
            print("big profile", b);
            if (!beside.empty()) print("big, the other build", o);
            print("reference: bundled only", e);
            std::printf("    big / reference (medians): %.2fx time, %.2fx processor, %.2fx "
                        "memory\n",
                        b.median(b.wall) / e.median(e.wall), b.median(b.cpu) / e.median(e.cpu),
                        b.median(b.rss) / e.median(e.rss));
        }
        fs::remove_all(big);
        std::printf("\n");
    }
    fs::remove_all(root);
    return 0;
}
