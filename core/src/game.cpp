// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/game.hpp"

#include "deckhand/core/considering.hpp"
#include "deckhand/core/error.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::core {

namespace {

std::string expectedList(const std::vector<std::string>& values) {
    std::string s;
    for (const auto& v : values)
        s += (s.empty() ? "" : ", ") + v;
    return s;
}

// Matches an enum value or symbol (canonical or alias) folded; nullptr when unknown.
const std::string* matchValue(const FieldDef& f, std::string_view cell) {
    const std::string folded = foldName(cell);
    for (const auto& v : f.values)
        if (foldName(v) == folded) return &v;
    if (auto it = f.aliases.find(folded); it != f.aliases.end()) {
        for (const auto& v : f.values)
            if (v == it->second) return &v;
    }
    return nullptr;
}

} // namespace

Result<std::string> parseFieldValue(const FieldDef& field, std::string_view raw) {
    Result<std::string> out;
    const std::string_view cell = trim(raw);
    if (cell.empty()) {
        // TRANSLATORS: {} is a field's id ("cost").
        if (field.required) out.errors.push_back({{}, i18n::trf("{} is required", field.id)});
        return out;
    }
    switch (field.type) {
    case FieldType::Text:
        out.value = std::string(cell);
        break;
    case FieldType::Integer: {
        long long n = 0;
        if (!parseInt(cell, n))
            out.errors.push_back(
                {{}, i18n::trf("{} must be a whole number, not '{}'", field.id, cell)});
        else
            out.value = std::to_string(n);
        break;
    }
    case FieldType::Enum: {
        if (const std::string* v = matchValue(field, cell)) {
            out.value = *v;
        } else {
            auto close = closestMatches(cell, field.values, 1);
            out.errors.push_back(
                {{},
                 close.empty()
                     // TRANSLATORS: a field's id, the value, the values it takes.
                     ? i18n::trf("unknown {} '{}' (expected one of: {})", field.id, cell,
                                 expectedList(field.values))
                     // TRANSLATORS: as above; the last {} is "Did you mean ...?".
                     : i18n::trf("unknown {} '{}' (expected one of: {}).{}", field.id, cell,
                                 expectedList(field.values), didYouMean(close))});
        }
        break;
    }
    case FieldType::Symbols: {
        // Symbols written together, with or without separators: "ΣΩ", "SO", "Σ, Ω".
        std::vector<bool> present(field.values.size(), false);
        std::string_view rest = cell;
        while (!rest.empty()) {
            if (rest.front() == ' ' || rest.front() == ',' || rest.front() == '|' ||
                rest.front() == '+') {
                rest.remove_prefix(1);
                continue;
            }
            std::size_t best = 0;
            int which = -1;
            for (std::size_t i = 0; i < field.values.size(); ++i) {
                const auto& v = field.values[i];
                if (v.size() > best && rest.size() >= v.size() &&
                    iequals(rest.substr(0, v.size()), v)) {
                    best = v.size();
                    which = static_cast<int>(i);
                }
            }
            for (const auto& [alias, canonical] : field.aliases) {
                if (alias.size() > best && rest.size() >= alias.size() &&
                    iequals(rest.substr(0, alias.size()), alias)) {
                    for (std::size_t i = 0; i < field.values.size(); ++i) {
                        if (field.values[i] == canonical) {
                            best = alias.size();
                            which = static_cast<int>(i);
                        }
                    }
                }
            }
            if (which < 0) {
                out.errors.push_back(
                    {{},
                     i18n::trf("{} '{}' has an unknown symbol at '{}' (symbols: {})", field.id,
                               cell, rest, expectedList(field.values))});
                return out;
            }
            present[static_cast<std::size_t>(which)] = true;
            rest.remove_prefix(best);
        }
        for (std::size_t i = 0; i < field.values.size(); ++i)
            if (present[i]) out.value += field.values[i];
        break;
    }
    }
    return out;
}

std::vector<std::string> fieldValues(const Game& game, int index,
                                     const std::vector<std::string>& values) {
    std::vector<std::string> out;
    if (index < 0 || static_cast<std::size_t>(index) >= values.size()) return out;
    const std::string& v = values[static_cast<std::size_t>(index)];
    const FieldDef* def = game.fieldAt(index);
    if (!def || def->type != FieldType::Symbols) {
        if (!trim(v).empty()) out.emplace_back(v);
        return out;
    }
    // Stored as the symbols written together in declared order ("ΣΩ"): the longest declared
    // symbol at each place, as parseFieldValue read them.
    std::string_view rest = v;
    while (!rest.empty()) {
        const std::string* best = nullptr;
        for (const auto& symbol : def->values)
            if (rest.starts_with(symbol) && (!best || symbol.size() > best->size())) best = &symbol;
        if (!best) break;
        out.push_back(*best);
        rest.remove_prefix(best->size());
    }
    return out;
}

FieldDef rarityField(const Game& game) {
    return FieldDef{"rarity", "Rarity", FieldType::Enum, false, game.rarities, game.rarityAliases};
}

std::string Citation::str() const {
    if (heading.empty()) return file;
    if (file.empty()) return heading;
    return file + " \xC2\xA7 " + heading;
}

std::string_view builtinFieldId(int index) {
    static constexpr std::string_view kBuiltins[] = {"name", "set", "number", "rarity", "text"};
    static_assert(std::size(kBuiltins) == BuiltinFieldCount);
    return index >= 0 && index < BuiltinFieldCount ? kBuiltins[index] : std::string_view();
}

int Game::fieldIndex(std::string_view fieldId) const {
    for (int i = 0; i < BuiltinFieldCount; ++i)
        if (iequals(builtinFieldId(i), fieldId)) return i;
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (iequals(fields[i].id, fieldId)) return BuiltinFieldCount + static_cast<int>(i);
    return -1;
}

const FieldDef* Game::fieldAt(int index) const {
    const int i = index - BuiltinFieldCount;
    if (i < 0 || i >= static_cast<int>(fields.size())) return nullptr;
    return &fields[static_cast<std::size_t>(i)];
}

int Game::kindFieldIndex() const {
    if (!kindField.empty()) return fieldIndex(kindField);
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (fields[i].type == FieldType::Enum) return BuiltinFieldCount + static_cast<int>(i);
    return -1;
}

const Format* Game::format(std::string_view formatId) const {
    for (const auto& f : formats)
        if (iequals(f.id, formatId)) return &f;
    return nullptr;
}

std::string_view commonSectionId(std::string_view h) {
    if (h == "main" || h == "deck" || h == "main deck" || h == "maindeck" || h == "mainboard" ||
        h == "main board" || h == "decklist" || h == "deck list")
        return "main";
    if (h == "side" || h == "sideboard" || h == "sb" || h == "side deck" || h == "side board")
        return "side";
    if (h == "tokens" || h == "token") return "tokens";
    // Arena's section words: a game has them only when its pack declares such a section.
    if (h == "commander") return "commander";
    if (h == "companion") return "companion";
    // Cards kept with the deck but not in it (see considering.hpp), in any game.
    if (h == "considering" || h == "maybeboard" || h == "maybe board" || h == "maybe")
        return kConsideringId;
    return {};
}

std::vector<SectionDef> commonSections() {
    return {{"main", "Main", {}, true},
            {"side", "Sideboard", {}, false},
            {"tokens", "Tokens", {}, false}};
}

const SectionDef* Game::sectionByHeader(std::string_view header) const {
    const std::string h = foldName(header);
    for (const auto& s : sections) {
        if (foldName(s.id) == h || foldName(s.name) == h) return &s;
        for (const auto& a : s.aliases)
            if (foldName(a) == h) return &s;
    }
    // What other tools call the main deck, the sideboard and the tokens, whatever the pack's
    // aliases say: the first section is the main deck.
    const std::string_view common = commonSectionId(h);
    if (common == "main") return sections.empty() ? nullptr : &sections.front();
    if (common == kConsideringId) return &consideringSection();
    return common.empty() ? nullptr : section(common);
}

const SectionDef* Game::section(std::string_view sectionId) const {
    for (const auto& s : sections)
        if (s.id == sectionId) return &s;
    return nullptr;
}

const ProductDef* Game::product(std::string_view productId) const {
    for (const auto& p : products)
        if (iequals(p.id, productId)) return &p;
    return nullptr;
}

const ImageSource* Game::imagesFor(std::string_view set) const {
    const ImageSource* fallback = nullptr;
    for (const auto& i : images) {
        if (!i.set.empty() && iequals(i.set, set)) return &i;
        if (i.set.empty()) fallback = &i;
    }
    return fallback;
}

std::vector<PrebuiltList::Folded> PrebuiltList::folded() const {
    std::map<std::string, Folded> merged;
    for (const auto& [cardName, qty] : cards) {
        auto& f = merged[foldName(cardName)];
        f.quantity += qty;
        if (f.name.empty()) f.name = cardName;
    }
    std::vector<Folded> out;
    for (auto& [key, f] : merged) {
        f.folded = key;
        out.push_back(std::move(f));
    }
    return out;
}

void PrebuiltRule::prepare() {
    foldedLists.clear();
    for (const auto& l : lists)
        foldedLists.push_back(l.folded());
}

namespace {

struct Resolver {
    const Format& format;
    const std::map<std::string, std::string>& overrides;
    std::vector<ParseError>& errors;

    void param(IntParam& p, const std::string& rule) const {
        if (p.setting.empty()) return;
        const std::string v = settingValue(format.settings, p.setting, overrides);
        long long n = 0;
        if (parseInt(v, n)) {
            p.value = static_cast<int>(n);
        } else {
            const SettingDef* def = findSetting(format.settings, p.setting);
            const bool isChoice =
                def && std::any_of(def->choices.begin(), def->choices.end(),
                                   [&](const std::string& c) { return iequals(c, v); });
            if (!isChoice)
                errors.push_back({{},
                                  fmt::format("rule '{}': setting '{}' is '{}', not a number", rule,
                                              p.setting, v)});
            p.value.reset(); // a named choice such as "none" means no bound
        }
    }

    [[nodiscard]] bool applies(const RuleBase& r) const {
        if (r.when.always()) return true;
        return iequals(settingValue(format.settings, r.when.setting, overrides), r.when.value);
    }
};

template <class Rule, class Fn>
void resolveRules(std::vector<Rule>& rules, const Resolver& r, Fn&& fillParams) {
    std::erase_if(rules, [&](const Rule& rule) { return !r.applies(rule); });
    for (auto& rule : rules)
        fillParams(rule);
}

} // namespace

Result<Format> Format::resolved(const SettingValues& overrides) const {
    Result<Format> result;
    auto checked = checkSettings(settings, overrides, fmt::format("format '{}'", id));
    if (!checked.ok()) {
        result.errors = std::move(checked.errors);
        return result;
    }
    std::vector<ParseError> errors;
    Format& out = result.value;
    out = *this;
    Resolver r{*this, checked.value, errors};
    resolveRules(out.deckSize, r, [&](DeckSizeRule& x) {
        r.param(x.exact, x.id);
        r.param(x.min, x.id);
        r.param(x.max, x.id);
        r.param(x.multipleOf, x.id);
    });
    resolveRules(out.copyLimits, r, [&](CopyLimitRule& x) {
        r.param(x.max, x.id);
        r.param(x.multiplier, x.id);
    });
    resolveRules(out.counts, r, [&](CountRule& x) {
        r.param(x.exact, x.id);
        r.param(x.min, x.id);
        r.param(x.max, x.id);
    });
    resolveRules(out.prebuilt, r, [](PrebuiltRule&) {});
    resolveRules(out.limited, r, [](LimitedListRule&) {});
    resolveRules(out.leaders, r, [&](LeaderRule& x) { r.param(x.maxLeaders, x.id); });
    resolveRules(out.distinct, r, [&](DistinctRule& x) { r.param(x.max, x.id); });
    resolveRules(out.rotations, r, [](RotationRule&) {});
    result.errors = std::move(errors);
    return result;
}

const RotationVersion* RotationRule::inForce(const Date& date) const {
    const RotationVersion* found = nullptr;
    for (std::size_t i = 0; i < versions.size(); ++i) {
        if (versions[i].from > date) break;
        found = &versions[i];
    }
    if (found && found->until && *found->until < date) return nullptr;
    return found;
}

int Game::identityCount() const {
    return IdentityKindCount + static_cast<int>(identities.size());
}

CopyIdentity Game::identityDef(int kind) const {
    switch (kind) {
    case IdentityKind::Name:
        return {{FieldName}, -1};
    case IdentityKind::NameNumber:
        return {{FieldName, FieldNumber}, -1};
    case IdentityKind::BaseInSet:
        return {{FieldSet, FieldNumber}, fieldIndex(baseField)};
    default:
        break;
    }
    const auto own = static_cast<std::size_t>(kind - IdentityKindCount);
    return kind >= IdentityKindCount && own < identities.size() ? identities[own]
                                                                : CopyIdentity{{FieldName}, -1};
}

int Game::addIdentity(const CopyIdentity& def) {
    for (int kind = 0; kind < identityCount(); ++kind)
        if (identityDef(kind) == def) return kind;
    identities.push_back(def);
    return identityCount() - 1;
}

std::string Game::identityWords(int kind) const {
    const CopyIdentity def = identityDef(kind);
    const auto has = [&](int field) {
        return std::find(def.fields.begin(), def.fields.end(), field) != def.fields.end();
    };
    // TRANSLATORS: follows "at most 3" in a sentence on copies of a card.
    if (has(FieldSet)) return i18n::tr(" per card, counting every printing of it in the set");
    std::vector<std::string> words;
    for (std::size_t i = 0; i < def.fields.size(); ++i) {
        const int f = def.fields[i];
        std::string word;
        if (f == FieldNumber)
            word = i18n::tr("card number");
        else if (f == FieldName)
            // TRANSLATORS: a card's name, in "at most 3 per name".
            word = i18n::tr("name");
        else if (f == FieldRarity)
            // TRANSLATORS: a card's rarity, in "at most 3 per name and rarity".
            word = i18n::tr("rarity");
        else if (f == FieldText)
            word = i18n::tr("rules text");
        else if (const FieldDef* field = fieldAt(f))
            word = toLower(field->label);
        else
            word = builtinFieldId(f);
        words.push_back(std::move(word));
    }
    // TRANSLATORS: follows "at most 3" in a sentence on copies of a card: " per name".
    if (has(FieldNumber)) return i18n::trf(" per {}", andList(words));
    // TRANSLATORS: follows "at most 3" in a sentence on copies of a card: " per name, ...".
    return i18n::trf(" per {}, counting every printing", andList(words));
}

} // namespace deckhand::core
