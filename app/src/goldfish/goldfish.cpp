// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/goldfish.hpp"

#include "deckhand/app/deck_check.hpp"
#include "deckhand/core/card.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/deck_text.hpp"

#include <algorithm>
#include <bit>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace deckhand::app {

using core::Filter;

namespace {

std::vector<std::string> split(std::string_view s, char sep) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = s.find(sep, start);
        out.emplace_back(
            core::trim(s.substr(start, end == std::string_view::npos ? s.npos : end - start)));
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return out;
}

std::string fieldList(const core::Game& game) {
    std::string s = "name, set, number, rarity, text";
    for (const auto& f : game.fields)
        s += ", " + f.id;
    return s;
}

Filter leaf(Filter::Op op, int index, const std::string& field,
            std::vector<std::string> values = {}) {
    Filter f;
    f.op = op;
    f.fieldIndex = index;
    f.field = field;
    f.values = std::move(values);
    return f;
}

Filter combine(Filter::Op op, std::vector<Filter> children) {
    if (children.size() == 1) return std::move(children.front());
    Filter f;
    f.op = op;
    f.children = std::move(children);
    return f;
}

// A chance in the text report a person reads, in their locale's form (JSON keeps numbers).
std::string percent(double p) {
    return core::shownChance(p);
}

std::string playText(core::PlayOrder p) {
    return p == core::PlayOrder::First ? "first" : "second";
}

// "going first" or "going second", as a person reads it (playText is the JSON value).
std::string goingText(core::PlayOrder p) {
    return p == core::PlayOrder::First ? i18n::tr("going first") : i18n::tr("going second");
}

} // namespace

Result<core::Requirement> parseRequirement(const core::Game& game, std::string_view text) {
    Result<core::Requirement> out;
    const std::string_view t = core::trim(text);
    auto fail = [&](const std::string& message) {
        out.errors.push_back({{"--need"}, fmt::format("\"{}\": {}", t, message)});
        return out;
    };
    std::size_t i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9')
        ++i;
    long long k = 0;
    if (i == 0 || i >= t.size() || (t[i] != ' ' && t[i] != '\t') ||
        !core::parseInt(t.substr(0, i), k))
        return fail(i18n::tr(
            "write it as \"K FIELD=VALUE\" with K a number of cards, e.g. \"2 weight=Light\" or "
            "\"1 name=Iron Palm|Quick Jab\""));
    if (k < 1 || k > 1000) return fail(i18n::tr("K, the number of cards, must be from 1 to 1000"));
    std::vector<Filter> conditions;
    for (const auto& cond : split(t.substr(i), ';')) {
        if (cond.empty())
            return fail(
                i18n::tr("a condition is empty; write FIELD=VALUE, conditions separated by ';'"));
        const std::size_t pos = cond.find_first_of("!<>=");
        if (pos == std::string::npos)
            return fail(
                i18n::trf("'{}' has no comparison; write FIELD=VALUE (or !=, <, <=, >, >=)", cond));
        std::string op(1, cond[pos]);
        if (pos + 1 < cond.size() && cond[pos + 1] == '=' && op != "=") op += '=';
        if (op == "!") return fail(i18n::trf("'{}': write != for 'is not'", cond));
        const std::string field(core::trim(std::string_view(cond).substr(0, pos)));
        const std::string value(core::trim(std::string_view(cond).substr(pos + op.size())));
        if (field.empty()) return fail(i18n::trf("'{}' needs a field name before '{}'", cond, op));
        if (core::iequals(field, "library") && game.fieldIndex(field) < 0) {
            const auto& libs = game.goldfish.libraries;
            const auto at = std::find_if(libs.begin(), libs.end(), [&](const auto& l) {
                return core::iequals(l.id, value) || core::iequals(l.name, value);
            });
            if (op != "=" || at == libs.end()) {
                std::string known;
                for (const auto& l : libs)
                    known += (known.empty() ? "" : ", ") + l.id;
                return fail(known.empty()
                                ? i18n::trf("'{}': {} draws from one library; leave library "
                                            "out",
                                            cond, game.name)
                                : i18n::trf("'{}': {} draws from the libraries {}; write "
                                            "library=ID",
                                            cond, game.name, known));
            }
            out.value.library = at->id;
            continue;
        }
        const int index = game.fieldIndex(field);
        if (index < 0)
            return fail(
                i18n::trf("unknown field '{}' ({} has: {})", field, game.name, fieldList(game)));
        const core::FieldDef* def = game.fieldAt(index);
        const std::string fieldId = def ? def->id : field;
        if (op == "<" || op == "<=" || op == ">" || op == ">=") {
            if (!def || def->type != core::FieldType::Integer)
                return fail(i18n::trf("'{}' compares with {}, but {} is not a number field", cond,
                                      op, fieldId));
            long long n = 0;
            if (!core::parseInt(value, n))
                return fail(i18n::trf("'{}': '{}' is not a whole number", cond, value));
            Filter f = leaf(op == "<"    ? Filter::Op::Less
                            : op == "<=" ? Filter::Op::LessEqual
                            : op == ">"  ? Filter::Op::Greater
                                         : Filter::Op::GreaterEqual,
                            index, fieldId);
            f.number = n;
            conditions.push_back(std::move(f));
            continue;
        }
        Filter f;
        if (value.empty()) {
            f = leaf(Filter::Op::Empty, index, fieldId);
        } else {
            std::vector<Filter> alternatives;
            std::vector<std::string> values;
            for (const auto& v : split(value, '|')) {
                if (v.empty()) return fail(i18n::trf("'{}' has an empty value between '|'", cond));
                core::FieldDef parsed;
                if (def)
                    parsed = *def;
                else if (index == core::FieldRarity && !game.rarities.empty())
                    parsed = core::FieldDef{"rarity", "Rarity",      core::FieldType::Enum,
                                            false,    game.rarities, game.rarityAliases};
                if (parsed.type == core::FieldType::Text) {
                    values.push_back(v);
                    continue;
                }
                auto canonical = io::parseFieldValue(parsed, v);
                if (!canonical.ok()) return fail(canonical.errors.front().message);
                if (parsed.type == core::FieldType::Symbols) {
                    std::vector<Filter> all;
                    for (const auto& symbol : parsed.values)
                        if (canonical.value.find(symbol) != std::string::npos)
                            all.push_back(leaf(Filter::Op::HasSymbol, index, fieldId, {symbol}));
                    alternatives.push_back(combine(Filter::Op::All, std::move(all)));
                } else {
                    values.push_back(canonical.value);
                }
            }
            if (!alternatives.empty())
                f = combine(Filter::Op::Any, std::move(alternatives));
            else if (values.size() == 1)
                f = leaf(Filter::Op::Equals, index, fieldId, values);
            else
                f = leaf(Filter::Op::OneOf, index, fieldId, values);
        }
        if (op == "!=") {
            Filter no;
            no.op = Filter::Op::Not;
            no.children.push_back(std::move(f));
            f = std::move(no);
        }
        conditions.push_back(std::move(f));
    }
    out.value.count = static_cast<int>(k);
    out.value.filter = combine(Filter::Op::All, std::move(conditions));
    out.value.text = std::string(t);
    return out;
}

Result<core::Deck> loadGoldfishDeck(const LoadedGame& game, const std::string& format,
                                    const std::string& path) {
    Result<core::Deck> out;
    CheckOptions options;
    options.format = format;
    auto resolved = resolveFormat(game, options);
    if (!resolved.ok()) {
        out.errors = std::move(resolved.errors);
        return out;
    }
    auto list = io::readDeckTextFile(path);
    if (!list.ok()) {
        out.errors = std::move(list.errors);
        return out;
    }
    return core::resolveDeck(list.value, game.catalogue, &resolved.value);
}

namespace {

struct Prepared {
    core::Deck deck;
    std::optional<core::GoldfishDeck> goldfish;
    core::Need need;
};

// Deck, goldfish deck and need, or every reason there are none.
// Goldfish deck and need for `deck`, or every reason there are none; `deckPath` names the deck
// in messages.
Result<std::unique_ptr<Prepared>> prepare(const LoadedGame& game, std::optional<core::Deck> given,
                                          const std::string& deckPath,
                                          const GoldfishOptions& options) {
    Result<std::unique_ptr<Prepared>> out;
    out.value = std::make_unique<Prepared>();
    std::vector<core::Requirement> reqs;
    for (const auto& n : options.needs) {
        auto r = parseRequirement(game.game, n);
        if (!r.ok())
            out.errors.insert(out.errors.end(), r.errors.begin(), r.errors.end());
        else
            reqs.push_back(std::move(r.value));
    }
    if (reqs.size() > static_cast<std::size_t>(core::kMaxRequirements))
        out.errors.push_back(
            {{"--need"}, i18n::trf("at most {} needs at once", core::kMaxRequirements)});
    if (!reqs.empty()) out.value->need.options.push_back(std::move(reqs));
    if (!game.game.goldfish.declared) {
        out.errors.push_back(
            {{game.packFile},
             i18n::trf("{} has no goldfish procedure in its game pack", game.game.name)});
        return out;
    }
    if (given) {
        out.value->deck = std::move(*given);
    } else {
        auto deck = loadGoldfishDeck(game, options.format, deckPath);
        if (!deck.ok()) {
            out.errors.insert(out.errors.end(), deck.errors.begin(), deck.errors.end());
            return out;
        }
        out.value->deck = std::move(deck.value);
    }
    auto gd =
        core::GoldfishDeck::make(game.game, game.game.goldfish, out.value->deck, options.settings);
    if (!gd.ok()) {
        for (auto& e : gd.errors)
            e.where.file = e.message.find("setting") != std::string::npos ? "--set" : deckPath;
        out.errors.insert(out.errors.end(), gd.errors.begin(), gd.errors.end());
        return out;
    }
    out.value->goldfish.emplace(std::move(gd.value));
    if (out.value->goldfish->librarySize() == 0)
        out.errors.push_back({{deckPath}, i18n::tr("the deck has no cards to shuffle")});
    return out;
}

// The sample game's question: the need (for the mulligan), play order and zone.
core::Question questionFor(const Prepared& p, const GoldfishOptions& options) {
    core::Question q;
    q.need = p.need;
    q.play = options.play;
    q.mulligan = options.mulligan;
    q.zone = options.zone;
    return q;
}

GoldfishFigureResult workFigure(const core::GoldfishFigure& fig, const core::GoldfishDeck& deck,
                                const GoldfishOptions& options, const std::string& rulesFile) {
    GoldfishFigureResult r;
    r.kind = fig.kind;
    r.id = fig.id;
    r.label = fig.label;
    r.note = fig.note;
    r.citation = core::Citation{rulesFile, fig.cite}.str();
    switch (fig.kind) {
    case core::GoldfishFigure::Kind::Need: {
        core::Question q;
        q.need = fig.need;
        q.byTurn = fig.byTurn;
        q.zone = fig.zone;
        q.play = options.play;
        q.mulligan = options.mulligan;
        auto exact = core::exactAnswer(deck, q);
        r.exact = exact.p;
        r.exactWhy = exact.why;
        if (!r.exact)
            r.simulated = core::simulate(deck, q, {options.trials, options.seed, options.threads});
        break;
    }
    case core::GoldfishFigure::Kind::Share:
        r.have = deck.countMatching(fig.filter);
        r.of = deck.librarySize();
        r.exact = r.of ? static_cast<double>(r.have) / r.of : 0.0;
        break;
    case core::GoldfishFigure::Kind::Link: {
        auto cost = core::parseFramedCost(fig.cost, deck.procedure().frames);
        r.cost = fig.cost;
        if (cost.ok()) r.atLeast = core::framedOdds(cost.value, core::framedLibrary(deck));
        break;
    }
    }
    return r;
}

// runGoldfish for a deck given, or read from deckPath.
Result<GoldfishReport> report(const LoadedGame& game, std::optional<core::Deck> given,
                              const std::string& deckPath, const GoldfishOptions& options) {
    Result<GoldfishReport> out;
    auto prepared = prepare(game, std::move(given), deckPath, options);
    std::optional<core::FramedCost> linkCost;
    if (!options.link.empty()) {
        const auto& frames = game.game.goldfish.frames;
        if (!frames.declared()) {
            prepared.errors.push_back(
                {{"--link"}, i18n::trf("{} has no costs paid by milling", game.game.name)});
        } else {
            auto cost = core::parseFramedCost(options.link, frames);
            for (auto e : cost.errors) {
                e.where.file = "--link";
                e.message =
                    i18n::trf("\"{}\" column {}: {}", options.link, e.where.column, e.message);
                e.where.line = 0;
                prepared.errors.push_back(std::move(e));
            }
            if (cost.ok()) linkCost = cost.value;
        }
    }
    if (!prepared.ok()) {
        out.errors = std::move(prepared.errors);
        return out;
    }
    const Prepared& p = *prepared.value;
    const core::GoldfishDeck& deck = *p.goldfish;
    const auto& proc = game.game.goldfish;
    GoldfishReport& r = out.value;
    r.file = deckPath;
    r.game = game.game.id;
    r.gameName = game.game.name;
    r.deckName = p.deck.name;
    r.deckSize = deck.deckSize();
    r.librarySize = deck.librarySize();
    if (proc.libraries.size() > 1)
        for (std::size_t l = 0; l < proc.libraries.size(); ++l)
            r.libraries.emplace_back(proc.libraries[l].name, deck.librarySizes()[l]);
    for (const auto& a : deck.setAside())
        r.setAside.push_back(a.printing->name() + " -> " + a.zone);
    r.setup = proc.describeSetup(deck.settings());
    r.turn = proc.describeTurn(deck.settings());
    r.rulesFile = game.game.rulesFile;
    r.note = proc.note;
    for (const auto& s : proc.settings)
        r.settings[s.id] = core::settingValue(proc.settings, s.id, deck.settings());

    if (deck.hasPileSteps()) r.missingData = deck.missingForPiles();
    if (!p.need.empty()) {
        core::Question q;
        q.need = p.need;
        q.byTurn = options.byTurn;
        q.play = options.play;
        q.mulligan = options.mulligan;
        q.zone = options.zone;
        for (const auto& req : q.need.options.front())
            if (deck.countMatching(req.filter) < req.count)
                r.warnings.push_back(
                    i18n::trfn("the deck has {} card matching \"{}\"; the need asks for {}",
                               "the deck has {} cards matching \"{}\"; the need asks for {}",
                               static_cast<unsigned long>(deck.countMatching(req.filter)),
                               deck.countMatching(req.filter), req.text, req.count));
        if (options.mulligan && !deck.mulliganStep())
            r.mulliganNote = i18n::trf("{} has no mulligan", game.game.name);
        if (const auto* m = deck.mulliganStep(); m && !m->until.empty())
            r.mulliganNote =
                i18n::trf("taking the mulligan until the hand holds a card with {}, as the "
                          "rules do{}",
                          m->source->until->describe(),
                          m->source->cite.empty() ? "" : " [" + m->source->cite + "]");
        r.question = q;
        r.needText = q.need.describe();
        if (!r.missingData.empty()) {
            r.exact.why = r.missingData; // no odds rather than 0% on every turn
        } else {
            r.exact = core::exactAnswer(deck, q);
            core::SimulationOptions sim{options.trials, options.seed, options.threads};
            sim.progress = options.progress;
            sim.cancel = options.cancel;
            if (options.simulate) r.simulated = core::simulate(deck, q, sim);
        }
    }
    if (linkCost) {
        GoldfishLink link;
        link.frames = proc.frames;
        link.cost = *linkCost;
        link.library = core::framedLibrary(deck);
        link.atLeast = core::framedOdds(link.cost, link.library);
        r.link = std::move(link);
    }
    if (options.figures)
        for (const auto& fig : proc.figures)
            r.figures.push_back(workFigure(fig, deck, options, game.game.rulesFile));

    for (const auto& s : deck.setupSteps()) {
        if (s.kind != core::GoldfishStep::Kind::Deal || s.piles.empty()) continue;
        const int n = deck.librarySize();
        const int piles = static_cast<int>(s.piles.size());
        for (int i = 0; i < piles; ++i)
            r.piles.push_back(
                {s.piles[static_cast<std::size_t>(i)], n / piles + (i < n % piles ? 1 : 0)});
        const int tops = std::min(piles, n);
        for (const auto& k : deck.kinds())
            r.onTop.emplace_back(k.printing->name(),
                                 core::hypergeometricAtLeast(n, k.copies, tops, 1));
    }
    if (deck.hasPileSteps() && deck.missingForPiles().empty())
        r.deploys = core::simulateDeploys(
            deck, std::max(8, options.byTurn),
            {std::min<std::uint64_t>(options.trials, 100000), options.seed, options.threads});
    return out;
}

} // namespace

Result<GoldfishReport> runGoldfish(const LoadedGame& game, const std::string& deckPath,
                                   const GoldfishOptions& options) {
    return report(game, std::nullopt, deckPath, options);
}

Result<GoldfishReport> runGoldfish(const LoadedGame& game, const core::Deck& deck,
                                   const std::string& name, const GoldfishOptions& options) {
    return report(game, deck, name, options);
}

namespace {

// Items a report lists after a word of its own: "a, b, c".
std::string commaList(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& i : items)
        out += (out.empty() ? "" : ", ") + i;
    return out;
}

// The first line of a goldfish report and the procedure it follows.
void formatSetup(const GoldfishReport& r, std::string& out) {
    // TRANSLATORS: a goldfish report's first line: file, deck name, game, the deck's size.
    out += i18n::trfn("{}: {} - {}, {} card", "{}: {} - {}, {} cards",
                      static_cast<unsigned long>(r.deckSize), r.file,
                      r.deckName.empty() ? std::string(i18n::tr("deck")) : r.deckName, r.gameName,
                      r.deckSize);
    if (!r.setAside.empty())
        out += i18n::trf(" ({} shuffled; set aside: {})", r.librarySize, commaList(r.setAside));
    if (!r.libraries.empty()) {
        std::string libs;
        for (const auto& [name, cards] : r.libraries)
            libs += fmt::format("{}{} {}", libs.empty() ? "" : ", ", name, cards);
        out += i18n::trf(" (libraries: {})", libs);
    }
    out += "\n";
    auto lines = [&](const char* head, const std::vector<std::string>& items) {
        for (std::size_t i = 0; i < items.size(); ++i)
            out += fmt::format("  {:<11}{}\n", i == 0 ? head : "", items[i]);
    };
    // TRANSLATORS: a heading of a goldfish report, before the steps of a game's setup.
    lines(i18n::tr("setup:"), r.setup);
    // TRANSLATORS: a heading of a goldfish report, before what happens each turn.
    lines(i18n::tr("each turn:"), r.turn);
    if (!r.rulesFile.empty())
        out += i18n::trf("  {:<11}[...] are headings of {}\n", "", r.rulesFile);
    // TRANSLATORS: a heading of a goldfish report, before what it leaves out.
    if (!r.note.empty()) out += fmt::format("  {:<11}{}\n", i18n::tr("not shown:"), r.note);
    for (const auto& w : r.warnings)
        out += i18n::trf("  warning:   {}\n", w);
}

// The question a goldfish report answers, and its odds.
void formatQuestion(const GoldfishReport& r, std::string& out) {
    const auto& q = *r.question;
    // TRANSLATORS: follows "by turn 0" in a goldfish question.
    const std::string opening = q.byTurn == 0 ? i18n::tr(" (the opening hand)") : "";
    const std::string mulligan = r.mulliganNote ? *r.mulliganNote
                                 : q.mulligan
                                     ? i18n::tr("taking the mulligan when the opening hand fails")
                                     : i18n::tr("no mulligan");
    // TRANSLATORS: "Need 2 weight=Light in hand by turn 3, going first, no mulligan".
    out += q.zone == core::NeedZone::Hand
               ? i18n::trf("\nNeed {} in hand by turn {}{}, {}, {}\n", r.needText, q.byTurn,
                           opening, goingText(q.play), mulligan)
               : i18n::trf("\nNeed {} among the cards seen by turn {}{}, {}, {}\n", r.needText,
                           q.byTurn, opening, goingText(q.play), mulligan);
    if (r.exact.p)
        out += i18n::trf("  exact      {}\n", percent(*r.exact.p));
    else
        out += i18n::trf("  exact      - ({})\n", r.exact.why);
    if (r.simulated)
        out += i18n::trfn("  simulated  {}  (95% CI {} - {}; {} trial, seed {})\n",
                          "  simulated  {}  (95% CI {} - {}; {} trials, seed {})\n",
                          static_cast<unsigned long>(r.simulated->trials), percent(r.simulated->p),
                          percent(r.simulated->ci95.lo), percent(r.simulated->ci95.hi),
                          core::shownCount(static_cast<long long>(r.simulated->trials)),
                          r.simulated->seed);
}

void formatLink(const GoldfishReport& r, std::string& out) {
    const auto& l = *r.link;
    std::vector<std::string> frames;
    for (std::size_t mask = 1; mask < l.library.byMask.size(); ++mask)
        if (l.library.byMask[mask] > 0) {
            const auto what = l.frames.describe(static_cast<unsigned>(mask));
            // TRANSLATORS: cards of a library by their frames: "4 pendulum only".
            frames.push_back(std::popcount(mask) == 1
                                 ? i18n::trf("{} {} only", l.library.byMask[mask], what)
                                 : fmt::format("{} {}", l.library.byMask[mask], what));
        }
    const int none = l.library.byMask.empty() ? 0 : l.library.byMask[0];
    frames.push_back(i18n::trf("{} without a frame", none));
    out +=
        i18n::trfn("\n{} {}: mill {} from {} card ({})\n", "\n{} {}: mill {} from {} cards ({})\n",
                   static_cast<unsigned long>(l.library.total()), l.frames.keyword, l.cost.text,
                   l.cost.mill, l.library.total(), commaList(frames));
    for (std::size_t t = 0; t < l.atLeast.size(); ++t)
        out += i18n::trfn("  at least {} time: {}\n", "  at least {} times: {}\n", t + 1, t + 1,
                          percent(l.atLeast[t]));
}

void formatFigures(const GoldfishReport& r, std::string& out) {
    out += r.question ? i18n::tr("\nFigures (with the play order and mulligan above)\n")
                      : i18n::tr("\nFigures (going first unless --play says otherwise)\n");
    for (const auto& f : r.figures) {
        std::string value;
        switch (f.kind) {
        case core::GoldfishFigure::Kind::Need:
            value = f.exact
                        ? i18n::trf("exact {}", percent(*f.exact))
                        : i18n::trf("simulated {} (95% CI {} - {})", percent(f.simulated->p),
                                    percent(f.simulated->ci95.lo), percent(f.simulated->ci95.hi));
            break;
        case core::GoldfishFigure::Kind::Share:
            value = i18n::trfn("{} of {} card = {}", "{} of {} cards = {}",
                               static_cast<unsigned long>(f.of), f.have, f.of,
                               percent(f.exact.value_or(0)));
            break;
        case core::GoldfishFigure::Kind::Link: {
            value = f.cost + ":";
            for (std::size_t t = 0; t < f.atLeast.size(); ++t)
                value += fmt::format(" {}x {}", t + 1, percent(f.atLeast[t]));
            break;
        }
        }
        out += fmt::format("  {}: {}\n", f.label, value);
        if (!f.citation.empty()) out += i18n::trf("      see {}\n", f.citation);
    }
}

void formatDeal(const GoldfishReport& r, std::string& out) {
    std::string piles;
    for (const auto& p : r.piles)
        piles += (piles.empty() ? "" : ", ") + fmt::format("{} {}", p.name, p.cards);
    out += i18n::trfn("\nDeal: {} card into {}\n", "\nDeal: {} cards into {}\n",
                      static_cast<unsigned long>(r.librarySize), r.librarySize, piles);
    out += i18n::tr("  chance a copy starts on top of a pile (flipped on turn 1):\n");
    for (const auto& [name, p] : r.onTop)
        out += fmt::format("    {:<28}{}\n", name, percent(p));
    if (!r.deploys && !r.missingData.empty() && !r.question) out += "  " + r.missingData + "\n";
}

void formatDeploys(const GoldfishReport& r, std::string& out) {
    const auto& d = *r.deploys;
    out += i18n::trfn("\nDeploy turn ({} simulated game, flipping every face-down top card)\n",
                      "\nDeploy turn ({} simulated games, flipping every face-down top card)\n",
                      static_cast<unsigned long>(d.trials),
                      core::shownCount(static_cast<long long>(d.trials)));
    // TRANSLATORS: the heading of a table's column of card names.
    std::string head = fmt::format("    {:<28}", i18n::tr("card"));
    for (int t = 1; t <= d.horizon; ++t)
        head += fmt::format("{:>7}", fmt::format("T{}", t));
    // TRANSLATORS: the heading of a table's last column: the mean turn.
    out += head + i18n::tr("   mean") + "\n";
    for (const auto& c : d.cards) {
        std::string row = fmt::format("    {:<28}", c.printing->name());
        for (const double v : c.byTurn)
            row += fmt::format("{:>7}", core::shownPercent(100 * v, 0));
        // TRANSLATORS: in a table's mean-turn column: the card never came.
        row += c.meanTurn > 0 ? "   " + core::shownFixed(c.meanTurn, 2)
                              : std::string(i18n::tr("   never"));
        out += row + "\n";
    }
}

} // namespace

std::string formatGoldfish(const GoldfishReport& r) {
    std::string out;
    formatSetup(r, out);
    if (r.question) formatQuestion(r, out);
    if (r.link) formatLink(r, out);
    if (!r.figures.empty()) formatFigures(r, out);
    if (!r.piles.empty()) formatDeal(r, out);
    if (r.deploys) formatDeploys(r, out);
    return out;
}

std::string goldfishToJson(const GoldfishReport& r) {
    using nlohmann::json;
    json j;
    j["file"] = r.file;
    j["game"] = r.game;
    j["deck"] = r.deckName;
    j["cards"] = r.deckSize;
    j["shuffled"] = r.librarySize;
    if (!r.libraries.empty()) {
        json libs = json::object();
        for (const auto& [name, cards] : r.libraries)
            libs[name] = cards;
        j["libraries"] = libs;
    }
    j["set_aside"] = r.setAside;
    j["settings"] = r.settings;
    j["warnings"] = r.warnings;
    j["missing_data"] = r.missingData.empty() ? nlohmann::json() : nlohmann::json(r.missingData);
    if (r.question) {
        const auto& q = *r.question;
        j["question"] = {{"need", r.needText},
                         {"by_turn", q.byTurn},
                         {"play", playText(q.play)},
                         {"mulligan", q.mulligan ? "auto" : "none"},
                         {"zone", q.zone == core::NeedZone::Hand ? "hand" : "seen"}};
        j["exact"] = r.exact.p ? json(*r.exact.p) : json(nullptr);
        if (!r.exact.p) j["exact_note"] = r.exact.why;
    } else {
        j["question"] = nullptr;
        j["exact"] = nullptr;
    }
    if (r.simulated)
        j["simulated"] = {{"p", r.simulated->p},
                          {"ci95", {r.simulated->ci95.lo, r.simulated->ci95.hi}},
                          {"trials", r.simulated->trials},
                          {"seed", r.simulated->seed}};
    else
        j["simulated"] = nullptr;
    if (r.link) {
        json library = json::object();
        for (std::size_t mask = 0; mask < r.link->library.byMask.size(); ++mask)
            if (mask == 0 || r.link->library.byMask[mask] > 0)
                library[mask == 0 ? std::string("none")
                                  : r.link->frames.describe(static_cast<unsigned>(mask))] =
                    r.link->library.byMask[mask];
        j["link"] = {
            {"cost", r.link->cost.text}, {"at_least", r.link->atLeast}, {"library", library}};
    }
    json figs = json::array();
    for (const auto& f : r.figures) {
        json fj{{"id", f.id}, {"label", f.label}, {"citation", f.citation}};
        switch (f.kind) {
        case core::GoldfishFigure::Kind::Need:
            fj["kind"] = "need";
            fj["exact"] = f.exact ? json(*f.exact) : json(nullptr);
            if (f.simulated)
                fj["simulated"] = {{"p", f.simulated->p},
                                   {"ci95", {f.simulated->ci95.lo, f.simulated->ci95.hi}},
                                   {"trials", f.simulated->trials},
                                   {"seed", f.simulated->seed}};
            break;
        case core::GoldfishFigure::Kind::Share:
            fj["kind"] = "share";
            fj["share"] = f.exact.value_or(0);
            fj["cards"] = f.have;
            fj["of"] = f.of;
            break;
        case core::GoldfishFigure::Kind::Link:
            fj["kind"] = "link";
            fj["cost"] = f.cost;
            fj["at_least"] = f.atLeast;
            break;
        }
        figs.push_back(std::move(fj));
    }
    j["figures"] = figs;
    if (!r.piles.empty()) {
        json piles = json::array();
        for (const auto& p : r.piles)
            piles.push_back({{"pile", p.name}, {"cards", p.cards}});
        json top = json::array();
        for (const auto& [name, p] : r.onTop)
            top.push_back({{"card", name}, {"p", p}});
        j["deal"] = {{"piles", piles}, {"on_top", top}};
    }
    if (r.deploys) {
        json cards = json::array();
        for (const auto& c : r.deploys->cards)
            cards.push_back({{"card", c.printing->name()},
                             {"copies", c.copies},
                             {"by_turn", c.byTurn},
                             {"mean_turn", c.meanTurn > 0 ? json(c.meanTurn) : json(nullptr)},
                             {"never", c.never}});
        j["deploys"] = {
            {"horizon", r.deploys->horizon}, {"trials", r.deploys->trials}, {"cards", cards}};
    }
    return j.dump(2) + "\n";
}

Result<core::SampleGame> playGoldfishSample(const LoadedGame& game, const core::Deck& deck,
                                            const std::string& name, const GoldfishOptions& options,
                                            int turns) {
    Result<core::SampleGame> out;
    auto prepared = prepare(game, deck, name, options);
    if (!prepared.ok()) {
        out.errors = std::move(prepared.errors);
        return out;
    }
    out.value = core::playSample(*prepared.value->goldfish, questionFor(*prepared.value, options),
                                 turns, options.seed);
    return out;
}

Result<core::SampleGame> playGoldfishSample(const LoadedGame& game, const core::Deck& deck,
                                            const std::string& name, const GoldfishOptions& options,
                                            int turns,
                                            const std::vector<std::vector<int>>& mulligans) {
    Result<core::SampleGame> out;
    auto prepared = prepare(game, deck, name, options);
    if (!prepared.ok()) {
        out.errors = std::move(prepared.errors);
        return out;
    }
    out.value = core::playSample(*prepared.value->goldfish, questionFor(*prepared.value, options),
                                 turns, options.seed, mulligans);
    return out;
}

Result<core::SampleGame> mulliganGoldfishSample(const LoadedGame& game, const core::Deck& deck,
                                                const std::string& name,
                                                const GoldfishOptions& options, int turns,
                                                const core::SampleGame& sample,
                                                const std::vector<int>& chosen) {
    auto prepared = prepare(game, deck, name, options);
    if (!prepared.ok()) {
        Result<core::SampleGame> out;
        out.errors = std::move(prepared.errors);
        return out;
    }
    return core::takeMulligan(*prepared.value->goldfish, questionFor(*prepared.value, options),
                              turns, options.seed, sample, chosen);
}

Result<std::string> sampleGoldfish(const LoadedGame& game, const std::string& deckPath,
                                   const GoldfishOptions& options, int turns) {
    Result<std::string> out;
    auto prepared = prepare(game, std::nullopt, deckPath, options);
    if (!prepared.ok()) {
        out.errors = std::move(prepared.errors);
        return out;
    }
    const Prepared& p = *prepared.value;
    const auto game1 = core::playSample(*p.goldfish, questionFor(p, options), turns, options.seed);
    std::string& s = out.value;
    // TRANSLATORS: "Sample game: Deck - Game, going first, seed 1, need ..."; the last value
    // is empty or ", need 2 type=Leader".
    s += i18n::trf("Sample game: {} - {}, {}, seed {}{}\n",
                   p.deck.name.empty() ? deckPath : p.deck.name, game.game.name,
                   goingText(options.play), options.seed,
                   p.need.empty() ? std::string() : i18n::trf(", need {}", p.need.describe()));
    int turn = -1;
    for (const auto& e : game1.events) {
        if (e.turn != turn) {
            turn = e.turn;
            s += turn == 0 ? std::string(i18n::tr("Setup\n")) : i18n::trf("Turn {}\n", turn);
        }
        s += "  " + e.text + "\n";
    }
    return out;
}

} // namespace deckhand::app
