// SPDX-License-Identifier: GPL-3.0-or-later

// Text drawn by Pango (importers/src/render/text_layout.hpp) on the registration sheet and the
// proxies: a Japanese and an Arabic card name read back with pdftotext in the order they are
// written (the text stays selectable and searchable), set in fonts that have their letters
// (pdffonts: Noto Sans CJK and Noto Sans Arabic, not DejaVu's empty boxes), and a long name
// wrapped onto a second line instead of cut.
#include "../support/has.hpp"
#include "../support/pdf_text.hpp"
#include "deckhand/io/card_sheets.hpp"
#include "deckhand/io/registration_sheet.hpp"

#include <catch2/catch.hpp>
#include <sstream>

using namespace deckhand;
using namespace deckhand::test;

namespace {

const PdfDir& tempDir() {
    static PdfDir dir("drawn-text-test");
    return dir;
}

// Blue-Eyes White Dragon as a Japanese card prints it, and "sword of fire" in Arabic (a
// right-to-left script whose letters join), each as the bytes a user's file would hold. (Not
// a name with a lam-alef, "لا": that pair is one glyph, a ligature, and pdftotext gives its two
// letters back swapped, whatever drew them.)
const std::string kJapanese = "青眼の白龍";
const std::string kArabic = "سيف النار";
const std::string kLongName = "The Exceedingly Long-Winded Name of a Card That Must Wrap";

// The lines of pdftotext's output that hold `part`.
std::vector<std::string> linesWith(const std::string& text, const std::string& part) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (has(line, part)) out.push_back(line);
    return out;
}

io::RegistrationSheet sheetOf(std::vector<io::SheetLine> lines) {
    io::RegistrationSheet sheet;
    sheet.gameName = "Test Game";
    sheet.formatName = "Standard";
    sheet.checkedOn = "2026-12-06";
    sheet.deckHash = "0123456789abcdef";
    sheet.legal = true;
    sheet.sections.push_back({"Main", true, std::move(lines)});
    return sheet;
}

// The Japanese name is set in Noto Sans CJK, which has its characters (DejaVu, the only font
// before, has none: they printed as empty boxes); Latin and Arabic stay in DejaVu Sans, which
// has both.
void checkFonts(const std::string& pdf) {
    const std::string fonts = poppler("pdffonts", pdf);
    INFO(fonts);
    CHECK(has(fonts, "NotoSansCJKjp"));
    CHECK(has(fonts, "DejaVuSans"));
}

} // namespace

TEST_CASE("drawn text: Japanese and Arabic card names on the registration sheet read back") {
    const std::string pdf = tempDir().file("names.pdf");
    const auto written =
        io::writeRegistrationSheetPdf(sheetOf({{3, kJapanese, "JP01", "001", {}},
                                               {2, kArabic, "AR01", "002", {}},
                                               {1, "Lightning Bolt", "M10", "146", {}},
                                               {1, "Two\nLines", "NL", "9", {}}}),
                                      pdf);
    REQUIRE(written.ok());
    const std::string text = poppler("pdftotext", pdf);
    INFO(text);
    // Each name in the order its characters are written: Arabic's first letter first, though
    // the line shows it rightmost.
    CHECK(has(text, kJapanese));
    CHECK(has(text, kArabic));
    CHECK(hasRow(text, 3, kJapanese, "JP01", "001"));
    CHECK(hasRow(text, 1, "Lightning Bolt", "M10", "146"));
    CHECK(hasRow(text, 1, "Two Lines", "NL", "9")); // a line break in a name: a space, one row
    CHECK(linesWith(text, kArabic).size() == 1);
    checkFonts(pdf);
}

TEST_CASE("drawn text: Japanese, Arabic and long names on proxies read back, the long one "
          "wrapped") {
    io::ProxySheet sheet;
    sheet.title = "Names";
    for (const std::string& name : {kJapanese, kArabic, kLongName}) {
        io::SheetCard card;
        card.face.name = name;
        card.face.kind = "Dragon";
        card.face.text = "Draw a card.";
        sheet.cards.push_back(card);
    }
    const std::string pdf = tempDir().file("proxies.pdf");
    const auto written = io::writeProxySheetPdf(sheet, pdf);
    REQUIRE(written.ok());
    const std::string text = poppler("pdftotext", pdf);
    INFO(text);
    CHECK(has(text, kJapanese));
    CHECK(has(text, kArabic));
    // The long name on two lines, whole: its first words on one, its last on the next, and
    // no ellipsis (it fits two lines at the name's size).
    CHECK_FALSE(has(text, kLongName));
    const auto first = linesWith(text, "The Exceedingly");
    const auto last = linesWith(text, "Must Wrap");
    REQUIRE(first.size() == 1);
    REQUIRE(last.size() == 1);
    CHECK(first.front() != last.front());
    CHECK(text.find("The Exceedingly") < text.find("Must Wrap"));
    CHECK_FALSE(has(text, "\xE2\x80\xA6"));
    checkFonts(pdf);
}
