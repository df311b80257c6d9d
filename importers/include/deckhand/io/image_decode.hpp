// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io {

/// An image's pixels: width * height of them, row by row, 4 bytes each (red, green, blue,
/// alpha; the colours not premultiplied by alpha).
struct DecodedImage {
    int width = 0;
    int height = 0;
    std::vector<unsigned char> rgba;
};

/// Decodes a GIF or WebP card image: the formats the image cache takes that neither cairo
/// (proxies, Tabletop Simulator sheets) nor wxWidgets 3.2 (the desktop app's card pane) reads,
/// decoded here for all three, by giflib and libwebp (loaded when first called). An animated
/// image gives its first frame, on a canvas of the size the file states (transparent where the
/// frame does not reach). Its size is checked from its header first (readImageHeader), so a
/// file that claims more than kMaxImageSide pixels a side is refused before anything decodes
/// it. Errors name `file` and say why: another format, a header readImageHeader refuses, or
/// data the decoder cannot read.
[[nodiscard]] Result<DecodedImage> decodeImage(std::string_view bytes, const std::string& file);

} // namespace deckhand::io
