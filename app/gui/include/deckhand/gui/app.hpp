#pragma once

#include "deckhand/app/game_library.hpp"

#include <memory>
#include <string>
#include <wx/app.h>
#include <wx/cmdline.h>

namespace deckhand::gui {

/// The desktop application: reads the command line, loads the installed games, opens the
/// main window. `deckhand [--profile DIR] [--game ID] [DECKFILE]`.
class App : public wxApp {
public:
    bool OnInit() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;
    bool OnCmdLineParsed(wxCmdLineParser& parser) override;

    /// The profile folder given with --profile, empty for the default one.
    [[nodiscard]] const std::string& profileDir() const { return m_profileDir; }

private:
    // Accepted and kept so scripts and the Makefile can pass it already; the profile store
    // (SQLite, one file per profile) is not wired in yet, so nothing reads it so far.
    std::string m_profileDir;
    std::string m_gameId;
    std::string m_deckFile;
    std::unique_ptr<app::GameLibrary> m_library;
};

} // namespace deckhand::gui
