// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace deckhand::test {

/// What the test server answers for one path: HttpResponse(body).etag("\"v1\"").stall(...).
struct HttpResponse {
    explicit HttpResponse(std::string text = {}, int code = 200)
        : status(code), body(std::move(text)) {}

    int status = 200;
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers; ///< extra headers, sent as given
    /// When set, sent as ETag and a request whose If-None-Match matches gets 304.
    std::string etagValue;
    /// When set, sent as Last-Modified and a request whose If-Modified-Since is the same gets 304.
    std::string lastModifiedValue;
    /// The Content-Length to announce (default: the body's size). Larger than the body, then
    /// closing, makes a truncated download.
    std::optional<std::size_t> contentLength;
    bool sendContentLength = true; ///< false: the body ends when the connection closes
    /// Send the headers, then wait this long (or until the server stops) before the body.
    std::chrono::milliseconds stallAfterHeaders{0};
    /// Send the body in pieces of this many bytes with this pause between them (0: at once).
    std::size_t chunkSize = 0;
    std::chrono::milliseconds chunkPause{0};

    HttpResponse& etag(std::string v) {
        etagValue = std::move(v);
        return *this;
    }
    HttpResponse& lastModified(std::string v) {
        lastModifiedValue = std::move(v);
        return *this;
    }
    HttpResponse& header(std::string name, std::string value) {
        headers.emplace_back(std::move(name), std::move(value));
        return *this;
    }
    HttpResponse& announce(std::size_t length) {
        contentLength = length;
        return *this;
    }
    HttpResponse& noContentLength() {
        sendContentLength = false;
        return *this;
    }
    HttpResponse& stall(std::chrono::milliseconds d) {
        stallAfterHeaders = d;
        return *this;
    }
    HttpResponse& drip(std::size_t size, std::chrono::milliseconds pause) {
        chunkSize = size;
        chunkPause = pause;
        return *this;
    }
};

/// A request as the server saw it. Header names are lower case.
struct HttpRequest {
    std::string method;
    std::string path;
    std::map<std::string, std::string> headers;

    [[nodiscard]] std::string header(const std::string& name) const {
        auto it = headers.find(name);
        return it == headers.end() ? std::string() : it->second;
    }
};

/// A small threaded HTTP/1.1 server for tests, on 127.0.0.1 at a port the system picks.
/// Each path is scripted with serve(); other paths get 404. One request per connection
/// (Connection: close). Every wait is bounded and the destructor stops it and joins every
/// thread, stalls included.
class HttpTestServer {
public:
    HttpTestServer();
    ~HttpTestServer();
    HttpTestServer(const HttpTestServer&) = delete;
    HttpTestServer& operator=(const HttpTestServer&) = delete;

    /// Scripts the answer for `path` ("/pack/game.xml"), replacing an earlier one.
    void serve(const std::string& path, HttpResponse response);
    /// http://127.0.0.1:PORT followed by `path`.
    [[nodiscard]] std::string url(const std::string& path) const;
    [[nodiscard]] int port() const { return m_port; }

    /// Every request so far, in arrival order.
    [[nodiscard]] std::vector<HttpRequest> requests() const;
    /// How many requests asked for `path`.
    [[nodiscard]] std::size_t count(const std::string& path) const;
    /// The most connections open at once so far.
    [[nodiscard]] int maxConcurrent() const;

private:
    void acceptLoop();
    void handle(int fd);
    bool sendAll(int fd, const char* data, std::size_t size);
    /// Sleeps up to `d`; false when the server is stopping.
    bool pause(std::chrono::milliseconds d);

    int m_listen = -1;
    int m_port = 0;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::map<std::string, HttpResponse> m_routes;
    std::vector<HttpRequest> m_requests;
    int m_open = 0;
    int m_maxOpen = 0;
    std::vector<std::thread> m_connections;
    std::thread m_acceptor;
};

} // namespace deckhand::test
