// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli export: a deck (a file or a saved deck) written out for others: the tournament
// registration sheet (--pdf), print-and-play proxies (--proxies) and a Tabletop Simulator deck
// (--tts); each output kind is one option and one case below.
#include "command.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/deck_prints.hpp"
#include "deckhand/app/registration.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <ostream>

namespace deckhand::cli {

namespace fs = std::filesystem;

namespace {

/// What `export` can write. A new kind adds an option in addExportCommand, a value here and a
/// case in writeOutput.
enum class OutputKind { RegistrationPdf, Proxies, Tabletop };

struct Output {
    OutputKind kind;
    std::string path;
};

struct ExportArgs {
    std::string pdf;
    std::string proxies;
    std::string tts;
    double bleed = 0;
    bool noCropMarks = false;
    bool missing = false;
    bool pagePerKind = false;
    bool backs = false;
    std::vector<double> backOffset;
    std::string game;
    std::string format;
    std::string date;
    std::vector<std::string> settings;
    std::string event;
    std::string player;
    std::string playerId;
    std::string deckName;
    std::string paper = "a4";
    int version = 0;
    std::string deck;

    [[nodiscard]] std::vector<Output> outputs() const {
        std::vector<Output> out;
        if (!pdf.empty()) out.push_back({OutputKind::RegistrationPdf, pdf});
        if (!proxies.empty()) out.push_back({OutputKind::Proxies, proxies});
        if (!tts.empty()) out.push_back({OutputKind::Tabletop, tts});
        return out;
    }
};

// The deck checked, from a deck file or a saved deck (name or id); nullopt after telling why.
struct Loaded {
    app::LoadedGame* game = nullptr;
    app::DeckCheck check;
};

std::optional<Loaded> loadDeck(Context& ctx, const ExportArgs& a, app::CheckOptions options) {
    Loaded out;
    std::error_code ec;
    if (fs::is_regular_file(a.deck, ec)) {
        if (a.game.empty()) {
            ctx.err << i18n::tr(
                "error: exporting a deck file needs --game (see `deckhand-cli games`)\n");
            return std::nullopt;
        }
        out.game = ctx.game(a.game);
        if (!out.game) return std::nullopt;
        auto format = app::resolveFormat(*out.game, options);
        if (!format.ok()) {
            printErrors(ctx.err, format.errors);
            return std::nullopt;
        }
        out.check = app::checkDeckFile(*out.game, format.value, a.deck, options.date);
        if (!out.check.inputErrors.empty()) {
            printErrors(ctx.err, out.check.inputErrors);
            return std::nullopt;
        }
        return out;
    }
    const auto record = ctx.session().findDeck(a.game, a.deck);
    if (!record) {
        ctx.err << (a.game.empty() ? i18n::trf("error: '{}' is neither a deck file nor a saved "
                                               "deck (see `deckhand-cli deck list`)\n",
                                               a.deck)
                                   : i18n::trf("error: '{}' is neither a deck file nor a saved "
                                               "deck of {} (see `deckhand-cli deck list`)\n",
                                               a.deck, a.game));
        return std::nullopt;
    }
    out.game = ctx.game(record->game);
    if (!out.game) return std::nullopt;
    if (options.format.empty()) options.format = record->format;
    auto format = app::resolveFormat(*out.game, options);
    auto deck = ctx.session().loadDeck(*out.game, record->id, a.version);
    format.errors.insert(format.errors.end(), deck.errors.begin(), deck.errors.end());
    if (!format.ok()) {
        printErrors(ctx.err, format.errors);
        return std::nullopt;
    }
    if (deck.value.name.empty()) deck.value.name = record->name;
    out.check =
        app::checkDeck(*out.game, format.value, std::move(deck.value), record->name, options.date);
    return out;
}

// Writes one output; false after telling why.
// A saved deck may keep cards the game's data no longer has: said, not silently left out.
void warnNotPrinted(Context& ctx, const core::Deck& deck) {
    std::string lines;
    for (const auto& line : app::linesNotInCardData(deck))
        lines += (lines.empty() ? "" : ", ") + line;
    if (!lines.empty())
        ctx.err << i18n::trf("warning: not in the card data, so not printed: {}\n", lines);
}

bool writeOutput(Context& ctx, const ExportArgs& a, const Loaded& deck, const Output& output) {
    switch (output.kind) {
    case OutputKind::RegistrationPdf: {
        app::RegistrationOptions options;
        options.event = a.event;
        options.eventDate = a.date;
        options.playerName = a.player;
        options.playerId = a.playerId;
        options.deckName = a.deckName;
        options.paper = a.paper == "letter" ? io::Paper::Letter : io::Paper::A4;
        const auto sheet = app::registrationSheet(*deck.game, deck.check, options);
        const auto pages = io::writeRegistrationSheetPdf(sheet, output.path);
        if (!pages.ok()) {
            printErrors(ctx.err, pages.errors);
            return false;
        }
        ctx.out << fmt::format(
            "wrote {}: registration sheet for '{}', {} {}, {} cards, {}, deck hash {}, {}\n",
            output.path, sheet.deckName, sheet.gameName, sheet.formatName, sheet.deckTotal(),
            sheet.verdict(), sheet.deckHash, core::plural(pages.value, "page", "pages"));
        return true;
    }
    case OutputKind::Proxies: {
        app::ProxyOptions options;
        options.paper = a.paper == "letter" ? io::Paper::Letter : io::Paper::A4;
        options.bleedMm = a.bleed;
        options.cropMarks = !a.noCropMarks;
        options.onlyMissing = a.missing;
        options.pagePerKind = a.pagePerKind;
        options.backs = a.backs || !a.backOffset.empty();
        if (a.backOffset.size() == 2) {
            options.backOffsetXMm = a.backOffset[0];
            options.backOffsetYMm = a.backOffset[1];
        }
        const auto written =
            app::writeProxies(ctx.session(), *deck.game, deck.check.deck, options, output.path);
        if (!written.ok()) {
            printErrors(ctx.err, written.errors);
            return false;
        }
        const io::ProxyReport& r = written.value;
        const std::string proxies =
            i18n::trfn("{} proxy", "{} proxies", static_cast<unsigned long>(r.cards), r.cards);
        const std::string pages =
            i18n::trfn("{} page", "{} pages", static_cast<unsigned long>(r.pages), r.pages);
        const std::string drawn = r.images > 0
                                      ? i18n::trf("{} from cached images", r.images)
                                      : std::string(i18n::tr("all drawn from the card data"));
        // TRANSLATORS: the PDF, "46 proxies", the deck, how many to a page, where the faces
        // come from ("all drawn from the card data"), "6 pages".
        ctx.out << (options.backs
                        ? i18n::trf("wrote {}: {} of '{}', {} to a page, {}, with "
                                    "backs, {}\n",
                                    output.path, proxies, deck.check.deck.name, r.perPage, drawn,
                                    pages)
                        : i18n::trf("wrote {}: {} of '{}', {} to a page, {}, {}\n", output.path,
                                    proxies, deck.check.deck.name, r.perPage, drawn, pages));
        for (const auto& w : r.warnings)
            ctx.err << i18n::trf("warning: {}\n", w.str());
        warnNotPrinted(ctx, deck.check.deck);
        return true;
    }
    case OutputKind::Tabletop: {
        const auto written =
            app::writeTabletop(ctx.session(), *deck.game, deck.check.deck, output.path);
        if (!written.ok()) {
            printErrors(ctx.err, written.errors);
            return false;
        }
        const app::TabletopExport& r = written.value;
        std::string sheets;
        for (const auto& s : r.sheets)
            sheets += (sheets.empty() ? "" : ", ") + s;
        ctx.out << fmt::format(
            "wrote {}: Tabletop Simulator deck '{}', {} ({} faces) in {}; "
            "{} and the back {} beside it\n",
            output.path, deck.check.deck.name, core::plural(r.cards, "card", "cards"), r.distinct,
            core::plural(r.objects, "object", "objects"),
            core::plural(static_cast<long long>(r.sheets.size()), "card sheet", "card sheets") +
                " (" + sheets + ")",
            r.back);
        for (const auto& w : r.warnings)
            ctx.err << i18n::trf("warning: {}\n", w.str());
        warnNotPrinted(ctx, deck.check.deck);
        return true;
    }
    }
    return false;
}

int exportDeck(Context& ctx, const ExportArgs& a) {
    const auto outputs = a.outputs();
    if (outputs.empty()) {
        ctx.err << i18n::tr(
            "error: say what to write: --pdf FILE (a registration sheet), --proxies "
            "FILE.pdf (print-and-play proxies) or --tts FILE.json (Tabletop Simulator)\n");
        return ExitInput;
    }
    if (!a.backOffset.empty() && a.backOffset.size() != 2) {
        ctx.err << i18n::tr("error: --back-offset takes two numbers: millimetres right and down\n");
        return ExitInput;
    }
    const auto checked = checkOptions(ctx, a.format, a.date, a.settings);
    if (!checked) return ExitInput;
    const app::CheckOptions& options = *checked;
    const auto deck = loadDeck(ctx, a, options);
    if (!deck) return ExitInput;
    for (const auto& o : outputs)
        if (!writeOutput(ctx, a, *deck, o)) return ExitInput;
    // Proxies and a virtual table are for playtesting: only a registration sheet is judged.
    if (deck->check.legal() || a.pdf.empty()) return ExitOk;
    // The sheet says ILLEGAL with the count; here is why.
    ctx.err << app::formatReport(deck->check, *deck->game);
    return ExitIllegal;
}

} // namespace

CommandRunner addExportCommand(CLI::App& parent, Context& ctx) {
    auto a = std::make_shared<ExportArgs>();
    auto* cmd = parent.add_subcommand(
        "export", i18n::tr("Write a deck out: a tournament registration "
                           "sheet, proxies to print, a Tabletop Simulator deck"));
    cmd->add_option("--pdf", a->pdf, i18n::tr("Write the registration sheet to this PDF file"));
    cmd->add_option(
        "--proxies", a->proxies,
        i18n::tr("Write print-and-play proxies (3 x 3 to a page, real size) to this PDF file"));
    cmd->add_option(
        "--tts", a->tts,
        i18n::tr("Write a Tabletop Simulator saved object to this JSON file (card sheets and "
                 "the back as PNG beside it)"));
    cmd->add_option("--bleed", a->bleed,
                    i18n::tr("Proxies: mm printed beyond each cut line (0 to 5)"));
    cmd->add_flag("--no-crop-marks", a->noCropMarks, i18n::tr("Proxies: no crop marks"));
    cmd->add_flag("--missing", a->missing,
                  i18n::tr("Proxies: only the copies your collection does not hold"));
    cmd->add_flag("--page-per-kind", a->pagePerKind,
                  i18n::tr("Proxies: each card kind (the game's kind field) starts a page"));
    cmd->add_flag(
        "--backs", a->backs,
        i18n::tr("Proxies: a page of card backs after each page, for double-sided printing"));
    cmd->add_option("--back-offset", a->backOffset,
                    i18n::tr("Proxies: move the backs X mm right and Y mm down (implies --backs)"))
        ->expected(2);
    cmd->add_option("--game", a->game, i18n::tr("Game id (needed for a deck file)"));
    cmd->add_option("--format", a->format,
                    i18n::tr("Format id; default: the saved deck's, else the game's first"));
    cmd->add_option(
        "--date", a->date,
        i18n::tr("Event date YYYY-MM-DD: printed, and picks the Limited list; default: today"));
    cmd->add_option("--set", a->settings,
                    i18n::tr("Format setting: id=value (see `deckhand-cli games`)"))
        ->allow_extra_args(false);
    cmd->add_option("--event", a->event, i18n::tr("Event name, printed on the sheet"));
    cmd->add_option("--player", a->player, i18n::tr("Player name, printed on the sheet"));
    cmd->add_option("--player-id", a->playerId,
                    i18n::tr("Player id (membership number), printed on the sheet"));
    cmd->add_option("--deck-name", a->deckName,
                    i18n::tr("Deck name; default: the list's own name"));
    cmd->add_option("--paper", a->paper,
                    i18n::tr("Paper size (sheet and proxies): a4 (default) or letter"))
        ->transform(CLI::IsMember({"a4", "letter"}, CLI::ignore_case));
    cmd->add_option("--version", a->version, i18n::tr("Saved deck version (default: the latest)"));
    cmd->add_option("DECK", a->deck, i18n::tr("Deck list file, or a saved deck's name or id"))
        ->required();
    return [&ctx, a] { return exportDeck(ctx, *a); };
}

} // namespace deckhand::cli
