#include "deckhand/gui/app.hpp"

#include "deckhand/gui/main_frame.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "guard.hpp"

#include <wx/msgdlg.h>

namespace deckhand::gui {

void App::OnInitCmdLine(wxCmdLineParser& parser)
{
    wxApp::OnInitCmdLine(parser); // --help, --verbose
    parser.AddOption("", "profile", "profile folder (collection and decks) to use",
                     wxCMD_LINE_VAL_STRING);
    parser.AddOption("", "game", "id of the game to start with (plu, power, ...)",
                     wxCMD_LINE_VAL_STRING);
    parser.AddParam("DECKFILE", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
}

bool App::OnCmdLineParsed(wxCmdLineParser& parser)
{
    if (!wxApp::OnCmdLineParsed(parser)) return false;
    wxString value;
    if (parser.Found("profile", &value)) m_profileDir = toUtf8(value);
    if (parser.Found("game", &value)) m_gameId = toUtf8(value);
    if (parser.GetParamCount() > 0) m_deckFile = toUtf8(parser.GetParam(0));
    return true;
}

bool App::OnInit()
{
    if (!wxApp::OnInit()) return false;
    SetAppDisplayName("Deckhand");

    m_library = std::make_unique<app::GameLibrary>();
    guarded(nullptr, "load the installed games",
            [&] { m_library->loadFolder(app::resourcesDir() / "games"); });
    if (!m_library->loadErrors().empty()) {
        wxString errors;
        for (const auto& e : m_library->loadErrors()) errors += "\n" + toWx(e.str());
        wxMessageBox("Some game packs could not be loaded and were left out:\n" + errors,
                     "Deckhand", wxOK | wxICON_WARNING);
    }

    auto* frame = new MainFrame(*m_library);
    frame->Show();
    bool known = true;
    if (!m_gameId.empty())
        guarded(frame, "switch to that game", [&] { known = frame->selectGame(m_gameId); });
    if (!known) {
        wxString installed;
        for (const auto& g : m_library->games())
            installed += (installed.empty() ? "" : ", ") + toWx(g->game.id);
        wxMessageBox(wxString::Format("No game with the id '%s' is installed (installed: %s).",
                                      toWx(m_gameId), installed.empty() ? wxString("none") : installed),
                     "Deckhand", wxOK | wxICON_WARNING, frame);
    }
    if (!m_deckFile.empty())
        guarded(frame, "open the deck list", [&] { frame->openDeck(m_deckFile); });
    return true;
}

} // namespace deckhand::gui
