// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/main_frame.hpp"

#include "card_images.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
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
#include "deckhand/gui/report_panel.hpp"
#include "deckhand/gui/welcome_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"
#include "main_frame_ids.hpp"
#include "recent_menu.hpp"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <stdexcept>
#include <wx/display.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>

namespace deckhand::gui {

using namespace frame;

namespace {

/// Has `frame` shown at its size at once, not after the window manager's answer.
void showWithoutWaiting(wxFrame& frame) {
    // Sized by its outside, a window is shown by wxGTK only once the window manager has said how
    // big its decorations are, and first at a stand-in size of 2 x 1 pixels, in which GTK lays
    // out the toolbar, the notebooks and the scrollbars at a negative size and says so on
    // stderr (Gtk-CRITICAL, Gtk-WARNING), under any window manager. Sized by its inside (the
    // size it has, now that its bars are in), it is shown at that size at once, and the
    // decorations are put around it; its inside is what saveLayout() keeps.
    frame.SetClientSize(frame.GetClientSize());
}

} // namespace

MainFrame::MainFrame(app::ProfileSession& session)
    : wxFrame(nullptr, wxID_ANY, "Deckhand", wxDefaultPosition, wxSize(1280, 800)),
      m_session(session), m_deck(session),
      m_choice(session, [this](std::function<void()> f) { CallAfter(std::move(f)); }),
      m_autosave(this, IdAutosave), m_watch(this, IdWatchProfile) {
    // The games are listed from the profile; a game's cards are read when it is chosen, a big
    // catalogue on a worker thread while the window is already up (app::GameChoice).
    m_choice.onEvent = [this](app::GameChoice::Event e) { gameEvent(e); };
    m_config = std::make_unique<wxFileConfig>(
        "Deckhand", "", toWx((session.dir() / "gui.ini").string()), "", wxCONFIG_USE_LOCAL_FILE);
    placeOnScreen();
    buildMenus();
    buildToolBar();
    CreateStatusBar();
    buildPanes();
    m_aui.Update();
    m_defaultLayout = m_aui.SavePerspective();
    if (restoreLayout())
        keepDeckReadable();
    else
        shareWidth();
    // The window made smaller (or a screen's size changing) never squeezes the deck's names.
    m_buildPage->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] { keepDeckReadable(); });
    });

    Bind(
        wxEVT_TIMER,
        [this](wxTimerEvent&) {
            guarded(this, _("Deckhand could not save the deck."), [&] { saveDeck(); });
        },
        IdAutosave);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);
    // Another program's changes to the profile (an import on the command line) are followed:
    // the window never shows, nor exports, a copy of the data older than the profile.
    Bind(
        wxEVT_TIMER,
        [this](wxTimerEvent&) {
            guarded(this, _("Deckhand could not read the profile again."),
                    [&] { followChangesElsewhere(); });
        },
        IdWatchProfile);
    Bind(wxEVT_ACTIVATE, [this](wxActivateEvent& e) {
        e.Skip();
        if (e.GetActive())
            CallAfter([this] {
                guarded(this, _("Deckhand could not read the profile again."),
                        [&] { followChangesElsewhere(); });
            });
    });
    m_watch.Start(WatchIntervalMs);
    // Ctrl+F finds a card from anywhere, the lists too (GTK's lists take Ctrl+F for a search of
    // their own, which found only rows in view).
    Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& e) {
        if (e.GetModifiers() == wxMOD_CONTROL && e.GetKeyCode() == 'F') {
            wxCommandEvent find(wxEVT_MENU, IdFind);
            ProcessWindowEvent(find);
            return;
        }
        e.Skip();
    });

    if (m_gameChoice->GetCount() > 0) {
        int index = 0;
        // The last game; on a new profile, the one the user's guide starts with (Powerline
        // Ultra, docs/guide.md), when it is installed.
        wxString last = "plu";
        m_config->Read("Game", &last);
        if (!last.empty())
            for (std::size_t i = 0; i < m_choice.games().size(); ++i)
                if (toWx(m_choice.games()[i].id) == last) index = static_cast<int>(i);
        m_gameChoice->SetSelection(index);
    }
    guarded(this, _("Deckhand could not open the game."), [&] { gameChanged(); });
    // No deck to come back to: the first steps.
    if (!m_deck.hasDeck()) m_editor->showWelcome(true);
    nameUnnamedControls(this);
    showWithoutWaiting(*this);
    // Keys go to Build, not to a control of a workspace out of sight (GTK drops them there, and
    // the menus' shortcuts with them).
    m_browser->searchBox()->SetFocus();
}

void MainFrame::placeOnScreen() {
    // The size it had (or a default), never more than the screen it opens on, and all of it on
    // that screen: a window saved on a monitor since unplugged, or a size from a bigger screen,
    // comes back where it can be seen and moved.
    long x = 0, y = 0, width = 0, height = 0;
    // Its inside (without the window manager's title bar and borders) as it was, else its size
    // from before that was kept: the window is sized by its inside (showWithoutWaiting()).
    const bool sized =
        (m_config->Read("Window/InsideWidth", &width) &&
         m_config->Read("Window/InsideHeight", &height) && width > 400 && height > 300) ||
        (m_config->Read("Window/Width", &width) && m_config->Read("Window/Height", &height) &&
         width > 400 && height > 300);
    const bool placed = m_config->Read("Window/X", &x) && m_config->Read("Window/Y", &y);
    int display =
        placed
            ? wxDisplay::GetFromPoint(wxPoint(static_cast<int>(x) + 40, static_cast<int>(y) + 20))
            : wxNOT_FOUND;
    if (display == wxNOT_FOUND) display = 0;
    const wxRect screen = wxDisplay(static_cast<unsigned>(display)).GetClientArea();
    // A first start opens at 1280x800, or most of a bigger screen.
    wxSize size = sized ? wxSize(static_cast<int>(width), static_cast<int>(height))
                        : FromDIP(wxSize(1280, 800));
    if (!sized) size.IncTo(wxSize(screen.width * 85 / 100, screen.height * 85 / 100));
    size.DecTo(screen.GetSize());
    wxSize minimum = FromDIP(wxSize(800, 500));
    minimum.DecTo(screen.GetSize());
    SetMinSize(minimum);
    wxRect rect(placed ? wxPoint(static_cast<int>(x), static_cast<int>(y)) : wxPoint(), size);
    if (!placed) rect = rect.CentreIn(screen);
    rect.x = std::clamp(rect.x, screen.x, screen.GetRight() - rect.width + 1);
    rect.y = std::clamp(rect.y, screen.y, screen.GetBottom() - rect.height + 1);
    SetSize(rect);
    if (m_config->ReadBool("Window/Maximized", false)) Maximize();
}

MainFrame::~MainFrame() {
    m_autosave.Stop();
    m_watch.Stop();
    try {
        m_editor->close();
    } catch (const std::exception&) {
        // A name that could not be saved was told already; a destructor must not throw.
    }
    // A read still going finishes first (its result, queued to this frame, is dropped with it).
    m_choice.onEvent = nullptr;
    m_deck.onChanged = nullptr;
    m_editor->onSelected = nullptr;
    m_editor->ownedOf = nullptr;
    m_editor->imageOf = nullptr;
    m_editor->onHoverCard = nullptr;
    m_browser->onActivated = nullptr;
    m_browser->onTakeOut = nullptr;
    m_browser->onSelected = nullptr;
    m_browser->onDropText = nullptr;
    if (m_collection) m_collection->onChanged = nullptr;
    if (m_stats) m_stats->onWishlistChanged = nullptr;
    // Nothing is lost on close: a change still waiting for its autosave is written now.
    try {
        m_deck.flush();
    } catch (const std::exception&) {
        // The close handler already told the user; a destructor must not throw.
    }
    saveLayout();
    m_aui.UnInit();
}

std::string MainFrame::quickAdd(bool wishlist) {
    const app::LoadedGame* game = currentGame();
    const core::Printing* p = m_browser->selected();
    std::string refused;
    if (!game || !p) {
        refused = i18n::tr("Select a card in the card browser first.");
    } else if (wishlist) {
        refused = collection()->wish(p->name(), 1);
    } else {
        refused = collection()->addPrinting(*p); // the Collection tab changes the rest
    }
    SetStatusText(toWx(refused.empty() ? collection()->lastMessage() : refused));
    return refused;
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
    const auto& games = m_choice.games();
    if (index < 0 || static_cast<std::size_t>(index) >= games.size()) return {};
    return games[static_cast<std::size_t>(index)].id;
}

std::string MainFrame::shownGameId() const {
    const app::LoadedGame* game = currentGame();
    return game ? game->game.id : std::string();
}

const app::LoadedGame* MainFrame::currentGame() const {
    return m_choice.game();
}

std::string MainFrame::currentFormatId() const {
    return m_deck.format();
}

core::Date MainFrame::eventDate() const {
    return m_deck.date();
}

void MainFrame::gameChanged() {
    // A list opened from a file is judged under the game chosen now (it may have been opened
    // under the wrong one), unless a list or code that was asked for waits already.
    if (m_deck.origin() == app::DeckOrigin::File && !m_choice.waiting())
        m_choice.whenReady([this, file = m_deck.path()] { openDeck(file); });
    if (auto errors = m_choice.choose(chosenGameId()); !errors.empty()) throw InputError(errors);
}

void MainFrame::gameEvent(app::GameChoice::Event event) {
    using Event = app::GameChoice::Event;
    switch (event) {
    case Event::Reading:
        guarded(this, _("Deckhand could not read the game's cards."), [&] { showReading(); });
        return;
    case Event::FirstCards:
        guarded(this, _("Deckhand could not list the game's first cards."), [&] {
            if (auto first = m_choice.takeFirstCards()) {
                m_browser->showFirstCards(std::move(first), m_readingLine);
                nameUnnamedControls(this); // the browser's filters are the game's
            }
        });
        return;
    case Event::Failed:
        guarded(this, _("Deckhand could not read the game's cards."), [&] {
            m_report->showProblems(
                i18n::trf("The cards of {} could not be read from the profile.", m_choice.id()),
                m_choice.errors());
            m_browser->showMessage(i18n::tr("The cards could not be read"));
            SetStatusText("");
        });
        return;
    case Event::Ready:
        guarded(this, _("Deckhand could not open the game."), [&] { showChosenGame(); });
        return;
    }
}

void MainFrame::showChosenGame() {
    const app::LoadedGame* game = currentGame();
    if (!m_readingLine.empty()) {
        m_readingLine.clear();
        SetStatusText("");
    }
    // A tool not built yet is told the game when it is (collection(), limitedLists()).
    if (m_collection) m_collection->showGame(game ? game->game.id : std::string());
    if (m_lists) m_lists->showGame(game);
    m_deck.setGame(game);
    fillFormats(); // the game's own formats, now that it is read
    m_browser->setGame(game);
    m_preview->show(game, m_browser->selected()); // a card selected among its first cards stays
    showWelcomeGames();
    nameUnnamedControls(this); // the browser's filters are the game's
    if (!game) return;
    m_config->Write("Game", toWx(game->game.id));
    // The user's card edits the published data moved away from: said, never settled for them.
    if (!game->cardEditConflicts.empty())
        SetStatusText(toWx(i18n::trfn(
            "The published data of {} changed {} card since you edited it: Edit > Edit cards "
            "shows both versions",
            "The published data of {} changed {} cards since you edited them: Edit > Edit cards "
            "shows both versions",
            game->cardEditConflicts.size(), game->game.name, game->cardEditConflicts.size())));
    // What waited for the game (a list from a file, a pasted list or code); else the deck last
    // worked on for this game comes back.
    if (m_choice.runWaiting()) return;
    long last = 0;
    if (m_config->Read("Decks/" + toWx(game->game.id), &last) && last > 0) openSavedDeck(last);
}

void MainFrame::showReading() {
    // Nothing of the game left is shown meanwhile; the window stays usable (menus, other games).
    m_deck.setGame(nullptr);
    m_preview->show(nullptr, nullptr);
    // The tools would read the game on this thread: they wait for it too.
    if (m_collection) m_collection->showGame({});
    if (m_lists) m_lists->showGame(nullptr);
    fillFormats(); // none until the game is read
    const std::string name = toUtf8(m_gameChoice->GetStringSelection());
    const std::string reading = i18n::trfn(
        "Reading {}'s {} printing…", "Reading {}'s {} printings…", m_choice.readingPrintings(),
        name, core::shownCount(static_cast<long long>(m_choice.readingPrintings())));
    m_readingLine = reading;
    m_readingMessage = i18n::trf(
        "{} The browser, the deck and the tools follow as soon as they are read.", reading);
    m_browser->showMessage(reading);
    m_report->showMessage(i18n::tr("Reading the cards"), m_readingMessage);
    SetStatusText(toWx(reading));
}

bool MainFrame::selectGame(std::string_view id) {
    const auto& games = m_choice.games();
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (games[i].id != id) continue;
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
    m_datePicker->setDate(date);
    m_deck.setDate(date);
}

void MainFrame::recheck() {
    m_deck.recheck();
}

void MainFrame::openDeck(const std::string& path) {
    m_deck.openFile(path);
    if (const app::LoadedGame* game = currentGame(); game && m_deck.readErrors().empty())
        m_recent->remember({app::RecentDeck::Kind::File, game->game.id, 0, {}, path});
    SetStatusText(toWx(path));
}

void MainFrame::showWelcomeGames() {
    std::vector<std::pair<std::string, std::string>> games;
    for (const auto& g : m_choice.games())
        games.emplace_back(g.id, g.name);
    const std::string shown = shownGameId();
    m_editor->welcome()->showGames(games, shown);
    m_editor->welcome()->showExamples(exampleDecks(shown));
}

void MainFrame::newDeck() {
    m_editor->showWelcome(false);
    m_deck.newDeck();
    m_browser->searchBox()->SetFocus();
}

bool MainFrame::saveDeck() {
    m_autosave.Stop();
    const auto result = m_deck.save();
    if (!result) return false;
    const std::string& name = m_deck.name();
    SetStatusText(
        result->changed
            ? wxString::Format(_("Saved %s (version %d)"), toWx(name), result->version)
            : wxString::Format(_("%s is saved (version %d)"), toWx(name), result->version));
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
    SetStatusText(
        toWx(i18n::trfn("Opened {} ({} saved version)", "Opened {} ({} saved versions)",
                        opened.value->versions, opened.value->name, opened.value->versions)));
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
        updateFaces();
    }
    if ((changes & app::DeckSession::Saved) && game) {
        if (m_deck.dirty()) {
            m_autosave.StartOnce(AutosaveDelayMs);
        } else if (const auto id = m_deck.savedId()) {
            // Saved (or opened): the game opens on this deck next time, and it is recent.
            m_config->Write("Decks/" + toWx(game->game.id), static_cast<long>(*id));
            m_recent->remember(
                {app::RecentDeck::Kind::Saved, game->game.id, *id, m_deck.name(), {}});
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
        // TRANSLATORS: the window's title: the deck list file or the deck's name.
        title =
            i18n::trf("{} — Deckhand", std::filesystem::path(m_deck.path()).filename().string());
    else if (m_deck.savedId())
        title = i18n::trf("{} — Deckhand", m_deck.name());
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
        m_report->showProblems(i18n::trf("The file {} could not be read.",
                                         std::filesystem::path(m_deck.path()).filename().string()),
                               m_deck.readErrors());
        return;
    }
    if (!m_deck.formatErrors().empty()) {
        m_report->showProblems(i18n::tr("The format cannot be used as it is set up."),
                               m_deck.formatErrors());
        return;
    }
    if (!m_deck.check()) return;
    m_report->showCheck(*m_deck.check(), *game);
    m_deckList->highlight(nullptr);
}

void MainFrame::showNoDeck() {
    const app::LoadedGame* game = currentGame();
    if (!game && !m_choice.readingId().empty()) {
        m_report->showMessage(i18n::tr("Reading the cards"), m_readingMessage);
        return;
    }
    if (!game) {
        m_report->showMessage(
            i18n::tr("No games installed"),
            i18n::trf("Deckhand found no game packs in {}. Reinstall Deckhand or set "
                      "DECKHAND_RESOURCES to a folder that has games/<id>/game.xml.",
                      (app::resourcesDir() / "games").string()));
        return;
    }
    if (game->catalogue.size() == 0) {
        m_report->showMessage(
            i18n::tr("No cards yet"),
            i18n::trf("{} has no cards in this profile: the card browser says how to get them. A "
                      "deck list can be opened meanwhile (Ctrl+O); its cards are unknown until "
                      "the game has them.",
                      game->game.name));
        return;
    }
    m_report->showMessage(
        i18n::tr("No deck open"),
        i18n::tr("Double-click a card in the browser (or press Enter on it) to start a deck, "
                 "open a saved deck (Ctrl+Shift+O) or a deck list file (Ctrl+O). "
                 "It is checked against the game, format and event date chosen above."));
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
        goldfish()->setDeck(game, m_deck.deck(), m_deck.displayName());
    else
        goldfish()->setDeck(game, core::Deck{}, "");
}

void MainFrame::updateStats(bool rereadCollection) {
    // Like the goldfish tab, only while it is in view: toolShown() counts again when it comes
    // into view (and reads the collection again, which may have changed meanwhile).
    if (!isPaneShown(PaneStats)) return;
    const app::LoadedGame* game = currentGame();
    deckStats()->setDeck(game, game && m_deck.hasDeck() ? m_deck.deck() : core::Deck{},
                         rereadCollection);
}

void MainFrame::toolShown() {
    if (m_goldfishStale && isPaneShown(PaneGoldfish)) updateGoldfish();
    // The collection may have changed while the tab was out of view: it is read again.
    if (isPaneShown(PaneStats)) updateStats(true);
    // The saved decks may have changed since: which ones each version breaks is judged again.
    if (isPaneShown(PaneLists)) limitedLists()->refresh();
    if (isPaneShown(PanePacks)) games()->showExamples(); // the first time it is shown
    updateFaces();
}

void MainFrame::updateFaces() {
    // Drawn only while in view: toolShown() draws the deck when the tab comes up.
    if (!isPaneShown(PaneFaces)) return;
    const app::LoadedGame* game = currentGame();
    deckFaces()->setDeck(game, game && m_deck.hasDeck() ? m_deck.deck() : core::Deck{});
}

std::string MainFrame::exportDeck(const std::string& path) {
    std::string error = m_deck.exportTo(path);
    if (error.empty()) SetStatusText(toWx(i18n::trf("Exported the deck to {}", path)));
    return error;
}

bool MainFrame::followChangesElsewhere() {
    // A dialog of the window (the card editor, an import) may hold the games: not now.
    if (!IsEnabled() || !m_session.changedElsewhere()) return false;
    flushAutosave();
    m_session.forgetGames();
    gamesChanged();
    SetStatusText(_("Another program changed the profile: its games and decks were read again"));
    return true;
}

void MainFrame::gamesChanged() {
    // Pointers to the game are stale now: everything is set up again from the profile. The
    // open deck was saved before the change (GamesPanel::onGamesChanging) and comes back as
    // the game's last deck.
    const std::string id = m_choice.id().empty() ? chosenGameId() : m_choice.id();
    m_choice.reloadGames();
    const auto& games = m_choice.games();
    m_gameChoice->Clear();
    int index = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        m_gameChoice->Append(toWx(games[i].name));
        if (games[i].id == id) index = static_cast<int>(i);
    }
    m_recent->fill(gameNames());
    if (games.empty()) return;
    m_gameChoice->SetSelection(index);
    if (m_deck.origin() == app::DeckOrigin::File && !m_choice.waiting())
        m_choice.whenReady([this, file = m_deck.path()] { openDeck(file); });
    m_deck.setGame(nullptr);
    gameChanged();
}

void MainFrame::onGameChosen(wxCommandEvent&) {
    // The deck of the game left was saved with that game's format before the choice changed:
    // the session still has that game.
    guarded(this, _("Deckhand could not save the deck."), [&] { flushAutosave(); });
    guarded(this, _("Deckhand could not switch to that game."), [&] { gameChanged(); });
}

void MainFrame::onFormatChosen(wxCommandEvent&) {
    guarded(this, _("Deckhand could not check the deck under that format."), [&] {
        const app::LoadedGame* game = currentGame();
        const int index = m_formatChoice->GetSelection();
        if (!game || index < 0 || static_cast<std::size_t>(index) >= game->game.formats.size())
            return;
        m_deck.setFormat(game->game.formats[static_cast<std::size_t>(index)].id);
    });
}

void MainFrame::onDateChanged(wxDateEvent&) {
    guarded(this, _("Deckhand could not check the deck on that date."),
            [&] { m_deck.setDate(m_datePicker->date()); });
}

void MainFrame::onProblemSelected(wxCommandEvent&) {
    guarded(this, _("Deckhand could not show the cards of that problem."), [&] {
        m_deckList->highlight(m_report->violationAt(m_report->problems()->GetSelection()));
    });
}

void MainFrame::onClose(wxCloseEvent& event) {
    guarded(this, _("Deckhand could not save the deck before closing."), [&] { flushAutosave(); });
    event.Skip();
}

bool MainFrame::restoreVersion(int number) {
    auto restored = m_deck.restoreVersion(number);
    if (!restored.ok()) throw InputError(restored.errors);
    if (!restored.value) return false;
    SetStatusText(wxString::Format(_("Restored version %d (Ctrl+Z takes it back)"), number));
    return true;
}

} // namespace deckhand::gui
