// SPDX-License-Identifier: GPL-3.0-or-later

// The first bytes of images of each format that a reader checks before decoding: enough for
// io::readImageHeader to tell the format and size, nothing a decoder could draw.
#pragma once

#include <cstdint>
#include <string>

namespace deckhand::test {

inline std::string bigEndian32(std::uint32_t v) {
    return {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
            static_cast<char>(v)};
}

inline std::string littleEndian16(std::uint32_t v) {
    return {static_cast<char>(v), static_cast<char>(v >> 8)};
}

/// A PNG's signature and IHDR chunk saying `width` x `height` (8-bit RGB), then `rest`.
inline std::string pngHeader(std::uint32_t width, std::uint32_t height,
                             const std::string& rest = "") {
    return std::string("\x89PNG\r\n\x1a\n", 8) + bigEndian32(13) + "IHDR" + bigEndian32(width) +
           bigEndian32(height) + std::string("\x08\x02\x00\x00\x00", 5) + "CRC!" + rest;
}

/// A JPEG's start, an APP0 segment and a baseline frame header saying `width` x `height`.
inline std::string jpegHeader(std::uint32_t width, std::uint32_t height) {
    std::string s("\xFF\xD8\xFF\xE0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00", 20);
    s += std::string("\xFF\xC0\x00\x11\x08", 5);
    s += static_cast<char>(height >> 8);
    s += static_cast<char>(height);
    s += static_cast<char>(width >> 8);
    s += static_cast<char>(width);
    s += std::string("\x03\x01\x22\x00\x02\x11\x01\x03\x11\x01", 10);
    return s;
}

/// A GIF89a whose logical screen is `width` x `height`, with `frames` frames of that size (each
/// an empty image: no data) and a trailer.
inline std::string gifImage(std::uint32_t width, std::uint32_t height, int frames = 1) {
    std::string s =
        "GIF89a" + littleEndian16(width) + littleEndian16(height) + std::string("\x00\x00\x00", 3);
    for (int i = 0; i < frames; ++i)
        s += std::string("\x2C\x00\x00\x00\x00", 5) + littleEndian16(width) +
             littleEndian16(height) + std::string("\x00\x02\x00", 3);
    return s + ";";
}

/// A WebP (RIFF, extended VP8X header) whose canvas is `width` x `height`.
inline std::string webpHeader(std::uint32_t width, std::uint32_t height) {
    std::string s = "RIFF";
    s += std::string("\x16\x00\x00\x00", 4);
    s += "WEBPVP8X";
    s += std::string("\x0A\x00\x00\x00", 4);
    s += std::string("\x00\x00\x00\x00", 4);
    const std::uint32_t w = width - 1, h = height - 1;
    s += {static_cast<char>(w), static_cast<char>(w >> 8), static_cast<char>(w >> 16)};
    s += {static_cast<char>(h), static_cast<char>(h >> 8), static_cast<char>(h >> 16)};
    return s;
}

} // namespace deckhand::test
