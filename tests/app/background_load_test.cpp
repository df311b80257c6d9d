// SPDX-License-Identifier: GPL-3.0-or-later

// A game read on another thread (how the desktop app starts on a big catalogue): readGame()
// uses connections of its own while the session goes on, and adoptGame() takes the result
// only while it is still what the profile holds.
#include "cli_runner.hpp"
#include "deckhand/app/profile_session.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <future>
#include <thread>

using namespace deckhand;

namespace {

app::ProfileSession openSession(const test::ScratchProfile& scratch) {
    return app::ProfileSession(scratch.dir(), DECKHAND_RESOURCES_DIR);
}

} // namespace

TEST_CASE("a game read on another thread is the game the session reads", "[app][background]") {
    test::ScratchProfile scratch("bgload");
    auto session = openSession(scratch);
    REQUIRE(session.loadedGame("plu") == nullptr);
    const auto version = session.dataVersion();

    auto reading = std::async(std::launch::async,
                              [&] { return app::ProfileSession::readGame(scratch.dir(), "plu"); });
    // The session goes on meanwhile on its own connections.
    db::SearchQuery q;
    q.game = "plu";
    q.text = "a";
    const auto hits = catalogueOf(session).search(q);
    CHECK_FALSE(hits.empty());
    auto read = reading.get();
    REQUIRE(read.ok());
    REQUIRE(read.value != nullptr);
    const std::size_t cards = read.value->catalogue.size();
    const std::size_t lists = read.value->limited.versions("plu").size();

    app::LoadedGame* adopted = session.adoptGame(std::move(read.value), version);
    REQUIRE(adopted != nullptr);
    CHECK(session.loadedGame("plu") == adopted);

    // The same as reading it in place.
    test::ScratchProfile other("bgload-ref");
    auto reference = openSession(other);
    auto inPlace = reference.game("plu");
    REQUIRE(inPlace.ok());
    CHECK(cards == inPlace.value->catalogue.size());
    CHECK(lists == inPlace.value->limited.versions("plu").size());
    CHECK(cards > 0);
    // A second copy read later is not taken over the one loaded.
    auto again = app::ProfileSession::readGame(scratch.dir(), "plu");
    REQUIRE(again.ok());
    CHECK(session.adoptGame(std::move(again.value), session.dataVersion()) == adopted);
}

TEST_CASE("a game read before its data changed is dropped", "[app][background]") {
    test::ScratchProfile scratch("bgload-stale");
    auto session = openSession(scratch);
    const auto version = session.dataVersion();
    auto read = app::ProfileSession::readGame(scratch.dir(), "plu");
    REQUIRE(read.ok());
    REQUIRE(read.value != nullptr);

    // Cards imported meanwhile: what was read no longer matches the profile.
    const std::string csv =
        scratch.write("more.csv", "name,set,number,rarity,type,subtype,weight,affiliation,boss,"
                                  "text\nLate Card,ZZ,001,Rare,Fighter,,,Hero,No,Late.\n");
    auto imported = session.importCards("plu", csv);
    if (!imported.ok()) FAIL(imported.errors.front().str());
    CHECK(session.dataVersion() != version);
    CHECK(session.adoptGame(std::move(read.value), version) == nullptr);
    CHECK(session.loadedGame("plu") == nullptr);
    // Read again, it has the new card.
    auto fresh = session.game("plu");
    REQUIRE(fresh.ok());
    CHECK(fresh.value->catalogue.bySetNumber("ZZ", "001") != nullptr);
}

TEST_CASE("reading a game that is not installed, or from no profile, says so",
          "[app][background]") {
    test::ScratchProfile scratch("bgload-none");
    { auto session = openSession(scratch); }
    auto none = app::ProfileSession::readGame(scratch.dir(), "no-such-game");
    CHECK(none.ok());
    CHECK(none.value == nullptr);
    auto missing = app::ProfileSession::readGame(scratch.files() / "not-a-profile", "plu");
    CHECK_FALSE(missing.ok());
    CHECK(missing.value == nullptr);
}

TEST_CASE("a game's first cards are the whole game's first by name, the user's edits in them",
          "[app][background]") {
    test::ScratchProfile scratch("bgload-first");
    auto session = openSession(scratch);
    // The user adds a card that sorts first and deletes the published card that sorted first.
    auto whole = session.game("plu");
    REQUIRE(whole.ok());
    std::vector<const core::Printing*> byName;
    for (std::size_t i = 0; i < whole.value->catalogue.size(); ++i)
        byName.push_back(&whole.value->catalogue.at(i));
    std::stable_sort(byName.begin(), byName.end(),
                     [](const auto* a, const auto* b) { return a->foldedName < b->foldedName; });
    REQUIRE(byName.size() > 12);
    // What the browser lists with nothing searched: the user's card, then the published ones
    // by name without the deleted one (kept as text: the edits make the game be read again).
    std::vector<std::string> wanted{"MINE 1"};
    for (std::size_t i = 1; wanted.size() < 10; ++i)
        wanted.push_back(byName[i]->set() + " " + byName[i]->number());
    db::CardEdit added;
    added.game = "plu";
    added.set = "MINE";
    added.number = "1";
    added.kind = db::CardEditKind::Added;
    added.values = {{"name", "Aaron the First"}, {"set", "MINE"}, {"number", "1"}};
    db::CardEdit deleted;
    deleted.game = "plu";
    deleted.set = byName[0]->set();
    deleted.number = byName[0]->number();
    deleted.kind = db::CardEditKind::Deleted;
    session.saveCardEdits("plu", {added, deleted});

    auto first = app::ProfileSession::readFirstCards(scratch.dir(), "plu", 10);
    REQUIRE(first.ok());
    REQUIRE(first.value != nullptr);
    std::vector<std::string> got;
    for (std::size_t i = 0; i < first.value->catalogue.size(); ++i)
        got.push_back(first.value->catalogue.at(i).set() + " " +
                      first.value->catalogue.at(i).number());
    CHECK(got == wanted);
    CHECK(first.value->catalogue.at(0).name() == "Aaron the First");
    // Each published card as the whole game has it, every field.
    auto fresh = session.game("plu");
    REQUIRE(fresh.ok());
    for (std::size_t i = 1; i < first.value->catalogue.size(); ++i) {
        const core::Printing& p = first.value->catalogue.at(i);
        const core::Printing* there = fresh.value->catalogue.bySetNumber(p.set(), p.number());
        REQUIRE(there != nullptr);
        CHECK(p.values == there->values);
        CHECK(p.numbers == there->numbers);
        CHECK(p.extras == there->extras);
        CHECK(p.origin.file == there->origin.file);
        CHECK(p.origin.line == there->origin.line);
        CHECK(p.sample == there->sample);
    }
    // Asked for more than there are: all of them.
    auto all = app::ProfileSession::readFirstCards(scratch.dir(), "plu", 100000);
    REQUIRE(all.ok());
    CHECK(all.value->catalogue.size() == fresh.value->catalogue.size());
    auto none = app::ProfileSession::readFirstCards(scratch.dir(), "no-such-game", 10);
    CHECK(none.ok());
    CHECK(none.value == nullptr);
}
