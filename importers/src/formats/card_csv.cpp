// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/card_csv.hpp"

#include "card_mapping.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/csv.hpp"
#include "deckhand/io/file.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::io {

using core::FieldDef;
using core::FieldType;
using core::Game;
using core::Printing;

namespace {

std::string expectedList(const std::vector<std::string>& values) {
    std::string s;
    for (const auto& v : values)
        s += (s.empty() ? "" : ", ") + v;
    return s;
}

// Printings handed on at a time when the caller takes them while the file is read.
constexpr std::size_t kBatch = 3600;

bool blankRecord(const std::vector<std::string>& r) {
    for (const auto& f : r)
        if (!core::trim(f).empty()) return false;
    return true;
}

} // namespace

Result<std::string> readCardCell(const Game& game, int field, std::string_view cell,
                                 std::string_view column) {
    if (const FieldDef* def = game.fieldAt(field)) return parseFieldValue(*def, cell);
    if (field == core::FieldRarity && !game.rarities.empty()) {
        const FieldDef rarity{"rarity",        "Rarity",
                              FieldType::Enum, game.rarityRequired,
                              game.rarities,   game.rarityAliases};
        return parseFieldValue(rarity, cell);
    }
    if (field == core::FieldName || field == core::FieldSet || field == core::FieldNumber) {
        const FieldDef required{std::string(column.empty() ? core::builtinFieldId(field) : column),
                                "",
                                FieldType::Text,
                                true,
                                {},
                                {}};
        return parseFieldValue(required, cell);
    }
    return {std::string(core::trim(cell)), {}};
}

Result<std::vector<Printing>> readCardCsv(std::string_view input, const Game& game,
                                          const std::string& file) {
    return detail::toResult(detail::readCardCsvData(input, game, file));
}

CardData detail::readCardCsvData(std::string_view input, const Game& game, const std::string& file,
                                 const ReadProgress& progress, const PrintingBatches& batches) {
    return readCardCsvData([&](const CsvRecords& records) { return readCsv(input, file, records); },
                           input.size(), game, file, progress, batches);
}

CardData detail::readCardCsvData(const CsvSource& source, std::uint64_t size, const Game& game,
                                 const std::string& file, const ReadProgress& progress,
                                 const PrintingBatches& batches) {
    CardData out;
    out.file = file;
    out.format = CardFormat::Csv;
    auto fail = [&](int line, int column, std::string message) {
        detail::addError(out.errors, {{file, line, column}, std::move(message)});
    };

    // Header: which column feeds which field. Read when the first row comes, or at the end
    // when none does; false when the file cannot be read for it.
    const int fieldCount = core::BuiltinFieldCount + static_cast<int>(game.fields.size());
    std::vector<int> target;
    std::vector<int> columnOf(static_cast<std::size_t>(fieldCount), -1);
    bool headerRead = false;
    auto readHeader = [&](const std::vector<std::string>& header, int headerLine) {
        headerRead = true;
        const std::size_t before = out.errors.size();
        target.assign(header.size(), -1);
        for (std::size_t i = 0; i < header.size(); ++i) {
            const std::string name(core::trim(header[i]));
            const int f = game.fieldIndex(name);
            if (f < 0) continue;
            if (columnOf[static_cast<std::size_t>(f)] >= 0) {
                fail(headerLine, static_cast<int>(i) + 1,
                     i18n::trf("column '{}' appears twice (also column {})", name,
                               columnOf[static_cast<std::size_t>(f)] + 1));
                continue;
            }
            target[i] = f;
            columnOf[static_cast<std::size_t>(f)] = static_cast<int>(i);
        }
        // A column twice: which one holds the field?
        if (out.errors.size() > before) out.broken = true;
        std::vector<std::string> missing;
        for (const char* builtin : {"name", "set", "number"})
            if (columnOf[static_cast<std::size_t>(game.fieldIndex(builtin))] < 0)
                missing.emplace_back(builtin);
        if (game.rarityRequired && columnOf[core::FieldRarity] < 0) missing.emplace_back("rarity");
        for (std::size_t i = 0; i < game.fields.size(); ++i)
            if (game.fields[i].required && columnOf[core::BuiltinFieldCount + i] < 0)
                missing.push_back(game.fields[i].id);
        if (missing.empty()) return true;
        fail(headerLine, 0,
             i18n::trfn("missing required column {} (the header has: {})",
                        "missing required columns {} (the header has: {})", missing.size(),
                        expectedList(missing), expectedList(header)));
        out.broken = true;
        return false;
    };

    // Each row as the CSV reader reads it, its printing handed on with the others of its batch
    // while the file is read (not once it is broken: then none may be used); false stops it.
    auto row = [&](const CsvTable& c, std::vector<std::string>&& rec, int line,
                   std::size_t bytesRead) {
        const auto& header = c.header;
        if (!headerRead && !readHeader(header, c.headerLine)) return false;
        if (out.errors.size() + c.malformedLines.size() >= detail::kMaxCardErrors) {
            out.errors.push_back(
                {{file, line, 1},
                 i18n::trf("reading stopped after {} errors: is this the right game's card data?",
                           detail::kMaxCardErrors)});
            out.broken = true;
            return false;
        }
        if (blankRecord(rec)) return true;
        if (rec.size() != header.size()) {
            fail(line, static_cast<int>(std::min(rec.size(), header.size())) + 1,
                 i18n::trf("this row has {} fields; the header has {}", rec.size(), header.size()));
            return true;
        }
        Printing p;
        p.values.assign(static_cast<std::size_t>(fieldCount), {});
        p.numbers.assign(static_cast<std::size_t>(fieldCount), std::nullopt);
        p.origin = {file, line, columnOf[core::FieldNumber] + 1};
        bool rowOk = true;
        for (std::size_t col = 0; col < rec.size(); ++col) {
            const int f = target[col];
            if (f < 0) {
                const std::string name(core::trim(header[col]));
                const std::string_view v = core::trim(rec[col]);
                if (!v.empty())
                    p.extras[name.empty() ? fmt::format("column{}", col + 1) : name] =
                        std::string(v);
                continue;
            }
            auto value = readCardCell(game, f, rec[col], core::trim(header[col]));
            if (!value.ok()) {
                for (auto& e : value.errors)
                    fail(line, static_cast<int>(col) + 1,
                         i18n::trf("column '{}': {}", core::trim(header[col]), e.message));
                rowOk = false;
                continue;
            }
            p.values[static_cast<std::size_t>(f)] = value.value;
            if (const FieldDef* def = game.fieldAt(f);
                def && def->type == FieldType::Integer && !value.value.empty()) {
                long long n = 0;
                if (core::parseInt(value.value, n)) p.numbers[static_cast<std::size_t>(f)] = n;
            }
        }
        if (!rowOk) return true;
        out.printings.push_back(std::move(p));
        if (!batches || out.broken || out.printings.size() < kBatch) return true;
        // How far the file is read tells the taker how many printings to expect of it.
        if (progress) progress(bytesRead, size);
        std::vector<Printing> batch;
        batch.reserve(kBatch);
        std::swap(batch, out.printings);
        return batches(std::move(batch));
    };

    auto table = source(row);
    // A malformed record is a bad row (left out with --skip-bad); any other error is the file's,
    // and then it is all that is told.
    if (table.errors.size() > table.value.malformedLines.size()) {
        out.errors = std::move(table.errors);
        out.printings.clear();
        out.broken = true;
        return out;
    }
    if (!headerRead) readHeader(table.value.header, table.value.headerLine); // no row
    if (!table.errors.empty()) { // the malformed records' errors among the others, in line order
        out.errors.insert(out.errors.end(), std::make_move_iterator(table.errors.begin()),
                          std::make_move_iterator(table.errors.end()));
        std::stable_sort(
            out.errors.begin(), out.errors.end(),
            [](const ParseError& a, const ParseError& b) { return a.where.line < b.where.line; });
    }
    return out;
}

Result<std::vector<Printing>> readCardCsvFile(const std::string& path, const Game& game) {
    return detail::toResult(detail::readCardCsvData(
        [&](const CsvRecords& records) { return readCsvFile(path, records); }, 0, game, path, {},
        {}));
}

} // namespace deckhand::io
