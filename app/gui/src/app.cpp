// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/app.hpp"

#include "deckhand/app/profile_choice.hpp"
#include "deckhand/app/translations.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/gui/main_frame.hpp"
#include "deckhand/gui/wheel_guard.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <clocale>
#include <langinfo.h>
#include <string_view>
#include <wx/msgdlg.h>
#include <wx/translation.h>
#include <wx/uilocale.h>

namespace deckhand::gui {

void App::OnInitCmdLine(wxCmdLineParser& parser) {
    wxApp::OnInitCmdLine(parser); // --help, --verbose
    parser.AddOption("", "profile", _("profile folder (collection and decks) to use"),
                     wxCMD_LINE_VAL_STRING);
    parser.AddOption("", "game", _("id of the game to start with (plu, power, ...)"),
                     wxCMD_LINE_VAL_STRING);
    parser.AddParam("DECKFILE", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
}

bool App::OnCmdLineParsed(wxCmdLineParser& parser) {
    if (!wxApp::OnCmdLineParsed(parser)) return false;
    wxString value;
    if (parser.Found("profile", &value)) m_profileDir = toUtf8(value);
    if (parser.Found("game", &value)) m_gameId = toUtf8(value);
    if (parser.GetParamCount() > 0) m_deckFile = toUtf8(parser.GetParam(0));
    return true;
}

// Menus, panes and dialogs in the user's language: wxWidgets' own words (wxstd) and Deckhand's
// (the `deckhand` catalogue through wxTranslations for the GUI's _(), gettext for core's
// messages). Numbers keep the C locale's form wherever they are read or written as text.
void App::useUserLanguage() {
    wxUILocale::UseDefault();
    std::setlocale(LC_NUMERIC, "C");
    // The GUI's messages are UTF-8 ("Open deck list…"), and wxWidgets reads a narrow string with
    // the C library's character set: under LANG=C (or another 8-bit locale) that would make
    // every non-ASCII message empty. The characters are read as UTF-8 then, as Python does
    // under the C locale (PEP 538).
    if (std::string_view(nl_langinfo(CODESET)) != "UTF-8") std::setlocale(LC_CTYPE, "C.UTF-8");
    app::useUserLanguage();
    auto* translations = new wxTranslations;
    wxTranslations::Set(translations); // owned by wxWidgets from here
    // The messages are written in English: an English reader needs no catalogue, and wx would
    // choose none (the language the messages are written in comes first for them). Looking for
    // one reads every language's folder of the system's locale directory (200 here) for each
    // catalogue: 2.6% of the window's start.
    const auto preferred = wxUILocale::GetPreferredUILanguages();
    if (preferred.empty() || preferred[0] == "en" || preferred[0].StartsWith("en_")) return;
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(toWx(app::localeDir().string()));
    translations->AddStdCatalog();
    translations->AddCatalog(app::kTextDomain);
}

bool App::OnInit() {
    useUserLanguage(); // first: the command line's help is translated too
    if (!wxApp::OnInit()) return false;
    SetAppDisplayName("Deckhand");
    installWheelGuard(); // the wheel scrolls pages, never changes a choice under the pointer

    // Without its profile the app has nothing to show: say why and stop.
    std::string failure;
    try {
        m_session = std::make_unique<app::ProfileSession>(app::profileDir(m_profileDir),
                                                          app::resourcesDir());
    } catch (const std::exception& e) {
        failure = e.what();
    }
    if (!m_session) {
        // A folder chosen in Preferences that cannot be opened: say how to go back to the default.
        const auto chosen = m_profileDir.empty() ? app::chosenProfileDir() : std::nullopt;
        if (chosen)
            failure += "\n\n" + i18n::trf("This folder was chosen in Edit > Preferences; remove "
                                          "{} to use the default folder again.",
                                          app::profileChoiceFile().string());
        const std::string where = !m_profileDir.empty() ? m_profileDir
                                  : chosen              ? chosen->string()
                                           : std::string(i18n::tr("in your data folder"));
        wxMessageBox(
            wxString::Format(_("Deckhand could not open the profile %s:\n\n%s\n\nStart it with "
                               "--profile DIR to use another folder."),
                             toWx(where), toWx(failure)),
            "Deckhand", wxOK | wxICON_ERROR);
        return false;
    }
    MainFrame* frame = nullptr;
    try {
        frame = new MainFrame(*m_session);
    } catch (const std::exception& e) {
        failure = e.what();
    }
    if (!frame) {
        wxMessageBox(
            wxString::Format(_("Deckhand could not open its window on the profile %s:\n\n%s"),
                             toWx(app::profileDir(m_profileDir).string()), toWx(failure)),
            "Deckhand", wxOK | wxICON_ERROR);
        return false;
    }
    frame->Show();
    bool known = true;
    if (!m_gameId.empty())
        guarded(frame, _("Deckhand could not switch to that game."),
                [&] { known = frame->selectGame(m_gameId); });
    if (!known) {
        wxString installed;
        for (const auto& g : m_session->installedGames())
            installed += (installed.empty() ? "" : ", ") + toWx(g.id);
        wxMessageBox(wxString::Format(_("No game with the id '%s' is installed (installed: %s)."),
                                      toWx(m_gameId), installed.empty() ? _("none") : installed),
                     "Deckhand", wxOK | wxICON_WARNING, frame);
    }
    // A file opened from the file manager names no game: its card names tell it (asked when
    // the game chosen knows few of them).
    if (!m_deckFile.empty())
        guarded(frame, _("Deckhand could not open the deck list."), [&] {
            if (m_gameId.empty())
                frame->openDeckAsking(m_deckFile);
            else
                frame->openDeck(m_deckFile);
        });
    return true;
}

} // namespace deckhand::gui
