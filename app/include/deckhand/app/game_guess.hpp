// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/resolve.hpp"

#include <functional>
#include <string>
#include <vector>

namespace deckhand::app {

class GameLibrary;

/// How well one installed game knows a deck list's card names.
struct GameMatch {
    std::string id;
    std::string name;
    int known = 0;            ///< distinct card names of the list the game has a card of
    bool namedByFile = false; ///< the file names this game (a LackeyCCG plugin name)
};

/// Which installed game a deck list is for, told by the names of its cards.
struct GameGuess {
    int names = 0;                  ///< distinct card names in the list
    std::vector<GameMatch> matches; ///< every game, the one knowing most names first
    /// The game the list is for: the one knowing the most of its names, when it knows one at
    /// least and no other game knows as many (or the file names it among those that do);
    /// nullptr otherwise. A list that names no card by name (a .ydk names them by passcode)
    /// is for the one game the file names, if one does.
    [[nodiscard]] const GameMatch* best() const;
    /// How many of the list's names `id` knows (0 for a game not ranked).
    [[nodiscard]] int knownBy(const std::string& id) const;
    /// What to tell the user, as a sentence: "Powerline Ultra (plu) knows all 14 card names",
    /// "VStage (vstage) knows 12 of the 14 card names", "no installed game knows any of its 3
    /// card names", "Powerline Ultra (plu) and VStage (vstage) each know 2 of the 3 card names".
    [[nodiscard]] std::string describe() const;
};

/// The games a guess chooses among: id and name.
struct GameName {
    std::string id;
    std::string name;
};

/// For each folded name, whether the game `id` has a card of that name.
using NameLookup =
    std::function<std::vector<bool>(const std::string& id, const std::vector<std::string>& folded)>;

/// Ranks `games` by how many of the list's card names (core::cardNameKeys: a name counts when
/// any spelling resolveDeck would try is a card's) `lookup` finds. A list that names its game
/// (a LackeyCCG plugin name equal to a game's id or name) wins a tie.
[[nodiscard]] GameGuess guessGame(const core::DeckList& list, const std::vector<GameName>& games,
                                  const NameLookup& lookup);
/// The same over the loaded games of a library (their catalogues).
[[nodiscard]] GameGuess guessGame(const core::DeckList& list, const GameLibrary& library);

} // namespace deckhand::app
