#include "command.hpp"
#include "deckhand/app/game_sets.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <ostream>

namespace deckhand::cli {

namespace {

std::vector<std::string> conflicts(const app::LoadedGame& game) {
    std::vector<std::string> out;
    for (const auto& c : game.cardEditConflicts)
        out.push_back(c.message);
    return out;
}

struct GamesArgs {
    bool json = false;
    bool sets = false;
};

// A game's sets for --sets (yours over the publisher's); none without it.
std::vector<app::GameSet> setsOf(Context& ctx, const GamesArgs& a, const app::LoadedGame& g) {
    return a.sets ? app::gameSets(ctx.session(), g) : std::vector<app::GameSet>{};
}

nlohmann::json gameJson(Context& ctx, const GamesArgs& a, const app::LoadedGame& g) {
    nlohmann::json formats = nlohmann::json::array();
    for (const auto& f : g.game.formats) {
        nlohmann::json settings = nlohmann::json::array();
        for (const auto& s : f.settings)
            settings.push_back({{"id", s.id}, {"default", s.defaultValue}, {"choices", s.choices}});
        formats.push_back({{"id", f.id}, {"name", f.name}, {"settings", settings}});
    }
    nlohmann::json game = {{"id", g.game.id},
                           {"name", g.game.name},
                           {"publisher", g.game.publisher},
                           {"cards", g.catalogue.size()},
                           {"formats", formats},
                           {"card_edit_conflicts", conflicts(g)}};
    if (a.sets) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& set : setsOf(ctx, a, g))
            list.push_back({{"code", set.code},
                            {"name", set.name},
                            {"released", set.released},
                            {"yours", set.edited}});
        game["sets"] = list;
    }
    return game;
}

void printGame(Context& ctx, const GamesArgs& a, const app::LoadedGame& g) {
    ctx.out << fmt::format("{:<10} {}{} - {} printings\n", g.game.id, g.game.name,
                           g.game.publisher.empty() ? "" : " (" + g.game.publisher + ")",
                           g.catalogue.size());
    // The user's card edits the published data has moved away from: said, not settled.
    if (!g.cardEditConflicts.empty())
        ctx.out << fmt::format(
            "  {} of your card edits the published data changed since (Edit > Edit cards "
            "in the desktop app shows both versions to choose):\n",
            g.cardEditConflicts.size());
    for (const auto& c : g.cardEditConflicts)
        ctx.out << "    " << c.message << "\n";
    if (a.sets) {
        const auto list = setsOf(ctx, a, g);
        ctx.out << fmt::format("  sets ({}):\n", list.size());
        for (const auto& set : list)
            ctx.out << fmt::format("    {:<10} {}{}{}\n", set.code, set.name,
                                   set.released.empty() ? "" : " (" + set.released + ")",
                                   set.edited ? "  [yours]" : "");
    }
    for (std::size_t i = 0; i < g.game.formats.size(); ++i) {
        const auto& f = g.game.formats[i];
        ctx.out << fmt::format("  {:<12} {}{}\n", f.id, f.name, i == 0 ? " (default)" : "");
        for (const auto& s : f.settings)
            ctx.out << fmt::format("      --set {}={:<8} {}\n", s.id, s.defaultValue, s.label);
    }
}

int listGames(Context& ctx, const GamesArgs& a) {
    auto& library = ctx.library();
    if (a.json) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& g : library.games())
            arr.push_back(gameJson(ctx, a, *g));
        ctx.out << nlohmann::json{{"games", arr}}.dump(2) << "\n";
        return ExitOk;
    }
    for (const auto& g : library.games())
        printGame(ctx, a, *g);
    return ExitOk;
}

} // namespace

CommandRunner addGamesCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand(
        "games", "List the installed games, their formats and (--sets) their sets");
    auto a = std::make_shared<GamesArgs>();
    cmd->add_flag("--json", a->json, "Print JSON");
    cmd->add_flag("--sets", a->sets,
                  "Also list each game's sets with their names and release dates (yours over the "
                  "publisher's)");
    return [&ctx, a] { return listGames(ctx, *a); };
}

} // namespace deckhand::cli
