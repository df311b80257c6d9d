// SPDX-License-Identifier: GPL-3.0-or-later

#include "mapped_values.hpp"

#include "card_mapping.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"

#include <fmt/format.h>

namespace deckhand::io::detail {

std::optional<unsigned long long> bitsOf(const std::string& from) {
    if (from.empty() || from.front() != kBitsPrefix) return std::nullopt;
    long long n = 0;
    if (!core::parseInt(std::string_view(from).substr(1), n) || n <= 0) return std::nullopt;
    return static_cast<unsigned long long>(n);
}

bool compileMaps(const core::CardDataMapping& m, const core::Game& game, CompiledMaps& out,
                 std::string& error) {
    out.mapping = &m;
    const int fieldCount = core::BuiltinFieldCount + static_cast<int>(game.fields.size());
    out.byField.assign(static_cast<std::size_t>(fieldCount), {});
    out.match.clear();
    for (std::size_t i = 0; i < m.maps.size(); ++i) {
        const auto& map = m.maps[i];
        std::optional<std::regex> re;
        if (!map.match.empty()) {
            try {
                re.emplace(map.match, std::regex::ECMAScript);
            } catch (const std::regex_error& e) {
                error = i18n::trf("match=\"{}\": {}", map.match, e.what());
                return false;
            }
        }
        out.match.push_back(std::move(re));
        const int f = game.fieldIndex(map.field);
        if (f >= 0) out.byField[static_cast<std::size_t>(f)].push_back(i);
    }
    return true;
}

namespace {

// Whether a field takes a value (so `otherwise` leaves it be).
bool takes(const core::Game& game, int field, const std::string& v) {
    if (field < 0) return true;
    const bool checked =
        game.fieldAt(field) != nullptr || (field == core::FieldRarity && !game.rarities.empty());
    return !checked || readCardCell(game, field, v).ok();
}

// The value map's answer for `v`: exactly, then in any case; bit masks test the value as an
// integer, every entry whose bits it has for a field of several values (symbols), else the
// first. Unmapped: `v` itself.
std::vector<std::string> mapped(const core::Game& game, const core::CardDataFieldMap& map,
                                int field, const std::string& v) {
    bool anyBits = false;
    std::vector<std::string> out;
    long long n = 0;
    const bool integer = core::parseInt(v, n);
    const core::FieldDef* def = game.fieldAt(field);
    const bool several = def && def->type == core::FieldType::Symbols;
    for (const auto& [from, to] : map.values) {
        const auto bits = bitsOf(from);
        if (!bits) continue;
        anyBits = true;
        if (integer && (static_cast<unsigned long long>(n) & *bits) == *bits) {
            out.push_back(to);
            if (!several) break;
        }
    }
    if (anyBits) return out; // a bit field's number is never a value of its own
    for (const auto& [from, to] : map.values)
        if (from == v) return {to};
    for (const auto& [from, to] : map.values)
        if (core::iequals(from, v)) return {to};
    return {v};
}

} // namespace

std::string mappedValue(const core::Game& game, const CompiledMaps& c, std::size_t mapIndex,
                        const std::vector<std::string>& parts) {
    const core::CardDataFieldMap& map = c.mapping->maps[mapIndex];
    const int field = game.fieldIndex(map.field);
    std::string joined;
    bool any = false;
    auto add = [&](std::string_view raw) {
        const std::string v(core::trim(raw));
        if (v.empty()) return;
        for (std::string each : mapped(game, map, field, v)) {
            if (map.hasOtherwise && !each.empty() && !takes(game, field, each))
                each = map.otherwise;
            if (each.empty()) continue;
            joined += (any ? map.join : std::string()) + each;
            any = true;
        }
    };
    std::vector<std::string> constant;
    if (map.hasConstant) constant.push_back(map.constant);
    for (const auto& part : map.hasConstant ? constant : parts) {
        std::string v(core::trim(part));
        if (const auto& re = c.match[mapIndex]) {
            std::smatch m;
            if (!std::regex_search(v, m, *re)) continue;
            v = m.size() > 1 && m[1].matched ? m[1].str() : m[0].str();
        }
        if (map.split.empty()) {
            add(v);
            continue;
        }
        std::size_t start = 0;
        while (start <= v.size()) {
            const std::size_t at = std::min(v.find(map.split, start), v.size());
            add(std::string_view(v).substr(start, at - start));
            start = at + map.split.size();
        }
    }
    return joined;
}

std::string sourcesOf(const CompiledMaps& c, int field) {
    std::string s;
    for (std::size_t i : c.byField[static_cast<std::size_t>(field)]) {
        const auto& map = c.mapping->maps[i];
        s += (s.empty() ? "" : ", ") +
             (map.hasConstant ? fmt::format("\"{}\"", map.constant) : map.from);
    }
    return s;
}

namespace {

std::string fieldId(const core::Game& game, int f) {
    if (const core::FieldDef* def = game.fieldAt(f)) return def->id;
    return std::string(core::builtinFieldId(f));
}

bool required(const core::Game& game, int f) {
    if (f == core::FieldName || f == core::FieldSet || f == core::FieldNumber) return true;
    if (f == core::FieldRarity) return game.rarityRequired;
    const core::FieldDef* def = game.fieldAt(f);
    return def && def->required;
}

} // namespace

bool buildMappedPrinting(const core::Game& game, const CompiledMaps& c,
                         const std::function<std::string(std::size_t)>& valueOf,
                         const std::string& file, const std::string& where, int line, int column,
                         core::Printing& p, std::vector<ParseError>& errors) {
    const int fieldCount = core::BuiltinFieldCount + static_cast<int>(game.fields.size());
    p.values.assign(static_cast<std::size_t>(fieldCount), {});
    p.numbers.assign(static_cast<std::size_t>(fieldCount), std::nullopt);
    p.origin = {file, line, column};
    std::vector<std::string> bad;
    for (int f = 0; f < fieldCount; ++f) {
        const auto& maps = c.byField[static_cast<std::size_t>(f)];
        std::string value;
        std::size_t from = 0;
        for (std::size_t i : maps) {
            value = valueOf(i);
            from = i;
            if (!value.empty()) break;
        }
        const std::string id = fieldId(game, f);
        if (value.empty()) {
            if (required(game, f))
                bad.push_back(maps.empty()
                                  ? i18n::trf("no {} (the mapping names no source of it)", id)
                                  : i18n::trf("no {} (read from: {})", id, sourcesOf(c, f)));
            continue;
        }
        const auto& map = c.mapping->maps[from];
        auto parsed = readCardCell(game, f, value, id);
        if (!parsed.ok()) {
            for (auto& e : parsed.errors)
                bad.push_back(i18n::trf("field {} from {}: {}", id,
                                        map.hasConstant ? "value=\"" + map.constant + "\""
                                                        : "'" + map.from + "'",
                                        e.message));
            continue;
        }
        p.values[static_cast<std::size_t>(f)] = parsed.value;
        if (const core::FieldDef* def = game.fieldAt(f);
            def && def->type == core::FieldType::Integer && !parsed.value.empty()) {
            long long n = 0;
            if (core::parseInt(parsed.value, n)) p.numbers[static_cast<std::size_t>(f)] = n;
        }
    }
    if (bad.empty()) return true;
    const std::string& name = p.values[core::FieldName];
    for (auto& message : bad)
        addError(errors,
                 {{file, line, column},
                  // TRANSLATORS: the record, the card's name, what is wrong with it.
                  name.empty() ? i18n::trf("record {} (a card): {}", where, message)
                               : i18n::trf("record {} (card '{}'): {}", where, name, message)});
    return false;
}

} // namespace deckhand::io::detail
