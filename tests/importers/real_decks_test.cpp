// SPDX-License-Identifier: GPL-3.0-or-later

// Real deck files that other programs and their users wrote (tests/data/real/SOURCES says where
// each comes from). Every count below was taken from the file itself, by reading it, not from
// what Deckhand makes of it.
#include "deckhand/core/resolve.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "deckhand/io/game_pack.hpp"

#include <catch2/catch.hpp>
#include <map>

using namespace deckhand;

namespace {

std::string real(const std::string& path) {
    return std::string(DECKHAND_TEST_DATA) + "/real/" + path;
}

core::Game pack(const std::string& file) {
    auto p = io::readGamePackFile(real("packs/" + file));
    INFO((p.errors.empty() ? "" : p.errors.front().str()));
    REQUIRE(p.ok());
    return p.value.game;
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

Read read(const std::string& file, const core::Game& game) {
    auto list = io::readDeckFile(real(file));
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

TEST_CASE("real files: a Cockatrice .cod of a World Championship deck, zone 'sideboard'") {
    const core::Game game = pack("mtg.xml");
    const Read r = read("decks/cockatrice/BenRubinSligh_WC98.cod", game);
    CHECK(r.deck.name == "Ben Rubin - Sligh");
    CHECK(r.deck.notes.empty());
    REQUIRE(r.sections.size() == 2);
    // 17 <card> lines (Mountain four times: 5, 4, 4 and 4) making 60 cards.
    CHECK(r.sections.at("main").lines == 17);
    CHECK(r.sections.at("main").cards == 60);
    CHECK(r.sections.at("main").first == "4 Ball Lightning");
    CHECK(r.sections.at("main").last == "4 Wasteland");
    // <zone name="sideboard">: 7 lines, 15 cards.
    CHECK(r.sections.at("side").lines == 7);
    CHECK(r.sections.at("side").cards == 15);
    CHECK(r.sections.at("side").first == "3 Bottle Gnomes");
    CHECK(r.sections.at("side").last == "2 Shattering Pulse");
}

TEST_CASE("real files: a text list with // NAME, [SET:NUMBER] and [foil] marks") {
    const core::Game game = pack("mtg.xml");
    const Read r = read("decks/text/Mono Black.txt", game);
    // The first line is a // comment: it names the deck; the next two are notes.
    CHECK(r.deck.name == "NAME: Mono Black");
    CHECK(r.deck.notes ==
          "SOURCE: https://mtg.wiki/wiki/Core_Set_2021/Arena_Starter_Kit\nDATE: 2020-07-03");
    REQUIRE(r.sections.size() == 2);
    CHECK(r.sections.at("main").lines == 18);
    CHECK(r.sections.at("main").cards == 60);
    CHECK(r.sections.at("main").first == "2 Blood Glutton");
    CHECK(r.sections.at("main").last == "4 Walking Corpse");
    CHECK(r.sections.at("side").lines == 1);
    CHECK(r.sections.at("side").cards == 1);
    const auto& first = r.deck.findSection("main")->entries.front();
    CHECK(first.set == "M21");
    CHECK(first.number == "90");
    CHECK(first.finish.empty());
    const auto& vito = r.deck.findSection("side")->entries.front();
    CHECK(vito.name == "Vito, Thorn of the Dusk Rose");
    CHECK(vito.set == "M21");
    CHECK(vito.number == "127");
    CHECK(vito.finish == "foil");
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

TEST_CASE("real files: an OCTGN game's .o8d with three sections, ids on every card") {
    const core::Game game = pack("star-realms.xml");
    const Read r = read("decks/octgn/Star Realms Basic.o8d", game);
    CHECK(r.deck.gameIds.at("octgn") == "d250a313-c423-45e3-9c72-3182db31d925");
    CHECK(r.sections.at("explorers").lines == 1);
    CHECK(r.sections.at("explorers").cards == 10);
    CHECK(r.sections.at("starting").lines == 2);
    CHECK(r.sections.at("starting").cards == 20);
    CHECK(r.sections.at("starting").first == "16 Scout");
    CHECK(r.sections.at("main").lines == 46);
    CHECK(r.sections.at("main").cards == 80);
    CHECK(r.sections.at("main").first == "3 Federation Shuttle");
    CHECK(r.sections.at("main").last == "1 Blob World");
    CHECK(r.sections.size() == 3);
    const auto& shuttle = r.deck.findSection("main")->entries.front();
    CHECK(shuttle.ids.at("octgn") == "d9a3bd5f-289d-449e-8ee1-401c8b5b924d");

    // Written back as an .o8d: the game's GUID and each card's id as the file had them.
    const std::string out = io::writeDeck(r.deck, game, io::DeckFormat::Octgn);
    CHECK(out.find("<deck game=\"d250a313-c423-45e3-9c72-3182db31d925\">") != std::string::npos);
    CHECK(
        out.find("<card qty=\"10\" id=\"9abd52a8-7310-4527-9234-c2de2ce4c5cc\">Explorer</card>") !=
        std::string::npos);
    CHECK(out.find("<card qty=\"1\" id=\"54fa2889-b120-4936-9619-c1354a7d773d\">Blob "
                   "World</card>") != std::string::npos);
}

TEST_CASE("real files: an OCTGN .o8d with an escaped section name and a quoted card name") {
    const core::Game game = pack("netrunner.xml");
    const Read r = read("decks/octgn/Core-Shaper Starting deck.o8d", game);
    CHECK(r.deck.gameIds.at("octgn") == "0f38e453-26df-4c04-9d67-6d43de939c77");
    REQUIRE(r.sections.size() == 2);
    CHECK(r.sections.at("identity").lines == 1);
    CHECK(r.sections.at("identity").first == "1 Kate \"Mac\" McCaffrey");
    // <section name="R&amp;D / Stack">: 20 lines, 47 cards.
    CHECK(r.sections.at("stack").lines == 20);
    CHECK(r.sections.at("stack").cards == 47);
    CHECK(r.sections.at("stack").first == "3 Access to Globalsec");
    CHECK(r.sections.at("stack").last == "3 Tinkering");
}

TEST_CASE("real files: a LackeyCCG .dek whose ids are image names, one element per copy") {
    const core::Game game = pack("yugioh.xml");
    const Read r = read("decks/lackey/2002_Starter_Deck_Yugi.dek", game);
    CHECK(r.deck.gameIds.at("lackey") == "yugioh-kog");
    REQUIRE(r.sections.size() == 3);
    // 12 <card> elements, 12 different cards: one copy each.
    CHECK(r.sections.at("main").lines == 12);
    CHECK(r.sections.at("main").cards == 12);
    CHECK(r.sections.at("main").first == "1 Mystical Elf");
    CHECK(r.sections.at("main").last == "1 Silver Fang");
    CHECK(r.sections.at("extra").lines == 0);
    CHECK(r.sections.at("side").lines == 0);

    // The ids ("MysticalElf1") are the plugin's image names, not numbers: with cards whose
    // numbers are something else (ours, for the test), the name and set find them.
    auto list = io::readDeckFile(real("decks/lackey/2002_Starter_Deck_Yugi.dek"));
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
    REQUIRE(main.size() == 12);
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
