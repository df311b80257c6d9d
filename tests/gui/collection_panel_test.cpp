// SPDX-License-Identifier: GPL-3.0-or-later

// The collection panel on a real profile: add copies through the Add cards dialog, a sealed
// product, another app's CSV export (refused rows asked about), the wishlist, and which saved
// decks the collection builds.
#include "../support/collection_items.hpp"
#include "add_cards_dialog.hpp"
#include "deckhand/app/goldfish.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/gui/collection_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <unistd.h>
#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/filedlg.h>
#include <wx/frame.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/spinctrl.h>
#include <wx/srchctrl.h>
#include <wx/testing.h>
#include <wx/textctrl.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;
namespace fs = std::filesystem;

namespace {

std::string cellOf(wxDataViewListCtrl* list, unsigned row, unsigned column) {
    return toUtf8(list->GetTextValue(row, column));
}

// Any modal dialog of the panel's own (the Add cards dialog), answered with `answer` as a
// user's click on OK or Cancel would.
class ExpectDialog : public wxExpectModalBase<wxDialog, ExpectDialog> {
public:
    explicit ExpectDialog(int answer) : m_answer(answer) {}

protected:
    int OnInvoked(wxDialog*) const override { return m_answer; }

private:
    int m_answer;
};

// The panel on screen showing one game, on a fresh profile.
struct CollectionFixture : SessionFrame {
    explicit CollectionFixture(const std::string& gameId) : SessionFrame("Collection", 1000, 600) {
        panel = new CollectionPanel(frame, *session);
        frame->Layout();
        panel->showGame(gameId);
        pump(100);
    }
    CollectionPanel* panel = nullptr;
};

} // namespace

TEST_CASE("collection panel: add copies through the dialog - remove one - filter", "[gui]") {
    CollectionFixture f("plu");
    CHECK(f.panel->summary() == "0 cards in 0 rows");

    db::CollectionItem palm = deckhand::test::copiesOf("plu", "PLS1", "007", "Iron Palm", 3);
    palm.finish = "foil";
    palm.location = "Binder A";
    CHECK(f.panel->addCopies(palm).empty());
    REQUIRE(f.panel->ownedList()->GetItemCount() == 1);
    CHECK(cellOf(f.panel->ownedList(), 0, CollectionPanel::ColQuantity) == "3");
    CHECK(cellOf(f.panel->ownedList(), 0, CollectionPanel::ColFinish) == "foil");
    CHECK(cellOf(f.panel->ownedList(), 0, CollectionPanel::ColLocation) == "Binder A");
    CHECK(has(f.panel->lastMessage(), "you now own 3"));

    // The Add cards dialog, as a user fills it: the first search hit, one copy.
    wxButton* add = nullptr;
    for (auto* child : f.panel->GetChildren())
        if (auto* b = dynamic_cast<wxButton*>(child); b && b->GetLabel().StartsWith("&Add"))
            add = b;
    REQUIRE(add);
    wxCommandEvent click(wxEVT_BUTTON, add->GetId());
    click.SetEventObject(add);
    wxTEST_DIALOG(add->HandleWindowEvent(click), ExpectDialog(wxID_OK).Describe("Add cards"));
    CHECK(f.panel->ownedList()->GetItemCount() == 2);
    CHECK(f.panel->summary() == "4 cards in 2 rows");

    // Remove one copy of the selected row.
    f.panel->ownedList()->SelectRow(0);
    palm.quantity = 1;
    CHECK(f.panel->removeCopies(palm).empty());
    CHECK(f.panel->summary() == "3 cards in 2 rows");
    palm.quantity = 10;
    CHECK(has(f.panel->removeCopies(palm), "nothing was removed"));
    CHECK(f.panel->summary() == "3 cards in 2 rows");

    f.panel->filterBox()->SetValue("binder");
    CHECK(f.panel->ownedList()->GetItemCount() == 1);
    f.panel->filterBox()->SetValue("");
    CHECK(f.panel->ownedList()->GetItemCount() == 2);
}

TEST_CASE("collection panel: a sealed P.O.W.E.R. core pack adds its 61 cards", "[gui]") {
    CollectionFixture f("power");
    const auto* g = f.session->game("power").value;
    REQUIRE(!g->game.products.empty());
    CHECK(f.panel->addSealed(g->game.products.front().id, 1, "Box 1").empty());
    CHECK(has(f.panel->lastMessage(), "61 cards"));
    CHECK(has(f.panel->summary(), "61 cards"));
}

TEST_CASE(
    "collection panel: another app's export - unmatched rows refused - then skipped when asked",
    "[gui]") {
    CollectionFixture f("plu");
    const std::string file =
        (fs::path(DECKHAND_TEST_DATA) / "collections" / "tcgplayer.csv").string();
    const std::string refused = f.panel->importCsv(file, false);
    CHECK(has(refused, "Nothing was imported: 1 row matched no Powerline Ultra card"));
    CHECK(has(refused, "tcgplayer.csv:4:"));
    CHECK(f.panel->summary() == "0 cards in 0 rows");
    CHECK(f.panel->importCsv(file, true).empty());
    CHECK(has(f.panel->lastMessage(), "as a TCGplayer export"));
    CHECK(f.panel->summary() == "5 cards in 2 rows");
}

TEST_CASE("collection panel: the wishlist and the decks the collection builds", "[gui]") {
    CollectionFixture f("plu");
    CHECK(f.panel->wish("Iron Palm", 2).empty());
    CHECK(has(f.panel->wish("No Such Card", 1), "has no card named 'No Such Card'"));
    REQUIRE(f.panel->wishList()->GetItemCount() == 1);
    CHECK(cellOf(f.panel->wishList(), 0, 1) == "Iron Palm");

    // Save the bundled legal deck, then own it card for card.
    auto* g = f.session->game("plu").value;
    auto deck = app::loadGoldfishDeck(*g, "", deckFile("plu", "legal.txt"));
    REQUIRE(deck.ok());
    decksOf(*f.session)
        .save({.game = g->game.id,
               .format = "tournament",
               .name = "Kaito",
               .notes = "",
               .tags = std::nullopt,
               .entries = app::toStored(deck.value)});
    f.panel->refresh();
    REQUIRE(f.panel->deckList()->GetItemCount() == 1);
    CHECK(cellOf(f.panel->deckList(), 0, 3) != "can build");
    for (const auto& s : deck.value.sections)
        for (const auto& e : s.entries) {
            REQUIRE(f.panel->addCopies(deckhand::test::copiesOf("plu", *e.printing, e.quantity))
                        .empty());
        }
    CHECK(cellOf(f.panel->deckList(), 0, 3) == "can build");
}

// A message dialog answered with `answer`, its text kept.
class AnswerMessage : public wxExpectModalBase<wxMessageDialog, AnswerMessage> {
public:
    AnswerMessage(std::string* text, int answer) : m_text(text), m_answer(answer) {}

protected:
    int OnInvoked(wxMessageDialog* dialog) const override {
        *m_text = toUtf8(dialog->GetMessage());
        return m_answer;
    }

private:
    std::string* m_text;
    int m_answer;
};

TEST_CASE("collection panel: a row whose set and number are no card - booked by name only when "
          "the user chooses it - and listed",
          "[gui]") {
    CollectionFixture f("plu");
    const fs::path file =
        fs::temp_directory_path() / ("deckhand-by-name-" + std::to_string(::getpid()) + ".csv");
    std::ofstream(file) << "Count,Name,Edition,Collector Number\n"
                           "2,Quick Jab,ZZZ,99\n"
                           "1,Iron Palm,PLS1,007\n";
    const std::string refused = f.panel->importCsv(file.string(), false);
    CHECK(has(refused, "Nothing was imported: 1 row matched no Powerline Ultra card"));
    CHECK(has(refused, file.string() + ":2:3: Powerline Ultra has no card ZZZ 99; by its name "
                                       "'Quick Jab' it would be Quick Jab (PLS1 008)"));
    CHECK(f.panel->summary() == "0 cards in 0 rows");

    // What Import CSV... does with the file chosen: "Match by name" in the question.
    std::string question, listed;
    wxTEST_DIALOG(f.panel->importAsking(file.string()),
                  AnswerMessage(&question, wxID_YES).Describe("match by name?"),
                  AnswerMessage(&listed, wxID_OK).Describe("the rows booked by name"));
    CHECK(has(question, "Match by name books a row whose set and number are not a card"));
    CHECK(has(listed, "added 3 cards in 2 rows, 1 of them by name"));
    CHECK(has(listed, "Booked by name:\n" + file.string() +
                          ":2:3: 'Quick Jab' (ZZZ 99 is not a card) booked on Quick Jab (PLS1 "
                          "008)"));
    CHECK(f.panel->summary() == "3 cards in 2 rows");
    fs::remove(file);
}

TEST_CASE("collection panel: Add & next keeps the dialog for the next card, a pasted list goes "
          "in at once",
          "[gui][bulk]") {
    CollectionFixture f("plu");
    AddCardsDialog dialog(f.panel, *f.session, "plu", {"Binder A"});
    dialog.onAdd = [&](const db::CollectionItem& item) { return f.panel->addCopies(item); };
    dialog.onAddList = [&](const std::string& text, const db::CollectionItem& details) {
        return f.panel->addList(text, details);
    };
    dialog.lastMessage = [&] { return f.panel->lastMessage(); };
    dialog.Show();
    pump(50);
    // Where the buttons and the list of cards found are: no message, result or error moves them.
    auto placesOf = [&] {
        std::vector<wxRect> places;
        for (wxWindow* w : dialog.GetChildren())
            if (dynamic_cast<wxButton*>(w) || w == dialog.hits()) places.push_back(w->GetRect());
        return places;
    };
    const std::vector<wxRect> places = placesOf();
    REQUIRE(places.size() >= 5); // Add the list, Add & next, Add and close, Close; the list

    // Two cards one after the other, the dialog open all along.
    dialog.searchBox()->ChangeValue("iron palm");
    wxCommandEvent typed(wxEVT_TEXT, dialog.searchBox()->GetId());
    dialog.searchBox()->ProcessWindowEvent(typed);
    REQUIRE(dialog.hits()->GetCount() >= 1);
    dialog.quantity()->SetValue(3);
    REQUIRE(dialog.addAndNext());
    CHECK(has(dialog.status(), "Added 3 x Iron Palm"));
    CHECK(toUtf8(dialog.searchBox()->GetValue()).empty()); // ready for the next card
    CHECK(dialog.quantity()->GetValue() == 1);
    CHECK(dialog.IsShown());
    pump(50);
    CHECK(placesOf() == places); // a message came: nothing moved
    dialog.searchBox()->ChangeValue("quick jab");
    dialog.searchBox()->ProcessWindowEvent(typed);
    REQUIRE(dialog.addAndNext());
    CHECK(f.panel->summary() == "4 cards in 2 rows");

    // A pasted list: every line, with the dialog's details; one unknown name adds nothing.
    dialog.listBox()->ChangeValue("2 Snap Kick\n1 Kaito Blaze\n5 Iron Plam\n");
    CHECK_FALSE(dialog.addPastedList());
    CHECK(has(dialog.status(), "Nothing was added"));
    CHECK(has(dialog.status(), "pasted list:3"));
    CHECK(has(dialog.status(), "Iron Palm")); // the closest name
    CHECK(f.panel->summary() == "4 cards in 2 rows");
    pump(50);
    CHECK(placesOf() == places); // a long error in place of a short message: nothing moved
    dialog.searchBox()->ChangeValue("zzz no such card");
    dialog.searchBox()->ProcessWindowEvent(typed);
    CHECK(dialog.hits()->GetCount() == 0);
    pump(50);
    CHECK(placesOf() == places); // no result: nothing moved
    dialog.listBox()->ChangeValue("2 Snap Kick\n1 Kaito Blaze\n3x Iron Palm (PLS1) 007\n");
    REQUIRE(dialog.addPastedList());
    CHECK(toUtf8(dialog.listBox()->GetValue()).empty());
    CHECK(has(dialog.status(), "Added 6 cards from the pasted list (3 lines)"));
    CHECK(f.panel->summary() == "10 cards in 4 rows"); // 3 more Iron Palm join their row
    dialog.Destroy();
}
