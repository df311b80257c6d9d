// SPDX-License-Identifier: GPL-3.0-or-later

// Card images are checked from their header before anything decodes them: one size limit for
// every format (io::kMaxImageSide), and an image that proxies and card sheets cannot print is
// named in a warning instead of being left out in silence.
#include "../support/has.hpp"
#include "../support/image_headers.hpp"
#include "../support/pdf_text.hpp"
#include "deckhand/io/card_sheets.hpp"
#include "deckhand/io/image_fetch.hpp"
#include "deckhand/io/image_header.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace deckhand;
using namespace deckhand::test;
namespace fs = std::filesystem;

namespace {

std::string data(const std::string& relative) {
    return (fs::path(DECKHAND_TEST_DATA) / relative).string();
}

std::string allErrors(const std::vector<ParseError>& errors) {
    std::string s;
    for (const auto& e : errors)
        s += e.str() + "\n";
    return s;
}

class ScratchDir {
public:
    ScratchDir()
        : m_dir(fs::temp_directory_path() / ("deckhand-images-" + std::to_string(getpid()))) {
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    ~ScratchDir() {
        std::error_code ec;
        fs::remove_all(m_dir, ec);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    [[nodiscard]] std::string write(const std::string& name, const std::string& bytes) const {
        std::ofstream(m_dir / name, std::ios::binary) << bytes;
        return (m_dir / name).string();
    }
    [[nodiscard]] std::string file(const std::string& name) const {
        return (m_dir / name).string();
    }

private:
    fs::path m_dir;
};

} // namespace

TEST_CASE("image header: format and size read from the header of each format") {
    std::ifstream png(data("images/magenta.png"), std::ios::binary);
    const std::string pngBytes{std::istreambuf_iterator<char>(png), {}};
    auto real = io::readImageHeader(pngBytes, "magenta.png");
    REQUIRE(real.ok());
    CHECK(real.value.format == io::ImageFormat::Png);
    CHECK(real.value.width > 0);
    std::ifstream jpg(data("images/green.jpg"), std::ios::binary);
    const std::string jpgBytes{std::istreambuf_iterator<char>(jpg), {}};
    auto realJpeg = io::readImageHeader(jpgBytes, "green.jpg");
    REQUIRE(realJpeg.ok());
    CHECK(realJpeg.value.format == io::ImageFormat::Jpeg);
    CHECK(realJpeg.value.width > 0);

    const auto size = [](const std::string& bytes) {
        auto h = io::readImageHeader(bytes, "x");
        INFO(allErrors(h.errors));
        REQUIRE(h.ok());
        return std::pair(h.value.width, h.value.height);
    };
    CHECK(size(pngHeader(745, 1040)) == std::pair(745, 1040));
    CHECK(size(jpegHeader(8192, 300)) == std::pair(8192, 300));
    CHECK(size(gifImage(320, 200, 3)) == std::pair(320, 200));
    CHECK(size(webpHeader(500, 700)) == std::pair(500, 700));
}

TEST_CASE("image header: one limit for every format - more than 8192 pixels a side is refused") {
    CHECK(io::kMaxImageSide == 8192);
    const std::pair<const char*, std::string> big[] = {
        {"PNG image: it is 20000 x 20000 pixels", pngHeader(20000, 20000)},
        {"JPEG image: it is 9000 x 100 pixels", jpegHeader(9000, 100)},
        {"GIF image: it is 100 x 8193 pixels", gifImage(100, 8193)},
        {"WebP image: it is 16000 x 16000 pixels", webpHeader(16000, 16000)},
    };
    for (const auto& [why, bytes] : big) {
        auto h = io::readImageHeader(bytes, "big.img");
        REQUIRE(h.errors.size() == 1);
        CHECK(has(h.errors[0].str(),
                  std::string("big.img: ") + why + "; images may be at most 8192 pixels a side"));
    }
    // A GIF's frames together: 200 frames of 1000 x 1000 are more than 8192 x 8192.
    auto frames = io::readImageHeader(gifImage(1000, 1000, 200), "anim.gif");
    REQUIRE_FALSE(frames.ok());
    CHECK(has(frames.errors[0].message, "frames (so far) hold more than"));
    // Damaged or no image at all.
    CHECK(has(allErrors(io::readImageHeader("<html>not found</html>", "e.png").errors),
              "e.png: not a PNG, JPEG, GIF or WebP image"));
    CHECK(has(allErrors(io::readImageHeader(pngHeader(0, 10), "z.png").errors),
              "PNG image: it says it is 0 x 10 pixels"));
    CHECK(has(allErrors(io::readImageHeader(std::string("\x89PNG\r\n\x1a\n", 8), "c.png").errors),
              "PNG image: its header (IHDR) is missing or cut short"));
    CHECK(has(allErrors(io::readImageHeader(jpegHeader(10, 10).substr(0, 22), "c.jpg").errors),
              "JPEG image: it ends before its frame header"));

    // What the image cache takes is checked the same way: a bomb never gets in.
    ScratchDir dir;
    CHECK(io::validateImageFile(dir.write("ok.png", pngHeader(745, 1040))).empty());
    CHECK(has(allErrors(io::validateImageFile(dir.write("bomb.png", pngHeader(20000, 20000)))),
              "bomb.png: PNG image: it is 20000 x 20000 pixels"));
}

TEST_CASE("proxies and card sheets: an image they cannot print is named in a warning") {
    ScratchDir dir;
    const std::string gif = dir.write("card.gif", gifImage(250, 349));
    const std::string webp = dir.write("card.webp", webpHeader(250, 349));
    const std::string bomb = dir.write("bomb.png", pngHeader(20000, 20000, "no pixels"));
    const std::string broken = dir.write("broken.png", pngHeader(250, 349, "no pixels"));
    const std::string good = data("images/magenta.png");
    io::ProxySheet sheet;
    sheet.title = "warnings";
    for (const auto& image : {gif, webp, bomb, broken, good, dir.file("not-cached.png")}) {
        io::SheetCard card;
        card.face.name = "Card";
        card.image = image;
        card.copies = 2; // each file told once
        sheet.cards.push_back(card);
    }
    const auto written = io::writeProxySheetPdf(sheet, dir.file("proxies.pdf"));
    INFO(allErrors(written.errors));
    REQUIRE(written.ok());
    CHECK(written.value.cards == 12);
    CHECK(written.value.images == 2); // the magenta PNG, twice
    const std::string told = allErrors(written.value.warnings);
    INFO(told);
    CHECK(written.value.warnings.size() == 4);
    const std::string instead = "; the card is drawn from its data instead";
    // A GIF or WebP header with no pixels after it: decoded as any image is, and found damaged.
    CHECK(has(told, gif + ": GIF image: it could not be decoded (damaged?)" + instead));
    CHECK(has(told, webp + ": WebP image: it could not be decoded (damaged?)" + instead));
    CHECK(has(told, bomb +
                        ": PNG image: it is 20000 x 20000 pixels; images may be at most 8192 "
                        "pixels a side" +
                        instead));
    CHECK(has(told, broken + ": PNG image: it could not be decoded (damaged?)" + instead));
    CHECK_FALSE(has(told, "not-cached.png")); // no image cached: nothing to tell

    io::ImageSheet tts;
    tts.columns = 2;
    tts.rows = 1;
    tts.cards = {sheet.cards[0], sheet.cards[4]};
    std::vector<ParseError> warnings;
    CHECK(io::writeImageSheetPng(tts, dir.file("sheet.png"), &warnings).empty());
    REQUIRE(warnings.size() == 1);
    CHECK(has(warnings[0].str(), gif + ": GIF image"));
}

TEST_CASE("proxies: a deck of many images is written a page at a time, into its file") {
    // 60 cards, each its own image (the same picture under 60 names): seven pages of nine.
    ScratchDir dir;
    std::ifstream png(data("images/magenta.png"), std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(png)), {});
    io::ProxySheet sheet;
    sheet.title = "many";
    sheet.backs = true;
    sheet.back.title = "Back";
    for (int i = 0; i < 60; ++i) {
        io::SheetCard card;
        card.face.name = "Card " + std::to_string(i);
        card.image = dir.write("card-" + std::to_string(i) + ".png", bytes);
        sheet.cards.push_back(card);
    }
    const std::string pdf = dir.file("proxies.pdf");
    const auto written = io::writeProxySheetPdf(sheet, pdf);
    INFO(allErrors(written.errors));
    REQUIRE(written.ok());
    CHECK(written.value.cards == 60);
    CHECK(written.value.images == 60);
    CHECK(written.value.pages == 14); // 7 of faces, each followed by its backs
    // What is held at once is a page's images, not the deck's.
    CHECK(written.value.mostImagesHeld <= written.value.perPage);
    CHECK(pageCount(poppler("pdfinfo", pdf)) == 14);
    CHECK_FALSE(fs::exists(pdf + ".part"));

    // A file that cannot be written is named, and nothing is left behind.
    const std::string nowhere = dir.file("no-such-folder/proxies.pdf");
    const auto refused = io::writeProxySheetPdf(sheet, nowhere);
    REQUIRE_FALSE(refused.ok());
    CHECK(has(allErrors(refused.errors), nowhere + ": cannot write the PDF"));
    CHECK_FALSE(fs::exists(nowhere + ".part"));
}
