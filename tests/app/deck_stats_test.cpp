// SPDX-License-Identifier: GPL-3.0-or-later

// Deck statistics and have/need against the collection (app/deck_stats.hpp): which fields of
// each bundled game are charted, counts per value in the pack's order, cards without a value,
// sections, integer curves and ranges, and what a deck still needs by line and by card.
#include "../support/collection_items.hpp"
#include "bundled_library.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/deck_stats.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/text.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <unistd.h>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

const app::GameLibrary& library() {
    return test::bundledLibrary();
}

const app::LoadedGame& game(const std::string& id) {
    const app::LoadedGame* g = library().find(id);
    REQUIRE(g);
    return *g;
}

core::Deck deckOf(const std::string& gameId, const std::string& file) {
    const auto& g = game(gameId);
    auto format = app::resolveFormat(g, {});
    REQUIRE(format.ok());
    auto check = app::checkDeckFile(
        g, format.value, std::string(DECKHAND_TEST_DATA) + "/decks/" + gameId + "/" + file,
        core::Date{2026, 5, 1});
    REQUIRE(check.inputErrors.empty());
    return check.deck;
}

std::vector<std::string> ids(const std::vector<app::ChartField>& fields) {
    std::vector<std::string> out;
    for (const auto& f : fields)
        out.push_back(f.id);
    return out;
}

/// "label=count" for every bar, in order.
std::vector<std::string> bars(const app::DeckStats& stats, const std::string& field) {
    const app::FieldChart* chart = stats.chart(field);
    REQUIRE(chart);
    std::vector<std::string> out;
    for (const auto& b : chart->bars)
        out.push_back(b.label + "=" + std::to_string(b.count));
    return out;
}

using V = std::vector<std::string>;

const std::string None = app::NoValueLabel;

} // namespace

TEST_CASE("deck stats: the fields charted for each bundled game, from their types", "[stats]") {
    REQUIRE(library().loadErrors().empty());
    // Enum and symbols fields, the rarity where the game declares rarities (after the leading
    // enum fields), integer fields; never text fields.
    CHECK(ids(app::chartFields(game("plu").game)) ==
          V{"type", "subtype", "weight", "rarity", "boss"});
    CHECK(ids(app::chartFields(game("linkframe").game)) ==
          V{"type", "level", "color", "link", "power", "guard", "strike"});
    CHECK(ids(app::chartFields(game("vstage").game)) == V{"kind", "rarity", "hp", "cost"});
    CHECK(ids(app::chartFields(game("bankroll").game)) == V{"kind", "rarity", "attack"});
    CHECK(ids(app::chartFields(game("power").game)) ==
          V{"kind", "bq", "movement", "attack", "defense", "bq_box", "in_pack"});
    for (const auto& g : library().games())
        for (const auto& f : app::chartFields(g->game)) {
            INFO(g->game.id << " " << f.id);
            CHECK(f.type != core::FieldType::Text);
            CHECK(g->game.fieldIndex(f.id) == f.index);
            CHECK_FALSE(f.label.empty());
        }
}

TEST_CASE("deck stats: counts per value in the pack's order, cards with no value as a dash",
          "[stats]") {
    const auto& plu = game("plu");
    const core::Deck deck = deckOf("plu", "legal.txt");
    REQUIRE(app::countedSections(plu.game, deck) == V{"main"});
    const auto stats = app::deckStats(plu.game, deck, app::countedSections(plu.game, deck));
    CHECK(stats.cards == 41);
    CHECK(stats.unresolved == 0);
    CHECK(bars(stats, "type") ==
          V{"Fighter=1", "Stage=1", "Attack=26", "Utility=12", "Ultimate=1"});
    CHECK(bars(stats, "weight") ==
          V{"Light=10", "Medium=15", "Heavy=12", "Critical=1", None + "=3"});
    CHECK(bars(stats, "subtype") ==
          V{"Basic=25", "Special=4", "Counter=6", "Attachment=3", None + "=3"});
    CHECK(bars(stats, "rarity") == V{"Common=26", "Rare=11", "Supreme=0", "Ultra=2", "Promo=2"});
    CHECK(bars(stats, "boss") == V{"Yes=0", "No=1", None + "=40"});
    for (const auto& chart : stats.charts) {
        INFO(chart.fieldId);
        CHECK(chart.total == 41);
        int sum = 0;
        for (const auto& b : chart.bars)
            sum += b.count;
        CHECK(sum == 41);
        CHECK(chart.withValue == chart.total - chart.count(None));
    }
    CHECK(stats.chart("boss")->bars.back().noValue);
    CHECK_FALSE(stats.chart("type")->bars.back().noValue);
    CHECK(stats.chart("affiliation") == nullptr); // text
}

TEST_CASE("deck stats: the sections counted are the ones asked for", "[stats]") {
    const auto& plu = game("plu");
    const core::Deck deck = deckOf("plu", "legal.txt");
    const auto side = app::deckStats(plu.game, deck, {"side"});
    CHECK(side.cards == 5);
    CHECK(bars(side, "type") == V{"Fighter=0", "Stage=0", "Attack=0", "Utility=5", "Ultimate=0"});
    CHECK(bars(side, "weight") ==
          V{"Light=3", "Medium=2", "Heavy=0", "Critical=0"}); // no dash: every card has one
    const auto both = app::deckStats(plu.game, deck, {"main", "side"});
    CHECK(both.cards == 46);
    CHECK(both.chart("type")->count("Utility") == 17);
    CHECK(app::deckStats(plu.game, deck, {}).cards == 0);

    // VStage's tokens do not count towards the deck: the default leaves them out.
    const auto& vstage = game("vstage");
    const core::Deck tokens = deckOf("vstage", "legal-tokens.txt");
    REQUIRE(app::countedSections(vstage.game, tokens) == V{"main"});
    const auto main =
        app::deckStats(vstage.game, tokens, app::countedSections(vstage.game, tokens));
    CHECK(main.cards == 30);
    CHECK(bars(main, "kind") == V{"Character=20", "Support=10", "Token=0"});
    CHECK(bars(main, "cost") == V{"1=4", "2=2", "3=4", None + "=20"}); // only supports have a cost
    CHECK(bars(main, "hp") == V{"3=2", "4=8", "5=4", "6=6", None + "=10"});
    const auto t = app::deckStats(vstage.game, tokens, {"tokens"});
    CHECK(bars(t, "kind") == V{"Character=0", "Support=0", "Token=3"});
}

TEST_CASE("deck stats: Link frames as symbols, levels as a curve, power by value", "[stats]") {
    const auto& lf = game("linkframe");
    const core::Deck deck = deckOf("linkframe", "legal-both.txt");
    const auto stats = app::deckStats(lf.game, deck, app::countedSections(lf.game, deck));
    CHECK(stats.cards == 54);
    CHECK(bars(stats, "type") == V{"PG=40", "AC=14"});
    CHECK(bars(stats, "level") == V{"0=6", "1=12", "2=12", "3=16", "4=8"});
    CHECK(bars(stats, "color") == V{"Blue=9", "Black=17", "Red=13", "White=15"});
    CHECK(bars(stats, "link") == V{"Σ=0", "Ω=0", "ΣΩ=16", None + "=38"});
    // 1000 to 8000 is too wide for a bar per number: a bar per value present.
    CHECK(bars(stats, "power") ==
          V{"1000=4", "3000=4", "4000=8", "5000=8", "6000=8", "7000=4", "8000=4", None + "=14"});
}

TEST_CASE("deck stats: a game whose cards have no values yet; cards the game does not know",
          "[stats]") {
    // P.O.W.E.R.'s card data leaves the statistics empty until the publisher's are known.
    const auto& power = game("power");
    const core::Deck deck = deckOf("power", "custom-legal.txt");
    const auto stats = app::deckStats(power.game, deck, app::countedSections(power.game, deck));
    REQUIRE(stats.cards > 0);
    CHECK_FALSE(stats.chart("kind")->empty());
    for (const char* field : {"bq", "movement", "attack", "defense", "bq_box"}) {
        INFO(field);
        CHECK(stats.chart(field)->empty());
        CHECK(bars(stats, field).back() == None + "=" + std::to_string(stats.cards));
    }
    CHECK(bars(stats, "bq") ==
          V{None + "=" + std::to_string(stats.cards)}); // integer: no values, no bars

    core::Deck unknown = deck;
    core::DeckEntry ghost;
    ghost.quantity = 2;
    ghost.name = "No Such Card";
    unknown.sections.front().entries.push_back(ghost);
    const auto withGhost = app::deckStats(power.game, unknown, {unknown.sections.front().id});
    CHECK(withGhost.cards == stats.cards + 2);
    CHECK(withGhost.unresolved == 2);
    CHECK(withGhost.chart("kind")->total == stats.cards); // not charted
}

namespace {

/// The chart of one integer field over cards with these values (a copy of each).
app::FieldChart integerChart(const std::vector<long long>& values) {
    core::Game g;
    g.id = "t";
    g.fields.push_back({"cost", "Cost", core::FieldType::Integer, false, {}, {}});
    g.sections.push_back({"main", "Main", {}, true});
    core::CardCatalogue catalogue(g);
    std::vector<core::Printing> printings;
    for (std::size_t i = 0; i < values.size(); ++i) {
        core::Printing p;
        p.values = {"Card " + std::to_string(i), "T", std::to_string(i), "", "",
                    std::to_string(values[i])};
        p.numbers.assign(p.values.size(), std::nullopt);
        p.numbers[core::BuiltinFieldCount] = values[i];
        printings.push_back(std::move(p));
    }
    REQUIRE(catalogue.add(std::move(printings)).empty());
    core::Deck deck;
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        core::DeckEntry e;
        e.quantity = 1;
        e.name = catalogue.at(i).name();
        e.printing = &catalogue.at(i);
        deck.section("main").entries.push_back(e);
    }
    const auto stats = app::deckStats(g, deck, {"main"});
    REQUIRE(stats.chart("cost"));
    return *stats.chart("cost");
}

std::vector<std::string> labels(const app::FieldChart& chart) {
    std::vector<std::string> out;
    for (const auto& b : chart.bars)
        out.push_back(b.label + "=" + std::to_string(b.count));
    return out;
}

} // namespace

TEST_CASE("deck stats: integer values too many for a bar each are grouped in round ranges",
          "[stats]") {
    std::vector<long long> costs;
    for (int i = 0; i < 30; ++i)
        costs.push_back(i * 7); // 0, 7, ..., 203
    const auto chart = integerChart(costs);
    REQUIRE(chart.bars.size() <= static_cast<std::size_t>(app::MaxBars));
    CHECK(chart.bars.front().label == "0\xE2\x80\x93"
                                      "19");
    CHECK(chart.bars.front().count == 3); // 0, 7, 14
    CHECK(chart.bars.back().label == "200\xE2\x80\x93"
                                     "219");
    CHECK(chart.withValue == 30);

    // However the values fall, never more than MaxBars bars, and every card in one.
    for (long long from : {0LL, 19LL, -7LL, 995LL})
        for (long long spread : {13LL, 50LL, 239LL, 1000LL, 99999LL}) {
            INFO(from << " + " << spread);
            std::vector<long long> v;
            for (long long k = 0; k <= 40; ++k)
                v.push_back(from + spread * k / 40);
            const auto c = integerChart(v);
            CHECK(c.bars.size() <= static_cast<std::size_t>(app::MaxBars));
            CHECK(c.withValue == 41);
        }

    // A few values far apart: a bar each; close together: a curve with the gaps at 0.
    CHECK(labels(integerChart({0, 7, 14})) == V{"0=1", "7=1", "14=1"});
    CHECK(labels(integerChart({7, 0})) ==
          V{"0=1", "1=0", "2=0", "3=0", "4=0", "5=0", "6=0", "7=1"});
    CHECK(labels(integerChart({-1, 1, 1})) == V{"-1=1", "0=0", "1=2"});
}

TEST_CASE("have/need: each line against its printing and the card's other printings", "[stats]") {
    const core::Deck deck = deckOf("plu", "legal.txt"); // 41 main + 5 side
    std::vector<db::CollectionItem> owned;
    auto own = [&](const std::string& set, const std::string& number, const std::string& name,
                   int n) { owned.push_back(test::copiesOf("plu", set, number, name, n)); };
    own("PLS1", "014", "Thunder Knee", 1); // the deck has 2 of PLS1 014 and 1 of PLS2 002
    own("pls1", "014", "Thunder Knee", 1); // another row (place, finish) of the same printing
    own("PLS2", "002", "Thunder Knee", 1);
    own("PLS1", "007", "Iron Palm", 2);  // the deck asks for the PLS2 promo: any printing plays
    own("PLS1", "008", "Quick Jab", 5);  // more than the deck needs
    own("PLS1", "027", "Smoke Bomb", 1); // on the side
    core::Availability cards;
    for (const auto& i : owned)
        cards[core::foldName(i.name)] += i.quantity;

    const auto hn = app::haveNeed(deck, owned, cards);
    REQUIRE(hn.lines.size() == 20);
    auto line = [&](const std::string& name,
                    const std::string& number) -> const app::HaveNeedLine& {
        for (const auto& l : hn.lines)
            if (l.name == name && l.number == number) return l;
        FAIL("no line " << name << " " << number);
        return hn.lines.front();
    };
    const auto& knee1 = line("Thunder Knee", "014");
    CHECK(knee1.inDeck == 2);
    CHECK(knee1.ownedPrinting == 2);
    CHECK(knee1.ownedCard == 3);
    CHECK(knee1.have == 2);
    CHECK(knee1.need() == 0);
    const auto& knee2 = line("Thunder Knee", "002");
    CHECK(knee2.ownedPrinting == 1);
    CHECK(knee2.have == 1);
    const auto& palm = line("Iron Palm", "001");
    CHECK(palm.set == "PLS2");
    CHECK(palm.ownedPrinting == 0);
    CHECK(palm.ownedCard == 2);
    CHECK(palm.have == 1); // a PLS1 copy stands in
    const auto& jab = line("Quick Jab", "008");
    CHECK(jab.have == 3);
    CHECK(jab.ownedCard == 5);
    const auto& smoke = line("Smoke Bomb", "027");
    CHECK(smoke.section == "side");
    CHECK(smoke.need() == 2);
    const auto& kaito = line("Kaito Blaze", "001");
    CHECK(kaito.have == 0);
    CHECK(kaito.need() == 1);

    // The totals are the collection's (core::needs), and the lines add up to them.
    CHECK(hn.cards() == 46);
    CHECK(hn.have() == 3 + 1 + 3 + 1);
    CHECK(hn.need() == 46 - 8);
    int have = 0;
    for (const auto& l : hn.lines)
        have += l.have;
    CHECK(have == hn.have());
    CHECK(hn.summary() == "You own 8 of 46 cards; 38 to get.");

    // Two lines of one printing (main and side) share its copies.
    core::Deck twice;
    twice.sections.push_back(deck.sections.front());
    twice.sections.front().entries.resize(1); // 1 Kaito Blaze
    twice.sections.push_back(twice.sections.front());
    twice.sections.back().id = "side";
    own("PLS1", "001", "Kaito Blaze", 1);
    cards[core::foldName("Kaito Blaze")] += 1;
    const auto shared = app::haveNeed(twice, owned, cards);
    REQUIRE(shared.lines.size() == 2);
    CHECK(shared.lines[0].have == 1);
    CHECK(shared.lines[1].ownedPrinting == 1);
    CHECK(shared.lines[1].have == 0);
    CHECK(shared.need() == 1);

    CHECK(app::haveNeed(core::Deck{}, owned, cards).summary() == "The deck is empty.");
    own("PLS1", "001", "Kaito Blaze", 1);
    cards[core::foldName("Kaito Blaze")] += 1;
    CHECK(app::haveNeed(twice, owned, cards).summary() == "You own all 2 cards of the deck.");
}

TEST_CASE("have/need: what is missing goes to the wishlist once, raising smaller wishes",
          "[stats]") {
    const core::Deck deck = deckOf("plu", "legal.txt");
    core::Availability cards{{core::foldName("Quick Jab"), 1}};
    const auto hn = app::haveNeed(deck, {}, cards);
    auto wishes = app::missingWishes("plu", hn, {});
    std::map<std::string, int> byName;
    int copies = 0;
    for (const auto& w : wishes) {
        CHECK(w.game == "plu");
        CHECK(w.set.empty());
        CHECK(w.number.empty());
        byName[w.name] = w.quantity;
        copies += w.quantity;
    }
    CHECK(copies == hn.need());
    CHECK(byName.size() == 19); // Thunder Knee once, for both its lines
    CHECK(byName["Thunder Knee"] == 3);
    CHECK(byName["Quick Jab"] == 2);
    CHECK(byName["Smoke Bomb"] == 3);

    // Already wished: not again; a smaller wish is raised, under its own spelling.
    std::vector<db::WishlistItem> wishlist = wishes;
    CHECK(app::missingWishes("plu", hn, wishlist).empty());
    for (auto& w : wishlist)
        if (w.name == "Quick Jab") {
            w.name = "quick jab";
            w.quantity = 1;
        }
    const auto raised = app::missingWishes("plu", hn, wishlist);
    REQUIRE(raised.size() == 1);
    CHECK(raised.front().name == "quick jab");
    CHECK(raised.front().quantity == 2);
    // A wish for one printing, or in another game, is another wish.
    wishlist = {{"plu", "Smoke Bomb", "PLS1", "027", 3}, {"vstage", "Quick Jab", "", "", 9}};
    CHECK(app::missingWishes("plu", hn, wishlist).size() == 19);
}

TEST_CASE("have/need: read from a profile's collection", "[stats]") {
    const fs::path dir =
        fs::temp_directory_path() / ("deckhand-stats-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    {
        app::ProfileSession session(dir, DECKHAND_RESOURCES_DIR);
        auto loaded = session.game("plu");
        REQUIRE(loaded.ok());
        auto format = app::resolveFormat(*loaded.value, {});
        REQUIRE(format.ok());
        const auto check = app::checkDeckFile(
            *loaded.value, format.value, std::string(DECKHAND_TEST_DATA) + "/decks/plu/legal.txt",
            core::Date{2026, 5, 1});
        db::CollectionItem knee = test::copiesOf("plu", "PLS1", "014", "Thunder Knee", 2);
        collectionOf(session).add(knee);
        knee.location = "Box";
        collectionOf(session).add(knee);
        const auto hn = app::haveNeed(session, *loaded.value, check.deck);
        CHECK(hn.have() == 3);
        for (const auto& l : hn.lines)
            if (l.name == "Thunder Knee") {
                CHECK(l.ownedCard == 4);
                CHECK(l.have == (l.number == "014" ? 2 : 1));
                CHECK(l.ownedPrinting == (l.number == "014" ? 4 : 0));
            }
    }
    fs::remove_all(dir);
}
