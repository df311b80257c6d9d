// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io {

/// Limits and conditions for one download (docs/downloads.md).
struct DownloadOptions {
    std::chrono::milliseconds connectTimeout{15'000}; ///< to open the connection (TLS included)
    std::chrono::milliseconds totalTimeout{300'000};  ///< the whole transfer, redirects included
    std::chrono::seconds stallTimeout{30};            ///< abort when no byte arrives for this long
    std::uint64_t maxBytes = 64ull << 20;             ///< refuse a body larger than this
    int maxRedirects = 5;
    std::string etag;          ///< a stored ETag: sent as If-None-Match
    std::string lastModified;  ///< a stored Last-Modified: sent as If-Modified-Since
    std::string what = "file"; ///< what the body must be, for messages ("game pack")
    /// Bytes received so far and the total (0 when the server did not say). Called from the
    /// downloading thread.
    std::function<void(std::uint64_t received, std::uint64_t total)> progress;
    /// Set to true (from any thread) to stop the download.
    const std::atomic<bool>* cancel = nullptr;
    /// Checks the complete body, still at its temporary path, before it replaces the target.
    /// Errors naming the temporary file are reported against the URL.
    std::function<std::vector<ParseError>(const std::filesystem::path& body)> validate;
};

/// How a download ended.
enum class DownloadStatus {
    Downloaded,  ///< a new body is in place
    NotModified, ///< the server said 304: what is there is current
    Failed,      ///< nothing was changed; see the message
};

/// Why a download failed: decides what the user should do about it.
enum class DownloadError {
    None,
    BadUrl,    ///< not an http(s) URL
    Refused,   ///< against the rules: plain http to another computer
    Connect,   ///< could not resolve or connect
    Tls,       ///< the certificate did not verify
    Timeout,   ///< the whole transfer took too long
    Stalled,   ///< the server stopped sending
    Http,      ///< an HTTP error status (404, 500, ...)
    TooLarge,  ///< the body is over the size cap
    Truncated, ///< the connection closed before the body was complete
    Invalid,   ///< the body arrived but the validator refused it
    Cancelled, ///< the cancel flag was set
    Network,   ///< any other transfer failure
    Disk,      ///< the file could not be written or moved into place
};

/// What a download did. Only Downloaded changes the target.
struct DownloadResult {
    DownloadStatus status = DownloadStatus::Failed;
    DownloadError error = DownloadError::None;
    std::string url;
    std::string message; ///< for the user: the URL and what went wrong
    long httpStatus = 0;
    std::string etag;         ///< the server's, to send next time
    std::string lastModified; ///< the server's, to send next time
    std::uint64_t bytes = 0;
    std::vector<ParseError> errors; ///< the validator's, reported against the URL

    [[nodiscard]] bool ok() const { return status != DownloadStatus::Failed; }
    /// True when the fault is in what the user gave (the URL or the data behind it) rather than
    /// in the network or this computer.
    [[nodiscard]] bool inputError() const {
        return error == DownloadError::BadUrl || error == DownloadError::Refused ||
               error == DownloadError::Invalid;
    }
};

/// Whether a host (as in a URL, IPv6 in brackets or not) is this computer: localhost,
/// 127.0.0.0/8 or ::1.
[[nodiscard]] bool isLoopbackHost(std::string_view host);

/// Checks a URL against the download rules without connecting: http or https only, and plain
/// http only to this computer. The reason it is refused, or nothing.
[[nodiscard]] std::optional<std::string> checkUrl(const std::string& url);

/// Resolves a relative reference against a base URL (RFC 3986); empty when either is bad.
[[nodiscard]] std::string resolveUrl(const std::string& base, const std::string& relative);

/// Percent-encodes everything but unreserved characters (a URL path segment or query value);
/// "." and ".." are encoded whole (%2E, %2E%2E), so a value is never a path step. Reversible,
/// and made only of letters, digits, '-', '.', '_', '~' and '%': safe as a file name too.
[[nodiscard]] std::string escapeUrlComponent(std::string_view text);

/// "512 bytes", "64 KB", "8 MB": a size cap for messages.
[[nodiscard]] std::string formatSize(std::uint64_t bytes);

/// Downloads `url` to `target`. The body goes to a temporary file beside the target and is
/// renamed into place only once it is complete (Content-Length matched when given), within
/// the size cap and accepted by `options.validate`; on any failure the target is untouched.
/// TLS certificates are always verified. Never throws for a network or server failure; throws
/// deckhand::Error only when libcurl cannot start.
[[nodiscard]] DownloadResult download(const std::string& url, const std::filesystem::path& target,
                                      const DownloadOptions& options = {});

} // namespace deckhand::io
