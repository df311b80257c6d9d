// SPDX-License-Identifier: GPL-3.0-or-later

// The GUI test program's main, after wxWidgets' own test suite: wx is initialised with a real
// wxApp (under Xvfb in CI), Catch2 runs from inside the wx event loop, a wx assert throws so
// it fails the test that caused it, and a modal dialog nobody expected is answered and
// recorded instead of blocking the run.

#define CATCH_CONFIG_RUNNER
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <clocale>
#include <exception>
#include <iostream>
#include <string>
#include <wx/app.h>
#include <wx/dialog.h>
#include <wx/init.h>
#include <wx/modalhook.h>
#include <wx/msgdlg.h>
#include <wx/thread.h>
#include <wx/utils.h>

namespace {

int g_argc = 0;
char** g_argv = nullptr;

/// Thrown by the assert handler. Not a std::exception on purpose: the GUI's handlers catch
/// std::exception to show a dialog, and a failed wx assertion must reach Catch2 instead.
struct WxAssertFailure {
    std::string what;
};

void throwOnAssert(const wxString& file, int line, const wxString& func, const wxString& cond,
                   const wxString& msg) {
    const std::string text = (file + ":" + wxString::Format("%d", line) + " in " + func +
                              ": assert \"" + cond + "\" failed: " + msg)
                                 .utf8_string();
    // Throwing while unwinding or off the main thread would terminate the run: report instead.
    if (std::uncaught_exceptions() > 0 || !wxIsMainThread()) {
        std::cerr << "wx assert: " << text << "\n";
        return;
    }
    throw WxAssertFailure{text};
}

CATCH_TRANSLATE_EXCEPTION(const WxAssertFailure& e) {
    return e.what;
}

/// Answers every modal dialog that no wxTEST_DIALOG expected, and records its text.
class UnexpectedDialogHook : public wxModalDialogHook {
protected:
    int Enter(wxDialog* dialog) override {
        std::string text = wxString(dialog->GetClassInfo()->GetClassName()).utf8_string() + " \"" +
                           dialog->GetTitle().utf8_string() + "\"";
        if (auto* box = dynamic_cast<wxMessageDialogBase*>(dialog))
            text += ": " + box->GetMessage().utf8_string();
        deckhand::gui::test::unexpectedDialogs().push_back(text);
        std::cerr << "unexpected modal dialog: " << text << "\n";
        return wxID_CANCEL;
    }
    void Exit(wxDialog*) override {}
};

class TestApp : public wxApp {
public:
    bool OnInit() override {
        // No wxApp::OnInit(): the command line belongs to Catch2.
        // The GUI's UTF-8 messages ("Open deck list…") read as UTF-8 under the C locale the
        // tests run in, as App::useUserLanguage() makes them for the app (after GTK has set the
        // locale from the environment).
        std::setlocale(LC_CTYPE, "C.UTF-8");
        wxSetAssertHandler(throwOnAssert);
        SetExitOnFrameDelete(false); // tests close frames; the run goes on
        m_hook.Register();
        return true;
    }

    int OnRun() override {
        CallAfter([this] {
            try {
                m_result = Catch::Session().run(g_argc, g_argv);
            } catch (const WxAssertFailure& e) {
                std::cerr << "wx assert outside a test: " << e.what << "\n";
                m_result = 1;
            }
            ExitMainLoop();
        });
        wxApp::OnRun();
        return m_result;
    }

    int OnExit() override {
        m_hook.Unregister();
        return wxApp::OnExit();
    }

private:
    int m_result = 1;
    UnexpectedDialogHook m_hook;
};

} // namespace

wxIMPLEMENT_APP_NO_MAIN(TestApp);

int main(int argc, char** argv) {
    g_argc = argc;
    g_argv = argv;
    if (!wxGetEnv("DISPLAY", nullptr) && !wxGetEnv("WAYLAND_DISPLAY", nullptr))
        std::cerr << "No display: run the GUI tests under xvfb-run -a.\n";
    return wxEntry(argc, argv);
}
