// deckhand-cli deck: saved decks, their history, and what the collection can build.
#include "command.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/core/deck_code.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/core/validation.hpp"
#include "deckhand/io/deck_formats.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <ostream>

namespace deckhand::cli {

namespace fs = std::filesystem;

namespace {

struct DeckRef {
    std::string game;
    std::string deck;
};

// A saved deck by name or id, or an error printed.
std::optional<core::DeckRecord> findDeck(Context& ctx, const DeckRef& ref) {
    auto found = ctx.session().findDeck(ref.game, ref.deck);
    if (!found) {
        ctx.err << fmt::format("error: no saved deck '{}'{} (see `deckhand-cli deck list`)\n",
                               ref.deck, ref.game.empty() ? "" : " for " + ref.game);
    }
    return found;
}

std::string deckText(const core::Deck& deck, const core::Game& game) {
    std::string out;
    if (!deck.name.empty()) out += "// " + deck.name + "\n";
    if (!deck.notes.empty()) {
        std::size_t start = 0;
        while (start <= deck.notes.size()) {
            const auto end = std::min(deck.notes.find('\n', start), deck.notes.size());
            out += "// " + deck.notes.substr(start, end - start) + "\n";
            start = end + 1;
        }
    }
    for (const auto& s : deck.sections) {
        if (s.entries.empty()) continue;
        const core::SectionDef* def = game.section(s.id);
        out += fmt::format("\n{} ({})\n", def ? def->name : s.id, s.cardCount());
        for (const auto& e : s.entries) {
            if (e.printing)
                out += fmt::format("{} {} ({}) {}\n", e.quantity, e.printing->name(),
                                   e.printing->set(), e.printing->number());
            else
                out += fmt::format("{} {}{}\n", e.quantity, e.name, "  // unknown card");
        }
    }
    return out;
}

nlohmann::json deckJson(const core::Deck& deck) {
    nlohmann::json sections = nlohmann::json::object();
    nlohmann::json unresolved = nlohmann::json::array();
    for (const auto& s : deck.sections) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& e : s.entries) {
            const bool ok = e.printing != nullptr;
            arr.push_back({{"name", ok ? e.printing->name() : e.name},
                           {"quantity", e.quantity},
                           {"set", ok ? e.printing->set() : e.set},
                           {"number", ok ? e.printing->number() : e.number}});
            if (!ok)
                unresolved.push_back(
                    {{"name", e.name}, {"quantity", e.quantity}, {"line", e.where.line}});
        }
        sections[s.id] = arr;
    }
    return {{"name", deck.name},
            {"notes", deck.notes},
            {"sections", sections},
            {"unresolved", unresolved}};
}

// The deck a code names, read against the game it names; nullopt after telling why.
struct FromCode {
    app::LoadedGame* game = nullptr;
    core::Deck deck;
};
std::optional<FromCode> deckFromCode(Context& ctx, const std::string& code,
                                     const std::string& gameOption, bool profileGames) {
    auto contents = core::readDeckCode(code);
    if (!contents.ok()) {
        printErrors(ctx.err, contents.errors);
        return std::nullopt;
    }
    if (!gameOption.empty() && gameOption != contents.value.game) {
        ctx.err << fmt::format("error: the code is a deck of '{}', not of '{}'\n",
                               contents.value.game, gameOption);
        return std::nullopt;
    }
    FromCode out;
    out.game = profileGames ? ctx.game(contents.value.game) : ctx.readGame(contents.value.game);
    if (!out.game) return std::nullopt;
    std::vector<std::string> notes;
    auto deck = core::deckFromCode(contents.value, out.game->catalogue, &notes);
    if (!deck.ok()) {
        printErrors(ctx.err, deck.errors);
        return std::nullopt;
    }
    for (const auto& n : notes)
        ctx.err << "note: " << n << "\n";
    out.deck = std::move(deck.value);
    return out;
}

} // namespace

CommandRunner addDeckCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand(
        "deck", "Saved decks: save, list, show, code, from-code, history, diff, needs, buildable");
    cmd->require_subcommand(1);

    struct SaveArgs {
        std::string game, format, name, file, code;
        std::vector<std::string> tags;
    };
    auto sa = std::make_shared<SaveArgs>();
    auto* save = cmd->add_subcommand(
        "save", "Save a deck list or deck code (a new version when anything changed)");
    save->add_option("--game", sa->game, "Game id (needed for a deck list)");
    save->add_option("--format", sa->format, "Format id (default: the game's first)");
    save->add_option("--name", sa->name,
                     "Deck name (default: the list's first // comment or the code's name, else "
                     "the file name)")
        ->check(utf8Text());
    save->add_option("--tag", sa->tags, "A tag (repeat for more)")
        ->allow_extra_args(false)
        ->check(utf8Text());
    save->add_option("--code", sa->code, "Save the deck this deck code names (instead of FILE)");
    save->add_option("FILE", sa->file, "Deck list")->check(CLI::ExistingFile);

    auto codeRef = std::make_shared<DeckRef>();
    auto codeVersion = std::make_shared<int>(0);
    auto* code = cmd->add_subcommand(
        "code", "A deck's deck code: short, URL-safe, checksummed (docs/deck-codes.md)");
    code->add_option("--game", codeRef->game,
                     "Game id; default: a deck file's, told by its card names");
    code->add_option("--version", *codeVersion, "Saved deck version (default: the latest)");
    code->add_option("DECK", codeRef->deck,
                     "Saved deck name or id, or a deck list file (- reads one from standard input)")
        ->required();

    auto fromCode = std::make_shared<std::string>();
    auto fromJson = std::make_shared<bool>(false);
    auto* from_code =
        cmd->add_subcommand("from-code", "Show the deck a deck code names, as `deck show` does");
    from_code->add_flag("--json", *fromJson, "Print JSON");
    from_code->add_option("CODE", *fromCode, "The deck code")->required();

    auto listGame = std::make_shared<std::string>();
    auto listJson = std::make_shared<bool>(false);
    auto* list = cmd->add_subcommand("list", "List saved decks");
    list->add_option("--game", *listGame, "Only this game");
    list->add_flag("--json", *listJson, "Print JSON");

    auto ref = std::make_shared<DeckRef>();
    auto version = std::make_shared<int>(0);
    auto json = std::make_shared<bool>(false);
    auto* show =
        cmd->add_subcommand("show", "Show a saved deck, or read a deck file, as text or JSON");
    show->add_option("--game", ref->game,
                     "Game id; default: a deck file's, told by its card names");
    show->add_option("--version", *version, "Version (default: the latest)");
    show->add_flag("--json", *json, "Print JSON");
    show->add_option("DECK", ref->deck,
                     "Saved deck name or id, or a deck list file (- reads one from standard input)")
        ->required();

    auto* history =
        cmd->add_subcommand("history", "Every saved version of a deck, with what changed");
    history->add_option("--game", ref->game, "Game id");
    history->add_option("DECK", ref->deck, "Deck name or id")->required();

    auto from = std::make_shared<int>(0);
    auto to = std::make_shared<int>(0);
    auto* diff =
        cmd->add_subcommand("diff", "What changed between two versions (default: the last two)");
    diff->add_option("--game", ref->game, "Game id");
    diff->add_option("DECK", ref->deck, "Deck name or id")->required();
    diff->add_option("FROM", *from, "Older version");
    diff->add_option("TO", *to, "Newer version (default: the latest)");

    auto* needs = cmd->add_subcommand("needs", "What a deck still needs from your collection");
    needs->add_option("--game", ref->game, "Game id");
    needs->add_option("DECK", ref->deck, "Deck name or id")->required();

    auto buildGame = std::make_shared<std::string>();
    auto* buildable =
        cmd->add_subcommand("buildable", "Which saved decks your collection can build");
    buildable->add_option("--game", *buildGame, "Game id")->required();

    auto off = std::make_shared<bool>(false);
    auto* built = cmd->add_subcommand(
        "built", "Mark a deck as put together: it keeps its cards (--off to release)");
    built->add_option("--game", ref->game, "Game id");
    built->add_flag("--off", *off, "No longer built");
    built->add_option("DECK", ref->deck, "Deck name or id")->required();

    auto* remove = cmd->add_subcommand("delete", "Delete a saved deck and its history");
    remove->add_option("--game", ref->game, "Game id");
    remove->add_option("DECK", ref->deck, "Deck name or id")->required();

    return [&ctx, save, sa, list, listGame, listJson, show, ref, code, codeRef, codeVersion,
            from_code, fromCode, fromJson, version, json, history, diff, from, to, needs, buildable,
            buildGame, built, off, remove] {
        if (from_code->parsed()) {
            const auto got = deckFromCode(ctx, *fromCode, "", false);
            if (!got) return int{ExitInput};
            ctx.out << (*fromJson ? deckJson(got->deck).dump(2) + "\n"
                                  : deckText(got->deck, got->game->game));
            return int{ExitOk};
        }
        if (code->parsed()) {
            std::error_code ec;
            app::LoadedGame* g = nullptr;
            core::Deck deck;
            if (codeRef->deck == "-" || fs::is_regular_file(codeRef->deck, ec)) {
                auto text = ctx.readList(codeRef->deck);
                if (!text.ok()) {
                    printErrors(ctx.err, text.errors);
                    return int{ExitInput};
                }
                auto game = ctx.gameForList(codeRef->game, text.value);
                if (!game.ok()) {
                    printErrors(ctx.err, game.errors);
                    return int{ExitInput};
                }
                g = game.value;
                auto resolved = core::resolveDeck(text.value, g->catalogue);
                if (!resolved.ok()) {
                    printErrors(ctx.err, resolved.errors);
                    return int{ExitInput};
                }
                deck = std::move(resolved.value);
            } else {
                auto d = findDeck(ctx, *codeRef);
                if (!d) return int{ExitInput};
                g = ctx.game(d->game);
                if (!g) return int{ExitInput};
                auto loaded = ctx.session().loadDeck(*g, d->id, *codeVersion);
                if (!loaded.ok()) {
                    printErrors(ctx.err, loaded.errors);
                    return int{ExitInput};
                }
                deck = std::move(loaded.value);
                deck.name = d->name;
            }
            const auto encoded = core::encodeDeckCode(g->catalogue, deck);
            if (!encoded.ok()) {
                printErrors(ctx.err, encoded.errors);
                return int{ExitInput};
            }
            ctx.out << encoded.value << "\n";
            return int{ExitOk};
        }
        auto& session = ctx.session();
        if (save->parsed()) {
            if (sa->code.empty() == sa->file.empty()) {
                ctx.err << "error: give a deck list FILE or --code CODE (one of them)\n";
                return int{ExitInput};
            }
            std::optional<FromCode> fromCodeDeck;
            if (!sa->code.empty()) {
                fromCodeDeck = deckFromCode(ctx, sa->code, sa->game, true);
                if (!fromCodeDeck) {
                    ctx.err << "Nothing was saved.\n";
                    return int{ExitInput};
                }
            } else if (sa->game.empty()) {
                ctx.err << "error: saving a deck list needs --game (see `deckhand-cli games`)\n";
                return int{ExitInput};
            }
            app::LoadedGame* g = fromCodeDeck ? fromCodeDeck->game : ctx.game(sa->game);
            if (!g) return int{ExitInput};
            app::CheckOptions options;
            options.format = sa->format;
            auto format = app::resolveFormat(*g, options);
            if (!format.ok()) {
                printErrors(ctx.err, format.errors);
                return int{ExitInput};
            }
            auto check = fromCodeDeck
                             ? app::checkDeck(*g, format.value, fromCodeDeck->deck, "deck code",
                                              options.date)
                             : app::checkDeckFile(*g, format.value, sa->file, options.date);
            if (!check.inputErrors.empty()) {
                printErrors(ctx.err, check.inputErrors);
                ctx.err << "Nothing was saved.\n";
                return int{ExitInput};
            }
            const std::string name = !sa->name.empty()          ? sa->name
                                     : !check.deck.name.empty() ? check.deck.name
                                     : fromCodeDeck             ? std::string("Deck from code")
                                                    : fs::path(sa->file).stem().string();
            // The file name is the one that can still be other than UTF-8 here: the option is
            // checked as it is read, a list's and a code's texts by their readers.
            if (!core::validUtf8(name)) {
                ctx.err << fmt::format("error: {}: the file name, which would be the deck's name, "
                                       "is not UTF-8 text; give the deck a name with --name\n"
                                       "Nothing was saved.\n",
                                       sa->file);
                return int{ExitInput};
            }
            check.deck.name = name;
            auto previous = session.findDeck(g->game.id, name);
            std::optional<core::Deck> before;
            if (previous) before = ctx.session().loadDeck(*g, previous->id).value;
            const auto r =
                session.saveDeck({.game = g->game.id,
                                  .format = format.value.id,
                                  .name = name,
                                  .notes = check.deck.notes,
                                  .tags = sa->tags.empty() ? std::nullopt : std::optional(sa->tags),
                                  .entries = app::toStored(check.deck)});
            const std::string verdict =
                check.report->legal()
                    ? "legal"
                    : fmt::format("ILLEGAL ({} errors)", check.report->errors.size());
            if (r.created)
                ctx.out << fmt::format(
                    "saved new deck '{}' (id {}), version 1, {} cards, {} under {}\n", name,
                    r.deckId, check.report->deckSize, verdict, format.value.name);
            else if (r.changed)
                ctx.out << fmt::format("saved '{}' version {}: {}; {} under {}\n", name, r.version,
                                       core::describeChanges(core::diffDecks(*before, check.deck),
                                                             g->game.sections.front().id),
                                       verdict, format.value.name);
            else
                ctx.out << fmt::format("'{}' is unchanged (still version {})\n", name, r.version);
            return int{ExitOk};
        }
        if (list->parsed()) {
            const auto all = session.savedDecks(*listGame);
            if (*listJson) {
                nlohmann::json arr = nlohmann::json::array();
                for (const auto& d : all)
                    arr.push_back({{"id", d.id},
                                   {"game", d.game},
                                   {"format", d.format},
                                   {"name", d.name},
                                   {"tags", d.tags},
                                   {"built", d.built},
                                   {"versions", d.versions},
                                   {"updated", d.updatedAt}});
                ctx.out << nlohmann::json{{"decks", arr}}.dump(2) << "\n";
                return int{ExitOk};
            }
            for (const auto& d : all)
                ctx.out << fmt::format("{:>4}  {:<10} {:<32} {:<11} v{:<3} {}{}\n", d.id, d.game,
                                       d.name, d.format, d.versions, d.built ? "built " : "",
                                       d.updatedAt);
            if (all.empty()) ctx.out << "no saved decks\n";
            return int{ExitOk};
        }
        if (show->parsed()) {
            std::error_code ec;
            // A file (or - for standard input): what was read, unknown cards included.
            if (ref->deck == "-" || fs::is_regular_file(ref->deck, ec)) {
                auto text = ctx.readList(ref->deck);
                if (!text.ok()) {
                    printErrors(ctx.err, text.errors);
                    return int{ExitInput};
                }
                auto game = ctx.gameForList(ref->game, text.value);
                if (!game.ok()) {
                    printErrors(ctx.err, game.errors);
                    return int{ExitInput};
                }
                app::LoadedGame* g = game.value;
                auto deck = core::resolveDeck(text.value, g->catalogue, nullptr, true);
                if (!deck.ok()) {
                    printErrors(ctx.err, deck.errors);
                    return int{ExitInput};
                }
                ctx.out << (*json ? deckJson(deck.value).dump(2) + "\n"
                                  : deckText(deck.value, g->game));
                return int{ExitOk};
            }
            auto d = findDeck(ctx, *ref);
            if (!d) return int{ExitInput};
            app::LoadedGame* g = ctx.game(d->game);
            if (!g) return int{ExitInput};
            auto deck = ctx.session().loadDeck(*g, d->id, *version);
            if (!deck.ok()) {
                printErrors(ctx.err, deck.errors);
                return int{ExitInput};
            }
            ctx.out << (*json ? deckJson(deck.value).dump(2) + "\n"
                              : deckText(deck.value, g->game));
            return int{ExitOk};
        }
        if (history->parsed() || diff->parsed()) {
            auto d = findDeck(ctx, *ref);
            if (!d) return int{ExitInput};
            app::LoadedGame* g = ctx.game(d->game);
            if (!g) return int{ExitInput};
            const auto versions = session.deckHistory(d->id);
            auto resolve = [&](const core::DeckVersion& v) {
                return core::resolveDeck(app::toDeckList(v, v.name), g->catalogue, nullptr, true)
                    .value;
            };
            const std::string mainSection = g->game.sections.front().id;
            if (history->parsed()) {
                std::optional<core::Deck> previous;
                for (const auto& v : versions) {
                    auto deck = resolve(v);
                    int cards = 0;
                    for (const auto& s : deck.sections)
                        cards += s.cardCount();
                    ctx.out << fmt::format(
                        "v{:<3} {}  {} cards  {}\n", v.number, v.savedAt, cards,
                        previous
                            ? core::describeChanges(core::diffDecks(*previous, deck), mainSection)
                            : std::string("first version"));
                    previous = std::move(deck);
                }
                return int{ExitOk};
            }
            const int newest = versions.empty() ? 0 : versions.back().number;
            const int b = *to ? *to : newest;
            const int a = *from ? *from : b - 1;
            auto va = session.deckVersion(d->id, a), vb = session.deckVersion(d->id, b);
            if (a < 1 || !va || !vb) {
                ctx.err << fmt::format(
                    "error: '{}' has versions 1 to {}; cannot compare {} with {}\n", d->name,
                    newest, a, b);
                return int{ExitInput};
            }
            const auto changes = core::diffDecks(resolve(*va), resolve(*vb));
            ctx.out << fmt::format("{}: version {} -> {}\n", d->name, a, b);
            for (const auto& c : changes)
                ctx.out << fmt::format("  {}{} {}{}  ({} -> {})\n", c.after > c.before ? "+" : "",
                                       c.after - c.before, c.name,
                                       c.section == mainSection ? "" : " [" + c.section + "]",
                                       c.before, c.after);
            if (changes.empty()) ctx.out << "  no card changes\n";
            return int{ExitOk};
        }
        if (needs->parsed() || buildable->parsed()) {
            std::string gameId = *buildGame;
            std::optional<core::DeckRecord> one;
            if (needs->parsed()) {
                one = findDeck(ctx, *ref);
                if (!one) return int{ExitInput};
                gameId = one->game;
            }
            if (!ctx.game(gameId)) return int{ExitInput};
            const auto all = ctx.session().deckNeeds(gameId);
            if (one) {
                for (const auto& dn : all) {
                    if (dn.deck.id != one->id) continue;
                    ctx.out << fmt::format("{}: {} of {} cards on hand{}\n", dn.deck.name,
                                           dn.needs.wanted - dn.needs.missing, dn.needs.wanted,
                                           dn.deck.built
                                               ? " (built: it keeps its cards first)"
                                               : " (cards kept by built decks are not counted)");
                    for (const auto& l : dn.needs.lines)
                        if (l.missing() > 0)
                            ctx.out << fmt::format("  need {} {} (have {} of {})\n", l.missing(),
                                                   l.name, l.have, l.want);
                    if (dn.needs.buildable()) ctx.out << "  nothing missing\n";
                }
                return int{ExitOk};
            }
            for (const auto& dn : all)
                ctx.out << fmt::format("{:<32} {}{}\n", dn.deck.name,
                                       dn.needs.buildable()
                                           ? "buildable now"
                                           : fmt::format("missing {} cards", dn.needs.missing),
                                       dn.deck.built ? " (built)" : "");
            if (all.empty()) ctx.out << "no saved decks\n";
            return int{ExitOk};
        }
        if (built->parsed() || remove->parsed()) {
            auto d = findDeck(ctx, *ref);
            if (!d) return int{ExitInput};
            if (remove->parsed()) {
                session.deleteDeck(d->id);
                ctx.out << fmt::format("deleted '{}' and its {} versions\n", d->name, d->versions);
                return int{ExitOk};
            }
            session.setDeckBuilt(d->id, !*off);
            ctx.out << fmt::format("'{}' is {}\n", d->name,
                                   *off ? "no longer built" : "built: it keeps its cards");
            return int{ExitOk};
        }
        return int{ExitInput};
    };
}

} // namespace deckhand::cli
