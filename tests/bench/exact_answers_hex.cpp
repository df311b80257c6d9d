// SPDX-License-Identifier: GPL-3.0-or-later

// Prints the exact answer to a few thousand goldfish questions, one a line, each probability in
// hex (or the reason there is none): decks of several sizes (some smaller than the need), every
// mulligan kind, Re-Draws taken once, twice or any number of times, needs of the plain sum's
// shape (zero, too many and absent cards among them), overlapping needs and several options.
// Built with the benchmarks, never run as a test: run it with two builds and diff the output to
// see that a change to core::exactAnswer leaves every answer bit for bit what it was.
#include "deckhand/core/card.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/probability.hpp"
#include "deckhand/core/text.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

using namespace deckhand::core;
using SK = GoldfishStep::Kind;

namespace {

Game makeGame() {
    Game g;
    g.id = "hex";
    g.name = "Hex";
    g.fields.push_back({"kind", "Kind", FieldType::Enum, true, {"A", "B", "C", "D", "E"}, {}});
    g.fields.push_back({"tag", "Tag", FieldType::Enum, false, {"X", "Y"}, {}});
    g.sections = {{"main", "Main", {}, true}};
    return g;
}

Requirement req(const Game& g, int count, const std::string& field, const std::string& value) {
    Requirement r;
    r.count = count;
    r.filter.op = Filter::Op::Equals;
    r.filter.field = field;
    r.filter.fieldIndex = g.fieldIndex(field);
    r.filter.values = {value};
    return r;
}

GoldfishStep step(SK kind, int count) {
    GoldfishStep s;
    s.kind = kind;
    s.count.value = count;
    return s;
}

GoldfishStep mulligan(MulliganKind kind, int redraw, bool removeHand, int times, int free) {
    GoldfishStep s;
    s.kind = SK::Mulligan;
    s.mulligan = kind;
    s.redraw.value = redraw;
    s.removeHand = removeHand;
    s.times = times;
    s.freeMulligans = free;
    return s;
}

} // namespace

int main() {
    const Game game = makeGame();
    CardCatalogue catalogue(game);
    // Cards by kind and tag: "A X", "A Y", "A", ... (no E in any deck: a need for E is absent).
    std::vector<Printing> printings;
    std::vector<std::string> names;
    for (const std::string kind : {"A", "B", "C", "D"}) {
        for (const std::string tag : {"X", "Y", ""}) {
            Printing p;
            const std::string name = kind + (tag.empty() ? "" : " " + tag);
            p.values = {name, "H", std::to_string(printings.size() + 1), "", "", kind, tag};
            p.numbers.assign(p.values.size(), std::nullopt);
            printings.push_back(std::move(p));
            names.push_back(name);
        }
    }
    if (!catalogue.add(std::move(printings)).empty()) return 1;
    // Copies of each of the 12 cards, in the order above.
    const std::vector<std::vector<int>> decks = {
        {1, 0, 1, 1, 1, 0, 0, 1, 1, 1, 0, 0},    // 7 cards: the need may be larger than the deck
        {2, 1, 1, 1, 2, 1, 2, 0, 1, 1, 1, 2},    // 15
        {4, 4, 4, 4, 2, 2, 3, 3, 2, 0, 0, 12},   // 40
        {8, 4, 12, 4, 4, 12, 2, 2, 8, 0, 0, 4}}; // 60
    struct Mull {
        bool step;
        MulliganKind kind;
        int redraw;
        bool removeHand;
        int times;
        int free;
    };
    const std::vector<Mull> mulls = {{false, MulliganKind::None, 0, true, 1, 0},
                                     {true, MulliganKind::Redraw, 4, true, 1, 0},
                                     {true, MulliganKind::Redraw, 4, false, 1, 0},
                                     {true, MulliganKind::Redraw, 5, false, 3, 0},
                                     {true, MulliganKind::Redraw, 5, false, 0, 0},
                                     {true, MulliganKind::PartialDiscard, 0, true, 1, 0},
                                     {true, MulliganKind::PartialBottom, 0, true, 1, 0},
                                     {true, MulliganKind::London, 5, true, 0, 1}};
    std::vector<std::pair<std::string, Need>> needs;
    auto one = [&](std::string label, std::vector<Requirement> reqs) {
        Need n;
        n.options.push_back(std::move(reqs));
        needs.emplace_back(std::move(label), std::move(n));
    };
    one("1A", {req(game, 1, "kind", "A")});
    one("2A 1B", {req(game, 2, "kind", "A"), req(game, 1, "kind", "B")});
    one("1A 1B 1C 1D", {req(game, 1, "kind", "A"), req(game, 1, "kind", "B"),
                        req(game, 1, "kind", "C"), req(game, 1, "kind", "D")});
    one("3A 2B 1C",
        {req(game, 3, "kind", "A"), req(game, 2, "kind", "B"), req(game, 1, "kind", "C")});
    one("0A 2B", {req(game, 0, "kind", "A"), req(game, 2, "kind", "B")});
    one("2B 0A", {req(game, 2, "kind", "B"), req(game, 0, "kind", "A")});
    one("0A 0B", {req(game, 0, "kind", "A"), req(game, 0, "kind", "B")});
    one("9A 1B", {req(game, 9, "kind", "A"), req(game, 1, "kind", "B")});
    one("1A 1E", {req(game, 1, "kind", "A"), req(game, 1, "kind", "E")});
    one("1A 0E", {req(game, 1, "kind", "A"), req(game, 0, "kind", "E")});
    one("2X 1Y 1D",
        {req(game, 2, "tag", "X"), req(game, 1, "tag", "Y"), req(game, 1, "kind", "D")});
    one("2A 1X", {req(game, 2, "kind", "A"), req(game, 1, "tag", "X")});  // overlapping
    one("1A 2A", {req(game, 1, "kind", "A"), req(game, 2, "kind", "A")}); // the same cards
    {
        Need n;
        n.options.push_back({req(game, 2, "kind", "A")});
        n.options.push_back({req(game, 1, "kind", "B"), req(game, 1, "kind", "C")});
        needs.emplace_back("2A | 1B 1C", std::move(n));
    }
    int lines = 0;
    for (std::size_t d = 0; d < decks.size(); ++d) {
        Deck deck;
        auto& main = deck.section("main");
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (decks[d][i] == 0) continue;
            DeckEntry e;
            e.quantity = decks[d][i];
            e.name = names[i];
            e.printing = catalogue.byName(foldName(names[i])).front();
            main.entries.push_back(e);
        }
        for (const int opening : {3, 5, 7}) {
            for (std::size_t mi = 0; mi < mulls.size(); ++mi) {
                const Mull& m = mulls[mi];
                GoldfishProcedure procedure;
                procedure.declared = true;
                procedure.setup = {step(SK::Draw, opening)};
                if (m.step)
                    procedure.setup.push_back(
                        mulligan(m.kind, m.redraw, m.removeHand, m.times, m.free));
                procedure.turn = {step(SK::Draw, 1)};
                auto made = GoldfishDeck::make(game, procedure, deck);
                if (!made.ok()) return 1;
                for (const auto& [label, need] : needs) {
                    for (int turn = 0; turn <= 3; ++turn) {
                        for (const bool taken : {false, true}) {
                            Question q;
                            q.need = need;
                            q.byTurn = turn;
                            q.mulligan = taken;
                            const auto a = exactAnswer(made.value, q);
                            std::printf("deck %zu, draw %d, mulligan %zu%s, %s, turn %d: ", d,
                                        opening, mi, taken ? " taken" : "", label.c_str(), turn);
                            if (a.p)
                                std::printf("%a\n", *a.p);
                            else
                                std::printf("none: %s\n", a.why.c_str());
                            ++lines;
                        }
                    }
                }
            }
        }
    }
    std::fprintf(stderr, "%d questions\n", lines);
    return 0;
}
