// SPDX-License-Identifier: GPL-3.0-or-later

// Registration sheets: written as PDF with cairo, then read back with poppler's pdftotext and
// pdfinfo (installed by packaging/install-deps.sh: a missing tool fails these tests).
#include "../support/pdf_text.hpp"
#include "deckhand/core/deck_hash.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/validation.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/deck_text.hpp"
#include "deckhand/io/game_pack.hpp"
#include "deckhand/io/registration_sheet.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace deckhand;
using namespace deckhand::test;

namespace {

const PdfDir& tempDir() {
    static PdfDir dir("sheet-test");
    return dir;
}

// A bundled game with its cards and Limited lists, read here without the app layer: the input
// the PDF writer is tested on (what the app puts on a sheet is tests/app/registration_test.cpp).
struct BundledGame {
    io::GamePack pack;
    std::unique_ptr<core::CardCatalogue> catalogue;
    core::LimitedListHistory limited;
};

std::unique_ptr<BundledGame> loadGame(const std::string& id) {
    auto g = std::make_unique<BundledGame>();
    auto pack = io::readGamePackFile(
        (fs::path(DECKHAND_RESOURCES_DIR) / "games" / id / "game.xml").string());
    REQUIRE(pack.ok());
    g->pack = std::move(pack.value);
    g->catalogue = std::make_unique<core::CardCatalogue>(g->pack.game);
    for (const auto& f : g->pack.cardFiles) {
        auto cards = io::readCardCsvFile(f.path, g->pack.game);
        REQUIRE(cards.ok());
        REQUIRE(g->catalogue->add(std::move(cards.value)).empty());
    }
    for (const auto& f : g->pack.limitedListFiles) {
        auto lists = io::readLimitedListFile(f.path);
        REQUIRE(lists.ok());
        for (auto& v : lists.value)
            REQUIRE(g->limited.add(std::move(v)).empty());
    }
    return g;
}

// A sheet to write for a sample deck, judged on 2026-05-01: the writer's input. What the app
// itself puts on a sheet is tested in tests/app/registration_test.cpp against the deck files.
io::RegistrationSheet sampleSheet(const BundledGame& g, const std::string& deckFile) {
    const core::Game& game = g.pack.game;
    auto list = io::readDeckTextFile(
        (fs::path(DECKHAND_TEST_DATA) / "decks" / game.id / deckFile).string());
    REQUIRE(list.ok());
    const core::Format format = game.formats.front().resolved({}).value;
    auto deck = core::resolveDeck(list.value, *g.catalogue, &format);
    REQUIRE(deck.ok());
    const core::Date date = *core::Date::parse("2026-05-01");
    const auto report =
        core::validate(deck.value, {&game, &format, g.catalogue.get(), &g.limited, date});

    io::RegistrationSheet sheet;
    sheet.event = "Spring Regional 2026";
    sheet.date = "2026-05-01";
    sheet.playerName = "Ana Souza";
    sheet.playerId = "ID-00421";
    sheet.deckName = deck.value.name;
    sheet.gameName = game.name;
    sheet.formatName = format.name;
    sheet.limitedList = report.limitedList;
    sheet.checkedOn = report.date.str();
    sheet.legal = report.legal();
    sheet.errors = static_cast<int>(report.errors.size());
    std::vector<int> columns;
    for (const auto& c : game.sheetColumns) {
        columns.push_back(game.fieldIndex(c));
        const core::FieldDef* f = game.fieldAt(columns.back());
        sheet.columns.push_back(f ? f->label : "Rarity");
    }
    for (const auto& def : game.sections) {
        const core::DeckSection* s = deck.value.findSection(def.id);
        if (!s || s->entries.empty()) continue;
        io::SheetSection out{def.name, def.counts, {}};
        for (const auto& e : s->entries) {
            io::SheetLine l{
                e.quantity, e.printing->name(), e.printing->set(), e.printing->number(), {}};
            for (const int c : columns)
                l.columns.push_back(e.printing->values[static_cast<std::size_t>(c)]);
            out.lines.push_back(std::move(l));
        }
        sheet.sections.push_back(std::move(out));
    }
    sheet.deckHash = core::deckHash(game.id, deck.value);
    return sheet;
}

// A long deck: `distinct` different cards in Main and a few in Side, names of every length.
io::RegistrationSheet longSheet(int distinct, io::Paper paper) {
    io::RegistrationSheet sheet;
    sheet.event = "Long Deck Open";
    sheet.playerName = "Bo Lindqvist";
    sheet.deckName = "Everything Pile";
    sheet.gameName = "Powerline Ultra";
    sheet.formatName = "Casual";
    sheet.checkedOn = "2026-05-01";
    sheet.legal = true;
    sheet.columns = {"Type", "Weight"};
    sheet.deckHash = "0123abcd";
    sheet.paper = paper;
    io::SheetSection main{"Main", true, {}};
    for (int i = 1; i <= distinct; ++i) {
        std::string number = std::to_string(i);
        number.insert(0, number.size() < 3 ? 3 - number.size() : 0, '0');
        main.lines.push_back(
            {1 + i % 3,
             "Long Card " + number + std::string(static_cast<std::size_t>(i % 7), 'x'),
             "LNG",
             number,
             {i % 2 ? "Attack" : "Utility", "Light"}});
    }
    sheet.sections.push_back(std::move(main));
    sheet.sections.push_back({"Side",
                              false,
                              {{2, "Spare Part A", "LNG", "901", {"Utility", ""}},
                               {1, "Spare Part B", "LNG", "902", {"Utility", ""}}}});
    return sheet;
}

} // namespace

TEST_CASE("registration sheet: each bundled game sample deck, read back from the PDF") {
    const std::pair<std::string, std::string> decks[] = {
        {"plu", "legal.txt"},       {"power", "infantry.txt"}, {"bankroll", "legal.txt"},
        {"linkframe", "legal.txt"}, {"vstage", "legal.txt"},
    };
    for (const auto& [id, file] : decks) {
        SECTION(id) {
            const auto game = loadGame(id);
            REQUIRE_FALSE(
                game->pack.game.sheetColumns.empty()); // each bundled pack names its columns
            const auto sheet = sampleSheet(*game, file);
            REQUIRE(sheet.legal);
            const std::string pdf = tempDir().file(id + ".pdf");
            const auto pages = io::writeRegistrationSheetPdf(sheet, pdf);
            REQUIRE(pages.ok());
            CHECK(pages.value == 1);

            const std::string text = poppler("pdftotext", pdf);
            INFO(text);
            CHECK(has(text, "Deck Registration Sheet"));
            CHECK(has(text, game->pack.game.name));
            CHECK(has(text, "Spring Regional 2026"));
            CHECK(has(text, "2026-05-01"));
            CHECK(has(text, "Ana Souza"));
            CHECK(has(text, "ID-00421"));
            CHECK(has(text, sheet.deckName));
            CHECK(has(text, sheet.formatName));
            for (const auto& label : sheet.columns)
                CHECK(has(text, label));
            for (const auto& s : sheet.sections) {
                for (const auto& l : s.lines) {
                    INFO(l.quantity << " " << l.name << " " << l.set << " " << l.number);
                    CHECK(hasRow(text, l.quantity, l.name, l.set, l.number));
                    for (const auto& v : l.columns)
                        CHECK(has(text, v));
                }
                CHECK(hasTotal(text, s.total(), s.name + " total"));
            }
            CHECK(hasTotal(text, sheet.deckTotal(), "Deck total"));
            CHECK(has(text, "Deck hash " + sheet.deckHash));
            CHECK(sheet.deckHash.size() == 8);
            CHECK(has(text, "LEGAL"));
            CHECK_FALSE(has(text, "ILLEGAL"));
            CHECK(has(text,
                      "Checked against " + game->pack.game.name + " " + sheet.formatName + " / "));
            if (id == "plu")
                CHECK(has(text, "May 2026 Limited / Immortalized List"));
            else
                CHECK(has(text, "no Limited list in force"));
            CHECK(has(text, "PLAYER SIGNATURE"));
            CHECK(has(text, "JUDGE / TOURNAMENT ORGANISER USE ONLY"));
            CHECK(has(text, "Page 1 of 1"));

            const std::string info = poppler("pdfinfo", pdf);
            CHECK(has(info, "595.276 x 841.89 pts (A4)"));
            CHECK(pageCount(info) == 1);
        }
    }
}

TEST_CASE("registration sheet: the game sections and columns") {
    const auto plu = loadGame("plu");
    const auto text = [&] {
        const auto sheet = sampleSheet(*plu, "legal.txt");
        REQUIRE(io::writeRegistrationSheetPdf(sheet, tempDir().file("plu-columns.pdf")).ok());
        return poppler("pdftotext", tempDir().file("plu-columns.pdf"));
    }();
    CHECK(has(text, "Type"));
    CHECK(has(text, "Weight"));
    CHECK(has(text, "Critical")); // Overdrive Cannon's weight: what the Critical rule counts
    CHECK(has(text, "5 cards - not counted in the deck"));
    CHECK(has(text, "not counting Side"));

    const auto link = loadGame("linkframe");
    const auto sheet = sampleSheet(*link, "legal.txt");
    CHECK(sheet.columns == std::vector<std::string>{"Card type", "Level", "Link frame"});
    REQUIRE(io::writeRegistrationSheetPdf(sheet, tempDir().file("link-columns.pdf")).ok());
    const auto linkText = poppler("pdftotext", tempDir().file("link-columns.pdf"));
    CHECK(has(linkText, "\xCE\xA3\xCE\xA9")); // ΣΩ survives into the PDF's text
    CHECK(
        has(linkText, "Linkframe (54-card Progress/Action game)")); // the long name shrinks, whole
}

TEST_CASE(
    "registration sheet: a 60+ card deck of many cards continues on page 2 with its headers") {
    const auto sheet = longSheet(64, io::Paper::A4);
    REQUIRE(sheet.deckTotal() >= 60);
    const std::string pdf = tempDir().file("long.pdf");
    const auto written = io::writeRegistrationSheetPdf(sheet, pdf);
    REQUIRE(written.ok());
    CHECK(written.value == 2);

    const std::string text = poppler("pdftotext", pdf);
    INFO(text);
    const auto pages = pagesOf(text);
    REQUIRE(pages.size() == 2);
    CHECK(has(pages[0], "Page 1 of 2"));
    CHECK(has(pages[1], "Page 2 of 2"));
    CHECK(has(pages[1], "Deck Registration Sheet (continued)"));
    CHECK(has(pages[1], "Bo Lindqvist"));
    CHECK(has(pages[1], "Everything Pile"));
    for (const auto& page : pages) {
        CHECK(has(page, "Card name")); // column heads on every page
        CHECK(has(page, "Deck hash 0123abcd"));
        CHECK(has(page, "LEGAL"));
    }
    CHECK(has(pages[1], "Main (continued)"));
    // Every line once, none lost or doubled at the page break.
    for (const auto& l : sheet.sections[0].lines) {
        INFO(l.name);
        CHECK(occurrences(text, l.name) == 1);
        CHECK(hasRow(text, l.quantity, l.name, l.set, l.number));
    }
    CHECK(hasTotal(pages[1], sheet.sections[0].total(), "Main total"));
    CHECK(hasTotal(pages[1], 3, "Side total"));
    CHECK(hasTotal(pages[1], sheet.deckTotal(), "Deck total"));
    CHECK(has(pages[1], "PLAYER SIGNATURE"));
    CHECK_FALSE(has(pages[0], "PLAYER SIGNATURE"));
    CHECK(pageCount(poppler("pdfinfo", pdf)) == 2);
}

TEST_CASE("registration sheet: the footer is whole at A4 and Letter, sample data said too") {
    const auto game = loadGame("plu");
    for (const io::Paper paper : {io::Paper::A4, io::Paper::Letter}) {
        auto sheet = sampleSheet(*game, "legal.txt");
        sheet.paper = paper;
        sheet.sample = "SAMPLE cards and Limited list";
        REQUIRE_FALSE(sheet.limitedList.empty());
        const std::string pdf = tempDir().file("footer.pdf");
        REQUIRE(io::writeRegistrationSheetPdf(sheet, pdf).ok());
        const std::string text = poppler("pdftotext", pdf);
        CHECK(has(text, "SAMPLE cards and Limited list"));
        CHECK(has(text, "Page 1 of 1"));
        // Where each word is drawn (pdftotext -bbox): a line cut with an ellipsis still has
        // its words in the PDF's text, but those past the cut all sit on the ellipsis.
        REQUIRE(std::system(("pdftotext -bbox '" + pdf + "' '" + pdf + ".html'").c_str()) == 0);
        const std::string boxes = readFile(pdf + ".html");
        struct Word {
            double x0, y0, x1;
            std::string text;
        };
        std::vector<Word> words;
        const std::regex word("<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" "
                              "yMax=\"[0-9.]+\">([^<]*)</word>");
        for (auto it = std::sregex_iterator(boxes.begin(), boxes.end(), word);
             it != std::sregex_iterator(); ++it)
            words.push_back(
                {std::stod((*it)[1]), std::stod((*it)[2]), std::stod((*it)[3]), (*it)[4]});
        // The footer's line: its "Checked against" and every word at the same height.
        std::size_t first = words.size();
        for (std::size_t i = 0; i + 1 < words.size(); ++i)
            if (words[i].text == "Checked" && words[i + 1].text == "against") first = i;
        REQUIRE(first < words.size());
        std::vector<Word> line;
        for (const auto& w : words)
            if (std::abs(w.y0 - words[first].y0) < 0.5) line.push_back(w);
        std::sort(line.begin(), line.end(),
                  [](const Word& a, const Word& b) { return a.x0 < b.x0; });
        std::string said;
        for (const auto& w : line)
            said += w.text + "@" + std::to_string(static_cast<int>(w.x0)) + " ";
        INFO(said);
        REQUIRE(line.size() >= 5);
        for (std::size_t i = 1; i < line.size(); ++i)
            CHECK(line[i].x0 >= line[i - 1].x1 - 0.01); // each word drawn apart, none on another
        // The date the deck was judged on last, then the page number: every word drawn.
        CHECK(line[line.size() - 5].text == sheet.checkedOn);
        CHECK(line[line.size() - 4].text == "Page"); // "Page 1 of 1"
    }
}

TEST_CASE("registration sheet: Letter paper - and a very long list runs to more pages") {
    const auto sheet = longSheet(64, io::Paper::Letter);
    const std::string pdf = tempDir().file("letter.pdf");
    const auto written = io::writeRegistrationSheetPdf(sheet, pdf);
    REQUIRE(written.ok());
    const std::string info = poppler("pdfinfo", pdf);
    CHECK(has(info, "612 x 792 pts (letter)"));
    CHECK(pageCount(info) == written.value);
    const std::string n = std::to_string(written.value);
    CHECK(has(poppler("pdftotext", pdf), "Page " + n + " of " + n));

    const auto huge = longSheet(200, io::Paper::A4);
    const std::string hugePdf = tempDir().file("huge.pdf");
    const auto hugePages = io::writeRegistrationSheetPdf(huge, hugePdf);
    REQUIRE(hugePages.ok());
    CHECK(hugePages.value == 5);
    const std::string text = poppler("pdftotext", hugePdf);
    CHECK(pagesOf(text).size() == 5);
    CHECK(has(text, "Page 5 of 5"));
    for (const auto& l : huge.sections[0].lines)
        CHECK(occurrences(text, l.name) == 1);
}

TEST_CASE(
    "registration sheet: an illegal deck says so with its error count - blank fields stay blank") {
    io::RegistrationSheet sheet;
    sheet.gameName = "Bankroll";
    sheet.formatName = "Standard";
    sheet.checkedOn = "2026-05-01";
    sheet.legal = false;
    sheet.errors = 3;
    sheet.deckHash = "deadbeef";
    sheet.sections.push_back({"Play Deck", true, {{31, "Coupon Clipper", "BKS1", "001", {}}}});
    CHECK(sheet.verdict() == "ILLEGAL - 3 errors");
    const std::string pdf = tempDir().file("illegal.pdf");
    REQUIRE(io::writeRegistrationSheetPdf(sheet, pdf).ok());
    const std::string text = poppler("pdftotext", pdf);
    CHECK(has(text, "ILLEGAL - 3 errors"));
    CHECK(has(text, "EVENT"));
    CHECK(has(text, "PLAYER NAME"));
    CHECK(hasRow(text, 31, "Coupon Clipper", "BKS1", "001"));

    sheet.legal = true;
    sheet.errors = 0;
    sheet.warnings = 1;
    CHECK(sheet.verdict() == "LEGAL (1 warning)");
}

TEST_CASE("registration sheet: a file that cannot be written is an error naming it, and changes "
          "nothing") {
    io::RegistrationSheet sheet;
    sheet.gameName = "Bankroll";
    const std::string missing = tempDir().file("no-such-folder/sheet.pdf");
    const auto r = io::writeRegistrationSheetPdf(sheet, missing);
    REQUIRE_FALSE(r.ok());
    CHECK(has(r.errors.front().str(), missing));
    CHECK(has(r.errors.front().message, "cannot write the PDF"));
    CHECK_FALSE(fs::exists(missing));

    // Over an existing sheet: replaced whole, no leftovers beside it.
    const std::string pdf = tempDir().file("again.pdf");
    REQUIRE(io::writeRegistrationSheetPdf(sheet, pdf).ok());
    REQUIRE(io::writeRegistrationSheetPdf(sheet, pdf).ok());
    CHECK(readFile(pdf).rfind("%PDF-", 0) == 0);
    CHECK_FALSE(fs::exists(pdf + ".part"));
}

TEST_CASE("game pack: registration-sheet columns name fields of the game") {
    auto packWith = [](const std::string& element) {
        return R"(<?xml version="1.0"?>
<game-pack format="1" id="t" name="T">
  <fields><field id="kind" type="enum"><value>Unit</value></field><field id="level" type="integer"/></fields>
  )" + element +
               R"(
  <formats><format id="f"><deck-size id="s" min="1"/></format></formats>
</game-pack>)";
    };
    auto ok =
        io::readGamePack(packWith(R"(<registration-sheet columns="level, rarity"/>)"), "t.xml");
    REQUIRE(ok.ok());
    CHECK(ok.value.game.sheetColumns == std::vector<std::string>{"level", "rarity"});

    auto none = io::readGamePack(packWith(""), "t.xml");
    REQUIRE(none.ok());
    CHECK(none.value.game.sheetColumns.empty());

    auto bad =
        io::readGamePack(packWith(R"(<registration-sheet columns="kind,colour"/>)"), "t.xml");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.errors.front().str() ==
          "t.xml:4:3: registration-sheet column 'colour' is not a field of the game");

    auto builtin = io::readGamePack(packWith(R"(<registration-sheet columns="name"/>)"), "t.xml");
    REQUIRE_FALSE(builtin.ok());
    CHECK(has(builtin.errors.front().message, "always shown"));

    auto attr =
        io::readGamePack(packWith(R"(<registration-sheet columns="kind" colour="red"/>)"), "t.xml");
    CHECK_FALSE(attr.ok());
}

TEST_CASE("registration sheet: the on-screen preview is the first page, with the page count") {
    const auto sheet = longSheet(64, io::Paper::A4);
    const auto preview = io::renderRegistrationSheetPreview(sheet, 1.5);
    REQUIRE(preview.ok());
    CHECK(preview.value.pages == 2);
    CHECK(preview.value.width == 892); // 595.276 pt at 1.5 px a point
    CHECK(preview.value.height == 1262);
    REQUIRE(preview.value.rgb.size() == static_cast<std::size_t>(892 * 1262 * 3));
    // White paper with dark text on it: both kinds of pixel, and the top-left corner (margin)
    // white.
    std::size_t dark = 0, white = 0;
    for (std::size_t i = 0; i < preview.value.rgb.size(); i += 3) {
        const int sum = preview.value.rgb[i] + preview.value.rgb[i + 1] + preview.value.rgb[i + 2];
        if (sum < 150) ++dark;
        if (sum == 765) ++white;
    }
    CHECK(dark > 1000);
    CHECK(white > preview.value.rgb.size() / 3 / 2);
    CHECK(preview.value.rgb[0] == 255);

    const auto letter = io::renderRegistrationSheetPreview(longSheet(10, io::Paper::Letter), 1.0);
    REQUIRE(letter.ok());
    CHECK(letter.value.width == 612);
    CHECK(letter.value.height == 792);
    CHECK(letter.value.pages == 1);
}
