// SPDX-License-Identifier: GPL-3.0-or-later

// Another program changing the profile a session has open (the command line importing cards
// while the desktop app is up): the session notices, and an export publishes the profile as it
// is now, never the copy the session read before.
#include "../support/files.hpp"
#include "cli_runner.hpp"
#include "deckhand/app/pack_export.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/text.hpp"

#include <catch2/catch.hpp>

using namespace deckhand;
using deckhand::test::has;
namespace fs = std::filesystem;

namespace {

// One Powerline Ultra card the bundled data does not have, as card data a user imports.
constexpr const char* kNewCard =
    "name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n"
    "Zephyr Strike,XTRA,001,Common,Attack,Basic,Light,,,2 DMG.\n";

std::string everyFileIn(const fs::path& dir) {
    std::string all;
    for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file()) all += test::readFile(e.path());
    return all;
}

} // namespace

TEST_CASE("a session notices another program's changes, not its own") {
    test::ScratchProfile p("elsewhere");
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    CHECK_FALSE(session.changedElsewhere());
    REQUIRE(session.game("plu").ok());
    session.saveCardEdits("plu", {}); // its own change
    CHECK_FALSE(session.changedElsewhere());
    REQUIRE(session.game("plu").ok()); // read again after that change, before the import

    const auto file = p.write("new.csv", kNewCard);
    const auto r = p({"import", "cards", "--game", "plu", file});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(session.changedElsewhere());
    CHECK_FALSE(session.changedElsewhere()); // told once

    // The game it holds is the one read before; forgotten, it is read again with the card.
    auto before = session.game("plu");
    REQUIRE(before.ok());
    CHECK(before.value->catalogue.byName(core::foldName("Zephyr Strike")).empty());
    session.forgetGames();
    auto after = session.game("plu");
    REQUIRE(after.ok());
    CHECK(after.value->catalogue.byName(core::foldName("Zephyr Strike")).size() == 1);
}

TEST_CASE("an export publishes the profile as it is, after another program imported cards") {
    test::ScratchProfile p("elsewhere-export");
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    REQUIRE(session.game("plu").ok()); // read before the import, as a window has it

    const auto file = p.write("new.csv", kNewCard);
    REQUIRE(p({"import", "cards", "--game", "plu", file}).code == 0);

    const fs::path out = p.file("published");
    auto done = app::exportPack(session, "plu", out);
    INFO((done.ok() ? std::string() : done.errors.front().str()));
    REQUIRE(done.ok());
    CHECK(has(everyFileIn(out), "Zephyr Strike"));
}
