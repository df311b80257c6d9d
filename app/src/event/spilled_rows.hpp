// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/event_check.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace deckhand::app {

/// An event's rows kept in a temporary file (removed when this goes), not in memory: what is
/// held is 8 bytes a row (where it starts) and the few rows a later step changes (a player's
/// superseded lists). Rows are added in order, then read back by number or in order.
class SpilledRows {
public:
    /// A temporary file in the system's temporary folder (TMPDIR), or nullptr with why not in
    /// `error`.
    static std::unique_ptr<SpilledRows> make(std::string& error);
    ~SpilledRows();
    SpilledRows(const SpilledRows&) = delete;
    SpilledRows& operator=(const SpilledRows&) = delete;

    /// Adds a row after the others; a failure to write is kept and told by seal().
    void add(const EventRow& row);
    /// Writes what is still buffered: nullopt, or why the file could not be written.
    [[nodiscard]] std::optional<std::string> seal();

    [[nodiscard]] std::size_t size() const { return m_offsets.size() - 1; }
    /// Row `i` as added, with what supersede() said of it.
    [[nodiscard]] EventRow row(std::size_t i) const;
    /// Every row in order, a span of the file read at once.
    void each(const std::function<void(std::size_t, const EventRow&)>& fn) const;
    /// Whether row `i` counts (is not superseded) and its verdict and lateness, from what is held.
    [[nodiscard]] bool superseded(std::size_t i) const {
        return m_superseded.contains(static_cast<std::uint32_t>(i));
    }
    [[nodiscard]] std::uint8_t flags(std::size_t i) const { return m_flags[i]; }
    static constexpr std::uint8_t kLegal = 1, kIllegal = 2, kUnreadable = 4, kLate = 8;
    /// Row `i`'s player, kept for the next asks (a net deck's first holders are asked for by
    /// every holder); what is kept is bounded.
    [[nodiscard]] const std::string& player(std::size_t i) const;
    /// Row `i` is superseded by `by` (EventRow::supersededBy, lateResubmission).
    void supersede(std::size_t i, std::string by, bool lateResubmission);

private:
    SpilledRows() = default;
    void flush();
    void read(std::uint64_t offset, std::size_t size, std::string& into) const;
    void decode(std::size_t i, std::string_view bytes, EventRow& into) const;

    int m_fd = -1;
    std::string m_buffer;        ///< added, not yet written
    std::uint64_t m_written = 0; ///< bytes in the file
    std::vector<std::uint64_t> m_offsets{0};
    std::vector<std::uint8_t> m_flags; ///< a row's verdict and lateness
    std::string m_failure;
    std::unordered_map<std::uint32_t, std::pair<std::string, bool>> m_superseded;
    mutable std::unordered_map<std::uint32_t, std::string> m_players;
};

} // namespace deckhand::app
