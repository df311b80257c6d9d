// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/game_choice.hpp"

#include "profile/stores.hpp"

namespace deckhand::app {

GameChoice::GameChoice(ProfileSession& profile, Post post)
    : m_profile(profile), m_post(std::move(post)) {
    reloadGames();
}

GameChoice::~GameChoice() {
    if (m_reader.joinable()) m_reader.join();
}

void GameChoice::reloadGames() {
    m_games.clear();
    for (const auto& g : catalogueOf(m_profile).games())
        m_games.push_back({g.id, g.name});
}

std::string GameChoice::name() const {
    for (const auto& g : m_games)
        if (g.id == m_id) return g.name;
    return m_id;
}

const LoadedGame* GameChoice::game() const {
    return m_id.empty() ? nullptr : m_profile.loadedGame(m_id);
}

std::vector<ParseError> GameChoice::choose(const std::string& id) {
    m_id = id;
    m_errors.clear();
    if (!id.empty() && !m_profile.loadedGame(id)) {
        // The count decides and is what the window tells while the game is read: the
        // printings of its card files, as the Games tab adds them up. Every printing is written
        // by an import of a card file, which keeps its count (db::PrintingImport); counting
        // the rows was a scan of the game's index on the window's thread, 3% of its start at
        // 100,000 printings.
        int printings = 0;
        if (m_post)
            for (const auto& [path, count] : catalogueOf(m_profile).cardFiles(id))
                printings += count;
        if (printings > s_threshold) {
            if (!m_reader.joinable()) m_readingPrintings = printings;
            startReading(id);
            return {};
        }
        auto read = m_profile.game(id);
        if (!read.ok()) return read.errors;
    }
    tell(Event::Ready);
    return {};
}

void GameChoice::startReading(const std::string& id) {
    m_firstCards.reset();
    tell(Event::Reading);
    if (m_reader.joinable()) return; // one read at a time: the chosen game follows when it ends
    m_readingId = id;                // m_readingPrintings is choose()'s count
    const std::uint64_t version = m_profile.dataVersion();
    m_reader = std::thread([this, dir = m_profile.dir(), id, version] {
        // The first cards by name are there within milliseconds, the whole game after them.
        auto first = std::make_shared<Result<std::unique_ptr<LoadedGame>>>(
            ProfileSession::readFirstCards(dir, id, kFirstCards));
        m_post([this, id, first] { firstCardsRead(id, std::move(*first)); });
        auto read = std::make_shared<Result<std::unique_ptr<LoadedGame>>>(
            ProfileSession::readGame(dir, id));
        m_post([this, id, version, read] { gameRead(id, version, std::move(*read)); });
    });
}

void GameChoice::firstCardsRead(const std::string& id, Result<std::unique_ptr<LoadedGame>> first) {
    // Only while that game is still the one chosen and being read; an error is told by the
    // whole game's read, which meets it too.
    if (!first.ok() || !first.value || m_readingId != id || m_id != id || m_profile.loadedGame(id))
        return;
    m_firstCards = std::move(first.value);
    tell(Event::FirstCards);
}

void GameChoice::gameRead(const std::string& id, std::uint64_t dataVersion,
                          Result<std::unique_ptr<LoadedGame>> read) {
    if (m_reader.joinable()) m_reader.join();
    m_readingId.clear();
    m_readingPrintings = 0;
    m_firstCards.reset();
    if (!read.ok()) {
        if (m_id != id) {
            choose(m_id); // another game was chosen meanwhile: its turn
            return;
        }
        m_errors = std::move(read.errors);
        tell(Event::Failed);
        return;
    }
    // Out of date (the game's data changed meanwhile) it is dropped, and read again below.
    m_profile.adoptGame(std::move(read.value), dataVersion);
    if (m_id.empty()) return;
    if (auto errors = choose(m_id); !errors.empty()) {
        m_errors = std::move(errors);
        tell(Event::Failed);
    }
}

bool GameChoice::runWaiting() {
    if (m_waiting.empty()) return false;
    auto waiting = std::move(m_waiting);
    m_waiting.clear();
    for (auto& action : waiting)
        action();
    return true;
}

} // namespace deckhand::app
