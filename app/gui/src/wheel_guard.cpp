// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/wheel_guard.hpp"

#include <algorithm>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/event.h>
#include <wx/eventfilter.h>
#include <wx/scrolwin.h>
#include <wx/slider.h>
#include <wx/spinctrl.h>
#include <wx/window.h>

namespace deckhand::gui {

namespace {

/// A control whose value the wheel would change.
bool changedByWheel(const wxObject* object) {
    return wxDynamicCast(object, wxChoice) || wxDynamicCast(object, wxComboBox) ||
           wxDynamicCast(object, wxSpinCtrl) || wxDynamicCast(object, wxSpinCtrlDouble) ||
           wxDynamicCast(object, wxSlider);
}

class WheelGuard : public wxEventFilter {
public:
    int FilterEvent(wxEvent& event) override {
        if (event.GetEventType() != wxEVT_MOUSEWHEEL || !changedByWheel(event.GetEventObject()))
            return Event_Skip;
        auto* control = static_cast<wxWindow*>(event.GetEventObject());
        // The nearest scrolled window above the control scrolls instead, by the lines the
        // wheel turned (GTK scrolls natively, so an event handed on would not move it).
        const auto& wheel = static_cast<wxMouseEvent&>(event);
        for (wxWindow* w = control->GetParent(); w; w = w->GetParent()) {
            auto* scrolled = dynamic_cast<wxScrollHelper*>(w);
            if (!scrolled) continue;
            const int lines = -wheel.GetWheelRotation() * std::max(1, wheel.GetLinesPerAction()) /
                              std::max(1, wheel.GetWheelDelta());
            int x = 0, y = 0;
            scrolled->GetViewStart(&x, &y);
            if (wheel.GetWheelAxis() == wxMOUSE_WHEEL_VERTICAL)
                scrolled->Scroll(-1, std::max(0, y + lines));
            else
                scrolled->Scroll(std::max(0, x - lines), -1);
            break;
        }
        return Event_Processed; // the control keeps its value
    }
};

} // namespace

void installWheelGuard() {
    static WheelGuard* guard = nullptr;
    if (guard) return;
    guard = new WheelGuard; // for the program's life: filters are never removed
    wxEvtHandler::AddFilter(guard);
}

} // namespace deckhand::gui
