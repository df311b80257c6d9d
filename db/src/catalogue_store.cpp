// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/catalogue_store.hpp"

#include "deckhand/core/hash_slots.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/db/flat_json.hpp"
#include "deckhand/db/printing_import.hpp"
#include "timestamp.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <deque>
#include <fmt/format.h>
#include <iterator>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sqlite3.h>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace deckhand::db {

using core::Printing;

namespace {

// Words of a search, each an FTS5 prefix term: "iron pa" -> "iron"* AND "pa"*.
std::string ftsQuery(const std::string& text) {
    std::string out;
    std::string word;
    auto flush = [&] {
        if (word.empty()) return;
        if (!out.empty()) out += " AND ";
        out += '"';
        for (char c : word)
            out += c == '"' ? std::string("\"\"") : std::string(1, c);
        out += "\"*";
        word.clear();
    };
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x80 || std::isalnum(u))
            word += c;
        else
            flush();
    }
    flush();
    return out;
}

} // namespace

std::vector<InstalledGame> CatalogueStore::games() {
    std::vector<InstalledGame> out;
    Statement s(m_db, "SELECT id, name, pack_file, pack_xml FROM game ORDER BY id");
    while (s.step())
        out.push_back({s.text(0), s.text(1), s.text(2), s.text(3)});
    return out;
}

void CatalogueStore::installGame(const InstalledGame& game) {
    Statement s(
        m_db,
        "INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT (id) DO UPDATE SET name = excluded.name, pack_file = excluded.pack_file, "
        "pack_xml = excluded.pack_xml, installed_at = excluded.installed_at");
    s.bind(1, game.id)
        .bind(2, game.name)
        .bind(3, game.packFile)
        .bind(4, game.packXml)
        .bind(5, nowUtc());
    s.run();
}

std::optional<int> CatalogueStore::removeCardFile(const std::string& gameId,
                                                  const std::string& path) {
    Statement count(m_db, "SELECT count(*) FROM printing p JOIN card_data d ON d.id = p.data_id "
                          "JOIN card_file f ON f.id = d.card_file_id "
                          "WHERE f.game_id = ? AND f.path = ?");
    count.bind(1, gameId).bind(2, path);
    count.step();
    const auto printings = static_cast<int>(count.integer(0));
    // The printings go with their file (ON DELETE CASCADE), and the full-text rows with them.
    Statement s(m_db, "DELETE FROM card_file WHERE game_id = ? AND path = ?");
    s.bind(1, gameId).bind(2, path);
    s.run();
    if (m_db.changes() == 0) return std::nullopt;
    return printings;
}

void CatalogueStore::removeGame(const std::string& id) {
    Transaction tx(m_db);
    Statement(m_db, "DELETE FROM printing WHERE game_id = ?").bind(1, id).run();
    Statement(m_db, "DELETE FROM card_data WHERE game_id = ?").bind(1, id).run();
    Statement(m_db, "DELETE FROM card_file WHERE game_id = ?").bind(1, id).run();
    Statement(m_db, "DELETE FROM game WHERE id = ?").bind(1, id).run();
    tx.commit();
}

namespace {

// The printings of one file that have the same name and rules text (a group: one card_data row)
// and what all of them share, as far as the import has read: a field's value ("" when they do
// not share one, or share an empty one: both are stored alike, nothing with the card) and the
// undeclared columns' values. Held for the groups a batch touches and a few thousand more;
// the others are read back from their card_data row when a later printing names them.
struct CardGroup {
    std::string name;
    std::string text;
    std::vector<std::string> shared;           ///< per field of the game
    std::map<std::string, std::string> extras; ///< the undeclared columns every printing has
};

// What the groups held between batches may take unless told (PrintingImport::holdAtMost; their
// strings and some 200 bytes each): the import's memory does not grow with the file. Past it,
// half of them go (a group read back costs one lookup of its card_data row).
constexpr std::size_t kHeldBytes = std::size_t{16} << 20;

std::size_t heldBytes(const CardGroup& g) {
    std::size_t bytes = 200 + g.name.size() + g.text.size();
    for (const auto& v : g.shared)
        bytes += v.size();
    for (const auto& [key, v] : g.extras)
        bytes += 64 + key.size() + v.size();
    return bytes;
}

std::uint64_t groupHash(std::string_view name, std::string_view text) {
    return std::hash<std::string_view>()(name) * 31 + std::hash<std::string_view>()(text);
}

// Both inserts write a row a statement, each statement prepared once per file. A multi-row
// INSERT was compiled for every batch's odd size (7% of an import), and a statement that writes
// many rows keeps a journal of the pages it changes, to undo it alone if it fails (past 64 KiB
// SQLite writes it to a temporary file: 340,000 writes of 100,000 printings in 64-row
// statements); a statement of one row needs none.
constexpr std::string_view kDataInsert =
    "INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
constexpr std::string_view kPrintingInsert =
    "INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, "
    "source_line) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";

} // namespace

// The printings with one name and rules text are one group (a card, however the game counts
// copies: any split is read back the same); what all of them have, a field's value or an
// undeclared column's, is the group's, stored once. A group is written with the batch that
// brings its first printing; a later batch that takes some of what it shared away mends its
// row and the rows of its printings written before (rare: a Cockatrice card's printings come
// together, in one <card>).
struct PrintingImport::State {
    State(Database& database, const core::Game& g) : db(database), game(g) {}

    Database& db;
    const core::Game& game;
    std::int64_t fileId = 0;
    std::int64_t firstDataId = 0;
    std::int64_t firstPrintingId = 0;
    std::size_t written = 0;         ///< printings written so far
    std::uint32_t groupsWritten = 0; ///< card_data rows written so far
    core::HashSlots index;           ///< each group's name and text hashed, to its number
    std::unordered_map<std::uint32_t, CardGroup> held; ///< the groups at hand, by number
    std::size_t heldSize = 0;                          ///< their heldBytes
    std::size_t holdAtMost = kHeldBytes;
    std::optional<Statement> readGroup;
    FlatJsonWriter fields;
    FlatJsonWriter extras;
    std::optional<Statement> insertData;
    std::optional<Statement> insertPrinting;
    std::vector<ParseError> errors;

    [[nodiscard]] std::size_t fieldCount() const { return game.fields.size(); }
    [[nodiscard]] const std::string& value(const Printing& p, std::size_t f) const {
        return p.values[core::BuiltinFieldCount + f];
    }

    // Group `id` of this file, held or read back from its card_data row.
    CardGroup& group(std::uint32_t id) {
        if (const auto it = held.find(id); it != held.end()) return it->second;
        if (!readGroup)
            readGroup.emplace(db, "SELECT name, text, fields, extras FROM card_data "
                                  "WHERE id = ?");
        Statement& s = *readGroup;
        s.reset();
        s.bind(1, firstDataId + static_cast<std::int64_t>(id));
        if (!s.step()) throw DatabaseError(SQLITE_CORRUPT, "an imported card's row is missing");
        CardGroup g{s.text(0), s.text(1), std::vector<std::string>(fieldCount()), {}};
        readFlatJsonObject(s.textView(2), [&](std::string& key, std::string& v) {
            for (std::size_t f = 0; f < fieldCount(); ++f)
                if (game.fields[f].id == key) g.shared[f] = std::move(v);
        });
        readFlatJsonObject(s.textView(3), [&](std::string& key, std::string& v) {
            g.extras.emplace(std::move(key), std::move(v));
        });
        heldSize += heldBytes(g);
        return held.emplace(id, std::move(g)).first->second;
    }

    // The group of `p` that this file has begun, or nullptr.
    std::pair<std::uint32_t, CardGroup*> find(const Printing& p, std::uint64_t hash) {
        std::pair<std::uint32_t, CardGroup*> out{0, nullptr};
        index.find(hash, [&](std::uint32_t id) {
            CardGroup& g = group(id);
            if (g.name != p.name() || g.text != p.text()) return false;
            out = {id, &g};
            return true;
        });
        return out;
    }

    // Half the groups held go when they take more than kHeldBytes (between batches: a batch
    // holds those it touches).
    void forget() {
        if (heldSize <= holdAtMost) return;
        bool drop = false;
        heldSize = 0;
        for (auto it = held.begin(); it != held.end();) {
            if ((drop = !drop)) {
                it = held.erase(it);
            } else {
                heldSize += heldBytes(it->second);
                ++it;
            }
        }
    }

    const std::string& groupFields(const CardGroup& g, FlatJsonWriter& out) {
        out.begin();
        for (std::size_t f = 0; f < fieldCount(); ++f)
            if (!g.shared[f].empty()) out.member(game.fields[f].id, g.shared[f]);
        return out.end();
    }
    const std::string& groupExtras(const CardGroup& g, FlatJsonWriter& out) {
        out.begin();
        for (const auto& [key, v] : g.extras)
            out.member(key, v);
        return out.end();
    }
    const std::string& ownFields(const Printing& p, const CardGroup& g, FlatJsonWriter& out) {
        out.begin();
        for (std::size_t f = 0; f < fieldCount(); ++f)
            if (g.shared[f].empty() && !value(p, f).empty())
                out.member(game.fields[f].id, value(p, f));
        return out.end();
    }
    const std::string& ownExtras(const Printing& p, const CardGroup& g, FlatJsonWriter& out) {
        out.begin();
        for (const auto& member : p.extras)
            if (!g.extras.contains(member.first)) out.member(member.first, member.second);
        return out.end();
    }

    // Groups [groupsWritten, groupsWritten + firsts.size()) as card_data rows, `firsts` their
    // first printings; ids given here, in order from the highest there was. Each row's values
    // are bound without a copy: they stay as they are until it is written.
    void writeGroups(const std::vector<const Printing*>& firsts) {
        if (!insertData) insertData.emplace(db, kDataInsert);
        Statement& insert = *insertData;
        std::string folded;
        for (std::size_t r = 0; r < firsts.size(); ++r) {
            const std::uint32_t id = groupsWritten + static_cast<std::uint32_t>(r);
            const CardGroup& g = held.at(id);
            const Printing& p = *firsts[r];
            if (p.foldedName.empty()) folded = core::foldName(p.name());
            insert.bind(1, firstDataId + static_cast<std::int64_t>(id))
                .bindStatic(2, game.id)
                .bind(3, fileId)
                .bindStatic(4, p.name())
                .bindStatic(5, p.foldedName.empty() ? folded : p.foldedName)
                .bindStatic(6, p.text())
                .bindStatic(7, groupFields(g, fields))
                .bindStatic(8, groupExtras(g, extras));
            insert.run();
        }
        groupsWritten += static_cast<std::uint32_t>(firsts.size());
    }

    // Group `id` shares less than `before`, which its rows were written with: its card_data
    // row and its printings' rows are written again. What a printing now holds of its own that
    // it did not is what the group shared.
    void mend(std::uint32_t id, const CardGroup& before) {
        const CardGroup& g = held.at(id);
        const std::int64_t dataId = firstDataId + static_cast<std::int64_t>(id);
        Statement(db, "UPDATE card_data SET fields = ?, extras = ? WHERE id = ?")
            .bind(1, groupFields(g, fields))
            .bind(2, groupExtras(g, extras))
            .bind(3, dataId)
            .run();
        struct Row {
            std::int64_t id;
            std::string fields, extras;
        };
        std::vector<Row> rows;
        {
            Statement s(db, "SELECT id, fields, extras FROM printing WHERE data_id = ?");
            s.bind(1, dataId);
            while (s.step())
                rows.push_back({s.integer(0), s.text(1), s.text(2)});
        }
        Statement update(db, "UPDATE printing SET fields = ?, extras = ? WHERE game_id = ? AND "
                             "id = ?");
        for (const Row& row : rows) {
            std::map<std::string, std::string> own;
            readFlatJsonObject(row.fields,
                               [&](std::string& key, std::string& v) { own[key] = std::move(v); });
            fields.begin();
            for (std::size_t f = 0; f < fieldCount(); ++f) {
                if (!g.shared[f].empty()) continue;
                const std::string& field = game.fields[f].id;
                std::string_view v = before.shared[f];
                if (const auto it = own.find(field); v.empty() && it != own.end()) v = it->second;
                if (!v.empty()) fields.member(field, v);
            }
            std::map<std::string, std::string> ownExtra;
            readFlatJsonObject(row.extras, [&](std::string& key, std::string& v) {
                ownExtra[key] = std::move(v);
            });
            for (const auto& member : before.extras)
                if (!g.extras.contains(member.first)) ownExtra.insert(member);
            extras.begin();
            for (const auto& [key, v] : ownExtra)
                extras.member(key, v);
            update.bind(1, fields.end()).bind(2, extras.end()).bind(3, game.id).bind(4, row.id);
            update.run();
        }
    }
};

PrintingImport::PrintingImport(Database& db, const core::Game& game, const std::string& path,
                               bool sample)
    : m_state(std::make_unique<State>(db, game)) {
    State& s = *m_state;
    {
        // Two files of one path would be one file to the user: its earlier import goes first,
        // taken out by the caller (which knows when: an import of several files takes out all
        // that it replaces before it writes any, so a printing may move between them).
        Statement there(db, "SELECT 1 FROM card_file WHERE game_id = ? AND path = ?");
        there.bind(1, game.id).bind(2, path);
        if (there.step())
            throw std::logic_error("PrintingImport: " + path + " is imported already in " +
                                   game.id + "; remove its card file first");
    }
    Statement file(db, "INSERT INTO card_file (game_id, path, sample, imported_at, printings) "
                       "VALUES (?, ?, ?, ?, 0)");
    file.bind(1, game.id).bind(2, path).bind(3, std::int64_t{sample}).bind(4, nowUtc());
    file.run();
    s.fileId = db.lastInsertId();
    {
        Statement last(db, "SELECT coalesce(max(id), 0) FROM card_data");
        last.step();
        s.firstDataId = last.integer(0) + 1;
    }
    {
        Statement last(db, "SELECT coalesce(max(id), 0) FROM printing WHERE game_id = ?");
        last.bind(1, game.id);
        last.step();
        s.firstPrintingId = last.integer(0) + 1;
    }
}

PrintingImport::~PrintingImport() = default;

std::vector<ParseError>& PrintingImport::errors() {
    return m_state->errors;
}

void PrintingImport::holdAtMost(std::size_t bytes) {
    m_state->holdAtMost = bytes;
}

bool PrintingImport::add(const std::vector<Printing>& printings, const ImportProgress& progress,
                         std::size_t total) {
    State& s = *m_state;
    const std::size_t fieldCount = s.fieldCount();
    const std::size_t base = s.written; // printings[i] is the file's printing base + i
    s.forget();
    std::vector<std::uint32_t> groupOf(printings.size());
    std::vector<const CardGroup*> groupAt(printings.size()); // held: stays put
    std::vector<const Printing*> firsts;                     // the groups this batch begins
    std::unordered_map<std::uint32_t, CardGroup> mended;     // written groups this batch changes
    for (std::size_t i = 0; i < printings.size(); ++i) {
        const Printing& p = printings[i];
        const std::uint64_t hash = groupHash(p.name(), p.text());
        const auto found = s.find(p, hash);
        const std::uint32_t id = found.first;
        CardGroup* const g = found.second;
        if (!g) {
            const auto fresh = s.groupsWritten + static_cast<std::uint32_t>(firsts.size());
            CardGroup& made = s.held[fresh];
            made = {p.name(), p.text(),
                    std::vector<std::string>(p.values.begin() + core::BuiltinFieldCount,
                                             p.values.begin() + core::BuiltinFieldCount +
                                                 static_cast<std::ptrdiff_t>(fieldCount)),
                    p.extras};
            s.heldSize += heldBytes(made);
            s.index.add(hash, fresh);
            firsts.push_back(&p);
            groupOf[i] = fresh;
            groupAt[i] = &made;
            continue;
        }
        groupOf[i] = id;
        groupAt[i] = g;
        auto differs = [&](std::size_t f) {
            return !g->shared[f].empty() && s.value(p, f) != g->shared[f];
        };
        auto lost = [&](const std::pair<const std::string, std::string>& member) {
            const auto other = p.extras.find(member.first);
            return other == p.extras.end() || other->second != member.second;
        };
        bool changes = std::any_of(g->extras.begin(), g->extras.end(), lost);
        for (std::size_t f = 0; f < fieldCount && !changes; ++f)
            changes = differs(f);
        if (!changes) continue;
        if (id < s.groupsWritten) mended.try_emplace(id, *g); // as its rows were written
        for (std::size_t f = 0; f < fieldCount; ++f)
            if (differs(f)) g->shared[f].clear();
        std::erase_if(g->extras, lost);
    }

    // The card data first (a printing names its row), then what earlier batches wrote of the
    // groups this one changed.
    s.writeGroups(firsts);
    for (const auto& [id, before] : mended)
        s.mend(id, before);

    // Then the printings, each bound without a copy (the batch and the writers stay as they
    // are until it is written).
    if (!s.insertPrinting) s.insertPrinting.emplace(s.db, kPrintingInsert);
    Statement& insert = *s.insertPrinting;
    for (std::size_t i = 0; i < printings.size(); ++i) {
        const Printing& p = printings[i];
        const CardGroup& g = *groupAt[i];
        insert.bindStatic(1, s.game.id)
            .bind(2, s.firstPrintingId + static_cast<std::int64_t>(base + i))
            .bind(3, s.firstDataId + static_cast<std::int64_t>(groupOf[i]))
            .bindStatic(4, p.set())
            .bindStatic(5, p.number())
            .bindStatic(6, p.rarity())
            .bindStatic(7, s.ownFields(p, g, s.fields))
            .bindStatic(8, s.ownExtras(p, g, s.extras))
            .bind(9, std::int64_t{p.origin.line});
        try {
            insert.run();
        } catch (const DatabaseError& e) {
            insert.reset();
            if (e.code() != SQLITE_CONSTRAINT_UNIQUE) throw;
            // The first printing (in file order) whose set + number is taken: the caller rolls
            // back, nothing of it is kept.
            const auto other = CatalogueStore(s.db).printingAt(s.game.id, p.set(), p.number());
            std::string where = "another file";
            std::string name;
            if (other) {
                name = other->name;
                where =
                    other->line > 0 ? fmt::format("{}:{}", other->file, other->line) : other->file;
            }
            s.errors.push_back({p.origin, i18n::trf("{} {} is already {} (from {})", p.set(),
                                                    p.number(), name, where)});
            return false;
        }
        if (progress && (base + i + 1) % 1000 == 0) progress(base + i + 1, total);
    }
    s.written += printings.size();
    return true;
}

std::optional<CatalogueStore::PrintingPlace>
CatalogueStore::printingAt(const std::string& game, std::string_view set, std::string_view number) {
    Statement s(m_db, "SELECT d.name, f.path, p.source_line FROM printing p "
                      "JOIN card_data d ON d.id = p.data_id "
                      "LEFT JOIN card_file f ON f.id = d.card_file_id "
                      "WHERE p.game_id = ? AND p.set_code = ? COLLATE NOCASE AND "
                      "p.number = ? COLLATE NOCASE");
    s.bind(1, game).bind(2, set).bind(3, number);
    if (!s.step()) return std::nullopt;
    return PrintingPlace{s.text(0), s.text(1), static_cast<int>(s.integer(2))};
}

ImportSummary PrintingImport::finish() {
    State& s = *m_state;
    Statement(s.db, "UPDATE card_file SET printings = ? WHERE id = ?")
        .bind(1, static_cast<std::int64_t>(s.written))
        .bind(2, s.fileId)
        .run();
    // Both full-text indexes of the new card data, each in one statement: one pass over the
    // rows, one flush of each index.
    Statement(s.db, "INSERT INTO card_name_fts (rowid, name) SELECT id, name FROM card_data "
                    "WHERE id >= ?")
        .bind(1, s.firstDataId)
        .run();
    Statement(s.db, "INSERT INTO card_text_fts (rowid, text) SELECT id, text FROM card_data "
                    "WHERE id >= ?")
        .bind(1, s.firstDataId)
        .run();
    return {static_cast<int>(s.written), 0};
}

Result<ImportSummary> CatalogueStore::importPrintings(const core::Game& game,
                                                      const std::string& path, bool sample,
                                                      const std::vector<Printing>& printings,
                                                      const ImportProgress& progress) {
    Result<ImportSummary> out;
    Transaction tx(m_db);
    const int replaced = removeCardFile(game.id, path).value_or(0); // its earlier import
    PrintingImport import(m_db, game, path, sample);
    if (!import.add(printings, progress, printings.size())) {
        out.errors = std::move(import.errors());
        return out; // the transaction rolls back: nothing of this file is kept
    }
    out.value = import.finish();
    out.value.replaced = replaced;
    tx.commit();
    if (progress) progress(printings.size(), printings.size());
    return out;
}

void CatalogueStore::saveSet(const SetInfo& set) {
    Statement s(m_db,
                "INSERT INTO set_info (game_id, set_code, name, released) VALUES (?, ?, ?, ?) "
                "ON CONFLICT DO UPDATE SET name = excluded.name, released = excluded.released");
    s.bind(1, set.game).bind(2, set.code).bind(3, set.name).bind(4, set.released);
    s.run();
}

std::vector<SetInfo> CatalogueStore::sets(const std::string& game) {
    std::vector<SetInfo> out;
    Statement s(m_db, "SELECT game_id, set_code, name, released FROM set_info WHERE game_id = ? "
                      "ORDER BY released, set_code");
    s.bind(1, game);
    while (s.step())
        out.push_back({s.text(0), s.text(1), s.text(2), s.text(3)});
    return out;
}

namespace {

// A field object as stored (flat strings, read without a DOM; anything else through the full
// parser), each member given to `each(key, value)`.
template <typename Each> void readFieldObject(std::string_view text, Each&& each) {
    if (readFlatJsonObject(text, each)) return;
    const auto object = nlohmann::json::parse(text, nullptr, false);
    if (!object.is_object()) return;
    for (auto it = object.begin(); it != object.end(); ++it)
        if (it->is_string()) {
            std::string key = it.key();
            std::string value = it->get<std::string>();
            each(key, value);
        }
}

/// Sets a field of a printing read from the store by the field's id (an integer field's number
/// parsed once); an id the game does not declare is left out.
class FieldSetter {
public:
    explicit FieldSetter(const core::Game& game) : m_game(game) {}

    [[nodiscard]] int fieldCount() const {
        return core::BuiltinFieldCount + static_cast<int>(m_game.fields.size());
    }

    void operator()(std::vector<std::string>& values,
                    std::vector<std::optional<long long>>& numbers, const std::string& id,
                    std::string& value) const {
        const int index = fieldIndex(id);
        if (index < 0) return;
        const auto at = static_cast<std::size_t>(index);
        values[at] = std::move(value);
        long long n = 0;
        numbers[at] = std::nullopt;
        if (m_game.fields[at - core::BuiltinFieldCount].type == core::FieldType::Integer &&
            core::parseInt(values[at], n))
            numbers[at] = n;
    }

private:
    [[nodiscard]] int fieldIndex(const std::string& id) const {
        for (std::size_t i = 0; i < m_game.fields.size(); ++i)
            if (m_game.fields[i].id == id) return core::BuiltinFieldCount + static_cast<int>(i);
        return -1;
    }

    const core::Game& m_game;
};

/// A card's columns from `first` on (name, folded name, rules text, fields, extras, file path,
/// sample) as a printing of it without its own values yet.
Printing cardOfRow(Statement& s, int first, const FieldSetter& setField) {
    Printing c;
    const auto fieldCount = static_cast<std::size_t>(setField.fieldCount());
    c.values.assign(fieldCount, {});
    c.numbers.assign(fieldCount, std::nullopt);
    c.values[core::FieldName] = s.text(first);
    c.foldedName = s.text(first + 1);
    c.values[core::FieldText] = s.text(first + 2);
    readFieldObject(s.textView(first + 3), [&](std::string& key, std::string& value) {
        setField(c.values, c.numbers, key, value);
    });
    readFieldObject(s.textView(first + 4), [&](std::string& key, std::string& value) {
        c.extras[key] = std::move(value);
    });
    c.origin.file = s.text(first + 5);
    c.sample = s.integer(first + 6) != 0;
    return c;
}

/// What is a printing's own (set, number, rarity, its fields and extras) laid over its card's.
void layOwn(Printing& p, std::string set, std::string number, std::string rarity,
            std::string_view fields, std::string_view extras, int line,
            const FieldSetter& setField) {
    p.values[core::FieldSet] = std::move(set);
    p.values[core::FieldNumber] = std::move(number);
    p.values[core::FieldRarity] = std::move(rarity);
    readFieldObject(fields, [&](std::string& key, std::string& value) {
        setField(p.values, p.numbers, key, value);
    });
    readFieldObject(
        extras, [&](std::string& key, std::string& value) { p.extras[key] = std::move(value); });
    p.origin.line = line;
}

/// The card columns cardOfRow() reads, joined from card_data `d` and card_file `f`.
constexpr const char* kCardColumns = "d.name, d.folded_name, d.text, d.fields, d.extras, "
                                     "coalesce(f.path, ''), coalesce(f.sample, 0)";

} // namespace

std::vector<Printing> CatalogueStore::loadPrintings(const core::Game& game) {
    std::vector<Printing> out;
    loadPrintings(game, 4096, [&](std::vector<Printing>& batch) {
        if (out.empty())
            out.swap(batch);
        else
            std::move(batch.begin(), batch.end(), std::back_inserter(out));
    });
    return out;
}

void CatalogueStore::loadPrintings(const core::Game& game, std::size_t batch,
                                   const std::function<void(std::vector<Printing>&)>& take) {
    const FieldSetter setField(game);
    // The card data first: a game's is one run of ids per import, read by id (the table's
    // order), not through the name index (a seek a row).
    std::int64_t lowest = 0, highest = -1;
    {
        Statement s(m_db, "SELECT min(id), max(id) FROM card_data WHERE game_id = ?");
        s.bind(1, game.id);
        if (s.step() && !s.isNull(0)) {
            lowest = s.integer(0);
            highest = s.integer(1);
        }
    }
    std::vector<std::int64_t> dataIds;
    std::vector<Printing> cards;
    {
        Statement s(m_db, std::string("SELECT d.id, ") + kCardColumns +
                              " FROM card_data d LEFT JOIN card_file f ON f.id = d.card_file_id "
                              "WHERE d.id BETWEEN ? AND ? AND +d.game_id = ? ORDER BY d.id");
        s.bind(1, lowest).bind(2, highest).bind(3, game.id);
        while (s.step()) {
            dataIds.push_back(s.integer(0));
            cards.push_back(cardOfRow(s, 1, setField));
        }
    }
    // Each card's place in `cards` by its id less the lowest (a binary search of the ids for
    // every printing was a twentieth of the reading); other games' ids among them have none.
    constexpr std::uint32_t kNoCard = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> cardAt(
        highest < lowest ? 0 : static_cast<std::size_t>(highest - lowest) + 1, kNoCard);
    for (std::size_t c = 0; c < dataIds.size(); ++c)
        cardAt[static_cast<std::size_t>(dataIds[c] - lowest)] = static_cast<std::uint32_t>(c);
    const auto cardOf = [&](std::int64_t id) {
        return id < lowest || id > highest ? kNoCard
                                           : cardAt[static_cast<std::size_t>(id - lowest)];
    };
    // How many printings each card has (the printings' index of their cards: no row read), so
    // that its last printing takes the card itself instead of a copy: no card is held twice.
    std::vector<std::uint32_t> left(cards.size(), 0);
    {
        Statement s(m_db, "SELECT data_id FROM printing WHERE data_id BETWEEN ? AND ?");
        s.bind(1, lowest).bind(2, highest);
        while (s.step())
            if (const std::uint32_t c = cardOf(s.integer(0)); c != kNoCard) ++left[c];
    }
    std::vector<char> taken(cards.size(), 0);
    // Then the printings in import order (the table's own order: one scan), each a copy of its
    // card's with what is its own laid over it, handed on `batch` at a time.
    std::vector<Printing> out;
    out.reserve(batch);
    Statement s(m_db, "SELECT data_id, set_code, number, rarity, fields, extras, source_line "
                      "FROM printing WHERE game_id = ? ORDER BY id");
    s.bind(1, game.id);
    while (s.step()) {
        const std::uint32_t c = cardOf(s.integer(0));
        if (c == kNoCard) continue; // cannot be: a foreign key
        if (taken[c]) {
            // More printings than counted (another program wrote between the two reads): the
            // card is read again.
            Statement again(m_db, std::string("SELECT ") + kCardColumns +
                                      " FROM card_data d LEFT JOIN card_file f ON f.id = "
                                      "d.card_file_id WHERE d.id = ?");
            again.bind(1, dataIds[c]);
            if (!again.step()) continue;
            cards[c] = cardOfRow(again, 0, setField);
            taken[c] = 0;
        }
        const bool last = left[c] <= 1;
        if (left[c] > 0) --left[c];
        Printing& p = last ? out.emplace_back(std::move(cards[c])) : out.emplace_back(cards[c]);
        taken[c] = last ? 1 : 0;
        layOwn(p, s.text(1), s.text(2), s.text(3), s.textView(4), s.textView(5),
               static_cast<int>(s.integer(6)), setField);
        if (out.size() == batch) {
            take(out);
            out.clear();
            out.reserve(batch);
        }
    }
    if (!out.empty()) take(out);
}

std::vector<Printing> CatalogueStore::loadFirstPrintings(const core::Game& game, int count) {
    // The order of a search for nothing (search()'s first step): by name, each card's
    // printings in import order. A few thousand rows: each printing's card read with it.
    const FieldSetter setField(game);
    std::vector<Printing> out;
    Statement s(m_db, std::string("SELECT p.set_code, p.number, p.rarity, p.fields, p.extras, "
                                  "p.source_line, ") +
                          kCardColumns +
                          " FROM card_data d CROSS JOIN printing p ON p.data_id = d.id "
                          "LEFT JOIN card_file f ON f.id = d.card_file_id WHERE d.game_id = ? "
                          "ORDER BY d.folded_name, d.id, p.id LIMIT ?");
    s.bind(1, game.id).bind(2, std::int64_t{count});
    while (s.step()) {
        Printing& p = out.emplace_back(cardOfRow(s, 6, setField));
        layOwn(p, s.text(0), s.text(1), s.text(2), s.textView(3), s.textView(4),
               static_cast<int>(s.integer(5)), setField);
    }
    return out;
}

int CatalogueStore::printingCount(const std::string& game) {
    Statement s(m_db, "SELECT count(*) FROM printing WHERE game_id = ?");
    s.bind(1, game);
    s.step();
    return static_cast<int>(s.integer(0));
}

std::vector<bool> CatalogueStore::knownNames(const std::string& game,
                                             const std::vector<std::string>& foldedNames) {
    std::vector<bool> out;
    out.reserve(foldedNames.size());
    Statement s(m_db, "SELECT 1 FROM card_data WHERE game_id = ? AND folded_name = ? LIMIT 1");
    for (const auto& name : foldedNames) {
        s.bind(1, game).bind(2, name);
        out.push_back(s.step());
        s.reset();
    }
    return out;
}

std::vector<std::pair<std::string, std::string>>
CatalogueStore::printingsNamed(const std::string& game, const std::string& foldedName) {
    std::vector<std::pair<std::string, std::string>> out;
    Statement s(m_db, "SELECT p.set_code, p.number FROM card_data d CROSS JOIN printing p ON "
                      "p.data_id = d.id WHERE d.game_id = ? AND d.folded_name = ? ORDER BY p.id");
    s.bind(1, game).bind(2, foldedName);
    while (s.step())
        out.emplace_back(s.text(0), s.text(1));
    return out;
}

std::optional<std::string> CatalogueStore::foldedNameAt(const std::string& game,
                                                        const std::string& set,
                                                        const std::string& number) {
    const std::string_view trimmedSet = core::trim(set);
    {
        Statement s(m_db, "SELECT d.folded_name FROM printing p JOIN card_data d ON d.id = "
                          "p.data_id WHERE p.game_id = ? AND p.set_code = ? COLLATE NOCASE AND "
                          "p.number = ? COLLATE NOCASE");
        s.bind(1, game).bind(2, trimmedSet).bind(3, core::trim(number));
        if (s.step()) return s.text(0);
    }
    // "12" finds "012/040": the set's printings in import order, the first with that number.
    const std::string wanted = core::normalNumber(number);
    Statement s(m_db, "SELECT p.number, d.folded_name FROM printing p JOIN card_data d ON d.id = "
                      "p.data_id WHERE p.game_id = ? AND p.set_code = ? COLLATE NOCASE ORDER BY "
                      "p.id");
    s.bind(1, game).bind(2, trimmedSet);
    while (s.step())
        if (core::normalNumber(s.textView(0)) == wanted) return s.text(1);
    return std::nullopt;
}

void CatalogueStore::setNumbers(
    const std::string& game,
    const std::function<void(std::string_view, std::string_view, std::string_view, std::string_view,
                             int)>& take) {
    Statement s(m_db, "SELECT p.set_code, p.number, d.name, coalesce(f.path, ''), p.source_line "
                      "FROM printing p JOIN card_data d ON d.id = p.data_id LEFT JOIN card_file "
                      "f ON f.id = d.card_file_id WHERE p.game_id = ? ORDER BY p.id");
    s.bind(1, game);
    while (s.step())
        take(s.textView(0), s.textView(1), s.textView(2), s.textView(3),
             static_cast<int>(s.integer(4)));
}

PrintingLookup::PrintingLookup(Database& db, std::string game)
    : m_statement(db, "SELECT p.set_code, p.number, p.rarity, d.name, d.folded_name FROM printing "
                      "p JOIN card_data d ON d.id = p.data_id WHERE p.game_id = ? AND p.set_code "
                      "= ? COLLATE NOCASE AND p.number = ? COLLATE NOCASE"),
      m_game(std::move(game)) {}

bool PrintingLookup::find(std::string_view set, std::string_view number, Printing& out) {
    m_statement.reset();
    m_statement.bind(1, m_game).bind(2, set).bind(3, number);
    if (!m_statement.step()) return false;
    if (out.values.size() < static_cast<std::size_t>(core::BuiltinFieldCount))
        out.values.resize(static_cast<std::size_t>(core::BuiltinFieldCount));
    out.values[core::FieldSet] = m_statement.textView(0);
    out.values[core::FieldNumber] = m_statement.textView(1);
    out.values[core::FieldRarity] = m_statement.textView(2);
    out.values[core::FieldName] = m_statement.textView(3);
    out.foldedName = m_statement.textView(4);
    m_statement.reset();
    return true;
}

std::vector<std::pair<std::string, int>> CatalogueStore::cardFiles(const std::string& game) {
    std::vector<std::pair<std::string, int>> out;
    Statement s(m_db, "SELECT path, printings FROM card_file WHERE game_id = ? ORDER BY id");
    s.bind(1, game);
    while (s.step())
        out.emplace_back(s.text(0), static_cast<int>(s.integer(1)));
    return out;
}

std::vector<SearchHit> CatalogueStore::search(const SearchQuery& q) {
    std::vector<SearchHit> hits;
    std::unordered_set<std::int64_t> seen;
    // Field filters as SQL: built-in fields are columns, the game's own are JSON members of the
    // printing's own object or, where it has none of that field, its card's.
    std::string filterSql;
    std::vector<std::string> filterArgs;
    for (const auto& [field, value] : q.fieldEquals) {
        if (field == "rarity" || field == "set" || field == "number") {
            const std::string column = field == "set" ? "set_code" : field;
            filterSql += " AND p." + column + " = ? COLLATE NOCASE";
            filterArgs.push_back(value);
        } else {
            filterSql += " AND coalesce(json_extract(p.fields, ?), json_extract(d.fields, ?)) = "
                         "? COLLATE NOCASE";
            const std::string member = "$.\"" + field + "\"";
            filterArgs.push_back(member);
            filterArgs.push_back(member);
            filterArgs.push_back(value);
        }
    }
    auto collect = [&](Statement& s) {
        while (s.step() && static_cast<int>(hits.size()) < q.limit) {
            const std::int64_t id = s.integer(0);
            if (!seen.insert(id).second) continue;
            hits.push_back({id, s.text(1), s.text(2), s.text(3), s.text(4)});
        }
    };
    const std::string columns = "SELECT p.id, d.name, p.set_code, p.number, p.rarity FROM ";
    const std::string folded = core::foldName(q.text);
    auto bindFilters = [&](Statement& s, int from) {
        for (const auto& a : filterArgs)
            s.bind(from++, a);
        return from;
    };

    // 1. Names that start with what was typed, alphabetically: an index range scan of the
    // cards, each card's printings in order from theirs.
    {
        Statement s(m_db, columns +
                              "card_data d CROSS JOIN printing p ON p.data_id = d.id "
                              "WHERE d.game_id = ? AND d.folded_name >= ? AND d.folded_name < ?" +
                              filterSql + " ORDER BY d.folded_name, d.id, p.id LIMIT ?");
        s.bind(1, q.game).bind(2, folded).bind(3, folded + "\xF4\x8F\xBF\xBF");
        s.bind(bindFilters(s, 4), std::int64_t{q.limit});
        collect(s);
    }
    // 2. Names with a word starting with each word typed; 3. rules text with them, if asked.
    const std::string match = ftsQuery(q.text);
    for (const char* index : {"card_name_fts", "card_text_fts"}) {
        if (match.empty() || static_cast<int>(hits.size()) >= q.limit) break;
        if (std::string_view(index) == "card_text_fts" && !q.inRulesText) break;
        // CROSS JOIN keeps the full-text index as the outer loop: left to itself the planner
        // walks every card of the game and asks the index about each (seconds, not ms).
        Statement s(m_db, columns + index +
                              " f CROSS JOIN card_data d ON d.id = f.rowid CROSS JOIN printing p "
                              "ON p.data_id = d.id WHERE " +
                              index + " MATCH ? AND d.game_id = ?" + filterSql + " LIMIT ?");
        s.bind(1, match).bind(2, q.game);
        s.bind(bindFilters(s, 3), std::int64_t{q.limit * 2});
        collect(s);
    }
    return hits;
}

} // namespace deckhand::db
