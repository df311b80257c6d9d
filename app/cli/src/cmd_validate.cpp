// SPDX-License-Identifier: GPL-3.0-or-later

#include "command.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/event_check.hpp"
#include "deckhand/app/list_check.hpp"
#include "deckhand/app/translations.hpp"
#include "deckhand/core/i18n.hpp"

#include <exception>
#include <ostream>

namespace deckhand::cli {

namespace {

struct ValidateArgs {
    std::string game;
    std::string format;
    std::string date;
    std::vector<std::string> cards;
    std::vector<std::string> lists;
    std::vector<std::string> settings;
    std::vector<std::string> decks;
    bool json = false;
    bool csv = false;
};

// validate --csv: the rows of `event check`'s summary.csv, a player a list by its file's name.
int validateCsv(Context& ctx, const ValidateArgs& a, app::LoadedGame* given,
                const app::CheckOptions& checked) {
    app::EventOptions options;
    options.game = given;
    options.options = checked;
    options.readStdin = [&ctx] { return ctx.readList("-"); };
    options.tellGame = [&ctx](const core::DeckList& list, std::ostream& notes) {
        auto told = ctx.gameForList({}, list, notes);
        return Result<const app::LoadedGame*>{told.value, std::move(told.errors)};
    };
    options.spillAfter = kEventRowsKept;
    app::EventInput input;
    input.paths = a.decks;
    const auto summary = app::EventCheck(std::move(options)).run(input);
    if (!summary.ok()) {
        printErrors(ctx.err, summary.errors);
        return ExitInput;
    }
    summary.value.eachRow([&ctx](std::size_t, const app::EventRow& r) { ctx.err << r.notes; });
    app::eventSummaryCsv(summary.value, [&ctx](std::string_view text) { ctx.out << text; });
    if (summary.value.anyUnreadable()) return ExitInput;
    return summary.value.allLegal() ? ExitOk : ExitIllegal;
}

int validate(Context& ctx, const ValidateArgs& a) {
    // JSON and CSV are read by programs (an event's tools, a spreadsheet's formulas): their
    // messages stay in English whatever the user's language, as their keys and values do, and
    // the numbers and dates in them in the C form and ISO ("1234 copies", not "1 234").
    if (a.json || a.csv) app::useProgramsLanguage();
    // With --game every list is that game's; without, each list's card names tell its game.
    app::LoadedGame* given = nullptr;
    if (!a.game.empty() && !(given = ctx.readGame(a.game))) return ExitInput;
    if (!given && !a.cards.empty()) {
        ctx.err << i18n::tr("error: --cards needs --game: card data is for one game\n");
        return ExitInput;
    }
    const auto checked = checkOptions(ctx, a.format, a.date, a.settings);
    if (!checked) return ExitInput;
    std::vector<ParseError> errors;
    for (const auto& f : a.cards) {
        auto e = ctx.addCards(*given, f);
        errors.insert(errors.end(), e.begin(), e.end());
    }
    for (const auto& f : a.lists) {
        std::vector<std::string> notes;
        auto e = ctx.addLimitedLists(f, &notes);
        errors.insert(errors.end(), e.begin(), e.end());
        for (const auto& n : notes)
            ctx.err << i18n::trf("note: {}\n", n);
    }

    if (a.csv) {
        if (!errors.empty()) {
            printErrors(ctx.err, errors);
            return ExitInput;
        }
        return validateCsv(ctx, a, given, *checked);
    }

    bool anyInput = false, anyIllegal = false;
    std::size_t printed = 0;
    app::ListChecks how;
    how.game = given;
    how.options = *checked;
    how.readStdin = [&ctx] { return ctx.readList("-"); };
    how.tellGame = [&ctx](const core::DeckList& list, std::ostream& notes) {
        auto told = ctx.gameForList({}, list, notes);
        return Result<const app::LoadedGame*>{told.value, std::move(told.errors)};
    };
    if (a.json)
        how.describe = [](const app::DeckCheck& check, const app::LoadedGame*) {
            return app::ChecksJson::entry(check);
        };
    else
        how.describe = [](const app::DeckCheck& check, const app::LoadedGame* game) {
            return app::formatReport(check, game);
        };
    how.deliver = [&](app::ListOutcome& o) {
        if (o.failure) std::rethrow_exception(o.failure);
        anyInput = anyInput || o.input;
        anyIllegal = anyIllegal || o.illegal;
        ctx.err << o.notes;
        if (a.json)
            ctx.out << (printed == 0 ? "" : app::ChecksJson::separator()) << o.report;
        else
            (o.input ? ctx.err : ctx.out) << o.report; // a list that cannot be checked: stderr
        ++printed;
    };
    app::ListChecker checker(std::move(how));
    if (given) {
        const auto& format = checker.formatOf(*given);
        errors.insert(errors.end(), format.errors.begin(), format.errors.end());
    }
    const app::DeckFiles files(a.decks, errors);
    if (!errors.empty()) {
        printErrors(ctx.err, errors);
        return ExitInput;
    }
    if (a.json) ctx.out << app::ChecksJson::begin();
    checker.run(files);
    if (a.json) ctx.out << app::ChecksJson::end(printed);
    if (anyInput) return ExitInput;
    return anyIllegal ? ExitIllegal : ExitOk;
}

} // namespace

CommandRunner addValidateCommand(CLI::App& parent, Context& ctx) {
    auto a = std::make_shared<ValidateArgs>();
    auto* cmd = parent.add_subcommand(
        "validate", i18n::tr("Check deck lists against a game's construction rules"));
    cmd->add_option(
        "--game", a->game,
        i18n::tr("Game id (see `deckhand-cli games`); default: each list's, told by its card "
                 "names"));
    cmd->add_option("--format", a->format, i18n::tr("Format id; default: the game's first format"));
    cmd->add_option("--date", a->date,
                    i18n::tr("Event date YYYY-MM-DD, picks the Limited list; default: today"));
    cmd->add_option("--cards", a->cards, i18n::tr("More card data (CSV) for the game"))
        ->check(CLI::ExistingFile)
        ->allow_extra_args(false);
    cmd->add_option("--list", a->lists, i18n::tr("More Limited-list versions (XML)"))
        ->check(CLI::ExistingFile)
        ->allow_extra_args(false);
    cmd->add_option("--set", a->settings,
                    i18n::tr("Format setting: id=value (see `deckhand-cli games`)"))
        ->allow_extra_args(false);
    auto* json =
        cmd->add_flag("--json", a->json, i18n::tr("Print JSON (each deck with its deck hash)"));
    cmd->add_flag(
           "--csv", a->csv,
           i18n::tr(
               "Print CSV: event check's summary rows (player, verdict, counts, problems, hash)"))
        ->excludes(json);
    cmd->add_option("DECK", a->decks,
                    i18n::tr("Deck list files or folders of them; - reads one from standard input"))
        ->required();
    return [&ctx, a] { return validate(ctx, *a); };
}

} // namespace deckhand::cli
