#include "deckhand/gui/main_frame.hpp"

#include "card_images.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/collection_panel.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/deck_list_panel.hpp"
#include "deckhand/gui/deck_stats_panel.hpp"
#include "deckhand/gui/games_panel.hpp"
#include "deckhand/gui/goldfish_panel.hpp"
#include "deckhand/gui/history_dialog.hpp"
#include "deckhand/gui/limited_lists_panel.hpp"
#include "deckhand/gui/registration_dialog.hpp"
#include "deckhand/gui/report_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "deckhand/io/file.hpp"
#include "guard.hpp"
#include "preferences_dialog.hpp"
#include "recent_menu.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <wx/aboutdlg.h>
#include <wx/artprov.h>
#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/toolbar.h>

namespace deckhand::gui {

namespace {

core::Date toDate(const wxDateTime& when) {
    return {when.GetYear(), static_cast<int>(when.GetMonth()) + 1, when.GetDay()};
}

wxDateTime toWxDate(const core::Date& date) {
    return wxDateTime(static_cast<wxDateTime::wxDateTime_t>(date.day),
                      static_cast<wxDateTime::Month>(date.month - 1), date.year);
}

/// Bump when the panes change so an old saved layout is not applied to new panes.
constexpr long LayoutVersion = 3;

enum MenuId : int {
    IdOpenSaved = wxID_HIGHEST + 1,
    IdFind,
    IdResetLayout,
    IdAutosave,
    IdRegistration,
    IdExport,
    IdAddToCollection,
    IdAddToWishlist,
    IdChangePrinting,
    IdViewFirst, // one per pane from here
};

/// File > Deck history and File > Open recent (well above the panes' ids).
enum HistoryMenuId : int {
    IdHistory = wxID_HIGHEST + 200,
    IdRecentFirst, // one per recent deck from here
    IdRecentLast = IdRecentFirst + static_cast<int>(RecentDecksKept) - 1,
};

const char* const PaneOrder[] = {MainFrame::PaneGames,    MainFrame::PaneBrowser,
                                 MainFrame::PaneDeck,     MainFrame::PanePreview,
                                 MainFrame::PaneReport,   MainFrame::PaneCollection,
                                 MainFrame::PaneGoldfish, MainFrame::PaneLists,
                                 MainFrame::PanePacks,    MainFrame::PaneStats};
/// The panes wxAUI manages (the tools share one, a tab each).
const char* const AuiPanes[] = {MainFrame::PaneGames,  MainFrame::PaneBrowser,
                                MainFrame::PaneDeck,   MainFrame::PanePreview,
                                MainFrame::PaneReport, MainFrame::PaneTools};
const char* const PaneLabels[] = {"&Game bar",
                                  "Card &browser",
                                  "&Deck",
                                  "Card &preview",
                                  "&Validation",
                                  "&Collection\tCtrl+1",
                                  "Gold&fish\tCtrl+2",
                                  "&Limited lists\tCtrl+3",
                                  "Game p&acks\tCtrl+4",
                                  "Deck &stats\tCtrl+5"};

} // namespace

MainFrame::MainFrame(app::ProfileSession& session)
    : wxFrame(nullptr, wxID_ANY, "Deckhand", wxDefaultPosition, wxSize(1280, 800)),
      m_session(session), m_deck(session), m_autosave(this, IdAutosave) {
    // The games are listed from the profile; a game's cards are read when it is chosen, a big
    // catalogue on a worker thread while the window is already up (see gameChanged).
    for (const auto& g : session.catalogue().games())
        m_games.push_back({g.id, g.name});
    m_config = std::make_unique<wxFileConfig>("Deckhand", "",
                                              toWx((session.profile().dir() / "gui.ini").string()),
                                              "", wxCONFIG_USE_LOCAL_FILE);
    SetMinSize(FromDIP(wxSize(800, 500)));
    long width = 0, height = 0;
    if (m_config->Read("Window/Width", &width) && m_config->Read("Window/Height", &height) &&
        width > 400 && height > 300)
        SetSize(wxSize(static_cast<int>(width), static_cast<int>(height)));
    buildMenus();
    buildToolBar();
    CreateStatusBar();
    m_aui.SetManagedWindow(this);
    // The browser and the right-hand column may each take up to 40% of the width; the tools
    // across the foot half the height (at 40% a 800-pixel window cut off the goldfish odds).
    m_aui.SetDockSizeConstraint(0.4, 0.5);
    buildPanes();
    m_aui.Update();
    m_defaultLayout = m_aui.SavePerspective();
    restoreLayout();

    Bind(
        wxEVT_TIMER, [this](wxTimerEvent&) { guarded(this, "save the deck", [&] { saveDeck(); }); },
        IdAutosave);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);

    if (m_gameChoice->GetCount() > 0) {
        int index = 0;
        wxString last;
        if (m_config->Read("Game", &last))
            for (std::size_t i = 0; i < m_games.size(); ++i)
                if (toWx(m_games[i].id) == last) index = static_cast<int>(i);
        m_gameChoice->SetSelection(index);
    }
    guarded(this, "open the game", [&] { gameChanged(); });
}

MainFrame::~MainFrame() {
    m_autosave.Stop();
    // A read still going finishes first (its result, queued to this frame, is dropped with it).
    if (m_reader.joinable()) m_reader.join();
    m_deck.onChanged = nullptr;
    m_editor->onSelected = nullptr;
    m_editor->ownedOf = nullptr;
    m_browser->onActivated = nullptr;
    m_browser->onTakeOut = nullptr;
    m_browser->onSelected = nullptr;
    m_browser->onDropText = nullptr;
    m_collection->onChanged = nullptr;
    m_stats->onWishlistChanged = nullptr;
    // Nothing is lost on close: a change still waiting for its autosave is written now.
    try {
        m_deck.flush();
    } catch (const std::exception&) {
        // The close handler already told the user; a destructor must not throw.
    }
    saveLayout();
    m_aui.UnInit();
}

void MainFrame::buildMenus() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, "&New deck\tCtrl+N", "Start an empty deck for the current game");
    file->Append(wxID_OPEN, toWx("&Open deck list…\tCtrl+O"), "Open a deck list file and check it");
    file->Append(IdOpenSaved, toWx("Open &saved deck…\tCtrl+Shift+O"),
                 "Open a deck saved in the profile");
    auto* recent = new wxMenu;
    file->AppendSubMenu(recent, "Open &recent", "The decks opened or saved lately");
    m_recent = std::make_unique<RecentMenu>(*m_config, *recent, IdRecentFirst);
    m_recent->fill(gameNames());
    file->Append(wxID_SAVE, "&Save deck\tCtrl+S",
                 "Save the deck to the profile now (it is also saved as you go)");
    file->Append(IdHistory, toWx("Deck &history…\tCtrl+H"),
                 "Every saved version of the deck, and restoring one");
    file->AppendSeparator();
    file->Append(IdExport, toWx("&Export deck as…\tCtrl+E"),
                 "Write the deck as text, Cockatrice .cod, OCTGN .o8d, LackeyCCG .dek or CSV");
    file->Append(IdRegistration, toWx("&Registration sheet…\tCtrl+P"),
                 "The tournament registration sheet of the deck, as a PDF");
    file->AppendSeparator();
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q", "Close Deckhand");
    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, "&Undo\tCtrl+Z", "Undo the last change to the deck");
    edit->Append(wxID_REDO, "&Redo\tCtrl+Y", "Redo the change undone");
    edit->AppendSeparator();
    edit->Append(IdFind, toWx("&Find card…\tCtrl+F"), "Search the cards of the game");
    edit->Append(IdChangePrinting, toWx("Change &printing…\tCtrl+Shift+P"),
                 "Show the selected deck line as another printing of its card");
    edit->Append(IdAddToCollection, "Add card to &collection\tCtrl+Shift+A",
                 "Add a copy of the card selected in the browser to the collection");
    edit->Append(IdAddToWishlist, "Add card to &wishlist\tCtrl+Shift+W",
                 "Put the card selected in the browser on the wishlist");
    edit->AppendSeparator();
    edit->Append(wxID_PREFERENCES, toWx("&Preferences…"),
                 "Profile folder, image cache and downloads");
    const int downloadImagesId = NewControlId();
    edit->Append(downloadImagesId, toWx("&Download all card images…"),
                 "Fetch every card image of the current game into the image cache");
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { showPreferences(); }, wxID_PREFERENCES);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (!currentGame()) {
                wxMessageBox(m_readingId.empty()
                                 ? "Choose a game first."
                                 : "The game's cards are still being read: try again in a moment.",
                             "Download all card images", wxOK | wxICON_INFORMATION, this);
                return;
            }
            downloadAllCardImages(this, m_session, m_gameId);
        },
        downloadImagesId);
    auto* view = new wxMenu;
    for (std::size_t i = 0; i < std::size(PaneOrder); ++i)
        view->AppendCheckItem(IdViewFirst + static_cast<int>(i), PaneLabels[i]);
    view->AppendSeparator();
    view->Append(IdResetLayout, "&Reset layout", "Put every pane back where it started");
    auto* help = new wxMenu;
    help->Append(wxID_ABOUT, "&About Deckhand", "Version and credits");
    auto* bar = new wxMenuBar;
    bar->Append(file, "&File");
    bar->Append(edit, "&Edit");
    bar->Append(view, "&View");
    bar->Append(help, "&Help");
    SetMenuBar(bar);

    Bind(wxEVT_MENU, &MainFrame::onOpen, this, wxID_OPEN);
    Bind(wxEVT_MENU, &MainFrame::onOpenSaved, this, IdOpenSaved);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) { guarded(this, "start a new deck", [&] { newDeck(); }); },
        wxID_NEW);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) { guarded(this, "save the deck", [&] { saveDeck(); }); },
        wxID_SAVE);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { guarded(this, "undo", [&] { m_editor->undo(); }); },
        wxID_UNDO);
    // The items say what they would undo and redo ("Undo Add Iron Palm").
    Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& e) {
            e.Enable(m_deck.canUndo());
            e.SetText(toWx("&Undo " + m_deck.undoLabel() + "\tCtrl+Z"));
        },
        wxID_UNDO);
    Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& e) {
            e.Enable(m_deck.canRedo());
            e.SetText(toWx("&Redo " + m_deck.redoLabel() + "\tCtrl+Y"));
        },
        wxID_REDO);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { guarded(this, "redo", [&] { m_editor->redo(); }); },
        wxID_REDO);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            m_aui.GetPane(PaneBrowser).Show();
            m_aui.Update();
            m_browser->searchBox()->SetFocus();
            m_browser->searchBox()->SelectAll();
        },
        IdFind);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { m_aui.LoadPerspective(m_defaultLayout); },
        IdResetLayout);
    for (std::size_t i = 0; i < std::size(PaneOrder); ++i) {
        const int id = IdViewFirst + static_cast<int>(i);
        const char* name = PaneOrder[i];
        Bind(
            wxEVT_MENU,
            [this, name](wxCommandEvent& e) {
                if (e.IsChecked()) {
                    showPane(name);
                } else {
                    m_aui.GetPane(toolTab(name) >= 0 ? PaneTools : name).Hide();
                    m_aui.Update();
                }
            },
            id);
        Bind(
            wxEVT_UPDATE_UI, [this, name](wxUpdateUIEvent& e) { e.Check(isPaneShown(name)); }, id);
    }
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, "add the card to the collection", [&] { quickAdd(false); });
        },
        IdAddToCollection);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, "put the card on the wishlist", [&] { quickAdd(true); });
        },
        IdAddToWishlist);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, "change the printing", [&] { m_editor->showPrintingMenu(); });
        },
        IdChangePrinting);
    Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& e) { e.Enable(m_editor && m_editor->selectedLine().has_value()); },
        IdChangePrinting);
    Bind(wxEVT_MENU, &MainFrame::onAbout, this, wxID_ABOUT);
    Bind(wxEVT_MENU, &MainFrame::onRegistration, this, IdRegistration);
    Bind(wxEVT_MENU, &MainFrame::onExport, this, IdExport);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, "show the deck's history", [&] { showHistory(); });
        },
        IdHistory);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& e) {
            guarded(this, "open the recent deck",
                    [&] { openRecent(static_cast<std::size_t>(e.GetId() - IdRecentFirst)); });
        },
        IdRecentFirst, IdRecentLast);
}

void MainFrame::showPreferences() {
    PreferencesDialog dialog(this, m_session, config());
    dialog.ShowModal();
    if (m_preview)
        m_preview->show(currentGame(), m_preview->shown()); // a download may be allowed now
}

std::string MainFrame::quickAdd(bool wishlist) {
    const app::LoadedGame* game = currentGame();
    const core::Printing* p = m_browser->selected();
    std::string refused;
    if (!game || !p) {
        refused = "Select a card in the card browser first.";
    } else if (wishlist) {
        refused = m_collection->wish(p->name(), 1);
    } else {
        db::CollectionItem item;
        item.game = game->game.id;
        item.name = p->name();
        item.set = p->set();
        item.number = p->number();
        item.quantity = 1; // near mint, English, unsorted: the Collection tab changes the rest
        refused = m_collection->addCopies(item);
    }
    SetStatusText(toWx(refused.empty() ? m_collection->lastMessage() : refused));
    return refused;
}

void MainFrame::buildToolBar() {
    // The commonest menu commands, with the theme's icons; a tool sends its menu item's event.
    wxToolBar* bar = CreateToolBar(wxTB_HORIZONTAL | wxTB_FLAT);
    const wxSize size = wxArtProvider::GetSizeHint(wxART_TOOLBAR);
    auto tool = [&](int id, const wxArtID& art, const char* label, const char* help) {
        bar->AddTool(id, toWx(label), wxArtProvider::GetBitmapBundle(art, wxART_TOOLBAR, size),
                     toWx(help));
    };
    tool(wxID_NEW, wxART_NEW, "New deck", "Start an empty deck for the current game (Ctrl+N)");
    tool(IdOpenSaved, wxART_FOLDER_OPEN, "Saved decks",
         "Open a deck saved in the profile (Ctrl+Shift+O)");
    tool(wxID_OPEN, wxART_FILE_OPEN, "Open deck list",
         "Open a deck list file and check it (Ctrl+O)");
    tool(wxID_SAVE, wxART_FILE_SAVE, "Save",
         "Save the deck now; it is also saved as you go (Ctrl+S)");
    bar->AddSeparator();
    tool(wxID_UNDO, wxART_UNDO, "Undo", "Undo the last change to the deck (Ctrl+Z)");
    tool(wxID_REDO, wxART_REDO, "Redo", "Redo the change undone (Ctrl+Y)");
    tool(IdFind, wxART_FIND, "Find card", "Search the cards of the game (Ctrl+F)");
    bar->AddSeparator();
    tool(IdExport, wxART_FILE_SAVE_AS, "Export",
         "Write the deck in another tool's format (Ctrl+E)");
    tool(IdRegistration, wxART_PRINT, "Registration sheet",
         "The tournament registration sheet as a PDF (Ctrl+P)");
    bar->Realize();
    auto hasDeck = [this](wxUpdateUIEvent& e) { e.Enable(m_deck.hasDeck()); };
    Bind(wxEVT_UPDATE_UI, hasDeck, wxID_SAVE);
    Bind(wxEVT_UPDATE_UI, hasDeck, IdExport);
}

wxWindow* MainFrame::buildGameBar() {
    auto* root = new wxPanel(this, wxID_ANY);
    m_gameChoice = new wxChoice(root, wxID_ANY);
    for (const auto& game : m_games)
        m_gameChoice->Append(toWx(game.name));
    m_gameChoice->SetToolTip("The game: the browser, the deck and the rules all follow it");
    m_formatChoice = new wxChoice(root, wxID_ANY);
    m_datePicker = new wxDatePickerCtrl(root, wxID_ANY, wxDateTime::Today(), wxDefaultPosition,
                                        wxDefaultSize, wxDP_DROPDOWN | wxDP_SHOWCENTURY);
    m_datePicker->SetToolTip("The event date: the Limited list in force on this day is used");
    auto* open = new wxButton(root, wxID_OPEN, toWx("Open deck list…"));
    auto* openSaved = new wxButton(root, IdOpenSaved, toWx("Saved decks…"));

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
    top->Add(openSaved, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap);
    top->Add(open, 0, wxALIGN_CENTER_VERTICAL);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 1, wxEXPAND | wxALL, gap);
    root->SetSizer(sizer);

    m_gameChoice->Bind(wxEVT_CHOICE, &MainFrame::onGameChosen, this);
    m_formatChoice->Bind(wxEVT_CHOICE, &MainFrame::onFormatChosen, this);
    m_datePicker->Bind(wxEVT_DATE_CHANGED, &MainFrame::onDateChanged, this);
    open->Bind(wxEVT_BUTTON, &MainFrame::onOpen, this);
    openSaved->Bind(wxEVT_BUTTON, &MainFrame::onOpenSaved, this);
    return root;
}

void MainFrame::buildPanes() {
    wxWindow* bar = buildGameBar();
    m_browser = new CardBrowser(this, m_session);
    m_editor = new DeckEditor(this, m_deck);
    m_deckList = m_editor->list();
    m_preview = new CardPreview(this, m_session);
    m_report = new ReportPanel(this);

    m_aui.AddPane(bar, wxAuiPaneInfo()
                           .Name(PaneGames)
                           .Caption("Game")
                           .Top()
                           .Layer(2)
                           .CaptionVisible(false)
                           .CloseButton(false)
                           .PaneBorder(false)
                           .Floatable(false)
                           .Resizable(false)
                           .MinSize(bar->GetBestSize()));
    m_aui.AddPane(m_browser, wxAuiPaneInfo()
                                 .Name(PaneBrowser)
                                 .Caption("Cards")
                                 .Left()
                                 .Layer(1)
                                 .BestSize(FromDIP(wxSize(500, 500)))
                                 .MinSize(FromDIP(wxSize(280, 200)))
                                 .MaximizeButton(true));
    m_aui.AddPane(
        m_editor,
        wxAuiPaneInfo().Name(PaneDeck).Caption("Deck").Center().CloseButton(false).MinSize(
            FromDIP(wxSize(300, 200))));
    m_aui.AddPane(m_preview, wxAuiPaneInfo()
                                 .Name(PanePreview)
                                 .Caption("Card")
                                 .Right()
                                 .Layer(1)
                                 .Position(0)
                                 .BestSize(FromDIP(wxSize(390, 280)))
                                 .MinSize(FromDIP(wxSize(240, 160))));
    m_aui.AddPane(m_report, wxAuiPaneInfo()
                                .Name(PaneReport)
                                .Caption("Validation")
                                .Right()
                                .Layer(1)
                                .Position(1)
                                .BestSize(FromDIP(wxSize(390, 400)))
                                .MinSize(FromDIP(wxSize(240, 160))));

    // The player's other tools: tabs of one pane across the foot of the window, hidden until
    // asked for (View > Collection, Goldfish, ...). Each is wide: side by side they would not fit.
    m_tools = new wxNotebook(this, wxID_ANY);
    m_collection = new CollectionPanel(m_tools, m_session);
    m_goldfish = new GoldfishPanel(m_tools);
    m_lists = new LimitedListsPanel(m_tools, m_session);
    m_packs = new GamesPanel(m_tools, m_session);
    m_stats = new DeckStatsPanel(m_tools, m_session);
    m_tools->AddPage(m_collection, "Collection");
    m_tools->AddPage(m_goldfish, "Goldfish");
    m_tools->AddPage(m_lists, "Limited lists");
    m_tools->AddPage(m_packs, "Game packs");
    m_tools->AddPage(m_stats, "Deck stats");
    m_aui.AddPane(m_tools, wxAuiPaneInfo()
                               .Name(PaneTools)
                               .Caption("Tools")
                               .Bottom()
                               .Layer(3)
                               .BestSize(FromDIP(wxSize(1200, 430)))
                               .MinSize(FromDIP(wxSize(500, 260)))
                               .MaximizeButton(true)
                               .Hide());
    m_tools->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        e.Skip();
        guarded(this, "bring the tab up to date", [&] { toolShown(); });
    });
    // The collection and the wishlist are shown in three places: a change in one reaches the
    // others.
    m_collection->onChanged = [this] {
        m_browser->refreshOwned();
        if (isPaneShown(PaneStats)) updateStats(true);
    };
    m_stats->onWishlistChanged = [this] { m_collection->refresh(); };
    m_packs->onGamesChanging = [this] { flushAutosave(); };
    m_packs->onGamesChanged = [this](const std::string&) {
        guarded(this, "read the games again", [&] { gamesChanged(); });
    };

    m_browser->onActivated = [this](const core::Printing& p) { m_editor->add(p); };
    // Right-click on a card: the deck, the collection and the wishlist, without leaving the list.
    m_browser->list()->Bind(wxEVT_DATAVIEW_ITEM_CONTEXT_MENU, [this](wxDataViewEvent&) {
        const core::Printing* p = m_browser->selected();
        if (!p) return;
        wxMenu menu;
        menu.Append(wxID_ADD, toWx("Add to the deck\tEnter"));
        menu.Append(IdAddToCollection, toWx("Add a copy to the collection\tCtrl+Shift+A"));
        menu.Append(IdAddToWishlist, toWx("Add to the wishlist\tCtrl+Shift+W"));
        menu.Bind(
            wxEVT_MENU,
            [this, p](wxCommandEvent&) {
                guarded(this, "add the card", [&] { m_editor->add(*p); });
            },
            wxID_ADD);
        PopupMenu(&menu);
    });
    m_browser->onTakeOut = [this](const core::Printing& p) { m_editor->takeOut(p); };
    m_browser->onSelected = [this](const core::Printing* p) { m_preview->show(currentGame(), p); };
    m_deck.onChanged = [this](unsigned changes) { deckSessionChanged(changes); };
    m_editor->onSelected = [this](const core::Printing* p) {
        if (p) m_preview->show(currentGame(), p);
    };
    m_browser->onDropText = [this](const std::string& text) { return m_editor->dropLine(text); };
    m_editor->ownedOf = [this](const core::Printing& p) {
        int n = 0;
        if (const app::LoadedGame* game = currentGame())
            for (const auto& item : m_session.collection().ownedPrintings(game->game.id))
                if (toWx(item.set).IsSameAs(toWx(p.set()), false) &&
                    toWx(item.number).IsSameAs(toWx(p.number()), false))
                    n += item.quantity;
        return n;
    };
    m_report->problems()->Bind(wxEVT_LISTBOX, &MainFrame::onProblemSelected, this);
}

void MainFrame::restoreLayout() {
    long version = 0;
    wxString perspective;
    if (!m_config->Read("Layout/Version", &version) || version != LayoutVersion ||
        !m_config->Read("Layout/Perspective", &perspective) || perspective.empty())
        return;
    // A layout that does not name every pane (an edited or damaged gui.ini) is not used: it
    // would leave panes hidden with no way back but View > Reset layout.
    for (const char* pane : AuiPanes)
        if (!perspective.Contains(wxString("name=") + pane + ";")) return;
    if (!m_aui.LoadPerspective(perspective, true) || !m_aui.GetPane(PaneDeck).IsShown() ||
        !m_aui.GetPane(PaneGames).IsShown())
        m_aui.LoadPerspective(m_defaultLayout, true);
}

void MainFrame::saveLayout() {
    m_config->Write("Layout/Version", LayoutVersion);
    m_config->Write("Layout/Perspective", m_aui.SavePerspective());
    if (!IsMaximized() && !IsIconized()) {
        m_config->Write("Window/Width", static_cast<long>(GetSize().x));
        m_config->Write("Window/Height", static_cast<long>(GetSize().y));
    }
    m_config->Flush();
}

void MainFrame::fillFormats() {
    m_formatChoice->Clear();
    if (const app::LoadedGame* game = currentGame()) {
        for (const auto& format : game->game.formats) {
            m_formatChoice->Append(toWx(format.name));
            if (format.id == m_deck.format())
                m_formatChoice->SetSelection(static_cast<int>(m_formatChoice->GetCount() - 1));
        }
        if (m_formatChoice->GetSelection() < 0 && !game->game.formats.empty())
            m_formatChoice->SetSelection(0);
    }
    m_formatChoice->Enable(m_formatChoice->GetCount() > 1);
    m_formatChoice->GetParent()->Layout(); // the choice is as wide as its longest name
}

std::string MainFrame::chosenGameId() const {
    const int index = m_gameChoice->GetSelection();
    if (index < 0 || static_cast<std::size_t>(index) >= m_games.size()) return {};
    return m_games[static_cast<std::size_t>(index)].id;
}

const app::LoadedGame* MainFrame::currentGame() const {
    const std::string id = chosenGameId();
    return id.empty() ? nullptr : m_session.loadedGame(id);
}

std::string MainFrame::currentFormatId() const {
    return m_deck.format();
}

core::Date MainFrame::eventDate() const {
    return m_deck.date();
}

void MainFrame::gameChanged() {
    const std::string chosen = chosenGameId();
    // A list opened from a file is judged under the game chosen now (it may have been opened
    // under the wrong one).
    const std::string file =
        m_deck.origin() == app::DeckOrigin::File ? m_deck.path() : m_fileToReopen;
    m_fileToReopen.clear();
    if (!chosen.empty() && !m_session.loadedGame(chosen)) {
        if (m_session.catalogue().printingCount(chosen) > s_backgroundThreshold) {
            m_fileToReopen = file;
            readInBackground(chosen);
            return;
        }
        auto read = m_session.game(chosen);
        if (!read.ok()) throw InputError(read.errors);
    }
    const app::LoadedGame* game = currentGame();
    m_shownGame = m_gameChoice->GetSelection();
    m_gameId = game ? game->game.id : std::string();
    m_collection->showGame(m_gameId);
    m_lists->showGame(m_gameId);
    m_deck.setGame(game);
    fillFormats(); // the game's own formats, now that it is read
    m_browser->setGame(game);
    m_preview->show(game, nullptr);
    if (!game) return;
    m_config->Write("Game", toWx(game->game.id));
    if (!file.empty()) {
        openDeck(file);
        return;
    }
    // The deck last worked on for this game comes back.
    long last = 0;
    if (m_config->Read("Decks/" + toWx(game->game.id), &last) && last > 0) openSavedDeck(last);
}

void MainFrame::readInBackground(const std::string& id) {
    // Nothing of the game left is shown meanwhile; the window stays usable (menus, other games).
    m_shownGame = -1;
    m_gameId.clear();
    m_deck.setGame(nullptr);
    m_preview->show(nullptr, nullptr);
    // The tools would read the game on this thread: they wait for it too.
    m_collection->showGame({});
    m_lists->showGame({});
    fillFormats(); // none until the game is read
    const std::string name = toUtf8(m_gameChoice->GetStringSelection());
    const int printings = m_session.catalogue().printingCount(id);
    const std::string reading =
        "Reading " + name + "'s " + std::to_string(printings) + " printings…";
    m_readingMessage =
        reading + " The browser, the deck and the tools follow as soon as they are read.";
    m_browser->showMessage(reading);
    m_report->showMessage("Reading the cards", m_readingMessage);
    SetStatusText(toWx(reading));
    if (m_reader.joinable()) return; // one read at a time: the chosen game follows when it ends
    m_readingId = id;
    const std::uint64_t version = m_session.dataVersion();
    m_reader = std::thread([this, dir = m_session.profile().dir(), id, version] {
        auto read = std::make_shared<Result<std::unique_ptr<app::LoadedGame>>>(
            app::ProfileSession::readGame(dir, id));
        CallAfter([this, id, version, read] { gameRead(id, version, std::move(*read)); });
    });
}

void MainFrame::gameRead(const std::string& id, std::uint64_t dataVersion,
                         Result<std::unique_ptr<app::LoadedGame>> read) {
    if (m_reader.joinable()) m_reader.join();
    m_readingId.clear();
    guarded(this, "read the game's cards", [&] {
        if (!read.ok()) {
            m_report->showProblems("The cards of " + id + " could not be read from the profile.",
                                   read.errors);
            m_browser->showMessage("The cards could not be read");
            SetStatusText("");
            return;
        }
        // Out of date (the game's data changed meanwhile) it is dropped and read again below.
        m_session.adoptGame(std::move(read.value), dataVersion);
        const std::string chosen = chosenGameId();
        if (chosen.empty()) return;
        SetStatusText("");
        gameChanged(); // the chosen game: shown now, or read next
    });
}

bool MainFrame::selectGame(std::string_view id) {
    for (std::size_t i = 0; i < m_games.size(); ++i) {
        if (m_games[i].id != id) continue;
        flushAutosave();
        m_gameChoice->SetSelection(static_cast<int>(i));
        gameChanged();
        return true;
    }
    return false;
}

bool MainFrame::selectFormat(std::string_view id) {
    if (!m_deck.setFormat(id)) return false;
    fillFormats();
    return true;
}

void MainFrame::setEventDate(const core::Date& date) {
    m_datePicker->SetValue(toWxDate(date));
    m_deck.setDate(date);
}

void MainFrame::recheck() {
    m_deck.recheck();
}

void MainFrame::openDeck(const std::string& path) {
    m_deck.openFile(path);
    if (const app::LoadedGame* game = currentGame(); game && m_deck.readErrors().empty())
        m_recent->remember({RecentDeck::Kind::File, game->game.id, 0, {}, path});
    SetStatusText(toWx(path));
}

void MainFrame::newDeck() {
    m_deck.newDeck();
    m_browser->searchBox()->SetFocus();
}

bool MainFrame::saveDeck() {
    m_autosave.Stop();
    const auto result = m_deck.save();
    if (!result) return false;
    const std::string& name = m_deck.name();
    SetStatusText(result->changed
                      ? wxString::Format("Saved %s (version %d)", toWx(name), result->version)
                      : wxString::Format("%s is saved (version %d)", toWx(name), result->version));
    return true;
}

void MainFrame::flushAutosave() {
    if (m_deck.dirty()) saveDeck();
}

bool MainFrame::openSavedDeck(std::int64_t deckId) {
    auto opened = m_deck.openSaved(deckId);
    if (!opened.ok()) throw InputError(opened.errors);
    if (!opened.value) return false;
    fillFormats(); // the deck's own format
    SetStatusText(toWx("Opened " + opened.value->name + " (" +
                       std::to_string(opened.value->versions) + " saved versions)"));
    return true;
}

void MainFrame::deckSessionChanged(unsigned changes) {
    m_editor->sessionChanged(changes);
    // The session's game: when the game choice changes, the deck of the game left is saved
    // before the session follows.
    const app::LoadedGame* game = m_deck.game();
    if (changes & (app::DeckSession::Checked | app::DeckSession::Opened)) showCheck();
    if (changes & (app::DeckSession::Cards | app::DeckSession::Opened)) {
        updateGoldfish();
        updateStats();
    }
    if ((changes & app::DeckSession::Saved) && game) {
        if (m_deck.dirty()) {
            m_autosave.StartOnce(AutosaveDelayMs);
        } else if (const auto id = m_deck.savedId()) {
            // Saved (or opened): the game opens on this deck next time, and it is recent.
            m_config->Write("Decks/" + toWx(game->game.id), static_cast<long>(*id));
            m_recent->remember({RecentDeck::Kind::Saved, game->game.id, *id, m_deck.name(), {}});
            m_config->Flush();
        }
    }
    if (!m_deck.notice().empty() && m_deck.notice() != m_noticeShown) {
        m_noticeShown = m_deck.notice();
        SetStatusText(toWx(m_noticeShown));
    } else if (m_deck.notice().empty()) {
        m_noticeShown.clear();
    }
    std::string title = "Deckhand";
    if (m_deck.origin() == app::DeckOrigin::File)
        title = std::filesystem::path(m_deck.path()).filename().string() + " — Deckhand";
    else if (m_deck.savedId())
        title = m_deck.name() + " — Deckhand";
    if (toUtf8(GetTitle()) != title) SetTitle(toWx(title));
}

void MainFrame::showCheck() {
    const app::LoadedGame* game = currentGame();
    const bool fromFile = m_deck.origin() == app::DeckOrigin::File;
    if (!game || (!fromFile && !m_deck.hasDeck())) {
        showNoDeck();
        return;
    }
    if (fromFile && !m_deck.readErrors().empty()) {
        m_report->showProblems("The file " +
                                   std::filesystem::path(m_deck.path()).filename().string() +
                                   " could not be read.",
                               m_deck.readErrors());
        return;
    }
    if (!m_deck.formatErrors().empty()) {
        m_report->showProblems("The format cannot be used as it is set up.", m_deck.formatErrors());
        return;
    }
    if (!m_deck.check()) return;
    m_report->showCheck(*m_deck.check(), *game);
    m_deckList->highlight(nullptr);
}

void MainFrame::showNoDeck() {
    const app::LoadedGame* game = currentGame();
    if (!game && !m_readingId.empty()) {
        m_report->showMessage("Reading the cards", m_readingMessage);
        return;
    }
    if (!game) {
        m_report->showMessage("No games installed",
                              "Deckhand found no game packs in " +
                                  (app::resourcesDir() / "games").string() +
                                  ". Reinstall Deckhand or set DECKHAND_RESOURCES to a folder that "
                                  "has games/<id>/game.xml.");
        return;
    }
    m_report->showMessage(
        "No deck open",
        "Double-click a card in the browser (or press Enter on it) to start a deck, "
        "open a saved deck (Ctrl+Shift+O) or a deck list file (Ctrl+O). "
        "It is checked against the game, format and event date chosen above.");
}

void MainFrame::updateGoldfish() {
    // Every edit comes here: a hidden goldfish tab is brought up to date when it is shown, not
    // re-dealt (and its calculation stopped) on each change.
    if (!isPaneShown(PaneGoldfish)) {
        m_goldfishStale = true;
        return;
    }
    m_goldfishStale = false;
    const app::LoadedGame* game = currentGame();
    if (game && m_deck.hasDeck())
        m_goldfish->setDeck(game, m_deck.deck(), m_deck.displayName());
    else
        m_goldfish->setDeck(game, core::Deck{}, "");
}

void MainFrame::updateStats(bool rereadCollection) {
    // Like the goldfish tab, only while it is in view: toolShown() counts again when it comes
    // into view (and reads the collection again, which may have changed meanwhile).
    if (!isPaneShown(PaneStats)) return;
    const app::LoadedGame* game = currentGame();
    m_stats->setDeck(game, game && m_deck.hasDeck() ? m_deck.deck() : core::Deck{},
                     rereadCollection);
}

void MainFrame::toolShown() {
    if (m_goldfishStale && isPaneShown(PaneGoldfish)) updateGoldfish();
    // The collection may have changed while the tab was out of view: it is read again.
    if (isPaneShown(PaneStats)) updateStats(true);
    // The saved decks may have changed since: which ones each version breaks is judged again.
    if (isPaneShown(PaneLists)) m_lists->refresh();
}

int MainFrame::toolTab(const char* name) const {
    const char* const tabs[] = {PaneCollection, PaneGoldfish, PaneLists, PanePacks, PaneStats};
    for (int i = 0; i < static_cast<int>(std::size(tabs)); ++i)
        if (std::string_view(tabs[i]) == name) return i;
    return -1;
}

void MainFrame::showPane(const char* name) {
    const int tab = toolTab(name);
    wxAuiPaneInfo& pane = m_aui.GetPane(tab >= 0 ? PaneTools : name);
    if (!pane.IsOk()) return;
    if (tab >= 0) m_tools->SetSelection(static_cast<std::size_t>(tab));
    pane.Show();
    m_aui.Update();
    toolShown();
    (tab >= 0 ? m_tools->GetPage(static_cast<std::size_t>(tab)) : pane.window)->SetFocus();
}

bool MainFrame::isPaneShown(const char* name) const {
    const int tab = toolTab(name);
    const wxAuiPaneInfo& pane =
        const_cast<wxAuiManager&>(m_aui).GetPane(tab >= 0 ? PaneTools : name);
    return pane.IsOk() && pane.IsShown() && (tab < 0 || m_tools->GetSelection() == tab);
}

std::string MainFrame::exportDeck(const std::string& path) {
    std::string error = m_deck.exportTo(path);
    if (error.empty()) SetStatusText(toWx("Exported the deck to " + path));
    return error;
}

void MainFrame::gamesChanged() {
    // Pointers to the game are stale now: everything is set up again from the profile. The
    // open deck was saved before the change (GamesPanel::onGamesChanging) and comes back as
    // the game's last deck.
    const std::string id = m_gameId.empty() ? chosenGameId() : m_gameId;
    m_games.clear();
    for (const auto& g : m_session.catalogue().games())
        m_games.push_back({g.id, g.name});
    m_gameChoice->Clear();
    int index = 0;
    for (std::size_t i = 0; i < m_games.size(); ++i) {
        m_gameChoice->Append(toWx(m_games[i].name));
        if (m_games[i].id == id) index = static_cast<int>(i);
    }
    m_recent->fill(gameNames());
    if (m_games.empty()) return;
    m_gameChoice->SetSelection(index);
    if (m_deck.origin() == app::DeckOrigin::File) m_fileToReopen = m_deck.path();
    m_deck.setGame(nullptr);
    gameChanged();
}

void MainFrame::onOpen(wxCommandEvent&) {
    guarded(this, "open the deck list", [&] {
        const wxString dir =
            m_deck.path().empty()
                ? wxString()
                : toWx(std::filesystem::path(m_deck.path()).parent_path().string());
        wxFileDialog dialog(
            this, "Open a deck list", dir, "",
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

void MainFrame::onOpenSaved(wxCommandEvent&) {
    guarded(this, "open the saved deck", [&] {
        const app::LoadedGame* game = currentGame();
        if (!game) return;
        flushAutosave();
        const auto decks = m_session.decks().list(game->game.id);
        if (decks.empty()) {
            wxMessageBox(
                toWx("No " + game->game.name +
                     " deck is saved in this profile yet. Decks are saved as you build them."),
                "Open saved deck", wxOK | wxICON_INFORMATION, this);
            return;
        }
        wxArrayString choices;
        for (const auto& d : decks)
            choices.Add(toWx(d.name + "  (" + std::to_string(d.versions) +
                             (d.versions == 1 ? " version" : " versions") + ", saved " +
                             d.updatedAt + ")"));
        wxSingleChoiceDialog dialog(this, toWx("Which " + game->game.name + " deck?"),
                                    "Open saved deck", choices);
        if (dialog.ShowModal() != wxID_OK) return;
        const int index = dialog.GetSelection();
        if (index < 0 || static_cast<std::size_t>(index) >= decks.size()) return;
        openSavedDeck(decks[static_cast<std::size_t>(index)].id);
    });
}

void MainFrame::onGameChosen(wxCommandEvent&) {
    // The deck of the game left was saved with that game's format before the choice changed:
    // the session still has that game.
    guarded(this, "save the deck", [&] { flushAutosave(); });
    guarded(this, "switch to that game", [&] { gameChanged(); });
}

void MainFrame::onFormatChosen(wxCommandEvent&) {
    guarded(this, "check the deck under that format", [&] {
        const app::LoadedGame* game = currentGame();
        const int index = m_formatChoice->GetSelection();
        if (!game || index < 0 || static_cast<std::size_t>(index) >= game->game.formats.size())
            return;
        m_deck.setFormat(game->game.formats[static_cast<std::size_t>(index)].id);
    });
}

void MainFrame::onDateChanged(wxDateEvent&) {
    guarded(this, "check the deck on that date",
            [&] { m_deck.setDate(toDate(m_datePicker->GetValue())); });
}

void MainFrame::onProblemSelected(wxCommandEvent&) {
    guarded(this, "show the cards of that problem", [&] {
        m_deckList->highlight(m_report->violationAt(m_report->problems()->GetSelection()));
    });
}

void MainFrame::onClose(wxCloseEvent& event) {
    guarded(this, "save the deck before closing", [&] { flushAutosave(); });
    event.Skip();
}

void MainFrame::onRegistration(wxCommandEvent&) {
    guarded(this, "make the registration sheet", [&] {
        const app::LoadedGame* game = currentGame();
        if (!game || !m_deck.check() || !m_deck.check()->report) {
            wxMessageBox("Open or build a deck first: the sheet is made from a checked deck.",
                         "Registration sheet", wxOK | wxICON_INFORMATION, this);
            return;
        }
        RegistrationDialog dialog(this, *game, *m_deck.check());
        dialog.ShowModal();
    });
}

void MainFrame::onExport(wxCommandEvent&) {
    guarded(this, "export the deck", [&] {
        if (!m_deck.hasDeck()) return;
        const std::string name = m_deck.name().empty() ? std::string("deck") : m_deck.name();
        wxFileDialog dialog(this, "Export the deck", "", toWx(name + ".txt"),
                            "Text list (*.txt)|*.txt|Cockatrice (*.cod)|*.cod|OCTGN (*.o8d)|*.o8d|"
                            "LackeyCCG (*.dek)|*.dek|CSV (*.csv)|*.csv",
                            wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return;
        const std::string error = exportDeck(toUtf8(dialog.GetPath()));
        if (!error.empty()) wxMessageBox(toWx(error), "Export the deck", wxOK | wxICON_ERROR, this);
    });
}

void MainFrame::onAbout(wxCommandEvent&) {
    wxAboutDialogInfo info;
    info.SetName("Deckhand");
    info.SetVersion(DECKHAND_VERSION);
    info.SetDescription("A deck builder and collection manager for independent trading card "
                        "games.\nDecks are checked against each game's construction rules and "
                        "the Limited list in force on the event date.");
    wxString games;
    for (const auto& game : m_games)
        games += "\n" + toWx(game.name);
    if (!games.empty()) info.SetDescription(info.GetDescription() + "\n\nInstalled games:" + games);
    wxAboutBox(info, this);
}

void MainFrame::showHistory() {
    const app::LoadedGame* game = currentGame();
    if (game && m_deck.hasDeck()) flushAutosave();
    if (!game || !m_deck.hasDeck() || !m_deck.savedId()) {
        wxMessageBox("Open or build a deck first. A deck list opened from a file has no history "
                     "until it is changed: then it is saved in the profile, a version each save.",
                     "Deck history", wxOK | wxICON_INFORMATION, this);
        return;
    }
    HistoryDialog dialog(this, m_session, *game, *m_deck.savedId(), m_deck.name(), m_deck.deck());
    if (dialog.ShowModal() != HistoryDialog::IdRestore) return;
    if (const auto number = dialog.selectedVersion()) restoreVersion(*number);
}

bool MainFrame::restoreVersion(int number) {
    auto restored = m_deck.restoreVersion(number);
    if (!restored.ok()) throw InputError(restored.errors);
    if (!restored.value) return false;
    SetStatusText(wxString::Format("Restored version %d (Ctrl+Z takes it back)", number));
    return true;
}

const std::vector<RecentDeck>& MainFrame::recentDecks() const {
    return m_recent->decks();
}

std::vector<std::pair<std::string, std::string>> MainFrame::gameNames() const {
    std::vector<std::pair<std::string, std::string>> names;
    for (const auto& g : m_games)
        names.emplace_back(g.id, g.name);
    return names;
}

bool MainFrame::openRecent(std::size_t index) {
    if (index >= recentDecks().size()) return false;
    const RecentDeck entry = recentDecks()[index];
    auto gone = [&](const std::string& why) {
        m_recent->forget(entry);
        wxMessageBox(toWx(why + " It was taken off the recent list."), "Open recent",
                     wxOK | wxICON_INFORMATION, this);
        return false;
    };
    const bool installed = std::any_of(m_games.begin(), m_games.end(),
                                       [&](const InstalledGame& g) { return g.id == entry.game; });
    const app::LoadedGame* game = currentGame();
    if (entry.kind == RecentDeck::Kind::File) {
        std::error_code error;
        if (!std::filesystem::is_regular_file(std::filesystem::path(entry.path), error))
            return gone("The deck list " + entry.path + " is no longer there.");
        if (installed && (!game || game->game.id != entry.game)) selectGame(entry.game);
        openDeck(entry.path);
        return true;
    }
    if (!installed)
        return gone("The deck \"" + entry.name + "\" is of a game that is no longer installed (" +
                    entry.game + ").");
    auto store = m_session.decks();
    auto record = store.find(entry.game, std::to_string(entry.deckId));
    if (!record || record->id != entry.deckId) record = store.find(entry.game, entry.name);
    if (!record || record->game != entry.game)
        return gone("The deck \"" + entry.name + "\" is no longer saved in this profile.");
    if (!game || game->game.id != entry.game) {
        // A game opens on its last deck: made this one, it opens as soon as the game is read
        // (at once, or from the worker thread that reads a big game).
        m_config->Write("Decks/" + toWx(entry.game), static_cast<long>(record->id));
        selectGame(entry.game);
        if (!currentGame()) return true;
    }
    return openSavedDeck(record->id);
}

} // namespace deckhand::gui
