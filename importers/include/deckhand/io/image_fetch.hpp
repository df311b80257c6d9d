// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/io/download.hpp"

#include <atomic>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io {

/// The placeholders an image URL template may use: {set} {number} {name} {game}.
[[nodiscard]] const std::vector<std::string_view>& imageUrlPlaceholders();

/// Fills a URL template's placeholders with `values`, each percent-encoded. Unknown or
/// unclosed placeholders are errors (the message names them).
[[nodiscard]] Result<std::string>
expandUrlTemplate(std::string_view urlTemplate, const std::map<std::string, std::string>& values);

/// Checks that a template names only known placeholders and expands to an allowed URL.
[[nodiscard]] std::optional<std::string> checkUrlTemplate(std::string_view urlTemplate);

/// Whether a template names its images relative to the game pack that gives it
/// ("images/{game}/{set}/{number}.png": no scheme), as an exported pack does.
[[nodiscard]] bool relativeUrlTemplate(std::string_view urlTemplate);

/// Checks a relative template: known placeholders only, and a path below the pack's folder (no
/// leading '/', no '..' or '.' step, no '\\').
[[nodiscard]] std::optional<std::string> checkRelativeUrlTemplate(std::string_view urlTemplate);

/// A relative template resolved against the URL of the pack that gives it: the pack's folder
/// (the URL up to its last '/', query and fragment dropped) followed by the template.
[[nodiscard]] std::string resolveUrlTemplate(std::string_view packUrl,
                                             std::string_view urlTemplate);

/// Errors unless the file is a PNG, JPEG, GIF or WebP image (an HTML error page served with
/// status 200 must not end up in the cache) of at most kMaxImageSide pixels a side, as its
/// header says (readImageHeader): what no reader of it would decode is not kept.
[[nodiscard]] std::vector<ParseError> validateImageFile(const std::filesystem::path& file);

/// One image to fetch: where from and where it is cached.
struct ImageJob {
    std::string url;
    std::filesystem::path target;
};

/// How to fetch a batch of images.
struct ImageFetchOptions {
    int jobs = 4;             ///< downloads at once
    bool revalidate = false;  ///< ask the server about cached images (ETag / Last-Modified)
    DownloadOptions download; ///< limits for each image (its validate and progress are set here)
    /// Images done (fetched, cached or failed) out of the total; called from worker threads,
    /// one call at a time.
    std::function<void(std::size_t done, std::size_t total)> progress;
    const std::atomic<bool>* cancel = nullptr; ///< set to true to stop; the images done stay
};

/// What a batch did.
struct ImageFetchReport {
    std::size_t total = 0;
    std::size_t fetched = 0;     ///< downloaded now
    std::size_t cached = 0;      ///< already on disk, not asked for
    std::size_t notModified = 0; ///< on disk, and the server said it is current
    std::size_t failed = 0;
    /// Not asked for: the printing has an image of the user's own (counted by the caller that
    /// left it out of the jobs; not in `total`).
    std::size_t own = 0;
    bool cancelled = false;
    std::vector<DownloadResult> failures; ///< in job order
};

/// Fetches images into their cache paths, several at once. An image already cached is not
/// fetched again unless `revalidate` is set, and then only when the server has a newer one;
/// each cached image's ETag and Last-Modified are kept beside it (`<file>.etag`).
[[nodiscard]] ImageFetchReport fetchImages(const std::vector<ImageJob>& jobs,
                                           const ImageFetchOptions& options);

} // namespace deckhand::io
