// SPDX-License-Identifier: GPL-3.0-or-later

// The deck list grouped by section and by the game's kind of card, sorted, or as a list: what
// the rows say is worked out here from the deck file and the card data, read by hand.

#include "deckhand/gui/accessible.hpp"
#include "deckhand/gui/deck_editor.hpp"
#include "deckhand/gui/welcome_panel.hpp"
#include "deckhand/gui/wx_string.hpp"
#include "gui_test_support.hpp"
#include "main_frame_ids.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>
#include <wx/choice.h>

using namespace deckhand;
using namespace deckhand::gui;
using namespace deckhand::gui::test;

namespace {

std::string lower(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

/// Card name -> Type, from the bundled Powerline Ultra sample data (name is the first column,
/// type the fifth; no name holds a comma).
std::map<std::string, std::string> pluTypes() {
    std::ifstream in(std::string(DECKHAND_RESOURCES_DIR) + "/games/plu/cards/sample.csv");
    std::map<std::string, std::string> types;
    std::string line;
    std::getline(in, line); // header
    while (std::getline(in, line)) {
        std::vector<std::string> cells;
        std::stringstream row(line);
        std::string c;
        for (int i = 0; i < 5 && std::getline(row, c, ','); ++i)
            cells.push_back(c);
        if (cells.size() == 5) types[cells[0]] = cells[4];
    }
    return types;
}

struct Line {
    int qty = 0;
    std::string name, set;
};

/// The lines of a plain deck list: "N Name (SET) NUMBER" under "Main" / "Side:" headers.
std::map<std::string, std::vector<Line>> readList(const std::string& file) {
    std::ifstream in(file);
    std::map<std::string, std::vector<Line>> sections;
    std::string section = "Main", text;
    while (std::getline(in, text)) {
        if (text.empty() || text.rfind("//", 0) == 0) continue;
        if (!std::isdigit(static_cast<unsigned char>(text[0]))) {
            section = text.substr(0, text.find(':'));
            continue;
        }
        Line l;
        std::size_t at = 0;
        l.qty = std::stoi(text, &at);
        std::string rest = text.substr(at);
        if (!rest.empty() && rest[0] == 'x') rest.erase(0, 1);
        rest.erase(0, rest.find_first_not_of(' '));
        if (const auto paren = rest.find(" ("); paren != std::string::npos) {
            l.set = rest.substr(paren + 2, rest.find(')') - paren - 2);
            rest = rest.substr(0, paren);
        }
        l.name = rest;
        sections[section].push_back(l);
    }
    return sections;
}

/// Name and Qty of every row the list shows.
std::vector<std::pair<std::string, std::string>> shown(const DeckListPanel& list) {
    std::vector<std::pair<std::string, std::string>> rows;
    for (unsigned r = 0; r < list.rowCount(); ++r)
        rows.emplace_back(cell(list, r, DeckListPanel::ColName),
                          cell(list, r, DeckListPanel::ColQuantity));
    return rows;
}

} // namespace

TEST_CASE("the deck is grouped by section and Type, each group with its count, cards by name",
          "[gui][deck]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    DeckListPanel& list = *f.frame->deckList();
    REQUIRE(list.view().grouped); // the default
    CHECK(list.list()->GetColumn(DeckListPanel::ColSection)->IsHidden());

    const auto types = pluTypes();
    const auto sections = readList(deckFile("plu", "legal.txt"));
    const std::vector<std::string> typeOrder{"Fighter", "Stage", "Attack", "Utility", "Ultimate"};
    std::vector<std::pair<std::string, std::string>> expected;
    for (const std::string section : {"Main", "Side"}) {
        std::vector<Line> lines = sections.at(section);
        int total = 0;
        for (const auto& l : lines)
            total += l.qty;
        expected.emplace_back(section, std::to_string(total));
        std::stable_sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) {
            return lower(a.name) != lower(b.name) ? lower(a.name) < lower(b.name) : a.set < b.set;
        });
        for (const auto& type : typeOrder) {
            int count = 0;
            for (const auto& l : lines)
                if (types.at(l.name) == type) count += l.qty;
            if (count == 0) continue;
            expected.emplace_back(type, std::to_string(count));
            for (const auto& l : lines)
                if (types.at(l.name) == type) expected.emplace_back(l.name, std::to_string(l.qty));
        }
    }
    CHECK(shown(list) == expected);
    // The headings are not lines: selecting one selects no card.
    REQUIRE(list.isHeading(0));
    CHECK_FALSE(list.lineAt(0));
    list.list()->SelectRow(0);
    CHECK_FALSE(f.frame->editor()->selectedLine());
    CHECK(list.lineCount() == sections.at("Main").size() + sections.at("Side").size());
}

TEST_CASE("the deck view is picked in Group and Sort, and kept for the next start", "[gui][deck]") {
    ScratchDir profile;
    {
        FrameFixture f(profile.path);
        REQUIRE(f.frame->selectGame("plu"));
        f.frame->openDeck(deckFile("plu", "legal.txt"));
        DeckEditor& editor = *f.frame->editor();
        DeckListPanel& list = *f.frame->deckList();
        CHECK(toUtf8(editor.groupingChoice()->GetString(0)) == "Section and Type");

        // A line selected before the view changes stays selected.
        const auto palm = rowsNamed(list, "Iron Palm");
        REQUIRE(palm.size() == 1);
        list.list()->SelectRow(palm[0]);
        choose(editor.groupingChoice(), "None: a list");
        CHECK_FALSE(list.view().grouped);
        CHECK_FALSE(list.list()->GetColumn(DeckListPanel::ColSection)->IsHidden());
        CHECK(list.rowCount() == list.lineCount()); // no headings
        const auto line = editor.selectedLine();
        REQUIRE(line);
        CHECK(editor.deck().sections[line->section].entries[line->entry].printing->name() ==
              "Iron Palm");

        // As a list, sorted by Type: each section in the game's order of types.
        choose(editor.sortChoice(), "Type");
        CHECK(list.view().sortBy == "type");
        CHECK(cell(list, 0, DeckListPanel::ColName) == "Kaito Blaze");
        CHECK(cell(list, 1, DeckListPanel::ColName) == "Shrine of Embers");
        std::vector<std::string> mainTypes;
        for (unsigned r = 0; r < list.rowCount(); ++r)
            if (cell(list, r, DeckListPanel::ColSection) == "Main")
                mainTypes.push_back(cell(list, r, DeckListPanel::ColFirstField));
        const std::vector<std::string> order{"Fighter", "Stage", "Attack", "Utility", "Ultimate"};
        CHECK(std::is_sorted(mainTypes.begin(), mainTypes.end(),
                             [&](const std::string& a, const std::string& b) {
                                 return std::find(order.begin(), order.end(), a) <
                                        std::find(order.begin(), order.end(), b);
                             }));
        // Set and number: PLS1 before PLS2, numbers in order.
        choose(editor.sortChoice(), "Set and number");
        CHECK(cell(list, 0, DeckListPanel::ColSet) == "PLS1");
        CHECK(cell(list, 0, DeckListPanel::ColNumber) == "001");
        f.close();
    }
    {
        FrameFixture f(profile.path);
        CHECK_FALSE(f.frame->deckList()->view().grouped);
        CHECK(f.frame->deckList()->view().sortBy == "set");
        CHECK(toUtf8(f.frame->editor()->groupingChoice()->GetStringSelection()) == "None: a list");
        CHECK(toUtf8(f.frame->editor()->sortChoice()->GetStringSelection()) == "Set and number");
    }
}

TEST_CASE("a grouped deck puts cards not in the card data under their own heading", "[gui][deck]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    // A pasted list keeps the names the game does not know, for the user to mend.
    REQUIRE(f.frame->pasteDeckList("1 Kaito Blaze\n2 Iron Plam\n").empty());
    const DeckListPanel& list = *f.frame->deckList();
    const std::vector<std::pair<std::string, std::string>> expected{{"Main", "3"},
                                                                    {"Fighter", "1"},
                                                                    {"Kaito Blaze", "1"},
                                                                    {"Not in the card data", "2"},
                                                                    {"Iron Plam", "2"}};
    CHECK(shown(list) == expected);
}

TEST_CASE("the welcome page offers the game, its example decks, a new deck and an import",
          "[gui][welcome]") {
    FrameFixture f;
    DeckEditor& editor = *f.frame->editor();
    // A fresh profile has no deck to come back to: the first steps show instead of the list.
    REQUIRE(editor.welcomeShown());
    CHECK_FALSE(f.frame->deckList()->IsShown());
    WelcomePanel& welcome = *editor.welcome();
    CHECK(has(welcome.introText(), "construction rules"));

    // Picking a game on the page picks it for the window.
    choose(welcome.gameChoice(), "VStage");
    CHECK(f.frame->currentGame()->game.id == "vstage");
    // Its example decks: one button each, named by the deck.
    REQUIRE(welcome.exampleButtons().size() == 1);
    CHECK(toUtf8(welcome.exampleButtons()[0]->GetLabel()) == "Open Starlight (example)");
    choose(welcome.gameChoice(), "Powerline Ultra");
    REQUIRE(f.frame->currentGame()->game.id == "plu");
    REQUIRE(welcome.exampleButtons().size() == 1);

    // Opening one: a new deck of the user's own, legal, and the deck list is back.
    wxCommandEvent click(wxEVT_BUTTON, welcome.exampleButtons()[0]->GetId());
    click.SetEventObject(welcome.exampleButtons()[0]);
    welcome.exampleButtons()[0]->ProcessWindowEvent(click);
    CHECK_FALSE(editor.welcomeShown());
    CHECK(f.frame->deckList()->IsShown());
    CHECK(editor.deckName() == "Kaito Blaze (example)");
    CHECK(verdict(*f.frame) == "LEGAL");

    // Help > Welcome page brings it back; a card added (a double-click in the browser) puts
    // the deck back; Start a new deck leaves it for an empty deck.
    CHECK(toUtf8(welcome.hideButton()->GetLabelText()) == "Hide this page"); // no deck was open
    wxCommandEvent menu(wxEVT_MENU, frame::IdWelcome);
    f.frame->ProcessWindowEvent(menu);
    CHECK(editor.welcomeShown());
    CHECK(toUtf8(welcome.hideButton()->GetLabelText()) == "Back to the deck"); // over the deck
    editor.add(*f.frame->currentGame()->catalogue.byName("iron palm").front());
    CHECK_FALSE(editor.welcomeShown());
    CHECK(f.frame->deckList()->IsShown());
    f.frame->ProcessWindowEvent(menu);
    REQUIRE(editor.welcomeShown());
    wxCommandEvent start(wxEVT_BUTTON, welcome.startButton()->GetId());
    start.SetEventObject(welcome.startButton());
    welcome.startButton()->ProcessWindowEvent(start);
    CHECK_FALSE(editor.welcomeShown());
    CHECK_FALSE(editor.hasDeck());
}

TEST_CASE("every example deck shipped is legal in its game", "[gui][welcome]") {
    std::size_t examples = 0;
    FrameFixture f;
    for (const auto& game : library().games()) {
        for (const auto& file : exampleDecks(game->game.id)) {
            INFO(file.string());
            REQUIRE(f.frame->selectGame(game->game.id));
            f.frame->openDeck(file.string());
            CHECK(verdict(*f.frame) == "LEGAL");
            ++examples;
        }
    }
    CHECK(examples >= library().games().size()); // one per bundled game at least
}

namespace {

/// Every control on screen under `root` with the name a screen reader says for it.
void controlsOf(wxWindow* root, std::vector<std::pair<wxWindow*, std::string>>& out) {
    for (wxWindow* child : root->GetChildren()) {
        if (!child->IsShownOnScreen()) continue;
        if (isAccessibleControl(child)) out.emplace_back(child, accessibleName(child));
        controlsOf(child, out);
    }
}

} // namespace

TEST_CASE("every control of the main window and the Goldfish tab has a name a screen reader says",
          "[gui][accessible]") {
    FrameFixture f;
    REQUIRE(f.frame->selectGame("plu"));
    f.frame->openDeck(deckFile("plu", "legal.txt"));
    // Build, then the Goldfish workspace (each shows its own controls).
    pump(100);
    std::vector<std::pair<wxWindow*, std::string>> controls;
    controlsOf(f.frame, controls);
    REQUIRE(controls.size() > 25);
    f.frame->showPane(MainFrame::PaneGoldfish);
    pump(100);
    const std::size_t inBuild = controls.size();
    controlsOf(f.frame, controls);
    REQUIRE(controls.size() > inBuild + 15);
    std::vector<std::string> unnamed;
    for (const auto& [control, name] : controls) {
        UNSCOPED_INFO(toUtf8(control->GetClassInfo()->GetClassName()) << ": " << name);
        // A choice named by its value ("Any type", "Going first") says nothing of what it is.
        auto* choice = dynamic_cast<wxChoice*>(control);
        const bool byValue = choice && toUtf8(choice->GetStringSelection()) == name;
        if (name.empty() || isDefaultName(toWx(name)) || byValue)
            unnamed.push_back(toUtf8(control->GetClassInfo()->GetClassName()) + " " + name);
    }
    CHECK(unnamed.empty());
    // The lists say what they list, the choices what they choose (not their value).
    CHECK(accessibleName(f.frame->deckList()->list()) == "Deck list");
    CHECK(accessibleName(f.frame->gameChoice()) == "Game");
    CHECK(accessibleName(f.frame->formatChoice()) == "Format");
    CHECK(accessibleName(f.frame->editor()->nameBox()) == "Name");
    CHECK(accessibleName(f.frame->editor()->sortChoice()) == "Sort");
}
