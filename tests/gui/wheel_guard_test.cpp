// SPDX-License-Identifier: GPL-3.0-or-later

// The mouse wheel over a choice scrolls the page it is on and leaves the choice as it was.

#include "deckhand/gui/wheel_guard.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>

using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

void wheel(wxWindow& over, int rotation) {
    wxMouseEvent e(wxEVT_MOUSEWHEEL);
    e.SetEventObject(&over);
    e.SetPosition({5, 5});
    e.m_wheelRotation = rotation;
    e.m_wheelDelta = 120;
    e.m_linesPerAction = 3;
    e.m_wheelAxis = wxMOUSE_WHEEL_VERTICAL;
    over.GetEventHandler()->ProcessEvent(e);
    pump(20);
}

} // namespace

TEST_CASE("the wheel over a choice or a spin control scrolls the page, never changes the value",
          "[gui][wheel]") {
    installWheelGuard();
    auto* frame = new wxFrame(nullptr, wxID_ANY, "wheel", wxDefaultPosition, wxSize(400, 300));
    auto* page = new wxScrolledWindow(frame);
    page->SetScrollRate(0, 10);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* choice = new wxChoice(page, wxID_ANY);
    for (const char* s : {"one", "two", "three"})
        choice->Append(s);
    choice->SetSelection(1);
    bool chosen = false;
    choice->Bind(wxEVT_CHOICE, [&](wxCommandEvent&) { chosen = true; });
    auto* spin = new wxSpinCtrl(page, wxID_ANY, "5");
    sizer->Add(choice);
    sizer->Add(spin);
    sizer->AddSpacer(2000); // a page taller than the window
    page->SetSizer(sizer);
    page->FitInside();
    frame->Show();
    pump(100);

    int x = 0, y = 0;
    page->GetViewStart(&x, &y);
    REQUIRE(y == 0);
    wheel(*choice, -120); // down
    page->GetViewStart(&x, &y);
    CHECK(y > 0);
    CHECK(choice->GetSelection() == 1);
    CHECK_FALSE(chosen);
    const int after = y;
    wheel(*spin, -120);
    page->GetViewStart(&x, &y);
    CHECK(y > after);
    CHECK(spin->GetValue() == 5);
    frame->Destroy();
    pump();
}
