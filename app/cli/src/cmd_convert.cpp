// deckhand-cli convert: a deck list from one file format to another, by extension.
#include "command.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/deck_formats.hpp"

#include <fmt/format.h>
#include <fstream>
#include <ostream>

namespace deckhand::cli {

CommandRunner addConvertCommand(CLI::App& parent, Context& ctx) {
    struct Args {
        std::string in, out, game;
    };
    auto a = std::make_shared<Args>();
    auto* cmd =
        parent.add_subcommand("convert", "Convert a deck list between .txt, .cod (Cockatrice), "
                                         ".o8d (OCTGN), .dek (LackeyCCG) and .csv");
    cmd->add_option("--game", a->game,
                    "Game id: match the cards, so set and number are filled in and names checked; "
                    "default: the game the list's card names tell, if one does");
    cmd->add_option("IN", a->in, "Deck list to read; - reads one from standard input")
        ->required()
        ->check(CLI::ExistingFile | CLI::IsMember({"-"}));
    cmd->add_option("OUT", a->out, "File to write; its extension picks the format")->required();
    return [&ctx, a] {
        const auto outFormat = io::deckFormatFor(a->out);
        if (!outFormat || (a->in != "-" && !io::deckFormatFor(a->in))) {
            ctx.err << fmt::format(
                "error: cannot tell the format of {}: use .txt, .cod, .o8d, .dek or .csv\n",
                outFormat ? a->in : a->out);
            return int{ExitInput};
        }
        auto list = ctx.readList(a->in);
        if (!list.ok()) {
            printErrors(ctx.err, list.errors);
            return int{ExitInput};
        }
        core::Deck deck;
        const core::Game* game = nullptr;
        core::Game generic; // without --game: sections named main, side and tokens
        // Without --game the list's card names tell its game; when none does, the list is
        // converted as written.
        app::LoadedGame* g = nullptr;
        if (!a->game.empty()) {
            if (!(g = ctx.readGame(a->game))) return int{ExitInput};
        } else if (const auto guess = ctx.guessGame(list.value); guess.best()) {
            ctx.noteGuess(list.value.file, guess);
            if (!(g = ctx.readGame(guess.best()->id))) return int{ExitInput};
        } else {
            ctx.err << fmt::format("note: {}: {}; converted as written, without matching the "
                                   "cards (--game to match them)\n",
                                   list.value.file, guess.describe());
        }
        if (g) {
            auto resolved = core::resolveDeck(list.value, g->catalogue, nullptr, true);
            if (!resolved.ok()) {
                printErrors(ctx.err, resolved.errors);
                return int{ExitInput};
            }
            deck = std::move(resolved.value);
            game = &g->game;
            int unknown = 0;
            for (const auto& s : deck.sections)
                for (const auto& e : s.entries)
                    unknown += e.printing ? 0 : 1;
            if (unknown)
                ctx.err << fmt::format("warning: {} not found in {}; written as read\n",
                                       core::plural(unknown, "card", "cards"), g->game.name);
        } else {
            deck = core::unresolvedDeck(list.value);
            generic.sections = core::commonSections();
            game = &generic;
        }
        std::ofstream f(a->out, std::ios::binary);
        f << io::writeDeck(deck, *game, *outFormat);
        f.close();
        if (!f) {
            ctx.err << fmt::format("error: cannot write {}\n", a->out);
            return int{ExitSystem};
        }
        int cards = 0;
        for (const auto& s : deck.sections)
            cards += s.cardCount();
        ctx.out << fmt::format("wrote {} ({} cards)\n", a->out, cards);
        return int{ExitOk};
    };
}

} // namespace deckhand::cli
