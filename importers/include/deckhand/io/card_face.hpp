// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card_face.hpp"

#include <vector>

// cairo's context, as cairo.h declares it: callers that draw faces into their own surface
// (a PDF page, a sheet of faces) include cairo themselves.
typedef struct _cairo cairo_t;

namespace deckhand::io {

/// A card is 63 x 88 mm unless a game says otherwise: its width in points, and its height.
inline constexpr double kCardWidthPt = 63.0 / 25.4 * 72.0;
inline constexpr double kCardHeightPt = 88.0 / 25.4 * 72.0;

/// Draws `face` filling the rectangle (0, 0) to (width, height) of `cr`'s user space (the
/// caller translates and scales to place it): a frame in the face's colour, the name (wrapped,
/// shrunk to fit), the kind line, the rules text (wrapped and shrunk; cut with an ellipsis
/// only when even the smallest size does not fit; left out on a face too small to read it),
/// the stats along the foot and the set, number and rarity. Nothing is drawn outside the
/// rectangle; text that is not UTF-8 is drawn with '?' in place of the bad bytes. The same
/// call draws a face on screen (renderCardFace) and on paper.
void drawCardFace(cairo_t* cr, const core::CardFace& face, double width, double height);

/// A face as pixels, for a window to show.
struct CardFaceImage {
    int width = 0;
    int height = 0;
    std::vector<unsigned char> rgb;   ///< width * height pixels, 3 bytes each, row by row
    std::vector<unsigned char> alpha; ///< width * height bytes: 0 outside the rounded corners
};

/// `face` drawn by drawCardFace at `width` x `height` pixels (at least 1 x 1), on a
/// transparent background, colours not premultiplied.
[[nodiscard]] CardFaceImage renderCardFace(const core::CardFace& face, int width, int height);

} // namespace deckhand::io
