// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What every PDF Deckhand writes (registration sheets, proxies) needs from cairo: owners of the
// surface and the context, a stream into memory, and the check that the drawing is whole.

#include "deckhand/core/error.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/io/file.hpp"

#include <cairo.h>
#include <fmt/format.h>
#include <memory>
#include <optional>
#include <string>

namespace deckhand::io::detail {

struct SurfaceDeleter {
    void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
    void operator()(cairo_t* c) const { cairo_destroy(c); }
};
using CairoSurface = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using CairoContext = std::unique_ptr<cairo_t, ContextDeleter>;

/// cairo's write callback: the PDF's bytes appended to the std::string at `closure`.
inline cairo_status_t appendBytes(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

/// cairo's write callback: the bytes written on to the FileBeingWritten at `closure`.
inline cairo_status_t writeToFile(void* closure, const unsigned char* data, unsigned int length) {
    return static_cast<FileBeingWritten*>(closure)->write(data, length) ? CAIRO_STATUS_SUCCESS
                                                                        : CAIRO_STATUS_WRITE_ERROR;
}

/// Ends the drawing: the context goes, the surface is finished (its last bytes written). The
/// first error of either, for `path`; none when the PDF is whole.
inline std::optional<ParseError> finishPdf(CairoContext& cr, cairo_surface_t* surface,
                                           const std::string& path) {
    const cairo_status_t drawn = cairo_status(cr.get());
    cr.reset();
    cairo_surface_finish(surface);
    const cairo_status_t status =
        drawn != CAIRO_STATUS_SUCCESS ? drawn : cairo_surface_status(surface);
    if (status == CAIRO_STATUS_SUCCESS) return std::nullopt;
    return ParseError{{path},
                      i18n::trf("cannot lay out the PDF: {}", cairo_status_to_string(status))};
}

} // namespace deckhand::io::detail
