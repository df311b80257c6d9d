// SPDX-License-Identifier: GPL-3.0-or-later

#include "spilled_rows.hpp"

#include "deckhand/core/i18n.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <stdexcept>
#include <stdlib.h>
#include <unistd.h>

namespace deckhand::app {

namespace {

constexpr std::size_t kWriteAt = 1 << 18;  // bytes buffered before they are written
constexpr std::size_t kReadSpan = 1 << 18; // bytes read back at once
constexpr std::size_t kPlayersKept = 4096;

void putSize(std::string& out, std::size_t n) {
    const auto v = static_cast<std::uint32_t>(n);
    out.append(reinterpret_cast<const char*>(&v), sizeof v);
}

void putText(std::string& out, std::string_view s) {
    putSize(out, s.size());
    out.append(s);
}

struct Reader {
    std::string_view bytes;
    std::uint32_t size() {
        std::uint32_t v = 0;
        if (bytes.size() < sizeof v) throw std::runtime_error("a spilled event row is cut short");
        std::memcpy(&v, bytes.data(), sizeof v);
        bytes.remove_prefix(sizeof v);
        return v;
    }
    void text(std::string& into) {
        const std::uint32_t n = size();
        if (bytes.size() < n) throw std::runtime_error("a spilled event row is cut short");
        into.assign(bytes.substr(0, n));
        bytes.remove_prefix(n);
    }
};

} // namespace

std::unique_ptr<SpilledRows> SpilledRows::make(std::string& error) {
    std::error_code ec;
    const auto dir = std::filesystem::temp_directory_path(ec);
    std::string name =
        ((ec ? std::filesystem::path("/tmp") : dir) / "deckhand-rows-XXXXXX").string();
    const int fd = ::mkstemp(name.data());
    if (fd < 0) {
        error = i18n::trf("{}: cannot make a temporary file for the rows: {}", name,
                          std::strerror(errno));
        return nullptr;
    }
    ::unlink(name.c_str()); // gone with the descriptor, whatever ends the run
    std::unique_ptr<SpilledRows> rows(new SpilledRows);
    rows->m_fd = fd;
    return rows;
}

SpilledRows::~SpilledRows() {
    if (m_fd >= 0) ::close(m_fd);
}

void SpilledRows::add(const EventRow& r) {
    for (const std::string* s :
         {&r.player, &r.playerId, &r.source, &r.verdict, &r.problems, &r.hash, &r.submitted,
          &r.surname, &r.game, &r.notes, &r.supersededBy})
        putText(m_buffer, *s);
    putSize(m_buffer, static_cast<std::uint32_t>(r.main));
    putSize(m_buffer, static_cast<std::uint32_t>(r.side));
    m_buffer.push_back(static_cast<char>((r.late ? 1 : 0) | (r.lateResubmission ? 2 : 0)));
    m_offsets.push_back(m_written + m_buffer.size());
    m_flags.push_back(static_cast<std::uint8_t>((r.verdict == "LEGAL"     ? kLegal
                                                 : r.verdict == "ILLEGAL" ? kIllegal
                                                                          : kUnreadable) |
                                                (r.late ? kLate : 0)));
    if (m_buffer.size() >= kWriteAt) flush();
}

void SpilledRows::flush() {
    std::size_t done = 0;
    while (done < m_buffer.size() && m_failure.empty()) {
        const ssize_t n = ::pwrite(m_fd, m_buffer.data() + done, m_buffer.size() - done,
                                   static_cast<off_t>(m_written + done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0)
            m_failure = i18n::trf("cannot write the rows to a temporary file: {}",
                                  std::strerror(n < 0 ? errno : ENOSPC));
        else
            done += static_cast<std::size_t>(n);
    }
    m_written += m_buffer.size();
    m_buffer.clear();
}

std::optional<std::string> SpilledRows::seal() {
    flush();
    m_buffer.shrink_to_fit();
    if (m_failure.empty()) return std::nullopt;
    return m_failure;
}

void SpilledRows::read(std::uint64_t offset, std::size_t size, std::string& into) const {
    into.resize(size);
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n =
            ::pread(m_fd, into.data() + done, size - done, static_cast<off_t>(offset + done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0)
            throw std::runtime_error(i18n::trf("cannot read the rows back from a temporary "
                                               "file: {}",
                                               std::strerror(n < 0 ? errno : EIO)));
        done += static_cast<std::size_t>(n);
    }
}

// Into `r`, whose strings keep their room from the row before.
void SpilledRows::decode(std::size_t i, std::string_view bytes, EventRow& r) const {
    Reader in{bytes};
    for (std::string* s : {&r.player, &r.playerId, &r.source, &r.verdict, &r.problems, &r.hash,
                           &r.submitted, &r.surname, &r.game, &r.notes, &r.supersededBy})
        in.text(*s);
    r.main = static_cast<int>(in.size());
    r.side = static_cast<int>(in.size());
    const char flags = in.bytes.empty() ? 0 : in.bytes.front();
    r.late = (flags & 1) != 0;
    r.lateResubmission = (flags & 2) != 0;
    if (const auto it = m_superseded.find(static_cast<std::uint32_t>(i));
        it != m_superseded.end()) {
        r.supersededBy = it->second.first;
        r.lateResubmission = it->second.second;
    }
}

EventRow SpilledRows::row(std::size_t i) const {
    std::string bytes;
    read(m_offsets[i], m_offsets[i + 1] - m_offsets[i], bytes);
    EventRow r;
    decode(i, bytes, r);
    return r;
}

void SpilledRows::each(const std::function<void(std::size_t, const EventRow&)>& fn) const {
    std::string span;
    EventRow r;
    for (std::size_t i = 0; i < size();) {
        std::size_t j = i + 1;
        while (j < size() && m_offsets[j + 1] - m_offsets[i] <= kReadSpan)
            ++j;
        read(m_offsets[i], m_offsets[j] - m_offsets[i], span);
        for (std::size_t k = i; k < j; ++k) {
            decode(k,
                   std::string_view(span).substr(m_offsets[k] - m_offsets[i],
                                                 m_offsets[k + 1] - m_offsets[k]),
                   r);
            fn(k, r);
        }
        i = j;
    }
}

const std::string& SpilledRows::player(std::size_t i) const {
    const auto key = static_cast<std::uint32_t>(i);
    if (const auto it = m_players.find(key); it != m_players.end()) return it->second;
    if (m_players.size() >= kPlayersKept) m_players.clear();
    return m_players.emplace(key, row(i).player).first->second;
}

void SpilledRows::supersede(std::size_t i, std::string by, bool lateResubmission) {
    m_superseded[static_cast<std::uint32_t>(i)] = {std::move(by), lateResubmission};
}

} // namespace deckhand::app
