// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/date.hpp"

#include <wx/button.h>
#include <wx/calctrl.h>
#include <wx/dateevt.h>
#include <wx/panel.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

class wxPopupTransientWindow;

namespace deckhand::gui {

/// A date typed or picked from a calendar, shown in the user's locale (shownDate). What is
/// not a date is refused with a word beside the box and left as typed to be corrected; the
/// date stays what it was. A new date, typed (Enter or leaving the box) or picked, sends
/// wxEVT_DATE_CHANGED (a wxDateEvent) as wxDatePickerCtrl does.
class DateField : public wxPanel {
public:
    DateField(wxWindow* parent, const core::Date& date, const wxString& tooltip);

    /// The date in force (the last one accepted).
    [[nodiscard]] core::Date date() const { return m_date; }
    /// Shows `date` and takes it, without an event (the program setting it, not the user).
    void setDate(const core::Date& date);

    /// Reads what the box holds as the user's answer: a new date is taken (and sent), anything
    /// else is refused with the word beside the box; false when refused.
    bool commit();

    /// The word beside the box: empty, or why what was typed is refused.
    [[nodiscard]] wxString refusal() const { return m_refusal->GetLabel(); }
    [[nodiscard]] wxTextCtrl* textBox() const { return m_text; }

private:
    void showCalendar();
    /// Tells the owner that m_date is the new date.
    void send();

    core::Date m_date;
    wxTextCtrl* m_text = nullptr;
    wxButton* m_calendar = nullptr;
    wxStaticText* m_refusal = nullptr;
    wxPopupTransientWindow* m_popup = nullptr;
    wxCalendarCtrl* m_calendarCtrl = nullptr;
};

} // namespace deckhand::gui
