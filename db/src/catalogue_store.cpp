#include "deckhand/db/catalogue_store.hpp"

#include "deckhand/core/text.hpp"
#include "deckhand/db/flat_json.hpp"
#include "timestamp.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <sqlite3.h>
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

bool CatalogueStore::removeCardFile(const std::string& gameId, const std::string& path) {
    // The printings go with their file (ON DELETE CASCADE), and the full-text rows with them.
    Statement s(m_db, "DELETE FROM card_file WHERE game_id = ? AND path = ?");
    s.bind(1, gameId).bind(2, path);
    s.run();
    return m_db.changes() > 0;
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

// The printings of one file that have the same name and rules text: what is stored of them
// once, in one card_data row.
struct CardGroup {
    std::size_t first;        ///< its first printing, in file order
    std::vector<char> shared; ///< per field of the game: every printing of it has this value
    std::vector<const std::pair<const std::string, std::string>*> sharedExtras;
};

struct GroupKey {
    std::string_view name;
    std::string_view text;
    bool operator==(const GroupKey&) const = default;
};

struct GroupKeyHash {
    std::size_t operator()(const GroupKey& k) const {
        return std::hash<std::string_view>()(k.name) * 31 + std::hash<std::string_view>()(k.text);
    }
};

// "(?,?,?)" `columns` wide, `rows` times, after `head`: one multi-row INSERT.
std::string multiRowInsert(std::string_view head, std::size_t columns, std::size_t rows) {
    std::string row = "(";
    for (std::size_t c = 0; c < columns; ++c)
        row += c ? ",?" : "?";
    row += ')';
    std::string sql(head);
    sql += " VALUES ";
    for (std::size_t r = 0; r < rows; ++r) {
        if (r) sql += ',';
        sql += row;
    }
    return sql;
}

} // namespace

Result<ImportSummary> CatalogueStore::importPrintings(const core::Game& game,
                                                      const std::string& path, bool sample,
                                                      const std::vector<Printing>& printings,
                                                      const ImportProgress& progress) {
    Result<ImportSummary> out;
    Transaction tx(m_db);
    {
        Statement count(m_db, "SELECT count(*) FROM printing p JOIN card_data d ON d.id = "
                              "p.data_id JOIN card_file f ON f.id = d.card_file_id "
                              "WHERE f.game_id = ? AND f.path = ?");
        count.bind(1, game.id).bind(2, path);
        count.step();
        out.value.replaced = static_cast<int>(count.integer(0));
    }
    // The file's earlier printings and card data go with it (ON DELETE CASCADE), and their
    // full-text rows with the card data (its delete trigger).
    Statement(m_db, "DELETE FROM card_file WHERE game_id = ? AND path = ?")
        .bind(1, game.id)
        .bind(2, path)
        .run();
    Statement file(m_db, "INSERT INTO card_file (game_id, path, sample, imported_at, printings) "
                         "VALUES (?, ?, ?, ?, ?)");
    file.bind(1, game.id)
        .bind(2, path)
        .bind(3, std::int64_t{sample})
        .bind(4, nowUtc())
        .bind(5, static_cast<std::int64_t>(printings.size()));
    file.run();
    const std::int64_t fileId = m_db.lastInsertId();

    // The printings with one name and rules text are one group (a card, however the game
    // counts copies: any split is read back the same); what all of them have, a field's value
    // or an undeclared column's, is the group's, stored once.
    const std::size_t fieldCount = game.fields.size();
    std::vector<CardGroup> groups;
    std::vector<std::uint32_t> groupOf(printings.size());
    {
        std::unordered_map<GroupKey, std::uint32_t, GroupKeyHash> index;
        index.reserve(printings.size());
        for (std::size_t i = 0; i < printings.size(); ++i) {
            const Printing& p = printings[i];
            const auto [it, isNew] = index.try_emplace(GroupKey{p.name(), p.text()},
                                                       static_cast<std::uint32_t>(groups.size()));
            groupOf[i] = it->second;
            if (isNew) {
                CardGroup g{i, std::vector<char>(fieldCount, 1), {}};
                for (const auto& member : p.extras)
                    g.sharedExtras.push_back(&member);
                groups.push_back(std::move(g));
                continue;
            }
            CardGroup& g = groups[it->second];
            const Printing& first = printings[g.first];
            for (std::size_t f = 0; f < fieldCount; ++f)
                if (g.shared[f] && p.values[core::BuiltinFieldCount + f] !=
                                       first.values[core::BuiltinFieldCount + f])
                    g.shared[f] = 0;
            std::erase_if(g.sharedExtras, [&](const auto* member) {
                const auto found = p.extras.find(member->first);
                return found == p.extras.end() || found->second != member->second;
            });
        }
    }

    std::int64_t firstDataId = 0;
    {
        Statement last(m_db, "SELECT coalesce(max(id), 0) FROM card_data");
        last.step();
        firstDataId = last.integer(0) + 1;
    }
    FlatJsonWriter fields;
    FlatJsonWriter extras;
    auto groupFields = [&](const CardGroup& g) -> const std::string& {
        const Printing& p = printings[g.first];
        fields.begin();
        for (std::size_t f = 0; f < fieldCount; ++f)
            if (g.shared[f] && !p.values[core::BuiltinFieldCount + f].empty())
                fields.member(game.fields[f].id, p.values[core::BuiltinFieldCount + f]);
        return fields.end();
    };
    auto groupExtras = [&](const CardGroup& g) -> const std::string& {
        extras.begin();
        for (const auto* member : g.sharedExtras)
            extras.member(member->first, member->second);
        return extras.end();
    };
    auto ownFields = [&](std::size_t i) -> const std::string& {
        const Printing& p = printings[i];
        const CardGroup& g = groups[groupOf[i]];
        fields.begin();
        for (std::size_t f = 0; f < fieldCount; ++f)
            if (!g.shared[f] && !p.values[core::BuiltinFieldCount + f].empty())
                fields.member(game.fields[f].id, p.values[core::BuiltinFieldCount + f]);
        return fields.end();
    };
    auto ownExtras = [&](std::size_t i) -> const std::string& {
        const Printing& p = printings[i];
        const auto& shared = groups[groupOf[i]].sharedExtras;
        extras.begin();
        auto s = shared.begin();
        for (const auto& member : p.extras) { // both in key order
            while (s != shared.end() && (*s)->first < member.first)
                ++s;
            if (s != shared.end() && (*s)->first == member.first) continue;
            extras.member(member.first, member.second);
        }
        return extras.end();
    };

    // The card data first (a printing names its row), many rows a statement; ids given here,
    // in order from the highest there is.
    {
        constexpr std::size_t kColumns = 8;
        constexpr std::size_t kBatch = 4000; // kColumns * kBatch under SQLite's 32,766 parameters
        constexpr std::string_view kHead = "INSERT INTO card_data (id, game_id, card_file_id, "
                                           "name, folded_name, text, fields, extras)";
        std::optional<Statement> full;
        for (std::size_t from = 0; from < groups.size(); from += kBatch) {
            const std::size_t rows = std::min(kBatch, groups.size() - from);
            std::optional<Statement> tail;
            Statement& insert =
                rows == kBatch
                    ? (full ? *full : full.emplace(m_db, multiRowInsert(kHead, kColumns, kBatch)))
                    : tail.emplace(m_db, multiRowInsert(kHead, kColumns, rows));
            for (std::size_t r = 0; r < rows; ++r) {
                const CardGroup& g = groups[from + r];
                const Printing& p = printings[g.first];
                const int base = static_cast<int>(r * kColumns);
                insert.bind(base + 1, firstDataId + static_cast<std::int64_t>(from + r))
                    .bind(base + 2, game.id)
                    .bind(base + 3, fileId)
                    .bind(base + 4, p.name())
                    .bind(base + 5, p.foldedName.empty() ? core::foldName(p.name()) : p.foldedName)
                    .bind(base + 6, p.text())
                    .bind(base + 7, groupFields(g))
                    .bind(base + 8, groupExtras(g));
            }
            insert.run();
        }
    }

    // Then the printings, many a statement.
    std::int64_t firstPrintingId = 0;
    {
        Statement last(m_db, "SELECT coalesce(max(id), 0) FROM printing WHERE game_id = ?");
        last.bind(1, game.id);
        last.step();
        firstPrintingId = last.integer(0) + 1;
    }
    constexpr std::size_t kColumns = 9;
    constexpr std::size_t kBatch = 3600; // kColumns * kBatch under SQLite's 32,766 parameters
    constexpr std::string_view kHead = "INSERT INTO printing (game_id, id, data_id, set_code, "
                                       "number, rarity, fields, extras, source_line)";
    std::optional<Statement> fullBatch;
    auto bindRow = [&](Statement& st, int base, std::size_t i) {
        const Printing& p = printings[i];
        st.bind(base + 1, game.id)
            .bind(base + 2, firstPrintingId + static_cast<std::int64_t>(i))
            .bind(base + 3, firstDataId + static_cast<std::int64_t>(groupOf[i]))
            .bind(base + 4, p.set())
            .bind(base + 5, p.number())
            .bind(base + 6, p.rarity())
            .bind(base + 7, ownFields(i))
            .bind(base + 8, ownExtras(i))
            .bind(base + 9, std::int64_t{p.origin.line});
    };
    // Inserts printings [from, to); on a duplicate set + number, the error for the first
    // printing (in file order) that has one.
    auto insertBatch = [&](std::size_t from, std::size_t to) -> bool {
        const std::size_t rows = to - from;
        std::optional<Statement> tail;
        Statement& insert =
            rows == kBatch
                ? (fullBatch ? *fullBatch
                             : fullBatch.emplace(m_db, multiRowInsert(kHead, kColumns, kBatch)))
                : tail.emplace(m_db, multiRowInsert(kHead, kColumns, rows));
        for (std::size_t i = from; i < to; ++i)
            bindRow(insert, static_cast<int>((i - from) * (kColumns)), i);
        try {
            insert.run();
            return true;
        } catch (const DatabaseError& e) {
            if (e.code() != SQLITE_CONSTRAINT_UNIQUE) throw;
        }
        // Some printing of the batch is taken: find which, one at a time (the batch was rolled
        // back).
        Statement one(m_db, multiRowInsert(kHead, kColumns, 1));
        for (std::size_t i = from; i < to; ++i) {
            bindRow(one, 0, i);
            try {
                one.run();
                continue;
            } catch (const DatabaseError& e) {
                if (e.code() != SQLITE_CONSTRAINT_UNIQUE) throw;
            }
            const Printing& p = printings[i];
            Statement other(m_db, "SELECT d.name, f.path, p.source_line FROM printing p "
                                  "JOIN card_data d ON d.id = p.data_id "
                                  "LEFT JOIN card_file f ON f.id = d.card_file_id "
                                  "WHERE p.game_id = ? AND p.set_code = ? COLLATE NOCASE AND "
                                  "p.number = ? COLLATE NOCASE");
            other.bind(1, game.id).bind(2, p.set()).bind(3, p.number());
            std::string where = "another file";
            std::string name;
            if (other.step()) {
                name = other.text(0);
                where = other.integer(2) > 0 ? fmt::format("{}:{}", other.text(1), other.integer(2))
                                             : other.text(1);
            }
            out.errors.push_back({p.origin, fmt::format("{} {} is already {} (from {})", p.set(),
                                                        p.number(), name, where)});
            return false;
        }
        return true;
    };
    for (std::size_t from = 0; from < printings.size(); from += kBatch) {
        const std::size_t to = std::min(printings.size(), from + kBatch);
        if (!insertBatch(from, to))
            return out; // the transaction rolls back: nothing of this file is kept
        if (progress)
            for (std::size_t done = (from / 1000 + 1) * 1000; done <= to; done += 1000)
                progress(done, printings.size());
    }
    // Both full-text indexes of the new card data, each in one statement: one pass over the
    // rows, one flush of each index.
    Statement(m_db, "INSERT INTO card_name_fts (rowid, name) SELECT id, name FROM card_data "
                    "WHERE id >= ?")
        .bind(1, firstDataId)
        .run();
    Statement(m_db, "INSERT INTO card_text_fts (rowid, text) SELECT id, text FROM card_data "
                    "WHERE id >= ?")
        .bind(1, firstDataId)
        .run();
    tx.commit();
    if (progress) progress(printings.size(), printings.size());
    out.value.added = static_cast<int>(printings.size());
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
    const FieldSetter setField(game);
    // The printings first, in import order (the table's own order: one scan), each with what
    // is its own; then the card data they name, each row read once; then each printing is a
    // copy of its card's with its own laid over it.
    struct Own {
        std::int64_t data;
        std::string set, number, rarity, fields, extras;
        int line;
    };
    std::vector<Own> own;
    std::int64_t lowest = 0, highest = -1;
    {
        Statement s(m_db, "SELECT data_id, set_code, number, rarity, fields, extras, source_line "
                          "FROM printing WHERE game_id = ? ORDER BY id");
        s.bind(1, game.id);
        while (s.step()) {
            own.push_back({s.integer(0), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5),
                           static_cast<int>(s.integer(6))});
            if (highest < lowest) lowest = highest = own.back().data;
            lowest = std::min(lowest, own.back().data);
            highest = std::max(highest, own.back().data);
        }
    }
    // A game's card data is one run of ids per import: read by id (the table's order), not
    // through the name index (a seek a row).
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

    std::vector<Printing> out;
    out.reserve(own.size());
    for (Own& o : own) {
        const auto data = std::lower_bound(dataIds.begin(), dataIds.end(), o.data);
        if (data == dataIds.end() || *data != o.data) continue; // cannot be: a foreign key
        Printing& p = out.emplace_back(cards[static_cast<std::size_t>(data - dataIds.begin())]);
        layOwn(p, std::move(o.set), std::move(o.number), std::move(o.rarity), o.fields, o.extras,
               o.line, setField);
    }
    return out;
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
