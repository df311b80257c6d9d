// SPDX-License-Identifier: GPL-3.0-or-later

// Subscriptions end to end: a real HTTP server on 127.0.0.1 serves a game pack, card data and
// a Limited list; updates install them through the profile, and a broken or unreachable new
// version leaves what was installed exactly as it was.
#include "../support/http_test_server.hpp"
#include "../support/image_headers.hpp"
#include "cli_runner.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace deckhand;
using deckhand::test::HttpResponse;
using deckhand::test::HttpTestServer;
using deckhand::test::pngHeader;
using Status = app::UpdateResult::Status;
using db::SubscriptionKind;

namespace {

using test::has;
using test::Run;
using TempProfile = test::ScratchProfile;

std::string tinyPack(const std::string& extra = {}) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="tiny" name="Tiny Game">
  <fields>
    <field id="type" type="enum" required="true"><value>Unit</value><value>Spell</value></field>
  </fields>
  <cards file="cards/cards.csv"/>
  <limited-list file="limited/list.xml"/>
)" + extra +
           R"(
  <formats><format id="open"><deck-size id="size" min="1" cite="Rules"/></format></formats>
</game-pack>
)";
}

const std::string kTinyCards = "name,set,number,type\nAlpha,T1,001,Unit\nBeta,T1,002,Spell\n";
const std::string kTinyList = R"(<limited-list game="tiny" name="Tiny List" effective="2026-01-01">
  <card name="Alpha" max="1"/>
</limited-list>
)";

// The tiny game as a publisher would put it on a web server.
void publishTiny(HttpTestServer& server, const std::string& version,
                 const std::string& extra = {}) {
    server.serve("/tiny/game.xml", HttpResponse(tinyPack(extra)).etag("\"pack-" + version + "\""));
    server.serve("/tiny/cards/cards.csv", HttpResponse(kTinyCards));
    server.serve("/tiny/limited/list.xml", HttpResponse(kTinyList));
}

std::size_t printings(app::ProfileSession& session, const std::string& game) {
    auto g = session.game(game);
    return g.ok() ? g.value->catalogue.size() : 0;
}

bool hasCard(app::ProfileSession& session, const std::string& game, const std::string& name) {
    auto g = session.game(game);
    if (!g.ok()) return false;
    for (std::size_t i = 0; i < g.value->catalogue.size(); ++i)
        if (g.value->catalogue.at(i).name() == name) return true;
    return false;
}

// Short limits so the network failures take about a second.
void quick(app::Subscriptions& subs) {
    subs.limits().connectTimeout = std::chrono::milliseconds(2000);
    subs.limits().totalTimeout = std::chrono::milliseconds(8000);
    subs.limits().stallTimeout = std::chrono::seconds(1);
}

} // namespace

TEST_CASE("subscriptions: a game pack by URL installs with its card data and Limited list; then up "
          "to date") {
    HttpTestServer server;
    publishTiny(server, "1");
    TempProfile dir;
    app::ProfileSession session(dir.dir(), DECKHAND_RESOURCES_DIR);
    app::Subscriptions subs(session);
    quick(subs);

    auto added = subs.subscribe(server.url("/tiny/game.xml"), SubscriptionKind::Pack, "");
    REQUIRE(added.ok());
    CHECK(added.value.updatedAt.empty());

    auto r = subs.update(added.value);
    REQUIRE(r.status == Status::Updated);
    REQUIRE(r.changes.size() == 1);
    CHECK(has(r.changes[0], "installed the game pack Tiny Game (tiny), 2 printings"));
    CHECK(printings(session, "tiny") == 2);
    CHECK(session.game("tiny").value->limited.versions("tiny").size() == 1);
    CHECK(r.subscription.game == "tiny");
    CHECK(r.subscription.etag == "\"pack-1\"");
    CHECK_FALSE(r.subscription.updatedAt.empty());
    CHECK(server.count("/tiny/cards/cards.csv") == 1);
    CHECK(fs::exists(subs.filesDir(r.subscription) / "cards" / "cards.csv"));

    r = subs.update(server.url("/tiny/game.xml"));
    CHECK(r.status == Status::UpToDate);
    CHECK(r.changes == std::vector<std::string>{server.url("/tiny/game.xml") + ": up to date"});
    CHECK(server.requests().back().header("if-none-match") == "\"pack-1\"");
    CHECK(server.count("/tiny/cards/cards.csv") == 1); // nothing else fetched

    SECTION("a new pack that is not valid XML is refused; the installed one stays") {
        server.serve(
            "/tiny/game.xml",
            HttpResponse("<game-pack format=\"1\" id=\"tiny\"\n<broken").etag("\"pack-2\""));
        const auto backups = profileOf(session).backups().size();
        r = subs.update(server.url("/tiny/game.xml"));
        CHECK(r.status == Status::Failed);
        CHECK(r.inputError);
        CHECK(has(r.message, server.url("/tiny/game.xml") + ": not a valid game pack: " +
                                 server.url("/tiny/game.xml") + ":2:"));
        CHECK(r.subscription.lastError == r.message);
        CHECK(r.subscription.etag == "\"pack-1\"");
        CHECK(profileOf(session).backups().size() == backups); // nothing was even started
    }
    SECTION("a new pack whose card data has a bad row is refused whole") {
        server.serve("/tiny/game.xml", HttpResponse(tinyPack()).etag("\"pack-2\""));
        server.serve("/tiny/cards/cards.csv", HttpResponse(kTinyCards + "Gamma,T1,003,Trap\n"));
        r = subs.update(server.url("/tiny/game.xml"));
        CHECK(r.status == Status::Failed);
        CHECK(r.inputError);
        CHECK(has(r.message, server.url("/tiny/cards/cards.csv") +
                                 ":4:4: column 'type': unknown type 'Trap'"));
        CHECK(has(r.message, "(named by " + server.url("/tiny/game.xml") + ")"));
        CHECK(r.subscription.etag == "\"pack-1\"");
    }
    SECTION("a new pack that names a file outside its folder is refused") {
        server.serve(
            "/tiny/game.xml",
            HttpResponse(tinyPack("<cards file=\"../other/cards.csv\"/>")).etag("\"pack-2\""));
        r = subs.update(server.url("/tiny/game.xml"));
        CHECK(r.status == Status::Failed);
        CHECK(has(r.message, "not beside it"));
        // Told as the pack wrote it, not as the path it came to in the user's profile.
        CHECK(has(r.message, "names the card-data file '../other/cards.csv', which is not"));
        CHECK_FALSE(has(r.message, session.dir().string()));
        CHECK(server.count("/other/cards.csv") == 0);
    }
    SECTION("the server has gone away") {
        server.serve("/tiny/game.xml", HttpResponse("", 500));
        r = subs.update(server.url("/tiny/game.xml"));
        CHECK(r.status == Status::Failed);
        CHECK_FALSE(r.inputError);
        CHECK(r.message == server.url("/tiny/game.xml") + ": HTTP 500 Internal Server Error");
    }
    // Whatever went wrong, the installed game is as it was, and its files too.
    CHECK(printings(session, "tiny") == 2);
    CHECK(hasCard(session, "tiny", "Alpha"));
    CHECK_FALSE(hasCard(session, "tiny", "Gamma"));
    CHECK(fs::exists(subs.filesDir(r.subscription) / "game.xml"));
    CHECK_FALSE(fs::exists(subs.filesDir(r.subscription).parent_path() / "staging"));
    CHECK_FALSE(fs::exists(subs.filesDir(r.subscription).parent_path() / "previous"));

    // A good new version goes in, and clears the error.
    server.serve("/tiny/game.xml", HttpResponse(tinyPack()).etag("\"pack-3\""));
    server.serve("/tiny/cards/cards.csv", HttpResponse(kTinyCards + "Gamma,T1,003,Unit\n"));
    r = subs.update(server.url("/tiny/game.xml"));
    REQUIRE(r.status == Status::Updated);
    CHECK(printings(session, "tiny") == 3);
    CHECK(r.subscription.lastError.empty());
    CHECK(r.subscription.etag == "\"pack-3\"");
}

TEST_CASE(
    "subscriptions: card data and a Limited list; a broken new version leaves the installed one") {
    HttpTestServer server;
    const std::string date = "Wed, 01 Apr 2026 10:00:00 GMT";
    server.serve("/plu/extra.csv",
                 HttpResponse("name,set,number,rarity,type\nNova Strike,EXT,001,Rare,Attack\nNova "
                              "Guard,EXT,002,Common,Utility\n")
                     .lastModified(date));
    server.serve(
        "/plu/sept.xml",
        HttpResponse(
            R"(<limited-list game="plu" name="Limited / Immortalized List" effective="2026-09-01">
  <card name="Iron Palm" max="0"/>
</limited-list>)")
            .etag("\"l1\""));
    TempProfile dir;
    app::ProfileSession session(dir.dir(), DECKHAND_RESOURCES_DIR);
    app::Subscriptions subs(session);
    quick(subs);
    const auto bundled = printings(session, "plu");

    REQUIRE(subs.subscribe(server.url("/plu/extra.csv"), SubscriptionKind::Cards, "plu").ok());
    REQUIRE(subs.subscribe(server.url("/plu/sept.xml"), SubscriptionKind::LimitedList, "").ok());
    auto results = subs.updateAll();
    REQUIRE(results.size() == 2);
    CHECK(results[0].status == Status::Updated);
    CHECK(has(results[0].changes.at(0), "imported 2 printings into plu"));
    CHECK(results[1].status == Status::Updated);
    CHECK(has(results[1].changes.at(0), "(effective 2026-09-01): added"));
    CHECK(printings(session, "plu") == bundled + 2);
    const auto lists = session.game("plu").value->limited.versions("plu").size();

    // Unchanged: 304 from Last-Modified for one, from the ETag for the other.
    results = subs.updateAll();
    CHECK(results[0].status == Status::UpToDate);
    CHECK(results[1].status == Status::UpToDate);
    CHECK(server.requests()[server.requests().size() - 2].header("if-modified-since") == date);
    CHECK(server.requests().back().header("if-none-match") == "\"l1\"");

    // Broken new versions: a bad CSV row and a list that is not XML.
    server.serve("/plu/extra.csv",
                 HttpResponse("name,set,number,rarity,type\nNova Strike,EXT,001,Rare,Spell\n"));
    server.serve("/plu/sept.xml", HttpResponse("<limited-list game=\"plu\"").etag("\"l2\""));
    results = subs.updateAll();
    CHECK(results[0].status == Status::Failed);
    CHECK(has(results[0].message,
              server.url("/plu/extra.csv") + ":2:5: column 'type': unknown type 'Spell'"));
    CHECK(results[1].status == Status::Failed);
    CHECK(has(results[1].message,
              "not a valid Limited list: " + server.url("/plu/sept.xml") + ":1:"));
    CHECK(printings(session, "plu") == bundled + 2);
    CHECK(hasCard(session, "plu", "Nova Guard"));
    CHECK(session.game("plu").value->limited.versions("plu").size() == lists);
    for (const auto& s : subs.list())
        CHECK_FALSE(s.lastError.empty());

    // A stalled server: a clear error in about a second, nothing changed.
    server.serve(
        "/plu/extra.csv",
        HttpResponse("name,set,number,rarity,type\n").stall(std::chrono::milliseconds(8000)));
    auto r = subs.update(server.url("/plu/extra.csv"));
    CHECK(r.status == Status::Failed);
    CHECK(has(r.message, "the server stopped sending"));
    CHECK(printings(session, "plu") == bundled + 2);

    // A good new version replaces the earlier import of the same subscription.
    server.serve("/plu/extra.csv",
                 HttpResponse("name,set,number,rarity,type\nNova Strike,EXT,001,Rare,Attack\n"));
    r = subs.update(server.url("/plu/extra.csv"));
    REQUIRE(r.status == Status::Updated);
    CHECK(has(r.changes.at(0),
              "imported 1 printings into plu (replacing the 2 of its last version)"));
    CHECK_FALSE(hasCard(session, "plu", "Nova Guard"));
}

TEST_CASE("subscriptions: an update leaves exactly the card files the publisher's pack names now; "
          "the user's card edits stay") {
    HttpTestServer server;
    const std::string url = server.url("/tiny/game.xml");
    auto publish = [&](const std::string& version, const std::vector<std::string>& files) {
        std::string refs;
        for (const auto& f : files)
            refs += "<cards file=\"" + f + "\"/>\n";
        std::string pack = tinyPack();
        pack.replace(pack.find("<cards file=\"cards/cards.csv\"/>"),
                     std::string("<cards file=\"cards/cards.csv\"/>").size(), refs);
        server.serve("/tiny/game.xml", HttpResponse(pack).etag("\"pack-" + version + "\""));
    };
    server.serve("/tiny/cards/cards.csv", HttpResponse(kTinyCards));
    server.serve("/tiny/cards/t2.csv",
                 HttpResponse("name,set,number,type\nGamma,T2,001,Unit\nDelta,T2,002,Unit\n"));
    server.serve("/tiny/limited/list.xml", HttpResponse(kTinyList));
    publish("1", {"cards/cards.csv", "cards/t2.csv"});

    TempProfile dir;
    app::ProfileSession session(dir.dir(), DECKHAND_RESOURCES_DIR);
    app::Subscriptions subs(session);
    quick(subs);
    REQUIRE(subs.subscribe(url, SubscriptionKind::Pack, "").ok());
    REQUIRE(subs.update(url).status == Status::Updated);
    REQUIRE(printings(session, "tiny") == 4);
    // The user changes Alpha (a card the publisher keeps) and Gamma (one of the set withdrawn).
    auto edit = [](const std::string& set, const std::string& number, const std::string& name,
                   const std::string& was) {
        db::CardEdit e;
        e.game = "tiny";
        e.set = set;
        e.number = number;
        e.values = {{"name", name}, {"set", set}, {"number", number}, {"type", "Unit"}};
        e.base = {{"name", was}, {"set", set}, {"number", number}, {"type", "Unit"}};
        return e;
    };
    session.saveCardEdits("tiny", {edit("T1", "001", "Alpha Prime", "Alpha"),
                                   edit("T2", "001", "Gamma Prime", "Gamma")});
    auto files = [&] {
        std::vector<std::string> out;
        for (const auto& [path, count] : catalogueOf(session).cardFiles("tiny"))
            out.push_back(fs::path(path)
                              .lexically_relative(subs.filesDir(subs.list().at(0)))
                              .generic_string());
        std::sort(out.begin(), out.end());
        return out;
    };
    CHECK(files() == std::vector<std::string>{"cards/cards.csv", "cards/t2.csv"});

    // The publisher withdraws set T2: its printings go from the subscriber's game.
    publish("2", {"cards/cards.csv"});
    auto r = subs.update(url);
    REQUIRE(r.status == Status::Updated);
    CHECK(files() == std::vector<std::string>{"cards/cards.csv"});
    auto published = [&] {
        return session.publishedCards(session.game("tiny").value->game).size();
    };
    CHECK(published() == 2);
    CHECK_FALSE(hasCard(session, "tiny", "Delta"));
    CHECK(hasCard(session, "tiny", "Gamma Prime")); // the user's version of it is kept
    CHECK_FALSE(fs::exists(subs.filesDir(r.subscription) / "cards" / "t2.csv"));

    // And renames its file: the cards come from the new one only, not twice.
    server.serve("/tiny/cards/t1.csv", HttpResponse(kTinyCards));
    publish("3", {"cards/t1.csv"});
    r = subs.update(url);
    REQUIRE(r.status == Status::Updated);
    CHECK(files() == std::vector<std::string>{"cards/t1.csv"});
    CHECK(published() == 2);
    CHECK(printings(session, "tiny") == 3); // Alpha Prime, Beta and the user's Gamma Prime

    // The user's edits are theirs as before: Alpha's is in use, Gamma's is kept and reported
    // as a card the publisher no longer has.
    CHECK(session.cardEdits("tiny").size() == 2);
    CHECK(hasCard(session, "tiny", "Alpha Prime"));
    CHECK_FALSE(hasCard(session, "tiny", "Alpha"));
    const auto& conflicts = session.game("tiny").value->cardEditConflicts;
    REQUIRE(conflicts.size() == 1);
    CHECK(conflicts[0].edit.set == "T2");
    CHECK_FALSE(conflicts[0].published.has_value());
}

TEST_CASE("subscriptions: two Deckhands updating one subscription at once: the second waits for "
          "the first and finds it up to date, or stops changing nothing") {
    HttpTestServer server;
    const std::string url = server.url("/tiny/game.xml");
    publishTiny(server, "1");
    // The first update's pack arrives slowly: the second starts while it downloads.
    server.serve(
        "/tiny/game.xml",
        HttpResponse(tinyPack()).etag("\"pack-1\"").stall(std::chrono::milliseconds(1500)));
    TempProfile dir;
    app::ProfileSession first(dir.dir(), DECKHAND_RESOURCES_DIR);
    app::ProfileSession second(dir.dir(), DECKHAND_RESOURCES_DIR); // another program's, in effect
    app::Subscriptions subsFirst(first), subsSecond(second);
    quick(subsFirst);
    quick(subsSecond);
    subsFirst.limits().stallTimeout = std::chrono::seconds(5);
    REQUIRE(subsFirst.subscribe(url, SubscriptionKind::Pack, "").ok());

    app::UpdateResult one;
    std::thread running([&] { one = subsFirst.update(url); });
    for (int i = 0; i < 200 && server.count("/tiny/game.xml") == 0; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    CHECK(server.count("/tiny/game.xml") == 1); // the first is downloading

    int waited = 0;
    subsSecond.onWaiting() = [&](const db::Subscription& s) {
        CHECK(s.url == url);
        ++waited;
    };
    app::UpdateResult two;
    SECTION("the second waits, then asks the server from what the first installed") {
        two = subsSecond.update(url);
        running.join();
        CHECK(waited == 1);
        CHECK(one.status == Status::Updated);
        CHECK(two.status == Status::UpToDate);
        CHECK(server.count("/tiny/game.xml") == 2);
        CHECK(server.requests().back().header("if-none-match") == "\"pack-1\"");
    }
    SECTION("the second stops after its wait, saying why, and changes nothing") {
        subsSecond.lockWait() = std::chrono::milliseconds(300);
        two = subsSecond.update(url);
        CHECK(two.status == Status::Failed);
        CHECK_FALSE(two.inputError);
        CHECK(has(two.message, url + ": another Deckhand is updating it"));
        running.join();
        CHECK(waited == 1);
        CHECK(one.status == Status::Updated);
        CHECK(server.count("/tiny/game.xml") == 1);
        CHECK(subsSecond.list().at(0).lastError.empty()); // the first's result is the record
    }
    SECTION("one that waits for no one (the desktop app's window) stops at once") {
        subsSecond.lockWait() = std::chrono::milliseconds(0);
        two = subsSecond.update(url);
        CHECK(two.status == Status::Failed);
        CHECK(two.message == url + ": another Deckhand is updating it right now; update again "
                                   "when it has finished");
        running.join();
        CHECK(one.status == Status::Updated);
    }
    INFO(one.message);
    CHECK(printings(second, "tiny") == 2);
    CHECK(catalogueOf(second).cardFiles("tiny").size() == 1);
    CHECK_FALSE(fs::exists(subsFirst.filesDir(one.subscription).parent_path() / "staging"));
}

TEST_CASE("cli: two `subscribe`s of one URL at once: one subscribes, the other says it is "
          "subscribed already") {
    TempProfile p;
    REQUIRE(p({"subscriptions"}).code == 0); // the profile exists
    const std::string url = "http://127.0.0.1:9/tiny/game.xml";
    // The first `subscribe` has written the row but not committed it when the second looks for
    // the URL (and finds none); the second's insert then waits for the first's commit.
    db::Profile profile(p.dir());
    db::Transaction tx(profile.user());
    REQUIRE(db::SubscriptionStore(profile.user()).add(url, SubscriptionKind::Pack, ""));
    test::Run second;
    std::thread other([&] { second = p({"subscribe", "--kind", "pack", "--no-update", url}); });
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    tx.commit();
    other.join();
    INFO(second.err);
    CHECK(second.code == 2);
    CHECK(has(second.err, "already subscribed to " + url));
    CHECK_FALSE(has(second.err, "UNIQUE"));
    CHECK(db::SubscriptionStore(profile.user()).all().size() == 1);
}

TEST_CASE("subscriptions: a pack naming more files than the limit is refused before any is "
          "fetched; card data past the row limit is refused before its rows are read") {
    HttpTestServer server;
    TempProfile dir;
    app::ProfileSession session(dir.dir(), DECKHAND_RESOURCES_DIR);
    app::Subscriptions subs(session);
    quick(subs);
    const std::string url = server.url("/tiny/game.xml");
    publishTiny(server, "1");
    REQUIRE(subs.subscribe(url, SubscriptionKind::Pack, "").ok());
    std::vector<std::pair<std::size_t, std::size_t>> progress;
    subs.onProgress() = [&](const db::Subscription& s, std::size_t done, std::size_t total) {
        CHECK(s.url == url);
        progress.emplace_back(done, total);
    };
    REQUIRE(subs.update(url).status == Status::Updated);
    // Told before the first of the pack's files and after each.
    using Steps = std::vector<std::pair<std::size_t, std::size_t>>;
    CHECK(progress == Steps{{0, 2}, {1, 2}, {2, 2}});
    const auto requests = server.requests().size();

    SECTION("a pack naming one file more than the limit") {
        std::string refs;
        for (std::size_t i = 0; i < app::kMaxPackFiles; ++i)
            refs += "<cards file=\"cards/more-" + std::to_string(i) + ".csv\"/>\n";
        server.serve("/tiny/game.xml", HttpResponse(tinyPack(refs)).etag("\"pack-2\""));
        auto r = subs.update(url);
        CHECK(r.status == Status::Failed);
        CHECK(r.inputError);
        CHECK(r.message == url + ": names 5,002 files; a downloaded pack may name at most 5,000");
        CHECK(server.requests().size() == requests + 1); // the pack, and none of its files
    }
    // Rows as short as a row can be: the cap on bytes does not stop them.
    auto rows = [](std::size_t n, const std::string& set) {
        std::string csv = "name,set,number,type\n";
        for (std::size_t i = 0; i < n; ++i)
            csv += "C" + std::to_string(i) + "," + set + "," + std::to_string(i) + ",Unit\n";
        return csv;
    };
    SECTION("a card file of one row more than the limit") {
        server.serve("/tiny/game.xml", HttpResponse(tinyPack()).etag("\"pack-2\""));
        server.serve("/tiny/cards/cards.csv",
                     HttpResponse(rows(app::kMaxDownloadedRows + 1, "T9")));
        auto r = subs.update(url);
        CHECK(r.status == Status::Failed);
        CHECK(r.inputError);
        CHECK(has(r.message, server.url("/tiny/cards/cards.csv") +
                                 ": 200,001 rows, more than the 200,000 rows of card data a "
                                 "download may bring"));
    }
    SECTION("two card files of a pack that pass the limit together") {
        server.serve("/tiny/game.xml",
                     HttpResponse(tinyPack("<cards file=\"cards/more.csv\"/>")).etag("\"pack-2\""));
        // A quoted field may hold a line break and a doubled quote: still one row.
        std::string more = rows(app::kMaxDownloadedRows - 1, "T9");
        more.replace(more.find("C0,"), 3, "\"C0 \"\"the\r\nfirst\"\"\",");
        server.serve("/tiny/cards/more.csv", HttpResponse(more));
        auto r = subs.update(url);
        CHECK(r.status == Status::Failed);
        CHECK(has(r.message, server.url("/tiny/cards/more.csv") +
                                 ": 199,999 rows, which with the 2 of the pack's files before it "
                                 "pass the limit of 200,000 rows"));
    }
    SECTION("a card-data subscription of one row more than the limit") {
        const std::string cards = server.url("/plu/big.csv");
        server.serve("/plu/big.csv", HttpResponse("name,set,number,rarity,type\n" + [&] {
                         std::string body;
                         for (std::size_t i = 0; i <= app::kMaxDownloadedRows; ++i)
                             body += "N" + std::to_string(i) + ",BIG," + std::to_string(i) +
                                     ",Common,Attack\n";
                         return body;
                     }()));
        REQUIRE(subs.subscribe(cards, SubscriptionKind::Cards, "plu").ok());
        auto r = subs.update(cards);
        CHECK(r.status == Status::Failed);
        CHECK(has(r.message, cards + ": 200,001 rows, more than the 200,000 rows"));
        CHECK_FALSE(hasCard(session, "plu", "N0"));
    }
    // Nothing was changed.
    CHECK(printings(session, "tiny") == 2);
    CHECK(hasCard(session, "tiny", "Alpha"));
}

TEST_CASE("subscriptions: refused before anything is recorded") {
    TempProfile dir;
    app::ProfileSession session(dir.dir(), DECKHAND_RESOURCES_DIR);
    app::Subscriptions subs(session);
    auto r = subs.subscribe("http://192.0.2.1/game.xml", SubscriptionKind::Pack, "");
    REQUIRE_FALSE(r.ok());
    CHECK(has(r.errors.front().message, "plain http is allowed only to this computer"));
    r = subs.subscribe("https://example.org/cards.csv", SubscriptionKind::Cards, "");
    REQUIRE_FALSE(r.ok());
    CHECK(has(r.errors.front().message, "needs the game it is for (--game ID)"));
    r = subs.subscribe("https://example.org/cards.csv", SubscriptionKind::Cards, "nope");
    REQUIRE_FALSE(r.ok());
    CHECK(has(r.errors.front().message, "no installed game has the id 'nope'"));
    r = subs.subscribe("https://example.org/{set}/{colour}.png", SubscriptionKind::Images, "plu");
    REQUIRE_FALSE(r.ok());
    CHECK(has(r.errors.front().message, "unknown placeholder {colour}"));
    CHECK(subs.list().empty());
    REQUIRE(subs.subscribe("https://example.org/cards.csv", SubscriptionKind::Cards, "plu").ok());
    r = subs.subscribe("https://example.org/cards.csv", SubscriptionKind::Cards, "plu");
    REQUIRE_FALSE(r.ok());
    CHECK(has(r.errors.front().message, "already subscribed"));
}

TEST_CASE("cli: subscribe - update - subscriptions - unsubscribe") {
    HttpTestServer server;
    TempProfile p;
    const std::string url = server.url("/plu/extra.csv");
    server.serve("/plu/extra.csv",
                 HttpResponse("name,set,number,rarity,type\nNova Strike,EXT,001,Rare,Attack\n")
                     .etag("\"a\""));

    auto r = p({"subscribe", "--kind", "cards", "--game", "plu", url});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "subscribed to " + url + " (cards, plu)"));
    CHECK(has(r.out, url + ": imported 1 printings into plu"));
    CHECK(has(p({"search", "--game", "plu", "nova"}).out, "Nova Strike"));

    r = p({"update"});
    CHECK(r.code == 0);
    CHECK(has(r.out, url + ": up to date"));

    r = p({"subscriptions"});
    CHECK(r.code == 0);
    CHECK(has(r.out, url + "\n    cards, plu: installed "));

    server.serve("/plu/extra.csv",
                 HttpResponse("name,set,number,rarity,type\nNova Strike,EXT,001,Rare,Spell\n")
                     .etag("\"b\""));
    r = p({"update", url});
    CHECK(r.code == 2);
    CHECK(has(r.err,
              "error: " + url + ": not a valid card-data file: " + url + ":2:5: column 'type'"));
    CHECK(has(r.err, "Nothing was changed"));
    CHECK(has(p({"subscriptions"}).out, "failed: " + url + ": not a valid card-data file"));
    CHECK(has(p({"search", "--game", "plu", "nova"}).out, "Nova Strike"));

    server.serve("/plu/extra.csv", HttpResponse("", 404));
    r = p({"update", "--all"});
    CHECK(r.code == 3);
    CHECK(has(r.err, "error: " + url + ": HTTP 404 Not Found"));

    r = p({"subscribe", "--kind", "pack", "http://192.0.2.1/game.xml"});
    CHECK(r.code == 2);
    CHECK(has(r.err, "plain http is allowed only to this computer"));
    CHECK(p({"subscribe", "--kind", "deck", url}).code == 2);
    CHECK(p({"update", "https://example.org/never.csv"}).code == 2);

    r = p({"unsubscribe", url});
    CHECK(r.code == 0);
    CHECK(has(p({"subscriptions"}).out, "no subscriptions"));
    CHECK(
        has(p({"search", "--game", "plu", "nova"}).out, "Nova Strike")); // what it installed stays
    CHECK(p({"unsubscribe", url}).code == 2);
}

TEST_CASE("subscriptions: a card-data file's rows are told as they are installed - the game's "
          "cards are not read to install it") {
    HttpTestServer server;
    TempProfile dir;
    app::ProfileSession session(dir.dir(), DECKHAND_RESOURCES_DIR);
    app::Subscriptions subs(session);
    quick(subs);
    const std::string url = server.url("/plu/extra.csv");
    std::string csv = "name,set,number,rarity,type\n";
    for (int i = 1; i <= 2500; ++i)
        csv += "Card " + std::to_string(i) + ",EXT," + std::to_string(i) + ",Rare,Attack\n";
    server.serve("/plu/extra.csv", HttpResponse(csv).etag("\"a\""));
    REQUIRE(subs.subscribe(url, SubscriptionKind::Cards, "plu").ok());
    std::vector<std::pair<std::size_t, std::size_t>> progress;
    bool gameHeld = false; // the game's cards were read while its rows were installed
    subs.onInstalling() = [&](const db::Subscription& s, std::size_t done, std::size_t total) {
        CHECK(s.url == url);
        progress.emplace_back(done, total);
        gameHeld = gameHeld || session.loadedGame("plu");
    };
    REQUIRE(subs.update(url).status == Status::Updated);
    // Every 1,000 rows, then the last: 2,500 of 2,500.
    REQUIRE(progress.size() == 3);
    CHECK(progress[0].first == 1000);
    CHECK(progress[1].first == 2000);
    CHECK(progress.back() == std::pair<std::size_t, std::size_t>{2500, 2500});
    CHECK_FALSE(gameHeld);                         // checked and installed without the game's cards
    CHECK(printings(session, "plu") == 43 + 2500); // the 43 rows of plu's sample.csv

    // An update replacing them: told again, and the game still not read for it.
    progress.clear();
    gameHeld = false;
    session.loadedGames().remove("plu");
    server.serve("/plu/extra.csv",
                 HttpResponse(csv + "Card 2501,EXT,2501,Rare,Attack\n").etag("\"b\""));
    REQUIRE(subs.update(url).status == Status::Updated);
    REQUIRE_FALSE(progress.empty());
    CHECK(progress.back() == std::pair<std::size_t, std::size_t>{2501, 2501});
    CHECK_FALSE(gameHeld);
    CHECK(printings(session, "plu") == 43 + 2501);
}

TEST_CASE("a card-data update with a set + number twice, batches of rows apart, is refused - the "
          "earlier printing named at its line of the URL, nothing changed") {
    HttpTestServer server;
    TempProfile p;
    const std::string url = server.url("/plu/extra.csv");
    // More rows than the reader hands on in one batch before the second EXT 10001.
    auto rows = [](int n, const std::string& tail) {
        std::string csv = "name,set,number,rarity,type\n";
        for (int i = 1; i <= n; ++i)
            csv += "Card " + std::to_string(i) + ",EXT," + std::to_string(10000 + i) +
                   ",Rare,Attack\n";
        return csv + tail;
    };
    server.serve("/plu/extra.csv", HttpResponse(rows(3, "")).etag("\"a\""));
    REQUIRE(p({"subscribe", "--kind", "cards", "--game", "plu", url}).code == 0);

    server.serve("/plu/extra.csv",
                 HttpResponse(rows(8000, "Late Copy,EXT,10001,Rare,Attack\n")).etag("\"b\""));
    auto r = p({"update", url});
    CHECK(r.code == 2);
    CHECK(has(r.err, "error: " + url + ": not a valid card-data file: " + url +
                         ":8002:3: EXT 10001 is already Card 1 (EXT 10001) (from " + url +
                         ":2:3)"));
    CHECK(has(r.err, "Nothing was changed"));
    CHECK(has(p({"search", "--game", "plu", "Card 3"}).out, "Card 3"));
    CHECK(has(p({"subscriptions"}).out, "failed: " + url + ": not a valid card-data file"));
}

TEST_CASE("cli: images fetch from the pack's template, in parallel, cached after the first time") {
    HttpTestServer server;
    TempProfile p;
    const std::string png = pngHeader(1, 1, "tiny");
    publishTiny(server, "1",
                "<images url=\"" + server.url("/img/{game}/{set}/{number}.png") + "\"/>");
    server.serve("/img/tiny/T1/001.png", HttpResponse(png + "1").etag("\"i1\""));
    server.serve("/img/tiny/T1/002.png", HttpResponse(png + "2").etag("\"i2\""));

    auto r = p({"subscribe", "--kind", "pack", server.url("/tiny/game.xml")});
    REQUIRE(r.code == 0);

    r = p({"images", "fetch", "--game", "tiny", "--jobs", "2"});
    CHECK(r.code == 0);
    CHECK(has(r.out, "images for tiny: 2 fetched, 0 already cached, 0 failed, of 2"));
    CHECK(fs::exists(p.dir() / "images" / "tiny" / "T1" / "001.png"));
    CHECK(fs::exists(p.dir() / "images" / "tiny" / "T1" / "002.png"));

    const auto asked = server.requests().size();
    r = p({"images", "fetch", "--game", "tiny", "--set", "t1"});
    CHECK(has(r.out, "0 fetched, 2 already cached"));
    CHECK(server.requests().size() == asked);

    r = p({"images", "fetch", "--game", "tiny", "--refresh"});
    CHECK(has(r.out, "0 fetched, 0 already cached, 2 unchanged"));

    // A user template overrides the pack's; a missing image is reported, exit 3.
    r = p({"images", "fetch", "--game", "tiny", "--url", server.url("/other/{set}-{number}.jpg")});
    CHECK(r.code == 3);
    CHECK(has(r.out, "2 failed"));
    CHECK(has(r.err, server.url("/other/T1-001.jpg") + ": HTTP 404 Not Found"));
    CHECK_FALSE(fs::exists(p.dir() / "images" / "tiny" / "T1" / "001.jpg"));

    CHECK(p({"images", "fetch", "--game", "tiny", "--set", "NOPE"}).code == 2);
    r = p({"images", "fetch", "--game", "plu"});
    CHECK(r.code == 2);
    CHECK(has(r.err, "no image URL for set"));

    // An images subscription gives a game its template.
    r = p(
        {"subscribe", "--kind", "images", "--game", "plu", server.url("/plu/{set}/{number}.png")});
    CHECK(r.code == 0);
    CHECK(has(p({"subscriptions"}).out, "images, plu: image URL template"));
}

TEST_CASE("images fetch: a card with the user's own image is not downloaded, and the summary "
          "says so") {
    HttpTestServer server;
    TempProfile p;
    const std::string png = pngHeader(1, 1, "tiny");
    publishTiny(server, "1",
                "<images url=\"" + server.url("/img/{game}/{set}/{number}.png") + "\"/>");
    server.serve("/img/tiny/T1/001.png", HttpResponse(png + "1"));
    server.serve("/img/tiny/T1/002.png", HttpResponse(png + "2"));
    REQUIRE(p({"subscribe", "--kind", "pack", server.url("/tiny/game.xml")}).code == 0);
    // The image the user chose for Alpha in the card editor (a JPEG, so another name than the
    // download's).
    const fs::path mine = app::userCardImagePath(p.dir(), "tiny", "T1", "001", "jpg");
    fs::create_directories(mine.parent_path());
    std::ofstream(mine, std::ios::binary) << "\xff\xd8\xff mine";

    auto r = p({"images", "fetch", "--game", "tiny"});
    INFO(r.out << r.err);
    CHECK(r.code == 0);
    CHECK(has(r.out, "images for tiny: 1 fetched, 0 already cached, 0 failed, of 1; 1 card has "
                     "your own image"));
    for (const auto& req : server.requests())
        CHECK(req.path != "/img/tiny/T1/001.png");
    CHECK_FALSE(fs::exists(app::cardImagePath(p.dir(), "tiny", "T1", "001", "png")));
    CHECK(fs::exists(app::cardImagePath(p.dir(), "tiny", "T1", "002", "png")));
    CHECK(app::cardImageFile(p.dir(), "tiny", "T1", "001") == mine);

    // Through the app layer as the desktop app's Download all card images calls it, --refresh
    // too: still not asked for.
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    app::CardImageRequest request;
    request.game = "tiny";
    request.revalidate = true;
    auto report = app::fetchCardImages(session, request);
    REQUIRE(report.ok());
    CHECK(report.value.total == 1);
    CHECK(report.value.own == 1);
    for (const auto& req : server.requests())
        CHECK(req.path != "/img/tiny/T1/001.png");
}

TEST_CASE("subscriptions: the card data a pack's <card-source> names is followed as the game's, "
          "read as published (JSON) by the pack's mapping") {
    HttpTestServer server;
    const std::string pack = R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="pubtiny" name="Published Tiny">
  <fields>
    <field id="type" type="enum" required="true"><value>Unit</value><value>Spell</value></field>
  </fields>
  <import format="json" id="pub">
    <records path="data[]"/>
    <map to="name" from="title"/>
    <map to="set" from="set"/>
    <map to="number" from="no"/>
    <map to="type" from="kind"/>
  </import>
  <card-source name="Set one" url=")" +
                             server.url("/pub/set1.json") +
                             R"("/>
  <formats><format id="open"><deck-size id="size" min="1" cite="Rules"/></format></formats>
</game-pack>
)";
    server.serve("/pubtiny/game.xml", HttpResponse(pack));
    server.serve("/pub/set1.json",
                 HttpResponse(R"({"data": [{"title": "Alpha", "set": "J1", "no": 1, "kind": "Unit"},
          {"title": "Beta", "set": "J1", "no": 2, "kind": "Spell"}]})"));
    TempProfile dir;
    app::ProfileSession session(dir.dir(), DECKHAND_RESOURCES_DIR);
    app::Subscriptions subs(session);
    quick(subs);
    auto packSub = subs.subscribe(server.url("/pubtiny/game.xml"), SubscriptionKind::Pack, "");
    REQUIRE(packSub.ok());
    REQUIRE(subs.update(packSub.value).status == Status::Updated);
    CHECK(printings(session, "pubtiny") == 0);

    auto sources = subs.subscribePackSources("pubtiny");
    REQUIRE(sources.ok());
    REQUIRE(sources.value.size() == 1);
    CHECK(sources.value[0].url == server.url("/pub/set1.json"));
    CHECK(sources.value[0].kind == SubscriptionKind::Cards);
    const auto r = subs.update(sources.value[0]);
    INFO(r.message);
    REQUIRE(r.status == Status::Updated);
    CHECK(printings(session, "pubtiny") == 2);
    CHECK(hasCard(session, "pubtiny", "Beta"));
    // Followed already: nothing new.
    auto again = subs.subscribePackSources("pubtiny");
    CHECK(again.ok());
    CHECK(again.value.empty());
    // A pack that names no source says so.
    publishTiny(server, "1");
    auto tiny = subs.subscribe(server.url("/tiny/game.xml"), SubscriptionKind::Pack, "");
    REQUIRE(tiny.ok());
    REQUIRE(subs.update(tiny.value).status == Status::Updated);
    auto none = subs.subscribePackSources("tiny");
    REQUIRE_FALSE(none.ok());
    CHECK(has(none.errors.front().message, "names no source of its card data"));
}
