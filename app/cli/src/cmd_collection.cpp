// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli collection: what the player owns, their wishlist and sealed products. Each
// subcommand is its arguments and a function that hands them to app::CollectionSession and
// prints what it did.
#include "command.hpp"
#include "deckhand/app/collection_session.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/quantity.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/file.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

namespace deckhand::cli {

namespace {

/// A row as the options name it: the printing (a name, or --set and --number) and its details.
struct ItemArgs {
    std::string game;
    std::vector<std::string> name;
    std::string set;
    std::string number;
    int quantity = 1;
    int trade = 0;
    std::string finish = "normal";
    std::string condition = "NM";
    std::string language = "en";
    std::string location;

    [[nodiscard]] std::string joinedName() const {
        std::string out;
        for (const auto& w : name)
            out += (out.empty() ? "" : " ") + w;
        return out;
    }
    [[nodiscard]] core::CollectionItem item() const {
        core::CollectionItem i;
        i.name = joinedName();
        i.set = set;
        i.number = number;
        i.quantity = quantity;
        i.trade = trade;
        i.finish = finish;
        i.condition = condition;
        i.language = language;
        i.location = location;
        return i;
    }
};

void addDetailOptions(CLI::App* cmd, ItemArgs& a) {
    cmd->add_option("--game", a.game, i18n::tr("Game id"))->required();
    cmd->add_option("--finish", a.finish, i18n::tr("normal, foil, ... (default normal)"));
    cmd->add_option("--condition", a.condition, i18n::tr("NM, LP, MP, HP, DMG (default NM)"));
    cmd->add_option("--language", a.language, i18n::tr("Language code (default en)"));
    cmd->add_option("--location", a.location, i18n::tr("Binder or box"));
}

void addItemOptions(CLI::App* cmd, ItemArgs& a) {
    addDetailOptions(cmd, a);
    cmd->add_option("--set", a.set, i18n::tr("Set code of the printing"));
    cmd->add_option("--number", a.number, i18n::tr("Collector number of the printing"));
    cmd->add_option("--qty,-n", a.quantity, i18n::tr("How many copies"))
        ->check(CLI::Range(1, core::kMaxQuantity));
    cmd->add_option("NAME", a.name, i18n::tr("Card name (or give --set and --number)"));
}

/// The collection of `game` (empty: every game's, for reading), or nullopt after saying that
/// there is no such game.
std::optional<app::CollectionSession> collectionOf(Context& ctx, const std::string& game) {
    app::CollectionSession c(ctx.session());
    // That the game is installed, from its pack alone: its cards are read when the command
    // needs them (an import finds most rows in the catalogue's index; a listing needs none).
    if (!game.empty() && !ctx.gameRules(game)) return std::nullopt;
    c.setGame(game);
    return c;
}

/// Prints why a change was refused; the exit code.
int refusedWith(Context& ctx, const std::vector<ParseError>& errors) {
    printErrors(ctx.err, errors);
    return ExitInput;
}

int addCopies(Context& ctx, const ItemArgs& a) {
    if (a.trade > a.quantity) {
        ctx.err << i18n::tr("error: --trade cannot be more than --qty\n");
        return ExitInput;
    }
    auto c = collectionOf(ctx, a.game);
    if (!c) return ExitInput;
    auto done = c->add(a.item());
    if (!done.ok()) return refusedWith(ctx, done.errors);
    ctx.out << i18n::trf("added {} x {}: you now own {}\n", done.value.item.quantity,
                         app::describe(done.value.item), done.value.total);
    return ExitOk;
}

struct ListArgs {
    ItemArgs details;
    std::string file; ///< the list, "-" for standard input
};

int addList(Context& ctx, const ListArgs& a) {
    auto c = collectionOf(ctx, a.details.game);
    if (!c) return ExitInput;
    std::string text;
    std::string name = a.file;
    if (a.file == "-") {
        std::ostringstream bytes;
        bytes << ctx.in.rdbuf();
        text = bytes.str();
        name = kStdinName;
    } else {
        auto bytes = io::readWholeFile(a.file);
        if (!bytes.ok()) return refusedWith(ctx, bytes.errors);
        text = std::move(bytes.value);
    }
    auto done = c->addList(text, name, a.details.item());
    if (!done.ok()) {
        printErrors(ctx.err, done.errors);
        ctx.err << i18n::tr("Nothing was added.\n");
        return ExitInput;
    }
    // TRANSLATORS: "added 12 cards from list.txt (4 lines)"; the last value is "{} line(s)".
    ctx.out << i18n::trfn("added {} card from {} ({})\n", "added {} cards from {} ({})\n",
                          static_cast<unsigned long>(done.value.cards), done.value.cards, name,
                          i18n::trfn("{} line", "{} lines",
                                     static_cast<unsigned long>(done.value.rows), done.value.rows));
    return ExitOk;
}

int removeCopies(Context& ctx, const ItemArgs& a) {
    auto c = collectionOf(ctx, a.game);
    if (!c) return ExitInput;
    auto done = c->remove(a.item());
    if (!done.ok()) return refusedWith(ctx, done.errors);
    ctx.out << i18n::trf("removed {} x {}: {} left\n", done.value.item.quantity,
                         app::describe(done.value.item), done.value.total);
    return ExitOk;
}

struct ShowArgs {
    std::string game;
    bool json = false;
};

int listRows(Context& ctx, const ShowArgs& a) {
    auto c = collectionOf(ctx, a.game);
    if (!c) return ExitInput;
    const auto items = c->items();
    if (a.json) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& i : items)
            arr.push_back({{"game", i.game},
                           {"set", i.set},
                           {"number", i.number},
                           {"name", i.name},
                           {"quantity", i.quantity},
                           {"trade", i.trade},
                           {"finish", i.finish},
                           {"condition", i.condition},
                           {"language", i.language},
                           {"location", i.location}});
        ctx.out << nlohmann::json{{"collection", arr}}.dump(2) << "\n";
        return ExitOk;
    }
    std::int64_t total = 0; // rows of many cards: past any one quantity's range
    for (const auto& i : items) {
        ctx.out << fmt::format("{:>4}  {:<10} {}{}\n", i.quantity, i.game, app::describe(i),
                               i.trade ? i18n::trf(" - {} for trade", i.trade) : "");
        total += i.quantity;
    }
    // TRANSLATORS: "12 cards in 4 rows"; the last value is "{} row(s)".
    ctx.out << i18n::trfn("{} card in {}\n", "{} cards in {}\n", static_cast<unsigned long>(total),
                          total, i18n::trfn("{} row", "{} rows", items.size(), items.size()));
    return ExitOk;
}

struct ImportArgs {
    std::string game;
    std::string file;
    app::CollectionImportOptions options;
};

int importCsv(Context& ctx, const ImportArgs& a) {
    auto c = collectionOf(ctx, a.game);
    if (!c) return ExitInput;
    const auto done = c->importCsv(a.file, a.options);
    if (!done.errors.empty()) {
        printErrors(ctx.err, done.errors);
        printErrors(ctx.err, done.unmatched);
        ctx.err << i18n::tr("Nothing was imported.\n");
        return ExitInput;
    }
    for (const auto& u : done.unmatched)
        ctx.err << (a.options.skipUnmatched ? i18n::trf("skipped: {}\n", u.str())
                                            : i18n::trf("error: {}\n", u.str()));
    if (!done.imported) {
        const auto rows = done.unmatched.size();
        const std::string game = ctx.session().gameRules(a.game).value.name;
        ctx.err << (a.options.matchByName
                        ? i18n::trfn("Nothing was imported: {} row matched no {} card "
                                     "(--skip-unmatched imports the others).\n",
                                     "Nothing was imported: {} rows matched no {} card "
                                     "(--skip-unmatched imports the others).\n",
                                     rows, rows, game)
                        : i18n::trfn("Nothing was imported: {} row matched no {} card "
                                     "(--skip-unmatched imports the others; --match-by-name books "
                                     "a row whose set and number are not a card by its name).\n",
                                     "Nothing was imported: {} rows matched no {} card "
                                     "(--skip-unmatched imports the others; --match-by-name books "
                                     "a row whose set and number are not a card by its name).\n",
                                     rows, rows, game));
        return ExitInput;
    }
    for (const auto& m : done.byName)
        ctx.out << i18n::trf("by name: {}\n", m.str());
    // TRANSLATORS: "read x.csv as a Moxfield export: added 12 cards in 4 rows, 1 of them by
    // name, skipped 2 unmatched (backup: ...)"; the values after the rows may be empty.
    ctx.out << i18n::trfn(
        "read {} as a {} export: added {} card in {}{}{} (backup: {})\n",
        "read {} as a {} export: added {} cards in {}{}{} (backup: {})\n",
        static_cast<unsigned long>(done.change.cards), a.file, done.source, done.change.cards,
        i18n::trfn("{} row", "{} rows", static_cast<unsigned long>(done.change.rows),
                   done.change.rows),
        (done.byName.empty() ? "" : i18n::trf(", {} of them by name", done.byName.size())) +
            done.backFacesNote(),
        done.unmatched.empty() ? "" : i18n::trf(", skipped {} unmatched", done.unmatched.size()),
        done.change.backup.string());
    return ExitOk;
}

struct ExportArgs {
    std::string game;
    std::string file; ///< empty or "-": standard output
};

int exportCsv(Context& ctx, const ExportArgs& a) {
    auto c = collectionOf(ctx, a.game);
    if (!c) return ExitInput;
    if (a.file.empty() || a.file == "-") {
        ctx.out << c->csv();
        return ExitOk;
    }
    auto done = c->exportCsv(a.file);
    if (!done.ok()) {
        ctx.err << i18n::trf("error: cannot write {}\n", a.file);
        return ExitSystem;
    }
    ctx.out << i18n::trf("wrote {}\n", a.file);
    return ExitOk;
}

struct SealedArgs {
    std::string game;
    std::string product;
    int count = 1;
    std::string location;
};

int addSealed(Context& ctx, const SealedArgs& a) {
    auto c = collectionOf(ctx, a.game);
    if (!c) return ExitInput;
    auto done = c->addSealed(a.product, a.count, a.location);
    if (!done.ok()) return refusedWith(ctx, done.errors);
    ctx.out << i18n::trfn("added {} x {}: {} card\n", "added {} x {}: {} cards\n",
                          static_cast<unsigned long>(done.value.cards), a.count,
                          c->game()->game.product(a.product)->name, done.value.cards);
    return ExitOk;
}

int wish(Context& ctx, const ItemArgs& a) {
    auto c = collectionOf(ctx, a.game);
    if (!c) return ExitInput;
    auto done = c->wish(a.joinedName(), a.quantity);
    if (!done.ok()) return refusedWith(ctx, done.errors);
    const std::string& name = done.value.item.name;
    if (a.quantity == 0)
        ctx.out << (done.value.rows == 1 ? i18n::trf("removed {} from the wishlist\n", name)
                                         : i18n::trf("{} was not on the wishlist\n", name));
    else
        ctx.out << i18n::trf("wishlist: {} x {}\n", a.quantity, name);
    return ExitOk;
}

struct DeckArgs {
    std::string game;
    std::string deck;
};

int wishMissing(Context& ctx, const DeckArgs& a) {
    auto record = ctx.session().findDeck(a.game, a.deck);
    if (!record) {
        ctx.err << (a.game.empty()
                        ? i18n::trf("error: no saved deck '{}' (see `deckhand-cli deck list`)\n",
                                    a.deck)
                        : i18n::trf("error: no saved deck '{}' for {} (see `deckhand-cli deck "
                                    "list`)\n",
                                    a.deck, a.game));
        return ExitInput;
    }
    auto c = collectionOf(ctx, record->game);
    if (!c) return ExitInput;
    auto deck = ctx.session().loadDeck(*c->game(), record->id);
    if (!deck.ok()) return refusedWith(ctx, deck.errors);
    auto done = c->wishMissing(deck.value);
    if (!done.ok()) return refusedWith(ctx, done.errors);
    ctx.out << done.value.message << "\n";
    return ExitOk;
}

int showWishlist(Context& ctx, const ShowArgs& a) {
    auto c = collectionOf(ctx, a.game);
    if (!c) return ExitInput;
    for (const auto& w : c->wishlist())
        ctx.out << fmt::format("{:>4}  {:<10} {}\n", w.quantity, w.game, w.name);
    return ExitOk;
}

} // namespace

CommandRunner addCollectionCommand(CLI::App& parent, Context& ctx) {
    auto* cmd = parent.add_subcommand(
        "collection", i18n::tr("The cards you own, your wishlist, sealed products"));
    cmd->require_subcommand(1);

    auto addArgs = std::make_shared<ItemArgs>();
    auto* add = cmd->add_subcommand("add", i18n::tr("Add owned copies of a printing"));
    addItemOptions(add, *addArgs);
    add->add_option("--trade", addArgs->trade, i18n::tr("Of these, how many are for trade"))
        ->check(CLI::NonNegativeNumber);

    auto listArgs = std::make_shared<ListArgs>();
    auto* addListCmd = cmd->add_subcommand(
        "add-list",
        i18n::tr("Add every card of a list (\"3 Iron Palm\", \"2 Quick Jab (PLS1) 008\", any "
                 "deck list), all or nothing"));
    addDetailOptions(addListCmd, listArgs->details);
    addListCmd
        ->add_option("--trade", listArgs->details.trade,
                     i18n::tr("Of each line's copies, how many are for trade"))
        ->check(CLI::NonNegativeNumber);
    addListCmd
        ->add_option("FILE", listArgs->file, i18n::tr("The list; - reads it from standard input"))
        ->required();

    auto removeArgs = std::make_shared<ItemArgs>();
    auto* remove = cmd->add_subcommand("remove", i18n::tr("Remove owned copies of a printing"));
    addItemOptions(remove, *removeArgs);

    auto listRowsArgs = std::make_shared<ShowArgs>();
    auto* list = cmd->add_subcommand("list", i18n::tr("List what you own"));
    list->add_option("--game", listRowsArgs->game, i18n::tr("Only this game"));
    list->add_flag("--json", listRowsArgs->json, i18n::tr("Print JSON"));

    auto importArgs = std::make_shared<ImportArgs>();
    auto* import =
        cmd->add_subcommand("import", i18n::tr("Add a collection CSV: Deckhand's own or an "
                                               "export of Moxfield, Deckbox, ManaBox, Archidekt, "
                                               "Dragon Shield or TCGplayer (all or nothing)"));
    import->add_flag("--skip-unmatched", importArgs->options.skipUnmatched,
                     i18n::tr("Import the rows that match a card; list the others"));
    import->add_flag(
        "--match-by-name", importArgs->options.matchByName,
        i18n::tr("Book a row whose set and number are not a card on the printing its name "
                 "has (in its set if it has one there); each such row is listed"));
    import->add_option("--game", importArgs->game, i18n::tr("Game id"))->required();
    import
        ->add_option("FILE", importArgs->file, i18n::tr("Collection CSV (docs/collection-csv.md)"))
        ->required()
        ->check(CLI::ExistingFile);

    auto exportArgs = std::make_shared<ExportArgs>();
    auto* exportCmd =
        cmd->add_subcommand("export", i18n::tr("Write the collection as Deckhand's CSV"));
    exportCmd->add_option("--game", exportArgs->game, i18n::tr("Only this game"));
    exportCmd->add_option("FILE", exportArgs->file,
                          i18n::tr("Where to write ('-' or nothing: standard output)"));

    auto sealedArgs = std::make_shared<SealedArgs>();
    auto* sealed = cmd->add_subcommand(
        "add-sealed",
        i18n::tr("Add the contents of sealed products (e.g. a P.O.W.E.R. core pack)"));
    sealed->add_option("--game", sealedArgs->game, i18n::tr("Game id"))->required();
    sealed->add_option("--count,-n", sealedArgs->count, i18n::tr("How many products"))
        ->check(CLI::Range(1, 1000));
    sealed->add_option("--location", sealedArgs->location, i18n::tr("Binder or box"));
    sealed
        ->add_option("PRODUCT", sealedArgs->product,
                     i18n::tr("Product id (see the game pack's <products>)"))
        ->required();

    auto wishArgs = std::make_shared<ItemArgs>();
    auto* wishCmd =
        cmd->add_subcommand("wish", i18n::tr("Add a card to the wishlist (--qty 0 removes it)"));
    wishCmd->add_option("--game", wishArgs->game, i18n::tr("Game id"))->required();
    wishCmd->add_option("--qty,-n", wishArgs->quantity, i18n::tr("How many you want"))
        ->check(CLI::Range(0, core::kMaxQuantity));
    wishCmd->add_option("NAME", wishArgs->name, i18n::tr("Card name"))->required();

    auto missingArgs = std::make_shared<DeckArgs>();
    auto* missing = cmd->add_subcommand(
        "wish-missing",
        i18n::tr("Put on the wishlist what a saved deck lacks from the collection"));
    missing->add_option("--game", missingArgs->game, i18n::tr("Game id"));
    missing->add_option("DECK", missingArgs->deck, i18n::tr("Deck name or id"))->required();

    auto wishlistArgs = std::make_shared<ShowArgs>();
    auto* wishlist = cmd->add_subcommand("wishlist", i18n::tr("Show the wishlist"));
    wishlist->add_option("--game", wishlistArgs->game, i18n::tr("Only this game"));

    const std::vector<std::pair<CLI::App*, CommandRunner>> runners = {
        {add, [&ctx, addArgs] { return addCopies(ctx, *addArgs); }},
        {addListCmd, [&ctx, listArgs] { return addList(ctx, *listArgs); }},
        {remove, [&ctx, removeArgs] { return removeCopies(ctx, *removeArgs); }},
        {list, [&ctx, listRowsArgs] { return listRows(ctx, *listRowsArgs); }},
        {import, [&ctx, importArgs] { return importCsv(ctx, *importArgs); }},
        {exportCmd, [&ctx, exportArgs] { return exportCsv(ctx, *exportArgs); }},
        {sealed, [&ctx, sealedArgs] { return addSealed(ctx, *sealedArgs); }},
        {wishCmd, [&ctx, wishArgs] { return wish(ctx, *wishArgs); }},
        {missing, [&ctx, missingArgs] { return wishMissing(ctx, *missingArgs); }},
        {wishlist, [&ctx, wishlistArgs] { return showWishlist(ctx, *wishlistArgs); }},
    };
    return [runners] { return runChosen(runners); };
}

} // namespace deckhand::cli
