// SPDX-License-Identifier: GPL-3.0-or-later

#include "event_check_dialog.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/date_field.hpp"
#include "deckhand/gui/text_wrap.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fmt/format.h>
#include <numeric>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dateevt.h>
#include <wx/dirdlg.h>
#include <wx/filedlg.h>
#include <wx/gauge.h>
#include <wx/listctrl.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/utils.h>

namespace deckhand::gui {

namespace fs = std::filesystem;

// What the worker and the dialog share: the worker touches nothing of the dialog but this and
// CallAfter, which queues onto the window's thread.
struct EventCheckDialog::Job {
    std::atomic<bool> cancel{false};
    std::atomic<std::size_t> done{0};
    std::atomic<std::size_t> total{0};
};

namespace {

// Translated where shown.
const char* const kHeadings[] = {
    wxTRANSLATE("Player"), wxTRANSLATE("ID"),      wxTRANSLATE("Verdict"),
    wxTRANSLATE("Main"),   wxTRANSLATE("Side"),    wxTRANSLATE("Problems"),
    wxTRANSLATE("Late"),   wxTRANSLATE("Same as"), wxTRANSLATE("Superseded by")};
const int kWidths[] = {140, 50, 95, 55, 55, 220, 45, 120, 110}; // 890 in all

} // namespace

EventCheckDialog::EventCheckDialog(wxWindow* parent, const app::LoadedGame& game,
                                   const std::string& formatId, const core::Date& date,
                                   OpenList open)
    : wxDialog(parent, wxID_ANY, _("Check an event's lists"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_game(game), m_open(std::move(open)), m_timer(this) {
    buildUi(formatId, date);
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { showProgress(); });
    updateButtons();
}

EventCheckDialog::~EventCheckDialog() {
    if (m_job) m_job->cancel = true;
    if (m_worker.joinable()) m_worker.join(); // its queued answers go with this window
    m_timer.Stop();
}

void EventCheckDialog::buildUi(const std::string& formatId, const core::Date& date) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        toWx(i18n::trf("Every list an event's players handed in, judged as {}: the responses "
                       "of a form (its CSV, from Google Forms or Microsoft Forms) or a folder "
                       "of list files, named by player or by a roster.",
                       m_game.game.name)));
    wrapLabel(*intro, intro->GetLabel(), FromDIP(880));
    top->Add(intro, 0, wxALL, FromDIP(10));
    top->Add(buildInputs(formatId, date), 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(10));

    auto* run = new wxBoxSizer(wxHORIZONTAL);
    m_check = new wxButton(this, wxID_ANY, _("Chec&k"));
    m_check->SetDefault(); // Enter in a field checks
    m_cancel = new wxButton(this, wxID_ANY, _("Cancel"));
    m_gauge = new wxGauge(this, wxID_ANY, 1000);
    run->Add(m_check, 0, wxRIGHT, FromDIP(8));
    run->Add(m_cancel, 0, wxRIGHT, FromDIP(8));
    run->Add(m_gauge, 1, wxALIGN_CENTER_VERTICAL);
    top->Add(run, 0, wxEXPAND | wxALL, FromDIP(10));
    m_status = new wxStaticText(this, wxID_ANY, "");
    top->Add(m_status, 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(10));

    m_table = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(900, 240)),
                             wxLC_REPORT | wxLC_SINGLE_SEL);
    m_table->SetName(_("Lists"));
    for (int c = 0; c < ColCount; ++c)
        m_table->AppendColumn(wxGetTranslation(kHeadings[c]),
                              c == ColMain || c == ColSide ? wxLIST_FORMAT_RIGHT
                                                           : wxLIST_FORMAT_LEFT,
                              FromDIP(kWidths[c]));
    top->Add(m_table, 1, wxEXPAND | wxALL, FromDIP(10));
    top->Add(buildResultButtons(), 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(10));

    m_check->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        guarded(this, _("Deckhand could not check the event's lists."), [&] { start(); });
    });
    m_cancel->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { cancel(); });
    m_table->Bind(wxEVT_LIST_COL_CLICK, [this](wxListEvent& e) { sortBy(e.GetColumn()); });
    m_table->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent&) { askOpen(); });
    m_table->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) {
        updateButtons();
        showSelected();
    });
    // Problems takes the width the other columns leave: the text most cut short.
    m_table->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        int others = 0;
        for (int c = 0; c < ColCount; ++c)
            if (c != ColProblems) others += m_table->GetColumnWidth(c);
        m_table->SetColumnWidth(ColProblems,
                                std::max(FromDIP(kWidths[ColProblems]),
                                         m_table->GetClientSize().x - others - FromDIP(4)));
    });
    m_table->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) { updateButtons(); });
    SetSizerAndFit(top);
    // The table gets what room the screen has for more rows, up to some 20.
    const wxSize fit = GetSize();
    SetMinSize(fit);
    const wxRect screen = wxGetClientDisplayRect();
    SetSize(std::max(fit.x, std::min(screen.width * 9 / 10, fit.x + FromDIP(320))),
            std::max(fit.y, std::min(screen.height * 9 / 10, fit.y + FromDIP(260))));
    CentreOnParent();
}

wxSizer* EventCheckDialog::buildInputs(const std::string& formatId, const core::Date& date) {
    auto* grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    grid->AddGrowableCol(1);
    auto label = [&](const wxString& text) {
        grid->Add(new wxStaticText(this, wxID_ANY, text), 0, wxALIGN_CENTER_VERTICAL);
    };
    auto pathRow = [&](wxTextCtrl*& field, const wxString& name, const wxString& hint,
                       std::initializer_list<std::pair<wxString, std::function<void()>>> buttons) {
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        field = new wxTextCtrl(this, wxID_ANY);
        field->SetName(name);
        field->SetHint(hint);
        row->Add(field, 1, wxALIGN_CENTER_VERTICAL);
        for (const auto& [text, action] : buttons) {
            auto* b = new wxButton(this, wxID_ANY, text);
            b->Bind(wxEVT_BUTTON, [this, action = action](wxCommandEvent&) {
                guarded(this, _("Deckhand could not choose the file."), action);
            });
            row->Add(b, 0, wxLEFT, FromDIP(6));
        }
        grid->Add(row, 1, wxEXPAND);
    };
    label(_("Lists"));
    pathRow(
        m_source, _("Lists"), _("a form's responses (.csv) or a folder of list files"),
        {{_("Form CSV…"), [this] { chooseForm(); }}, {_("Folder…"), [this] { chooseFolder(); }}});
    label(_("Roster"));
    pathRow(m_roster, _("Roster"), _("optional, for a folder: CSV of file, player, id, surname"),
            {{_("Choose…"), [this] { chooseRoster(); }}});

    label(_("Format"));
    auto* judged = new wxBoxSizer(wxHORIZONTAL);
    m_format = new wxChoice(this, wxID_ANY);
    for (const auto& f : m_game.game.formats) {
        m_format->Append(toWx(f.name));
        if (f.id == formatId) m_format->SetSelection(static_cast<int>(m_format->GetCount() - 1));
    }
    if (m_format->GetSelection() == wxNOT_FOUND && m_format->GetCount() > 0)
        m_format->SetSelection(0);
    judged->Add(m_format, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(12));
    judged->Add(new wxStaticText(this, wxID_ANY, _("Event date")), 0,
                wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(6));
    m_date = new DateField(this, date,
                           _("The lists are judged against the Limited list in force that day"));
    judged->Add(m_date, 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(judged, 1, wxEXPAND);

    label(_("Deadline"));
    auto* deadline = new wxBoxSizer(wxHORIZONTAL);
    m_deadline = new wxTextCtrl(this, wxID_ANY);
    m_deadline->SetName(_("Deadline"));
    m_deadline->SetHint(_("optional: 2026-04-30 22:00"));
    m_deadline->SetToolTip(_("Lists handed in after it are late (ISO 8601, or as the form writes "
                             "its times; +01:00 for a time zone)"));
    deadline->Add(m_deadline, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(12));
    deadline->Add(new wxStaticText(this, wxID_ANY, _("Form dates")), 0,
                  wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(6));
    m_dateOrder = new wxChoice(this, wxID_ANY);
    m_dateOrder->Append(_("As the form shows"));
    m_dateOrder->Append(_("Day first (31/12)"));
    m_dateOrder->Append(_("Month first (12/31)"));
    m_dateOrder->SetSelection(0);
    m_dateOrder->SetToolTip(_("How the form writes 03/04/2026; told by a date the form has that "
                              "settles it, else asked for when there is a deadline"));
    deadline->Add(m_dateOrder, 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(deadline, 1, wxEXPAND);

    label(_("Event"));
    m_event = new wxTextCtrl(this, wxID_ANY);
    m_event->SetName(_("Event"));
    m_event->SetHint(_("optional: its name, printed on the sheets"));
    grid->Add(m_event, 1, wxEXPAND);
    return grid;
}

wxSizer* EventCheckDialog::buildResultButtons() {
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    m_openButton = new wxButton(this, wxID_ANY, _("&Open list"));
    m_openButton->SetToolTip(_("Open the player's list in the deck editor, not saved yet"));
    m_sheetsButton = new wxButton(this, wxID_ANY, _("Save &sheets…"));
    m_sheetsButton->SetToolTip(
        _("Every readable list's registration sheet in one PDF, sorted by surname"));
    m_summaryButton = new wxButton(this, wxID_ANY, _("Save s&ummary…"));
    m_summaryButton->SetToolTip(
        _("The table as summary.csv, as deckhand-cli event check writes it"));
    row->Add(m_openButton, 0, wxRIGHT, FromDIP(8));
    row->Add(m_sheetsButton, 0, wxRIGHT, FromDIP(8));
    row->Add(m_summaryButton, 0);
    row->AddStretchSpacer();
    row->Add(new wxButton(this, wxID_CANCEL, _("Close")), 0);
    SetEscapeId(wxID_CANCEL);
    m_openButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { askOpen(); });
    m_sheetsButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { askSaveSheets(); });
    m_summaryButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { askSaveSummary(); });
    return row;
}

void EventCheckDialog::setSource(const std::string& path) {
    m_source->ChangeValue(toWx(path));
}

void EventCheckDialog::setRoster(const std::string& path) {
    m_roster->ChangeValue(toWx(path));
}

void EventCheckDialog::setDeadline(const std::string& text) {
    m_deadline->ChangeValue(toWx(text));
}

void EventCheckDialog::setEventName(const std::string& name) {
    m_event->ChangeValue(toWx(name));
}

void EventCheckDialog::setDateOrder(app::DateOrder order) {
    m_dateOrder->SetSelection(order == app::DateOrder::DayFirst     ? 1
                              : order == app::DateOrder::MonthFirst ? 2
                                                                    : 0);
}

bool EventCheckDialog::start() {
    if (running()) return false;
    const std::string source(core::trim(toUtf8(m_source->GetValue())));
    const std::string roster(core::trim(toUtf8(m_roster->GetValue())));
    std::error_code ec;
    if (source.empty() || !fs::exists(source, ec)) {
        setStatus(source.empty()
                      ? std::string(i18n::tr("Choose a form's CSV or a folder of lists first."))
                      : i18n::trf("There is no file or folder {}.", source));
        return false;
    }
    app::EventInput input;
    if (fs::is_directory(source, ec))
        input.paths = {source};
    else
        input.form = source;
    if (!roster.empty() && !input.form.empty()) {
        setStatus(i18n::tr("A roster is for a folder of lists: a form names its players."));
        return false;
    }
    input.roster = roster;

    app::EventOptions options;
    options.game = &m_game;
    const int format = m_format->GetSelection();
    if (format >= 0)
        options.options.format = m_game.game.formats[static_cast<std::size_t>(format)].id;
    options.options.date = m_date->date();
    const int order = m_dateOrder->GetSelection();
    options.dateOrder = order == 1   ? app::DateOrder::DayFirst
                        : order == 2 ? app::DateOrder::MonthFirst
                                     : app::DateOrder::Unknown;
    if (const std::string text(core::trim(toUtf8(m_deadline->GetValue()))); !text.empty()) {
        auto deadline = app::eventDeadline(text, options.dateOrder);
        if (!deadline.ok()) {
            const std::string& message = deadline.errors.front().message;
            std::string why = i18n::trf("Deadline {}.", message);
            if (message.find("--date-order") != std::string::npos)
                why +=
                    " " + std::string(i18n::tr("Choose Day first or Month first in Form dates."));
            setStatus(why);
            return false;
        }
        options.deadline = deadline.value;
    }
    options.event = toUtf8(m_event->GetValue());
    auto job = std::make_shared<Job>();
    options.cancel = &job->cancel;
    options.progress = [job](std::size_t done, std::size_t total) {
        job->done = done;
        job->total = total;
    };
    m_job = job;
    m_input = input;
    m_summary = {};
    m_order.clear();
    m_sortColumn = -1;
    fillTable();
    m_checker = std::make_unique<app::EventCheck>(std::move(options));
    setStatus(i18n::tr("Reading the lists..."));
    m_gauge->SetValue(0);
    m_timer.Start(100);
    // The worker has the checker to itself until it hands back its summary.
    m_worker = std::thread([this, job, checker = m_checker.get(), input = std::move(input)] {
        auto result = std::make_shared<Result<app::EventSummary>>();
        try {
            *result = checker->run(input);
        } catch (const std::exception& e) {
            result->errors.push_back({{}, e.what()});
        }
        CallAfter([this, job, result] {
            if (job == m_job) finished(std::move(*result), job->cancel);
        });
    });
    updateButtons();
    return true;
}

void EventCheckDialog::cancel() {
    if (m_job) m_job->cancel = true;
}

bool EventCheckDialog::running() const {
    return m_worker.joinable();
}

void EventCheckDialog::finished(Result<app::EventSummary> result, bool cancelled) {
    if (m_worker.joinable()) m_worker.join();
    m_timer.Stop();
    m_job.reset();
    if (cancelled) {
        setStatus(i18n::tr("Cancelled: nothing was kept of the check."));
        m_gauge->SetValue(0);
        m_checker.reset();
    } else if (!result.ok()) {
        std::string why;
        for (const auto& e : result.errors)
            why += (why.empty() ? "" : "\n") + e.str();
        // The command line's option is Form dates here.
        if (why.find("--date-order") != std::string::npos)
            why += "\n" + std::string(i18n::tr("Choose Day first or Month first in Form dates."));
        setStatus(i18n::trf("The lists could not be checked: {}", why));
        m_gauge->SetValue(0);
        m_checker.reset();
    } else {
        m_summary = std::move(result.value);
        m_order.resize(m_summary.rows.size());
        std::iota(m_order.begin(), m_order.end(), std::size_t{0});
        m_gauge->SetValue(m_gauge->GetRange());
        std::string notes(core::trim(m_summary.notes));
        if (notes.starts_with("note: ")) notes = notes.substr(6);
        setStatus(app::eventCounts(m_summary) + "." + (notes.empty() ? "" : " " + notes));
    }
    fillTable();
    updateButtons();
}

void EventCheckDialog::showProgress() {
    if (!m_job) return;
    const std::size_t done = m_job->done, total = m_job->total;
    if (total == 0) return;
    m_gauge->SetValue(
        static_cast<int>(done * static_cast<std::size_t>(m_gauge->GetRange()) / total));
    setStatus(i18n::trfn("Checked {} of {} list...", "Checked {} of {} lists...", total,
                         core::shownCount(static_cast<long long>(done)),
                         core::shownCount(static_cast<long long>(total))));
}

// The whole of a row's problems, which its cell cuts short, under the buttons.
void EventCheckDialog::showSelected() {
    const long i = selected();
    if (i < 0 || static_cast<std::size_t>(i) >= m_order.size()) return;
    const std::size_t row = m_order[static_cast<std::size_t>(i)];
    const app::EventRow& r = m_summary.rows[row];
    std::string text = app::eventCounts(m_summary) + ".";
    if (!r.problems.empty()) text += " " + cellText(row, ColPlayer) + ": " + r.problems + ".";
    setStatus(text);
}

void EventCheckDialog::setStatus(const std::string& text) {
    m_statusText = text;
    wrapLabel(*m_status, toWx(text), std::max(FromDIP(300), m_table->GetSize().x));
    Layout();
}

std::string EventCheckDialog::status() const {
    return m_statusText;
}

std::string EventCheckDialog::cellText(std::size_t row, int column) const {
    const app::EventRow& r = m_summary.rows[row];
    const bool read = r.verdict != "UNREADABLE";
    switch (column) {
    case ColPlayer:
        return r.player.empty() ? r.source : r.player;
    case ColId:
        return r.playerId;
    case ColVerdict:
        return r.verdict;
    case ColMain:
        return read ? std::to_string(r.main) : "";
    case ColSide:
        return read ? std::to_string(r.side) : "";
    case ColProblems:
        return r.problems;
    case ColLate:
        return r.lateResubmission ? i18n::tr("late, not taken") : r.late ? i18n::tr("late") : "";
    case ColSameAs: {
        std::string same;
        for (const auto& s : m_summary.sameAs(row))
            same += (same.empty() ? "" : "; ") + s;
        return same;
    }
    case ColSuperseded:
        return r.supersededBy;
    default:
        return {};
    }
}

void EventCheckDialog::fillTable() {
    m_table->Freeze();
    m_table->DeleteAllItems();
    for (std::size_t i = 0; i < m_order.size(); ++i) {
        const app::EventRow& r = m_summary.rows[m_order[i]];
        const long item = m_table->InsertItem(static_cast<long>(i), toWx(cellText(m_order[i], 0)));
        for (int c = 1; c < ColCount; ++c)
            m_table->SetItem(item, c, toWx(cellText(m_order[i], c)));
        if (!r.supersededBy.empty())
            m_table->SetItemTextColour(item, wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
        else if (r.verdict != "LEGAL")
            m_table->SetItemTextColour(item, wxColour(176, 0, 0));
    }
    if (m_sortColumn >= 0)
        m_table->ShowSortIndicator(m_sortColumn, m_ascending);
    else
        m_table->RemoveSortIndicator();
    m_table->Thaw();
}

std::vector<std::vector<std::string>> EventCheckDialog::shownRows() const {
    std::vector<std::vector<std::string>> out;
    for (long i = 0; i < m_table->GetItemCount(); ++i) {
        auto& row = out.emplace_back();
        for (int c = 0; c < ColCount; ++c)
            row.push_back(toUtf8(m_table->GetItemText(i, c)));
    }
    return out;
}

void EventCheckDialog::sortBy(int column) {
    if (column < 0 || column >= ColCount) return;
    m_ascending = column == m_sortColumn ? !m_ascending : true;
    m_sortColumn = column;
    // Players by surname, as the sheets are; counts as numbers (an unreadable list has none);
    // the rest as text, case and accents aside. Ties keep the order the input gave.
    std::vector<std::pair<long, std::string>> keys;
    keys.reserve(m_summary.rows.size());
    for (std::size_t i = 0; i < m_summary.rows.size(); ++i) {
        const app::EventRow& r = m_summary.rows[i];
        if (column == ColPlayer)
            keys.emplace_back(0, r.surname);
        else if (column == ColMain || column == ColSide)
            keys.emplace_back(r.verdict == "UNREADABLE" ? -1
                              : column == ColMain       ? r.main
                                                        : r.side,
                              "");
        else
            keys.emplace_back(0, core::foldName(cellText(i, column)));
    }
    std::iota(m_order.begin(), m_order.end(), std::size_t{0});
    std::stable_sort(m_order.begin(), m_order.end(), [&](std::size_t a, std::size_t b) {
        return m_ascending ? keys[a] < keys[b] : keys[b] < keys[a];
    });
    fillTable();
    updateButtons();
}

long EventCheckDialog::selected() const {
    return m_table->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
}

std::string EventCheckDialog::openRow(long index) {
    if (!m_checker || index < 0 || static_cast<std::size_t>(index) >= m_order.size())
        return i18n::tr("Choose a player's list first.");
    const app::EventRow& row = m_summary.rows[m_order[static_cast<std::size_t>(index)]];
    const std::string who = row.player.empty() ? row.source : row.player;
    auto list = m_checker->listOf(m_input, row);
    std::string why;
    if (!list.ok()) {
        why = i18n::trf("{}'s list cannot be read:", who);
        for (const auto& e : list.errors)
            why += "\n" + e.str();
    } else {
        why = m_open(list.value);
    }
    setStatus(why.empty() ? i18n::trf("Opened {}'s list in the deck editor, not saved yet (close "
                                      "this window to work on it).",
                                      who)
                          : why);
    return why;
}

std::string EventCheckDialog::saveSheets(const std::string& path) {
    if (!m_checker) return i18n::tr("Check the lists first.");
    wxBusyCursor busy;
    const auto written = m_checker->writeSheets(m_input, m_summary, path);
    std::string why;
    for (const auto& e : written.errors)
        why += (why.empty() ? "" : "\n") + e.str();
    if (why.empty() && written.value == 0)
        why = i18n::tr("No list could be read: there is no sheet to save.");
    setStatus(why.empty()
                  ? i18n::trfn("Saved {} registration sheet to {}.",
                               "Saved {} registration sheets to {}.",
                               static_cast<unsigned long>(written.value), written.value, path)
                  : why);
    return why;
}

std::string EventCheckDialog::saveSummary(const std::string& path) {
    if (!m_checker) return i18n::tr("Check the lists first.");
    const auto failed = app::writeEventSummaryCsv(m_summary, path);
    const std::string why = failed ? failed->str() : "";
    setStatus(why.empty() ? i18n::trf("Saved the summary to {}.", path) : why);
    return why;
}

void EventCheckDialog::updateButtons() {
    const bool busy = running();
    const bool have = m_checker && !busy && !m_summary.rows.empty();
    m_check->Enable(!busy);
    m_cancel->Enable(busy);
    m_openButton->Enable(have && selected() >= 0);
    m_sheetsButton->Enable(have);
    m_summaryButton->Enable(have);
}

void EventCheckDialog::chooseForm() {
    wxFileDialog dialog(this, _("A form's responses"), "", "",
                        _("CSV files (*.csv)|*.csv|All files|*"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) m_source->ChangeValue(dialog.GetPath());
}

void EventCheckDialog::chooseFolder() {
    wxDirDialog dialog(this, _("A folder of deck lists"), "", wxDD_DIR_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) m_source->ChangeValue(dialog.GetPath());
}

void EventCheckDialog::chooseRoster() {
    wxFileDialog dialog(this, _("A roster: file, player, id, surname"), "", "",
                        _("CSV files (*.csv)|*.csv|All files|*"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) m_roster->ChangeValue(dialog.GetPath());
}

void EventCheckDialog::askOpen() {
    guarded(this, _("Deckhand could not open the player's list."), [&] { openRow(selected()); });
}

void EventCheckDialog::askSaveSheets() {
    guarded(this, _("Deckhand could not save the sheets."), [&] {
        wxFileDialog dialog(this, _("Save the registration sheets"), "", "sheets.pdf",
                            "PDF (*.pdf)|*.pdf", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() == wxID_OK) saveSheets(toUtf8(dialog.GetPath()));
    });
}

void EventCheckDialog::askSaveSummary() {
    guarded(this, _("Deckhand could not save the summary."), [&] {
        wxFileDialog dialog(this, _("Save the summary"), "", "summary.csv", "CSV (*.csv)|*.csv",
                            wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() == wxID_OK) saveSummary(toUtf8(dialog.GetPath()));
    });
}

} // namespace deckhand::gui
