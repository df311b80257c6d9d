#include "command.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/deck_formats.hpp"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <map>
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

// A list that could not be read, or whose game could not be told.
app::DeckCheck unreadable(const std::string& file, std::vector<ParseError> errors) {
    app::DeckCheck check;
    check.file = file;
    check.inputErrors = std::move(errors);
    return check;
}

int validate(Context& ctx, const ValidateArgs& a) {
    // With --game every list is that game's; without, each list's card names tell its game.
    app::LoadedGame* given = nullptr;
    if (!a.game.empty() && !(given = ctx.readGame(a.game))) return ExitInput;
    if (!given && !a.cards.empty()) {
        ctx.err << "error: --cards needs --game: card data is for one game\n";
        return ExitInput;
    }
    const auto checked = checkOptions(ctx, a.format, a.date, a.settings);
    if (!checked) return ExitInput;
    const app::CheckOptions& options = *checked;
    std::vector<ParseError> errors;
    for (const auto& f : a.cards) {
        auto e = ctx.readLibrary().addCards(*given, f);
        errors.insert(errors.end(), e.begin(), e.end());
    }
    for (const auto& f : a.lists) {
        std::vector<std::string> notes;
        auto e = ctx.readLibrary().addLimitedLists(f, &notes);
        errors.insert(errors.end(), e.begin(), e.end());
        for (const auto& n : notes)
            ctx.err << "note: " << n << "\n";
    }
    // The format each game is judged in, resolved once per game.
    std::map<std::string, Result<core::Format>> formats;
    auto formatOf = [&](const app::LoadedGame& game) -> Result<core::Format>& {
        auto it = formats.find(game.game.id);
        if (it == formats.end())
            it = formats.emplace(game.game.id, app::resolveFormat(game, options)).first;
        return it->second;
    };
    if (given) {
        const auto& format = formatOf(*given);
        errors.insert(errors.end(), format.errors.begin(), format.errors.end());
    }
    const auto files = expandDecks(a.decks, errors);
    if (!errors.empty()) {
        printErrors(ctx.err, errors);
        return ExitInput;
    }

    std::vector<app::DeckCheck> checks;
    bool anyInput = false, anyIllegal = false;
    for (const auto& f : files) {
        auto list = ctx.readList(f);
        app::LoadedGame* game = given;
        if (!list.ok()) {
            checks.push_back(
                unreadable(list.value.file.empty() ? f : list.value.file, std::move(list.errors)));
        } else if (auto guessed = given ? Result<app::LoadedGame*>{given, {}}
                                        : ctx.gameForList({}, list.value);
                   !(game = guessed.value)) {
            checks.push_back(unreadable(list.value.file, std::move(guessed.errors)));
        } else if (const auto& format = formatOf(*game); !format.ok()) {
            checks.push_back(unreadable(list.value.file, format.errors));
        } else {
            checks.push_back(app::checkDeckList(*game, format.value, list.value, options.date));
        }
        const app::DeckCheck& check = checks.back();
        anyInput = anyInput || !check.inputErrors.empty();
        anyIllegal = anyIllegal || !check.legal();
        if (!a.json)
            (check.inputErrors.empty() ? ctx.out : ctx.err) << app::formatReport(check, game);
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
    cmd->add_option("--game", a->game,
                    "Game id (see `deckhand-cli games`); default: each list's, told by its card "
                    "names");
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
    cmd->add_option("DECK", a->decks,
                    "Deck list files or folders of them; - reads one from standard input")
        ->required();
    return [&ctx, a] { return validate(ctx, *a); };
}

} // namespace deckhand::cli
