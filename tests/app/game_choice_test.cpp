// SPDX-License-Identifier: GPL-3.0-or-later

// The game choice: which game a front end works in, read at once or on a thread of its own,
// and what waits for it; driven without a display, with a queue standing in for the window's
// event loop.
#include "cli_runner.hpp"
#include "deckhand/app/game_choice.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>

using namespace deckhand;
using Event = app::GameChoice::Event;

namespace {

/// What a window's event loop does for the choice: runs what the reader thread posts, on the
/// test's thread.
class Loop {
public:
    app::GameChoice::Post post() {
        return [this](std::function<void()> f) {
            {
                std::lock_guard lock(m_mutex);
                m_queue.push_back(std::move(f));
            }
            m_posted.notify_one();
        };
    }
    /// Runs posted functions until `done` holds (false after 60 s without it).
    template <class Pred> bool runUntil(Pred done) {
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (!done()) {
            std::function<void()> next;
            {
                std::unique_lock lock(m_mutex);
                if (!m_posted.wait_until(lock, until, [&] { return !m_queue.empty(); }))
                    return false;
                next = std::move(m_queue.front());
                m_queue.pop_front();
            }
            next();
        }
        return true;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_posted;
    std::deque<std::function<void()>> m_queue;
};

struct Fixture {
    test::ScratchProfile profile{"game-choice"};
    app::ProfileSession session{profile.dir(), DECKHAND_RESOURCES_DIR};
    Loop loop;
    app::GameChoice choice{session, loop.post()};
    std::vector<Event> events;

    explicit Fixture(int threshold) {
        app::GameChoice::setBackgroundThreshold(threshold);
        choice.onEvent = [this](Event e) { events.push_back(e); };
    }
    ~Fixture() { app::GameChoice::setBackgroundThreshold(20000); }
    bool ready() const { return !events.empty() && events.back() == Event::Ready; }
};

} // namespace

TEST_CASE("game choice: a small game is read at once and told ready before choose returns") {
    Fixture f(20000);
    std::vector<std::string> ids;
    for (const auto& g : f.choice.games())
        ids.push_back(g.id);
    std::sort(ids.begin(), ids.end());
    CHECK(ids == std::vector<std::string>{"bankroll", "linkframe", "plu", "power", "vstage"});
    CHECK(f.choice.game() == nullptr);

    CHECK(f.choice.choose("plu").empty());
    CHECK(f.events == std::vector<Event>{Event::Ready});
    REQUIRE(f.choice.game());
    CHECK(f.choice.game()->game.id == "plu");
    CHECK(f.choice.name() == "Powerline Ultra");
    CHECK(f.choice.readingId().empty());

    CHECK(f.choice.choose("").empty()); // none
    CHECK(f.choice.game() == nullptr);
    CHECK_FALSE(f.choice.choose("no-such-game").empty());
}

TEST_CASE("game choice: a big game is read on a thread, its first cards shown meanwhile") {
    Fixture f(0); // every game counts as big
    bool ran = false;
    // What the window says as it is told Reading ("Reading VStage's N printings…"): the
    // game's count of printings, as the Games tab adds it up from its card files.
    int printings = 0;
    for (const auto& [path, count] : f.session.cardFiles("vstage"))
        printings += count;
    REQUIRE(printings > 0);
    int toldWhenReading = -1;
    f.choice.onEvent = [&](Event e) {
        if (e == Event::Reading) toldWhenReading = f.choice.readingPrintings();
        f.events.push_back(e);
    };
    CHECK(f.choice.choose("vstage").empty());
    CHECK(f.events == std::vector<Event>{Event::Reading});
    CHECK(f.choice.game() == nullptr);
    CHECK(f.choice.readingId() == "vstage");
    CHECK(toldWhenReading == printings);
    CHECK(f.choice.readingPrintings() == printings);
    f.choice.whenReady([&] { ran = f.choice.game() != nullptr; });
    CHECK(f.choice.waiting());

    REQUIRE(f.loop.runUntil([&] { return f.ready(); }));
    CHECK(f.events == std::vector<Event>{Event::Reading, Event::FirstCards, Event::Ready});
    REQUIRE(f.choice.game());
    CHECK(f.choice.readingId().empty());
    CHECK_FALSE(ran); // the front end shows the game first, then runs what waits
    CHECK(f.choice.runWaiting());
    CHECK(ran);
    CHECK_FALSE(f.choice.runWaiting()); // once
}

TEST_CASE("game choice: the first cards are the whole game's first by name") {
    Fixture f(0);
    std::unique_ptr<app::LoadedGame> first;
    f.choice.onEvent = [&](Event e) {
        f.events.push_back(e);
        if (e == Event::FirstCards) first = f.choice.takeFirstCards();
    };
    f.choice.choose("plu");
    REQUIRE(f.loop.runUntil([&] { return f.ready(); }));
    REQUIRE(first);
    const auto& whole = f.choice.game()->catalogue;
    const std::size_t expected = std::min<std::size_t>(app::GameChoice::kFirstCards, whole.size());
    CHECK(first->catalogue.size() == expected);
}

TEST_CASE("game choice: a game chosen during a read is read after it, data changed meanwhile "
          "is read again") {
    Fixture f(0);
    f.choice.choose("vstage");
    f.choice.choose("plu"); // while vstage is read
    CHECK(f.choice.id() == "plu");
    REQUIRE(f.loop.runUntil([&] { return f.ready(); }));
    REQUIRE(f.choice.game());
    CHECK(f.choice.game()->game.id == "plu");
    CHECK(f.session.loadedGame("vstage")); // its read was kept

    // The game's data changes while it is read: the read is dropped and the game read again.
    f.events.clear();
    f.choice.choose("bankroll");
    f.session.saveCardEdits("bankroll", f.session.cardEdits("bankroll"));
    REQUIRE(f.loop.runUntil([&] { return f.ready(); }));
    CHECK(std::count(f.events.begin(), f.events.end(), Event::Reading) == 2);
    REQUIRE(f.choice.game());
    CHECK(f.choice.game()->game.id == "bankroll");
}
