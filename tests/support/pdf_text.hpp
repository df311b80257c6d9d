// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Reading back a PDF that a test wrote, with poppler's pdftotext and pdfinfo (installed by
// packaging/install-deps.sh: a missing tool fails the test), and finding what a person would
// look for on the page. Shared by the registration-sheet tests of io and app.

#include "files.hpp"
#include "has.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace deckhand::test {

/// A folder for one test program's PDFs (<tmp>/deckhand-<what>-<pid>), removed at the end.
class PdfDir {
public:
    explicit PdfDir(const std::string& what)
        : m_dir(std::filesystem::temp_directory_path() /
                ("deckhand-" + what + "-" + std::to_string(::getpid()))) {
        std::filesystem::create_directories(m_dir);
    }
    ~PdfDir() {
        std::error_code ec;
        std::filesystem::remove_all(m_dir, ec);
    }
    PdfDir(const PdfDir&) = delete;
    PdfDir& operator=(const PdfDir&) = delete;
    [[nodiscard]] std::string file(const std::string& name) const {
        return (m_dir / name).string();
    }

private:
    std::filesystem::path m_dir;
};

// Runs a poppler tool on a PDF; its output, or a test failure if it could not run.
inline std::string poppler(const std::string& tool, const std::string& pdf) {
    const std::string out = pdf + "." + tool + ".txt";
    const std::string cmd = tool == "pdftotext" ? "pdftotext -layout '" + pdf + "' '" + out + "'"
                                                : tool + " '" + pdf + "' > '" + out + "'";
    INFO("running: " << cmd << " (poppler-utils comes from packaging/install-deps.sh)");
    REQUIRE(std::system(cmd.c_str()) == 0);
    return readFile(out);
}

// The "Pages:" line of pdfinfo's output.
inline int pageCount(const std::string& info) {
    const auto at = info.find("Pages:");
    if (at == std::string::npos) return -1;
    std::istringstream in(info.substr(at + 6));
    int n = -1;
    in >> n;
    return n;
}

inline std::vector<std::string> pagesOf(const std::string& text) {
    std::vector<std::string> pages;
    std::size_t start = 0;
    for (std::size_t ff; (ff = text.find('\f', start)) != std::string::npos; start = ff + 1)
        pages.push_back(text.substr(start, ff - start));
    if (start < text.size() && text.find_first_not_of(" \n", start) != std::string::npos)
        pages.push_back(text.substr(start));
    return pages;
}

inline std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos;
         at = text.find(part, at + part.size()))
        ++n;
    return n;
}

// Whether some line reads "<qty>  <name> ... <set> ... <number>", as a table row does.
inline bool hasRow(const std::string& text, int qty, const std::string& name,
                   const std::string& set, const std::string& number) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        const auto first = line.find_first_not_of(' ');
        if (first == std::string::npos) continue;
        const std::string q = std::to_string(qty);
        if (line.compare(first, q.size(), q) != 0) continue;
        const auto nameAt = line.find_first_not_of(' ', first + q.size());
        if (nameAt == first + q.size() || nameAt == std::string::npos ||
            line.compare(nameAt, name.size(), name) != 0)
            continue;
        const auto setAt = line.find(set, nameAt + name.size());
        if (setAt != std::string::npos &&
            line.find(number, setAt + set.size()) != std::string::npos)
            return true;
    }
    return false;
}

// Whether some line holds a section total: "<total>  <Section> total".
inline bool hasTotal(const std::string& text, int total, const std::string& label) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        const auto at = line.find(label);
        if (at == std::string::npos) continue;
        std::istringstream before(line.substr(0, at));
        int n = -1;
        if (before >> n && n == total) return true;
    }
    return false;
}

} // namespace deckhand::test
