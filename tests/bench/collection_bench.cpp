// SPDX-License-Identifier: GPL-3.0-or-later

// collection_bench: importing a collection CSV (issue 37). Prints figures; never run as a test.
// Usage: collection_bench [--rows 30000,100000,300000] [--printings 100000] [--runs N]
//
// A profile with a game `bigplu` of PRINTINGS generated Powerline Ultra printings (a copy of the
// plu pack, the cards imported with `deckhand-cli import cards`); for each row count, a
// Deckhand collection CSV of that many rows naming printings of it at random (finish,
// condition, language and place varied, so most rows are rows of their own). Each run starts
// from the same user file (copied back, not timed) and times, each in a fresh process,
// alternately:
//   deckhand-cli collection import --game bigplu FILE   (a backup of the profile first)
//   reference: sqlite3's `.import --csv FILE` into a table of the user file, then one INSERT of
//     its rows joined to the catalogue's printings (set + number, case ignored), merged as
//     Deckhand merges a row
//   for scale: sqlite3 `.backup` of both files (what the import's backup copies)
// min / median / max of the runs: wall-clock and processor time, peak RSS; then the import's
// median over the reference's. COLLECTION_BENCH_BESIDE=PATH times another build's deckhand-cli
// too, in the same runs. Needs the sqlite3 program (packaging/install-deps.sh installs it).
#include "bench_support.hpp"
#include "generated_cards.hpp"

#include <cstdio>
#include <cstdlib>
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

struct Printed {
    std::string name, set, number;
};

// The printings of a generated card CSV: name, set and number are its first three fields, none
// of them quoted (generated names have no comma).
std::vector<Printed> printingsOf(const fs::path& csv) {
    std::vector<Printed> out;
    std::ifstream in(csv);
    std::string line;
    std::getline(in, line); // the header
    while (std::getline(in, line)) {
        const auto a = line.find(','), b = line.find(',', a + 1), c = line.find(',', b + 1);
        out.push_back(
            {line.substr(0, a), line.substr(a + 1, b - a - 1), line.substr(b + 1, c - b - 1)});
    }
    return out;
}

void writeCollection(const fs::path& file, const std::vector<Printed>& printings, long rows) {
    std::mt19937 rng(37);
    const char* finishes[] = {"normal", "normal", "foil"};
    const char* conditions[] = {"NM", "NM", "LP", "MP"};
    const char* languages[] = {"en", "en", "en", "ja", "de"};
    std::ofstream out(file, std::ios::binary);
    out << "game,set,number,name,quantity,finish,condition,language,location,trade\n";
    for (long i = 0; i < rows; ++i) {
        const auto& p =
            printings[std::uniform_int_distribution<std::size_t>(0, printings.size() - 1)(rng)];
        const int q = std::uniform_int_distribution<int>(1, 4)(rng);
        out << "bigplu," << p.set << ',' << p.number << ',' << p.name << ',' << q << ','
            << finishes[rng() % 3] << ',' << conditions[rng() % 4] << ',' << languages[rng() % 5]
            << ",Binder " << (rng() % 40 + 1) << ',' << (q > 2 ? 1 : 0) << '\n';
    }
}

struct Figures {
    std::vector<double> wall, cpu, rss;
    void add(const bench::Measure& m) {
        wall.push_back(m.wallS);
        cpu.push_back(m.cpuS);
        rss.push_back(m.rssMiB);
    }
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

void print(const char* label, const Figures& f) {
    std::printf("    %-34s %s s   cpu %s s   peak RSS %s MiB\n", label,
                bench::spread(f.wall, "%.3f").c_str(), bench::spread(f.cpu, "%.3f").c_str(),
                bench::spread(f.rss, "%.1f").c_str());
}

} // namespace

int main(int argc, char** argv) {
    std::vector<long> rowCounts = {30000, 100000, 300000};
    long printingCount = 100000;
    int runs = 5;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--runs" && i + 1 < argc) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--printings" && i + 1 < argc) {
            printingCount = std::strtol(argv[++i], nullptr, 10);
        } else if (arg == "--rows" && i + 1 < argc) {
            rowCounts = bench::sizesFrom(argv[++i]);
        } else {
            std::fprintf(stderr,
                         "usage: collection_bench [--rows A,B] [--printings N] [--runs N]\n");
            return 2;
        }
    }
    const std::string sqlite = "/usr/bin/sqlite3";
    if (::access(sqlite.c_str(), X_OK) != 0) {
        std::fprintf(stderr, "collection_bench needs %s (packaging/install-deps.sh)\n",
                     sqlite.c_str());
        return 1;
    }
    const std::string cli = DECKHAND_CLI;
    const char* besideEnv = std::getenv("COLLECTION_BENCH_BESIDE");
    const std::string beside = besideEnv ? besideEnv : "";
    const fs::path root =
        fs::temp_directory_path() / ("deckhand-collection-bench-" + std::to_string(::getpid()));
    fs::remove_all(root);
    fs::create_directories(root);
    const fs::path profile = root / "profile";
    const fs::path csv = root / "cards.csv";
    {
        std::mt19937 rng(20261130);
        const auto cards = bench::makeCards(static_cast<int>(printingCount / 3), rng);
        bench::writeCsv(csv, cards, static_cast<int>(printingCount), rng);
    }
    const fs::path pack = writeBigPack(root / "bigplu");
    if (!setUp({cli, "--profile", profile.string(), "import", "pack", pack.string()}) ||
        !setUp({cli, "--profile", profile.string(), "import", "cards", "--game", "bigplu",
                csv.string()}))
        return 1;
    // Every file written first and the printings let go: a child starts with this process's
    // resident memory as its peak, so the import's peak is its own.
    {
        const auto printings = printingsOf(csv);
        for (const long rows : rowCounts)
            writeCollection(root / ("collection-" + std::to_string(rows) + ".csv"), printings,
                            rows);
    }
    fs::remove(csv);
    ::malloc_trim(0);
    // Both files as a run starts: written out whole (no -wal beside them).
    if (!setUp({sqlite, (profile / "user.sqlite").string(), "PRAGMA wal_checkpoint(TRUNCATE);"}) ||
        !setUp(
            {sqlite, (profile / "catalogue.sqlite").string(), "PRAGMA wal_checkpoint(TRUNCATE);"}))
        return 1;
    const fs::path pristine = root / "user.sqlite.pristine";
    fs::copy_file(profile / "user.sqlite", pristine);
    auto fresh = [&] {
        fs::remove_all(profile / "backups");
        fs::remove(profile / "user.sqlite-wal");
        fs::remove(profile / "user.sqlite-shm");
        fs::copy_file(pristine, profile / "user.sqlite", fs::copy_options::overwrite_existing);
        ::sync();
    };
    std::printf("collection CSV import into a profile with a game of %ld printings (min / median "
                "/ max of %d alternating runs, each a fresh process)\n",
                printingCount, runs);
    for (const long rows : rowCounts) {
        const fs::path file = root / ("collection-" + std::to_string(rows) + ".csv");
        const std::vector<std::string> import = {cli,          "--profile",  profile.string(),
                                                 "collection", "import",     "--game",
                                                 "bigplu",     file.string()};
        std::vector<std::string> other = import;
        other[0] = beside;
        const std::string insert =
            "ATTACH '" + (profile / "catalogue.sqlite").string() +
            "' AS cat; INSERT INTO collection (game_id, set_code, number, finish, condition, "
            "language, location, card_name, quantity, trade_quantity, added_at) SELECT t.game, "
            "p.set_code, p.number, t.finish, t.condition, t.language, t.location, d.name, "
            "t.quantity, t.trade, strftime('%Y-%m-%dT%H:%M:%SZ', 'now') FROM t JOIN cat.printing "
            "p ON p.game_id = t.game AND p.set_code = t.\"set\" COLLATE NOCASE AND p.number = "
            "t.number COLLATE NOCASE JOIN cat.card_data d ON d.id = p.data_id WHERE true ON "
            "CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity, trade_quantity = "
            "trade_quantity + excluded.trade_quantity;";
        const std::vector<std::string> reference = {sqlite, (profile / "user.sqlite").string(),
                                                    "-cmd", ".import --csv " + file.string() + " t",
                                                    insert};
        const std::string out = (root / "out").string();
        const std::vector<std::string> backup = {
            "/bin/sh", "-c",
            sqlite + " '" + (profile / "catalogue.sqlite").string() + "' '.backup " + out +
                "/c.sqlite' && " + sqlite + " '" + (profile / "user.sqlite").string() +
                "' '.backup " + out + "/u.sqlite'"};
        Figures mine, theirs, ref, copy;
        for (int r = 0; r < runs; ++r) {
            for (int k = 0; k < (beside.empty() ? 3 : 4); ++k) {
                fresh();
                fs::remove_all(out);
                fs::create_directories(out);
                const auto& line = k == 0 ? import : k == 1 ? reference : k == 2 ? backup : other;
                const bench::Measure m = bench::child(line);
                if (m.status != 0) {
                    std::fprintf(stderr, "%s exited %d\n", line[0].c_str(), m.status);
                    return 1;
                }
                (k == 0 ? mine : k == 1 ? ref : k == 2 ? copy : theirs).add(m);
            }
        }
        std::printf("  %ld rows\n", rows);
        print("collection import", mine);
        if (!beside.empty()) print("the other build", theirs);
        print("reference: sqlite3 .import + join", ref);
        print("for scale: sqlite3 .backup of both", copy);
        std::printf("    import / reference (medians): %.2fx time, %.2fx processor\n",
                    median(mine.wall) / median(ref.wall), median(mine.cpu) / median(ref.cpu));
        fs::remove(file);
    }
    fs::remove_all(root);
    return 0;
}
