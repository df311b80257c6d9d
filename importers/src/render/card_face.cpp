// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/card_face.hpp"

#include "deckhand/core/text.hpp"
#include "printable.hpp"

#include <algorithm>
#include <cairo.h>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace deckhand::io {

namespace {

const char* const kSans = "DejaVu Sans";
const char* const kEllipsis = "\xE2\x80\xA6";
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

void dropLastChar(std::string& s) {
    while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xC0) == 0x80)
        s.pop_back();
    if (!s.empty()) s.pop_back();
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
        const std::string footer = detail::printable(face.footer);
        if (!footer.empty() && !tiny) {
            const double size = std::max(6.5 * m_u, 6.0);
            font(size, false);
            color(mix(frame, {1, 1, 1}, 0.8));
            const double base = bottom - descent();
            text(m, base, fit(footer, innerW), innerW);
            bottom -= size * kLineSpacing;
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
        if (core::trim(name).empty()) name = "(unnamed card)";
        const auto nameLines =
            fitLines(name, innerW, (bottom - y) * (withText ? 0.5 : 0.7), std::max(12 * m_u, 9.0),
                     std::max(6 * m_u, 6.5), withText ? 2 : 4, true);
        color({1, 1, 1});
        y = drawLines(nameLines, m, y, innerW);

        // The kind line, small, under the name.
        const std::string kind = detail::printable(face.kind);
        const double kindSize = std::max(8 * m_u, 7.0);
        if (!kind.empty() && y + kindSize * kLineSpacing + m_u <= bottom) {
            double size = kindSize;
            for (font(size, false);
                 size > std::max(5.5 * m_u, tiny ? 6.0 : 0.0) && width(kind) > innerW;
                 font(size, false))
                size -= 0.25 * m_u;
            color(mix(frame, {1, 1, 1}, 0.85));
            y += 1 * m_u;
            text(m, y + ascent(), fit(kind, innerW), innerW);
            y += size * kLineSpacing;
        }
        y += 3 * m_u;

        // The rules text below, as tall as it needs (at least the lower part of the card), and
        // in place of the art a panel in the frame's colour with the name's initial (all of
        // the room when there is no rules text, or the face is too small to read it).
        const double room = bottom - y;
        if (room > 6 * m_u) {
            const std::string rules = withText ? detail::printable(face.text, true) : std::string();
            const double pad = 4 * m_u;
            Lines lines;
            double boxH = 0;
            if (!rules.empty()) {
                const double start = face.textSize * m_u;
                lines = fitLines(rules, innerW - 2 * pad, room - 2 * pad, start,
                                 std::min(start, std::max(kSmallestReadable, 4.5 * m_u)), 0, false);
                const double needed =
                    static_cast<double>(lines.lines.size()) * lines.size * kLineSpacing + 2 * pad;
                boxH = std::clamp(needed, room * 0.45, room);
            }
            const double artH = room - boxH - (boxH > 0 ? 3 * m_u : 0);
            if (artH > 10 * m_u) art(name, m, y, innerW, artH, frame);
            if (boxH > 0) {
                const double top = bottom - boxH;
                roundedRect(m, top, innerW, boxH, 3 * m_u);
                color(paper);
                cairo_fill(m_cr);
                color(ink);
                drawLines(lines, m + pad, top + pad, innerW - 2 * pad);
            }
        }
        cairo_restore(m_cr);
    }

private:
    struct Lines {
        std::vector<std::string> lines;
        double size = 0;
        bool bold = false;
    };

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
            const std::string label = detail::printable(face.stats[i].label);
            const std::string value = detail::printable(face.stats[i].value);
            if (!tiny) {
                font(std::max(5.5 * m_u, 5.5), false);
                color(mix(frame, ink, 0.5));
                text(bx + pad, top + pad + ascent(), fit(label, boxW - 2 * pad), boxW - 2 * pad);
            }
            const double pad2 = tiny ? 1.5 : pad;
            double size = tiny ? std::min(h - 2 * pad2, 9.0) : std::max(9 * m_u, 8.0);
            for (font(size, true); size > (tiny ? 6.0 : 5 * m_u) && width(value) > boxW - 2 * pad;
                 font(size, true))
                size -= 0.25 * m_u;
            color(ink);
            text(bx + pad, top + h - pad2 - descent(), fit(value, boxW - 2 * pad), boxW - 2 * pad);
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
        font(std::min(h * 0.6, w * 0.6), true);
        cairo_text_extents_t e;
        cairo_text_extents(m_cr, initial.c_str(), &e);
        color(mix(frame, {1, 1, 1}, 0.45));
        cairo_move_to(m_cr, x + (w - e.width) / 2 - e.x_bearing,
                      y + (h - e.height) / 2 - e.y_bearing);
        cairo_show_text(m_cr, initial.c_str());
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

    void font(double size, bool bold) {
        cairo_select_font_face(m_cr, kSans, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
        cairo_set_font_size(m_cr, std::max(size, 0.1));
    }
    void color(Rgb c) { cairo_set_source_rgb(m_cr, c.r, c.g, c.b); }
    double ascent() {
        cairo_font_extents_t e;
        cairo_font_extents(m_cr, &e);
        return e.ascent;
    }
    double descent() {
        cairo_font_extents_t e;
        cairo_font_extents(m_cr, &e);
        return e.descent;
    }
    double width(const std::string& s) {
        cairo_text_extents_t e;
        cairo_text_extents(m_cr, s.c_str(), &e);
        return std::max(e.x_advance, e.x_bearing + e.width);
    }

    // `s` whole if it fits `maxWidth`, else cut with an ellipsis.
    std::string fit(std::string s, double maxWidth) {
        if (width(s) <= maxWidth) return s;
        while (!s.empty()) {
            dropLastChar(s);
            while (!s.empty() && s.back() == ' ')
                s.pop_back();
            if (width(s + kEllipsis) <= maxWidth) return s + kEllipsis;
        }
        return {};
    }

    void text(double x, double baseline, const std::string& s, double maxWidth) {
        if (s.empty() || maxWidth <= 0) return;
        cairo_move_to(m_cr, x, baseline);
        cairo_show_text(m_cr, s.c_str());
    }

    // Word-wraps `s` to `maxWidth` at the current font; a word wider than a line is broken
    // between characters; '\n' starts a new line.
    std::vector<std::string> wrap(const std::string& s, double maxWidth) {
        std::vector<std::string> out;
        std::size_t start = 0;
        while (start <= s.size()) {
            const std::size_t end = std::min(s.find('\n', start), s.size());
            const std::string para = s.substr(start, end - start);
            std::string line;
            std::size_t i = 0;
            while (i < para.size()) {
                if (para[i] == ' ') {
                    ++i;
                    continue;
                }
                std::size_t j = para.find(' ', i);
                if (j == std::string::npos) j = para.size();
                std::string word = para.substr(i, j - i);
                i = j;
                const std::string trial = line.empty() ? word : line + " " + word;
                if (width(trial) <= maxWidth) {
                    line = trial;
                    continue;
                }
                if (!line.empty()) out.push_back(line);
                line.clear();
                // The word alone on its line; broken if it is still too wide.
                while (!word.empty() && width(word) > maxWidth) {
                    std::size_t k = 0;
                    std::string piece;
                    while (k < word.size()) {
                        const std::size_t n = charLength(word, k);
                        if (!piece.empty() && width(piece + word.substr(k, n)) > maxWidth) break;
                        piece += word.substr(k, n);
                        k += n;
                    }
                    out.push_back(piece);
                    word = word.substr(k);
                }
                line = word;
            }
            out.push_back(line);
            start = end + 1;
        }
        while (!out.empty() && out.back().empty())
            out.pop_back();
        return out;
    }

    // The largest size from `start` down to `smallest` at which `s` wraps into `maxHeight`
    // (and at most `maxLines` lines, 0: any); at the smallest, what fits, the last line
    // ending in an ellipsis.
    Lines fitLines(const std::string& s, double maxWidth, double maxHeight, double start,
                   double smallest, std::size_t maxLines, bool bold) {
        Lines out;
        out.bold = bold;
        const double step = std::max(0.25 * m_u, 0.05);
        for (double size = start;; size -= step) {
            if (size < smallest) size = smallest;
            font(size, bold);
            out.size = size;
            out.lines = wrap(s, maxWidth);
            const double lineH = size * kLineSpacing;
            const bool fitsLines = maxLines == 0 || out.lines.size() <= maxLines;
            if (fitsLines && static_cast<double>(out.lines.size()) * lineH <= maxHeight + 0.01)
                return out;
            if (size <= smallest) break;
        }
        std::size_t room = static_cast<std::size_t>(
            std::max(0.0, std::floor(maxHeight / (out.size * kLineSpacing))));
        if (maxLines != 0) room = std::min(room, maxLines);
        room = std::max<std::size_t>(room, 1);
        if (out.lines.size() > room) {
            out.lines.resize(room);
            std::string& last = out.lines.back();
            std::string cut = last;
            while (!cut.empty() && width(cut + kEllipsis) > maxWidth)
                dropLastChar(cut);
            last = cut + kEllipsis;
        }
        return out;
    }

    // Draws the lines from `top` down; returns the y below them.
    double drawLines(const Lines& lines, double x, double top, double maxWidth) {
        font(lines.size, lines.bold);
        const double a = ascent();
        double y = top;
        for (const auto& l : lines.lines) {
            text(x, y + a, l, maxWidth);
            y += lines.size * kLineSpacing;
        }
        return y;
    }

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
