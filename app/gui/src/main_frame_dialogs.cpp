// SPDX-License-Identifier: GPL-3.0-or-later

// The dialogs the main window opens: files, saved decks, export, history, recent decks, about.

#include "deckhand/app/deck_prints.hpp"
#include "deckhand/app/deck_reading.hpp"
#include "deckhand/app/pack_export.hpp"
#include "deckhand/core/deck_code.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/gui/card_browser.hpp"
#include "deckhand/gui/card_editor_dialog.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/collection_panel.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/deck_list_panel.hpp"
#include "deckhand/gui/deck_stats_panel.hpp"
#include "deckhand/gui/export_pack_dialog.hpp"
#include "deckhand/gui/games_panel.hpp"
#include "deckhand/gui/goldfish_panel.hpp"
#include "deckhand/gui/history_dialog.hpp"
#include "deckhand/gui/limited_lists_panel.hpp"
#include "deckhand/gui/main_frame.hpp"
#include "deckhand/gui/proxies_dialog.hpp"
#include "deckhand/gui/registration_dialog.hpp"
#include "deckhand/gui/report_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "event_check_dialog.hpp"
#include "guard.hpp"
#include "main_frame_ids.hpp"
#include "open_saved_dialog.hpp"
#include "preferences_dialog.hpp"
#include "recent_menu.hpp"
#include "shown_time.hpp"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <stdexcept>
#include <wx/aboutdlg.h>
#include <wx/choicdlg.h>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

namespace deckhand::gui {

using namespace frame;

void MainFrame::showPreferences() {
    PreferencesDialog dialog(this, m_session, config());
    dialog.ShowModal();
    if (m_preview)
        m_preview->show(currentGame(), m_preview->shown()); // a download may be allowed now
}

void MainFrame::onOpen(wxCommandEvent&) {
    guarded(this, _("Deckhand could not open the deck list."), [&] {
        const wxString dir =
            m_deck.path().empty()
                ? wxString()
                : toWx(std::filesystem::path(m_deck.path()).parent_path().string());
        wxFileDialog dialog(
            this, _("Open a deck list"), dir, "",
            // TRANSLATORS: the file types offered: translate the names only, keep every | and
            // pattern (*.txt) as they are.
            _("Deck lists (*.txt, *.cod, *.o8d, *.dek, *.csv, *.ydk)|*.txt;*.cod;*.o8d;*.dek;*.csv;"
              "*.ydk|Text lists (*.txt)|*.txt|Cockatrice (*.cod)|*.cod|OCTGN (*.o8d)|*.o8d|"
              "LackeyCCG or Magic Online (*.dek)|*.dek|CSV (*.csv)|*.csv|YGOPro (*.ydk)|*.ydk|"
              "All files|*"),
            wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() != wxID_OK) return;
        wxString path = dialog.GetPath();
        // wxGTK fills GetPath() in asynchronously when a file was preselected (SetPath, as
        // wxTEST_DIALOG does); the folder and the name are there at once.
        if (path.empty() && !dialog.GetFilename().empty())
            path = wxFileName(dialog.GetDirectory(), dialog.GetFilename()).GetFullPath();
        if (path.empty())
            throw std::runtime_error(i18n::tr("The file dialog returned no file name."));
        openDeckAsking(toUtf8(path));
    });
}

bool MainFrame::switchGameFor(const core::DeckList& list) {
    const app::GameGuess guess = m_session.guessGame(list);
    const app::GameMatch* best = guess.best();
    const std::string current = chosenGameId();
    if (!best || best->id == current || guess.knownBy(current) * 2 >= guess.names) return false;
    std::string currentName = current;
    for (const auto& g : m_choice.games())
        if (g.id == current) currentName = g.name;
    const auto names = guess.names;
    const auto known = guess.knownBy(current);
    const auto n = static_cast<unsigned long>(names);
    const std::string bestKnows =
        best->known == names ? i18n::trfn("{} knows it", "{} knows all of them", n, best->name)
                             : i18n::trf("{} knows {}", best->name, best->known);
    // TRANSLATORS: the game chosen and how many of the list's card names it knows, after "VStage
    // knows 3": "Powerline Ultra 1" / "Powerline Ultra none".
    const std::string currentKnows =
        known == 0 ? i18n::trf("{} none", currentName) : i18n::trf("{} {}", currentName, known);
    // TRANSLATORS: "2 card names in this list: VStage knows all of them, Powerline Ultra none."
    const std::string message =
        i18n::trfn("{} card name in this list: {}, {}.", "{} card names in this list: {}, {}.", n,
                   names, bestKnows, currentKnows) +
        "\n\n" + i18n::trf("Switch to {} to open it?", best->name);
    wxMessageDialog ask(this, toWx(message), _("Which game is this list for?"),
                        wxYES_NO | wxYES_DEFAULT | wxICON_QUESTION);
    ask.SetYesNoLabels(toWx(i18n::trf("Switch to {}", best->name)),
                       toWx(i18n::trf("Open in {}", currentName)));
    if (ask.ShowModal() != wxID_YES) return false;
    return selectGame(best->id);
}

void MainFrame::openDeckAsking(const std::string& path) {
    // An unreadable file opens all the same: the report says why.
    auto list = app::readDeckListFile(path);
    if (list.ok()) {
        m_choice.whenReady([this, path] { openDeck(path); }); // once the game is shown
        if (switchGameFor(list.value)) return;
        m_choice.dropWaiting();
    }
    openDeck(path);
}

std::string MainFrame::pasteDeckList(const std::string& text) {
    if (core::trim(text).empty())
        return i18n::tr("The clipboard holds no text to read as a deck list.");
    auto list = app::readDeckList(text, i18n::tr("pasted list"), app::FormatBy::Content);
    if (!list.ok()) {
        std::string why = i18n::tr("The pasted text is not a deck list Deckhand reads:");
        for (const auto& e : list.errors)
            why += "\n" + e.str();
        return why;
    }
    m_choice.whenReady([this, list = list.value] { // once the game is shown
        if (const std::string why = openPasted(list); !why.empty())
            wxMessageBox(toWx(why), _("Paste deck list"), wxOK | wxICON_INFORMATION, this);
    });
    if (switchGameFor(list.value)) return {};
    m_choice.dropWaiting();
    return openPasted(list.value);
}

std::string MainFrame::openPasted(const core::DeckList& list) {
    if (!currentGame())
        return i18n::tr("Choose a game first: the pasted list is read as its cards.");
    const auto errors = m_deck.openList(list);
    if (!errors.empty()) {
        std::string why = i18n::trf("The pasted list does not fit {}:", currentGame()->game.name);
        for (const auto& e : errors)
            why += "\n" + e.str();
        return why;
    }
    SetStatusText(toWx(
        i18n::trf("Opened the pasted list as \"{}\"; it is saved to the profile as you change it",
                  m_deck.name())));
    return {};
}

Result<std::string> MainFrame::copyDeckCode() {
    auto code = m_deck.code();
    if (!code.ok()) return code;
    if (wxTheClipboard->Open()) {
        wxTheClipboard->SetData(new wxTextDataObject(toWx(code.value)));
        wxTheClipboard->Close();
    }
    SetStatusText(toWx(i18n::trfn("Copied the deck code of \"{}\" ({} character)",
                                  "Copied the deck code of \"{}\" ({} characters)",
                                  code.value.size(), m_deck.displayName(), code.value.size())));
    return code;
}

std::string MainFrame::pasteDeckCode(const std::string& text) {
    if (core::trim(text).empty())
        return i18n::tr("The clipboard holds no text to read as a deck code.");
    const auto contents = core::readDeckCode(text);
    if (!contents.ok()) {
        std::string why = i18n::tr("The text is not a deck code Deckhand reads:");
        for (const auto& e : contents.errors)
            why += "\n" + e.message;
        return why;
    }
    const std::string& id = contents.value.game;
    if (id == chosenGameId() && currentGame()) return openCode(text);
    m_choice.whenReady([this, text] { // once the game is shown
        if (const std::string why = openCode(text); !why.empty())
            wxMessageBox(toWx(why), _("Paste deck code"), wxOK | wxICON_INFORMATION, this);
    });
    if (selectGame(id)) return {};
    m_choice.dropWaiting();
    return i18n::trf(
        "The code is a deck of the game '{}', which is not installed in this profile (see Game "
        "packs).",
        id);
}

std::string MainFrame::openCode(const std::string& code) {
    if (!currentGame()) return i18n::tr("Choose a game first.");
    std::vector<std::string> notes;
    const auto errors = m_deck.openCode(code, &notes);
    if (!errors.empty()) {
        std::string why = i18n::trf("The deck code does not fit {}:", currentGame()->game.name);
        for (const auto& e : errors)
            why += "\n" + e.message;
        return why;
    }
    std::string status =
        i18n::trf("Opened the deck code as \"{}\"; it is saved to the profile as you change it",
                  m_deck.name());
    if (!notes.empty()) status += " (" + notes.front() + ")";
    SetStatusText(toWx(status));
    return {};
}

void MainFrame::onPaste(wxCommandEvent&) {
    guarded(this, _("Deckhand could not paste the deck list."), [&] {
        std::string text;
        if (wxTheClipboard->Open()) {
            if (wxTheClipboard->IsSupported(wxDF_UNICODETEXT) ||
                wxTheClipboard->IsSupported(wxDF_TEXT)) {
                wxTextDataObject data;
                if (wxTheClipboard->GetData(data)) text = toUtf8(data.GetText());
            }
            wxTheClipboard->Close();
        }
        const std::string why = pasteDeckList(text);
        if (!why.empty())
            wxMessageBox(toWx(why), _("Paste deck list"), wxOK | wxICON_INFORMATION, this);
    });
}

void MainFrame::onOpenSaved(wxCommandEvent&) {
    guarded(this, _("Deckhand could not open the saved deck."), [&] {
        const app::LoadedGame* game = currentGame();
        if (!game) return;
        flushAutosave();
        const auto decks = m_session.savedDecks(game->game.id);
        if (decks.empty()) {
            wxMessageBox(
                toWx(i18n::trf("No {} deck is saved in this profile yet. Decks are saved as you "
                               "build them.",
                               game->game.name)),
                _("Open saved deck"), wxOK | wxICON_INFORMATION, this);
            return;
        }
        // The format by its name, as the game bar shows it.
        auto named = decks;
        for (auto& d : named)
            if (const core::Format* f = game->game.format(d.format)) d.format = f->name;
        OpenSavedDialog dialog(this, game->game.name, std::move(named));
        if (dialog.ShowModal() != wxID_OK) return;
        if (const auto id = dialog.chosen()) openSavedDeck(*id);
    });
}

void MainFrame::onRegistration(wxCommandEvent&) {
    guarded(this, _("Deckhand could not make the registration sheet."), [&] {
        const app::LoadedGame* game = currentGame();
        if (!game || !m_deck.check() || !m_deck.check()->report) {
            wxMessageBox(_("Open or build a deck first: the sheet is made from a checked deck."),
                         _("Registration sheet"), wxOK | wxICON_INFORMATION, this);
            return;
        }
        RegistrationDialog dialog(this, *game, *m_deck.check());
        dialog.ShowModal();
    });
}

void checkEventLists(MainFrame& frame) {
    const app::LoadedGame* game = frame.currentGame();
    if (!game) {
        wxMessageBox(_("Choose a game first: the lists are judged as its decks."),
                     _("Check an event's lists"), wxOK | wxICON_INFORMATION, &frame);
        return;
    }
    EventCheckDialog dialog(
        &frame, *game, frame.currentFormatId(), frame.eventDate(),
        [&frame, game](const core::DeckList& list) -> std::string {
            std::string why;
            for (const auto& e : frame.deckSession().openList(list))
                why += "\n" + e.str();
            if (!why.empty()) return i18n::trf("The list does not fit {}:", game->game.name) + why;
            frame.SetStatusText(
                toWx(i18n::trf("Opened {}'s list as a deck not saved yet", list.name)));
            return {};
        });
    dialog.ShowModal();
}

void MainFrame::onExport(wxCommandEvent&) {
    guarded(this, _("Deckhand could not export the deck."), [&] {
        if (!m_deck.hasDeck()) return;
        // TRANSLATORS: the file name offered for a deck with no name.
        const std::string name = m_deck.name().empty() ? i18n::tr("deck") : m_deck.name();
        wxFileDialog dialog(
            this, _("Export the deck"), "", toWx(name + ".txt"),
            // TRANSLATORS: the file types offered: translate the names only.
            _("Text list (*.txt)|*.txt|Cockatrice (*.cod)|*.cod|OCTGN (*.o8d)|*.o8d|"
              "LackeyCCG (*.dek)|*.dek|CSV (*.csv)|*.csv|YGOPro (*.ydk)|*.ydk"),
            wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return;
        const std::string error = exportDeck(toUtf8(dialog.GetPath()));
        if (!error.empty())
            wxMessageBox(toWx(error), _("Export the deck"), wxOK | wxICON_ERROR, this);
    });
}

void MainFrame::onProxies(wxCommandEvent&) {
    guarded(this, _("Deckhand could not print the proxies."), [&] {
        const app::LoadedGame* game = currentGame();
        if (!game || !m_deck.hasDeck()) {
            wxMessageBox(_("Open or build a deck first: its cards are what is printed."),
                         _("Print proxies"), wxOK | wxICON_INFORMATION, this);
            return;
        }
        ProxiesDialog dialog(this, m_session, *game, m_deck.deck());
        dialog.ShowModal();
    });
}

void MainFrame::onEditCards(wxCommandEvent&) {
    guarded(this, _("Deckhand could not edit the cards."), [&] {
        const app::LoadedGame* game = currentGame();
        if (!game) {
            wxMessageBox(m_choice.readingId().empty()
                             ? _("Choose a game first.")
                             : _("The game's cards are still being read: try again in a moment."),
                         _("Edit cards"), wxOK | wxICON_INFORMATION, this);
            return;
        }
        std::string set, number;
        if (const core::Printing* p = m_browser->selected()) {
            set = p->set();
            number = p->number();
        }
        app::CardEditor editor(m_session, game->game.id);
        CardEditorDialog dialog(this, editor, set, number);
        if (dialog.ShowModal() != wxID_OK || !editor.modified()) return;
        // The game is read again with the edits: the open deck is saved first, and every
        // pane set up again from the profile after (pointers into the game are stale).
        flushAutosave();
        editor.save();
        gamesChanged();
        SetStatusText(toWx(i18n::trf("Saved your card edits of {}", editor.game().name)));
    });
}

std::string MainFrame::exportTabletop(const std::string& path) {
    const app::LoadedGame* game = currentGame();
    if (!game || !m_deck.hasDeck()) return i18n::tr("Open or build a deck first.");
    core::Deck deck = m_deck.deck();
    deck.name = m_deck.displayName();
    const auto written = app::writeTabletop(m_session, *game, deck, path);
    if (!written.ok()) return written.errors.front().str();
    const std::size_t sheets = written.value.sheets.size();
    std::string status =
        i18n::trfn("Wrote {} and {} card sheet beside it: in Tabletop Simulator, Objects > Saved "
                   "Objects",
                   "Wrote {} and {} card sheets beside it: in Tabletop Simulator, Objects > Saved "
                   "Objects",
                   sheets, path, sheets);
    std::string left;
    for (const auto& line : app::linesNotInCardData(deck))
        left += (left.empty() ? "" : ", ") + line;
    if (!left.empty()) status += ". " + i18n::trf("Not in the card data, so left out: {}", left);
    for (const auto& w : written.value.warnings) // an image it could not draw: the face instead
        status += ". " + w.str();
    SetStatusText(toWx(status));
    return {};
}

void MainFrame::onTabletop(wxCommandEvent&) {
    guarded(this, _("Deckhand could not export the deck for Tabletop Simulator."), [&] {
        if (!m_deck.hasDeck()) return;
        wxFileDialog dialog(this, _("Export for Tabletop Simulator"), "",
                            toWx(m_deck.displayName() + ".json"),
                            _("Tabletop Simulator saved object (*.json)|*.json"),
                            wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return;
        const std::string error = exportTabletop(toUtf8(dialog.GetPath()));
        if (!error.empty())
            wxMessageBox(toWx(error), _("Export for Tabletop Simulator"), wxOK | wxICON_ERROR,
                         this);
    });
}

std::string MainFrame::exportGamePack(const std::string& dir, bool images) {
    const app::LoadedGame* game = currentGame();
    if (!game) return i18n::tr("Choose a game first: it is what is exported.");
    Result<app::PackExport> done;
    try {
        done = app::exportPack(m_session, game->game.id, dir, {images});
    } catch (const Error& e) {
        return i18n::trf("{}. Export again once the folder can be written.", e.what());
    }
    if (!done.ok()) return done.errors.front().str();
    const auto& r = done.value;
    std::string status =
        i18n::trfn("Exported {} into {}: {} file written, {} unchanged",
                   "Exported {} into {}: {} files written, {} unchanged", r.written.size(),
                   game->game.name, dir, r.written.size(), r.unchanged.size());
    if (!r.removed.empty())
        status += i18n::trfn(", {} removed", ", {} removed", r.removed.size(), r.removed.size());
    if (images)
        status += " " + i18n::trfn("({} image)", "({} images)",
                                   static_cast<unsigned long>(r.images), r.images);
    SetStatusText(toWx(status));
    return {};
}

void MainFrame::onExportPack(wxCommandEvent&) {
    guarded(this, _("Deckhand could not export the game pack."), [&] {
        const app::LoadedGame* game = currentGame();
        if (!game) return;
        ExportPackDialog dialog(this, game->game.name, "");
        if (dialog.ShowModal() != wxID_OK || dialog.folder().empty()) return;
        const std::string error = exportGamePack(dialog.folder(), dialog.images());
        if (!error.empty())
            wxMessageBox(toWx(error), _("Export game pack"), wxOK | wxICON_ERROR, this);
    });
}

void MainFrame::onAbout(wxCommandEvent&) {
    wxAboutDialogInfo info;
    info.SetName("Deckhand");
    info.SetVersion(DECKHAND_VERSION);
    info.SetDescription(_("A deck builder and collection manager for independent trading card "
                          "games.\nDecks are checked against each game's construction rules and "
                          "the Limited list in force on the event date."));
    wxString games;
    for (const auto& game : m_choice.games())
        games += "\n" + toWx(game.name);
    if (!games.empty())
        info.SetDescription(info.GetDescription() + "\n\n" + _("Installed games:") + games);
    wxAboutBox(info, this);
}

void MainFrame::showHistory() {
    const app::LoadedGame* game = currentGame();
    if (game && m_deck.hasDeck()) flushAutosave();
    if (!game || !m_deck.hasDeck() || !m_deck.savedId()) {
        wxMessageBox(
            _("Open or build a deck first. A deck list opened from a file has no history "
              "until it is changed: then it is saved in the profile, a version each save."),
            _("Deck history"), wxOK | wxICON_INFORMATION, this);
        return;
    }
    HistoryDialog dialog(this, m_session, *game, *m_deck.savedId(), m_deck.name(), m_deck.deck());
    if (dialog.ShowModal() != HistoryDialog::IdRestore) return;
    if (const auto number = dialog.selectedVersion()) restoreVersion(*number);
}

const std::vector<app::RecentDeck>& MainFrame::recentDecks() const {
    return m_recent->decks();
}

std::vector<std::pair<std::string, std::string>> MainFrame::gameNames() const {
    std::vector<std::pair<std::string, std::string>> names;
    for (const auto& g : m_choice.games())
        names.emplace_back(g.id, g.name);
    return names;
}

bool MainFrame::openRecent(std::size_t index) {
    if (index >= recentDecks().size()) return false;
    const app::RecentDeck entry = recentDecks()[index];
    auto gone = [&](const std::string& why) {
        m_recent->forget(entry);
        wxMessageBox(toWx(why + " " + i18n::tr("It was taken off the recent list.")),
                     _("Open recent"), wxOK | wxICON_INFORMATION, this);
        return false;
    };
    const auto& games = m_choice.games();
    const bool installed =
        std::any_of(games.begin(), games.end(),
                    [&](const app::GameChoice::Installed& g) { return g.id == entry.game; });
    const app::LoadedGame* game = currentGame();
    if (entry.kind == app::RecentDeck::Kind::File) {
        std::error_code error;
        if (!std::filesystem::is_regular_file(std::filesystem::path(entry.path), error))
            return gone(i18n::trf("The deck list {} is no longer there.", entry.path));
        if (installed && (!game || game->game.id != entry.game)) selectGame(entry.game);
        openDeck(entry.path);
        return true;
    }
    if (!installed)
        return gone(i18n::trf("The deck \"{}\" is of a game that is no longer installed ({}).",
                              entry.name, entry.game));
    auto record = m_session.findDeck(entry.game, std::to_string(entry.deckId));
    if (!record || record->id != entry.deckId) record = m_session.findDeck(entry.game, entry.name);
    if (!record || record->game != entry.game)
        return gone(i18n::trf("The deck \"{}\" is no longer saved in this profile.", entry.name));
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
