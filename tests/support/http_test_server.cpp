// SPDX-License-Identifier: GPL-3.0-or-later

#include "http_test_server.hpp"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netinet/in.h>
#include <poll.h>
#include <stdexcept>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

namespace deckhand::test {

namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kRequestDeadline =
    std::chrono::seconds(5); // to read a request, or to send an answer

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

const char* reason(int status) {
    switch (status) {
    case 200:
        return "OK";
    case 301:
        return "Moved Permanently";
    case 302:
        return "Found";
    case 304:
        return "Not Modified";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 500:
        return "Internal Server Error";
    default:
        return "Status";
    }
}

void setTimeouts(int fd) {
    timeval tv{};
    tv.tv_usec = 100'000;
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
}

} // namespace

HttpTestServer::HttpTestServer() {
    m_listen = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_listen < 0) throw std::runtime_error(std::string("socket: ") + std::strerror(errno));
    const int yes = 1;
    ::setsockopt(m_listen, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = 0; // the system picks a free port
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::bind(m_listen, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) != 0 ||
        ::listen(m_listen, 64) != 0) {
        const std::string why = std::strerror(errno);
        ::close(m_listen);
        throw std::runtime_error("cannot listen on 127.0.0.1: " + why);
    }
    socklen_t len = sizeof addr;
    ::getsockname(m_listen, reinterpret_cast<sockaddr*>(&addr), &len);
    m_port = ntohs(addr.sin_port);
    m_acceptor = std::thread([this] { acceptLoop(); });
}

HttpTestServer::~HttpTestServer() {
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_acceptor.join();
    // No new connection threads now; each one ends within its bounded waits.
    for (auto& t : m_connections)
        t.join();
    ::close(m_listen);
}

void HttpTestServer::serve(const std::string& path, HttpResponse response) {
    std::lock_guard lock(m_mutex);
    m_routes[path] = std::move(response);
}

std::string HttpTestServer::url(const std::string& path) const {
    return "http://127.0.0.1:" + std::to_string(m_port) + path;
}

std::vector<HttpRequest> HttpTestServer::requests() const {
    std::lock_guard lock(m_mutex);
    return m_requests;
}

std::size_t HttpTestServer::count(const std::string& path) const {
    std::lock_guard lock(m_mutex);
    return static_cast<std::size_t>(
        std::count_if(m_requests.begin(), m_requests.end(),
                      [&](const HttpRequest& r) { return r.path == path; }));
}

int HttpTestServer::maxConcurrent() const {
    std::lock_guard lock(m_mutex);
    return m_maxOpen;
}

bool HttpTestServer::pause(std::chrono::milliseconds d) {
    std::unique_lock lock(m_mutex);
    return !m_wake.wait_for(lock, d, [this] { return m_stop; });
}

void HttpTestServer::acceptLoop() {
    for (;;) {
        {
            std::lock_guard lock(m_mutex);
            if (m_stop) return;
        }
        pollfd p{m_listen, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0) continue;
        const int fd = ::accept4(m_listen, nullptr, nullptr, SOCK_CLOEXEC);
        if (fd < 0) continue;
        setTimeouts(fd);
        std::lock_guard lock(m_mutex);
        if (m_stop) {
            ::close(fd);
            return;
        }
        m_connections.emplace_back([this, fd] { handle(fd); });
    }
}

bool HttpTestServer::sendAll(int fd, const char* data, std::size_t size) {
    const auto deadline = Clock::now() + kRequestDeadline;
    while (size > 0) {
        {
            std::lock_guard lock(m_mutex);
            if (m_stop) return false;
        }
        const ssize_t n = ::send(fd, data, size, MSG_NOSIGNAL);
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
            if (Clock::now() > deadline) return false;
            continue;
        }
        if (n <= 0) return false; // the client went away
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

void HttpTestServer::handle(int fd) {
    {
        std::lock_guard lock(m_mutex);
        m_maxOpen = std::max(m_maxOpen, ++m_open);
    }
    auto done = [&] {
        ::close(fd);
        std::lock_guard lock(m_mutex);
        --m_open;
    };

    // Read the request head.
    std::string head;
    const auto deadline = Clock::now() + kRequestDeadline;
    while (head.find("\r\n\r\n") == std::string::npos && head.size() < 65536) {
        char buf[4096];
        const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n > 0) {
            head.append(buf, static_cast<std::size_t>(n));
            continue;
        }
        const bool again = n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR);
        bool stopping = false;
        {
            std::lock_guard lock(m_mutex);
            stopping = m_stop;
        }
        if (!again || stopping || Clock::now() > deadline) return done();
    }

    HttpRequest req;
    std::size_t pos = head.find("\r\n");
    {
        const std::string line = head.substr(0, pos);
        const auto sp1 = line.find(' ');
        const auto sp2 = line.find(' ', sp1 + 1);
        req.method = line.substr(0, sp1);
        req.path = line.substr(sp1 + 1, sp2 - sp1 - 1);
    }
    while (pos != std::string::npos) {
        const std::size_t start = pos + 2;
        pos = head.find("\r\n", start);
        const std::string line =
            head.substr(start, pos == std::string::npos ? std::string::npos : pos - start);
        if (line.empty()) break;
        const auto colon = line.find(':');
        if (colon != std::string::npos)
            req.headers[lower(trim(line.substr(0, colon)))] = trim(line.substr(colon + 1));
    }

    HttpResponse r;
    {
        std::lock_guard lock(m_mutex);
        m_requests.push_back(req);
        auto it = m_routes.find(req.path);
        if (it == m_routes.end()) {
            r.status = 404;
            r.body = "no such file on the test server\n";
        } else {
            r = it->second;
        }
    }
    const bool notModified =
        r.status == 200 &&
        ((!r.etagValue.empty() && req.header("if-none-match") == r.etagValue) ||
         (!r.lastModifiedValue.empty() && req.header("if-modified-since") == r.lastModifiedValue));
    if (notModified) {
        r.status = 304;
        r.body.clear();
        r.stallAfterHeaders = {};
        r.contentLength.reset();
    }

    std::string out = "HTTP/1.1 " + std::to_string(r.status) + " " + reason(r.status) + "\r\n";
    out += "Connection: close\r\n";
    if (!r.etagValue.empty()) out += "ETag: " + r.etagValue + "\r\n";
    if (!r.lastModifiedValue.empty()) out += "Last-Modified: " + r.lastModifiedValue + "\r\n";
    if (r.status != 304 && r.sendContentLength)
        out +=
            "Content-Length: " + std::to_string(r.contentLength.value_or(r.body.size())) + "\r\n";
    for (const auto& [name, value] : r.headers)
        out += name + ": " + value + "\r\n";
    out += "\r\n";
    if (!sendAll(fd, out.data(), out.size())) return done();
    if (r.stallAfterHeaders.count() > 0 && !pause(r.stallAfterHeaders)) return done();
    if (req.method != "HEAD" && r.status != 304) {
        const std::size_t step =
            r.chunkSize ? r.chunkSize : std::max<std::size_t>(r.body.size(), 1);
        for (std::size_t at = 0; at < r.body.size(); at += step) {
            if (at > 0 && r.chunkPause.count() > 0 && !pause(r.chunkPause)) return done();
            if (!sendAll(fd, r.body.data() + at, std::min(step, r.body.size() - at))) return done();
        }
    }
    ::shutdown(fd, SHUT_WR);
    done();
}

} // namespace deckhand::test
