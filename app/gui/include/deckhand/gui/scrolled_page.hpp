// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <wx/scrolwin.h>
#include <wx/sizer.h>

namespace deckhand::gui {

/// A page that holds one tool and scrolls when it is given less room than the tool's best size:
/// the tool is never squeezed below it (GTK draws squeezed controls cut off and warns).
class ScrolledPage : public wxScrolledWindow {
public:
    explicit ScrolledPage(wxWindow* parent) : wxScrolledWindow(parent, wxID_ANY) {
        SetScrollRate(FromDIP(10), FromDIP(10));
        SetSizer(new wxBoxSizer(wxVERTICAL));
    }
    /// Makes `tool` (a child of this page) fill the page.
    template <class Tool> Tool* hold(Tool* tool) {
        GetSizer()->Add(tool, 1, wxEXPAND);
        return tool;
    }
};

} // namespace deckhand::gui
