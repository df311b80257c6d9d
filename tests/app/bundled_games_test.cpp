// SPDX-License-Identifier: GPL-3.0-or-later

// The five bundled games, judged on the deck lists in tests/data/decks: each list states in
// "// expect[ context]: rule-ids|legal" and "// warns[ context]: rule-ids" comments what the
// rules engine must say (tests/data/decks/README.md).
#include "bundled_library.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

const app::GameLibrary& library() {
    return test::bundledLibrary();
}

// A game of tests/data/decks: a bundled one, else the example pack of that id (rules of
// popular games) with its hand-made test cards.
const app::LoadedGame* deckGame(const std::string& id) {
    if (const auto* bundled = library().find(id)) return bundled;
    return test::exampleGame(id);
}

struct Expectation {
    std::string line;
    app::CheckOptions options;
    std::set<std::string> errors; // empty: legal
    std::set<std::string> warnings;
};

std::vector<std::string> splitWords(const std::string& s) {
    std::istringstream in(s);
    std::vector<std::string> out;
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

std::set<std::string> ruleList(const std::string& s) {
    std::set<std::string> out;
    std::string cur;
    for (char c : s + ",") {
        if (c == ',') {
            auto t = std::string(core::trim(cur));
            if (!t.empty() && t != "legal") out.insert(t);
            cur.clear();
        } else {
            cur += c;
        }
    }
    return out;
}

// "// expect date=2026-05-01 format=casual: limited" -> context and rule ids.
std::vector<Expectation> expectations(const fs::path& file) {
    std::ifstream in(file);
    std::vector<Expectation> out;
    std::vector<std::pair<std::string, std::set<std::string>>> warns;
    for (std::string line; std::getline(in, line);) {
        const bool expect = line.starts_with("// expect");
        const bool warn = line.starts_with("// warns");
        if (!expect && !warn) continue;
        const auto colon = line.find(':');
        REQUIRE(colon != std::string::npos);
        const std::string context(
            core::trim(line.substr(expect ? 9 : 8, colon - (expect ? 9 : 8))));
        if (warn) {
            warns.emplace_back(context, ruleList(line.substr(colon + 1)));
            continue;
        }
        Expectation e;
        e.line = line;
        e.options.date = core::Date::today();
        for (const auto& kv : splitWords(context)) {
            const auto eq = kv.find('=');
            REQUIRE(eq != std::string::npos);
            const std::string key = kv.substr(0, eq), value = kv.substr(eq + 1);
            if (key == "format")
                e.options.format = value;
            else if (key == "date")
                e.options.date = *core::Date::parse(value);
            else
                e.options.settings[key] = value;
        }
        e.errors = ruleList(line.substr(colon + 1));
        out.push_back(std::move(e));
    }
    for (auto& e : out) {
        const std::string context(core::trim(e.line.substr(9, e.line.find(':') - 9)));
        for (const auto& [c, ids] : warns)
            if (c == context) e.warnings = ids;
    }
    return out;
}

std::set<std::string> ids(const std::vector<core::Violation>& v) {
    std::set<std::string> out;
    for (const auto& x : v)
        out.insert(x.rule);
    return out;
}

} // namespace

TEST_CASE("all five bundled game packs load with their cards and lists") {
    INFO([] {
        std::string s;
        for (const auto& e : library().loadErrors())
            s += e.str() + "\n";
        return s;
    }());
    REQUIRE(library().loadErrors().empty());
    for (const char* id : {"plu", "power", "bankroll", "linkframe", "vstage"}) {
        const auto* g = library().find(id);
        REQUIRE(g);
        CHECK(g->catalogue.size() > 0);
    }
    CHECK(library().find("plu")->game.formats.front().id == "tournament");
    CHECK(library().find("plu")->game.format("casual"));
    CHECK(library().find("power")->game.formats.front().id == "prebuilt");
    CHECK(library().find("power")->game.format("custom"));
    CHECK(library().find("plu")->limited.versions("plu").size() == 2);
    for (const char* id : {"bankroll", "linkframe", "vstage"})
        CHECK(library().find(id)->game.formats.front().id == "standard");
}

TEST_CASE("P.O.W.E.R. ships the real U.S. Core Pack: 61 cards - 45 units - 3 specials") {
    const auto* power = library().find("power");
    REQUIRE(power);
    const int kind = power->game.fieldIndex("kind");
    const int inPack = power->game.fieldIndex("in_pack");
    std::map<std::string, long long> byKind;
    long long total = 0;
    for (std::size_t i = 0; i < power->catalogue.size(); ++i) {
        const auto& p = power->catalogue.at(i);
        if (p.sample) continue;
        const long long n = p.numbers[static_cast<std::size_t>(inPack)].value_or(0);
        byKind[p.values[static_cast<std::size_t>(kind)]] += n;
        total += n;
    }
    CHECK(total == 61);
    CHECK(byKind["Unit"] == 45);
    CHECK(byKind["Special"] == 3);
    CHECK(byKind["Reference"] == 8);
    CHECK(byKind["Game Rank"] == 5);
    // The six prebuilt packs use the 48 gameplay cards exactly.
    const auto& pre = power->game.formats.front().prebuilt.at(0);
    CHECK(pre.lists.size() == 6);
    std::map<std::string, int> used;
    for (const auto& l : pre.lists)
        for (const auto& [name, qty] : l.cards)
            used[core::foldName(name)] += qty;
    for (const auto& [name, qty] : used) {
        const auto& printings = power->catalogue.byName(name);
        INFO(name);
        REQUIRE(printings.size() == 1);
        CHECK(printings.front()->numbers[static_cast<std::size_t>(inPack)] == qty);
    }
}

TEST_CASE("VStage's sample set follows the real VS00 numbering") {
    const auto* vs = library().find("vstage");
    REQUIRE(vs);
    const auto* base = vs->catalogue.bySetNumber("VS00", "012/040");
    REQUIRE(base);
    int overnumbered = 0;
    for (std::size_t i = 0; i < vs->catalogue.size(); ++i) {
        const auto& p = vs->catalogue.at(i);
        if (p.number().ends_with("/040")) CHECK(p.number().size() == 7);
        const auto& b = p.values[static_cast<std::size_t>(vs->game.fieldIndex("base"))];
        if (!b.empty()) {
            ++overnumbered;
            const auto* target = vs->catalogue.bySetNumber(p.set(), b);
            REQUIRE(target);
            CHECK(target->identity[static_cast<int>(core::IdentityKind::BaseInSet)] ==
                  p.identity[static_cast<int>(
                      core::IdentityKind::BaseInSet)]); // counts as its base card
        }
    }
    CHECK(overnumbered >= 3);
}

TEST_CASE("every bundled deck list is judged as it says") {
    for (const auto& gameDir : fs::directory_iterator(fs::path(DECKHAND_TEST_DATA) / "decks")) {
        if (!gameDir.is_directory()) continue;
        INFO(gameDir.path().string());
        const auto* game = deckGame(gameDir.path().filename().string());
        REQUIRE(game);
        std::vector<fs::path> files;
        for (const auto& f : fs::directory_iterator(gameDir))
            files.push_back(f.path());
        std::sort(files.begin(), files.end());
        for (const auto& file : files) {
            if (file.extension() != ".txt") continue;
            const auto expected = expectations(file);
            INFO(file.string());
            CHECK(!expected.empty());
            for (const auto& e : expected) {
                INFO(e.line);
                auto format = app::resolveFormat(*game, e.options);
                REQUIRE(format.ok());
                auto check = app::checkDeckFile(*game, format.value, file.string(), e.options.date);
                INFO(app::formatReport(check, *game));
                REQUIRE(check.inputErrors.empty());
                CHECK(ids(check.report->errors) == e.errors);
                CHECK(ids(check.report->warnings) == e.warnings);
            }
        }
    }
}

TEST_CASE("a deck judged by name finds reprints as one card (PLU)") {
    const auto* plu = library().find("plu");
    REQUIRE(plu);
    auto format = app::resolveFormat(*plu, {});
    REQUIRE(format.ok());
    // Thunder Knee is printed in PLS1 (014) and PLS2 (002) and is on no Limited list: copies of
    // both printings count towards one limit of 3 per name.
    auto judge = [&](const std::string& text) {
        auto check =
            app::checkDeckText(*plu, format.value, text, "mem.txt", core::Date{2026, 6, 1});
        REQUIRE(check.inputErrors.empty());
        REQUIRE(check.report);
        std::vector<std::string> copies;
        for (const auto& v : check.report->errors)
            if (v.rule == "copies") copies.push_back(v.message);
        return copies;
    };
    const auto over =
        judge("1 Kaito Blaze\n2 Thunder Knee (PLS1) 014\n2 Thunder Knee (PLS2) 002\n");
    REQUIRE(over.size() == 1);
    CHECK(over.front().find("Thunder Knee") != std::string::npos);
    CHECK(over.front().find('4') != std::string::npos);
    // Each printing alone is under the limit: only together are they over it.
    CHECK(judge("1 Kaito Blaze\n2 Thunder Knee (PLS1) 014\n1 Thunder Knee (PLS2) 002\n").empty());
}

TEST_CASE("a deck read into memory is parsed in the format its file name says") {
    const auto* plu = library().find("plu");
    REQUIRE(plu);
    auto format = app::resolveFormat(*plu, {});
    REQUIRE(format.ok());
    const core::Date date{2026, 6, 1};
    const std::string cod =
        "<?xml version=\"1.0\"?>\n<cockatrice_deck version=\"1\">\n<zone name=\"main\">\n"
        "<card number=\"1\" name=\"Kaito Blaze\"/>\n<card number=\"4\" name=\"Iron Palm\"/>\n"
        "</zone>\n</cockatrice_deck>\n";
    auto check = app::checkDeckBytes(*plu, format.value, cod, "mem.cod", date);
    REQUIRE(check.inputErrors.empty());
    REQUIRE(check.report);
    const auto* main = check.deck.findSection("main");
    REQUIRE(main);
    CHECK(main->cardCount() == 5);

    // The same bytes under a text name are not a deck list: the XML lines are reported.
    auto asText = app::checkDeckBytes(*plu, format.value, cod, "mem.txt", date);
    CHECK_FALSE(asText.inputErrors.empty());
    // A broken Cockatrice file: the reader's error, with the file name.
    auto broken = app::checkDeckBytes(*plu, format.value, "<cockatrice_deck>", "broken.cod", date);
    REQUIRE_FALSE(broken.inputErrors.empty());
    CHECK(broken.inputErrors.front().str().rfind("broken.cod:", 0) == 0);
}

TEST_CASE("the user's guide is found beside the resources, as Help > User's guide opens it") {
    // In the source tree: resources/ beside docs/ (installed: /usr/share/doc/deckhand).
    const auto guide = app::guideFile();
    REQUIRE_FALSE(guide.empty());
    CHECK(guide.filename() == "guide.md");
    CHECK(std::filesystem::equivalent(guide, std::filesystem::path(DECKHAND_RESOURCES_DIR) / ".." /
                                                 "docs" / "guide.md"));
}
