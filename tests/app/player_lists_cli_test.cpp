// SPDX-License-Identifier: GPL-3.0-or-later

// The lists players of popular games have, through the commands every front end's route reads
// them by (app::readDeckList): a .ydk validated without --game and converted to a ydke code and
// back, a Pokémon TCG Live export converted with --to ptcgl. The example packs are installed as a
// user installs them; the cards are made here (the packs carry none).
#include "cli_runner.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

using namespace deckhand::test;

namespace {

std::string example(const std::string& id) {
    return (fs::path(DECKHAND_RESOURCES_DIR) / "examples" / id).string();
}

std::string realDeck(const std::string& path) {
    return (fs::path(DECKHAND_TEST_DATA) / "real" / "decks" / path).string();
}

} // namespace

TEST_CASE("player lists: a .ydk validated without --game, converted to a ydke code and back") {
    ScratchProfile p;
    REQUIRE(p({"import", "pack", example("yugioh")}).code == 0);
    // Cards for the scm example's passcodes (tests/data/real/decks/ydk/scm_example.ydk).
    std::string csv = "name,set,number,kind,passcode\n";
    int n = 0;
    for (const char* code : {"91073013", "92895501", "9091064", "91025875", "92248362"})
        csv += fmt::format("Main {},YDK,{:03},Effect Monster,{}\n", code, ++n, code);
    for (const char* code : {"90448279", "90303227", "61374414", "64276752"})
        csv += fmt::format("Extra {},YDK,{:03},Xyz Monster,{}\n", code, ++n, code);
    for (const char* code : {"27204311", "82385847"})
        csv += fmt::format("Side {},YDK,{:03},Trap,{}\n", code, ++n, code);
    auto imported = p({"import", "cards", "--game", "yugioh", p.write("cards.csv", csv)});
    INFO(imported.out + imported.err);
    REQUIRE(imported.code == 0);

    // No --game: a .ydk is Yu-Gi-Oh!'s, the game whose pack is installed under that id.
    auto shown = p({"deck", "show", "--json", realDeck("ydk/scm_example.ydk")});
    INFO(shown.out + shown.err);
    REQUIRE(shown.code == 0);
    const auto j = nlohmann::json::parse(shown.out);
    CHECK(j["sections"]["main"][1]["name"] == "Main 92895501");
    CHECK(j["sections"]["main"][1]["quantity"] == 3);
    CHECK(j["sections"]["extra"].size() == 4);
    CHECK(j["sections"]["side"][0]["quantity"] == 2);

    auto ydke = p({"convert", realDeck("ydk/scm_example.ydk"), "-", "--to", "ydke"});
    INFO(ydke.err);
    REQUIRE(ydke.code == 0);
    CHECK(ydke.out.starts_with("ydke://"));
    const std::string code = p.write("code.txt", ydke.out);
    auto back = p({"convert", code, p.file("back.ydk")});
    INFO(back.out + back.err);
    REQUIRE(back.code == 0);
    CHECK(has(back.out, "(16 cards)"));
    std::ifstream in(p.file("back.ydk"));
    const std::string written((std::istreambuf_iterator<char>(in)), {});
    CHECK(written.starts_with("#created by Deckhand\n#main\n91073013\n92895501\n92895501\n"));
    CHECK(has(written, "#extra\n90448279\n"));
    CHECK(has(written, "!side\n27204311\n27204311\n82385847\n"));

    SECTION("an unknown passcode is named, never read as a quantity") {
        auto bad = p({"validate", p.write("bad.ydk", "#main\n14558127\n")});
        CHECK(bad.code != 0);
        CHECK(
            has(bad.err, "bad.ydk:2:1: no Yu-Gi-Oh! Trading Card Game card has passcode 14558127"));
        CHECK_FALSE(has(bad.err + bad.out, "too large"));
    }
}

TEST_CASE("player lists: a Pokémon TCG Live export read and written again") {
    ScratchProfile p;
    REQUIRE(p({"import", "pack", example("pokemon")}).code == 0);
    const std::string csv = "name,set,number,supertype,subtype\n"
                            "Pikachu ex,SVI,57,Pokémon,Basic\n"
                            "Ultra Ball,SVI,196,Trainer,Item\n"
                            "Basic Lightning Energy,SVE,4,Energy,Basic\n";
    REQUIRE(p({"import", "cards", "--game", "pokemon", p.write("cards.csv", csv)}).code == 0);
    const std::string list = p.write("deck.txt", "Pokémon: 4\n4 Pikachu ex SVI 57\n\nTrainer: 4\n"
                                                 "4 Ultra Ball SVI 196\n\nEnergy: 8\n"
                                                 "8 Basic {L} Energy SVE 4\n\nTotal Cards: 16\n");
    auto r = p({"convert", "--game", "pokemon", list, "-", "--to", "ptcgl"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out == "Pokémon: 4\n4 Pikachu ex SVI 57\n\nTrainer: 4\n4 Ultra Ball SVI 196\n\n"
                   "Energy: 8\n8 Basic Lightning Energy SVE 4\n\nTotal Cards: 16\n");
}
