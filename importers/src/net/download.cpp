// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/download.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/shown_number.hpp"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <curl/curl.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <limits>
#include <memory>
#include <mutex>
#include <unistd.h>

namespace deckhand::io {

namespace fs = std::filesystem;

namespace {

void globalInit() {
    static std::once_flag once;
    static CURLcode code = CURLE_OK;
    std::call_once(once, [] { code = curl_global_init(CURL_GLOBAL_DEFAULT); });
    if (code != CURLE_OK)
        throw Error(i18n::trf("libcurl could not start: {}", curl_easy_strerror(code)));
}

struct EasyDeleter {
    void operator()(CURL* c) const { curl_easy_cleanup(c); }
};
struct SlistDeleter {
    void operator()(curl_slist* l) const { curl_slist_free_all(l); }
};
struct UrlDeleter {
    void operator()(CURLU* u) const { curl_url_cleanup(u); }
};
struct CurlFree {
    void operator()(char* p) const { curl_free(p); }
};
using Easy = std::unique_ptr<CURL, EasyDeleter>;
using Slist = std::unique_ptr<curl_slist, SlistDeleter>;
using Url = std::unique_ptr<CURLU, UrlDeleter>;
using CurlString = std::unique_ptr<char, CurlFree>;

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string_view trimView(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() &&
           (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
}

// A URL split by libcurl's own parser, so what is checked is what will be fetched.
struct UrlParts {
    std::string scheme;
    std::string host;
    std::string error;
};

UrlParts splitUrl(const std::string& url) {
    UrlParts out;
    Url u(curl_url());
    if (!u) throw Error(i18n::tr("libcurl could not allocate a URL"));
    if (const CURLUcode rc = curl_url_set(u.get(), CURLUPART_URL, url.c_str(), 0);
        rc != CURLUE_OK) {
        out.error = curl_url_strerror(rc);
        return out;
    }
    char* part = nullptr;
    if (curl_url_get(u.get(), CURLUPART_SCHEME, &part, 0) == CURLUE_OK)
        out.scheme = lower(CurlString(part).get());
    part = nullptr;
    if (curl_url_get(u.get(), CURLUPART_HOST, &part, 0) == CURLUE_OK)
        out.host = CurlString(part).get();
    return out;
}

std::string reasonPhrase(long status) {
    switch (status) {
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 410:
        return "Gone";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    default:
        return {};
    }
}

std::string seconds(std::chrono::milliseconds ms) {
    if (ms.count() % 1000 == 0) return fmt::format("{} s", ms.count() / 1000);
    return fmt::format("{:.1f} s", static_cast<double>(ms.count()) / 1000.0);
}

// The temporary file a body is written to: removed unless it was moved into place.
class TempFile {
public:
    explicit TempFile(const fs::path& target) {
        std::string pattern =
            (target.parent_path() / ("." + target.filename().string() + ".part-XXXXXX")).string();
        m_fd = ::mkostemp(pattern.data(), O_CLOEXEC);
        if (m_fd < 0) {
            m_error = std::strerror(errno);
            return;
        }
        m_path = pattern;
    }
    ~TempFile() {
        close();
        if (!m_path.empty()) {
            std::error_code ec;
            fs::remove(m_path, ec);
        }
    }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;

    [[nodiscard]] int fd() const { return m_fd; }
    [[nodiscard]] const fs::path& path() const { return m_path; }
    [[nodiscard]] const std::string& error() const { return m_error; }

    /// Flushes to disk and closes; the reason when that fails.
    std::optional<std::string> finish() {
        if (::fsync(m_fd) != 0) return std::strerror(errno);
        const int rc = ::close(m_fd);
        m_fd = -1;
        if (rc != 0) return std::strerror(errno);
        return std::nullopt;
    }

    /// Moves the file to `target` (atomically replacing it); the reason when that fails.
    std::optional<std::string> commit(const fs::path& target) {
        std::error_code ec;
        fs::rename(m_path, target, ec);
        if (ec) return ec.message();
        m_path.clear();
        return std::nullopt;
    }

private:
    void close() {
        if (m_fd >= 0) ::close(m_fd);
        m_fd = -1;
    }

    int m_fd = -1;
    fs::path m_path;
    std::string m_error;
};

// What one request's callbacks see and record.
struct Transfer {
    const DownloadOptions* options = nullptr;
    int fd = -1;
    long status = 0;
    std::string reason;
    std::string etag;
    std::string lastModified;
    std::optional<std::uint64_t> contentLength;
    std::uint64_t received = 0;
    std::uint64_t errorBody = 0;
    bool tooLarge = false;
    bool cancelled = false;
    int writeErrno = 0;

    /// Ready for a new response: only the options and the file carry over.
    void reset() {
        Transfer fresh;
        fresh.options = options;
        fresh.fd = fd;
        *this = std::move(fresh);
    }

    [[nodiscard]] bool cancelRequested() const {
        return options->cancel && options->cancel->load();
    }
};

std::size_t onHeader(char* data, std::size_t size, std::size_t count, void* user) {
    auto* t = static_cast<Transfer*>(user);
    const std::size_t n = size * count;
    const std::string_view line = trimView(std::string_view(data, n));
    if (line.rfind("HTTP/", 0) == 0) {
        // A new response (after a 100 Continue, say): forget the previous one's headers.
        t->reset();
        const auto sp = line.find(' ');
        if (sp != std::string_view::npos) {
            const auto rest = line.substr(sp + 1);
            t->status = std::strtol(std::string(rest.substr(0, 3)).c_str(), nullptr, 10);
            if (rest.size() > 4) t->reason = std::string(trimView(rest.substr(4)));
        }
        return n;
    }
    const auto colon = line.find(':');
    if (colon == std::string_view::npos) return n;
    const std::string name = lower(trimView(line.substr(0, colon)));
    const std::string_view value = trimView(line.substr(colon + 1));
    if (name == "etag")
        t->etag = value;
    else if (name == "last-modified")
        t->lastModified = value;
    else if (name == "content-length") {
        std::uint64_t length = 0;
        bool digits = !value.empty();
        bool overflow = false; // more than 64 bits can count: larger than any limit
        for (char c : value) {
            digits = digits && c >= '0' && c <= '9';
            if (!digits) break;
            const auto d = static_cast<std::uint64_t>(c - '0');
            overflow = overflow || length > (std::numeric_limits<std::uint64_t>::max() - d) / 10;
            if (!overflow) length = length * 10 + d;
        }
        if (digits && !overflow) t->contentLength = length;
        if (digits && t->status == 200 && (overflow || length > t->options->maxBytes)) {
            t->tooLarge = true;
            return 0; // stops the transfer before any of the body arrives
        }
    }
    return n;
}

std::size_t onBody(char* data, std::size_t size, std::size_t count, void* user) {
    auto* t = static_cast<Transfer*>(user);
    const std::size_t n = size * count;
    if (t->cancelRequested()) {
        t->cancelled = true;
        return 0;
    }
    if (t->status != 200) {
        // An error page (or a redirect's): not kept, and not read for ever either.
        t->errorBody += n;
        return t->errorBody > t->options->maxBytes ? 0 : n;
    }
    if (t->received + n > t->options->maxBytes) {
        t->tooLarge = true;
        return 0;
    }
    t->received += n;
    std::size_t done = 0;
    while (done < n) {
        const ssize_t w = ::write(t->fd, data + done, n - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) {
            t->writeErrno = w < 0 ? errno : ENOSPC;
            return 0;
        }
        done += static_cast<std::size_t>(w);
    }
    return n;
}

int onProgress(void* user, curl_off_t total, curl_off_t now, curl_off_t, curl_off_t) {
    auto* t = static_cast<Transfer*>(user);
    if (t->cancelRequested()) {
        t->cancelled = true;
        return 1;
    }
    if (t->options->progress && t->status == 200)
        t->options->progress(static_cast<std::uint64_t>(now), static_cast<std::uint64_t>(total));
    return 0;
}

std::string refusal(const std::string& url, const UrlParts& parts) {
    if (!parts.error.empty()) return i18n::trf("'{}' is not a URL ({})", url, parts.error);
    if (parts.scheme != "http" && parts.scheme != "https")
        return i18n::trf("'{}' is not an http or https URL; Deckhand downloads only over https",
                         url);
    if (parts.scheme == "http" && !isLoopbackHost(parts.host))
        return i18n::trf(
            "refused {}: plain http is allowed only to this computer (localhost, 127.0.0.1, ::1); "
            "use https so the download cannot be altered on the way",
            url);
    return {};
}

} // namespace

bool isLoopbackHost(std::string_view host) {
    if (host.size() >= 2 && host.front() == '[' && host.back() == ']')
        host = host.substr(1, host.size() - 2);
    const std::string h = lower(host);
    if (h == "localhost" || h == "localhost.") return true;
    in_addr v4{};
    if (::inet_pton(AF_INET, h.c_str(), &v4) == 1) return (ntohl(v4.s_addr) >> 24) == 127;
    in6_addr v6{};
    if (::inet_pton(AF_INET6, h.c_str(), &v6) == 1) {
        static const in6_addr loopback = IN6ADDR_LOOPBACK_INIT;
        return std::memcmp(&v6, &loopback, sizeof v6) == 0;
    }
    return false;
}

std::optional<std::string> checkUrl(const std::string& url) {
    globalInit();
    auto reason = refusal(url, splitUrl(url));
    if (reason.empty()) return std::nullopt;
    return reason;
}

std::string resolveUrl(const std::string& base, const std::string& relative) {
    globalInit();
    Url u(curl_url());
    if (!u) throw Error(i18n::tr("libcurl could not allocate a URL"));
    if (curl_url_set(u.get(), CURLUPART_URL, base.c_str(), 0) != CURLUE_OK) return {};
    if (curl_url_set(u.get(), CURLUPART_URL, relative.c_str(), 0) != CURLUE_OK) return {};
    char* out = nullptr;
    if (curl_url_get(u.get(), CURLUPART_URL, &out, 0) != CURLUE_OK) return {};
    return CurlString(out).get();
}

std::string escapeUrlComponent(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    // "." and ".." are path steps, not names: a set called ".." must not climb out of a folder.
    if (text == ".") return "%2E";
    if (text == "..") return "%2E%2E";
    std::string out;
    for (char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
            c == '-' || c == '.' || c == '_' || c == '~') {
            out += ch;
        } else {
            out += '%';
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    }
    return out;
}

std::string formatSize(std::uint64_t bytes) {
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0)
        // TRANSLATORS: a size in megabytes (French: Mo).
        return i18n::trf("{} MB", core::shownCount(static_cast<long long>(bytes >> 20)));
    if (bytes >= (1u << 20))
        return i18n::trf("{} MB", core::shownFixed(static_cast<double>(bytes) / (1u << 20), 1));
    // TRANSLATORS: a size in kilobytes (French: Ko).
    if (bytes >= 1024 && bytes % 1024 == 0) return i18n::trf("{} KB", bytes >> 10);
    if (bytes >= 1024)
        return i18n::trf("{} KB", core::shownFixed(static_cast<double>(bytes) / 1024, 1));
    return i18n::trfn("{} byte", "{} bytes", static_cast<unsigned long>(bytes),
                      core::shownCount(static_cast<long long>(bytes)));
}

// What the callers download (DownloadOptions::what), marked so the user reads it in their
// language in the messages below.
[[maybe_unused]] constexpr const char* kDownloadKinds[] = {
    i18n::trNoop("file"),         i18n::trNoop("game pack"), i18n::trNoop("card-data file"),
    i18n::trNoop("Limited list"), i18n::trNoop("image"),
};

DownloadResult download(const std::string& url, const fs::path& target,
                        const DownloadOptions& options) {
    globalInit();
    const std::string kind = i18n::tr(options.what.c_str());
    DownloadResult out;
    out.url = url;
    out.etag = options.etag;
    out.lastModified = options.lastModified;
    auto fail = [&out](DownloadError error, const std::string& what) {
        out.status = DownloadStatus::Failed;
        out.error = error;
        out.message = fmt::format("{}: {}", out.url, what);
        return out;
    };

    if (const auto parts = splitUrl(url); !refusal(url, parts).empty()) {
        out.status = DownloadStatus::Failed;
        out.error = parts.error.empty() && (parts.scheme == "http" || parts.scheme == "https")
                        ? DownloadError::Refused
                        : DownloadError::BadUrl;
        out.message = refusal(url, parts);
        return out;
    }
    if (options.cancel && options.cancel->load())
        return fail(DownloadError::Cancelled, i18n::tr("cancelled"));

    std::error_code ec;
    if (!target.parent_path().empty()) fs::create_directories(target.parent_path(), ec);
    if (ec)
        return fail(DownloadError::Disk,
                    i18n::trf("cannot create {}: {}", target.parent_path().string(), ec.message()));
    TempFile temp(target);
    if (temp.fd() < 0)
        return fail(DownloadError::Disk, i18n::trf("cannot write a file in {}: {}",
                                                   target.parent_path().string(), temp.error()));

    Easy easy(curl_easy_init());
    if (!easy) throw Error(i18n::tr("libcurl could not start a transfer"));
    Slist headers;
    {
        curl_slist* list = nullptr;
        if (!options.etag.empty())
            list = curl_slist_append(list, ("If-None-Match: " + options.etag).c_str());
        if (!options.lastModified.empty())
            list = curl_slist_append(list, ("If-Modified-Since: " + options.lastModified).c_str());
        headers.reset(list);
    }

    const auto started = std::chrono::steady_clock::now();
    std::string current = url;
    Transfer t;
    char errorText[CURL_ERROR_SIZE] = {};
    for (int redirects = 0;; ++redirects) {
        const bool loopback = isLoopbackHost(splitUrl(current).host);
        const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - started);
        const auto left = options.totalTimeout - elapsed;
        if (left.count() <= 0)
            return fail(DownloadError::Timeout,
                        i18n::trf("timed out after {}", seconds(options.totalTimeout)));

        CURL* c = easy.get();
        curl_easy_reset(c);
        t.options = &options;
        t.fd = temp.fd();
        t.reset();
        errorText[0] = '\0';
        curl_easy_setopt(c, CURLOPT_URL, current.c_str());
        curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
        curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L); // followed below, each hop checked
        curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 1L);
        curl_easy_setopt(c, CURLOPT_SSL_VERIFYHOST, 2L);
        curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(c, CURLOPT_USERAGENT, "Deckhand/0.1 (+https://github.com/deckhand)");
        curl_easy_setopt(c, CURLOPT_ERRORBUFFER, errorText);
        curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS,
                         static_cast<long>(options.connectTimeout.count()));
        curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, static_cast<long>(left.count()));
        curl_easy_setopt(c, CURLOPT_LOW_SPEED_LIMIT, 1L);
        curl_easy_setopt(c, CURLOPT_LOW_SPEED_TIME,
                         std::max(1L, static_cast<long>(options.stallTimeout.count())));
        if (loopback)
            curl_easy_setopt(c, CURLOPT_PROXY, ""); // this computer: never through a proxy
        curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers.get());
        curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, onHeader);
        curl_easy_setopt(c, CURLOPT_HEADERDATA, &t);
        curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, onBody);
        curl_easy_setopt(c, CURLOPT_WRITEDATA, &t);
        curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, onProgress);
        curl_easy_setopt(c, CURLOPT_XFERINFODATA, &t);
        curl_easy_setopt(c, CURLOPT_NOPROGRESS, 0L);

        CURLcode rc = curl_easy_perform(c);
        if (rc == CURLE_WRITE_ERROR && t.errorBody > options.maxBytes)
            rc = CURLE_OK; // the status says enough
        out.httpStatus = t.status;
        const std::string detail = errorText[0] ? errorText : curl_easy_strerror(rc);
        if (t.cancelled || rc == CURLE_ABORTED_BY_CALLBACK)
            return fail(DownloadError::Cancelled, i18n::tr("cancelled"));
        if (t.tooLarge || rc == CURLE_FILESIZE_EXCEEDED)
            return fail(DownloadError::TooLarge,
                        t.contentLength && *t.contentLength > options.maxBytes
                            // TRANSLATORS: {0} is what was downloaded ("game pack"), {1} its
                            // size, {2} the most Deckhand accepts.
                            ? i18n::trf("the {} is {}, larger than the {} limit", kind,
                                        formatSize(*t.contentLength), formatSize(options.maxBytes))
                            : i18n::trf("the {} is larger than the {} limit", kind,
                                        formatSize(options.maxBytes)));
        if (t.writeErrno != 0)
            return fail(DownloadError::Disk, i18n::trf("cannot write {}: {}", temp.path().string(),
                                                       std::strerror(t.writeErrno)));
        if (rc == CURLE_OPERATION_TIMEDOUT) {
            const auto took = std::chrono::steady_clock::now() - started;
            curl_off_t connectTime = 0;
            curl_easy_getinfo(c, CURLINFO_CONNECT_TIME_T, &connectTime);
            if (took + std::chrono::milliseconds(100) >= options.totalTimeout)
                return fail(DownloadError::Timeout,
                            i18n::trf("timed out after {}", seconds(options.totalTimeout)));
            if (connectTime == 0)
                return fail(DownloadError::Connect, i18n::trf("could not connect within {}",
                                                              seconds(options.connectTimeout)));
            return fail(DownloadError::Stalled,
                        i18n::trf("the server stopped sending (nothing for {} s, {} received)",
                                  options.stallTimeout.count(), formatSize(t.received)));
        }
        if (rc == CURLE_PARTIAL_FILE || (rc == CURLE_OK && t.status == 200 && t.contentLength &&
                                         t.received != *t.contentLength))
            return fail(
                DownloadError::Truncated,
                t.contentLength
                    ? i18n::trf("truncated: got {} of {} bytes", t.received, *t.contentLength)
                    : i18n::trfn("truncated: got {} byte, then the connection closed",
                                 "truncated: got {} bytes, then the connection closed",
                                 static_cast<unsigned long>(t.received), t.received));
        if (rc == CURLE_PEER_FAILED_VERIFICATION || rc == CURLE_SSL_CACERT_BADFILE ||
            rc == CURLE_SSL_CONNECT_ERROR || rc == CURLE_SSL_CERTPROBLEM)
            return fail(DownloadError::Tls,
                        i18n::trf("the server's certificate could not be verified ({})", detail));
        if (rc == CURLE_COULDNT_RESOLVE_HOST || rc == CURLE_COULDNT_CONNECT ||
            rc == CURLE_COULDNT_RESOLVE_PROXY)
            return fail(DownloadError::Connect, i18n::trf("could not connect ({})", detail));
        if (rc == CURLE_URL_MALFORMAT || rc == CURLE_UNSUPPORTED_PROTOCOL)
            return fail(DownloadError::BadUrl, detail);
        if (rc != CURLE_OK) return fail(DownloadError::Network, detail);

        if (t.status == 301 || t.status == 302 || t.status == 303 || t.status == 307 ||
            t.status == 308) {
            char* next = nullptr;
            curl_easy_getinfo(c, CURLINFO_REDIRECT_URL, &next);
            if (!next)
                return fail(DownloadError::Http, i18n::trf("HTTP {} without a Location", t.status));
            if (redirects >= options.maxRedirects)
                return fail(DownloadError::Http,
                            i18n::trf("more than {} redirects", options.maxRedirects));
            const std::string to = next;
            if (const auto parts = splitUrl(to); !refusal(to, parts).empty())
                return fail(DownloadError::Refused,
                            i18n::trf("redirected, but {}", refusal(to, parts)));
            current = to;
            continue;
        }
        break;
    }

    if (!t.etag.empty()) out.etag = t.etag;
    if (!t.lastModified.empty()) out.lastModified = t.lastModified;
    if (t.status == 304) {
        out.status = DownloadStatus::NotModified;
        return out;
    }
    if (t.status != 200) {
        std::string reason = t.reason.empty() ? reasonPhrase(t.status) : t.reason;
        return fail(DownloadError::Http,
                    fmt::format("HTTP {}{}{}", t.status, reason.empty() ? "" : " ", reason));
    }
    out.bytes = t.received;
    if (auto err = temp.finish())
        return fail(DownloadError::Disk,
                    i18n::trf("cannot write {}: {}", temp.path().string(), *err));

    if (options.validate) {
        auto errors = options.validate(temp.path());
        if (!errors.empty()) {
            const std::string tempName = temp.path().string();
            for (auto& e : errors)
                if (e.where.file == tempName) e.where.file = url;
            const std::size_t more = errors.size() - 1;
            out.errors = std::move(errors);
            // TRANSLATORS: {0} is what was downloaded ("game pack"), {1} the first error in it.
            return fail(DownloadError::Invalid,
                        more == 0 ? i18n::trf("not a valid {}: {}", kind, out.errors.front().str())
                                  : i18n::trfn("not a valid {}: {} (and {} more)",
                                               "not a valid {}: {} (and {} more)",
                                               static_cast<unsigned long>(more), kind,
                                               out.errors.front().str(), more));
        }
    }
    if (auto err = temp.commit(target))
        return fail(DownloadError::Disk, i18n::trf("cannot replace {}: {}", target.string(), *err));
    out.status = DownloadStatus::Downloaded;
    return out;
}

} // namespace deckhand::io
