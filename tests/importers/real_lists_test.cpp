// SPDX-License-Identifier: GPL-3.0-or-later

// The lists players of popular games have, as real files from public repositories hold them
// (tests/data/real/SOURCES says where each comes from), read through the example packs'
// <deck-lists> (resources/examples): .ydk files and ydke:// codes, Pokémon TCG Live exports,
// Lorcana's joined names, ONE PIECE card numbers, Fabrary's lists, Arena's About block, a text
// list saved as .dek and double-faced names. Every count below was taken from the file itself
// (by reading it, or for a ydke code by decoding it with another program), not from what
// Deckhand makes of it. The card data is made here, from the names, sets and numbers the lists
// themselves give (the packs carry no cards).
#include "deckhand/core/resolve.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/game_pack.hpp"
#include "support/game_packs.hpp"

#include <catch2/catch.hpp>
#include <cctype>
#include <filesystem>
#include <fmt/format.h>
#include <map>
#include <set>

using namespace deckhand;

namespace {

std::string real(const std::string& path) {
    return std::string(DECKHAND_TEST_DATA) + "/real/decks/" + path;
}

core::Game example(const std::string& id) {
    return test::examplePack(id);
}

// A catalogue of the game from a card CSV written here.
struct Cards {
    core::Game game;
    core::CardCatalogue catalogue;
    Cards(core::Game g, const std::string& csv) : game(std::move(g)), catalogue(game) {
        auto printings = io::readCardCsv(csv, game, "cards.csv");
        INFO((printings.errors.empty() ? "" : printings.errors.front().str()));
        REQUIRE(printings.ok());
        REQUIRE(catalogue.add(std::move(printings.value)).empty());
    }
};

// One section as a user sees it: how many lines, how many cards, the first and last line.
struct Section {
    std::size_t lines = 0;
    int cards = 0;
    std::string first, last;
};

std::map<std::string, Section> sections(const core::Deck& deck) {
    std::map<std::string, Section> out;
    for (const auto& s : deck.sections) {
        auto& r = out[s.id];
        r.lines = s.entries.size();
        r.cards = s.cardCount();
        const auto line = [](const core::DeckEntry& e) {
            return std::to_string(e.quantity) + " " + (e.printing ? e.printing->name() : e.name);
        };
        if (!s.entries.empty()) {
            r.first = line(s.entries.front());
            r.last = line(s.entries.back());
        }
    }
    return out;
}

core::DeckList readFile(const std::string& path) {
    auto list = io::readDeckFile(real(path));
    INFO((list.errors.empty() ? "" : list.errors.front().str()));
    REQUIRE(list.ok());
    return list.value;
}

core::Deck resolved(const core::DeckList& list, const core::CardCatalogue& cards) {
    auto deck = core::resolveDeck(list, cards);
    for (const auto& e : deck.errors)
        UNSCOPED_INFO(e.str());
    REQUIRE(deck.ok());
    return deck.value;
}

std::string slurp(const std::string& path) {
    auto bytes = io::readWholeFile(real(path));
    REQUIRE(bytes.ok());
    return bytes.value;
}

// Yu-Gi-Oh! card data for every passcode of a .ydk: "Card 36521307", kind as the section it is
// listed in needs (an Extra Deck monster where the file lists it in #extra).
std::string yugiohCards(const std::string& ydk, const std::set<std::string>& leaveOut = {}) {
    std::string csv = "name,set,number,kind,passcode\n";
    std::set<std::string> seen;
    std::string section;
    int n = 0;
    std::size_t pos = 0;
    while (pos < ydk.size()) {
        const auto eol = std::min(ydk.find('\n', pos), ydk.size());
        std::string line(core::trim(std::string_view(ydk).substr(pos, eol - pos)));
        pos = eol + 1;
        if (line == "#main" || line == "#extra" || line == "!side") section = line;
        if (line.empty() || line[0] == '#' || line[0] == '!') continue;
        // Card data writes passcodes without the leading zeros some .ydk lines have.
        const std::string code = std::to_string(std::stoul(line));
        if (!seen.insert(code).second || leaveOut.count(code)) continue;
        csv += fmt::format("Card {},YDK,{:03},{},{}\n", code, ++n,
                           section == "#extra" ? "Fusion Monster" : "Effect Monster", code);
    }
    return csv;
}

} // namespace

TEST_CASE("real lists: a .ydk of 44 + 15 + 8 passcodes, leading zeros and all, resolved by the "
          "pack's passcode field") {
    const core::DeckList list = readFile("ydk/mathmech_deck.ydk");
    Cards cards(example("yugioh"), yugiohCards(slurp("ydk/mathmech_deck.ydk")));
    const core::Deck deck = resolved(list, cards.catalogue);
    const auto s = sections(deck);
    REQUIRE(s.size() == 3);
    // #main: 44 lines, 21 runs of one passcode; the first 36521307 three times, the last
    // 6637331 three times.
    CHECK(s.at("main").cards == 44);
    CHECK(s.at("main").lines == 21);
    CHECK(s.at("main").first == "3 Card 36521307");
    CHECK(s.at("main").last == "3 Card 6637331");
    // #extra: 15 lines, 85692042 twice in a row; 04280258 written with its zero.
    CHECK(s.at("extra").cards == 15);
    CHECK(s.at("extra").lines == 14);
    CHECK(s.at("extra").first == "1 Card 24842059");
    CHECK(s.at("extra").last == "1 Card 88021907");
    // !side: 18144506 once, 08267140 and 90846359 three times each, 43262273 once.
    CHECK(s.at("side").cards == 8);
    CHECK(s.at("side").lines == 4);
    CHECK(s.at("side").first == "1 Card 18144506");
    CHECK(s.at("side").last == "1 Card 43262273");
    CHECK(deck.findSection("extra")->entries[11].printing->name() == "Card 4280258");

    SECTION("an unknown passcode is named with its line, never read as a quantity") {
        Cards fewer(example("yugioh"),
                    yugiohCards(slurp("ydk/mathmech_deck.ydk"), {"14558127", "8267140"}));
        auto bad = core::resolveDeck(list, fewer.catalogue);
        REQUIRE(bad.errors.size() == 2);
        // 14558127 first stands on line 37 (three copies: one line); 08267140 on line 65.
        CHECK(bad.errors[0].str() == real("ydk/mathmech_deck.ydk") +
                                         ":37:1: no Yu-Gi-Oh! Trading Card Game card has "
                                         "passcode 14558127.");
        CHECK(bad.errors[1].str().find(":65:1: ") != std::string::npos);
        CHECK(bad.errors[1].str().find("passcode 08267140") != std::string::npos);
        for (const auto& e : bad.errors)
            CHECK(e.message.find("quantity") == std::string::npos);
    }
    SECTION("written as .ydk and as a ydke code, it reads back the same") {
        for (const auto format : {io::DeckFormat::Ydk, io::DeckFormat::Ydke}) {
            int missing = 0;
            const std::string written = io::writeDeck(deck, cards.game, format, &missing);
            CHECK(missing == 0);
            CHECK(io::sniffDeckFormat(written) == format);
            auto again = io::readDeck(written, format, "again");
            REQUIRE(again.ok());
            const core::Deck back = resolved(again.value, cards.catalogue);
            CHECK(sections(back).at("main").lines == 21);
            CHECK(sections(back).at("main").cards == 44);
            CHECK(sections(back).at("extra").cards == 15);
            CHECK(sections(back).at("side").cards == 8);
        }
    }
    SECTION("saved under another name, its content says it is a .ydk") {
        CHECK(io::deckFormatByContent(slurp("ydk/mathmech_deck.ydk"), "mathmech.txt") ==
              io::DeckFormat::Ydk);
        CHECK(io::sniffDeckFormat(slurp("ydk/mathmech_deck.ydk")) == io::DeckFormat::Ydk);
    }
}

TEST_CASE("real lists: a .ydk without '#created by' and a ydke code, main!extra!side!") {
    const core::DeckList ydk = readFile("ydk/scm_example.ydk");
    Cards cards(example("yugioh"), yugiohCards(slurp("ydk/scm_example.ydk")));
    const auto s = sections(resolved(ydk, cards.catalogue));
    // #main 9 passcodes in 5 runs, #extra 4, !side 3 (27204311 twice).
    CHECK(s.at("main").cards == 9);
    CHECK(s.at("main").lines == 5);
    CHECK(s.at("main").first == "1 Card 91073013");
    CHECK(s.at("main").last == "1 Card 92248362");
    CHECK(s.at("extra").cards == 4);
    CHECK(s.at("side").cards == 3);
    CHECK(s.at("side").lines == 2);

    // The code decodes (Python's base64 and struct '<I') to 40 main passcodes in 22 runs, 15
    // extra, 15 side in 8 runs; first and last as below.
    const std::string code = slurp("ydke/scm_example.ydke");
    CHECK(io::sniffDeckFormat(code) == io::DeckFormat::Ydke);
    auto list = io::readDeck(code, io::DeckFormat::Ydke, "pasted");
    REQUIRE(list.ok());
    const core::Deck deck = core::unresolvedDeck(list.value);
    const auto d = sections(deck);
    CHECK(d.at("main").cards == 40);
    CHECK(d.at("main").lines == 22);
    CHECK(d.at("main").first == "2 32061192");
    CHECK(d.at("main").last == "1 94722358");
    CHECK(d.at("extra").cards == 15);
    CHECK(d.at("extra").lines == 15);
    CHECK(d.at("extra").first == "1 21848500");
    CHECK(d.at("side").cards == 15);
    CHECK(d.at("side").lines == 8);
    CHECK(d.at("side").last == "1 12444060");
    // Written back unresolved, the code is the same code.
    CHECK(io::writeDeck(deck, cards.game, io::DeckFormat::Ydke) ==
          std::string(core::trim(code)) + "\n");

    SECTION("a code that is cut short names the deck it lacks") {
        auto cut = io::readDeck("ydke://CDfpAQg36QE=!", io::DeckFormat::Ydke, "pasted");
        REQUIRE(cut.errors.size() == 1);
        CHECK(cut.errors[0].message.find("before its extra deck") != std::string::npos);
    }
}

TEST_CASE("real lists: a Pokémon TCG Live / Limitless export, its set and number picking the "
          "printing") {
    const core::DeckList list = readFile("ptcgl/limitless_example.txt");
    // Two printings of Charcadet (SSP 32, PAR 26): the list names each.
    Cards cards(example("pokemon"), R"(name,set,number,supertype,subtype
Charcadet,SSP,32,Pokémon,Basic
Charcadet,PAR,26,Pokémon,Basic
Ceruledge ex,SSP,36,Pokémon,Stage 1
Solrock,MEG,75,Pokémon,Basic
Lunatone,MEG,74,Pokémon,Basic
Squawkabilly ex,PAL,169,Pokémon,Basic
Fezandipiti ex,SFA,38,Pokémon,Basic
Carmine,TWM,145,Trainer,Supporter
Boss's Orders,MEG,114,Trainer,Supporter
Professor's Research,JTG,155,Trainer,Supporter
Briar,SCR,132,Trainer,Supporter
Professor Turo's Scenario,PAR,171,Trainer,Supporter
Ultra Ball,MEG,131,Trainer,Item
Nest Ball,SVI,181,Trainer,Item
Night Stretcher,SFA,61,Trainer,Item
Earthen Vessel,PAR,163,Trainer,Item
Fighting Gong,MEG,116,Trainer,Item
Pal Pad,SVI,182,Trainer,Item
Jamming Tower,TWM,153,Trainer,Stadium
Basic Fighting Energy,SVE,22,Energy,Basic
Basic Fire Energy,SVE,18,Energy,Basic
Jet Energy,PAL,190,Energy,Special
Mist Energy,TEF,161,Energy,Special
Legacy Energy,TWM,167,Energy,Special
)");
    const core::Deck deck = resolved(list, cards.catalogue);
    const auto s = sections(deck);
    // "Pokémon: 13", "Trainer: 27", "Energy: 20" group one deck: 24 lines, 60 cards.
    REQUIRE(s.size() == 1);
    CHECK(s.at("main").lines == 24);
    CHECK(s.at("main").cards == 60);
    CHECK(s.at("main").first == "3 Charcadet");
    CHECK(s.at("main").last == "1 Legacy Energy");
    const auto& entries = deck.sections.front().entries;
    CHECK(entries[0].printing->set() == "SSP");
    CHECK(entries[1].printing->set() == "PAR");
    // "10 Fighting Energy SVE 22": the card data names it Basic Fighting Energy.
    CHECK(entries[19].quantity == 10);
    CHECK(entries[19].printing->name() == "Basic Fighting Energy");

    SECTION("written as PTCG Live writes it") {
        const std::string out = io::writeDeck(deck, cards.game, io::DeckFormat::Ptcgl);
        CHECK(out.starts_with("Pokémon: 13\n3 Charcadet SSP 32\n1 Charcadet PAR 26\n"));
        CHECK(out.find("\nTrainer: 27\n3 Carmine TWM 145\n") != std::string::npos);
        CHECK(out.find("\nEnergy: 20\n10 Basic Fighting Energy SVE 22\n") != std::string::npos);
        CHECK(out.ends_with("1 Legacy Energy TWM 167\n\nTotal Cards: 60\n"));
        auto again = io::readDeck(out, io::DeckFormat::Text, "again");
        REQUIRE(again.ok());
        CHECK(sections(resolved(again.value, cards.catalogue)).at("main").cards == 60);
    }
    SECTION("basic Energy as PTCG Live names it, 'PH', and the count line") {
        auto typed = io::readDeck("Energy: 14\n8 Basic {F} Energy SVE 22\n2 Basic {R} Energy\n"
                                  "4 Charcadet SSP 32 PH\n\nTotal Cards: 14\n",
                                  io::DeckFormat::Text, "typed");
        REQUIRE(typed.ok());
        const core::Deck d = resolved(typed.value, cards.catalogue);
        const auto& e = d.sections.front().entries;
        REQUIRE(e.size() == 3);
        CHECK(e[0].printing->name() == "Basic Fighting Energy");
        CHECK(e[1].printing->name() == "Basic Fire Energy");
        CHECK(e[2].finish == "parallel");
        CHECK(io::writeDeck(d, cards.game, io::DeckFormat::Ptcgl).find("4 Charcadet SSP 32 PH") !=
              std::string::npos);
    }
}

TEST_CASE("real lists: a French Pokémon TCG Live export, 'PH' and basic Energy as {L}") {
    const core::DeckList list = readFile("ptcgl/decklist.fr.txt");
    Cards cards(example("pokemon"), R"(name,set,number,supertype,subtype
Iron Treads,TEF,118,Pokémon,Basic
Iron Crown ex,TEF,81,Pokémon,Basic
Iron Hands ex,PAR,70,Pokémon,Basic
Latias ex,SSP,76,Pokémon,Basic
Iron Leaves ex,TEF,25,Pokémon,Basic
Fezandipiti ex,SFA,38,Pokémon,Basic
Pikachu ex,SSP,57,Pokémon,Basic
Iron Bundle,PAR,56,Pokémon,Basic
Joltik,SCR,50,Pokémon,Basic
Area Zero Underdepths,SCR,131,Trainer,Stadium
Area Zero Underdepths,SCR,174,Trainer,Stadium
Crispin,SCR,133,Trainer,Supporter
Future Booster Energy Capsule,TEF,149,Trainer,Pokémon Tool
Techno Radar,PAR,180,Trainer,Item
Night Stretcher,SFA,61,Trainer,Item
Super Rod,PAL,188,Trainer,Item
Pokégear 3.0,SVI,186,Trainer,Item
Nest Ball,SVI,181,Trainer,Item
Precious Trolley,SSP,185,Trainer,Item
Boss's Orders,PAL,172,Trainer,Supporter
Arven,SVI,166,Trainer,Supporter
Basic Lightning Energy,SVE,12,Energy,Basic
Basic Grass Energy,SVE,9,Energy,Basic
Basic Metal Energy,SVE,16,Energy,Basic
)");
    const core::Deck deck = resolved(list, cards.catalogue);
    const auto s = sections(deck);
    // "Pokémon : 9", "Dresseur: 12", "Énergie : 3" (French headers, a no-break space before
    // the colon; their figures count lines, not cards) group one deck of 24 lines: 17 + 28 +
    // 15 = 60 cards, as "Total de cartes : 60" says.
    REQUIRE(s.size() == 1);
    CHECK(s.at("main").lines == 24);
    CHECK(s.at("main").cards == 60);
    CHECK(s.at("main").first == "1 Iron Treads");
    CHECK(s.at("main").last == "2 Basic Metal Energy");
    const auto& e = deck.sections.front().entries;
    // "2 Techno Radar PAR 180 PH": a parallel holo; the two Area Zero Underdepths by number.
    CHECK(e[12].printing->name() == "Techno Radar");
    CHECK(e[12].finish == "parallel");
    CHECK(e[9].printing->number() == "131");
    CHECK(e[17].printing->number() == "174");
    // "7 Basic {L} Energy SVE 12", "6 Basic {G} Energy SVE 9", "2 Basic {M} Energy SVE 16".
    CHECK(e[21].quantity == 7);
    CHECK(e[21].printing->name() == "Basic Lightning Energy");
    CHECK(e[22].printing->name() == "Basic Grass Energy");
    CHECK(e[23].printing->name() == "Basic Metal Energy");
}

TEST_CASE("real lists: Lorcana names joined with their version, as Dreamborn writes them") {
    const core::DeckList list = readFile("lorcana/dreamborn_example.txt");
    Cards cards(example("lorcana"), R"(name,set,number,version,ink,type
Elsa,1,42,Spirit of Winter,Amethyst,Character
Elsa,1,41,Snow Queen,Amethyst,Character
Magic Broom,3,44,Illuminary Keeper,Amethyst,Character
Diablo,2,39,Obedient Raven,Amethyst,Character
Mr. Smee,1,120,Bumbling Mate,Ruby,Character
Anna,4,1,True-Hearted,Amber,Character
Pete,5,90,Games Referee,Emerald,Character
Merlin,3,50,Goat,Amethyst,Character
)");
    const core::Deck deck = resolved(list, cards.catalogue);
    const auto s = sections(deck);
    // 7 lines, 22 cards; "Name, Version" and "Name - Version" both.
    CHECK(s.at("main").lines == 7);
    CHECK(s.at("main").cards == 22);
    const auto& e = deck.sections.front().entries;
    CHECK(e[0].printing->values[static_cast<std::size_t>(cards.game.fieldIndex("version"))] ==
          "Spirit of Winter");
    CHECK(e[2].printing->name() == "Diablo");
    CHECK(e[4].finish == "etched"); // "*E*"
    // Written, the list joins them the pack's first way.
    const std::string text = io::writeDeck(deck, cards.game, io::DeckFormat::Text);
    CHECK(text.find("\n1 Elsa - Spirit of Winter (1) 42\n") != std::string::npos);
    SECTION("the name alone is ambiguous: Elsa has two versions") {
        auto bare = io::readDeck("4 Elsa\n", io::DeckFormat::Text, "bare");
        REQUIRE(bare.ok());
        auto d = core::resolveDeck(bare.value, cards.catalogue);
        REQUIRE(d.errors.size() == 1);
        CHECK(d.errors[0].message.find("ambiguous") != std::string::npos);
        auto joined = io::readDeck("4 Elsa - Snow Queen\n", io::DeckFormat::Text, "joined");
        REQUIRE(joined.ok());
        CHECK(resolved(joined.value, cards.catalogue)
                  .sections.front()
                  .entries[0]
                  .printing->number() == "41");
    }
}

namespace {

// ONE PIECE card data for the cards of the Egman list (number and name as it writes them;
// OP02-015, which only the OPTCGSim list names, gets a name made here). The Leader is OP12-001.
std::string onePieceCards() {
    return R"(name,set,number,type,colour
Silvers Rayleigh,OP12,OP12-001,Leader,Red
Nami,OP01,OP01-016,Character,Red
Buggy,OP03,OP03-008,Character,Red
Sanji,OP01,OP01-013,Character,Red
Sanji,OP10,OP10-005,Character,Red
Gum-Gum King Kong Gatling,OP06,OP06-018,Event,Red
Gum-Gum Mole Pistol,ST21,ST21-017,Event,Red
Shakuyaku,OP12,OP12-006,Character,Red
Jinbe,OP12,OP12-009,Character,Red
Boa Hancock,OP12,OP12-014,Character,Red
Monkey.D.Luffy,OP12,OP12-015,Character,Red
To Never Doubt--That Is Power!,OP12,OP12-016,Event,Red
Color of Observation Haki,OP12,OP12-017,Event,Red
Color of the Supreme King Haki,OP12,OP12-018,Event,Red
Color of Arms Haki,OP12,OP12-019,Event,Red
Roronoa Zoro,OP01,OP01-025,Character,Red
Made-up OP02-015,OP02,OP02-015,Character,Red
)";
}

} // namespace

TEST_CASE("real lists: ONE PIECE by card number, Egman's and OPTCGSim's, the Leader placed") {
    Cards cards(example("onepiece"), onePieceCards());
    SECTION("Egman: '4 OP01-016 Nami', the Leader last") {
        const core::Deck deck = resolved(readFile("onepiece/egman_example.txt"), cards.catalogue);
        const auto s = sections(deck);
        // 16 lines, 51 cards: 15 lines (50 cards) of the main deck, OP12-001 the Leader.
        CHECK(s.at("main").lines == 15);
        CHECK(s.at("main").cards == 50);
        CHECK(s.at("main").first == "4 Nami");
        CHECK(s.at("main").last == "2 Roronoa Zoro");
        CHECK(s.at("leader").cards == 1);
        CHECK(s.at("leader").first == "1 Silvers Rayleigh");
        // The two Sanjis are two cards, by number.
        CHECK(deck.sections.front().entries[2].printing->number() == "OP01-013");
        CHECK(deck.sections.front().entries[3].printing->number() == "OP10-005");
    }
    SECTION("OPTCGSim: '4xOP01-016', the Leader first") {
        const core::Deck deck =
            resolved(readFile("onepiece/optcgsim_example.txt"), cards.catalogue);
        const auto s = sections(deck);
        CHECK(s.at("main").lines == 15);
        CHECK(s.at("main").cards == 50);
        CHECK(s.at("main").first == "4 Nami");
        CHECK(s.at("main").last == "1 Gum-Gum Mole Pistol");
        CHECK(s.at("leader").first == "1 Silvers Rayleigh");
    }
    SECTION("a number whose name the line gets wrong") {
        auto wrong = io::readDeck("4 OP01-016 Sanji\n", io::DeckFormat::Text, "wrong");
        REQUIRE(wrong.ok());
        auto d = core::resolveDeck(wrong.value, cards.catalogue);
        REQUIRE(d.errors.size() == 1);
        CHECK(d.errors[0].message == "OP01-016 is 'Nami', not 'Sanji'.");
    }
}

TEST_CASE("real lists: a Fabrary export, its hero, arena cards and pitch in words") {
    const core::DeckList list = readFile("fab/fabrary_example.txt");
    std::string csv = "name,set,number,type,pitch,class\n"
                      "\"Cindra, Dracai of Retribution\",DTD,001,Hero,,Ninja\n";
    // Every card of the file, pitch 1 for (red), 2 (yellow), 3 (blue); a second pitch of Snatch
    // so that "(red)" has something to choose from.
    const std::string text = slurp("fab/fabrary_example.txt");
    int n = 1;
    bool arena = false;
    for (std::size_t pos = 0; pos < text.size();) {
        const auto eol = std::min(text.find('\n', pos), text.size());
        const std::string line = text.substr(pos, eol - pos);
        pos = eol + 1;
        if (line == "Arena cards") arena = true;
        if (line == "Deck cards") arena = false;
        const auto x = line.find("x ");
        if (x == std::string::npos || x > 2 || !std::isdigit(static_cast<unsigned char>(line[0])))
            continue;
        std::string name = line.substr(x + 2);
        std::string pitch;
        for (const auto& [word, value] :
             {std::pair{" (red)", "1"}, std::pair{" (yellow)", "2"}, std::pair{" (blue)", "3"}})
            if (name.ends_with(word)) {
                name.erase(name.size() - std::string_view(word).size());
                pitch = value;
            }
        csv += fmt::format("\"{}\",TST,{:03},{},{},Generic\n", name, ++n,
                           arena ? "Equipment" : "Action", pitch);
    }
    csv += "Snatch,TST,900,Action,3,Generic\n";
    Cards cards(example("fab"), csv);
    const core::Deck deck = resolved(list, cards.catalogue);
    CHECK(deck.name == "Sweden National Championship 2025 1st \xF0\x9F\x87\xB8\xF0\x9F\x87\xAA");
    const auto s = sections(deck);
    // Hero: Cindra; Arena cards 8 lines (9 cards), Deck cards 30 lines (71 cards): one section.
    CHECK(s.at("hero").first == "1 Cindra, Dracai of Retribution");
    CHECK(s.at("main").lines == 38);
    CHECK(s.at("main").cards == 80);
    CHECK(s.at("main").first == "1 Blood Splattered Vest");
    CHECK(s.at("main").last == "3 Throw Dagger");
    // "2x Snatch (red)" is the pitch 1 printing, not the blue one.
    const auto& main = deck.findSection("main")->entries;
    const auto snatch = std::find_if(main.begin(), main.end(),
                                     [](const auto& e) { return e.printing->name() == "Snatch"; });
    REQUIRE(snatch != main.end());
    CHECK(snatch->printing->values[static_cast<std::size_t>(cards.game.fieldIndex("pitch"))] ==
          "1");
    // "Format: Classic Constructed" and the link are notes; "Made with ..." is left out.
    CHECK(deck.notes.find("Format: Classic Constructed") != std::string::npos);
    CHECK(deck.notes.find("https://fabrary.net/decks/") != std::string::npos);
    CHECK(deck.notes.find("Made with") == std::string::npos);
    // Written, pitch is words again.
    CHECK(io::writeDeck(deck, cards.game, io::DeckFormat::Text).find("\n2 Snatch (red) (TST) ") !=
          std::string::npos);
}

namespace {

core::Game magic() {
    auto pack = io::readGamePack(R"(<game-pack format="1" id="mtg" name="Magic">
  <sections>
    <section id="main" name="Deck" aliases="Mainboard"/>
    <section id="side" name="Sideboard" counts="false"/>
    <section id="companion" name="Companion" counts="false"/>
  </sections>
  <formats><format id="any"><deck-size id="size" min="1"/></format></formats>
</game-pack>)",
                                 "mtg.xml");
    REQUIRE(pack.ok());
    return pack.value.game;
}

} // namespace

TEST_CASE("real lists: Magic Arena's About block, Moxfield's double-faced names, a .dek that is "
          "text") {
    SECTION("Arena: About, Name, Companion and Deck") {
        const core::DeckList list = readFile("arena/mtga_example.txt");
        CHECK(list.name == "Death & Taxes");
        const core::Game game = magic();
        const core::CardCatalogue none(game);
        auto deck = core::resolveDeck(list, none, nullptr, true);
        REQUIRE(deck.ok());
        const auto s = sections(deck.value);
        CHECK(s.at("companion").first == "1 Yorion, Sky Nomad");
        CHECK(s.at("main").lines == 4);
        CHECK(s.at("main").cards == 6);
    }
    SECTION("Moxfield: 'Front // Back (SET) NUM', whichever way the card data names them") {
        const core::DeckList list = readFile("arena/moxfield_example.txt");
        for (const char* witch : {"Witch Enchanter", "Witch Enchanter // Witch-Blessed Meadow"}) {
            Cards cards(magic(), fmt::format(R"(name,set,number
Ainok Bond-Kin,2X2,5
Pegasus Guardian // Rescue the Foal,CLB,36
{},MH3,239
Containment Priest,M21,13
Deafening Silence,MB2,9
)",
                                             witch));
            const auto s = sections(resolved(list, cards.catalogue));
            CHECK(s.at("main").lines == 3);
            CHECK(s.at("main").cards == 4);
            CHECK(s.at("main").last == std::string("2 ") + witch);
            CHECK(s.at("side").cards == 2);
        }
    }
    SECTION("a .dek that holds a text list is read as text") {
        CHECK(io::deckFormatByContent(slurp("dek/test.dek"), "test.dek") == io::DeckFormat::Text);
        const auto deck = core::unresolvedDeck(readFile("dek/test.dek"));
        const auto s = sections(deck);
        // 27 Island, 27 Mountain, 4 Treasure Hunt, 4 Lightning Storm.
        CHECK(s.at("main").lines == 4);
        CHECK(s.at("main").cards == 62);
    }
    SECTION("a .dek Magic Online wrote (its trade list), byte-order mark and all") {
        CHECK(io::deckFormatByContent(slurp("mtgo/Full Trade List-small-50cards.dek"),
                                      "Full Trade List-small-50cards.dek") == io::DeckFormat::Mtgo);
        const auto deck = core::unresolvedDeck(readFile("mtgo/Full Trade List-small-50cards.dek"));
        const auto s = sections(deck);
        // 50 <Cards> elements, all Sideboard="false", their Quantity summing to 501.
        REQUIRE(s.size() == 1);
        CHECK(s.at("main").lines == 50);
        CHECK(s.at("main").cards == 501);
        CHECK(s.at("main").first == "391 Event Ticket");
        CHECK(s.at("main").last == "2 Psychotic Haze");
        // Forest under three CatIDs (237, 251, 302): three lines, each with its own id.
        std::vector<std::string> forests;
        for (const auto& e : deck.sections.front().entries)
            if (e.name == "Forest") forests.push_back(e.ids.at("mtgo"));
        CHECK(forests == std::vector<std::string>{"237", "251", "302"});
    }
    SECTION("a Magic Online .dek is read as Magic Online's, by content") {
        const std::string dek = R"(<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="235" Quantity="4" Sideboard="false" Name="Swamp" Annotation="0" />
  <Cards CatID="0" Quantity="2" Sideboard="true" Name="Duress" Annotation="0" />
</Deck>
)";
        CHECK(io::deckFormatByContent(dek, "deck.dek") == io::DeckFormat::Mtgo);
        auto list = io::readDeck(dek, io::DeckFormat::Mtgo, "deck.dek");
        REQUIRE(list.ok());
        const auto deck = core::unresolvedDeck(list.value);
        CHECK(sections(deck).at("main").first == "4 Swamp");
        CHECK(sections(deck).at("side").first == "2 Duress");
        CHECK(deck.sections.front().entries.front().ids.at("mtgo") == "235");
        const std::string out = io::writeDeck(deck, magic(), io::DeckFormat::Mtgo);
        CHECK(out.find(R"(<Cards CatID="235" Quantity="4" Sideboard="false" Name="Swamp")") !=
              std::string::npos);
    }
}
