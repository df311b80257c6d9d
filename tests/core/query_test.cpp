// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/query.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <set>

using namespace deckhand::core;

namespace {

const std::string kSigma = "\xCE\xA3"; // Σ
const std::string kOmega = "\xCE\xA9"; // Ω

// A game built in code: kind (enum, alias H), level (integer), link (symbols Σ Ω, aliases S
// and O), traits (text), hp (integer labelled Health).
Game queryGame() {
    Game g;
    g.id = "qt";
    g.name = "Query Test";
    g.fields.push_back({"kind", "Kind", FieldType::Enum, false, {"Hero", "Spell", "Token"}, {}});
    g.fields.back().aliases["h"] = "Hero";
    g.fields.push_back({"level", "Level", FieldType::Integer, false, {}, {}});
    g.fields.push_back({"link", "Link frame", FieldType::Symbols, false, {kSigma, kOmega}, {}});
    g.fields.back().aliases["s"] = kSigma;
    g.fields.back().aliases["o"] = kOmega;
    g.fields.push_back({"traits", "Traits", FieldType::Text, false, {}, {}});
    g.fields.push_back({"hp", "Health", FieldType::Integer, false, {}, {}});
    g.rarities = {"Common", "Rare"};
    g.rarityAliases["c"] = "Common";
    g.rarityAliases["r"] = "Rare";
    return g;
}

struct Card {
    std::string name, set, number, rarity, text, kind, level, link, traits, hp;
};

// The cards the tests search, and what each test expects is counted from this table by a plain
// loop (below), not by the code under test.
const std::vector<Card> kCards = {
    {"Iron Palm", "S1", "001", "Common", "Draw a card.", "Spell", "1", "", "Martial Arts", ""},
    {"Ironclad Paw", "S1", "002", "Rare", "Deal 2 damage.", "Hero", "3", kSigma, "Beast", "5"},
    {"Café Noir", "S1", "003", "Common", "Draw two cards.", "Spell", "0", kOmega, "Drink", ""},
    {"Crown of Ash", "S2", "004", "Rare", "Your heroes get +1.", "Hero", "2", kSigma + kOmega,
     "Royal Relic", "7"},
    {"Not Dead Yet", "S2", "005", "Common", "Return a hero.", "Spell", "", "", "Undead", ""},
    {"Imp", "S2", "T01", "Common", "", "Token", "", "", "", "1"},
    {"Orc Chief", "S2", "006", "Rare", "Orcs get +2.", "Hero", "4", kOmega, "Orc Chief", "9"},
};

struct Fixture {
    Game game = queryGame();
    CardCatalogue catalogue{game};
    Fixture() {
        std::vector<Printing> printings;
        for (const auto& c : kCards) {
            Printing p;
            p.values = {c.name, c.set,   c.number, c.rarity, c.text,
                        c.kind, c.level, c.link,   c.traits, c.hp};
            p.numbers.assign(p.values.size(), std::nullopt);
            for (const char* f : {"level", "hp"}) {
                const auto i = static_cast<std::size_t>(game.fieldIndex(f));
                long long n = 0;
                if (parseInt(p.values[i], n)) p.numbers[i] = n;
            }
            printings.push_back(std::move(p));
        }
        REQUIRE(catalogue.add(std::move(printings)).empty());
    }

    // The names the query finds, sorted.
    std::set<std::string> find(std::string_view query, const QueryOptions& options = {}) const {
        const auto q = parseQuery(game, query, options);
        INFO(query);
        REQUIRE(q.ok());
        std::set<std::string> out;
        for (const Printing* p : matchingPrintings(catalogue, q.value.filter))
            out.insert(p->name());
        return out;
    }
    // The error a query gives: "column: message".
    std::string error(std::string_view query) const {
        const auto q = parseQuery(game, query);
        INFO(query);
        REQUIRE_FALSE(q.ok());
        return std::to_string(q.errors.front().where.column) + ": " + q.errors.front().message;
    }
};

std::set<std::string> namesWhere(const std::function<bool(const Card&)>& pred) {
    std::set<std::string> out;
    for (const auto& c : kCards)
        if (pred(c)) out.insert(c.name);
    return out;
}

long long num(const std::string& s, long long otherwise) {
    return s.empty() ? otherwise : std::stoll(s);
}

// The words of a text the way a person reads them: lower case, split at what is not a letter.
bool hasWord(const std::string& text, const std::string& word) {
    std::string lower;
    for (char c : text)
        lower += std::isalnum(static_cast<unsigned char>(c))
                     ? static_cast<char>(std::tolower(static_cast<unsigned char>(c)))
                     : ' ';
    return (" " + lower + " ").find(" " + word + " ") != std::string::npos;
}

} // namespace

TEST_CASE("catalogue: every card name once, as printed and folded, made again after an add") {
    Fixture f;
    std::vector<std::string> names;
    for (const auto& c : kCards)
        names.push_back(c.name);
    CHECK(f.catalogue.names() == names);
    REQUIRE(f.catalogue.foldedNames().size() == names.size());
    CHECK(f.catalogue.foldedNames()[2] == "caf\xC3\xA9 noir");
    CHECK(f.catalogue.foldedNames()[6] == "orc chief");
    // A reprint adds no name; a new card does, at the end.
    std::vector<Printing> more(2);
    more[0].values = {"IRON PALM", "S3", "001", "Common", "", "Spell", "", "", "", ""};
    more[1].values = {"Wyrm", "S3", "002", "Rare", "", "Hero", "", "", "", ""};
    for (auto& p : more)
        p.numbers.assign(p.values.size(), std::nullopt);
    REQUIRE(f.catalogue.add(std::move(more)).empty());
    names.push_back("Wyrm");
    CHECK(f.catalogue.names() == names);
    CHECK(f.catalogue.foldedNames().back() == "wyrm");
}

TEST_CASE("query: AND by juxtaposition binds tighter than OR; parentheses group") {
    const Fixture f;
    // a OR b c reads a OR (b AND c), not (a OR b) AND c.
    CHECK(f.find("kind:spell OR kind:hero level>2") == namesWhere([](const Card& c) {
              return c.kind == "Spell" || (c.kind == "Hero" && num(c.level, -1) > 2);
          }));
    CHECK(f.find("(kind:spell OR kind:hero) level>2") == namesWhere([](const Card& c) {
              return (c.kind == "Spell" || c.kind == "Hero") && num(c.level, -1) > 2;
          }));
    // An explicit AND is the same as none; OR chains.
    CHECK(f.find("kind:hero AND level>=3") == f.find("kind:hero level>=3"));
    CHECK(f.find("kind:token OR level=0 OR hp>8") == namesWhere([](const Card& c) {
              return c.kind == "Token" || c.level == "0" || num(c.hp, -1) > 8;
          }));
    CHECK(f.find("((kind:hero))") == namesWhere([](const Card& c) { return c.kind == "Hero"; }));
}

TEST_CASE("query: NOT and a leading '-' negate the term after them only") {
    const Fixture f;
    const auto notHero = namesWhere([](const Card& c) { return c.kind != "Hero"; });
    CHECK(f.find("-kind:hero") == notHero);
    CHECK(f.find("NOT kind:hero") == notHero);
    CHECK(f.find("NOT kind:hero level>=0") ==
          namesWhere([](const Card& c) { return c.kind != "Hero" && !c.level.empty(); }));
    CHECK(f.find("-(kind:hero OR kind:token)") ==
          namesWhere([](const Card& c) { return c.kind == "Spell"; }));
    CHECK(f.find("NOT NOT kind:token") == std::set<std::string>{"Imp"});
    // Lower-case not and or are words of names, as in Cockatrice.
    CHECK(f.find("not dead") == std::set<std::string>{"Not Dead Yet"});
    CHECK(f.find("iron or palm").empty());
}

TEST_CASE("query: plain words match names by word prefix, folded, accents aside") {
    const Fixture f;
    CHECK(f.find("iron pa") == std::set<std::string>{"Iron Palm", "Ironclad Paw"});
    CHECK(f.find("IRON PALM") == std::set<std::string>{"Iron Palm"});
    CHECK(f.find("cafe") == std::set<std::string>{"Café Noir"});
    CHECK(f.find("CAFÉ") == std::set<std::string>{"Café Noir"});
    CHECK(f.find("\xEF\xBC\xA3\xEF\xBC\xA1\xEF\xBC\xA6\xC3\x89") ==
          std::set<std::string>{"Café Noir"}); // full-width ＣＡＦÉ
    CHECK(f.find("ash") == std::set<std::string>{"Crown of Ash"});
    CHECK(f.find("alm").empty()); // words are prefixes, not substrings
    // A quoted phrase is whole words in a row.
    CHECK(f.find("\"crown of\"") == std::set<std::string>{"Crown of Ash"});
    CHECK(f.find("\"crown ash\"").empty());
    CHECK(f.find("\"iron pa\"").empty());
    // Plain words and nothing else: the name index can answer them.
    auto q = parseQuery(f.game, "  iron   pa ");
    REQUIRE(q.ok());
    CHECK(q.value.plainWords);
    CHECK(q.value.words == "iron pa");
    for (const char* other :
         {"iron kind:hero", "\"iron\"", "-iron", "(iron)", "iron OR pa", "iron AND pa"}) {
        INFO(other);
        CHECK_FALSE(parseQuery(f.game, other).value.plainWords);
    }
    // An empty query matches every card.
    CHECK(f.find("   ").size() == kCards.size());
    CHECK(parseQuery(f.game, "").value.plainWords);
}

TEST_CASE("query: words match the rules text too when asked") {
    const Fixture f;
    QueryOptions inText;
    inText.wordsInText = true;
    CHECK(f.find("draw", inText) == namesWhere([](const Card& c) {
              return hasWord(c.text, "draw") || hasWord(c.name, "draw");
          }));
    CHECK(f.find("draw").empty());
}

TEST_CASE("query: text fields match whole words and phrases; name and text are fields too") {
    const Fixture f;
    CHECK(f.find("traits:orc") ==
          namesWhere([](const Card& c) { return hasWord(c.traits, "orc"); }));
    CHECK(f.find("traits:or").empty());
    CHECK(f.find("Traits:\"royal relic\"") == std::set<std::string>{"Crown of Ash"});
    CHECK(f.find("traits:\"relic royal\"").empty());
    CHECK(f.find("text:draw") == namesWhere([](const Card& c) { return hasWord(c.text, "draw"); }));
    CHECK(f.find("text:\"draw a card\"") == std::set<std::string>{"Iron Palm"});
    CHECK(f.find("text:hero") == namesWhere([](const Card& c) { return hasWord(c.text, "hero"); }));
    CHECK(f.find("name:iron") == std::set<std::string>{"Iron Palm"}); // whole word: not Ironclad
    CHECK(f.find("-text:draw kind:spell") ==
          namesWhere([](const Card& c) { return c.kind == "Spell" && !hasWord(c.text, "draw"); }));
}

TEST_CASE("query: enum fields, rarity, set and number by value or alias") {
    const Fixture f;
    const auto heroes = namesWhere([](const Card& c) { return c.kind == "Hero"; });
    CHECK(f.find("kind:Hero") == heroes);
    CHECK(f.find("KIND=hero") == heroes);
    CHECK(f.find("kind:h") == heroes); // an alias, as card data takes it
    CHECK(f.find("kind!=hero") == namesWhere([](const Card& c) { return c.kind != "Hero"; }));
    CHECK(f.find("rarity:r") == namesWhere([](const Card& c) { return c.rarity == "Rare"; }));
    CHECK(f.find("set:s1") == namesWhere([](const Card& c) { return c.set == "S1"; }));
    CHECK(f.find("set:S2 number=t01") == std::set<std::string>{"Imp"});
}

TEST_CASE("query: integer fields compare as numbers; a card without one never matches") {
    const Fixture f;
    using Cmp = std::function<bool(long long, long long)>;
    const std::vector<std::pair<std::string, Cmp>> ops = {
        {"=", std::equal_to<>()},      {":", std::equal_to<>()},    {"!=", std::not_equal_to<>()},
        {"<", std::less<>()},          {"<=", std::less_equal<>()}, {">", std::greater<>()},
        {">=", std::greater_equal<>()}};
    for (const auto& op : ops) {
        for (long long n : {0, 2, 3, 9}) {
            const std::string query = "level" + op.first + std::to_string(n);
            INFO(query);
            const Cmp cmp = op.second;
            CHECK(f.find(query) == namesWhere([&](const Card& c) {
                      return !c.level.empty() && cmp(std::stoll(c.level), n);
                  }));
        }
    }
    // By label, in any case.
    CHECK(f.find("HEALTH>6") == namesWhere([](const Card& c) { return num(c.hp, -1) > 6; }));
    CHECK(f.find("level>=-1").size() ==
          static_cast<std::size_t>(std::count_if(kCards.begin(), kCards.end(),
                                                 [](const Card& c) { return !c.level.empty(); })));
}

TEST_CASE("query: symbols fields: ':' any of, '!' and '=' exactly, '!=', '>=' all of, '<=' none "
          "but") {
    const Fixture f;
    auto has = [](const Card& c, const std::string& s) {
        return c.link.find(s) != std::string::npos;
    };
    CHECK(f.find("link:SO") ==
          namesWhere([&](const Card& c) { return has(c, kSigma) || has(c, kOmega); }));
    CHECK(f.find("link:" + kSigma) == namesWhere([&](const Card& c) { return has(c, kSigma); }));
    CHECK(f.find("link!S") == namesWhere([&](const Card& c) { return c.link == kSigma; }));
    CHECK(f.find("link=s") == f.find("link!S"));
    CHECK(f.find("link!SO") == std::set<std::string>{"Crown of Ash"});
    CHECK(f.find("link!=S") == namesWhere([&](const Card& c) { return c.link != kSigma; }));
    CHECK(f.find("link>=SO") ==
          namesWhere([&](const Card& c) { return has(c, kSigma) && has(c, kOmega); }));
    CHECK(f.find("link<=O") == namesWhere([&](const Card& c) { return !has(c, kSigma); }));
}

TEST_CASE("query: a query that cannot be read says where and what was expected") {
    const Fixture f;
    CHECK(f.error("kind:hero OR") == "13: expected a search term after OR");
    CHECK(f.error("OR kind:hero") == "1: expected a search term before OR");
    CHECK(f.error("kind:hero OR OR x") == "14: expected a search term before OR");
    CHECK(f.error("(kind:hero OR level>1") == "22: expected ')' to close the '(' at column 1");
    CHECK(f.error("kind:hero)") == "10: ')' without a '(' before it");
    CHECK(f.error("()") == "2: expected a search term before ')'");
    CHECK(f.error("NOT") == "4: expected a search term after NOT");
    CHECK(f.error("- kind:hero") == "2: expected a search term right after '-'");
    CHECK(f.error("kind:hero AND") == "14: expected a search term after AND");
    CHECK(f.error(":hero") == "1: expected a field name before ':'");
    CHECK(f.error("kind:") == "6: expected a value after 'kind:'");
    CHECK(f.error("text:\"draw a") == "13: expected '\"' to close the quote at column 6");
    CHECK(f.error("level>two") == "7: level takes a whole number, not 'two'");
    CHECK(f.error("traits<3") == "7: traits takes ':' and words (traits:word, traits:\"a "
                                 "phrase\"; -traits:word for 'not'), not '<'");
    CHECK(f.error("link>S") == "5: link takes ':' (any of), '!' or '=' (exactly), '!=', '>=' "
                               "(all of) or '<=' (none but), not '>'");
    CHECK(f.error("kind:wizard") ==
          "6: unknown kind 'wizard' (expected one of: Hero, Spell, Token)");
    CHECK(f.error("link:SX") == "6: link 'SX' has an unknown symbol at 'X' (symbols: \xCE\xA3, "
                                "\xCE\xA9)");
    // Columns count characters, not bytes: "café" is four.
    CHECK(f.error("café lvl>1") == "6: unknown field 'lvl' (the fields of Query Test: name, set, "
                                   "number, rarity, text, kind, level, link, traits, hp). Did you "
                                   "mean 'level'?");
    CHECK(f.error("foo:1") == "1: unknown field 'foo' (the fields of Query Test: name, set, "
                              "number, rarity, text, kind, level, link, traits, hp)");
}

TEST_CASE("Query results: by name, ties in the catalogue's order, the first N without sorting "
          "the rest") {
    // Many printings of few names in a scrambled order: what a stable sort by folded name of the
    // hits gives is the order, with a limit (picked from the hits, or read in the catalogue's
    // name order once that is made) and without.
    Game game = queryGame();
    CardCatalogue catalogue(game);
    const std::vector<std::string> names = {"Zed", "alpha", "Mid", "ALPHA beta", "Café", "mid"};
    std::vector<Printing> printings;
    for (int i = 0; i < 300; ++i) {
        Printing p;
        p.values = {names[static_cast<std::size_t>((i * 7) % 6)],
                    "S" + std::to_string(i % 3),
                    std::to_string(i),
                    "Common",
                    "",
                    i % 4 == 0 ? "Hero" : "Spell",
                    "",
                    "",
                    "",
                    ""};
        p.numbers.assign(p.values.size(), std::nullopt);
        printings.push_back(std::move(p));
    }
    REQUIRE(catalogue.add(std::move(printings)).empty());
    for (const char* text : {"kind:spell", "kind:hero", "-kind:token", "level>9"}) {
        INFO(text);
        const auto q = parseQuery(game, text);
        REQUIRE(q.ok());
        std::vector<const Printing*> expected;
        for (std::size_t i = 0; i < catalogue.size(); ++i)
            if (q.value.filter.matches(catalogue.at(i))) expected.push_back(&catalogue.at(i));
        std::stable_sort(
            expected.begin(), expected.end(),
            [](const Printing* a, const Printing* b) { return a->foldedName < b->foldedName; });
        for (const std::size_t limit :
             {std::size_t{1}, std::size_t{7}, std::size_t{50}, std::size_t{1000}}) {
            INFO(limit);
            const auto first = matchingPrintings(catalogue, q.value.filter, limit);
            const std::vector<const Printing*> want(
                expected.begin(),
                expected.begin() + static_cast<std::ptrdiff_t>(std::min(limit, expected.size())));
            CHECK(first == want);
        }
        CHECK(matchingPrintings(catalogue, q.value.filter) == expected);
        REQUIRE(catalogue.hasNameOrder()); // made by the query without a limit
        CHECK(matchingPrintings(catalogue, q.value.filter, 7) ==
              std::vector<const Printing*>(
                  expected.begin(),
                  expected.begin() +
                      static_cast<std::ptrdiff_t>(std::min<std::size_t>(7, expected.size()))));
    }
}
