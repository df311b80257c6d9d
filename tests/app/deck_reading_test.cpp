// SPDX-License-Identifier: GPL-3.0-or-later

// How a deck list's format is told wherever it is read: by its file name's extension (plain
// text for any other name), by its content when it has no file name.
#include "cli_runner.hpp"
#include "deckhand/app/deck_reading.hpp"

#include <catch2/catch.hpp>

using namespace deckhand;
using namespace deckhand::test;

namespace {

// Two VStage cards, three copies, as a Cockatrice deck.
const std::string kCockatrice =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cockatrice_deck version=\"1\">\n"
    "<deckname>Piped</deckname>\n<zone name=\"main\">\n"
    "<card number=\"2\" name=\"Aki Starlight\"/>\n<card number=\"1\" name=\"Momo Byte\"/>\n"
    "</zone>\n</cockatrice_deck>\n";

} // namespace

TEST_CASE("a deck list is read in the format its file name says, with --game and without") {
    ScratchProfile p("reading");
    const auto cod = p.write("piped.cod", kCockatrice);
    const auto other = p.write("piped.list", kCockatrice);

    // A .cod file is a Cockatrice deck, whether the game is named or told by the card names,
    // and whether the file is named or found in a folder.
    const auto given = p({"validate", "--game", "vstage", cod});
    const auto told = p({"validate", cod});
    INFO(given.err << told.err);
    CHECK(given.code == 1);
    CHECK(told.code == 1);
    CHECK(has(given.out, cod + ": ILLEGAL - VStage Standard, 3 cards"));
    CHECK(told.out == given.out);
    const auto folderGiven = p({"validate", "--game", "vstage", p.files().string()});
    const auto folderTold = p({"validate", p.files().string()});
    CHECK(folderGiven.code == 1);
    CHECK(has(folderGiven.out, "piped.cod: ILLEGAL - VStage Standard, 3 cards"));
    CHECK(folderTold.out == folderGiven.out);
    CHECK_FALSE(has(folderTold.out + folderTold.err, "piped.list")); // not a deck list's name

    // Under a name Deckhand does not know the same bytes are plain text: its lines are no
    // cards, with --game and without.
    const auto textGiven = p({"validate", "--game", "vstage", other});
    CHECK(textGiven.code == 2);
    CHECK(has(textGiven.err, "piped.list:5:1: '<card number=\"2\" name=\"Aki Starlight\"/>' is "
                             "not a VStage deck section"));
    const auto textTold = p({"validate", other});
    CHECK(textTold.code == 2);
    CHECK(has(textTold.err, "cannot tell which game the list is for: the list names no cards"));

    // deck show and deck save read it as validate does.
    const auto shown = p({"deck", "show", cod});
    CHECK(shown.code == 0);
    CHECK(has(shown.out, "// Piped"));
    CHECK(has(shown.out, "2 Aki Starlight (VS00)"));
    const auto saved = p({"deck", "save", "--game", "vstage", cod});
    INFO(saved.err);
    CHECK(saved.code == 0);
    CHECK(has(saved.out, "saved new deck 'Piped'"));
}

TEST_CASE("a deck list's format: its extension, plain text for another name, its content when "
          "it has no file name") {
    CHECK(app::deckListFormat(kCockatrice, "piped.cod") == io::DeckFormat::Cockatrice);
    CHECK(app::deckListFormat(kCockatrice, "PIPED.COD") == io::DeckFormat::Cockatrice);
    CHECK(app::deckListFormat(kCockatrice, "piped.list") == io::DeckFormat::Text);
    CHECK(app::deckListFormat(kCockatrice, "piped") == io::DeckFormat::Text);
    CHECK(app::deckListFormat(kCockatrice, "(standard input)", app::FormatBy::Content) ==
          io::DeckFormat::Cockatrice);
    CHECK(app::deckListFormat("2 Aki Starlight\n", "(standard input)", app::FormatBy::Content) ==
          io::DeckFormat::Text);

    const auto read = app::readDeckList(kCockatrice, "piped.cod");
    REQUIRE(read.ok());
    CHECK(read.value.file == "piped.cod");
    CHECK(read.value.name == "Piped");
    const auto missing = app::readDeckListFile("/nonexistent/deck.cod");
    REQUIRE(missing.errors.size() == 1);
    CHECK(missing.errors.front().where.file == "/nonexistent/deck.cod");
}
