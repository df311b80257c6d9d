// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace deckhand::core {

/// A deck line as stored: names and printings as written, resolved against the catalogue
/// when loaded, so a deck survives the catalogue being rebuilt.
struct StoredEntry {
    std::string section;
    int quantity = 0;
    std::string name;
    std::string set;
    std::string number;

    bool operator==(const StoredEntry&) const = default;
};

/// One saved version of a deck.
struct DeckVersion {
    std::int64_t id = 0;
    int number = 0; ///< 1, 2, 3 ... per deck
    std::string savedAt;
    std::string name;
    std::string notes;
    std::vector<StoredEntry> entries;
    std::string format; ///< the format it was saved under
};

/// A deck and what is known about it.
struct DeckRecord {
    std::int64_t id = 0;
    std::string game;
    std::string format;
    std::string name;
    std::string notes;
    std::vector<std::string> tags;
    bool built = false;
    std::string createdAt;
    std::string updatedAt;
    int versions = 0;
};

/// What a save did.
struct SaveResult {
    std::int64_t deckId = 0;
    int version = 0;
    bool created = false; ///< a new deck
    bool changed = false; ///< false: identical to the latest version, nothing written
};

/// A deck to save: where it goes and what it holds.
struct DeckToSave {
    std::string game;
    std::string format;
    std::string name;
    std::string notes;
    /// Replaces the deck's tags when given; nullopt keeps them.
    std::optional<std::vector<std::string>> tags;
    std::vector<StoredEntry> entries;
};

} // namespace deckhand::core
