// SPDX-License-Identifier: GPL-3.0-or-later

// Card faces drawn from card data (io::drawCardFace) into a PDF with cairo, then read back with
// poppler's pdftotext (installed by packaging/install-deps.sh): the words a player reads on a
// face, and where they are on the page.
#include "../support/pdf_text.hpp"
#include "deckhand/core/card_face.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/card_face.hpp"
#include "deckhand/io/game_pack.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>
#include <string>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;
using namespace deckhand;
using namespace deckhand::test;

namespace {

std::string tempPdf(const std::string& name) {
    static PdfDir dir("face-test");
    return dir.file(name);
}

struct Placed {
    core::CardFace face;
    double x, y, w, h;
};

// One page of `pageW` x `pageH` points with the faces drawn where they are placed.
void writeFaces(const std::string& pdf, double pageW, double pageH,
                const std::vector<Placed>& faces) {
    cairo_surface_t* surface = cairo_pdf_surface_create(pdf.c_str(), pageW, pageH);
    cairo_t* cr = cairo_create(surface);
    for (const auto& f : faces) {
        cairo_save(cr);
        cairo_translate(cr, f.x, f.y);
        io::drawCardFace(cr, f.face, f.w, f.h);
        cairo_restore(cr);
    }
    REQUIRE(cairo_status(cr) == CAIRO_STATUS_SUCCESS);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    REQUIRE(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS);
    cairo_surface_destroy(surface);
}

struct Word {
    double xMin, yMin, xMax, yMax;
    std::string text;
};

// Every word pdftotext finds, with its box in points.
std::vector<Word> words(const std::string& pdf) {
    const std::string out = pdf + ".bbox.html";
    const std::string cmd = "pdftotext -bbox '" + pdf + "' '" + out + "'";
    INFO("running: " << cmd);
    REQUIRE(std::system(cmd.c_str()) == 0);
    const std::string html = readFile(out);
    static const std::regex word(
        R"re(<word xMin="([-0-9.]+)" yMin="([-0-9.]+)" xMax="([-0-9.]+)" yMax="([-0-9.]+)">([^<]*)</word>)re");
    std::vector<Word> found;
    for (std::sregex_iterator it(html.begin(), html.end(), word), end; it != end; ++it)
        found.push_back({std::stod((*it)[1]), std::stod((*it)[2]), std::stod((*it)[3]),
                         std::stod((*it)[4]), (*it)[5]});
    return found;
}

core::Game bundledGame(const std::string& id, std::vector<core::Printing>& cards) {
    auto pack = io::readGamePackFile(
        (fs::path(DECKHAND_RESOURCES_DIR) / "games" / id / "game.xml").string());
    REQUIRE(pack.ok());
    for (const auto& f : pack.value.cardFiles) {
        auto read = io::readCardCsvFile(f.path, pack.value.game);
        REQUIRE(read.ok());
        for (auto& p : read.value)
            cards.push_back(std::move(p));
    }
    return pack.value.game;
}

const core::Printing& named(const std::vector<core::Printing>& cards, const std::string& name) {
    for (const auto& p : cards)
        if (p.name() == name) return p;
    FAIL("no card " << name);
    return cards.front();
}

} // namespace

TEST_CASE("card face: the pack's layout picks the kind line, stats and frame") {
    std::vector<core::Printing> cards;
    const core::Game plu = bundledGame("plu", cards);
    const auto face = core::cardFace(plu, named(cards, "Iron Palm"));
    CHECK(face.name == "Iron Palm");
    CHECK(face.kind == "Attack - Basic");
    REQUIRE(face.stats.size() == 1); // Affiliation is empty on an attack
    CHECK(face.stats[0].label == "Weight");
    CHECK(face.stats[0].value == "Light");
    CHECK(face.frame == 0x2F5F9E); // the pack's colour for Attack
    CHECK(face.footer == "PLS1 007 - Common");
    CHECK(face.text.find("3 DMG") != std::string::npos);

    // Without a <card-face>: the first enum field, the integer fields as stats.
    std::vector<core::Printing> bankCards;
    const core::Game bankroll = bundledGame("bankroll", bankCards);
    REQUIRE_FALSE(bankroll.face.declared);
    for (const auto& p : bankCards) {
        const auto f = core::cardFace(bankroll, p);
        CHECK(f.kind == p.values[static_cast<std::size_t>(bankroll.fieldIndex("kind"))]);
        const std::string& attack =
            p.values[static_cast<std::size_t>(bankroll.fieldIndex("attack"))];
        CHECK(f.stats.size() == (attack.empty() ? 0u : 1u));
    }
}

TEST_CASE("card face: drawn into a PDF, the name, kind, stats and rules text read back") {
    std::vector<core::Printing> cards;
    const core::Game plu = bundledGame("plu", cards);
    const std::string pdf = tempPdf("faces.pdf");
    const double w = io::kCardWidthPt, h = io::kCardHeightPt;
    writeFaces(pdf, 3 * w + 40, h + 20,
               {{core::cardFace(plu, named(cards, "Iron Palm")), 10, 10, w, h},
                {core::cardFace(plu, named(cards, "Kaito Blaze")), 20 + w, 10, w, h},
                {core::cardFace(plu, named(cards, "Neon Rooftop")), 30 + 2 * w, 10, w, h}});
    const std::string text = poppler("pdftotext", pdf);
    for (const char* s :
         {"Iron Palm", "Attack - Basic", "Weight", "Light", "3 DMG", "draw 1", "PLS1 007 - Common",
          "Kaito Blaze", "Fighter", "Affiliation", "Hero", "Neon Rooftop", "Stage", "PLS1 004"})
        CHECK(has(text, s));
}

TEST_CASE("card face: long names and rules text wrap and shrink, and stay on the card") {
    core::CardFace face;
    face.name = "The Extraordinarily Long-Winded Name Of A Card That Nobody Could Print On One "
                "Line Supercalifragilisticexpialidocious";
    face.kind = "Attack - Special - Counter - Attachment - Everything At Once";
    std::string rules;
    for (int i = 0; i < 120; ++i)
        rules += "Sentence " + std::to_string(i) + " of the rules text. ";
    face.text = rules + "\nLastline";
    face.stats = {{"Weight", "Critical"}, {"Affiliation", "A very long affiliation name"}};
    face.footer = "PLS1 999/999 - Ultra Super Secret Rare";
    const std::string pdf = tempPdf("long.pdf");
    const double x = 50, y = 60, w = io::kCardWidthPt, h = io::kCardHeightPt;
    writeFaces(pdf, 300, 400, {{face, x, y, w, h}, {face, 240, 320, 50, 70}});

    const auto found = words(pdf);
    REQUIRE(found.size() > 20);
    for (const auto& word : found) {
        INFO(word.text << " at " << word.xMin << "," << word.yMin << " - " << word.xMax << ","
                       << word.yMax);
        const bool onBig = word.xMin >= x - 0.5 && word.xMax <= x + w + 0.5 &&
                           word.yMin >= y - 0.5 && word.yMax <= y + h + 0.5;
        const bool onSmall =
            word.xMin >= 239.5 && word.xMax <= 290.5 && word.yMin >= 319.5 && word.yMax <= 390.5;
        CHECK((onBig || onSmall));
    }
    const std::string text = poppler("pdftotext", pdf);
    CHECK(has(text, "Sentence 0 of the rules"));
    CHECK(has(text, "Extraordinarily"));
    // Too much to fit even at the smallest size: cut, with an ellipsis, not drawn past the box.
    // The ellipsis stands for the words it replaces in the PDF's text (Pango maps its glyph to
    // them, so a search still finds them): they read back as one word squeezed into that
    // glyph's width, where drawn each letter at 4.5 points or more would take 2 points or more.
    const auto squeezed = [&](const std::string& part) {
        for (const auto& word : found)
            if (has(word.text, part) &&
                word.xMax - word.xMin < 1.0 * static_cast<double>(word.text.size()))
                return true;
        return false;
    };
    CHECK(squeezed("Lastline"));
    CHECK(squeezed("Supercalifragilisticexpialidocious")); // the name's third line, cut
    CHECK_FALSE(squeezed("Extraordinarily"));
}

TEST_CASE("card face: any card gives a face - empty, not UTF-8, tiny or odd sizes") {
    core::CardFace empty;
    core::CardFace bad;
    bad.name = "Bad \xFF\xFE name";
    bad.kind = std::string("nul\0byte", 8);
    bad.text = "\xC3";
    bad.stats = {{"", ""}, {"x", "\xE2\x82"}, {"a", "b"}, {"c", "d"}, {"e", "f"}};
    const std::string pdf = tempPdf("odd.pdf");
    writeFaces(pdf, 400, 300,
               {{empty, 10, 10, io::kCardWidthPt, io::kCardHeightPt},
                {bad, 200, 10, io::kCardWidthPt, io::kCardHeightPt},
                {bad, 10, 270, 3, 4},
                {bad, 10, 280, 0, 0},
                {bad, 10, 290, -5, 1e308}});
    const std::string text = poppler("pdftotext", pdf);
    CHECK(has(text, "(unnamed card)"));
    CHECK(has(text, "Bad ?? name"));

    for (const auto& [w, h] :
         std::vector<std::pair<int, int>>{{1, 1}, {0, -3}, {40, 56}, {300, 419}}) {
        const auto image = io::renderCardFace(bad, w, h);
        CHECK(image.width >= 1);
        CHECK(image.rgb.size() == static_cast<std::size_t>(image.width * image.height * 3));
        CHECK(image.alpha.size() == static_cast<std::size_t>(image.width * image.height));
    }
}

TEST_CASE("card face: as pixels, opaque inside, transparent at the rounded corners") {
    core::CardFace face;
    face.name = "Iron Palm";
    face.frame = 0x2F5F9E;
    const auto image = io::renderCardFace(face, 126, 176);
    REQUIRE(image.width == 126);
    REQUIRE(image.height == 176);
    CHECK(image.alpha[0] == 0);            // the corner, outside the rounding
    const std::size_t edge = 88 * 126 + 2; // the frame, left edge, half way down
    CHECK(image.alpha[edge] == 255);
    // Not premultiplied: the frame's own colour.
    CHECK(image.rgb[edge * 3] == 0x2F);
    CHECK(image.rgb[edge * 3 + 1] == 0x5F);
    CHECK(image.rgb[edge * 3 + 2] == 0x9E);
}
