// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/card_face.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "printable.hpp"
#include "text_layout.hpp"

#include <algorithm>
#include <cairo.h>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace deckhand::io {

namespace {

using detail::fit;
using detail::fitLine;
using detail::Font;
using detail::TextLayout;

// The space a line of text takes, at least, as a multiple of its size.
constexpr double kLineSpacing = 1.2;
// Below this many device pixels (or points) rules text is not worth drawing.
constexpr double kSmallestReadable = 4.0;

struct Rgb {
    double r, g, b;
};

Rgb rgbOf(std::uint32_t c) {
    return {((c >> 16) & 0xFF) / 255.0, ((c >> 8) & 0xFF) / 255.0, (c & 0xFF) / 255.0};
}

Rgb mix(Rgb a, Rgb b, double t) {
    return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
}

// The byte length of the UTF-8 character starting at s[i].
std::size_t charLength(const std::string& s, std::size_t i) {
    std::size_t n = 1;
    while (i + n < s.size() && (static_cast<unsigned char>(s[i + n]) & 0xC0) == 0x80)
        ++n;
    return n;
}

class FaceWriter {
public:
    FaceWriter(cairo_t* cr, double width, double height)
        : m_cr(cr), m_w(width), m_h(height), m_u(width / kCardWidthPt) {}

    void draw(const core::CardFace& face) {
        const Rgb frame = rgbOf(face.frame);
        const Rgb ink{0.10, 0.10, 0.12};
        const Rgb paper{0.98, 0.975, 0.965};
        const double radius = std::min(m_w, m_h) * 0.05;
        cairo_save(m_cr);
        roundedRect(0, 0, m_w, m_h, radius);
        cairo_clip(m_cr);
        roundedRect(0, 0, m_w, m_h, radius);
        color(frame);
        cairo_fill(m_cr);

        const double m = 7 * m_u;
        const double innerW = m_w - 2 * m;
        double y = m;
        double bottom = m_h - m;

        // The foot first: set, number and rarity, then the stats above them.
        // A small face (a hand of cards on screen) keeps what can be read at its size: the
        // name, kind and stat values, at sizes no smaller than a screen can show.
        const bool tiny = m_u < 0.6;
        if (!face.footer.empty() && !tiny) {
            const double size = std::max(6.5 * m_u, 6.0);
            const TextLayout t =
                fitLine(m_cr, detail::printable(face.footer), Font{size}, size, 1, innerW);
            color(mix(frame, {1, 1, 1}, 0.8));
            t.draw(m, bottom - t.height());
            bottom -= std::max(t.height(), size * kLineSpacing);
        }
        if (!face.stats.empty()) {
            const double boxH = tiny ? std::max(12 * m_u, 11.0) : std::max(22 * m_u, 24.0);
            if (bottom - boxH > y + 40 * m_u) {
                stats(face, m, bottom - boxH, innerW, boxH - 2 * m_u, paper, ink, frame, tiny);
                bottom -= boxH + 1 * m_u;
            }
        }

        // The name, on the frame: up to two lines (four on a face too small for rules text),
        // shrunk before it is cut.
        const bool withText = face.textSize * m_u * 0.75 >= kSmallestReadable;
        std::string name = detail::printable(face.name);
        if (core::trim(name).empty()) name = i18n::tr("(unnamed card)");
        const TextLayout nameText =
            fit(m_cr, name, Font{std::max(12 * m_u, 9.0), true}, std::max(6 * m_u, 6.5), step(),
                {innerW, (bottom - y) * (withText ? 0.5 : 0.7), withText ? 2 : 4});
        color({1, 1, 1});
        nameText.draw(m, y);
        y += nameText.height();

        // The kind line, small, under the name.
        const double kindSize = std::max(8 * m_u, 7.0);
        if (!face.kind.empty() && y + kindSize * kLineSpacing + m_u <= bottom) {
            const TextLayout t = fitLine(m_cr, detail::printable(face.kind), Font{kindSize},
                                         std::max(5.5 * m_u, tiny ? 6.0 : 0.0), step(), innerW);
            color(mix(frame, {1, 1, 1}, 0.85));
            y += 1 * m_u;
            t.draw(m, y);
            y += t.height();
        }
        y += 3 * m_u;
        body(face, name, m, y, innerW, bottom, withText, paper, ink, frame);
        cairo_restore(m_cr);
    }

private:
    double step() const { return std::max(0.25 * m_u, 0.05); }

    // The rules text below, as tall as it needs (at least the lower part of the card), and in
    // place of the art a panel in the frame's colour with the name's initial (all of the room
    // when there is no rules text, or the face is too small to read it).
    void body(const core::CardFace& face, const std::string& name, double m, double y,
              double innerW, double bottom, bool withText, Rgb paper, Rgb ink, Rgb frame) {
        const double room = bottom - y;
        if (room <= 6 * m_u) return;
        const double pad = 4 * m_u;
        std::optional<TextLayout> rules;
        double boxH = 0;
        if (withText && !detail::printable(face.text).empty()) {
            const double start = face.textSize * m_u;
            rules = fit(m_cr, face.text, Font{start},
                        std::min(start, std::max(kSmallestReadable, 4.5 * m_u)), step(),
                        {innerW - 2 * pad, room - 2 * pad, 0});
            boxH = std::clamp(rules->height() + 2 * pad, room * 0.45, room);
        }
        const double artH = room - boxH - (boxH > 0 ? 3 * m_u : 0);
        if (artH > 10 * m_u) art(name, m, y, innerW, artH, frame);
        if (rules) {
            const double top = bottom - boxH;
            roundedRect(m, top, innerW, boxH, 3 * m_u);
            color(paper);
            cairo_fill(m_cr);
            color(ink);
            rules->draw(m + pad, top + pad);
        }
    }

    void stats(const core::CardFace& face, double x, double top, double w, double h, Rgb paper,
               Rgb ink, Rgb frame, bool tiny) {
        const std::size_t n = std::min<std::size_t>(face.stats.size(), 4);
        const double gap = 3 * m_u;
        const double boxW = (w - gap * static_cast<double>(n - 1)) / static_cast<double>(n);
        for (std::size_t i = 0; i < n; ++i) {
            const double bx = x + static_cast<double>(i) * (boxW + gap);
            roundedRect(bx, top, boxW, h, 3 * m_u);
            color(paper);
            cairo_fill(m_cr);
            const double pad = std::max(2.5 * m_u, 2.0);
            if (!tiny) {
                const double size = std::max(5.5 * m_u, 5.5);
                color(mix(frame, ink, 0.5));
                fitLine(m_cr, detail::printable(face.stats[i].label), Font{size}, size, 1,
                        boxW - 2 * pad)
                    .draw(bx + pad, top + pad);
            }
            const double pad2 = tiny ? 1.5 : pad;
            const double size = tiny ? std::min(h - 2 * pad2, 9.0) : std::max(9 * m_u, 8.0);
            const TextLayout value =
                fitLine(m_cr, detail::printable(face.stats[i].value), Font{size, true},
                        tiny ? 6.0 : 5 * m_u, step(), boxW - 2 * pad);
            color(ink);
            value.draw(bx + pad, top + h - pad2 - value.height());
        }
    }

    // Where a card's art would be: a lighter panel with the name's first letter.
    void art(const std::string& name, double x, double y, double w, double h, Rgb frame) {
        roundedRect(x, y, w, h, 3 * m_u);
        color(mix(frame, {1, 1, 1}, 0.22));
        cairo_fill(m_cr);
        std::string initial;
        for (std::size_t i = 0; i < name.size() && initial.empty(); ++i)
            if (name[i] != ' ' && name[i] != '(') initial = name.substr(i, charLength(name, i));
        if (initial.empty()) return;
        const TextLayout t(m_cr, initial, Font{std::min(h * 0.6, w * 0.6), true});
        const TextLayout::Box e = t.ink();
        color(mix(frame, {1, 1, 1}, 0.45));
        t.draw(x + (w - e.width) / 2 - e.x, y + (h - e.height) / 2 - e.y);
    }

    void roundedRect(double x, double y, double w, double h, double r) {
        r = std::max(0.0, std::min({r, w / 2, h / 2}));
        cairo_new_sub_path(m_cr);
        cairo_arc(m_cr, x + w - r, y + r, r, -M_PI / 2, 0);
        cairo_arc(m_cr, x + w - r, y + h - r, r, 0, M_PI / 2);
        cairo_arc(m_cr, x + r, y + h - r, r, M_PI / 2, M_PI);
        cairo_arc(m_cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
        cairo_close_path(m_cr);
    }

    void color(Rgb c) { cairo_set_source_rgb(m_cr, c.r, c.g, c.b); }

    cairo_t* m_cr;
    double m_w, m_h, m_u;
};

struct SurfaceDeleter {
    void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
    void operator()(cairo_t* c) const { cairo_destroy(c); }
};

} // namespace

void drawCardFace(cairo_t* cr, const core::CardFace& face, double width, double height) {
    if (!cr || !(width > 0) || !(height > 0) || !std::isfinite(width) || !std::isfinite(height))
        return;
    FaceWriter(cr, width, height).draw(face);
}

CardFaceImage renderCardFace(const core::CardFace& face, int width, int height) {
    CardFaceImage out;
    out.width = std::clamp(width, 1, 4096);
    out.height = std::clamp(height, 1, 4096);
    std::unique_ptr<cairo_surface_t, SurfaceDeleter> surface(
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, out.width, out.height));
    {
        std::unique_ptr<cairo_t, ContextDeleter> cr(cairo_create(surface.get()));
        drawCardFace(cr.get(), face, out.width, out.height);
    }
    cairo_surface_flush(surface.get());
    const std::size_t w = static_cast<std::size_t>(out.width);
    const std::size_t h = static_cast<std::size_t>(out.height);
    out.rgb.assign(w * h * 3, 0);
    out.alpha.assign(w * h, 0);
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return out;
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    const auto stride = static_cast<std::size_t>(cairo_image_surface_get_stride(surface.get()));
    for (std::size_t y = 0; y < h; ++y)
        for (std::size_t x = 0; x < w; ++x) {
            // ARGB32 is a native-endian 32-bit word per pixel, colours premultiplied by alpha.
            std::uint32_t px = 0;
            std::memcpy(&px, data + y * stride + x * 4, 4);
            const unsigned a = px >> 24;
            const std::size_t i = y * w + x;
            out.alpha[i] = static_cast<unsigned char>(a);
            if (a == 0) continue;
            for (int c = 0; c < 3; ++c) {
                const unsigned v = (px >> (16 - 8 * c)) & 0xFF;
                out.rgb[i * 3 + static_cast<std::size_t>(c)] =
                    static_cast<unsigned char>(std::min(255u, (v * 255 + a / 2) / a));
            }
        }
    return out;
}

} // namespace deckhand::io
