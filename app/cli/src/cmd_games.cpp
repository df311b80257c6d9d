// SPDX-License-Identifier: GPL-3.0-or-later

#include "command.hpp"
#include "deckhand/app/game_sets.hpp"
#include "deckhand/core/i18n.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <ostream>

namespace deckhand::cli {

namespace {

struct GamesArgs {
    bool json = false;
    bool sets = false;
};

// A game as `games` shows it: its rules and how many printings it has, with the user's card
// edits counted and their conflicts; read whole (`loaded`) only when that needs its cards.
struct GameShown {
    core::Game rules; ///< when not loaded
    const app::LoadedGame* loaded = nullptr;
    std::size_t printings = 0;
    std::vector<std::string> conflicts;

    [[nodiscard]] const core::Game& game() const { return loaded ? loaded->game : rules; }
};

// The installed games, each read whole only when the user has card edits of it (the count and
// the conflicts are the edited game's) or --sets asks which sets its cards are in; else its pack
// and its printings counted, none of its cards read.
std::vector<GameShown> gamesShown(Context& ctx, const GamesArgs& a) {
    auto& session = ctx.session();
    std::vector<GameShown> out;
    for (const auto& installed : session.installedGames()) {
        GameShown& g = out.emplace_back();
        if (a.sets || session.loadedGame(installed.id) ||
            !session.cardEdits(installed.id).empty()) {
            auto loaded = session.game(installed.id);
            if (!loaded.ok()) throw InputError(loaded.errors);
            g.loaded = loaded.value;
            g.printings = g.loaded->catalogue.size();
            for (const auto& c : g.loaded->cardEditConflicts)
                g.conflicts.push_back(c.message);
            continue;
        }
        auto rules = session.gameRules(installed.id);
        if (!rules.ok()) throw InputError(rules.errors);
        g.rules = std::move(rules.value);
        for (const auto& [path, printings] : session.cardFiles(installed.id))
            g.printings += static_cast<std::size_t>(printings);
    }
    return out;
}

// A game's sets for --sets (yours over the publisher's); none without it.
std::vector<app::GameSet> setsOf(Context& ctx, const GamesArgs& a, const GameShown& g) {
    return a.sets && g.loaded ? app::gameSets(ctx.session(), *g.loaded)
                              : std::vector<app::GameSet>{};
}

nlohmann::json gameJson(Context& ctx, const GamesArgs& a, const GameShown& shown) {
    const core::Game& g = shown.game();
    nlohmann::json formats = nlohmann::json::array();
    for (const auto& f : g.formats) {
        nlohmann::json settings = nlohmann::json::array();
        for (const auto& s : f.settings)
            settings.push_back({{"id", s.id}, {"default", s.defaultValue}, {"choices", s.choices}});
        formats.push_back({{"id", f.id}, {"name", f.name}, {"settings", settings}});
    }
    nlohmann::json game = {{"id", g.id},
                           {"name", g.name},
                           {"publisher", g.publisher},
                           {"cards", shown.printings},
                           {"formats", formats},
                           {"card_edit_conflicts", shown.conflicts}};
    if (a.sets) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& set : setsOf(ctx, a, shown))
            list.push_back({{"code", set.code},
                            {"name", set.name},
                            {"released", set.released},
                            {"yours", set.edited}});
        game["sets"] = list;
    }
    return game;
}

void printGame(Context& ctx, const GamesArgs& a, const GameShown& shown) {
    const core::Game& g = shown.game();
    ctx.out << fmt::format("{:<10} {}{} - {} printings\n", g.id, g.name,
                           g.publisher.empty() ? "" : " (" + g.publisher + ")", shown.printings);
    // The user's card edits the published data has moved away from: said, not settled.
    if (!shown.conflicts.empty())
        ctx.out << fmt::format(
            "  {} of your card edits the published data changed since (Edit > Edit cards "
            "in the desktop app shows both versions to choose):\n",
            shown.conflicts.size());
    for (const auto& c : shown.conflicts)
        ctx.out << "    " << c << "\n";
    if (a.sets) {
        const auto list = setsOf(ctx, a, shown);
        ctx.out << i18n::trf("  sets ({}):\n", list.size());
        for (const auto& set : list)
            ctx.out << fmt::format("    {:<10} {}{}{}\n", set.code, set.name,
                                   set.released.empty() ? "" : " (" + set.released + ")",
                                   set.edited ? "  [yours]" : "");
    }
    for (std::size_t i = 0; i < g.formats.size(); ++i) {
        const auto& f = g.formats[i];
        ctx.out << fmt::format("  {:<12} {}{}\n", f.id, f.name, i == 0 ? " (default)" : "");
        for (const auto& s : f.settings)
            ctx.out << fmt::format("      --set {}={:<8} {}\n", s.id, s.defaultValue, s.label);
    }
}

int listGames(Context& ctx, const GamesArgs& a) {
    const auto games = gamesShown(ctx, a);
    if (a.json) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& g : games)
            arr.push_back(gameJson(ctx, a, g));
        ctx.out << nlohmann::json{{"games", arr}}.dump(2) << "\n";
        return ExitOk;
    }
    for (const auto& g : games)
        printGame(ctx, a, g);
    return ExitOk;
}

} // namespace

CommandRunner addGamesCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand(
        "games", i18n::tr("List the installed games, their formats and (--sets) their sets"));
    auto a = std::make_shared<GamesArgs>();
    cmd->add_flag("--json", a->json, i18n::tr("Print JSON"));
    cmd->add_flag(
        "--sets", a->sets,
        i18n::tr("Also list each game's sets with their names and release dates (yours over the "
                 "publisher's)"));
    return [&ctx, a] { return listGames(ctx, *a); };
}

} // namespace deckhand::cli
