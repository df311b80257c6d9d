// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/resolve.hpp"
#include "deckhand/core/validation.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <charconv>

using namespace deckhand::core;

namespace {

// A small game built in code: fields kind (enum), level (integer), link (symbols), base, stock.
Game testGame(IdentityKind identity = IdentityKind::Name,
              const std::vector<std::vector<std::string>>& identities = {}) {
    Game g;
    g.id = "test";
    g.name = "Test Game";
    g.rulesFile = "test-rules.txt";
    g.bannedTerm = "Immortalized";
    g.limitedListName = "Limited List";
    g.identity = identity;
    g.fields.push_back({"kind", "Kind", FieldType::Enum, true, {"Hero", "Spell", "Token"}, {}});
    g.fields.push_back({"level", "Level", FieldType::Integer, false, {}, {}});
    g.fields.push_back({"link", "Link", FieldType::Symbols, false, {"\xCE\xA3", "\xCE\xA9"}, {}});
    g.fields.push_back({"base", "Base", FieldType::Text, false, {}, {}});
    g.fields.push_back({"stock", "Stock", FieldType::Integer, false, {}, {}});
    g.rarities = {"Common", "Rare"};
    g.sections = {{"main", "Main", {"deck"}, true}, {"side", "Side", {"sideboard"}, false}};
    for (const auto& fields : identities) {
        CopyIdentity def;
        for (const auto& f : fields)
            def.fields.push_back(g.fieldIndex(f));
        g.addIdentity(def);
    }
    return g;
}

Printing card(const Game& g, std::string name, std::string set, std::string number,
              std::string kind, std::string level = "", std::string link = "",
              std::string base = "", std::string stock = "", std::string rarity = "Common") {
    Printing p;
    p.values = {name, set, number, rarity, "", kind, level, link, base, stock};
    p.numbers.assign(p.values.size(), std::nullopt);
    for (int i : {g.fieldIndex("level"), g.fieldIndex("stock")}) {
        long long n = 0;
        if (!p.values[static_cast<std::size_t>(i)].empty() &&
            std::from_chars(p.values[static_cast<std::size_t>(i)].data(),
                            p.values[static_cast<std::size_t>(i)].data() +
                                p.values[static_cast<std::size_t>(i)].size(),
                            n)
                    .ec == std::errc())
            p.numbers[static_cast<std::size_t>(i)] = n;
    }
    p.origin = {"test.csv", 2, 0};
    return p;
}

Filter where(const Game& g, const std::string& field, Filter::Op op,
             std::vector<std::string> values = {}, long long number = 0) {
    Filter f;
    f.op = op;
    f.field = field;
    f.fieldIndex = g.fieldIndex(field);
    f.values = std::move(values);
    f.number = number;
    return f;
}

struct Fixture {
    explicit Fixture(IdentityKind identity = IdentityKind::Name,
                     const std::vector<std::vector<std::string>>& identities = {})
        : game(testGame(identity, identities)), catalogue(game) {
        std::vector<Printing> cards;
        cards.push_back(card(game, "Ace", "S1", "001", "Hero", "1", "\xCE\xA3"));
        cards.push_back(card(game, "Ace", "S2", "101", "Hero", "1", "\xCE\xA3")); // reprint
        cards.push_back(card(game, "Bolt", "S1", "002", "Spell", "0", ""));
        cards.push_back(card(game, "Bolt", "S1", "003", "Spell", "2",
                             "\xCE\xA3\xCE\xA9")); // same name, new number
        cards.push_back(card(game, "Crown", "S1", "004", "Hero", "3", "\xCE\xA9"));
        cards.push_back(
            card(game, "Crown", "S1", "041", "Hero", "3", "\xCE\xA9", "004")); // overnumbered
        cards.push_back(card(game, "Imp", "S1", "T01", "Token"));
        cards.push_back(card(game, "Stocked", "S1", "005", "Spell", "", "", "", "2"));
        REQUIRE(catalogue.add(std::move(cards)).empty());
    }

    Deck deck(std::vector<std::tuple<std::string, int, std::string>>
                  entries) // (set-number, qty, section)
    {
        Deck d;
        for (const auto& [setNumber, qty, section] : entries) {
            const auto space = setNumber.find(' ');
            const Printing* p =
                catalogue.bySetNumber(setNumber.substr(0, space), setNumber.substr(space + 1));
            REQUIRE(p);
            d.section(section).entries.push_back(
                {qty, p->name(), p->set(), p->number(), p, {}, {}, {}});
        }
        return d;
    }

    ValidationReport check(const Deck& d, const Format& f, Date date = Date{2026, 6, 1}) {
        ValidationContext ctx{&game, &f, &catalogue, &limited, date};
        return validate(d, ctx);
    }

    Game game;
    CardCatalogue catalogue;
    LimitedListHistory limited;
};

std::vector<std::string> ruleIds(const std::vector<Violation>& v) {
    std::vector<std::string> ids;
    for (const auto& x : v)
        ids.push_back(x.rule);
    return ids;
}

} // namespace

TEST_CASE("copy limits count every printing of a name together") {
    Fixture fx;
    Format f;
    f.id = "f";
    CopyLimitRule copies;
    copies.id = "copies";
    copies.max.value = 3;
    copies.identity = IdentityKind::Name;
    copies.citation = {"test-rules.txt", "Deck building"};
    f.copyLimits.push_back(copies);

    auto ok = fx.check(fx.deck({{"S1 001", 2, "main"}, {"S2 101", 1, "main"}}), f);
    CHECK(ok.legal());

    auto bad = fx.check(fx.deck({{"S1 001", 2, "main"}, {"S2 101", 2, "main"}}), f);
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].rule == "copies");
    CHECK(bad.errors[0].have == 4);
    CHECK(bad.errors[0].need == 3);
    CHECK(bad.errors[0].message == "4 copies of Ace; at most 3 per name, counting every printing.");
    CHECK(bad.errors[0].citation.str() == "test-rules.txt \xC2\xA7 Deck building");

    SECTION("a side deck that does not count is left out") {
        auto side = fx.check(fx.deck({{"S1 001", 3, "main"}, {"S2 101", 3, "side"}}), f);
        CHECK(side.legal());
    }
}

TEST_CASE("name-and-number identity keeps same-named cards apart") {
    Fixture fx;
    Format f;
    CopyLimitRule copies;
    copies.id = "copies";
    copies.max.value = 4;
    copies.identity = IdentityKind::NameNumber;
    f.copyLimits.push_back(copies);
    CHECK(fx.check(fx.deck({{"S1 002", 4, "main"}, {"S1 003", 4, "main"}}), f).legal());
    auto bad = fx.check(fx.deck({{"S1 003", 5, "main"}}), f);
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].cards == std::vector<std::string>{"Bolt (003)"});
}

TEST_CASE("base-card identity counts an overnumbered printing as its base card") {
    Fixture fx(IdentityKind::BaseInSet);
    Format f;
    CopyLimitRule copies;
    copies.id = "copies";
    copies.max.value = 2;
    copies.identity = IdentityKind::BaseInSet;
    f.copyLimits.push_back(copies);
    CHECK(fx.check(fx.deck({{"S1 004", 1, "main"}, {"S1 041", 1, "main"}}), f).legal());
    auto bad = fx.check(fx.deck({{"S1 004", 2, "main"}, {"S1 041", 1, "main"}}), f);
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].have == 3);
    CHECK(bad.errors[0].cards == std::vector<std::string>{"Crown (S1 004)"});
}

TEST_CASE("a per-card maximum can come from a field - times a setting") {
    Fixture fx;
    Format f;
    f.settings.push_back({"products", "Products", "1", {}, ""});
    CopyLimitRule stock;
    stock.id = "stock";
    stock.maxField = "stock";
    stock.multiplier.setting = "products";
    f.copyLimits.push_back(stock);
    auto one = f.resolved({}).value;
    auto bad = fx.check(fx.deck({{"S1 005", 3, "main"}, {"S1 001", 9, "main"}}), one);
    REQUIRE(bad.errors.size() == 1); // Ace has no stock value: no limit from this rule
    CHECK(bad.errors[0].need == 2);
    auto two = f.resolved({{"products", "2"}}).value;
    CHECK(fx.check(fx.deck({{"S1 005", 3, "main"}}), two).legal());
}

TEST_CASE("deck size: exact - minimum - maximum and multiple-of - every failure reported") {
    Fixture fx;
    Format f;
    DeckSizeRule size;
    size.id = "size";
    size.min.value = 8;
    size.multipleOf.value = 4;
    f.deckSize.push_back(size);
    DeckSizeRule big;
    big.id = "big";
    big.max.value = 12;
    big.warning = true;
    f.deckSize.push_back(big);

    auto r = fx.check(fx.deck({{"S1 001", 3, "main"}, {"S1 002", 2, "main"}}), f);
    CHECK(ruleIds(r.errors) == std::vector<std::string>{"size", "size"});
    CHECK(r.errors[0].message == "The deck has 5 cards; it needs at least 8.");
    CHECK(r.errors[1].message ==
          "The deck has 5 cards; the count must be a multiple of 4 (4 or 8).");
    CHECK(r.deckSize == 5);

    auto w = fx.check(fx.deck({{"S1 001", 8, "main"}, {"S1 002", 8, "main"}}), f);
    CHECK(w.legal());
    CHECK(ruleIds(w.warnings) == std::vector<std::string>{"big"});
}

TEST_CASE("count rules over any field: equals - numeric - symbols - not - any") {
    Fixture fx;
    const Game& g = fx.game;
    Format f;
    CountRule heroes;
    heroes.id = "heroes";
    heroes.label = "Hero cards";
    heroes.exact.value = 2;
    heroes.filter = where(g, "kind", Filter::Op::Equals, {"Hero"});
    f.counts.push_back(heroes);

    CountRule linked;
    linked.id = "linked";
    linked.label = "non-level-0 cards with a link";
    linked.min.value = 3;
    linked.filter.op = Filter::Op::All;
    linked.filter.children = {where(g, "level", Filter::Op::Greater, {}, 0),
                              where(g, "link", Filter::Op::HasAnySymbol)};
    f.counts.push_back(linked);

    CountRule omega;
    omega.id = "omega";
    omega.label = "\xCE\xA9 cards";
    omega.max.value = 2;
    omega.filter = where(g, "link", Filter::Op::HasSymbol, {"\xCE\xA9"});
    f.counts.push_back(omega);

    CountRule noTokens;
    noTokens.id = "no-tokens";
    noTokens.label = "Token cards";
    noTokens.max.value = 0;
    noTokens.filter = where(g, "kind", Filter::Op::Equals, {"Token"});
    f.counts.push_back(noTokens);

    auto legal =
        fx.check(fx.deck({{"S1 001", 1, "main"}, {"S1 004", 1, "main"}, {"S1 003", 1, "main"}}), f);
    CHECK(legal.legal());

    auto bad = fx.check(fx.deck({{"S1 001", 2, "main"},
                                 {"S1 004", 1, "main"},
                                 {"S1 041", 1, "main"},
                                 {"S1 003", 1, "main"},
                                 {"S1 T01", 1, "main"}}),
                        f);
    CHECK(ruleIds(bad.errors) == std::vector<std::string>{"heroes", "omega", "no-tokens"});
    CHECK(bad.errors[0].message ==
          "The deck has 4 Hero cards (Ace and Crown); it must have exactly 2.");
    CHECK(bad.errors[2].message == "The deck has 1 Token card (Imp); it may have none.");

    Filter notHero;
    notHero.op = Filter::Op::Not;
    notHero.children = {where(g, "kind", Filter::Op::Equals, {"Hero"})};
    CHECK(notHero.matches(*fx.catalogue.bySetNumber("S1", "002")));
    CHECK_FALSE(notHero.matches(*fx.catalogue.bySetNumber("S1", "001")));
    Filter anyOf;
    anyOf.op = Filter::Op::Any;
    anyOf.children = {where(g, "kind", Filter::Op::Equals, {"Token"}),
                      where(g, "level", Filter::Op::GreaterEqual, {}, 3)};
    CHECK(anyOf.matches(*fx.catalogue.bySetNumber("S1", "004")));
    CHECK_FALSE(anyOf.matches(*fx.catalogue.bySetNumber("S1", "001")));
    CHECK(anyOf.describe() == "kind = Token or level >= 3");
}

TEST_CASE("a prebuilt rule accepts exactly one of its lists and explains the closest") {
    Fixture fx;
    Format f;
    PrebuiltRule pre;
    pre.id = "prebuilt";
    pre.lists = {{"a", "Pack A", {{"Ace", 2}, {"Bolt", 1}}}, {"b", "Pack B", {{"Crown", 3}}}};
    SECTION("prepared once") {
        pre.prepare();
    }
    SECTION("or not") {}
    f.prebuilt.push_back(pre);
    CHECK(
        fx.check(fx.deck({{"S1 001", 1, "main"}, {"S2 101", 1, "main"}, {"S1 002", 1, "main"}}), f)
            .legal());
    auto bad = fx.check(fx.deck({{"S1 001", 2, "main"}, {"S1 005", 1, "main"}}), f);
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].message == "The deck is not one of the 2 prebuilt packs; the closest is "
                                   "Pack A: 1 Bolt missing and 1 Stocked extra.");
}

TEST_CASE("the Limited list in force on the event date decides") {
    Fixture fx;
    LimitedListVersion jan;
    jan.game = "test";
    jan.name = "Limited List";
    jan.effective = {2026, 1, 1};
    jan.maxCopies = {{"ace", 2}};
    LimitedListVersion may = jan;
    may.effective = {2026, 5, 1};
    may.maxCopies = {{"ace", 1}, {"bolt", 0}};
    REQUIRE(fx.limited.add(may).empty());
    REQUIRE(fx.limited.add(jan).empty());
    CHECK_FALSE(fx.limited.add(jan).empty()); // same game and date twice

    Format f;
    LimitedListRule lim;
    lim.id = "limited";
    lim.required = true;
    f.limited.push_back(lim);
    const Deck d = fx.deck({{"S1 001", 1, "main"}, {"S2 101", 1, "main"}, {"S1 002", 1, "main"}});

    auto before = fx.check(d, f, {2025, 12, 31});
    CHECK(before.legal());
    REQUIRE(before.warnings.size() == 1);
    CHECK(before.warnings[0].message ==
          "No Limited List is in force on 2025-12-31; the deck was not checked against one.");

    auto march = fx.check(d, f, {2026, 3, 1});
    CHECK(march.legal());
    CHECK(march.limitedList == "January 2026 Limited List (effective 2026-01-01)");

    auto june = fx.check(d, f, {2026, 6, 1});
    REQUIRE(june.errors.size() == 2);
    CHECK(june.errors[0].message ==
          "2 copies of Ace; at most 1 while the May 2026 Limited List is in force.");
    CHECK(june.errors[1].message == "Bolt is Immortalized on the May 2026 Limited List: it cannot "
                                    "be played (the deck has 1 copy).");
    CHECK(fx.check(d, f, {2026, 5, 1}).errors.size() == 2); // in force from its first day
}

TEST_CASE("settings fill rule numbers and switch rules on and off") {
    Format f;
    f.id = "standard";
    f.settings.push_back({"max", "Maximum", "3", {}, ""});
    f.settings.push_back({"mode", "Mode", "any", {"any", "both"}, ""});
    CountRule a;
    a.id = "a";
    a.max.setting = "max";
    a.when = {"mode", "any"};
    CountRule b = a;
    b.id = "b";
    b.when = {"mode", "both"};
    f.counts = {a, b};

    auto def = f.resolved({}).value;
    REQUIRE(def.counts.size() == 1);
    CHECK(def.counts[0].id == "a");
    CHECK(def.counts[0].max.value == 3);

    auto both = f.resolved({{"MODE", "Both"}, {"max", "5"}}).value;
    REQUIRE(both.counts.size() == 1);
    CHECK(both.counts[0].id == "b");
    CHECK(both.counts[0].max.value == 5);

    auto error = [&](const SettingValues& s) {
        auto r = f.resolved(s);
        return r.errors.size() == 1 ? r.errors[0].message : std::string();
    };
    CHECK(error({{"nope", "1"}}) ==
          "format 'standard' has no setting 'nope' (settings: max, mode)");
    CHECK(error({{"mode", "either"}}) ==
          "setting 'mode' cannot be 'either' (expected one of any, both)");
    CHECK(error({{"max", "three"}}) == "setting 'max' cannot be 'three' (expected a whole number)");
}

TEST_CASE("deck lists resolve names folded - by set and number - and explain what they cannot") {
    Fixture fx(IdentityKind::NameNumber);
    DeckList list;
    list.file = "deck.txt";
    auto line = [](int n, int qty, std::string name, std::string set = "",
                   std::string number = "") {
        DeckListLine l;
        l.quantity = qty;
        l.name = std::move(name);
        l.set = std::move(set);
        l.number = std::move(number);
        l.where = {"deck.txt", n, 1};
        return l;
    };

    list.lines = {line(1, 2, "  imp "), line(2, 1, "Bolt", "S1", "3")};
    auto ok = resolveDeck(list, fx.catalogue);
    REQUIRE(ok.ok());
    REQUIRE(ok.value.sections.size() == 1);
    CHECK(ok.value.sections[0].entries[1].printing->number() == "003");

    list.lines = {line(1, 1, "Bolt")};
    auto ambiguous = resolveDeck(list, fx.catalogue);
    REQUIRE(ambiguous.errors.size() == 1);
    CHECK(ambiguous.errors[0].where.line == 1);
    CHECK(ambiguous.errors[0].message.find("ambiguous") != std::string::npos);
    CHECK(ambiguous.errors[0].message.find("S1 002, S1 003") != std::string::npos);

    list.lines = {line(4, 1, "Crwon")};
    auto unknown = resolveDeck(list, fx.catalogue);
    REQUIRE(unknown.errors.size() == 1);
    CHECK(unknown.errors[0].str() ==
          "deck.txt:4:1: unknown Test Game card 'Crwon'. Did you mean 'Crown'?");

    list.lines = {line(5, 1, "Ace", "S1", "002")};
    auto mismatch = resolveDeck(list, fx.catalogue);
    REQUIRE(mismatch.errors.size() == 1);
    CHECK(mismatch.errors[0].message == "S1 002 is 'Bolt', not 'Ace'.");

    DeckListLine header;
    header.kind = DeckListLine::Kind::Header;
    header.name = "Sideboard";
    list.lines = {line(1, 1, "Imp"), header, line(3, 2, "Crown", "S1", "004")};
    auto sections = resolveDeck(list, fx.catalogue);
    REQUIRE(sections.ok());
    REQUIRE(sections.value.sections.size() == 2);
    CHECK(sections.value.sections[1].id == "side");

    header.name = "Reserve";
    list.lines = {header};
    auto badHeader = resolveDeck(list, fx.catalogue);
    REQUIRE(badHeader.errors.size() == 1);
    CHECK(badHeader.errors[0].message ==
          "'Reserve' is not a Test Game deck section (sections: Main, Side).");
    // A Maybeboard is every game's Considering board (considering.hpp).
    header.name = "Maybeboard";
    list.lines = {header, line(3, 2, "Crown", "S1", "004")};
    auto maybe = resolveDeck(list, fx.catalogue);
    REQUIRE(maybe.ok());
    REQUIRE(maybe.value.sections.size() == 1);
    CHECK(maybe.value.sections[0].id == "considering");

    list.lines = {line(1, 1, "Nope")};
    auto kept = resolveDeck(list, fx.catalogue, nullptr, true);
    CHECK(kept.ok());
    REQUIRE(kept.value.sections[0].entries.size() == 1);
    CHECK(kept.value.sections[0].entries[0].printing == nullptr);

    // A list handed over (a batch check has no more use for it) gives the same deck and the
    // same errors, its strings moved into the entries.
    header.name = "Sideboard";
    list.lines = {line(1, 2, "  imp "), line(2, 1, "Crwon"), header,
                  line(4, 2, "Crown", "S1", "004"), line(5, 1, "Bolt", "S1", "3")};
    for (const bool keepUnresolved : {false, true}) {
        const auto copied = resolveDeck(list, fx.catalogue, nullptr, keepUnresolved);
        DeckList handed = list;
        const auto taken = resolveDeck(std::move(handed), fx.catalogue, nullptr, keepUnresolved);
        REQUIRE(taken.errors.size() == copied.errors.size());
        for (std::size_t i = 0; i < taken.errors.size(); ++i)
            CHECK(taken.errors[i].str() == copied.errors[i].str());
        REQUIRE(taken.value.sections.size() == copied.value.sections.size());
        for (std::size_t s = 0; s < taken.value.sections.size(); ++s) {
            const auto& a = taken.value.sections[s].entries;
            const auto& b = copied.value.sections[s].entries;
            REQUIRE(a.size() == b.size());
            for (std::size_t e = 0; e < a.size(); ++e) {
                CHECK(a[e].name == b[e].name);
                CHECK(a[e].set == b[e].set);
                CHECK(a[e].number == b[e].number);
                CHECK(a[e].quantity == b[e].quantity);
                CHECK(a[e].printing == b[e].printing);
                CHECK(a[e].where.str() == b[e].where.str());
            }
        }
        CHECK(taken.value.file == "deck.txt");
    }
}

TEST_CASE("a name is ambiguous when its printings differ in a field the format reads") {
    Game g = testGame();
    CardCatalogue cat(g);
    std::vector<Printing> cards;
    cards.push_back(card(g, "Coin", "S1", "001", "Hero", "", "", "", "", "Common"));
    cards.push_back(card(g, "Coin", "S2", "001", "Hero", "", "", "", "", "Rare"));
    REQUIRE(cat.add(std::move(cards)).empty());
    Format byRarity;
    CountRule rare;
    rare.id = "rare";
    rare.filter = where(g, "rarity", Filter::Op::Equals, {"Rare"});
    byRarity.counts.push_back(rare);
    DeckList list;
    DeckListLine l;
    l.quantity = 1;
    l.name = "Coin";
    list.lines = {l};
    CHECK(resolveDeck(list, cat).ok());                  // nothing reads rarity
    CHECK_FALSE(resolveDeck(list, cat, &byRarity).ok()); // which Coin matters now
}

TEST_CASE("duplicate set and number is refused - and nothing of the batch is added") {
    Game g = testGame();
    CardCatalogue cat(g);
    std::vector<Printing> cards;
    cards.push_back(card(g, "Ace", "S1", "001", "Hero"));
    cards.push_back(card(g, "Other", "s1", "001", "Hero"));
    auto errors = cat.add(std::move(cards));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message.find("is already Ace (S1 001)") != std::string::npos);
    CHECK(cat.size() == 0);
    // Nothing of the refused batch is left to find or to collide with: the same card is
    // then added, and a later batch naming its set and number is refused because of it.
    CHECK(cat.bySetNumber("S1", "001") == nullptr);
    std::vector<Printing> again;
    again.push_back(card(g, "Ace", "S1", "001", "Hero"));
    again.push_back(card(g, "Deuce", "S1", "002", "Hero"));
    REQUIRE(cat.add(std::move(again)).empty());
    REQUIRE(cat.bySetNumber("s1", "002"));
    CHECK(cat.bySetNumber("s1", "002")->name() == "Deuce");
    std::vector<Printing> later;
    later.push_back(card(g, "Trey", "S1", "003", "Hero"));
    later.push_back(card(g, "Other", "S1", "002", "Hero"));
    errors = cat.add(std::move(later));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message.find("is already Deuce (S1 002)") != std::string::npos);
    CHECK(cat.size() == 2);
    CHECK(cat.bySetNumber("S1", "003") == nullptr);
}

TEST_CASE("a set and number written another way find the first printing added under them") {
    Game g = testGame();
    CardCatalogue cat(g);
    std::vector<Printing> first;
    first.push_back(card(g, "Ace", "S1", "012/040", "Hero"));
    first.push_back(card(g, "Bolt", "S1", "0012", "Spell")); // the same number, added later
    first.push_back(card(g, "Crown", "S2", "7", "Hero"));
    REQUIRE(cat.add(std::move(first)).empty());
    std::vector<Printing> second; // a later batch: another import into the same game
    second.push_back(card(g, "Imp", "S3", "T01", "Token"));
    second.push_back(card(g, "Dart", "S2", "007a", "Spell"));
    REQUIRE(cat.add(std::move(second)).empty());

    CHECK(cat.bySetNumber("S1", "0012")->name() == "Bolt"); // exactly as written wins
    CHECK(cat.bySetNumber("s1", "12")->name() == "Ace");    // else the first added
    CHECK(cat.bySetNumber(" S1 ", "012")->name() == "Ace");
    CHECK(cat.bySetNumber("S2", "007")->name() == "Crown");
    CHECK(cat.bySetNumber("s3", "t01/100")->name() == "Imp");
    CHECK(cat.bySetNumber("S2", "7A")->name() == "Dart");
    CHECK_FALSE(cat.bySetNumber("S2", "12"));
    CHECK_FALSE(cat.bySetNumber("S4", "7"));
}

TEST_CASE("thousands of printings: each found by set and number and by name, a refused batch "
          "of thousands leaves none") {
    Game g = testGame();
    CardCatalogue cat(g);
    // 3,000 printings in three batches: card k is "Card k" with printings 3k, 3k+1 and 3k+2,
    // numbered as written in set "S(i % 7)".
    const auto nameOf = [](int i) { return "Card " + std::to_string(i / 3); };
    const auto setOf = [](int i) { return "S" + std::to_string(i % 7); };
    for (int batch = 0; batch < 3; ++batch) {
        std::vector<Printing> cards;
        for (int i = batch * 1000; i < (batch + 1) * 1000; ++i)
            cards.push_back(card(g, nameOf(i), setOf(i), std::to_string(i), "Hero"));
        REQUIRE(cat.add(std::move(cards)).empty());
    }
    // 2,000 more, the last naming printing 1234's set and number again: none is added.
    std::vector<Printing> refused;
    for (int i = 0; i < 2000; ++i)
        refused.push_back(card(g, "New " + std::to_string(i), "N1", std::to_string(i), "Spell"));
    refused.push_back(card(g, "Clash", "s" + std::to_string(1234 % 7), "1234", "Spell"));
    const auto errors = cat.add(std::move(refused));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message.find("is already Card 411 (S2 1234)") != std::string::npos);
    CHECK(cat.size() == 3000);
    int left = 0;
    for (int i = 0; i < 2000; ++i)
        left += cat.bySetNumber("N1", std::to_string(i)) != nullptr;
    CHECK(left == 0);
    CHECK(cat.byName("new 7").empty());

    for (int i = 0; i < 3000; ++i) {
        const Printing* p = cat.bySetNumber(setOf(i), std::to_string(i));
        REQUIRE(p);
        CHECK(p->name() == nameOf(i));
        CHECK(p == &cat.at(static_cast<std::size_t>(i)));
    }
    CHECK(cat.bySetNumber("s4", "0053/100") == &cat.at(53)); // 53 % 7 == 4
    CHECK_FALSE(cat.bySetNumber("S5", "53"));
    REQUIRE(cat.byName("card 411").size() == 3);
    CHECK(cat.byName("card 411")[0] == &cat.at(1233));
    CHECK(cat.byName("card 411")[2] == &cat.at(1235));
    CHECK(cat.names().size() == 1000);
    CHECK(cat.names()[999] == "Card 999");
    CHECK(cat.identityCount(IdentityKind::Name) == 1000);
    CHECK(cat.identityCount(IdentityKind::NameNumber) == 3000);
    const auto name = static_cast<std::size_t>(IdentityKind::Name);
    CHECK(cat.at(1233).identity[name] == cat.at(1235).identity[name]);
    CHECK(cat.at(1233).identity[name] != cat.at(1236).identity[name]);
    CHECK(cat.identityLabel(IdentityKind::Name, cat.at(1236).identity[name]) == "Card 412");

    // The batch refused before, without the clash, is taken whole.
    std::vector<Printing> again;
    for (int i = 0; i < 2000; ++i)
        again.push_back(card(g, "New " + std::to_string(i), "N1", std::to_string(i), "Spell"));
    REQUIRE(cat.add(std::move(again)).empty());
    CHECK(cat.size() == 5000);
    int found = 0;
    for (int i = 0; i < 2000; ++i) {
        const Printing* p = cat.bySetNumber("n1", std::to_string(i));
        found += p && p->name() == "New " + std::to_string(i);
    }
    CHECK(found == 2000);
}

TEST_CASE("section headers in other tools' words name the main deck - side and tokens") {
    Game g;
    g.sections = {
        {"deck", "Deck", {}, true}, {"side", "Side", {}, false}, {"tokens", "Tokens", {}, false}};
    auto idOf = [&](const char* header) {
        const SectionDef* s = g.sectionByHeader(header);
        return s ? s->id : std::string("(none)");
    };
    CHECK(idOf("Main Deck") == "deck"); // the first section, whatever the game calls it
    CHECK(idOf("SIDEBOARD") == "side");
    CHECK(idOf("sb") == "side");
    CHECK(idOf("Token") == "tokens");
    CHECK(idOf("ＳＩＤＥ") == "side"); // full-width, folded
    CHECK(idOf("Extra") == "(none)");

    // Read without a game: the same words, the sections Main, Sideboard and Tokens.
    DeckList list;
    for (const char* header : {"Sideboard", "Token", "Main deck", "Extra"}) {
        DeckListLine h;
        h.kind = DeckListLine::Kind::Header;
        h.name = header;
        DeckListLine card;
        card.quantity = 1;
        card.name = "Ace";
        list.lines.push_back(h);
        list.lines.push_back(card);
    }
    std::vector<std::string> ids;
    for (const auto& s : unresolvedDeck(list).sections)
        ids.push_back(s.id);
    CHECK(ids == std::vector<std::string>{"side", "tokens", "main", "extra"});
}

TEST_CASE("a deck-size rule over a section names the section") {
    Fixture fx;
    fx.game.sections.push_back({"don", "DON!! deck", {}, false});
    fx.game.sections.push_back({"tokens", "Tokens", {}, false});
    Format f;
    DeckSizeRule don;
    don.id = "don-size";
    don.exact.value = 10;
    don.sections = {"don"};
    f.deckSize.push_back(don);
    DeckSizeRule tokens;
    tokens.id = "tokens-size";
    tokens.max.value = 0;
    tokens.sections = {"tokens"};
    f.deckSize.push_back(tokens);
    DeckSizeRule both;
    both.id = "both";
    both.max.value = 1;
    both.sections = {"main", "side"};
    f.deckSize.push_back(both);

    auto r = fx.check(
        fx.deck({{"S1 002", 9, "don"}, {"S1 T01", 1, "tokens"}, {"S1 001", 2, "main"}}), f);
    REQUIRE(ruleIds(r.errors) == std::vector<std::string>{"don-size", "tokens-size", "both"});
    CHECK(r.errors[0].message == "The DON!! deck has 9 cards; it must have exactly 10.");
    CHECK(r.errors[1].message == "The Tokens section has 1 card; it may have none.");
    CHECK(r.errors[2].message ==
          "The Main and Side sections have 2 cards; they may have at most 1.");
}

TEST_CASE("count labels agree in number however the pack writes them") {
    Fixture fx;
    const Game& g = fx.game;
    Format f;
    for (const char* label : {"Hero cards", "Hero card", "Hero"}) {
        CountRule heroes;
        heroes.id = label;
        heroes.label = label;
        heroes.exact.value = 2;
        heroes.filter = where(g, "kind", Filter::Op::Equals, {"Hero"});
        f.counts.push_back(heroes);
    }
    auto one = fx.check(fx.deck({{"S1 004", 1, "main"}}), f);
    REQUIRE(one.errors.size() == 3);
    for (const auto& e : one.errors)
        CHECK(e.message == "The deck has 1 Hero card; it must have exactly 2.");
    auto three = fx.check(fx.deck({{"S1 004", 3, "main"}}), f);
    REQUIRE(three.errors.size() == 3);
    for (const auto& e : three.errors)
        CHECK(e.message == "The deck has 3 Hero cards (Crown); it must have exactly 2.");
}

TEST_CASE("a Limited-list entry naming no card is warned about, with the closest names") {
    Fixture fx;
    LimitedListVersion may;
    may.game = "test";
    may.name = "Limited List";
    may.effective = {2026, 5, 1};
    may.maxCopies = {{"bolt", 0}, {"acee", 0}};
    may.spelling = {{"bolt", "Bolt"}, {"acee", "Acee"}};
    may.entryOrigin = {{"acee", deckhand::SourceLocation{"may.xml", 4, 3}}};
    REQUIRE(fx.limited.add(may).empty());

    const auto* v = fx.limited.inForce("test", {2026, 6, 1});
    REQUIRE(v);
    const auto unknown = unknownEntries(*v, fx.catalogue);
    REQUIRE(unknown.size() == 1);
    CHECK(unknown[0].name == "Acee");
    CHECK(unknown[0].where.str() == "may.xml:4:3");
    CHECK(unknown[0].closest.front() == "Ace");

    Format f;
    LimitedListRule lim;
    lim.id = "limited";
    f.limited.push_back(lim);
    // The misspelt ban bans nothing: the deck is legal, and the judge is told why it might be.
    auto r = fx.check(fx.deck({{"S1 001", 3, "main"}}), f);
    CHECK(r.legal());
    REQUIRE(r.warnings.size() == 1);
    CHECK(r.warnings[0].rule == "limited");
    CHECK(r.warnings[0].message == "'Acee' on the May 2026 Limited List names no card of Test "
                                   "Game, so it limits nothing. Did you mean 'Ace'?");
}

TEST_CASE(
    "copy identity from any fields: name and level, as Flesh and Blood counts name and pitch") {
    Fixture fx(IdentityKind::Name, {{"name", "level"}, {"name", "number"}});
    const int byLevel = IdentityKindCount;
    CHECK(fx.game.identityCount() == IdentityKindCount + 1); // name number is name-number
    Format f;
    CopyLimitRule copies;
    copies.id = "copies";
    copies.max.value = 2;
    copies.identity = byLevel;
    f.copyLimits.push_back(copies);
    // Bolt at level 0 and Bolt at level 2 are two cards; Ace's two printings (both level 1) one.
    CHECK(fx.check(fx.deck({{"S1 002", 2, "main"}, {"S1 003", 2, "main"}}), f).legal());
    auto bad = fx.check(fx.deck({{"S1 001", 2, "main"}, {"S2 101", 1, "main"}}), f);
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].cards == std::vector<std::string>{"Ace (Level 1)"});
    CHECK(bad.errors[0].message ==
          "3 copies of Ace (Level 1); at most 2 per name and level, counting every printing.");
    // The built-in words are the same lists of fields, keys and all.
    const auto& ace = *fx.catalogue.bySetNumber("S1", "001");
    CHECK(identityKey(fx.game, ace, IdentityKind::NameNumber) == "ace\x1f"
                                                                 "1");
    CHECK(identityKey(fx.game, ace, byLevel) == "ace\x1f"
                                                "1");
    CHECK(identityKey(fx.game, ace, IdentityKind::BaseInSet) == "s1\x1f"
                                                                "1");
}

TEST_CASE("a copy limit with a filter says which cards it limits") {
    Fixture fx;
    Format f;
    CopyLimitRule spells;
    spells.id = "spells";
    spells.max.value = 1;
    spells.appliesTo = where(fx.game, "kind", Filter::Op::Equals, {"Spell"});
    f.copyLimits.push_back(spells);
    auto bad = fx.check(fx.deck({{"S1 002", 2, "main"}, {"S1 001", 3, "main"}}), f);
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].message == "2 copies of Bolt; at most 1 per name, counting every printing "
                                   "among cards where kind = Spell.");
}

TEST_CASE("a Limited-list entry can name one card of a name by its fields") {
    Fixture fx;
    LimitedListVersion may;
    may.game = "test";
    may.name = "Limited List";
    may.effective = {2026, 5, 1};
    const std::string level0 = limitedEntryKey("Bolt", {{"level", "0"}});
    const std::string level9 = limitedEntryKey("Bolt", {{"level", "9"}});
    may.maxCopies = {{level0, 0}, {level9, 0}};
    may.spelling = {{level0, "Bolt (level 0)"}, {level9, "Bolt (level 9)"}};
    REQUIRE(fx.limited.add(may).empty());
    Format f;
    LimitedListRule lim;
    lim.id = "limited";
    f.limited.push_back(lim);
    // Bolt at level 2 is another card: not banned.
    auto level2 = fx.check(fx.deck({{"S1 003", 3, "main"}}), f);
    CHECK(level2.legal());
    // No card is Bolt at level 9: the entry limits nothing, and says so.
    REQUIRE(level2.warnings.size() == 1);
    CHECK(level2.warnings[0].cards == std::vector<std::string>{"Bolt (level 9)"});
    auto banned = fx.check(fx.deck({{"S1 002", 1, "main"}, {"S1 003", 3, "main"}}), f);
    REQUIRE(banned.errors.size() == 1);
    CHECK(banned.errors[0].message == "Bolt (level 0) is Immortalized on the May 2026 Limited "
                                      "List: it cannot be played (the deck has 1 copy).");

    LimitedListVersion bad = may;
    bad.maxCopies = {{limitedEntryKey("Bolt", {{"colour", "Red"}}), 0},
                     {limitedEntryKey("Bolt", {{"kind", "Spel"}}), 0}};
    const auto errors = checkEntryFields(bad, fx.game);
    REQUIRE(errors.size() == 2);
}

TEST_CASE("a leader decides the other cards: shares a value - or every value within its own") {
    Fixture fx;
    fx.game.sections.push_back({"leader", "Leader", {}, false});
    const Game& g = fx.game;
    const int link = g.fieldIndex("link");
    Format f;
    LeaderRule shares;
    shares.id = "leader-link";
    shares.label = "Leader";
    shares.leadSections = {"leader"};
    shares.field = "link";
    shares.fieldIndex = link;
    f.leaders.push_back(shares);

    // Ace leads with Σ: Bolt 003 (ΣΩ) shares it; Crown (Ω) and Bolt 002 (no frame) do not.
    auto r = fx.check(fx.deck({{"S1 001", 1, "leader"},
                               {"S1 003", 2, "main"},
                               {"S1 004", 1, "main"},
                               {"S1 002", 2, "main"}}),
                      f);
    REQUIRE(ruleIds(r.errors) == std::vector<std::string>{"leader-link"});
    CHECK(r.errors[0].have == 3);
    CHECK(r.errors[0].cards == std::vector<std::string>{"Crown (\xCE\xA9)", "Bolt (none)"});
    CHECK(r.errors[0].message == "3 cards share no link with the Leader Ace (\xCE\xA3): Crown "
                                 "(\xCE\xA9) and 2 Bolt (none).");

    // Within: every value of a card must be the leader's; a value always allowed passes.
    f.leaders[0].relation = Relation::SubsetOf;
    auto subset = fx.check(fx.deck({{"S1 001", 1, "leader"}, {"S1 003", 1, "main"}}), f);
    REQUIRE(subset.errors.size() == 1);
    CHECK(subset.errors[0].message == "1 card has a link other than those of the Leader Ace "
                                      "(\xCE\xA3): Bolt (\xCE\xA3 and \xCE\xA9).");
    f.leaders[0].always = {"\xCE\xA9"};
    CHECK(fx.check(fx.deck({{"S1 001", 1, "leader"}, {"S1 003", 1, "main"}}), f).legal());

    // No leader, or two: an error of its own.
    auto none = fx.check(fx.deck({{"S1 003", 1, "main"}}), f);
    REQUIRE(none.errors.size() == 1);
    CHECK(none.errors[0].message ==
          "The deck has no Leader; it needs one before the link of its other cards can be "
          "judged.");
    auto two = fx.check(fx.deck({{"S1 001", 1, "leader"}, {"S1 004", 1, "leader"}}), f);
    REQUIRE(two.errors.size() == 1);
    CHECK(two.errors[0].message ==
          "The deck has 2 Leaders (Ace and Crown); it may have one Leader.");
}

TEST_CASE("two leaders combine their values when both may lead together (partners)") {
    Fixture fx;
    const Game& g = fx.game;
    Format f;
    LeaderRule commander;
    commander.id = "identity";
    commander.label = "commander";
    commander.lead = where(g, "kind", Filter::Op::Equals, {"Hero"});
    commander.field = "link";
    commander.fieldIndex = g.fieldIndex("link");
    commander.relation = Relation::SubsetOf;
    commander.maxLeaders.value = 2;
    commander.together = where(g, "level", Filter::Op::GreaterEqual, {}, 1);
    f.leaders.push_back(commander);
    // Ace (Σ, level 1) and Crown (Ω, level 3) both qualify: Bolt ΣΩ is within them together.
    CHECK(
        fx.check(fx.deck({{"S1 001", 1, "main"}, {"S1 004", 1, "main"}, {"S1 003", 1, "main"}}), f)
            .legal());
    // A leader that does not qualify: only one may lead.
    f.leaders[0].together = where(g, "level", Filter::Op::GreaterEqual, {}, 3);
    auto r =
        fx.check(fx.deck({{"S1 001", 1, "main"}, {"S1 004", 1, "main"}, {"S1 003", 1, "main"}}), f);
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].message == "The deck has 2 commanders (Ace and Crown); it may have one "
                                 "commander, or 2 when each has level >= 3.");
}

TEST_CASE("at most N distinct values of a field across the deck - several values per card") {
    Fixture fx;
    const Game& g = fx.game;
    Format f;
    DistinctRule links;
    links.id = "links";
    links.label = "links";
    links.field = "link";
    links.fieldIndex = g.fieldIndex("link");
    links.max.value = 1;
    f.distinct.push_back(links);
    CHECK(fx.check(fx.deck({{"S1 001", 3, "main"}, {"S1 002", 3, "main"}}), f).legal());
    // Bolt 003 is a dual-frame card: it brings both.
    auto r = fx.check(fx.deck({{"S1 001", 3, "main"}, {"S1 003", 1, "main"}}), f);
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].have == 2);
    CHECK(r.errors[0].message ==
          "The deck has 2 links (\xCE\xA3 and \xCE\xA9); it may have at most 1.");
}

TEST_CASE(
    "a name is ambiguous when its printings differ in a field a leader or distinct rule reads") {
    Game g = testGame();
    CardCatalogue cat(g);
    std::vector<Printing> cards;
    cards.push_back(card(g, "Coin", "S1", "001", "Hero", "", "\xCE\xA3"));
    cards.push_back(card(g, "Coin", "S2", "001", "Hero", "", "\xCE\xA9"));
    REQUIRE(cat.add(std::move(cards)).empty());
    DeckList list;
    DeckListLine l;
    l.quantity = 1;
    l.name = "Coin";
    list.lines = {l};
    Format byLeader;
    LeaderRule leader;
    leader.id = "leader";
    leader.field = "link";
    leader.fieldIndex = g.fieldIndex("link");
    leader.lead = where(g, "kind", Filter::Op::Equals, {"Hero"});
    byLeader.leaders.push_back(leader);
    Format byDistinct;
    DistinctRule links;
    links.id = "links";
    links.field = "link";
    links.fieldIndex = g.fieldIndex("link");
    links.max.value = 1;
    byDistinct.distinct.push_back(links);
    CHECK(resolveDeck(list, cat).ok());
    CHECK_FALSE(resolveDeck(list, cat, &byLeader).ok());
    CHECK_FALSE(resolveDeck(list, cat, &byDistinct).ok());
}

TEST_CASE("a format may keep several dated lists - each rule judges its own") {
    Fixture fx;
    LimitedListVersion banned;
    banned.game = "test";
    banned.name = "Banned list";
    banned.effective = {2026, 1, 1};
    banned.maxCopies = {{"bolt", 0}};
    LimitedListVersion legend = banned;
    legend.name = "Living Legend";
    legend.maxCopies = {{"ace", 0}};
    REQUIRE(fx.limited.add(banned).empty());
    REQUIRE(fx.limited.add(legend).empty()); // same date, another list
    CHECK_FALSE(fx.limited.add(legend).empty());
    CHECK(fx.limited.inForce("test", {2026, 6, 1}, "living legend")->name == "Living Legend");
    CHECK(fx.limited.inForce("test", {2026, 6, 1}, "Banned List")->name == "Banned list");
    CHECK(fx.limited.inForce("test", {2026, 6, 1}, "Other") == nullptr);
    // A version that names no list is the game's list: it meets any list of its date.
    LimitedListVersion unnamed = banned;
    unnamed.name = std::string(kUnnamedList);
    CHECK_FALSE(fx.limited.add(unnamed).empty());
    CHECK(sameList("banned LIST", "Banned list"));
    CHECK_FALSE(sameList("Banned list", "Living Legend"));

    Format f;
    LimitedListRule onBanned;
    onBanned.id = "banned";
    onBanned.list = "Banned list";
    f.limited.push_back(onBanned);
    LimitedListRule onLegend;
    onLegend.id = "living-legend";
    onLegend.list = "Living Legend";
    onLegend.required = true;
    f.limited.push_back(onLegend);
    auto r = fx.check(fx.deck({{"S1 001", 1, "main"}, {"S1 002", 1, "main"}}), f);
    CHECK(ruleIds(r.errors) == std::vector<std::string>{"banned", "living-legend"});
    CHECK(r.limitedList == "January 2026 Banned list (effective 2026-01-01); January 2026 Living "
                           "Legend (effective 2026-01-01)");
    auto before = fx.check(fx.deck({{"S1 001", 1, "main"}}), f, {2025, 12, 1});
    REQUIRE(before.warnings.size() == 1);
    CHECK(before.warnings[0].message ==
          "No Living Legend list is in force on 2025-12-01; the deck was not "
          "checked against one.");
}

TEST_CASE("a count label in forms agrees with its count - and a phrase label gets no word added") {
    Fixture fx;
    const Game& g = fx.game;
    Format f;
    CountRule heroes;
    heroes.id = "heroes";
    heroes.label = "{Hero that leads|Heroes that lead} in the main deck";
    heroes.exact.value = 2;
    heroes.filter = where(g, "kind", Filter::Op::Equals, {"Hero"});
    f.counts.push_back(heroes);
    const auto one = fx.check(fx.deck({{"S1 001", 1, "main"}}), f);
    REQUIRE(one.errors.size() == 1);
    CHECK(one.errors[0].message ==
          "The deck has 1 Hero that leads in the main deck; it must have exactly 2.");
    const auto none = fx.check(fx.deck({{"S1 002", 1, "main"}}), f);
    REQUIRE(none.errors.size() == 1);
    CHECK(none.errors[0].message ==
          "The deck has 0 Heroes that lead in the main deck; it must have exactly 2.");

    // A plural phrase without the word "cards": nothing is added to it; for one card it leads.
    f.counts[0].label = "champion units as Chosen Champion";
    CHECK(fx.check(fx.deck({{"S1 002", 1, "main"}}), f).errors[0].message ==
          "The deck has 0 champion units as Chosen Champion; it must have exactly 2.");
    CHECK(fx.check(fx.deck({{"S1 001", 1, "main"}}), f).errors[0].message ==
          "Champion units as Chosen Champion: the deck has 1; it must have exactly 2.");
    f.counts[0].exact.value.reset();
    f.counts[0].max.value = 0;
    CHECK(fx.check(fx.deck({{"S1 001", 1, "main"}}), f).errors[0].message ==
          "Champion units as Chosen Champion: the deck has 1 (Ace); it may have none.");
    // One word is a kind of card, singular or plural as the count is.
    f.counts[0].label = "Hero";
    CHECK(fx.check(fx.deck({{"S1 001", 1, "main"}}), f).errors[0].message ==
          "The deck has 1 Hero card (Ace); it may have none.");
    CHECK(fx.check(fx.deck({{"S1 001", 2, "main"}}), f).errors[0].message ==
          "The deck has 2 Hero cards (Ace); it may have none.");
}

TEST_CASE("a message template takes forms by the count it gives") {
    Fixture fx;
    const Game& g = fx.game;
    Format f;
    CountRule heroes;
    heroes.id = "heroes";
    heroes.label = "{Hero card|Hero cards}";
    heroes.max.value = 0;
    heroes.filter = where(g, "kind", Filter::Op::Equals, {"Hero"});
    heroes.message = "{have} {label} {is|are} in the deck ({cards}); the format allows none.";
    f.counts.push_back(heroes);
    CHECK(fx.check(fx.deck({{"S1 001", 1, "main"}}), f).errors[0].message ==
          "1 Hero card is in the deck (Ace); the format allows none.");
    CHECK(fx.check(fx.deck({{"S1 001", 1, "main"}, {"S1 004", 2, "main"}}), f).errors[0].message ==
          "3 Hero cards are in the deck (Ace and Crown); the format allows none.");
}

TEST_CASE("leader, distinct and rotation labels in forms") {
    Fixture fx;
    fx.game.sections.push_back({"leader", "Leader", {}, false});
    const Game& g = fx.game;
    Format f;
    LeaderRule lead;
    lead.id = "lead";
    lead.label = "{chosen hero|chosen heroes}";
    lead.leadSections = {"leader"};
    lead.field = "link";
    lead.fieldIndex = g.fieldIndex("link");
    f.leaders.push_back(lead);
    CHECK(fx.check(fx.deck({{"S1 002", 1, "main"}}), f).errors[0].message ==
          "The deck has no chosen hero; it needs one before the link of its other cards can be "
          "judged.");
    CHECK(fx.check(fx.deck({{"S1 001", 1, "leader"}, {"S1 004", 1, "leader"}}), f)
              .errors[0]
              .message == "The deck has 2 chosen heroes (Ace and Crown); it may have one chosen "
                          "hero.");
    f.leaders.clear();

    DistinctRule links;
    links.id = "links";
    links.label = "{link symbol|link symbols}";
    links.field = "link";
    links.fieldIndex = g.fieldIndex("link");
    links.max.value = 0;
    f.distinct.push_back(links);
    CHECK(fx.check(fx.deck({{"S1 001", 1, "main"}}), f).errors[0].message ==
          "The deck has 1 link symbol (\xCE\xA3); it may have none.");
    CHECK(fx.check(fx.deck({{"S1 003", 1, "main"}}), f).errors[0].message ==
          "The deck has 2 link symbols (\xCE\xA3 and \xCE\xA9); it may have none.");
}

TEST_CASE("the header counts every section the deck-size rules count") {
    // A Flesh and Blood deck as a pack may lay it out: 1 hero + 5 equipment + 60 in the deck,
    // each section with its own size rule. The report's size is 66, not the hero's 1.
    Fixture fx;
    fx.game.sections.push_back({"hero", "Hero", {}, false});
    fx.game.sections.push_back({"equipment", "Equipment", {}, false});
    Format f;
    DeckSizeRule hero;
    hero.id = "hero";
    hero.exact.value = 1;
    hero.sections = {"hero"};
    DeckSizeRule equipment;
    equipment.id = "equipment";
    equipment.max.value = 11;
    equipment.sections = {"equipment"};
    DeckSizeRule deck;
    deck.id = "deck";
    deck.min.value = 60;
    f.deckSize = {hero, equipment, deck};
    const auto r = fx.check(fx.deck({{"S1 001", 1, "hero"},
                                     {"S1 004", 5, "equipment"},
                                     {"S1 002", 60, "main"},
                                     {"S1 003", 4, "side"}}),
                            f);
    CHECK(r.legal());
    CHECK(r.deckSize == 66);
    // With no deck-size rule: the sections that count.
    CHECK(fx.check(fx.deck({{"S1 001", 1, "hero"}, {"S1 002", 60, "main"}}), Format{}).deckSize ==
          60);
}

TEST_CASE("a negated group keeps its brackets - and one prebuilt list is named as the one") {
    Fixture fx;
    const Game& g = fx.game;
    Filter both;
    both.op = Filter::Op::All;
    both.children = {where(g, "kind", Filter::Op::Equals, {"Spell"}),
                     where(g, "level", Filter::Op::Equals, {"0"})};
    Filter notBoth;
    notBoth.op = Filter::Op::Not;
    notBoth.children = {both};
    CHECK(notBoth.describe() == "not (kind = Spell and level = 0)");
    Filter notOne;
    notOne.op = Filter::Op::Not;
    notOne.children = {where(g, "kind", Filter::Op::Equals, {"Spell"})};
    CHECK(notOne.describe() == "not kind = Spell");

    Format f;
    PrebuiltRule pre;
    pre.id = "prebuilt";
    pre.lists = {{"a", "Pack A", {{"Ace", 2}}}};
    f.prebuilt.push_back(pre);
    CHECK(fx.check(fx.deck({{"S1 001", 1, "main"}}), f).errors[0].message ==
          "The deck is not the prebuilt pack Pack A: 1 Ace missing.");
}

TEST_CASE("a leader's field named in the plural takes no article and agrees") {
    Fixture fx;
    fx.game.sections.push_back({"leader", "Leader", {}, false});
    for (auto& field : fx.game.fields)
        if (field.id == "link") field.label = "Tags";
    const Game& g = fx.game;
    Format f;
    LeaderRule lead;
    lead.id = "lead";
    lead.label = "Leader";
    lead.leadSections = {"leader"};
    lead.field = "link";
    lead.fieldIndex = g.fieldIndex("link");
    lead.relation = Relation::SubsetOf;
    f.leaders.push_back(lead);
    CHECK(
        fx.check(fx.deck({{"S1 001", 1, "leader"}, {"S1 003", 2, "main"}}), f).errors[0].message ==
        "2 cards have tags other than those of the Leader Ace (\xCE\xA3): 2 Bolt (\xCE\xA3 and "
        "\xCE\xA9).");
    CHECK(fx.check(fx.deck({{"S1 003", 1, "main"}}), f).errors[0].message ==
          "The deck has no Leader; it needs one before the tags of its other cards can be judged.");
}
