#include "command.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/deck_formats.hpp"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <ostream>

namespace deckhand::cli {

namespace fs = std::filesystem;

namespace {

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

// DECK arguments: files as given; a folder stands for the deck lists in it, sorted.
std::vector<std::string> expandDecks(const std::vector<std::string>& args,
                                     std::vector<ParseError>& errors) {
    std::vector<std::string> out;
    for (const auto& a : args) {
        std::error_code ec;
        if (fs::is_directory(a, ec)) {
            std::vector<std::string> found;
            for (const auto& e : fs::recursive_directory_iterator(a, ec))
                if (e.is_regular_file() && io::deckFormatFor(e.path().string()))
                    found.push_back(e.path().string());
            std::sort(found.begin(), found.end());
            if (found.empty())
                errors.push_back(
                    {{a}, "the folder holds no deck lists (.txt, .cod, .o8d, .dek, .csv)"});
            out.insert(out.end(), found.begin(), found.end());
        } else {
            out.push_back(a);
        }
    }
    return out;
}

int validate(Context& ctx, const ValidateArgs& a) {
    app::LoadedGame* game = ctx.readGame(a.game);
    if (!game) return ExitInput;
    const auto checked = checkOptions(ctx, a.format, a.date, a.settings);
    if (!checked) return ExitInput;
    const app::CheckOptions& options = *checked;
    std::vector<ParseError> errors;
    for (const auto& f : a.cards) {
        auto e = ctx.readLibrary().addCards(*game, f);
        errors.insert(errors.end(), e.begin(), e.end());
    }
    for (const auto& f : a.lists) {
        std::vector<std::string> notes;
        auto e = ctx.readLibrary().addLimitedLists(f, &notes);
        errors.insert(errors.end(), e.begin(), e.end());
        for (const auto& n : notes)
            ctx.err << "note: " << n << "\n";
    }
    auto format = app::resolveFormat(*game, options);
    errors.insert(errors.end(), format.errors.begin(), format.errors.end());
    const auto files = expandDecks(a.decks, errors);
    if (!errors.empty()) {
        printErrors(ctx.err, errors);
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
            (checks.back().inputErrors.empty() ? ctx.out : ctx.err) << text;
        }
    }
    if (a.json) ctx.out << app::checksToJson(checks);
    if (anyInput) return ExitInput;
    return anyIllegal ? ExitIllegal : ExitOk;
}

} // namespace

CommandRunner addValidateCommand(CLI::App& parent, Context& ctx) {
    auto a = std::make_shared<ValidateArgs>();
    auto* cmd =
        parent.add_subcommand("validate", "Check deck lists against a game's construction rules");
    cmd->add_option("--game", a->game, "Game id (see `deckhand-cli games`)")->required();
    cmd->add_option("--format", a->format, "Format id; default: the game's first format");
    cmd->add_option("--date", a->date,
                    "Event date YYYY-MM-DD, picks the Limited list; default: today");
    cmd->add_option("--cards", a->cards, "More card data (CSV) for the game")
        ->check(CLI::ExistingFile)
        ->allow_extra_args(false);
    cmd->add_option("--list", a->lists, "More Limited-list versions (XML)")
        ->check(CLI::ExistingFile)
        ->allow_extra_args(false);
    cmd->add_option("--set", a->settings, "Format setting: id=value (see `deckhand-cli games`)")
        ->allow_extra_args(false);
    cmd->add_flag("--json", a->json, "Print JSON");
    cmd->add_option("DECK", a->decks, "Deck list files or folders of them")->required();
    return [&ctx, a] { return validate(ctx, *a); };
}

} // namespace deckhand::cli
