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

} // namespace

CommandRunner addGamesCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand(
        "games", "List the installed games, their formats and (--sets) their sets");
    auto json = std::make_shared<bool>(false);
    auto sets = std::make_shared<bool>(false);
    cmd->add_flag("--json", *json, "Print JSON");
    cmd->add_flag("--sets", *sets,
                  "Also list each game's sets with their names and release dates (yours over the "
                  "publisher's)");
    return [&ctx, json, sets] {
        auto& library = ctx.library();
        auto setsOf = [&](const app::LoadedGame& g) {
            return *sets ? app::gameSets(ctx.session(), g) : std::vector<app::GameSet>{};
        };
        if (*json) {
            nlohmann::json arr = nlohmann::json::array();
            for (const auto& g : library.games()) {
                nlohmann::json formats = nlohmann::json::array();
                for (const auto& f : g->game.formats) {
                    nlohmann::json settings = nlohmann::json::array();
                    for (const auto& s : f.settings)
                        settings.push_back(
                            {{"id", s.id}, {"default", s.defaultValue}, {"choices", s.choices}});
                    formats.push_back({{"id", f.id}, {"name", f.name}, {"settings", settings}});
                }
                nlohmann::json game = {{"id", g->game.id},
                                       {"name", g->game.name},
                                       {"publisher", g->game.publisher},
                                       {"cards", g->catalogue.size()},
                                       {"formats", formats},
                                       {"card_edit_conflicts", conflicts(*g)}};
                if (*sets) {
                    nlohmann::json list = nlohmann::json::array();
                    for (const auto& set : setsOf(*g))
                        list.push_back({{"code", set.code},
                                        {"name", set.name},
                                        {"released", set.released},
                                        {"yours", set.edited}});
                    game["sets"] = list;
                }
                arr.push_back(std::move(game));
            }
            ctx.out << nlohmann::json{{"games", arr}}.dump(2) << "\n";
            return int{ExitOk};
        }
        for (const auto& g : library.games()) {
            ctx.out << fmt::format("{:<10} {}{} - {} printings\n", g->game.id, g->game.name,
                                   g->game.publisher.empty() ? "" : " (" + g->game.publisher + ")",
                                   g->catalogue.size());
            // The user's card edits the published data has moved away from: said, not settled.
            if (!g->cardEditConflicts.empty())
                ctx.out << fmt::format(
                    "  {} of your card edits the published data changed since (Edit > Edit cards "
                    "in the desktop app shows both versions to choose):\n",
                    g->cardEditConflicts.size());
            for (const auto& c : g->cardEditConflicts)
                ctx.out << "    " << c.message << "\n";
            if (*sets) {
                const auto list = setsOf(*g);
                ctx.out << fmt::format("  sets ({}):\n", list.size());
                for (const auto& set : list)
                    ctx.out << fmt::format("    {:<10} {}{}{}\n", set.code, set.name,
                                           set.released.empty() ? "" : " (" + set.released + ")",
                                           set.edited ? "  [yours]" : "");
            }
            for (std::size_t i = 0; i < g->game.formats.size(); ++i) {
                const auto& f = g->game.formats[i];
                ctx.out << fmt::format("  {:<12} {}{}\n", f.id, f.name, i == 0 ? " (default)" : "");
                for (const auto& s : f.settings)
                    ctx.out << fmt::format("      --set {}={:<8} {}\n", s.id, s.defaultValue,
                                           s.label);
            }
        }
        return int{ExitOk};
    };
}

} // namespace deckhand::cli
