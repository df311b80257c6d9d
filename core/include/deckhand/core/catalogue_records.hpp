// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace deckhand::core {

/// A game installed in a profile: its pack is stored whole so the profile stands alone.
struct InstalledGame {
    std::string id;
    std::string name;
    std::string packFile;
    std::string packXml;
};

/// What an import changed.
struct ImportSummary {
    int added = 0;    ///< printings now in the catalogue from this file
    int replaced = 0; ///< printings of an earlier import of the same file, removed
};

/// Told how far an import has come: printings written so far, of how many. Called from inside
/// the import's transaction (so it must not use the same database); to cancel, use
/// Database::setProgressHandler.
using ImportProgress = std::function<void(std::size_t done, std::size_t total)>;

/// What is known about a set of a game (name, release date), filled by packs and downloads.
struct SetInfo {
    std::string game;
    std::string code;
    std::string name;
    std::string released; ///< YYYY-MM-DD, or empty
};

/// One search hit.
struct SearchHit {
    std::int64_t id = 0;
    std::string name;
    std::string set;
    std::string number;
    std::string rarity;
};

/// A search: words (prefixes match, as you type) in names, optionally in rules text too, and
/// filters on any of the game's fields.
struct SearchQuery {
    std::string game;
    std::string text;
    bool inRulesText = false;
    std::vector<std::pair<std::string, std::string>> fieldEquals; ///< field id, value
    int limit = 50;
};

} // namespace deckhand::core
