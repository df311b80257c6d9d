// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/card_editor.hpp"

#include "deckhand/app/subscriptions.hpp"
#include "deckhand/core/date.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/db/catalogue_store.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/image_fetch.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::app {

namespace fs = std::filesystem;

namespace {

// "Level: not a whole number": the field's label and what is wrong with its value.
std::string fieldError(const core::Game& game, const FieldError& e) {
    // TRANSLATORS: a field of a card ("Level"), then what is wrong with its value.
    return i18n::trf("{}: {}", fieldLabelAt(game, e.field), e.message);
}

// How the catalogue tells set + number apart: SQLite's NOCASE, ASCII case only.
std::string keyOf(std::string_view set, std::string_view number) {
    return core::toLower(set) + '\x1f' + core::toLower(number);
}

// The tab-separated cells of a line (a trailing carriage return, as spreadsheets copy, off).
std::vector<std::string> cellsOf(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    std::vector<std::string> out;
    std::size_t start = 0;
    while (true) {
        const auto tab = line.find('\t', start);
        out.emplace_back(line.substr(start, tab == std::string_view::npos ? tab : tab - start));
        if (tab == std::string_view::npos) break;
        start = tab + 1;
    }
    return out;
}

// A number one past `number`, keeping its zero padding ("007" -> "008"), or "" when it does
// not end in digits.
std::string nextNumber(const std::string& number) {
    std::size_t digits = number.size();
    while (digits > 0 && number[digits - 1] >= '0' && number[digits - 1] <= '9')
        --digits;
    if (digits == number.size()) return {};
    std::string out = number;
    for (std::size_t i = out.size(); i-- > digits;) {
        if (out[i] != '9') {
            ++out[i];
            return out;
        }
        out[i] = '0';
    }
    return out.insert(digits, "1");
}

} // namespace

std::string EditorCard::label() const {
    return fmt::format("{} ({} {})", values[core::FieldName], values[core::FieldSet],
                       values[core::FieldNumber]);
}

std::string PasteError::str() const {
    // TRANSLATORS: a pasted cell (row 1 is the first after the header) and what is wrong.
    return i18n::trf("row {}, column {}: {}", row, column, message);
}

CardEditor::CardEditor(ProfileSession& session, const std::string& gameId) : m_session(session) {
    auto loaded = session.game(gameId);
    if (!loaded.ok()) throw InputError(loaded.errors);
    m_game = loaded.value->game;
    m_published = session.publishedCards(m_game);
    for (std::size_t i = 0; i < m_published.size(); ++i)
        m_publishedByKey.emplace(keyOf(m_published[i].set(), m_published[i].number()), i);
    m_state.edits = session.cardEdits(m_game.id);
    m_saved = m_state.edits;
    m_state.sets = setEditsOf(session).list(m_game.id);
    m_savedSets = m_state.sets;
    m_publishedSets = catalogueOf(session).sets(m_game.id);
    rebuild();
}

const core::Printing* CardEditor::published(std::string_view set, std::string_view number) const {
    auto it = m_publishedByKey.find(keyOf(set, number));
    return it == m_publishedByKey.end() ? nullptr : &m_published[it->second];
}

db::CardEdit* CardEditor::editOf(State& state, std::string_view set, std::string_view number) {
    for (auto& e : state.edits)
        if (core::iequals(e.set, set) && core::iequals(e.number, number)) return &e;
    return nullptr;
}

void CardEditor::rebuild() {
    m_cards.clear();
    std::map<std::string, const db::CardEdit*> byKey;
    for (const auto& e : m_state.edits)
        byKey.emplace(keyOf(e.set, e.number), &e);
    for (const auto& p : m_published) {
        auto it = byKey.find(keyOf(p.set(), p.number()));
        if (it == byKey.end()) {
            m_cards.push_back({p.values, EditorCardState::Published, false});
            continue;
        }
        const db::CardEdit& e = *it->second;
        if (e.kind == db::CardEditKind::Deleted) {
            if (conflictOf(m_game, e, &p))
                m_cards.push_back({p.values, EditorCardState::Deleted, true});
            continue;
        }
        m_cards.push_back(
            {valuesOf(m_game, e.values),
             e.kind == db::CardEditKind::Added ? EditorCardState::Added : EditorCardState::Changed,
             conflictOf(m_game, e, &p).has_value()});
    }
    for (const auto& e : m_state.edits)
        if (e.kind != db::CardEditKind::Deleted && !published(e.set, e.number))
            m_cards.push_back({valuesOf(m_game, e.values),
                               e.kind == db::CardEditKind::Added ? EditorCardState::Added
                                                                 : EditorCardState::Changed,
                               e.kind == db::CardEditKind::Changed});
}

int CardEditor::find(std::string_view set, std::string_view number) const {
    for (std::size_t i = 0; i < m_cards.size(); ++i)
        if (core::iequals(m_cards[i].values[core::FieldSet], set) &&
            core::iequals(m_cards[i].values[core::FieldNumber], number))
            return static_cast<int>(i);
    return -1;
}

std::vector<std::string> CardEditor::sets() const {
    std::vector<std::string> out;
    auto addSet = [&](const std::string& s) {
        if (std::none_of(out.begin(), out.end(),
                         [&](const std::string& o) { return core::iequals(o, s); }))
            out.push_back(s);
    };
    for (const auto& c : m_cards)
        addSet(c.values[core::FieldSet]);
    for (const auto& s : m_state.emptySets)
        addSet(s);
    return out;
}

std::vector<FieldError> CardEditor::check(const std::vector<std::string>& values, int index) const {
    std::vector<FieldError> out;
    const int count = fieldCountOf(m_game);
    if (static_cast<int>(values.size()) != count) {
        out.push_back({0, i18n::trf("a card of {} has {} fields, not {}", m_game.name, count,
                                    values.size())});
        return out;
    }
    for (int f = 0; f < count; ++f) {
        auto read = io::readCardCell(m_game, f, values[static_cast<std::size_t>(f)]);
        for (const auto& e : read.errors)
            out.push_back({f, e.message});
    }
    const std::string set(core::trim(values[core::FieldSet]));
    const std::string number(core::trim(values[core::FieldNumber]));
    const int other = find(set, number);
    if (!set.empty() && !number.empty() && other >= 0 && other != index)
        out.push_back(
            {core::FieldNumber,
             // TRANSLATORS: a set code and a card number, then the name of the card there.
             i18n::trf("{} {} is already {}", set, number,
                       m_cards[static_cast<std::size_t>(other)].values[core::FieldName])});
    return out;
}

std::vector<std::string> CardEditor::canonical(const std::vector<std::string>& values) const {
    std::vector<std::string> out(values.size());
    for (std::size_t f = 0; f < values.size(); ++f)
        out[f] = io::readCardCell(m_game, static_cast<int>(f), values[f]).value;
    return out;
}

void CardEditor::putValues(State& state, int index, const std::vector<std::string>& values) const {
    const EditorCard& card = m_cards[static_cast<std::size_t>(index)];
    const std::string& set = card.values[core::FieldSet];
    const std::string& number = card.values[core::FieldNumber];
    // The edit is keyed by the card it was made over: the published card's set and number
    // (an added card's own, which move with it).
    auto& edits = state.edits;
    const CardValues mine = cardValues(m_game, values);
    if (card.state == EditorCardState::Deleted) { // changing it brings it back, as the user's
        for (auto& e : edits)
            if (e.kind == db::CardEditKind::Deleted && core::iequals(e.set, set) &&
                core::iequals(e.number, number)) {
                e.kind = db::CardEditKind::Changed;
                e.values = mine;
            }
        return;
    }
    auto it = std::find_if(edits.begin(), edits.end(), [&](const db::CardEdit& e) {
        if (e.kind == db::CardEditKind::Deleted) return false;
        const auto v = valuesOf(m_game, e.values);
        return core::iequals(v[core::FieldSet], set) && core::iequals(v[core::FieldNumber], number);
    });
    if (it == edits.end()) {
        const core::Printing* p = published(set, number);
        db::CardEdit e;
        e.game = m_game.id;
        e.set = set;
        e.number = number;
        e.kind = p ? db::CardEditKind::Changed : db::CardEditKind::Added;
        e.values = mine;
        if (p) e.base = cardValues(m_game, p->values);
        if (p && e.values == e.base) return; // no change
        edits.push_back(std::move(e));
        return;
    }
    it->values = mine;
    if (it->kind == db::CardEditKind::Added && !published(it->set, it->number)) {
        it->set = values[core::FieldSet];
        it->number = values[core::FieldNumber];
    } else if (it->kind == db::CardEditKind::Changed && !it->base.empty() &&
               it->values == it->base) {
        edits.erase(it); // back to the published card
    }
}

void CardEditor::change(State next) {
    m_undo.push_back(std::move(m_state));
    m_redo.clear();
    m_state = std::move(next);
    rebuild();
}

std::vector<FieldError> CardEditor::update(int index, const std::vector<std::string>& values) {
    if (index < 0 || index >= static_cast<int>(m_cards.size()))
        return {{0, i18n::trf("there is no card {} to change", index + 1)}};
    auto errors = check(values, index);
    if (!errors.empty()) return errors;
    const auto stored = canonical(values);
    if (stored == m_cards[static_cast<std::size_t>(index)].values) return {};
    State next = m_state;
    putValues(next, index, stored);
    // An image chosen for the card follows it to its new set and number.
    const auto& old = m_cards[static_cast<std::size_t>(index)].values;
    if (auto img = next.images.find(keyOf(old[core::FieldSet], old[core::FieldNumber]));
        img != next.images.end()) {
        auto file = img->second;
        next.images.erase(img);
        next.images[keyOf(stored[core::FieldSet], stored[core::FieldNumber])] = file;
    }
    change(std::move(next));
    return {};
}

Result<int> CardEditor::add(const std::vector<std::string>& values) {
    auto errors = check(values);
    if (!errors.empty()) {
        Result<int> out{-1, {}};
        for (auto& e : errors)
            out.errors.push_back({{}, fieldError(m_game, e)});
        return out;
    }
    const auto stored = canonical(values);
    State next = m_state;
    db::CardEdit e;
    e.game = m_game.id;
    e.set = stored[core::FieldSet];
    e.number = stored[core::FieldNumber];
    e.values = cardValues(m_game, stored);
    if (const core::Printing* p = published(e.set, e.number)) { // hidden: the user deleted it
        e.kind = db::CardEditKind::Changed;
        e.base = cardValues(m_game, p->values);
        if (auto* there = editOf(next, e.set, e.number)) *there = e;
    } else {
        e.kind = db::CardEditKind::Added;
        next.edits.push_back(e);
    }
    std::erase_if(next.emptySets, [&](const std::string& s) { return core::iequals(s, e.set); });
    change(std::move(next));
    return {find(e.set, e.number), {}};
}

int CardEditor::addNext(int index) {
    const auto& card = m_cards.at(static_cast<std::size_t>(index)).values;
    auto values = firstValues(card[core::FieldSet]);
    values[core::FieldNumber] = nextFreeNumber(card[core::FieldSet], card[core::FieldNumber]);
    auto added = add(values);
    return added.ok() ? added.value : -1;
}

std::string CardEditor::nextFreeNumber(const std::string& set, const std::string& after) const {
    std::string number = after;
    for (int n = 2;; ++n) {
        const std::string next = nextNumber(number);
        number = next.empty() ? fmt::format("{}-{}", after, n) : next;
        if (find(set, number) < 0) return number;
    }
}

std::vector<std::string> CardEditor::firstValues(const std::string& set) const {
    std::vector<std::string> values(static_cast<std::size_t>(fieldCountOf(m_game)));
    // TRANSLATORS: the name a new card has until the user names it.
    values[core::FieldName] = i18n::tr("New card");
    values[core::FieldSet] = std::string(core::trim(set));
    values[core::FieldNumber] = "1";
    if (!m_game.rarities.empty() && m_game.rarityRequired)
        values[core::FieldRarity] = m_game.rarities.front();
    for (std::size_t i = 0; i < m_game.fields.size(); ++i) {
        const auto& f = m_game.fields[i];
        if (!f.required) continue;
        auto& v = values[core::BuiltinFieldCount + i];
        if (f.type == core::FieldType::Integer)
            v = "0";
        else if (!f.values.empty())
            v = f.values.front();
        else
            v = "?";
    }
    return values;
}

int CardEditor::duplicate(int index) {
    auto values = m_cards.at(static_cast<std::size_t>(index)).values;
    values[core::FieldNumber] = nextFreeNumber(values[core::FieldSet], values[core::FieldNumber]);
    auto added = add(values);
    return added.ok() ? added.value : -1;
}

void CardEditor::remove(int index) {
    const auto& card = m_cards.at(static_cast<std::size_t>(index));
    if (card.state == EditorCardState::Deleted) return; // deleted already
    State next = m_state;
    removeIn(next, card);
    change(std::move(next));
}

void CardEditor::removeIn(State& next, const EditorCard& card) const {
    const std::string set = card.values[core::FieldSet];
    const std::string number = card.values[core::FieldNumber];
    auto it = std::find_if(next.edits.begin(), next.edits.end(), [&](const db::CardEdit& e) {
        if (e.kind == db::CardEditKind::Deleted) return false;
        const auto v = valuesOf(m_game, e.values);
        return core::iequals(v[core::FieldSet], set) && core::iequals(v[core::FieldNumber], number);
    });
    if (it == next.edits.end()) { // a published card, unedited
        const core::Printing* p = published(set, number);
        if (!p) return;
        db::CardEdit e;
        e.game = m_game.id;
        e.set = set;
        e.number = number;
        e.kind = db::CardEditKind::Deleted;
        e.base = cardValues(m_game, p->values);
        next.edits.push_back(std::move(e));
    } else if (published(it->set, it->number)) {
        it->kind = db::CardEditKind::Deleted;
        it->values.clear();
        if (it->base.empty()) it->base = cardValues(m_game, published(it->set, it->number)->values);
    } else {
        next.edits.erase(it);
    }
    next.images.erase(keyOf(set, number));
}

EditorSet CardEditor::setInfo(const std::string& code) const {
    std::string shown = code;
    for (const auto& s : sets())
        if (core::iequals(s, code)) shown = s;
    return layeredSet(shown, m_publishedSets, m_state.sets);
}

std::vector<ParseError> CardEditor::editSet(const std::string& code, const std::string& name,
                                            const std::string& released) {
    const auto all = sets();
    const auto known = std::find_if(all.begin(), all.end(),
                                    [&](const std::string& s) { return core::iequals(s, code); });
    if (known == all.end())
        return {{{}, i18n::trf("there is no set '{}' in {}", code, m_game.name)}};
    auto made = setEditOf(*known, name, released);
    if (!made.ok()) return made.errors;
    db::SetEdit& edit = made.value;
    State next = m_state;
    std::erase_if(next.sets, [&](const db::SetEdit& e) { return core::iequals(e.code, code); });
    bool asPublished = false;
    for (const auto& p : m_publishedSets)
        asPublished = asPublished || (core::iequals(p.code, code) && p.name == edit.name &&
                                      p.released == edit.released);
    const bool bare = edit.name.empty() && edit.released.empty();
    const bool anyPublished =
        std::any_of(m_publishedSets.begin(), m_publishedSets.end(),
                    [&](const db::SetInfo& p) { return core::iequals(p.code, code); });
    if (!asPublished && !(bare && !anyPublished)) next.sets.push_back(std::move(edit));
    if (next.sets == m_state.sets) return {};
    change(std::move(next));
    return {};
}

Result<db::SetEdit> CardEditor::setEditOf(const std::string& code, const std::string& name,
                                          const std::string& released) const {
    db::SetEdit edit;
    edit.game = m_game.id;
    edit.code = code;
    edit.name = std::string(core::trim(name));
    const std::string date(core::trim(released));
    if (!date.empty()) {
        const auto parsed = core::Date::parse(date);
        if (!parsed)
            return {{},
                    {{{},
                      i18n::trf("release date '{}': a date is written YYYY-MM-DD, as 2026-03-01",
                                date)}}};
        edit.released = parsed->str();
    }
    return {std::move(edit), {}};
}

Result<int> CardEditor::duplicateSet(const std::string& from, const std::string& code,
                                     const std::string& name, const std::string& released) {
    auto refused = [](std::string message) { return Result<int>{-1, {{{}, std::move(message)}}}; };
    const auto all = sets();
    const auto source = std::find_if(all.begin(), all.end(),
                                     [&](const std::string& s) { return core::iequals(s, from); });
    if (source == all.end())
        return refused(i18n::trf("there is no set '{}' in {}", from, m_game.name));
    if (core::trim(code).empty())
        return refused(i18n::tr("the new set needs a code (as card data writes it, e.g. T2)"));
    // The code is checked as a card's set is, so the copies are cards an import would take.
    auto cell = io::readCardCell(m_game, core::FieldSet, code);
    if (!cell.errors.empty())
        return refused(i18n::trf("the new set's code: {}", cell.errors.front().message));
    const std::string newCode = cell.value;
    for (const auto& s : all)
        if (core::iequals(s, newCode))
            return refused(i18n::trf("there is a set {} already: choose another code", s));
    // A published set the user deleted, or one the publisher named without cards here yet: its
    // code is taken too, or the copies would meet the publisher's cards.
    for (const auto& p : m_published)
        if (core::iequals(p.set(), newCode))
            return refused(i18n::trf("{} is a published set of {} (its cards deleted here): "
                                     "choose another code",
                                     p.set(), m_game.name));
    for (const auto& p : m_publishedSets)
        if (core::iequals(p.code, newCode))
            return refused(p.name.empty()
                               ? i18n::trf("{} is a published set of {}: choose another code",
                                           p.code, m_game.name)
                               // TRANSLATORS: the set's code, the game, then the set's name.
                               : i18n::trf("{} is a published set of {} ({}): choose another code",
                                           p.code, m_game.name, p.name));
    auto edit = setEditOf(newCode, name, released);
    if (!edit.ok()) return {-1, edit.errors};

    State next = m_state;
    std::string first;
    for (std::size_t i = 0; i < m_cards.size(); ++i) {
        const EditorCard& card = m_cards[i];
        if (card.state == EditorCardState::Deleted ||
            !core::iequals(card.values[core::FieldSet], from))
            continue;
        auto values = card.values;
        values[core::FieldSet] = newCode;
        db::CardEdit e;
        e.game = m_game.id;
        e.set = newCode;
        e.number = values[core::FieldNumber];
        e.kind = db::CardEditKind::Added;
        e.values = cardValues(m_game, values);
        next.edits.push_back(std::move(e));
        if (first.empty()) first = values[core::FieldNumber];
        // The card's image goes with it: the one chosen and not saved yet, else the saved one
        // (copied on save, as a chosen file is).
        const int index = static_cast<int>(i);
        fs::path image;
        if (auto pending = pendingImage(index))
            image = *pending;
        else
            image = savedImage(index);
        if (!image.empty()) next.images[keyOf(newCode, values[core::FieldNumber])] = image;
    }
    if (first.empty()) return refused(i18n::trf("the set {} has no cards to copy", *source));
    if (!edit.value.name.empty() || !edit.value.released.empty())
        next.sets.push_back(std::move(edit.value));
    change(std::move(next));
    return {find(newCode, first), {}};
}

int CardEditor::removeSet(const std::string& code) {
    State next = m_state;
    int removed = 0;
    for (const auto& card : m_cards)
        if (card.state != EditorCardState::Deleted &&
            core::iequals(card.values[core::FieldSet], code)) {
            removeIn(next, card);
            ++removed;
        }
    std::erase_if(next.sets, [&](const db::SetEdit& e) { return core::iequals(e.code, code); });
    std::erase_if(next.emptySets, [&](const std::string& s) { return core::iequals(s, code); });
    if (removed == 0 && next.sets == m_state.sets && next.emptySets == m_state.emptySets) return 0;
    change(std::move(next));
    return removed;
}

Result<int> CardEditor::addSet(const std::string& setCode) {
    const auto values = firstValues(setCode);
    if (!values[core::FieldSet].empty())
        for (const auto& s : sets())
            if (core::iequals(s, values[core::FieldSet]))
                return {-1, {{{}, i18n::trf("there is a set {} already", s)}}};
    return add(values);
}

PasteReport CardEditor::paste(std::string_view tsv) {
    PasteReport out;
    std::vector<std::vector<std::string>> rows;
    std::size_t start = 0;
    while (start < tsv.size()) {
        const auto end = tsv.find('\n', start);
        const auto line = tsv.substr(start, end == std::string_view::npos ? end : end - start);
        start = end == std::string_view::npos ? tsv.size() : end + 1;
        auto cells = cellsOf(line);
        if (std::all_of(cells.begin(), cells.end(),
                        [](const std::string& c) { return core::trim(c).empty(); }))
            continue;
        rows.push_back(std::move(cells));
    }
    if (rows.empty()) {
        out.errors.push_back(
            {0, 0, i18n::tr("nothing to paste: copy rows with a header row first")});
        return out;
    }
    // The header: each column a field, by id or label in any case.
    const auto& header = rows.front();
    std::vector<int> target(header.size(), -1);
    for (std::size_t c = 0; c < header.size(); ++c) {
        const std::string name(core::trim(header[c]));
        int f = m_game.fieldIndex(name);
        for (int i = 0; f < 0 && i < fieldCountOf(m_game); ++i)
            if (core::foldName(fieldLabelAt(m_game, i)) == core::foldName(name) ||
                (builtinFieldLabel(i) &&
                 core::foldName(builtinFieldLabel(i)) == core::foldName(name)))
                f = i;
        if (f < 0) {
            out.errors.push_back(
                {0, static_cast<int>(c) + 1,
                 i18n::trf("the header '{}' is no field of {}", name, m_game.name)});
            continue;
        }
        for (std::size_t o = 0; o < c; ++o)
            if (target[o] == f)
                out.errors.push_back(
                    {0, static_cast<int>(c) + 1,
                     i18n::trf("column '{}' appears twice (also column {})", name, o + 1)});
        target[c] = f;
    }
    for (int required : {core::FieldName, core::FieldSet, core::FieldNumber})
        if (std::find(target.begin(), target.end(), required) == target.end())
            out.errors.push_back(
                {0, 0, i18n::trf("the header has no '{}' column", core::builtinFieldId(required))});
    if (!out.errors.empty()) return out;

    State next = m_state;
    std::vector<std::string> pastedKeys;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto& row = rows[r];
        const int rowNo = static_cast<int>(r);
        if (row.size() > header.size()) {
            out.errors.push_back(
                {rowNo, static_cast<int>(header.size()) + 1,
                 i18n::trf("this row has {} cells; the header has {}", row.size(), header.size())});
            continue;
        }
        std::vector<std::string> pastedSet(static_cast<std::size_t>(fieldCountOf(m_game)));
        std::vector<bool> given(pastedSet.size(), false);
        for (std::size_t c = 0; c < row.size(); ++c) {
            pastedSet[static_cast<std::size_t>(target[c])] = row[c];
            given[static_cast<std::size_t>(target[c])] = true;
        }
        const std::string key =
            keyOf(core::trim(pastedSet[core::FieldSet]), core::trim(pastedSet[core::FieldNumber]));
        if (std::find(pastedKeys.begin(), pastedKeys.end(), key) != pastedKeys.end()) {
            out.errors.push_back({rowNo, 0,
                                  i18n::trf("{} {} is pasted twice", pastedSet[core::FieldSet],
                                            pastedSet[core::FieldNumber])});
            continue;
        }
        pastedKeys.push_back(key);
        // A row for a card there is changes the columns it has; the others stay.
        const int existing =
            find(core::trim(pastedSet[core::FieldSet]), core::trim(pastedSet[core::FieldNumber]));
        std::vector<std::string> values = pastedSet;
        if (existing >= 0)
            for (std::size_t f = 0; f < values.size(); ++f)
                if (!given[f]) values[f] = m_cards[static_cast<std::size_t>(existing)].values[f];
        bool rowOk = true;
        for (const auto& e : check(values, existing)) {
            const auto col = std::find(target.begin(), target.end(), e.field);
            out.errors.push_back(
                {rowNo, col == target.end() ? 0 : static_cast<int>(col - target.begin()) + 1,
                 fieldError(m_game, e)});
            rowOk = false;
        }
        if (!rowOk) continue;
        const auto stored = canonical(values);
        if (existing >= 0) {
            if (stored != m_cards[static_cast<std::size_t>(existing)].values) {
                putValues(next, existing, stored);
                ++out.changed;
            }
        } else {
            db::CardEdit e;
            e.game = m_game.id;
            e.set = stored[core::FieldSet];
            e.number = stored[core::FieldNumber];
            e.values = cardValues(m_game, stored);
            if (const core::Printing* p = published(e.set, e.number)) {
                e.kind = db::CardEditKind::Changed;
                e.base = cardValues(m_game, p->values);
                if (auto* there = editOf(next, e.set, e.number)) *there = e;
            } else {
                e.kind = db::CardEditKind::Added;
                next.edits.push_back(std::move(e));
            }
            ++out.added;
        }
    }
    if (!out.errors.empty()) {
        out.added = out.changed = 0;
        return out;
    }
    if (out.added + out.changed > 0) change(std::move(next));
    return out;
}

std::vector<ParseError> CardEditor::setImage(int index, const fs::path& file) {
    auto errors = io::validateImageFile(file);
    if (!errors.empty()) return errors;
    const auto& v = m_cards.at(static_cast<std::size_t>(index)).values;
    State next = m_state;
    next.images[keyOf(v[core::FieldSet], v[core::FieldNumber])] = file;
    change(std::move(next));
    return {};
}

std::optional<fs::path> CardEditor::pendingImage(int index) const {
    const auto& v = m_cards.at(static_cast<std::size_t>(index)).values;
    auto it = m_state.images.find(keyOf(v[core::FieldSet], v[core::FieldNumber]));
    if (it == m_state.images.end()) return std::nullopt;
    return it->second;
}

fs::path CardEditor::savedImage(int index) const {
    const auto& v = m_cards.at(static_cast<std::size_t>(index)).values;
    const fs::path dir = m_session.dir();
    for (const char* ext : {"png", "jpg", "jpeg", "gif", "bmp", "webp"}) {
        std::error_code ec;
        fs::path file =
            userCardImagePath(dir, m_game.id, v[core::FieldSet], v[core::FieldNumber], ext);
        if (fs::is_regular_file(file, ec)) return file;
    }
    return {};
}

std::vector<CardEditConflict> CardEditor::conflicts() const {
    std::vector<CardEditConflict> out;
    for (const auto& e : m_state.edits)
        if (auto c = conflictOf(m_game, e, published(e.set, e.number))) out.push_back(*c);
    return out;
}

void CardEditor::keepMine(const std::string& set, const std::string& number) {
    State next = m_state;
    db::CardEdit* e = editOf(next, set, number);
    if (!e) return;
    if (const core::Printing* p = published(set, number)) {
        e->base = cardValues(m_game, p->values);
        if (e->kind == db::CardEditKind::Added) e->kind = db::CardEditKind::Changed;
    } else if (e->kind == db::CardEditKind::Changed) {
        e->kind = db::CardEditKind::Added; // the publisher dropped it: it is the user's now
        e->base.clear();
    }
    change(std::move(next));
}

void CardEditor::takeTheirs(const std::string& set, const std::string& number) {
    State next = m_state;
    std::erase_if(next.edits, [&](const db::CardEdit& e) {
        return core::iequals(e.set, set) && core::iequals(e.number, number);
    });
    next.images.erase(keyOf(set, number));
    change(std::move(next));
}

void CardEditor::undo() {
    if (m_undo.empty()) return;
    m_redo.push_back(std::move(m_state));
    m_state = std::move(m_undo.back());
    m_undo.pop_back();
    rebuild();
}

void CardEditor::redo() {
    if (m_redo.empty()) return;
    m_undo.push_back(std::move(m_state));
    m_state = std::move(m_redo.back());
    m_redo.pop_back();
    rebuild();
}

void CardEditor::save() {
    {
        // The set names and the card edits are saved together or not at all.
        db::Transaction tx(profileOf(m_session).user());
        setEditsOf(m_session).replaceAll(m_game.id, m_state.sets);
        m_session.saveCardEdits(m_game.id, m_state.edits);
        tx.commit();
    }
    // Chosen images go into the user's own image folder (never trimmed, unlike the cache)
    // under the card's set and number; another image of the card there (another extension)
    // would be found first, so it goes. Every image is read before any is written: a copied
    // set's cards take their images from the saved images of the cards they copy, which this
    // save may replace.
    const fs::path dir = m_session.dir();
    struct Write {
        const std::vector<std::string>* values;
        std::string ext;
        std::string bytes;
    };
    std::vector<Write> writes;
    std::vector<std::string> unreadable;
    for (const auto& [key, file] : m_state.images) {
        const auto sep = key.find('\x1f');
        const int at = find(key.substr(0, sep), key.substr(sep + 1));
        if (at < 0) continue;
        std::string ext = core::toLower(file.extension().string());
        if (!ext.empty() && ext.front() == '.') ext.erase(0, 1);
        if (ext.empty()) ext = "png";
        auto bytes = io::readWholeFile(file.string());
        if (!bytes.ok()) {
            unreadable.push_back(bytes.errors.front().str());
            continue;
        }
        writes.push_back(
            {&m_cards[static_cast<std::size_t>(at)].values, ext, std::move(bytes.value)});
    }
    for (const auto& w : writes) {
        const auto& v = *w.values;
        for (const char* other : {"png", "jpg", "jpeg", "gif", "bmp", "webp"}) {
            std::error_code ec;
            fs::remove(
                userCardImagePath(dir, m_game.id, v[core::FieldSet], v[core::FieldNumber], other),
                ec);
        }
        const fs::path target =
            userCardImagePath(dir, m_game.id, v[core::FieldSet], v[core::FieldNumber], w.ext);
        fs::create_directories(target.parent_path());
        if (auto bad = io::writeFileAtomically(target.string(), w.bytes, "card image"))
            throw Error(bad->str());
    }
    m_state.images.clear();
    m_saved = m_state.edits;
    m_savedSets = m_state.sets;
    if (!unreadable.empty())
        throw Error(i18n::trfn("your card edits are saved, but {} image could not be copied: {}",
                               "your card edits are saved, but {} images could not be copied: {}",
                               unreadable.size(), unreadable.size(), unreadable.front()));
}

} // namespace deckhand::app
