// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/date_field.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "shown_date.hpp"

#include <fmt/format.h>
#include <wx/artprov.h>
#include <wx/bmpbuttn.h>
#include <wx/calctrl.h>
#include <wx/popupwin.h>
#include <wx/settings.h>
#include <wx/sizer.h>

namespace deckhand::gui {

namespace {

wxDateTime toWx(const core::Date& date) {
    return wxDateTime(static_cast<wxDateTime::wxDateTime_t>(date.day),
                      static_cast<wxDateTime::Month>(date.month - 1), date.year);
}

} // namespace

DateField::DateField(wxWindow* parent, const core::Date& date, const wxString& tooltip)
    : wxPanel(parent, wxID_ANY), m_date(date) {
    m_text = new wxTextCtrl(this, wxID_ANY, shownDate(date), wxDefaultPosition, wxDefaultSize,
                            wxTE_PROCESS_ENTER);
    // Room for the longest form plus a character, whatever the locale's form.
    m_text->SetInitialSize(
        wxSize(m_text->GetTextExtent(shownDate({2026, 12, 28}) + "WW").x + FromDIP(16), -1));
    m_text->SetToolTip(
        tooltip + "\n" +
        gui::toWx(i18n::trf("Type a date as {} or as 2026-12-31, or pick it from the calendar.",
                            gui::toUtf8(shownDate({2026, 12, 31})))));
    // The theme's arrow: a drawn glyph (U+25BE) is missing from some fonts.
    m_calendar = new wxBitmapButton(this, wxID_ANY,
                                    wxArtProvider::GetBitmapBundle(wxART_GO_DOWN, wxART_BUTTON),
                                    wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    m_calendar->SetName(_("Pick the date from a calendar"));
    m_calendar->SetToolTip(_("Pick the date from a calendar"));
    m_refusal = new wxStaticText(this, wxID_ANY, "");
    m_refusal->SetForegroundColour(wxColour(176, 0, 32));

    auto* sizer = new wxBoxSizer(wxHORIZONTAL);
    sizer->Add(m_text, 0, wxALIGN_CENTER_VERTICAL);
    sizer->Add(m_calendar, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, FromDIP(2));
    sizer->Add(m_refusal, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, FromDIP(6));
    SetSizer(sizer);

    m_text->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { commit(); });
    m_text->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        e.Skip();
        commit();
    });
    m_calendar->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { showCalendar(); });
}

void DateField::setDate(const core::Date& date) {
    m_date = date;
    m_text->ChangeValue(shownDate(date));
    m_refusal->SetLabel("");
}

bool DateField::commit() {
    const wxString typed = m_text->GetValue();
    const auto date = readDate(typed);
    if (!date) {
        // Refused, not replaced: the text stays to be corrected and the word says what holds.
        m_refusal->SetLabel(
            gui::toWx(i18n::trf("Not a date: {} is still used.", gui::toUtf8(shownDate(m_date)))));
        GetParent()->Layout();
        return false;
    }
    const bool hadWord = !m_refusal->GetLabel().empty();
    m_refusal->SetLabel("");
    if (hadWord) GetParent()->Layout();
    if (typed != shownDate(*date)) m_text->ChangeValue(shownDate(*date));
    if (*date != m_date) {
        m_date = *date;
        send();
    }
    return true;
}

void DateField::send() {
    wxDateEvent event(this, toWx(m_date), wxEVT_DATE_CHANGED);
    ProcessWindowEvent(event);
}

void DateField::showCalendar() {
    if (!m_popup) { // made once, on first use: most never open it
        m_popup = new wxPopupTransientWindow(this, wxBORDER_SIMPLE);
        m_calendarCtrl = new wxCalendarCtrl(m_popup, wxID_ANY, toWx(m_date));
        auto* sizer = new wxBoxSizer(wxVERTICAL);
        sizer->Add(m_calendarCtrl, 0, wxALL, FromDIP(2));
        m_popup->SetSizerAndFit(sizer);
        m_calendarCtrl->Bind(wxEVT_CALENDAR_SEL_CHANGED, [this](wxCalendarEvent&) {
            const wxDateTime day = m_calendarCtrl->GetDate();
            const core::Date picked{day.GetYear(), static_cast<int>(day.GetMonth()) + 1,
                                    day.GetDay()};
            if (picked == m_date) return;
            setDate(picked);
            send();
        });
        m_calendarCtrl->Bind(wxEVT_CALENDAR_DOUBLECLICKED,
                             [this](wxCalendarEvent&) { m_popup->Dismiss(); });
    }
    m_calendarCtrl->SetDate(toWx(m_date));
    const wxPoint below = m_text->ClientToScreen(wxPoint(0, m_text->GetSize().y));
    m_popup->Position(below, wxSize(0, 0));
    m_popup->Popup(m_calendarCtrl);
}

} // namespace deckhand::gui
