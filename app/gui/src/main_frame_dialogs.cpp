// SPDX-License-Identifier: GPL-3.0-or-later

// The dialogs the main window opens: files, saved decks, export, history, recent decks, about.

#include "deckhand/app/deck_prints.hpp"
#include "deckhand/app/deck_reading.hpp"
#include "deckhand/app/pack_export.hpp"
#include "deckhand/core/deck_code.hpp"
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
    guarded(this, "open the deck list", [&] {
        const wxString dir =
            m_deck.path().empty()
                ? wxString()
                : toWx(std::filesystem::path(m_deck.path()).parent_path().string());
        wxFileDialog dialog(
            this, "Open a deck list", dir, "",
            "Deck lists (*.txt, *.cod, *.o8d, *.dek, *.csv, *.ydk)|*.txt;*.cod;*.o8d;*.dek;*.csv;"
            "*.ydk|Text lists (*.txt)|*.txt|Cockatrice (*.cod)|*.cod|OCTGN (*.o8d)|*.o8d|"
            "LackeyCCG or Magic Online (*.dek)|*.dek|CSV (*.csv)|*.csv|YGOPro (*.ydk)|*.ydk|"
            "All files|*",
            wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() != wxID_OK) return;
        wxString path = dialog.GetPath();
        // wxGTK fills GetPath() in asynchronously when a file was preselected (SetPath, as
        // wxTEST_DIALOG does); the folder and the name are there at once.
        if (path.empty() && !dialog.GetFilename().empty())
            path = wxFileName(dialog.GetDirectory(), dialog.GetFilename()).GetFullPath();
        if (path.empty()) throw std::runtime_error("The file dialog returned no file name.");
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
    const std::string message =
        core::plural(guess.names, "card name", "card names") + " in this list: " + best->name +
        " knows " +
        (best->known == guess.names ? std::string(guess.names == 1 ? "it" : "all of them")
                                    : std::to_string(best->known)) +
        ", " + currentName + " " +
        (guess.knownBy(current) == 0 ? std::string("none")
                                     : std::to_string(guess.knownBy(current))) +
        ".\n\nSwitch to " + best->name + " to open it?";
    wxMessageDialog ask(this, toWx(message), "Which game is this list for?",
                        wxYES_NO | wxYES_DEFAULT | wxICON_QUESTION);
    ask.SetYesNoLabels(toWx("Switch to " + best->name), toWx("Open in " + currentName));
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
    if (core::trim(text).empty()) return "The clipboard holds no text to read as a deck list.";
    auto list = app::readDeckList(text, "pasted list", app::FormatBy::Content);
    if (!list.ok()) {
        std::string why = "The pasted text is not a deck list Deckhand reads:";
        for (const auto& e : list.errors)
            why += "\n" + e.str();
        return why;
    }
    m_choice.whenReady([this, list = list.value] { // once the game is shown
        if (const std::string why = openPasted(list); !why.empty())
            wxMessageBox(toWx(why), "Paste deck list", wxOK | wxICON_INFORMATION, this);
    });
    if (switchGameFor(list.value)) return {};
    m_choice.dropWaiting();
    return openPasted(list.value);
}

std::string MainFrame::openPasted(const core::DeckList& list) {
    if (!currentGame()) return "Choose a game first: the pasted list is read as its cards.";
    const auto errors = m_deck.openList(list);
    if (!errors.empty()) {
        std::string why = "The pasted list does not fit " + currentGame()->game.name + ":";
        for (const auto& e : errors)
            why += "\n" + e.str();
        return why;
    }
    SetStatusText(toWx("Opened the pasted list as \"" + m_deck.name() +
                       "\"; it is saved to the profile as you change it"));
    return {};
}

Result<std::string> MainFrame::copyDeckCode() {
    auto code = m_deck.code();
    if (!code.ok()) return code;
    if (wxTheClipboard->Open()) {
        wxTheClipboard->SetData(new wxTextDataObject(toWx(code.value)));
        wxTheClipboard->Close();
    }
    SetStatusText(toWx("Copied the deck code of \"" + m_deck.displayName() + "\" (" +
                       std::to_string(code.value.size()) + " characters)"));
    return code;
}

std::string MainFrame::pasteDeckCode(const std::string& text) {
    if (core::trim(text).empty()) return "The clipboard holds no text to read as a deck code.";
    const auto contents = core::readDeckCode(text);
    if (!contents.ok()) {
        std::string why = "The text is not a deck code Deckhand reads:";
        for (const auto& e : contents.errors)
            why += "\n" + e.message;
        return why;
    }
    const std::string& id = contents.value.game;
    if (id == chosenGameId() && currentGame()) return openCode(text);
    m_choice.whenReady([this, text] { // once the game is shown
        if (const std::string why = openCode(text); !why.empty())
            wxMessageBox(toWx(why), "Paste deck code", wxOK | wxICON_INFORMATION, this);
    });
    if (selectGame(id)) return {};
    m_choice.dropWaiting();
    return "The code is a deck of the game '" + id +
           "', which is not installed in this profile (see Game packs).";
}

std::string MainFrame::openCode(const std::string& code) {
    if (!currentGame()) return "Choose a game first.";
    std::vector<std::string> notes;
    const auto errors = m_deck.openCode(code, &notes);
    if (!errors.empty()) {
        std::string why = "The deck code does not fit " + currentGame()->game.name + ":";
        for (const auto& e : errors)
            why += "\n" + e.message;
        return why;
    }
    std::string status = "Opened the deck code as \"" + m_deck.name() +
                         "\"; it is saved to the profile as you change it";
    if (!notes.empty()) status += " (" + notes.front() + ")";
    SetStatusText(toWx(status));
    return {};
}

void MainFrame::onPaste(wxCommandEvent&) {
    guarded(this, "paste the deck list", [&] {
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
            wxMessageBox(toWx(why), "Paste deck list", wxOK | wxICON_INFORMATION, this);
    });
}

void MainFrame::onOpenSaved(wxCommandEvent&) {
    guarded(this, "open the saved deck", [&] {
        const app::LoadedGame* game = currentGame();
        if (!game) return;
        flushAutosave();
        const auto decks = m_session.savedDecks(game->game.id);
        if (decks.empty()) {
            wxMessageBox(
                toWx("No " + game->game.name +
                     " deck is saved in this profile yet. Decks are saved as you build them."),
                "Open saved deck", wxOK | wxICON_INFORMATION, this);
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

void checkEventLists(MainFrame& frame) {
    const app::LoadedGame* game = frame.currentGame();
    if (!game) {
        wxMessageBox("Choose a game first: the lists are judged as its decks.",
                     "Check an event's lists", wxOK | wxICON_INFORMATION, &frame);
        return;
    }
    EventCheckDialog dialog(
        &frame, *game, frame.currentFormatId(), frame.eventDate(),
        [&frame, game](const core::DeckList& list) -> std::string {
            std::string why;
            for (const auto& e : frame.deckSession().openList(list))
                why += "\n" + e.str();
            if (!why.empty()) return "The list does not fit " + game->game.name + ":" + why;
            frame.SetStatusText(toWx("Opened " + list.name + "'s list as a deck not saved yet"));
            return {};
        });
    dialog.ShowModal();
}

void MainFrame::onExport(wxCommandEvent&) {
    guarded(this, "export the deck", [&] {
        if (!m_deck.hasDeck()) return;
        const std::string name = m_deck.name().empty() ? std::string("deck") : m_deck.name();
        wxFileDialog dialog(this, "Export the deck", "", toWx(name + ".txt"),
                            "Text list (*.txt)|*.txt|Cockatrice (*.cod)|*.cod|OCTGN (*.o8d)|*.o8d|"
                            "LackeyCCG (*.dek)|*.dek|CSV (*.csv)|*.csv|YGOPro (*.ydk)|*.ydk",
                            wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return;
        const std::string error = exportDeck(toUtf8(dialog.GetPath()));
        if (!error.empty()) wxMessageBox(toWx(error), "Export the deck", wxOK | wxICON_ERROR, this);
    });
}

void MainFrame::onProxies(wxCommandEvent&) {
    guarded(this, "print the proxies", [&] {
        const app::LoadedGame* game = currentGame();
        if (!game || !m_deck.hasDeck()) {
            wxMessageBox("Open or build a deck first: its cards are what is printed.",
                         "Print proxies", wxOK | wxICON_INFORMATION, this);
            return;
        }
        ProxiesDialog dialog(this, m_session, *game, m_deck.deck());
        dialog.ShowModal();
    });
}

void MainFrame::onEditCards(wxCommandEvent&) {
    guarded(this, "edit the cards", [&] {
        const app::LoadedGame* game = currentGame();
        if (!game) {
            wxMessageBox(m_choice.readingId().empty()
                             ? "Choose a game first."
                             : "The game's cards are still being read: try again in a moment.",
                         "Edit cards", wxOK | wxICON_INFORMATION, this);
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
        SetStatusText(toWx("Saved your card edits of " + editor.game().name));
    });
}

std::string MainFrame::exportTabletop(const std::string& path) {
    const app::LoadedGame* game = currentGame();
    if (!game || !m_deck.hasDeck()) return "Open or build a deck first.";
    core::Deck deck = m_deck.deck();
    deck.name = m_deck.displayName();
    const auto written = app::writeTabletop(m_session, *game, deck, path);
    if (!written.ok()) return written.errors.front().str();
    std::string left;
    for (const auto& line : app::linesNotInCardData(deck))
        left += (left.empty() ? ". Not in the card data, so left out: " : ", ") + line;
    for (const auto& w : written.value.warnings) // an image it could not draw: the face instead
        left += ". " + w.str();
    SetStatusText(toWx("Wrote " + path + " and " +
                       core::plural(static_cast<long long>(written.value.sheets.size()),
                                    "card sheet", "card sheets") +
                       " beside it: in Tabletop Simulator, Objects > Saved Objects" + left));
    return {};
}

void MainFrame::onTabletop(wxCommandEvent&) {
    guarded(this, "export the deck for Tabletop Simulator", [&] {
        if (!m_deck.hasDeck()) return;
        wxFileDialog dialog(
            this, "Export for Tabletop Simulator", "", toWx(m_deck.displayName() + ".json"),
            "Tabletop Simulator saved object (*.json)|*.json", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return;
        const std::string error = exportTabletop(toUtf8(dialog.GetPath()));
        if (!error.empty())
            wxMessageBox(toWx(error), "Export for Tabletop Simulator", wxOK | wxICON_ERROR, this);
    });
}

std::string MainFrame::exportGamePack(const std::string& dir, bool images) {
    const app::LoadedGame* game = currentGame();
    if (!game) return "Choose a game first: it is what is exported.";
    Result<app::PackExport> done;
    try {
        done = app::exportPack(m_session, game->game.id, dir, {images});
    } catch (const Error& e) {
        return std::string(e.what()) + ". Export again once the folder can be written.";
    }
    if (!done.ok()) return done.errors.front().str();
    const auto& r = done.value;
    SetStatusText(toWx(fmt::format(
        "Exported {} into {}: {} written, {} unchanged{}{}", game->game.name, dir,
        core::plural(static_cast<long long>(r.written.size()), "file", "files"), r.unchanged.size(),
        r.removed.empty() ? "" : fmt::format(", {} removed", r.removed.size()),
        images ? fmt::format(" ({})",
                             core::plural(static_cast<long long>(r.images), "image", "images"))
               : "")));
    return {};
}

void MainFrame::onExportPack(wxCommandEvent&) {
    guarded(this, "export the game pack", [&] {
        const app::LoadedGame* game = currentGame();
        if (!game) return;
        ExportPackDialog dialog(this, game->game.name, "");
        if (dialog.ShowModal() != wxID_OK || dialog.folder().empty()) return;
        const std::string error = exportGamePack(dialog.folder(), dialog.images());
        if (!error.empty())
            wxMessageBox(toWx(error), "Export game pack", wxOK | wxICON_ERROR, this);
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
    for (const auto& game : m_choice.games())
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
        wxMessageBox(toWx(why + " It was taken off the recent list."), "Open recent",
                     wxOK | wxICON_INFORMATION, this);
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
            return gone("The deck list " + entry.path + " is no longer there.");
        if (installed && (!game || game->game.id != entry.game)) selectGame(entry.game);
        openDeck(entry.path);
        return true;
    }
    if (!installed)
        return gone("The deck \"" + entry.name + "\" is of a game that is no longer installed (" +
                    entry.game + ").");
    auto record = m_session.findDeck(entry.game, std::to_string(entry.deckId));
    if (!record || record->id != entry.deckId) record = m_session.findDeck(entry.game, entry.name);
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
