// SPDX-License-Identifier: GPL-3.0-or-later

// What the benchmarks share: running a program as a child process and measuring it, printing
// a spread of runs, reading their command lines, and setting a profile up with a big game.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <regex>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace deckhand::bench {

/// One run of a child process: wall-clock and processor time (user + system: the steadier
/// figure on a shared machine), peak resident memory, exit status.
struct Measure {
    double wallS = 0;
    double cpuS = 0;
    double rssMiB = 0;
    int status = 0;
};

/// Runs `fn` in a fresh child process (or execs argv when fn is empty), stdout and stderr to
/// /dev/null, and measures it with wait4's resource use.
inline Measure child(const std::vector<std::string>& argv, const std::function<int()>& fn = {}) {
    std::fflush(stdout);
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0) {
        const int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        if (fn) _exit(fn());
        std::vector<char*> args;
        for (const auto& a : argv)
            args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    int status = 0;
    rusage use{};
    wait4(pid, &status, 0, &use);
    Measure m;
    m.wallS = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    m.cpuS = static_cast<double>(use.ru_utime.tv_sec + use.ru_stime.tv_sec) +
             static_cast<double>(use.ru_utime.tv_usec + use.ru_stime.tv_usec) / 1e6;
    m.rssMiB = static_cast<double>(use.ru_maxrss) / 1024.0;
    m.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return m;
}

/// "min / median / max" of the runs, each printed with `format`.
inline std::string spread(std::vector<double> v, const char* format) {
    std::sort(v.begin(), v.end());
    char out[96];
    const std::string f = std::string(format) + " / " + format + " / " + format;
    std::snprintf(out, sizeof out, f.c_str(), v.front(), v[v.size() / 2], v.back());
    return out;
}

/// A file's bytes.
inline std::string slurp(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// Runs a command to set a profile up (not timed); false after saying it failed.
inline bool setUp(const std::vector<std::string>& argv) {
    const Measure m = child(argv);
    if (m.status == 0) return true;
    std::string line;
    for (const auto& a : argv)
        line += a + " ";
    std::fprintf(stderr, "setting up failed (exit %d): %s\n", m.status, line.c_str());
    return false;
}

/// The plu pack (under `resources`) as another game, `bigplu`, with no card data or Limited
/// lists of its own, written into `dir`; its game.xml.
inline std::filesystem::path writeBigPack(const std::filesystem::path& resources,
                                          const std::filesystem::path& dir) {
    std::string pack = slurp(resources / "games/plu/game.xml");
    pack = std::regex_replace(pack, std::regex(R"(id="plu" name="Powerline Ultra")"),
                              R"(id="bigplu" name="Big Powerline")");
    pack = std::regex_replace(pack, std::regex(R"(\s*<cards file="[^"]*"[^>]*/>)"), "");
    pack = std::regex_replace(pack, std::regex(R"(\s*<limited-list file="[^"]*"[^>]*/>)"), "");
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "game.xml", std::ios::binary) << pack;
    return dir / "game.xml";
}

/// A comma-separated list of sizes ("30000,100000").
inline std::vector<long> sizesFrom(const char* text) {
    std::vector<long> sizes;
    for (char* p = const_cast<char*>(text); *p;) {
        sizes.push_back(std::strtol(p, &p, 10));
        if (*p == ',')
            ++p;
        else if (*p)
            break;
    }
    return sizes;
}

/// A benchmark's `[--sizes A,B] [--runs N]` (and the flags in `flags`, each set true when
/// given), into the defaults given; false, with the usage on stderr, for anything else.
inline bool sizesAndRuns(int argc, char** argv, const char* name, std::vector<long>& sizes,
                         int& runs, const std::vector<std::pair<const char*, bool*>>& flags = {}) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto flag =
            std::find_if(flags.begin(), flags.end(), [&](const auto& f) { return arg == f.first; });
        if (flag != flags.end()) {
            *flag->second = true;
        } else if (arg == "--runs" && i + 1 < argc) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--sizes" && i + 1 < argc) {
            sizes = sizesFrom(argv[++i]);
        } else {
            std::string usage = std::string("usage: ") + name + " [--sizes A,B] [--runs N]";
            for (const auto& f : flags)
                usage += std::string(" [") + f.first + "]";
            std::fprintf(stderr, "%s\n", usage.c_str());
            return false;
        }
    }
    return true;
}

} // namespace deckhand::bench
