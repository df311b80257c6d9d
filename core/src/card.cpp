// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/card.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <limits>

namespace deckhand::core {

namespace {

// `s` appended to `out` in ASCII lower case (toLower without a string of its own).
void appendLower(std::string& out, std::string_view s) {
    const std::size_t from = out.size();
    out.append(s);
    for (std::size_t i = from; i < out.size(); ++i)
        if (out[i] >= 'A' && out[i] <= 'Z') out[i] = static_cast<char>(out[i] - 'A' + 'a');
}

// The part of a number normalNumber() keeps, before its lower case.
std::string_view normalPart(std::string_view number) {
    number = trim(number);
    number = number.substr(0, number.find('/'));
    while (number.size() > 1 && number.front() == '0')
        number.remove_prefix(1);
    return number;
}

} // namespace

std::string normalNumber(std::string_view number) {
    return toLower(normalPart(number));
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

// identityKey() appended to `key`, the identity's fields given (no string made but `key`'s, save
// for a text field's folding).
void appendIdentityKey(const Game& game, const CopyIdentity& def, const Printing& p,
                       std::string& key) {
    for (std::size_t i = 0; i < def.fields.size(); ++i) {
        if (i > 0) key += '\x1f';
        const int f = def.fields[i];
        const FieldDef* field = game.fieldAt(f);
        if (f == FieldName)
            key += p.foldedName.empty() ? foldName(p.name()) : p.foldedName;
        else if (f == FieldNumber)
            appendLower(key, normalPart(numberUnder(def, p)));
        else if (f == FieldSet)
            appendLower(key, trim(p.set()));
        else if (f == FieldText || (field && field->type == FieldType::Text))
            key += foldName(valueOf(p, f));
        else
            key += valueOf(p, f);
    }
}

} // namespace

std::string identityKey(const Game& game, const Printing& p, int kind) {
    std::string key;
    appendIdentityKey(game, game.identityDef(kind), p, key);
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

namespace {

const std::vector<const Printing*> kNoPrintings;

// How many printings ahead of its probe a table's slot is fetched (KeylessTable::prefetch).
constexpr std::size_t kAhead = 8;

std::size_t hashOf(std::string_view key) {
    return std::hash<std::string_view>{}(key);
}

// The key bySetNumber() finds a printing by: set and number trimmed, in lower case.
void setNumberKey(std::string_view set, std::string_view number, std::string& key) {
    key.clear();
    appendLower(key, trim(set));
    key += '\x1f';
    appendLower(key, trim(number));
}

bool sameSetNumber(const Printing& p, std::string_view set, std::string_view number) {
    return iequals(trim(p.set()), trim(set)) && iequals(trim(p.number()), trim(number));
}

// The key of a set + number compared as bySetNumber() does without an exact match.
void normalKey(std::string_view set, std::string_view number, std::string& key) {
    key.clear();
    appendLower(key, trim(set));
    key += '\x1f';
    appendLower(key, normalPart(number));
}

bool sameNormal(const Printing& p, std::string_view set, std::string_view number) {
    return iequals(trim(p.set()), trim(set)) && iequals(normalPart(p.number()), normalPart(number));
}

// An open-addressing hash table (linear probing) of 32-bit values that holds no keys: each value
// stands for a key its owner makes again from it (a printing's position, an id labelled after
// a printing), asked through `same` when a hash matches. A slot is a part of the key's hash and
// the value, 8 bytes: a std::unordered_map with std::string keys made a node and a string or
// two for each of the six keys of every printing (most of building a big game's index).
class KeylessTable {
public:
    static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

    // Room for `count` values in all, made only when it has not room already, and then for
    // twice what it holds at least: a game added a batch at a time grows each table a few
    // times, not at every batch.
    void reserve(std::size_t count) {
        if (count <= room(m_slots.size())) return;
        std::size_t slots = 16;
        while (room(slots) < std::max(count, 2 * m_size))
            slots *= 2;
        std::vector<Slot> old(slots, Slot{});
        old.swap(m_slots);
        m_mask = slots - 1;
        for (const Slot& s : old) {
            if (s.value == kNone) continue;
            std::size_t i = s.hash & m_mask;
            while (m_slots[i].value != kNone)
                i = (i + 1) & m_mask;
            m_slots[i] = s;
        }
    }

    // Brings the slot a probe for `hash` starts at into the cache. The tables of a big game are
    // megabytes and a probe lands anywhere: its cache miss was most of building the index.
    void prefetch(std::size_t hash) const {
        if (!m_slots.empty()) __builtin_prefetch(&m_slots[part(hash) & m_mask]);
    }

    // The value put under `hash` for which `same(value)`, or kNone.
    template <typename Same> [[nodiscard]] std::uint32_t find(std::size_t hash, Same same) const {
        if (m_slots.empty()) return kNone;
        const std::uint32_t h = part(hash);
        for (std::size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            const Slot& s = m_slots[i];
            if (s.value == kNone) return kNone;
            if (s.hash == h && same(s.value)) return s.value;
        }
    }

    // The value put under `hash` for which `same(value)`; where there is none, `value`, put
    // there now.
    template <typename Same>
    std::uint32_t insert(std::size_t hash, std::uint32_t value, Same same) {
        reserve(m_size + 1);
        const std::uint32_t h = part(hash);
        for (std::size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            Slot& s = m_slots[i];
            if (s.value == kNone) {
                s = {h, value};
                ++m_size;
                return value;
            }
            if (s.hash == h && same(s.value)) return s.value;
        }
    }

    // Takes `value`, put under `hash`, out again; the values after it in its run move back to
    // where a search for them reaches them (no tombstones).
    void erase(std::size_t hash, std::uint32_t value) {
        if (m_slots.empty()) return;
        const std::uint32_t h = part(hash);
        std::size_t hole = h & m_mask;
        while (m_slots[hole].value != value) {
            if (m_slots[hole].value == kNone) return;
            hole = (hole + 1) & m_mask;
        }
        for (std::size_t i = (hole + 1) & m_mask; m_slots[i].value != kNone; i = (i + 1) & m_mask) {
            const std::size_t home = m_slots[i].hash & m_mask;
            // The value at i may fill the hole when the hole lies between its home and i.
            if (((i - home) & m_mask) >= ((i - hole) & m_mask)) {
                m_slots[hole] = m_slots[i];
                hole = i;
            }
        }
        m_slots[hole] = Slot{};
        --m_size;
    }

private:
    struct Slot {
        std::uint32_t hash = 0;
        std::uint32_t value = kNone;
    };
    static std::uint32_t part(std::size_t hash) {
        return static_cast<std::uint32_t>(hash ^ (hash >> 32));
    }
    // Values a table of `slots` slots holds before it grows (three quarters full).
    static std::size_t room(std::size_t slots) { return slots / 4 * 3; }

    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
    std::size_t m_size = 0;
};

// Ids given to keys in the order first seen, each labelled after a printing with its key (the
// first added, or an identity's base printing): that printing is what a key is compared with.
struct IdTable {
    KeylessTable ids;
    std::vector<const Printing*> labelledAfter; // per id

    // The id of the key `p` has, hashed to `hash`; a new one, labelled after `p`, when first
    // seen. `same(q)`: whether printing q has the key too.
    template <typename Same> int intern(std::size_t hash, const Printing& p, Same same) {
        const auto next = static_cast<std::uint32_t>(labelledAfter.size());
        const std::uint32_t id =
            ids.insert(hash, next, [&](std::uint32_t at) { return same(*labelledAfter[at]); });
        if (id == next) labelledAfter.push_back(&p);
        return static_cast<int>(id);
    }
};

} // namespace

struct CardCatalogue::Indexes {
    // Every printing's position by its set + number (setNumberKey).
    KeylessTable bySetNumber;
    // Folded names: the name's id is the id of its printings under IdentityKind::Name.
    IdTable names;
    std::vector<std::vector<const Printing*>> printingsNamed; // per name id
    // Set + normal number (normalKey), labelled after the first printing under it: what
    // bySetNumber() finds when no number is exactly the one asked ("12" finds "012/040"). A
    // scan of every printing for each number not found exactly made importing new cards into a
    // big game cost its size for every new card.
    IdTable normals;
    // Per copy identity: its fields, and where its ids are kept: `names` for the name alone,
    // `normals` for set + number without a base field (the same keys), a table of its own
    // otherwise (a label made for every identity was most of building a game's index, so an
    // id is labelled after a printing, and its label made when asked).
    std::vector<CopyIdentity> defs;
    std::vector<IdTable*> tables;
    std::deque<IdTable> own; // the tables of their own (a deque: `tables` points at them)

    // Room for the copy identities the game has (a pack's own are added as it is read).
    void lay(const Game& game) {
        for (int kind = static_cast<int>(tables.size()); kind < game.identityCount(); ++kind) {
            CopyIdentity def = game.identityDef(kind);
            const bool base = def.baseField >= 0;
            if (!base && def.fields == std::vector<int>{FieldName})
                tables.push_back(&names);
            else if (!base && def.fields == std::vector<int>{FieldSet, FieldNumber})
                tables.push_back(&normals);
            else
                tables.push_back(&own.emplace_back());
            defs.push_back(std::move(def));
        }
    }
};

CardCatalogue::CardCatalogue(const Game& game)
    : m_game(&game), m_indexes(std::make_unique<Indexes>()) {}
CardCatalogue::CardCatalogue(CardCatalogue&&) noexcept = default;
CardCatalogue& CardCatalogue::operator=(CardCatalogue&&) noexcept = default;
CardCatalogue::~CardCatalogue() = default;

std::vector<ParseError> CardCatalogue::add(std::vector<Printing> printings) {
    Indexes& ix = *m_indexes;
    // All or nothing: every set + number is checked (against the catalogue and the batch)
    // before anything is added. Each goes into the index as it is checked, under the position
    // its printing will have, and a refused batch takes them out again.
    reserve(m_size + printings.size());
    const std::size_t base = m_size;
    const auto printingAt = [&](std::uint32_t q) -> const Printing& {
        return q < base ? at(q) : printings[q - base];
    };
    std::vector<ParseError> errors;
    std::vector<std::size_t> hashes(printings.size(), 0);
    std::vector<char> indexed(printings.size(), 0);
    std::string key, other; // made again for each key, their room kept
    for (std::size_t i = 0; i < printings.size(); ++i) {
        setNumberKey(printings[i].set(), printings[i].number(), key);
        hashes[i] = hashOf(key);
    }
    for (std::size_t i = 0; i < printings.size(); ++i) {
        const Printing& p = printings[i];
        if (i + kAhead < printings.size()) ix.bySetNumber.prefetch(hashes[i + kAhead]);
        const auto at = static_cast<std::uint32_t>(base + i);
        const std::uint32_t there = ix.bySetNumber.insert(hashes[i], at, [&](std::uint32_t q) {
            return sameSetNumber(printingAt(q), p.set(), p.number());
        });
        if (there == at) {
            indexed[i] = 1;
            continue;
        }
        const Printing& first = printingAt(there);
        errors.push_back(
            // TRANSLATORS: a set code and number, the card there, where it was read.
            {p.origin, i18n::trf("{} {} is already {} (from {})", p.set(), p.number(),
                                 first.label(), first.origin.str())});
    }
    if (!errors.empty()) {
        for (std::size_t i = 0; i < printings.size(); ++i)
            if (indexed[i]) ix.bySetNumber.erase(hashes[i], static_cast<std::uint32_t>(base + i));
        return errors;
    }

    m_nameList = std::make_unique<NameList>();   // names() made again when next asked
    m_nameOrder = std::make_unique<NameOrder>(); // and inNameOrder()
    const std::size_t kinds = ix.tables.size();
    // The name's, the normal number's and each table of its own's hashes first (`hashes`,
    // `normals`, `owns`), so that each table's slot is fetched some printings before it is
    // probed.
    std::vector<std::size_t> normals(printings.size());
    std::vector<std::vector<std::size_t>> owns(kinds);
    for (std::size_t kind = 0; kind < kinds; ++kind)
        if (ix.tables[kind] != &ix.names && ix.tables[kind] != &ix.normals)
            owns[kind].resize(printings.size());
    for (std::size_t i = 0; i < printings.size(); ++i) {
        Printing& p = printings[i];
        if (p.foldedName.empty()) p.foldedName = foldName(p.name());
        hashes[i] = hashOf(p.foldedName);
        normalKey(p.set(), p.number(), key);
        normals[i] = hashOf(key);
        for (std::size_t kind = 0; kind < kinds; ++kind) {
            if (owns[kind].empty()) continue;
            key.clear();
            appendIdentityKey(*m_game, ix.defs[kind], p, key);
            owns[kind][i] = hashOf(key);
        }
    }
    for (std::size_t i = 0; i < printings.size(); ++i) {
        if (i + kAhead < printings.size()) {
            ix.names.ids.prefetch(hashes[i + kAhead]);
            ix.normals.ids.prefetch(normals[i + kAhead]);
            for (std::size_t kind = 0; kind < kinds; ++kind)
                if (!owns[kind].empty()) ix.tables[kind]->ids.prefetch(owns[kind][i + kAhead]);
        }
        Printing& q = append(std::move(printings[i]));

        const int name = ix.names.intern(
            hashes[i], q, [&](const Printing& r) { return r.foldedName == q.foldedName; });
        if (static_cast<std::size_t>(name) == ix.printingsNamed.size())
            ix.printingsNamed.emplace_back();
        ix.printingsNamed[static_cast<std::size_t>(name)].push_back(&q);
        const int normal = ix.normals.intern(
            normals[i], q, [&](const Printing& r) { return sameNormal(r, q.set(), q.number()); });

        q.identity.assign(kinds, 0);
        for (std::size_t kind = 0; kind < kinds; ++kind) {
            IdTable& table = *ix.tables[kind];
            if (&table == &ix.names || &table == &ix.normals) {
                q.identity[kind] = &table == &ix.names ? name : normal;
                continue;
            }
            const CopyIdentity& def = ix.defs[kind];
            // The keys are made again only when a hash matches.
            const int id = table.intern(owns[kind][i], q, [&](const Printing& r) {
                key.clear();
                appendIdentityKey(*m_game, def, q, key);
                other.clear();
                appendIdentityKey(*m_game, def, r, other);
                return other == key;
            });
            // Label an identity after its base printing, whichever printing came first.
            if (def.baseField >= 0 && trim(valueOf(q, def.baseField)).empty())
                table.labelledAfter[static_cast<std::size_t>(id)] = &q;
            q.identity[kind] = id;
        }
    }
    return {};
}

Printing& CardCatalogue::append(Printing&& p) {
    if (m_size % kBlock == 0) m_blocks.emplace_back().reserve(kBlock);
    ++m_size;
    return m_blocks.back().emplace_back(std::move(p));
}

void CardCatalogue::reserve(std::size_t printings) {
    // Room for every printing made once: growing the tables as they fill rehashed each a dozen
    // times over a 100,000-printing game.
    Indexes& ix = *m_indexes;
    ix.lay(*m_game);
    ix.bySetNumber.reserve(printings);
    ix.names.ids.reserve(printings);
    ix.normals.ids.reserve(printings);
    for (auto& table : ix.own)
        table.ids.reserve(printings);
}

const std::vector<const Printing*>& CardCatalogue::byName(std::string_view foldedName) const {
    const Indexes& ix = *m_indexes;
    const std::uint32_t id = ix.names.ids.find(hashOf(foldedName), [&](std::uint32_t at) {
        return ix.names.labelledAfter[at]->foldedName == foldedName;
    });
    return id == KeylessTable::kNone ? kNoPrintings : ix.printingsNamed[id];
}

const Printing* CardCatalogue::bySetNumber(std::string_view set, std::string_view number) const {
    const Indexes& ix = *m_indexes;
    std::string key;
    setNumberKey(set, number, key);
    const std::uint32_t at = ix.bySetNumber.find(
        hashOf(key), [&](std::uint32_t q) { return sameSetNumber(this->at(q), set, number); });
    if (at != KeylessTable::kNone) return &this->at(at);
    // "12" finds "012/040": normalised numbers within the set, the first printing added.
    normalKey(set, number, key);
    const std::uint32_t id = ix.normals.ids.find(hashOf(key), [&](std::uint32_t q) {
        return sameNormal(*ix.normals.labelledAfter[q], set, number);
    });
    return id == KeylessTable::kNone ? nullptr : ix.normals.labelledAfter[id];
}

const CardCatalogue::NameList& CardCatalogue::nameList() const {
    NameList& list = *m_nameList;
    std::call_once(list.made, [&] {
        // Each name's first printing, in the order the names were first seen.
        const auto& firsts = m_indexes->names.labelledAfter;
        list.names.reserve(firsts.size());
        list.folded.reserve(firsts.size());
        for (const Printing* p : firsts) {
            list.names.push_back(p->name());
            list.folded.push_back(p->foldedName);
        }
    });
    return list;
}

const std::vector<std::uint32_t>& CardCatalogue::inNameOrder() const {
    NameOrder& order = *m_nameOrder;
    std::call_once(order.made, [&] {
        // The names sorted, not the printings (a string compared at every step of a sort of
        // 300,000 printings took half a second): each printing takes its name's rank (by its
        // name id, no name looked up), and a counting sort by rank keeps each name's printings
        // in the order added, as a stable sort of the printings by name would.
        const auto& firsts = m_indexes->names.labelledAfter;
        std::vector<std::pair<std::string_view, std::uint32_t>> names;
        names.reserve(firsts.size());
        for (std::size_t id = 0; id < firsts.size(); ++id)
            names.emplace_back(firsts[id]->foldedName, static_cast<std::uint32_t>(id));
        std::sort(names.begin(), names.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<std::uint32_t> rankOf(names.size());
        for (std::size_t r = 0; r < names.size(); ++r)
            rankOf[names[r].second] = static_cast<std::uint32_t>(r);
        std::vector<std::uint32_t> rank;
        rank.reserve(m_size);
        std::vector<std::uint32_t> start(names.size() + 1, 0);
        for (const auto& block : m_blocks)
            for (const Printing& p : block) {
                rank.push_back(rankOf[static_cast<std::size_t>(
                    p.identity[static_cast<std::size_t>(IdentityKind::Name)])]);
                ++start[rank.back() + 1];
            }
        for (std::size_t r = 1; r < start.size(); ++r)
            start[r] += start[r - 1];
        order.positions.resize(m_size);
        for (std::size_t i = 0; i < rank.size(); ++i)
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
    const IdTable& table = *m_indexes->tables.at(static_cast<std::size_t>(kind));
    return identityLabelOf(*m_game, *table.labelledAfter.at(static_cast<std::size_t>(id)), kind);
}

int CardCatalogue::identityCount(int kind) const {
    const auto& tables = m_indexes->tables;
    return kind >= 0 && static_cast<std::size_t>(kind) < tables.size()
               ? static_cast<int>(tables[static_cast<std::size_t>(kind)]->labelledAfter.size())
               : 0;
}

} // namespace deckhand::core
