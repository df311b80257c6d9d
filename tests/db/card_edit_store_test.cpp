// SPDX-License-Identifier: GPL-3.0-or-later

// The user's card edits (CardEditStore) on a real profile: kept in user.sqlite, keyed by set
// and number in any case, replaced in place, all or nothing.
#include "db_test_support.hpp"
#include "deckhand/db/card_edit_store.hpp"
#include "deckhand/db/profile.hpp"
#include "deckhand/db/set_edit_store.hpp"

#include <catch2/catch.hpp>

using namespace deckhand;
using namespace deckhand::db;
using deckhand::test::TempDir;

namespace {

CardEdit changed(const std::string& set, const std::string& number, const std::string& text) {
    CardEdit e;
    e.game = "plu";
    e.set = set;
    e.number = number;
    e.kind = CardEditKind::Changed;
    e.values = {{"name", "Iron Palm"}, {"set", set}, {"number", number}, {"text", text}};
    e.base = {{"name", "Iron Palm"}, {"set", set}, {"number", number}, {"text", "Deal 2."}};
    return e;
}

} // namespace

TEST_CASE("card edits: kept in the user's file - read back after reopening") {
    TempDir dir;
    {
        Profile profile(dir.path());
        CardEditStore store(profile.user());
        store.put(changed("PLS1", "007", "Deal 3 \"damage\".\nDraw a card."));
        CardEdit added;
        added.game = "plu";
        added.set = "MINE";
        added.number = "1";
        added.kind = CardEditKind::Added;
        added.values = {{"name", "Café Brawler"}, {"set", "MINE"}, {"number", "1"}};
        store.put(added);
    }
    Profile profile(dir.path());
    CardEditStore store(profile.user());
    const auto edits = store.list("plu");
    REQUIRE(edits.size() == 2);
    CHECK(edits[0].kind == CardEditKind::Changed);
    CHECK(edits[0].values.at("text") == "Deal 3 \"damage\".\nDraw a card.");
    CHECK(edits[0].base.at("text") == "Deal 2.");
    CHECK_FALSE(edits[0].editedAt.empty());
    CHECK(edits[1].kind == CardEditKind::Added);
    CHECK(edits[1].values.at("name") == "Café Brawler");
    CHECK(edits[1].base.empty());
    CHECK(store.list("vstage").empty());
}

TEST_CASE("card edits: one per card whatever the case of its set - replaced in place") {
    TempDir dir;
    Profile profile(dir.path());
    CardEditStore store(profile.user());
    store.put(changed("PLS1", "007", "first"));
    store.put(changed("PLS1", "008", "other"));
    store.put(changed("pls1", "007", "second"));
    const auto edits = store.list("plu");
    REQUIRE(edits.size() == 2);
    CHECK(edits[0].values.at("text") == "second"); // kept its place, first
    CHECK(store.find("plu", "Pls1", "007")->values.at("text") == "second");
    CHECK(store.remove("plu", "PLS1", "007"));
    CHECK_FALSE(store.remove("plu", "PLS1", "007"));
    CHECK_FALSE(store.find("plu", "PLS1", "007"));
}

TEST_CASE("card edits: replacing a game's edits keeps those unchanged - removes the rest") {
    TempDir dir;
    Profile profile(dir.path());
    CardEditStore store(profile.user());
    auto a = changed("PLS1", "007", "a");
    a.editedAt = "2026-01-01T00:00:00Z";
    store.put(a);
    store.put(changed("PLS1", "008", "b"));
    store.put(changed("PLS1", "009", "c"));
    auto edits = store.list("plu");
    store.replaceAll("plu", {edits[0], changed("PLS1", "009", "c2")});
    const auto after = store.list("plu");
    REQUIRE(after.size() == 2);
    CHECK(after[0].editedAt == "2026-01-01T00:00:00Z"); // unchanged: its time stays
    CHECK(after[1].number == "009");
    CHECK(after[1].values.at("text") == "c2");
}

TEST_CASE("card edits: a stored object that is not one reads as no values - the game still loads") {
    TempDir dir;
    Profile profile(dir.path());
    CardEditStore store(profile.user());
    store.put(changed("PLS1", "007", "a"));
    profile.user().exec("UPDATE card_edit SET card = 'not json', base = '[1,2]'");
    const auto edits = store.list("plu");
    REQUIRE(edits.size() == 1);
    CHECK(edits[0].values.empty());
    CHECK(edits[0].base.empty());
}

TEST_CASE("set edits: a game's set names and dates kept in the user's file - replaced in one go, "
          "case ignored, an unchanged one keeps its time") {
    TempDir dir;
    {
        Profile profile(dir.path());
        SetEditStore store(profile.user());
        store.replaceAll("plu", {{"plu", "PLS1", "First Bell", "2025-11-01", ""},
                                 {"plu", "MINE", "Home Brew", "", ""}});
        store.replaceAll("vstage", {{"vstage", "VS00", "Starter", "", ""}});
    }
    Profile profile(dir.path());
    SetEditStore store(profile.user());
    auto plu = store.list("plu");
    REQUIRE(plu.size() == 2);
    CHECK(plu[0].code == "PLS1");
    CHECK(plu[0].name == "First Bell");
    CHECK(plu[0].released == "2025-11-01");
    CHECK_FALSE(plu[0].editedAt.empty());
    CHECK(plu[1].name == "Home Brew");
    const std::string firstMade = plu[1].editedAt;

    // The same set in another case is the same set: renamed in place, MINE untouched.
    store.replaceAll("plu", {{"plu", "pls1", "First Bell (revised)", "", ""},
                             {"plu", "MINE", "Home Brew", "", ""}});
    plu = store.list("plu");
    REQUIRE(plu.size() == 2);
    CHECK(plu[0].code == "pls1");
    CHECK(plu[0].name == "First Bell (revised)");
    CHECK(plu[0].released.empty());
    CHECK(plu[1].editedAt == firstMade);

    store.replaceAll("plu", {});
    CHECK(store.list("plu").empty());
    CHECK(store.list("vstage").size() == 1); // another game's are its own
}
