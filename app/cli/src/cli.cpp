// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/cli/cli.hpp"

#include "command.hpp"
#include "deckhand/app/deck_reading.hpp"
#include "deckhand/app/translations.hpp"
#include "deckhand/core/date.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/storage.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/game_pack.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fmt/format.h>
#include <iostream>
#include <new>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string_view>

namespace deckhand::cli {

CLI::Validator utf8Text() {
    return CLI::Validator(
        [](std::string& value) -> std::string {
            std::size_t bad = 0;
            if (core::validUtf8(value, &bad)) return {};
            return i18n::trf("not UTF-8 text (byte {} of it); nothing was stored", bad + 1);
        },
        "UTF-8");
}

void printErrors(std::ostream& err, const std::vector<ParseError>& errors) {
    for (const auto& e : errors)
        err << i18n::trf("error: {}\n", e.str());
}

std::optional<app::CheckOptions> checkOptions(Context& ctx, const std::string& format,
                                              const std::string& date,
                                              const std::vector<std::string>& settings) {
    app::CheckOptions options;
    options.format = format;
    if (!date.empty()) {
        auto d = core::Date::parse(date);
        if (!d) {
            ctx.err << i18n::trf("error: --date '{}' is not a date (YYYY-MM-DD)\n", date);
            return std::nullopt;
        }
        options.date = *d;
    }
    for (const auto& s : settings) {
        const auto eq = s.find('=');
        if (eq == std::string::npos || eq == 0) {
            ctx.err << i18n::trf("error: --set '{}' must read setting=value\n", s);
            return std::nullopt;
        }
        options.settings[s.substr(0, eq)] = s.substr(eq + 1);
    }
    return options;
}

app::ProfileSession& Context::session() {
    if (!m_session)
        m_session = std::make_unique<app::ProfileSession>(app::profileDir(profileOption),
                                                          app::resourcesDir(),
                                                          std::chrono::milliseconds(lockTimeoutMs));
    return *m_session;
}

int runChosen(const std::vector<std::pair<CLI::App*, CommandRunner>>& subs) {
    for (const auto& [sub, runner] : subs)
        if (sub->parsed()) return runner();
    return ExitInput;
}

void Context::openForReading() {
    if (m_session || m_bundled) return;
    const auto dir = app::profileDir(profileOption);
    if (!app::ProfileSession::existsIn(dir)) {
        m_bundled = std::make_unique<app::GameLibrary>(); // its packs read when asked for
        m_bundledAll = false;
        return;
    }
    try {
        m_session = std::make_unique<app::ProfileSession>(dir, app::ProfileSession::ReadOnly{},
                                                          std::chrono::milliseconds(lockTimeoutMs));
    } catch (const StorageError&) {
        m_session.reset(); // an old schema (upgraded, with a backup, by the writing open)
        (void)session();
    }
}

app::GameLibrary& Context::readLibrary() {
    openForReading();
    if (m_session) return m_session->library();
    if (!m_bundledAll) {
        // The packs not read yet join those read one at a time (the games handed out stay
        // where they are).
        m_bundled->loadFolder(app::resourcesDir() / "games");
        m_bundledAll = true;
    }
    return *m_bundled;
}

app::LoadedGame* Context::readGame(const std::string& id) {
    openForReading();
    // With a profile, that game alone is read from it: a one-deck check beside a big game of
    // another kind reads none of that game's cards.
    if (m_session) return game(id);
    if (app::LoadedGame* g = m_bundled->find(id)) return g;
    // Without a profile, that game's pack alone (reading every bundled pack is most of the
    // start of a one-deck check); the others are read when something needs them.
    if (!m_bundledAll && !id.empty() && id.find_first_of("/\\.") == std::string::npos) {
        const auto pack = app::resourcesDir() / "games" / id / "game.xml";
        std::error_code ec;
        if (std::filesystem::is_regular_file(pack, ec) &&
            m_bundled->loadPack(pack.string()).empty())
            if (app::LoadedGame* g = m_bundled->find(id)) return g;
    }
    app::GameLibrary& library = readLibrary();
    if (app::LoadedGame* g = library.find(id)) return g;
    std::string known;
    for (const auto& g : library.games())
        known += (known.empty() ? "" : ", ") + g->game.id;
    for (const auto& e : library.loadErrors())
        err << i18n::trf("error: {}\n", e.str());
    err << i18n::trf("error: no installed game has the id '{}' (games: {})\n", id, known);
    return nullptr;
}

std::vector<ParseError> Context::addCards(app::LoadedGame& game, const std::string& csvFile) {
    return app::GameLibrary::addCards(game, csvFile);
}

std::vector<ParseError> Context::addLimitedLists(const std::string& xmlFile,
                                                 std::vector<std::string>* notes) {
    openForReading();
    if (!m_session) return readLibrary().addLimitedLists(xmlFile, notes);
    // The games the file names are read, and no other: a game it names that is not installed
    // is said by addLimitedLists as before.
    if (auto read = io::readLimitedListFile(xmlFile); read.ok())
        for (const auto& v : read.value)
            (void)m_session->game(v.game);
    return m_session->loadedGames().addLimitedLists(xmlFile, notes);
}

app::LoadedGame* Context::game(const std::string& id) {
    auto g = session().game(id); // loads that game only
    if (g.ok()) return g.value;
    for (const auto& e : g.errors)
        err << i18n::trf("error: {}\n", e.message);
    return nullptr;
}

std::optional<core::Game> Context::gameRules(const std::string& id) {
    auto rules = session().gameRules(id);
    if (rules.ok()) return std::move(rules.value);
    for (const auto& e : rules.errors)
        err << i18n::trf("error: {}\n", e.message);
    return std::nullopt;
}

Result<core::DeckList> Context::readList(const std::string& path) {
    if (path != "-") return app::readDeckListFile(path);
    if (!m_stdin) {
        std::ostringstream bytes;
        bytes << in.rdbuf();
        m_stdin = bytes.str();
    }
    return app::readDeckList(*m_stdin, kStdinName, app::FormatBy::Content);
}

app::GameGuess Context::guessGame(const core::DeckList& list) {
    openForReading();
    // A profile answers from its name index: no game's cards are read to tell a list's game.
    if (m_session) return m_session->guessGame(list);
    return app::guessGame(list, readLibrary());
}

void Context::noteGuess(const std::string& file, const app::GameGuess& guess, std::ostream& notes) {
    const app::GameMatch* best = guess.best();
    if (!best) return;
    // A folder of one game's lists gets one note, not one per list: the next is noted only
    // when its game differs or some of its names are unknown.
    const bool same = best->id == m_lastGuess && best->known == guess.names;
    m_lastGuess = best->id;
    if (!same)
        notes << i18n::trf("note: {}: {}; read as {}'s (--game {} to choose)\n", file,
                           guess.describe(), best->name, best->id);
}

Result<app::LoadedGame*> Context::gameForList(const std::string& id, const core::DeckList& list,
                                              std::ostream& notes) {
    if (!id.empty()) {
        app::LoadedGame* game = readGame(id);
        if (!game) return {nullptr, {{{list.file}, i18n::trf("no game '{}'", id)}}};
        return {game, {}};
    }
    const app::GameGuess guess = guessGame(list);
    if (const app::GameMatch* best = guess.best()) {
        noteGuess(list.file, guess, notes);
        if (app::LoadedGame* game = readGame(best->id)) return {game, {}};
        return {nullptr, {{{list.file}, i18n::trf("the game {} could not be read", best->id)}}};
    }
    std::string known;
    for (const auto& m : guess.matches)
        known += (known.empty() ? "" : ", ") + m.id;
    return {nullptr,
            {{{list.file},
              i18n::trf("cannot tell which game the list is for: {}; name it "
                        "with --game (games: {})",
                        guess.describe(), known)}}};
}

int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    return run(argc, argv, std::cin, out, err);
}

namespace {

// The command groups, by the name of the subcommand each adds; each adds its subcommands and
// says how to run them.
struct CommandGroup {
    std::string_view name;
    CommandFactory add;
};
constexpr CommandGroup kCommands[] = {
    {"games", addGamesCommand},
    {"validate", addValidateCommand},
    {"event", addEventCommand}, // cmd_event.cpp: an event's lists at once
    {"import", addImportCommand},
    {"search", addSearchCommand},
    {"collection", addCollectionCommand},
    {"deck", addDeckCommand},
    {"lists", addListsCommand},
    {"profile", addProfileCommand},
    {"convert", addConvertCommand},
    {"goldfish", addGoldfishCommand},
    {"export", addExportCommand},
    {"subscribe", addSubscribeCommand},
    {"unsubscribe", addUnsubscribeCommand},
    {"update", addUpdateCommand},
    {"subscriptions", addSubscriptionsCommand},
    {"images", addImagesCommand},
    {"pack", addPackCommand},
};

// The command line's parser with the groups `wanted` says (all of them when it is empty).
struct Parser {
    // The words CLI11 writes around our help texts, in the user's language; the commands'
    // subcommands share this formatter and take these option defaults.
    void speakHelp() {
        const auto& f = cli.get_formatter();
        // TRANSLATORS: the words of `deckhand-cli --help` around the descriptions (a colon follows
        // "Usage", "Needs" and "Excludes": end them with a space for one before it): "Usage:
        // deckhand-cli [OPTIONS] SUBCOMMAND".
        f->label("Usage", i18n::tr("Usage"));
        f->label("OPTIONS", i18n::tr("OPTIONS"));
        f->label("SUBCOMMAND", i18n::tr("SUBCOMMAND"));
        f->label("SUBCOMMANDS", i18n::tr("SUBCOMMANDS"));
        // TRANSLATORS: `--help` says so of an option or argument that must be given.
        f->label("REQUIRED", i18n::tr("REQUIRED"));
        // TRANSLATORS: `--help` says so of an option that needs others: "Needs: --game".
        f->label("Needs", i18n::tr("Needs"));
        // TRANSLATORS: `--help` says so of an option that others exclude: "Excludes: --csv".
        f->label("Excludes", i18n::tr("Excludes"));
        // TRANSLATORS: the heading of a command's arguments in `--help`.
        f->label("Positionals", i18n::tr("Positionals"));
        // TRANSLATORS: the heading of a command's options in `--help`.
        cli.option_defaults()->group(i18n::tr("Options"));
        cli.set_help_flag("-h,--help", i18n::tr("Print this help message and exit"));
    }

    CLI::App cli{i18n::tr("Deckhand: deck building and tournament checks for independent card "
                          "games"),
                 "deckhand-cli"};
    std::vector<std::pair<CLI::App*, CommandRunner>> commands;

    Parser(Context& ctx, const std::vector<const CommandGroup*>& wanted) {
        speakHelp();
        cli.require_subcommand(1);
        cli.set_help_all_flag("--help-all", i18n::tr("Show help for every command"));
        cli.add_option("--profile", ctx.profileOption,
                       i18n::tr("Profile folder (default: $XDG_DATA_HOME/deckhand)"));
        cli.add_option(
               "--lock-timeout", ctx.lockTimeoutMs,
               i18n::tr(
                   "Milliseconds to wait while another program writes the profile (default 10000)"))
            ->check(CLI::Range(0, 600000));
        for (const auto& group : kCommands) {
            if (!wanted.empty() && std::find(wanted.begin(), wanted.end(), &group) == wanted.end())
                continue;
            const std::size_t before = cli.get_subcommands({}).size();
            CommandRunner runner = group.add(cli, ctx);
            CLI::App* sub = cli.get_subcommands({}).at(before);
            if (sub->get_name() != group.name)
                throw std::logic_error("command group " + std::string(group.name) + " added " +
                                       sub->get_name());
            commands.emplace_back(sub, std::move(runner));
        }
    }
};

// The groups a command line can name: those whose name is one of its words. None when it asks
// for help (which lists every command) or names no command (its error is the full parser's).
// Building the parser of all 17 groups is most of a one-deck check's own work; a parser with
// the groups the line names reads the line as the full one does, because a word is taken for a
// command only if it is one of their names, and every such name is in it.
std::vector<const CommandGroup*> groupsNamed(int argc, const char* const* argv) {
    std::vector<const CommandGroup*> named;
    for (int i = 1; i < argc; ++i) {
        const std::string_view word = argv[i];
        if (word == "-h" || word.rfind("--help", 0) == 0) return {};
        for (const auto& group : kCommands)
            if (group.name == word && std::find(named.begin(), named.end(), &group) == named.end())
                named.push_back(&group);
    }
    return named;
}

// Parses the line and runs its command in `ctx` (which the caller keeps: run() destroys it,
// runAndExit() does not); the exit code.
int runIn(std::unique_ptr<Context>& ctx, int argc, const char* const* argv, std::istream& in,
          std::ostream& out, std::ostream& err) {
    ctx = std::make_unique<Context>(in, out, err);
    auto parser = std::make_unique<Parser>(*ctx, groupsNamed(argc, argv));
    try {
        try {
            parser->cli.parse(argc, argv);
        } catch (const CLI::ParseError&) {
            // Whatever went wrong is said by the parser of every command, as it always was:
            // a narrowed one never ran a command, so nothing is undone.
            if (parser->commands.size() == std::size(kCommands)) throw;
            parser.reset();
            ctx = std::make_unique<Context>(in, out, err);
            parser = std::make_unique<Parser>(*ctx, std::vector<const CommandGroup*>{});
            parser->cli.parse(argc, argv);
        }
    } catch (const CLI::CallForHelp&) {
        ctx->out << parser->cli.help();
        return ExitOk;
    } catch (const CLI::CallForAllHelp&) {
        ctx->out << parser->cli.help("", CLI::AppFormatMode::All);
        return ExitOk;
    } catch (const CLI::ParseError& e) {
        // --help on a subcommand is also a "parse error" in CLI11.
        if (e.get_exit_code() == 0) {
            ctx->out << e.what();
            return ExitOk;
        }
        ctx->err << i18n::trf("error: {}\nRun `deckhand-cli --help` for usage.\n", e.what());
        return ExitInput;
    }

    try {
        return runChosen(parser->commands);
    } catch (const InputError& e) {
        printErrors(ctx->err, e.errors());
        return ExitInput;
    } catch (const Error& e) {
        ctx->err << i18n::trf("error: {}\n", e.what());
        ctx->err << i18n::tr(
            "Nothing was changed. Check that the profile folder is writable, has space, and is "
            "not in use by another Deckhand; `deckhand-cli profile check` tells whether it is "
            "sound.\n");
        return ExitSystem;
    } catch (const std::bad_alloc&) {
        ctx->err << i18n::tr(
            "error: out of memory\nNothing was changed: every change is one transaction, rolled "
            "back.\n");
        return ExitSystem;
    } catch (const std::exception& e) {
        // A failure nobody anticipated (a bug, or the system refusing something): still a
        // message and an exit code, never a crash; open transactions were rolled back on the way.
        ctx->err << i18n::trf("error: {}\nNothing was changed. This is a Deckhand bug: please "
                              "report it with the command you ran.\n",
                              e.what());
        return ExitSystem;
    }
}

} // namespace

int run(int argc, const char* const* argv, std::istream& in, std::ostream& out, std::ostream& err) {
    std::unique_ptr<Context> ctx;
    return runIn(ctx, argc, argv, in, out, err);
}

void Context::releaseForExit() {
    finish();
    if (m_session) m_session->releaseForExit();
    // The bundled games (and the session) go with the process, never freed one by one.
    [[maybe_unused]] app::GameLibrary* bundled = m_bundled.release();
}

void runAndExit(int argc, const char* const* argv) {
    app::useUserLanguage();
    std::unique_ptr<Context> ctx;
    const int code = runIn(ctx, argc, argv, std::cin, std::cout, std::cerr);
    ctx->releaseForExit();
    [[maybe_unused]] Context* kept = ctx.release();
    std::cout.flush();
    std::cerr.flush();
    std::fflush(nullptr);
    std::_Exit(code);
}

} // namespace deckhand::cli
