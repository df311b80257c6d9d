// SPDX-License-Identifier: GPL-3.0-or-later

#include "command.hpp"
#include "deckhand/app/goldfish.hpp"
#include "deckhand/app/translations.hpp"
#include "deckhand/core/i18n.hpp"

#include <fmt/format.h>
#include <ostream>

namespace deckhand::cli {

namespace {

struct GoldfishArgs {
    std::string game;
    std::string format;
    std::vector<std::string> cards;
    std::string deck;
    std::vector<std::string> needs;
    int byTurn = 0;
    std::string play = "first";
    std::string mulligan = "none";
    bool seen = false;
    std::uint64_t trials = 100000;
    std::uint64_t seed = 1;
    unsigned threads = 0;
    std::string link;
    std::vector<std::string> settings;
    bool json = false;
    int turns = 3;
};

// The game, its extra card data and the options, or exit code 2 after saying why.
app::LoadedGame* setUp(Context& ctx, const GoldfishArgs& a, app::GoldfishOptions& options,
                       const char* usage) {
    if (a.game.empty() || a.deck.empty()) {
        ctx.err << i18n::trf("error: {} needs --game ID and a DECK\nusage: {}\n",
                             a.game.empty() ? "--game" : "DECK", usage);
        return nullptr;
    }
    app::LoadedGame* game = ctx.readGame(a.game);
    if (!game) return nullptr;
    std::vector<ParseError> errors;
    for (const auto& f : a.cards) {
        auto e = ctx.addCards(*game, f);
        errors.insert(errors.end(), e.begin(), e.end());
    }
    for (const auto& s : a.settings) {
        const auto eq = s.find('=');
        if (eq == std::string::npos || eq == 0) {
            errors.push_back({{"--set"}, i18n::trf("'{}' must read setting=value", s)});
            continue;
        }
        options.settings[s.substr(0, eq)] = s.substr(eq + 1);
    }
    if (!errors.empty()) {
        printErrors(ctx.err, errors);
        return nullptr;
    }
    options.format = a.format;
    options.needs = a.needs;
    options.byTurn = a.byTurn;
    options.play = a.play == "second" ? core::PlayOrder::Second : core::PlayOrder::First;
    options.mulligan = a.mulligan == "auto";
    options.zone = a.seen ? core::NeedZone::Seen : core::NeedZone::Hand;
    options.trials = a.trials;
    options.seed = a.seed;
    options.threads = a.threads;
    options.link = a.link;
    return game;
}

constexpr const char* kUsage =
    "deckhand-cli goldfish --game ID [--format ID] [--cards FILE.csv]... DECK [--need \"K "
    "FIELD=VALUE[|VALUE...]\"]... "
    "[--by-turn T] [--play first|second] [--mulligan none|auto] [--seen] [--trials N] [--seed N] "
    "[--link \"<LinkN>{...}\"] [--set ID=VALUE]... [--json]";
constexpr const char* kSampleUsage =
    "deckhand-cli goldfish sample --game ID DECK [--seed N] [--turns T]";

int goldfish(Context& ctx, const GoldfishArgs& a) {
    // JSON is read by programs: its notes stay in English, their numbers in the C form, as
    // validate --json's messages do.
    if (a.json) app::useProgramsLanguage();
    app::GoldfishOptions options;
    app::LoadedGame* game = setUp(ctx, a, options, kUsage);
    if (!game) return ExitInput;
    auto report = app::runGoldfish(*game, a.deck, options);
    if (!report.ok()) {
        printErrors(ctx.err, report.errors);
        return ExitInput;
    }
    ctx.out << (a.json ? app::goldfishToJson(report.value) : app::formatGoldfish(report.value));
    return ExitOk;
}

int sample(Context& ctx, const GoldfishArgs& a) {
    app::GoldfishOptions options;
    app::LoadedGame* game = setUp(ctx, a, options, kSampleUsage);
    if (!game) return ExitInput;
    auto text = app::sampleGoldfish(*game, a.deck, options, a.turns);
    if (!text.ok()) {
        printErrors(ctx.err, text.errors);
        return ExitInput;
    }
    ctx.out << text.value;
    return ExitOk;
}

// The options both forms take.
void addCommon(CLI::App* cmd, GoldfishArgs& a) {
    cmd->add_option("--game", a.game, i18n::tr("Game id (see `deckhand-cli games`)"));
    cmd->add_option("--format", a.format,
                    i18n::tr("Format the deck list is read under; default: the game's first"));
    cmd->add_option("--cards", a.cards, i18n::tr("More card data (CSV) for the game"))
        ->check(CLI::ExistingFile)
        ->allow_extra_args(false);
    cmd->add_option("DECK", a.deck, i18n::tr("Deck list file"));
    cmd->add_option("--need", a.needs,
                    i18n::tr("\"K FIELD=VALUE[|VALUE...]\": at least K cards matching (several "
                             "--need: all of them; "
                             "several conditions in one: separate with ';')"))
        ->allow_extra_args(false);
    cmd->add_option("--play", a.play, i18n::tr("Play order: first or second"))
        ->check(CLI::IsMember({"first", "second"}));
    cmd->add_option(
           "--mulligan", a.mulligan,
           i18n::tr("none, or auto: the game's mulligan when the opening hand fails the need"))
        ->check(CLI::IsMember({"none", "auto"}));
    cmd->add_flag("--seen", a.seen,
                  i18n::tr("Look for the need among every card seen, not just the hand"));
    cmd->add_option("--seed", a.seed,
                    i18n::tr("Random seed (the same seed gives the same answer)"));
    cmd->add_option("--set", a.settings,
                    i18n::tr("Goldfish setting: id=value (e.g. spend=3 for Powerline Ultra)"))
        ->allow_extra_args(false);
}

} // namespace

CommandRunner addGoldfishCommand(CLI::App& parent, Context& ctx) {
    auto a = std::make_shared<GoldfishArgs>();
    auto* cmd = parent.add_subcommand(
        "goldfish", i18n::tr("Test a deck's draws with the game's own setup and mulligan: "
                             "exact odds where the maths allows, simulation always"));
    cmd->require_subcommand(0, 1);
    addCommon(cmd, *a);
    cmd->add_option("--by-turn", a->byTurn,
                    i18n::tr("Turn by which the need must be met; 0: the opening hand"))
        ->check(CLI::Range(0, 100));
    cmd->add_option("--trials", a->trials, i18n::tr("Simulated games (default 100000)"))
        ->check(CLI::Range(1, 1000000000));
    cmd->add_option("--threads", a->threads,
                    i18n::tr("Threads for the simulation; default: every core"));
    cmd->add_option(
        "--link", a->link,
        i18n::tr("A Link cost, e.g. \"<Link8>{(1)(\xCE\xA3)(\xCE\xA9)(\xCE\xA9)}\": exact odds "
                 "of paying it"));
    cmd->add_flag("--json", a->json, i18n::tr("Print JSON"));

    auto* sampleCmd = cmd->add_subcommand(
        "sample", i18n::tr("Play one game turn by turn: setup, hand, mulligan, draws, zones"));
    addCommon(sampleCmd, *a);
    sampleCmd->add_option("--turns", a->turns, i18n::tr("Turns to play (default 3)"))
        ->check(CLI::Range(0, 50));
    return
        [&ctx, a, sampleCmd] { return sampleCmd->parsed() ? sample(ctx, *a) : goldfish(ctx, *a); };
}

} // namespace deckhand::cli
