// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Every piece of text Deckhand draws (registration sheets, card faces and backs, proxies,
// Tabletop Simulator sheets) is set by Pango through this one helper: shaping (Arabic letters
// joined), bidirectional order (an Arabic name read right to left inside a left-to-right line),
// font fallback (a Japanese name in Noto Sans CJK where DejaVu has no glyph), line breaking by
// the Unicode rules (Japanese breaks between characters, not at spaces), and an ellipsis where
// a box is fixed. Pango draws through cairo's text API with the text's own characters, so the
// words stay selectable and searchable in a PDF.

#include <string>
#include <string_view>

typedef struct _cairo cairo_t;
typedef struct _PangoLayout PangoLayout;

namespace deckhand::io::detail {

/// A typeface at a size, the size in the user units of the cairo context (points on a PDF page,
/// pixels on an image).
struct Font {
    double size = 10;
    bool bold = false;
    bool mono = false; ///< DejaVu Sans Mono (a deck hash), else DejaVu Sans; both fall back alike
};

/// A piece of text set in a font, measured and drawn with its top-left corner at a point. Its
/// base direction is left to right (the pages are), so every name starts at the left of its
/// cell; a right-to-left run inside it is still ordered and shaped right to left.
class TextLayout {
public:
    /// `text` on one line ('\n' starts a new one), or wrapped by wrap() and ellipsize().
    TextLayout(cairo_t* cr, std::string_view text, Font font);
    ~TextLayout();
    TextLayout(TextLayout&& other) noexcept;
    TextLayout& operator=(TextLayout&& other) noexcept;
    TextLayout(const TextLayout&) = delete;
    TextLayout& operator=(const TextLayout&) = delete;

    /// Lines broken to `width` where the Unicode rules allow (between words; a word longer than a
    /// line between its characters).
    TextLayout& wrap(double width);
    /// The text cut at its end with an ellipsis, so that it fits `width` on at most `lines` lines
    /// (wrapped at `width` when `lines` > 1), the lines '\n' starts counted with the others.
    TextLayout& ellipsize(double width, int lines = 1);

    [[nodiscard]] double width() const;    ///< of the widest line
    [[nodiscard]] double height() const;   ///< from the top of the first line to below the last
    [[nodiscard]] double baseline() const; ///< of the first line, below the top
    [[nodiscard]] int lines() const;
    [[nodiscard]] bool ellipsized() const;
    /// The box the glyphs' ink covers, relative to the layout's top-left corner.
    struct Box {
        double x = 0, y = 0, width = 0, height = 0;
    };
    [[nodiscard]] Box ink() const;

    /// Draws the text in the context's current source colour, its top-left corner at (x, top).
    void draw(double x, double top) const;
    /// Draws the text with its first line's baseline at `baseline`.
    void drawOnBaseline(double x, double baseline) const { draw(x, baseline - this->baseline()); }

private:
    cairo_t* m_cr;
    PangoLayout* m_layout;
};

/// Where fit() must put a text.
struct TextBox {
    double width = 0;
    double height = 0;
    int maxLines = 0; ///< 0: as many as the height holds
};

/// `text` wrapped into `box` at the largest size from `font.size` down to `smallest` (in steps
/// of `step`) at which it fits; at the smallest, what fits with an ellipsis at its end.
[[nodiscard]] TextLayout fit(cairo_t* cr, std::string_view text, Font font, double smallest,
                             double step, TextBox box);

/// `text` on one line at the largest size from `font.size` down to `smallest` (steps of `step`)
/// at which it is no wider than `width`; at the smallest, cut with an ellipsis. A line break in
/// `text` would start a second line: pass printable(text), whose line breaks are spaces.
[[nodiscard]] TextLayout fitLine(cairo_t* cr, std::string_view text, Font font, double smallest,
                                 double step, double width);

} // namespace deckhand::io::detail
