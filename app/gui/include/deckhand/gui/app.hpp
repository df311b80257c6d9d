// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/profile_session.hpp"

#include <memory>
#include <string>
#include <wx/app.h>
#include <wx/cmdline.h>

namespace deckhand::gui {

/// The desktop application: reads the command line, opens the profile (created with the
/// bundled games on first start), opens the main window.
/// `deckhand [--profile DIR] [--game ID] [DECKFILE]`.
class App : public wxApp {
public:
    bool OnInit() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;
    bool OnCmdLineParsed(wxCmdLineParser& parser) override;

    /// The profile folder given with --profile, empty for the default one.
    [[nodiscard]] const std::string& profileDir() const { return m_profileDir; }

private:
    static void useUserLanguage();
    std::string m_profileDir; ///< --profile; empty: $XDG_DATA_HOME/deckhand
    std::string m_gameId;
    std::string m_deckFile;
    std::unique_ptr<app::ProfileSession> m_session;
};

} // namespace deckhand::gui
