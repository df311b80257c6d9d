// SPDX-License-Identifier: GPL-3.0-or-later

// GIF and WebP card images, decoded by io::decodeImage for proxies, Tabletop Simulator sheets
// and the desktop app's card pane: real files (tests/data/real/SOURCES) checked by the colour
// of known pixels. The expected colours were read with other decoders: gdk-pixbuf for the
// GIFs, Pillow's own test for the transparent one, libwebp's WebPDecodeRGBA called by a
// program of a few lines for the still WebP, image-webp's reference PNGs for the animated one.
#include "../support/files.hpp"
#include "../support/has.hpp"
#include "../support/image_headers.hpp"
#include "../support/pdf_text.hpp"
#include "deckhand/io/card_sheets.hpp"
#include "deckhand/io/image_decode.hpp"

#include <cairo.h>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <filesystem>

using namespace deckhand;
using namespace deckhand::test;
namespace fs = std::filesystem;

namespace {

std::string real(const std::string& file) {
    return (fs::path(DECKHAND_TEST_DATA) / "real" / "images" / file).string();
}

// The pixel at (x, y) as 0xRRGGBBAA.
std::uint32_t rgbaAt(const io::DecodedImage& image, int x, int y) {
    const unsigned char* p =
        &image.rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) +
                     static_cast<std::size_t>(x)) *
                    4];
    return std::uint32_t{p[0]} << 24 | std::uint32_t{p[1]} << 16 | std::uint32_t{p[2]} << 8 | p[3];
}

// Whether two 0xRRGGBB colours differ by at most `tolerance` in each channel (a lossy image,
// or one scaled onto a card).
bool near(std::uint32_t got, std::uint32_t want, int tolerance) {
    for (int shift : {16, 8, 0}) {
        const int a = static_cast<int>((got >> shift) & 0xFF);
        const int b = static_cast<int>((want >> shift) & 0xFF);
        if (std::abs(a - b) > tolerance) return false;
    }
    return true;
}

io::DecodedImage decoded(const std::string& path) {
    auto image = io::decodeImage(readFile(path), path);
    INFO(path);
    REQUIRE(image.ok());
    return std::move(image.value);
}

} // namespace

TEST_CASE("image decoding: a WebP card image, a red disc on white") {
    const auto image = decoded(real("anim_frame1.webp"));
    CHECK(image.width == 82);
    CHECK(image.height == 82);
    REQUIRE(image.rgba.size() == 82u * 82 * 4);
    // A red disc (its centre at 38, 59, lossy: some 8 levels either way) on white.
    CHECK(near(rgbaAt(image, 38, 59) >> 8, 0xD2081D, 24));
    CHECK((rgbaAt(image, 38, 59) & 0xFF) == 255);
    CHECK(near(rgbaAt(image, 10, 10) >> 8, 0xFFFFFF, 8));
}

TEST_CASE("image decoding: an animated GIF gives its first frame, transparent where it is") {
    const auto disc = decoded(real("dispose_none.gif"));
    CHECK(disc.width == 100);
    CHECK(disc.height == 100);
    CHECK(rgbaAt(disc, 50, 50) == 0x1E90FFFF); // dodger blue in the middle
    CHECK(rgbaAt(disc, 3, 3) == 0x87CEEBFF);   // sky blue in the corner

    // Three frames of 3 x 1: the first is transparent, blue, transparent (the second would
    // be green at both ends).
    const auto frames = decoded(real("transparent_dispose.gif"));
    REQUIRE(frames.width == 3);
    REQUIRE(frames.height == 1);
    CHECK((rgbaAt(frames, 0, 0) & 0xFF) == 0);
    CHECK(rgbaAt(frames, 1, 0) == 0x0000FFFF);
    CHECK((rgbaAt(frames, 2, 0) & 0xFF) == 0);
}

TEST_CASE("image decoding: a size beyond the limit is refused from the header, a damaged file "
          "named") {
    // The header says 100 x 8193: refused before anything makes room for the pixels.
    auto big = io::decodeImage(gifImage(100, 8193), "big.gif");
    REQUIRE_FALSE(big.ok());
    CHECK(has(big.errors.front().str(), "big.gif: GIF image: it is 100 x 8193 pixels"));
    // The real files cut short inside their (first) image: named, and no crash.
    for (const char* file : {"anim_frame1.webp", "dispose_none.gif"}) {
        const std::string bytes = readFile(real(file));
        auto cut = io::decodeImage(bytes.substr(0, 100), file);
        INFO(file);
        REQUIRE_FALSE(cut.ok());
        CHECK(has(cut.errors.front().str(), std::string(file) + ": "));
    }
    // PNG and JPEG are cairo's and libjpeg's to read, not this decoder's.
    auto png = io::decodeImage(readFile((fs::path(DECKHAND_TEST_DATA) / "images/magenta.png")),
                               "magenta.png");
    CHECK_FALSE(png.ok());
}

TEST_CASE("image decoding: GIF and WebP images on a Tabletop Simulator sheet and on proxies") {
    const PdfDir dir("image-decode-test");
    io::ImageSheet sheet;
    sheet.columns = 2;
    sheet.rows = 1;
    sheet.cellWidth = 164; // twice the WebP's 82 pixels, and the GIF's 100 scaled by 1.64
    sheet.cellHeight = 164;
    for (const char* file : {"anim_frame1.webp", "dispose_none.gif"}) {
        io::SheetCard card;
        card.face.name = file;
        card.image = real(file);
        sheet.cards.push_back(card);
    }
    std::vector<ParseError> warnings;
    const std::string png = dir.file("sheet.png");
    REQUIRE(io::writeImageSheetPng(sheet, png, &warnings).empty());
    CHECK(warnings.empty());
    cairo_surface_t* s = cairo_image_surface_create_from_png(png.c_str());
    REQUIRE(cairo_surface_status(s) == CAIRO_STATUS_SUCCESS);
    const auto at = [&](int x, int y) {
        std::uint32_t px = 0;
        std::memcpy(&px,
                    cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s) + x * 4,
                    4);
        return px & 0xFFFFFF;
    };
    CHECK(near(at(38 * 2, 59 * 2), 0xD2081D, 32)); // the WebP's red disc
    CHECK(near(at(10 * 2, 10 * 2), 0xFFFFFF, 12)); // on white
    CHECK(near(at(164 + 82, 82), 0x1E90FF, 8));    // the GIF's dodger blue
    CHECK(near(at(164 + 5, 5), 0x87CEEB, 8));      // on sky blue
    cairo_surface_destroy(s);

    io::ProxySheet proxies;
    proxies.title = "images";
    proxies.cards = sheet.cards;
    const auto written = io::writeProxySheetPdf(proxies, dir.file("proxies.pdf"));
    REQUIRE(written.ok());
    CHECK(written.value.images == 2);
    CHECK(written.value.warnings.empty());
    // Printed as images, not drawn: the drawn faces' names are not in the text.
    CHECK_FALSE(has(poppler("pdftotext", dir.file("proxies.pdf")), "anim_frame1.webp"));
}

TEST_CASE("image decoding: an animated WebP gives its first frame, pixel for pixel") {
    // image-webp's own reference for the first frame (and the second, which differs from it).
    const auto image = decoded(real("random_lossless.webp"));
    REQUIRE(image.width == 64);
    REQUIRE(image.height == 63);
    const auto differences = [&](const std::string& png) {
        cairo_surface_t* s = cairo_image_surface_create_from_png(real(png).c_str());
        REQUIRE(cairo_surface_status(s) == CAIRO_STATUS_SUCCESS);
        REQUIRE(cairo_image_surface_get_width(s) == 64);
        REQUIRE(cairo_image_surface_get_height(s) == 63);
        int n = 0;
        for (int y = 0; y < 63; ++y)
            for (int x = 0; x < 64; ++x) {
                std::uint32_t px = 0; // an RGB file: 0x00RRGGBB, no alpha to undo
                std::memcpy(&px,
                            cairo_image_surface_get_data(s) +
                                y * cairo_image_surface_get_stride(s) + x * 4,
                            4);
                if ((rgbaAt(image, x, y) >> 8) != (px & 0xFFFFFF) ||
                    (rgbaAt(image, x, y) & 0xFF) != 255)
                    ++n;
            }
        cairo_surface_destroy(s);
        return n;
    };
    CHECK(differences("random_lossless-1.png") == 0);
    CHECK(differences("random_lossless-2.png") > 100);
}
