// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/report_panel.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/html.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "shown_date.hpp"

#include <vector>
#include <wx/sizer.h>

namespace deckhand::gui {

namespace {

const wxColour LegalColour(0x2E, 0x7D, 0x32);
const wxColour IllegalColour(0xC6, 0x28, 0x28);
const wxColour NeutralColour(0x55, 0x55, 0x55);
constexpr const char* ErrorHtml = "#C62828";
constexpr const char* WarningHtml = "#B26A00";
constexpr const char* InfoHtml = "#2E7D32";
constexpr const char* DimHtml = "#5F6368";

wxString html(std::string_view text) {
    return toWx(escapeHtml(text));
}

/// One problem as the list shows it: a coloured bar and tag, the message, then smaller lines.
wxString itemHtml(const char* colour, const wxString& tag, const wxString& body,
                  const wxString& details) {
    return wxString::Format("<table width=\"100%%\" cellspacing=\"0\" cellpadding=\"4\"><tr>"
                            "<td bgcolor=\"%s\" width=\"6\"></td><td>"
                            "<font color=\"%s\"><b>%s</b></font>&nbsp; %s%s</td></tr></table>",
                            colour, colour, tag, body, details);
}

/// The problem list. A selected line keeps its own colours on a light background: the tags
/// and citations are coloured, and white-on-blue would make them unreadable.
class ProblemList : public wxSimpleHtmlListBox {
public:
    explicit ProblemList(wxWindow* parent) : wxSimpleHtmlListBox(parent, wxID_ANY) {
        SetSelectionBackground(wxColour(0xD6, 0xE4, 0xF5));
    }

    // A list's theme colours and font, asked four times at each paint, are found by making a
    // GtkTreeView each time (wxListBox::GetClassDefaultAttributes): asked once here. They were
    // 3% of the window's start.
    wxVisualAttributes GetDefaultAttributes() const override {
        static const wxVisualAttributes attributes = GetClassDefaultAttributes();
        return attributes;
    }

protected:
    wxColour GetSelectedTextColour(const wxColour& colFg) const override { return colFg; }
};

} // namespace

ReportPanel::ReportPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    m_verdict = new wxStaticText(this, wxID_ANY, "");
    m_verdict->SetFont(GetFont().Scaled(1.8f).Bold());
    m_counts = new wxStaticText(this, wxID_ANY, "");
    m_counts->SetFont(GetFont().Scaled(1.15f));
    m_summary = new wxStaticText(this, wxID_ANY, "");
    m_summary->SetForegroundColour(NeutralColour);
    m_judged = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                wxST_ELLIPSIZE_END | wxST_NO_AUTORESIZE);
    m_judged->SetForegroundColour(NeutralColour);
    m_details =
        new wxButton(this, wxID_ANY, _("Details"), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    m_details->SetToolTip(_("What the deck was judged against: the game, format, event date, "
                            "Limited list and data"));
    m_details->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { showDetails(!m_detailsShown); });
    m_problems = new ProblemList(this);
    m_problems->SetName(_("Problems"));

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(m_verdict, 0, wxALIGN_BOTTOM);
    top->Add(m_counts, 1, wxALIGN_BOTTOM | wxLEFT | wxBOTTOM, FromDIP(3) * 4);
    auto* judged = new wxBoxSizer(wxHORIZONTAL);
    judged->Add(m_judged, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(6));
    judged->Add(m_details, 0, wxALIGN_CENTER_VERTICAL);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(10));
    sizer->Add(judged, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(6));
    sizer->Add(m_summary, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(10));
    sizer->Add(m_problems, 1, wxEXPAND | wxTOP, FromDIP(6));
    SetSizer(sizer);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        wrapSummary();
    });
    showDetails(false);
}

void ReportPanel::setVerdict(const wxString& text, const wxColour& colour) {
    m_verdict->SetLabel(text);
    m_verdict->SetForegroundColour(colour);
}

void ReportPanel::addItem(Item item, const wxString& markup) {
    m_items.push_back(std::move(item));
    // Broken where the script allows: a Japanese sentence has no spaces to break at.
    m_problems->Append(toWx(breakableHtml(toUtf8(markup))));
}

void ReportPanel::addViolation(const core::Violation& v, bool error) {
    Item item;
    item.kind = error ? ItemKind::Error : ItemKind::Warning;
    item.text = v.message;
    wxString details;
    if (!v.citation.str().empty()) {
        // TRANSLATORS: %s / {} is where the rules sheet says it ("Tournament rules 4.2").
        const std::string see = i18n::trf("See {}", v.citation.str());
        item.text += "\n" + see;
        details +=
            wxString::Format("<br><font size=\"-1\" color=\"%s\">%s</font>", DimHtml, html(see));
    }
    if (!v.note.empty()) {
        // TRANSLATORS: how Deckhand reads a rule that could be read more than one way.
        const std::string reading = i18n::trf("Reading: {}", v.note);
        item.text += "\n" + reading;
        details += wxString::Format("<br><font size=\"-1\" color=\"%s\"><i>%s</i></font>", DimHtml,
                                    html(reading));
    }
    item.violation = v;
    const wxString tag = error ? _("ERROR") : _("WARNING");
    const wxString rule =
        v.rule.empty() ? wxString()
                       : " <font color=\"" + wxString(DimHtml) + "\">[" + html(v.rule) + "]</font>";
    addItem(std::move(item),
            itemHtml(error ? ErrorHtml : WarningHtml, tag + rule, html(v.message), details));
}

void ReportPanel::setSummary(const std::string& text, const std::string& line) {
    m_summaryText = toWx(text);
    m_folds = !line.empty();
    m_judged->SetLabel(toWx(line));
    m_judged->SetToolTip(m_summaryText);
    showDetails(m_detailsShown);
}

void ReportPanel::showDetails(bool shown) {
    m_detailsShown = shown;
    m_judged->Show(m_folds);
    m_details->Show(m_folds);
    m_details->SetLabel(shown ? _("Hide") : _("Details"));
    m_summary->Show(!m_folds || shown);
    wrapSummary();
}

void ReportPanel::wrapSummary() {
    // Wrapped from the text as written each time: the label's own has the last width's breaks.
    const int width = GetClientSize().GetWidth();
    // Not before the pane has a width of its own: its first size wraps them (a check shown
    // while the window is built was wrapped to a guess, then again).
    if (width < FromDIP(50)) return;
    // Not again for the same text at the same width (a check's counts and a game shown call
    // this too).
    const int summaryWidth = std::max(width - FromDIP(20), FromDIP(200));
    if (summaryWidth != m_summaryWrappedAt || m_summaryText != m_summaryWrapped) {
        wrapLabel(*m_summary, m_summaryText, summaryWidth);
        m_summaryWrappedAt = summaryWidth;
        m_summaryWrapped = m_summaryText;
    }
    // The counts beside the verdict go onto two lines in a narrow pane rather than lose the
    // warnings off the edge.
    // Broken only between counts, never inside one: "41 cards · 0 errors" / "· 0 warnings".
    const wxString separator = wxString::FromUTF8("  \u00B7  ");
    std::vector<wxString> parts;
    wxString rest = m_countsText;
    for (int at = rest.Find(separator); at != wxNOT_FOUND; at = rest.Find(separator)) {
        parts.push_back(rest.Left(static_cast<std::size_t>(at)));
        rest = rest.Mid(static_cast<std::size_t>(at) + separator.length());
    }
    parts.push_back(rest);
    // Beside the verdict while the widest count fits there, under it otherwise: "NOT CHECKED"
    // in a narrow pane left "1 problem in the list" room for its "1" alone.
    int widest = 0;
    for (const wxString& part : parts)
        widest = std::max(widest, m_counts->GetTextExtent(part).x);
    const int beside = width - m_verdict->GetBestSize().x - FromDIP(34);
    const bool below = beside < widest && width > 0;
    if (auto* top = dynamic_cast<wxBoxSizer*>(m_counts->GetContainingSizer()))
        top->SetOrientation(below ? wxVERTICAL : wxHORIZONTAL);
    const int room = std::max(below ? width - FromDIP(34) : beside, FromDIP(80));
    wxString label, line;
    for (const wxString& part : parts) {
        const wxString longer = line.empty() ? part : line + separator + part;
        if (!line.empty() && m_counts->GetTextExtent(longer).x > room) {
            label += line + "\n";
            line = wxString::FromUTF8("\u00B7  ") + part;
        } else {
            line = longer;
        }
    }
    // One count wider than the room ("1 problem in the list" beside NOT CHECKED in a narrow
    // pane) breaks between its words rather than show its first one alone.
    wrapLabel(*m_counts, label + line, room);
    Layout();
}

void ReportPanel::setCounts(const std::string& text) {
    m_countsText = toWx(text);
    wrapSummary();
}

void ReportPanel::showCheck(const app::DeckCheck& check, const app::LoadedGame& game) {
    m_problems->Clear();
    m_items.clear();
    const core::Format* format = game.game.format(check.format);
    const std::string formatName = format ? format->name : check.format;
    if (!check.inputErrors.empty() || !check.report) {
        showProblems(i18n::trf("The list could not be read, so it was not checked against the {} "
                               "{} rules.",
                               game.game.name, formatName),
                     check.inputErrors);
        return;
    }
    const core::ValidationReport& r = *check.report;
    setVerdict(r.legal() ? _("LEGAL") : _("ILLEGAL"), r.legal() ? LegalColour : IllegalColour);
    setCounts(i18n::trfn("{} card", "{} cards", r.deckSize, r.deckSize) + "  ·  " +
              i18n::trfn("{} error", "{} errors", r.errors.size(), r.errors.size()) + "  ·  " +
              i18n::trfn("{} warning", "{} warnings", r.warnings.size(), r.warnings.size()));
    const std::string date = toUtf8(shownDate(r.date));
    // TRANSLATORS: the game, the format's name, the event date.
    std::string summary =
        i18n::trf("{}, {} format, event date {}.", game.game.name, formatName, date) + "\n";
    // TRANSLATORS: {} is the game's name for its Limited list ("Limited list", "Banned list").
    summary += r.limitedList.empty() ? i18n::trf("No {} applies.", game.game.limitedListName)
                                     : i18n::trf("Judged against the {}.", r.limitedList);
    if (!r.rotation.empty()) summary += "\n" + i18n::trf("Judged under the {}.", r.rotation);
    if (const auto sample = app::sampleUse(check, game); sample.any())
        summary += "\n" + sample.str() + ".";
    // Folded to one line: the problems come first.
    // TRANSLATORS: {} is the game's name for its Limited list, on the folded summary line.
    std::string line =
        formatName + " \u00B7 " + date + " \u00B7 " +
        (r.limitedList.empty() ? i18n::trf("no {}", game.game.limitedListName) : r.limitedList);
    if (const auto sample = app::sampleUse(check, game); sample.any())
        line += std::string(" \u00B7 ") + i18n::tr("sample data");
    setSummary(summary, line);
    for (const auto& v : r.errors)
        addViolation(v, true);
    for (const auto& v : r.warnings)
        addViolation(v, false);
    if (m_items.empty()) {
        Item item{ItemKind::Info,
                  i18n::trf("No problems: the deck meets every rule of the {} format.", formatName),
                  {}};
        const wxString body = html(item.text);
        // TRANSLATORS: the tag of the line saying the deck has no problem.
        addItem(std::move(item), itemHtml(InfoHtml, _("OK"), body, ""));
    }
}

void ReportPanel::showProblems(const std::string& headline,
                               const std::vector<ParseError>& problems) {
    m_problems->Clear();
    m_items.clear();
    setVerdict(_("NOT CHECKED"), IllegalColour);
    setCounts(i18n::trfn("{} problem in the list", "{} problems in the list", problems.size(),
                         problems.size()));
    setSummary(headline);
    for (const auto& p : problems) {
        Item item{ItemKind::InputError, p.str(), {}};
        const std::string where = p.where.str();
        const wxString body = where.empty()
                                  ? html(p.message)
                                  : wxString::Format("<font color=\"%s\">%s</font><br>%s", DimHtml,
                                                     html(where), html(p.message));
        addItem(std::move(item), itemHtml(ErrorHtml, _("CANNOT READ"), body, ""));
    }
}

void ReportPanel::showMessage(const std::string& headline, const std::string& detail) {
    m_problems->Clear();
    m_items.clear();
    setVerdict(toWx(headline), NeutralColour);
    setCounts("");
    setSummary(detail);
}

const core::Violation* ReportPanel::violationAt(int line) const {
    if (line < 0 || static_cast<std::size_t>(line) >= m_items.size()) return nullptr;
    const auto& v = m_items[static_cast<std::size_t>(line)].violation;
    return v ? &*v : nullptr;
}

} // namespace deckhand::gui
