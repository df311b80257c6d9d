// SPDX-License-Identifier: GPL-3.0-or-later

// The main window's menus, toolbar, panes and their saved layout.

#include "card_images.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/card_face.hpp"
#include "deckhand/gui/accessible.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/collection_panel.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/deck_faces_panel.hpp"
#include "deckhand/gui/deck_list_panel.hpp"
#include "deckhand/gui/deck_stats_panel.hpp"
#include "deckhand/gui/games_panel.hpp"
#include "deckhand/gui/goldfish_panel.hpp"
#include "deckhand/gui/hover_preview.hpp"
#include "deckhand/gui/limited_lists_panel.hpp"
#include "deckhand/gui/main_frame.hpp"
#include "deckhand/gui/report_panel.hpp"
#include "deckhand/gui/scrolled_page.hpp"
#include "deckhand/gui/shortcuts_dialog.hpp"
#include "deckhand/gui/welcome_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "deckhand/io/file.hpp"
#include "event_check_dialog.hpp"
#include "guard.hpp"
#include "main_frame_ids.hpp"
#include "recent_menu.hpp"

#include <wx/artprov.h>
#include <wx/aui/dockart.h>
#include <wx/button.h>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/filename.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/toolbar.h>
#include <wx/utils.h>

namespace deckhand::gui {

using namespace frame;

void MainFrame::buildMenus() {
    auto* bar = new wxMenuBar;
    bar->Append(buildFileMenu(), _("&File"));
    bar->Append(buildEditMenu(), _("&Edit"));
    bar->Append(buildViewMenu(), _("&View"));
    bar->Append(buildHelpMenu(), _("&Help"));
    SetMenuBar(bar);
}

wxMenu* MainFrame::buildFileMenu() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, _("&New deck\tCtrl+N"), _("Start an empty deck for the current game"));
    file->Append(wxID_OPEN, _("&Open deck list…\tCtrl+O"), _("Open a deck list file and check it"));
    file->Append(IdOpenSaved, _("Open &saved deck…\tCtrl+Shift+O"),
                 _("Open a deck saved in the profile"));
    auto* recent = new wxMenu;
    file->AppendSubMenu(recent, _("Open &recent"), _("The decks opened or saved lately"));
    m_recent = std::make_unique<RecentMenu>(*m_config, *recent, IdRecentFirst);
    m_recent->fill(gameNames());
    file->Append(wxID_SAVE, _("&Save deck\tCtrl+S"),
                 _("Save the deck to the profile now (it is also saved as you go)"));
    file->Append(IdHistory, _("Deck &history…\tCtrl+H"),
                 _("Every saved version of the deck, and restoring one"));
    file->AppendSeparator();
    file->Append(IdExport, _("&Export deck as…\tCtrl+E"),
                 _("Write the deck as text, Cockatrice .cod, OCTGN .o8d, LackeyCCG .dek or CSV"));
    file->Append(IdRegistration, _("&Registration sheet…\tCtrl+P"),
                 _("The tournament registration sheet of the deck, as a PDF"));
    file->Append(IdCheckEvent, _("Check an e&vent's lists…"),
                 _("Every list an event's players handed in, checked at once: the summary, the "
                   "sheets by surname"));
    file->Append(IdProxies, _("Print pro&xies…"),
                 _("The deck's cards at their real size, 3 x 3 to a page, as a PDF to print"));
    file->Append(IdTts, _("Export for &Tabletop Simulator…"),
                 _("The deck as a Tabletop Simulator saved object, with its card sheets"));
    file->Append(IdExportPack, _("Export &game pack…"),
                 _("The game with its card data and Limited lists, as a folder others can "
                   "subscribe to"));
    file->AppendSeparator();
    file->Append(wxID_EXIT, _("&Quit\tCtrl+Q"), _("Close Deckhand"));

    Bind(wxEVT_MENU, &MainFrame::onOpen, this, wxID_OPEN);
    Bind(wxEVT_MENU, &MainFrame::onOpenSaved, this, IdOpenSaved);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not start a new deck."), [&] { newDeck(); });
        },
        wxID_NEW);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not save the deck."), [&] { saveDeck(); });
        },
        wxID_SAVE);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, &MainFrame::onRegistration, this, IdRegistration);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not check the event's lists."),
                    [&] { checkEventLists(*this); });
        },
        IdCheckEvent);
    Bind(wxEVT_MENU, &MainFrame::onExport, this, IdExport);
    Bind(wxEVT_MENU, &MainFrame::onProxies, this, IdProxies);
    Bind(wxEVT_MENU, &MainFrame::onTabletop, this, IdTts);
    Bind(wxEVT_MENU, &MainFrame::onExportPack, this, IdExportPack);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not show the deck's history."), [&] { showHistory(); });
        },
        IdHistory);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& e) {
            guarded(this, _("Deckhand could not open the recent deck."),
                    [&] { openRecent(static_cast<std::size_t>(e.GetId() - IdRecentFirst)); });
        },
        IdRecentFirst, IdRecentLast);
    return file;
}

wxMenu* MainFrame::buildEditMenu() {
    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, _("&Undo\tCtrl+Z"), _("Undo the last change to the deck"));
    edit->Append(wxID_REDO, _("&Redo\tCtrl+Y"), _("Redo the change undone"));
    edit->AppendSeparator();
    edit->Append(IdPasteList, _("&Paste deck list\tCtrl+Shift+V"),
                 _("Open the deck list on the clipboard (text, or what Cockatrice, OCTGN or "
                   "LackeyCCG wrote) as a new deck"));
    edit->Append(IdCopyCode, _("C&opy deck code"),
                 _("Put the deck's code on the clipboard: one short line to paste in a chat"));
    edit->Append(IdPasteCode, _("Paste deck cod&e"),
                 _("Open the deck whose deck code is on the clipboard as a new deck"));
    edit->AppendSeparator();
    edit->Append(IdFind, _("&Find card…\tCtrl+F"), _("Search the cards of the game"));
    edit->Append(IdChangePrinting, _("Change &printing…\tCtrl+Shift+P"),
                 _("Show the selected deck line as another printing of its card"));
    edit->Append(IdAddToCollection, _("Add card to &collection\tCtrl+Shift+A"),
                 _("Add a copy of the card selected in the browser to the collection"));
    edit->Append(IdAddToWishlist, _("Add card to &wishlist\tCtrl+Shift+W"),
                 _("Put the card selected in the browser on the wishlist"));
    edit->Append(IdEditCards, _("Edit c&ards…\tCtrl+Shift+E"),
                 _("Add, change, duplicate and delete the game's cards: your own layer over its "
                   "published data"));
    edit->AppendSeparator();
    edit->Append(wxID_PREFERENCES, _("&Preferences…"),
                 _("Profile folder, image cache and downloads"));
    const int downloadImagesId = NewControlId();
    edit->Append(downloadImagesId, _("&Download all card images…"),
                 _("Fetch every card image of the current game into the image cache"));

    bindUndoRedo();
    bindClipboardCommands();
    bindCardCommands();
    bindSettingsCommands(downloadImagesId);
    return edit;
}

void MainFrame::bindUndoRedo() {
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not undo."), [&] { m_editor->undo(); });
        },
        wxID_UNDO);
    // The items say what they would undo and redo ("Undo Add Iron Palm").
    auto undoItem = [this](bool redo) {
        return [this, redo](wxUpdateUIEvent& e) {
            // In the notes or tags box the items act on its typing, not on the cards.
            if (const TextUndo* typing = m_editor->focusedTextUndo()) {
                e.Enable(redo ? typing->canRedo() : typing->canUndo());
                e.SetText(redo ? _("&Redo typing\tCtrl+Y") : _("&Undo typing\tCtrl+Z"));
                return;
            }
            const std::string label = redo ? m_deck.redoLabel() : m_deck.undoLabel();
            e.Enable(!label.empty());
            wxString text;
            if (label.empty())
                text = redo ? _("&Redo") : _("&Undo");
            else
                // TRANSLATORS: %s is the change, as the deck's history names it ("Add Iron Palm").
                text = wxString::Format(redo ? _("&Redo %s") : _("&Undo %s"), toWx(label));
            e.SetText(text + (redo ? "\tCtrl+Y" : "\tCtrl+Z"));
        };
    };
    Bind(wxEVT_UPDATE_UI, undoItem(false), wxID_UNDO);
    Bind(wxEVT_UPDATE_UI, undoItem(true), wxID_REDO);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not redo."), [&] { m_editor->redo(); });
        },
        wxID_REDO);
}

void MainFrame::bindClipboardCommands() {
    Bind(wxEVT_MENU, &MainFrame::onPaste, this, IdPasteList);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not copy the deck code."), [&] {
                const auto code = copyDeckCode();
                if (code.ok()) return;
                wxString why = _("The deck has no deck code:");
                for (const auto& e : code.errors)
                    why += "\n" + toWx(e.message);
                wxMessageBox(why, _("Copy deck code"), wxOK | wxICON_INFORMATION, this);
            });
        },
        IdCopyCode);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not paste the deck code."), [&] {
                std::string text;
                if (wxTheClipboard->Open()) {
                    wxTextDataObject data;
                    if (wxTheClipboard->IsSupported(wxDF_UNICODETEXT) &&
                        wxTheClipboard->GetData(data))
                        text = toUtf8(data.GetText());
                    wxTheClipboard->Close();
                }
                if (const std::string why = pasteDeckCode(text); !why.empty())
                    wxMessageBox(toWx(why), _("Paste deck code"), wxOK | wxICON_INFORMATION, this);
            });
        },
        IdPasteCode);
}

void MainFrame::bindCardCommands() {
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            showPane(PaneBrowser);
            m_browser->searchBox()->SetFocus();
            m_browser->searchBox()->SelectAll();
        },
        IdFind);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not add the card to the collection."),
                    [&] { quickAdd(false); });
        },
        IdAddToCollection);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not put the card on the wishlist."),
                    [&] { quickAdd(true); });
        },
        IdAddToWishlist);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            guarded(this, _("Deckhand could not change the printing."),
                    [&] { m_editor->showPrintingMenu(); });
        },
        IdChangePrinting);
    Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& e) { e.Enable(m_editor && m_editor->selectedLine().has_value()); },
        IdChangePrinting);
    Bind(wxEVT_MENU, &MainFrame::onEditCards, this, IdEditCards);
}

void MainFrame::bindSettingsCommands(int downloadImagesId) {
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { showPreferences(); }, wxID_PREFERENCES);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (!currentGame()) {
                wxMessageBox(
                    m_choice.readingId().empty()
                        ? _("Choose a game first.")
                        : _("The game's cards are still being read: try again in a moment."),
                    _("Download all card images"), wxOK | wxICON_INFORMATION, this);
                return;
            }
            downloadAllCardImages(this, m_session, currentGame()->game.id);
        },
        downloadImagesId);
}

wxMenu* MainFrame::buildViewMenu() {
    auto* view = new wxMenu;
    // The workspaces first (one in front at a time), then what Build shows.
    for (std::size_t i = 0; i < std::size(Workspaces); ++i)
        view->AppendRadioItem(IdViewFirst + static_cast<int>(i),
                              wxGetTranslation(WorkspaceLabels[i]));
    view->AppendSeparator();
    const int firstPane = IdViewFirst + static_cast<int>(std::size(Workspaces));
    for (std::size_t i = 0; i < std::size(PaneOrder); ++i)
        view->AppendCheckItem(firstPane + static_cast<int>(i), wxGetTranslation(PaneLabels[i]));
    view->AppendSeparator();
    view->Append(IdResetLayout, _("&Reset layout"),
                 _("Put every pane of Build back where it started, and the game bar above"));

    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            m_gameBar->Show();
            m_gameBar->GetParent()->Layout();
            m_aui.LoadPerspective(m_defaultLayout);
            shareWidth();
            showPane(PaneBuild);
        },
        IdResetLayout);
    for (std::size_t i = 0; i < std::size(Workspaces); ++i) {
        const int id = IdViewFirst + static_cast<int>(i);
        const char* name = Workspaces[i];
        Bind(
            wxEVT_MENU, [this, name](wxCommandEvent&) { showPane(name); }, id);
        Bind(
            wxEVT_UPDATE_UI, [this, name](wxUpdateUIEvent& e) { e.Check(isPaneShown(name)); }, id);
    }
    for (std::size_t i = 0; i < std::size(PaneOrder); ++i) {
        const int id = firstPane + static_cast<int>(i);
        const char* name = PaneOrder[i];
        Bind(
            wxEVT_MENU,
            [this, name](wxCommandEvent& e) {
                if (e.IsChecked()) {
                    showPane(name);
                } else if (name == std::string_view(PaneGames)) {
                    m_gameBar->Hide();
                    m_gameBar->GetParent()->Layout();
                } else {
                    m_aui.GetPane(name).Hide();
                    m_aui.Update();
                }
            },
            id);
        Bind(
            wxEVT_UPDATE_UI,
            [this, name](wxUpdateUIEvent& e) {
                e.Check(name == std::string_view(PaneGames) ? m_gameBar->IsShown()
                                                            : m_aui.GetPane(name).IsShown());
            },
            id);
    }
    return view;
}

wxMenu* MainFrame::buildHelpMenu() {
    auto* help = new wxMenu;
    help->Append(IdGuide, _("&User's guide\tF1"), _("The user's guide, in the browser"));
    help->Append(IdShortcuts, _("&Keyboard shortcuts\tCtrl+/"),
                 _("A table of every key Deckhand takes"));
    help->Append(IdWelcome, _("&Welcome page"), _("What Deckhand does, and the first steps"));
    help->AppendSeparator();
    help->Append(wxID_ABOUT, _("&About Deckhand"), _("Version and credits"));

    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            const auto guide = app::guideFile();
            if (guide.empty() ||
                !wxLaunchDefaultBrowser(wxFileName(toWx(guide.string())).GetFullPath()))
                wxMessageBox(
                    guide.empty()
                        ? _("The user's guide (guide.md) is not installed beside Deckhand's "
                            "games.")
                        : wxString::Format(_("No browser opened the user's guide: it is %s"),
                                           toWx(guide.string())),
                    _("User's guide"), wxOK | wxICON_INFORMATION, this);
        },
        IdGuide);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            ShortcutsDialog dialog(this, *GetMenuBar());
            dialog.ShowModal();
        },
        IdShortcuts);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { m_editor->showWelcome(true); }, IdWelcome);
    Bind(wxEVT_MENU, &MainFrame::onAbout, this, wxID_ABOUT);
    return help;
}

void MainFrame::buildToolBar() {
    // The commonest menu commands, with the theme's icons; a tool sends its menu item's event.
    wxToolBar* bar = CreateToolBar(wxTB_HORIZONTAL | wxTB_FLAT);
    const wxSize size = wxArtProvider::GetSizeHint(wxART_TOOLBAR);
    auto tool = [&](int id, const wxArtID& art, const wxString& label, const wxString& help) {
        bar->AddTool(id, label, wxArtProvider::GetBitmapBundle(art, wxART_TOOLBAR, size), help);
    };
    tool(wxID_NEW, wxART_NEW, _("New deck"),
         _("Start an empty deck for the current game (Ctrl+N)"));
    tool(IdOpenSaved, wxART_FOLDER_OPEN, _("Saved decks"),
         _("Open a deck saved in the profile (Ctrl+Shift+O)"));
    tool(wxID_OPEN, wxART_FILE_OPEN, _("Open deck list"),
         _("Open a deck list file and check it (Ctrl+O)"));
    tool(wxID_SAVE, wxART_FILE_SAVE, _("Save"),
         _("Save the deck now; it is also saved as you go (Ctrl+S)"));
    bar->AddSeparator();
    tool(wxID_UNDO, wxART_UNDO, _("Undo"), _("Undo the last change to the deck (Ctrl+Z)"));
    tool(wxID_REDO, wxART_REDO, _("Redo"), _("Redo the change undone (Ctrl+Y)"));
    tool(IdFind, wxART_FIND, _("Find card"), _("Search the cards of the game (Ctrl+F)"));
    bar->AddSeparator();
    tool(IdExport, wxART_FILE_SAVE_AS, _("Export"),
         _("Write the deck in another tool's format (Ctrl+E)"));
    tool(IdRegistration, wxART_PRINT, _("Registration sheet"),
         _("The tournament registration sheet as a PDF (Ctrl+P)"));
    bar->Realize();
    auto hasDeck = [this](wxUpdateUIEvent& e) { e.Enable(m_deck.hasDeck()); };
    Bind(wxEVT_UPDATE_UI, hasDeck, wxID_SAVE);
    Bind(wxEVT_UPDATE_UI, hasDeck, IdExport);
    Bind(wxEVT_UPDATE_UI, hasDeck, IdProxies);
    Bind(wxEVT_UPDATE_UI, hasDeck, IdTts);
    Bind(wxEVT_UPDATE_UI, hasDeck, IdCopyCode);
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(currentGame() != nullptr); },
        IdExportPack);
}

wxWindow* MainFrame::buildGameBar(wxWindow* parent) {
    auto* root = new wxPanel(parent, wxID_ANY);
    m_gameChoice = new wxChoice(root, wxID_ANY);
    for (const auto& game : m_choice.games())
        m_gameChoice->Append(toWx(game.name));
    m_gameChoice->SetToolTip(_("The game: the browser, the deck and the rules all follow it"));
    m_formatChoice = new wxChoice(root, wxID_ANY);
    m_datePicker =
        new DateField(root, core::Date::today(),
                      _("The event date: the Limited list in force on this day is used"));

    const int gap = FromDIP(6);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    auto label = [&](const wxString& text) {
        top->Add(new wxStaticText(root, wxID_ANY, text), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, gap);
    };
    label(_("&Game:"));
    top->Add(m_gameChoice, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 3 * gap);
    label(_("&Format:"));
    top->Add(m_formatChoice, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 3 * gap);
    label(_("Event &date:"));
    top->Add(m_datePicker, 0, wxALIGN_CENTER_VERTICAL);
    // Opening decks is the toolbar's (and File's): buttons here were cut off beside a long
    // game or format name on a 1024-pixel screen.
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 1, wxEXPAND | wxALL, gap);
    root->SetSizer(sizer);

    m_gameChoice->Bind(wxEVT_CHOICE, &MainFrame::onGameChosen, this);
    m_formatChoice->Bind(wxEVT_CHOICE, &MainFrame::onFormatChosen, this);
    m_datePicker->Bind(wxEVT_DATE_CHANGED, &MainFrame::onDateChanged, this);
    return root;
}

void MainFrame::buildPanes() {
    // The game bar over the workspaces' tabs; Build's panes are wxAUI's, the other workspaces
    // are a tab each (buildToolTabs).
    auto* root = new wxPanel(this, wxID_ANY);
    m_gameBar = buildGameBar(root);
    m_workspaces = new wxNotebook(root, wxID_ANY);
    // As small as the window may be: a tool larger than its workspace scrolls (ScrolledPage),
    // it never pushes Build's panes out of the window.
    m_workspaces->SetMinSize(FromDIP(wxSize(300, 200)));
    m_buildPage = new wxPanel(m_workspaces, wxID_ANY);
    m_workspaces->AddPage(m_buildPage, wxGetTranslation(WorkspaceTabs[0]));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_gameBar, 0, wxEXPAND);
    sizer->Add(m_workspaces, 1, wxEXPAND);
    root->SetSizer(sizer);
    // The frame fills its client area with the root through a sizer of its own: it is not
    // the frame's only child (wxAUI's hint and floating windows are children too).
    auto* frameSizer = new wxBoxSizer(wxVERTICAL);
    frameSizer->Add(root, 1, wxEXPAND);
    SetSizer(frameSizer, false);

    m_aui.SetManagedWindow(m_buildPage);
    // The browser and the right-hand column may each take up to 40% of the width.
    m_aui.SetDockSizeConstraint(0.4, 0.5);
    m_browser = new CardBrowser(m_buildPage, m_session);
    m_editor = new DeckEditor(m_buildPage, m_deck);
    m_deckList = m_editor->list();
    keepDeckView();
    connectWelcome(*m_editor->welcome());
    m_preview = new CardPreview(m_buildPage, m_session);
    m_report = new ReportPanel(m_buildPage);
    addDeckPanes();
    buildToolTabs();
    createHoverPreview();
    connectBrowser();
    connectDeck();
    // Sized now, so that the first share of Build's width is of the width it will have.
    root->SetSize(GetClientSize());
    root->Layout();
}

void MainFrame::keepDeckView() {
    // The way the deck is shown is kept in the profile's gui.ini for the next start.
    DeckListPanel::View view;
    view.grouped = config().ReadBool("/DeckView/Grouped", view.grouped);
    view.sortBy = toUtf8(config().Read("/DeckView/SortBy", toWx(view.sortBy)));
    view.stacks = config().ReadBool("/DeckView/Stacks", view.stacks);
    m_editor->setView(view);
    m_editor->onViewChanged = [this](const DeckListPanel::View& v) {
        config().Write("/DeckView/Grouped", v.grouped);
        config().Write("/DeckView/Stacks", v.stacks);
        config().Write("/DeckView/SortBy", toWx(v.sortBy));
        config().Flush();
    };
}

void MainFrame::connectWelcome(WelcomePanel& welcome) {
    welcome.onGameChosen = [this](const std::string& id) { selectGame(id); };
    welcome.onExample = [this](const std::filesystem::path& file) {
        // A new deck of the user's own, named by the example; the shipped file stays as it is.
        auto text = io::readWholeFile(file.string());
        if (!text.ok()) throw InputError(text.errors);
        if (const std::string why = pasteDeckList(text.value); !why.empty())
            wxMessageBox(toWx(why), _("Open example deck"), wxOK | wxICON_INFORMATION, this);
    };
    welcome.onStartDeck = [this] { newDeck(); };
    welcome.onImportCollection = [this] {
        showPane(PaneCollection);
        collection()->chooseAndImport();
    };
    auto runMenu = [this](int id) {
        wxCommandEvent event(wxEVT_MENU, id);
        ProcessWindowEvent(event);
    };
    welcome.onGuide = [runMenu] { runMenu(IdGuide); };
    welcome.onShortcuts = [runMenu] { runMenu(IdShortcuts); };
    welcome.onHide = [this] { m_editor->showWelcome(false); };
}

namespace {

// The title bar of one of Build's panes.
wxString paneCaption(std::string_view pane) {
    if (pane == MainFrame::PaneBrowser) return _("Cards");
    if (pane == MainFrame::PaneDeck) return _("Deck");
    if (pane == MainFrame::PanePreview) return _("Card");
    return _("Validation");
}

} // namespace

void MainFrame::addDeckPanes() {
    m_aui.AddPane(m_browser, wxAuiPaneInfo()
                                 .Name(PaneBrowser)
                                 .Caption(paneCaption(PaneBrowser))
                                 .Left()
                                 .Layer(1)
                                 .BestSize(FromDIP(wxSize(500, 500)))
                                 .MinSize(FromDIP(wxSize(280, 200)))
                                 .MaximizeButton(true));
    m_aui.AddPane(m_editor, wxAuiPaneInfo()
                                .Name(PaneDeck)
                                .Caption(paneCaption(PaneDeck))
                                .Center()
                                .CloseButton(false)
                                .MinSize(FromDIP(wxSize(300, 200))));
    m_aui.AddPane(m_preview, wxAuiPaneInfo()
                                 .Name(PanePreview)
                                 .Caption(paneCaption(PanePreview))
                                 .Right()
                                 .Layer(1)
                                 .Position(0)
                                 .BestSize(FromDIP(wxSize(390, 280)))
                                 .MinSize(FromDIP(wxSize(240, 160))));
    // The column is shared 2 : 3, the verdict's problems getting the more.
    m_aui.GetPane(PanePreview).dock_proportion = 2;
    m_aui.AddPane(m_report, wxAuiPaneInfo()
                                .Name(PaneReport)
                                .Caption(paneCaption(PaneReport))
                                .Right()
                                .Layer(1)
                                .Position(1)
                                .BestSize(FromDIP(wxSize(390, 400)))
                                .MinSize(FromDIP(wxSize(240, 160))));
    m_aui.GetPane(PaneReport).dock_proportion = 3;
}

void MainFrame::buildToolTabs() {
    // The player's other tools: a workspace each, with the whole window below the game bar.
    // A tab is scrolled rather than squeezed when the window is smaller than its tool: every
    // control keeps at least its best size. Each tool is built when its tab is first shown (or
    // the window first needs it): together they were a sixth of the window's start.
    // An empty tab is a plain panel: its scrolled page (a GtkScrolledWindow with its scroll
    // bars) is made with its tool, holdTool().
    for (std::size_t tab = 1; tab < std::size(Workspaces); ++tab) {
        auto* page = new wxPanel(m_workspaces);
        page->SetSizer(new wxBoxSizer(wxVERTICAL));
        m_workspaces->AddPage(page, wxGetTranslation(WorkspaceTabs[tab]));
        m_toolPages.push_back(page);
    }
    // A tab the user clicks is built before it is shown (ChangeSelection sends no event:
    // showPane() builds it itself).
    m_workspaces->Bind(wxEVT_NOTEBOOK_PAGE_CHANGING, [this](wxBookCtrlEvent& e) {
        e.Skip();
        if (e.GetEventObject() != m_workspaces) return; // a notebook inside a tool
        guarded(this, _("Deckhand could not bring the tab up to date."),
                [&] { buildTool(e.GetSelection()); });
    });
    m_workspaces->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        e.Skip();
        if (e.GetEventObject() != m_workspaces) return; // a notebook inside a tool
        guarded(this, _("Deckhand could not bring the tab up to date."), [&] {
            buildTool(e.GetSelection());
            toolShown();
        });
        nameUnnamedControls(m_workspaces); // a tab's controls may be new
        // The focus never stays in a workspace out of sight: keys would go nowhere.
        const wxWindow* focus = FindFocus();
        if (!focus || !focus->IsShownOnScreen()) CallAfter([this] { showPane(workspace()); });
    });
}

template <class Tool, class Make> Tool* MainFrame::holdTool(int tab, Make make) {
    wxPanel* tabPage = m_toolPages.at(static_cast<std::size_t>(tab - 1));
    auto* page = new ScrolledPage(tabPage);
    tabPage->GetSizer()->Add(page, 1, wxEXPAND);
    auto* tool = page->hold(make(page));
    // Laid out once at about the size it will have: GTK's first allocation of a tab shown
    // later then finds every control at a real size (never 0x0, which it warns about). No
    // larger than the smallest window: GTK's notebook asks for room for its largest page. A
    // tab in view is laid out at its own size.
    if (m_workspaces->GetSelection() != tab) tabPage->SetSize(FromDIP(wxSize(700, 300)));
    tabPage->Layout();
    return tool;
}

wxWindow* MainFrame::buildTool(int tab) {
    switch (tab) {
    case 1:
        return collection();
    case 2:
        return goldfish();
    case 3:
        return limitedLists();
    case 4:
        return games();
    case 5:
        return deckStats();
    case 6:
        return deckFaces();
    default:
        return nullptr; // Build, always there
    }
}

CollectionPanel* MainFrame::collection() {
    if (m_collection) return m_collection;
    m_collection = holdTool<CollectionPanel>(
        1, [this](wxWindow* p) { return new CollectionPanel(p, m_session); });
    // The collection and the wishlist are shown in three places: a change in one reaches the
    // others.
    m_collection->onChanged = [this] {
        m_browser->refreshOwned();
        // The card shown lists the copies owned of each printing: read again.
        if (m_preview->shown()) m_preview->show(currentGame(), m_preview->shown());
        if (isPaneShown(PaneStats)) updateStats(true);
    };
    // The game shown, none while one is read (it would be read on this thread).
    m_collection->showGame(shownGameId());
    return m_collection;
}

GoldfishPanel* MainFrame::goldfish() {
    if (!m_goldfish)
        m_goldfish = holdTool<GoldfishPanel>(2, [](wxWindow* p) { return new GoldfishPanel(p); });
    return m_goldfish;
}

LimitedListsPanel* MainFrame::limitedLists() {
    if (m_lists) return m_lists;
    m_lists = holdTool<LimitedListsPanel>(
        3, [this](wxWindow* p) { return new LimitedListsPanel(p, m_session); });
    m_lists->showGame(currentGame());
    return m_lists;
}

GamesPanel* MainFrame::games() {
    if (m_packs) return m_packs;
    m_packs = holdTool<GamesPanel>(4, [this](wxWindow* p) { return new GamesPanel(p, m_session); });
    m_packs->onGamesChanging = [this] { flushAutosave(); };
    m_packs->onGamesChanged = [this](const std::string&) {
        guarded(this, _("Deckhand could not read the games again."), [&] { gamesChanged(); });
    };
    return m_packs;
}

DeckStatsPanel* MainFrame::deckStats() {
    if (m_stats) return m_stats;
    m_stats = holdTool<DeckStatsPanel>(
        5, [this](wxWindow* p) { return new DeckStatsPanel(p, m_session); });
    // A collection not built yet reads the wishlist when it is.
    m_stats->onWishlistChanged = [this] {
        if (m_collection) m_collection->refresh();
    };
    return m_stats;
}

DeckFacesPanel* MainFrame::deckFaces() {
    if (m_faces) return m_faces;
    m_faces = holdTool<DeckFacesPanel>(6, [](wxWindow* p) { return new DeckFacesPanel(p); });
    m_faces->onSelected = [this](const core::Printing& p) { m_preview->show(currentGame(), &p); };
    return m_faces;
}

void MainFrame::connectBrowser() {
    m_browser->onActivated = [this](const core::Printing& p) { m_editor->add(p); };
    // Right-click on a card: the deck, the collection and the wishlist, without leaving the list.
    m_browser->list()->Bind(wxEVT_DATAVIEW_ITEM_CONTEXT_MENU, [this](wxDataViewEvent&) {
        const core::Printing* p = m_browser->selected();
        if (!p) return;
        wxMenu menu;
        menu.Append(wxID_ADD, _("Add to the deck\tEnter"));
        menu.Append(IdAddToCollection, _("Add a copy to the collection\tCtrl+Shift+A"));
        menu.Append(IdAddToWishlist, _("Add to the wishlist\tCtrl+Shift+W"));
        menu.AppendSeparator();
        menu.Append(IdEditCards, _("Edit card…\tCtrl+Shift+E"));
        menu.Bind(
            wxEVT_MENU,
            [this, p](wxCommandEvent&) {
                guarded(this, _("Deckhand could not add the card."), [&] { m_editor->add(*p); });
            },
            wxID_ADD);
        PopupMenu(&menu);
    });
    m_browser->onTakeOut = [this](const core::Printing& p) { m_editor->takeOut(p); };
    // The first cards of a game still being read are shown too (the browser's game is theirs).
    m_browser->onSelected = [this](const core::Printing* p) {
        m_preview->show(m_browser->shownGame(), p);
    };
    m_browser->onDropText = [this](const std::string& text) { return m_editor->dropLine(text); };
    m_hover->watch(m_browser->list(),
                   [this](const wxDataViewItem& item) { return m_browser->printingOf(item); });
    // A game with no cards: the browser's notice leads to the ways of getting them.
    m_browser->onImportCards = [this] {
        if (const app::LoadedGame* game = currentGame()) games()->chooseAndImport(game->game.id);
    };
    m_browser->onFetchCards = [this] {
        const app::LoadedGame* game = currentGame();
        if (!game) return;
        wxBusyCursor busy;
        if (const std::string why = games()->fetchPackSources(game->game.id); !why.empty())
            wxMessageBox(toWx(why), _("Fetch the cards"), wxOK | wxICON_INFORMATION, this);
    };
    m_browser->onEditCards = [this] {
        wxCommandEvent event(wxEVT_MENU, IdEditCards);
        ProcessWindowEvent(event);
    };
}

void MainFrame::createHoverPreview() {
    m_hover = std::make_unique<HoverPreview>(this);
    m_hover->imageOf = [this](const core::Printing& p) { return cachedImageOf(p); };
    m_hover->faceOf = [this](const core::Printing& p) -> std::optional<core::CardFace> {
        const app::LoadedGame* game = currentGame();
        return game ? std::optional(core::cardFace(game->game, p)) : std::nullopt;
    };
}

std::string MainFrame::cachedImageOf(const core::Printing& p) const {
    const app::LoadedGame* game = currentGame();
    if (!game) return {};
    return app::cardImageFile(m_session.dir(), game->game.id, p.set(), p.number()).string();
}

void MainFrame::connectDeck() {
    m_deck.onChanged = [this](unsigned changes) { deckSessionChanged(changes); };
    m_editor->imageOf = [this](const core::Printing& p) { return cachedImageOf(p); };
    m_editor->onHoverCard = [this](const core::Printing* p, wxPoint at) { m_hover->hover(p, at); };
    // The deck list as the browser: the card of the row under the pointer.
    m_hover->watch(m_editor->list()->list(), [this](const wxDataViewItem& item) {
        return m_editor->list()->printingOf(item);
    });
    m_editor->onSelected = [this](const core::Printing* p) {
        if (p) m_preview->show(currentGame(), p);
    };
    m_editor->ownedOf = [this](const core::Printing& p) {
        int n = 0;
        if (const app::LoadedGame* game = currentGame())
            for (const auto& item : m_session.ownedPrintings(game->game.id))
                if (toWx(item.set).IsSameAs(toWx(p.set()), false) &&
                    toWx(item.number).IsSameAs(toWx(p.number()), false))
                    n += item.quantity;
        return n;
    };
    m_report->problems()->Bind(wxEVT_LISTBOX, &MainFrame::onProblemSelected, this);
}

bool MainFrame::restoreLayout() {
    long version = 0;
    wxString perspective;
    if (!m_config->Read("Layout/Version", &version) || version != LayoutVersion ||
        !m_config->Read("Layout/Perspective", &perspective) || perspective.empty())
        return false;
    // A layout that does not name every pane (an edited or damaged gui.ini) is not used: it
    // would leave panes hidden with no way back but View > Reset layout.
    for (const char* pane : AuiPanes)
        if (!perspective.Contains(wxString("name=") + pane + ";")) return false;
    if (!m_aui.LoadPerspective(perspective, true) || !m_aui.GetPane(PaneDeck).IsShown()) {
        m_aui.LoadPerspective(m_defaultLayout, true);
        return false;
    }
    // The saved layout holds the captions of the language it was saved in: today's language.
    for (const char* pane : AuiPanes)
        m_aui.GetPane(pane).Caption(paneCaption(pane));
    return true;
}

namespace {

// What the side docks need at the least and use at the most: the browser's columns (name,
// owned, set, number, rarity) and the card preview beside its text.
DockWidths dockMinimum(const wxWindow& w) {
    return {w.FromDIP(280), w.FromDIP(240)};
}
DockWidths dockMost(const wxWindow& w) {
    return {w.FromDIP(560), w.FromDIP(480)};
}

// The width the sashes and pane borders between the three columns take.
int betweenDocks(wxAuiManager& aui) {
    wxAuiDockArt* art = aui.GetArtProvider();
    return 2 * art->GetMetric(wxAUI_DOCKART_SASH_SIZE) +
           6 * art->GetMetric(wxAUI_DOCKART_PANE_BORDER_SIZE);
}

} // namespace

int MainFrame::deckMinimum() const {
    // Its count, name, set and number columns with the names whole (the longest names of the
    // bundled games are about 25 characters).
    return std::max(FromDIP(380), buildWidth() * 36 / 100);
}

int MainFrame::buildWidth() const {
    // Before the workspaces are first laid out, the frame's width (less the tabs' borders).
    const int width = m_buildPage->GetClientSize().x;
    return width > FromDIP(100) ? width : GetClientSize().x - FromDIP(8);
}

void MainFrame::shareWidth() {
    const DockWidths w = gui::shareWidth(buildWidth(), betweenDocks(m_aui), deckMinimum(),
                                         dockMinimum(*this), dockMost(*this));
    m_aui.setDockWidth(wxAUI_DOCK_LEFT, 1, w.browser);
    m_aui.setDockWidth(wxAUI_DOCK_RIGHT, 1, w.column);
    m_aui.Update();
}

void MainFrame::keepDeckReadable() {
    const DockWidths now{m_aui.dockWidth(wxAUI_DOCK_LEFT, 1), m_aui.dockWidth(wxAUI_DOCK_RIGHT, 1)};
    if (now.browser == 0 && now.column == 0) return;
    const DockWidths fitted =
        makeRoom(buildWidth(), betweenDocks(m_aui), deckMinimum(), now, dockMinimum(*this));
    if (fitted.browser == now.browser && fitted.column == now.column) return;
    m_aui.setDockWidth(wxAUI_DOCK_LEFT, 1, fitted.browser);
    m_aui.setDockWidth(wxAUI_DOCK_RIGHT, 1, fitted.column);
    m_aui.Update();
}

void MainFrame::saveLayout() {
    m_config->Write("Layout/Version", LayoutVersion);
    m_config->Write("Layout/Perspective", m_aui.SavePerspective());
    // A maximized window comes back maximized (its size before is kept for when it is not).
    if (!IsIconized()) m_config->Write("Window/Maximized", IsMaximized());
    if (!IsMaximized() && !IsIconized()) {
        m_config->Write("Window/Width", static_cast<long>(GetSize().x));
        m_config->Write("Window/Height", static_cast<long>(GetSize().y));
        // Its inside too, which it opens at (placeOnScreen(), showWithoutWaiting()).
        int inside = 0, insideHeight = 0;
        GTKDoGetSize(&inside, &insideHeight);
        m_config->Write("Window/InsideWidth", static_cast<long>(inside));
        m_config->Write("Window/InsideHeight", static_cast<long>(insideHeight));
        m_config->Write("Window/X", static_cast<long>(GetPosition().x));
        m_config->Write("Window/Y", static_cast<long>(GetPosition().y));
    }
    m_config->Flush();
}

int MainFrame::toolTab(const char* name) const {
    for (int i = 0; i < static_cast<int>(std::size(Workspaces)); ++i)
        if (std::string_view(Workspaces[i]) == name) return i;
    return -1;
}

const char* MainFrame::workspace() const {
    const int tab = m_workspaces->GetSelection();
    return tab >= 0 && tab < static_cast<int>(std::size(Workspaces)) ? Workspaces[tab] : PaneBuild;
}

void MainFrame::showPane(const char* name) {
    const int tab = toolTab(name);
    if (name == std::string_view(PaneGames)) {
        m_gameBar->Show();
        m_gameBar->GetParent()->Layout();
        m_gameChoice->SetFocus();
        return;
    }
    wxAuiPaneInfo* pane = nullptr;
    if (tab < 0) {
        pane = &m_aui.GetPane(name);
        if (!pane->IsOk()) return;
    }
    // ChangeSelection sends no event: the tool is built here, and toolShown() below brings the
    // tab up to date once.
    buildTool(tab);
    if (m_workspaces->GetSelection() != std::max(tab, 0))
        m_workspaces->ChangeSelection(static_cast<std::size_t>(std::max(tab, 0)));
    if (pane) {
        pane->Show();
        m_aui.Update();
    }
    toolShown();
    nameUnnamedControls(m_workspaces);
    (tab > 0 ? buildTool(tab) : tab == 0 ? m_deckList->list() : pane->window)->SetFocus();
}

bool MainFrame::isPaneShown(const char* name) const {
    const int tab = toolTab(name);
    if (tab >= 0) return m_workspaces->GetSelection() == tab;
    if (name == std::string_view(PaneGames)) return m_gameBar->IsShown();
    const wxAuiPaneInfo& pane = const_cast<DockManager&>(m_aui).GetPane(name);
    return pane.IsOk() && pane.IsShown() && m_workspaces->GetSelection() == 0;
}

} // namespace deckhand::gui
