// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/image_cache.hpp"

#include <algorithm>
#include <string>
#include <system_error>
#include <vector>

namespace fs = std::filesystem;

namespace deckhand::app {

namespace {

// The validators fetchImages keeps beside an image: they belong to it, not to the count.
bool isSidecar(const fs::path& file) {
    return file.extension() == ".etag";
}

fs::path sidecarOf(const fs::path& image) {
    return fs::path(image.string() + ".etag");
}

struct Entry {
    fs::path image;
    std::uintmax_t bytes = 0; ///< with its sidecar
    fs::file_time_type used;
};

std::vector<Entry> entries(const fs::path& dir) {
    std::vector<Entry> out;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return out;
    for (auto it = fs::recursive_directory_iterator(
             dir, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (!it->is_regular_file(ec) || isSidecar(it->path())) continue;
        Entry e;
        e.image = it->path();
        e.bytes = it->file_size(ec);
        if (ec) e.bytes = 0;
        e.used = it->last_write_time(ec);
        const auto side = fs::file_size(sidecarOf(e.image), ec);
        if (!ec) e.bytes += side;
        ec.clear();
        out.push_back(std::move(e));
    }
    return out;
}

bool removeImage(const fs::path& image) {
    std::error_code ec;
    if (!fs::remove(image, ec) || ec) return false;
    fs::remove(sidecarOf(image), ec);
    return true;
}

} // namespace

ImageCacheUsage imageCacheUsage(const fs::path& dir) {
    ImageCacheUsage u;
    for (const auto& e : entries(dir)) {
        u.bytes += e.bytes;
        ++u.images;
    }
    return u;
}

void touchCachedImage(const fs::path& image) {
    std::error_code ec;
    fs::last_write_time(image, fs::file_time_type::clock::now(), ec); // a read-only cache just ages
}

std::size_t trimImageCache(const fs::path& dir, std::uintmax_t maxBytes) {
    auto all = entries(dir);
    std::uintmax_t total = 0;
    for (const auto& e : all)
        total += e.bytes;
    if (total <= maxBytes) return 0;
    std::sort(all.begin(), all.end(), [](const Entry& a, const Entry& b) {
        return a.used != b.used ? a.used < b.used : a.image < b.image;
    });
    std::size_t removed = 0;
    for (const auto& e : all) {
        if (total <= maxBytes) break;
        if (!removeImage(e.image)) continue;
        total -= e.bytes;
        ++removed;
    }
    return removed;
}

std::size_t clearImageCache(const fs::path& dir) {
    std::size_t removed = 0;
    for (const auto& e : entries(dir))
        if (removeImage(e.image)) ++removed;
    return removed;
}

} // namespace deckhand::app
