// SPDX-License-Identifier: GPL-3.0-or-later

#include "text_layout.hpp"

#include "printable.hpp"

#include <algorithm>
#include <cairo.h>
#include <cmath>
#include <pango/pangocairo.h>
#include <utility>

namespace deckhand::io::detail {

namespace {

// DejaVu first (the look the sheets always had, with the Σ and Ω of Link frames), then the
// Noto faces Debian's fonts-noto-cjk and fonts-noto-core install for what DejaVu lacks; past
// them fontconfig's own fallback finds any installed font that has the character. Japanese
// first among the CJK faces: the forms a Japanese card name is printed with.
constexpr const char* kSans = "DejaVu Sans,Noto Sans CJK JP,Noto Sans Arabic,Noto Sans";
constexpr const char* kMono = "DejaVu Sans Mono,Noto Sans Mono CJK JP,Noto Sans Arabic,Noto Sans";
constexpr const char* kArabic = "Noto Sans Arabic,DejaVu Sans,Noto Sans";

// U+2028 LINE SEPARATOR: a line break inside one paragraph, so a limit on lines (ellipsize)
// counts the lines of the whole text, not of each paragraph as Pango's limit does.
constexpr std::string_view kLineSeparator = "\xE2\x80\xA8";

std::string pangoText(std::string_view text) {
    const std::string valid = printable(text, true);
    std::string out;
    out.reserve(valid.size());
    for (const char c : valid)
        if (c == '\n')
            out += kLineSeparator;
        else
            out += c;
    return out;
}

// Arabic letters: the Arabic blocks and their presentation forms.
bool isArabic(char32_t c) {
    return (c >= 0x0600 && c <= 0x06FF) || (c >= 0x0750 && c <= 0x077F) ||
           (c >= 0x08A0 && c <= 0x08FF) || (c >= 0xFB50 && c <= 0xFDFF) ||
           (c >= 0xFE70 && c <= 0xFEFF);
}

// The code point of valid UTF-8 at text[i], and its length in bytes.
char32_t codePoint(std::string_view text, std::size_t i, std::size_t& length) {
    const auto b = static_cast<unsigned char>(text[i]);
    length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
    char32_t c = length == 1 ? b : b & (0xFF >> (length + 1));
    for (std::size_t k = 1; k < length && i + k < text.size(); ++k)
        c = c << 6 | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    return c;
}

// Arabic set in Noto Sans Arabic. DejaVu Sans has Arabic letters too, so fallback alone would
// keep them in DejaVu, whose Arabic is plainer and whose joined glyphs pdftotext reads back
// with spaces inside words ("س يف" for "سيف"); in Noto Sans Arabic it reads them whole. Each
// run of Arabic letters (and the spaces between its words) gets the family as an attribute.
void arabicInNoto(PangoLayout* layout, std::string_view text) {
    PangoAttrList* list = nullptr;
    const auto add = [&](std::size_t from, std::size_t to) {
        if (!list) list = pango_attr_list_new();
        PangoAttribute* family = pango_attr_family_new(kArabic);
        family->start_index = static_cast<unsigned>(from);
        family->end_index = static_cast<unsigned>(to);
        pango_attr_list_insert(list, family);
    };
    std::size_t start = std::string_view::npos, end = 0;
    for (std::size_t i = 0, n = 0; i < text.size(); i += n) {
        const char32_t c = codePoint(text, i, n);
        if (isArabic(c)) {
            if (start == std::string_view::npos) start = i;
            end = i + n;
        } else if (c != ' ' && start != std::string_view::npos) {
            add(start, end);
            start = std::string_view::npos;
        }
    }
    if (start != std::string_view::npos) add(start, end);
    if (!list) return;
    pango_layout_set_attributes(layout, list);
    pango_attr_list_unref(list);
}

// One Pango context a thread, made once and brought up to date with the cairo context each
// layout is for (its transformation and surface): making a context for every piece of text
// was most of the time a registration sheet took.
class ThreadContext {
public:
    ~ThreadContext() {
        if (m_context) g_object_unref(m_context);
    }
    PangoContext* for_(cairo_t* cr) {
        if (!m_context) {
            m_context = pango_cairo_create_context(cr);
            // Metrics not rounded to the device's pixels: a line measures the same on a PDF
            // page and on an image at any scale, so screen and paper break it alike.
            cairo_font_options_t* options = cairo_font_options_create();
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
            pango_cairo_context_set_font_options(m_context, options);
            cairo_font_options_destroy(options);
            pango_context_set_round_glyph_positions(m_context, FALSE);
            pango_context_set_base_dir(m_context, PANGO_DIRECTION_LTR);
        } else {
            pango_cairo_update_context(cr, m_context);
        }
        return m_context;
    }

private:
    PangoContext* m_context = nullptr;
};

PangoLayout* newLayout(cairo_t* cr) {
    thread_local ThreadContext context;
    PangoLayout* layout = pango_layout_new(context.for_(cr));
    pango_layout_set_auto_dir(layout, FALSE);
    return layout;
}

double units(int pangoUnits) {
    return pango_units_to_double(pangoUnits);
}

} // namespace

TextLayout::TextLayout(cairo_t* cr, std::string_view text, Font font)
    : m_cr(cr), m_layout(newLayout(cr)) {
    PangoFontDescription* description = pango_font_description_new();
    pango_font_description_set_family_static(description, font.mono ? kMono : kSans);
    pango_font_description_set_weight(description,
                                      font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_font_description_set_absolute_size(description, std::max(font.size, 0.1) *
                                                              static_cast<double>(PANGO_SCALE));
    pango_layout_set_font_description(m_layout, description);
    pango_font_description_free(description);
    const std::string t = pangoText(text);
    pango_layout_set_text(m_layout, t.data(), static_cast<int>(t.size()));
    arabicInNoto(m_layout, t);
}

TextLayout::~TextLayout() {
    if (m_layout) g_object_unref(m_layout);
}

TextLayout::TextLayout(TextLayout&& other) noexcept
    : m_cr(other.m_cr), m_layout(std::exchange(other.m_layout, nullptr)) {}

TextLayout& TextLayout::operator=(TextLayout&& other) noexcept {
    std::swap(m_cr, other.m_cr);
    std::swap(m_layout, other.m_layout);
    return *this;
}

TextLayout& TextLayout::wrap(double width) {
    pango_layout_set_width(m_layout, pango_units_from_double(std::max(width, 0.0)));
    pango_layout_set_wrap(m_layout, PANGO_WRAP_WORD_CHAR);
    return *this;
}

TextLayout& TextLayout::ellipsize(double width, int lines) {
    wrap(width);
    pango_layout_set_ellipsize(m_layout, PANGO_ELLIPSIZE_END);
    pango_layout_set_height(m_layout, -std::max(lines, 1));
    return *this;
}

double TextLayout::width() const {
    PangoRectangle logical;
    pango_layout_get_extents(m_layout, nullptr, &logical);
    return units(logical.width);
}

double TextLayout::height() const {
    PangoRectangle logical;
    pango_layout_get_extents(m_layout, nullptr, &logical);
    return units(logical.height);
}

double TextLayout::baseline() const {
    return units(pango_layout_get_baseline(m_layout));
}

int TextLayout::lines() const {
    return pango_layout_get_line_count(m_layout);
}

bool TextLayout::ellipsized() const {
    return pango_layout_is_ellipsized(m_layout) != FALSE;
}

TextLayout::Box TextLayout::ink() const {
    PangoRectangle ink;
    pango_layout_get_extents(m_layout, &ink, nullptr);
    return {units(ink.x), units(ink.y), units(ink.width), units(ink.height)};
}

void TextLayout::draw(double x, double top) const {
    cairo_move_to(m_cr, x, top);
    pango_cairo_show_layout(m_cr, m_layout);
}

namespace {

// The sizes to try, from `start` down to `smallest`, `step` apart, the last one `smallest`:
// how many steps there are before it (none when `start` is not above it, or not a number, so
// no size can loop for ever).
int stepsDown(double start, double& smallest, double& step) {
    if (!std::isfinite(smallest)) smallest = std::isfinite(start) ? start : 1;
    if (std::isfinite(start)) smallest = std::min(smallest, start); // never larger than asked
    step = std::isfinite(step) ? std::max(step, 0.05) : 0.05;
    if (!std::isfinite(start) || !(start > smallest)) return 0;
    return static_cast<int>(std::ceil((start - smallest) / step));
}

} // namespace

TextLayout fit(cairo_t* cr, std::string_view text, Font font, double smallest, double step,
               TextBox box) {
    const double start = font.size;
    const int steps = stepsDown(start, smallest, step);
    for (int i = 0;; ++i) {
        font.size = i < steps ? start - i * step : smallest;
        TextLayout t(cr, text, font);
        t.wrap(box.width);
        if ((box.maxLines == 0 || t.lines() <= box.maxLines) && t.height() <= box.height + 0.01)
            return t;
        if (i >= steps) {
            // As many lines as the height holds (at least one), the last cut with an ellipsis.
            const double lineHeight = t.height() / std::max(t.lines(), 1);
            int room = std::max(1, static_cast<int>(std::floor((box.height + 0.01) / lineHeight)));
            if (box.maxLines > 0) room = std::min(room, box.maxLines);
            t.ellipsize(box.width, room);
            return t;
        }
    }
}

TextLayout fitLine(cairo_t* cr, std::string_view text, Font font, double smallest, double step,
                   double width) {
    const double start = font.size;
    const int steps = stepsDown(start, smallest, step);
    for (int i = 0;; ++i) {
        font.size = i < steps ? start - i * step : smallest;
        TextLayout t(cr, text, font);
        if (t.width() <= width) return t;
        if (i >= steps) {
            t.ellipsize(width);
            return t;
        }
    }
}

} // namespace deckhand::io::detail
