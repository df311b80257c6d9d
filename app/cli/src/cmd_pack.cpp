// SPDX-License-Identifier: GPL-3.0-or-later

// pack from-octgn / from-lackey: a game pack written from another program's plugin.
// pack export: an installed game as a folder others can serve and subscribe to.
#include "command.hpp"
#include "deckhand/app/pack_export.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/io/plugin_pack.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <ostream>

namespace deckhand::cli {

namespace fs = std::filesystem;

namespace {

int exportGame(Context& ctx, const std::string& game, const std::string& dir, bool images) {
    Result<app::PackExport> done;
    try {
        done = app::exportPack(ctx.session(), game, dir, {images});
    } catch (const Error& e) {
        ctx.err << i18n::trf("error: {}\n", e.what());
        ctx.err << i18n::tr("Export again once the folder can be written.\n");
        return int{ExitSystem};
    }
    if (!done.ok()) {
        printErrors(ctx.err, done.errors);
        ctx.err << i18n::tr("Nothing was exported.\n");
        return int{ExitInput};
    }
    const auto& r = done.value;
    for (const auto& f : r.written)
        ctx.out << "wrote     " << f << "\n";
    for (const auto& f : r.unchanged)
        ctx.out << "unchanged " << f << "\n";
    for (const auto& f : r.removed)
        ctx.out << "removed   " << f << "\n";
    for (const auto& n : r.notes)
        ctx.err << i18n::trf("note: {}\n", n);
    ctx.out << fmt::format(
        "exported {} ({} printing{}, {} Limited-list version{}{}) into {}: {} file{} written, {} "
        "unchanged, {} removed\n",
        game, r.printings, r.printings == 1 ? "" : "s", r.listVersions,
        r.listVersions == 1 ? "" : "s",
        images ? fmt::format(", {} image{}", r.images, r.images == 1 ? "" : "s") : "", dir,
        r.written.size(), r.written.size() == 1 ? "" : "s", r.unchanged.size(), r.removed.size());
    ctx.out << i18n::tr("Serve the folder as static files; others follow it with\n"
                        "  deckhand-cli subscribe --kind pack https://.../game.xml\n");
    return int{ExitOk};
}

struct PackArgs {
    std::string dir;
    std::string out;
    std::string id;
    std::string name;
    bool force = false;
    std::string game;
    bool images = false;
};

// Writes the pack's XML to --output, beside it first and renamed over it, so a failed write
// leaves no half pack; false after telling why.
bool writePack(Context& ctx, const std::string& target, const std::string& xml) {
    std::error_code ec;
    const fs::path out(target);
    if (out.has_parent_path()) fs::create_directories(out.parent_path(), ec);
    const fs::path tmp = fs::path(target + ".tmp");
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        f << xml;
        f.close();
        if (!f) {
            fs::remove(tmp, ec);
            ctx.err << i18n::trf("error: cannot write {}\n", target);
            return false;
        }
    }
    fs::rename(tmp, out, ec);
    if (ec) {
        fs::remove(tmp, ec);
        ctx.err << i18n::trf("error: cannot write {}\n", target);
        return false;
    }
    return true;
}

int packFromPlugin(Context& ctx, const PackArgs& a, bool octgn) {
    const io::PluginPackOptions options{a.id, a.name};
    auto pack = octgn ? io::packFromOctgn(a.dir, options) : io::packFromLackey(a.dir, options);
    if (!pack.ok()) {
        printErrors(ctx.err, pack.errors);
        ctx.err << i18n::tr("No pack was written.\n");
        return ExitInput;
    }
    std::error_code ec;
    if (fs::exists(a.out, ec) && !a.force) {
        ctx.err << i18n::trf("error: {} exists; --force replaces it\n", a.out);
        return ExitInput;
    }
    if (!writePack(ctx, a.out, pack.value.xml)) return ExitSystem;
    const auto& p = pack.value;
    ctx.out << i18n::trf("wrote the game pack {} ({}, id {})\n", a.out, p.name, p.id);
    for (const auto& g : p.guesses)
        ctx.out << i18n::trf("guessed: {}\n", g);
    ctx.out << i18n::trfn("{} card data file in the plugin. Next:\n",
                          "{} card data files in the plugin. Next:\n", p.cardFiles.size(),
                          p.cardFiles.size());
    ctx.out << fmt::format("  deckhand-cli import pack {}\n", a.out);
    ctx.out << fmt::format("  deckhand-cli import cards --game {} {}\n", p.id, a.dir);
    return ExitOk;
}

} // namespace

CommandRunner addPackCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand(
        "pack",
        i18n::tr(
            "Write a game pack from an OCTGN or LackeyCCG plugin, or export a game to publish"));
    cmd->require_subcommand(1);
    auto a = std::make_shared<PackArgs>();
    auto* octgn = cmd->add_subcommand(
        "from-octgn", i18n::tr("A pack from an OCTGN game folder (definition.xml and its Sets)"));
    auto* lackey = cmd->add_subcommand(
        "from-lackey",
        i18n::tr("A pack from a LackeyCCG plugin folder (plugininfo.txt and sets/)"));
    for (auto* sub : {octgn, lackey}) {
        sub->add_option("DIR", a->dir, i18n::tr("The plugin's folder"))
            ->required()
            ->check(CLI::ExistingDirectory);
        sub->add_option("-o,--output", a->out, i18n::tr("The game.xml to write"))->required();
        sub->add_option("--id", a->id, i18n::tr("The game's id (default: from its name)"));
        sub->add_option("--name", a->name, i18n::tr("The game's name (default: the plugin's)"));
        sub->add_flag("--force", a->force, i18n::tr("Replace the output file if it exists"));
    }
    auto* exporter = cmd->add_subcommand(
        "export",
        i18n::tr("An installed game (its pack, card data with your edits, Limited lists) as a "
                 "folder to serve as static files; others subscribe to DIR/game.xml"));
    exporter->add_option("GAME", a->game, i18n::tr("The game's id"))->required();
    exporter->add_option("DIR", a->out, i18n::tr("The folder: new, empty or an earlier export"))
        ->required();
    exporter->add_flag("--images", a->images, i18n::tr("Include the game's cached card images"));
    const std::vector<std::pair<CLI::App*, CommandRunner>> runners = {
        {octgn, [&ctx, a] { return packFromPlugin(ctx, *a, true); }},
        {lackey, [&ctx, a] { return packFromPlugin(ctx, *a, false); }},
        {exporter, [&ctx, a] { return exportGame(ctx, a->game, a->out, a->images); }},
    };
    return [runners] { return runChosen(runners); };
}

} // namespace deckhand::cli
