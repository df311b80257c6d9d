// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Every event handler runs its work through guarded(): whatever a lower layer throws ends in a
// dialog that says what the user was doing and why it failed, never in a crash or a silence.

#include "deckhand/gui/wx_string.hpp"

#include <exception>
#include <string>
#include <wx/msgdlg.h>
#include <wx/window.h>

namespace deckhand::gui {

/// Tells the user that `action` ("open the deck list") failed and why.
inline void showFailure(wxWindow* parent, const wxString& action, const std::string& reason) {
    wxMessageBox(wxString::Format("Deckhand could not %s.\n\n%s", action, toWx(reason)), "Deckhand",
                 wxOK | wxICON_ERROR, parent);
}

/// Runs `work`; on an exception shows showFailure() and returns false.
template <class F> bool guarded(wxWindow* parent, const wxString& action, F&& work) {
    try {
        work();
        return true;
    } catch (const std::exception& e) {
        showFailure(parent, action, e.what());
    } catch (...) {
        showFailure(parent, action, "An unexpected error of unknown type occurred.");
    }
    return false;
}

} // namespace deckhand::gui
