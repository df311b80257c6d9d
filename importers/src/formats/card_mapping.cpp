// SPDX-License-Identifier: GPL-3.0-or-later

#include "card_mapping.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"

#include <algorithm>
#include <climits>
#include <fmt/format.h>

namespace deckhand::io::detail {

using core::FieldType;

namespace {

// How source and field names are compared: folded as names are (case in any script), spaces,
// '_' and '-' ignored ("Card Number" = "card_number" = "cardnumber", "COÛT" = "coût").
std::string key(std::string_view s) {
    std::string out = core::foldName(s);
    std::erase_if(out, [](char c) { return c == ' ' || c == '_' || c == '-'; });
    return out;
}

// Names every format's files use for the builtin fields, after the format's own.
constexpr std::pair<std::string_view, std::string_view> kCommonNames[] = {
    {"card name", "name"},  {"card number", "number"}, {"collector number", "number"},
    {"num", "number"},      {"no", "number"},          {"rules", "text"},
    {"rules text", "text"}, {"card text", "text"},
};

constexpr int kUnset = INT_MAX;

} // namespace

FieldMapper::FieldMapper(
    const core::Game& game, std::string_view format,
    std::initializer_list<std::pair<std::string_view, std::string_view>> defaults,
    std::initializer_list<std::string_view> ignored)
    : m_game(game), m_fieldCount(core::BuiltinFieldCount + static_cast<int>(game.fields.size())),
      m_explicitField(static_cast<std::size_t>(m_fieldCount), false), m_rarity{"rarity",
                                                                               "Rarity",
                                                                               FieldType::Enum,
                                                                               game.rarityRequired,
                                                                               game.rarities,
                                                                               game.rarityAliases} {
    for (const auto& mapping : game.imports) {
        if (mapping.format != format) continue;
        for (const auto& [from, to] : mapping.maps) {
            const int f = game.fieldIndex(to);
            if (f < 0) continue; // the pack reader refuses these
            m_explicit.emplace_back(key(from), f);
            m_explicitField[static_cast<std::size_t>(f)] = true;
        }
    }
    for (const auto& [from, to] : defaults) {
        const int f = game.fieldIndex(to);
        if (f >= 0) m_defaults.emplace_back(key(from), f);
    }
    m_formatDefaults = m_defaults.size();
    for (const auto& [from, to] : kCommonNames) {
        const int f = game.fieldIndex(to);
        if (f >= 0) m_defaults.emplace_back(key(from), f);
    }
    for (auto i : ignored)
        m_ignored.push_back(key(i));
    m_parsed.resize(static_cast<std::size_t>(m_fieldCount));
    for (int f = 0; f < m_fieldCount; ++f)
        if (required(f)) m_required.push_back(f);
}

const Result<std::string>& FieldMapper::parse(int field, const core::FieldDef& def,
                                              std::string_view value) {
    if (def.type == FieldType::Text) {
        m_uncached = parseFieldValue(def, value);
        return m_uncached;
    }
    auto& cache = m_parsed[static_cast<std::size_t>(field)];
    if (auto it = cache.find(value); it != cache.end()) return it->second;
    if (cache.size() >= 1024) { // a file of all-different values: no point remembering them
        m_uncached = parseFieldValue(def, value);
        return m_uncached;
    }
    return cache.emplace(value, parseFieldValue(def, value)).first->second;
}

FieldMapper::Target FieldMapper::target(std::string_view source) {
    // Sources repeat on every card, in the same order: the one after the last asked is tried
    // first (one comparison), then every distinct spelling seen, each resolved once.
    std::size_t i = m_next;
    if (i >= m_seen.size() || m_seen[i].first != source) {
        if (auto it = m_cache.find(source); it != m_cache.end()) {
            i = it->second;
        } else {
            i = m_seen.size();
            m_seen.emplace_back(std::string(source), resolve(source));
            m_cache.emplace(source, i);
        }
    }
    m_next = i + 1;
    return m_seen[i].second;
}

FieldMapper::Target FieldMapper::resolve(std::string_view source) const {
    const std::string k = key(source);
    for (std::size_t i = 0; i < m_explicit.size(); ++i)
        if (m_explicit[i].first == k) return {m_explicit[i].second, static_cast<int>(i)};
    for (std::size_t i = 0; i < m_defaults.size(); ++i) {
        const int f = m_defaults[i].second;
        if (m_defaults[i].first == k && !m_explicitField[static_cast<std::size_t>(f)])
            return {f, 1000 + static_cast<int>(i)};
    }
    for (int f = 0; f < m_fieldCount; ++f) {
        if (m_explicitField[static_cast<std::size_t>(f)]) continue;
        const core::FieldDef* def = m_game.fieldAt(f);
        const bool same = def ? key(def->id) == k || key(def->label) == k
                              : f < core::BuiltinFieldCount && core::builtinFieldId(f) == k;
        if (same) return {f, 2000};
    }
    for (const auto& i : m_ignored) {
        const bool prefix = !i.empty() && i.back() == '*';
        if (prefix ? k.compare(0, i.size() - 1, i, 0, i.size() - 1) == 0 : k == i)
            return {kIgnored, 0};
    }
    return {};
}

const core::FieldDef* FieldMapper::definition(int field) const {
    if (const core::FieldDef* def = m_game.fieldAt(field)) return def;
    if (field == core::FieldRarity && !m_game.rarities.empty()) return &m_rarity;
    return nullptr;
}

bool FieldMapper::required(int field) const {
    if (field == core::FieldName || field == core::FieldSet || field == core::FieldNumber)
        return true;
    if (field == core::FieldRarity) return !m_game.rarities.empty();
    const core::FieldDef* def = m_game.fieldAt(field);
    return def && def->required;
}

std::string FieldMapper::sourcesOf(int field) const {
    std::string out;
    auto add = [&](const std::string& k) {
        if (out.find(k) == std::string::npos) out += (out.empty() ? "" : ", ") + k;
    };
    for (const auto& [k, f] : m_explicit)
        if (f == field) add(k);
    if (out.empty())
        for (std::size_t i = 0; i < m_formatDefaults; ++i)
            if (m_defaults[i].second == field) add(m_defaults[i].first);
    return out;
}

void addError(std::vector<ParseError>& errors, ParseError error) {
    if (errors.size() < kMaxCardErrors) errors.push_back(std::move(error));
}

PrintingBuilder::PrintingBuilder(FieldMapper& mapper) : m_mapper(&mapper) {
    clear();
}

void PrintingBuilder::clear() {
    const auto n = static_cast<std::size_t>(m_mapper->fieldCount());
    m_values.assign(n, {});
    m_numbers.assign(n, std::nullopt);
    m_priority.assign(n, kUnset);
    m_from.assign(n, {});
    m_extras.clear();
    m_errors.clear();
}

const std::string& PrintingBuilder::name() const {
    return m_values[core::FieldName];
}

bool PrintingBuilder::has(int field) const {
    return m_priority[static_cast<std::size_t>(field)] != kUnset;
}

namespace {

std::string describe(const PrintingBuilder::Label& label, std::string_view source,
                     std::string_view value) {
    switch (label.kind) {
    case PrintingBuilder::Label::Element:
        return fmt::format("<{}>", source);
    case PrintingBuilder::Label::Attribute:
        return fmt::format("<{} {}=\"{}\">", label.text, source, value);
    case PrintingBuilder::Label::Property:
        return i18n::trf("property '{}'", source);
    case PrintingBuilder::Label::Column:
        return i18n::trf("column '{}'", source);
    case PrintingBuilder::Label::Text:
        break;
    }
    return std::string(label.text);
}

} // namespace

void PrintingBuilder::add(std::string_view source, std::string_view raw, int line, int column,
                          Label label, bool keepExtra) {
    const std::string_view v = core::trim(raw);
    if (v.empty()) return;
    const auto t = m_mapper->target(source);
    if (t.field == FieldMapper::kIgnored) return;
    if (t.field < 0) {
        if (keepExtra) m_extras.emplace(source, v);
        return;
    }
    const auto f = static_cast<std::size_t>(t.field);
    if (m_priority[f] <= t.priority) { // a better source already gave this field
        if (keepExtra) m_extras.emplace(source, v);
        return;
    }
    // A value a worse source gave goes to the extras; the field's string is then written in
    // place (a builder reused card after card keeps its room).
    if (m_priority[f] != kUnset && !m_values[f].empty())
        m_extras.emplace(m_from[f], std::move(m_values[f]));
    std::string& value = m_values[f];
    value.clear();
    std::optional<long long> number;
    const core::FieldDef* def = m_mapper->definition(t.field);
    if (def && def->type != FieldType::Text) {
        const auto& parsed = m_mapper->parse(t.field, *def, v);
        if (!parsed.ok()) {
            for (auto& e : parsed.errors)
                m_errors.push_back(
                    {line, column, fmt::format("{}: {}", describe(label, source, v), e.message)});
        } else {
            value.assign(parsed.value);
            long long n = 0;
            if (def->type == FieldType::Integer && core::parseInt(value, n)) number = n;
        }
    } else {
        value.assign(v);
    }
    m_numbers[f] = number;
    m_priority[f] = t.priority;
    m_from[f].assign(source); // a bad value claims the field too: it is not also reported missing
}

bool PrintingBuilder::takeErrors(const std::string& file, std::vector<ParseError>& errors) {
    for (auto& e : m_errors)
        addError(errors, {{file, e.line, e.column},
                          // TRANSLATORS: the card whose value is wrong, then what is wrong with it.
                          name().empty() ? i18n::trf("a card: {}", e.message)
                                         : i18n::trf("card '{}': {}", name(), e.message)});
    const bool ok = m_errors.empty();
    m_errors.clear();
    return ok;
}

bool PrintingBuilder::finish(core::Printing& out, const std::string& file, int line, int column,
                             std::vector<ParseError>& errors) {
    bool ok = takeErrors(file, errors);
    for (const int f : m_mapper->requiredFields()) {
        if (m_priority[static_cast<std::size_t>(f)] != kUnset) continue;
        if (f == core::FieldNumber && m_mapper->numbersByPosition()) continue; // PositionNumbers
        const core::FieldDef* def = m_mapper->game().fieldAt(f);
        const std::string_view id = def ? std::string_view(def->id) : core::builtinFieldId(f);
        const std::string sources = m_mapper->sourcesOf(f);
        // TRANSLATORS: the card's name, a field's id, where the field was looked for.
        std::string message =
            name().empty()
                ? (sources.empty() ? i18n::trf("a card has no {}", id)
                                   : i18n::trf("a card has no {} (read from: {})", id, sources))
                : (sources.empty()
                       ? i18n::trf("card '{}' has no {}", name(), id)
                       : i18n::trf("card '{}' has no {} (read from: {})", name(), id, sources));
        addError(errors, {{file, line, column}, std::move(message)});
        ok = false;
    }
    if (!ok) return false;
    out.values = std::move(m_values);
    out.numbers = std::move(m_numbers);
    out.extras = std::move(m_extras);
    out.origin = {file, line, column};
    return true;
}

int PositionNumbers::next(const std::string& set) {
    return ++m_count[set];
}

void PositionNumbers::unnumbered(std::size_t index, const std::string& set, int position) {
    m_unnumbered.push_back({index, set, position});
}

void PositionNumbers::handedOut(const std::vector<core::Printing>& printings) {
    for (const auto& p : printings)
        if (!p.number().empty()) m_numbered.try_emplace(p.set(), p.number(), p.origin.line);
}

void PositionNumbers::apply(std::vector<core::Printing>& printings, const std::string& file,
                            std::vector<ParseError>& errors, std::vector<std::string>& notes) {
    if (m_unnumbered.empty()) return;
    // A set some of whose printings have a number: numbering the others by place could give
    // one a number another card has, so they are reported instead.
    std::map<std::string, std::pair<std::string, int>> numbered(m_numbered.begin(),
                                                                m_numbered.end()); // the first's
    for (const auto& p : printings)
        if (!p.number().empty()) numbered.try_emplace(p.set(), p.number(), p.origin.line);
    std::vector<bool> drop(printings.size(), false);
    std::map<std::string, std::pair<int, int>> done; // set -> printings numbered, its places
    std::size_t count = 0;
    for (const auto& e : m_unnumbered) {
        core::Printing& p = printings[e.index];
        if (auto it = numbered.find(e.set); it != numbered.end()) {
            const auto& [other, otherLine] = it->second;
            addError(errors,
                     {p.origin, p.name().empty()
                                    ? i18n::trf("a card has no number, though other cards of set "
                                                "{} have one ({} at line {})",
                                                e.set, other, otherLine)
                                    : i18n::trf("card '{}' has no number, though other cards of "
                                                "set {} have one ({} at line {})",
                                                p.name(), e.set, other, otherLine)});
            drop[e.index] = true;
            continue;
        }
        const int places = m_count[e.set];
        const int width = std::max<int>(3, static_cast<int>(std::to_string(places).size()));
        p.values[core::FieldNumber] = fmt::format("{:0{}}", e.position, width);
        auto& d = done[e.set];
        ++d.first;
        d.second = places;
        ++count;
    }
    if (std::find(drop.begin(), drop.end(), true) != drop.end()) {
        std::vector<core::Printing> kept;
        kept.reserve(printings.size());
        for (std::size_t i = 0; i < printings.size(); ++i)
            if (!drop[i]) kept.push_back(std::move(printings[i]));
        printings = std::move(kept);
    }
    if (count == 0) return;
    std::string sets;
    std::size_t listed = 0;
    for (const auto& [set, d] : done) {
        if (++listed > 5) {
            sets += i18n::trfn(" and {} more set", " and {} more sets", done.size() - 5,
                               done.size() - 5);
            break;
        }
        const int width = std::max<int>(3, static_cast<int>(std::to_string(d.second).size()));
        sets += fmt::format("{}{} {:0{}}", listed > 1 ? ", " : "", set, 1, width);
        if (d.second > 1) sets += fmt::format("-{:0{}}", d.second, width);
    }
    notes.push_back(i18n::trfn(
        "{}: {} printing had no number; numbered by place in their set in this file ({}): the "
        "same on every import of this file. A <map to=\"number\"/> in the pack's <import> takes "
        "the number from a property instead",
        "{}: {} printings had no number; numbered by place in their set in this file ({}): the "
        "same on every import of this file. A <map to=\"number\"/> in the pack's <import> takes "
        "the number from a property instead",
        count, file, count, sets));
}

} // namespace deckhand::io::detail
