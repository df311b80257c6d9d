// SPDX-License-Identifier: GPL-3.0-or-later

#include "card_sqlite.hpp"

#include "card_mapping.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "mapped_values.hpp"

#include <fmt/format.h>
#include <map>
#include <optional>
#include <set>

namespace deckhand::io::detail {

bool isSqliteDatabase(std::string_view head) {
    return head.substr(0, 16) == std::string_view("SQLite format 3\0", 16);
}

namespace {

// Printings handed on at a time when the caller takes them while the rows are read.
constexpr std::size_t kBatch = 3600;

// The columns of the query, by folded name.
std::map<std::string, int> columnsOf(const core::QueryRows& rows) {
    std::map<std::string, int> out;
    const auto& names = rows.columns();
    for (std::size_t i = 0; i < names.size(); ++i)
        out.emplace(core::toLower(names[i]), static_cast<int>(i));
    return out;
}

std::string columnList(const std::map<std::string, int>& columns) {
    std::string s;
    for (const auto& [name, i] : columns)
        s += (s.empty() ? "" : ", ") + name;
    return s;
}

// What the reader learns of the chosen mapping before the first row.
struct Plan {
    const CompiledMaps* maps = nullptr;
    std::vector<int> mapColumn;  ///< per map: its column (-1: a constant)
    std::vector<int> skipColumn; ///< per CardDataMapping::skips
    int idColumn = -1;           ///< "id", named in errors
};

// The columns each map and skip reads; empty, or the map whose column the query lacks.
std::string planColumns(const CompiledMaps& maps, const core::QueryRows& rows, Plan& plan) {
    const auto columns = columnsOf(rows);
    auto find = [&](const std::string& name) {
        const auto it = columns.find(core::toLower(core::trim(name)));
        return it == columns.end() ? -1 : it->second;
    };
    plan.maps = &maps;
    for (const auto& map : maps.mapping->maps) {
        const int c = map.hasConstant ? -1 : find(map.from);
        if (!map.hasConstant && c < 0)
            return i18n::trf("<map to=\"{}\" from=\"{}\"> (line {}): the query gives no "
                             "column '{}' (it gives: {})",
                             map.field, map.from, map.line, map.from, columnList(columns));
        plan.mapColumn.push_back(c);
    }
    for (const auto& skip : maps.mapping->skips) {
        const int c = find(skip.from);
        if (c < 0)
            return i18n::trf("<skip from=\"{}\">: the query gives no column '{}' (it gives: {})",
                             skip.from, skip.from, columnList(columns));
        plan.skipColumn.push_back(c);
    }
    plan.idColumn = find("id");
    return {};
}

// The value of the row's column that leaves it out (a <skip>), if any.
std::optional<std::string> skippedBy(const Plan& plan, const core::QueryRows& rows) {
    const auto& skips = plan.maps->mapping->skips;
    for (std::size_t s = 0; s < skips.size(); ++s) {
        const auto got = rows.text(plan.skipColumn[s]);
        if (!got) continue;
        for (const auto& value : skips[s].values)
            if (core::iequals(core::trim(*got), value)) return value;
    }
    return std::nullopt;
}

} // namespace

namespace {

// The rows of a chosen mapping read into `out`; false when the reading stopped (a damaged
// file, too many errors, the batches said stop).
class RowReader {
public:
    RowReader(const core::Game& game, const std::string& file, const Plan& plan,
              core::QueryRows& rows, const PrintingBatches& batches, CardData& out)
        : m_game(game), m_file(file), m_plan(plan), m_rows(rows), m_batches(batches), m_out(out) {}

    bool run() {
        while (m_rows.next())
            if (!row()) return false;
        if (m_rows.failure().empty()) return true;
        m_out.errors.push_back(
            {{m_file, 0, 0},
             m_rows.damaged()
                 ? i18n::trf("the database is damaged after row {}: {}", m_row, m_rows.failure())
                 : i18n::trf("reading stopped after row {}: {}", m_row, m_rows.failure())});
        m_out.broken = true;
        return false;
    }

    void addNotes(const std::string& id) const {
        if (m_row == 0)
            m_out.notes.push_back(
                i18n::trf("{}: the query of mapping '{}' gives no rows", m_file, id));
        for (const auto& [value, n] : m_skipped)
            m_out.notes.push_back(
                i18n::trfn("{}: {} row of {} left out, as the pack's mapping '{}' says",
                           "{}: {} rows of {} left out, as the pack's mapping '{}' says", n, m_file,
                           n, value, id));
        if (m_duplicates)
            m_out.notes.push_back(i18n::trfn(
                "{}: {} printing with the set and number of an earlier one left out, as the "
                "pack's mapping '{}' says",
                "{}: {} printings with the set and number of an earlier one left out, as the "
                "pack's mapping '{}' says",
                m_duplicates, m_file, m_duplicates, id));
    }

private:
    bool row() {
        ++m_row;
        if (m_out.errors.size() >= kMaxCardErrors) {
            m_out.errors.push_back(
                {{m_file, m_row, 0},
                 i18n::trf("reading stopped after {} errors: is this the right game's card data?",
                           kMaxCardErrors)});
            m_out.broken = true;
            return false;
        }
        if (const auto value = skippedBy(m_plan, m_rows)) {
            ++m_skipped[*value];
            return true;
        }
        const auto id = m_rows.text(m_plan.idColumn);
        const std::string where =
            // TRANSLATORS: where a database row is, in "record row 3 (id 27551)".
            id ? i18n::trf("row {} (id {})", m_row, *id) : i18n::trf("row {}", m_row);
        auto valueOf = [&](std::size_t i) {
            std::vector<std::string> parts;
            if (auto v = m_rows.text(m_plan.mapColumn[i])) parts.push_back(std::move(*v));
            return mappedValue(m_game, *m_plan.maps, i, parts);
        };
        core::Printing p;
        if (!buildMappedPrinting(m_game, *m_plan.maps, valueOf, m_file, where, m_row, 0, p,
                                 m_out.errors))
            return true;
        if (m_plan.maps->mapping->firstOfDuplicates &&
            !m_seen.insert(core::toLower(p.set()) + '\x1f' + core::toLower(p.number())).second) {
            ++m_duplicates;
            return true;
        }
        m_out.printings.push_back(std::move(p));
        if (!m_batches || m_out.printings.size() < kBatch) return true;
        std::vector<core::Printing> batch;
        std::swap(batch, m_out.printings);
        return m_batches(std::move(batch));
    }

    const core::Game& m_game;
    const std::string& m_file;
    const Plan& m_plan;
    core::QueryRows& m_rows;
    const PrintingBatches& m_batches;
    CardData& m_out;
    int m_row = 0;
    std::size_t m_duplicates = 0;
    std::set<std::string> m_seen;
    std::map<std::string, std::size_t> m_skipped;
};

} // namespace

CardData readCardSqliteData(const std::string& path, const core::Game& game,
                            const ReadProgress& progress, const PrintingBatches& batches,
                            const core::QueryOpener& openQuery) {
    CardData out;
    out.file = path;
    out.format = CardFormat::Sqlite;
    auto refuse = [&](std::string message) {
        out.errors.push_back({{path, 0, 0}, std::move(message)});
        out.broken = true;
        out.printings.clear();
        return out;
    };
    std::vector<CompiledMaps> mappings;
    for (const auto& m : game.dataMappings) {
        if (m.format != "sqlite") continue;
        std::string error;
        if (!compileMaps(m, game, mappings.emplace_back(), error))
            return refuse(
                i18n::trf("the pack's <import format=\"sqlite\" id=\"{}\">: {}", m.id, error));
    }
    if (mappings.empty())
        return refuse(i18n::trf("this is an SQLite database (an EDOPro or YGOPro .cdb?), and the "
                                "{} pack says nothing of how to read it: it needs an <import "
                                "format=\"sqlite\"> with a <query> (docs/game-pack.md, \"Card "
                                "data as the games publish it\")",
                                game.name));
    if (!openQuery)
        return refuse(i18n::tr("an SQLite database is read through the profile: import it with "
                               "deckhand-cli import cards or the desktop app"));
    using Problem = core::OpenedQuery::Problem;
    core::OpenedQuery opened;
    const CompiledMaps* chosen = nullptr;
    std::string problems;
    for (const auto& c : mappings) {
        opened = openQuery(path, c.mapping->query);
        if (opened.problem == Problem::None) {
            chosen = &c;
            break;
        }
        if (opened.problem == Problem::File)
            return refuse(i18n::trf("cannot open it as an SQLite database: {}", opened.message));
        if (opened.problem == Problem::Damaged)
            return refuse(
                i18n::trf("not an SQLite database, or a damaged one: {}", opened.message));
        problems +=
            fmt::format("{}'{}': {}", problems.empty() ? "" : "; ", c.mapping->id, opened.message);
    }
    if (!chosen)
        return refuse(i18n::trf("the {} pack's SQLite query does not run on this database "
                                "({}); nothing was read",
                                game.name, problems));
    Plan plan;
    if (auto problem = planColumns(*chosen, *opened.rows, plan); !problem.empty())
        return refuse(i18n::trf("mapping '{}': {}", chosen->mapping->id, problem));
    RowReader reader(game, path, plan, *opened.rows, batches, out);
    if (!reader.run()) return out;
    reader.addNotes(chosen->mapping->id);
    if (progress) progress(1, 1);
    return out;
}

} // namespace deckhand::io::detail
