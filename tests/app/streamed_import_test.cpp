// SPDX-License-Identifier: GPL-3.0-or-later

// A Cockatrice or CSV file big enough to be written in batches while it is read
// (ProfileSession::importCardFiles): the rows it leaves are those of the file read whole and
// written at once, a card whose printings are far apart in the file is still one card, and an
// error found late (a duplicate, a printing without a number, a CSV file that turns out not to
// be one) refuses the whole file with nothing written and no backup.
#include "cli_runner.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/db/catalogue_store.hpp"
#include "deckhand/db/database.hpp"
#include "deckhand/io/card_formats.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

using namespace deckhand;

namespace {

// Powerline Ultra cards, three printings each in ten sets, numbered in order: `cards` of them,
// with Echo Strike both first and last (one card, its printings thousands of printings apart;
// the second time an Attack where the first was a Utility, its <set>s without the artist the
// first ones share), then `tail` before the end.
std::string bigCockatrice(int cards, const std::string& tail = {}) {
    std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<cockatrice_carddatabase version=\"4\">\n  <cards>\n";
    std::vector<int> next(10, 1);
    int placed = 0;
    auto card = [&](const std::string& name, const std::string& props, const std::string& attrs) {
        xml += "    <card>\n      <name>" + name + "</name>\n      <text>" + name +
               " deals 3 DMG.</text>\n      <prop>" + props + "</prop>\n";
        for (int i = 0; i < 3; ++i) {
            const int set = placed++ % 10;
            xml += fmt::format("      <set rarity=\"Common\" num=\"{:04}\"{}>ST{}</set>\n",
                               next[static_cast<std::size_t>(set)]++, attrs, set);
        }
        xml += "    </card>\n";
    };
    card("Echo Strike", "<maintype>Utility</maintype>", " artist=\"Ana\"");
    for (int c = 1; c + 1 < cards; ++c)
        card(fmt::format("Card {}", c), "<maintype>Utility</maintype>",
             fmt::format(" picurl=\"https://example.org/{}.jpg\"", c));
    card("Echo Strike", "<maintype>Attack</maintype><subtype>Basic</subtype><weight>Light</weight>",
         "");
    xml += tail + "  </cards>\n</cockatrice_carddatabase>\n";
    return xml;
}

// Powerline Ultra printings as CSV, `rows` of them in ten sets, with Echo Strike first and last
// (one card, its printings thousands of rows apart, the second an Attack), then `tail`.
std::string bigCsv(int rows, const std::string& tail = {}) {
    std::string csv = "name,set,number,rarity,type,subtype,weight,artist\n"
                      "Echo Strike,ST0,0001,Common,Utility,,,Ana\n";
    for (int i = 1; i + 1 < rows; ++i)
        csv += fmt::format("Card {},ST{},{:04},Common,Utility,,,\n", i, i % 10, i / 10 + 1);
    csv += "Echo Strike,ST9,9999,Common,Attack,Basic,Light,\n";
    return csv + tail;
}

std::string write(const test::ScratchProfile& scratch, const std::string& name,
                  const std::string& text) {
    const std::string path = scratch.file(name);
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// Every row the catalogue holds of cards and printings, and its card files but their time.
std::vector<std::string> catalogueRows(db::Database& db) {
    std::vector<std::string> out;
    const std::pair<const char*, int> tables[] = {
        {"SELECT id, game_id, path, sample, printings FROM card_file ORDER BY id", 5},
        {"SELECT id, game_id, card_file_id, name, folded_name, text, fields, extras FROM "
         "card_data ORDER BY id",
         8},
        {"SELECT game_id, id, data_id, set_code, number, rarity, fields, extras, source_line "
         "FROM printing ORDER BY game_id, id",
         9}};
    for (const auto& [sql, columns] : tables) {
        db::Statement s(db, sql);
        while (s.step()) {
            std::string row;
            for (int c = 0; c < columns; ++c)
                row += s.text(c) + "|";
            out.push_back(std::move(row));
        }
    }
    return out;
}

int count(db::Database& db, const std::string& sql) {
    db::Statement s(db, sql);
    s.step();
    return static_cast<int>(s.integer(0));
}

} // namespace

TEST_CASE("import cards: a big Cockatrice file is written as it is read - the rows of a whole "
          "read, its far-apart printings one card") {
    test::ScratchProfile streamed("streamed-import");
    test::ScratchProfile whole("whole-import");
    const std::string file = write(streamed, "cards.xml", bigCockatrice(4000));

    app::ProfileSession session(streamed.dir(), DECKHAND_RESOURCES_DIR);
    const auto imported = session.importCardFiles("plu", {file}, {});
    INFO((imported.errors.empty() ? std::string() : imported.errors.front().str()));
    REQUIRE(imported.errors.empty());
    REQUIRE(imported.files.size() == 1);
    CHECK(imported.files.front().added == 12000);

    // The reference: the file read whole, then written in one call.
    app::ProfileSession reference(whole.dir(), DECKHAND_RESOURCES_DIR);
    const core::Game& game = reference.game("plu").value->game;
    auto read = io::readCardData(file, game);
    REQUIRE(read.errors.empty());
    REQUIRE(read.printings.size() == 12000);
    REQUIRE(catalogueOf(reference)
                .importPrintings(game, fs::weakly_canonical(file).string(), false, read.printings)
                .ok());
    CHECK(catalogueRows(profileOf(session).catalogue()) ==
          catalogueRows(profileOf(reference).catalogue()));

    // Echo Strike is one card: six printings, each with its own type, only what all six have
    // stored with the card.
    db::Database& db = profileOf(session).catalogue();
    CHECK(count(db, "SELECT count(*) FROM card_data WHERE name = 'Echo Strike'") == 1);
    CHECK(count(db, "SELECT count(*) FROM printing p JOIN card_data d ON d.id = p.data_id "
                    "WHERE d.name = 'Echo Strike'") == 6);
    CHECK(count(db, "SELECT count(*) FROM card_data WHERE name = 'Echo Strike' AND fields = "
                    "'{}' AND extras = '{}'") == 1);
    CHECK(count(db, "SELECT count(*) FROM printing p JOIN card_data d ON d.id = p.data_id "
                    "WHERE d.name = 'Echo Strike' AND p.fields LIKE '%\"type\":\"Utility\"%' "
                    "AND p.extras LIKE '%Ana%'") == 3);
    CHECK(profileOf(session).check().empty());
}

TEST_CASE("import cards: a duplicate at the end of a big Cockatrice file refuses it all - "
          "nothing written, no backup; --skip-bad's backup is the profile before it") {
    test::ScratchProfile scratch("streamed-refused");
    // The last card has the set + number of the file's first printing.
    const std::string file =
        write(scratch, "cards.xml",
              bigCockatrice(4000, "    <card>\n      <name>Late Copy</name>\n      <text>Late."
                                  "</text>\n      <prop><maintype>Utility</maintype></prop>\n"
                                  "      <set rarity=\"Common\" num=\"0001\">ST0</set>\n"
                                  "    </card>\n"));
    app::ProfileSession session(scratch.dir(), DECKHAND_RESOURCES_DIR);
    db::Database& db = profileOf(session).catalogue();
    const auto before = catalogueRows(db);
    const auto backups = profileOf(session).backups().size();

    auto refused = session.importCardFiles("plu", {file}, {});
    REQUIRE(refused.refused());
    REQUIRE(refused.errors.size() == 1);
    // Told at the late printing's <set>, naming the first printing's line.
    CHECK(refused.errors.front().str() ==
          fmt::format("{}:{}:7: ST0 0001 is already Echo Strike (from {}:8)", file,
                      refused.errors.front().where.line, file));
    CHECK(refused.errors.front().where.line > 12000);
    CHECK(refused.notes.empty());
    CHECK(catalogueRows(db) == before);
    CHECK(profileOf(session).backups().size() == backups);
    CHECK(profileOf(session).check().empty());

    app::CardImportOptions skipBad;
    skipBad.skipBad = true;
    auto kept = session.importCardFiles("plu", {file}, skipBad);
    REQUIRE(kept.files.size() == 1);
    CHECK(kept.files.front().added == 12000);
    CHECK(kept.files.front().skipped == 1);
    REQUIRE(profileOf(session).backups().size() == backups + 1);
    // The backup was taken while the import's transaction was open: it holds the profile as it
    // was, not the rows being written.
    db::Database backup((kept.files.front().backup / "catalogue.sqlite").string(), true);
    CHECK(catalogueRows(backup) == before);
    CHECK(count(db, "SELECT count(*) FROM card_file WHERE path LIKE '%cards.xml'") == 1);
}

TEST_CASE("import cards: a printing without a number after batches of numbered ones is told "
          "beside the first numbered printing of its set") {
    test::ScratchProfile scratch("streamed-unnumbered");
    // Numbering by place needs the whole file: from here on the printings are held to its end,
    // and the set's first number, in a batch long written, is still the one named.
    const std::string file =
        write(scratch, "cards.xml",
              bigCockatrice(4000, "    <card>\n      <name>Late Blank</name>\n      <text>Late."
                                  "</text>\n      <prop><maintype>Utility</maintype></prop>\n"
                                  "      <set rarity=\"Common\">ST0</set>\n    </card>\n"));
    app::ProfileSession session(scratch.dir(), DECKHAND_RESOURCES_DIR);
    const auto before = catalogueRows(profileOf(session).catalogue());
    auto refused = session.importCardFiles("plu", {file}, {});
    REQUIRE(refused.refused());
    REQUIRE(refused.errors.size() == 1);
    CHECK(refused.errors.front().message ==
          "card 'Late Blank' has no number, though other cards of set ST0 have one (0001 at "
          "line 8)");
    CHECK(catalogueRows(profileOf(session).catalogue()) == before);
}

TEST_CASE("import cards: a big CSV file is handed on in batches as it is read and written as it "
          "is read - the rows of a whole read") {
    test::ScratchProfile streamed("streamed-csv");
    test::ScratchProfile whole("whole-csv");
    const std::string file = write(streamed, "cards.csv", bigCsv(12000));
    app::ProfileSession session(streamed.dir(), DECKHAND_RESOURCES_DIR);
    const core::Game& game = session.game("plu").value->game;

    // The reader's batches and then what it returns are the printings of the file read whole,
    // in its order: no more than a batch of them is held.
    auto all = io::readCardData(file, game);
    REQUIRE(all.errors.empty());
    REQUIRE(all.printings.size() == 12000);
    std::vector<std::size_t> sizes;
    std::vector<std::string> inBatches;
    auto read = io::readCardData(file, game, {}, [&](std::vector<core::Printing>&& batch) {
        sizes.push_back(batch.size());
        for (const auto& p : batch)
            inBatches.push_back(p.label());
        return true;
    });
    REQUIRE(read.errors.empty());
    for (const auto& p : read.printings)
        inBatches.push_back(p.label());
    CHECK(sizes.size() >= 3);
    CHECK(read.printings.size() < 12000 / 3);
    std::vector<std::string> inOne;
    for (const auto& p : all.printings)
        inOne.push_back(p.label());
    CHECK(inBatches == inOne);

    const auto imported = session.importCardFiles("plu", {file}, {});
    INFO((imported.errors.empty() ? std::string() : imported.errors.front().str()));
    REQUIRE(imported.errors.empty());
    REQUIRE(imported.files.size() == 1);
    CHECK(imported.files.front().added == 12000);
    app::ProfileSession reference(whole.dir(), DECKHAND_RESOURCES_DIR);
    REQUIRE(catalogueOf(reference)
                .importPrintings(reference.game("plu").value->game,
                                 fs::weakly_canonical(file).string(), false, all.printings)
                .ok());
    CHECK(catalogueRows(profileOf(session).catalogue()) ==
          catalogueRows(profileOf(reference).catalogue()));
    CHECK(count(profileOf(session).catalogue(),
                "SELECT count(*) FROM card_data WHERE name = 'Echo Strike'") == 1);
}

TEST_CASE("import cards: a big CSV file that turns out not to be CSV after batches of it were "
          "written is refused - nothing written, no backup") {
    test::ScratchProfile scratch("streamed-csv-refused");
    // 1,001 rows with a quote inside a field: the file is no CSV, found at its end.
    std::string stray;
    for (int i = 0; i < 1001; ++i)
        stray += "Stray \"quote,ST0,9000,Common,Utility,,,\n";
    const std::string file = write(scratch, "cards.csv", bigCsv(12000, stray));
    app::ProfileSession session(scratch.dir(), DECKHAND_RESOURCES_DIR);
    db::Database& db = profileOf(session).catalogue();
    const auto before = catalogueRows(db);
    const auto backups = session.backups().size();

    for (const bool skipBad : {false, true}) {
        INFO("--skip-bad: " << skipBad);
        app::CardImportOptions options;
        options.skipBad = skipBad;
        auto refused = session.importCardFiles("plu", {file}, options);
        REQUIRE(refused.refused());
        CHECK(refused.errors.back().str() ==
              fmt::format("{}:13002: more than 1000 rows are malformed: is this a CSV file, "
                          "separated by commas?",
                          file));
        CHECK(catalogueRows(db) == before);
        CHECK(session.backups().size() == backups);
    }
    CHECK(session.check().empty());
}

TEST_CASE("import cards: every set + number a big CSV file repeats is told, naming the earlier "
          "row thousands of rows before - also once the import is sure to be refused") {
    test::ScratchProfile scratch("streamed-repeats");
    // 12,000 printings, Card i at line i + 3 but the first three; line 5 repeats line 2's set +
    // number (the import is refused from there), the last line Card 6005's (ST5 0601, line
    // 6008), its set in lower case, batches later.
    std::string csv = "name,set,number,rarity,type,subtype,weight,artist\n";
    auto card = [](int i) {
        return fmt::format("Card {},ST{},{:04},Common,Utility,,,\n", i, i % 10, i / 10 + 1);
    };
    for (int i = 0; i < 3; ++i)
        csv += card(i);
    csv += "Early Copy,ST0,0001,Common,Utility,,,\n";
    for (int i = 3; i < 12000; ++i)
        csv += card(i);
    csv += "Late Copy,st5,0601,Common,Utility,,,\n";
    const std::string file = write(scratch, "cards.csv", csv);
    app::ProfileSession session(scratch.dir(), DECKHAND_RESOURCES_DIR);
    db::Database& db = profileOf(session).catalogue();
    const auto before = catalogueRows(db);

    auto refused = session.importCardFiles("plu", {file}, {});
    REQUIRE(refused.refused());
    REQUIRE(refused.errors.size() == 2);
    CHECK(refused.errors[0].str() ==
          fmt::format("{}:5:3: ST0 0001 is already Card 0 (from {}:2)", file, file));
    CHECK(refused.errors[1].str() ==
          fmt::format("{}:12003:3: st5 0601 is already Card 6005 (from {}:6008)", file, file));
    CHECK(catalogueRows(db) == before);

    app::CardImportOptions skipBad;
    skipBad.skipBad = true;
    auto kept = session.importCardFiles("plu", {file}, skipBad);
    REQUIRE(kept.files.size() == 1);
    CHECK(kept.files.front().added == 12000);
    CHECK(kept.files.front().skipped == 2);
    REQUIRE(kept.errors.size() == 2);
    CHECK(kept.errors[1].str() == refused.errors[1].str());
    CHECK(count(db, "SELECT count(*) FROM printing p JOIN card_data d ON d.id = p.data_id WHERE "
                    "d.name LIKE '% Copy'") == 0);
    CHECK(session.check().empty());
}

TEST_CASE("import cards: a file refused as a whole after batches of it were written is no file "
          "a later one repeats") {
    test::ScratchProfile scratch("streamed-broken-then-more");
    // A Cockatrice file whose end is no XML: none of it is used, though 12,000 printings of it
    // were handed on (ST0 0001 among them, line 8). The CSV file after it has ST0 0001 too.
    const std::string broken = write(scratch, "cards.xml", bigCockatrice(4000, "    <oops>\n"));
    const std::string later = write(scratch, "later.csv",
                                    "name,set,number,rarity,type\n"
                                    "Later,ST0,0001,Common,Utility\n");
    app::ProfileSession session(scratch.dir(), DECKHAND_RESOURCES_DIR);
    db::Database& db = profileOf(session).catalogue();
    const auto before = catalogueRows(db);
    auto refused = session.importCardFiles("plu", {broken, later}, {});
    REQUIRE(refused.refused());
    REQUIRE_FALSE(refused.errors.empty());
    for (const auto& e : refused.errors) {
        INFO(e.str());
        CHECK(e.where.file == broken);
    }
    CHECK(catalogueRows(db) == before);
    CHECK(session.check().empty());
}
