// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"

#include <cstdint>
#include <string>
#include <string_view>

namespace deckhand::io {

/// The formats a card image may be in: what the image cache takes (validateImageFile).
enum class ImageFormat { Png, Jpeg, Gif, WebP };

/// "PNG", "JPEG", "GIF", "WebP".
[[nodiscard]] const char* imageFormatName(ImageFormat format);

/// The most pixels a card image may have a side, whatever its format. Every reader of an image
/// (proxies and card sheets through cairo and libjpeg, the desktop app's card pane through
/// wxWidgets) decodes it whole at 4 bytes a pixel, so a 1 MB file that says it is 20000 x 20000
/// would cost 1.6 GB; 8192 x 8192 costs 256 MB, and a card scanned at 1200 dpi is 2976 x 4157.
inline constexpr int kMaxImageSide = 8192;
/// The most pixels of all an animated GIF's frames together: a decoder makes room for each.
inline constexpr std::int64_t kMaxImagePixels = std::int64_t{kMaxImageSide} * kMaxImageSide;

/// An image's format and size as its header states them.
struct ImageHeader {
    ImageFormat format = ImageFormat::Png;
    int width = 0;
    int height = 0;
};

/// Reads an image's format and size from its header (a GIF's every frame header), before
/// anything decodes it: the check every reader of an image makes first. Errors name `file`
/// and say why: not a PNG, JPEG, GIF or WebP image; a header cut short or damaged; a size of
/// 0; more than kMaxImageSide pixels a side (or kMaxImagePixels in all), with the size it says.
[[nodiscard]] Result<ImageHeader> readImageHeader(std::string_view bytes, const std::string& file);

} // namespace deckhand::io
