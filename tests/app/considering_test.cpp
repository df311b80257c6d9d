// SPDX-License-Identifier: GPL-3.0-or-later

// The Considering board (core/considering.hpp): cards kept with a deck and never judged,
// counted, hashed, printed or drawn. The deck is tests/data/decks/plu/legal.txt (41 cards in
// Main, 3 Quick Jab among them, 5 in Side) with a Maybeboard of 4 Quick Jab and a second
// Fighter, both of which would make it illegal in the deck (3 copies at most, one Fighter).
#include "../support/pdf_text.hpp"
#include "cli_runner.hpp"
#include "deckhand/app/deck_session.hpp"
#include "deckhand/core/considering.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace deckhand;
using namespace deckhand::test;

namespace {

std::string slurpText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

const std::string kConsidering = "\nMaybeboard\n4 Quick Jab\n1 Kaito Blaze\n";

std::string withConsidering(const ScratchProfile& p) {
    return p.write("considering.txt", slurpText(deckPath("plu", "legal.txt")) + kConsidering);
}

std::string hashOf(const std::string& json) {
    const auto at = json.find("\"hash\": \"");
    return at == std::string::npos ? std::string() : json.substr(at + 9, 8);
}

} // namespace

TEST_CASE("considering: a Maybeboard is read as the Considering board and never judged") {
    ScratchProfile p("considering");
    const std::string list = withConsidering(p);
    const auto r = p({"validate", "--game", "plu", list});
    INFO(r.out << r.err);
    CHECK(r.code == 0);
    CHECK(has(r.out, "LEGAL - Powerline Ultra Tournament, 41 cards"));

    // The same cards in the deck itself break two rules: they are what the board keeps out.
    const std::string inDeck = p.write("in-deck.txt", slurpText(deckPath("plu", "legal.txt")) +
                                                          "\nMain\n4 Quick Jab\n1 Kaito Blaze\n");
    const auto judged = p({"validate", "--game", "plu", inDeck});
    CHECK(judged.code == 1);
    CHECK(has(judged.out, "ILLEGAL"));

    // Its hash is the deck's: what the sheet prints does not change with what is considered.
    const auto a = p({"validate", "--game", "plu", "--json", list});
    const auto b = p({"validate", "--game", "plu", "--json", deckPath("plu", "legal.txt")});
    REQUIRE_FALSE(hashOf(a.out).empty());
    CHECK(hashOf(a.out) == hashOf(b.out));
}

TEST_CASE("considering: Deckhand's text keeps the board, other platforms' text and the sheet leave "
          "it out") {
    ScratchProfile p("considering-out");
    const std::string list = withConsidering(p);
    const std::string out = p.file("out.txt");
    REQUIRE(p({"convert", "--game", "plu", list, out}).code == 0);
    const std::string text = slurpText(out);
    CHECK(has(text, "\nConsidering\n4 Quick Jab (PLS1) 008\n1 Kaito Blaze (PLS1) 001\n"));
    // Read back, it is the same board, still not judged.
    const auto again = p({"validate", "--game", "plu", out});
    CHECK(again.code == 0);
    CHECK(has(again.out, "41 cards"));

    const auto plain = p({"convert", "--game", "plu", "--to", "plain", list, "-"});
    REQUIRE(plain.code == 0);
    CHECK_FALSE(has(plain.out, "Considering"));
    CHECK(has(plain.out, "3 Quick Jab\n"));
    CHECK_FALSE(has(plain.out, "4 Quick Jab"));

    const std::string pdf = p.file("sheet.pdf");
    const auto sheet = p({"export", "--pdf", pdf, "--game", "plu", list});
    INFO(sheet.err);
    REQUIRE(sheet.code == 0);
    const std::string sheetText = poppler("pdftotext", pdf);
    CHECK_FALSE(has(sheetText, "Considering"));
    CHECK_FALSE(has(sheetText, "Maybeboard"));

    // Proxies print the 46 cards of the deck and side deck, not the 5 considered.
    const std::string proxies = p.file("proxies.pdf");
    const auto printed = p({"export", "--proxies", proxies, "--game", "plu", list});
    REQUIRE(printed.code == 0);
    CHECK(has(printed.out, ": 46 proxies of"));
}

TEST_CASE("considering: goldfish draws from the deck alone") {
    ScratchProfile p("considering-goldfish");
    const auto r =
        p({"goldfish", "--game", "plu", withConsidering(p), "--need", "1 name=Quick Jab"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "41 cards (39 shuffled")); // 41 in Main, the Fighter and Stage set aside
}

TEST_CASE("considering: a line moves to the board and back, each one edit that undoes") {
    ScratchProfile profile("considering-session");
    app::ProfileSession session{profile.dir(), DECKHAND_RESOURCES_DIR};
    app::DeckSession deck{session};
    auto game = session.game("plu");
    REQUIRE(game.ok());
    deck.setGame(game.value);
    const core::Printing* jab = nullptr;
    for (std::size_t i = 0; i < game.value->catalogue.size(); ++i)
        if (game.value->catalogue.at(i).name() == "Quick Jab") jab = &game.value->catalogue.at(i);
    REQUIRE(jab);
    const auto added = deck.add("main", *jab, 3);
    REQUIRE(added.line);

    const auto moved = deck.moveLine(*added.line, std::string(core::kConsideringId), 1);
    CHECK(moved.changed);
    REQUIRE(moved.line);
    CHECK(deck.deck().sections[moved.line->section].id == "considering");
    CHECK(deck.deck().sections[moved.line->section].entries[moved.line->entry].quantity == 1);
    const core::DeckSection* main = deck.deck().findSection("main");
    REQUIRE(main);
    CHECK(main->cardCount() == 2);
    CHECK(deck.undoLabel() == "Move 1 Quick Jab to Considering");
    REQUIRE(deck.check());
    CHECK(deck.check()->report->deckSize == 2); // the considered copy is not counted

    // All of it back: the board is gone, one line of 3 in Main.
    const auto back = deck.moveLine(*moved.line, "main");
    CHECK(back.changed);
    CHECK_FALSE(deck.deck().findSection("considering"));
    CHECK(deck.deck().findSection("main")->cardCount() == 3);
    CHECK(deck.undoLabel() == "Move 1 Quick Jab to Main");

    CHECK(deck.undo());
    CHECK(deck.deck().findSection("considering")->cardCount() == 1);
    CHECK(deck.undo());
    CHECK(deck.deck().findSection("main")->cardCount() == 3);
    CHECK_FALSE(deck.deck().findSection("considering"));

    // Its own section, or an unknown line: nothing to do.
    const auto line = app::LineRef{0, 0};
    CHECK_FALSE(deck.moveLine(line, "main").changed);
}
