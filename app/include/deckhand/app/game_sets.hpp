// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card_edit.hpp"
#include "deckhand/core/catalogue_records.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

struct LoadedGame;
class ProfileSession;

/// A set of a game as the user sees it: its name and release date, the user's (the card
/// editor's set_edit) over the published ones (the catalogue's set_info, filled by packs).
struct GameSet {
    std::string code;
    std::string name;     ///< "" when neither the user nor the publisher named it
    std::string released; ///< YYYY-MM-DD, or ""
    bool edited = false;  ///< the name and date are the user's
    /// "T1", "T1: First Set", "T1: First Set (2026-03-01)".
    [[nodiscard]] std::string label() const;
    bool operator==(const GameSet&) const = default;
};

/// The set `code` (any case) with the user's edit of it over its published name and date; a
/// set neither names has just its code.
[[nodiscard]] GameSet layeredSet(std::string_view code, const std::vector<core::SetInfo>& published,
                                 const std::vector<core::SetEdit>& edits);

/// A game's sets as the user sees them, the one reader of set names for every view: each set
/// the game's cards are in (as the game is read, the user's card edits in it), named by
/// layeredSet; by release date (undated sets last), then code.
[[nodiscard]] std::vector<GameSet> gameSets(ProfileSession& session, const LoadedGame& game);

/// Every set of a game that has a name as the user sees it (layeredSet), whether or not the game's
/// cards are in it, by code: read from the profile alone, without reading the game's cards.
[[nodiscard]] std::vector<GameSet> namedSets(ProfileSession& session, const std::string& gameId);

/// The set of `sets` with this code (any case), or nullptr.
[[nodiscard]] const GameSet* findSet(const std::vector<GameSet>& sets, std::string_view code);

/// What a set is called where a set is shown with its cards: "First Set (T1)", or the code alone
/// when the set has no name.
[[nodiscard]] std::string setTitle(const std::vector<GameSet>& sets, std::string_view code);

} // namespace deckhand::app
