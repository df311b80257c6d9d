// SPDX-License-Identifier: GPL-3.0-or-later

// event_bench: `deckhand-cli event check` on a generated folder of lists beside `deckhand-cli
// validate` on the same folder, in the same run, alternately; each a fresh process. Prints
// figures; never a test.
// Usage: event_bench [--runs N] [--sizes A,B] [--sheets]
//
// The folder is validate_bench's (70% legal, 25% illegal at random, 5% naming a card that does
// not exist; default 20000 lists). Each round runs `validate --game plu DIR`, `validate --json`
// (which computes each deck's hash, as event check does), `validate --csv`,
// `event check --game plu --out OUT DIR` (summary.csv and summary.json; with --sheets, the
// registration sheets too, every readable list's: a PDF of some 20,000 pages) and the floor (a
// fresh process that lists the folder, sorts the names and reads every file): lists per second
// (wall clock), processor time and peak RSS (wait4's ru_maxrss), min / median / max of the runs
// (default 3). EVENT_BENCH_CLI=PATH times another build's deckhand-cli; EVENT_BENCH_BESIDE=PATH
// times another build's event check too, in the same rounds; EVENT_BENCH_KEEP=DIR generates the
// folders under DIR and leaves them there (to compare two builds' outputs).
#include "bench_support.hpp"
#include "generated_lists.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

using bench::readAll;

std::string cli() {
    const char* other = std::getenv("EVENT_BENCH_CLI");
    return other && *other ? other : DECKHAND_CLI;
}

std::string env(const char* name) {
    const char* value = std::getenv(name);
    return value ? value : "";
}

} // namespace

int main(int argc, char** argv) {
    int runs = 3;
    bool sheets = false;
    std::vector<long> sizes = {20000};
    if (!bench::sizesAndRuns(argc, argv, "event_bench", sizes, runs, {{"--sheets", &sheets}}))
        return 2;
    app::GameLibrary library;
    library.loadFolder(fs::path(DECKHAND_RESOURCES_DIR) / "games");
    const app::LoadedGame* plu = library.find("plu");
    if (!library.loadErrors().empty() || !plu) {
        std::fprintf(stderr, "cannot load the bundled games\n");
        return 1;
    }
    const std::string keep = env("EVENT_BENCH_KEEP"), beside = env("EVENT_BENCH_BESIDE");
    const fs::path root = keep.empty() ? fs::temp_directory_path() /
                                             ("deckhand-event-bench-" + std::to_string(::getpid()))
                                       : fs::path(keep);
    std::printf("event check beside validate on one folder (min / median / max of %d "
                "alternating runs)\n",
                runs);
    for (const long size : sizes) {
        const fs::path dir = root / std::to_string(size);
        bench::generate(*plu, dir, size);
        const std::string none = (root / "no-profile").string();
        const std::string out = (root / "out").string();
        const std::vector<std::string> common = {cli(), "--profile", none};
        auto with = [&](std::vector<std::string> tail) {
            std::vector<std::string> line = common;
            line.insert(line.end(), tail.begin(), tail.end());
            return line;
        };
        std::vector<std::string> event = {"event",  "check",      "--game", "plu",
                                          "--date", "2026-06-01", "--out",  out};
        if (!sheets) event.insert(event.end(), {"--no-sheets"});
        event.push_back(dir.string());
        std::vector<std::string> label = {"validate", "validate --json", "validate --csv",
                                          sheets ? "event check (with sheets)" : "event check",
                                          "reference: read all files"};
        std::vector<std::vector<std::string>> commands = {
            with({"validate", "--game", "plu", "--date", "2026-06-01", dir.string()}),
            with({"validate", "--json", "--game", "plu", "--date", "2026-06-01", dir.string()}),
            with({"validate", "--csv", "--game", "plu", "--date", "2026-06-01", dir.string()}),
            with(event),
            {}};
        if (!beside.empty()) {
            std::vector<std::string> other = with(event);
            other[0] = beside;
            label.insert(label.end() - 1, "beside: event check");
            commands.insert(commands.end() - 1, other);
        }
        const std::size_t n = label.size();
        std::vector<std::vector<double>> rate(n), cpu(n), rss(n);
        for (int r = 0; r < runs; ++r) {
            for (std::size_t k = 0; k < n; ++k) {
                const bench::Measure m = commands[k].empty()
                                             ? bench::child({}, [&] { return readAll(dir); })
                                             : bench::child(commands[k]);
                if (!commands[k].empty() && m.status != 2) { // broken lists in it: exit 2
                    std::fprintf(stderr, "%s exited %d\n", label[k].c_str(), m.status);
                    return 1;
                }
                rate[k].push_back(static_cast<double>(size) / m.wallS);
                cpu[k].push_back(m.cpuS);
                rss[k].push_back(m.rssMiB);
            }
        }
        std::printf("%ld lists\n", size);
        for (std::size_t k = 0; k < n; ++k)
            std::printf("  %-26s %s lists/s   cpu %s s   peak RSS %s MiB\n", label[k].c_str(),
                        bench::spread(rate[k], "%.0f").c_str(),
                        bench::spread(cpu[k], "%.2f").c_str(),
                        bench::spread(rss[k], "%.1f").c_str());
    }
    if (keep.empty()) fs::remove_all(root);
    return 0;
}
