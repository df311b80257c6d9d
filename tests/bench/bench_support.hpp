// SPDX-License-Identifier: GPL-3.0-or-later

// What the benchmarks share: running a program as a child process and measuring it, and
// printing a spread of runs.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <functional>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
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

} // namespace deckhand::bench
