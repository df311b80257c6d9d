// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/card_edits.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <fmt/format.h>
#include <unordered_map>

namespace deckhand::app {

namespace {

// How the catalogue tells set + number apart: SQLite's NOCASE, ASCII case only.
std::string keyOf(std::string_view set, std::string_view number) {
    return core::toLower(set) + '\x1f' + core::toLower(number);
}

std::string labelOf(const std::vector<std::string>& values) {
    return fmt::format("{} {} {}", values[core::FieldSet], values[core::FieldNumber],
                       values[core::FieldName]);
}

// The labels of the fields in which two cards differ: "Rules text, Cost".
std::string differences(const core::Game& game, const CardValues& a, const CardValues& b) {
    std::string out;
    for (int i = 0; i < fieldCountOf(game); ++i) {
        const std::string id = fieldIdAt(game, i);
        const auto x = a.find(id);
        const auto y = b.find(id);
        const std::string& vx = x == a.end() ? std::string() : x->second;
        const std::string& vy = y == b.end() ? std::string() : y->second;
        if (vx != vy) out += (out.empty() ? "" : ", ") + fieldLabelAt(game, i);
    }
    return out;
}

} // namespace

int fieldCountOf(const core::Game& game) {
    return core::BuiltinFieldCount + static_cast<int>(game.fields.size());
}

std::string fieldIdAt(const core::Game& game, int index) {
    if (const auto* def = game.fieldAt(index)) return def->id;
    return std::string(core::builtinFieldId(index));
}

const char* builtinFieldLabel(int index) {
    switch (index) {
    case core::FieldName:
        return i18n::trNoop("Name");
    case core::FieldSet:
        return i18n::trNoop("Set");
    case core::FieldNumber:
        return i18n::trNoop("Number");
    case core::FieldRarity:
        return i18n::trNoop("Rarity");
    case core::FieldText:
        return i18n::trNoop("Rules text");
    default:
        return nullptr;
    }
}

std::string fieldLabelAt(const core::Game& game, int index) {
    if (const auto* def = game.fieldAt(index)) return def->label.empty() ? def->id : def->label;
    if (const char* label = builtinFieldLabel(index)) return i18n::tr(label);
    return std::string(core::builtinFieldId(index));
}

CardValues cardValues(const core::Game& game, const std::vector<std::string>& values) {
    CardValues out;
    for (int i = 0; i < fieldCountOf(game) && i < static_cast<int>(values.size()); ++i)
        if (!values[static_cast<std::size_t>(i)].empty())
            out[fieldIdAt(game, i)] = values[static_cast<std::size_t>(i)];
    return out;
}

std::vector<std::string> valuesOf(const core::Game& game, const CardValues& values) {
    std::vector<std::string> out(static_cast<std::size_t>(fieldCountOf(game)));
    for (int i = 0; i < fieldCountOf(game); ++i)
        if (auto it = values.find(fieldIdAt(game, i)); it != values.end())
            out[static_cast<std::size_t>(i)] = it->second;
    return out;
}

core::Printing editedPrinting(const core::Game& game, const std::vector<std::string>& values) {
    core::Printing p;
    p.values = values;
    p.values.resize(static_cast<std::size_t>(fieldCountOf(game)));
    p.numbers.assign(p.values.size(), std::nullopt);
    for (std::size_t i = 0; i < game.fields.size(); ++i) {
        const std::size_t at = core::BuiltinFieldCount + i;
        long long n = 0;
        if (game.fields[i].type == core::FieldType::Integer && core::parseInt(p.values[at], n))
            p.numbers[at] = n;
    }
    p.foldedName = core::foldName(p.name());
    p.origin = {kCardEditsOrigin, 0, 0};
    return p;
}

std::optional<CardEditConflict> conflictOf(const core::Game& game, const core::CardEdit& edit,
                                           const core::Printing* published) {
    CardEditConflict out;
    out.edit = edit;
    const std::vector<std::string> mine = valuesOf(game, edit.values);
    const std::string label = edit.kind == core::CardEditKind::Deleted
                                  ? labelOf(valuesOf(game, edit.base))
                                  : labelOf(mine);
    if (published) out.published = published->values;
    switch (edit.kind) {
    case core::CardEditKind::Added:
        if (!published) return std::nullopt;
        out.message = i18n::trf("{}: the published data now has a card at {} {} too ({})", label,
                                published->set(), published->number(), published->name());
        return out;
    case core::CardEditKind::Changed:
    case core::CardEditKind::Deleted: {
        if (!published) {
            if (edit.kind == core::CardEditKind::Deleted) return std::nullopt; // gone either way
            out.message = i18n::trf(
                "{}: the published data no longer has this card; your version is kept", label);
            return out;
        }
        const CardValues now = cardValues(game, published->values);
        if (now == edit.base) return std::nullopt;
        // TRANSLATORS: {0} is the card ("T1 001 Kaito Blaze"), {1} the fields that changed.
        out.message =
            edit.kind == core::CardEditKind::Deleted
                ? i18n::trf("{}: the publisher changed this card since you deleted it ({})", label,
                            differences(game, edit.base, now))
                : i18n::trf("{}: the publisher changed this card since you edited it ({})", label,
                            differences(game, edit.base, now));
        return out;
    }
    }
    return std::nullopt;
}

EditedCards applyCardEdits(const core::Game& game, std::vector<core::Printing> published,
                           const std::vector<core::CardEdit>& allEdits) {
    EditedCards out;
    // Most games have no edits: their printings as read, without a key made for each of them
    // (a 100,000-printing game is read at every start).
    if (allEdits.empty()) {
        out.printings = std::move(published);
        return out;
    }
    // An edit without a name, set or number (its stored object damaged) cannot be a card: the
    // published card shows, and the user is told.
    std::vector<core::CardEdit> edits;
    for (const auto& e : allEdits) {
        const auto v = valuesOf(game, e.values);
        if (e.kind != core::CardEditKind::Deleted &&
            (v[core::FieldName].empty() || v[core::FieldSet].empty() ||
             v[core::FieldNumber].empty())) {
            CardEditConflict c;
            c.edit = e;
            c.message = i18n::trf("your edit of {} {} could not be read (it has no name, set or "
                                  "number); the published card is shown",
                                  e.set, e.number);
            out.conflicts.push_back(std::move(c));
            continue;
        }
        edits.push_back(e);
    }
    std::unordered_map<std::string, const core::CardEdit*> byKey;
    for (const auto& e : edits)
        byKey.emplace(keyOf(e.set, e.number), &e);
    std::unordered_map<std::string, const core::Printing*> publishedByKey;
    for (const auto& p : published)
        publishedByKey.emplace(keyOf(p.set(), p.number()), &p);
    for (const auto& e : edits) {
        auto it = publishedByKey.find(keyOf(e.set, e.number));
        if (auto c = conflictOf(game, e, it == publishedByKey.end() ? nullptr : it->second))
            out.conflicts.push_back(std::move(*c));
    }

    // The user's cards take their set + number: a published card elsewhere that now has the
    // same one (the publisher numbered a new card where the user had moved one) stays out,
    // with a conflict, rather than failing the whole game's load.
    std::vector<core::Printing> mine;
    std::unordered_map<std::string, std::size_t> taken;
    for (const auto& e : edits) {
        if (e.kind == core::CardEditKind::Deleted) continue;
        core::Printing p = editedPrinting(game, valuesOf(game, e.values));
        if (auto it = publishedByKey.find(keyOf(e.set, e.number)); it != publishedByKey.end())
            p.extras = it->second->extras;
        if (!taken.emplace(keyOf(p.set(), p.number()), mine.size()).second) continue;
        mine.push_back(std::move(p));
    }
    std::vector<bool> placed(mine.size(), false);
    for (auto& p : published) {
        const std::string key = keyOf(p.set(), p.number());
        if (auto e = byKey.find(key); e != byKey.end()) {
            if (e->second->kind == core::CardEditKind::Deleted) continue;
            // The user's version in the published card's place.
            const auto at = taken.find(keyOf(valuesOf(game, e->second->values)[core::FieldSet],
                                             valuesOf(game, e->second->values)[core::FieldNumber]));
            if (at != taken.end() && !placed[at->second]) {
                placed[at->second] = true;
                out.printings.push_back(std::move(mine[at->second]));
            }
            continue;
        }
        if (taken.count(key)) {
            CardEditConflict c;
            c.published = p.values;
            c.message = i18n::trf(
                "{}: the published data has this card where one of your edited cards is; yours "
                "is shown",
                labelOf(p.values));
            out.conflicts.push_back(std::move(c));
            continue;
        }
        out.printings.push_back(std::move(p));
    }
    for (std::size_t i = 0; i < mine.size(); ++i)
        if (!placed[i]) out.printings.push_back(std::move(mine[i]));
    return out;
}

} // namespace deckhand::app
