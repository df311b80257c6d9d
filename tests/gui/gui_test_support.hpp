// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Shared by the GUI tests: the installed games, a main frame shown on the (Xvfb) display,
// ways to drive it the way a user's clicks would, and readers of what its widgets show.

#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/gui/deck_list_panel.hpp"
#include "deckhand/gui/main_frame.hpp"
#include "deckhand/gui/report_panel.hpp"

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/html/htmlwin.h>
#include <wx/msgdlg.h>
#include <wx/testing.h>

namespace deckhand::gui::test {

/// The bundled games, loaded once for the whole run.
const app::GameLibrary& library();

/// tests/data/decks/<game>/<file>.
std::string deckFile(const std::string& game, const std::string& file);

/// Runs the event loop until `done` holds or `timeoutMs` passes; returns `done()`.
bool waitFor(const std::function<bool()>& done, int timeoutMs = 3000);
/// Lets pending events (paint, size, X input) be handled for about `ms` milliseconds.
void pump(int ms = 50);

/// Modal dialogs that no test expected (message boxes from a failing handler, say), with
/// their text. The test main answers them with Cancel so a test never hangs on one.
std::vector<std::string>& unexpectedDialogs();

/// A new, empty folder under the system's temporary folder, removed with the object.
struct ScratchDir {
    ScratchDir();
    ~ScratchDir();
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    std::filesystem::path path;
};

/// A bare frame on screen for a panel under test, on a fresh profile of its own seeded with
/// the bundled games; the frame is destroyed and the profile removed with the test.
struct SessionFrame {
    SessionFrame(const char* title, int width, int height);
    ~SessionFrame();
    SessionFrame(const SessionFrame&) = delete;
    SessionFrame& operator=(const SessionFrame&) = delete;

    ScratchDir dir;
    std::unique_ptr<app::ProfileSession> session;
    wxFrame* frame = nullptr;
};

/// Answers a message box (under wxTEST_DIALOG) with OK and keeps its text for the test to read.
class CaptureMessageBox : public wxExpectModalBase<wxMessageDialog, CaptureMessageBox> {
public:
    explicit CaptureMessageBox(std::string* text) : m_text(text) {}

protected:
    int OnInvoked(wxMessageDialog* dialog) const override {
        *m_text = std::string(dialog->GetMessage().utf8_str());
        return wxID_OK;
    }

private:
    std::string* m_text;
};

/// Whether `text` holds `part`.
inline bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

/// A main frame on screen for one test, on a profile of its own (seeded with the bundled
/// games) or on `profileDir` when given; destroyed with the test, checking that no
/// unexpected dialog appeared in between.
struct FrameFixture {
    explicit FrameFixture(const std::filesystem::path& profileDir = {});
    ~FrameFixture();
    FrameFixture(const FrameFixture&) = delete;
    FrameFixture& operator=(const FrameFixture&) = delete;

    /// Closes the frame as the user would (File > Quit): the close handler runs.
    void close();

    std::unique_ptr<ScratchDir> scratch; ///< the profile folder when none was given
    std::unique_ptr<app::ProfileSession> session;
    MainFrame* frame = nullptr;
};

/// Shows `card` in the frame's card pane with the frame at `size` (laid out, its events handled
/// before and after): the pane's details window, required to have some width.
wxHtmlWindow* showCardAt(MainFrame& frame, const core::Printing& card, wxSize size);

/// Picks the entry labelled `label` in a choice and sends the wxEVT_CHOICE a user's pick sends.
void choose(wxChoice* choice, const std::string& label);
/// Selects line `line` of the report's problem list and sends the wxEVT_LISTBOX a click sends.
void selectProblem(ReportPanel& report, int line);

/// The text in a cell of the card list.
std::string cell(const DeckListPanel& list, unsigned row, unsigned column);
/// Rows of the card list whose Name column is `name`.
std::vector<unsigned> rowsNamed(const DeckListPanel& list, const std::string& name);
/// The verdict line as shown ("LEGAL", "ILLEGAL", "NOT CHECKED").
std::string verdict(const MainFrame& frame);
/// The report's summary under the verdict, as one line (the label is wrapped to the pane).
std::string summary(const MainFrame& frame);
/// The text of every line of the problem list, as the list holds it (HTML).
std::vector<std::string> problemLines(const MainFrame& frame);
/// Index of the first problem line for rule `rule`, or -1.
int problemFor(const MainFrame& frame, const std::string& rule);

} // namespace deckhand::gui::test
