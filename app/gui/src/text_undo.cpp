// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/text_undo.hpp"

namespace deckhand::gui {

namespace {

/// The one character typed into `before` to make `after` at the same place, if that is what
/// happened; 0 otherwise (a paste, a deletion, a replacement).
wxUniChar typedCharacter(const wxString& before, const wxString& after) {
    if (after.length() != before.length() + 1) return 0;
    std::size_t start = 0;
    while (start < before.length() && before[start] == after[start])
        ++start;
    if (after.compare(start + 1, wxString::npos, before, start, wxString::npos) != 0) return 0;
    return after[start];
}

bool isWordBreak(wxUniChar c) {
    return c == ' ' || c == '\n' || c == '\t' || c == ',' || c == '.';
}

} // namespace

TextUndo::TextUndo(wxTextCtrl* box) : m_box(box), m_current(box->GetValue()) {
    m_box->Bind(wxEVT_TEXT, &TextUndo::onText, this);
    // Edit > Undo and Redo (and their Ctrl+Z, Ctrl+Y) go to the focused box first, whose own
    // handlers would do nothing (and grey the items out): ours come before them.
    // The keys themselves too: wxGTK gives a focused text box the first look at a key, so the
    // menu's Ctrl+Z never fires while one has the focus.
    m_box->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        const int key = e.GetKeyCode();
        if (e.GetModifiers() == wxMOD_CONTROL && key == 'Z')
            undo();
        else if ((e.GetModifiers() == wxMOD_CONTROL && key == 'Y') ||
                 (e.GetModifiers() == (wxMOD_CONTROL | wxMOD_SHIFT) && key == 'Z'))
            redo();
        else
            e.Skip();
    });
    m_box->Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { undo(); }, wxID_UNDO);
    m_box->Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { redo(); }, wxID_REDO);
    m_box->Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& e) {
            e.Enable(canUndo());
            e.SetText("&Undo typing\tCtrl+Z");
        },
        wxID_UNDO);
    m_box->Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& e) {
            e.Enable(canRedo());
            e.SetText("&Redo typing\tCtrl+Y");
        },
        wxID_REDO);
}

void TextUndo::onText(wxCommandEvent& e) {
    e.Skip(); // the box's owner hears of every change too
    const wxString now = m_box->GetValue();
    if (m_applying || now == m_current) {
        m_current = now;
        return;
    }
    const wxUniChar typed = typedCharacter(m_current, now);
    // A word and the spaces or commas before it are one step: a space after a word starts
    // the next one.
    const bool breaks = typed != 0 && isWordBreak(typed);
    const bool continues = typed != 0 && m_typing && !(breaks && !m_afterBreak);
    if (!continues) m_steps.push_back(m_current);
    m_typing = typed != 0;
    m_afterBreak = breaks;
    m_redone.clear();
    m_current = now;
}

void TextUndo::apply(const wxString& text) {
    m_applying = true;
    m_box->SetValue(text);
    m_applying = false;
    m_current = text;
    m_typing = false;
    m_afterBreak = false;
    m_box->SetInsertionPointEnd();
}

bool TextUndo::undo() {
    return step(m_steps, m_redone);
}

bool TextUndo::redo() {
    return step(m_redone, m_steps);
}

bool TextUndo::step(std::vector<wxString>& from, std::vector<wxString>& to) {
    if (from.empty()) return false;
    to.push_back(m_current);
    const wxString text = from.back();
    from.pop_back();
    apply(text);
    return true;
}

void TextUndo::forget() {
    m_steps.clear();
    m_redone.clear();
    m_typing = false;
    m_afterBreak = false;
    m_current = m_box->GetValue();
}

} // namespace deckhand::gui
