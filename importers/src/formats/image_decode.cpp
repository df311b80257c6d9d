// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/image_decode.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/io/image_header.hpp"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>
#include <gif_lib.h>
#include <memory>
#include <webp/decode.h>
#include <webp/demux.h>

namespace deckhand::io {

namespace {

// What proxies say of a PNG or JPEG that cairo or libjpeg cannot decode, said of these alike.
constexpr const char* kDamaged = i18n::trNoop("it could not be decoded (damaged?)");

Result<DecodedImage> failed(const std::string& file, ImageFormat format, const std::string& why) {
    Result<DecodedImage> out;
    out.errors.push_back({{file}, i18n::trf("{} image: {}", imageFormatName(format), why)});
    return out;
}

// A transparent canvas of the size the file states.
DecodedImage canvas(int width, int height) {
    DecodedImage image;
    image.width = width;
    image.height = height;
    image.rgba.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4, 0);
    return image;
}

// giflib reads the file's bytes through this, a piece at a time.
struct GifInput {
    std::string_view rest;
};

int readGifBytes(GifFileType* gif, GifByteType* to, int length) {
    auto* in = static_cast<GifInput*>(gif->UserData);
    const std::size_t n = std::min(in->rest.size(), static_cast<std::size_t>(std::max(length, 0)));
    std::memcpy(to, in->rest.data(), n);
    in->rest.remove_prefix(n);
    return static_cast<int>(n);
}

struct GifCloser {
    void operator()(GifFileType* gif) const {
        int error = 0;
        DGifCloseFile(gif, &error);
    }
};

// The first frame, drawn onto the logical screen at its place; its transparent colour (from the
// graphics control block before it) left transparent.
Result<DecodedImage> decodeGif(std::string_view bytes, const std::string& file) {
    GifInput in{bytes};
    int error = 0;
    std::unique_ptr<GifFileType, GifCloser> gif(DGifOpen(&in, &readGifBytes, &error));
    if (!gif) return failed(file, ImageFormat::Gif, i18n::tr(kDamaged));
    // A file cut short after its first frame still shows that frame; one cut inside it, not
    // (giflib counts a frame as soon as its descriptor is read).
    if (DGifSlurp(gif.get()) != GIF_OK && gif->ImageCount < 2)
        return failed(file, ImageFormat::Gif, i18n::tr(kDamaged));
    if (gif->ImageCount < 1 || gif->SWidth < 1 || gif->SHeight < 1)
        return failed(file, ImageFormat::Gif, i18n::tr("it holds no image"));
    const SavedImage& frame = gif->SavedImages[0];
    const ColorMapObject* colours =
        frame.ImageDesc.ColorMap ? frame.ImageDesc.ColorMap : gif->SColorMap;
    if (!colours || !frame.RasterBits)
        return failed(file, ImageFormat::Gif, i18n::tr("its first frame has no colours"));
    GraphicsControlBlock control{};
    control.TransparentColor = NO_TRANSPARENT_COLOR;
    DGifSavedExtensionToGCB(gif.get(), 0, &control);

    Result<DecodedImage> out;
    out.value = canvas(gif->SWidth, gif->SHeight);
    const GifImageDesc& d = frame.ImageDesc;
    for (int y = std::max(0, -d.Top); y < d.Height && d.Top + y < gif->SHeight; ++y)
        for (int x = std::max(0, -d.Left); x < d.Width && d.Left + x < gif->SWidth; ++x) {
            const int index = frame.RasterBits[static_cast<std::size_t>(y) * d.Width + x];
            if (index == control.TransparentColor || index >= colours->ColorCount) continue;
            const GifColorType c = colours->Colors[index];
            unsigned char* px = &out.value.rgba[(static_cast<std::size_t>(d.Top + y) *
                                                     static_cast<std::size_t>(gif->SWidth) +
                                                 static_cast<std::size_t>(d.Left + x)) *
                                                4];
            px[0] = c.Red;
            px[1] = c.Green;
            px[2] = c.Blue;
            px[3] = 255;
        }
    return out;
}

struct WebPDemuxCloser {
    void operator()(WebPDemuxer* demux) const { WebPDemuxDelete(demux); }
};
struct WebPPixels {
    void operator()(uint8_t* p) const { WebPFree(p); }
};

// A still image is one frame filling the canvas; an animation's first frame is drawn at its
// offset on a transparent canvas (nothing is under it to blend with).
Result<DecodedImage> decodeWebP(std::string_view bytes, const std::string& file) {
    const WebPData data{reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()};
    std::unique_ptr<WebPDemuxer, WebPDemuxCloser> demux(WebPDemux(&data));
    if (!demux) return failed(file, ImageFormat::WebP, i18n::tr(kDamaged));
    const auto width = static_cast<int>(WebPDemuxGetI(demux.get(), WEBP_FF_CANVAS_WIDTH));
    const auto height = static_cast<int>(WebPDemuxGetI(demux.get(), WEBP_FF_CANVAS_HEIGHT));
    if (width < 1 || height < 1 || width > kMaxImageSide || height > kMaxImageSide)
        return failed(file, ImageFormat::WebP, i18n::tr("its canvas size is damaged"));
    WebPIterator frame{};
    if (!WebPDemuxGetFrame(demux.get(), 1, &frame))
        return failed(file, ImageFormat::WebP, i18n::tr("it holds no image"));
    int w = 0, h = 0;
    std::unique_ptr<uint8_t, WebPPixels> pixels(
        WebPDecodeRGBA(frame.fragment.bytes, frame.fragment.size, &w, &h));
    const int left = frame.x_offset, top = frame.y_offset;
    WebPDemuxReleaseIterator(&frame);
    if (!pixels || w < 1 || h < 1) return failed(file, ImageFormat::WebP, i18n::tr(kDamaged));
    Result<DecodedImage> out;
    out.value = canvas(width, height);
    const int rows = std::min(h, height - top), cols = std::min(w, width - left);
    for (int y = 0; y < rows; ++y)
        std::memcpy(&out.value.rgba[(static_cast<std::size_t>(top + y) * width + left) * 4],
                    pixels.get() + static_cast<std::size_t>(y) * w * 4,
                    static_cast<std::size_t>(std::max(cols, 0)) * 4);
    return out;
}

} // namespace

Result<DecodedImage> decodeImage(std::string_view bytes, const std::string& file) {
    const auto header = readImageHeader(bytes, file);
    if (!header.ok()) {
        Result<DecodedImage> out;
        out.errors = header.errors;
        return out;
    }
    switch (header.value.format) {
    case ImageFormat::Gif:
        return decodeGif(bytes, file);
    case ImageFormat::WebP:
        return decodeWebP(bytes, file);
    case ImageFormat::Png:
    case ImageFormat::Jpeg:
        break;
    }
    return failed(file, header.value.format, i18n::tr("only GIF and WebP images are decoded here"));
}

} // namespace deckhand::io
