// SPDX-License-Identifier: GPL-3.0-or-later

// Make and share from the desktop app: the proxies dialog writes the PDF its options say (read
// back with poppler), Copy deck code / Paste deck code carry a deck through the clipboard, and
// File > Export for Tabletop Simulator writes the saved object and its sheets; File > Export game
// pack writes the game as a folder to publish, and again only what changed.
#include "../support/pdf_text.hpp"
#include "deckhand/app/deck_prints.hpp"
#include "deckhand/core/deck_code.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/export_pack_dialog.hpp"
#include "deckhand/gui/proxies_dialog.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "screenshot.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/filepicker.h>
#include <wx/menu.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;
namespace fs = std::filesystem;
namespace support = deckhand::test;

namespace {

void tick(wxCheckBox* box, bool value) {
    box->SetValue(value);
    wxCommandEvent e(wxEVT_CHECKBOX, box->GetId());
    e.SetEventObject(box);
    e.SetInt(value ? 1 : 0);
    box->HandleWindowEvent(e);
}

// Fills in File > Export game pack's dialog (under wxTEST_DIALOG) and presses Export.
class FillExportPack : public wxExpectModalBase<ExportPackDialog, FillExportPack> {
public:
    FillExportPack(std::string folder, bool images)
        : m_folder(std::move(folder)), m_images(images) {}

protected:
    int OnInvoked(ExportPackDialog* dialog) const override {
        dialog->folderPicker()->SetPath(toWx(m_folder));
        tick(dialog->imagesBox(), m_images);
        return dialog->folder() == m_folder && dialog->images() == m_images ? wxID_OK : wxID_CANCEL;
    }

private:
    std::string m_folder;
    bool m_images;
};

std::string statusText(MainFrame& frame) {
    return toUtf8(frame.GetStatusBar()->GetStatusText());
}

} // namespace

TEST_CASE("proxies dialog: the options it shows are the PDF it writes", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    REQUIRE(f.frame->deckSession().hasDeck());
    const auto* game = f.frame->currentGame();
    REQUIRE(game);

    auto* dialog = new ProxiesDialog(f.frame, *f.session, *game, f.frame->deckSession().deck());
    dialog->Show();
    pump(100);
    CHECK(dialog->summary() == "46 proxies to print.");
    CHECK_FALSE(dialog->offsetXField()->IsEnabled()); // only with backs
    tick(dialog->backsBox(), true);
    CHECK(dialog->offsetXField()->IsEnabled());
    dialog->paperChoice()->SetSelection(1);
    dialog->offsetXField()->SetValue(1.5);
    const app::ProxyOptions o = dialog->options();
    CHECK(o.paper == io::Paper::Letter);
    CHECK(o.backs);
    CHECK(o.backOffsetXMm == 1.5);
    CHECK(o.cropMarks);
    screenshot(dialog, "proxies-dialog");

    ScratchDir dir;
    const std::string pdf = (dir.path / "proxies.pdf").string();
    REQUIRE(dialog->savePdf(pdf).empty());
    CHECK(has(dialog->summary(), "46 proxies on 12 pages"));
    const std::string info = support::poppler("pdfinfo", pdf);
    CHECK(support::pageCount(info) == 12); // 6 pages of faces, each followed by its backs
    CHECK(has(info, "612 x 792 pts (letter)"));
    const auto pages = support::pagesOf(support::poppler("pdftotext", pdf));
    REQUIRE(pages.size() == 12);
    CHECK(has(pages[0], "Kaito Blaze"));
    CHECK(has(pages[1], "Powerline Ultra"));

    // Nothing writable there: said in the dialog, nothing written.
    const std::string bad = (dir.path / "no-such" / "x.pdf").string();
    CHECK(has(dialog->savePdf(bad), "cannot write the PDF"));
    CHECK(has(dialog->summary(), "Not saved"));
    CHECK_FALSE(fs::exists(bad));
    dialog->Destroy();
}

TEST_CASE("deck codes in the desktop app: copied, then pasted as a new deck", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    const auto copied = f.frame->copyDeckCode();
    REQUIRE(copied.ok());
    std::string onClipboard;
    if (wxTheClipboard->Open()) {
        wxTextDataObject data;
        if (wxTheClipboard->GetData(data)) onClipboard = toUtf8(data.GetText());
        wxTheClipboard->Close();
    }
    CHECK(onClipboard == copied.value);

    // From another game the code switches back to Powerline Ultra and opens its deck.
    REQUIRE(f.frame->selectGame("vstage"));
    CHECK(f.frame->pasteDeckCode(copied.value).empty());
    REQUIRE(waitFor([&] { return f.frame->currentGame() && f.frame->deckSession().hasDeck(); }));
    CHECK(f.frame->currentGame()->game.id == "plu");
    CHECK(f.frame->deckSession().name() == "Sample Kaito Blaze (legal)");
    CHECK(f.frame->deckSession().origin() == app::DeckOrigin::Unsaved);
    REQUIRE(f.frame->lastCheck());
    CHECK(f.frame->lastCheck()->report->deckSize == 41);

    // A mistyped code: why, and the open deck stays.
    std::string typo = copied.value;
    typo[10] = typo[10] == 'A' ? 'B' : 'A';
    CHECK(has(f.frame->pasteDeckCode(typo), "checksum does not match"));
    CHECK(has(f.frame->pasteDeckCode("   "), "no text"));
    CHECK(f.frame->deckSession().name() == "Sample Kaito Blaze (legal)");
}

TEST_CASE("export for Tabletop Simulator from the desktop app", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("vstage"));
    f.frame->openDeck(deckFile("vstage", "legal.txt"));
    ScratchDir dir;
    const std::string json = (dir.path / "stream.json").string();
    REQUIRE(f.frame->exportTabletop(json).empty());
    const auto doc = nlohmann::json::parse(support::readFile(json));
    REQUIRE(doc["ObjectStates"].size() == 1);
    CHECK(doc["ObjectStates"][0]["DeckIDs"].size() == 30); // VStage decks are exactly 30
    CHECK(fs::exists(dir.path / "stream-sheet-1.png"));
    CHECK(fs::exists(dir.path / "stream-back.png"));
    CHECK(has(f.frame->exportTabletop((dir.path / "none" / "x.json").string()), "cannot write"));
}

TEST_CASE("File > Export game pack writes the game as a folder, then only what changed", "[gui]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    ScratchDir dir;
    const fs::path out = dir.path / "plu-pack";
    const int id = f.frame->GetMenuBar()->FindMenuItem("File", toWx("Export game pack…"));
    REQUIRE(id != wxNOT_FOUND);
    wxCommandEvent menu(wxEVT_MENU, id);
    wxTEST_DIALOG(f.frame->HandleWindowEvent(menu),
                  FillExportPack(out.string(), false).Describe("Export game pack"));
    const std::string first = statusText(*f.frame);
    CHECK(has(first, "Exported Powerline Ultra into " + out.string() + ": "));
    CHECK(has(first, "written, 0 unchanged"));
    REQUIRE(fs::exists(out / "game.xml"));
    const auto read = app::readPack((out / "game.xml").string());
    REQUIRE(read.ok());
    CHECK(read.value.game.id == "plu");

    // Again into the same folder: every file has the same bytes and is left as it was.
    const auto mtime = fs::last_write_time(out / "game.xml");
    REQUIRE(f.frame->exportGamePack(out.string(), true).empty());
    CHECK(has(statusText(*f.frame), ": 0 files written, "));
    CHECK(fs::last_write_time(out / "game.xml") == mtime);

    // A folder of someone else's files is refused with the reason, and left alone.
    fs::create_directories(dir.path / "mine");
    std::ofstream(dir.path / "mine" / "notes.txt") << "keep\n";
    CHECK(has(f.frame->exportGamePack((dir.path / "mine").string(), false),
              "holds files no pack export wrote"));
    CHECK_FALSE(fs::exists(dir.path / "mine" / "game.xml"));
}
