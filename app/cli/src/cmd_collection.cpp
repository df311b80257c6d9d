// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli collection: what the player owns, their wishlist and sealed products. Each
// subcommand is its arguments and a function that hands them to app::CollectionSession and
// prints what it did.
#include "command.hpp"
#include "deckhand/app/collection_session.hpp"
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
    cmd->add_option("--game", a.game, "Game id")->required();
    cmd->add_option("--finish", a.finish, "normal, foil, ... (default normal)");
    cmd->add_option("--condition", a.condition, "NM, LP, MP, HP, DMG (default NM)");
    cmd->add_option("--language", a.language, "Language code (default en)");
    cmd->add_option("--location", a.location, "Binder or box");
}

void addItemOptions(CLI::App* cmd, ItemArgs& a) {
    addDetailOptions(cmd, a);
    cmd->add_option("--set", a.set, "Set code of the printing");
    cmd->add_option("--number", a.number, "Collector number of the printing");
    cmd->add_option("--qty,-n", a.quantity, "How many copies")
        ->check(CLI::Range(1, core::kMaxQuantity));
    cmd->add_option("NAME", a.name, "Card name (or give --set and --number)");
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
        ctx.err << "error: --trade cannot be more than --qty\n";
        return ExitInput;
    }
    auto c = collectionOf(ctx, a.game);
    if (!c) return ExitInput;
    auto done = c->add(a.item());
    if (!done.ok()) return refusedWith(ctx, done.errors);
    ctx.out << fmt::format("added {} x {}: you now own {}\n", done.value.item.quantity,
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
        ctx.err << "Nothing was added.\n";
        return ExitInput;
    }
    ctx.out << fmt::format("added {} from {} ({})\n",
                           core::plural(done.value.cards, "card", "cards"), name,
                           core::plural(done.value.rows, "line", "lines"));
    return ExitOk;
}

int removeCopies(Context& ctx, const ItemArgs& a) {
    auto c = collectionOf(ctx, a.game);
    if (!c) return ExitInput;
    auto done = c->remove(a.item());
    if (!done.ok()) return refusedWith(ctx, done.errors);
    ctx.out << fmt::format("removed {} x {}: {} left\n", done.value.item.quantity,
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
                               i.trade ? fmt::format(" - {} for trade", i.trade) : "");
        total += i.quantity;
    }
    ctx.out << fmt::format("{} cards in {} rows\n", total, items.size());
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
        ctx.err << "Nothing was imported.\n";
        return ExitInput;
    }
    for (const auto& u : done.unmatched)
        ctx.err << (a.options.skipUnmatched ? "skipped: " : "error: ") << u.str() << "\n";
    if (!done.imported) {
        ctx.err << fmt::format(
            "Nothing was imported: {} matched no {} card (--skip-unmatched imports the "
            "others{}).\n",
            core::plural(done.unmatched.size(), "row", "rows"),
            ctx.session().gameRules(a.game).value.name,
            a.options.matchByName ? ""
                                  : "; --match-by-name books a row whose set and number are not "
                                    "a card by its name");
        return ExitInput;
    }
    for (const auto& m : done.byName)
        ctx.out << "by name: " << m.str() << "\n";
    ctx.out << fmt::format(
        "read {} as a {} export: added {} cards in {} rows{}{} (backup: {})\n", a.file, done.source,
        done.change.cards, done.change.rows,
        done.byName.empty() ? "" : fmt::format(", {} of them by name", done.byName.size()),
        done.unmatched.empty() ? "" : fmt::format(", skipped {} unmatched", done.unmatched.size()),
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
        ctx.err << fmt::format("error: cannot write {}\n", a.file);
        return ExitSystem;
    }
    ctx.out << fmt::format("wrote {}\n", a.file);
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
    ctx.out << fmt::format("added {} x {}: {} cards\n", a.count,
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
        ctx.out << (done.value.rows == 1 ? fmt::format("removed {} from the wishlist\n", name)
                                         : fmt::format("{} was not on the wishlist\n", name));
    else
        ctx.out << fmt::format("wishlist: {} x {}\n", a.quantity, name);
    return ExitOk;
}

struct DeckArgs {
    std::string game;
    std::string deck;
};

int wishMissing(Context& ctx, const DeckArgs& a) {
    auto record = ctx.session().findDeck(a.game, a.deck);
    if (!record) {
        ctx.err << fmt::format("error: no saved deck '{}'{} (see `deckhand-cli deck list`)\n",
                               a.deck, a.game.empty() ? "" : " for " + a.game);
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
    auto* cmd =
        parent.add_subcommand("collection", "The cards you own, your wishlist, sealed products");
    cmd->require_subcommand(1);

    auto addArgs = std::make_shared<ItemArgs>();
    auto* add = cmd->add_subcommand("add", "Add owned copies of a printing");
    addItemOptions(add, *addArgs);
    add->add_option("--trade", addArgs->trade, "Of these, how many are for trade")
        ->check(CLI::NonNegativeNumber);

    auto listArgs = std::make_shared<ListArgs>();
    auto* addListCmd = cmd->add_subcommand(
        "add-list", "Add every card of a list (\"3 Iron Palm\", \"2 Quick Jab (PLS1) 008\", any "
                    "deck list), all or nothing");
    addDetailOptions(addListCmd, listArgs->details);
    addListCmd
        ->add_option("--trade", listArgs->details.trade,
                     "Of each line's copies, how many are for trade")
        ->check(CLI::NonNegativeNumber);
    addListCmd->add_option("FILE", listArgs->file, "The list; - reads it from standard input")
        ->required();

    auto removeArgs = std::make_shared<ItemArgs>();
    auto* remove = cmd->add_subcommand("remove", "Remove owned copies of a printing");
    addItemOptions(remove, *removeArgs);

    auto listRowsArgs = std::make_shared<ShowArgs>();
    auto* list = cmd->add_subcommand("list", "List what you own");
    list->add_option("--game", listRowsArgs->game, "Only this game");
    list->add_flag("--json", listRowsArgs->json, "Print JSON");

    auto importArgs = std::make_shared<ImportArgs>();
    auto* import = cmd->add_subcommand("import", "Add a collection CSV: Deckhand's own or an "
                                                 "export of Moxfield, Deckbox, ManaBox, Archidekt, "
                                                 "Dragon Shield or TCGplayer (all or nothing)");
    import->add_flag("--skip-unmatched", importArgs->options.skipUnmatched,
                     "Import the rows that match a card; list the others");
    import->add_flag("--match-by-name", importArgs->options.matchByName,
                     "Book a row whose set and number are not a card on the printing its name "
                     "has (in its set if it has one there); each such row is listed");
    import->add_option("--game", importArgs->game, "Game id")->required();
    import->add_option("FILE", importArgs->file, "Collection CSV (docs/collection-csv.md)")
        ->required()
        ->check(CLI::ExistingFile);

    auto exportArgs = std::make_shared<ExportArgs>();
    auto* exportCmd = cmd->add_subcommand("export", "Write the collection as Deckhand's CSV");
    exportCmd->add_option("--game", exportArgs->game, "Only this game");
    exportCmd->add_option("FILE", exportArgs->file,
                          "Where to write ('-' or nothing: standard output)");

    auto sealedArgs = std::make_shared<SealedArgs>();
    auto* sealed = cmd->add_subcommand(
        "add-sealed", "Add the contents of sealed products (e.g. a P.O.W.E.R. core pack)");
    sealed->add_option("--game", sealedArgs->game, "Game id")->required();
    sealed->add_option("--count,-n", sealedArgs->count, "How many products")
        ->check(CLI::Range(1, 1000));
    sealed->add_option("--location", sealedArgs->location, "Binder or box");
    sealed
        ->add_option("PRODUCT", sealedArgs->product, "Product id (see the game pack's <products>)")
        ->required();

    auto wishArgs = std::make_shared<ItemArgs>();
    auto* wishCmd = cmd->add_subcommand("wish", "Add a card to the wishlist (--qty 0 removes it)");
    wishCmd->add_option("--game", wishArgs->game, "Game id")->required();
    wishCmd->add_option("--qty,-n", wishArgs->quantity, "How many you want")
        ->check(CLI::Range(0, core::kMaxQuantity));
    wishCmd->add_option("NAME", wishArgs->name, "Card name")->required();

    auto missingArgs = std::make_shared<DeckArgs>();
    auto* missing = cmd->add_subcommand(
        "wish-missing", "Put on the wishlist what a saved deck lacks from the collection");
    missing->add_option("--game", missingArgs->game, "Game id");
    missing->add_option("DECK", missingArgs->deck, "Deck name or id")->required();

    auto wishlistArgs = std::make_shared<ShowArgs>();
    auto* wishlist = cmd->add_subcommand("wishlist", "Show the wishlist");
    wishlist->add_option("--game", wishlistArgs->game, "Only this game");

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
