// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/profile_session.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace deckhand::app {

/// The game a front end works in: which installed game is chosen, reading its cards (on a
/// thread of its own when the game is big, so a window stays usable meanwhile), and what waits
/// for it to be read (a list to open, a deck code to paste). One owner of the choice: the
/// windows ask it which game is chosen and are told when it is ready, instead of keeping ids of
/// their own. No wx: the desktop app gives it a way to run a function on the window's thread
/// (`post`), tests give it a queue of their own.
class GameChoice {
public:
    /// What the choice tells its listener, always on the owner's thread.
    enum class Event {
        Reading,    ///< the chosen game is being read on a thread: nothing of it is shown yet
        FirstCards, ///< its first cards by name are read (takeFirstCards())
        Ready,      ///< the chosen game is read: game() has it
        Failed,     ///< its cards could not be read (errors())
    };
    /// How many of a big game's cards (the first by name) are read before the whole game.
    static constexpr int kFirstCards = 200;
    /// Runs a function on the thread that owns the choice.
    using Post = std::function<void(std::function<void()>)>;
    /// An installed game as the choice lists it.
    struct Installed {
        std::string id;
        std::string name;
    };

    /// `profile` must outlive the choice. Without `post` every game is read at once, on the
    /// calling thread.
    explicit GameChoice(ProfileSession& profile, Post post = {});
    /// Waits for a read still going; its result is dropped.
    ~GameChoice();
    GameChoice(const GameChoice&) = delete;
    GameChoice& operator=(const GameChoice&) = delete;

    /// Told of every event, on the owner's thread.
    std::function<void(Event)> onEvent;

    /// The installed games, in the profile's order (read when the choice is made, and again
    /// by reloadGames()).
    [[nodiscard]] const std::vector<Installed>& games() const { return m_games; }
    void reloadGames();

    /// Chooses the game `id` ("": none). A game read already, or one of at most
    /// backgroundThreshold() printings, is read at once: Ready is told before this returns
    /// (errors come back, nothing is told). A bigger one is read on a thread: Reading is told
    /// now, FirstCards and Ready (or Failed) later through `post`. One read at a time: a game
    /// chosen while another is read is read after it.
    std::vector<ParseError> choose(const std::string& id);
    /// The chosen game's id ("" for none).
    [[nodiscard]] const std::string& id() const { return m_id; }
    /// The chosen game's name, as games() lists it.
    [[nodiscard]] std::string name() const;
    /// The chosen game once read; nullptr while it is read (and with none chosen).
    [[nodiscard]] const LoadedGame* game() const;
    /// The game being read on a thread ("" when none is).
    [[nodiscard]] const std::string& readingId() const { return m_readingId; }
    /// How many printings the game being read has.
    [[nodiscard]] int readingPrintings() const { return m_readingPrintings; }
    /// The first cards of the game being read (after FirstCards; once).
    [[nodiscard]] std::unique_ptr<LoadedGame> takeFirstCards() { return std::move(m_firstCards); }
    /// Why the last read failed (after Failed).
    [[nodiscard]] const std::vector<ParseError>& errors() const { return m_errors; }

    /// Keeps `action` until the chosen game is ready (whichever game is chosen by then):
    /// runWaiting() runs it.
    void whenReady(std::function<void()> action) { m_waiting.push_back(std::move(action)); }
    /// Runs what waits for the game, in the order it was asked; false when nothing waited.
    bool runWaiting();
    /// Forgets what waits for the game (what was asked for is not going to happen).
    void dropWaiting() { m_waiting.clear(); }
    /// Whether something waits for the game.
    [[nodiscard]] bool waiting() const { return !m_waiting.empty(); }

    /// A game with more printings than this is read on a thread (with `post`). Tests set 0 to
    /// take that path with the bundled games.
    static void setBackgroundThreshold(int printings) { s_threshold = printings; }
    [[nodiscard]] static int backgroundThreshold() { return s_threshold; }

private:
    void startReading(const std::string& id);
    void firstCardsRead(const std::string& id, Result<std::unique_ptr<LoadedGame>> first);
    void gameRead(const std::string& id, std::uint64_t dataVersion,
                  Result<std::unique_ptr<LoadedGame>> read);
    void tell(Event event) {
        if (onEvent) onEvent(event);
    }

    static inline int s_threshold = 20000;
    ProfileSession& m_profile;
    Post m_post;
    std::vector<Installed> m_games;
    std::string m_id;
    std::thread m_reader; ///< reads m_readingId's cards
    std::string m_readingId;
    int m_readingPrintings = 0;
    std::unique_ptr<LoadedGame> m_firstCards;
    std::vector<ParseError> m_errors;
    std::vector<std::function<void()>> m_waiting;
};

} // namespace deckhand::app
