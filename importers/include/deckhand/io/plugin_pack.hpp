// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"

#include <string>
#include <vector>

namespace deckhand::io {

/// A game pack (game.xml, docs/game-pack.md) written from another program's plugin, with what
/// had to be guessed: what `deckhand-cli pack from-octgn` and `pack from-lackey` write.
struct PluginPack {
    std::string id;   ///< the game id chosen, from the plugin's name
    std::string name; ///< the game's name as the plugin gives it
    std::string xml;  ///< the pack, read back by readGamePack before it is returned
    /// One line per guess: what the plugin did not say and the pack had to choose.
    std::vector<std::string> guesses;
    /// The plugin's card-data files (what `import cards --game ID DIR` reads).
    std::vector<std::string> cardFiles;
};

/// What the user chose instead of the guesses: empty keeps the guess.
struct PluginPackOptions {
    std::string id;
    std::string name;
};

/// A pack from an OCTGN game folder (the folder holding definition.xml, or one above it:
/// GameDatabase/, o8g/): a field per <card><property> (type Integer an integer field when every
/// value in the game's sets is a whole number, else text), a section per <deck>/<sharedDeck>
/// <section>, one format. Errors name the file, line and column.
[[nodiscard]] Result<PluginPack> packFromOctgn(const std::string& dir,
                                               const PluginPackOptions& options = {});

/// A pack from a LackeyCCG plugin folder (plugininfo.txt and sets/*.txt card data): a field per
/// card-data column besides Name, Set, Rarity, Text and ImageFile (integer when every value is a
/// whole number), a section per <deckzone>, one format.
[[nodiscard]] Result<PluginPack> packFromLackey(const std::string& dir,
                                                const PluginPackOptions& options = {});

} // namespace deckhand::io
