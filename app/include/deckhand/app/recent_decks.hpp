// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The decks opened or saved lately (the desktop app's File > Open recent): which entries a list
// keeps and in what order. The desktop app keeps the list in the profile's gui.ini and fills
// its menu from it.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace deckhand::app {

/// A deck opened or saved lately: one saved in the profile (by game, id and the name it had
/// then) or a deck-list file (by path, with the game it was opened under).
struct RecentDeck {
    enum class Kind { Saved, File };
    Kind kind = Kind::Saved;
    std::string game;
    std::int64_t deckId = 0; ///< Saved: the deck's id in the profile
    std::string name;        ///< Saved: the deck's name when last seen
    std::string path;        ///< File: the deck list's path

    /// The same deck: the same saved deck (game and id), or the same file.
    [[nodiscard]] bool sameDeck(const RecentDeck& other) const;
};

/// How many decks the list keeps.
inline constexpr std::size_t RecentDecksKept = 8;

/// Puts `deck` first in `list` (newest first), dropping an older entry for the same deck and
/// whatever falls past `kept`.
void rememberDeck(std::vector<RecentDeck>& list, RecentDeck deck,
                  std::size_t kept = RecentDecksKept);

/// Drops every entry for the same deck as `deck`; false if there was none.
bool forgetDeck(std::vector<RecentDeck>& list, const RecentDeck& deck);

} // namespace deckhand::app
