#pragma once

#include "deckhand/app/registration.hpp"

#include <string>
#include <wx/dialog.h>

class wxChoice;
class wxStaticBitmap;
class wxStaticText;
class wxTextCtrl;

namespace deckhand::gui {

/// The tournament registration sheet of a checked deck: a form for the event, its date and
/// the player's name and ID, a preview of the first page that follows the form as it is
/// typed, and Save as PDF.
class RegistrationDialog : public wxDialog {
public:
    /// `game` and `check` must outlive the dialog.
    RegistrationDialog(wxWindow* parent, const app::LoadedGame& game, const app::DeckCheck& check);

    /// What the form says now.
    [[nodiscard]] app::RegistrationOptions options() const;
    /// Writes the sheet as a PDF at `path`: empty, or why it could not.
    std::string savePdf(const std::string& path);

    // For tests.
    [[nodiscard]] wxTextCtrl* eventField() const { return m_event; }
    [[nodiscard]] wxTextCtrl* playerField() const { return m_player; }
    [[nodiscard]] wxTextCtrl* playerIdField() const { return m_playerId; }
    [[nodiscard]] wxTextCtrl* dateField() const { return m_date; }
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
    int m_previews = 0;
    wxTextCtrl* m_event = nullptr;
    wxTextCtrl* m_date = nullptr;
    wxTextCtrl* m_player = nullptr;
    wxTextCtrl* m_playerId = nullptr;
    wxTextCtrl* m_deckName = nullptr;
    wxChoice* m_paper = nullptr;
    wxStaticBitmap* m_preview = nullptr;
    wxStaticText* m_pages = nullptr;
};

} // namespace deckhand::gui
