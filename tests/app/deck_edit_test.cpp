// SPDX-License-Identifier: GPL-3.0-or-later

// The deck edits both front ends make (deck_edit.hpp): tags as typed, what restoring a version
// would change, a line's printing changed, and the text a dragged card or deck line carries.
// Moved here from the GUI tests: none of it needs a window.

#include "bundled_library.hpp"
#include "deckhand/app/deck_edit.hpp"

#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

using namespace deckhand;

namespace {

const app::LoadedGame& loaded(const std::string& id) {
    const app::LoadedGame* game = test::bundledLibrary().find(id);
    REQUIRE(game);
    return *game;
}

const core::Printing& printing(const app::LoadedGame& game, const char* set, const char* number) {
    const core::Printing* p = game.catalogue.bySetNumber(set, number);
    REQUIRE(p);
    return *p;
}

/// The deck's lines as "section quantity SET NUMBER", in order.
std::vector<std::string> lines(const core::Deck& deck) {
    std::vector<std::string> out;
    for (const auto& s : deck.sections)
        for (const auto& e : s.entries)
            out.push_back(s.id + " " + std::to_string(e.quantity) + " " + e.set + " " + e.number);
    return out;
}

} // namespace

TEST_CASE("tags as typed, and what restoring a version would change", "[deck][history]") {
    CHECK(app::parseTags(" aggro, League ,,aggro,  tournament  ,AGGRO") ==
          std::vector<std::string>{"aggro", "League", "tournament"});
    CHECK(app::parseTags("  ,  ").empty());
    CHECK(app::joinTags({"aggro", "League"}) == "aggro, League");
    CHECK(app::parseTags(app::joinTags({"a b", "c"})) == std::vector<std::string>{"a b", "c"});

    const app::LoadedGame* plu = test::bundledLibrary().find("plu");
    REQUIRE(plu);
    auto entry = [](int quantity, const std::string& name) {
        core::DeckEntry e;
        e.quantity = quantity;
        e.name = name;
        return e;
    };
    core::Deck now;
    now.sections.push_back({"main", {entry(3, "Iron Palm"), entry(2, "Quick Jab")}});
    now.sections.push_back({"side", {entry(1, "Iron Palm")}});
    core::Deck version;
    version.notes = "first try";
    version.sections.push_back({"main", {entry(1, "Iron Palm"), entry(4, "Crushing Blow")}});

    const app::RestoreDiff diff = app::restoreDiff(now, version);
    CHECK(diff.addedCards == 4);
    CHECK(diff.removedCards == 5);
    CHECK(diff.notesChange);
    CHECK_FALSE(diff.empty());
    CHECK(app::describeRestore(diff, plu->game) ==
          std::vector<std::string>{
              "add 4 Crushing Blow (Main: 0 \u2192 4)", "take out 2 Iron Palm (Main: 3 \u2192 1)",
              "take out 2 Quick Jab (Main: 2 \u2192 0)", "take out 1 Iron Palm (Side: 1 \u2192 0)",
              "put back the version's notes"});
    CHECK(app::restoreDiff(now, now).empty());
}

TEST_CASE("changing a line's printing keeps its place and quantity, or merges with a line of it",
          "[deck][printing]") {
    const auto& plu = loaded("plu");
    const core::Printing& palm1 = printing(plu, "PLS1", "007");
    const core::Printing& palm2 = printing(plu, "PLS2", "001");
    const core::Printing& kaito1 = printing(plu, "PLS1", "001");
    const core::Printing& kaito2 = printing(plu, "PLS2", "003");

    const auto palms = app::printingsOf(plu.catalogue, palm1);
    CHECK(palms == std::vector<const core::Printing*>{&palm1, &palm2});
    CHECK(app::printingsOf(plu.catalogue, palm2) == palms);

    core::Deck deck;
    app::addCopies(deck, plu.game, "main", palm1, 2);
    app::addCopies(deck, plu.game, "main", kaito1, 1);
    app::addCopies(deck, plu.game, "main", palm2, 1);
    app::addCopies(deck, plu.game, "side", palm1, 1);
    REQUIRE(lines(deck) == std::vector<std::string>{"main 2 PLS1 007", "main 1 PLS1 001",
                                                    "main 1 PLS2 001", "side 1 PLS1 007"});

    // No line of the new printing in the section: the line itself changes.
    CHECK(app::changePrinting(deck, {0, 1}, kaito2) == app::LineRef{0, 1});
    CHECK(deck.sections[0].entries[1].printing == &kaito2);
    CHECK(deck.sections[0].entries[1].name == "Kaito Blaze");
    // A line of it already there: the two merge on that line (an earlier one keeps its index,
    // a later one moves up by the line that went).
    CHECK(app::changePrinting(deck, {0, 0}, palm2) == app::LineRef{0, 1});
    CHECK(lines(deck) ==
          std::vector<std::string>{"main 1 PLS2 003", "main 3 PLS2 001", "side 1 PLS1 007"});
    CHECK(app::changePrinting(deck, {0, 1}, palm1) == app::LineRef{0, 1});
    CHECK(app::changePrinting(deck, {0, 0}, kaito1) == app::LineRef{0, 0});
    // Other sections are left alone; the same printing or a line not there changes nothing.
    CHECK(lines(deck) ==
          std::vector<std::string>{"main 1 PLS1 001", "main 3 PLS1 007", "side 1 PLS1 007"});
    const core::Deck before = deck;
    CHECK(app::changePrinting(deck, {0, 1}, palm1) == app::LineRef{0, 1});
    CHECK(app::changePrinting(deck, {0, 7}, palm2) == app::LineRef{0, 7});
    CHECK(app::changePrinting(deck, {5, 0}, palm2) == app::LineRef{5, 0});
    CHECK(app::sameCards(deck, before));
}

TEST_CASE("a dragged card carries its set and number", "[deck][drag]") {
    const auto& plu = loaded("plu");
    const core::Printing& palm2 = printing(plu, "PLS2", "001");
    CHECK(app::cardDragText(palm2) == "PLS2|001");
    CHECK(app::cardFromDragText(plu.catalogue, "PLS2|001") == &palm2);
    CHECK(app::cardFromDragText(plu.catalogue, "pls2|001") == &palm2);
    CHECK(app::cardFromDragText(plu.catalogue, "PLS2|999") == nullptr);
    CHECK(app::cardFromDragText(plu.catalogue, "Iron Palm") == nullptr);
    CHECK(app::cardFromDragText(plu.catalogue, "PLS2|001|x") == nullptr);
    CHECK(app::cardFromDragText(plu.catalogue, "") == nullptr);
    CHECK(app::cardFromDragText(plu.catalogue, app::lineDragText(0)) == nullptr);

    CHECK(app::lineDragText(12) == "deckhand-line|12");
    CHECK(app::lineFromDragText(app::lineDragText(12)) == std::optional<std::size_t>(12));
    CHECK(app::lineFromDragText("deckhand-line|0") == std::optional<std::size_t>(0));
    CHECK_FALSE(app::lineFromDragText("deckhand-line|"));
    CHECK_FALSE(app::lineFromDragText("deckhand-line|-1"));
    CHECK_FALSE(app::lineFromDragText("deckhand-line|1x"));
    CHECK_FALSE(app::lineFromDragText("deckhand-line|99999999999999999999"));
    CHECK_FALSE(app::lineFromDragText("PLS2|001"));
}
