// SPDX-License-Identifier: GPL-3.0-or-later

// Commands on the profile itself and its catalogue: import cards, search, lists, profile.
#include "command.hpp"
#include "deckhand/app/card_search.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/query.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/card_formats.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <fmt/format.h>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>

namespace deckhand::cli {

namespace fs = std::filesystem;

namespace {

/// The most errors `import cards` prints; the rest are counted (and all are in a --skip-bad
/// report).
constexpr std::size_t kPrintedErrors = 50;

void printSomeErrors(std::ostream& err, const std::vector<ParseError>& errors) {
    for (std::size_t i = 0; i < errors.size() && i < kPrintedErrors; ++i)
        err << i18n::trf("error: {}\n", errors[i].str());
    if (errors.size() > kPrintedErrors)
        err << i18n::trf("... and {} more errors ({} in all)\n",
                         groupThousands(errors.size() - kPrintedErrors),
                         groupThousands(errors.size()));
}

// Where a --skip-bad report goes without --report: the profile's reports/ folder, named by the
// time, so no report overwrites another.
fs::path defaultReportPath(const fs::path& profileDir) {
    const auto now = std::chrono::system_clock::now();
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    fs::path path = profileDir / "reports" / fmt::format("import-cards-{}.txt", stamp);
    for (int n = 2; fs::exists(path); ++n)
        path = profileDir / "reports" / fmt::format("import-cards-{}-{}.txt", stamp, n);
    return path;
}

} // namespace

std::string groupThousands(std::size_t n) {
    std::string digits = std::to_string(n);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return digits;
}

namespace {

struct CardsArgs {
    std::string game;
    std::vector<std::string> files;
    bool skipBad = false;
    std::string report;
};

int importPack(Context& ctx, std::string packFile) {
    // A folder is the pack in it, as the example packs are named.
    if (fs::is_directory(packFile)) {
        const fs::path inside = fs::path(packFile) / "game.xml";
        if (!fs::is_regular_file(inside)) {
            ctx.err << i18n::trf("error: {} holds no game.xml\n", packFile);
            ctx.err << i18n::tr("Nothing was installed.\n");
            return ExitInput;
        }
        packFile = inside.string();
    }
    std::vector<ParseError> warnings;
    auto errors = ctx.session().installPack(packFile, &warnings);
    if (!errors.empty()) {
        printErrors(ctx.err, errors);
        ctx.err << i18n::tr("Nothing was installed.\n");
        return ExitInput;
    }
    for (const auto& w : warnings)
        ctx.err << i18n::trf("warning: {}\n", w.str());
    ctx.out << i18n::trf("installed the game pack {}\n", packFile);
    return ExitOk;
}

/// The files `paths` name: a folder is every card-data file in it (a plugin's sets), all
/// imported together; nullopt after saying why a folder cannot be read.
std::optional<std::vector<std::string>> cardFiles(Context& ctx,
                                                  const std::vector<std::string>& paths) {
    std::vector<std::string> files;
    for (const auto& f : paths) {
        if (!fs::is_directory(f)) {
            files.push_back(f);
            continue;
        }
        auto in = io::cardFilesIn(f);
        if (!in.ok()) {
            printErrors(ctx.err, in.errors);
            ctx.err << i18n::tr("Nothing was imported.\n");
            return std::nullopt;
        }
        ctx.out << i18n::trfn("{}: {} card data file\n", "{}: {} card data files\n",
                              in.value.size(), f, in.value.size());
        files.insert(files.end(), in.value.begin(), in.value.end());
    }
    return files;
}

/// Where --skip-bad lists the rows it left out: opened before anything is imported, so rows
/// are never left out unlisted.
struct SkipReport {
    fs::path path;
    std::ofstream file;

    /// Opens it; false after saying it cannot be written.
    bool open(Context& ctx, const CardsArgs& a) {
        path = a.report.empty() ? defaultReportPath(ctx.session().dir()) : fs::path(a.report);
        std::error_code ec;
        if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
        file.open(path, std::ios::binary | std::ios::trunc);
        if (file) return true;
        ctx.err << i18n::trf("error: cannot write the report of rows left out to {}; "
                             "nothing was imported\n",
                             path.string());
        return false;
    }
    /// Nothing was left out (or nothing imported): no report is left behind.
    void discard() {
        if (!file.is_open()) return;
        file.close();
        std::error_code ec;
        fs::remove(path, ec);
    }
    /// Lists the rows left out; the exit code.
    int write(Context& ctx, const CardsArgs& a, const app::CardImport& r, int skipped) {
        file << fmt::format("# Rows of card data that deckhand-cli import cards --skip-bad "
                            "left out of {}: {} rows, {} errors (file:line:column: reason)\n",
                            a.game, skipped, r.errors.size());
        for (const auto& e : r.errors)
            file << e.str() << "\n";
        file.close();
        if (!file) {
            ctx.err << i18n::trf("error: the report {} could not be written whole; every "
                                 "row left out is listed above\n",
                                 path.string());
            printErrors(ctx.err, r.errors);
            return ExitSystem;
        }
        printSomeErrors(ctx.err, r.errors);
        ctx.out << i18n::trf("left out {} rows ({} errors); the list is in {}\n",
                             groupThousands(static_cast<std::size_t>(skipped)),
                             groupThousands(r.errors.size()), path.string());
        return ExitOk;
    }
};

int importCards(Context& ctx, const CardsArgs& a) {
    if (!a.report.empty() && !a.skipBad) {
        ctx.err << i18n::tr("error: --report is where --skip-bad lists the rows it left out; give "
                            "--skip-bad too\n");
        return ExitInput;
    }
    const auto files = cardFiles(ctx, a.files);
    if (!files) return ExitInput;
    // That the game is installed, from its pack: the import reads the sets + numbers it has, not
    // its cards.
    if (!ctx.gameRules(a.game)) return ExitInput;
    SkipReport report;
    if (a.skipBad && !report.open(ctx, a)) return ExitInput;
    auto r = ctx.session().importCardFiles(a.game, *files, {a.skipBad});
    if (r.refused()) {
        report.discard();
        printSomeErrors(ctx.err, r.errors);
        if (files->size() == 1)
            ctx.err << i18n::trf("Nothing of {} was imported.\n", files->front());
        else
            ctx.err << i18n::trf("Nothing was imported: the {} files go in together or not "
                                 "at all.\n",
                                 files->size());
        if (!a.skipBad && !r.errors.empty())
            ctx.err << "--skip-bad imports the good rows and lists the others in a report "
                       "(a file broken as a whole is still refused).\n";
        return ExitInput;
    }
    int skipped = 0;
    for (const auto& f : r.files) {
        // TRANSLATORS: the last two values may be empty or " (replacing the 12 of its last
        // import)" and "; 3 rows left out".
        // The counts in the user's number form: an import reaches 100,000 printings.
        const auto shown = [](std::size_t n) {
            return core::shownCount(static_cast<long long>(n));
        };
        ctx.out << i18n::trf(
            "imported {} printings into {} from {}{}{}\n", shown(f.added), a.game, f.file,
            f.replaced ? i18n::trf(" (replacing the {} of its last import)", shown(f.replaced))
                       : "",
            f.skipped ? i18n::trf("; {} rows left out", shown(f.skipped)) : "");
        skipped += f.skipped;
    }
    for (const auto& n : r.notes)
        ctx.out << i18n::trf("note: {}\n", n);
    if (!report.file.is_open()) return ExitOk;
    if (r.errors.empty()) {
        report.discard();
        return ExitOk;
    }
    return report.write(ctx, a, r, skipped);
}

struct SearchArgs {
    std::string game;
    std::vector<std::string> words;
    std::vector<std::string> where;
    bool text = false;
    bool json = false;
    int limit = 50;
};

/// The --where FIELD=VALUE filters as the query takes them, or nullopt after saying what is
/// wrong. An enum field (the rarity too) takes its aliases, as card data and validate do:
/// "kind=Char" is "kind=Character".
std::optional<std::vector<std::pair<std::string, std::string>>>
fieldFilters(Context& ctx, const core::Game& game, const std::vector<std::string>& where) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& w : where) {
        const auto eq = w.find('=');
        const std::string field = w.substr(0, eq);
        if (eq == std::string::npos || game.fieldIndex(field) < 0) {
            std::string fields = "name, set, number, rarity, text";
            for (const auto& f : game.fields)
                fields += ", " + f.id;
            ctx.err << i18n::trf(
                "error: --where '{}' must be FIELD=VALUE with a field of {} ({})\n", w, game.name,
                fields);
            return std::nullopt;
        }
        const int index = game.fieldIndex(field);
        const core::FieldDef* def = game.fieldAt(index);
        const core::FieldDef rarity = core::rarityField(game);
        if (index == core::FieldRarity && !game.rarities.empty()) def = &rarity;
        std::string value = w.substr(eq + 1);
        if (def && def->type != core::FieldType::Text && def->type != core::FieldType::Integer &&
            !core::trim(value).empty()) {
            auto parsed = core::parseFieldValue(*def, value);
            if (!parsed.ok()) {
                ctx.err << i18n::trf("error: --where '{}': {}\n", w, parsed.errors.front().message);
                return std::nullopt;
            }
            value = parsed.value;
        }
        out.emplace_back(def ? def->id : field, value);
    }
    return out;
}

void printHits(Context& ctx, const SearchArgs& a, const std::vector<core::SearchHit>& hits,
               const core::Availability& owned) {
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& h : hits) {
        const auto it = owned.find(core::foldName(h.name));
        const int have = it == owned.end() ? 0 : it->second;
        if (a.json)
            arr.push_back({{"name", h.name},
                           {"set", h.set},
                           {"number", h.number},
                           {"rarity", h.rarity},
                           {"owned", have}});
        else
            ctx.out << fmt::format("{:<32} {:<6} {:<10} {:<10} {}\n", h.name, h.set, h.number,
                                   h.rarity, have ? i18n::trf("owned {}", have) : "");
    }
    if (a.json)
        ctx.out << nlohmann::json{{"results", arr}}.dump(2) << "\n";
    else if (hits.empty())
        ctx.out << i18n::tr("no cards match\n");
}

int search(Context& ctx, const SearchArgs& a) {
    // The game's rules (its fields, for --where and the query) from its pack: a search of names
    // and fields is answered by the profile's indexes, and only a query the index cannot answer
    // reads the game's cards.
    const auto rules = ctx.gameRules(a.game);
    if (!rules) return ExitInput;
    const core::Game& game = *rules;
    core::SearchQuery q;
    q.game = game.id;
    q.inRulesText = a.text;
    q.limit = a.limit;
    auto filters = fieldFilters(ctx, game, a.where);
    if (!filters) return ExitInput;
    q.fieldEquals = std::move(*filters);
    // The words are one query (docs/cli.md, "Search queries"): plain words go to the name
    // index as before; anything else is matched against the game's cards in memory.
    std::string text;
    for (const auto& w : a.words)
        text += (text.empty() ? "" : " ") + w;
    core::QueryOptions options;
    options.wordsInText = a.text;
    const auto query = core::parseQuery(game, text, options);
    if (!query.ok()) {
        const int column = query.errors.front().where.column;
        ctx.err << i18n::trf("error: search query, column {}: {}\n", column,
                             query.errors.front().message)
                << fmt::format("  {}\n  {:>{}}\n", text, "^", column);
        return ExitInput;
    }
    std::vector<core::SearchHit> hits;
    if (query.value.plainWords) {
        q.text = query.value.words;
        hits = app::searchCards(ctx.session(), q);
    } else {
        app::LoadedGame* g = ctx.game(a.game);
        if (!g) return ExitInput;
        // --where FIELD=VALUE is one more condition: the field equals the value.
        const core::Filter all = core::withFieldsEqual(g->game, query.value.filter, q.fieldEquals);
        for (const core::Printing* p :
             core::matchingPrintings(g->catalogue, all, static_cast<std::size_t>(a.limit)))
            hits.push_back({0, p->name(), p->set(), p->number(), p->rarity()});
    }
    // The copies owned of the cards found alone.
    std::vector<std::string> names;
    for (const auto& h : hits)
        names.push_back(core::foldName(h.name));
    printHits(ctx, a, hits, ctx.session().owned(game.id, names));
    return ExitOk;
}

int importLists(Context& ctx, const std::string& file) {
    auto r = ctx.session().importLimitedLists(file);
    if (!r.ok()) {
        printErrors(ctx.err, r.errors);
        ctx.err << i18n::tr("Nothing was imported.\n");
        return ExitInput;
    }
    for (const auto& line : r.value)
        ctx.out << line << "\n";
    return ExitOk;
}

struct ListsArgs {
    std::string game;
    std::string date;
};

int showLists(Context& ctx, const ListsArgs& a) {
    app::LoadedGame* g = ctx.game(a.game);
    if (!g) return ExitInput;
    core::Date when = core::Date::today();
    if (!a.date.empty()) {
        auto d = core::Date::parse(a.date);
        if (!d) {
            ctx.err << i18n::trf("error: --date '{}' is not a date (YYYY-MM-DD)\n", a.date);
            return ExitInput;
        }
        when = *d;
    }
    const auto versions = g->limited.versions(g->game.id);
    // A game may keep several lists (a banned list and a living legend list): the version
    // of each in force on the date.
    std::vector<const core::LimitedListVersion*> inForce;
    for (const auto* v : versions)
        if (const auto* f = g->limited.inForce(g->game.id, when, v->name);
            f && std::find(inForce.begin(), inForce.end(), f) == inForce.end())
            inForce.push_back(f);
    const auto isInForce = [&](const core::LimitedListVersion* v) {
        return std::find(inForce.begin(), inForce.end(), v) != inForce.end();
    };
    if (versions.empty())
        ctx.out << i18n::trf("{} has no {} versions\n", g->game.name, g->game.limitedListName);
    for (const auto* v : versions)
        // TRANSLATORS: "*" or " ", the list's label and name, the date it takes effect, how
        // many cards it limits (and the date it is in force on).
        ctx.out << (isInForce(v) ? i18n::trfn("* {} {} (effective {}), {} card - in force on {}\n",
                                              "* {} {} (effective {}), {} cards - in force on {}\n",
                                              v->maxCopies.size(), v->label, v->name,
                                              core::shownDate(v->effective), v->maxCopies.size(),
                                              core::shownDate(when))
                                 : i18n::trfn("  {} {} (effective {}), {} card\n",
                                              "  {} {} (effective {}), {} cards\n",
                                              v->maxCopies.size(), v->label, v->name,
                                              core::shownDate(v->effective), v->maxCopies.size()));
    for (const auto* v : inForce) {
        if (inForce.size() > 1) ctx.out << fmt::format("  {} {}:\n", v->label, v->name);
        std::vector<std::pair<std::string, int>> cards;
        for (const auto& [folded, max] : v->maxCopies) {
            auto it = v->spelling.find(folded);
            cards.emplace_back(it == v->spelling.end() ? folded : it->second, max);
        }
        std::sort(cards.begin(), cards.end());
        for (const auto& [name, max] : cards)
            ctx.out << fmt::format(
                "    {:<32} {}\n", name,
                max == 0 ? (v->bannedTerm.empty() ? g->game.bannedTerm : v->bannedTerm)
                         : std::to_string(max));
        // Cards that may not be together: the groups, each group's cards joined by "+".
        for (const auto& apart : v->apart) {
            std::string groups;
            for (const auto& group : apart.groups) {
                std::string cardsOf;
                for (const auto& name : group)
                    cardsOf += (cardsOf.empty() ? "" : " + ") + name;
                groups += (groups.empty() ? "" : " / ") + cardsOf;
            }
            ctx.out << i18n::trf("    not together: {}\n", groups);
        }
    }
    return ExitOk;
}

int checkProfile(Context& ctx) {
    auto& profile = ctx.session();
    const auto problems = profile.check();
    if (problems.empty()) {
        ctx.out << i18n::trf("{}: ok (integrity and foreign keys)\n", profile.dir().string());
        return ExitOk;
    }
    for (const auto& p : problems)
        ctx.err << "problem: " << p << "\n";
    ctx.err << i18n::tr("Restore a backup with `deckhand-cli profile restore latest`.\n");
    return ExitIllegal;
}

int backUp(Context& ctx) {
    ctx.out << i18n::trf("backed up to {}\n", ctx.session().backup("manual").string());
    return ExitOk;
}

int listBackups(Context& ctx) {
    for (const auto& b : ctx.session().backups())
        ctx.out << b.string() << "\n";
    return ExitOk;
}

int restoreBackup(Context& ctx, const std::string& which) {
    auto& profile = ctx.session();
    fs::path from = which;
    if (which == "latest") {
        const auto all = profile.backups();
        if (all.empty()) {
            ctx.err << i18n::tr("error: the profile has no backups\n");
            return ExitInput;
        }
        from = all.front();
    }
    if (!fs::is_directory(from)) {
        ctx.err << i18n::trf(
            "error: {} is not a backup folder (see `deckhand-cli profile backups`)\n",
            from.string());
        return ExitInput;
    }
    profile.restore(from);
    ctx.out << i18n::trf("restored {} (the state before is in the newest backup)\n", from.string());
    return ExitOk;
}

} // namespace

CommandRunner addImportCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand("import", i18n::tr("Import data into the profile"));
    cmd->require_subcommand(1);
    auto* cards = cmd->add_subcommand(
        "cards", i18n::tr("Import card data (CSV, Cockatrice cards.xml, OCTGN set.xml, LackeyCCG "
                          "carddata.txt) into a game; importing a file again replaces it"));
    auto a = std::make_shared<CardsArgs>();
    cards->add_option("--game", a->game, i18n::tr("Game id"))->required();
    cards
        ->add_option(
            "FILE", a->files,
            i18n::tr("Card data files (CSV, Cockatrice cards.xml, OCTGN set.xml, LackeyCCG "
                     "carddata.txt) or plugin folders (every set file in them)"))
        ->required()
        ->check(CLI::ExistingPath);
    cards->add_flag(
        "--skip-bad", a->skipBad,
        i18n::tr("Import the good rows and leave the bad ones out, listed in a report"));
    cards->add_option("--report", a->report,
                      i18n::tr("Where --skip-bad writes the rows left out (default: the profile's "
                               "reports/ folder)"));
    auto* pack = cmd->add_subcommand(
        "pack", i18n::tr("Install or update a game pack (game.xml) with its cards and lists"));
    auto packFile = std::make_shared<std::string>();
    pack->add_option("PACK", *packFile,
                     i18n::tr("The pack's game.xml, or its folder (resources/examples/lorcana)"))
        ->required()
        ->check(CLI::ExistingPath);
    const std::vector<std::pair<CLI::App*, CommandRunner>> runners = {
        {pack, [&ctx, packFile] { return importPack(ctx, *packFile); }},
        {cards, [&ctx, a] { return importCards(ctx, *a); }},
    };
    return [runners] { return runChosen(runners); };
}

CommandRunner addSearchCommand(CLI::App& parent, Context& ctx) {
    auto a = std::make_shared<SearchArgs>();
    auto* cmd = parent.add_subcommand(
        "search",
        i18n::tr("Search a game's cards: by name, or a query (type:attack weight>=2 -rarity:c)"));
    cmd->add_option("--game", a->game, i18n::tr("Game id"))->required();
    cmd->add_option("--where", a->where,
                    i18n::tr("Field filter FIELD=VALUE, e.g. --where type=Attack"))
        ->allow_extra_args(false);
    cmd->add_flag("--text", a->text, i18n::tr("Search rules text too"));
    cmd->add_option("--limit", a->limit, i18n::tr("Most results"))->check(CLI::Range(1, 10000));
    cmd->add_flag("--json", a->json, i18n::tr("Print JSON"));
    cmd->add_option("QUERY", a->words,
                    i18n::tr("Words of names (prefixes match) or a query: field:value, field>=2, "
                             "\"a phrase\", NOT/-, OR, ( ); see docs/cli.md"));
    return [&ctx, a] { return search(ctx, *a); };
}

CommandRunner addListsCommand(CLI::App& parent, Context& ctx) {
    auto* cmd =
        parent.add_subcommand("lists", i18n::tr("Limited lists: import versions, show them"));
    cmd->require_subcommand(1);
    auto file = std::make_shared<std::string>();
    auto* import = cmd->add_subcommand("import", i18n::tr("Import Limited-list versions (XML)"));
    import->add_option("FILE", *file, i18n::tr("Limited-list XML"))
        ->required()
        ->check(CLI::ExistingFile);
    auto a = std::make_shared<ListsArgs>();
    auto* show = cmd->add_subcommand(
        "show", i18n::tr("Show a game's Limited-list versions and the one in force"));
    show->add_option("--game", a->game, i18n::tr("Game id"))->required();
    show->add_option(
        "--date", a->date,
        i18n::tr("Show the version in force on this date (YYYY-MM-DD); default today"));
    const std::vector<std::pair<CLI::App*, CommandRunner>> runners = {
        {import, [&ctx, file] { return importLists(ctx, *file); }},
        {show, [&ctx, a] { return showLists(ctx, *a); }},
    };
    return [runners] { return runChosen(runners); };
}

CommandRunner addProfileCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand("profile", i18n::tr("Check, back up or restore the profile"));
    cmd->require_subcommand(1);
    auto* check = cmd->add_subcommand(
        "check", i18n::tr("Run SQLite's integrity and foreign-key checks on both files"));
    auto* backup = cmd->add_subcommand(
        "backup", i18n::tr("Back up the profile (kept in its backups/ folder)"));
    auto* backups = cmd->add_subcommand("backups", i18n::tr("List the backups, newest first"));
    auto* restore = cmd->add_subcommand(
        "restore", i18n::tr("Restore a backup (the current state is backed up first)"));
    auto which = std::make_shared<std::string>();
    restore->add_option("BACKUP", *which, i18n::tr("A backup folder, or 'latest'"))->required();
    const std::vector<std::pair<CLI::App*, CommandRunner>> runners = {
        {check, [&ctx] { return checkProfile(ctx); }},
        {backup, [&ctx] { return backUp(ctx); }},
        {backups, [&ctx] { return listBackups(ctx); }},
        {restore, [&ctx, which] { return restoreBackup(ctx, *which); }},
    };
    return [runners] { return runChosen(runners); };
}

} // namespace deckhand::cli
