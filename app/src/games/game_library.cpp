// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/game_library.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/game_pack.hpp"

#include <algorithm>
#include <cstdlib>
#include <fmt/format.h>
#include <iterator>
#include <unistd.h>

namespace deckhand::app {

namespace fs = std::filesystem;

void GameLibrary::loadFolder(const fs::path& gamesDir) {
    std::error_code ec;
    std::vector<fs::path> packs;
    for (const auto& entry : fs::directory_iterator(gamesDir, ec)) {
        const fs::path pack = entry.path() / "game.xml";
        if (entry.is_directory() && fs::exists(pack)) packs.push_back(pack);
    }
    if (ec) {
        m_loadErrors.push_back(
            {{gamesDir.string()}, i18n::trf("cannot read the games folder: {}", ec.message())});
        return;
    }
    std::sort(packs.begin(), packs.end());
    for (const auto& p : packs) {
        // A pack loaded already (one game read first, the rest when they are needed).
        if (std::any_of(m_games.begin(), m_games.end(),
                        [&](const auto& g) { return g->packFile == p.string(); }))
            continue;
        auto errors = loadPack(p.string());
        m_loadErrors.insert(m_loadErrors.end(), errors.begin(), errors.end());
    }
}

Result<PackContents> readPack(const std::string& packFile) {
    Result<PackContents> out;
    auto bytes = io::readWholeFile(packFile);
    if (!bytes.ok()) return {{}, bytes.errors};
    auto pack = io::readGamePack(bytes.value, packFile);
    if (!pack.ok()) return {{}, pack.errors};
    PackContents& c = out.value;
    c.packFile = packFile;
    c.packXml = std::move(bytes.value);
    c.game = std::move(pack.value.game);
    c.description = std::move(pack.value.description);
    c.sets = std::move(pack.value.sets);
    // Every file is read and checked before anything is used: all their errors at once.
    core::CardCatalogue check(c.game);
    for (const auto& f : pack.value.cardFiles) {
        auto read = io::readCardCsvFile(f.path, c.game);
        if (!read.ok()) {
            out.errors.insert(out.errors.end(), read.errors.begin(), read.errors.end());
            continue;
        }
        for (auto& p : read.value)
            p.sample = f.sample;
        auto duplicates = check.add(read.value);
        out.errors.insert(out.errors.end(), duplicates.begin(), duplicates.end());
        c.cardFiles.push_back({f.path, f.sample, std::move(read.value)});
    }
    for (const auto& f : pack.value.limitedListFiles) {
        auto read = io::readLimitedListFile(f.path);
        out.errors.insert(out.errors.end(), read.errors.begin(), read.errors.end());
        for (auto& v : read.value) {
            v.sample = f.sample;
            if (v.game != c.game.id)
                out.errors.push_back(
                    {v.origin, i18n::trf("this list is for game '{}', but the pack is '{}'", v.game,
                                         c.game.id)});
            auto fields = core::checkEntryFields(v, c.game);
            out.errors.insert(out.errors.end(), fields.begin(), fields.end());
            c.limitedLists.push_back(std::move(v));
        }
    }
    c.warnings = std::move(pack.value.warnings);
    for (const auto& v : c.limitedLists)
        for (const auto& unknown : core::unknownEntries(v, check))
            c.warnings.push_back({unknown.where.file.empty() ? v.origin : unknown.where,
                                  core::unknownEntryMessage(v, unknown, c.game.name)});
    return out;
}

Result<std::unique_ptr<LoadedGame>> makeLoadedGame(core::Game game, std::string packFile,
                                                   std::string description,
                                                   std::vector<core::Printing> printings,
                                                   std::vector<core::LimitedListVersion> lists,
                                                   std::vector<std::string> cardFiles) {
    Result<std::unique_ptr<LoadedGame>> out;
    auto loaded = std::make_unique<LoadedGame>(std::move(game));
    loaded->packFile = std::move(packFile);
    loaded->description = std::move(description);
    loaded->cardFiles = std::move(cardFiles);
    out.errors = loaded->catalogue.add(std::move(printings));
    for (auto& v : lists) {
        auto added = loaded->limited.add(std::move(v));
        out.errors.insert(out.errors.end(), added.begin(), added.end());
    }
    out.value = std::move(loaded);
    return out;
}

std::vector<ParseError> GameLibrary::loadPack(const std::string& packFile) {
    auto pack = readPack(packFile);
    if (!pack.ok()) return pack.errors;
    if (find(pack.value.game.id))
        return {{{packFile},
                 i18n::trf("a game with id '{}' is already installed", pack.value.game.id)}};
    std::vector<core::Printing> printings;
    std::vector<std::string> files;
    for (auto& f : pack.value.cardFiles) {
        std::move(f.printings.begin(), f.printings.end(), std::back_inserter(printings));
        files.push_back(f.path);
    }
    auto game =
        makeLoadedGame(std::move(pack.value.game), packFile, std::move(pack.value.description),
                       std::move(printings), std::move(pack.value.limitedLists), std::move(files));
    if (!game.ok()) return game.errors;
    return add(std::move(game.value));
}

std::vector<ParseError> GameLibrary::add(std::unique_ptr<LoadedGame> game) {
    if (find(game->game.id))
        return {
            {{game->packFile}, i18n::trf("a game with id '{}' is already loaded", game->game.id)}};
    m_games.push_back(std::move(game));
    std::sort(m_games.begin(), m_games.end(),
              [](const auto& a, const auto& b) { return a->game.id < b->game.id; });
    return {};
}

void GameLibrary::remove(const std::string& id) {
    std::erase_if(m_games, [&](const auto& g) { return g->game.id == id; });
}

std::vector<ParseError> GameLibrary::addCards(LoadedGame& game, const std::string& csvFile) {
    auto read = io::readCardCsvFile(csvFile, game.game);
    if (!read.ok()) return read.errors;
    auto errors = game.catalogue.add(std::move(read.value));
    if (errors.empty()) game.cardFiles.push_back(csvFile);
    return errors;
}

std::vector<ParseError> GameLibrary::addLimitedLists(const std::string& xmlFile,
                                                     std::vector<std::string>* notes) {
    auto read = io::readLimitedListFile(xmlFile);
    if (!read.ok()) return read.errors;
    std::vector<ParseError> errors;
    for (const auto& v : read.value) {
        LoadedGame* g = find(v.game);
        if (!g) {
            errors.push_back({v.origin, i18n::trf("no installed game has the id '{}'", v.game)});
            continue;
        }
        auto fields = core::checkEntryFields(v, g->game);
        errors.insert(errors.end(), fields.begin(), fields.end());
        for (const auto* existing : g->limited.versions(v.game))
            if (existing->effective == v.effective && core::sameList(existing->name, v.name) &&
                !(existing->sample && !v.sample))
                errors.push_back(
                    // TRANSLATORS: a game's id, the list's date, where it was read.
                    {v.origin, i18n::trf("a {} list effective {} is already loaded (from {})",
                                         v.game, v.effective.str(), existing->origin.str())});
    }
    if (!errors.empty()) return errors;
    for (auto& v : read.value) {
        auto added = find(v.game)->limited.add(std::move(v), notes);
        errors.insert(errors.end(), added.begin(), added.end());
    }
    return errors;
}

LoadedGame* GameLibrary::find(std::string_view id) const {
    for (const auto& g : m_games)
        if (core::iequals(g->game.id, id)) return g.get();
    return nullptr;
}

std::vector<ExamplePack> examplePacks(const fs::path& examplesDir) {
    std::vector<ExamplePack> out;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(examplesDir, ec)) {
        const fs::path file = entry.path() / "game.xml";
        if (!entry.is_directory() || !fs::exists(file)) continue;
        auto pack = io::readGamePackFile(file.string());
        if (!pack.ok()) continue;
        out.push_back({pack.value.game.id, pack.value.game.name, pack.value.description, file});
    }
    std::sort(out.begin(), out.end(),
              [](const ExamplePack& a, const ExamplePack& b) { return a.id < b.id; });
    return out;
}

fs::path resourcesDir() {
    if (const char* env = std::getenv("DECKHAND_RESOURCES"); env && *env) return env;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = exe.parent_path().parent_path() / "share" / "deckhand";
        if (fs::exists(installed / "games", ec)) return installed;
    }
    return DECKHAND_SOURCE_RESOURCES;
}

fs::path guideFile() {
    // Installed: /usr/share/deckhand beside /usr/share/doc/deckhand; the source tree: resources/
    // beside docs/.
    const fs::path resources = resourcesDir();
    for (const fs::path& candidate : {resources.parent_path() / "doc" / "deckhand" / "guide.md",
                                      resources.parent_path() / "docs" / "guide.md"}) {
        std::error_code ec;
        if (fs::is_regular_file(candidate, ec)) return candidate;
    }
    return {};
}

} // namespace deckhand::app
