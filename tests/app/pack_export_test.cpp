// SPDX-License-Identifier: GPL-3.0-or-later

// Publishing a game: `pack export` writes an installed game (its pack, card data with what the
// user imported, every Limited-list version) as a folder; read back, or served over HTTP on
// 127.0.0.1 and subscribed to, it is the same game, compared here field by field. A second
// export rewrites only the files whose bytes changed.
#include "../support/http_test_server.hpp"
#include "cli_runner.hpp"
#include "deckhand/app/card_editor.hpp"
#include "deckhand/app/game_sets.hpp"
#include "deckhand/app/pack_export.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/game_pack.hpp"
#include "deckhand/io/pack_writer.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;
using namespace deckhand;
using deckhand::test::HttpResponse;
using deckhand::test::HttpTestServer;
using Status = app::UpdateResult::Status;

namespace {

using test::has;
using test::ScratchProfile;

const std::string kPack = R"(<?xml version="1.0" encoding="UTF-8"?>
<!-- A made-up game with a field of every type, sample data and two Limited lists. -->
<game-pack format="1" id="pubtest" name="Publish Test" publisher="Nobody &amp; Co">
  <description>Cards typed in by a community.</description>
  <fields kind="type">
    <field id="type" label="Type" type="enum" required="true">
      <value>Unit</value><value aliases="Magic">Spell</value>
    </field>
    <field id="cost" label="Cost" type="integer"/>
    <field id="link" label="Link" type="symbols"><value aliases="S">Σ</value><value aliases="O">Ω</value></field>
    <field id="flavour" label="Flavour" type="text"/>
  </fields>
  <rarities><rarity aliases="C">Common</rarity><rarity aliases="R">Rare</rarity></rarities>
  <identity by="name"/>
  <cards file="cards/core.csv"/>
  <cards file="cards/promo.csv" sample="true"/>
  <limited-list file="limited/old.xml" sample="true"/>
  <limited-list file="limited/may.xml"/>
  <formats>
    <format id="open" name="Open">
      <deck-size id="size" min="3" cite="Rules"/>
      <copy-limit id="copies" max="3" identity="name" cite="Rules"/>
      <limited-list id="list" cite="Rules"/>
    </format>
  </formats>
</game-pack>
)";

const std::string kCore = "name,set,number,rarity,type,cost,link,text,flavour,artist\n"
                          "Iron Palm,CORE,001,C,Unit,2,SO,\"Deals 2.\nThen \"\"draw\"\".\",,Ann\n"
                          "\"Doom, Engine\",CORE,002,R,magic,,Σ,,It hums.,\n"
                          "Old Rod,CORE,003,Rare,Unit,01,,,,Bob\n";
const std::string kPromo = "name,set,number,rarity,type,link\nOld Rod,PR,P-1/5,Rare,Unit,O\n";
const std::string kOld = R"(<limited-list game="pubtest" effective="2026-01-01">
  <card name="Old Rod" max="2"/>
</limited-list>
)";
const std::string kMay =
    R"(<limited-list game="pubtest" name="Banned list" effective="2026-05-01" label="May 2026">
  <card name="Doom, Engine" max="0"/>
  <card name="Iron Palm" cost="2" max="1"/>
</limited-list>
)";
const std::string kExtra =
    "name,set,number,rarity,type,cost\nKettle Knight,EX 1,7/8,Common,Unit,3\n";

void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

std::string read(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The made-up game installed into `p`, with a card file the user imported besides the pack's.
void installGame(const ScratchProfile& p) {
    const fs::path pack = p.files() / "pubtest";
    write(pack / "game.xml", kPack);
    write(pack / "cards/core.csv", kCore);
    write(pack / "cards/promo.csv", kPromo);
    write(pack / "limited/old.xml", kOld);
    write(pack / "limited/may.xml", kMay);
    REQUIRE(p({"import", "pack", (pack / "game.xml").string()}).code == 0);
    REQUIRE(p({"import", "cards", "--game", "pubtest", p.write("extra.csv", kExtra)}).code == 0);
}

// Two games are the same to a user: rules, cards with every field, printings in card-data
// order per name, Limited-list versions. Compared without the writer's help.
void requireSameGame(const app::LoadedGame& a, const app::LoadedGame& b) {
    const core::Game& ga = a.game;
    const core::Game& gb = b.game;
    CHECK(ga.id == gb.id);
    CHECK(ga.name == gb.name);
    CHECK(ga.publisher == gb.publisher);
    CHECK(a.description == b.description);
    CHECK(ga.kindField == gb.kindField);
    CHECK(ga.rarities == gb.rarities);
    CHECK(ga.identities == gb.identities);
    REQUIRE(ga.fields.size() == gb.fields.size());
    for (std::size_t i = 0; i < ga.fields.size(); ++i) {
        CHECK(ga.fields[i].id == gb.fields[i].id);
        CHECK(ga.fields[i].label == gb.fields[i].label);
        CHECK(ga.fields[i].type == gb.fields[i].type);
        CHECK(ga.fields[i].required == gb.fields[i].required);
        CHECK(ga.fields[i].values == gb.fields[i].values);
        CHECK(ga.fields[i].aliases == gb.fields[i].aliases);
    }
    REQUIRE(ga.formats.size() == gb.formats.size());
    for (std::size_t i = 0; i < ga.formats.size(); ++i) {
        CHECK(ga.formats[i].id == gb.formats[i].id);
        CHECK(ga.formats[i].name == gb.formats[i].name);
        CHECK(ga.formats[i].deckSize.size() == gb.formats[i].deckSize.size());
        CHECK(ga.formats[i].copyLimits.size() == gb.formats[i].copyLimits.size());
        CHECK(ga.formats[i].description == gb.formats[i].description);
        CHECK(ga.formats[i].counts.size() == gb.formats[i].counts.size());
        CHECK(ga.formats[i].limited.size() == gb.formats[i].limited.size());
    }
    REQUIRE(a.catalogue.size() == b.catalogue.size());
    for (std::size_t i = 0; i < a.catalogue.size(); ++i) {
        const core::Printing& p = a.catalogue.at(i);
        INFO(p.label());
        const core::Printing* q = b.catalogue.bySetNumber(p.set(), p.number());
        REQUIRE(q);
        CHECK(p.values == q->values);
        CHECK(p.numbers == q->numbers);
        CHECK(p.extras == q->extras);
        CHECK(p.sample == q->sample);
        CHECK(p.identity == q->identity);
    }
    for (const auto& name : a.catalogue.names()) {
        auto order = [&](const app::LoadedGame& g) {
            std::vector<std::string> out;
            for (const auto* p : g.catalogue.byName(core::foldName(name)))
                out.push_back(p->set() + " " + p->number());
            return out;
        };
        CHECK(order(a) == order(b));
    }
    const auto va = a.limited.versions(ga.id);
    const auto vb = b.limited.versions(gb.id);
    REQUIRE(va.size() == vb.size());
    for (std::size_t i = 0; i < va.size(); ++i) {
        INFO(va[i]->name << " " << va[i]->effective.str());
        CHECK(va[i]->name == vb[i]->name);
        CHECK(va[i]->label == vb[i]->label);
        CHECK(va[i]->effective == vb[i]->effective);
        CHECK(va[i]->maxCopies == vb[i]->maxCopies);
        CHECK(va[i]->spelling == vb[i]->spelling);
        CHECK(va[i]->sample == vb[i]->sample);
    }
}

// The game as the app reads it back from the profile in `dir`.
const app::LoadedGame& fromProfile(app::ProfileSession& session) {
    auto g = session.game("pubtest");
    REQUIRE(g.ok());
    return *g.value;
}

// The export folder as a static file server has it: every file, its ETag from its mtime and
// size as nginx makes them, so a file rewritten with the same bytes would still look changed.
void serveFolder(HttpTestServer& server, const fs::path& dir) {
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
        if (!e.is_regular_file()) continue;
        const auto mtime = fs::last_write_time(e.path()).time_since_epoch().count();
        server.serve(
            "/pub/" + e.path().lexically_relative(dir).generic_string(),
            HttpResponse(read(e.path())).etag(fmt::format("\"{:x}-{:x}\"", mtime, e.file_size())));
    }
}

std::map<std::string, fs::file_time_type> mtimes(const fs::path& dir) {
    std::map<std::string, fs::file_time_type> out;
    for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file())
            out[e.path().lexically_relative(dir).generic_string()] = fs::last_write_time(e.path());
    return out;
}

// Every file of the export an hour older, so a rewrite shows in its mtime.
void age(const fs::path& dir) {
    for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file())
            fs::last_write_time(e.path(), fs::last_write_time(e.path()) - std::chrono::hours(1));
}

std::size_t requestsFor(const HttpTestServer& server, const std::string& path,
                        bool conditional = false) {
    std::size_t n = 0;
    for (const auto& r : server.requests())
        if (r.path == path && (!conditional || !r.header("if-none-match").empty())) ++n;
    return n;
}

} // namespace

TEST_CASE("pack export: the folder read back as a pack is the game the profile has") {
    ScratchProfile p("export");
    installGame(p);
    const fs::path out = p.files() / "published";
    auto r = p({"pack", "export", "pubtest", out.string()});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "wrote     game.xml"));
    CHECK(has(r.out, "wrote     cards/core.csv"));
    CHECK(has(r.out, "wrote     cards/sample/pr.csv"));
    CHECK(has(r.out, "wrote     cards/ex-1.csv"));
    CHECK(has(r.out, "wrote     limited/2026-01-01.xml"));
    CHECK(has(r.out, "wrote     limited/2026-05-01-banned-list.xml"));
    CHECK(has(r.out, "5 printings, 2 Limited-list versions"));
    CHECK(has(r.out, "6 files written, 0 unchanged, 0 removed"));

    auto read = app::readPack((out / "game.xml").string());
    INFO((read.errors.empty() ? std::string() : read.errors.front().str()));
    REQUIRE(read.ok());
    std::vector<core::Printing> printings;
    std::vector<std::string> files;
    for (auto& f : read.value.cardFiles) {
        files.push_back(f.path);
        for (auto& pr : f.printings)
            printings.push_back(std::move(pr));
    }
    auto copy = app::makeLoadedGame(std::move(read.value.game), (out / "game.xml").string(),
                                    read.value.description, std::move(printings),
                                    std::move(read.value.limitedLists), files);
    REQUIRE(copy.ok());
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    requireSameGame(fromProfile(session), *copy.value);

    // Imported into another profile by hand (`import pack DIR`), it is the same game again.
    ScratchProfile other("export-import");
    REQUIRE(other({"import", "pack", out.string()}).code == 0);
    app::ProfileSession otherSession(other.dir(), DECKHAND_RESOURCES_DIR);
    requireSameGame(fromProfile(session), fromProfile(otherSession));
}

TEST_CASE("pack export: subscribed to over HTTP it is the same game; a re-export after an edit "
          "rewrites only what changed and the subscriber's update fetches it") {
    ScratchProfile p("export-sub");
    installGame(p);
    const fs::path out = p.files() / "published";
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        auto first = app::exportPack(session, "pubtest", out);
        REQUIRE(first.ok());
        CHECK(first.value.written.size() == 6);
    }
    age(out);
    const auto before = mtimes(out);
    HttpTestServer server;
    serveFolder(server, out);
    ScratchProfile follower("export-follower");
    app::ProfileSession fsession(follower.dir(), DECKHAND_RESOURCES_DIR);
    app::Subscriptions subs(fsession);
    const std::string url = server.url("/pub/game.xml");
    REQUIRE(subs.subscribe(url, db::SubscriptionKind::Pack, "").ok());
    auto u = subs.update(url);
    INFO(u.message);
    REQUIRE(u.status == Status::Updated);
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        requireSameGame(fromProfile(session), fromProfile(fsession));
    }

    // Exported again unchanged: the same bytes, nothing rewritten, and the follower is up to
    // date by a conditional request for game.xml alone.
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        auto again = app::exportPack(session, "pubtest", out);
        REQUIRE(again.ok());
        CHECK(again.value.written.empty());
        CHECK(again.value.unchanged.size() == 6);
        CHECK(again.value.removed.empty());
    }
    CHECK(mtimes(out) == before);
    serveFolder(server, out);
    const std::size_t coreFetched = requestsFor(server, "/pub/cards/core.csv");
    u = subs.update(url);
    CHECK(u.status == Status::UpToDate);
    CHECK(requestsFor(server, "/pub/game.xml", true) == 1);
    CHECK(requestsFor(server, "/pub/cards/core.csv") == coreFetched);

    // The user's imported cards change (a card added) and a Limited list comes: those files
    // and game.xml are written; the pack's own card data is not.
    const std::string more = kExtra + "Copper Kettle,EX 1,9,Rare,Spell,\n";
    REQUIRE(p({"import", "cards", "--game", "pubtest", p.write("extra.csv", more)}).code == 0);
    REQUIRE(p({"lists", "import",
               p.write("june.xml",
                       R"(<limited-list game="pubtest" name="Banned list" effective="2026-06-01">
  <card name="Old Rod" max="0"/>
</limited-list>
)")})
                .code == 0);
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        auto edited = app::exportPack(session, "pubtest", out);
        REQUIRE(edited.ok());
        CHECK(edited.value.written ==
              std::vector<std::string>{"cards/ex-1.csv", "game.xml",
                                       "limited/2026-06-01-banned-list.xml"});
        CHECK(edited.value.unchanged ==
              std::vector<std::string>{"cards/core.csv", "cards/sample/pr.csv",
                                       "limited/2026-01-01.xml",
                                       "limited/2026-05-01-banned-list.xml"});
    }
    const auto after = mtimes(out);
    for (const auto& f : {"cards/core.csv", "cards/sample/pr.csv", "limited/2026-01-01.xml"})
        CHECK(after.at(f) == before.at(f));
    CHECK(after.at("cards/ex-1.csv") != before.at("cards/ex-1.csv"));
    CHECK(after.at("game.xml") != before.at("game.xml"));

    serveFolder(server, out);
    u = subs.update(url);
    INFO(u.message);
    REQUIRE(u.status == Status::Updated);
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        requireSameGame(fromProfile(session), fromProfile(fsession));
    }
    CHECK(fromProfile(fsession).catalogue.bySetNumber("EX 1", "9"));
    // game.xml changed, so the files it names were asked for again, each with the ETag the
    // follower got last time: the unchanged ones (the same mtime, so the same ETag) answer 304
    // and are kept; the changed one comes anew.
    const auto etagOf = [&](const std::string& file) {
        return fmt::format("\"{:x}-{:x}\"",
                           fs::last_write_time(out / file).time_since_epoch().count(),
                           fs::file_size(out / file));
    };
    std::map<std::string, std::string> asked;
    for (const auto& req : server.requests())
        if (!req.header("if-none-match").empty()) asked[req.path] = req.header("if-none-match");
    CHECK(asked["/pub/cards/core.csv"] == etagOf("cards/core.csv"));
    CHECK(asked["/pub/limited/2026-01-01.xml"] == etagOf("limited/2026-01-01.xml"));
    CHECK_FALSE(asked["/pub/cards/ex-1.csv"].empty());
    CHECK(asked["/pub/cards/ex-1.csv"] != etagOf("cards/ex-1.csv"));
    CHECK(asked.count("/pub/limited/2026-06-01-banned-list.xml") == 0); // new: nothing to send
}

TEST_CASE("pack export: a file the game no longer has is removed; files no export wrote are "
          "never touched") {
    ScratchProfile p("export-safe");
    installGame(p);
    const fs::path out = p.files() / "published";
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    REQUIRE(app::exportPack(session, "pubtest", out).ok());
    write(out / "README.txt", "the publisher's own file\n");

    REQUIRE(session.removeLimitedVersion("pubtest", *core::Date::parse("2026-05-01")));
    auto r = app::exportPack(session, "pubtest", out);
    REQUIRE(r.ok());
    CHECK(r.value.removed == std::vector<std::string>{"limited/2026-05-01-banned-list.xml"});
    CHECK_FALSE(fs::exists(out / "limited/2026-05-01-banned-list.xml"));
    CHECK(read(out / "README.txt") == "the publisher's own file\n");
    CHECK_FALSE(has(read(out / app::kExportManifest), "2026-05-01"));
    CHECK(has(read(out / "game.xml"), "limited/2026-01-01.xml"));
    CHECK_FALSE(has(read(out / "game.xml"), "2026-05-01"));

    // A file of the user's where the export would now write is refused, and left as it was.
    write(out / "cards/new.csv", "mine\n");
    REQUIRE(session
                .importCards("pubtest",
                             p.write("new.csv", "name,set,number,rarity,type\nNova,NEW,1,C,Unit\n"))
                .ok());
    auto refused = app::exportPack(session, "pubtest", out);
    REQUIRE_FALSE(refused.ok());
    CHECK(has(refused.errors.front().str(), "cards/new.csv"));
    CHECK(has(refused.errors.front().str(), "was not written by an earlier export"));
    CHECK(read(out / "cards/new.csv") == "mine\n");
    CHECK(read(out / "README.txt") == "the publisher's own file\n");

    // A folder that holds other files and no export is refused whole.
    ScratchProfile q("export-other");
    write(q.files() / "mine/notes.txt", "keep me\n");
    auto cli = p({"pack", "export", "pubtest", (q.files() / "mine").string()});
    CHECK(cli.code == 2);
    CHECK(has(cli.err, "holds files no pack export wrote (notes.txt)"));
    CHECK(has(cli.err, "Nothing was exported."));
    CHECK(read(q.files() / "mine/notes.txt") == "keep me\n");
    CHECK_FALSE(fs::exists(q.files() / "mine/game.xml"));

    // An unknown game says which there are.
    cli = p({"pack", "export", "nosuch", (q.files() / "new").string()});
    CHECK(cli.code == 2);
    CHECK(has(cli.err, "no installed game has the id 'nosuch'"));
    CHECK_FALSE(fs::exists(q.files() / "new"));
}

TEST_CASE("pack export: the new export takes the folder's place whole; a folder named through a "
          "link is replaced where the link leads, and the files no export wrote stay the same "
          "files") {
    ScratchProfile p("export-aside");
    installGame(p);
    const fs::path site = p.files() / "site";
    const fs::path out = p.files() / "published"; // a link to site
    fs::create_directories(site / ".git");
    write(site / ".git" / "HEAD", "ref: refs/heads/main\n");
    write(site / "README.txt", "the publisher's own file\n");
    fs::create_directory_symlink(site, out);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    // Not an earlier export and not empty: refused, as before.
    REQUIRE_FALSE(app::exportPack(session, "pubtest", out).ok());
    fs::remove(site / "README.txt");
    fs::remove_all(site / ".git");
    REQUIRE(app::exportPack(session, "pubtest", out).ok());
    write(site / "README.txt", "the publisher's own file\n");
    fs::create_directories(site / ".git");
    write(site / ".git" / "HEAD", "ref: refs/heads/main\n");
    fs::last_write_time(site / "README.txt",
                        fs::last_write_time(site / "README.txt") - std::chrono::hours(1));
    const auto readme = fs::last_write_time(site / "README.txt");

    REQUIRE(session.removeLimitedVersion("pubtest", *core::Date::parse("2026-05-01")));
    auto r = app::exportPack(session, "pubtest", out);
    REQUIRE(r.ok());
    CHECK(r.value.notes.empty()); // put in place whole, not written file by file
    CHECK(fs::is_symlink(out));   // the link stays a link, to the new export
    CHECK(fs::canonical(out) == fs::canonical(site));
    CHECK(has(read(site / "game.xml"), "limited/2026-01-01.xml"));
    CHECK_FALSE(fs::exists(site / "limited/2026-05-01-banned-list.xml"));
    CHECK(read(site / "README.txt") == "the publisher's own file\n");
    CHECK(read(site / ".git" / "HEAD") == "ref: refs/heads/main\n");
    CHECK(fs::last_write_time(site / "README.txt") == readme); // the same file, kept
    CHECK(fs::hard_link_count(site / "README.txt") == 1);      // and the old folder is gone
    for (const auto& e : fs::directory_iterator(p.files()))
        CHECK_FALSE(has(e.path().filename().string(), "deckhand-export"));
}

TEST_CASE("pack export: the cached card images go with --images, and leave with a later export "
          "without it") {
    ScratchProfile p("export-images");
    installGame(p);
    const fs::path out = p.files() / "published";
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        write(app::cardImagePath(session.dir(), "pubtest", "CORE", "001", "png"), "\x89PNG one");
        write(app::cardImagePath(session.dir(), "pubtest", "EX 1", "7/8", "jpg"), "\xff\xd8 two");
        write(app::cardImagePath(session.dir(), "pubtest", "EX 1", "7/8", "jpg").string() + ".etag",
              "\"v1\"");
    }
    auto r = p({"pack", "export", "--images", "pubtest", out.string()});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "2 images) into"));
    CHECK(read(out / "images/pubtest/CORE/001.png") == "\x89PNG one");
    CHECK(read(out / "images/pubtest/EX%201/7%2F8.jpg") == "\xff\xd8 two");
    CHECK_FALSE(fs::exists(out / "images/pubtest/EX%201/7%2F8.jpg.etag"));
    CHECK(has(r.out, "8 files written"));

    r = p({"pack", "export", "--images", "pubtest", out.string()});
    CHECK(has(r.out, "0 files written, 8 unchanged, 0 removed"));

    CHECK(has(read(out / "game.xml"), "<images url=\"images/{game}/{set}/{number}."));

    // Without the images, game.xml no longer names them either.
    r = p({"pack", "export", "pubtest", out.string()});
    CHECK(has(r.out, "removed   images/pubtest/CORE/001.png"));
    CHECK(has(r.out, "wrote     game.xml"));
    CHECK(has(r.out, "1 file written, 5 unchanged, 2 removed"));
    CHECK_FALSE(has(read(out / "game.xml"), "<images"));
    CHECK_FALSE(fs::exists(out / "images"));
    CHECK(fs::exists(out / "game.xml"));
}

TEST_CASE("pack export: a pack that names no files gets its references before <formats>, and an "
          "earlier export's note is replaced") {
    const std::string pack = R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="bare" name="Bare">
  <formats><format id="open"><deck-size id="size" min="1" cite="Rules"/></format></formats>
</game-pack>
)";
    auto once =
        io::packWithFiles(pack, "bare.xml", {{"cards/a.csv", false}},
                          {{"limited/2026-01-01.xml", true}}, " Exported by Deckhand: one ");
    REQUIRE(once.ok());
    CHECK(once.value == R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="bare" name="Bare">
  <!-- Exported by Deckhand: one -->
  <cards file="cards/a.csv"/>
  <limited-list file="limited/2026-01-01.xml" sample="true"/>
  <formats><format id="open"><deck-size id="size" min="1" cite="Rules"/></format></formats>
</game-pack>
)");
    auto twice = io::packWithFiles(once.value, "bare.xml", {}, {{"limited/x.xml", false}},
                                   " Exported by Deckhand: two -- ");
    REQUIRE(twice.ok());
    CHECK(twice.value == R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="bare" name="Bare">
  <!-- Exported by Deckhand: two - - -->
  <limited-list file="limited/x.xml"/>
  <formats><format id="open"><deck-size id="size" min="1" cite="Rules"/></format></formats>
</game-pack>
)");
    auto read = io::readGamePack(twice.value, "/srv/bare/game.xml");
    REQUIRE(read.ok());
    REQUIRE(read.value.limitedListFiles.size() == 1);
    CHECK(read.value.limitedListFiles[0].path == "/srv/bare/limited/x.xml");

    auto broken = io::packWithFiles("<game-pack", "bad.xml", {}, {}, "");
    REQUIRE_FALSE(broken.ok());
    CHECK(has(broken.errors.front().str(), "bad.xml:1:"));
}

TEST_CASE("pack export: a Limited-list entry that names a card by more fields is written as the "
          "reader reads it") {
    core::LimitedListVersion v;
    v.game = "fab";
    v.name = "Banned list";
    v.effective = *core::Date::parse("2026-01-01");
    const std::string key = core::limitedEntryKey("Surging (Strike)", {{"pitch", "1"}});
    v.maxCopies[key] = 0;
    v.spelling[key] = "Surging (Strike) (pitch 1)";
    v.maxCopies[core::limitedEntryKey("A & \"B\"", {})] = 2;
    v.spelling[core::limitedEntryKey("A & \"B\"", {})] = "A & \"B\"";
    const std::string xml = io::limitedListXml(v);
    auto back = io::readLimitedLists(xml, "list.xml");
    REQUIRE(back.ok());
    REQUIRE(back.value.size() == 1);
    CHECK(back.value[0].maxCopies == v.maxCopies);
    CHECK(back.value[0].spelling == v.spelling);
    CHECK(back.value[0].name == "Banned list");
    CHECK(io::limitedListXml(back.value[0]) == xml);
}

TEST_CASE("pack export: a file that cannot be written stops the export with exit status 3, "
          "naming it, the folder as it was; the next export does the job") {
    ScratchProfile p("export-fail");
    installGame(p);
    const fs::path out = p.files() / "published";
    REQUIRE(p({"pack", "export", "pubtest", out.string()}).code == 0);
    const std::string packBefore = read(out / "game.xml");
    const std::string more = kExtra + "Copper Kettle,EX 1,9,Rare,Spell,\n";
    REQUIRE(p({"import", "cards", "--game", "pubtest", p.write("extra.csv", more)}).code == 0);
    fs::create_directories(out / "game.xml.part"); // where game.xml is written first
    auto r = p({"pack", "export", "pubtest", out.string()});
    CHECK(r.code == 3);
    CHECK(has(r.err, (out / "game.xml").string() + ": cannot write the exported file"));
    CHECK(has(r.err, "; nothing in " + out.string() + " was changed"));
    CHECK(has(r.err, "Export again once the folder can be written."));
    // The export was made beside the folder: none of it is in the folder, and nothing is left
    // beside it.
    CHECK_FALSE(has(read(out / "cards/ex-1.csv"), "Copper Kettle"));
    CHECK(read(out / "game.xml") == packBefore);
    for (const auto& e : fs::directory_iterator(p.files()))
        CHECK_FALSE(has(e.path().filename().string(), "deckhand-export"));

    fs::remove(out / "game.xml.part");
    r = p({"pack", "export", "pubtest", out.string()});
    CHECK(r.code == 0);
    CHECK(has(r.out, "wrote     game.xml"));
    CHECK(has(r.out, "wrote     cards/ex-1.csv"));
}

TEST_CASE("pack export: every bundled and example game, exported and read back, is the same "
          "game") {
    ScratchProfile p("export-bundled");
    for (const auto& e : fs::directory_iterator(fs::path(DECKHAND_RESOURCES_DIR) / "examples"))
        REQUIRE(p({"import", "pack", (e.path() / "game.xml").string()}).code == 0);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    std::vector<std::string> ids;
    for (const auto& g : catalogueOf(session).games())
        ids.push_back(g.id);
    REQUIRE(ids.size() >= 10);
    for (const auto& id : ids) {
        INFO(id);
        const fs::path out = p.files() / id;
        auto r = app::exportPack(session, id, out);
        REQUIRE(r.ok());
        auto read = app::readPack((out / "game.xml").string());
        INFO((read.errors.empty() ? std::string() : read.errors.front().str()));
        REQUIRE(read.ok());
        std::vector<core::Printing> printings;
        for (auto& f : read.value.cardFiles)
            for (auto& pr : f.printings)
                printings.push_back(std::move(pr));
        auto copy = app::makeLoadedGame(std::move(read.value.game), (out / "game.xml").string(),
                                        read.value.description, std::move(printings),
                                        std::move(read.value.limitedLists), {});
        REQUIRE(copy.ok());
        auto original = session.game(id);
        REQUIRE(original.ok());
        requireSameGame(*original.value, *copy.value);
        // And again: the same bytes, nothing written.
        auto again = app::exportPack(session, id, out);
        REQUIRE(again.ok());
        CHECK(again.value.written.empty());
    }
}

TEST_CASE("pack export: the user's set names and dates are published in <sets>, and a subscriber "
          "over HTTP sees them; the exported <images> lead a subscriber's download to the images") {
    ScratchProfile p("export-sets");
    installGame(p);
    const std::string png = read(test::dataPath("images/magenta.png"));
    const std::string jpg = read(test::dataPath("images/green.jpg"));
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        // What the publisher's pack said of CORE, then the user's own names over it.
        catalogueOf(session).saveSet({"pubtest", "CORE", "Core", "2025-01-01"});
        app::CardEditor editor(session, "pubtest");
        REQUIRE(editor.editSet("CORE", "The Core Set", "2026-02-01").empty());
        REQUIRE(editor.editSet("EX 1", "Extras & \"More\"", "").empty());
        editor.save();
        // The user's image of one card, downloaded images of two others (one set in .jpg).
        write(app::userCardImagePath(session.dir(), "pubtest", "CORE", "001", "png"), png);
        write(app::cardImagePath(session.dir(), "pubtest", "CORE", "002", "png"), png);
        write(app::cardImagePath(session.dir(), "pubtest", "EX 1", "7/8", "jpg"), jpg);
        auto exported = app::exportPack(session, "pubtest", p.files() / "published", {true});
        REQUIRE(exported.ok());
        CHECK(exported.value.images == 3);
        CHECK(exported.value.notes.empty());
    }
    const fs::path out = p.files() / "published";
    const std::string xml = read(out / "game.xml");
    INFO(xml);
    CHECK(has(xml, "<sets>\n    <set code=\"CORE\" name=\"The Core Set\" released=\"2026-02-01\"/>"
                   "\n    <set code=\"EX 1\" name=\"Extras &amp; &quot;More&quot;\"/>\n  </sets>"));
    CHECK(has(xml, "<images url=\"images/{game}/{set}/{number}.png\"/>"));
    CHECK(has(xml, "<images set=\"EX 1\" url=\"images/{game}/{set}/{number}.jpg\"/>"));
    // The folder read back as a pack has them, and the game is the same.
    auto reread = io::readGamePackFile((out / "game.xml").string());
    REQUIRE(reread.ok());
    CHECK(reread.value.sets == std::vector<io::PackSet>{{"CORE", "The Core Set", "2026-02-01"},
                                                        {"EX 1", "Extras & \"More\"", ""}});

    HttpTestServer server;
    serveFolder(server, out);
    ScratchProfile follower("export-sets-follower");
    app::ProfileSession fsession(follower.dir(), DECKHAND_RESOURCES_DIR);
    app::Subscriptions subs(fsession);
    const std::string url = server.url("/pub/game.xml");
    REQUIRE(subs.subscribe(url, db::SubscriptionKind::Pack, "").ok());
    auto u = subs.update(url);
    INFO(u.message);
    REQUIRE(u.status == Status::Updated);
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        requireSameGame(fromProfile(session), fromProfile(fsession));
    }
    // The subscriber sees the names as the publisher's (their own edits may go over them).
    auto sets = app::gameSets(fsession, fromProfile(fsession));
    REQUIRE(sets.size() == 3);
    CHECK(sets[0].label() == "CORE: The Core Set (2026-02-01)");
    CHECK_FALSE(sets[0].edited);
    CHECK(app::setTitle(sets, "EX 1") == "Extras & \"More\" (EX 1)");
    CHECK(app::setTitle(sets, "PR") == "PR");
    {
        app::CardEditor editor(fsession, "pubtest");
        CHECK(editor.setInfo("CORE").label() == "CORE: The Core Set (2026-02-01)");
        CHECK_FALSE(editor.setInfo("CORE").edited);
    }

    // Download all card images: the three exported ones come from the folder on the server;
    // the two cards with no image there fail, and say so.
    app::CardImageRequest request;
    request.game = "pubtest";
    auto fetched = app::fetchCardImages(fsession, request);
    INFO((fetched.errors.empty() ? "" : fetched.errors.front().message));
    REQUIRE(fetched.ok());
    CHECK(fetched.value.total == 5);
    CHECK(fetched.value.fetched == 3);
    CHECK(fetched.value.failed == 2);
    CHECK(read(app::cardImagePath(follower.dir(), "pubtest", "CORE", "001", "png")) == png);
    CHECK(read(app::cardImagePath(follower.dir(), "pubtest", "CORE", "002", "png")) == png);
    CHECK(read(app::cardImagePath(follower.dir(), "pubtest", "EX 1", "7/8", "jpg")) == jpg);
    CHECK(requestsFor(server, "/pub/images/pubtest/CORE/001.png") == 1);
    CHECK(requestsFor(server, "/pub/images/pubtest/EX%201/7%2F8.jpg") == 1);

    // Installed from the folder itself, the relative template is files beside the pack: copied.
    ScratchProfile local("export-sets-local");
    REQUIRE(local({"import", "pack", (out / "game.xml").string()}).code == 0);
    auto copied = local({"images", "fetch", "--game", "pubtest"});
    INFO(copied.out << copied.err);
    CHECK(has(copied.out, "images for pubtest: 3 fetched, 0 already cached, 2 failed, of 5"));
    CHECK(read(app::cardImagePath(local.dir(), "pubtest", "EX 1", "7/8", "jpg")) == jpg);
    CHECK(has(copied.err, "no such image beside the pack"));

    // A set the user renames back to nothing, exported again: the subscriber's name goes too.
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        app::CardEditor editor(session, "pubtest");
        REQUIRE(editor.editSet("EX 1", "", "").empty());
        editor.save();
        REQUIRE(app::exportPack(session, "pubtest", out, {true}).ok());
    }
    serveFolder(server, out);
    u = subs.update(url);
    INFO(u.message);
    REQUIRE(u.status == Status::Updated);
    CHECK(app::setTitle(app::gameSets(fsession, fromProfile(fsession)), "EX 1") == "EX 1");
}

TEST_CASE("pack export: images of a set in two formats are exported, and the export says which a "
          "subscriber's download will not find") {
    ScratchProfile p("export-mixed");
    installGame(p);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    const std::string png = read(test::dataPath("images/magenta.png"));
    const std::string jpg = read(test::dataPath("images/green.jpg"));
    write(app::cardImagePath(session.dir(), "pubtest", "CORE", "001", "png"), png);
    write(app::cardImagePath(session.dir(), "pubtest", "CORE", "002", "png"), png);
    write(app::cardImagePath(session.dir(), "pubtest", "CORE", "003", "jpg"), jpg);
    auto exported = app::exportPack(session, "pubtest", p.files() / "published", {true});
    REQUIRE(exported.ok());
    CHECK(exported.value.images == 3);
    REQUIRE(exported.value.notes.size() == 1);
    CHECK(exported.value.notes[0] ==
          "set CORE: 1 image in .jpg (its other images are .png): the pack names one extension "
          "per set, so a subscriber's image download does not find it");
    const std::string xml = read(p.files() / "published/game.xml");
    CHECK(has(xml, "<images url=\"images/{game}/{set}/{number}.png\"/>"));
    CHECK_FALSE(has(xml, "<sets>")); // no set has a name or date: nothing to publish
}
