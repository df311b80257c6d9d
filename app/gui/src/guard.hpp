// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Every event handler runs its work through guarded(): whatever a lower layer throws ends in a
// dialog that says what the user was doing and why it failed, never in a crash or a silence.

#include "deckhand/gui/wx_string.hpp"

#include <exception>
#include <string>
#include <wx/intl.h>
#include <wx/msgdlg.h>
#include <wx/window.h>

namespace deckhand::gui {

/// Tells the user what failed (`failure`, a whole translated sentence: "Deckhand could not open
/// the deck list.") and why.
inline void showFailure(wxWindow* parent, const wxString& failure, const std::string& reason) {
    wxMessageBox(failure + "\n\n" + toWx(reason), "Deckhand", wxOK | wxICON_ERROR, parent);
}

/// Runs `work`; on an exception shows showFailure() and returns false.
template <class F> bool guarded(wxWindow* parent, const wxString& failure, F&& work) {
    try {
        work();
        return true;
    } catch (const std::exception& e) {
        showFailure(parent, failure, e.what());
    } catch (...) {
        showFailure(parent, failure, toUtf8(_("An unexpected error of unknown type occurred.")));
    }
    return false;
}

} // namespace deckhand::gui
