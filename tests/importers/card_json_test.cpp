// SPDX-License-Identifier: GPL-3.0-or-later

// Card data as the games publish it, read by the mappings the example packs declare
// (<import format="json">, docs/game-pack.md "Card data as the games publish it"), on real
// excerpts of open card databases where one with a licence exists (tests/data/real/SOURCES says
// where each comes from), and on files written by hand in the databases' published shapes
// where none does (tests/data/published/README.md). Every expected count was taken from the
// file itself, by reading it or with Python's json module, not from what Deckhand makes of it.
#include "deckhand/core/resolve.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "deckhand/io/game_pack.hpp"
#include "support/game_packs.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

using namespace deckhand;

namespace {

std::string realCards(const std::string& path) {
    return std::string(DECKHAND_TEST_DATA) + "/real/cards/" + path;
}

// Hand-written files in the shapes the games' open databases publish (tests/data/published:
// the real files have no licence that lets us keep a copy).
std::string published(const std::string& path) {
    return std::string(DECKHAND_TEST_DATA) + "/published/cards/" + path;
}

using test::packFrom;
core::Game example(const std::string& id) {
    return test::examplePack(id);
}

io::CardData readOk(const std::string& file, const core::Game& game) {
    auto data = io::readCardData(file, game);
    INFO((data.errors.empty() ? "" : data.errors.front().str()));
    REQUIRE(data.errors.empty());
    CHECK(data.format == io::CardFormat::Json);
    return data;
}

std::string value(const core::Game& game, const core::Printing& p, const char* field) {
    const int i = game.fieldIndex(field);
    REQUIRE(i >= 0);
    return p.values[static_cast<std::size_t>(i)];
}

std::map<std::string, int> countOf(const core::Game& game, const std::vector<core::Printing>& ps,
                                   const char* field) {
    std::map<std::string, int> out;
    for (const auto& p : ps)
        ++out[value(game, p, field)];
    return out;
}

// How many printings of each rarity (the built-in field).
std::map<std::string, int> rarityCounts(const std::vector<core::Printing>& ps) {
    std::map<std::string, int> out;
    for (const auto& p : ps)
        ++out[p.rarity()];
    return out;
}

const core::Printing& find(const std::vector<core::Printing>& ps, const std::string& name) {
    for (const auto& p : ps)
        if (p.name() == name) return p;
    FAIL("no printing named " << name);
    return ps.front();
}

std::string tempFile(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() / ("deckhand-json-" + name);
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

} // namespace

TEST_CASE("Pokemon cards in pokemon-tcg-data's shape") {
    const auto game = example("pokemon");
    const auto data = readOk(published("pokemon/sv1.json"), game);
    const auto& ps = data.printings;
    // 6 records, every id "sv1-N" (the set SVI, as the pack's value map says).
    REQUIRE(ps.size() == 6);
    CHECK(ps.front().name() == "Miraidon ex");
    CHECK(ps.front().number() == "81");
    CHECK(ps.back().name() == "Basic Lightning Energy");
    CHECK(ps.back().number() == "257");
    CHECK(countOf(game, ps, "set") == std::map<std::string, int>{{"SVI", 6}});
    CHECK(countOf(game, ps, "supertype") ==
          std::map<std::string, int>{{"Pokémon", 3}, {"Trainer", 2}, {"Energy", 1}});
    // regulationMark G on all but the basic Energy.
    CHECK(countOf(game, ps, "regulation") == std::map<std::string, int>{{"G", 5}, {"", 1}});
    // The first of "subtypes" the pack knows: Miraidon ex's ["Basic", "ex"] is Basic.
    CHECK(countOf(game, ps, "subtype") ==
          std::map<std::string, int>{{"Basic", 3}, {"Stage 1", 1}, {"Supporter", 1}, {"Item", 1}});
    CHECK(rarityCounts(ps) ==
          std::map<std::string, int>{
              {"Double Rare", 1}, {"Common", 2}, {"Uncommon", 2}, {"Hyper Rare", 1}});
    // "rules" joined by a space.
    CHECK(find(ps, "Nest Ball").text() ==
          "Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your "
          "deck. You may play any number of Item cards during your turn.");
    // Each printing says where it came from: the record's line ('{' of record 0 on line 2).
    CHECK(ps.front().origin.line == 2);
}

TEST_CASE("Pokemon cards as the Pokemon TCG API answers in its PHP SDK's test data") {
    // A real answer of the API to the SDK's search for basic Grass Pokémon of Roaring Skies:
    // {"data": [4 cards], "page": 1, "pageSize": 250, "count": 4, "totalCount": 4}. Each card
    // is pokemon-tcg-data's record with its "set" inside ("ptcgoCode": "ROS"); none of these
    // 2015 cards has a regulationMark or rules.
    const auto game = example("pokemon");
    const auto data = readOk(realCards("pokemon/sdk-php-filtered.json"), game);
    const auto& ps = data.printings;
    REQUIRE(ps.size() == 4);
    std::vector<std::string> names, numbers;
    for (const auto& p : ps) {
        names.push_back(p.name());
        numbers.push_back(p.number());
    }
    CHECK(names == std::vector<std::string>{"Exeggcute", "Wurmple", "Nincada", "Tropius"});
    CHECK(numbers == std::vector<std::string>{"1", "3", "9", "12"});
    CHECK(countOf(game, ps, "set") == std::map<std::string, int>{{"ROS", 4}});
    CHECK(countOf(game, ps, "supertype") == std::map<std::string, int>{{"Pokémon", 4}});
    CHECK(countOf(game, ps, "subtype") == std::map<std::string, int>{{"Basic", 4}});
    CHECK(countOf(game, ps, "regulation") == std::map<std::string, int>{{"", 4}});
    CHECK(rarityCounts(ps) == std::map<std::string, int>{{"Common", 3}, {"Uncommon", 1}});
    CHECK(find(ps, "Tropius").text().empty());
    // Record 0's '{' is on the file's line 3, under "data": [.
    CHECK(ps.front().origin.line == 3);
}

TEST_CASE("Pokemon cards of the API's answer the Dart SDK keeps - rules - promos - sets "
          "without a PTCG Live code") {
    // Records 2, 6, 12, 18 and 164 of the 250 of a real answer (see SOURCES).
    const auto game = example("pokemon");
    const auto data = readOk(realCards("pokemon/sdk-dart-cards.json"), game);
    const auto& ps = data.printings;
    REQUIRE(ps.size() == 5);
    std::vector<std::string> cards;
    for (const auto& p : ps)
        cards.push_back(p.name() + " " + p.set() + " " + p.number());
    // The set's ptcgoCode where the answer has one (AQ, TEU, XY); McDonald's Collection 2019
    // and Pokémon Rumble have none, nor a code in the pack's value map: the id's set stays.
    CHECK(cards == std::vector<std::string>{"Caterpie mcd19 1", "Ampharos AQ H1", "Venusaur ru1 1",
                                            "Celebi & Venusaur-GX TEU 1", "M Venusaur-EX XY 2"});
    // Rarities: Promo; "Rare Holo", "Rare Holo GX" and "Rare Holo EX" the pack does not take;
    // Venusaur of Pokémon Rumble has none.
    CHECK(rarityCounts(ps) == std::map<std::string, int>{{"Promo", 1}, {"", 4}});
    // Subtypes: the first the pack knows ("Basic" of ["Basic", "TAG TEAM", "GX"]); none of
    // ["MEGA", "EX"].
    CHECK(countOf(game, ps, "subtype") ==
          std::map<std::string, int>{{"Basic", 2}, {"Stage 2", 2}, {"", 1}});
    // "rules" joined by a space: one rule, two rules, none.
    CHECK(find(ps, "Celebi & Venusaur-GX").text() ==
          "TAG TEAM rule: When your TAG TEAM is Knocked Out, your opponent takes 3 Prize cards.");
    CHECK(find(ps, "M Venusaur-EX").text() ==
          "Mega Evolution rule: When 1 of your Pokémon becomes a Mega Evolution Pokémon, your "
          "turn ends. Pokémon-EX rule: When a Pokémon-EX has been Knocked Out, your opponent "
          "takes 2 Prize cards.");
    CHECK(find(ps, "Caterpie").text().empty());
}

TEST_CASE("A Pokemon card of an API answer takes its set's ptcgoCode before the pack's value map") {
    // A set newer than the pack's value map (written here): its code comes from the answer.
    const auto game = example("pokemon");
    const auto file =
        tempFile("ptcgo.json", R"({"data": [{"id": "me9-7", "name": "Pikachu", "number": "7",
        "supertype": "Pokémon", "set": {"id": "me9", "ptcgoCode": "MEX"}},
        {"id": "me9-8", "name": "Raichu", "number": "8", "supertype": "Pokémon"}]})");
    const auto data = readOk(file, game);
    REQUIRE(data.printings.size() == 2);
    CHECK(data.printings[0].set() == "MEX");
    CHECK(data.printings[1].set() == "me9"); // no set inside: the id's, as pokemon-tcg-data's
    std::filesystem::remove(file);
}

TEST_CASE("Yu-Gi-Oh! cards in YGOPRODeck's shape carry their passcode") {
    const auto game = example("yugioh");
    const auto data = readOk(published("yugioh/cardinfo-cyberse.json"), game);
    const auto& ps = data.printings;
    // 5 records with 7 card_sets entries between them (Decode Talker 3, Cynet Mining 2, one
    // each for Cyberse Gadget and Cynet Conflict, none for Accesscode Talker); SDCL-EN041 is
    // listed in 2 rarities: 6 printings, 1 left out, and the record without sets left out.
    REQUIRE(ps.size() == 6);
    REQUIRE(data.notes.size() == 2);
    std::string notes = data.notes[0] + "\n" + data.notes[1];
    INFO(notes);
    CHECK(notes.find("1 printing with the set and number of an earlier one") != std::string::npos);
    CHECK(notes.find("1 record without printings") != std::string::npos);
    const auto& decode = find(ps, "Decode Talker");
    CHECK(value(game, decode, "passcode") == "1861629");
    CHECK(decode.set() == "YS18"); // its first card_sets entry, YS18-EN043
    CHECK(decode.number() == "EN043");
    CHECK(decode.rarity() == "Ultra Rare");
    CHECK(value(game, decode, "kind") == "Link Monster");
    CHECK(value(game, find(ps, "Cyberse Gadget"), "kind") == "Effect Monster");
    CHECK(value(game, find(ps, "Cynet Conflict"), "kind") == "Trap");
    // frameType over the printings: link 2 (Decode Talker's two sets), spell 2, effect 1, trap 1.
    CHECK(countOf(game, ps, "kind") ==
          std::map<std::string, int>{
              {"Link Monster", 2}, {"Spell", 2}, {"Effect Monster", 1}, {"Trap", 1}});
    // A rarity the pack has is kept (Common), one it has not (Prismatic Secret Rare) left out.
    CHECK(ps[3].name() == "Cynet Mining");
    CHECK(ps[3].rarity() == "Common");
    CHECK(ps[4].name() == "Cynet Mining");
    CHECK(ps[4].set() == "MP19");
    CHECK(ps[4].rarity().empty());
}

TEST_CASE("A YGOPRODeck card with no set yet is left out and counted") {
    const auto game = example("yugioh");
    const auto data = readOk(published("yugioh/cardinfo-spells.json"), game);
    // 3 records; "card_sets" missing in 1 of them: 2 printings, both spells.
    REQUIRE(data.printings.size() == 2);
    CHECK(data.printings.front().name() == "\"A\" Cell Breeding Device");
    CHECK(data.printings.front().set() == "FOTB");
    CHECK(data.printings.front().number() == "EN043");
    CHECK(value(game, data.printings.front(), "passcode") == "34541863");
    CHECK(data.printings.back().set() == "INOV");
    REQUIRE(data.notes.size() == 1);
    CHECK(data.notes.front().find("1 record without printings") != std::string::npos);
}

TEST_CASE("Yu-Gi-Oh! cards of a real YGOPRODeck answer of 2021 - which has no frameType") {
    // 10 of the 11,508 records of cardinfo.php's answer that ygoprodeck-api-client recorded
    // (see SOURCES). None has a frameType: "type" tells the kind ("XYZ Monster", "Synchro Tuner
    // Monster") and leaves out the Token and the Skill Card; 30,000-Year White Turtle has no
    // card_sets; Abyss-sphere lists ABYR-EN072 twice (Ultimate Rare, Ultra Rare).
    const auto game = example("yugioh");
    const auto data = readOk(realCards("yugioh/ygoprodeck-cardinfo-2021.json"), game);
    const auto& ps = data.printings;
    std::vector<std::string> seen;
    for (const auto& p : ps)
        seen.push_back(p.name() + " | " + p.set() + " " + p.number() + " | " + p.rarity() + " | " +
                       value(game, p, "kind") + " | " + value(game, p, "passcode"));
    CHECK(seen ==
          std::vector<std::string>{
              "\"A\" Cell Breeding Device | FOTB EN043 | Common | Spell | 34541863",
              "Abyss Actor - Comic Relief | LDS2 EN061 | Common | Pendulum Monster | 15308295",
              "Abyss Actor - Comic Relief | LED3 EN046 | Rare | Pendulum Monster | 15308295",
              "Abyss Actor - Hyper Director | DUOV EN022 | Ultra Rare | Link Monster | 2368215",
              "Abyss-sphere | ABYR EN072 |  | Trap | 60202749", // Ultimate Rare: not the pack's
              "Accel Synchron | LED6 EN028 | Common | Synchro Monster | 37675907",
              "Accel Synchron | SDSE EN042 | Super Rare | Synchro Monster | 37675907",
              "Aegaion the Sea Castrum | MP16 EN213 | Common | Xyz Monster | 10678778",
              "Aegaion the Sea Castrum | BOSH EN055 | Common | Xyz Monster | 10678778",
              "Ally Mind | DT02 EN023 |  | Normal Monster | 40155554",
              "Ally Mind | HA02 EN017 | Super Rare | Normal Monster | 40155554"});
    std::string notes;
    for (const auto& n : data.notes)
        notes += n + "\n";
    INFO(notes);
    CHECK(data.notes.size() == 4);
    CHECK(notes.find("1 record of Token left out") != std::string::npos);
    CHECK(notes.find("1 record of Skill Card left out") != std::string::npos);
    CHECK(notes.find("1 record without printings") != std::string::npos);
    CHECK(notes.find("1 printing with the set and number of an earlier one") != std::string::npos);
}

TEST_CASE("Lorcana cards in LorcanaJSON's shape keep name and version apart") {
    const auto game = example("lorcana");
    const auto data = readOk(published("lorcana/setdata.1.json"), game);
    const auto& ps = data.printings;
    // 6 items in "cards", in an early file's words: baseName, subtitle, color.
    REQUIRE(ps.size() == 6);
    CHECK(ps.front().name() == "Ariel");
    CHECK(value(game, ps.front(), "version") == "On Human Legs");
    CHECK(ps.front().number() == "1");
    CHECK(ps.back().name() == "Elsa");
    CHECK(value(game, ps.back(), "version") == "Snow Queen");
    CHECK(ps.back().number() == "207");
    CHECK(ps.back().rarity() == "Enchanted");
    // The file's "code" ("TFC") is before its cards: every printing's set.
    CHECK(countOf(game, ps, "set") == std::map<std::string, int>{{"TFC", 6}});
    // Dinglehopper has no subtitle: no version.
    CHECK(countOf(game, ps, "version")[""] == 1);
    // One of each rarity; "Super" is the pack's Super Rare.
    CHECK(rarityCounts(ps) == std::map<std::string, int>{{"Uncommon", 1},
                                                         {"Common", 1},
                                                         {"Rare", 1},
                                                         {"Super Rare", 1},
                                                         {"Legendary", 1},
                                                         {"Enchanted", 1}});
    CHECK(countOf(game, ps, "type") == std::map<std::string, int>{{"Character", 5}, {"Item", 1}});
    CHECK(value(game, find(ps, "Tinker Bell"), "ink") == "Steel");
}

TEST_CASE("Lorcana cards as the Lorcast API answers them - name and version apart") {
    // 36 of the 216 records of a real answer of the Lorcast API for The First Chapter
    // (/v0/sets/1/cards, an array; see SOURCES). Every count below was taken from the file
    // with Python's json module: "version" missing in the 9 actions and 6 items; "type" a list
    // (["Action", "Song"] for 6 songs); "inks" null in all (set 1 has no dual-ink card); set
    // "code" "1" in all.
    const auto game = example("lorcana");
    const auto data = readOk(realCards("lorcana/lorcast-set1.json"), game);
    const auto& ps = data.printings;
    CHECK(data.notes.empty());
    REQUIRE(ps.size() == 36);
    CHECK(ps.front().name() == "Ariel");
    CHECK(value(game, ps.front(), "version") == "On Human Legs");
    CHECK(ps.front().number() == "1");
    CHECK(ps.back().name() == "Tinker Bell");
    CHECK(value(game, ps.back(), "version") == "Giant Fairy");
    CHECK(ps.back().number() == "216");
    CHECK(ps.back().rarity() == "Enchanted");
    // The record's '{' is on line 2, under the array's '['.
    CHECK(ps.front().origin.line == 2);
    CHECK(countOf(game, ps, "set") == std::map<std::string, int>{{"1", 36}});
    CHECK(countOf(game, ps, "version")[""] == 15);
    CHECK(countOf(game, ps, "type") ==
          std::map<std::string, int>{{"Character", 21}, {"Action", 9}, {"Item", 6}});
    CHECK(countOf(game, ps, "ink") == std::map<std::string, int>{{"Amber", 8},
                                                                 {"Amethyst", 8},
                                                                 {"Emerald", 4},
                                                                 {"Ruby", 6},
                                                                 {"Sapphire", 4},
                                                                 {"Steel", 6}});
    // "Super_rare" is the pack's Super Rare.
    CHECK(rarityCounts(ps) == std::map<std::string, int>{{"Common", 9},
                                                         {"Uncommon", 6},
                                                         {"Rare", 6},
                                                         {"Super Rare", 7},
                                                         {"Legendary", 5},
                                                         {"Enchanted", 3}});
    std::vector<std::string> seen;
    for (const char* name : {"Te Kā", "Be Prepared", "Plasma Blaster"}) {
        const auto& p = find(ps, name);
        seen.push_back(p.name() + " | " + value(game, p, "version") + " | " + p.set() + " " +
                       p.number() + " | " + p.rarity() + " | " + value(game, p, "ink") + " | " +
                       value(game, p, "type") + " | " + value(game, p, "cost"));
    }
    CHECK(seen == std::vector<std::string>{
                      "Te Kā | The Burning One | 1 126 | Super Rare | Ruby | Character | 6",
                      "Be Prepared |  | 1 128 | Rare | Ruby | Action | 7",
                      "Plasma Blaster |  | 1 204 | Rare | Steel | Item | 3"});
    CHECK(find(ps, "Be Prepared").text() ==
          "(A character with cost 7 or more can {E} to sing this song for free.)\n"
          "Banish all characters.");

    // 33 full names (name and version): the 3 enchanted printings are of cards the excerpt
    // also has in another rarity.
    std::set<std::pair<std::string, std::string>> fullNames;
    for (const auto& p : ps)
        fullNames.emplace(p.name(), value(game, p, "version"));
    CHECK(fullNames.size() == 33);

    // A list as players write it (Dreamborn's "Name - Version" and "Name, Version") finds
    // the cards.
    core::CardCatalogue catalogue(game);
    REQUIRE(catalogue.add(data.printings).empty());
    auto list = io::readDeck("4 Elsa - Snow Queen\n2 Elsa, Spirit of Winter\n4 Be Our Guest\n"
                             "1 Elsa - Spirit of Winter (1) 207\n",
                             io::DeckFormat::Text, "lorcast-list.txt");
    REQUIRE(list.ok());
    auto deck = core::resolveDeck(list.value, catalogue);
    for (const auto& e : deck.errors)
        UNSCOPED_INFO(e.str());
    REQUIRE(deck.ok());
    const auto& e = deck.value.sections.front().entries;
    REQUIRE(e.size() == 4);
    CHECK(e[0].quantity == 4);
    CHECK(e[0].printing->number() == "41");
    CHECK(value(game, *e[1].printing, "version") == "Spirit of Winter");
    CHECK(e[2].printing->number() == "25");
    CHECK(e[3].printing->rarity() == "Enchanted");
    // Elsa alone names four cards of the excerpt (Queen Regent, Snow Queen, Spirit of
    // Winter, Ice Surfer).
    auto bare = io::readDeck("4 Elsa\n", io::DeckFormat::Text, "bare");
    REQUIRE(bare.ok());
    auto d = core::resolveDeck(bare.value, catalogue);
    REQUIRE(d.errors.size() == 1);
    CHECK(d.errors[0].message.find("ambiguous") != std::string::npos);
}

TEST_CASE("A Lorcast search answer has its cards under results - a dual-ink card its two inks") {
    // The shape of /v0/cards/search (its documentation's example, Elsa - Spirit of Winter,
    // cut to the members read), and a dual-ink card as answers since Archazia's Island (set 7,
    // 2025) write it: "ink" null, both inks in "inks".
    const auto game = example("lorcana");
    const auto file = tempFile("lorcast-search.json", R"({"results": [
        {"name": "Elsa", "version": "Spirit of Winter", "cost": 8, "ink": "Amethyst",
         "type": ["Character"], "rarity": "Enchanted", "collector_number": "207",
         "set": {"id": "set_7ecb0e0c71af496a9e0110e23824e0a5", "code": "1",
                 "name": "The First Chapter"}},
        {"name": "Rhino", "version": "Motivational Speaker", "cost": 6, "ink": null,
         "inks": ["Amber", "Steel"], "type": ["Character"], "rarity": "Rare",
         "collector_number": "1", "set": {"code": "7", "name": "Archazia's Island"}}]})");
    const auto data = readOk(file, game);
    REQUIRE(data.printings.size() == 2);
    CHECK(data.printings[0].name() == "Elsa");
    CHECK(value(game, data.printings[0], "version") == "Spirit of Winter");
    CHECK(data.printings[0].set() == "1");
    CHECK(data.printings[0].number() == "207");
    CHECK(value(game, data.printings[0], "ink") == "Amethyst");
    CHECK(data.printings[1].set() == "7");
    // Both inks, each on its own as the two-ink rule counts them.
    CHECK(core::fieldValues(game, game.fieldIndex("ink"), data.printings[1].values) ==
          std::vector<std::string>{"Amber", "Steel"});
    std::filesystem::remove(file);
}

TEST_CASE("ONE PIECE cards carry their card number, alternate arts left out") {
    const auto game = example("onepiece");
    const auto data = readOk(published("onepiece/cards-st01.json"), game);
    const auto& ps = data.printings;
    // 7 records, 5 distinct card_number values: the first record of each is the printing, the
    // other 2 (alternate arts of ST01-001 and ST01-007) left out.
    REQUIRE(ps.size() == 5);
    REQUIRE(data.notes.size() == 1);
    CHECK(data.notes.front().find("2 printings") != std::string::npos);
    CHECK(ps.front().name() == "Monkey.D.Luffy");
    CHECK(ps.front().set() == "ST01");
    CHECK(ps.front().number() == "ST01-001");
    CHECK(value(game, ps.front(), "type") == "Leader");
    CHECK(value(game, ps.front(), "life") == "5");
    CHECK(value(game, ps.front(), "cost").empty()); // "-"
    CHECK(value(game, ps.front(), "power") == "5000");
    CHECK(value(game, ps.front(), "colour") == "Red");
    CHECK(countOf(game, ps, "type") ==
          std::map<std::string, int>{{"Character", 2}, {"Event", 1}, {"Leader", 1}, {"Stage", 1}});
    CHECK(ps.back().name() == "Thousand Sunny");
    CHECK(ps.back().number() == "ST01-017");
}

TEST_CASE("Flesh and Blood cards in the-fab-cube's shape carry their pitch") {
    const auto game = example("fab");
    const auto data = readOk(published("fab/card.json"), game);
    const auto& ps = data.printings;
    // 3 cards with 3, 1 and 2 printings; distinct ids: WTR163, 1HP370; WTR213; WTR113.
    REQUIRE(ps.size() == 4);
    REQUIRE(data.notes.size() == 1);
    CHECK(data.notes.front().find("2 printings") != std::string::npos);
    CHECK(ps[0].name() == "Snatch");
    CHECK(ps[0].set() == "WTR");
    CHECK(ps[0].number() == "WTR163");
    CHECK(value(game, ps[0], "pitch") == "1");
    CHECK(value(game, ps[0], "type") == "Action"); // types Generic, Action, Attack
    CHECK(value(game, ps[0], "class") == "Generic");
    CHECK(ps[0].rarity() == "Common"); // "C"
    CHECK(ps[1].number() == "1HP370");
    CHECK(ps[1].rarity() == "Promo");
    CHECK(value(game, ps[2], "pitch") == "3");
    CHECK(value(game, ps[2], "type") == "Defense Reaction");
    CHECK(ps[3].name() == "Dorinthea Ironsong");
    CHECK(value(game, ps[3], "type") == "Hero");
    CHECK(value(game, ps[3], "class") == "Warrior");
    CHECK(value(game, ps[3], "intellect") == "4");
    CHECK(value(game, ps[3], "pitch").empty());
}

TEST_CASE("Magic cards as an MTGJSON set file publishes them") {
    const auto game = example("commander");
    const auto data = readOk(realCards("magic/mtgjson-TSP.json"), game);
    const auto& ps = data.printings;
    // len(d['data']['cards']) == 6: records 0, 28, 245, 249, 268 and 281 of Time Spiral's 301.
    REQUIRE(ps.size() == 6);
    CHECK(ps.front().name() == "Amrou Scout");
    CHECK(ps.front().number() == "1");
    CHECK(ps.back().name() == "Plains");
    CHECK(ps.back().number() == "282");
    CHECK(countOf(game, ps, "set") == std::map<std::string, int>{{"TSP", 6}}); // setCode
    // Counter(x['rarity']): common 3, rare 3.
    CHECK(rarityCounts(ps) == std::map<std::string, int>{{"Common", 3}, {"Rare", 3}});
    // supertypes: Legendary 2 (Scion of the Ur-Dragon, Academy Ruins), Basic 1 (Plains).
    CHECK(countOf(game, ps, "supertypes") ==
          std::map<std::string, int>{{"", 3}, {"Legendary", 2}, {"Basic", 1}});
    // types: Creature 2, Land 2, Instant 1, Artifact 1.
    CHECK(
        countOf(game, ps, "types") ==
        std::map<std::string, int>{{"Creature", 2}, {"Land", 2}, {"Instant", 1}, {"Artifact", 1}});
    CHECK(value(game, find(ps, "Scion of the Ur-Dragon"), "colour-identity") == "WUBRG");
    CHECK(value(game, find(ps, "Candles of Leng"), "colour-identity").empty());
    CHECK(value(game, find(ps, "Academy Ruins"), "colour-identity") == "U");
    // Momentary Blink's only keyword, Flashback, is none the pack knows.
    CHECK(value(game, find(ps, "Momentary Blink"), "keywords").empty());
}

TEST_CASE("Magic cards as Scryfall's bulk data gives them") {
    const auto game = example("commander");
    const auto data = readOk(realCards("magic/scryfall-default_cards.json"), game);
    const auto& ps = data.printings;
    // len(json.load(f)) == 9: the Power Nine of Limited Edition Alpha, one record a line.
    REQUIRE(ps.size() == 9);
    CHECK(ps.front().name() == "Mox Pearl");
    CHECK(ps.front().number() == "263");
    CHECK(ps.front().origin.line == 2);
    CHECK(ps.back().name() == "Timetwister");
    CHECK(ps.back().origin.line == 10);
    for (const auto& p : ps) {
        CHECK(p.set() == "lea");
        CHECK(p.rarity() == "Rare");
    }
    // type_line: Artifact 6, Sorcery 2, Instant 1.
    CHECK(countOf(game, ps, "types") ==
          std::map<std::string, int>{{"Artifact", 6}, {"Sorcery", 2}, {"Instant", 1}});
    // color_identity: U 4 (Sapphire, Ancestral Recall, Time Walk, Timetwister), W, B, R, G one
    // each, none for Black Lotus.
    CHECK(countOf(game, ps, "colour-identity") ==
          std::map<std::string, int>{{"U", 4}, {"W", 1}, {"B", 1}, {"R", 1}, {"G", 1}, {"", 1}});
    CHECK(find(ps, "Ancestral Recall").text() == "Target player draws three cards.");
}

TEST_CASE("Magic's mappings tell an MTGJSON set file from Scryfall's cards") {
    const auto game = example("commander");
    // An MTGJSON set file's shape: {"meta": ..., "data": {..., "cards": [...]}}.
    const auto mtgjson = tempFile("mtgjson.json", R"({"meta": {"version": "5"}, "data": {
        "baseSetSize": 1, "booster": {"default": {"boosters": []}},
        "cards": [{"name": "Sol Ring", "setCode": "CMM", "number": "410", "rarity": "uncommon",
                   "types": ["Artifact"], "supertypes": [], "colorIdentity": [],
                   "keywords": [], "text": "{T}: Add {C}{C}."}],
        "code": "CMM", "tokens": [{"name": "Treasure"}]}})");
    auto a = readOk(mtgjson, game);
    REQUIRE(a.printings.size() == 1);
    CHECK(a.printings[0].set() == "CMM");
    CHECK(value(game, a.printings[0], "types") == "Artifact");
    // Scryfall's list and its type line, split into the words the pack knows.
    const auto scryfall = tempFile("scryfall.json", R"({"object": "list", "data": [
        {"name": "Atraxa, Praetors' Voice", "set": "2xm", "collector_number": "190",
         "rarity": "mythic", "type_line": "Legendary Creature — Phyrexian Angel Horror",
         "color_identity": ["W", "U", "B", "G"], "keywords": ["Flying", "Proliferate"],
         "layout": "normal"},
        {"name": "Treasure", "set": "t2xm", "collector_number": "1", "layout": "token",
         "type_line": "Token Artifact — Treasure"}]})");
    auto b = readOk(scryfall, game);
    REQUIRE(b.printings.size() == 1);
    const auto& atraxa = b.printings[0];
    CHECK(value(game, atraxa, "supertypes") == "Legendary");
    CHECK(value(game, atraxa, "types") == "Creature");
    CHECK(value(game, atraxa, "colour-identity") == "WUBG");
    CHECK(atraxa.rarity() == "Mythic");
    CHECK(b.notes.front().find("1 record of token") != std::string::npos);
    std::filesystem::remove(mtgjson);
    std::filesystem::remove(scryfall);
}

namespace {

const char* const kPack = R"(<game-pack format="1" id="tiny" name="Tiny Game">
  <fields>
    <field id="kind" label="Kind" type="enum" required="true"><value>Unit</value><value>Spell</value></field>
    <field id="power" label="Power" type="integer"/>
  </fields>
  <import format="json" id="tiny-json">
    <records path="cards[]"/>
    <map to="name" from="title"/>
    <map to="set" from="set.code"/>
    <map to="set" value="PROMO"/>
    <map to="number" from="no"/>
    <map to="kind" from="kind"><value from="u" to="Unit"/></map>
    <map to="power" from="stats[1]"/>
    <map to="text" from="lines[]" join=" / "/>
  </import>
  <formats><format id="f"><deck-size id="s" min="1"/></format></formats>
</game-pack>)";

} // namespace

TEST_CASE("A JSON mapping reads nested members, elements and constants") {
    const auto game = packFrom(kPack);
    const auto file = tempFile("tiny.json", R"({"cards": [
  {"title": "Ann", "set": {"code": "AAA"}, "no": 1, "kind": "u", "stats": [3, 7],
   "lines": ["One.", "Two."]},
  {"title": "Bob", "no": "2", "kind": "Spell"}
]})");
    auto data = readOk(file, game);
    REQUIRE(data.printings.size() == 2);
    CHECK(data.printings[0].set() == "AAA");
    CHECK(data.printings[0].number() == "1");
    CHECK(value(game, data.printings[0], "kind") == "Unit");
    CHECK(value(game, data.printings[0], "power") == "7");
    CHECK(data.printings[0].numbers[static_cast<std::size_t>(game.fieldIndex("power"))] == 7);
    CHECK(data.printings[0].text() == "One. / Two.");
    CHECK(data.printings[1].set() == "PROMO"); // no set.code: the next map's value
    CHECK(data.printings[0].origin.line == 2);
    CHECK(data.printings[1].origin.line == 4);
    std::filesystem::remove(file);
}

TEST_CASE("A JSON record's errors name the file, the record and the field") {
    const auto game = packFrom(kPack);
    const auto file = tempFile("bad.json", R"({"cards": [
  {"title": "Ann", "no": 1, "kind": "Dragon", "stats": [0, "x"]},
  {"title": "Bob", "kind": "Unit"}
]})");
    auto data = io::readCardData(file, game);
    REQUIRE(data.errors.size() == 3);
    CHECK_FALSE(data.broken); // bad records, not a bad file: --skip-bad imports the rest
    const std::string first = data.errors[0].str();
    CHECK(first.find(file + ":2:3: record cards[0] (card 'Ann'): field kind from 'kind'") == 0);
    CHECK(first.find("Dragon") != std::string::npos);
    CHECK(data.errors[1].str().find("record cards[0] (card 'Ann'): field power from 'stats[1]'") !=
          std::string::npos);
    CHECK(data.errors[2].str().find(":3:3: record cards[1] (card 'Bob'): no number (read from: "
                                    "no)") != std::string::npos);
    std::filesystem::remove(file);
}

TEST_CASE("A JSON file none of whose places a mapping names, or not JSON at all, is refused") {
    const auto game = packFrom(kPack);
    const auto other = tempFile("other.json", R"({"data": [{"name": "x"}]})");
    auto a = io::readCardData(other, game);
    REQUIRE(a.errors.size() == 1);
    CHECK(a.broken);
    CHECK(a.errors[0].message.find("no card records here") != std::string::npos);
    CHECK(a.errors[0].message.find("cards[]") != std::string::npos);
    const auto broken = tempFile("broken.json", "{\"cards\": [\n  {\"title\": \"Ann\",,}\n]}");
    auto b = io::readCardData(broken, game);
    REQUIRE(b.errors.size() == 1);
    CHECK(b.broken);
    CHECK(b.errors[0].where.line == 2);
    CHECK(b.errors[0].message.find("not well-formed JSON") == 0);
    std::filesystem::remove(other);
    std::filesystem::remove(broken);
}

TEST_CASE("A game pack's JSON mapping is checked when the pack is read") {
    auto bad = io::readGamePack(R"(<game-pack format="1" id="t" name="T">
  <import format="json">
    <records path="cards[x]"/>
    <map to="name" from="a..b"/>
    <map to="set" from="@s"/>
    <map to="bogus" value="1"/>
    <map to="number" from="n" match="("/>
  </import>
  <card-source url="ftp://example.org/cards.json"/>
  <formats><format id="f"><deck-size id="s" min="1"/></format></formats>
</game-pack>)",
                                "game.xml");
    REQUIRE_FALSE(bad.ok());
    std::string all;
    for (const auto& e : bad.errors)
        all += e.str() + "\n";
    INFO(all);
    CHECK(all.find("game.xml:3:5: <records> path=\"cards[x]\"") != std::string::npos);
    CHECK(all.find("game.xml:4:5: <map> from=\"a..b\": an empty step") != std::string::npos);
    CHECK(all.find("reads the printing (@), and the mapping has no <printings>") !=
          std::string::npos);
    CHECK(all.find("to=\"bogus\" is not a field of the game") != std::string::npos);
    CHECK(all.find("match=\"(\" is not a regular expression") != std::string::npos);
    CHECK(all.find("<card-source> url=\"ftp://example.org/cards.json\"") != std::string::npos);
}

TEST_CASE("Every example pack names where its game's card data is published") {
    for (const char* id : {"pokemon", "yugioh", "lorcana", "onepiece", "fab", "commander"}) {
        INFO(id);
        const auto game = example(id);
        CHECK_FALSE(game.cardSources.empty());
        CHECK_FALSE(game.dataMappings.empty());
        for (const auto& s : game.cardSources)
            CHECK(s.url.rfind("https://", 0) == 0);
    }
}
