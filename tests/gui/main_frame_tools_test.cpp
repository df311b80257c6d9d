// SPDX-License-Identifier: GPL-3.0-or-later

// The player's other tools in the main window: collection, goldfish, Limited lists and game
// packs as panes that follow the game and the open deck; export to other formats; the
// registration sheet from the File menu; a card import that replaces the game's data while a
// deck is open.
#include "../support/collection_items.hpp"
#include "deckhand/gui/collection_panel.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/games_panel.hpp"
#include "deckhand/gui/goldfish_panel.hpp"
#include "deckhand/gui/limited_lists_panel.hpp"
#include "deckhand/gui/registration_dialog.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "gui_test_support.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <wx/menu.h>
#include <wx/statbmp.h>
#include <wx/testing.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;
namespace fs = std::filesystem;

namespace {

// The registration dialog as it opens from the menu: what it showed, then Close.
class ExpectRegistration : public wxExpectModalBase<RegistrationDialog, ExpectRegistration> {
public:
    explicit ExpectRegistration(std::string* note) : m_note(note) {}

protected:
    int OnInvoked(RegistrationDialog* dialog) const override {
        *m_note = dialog->pageNote();
        return wxID_CLOSE;
    }

private:
    std::string* m_note;
};

int menuId(MainFrame& frame, const std::string& menu, const std::string& item) {
    return frame.GetMenuBar()->FindMenuItem(toWx(menu), toWx(item));
}

} // namespace

TEST_CASE("the tool panes follow the game and the open deck", "[gui][tools]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    REQUIRE(verdict(*f.frame) == "LEGAL");
    CHECK_FALSE(f.frame->isPaneShown(MainFrame::PaneGoldfish));
    CHECK(f.frame->goldfish()->sampleText().empty()); // hidden: not dealt on every change

    // View > Goldfish (Ctrl+2) shows the pane, with the open deck in it.
    const int goldfishId = menuId(*f.frame, "View", "Goldfish");
    REQUIRE(goldfishId != wxNOT_FOUND);
    wxCommandEvent show(wxEVT_MENU, goldfishId);
    show.SetInt(1);
    f.frame->HandleWindowEvent(show);
    pump(100);
    CHECK(f.frame->isPaneShown(MainFrame::PaneGoldfish));
    CHECK_FALSE(f.frame->isPaneShown(MainFrame::PaneCollection));
    CHECK(f.frame->goldfish()->sampleText().find("Fighter Zone") != std::string::npos);
    f.frame->goldfish()->addNeed(1, "weight", "Heavy");
    REQUIRE(f.frame->goldfish()->needs().size() == 1);
    f.frame->goldfish()->calculate();
    REQUIRE(waitFor([&] { return !f.frame->goldfish()->busy(); }, 60000));

    // An edit keeps the need; the odds are for the new deck.
    const core::Printing* jab = f.frame->currentGame()->catalogue.byName("quick jab").front();
    f.frame->editor()->takeOut(*jab);
    pump(50);
    CHECK(f.frame->goldfish()->needs().size() == 1);
    CHECK(f.frame->goldfish()->status().find("The deck changed") != std::string::npos);

    f.frame->showPane(MainFrame::PaneCollection);
    CHECK(f.frame->collection()->summary() == "0 cards in 0 rows");
    f.frame->showPane(MainFrame::PaneLists);
    CHECK(f.frame->limitedLists()->versions().size() == 2);
    CHECK(f.frame->limitedLists()->broken().empty());
    // A deck saved while the tab is out of view is judged when the tab comes back.
    f.frame->showPane(MainFrame::PaneCollection);
    auto twoPalms = app::loadGoldfishDeck(*f.session->game("plu").value, "",
                                          deckFile("plu", "limited-iron-palm-2.txt"));
    REQUIRE(twoPalms.ok());
    decksOf(*f.session)
        .save({.game = "plu",
               .format = "tournament",
               .name = "Two Palms",
               .notes = "",
               .tags = std::nullopt,
               .entries = app::toStored(twoPalms.value)});
    f.frame->showPane(MainFrame::PaneLists);
    REQUIRE(f.frame->limitedLists()->broken().size() == 1);
    CHECK(f.frame->limitedLists()->broken()[0].deck == "Two Palms");

    // Another game: every pane follows.
    REQUIRE(f.frame->selectGame("vstage"));
    CHECK(f.frame->limitedLists()->versions().empty());
    // The Limited lists tab is in front: the goldfish tab catches up when it is chosen.
    CHECK(f.frame->goldfish()->needs().size() == 1);
    f.frame->openDeck(deckFile("vstage", "legal.txt"));
    CHECK(f.frame->goldfish()->sampleText().find("Fighter Zone") !=
          std::string::npos); // still the PLU deal
    f.frame->showPane(MainFrame::PaneGoldfish);
    CHECK(f.frame->goldfish()->needs().empty());
    CHECK(f.frame->goldfish()->sampleText().find("draw 6") != std::string::npos);
}

TEST_CASE("File > Export deck writes the formats other tools read; File > Registration sheet",
          "[gui][tools]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    REQUIRE(verdict(*f.frame) == "LEGAL");
    const fs::path dir = f.session->dir() / "exports";
    fs::create_directories(dir);
    for (const char* ext : {".txt", ".cod", ".o8d", ".dek", ".csv"}) {
        INFO(ext);
        const std::string path = (dir / (std::string("deck") + ext)).string();
        CHECK(f.frame->exportDeck(path).empty());
        auto back = io::readDeckFile(path);
        REQUIRE(back.ok());
        int copies = 0;
        for (const auto& l : back.value.lines)
            copies += l.quantity;
        CHECK(copies == 46); // 41 in the main deck, 5 on the side
    }
    CHECK(f.frame->exportDeck((dir / "deck.pdf").string()).find("extension") != std::string::npos);

    std::string note;
    const int sheet = menuId(*f.frame, "File", "Registration sheet…");
    REQUIRE(sheet != wxNOT_FOUND);
    wxCommandEvent open(wxEVT_MENU, sheet);
    wxTEST_DIALOG(f.frame->HandleWindowEvent(open), ExpectRegistration(&note));
    CHECK(note.find("LEGAL - 1 page, deck hash ") == 0);
}

TEST_CASE("a card import through the game packs pane while a deck is open", "[gui][tools]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    REQUIRE(verdict(*f.frame) == "LEGAL");
    // Make it a deck of the profile, with an edit not yet saved.
    const core::Printing* jab = f.frame->currentGame()->catalogue.byName("quick jab").front();
    f.frame->editor()->takeOut(*jab);
    REQUIRE(f.frame->isDirty());

    f.frame->showPane(MainFrame::PanePacks);
    // The example packs, read when the tab first came into view: the six shipped, none installed.
    CHECK(f.frame->games()->exampleList()->GetItemCount() == 6);
    const std::string cards =
        (fs::path(DECKHAND_TEST_DATA) / "cards" / "cockatrice" / "cards.xml").string();
    CHECK(f.frame->games()->importCards("plu", cards).empty());
    pump(50);
    // The same game, the same deck (saved before the import, reopened after), the new cards.
    REQUIRE(f.frame->currentGame());
    CHECK(f.frame->currentGame()->game.id == "plu");
    CHECK_FALSE(f.frame->currentGame()->catalogue.byName("storm vanguard").empty());
    CHECK(f.frame->editor()->hasDeck());
    CHECK(verdict(*f.frame) == "ILLEGAL"); // 40 cards: the Quick Jab taken out
    CHECK_FALSE(f.frame->isDirty());
}

TEST_CASE("a tool's tab first shown after a game switch, or while a game is read, shows the game "
          "then chosen",
          "[gui][tools]") {
    FrameFixture f;
    collectionOf(*f.session).add(deckhand::test::copiesOf("plu", "PLS1", "008", "Quick Jab", 2));
    REQUIRE(f.frame->selectGame("vstage"));
    REQUIRE(f.frame->selectGame("plu"));
    // The Limited lists tab, first shown after the switch: Powerline Ultra's two versions.
    f.frame->showPane(MainFrame::PaneLists);
    CHECK(f.frame->limitedLists()->versions().size() == 2);

    // The Collection tab, first shown while Powerline Ultra's cards are read again in the
    // background (another program changed the profile): nothing meanwhile, and nothing read on
    // the window's thread for it; then the 2 copies.
    MainFrame::setBackgroundReadThreshold(0);
    struct Restore {
        ~Restore() { MainFrame::setBackgroundReadThreshold(20000); }
    } restore;
    f.session->forgetGames();
    f.frame->gamesChanged();
    REQUIRE(f.frame->readingGame() == "plu");
    f.frame->showPane(MainFrame::PaneCollection);
    CHECK(f.frame->collection()->summary() == "0 cards in 0 rows");
    CHECK(f.session->loadedGame("plu") == nullptr);
    REQUIRE(waitFor([&] { return f.frame->currentGame() != nullptr; }, 20000));
    CHECK(f.frame->collection()->summary() == "2 cards in 1 row");
    CHECK(f.frame->limitedLists()->versions().size() == 2);
    // Both follow the next game.
    REQUIRE(f.frame->selectGame("vstage"));
    REQUIRE(waitFor([&] { return f.frame->currentGame() != nullptr; }, 20000));
    CHECK(f.frame->collection()->summary() == "0 cards in 0 rows");
    CHECK(f.frame->limitedLists()->versions().empty());
}
