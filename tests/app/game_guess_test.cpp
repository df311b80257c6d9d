// SPDX-License-Identifier: GPL-3.0-or-later

// Which game is this list? Deck lists checked, shown and converted without --game, and lists
// read from standard input.
#include "bundled_library.hpp"
#include "cli_runner.hpp"
#include "deckhand/app/game_guess.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/cli/cli.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "deckhand/io/file.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

using namespace deckhand;
using namespace deckhand::test;

namespace {

/// `deckhand-cli --profile PROFILE ARGS...` with `input` as its standard input.
Run runWithInput(const fs::path& profile, std::vector<std::string> args, const std::string& input) {
    args.insert(args.begin(), {"deckhand-cli", "--profile", profile.string()});
    std::vector<const char*> argv;
    for (const auto& a : args)
        argv.push_back(a.c_str());
    std::istringstream in(input);
    std::ostringstream out, err;
    const int code = cli::run(static_cast<int>(argv.size()), argv.data(), in, out, err);
    return {code, out.str(), err.str()};
}

// Three Powerline Ultra cards and one name no game has; two VStage cards.
const std::string kPluList = "Main\n1 Kaito Blaze\n1 Shrine of Embers\n3 Iron Palm\n"
                             "2 Not A Card Anywhere\n";
const std::string kVstageList = "2 Aki Starlight\n2 Momo Byte\n";

core::DeckList listOf(const std::string& text) {
    auto list = io::readDeck(text, io::DeckFormat::Text, "list.txt");
    REQUIRE(list.ok());
    return list.value;
}

} // namespace

TEST_CASE("game guess: the game that knows the most of a list's names is its game") {
    ScratchProfile p("guess");
    app::ProfileSession session(p.dir(), app::resourcesDir());

    const auto plu = session.guessGame(listOf(kPluList));
    CHECK(plu.names == 4);
    REQUIRE(plu.best());
    CHECK(plu.best()->id == "plu");
    CHECK(plu.best()->known == 3);
    CHECK(plu.knownBy("vstage") == 0);
    CHECK(plu.describe() == "Powerline Ultra (plu) knows 3 of the 4 card names");

    const auto vstage = session.guessGame(listOf(kVstageList));
    REQUIRE(vstage.best());
    CHECK(vstage.best()->id == "vstage");
    CHECK(vstage.describe() == "VStage (vstage) knows all 2 card names");

    // One name of each game: a tie, no guess.
    const auto mixed = session.guessGame(listOf("1 Kaito Blaze\n1 Aki Starlight\n"));
    CHECK_FALSE(mixed.best());
    CHECK(has(mixed.describe(), "each know 1 of the 2 card names"));

    const auto none = session.guessGame(listOf("1 Nothing Here\n"));
    CHECK_FALSE(none.best());
    CHECK(none.describe() == "no installed game knows the card name");
}

TEST_CASE("game guess: the profile's name index and the loaded catalogues agree") {
    ScratchProfile p("guess");
    app::ProfileSession session(p.dir(), app::resourcesDir());
    const app::GameLibrary& library = bundledLibrary();
    for (const auto& game : {"plu", "vstage", "bankroll", "linkframe", "power"}) {
        for (const auto& e : fs::directory_iterator(dataPath(std::string("decks/") + game))) {
            auto list = io::readDeckFile(e.path().string());
            if (!list.ok()) continue;
            INFO(e.path().string());
            const auto fromIndex = session.guessGame(list.value);
            const auto fromCatalogues = app::guessGame(list.value, library);
            CHECK(fromIndex.describe() == fromCatalogues.describe());
            // Every bundled test list is its own game's, whatever else it breaks.
            if (fromIndex.best()) CHECK(fromIndex.best()->id == game);
        }
    }
}

TEST_CASE("game guess: a LackeyCCG deck naming its plugin settles a tie") {
    core::DeckList list = listOf("1 Shared Name\n");
    const std::vector<app::GameName> games = {{"one", "Game One"}, {"vtes", "VTES"}};
    const app::NameLookup everyGameHasIt = [](const std::string&,
                                              const std::vector<std::string>& folded) {
        return std::vector<bool>(folded.size(), true);
    };
    CHECK_FALSE(app::guessGame(list, games, everyGameHasIt).best());
    list.gameIds["lackey"] = "VTES";
    const auto guess = app::guessGame(list, games, everyGameHasIt);
    REQUIRE(guess.best());
    CHECK(guess.best()->id == "vtes");
}

TEST_CASE("validate without --game: each list is judged as the game its names tell") {
    ScratchProfile p("guess");
    const auto pluFile = p.write("mine.txt", kPluList);
    const auto vstageFile = p.write("other.txt", kVstageList);
    auto r = p({"validate", pluFile, vstageFile});
    INFO(r.out << r.err);
    CHECK(r.code == 2); // the unknown name is bad input, as with --game
    CHECK(has(r.err, "note: " + pluFile +
                         ": Powerline Ultra (plu) knows 3 of the 4 card names; read as Powerline "
                         "Ultra's (--game plu to choose)"));
    CHECK(has(r.err, "unknown Powerline Ultra card 'Not A Card Anywhere'"));
    CHECK(has(r.err, "VStage (vstage) knows all 2 card names"));
    CHECK(has(r.out, vstageFile + ": ILLEGAL - VStage Standard, 4 cards"));

    // A bundled legal list: legal, and said to be the game's.
    auto legal = p({"validate", deckPath("plu", "legal.txt")});
    CHECK(legal.code == 0);
    CHECK(has(legal.out, "LEGAL - Powerline Ultra Tournament"));

    // Nothing known: refused with the games there are, nothing judged.
    auto unknown = p({"validate", p.write("x.txt", "4 Nobody Knows This\n")});
    CHECK(unknown.code == 2);
    CHECK(has(unknown.err, "cannot tell which game the list is for: no installed game knows the "
                           "card name; name it with --game (games: "));
    CHECK_FALSE(has(unknown.out, "LEGAL"));

    // Card data belongs to one game: --cards without --game is refused.
    auto cards = p({"validate", "--cards", pluFile, pluFile});
    CHECK(cards.code == 2);
    CHECK(has(cards.err, "--cards needs --game"));
}

TEST_CASE("validate, deck show and convert read a list from standard input") {
    ScratchProfile p("stdin");
    const std::string legal = io::readWholeFile(deckPath("plu", "legal.txt")).value;
    auto r = runWithInput(p.dir(), {"validate", "-"}, legal);
    INFO(r.err);
    CHECK(r.code == 0);
    CHECK(has(r.out, "(standard input): LEGAL - Powerline Ultra Tournament, 41 cards"));

    auto shown = runWithInput(p.dir(), {"deck", "show", "-"}, kVstageList);
    CHECK(shown.code == 0);
    CHECK(has(shown.out, "2 Aki Starlight"));

    // A Cockatrice deck piped in is read as one (its content says so), and converted.
    const std::string cod =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cockatrice_deck version=\"1\">\n"
        "<deckname>Piped</deckname>\n<zone name=\"main\">\n"
        "<card number=\"2\" name=\"Aki Starlight\"/>\n<card number=\"1\" name=\"Momo Byte\"/>\n"
        "</zone>\n</cockatrice_deck>\n";
    const std::string out = p.file("piped.txt");
    auto converted = runWithInput(p.dir(), {"convert", "-", out}, cod);
    INFO(converted.err);
    CHECK(converted.code == 0);
    CHECK(has(converted.err, "VStage (vstage) knows all 2 card names"));
    const std::string text = io::readWholeFile(out).value;
    CHECK(has(text, "// Piped"));
    CHECK(has(text, "2 Aki Starlight (VS00)")); // matched: the set is filled in
    CHECK(has(text, "1 Momo Byte (VS00)"));

    // Without a game that knows the names, convert writes the list as read.
    auto asRead = runWithInput(p.dir(), {"convert", "-", p.file("x.cod")}, "3 Who Knows\n");
    CHECK(asRead.code == 0);
    CHECK(has(asRead.err, "converted as written, without matching the cards"));
    CHECK(has(io::readWholeFile(p.file("x.cod")).value, "name=\"Who Knows\""));
}

TEST_CASE("a list without a file name is read in the format its content shows") {
    const std::pair<const char*, io::DeckFormat> files[] = {
        {"real/decks/cockatrice/testdeck.cod", io::DeckFormat::Cockatrice},
        {"published/decks/octgn/Star Realms Basic.o8d", io::DeckFormat::Octgn},
        {"published/decks/octgn/Core-Shaper Starting deck.o8d", io::DeckFormat::Octgn},
        {"published/decks/lackey/2002_Starter_Deck_Yugi.dek", io::DeckFormat::Lackey},
        {"published/decks/text/red-starter.txt", io::DeckFormat::Text},
        {"real/decks/text/Precon_Brujah_V5.txt", io::DeckFormat::Text},
        {"real/decks/mtgo/Full Trade List-small-50cards.dek", io::DeckFormat::Mtgo},
    };
    for (const auto& [file, format] : files) {
        INFO(file);
        const auto bytes = io::readWholeFile(dataPath(file));
        REQUIRE(bytes.ok());
        CHECK(io::sniffDeckFormat(bytes.value) == format);
    }
    CHECK(io::sniffDeckFormat("section,quantity,name\nmain,2,Iron Palm\n") == io::DeckFormat::Csv);
    CHECK(io::sniffDeckFormat("\xEF\xBB\xBF<!-- a comment -->\n<deck game=\"x\"></deck>") ==
          io::DeckFormat::Octgn);
    CHECK(io::sniffDeckFormat("") == io::DeckFormat::Text);
}
