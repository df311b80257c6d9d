// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/deck_prints.hpp"

#include <string>
#include <wx/dialog.h>

class wxCheckBox;
class wxChoice;
class wxSpinCtrlDouble;
class wxStaticText;

namespace deckhand::gui {

/// File > Print proxies: the deck's cards at their real size, 3 x 3 to a page, as a PDF to
/// print for playtesting. The options (paper, bleed, crop marks, only the cards the collection
/// lacks, a page per card kind, backs for double-sided printing and how far to move them) and
/// Save as PDF; what was written is said in the dialog.
class ProxiesDialog : public wxDialog {
public:
    /// `session`, `game` and `deck` must outlive the dialog.
    ProxiesDialog(wxWindow* parent, app::ProfileSession& session, const app::LoadedGame& game,
                  const core::Deck& deck);

    /// What the form says now.
    [[nodiscard]] app::ProxyOptions options() const;
    /// Writes the proxies as a PDF at `path`: empty, or why it could not (said in the dialog
    /// too).
    std::string savePdf(const std::string& path);
    /// The line under the options: how many proxies the options give, or what was written.
    [[nodiscard]] std::string summary() const;

    // For tests.
    [[nodiscard]] wxChoice* paperChoice() const { return m_paper; }
    [[nodiscard]] wxSpinCtrlDouble* bleedField() const { return m_bleed; }
    [[nodiscard]] wxCheckBox* cropMarksBox() const { return m_cropMarks; }
    [[nodiscard]] wxCheckBox* missingBox() const { return m_missing; }
    [[nodiscard]] wxCheckBox* pagePerKindBox() const { return m_pagePerKind; }
    [[nodiscard]] wxCheckBox* backsBox() const { return m_backs; }
    [[nodiscard]] wxSpinCtrlDouble* offsetXField() const { return m_offsetX; }
    [[nodiscard]] wxSpinCtrlDouble* offsetYField() const { return m_offsetY; }

private:
    void update();
    void onSave();

    app::ProfileSession& m_session;
    const app::LoadedGame& m_game;
    const core::Deck& m_deck;
    wxChoice* m_paper = nullptr;
    wxSpinCtrlDouble* m_bleed = nullptr;
    wxCheckBox* m_cropMarks = nullptr;
    wxCheckBox* m_missing = nullptr;
    wxCheckBox* m_pagePerKind = nullptr;
    wxCheckBox* m_backs = nullptr;
    wxSpinCtrlDouble* m_offsetX = nullptr;
    wxSpinCtrlDouble* m_offsetY = nullptr;
    wxStaticText* m_summary = nullptr;
};

} // namespace deckhand::gui
