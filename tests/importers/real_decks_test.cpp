// SPDX-License-Identifier: GPL-3.0-or-later

// Real deck files that other programs and their users wrote (tests/data/real/SOURCES says where
// each comes from), and, for the formats whose real files came with no licence, files written
// by hand in the same shapes (tests/data/published/README.md). Every count below was taken from
// the file itself, by reading it, not from what Deckhand makes of it.
#include "deckhand/core/resolve.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "deckhand/io/game_pack.hpp"
#include "support/game_packs.hpp"

#include <catch2/catch.hpp>
#include <map>

using namespace deckhand;

namespace {

std::string real(const std::string& path) {
    return std::string(DECKHAND_TEST_DATA) + "/real/" + path;
}

core::Game pack(const std::string& file) {
    return test::packFile(real("packs/" + file));
}

// One section as a user sees it: how many lines, how many cards, the first and last line.
struct Section {
    std::size_t lines = 0;
    int cards = 0;
    std::string first, last;
};

// The file read and matched to the pack's sections (cards kept unresolved: the packs hold
// no cards), section by section.
struct Read {
    core::Deck deck;
    std::map<std::string, Section> sections;
};

std::string published(const std::string& path) {
    return std::string(DECKHAND_TEST_DATA) + "/published/" + path;
}

Read readList(const Result<core::DeckList>& list, const core::Game& game);

Read read(const std::string& file, const core::Game& game) {
    return readList(io::readDeckFile(real(file)), game);
}

// A file written by hand in a format's shape (tests/data/published).
Read readHandmade(const std::string& file, const core::Game& game) {
    return readList(io::readDeckFile(published(file)), game);
}

Read readList(const Result<core::DeckList>& list, const core::Game& game) {
    INFO((list.errors.empty() ? "" : list.errors.front().str()));
    REQUIRE(list.ok());
    const core::CardCatalogue none(game);
    auto deck = core::resolveDeck(list.value, none, nullptr, true);
    INFO((deck.errors.empty() ? "" : deck.errors.front().str()));
    REQUIRE(deck.ok());
    Read out{deck.value, {}};
    for (const auto& s : deck.value.sections) {
        auto& r = out.sections[s.id];
        r.lines = s.entries.size();
        r.cards = s.cardCount();
        if (!s.entries.empty()) {
            r.first = std::to_string(s.entries.front().quantity) + " " + s.entries.front().name;
            r.last = std::to_string(s.entries.back().quantity) + " " + s.entries.back().name;
        }
    }
    return out;
}

} // namespace

TEST_CASE("real files: a Cockatrice .cod from a deck tool's tests with a card without a number") {
    const core::Game game = pack("mtg.xml");
    const Read r = read("decks/cockatrice/testdeck.cod", game);
    CHECK(r.deck.name == "Deck Name");
    CHECK(r.deck.notes == "Some comments in here.");
    REQUIRE(r.sections.size() == 2);
    // 4 <card> lines in zone "main": 12 + 5 + (no number: one) + 1.
    CHECK(r.sections.at("main").lines == 4);
    CHECK(r.sections.at("main").cards == 19);
    CHECK(r.sections.at("main").first == "12 Forest");
    CHECK(r.sections.at("main").last == "1 @#$NOT A REAL CARD NAME@#$");
    CHECK(r.deck.findSection("main")->entries[2].name == "Avacyn's Pilgrim");
    CHECK(r.deck.findSection("main")->entries[2].quantity == 1);
    CHECK(r.sections.at("side").lines == 1);
    CHECK(r.sections.at("side").first == "3 War Priest of Thune");

    SECTION("a zone named \"sideboard\" is the side section too") {
        auto list = io::readDeck(R"(<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
  <deckname>Sligh</deckname>
  <zone name="main"><card number="4" name="Ball Lightning"/></zone>
  <zone name="sideboard"><card number="3" name="Bottle Gnomes"/></zone>
</cockatrice_deck>)",
                                 io::DeckFormat::Cockatrice, "sligh.cod");
        const Read s = readList(list, game);
        REQUIRE(s.sections.size() == 2);
        CHECK(s.sections.at("side").first == "3 Bottle Gnomes");
    }
}

TEST_CASE("hand-written: a text list with // NAME, [SET:NUMBER] and [foil] marks") {
    const core::Game game = pack("mtg.xml");
    const Read r = readHandmade("decks/text/red-starter.txt", game);
    // The first line is a // comment: it names the deck; the next two are notes.
    CHECK(r.deck.name == "NAME: Red Starter");
    CHECK(r.deck.notes == "SOURCE: written by hand for Deckhand's tests, in the shape of a "
                          "preconstructed deck list\nDATE: 2026-12-06");
    REQUIRE(r.sections.size() == 2);
    CHECK(r.sections.at("main").lines == 6);
    CHECK(r.sections.at("main").cards == 28);
    CHECK(r.sections.at("main").first == "4 Shock");
    CHECK(r.sections.at("main").last == "8 Mountain");
    CHECK(r.sections.at("side").lines == 1);
    CHECK(r.sections.at("side").cards == 1);
    const auto& first = r.deck.findSection("main")->entries.front();
    CHECK(first.set == "M21");
    CHECK(first.number == "159");
    CHECK(first.finish.empty());
    const auto& chandra = r.deck.findSection("side")->entries.front();
    CHECK(chandra.name == "Chandra, Heart of Fire");
    CHECK(chandra.set == "M21");
    CHECK(chandra.number == "135");
    CHECK(chandra.finish == "foil");
}

TEST_CASE("real files: a LackeyCCG plugin's tab-separated deck list with a Crypt: section") {
    const core::Game game = pack("vtes.xml");
    const Read r = read("decks/text/Precon_Brujah_V5.txt", game);
    CHECK(r.deck.name.empty());
    REQUIRE(r.sections.size() == 2);
    // 27 library lines before "Crypt:", 77 cards; 10 crypt lines, 12 cards.
    CHECK(r.sections.at("library").lines == 27);
    CHECK(r.sections.at("library").cards == 77);
    CHECK(r.sections.at("library").first == "1 Anarch Free Press, The");
    CHECK(r.sections.at("library").last == "6 Organized Resistance");
    CHECK(r.sections.at("crypt").lines == 10);
    CHECK(r.sections.at("crypt").cards == 12);
    CHECK(r.sections.at("crypt").first == "1 Ariane");
    CHECK(r.sections.at("crypt").last == "2 Aline Gadeke");
}

TEST_CASE("hand-written: an OCTGN game's .o8d with three sections and ids on every card") {
    const core::Game game = pack("star-realms.xml");
    const Read r = readHandmade("decks/octgn/Star Realms Basic.o8d", game);
    CHECK(r.deck.gameIds.at("octgn") == "d250a313-c423-45e3-9c72-3182db31d925");
    CHECK(r.sections.at("explorers").lines == 1);
    CHECK(r.sections.at("explorers").cards == 10);
    CHECK(r.sections.at("starting").lines == 2);
    CHECK(r.sections.at("starting").cards == 10);
    CHECK(r.sections.at("starting").first == "8 Scout");
    CHECK(r.sections.at("main").lines == 7);
    CHECK(r.sections.at("main").cards == 17);
    CHECK(r.sections.at("main").first == "3 Federation Shuttle");
    CHECK(r.sections.at("main").last == "1 Blob World");
    CHECK(r.sections.size() == 3);
    const auto& shuttle = r.deck.findSection("main")->entries.front();
    CHECK(shuttle.ids.at("octgn") == "86d67f41-ba14-5ecc-b2a5-af56942cf22b");

    // Written back as an .o8d: the game's GUID and each card's id as the file had them.
    const std::string out = io::writeDeck(r.deck, game, io::DeckFormat::Octgn);
    CHECK(out.find("<deck game=\"d250a313-c423-45e3-9c72-3182db31d925\">") != std::string::npos);
    CHECK(
        out.find("<card qty=\"10\" id=\"c4304af7-a6e6-5a57-916f-f29632968b30\">Explorer</card>") !=
        std::string::npos);
    CHECK(out.find("<card qty=\"1\" id=\"d86b718a-7907-5800-8416-488509a32863\">Blob "
                   "World</card>") != std::string::npos);
}

TEST_CASE("hand-written: an OCTGN .o8d with an escaped section name and a quoted card name") {
    const core::Game game = pack("netrunner.xml");
    const Read r = readHandmade("decks/octgn/Core-Shaper Starting deck.o8d", game);
    CHECK(r.deck.gameIds.at("octgn") == "0f38e453-26df-4c04-9d67-6d43de939c77");
    REQUIRE(r.sections.size() == 2);
    CHECK(r.sections.at("identity").lines == 1);
    CHECK(r.sections.at("identity").first == "1 Kate \"Mac\" McCaffrey");
    // <section name="R&amp;D / Stack">: 5 lines, 11 cards.
    CHECK(r.sections.at("stack").lines == 5);
    CHECK(r.sections.at("stack").cards == 11);
    CHECK(r.sections.at("stack").first == "3 Sure Gamble");
    CHECK(r.sections.at("stack").last == "2 Tinkering");
}

TEST_CASE("hand-written: a LackeyCCG .dek whose ids are image names, one element per copy") {
    const core::Game game = pack("yugioh.xml");
    const Read r = readHandmade("decks/lackey/2002_Starter_Deck_Yugi.dek", game);
    CHECK(r.deck.gameIds.at("lackey") == "yugioh-kog");
    REQUIRE(r.sections.size() == 3);
    // 5 <card> elements, 5 different cards: one copy each.
    CHECK(r.sections.at("main").lines == 5);
    CHECK(r.sections.at("main").cards == 5);
    CHECK(r.sections.at("main").first == "1 Mystical Elf");
    CHECK(r.sections.at("main").last == "1 Silver Fang");
    CHECK(r.sections.at("extra").lines == 0);
    CHECK(r.sections.at("side").lines == 0);

    // The ids ("MysticalElf1") are the plugin's image names, not numbers: with cards whose
    // numbers are something else (ours, for the test), the name and set find them.
    auto list = io::readDeckFile(published("decks/lackey/2002_Starter_Deck_Yugi.dek"));
    REQUIRE(list.ok());
    core::CardCatalogue cards(game);
    std::vector<core::Printing> printings;
    for (const auto& [name, number] :
         std::vector<std::pair<std::string, std::string>>{{"Mystical Elf", "SDY-001"},
                                                          {"Mystical Elf", "LOB-062"},
                                                          {"Silver Fang", "SDY-012"}}) {
        core::Printing p;
        p.values = {name, number.substr(0, 3), number, "", ""};
        printings.push_back(std::move(p));
    }
    REQUIRE(cards.add(printings).empty());
    auto deck = core::resolveDeck(list.value, cards, nullptr, true);
    REQUIRE(deck.ok());
    const auto& main = deck.value.findSection("main")->entries;
    REQUIRE(main.size() == 5);
    REQUIRE(main.front().printing);
    CHECK(main.front().printing->label() == "Mystical Elf (SDY SDY-001)");
    REQUIRE(main.back().printing);
    CHECK(main.back().printing->label() == "Silver Fang (SDY SDY-012)");
    CHECK_FALSE(main[1].printing); // Feral Imp: not among the cards

    // Written back as a .dek: the plugin's name and each id as the file had them.
    const std::string out = io::writeDeck(deck.value, game, io::DeckFormat::Lackey);
    CHECK(out.find("<game>yugioh-kog</game>") != std::string::npos);
    CHECK(out.find("<card><name id=\"MysticalElf1\">Mystical Elf</name><set>SDY</set></card>") !=
          std::string::npos);
    CHECK(out.find("<card><name id=\"FeralImp1\">Feral Imp</name><set>SDY</set></card>") !=
          std::string::npos);
}
