// SPDX-License-Identifier: GPL-3.0-or-later

// Card faces drawn from card data where no image is cached: in the card preview, in the deck
// as card faces (View > Deck as card faces) and on the goldfish table. The faces come from
// io::drawCardFace, the renderer printed proxies will use.
#include "../support/files.hpp"
#include "deckhand/core/card_face.hpp"
#include "deckhand/gui/card_preview.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/deck_faces_panel.hpp"
#include "deckhand/gui/goldfish_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <unistd.h>
#include <wx/menu.h>
#include <wx/uiaction.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;
namespace fs = std::filesystem;

namespace {

void showByMenu(MainFrame& frame, const std::string& item) {
    const int id = frame.GetMenuBar()->FindMenuItem("View", toWx(item));
    REQUIRE(id != wxNOT_FOUND);
    wxCommandEvent show(wxEVT_MENU, id);
    show.SetInt(1);
    frame.HandleWindowEvent(show);
    pump(100);
}

// How many different colours a bitmap has: a drawn face has its frame, paper and text.
std::size_t colours(const wxBitmap& bitmap) {
    const wxImage image = bitmap.ConvertToImage();
    std::set<unsigned long> seen;
    for (int y = 0; y < image.GetHeight(); y += 2)
        for (int x = 0; x < image.GetWidth(); x += 2)
            seen.insert((static_cast<unsigned long>(image.GetRed(x, y)) << 16) |
                        (static_cast<unsigned long>(image.GetGreen(x, y)) << 8) |
                        image.GetBlue(x, y));
    return seen.size();
}

} // namespace

TEST_CASE("card faces: the preview draws the card's face when no image is cached", "[gui][faces]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    const app::LoadedGame* game = f.frame->currentGame();
    const core::Printing* palm = game->catalogue.byName("iron palm").front();
    CardPreview* preview = f.frame->preview();
    preview->show(game, palm);
    pump(100);
    CardImage* image = preview->image();
    CHECK_FALSE(image->hasImage());
    REQUIRE(image->face());
    CHECK(image->face()->name == "Iron Palm");
    CHECK(image->face()->kind == "Attack - Basic");
    CHECK(image->face()->frame == 0x2F5F9E); // the pack's colour for an Attack
    image->Update();
    REQUIRE(waitFor([&] { return image->faceBitmap().IsOk(); }));
    // The face fills the card's shape in the pane, not an empty placeholder.
    const wxBitmap& bitmap = image->faceBitmap();
    const wxSize area = image->GetClientSize();
    CHECK((bitmap.GetHeight() >= area.y * 9 / 10 || bitmap.GetWidth() >= area.x * 9 / 10));
    CHECK(std::abs(bitmap.GetWidth() * 88 - bitmap.GetHeight() * 63) < 88);
    CHECK(colours(bitmap) > 20);

    // No card: no face.
    preview->show(nullptr, nullptr);
    CHECK_FALSE(image->face());
}

TEST_CASE("card faces: a cached WebP or GIF image is shown in the preview, not the drawn face",
          "[gui][faces]") {
    // Real files (tests/data/real/SOURCES); wxWidgets 3.2 reads no WebP: io::decodeImage does.
    FrameFixture f;
    CardImage* image = f.frame->preview()->image();
    core::CardFace face;
    face.name = "Iron Palm";
    const fs::path real = fs::path(DECKHAND_TEST_DATA) / "real" / "images";
    for (const char* file : {"anim_frame1.webp", "dispose_none.gif"}) {
        INFO(file);
        image->show((real / file).string(), face);
        CHECK(image->hasImage());
        CHECK(image->GetToolTipText().empty());
    }
    // A WebP file cut short: the face is drawn, and the tooltip says which file and why.
    const std::string bytes = deckhand::test::readFile(real / "anim_frame1.webp");
    const fs::path cut =
        fs::temp_directory_path() / ("deckhand-cut-" + std::to_string(::getpid()) + ".webp");
    {
        std::ofstream out(cut, std::ios::binary);
        out << bytes.substr(0, 100);
    }
    image->show(cut.string(), face);
    fs::remove(cut);
    CHECK_FALSE(image->hasImage());
    CHECK(toUtf8(image->GetToolTipText())
              .find(cut.string() + ": WebP image: it could not be decoded") != std::string::npos);
}

TEST_CASE("card faces: the deck as card faces, one per distinct card with its count",
          "[gui][faces][tools]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    DeckFacesPanel* faces = f.frame->deckFaces();
    REQUIRE(faces);
    CHECK_FALSE(f.frame->isPaneShown(MainFrame::PaneFaces));

    // View > Deck as card faces (Ctrl+6).
    const int id = f.frame->GetMenuBar()->FindMenuItem("View", "Deck as card faces");
    REQUIRE(id != wxNOT_FOUND);
    std::unique_ptr<wxAcceleratorEntry> accel(f.frame->GetMenuBar()->FindItem(id)->GetAccel());
    REQUIRE(accel);
    CHECK(accel->GetKeyCode() == '6');
    showByMenu(*f.frame, "Deck as card faces");
    REQUIRE(f.frame->isPaneShown(MainFrame::PaneFaces));

    // What the deck holds, card by card, per section.
    const core::Deck& deck = f.frame->editor()->deck();
    const auto& groups = faces->grid()->groups();
    std::size_t nonEmpty = 0;
    for (const auto& s : deck.sections)
        nonEmpty += s.entries.empty() ? 0 : 1;
    REQUIRE(groups.size() == nonEmpty);
    const core::DeckSection& main = deck.sections.front();
    std::map<std::string, int> want;
    for (const auto& e : main.entries)
        want[e.printing->name()] += e.quantity;
    std::map<std::string, int> shown;
    for (const auto& t : groups.front().tiles)
        shown[t.face.name] += t.count;
    CHECK(shown == want);
    std::set<const core::Printing*> printings; // one face per printing (reprints look different)
    for (const auto& e : main.entries)
        printings.insert(e.printing);
    CHECK(groups.front().tiles.size() == printings.size());
    CHECK(has(groups.front().title, "Main - " + std::to_string(main.cardCount()) + " cards"));
    CHECK(has(faces->summary(), "41 cards in the deck"));

    // The faces are drawn where the tab shows them, each beside the last.
    pump(100);
    faces->grid()->Update();
    const wxRect first = faces->grid()->tileRect(0, 0);
    const wxRect second = faces->grid()->tileRect(0, 1);
    CHECK(first.width > 40);
    CHECK(second.x > first.GetRight());
    CHECK(faces->grid()->cache().size() > 0);

    // A click on a face shows its card in the preview.
    wxUIActionSimulator sim;
    const wxPoint at = faces->grid()->ClientToScreen(
        wxPoint(second.x + second.width / 2, second.y + second.height / 2));
    sim.MouseMove(at);
    pump(30);
    sim.MouseClick();
    pump(100);
    REQUIRE(f.frame->preview()->shown());
    CHECK(f.frame->preview()->shown()->name() == groups.front().tiles[1].face.name);

    // An edit shows at once: one copy fewer on that card's face.
    const core::Printing* jab = f.frame->currentGame()->catalogue.byName("quick jab").front();
    const int before = shown["Quick Jab"];
    REQUIRE(before > 1);
    f.frame->editor()->takeOut(*jab);
    pump(50);
    int after = 0;
    for (const auto& t : faces->grid()->groups().front().tiles)
        if (t.face.name == "Quick Jab") after = t.count;
    CHECK(after == before - 1);

    // Bigger faces, the same cards.
    choose(faces->sizeChoice(), "Large faces");
    pump(50);
    CHECK(faces->grid()->tileRect(0, 0).width > first.width);
}

TEST_CASE("card faces: the goldfish hand and zones are shown as faces", "[gui][faces][goldfish]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    f.frame->showPane(MainFrame::PaneGoldfish);
    GoldfishPanel* goldfish = f.frame->goldfish();
    REQUIRE(goldfish->sample());
    const auto& opening = goldfish->sample()->opening;
    REQUIRE(opening);
    auto groups = goldfish->tableFaces()->groups();
    REQUIRE_FALSE(groups.empty());
    // The opening hand, face by face, then the zones: Powerline Ultra sets its Fighter and
    // Stage aside before the draw.
    CHECK(groups[0].title == "Hand (" + std::to_string(opening->hand.size()) + ")");
    REQUIRE(groups[0].tiles.size() == opening->hand.size());
    for (std::size_t i = 0; i < opening->hand.size(); ++i)
        CHECK(groups[0].tiles[i].face.name == opening->hand[i]->name());
    const auto& aside = goldfish->sample()->setAside;
    REQUIRE(aside.size() == 2);
    REQUIRE(groups.size() == 1 + aside.size() + opening->zones.size());
    CHECK(groups[1].title == "Fighter Zone (1)");
    REQUIRE(groups[1].tiles.size() == 1);
    CHECK(groups[1].tiles[0].face.kind == "Fighter");
    CHECK(groups[2].title == "Stage Zone (1)");
    REQUIRE(groups[2].tiles.size() == 1);
    CHECK(groups[2].tiles[0].face.kind == "Stage");

    // Kept and a turn on: the hand as it is after that turn.
    goldfish->keep();
    goldfish->nextTurn();
    groups = goldfish->tableFaces()->groups();
    const auto& table = goldfish->sample()->table;
    REQUIRE(table.size() > 2);
    CHECK(has(groups[0].title, "Hand after turn 2"));
    CHECK(groups[0].tiles.size() == table[2].hand.size());
    CHECK(goldfish->tableFaces()->tileRect(0, 0).width > 0);
}
