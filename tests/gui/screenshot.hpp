// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// With DECKHAND_SCREENSHOTS=DIR in the environment, GUI tests save what a window shows on
// screen as DIR/NAME.png (with ImageMagick's `import`): how docs/screenshots is made (a person
// looks at every one).

#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>
#include <wx/app.h>
#include <wx/utils.h>
#include <wx/window.h>

namespace deckhand::gui::test {

/// Saves the part `r` of the screen as DIR/NAME.png, as it is now. ImageMagick's import, not
/// a blit from a wxScreenDC: under GTK 3 that gives the same stale picture of the screen for
/// every shot after the first.
inline void grabScreen(const wxRect& r, const std::string& name) {
    const char* dir = std::getenv("DECKHAND_SCREENSHOTS");
    if (!dir) return;
    const wxString command =
        wxString::Format("import -window root -crop %dx%d+%d+%d +repage \"%s/%s.png\"", r.width,
                         r.height, r.x, r.y, wxString::FromUTF8(dir), wxString::FromUTF8(name));
    if (wxExecute(command, wxEXEC_SYNC) != 0)
        FAIL_CHECK("could not save the screenshot " << name << " (is ImageMagick installed?)");
}

inline void screenshot(wxWindow* window, const std::string& name) {
    if (!std::getenv("DECKHAND_SCREENSHOTS")) return;
    // The screen is grabbed: windows of earlier tests still waiting to be destroyed (at idle
    // time) must be gone from it first.
    for (int i = 0; i < 5; ++i) {
        wxTheApp->ProcessIdle();
        pump(20);
    }
    window->Raise();
    window->Refresh();
    window->Update();
    pump(250);
    grabScreen(window->GetScreenRect(), name);
}

} // namespace deckhand::gui::test
