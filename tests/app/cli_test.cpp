// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli validate and games, run in-process through the same entry point as main().
#include "cli_runner.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

using namespace deckhand::test;

namespace {

// Every run in this test process shares one throw-away profile, never the user's own.
Run cli(std::vector<std::string> args) {
    static const ScratchProfile profile("cli-test");
    return profile(std::move(args));
}

// A scratch folder removed at the end of the test.
struct TempDir {
    fs::path path = fs::temp_directory_path() / ("deckhand-cli-test-" + std::to_string(::getpid()));
    TempDir() { fs::create_directories(path); }
    ~TempDir() { fs::remove_all(path); }
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(path / name) << text;
        return (path / name).string();
    }
};

} // namespace

TEST_CASE("cli: games lists the five games and their formats") {
    auto r = cli({"games"});
    CHECK(r.code == 0);
    for (const char* id : {"plu", "power", "bankroll", "linkframe", "vstage", "tournament",
                           "casual", "prebuilt", "custom", "standard"})
        CHECK(r.out.find(id) != std::string::npos);
    auto j = nlohmann::json::parse(cli({"games", "--json"}).out);
    CHECK(j["games"].size() == 5);
}

// The parser is built with only the commands a command line names (building all of them was
// most of a one-deck check's start); what the user sees must be what the full parser says.
TEST_CASE("cli: a command line reads the same whichever commands it names") {
    auto help = cli({"--help"});
    CHECK(help.code == 0);
    for (const char* command : {"games", "validate", "import", "search", "collection", "deck",
                                "lists", "profile", "convert", "goldfish", "export", "subscribe",
                                "unsubscribe", "update", "subscriptions", "images", "pack"})
        CHECK(help.out.find(std::string("\n  ") + command + " ") != std::string::npos);

    // A deck called like another command is a deck's name, not that command.
    auto deck = cli({"deck", "show", "validate"});
    CHECK(deck.code == 2);
    CHECK(deck.err == "error: no saved deck 'validate' (see `deckhand-cli deck list`)\n");

    // Errors of the line itself: an unknown option of a named command, a misspelt command.
    auto option = cli({"games", "--bogus"});
    CHECK(option.code == 2);
    CHECK(option.err == "error: The following argument was not expected: --bogus\n"
                        "Run `deckhand-cli --help` for usage.\n");
    auto misspelt = cli({"valdate", "x.txt"});
    CHECK(misspelt.code == 2);
    CHECK(misspelt.err.find("error: ") == 0);
    CHECK(misspelt.out.empty());
    auto subHelp = cli({"validate", "--help"});
    CHECK(subHelp.code == 0);
    CHECK(subHelp.out.find("Usage: deckhand-cli validate [OPTIONS] DECK...") != std::string::npos);
}

TEST_CASE("cli: exit 0 for legal decks - 1 for an illegal one - with the reason") {
    auto legal = cli({"validate", "--game", "plu", deckPath("plu", "legal.txt")});
    CHECK(legal.code == 0);
    CHECK(legal.out.find("LEGAL") != std::string::npos);

    auto illegal = cli({"validate", "--game", "plu", deckPath("plu", "legal.txt"),
                        deckPath("plu", "fighter.txt")});
    CHECK(illegal.code == 1);
    CHECK(illegal.out.find("ILLEGAL") != std::string::npos);
    CHECK(illegal.out.find("The deck has 2 Fighter cards (Kaito Blaze and Madame Voltine); it "
                           "must have exactly 1.") != std::string::npos);
    CHECK(illegal.out.find("plu-powerline-ultra.txt \xC2\xA7 HOW TO BUILD A DECK") !=
          std::string::npos);
}

TEST_CASE("cli: the event date picks the Limited list version") {
    const auto file = deckPath("plu", "limited-iron-palm-2.txt");
    CHECK(cli({"validate", "--game", "plu", "--date", "2026-03-01", file}).code == 0);
    auto may = cli({"validate", "--game", "plu", "--date", "2026-05-01", file});
    CHECK(may.code == 1);
    CHECK(may.out.find("2 copies of Iron Palm; at most 1 while the May 2026 Limited / Immortalized "
                       "List is in force.") != std::string::npos);
    CHECK(cli({"validate", "--game", "plu", "--format", "casual", "--date", "2026-05-01", file})
              .code == 0);
}

TEST_CASE("cli: --json prints every deck with its errors and warnings") {
    auto r = cli({"validate", "--game", "vstage", "--json", deckPath("vstage", "legal.txt"),
                  deckPath("vstage", "support.txt")});
    CHECK(r.code == 1);
    auto j = nlohmann::json::parse(r.out);
    REQUIRE(j["decks"].size() == 2);
    const auto& good = j["decks"][0];
    CHECK(good["legal"] == true);
    CHECK(good["game"] == "vstage");
    CHECK(good["format"] == "standard");
    CHECK(good["errors"].empty());
    const auto& bad = j["decks"][1];
    CHECK(bad["legal"] == false);
    CHECK(bad["file"] == deckPath("vstage", "support.txt"));
    std::set<std::string> rules;
    for (const auto& e : bad["errors"]) {
        rules.insert(e["rule"].get<std::string>());
        CHECK(!e["message"].get<std::string>().empty());
        CHECK(e["cards"].is_array());
    }
    CHECK(rules == std::set<std::string>{"support", "deck-size"});
}

TEST_CASE("cli: a folder of lists is checked list by list") {
    auto r = cli({"validate", "--game", "bankroll", "--json",
                  (fs::path(DECKHAND_TEST_DATA) / "decks" / "bankroll").string()});
    CHECK(r.code == 1);
    auto j = nlohmann::json::parse(r.out);
    // Every list in the folder, in name order, each judged as its own "// expect:" line says.
    std::vector<fs::path> files;
    for (const auto& e :
         fs::directory_iterator(fs::path(DECKHAND_TEST_DATA) / "decks" / "bankroll"))
        if (e.path().extension() == ".txt") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    REQUIRE(j["decks"].size() == files.size());
    for (std::size_t i = 0; i < files.size(); ++i) {
        INFO(files[i].string());
        CHECK(j["decks"][i]["file"] == files[i].string());
        std::ifstream in(files[i]);
        bool legal = false;
        for (std::string line; std::getline(in, line);)
            if (line.starts_with("// expect:")) legal = line.find("legal") != std::string::npos;
        CHECK(j["decks"][i]["legal"] == legal);
    }
}

TEST_CASE("cli: bad input exits 2 and says what and where") {
    TempDir tmp;
    auto unknown = tmp.write("unknown.txt", "// test\n4 Iron Palm\n3 Iron Plam\n");
    auto r = cli({"validate", "--game", "plu", unknown});
    CHECK(r.code == 2);
    CHECK(r.err.find("unknown.txt:3:3: unknown Powerline Ultra card 'Iron Plam'. Did you mean "
                     "'Iron Palm'?") != std::string::npos);

    CHECK(cli({"validate", "--game", "nope", unknown}).code == 2);
    CHECK(cli({"validate", "--game", "plu", "--date", "2026-13-01", unknown}).code == 2);
    CHECK(cli({"validate", "--game", "plu", "--format", "draft", unknown}).code == 2);
    auto setting = cli(
        {"validate", "--game", "plu", "--set", "critical-max=many", deckPath("plu", "legal.txt")});
    CHECK(setting.code == 2);
    CHECK(setting.err.find("setting 'critical-max' cannot be 'many'") != std::string::npos);
    CHECK(cli({"validate", "--game", "plu"}).code == 2);              // no deck
    CHECK(cli({"validate", deckPath("plu", "legal.txt")}).code == 0); // its names tell the game
    CHECK(cli({"validate", "--game", "plu", (tmp.path / "missing.txt").string()}).code == 2);
    CHECK(cli({"frobnicate"}).code == 2);
    CHECK(cli({"--help"}).code == 0);
    CHECK(cli({"validate", "--help"}).code == 0);
}

TEST_CASE("cli: --set changes a format setting") {
    CHECK(cli({"validate", "--game", "plu", deckPath("plu", "critical.txt")}).code == 1);
    CHECK(cli({"validate", "--game", "plu", "--set", "critical-max=2",
               deckPath("plu", "critical.txt")})
              .code == 0);
}

TEST_CASE("cli: --cards adds card data and --list adds Limited-list versions") {
    TempDir tmp;
    auto cards = tmp.write("extra.csv", "name,set,number,rarity,type,subtype,weight\n"
                                        "Crescent Slash,EXT1,001,Rare,Attack,Basic,Medium\n");
    auto list = tmp.write(
        "list.xml",
        R"(<limited-list game="plu" name="Limited / Immortalized List" effective="2026-09-01">
  <card name="Crescent Slash" max="0"/>
</limited-list>)");
    std::ifstream legal(deckPath("plu", "legal.txt"));
    std::string text((std::istreambuf_iterator<char>(legal)), std::istreambuf_iterator<char>());
    auto withNew = tmp.write("new.txt", text + "\nMain\n1 Crescent Slash\n");

    CHECK(cli({"validate", "--game", "plu", withNew}).code == 2); // unknown card without --cards
    CHECK(cli({"validate", "--game", "plu", "--cards", cards, "--date", "2026-08-01", withNew})
              .code == 0);
    auto banned = cli({"validate", "--game", "plu", "--cards", cards, "--list", list, "--date",
                       "2026-09-01", withNew});
    CHECK(banned.code == 1);
    CHECK(banned.out.find("Crescent Slash is Immortalized") != std::string::npos);

    auto badCards = tmp.write("bad.csv", "name,set,number,rarity,type\nX,EXT1,1,Rare,Spell\n");
    auto r = cli({"validate", "--game", "plu", "--cards", badCards, withNew});
    CHECK(r.code == 2);
    CHECK(r.err.find("bad.csv:2:5: column 'type': unknown type 'Spell'") != std::string::npos);

    auto dup =
        tmp.write("dup.csv", "name,set,number,rarity,type\nIron Palm Again,PLS1,001,Rare,Attack\n");
    auto d = cli({"validate", "--game", "plu", "--cards", dup, withNew});
    CHECK(d.code == 2);
    CHECK(d.err.find("dup.csv:2:3: PLS1 001 is already") != std::string::npos);
}

TEST_CASE("cli: a --list of a bundled sample list's date replaces the sample - with a note") {
    TempDir tmp;
    // The bundled May 2026 list (sample data) allows one Iron Palm; the publisher's, as the user
    // gives it, none. The legal deck plays one.
    auto list = tmp.write("may.xml",
                          R"(<limited-lists game="plu">
  <limited-list name="Limited / Immortalized List" effective="2026-05-01">
    <card name="Iron Palm" max="0"/>
  </limited-list>
</limited-lists>)");
    auto r = cli({"validate", "--game", "plu", "--list", list, "--date", "2026-05-02",
                  deckPath("plu", "legal.txt")});
    CHECK(r.code == 1);
    CHECK(has(r.out, "Iron Palm is Immortalized"));
    // The cards are still sample data; the list judged by is not.
    CHECK(has(r.out, "sample cards, made up for tests and demos, not the publisher's\n"));
    CHECK_FALSE(has(r.out, "sample Limited list"));
    auto sample =
        cli({"validate", "--game", "plu", "--date", "2026-05-02", deckPath("plu", "legal.txt")});
    CHECK(has(sample.out, "\n  SAMPLE data: 46 sample cards")); // 41 in the deck, 5 at its side
    CHECK(has(sample.out, " sample cards and a sample Limited list, made up for tests and demos, "
                          "not the publisher's\n"));
    CHECK(has(r.err, "note: the plu list effective 2026-05-01 from " + list +
                         ":2:3 replaces the bundled SAMPLE list of that date ("));
    CHECK(has(r.err, "limited/2026-05-01.xml"));
    // Two lists the user gives for one date are still one too many.
    auto again = tmp.write("again.xml", R"(<limited-list game="plu" effective="2026-05-01">
  <card name="Iron Palm" max="2"/>
</limited-list>)");
    auto twice = cli({"validate", "--game", "plu", "--list", list, "--list", again, "--date",
                      "2026-05-02", deckPath("plu", "legal.txt")});
    CHECK(twice.code == 2);
    CHECK(has(twice.err, "again.xml:1:1: a plu list effective 2026-05-01 is already loaded (from " +
                             list + ":2:3)"));
}

TEST_CASE("cli: validate reads deck files without creating a profile or writing one") {
    deckhand::test::ScratchProfile p("readonly");
    // No profile yet: the bundled games are read from their packs and none is created.
    auto r = p({"validate", "--game", "plu", deckPath("plu", "legal.txt")});
    CHECK(r.code == 0);
    CHECK(r.out.find("LEGAL") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(p.dir()));
    r = p({"validate", "--game", "nosuch", deckPath("plu", "legal.txt")});
    CHECK(r.code == 2);
    CHECK(r.err.find("no installed game has the id 'nosuch'") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(p.dir()));

    // A game installed in the profile only is found there; the profile's files are not
    // written by the check.
    std::filesystem::create_directories(p.files() / "tiny" / "cards");
    p.write("tiny/game.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="tiny" name="Tiny Game">
  <fields>
    <field id="type" type="enum" required="true"><value>Unit</value><value>Spell</value></field>
  </fields>
  <cards file="cards/cards.csv"/>
  <formats><format id="open"><deck-size id="size" min="2" cite="Rules"/></format></formats>
</game-pack>
)");
    p.write("tiny/cards/cards.csv", "name,set,number,type\nAlpha,T1,001,Unit\n");
    REQUIRE(p({"import", "pack", p.file("tiny/game.xml")}).code == 0);
    auto bytes = [&](const char* name) {
        std::ifstream in(p.dir() / name, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    const std::string user = bytes("user.sqlite"), catalogue = bytes("catalogue.sqlite");
    const std::string deck = p.write("one.txt", "1 Alpha\n");
    r = p({"validate", "--game", "tiny", deck});
    CHECK(r.code == 1); // one card of the two the format asks for
    CHECK(r.out.find("ILLEGAL") != std::string::npos);
    CHECK(bytes("user.sqlite") == user);
    CHECK(bytes("catalogue.sqlite") == catalogue);
}

TEST_CASE("cli: a pack installed again from another folder replaces the one installed before") {
    deckhand::test::ScratchProfile p("repack");
    const std::string pack = R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="tiny" name="Tiny Game">
  <fields>
    <field id="type" type="enum" required="true"><value>Unit</value><value>Spell</value></field>
  </fields>
  <cards file="cards/cards.csv"/>
  <formats><format id="open"><deck-size id="size" min="1" cite="Rules"/></format></formats>
</game-pack>
)";
    for (const char* folder : {"old", "new"}) {
        fs::create_directories(p.files() / folder / "cards");
        p.write(std::string(folder) + "/game.xml", pack);
    }
    p.write("old/cards/cards.csv", "name,set,number,type\nAlpha,T1,001,Unit\nBeta,T1,002,Spell\n");
    p.write("new/cards/cards.csv", "name,set,number,type\nAlpha,T1,001,Unit\nGamma,T1,003,Unit\n");
    // Cards the user imported into the game stay through the reinstall.
    p.write("mine.csv", "name,set,number,type\nHomebrew,HB,001,Spell\n");
    REQUIRE(p({"import", "pack", p.file("old/game.xml")}).code == 0);
    REQUIRE(p({"import", "cards", "--game", "tiny", p.file("mine.csv")}).code == 0);

    auto r = p({"import", "pack", p.file("new/game.xml")});
    INFO(r.err);
    REQUIRE(r.code == 0);
    auto names = [&] {
        std::set<std::string> out;
        const auto j = nlohmann::json::parse(p({"search", "--game", "tiny", "--json"}).out);
        for (const auto& c : j["results"])
            out.insert(c["name"].get<std::string>());
        return out;
    };
    // The new folder's cards, Beta of the old folder gone, the user's own card kept.
    CHECK(names() == std::set<std::string>{"Alpha", "Gamma", "Homebrew"});
}

TEST_CASE("cli: a rule without cite and a Limited-list entry naming no card are warned about") {
    deckhand::test::ScratchProfile p("warnpack");
    fs::create_directories(p.files() / "tiny" / "cards");
    p.write("tiny/game.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="tiny" name="Tiny Game" rules="tiny.txt">
  <fields>
    <field id="type" type="enum" required="true"><value>Unit</value><value>Spell</value></field>
  </fields>
  <cards file="cards/cards.csv"/>
  <limited-list file="banned.xml"/>
  <formats><format id="open">
    <deck-size id="size" min="1"/>
    <limited-list id="banned" cite="Banned list"/>
  </format></formats>
</game-pack>
)");
    p.write("tiny/cards/cards.csv",
            "name,set,number,type\nJar of Boundless Greed,T1,001,Unit\nAlpha,T1,002,Spell\n");
    p.write("tiny/banned.xml",
            R"(<limited-list game="tiny" effective="2026-01-01" name="Banned list">
  <card name="Jar of Boundless Gred" max="0"/>
</limited-list>
)");
    auto r = p({"import", "pack", p.file("tiny/game.xml")});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(r.err.find("tiny/game.xml:9:5: <deck-size id=\"size\"> has no cite") !=
          std::string::npos);
    CHECK(
        r.err.find("warning: " + p.file("tiny/banned.xml") +
                   ":2:3: 'Jar of Boundless Gred' on the January 2026 Banned list names no card "
                   "of Tiny Game, so it limits nothing. Did you mean 'Jar of Boundless Greed'?") !=
        std::string::npos);

    // Judged against the list, the deck passes the ban that was meant for it, with the warning.
    const std::string deck = p.write("jar.txt", "1 Jar of Boundless Greed\n");
    r = p({"validate", "--game", "tiny", "--date", "2026-06-01", deck});
    CHECK(r.code == 0);
    CHECK(r.out.find("'Jar of Boundless Gred' on the January 2026 Banned list names no card") !=
          std::string::npos);

    // A list imported later is checked against the game's cards the same way.
    p.write("june.xml", R"(<limited-list game="tiny" effective="2026-06-01" name="Banned list">
  <card name="Alpah" max="0"/>
</limited-list>
)");
    r = p({"lists", "import", p.file("june.xml")});
    REQUIRE(r.code == 0);
    CHECK(r.out.find("warning: " + p.file("june.xml") +
                     ":2:3: 'Alpah' on the June 2026 Banned "
                     "list names no card of Tiny Game") != std::string::npos);
}

TEST_CASE("cli: an example pack installs from its folder, and a copy in another folder "
          "replaces it with its own cards") {
    deckhand::test::ScratchProfile p("examples");
    const fs::path examples = fs::path(DECKHAND_RESOURCES_DIR) / "examples";
    // Not in a new profile: the examples are installed only when asked.
    CHECK(p({"validate", "--game", "lorcana", deckPath("lorcana", "legal.txt")}).code != 0);
    auto r = p({"import", "pack", (examples / "lorcana").string()});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("installed the game pack " + (examples / "lorcana" / "game.xml").string()) !=
          std::string::npos);
    CHECK(r.err.empty()); // every rule cites
    CHECK(p({"import", "pack", (examples / "nothing-here").string()}).code != 0);

    // The pack with the test cards as its own card file, in one folder and then another.
    std::ifstream in(examples / "lorcana" / "game.xml");
    std::string xml((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string anchor = "<identity by=\"name version\"/>";
    REQUIRE(xml.find(anchor) != std::string::npos);
    xml.replace(xml.find(anchor), anchor.size(), anchor + "\n  <cards file=\"cards/cards.csv\"/>");
    std::ifstream csvIn(dataPath("cards/lorcana/cards.csv"));
    const std::string csv((std::istreambuf_iterator<char>(csvIn)),
                          std::istreambuf_iterator<char>());
    for (const char* folder : {"first", "second"}) {
        fs::create_directories(p.files() / folder / "cards");
        p.write(std::string(folder) + "/game.xml", xml);
        p.write(std::string(folder) + "/cards/cards.csv", csv);
    }
    REQUIRE(p({"import", "pack", p.file("first")}).code == 0);
    auto again = p({"import", "pack", p.file("second")});
    INFO(again.err);
    REQUIRE(again.code == 0);
    CHECK(again.err.find("already") == std::string::npos);
    CHECK(p({"validate", "--game", "lorcana", deckPath("lorcana", "legal.txt")}).code == 0);
    CHECK(p({"validate", "--game", "lorcana", deckPath("lorcana", "inks.txt")}).code == 1);
}

TEST_CASE("cli: lists show gives the cards a list keeps apart, kept by the profile") {
    deckhand::test::ScratchProfile p("apart");
    REQUIRE(p({"import", "pack", dataPath("packs/tamers")}).code == 0);
    auto shown = p({"lists", "show", "--game", "tamers", "--date", "2026-03-02"});
    INFO(shown.out);
    REQUIRE(shown.code == 0);
    CHECK(shown.out.find("    not together: Blue Flare / Red Flare\n") != std::string::npos);
    CHECK(shown.out.find("    not together: Gold Flare / Blue Flare + Agumon\n") !=
          std::string::npos);
    // Judged from the profile as from the file.
    const TempDir tmp;
    const auto deck = tmp.write("both.txt", "2 Blue Flare\n2 Red Flare\n");
    auto judged = p({"validate", "--game", "tamers", "--date", "2026-03-02", deck});
    CHECK(judged.code == 1);
    CHECK(judged.out.find("Blue Flare and Red Flare may not be in one deck while the March 2026 "
                          "Restricted list is in force.") != std::string::npos);
}

TEST_CASE("cli: lists show gives each list of a game in force on the date") {
    deckhand::test::ScratchProfile p("twolists");
    const fs::path fab = fs::path(DECKHAND_RESOURCES_DIR) / "examples" / "fab";
    REQUIRE(p({"import", "pack", fab.string()}).code == 0);
    REQUIRE(p({"import", "cards", "--game", "fab", dataPath("cards/fab/cards.csv")}).code == 0);
    REQUIRE(p({"lists", "import", dataPath("cards/fab/limited/banned.xml")}).code == 0);
    REQUIRE(p({"lists", "import", dataPath("cards/fab/limited/living-legend.xml")}).code == 0);
    auto shown = p({"lists", "show", "--game", "fab", "--date", "2026-02-01"});
    INFO(shown.out);
    REQUIRE(shown.code == 0);
    // Both versions are in force, and the cards of each are listed under it.
    CHECK(shown.out.find("* January 2026 Banned list (effective 2026-01-01), 1 card - in force "
                         "on 2026-02-01") != std::string::npos);
    CHECK(shown.out.find("* January 2026 Living Legend (effective 2026-01-01), 1 card - in "
                         "force on 2026-02-01") != std::string::npos);
    // Each list calls a card it allows none of by its own word.
    CHECK(shown.out.find("Old Favourite                    a Living Legend\n") !=
          std::string::npos);
    CHECK(shown.out.find("Greedy Jar (pitch 1)             banned\n") != std::string::npos);
    const auto banned = shown.out.find("  January 2026 Banned list:\n");
    const auto legend = shown.out.find("  January 2026 Living Legend:\n");
    REQUIRE(banned != std::string::npos);
    REQUIRE(legend != std::string::npos);
    const auto jar = shown.out.find("Greedy Jar (pitch 1)");
    const auto old = shown.out.find("Old Favourite");
    REQUIRE(jar != std::string::npos);
    REQUIRE(old != std::string::npos);
    // Each card under its own list's heading.
    const bool bannedFirst = banned < legend;
    const auto second = std::max(banned, legend);
    CHECK(std::min(jar, old) > std::min(banned, legend));
    CHECK((jar < second) == bannedFirst);
    CHECK((old < second) == !bannedFirst);
    // Before the lists, none is in force.
    CHECK(p({"lists", "show", "--game", "fab", "--date", "2025-12-31"}).out.find("in force") ==
          std::string::npos);
}
