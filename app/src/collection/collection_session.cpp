// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/collection_session.hpp"

#include "collection/collection_rows.hpp"
#include "deckhand/app/deck_stats.hpp"
#include "deckhand/app/game_sets.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/language.hpp"
#include "deckhand/core/quantity.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/deck_text.hpp"
#include "deckhand/io/file.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fstream>
#include <set>

namespace deckhand::app {

namespace {

template <class T> Result<T> refused(std::string message) {
    return {{}, {{{}, std::move(message)}}};
}

template <class T> Result<T> refused(std::vector<ParseError> errors) {
    return {{}, std::move(errors)};
}

/// The words the user typed for a row are text: bytes that are not UTF-8 would be stored and
/// break every JSON and CSV written of the collection afterwards, so they are refused here.
std::vector<ParseError> checkText(const db::CollectionItem& item) {
    std::vector<ParseError> errors;
    const std::pair<const char*, const std::string*> fields[] = {
        {i18n::trNoop("finish"), &item.finish},     {i18n::trNoop("condition"), &item.condition},
        {i18n::trNoop("language"), &item.language}, {i18n::trNoop("binder or box"), &item.location},
        {i18n::trNoop("card name"), &item.name},
    };
    for (const auto& [label, value] : fields) {
        std::size_t bad = 0;
        if (!io::validUtf8(*value, &bad))
            errors.push_back({{},
                              // TRANSLATORS: the first value is "finish", "condition",
                              // "language", "binder or box" or "card name".
                              i18n::trf("the {} is not UTF-8 text (byte {} of it is not); "
                                        "nothing was changed",
                                        i18n::tr(label), bad + 1)});
    }
    return errors;
}

int copiesOf(const std::vector<db::CollectionItem>& rows) {
    int cards = 0;
    for (const auto& r : rows)
        cards += r.quantity;
    return cards;
}

} // namespace

std::string describe(const db::CollectionItem& i) {
    return fmt::format("{} ({} {}, {}, {}, {}{})", i.name, i.set, i.number, i.finish, i.condition,
                       i.language, i.location.empty() ? "" : ", " + i.location);
}

const LoadedGame* CollectionSession::game() {
    auto g = chosen();
    return g.ok() ? g.value : nullptr;
}

Result<const LoadedGame*> CollectionSession::chosen() {
    if (m_gameId.empty()) return refused<const LoadedGame*>(i18n::tr("No game chosen."));
    auto g = m_profile.game(m_gameId);
    if (!g.ok()) return refused<const LoadedGame*>(std::move(g.errors));
    return {g.value, {}};
}

std::vector<db::CollectionItem> CollectionSession::items() {
    return collectionOf(m_profile).list(m_gameId);
}

std::vector<db::WishlistItem> CollectionSession::wishlist() {
    return collectionOf(m_profile).wishlist(m_gameId);
}

std::vector<std::string> CollectionSession::places() {
    std::set<std::string> places;
    for (const auto& i : items())
        if (!i.location.empty()) places.insert(i.location);
    return {places.begin(), places.end()};
}

core::Availability CollectionSession::ownedCards() {
    return m_gameId.empty() ? core::Availability{} : m_profile.owned(m_gameId);
}

std::vector<db::CollectionItem> CollectionSession::quantities() {
    return m_gameId.empty() ? std::vector<db::CollectionItem>{}
                            : collectionOf(m_profile).quantities(m_gameId);
}

std::vector<DeckNeeds> CollectionSession::deckNeeds() {
    return m_gameId.empty() ? std::vector<DeckNeeds>{} : m_profile.deckNeeds(m_gameId);
}

Result<db::CollectionItem> CollectionSession::resolve(const db::CollectionItem& item) {
    auto g = chosen();
    if (!g.ok()) return refused<db::CollectionItem>(std::move(g.errors));
    if (auto errors = checkText(item); !errors.empty())
        return refused<db::CollectionItem>(std::move(errors));
    if (item.quantity < 1) return refused<db::CollectionItem>(i18n::tr("Add at least one copy."));
    if (item.trade < 0 || item.trade > item.quantity)
        return refused<db::CollectionItem>(
            i18n::trf("{} for trade is more than the {} copies", item.trade, item.quantity));
    auto p = findPrinting(*g.value, item.name, item.set, item.number);
    if (!p.ok()) return refused<db::CollectionItem>(std::move(p.errors));
    db::CollectionItem row = item;
    row.game = g.value->game.id;
    row.set = p.value->set();
    row.number = p.value->number();
    row.name = p.value->name();
    row.language = core::normalLanguage(item.language);
    return {std::move(row), {}};
}

Result<CollectionChange> CollectionSession::add(const db::CollectionItem& item) {
    auto row = resolve(item);
    if (!row.ok()) return refused<CollectionChange>(std::move(row.errors));
    CollectionChange change;
    try {
        change.total = collectionOf(m_profile).add(row.value);
    } catch (const InputError& e) { // past the quantity a row can hold: nothing was written
        return refused<CollectionChange>(e.errors());
    }
    change.cards = row.value.quantity;
    change.rows = 1;
    change.message = i18n::trf("Added {} x {} ({} {}): you now own {} like it.", row.value.quantity,
                               row.value.name, row.value.set, row.value.number, change.total);
    change.item = std::move(row.value);
    return {std::move(change), {}};
}

Result<CollectionChange> CollectionSession::addPrinting(const core::Printing& printing,
                                                        int quantity) {
    db::CollectionItem item;
    item.name = printing.name();
    item.set = printing.set();
    item.number = printing.number();
    item.quantity = quantity;
    return add(item);
}

Result<CollectionChange> CollectionSession::addList(std::string_view text, const std::string& file,
                                                    const db::CollectionItem& details) {
    auto g = chosen();
    if (!g.ok()) return refused<CollectionChange>(std::move(g.errors));
    if (auto errors = checkText(details); !errors.empty())
        return refused<CollectionChange>(std::move(errors));
    auto list = io::readDeckText(std::string(text), file);
    if (!list.ok()) return refused<CollectionChange>(std::move(list.errors));
    if (list.value.lines.empty())
        return refused<CollectionChange>(
            i18n::tr("The list names no card: write one per line, as 3 Iron Palm or 2 Quick Jab "
                     "(PLS1) 008."));
    auto deck = core::resolveDeck(list.value, g.value->catalogue);
    if (!deck.ok()) return refused<CollectionChange>(std::move(deck.errors));
    std::vector<db::CollectionItem> rows;
    for (const auto& section : deck.value.sections)
        for (const auto& entry : section.entries) {
            db::CollectionItem row = details;
            row.game = g.value->game.id;
            row.set = entry.printing->set();
            row.number = entry.printing->number();
            row.name = entry.printing->name();
            row.language = core::normalLanguage(details.language);
            row.quantity = entry.quantity;
            row.trade = std::min(details.trade, entry.quantity);
            rows.push_back(std::move(row));
        }
    try {
        collectionOf(m_profile).addAll(rows);
    } catch (const InputError& e) {
        return refused<CollectionChange>(e.errors());
    }
    CollectionChange change;
    change.cards = copiesOf(rows);
    change.rows = static_cast<int>(rows.size());
    const auto cards = static_cast<unsigned long>(change.cards);
    // TRANSLATORS: the last value is "{} line(s)".
    const std::string lines = i18n::trfn("{} line", "{} lines", rows.size(), rows.size());
    change.message =
        file == kPastedList
            ? i18n::trfn("Added {} card from the pasted list ({}).",
                         "Added {} cards from the pasted list ({}).", cards, change.cards, lines)
            : i18n::trfn("Added {} card from {} ({}).", "Added {} cards from {} ({}).", cards,
                         change.cards, file, lines);
    return {std::move(change), {}};
}

Result<CollectionChange> CollectionSession::remove(const db::CollectionItem& item) {
    auto row = resolve(item);
    if (!row.ok()) return refused<CollectionChange>(std::move(row.errors));
    auto left = collectionOf(m_profile).remove(row.value);
    if (!left)
        return refused<CollectionChange>(i18n::trf("You do not own {} x {}; nothing was removed.",
                                                   item.quantity, describe(row.value)));
    CollectionChange change;
    change.cards = row.value.quantity;
    change.rows = 1;
    change.total = *left;
    change.message = i18n::trf("Removed {} x {}: {} left in that row.", row.value.quantity,
                               row.value.name, *left);
    change.item = std::move(row.value);
    return {std::move(change), {}};
}

Result<CollectionChange> CollectionSession::addSealed(const std::string& productId, int count,
                                                      const std::string& location) {
    auto g = chosen();
    if (!g.ok()) return refused<CollectionChange>(std::move(g.errors));
    db::CollectionItem place;
    place.location = location;
    if (auto errors = checkText(place); !errors.empty())
        return refused<CollectionChange>(std::move(errors));
    const core::Game& game = g.value->game;
    const core::ProductDef* product = game.product(productId);
    if (!product) {
        std::string known;
        for (const auto& p : game.products)
            known += (known.empty() ? "" : ", ") + p.id;
        return refused<CollectionChange>(
            known.empty()
                ? i18n::trf("{} has no product '{}' (products: none)", game.name, productId)
                : i18n::trf("{} has no product '{}' (products: {})", game.name, productId, known));
    }
    auto rows = sealedContents(*g.value, *product, count, location);
    if (!rows.ok()) return refused<CollectionChange>(std::move(rows.errors));
    try {
        collectionOf(m_profile).addAll(rows.value);
    } catch (const InputError& e) {
        return refused<CollectionChange>(e.errors());
    }
    CollectionChange change;
    change.cards = copiesOf(rows.value);
    change.rows = static_cast<int>(rows.value.size());
    change.message =
        i18n::trfn("Added {} x {}: {} card.", "Added {} x {}: {} cards.",
                   static_cast<unsigned long>(change.cards), count, product->name, change.cards);
    return {std::move(change), {}};
}

namespace {

// A collection import's rows, written as they are read into the open transaction (a batch at a
// time: memory does not grow with the file), their copies counted as readCollectionCsv counts
// them. While every row so far could not take any printing past the range (the most copies a
// printing held before, plus every copy the import has counted) nothing is looked up; past that
// bound, each row's printing is counted exactly, in the database.
class ImportRows : public detail::CollectionRows {
public:
    ImportRows(db::Database& user, std::string game)
        : m_user(user), m_game(std::move(game)), m_writer(user),
          m_bound(db::CollectionStore(user).mostCopiesOfAPrinting(m_game)) {}

    std::optional<std::string> count(const std::string& set, const std::string& number,
                                     int quantity) override {
        if (m_bound + quantity <= core::kMaxQuantity) {
            m_bound += quantity;
            return std::nullopt;
        }
        // What the printing holds now: the rows written (the held ones and the import's) and
        // those counted but not written.
        m_writer.flush();
        std::int64_t total = db::CollectionStore(m_user).copiesOf(m_game, set, number);
        for (const auto& c : m_countedOnly)
            if (core::iequals(c.set, set) && core::iequals(c.number, number)) total += c.quantity;
        if (total + quantity <= core::kMaxQuantity) {
            m_bound += quantity;
            return std::nullopt;
        }
        // What the collection held before: the file as last committed, on a connection of its
        // own (this one sees the import's rows).
        db::Database committed(m_user.path(), true);
        return detail::tooManyCopies(set, number, total, quantity,
                                     db::CollectionStore(committed).copiesOf(m_game, set, number));
    }
    void keep(core::CollectionItem&& item) override {
        cards += item.quantity;
        ++rows;
        m_writer.add(item);
    }
    void countedOnly(const core::CollectionItem& item) override { m_countedOnly.push_back(item); }
    void flush() { m_writer.flush(); }

    int cards = 0;
    int rows = 0;

private:
    db::Database& m_user;
    std::string m_game;
    db::CollectionWriter m_writer;
    std::int64_t m_bound; ///< no printing holds more copies than this, the import's counted
    std::vector<core::CollectionItem> m_countedOnly; ///< rows refused once counted (rare)
};

} // namespace

std::string CollectionImport::backFacesNote() const {
    if (backFaces == 0) return {};
    // TRANSLATORS: after "added 24 cards in 16 rows": rows of the Dragon Shield app's export
    // that name a double-faced card's back face; the row of its front face counted the card.
    return i18n::trfn(", {} row naming a back face counted with its front",
                      ", {} rows naming a back face counted with their front",
                      static_cast<unsigned long>(backFaces), backFaces);
}

CollectionImport CollectionSession::importCsv(const std::string& file,
                                              const CollectionImportOptions& options) {
    CollectionImport out;
    if (m_gameId.empty()) {
        out.errors = chosen().errors;
        return out;
    }
    // The game as read when it is read already, or when the user's card edits change its cards;
    // else its rules alone, each row's printing found by its set + number in the catalogue's
    // index, and the whole game read only for a row that needs more (a name, a number written
    // another way, the closest names to an unknown one).
    detail::CollectionGame game;
    const LoadedGame* loaded = m_profile.loadedGame(m_gameId);
    if (!loaded && !cardEditsOf(m_profile).list(m_gameId).empty()) {
        auto g = chosen();
        if (!g.ok()) {
            out.errors = std::move(g.errors);
            return out;
        }
        loaded = g.value;
    }
    std::optional<db::PrintingLookup> lookup;
    core::Printing found; // what `lookup` found last
    if (loaded) {
        game.id = loaded->game.id;
        game.name = loaded->game.name;
        game.whole = [loaded]() -> const LoadedGame& { return *loaded; };
    } else {
        auto rules = m_profile.gameRules(m_gameId);
        if (!rules.ok()) {
            out.errors = std::move(rules.errors);
            return out;
        }
        game.id = rules.value.id;
        game.name = rules.value.name;
        game.whole = [this]() -> const LoadedGame& {
            auto g = chosen();
            if (!g.ok()) throw InputError(g.errors);
            return *g.value;
        };
        lookup.emplace(profileOf(m_profile).catalogue(), game.id);
        game.exact = [&](const std::string& set, const std::string& number) {
            return lookup->find(set, number, found) ? &found : nullptr;
        };
    }
    game.namedSets = [this, id = game.id] {
        std::vector<std::pair<std::string, std::string>> named;
        for (auto& s : namedSets(m_profile, id))
            named.emplace_back(std::move(s.code), std::move(s.name));
        return named;
    };
    CollectionReadOptions read;
    read.matchByName = options.matchByName;
    // Written as read, in one transaction: rolled back when the file is refused, so a refused
    // file leaves the collection as it was and no backup behind.
    db::Database& user = profileOf(m_profile).user();
    // The collection's index pages kept in memory through the transaction, as the catalogue's
    // are through an import (db::Profile): with SQLite's default 2 MiB, rows past some 30,000
    // spilled them to the WAL and read them back. A bound, given back when the import is done.
    struct BiggerCache {
        db::Database& connection;
        explicit BiggerCache(db::Database& d) : connection(d) {
            connection.exec("PRAGMA cache_size = -16384");
        }
        ~BiggerCache() {
            try {
                connection.exec("PRAGMA cache_size = -2000");
            } catch (const std::exception&) { // the connection as it was is all that is lost
            }
        }
    } cache(user);
    db::Transaction tx(user);
    ImportRows rows(user, game.id);
    // The file is read a line at a time as its rows are written: nothing of it is held whole.
    auto result = detail::readCollectionRows(
        [&](const io::CsvRecords& records) { return io::readCsvFile(file, records); }, file, game,
        rows, read);
    out.unmatched = std::move(result.value.unmatched);
    out.byName = std::move(result.value.byName);
    out.source = std::move(result.value.source);
    out.backFaces = result.value.backFaces;
    if (!result.ok()) {
        out.errors = std::move(result.errors);
        return out;
    }
    if (!out.unmatched.empty() && !options.skipUnmatched) return out;
    rows.flush();
    // Only now, with every row read and accepted; the backup is the profile as last committed.
    out.change.backup = profileOf(m_profile).backup("before-collection-import");
    tx.commit();
    out.imported = true;
    out.change.cards = rows.cards;
    out.change.rows = rows.rows;
    std::string byName;
    for (const auto& m : out.byName)
        byName += "\n" + m.str();
    // TRANSLATORS: "Read x.csv as a Moxfield export: added 12 cards in 4 rows, 1 of them by
    // name, skipped 2 that matched no card."; the values after the rows may be empty, the
    // last is empty or the rows booked by name.
    out.change.message = i18n::trfn(
        "Read {} as a {} export: added {} card in {}{}{}.{}",
        "Read {} as a {} export: added {} cards in {}{}{}.{}",
        static_cast<unsigned long>(out.change.cards), file, out.source, out.change.cards,
        i18n::trfn("{} row", "{} rows", static_cast<unsigned long>(out.change.rows),
                   out.change.rows),
        (out.byName.empty() ? "" : i18n::trf(", {} of them by name", out.byName.size())) +
            out.backFacesNote(),
        out.unmatched.empty()
            ? ""
            : i18n::trf(", skipped {} that matched no card", out.unmatched.size()),
        byName.empty() ? "" : i18n::trf("\nBooked by name:{}", byName));
    return out;
}

std::string CollectionSession::csv() {
    return writeCollectionCsv(items());
}

Result<CollectionChange> CollectionSession::exportCsv(const std::string& file) {
    const std::string text = csv();
    std::ofstream out(file, std::ios::binary);
    out << text;
    out.close();
    if (!out) return refused<CollectionChange>(i18n::trf("Could not write {}.", file));
    CollectionChange change;
    change.message = i18n::trf("Wrote {}.", file);
    return {std::move(change), {}};
}

Result<CollectionChange> CollectionSession::wish(const std::string& name, int quantity) {
    auto g = chosen();
    if (!g.ok()) return refused<CollectionChange>(std::move(g.errors));
    const auto& printings = g.value->catalogue.byName(core::foldName(name));
    if (printings.empty())
        return refused<CollectionChange>(
            i18n::trf("{} has no card named '{}'", g.value->game.name, name));
    const db::WishlistItem w{g.value->game.id, printings.front()->name(), "", "", quantity};
    CollectionChange change;
    change.total = quantity;
    change.item.name = w.name;
    if (quantity == 0) {
        const bool was = collectionOf(m_profile).unwish(w);
        change.rows = was ? 1 : 0;
        change.message = was ? i18n::trf("Removed {} from the wishlist.", w.name)
                             : i18n::trf("{} was not on the wishlist.", w.name);
        return {std::move(change), {}};
    }
    collectionOf(m_profile).wish(w);
    change.cards = quantity;
    change.rows = 1;
    change.message = i18n::trf("Wishlist: {} x {}.", quantity, w.name);
    return {std::move(change), {}};
}

Result<CollectionChange> CollectionSession::wishMissing(const core::Deck& deck) {
    auto g = chosen();
    if (!g.ok()) return refused<CollectionChange>(std::move(g.errors));
    auto store = collectionOf(m_profile);
    const HaveNeed have = haveNeed(m_profile, *g.value, deck);
    const auto wishes = missingWishes(m_gameId, have, store.wishlist(m_gameId));
    CollectionChange change;
    if (have.need() == 0) {
        change.message = i18n::tr("Nothing is missing: you own every card of the deck.");
    } else if (wishes.empty()) {
        change.message = i18n::tr("The wishlist already holds every card the deck is short of.");
    } else {
        db::Transaction tx(profileOf(m_profile).user());
        for (const auto& w : wishes)
            store.wish(w);
        tx.commit();
        for (const auto& w : wishes)
            change.cards += w.quantity;
        change.rows = static_cast<int>(wishes.size());
        // TRANSLATORS: "Wishlist: 3 cards (7 copies) the deck is short of."; the last value is
        // "{} copy/copies".
        change.message =
            i18n::trfn("Wishlist: {} card ({}) the deck is short of.",
                       "Wishlist: {} cards ({}) the deck is short of.",
                       static_cast<unsigned long>(change.rows), change.rows,
                       i18n::trfn("{} copy", "{} copies", static_cast<unsigned long>(change.cards),
                                  change.cards));
    }
    return {std::move(change), {}};
}

} // namespace deckhand::app
