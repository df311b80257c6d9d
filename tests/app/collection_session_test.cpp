// SPDX-License-Identifier: GPL-3.0-or-later

// The collection session: the cards a player owns, the wishlist and the decks the collection
// builds, driven without a display as both front ends drive it, on a real profile. Expected
// numbers are counted from the test's own rows and lists, not from Deckhand.
#include "../support/files.hpp"
#include "cli_runner.hpp"
#include "deckhand/app/collection_session.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/deck_text.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace deckhand;
using deckhand::test::has;
using deckhand::test::readFile;
namespace fs = std::filesystem;

namespace {

struct Fixture {
    test::ScratchProfile profile{"collection-session"};
    app::ProfileSession session{profile.dir(), DECKHAND_RESOURCES_DIR};
    app::CollectionSession collection{session};

    explicit Fixture(const std::string& gameId = "plu") { collection.setGame(gameId); }

    /// Every row of the game as "quantity name set number finish condition language place".
    std::vector<std::string> rows() {
        std::vector<std::string> out;
        for (const auto& i : collection.items())
            out.push_back(std::to_string(i.quantity) + " " + i.name + " " + i.set + " " + i.number +
                          " " + i.finish + " " + i.condition + " " + i.language + " " + i.location +
                          (i.trade ? " trade " + std::to_string(i.trade) : ""));
        return out;
    }
};

core::CollectionItem printing(const std::string& set, const std::string& number, int quantity) {
    core::CollectionItem item;
    item.set = set;
    item.number = number;
    item.quantity = quantity;
    return item;
}

core::CollectionItem named(const std::string& name, int quantity) {
    core::CollectionItem item;
    item.name = name;
    item.quantity = quantity;
    return item;
}

} // namespace

TEST_CASE("collection session: copies added by printing or name, merged, removed") {
    Fixture f;
    auto item = printing("pls1", "7", 3); // the case and zeros a user types
    item.location = "Binder 1";
    auto added = f.collection.add(item);
    REQUIRE(added.ok());
    CHECK(added.value.total == 3);
    CHECK(added.value.item.name == "Iron Palm");
    CHECK(added.value.message == "Added 3 x Iron Palm (PLS1 007): you now own 3 like it.");
    CHECK(f.collection.add(item).value.total == 6); // the same row grows

    // A name with two printings is refused with both; a name with one is enough.
    auto ambiguous = f.collection.add(named("Iron Palm", 1));
    REQUIRE_FALSE(ambiguous.ok());
    CHECK(has(ambiguous.errors.front().str(), "has 2 printings (PLS1 007, PLS2 001)"));
    auto jab = named("quick jab", 2);
    jab.finish = "foil";
    jab.language = "JP"; // stored as the language code it means
    REQUIRE(f.collection.add(jab).ok());
    CHECK(f.rows() == std::vector<std::string>{"6 Iron Palm PLS1 007 normal NM en Binder 1",
                                               "2 Quick Jab PLS1 008 foil NM ja "});

    CHECK_FALSE(f.collection.add(named("Quick Jab", 0)).ok());
    auto trade = named("Quick Jab", 1);
    trade.trade = 2;
    CHECK_FALSE(f.collection.add(trade).ok());

    auto tooMany = item;
    tooMany.quantity = 7;
    auto refused = f.collection.remove(tooMany);
    REQUIRE_FALSE(refused.ok());
    CHECK(has(refused.errors.front().message, "nothing was removed"));
    item.quantity = 2;
    auto removed = f.collection.remove(item);
    REQUIRE(removed.ok());
    CHECK(removed.value.total == 4);
    CHECK(f.rows().front() == "4 Iron Palm PLS1 007 normal NM en Binder 1");

    // The browser's quick add: one copy, near mint, English, unsorted.
    auto game = f.session.game("plu");
    REQUIRE(game.ok());
    const auto& doom = game.value->catalogue.byName(core::foldName("Doom Engine"));
    REQUIRE(doom.size() == 1);
    REQUIRE(f.collection.addPrinting(*doom.front()).ok());
    CHECK(f.rows().back() == "1 Doom Engine PLS1 033 normal NM en ");
    CHECK(f.collection.places() == std::vector<std::string>{"Binder 1"});
}

TEST_CASE("collection session: text that is not UTF-8 is refused with the field, nothing stored") {
    Fixture f;
    auto item = printing("PLS1", "007", 1);
    item.location = "Binder \xff";
    auto refused = f.collection.add(item);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.errors.front().message ==
          "the binder or box is not UTF-8 text (byte 8 of it is not); nothing was changed");
    item.location.clear();
    item.condition = "\xc3";
    CHECK(has(f.collection.add(item).errors.front().message, "the condition is not UTF-8"));
    core::CollectionItem details;
    details.location = "Box \xfe";
    CHECK_FALSE(f.collection.addList("2 Quick Jab\n", app::kPastedList, details).ok());
    CHECK_FALSE(f.collection.addSealed("x", 1, "\x80").ok());
    CHECK(f.collection.items().empty());
    // And so a list of the collection stays readable.
    CHECK(f.collection.csv() == "game,set,number,name,quantity,finish,condition,language,location,"
                                "trade\r\n");
}

TEST_CASE("collection session: a pasted list goes in whole, with the details, or not at all") {
    Fixture f;
    core::CollectionItem details;
    details.location = "Box A";
    details.finish = "foil";
    details.trade = 1;
    const std::string list = "// mine\n3 Quick Jab\n2 Iron Palm (PLS2) 001\n1x Doom Engine\n";
    auto added = f.collection.addList(list, app::kPastedList, details);
    REQUIRE(added.ok());
    CHECK(added.value.cards == 6);
    CHECK(added.value.rows == 3);
    CHECK(added.value.message == "Added 6 cards from the pasted list (3 lines).");
    CHECK(f.rows() == std::vector<std::string>{"3 Quick Jab PLS1 008 foil NM en Box A trade 1",
                                               "1 Doom Engine PLS1 033 foil NM en Box A trade 1",
                                               "2 Iron Palm PLS2 001 foil NM en Box A trade 1"});

    // One name the game lacks: where it is, and nothing of the list is added.
    auto refused =
        f.collection.addList("4 Quick Jab\n1 Iron Plam (PLS1) 007\n", "mine.txt", details);
    REQUIRE_FALSE(refused.ok());
    CHECK(has(refused.errors.front().str(), "mine.txt:2:"));
    CHECK(has(refused.errors.front().str(), "Iron Plam"));
    CHECK(f.rows().size() == 3);
    CHECK(f.rows()[0] == "3 Quick Jab PLS1 008 foil NM en Box A trade 1");

    CHECK(
        has(f.collection.addList("// nothing\n", app::kPastedList, details).errors.front().message,
            "names no card"));
}

TEST_CASE("collection session: a sealed product, a CSV import with its backup, an export") {
    Fixture power("power");
    auto sealed = power.collection.addSealed("us-core-pack", 1, "Shelf");
    REQUIRE(sealed.ok());
    // The rules sheet's section 1.2: the U.S. Core Pack holds 61 cards, 37 of them distinct.
    CHECK(sealed.value.cards == 61);
    CHECK(sealed.value.rows == 37);
    auto unknown = power.collection.addSealed("booster", 1, "");
    REQUIRE_FALSE(unknown.ok());
    CHECK(has(unknown.errors.front().message, "has no product 'booster' (products: us-core-pack)"));

    Fixture f;
    const std::string csv = "set,number,quantity\nPLS1,007,2\nPLS1,008,3\n";
    const auto file = f.profile.write("mine.csv", csv);
    auto done = f.collection.importCsv(file, {});
    REQUIRE(done.imported);
    CHECK(done.change.cards == 5);
    CHECK(done.change.rows == 2);
    CHECK(fs::exists(done.change.backup));
    CHECK(f.rows() == std::vector<std::string>{"2 Iron Palm PLS1 007 normal NM en ",
                                               "3 Quick Jab PLS1 008 normal NM en "});

    // A row that names no card refuses the file until the user says to skip it.
    const auto bad = f.profile.write("bad.csv", "set,number,quantity\nPLS1,033,1\nNOPE,1,1\n");
    auto refused = f.collection.importCsv(bad, {});
    CHECK_FALSE(refused.imported);
    CHECK(refused.refusedForUnmatched());
    REQUIRE(refused.unmatched.size() == 1);
    CHECK(has(refused.unmatched.front().str(), "bad.csv:3:"));
    CHECK(f.rows().size() == 2);
    auto skipped = f.collection.importCsv(bad, {true, false});
    REQUIRE(skipped.imported);
    CHECK(skipped.change.cards == 1);
    CHECK(f.rows().size() == 3);

    auto broken = f.collection.importCsv(
        f.profile.write("broken.csv", "set,number,quantity\nPLS1,007,two\n"), {});
    CHECK_FALSE(broken.imported);
    CHECK_FALSE(broken.refusedForUnmatched());
    CHECK(has(broken.errors.front().str(), "broken.csv:2:3"));

    const auto out = f.profile.file("out.csv");
    REQUIRE(f.collection.exportCsv(out).ok());
    CHECK(readFile(out) ==
          "game,set,number,name,quantity,finish,condition,language,location,trade\r\n"
          "plu,PLS1,007,Iron Palm,2,normal,NM,en,,0\r\n"
          "plu,PLS1,008,Quick Jab,3,normal,NM,en,,0\r\n"
          "plu,PLS1,033,Doom Engine,1,normal,NM,en,,0\r\n"); // RFC 4180 line ends
    CHECK_FALSE(
        f.collection.exportCsv((f.profile.files() / "no" / "such" / "x.csv").string()).ok());
}

TEST_CASE("collection session: a CSV import of many rows is written as it is read, all or "
          "nothing") {
    // More rows than a written batch, the same printings again and again (rows merge), the game
    // not read: every row is found by its set + number in the catalogue's index.
    Fixture f;
    const std::vector<std::pair<std::string, std::string>> cards = {
        {"007", "Iron Palm"}, {"008", "Quick Jab"}, {"033", "Doom Engine"}};
    std::string csv = "set,number,name,quantity,location\n";
    int copies[3] = {0, 0, 0};
    for (int i = 0; i < 1000; ++i) {
        const auto k = static_cast<std::size_t>(i % 3);
        csv += "PLS1," + cards[k].first + "," + cards[k].second + "," + std::to_string(i % 4 + 1) +
               ",Box " + std::to_string(i % 5) + "\n";
        copies[k] += i % 4 + 1;
    }
    REQUIRE_FALSE(f.session.loadedGame("plu"));
    auto done = f.collection.importCsv(f.profile.write("many.csv", csv), {});
    REQUIRE(done.imported);
    CHECK(done.change.rows == 1000);
    CHECK(done.change.cards == copies[0] + copies[1] + copies[2]);
    CHECK_FALSE(f.session.loadedGame("plu")); // the catalogue's index answered every row
    const auto owned = f.collection.ownedCards();
    CHECK(owned.at(core::foldName("Iron Palm")) == copies[0]);
    CHECK(owned.at(core::foldName("Quick Jab")) == copies[1]);
    CHECK(owned.at(core::foldName("Doom Engine")) == copies[2]);
    CHECK(f.rows().size() == 15); // three printings in five boxes
    // The copies owned of some names, without the game read, as owned() counts them.
    app::ProfileSession reading(f.profile.dir(), DECKHAND_RESOURCES_DIR);
    const auto some = reading.owned("plu", {core::foldName("Quick Jab"), core::foldName("Zzz")});
    CHECK_FALSE(reading.loadedGame("plu"));
    CHECK(some.size() == 1);
    CHECK(some.at(core::foldName("Quick Jab")) == copies[1]);

    // A bad row at the end refuses the file: nothing of the rows written before it is kept.
    auto refused =
        f.collection.importCsv(f.profile.write("late.csv", csv + "PLS1,007,Iron Palm,two,\n"), {});
    CHECK_FALSE(refused.imported);
    CHECK(has(refused.errors.front().str(), "late.csv:1002:4"));
    CHECK(f.collection.ownedCards().at(core::foldName("Iron Palm")) == copies[0]);
    // A row that takes a printing past a million copies says what the collection held before.
    auto tooMany = f.collection.importCsv(
        f.profile.write("big.csv", "set,number,quantity\nPLS1,007,999999\nPLS1,007,1\n"), {});
    REQUIRE_FALSE(tooMany.imported);
    CHECK(has(tooMany.errors.front().message,
              "PLS1 007 would come to " + std::to_string(copies[0] + 999999) + " copies (" +
                  std::to_string(copies[0]) + " in the collection, the rows above)"));
    CHECK(f.collection.ownedCards().at(core::foldName("Iron Palm")) == copies[0]);
}

TEST_CASE("collection session: a CSV import read from its file a line at a time - a late bad "
          "byte refuses it whole") {
    // The file is read as its rows are written (not held whole): a byte that is not UTF-8, or a
    // NUL, thousands of rows in is found only after the rows before it were written, and still
    // refuses the file, at its line and column, with the collection as it was.
    Fixture f;
    REQUIRE(f.collection.add(printing("PLS1", "007", 2)).ok());
    std::string csv = "\xEF\xBB\xBFsep=,\r\nset,number,name,quantity\r\n";
    for (int i = 0; i < 3000; ++i)
        csv += "PLS1,008,Quick Jab,1\r\n";
    // Lines: 1 sep=, 2 the header, 3-3002 the rows.
    auto latin1 =
        f.collection.importCsv(f.profile.write("latin1.csv", csv + "PLS1,033,Caf\xE9,1\r\n"), {});
    CHECK_FALSE(latin1.imported);
    REQUIRE(latin1.errors.size() == 1);
    CHECK(has(latin1.errors.front().str(),
              "latin1.csv:3003:13: this file is not UTF-8 text (save it as UTF-8)"));
    auto nul =
        f.collection.importCsv(f.profile.write("nul.csv", csv + std::string("PLS1,0\0"
                                                                            "33,Doom Engine,1\r\n",
                                                                            25)),
                               {});
    CHECK_FALSE(nul.imported);
    REQUIRE(nul.errors.size() == 1);
    CHECK(has(nul.errors.front().str(), "nul.csv:3003:7: a NUL byte (0x00)"));
    CHECK(f.rows() == std::vector<std::string>{"2 Iron Palm PLS1 007 normal NM en "});

    // Read whole, the same file (BOM, sep= line, CRLF) is the collection's.
    auto done = f.collection.importCsv(f.profile.write("good.csv", csv), {});
    REQUIRE(done.imported);
    CHECK(done.change.rows == 3000);
    CHECK(f.rows() == std::vector<std::string>{"2 Iron Palm PLS1 007 normal NM en ",
                                               "3000 Quick Jab PLS1 008 normal NM en "});
    // Not a file: refused naming it, nothing changed.
    auto folder = f.collection.importCsv(f.profile.files().string(), {});
    CHECK_FALSE(folder.imported);
    REQUIRE_FALSE(folder.errors.empty());
    CHECK(has(folder.errors.front().str(), "is a folder, not a file"));
    CHECK(f.rows().size() == 2);
}

TEST_CASE("collection session: the wishlist by hand and from what a deck lacks") {
    Fixture f;
    REQUIRE(f.collection.wish("doom engine", 2).ok());
    CHECK(has(f.collection.wish("No Such Card", 1).errors.front().message,
              "has no card named 'No Such Card'"));
    REQUIRE(f.collection.wishlist().size() == 1);
    CHECK(f.collection.wishlist().front().name == "Doom Engine");
    auto gone = f.collection.wish("Doom Engine", 0);
    REQUIRE(gone.ok());
    CHECK(gone.value.rows == 1);
    CHECK(f.collection.wish("Doom Engine", 0).value.rows == 0); // nothing was there
    CHECK(f.collection.wishlist().empty());

    // A deck of 3 Quick Jab and 2 Doom Engine; 1 Quick Jab owned: 2 + 2 are missing.
    REQUIRE(f.collection.add(printing("PLS1", "008", 1)).ok());
    auto game = f.session.game("plu");
    REQUIRE(game.ok());
    auto list = io::readDeckText("3 Quick Jab\n2 Doom Engine\n", "deck.txt");
    REQUIRE(list.ok());
    auto deck = core::resolveDeck(list.value, game.value->catalogue);
    REQUIRE(deck.ok());
    REQUIRE(f.collection.wish("Doom Engine", 5).ok()); // already more than missing: kept
    auto wished = f.collection.wishMissing(deck.value);
    REQUIRE(wished.ok());
    CHECK(wished.value.cards == 2);
    CHECK(wished.value.message == "Wishlist: 1 card (2 copies) the deck is short of.");
    std::vector<std::string> wishes;
    for (const auto& w : f.collection.wishlist())
        wishes.push_back(std::to_string(w.quantity) + " " + w.name);
    std::sort(wishes.begin(), wishes.end());
    CHECK(wishes == std::vector<std::string>{"2 Quick Jab", "5 Doom Engine"});
    CHECK(f.collection.wishMissing(deck.value).value.cards == 0); // asked twice: nothing new
}

TEST_CASE("collection session: without a game every change is refused and reading covers all") {
    Fixture f;
    REQUIRE(f.collection.add(printing("PLS1", "007", 1)).ok());
    app::CollectionSession none(f.session);
    CHECK(none.game() == nullptr);
    CHECK(none.add(printing("PLS1", "007", 1)).errors.front().message == "No game chosen.");
    CHECK(none.items().size() == 1); // every game's rows
    app::CollectionSession other(f.session);
    other.setGame("vstage");
    CHECK(other.items().empty());
}

TEST_CASE("collection CLI: add-list from a file, wish-missing of a saved deck") {
    test::ScratchProfile p("collection-cli");
    const auto list = p.write("owned.txt", "3 Quick Jab\n2 Doom Engine\n");
    auto r = p({"collection", "add-list", "--game", "plu", "--location", "Box A", list});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "added 5 cards from " + list + " (2 lines)"));
    CHECK(has(p({"collection", "list", "--game", "plu"}).out, "5 cards in 2 rows"));

    const auto bad = p.write("bad.txt", "1 Quick Jab\n1 Iron Plam\n");
    r = p({"collection", "add-list", "--game", "plu", bad});
    CHECK(r.code == 2);
    CHECK(has(r.err, bad + ":2:"));
    CHECK(has(r.err, "Nothing was added."));
    CHECK(has(p({"collection", "list", "--game", "plu"}).out, "5 cards in 2 rows"));
    r = p({"collection", "add", "--game", "plu", "--location", "Box \xff", "Quick", "Jab"});
    CHECK(r.code == 2);
    CHECK(has(r.err, "error: the binder or box is not UTF-8 text"));

    // A deck of 4 Quick Jab and 1 Iron Palm (PLS1 007): 1 Quick Jab and 1 Iron Palm missing.
    const auto deck = p.write("deck.txt", "// Jabs\n4 Quick Jab\n1 Iron Palm (PLS1) 007\n");
    REQUIRE(p({"deck", "save", "--game", "plu", deck}).code == 0);
    r = p({"collection", "wish-missing", "Jabs"});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "Wishlist: 2 cards (2 copies) the deck is short of."));
    const auto wishlist = p({"collection", "wishlist"}).out;
    CHECK(has(wishlist, "   1  plu        Quick Jab"));
    CHECK(has(wishlist, "   1  plu        Iron Palm"));
    CHECK(p({"collection", "wish-missing", "No such deck"}).code == 2);
}
