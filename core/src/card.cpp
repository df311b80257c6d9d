// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/card.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <unordered_map>
#include <unordered_set>

namespace deckhand::core {

namespace {

std::string setNumberKey(std::string_view set, std::string_view number) {
    return toLower(trim(set)) + '\x1f' + toLower(trim(number));
}

// The key of a set + number compared as bySetNumber() does without an exact match.
std::string normalKey(std::string_view set, std::string_view number) {
    return toLower(trim(set)) + '\x1f' + normalNumber(number);
}

const std::vector<const Printing*> kNoPrintings;

} // namespace

std::string normalNumber(std::string_view number) {
    number = trim(number);
    number = number.substr(0, number.find('/'));
    while (number.size() > 1 && number.front() == '0')
        number.remove_prefix(1);
    return toLower(number);
}

namespace {

// The value of field `index`, or "" where the printing has none.
std::string_view valueOf(const Printing& p, int index) {
    return index >= 0 && static_cast<std::size_t>(index) < p.values.size()
               ? std::string_view(p.values[static_cast<std::size_t>(index)])
               : std::string_view();
}

// The printing's number under an identity: its base card's where the base field has one.
std::string_view numberUnder(const CopyIdentity& def, const Printing& p) {
    const std::string_view base = trim(valueOf(p, def.baseField));
    return base.empty() ? std::string_view(p.number()) : base;
}

} // namespace

std::string identityKey(const Game& game, const Printing& p, int kind) {
    const CopyIdentity def = game.identityDef(kind);
    std::string key;
    for (std::size_t i = 0; i < def.fields.size(); ++i) {
        if (i > 0) key += '\x1f';
        const int f = def.fields[i];
        const FieldDef* field = game.fieldAt(f);
        if (f == FieldName)
            key += p.foldedName.empty() ? foldName(p.name()) : p.foldedName;
        else if (f == FieldNumber)
            key += normalNumber(numberUnder(def, p));
        else if (f == FieldSet)
            key += toLower(trim(p.set()));
        else if (f == FieldText || (field && field->type == FieldType::Text))
            key += foldName(valueOf(p, f));
        else
            key += valueOf(p, f);
    }
    return key;
}

std::string identityLabelOf(const Game& game, const Printing& p, int kind) {
    const CopyIdentity def = game.identityDef(kind);
    const auto has = [&](int field) {
        return std::find(def.fields.begin(), def.fields.end(), field) != def.fields.end();
    };
    if (has(FieldSet) && has(FieldNumber)) return p.label();
    std::string rest;
    for (const int f : def.fields) {
        if (f == FieldName) continue;
        const std::string_view v =
            trim(f == FieldNumber ? std::string_view(p.number()) : valueOf(p, f));
        if (v.empty()) continue;
        const FieldDef* field = game.fieldAt(f);
        rest += (rest.empty() ? "" : ", ") + (field && field->type == FieldType::Integer
                                                  ? fmt::format("{} {}", field->label, v)
                                                  : std::string(v));
    }
    if (!has(FieldName)) return rest;
    return rest.empty() ? p.name() : fmt::format("{} ({})", p.name(), rest);
}

std::string Printing::label() const {
    return fmt::format("{} ({} {})", name(), set(), number());
}

namespace {

// 8-4-4-4-12 hexadecimal digits.
bool isGuid(std::string_view s) {
    if (s.size() != 36) return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        const bool hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        if (dash ? c != '-' : !hex) return false;
    }
    return true;
}

} // namespace

std::string octgnIdOf(const Printing& p) {
    for (const auto& [key, value] : p.extras) {
        const std::string k = toLower(trim(key));
        const std::string_view v = trim(value);
        if (k == "octgn_id" || k == "octgn id" || k == "octgnid" || k == "guid")
            return std::string(v);
        // OCTGN's <card id>; another program's "id" column is some other number.
        if (k == "id" && isGuid(v)) return std::string(v);
    }
    return {};
}

CardCatalogue::CardCatalogue(const Game& game) : m_game(&game) {}

std::vector<ParseError> CardCatalogue::add(std::vector<Printing> printings) {
    // All or nothing: every set + number is checked (against the catalogue and the batch)
    // before anything is added. Each key goes into the index as it is checked, pointing at the
    // batch's printing until it is moved into the catalogue (a map of the batch's own keys
    // beside it hashed every key three times more and made a node of each: a fifth of
    // indexing a game read from a profile); a refused batch takes its keys out again.
    reserve(m_printings.size() + printings.size());
    std::vector<ParseError> errors;
    std::vector<const Printing**> slots(printings.size(), nullptr);
    for (std::size_t i = 0; i < printings.size(); ++i) {
        const Printing& p = printings[i];
        auto [it, inserted] = m_bySetNumber.try_emplace(setNumberKey(p.set(), p.number()), &p);
        if (inserted) {
            slots[i] = &it->second; // a mapped value stays where it is through a rehash
            continue;
        }
        const Printing* first = it->second;
        errors.push_back(
            // TRANSLATORS: a set code and number, the card there, where it was read.
            {p.origin, i18n::trf("{} {} is already {} (from {})", p.set(), p.number(),
                                 first->label(), first->origin.str())});
    }
    if (!errors.empty()) {
        for (std::size_t i = 0; i < printings.size(); ++i)
            if (slots[i])
                m_bySetNumber.erase(setNumberKey(printings[i].set(), printings[i].number()));
        return errors;
    }

    m_nameList = std::make_unique<NameList>();   // names() made again when next asked
    m_nameOrder = std::make_unique<NameOrder>(); // and inNameOrder()
    const int kinds = m_game->identityCount();
    std::vector<CopyIdentity> defs;
    for (int kind = 0; kind < kinds; ++kind)
        defs.push_back(m_game->identityDef(kind));
    for (std::size_t i = 0; i < printings.size(); ++i) {
        Printing& p = printings[i];
        if (p.foldedName.empty()) p.foldedName = foldName(p.name());
        m_printings.push_back(std::move(p));
        Printing& q = m_printings.back();
        *slots[i] = &q;

        q.identity.assign(static_cast<std::size_t>(kinds), 0);
        for (int kind = 0; kind < kinds; ++kind) {
            const CopyIdentity& def = defs[static_cast<std::size_t>(kind)];
            const int id = internIdentity(kind, identityKey(*m_game, q, kind), q);
            // Label an identity after its base printing, whichever printing came first.
            if (def.baseField >= 0 && trim(valueOf(q, def.baseField)).empty())
                m_labelledAfter[static_cast<std::size_t>(kind)][static_cast<std::size_t>(id)] = &q;
            q.identity[static_cast<std::size_t>(kind)] = id;
        }

        m_byName[q.foldedName].push_back(&q);
        m_byNormalNumber.emplace(normalKey(q.set(), q.number()), &q); // the first stays
    }
    return {};
}

namespace {

// Room in `table` for `count` entries, made only when it has not room already, and then for
// twice what it holds at least: a game added a batch at a time rehashes each table a few times,
// not at every batch.
template <typename Table> void makeRoom(Table& table, std::size_t count) {
    if (static_cast<double>(count) <=
        static_cast<double>(table.max_load_factor()) * static_cast<double>(table.bucket_count()))
        return;
    table.reserve(std::max(count, 2 * table.size()));
}

} // namespace

void CardCatalogue::reserve(std::size_t printings) {
    // Room for every printing made once: growing them as they fill rehashed each table a dozen
    // times over a 100,000-printing game (the largest part of building the index).
    makeRoom(m_bySetNumber, printings);
    makeRoom(m_byNormalNumber, printings);
    makeRoom(m_byName, printings);
    const auto kinds = static_cast<std::size_t>(m_game->identityCount());
    m_identityIds.resize(kinds);
    m_labelledAfter.resize(kinds);
    for (auto& ids : m_identityIds)
        makeRoom(ids, printings);
}

const std::vector<const Printing*>& CardCatalogue::byName(std::string_view foldedName) const {
    auto it = m_byName.find(foldedName);
    return it == m_byName.end() ? kNoPrintings : it->second;
}

const Printing* CardCatalogue::bySetNumber(std::string_view set, std::string_view number) const {
    auto it = m_bySetNumber.find(setNumberKey(set, number));
    if (it != m_bySetNumber.end()) return it->second;
    // "12" finds "012/040": normalised numbers within the set, the first printing added.
    auto jt = m_byNormalNumber.find(normalKey(set, number));
    return jt == m_byNormalNumber.end() ? nullptr : jt->second;
}

const CardCatalogue::NameList& CardCatalogue::nameList() const {
    NameList& list = *m_nameList;
    std::call_once(list.made, [&] {
        list.names.reserve(m_byName.size());
        list.folded.reserve(m_byName.size());
        std::unordered_set<std::string_view> seen;
        for (const auto& p : m_printings) {
            if (!seen.insert(p.foldedName).second) continue;
            list.names.push_back(p.name());
            list.folded.push_back(p.foldedName);
        }
    });
    return list;
}

const std::vector<std::uint32_t>& CardCatalogue::inNameOrder() const {
    NameOrder& order = *m_nameOrder;
    std::call_once(order.made, [&] {
        // The names sorted, not the printings (a string compared at every step of a sort of
        // 300,000 printings took half a second): each printing takes its name's rank, and a
        // counting sort by rank keeps each name's printings in the order added, as a stable
        // sort of the printings by name would.
        std::vector<const std::string*> names;
        names.reserve(m_byName.size());
        for (const auto& entry : m_byName)
            names.push_back(&entry.first);
        std::sort(names.begin(), names.end(),
                  [](const std::string* a, const std::string* b) { return *a < *b; });
        std::unordered_map<const std::string*, std::uint32_t> rankOf;
        rankOf.reserve(names.size());
        for (std::size_t r = 0; r < names.size(); ++r)
            rankOf.emplace(names[r], static_cast<std::uint32_t>(r));
        std::vector<std::uint32_t> rank(m_printings.size());
        std::vector<std::uint32_t> start(names.size() + 1, 0);
        for (std::size_t i = 0; i < m_printings.size(); ++i) {
            rank[i] = rankOf.at(&m_byName.find(m_printings[i].foldedName)->first);
            ++start[rank[i] + 1];
        }
        for (std::size_t r = 1; r < start.size(); ++r)
            start[r] += start[r - 1];
        order.positions.resize(m_printings.size());
        for (std::size_t i = 0; i < m_printings.size(); ++i)
            order.positions[start[rank[i]]++] = static_cast<std::uint32_t>(i);
        order.ready = true;
    });
    return order.positions;
}

bool CardCatalogue::hasNameOrder() const {
    return m_nameOrder->ready;
}

const std::vector<std::string>& CardCatalogue::names() const {
    return nameList().names;
}

const std::vector<std::string>& CardCatalogue::foldedNames() const {
    return nameList().folded;
}

std::string CardCatalogue::identityLabel(int kind, int id) const {
    return identityLabelOf(
        *m_game,
        *m_labelledAfter.at(static_cast<std::size_t>(kind)).at(static_cast<std::size_t>(id)), kind);
}

int CardCatalogue::identityCount(int kind) const {
    return kind >= 0 && static_cast<std::size_t>(kind) < m_labelledAfter.size()
               ? static_cast<int>(m_labelledAfter[static_cast<std::size_t>(kind)].size())
               : 0;
}

} // namespace deckhand::core
