// SPDX-License-Identifier: GPL-3.0-or-later

// The profile commands of deckhand-cli, end to end on a real profile in a temp folder.
#include "cli_runner.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

using namespace deckhand::test;

namespace {

using Profile = ScratchProfile;

} // namespace

TEST_CASE("profile: first use installs the five bundled games") {
    Profile p;
    auto r = p({"games", "--json"});
    REQUIRE(r.code == 0);
    CHECK(nlohmann::json::parse(r.out)["games"].size() == 5);
    CHECK(fs::exists(p.dir() / "catalogue.sqlite"));
    CHECK(fs::exists(p.dir() / "user.sqlite"));
    CHECK(p({"profile", "check"}).code == 0);
}

TEST_CASE("import cards: added - replaced on re-import - refused whole when bad") {
    Profile p;
    auto good =
        p.write("extra.csv", "name,set,number,rarity,type\nNova Strike,EXT,001,Rare,Attack\nNova "
                             "Guard,EXT,002,Common,Utility\n");
    auto r = p({"import", "cards", "--game", "plu", good});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 2 printings into plu"));
    CHECK(has(p({"search", "--game", "plu", "nova"}).out, "Nova Strike"));

    p.write("extra.csv", "name,set,number,rarity,type\nNova Strike,EXT,001,Rare,Attack\n");
    r = p({"import", "cards", "--game", "plu", good});
    CHECK(has(r.out, "replacing the 2 of its last import"));
    CHECK_FALSE(has(p({"search", "--game", "plu", "nova"}).out, "Nova Guard"));

    auto bad = p.write("bad.csv",
                       "name,set,number,rarity,type\nA,BAD,1,Rare,Attack\nB,BAD,2,Rare,Spell\n");
    r = p({"import", "cards", "--game", "plu", bad});
    CHECK(r.code == 2);
    CHECK(has(r.err, "bad.csv:3:5: column 'type': unknown type 'Spell'"));
    CHECK(has(r.err, "Nothing of"));
    CHECK(has(p({"search", "--game", "plu", "a"}).out, "no cards match") == false);
    CHECK_FALSE(has(p({"search", "--game", "plu", "--where", "set=BAD", ""}).out, "BAD"));

    auto dup = p.write("dup.csv", "name,set,number,rarity,type\nCopy Cat,PLS1,001,Rare,Attack\n");
    r = p({"import", "cards", "--game", "plu", dup});
    CHECK(r.code == 2);
    CHECK(has(r.err, "dup.csv:2:3: PLS1 001 is already Kaito Blaze"));
}

TEST_CASE("search: name prefixes - words - rules text - field filters") {
    Profile p;
    auto r = p({"search", "--game", "plu", "--json", "ir"});
    REQUIRE(r.code == 0);
    auto j = nlohmann::json::parse(r.out)["results"];
    REQUIRE(j.size() >= 2);
    CHECK(j[0]["name"].get<std::string>().rfind("Iron", 0) == 0);
    CHECK(has(p({"search", "--game", "plu", "palm"}).out, "Iron Palm")); // a later word
    auto fighters = p({"search", "--game", "plu", "--where", "type=Fighter", "--json"});
    const auto found =
        nlohmann::json::parse(fighters.out); // keep the document alive while iterating it
    REQUIRE(found["results"].size() >= 3);
    for (const auto& hit : found["results"])
        CHECK(hit["name"].get<std::string>().size() > 0);
    CHECK(p({"search", "--game", "plu", "--where", "colour=red", "x"}).code == 2);
}

TEST_CASE("collection: add - remove - list - export and import round trip") {
    Profile p;
    CHECK(has(p({"collection", "add", "--game", "plu", "--set", "PLS1", "--number", "007", "-n",
                 "3", "--location", "Binder 1"})
                  .out,
              "you now own 3"));
    CHECK(has(p({"collection", "add", "--game", "plu", "--set", "pls1", "--number", "7", "-n", "1",
                 "--location", "Binder 1"})
                  .out,
              "you now own 4"));
    auto ambiguous = p({"collection", "add", "--game", "plu", "Iron", "Palm"});
    CHECK(ambiguous.code == 2);
    CHECK(has(ambiguous.err, "has 2 printings (PLS1 007, PLS2 001)"));
    CHECK(p({"collection", "add", "--game", "plu", "Quick", "Jab", "-n", "2", "--finish", "foil"})
              .code == 0);

    auto tooMany = p({"collection", "remove", "--game", "plu", "--set", "PLS1", "--number", "007",
                      "-n", "9", "--location", "Binder 1"});
    CHECK(tooMany.code == 2);
    CHECK(has(tooMany.err, "nothing was removed"));
    CHECK(has(p({"collection", "remove", "--game", "plu", "--set", "PLS1", "--number", "007", "-n",
                 "1", "--location", "Binder 1"})
                  .out,
              "3 left"));

    auto exported = p({"collection", "export", "--game", "plu"});
    REQUIRE(exported.code == 0);
    CHECK(has(exported.out,
              "game,set,number,name,quantity,finish,condition,language,location,trade"));
    CHECK(has(exported.out, "plu,PLS1,007,Iron Palm,3,normal,NM,en,Binder 1,0"));

    Profile other;
    auto file = other.write("mine.csv", exported.out);
    auto imported = other({"collection", "import", "--game", "plu", file});
    REQUIRE(imported.code == 0);
    CHECK(has(imported.out, "as a Deckhand export: added 5 cards in 2 rows"));
    CHECK(other({"collection", "export", "--game", "plu"}).out == exported.out);

    auto bad = other.write("bad.csv", "set,number,quantity\nPLS1,007,2\nNOPE,1,1\nPLS1,008,two\n");
    auto r = other({"collection", "import", "--game", "plu", bad});
    CHECK(r.code == 2);
    CHECK(has(r.err, "bad.csv:3:1: Powerline Ultra has no card NOPE 1"));
    CHECK(has(r.err, "bad.csv:4:3: quantity 'two'"));
    CHECK(other({"collection", "export", "--game", "plu"}).out == exported.out); // nothing changed
}

TEST_CASE("collection: a sealed P.O.W.E.R. core pack adds its 61 cards - wishlist") {
    Profile p;
    auto r = p({"collection", "add-sealed", "--game", "power", "us-core-pack"});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "61 cards"));
    CHECK(has(p({"collection", "list", "--game", "power"}).out, "61 cards in 37 rows"));
    CHECK(p({"collection", "add-sealed", "--game", "power", "booster"}).code == 2);
    CHECK(has(p({"collection", "wish", "--game", "plu", "-n", "2", "Doom", "Engine"}).out,
              "wishlist: 2 x Doom Engine"));
    CHECK(has(p({"collection", "wishlist"}).out, "Doom Engine"));
    CHECK(has(p({"collection", "wish", "--game", "plu", "-n", "0", "Doom", "Engine"}).out,
              "removed"));
}

TEST_CASE("deck: save versions - history - diff - show") {
    Profile p;
    auto r = p({"deck", "save", "--game", "plu", "--name", "Blaze", "--tag", "aggro",
                deckPath("plu", "legal.txt")});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "saved new deck 'Blaze'"));
    CHECK(has(r.out, "legal under Tournament"));
    CHECK(has(
        p({"deck", "save", "--game", "plu", "--name", "Blaze", deckPath("plu", "legal.txt")}).out,
        "unchanged"));
    r = p({"deck", "save", "--game", "plu", "--name", "Blaze", deckPath("plu", "fighter.txt")});
    CHECK(has(r.out, "saved 'Blaze' version 2"));
    CHECK(has(r.out, "ILLEGAL"));

    auto list = nlohmann::json::parse(p({"deck", "list", "--json"}).out)["decks"];
    REQUIRE(list.size() == 1);
    CHECK(list[0]["versions"] == 2);
    CHECK(list[0]["tags"][0] == "aggro");

    auto history = p({"deck", "history", "Blaze"});
    CHECK(has(history.out, "v1"));
    CHECK(has(history.out, "first version"));
    CHECK(has(history.out, "v2"));
    auto diff = p({"deck", "diff", "Blaze"});
    CHECK(has(diff.out, "version 1 -> 2"));
    CHECK(has(diff.out, "+1 Madame Voltine"));

    auto shown =
        nlohmann::json::parse(p({"deck", "show", "Blaze", "--version", "1", "--json"}).out);
    CHECK(shown["sections"]["main"].size() > 0);
    CHECK(shown["unresolved"].empty());
    CHECK(has(p({"deck", "show", "Blaze"}).out, "Madame Voltine"));
    CHECK(p({"deck", "show", "Nope"}).code == 2);
    CHECK(p({"deck", "diff", "Blaze", "5", "7"}).code == 2);

    auto unknown = p.write("unknown.txt", "4 Iron Plam\n");
    r = p({"deck", "save", "--game", "plu", unknown});
    CHECK(r.code == 2);
    CHECK(has(r.err, "Nothing was saved"));
    CHECK(nlohmann::json::parse(p({"deck", "list", "--json"}).out)["decks"].size() == 1);
}

TEST_CASE("deck: needs and buildable share owned cards among built decks") {
    Profile p;
    auto twoPalms = p.write("a.txt", "// Deck A\n2 Iron Palm (PLS1) 007\n");
    auto onePalm = p.write("b.txt", "// Deck B\n2 Iron Palm\n1 Quick Jab\n");
    REQUIRE(p({"deck", "save", "--game", "plu", twoPalms}).code == 0);
    REQUIRE(p({"deck", "save", "--game", "plu", onePalm}).code == 0);
    // Any printing of a card serves: one of each printing of Iron Palm owned.
    p({"collection", "add", "--game", "plu", "--set", "PLS1", "--number", "007"});
    p({"collection", "add", "--game", "plu", "--set", "PLS2", "--number", "001"});
    p({"collection", "add", "--game", "plu", "Quick", "Jab"});

    auto b = p({"deck", "buildable", "--game", "plu"});
    CHECK(has(b.out, "Deck A                           buildable now"));
    CHECK(has(b.out, "Deck B                           buildable now"));

    REQUIRE(p({"deck", "built", "Deck A"}).code == 0);
    b = p({"deck", "buildable", "--game", "plu"});
    CHECK(has(b.out, "Deck A                           buildable now (built)"));
    CHECK(has(b.out, "Deck B                           missing 2 cards"));
    auto needs = p({"deck", "needs", "Deck B"});
    CHECK(has(needs.out, "need 2 Iron Palm (have 0 of 2)"));

    REQUIRE(p({"deck", "built", "--off", "Deck A"}).code == 0);
    CHECK(has(p({"deck", "buildable", "--game", "plu"}).out,
              "Deck B                           buildable now"));
    CHECK(has(p({"deck", "delete", "Deck B"}).out, "deleted 'Deck B'"));
}

TEST_CASE("lists: import a new version - show what is in force") {
    Profile p;
    auto list = p.write(
        "sept.xml",
        R"(<limited-list game="plu" name="Limited / Immortalized List" effective="2026-09-01">
  <card name="Iron Palm" max="0"/>
</limited-list>)");
    auto r = p({"lists", "import", list});
    REQUIRE(r.code == 0);
    CHECK(
        has(r.out, "plu September 2026 Limited / Immortalized List (effective 2026-09-01): added"));
    auto shown = p({"lists", "show", "--game", "plu", "--date", "2026-10-01"});
    CHECK(has(shown.out, "* September 2026"));
    CHECK(has(shown.out, "Iron Palm"));
    CHECK(has(shown.out, "Immortalized"));
    // The new version is used from its date on, by validate too.
    CHECK(p({"validate", "--game", "plu", "--date", "2026-08-01", deckPath("plu", "legal.txt")})
              .code == 0);
    CHECK(p({"validate", "--game", "plu", "--date", "2026-09-01", deckPath("plu", "legal.txt")})
              .code == 1);

    auto bad = p.write("bad.xml", "<limited-list game=\"nope\" effective=\"2026-09-01\"/>");
    CHECK(p({"lists", "import", bad}).code == 2);
}

TEST_CASE("lists: the publisher's list of a sample list's date replaces the sample - with a note") {
    Profile p;
    auto may = p.write("may.xml", R"(<limited-list game="plu" effective="2026-05-01">
  <card name="Iron Palm" max="0"/>
</limited-list>)");
    auto r = p({"lists", "import", may});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "(effective 2026-05-01): replaced the bundled SAMPLE list of that date"));
    CHECK(p({"validate", "--game", "plu", "--date", "2026-05-02", deckPath("plu", "legal.txt")})
              .code == 1);
    // Now the user's list is there: a second import replaces it, with no word of samples.
    r = p({"lists", "import", may});
    CHECK(has(r.out, "(effective 2026-05-01): replaced\n"));
}

TEST_CASE("profile: backup - restore - check") {
    Profile p;
    p({"collection", "add", "--game", "plu", "--set", "PLS1", "--number", "007", "-n", "3"});
    auto b = p({"profile", "backup"});
    REQUIRE(b.code == 0);
    CHECK(has(b.out, "backed up to"));
    p({"collection", "add", "--game", "plu", "--set", "PLS1", "--number", "007", "-n", "5"});
    CHECK(has(p({"collection", "list"}).out, "8 cards"));

    auto backups = p({"profile", "backups"});
    REQUIRE(backups.code == 0);
    const std::string newest = backups.out.substr(0, backups.out.find('\n'));
    auto r = p({"profile", "restore", newest});
    REQUIRE(r.code == 0);
    CHECK(has(p({"collection", "list"}).out, "3 cards"));
    CHECK(p({"profile", "check"}).code == 0);
    CHECK(p({"profile", "restore", (p.dir() / "nowhere").string()}).code == 2);
}
