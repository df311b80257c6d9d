// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <vector>
#include <wx/string.h>
#include <wx/textctrl.h>

namespace deckhand::gui {

/// Undo and redo for a text box: GTK's entries and text views keep no history of their own
/// (wxTextCtrl::CanUndo is always false there). Typing one word (with the space before it) is one
/// step; a paste, a cut or a deletion of more than a character is a step of its own. A value the
/// program puts in with ChangeValue (another deck opened) starts a new history: call forget() after
/// it.
class TextUndo {
public:
    /// Watches `box` from now on; the box must outlive this object.
    explicit TextUndo(wxTextCtrl* box);

    /// Whether undo() or redo() would change the box.
    [[nodiscard]] bool canUndo() const { return !m_steps.empty(); }
    [[nodiscard]] bool canRedo() const { return !m_redone.empty(); }

    /// Puts back the text before the last step (SetValue: the box's wxEVT_TEXT fires, so whoever
    /// keeps the text hears of it); false when there is nothing to undo.
    bool undo();
    /// Puts back the step last undone; false when there is none.
    bool redo();
    /// Takes what the box shows as the start of a new history.
    void forget();

private:
    void onText(wxCommandEvent& e);
    void apply(const wxString& text);
    /// Puts the text back to `from`'s last, the text now kept on `to`: an undo or a redo.
    bool step(std::vector<wxString>& from, std::vector<wxString>& to);

    wxTextCtrl* m_box;
    wxString m_current;             ///< what the box showed after the last step
    std::vector<wxString> m_steps;  ///< the text before each step, oldest first
    std::vector<wxString> m_redone; ///< the text after each undone step, last undone last
    bool m_typing = false;          ///< the last step is typing that the next key may add to
    bool m_afterBreak = false;      ///< the last key typed was a space, comma or new line
    bool m_applying = false;        ///< our own SetValue, not a step
};

} // namespace deckhand::gui
