#include "deckhand/gui/main_frame.hpp"

#include "deckhand/gui/deck_list_panel.hpp"
#include "deckhand/gui/report_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "deckhand/io/file.hpp"
#include "guard.hpp"

#include <filesystem>
#include <stdexcept>
#include <wx/aboutdlg.h>
#include <wx/button.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/menu.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace deckhand::gui {

namespace {

core::Date toDate(const wxDateTime& when)
{
    return {when.GetYear(), static_cast<int>(when.GetMonth()) + 1, when.GetDay()};
}

wxDateTime toWxDate(const core::Date& date)
{
    return wxDateTime(static_cast<wxDateTime::wxDateTime_t>(date.day),
                      static_cast<wxDateTime::Month>(date.month - 1), date.year);
}

} // namespace

MainFrame::MainFrame(const app::GameLibrary& library)
    : wxFrame(nullptr, wxID_ANY, "Deckhand", wxDefaultPosition, wxSize(1100, 700)),
      m_library(library)
{
    SetMinSize(wxSize(720, 460));
    buildMenus();
    CreateStatusBar();
    buildControls();
    if (m_gameChoice->GetCount() > 0) {
        m_gameChoice->SetSelection(0);
        fillFormats();
    }
    recheck();
}

void MainFrame::buildMenus()
{
    auto* file = new wxMenu;
    file->Append(wxID_OPEN, toWx("&Open deck…\tCtrl+O"), "Open a deck list and check it");
    file->AppendSeparator();
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q", "Close Deckhand");
    auto* help = new wxMenu;
    help->Append(wxID_ABOUT, "&About Deckhand", "Version and credits");
    auto* bar = new wxMenuBar;
    bar->Append(file, "&File");
    bar->Append(help, "&Help");
    SetMenuBar(bar);

    Bind(wxEVT_MENU, &MainFrame::onOpen, this, wxID_OPEN);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, &MainFrame::onAbout, this, wxID_ABOUT);
}

void MainFrame::buildControls()
{
    auto* root = new wxPanel(this, wxID_ANY);

    m_gameChoice = new wxChoice(root, wxID_ANY);
    for (const auto& game : m_library.games()) m_gameChoice->Append(toWx(game->game.name));
    m_formatChoice = new wxChoice(root, wxID_ANY);
    m_datePicker = new wxDatePickerCtrl(root, wxID_ANY, wxDateTime::Today(), wxDefaultPosition,
                                        wxDefaultSize, wxDP_DROPDOWN | wxDP_SHOWCENTURY);
    m_datePicker->SetToolTip("The event date: the Limited list in force on this day is used");
    auto* open = new wxButton(root, wxID_OPEN, toWx("Open deck…"));

    const int gap = FromDIP(6);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    auto label = [&](const char* text) {
        top->Add(new wxStaticText(root, wxID_ANY, text), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap);
    };
    label("&Game:");
    top->Add(m_gameChoice, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 3 * gap);
    label("&Format:");
    top->Add(m_formatChoice, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 3 * gap);
    label("Event &date:");
    top->Add(m_datePicker, 0, wxALIGN_CENTER_VERTICAL);
    top->AddStretchSpacer();
    top->Add(open, 0, wxALIGN_CENTER_VERTICAL);

    m_splitter = new wxSplitterWindow(root, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                      wxSP_LIVE_UPDATE | wxSP_3DSASH);
    m_deckList = new DeckListPanel(m_splitter);
    m_report = new ReportPanel(m_splitter);
    m_splitter->SetMinimumPaneSize(FromDIP(320));
    m_splitter->SetSashGravity(0.55);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, 2 * gap);
    sizer->Add(m_splitter, 1, wxEXPAND);
    root->SetSizer(sizer);
    // Split once the splitter has its real width, so the sash lands where it is asked to.
    Layout();
    root->Layout();
    m_splitter->SplitVertically(m_deckList, m_report,
                                m_splitter->GetClientSize().GetWidth() * 55 / 100);

    m_gameChoice->Bind(wxEVT_CHOICE, &MainFrame::onGameChosen, this);
    m_formatChoice->Bind(wxEVT_CHOICE, &MainFrame::onFormatChosen, this);
    m_datePicker->Bind(wxEVT_DATE_CHANGED, &MainFrame::onDateChanged, this);
    open->Bind(wxEVT_BUTTON, &MainFrame::onOpen, this);
    m_report->problems()->Bind(wxEVT_LISTBOX, &MainFrame::onProblemSelected, this);
}

void MainFrame::fillFormats()
{
    m_formatChoice->Clear();
    if (const app::LoadedGame* game = currentGame()) {
        for (const auto& format : game->game.formats) m_formatChoice->Append(toWx(format.name));
        if (!game->game.formats.empty()) m_formatChoice->SetSelection(0);
    }
    m_formatChoice->Enable(m_formatChoice->GetCount() > 1);
    m_formatChoice->GetParent()->Layout(); // the choice is as wide as its longest name
}

const app::LoadedGame* MainFrame::currentGame() const
{
    const int index = m_gameChoice->GetSelection();
    const auto& games = m_library.games();
    if (index < 0 || static_cast<std::size_t>(index) >= games.size()) return nullptr;
    return games[static_cast<std::size_t>(index)].get();
}

std::string MainFrame::currentFormatId() const
{
    const app::LoadedGame* game = currentGame();
    const int index = m_formatChoice->GetSelection();
    if (!game || index < 0 || static_cast<std::size_t>(index) >= game->game.formats.size())
        return {};
    return game->game.formats[static_cast<std::size_t>(index)].id;
}

core::Date MainFrame::eventDate() const
{
    return toDate(m_datePicker->GetValue());
}

bool MainFrame::selectGame(std::string_view id)
{
    const auto& games = m_library.games();
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (games[i]->game.id != id) continue;
        m_gameChoice->SetSelection(static_cast<int>(i));
        fillFormats();
        recheck();
        return true;
    }
    return false;
}

bool MainFrame::selectFormat(std::string_view id)
{
    const app::LoadedGame* game = currentGame();
    if (!game) return false;
    for (std::size_t i = 0; i < game->game.formats.size(); ++i) {
        if (game->game.formats[i].id != id) continue;
        m_formatChoice->SetSelection(static_cast<int>(i));
        recheck();
        return true;
    }
    return false;
}

void MainFrame::setEventDate(const core::Date& date)
{
    m_datePicker->SetValue(toWxDate(date));
    recheck();
}

void MainFrame::openDeck(const std::string& path)
{
    m_deckPath = path;
    auto bytes = io::readWholeFile(path);
    if (bytes.ok()) {
        m_deckText = std::move(bytes.value);
        m_readErrors.clear();
    } else {
        m_deckText.reset();
        m_readErrors = std::move(bytes.errors);
    }
    const std::string name = std::filesystem::path(path).filename().string();
    SetTitle(toWx(name + " — Deckhand"));
    SetStatusText(toWx(path));
    recheck();
}

void MainFrame::showNoDeck()
{
    m_check.reset();
    const app::LoadedGame* game = currentGame();
    if (game)
        m_deckList->showGame(*game);
    else
        m_deckList->clear();
    if (!game) {
        m_report->showMessage("No games installed",
                              "Deckhand found no game packs in " +
                                  (app::resourcesDir() / "games").string() +
                                  ". Reinstall Deckhand or set DECKHAND_RESOURCES to a folder that "
                                  "has games/<id>/game.xml.");
        return;
    }
    m_report->showMessage("No deck open",
                          "Open a deck list (File > Open, Ctrl+O) to check it against "
                          "the game, format and event date chosen above.");
}

void MainFrame::recheck()
{
    const app::LoadedGame* game = currentGame();
    if (!game || m_deckPath.empty()) {
        showNoDeck();
        return;
    }
    m_check.reset();
    const std::string name = std::filesystem::path(m_deckPath).filename().string();
    if (!m_deckText) {
        m_deckList->showGame(*game);
        m_report->showProblems("The file " + name + " could not be read.", m_readErrors);
        return;
    }
    app::CheckOptions options;
    options.format = currentFormatId();
    options.date = eventDate();
    auto format = app::resolveFormat(*game, options);
    if (!format.ok()) {
        m_deckList->showGame(*game);
        m_report->showProblems("The format cannot be used as it is set up.", format.errors);
        return;
    }
    m_check = app::checkDeckBytes(*game, format.value, *m_deckText, name, options.date);
    m_deckList->showDeck(m_check->deck, *game);
    m_report->showCheck(*m_check, *game);
}

void MainFrame::onOpen(wxCommandEvent&)
{
    guarded(this, "open the deck list", [&] {
        const wxString dir = m_deckPath.empty()
                                 ? wxString()
                                 : toWx(std::filesystem::path(m_deckPath).parent_path().string());
        wxFileDialog dialog(this, "Open a deck list", dir, "",
                            "Deck lists (*.txt, *.cod, *.o8d, *.dek, *.csv)|*.txt;*.cod;*.o8d;*.dek;*.csv|"
                            "Text lists (*.txt)|*.txt|Cockatrice (*.cod)|*.cod|OCTGN (*.o8d)|*.o8d|"
                            "LackeyCCG (*.dek)|*.dek|CSV (*.csv)|*.csv|All files|*",
                            wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() != wxID_OK) return;
        wxString path = dialog.GetPath();
        // wxGTK fills GetPath() in asynchronously when a file was preselected (SetPath, as
        // wxTEST_DIALOG does); the folder and the name are there at once.
        if (path.empty() && !dialog.GetFilename().empty())
            path = wxFileName(dialog.GetDirectory(), dialog.GetFilename()).GetFullPath();
        if (path.empty()) throw std::runtime_error("The file dialog returned no file name.");
        openDeck(toUtf8(path));
    });
}

void MainFrame::onGameChosen(wxCommandEvent&)
{
    guarded(this, "switch to that game", [&] {
        fillFormats();
        recheck();
    });
}

void MainFrame::onFormatChosen(wxCommandEvent&)
{
    guarded(this, "check the deck under that format", [&] { recheck(); });
}

void MainFrame::onDateChanged(wxDateEvent&)
{
    guarded(this, "check the deck on that date", [&] { recheck(); });
}

void MainFrame::onProblemSelected(wxCommandEvent&)
{
    guarded(this, "show the cards of that problem", [&] {
        m_deckList->highlight(m_report->violationAt(m_report->problems()->GetSelection()));
    });
}

void MainFrame::onAbout(wxCommandEvent&)
{
    wxAboutDialogInfo info;
    info.SetName("Deckhand");
    info.SetVersion(DECKHAND_VERSION);
    info.SetDescription("A deck builder and collection manager for independent trading card "
                        "games.\nDecks are checked against each game's construction rules and "
                        "the Limited list in force on the event date.");
    wxString games;
    for (const auto& game : m_library.games()) games += "\n" + toWx(game->game.name);
    if (!games.empty()) info.SetDescription(info.GetDescription() + "\n\nInstalled games:" + games);
    wxAboutBox(info, this);
}

} // namespace deckhand::gui
