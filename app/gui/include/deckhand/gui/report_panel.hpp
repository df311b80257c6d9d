#pragma once

#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/error.hpp"
#include "deckhand/core/validation.hpp"

#include <optional>
#include <string>
#include <vector>
#include <wx/htmllbox.h>
#include <wx/panel.h>
#include <wx/stattext.h>

namespace deckhand::gui {

/// The verdict on the open deck: a LEGAL / ILLEGAL line with the deck size and the Limited-list
/// version used, then every error and every warning with its message, citation and reading.
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
    [[nodiscard]] wxStaticText* summary() const { return m_summary; }
    [[nodiscard]] wxSimpleHtmlListBox* problems() const { return m_problems; }
    [[nodiscard]] const std::vector<Item>& items() const { return m_items; }

private:
    void setVerdict(const wxString& text, const wxColour& colour);
    void addItem(Item item, const wxString& html);
    void addViolation(const core::Violation& v, bool error);
    void setSummary(const std::string& text);
    void wrapSummary();
    /// The counts beside the verdict ("41 cards · 0 errors · 0 warnings"), wrapped to the pane.
    void setCounts(const std::string& text);

    wxStaticText* m_verdict = nullptr;
    wxStaticText* m_counts = nullptr;
    wxStaticText* m_summary = nullptr;
    wxString m_summaryText; ///< the summary before wrapping
    wxString m_countsText;  ///< the counts before wrapping
    wxSimpleHtmlListBox* m_problems = nullptr;
    std::vector<Item> m_items;
};

} // namespace deckhand::gui
