// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>

namespace deckhand::app {

/// What a profile's image cache (<profile>/images) holds.
struct ImageCacheUsage {
    std::uintmax_t bytes = 0; ///< the images and the files kept beside them
    std::size_t images = 0;
};

/// Adds up the cache under `dir` (a missing folder is an empty cache).
[[nodiscard]] ImageCacheUsage imageCacheUsage(const std::filesystem::path& dir);

/// Marks a cached image as used now, so trimming keeps it over images not shown for longer.
void touchCachedImage(const std::filesystem::path& image);

/// Removes the least recently used images (the oldest modification time: a shown image is
/// touched) until the cache holds at most `maxBytes`; an image's `<image>.etag` goes with it.
/// Returns the images removed. Files that cannot be removed are left and skipped.
std::size_t trimImageCache(const std::filesystem::path& dir, std::uintmax_t maxBytes);

/// Removes every cached image; returns how many.
std::size_t clearImageCache(const std::filesystem::path& dir);

} // namespace deckhand::app
