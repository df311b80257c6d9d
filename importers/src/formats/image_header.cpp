// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/image_header.hpp"

#include "deckhand/core/i18n.hpp"

#include <fmt/format.h>

namespace deckhand::io {

namespace {

// The header's fields, each read only where the bytes hold it.
class Bytes {
public:
    explicit Bytes(std::string_view s) : m_s(s) {}
    [[nodiscard]] std::size_t size() const { return m_s.size(); }
    [[nodiscard]] bool has(std::size_t at, std::size_t n) const {
        return at <= m_s.size() && n <= m_s.size() - at;
    }
    [[nodiscard]] unsigned byte(std::size_t at) const {
        return static_cast<unsigned char>(m_s[at]);
    }
    [[nodiscard]] std::uint32_t be16(std::size_t at) const { return byte(at) << 8 | byte(at + 1); }
    [[nodiscard]] std::uint32_t le16(std::size_t at) const { return byte(at) | byte(at + 1) << 8; }
    [[nodiscard]] std::uint32_t le24(std::size_t at) const { return le16(at) | byte(at + 2) << 16; }
    [[nodiscard]] std::uint32_t be32(std::size_t at) const { return be16(at) << 16 | be16(at + 2); }
    [[nodiscard]] std::uint32_t le32(std::size_t at) const { return le16(at) | le16(at + 2) << 16; }
    [[nodiscard]] bool is(std::size_t at, std::string_view text) const {
        return has(at, text.size()) && m_s.substr(at, text.size()) == text;
    }

private:
    std::string_view m_s;
};

struct Reading {
    Result<ImageHeader> out;
    const std::string& file;

    Result<ImageHeader> fail(const std::string& why) {
        out.errors.push_back(
            {{file}, i18n::trf("{} image: {}", imageFormatName(out.value.format), why)});
        return std::move(out);
    }
};

// A PNG's size is in its first chunk, IHDR.
Result<ImageHeader> png(const Bytes& b, Reading& r) {
    if (!b.is(12, "IHDR") || !b.has(16, 8))
        return r.fail(i18n::tr("its header (IHDR) is missing or cut short"));
    const std::uint32_t w = b.be32(16), h = b.be32(20);
    if (w > 0x7FFFFFFF || h > 0x7FFFFFFF) return r.fail(i18n::tr("its header (IHDR) is damaged"));
    r.out.value.width = static_cast<int>(w);
    r.out.value.height = static_cast<int>(h);
    return std::move(r.out);
}

// A JPEG's size is in its frame header (SOF0 to SOF15 but DHT, JPG and DAC), found by walking
// the segments before it.
Result<ImageHeader> jpeg(const Bytes& b, Reading& r) {
    std::size_t at = 2;
    for (;;) {
        while (b.has(at, 1) && b.byte(at) != 0xFF)
            ++at; // not a marker: damaged, but a decoder skips it too
        while (b.has(at, 1) && b.byte(at) == 0xFF)
            ++at; // fill bytes
        if (!b.has(at, 1)) return r.fail(i18n::tr("it ends before its frame header"));
        const unsigned marker = b.byte(at++);
        if (marker == 0x01 || marker == 0xD8 || (marker >= 0xD0 && marker <= 0xD7)) continue;
        if (marker == 0xD9 || marker == 0xDA) return r.fail(i18n::tr("it has no frame header"));
        if (!b.has(at, 2)) return r.fail(i18n::tr("it ends before its frame header"));
        const std::uint32_t length = b.be16(at);
        if (length < 2) return r.fail(i18n::tr("a segment of it is damaged"));
        const bool frame =
            marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
        if (frame) {
            if (length < 7 || !b.has(at, 7))
                return r.fail(i18n::tr("its frame header is cut short"));
            r.out.value.height = static_cast<int>(b.be16(at + 3));
            r.out.value.width = static_cast<int>(b.be16(at + 5));
            return std::move(r.out);
        }
        at += length;
    }
}

// A GIF's size is its logical screen, but a decoder makes room for every frame at its own
// size: each image descriptor is read, the data between them skipped.
Result<ImageHeader> gif(const Bytes& b, Reading& r) {
    if (!b.has(6, 7)) return r.fail(i18n::tr("its header is cut short"));
    r.out.value.width = static_cast<int>(b.le16(6));
    r.out.value.height = static_cast<int>(b.le16(8));
    if (r.out.value.width > kMaxImageSide || r.out.value.height > kMaxImageSide)
        return std::move(r.out); // told as any image's size is, below
    std::size_t at = 13;
    if (b.byte(10) & 0x80) at += 3u << ((b.byte(10) & 7) + 1); // the global colour table
    // Sub-blocks: a size byte and that many bytes, until a size of 0.
    const auto skipBlocks = [&] {
        while (b.has(at, 1) && b.byte(at) != 0)
            at += 1 + b.byte(at);
        ++at;
    };
    std::int64_t pixels = 0;
    int frames = 0;
    while (b.has(at, 1)) {
        const unsigned kind = b.byte(at++);
        if (kind == 0x3B) break; // the trailer
        if (kind == 0x21) {      // an extension: its label, then its blocks
            ++at;
            skipBlocks();
            continue;
        }
        if (kind != 0x2C) return r.fail(i18n::tr("a block of it is damaged"));
        if (!b.has(at, 9)) break; // cut short: what a decoder reads of it is counted
        const std::uint32_t w = b.le16(at + 4), h = b.le16(at + 6);
        const unsigned flags = b.byte(at + 8);
        at += 9;
        if (flags & 0x80) at += 3u << ((flags & 7) + 1); // its own colour table
        ++at;                                            // LZW code size
        skipBlocks();
        ++frames;
        if (w > kMaxImageSide || h > kMaxImageSide)
            return r.fail(i18n::trf("a frame of it is {} x {} pixels; images may be at most {} "
                                    "pixels a side",
                                    w, h, kMaxImageSide));
        pixels += std::int64_t{w} * h;
        if (pixels > kMaxImagePixels)
            return r.fail(i18n::trf("its {} frames (so far) hold more than {} pixels; images "
                                    "may hold at most {} x {}",
                                    frames, kMaxImagePixels, kMaxImageSide, kMaxImageSide));
    }
    if (frames == 0) return r.fail(i18n::tr("it holds no image"));
    return std::move(r.out);
}

// A WebP's size is in its first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended).
Result<ImageHeader> webp(const Bytes& b, Reading& r) {
    if (b.is(12, "VP8 ") && b.has(20, 10)) {
        if (b.byte(23) != 0x9D || b.byte(24) != 0x01 || b.byte(25) != 0x2A)
            return r.fail(i18n::tr("its VP8 header is damaged"));
        r.out.value.width = static_cast<int>(b.le16(26) & 0x3FFF);
        r.out.value.height = static_cast<int>(b.le16(28) & 0x3FFF);
    } else if (b.is(12, "VP8L") && b.has(20, 5)) {
        if (b.byte(20) != 0x2F) return r.fail(i18n::tr("its VP8L header is damaged"));
        const std::uint32_t bits = b.le32(21);
        r.out.value.width = static_cast<int>((bits & 0x3FFF) + 1);
        r.out.value.height = static_cast<int>(((bits >> 14) & 0x3FFF) + 1);
    } else if (b.is(12, "VP8X") && b.has(20, 10)) {
        r.out.value.width = static_cast<int>(b.le24(24) + 1);
        r.out.value.height = static_cast<int>(b.le24(27) + 1);
    } else {
        return r.fail(i18n::tr("its header is missing or cut short"));
    }
    return std::move(r.out);
}

} // namespace

const char* imageFormatName(ImageFormat format) {
    switch (format) {
    case ImageFormat::Png:
        return "PNG";
    case ImageFormat::Jpeg:
        return "JPEG";
    case ImageFormat::Gif:
        return "GIF";
    case ImageFormat::WebP:
        return "WebP";
    }
    return "?";
}

Result<ImageHeader> readImageHeader(std::string_view bytes, const std::string& file) {
    const Bytes b(bytes);
    Reading r{{}, file};
    Result<ImageHeader> read;
    if (b.is(0, "\x89PNG\r\n\x1A\n")) {
        r.out.value.format = ImageFormat::Png;
        read = png(b, r);
    } else if (b.is(0, "\xFF\xD8\xFF")) {
        r.out.value.format = ImageFormat::Jpeg;
        read = jpeg(b, r);
    } else if (b.is(0, "GIF87a") || b.is(0, "GIF89a")) {
        r.out.value.format = ImageFormat::Gif;
        read = gif(b, r);
    } else if (b.is(0, "RIFF") && b.is(8, "WEBP")) {
        r.out.value.format = ImageFormat::WebP;
        read = webp(b, r);
    } else {
        read.errors.push_back({{file}, i18n::tr("not a PNG, JPEG, GIF or WebP image")});
        return read;
    }
    if (!read.ok()) return read;
    const ImageHeader& h = read.value;
    r.out = read;
    r.out.errors.clear();
    if (h.width <= 0 || h.height <= 0)
        return r.fail(i18n::trf("it says it is {} x {} pixels", h.width, h.height));
    if (h.width > kMaxImageSide || h.height > kMaxImageSide)
        return r.fail(i18n::trf("it is {} x {} pixels; images may be at most {} pixels a side",
                                h.width, h.height, kMaxImageSide));
    return read;
}

} // namespace deckhand::io
