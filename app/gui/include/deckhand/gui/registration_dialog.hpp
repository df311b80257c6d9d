// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/registration.hpp"

#include <optional>
#include <string>
#include <wx/dialog.h>

class wxChoice;
class wxStaticBitmap;
class wxStaticText;
class wxTextCtrl;

namespace deckhand::gui {

class DateField;

/// The tournament registration sheet of a checked deck: a form for the event, its date and
/// the player's name and ID, a preview of the first page that follows the form as it is
/// typed, and Save as PDF (then where it went, with Open and Show in folder). The event date
/// is the date the deck is judged on: another date judges it again (the Limited list in force
/// that day), so the sheet's header and its "checked against" line agree.
class RegistrationDialog : public wxDialog {
public:
    /// `game` and `check` must outlive the dialog.
    RegistrationDialog(wxWindow* parent, const app::LoadedGame& game, const app::DeckCheck& check);

    /// What the form says now.
    [[nodiscard]] app::RegistrationOptions options() const;
    /// Writes the sheet as a PDF at `path`: empty, or why it could not.
    std::string savePdf(const std::string& path);
    /// Sets the event date as the picker does: the deck is judged again on it.
    void setEventDate(const core::Date& date);
    /// The check the sheet is made from (the deck judged on the event date).
    [[nodiscard]] const app::DeckCheck& check() const { return m_judged ? *m_judged : m_check; }
    /// After Save as PDF: what the user chose in the "saved to" message (Open, Show in folder).
    enum class AfterSave { Close, Open, ShowFolder };
    /// Tells the user where the PDF went and opens it or its folder when asked; what was chosen.
    AfterSave saved(const std::string& path);

    // For tests.
    [[nodiscard]] wxTextCtrl* eventField() const { return m_event; }
    [[nodiscard]] wxTextCtrl* playerField() const { return m_player; }
    [[nodiscard]] wxTextCtrl* playerIdField() const { return m_playerId; }
    [[nodiscard]] DateField* datePicker() const { return m_date; }
    [[nodiscard]] wxChoice* paperChoice() const { return m_paper; }
    [[nodiscard]] wxStaticBitmap* preview() const { return m_preview; }
    [[nodiscard]] std::string pageNote() const;
    /// How many times the preview was drawn (it follows the form).
    [[nodiscard]] int previews() const { return m_previews; }

private:
    void updatePreview();
    void onSave();

    const app::LoadedGame& m_game;
    const app::DeckCheck& m_check;
    std::optional<app::DeckCheck> m_judged; ///< judged again on another event date
    int m_previews = 0;
    wxTextCtrl* m_event = nullptr;
    DateField* m_date = nullptr;
    wxTextCtrl* m_player = nullptr;
    wxTextCtrl* m_playerId = nullptr;
    wxTextCtrl* m_deckName = nullptr;
    wxChoice* m_paper = nullptr;
    wxStaticBitmap* m_preview = nullptr;
    wxStaticText* m_pages = nullptr;
};

} // namespace deckhand::gui
