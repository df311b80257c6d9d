// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/card_sheets.hpp"

#include "cairo_pdf.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/io/card_face.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/image_decode.hpp"
#include "deckhand/io/image_header.hpp"
#include "printable.hpp"
#include "text_layout.hpp"

#include <algorithm>
#include <cairo-pdf.h>
#include <cairo.h>
#include <cmath>
#include <csetjmp>
#include <cstdio> // jpeglib.h needs FILE declared first
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <jpeglib.h>
#include <map>
#include <memory>

namespace deckhand::io {

namespace {

constexpr double kPointsPerMm = 72.0 / 25.4;
constexpr int kMostAcross = 3; // a proxy page holds at most 3 x 3 cards
constexpr double kMarkGapMm = 1.0;
constexpr double kMarkLengthMm = 5.0;

struct PatternDeleter {
    void operator()(cairo_pattern_t* p) const { cairo_pattern_destroy(p); }
};
using Surface = detail::CairoSurface;

void setColour(cairo_t* cr, std::uint32_t c) {
    cairo_set_source_rgb(cr, ((c >> 16) & 0xFF) / 255.0, ((c >> 8) & 0xFF) / 255.0,
                         (c & 0xFF) / 255.0);
}

// libjpeg reports a fatal error by calling error_exit, which must not return: it jumps back.
struct JpegErrors {
    jpeg_error_mgr manager;
    std::jmp_buf jump;
};

[[noreturn]] void onJpegError(j_common_ptr info) {
    std::longjmp(reinterpret_cast<JpegErrors*>(info->err)->jump, 1);
}

void quietJpeg(j_common_ptr) {}

// A JPEG file's pixels as a cairo surface, or nullptr when it is not one libjpeg can read. Its
// size was checked from its header before (readImageHeader). Only trivially destructible objects
// live between the setjmp and a longjmp back to it.
cairo_surface_t* readJpeg(const std::string& bytes) {
    constexpr unsigned kLargest = kMaxImageSide;
    jpeg_decompress_struct info{};
    JpegErrors errors{};
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = &onJpegError;
    errors.manager.output_message = &quietJpeg;
    cairo_surface_t* volatile surface = nullptr;
    unsigned char* volatile row = nullptr;
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&info);
        std::free(row);
        if (surface) cairo_surface_destroy(surface);
        return nullptr;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, reinterpret_cast<const unsigned char*>(bytes.data()),
                 static_cast<unsigned long>(bytes.size()));
    jpeg_read_header(&info, TRUE);
    // The header libjpeg read is the one that counts (a file may hold more than one frame
    // header): checked again before any room is made for the pixels.
    if (info.image_width == 0 || info.image_height == 0 || info.image_width > kLargest ||
        info.image_height > kLargest) {
        jpeg_destroy_decompress(&info);
        return nullptr;
    }
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    const unsigned w = info.output_width, h = info.output_height;
    if (w == 0 || h == 0 || w > kLargest || h > kLargest || info.output_components != 3) {
        jpeg_destroy_decompress(&info);
        return nullptr;
    }
    surface =
        cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(w), static_cast<int>(h));
    row = static_cast<unsigned char*>(std::malloc(static_cast<std::size_t>(w) * 3));
    if (!row || cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) std::longjmp(errors.jump, 1);
    unsigned char* data = cairo_image_surface_get_data(surface);
    const auto stride = static_cast<std::size_t>(cairo_image_surface_get_stride(surface));
    while (info.output_scanline < h) {
        const std::size_t y = info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        for (std::size_t x = 0; x < w; ++x) {
            // RGB24 is a native-endian 32-bit word per pixel: 0x00RRGGBB.
            const std::uint32_t px = (std::uint32_t{row[x * 3]} << 16) |
                                     (std::uint32_t{row[x * 3 + 1]} << 8) | row[x * 3 + 2];
            std::memcpy(data + y * stride + x * 4, &px, 4);
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    std::free(row);
    cairo_surface_mark_dirty(surface);
    return surface;
}

// Decoded pixels (GIF, WebP) as a cairo surface: ARGB32, colours premultiplied by alpha.
cairo_surface_t* surfaceOf(const DecodedImage& image) {
    cairo_surface_t* surface =
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, image.width, image.height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) return surface;
    unsigned char* data = cairo_image_surface_get_data(surface);
    const auto stride = static_cast<std::size_t>(cairo_image_surface_get_stride(surface));
    const auto w = static_cast<std::size_t>(image.width);
    for (std::size_t y = 0; y < static_cast<std::size_t>(image.height); ++y)
        for (std::size_t x = 0; x < w; ++x) {
            const unsigned char* p = &image.rgba[(y * w + x) * 4];
            const unsigned a = p[3];
            auto pre = [a](unsigned c) { return (c * a + 127) / 255; };
            const std::uint32_t px =
                (std::uint32_t{a} << 24) | (pre(p[0]) << 16) | (pre(p[1]) << 8) | pre(p[2]);
            std::memcpy(data + y * stride + x * 4, &px, 4);
        }
    cairo_surface_mark_dirty(surface);
    return surface;
}

// cairo reads a PNG from a stream: the bytes already read (and checked), a piece at a time.
struct PngBytes {
    std::string_view rest;
};

cairo_status_t readPngBytes(void* closure, unsigned char* data, unsigned int length) {
    auto* in = static_cast<PngBytes*>(closure);
    if (length > in->rest.size()) return CAIRO_STATUS_READ_ERROR;
    std::memcpy(data, in->rest.data(), length);
    in->rest.remove_prefix(length);
    return CAIRO_STATUS_SUCCESS;
}

// Card images (PNG, JPEG, GIF or WebP) read once each, their size checked from their header before
// they are decoded; a file that cannot be printed is remembered as none (its card is drawn from its
// data) and told once in the warnings, naming the file and why. No file at all is no image
// cached: nothing to tell.
class Images {
public:
    explicit Images(std::vector<ParseError>* warnings) : m_warnings(warnings) {}

    cairo_surface_t* get(const std::string& path) {
        if (path.empty()) return nullptr;
        auto [it, inserted] = m_images.try_emplace(path);
        if (inserted) {
            it->second = read(path);
            m_mostHeld = std::max(m_mostHeld, held());
        }
        return it->second.get();
    }
    /// Lets go of every decoded image but `keep`'s: a page drawn, cairo has what it needs of
    /// them, so what is held is a page's images, not a whole deck's. A file that could not be
    /// printed stays remembered, so it is told once.
    void release(const std::string& keep = {}) {
        std::erase_if(m_images, [&](const auto& entry) {
            return entry.second != nullptr && entry.first != keep;
        });
    }
    /// The most images held decoded at once.
    [[nodiscard]] int mostHeld() const { return m_mostHeld; }

private:
    Surface read(const std::string& path) {
        const auto bytes = readWholeFile(path);
        if (!bytes.ok()) {
            std::error_code ec;
            if (std::filesystem::exists(path, ec)) warn(bytes.errors.front());
            return {};
        }
        const auto header = readImageHeader(bytes.value, path);
        if (!header.ok()) {
            warn(header.errors.front());
            return {};
        }
        const char* format = imageFormatName(header.value.format);
        Surface s;
        switch (header.value.format) {
        case ImageFormat::Png: {
            PngBytes in{bytes.value};
            s.reset(cairo_image_surface_create_from_png_stream(&readPngBytes, &in));
            break;
        }
        case ImageFormat::Jpeg:
            s.reset(readJpeg(bytes.value));
            break;
        case ImageFormat::Gif:
        case ImageFormat::WebP: {
            auto decoded = decodeImage(bytes.value, path);
            if (!decoded.ok()) {
                warn(decoded.errors.front());
                return {};
            }
            s.reset(surfaceOf(decoded.value));
            break;
        }
        }
        if (!s || cairo_surface_status(s.get()) != CAIRO_STATUS_SUCCESS ||
            cairo_image_surface_get_width(s.get()) <= 0 ||
            cairo_image_surface_get_height(s.get()) <= 0) {
            warn({{path}, i18n::trf("{} image: it could not be decoded (damaged?)", format)});
            return {};
        }
        return s;
    }

    void warn(ParseError e) {
        if (!m_warnings) return;
        // TRANSLATORS: {} is why a card's image cannot be drawn on the proxies.
        e.message = i18n::trf("{}; the card is drawn from its data instead", e.message);
        m_warnings->push_back(std::move(e));
    }

    [[nodiscard]] int held() const {
        return static_cast<int>(std::count_if(m_images.begin(), m_images.end(),
                                              [](const auto& e) { return e.second != nullptr; }));
    }

    std::map<std::string, Surface> m_images;
    std::vector<ParseError>* m_warnings;
    int m_mostHeld = 0;
};

// Paints `image` stretched over the card rectangle (x, y, w, h); `area` (the card with its
// bleed) is filled, the image's edge pixels carried on beyond the card.
void paintImage(cairo_t* cr, cairo_surface_t* image, double x, double y, double w, double h,
                double bleed) {
    std::unique_ptr<cairo_pattern_t, PatternDeleter> pattern(
        cairo_pattern_create_for_surface(image));
    cairo_matrix_t m;
    cairo_matrix_init_scale(&m, cairo_image_surface_get_width(image) / w,
                            cairo_image_surface_get_height(image) / h);
    cairo_matrix_translate(&m, -x, -y);
    cairo_pattern_set_matrix(pattern.get(), &m);
    cairo_pattern_set_extend(pattern.get(), CAIRO_EXTEND_PAD);
    cairo_pattern_set_filter(pattern.get(), CAIRO_FILTER_GOOD);
    cairo_save(cr);
    cairo_set_source(cr, pattern.get());
    cairo_rectangle(cr, x - bleed, y - bleed, w + 2 * bleed, h + 2 * bleed);
    cairo_fill(cr);
    cairo_restore(cr);
}

// One card (its image, else its face) at (x, y), w x h, with `bleed` around it.
void drawCard(cairo_t* cr, Images& images, const SheetCard& card, double x, double y, double w,
              double h, double bleed) {
    if (cairo_surface_t* image = images.get(card.image)) {
        paintImage(cr, image, x, y, w, h, bleed);
        return;
    }
    if (bleed > 0) {
        setColour(cr, card.face.frame);
        cairo_rectangle(cr, x - bleed, y - bleed, w + 2 * bleed, h + 2 * bleed);
        cairo_fill(cr);
    }
    cairo_save(cr);
    cairo_translate(cr, x, y);
    drawCardFace(cr, card.face, w, h);
    cairo_restore(cr);
}

void drawBack(cairo_t* cr, Images& images, const CardBack& back, double x, double y, double w,
              double h, double bleed) {
    if (cairo_surface_t* image = images.get(back.image)) {
        paintImage(cr, image, x, y, w, h, bleed);
        return;
    }
    if (bleed > 0) {
        setColour(cr, back.colour);
        cairo_rectangle(cr, x - bleed, y - bleed, w + 2 * bleed, h + 2 * bleed);
        cairo_fill(cr);
    }
    cairo_save(cr);
    cairo_translate(cr, x, y);
    drawCardBack(cr, back, w, h);
    cairo_restore(cr);
}

// The sheet's pages: the cards on each, copies repeated, a new page for each group if asked.
std::vector<std::vector<const SheetCard*>> paginate(const ProxySheet& sheet, int perPage) {
    std::vector<std::vector<const SheetCard*>> pages;
    const std::string* group = nullptr;
    for (const auto& card : sheet.cards)
        for (int i = 0; i < card.copies; ++i) {
            const bool newGroup = sheet.pagePerGroup && group && *group != card.group;
            if (pages.empty() || newGroup || static_cast<int>(pages.back().size()) >= perPage)
                pages.emplace_back();
            pages.back().push_back(&card);
            group = &card.group;
        }
    return pages;
}

} // namespace

void drawCardBack(cairo_t* cr, const CardBack& back, double width, double height) {
    if (!cr || !(width > 0) || !(height > 0) || !std::isfinite(width) || !std::isfinite(height))
        return;
    const double u = width / kCardWidthPt;
    const double radius = std::min(width, height) * 0.05;
    const auto rounded = [&](double x, double y, double w, double h, double r) {
        cairo_new_sub_path(cr);
        cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
        cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
        cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
        cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
        cairo_close_path(cr);
    };
    cairo_save(cr);
    rounded(0, 0, width, height, radius);
    setColour(cr, back.colour);
    cairo_fill(cr);
    const double inset = 6 * u;
    rounded(inset, inset, width - 2 * inset, height - 2 * inset, radius * 0.6);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.55);
    cairo_set_line_width(cr, std::max(1.2 * u, 0.5));
    cairo_stroke(cr);
    if (!detail::printable(back.title).empty()) {
        const double room = width - 4 * inset;
        const double start = 16 * u;
        const detail::TextLayout title =
            detail::fitLine(cr, detail::printable(back.title), detail::Font{start, true}, 4 * u,
                            start * 0.08, room);
        const detail::TextLayout::Box e = title.ink();
        cairo_set_source_rgb(cr, 1, 1, 1);
        title.draw((width - e.width) / 2 - e.x, (height - e.height) / 2 - e.y);
    }
    cairo_restore(cr);
}

Result<ProxyReport> writeProxySheetPdf(const ProxySheet& sheet, const std::string& path) {
    Result<ProxyReport> out;
    const double pageW = sheet.paper == Paper::A4 ? 595.276 : 612.0;
    const double pageH = sheet.paper == Paper::A4 ? 841.89 : 792.0;
    const double cw = sheet.cardWidthMm * kPointsPerMm;
    const double ch = sheet.cardHeightMm * kPointsPerMm;
    const double bleed = std::max(0.0, sheet.bleedMm) * kPointsPerMm;
    const double sw = cw + 2 * bleed, sh = ch + 2 * bleed;
    const int cols = cw > 0 ? std::min(kMostAcross, static_cast<int>(pageW / sw)) : 0;
    const int rows = ch > 0 ? std::min(kMostAcross, static_cast<int>(pageH / sh)) : 0;
    const char* paperName = sheet.paper == Paper::A4 ? i18n::tr("A4 (210 x 297 mm)")
                                                     : i18n::tr("Letter (216 x 279 mm)");
    if (!(cw > 0) || !(ch > 0) || cols < 1 || rows < 1) {
        out.errors.push_back({{path},
                              i18n::trf("a {} x {} mm card with {} mm bleed does not fit on {}",
                                        core::shownGeneral(sheet.cardWidthMm),
                                        core::shownGeneral(sheet.cardHeightMm),
                                        core::shownGeneral(sheet.bleedMm), paperName)});
        return out;
    }
    ProxyReport& report = out.value;
    report.perPage = cols * rows;
    const auto pages = paginate(sheet, report.perPage);
    if (pages.empty()) {
        out.errors.push_back({{path}, i18n::tr("there is no card to print")});
        return out;
    }
    const double x0 = (pageW - cols * sw) / 2;
    const double y0 = (pageH - rows * sh) / 2;
    const double offX = sheet.backOffsetXMm * kPointsPerMm;
    const double offY = sheet.backOffsetYMm * kPointsPerMm;

    // The PDF goes to its file as cairo writes it, page by page, and each page's images are let
    // go once it is drawn: what is held stays a page's worth whatever the deck's size (5,000
    // cards with their images took 9.8 GB when the whole PDF and every image were kept).
    Images images(&report.warnings);
    FileBeingWritten file(path, "PDF");
    if (auto cannot = file.failed()) {
        out.errors.push_back(std::move(*cannot));
        return out;
    }
    {
        Surface surface(
            cairo_pdf_surface_create_for_stream(detail::writeToFile, &file, pageW, pageH));
        cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE,
                                       detail::printable(sheet.title).c_str());
        cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "Deckhand");
        detail::CairoContext cr(cairo_create(surface.get()));
        cairo_t* c = cr.get();
        for (const auto& page : pages) {
            for (std::size_t i = 0; i < page.size(); ++i) {
                const int col = static_cast<int>(i) % cols, row = static_cast<int>(i) / cols;
                const SheetCard& card = *page[i];
                drawCard(c, images, card, x0 + col * sw + bleed, y0 + row * sh + bleed, cw, ch,
                         bleed);
                ++report.cards;
                if (images.get(card.image)) ++report.images;
            }
            if (sheet.cropMarks) {
                // Every cut line, carried into the margins beyond the cards and their bleed.
                std::vector<double> xs, ys;
                for (int col = 0; col < cols; ++col) {
                    xs.push_back(x0 + col * sw + bleed);
                    xs.push_back(x0 + col * sw + bleed + cw);
                }
                for (int row = 0; row < rows; ++row) {
                    ys.push_back(y0 + row * sh + bleed);
                    ys.push_back(y0 + row * sh + bleed + ch);
                }
                const double gap = kMarkGapMm * kPointsPerMm;
                const double lenY = std::min(kMarkLengthMm * kPointsPerMm, y0 - gap - 1.0);
                const double lenX = std::min(kMarkLengthMm * kPointsPerMm, x0 - gap - 1.0);
                cairo_set_source_rgb(c, 0, 0, 0);
                cairo_set_line_width(c, 0.5);
                if (lenY >= kPointsPerMm)
                    for (const double x : xs) {
                        cairo_move_to(c, x, y0 - gap);
                        cairo_rel_line_to(c, 0, -lenY);
                        cairo_move_to(c, x, y0 + rows * sh + gap);
                        cairo_rel_line_to(c, 0, lenY);
                    }
                if (lenX >= kPointsPerMm)
                    for (const double y : ys) {
                        cairo_move_to(c, x0 - gap, y);
                        cairo_rel_line_to(c, -lenX, 0);
                        cairo_move_to(c, x0 + cols * sw + gap, y);
                        cairo_rel_line_to(c, lenX, 0);
                    }
                cairo_stroke(c);
            }
            cairo_show_page(c);
            ++report.pages;
            images.release(sheet.back.image);
            if (!sheet.backs) continue;
            // Turned over its long edge, the page's columns are mirrored.
            for (std::size_t i = 0; i < page.size(); ++i) {
                const int col = cols - 1 - static_cast<int>(i) % cols;
                const int row = static_cast<int>(i) / cols;
                drawBack(c, images, sheet.back, x0 + col * sw + bleed + offX,
                         y0 + row * sh + bleed + offY, cw, ch, bleed);
            }
            cairo_show_page(c);
            ++report.pages;
        }
        if (auto failed = detail::finishPdf(cr, surface.get(), path)) {
            // A write that failed (a full disk) is what to tell, not cairo's word for it.
            out.errors.push_back(file.failed().value_or(std::move(*failed)));
            return out; // the part file goes with `file`
        }
    }
    if (auto failed = file.commit()) out.errors.push_back(std::move(*failed));
    report.mostImagesHeld = images.mostHeld();
    return out;
}

namespace {

std::vector<ParseError> writePng(cairo_surface_t* surface, const std::string& path) {
    std::string bytes;
    const cairo_status_t status =
        cairo_surface_write_to_png_stream(surface, detail::appendBytes, &bytes);
    if (status != CAIRO_STATUS_SUCCESS)
        return {{{path}, i18n::trf("cannot draw the image: {}", cairo_status_to_string(status))}};
    if (auto failed = writeFileAtomically(path, bytes, "image")) return {*failed};
    return {};
}

} // namespace

std::vector<ParseError> writeImageSheetPng(const ImageSheet& sheet, const std::string& path,
                                           std::vector<ParseError>* warnings) {
    if (sheet.columns < 1 || sheet.rows < 1 || sheet.cellWidth < 1 || sheet.cellHeight < 1 ||
        static_cast<long long>(sheet.columns) * sheet.cellWidth > 16384 ||
        static_cast<long long>(sheet.rows) * sheet.cellHeight > 16384)
        return {
            {{path}, i18n::tr("a card sheet must have cells and be at most 16384 pixels a side")}};
    if (sheet.cards.size() > static_cast<std::size_t>(sheet.columns * sheet.rows))
        return {{{path},
                 i18n::trfn("{} card does not fit a sheet of {} x {}",
                            "{} cards do not fit a sheet of {} x {}", sheet.cards.size(),
                            sheet.cards.size(), sheet.columns, sheet.rows)}};
    Surface surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, sheet.columns * sheet.cellWidth,
                                               sheet.rows * sheet.cellHeight));
    {
        detail::CairoContext cr(cairo_create(surface.get()));
        Images images(warnings);
        for (std::size_t i = 0; i < sheet.cards.size(); ++i) {
            const int col = static_cast<int>(i) % sheet.columns;
            const int row = static_cast<int>(i) / sheet.columns;
            drawCard(cr.get(), images, sheet.cards[i], col * sheet.cellWidth,
                     row * sheet.cellHeight, sheet.cellWidth, sheet.cellHeight, 0);
        }
    }
    cairo_surface_flush(surface.get());
    return writePng(surface.get(), path);
}

std::vector<ParseError> writeCardBackPng(const CardBack& back, int width, int height,
                                         const std::string& path,
                                         std::vector<ParseError>* warnings) {
    if (width < 1 || height < 1 || width > 16384 || height > 16384)
        return {{{path}, i18n::tr("a card back must be 1 to 16384 pixels a side")}};
    Surface surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height));
    {
        detail::CairoContext cr(cairo_create(surface.get()));
        Images images(warnings);
        drawBack(cr.get(), images, back, 0, 0, width, height, 0);
    }
    cairo_surface_flush(surface.get());
    return writePng(surface.get(), path);
}

} // namespace deckhand::io
