// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/card_edits.hpp"
#include "deckhand/core/card.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/limited_list.hpp"
#include "deckhand/io/game_pack.hpp"

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

/// A game ready to use: its rules, every card it knows and its Limited-list history.
struct LoadedGame {
    explicit LoadedGame(core::Game g) : game(std::move(g)), catalogue(game) {}
    LoadedGame(const LoadedGame&) = delete;
    LoadedGame& operator=(const LoadedGame&) = delete;

    core::Game game;
    core::CardCatalogue catalogue; ///< refers to `game`: a LoadedGame never moves
    core::LimitedListHistory limited;
    std::string packFile;
    std::string description;
    std::vector<std::string> cardFiles;
    /// The user's card edits that the published data has moved away from (read from a
    /// profile): shown to the user, who keeps theirs or takes the publisher's.
    std::vector<CardEditConflict> cardEditConflicts;
};

/// A game pack read from its file with the card data and Limited lists it names, all checked
/// together (a set + number in two card files, a list of another game): what installing a pack
/// writes into a profile, and what a library without a profile loads. The one way from a pack
/// file to a game.
struct PackContents {
    std::string packFile;
    std::string packXml; ///< the pack as read, byte for byte (the profile keeps it)
    core::Game game;
    std::string description;
    struct CardFile {
        std::string path;
        bool sample = false; ///< the pack marks it sample data
        std::vector<core::Printing> printings;
    };
    std::vector<CardFile> cardFiles;
    std::vector<core::LimitedListVersion> limitedLists;
    std::vector<io::PackSet> sets; ///< the pack's <sets>: names and release dates
    /// What the user should fix but that does not stop the game working: a rule without
    /// `cite`, a Limited-list entry that names no card of the game (with the closest names).
    std::vector<ParseError> warnings;
};

/// Reads `packFile` and everything it names; every error of every file, or the contents.
[[nodiscard]] Result<PackContents> readPack(const std::string& packFile);

/// A game ready to use from its parts (read from a pack, or from a profile): its printings and
/// list versions are added, the errors (duplicates) returned.
[[nodiscard]] Result<std::unique_ptr<LoadedGame>>
makeLoadedGame(core::Game game, std::string packFile, std::string description,
               std::vector<core::Printing> printings, std::vector<core::LimitedListVersion> lists,
               std::vector<std::string> cardFiles);

/// The installed games. Loading is all-or-nothing per file: a broken pack, card file or
/// Limited list changes nothing and its errors are returned with file, line and column.
class GameLibrary {
public:
    /// Loads every `<dir>/<id>/game.xml` below `gamesDir`, in id order, but for packs loaded
    /// already (from the same file). A pack that fails is left out and its errors kept in
    /// loadErrors().
    void loadFolder(const std::filesystem::path& gamesDir);
    /// Loads one pack with its card data and Limited lists (readPack), without a profile.
    std::vector<ParseError> loadPack(const std::string& packFile);
    /// Adds a game already read (a pack from a profile) with its printings and list versions.
    std::vector<ParseError> add(std::unique_ptr<LoadedGame> game);
    /// Removes a game (to load it again).
    void remove(const std::string& id);
    /// Adds a card-data CSV to a game, all or nothing (the game may be any library's).
    static std::vector<ParseError> addCards(LoadedGame& game, const std::string& csvFile);
    /// Adds the versions in a Limited-list file to the games they name, all or nothing. A version
    /// with the date of a bundled sample list replaces that list; `notes` (when given) says so.
    std::vector<ParseError> addLimitedLists(const std::string& xmlFile,
                                            std::vector<std::string>* notes = nullptr);

    [[nodiscard]] const std::vector<std::unique_ptr<LoadedGame>>& games() const { return m_games; }
    [[nodiscard]] LoadedGame* find(std::string_view id) const;
    [[nodiscard]] const std::vector<ParseError>& loadErrors() const { return m_loadErrors; }

private:
    std::vector<std::unique_ptr<LoadedGame>> m_games;
    std::vector<ParseError> m_loadErrors;
};

/// A pack of a popular game's rules shipped with Deckhand (resources/examples/<id>/game.xml):
/// never installed into a profile unless the user adds it.
struct ExamplePack {
    std::string id;
    std::string name;
    std::string description;
    std::filesystem::path file;
};

/// The example packs below `examplesDir` (resources/examples), in id order; a folder without a
/// pack that reads is left out.
[[nodiscard]] std::vector<ExamplePack> examplePacks(const std::filesystem::path& examplesDir);

/// Where the bundled resources are: $DECKHAND_RESOURCES, else `../share/deckhand` beside the
/// running program (an installed copy), else the source tree's resources/ (a development build).
[[nodiscard]] std::filesystem::path resourcesDir();
/// The user's guide (guide.md) beside the resources: /usr/share/doc/deckhand installed, docs/
/// in the source tree; empty when it is not there.
[[nodiscard]] std::filesystem::path guideFile();

} // namespace deckhand::app
