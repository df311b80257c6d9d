// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli event: an event's submissions (a form's CSV or a folder of lists) checked at
// once, with a summary and the registration sheets sorted by surname (app::EventCheck).
#include "command.hpp"
#include "deckhand/app/event_check.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <fmt/format.h>
#include <iostream>
#include <unistd.h>

namespace deckhand::cli {

namespace {

struct EventCheckArgs {
    std::string form;
    app::FormColumns columns;
    std::string roster;
    std::string game;
    std::string format;
    std::string date;
    std::vector<std::string> settings;
    std::string deadline;
    std::string dateOrder; ///< dmy, mdy or empty (told by the form)
    std::string event;
    std::string paper = "a4";
    std::string out;
    bool split = false;
    bool noSheets = false;
    bool publish = false; ///< event publish: web pages into `out` instead of the check's files
    std::vector<std::string> decks;
};

// A progress line: redrawn in place on a terminal, else a line now and then for a long run.
std::function<void(std::size_t, std::size_t)> progressLine(Context& ctx) {
    const bool terminal = &ctx.rawErr == &std::cerr && ::isatty(STDERR_FILENO);
    return [&ctx, terminal](std::size_t done, std::size_t total) {
        if (terminal) {
            if (done % 100 != 0 && done != total) return;
            ctx.rawErr << '\r' << std::flush;
            ctx.err << i18n::trf("checked {} of {} lists", groupThousands(done),
                                 groupThousands(total))
                    << (done == total ? "\n" : "") << std::flush;
        } else if (total >= 5000 && (done % 5000 == 0 || done == total)) {
            ctx.err << i18n::trf("checked {} of {} lists\n", groupThousands(done),
                                 groupThousands(total));
        }
    };
}

int eventCheck(Context& ctx, const EventCheckArgs& a) {
    if (a.form.empty() == a.decks.empty()) {
        ctx.err << i18n::tr(
            "error: give a form's CSV (--form FILE) or deck list files and folders, not "
            "both\n");
        return ExitInput;
    }
    if (!a.roster.empty() && !a.form.empty()) {
        ctx.err << i18n::tr("error: --roster is for files and folders of lists; a form names its "
                            "players\n");
        return ExitInput;
    }
    app::EventOptions options;
    app::LoadedGame* given = nullptr;
    if (!a.game.empty() && !(given = ctx.readGame(a.game))) return ExitInput;
    options.game = given;
    const auto checked = checkOptions(ctx, a.format, a.date, a.settings);
    if (!checked) return ExitInput;
    options.options = *checked;
    options.tellGame = [&ctx](const core::DeckList& list, std::ostream& notes) {
        auto told = ctx.gameForList({}, list, notes);
        return Result<const app::LoadedGame*>{told.value, std::move(told.errors)};
    };
    options.dateOrder = a.dateOrder == "dmy"   ? app::DateOrder::DayFirst
                        : a.dateOrder == "mdy" ? app::DateOrder::MonthFirst
                                               : app::DateOrder::Unknown;
    if (!a.deadline.empty()) {
        auto deadline = app::eventDeadline(a.deadline, options.dateOrder);
        if (!deadline.ok()) {
            ctx.err << i18n::trf("error: --deadline {}\n", deadline.errors.front().message);
            return ExitInput;
        }
        options.deadline = deadline.value;
    }
    options.event = a.event;
    if (a.publish) options.profileDir = app::profileDir(ctx.profileOption).string();
    options.paper = a.paper == "letter" ? io::Paper::Letter : io::Paper::A4;
    options.progress = progressLine(ctx);
    options.readStdin = [&ctx] { return ctx.readList("-"); };
    // The rows of a big folder go to a temporary file (flat memory); the web pages take them all.
    if (!a.publish) options.spillAfter = kEventRowsKept;

    app::EventInput input;
    input.form = a.form;
    input.columns = a.columns;
    input.paths = a.decks;
    input.roster = a.roster;
    app::EventCheck check(std::move(options));
    const auto summary = check.run(input);
    if (!summary.ok()) {
        printErrors(ctx.err, summary.errors);
        return ExitInput;
    }
    ctx.err << summary.value.notes;
    if (a.publish) {
        for (const auto& r : summary.value.rows)
            ctx.err << r.notes;
        const auto written = check.publish(input, summary.value, a.out);
        if (!written.ok()) {
            printErrors(ctx.err, written.errors);
            return ExitInput;
        }
        const auto pages = written.value.size() - 1;
        ctx.out << i18n::trfn("wrote {}/index.html and {} list page\n",
                              "wrote {}/index.html and {} list pages\n", pages, a.out, pages);
        return ExitOk;
    }
    summary.value.eachRow([&](std::size_t, const app::EventRow& r) {
        ctx.err << r.notes;
        // TRANSLATORS: each row's line: where the list came from, the verdict in capitals, the
        // player, then the problems or the list that counts instead.
        if (r.lateResubmission)
            ctx.out << i18n::trf("{}: LATE RESUBMISSION, not taken ({}): {} counts\n", r.source,
                                 r.player, r.supersededBy);
        else if (!r.supersededBy.empty())
            ctx.out << i18n::trf("{}: SUPERSEDED ({}) by {}\n", r.source, r.player, r.supersededBy);
        else if (r.verdict == "ILLEGAL")
            ctx.out << i18n::trf("{}: ILLEGAL ({}): {}\n", r.source, r.player, r.problems);
        else if (r.verdict != "LEGAL")
            ctx.out << i18n::trf("{}: UNREADABLE ({}): {}\n", r.source, r.player, r.problems);
        else if (r.late)
            ctx.out << i18n::trf("{}: LEGAL, LATE ({})\n", r.source, r.player);
    });
    ctx.out << app::eventCounts(summary.value) << "\n";
    if (!a.out.empty()) {
        const auto written = check.write(input, summary.value, a.out,
                                         a.noSheets ? app::EventSheets::None
                                         : a.split  ? app::EventSheets::Split
                                                    : app::EventSheets::One);
        for (const auto& f : written.value)
            if (!a.split || !f.ends_with(".pdf")) ctx.out << i18n::trf("wrote {}\n", f);
        if (a.split && !a.noSheets) {
            const auto sheets = written.value.size() - 2;
            ctx.out << i18n::trfn("wrote {} registration sheet under {}/sheets\n",
                                  "wrote {} registration sheets under {}/sheets\n", sheets, sheets,
                                  a.out);
        }
        if (!written.ok()) {
            printErrors(ctx.err, written.errors);
            return ExitInput;
        }
    }
    if (summary.value.anyUnreadable()) return ExitInput;
    return summary.value.allLegal() ? ExitOk : ExitIllegal;
}

// The options event check and event publish share: where the lists come from and how they
// are judged.
void addInputOptions(CLI::App* sub, EventCheckArgs& a) {
    sub->add_option("--form", a.form,
                    i18n::tr("The form's responses as CSV (Google Forms, Microsoft Forms, ...)"))
        ->check(CLI::ExistingFile);
    sub->add_option(
        "--player-column", a.columns.player,
        i18n::tr("The form's column of player names (header or 1-based number); default: "
                 "found by its header"));
    sub->add_option("--id-column", a.columns.id, i18n::tr("The form's column of player IDs"));
    sub->add_option("--list-column", a.columns.list, i18n::tr("The form's column of deck lists"));
    sub->add_option("--time-column", a.columns.time,
                    i18n::tr("The form's column of submission times"));
    sub->add_option(
           "--roster", a.roster,
           i18n::tr("CSV mapping list files to players: columns file, player, id, surname"))
        ->check(CLI::ExistingFile);
    sub->add_option(
        "--game", a.game,
        i18n::tr("Game id (see `deckhand-cli games`); default: each list's, told by its card "
                 "names"));
    sub->add_option("--format", a.format, i18n::tr("Format id; default: the game's first format"));
    sub->add_option("--date", a.date,
                    i18n::tr("Event date YYYY-MM-DD, picks the Limited list; default: today"));
    sub->add_option("--set", a.settings,
                    i18n::tr("Format setting: id=value (see `deckhand-cli games`)"))
        ->allow_extra_args(false);
    sub->add_option("--deadline", a.deadline,
                    i18n::tr("Lists submitted after this are late (ISO 8601: 2026-03-14T09:30)"));
    sub->add_option(
           "--date-order", a.dateOrder,
           i18n::tr("How the form writes 03/04/2026: dmy (day first) or mdy (month first); "
                    "default: told by a date the file has that settles it"))
        ->check(CLI::IsMember({"dmy", "mdy"}));
    sub->add_option("--event", a.event,
                    i18n::tr("The event's name, printed on the sheets and pages"));
    sub->add_option("DECK", a.decks,
                    i18n::tr("Deck list files or folders of them (instead of --form)"));
}

} // namespace

CommandRunner addEventCommand(CLI::App& parent, Context& ctx) {
    auto* cmd =
        parent.add_subcommand("event", i18n::tr("An event's deck lists: check them all at once, "
                                                "publish them afterwards"));
    cmd->require_subcommand(1);
    auto a = std::make_shared<EventCheckArgs>();
    auto* check = cmd->add_subcommand(
        "check",
        i18n::tr("Check an event's submissions (a form's CSV, or files and folders of lists): a "
                 "summary and every registration sheet, sorted by surname"));
    addInputOptions(check, *a);
    check->add_option("--paper", a->paper, i18n::tr("Paper of the sheets: a4 or letter"))
        ->check(CLI::IsMember({"a4", "letter"}));
    check->add_option(
        "--out", a->out,
        i18n::tr("Folder for summary.csv, summary.json and sheets.pdf (made if need be)"));
    auto* split = check->add_flag("--split", a->split,
                                  i18n::tr("One PDF a player under OUT/sheets/ instead of one"));
    check->add_flag("--no-sheets", a->noSheets, i18n::tr("Write the summary only"))
        ->excludes(split);

    auto p = std::make_shared<EventCheckArgs>();
    p->publish = true;
    auto* publish = cmd->add_subcommand(
        "publish",
        i18n::tr("An event's lists as static web pages: an index by player and by deck, each "
                 "list by section and kind of card"));
    addInputOptions(publish, *p);
    publish
        ->add_option("--out", p->out,
                     i18n::tr("Folder for index.html and lists/ (made if need be)"))
        ->required();
    const std::vector<std::pair<CLI::App*, CommandRunner>> runners = {
        {check, [&ctx, a] { return eventCheck(ctx, *a); }},
        {publish, [&ctx, p] { return eventCheck(ctx, *p); }}};
    return [runners] { return runChosen(runners); };
}

} // namespace deckhand::cli
