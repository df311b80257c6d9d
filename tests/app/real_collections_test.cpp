// SPDX-License-Identifier: GPL-3.0-or-later

// Collection exports the six apps really wrote (tests/data/real/collections/, see SOURCES): the
// same collection of 41 Magic printings exported by each, and an excerpt of a TCGplayer seller's
// export. tests/data/collections/real-printings.csv gives a profile those printings (Scryfall's
// set codes and numbers) under plu's columns; what each file holds was counted from the file.
#include "cli_runner.hpp"
#include "deckhand/app/card_editor.hpp"
#include "deckhand/app/profile_session.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

using namespace deckhand::test;

namespace {

std::string real(const std::string& file) {
    return (fs::path(DECKHAND_TEST_DATA) / "real" / "collections" / file).string();
}

// A profile whose plu game has the printings the real files name.
struct RealProfile {
    ScratchProfile p{"real-coll"};
    RealProfile() {
        const auto r =
            p({"import", "cards", "--game", "plu",
               (fs::path(DECKHAND_TEST_DATA) / "collections" / "real-printings.csv").string()});
        INFO(r.err);
        REQUIRE(r.code == 0);
    }
    [[nodiscard]] nlohmann::json rows() const {
        return nlohmann::json::parse(p({"collection", "list", "--json"}).out)["collection"];
    }
    [[nodiscard]] int copies(const std::string& set, const std::string& number) const {
        int n = 0;
        for (const auto& r : rows())
            if (r["set"] == set && r["number"] == number) n += r["quantity"].get<int>();
        return n;
    }
    [[nodiscard]] int total() const {
        int n = 0;
        for (const auto& r : rows())
            n += r["quantity"].get<int>();
        return n;
    }
    // What `collection import --game plu FILE` says when it succeeds (the test stops if not).
    template <class... Args> [[nodiscard]] std::string imported(const Args&... args) const {
        const auto r = p({"collection", "import", "--game", "plu", std::string(args)...});
        INFO(r.err);
        REQUIRE(r.code == 0);
        return r.out;
    }
    // Copies of Lightning Bolt M11 149 per language.
    [[nodiscard]] std::map<std::string, int> boltLanguages() const {
        std::map<std::string, int> out;
        for (const auto& r : rows())
            if (r["set"] == "M11" && r["number"] == "149")
                out[r["language"].get<std::string>()] += r["quantity"].get<int>();
        return out;
    }
};

// Lightning Bolt M11 149 in each language, as counted in a file: its English copies and one of
// each language in `others`.
std::map<std::string, int> languages(int english, std::initializer_list<const char*> others) {
    std::map<std::string, int> m{{"en", english}};
    for (const char* o : others)
        m[o] = 1;
    return m;
}

} // namespace

TEST_CASE("real collections: Archidekt - condition codes D NM MP HP - languages CS CT JP KR") {
    RealProfile p;
    const std::string said = p.imported(real("archidekt.csv"));
    CHECK(has(said, "as a Archidekt export: added 43 cards in"));
    CHECK(p.total() == 43);
    // 16 Lightning Bolts at M11 149: 7 English (NM x3, D, HP, MP, a foil) and nine others, no
    // Spanish; CS and CT are the two Chinese.
    CHECK(p.boltLanguages() ==
          languages(7, {"de", "fr", "it", "ja", "ko", "pt", "ru", "zh-Hans", "zh-Hant"}));
    std::map<std::string, int> conditions;
    for (const auto& row : p.rows())
        if (row["set"] == "M11" && row["language"] == "en")
            conditions[row["condition"].get<std::string>()] += row["quantity"].get<int>();
    CHECK(conditions == std::map<std::string, int>{{"DMG", 1}, {"HP", 1}, {"MP", 1}, {"NM", 4}});
    CHECK(p.copies("ISD", "51") == 1); // Delver of Secrets // Insectile Aberration
    CHECK(p.copies("PLST", "DDC-49") == 1);
}

TEST_CASE("real collections: Dragon Shield - token names and front faces are the cards") {
    RealProfile p;
    const std::string said = p.imported(real("dragonshield.csv"));
    CHECK(has(said, "as a Dragon Shield export: added 42 cards in"));
    CHECK(p.total() == 42);
    CHECK(p.copies("TMH2", "14") == 1); // "Clue Token"
    CHECK(p.copies("TCLB", "17") == 1); // "Treasure Token"
    CHECK(p.copies("ISD", "51") == 1);  // "Delver of Secrets"
    CHECK(p.copies("KHM", "114") == 1); // "Valki, God of Lies"
    CHECK(p.copies("ELD", "39") == 1);  // "Brazen Borrower // Petty Theft", in full
    CHECK(p.copies("DVD", "49") == 1);  // Dragon Shield's Demonic Tutor of The List
    // English: NM, Played, Poor, a foil, Good, Mint; no Simplified Chinese.
    CHECK(p.boltLanguages() ==
          languages(6, {"de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zh-Hant"}));
    for (const auto& row : p.rows()) {
        CHECK(row["location"] == "Test");       // its Folder Name
        CHECK(row["trade"] == row["quantity"]); // every row: Quantity 1, Trade Quantity 1
    }
}

TEST_CASE("real collections: Moxfield - Tradelist Count - Moxfield's conditions") {
    RealProfile p;
    const std::string said = p.imported(real("moxfield.csv"));
    CHECK(has(said, "as a Moxfield export: added 43 cards in"));
    CHECK(p.total() == 43);
    // English: a foil, Good (Lightly Played), Played, Heavily Played, Damaged, Mint.
    CHECK(p.boltLanguages() ==
          languages(6, {"de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zh-Hans", "zh-Hant"}));
    CHECK(p.copies("LTR", "741z") == 1);
    CHECK(p.copies("PUMA", "U8") == 1);
}

TEST_CASE("real collections: ManaBox - Scryfall's codes and zh_CN zh_TW") {
    RealProfile p;
    const std::string said = p.imported(real("manabox.csv"));
    CHECK(has(said, "as a ManaBox export: added 42 cards in"));
    CHECK(p.total() == 42);
    // English: a foil, excellent, played x2, mint.
    CHECK(p.boltLanguages() ==
          languages(5, {"de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zh-Hans", "zh-Hant"}));
}

TEST_CASE("real collections: TCGplayer - its Name column with the bracket of a variant") {
    RealProfile p;
    const std::string said = p.imported(real("tcgplayer.csv"));
    CHECK(has(said, "as a TCGplayer export: added 12 cards in 10 rows"));
    CHECK(p.copies("MH3", "405") == 1); // "Accursed Marauder (Retro Frame)"
    CHECK(p.copies("LCI", "300") == 1); // "Anim Pakal, Thousandth Moon (Showcase)"
    CHECK(p.copies("LCI", "320") == 2); // "Belligerent Yearling (Borderless)"
    CHECK(p.copies("LCI", "269") == 1); // "Cavern of Souls (0269)"
    CHECK(p.copies("BLB", "163") == 2);
    int foil = 0;
    for (const auto& row : p.rows())
        if (row["finish"] == "foil") foil += row["quantity"].get<int>();
    CHECK(foil == 4); // Another Chance, 2 Bakersbane Duo, Baylen
}

TEST_CASE("real collections: Deckbox - its own set codes and numbers - name matching when asked") {
    RealProfile p;
    // Deckbox writes its own codes for tokens (ex_127, ex_145), The List (plist), Alpha (1e),
    // Apocalypse (ap) and Alliances (al): those seven rows name no printing of the game.
    auto refused = p.p({"collection", "import", "--game", "plu", real("deckbox.csv")});
    CHECK(refused.code == 2);
    for (const char* line :
         {"deckbox.csv:5:5: ", "deckbox.csv:13:5: ", "deckbox.csv:14:5: ", "deckbox.csv:16:5: ",
          "deckbox.csv:34:5: ", "deckbox.csv:40:5: ", "deckbox.csv:41:5: "}) {
        INFO(line);
        CHECK(has(refused.err, line));
    }
    CHECK(has(refused.err, "deckbox.csv:16:5: Powerline Ultra has no card ap 128; by its name "
                           "'Fire // Ice' it would be Fire // Ice (APC 128)"));
    CHECK(has(refused.err, "Nothing was imported: 7 rows matched no Powerline Ultra card"));
    CHECK(p.total() == 0);

    // By name: Clue, Fire // Ice, Lim-Dûl's Vault and Treasure have one printing each; Demonic
    // Tutor (lines 13, 14) and Recruiter of the Guard (line 40) have several, so no name decides.
    auto byName =
        p.p({"collection", "import", "--game", "plu", "--match-by-name", real("deckbox.csv")});
    CHECK(byName.code == 2);
    CHECK(has(byName.err, "Nothing was imported: 3 rows matched no Powerline Ultra card"));
    CHECK(has(byName.err, "deckbox.csv:13:5: "));
    CHECK(p.total() == 0);

    const std::string byBoth =
        p.imported("--match-by-name", "--skip-unmatched", real("deckbox.csv"));
    CHECK(has(byBoth, "by name: " + real("deckbox.csv") +
                          ":5:5: 'Clue' (ex_127 14 is not a card) booked on Clue (TMH2 14)"));
    CHECK(has(byBoth, ":16:5: 'Fire // Ice' (ap 128 is not a card) booked on Fire // Ice "
                      "(APC 128)"));
    CHECK(has(byBoth, ":34:5: 'Lim-Dûl's Vault' (al 192 is not a card) booked on Lim-Dûl's "
                      "Vault (ALL 107)"));
    CHECK(has(byBoth, ":41:5: 'Treasure' (ex_145 17 is not a card) booked on Treasure (TCLB 17)"));
    CHECK(has(byBoth, "added 39 cards in"));
    CHECK(has(byBoth, "4 of them by name, skipped 3 unmatched"));
    // Deckbox drops the letters of numbers: its ltr 741 and puma 8 are LTR 741z and PUMA U8.
    CHECK(p.copies("LTR", "741z") == 1);
    CHECK(p.copies("PUMA", "U8") == 1);
    CHECK(p.boltLanguages() ==
          languages(5, {"de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zh-Hans", "zh-Hant"}));
}

// The apps' exports below are written here, with each app's header as its exports have it: no
// real export of Delver Lens, or of Deckbox with set names only, was found under a licence that
// lets them be copied here; the Dragon Shield app's own export is real (the test above), the one
// written below has the header the app's export was described with before it was found.
namespace {

// Names the profile's plu sets as the card editor would: `sets` gives code and name.
void nameSets(const RealProfile& p,
              std::initializer_list<std::pair<const char*, const char*>> sets) {
    deckhand::app::ProfileSession session(p.p.dir(), DECKHAND_RESOURCES_DIR);
    deckhand::app::CardEditor editor(session, "plu");
    for (const auto& [code, name] : sets)
        REQUIRE(editor.editSet(code, name, "").empty());
    editor.save();
}

// The rows of the collection held for one printing: each row's quantity, finish, condition,
// language, place and trade copies, "quantity finish condition language place trade".
std::vector<std::string> held(const RealProfile& p, const std::string& set,
                              const std::string& number) {
    std::vector<std::string> out;
    for (const auto& r : p.rows())
        if (r["set"] == set && r["number"] == number)
            out.push_back(std::to_string(r["quantity"].get<int>()) + " " +
                          r["finish"].get<std::string>() + " " + r["condition"].get<std::string>() +
                          " " + r["language"].get<std::string>() + " " +
                          r["location"].get<std::string>() + " " +
                          std::to_string(r["trade"].get<int>()));
    std::sort(out.begin(), out.end());
    return out;
}

const char* const kDeckboxNamesOnly =
    "Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,Signed,Artist "
    "Proof,Altered Art,Misprint,Promo,Textless,My Price\n"
    "2,1,Lightning Bolt,Magic 2011,149,Good (Lightly Played),German,,,,,,,,\n"
    "1,0,\"Aragorn, the Uniter\",The Lord of the Rings: Tales of Middle-earth,741,Near "
    "Mint,English,foil,,,,,,,,\n"
    "1,0,Brazen Borrower // Petty Theft,Throne of Eldraine,39,Near Mint,Japanese,,,,,,,,\n";

} // namespace

TEST_CASE("collection CSVs: Deckbox rows with set names only - each name is the set the profile "
          "knows by it") {
    RealProfile p;
    const std::string file = p.p.write("deckbox-names.csv", kDeckboxNamesOnly);
    // The profile names none of the sets yet: every row says which name in which column (the
    // Edition, column 4), and nothing is added.
    auto refused = p.p({"collection", "import", "--game", "plu", file});
    INFO(refused.err);
    CHECK(refused.code == 2);
    CHECK(has(refused.err, "deckbox-names.csv:2:4: Powerline Ultra has no set named 'Magic 2011', "
                           "and by its name: 'Lightning Bolt' has 2 printings (M11 149, SLD 83)"));
    CHECK(has(refused.err, "deckbox-names.csv:4:4: Powerline Ultra has no set named 'Throne of "
                           "Eldraine'; by its name 'Brazen Borrower // Petty Theft' it would be "
                           "Brazen Borrower // Petty Theft (ELD 39)"));
    CHECK(has(refused.err, "Nothing was imported: 3 rows matched no Powerline Ultra card"));
    CHECK(p.total() == 0);

    nameSets(p, {{"M11", "Magic 2011"},
                 {"LTR", "The Lord of the Rings: Tales of Middle-earth"},
                 {"ELD", "Throne of Eldraine"}});
    const std::string said = p.imported(file);
    CHECK(has(said, "as a Deckbox export: added 4 cards in 3 rows"));
    CHECK(held(p, "M11", "149") == std::vector<std::string>{"2 normal LP de  1"});
    CHECK(held(p, "LTR", "741z") == std::vector<std::string>{"1 foil NM en  0"}); // Deckbox's 741
    CHECK(held(p, "ELD", "39") == std::vector<std::string>{"1 normal NM ja  0"});
}

TEST_CASE("collection CSVs: a set name two sets have is unmatched - which one is never guessed") {
    RealProfile p;
    nameSets(p, {{"DVD", "Duel Decks"}, {"PLST", "Duel Decks"}, {"M11", "Magic 2011"}});
    const std::string file =
        p.p.write("two.csv", "Name,Set Name,Number,Quantity\n"
                             "Lightning Bolt,magic 2011,149,1\n" // names compare in any case
                             "Demonic Tutor,Duel Decks,49,1\n");
    for (bool byName : {false, true}) {
        std::vector<std::string> args{"collection", "import", "--game", "plu", file};
        if (byName) args.insert(args.begin() + 2, "--match-by-name");
        auto r = p.p(args);
        CHECK(r.code == 2);
        CHECK(has(r.err, "two.csv:3:2: 'Duel Decks' is the name of 2 sets of Powerline Ultra "
                         "(DVD, PLST); give the set's code"));
        CHECK(has(r.err, "Nothing was imported: 1 row matched no Powerline Ultra card"));
        CHECK(p.total() == 0);
    }
    CHECK(has(p.imported("--skip-unmatched", file), "skipped 1 unmatched"));
    CHECK(held(p, "M11", "149") == std::vector<std::string>{"1 normal NM en  0"});
    CHECK(p.total() == 1);
}

TEST_CASE(
    "collection CSVs: Delver Lens - QuantityX, Edition code or the Edition's name, List name") {
    RealProfile p;
    nameSets(p, {{"LTR", "The Lord of the Rings: Tales of Middle-earth"}});
    const std::string full = p.p.write(
        "delver.csv",
        "Name,Edition,Price,Language,Collector's number,Condition,Currency,Edition code,Foil,List "
        "name,QuantityX,Scryfall ID\n"
        "\"Lightning Bolt\",\"Magic 2011\",\"1.0\",\"Italian\",\"149\",\"Slightly "
        "Played\",\"USD\",\"M11\",\"\",\"Binder\",\"3x\",\"\"\n"
        "\"Demonic Tutor\",\"Commander Masters\",\"20.5\",\"English\",\"509\",\"Near "
        "Mint\",\"EUR\",\"CMM\",\"Foil\",\"Binder\",\"2x\",\"\"\n");
    const std::string said = p.imported(full);
    CHECK(has(said, "as a Delver Lens export: added 5 cards in 2 rows"));
    CHECK(held(p, "M11", "149") == std::vector<std::string>{"3 normal LP it Binder 0"});
    CHECK(held(p, "CMM", "509") == std::vector<std::string>{"2 foil NM en Binder 0"});

    // Without the Edition code column, the Edition (a set name) says which set.
    const std::string names =
        p.p.write("delver-names.csv", "Name,Edition,Collector's number,QuantityX,Foil\n"
                                      "\"Aragorn, the Uniter\",\"The Lord of the Rings: Tales "
                                      "of Middle-earth\",\"192\",\"1x\",\"\"\n");
    const std::string byNames = p.imported(names);
    CHECK(has(byNames, "as a Delver Lens export: added 1 card in 1 row"));
    CHECK(held(p, "LTR", "192") == std::vector<std::string>{"1 normal NM en  0"});
    CHECK(p.total() == 6);
}

TEST_CASE("collection CSVs: the Dragon Shield app's own export - no Folder Name, no sep line") {
    RealProfile p;
    const std::string file =
        p.p.write("dragonshield-app.csv",
                  "Quantity,Card Name,Set Code,Set Name,Card Number,Printing,Condition,Language,"
                  "Price Bought,Date Bought\n"
                  "2,Lightning Bolt,M11,Magic 2011,149,Foil,LightPlayed,French,0.50,2024-03-01\n"
                  "1,Clue Token,TMH2,Modern Horizons 2 Tokens,14,Normal,Poor,English,0.10,"
                  "2024-03-01\n");
    const std::string said = p.imported(file);
    CHECK(has(said, "as a Dragon Shield export: added 3 cards in 2 rows"));
    CHECK(held(p, "M11", "149") == std::vector<std::string>{"2 foil LP fr  0"});
    CHECK(held(p, "TMH2", "14") == std::vector<std::string>{"1 normal HP en  0"}); // "Clue Token"
}

TEST_CASE("real collections: the Dragon Shield app - Expansion Code - CardNumber - true foils") {
    // 23 rows of a real collection the Dragon Shield app exported (dragonshield-app.csv, see
    // SOURCES): its header has a space after each comma, the set in "Expansion Code" (in small
    // letters) beside "Expansion Name", the number in "CardNumber", "Foil" true or false, no
    // folder and no trade quantity. A double-faced card is listed under each face, the two rows
    // alike but for the name (the whole file: 95 such pairs, each face's copies the same).
    RealProfile p;
    // The printings the rows name (a token under its card's name, "Beast"; double-faced cards
    // under "Front // Back" as Scryfall names them), and two of the names again in a set the
    // file does not name: only the row's set and number tell which.
    const std::string printings = p.p.write(
        "ds-app-printings.csv",
        "name,set,number,rarity,type,subtype,weight\n"
        "Abandon the Post,MID,127,Common,Attack,Basic,Light\n"
        "Aerial Boost,MOM,2,Common,Attack,Basic,Light\n"
        "Ambitious Farmhand // Seasoned Cathar,MID,2,Common,Attack,Basic,Light\n"
        "\"Arlinn, the Pack's Hope // Arlinn, the Moon's Fury\",MID,279,Common,Attack,Basic,Light\n"
        "Beanstalk Giant // Fertile Footsteps,ZNC,61,Common,Attack,Basic,Light\n"
        "Beast,TMH2,9,Common,Attack,Basic,Light\n"
        "Befriending the Moths // Imperial Moth,NEO,4,Common,Attack,Basic,Light\n"
        "Bonecrusher Giant // Stomp,ELD,115,Common,Attack,Basic,Light\n"
        "Bonecrusher Giant // Stomp,OTHER,1,Common,Attack,Basic,Light\n"
        "Chief of the Foundry,KLD,200,Common,Attack,Basic,Light\n"
        "Defend the Campus,STX,12,Common,Attack,Basic,Light\n"
        "Delver of Secrets // Insectile Aberration,MID,47,Common,Attack,Basic,Light\n"
        "Ecstatic Awakener // Awoken Demon,MID,100,Common,Attack,Basic,Light\n"
        "Jadelight Ranger,RIX,136,Common,Attack,Basic,Light\n"
        "Jadelight Ranger,OTHER,2,Common,Attack,Basic,Light\n"
        "Ramunap Excavator,HOU,129,Common,Attack,Basic,Light\n");
    const auto added = p.p({"import", "cards", "--game", "plu", printings});
    INFO(added.err);
    REQUIRE(added.code == 0);

    // Counted from the file: 23 rows, 7 of them a back face (Seasoned Cathar, Arlinn, the
    // Moon's Fury, Awoken Demon, Imperial Moth three times, Insectile Aberration). The 16 others
    // hold 24 copies: the 12 of the single-faced cards and "Front // Back" names, and the
    // double-faced cards' 1 + 1 + 3 + 6 + 1 under their front faces.
    const std::string said = p.imported(real("dragonshield-app.csv"));
    CHECK(has(said, "as a Dragon Shield export: added 24 cards in 16 rows, 7 rows naming a back "
                    "face counted with their front"));
    CHECK(p.total() == 24);
    // "quantity finish condition language place trade": German but three English rows; NearMint,
    // LightPlayed, Poor and Good as the other Dragon Shield exports write them.
    CHECK(held(p, "MID", "127") == std::vector<std::string>{"1 normal NM de  0"});
    CHECK(held(p, "MOM", "2") == std::vector<std::string>{"1 normal NM en  0"});
    CHECK(held(p, "ZNC", "61") == std::vector<std::string>{"1 normal NM de  0"});
    CHECK(held(p, "TMH2", "9") ==
          std::vector<std::string>{"1 normal NM de  0"}); // Beast Token (4/4)
    CHECK(held(p, "ELD", "115") == std::vector<std::string>{"4 normal NM de  0"});
    CHECK(held(p, "KLD", "200") == std::vector<std::string>{"1 foil NM en  0"});
    CHECK(held(p, "STX", "12") == std::vector<std::string>{"1 foil LP de  0"});
    CHECK(held(p, "RIX", "136") == std::vector<std::string>{"1 normal HP de  0"}); // Poor
    CHECK(held(p, "HOU", "129") == std::vector<std::string>{"1 normal MP de  0"}); // Good
    CHECK(held(p, "OTHER", "1").empty());
    CHECK(held(p, "OTHER", "2").empty());
    // Each double-faced card once, with the copies of one of its faces' rows: the owner has one
    // Delver of Secrets, not a Delver and an Insectile Aberration.
    CHECK(held(p, "MID", "2") == std::vector<std::string>{"1 normal NM en  0"});
    CHECK(held(p, "MID", "279") == std::vector<std::string>{"1 normal NM de  0"});
    CHECK(held(p, "MID", "100") == std::vector<std::string>{"3 normal NM de  0"}); // back first
    CHECK(held(p, "NEO", "4") == std::vector<std::string>{"6 normal NM de  0"});   // 4 + 1 + 1
    CHECK(held(p, "MID", "47") == std::vector<std::string>{"1 normal NM de  0"});
}

TEST_CASE("real collections: Delver Lens - Edition CODE - Tag and Color columns - four languages") {
    // 33 rows of a real Delver Lens export (delverlens.csv, see SOURCES), the columns as its
    // user chose them: Tag, Quantity (a number, not "2x"), Name, Language, Foil ("Foil" or
    // empty), Edition CODE, Edition (the set's name), Condition, Collector's number, Color.
    RealProfile p;
    // The 27 printings the rows name (set and number as the file writes them: "232★", "287e",
    // The List's "SS2-8"), Eternal Witness in three sets.
    const std::string printings =
        p.p.write("delver-printings.csv",
                  "name,set,number,rarity,type,subtype,weight\n"
                  "Archpriest of Iona,ZNR,5,Common,Attack,Basic,Light\n"
                  "Celestial Colonnade,WWK,133,Common,Attack,Basic,Light\n"
                  "Mind Stone,PW21,5,Common,Attack,Basic,Light\n"
                  "\"Kiora, Behemoth Beckoner\",WAR,232★,Common,Attack,Basic,Light\n"
                  "Mayhem Devil,WAR,204,Common,Attack,Basic,Light\n"
                  "Impulse,VIS,34,Common,Attack,Basic,Light\n"
                  "Eternal Witness,TSR,361,Common,Attack,Basic,Light\n"
                  "Braided Net // Braided Quipu,LCI,47,Common,Attack,Basic,Light\n"
                  "Souls of the Lost,LCI,121,Common,Attack,Basic,Light\n"
                  "Isildur's Fateful Strike,LTR,91,Common,Attack,Basic,Light\n"
                  "Blackblade Reforged,PLST,SS2-8,Common,Attack,Basic,Light\n"
                  "Eternal Witness,PLST,UMA-163,Common,Attack,Basic,Light\n"
                  "Tireless Tracker,PLST,435,Common,Attack,Basic,Light\n"
                  "Blackblade Reforged,BRR,6,Common,Attack,Basic,Light\n"
                  "Mogg Raider,TMP,191,Common,Attack,Basic,Light\n"
                  "Tablet of Compleation,ONE,245,Common,Attack,Basic,Light\n"
                  "Fire // Ice,MH2,290,Common,Attack,Basic,Light\n"
                  "\"Titania, Protector of Argoth\",MH2,287e,Common,Attack,Basic,Light\n"
                  "Invasion of Ravnica // Guildpact Paragon,MOM,1,Common,Attack,Basic,Light\n"
                  "Dig Through Time,PLG21,2,Common,Attack,Basic,Light\n"
                  "Abzan Ascendancy,KTK,160,Common,Attack,Basic,Light\n"
                  "\"Shu Yun, the Silent Tempest\",FRF,52,Common,Attack,Basic,Light\n"
                  "Goblin Chirurgeon,FEM,54b,Common,Attack,Basic,Light\n"
                  "Mulldrifter,JVC,12,Common,Attack,Basic,Light\n"
                  "Eternal Witness,CMD,152,Common,Attack,Basic,Light\n"
                  "Commit // Memory,AKH,211,Common,Attack,Basic,Light\n"
                  "Wight,AFR,127,Common,Attack,Basic,Light\n");
    const auto added = p.p({"import", "cards", "--game", "plu", printings});
    INFO(added.err);
    REQUIRE(added.code == 0);

    // Counted from the file with Python's csv module: 33 rows, 43 copies; 23 Portuguese, 17
    // English, 2 Japanese, 1 Spanish; 30 Near Mint, 6 Moderately Played, 5 Slightly Played, 2
    // Heavily Played; 6 foils.
    const std::string said = p.imported(real("delverlens.csv"));
    CHECK(has(said, "as a Delver Lens export: added 43 cards in 33 rows"));
    CHECK(p.total() == 43);
    std::map<std::string, int> languages, conditions, finishes;
    for (const auto& row : p.rows()) {
        languages[row["language"].get<std::string>()] += row["quantity"].get<int>();
        conditions[row["condition"].get<std::string>()] += row["quantity"].get<int>();
        finishes[row["finish"].get<std::string>()] += row["quantity"].get<int>();
        CHECK(row["location"] == ""); // no List name column
    }
    CHECK(languages == std::map<std::string, int>{{"en", 17}, {"es", 1}, {"ja", 2}, {"pt", 23}});
    CHECK(conditions == std::map<std::string, int>{{"HP", 2}, {"LP", 5}, {"MP", 6}, {"NM", 30}});
    CHECK(finishes == std::map<std::string, int>{{"foil", 6}, {"normal", 37}});
    // "quantity finish condition language place trade", rows of one printing as the file has
    // them: Slightly Played is LP, a Japanese Kiora at "232★", Eternal Witness once in each of
    // its three sets, the same Souls of the Lost twice (one row tagged Promo) as 2 copies.
    CHECK(held(p, "WAR", "204") ==
          std::vector<std::string>{"1 normal NM en  0", "3 normal NM pt  0"});
    CHECK(held(p, "WAR", "232★") == std::vector<std::string>{"1 normal NM ja  0"});
    CHECK(held(p, "WWK", "133") == std::vector<std::string>{"1 normal LP en  0"});
    CHECK(held(p, "PW21", "5") == std::vector<std::string>{"1 foil NM pt  0"});
    CHECK(held(p, "LCI", "121") == std::vector<std::string>{"2 normal NM pt  0"});
    CHECK(held(p, "LTR", "91") ==
          std::vector<std::string>{"1 normal LP pt  0", "1 normal NM pt  0"});
    CHECK(held(p, "PLG21", "2") == std::vector<std::string>{"1 foil NM pt  0", "4 foil NM en  0"});
    CHECK(held(p, "KTK", "160") ==
          std::vector<std::string>{"1 normal HP pt  0", "1 normal MP en  0"});
    CHECK(held(p, "TSR", "361") == std::vector<std::string>{"1 normal NM en  0"});
    CHECK(held(p, "PLST", "UMA-163") == std::vector<std::string>{"2 normal NM en  0"});
    CHECK(held(p, "CMD", "152") == std::vector<std::string>{"1 normal NM en  0"});
    CHECK(held(p, "PLST", "SS2-8") == std::vector<std::string>{"1 normal NM en  0"});
    CHECK(held(p, "MH2", "287e") ==
          std::vector<std::string>{"1 normal NM en  0", "2 normal NM pt  0"});
    CHECK(held(p, "ONE", "245") == std::vector<std::string>{"1 normal NM es  0"});
    CHECK(held(p, "MOM", "1") == std::vector<std::string>{"1 normal NM pt  0"});
}

TEST_CASE("collection CSVs: a Set ID column is the set's code") {
    RealProfile p;
    const std::string file = p.p.write("set-id.csv", "Set ID,Card Number,Language,Quantity\n"
                                                     "M11,149,ja,2\n"
                                                     "ELD,39,,1\n");
    const std::string said = p.imported(file);
    CHECK(has(said, "added 3 cards in 2 rows"));
    CHECK(held(p, "M11", "149") == std::vector<std::string>{"2 normal NM ja  0"});
    CHECK(held(p, "ELD", "39") == std::vector<std::string>{"1 normal NM en  0"});
}
