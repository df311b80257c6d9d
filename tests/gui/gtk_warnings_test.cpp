// SPDX-License-Identifier: GPL-3.0-or-later

// GTK says on stderr when a widget is misused (laid out at a negative size, a child shown in
// a parent not yet allocated): "Gtk-CRITICAL" and "Gtk-WARNING" lines a user running the app
// from a terminal sees. A start and a tour of every workspace print none.

#include "deckhand/gui/main_frame.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

/// Everything written to stderr (file descriptor 2, where GLib's log goes) while it lives,
/// kept in a scratch file; put back as it was after.
class StderrCapture {
public:
    StderrCapture() : m_file(std::tmpfile()) {
        std::fflush(stderr);
        m_saved = ::dup(2);
        if (m_file) ::dup2(::fileno(m_file), 2);
    }
    ~StderrCapture() { restore(); }
    StderrCapture(const StderrCapture&) = delete;
    StderrCapture& operator=(const StderrCapture&) = delete;

    /// Stops capturing and returns the lines written.
    std::vector<std::string> lines() {
        restore();
        std::vector<std::string> out;
        if (!m_file) return out;
        std::rewind(m_file);
        char buffer[4096];
        while (std::fgets(buffer, sizeof buffer, m_file))
            out.emplace_back(buffer);
        return out;
    }

private:
    void restore() {
        if (m_saved < 0) return;
        std::fflush(stderr);
        ::dup2(m_saved, 2);
        ::close(m_saved);
        m_saved = -1;
    }

    std::FILE* m_file;
    int m_saved = -1;
};

bool isGtkComplaint(const std::string& line) {
    return line.find("Gtk-CRITICAL") != std::string::npos ||
           line.find("Gtk-WARNING") != std::string::npos;
}

} // namespace

TEST_CASE("a start and a tour of every workspace print no Gtk-CRITICAL or Gtk-WARNING",
          "[gui][gtk]") {
    {
        // The capture sees what GLib writes: a line written to stderr the way it writes them.
        StderrCapture probe;
        const std::string line = "(gui_tests:1): Gtk-WARNING **: probe\n";
        REQUIRE(::write(2, line.data(), line.size()) == static_cast<ssize_t>(line.size()));
        const auto lines = probe.lines();
        REQUIRE(lines.size() == 1);
        REQUIRE(isGtkComplaint(lines.front()));
    }
    StderrCapture capture;
    {
        FrameFixture f;
        pump(300);
        REQUIRE(f.frame->selectGame("plu"));
        f.frame->openDeck(deckFile("plu", "legal.txt"));
        pump(200);
        for (const char* pane : {MainFrame::PaneCollection, MainFrame::PaneGoldfish,
                                 MainFrame::PaneStats, MainFrame::PaneLists, MainFrame::PanePacks,
                                 MainFrame::PaneFaces, MainFrame::PaneBuild}) {
            f.frame->showPane(pane);
            pump(200);
            CHECK(f.frame->isPaneShown(pane));
        }
        // The window at a small laptop's size and back: every pane laid out again.
        f.frame->SetSize(f.frame->FromDIP(wxSize(1024, 700)));
        pump(200);
        f.frame->SetSize(f.frame->FromDIP(wxSize(1366, 768)));
        pump(200);
        f.close();
    }
    std::vector<std::string> complaints;
    for (const auto& line : capture.lines())
        if (isGtkComplaint(line)) complaints.push_back(line);
    std::string said;
    for (const auto& line : complaints)
        said += line;
    INFO(said);
    CHECK(complaints.empty());
}
