// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli event check: an event's submissions from a form's CSV export or a folder of
// lists, end to end in-process; the summary read back as CSV and JSON and the sheets with
// poppler. Every expected value below is written out by hand from the input
// (tests/data/events/spring-open-form.csv: 12 players, see the comments per row).
#include "../support/pdf_text.hpp"
#include "cli_runner.hpp"
#include "deckhand/app/event_check.hpp"
#include "deckhand/io/csv.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

using namespace deckhand::test;
using deckhand::app::FormTime;

namespace {

const std::string kForm = "events/spring-open-form.csv";

// One row of summary.csv as the test expects it.
struct Expected {
    const char* player;
    const char* id;
    int row;
    const char* verdict;
    const char* main;
    const char* side;
    const char* late;
    const char* sameAs;
};

// By hand from the form: legal.txt is 41 main cards and a side of 3 Smoke Bomb + 2 Hype Crowd;
// the deadline is 2026-04-30 22:00 (GMT+1).
const Expected kRows[] = {
    {"Ada Lovelace", "1001", 2, "LEGAL", "41", "5", "no", ""},   // legal.txt as it is
    {"Grace Hopper", "1002", 3, "ILLEGAL", "41", "5", "no", ""}, // 4 Thunder Knee, 2 Iron Will
    {"Alan Turing", "1003", 4, "UNREADABLE", "", "", "no", ""},  // "three Quick Jab", line 3
    {"Katherine Johnson", "1004", 5, "LEGAL", "41", "0", "no", "Edsger Dijkstra"},
    // Katherine's deck lower-cased, reordered, doubled spaces, CRLF line ends:
    {"Edsger Dijkstra", "1005", 6, "LEGAL", "41", "0", "no", "Katherine Johnson"},
    {"Barbara Liskov", "1006", 7, "LEGAL", "41", "1", "yes", ""}, // 10:15 PM: after 22:00
    {"Donald Knuth", "1007", 8, "ILLEGAL", "39", "5", "no", ""},  // no Final Horizon, 2 Iron Will
    {"Frances Allen", "1008", 9, "LEGAL", "41", "2", "no", ""},
    {"Tim Berners-Lee", "1009", 10, "LEGAL", "41", "2", "no", ""}, // 9:59:59 PM: on time
    {"Margaret Hamilton", "1010", 11, "LEGAL", "41", "3", "no", ""},
    {"John von Neumann", "1011", 12, "LEGAL", "41", "1", "no", ""},
    {"Radia Perlman", "1012", 13, "ILLEGAL", "42", "5", "no", ""}, // a second Fighter
};

// The readable players by surname (the last word of the name): the sheets' order.
const char* const kSheetOrder[] = {"Frances Allen",     "Tim Berners-Lee", "Edsger Dijkstra",
                                   "Margaret Hamilton", "Grace Hopper",    "Katherine Johnson",
                                   "Donald Knuth",      "Barbara Liskov",  "Ada Lovelace",
                                   "John von Neumann",  "Radia Perlman"};

// "deck hash 1a2b3c4d" in export --pdf's report.
std::string hashIn(const std::string& out) {
    const auto at = out.find("deck hash ");
    return at == std::string::npos ? std::string() : out.substr(at + 10, 8);
}

deckhand::io::CsvTable summaryOf(const std::string& path) {
    const std::string text = readFile(path);
    auto table = deckhand::io::readCsv(text, path);
    REQUIRE(table.ok());
    return table.value;
}

std::string cell(const deckhand::io::CsvTable& t, std::size_t row, const char* column) {
    const int c = t.column(column);
    REQUIRE(c >= 0);
    return t.rows[row][static_cast<std::size_t>(c)];
}

} // namespace

TEST_CASE("event check: a form of 12 players - 12 rows, the late, the same deck, one PDF by "
          "surname") {
    ScratchProfile p("event-test");
    const std::string out = p.file("out");
    auto r =
        p({"event", "check", "--form", dataPath(kForm), "--game", "plu", "--date", "2026-05-01",
           "--deadline", "2026-04-30T22:00:00+01:00", "--event", "Spring Open", "--out", out});
    INFO(r.out << r.err);
    CHECK(r.code == 2); // a list could not be read
    CHECK(has(r.out, "12 lists: 8 legal, 3 illegal, 1 unreadable, 1 late"));

    const auto t = summaryOf(out + "/summary.csv");
    REQUIRE(t.header == std::vector<std::string>{"player", "player_id", "source", "verdict", "main",
                                                 "side", "problems", "hash", "submitted", "late",
                                                 "same_as", "superseded_by"});
    REQUIRE(t.rows.size() == 12);
    for (std::size_t i = 0; i < 12; ++i) {
        const Expected& e = kRows[i];
        INFO("row " << i << ": " << e.player);
        CHECK(cell(t, i, "player") == e.player);
        CHECK(cell(t, i, "player_id") == e.id);
        CHECK(cell(t, i, "source") == dataPath(kForm) + " row " + std::to_string(e.row));
        CHECK(cell(t, i, "verdict") == e.verdict);
        CHECK(cell(t, i, "main") == e.main);
        CHECK(cell(t, i, "side") == e.side);
        CHECK(cell(t, i, "late") == e.late);
        CHECK(cell(t, i, "same_as") == e.sameAs);
        CHECK(cell(t, i, "superseded_by").empty()); // every player handed in once
        CHECK(cell(t, i, "hash").size() == (std::string(e.verdict) == "UNREADABLE" ? 0U : 8U));
        CHECK(cell(t, i, "problems").empty() == (std::string(e.verdict) == "LEGAL"));
    }
    CHECK(cell(t, 0, "submitted") == "2026/04/28 7:12:03 PM GMT+1");
    // Why a list could not be read: where in its cell.
    CHECK(has(cell(t, 2, "problems"), "line 3"));
    CHECK(has(cell(t, 1, "problems"), "Thunder Knee"));
    // The same deck whatever its spelling; another side deck is another deck.
    CHECK(cell(t, 3, "hash") == cell(t, 4, "hash"));
    CHECK(cell(t, 0, "hash") != cell(t, 3, "hash"));
    // The hash is the one a sheet of the same list prints (export --pdf of tests/data).
    auto e = p({"export", "--pdf", p.file("ada.pdf"), "--game", "plu", "--date", "2026-05-01",
                deckPath("plu", "legal.txt")});
    REQUIRE(e.code == 0);
    CHECK(cell(t, 0, "hash") == hashIn(e.out));

    // The JSON says the same.
    const auto j = nlohmann::json::parse(readFile(out + "/summary.json"));
    REQUIRE(j["players"].size() == 12);
    CHECK(j["players"][5]["player"] == "Barbara Liskov");
    CHECK(j["players"][5]["late"] == true);
    CHECK(j["players"][6]["main"] == 39);
    CHECK(j["players"][3]["same_as"] == nlohmann::json::array({"Edsger Dijkstra"}));
    CHECK(j["players"][2]["verdict"] == "UNREADABLE");
    CHECK(j["players"][2]["superseded_by"] == "");

    // One PDF: a sheet for each readable list, by surname, the player's name and ID on it.
    const std::string pdf = out + "/sheets.pdf";
    REQUIRE(fs::exists(pdf));
    const std::string text = poppler("pdftotext", pdf);
    std::size_t last = 0;
    for (const char* player : kSheetOrder) {
        INFO(player);
        const auto at = text.find(player, last);
        CHECK(at != std::string::npos);
        if (at != std::string::npos) last = at;
    }
    CHECK(!has(text, "Alan Turing"));
    CHECK(has(text, "1007"));
    CHECK(has(text, "Spring Open"));
    CHECK(occurrences(text, "Deck total") == 11);
}

TEST_CASE("event check: --split writes a PDF a player - columns given by name and number") {
    ScratchProfile p("event-test");
    const std::string out = p.file("out");
    auto r = p({"event", "check", "--form", dataPath(kForm), "--game", "plu", "--date",
                "2026-05-01", "--player-column", "3", "--list-column", "Deck list", "--id-column",
                "player id", "--out", out, "--split"});
    INFO(r.out << r.err);
    CHECK(r.code == 2);
    CHECK(has(r.out, "wrote 11 registration sheets"));
    CHECK(fs::exists(out + "/sheets/Ada_Lovelace.pdf"));
    CHECK(fs::exists(out + "/sheets/Tim_Berners_Lee.pdf"));
    CHECK(!fs::exists(out + "/sheets.pdf"));
    CHECK(has(poppler("pdftotext", out + "/sheets/Donald_Knuth.pdf"), "1007"));
    // No deadline: nobody is late.
    const auto t = summaryOf(out + "/summary.csv");
    for (std::size_t i = 0; i < t.rows.size(); ++i)
        CHECK(cell(t, i, "late") == "no");

    auto bad = p({"event", "check", "--form", dataPath(kForm), "--game", "plu", "--list-column",
                  "Decklists please"});
    CHECK(bad.code == 2);
    CHECK(has(bad.err, "--list-column Decklists please: the header has no such column"));
}

TEST_CASE("event check: a folder of lists - the file name is the player, or the roster's") {
    ScratchProfile p("event-test");
    fs::create_directories(p.file("lists"));
    fs::copy_file(deckPath("plu", "legal.txt"), p.file("lists/zoe_adams.txt"));
    fs::copy_file(deckPath("plu", "copies.txt"), p.file("lists/bo_young.txt"));
    p.write("lists/cy.txt", "Main\n1 Kaito Blaze\nthree Quick Jab\n");
    auto r = p({"event", "check", "--game", "plu", "--date", "2026-05-01", "--out", p.file("out"),
                p.file("lists")});
    INFO(r.out << r.err);
    CHECK(r.code == 2);
    auto t = summaryOf(p.file("out/summary.csv"));
    REQUIRE(t.rows.size() == 3); // by file name: bo_young, cy, zoe_adams
    CHECK(cell(t, 0, "player") == "bo young");
    CHECK(cell(t, 0, "verdict") == "ILLEGAL");
    CHECK(cell(t, 1, "player") == "cy");
    CHECK(cell(t, 1, "verdict") == "UNREADABLE");
    CHECK(has(cell(t, 1, "problems"), "line 3"));
    CHECK(cell(t, 2, "player") == "zoe adams");
    CHECK(cell(t, 2, "verdict") == "LEGAL");
    CHECK(cell(t, 2, "main") == "41");
    CHECK(cell(t, 2, "side") == "5");
    // Sheets by surname: Adams before Young.
    const std::string text = poppler("pdftotext", p.file("out/sheets.pdf"));
    CHECK(text.find("zoe adams") < text.find("bo young"));

    // A roster names them, with a surname column of its own.
    p.write("roster.csv", "file,player,id,surname\nzoe_adams.txt,Zoë Adams,P-1,Adams\n"
                          "bo_young.txt,Bo Young,P-2,Aaronson\n");
    fs::remove(p.file("lists/cy.txt"));
    r = p({"event", "check", "--game", "plu", "--date", "2026-05-01", "--roster",
           p.file("roster.csv"), "--out", p.file("out2"), p.file("lists")});
    CHECK(r.code == 1); // one illegal, none unreadable
    t = summaryOf(p.file("out2/summary.csv"));
    REQUIRE(t.rows.size() == 2);
    CHECK(cell(t, 0, "player") == "Bo Young");
    CHECK(cell(t, 0, "player_id") == "P-2");
    CHECK(cell(t, 1, "player") == "Zoë Adams");
    const std::string sheets = poppler("pdftotext", p.file("out2/sheets.pdf"));
    CHECK(sheets.find("Bo Young") < sheets.find("Zoë Adams")); // the roster's surnames

    // All legal: exit 0.
    fs::remove(p.file("lists/bo_young.txt"));
    r = p({"event", "check", "--game", "plu", "--date", "2026-05-01", p.file("lists")});
    CHECK(r.code == 0);
    CHECK(has(r.out, "1 list: 1 legal, 0 illegal, 0 unreadable, 0 late"));
}

TEST_CASE("event check: a deck many handed in names the first 10 and how many more") {
    ScratchProfile p("event-test");
    fs::create_directories(p.file("lists"));
    for (int i = 1; i <= 12; ++i) {
        const std::string n = (i < 10 ? "p0" : "p") + std::to_string(i);
        fs::copy_file(deckPath("plu", "legal.txt"), p.file("lists/" + n + ".txt"));
    }
    auto r = p({"event", "check", "--game", "plu", "--date", "2026-05-01", "--no-sheets", "--out",
                p.file("out"), p.file("lists")});
    CHECK(r.code == 0);
    const auto t = summaryOf(p.file("out/summary.csv"));
    REQUIRE(t.rows.size() == 12);
    CHECK(cell(t, 0, "same_as") == "p02; p03; p04; p05; p06; p07; p08; p09; p10; p11; and 1 more");
    CHECK(cell(t, 11, "same_as") == "p01; p02; p03; p04; p05; p06; p07; p08; p09; p10; and 1 more");
    CHECK(!fs::exists(p.file("out/sheets.pdf")));
}

TEST_CASE("event check: form timestamps as Google, Microsoft Forms and ISO write them") {
    auto at = [](const char* text) {
        const auto t = FormTime::parse(text);
        REQUIRE(t);
        return *t;
    };
    const FormTime deadline = at("2026-04-30T22:00:00+01:00");
    CHECK(at("2026/04/30 10:15:00 PM GMT+1").after(deadline));
    CHECK(!at("2026/04/30 9:59:59 PM GMT+1").after(deadline));
    CHECK(at("2026/04/30 9:30:00 PM GMT").after(deadline)); // 21:30 UTC is 22:30 at GMT+1
    // Microsoft Forms and Google Sheets: month first, two-digit years, no zone.
    CHECK(at("4/30/26 22:00:01").after(at("2026-04-30 22:00")));
    CHECK(!at("4/30/2026 21:59").after(at("2026-04-30T22:00")));
    CHECK(at("30/4/2026 23:00").after(at("2026-04-30T22:00"))); // day first: 30 is no month
    CHECK(at("2026-05-01").after(at("2026-04-30T23:59:59")));
    CHECK(at("2026-04-30T21:30:00Z").after(deadline));
    CHECK(!FormTime::parse("yesterday"));
    CHECK(!FormTime::parse("2026-02-30"));
    CHECK(!FormTime::parse("2026/04/30 13:00 PM"));
}

TEST_CASE("validate --json carries each deck's hash - validate --csv writes the summary rows") {
    ScratchProfile p("event-test");
    auto e = p({"export", "--pdf", p.file("sheet.pdf"), "--game", "plu", "--date", "2026-05-01",
                deckPath("plu", "legal.txt")});
    REQUIRE(e.code == 0);
    const std::string hash = hashIn(e.out);
    REQUIRE(hash.size() == 8);

    auto r = p({"validate", "--json", "--game", "plu", "--date", "2026-05-01",
                deckPath("plu", "legal.txt"), deckPath("plu", "copies.txt")});
    INFO(r.err);
    CHECK(r.code == 1);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j["decks"][0]["hash"] == hash);
    CHECK(j["decks"][1]["hash"].get<std::string>().size() == 8);
    CHECK(j["decks"][1]["hash"] != hash);

    fs::create_directories(p.file("lists"));
    fs::copy_file(deckPath("plu", "legal.txt"), p.file("lists/zoe_adams.txt"));
    fs::copy_file(deckPath("plu", "copies.txt"), p.file("lists/bo_young.txt"));
    r = p({"validate", "--csv", "--game", "plu", "--date", "2026-05-01", p.file("lists")});
    CHECK(r.code == 1);
    const std::string folder = p.file("lists");
    CHECK(r.out == "player,player_id,source,verdict,main,side,problems,hash,submitted,late,"
                   "same_as,superseded_by\r\n"
                   "bo young,," +
                       folder +
                       "/bo_young.txt,ILLEGAL,41,5,\"4 copies of Thunder Knee; at most 3 per "
                       "name, counting every printing\"," +
                       j["decks"][1]["hash"].get<std::string>() +
                       ",,no,,\r\n"
                       "zoe adams,," +
                       folder + "/zoe_adams.txt,LEGAL,41,5,," + hash + ",,no,,\r\n");
    auto both = p({"validate", "--csv", "--json", "--game", "plu", p.file("lists")});
    CHECK(both.code == 2);
}

TEST_CASE("convert --to plain and setnum - the text Melee and Limitless take pasted") {
    ScratchProfile p("event-test");
    const std::string list =
        p.write("list.txt", "Main\n3 quick jab\n1 Iron Palm (PLS2) 001\n\nSide:\n2x Smoke Bomb\n");
    auto r = p({"convert", "--game", "plu", "--to", "plain", list, "-"});
    INFO(r.err);
    CHECK(r.code == 0);
    CHECK(r.out == "3 Quick Jab\n1 Iron Palm\n\nSide\n2 Smoke Bomb\n");
    r = p({"convert", "--game", "plu", "--to", "setnum", list, p.file("out.anything")});
    CHECK(r.code == 0);
    CHECK(readFile(p.file("out.anything")) ==
          "3 Quick Jab (PLS1) 008\n1 Iron Palm (PLS2) 001\n\nSide\n2 Smoke Bomb (PLS1) 027\n");
    // What it wrote reads back as the same deck.
    r = p({"convert", "--game", "plu", "--to", "setnum", list, p.file("back.txt")});
    auto again = p({"convert", "--game", "plu", "--to", "setnum", p.file("back.txt"), "-"});
    CHECK(again.out == readFile(p.file("out.anything")));
    CHECK(p({"convert", "--to", "mtga", list, "-"}).code != 0);
}

TEST_CASE("event publish: an index by player and by deck, a page a readable list by section "
          "and kind") {
    ScratchProfile p("event-test");
    const std::string out = p.file("site");
    auto r = p({"event", "publish", "--form", dataPath(kForm), "--game", "plu", "--date",
                "2026-05-01", "--event", "Spring Open", "--out", out});
    INFO(r.out << r.err);
    CHECK(r.code == 0);
    CHECK(has(r.out, "11 list pages"));
    const std::string index = readFile(out + "/index.html");
    // By player: every player, by surname; the one whose list could not be read unlinked.
    std::size_t last = 0;
    for (const char* player : kSheetOrder) {
        INFO(player);
        const auto at = index.find(std::string(player) + "</a>", last);
        CHECK(at != std::string::npos);
        if (at != std::string::npos) last = at;
    }
    CHECK(has(index, "<tr><td>Alan Turing</td>"));
    CHECK(index.find("Alan Turing") > last);
    // By deck: the deck two players handed in comes first, with both of them.
    const auto byDeck = index.find("<h2>By deck</h2>");
    REQUIRE(byDeck != std::string::npos);
    const std::string first = index.substr(byDeck, index.find("</ul>", byDeck) - byDeck);
    CHECK(has(first, "(2)"));
    CHECK(has(first, "Edsger Dijkstra"));
    CHECK(has(first, "Katherine Johnson"));
    // Ada Lovelace is the 9th by surname: her list by section and kind.
    const std::string ada = readFile(out + "/lists/0009.html");
    CHECK(has(ada, "<h1>Ada Lovelace</h1>"));
    CHECK(has(ada, "<h2>Main (41)</h2>"));
    CHECK(has(ada, "<h3>Fighter (1)</h3>"));
    CHECK(has(ada, "<li>1 Kaito Blaze"));
    CHECK(has(ada, "<h2>Side (5)</h2>"));
    CHECK(has(ada, "<li>3 Smoke Bomb"));
    CHECK(!fs::exists(out + "/lists/0012.html"));
}

namespace {

// legal.txt's 41 main cards (4 Quick Jab instead of 3 when `illegal`: one over the copy
// limit), with `side` as its side deck.
std::string pluList(const std::string& side, bool illegal = false) {
    return std::string("Main\n1 Kaito Blaze\n1 Shrine of Embers\n1 Iron Palm (PLS2) 001\n") +
           (illegal ? "4" : "3") +
           " Quick Jab\n3x Snap Kick\n3 Rising Elbow\n2 Thunder Knee (PLS1) 014\n1 Thunder Knee "
           "(PLS2) 002\n3 Spinning Backfist\n3 Crushing Haymaker\n3 Meteor Drop\n3 Mirror "
           "Guard\n3 Focus Breath\n3 Second Wind\n3 Iron Will\n3 Weighted Gauntlets\n1 Overdrive "
           "Cannon\n1 Final Horizon\n" +
           (side.empty() ? "" : "\nSide:\n" + side + "\n");
}

// A form's CSV: the header and a row of (time, name, ID, list) each, every cell quoted.
std::string formCsv(const std::vector<std::vector<std::string>>& rows) {
    std::string out = "\"Timestamp\",\"Player name\",\"Player ID\",\"Deck list\"\r\n";
    for (const auto& row : rows) {
        std::string line;
        for (const auto& c : row) {
            std::string quoted;
            for (const char ch : c)
                quoted += ch == '"' ? std::string("\"\"") : std::string(1, ch);
            line += (line.empty() ? "\"" : ",\"") + quoted + "\"";
        }
        out += line + "\r\n";
    }
    return out;
}

} // namespace

TEST_CASE("event check: a player who handed in twice - the latest on time counts, a late "
          "resubmission is flagged") {
    ScratchProfile p("event-twice");
    const std::string form = p.write(
        "twice.csv",
        formCsv({
            {"2026/04/28 7:00:00 PM GMT+1", "Ada Lovelace", "1001", pluList("", true)}, // row 2
            {"2026/04/29 9:00:00 AM GMT+1", "Grace Hopper", "1002", pluList("3 Smoke Bomb")},
            // Ada again, the name spelt otherwise, the same ID: her corrected list counts.
            {"2026/04/29 8:00:00 PM GMT+1", "ada lovelace", "1001", pluList("")}, // row 4
            // Grace again after the deadline: not taken, her list on time counts.
            {"2026/05/01 9:00:00 AM GMT+1", "Grace Hopper", "1002", pluList("")}, // row 5
            // Alan has no ID: his name tells; the form's rows are not in time order.
            {"2026/04/29 10:00:00 AM GMT+1", "Alan Turing", "", pluList("2 Hype Crowd")}, // 6
            {"2026/04/28 10:00:00 AM GMT+1", "Alan Turing", "", pluList("2 Hype Crowd")}, // 7
        }));
    const std::string out = p.file("out");
    auto r = p({"event", "check", "--form", form, "--game", "plu", "--date", "2026-05-01",
                "--deadline", "2026-04-30T22:00:00+01:00", "--out", out});
    INFO(r.out << r.err);
    CHECK(r.code == 0); // every list that counts is legal
    CHECK(has(r.out, "6 lists: 3 legal, 0 illegal, 0 unreadable, 0 late, 3 superseded"));
    CHECK(has(r.out, form + " row 2: SUPERSEDED (Ada Lovelace) by " + form +
                         " row 4 (2026/04/29 8:00:00 PM GMT+1)"));
    CHECK(has(r.out, form + " row 5: LATE RESUBMISSION, not taken (Grace Hopper): " + form +
                         " row 3 (2026/04/29 9:00:00 AM GMT+1) counts"));

    const auto t = summaryOf(out + "/summary.csv");
    REQUIRE(t.rows.size() == 6);
    const std::string row3 = form + " row 3 (2026/04/29 9:00:00 AM GMT+1)";
    const std::string row4 = form + " row 4 (2026/04/29 8:00:00 PM GMT+1)";
    const std::string row6 = form + " row 6 (2026/04/29 10:00:00 AM GMT+1)";
    const std::vector<std::string> superseded = {row4, "", "", row3, "", row6};
    const std::vector<std::string> late = {"no", "no", "no", "yes", "no", "no"};
    for (std::size_t i = 0; i < 6; ++i) {
        INFO("row " << i + 2);
        CHECK(cell(t, i, "superseded_by") == superseded[i]);
        CHECK(cell(t, i, "late") == late[i]);
    }
    CHECK(cell(t, 0, "verdict") == "ILLEGAL"); // still said, though it does not count
    // Same decks among the lists that count only: Alan's two lists are one deck, his own.
    for (std::size_t i = 0; i < 6; ++i)
        CHECK(cell(t, i, "same_as").empty());
    const auto j = nlohmann::json::parse(readFile(out + "/summary.json"));
    CHECK(j["players"][3]["superseded_by"] == row3);

    // A sheet a player: the lists that count.
    const std::string text = poppler("pdftotext", out + "/sheets.pdf");
    CHECK(occurrences(text, "Deck total") == 3);
    CHECK(occurrences(text, "1001") == 1);
}

TEST_CASE("event check: a form's 03/04/2026 dates - told by a row that settles it, refused "
          "when nothing does, or as --date-order says") {
    ScratchProfile p("event-dates");
    const std::string list = pluList("");
    // Microsoft Forms, month first: 4/3 is the 3rd of April; 5/1/2026 is the 1st of May, after
    // the deadline (the 5th of January if read day first).
    auto rows = std::vector<std::vector<std::string>>{
        {"4/3/2026 10:00:00", "Ada Lovelace", "1", list},
        {"5/1/2026 9:00:00", "Grace Hopper", "2", list},
    };
    const std::string unsettled = p.write("unsettled.csv", formCsv(rows));
    rows.push_back({"4/29/2026 21:00:00", "Alan Turing", "3", list}); // 29 is no month
    const std::string settled = p.write("settled.csv", formCsv(rows));
    auto late = [&](const std::string& out) {
        const auto t = summaryOf(out + "/summary.csv");
        std::string flags;
        for (std::size_t i = 0; i < t.rows.size(); ++i)
            flags += cell(t, i, "late") == "yes" ? 'L' : '.';
        return flags;
    };
    const std::vector<std::string> check = {"event",      "check",           "--game",
                                            "plu",        "--date",          "2026-05-01",
                                            "--deadline", "2026-04-30T22:00"};
    auto run = [&](const std::string& form, std::vector<std::string> more) {
        auto args = check;
        args.insert(args.end(), {"--form", form});
        args.insert(args.end(), more.begin(), more.end());
        return p(args);
    };

    auto r = run(settled, {"--out", p.file("settled")});
    INFO(r.out << r.err);
    CHECK(r.code == 0);
    CHECK(has(r.err, "dates read month first (mm/dd/yyyy), as " + settled +
                         " row 4 shows (\"4/29/2026 21:00:00\")"));
    CHECK(late(p.file("settled")) == ".L.");

    // Nothing settles it and a deadline is to be compared: refused, nothing written.
    r = run(unsettled, {"--out", p.file("unsettled")});
    CHECK(r.code == 2);
    CHECK(has(r.err, "could be day first or month first (\"4/3/2026 10:00:00\" in " + unsettled +
                         " row 2)"));
    CHECK(has(r.err, "--date-order dmy or --date-order mdy"));
    CHECK(!fs::exists(p.file("unsettled")));
    r = run(unsettled, {"--date-order", "mdy", "--out", p.file("mdy")});
    CHECK(r.code == 0);
    CHECK(late(p.file("mdy")) == ".L");
    r = run(unsettled, {"--date-order", "dmy", "--out", p.file("dmy")});
    CHECK(r.code == 0);
    CHECK(late(p.file("dmy")) == "..");
    // Without a deadline nothing is compared: the check runs, the dates left as written.
    r = p({"event", "check", "--game", "plu", "--date", "2026-05-01", "--form", unsettled});
    CHECK(r.code == 0);

    // Rows that settle it both ways; a deadline that could be read either way.
    rows.push_back({"13/4/2026 21:00:00", "Edsger Dijkstra", "4", list});
    r = run(p.write("both.csv", formCsv(rows)), {});
    CHECK(r.code == 2);
    CHECK(has(r.err, "day first in " + p.file("both.csv") +
                         " row 5 (\"13/4/2026 21:00:00\") and "
                         "month first in " +
                         p.file("both.csv") + " row 4"));
    r = p({"event", "check", "--game", "plu", "--form", settled, "--deadline", "03/04/2026 22:00"});
    CHECK(r.code == 2);
    CHECK(has(r.err, "--deadline 03/04/2026 22:00: the day and the month could be either way"));
    // Said which way: the deadline is read that way too (the 3rd of April, or the 4th of March).
    r = p({"event", "check", "--game", "plu", "--form", unsettled, "--deadline", "03/04/2026 22:00",
           "--date-order", "dmy", "--date", "2026-05-01"});
    CHECK(r.code == 0);
    CHECK(has(r.out, "2 lists: 2 legal, 0 illegal, 0 unreadable, 0 late"));
    r = p({"event", "check", "--game", "plu", "--form", unsettled, "--deadline", "03/04/2026 22:00",
           "--date-order", "mdy", "--date", "2026-05-01"});
    CHECK(r.code == 0);
    CHECK(has(r.out, "2 lists: 2 legal, 0 illegal, 0 unreadable, 2 late"));
    CHECK(FormTime::parse("03/04/2026", deckhand::app::DateOrder::DayFirst)->seconds ==
          FormTime::parse("2026-04-03")->seconds);
}

TEST_CASE("event publish: card faces where the profile's cache has the card's image, copied "
          "once") {
    ScratchProfile p("event-faces");
    // The cache as docs/storage.md lays it out: <profile>/images/<game>/<set>/<number>.<ext>.
    const std::string palm = "iron palm's face, PNG bytes";
    const std::string knee = "thunder knee's face, JPEG bytes";
    fs::create_directories(p.dir() / "images/plu/PLS2");
    std::ofstream(p.dir() / "images/plu/PLS2/001.png", std::ios::binary) << palm;
    std::ofstream(p.dir() / "images/plu/PLS2/002.jpg", std::ios::binary) << knee;
    const std::string out = p.file("site");
    auto r = p({"event", "publish", "--form", dataPath(kForm), "--game", "plu", "--date",
                "2026-05-01", "--out", out});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    // Two images, each copied once however many lists show it.
    std::vector<std::string> copied;
    for (const auto& f : fs::directory_iterator(out + "/images"))
        copied.push_back(readFile(f.path()));
    std::sort(copied.begin(), copied.end());
    CHECK(copied == std::vector<std::string>{palm, knee});
    // Ada's list (9th by surname): the faces beside their lines, linked relatively, the
    // card's name as their text; a card without an image is its line alone.
    const std::string ada = readFile(out + "/lists/0009.html");
    auto srcBefore = [&](const std::string& alt) {
        const auto at = ada.find("alt=\"" + alt + "\"");
        REQUIRE(at != std::string::npos);
        const auto src = ada.rfind("src=\"", at);
        return ada.substr(src + 5, ada.find('"', src + 5) - src - 5);
    };
    const std::string palmSrc = srcBefore("Iron Palm");
    CHECK(palmSrc.starts_with("../images/"));
    CHECK(readFile(out + "/lists/" + palmSrc) == palm);
    CHECK(readFile(out + "/lists/" + srcBefore("Thunder Knee")) == knee);
    CHECK(has(ada, "<li>1 Kaito Blaze"));
    CHECK(occurrences(ada, "<img ") == 2);
}
