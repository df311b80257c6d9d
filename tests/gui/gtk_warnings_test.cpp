// SPDX-License-Identifier: GPL-3.0-or-later

// GTK says on stderr when a widget is misused (laid out at a negative size, a child shown in
// a parent not yet allocated): "Gtk-CRITICAL" and "Gtk-WARNING" lines a user running the app
// from a terminal sees. A start and a tour of every workspace print none, without a window
// manager and under one (openbox) on an 800x600 screen.

#include "deckhand/gui/main_frame.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>
#include <wx/app.h>
#include <wx/display.h>
#include <wx/weakref.h>

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

/// The tour: a deck opened, every workspace shown, the window laid out at each of `sizes`.
void tour(MainFrame& frame, const std::vector<wxSize>& sizes) {
    pump(300);
    REQUIRE(frame.selectGame("plu"));
    frame.openDeck(deckFile("plu", "legal.txt"));
    pump(200);
    for (const char* pane :
         {MainFrame::PaneCollection, MainFrame::PaneGoldfish, MainFrame::PaneStats,
          MainFrame::PaneLists, MainFrame::PanePacks, MainFrame::PaneFaces, MainFrame::PaneBuild}) {
        frame.showPane(pane);
        pump(200);
        CHECK(frame.isPaneShown(pane));
    }
    for (const wxSize size : sizes) {
        frame.SetSize(frame.FromDIP(size));
        pump(200);
    }
}

std::vector<std::string> complaintsIn(StderrCapture& capture) {
    std::vector<std::string> complaints;
    for (const auto& line : capture.lines())
        if (isGtkComplaint(line)) complaints.push_back(line);
    return complaints;
}

/// What GTK complained of on stderr while a main frame (the tests' fixture) started and made
/// the tour.
std::vector<std::string> complaintsOfATour(const std::vector<wxSize>& sizes) {
    StderrCapture capture;
    {
        FrameFixture f;
        tour(*f.frame, sizes);
        f.close();
    }
    return complaintsIn(capture);
}

/// The same of a main frame started as the app starts it (App::OnInit: made, then shown, at
/// the size and place it chose itself).
std::vector<std::string> complaintsOfAStart(const std::vector<wxSize>& sizes) {
    StderrCapture capture;
    {
        ScratchDir dir;
        auto session = std::make_unique<app::ProfileSession>(dir.path, app::resourcesDir());
        auto* frame = new MainFrame(*session);
        frame->Show();
        REQUIRE(waitFor([&] { return frame->IsShownOnScreen(); }, 5000));
        tour(*frame, sizes);
        wxWeakRef<MainFrame> alive(frame);
        frame->Close(true);
        REQUIRE(waitFor([&] {
            wxTheApp->ProcessIdle();
            return !alive;
        }));
    }
    return complaintsIn(capture);
}

std::string joined(const std::vector<std::string>& lines) {
    std::string said;
    for (const auto& line : lines)
        said += line;
    return said;
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
    // A small laptop's size and back.
    const auto complaints = complaintsOfATour({wxSize(1024, 700), wxSize(1366, 768)});
    INFO(joined(complaints));
    CHECK(complaints.empty());
}

// Run by its own CTest test (gui_tests_window_manager), in a process of its own on an 800x600
// display of its own with openbox running (with_window_manager.sh): under a window manager
// wxGTK shows a new window only once the manager has said how big its decorations are, and
// GTK's first layout of it differs; and no other test shares that display.
TEST_CASE("under a window manager, at 800x600, a start and a tour print no Gtk-CRITICAL", "[.wm]") {
    const char* manager = std::getenv("DECKHAND_TEST_WINDOW_MANAGER");
    INFO("run by with_window_manager.sh, which starts a window manager");
    REQUIRE(manager != nullptr);
    const wxRect screen = wxDisplay().GetClientArea();
    CHECK(screen.width <= 800);
    CHECK(screen.height <= 600);
    const auto complaints = complaintsOfAStart({wxSize(800, 600), wxSize(1024, 700)});
    INFO(joined(complaints));
    CHECK(complaints.empty());
}
