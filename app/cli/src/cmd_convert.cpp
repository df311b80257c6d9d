// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli convert: a deck list from one file format to another, by extension.
#include "command.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/deck_formats.hpp"

#include <fmt/format.h>
#include <fstream>
#include <ostream>

namespace deckhand::cli {

namespace {

struct ConvertArgs {
    std::string in, out, game;
    /// plain or setnum: pasted text for other platforms; or a format by name (ydk, ydke,
    /// ptcgl, mtgo, txt, cod, o8d, dek, csv), whatever OUT's name
    std::string to;
};

bool pasteDialect(const std::string& to) {
    return to == "plain" || to == "setnum";
}

// The game whose cards the list is matched against: --game, else the one the list's card names
// tell; nullptr when none does (said: the list is converted as written). nullopt after telling
// why the game could not be read.
std::optional<app::LoadedGame*> gameToMatch(Context& ctx, const ConvertArgs& a,
                                            const core::DeckList& list) {
    app::LoadedGame* g = nullptr;
    if (!a.game.empty()) {
        if (!(g = ctx.readGame(a.game))) return std::nullopt;
    } else if (const auto guess = ctx.guessGame(list); guess.best()) {
        ctx.noteGuess(list.file, guess);
        if (!(g = ctx.readGame(guess.best()->id))) return std::nullopt;
    } else {
        ctx.err << i18n::trf("note: {}: {}; converted as written, without matching the "
                             "cards (--game to match them)\n",
                             list.file, guess.describe());
    }
    return g;
}

// The list matched against the game's cards, names it does not know kept as read (and
// counted in a warning); nullopt after telling why it cannot be.
std::optional<core::Deck> matched(Context& ctx, const app::LoadedGame& g,
                                  const core::DeckList& list) {
    auto resolved = core::resolveDeck(list, g.catalogue, nullptr, true);
    if (!resolved.ok()) {
        printErrors(ctx.err, resolved.errors);
        return std::nullopt;
    }
    int unknown = 0;
    for (const auto& s : resolved.value.sections)
        for (const auto& e : s.entries)
            unknown += e.printing ? 0 : 1;
    if (unknown)
        ctx.err << i18n::trf("warning: {} not found in {}; written as read\n",
                             core::plural(unknown, "card", "cards"), g.game.name);
    return std::move(resolved.value);
}

int convert(Context& ctx, const ConvertArgs& a) {
    const auto outFormat = a.to.empty()         ? io::deckFormatFor(a.out)
                           : pasteDialect(a.to) ? io::DeckFormat::Text
                                                : io::deckFormatNamed(a.to);
    if (!outFormat || (a.in != "-" && !io::deckFormatFor(a.in))) {
        ctx.err << i18n::trf(
            "error: cannot tell the format of {}: use .txt, .cod, .o8d, .dek, .csv or .ydk (or "
            "--to)\n",
            outFormat ? a.in : a.out);
        return ExitInput;
    }
    auto list = ctx.readList(a.in);
    if (!list.ok()) {
        printErrors(ctx.err, list.errors);
        return ExitInput;
    }
    // Without --game the list's card names tell its game; when none does, the list is
    // converted as written.
    const auto g = gameToMatch(ctx, a, list.value);
    if (!g) return ExitInput;
    core::Deck deck;
    core::Game generic; // without a game: sections named main, side and tokens
    const core::Game* game = &generic;
    if (*g) {
        auto resolved = matched(ctx, **g, list.value);
        if (!resolved) return ExitInput;
        deck = std::move(*resolved);
        game = &(*g)->game;
    } else {
        deck = core::unresolvedDeck(list.value);
        generic.sections = core::commonSections();
    }
    int missing = 0;
    const std::string text =
        !pasteDialect(a.to) ? io::writeDeck(deck, *game, *outFormat, &missing)
                            : io::writePasteText(deck, *game,
                                                 a.to == "plain" ? io::PasteDialect::Plain
                                                                 : io::PasteDialect::SetNumber);
    if (missing > 0)
        ctx.err << i18n::trfn("warning: {} card has no card id ({}): {}\n",
                              "warning: {} cards have no card id ({}): {}\n",
                              static_cast<unsigned long>(missing), missing,
                              game->lists.cardIds.empty()
                                  ? std::string(i18n::tr("the game's pack declares no <card-id>"))
                                  : i18n::trf("field {}", game->lists.cardIds.front().field),
                              *outFormat == io::DeckFormat::Ydke
                                  ? i18n::tr("left out of the code")
                                  : i18n::tr("written as a comment with its name"));
    if (!a.to.empty() && a.out == "-") { // to paste: the text alone on standard output
        ctx.out << text;
        return ExitOk;
    }
    std::ofstream f(a.out, std::ios::binary);
    f << text;
    f.close();
    if (!f) {
        ctx.err << i18n::trf("error: cannot write {}\n", a.out);
        return ExitSystem;
    }
    int cards = 0;
    for (const auto& s : deck.sections)
        cards += s.cardCount();
    ctx.out << i18n::trfn("wrote {} ({} card)\n", "wrote {} ({} cards)\n",
                          static_cast<unsigned long>(cards), a.out, cards);
    return ExitOk;
}

} // namespace

CommandRunner addConvertCommand(CLI::App& parent, Context& ctx) {
    auto a = std::make_shared<ConvertArgs>();
    auto* cmd = parent.add_subcommand(
        "convert", i18n::tr("Convert a deck list between .txt, .cod (Cockatrice), "
                            ".o8d (OCTGN), .dek (LackeyCCG or Magic Online), .csv, "
                            ".ydk, ydke:// codes and Pokémon TCG Live text"));
    cmd->add_option(
        "--game", a->game,
        i18n::tr("Game id: match the cards, so set and number are filled in and names checked; "
                 "default: the game the list's card names tell, if one does"));
    cmd->add_option("IN", a->in, i18n::tr("Deck list to read; - reads one from standard input"))
        ->required()
        ->check(CLI::ExistingFile | CLI::IsMember({"-"}));
    cmd->add_option(
           "--to", a->to,
           i18n::tr(
               "Write the text other platforms take pasted: plain (N Name) or setnum (N Name "
               "(SET) NUM); or a format: ydk, ydke (a ydke:// code), ptcgl (Pokémon TCG Live), "
               "mtgo (Magic Online .dek), txt, cod, o8d, dek, csv; whatever OUT's extension; "
               "OUT - prints it"))
        ->check(CLI::IsMember({"plain", "setnum", "ydk", "ydke", "ptcgl", "mtgo", "txt", "cod",
                               "o8d", "dek", "csv"}));
    cmd->add_option(
           "OUT", a->out,
           i18n::tr("File to write; its extension picks the format (- with --to: standard output)"))
        ->required();
    return [&ctx, a] { return convert(ctx, *a); };
}

} // namespace deckhand::cli
