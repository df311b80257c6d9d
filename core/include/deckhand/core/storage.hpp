// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"

#include <chrono>
#include <string>

namespace deckhand {

/// How long a write to the profile waits for another program's write to end before it fails
/// as StorageError::Kind::Locked.
inline constexpr std::chrono::milliseconds kDefaultBusyTimeout{10000};

/// A failure of the profile's files themselves: corrupt, locked, full, read-only. The message is
/// written for the user ("the disk is full: ..."); kind() says what a front end may offer.
class StorageError : public Error {
public:
    /// The failures a front end may treat differently (offer to retry, to free space, ...).
    enum class Kind {
        Other,
        Locked,    ///< another connection or program holds the write lock
        ReadOnly,  ///< the file or the connection cannot be written
        DiskFull,  ///< no room to grow (a full disk, or the database's page limit reached)
        Damaged,   ///< not a database, or a corrupt one
        Cancelled, ///< a progress handler stopped the statement
    };

    StorageError(Kind kind, const std::string& message) : Error(message), m_kind(kind) {}
    [[nodiscard]] Kind kind() const { return m_kind; }

private:
    Kind m_kind;
};

} // namespace deckhand
