// SPDX-License-Identifier: GPL-3.0-or-later

// `deckhand-cli search` with a query: the bundled games' fields, errors with their column, and
// Cockatrice's own filter-string tests on its own test cards. What each search should find is
// counted from the card data itself by a plain loop here, not by the code under test.
#include "cli_runner.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

using deckhand::test::dataPath;
using deckhand::test::has;
using Profile = deckhand::test::ScratchProfile;

namespace {

using Row = std::map<std::string, std::string>;

// A bundled game's sample card data, read with a small RFC 4180 reader of its own.
std::vector<Row> sampleCards(const std::string& game) {
    std::ifstream in(std::string(DECKHAND_RESOURCES_DIR) + "/games/" + game + "/cards/sample.csv",
                     std::ios::binary);
    const std::string text{std::istreambuf_iterator<char>(in), {}};
    std::vector<std::vector<std::string>> records(1, std::vector<std::string>(1));
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                records.back().back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                records.back().back() += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            records.back().emplace_back();
        } else if (c == '\n') {
            records.emplace_back(1);
        } else if (c != '\r') {
            records.back().back() += c;
        }
    }
    std::vector<Row> rows;
    for (std::size_t r = 1; r < records.size(); ++r) {
        if (records[r].size() != records[0].size()) continue; // the empty last line
        Row row;
        for (std::size_t c = 0; c < records[0].size(); ++c)
            row[records[0][c]] = records[r][c];
        rows.push_back(row);
    }
    REQUIRE(rows.size() > 20);
    return rows;
}

std::string lower(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Whether `text` holds `phrase` as whole words, as a reader sees them.
bool hasWords(const std::string& text, const std::string& phrase) {
    std::string words;
    for (char c : lower(text))
        words += std::isalnum(static_cast<unsigned char>(c)) ? c : ' ';
    std::string squeezed;
    for (char c : words)
        if (c != ' ' || (!squeezed.empty() && squeezed.back() != ' ')) squeezed += c;
    return (" " + squeezed + " ").find(" " + lower(phrase) + " ") != std::string::npos;
}

// "Name|SET|NUMBER" of every printing the rows hold that the predicate takes.
std::multiset<std::string> expected(const std::vector<Row>& rows,
                                    const std::function<bool(const Row&)>& take) {
    std::multiset<std::string> out;
    for (const auto& r : rows)
        if (take(r)) out.insert(r.at("name") + "|" + r.at("set") + "|" + r.at("number"));
    return out;
}

// The same of what `search --json` printed.
std::multiset<std::string> found(const deckhand::test::Run& run) {
    INFO(run.err);
    REQUIRE(run.code == 0);
    std::multiset<std::string> out;
    const auto json = nlohmann::json::parse(run.out);
    for (const auto& hit : json["results"])
        out.insert(hit["name"].get<std::string>() + "|" + hit["set"].get<std::string>() + "|" +
                   hit["number"].get<std::string>());
    return out;
}

deckhand::test::Run search(const Profile& p, const std::string& game, const std::string& query,
                           std::vector<std::string> extra = {}) {
    std::vector<std::string> args = {"search", "--game", game, "--json", "--limit", "10000"};
    args.insert(args.end(), extra.begin(), extra.end());
    // "--": a query may start with '-' (-type:attack), which is not an option.
    args.push_back("--");
    args.push_back(query);
    return p(args);
}

int number(const Row& r, const std::string& field) {
    return r.at(field).empty() ? -1000 : std::stoi(r.at(field));
}

} // namespace

TEST_CASE("search query: Powerline Ultra's fields, aliases, NOT, OR and parentheses") {
    Profile p;
    const auto cards = sampleCards("plu");
    CHECK(found(search(p, "plu", "type:attack weight:L")) == expected(cards, [](const Row& r) {
              return r.at("type") == "Attack" && r.at("weight") == "Light";
          }));
    CHECK(found(search(p, "plu", "Type=Fighter OR type:stage")) ==
          expected(cards, [](const Row& r) {
              return r.at("type") == "Fighter" || r.at("type") == "Stage";
          }));
    CHECK(found(search(p, "plu", "-type:attack -type:utility")) ==
          expected(cards, [](const Row& r) {
              return r.at("type") != "Attack" && r.at("type") != "Utility";
          }));
    CHECK(found(search(p, "plu", "(weight:heavy OR weight:crit) NOT rarity:common")) ==
          expected(cards, [](const Row& r) {
              return (r.at("weight") == "Heavy" || r.at("weight") == "Critical") &&
                     r.at("rarity") != "Common";
          }));
    // A text field matches whole words: "Anti Hero" is a Hero too, a "Heroic" would not be.
    const auto heroes = found(search(p, "plu", "affiliation:hero"));
    CHECK(heroes ==
          expected(cards, [](const Row& r) { return hasWords(r.at("affiliation"), "hero"); }));
    CHECK(!heroes.empty());
    const auto drawOne = found(search(p, "plu", "text:\"draw 1 card\""));
    CHECK(drawOne ==
          expected(cards, [](const Row& r) { return hasWords(r.at("text"), "draw 1 card"); }));
    CHECK(!drawOne.empty());
    // --where is one more condition beside the query.
    CHECK(found(search(p, "plu", "type:attack OR type:utility", {"--where", "weight=M"})) ==
          expected(cards, [](const Row& r) {
              return (r.at("type") == "Attack" || r.at("type") == "Utility") &&
                     r.at("weight") == "Medium";
          }));
    // Plain words still go by the name index, --where with them.
    CHECK(found(search(p, "plu", "iron", {"--where", "type=Attack"})) ==
          expected(cards, [](const Row& r) {
              const std::string name = " " + lower(r.at("name"));
              return r.at("type") == "Attack" && name.find(" iron") != std::string::npos;
          }));
}

TEST_CASE("search query: VStage's integer fields compare as numbers") {
    Profile p;
    const auto cards = sampleCards("vstage");
    CHECK(found(search(p, "vstage", "kind:char hp>=5")) == expected(cards, [](const Row& r) {
              return r.at("kind") == "Character" && number(r, "hp") >= 5;
          }));
    CHECK(found(search(p, "vstage", "hp<5 OR hp>6")) == expected(cards, [](const Row& r) {
              return (number(r, "hp") != -1000 && number(r, "hp") < 5) || number(r, "hp") > 6;
          }));
    CHECK(found(search(p, "vstage", "cost!=2 kind:support")) == expected(cards, [](const Row& r) {
              return r.at("kind") == "Support" && !r.at("cost").empty() && number(r, "cost") != 2;
          }));
    const auto supports = found(search(p, "vstage", "kind=Support cost<=2"));
    CHECK(supports == expected(cards, [](const Row& r) {
              return r.at("kind") == "Support" && !r.at("cost").empty() && number(r, "cost") <= 2;
          }));
    CHECK(!supports.empty());
}

TEST_CASE("search query: a query that cannot be read is an error with its column, exit 2") {
    Profile p;
    auto r = p({"search", "--game", "plu", "type:attack", "OR"});
    CHECK(r.code == 2);
    CHECK(has(r.err, "error: search query, column 15: expected a search term after OR\n"
                     "  type:attack OR\n"
                     "                ^\n"));
    CHECK(r.out.empty());
    r = p({"search", "--game", "plu", "weight:feather"});
    CHECK(r.code == 2);
    CHECK(has(r.err, "column 8: unknown weight 'feather' (expected one of: Light, Medium, Heavy, "
                     "Critical)"));
    r = p({"search", "--game", "vstage", "colour:red"});
    CHECK(r.code == 2);
    CHECK(has(r.err, "column 1: unknown field 'colour'"));
    CHECK(has(r.err, "(the fields of VStage: name, set, number, rarity, text, kind, base, hp, "
                     "cost)"));
}

// Cockatrice's filter-string tests, tests/carddatabase/filter_string_test.cpp at commit
// 7ad2481e3d2f595631f9fa6091c66d4cee12c928 (the mirror's HEAD 157e7022 holds the same file),
// on its test cards (tests/data/real/cards/cockatrice/cards.xml) in a pack with the fields they
// search: Cockatrice's short names written as field ids (t = type, c = colors, o = text; cmc and
// pt are already ids). `deckhand` is what Deckhand answers where it reads the query otherwise on
// purpose (docs/cli.md, "Search queries").
TEST_CASE("search query: Cockatrice's filter-string tests pass on its test cards") {
    Profile p;
    REQUIRE(p({"import", "pack", dataPath("real/packs/cockatrice-query.xml")}).code == 0);
    REQUIRE(p({"import", "cards", "--game", "cockatrice-query",
               dataPath("real/cards/cockatrice/cards.xml")})
                .code == 0);
    struct Case {
        int line;
        const char* name;
        const char* card;
        const char* cockatrice; // the query as Cockatrice's test writes it
        const char* query;      // with field ids
        bool match;             // Cockatrice's answer
        bool deckhand;          // Deckhand's
    };
    const std::vector<Case> cases = {
        {40, "Empty", "Cat", "", "", true, true},
        // Plain words are word prefixes of names in Deckhand, as the search box always did;
        // Cockatrice takes any part of a name ("t" is in "Cat").
        {41, "Typing", "Cat", "t", "t", true, false},
        {43, "NonMatchingType", "Cat", "t:kithkin", "type:kithkin", false, false},
        {44, "MatchingType", "Cat", "t:creature", "type:creature", true, true},
        {45, "MatchingCreatureType", "Cat", "t:cat", "type:cat", true, true},
        {46, "PartialMatchingType", "Cat", "t:ca", "type:ca", false, false},
        {47, "MatchingMultiWordType", "Doctor", "t:\"Time Lord\"", "type:\"Time Lord\"", true,
         true},
        {48, "Not1", "Cat", "NOT t:kithkin", "NOT type:kithkin", true, true},
        {49, "Not2", "Cat", "NOT t:creature", "NOT type:creature", false, false},
        {50, "NonKeyword1", "Cat", "not t:kithkin", "not type:kithkin", false, false},
        {51, "NonKeyword2", "Cat", "t:bat or t:creature", "type:bat or type:creature", false,
         false},
        {52, "NonKeyword3", "Not Dead", "not dead", "not dead", true, true},
        {53, "NonKeyword4", "Truth", "truth or trail", "truth or trail", false, false},
        {54, "Case", "Cat", "t:cReAtUrE", "type:cReAtUrE", true, true},
        {56, "And", "Cat", "t:creature t:creature", "type:creature type:creature", true, true},
        {57, "And2", "Cat", "t:creature t:sorcery", "type:creature type:sorcery", false, false},
        {59, "Or", "Cat", "t:bat OR t:creature", "type:bat OR type:creature", true, true},
        {61, "Cmc1", "Cat", "cmc=2", "cmc=2", true, true},
        {62, "Cmc2", "Cat", "cmc>3", "cmc>3", false, false},
        {63, "Cmc3", "Cat", "cmc>1", "cmc>1", true, true},
        {65, "Quotes", "Cat", "t:\"creature\"", "type:\"creature\"", true, true},
        {67, "Field", "Cat", "pt:\"3/3\"", "pt:\"3/3\"", true, true},
        {69, "Color1", "Cat", "c:g", "colors:g", true, true},
        {70, "Color2", "Cat", "c:gw", "colors:gw", true, true},
        {71, "Color3", "Cat", "c!g", "colors!g", true, true},
        {72, "Color4", "Cat", "c!gw", "colors!gw", false, false},
        {74, "BracketNextToUnquotedString", "Cat", "(o:woof OR o:meow)", "(text:woof OR text:meow)",
         true, true},
    };
    int agree = 0;
    for (const auto& c : cases) {
        INFO("filter_string_test.cpp:" << c.line << " " << c.name << ": " << c.cockatrice << " as "
                                       << c.query);
        const auto r = p({"search", "--game", "cockatrice-query", "--json", c.query});
        REQUIRE(r.code == 0);
        bool hit = false;
        const auto json = nlohmann::json::parse(r.out);
        for (const auto& h : json["results"])
            hit = hit || h["name"] == c.card;
        CHECK(hit == c.deckhand);
        agree += c.deckhand == c.match;
    }
    CHECK(cases.size() == 27);
    CHECK(agree == 26); // all but Typing
}
