// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/deck_session.hpp"
#include "deckhand/app/game_choice.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/app/recent_decks.hpp"
#include "deckhand/core/date.hpp"
#include "deckhand/gui/date_field.hpp"
#include "deckhand/gui/dock_manager.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>
#include <wx/aui/framemanager.h>
#include <wx/choice.h>
#include <wx/dateevt.h>
#include <wx/fileconf.h>
#include <wx/frame.h>
#include <wx/timer.h>

class wxMenu;
class wxNotebook;

namespace deckhand::gui {

class CardBrowser;
class CardPreview;
class DeckEditor;
class CollectionPanel;

class DeckListPanel;
class DeckStatsPanel;
class DeckFacesPanel;
class HoverPreview;
class GamesPanel;
class GoldfishPanel;
class LimitedListsPanel;
class RecentMenu;
class ReportPanel;
class ScrolledPage;
class WelcomePanel;

/// The "Deckhand" window: the game bar (game, format, event date) above workspaces that replace
/// one another (a tab each): Build, where the deck is made, in panes the user can move, dock,
/// float and hide (wxAUI; the layout is kept in the profile's gui.ini) — the card browser, the
/// deck editor, the card preview and the validation report — and one for each of the player's
/// other tools (collection, goldfish, Limited lists, game packs, the deck's statistics and
/// faces), each with the whole window to itself. The open deck is the
/// deck session's (app::DeckSession, which checks it after every change): the window shows it,
/// forwards what the user does, and saves it shortly after each change (and on close).
class MainFrame : public wxFrame {
public:
    /// Pane names, as saved in the layout (the game bar is not a pane: it stays above every
    /// workspace; View > Game bar hides it).
    static constexpr const char* PaneGames = "games";
    static constexpr const char* PaneBrowser = "browser";
    static constexpr const char* PanePreview = "preview";
    static constexpr const char* PaneDeck = "deck";
    static constexpr const char* PaneReport = "report";
    /// The workspaces: Build (the four panes above) and a tab each for the collection,
    /// goldfish, Limited lists, game packs and the deck's statistics and faces (showPane and
    /// the View menu take the workspace's name).
    static constexpr const char* PaneBuild = "build";
    static constexpr const char* PaneCollection = "collection";
    static constexpr const char* PaneGoldfish = "goldfish";
    static constexpr const char* PaneLists = "lists";
    static constexpr const char* PanePacks = "packs";
    static constexpr const char* PaneStats = "stats";
    static constexpr const char* PaneFaces = "faces"; ///< the deck as card faces
    /// How long after the last edit the deck is saved.
    static constexpr int AutosaveDelayMs = 1500;
    /// How often the window asks whether another program changed the profile.
    static constexpr int WatchIntervalMs = 2000;

    /// `session` must outlive the frame (the App owns it).
    explicit MainFrame(app::ProfileSession& session);
    ~MainFrame() override;

    /// Reads the deck list at `path` (plain text, or .cod, .o8d, .dek, .csv by extension) and
    /// checks it; unreadable files and lists that do not parse show their errors in the report
    /// pane. Throws only for failures of the system.
    void openDeck(const std::string& path);
    /// File > Open deck list with a file chosen: when the game chosen knows fewer than half the
    /// list's card names and another game knows more, offers to switch to that game first
    /// (asked in a dialog); then opens it as openDeck() does.
    void openDeckAsking(const std::string& path);
    /// Edit > Paste deck list with this text (any format Deckhand reads, told by its content):
    /// a new deck of the profile, not saved yet, the game offered as for openDeckAsking. Empty,
    /// or why nothing was opened (the text is no list, or does not fit the game).
    std::string pasteDeckList(const std::string& text);
    /// Edit > Copy deck code: the open deck's deck code (docs/deck-codes.md), put on the
    /// clipboard too; or why there is none (no deck, a card the game does not know).
    Result<std::string> copyDeckCode();
    /// Edit > Paste deck code with this text: the deck it names as a new deck of the profile,
    /// not saved yet, under the code's game (switched to when another is chosen). Empty, or
    /// why nothing was opened (a mistyped code, a game not installed, a card its data lacks).
    std::string pasteDeckCode(const std::string& text);
    /// Re-checks the open deck from the bytes read at openDeck() with the current choices.
    void recheck();
    /// Selects an installed game by id and re-checks; false (and nothing changes) if unknown.
    bool selectGame(std::string_view id);
    /// Selects a format of the current game by id and re-checks; false if unknown.
    bool selectFormat(std::string_view id);
    /// Sets the event date the Limited list is chosen by, and re-checks.
    void setEventDate(const core::Date& date);

    /// Starts an empty deck for the current game (the open one is saved first).
    void newDeck();
    /// Saves the open deck to the profile now (a new version if anything changed); false when
    /// there is no deck. Throws DatabaseError when the profile cannot be written.
    bool saveDeck();
    /// Opens a deck saved in the profile (the open one is saved first); false if there is none
    /// such.
    bool openSavedDeck(std::int64_t deckId);
    /// Saves now if an autosave is waiting.
    void flushAutosave();
    /// When another program (the command line, another Deckhand) changed the profile since the
    /// window last looked: the open deck is saved, every game is read again and the panes
    /// follow; true when it was. Asked every few seconds and whenever the window is activated,
    /// never while a dialog of the window is open.
    bool followChangesElsewhere();
    /// The open deck's id in the profile, once saved.
    [[nodiscard]] std::optional<std::int64_t> savedDeckId() const { return m_deck.savedId(); }
    /// The open deck, its edits, checks and saves.
    [[nodiscard]] app::DeckSession& deckSession() { return m_deck; }
    /// File > Deck history: the open deck's saved versions, and restoring one (saves the deck
    /// first; a message when there is no saved deck open).
    void showHistory();
    /// Puts the cards and notes of the open deck's version `number` in the editor as one edit
    /// that can be undone; it is saved as a new version. False when no saved deck is open.
    bool restoreVersion(int number);
    /// File > Open recent: the decks opened or saved lately, newest first.
    [[nodiscard]] const std::vector<app::RecentDeck>& recentDecks() const;
    /// Opens entry `index` of recentDecks(), switching game if needed; an entry whose deck or
    /// file is gone is taken off the list with a message saying so (false).
    bool openRecent(std::size_t index);
    /// Whether the deck has changes not saved yet.
    [[nodiscard]] bool isDirty() const { return m_deck.dirty(); }

    /// The game chosen, once its cards are read (nullptr while they are being read).
    [[nodiscard]] const app::LoadedGame* currentGame() const;
    /// The id of the game chosen in the game bar (empty: none installed).
    [[nodiscard]] std::string chosenGameId() const;
    /// The id of the game everything is set up for (currentGame()'s); empty while it is read.
    [[nodiscard]] std::string shownGameId() const;
    /// The id of the game whose cards are being read in the background, or empty.
    [[nodiscard]] const std::string& readingGame() const { return m_choice.readingId(); }
    /// A game with more printings than this is read on a worker thread while the window is
    /// up; a smaller one at once. Tests set it to 0 to take the background path.
    static void setBackgroundReadThreshold(int printings) {
        app::GameChoice::setBackgroundThreshold(printings);
    }
    [[nodiscard]] std::string currentFormatId() const;
    [[nodiscard]] core::Date eventDate() const;
    /// The last check of the open deck, if one was made.
    [[nodiscard]] const std::optional<app::DeckCheck>& lastCheck() const { return m_deck.check(); }
    /// The file the open deck was read from (not edited since), or empty.
    [[nodiscard]] const std::string& deckPath() const { return m_deck.path(); }

    [[nodiscard]] wxChoice* gameChoice() const { return m_gameChoice; }
    [[nodiscard]] wxChoice* formatChoice() const { return m_formatChoice; }
    [[nodiscard]] DateField* datePicker() const { return m_datePicker; }
    [[nodiscard]] DeckListPanel* deckList() const { return m_deckList; }
    [[nodiscard]] ReportPanel* report() const { return m_report; }
    [[nodiscard]] CardBrowser* browser() const { return m_browser; }
    [[nodiscard]] CardPreview* preview() const { return m_preview; }
    [[nodiscard]] DeckEditor* editor() const { return m_editor; }
    // The tools' workspaces are built when first shown, or first asked for here (a tab's
    // panel is made, told the game shown and connected on the first call).
    [[nodiscard]] CollectionPanel* collection();
    [[nodiscard]] GoldfishPanel* goldfish();
    [[nodiscard]] LimitedListsPanel* limitedLists();
    [[nodiscard]] GamesPanel* games();
    [[nodiscard]] DeckStatsPanel* deckStats();
    [[nodiscard]] DeckFacesPanel* deckFaces();
    /// The larger picture of the card under the pointer in the browser, the deck list and the
    /// stacks.
    [[nodiscard]] HoverPreview& hoverPreview() const { return *m_hover; }
    [[nodiscard]] wxAuiManager& aui() { return m_aui; }
    /// Shows a workspace, or a pane of Build (Build brought to the front, the pane docked where
    /// it was or where it starts), and gives it the focus.
    void showPane(const char* name);
    /// Whether a workspace, or a pane of Build while Build is in front, is what the user sees.
    [[nodiscard]] bool isPaneShown(const char* name) const;
    /// The workspace in front (PaneBuild, PaneCollection, ...).
    [[nodiscard]] const char* workspace() const;
    /// The workspaces' tabs (Build first).
    [[nodiscard]] wxNotebook* workspaces() const { return m_workspaces; }
    /// The game bar above the workspaces.
    [[nodiscard]] wxWindow* gameBar() const { return m_gameBar; }
    /// Quick add from the browser: a copy of the selected printing to the collection (near mint,
    /// English, unsorted), or its card to the wishlist; empty, or why it could not.
    std::string quickAdd(bool wishlist);
    /// Writes the open deck in another format, chosen by the file's extension (.txt, .cod,
    /// .o8d, .dek, .csv): empty, or why it could not.
    std::string exportDeck(const std::string& path);
    /// File > Export for Tabletop Simulator with a file chosen: the deck's saved object and its
    /// card sheets beside it (app::writeTabletop). Empty, or why nothing was written.
    std::string exportTabletop(const std::string& path);
    /// File > Export game pack with a folder chosen: the current game as a folder to publish
    /// (app::exportPack); the status bar says how many files were written and unchanged.
    /// Empty, or why nothing was exported.
    std::string exportGamePack(const std::string& dir, bool images);
    /// The installed games or their cards changed (a pack, an import, an update): the game
    /// list and every view of the game are read again.
    void gamesChanged();
    /// The settings file (layout, last game, last deck per game) in the profile folder.
    [[nodiscard]] wxFileConfig& config() { return *m_config; }

private:
    /// Sizes and places the window on the screen it was last on (or the first), all of it
    /// visible (gui.ini's Window/ keys).
    void placeOnScreen();
    void buildMenus();
    // Each menu with its items' handlers bound.
    wxMenu* buildFileMenu();
    wxMenu* buildEditMenu();
    wxMenu* buildViewMenu();
    wxMenu* buildHelpMenu();
    // The Edit menu's commands, by kind.
    void bindUndoRedo();
    void bindClipboardCommands();
    void bindCardCommands();
    void bindSettingsCommands(int downloadImagesId);
    void buildToolBar();
    wxWindow* buildGameBar(wxWindow* parent);
    void buildPanes();
    // The steps of buildPanes, in its order: the panes and what each one is told to do.
    void keepDeckView();
    void connectWelcome(WelcomePanel& welcome);
    void addDeckPanes();
    /// The tools' tabs, each an empty page until its tool is built (buildTool).
    void buildToolTabs();
    /// The tool of workspace tab `tab` (1 for the collection...), built if it is not yet;
    /// nullptr for Build (0).
    wxWindow* buildTool(int tab);
    /// Puts a new tool in its tab's page, laid out at about the size it will have.
    template <class Tool, class Make> Tool* holdTool(int tab, Make make);
    void connectBrowser();
    void connectDeck();
    /// The popup of the card under the pointer, with the game's cached images and faces.
    void createHoverPreview();
    /// The cached image of a card of the current game, or "".
    [[nodiscard]] std::string cachedImageOf(const core::Printing& p) const;
    /// The layout saved in gui.ini, if it is one of this version naming every pane: true when
    /// it was used.
    bool restoreLayout();
    /// Shares the width out again (a new window, Reset layout): the browser, the deck and the
    /// right-hand column by proportion (shareWidth).
    void shareWidth();
    /// The window was resized: the side docks give way when the deck would be narrower than it
    /// needs to show its card names (makeRoom). A layout the user made wider is kept.
    void keepDeckReadable();
    /// The narrowest the deck pane may be in a window this wide.
    [[nodiscard]] int deckMinimum() const;
    /// The width Build's panes share.
    [[nodiscard]] int buildWidth() const;
    void saveLayout();
    void fillFormats();
    /// The game bar's choice changed: the game choice reads it (at once, or on a thread), and
    /// gameEvent() follows.
    void gameChanged();
    /// What the game choice tells: the chosen game is being read, its first cards are there,
    /// it is ready (everything below follows, and what waited for it, else the game's last
    /// deck, is opened), or it could not be read.
    void gameEvent(app::GameChoice::Event event);
    /// Nothing of the game left is shown while the chosen one is read; the window stays usable.
    void showReading();
    /// The chosen game is read: the panes follow it.
    void showChosenGame();
    /// The deck session changed (app::DeckSession::Change bits): the panes follow.
    void deckSessionChanged(unsigned changes);
    /// The report pane shows the session's check (or why there is none).
    void showCheck();
    void showNoDeck();
    /// The welcome page's game choice and the current game's example decks.
    void showWelcomeGames();
    /// The installed games by id and name, for the recent menu.
    [[nodiscard]] std::vector<std::pair<std::string, std::string>> gameNames() const;

    /// Asks whether to switch to the game the list's names tell, when the one chosen knows
    /// few of them; true when it switched (the list is to be opened once the game is shown).
    bool switchGameFor(const core::DeckList& list);
    /// Opens a pasted list under the game shown.
    std::string openPasted(const core::DeckList& list);
    /// Opens a pasted deck code under the game shown.
    std::string openCode(const std::string& code);
    void onOpen(wxCommandEvent& event);
    void onPaste(wxCommandEvent& event);
    void onOpenSaved(wxCommandEvent& event);
    void onGameChosen(wxCommandEvent& event);
    void onFormatChosen(wxCommandEvent& event);
    void onDateChanged(wxDateEvent& event);
    void onProblemSelected(wxCommandEvent& event);
    void onAbout(wxCommandEvent& event);
    void onRegistration(wxCommandEvent& event);
    void onExport(wxCommandEvent& event);
    void onProxies(wxCommandEvent& event);
    /// Edit > Edit cards: the card editor on the current game, at the browser's card; its
    /// edits saved (and every pane set up again from the profile) on Save.
    void onEditCards(wxCommandEvent& event);
    void onTabletop(wxCommandEvent& event);
    void onExportPack(wxCommandEvent& event);
    /// Edit > Preferences; the preview is shown again after (a download may be allowed now).
    void showPreferences();
    /// The open deck as the goldfish panel should test it.
    void updateGoldfish();
    /// The open deck as the statistics tab should count it; `rereadCollection`: the owned
    /// counts are read again too.
    void updateStats(bool rereadCollection = false);
    void updateFaces();
    /// A tool's tab may have come into view: a stale one catches up.
    void toolShown();
    /// The tab of a workspace's name (0 for Build), or -1 for the panes of Build.
    [[nodiscard]] int toolTab(const char* name) const;
    void onClose(wxCloseEvent& event);

    app::ProfileSession& m_session;
    app::DeckSession m_deck;
    /// Which game, read on a thread when big (its results come back through CallAfter), and
    /// what waits for it.
    app::GameChoice m_choice;
    std::string m_readingMessage; ///< what the report says while the cards are read
    std::string m_readingLine;    ///< what the card browser says meanwhile
    DockManager m_aui;
    std::unique_ptr<wxFileConfig> m_config;
    wxString m_defaultLayout;
    wxChoice* m_gameChoice = nullptr;
    wxChoice* m_formatChoice = nullptr;
    DateField* m_datePicker = nullptr;
    CardBrowser* m_browser = nullptr;
    CardPreview* m_preview = nullptr;
    DeckEditor* m_editor = nullptr;
    DeckListPanel* m_deckList = nullptr; ///< the editor's list
    ReportPanel* m_report = nullptr;
    CollectionPanel* m_collection = nullptr;
    GoldfishPanel* m_goldfish = nullptr;
    LimitedListsPanel* m_lists = nullptr;
    GamesPanel* m_packs = nullptr;
    DeckStatsPanel* m_stats = nullptr;
    DeckFacesPanel* m_faces = nullptr;
    /// The tools' tabs (collection first): a plain panel each, holding a ScrolledPage with its
    /// tool once built.
    std::vector<wxPanel*> m_toolPages;
    wxWindow* m_gameBar = nullptr;
    wxNotebook* m_workspaces = nullptr; ///< Build first, then a tab for each tool
    wxWindow* m_buildPage = nullptr;    ///< Build's panes, managed by m_aui
    wxTimer m_autosave;
    wxTimer m_watch; ///< asks whether another program changed the profile

    std::string m_noticeShown;   ///< the session's notice last put in the status bar
    bool m_goldfishStale = true; ///< the goldfish tab, hidden, has not seen the latest deck
    std::unique_ptr<RecentMenu> m_recent; ///< File > Open recent
    std::unique_ptr<HoverPreview> m_hover;
};

} // namespace deckhand::gui
