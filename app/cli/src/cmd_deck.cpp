// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli deck: saved decks, their history, and what the collection can build.
#include "command.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/core/deck_code.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/core/validation.hpp"

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
        ctx.err << (ref.game.empty()
                        ? i18n::trf("error: no saved deck '{}' (see `deckhand-cli deck list`)\n",
                                    ref.deck)
                        : i18n::trf("error: no saved deck '{}' for {} (see `deckhand-cli deck "
                                    "list`)\n",
                                    ref.deck, ref.game));
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
                // TRANSLATORS: a comment after a card of a deck list; "//" starts it.
                out += i18n::trf("{} {}  // unknown card\n", e.quantity, e.name);
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

/// A deck and the game it was read against.
struct GameDeck {
    app::LoadedGame* game = nullptr;
    core::Deck deck;
    std::string savedName; ///< a saved deck's name in the profile; empty for a list or a code
};

// The deck a code names, read against the game it names; nullopt after telling why.
std::optional<GameDeck> deckFromCode(Context& ctx, const std::string& code,
                                     const std::string& gameOption, bool profileGames) {
    auto contents = core::readDeckCode(code);
    if (!contents.ok()) {
        printErrors(ctx.err, contents.errors);
        return std::nullopt;
    }
    if (!gameOption.empty() && gameOption != contents.value.game) {
        ctx.err << i18n::trf("error: the code is a deck of '{}', not of '{}'\n",
                             contents.value.game, gameOption);
        return std::nullopt;
    }
    GameDeck out;
    out.game = profileGames ? ctx.game(contents.value.game) : ctx.readGame(contents.value.game);
    if (!out.game) return std::nullopt;
    std::vector<std::string> notes;
    auto deck = core::deckFromCode(contents.value, out.game->catalogue, &notes);
    if (!deck.ok()) {
        printErrors(ctx.err, deck.errors);
        return std::nullopt;
    }
    for (const auto& n : notes)
        ctx.err << i18n::trf("note: {}\n", n);
    out.deck = std::move(deck.value);
    return out;
}

// Whether DECK names a deck list file (or - for standard input) rather than a saved deck.
bool namesListFile(const std::string& deck) {
    std::error_code ec;
    return deck == "-" || fs::is_regular_file(deck, ec);
}

// The deck a list file holds, read against the game --game names or its card names tell; names
// that are no card of the game stay in it as read when `keepUnknown`. nullopt after telling why.
std::optional<GameDeck> deckFromList(Context& ctx, const DeckRef& ref, bool keepUnknown) {
    auto text = ctx.readList(ref.deck);
    if (!text.ok()) {
        printErrors(ctx.err, text.errors);
        return std::nullopt;
    }
    auto game = ctx.gameForList(ref.game, text.value);
    if (!game.ok()) {
        printErrors(ctx.err, game.errors);
        return std::nullopt;
    }
    auto deck = core::resolveDeck(text.value, game.value->catalogue, nullptr, keepUnknown);
    if (!deck.ok()) {
        printErrors(ctx.err, deck.errors);
        return std::nullopt;
    }
    return GameDeck{game.value, std::move(deck.value), {}};
}

/// A saved deck and its game.
struct Saved {
    core::DeckRecord record;
    app::LoadedGame* game = nullptr;
};

// The saved deck `ref` names, and its game; nullopt after telling why.
std::optional<Saved> savedWithGame(Context& ctx, const DeckRef& ref) {
    auto d = findDeck(ctx, ref);
    if (!d) return std::nullopt;
    app::LoadedGame* g = ctx.game(d->game);
    if (!g) return std::nullopt;
    return Saved{std::move(*d), g};
}

// A version of a saved deck (0: the latest); nullopt after telling why.
std::optional<GameDeck> savedDeck(Context& ctx, const DeckRef& ref, int version) {
    const auto saved = savedWithGame(ctx, ref);
    if (!saved) return std::nullopt;
    auto deck = ctx.session().loadDeck(*saved->game, saved->record.id, version);
    if (!deck.ok()) {
        printErrors(ctx.err, deck.errors);
        return std::nullopt;
    }
    return GameDeck{saved->game, std::move(deck.value), saved->record.name};
}

struct FromCodeArgs {
    std::string code;
    bool json = false;
};

int showFromCode(Context& ctx, const FromCodeArgs& a) {
    const auto got = deckFromCode(ctx, a.code, "", false);
    if (!got) return ExitInput;
    ctx.out << (a.json ? deckJson(got->deck).dump(2) + "\n" : deckText(got->deck, got->game->game));
    return ExitOk;
}

/// A saved deck's version, or a deck list file.
struct VersionArgs {
    DeckRef ref;
    int version = 0;
};

int deckCode(Context& ctx, const VersionArgs& a) {
    std::optional<GameDeck> got;
    if (namesListFile(a.ref.deck)) {
        got = deckFromList(ctx, a.ref, false);
    } else if ((got = savedDeck(ctx, a.ref, a.version))) {
        got->deck.name = got->savedName;
    }
    if (!got) return ExitInput;
    const auto encoded = core::encodeDeckCode(got->game->catalogue, got->deck);
    if (!encoded.ok()) {
        printErrors(ctx.err, encoded.errors);
        return ExitInput;
    }
    ctx.out << encoded.value << "\n";
    return ExitOk;
}

struct SaveArgs {
    std::string game, format, name, file, code;
    std::vector<std::string> tags;
};

/// What is saved: the deck checked, in its game's format.
struct ToSave {
    app::LoadedGame* game = nullptr;
    core::Format format;
    app::DeckCheck check;
};

// The list FILE or the deck --code names, read and checked; nullopt after telling why.
std::optional<ToSave> readForSaving(Context& ctx, const SaveArgs& a) {
    if (a.code.empty() == a.file.empty()) {
        ctx.err << i18n::tr("error: give a deck list FILE or --code CODE (one of them)\n");
        return std::nullopt;
    }
    std::optional<GameDeck> fromCode;
    if (!a.code.empty()) {
        fromCode = deckFromCode(ctx, a.code, a.game, true);
        if (!fromCode) {
            ctx.err << i18n::tr("Nothing was saved.\n");
            return std::nullopt;
        }
    } else if (a.game.empty()) {
        ctx.err << i18n::tr("error: saving a deck list needs --game (see `deckhand-cli games`)\n");
        return std::nullopt;
    }
    ToSave out;
    out.game = fromCode ? fromCode->game : ctx.game(a.game);
    if (!out.game) return std::nullopt;
    app::CheckOptions options;
    options.format = a.format;
    auto format = app::resolveFormat(*out.game, options);
    if (!format.ok()) {
        printErrors(ctx.err, format.errors);
        return std::nullopt;
    }
    out.format = std::move(format.value);
    out.check =
        fromCode ? app::checkDeck(*out.game, out.format, fromCode->deck, "deck code", options.date)
                 : app::checkDeckFile(*out.game, out.format, a.file, options.date);
    if (!out.check.inputErrors.empty()) {
        printErrors(ctx.err, out.check.inputErrors);
        ctx.err << i18n::tr("Nothing was saved.\n");
        return std::nullopt;
    }
    return out;
}

// The name a deck is saved under: --name, else the list's or the code's own, else the file's.
std::string nameToSave(const SaveArgs& a, const core::Deck& deck) {
    return !a.name.empty()      ? a.name
           : !deck.name.empty() ? deck.name
           : !a.code.empty()    ? std::string("Deck from code")
                                : fs::path(a.file).stem().string();
}

int saveDeck(Context& ctx, const SaveArgs& a) {
    auto& session = ctx.session();
    auto got = readForSaving(ctx, a);
    if (!got) return ExitInput;
    app::LoadedGame* g = got->game;
    app::DeckCheck& check = got->check;
    const std::string name = nameToSave(a, check.deck);
    // The file name is the one that can still be other than UTF-8 here: the option is
    // checked as it is read, a list's and a code's texts by their readers.
    if (!core::validUtf8(name)) {
        ctx.err << i18n::trf("error: {}: the file name, which would be the deck's name, "
                             "is not UTF-8 text; give the deck a name with --name\n"
                             "Nothing was saved.\n",
                             a.file);
        return ExitInput;
    }
    check.deck.name = name;
    auto previous = session.findDeck(g->game.id, name);
    std::optional<core::Deck> before;
    if (previous) before = ctx.session().loadDeck(*g, previous->id).value;
    const auto r = session.saveDeck({.game = g->game.id,
                                     .format = got->format.id,
                                     .name = name,
                                     .notes = check.deck.notes,
                                     .tags = a.tags.empty() ? std::nullopt : std::optional(a.tags),
                                     .entries = app::toStored(check.deck)});
    const auto errors = check.report->errors.size();
    // TRANSLATORS: the verdict on a saved deck, followed by " under <format>".
    const std::string verdict =
        check.report->legal()
            ? std::string(i18n::tr("legal"))
            : i18n::trfn("ILLEGAL ({} error)", "ILLEGAL ({} errors)", errors, errors);
    const auto cards = static_cast<unsigned long>(check.report->deckSize);
    if (r.created)
        ctx.out << i18n::trfn("saved new deck '{}' (id {}), version 1, {} card, {} under {}\n",
                              "saved new deck '{}' (id {}), version 1, {} cards, {} under {}\n",
                              cards, name, r.deckId, check.report->deckSize, verdict,
                              got->format.name);
    else if (r.changed)
        ctx.out << i18n::trf("saved '{}' version {}: {}; {} under {}\n", name, r.version,
                             core::describeChanges(core::diffDecks(*before, check.deck),
                                                   g->game.sections.front().id),
                             verdict, got->format.name);
    else
        ctx.out << i18n::trf("'{}' is unchanged (still version {})\n", name, r.version);
    return ExitOk;
}

struct ListArgs {
    std::string game;
    bool json = false;
};

int listDecks(Context& ctx, const ListArgs& a) {
    auto& session = ctx.session();
    const auto all = session.savedDecks(a.game);
    if (a.json) {
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
        return ExitOk;
    }
    for (const auto& d : all)
        ctx.out << fmt::format("{:>4}  {:<10} {:<32} {:<11} v{:<3} {}{}\n", d.id, d.game, d.name,
                               d.format, d.versions,
                               // TRANSLATORS: a word in a column of `deck list`, then a space.
                               d.built ? i18n::tr("built ") : "", d.updatedAt);
    if (all.empty()) ctx.out << i18n::tr("no saved decks\n");
    return ExitOk;
}

struct ShowArgs {
    VersionArgs which;
    bool json = false;
};

int showDeck(Context& ctx, const ShowArgs& a) {
    // The profile is opened first, a list file's games being the profile's as a saved deck's.
    ctx.session();
    // A file (or - for standard input): what was read, unknown cards included.
    const auto got = namesListFile(a.which.ref.deck) ? deckFromList(ctx, a.which.ref, true)
                                                     : savedDeck(ctx, a.which.ref, a.which.version);
    if (!got) return ExitInput;
    ctx.out << (a.json ? deckJson(got->deck).dump(2) + "\n" : deckText(got->deck, got->game->game));
    return ExitOk;
}

// A saved version as a deck of its game, unknown cards included.
core::Deck versionDeck(const core::DeckVersion& v, const app::LoadedGame& game) {
    return core::resolveDeck(app::toDeckList(v, v.name), game.catalogue, nullptr, true).value;
}

int deckHistory(Context& ctx, const DeckRef& ref) {
    auto& session = ctx.session();
    const auto saved = savedWithGame(ctx, ref);
    if (!saved) return ExitInput;
    const std::string& mainSection = saved->game->game.sections.front().id;
    std::optional<core::Deck> previous;
    for (const auto& v : session.deckHistory(saved->record.id)) {
        auto deck = versionDeck(v, *saved->game);
        int cards = 0;
        for (const auto& s : deck.sections)
            cards += s.cardCount();
        ctx.out << i18n::trfn(
            "v{:<3} {}  {} card  {}\n", "v{:<3} {}  {} cards  {}\n",
            static_cast<unsigned long>(cards), v.number, v.savedAt, cards,
            previous ? core::describeChanges(core::diffDecks(*previous, deck), mainSection)
                     : std::string(i18n::tr("first version")));
        previous = std::move(deck);
    }
    return ExitOk;
}

struct DiffArgs {
    DeckRef ref;
    int from = 0;
    int to = 0;
};

int deckDiff(Context& ctx, const DiffArgs& a) {
    auto& session = ctx.session();
    const auto saved = savedWithGame(ctx, a.ref);
    if (!saved) return ExitInput;
    const core::DeckRecord& d = saved->record;
    const auto versions = session.deckHistory(d.id);
    const int newest = versions.empty() ? 0 : versions.back().number;
    const int b = a.to ? a.to : newest;
    const int older = a.from ? a.from : b - 1;
    auto va = session.deckVersion(d.id, older), vb = session.deckVersion(d.id, b);
    if (older < 1 || !va || !vb) {
        ctx.err << i18n::trf("error: '{}' has versions 1 to {}; cannot compare {} with {}\n",
                             d.name, newest, older, b);
        return ExitInput;
    }
    const auto changes =
        core::diffDecks(versionDeck(*va, *saved->game), versionDeck(*vb, *saved->game));
    const std::string& mainSection = saved->game->game.sections.front().id;
    ctx.out << i18n::trf("{}: version {} -> {}\n", d.name, older, b);
    for (const auto& c : changes)
        ctx.out << fmt::format(
            "  {}{} {}{}  ({} -> {})\n", c.after > c.before ? "+" : "", c.after - c.before, c.name,
            c.section == mainSection ? "" : " [" + c.section + "]", c.before, c.after);
    if (changes.empty()) ctx.out << i18n::tr("  no card changes\n");
    return ExitOk;
}

int deckNeeds(Context& ctx, const DeckRef& ref) {
    const auto one = findDeck(ctx, ref);
    if (!one) return ExitInput;
    if (!ctx.game(one->game)) return ExitInput;
    for (const auto& dn : ctx.session().deckNeeds(one->game)) {
        if (dn.deck.id != one->id) continue;
        const auto onHand = dn.needs.wanted - dn.needs.missing;
        const auto wanted = static_cast<unsigned long>(dn.needs.wanted);
        ctx.out << (dn.deck.built
                        ? i18n::trfn(
                              "{}: {} of {} card on hand (built: it keeps its cards first)\n",
                              "{}: {} of {} cards on hand (built: it keeps its cards "
                              "first)\n",
                              wanted, dn.deck.name, onHand, dn.needs.wanted)
                        : i18n::trfn("{}: {} of {} card on hand (cards kept by built decks are "
                                     "not counted)\n",
                                     "{}: {} of {} cards on hand (cards kept by built decks are "
                                     "not counted)\n",
                                     wanted, dn.deck.name, onHand, dn.needs.wanted));
        for (const auto& l : dn.needs.lines)
            if (l.missing() > 0)
                ctx.out << i18n::trf("  need {} {} (have {} of {})\n", l.missing(), l.name, l.have,
                                     l.want);
        if (dn.needs.buildable()) ctx.out << i18n::tr("  nothing missing\n");
    }
    return ExitOk;
}

int buildableDecks(Context& ctx, const std::string& game) {
    if (!ctx.game(game)) return ExitInput;
    const auto all = ctx.session().deckNeeds(game);
    for (const auto& dn : all)
        ctx.out << fmt::format("{:<32} {}{}\n", dn.deck.name,
                               dn.needs.buildable()
                                   ? std::string(i18n::tr("buildable now"))
                                   : i18n::trfn("missing {} card", "missing {} cards",
                                                static_cast<unsigned long>(dn.needs.missing),
                                                dn.needs.missing),
                               dn.deck.built ? i18n::tr(" (built)") : "");
    if (all.empty()) ctx.out << i18n::tr("no saved decks\n");
    return ExitOk;
}

struct BuiltArgs {
    DeckRef ref;
    bool off = false;
};

int markBuilt(Context& ctx, const BuiltArgs& a) {
    auto& session = ctx.session();
    auto d = findDeck(ctx, a.ref);
    if (!d) return ExitInput;
    session.setDeckBuilt(d->id, !a.off);
    ctx.out << (a.off ? i18n::trf("'{}' is no longer built\n", d->name)
                      : i18n::trf("'{}' is built: it keeps its cards\n", d->name));
    return ExitOk;
}

int deleteDeck(Context& ctx, const DeckRef& ref) {
    auto& session = ctx.session();
    auto d = findDeck(ctx, ref);
    if (!d) return ExitInput;
    session.deleteDeck(d->id);
    ctx.out << i18n::trfn("deleted '{}' and its {} version\n", "deleted '{}' and its {} versions\n",
                          static_cast<unsigned long>(d->versions), d->name, d->versions);
    return ExitOk;
}

// The options of a subcommand that names one saved deck: --game and DECK.
void addDeckOptions(CLI::App* cmd, DeckRef& ref) {
    cmd->add_option("--game", ref.game, i18n::tr("Game id"));
    cmd->add_option("DECK", ref.deck, i18n::tr("Deck name or id"))->required();
}

} // namespace

CommandRunner addDeckCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand(
        "deck",
        i18n::tr(
            "Saved decks: save, list, show, code, from-code, history, diff, needs, buildable"));
    cmd->require_subcommand(1);

    auto saveArgs = std::make_shared<SaveArgs>();
    auto* save = cmd->add_subcommand(
        "save", i18n::tr("Save a deck list or deck code (a new version when anything changed)"));
    save->add_option("--game", saveArgs->game, i18n::tr("Game id (needed for a deck list)"));
    save->add_option("--format", saveArgs->format,
                     i18n::tr("Format id (default: the game's first)"));
    save->add_option(
            "--name", saveArgs->name,
            i18n::tr("Deck name (default: the list's first // comment or the code's name, else "
                     "the file name)"))
        ->check(utf8Text());
    save->add_option("--tag", saveArgs->tags, i18n::tr("A tag (repeat for more)"))
        ->allow_extra_args(false)
        ->check(utf8Text());
    save->add_option("--code", saveArgs->code,
                     i18n::tr("Save the deck this deck code names (instead of FILE)"));
    save->add_option("FILE", saveArgs->file, i18n::tr("Deck list"))->check(CLI::ExistingFile);

    auto codeArgs = std::make_shared<VersionArgs>();
    auto* code = cmd->add_subcommand(
        "code", i18n::tr("A deck's deck code: short, URL-safe, checksummed (docs/deck-codes.md)"));
    code->add_option("--game", codeArgs->ref.game,
                     i18n::tr("Game id; default: a deck file's, told by its card names"));
    code->add_option("--version", codeArgs->version,
                     i18n::tr("Saved deck version (default: the latest)"));
    code->add_option(
            "DECK", codeArgs->ref.deck,
            i18n::tr(
                "Saved deck name or id, or a deck list file (- reads one from standard input)"))
        ->required();

    auto fromCodeArgs = std::make_shared<FromCodeArgs>();
    auto* fromCode = cmd->add_subcommand(
        "from-code", i18n::tr("Show the deck a deck code names, as `deck show` does"));
    fromCode->add_flag("--json", fromCodeArgs->json, i18n::tr("Print JSON"));
    fromCode->add_option("CODE", fromCodeArgs->code, i18n::tr("The deck code"))->required();

    auto listArgs = std::make_shared<ListArgs>();
    auto* list = cmd->add_subcommand("list", i18n::tr("List saved decks"));
    list->add_option("--game", listArgs->game, i18n::tr("Only this game"));
    list->add_flag("--json", listArgs->json, i18n::tr("Print JSON"));

    auto showArgs = std::make_shared<ShowArgs>();
    auto* show = cmd->add_subcommand(
        "show", i18n::tr("Show a saved deck, or read a deck file, as text or JSON"));
    show->add_option("--game", showArgs->which.ref.game,
                     i18n::tr("Game id; default: a deck file's, told by its card names"));
    show->add_option("--version", showArgs->which.version,
                     i18n::tr("Version (default: the latest)"));
    show->add_flag("--json", showArgs->json, i18n::tr("Print JSON"));
    show->add_option(
            "DECK", showArgs->which.ref.deck,
            i18n::tr(
                "Saved deck name or id, or a deck list file (- reads one from standard input)"))
        ->required();

    auto historyRef = std::make_shared<DeckRef>();
    auto* history = cmd->add_subcommand(
        "history", i18n::tr("Every saved version of a deck, with what changed"));
    addDeckOptions(history, *historyRef);

    auto diffArgs = std::make_shared<DiffArgs>();
    auto* diff = cmd->add_subcommand(
        "diff", i18n::tr("What changed between two versions (default: the last two)"));
    addDeckOptions(diff, diffArgs->ref);
    diff->add_option("FROM", diffArgs->from, i18n::tr("Older version"));
    diff->add_option("TO", diffArgs->to, i18n::tr("Newer version (default: the latest)"));

    auto needsRef = std::make_shared<DeckRef>();
    auto* needs =
        cmd->add_subcommand("needs", i18n::tr("What a deck still needs from your collection"));
    addDeckOptions(needs, *needsRef);

    auto buildGame = std::make_shared<std::string>();
    auto* buildable =
        cmd->add_subcommand("buildable", i18n::tr("Which saved decks your collection can build"));
    buildable->add_option("--game", *buildGame, i18n::tr("Game id"))->required();

    auto builtArgs = std::make_shared<BuiltArgs>();
    auto* built = cmd->add_subcommand(
        "built", i18n::tr("Mark a deck as put together: it keeps its cards (--off to release)"));
    built->add_option("--game", builtArgs->ref.game, i18n::tr("Game id"));
    built->add_flag("--off", builtArgs->off, i18n::tr("No longer built"));
    built->add_option("DECK", builtArgs->ref.deck, i18n::tr("Deck name or id"))->required();

    auto deleteRef = std::make_shared<DeckRef>();
    auto* remove = cmd->add_subcommand("delete", i18n::tr("Delete a saved deck and its history"));
    addDeckOptions(remove, *deleteRef);

    const std::vector<std::pair<CLI::App*, CommandRunner>> runners = {
        {fromCode, [&ctx, fromCodeArgs] { return showFromCode(ctx, *fromCodeArgs); }},
        {code, [&ctx, codeArgs] { return deckCode(ctx, *codeArgs); }},
        {save, [&ctx, saveArgs] { return saveDeck(ctx, *saveArgs); }},
        {list, [&ctx, listArgs] { return listDecks(ctx, *listArgs); }},
        {show, [&ctx, showArgs] { return showDeck(ctx, *showArgs); }},
        {history, [&ctx, historyRef] { return deckHistory(ctx, *historyRef); }},
        {diff, [&ctx, diffArgs] { return deckDiff(ctx, *diffArgs); }},
        {needs, [&ctx, needsRef] { return deckNeeds(ctx, *needsRef); }},
        {buildable, [&ctx, buildGame] { return buildableDecks(ctx, *buildGame); }},
        {built, [&ctx, builtArgs] { return markBuilt(ctx, *builtArgs); }},
        {remove, [&ctx, deleteRef] { return deleteDeck(ctx, *deleteRef); }},
    };
    return [runners] { return runChosen(runners); };
}

} // namespace deckhand::cli
