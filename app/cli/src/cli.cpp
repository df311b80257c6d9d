#include "deckhand/cli/cli.hpp"

#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/text.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <ostream>

namespace deckhand::cli {

namespace fs = std::filesystem;

namespace {

void printErrors(std::ostream& err, const std::vector<ParseError>& errors)
{
    for (const auto& e : errors) err << "error: " << e.str() << "\n";
}

// DECK arguments: files as given; a folder stands for the deck lists in it, sorted.
std::vector<std::string> expandDecks(const std::vector<std::string>& args, std::vector<ParseError>& errors)
{
    std::vector<std::string> out;
    for (const auto& a : args) {
        std::error_code ec;
        if (fs::is_directory(a, ec)) {
            std::vector<std::string> found;
            for (const auto& e : fs::recursive_directory_iterator(a, ec))
                if (e.is_regular_file() && core::iequals(e.path().extension().string(), ".txt"))
                    found.push_back(e.path().string());
            std::sort(found.begin(), found.end());
            if (found.empty()) errors.push_back({{a}, "the folder holds no deck lists (*.txt)"});
            out.insert(out.end(), found.begin(), found.end());
        } else {
            out.push_back(a);
        }
    }
    return out;
}

int games(app::GameLibrary& library, bool json, std::ostream& out)
{
    if (json) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& g : library.games()) {
            nlohmann::json formats = nlohmann::json::array();
            for (const auto& f : g->game.formats) {
                nlohmann::json settings = nlohmann::json::array();
                for (const auto& s : f.settings)
                    settings.push_back({{"id", s.id}, {"default", s.defaultValue}, {"choices", s.choices}});
                formats.push_back({{"id", f.id}, {"name", f.name}, {"settings", settings}});
            }
            arr.push_back({{"id", g->game.id},
                           {"name", g->game.name},
                           {"publisher", g->game.publisher},
                           {"cards", g->catalogue.size()},
                           {"formats", formats}});
        }
        out << nlohmann::json{{"games", arr}}.dump(2) << "\n";
        return ExitOk;
    }
    for (const auto& g : library.games()) {
        out << fmt::format("{:<10} {}{} - {} printings\n", g->game.id, g->game.name,
                           g->game.publisher.empty() ? "" : " (" + g->game.publisher + ")", g->catalogue.size());
        for (std::size_t i = 0; i < g->game.formats.size(); ++i) {
            const auto& f = g->game.formats[i];
            out << fmt::format("  {:<12} {}{}\n", f.id, f.name, i == 0 ? " (default)" : "");
            for (const auto& s : f.settings)
                out << fmt::format("      --set {}={:<8} {}\n", s.id, s.defaultValue, s.label);
        }
    }
    return ExitOk;
}

struct ValidateArgs {
    std::string game;
    std::string format;
    std::string date;
    std::vector<std::string> cards;
    std::vector<std::string> lists;
    std::vector<std::string> settings;
    std::vector<std::string> decks;
    bool json = false;
};

int validate(app::GameLibrary& library, const ValidateArgs& a, std::ostream& out, std::ostream& err)
{
    app::LoadedGame* game = library.find(a.game);
    if (!game) {
        std::string known;
        for (const auto& g : library.games()) known += (known.empty() ? "" : ", ") + g->game.id;
        err << fmt::format("error: no installed game has the id '{}' (games: {})\n", a.game, known);
        return ExitInput;
    }
    app::CheckOptions options;
    options.format = a.format;
    if (!a.date.empty()) {
        auto d = core::Date::parse(a.date);
        if (!d) {
            err << fmt::format("error: --date '{}' is not a date (YYYY-MM-DD)\n", a.date);
            return ExitInput;
        }
        options.date = *d;
    }
    for (const auto& s : a.settings) {
        const auto eq = s.find('=');
        if (eq == std::string::npos || eq == 0) {
            err << fmt::format("error: --set '{}' must read setting=value\n", s);
            return ExitInput;
        }
        options.settings[s.substr(0, eq)] = s.substr(eq + 1);
    }
    std::vector<ParseError> errors;
    for (const auto& f : a.cards) {
        auto e = library.addCards(*game, f);
        errors.insert(errors.end(), e.begin(), e.end());
    }
    for (const auto& f : a.lists) {
        auto e = library.addLimitedLists(f);
        errors.insert(errors.end(), e.begin(), e.end());
    }
    auto format = app::resolveFormat(*game, options);
    errors.insert(errors.end(), format.errors.begin(), format.errors.end());
    const auto files = expandDecks(a.decks, errors);
    if (!errors.empty()) {
        printErrors(err, errors);
        return ExitInput;
    }

    std::vector<app::DeckCheck> checks;
    bool anyInput = false, anyIllegal = false;
    for (const auto& f : files) {
        checks.push_back(app::checkDeckFile(*game, format.value, f, options.date));
        anyInput = anyInput || !checks.back().inputErrors.empty();
        anyIllegal = anyIllegal || !checks.back().legal();
        if (!a.json) {
            const std::string text = app::formatReport(checks.back(), *game);
            (checks.back().inputErrors.empty() ? out : err) << text;
        }
    }
    if (a.json) out << app::checksToJson(checks);
    if (anyInput) return ExitInput;
    return anyIllegal ? ExitIllegal : ExitOk;
}

} // namespace

int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err)
{
    CLI::App cli{"Deckhand: deck building and tournament checks for independent card games",
                 "deckhand-cli"};
    cli.require_subcommand(1);
    cli.set_help_all_flag("--help-all", "Show help for every command");

    bool gamesJson = false;
    auto* gamesCmd = cli.add_subcommand("games", "List the installed games and their formats");
    gamesCmd->add_flag("--json", gamesJson, "Print JSON");

    ValidateArgs va;
    auto* validateCmd = cli.add_subcommand("validate", "Check deck lists against a game's construction rules");
    validateCmd->add_option("--game", va.game, "Game id (see `deckhand-cli games`)")->required();
    validateCmd->add_option("--format", va.format, "Format id; default: the game's first format");
    validateCmd->add_option("--date", va.date, "Event date YYYY-MM-DD, picks the Limited list; default: today");
    validateCmd->add_option("--cards", va.cards, "More card data (CSV) for the game")->check(CLI::ExistingFile);
    validateCmd->add_option("--list", va.lists, "More Limited-list versions (XML)")->check(CLI::ExistingFile);
    validateCmd->add_option("--set", va.settings, "Format setting: id=value (see `deckhand-cli games`)");
    validateCmd->add_flag("--json", va.json, "Print JSON");
    validateCmd->add_option("DECK", va.decks, "Deck list files or folders of them")->required();

    try {
        cli.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        out << cli.help();
        return ExitOk;
    } catch (const CLI::CallForAllHelp& e) {
        out << cli.help("", CLI::AppFormatMode::All);
        return ExitOk;
    } catch (const CLI::ParseError& e) {
        err << "error: " << e.what() << "\n";
        err << "Run `deckhand-cli --help` for usage.\n";
        return ExitInput;
    }

    app::GameLibrary library;
    try {
        library.loadFolder(app::resourcesDir() / "games");
    } catch (const Error& e) {
        err << "error: " << e.what() << "\n";
        return ExitInput;
    }
    if (!library.loadErrors().empty()) {
        err << "warning: some game packs could not be loaded:\n";
        printErrors(err, library.loadErrors());
    }

    try {
        if (*gamesCmd) return games(library, gamesJson, out);
        if (*validateCmd) return validate(library, va, out, err);
    } catch (const Error& e) {
        err << "error: " << e.what() << "\n";
        return ExitInput;
    }
    return ExitInput;
}

} // namespace deckhand::cli
