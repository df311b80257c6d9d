// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/game.hpp"
#include "deckhand/core/limited_list.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io {

/// A card-data file a pack names.
struct PackCardFile {
    std::string path; ///< resolved against the pack's folder
    bool sample = false;
    std::string written; ///< as the pack wrote it, for messages about it
};

/// A Limited-list file a pack names.
struct PackListFile {
    std::string path; ///< resolved against the pack's folder
    bool sample = false;
    std::string written; ///< as the pack wrote it, for messages about it
};

/// A set the pack names (`<sets><set code name released/></sets>`): what the publisher calls
/// it and when it came out, for the catalogue's set_info.
struct PackSet {
    std::string code;
    std::string name;     ///< may be empty
    std::string released; ///< YYYY-MM-DD, or empty
    bool operator==(const PackSet&) const = default;
};

/// A game pack as read from its XML (docs/game-pack.md): the game and the files it names.
struct GamePack {
    core::Game game;
    std::string file; ///< the pack's own path
    std::string description;
    std::vector<PackCardFile> cardFiles;
    std::vector<PackListFile> limitedListFiles;
    std::vector<PackSet> sets; ///< in the pack's order
    /// What is wrong but does not stop the pack working (a rule without `cite`), with file,
    /// line and column: the user is told when the pack is installed.
    std::vector<ParseError> warnings;
};

/// Reads a game pack. Every problem (XML syntax, unknown element or attribute, missing or
/// bad value) is reported with file, line and column; nothing is returned half-read.
[[nodiscard]] Result<GamePack> readGamePack(std::string_view xml, const std::string& file);
[[nodiscard]] Result<GamePack> readGamePackFile(const std::string& path);

/// The pack's own words a <translation> may give in another language (labels, names,
/// descriptions, notes, message templates: docs/game-pack.md), each once, in the pack's order.
[[nodiscard]] std::vector<std::string> translatableWords(const GamePack& pack);

/// Reads a Limited-list file: one <limited-list> or a <limited-lists> of them.
[[nodiscard]] Result<std::vector<core::LimitedListVersion>>
readLimitedLists(std::string_view xml, const std::string& file);
[[nodiscard]] Result<std::vector<core::LimitedListVersion>>
readLimitedListFile(const std::string& path);

} // namespace deckhand::io
