// SPDX-License-Identifier: GPL-3.0-or-later

// EventCheck with its rows spilled to a temporary file (EventOptions::spillAfter, what
// `deckhand-cli event check` does past 1,024 lists): the summary, the counts, same_as, a
// player's superseded list and the sheets' order, written out by hand from the folder, and
// byte for byte what the same check gives with every row kept in memory.
#include "../support/pdf_text.hpp"
#include "bundled_library.hpp"
#include "cli_runner.hpp"
#include "deckhand/app/event_check.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

namespace fs = std::filesystem;
using namespace deckhand;
using namespace deckhand::test;

namespace {

struct Checked {
    app::EventSummary summary;
    std::string csv, json, counts;
    bool allLegal = false, anyUnreadable = false;
};

Checked checkFolder(const std::string& folder, std::size_t spillAfter, const std::string& pdf) {
    app::EventOptions options;
    options.game = bundledLibrary().find("plu");
    REQUIRE(options.game);
    options.options.date = *core::Date::parse("2026-05-01");
    options.spillAfter = spillAfter;
    app::EventInput input;
    input.paths = {folder};
    app::EventCheck check(options);
    auto run = check.run(input);
    REQUIRE(run.ok());
    Checked c;
    c.summary = std::move(run.value);
    app::eventSummaryCsv(c.summary, [&](std::string_view s) { c.csv += s; });
    app::eventSummaryJson(c.summary, [&](std::string_view s) { c.json += s; });
    c.counts = app::eventCounts(c.summary);
    c.allLegal = c.summary.allLegal();
    c.anyUnreadable = c.summary.anyUnreadable();
    const auto sheets = check.writeSheets(input, c.summary, pdf);
    REQUIRE(sheets.ok());
    CHECK(sheets.value == 14); // every readable list that counts
    return c;
}

} // namespace

TEST_CASE("event check with its rows in a temporary file says what it says with them in memory") {
    ScratchProfile p("event-spill");
    const std::string lists = p.file("lists");
    fs::create_directories(lists + "/a");
    fs::create_directories(lists + "/b");
    // p01..p12: one deck, legal.txt (the net deck: same_as names 10 and how many more).
    for (int i = 1; i <= 12; ++i)
        fs::copy_file(deckPath("plu", "legal.txt"),
                      lists + "/" + (i < 10 ? "p0" : "p") + std::to_string(i) + ".txt");
    // Ann Smith handed in twice (a folder each): the later, b's, counts.
    fs::copy_file(deckPath("plu", "copies.txt"), lists + "/a/ann_smith.txt");
    fs::copy_file(deckPath("plu", "legal.txt"), lists + "/b/ann_smith.txt");
    fs::copy_file(deckPath("plu", "copies.txt"), lists + "/bo_young.txt");
    p.write("lists/cy.txt", "Main\n1 Kaito Blaze\nthree Quick Jab\n");

    const Checked spilled = checkFolder(lists, 3, p.file("spilled.pdf"));
    const Checked kept = checkFolder(lists, static_cast<std::size_t>(-1), p.file("kept.pdf"));
    REQUIRE(spilled.summary.spilled);
    CHECK(spilled.summary.rows.empty());
    CHECK(!kept.summary.spilled);
    REQUIRE(spilled.summary.size() == 16);

    // By hand: the folder in path order is a/ann_smith, b/ann_smith, bo_young, cy, p01..p12.
    const app::EventRow first = spilled.summary.row(0);
    CHECK(first.player == "ann smith");
    CHECK(first.verdict == "ILLEGAL");
    CHECK(first.supersededBy == lists + "/b/ann_smith.txt");
    CHECK(spilled.summary.row(1).supersededBy.empty());
    CHECK(spilled.summary.row(3).verdict == "UNREADABLE");
    // Ann's b list is the net deck too: p01 is named with her first, then 9 of the other 11.
    CHECK(spilled.summary.sameAs(4) == std::vector<std::string>{"ann smith", "p02", "p03", "p04",
                                                                "p05", "p06", "p07", "p08", "p09",
                                                                "p10", "and 2 more"});
    CHECK(spilled.counts == "16 lists: 13 legal, 1 illegal, 1 unreadable, 0 late, 1 superseded");
    CHECK(!spilled.allLegal);
    CHECK(spilled.anyUnreadable);

    CHECK(spilled.csv == kept.csv);
    CHECK(spilled.json == kept.json);
    CHECK(spilled.counts == kept.counts);

    // The sheets by surname: p01..p12, then Smith, then Young.
    const std::string text = poppler("pdftotext", p.file("spilled.pdf"));
    std::size_t at = 0;
    for (const char* who : {"p01", "p05", "p12", "ann smith", "bo young"}) {
        INFO(who);
        const auto found = text.find(who, at);
        REQUIRE(found != std::string::npos);
        at = found;
    }
    CHECK(text == poppler("pdftotext", p.file("kept.pdf")));
}
