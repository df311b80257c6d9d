// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli run in-process through the same entry point as main(), on throw-away profiles:
// what every command-line test shares.
#pragma once

#include "../support/has.hpp"
#include "deckhand/cli/cli.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>
#include <unistd.h>
#include <utility>
#include <vector>

namespace deckhand::test {

/// What a command did: its exit code and what it printed.
struct Run {
    int code;
    std::string out;
    std::string err;
};

/// `deckhand-cli --profile PROFILE ARGS...`, in this process.
inline Run runCli(const std::filesystem::path& profile, std::vector<std::string> args) {
    args.insert(args.begin(), {"deckhand-cli", "--profile", profile.string()});
    std::vector<const char*> argv;
    argv.reserve(args.size());
    for (const auto& a : args)
        argv.push_back(a.c_str());
    std::ostringstream out, err;
    const int code = deckhand::cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
    return {code, out.str(), err.str()};
}

/// A scratch folder in the temp directory, unique to the process and the instance: `dir()` is
/// a profile (created by the first command), `file()` a place for inputs and outputs beside
/// it. Removed at the end, write access given back first for tests that take it away.
class ScratchProfile {
public:
    explicit ScratchProfile(const std::string& tag = "cli") {
        static int n = 0;
        m_root = std::filesystem::temp_directory_path() /
                 ("deckhand-" + tag + "-" + std::to_string(::getpid()) + "-" + std::to_string(++n));
        std::filesystem::remove_all(m_root);
        std::filesystem::create_directories(m_root / "files");
    }
    ~ScratchProfile() {
        std::error_code ec;
        std::filesystem::permissions(dir(), std::filesystem::perms::owner_all,
                                     std::filesystem::perm_options::add, ec);
        std::filesystem::remove_all(m_root, ec);
    }
    ScratchProfile(const ScratchProfile&) = delete;
    ScratchProfile& operator=(const ScratchProfile&) = delete;

    Run operator()(std::vector<std::string> args) const { return runCli(dir(), std::move(args)); }

    /// The profile folder.
    [[nodiscard]] std::filesystem::path dir() const { return m_root / "profile"; }
    /// The folder beside the profile for a test's own files.
    [[nodiscard]] std::filesystem::path files() const { return m_root / "files"; }
    /// A path in files().
    [[nodiscard]] std::string file(const std::string& name) const {
        return (files() / name).string();
    }
    /// Writes `text` to file(name), byte for byte, and returns its path.
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(file(name), std::ios::binary) << text;
        return file(name);
    }

private:
    std::filesystem::path m_root;
};

/// A file under tests/data.
inline std::string dataPath(const std::string& relative) {
    return (std::filesystem::path(DECKHAND_TEST_DATA) / relative).string();
}

/// A bundled deck list: tests/data/decks/GAME/FILE.
inline std::string deckPath(const std::string& game, const std::string& file) {
    return dataPath("decks/" + game + "/" + file);
}

} // namespace deckhand::test
