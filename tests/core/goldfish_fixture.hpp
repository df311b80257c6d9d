// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A small game built in code for the goldfish tests: cards of a few kinds, and the five
// launch games' procedures rebuilt from the same building blocks their packs use.

#include "deckhand/core/card.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/goldfish.hpp"
#include "deckhand/core/text.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

namespace goldfish_test {

using namespace deckhand::core;

inline const std::string kSigma = "\xCE\xA3";
inline const std::string kOmega = "\xCE\xA9";

inline Game testGame() {
    Game g;
    g.id = "gf";
    g.name = "Goldfish Test";
    g.rulesFile = "gf-rules.txt";
    g.fields.push_back(
        {"kind", "Kind", FieldType::Enum, true, {"Hero", "Spell", "Land", "Boss", "Stage"}, {}});
    g.fields.push_back({"link", "Link", FieldType::Symbols, false, {kSigma, kOmega}, {}});
    g.fields.push_back({"level", "Level", FieldType::Integer, false, {}, {}});
    g.fields.push_back({"boss", "Boss", FieldType::Enum, false, {"Yes", "No"}, {}});
    g.fields.push_back({"bq", "BQ", FieldType::Integer, false, {}, {}});
    g.sections = {{"main", "Main", {}, true}, {"side", "Side", {}, false}};
    return g;
}

inline Filter where(const Game& g, const std::string& field, const std::string& value,
                    Filter::Op op = Filter::Op::Equals) {
    Filter f;
    f.op = op;
    f.field = field;
    f.fieldIndex = g.fieldIndex(field);
    f.values = {value};
    return f;
}

inline Requirement atLeast(const Game& g, int count, const std::string& field,
                           const std::string& value, Filter::Op op = Filter::Op::Equals) {
    Requirement r;
    r.count = count;
    r.filter = where(g, field, value, op);
    return r;
}

inline Need needOf(std::vector<Requirement> reqs) {
    Need n;
    n.options.push_back(std::move(reqs));
    return n;
}

/// A catalogue with named cards and decks built from (name, copies).
struct Fixture {
    Game game = testGame();
    CardCatalogue catalogue{game};
    GoldfishProcedure procedure;

    /// kind, link, level, boss, bq for a card of this name, added on first use.
    void card(const std::string& name, const std::string& kind, const std::string& link = "",
              const std::string& level = "", const std::string& boss = "",
              const std::string& bq = "") {
        Printing p;
        p.values = {name, "GF", std::to_string(catalogue.size() + 1), "", "", kind, link, level,
                    boss, bq};
        p.numbers.assign(p.values.size(), std::nullopt);
        if (!level.empty())
            p.numbers[static_cast<std::size_t>(game.fieldIndex("level"))] = std::stoll(level);
        if (!bq.empty())
            p.numbers[static_cast<std::size_t>(game.fieldIndex("bq"))] = std::stoll(bq);
        std::vector<Printing> one;
        one.push_back(std::move(p));
        REQUIRE(catalogue.add(std::move(one)).empty());
    }

    Deck deck(const std::vector<std::pair<std::string, int>>& entries) const {
        Deck d;
        d.name = "test deck";
        auto& main = d.section("main");
        for (const auto& [name, qty] : entries) {
            DeckEntry e;
            e.quantity = qty;
            e.name = name;
            const auto& printings = catalogue.byName(foldName(name));
            REQUIRE_FALSE(printings.empty());
            e.printing = printings.front();
            main.entries.push_back(e);
        }
        return d;
    }

    GoldfishDeck make(const Deck& d,
                      const std::map<std::string, std::string>& settings = {}) const {
        auto r = GoldfishDeck::make(game, procedure, d, settings);
        INFO((r.errors.empty() ? std::string() : r.errors.front().str()));
        REQUIRE(r.ok());
        return std::move(r.value);
    }
};

inline GoldfishStep step(GoldfishStep::Kind kind, int count, std::string zone = "") {
    GoldfishStep s;
    s.kind = kind;
    s.count.value = count;
    s.zone = std::move(zone);
    return s;
}

inline GoldfishStep mulligan(MulliganKind kind, int redraw = 0, bool removeHand = true) {
    GoldfishStep s;
    s.kind = GoldfishStep::Kind::Mulligan;
    s.mulligan = kind;
    s.redraw.value = redraw;
    s.removeHand = removeHand;
    return s;
}

using SK = GoldfishStep::Kind;

/// Bankroll: draw 7, one a turn.
inline GoldfishProcedure bankrollProcedure() {
    GoldfishProcedure p;
    p.declared = true;
    p.setup = {step(SK::Draw, 7)};
    p.turn = {step(SK::Draw, 1)};
    return p;
}

/// PLU: Boss and Stage set aside, draw 6, Re-Draw 5, replenish to 6 (5 for a Boss), charge 1, spend
/// {spend}.
inline GoldfishProcedure pluProcedure(const Game& g) {
    GoldfishProcedure p;
    p.declared = true;
    p.settings.push_back({"spend", "Spend", "2", {}, ""});
    p.settings.push_back({"boss", "Boss", "auto", {"auto", "yes", "no"}, ""});
    auto fighter = step(SK::SetAside, 0, "Fighter Zone");
    fighter.filter = where(g, "kind", "Boss");
    auto stage = step(SK::SetAside, 0, "Stage Zone");
    stage.filter = where(g, "kind", "Stage");
    p.setup = {fighter, stage, step(SK::Draw, 6), mulligan(MulliganKind::Redraw, 5, true)};
    auto replenish = step(SK::ReplenishTo, 6);
    replenish.instead = GoldfishAmount{5, "", "", ""};
    replenish.insteadSetting = "boss";
    replenish.insteadFilter = where(g, "boss", "Yes");
    auto spend = step(SK::Spend, 0);
    spend.count.setting = "spend";
    p.turn = {replenish, step(SK::Charge, 1, "Power Gauge"), spend};
    return p;
}

/// VStage: draw 6, keep any / bottom the rest, place 3 Heroes, draw 1 a turn, hand limit 6.
inline GoldfishProcedure vstageProcedure(const Game& g) {
    GoldfishProcedure p;
    p.declared = true;
    auto place = step(SK::Place, 3, "stage");
    place.filter = where(g, "kind", "Hero");
    p.setup = {step(SK::Draw, 6), mulligan(MulliganKind::PartialBottom), place};
    p.turn = {step(SK::Draw, 1), step(SK::HandLimit, 6)};
    return p;
}

/// Link-frame game: 4 Level-0 set aside, draw 4, discard any and draw as many, energy 1/2,
/// draw 2 (3 on the first player's first turn), energy up to 8, hand limit 7.
/// The Link-frame game's costs: <LinkN>{...} over the Σ and Ω frames of the link field.
inline CostFrames linkFrames() {
    CostFrames f;
    f.keyword = "Link";
    f.field = "link";
    f.symbols = {kSigma, kOmega};
    f.aliases = {{"s", "sigma"}, {"o", "omega"}};
    return f;
}

inline GoldfishProcedure linkframeProcedure(const Game& g) {
    GoldfishProcedure p;
    p.declared = true;
    auto aside = step(SK::SetAside, 4, "Progress Zone");
    aside.filter = where(g, "level", "0");
    auto energy = step(SK::MoveTop, 1, "Energy Zone");
    energy.goingFirst = GoldfishAmount{1, "", "", ""};
    energy.goingSecond = GoldfishAmount{2, "", "", ""};
    p.setup = {aside, step(SK::Draw, 4), mulligan(MulliganKind::PartialDiscard), energy};
    auto draw = step(SK::Draw, 2);
    draw.goingFirst = GoldfishAmount{3, "", "", ""};
    auto turnEnergy = step(SK::MoveTop, 1, "Energy Zone");
    turnEnergy.cap = GoldfishAmount{8, "", "", ""};
    p.turn = {draw, turnEnergy, step(SK::HandLimit, 7)};
    p.frames = linkFrames();
    return p;
}

/// P.O.W.E.R.: deal round robin into four piles, then the build queue each turn.
inline GoldfishProcedure powerProcedure() {
    GoldfishProcedure p;
    p.declared = true;
    p.handZone = "HQ";
    auto deal = step(SK::Deal, 0);
    deal.piles = {"BQ4", "BQ3", "BQ2", "BQ1"};
    p.setup = {deal};
    auto shift = step(SK::Shift, 0);
    shift.piles = {"BQ1", "BQ2", "BQ3", "BQ4"};
    shift.hold = where(testGame(), "bq", "", Filter::Op::Empty); // no BQ value: stays
    auto flip = step(SK::Flip, 0);
    flip.piles = shift.piles;
    flip.pileField = "bq";
    p.turn = {shift, flip};
    return p;
}

} // namespace goldfish_test
