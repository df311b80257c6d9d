// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/limited_list.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <tuple>

namespace deckhand::core {

bool sameList(std::string_view a, std::string_view b) {
    const std::string fa = foldName(a), fb = foldName(b), unnamed = foldName(kUnnamedList);
    return fa == fb || fa == unnamed || fb == unnamed;
}

std::string limitedEntryKey(std::string_view name,
                            std::vector<std::pair<std::string, std::string>> fields) {
    std::sort(fields.begin(), fields.end());
    std::string key = foldName(name);
    for (const auto& [field, value] : fields)
        key += fmt::format("\x1f{}={}", toLower(trim(field)), trim(value));
    return key;
}

LimitedEntry splitLimitedEntryKey(std::string_view key) {
    LimitedEntry out;
    std::size_t at = key.find('\x1f');
    out.folded = std::string(key.substr(0, at));
    while (at != std::string_view::npos) {
        const std::size_t next = key.find('\x1f', at + 1);
        const std::string_view part = key.substr(
            at + 1, next == std::string_view::npos ? std::string_view::npos : next - at - 1);
        const std::size_t eq = part.find('=');
        out.fields.emplace_back(std::string(part.substr(0, eq)),
                                eq == std::string_view::npos ? std::string()
                                                             : std::string(part.substr(eq + 1)));
        at = next;
    }
    return out;
}

namespace {

// A list's value for a field as the card data stores it; "" (matching nothing) when the field
// does not take it.
std::string canonicalValue(const Game& game, int index, const std::string& value) {
    const FieldDef* def = game.fieldAt(index);
    if (index == FieldRarity && !game.rarities.empty()) {
        auto r = parseFieldValue(rarityField(game), value);
        return r.ok() ? r.value : std::string();
    }
    if (!def) return foldName(value);
    if (def->type == FieldType::Text) return foldName(value);
    auto r = parseFieldValue(*def, value);
    return r.ok() ? r.value : std::string();
}

} // namespace

bool entryNames(const Game& game, const LimitedEntry& entry, const Printing& p) {
    if (p.foldedName != entry.folded) return false;
    for (const auto& [field, value] : entry.fields) {
        const int index = game.fieldIndex(field);
        if (index < 0 || static_cast<std::size_t>(index) >= p.values.size()) return false;
        const FieldDef* def = game.fieldAt(index);
        const std::string& have = p.values[static_cast<std::size_t>(index)];
        const bool folded = !def || def->type == FieldType::Text;
        const std::string want = canonicalValue(game, index, value);
        if (want.empty() || (folded ? foldName(have) : have) != want) return false;
    }
    return true;
}

std::vector<ParseError> checkEntryFields(const LimitedListVersion& version, const Game& game) {
    std::vector<ParseError> out;
    for (const auto& [key, max] : version.maxCopies) {
        if (key.find('\x1f') == std::string::npos) continue;
        const auto at = version.entryOrigin.find(key);
        const SourceLocation where = at == version.entryOrigin.end() ? version.origin : at->second;
        for (const auto& [field, value] : splitLimitedEntryKey(key).fields) {
            const int index = game.fieldIndex(field);
            if (index < 0 || index == FieldName) {
                out.push_back({where, i18n::trf("<card> {}=\"{}\": '{}' is not a field of {}",
                                                field, value, field, game.name)});
                continue;
            }
            const FieldDef* def = game.fieldAt(index);
            const FieldDef rarity = rarityField(game);
            if (index == FieldRarity && !game.rarities.empty()) def = &rarity;
            if (!def || def->type == FieldType::Text) continue;
            auto read = parseFieldValue(*def, value);
            if (!read.ok()) out.push_back({where, "<card> " + read.errors.front().message});
        }
    }
    std::sort(out.begin(), out.end(), [](const ParseError& a, const ParseError& b) {
        return std::tie(a.where.line, a.where.column) < std::tie(b.where.line, b.where.column);
    });
    return out;
}

std::vector<UnknownListEntry> unknownEntries(const LimitedListVersion& version,
                                             const CardCatalogue& catalogue) {
    std::vector<UnknownListEntry> out;
    for (const auto& [folded, max] : version.maxCopies) {
        const auto entry = splitLimitedEntryKey(folded);
        const auto& printings = catalogue.byName(entry.folded);
        if (std::any_of(printings.begin(), printings.end(),
                        [&](const Printing* p) { return entryNames(catalogue.game(), entry, *p); }))
            continue;
        UnknownListEntry e;
        const auto spelt = version.spelling.find(folded);
        e.name = spelt == version.spelling.end() ? folded : spelt->second;
        if (const auto at = version.entryOrigin.find(folded); at != version.entryOrigin.end())
            e.where = at->second;
        e.closest = closestMatches(entry.folded, catalogue.names(), catalogue.foldedNames());
        out.push_back(std::move(e));
    }
    // A misspelt card of cards that may not be together lets the pair through.
    for (const auto& apart : version.apart)
        for (const auto& group : apart.groups)
            for (const auto& name : group) {
                const std::string folded = foldName(name);
                if (!catalogue.byName(folded).empty()) continue;
                out.push_back({name, apart.where,
                               closestMatches(folded, catalogue.names(), catalogue.foldedNames())});
            }
    std::sort(out.begin(), out.end(),
              [](const UnknownListEntry& a, const UnknownListEntry& b) { return a.name < b.name; });
    return out;
}

std::string unknownEntryMessage(const LimitedListVersion& version, const UnknownListEntry& entry,
                                const std::string& gameName) {
    const std::string label =
        version.label.empty() ? shownMonthYear(version.effective) : version.label;
    return i18n::trf("'{}' on the {} {} names no card of {}, so it limits nothing.{}", entry.name,
                     label, version.name, gameName, didYouMean(entry.closest));
}

std::string sampleReplacedNote(const LimitedListVersion& sample,
                               const LimitedListVersion& replacement) {
    return i18n::trf("the {} list effective {} from {} replaces the bundled SAMPLE list of that "
                     "date ({})",
                     replacement.game, shownDate(replacement.effective), replacement.origin.str(),
                     sample.origin.str());
}

std::vector<ParseError> LimitedListHistory::add(LimitedListVersion version,
                                                std::vector<std::string>* notes) {
    for (auto it = m_versions.begin(); it != m_versions.end(); ++it) {
        const auto& v = *it;
        if (v.game != version.game || v.effective != version.effective) continue;
        // Sample data gives way to the user's list of its date, whatever either is called.
        if (v.sample && !version.sample) {
            if (notes) notes->push_back(sampleReplacedNote(v, version));
            m_versions.erase(it);
            break;
        }
        if (sameList(v.name, version.name)) {
            return {{version.origin,
                     i18n::trf("a {} list effective {} is already loaded (from {})", version.game,
                               shownDate(version.effective), v.origin.str())}};
        }
    }
    if (version.label.empty()) version.label = version.effective.monthYear();
    auto pos =
        std::upper_bound(m_versions.begin(), m_versions.end(), version,
                         [](const LimitedListVersion& a, const LimitedListVersion& b) {
                             return std::tie(a.game, a.effective) < std::tie(b.game, b.effective);
                         });
    m_versions.insert(pos, std::move(version));
    return {};
}

const LimitedListVersion* LimitedListHistory::inForce(const std::string& game, const Date& date,
                                                      std::string_view list) const {
    const LimitedListVersion* best = nullptr;
    const std::string folded = foldName(list);
    for (const auto& v : m_versions)
        if (v.game == game && v.effective <= date && (folded.empty() || foldName(v.name) == folded))
            best = &v; // sorted: the last one wins
    return best;
}

std::vector<const LimitedListVersion*> LimitedListHistory::versions(const std::string& game) const {
    std::vector<const LimitedListVersion*> out;
    for (const auto& v : m_versions)
        if (v.game == game) out.push_back(&v);
    return out;
}

} // namespace deckhand::core
