// deckhand-cli collection: what the player owns, their wishlist and sealed products.
#include "command.hpp"
#include "deckhand/app/collection_csv.hpp"
#include "deckhand/core/language.hpp"
#include "deckhand/core/quantity.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/file.hpp"

#include <fmt/format.h>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>

namespace deckhand::cli {

namespace {

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
};

void addItemOptions(CLI::App* cmd, ItemArgs& a) {
    cmd->add_option("--game", a.game, "Game id")->required();
    cmd->add_option("--set", a.set, "Set code of the printing");
    cmd->add_option("--number", a.number, "Collector number of the printing");
    cmd->add_option("--qty,-n", a.quantity, "How many copies")
        ->check(CLI::Range(1, core::kMaxQuantity));
    cmd->add_option("--finish", a.finish, "normal, foil, ... (default normal)");
    cmd->add_option("--condition", a.condition, "NM, LP, MP, HP, DMG (default NM)");
    cmd->add_option("--language", a.language, "Language code (default en)");
    cmd->add_option("--location", a.location, "Binder or box");
    cmd->add_option("NAME", a.name, "Card name (or give --set and --number)");
}

// The row a command means, or an error printed and nullopt.
std::optional<db::CollectionItem> item(Context& ctx, const ItemArgs& a) {
    app::LoadedGame* g = ctx.game(a.game);
    if (!g) return std::nullopt;
    std::string name;
    for (const auto& w : a.name)
        name += (name.empty() ? "" : " ") + w;
    auto p = app::findPrinting(*g, name, a.set, a.number);
    if (!p.ok()) {
        ctx.err << "error: " << p.errors.front().message << "\n";
        return std::nullopt;
    }
    db::CollectionItem i;
    i.game = g->game.id;
    i.set = p.value->set();
    i.number = p.value->number();
    i.name = p.value->name();
    i.quantity = a.quantity;
    i.trade = a.trade;
    i.finish = a.finish;
    i.condition = a.condition;
    i.language = core::normalLanguage(a.language);
    i.location = a.location;
    return i;
}

std::string describe(const db::CollectionItem& i) {
    return fmt::format("{} ({} {}, {}, {}, {}{})", i.name, i.set, i.number, i.finish, i.condition,
                       i.language, i.location.empty() ? "" : ", " + i.location);
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

    auto removeArgs = std::make_shared<ItemArgs>();
    auto* remove = cmd->add_subcommand("remove", "Remove owned copies of a printing");
    addItemOptions(remove, *removeArgs);

    auto listGame = std::make_shared<std::string>();
    auto listJson = std::make_shared<bool>(false);
    auto* list = cmd->add_subcommand("list", "List what you own");
    list->add_option("--game", *listGame, "Only this game");
    list->add_flag("--json", *listJson, "Print JSON");

    auto importGame = std::make_shared<std::string>();
    auto importFile = std::make_shared<std::string>();
    auto skipUnmatched = std::make_shared<bool>(false);
    auto matchByName = std::make_shared<bool>(false);
    auto* import = cmd->add_subcommand("import", "Add a collection CSV: Deckhand's own or an "
                                                 "export of Moxfield, Deckbox, ManaBox, Archidekt, "
                                                 "Dragon Shield or TCGplayer (all or nothing)");
    import->add_flag("--skip-unmatched", *skipUnmatched,
                     "Import the rows that match a card; list the others");
    import->add_flag("--match-by-name", *matchByName,
                     "Book a row whose set and number are not a card on the printing its name "
                     "has (in its set if it has one there); each such row is listed");
    import->add_option("--game", *importGame, "Game id")->required();
    import->add_option("FILE", *importFile, "Collection CSV (docs/collection-csv.md)")
        ->required()
        ->check(CLI::ExistingFile);

    auto exportGame = std::make_shared<std::string>();
    auto exportFile = std::make_shared<std::string>();
    auto* exportCmd = cmd->add_subcommand("export", "Write the collection as Deckhand's CSV");
    exportCmd->add_option("--game", *exportGame, "Only this game");
    exportCmd->add_option("FILE", *exportFile, "Where to write ('-' or nothing: standard output)");

    auto sealedGame = std::make_shared<std::string>();
    auto sealedId = std::make_shared<std::string>();
    auto sealedCount = std::make_shared<int>(1);
    auto sealedLocation = std::make_shared<std::string>();
    auto* sealed = cmd->add_subcommand(
        "add-sealed", "Add the contents of sealed products (e.g. a P.O.W.E.R. core pack)");
    sealed->add_option("--game", *sealedGame, "Game id")->required();
    sealed->add_option("--count,-n", *sealedCount, "How many products")->check(CLI::Range(1, 1000));
    sealed->add_option("--location", *sealedLocation, "Binder or box");
    sealed->add_option("PRODUCT", *sealedId, "Product id (see the game pack's <products>)")
        ->required();

    auto wishArgs = std::make_shared<ItemArgs>();
    auto* wish = cmd->add_subcommand("wish", "Add a card to the wishlist (--qty 0 removes it)");
    wish->add_option("--game", wishArgs->game, "Game id")->required();
    wish->add_option("--qty,-n", wishArgs->quantity, "How many you want")
        ->check(CLI::Range(0, core::kMaxQuantity));
    wish->add_option("NAME", wishArgs->name, "Card name")->required();
    auto wishlistGame = std::make_shared<std::string>();
    auto* wishlist = cmd->add_subcommand("wishlist", "Show the wishlist");
    wishlist->add_option("--game", *wishlistGame, "Only this game");

    return [&ctx, add, addArgs, remove, removeArgs, list, listGame, listJson, import, importGame,
            importFile, skipUnmatched, matchByName, exportCmd, exportGame, exportFile, sealed,
            sealedGame, sealedId, sealedCount, sealedLocation, wish, wishArgs, wishlist,
            wishlistGame] {
        auto store = ctx.session().collection();
        if (add->parsed()) {
            if (addArgs->trade > addArgs->quantity) {
                ctx.err << "error: --trade cannot be more than --qty\n";
                return int{ExitInput};
            }
            auto i = item(ctx, *addArgs);
            if (!i) return int{ExitInput};
            const int total = store.add(*i);
            ctx.out << fmt::format("added {} x {}: you now own {}\n", i->quantity, describe(*i),
                                   total);
            return int{ExitOk};
        }
        if (remove->parsed()) {
            auto i = item(ctx, *removeArgs);
            if (!i) return int{ExitInput};
            auto left = store.remove(*i);
            if (!left) {
                ctx.err << fmt::format("error: you do not own {} x {}; nothing was removed\n",
                                       i->quantity, describe(*i));
                return int{ExitInput};
            }
            ctx.out << fmt::format("removed {} x {}: {} left\n", i->quantity, describe(*i), *left);
            return int{ExitOk};
        }
        if (list->parsed()) {
            const auto items = store.list(*listGame);
            if (*listJson) {
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
                return int{ExitOk};
            }
            std::int64_t total = 0; // rows of many cards: past any one quantity's range
            for (const auto& i : items) {
                ctx.out << fmt::format("{:>4}  {:<10} {}{}\n", i.quantity, i.game, describe(i),
                                       i.trade ? fmt::format(" - {} for trade", i.trade) : "");
                total += i.quantity;
            }
            ctx.out << fmt::format("{} cards in {} rows\n", total, items.size());
            return int{ExitOk};
        }
        if (import->parsed()) {
            app::LoadedGame* g = ctx.game(*importGame);
            if (!g) return int{ExitInput};
            auto bytes = io::readWholeFile(*importFile);
            if (!bytes.ok()) {
                printErrors(ctx.err, bytes.errors);
                return int{ExitInput};
            }
            app::CollectionReadOptions options;
            options.matchByName = *matchByName;
            auto rows = app::readCollectionCsv(bytes.value, *importFile, *g,
                                               store.quantities(g->game.id), options);
            if (!rows.ok()) {
                printErrors(ctx.err, rows.errors);
                printErrors(ctx.err, rows.value.unmatched);
                ctx.err << "Nothing was imported.\n";
                return int{ExitInput};
            }
            const auto& unmatched = rows.value.unmatched;
            for (const auto& u : unmatched)
                ctx.err << (*skipUnmatched ? "skipped: " : "error: ") << u.str() << "\n";
            if (!unmatched.empty() && !*skipUnmatched) {
                ctx.err << fmt::format(
                    "Nothing was imported: {} matched no {} card (--skip-unmatched imports "
                    "the others{}).\n",
                    core::plural(unmatched.size(), "row", "rows"), g->game.name,
                    *matchByName ? ""
                                 : "; --match-by-name books a row whose set and number are not "
                                   "a card by its name");
                return int{ExitInput};
            }
            for (const auto& m : rows.value.byName)
                ctx.out << "by name: " << m.str() << "\n";
            const auto backup = ctx.session().profile().backup("before-collection-import");
            store.addAll(rows.value.items);
            std::int64_t cards = 0;
            for (const auto& r : rows.value.items)
                cards += r.quantity;
            ctx.out << fmt::format(
                "read {} as a {} export: added {} cards in {} rows{}{} (backup: {})\n", *importFile,
                rows.value.source, cards, rows.value.items.size(),
                rows.value.byName.empty()
                    ? ""
                    : fmt::format(", {} of them by name", rows.value.byName.size()),
                unmatched.empty() ? "" : fmt::format(", skipped {} unmatched", unmatched.size()),
                backup.string());
            return int{ExitOk};
        }
        if (exportCmd->parsed()) {
            const std::string csv = app::writeCollectionCsv(store.list(*exportGame));
            if (exportFile->empty() || *exportFile == "-") {
                ctx.out << csv;
                return int{ExitOk};
            }
            std::ofstream f(*exportFile, std::ios::binary);
            f << csv;
            f.close();
            if (!f) {
                ctx.err << fmt::format("error: cannot write {}\n", *exportFile);
                return int{ExitSystem};
            }
            ctx.out << fmt::format("wrote {}\n", *exportFile);
            return int{ExitOk};
        }
        if (sealed->parsed()) {
            app::LoadedGame* g = ctx.game(*sealedGame);
            if (!g) return int{ExitInput};
            const core::ProductDef* product = g->game.product(*sealedId);
            if (!product) {
                std::string known;
                for (const auto& p : g->game.products)
                    known += (known.empty() ? "" : ", ") + p.id;
                ctx.err << fmt::format("error: {} has no product '{}' (products: {})\n",
                                       g->game.name, *sealedId, known.empty() ? "none" : known);
                return int{ExitInput};
            }
            auto contents = app::sealedContents(*g, *product, *sealedCount, *sealedLocation);
            if (!contents.ok()) {
                printErrors(ctx.err, contents.errors);
                return int{ExitInput};
            }
            const auto& rows = contents.value;
            store.addAll(rows);
            int cards = 0;
            for (const auto& r : rows)
                cards += r.quantity;
            ctx.out << fmt::format("added {} x {}: {} cards\n", *sealedCount, product->name, cards);
            return int{ExitOk};
        }
        if (wish->parsed()) {
            app::LoadedGame* g = ctx.game(wishArgs->game);
            if (!g) return int{ExitInput};
            std::string name;
            for (const auto& w : wishArgs->name)
                name += (name.empty() ? "" : " ") + w;
            const auto& printings = g->catalogue.byName(core::foldName(name));
            if (printings.empty()) {
                ctx.err << fmt::format("error: unknown {} card '{}'\n", g->game.name, name);
                return int{ExitInput};
            }
            db::WishlistItem w{g->game.id, printings.front()->name(), "", "", wishArgs->quantity};
            if (w.quantity == 0) {
                ctx.out << (store.unwish(w) ? fmt::format("removed {} from the wishlist\n", w.name)
                                            : fmt::format("{} was not on the wishlist\n", w.name));
                return int{ExitOk};
            }
            store.wish(w);
            ctx.out << fmt::format("wishlist: {} x {}\n", w.quantity, w.name);
            return int{ExitOk};
        }
        if (wishlist->parsed()) {
            for (const auto& w : store.wishlist(*wishlistGame))
                ctx.out << fmt::format("{:>4}  {:<10} {}\n", w.quantity, w.game, w.name);
            return int{ExitOk};
        }
        return int{ExitInput};
    };
}

} // namespace deckhand::cli
