// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/games_panel.hpp"

#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "preferences_dialog.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/progdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>

namespace deckhand::gui {

namespace {

std::string joinErrors(const std::string& head, const std::vector<ParseError>& errors) {
    std::string text = head;
    const std::size_t shown = std::min<std::size_t>(errors.size(), 20);
    for (std::size_t i = 0; i < shown; ++i)
        text += "\n" + errors[i].str();
    if (errors.size() > shown) text += "\n" + i18n::trf("... and {} more", errors.size() - shown);
    return text;
}

} // namespace

GamesPanel::GamesPanel(wxWindow* parent, app::ProfileSession& session)
    : wxPanel(parent, wxID_ANY), m_session(session) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    m_install = new wxButton(this, wxID_ANY, _("&Install a game pack..."));
    m_import = new wxButton(this, wxID_ANY, _("Import &card data..."));
    m_follow = new wxButton(this, wxID_ANY, _("&Follow a pack URL..."));
    m_update = new wxButton(this, wxID_ANY, _("&Update all"));
    for (wxButton* b : {m_install, m_import, m_follow, m_update})
        buttons->Add(b, 0, wxRIGHT, 4);
    top->Add(buttons, 0, wxALL, 6);
    m_games =
        new wxDataViewListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES);
    m_games->AppendTextColumn(_("Game"), wxDATAVIEW_CELL_INERT, 220);
    m_games->AppendTextColumn(_("Id"), wxDATAVIEW_CELL_INERT, 80);
    // Wide enough for the heading in French ("Impressions") as well.
    m_games->AppendTextColumn(_("Printings"), wxDATAVIEW_CELL_INERT, 96, wxALIGN_RIGHT);
    m_games->AppendTextColumn(_("Card files"), wxDATAVIEW_CELL_INERT, 300);
    m_games->AppendTextColumn(_("Followed URLs"), wxDATAVIEW_CELL_INERT, 300);
    // Beside the installed games, the packs of popular games' rules shipped with Deckhand:
    // added only when the user asks. Side by side, each list keeps the pane's whole height.
    auto* lists = new wxBoxSizer(wxHORIZONTAL);
    lists->Add(m_games, 3, wxEXPAND | wxRIGHT, 6);
    auto* examples = new wxBoxSizer(wxVERTICAL);
    auto* examplesRow = new wxBoxSizer(wxHORIZONTAL);
    auto* examplesLabel = new wxStaticText(this, wxID_ANY, _("Examples you can add:"));
    examplesLabel->SetToolTip(_("Packs of popular games' construction rules, shipped with "
                                "Deckhand: rules only, bring your own card data"));
    examplesRow->Add(examplesLabel, 1, wxALIGN_CENTER_VERTICAL);
    m_addExample = new wxButton(this, wxID_ANY, _("&Add"));
    m_addExample->SetToolTip(_("Install the selected example pack into this profile (rules only; "
                               "bring your own cards)"));
    examplesRow->Add(m_addExample, 0);
    examples->Add(examplesRow, 0, wxEXPAND | wxBOTTOM, 4);
    m_examples =
        new wxDataViewListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 100), wxDV_ROW_LINES);
    m_examples->AppendTextColumn(_("Game"), wxDATAVIEW_CELL_INERT, 170);
    m_examples->AppendTextColumn(_("Id"), wxDATAVIEW_CELL_INERT, 80);
    m_examples->AppendTextColumn(_("Rules"), wxDATAVIEW_CELL_INERT, 600);
    examples->Add(m_examples, 1, wxEXPAND);
    lists->Add(examples, 2, wxEXPAND);
    top->Add(lists, 1, wxEXPAND | wxLEFT | wxRIGHT, 6);
    m_status =
        new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    top->Add(m_status, 0, wxEXPAND | wxALL, 6);
    SetSizer(top);

    m_install->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onInstall(); });
    m_import->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onImport(); });
    m_follow->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onFollow(); });
    m_update->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onUpdate(); });
    m_addExample->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onAddExample(); });
    m_examples->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        m_addExample->Enable(m_examples->GetSelectedRow() != wxNOT_FOUND);
    });
    m_games->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED,
                  [this](wxDataViewEvent&) { m_import->Enable(!selectedGame().empty()); });
    refresh();
}

std::string GamesPanel::selectedGame() const {
    const int row = m_games->GetSelectedRow();
    return row == wxNOT_FOUND || static_cast<std::size_t>(row) >= m_ids.size()
               ? std::string()
               : m_ids[static_cast<std::size_t>(row)];
}

namespace {

// A column as wide as its widest text (and its heading), within [least, most] pixels: a
// game's name is read whole ("Linkframe (54-card Progress/Action)" was cut at 220).
void fitColumn(wxDataViewListCtrl* list, unsigned column, int least, int most) {
    int widest = list->GetTextExtent(list->GetColumn(column)->GetTitle()).x;
    for (unsigned row = 0; row < static_cast<unsigned>(list->GetItemCount()); ++row)
        widest = std::max(widest, list->GetTextExtent(list->GetTextValue(row, column)).x);
    list->GetColumn(column)->SetWidth(std::clamp(widest + list->FromDIP(24), least, most));
}

} // namespace

void GamesPanel::refresh() {
    const std::string selected = selectedGame();
    m_games->DeleteAllItems();
    m_ids.clear();
    const auto followed = app::Subscriptions(m_session).list();
    for (const auto& g : m_session.installedGames()) {
        int printings = 0;
        std::string files;
        for (const auto& [path, count] : m_session.cardFiles(g.id)) {
            printings += count;
            files += (files.empty() ? "" : ", ") + std::filesystem::path(path).filename().string();
        }
        std::string urls;
        for (const auto& s : followed)
            if (core::iequals(s.game, g.id))
                urls += (urls.empty() ? "" : ", ") + s.url +
                        (s.lastError.empty() ? "" : " " + i18n::trf("(failed: {})", s.lastError));
        wxVector<wxVariant> row;
        row.push_back(wxVariant(toWx(g.name)));
        row.push_back(wxVariant(toWx(g.id)));
        row.push_back(wxVariant(toWx(std::to_string(printings))));
        row.push_back(wxVariant(toWx(files)));
        row.push_back(wxVariant(toWx(urls)));
        m_games->AppendItem(row);
        m_ids.push_back(g.id);
        if (g.id == selected) m_games->SelectRow(static_cast<unsigned>(m_ids.size() - 1));
    }
    fitColumn(m_games, 0, FromDIP(160), FromDIP(420));
    fitColumn(m_games, 1, FromDIP(60), FromDIP(160));
    fitColumn(m_games, 3, FromDIP(160), FromDIP(420));
    m_import->Enable(!selectedGame().empty());
    if (m_examplesShown)
        fillExamples();
    else
        m_addExample->Disable(); // nothing listed to add yet
    m_status->SetLabel(toWx(m_message));
}

void GamesPanel::showExamples() {
    if (m_examplesShown) return;
    m_examplesShown = true;
    fillExamples();
}

void GamesPanel::fillExamples() {
    m_examples->DeleteAllItems();
    m_shown.clear();
    for (auto& e : app::examplePacks(app::resourcesDir() / "examples")) {
        if (std::find(m_ids.begin(), m_ids.end(), e.id) != m_ids.end()) continue; // installed
        wxVector<wxVariant> row;
        row.push_back(wxVariant(toWx(e.name)));
        row.push_back(wxVariant(toWx(e.id)));
        row.push_back(wxVariant(toWx(e.description)));
        m_examples->AppendItem(row);
        m_shown.push_back(std::move(e));
    }
    fitColumn(m_examples, 0, FromDIP(140), FromDIP(320));
    fitColumn(m_examples, 1, FromDIP(60), FromDIP(160));
    m_addExample->Enable(m_examples->GetSelectedRow() != wxNOT_FOUND);
}

std::string GamesPanel::addExample(const std::string& id) {
    for (const auto& e : app::examplePacks(app::resourcesDir() / "examples"))
        if (e.id == id) return installPack(e.file.string());
    return i18n::trf("There is no example pack '{}'.", id);
}

void GamesPanel::onAddExample() {
    const int row = m_examples->GetSelectedRow();
    if (row == wxNOT_FOUND || static_cast<std::size_t>(row) >= m_shown.size()) return;
    if (auto error = addExample(m_shown[static_cast<std::size_t>(row)].id); !error.empty())
        wxMessageBox(toWx(error), _("Add an example pack"), wxOK | wxICON_ERROR, this);
}

void GamesPanel::report(const std::string& message, const std::string& changedGame) {
    m_message = message;
    refresh();
    if (onGamesChanged) onGamesChanged(changedGame);
}

std::string GamesPanel::installPack(const std::string& file) {
    if (onGamesChanging) onGamesChanging();
    std::vector<ParseError> warnings;
    auto errors = m_session.installPack(file, &warnings);
    if (!errors.empty()) return joinErrors(i18n::tr("The game pack was not installed:"), errors);
    std::string text = i18n::trf("Installed the game pack {}.", file);
    for (const auto& w : warnings)
        text += "\n" + i18n::trf("Warning: {}", w.str());
    report(text, "");
    return {};
}

std::string GamesPanel::importCards(const std::string& gameId, const std::string& file,
                                    const std::function<void(std::size_t, std::size_t)>& progress) {
    if (onGamesChanging) onGamesChanging();
    const auto done = m_session.importCardFiles(gameId, {file}, {}, progress);
    if (done.refused() || done.files.empty())
        return joinErrors(i18n::tr("Nothing was imported:"), done.errors);
    const app::ImportReport& r = done.files.front();
    // What Deckhand gave that the file did not say (numbers) is told, never left silent.
    std::string text =
        i18n::trfn("Imported {}: {} printing added, {} replaced (backup: {}).",
                   "Imported {}: {} printings added, {} replaced (backup: {}).",
                   static_cast<unsigned long>(r.added), file,
                   core::shownCount(static_cast<long long>(r.added)),
                   core::shownCount(static_cast<long long>(r.replaced)), r.backup.string());
    for (const auto& note : done.notes)
        text += "\n" + note;
    report(text, gameId);
    return {};
}

std::string GamesPanel::followPack(const std::string& url) {
    if (!Preferences::of(this).internet) return internetSwitchedOff();
    if (onGamesChanging) onGamesChanging();
    app::Subscriptions subscriptions(m_session);
    auto added = subscriptions.subscribe(url, core::SubscriptionKind::Pack, "");
    if (!added.ok()) return joinErrors(i18n::tr("Cannot follow that URL:"), added.errors);
    const auto result = subscriptions.update(added.value);
    if (!result.ok()) {
        refresh();
        return i18n::trf("Following {}, but the first download failed: {}", url, result.message);
    }
    report(i18n::trf("Following {}.", url), result.subscription.game);
    return {};
}

std::string GamesPanel::fetchPackSources(const std::string& gameId) {
    if (!Preferences::of(this).internet) return internetSwitchedOff();
    if (onGamesChanging) onGamesChanging();
    app::Subscriptions subscriptions(m_session);
    auto added = subscriptions.subscribePackSources(gameId);
    if (!added.ok())
        return joinErrors(i18n::tr("Cannot follow the game's card sources:"), added.errors);
    std::vector<std::string> failed;
    for (const auto& sub : added.value)
        if (const auto result = subscriptions.update(sub); !result.ok())
            failed.push_back(sub.url + ": " + result.message);
    if (!failed.empty()) {
        refresh();
        std::string why = i18n::tr("Following the game's card sources, but a download failed:");
        for (const auto& line : failed)
            why += "\n" + line;
        if (onGamesChanged) onGamesChanged(gameId);
        return why;
    }
    report(i18n::tr("Fetched the cards of the game's card sources."), gameId);
    return {};
}

std::vector<std::string> GamesPanel::updateAll() {
    if (!Preferences::of(this).internet) return {internetSwitchedOff()};
    if (onGamesChanging) onGamesChanging();
    std::vector<std::string> lines;
    app::Subscriptions subscriptions(m_session);
    // The window waits for no other program (it would freeze): a subscription another Deckhand
    // is updating right now is reported as such.
    subscriptions.lockWait() = std::chrono::milliseconds(0);
    for (const auto& r : subscriptions.updateAll()) {
        using Status = app::UpdateResult::Status;
        lines.push_back(r.subscription.url + ": " +
                        (r.status == Status::Updated    ? std::string(i18n::tr("updated"))
                         : r.status == Status::UpToDate ? std::string(i18n::tr("up to date"))
                         : r.status == Status::Skipped
                             ? std::string(i18n::tr("nothing to download"))
                             : i18n::trf("failed: {}", r.message)));
    }
    report(lines.empty()
               ? std::string(i18n::tr("Nothing is followed yet."))
               : i18n::trfn("Checked {} URL.", "Checked {} URLs.", lines.size(), lines.size()),
           "");
    return lines;
}

void GamesPanel::onInstall() {
    wxFileDialog ask(this, _("Install a game pack"), "", "game.xml", _("Game packs (*.xml)|*.xml"),
                     wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (ask.ShowModal() != wxID_OK) return;
    if (auto error = installPack(toUtf8(ask.GetPath())); !error.empty())
        wxMessageBox(toWx(error), _("Install a game pack"), wxOK | wxICON_ERROR, this);
}

void GamesPanel::onImport() {
    chooseAndImport(selectedGame());
}

void GamesPanel::chooseAndImport(const std::string& game) {
    if (game.empty()) return;
    wxFileDialog ask(
        this, _("Import card data"), "", "",
        _("Card data (*.csv;*.xml;*.txt;*.json;*.cdb)|*.csv;*.xml;*.txt;*.json;*.cdb|All "
          "files|*"),
        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (ask.ShowModal() != wxID_OK) return;
    wxProgressDialog progress(_("Import card data"),
                              wxString::Format(_("Reading %s..."), ask.GetFilename()), 1000, this,
                              wxPD_APP_MODAL | wxPD_AUTO_HIDE | wxPD_ELAPSED_TIME);
    const std::string error =
        importCards(game, toUtf8(ask.GetPath()), [&](std::size_t done, std::size_t total) {
            if (total == 0) return;
            progress.Update(
                static_cast<int>(1000.0 * static_cast<double>(done) / static_cast<double>(total)),
                wxString::Format(_("Writing printing %zu of %zu"), done, total));
        });
    progress.Update(1000);
    if (!error.empty()) wxMessageBox(toWx(error), _("Import card data"), wxOK | wxICON_ERROR, this);
}

void GamesPanel::onFollow() {
    wxTextEntryDialog ask(this, _("The URL of the game pack (game.xml):"), _("Follow a game pack"));
    if (ask.ShowModal() != wxID_OK) return;
    if (auto error = followPack(toUtf8(ask.GetValue())); !error.empty())
        wxMessageBox(toWx(error), _("Follow a game pack"), wxOK | wxICON_ERROR, this);
}

void GamesPanel::onUpdate() {
    wxBusyCursor busy;
    std::string text;
    for (const auto& line : updateAll())
        text += line + "\n";
    if (!text.empty()) wxMessageBox(toWx(text), _("Update"), wxOK | wxICON_INFORMATION, this);
}

} // namespace deckhand::gui
