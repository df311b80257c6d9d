// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/hover_preview.hpp"

#include "deckhand/gui/card_preview.hpp"

#include <algorithm>
#include <wx/dataview.h>
#include <wx/display.h>
#include <wx/popupwin.h>
#include <wx/sizer.h>

namespace deckhand::gui {

HoverPreview::HoverPreview(wxWindow* owner) : m_owner(owner) {
    m_popup = new wxPopupWindow(owner, wxBORDER_SIMPLE);
    m_popup->SetName(_("Card under the pointer"));
    m_image = new CardImage(m_popup);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_image, 1, wxEXPAND);
    m_popup->SetSizer(sizer);
    // A card is 63 x 88 mm: a picture twice the stacks' size, a name and rules text readable.
    m_popup->SetClientSize(m_popup->FromDIP(wxSize(252, 352)));
    m_timer.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { showNow(); });
}

HoverPreview::~HoverPreview() {
    *m_alive = false; // the lists watched may outlive it by a few events as the window closes
    m_timer.Stop();
}

void HoverPreview::hover(const core::Printing* printing, wxPoint at) {
    m_at = at;
    if (!printing) {
        hide();
        return;
    }
    if (printing == m_printing) {
        if (shown()) place(); // follows the pointer along the same card
        return;
    }
    m_printing = printing;
    if (shown()) {
        showNow(); // moving from card to card: no second wait
        return;
    }
    m_timer.StartOnce(m_delay);
}

void HoverPreview::hide() {
    m_timer.Stop();
    m_printing = nullptr;
    m_showing = nullptr;
    if (m_popup->IsShown()) m_popup->Hide();
}

bool HoverPreview::shown() const {
    return m_popup->IsShown();
}

void HoverPreview::showNow() {
    m_timer.Stop();
    if (!m_printing) return;
    if (m_showing != m_printing) {
        m_image->show(imageOf ? imageOf(*m_printing) : std::string(),
                      faceOf ? faceOf(*m_printing) : std::nullopt);
        m_showing = m_printing;
    }
    place();
    if (!m_popup->IsShown()) m_popup->Show();
    m_image->Refresh();
}

// Beside the pointer, on the side with room, inside the display it is on.
void HoverPreview::place() {
    const wxSize size = m_popup->GetSize();
    const int gap = m_popup->FromDIP(12);
    int display = wxDisplay::GetFromPoint(m_at);
    if (display == wxNOT_FOUND) display = 0;
    const wxRect area = wxDisplay(static_cast<unsigned>(display)).GetClientArea();
    int x = m_at.x + gap;
    if (x + size.x > area.GetRight()) x = m_at.x - gap - size.x;
    x = std::max(area.x, x);
    int y = std::clamp(m_at.y - size.y / 3, area.y, std::max(area.y, area.GetBottom() - size.y));
    m_popup->Move(x, y);
}

void HoverPreview::watch(wxDataViewCtrl* list,
                         std::function<const core::Printing*(const wxDataViewItem&)> printingOf) {
    wxWindow* rows = list->GetMainWindow();
    rows->Bind(wxEVT_MOTION, [this, alive = m_alive, list, rows, printingOf](wxMouseEvent& e) {
        e.Skip();
        if (!*alive) return;
        wxDataViewItem item;
        wxDataViewColumn* column = nullptr;
        list->HitTest(e.GetPosition(), item, column);
        hover(item.IsOk() ? printingOf(item) : nullptr, rows->ClientToScreen(e.GetPosition()));
    });
    rows->Bind(wxEVT_LEAVE_WINDOW, [this, alive = m_alive](wxMouseEvent& e) {
        e.Skip();
        if (*alive) hide();
    });
    // A key or a click means the user is working the list, not looking: out of the way.
    for (const auto type : {wxEVT_LEFT_DOWN, wxEVT_RIGHT_DOWN, wxEVT_MOUSEWHEEL})
        rows->Bind(type, [this, alive = m_alive](wxMouseEvent& e) {
            e.Skip();
            if (*alive) hide();
        });
}

} // namespace deckhand::gui
