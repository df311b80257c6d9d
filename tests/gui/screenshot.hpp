#pragma once

// With DECKHAND_SCREENSHOTS=DIR in the environment, GUI tests save what a window shows on
// screen as DIR/NAME.png: how docs/screenshots is made (a person looks at every one).

#include "gui_test_support.hpp"

#include <cstdlib>
#include <string>
#include <wx/bitmap.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/image.h>
#include <wx/app.h>
#include <wx/window.h>

namespace deckhand::gui::test {

inline void screenshot(wxWindow* window, const std::string& name)
{
    const char* dir = std::getenv("DECKHAND_SCREENSHOTS");
    if (!dir) return;
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxInitAllImageHandlers();
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
    const wxRect r = window->GetScreenRect();
    wxBitmap bitmap(r.width, r.height);
    wxMemoryDC memory(bitmap);
    wxScreenDC screen;
    memory.Blit(0, 0, r.width, r.height, &screen, r.x, r.y);
    memory.SelectObject(wxNullBitmap);
    bitmap.SaveFile(wxString::FromUTF8(std::string(dir) + "/" + name + ".png"), wxBITMAP_TYPE_PNG);
}

} // namespace deckhand::gui::test
