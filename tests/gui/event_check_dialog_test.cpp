// SPDX-License-Identifier: GPL-3.0-or-later

// File > Check an event's lists: the 12-player form of tests/data/events run through the
// dialog; the rows a user sees, sorting by a header, the sheets saved (read back with
// poppler), a player's list opened in the deck editor. Expected values are written by hand
// from the form (tests/app/event_cli_test.cpp says what each row holds).
#include "../support/files.hpp"
#include "../support/pdf_text.hpp"
#include "event_check_dialog.hpp"
#include "gui_test_support.hpp"
#include "main_frame_ids.hpp"
#include "screenshot.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <wx/listctrl.h>
#include <wx/testing.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;
using deckhand::test::occurrences;
using deckhand::test::pageCount;
using deckhand::test::poppler;

namespace {

const std::string kForm = std::string(DECKHAND_TEST_DATA) + "/events/spring-open-form.csv";
const char* const kDeadline = "2026-04-30T22:00:00+01:00";

// Column `c` of every row shown.
std::vector<std::string> column(const EventCheckDialog& d, int c) {
    std::vector<std::string> out;
    for (const auto& row : d.shownRows())
        out.push_back(row[static_cast<std::size_t>(c)]);
    return out;
}

// Runs the form through the dialog as Check does, and waits for the table.
void checkForm(EventCheckDialog& d) {
    d.setSource(kForm);
    d.setDeadline(kDeadline);
    d.setEventName("Spring Open");
    REQUIRE(d.start());
    CHECK(d.running());
    REQUIRE(waitFor([&] { return !d.running(); }, 30000));
}

} // namespace

TEST_CASE("event check dialog: the 12-player form - its rows, sorted by a header, the sheets "
          "saved",
          "[gui][event]") {
    const auto* game = library().find("plu");
    REQUIRE(game);
    std::vector<core::DeckList> opened;
    auto* dialog =
        new EventCheckDialog(nullptr, *game, "", {2026, 5, 1}, [&](const core::DeckList& list) {
            opened.push_back(list);
            return std::string();
        });
    dialog->Show();
    pump(50);
    checkForm(*dialog);
    INFO(dialog->status());
    CHECK(has(dialog->status(), "12 lists: 8 legal, 3 illegal, 1 unreadable, 1 late"));

    // The rows as the form gives them: player, ID, verdict, main, side, late, same as.
    const auto rows = dialog->shownRows();
    REQUIRE(rows.size() == 12);
    using R = std::vector<std::string>;
    auto shown = [&](std::size_t i) {
        const auto& r = rows[i];
        return R{r[0], r[1], r[2], r[3], r[4], r[6], r[7], r[8]};
    };
    CHECK(shown(0) == R{"Ada Lovelace", "1001", "LEGAL", "41", "5", "", "", ""});
    CHECK(shown(2) == R{"Alan Turing", "1003", "UNREADABLE", "", "", "", "", ""});
    CHECK(shown(3) ==
          R{"Katherine Johnson", "1004", "LEGAL", "41", "0", "", "Edsger Dijkstra", ""});
    CHECK(shown(5) == R{"Barbara Liskov", "1006", "LEGAL", "41", "1", "late", "", ""});
    CHECK(shown(6) == R{"Donald Knuth", "1007", "ILLEGAL", "39", "5", "", "", ""});
    CHECK(has(rows[2][EventCheckDialog::ColProblems], "line 3"));
    CHECK(has(rows[1][EventCheckDialog::ColProblems], "Thunder Knee"));

    // A click on Player sorts by surname, as the sheets are; on Main by the count, a second
    // click the other way round.
    dialog->sortBy(EventCheckDialog::ColPlayer);
    CHECK(column(*dialog, 0) == R{"Frances Allen", "Tim Berners-Lee", "Edsger Dijkstra",
                                  "Margaret Hamilton", "Grace Hopper", "Katherine Johnson",
                                  "Donald Knuth", "Barbara Liskov", "Ada Lovelace",
                                  "John von Neumann", "Radia Perlman", "Alan Turing"});
    dialog->sortBy(EventCheckDialog::ColMain);
    auto main = column(*dialog, EventCheckDialog::ColMain);
    CHECK(main.front() == ""); // the unreadable list has no count
    CHECK(main[1] == "39");
    CHECK(main.back() == "42");
    dialog->sortBy(EventCheckDialog::ColMain);
    CHECK(column(*dialog, 0).front() == "Radia Perlman");
    CHECK(column(*dialog, EventCheckDialog::ColMain).back() == "");
    screenshot(dialog, "event-check-dialog");

    // Save sheets: a sheet for each of the 11 readable lists, one page each, by surname.
    ScratchDir dir;
    const std::string pdf = (dir.path / "sheets.pdf").string();
    CHECK(dialog->saveSheets(pdf) == "");
    CHECK(has(dialog->status(), "Saved 11 registration sheets"));
    CHECK(pageCount(poppler("pdfinfo", pdf)) == 11);
    const std::string text = poppler("pdftotext", pdf);
    CHECK(text.find("Frances Allen") < text.find("Radia Perlman"));
    CHECK(has(text, "Spring Open"));
    CHECK(!has(text, "Alan Turing"));
    const std::string csv = (dir.path / "summary.csv").string();
    CHECK(dialog->saveSummary(csv) == "");
    CHECK(occurrences(deckhand::test::readFile(csv), "\r\n") == 13);

    // A deadline whose day and month could be either way round: asked which, then taken.
    dialog->setDeadline("03/04/2026 22:00");
    CHECK(!dialog->start());
    CHECK(has(dialog->status(), "Choose Day first or Month first in Form dates"));
    CHECK(dialog->shownRows().size() == 12); // the check before is still shown
    dialog->setDateOrder(app::DateOrder::DayFirst);
    REQUIRE(dialog->start());
    REQUIRE(waitFor([&] { return !dialog->running(); }, 30000));
    CHECK(has(dialog->status(), "12 lists: 8 legal, 3 illegal, 1 unreadable, 12 late")); // 3 April
    dialog->setDeadline(kDeadline);
    REQUIRE(dialog->start());
    REQUIRE(waitFor([&] { return !dialog->running(); }, 30000));

    // Open: the player's list, named after them.
    dialog->sortBy(EventCheckDialog::ColPlayer);
    CHECK(dialog->openRow(8) == ""); // Ada Lovelace, by surname
    REQUIRE(opened.size() == 1);
    CHECK(opened[0].name == "Ada Lovelace");
    CHECK(has(dialog->status(), "Opened Ada Lovelace's list"));
    dialog->Destroy();
    pump(20);
}

namespace {

// Answers File > Check an event's lists: runs the form and opens the row at `open` (as sorted
// by player).
class RunAndOpen : public wxExpectModalBase<EventCheckDialog, RunAndOpen> {
public:
    RunAndOpen(long open, std::string* status) : m_open(open), m_status(status) {}

protected:
    int OnInvoked(EventCheckDialog* dialog) const override {
        checkForm(*dialog);
        dialog->sortBy(EventCheckDialog::ColPlayer);
        *m_status = dialog->openRow(m_open);
        return wxID_CANCEL;
    }

private:
    long m_open;
    std::string* m_status;
};

} // namespace

TEST_CASE("event check dialog: a player's list opens in the deck editor, not saved yet",
          "[gui][event]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    wxCommandEvent menu(wxEVT_MENU, frame::IdCheckEvent);
    menu.SetEventObject(f.frame);
    std::string why = "not run";
    wxTEST_DIALOG(f.frame->HandleWindowEvent(menu), RunAndOpen(6, &why)); // Donald Knuth
    CHECK(why == "");
    CHECK(f.frame->deckSession().name() == "Donald Knuth");
    CHECK(f.frame->deckSession().origin() == app::DeckOrigin::Unsaved);
    CHECK(verdict(*f.frame) == "ILLEGAL"); // no Final Horizon, 2 Iron Will

    // Alan Turing's list (the last by surname) cannot be read: why, and the deck stays.
    wxTEST_DIALOG(f.frame->HandleWindowEvent(menu), RunAndOpen(11, &why));
    CHECK(has(why, "The list does not fit Powerline Ultra"));
    INFO(why);
    CHECK(has(why, "three Quick Jab"));
    CHECK(f.frame->deckSession().name() == "Donald Knuth");
}

TEST_CASE("event check dialog: Cancel stops a folder's check, and nothing of it is shown",
          "[gui][event]") {
    const auto* game = library().find("plu");
    REQUIRE(game);
    ScratchDir dir;
    const std::string legal = deckhand::test::readFile(deckFile("plu", "legal.txt"));
    for (int i = 0; i < 5000; ++i)
        std::ofstream(dir.path / ("player_" + std::to_string(i) + ".txt")) << legal;
    auto* dialog = new EventCheckDialog(nullptr, *game, "", {2026, 5, 1},
                                        [](const core::DeckList&) { return std::string(); });
    dialog->Show();
    dialog->setSource(dir.path.string());
    REQUIRE(dialog->start());
    dialog->cancel();
    REQUIRE(waitFor([&] { return !dialog->running(); }, 30000));
    CHECK(has(dialog->status(), "Cancelled"));
    CHECK(dialog->shownRows().empty());
    CHECK(dialog->saveSheets((dir.path / "sheets.pdf").string()) == "Check the lists first.");

    // Checked again to the end: every list, each the same deck as the others.
    REQUIRE(dialog->start());
    REQUIRE(waitFor([&] { return !dialog->running(); }, 60000));
    INFO(dialog->status());
    CHECK(has(dialog->status(), "5000 lists: 5000 legal, 0 illegal, 0 unreadable, 0 late"));
    const auto rows = dialog->shownRows();
    REQUIRE(rows.size() == 5000);
    CHECK(has(rows[0][EventCheckDialog::ColSameAs], "and 4989 more"));
    dialog->Destroy();
    pump(20);
}
