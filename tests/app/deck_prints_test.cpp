// SPDX-License-Identifier: GPL-3.0-or-later

// Print-and-play proxies (export --proxies) and Tabletop Simulator decks (export --tts), end to
// end on a scratch profile: the PDF read back with poppler (text, pages, page size, and the
// cards measured on a page rendered at 5 pixels a millimetre), the JSON parsed on its own and
// the PNG sheets' sizes read from their headers. Expected numbers are counted by hand from
// tests/data/decks/plu/legal.txt and resources/games/plu/cards/sample.csv.
#include "../support/pdf_text.hpp"
#include "cli_runner.hpp"
#include "deckhand/app/deck_prints.hpp"
#include "deckhand/app/subscriptions.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace deckhand;
using namespace deckhand::test;

namespace {

// A page rendered as grey pixels by pdftoppm at 127 dpi: 5 pixels a millimetre.
struct Page {
    int width = 0, height = 0;
    std::string pixels;
    [[nodiscard]] bool dark(int x, int y) const {
        return static_cast<unsigned char>(pixels[static_cast<std::size_t>(y) * width + x]) < 200;
    }
    // The first and last dark pixel along row y (-1 when none).
    [[nodiscard]] std::pair<int, int> rowExtent(int y) const {
        int first = -1, last = -1;
        for (int x = 0; x < width; ++x)
            if (dark(x, y)) {
                if (first < 0) first = x;
                last = x;
            }
        return {first, last};
    }
    [[nodiscard]] std::pair<int, int> columnExtent(int x) const {
        int first = -1, last = -1;
        for (int y = 0; y < height; ++y)
            if (dark(x, y)) {
                if (first < 0) first = y;
                last = y;
            }
        return {first, last};
    }
};

Page renderPage(const std::string& pdf, int page) {
    const std::string base = pdf + "-p" + std::to_string(page);
    const std::string cmd = "pdftoppm -gray -r 127 -f " + std::to_string(page) + " -l " +
                            std::to_string(page) + " -singlefile '" + pdf + "' '" + base + "'";
    REQUIRE(std::system(cmd.c_str()) == 0);
    std::ifstream in(base + ".pgm", std::ios::binary);
    std::string magic;
    int max = 0;
    Page p;
    in >> magic >> p.width >> p.height >> max;
    in.get();
    REQUIRE(magic == "P5");
    p.pixels.resize(static_cast<std::size_t>(p.width) * p.height);
    in.read(p.pixels.data(), static_cast<std::streamsize>(p.pixels.size()));
    return p;
}

// A PNG's size from its IHDR chunk.
std::pair<int, int> pngSize(const std::string& path) {
    const std::string b = readFile(path);
    REQUIRE(b.size() > 24);
    REQUIRE(b.substr(1, 3) == "PNG");
    const auto be = [&](std::size_t at) {
        return (static_cast<unsigned char>(b[at]) << 24) |
               (static_cast<unsigned char>(b[at + 1]) << 16) |
               (static_cast<unsigned char>(b[at + 2]) << 8) | static_cast<unsigned char>(b[at + 3]);
    };
    return {static_cast<int>(be(16)), static_cast<int>(be(20))};
}

const std::string kLegal = deckPath("plu", "legal.txt");

// The colour of the pixel at (x, y) of a page rendered by pdftoppm at 127 dpi, as 0xRRGGBB.
std::uint32_t colourAt(const std::string& pdf, int page, int x, int y) {
    const std::string base = pdf + "-c" + std::to_string(page);
    const std::string cmd = "pdftoppm -r 127 -f " + std::to_string(page) + " -l " +
                            std::to_string(page) + " -singlefile '" + pdf + "' '" + base + "'";
    REQUIRE(std::system(cmd.c_str()) == 0);
    std::ifstream in(base + ".ppm", std::ios::binary);
    std::string magic;
    int width = 0, height = 0, max = 0;
    in >> magic >> width >> height >> max;
    in.get();
    REQUIRE(magic == "P6");
    REQUIRE(x < width);
    REQUIRE(y < height);
    in.seekg(static_cast<std::streamoff>((static_cast<long long>(y) * width + x) * 3),
             std::ios::cur);
    unsigned char rgb[3] = {};
    in.read(reinterpret_cast<char*>(rgb), 3);
    return (std::uint32_t{rgb[0]} << 16) | (std::uint32_t{rgb[1]} << 8) | rgb[2];
}

} // namespace

TEST_CASE("proxies: a deck's 46 cards, 9 to an A4 page, each face drawn from its data") {
    ScratchProfile p("proxies");
    const std::string pdf = p.file("proxies.pdf");
    auto r = p({"export", "--proxies", pdf, "--game", "plu", kLegal});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "wrote " + pdf + ": 46 proxies of 'Sample Kaito Blaze (legal)', 9 to a page"));
    const std::string info = poppler("pdfinfo", pdf);
    CHECK(pageCount(info) == 6); // 41 main + 5 side = 46 cards: 5 full pages and one card
    CHECK(has(info, "595.276 x 841.89 pts (A4)"));
    const std::string text = poppler("pdftotext", pdf);
    CHECK(occurrences(text, "Quick Jab") == 3);
    CHECK(occurrences(text, "Kaito Blaze") == 1);
    CHECK(occurrences(text, "Hype Crowd") == 2); // the side deck is printed too
    CHECK(has(text, "SAMPLE CARD. 3 DMG"));      // Iron Palm's rules text on its face
    const auto pages = pagesOf(text);
    REQUIRE(pages.size() == 6);
    CHECK(has(pages[5], "Hype Crowd")); // the last card of the side deck, alone on its page

    // Measured: three cards across make 189 mm, three down 264 mm, centred on the page.
    const Page first = renderPage(pdf, 1);
    CHECK(first.width == Approx(1050).margin(1)); // 210 mm
    const auto across = first.rowExtent(first.height / 2);
    CHECK(across.second - across.first + 1 == Approx(945).margin(3)); // 3 x 63 mm
    CHECK(across.first == Approx(52).margin(3));                      // (210 - 189) / 2 mm
    // Down the middle column of cards (no crop mark there).
    int top = -1, bottom = -1;
    for (int y = 0; y < first.height; ++y)
        if (first.dark(first.width / 2 - 20, y)) {
            if (top < 0) top = y;
            bottom = y;
        }
    CHECK(bottom - top + 1 == Approx(1320).margin(3)); // 3 x 88 mm
    // A crop mark above the grid on the left cut line, 1 to 6 mm above the cards.
    int darkest = 255;
    for (int x = across.first - 2; x <= across.first + 2; ++x)
        darkest = std::min(
            darkest, static_cast<int>(static_cast<unsigned char>(
                         first.pixels[static_cast<std::size_t>(top - 15) * first.width + x])));
    CHECK(darkest < 230);
}

TEST_CASE("proxies: a cached image, PNG or JPEG, is printed in place of the drawn face") {
    ScratchProfile p("proxies-images");
    REQUIRE(p({"games"}).code == 0); // the profile, with its games
    // Kaito Blaze (PLS1 001) has a magenta PNG cached, Quick Jab (PLS1 008) a green JPEG.
    const auto cache = [&](const char* number, const char* ext, const char* file) {
        const auto target = app::cardImagePath(p.dir(), "plu", "PLS1", number, ext);
        std::filesystem::create_directories(target.parent_path());
        std::filesystem::copy_file(dataPath(std::string("images/") + file), target);
    };
    cache("001", "png", "magenta.png");
    cache("008", "jpg", "green.jpg");
    const std::string pdf = p.file("images.pdf");
    auto r = p({"export", "--proxies", pdf, "--game", "plu", kLegal});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "46 proxies"));
    CHECK(has(r.out, "4 from cached images"));
    const std::string text = poppler("pdftotext", pdf);
    CHECK(occurrences(text, "Kaito Blaze") == 0); // an image: no drawn name
    CHECK(occurrences(text, "Quick Jab") == 0);
    CHECK(occurrences(text, "Iron Palm") == 1);
    // Slot 0 (Kaito Blaze) and slot 3 (the first Quick Jab), in the middle of each card.
    const int x = 52 + 315 / 2, top = (1485 - 1320) / 2;
    const auto near = [](std::uint32_t got, std::uint32_t want) {
        for (int shift : {16, 8, 0}) {
            const int a = static_cast<int>((got >> shift) & 0xFF);
            const int b = static_cast<int>((want >> shift) & 0xFF);
            if (std::abs(a - b) > 24) return false;
        }
        return true;
    };
    CHECK(near(colourAt(pdf, 1, x, top + 440 / 2), 0xC000C0));
    CHECK(near(colourAt(pdf, 1, x, top + 440 + 440 / 2), 0x00C000));
    // Right at the card's edge the image still fills it: it is printed at the card's size.
    CHECK(near(colourAt(pdf, 1, 52 + 3, top + 440 / 2), 0xC000C0));
    CHECK(near(colourAt(pdf, 1, 52 + 315 - 3, top + 440 / 2), 0xC000C0));

    // A cached file that is no image: the face is drawn from its data.
    std::ofstream(app::cardImagePath(p.dir(), "plu", "PLS1", "005", "png")) << "<html>not found";
    r = p({"export", "--proxies", pdf, "--game", "plu", kLegal});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "4 from cached images"));
    CHECK(occurrences(poppler("pdftotext", pdf), "Shrine of Embers") == 1);
}

TEST_CASE("proxies: a cached WebP or GIF image is printed too, an animated one's first frame") {
    ScratchProfile p("proxies-webp-gif");
    REQUIRE(p({"games"}).code == 0);
    // Real files (tests/data/real/SOURCES): Kaito Blaze gets a WebP, a red disc on white;
    // Quick Jab an animated GIF whose first frame is a dodger-blue disc on sky blue.
    const auto cache = [&](const char* number, const char* ext, const char* file) {
        const auto target = app::cardImagePath(p.dir(), "plu", "PLS1", number, ext);
        std::filesystem::create_directories(target.parent_path());
        std::filesystem::copy_file(dataPath(std::string("real/images/") + file), target);
    };
    cache("001", "webp", "anim_frame1.webp");
    cache("008", "gif", "dispose_none.gif");
    const std::string pdf = p.file("webp-gif.pdf");
    auto r = p({"export", "--proxies", pdf, "--game", "plu", kLegal});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "4 from cached images"));
    CHECK_FALSE(has(r.out + r.err, "warning"));
    const std::string text = poppler("pdftotext", pdf);
    CHECK(occurrences(text, "Kaito Blaze") == 0);
    CHECK(occurrences(text, "Quick Jab") == 0);
    // Each image stretched over its 315 x 440 pixel card (63 x 88 mm at 127 dpi): the WebP's
    // 82 x 82 pixels in slot 0, the GIF's 100 x 100 in slot 3 (row 2, column 1).
    const int left = 52, top = (1485 - 1320) / 2;
    const auto near = [](std::uint32_t got, std::uint32_t want) {
        for (int shift : {16, 8, 0}) {
            const int a = static_cast<int>((got >> shift) & 0xFF);
            const int b = static_cast<int>((want >> shift) & 0xFF);
            if (std::abs(a - b) > 32) return false;
        }
        return true;
    };
    CHECK(near(colourAt(pdf, 1, left + 38 * 315 / 82, top + 59 * 440 / 82), 0xD2081D));
    CHECK(near(colourAt(pdf, 1, left + 10 * 315 / 82, top + 10 * 440 / 82), 0xFFFFFF));
    CHECK(near(colourAt(pdf, 1, left + 315 / 2, top + 440 + 440 / 2), 0x1E90FF));
    CHECK(near(colourAt(pdf, 1, left + 5 * 315 / 100, top + 440 + 5 * 440 / 100), 0x87CEEB));
}

TEST_CASE("proxies: Letter - only what the collection lacks - one page per card kind") {
    ScratchProfile p("proxies-options");
    const std::string letter = p.file("letter.pdf");
    REQUIRE(p({"export", "--proxies", letter, "--paper", "letter", "--game", "plu", kLegal}).code ==
            0);
    CHECK(has(poppler("pdfinfo", letter), "612 x 792 pts (letter)"));

    // Three Quick Jab and one Hype Crowd owned: 42 proxies left.
    REQUIRE(p({"collection", "add", "--game", "plu", "--set", "PLS1", "--number", "008", "-n", "3"})
                .code == 0);
    REQUIRE(p({"collection", "add", "--game", "plu", "--set", "PLS1", "--number", "034", "-n", "1"})
                .code == 0);
    const std::string missing = p.file("missing.pdf");
    auto r = p({"export", "--proxies", missing, "--missing", "--game", "plu", kLegal});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "42 proxies"));
    const std::string text = poppler("pdftotext", missing);
    CHECK(occurrences(text, "Quick Jab") == 0);
    CHECK(occurrences(text, "Hype Crowd") == 1);
    CHECK(pageCount(poppler("pdfinfo", missing)) == 5);

    // Fighter 1, Stage 1, Attack 26, Utility 17 (side deck included), Ultimate 1: 1+1+3+2+1.
    const std::string kinds = p.file("kinds.pdf");
    REQUIRE(p({"export", "--proxies", kinds, "--page-per-kind", "--game", "plu", kLegal}).code ==
            0);
    const auto pages = pagesOf(poppler("pdftotext", kinds));
    REQUIRE(pages.size() == 8);
    CHECK(has(pages[0], "Kaito Blaze"));
    CHECK(occurrences(pages[0], "SAMPLE CARD") == 1);
    CHECK(has(pages[1], "Shrine of Embers"));
    CHECK(occurrences(pages[1], "SAMPLE CARD") == 1);
    CHECK(has(pages[7], "Final Horizon"));
}

TEST_CASE("proxies: backs for double-sided printing, mirrored and moved by the offset") {
    ScratchProfile p("proxies-backs");
    const std::string pdf = p.file("backs.pdf");
    auto r = p({"export", "--proxies", pdf, "--back-offset", "2", "1", "--game", "plu", kLegal});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "with backs"));
    const auto pages = pagesOf(poppler("pdftotext", pdf));
    REQUIRE(pages.size() == 12); // each of the 6 pages of faces, then its backs
    CHECK(has(pages[0], "Iron Palm"));
    CHECK(occurrences(pages[1], "Powerline Ultra") == 9);
    CHECK_FALSE(has(pages[1], "SAMPLE CARD"));
    CHECK(occurrences(pages[11], "Powerline Ultra") == 1);

    // The last page has one card at the top left; its back is at the top right, 2 mm further
    // right and 1 mm lower than the mirror place.
    const Page face = renderPage(pdf, 11);
    const Page back = renderPage(pdf, 12);
    const int row = (1485 - 1320) / 2 + 440 / 2; // through the top row of cards
    const auto f = face.rowExtent(row);
    CHECK(f.first == Approx(52).margin(3));
    CHECK(f.second - f.first + 1 == Approx(315).margin(3));
    const auto b = back.rowExtent(row);
    CHECK(b.second + 1 == Approx(1050 - 52 + 10).margin(3));
    CHECK(b.second - b.first + 1 == Approx(315).margin(3));
    const auto bDown = back.columnExtent((b.first + b.second) / 2);
    CHECK(bDown.first == Approx((1485 - 1320) / 2 + 5).margin(3));
}

TEST_CASE("proxies: bleed - bad options and an unwritable file are refused, nothing written") {
    ScratchProfile p("proxies-bad");
    const std::string bleed = p.file("bleed.pdf");
    REQUIRE(p({"export", "--proxies", bleed, "--bleed", "3", "--game", "plu", kLegal}).code == 0);
    // With 3 mm of bleed each card takes 69 x 94 mm: 207 mm across.
    const Page page = renderPage(bleed, 1);
    const auto across = page.rowExtent(page.height / 2);
    CHECK(across.second - across.first + 1 == Approx(1035).margin(3));

    auto r = p({"export", "--proxies", p.file("x.pdf"), "--bleed", "8", "--game", "plu", kLegal});
    CHECK(r.code == 2);
    CHECK(has(r.err, "bleed 8 mm: it is 0 to 5 mm"));
    CHECK_FALSE(std::filesystem::exists(p.file("x.pdf")));
    r = p({"export", "--proxies", p.file("no/such/dir/x.pdf"), "--game", "plu", kLegal});
    CHECK(r.code == 2);
    CHECK(has(r.err, "cannot write the PDF"));
    r = p({"export", "--proxies", p.file("y.pdf"), "--back-offset", "1", "--game", "plu", kLegal});
    CHECK(r.code != 0);
    CHECK_FALSE(std::filesystem::exists(p.file("y.pdf")));
}

TEST_CASE("proxies: a card size other than 63 x 88 mm fits as many as the page holds") {
    PdfDir dir("proxies-size");
    io::ProxySheet sheet;
    sheet.cardWidthMm = 70;
    sheet.cardHeightMm = 120;
    core::CardFace face;
    face.name = "Tarot Sized";
    sheet.cards.push_back({face, "", 7, ""});
    const auto written = io::writeProxySheetPdf(sheet, dir.file("tarot.pdf"));
    REQUIRE(written.ok());
    CHECK(written.value.perPage == 6); // 3 across (210 mm), 2 down (297 mm)
    CHECK(written.value.pages == 2);
    CHECK(occurrences(poppler("pdftotext", dir.file("tarot.pdf")), "Tarot Sized") == 7);
    sheet.cardWidthMm = 220;
    const auto wide = io::writeProxySheetPdf(sheet, dir.file("wide.pdf"));
    REQUIRE_FALSE(wide.ok());
    CHECK(has(wide.errors.front().message, "does not fit on A4"));
}

TEST_CASE("tabletop simulator: a deck and its side deck, read back as TTS reads them") {
    ScratchProfile p("tts");
    const std::string json = p.file("blaze.json");
    auto r = p({"export", "--tts", json, "--game", "plu", kLegal});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "46 cards (20 faces) in 2 objects"));
    const auto doc = nlohmann::json::parse(readFile(json));
    const auto& objects = doc["ObjectStates"];
    REQUIRE(objects.size() == 2);
    const auto& main = objects[0];
    CHECK(main["Name"] == "DeckCustom");
    CHECK(main["Nickname"] == "Sample Kaito Blaze (legal) - Main");
    REQUIRE(main["DeckIDs"].size() == 41);
    REQUIRE(main["ContainedObjects"].size() == 41);
    // 18 printings in the main deck (Thunder Knee in two), 2 in the side: sheet 1, places 0-19.
    CHECK(main["DeckIDs"][0] == 100); // Kaito Blaze
    CHECK(main["DeckIDs"][3] == 103); // the first Quick Jab
    CHECK(main["DeckIDs"][5] == 103); // and its third copy
    CHECK(main["ContainedObjects"][3]["Nickname"] == "Quick Jab");
    CHECK(main["ContainedObjects"][3]["CardID"] == 103);
    const auto& side = objects[1];
    CHECK(side["Nickname"] == "Sample Kaito Blaze (legal) - Side");
    CHECK(side["DeckIDs"] == nlohmann::json({118, 118, 118, 119, 119}));
    const auto& sheet = main["CustomDeck"]["1"];
    CHECK(sheet["NumWidth"] == 10);
    CHECK(sheet["NumHeight"] == 2);
    const std::string face = sheet["FaceURL"];
    REQUIRE(face.rfind("file://", 0) == 0);
    CHECK(face.substr(7) == std::filesystem::absolute(p.file("blaze-sheet-1.png")).string());
    CHECK(pngSize(p.file("blaze-sheet-1.png")) == std::pair{2500, 698}); // 10 x 250, 2 x 349
    CHECK(pngSize(p.file("blaze-back.png")) == std::pair{250, 349});
    CHECK(sheet["BackURL"] ==
          "file://" + std::filesystem::absolute(p.file("blaze-back.png")).string());
}

TEST_CASE("tabletop simulator: more than 70 faces go on a second sheet - a lone card - errors") {
    ScratchProfile p("tts-big");
    std::string csv = "name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n";
    std::string list = "Main\n";
    for (int i = 1; i <= 75; ++i) {
        csv += "Proxy Test " + std::to_string(i) + ",TST," + std::to_string(i) +
               ",Common,Attack,Basic,Light,,,Made up for a test.\n";
        list += "2 Proxy Test " + std::to_string(i) + "\n";
    }
    list += "Side\n1 Proxy Test 1\n";
    REQUIRE(p({"import", "cards", "--game", "plu", p.write("big.csv", csv)}).code == 0);
    const std::string json = p.file("big deck.json");
    auto r = p({"export", "--tts", json, "--game", "plu", p.write("big.txt", list)});
    INFO(r.err);
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(readFile(json));
    const auto& main = doc["ObjectStates"][0];
    REQUIRE(main["DeckIDs"].size() == 150);
    CHECK(main["DeckIDs"][0] == 100);
    CHECK(main["DeckIDs"][139] == 169); // the 70th card: the last place of sheet 1
    CHECK(main["DeckIDs"][140] == 200); // the 71st: the first of sheet 2
    CHECK(main["DeckIDs"][149] == 204);
    CHECK(main["CustomDeck"]["1"]["NumWidth"] == 10);
    CHECK(main["CustomDeck"]["1"]["NumHeight"] == 7);
    CHECK(main["CustomDeck"]["2"]["NumWidth"] == 5);
    CHECK(main["CustomDeck"]["2"]["NumHeight"] == 1);
    CHECK(has(main["CustomDeck"]["2"]["FaceURL"].get<std::string>(), "big%20deck-sheet-2.png"));
    CHECK(pngSize(p.file("big deck-sheet-1.png")) == std::pair{2500, 2443});
    CHECK(pngSize(p.file("big deck-sheet-2.png")) == std::pair{1250, 349});
    // The side deck's one card is a Card, not a deck.
    const auto& lone = doc["ObjectStates"][1];
    CHECK(lone["Name"] == "Card");
    CHECK(lone["CardID"] == 100);
    CHECK(lone["CustomDeck"].contains("1"));

    r = p({"export", "--tts", p.file("none/x.json"), "--game", "plu", kLegal});
    CHECK(r.code == 2);
    CHECK(has(r.err, "cannot write the image"));
}

TEST_CASE("proxies and Tabletop Simulator say which lines the card data lacks, not leave them out "
          "silently") {
    // A saved deck keeps a card the game's data no longer has.
    ScratchProfile p("proxies-unknown");
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    auto game = session.game("plu");
    REQUIRE(game.ok());
    const core::Printing* palm = nullptr;
    for (std::size_t i = 0; i < game.value->catalogue.size(); ++i)
        if (game.value->catalogue.at(i).name() == "Iron Palm" && !palm)
            palm = &game.value->catalogue.at(i);
    REQUIRE(palm);
    core::Deck deck;
    deck.name = "kept";
    auto& main = deck.section("main");
    core::DeckEntry known;
    known.quantity = 3;
    known.name = "Iron Palm";
    known.printing = palm;
    core::DeckEntry lost;
    lost.quantity = 2;
    lost.name = "Mystery Card";
    main.entries = {known, lost};
    CHECK(app::linesNotInCardData(deck) == std::vector<std::string>{"2 Mystery Card"});

    const std::string pdf = p.file("kept.pdf");
    const auto written = app::writeProxies(session, *game.value, deck, {}, pdf);
    REQUIRE(written.ok());
    CHECK(written.value.cards == 3);
    const std::string text = poppler("pdftotext", pdf);
    CHECK(occurrences(text, "Iron Palm") == 3);
    CHECK_FALSE(has(text, "Mystery"));
}
