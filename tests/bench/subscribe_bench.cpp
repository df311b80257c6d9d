// SPDX-License-Identifier: GPL-3.0-or-later

// subscribe_bench: a downloaded card-data file, subscribed to and updated (issue 31, item 8).
// Prints figures; never run as a test.
// Usage: subscribe_bench [--sizes 50000,100000,200000] [--runs N]
//
// For each size, two generated Powerline Ultra card CSVs of that many rows (two versions of a
// publisher's file), served over loopback by a server process of its own. Each run starts from
// a profile with the game `bigplu` installed and no card of it (copied back, not timed) and
// times, each in a fresh process, alternately:
//   deckhand-cli subscribe --kind cards --game bigplu URL   (download, check, install version 1)
//   deckhand-cli update                                      (version 2 replacing version 1)
//   reference: deckhand-cli import cards of version 1's file into the same fresh profile (what
//     installing the rows costs with no download and no check)
// min / median / max of the runs: wall-clock and processor time, peak RSS.
// SUBSCRIBE_BENCH_BESIDE=PATH times another build's deckhand-cli too, in the same runs;
// DECKHAND_BENCH_KEEP=1 keeps the profiles and the last size's files (its path printed).
#include "../support/http_test_server.hpp"
#include "bench_support.hpp"
#include "generated_cards.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

// The web server, in a process of its own: this one stays small, so its children's peak memory
// is theirs (a child's peak starts at what it was forked from). Told a file and an ETag a line
// at a time on a pipe, it serves that file's bytes at /cards.csv and answers "ok".
class Server {
public:
    Server() {
        int toServer[2], fromServer[2];
        if (::pipe(toServer) != 0 || ::pipe(fromServer) != 0) std::exit(1);
        m_pid = ::fork();
        if (m_pid == 0) {
            ::close(toServer[1]);
            ::close(fromServer[0]);
            serve(toServer[0], fromServer[1]);
            _exit(0);
        }
        ::close(toServer[0]);
        ::close(fromServer[1]);
        m_to = ::fdopen(toServer[1], "w");
        m_from = ::fdopen(fromServer[0], "r");
        m_url = line();
    }
    ~Server() {
        std::fclose(m_to); // the server ends at the end of its input
        std::fclose(m_from);
        ::waitpid(m_pid, nullptr, 0);
    }
    Server(const Server&) = delete;
    Server& operator=(const Server&) = delete;

    /// Serves `file` at the URL from now on, with ETag `etag`.
    void serve(const fs::path& file, const std::string& etag) {
        std::fprintf(m_to, "%s\t%s\n", file.c_str(), etag.c_str());
        std::fflush(m_to);
        line();
    }
    [[nodiscard]] const std::string& url() const { return m_url; }

private:
    static void serve(int in, int out) {
        test::HttpTestServer http;
        std::FILE* answers = ::fdopen(out, "w");
        std::fprintf(answers, "%s\n", http.url("/cards.csv").c_str());
        std::fflush(answers);
        std::FILE* orders = ::fdopen(in, "r");
        char buffer[4096];
        while (std::fgets(buffer, sizeof buffer, orders)) {
            std::string order(buffer);
            const auto tab = order.find('\t');
            const std::string etag = order.substr(tab + 1, order.size() - tab - 2);
            http.serve(
                "/cards.csv",
                test::HttpResponse(bench::slurp(order.substr(0, tab))).etag("\"" + etag + "\""));
            std::fprintf(answers, "ok\n");
            std::fflush(answers);
        }
    }
    std::string line() {
        char buffer[4096] = {};
        if (!std::fgets(buffer, sizeof buffer, m_from)) std::exit(1);
        std::string s(buffer);
        if (!s.empty() && s.back() == '\n') s.pop_back();
        return s;
    }

    pid_t m_pid = 0;
    std::FILE* m_to = nullptr;
    std::FILE* m_from = nullptr;
    std::string m_url;
};

struct Figures {
    std::vector<double> wall, cpu, rss;
    void add(const bench::Measure& m) {
        wall.push_back(m.wallS);
        cpu.push_back(m.cpuS);
        rss.push_back(m.rssMiB);
    }
};

void print(const std::string& label, const Figures& f) {
    std::printf("    %-40s %s s   cpu %s s   peak RSS %s MiB\n", label.c_str(),
                bench::spread(f.wall, "%.2f").c_str(), bench::spread(f.cpu, "%.2f").c_str(),
                bench::spread(f.rss, "%.0f").c_str());
}

// A fresh copy of `base` at `profile`.
void freshProfile(const fs::path& base, const fs::path& profile) {
    fs::remove_all(profile);
    fs::copy(base, profile, fs::copy_options::recursive);
    ::sync();
}

// One build's runs at one size: subscribe, update; false when a command failed.
bool runBuild(const std::string& cli, const fs::path& base, const fs::path& profile, Server& server,
              const fs::path& v1, const fs::path& v2, Figures& subscribe, Figures& update) {
    freshProfile(base, profile);
    server.serve(v1, "v1");
    const auto sub = bench::child({cli, "--profile", profile.string(), "subscribe", "--kind",
                                   "cards", "--game", "bigplu", server.url()});
    server.serve(v2, "v2");
    const auto upd = bench::child({cli, "--profile", profile.string(), "update"});
    if (sub.status != 0 || upd.status != 0) {
        std::fprintf(stderr, "subscribe_bench: %s failed (subscribe %d, update %d)\n", cli.c_str(),
                     sub.status, upd.status);
        return false;
    }
    subscribe.add(sub);
    update.add(upd);
    return true;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<long> sizes = {50000, 100000, 200000};
    int runs = 3;
    if (!bench::sizesAndRuns(argc, argv, "subscribe_bench", sizes, runs)) return 2;
    Server server; // first, while this process is small
    const std::string cli = DECKHAND_CLI;
    const char* besideEnv = std::getenv("SUBSCRIBE_BENCH_BESIDE");
    const std::string beside = besideEnv ? besideEnv : "";
    const fs::path root =
        fs::temp_directory_path() / ("deckhand-subscribe-bench-" + std::to_string(::getpid()));
    fs::remove_all(root);
    fs::create_directories(root);
    const fs::path base = root / "base", profile = root / "profile";
    const fs::path pack = bench::writeBigPack(DECKHAND_RESOURCES_DIR, root / "bigplu");
    if (!bench::setUp({cli, "--profile", base.string(), "import", "pack", pack.string()})) return 1;
    std::printf("a card-data subscription of game bigplu, served over loopback (min / median / "
                "max of %d alternating runs, each a fresh process)\n",
                runs);
    for (const long rows : sizes) {
        const fs::path v1 = root / "v1.csv", v2 = root / "v2.csv";
        for (const auto& [file, seed] : {std::pair{v1, 31u}, std::pair{v2, 37u}}) {
            std::mt19937 rng(seed);
            const auto cards = bench::makeCards(static_cast<int>(rows / 3), rng);
            bench::writeCsv(file, cards, static_cast<int>(rows), rng);
        }
        std::printf("\n  %ld rows (%.1f MB a version):\n", rows,
                    static_cast<double>(fs::file_size(v1)) / 1e6);
        Figures subscribe, update, reference, otherSubscribe, otherUpdate;
        for (int r = 0; r < runs; ++r) {
            if (!runBuild(cli, base, profile, server, v1, v2, subscribe, update)) return 1;
            if (!beside.empty() &&
                !runBuild(beside, base, profile, server, v1, v2, otherSubscribe, otherUpdate))
                return 1;
            freshProfile(base, profile);
            const auto import = bench::child({cli, "--profile", profile.string(), "import", "cards",
                                              "--game", "bigplu", v1.string()});
            if (import.status != 0) return 1;
            reference.add(import);
        }
        print("subscribe --kind cards (version 1)", subscribe);
        print("update (version 2 replacing it)", update);
        if (!beside.empty()) {
            print("beside: subscribe", otherSubscribe);
            print("beside: update", otherUpdate);
        }
        print("reference: import cards of version 1", reference);
    }
    if (std::getenv("DECKHAND_BENCH_KEEP"))
        std::printf("\nkept: %s\n", root.c_str());
    else
        fs::remove_all(root);
    return 0;
}
