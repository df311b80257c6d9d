// SPDX-License-Identifier: GPL-3.0-or-later

// The construction forms of issue 35 as packs and lists declare them: cards that may not be
// together on a dated list (Digimon's Choice Restriction), a qualifier a name-only line must
// give (Flesh and Blood's pitch) and pairings of leaders (Commander's partners).
#include "bundled_library.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/game_pack.hpp"
#include "deckhand/io/pack_writer.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

using namespace deckhand;

namespace {

// A game made up for these tests (tests/data/packs/tamers): from March 2026 its Restricted
// list keeps Blue Flare and Red Flare apart, and Gold Flare apart from Blue Flare and Agumon (a
// group of one against a group of two); the January list has no such entry.
std::unique_ptr<app::GameLibrary> tamersLibrary() {
    auto library = std::make_unique<app::GameLibrary>();
    const auto errors = library->loadPack(
        (std::filesystem::path(DECKHAND_TEST_DATA) / "packs" / "tamers" / "game.xml").string());
    for (const auto& e : errors)
        UNSCOPED_INFO(e.str());
    REQUIRE(errors.empty());
    return library;
}

const std::string kLists =
    (std::filesystem::path(DECKHAND_TEST_DATA) / "packs" / "tamers" / "limited" / "restricted.xml")
        .string();

std::vector<std::string> errorsOf(const app::LoadedGame& game, const std::string& list,
                                  const std::string& date) {
    auto format = app::resolveFormat(game, {});
    REQUIRE(format.ok());
    auto check = app::checkDeckText(game, format.value, list, "deck.txt", *core::Date::parse(date));
    REQUIRE(check.inputErrors.empty());
    REQUIRE(check.report);
    std::vector<std::string> out;
    for (const auto& e : check.report->errors)
        out.push_back(e.message);
    return out;
}

} // namespace

TEST_CASE("cards that may not be together, judged on the event date like any list entry") {
    const auto library = tamersLibrary();
    const auto* game = library->find("tamers");
    REQUIRE(game);
    const std::string both = "2 Blue Flare\n2 Red Flare\n";
    CHECK(errorsOf(*game, both, "2026-02-15").empty()); // the January list has no such entry
    CHECK(errorsOf(*game, both, "2026-03-01") ==
          std::vector<std::string>{"Blue Flare and Red Flare may not be in one deck while the "
                                   "March 2026 Restricted list is in force."});
    CHECK(errorsOf(*game, "3 Blue Flare\n4 Agumon\n", "2026-03-01").empty()); // one group
    CHECK(errorsOf(*game, "1 Gold Flare\n4 Agumon\n1 Red Flare\n", "2026-03-01") ==
          std::vector<std::string>{"Gold Flare and Agumon may not be in one deck while the "
                                   "March 2026 Restricted list is in force."});
    // A name no card has limits nothing, and the player is told, as of any entry.
    auto typo = io::readLimitedLists(R"(<limited-list game="tamers" name="Restricted list"
    effective="2026-04-01"><apart><card name="Blue Flair"/><card name="Red Flare"/></apart>
</limited-list>)",
                                     "typo.xml");
    REQUIRE(typo.ok());
    const auto unknown = core::unknownEntries(typo.value.front(), game->catalogue);
    REQUIRE(unknown.size() == 1);
    CHECK(unknown.front().name == "Blue Flair");
    REQUIRE_FALSE(unknown.front().closest.empty());
    CHECK(unknown.front().closest.front() == "Blue Flare");
    CHECK(errorsOf(*game, "1 Gold Flare\n4 Agumon\n1 Blue Flare\n", "2026-03-01") ==
          std::vector<std::string>{"Gold Flare and (Agumon and Blue Flare) may not be in one "
                                   "deck while the March 2026 Restricted list is in force."});
}

TEST_CASE("a list's cards that may not be together are written back and read the same") {
    auto lists = io::readLimitedListFile(kLists);
    REQUIRE(lists.ok());
    const auto& march = lists.value.at(1);
    REQUIRE(march.apart.size() == 2);
    const auto again = io::readLimitedLists(io::limitedListXml(march), "again.xml");
    REQUIRE(again.ok());
    REQUIRE(again.value.size() == 1);
    REQUIRE(again.value.front().apart.size() == 2);
    CHECK(again.value.front().apart[0].groups ==
          std::vector<std::vector<std::string>>{{"Blue Flare"}, {"Red Flare"}});
    CHECK(again.value.front().apart[1].groups ==
          std::vector<std::vector<std::string>>{{"Gold Flare"}, {"Blue Flare", "Agumon"}});

    auto bad = io::readLimitedLists(R"(<limited-list game="tamers" effective="2026-03-01">
  <apart><card name="Blue Flare"/></apart>
</limited-list>)",
                                    "bad.xml");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.errors.front().str() ==
          "bad.xml:2:3: <apart> needs two groups or more (<card> or <group> children): the cards "
          "that may not be together");
}

TEST_CASE("a name-only line for a card printed in several pitches gives the lines to write") {
    const auto* fab = test::exampleGame("fab");
    REQUIRE(fab);
    auto format = app::resolveFormat(*fab, {});
    REQUIRE(format.ok());
    const core::Date date{2026, 6, 1};
    // Surging Strike is printed red (twice), yellow and blue: three cards.
    auto check =
        app::checkDeckText(*fab, format.value, "1 Test Hero\n3 Surging Strike\n", "fab.txt", date);
    REQUIRE(check.inputErrors.size() == 1);
    CHECK(check.inputErrors.front().str() ==
          "fab.txt:2:3: 'Surging Strike' is ambiguous: it is printed with 3 Pitch values; write "
          "'3 Surging Strike (red)', '3 Surging Strike (yellow)' or '3 Surging Strike (blue)'.");
    auto red = app::checkDeckText(*fab, format.value, "1 Test Hero\n3 Surging Strike (red)\n",
                                  "fab.txt", date);
    CHECK(red.inputErrors.empty());
}

TEST_CASE("two commanders lead together when they pair as the pack declares") {
    const auto* commander = test::exampleGame("commander");
    REQUIRE(commander);
    auto format = app::resolveFormat(*commander, {});
    REQUIRE(format.ok());
    auto judge = [&](const std::string& name) {
        const auto file = std::filesystem::path(DECKHAND_TEST_DATA) / "decks" / "commander" / name;
        auto check =
            app::checkDeckFile(*commander, format.value, file.string(), core::Date{2026, 6, 1});
        REQUIRE(check.inputErrors.empty());
        REQUIRE(check.report);
        std::vector<std::string> out;
        for (const auto& e : check.report->errors)
            out.push_back(e.message);
        return out;
    };
    CHECK(judge("legal-partners.txt").empty());        // both have Partner
    CHECK(judge("legal-partner-with.txt").empty());    // each names the other
    CHECK(judge("legal-friends-forever.txt").empty()); // both have Friends forever
    CHECK(judge("legal-background.txt").empty());      // Choose a Background and a Background
    const std::string may = "it may have one commander, or 2 that pair by Partner, Partner with, "
                            "Friends forever or Choose a Background.";
    CHECK(judge("unpaired-commanders.txt") ==
          std::vector<std::string>{
              "The deck has 2 commanders (Twin Blade Ardent and Gale Friend); " + may});
    CHECK(judge("partner-with-other.txt") ==
          std::vector<std::string>{
              "The deck has 2 commanders (Rowan Quickhand and Twin Blade Serene); " + may});
    CHECK(judge("two-commanders.txt") ==
          std::vector<std::string>{"The deck has 2 commanders (Verdant Warden and Lone Sage); " +
                                   may});
}
