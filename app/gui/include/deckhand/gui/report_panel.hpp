// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/error.hpp"
#include "deckhand/core/validation.hpp"

#include <optional>
#include <string>
#include <vector>
#include <wx/button.h>
#include <wx/htmllbox.h>
#include <wx/panel.h>
#include <wx/stattext.h>

namespace deckhand::gui {

/// The verdict on the open deck: a LEGAL / ILLEGAL line with the deck's counts, then every error
/// and every warning with its message, citation and reading, first (they are why a deck is
/// illegal, and the pane may be short). What the deck was judged against (game, format, date,
/// Limited list, rotation, sample data) is one line that opens to the whole text.
class ReportPanel : public wxPanel {
public:
    /// What a line of the problem list is.
    enum class ItemKind { Error, Warning, InputError, Info };
    /// One line of the problem list, as plain text (the list itself shows it formatted).
    struct Item {
        ItemKind kind = ItemKind::Info;
        std::string text; ///< message, then citation and reading, one per line
        std::optional<core::Violation> violation; ///< the rule broken; empty for other lines
    };

    explicit ReportPanel(wxWindow* parent);

    /// Shows a finished check: its report, or its input errors when the list could not be read.
    void showCheck(const app::DeckCheck& check, const app::LoadedGame& game);
    /// Shows problems that stopped the check before it started (an unknown format, say).
    void showProblems(const std::string& headline, const std::vector<ParseError>& problems);
    /// Shows a neutral message: no deck open yet, no game installed.
    void showMessage(const std::string& headline, const std::string& detail);

    /// The violation behind a line of the problem list, or nullptr.
    [[nodiscard]] const core::Violation* violationAt(int line) const;

    [[nodiscard]] wxStaticText* verdict() const { return m_verdict; }
    [[nodiscard]] wxStaticText* counts() const { return m_counts; }
    /// The whole of what the deck was judged against (shown when opened, or when it says why
    /// there is no verdict).
    [[nodiscard]] wxStaticText* summary() const { return m_summary; }
    /// The one line it folds into, and the button that opens and folds it.
    [[nodiscard]] wxStaticText* judgedLine() const { return m_judged; }
    [[nodiscard]] wxButton* detailsButton() const { return m_details; }
    /// Opens or folds the judged-against text.
    void showDetails(bool shown);
    [[nodiscard]] bool detailsShown() const { return m_detailsShown; }
    [[nodiscard]] wxSimpleHtmlListBox* problems() const { return m_problems; }
    [[nodiscard]] const std::vector<Item>& items() const { return m_items; }

private:
    void setVerdict(const wxString& text, const wxColour& colour);
    void addItem(Item item, const wxString& html);
    void addViolation(const core::Violation& v, bool error);
    /// The judged-against text and the line it folds into; an empty `line`: the text is not
    /// folded (it says why there is no verdict).
    void setSummary(const std::string& text, const std::string& line = {});
    void wrapSummary();
    /// The counts beside the verdict ("41 cards · 0 errors · 0 warnings"), wrapped to the pane.
    void setCounts(const std::string& text);

    wxStaticText* m_verdict = nullptr;
    wxStaticText* m_counts = nullptr;
    wxStaticText* m_summary = nullptr;
    wxStaticText* m_judged = nullptr;
    wxButton* m_details = nullptr;
    bool m_detailsShown = false; ///< the judged-against text is open
    bool m_folds = false;        ///< the summary is a judged-against text that folds
    wxString m_summaryText;      ///< the summary before wrapping
    wxString m_countsText;       ///< the counts before wrapping
    wxString m_summaryWrapped;   ///< the summary as last wrapped, at m_summaryWrappedAt
    int m_summaryWrappedAt = -1;
    wxSimpleHtmlListBox* m_problems = nullptr;
    std::vector<Item> m_items;
};

} // namespace deckhand::gui
