// SPDX-License-Identifier: GPL-3.0-or-later

// The registration-sheet dialog: the preview follows the form as it is typed; Save writes the
// PDF, read back with pdftotext.
#include "deckhand/app/deck_check.hpp"
#include "deckhand/gui/registration_dialog.hpp"
#include "gui_test_support.hpp"
#include "screenshot.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>
#include <wx/choice.h>
#include <wx/statbmp.h>
#include <wx/testing.h>
#include <wx/textctrl.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;
namespace fs = std::filesystem;

TEST_CASE("registration dialog: the preview follows the form - Save writes the PDF", "[gui]") {
    const auto* game = library().find("plu");
    REQUIRE(game);
    app::CheckOptions options;
    auto format = app::resolveFormat(*game, options);
    REQUIRE(format.ok());
    const auto check = app::checkDeckFile(*game, format.value, deckFile("plu", "legal.txt"),
                                          *core::Date::parse("2026-06-01"));
    REQUIRE(check.report);

    auto* dialog = new RegistrationDialog(nullptr, *game, check);
    dialog->Show();
    pump(100);
    CHECK(dialog->preview()->GetBitmap().GetWidth() == 446); // A4 at 0.75 px a point
    CHECK(dialog->pageNote().find("LEGAL - 1 page, deck hash ") == 0);
    const int before = dialog->previews();
    dialog->eventField()->SetValue("Store Championship");
    dialog->playerField()->SetValue("Ada Lovelace");
    dialog->playerIdField()->SetValue("PLU-1815");
    CHECK(dialog->previews() == before + 3);
    dialog->paperChoice()->SetSelection(1);
    wxCommandEvent pick(wxEVT_CHOICE, dialog->paperChoice()->GetId());
    pick.SetEventObject(dialog->paperChoice());
    dialog->paperChoice()->HandleWindowEvent(pick);
    CHECK(dialog->preview()->GetBitmap().GetWidth() == 459); // Letter: 612 pt
    dialog->paperChoice()->SetSelection(0);
    dialog->paperChoice()->HandleWindowEvent(pick);
    screenshot(dialog, "registration-dialog-plu");

    const fs::path dir =
        fs::temp_directory_path() / ("deckhand-gui-registration-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const std::string pdf = (dir / "sheet.pdf").string();
    CHECK(dialog->savePdf(pdf).empty());
    REQUIRE(std::system(("pdftotext -layout '" + pdf + "' '" + pdf + ".txt'").c_str()) == 0);
    std::ifstream in(pdf + ".txt");
    std::stringstream text;
    text << in.rdbuf();
    CHECK(text.str().find("Store Championship") != std::string::npos);
    CHECK(text.str().find("Ada Lovelace") != std::string::npos);
    CHECK(text.str().find("PLU-1815") != std::string::npos);
    CHECK(dialog->savePdf((dir / "no-such-folder" / "sheet.pdf").string()).find("cannot write") !=
          std::string::npos);

    // Another event date judges the deck again: the sheet's date and the list it was checked
    // against agree (resources/games/plu/limited: January 2026 until 2026-05-01).
    dialog->setEventDate({2026, 2, 1});
    REQUIRE(dialog->check().report);
    CHECK(dialog->check().report->date.str() == "2026-02-01");
    CHECK(dialog->options().eventDate == "2026-02-01");
    const std::string february = (dir / "february.pdf").string();
    REQUIRE(dialog->savePdf(february).empty());
    REQUIRE(std::system(("pdftotext -layout '" + february + "' '" + february + ".txt'").c_str()) ==
            0);
    std::ifstream inFeb(february + ".txt");
    std::stringstream feb;
    feb << inFeb.rdbuf();
    CHECK(feb.str().find("2026-02-01") != std::string::npos);
    CHECK(feb.str().find("January 2026") != std::string::npos);
    CHECK(feb.str().find("May 2026") == std::string::npos);

    // After a save the dialog says where the PDF went.
    std::string told;
    wxTEST_DIALOG(CHECK(dialog->saved(february) == RegistrationDialog::AfterSave::Close),
                  CaptureMessageBox(&told));
    CHECK(told == "The registration sheet is saved as " + february + ".");
    fs::remove_all(dir);
    dialog->Destroy();
    pump(50);
}
