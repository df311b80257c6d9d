// SPDX-License-Identifier: GPL-3.0-or-later

#include "gui_test_support.hpp"

#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/wx_string.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <exception>
#include <filesystem>
#include <wx/app.h>
#include <wx/display.h>
#include <wx/htmllbox.h>
#include <wx/stattext.h>
#include <wx/stopwatch.h>
#include <wx/utils.h>
#include <wx/weakref.h>

namespace deckhand::gui::test {

const app::GameLibrary& library() {
    // As the product has them: installed into a profile and read back from it.
    static ScratchDir profile;
    static app::ProfileSession session(profile.path / "profile", app::resourcesDir());
    return session.library();
}

std::string deckFile(const std::string& game, const std::string& file) {
    return std::string(DECKHAND_TEST_DATA) + "/decks/" + game + "/" + file;
}

void pump(int ms) {
    wxStopWatch watch;
    do {
        wxTheApp->ProcessPendingEvents();
        wxYield();
        wxMilliSleep(5);
    } while (watch.Time() < ms);
}

bool waitFor(const std::function<bool()>& done, int timeoutMs) {
    wxStopWatch watch;
    while (!done()) {
        if (watch.Time() > timeoutMs) return done();
        pump(10);
    }
    return true;
}

std::vector<std::string>& unexpectedDialogs() {
    static std::vector<std::string> dialogs;
    return dialogs;
}

ScratchDir::ScratchDir() {
    static int counter = 0;
    path = std::filesystem::temp_directory_path() /
           ("deckhand-gui-" + std::to_string(wxGetProcessId()) + "-" + std::to_string(++counter));
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
}

SessionFrame::SessionFrame(const char* title, int width, int height)
    : session(std::make_unique<app::ProfileSession>(dir.path / "profile", DECKHAND_RESOURCES_DIR)) {
    frame = new wxFrame(nullptr, wxID_ANY, title, wxPoint(0, 0), wxSize(width, height));
    frame->Show();
}

SessionFrame::~SessionFrame() {
    frame->Destroy();
    pump(50);
    session.reset();
}

ScratchDir::~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
}

FrameFixture::FrameFixture(const std::filesystem::path& profileDir) {
    unexpectedDialogs().clear();
    REQUIRE(library().loadErrors().empty());
    REQUIRE(library().find("plu") != nullptr);
    std::filesystem::path dir = profileDir;
    if (dir.empty()) {
        scratch = std::make_unique<ScratchDir>();
        dir = scratch->path;
    }
    session = std::make_unique<app::ProfileSession>(dir, app::resourcesDir());
    frame = new MainFrame(*session);
    // xvfb-run's default screen is 640x480: keep the whole window on it so clicks land.
    frame->SetSize(frame->GetRect().Intersect(wxDisplay().GetClientArea()));
    frame->Move(wxDisplay().GetClientArea().GetPosition());
    frame->Show();
    frame->Raise();
    waitFor([&] { return frame->IsShownOnScreen(); });
    pump();
}

void FrameFixture::close() {
    if (!frame) return;
    wxWeakRef<MainFrame> alive(frame);
    frame->Close(true);
    frame = nullptr;
    // Close() leaves the frame to be destroyed at the next idle time.
    REQUIRE(waitFor([&] {
        wxTheApp->ProcessIdle();
        return !alive;
    }));
}

FrameFixture::~FrameFixture() {
    delete frame;
    pump(10);
    session.reset();
    if (std::uncaught_exceptions() == 0) {
        for (const auto& text : unexpectedDialogs())
            FAIL_CHECK("unexpected dialog: " << text);
    }
}

wxHtmlWindow* showCardAt(MainFrame& frame, const core::Printing& card, wxSize size) {
    frame.SetSize(size);
    frame.Layout();
    pump(20);
    frame.preview()->show(frame.currentGame(), &card);
    pump(20);
    wxHtmlWindow* details = frame.preview()->details();
    REQUIRE(details->GetClientSize().x > 0);
    return details;
}

void choose(wxChoice* choice, const std::string& label) {
    const int index = choice->FindString(toWx(label));
    REQUIRE(index != wxNOT_FOUND);
    choice->SetSelection(index);
    wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
    event.SetEventObject(choice);
    event.SetInt(index);
    event.SetString(choice->GetString(static_cast<unsigned>(index)));
    choice->HandleWindowEvent(event);
}

void selectProblem(ReportPanel& report, int line) {
    wxSimpleHtmlListBox* list = report.problems();
    list->SetSelection(line);
    wxCommandEvent event(wxEVT_LISTBOX, list->GetId());
    event.SetEventObject(list);
    event.SetInt(line);
    list->HandleWindowEvent(event);
}

std::string cell(const DeckListPanel& list, unsigned row, unsigned column) {
    return toUtf8(list.list()->GetTextValue(row, column));
}

std::vector<unsigned> rowsNamed(const DeckListPanel& list, const std::string& name) {
    std::vector<unsigned> rows;
    for (unsigned row = 0; row < static_cast<unsigned>(list.list()->GetItemCount()); ++row)
        if (cell(list, row, DeckListPanel::ColName) == name) rows.push_back(row);
    return rows;
}

std::string verdict(const MainFrame& frame) {
    return toUtf8(frame.report()->verdict()->GetLabel());
}

std::string summary(const MainFrame& frame) {
    std::string text = toUtf8(frame.report()->summary()->GetLabel());
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

std::vector<std::string> problemLines(const MainFrame& frame) {
    std::vector<std::string> lines;
    const wxSimpleHtmlListBox* list = frame.report()->problems();
    for (unsigned i = 0; i < list->GetCount(); ++i)
        lines.push_back(toUtf8(list->GetString(i)));
    return lines;
}

int problemFor(const MainFrame& frame, const std::string& rule) {
    const auto& items = frame.report()->items();
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].violation && items[i].violation->rule == rule) return static_cast<int>(i);
    return -1;
}

} // namespace deckhand::gui::test
