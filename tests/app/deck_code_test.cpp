// SPDX-License-Identifier: GPL-3.0-or-later

// Deck codes (docs/deck-codes.md): written from the bundled games' decks and read back, refused
// when a character is mistyped, and the codes earlier versions wrote (tests/data/deck-codes)
// read as the decks written out by hand below.
#include "../fuzz/fuzz_targets.hpp"
#include "bundled_library.hpp"
#include "cli_runner.hpp"
#include "deckhand/app/deck_session.hpp"
#include "deckhand/core/deck_code.hpp"
#include "deckhand/core/deck_hash.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/deck_formats.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace deckhand;
using namespace deckhand::test;
namespace fs = std::filesystem;

namespace {

const app::LoadedGame& bundled(const std::string& id) {
    const app::LoadedGame* g = bundledLibrary().find(id);
    REQUIRE(g);
    return *g;
}

core::Deck deckOf(const app::LoadedGame& g, const std::string& file) {
    auto list = io::readDeckFile(deckPath(g.game.id, file));
    REQUIRE(list.ok());
    auto deck = core::resolveDeck(list.value, g.catalogue);
    REQUIRE(deck.ok());
    return deck.value;
}

std::string codeOf(const app::LoadedGame& g, const core::Deck& deck) {
    auto code = core::encodeDeckCode(g.catalogue, deck);
    INFO((code.errors.empty() ? "" : code.errors.front().str()));
    REQUIRE(code.ok());
    return code.value;
}

Result<core::Deck> decode(const app::LoadedGame& g, const std::string& code,
                          std::vector<std::string>* notes = nullptr) {
    auto contents = core::readDeckCode(code);
    if (!contents.ok()) return {{}, contents.errors};
    return core::deckFromCode(contents.value, g.catalogue, notes);
}

std::string allErrors(const std::vector<ParseError>& errors) {
    std::string s;
    for (const auto& e : errors)
        s += e.str() + "\n";
    return s;
}

// The deck as "section: qty name (set number)" lines, in its order: what the user sees.
std::vector<std::string> lines(const core::Deck& deck) {
    std::vector<std::string> out;
    for (const auto& s : deck.sections)
        for (const auto& e : s.entries) {
            REQUIRE(e.printing);
            out.push_back(s.id + ": " + std::to_string(e.quantity) + " " + e.printing->label());
        }
    return out;
}

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

} // namespace

TEST_CASE("deck code: the checksum is CRC-32 as zlib and PNG compute it") {
    CHECK(core::crc32("123456789") == 0xCBF43926u); // the check value of CRC-32/ISO-HDLC
    CHECK(core::crc32("") == 0u);
}

TEST_CASE("deck code: every bundled game's deck comes back card for card, printings kept") {
    for (const auto& [game, file] :
         std::vector<std::pair<std::string, std::string>>{{"plu", "legal.txt"},
                                                          {"linkframe", "legal.txt"},
                                                          {"vstage", "legal-overnumbered.txt"},
                                                          {"vstage", "legal-tokens.txt"},
                                                          {"bankroll", "legal.txt"},
                                                          {"power", "custom-legal.txt"}}) {
        INFO(game << " " << file);
        const auto& g = bundled(game);
        const core::Deck deck = deckOf(g, file);
        const std::string code = codeOf(g, deck);
        CHECK(code.rfind("DH", 0) == 0);
        CHECK(code.find_first_not_of(kAlphabet) == std::string::npos); // URL-safe as it is
        auto back = decode(g, code);
        INFO(allErrors(back.errors));
        REQUIRE(back.ok());
        CHECK(lines(back.value) == lines(deck));
        CHECK(core::deckHash(game, back.value) == core::deckHash(game, deck));
        CHECK(back.value.name == deck.name);
        CHECK(core::readDeckCode(code).value.version == 2); // what this build writes
    }
}

TEST_CASE("deck code: version 2 keeps every name and text as written, whatever its letters") {
    core::DeckCodeContents c;
    c.game = "x-game_2";
    c.name = "mIXed CASE: 'Deck' #1 — Ünïcode 日本";
    c.fields = {"name", "set", "number"};
    c.sections = {
        {"main",
         {{1, "S.A.M. MIM-23 Hawk", {"VS00", "041/040"}, "", ""},
          {999, "Lim-D\xc3\xbbl's Vault, the \"Old\" & new!", {"a b", ""}, "pls2", "7z/\x01"},
          {2, "iron palm", {"", "x"}, "", ""}}},
        {"side", {}}};
    const std::string code = core::writeDeckCode(c);
    auto back = core::readDeckCode(code);
    INFO(allErrors(back.errors));
    REQUIRE(back.ok());
    CHECK(back.value.version == 2);
    CHECK(back.value.game == c.game);
    CHECK(back.value.name == c.name);
    CHECK(back.value.fields == c.fields);
    REQUIRE(back.value.sections.size() == 2);
    CHECK(back.value.sections[1].id == "side");
    CHECK(back.value.sections[1].lines.empty());
    const auto& got = back.value.sections[0].lines;
    REQUIRE(got.size() == 3);
    for (std::size_t i = 0; i < got.size(); ++i) {
        const auto& want = c.sections[0].lines[i];
        CHECK(got[i].quantity == want.quantity);
        CHECK(got[i].name == want.name);
        CHECK(got[i].values == want.values);
        CHECK(got[i].set == want.set);
        CHECK(got[i].number == want.number);
    }
}

namespace {

// A Deckhand text list made of a real list's lines ("3 Charcadet SSP 32", Pokemon TCG Live's),
// as "3 Charcadet (SSP) 32" in one section, and a plu game whose cards are those printings.
struct RealList {
    core::Game game = bundled("plu").game;
    core::CardCatalogue catalogue{game};
    core::Deck deck;

    RealList(const std::string& file, int cards) {
        std::istringstream in(readAll(dataPath("real/decks/" + file)));
        std::string csv = "name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n";
        std::string list = "Main\n";
        int taken = 0;
        for (std::string line; std::getline(in, line) && taken < cards;) {
            std::istringstream words(line);
            int qty = 0;
            std::vector<std::string> w;
            for (std::string x; words >> x;)
                w.push_back(x);
            if (w.size() < 4 || !(std::istringstream(w[0]) >> qty)) continue; // a header
            std::string name;
            for (std::size_t i = 1; i + 2 < w.size(); ++i)
                name += (name.empty() ? "" : " ") + w[i];
            const std::string& set = w[w.size() - 2];
            const std::string& number = w.back();
            csv += "\"" + name + "\"," + set + "," + number + ",Common,Attack,Basic,Light,,,\n";
            list += std::to_string(qty) + " " + name + " (" + set + ") " + number + "\n";
            taken += qty;
        }
        REQUIRE(taken == cards);
        auto printings = io::readCardCsv(csv, game, "cards.csv");
        REQUIRE(printings.ok());
        REQUIRE(catalogue.add(std::move(printings.value)).empty());
        auto read = io::readDeck(list, io::DeckFormat::Text, "list.txt");
        REQUIRE(read.ok());
        auto resolved = core::resolveDeck(read.value, catalogue);
        REQUIRE(resolved.ok());
        deck = std::move(resolved.value);
        deck.name = "Ceruledge";
    }
};

// The lengths of a deck's code, of its version 1 code, and of its list as a player pastes it:
// "N Name" a line, and "N Name (SET) NUM" where the game tells cards apart by more than their
// names (then a list without printings would not say which cards).
struct Lengths {
    std::size_t code = 0, v1 = 0, list = 0;
};
Lengths lengths(const core::CardCatalogue& catalogue, const core::Deck& deck) {
    const core::Game& game = catalogue.game();
    auto code = core::encodeDeckCode(catalogue, deck);
    REQUIRE(code.ok());
    auto v1 = core::readDeckCode(code.value).value;
    v1.version = 1;
    const bool byName = game.identityDef(game.identity).fields.size() == 1;
    return {code.value.size(), core::writeDeckCode(v1).size(),
            io::writePasteText(deck, game,
                               byName ? io::PasteDialect::Plain : io::PasteDialect::SetNumber)
                .size()};
}

} // namespace

// docs/deck-codes.md has these figures.
TEST_CASE("deck code: a code is shorter than the list of its deck, and than its version 1 code") {
    for (const auto& [game, file] :
         std::vector<std::pair<std::string, std::string>>{{"plu", "kaito-blaze.txt"},
                                                          {"linkframe", "azure-crimson.txt"},
                                                          {"vstage", "starlight.txt"},
                                                          {"bankroll", "coupon-bank.txt"},
                                                          {"power", "artillery.txt"},
                                                          {"power", "infantry.txt"}}) {
        const auto& g = bundled(game);
        auto list =
            io::readDeckFile((fs::path(DECKHAND_RESOURCES_DIR) / "decks" / game / file).string());
        REQUIRE(list.ok());
        auto deck = core::resolveDeck(list.value, g.catalogue);
        REQUIRE(deck.ok());
        const Lengths n = lengths(g.catalogue, deck.value);
        INFO(game << "/" << file << ": code " << n.code << ", version 1 " << n.v1 << ", list "
                  << n.list);
        CHECK(n.code < n.v1);
        // Power's packs are 8 cards: the code's own 20-odd characters (its game, the deck's name,
        // the checksum) outweigh what it saves on 7 lines.
        if (game != "power")
            CHECK(n.code < n.list);
        else
            CHECK(n.code > n.list);
    }
    // A real Pokemon TCG Live list: its 40 Pokemon and Trainers, and all 60 cards.
    for (const int cards : {40, 60}) {
        const RealList real("ptcgl/limitless_example.txt", cards);
        const Lengths n = lengths(real.catalogue, real.deck);
        INFO(cards << " cards: code " << n.code << ", version 1 " << n.v1 << ", list " << n.list);
        CHECK(n.code < n.v1);
        CHECK(n.code < n.list);
    }
}

TEST_CASE("deck code: a printing is written only where the deck names another than the default") {
    const auto& g = bundled("plu");
    // Iron Palm's first printing by set is PLS1 007 (the default); PLS2 001 is a reprint.
    auto read = [&](const std::string& text) {
        auto list = io::readDeck(text, io::DeckFormat::Text, "t.txt");
        REQUIRE(list.ok());
        auto deck = core::resolveDeck(list.value, g.catalogue);
        REQUIRE(deck.ok());
        return deck.value;
    };
    const std::string plain = codeOf(g, read("3 Iron Palm\n"));
    const std::string reprint = codeOf(g, read("3 Iron Palm (PLS2) 001\n"));
    CHECK(plain.size() < reprint.size());
    CHECK(lines(decode(g, plain).value) ==
          std::vector<std::string>{"main: 3 Iron Palm (PLS1 007)"});
    CHECK(lines(decode(g, reprint).value) ==
          std::vector<std::string>{"main: 3 Iron Palm (PLS2 001)"});
}

TEST_CASE("deck code: every single-character substitution of a real code is refused") {
    const auto& g = bundled("plu");
    const std::string code = codeOf(g, deckOf(g, "legal.txt"));
    REQUIRE(decode(g, code).ok());
    std::string others(kAlphabet);
    others += "=+/. ~*";
    int tried = 0;
    for (std::size_t i = 0; i < code.size(); ++i)
        for (const char c : others) {
            if (c == code[i]) continue;
            std::string typo = code;
            typo[i] = c;
            ++tried;
            const auto read = core::readDeckCode(typo);
            if (read.ok()) FAIL("read with character " << i << " as '" << c << "': " << typo);
        }
    CHECK(tried == static_cast<int>(code.size()) * 70);
    // Cut short, or a character left out, it is refused too.
    CHECK_FALSE(core::readDeckCode(code.substr(0, code.size() - 1)).ok());
    CHECK_FALSE(core::readDeckCode(code.substr(0, 10) + code.substr(11)).ok());
}

TEST_CASE("deck code: what is wrong with a code is said, and a card the data lacks is named") {
    const auto& g = bundled("plu");
    CHECK(has(allErrors(core::readDeckCode("").errors), "empty"));
    CHECK(has(allErrors(core::readDeckCode("3 Iron Palm").errors), "not a Deckhand deck code"));
    CHECK(has(allErrors(core::readDeckCode("DHABCDEFGHIJKL!MNO").errors),
              "deck code:1:15: '!' is not a character"));
    CHECK(has(allErrors(core::readDeckCode("DHxyz").errors), "too short"));

    core::DeckCodeContents c;
    c.game = "plu";
    c.name = "Mixed";
    c.fields = {"name"};
    c.sections = {{"main",
                   {{3, "Iron Palm", {}, "", ""},
                    {2, "Nonexistent Punch", {}, "", ""},
                    {1, "Thunder Knee", {}, "PLS9", "099"}}}};
    auto deck = decode(g, core::writeDeckCode(c));
    REQUIRE_FALSE(deck.ok());
    const std::string why = allErrors(deck.errors);
    CHECK(has(why, "has no card Nonexistent Punch (2 copies in the code)"));
    CHECK_FALSE(has(why, "Iron Palm"));

    // A printing the reader lacks, of a card it has: the card's default printing stands in.
    c.sections[0].lines.erase(c.sections[0].lines.begin() + 1);
    std::vector<std::string> notes;
    deck = decode(g, core::writeDeckCode(c), &notes);
    REQUIRE(deck.ok());
    CHECK(lines(deck.value) == std::vector<std::string>{"main: 3 Iron Palm (PLS1 007)",
                                                        "main: 1 Thunder Knee (PLS1 014)"});
    REQUIRE(notes.size() == 1);
    CHECK(has(notes[0], "no printing PLS9 099 of Thunder Knee"));

    // A section the game does not have; a game whose cards are told apart otherwise.
    c.sections[0].id = "sideboard-x";
    CHECK(has(allErrors(decode(g, core::writeDeckCode(c)).errors), "no section 'sideboard-x'"));
    c.sections[0].id = "main";
    core::DeckCodeContents byNumber = c;
    byNumber.fields = {"name", "number"};
    for (auto& l : byNumber.sections[0].lines)
        l.values = {"7"};
    CHECK(has(allErrors(decode(g, core::writeDeckCode(byNumber)).errors),
              "tells cards apart by name + number, but your data of Powerline Ultra by name"));
    c.game = "vstage";
    CHECK(has(allErrors(decode(g, core::writeDeckCode(c)).errors), "a deck of 'vstage'"));

    // A later version of the format: refused, with which versions this build reads.
    c.game = "plu";
    c.version = core::kDeckCodeVersion + 1;
    CHECK(has(allErrors(core::readDeckCode(core::writeDeckCode(c)).errors),
              "version 3 deck code; this Deckhand reads versions 1 to 2"));
}

TEST_CASE("deck code: limits - an unknown card, too many copies - are said when writing") {
    const auto& g = bundled("plu");
    auto list = io::readDeck("3 Iron Palm\n2 Nonexistent Punch\n", io::DeckFormat::Text, "t.txt");
    REQUIRE(list.ok());
    auto deck = core::resolveDeck(list.value, g.catalogue, nullptr, true);
    REQUIRE(deck.ok());
    auto code = core::encodeDeckCode(g.catalogue, deck.value);
    REQUIRE_FALSE(code.ok());
    CHECK(has(allErrors(code.errors), "'Nonexistent Punch' is not a card of Powerline Ultra"));
    deck.value.sections[0].entries.erase(deck.value.sections[0].entries.begin() + 1);
    deck.value.sections[0].entries[0].quantity = 1000;
    CHECK(has(allErrors(core::encodeDeckCode(g.catalogue, deck.value).errors),
              "1000 copies of Iron Palm: a deck code holds 1 to 999"));
}

TEST_CASE("deck code: a deck whose code would pass 16,384 characters has none") {
    // A name of 85 katakana, 255 bytes: 13 bits a byte in version 2, some 550 characters a line.
    core::Game game = bundled("plu").game;
    core::CardCatalogue catalogue(game);
    std::string name;
    for (int i = 0; i < 85; ++i)
        name += "\xe3\x82\xab"; // カ
    auto cards =
        io::readCardCsv("name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n" +
                            name + ",T1,001,Common,Attack,Basic,Light,,,\n",
                        game, "cards.csv");
    REQUIRE(cards.ok());
    REQUIRE(catalogue.add(std::move(cards.value)).empty());
    core::Deck deck;
    auto& main = deck.section("main");
    for (int i = 0; i < 30; ++i) {
        core::DeckEntry e;
        e.quantity = 1;
        e.name = name;
        e.printing = &catalogue.at(0);
        main.entries.push_back(e);
    }
    auto code = core::encodeDeckCode(catalogue, deck);
    CHECK_FALSE(code.ok());
    CHECK(code.value.empty());
    CHECK(has(allErrors(code.errors), "a deck code is at most 16384"));
    main.entries.resize(20); // some 11,000 characters
    CHECK(core::encodeDeckCode(catalogue, deck).ok());
}

// The codes below were written by version 1 and committed; each must read as the deck stated
// here, line by line, by every later version.
TEST_CASE("deck code: codes written by earlier versions read as the same decks") {
    auto golden = [](const std::string& file) {
        return std::string(core::trim(readAll(dataPath("deck-codes/" + file))));
    };
    {
        const auto& g = bundled("plu");
        auto deck = decode(g, golden("v1-plu.txt"));
        INFO(allErrors(deck.errors));
        REQUIRE(deck.ok());
        CHECK(deck.value.name == "Palm Rush");
        CHECK(lines(deck.value) == std::vector<std::string>{"main: 1 Kaito Blaze (PLS1 001)",
                                                            "main: 2 Iron Palm (PLS1 007)",
                                                            "main: 1 Iron Palm (PLS2 001)",
                                                            "main: 3 Thunder Knee (PLS2 002)",
                                                            "side: 2 Smoke Bomb (PLS1 027)"});
    }
    {
        const auto& g = bundled("linkframe");
        auto deck = decode(g, golden("v1-linkframe.txt"));
        INFO(allErrors(deck.errors));
        REQUIRE(deck.ok());
        CHECK(deck.value.name == "Knights");
        CHECK(lines(deck.value) == std::vector<std::string>{"main: 4 Blue Knight (LFS1 LFS1-015)",
                                                            "main: 3 Blue Knight (LFS1 LFS1-016)",
                                                            "main: 1 Spark Cadet (LFS1 LFS1-001)"});
    }
    {
        const auto& g = bundled("vstage");
        auto deck = decode(g, golden("v1-vstage.txt"));
        INFO(allErrors(deck.errors));
        REQUIRE(deck.ok());
        CHECK(deck.value.name.empty());
        CHECK(lines(deck.value) ==
              std::vector<std::string>{"main: 1 Reina Vox (VS00 012/040)",
                                       "main: 1 Reina Vox (VS00 041/040)",
                                       "main: 2 Aki Starlight (VS00 001/040)"});
    }
}

// Written by a few lines of Python from docs/deck-codes.md (zlib's CRC-32, base64url), not by
// Deckhand: a name and a set code in another case than the card data.
TEST_CASE("deck code: a code another tool wrote from the spec reads as its deck") {
    const auto& g = bundled("plu");
    auto deck =
        decode(g, std::string(core::trim(readAll(dataPath("deck-codes/other-tool-plu.txt")))));
    INFO(allErrors(deck.errors));
    REQUIRE(deck.ok());
    CHECK(deck.value.name == "Written by another tool");
    CHECK(lines(deck.value) ==
          std::vector<std::string>{"main: 3 Quick Jab (PLS1 008)", "main: 1 Iron Palm (PLS2 001)"});
}

// The seeds the deck-code fuzzer starts from (tests/fuzz/corpus/fuzz_deck_code), codes of both
// versions as typed and as their bytes, through the fuzz target: each read, matched with cards,
// written again and read back (the target aborts when what it wrote does not read back).
TEST_CASE("deck code: the fuzz target takes every seed of its corpus") {
    const fs::path corpus =
        fs::path(DECKHAND_TEST_DATA) / ".." / "fuzz" / "corpus" / "fuzz_deck_code";
    int seeds = 0;
    for (const auto& file : fs::directory_iterator(corpus)) {
        INFO(file.path().string());
        CHECK_NOTHROW(fuzz::deckCode(readAll(file.path().string())));
        ++seeds;
    }
    CHECK(seeds == 10); // 3 decks and a fuzz input in version 1, 2 decks in version 2; each twice
}

// Written by a few lines of Python from the version 2 section of docs/deck-codes.md, not by
// Deckhand: the page's example deck, for which Deckhand writes the very same code (so it stands
// for the version 2 codes Deckhand wrote, to be read by every later version too); and a name and
// a set code in another case than the card data.
TEST_CASE("deck code: version 2 codes another tool wrote from the spec read as their decks") {
    const auto& g = bundled("plu");
    auto golden = [](const std::string& file) {
        return std::string(core::trim(readAll(dataPath("deck-codes/" + file))));
    };
    const std::string palm = golden("v2-other-tool-plu.txt");
    auto deck = decode(g, palm);
    INFO(allErrors(deck.errors));
    REQUIRE(deck.ok());
    CHECK(deck.value.name == "Palm Rush");
    CHECK(lines(deck.value) == std::vector<std::string>{"main: 1 Kaito Blaze (PLS1 001)",
                                                        "main: 2 Iron Palm (PLS1 007)",
                                                        "main: 1 Iron Palm (PLS2 001)",
                                                        "main: 3 Thunder Knee (PLS2 002)",
                                                        "side: 2 Smoke Bomb (PLS1 027)"});
    CHECK(codeOf(g, deck.value) == palm);
    CHECK(palm.size() == 100); // its version 1 code, tests/data/deck-codes/v1-plu.txt, is 162

    auto other = decode(g, golden("v2-other-tool-names.txt"));
    INFO(allErrors(other.errors));
    REQUIRE(other.ok());
    CHECK(other.value.name == "Written by another tool");
    CHECK(lines(other.value) ==
          std::vector<std::string>{"main: 3 Quick Jab (PLS1 008)", "main: 1 Iron Palm (PLS2 001)"});
}

TEST_CASE("deck code: deckhand-cli deck code, deck from-code and deck save --code") {
    ScratchProfile p("deck-code");
    const std::string list = deckPath("plu", "legal.txt");
    auto code = p({"deck", "code", "--game", "plu", list});
    INFO(code.err);
    REQUIRE(code.code == 0);
    const std::string c(core::trim(code.out));
    CHECK(c.rfind("DH", 0) == 0);
    CHECK(c.find('\n') == std::string::npos);

    // from-code prints the deck as `deck show` prints the list it came from (the notes, which
    // a code does not keep, aside).
    const std::string small =
        p.write("small.txt", "// Palm Rush\nMain\n1 Kaito Blaze\n3 Iron Palm (PLS2) 001\n"
                             "Side\n2 Smoke Bomb\n");
    auto smallCode = p({"deck", "code", "--game", "plu", small});
    REQUIRE(smallCode.code == 0);
    auto shown = p({"deck", "show", "--game", "plu", small});
    auto from = p({"deck", "from-code", std::string(core::trim(smallCode.out))});
    REQUIRE(from.code == 0);
    CHECK(from.out == shown.out);
    CHECK(has(from.out, "3 Iron Palm (PLS2) 001"));
    auto json = p({"deck", "from-code", "--json", c});
    REQUIRE(json.code == 0);
    const auto j = nlohmann::json::parse(json.out);
    CHECK(j["name"] == "Sample Kaito Blaze (legal)");
    CHECK(j["sections"]["main"][2]["name"] == "Iron Palm");
    CHECK(j["sections"]["main"][2]["set"] == "PLS2");
    CHECK(j["sections"]["side"][0]["quantity"] == 3);

    // A mistyped code: refused, nothing saved.
    std::string typo = c;
    typo[typo.size() / 2] = typo[typo.size() / 2] == 'A' ? 'B' : 'A';
    auto bad = p({"deck", "save", "--code", typo});
    CHECK(bad.code != 0);
    CHECK(has(bad.err, "checksum does not match"));
    CHECK(has(bad.err, "Nothing was saved."));
    CHECK(has(p({"deck", "list"}).out, "no saved decks"));
    CHECK(p({"deck", "from-code", typo}).code != 0);

    auto saved = p({"deck", "save", "--code", c, "--tag", "shared"});
    INFO(saved.err);
    REQUIRE(saved.code == 0);
    CHECK(has(saved.out, "saved new deck 'Sample Kaito Blaze (legal)'"));
    CHECK(has(saved.out, "version 1, 41 cards"));
    // The saved deck's own code is the code it was saved from.
    auto again = p({"deck", "code", "Sample Kaito Blaze (legal)"});
    REQUIRE(again.code == 0);
    CHECK(core::trim(again.out) == c);

    CHECK(has(p({"deck", "save", "--code", c, "--game", "vstage"}).err, "not of 'vstage'"));
    CHECK(has(p({"deck", "save", "--game", "plu"}).err, "give a deck list FILE or --code"));
    auto unknown = p({"deck", "code", "--game", "plu", p.write("u.txt", "3 Nonexistent Punch\n")});
    CHECK(unknown.code != 0);
    CHECK(has(unknown.err, "Nonexistent Punch"));
}

TEST_CASE("deck code: the deck session copies and opens codes") {
    ScratchProfile profile("deck-code-session");
    app::ProfileSession session(profile.dir(), DECKHAND_RESOURCES_DIR);
    app::DeckSession deck(session);
    auto g = session.game("plu");
    REQUIRE(g.ok());
    deck.setGame(g.value);
    CHECK_FALSE(deck.code().ok()); // no deck yet
    deck.openFile(deckPath("plu", "legal.txt"));
    const auto code = deck.code();
    REQUIRE(code.ok());
    const std::vector<std::string> before = lines(deck.deck());

    deck.newDeck();
    CHECK_FALSE(deck.openCode("DHnot-a-code").empty());
    CHECK_FALSE(deck.hasDeck()); // refused: nothing changed
    REQUIRE(deck.openCode(code.value).empty());
    CHECK(deck.origin() == app::DeckOrigin::Unsaved);
    CHECK(deck.name() == "Sample Kaito Blaze (legal)");
    CHECK(lines(deck.deck()) == before);
    REQUIRE(deck.check());
    CHECK(deck.check()->legal());
}
