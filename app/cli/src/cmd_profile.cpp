// Commands on the profile itself and its catalogue: import cards, search, lists, profile.
#include "command.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <ostream>

namespace deckhand::cli {

namespace fs = std::filesystem;

CommandRunner addImportCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand("import", "Import data into the profile");
    cmd->require_subcommand(1);
    auto* cards = cmd->add_subcommand(
        "cards", "Import card data (CSV, Cockatrice cards.xml, OCTGN set.xml, LackeyCCG "
                 "carddata.txt) into a game; importing a file again replaces it");
    auto game = std::make_shared<std::string>();
    auto files = std::make_shared<std::vector<std::string>>();
    cards->add_option("--game", *game, "Game id")->required();
    cards
        ->add_option(
            "FILE", *files,
            "Card data files: CSV, Cockatrice cards.xml, OCTGN set.xml or LackeyCCG carddata.txt")
        ->required()
        ->check(CLI::ExistingFile);
    auto* pack = cmd->add_subcommand(
        "pack", "Install or update a game pack (game.xml) with its cards and lists");
    auto packFile = std::make_shared<std::string>();
    pack->add_option("FILE", *packFile, "The pack's game.xml")
        ->required()
        ->check(CLI::ExistingFile);

    return [&ctx, cards, pack, game, files, packFile] {
        if (pack->parsed()) {
            auto errors = ctx.session().installPack(*packFile);
            if (!errors.empty()) {
                printErrors(ctx.err, errors);
                ctx.err << "Nothing was installed.\n";
                return int{ExitInput};
            }
            ctx.out << fmt::format("installed the game pack {}\n", *packFile);
            return int{ExitOk};
        }
        if (!ctx.game(*game)) return int{ExitInput};
        auto r = ctx.session().importCards(*game, *files);
        if (!r.ok()) {
            printErrors(ctx.err, r.errors);
            if (files->size() == 1)
                ctx.err << fmt::format("Nothing of {} was imported.\n", files->front());
            else
                ctx.err << fmt::format("Nothing was imported: the {} files go in together or not "
                                       "at all.\n",
                                       files->size());
            return int{ExitInput};
        }
        for (const auto& f : r.value)
            ctx.out << fmt::format(
                "imported {} printings into {} from {}{}\n", f.added, *game, f.file,
                f.replaced ? fmt::format(" (replacing the {} of its last import)", f.replaced)
                           : "");
        return int{ExitOk};
    };
}

CommandRunner addSearchCommand(CLI::App& parent, Context& ctx) {
    struct Args {
        std::string game;
        std::vector<std::string> words;
        std::vector<std::string> where;
        bool text = false;
        bool json = false;
        int limit = 50;
    };
    auto a = std::make_shared<Args>();
    auto* cmd = parent.add_subcommand("search", "Search a game's cards by name (and rules text)");
    cmd->add_option("--game", a->game, "Game id")->required();
    cmd->add_option("--where", a->where, "Field filter FIELD=VALUE, e.g. --where type=Attack")
        ->allow_extra_args(false);
    cmd->add_flag("--text", a->text, "Search rules text too");
    cmd->add_option("--limit", a->limit, "Most results")->check(CLI::Range(1, 10000));
    cmd->add_flag("--json", a->json, "Print JSON");
    cmd->add_option("WORDS", a->words, "What to look for (prefixes match)");
    return [&ctx, a] {
        app::LoadedGame* g = ctx.game(a->game);
        if (!g) return int{ExitInput};
        db::SearchQuery q;
        q.game = g->game.id;
        for (const auto& w : a->words)
            q.text += (q.text.empty() ? "" : " ") + w;
        q.inRulesText = a->text;
        q.limit = a->limit;
        for (const auto& w : a->where) {
            const auto eq = w.find('=');
            const std::string field = w.substr(0, eq);
            if (eq == std::string::npos || g->game.fieldIndex(field) < 0) {
                std::string fields = "name, set, number, rarity, text";
                for (const auto& f : g->game.fields)
                    fields += ", " + f.id;
                ctx.err << fmt::format(
                    "error: --where '{}' must be FIELD=VALUE with a field of {} ({})\n", w,
                    g->game.name, fields);
                return int{ExitInput};
            }
            // An enum field (the rarity too) takes its aliases, as card data and validate do:
            // "kind=Char" is "kind=Character".
            const int index = g->game.fieldIndex(field);
            const core::FieldDef* def = g->game.fieldAt(index);
            const core::FieldDef rarity{"rarity", "Rarity",         core::FieldType::Enum,
                                        false,    g->game.rarities, g->game.rarityAliases};
            if (index == core::FieldRarity && !g->game.rarities.empty()) def = &rarity;
            std::string value = w.substr(eq + 1);
            if (def && def->type != core::FieldType::Text &&
                def->type != core::FieldType::Integer && !core::trim(value).empty()) {
                auto parsed = io::parseFieldValue(*def, value);
                if (!parsed.ok()) {
                    ctx.err << fmt::format("error: --where '{}': {}\n", w,
                                           parsed.errors.front().message);
                    return int{ExitInput};
                }
                value = parsed.value;
            }
            q.fieldEquals.emplace_back(def ? def->id : field, value);
        }
        const auto hits = ctx.session().catalogue().search(q);
        const auto owned = ctx.session().owned(g->game.id);
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& h : hits) {
            const auto it = owned.find(core::foldName(h.name));
            const int have = it == owned.end() ? 0 : it->second;
            if (a->json)
                arr.push_back({{"name", h.name},
                               {"set", h.set},
                               {"number", h.number},
                               {"rarity", h.rarity},
                               {"owned", have}});
            else
                ctx.out << fmt::format("{:<32} {:<6} {:<10} {:<10} {}\n", h.name, h.set, h.number,
                                       h.rarity, have ? fmt::format("owned {}", have) : "");
        }
        if (a->json)
            ctx.out << nlohmann::json{{"results", arr}}.dump(2) << "\n";
        else if (hits.empty())
            ctx.out << "no cards match\n";
        return int{ExitOk};
    };
}

CommandRunner addListsCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand("lists", "Limited lists: import versions, show them");
    cmd->require_subcommand(1);
    auto file = std::make_shared<std::string>();
    auto* import = cmd->add_subcommand("import", "Import Limited-list versions (XML)");
    import->add_option("FILE", *file, "Limited-list XML")->required()->check(CLI::ExistingFile);
    auto game = std::make_shared<std::string>();
    auto date = std::make_shared<std::string>();
    auto* show =
        cmd->add_subcommand("show", "Show a game's Limited-list versions and the one in force");
    show->add_option("--game", *game, "Game id")->required();
    show->add_option("--date", *date,
                     "Show the version in force on this date (YYYY-MM-DD); default today");
    return [&ctx, import, file, game, date] {
        if (import->parsed()) {
            auto r = ctx.session().importLimitedLists(*file);
            if (!r.ok()) {
                printErrors(ctx.err, r.errors);
                ctx.err << "Nothing was imported.\n";
                return int{ExitInput};
            }
            for (const auto& line : r.value)
                ctx.out << line << "\n";
            return int{ExitOk};
        }
        app::LoadedGame* g = ctx.game(*game);
        if (!g) return int{ExitInput};
        core::Date when = core::Date::today();
        if (!date->empty()) {
            auto d = core::Date::parse(*date);
            if (!d) {
                ctx.err << fmt::format("error: --date '{}' is not a date (YYYY-MM-DD)\n", *date);
                return int{ExitInput};
            }
            when = *d;
        }
        const auto* inForce = g->limited.inForce(g->game.id, when);
        const auto versions = g->limited.versions(g->game.id);
        if (versions.empty())
            ctx.out << fmt::format("{} has no {} versions\n", g->game.name,
                                   g->game.limitedListName);
        for (const auto* v : versions)
            ctx.out << fmt::format(
                "{} {} {} (effective {}), {} cards{}\n", v == inForce ? "*" : " ", v->label,
                v->name, v->effective.str(), v->maxCopies.size(),
                v == inForce ? fmt::format(" - in force on {}", when.str()) : "");
        if (inForce) {
            std::vector<std::pair<std::string, int>> cards;
            for (const auto& [folded, max] : inForce->maxCopies) {
                auto it = inForce->spelling.find(folded);
                cards.emplace_back(it == inForce->spelling.end() ? folded : it->second, max);
            }
            std::sort(cards.begin(), cards.end());
            for (const auto& [name, max] : cards)
                ctx.out << fmt::format("    {:<32} {}\n", name,
                                       max == 0 ? g->game.bannedTerm : std::to_string(max));
        }
        return int{ExitOk};
    };
}

CommandRunner addProfileCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand("profile", "Check, back up or restore the profile");
    cmd->require_subcommand(1);
    auto* check =
        cmd->add_subcommand("check", "Run SQLite's integrity and foreign-key checks on both files");
    auto* backup =
        cmd->add_subcommand("backup", "Back up the profile (kept in its backups/ folder)");
    auto* backups = cmd->add_subcommand("backups", "List the backups, newest first");
    auto* restore =
        cmd->add_subcommand("restore", "Restore a backup (the current state is backed up first)");
    auto which = std::make_shared<std::string>();
    restore->add_option("BACKUP", *which, "A backup folder, or 'latest'")->required();
    return [&ctx, check, backup, backups, restore, which] {
        auto& profile = ctx.session().profile();
        if (check->parsed()) {
            const auto problems = profile.check();
            if (problems.empty()) {
                ctx.out << fmt::format("{}: ok (integrity and foreign keys)\n",
                                       profile.dir().string());
                return int{ExitOk};
            }
            for (const auto& p : problems)
                ctx.err << "problem: " << p << "\n";
            ctx.err << "Restore a backup with `deckhand-cli profile restore latest`.\n";
            return int{ExitIllegal};
        }
        if (backup->parsed()) {
            ctx.out << fmt::format("backed up to {}\n", profile.backup("manual").string());
            return int{ExitOk};
        }
        if (backups->parsed()) {
            for (const auto& b : profile.backups())
                ctx.out << b.string() << "\n";
            return int{ExitOk};
        }
        fs::path from = *which;
        if (*which == "latest") {
            const auto all = profile.backups();
            if (all.empty()) {
                ctx.err << "error: the profile has no backups\n";
                return int{ExitInput};
            }
            from = all.front();
        }
        if (!fs::is_directory(from)) {
            ctx.err << fmt::format(
                "error: {} is not a backup folder (see `deckhand-cli profile backups`)\n",
                from.string());
            return int{ExitInput};
        }
        profile.restore(from);
        ctx.out << fmt::format("restored {} (the state before is in the newest backup)\n",
                               from.string());
        return int{ExitOk};
    };
}

} // namespace deckhand::cli
