// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/resolve.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/quantity.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <iterator>
#include <optional>
#include <unordered_set>

namespace deckhand::core {

std::vector<int> fieldsRead(const Game& game, const Format& format) {
    std::vector<int> out;
    const auto add = [&](int index) {
        if (index >= 0 && std::find(out.begin(), out.end(), index) == out.end())
            out.push_back(index);
    };
    for (const auto& r : format.counts)
        r.filter.collectFields(out);
    // A leader's field and a distinct-values field decide a verdict as a filter's do.
    for (const auto& r : format.leaders) {
        add(r.fieldIndex);
        for (const auto* f : {&r.lead, &r.together, &r.appliesTo})
            if (*f) (*f)->collectFields(out);
    }
    for (const auto& r : format.distinct) {
        add(r.fieldIndex);
        if (r.appliesTo) r.appliesTo->collectFields(out);
    }
    for (const auto& r : format.copyLimits) {
        if (r.appliesTo) r.appliesTo->collectFields(out);
        if (!r.maxField.empty()) {
            const int i = game.fieldIndex(r.maxField);
            if (i >= 0 && std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
        }
    }
    return out;
}

bool printingLevel(const Game& game, int index) {
    if (index == FieldSet || index == FieldNumber) return true;
    return std::find(game.printingFields.begin(), game.printingFields.end(), index) !=
           game.printingFields.end();
}

std::string cockatriceSpelling(std::string_view name) {
    std::string out;
    for (std::size_t i = 0; i < name.size();) {
        if (name.substr(i).starts_with("\xC3\x86")) {
            out += "Ae";
            i += 2;
        } else if (name.substr(i).starts_with("\xC3\xA6")) {
            out += "ae";
            i += 2;
        } else if (name[i] == '/' || name[i] == '|') {
            while (!out.empty() && out.back() == ' ')
                out.pop_back();
            while (i < name.size() && (name[i] == '/' || name[i] == '|' || name[i] == ' '))
                ++i;
            out += " // ";
        } else {
            out += name[i++];
        }
    }
    return out;
}

namespace {

// The names a line may mean, in the order resolveDeck tries them: the uncut text first, then
// the name, each as written and as Cockatrice would spell it.
std::vector<std::string> spellingsOf(const DeckListLine& line) {
    std::vector<std::string> out;
    for (const std::string* written : {&line.uncut, &line.name}) {
        if (written->empty()) continue;
        out.push_back(*written);
        out.push_back(cockatriceSpelling(*written));
    }
    return out;
}

} // namespace

std::vector<std::vector<std::string>> cardNameKeys(const DeckList& list) {
    std::vector<std::vector<std::string>> out;
    std::unordered_set<std::string> seen;
    for (const auto& line : list.lines) {
        // A card named by id alone (a .ydk passcode) has no name to look up.
        if (line.kind != DeckListLine::Kind::Card || !line.cardId.empty()) continue;
        std::vector<std::string> keys;
        for (const std::string& name : spellingsOf(line)) {
            std::string folded = foldName(name);
            if (std::find(keys.begin(), keys.end(), folded) == keys.end())
                keys.push_back(std::move(folded));
        }
        if (!keys.empty() && seen.insert(foldName(line.name)).second)
            out.push_back(std::move(keys));
    }
    return out;
}

namespace {

// The same, taking the line's strings.
DeckEntry entryFrom(DeckListLine&& line) {
    DeckEntry e;
    e.quantity = line.quantity;
    e.name = std::move(line.name);
    e.set = std::move(line.set);
    e.number = std::move(line.number);
    e.where = std::move(line.where);
    e.finish = std::move(line.finish);
    e.ids = std::move(line.ids);
    return e;
}

DeckEntry entryOf(const DeckListLine& line) {
    DeckEntry e;
    e.quantity = line.quantity;
    e.name = line.name;
    e.set = line.set;
    e.number = line.number;
    e.where = line.where;
    e.finish = line.finish;
    e.ids = line.ids;
    return e;
}

// Where a line is, for an error: a reader leaves the file of its lines empty when it is the
// list's.
SourceLocation placeOf(const DeckListLine& line, const std::string& file) {
    if (!line.where.file.empty()) return line.where;
    return {file, line.where.line, line.where.column};
}

std::string sectionList(const Game& game) {
    std::string known;
    for (const auto& d : game.sections)
        known += (known.empty() ? "" : ", ") + d.name;
    return known;
}

class Resolver {
public:
    Resolver(const CardCatalogue& catalogue, const Format* format, const std::string& file)
        : m_catalogue(catalogue), m_game(catalogue.game()), m_forms(m_game.lists), m_file(file) {
        if (format) m_fields = fieldsRead(m_game, *format);
        // Printings of one card may differ in what belongs to the printing (its set, its
        // number, a regulation mark): that alone does not make a name ambiguous.
        std::erase_if(m_fields, [&](int f) { return printingLevel(m_game, f); });
    }

    // The printing a line names, or nullptr with an error added.
    const Printing* resolve(const DeckListLine& line, std::vector<ParseError>& errors) {
        if (!line.cardId.empty()) return byListIdOrError(line, errors);
        if (!line.cardDataId.empty())
            if (const Printing* p = byCardDataId(line.cardDataId)) return p;
        // A word in parentheses the game reads as a qualifier ("Snatch (red)"), not a set.
        if (const auto q = qualified(line)) return *q ? *q : reportQualified(line, errors);
        if (line.numberMayBeId && !line.set.empty() && !line.number.empty()) {
            const Printing* p = m_catalogue.bySetNumber(line.set, line.number);
            if (p && p->foldedName == foldName(line.name)) return p;
            // Such an id is often an image's name, not a number: the name and set decide.
            DeckListLine byName = line;
            byName.number.clear();
            return resolveNamed(byName, errors);
        }
        // The names the line may mean, in spellingsOf's order; the Cockatrice spelling is
        // made only when the name as written is no card's (a batch check resolves every line).
        // Folded into a string the resolver keeps (most names are longer than a string holds
        // without an allocation).
        for (const std::string* written : {&line.uncut, &line.name}) {
            if (written->empty()) continue;
            foldNameInto(*written, m_folded);
            if (const auto& named = m_catalogue.byName(m_folded); !named.empty())
                return resolveNamed(line, *written, m_folded, named, errors);
            const std::string cockatrice = cockatriceSpelling(*written);
            if (cockatrice == *written) continue;
            foldNameInto(cockatrice, m_folded);
            if (const auto& named = m_catalogue.byName(m_folded); !named.empty())
                return resolveNamed(line, cockatrice, m_folded, named, errors);
        }
        if (!m_forms.empty())
            if (const auto p = byListForms(line, errors)) return *p;
        return resolveNamed(line, errors);
    }

    // Whether a name (or its Cockatrice spelling, or a spelling the game's lists use) is some
    // card's.
    [[nodiscard]] bool known(const std::string& name) {
        if (!m_catalogue.byName(foldName(name)).empty() ||
            !m_catalogue.byName(foldName(cockatriceSpelling(name))).empty())
            return true;
        if (m_forms.empty()) return false;
        DeckListLine probe;
        probe.quantity = 1;
        probe.name = name;
        std::vector<ParseError> ignored;
        const auto p = byListForms(probe, ignored);
        return p && *p;
    }

    // The section a card of a list without headers goes to by the game's <place> rules, or
    // nullptr (it stays where it is).
    [[nodiscard]] const SectionDef* placed(const Printing& p) const {
        for (const auto& place : m_forms.placements)
            if (place.filter.matches(p)) return m_game.section(place.section);
        return nullptr;
    }

    // Whether a header line is one the game's lists carry that is no card and no section (a
    // site's signature).
    [[nodiscard]] bool ignoredLine(const std::string& text) const {
        if (m_forms.ignored.empty()) return false;
        const std::string folded = foldName(text);
        return std::any_of(m_forms.ignored.begin(), m_forms.ignored.end(),
                           [&](const std::string& prefix) { return folded.starts_with(prefix); });
    }

private:
    // An id as lists and card data compare it: trimmed, case folded, and a number without its
    // leading zeros (a .ydk writes passcode 4280258 as "04280258").
    static std::string idKey(std::string_view id) {
        std::string key = toLower(trim(id));
        if (!key.empty() &&
            std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            const auto first = key.find_first_not_of('0');
            key = first == std::string::npos ? "0" : key.substr(first);
        }
        return key;
    }

    // The printing whose <card-id> field holds this id (the first added), or nullptr.
    const Printing* byListId(std::string_view id) {
        if (m_forms.cardIds.empty()) return nullptr;
        if (!m_idsIndexed) {
            m_idsIndexed = true;
            for (std::size_t i = 0; i < m_catalogue.size(); ++i) {
                const Printing& p = m_catalogue.at(i);
                for (const auto& c : m_forms.cardIds) {
                    const auto f = static_cast<std::size_t>(c.index);
                    if (c.index < 0 || f >= p.values.size()) continue;
                    const std::string& v = p.values[f];
                    std::string extra;
                    if (v.empty()) {
                        // A field the card data kept as an extra column.
                        const auto it = p.extras.find(c.field);
                        if (it == p.extras.end()) continue;
                        extra = it->second;
                    }
                    if (!(v.empty() ? extra : v).empty())
                        m_byListId.try_emplace(idKey(v.empty() ? extra : v), &p);
                }
            }
        }
        const auto it = m_byListId.find(idKey(id));
        return it == m_byListId.end() ? nullptr : it->second;
    }

    // What the game calls its card ids, for a message: "passcode", "passcode or card number".
    [[nodiscard]] std::string idWords() const {
        std::vector<std::string> out;
        for (const auto& c : m_forms.cardIds) {
            const FieldDef* def = m_game.fieldAt(c.index);
            std::string label = def && !def->label.empty() ? def->label : c.field;
            if (c.index >= 0 && c.index < BuiltinFieldCount) label = c.field;
            out.push_back(toLower(label));
        }
        return orList(out);
    }

    // A line that names its card by id alone (a .ydk passcode): the card, or nullptr with an
    // error that names the id.
    const Printing* byListIdOrError(const DeckListLine& line, std::vector<ParseError>& errors) {
        if (m_forms.cardIds.empty()) {
            errors.push_back(
                {at(line),
                 i18n::trf("the list names a card by its id {}, and {} declares no card id for "
                           "lists (<card-id field> in its pack's <deck-lists>).",
                           line.cardId, m_game.name)});
            return nullptr;
        }
        if (const Printing* p = byListId(line.cardId)) return p;
        errors.push_back(
            {at(line), i18n::trf("no {} card has {} {}.", m_game.name, idWords(), line.cardId)});
        return nullptr;
    }

    // Whether `written` (a name as the list writes it) names printing `p`: its name, its
    // Cockatrice spelling, a spelling the game's lists use for it, or its name joined with a
    // field ("Elsa - Snow Queen").
    bool namesPrinting(const std::string& written, const Printing& p) {
        const std::string folded = foldName(written);
        if (folded == p.foldedName || foldName(cockatriceSpelling(written)) == p.foldedName)
            return true;
        for (const auto& sp : m_forms.spellings)
            if (sp.written == folded)
                for (const auto& n : sp.names)
                    if (foldName(n) == p.foldedName) return true;
        for (const auto& j : m_forms.joins) {
            const auto f = static_cast<std::size_t>(j.index);
            if (j.index < 0 || f >= p.values.size() || p.values[f].empty()) continue;
            if (foldName(p.name() + j.separator + p.values[f]) == folded) return true;
        }
        return false;
    }

    // The printings named `name` whose field `index` folds to `value`.
    std::vector<const Printing*> withValue(const std::vector<const Printing*>& named, int index,
                                           std::string_view value) const {
        std::vector<const Printing*> out;
        const std::string want = foldName(value);
        for (const Printing* p : named) {
            const auto f = static_cast<std::size_t>(index);
            if (f < p->values.size() && foldName(p->values[f]) == want) out.push_back(p);
        }
        return out;
    }

    // A line whose "(word)" is one of the game's qualifiers: the printing (or nullptr when the
    // name has no printing with that value: reportQualified says so); nullopt for any other
    // line.
    std::optional<const Printing*> qualified(const DeckListLine& line) {
        if (m_forms.qualifiers.empty() || line.set.empty() || !line.number.empty())
            return std::nullopt;
        const std::string word = foldName(line.set);
        for (const auto& q : m_forms.qualifiers)
            for (const auto& [written, value] : q.values) {
                if (written != word) continue;
                for (const std::string* name : {&line.uncut, &line.name}) {
                    if (name->empty()) continue;
                    const auto& named = namedAsListsWrite(*name);
                    const auto with = withValue(named, q.index, value);
                    if (!with.empty()) {
                        std::vector<ParseError> ignored;
                        DeckListLine plain = line;
                        plain.set.clear();
                        return pickAmong(plain, *name, with, ignored);
                    }
                }
                return static_cast<const Printing*>(nullptr);
            }
        return std::nullopt;
    }

    const Printing* reportQualified(const DeckListLine& line, std::vector<ParseError>& errors) {
        const auto& named = namedAsListsWrite(line.name);
        if (named.empty()) {
            DeckListLine plain = line;
            plain.set.clear();
            return resolveNamed(plain, errors);
        }
        errors.push_back(
            {at(line), i18n::trf("'{}' has no printing that is ({}).", line.name, line.set)});
        return nullptr;
    }

    // The printings a name names as the game's lists write it: by the name, else by a spelling
    // the lists use for it.
    const std::vector<const Printing*>& namedAsListsWrite(const std::string& name) {
        const std::string folded = foldName(name);
        if (const auto& named = m_catalogue.byName(folded); !named.empty()) return named;
        if (const auto& named = m_catalogue.byName(foldName(cockatriceSpelling(name)));
            !named.empty())
            return named;
        for (const auto& sp : m_forms.spellings)
            if (sp.written == folded)
                for (const auto& n : sp.names)
                    if (const auto& named = m_catalogue.byName(foldName(n)); !named.empty())
                        return named;
        return m_catalogue.byName(folded);
    }

    // The first of `candidates` when they are one card, as resolveNamed decides; nullptr with
    // an error when they are not.
    const Printing* pickAmong(const DeckListLine& line, const std::string& name,
                              const std::vector<const Printing*>& candidates,
                              std::vector<ParseError>& errors) {
        const std::string folded =
            candidates.empty() ? foldName(name) : candidates.front()->foldedName;
        return resolveNamed(line, name, folded, candidates, errors);
    }

    // The readings the game's <deck-lists> gives a line whose name is no card's: a spelling
    // ("Basic {P} Energy"), a name joined with a field ("Elsa - Snow Queen"), a card id alone
    // ("OP01-001") or before the name ("OP01-016 Nami"), and PTCG Live's set and number that
    // were part of a name. The printing (nullptr after an error), or nullopt when none applies.
    std::optional<const Printing*> byListForms(const DeckListLine& line,
                                               std::vector<ParseError>& errors) {
        for (const std::string* written : {&line.uncut, &line.name}) {
            if (written->empty()) continue;
            const std::string folded = foldName(*written);
            for (const auto& sp : m_forms.spellings) {
                if (sp.written != folded) continue;
                for (const auto& n : sp.names)
                    if (const auto& named = m_catalogue.byName(foldName(n)); !named.empty())
                        return resolveSpelt(line, *written, named, errors);
            }
            for (const auto& j : m_forms.joins) {
                for (std::size_t at = written->find(j.separator); at != std::string::npos;
                     at = written->find(j.separator, at + 1)) {
                    const std::string name(trim(std::string_view(*written).substr(0, at)));
                    const std::string_view value =
                        trim(std::string_view(*written).substr(at + j.separator.size()));
                    const auto& named = m_catalogue.byName(foldName(name));
                    const auto with = withValue(named, j.index, value);
                    if (!with.empty()) return resolveSpelt(line, *written, with, errors);
                }
            }
            if (!m_forms.cardIds.empty()) {
                if (const Printing* p = byListId(*written)) return checkedById(line, p, errors);
                const auto space = written->find(' ');
                if (space != std::string::npos) {
                    if (const Printing* p = byListId(written->substr(0, space))) {
                        const std::string rest(trim(std::string_view(*written).substr(space + 1)));
                        if (namesPrinting(rest, *p)) return checkedById(line, p, errors);
                        errors.push_back(
                            {at(line), i18n::trf("{} is '{}', not '{}'.", written->substr(0, space),
                                                 listName(m_game, *p), rest)});
                        return static_cast<const Printing*>(nullptr);
                    }
                }
            }
        }
        return std::nullopt;
    }

    // A card a list named by id: the line's set and number, where it gives them, must agree.
    const Printing* checkedById(const DeckListLine& line, const Printing* p,
                                std::vector<ParseError>& errors) {
        if (!line.set.empty() && !line.number.empty() &&
            m_catalogue.bySetNumber(line.set, line.number) != p) {
            errors.push_back({at(line), i18n::trf("{} {} is not '{}'.", line.set, line.number,
                                                  listName(m_game, *p))});
            return nullptr;
        }
        return p;
    }

    // A line whose name is another spelling of `named`'s: set and number, where given, pick
    // among them.
    const Printing* resolveSpelt(const DeckListLine& line, const std::string& written,
                                 const std::vector<const Printing*>& named,
                                 std::vector<ParseError>& errors) {
        if (!line.set.empty() && !line.number.empty()) {
            const Printing* p = m_catalogue.bySetNumber(line.set, line.number);
            if (p && namesPrinting(written, *p)) return p;
        }
        DeckListLine plain = line;
        if (!plain.number.empty()) plain.number.clear();
        return pickAmong(plain, written, named, errors);
    }

    // The printing whose card data gave this id (an OCTGN GUID), or nullptr.
    const Printing* byCardDataId(const std::string& id) {
        if (!m_octgnIndexed) {
            m_octgnIndexed = true;
            for (std::size_t i = 0; i < m_catalogue.size(); ++i) {
                const Printing& p = m_catalogue.at(i);
                const std::string guid = octgnIdOf(p);
                if (!guid.empty()) m_byOctgnId.try_emplace(toLower(guid), &p);
            }
        }
        const auto it = m_byOctgnId.find(toLower(trim(id)));
        return it == m_byOctgnId.end() ? nullptr : it->second;
    }

    const Printing* resolveNamed(const DeckListLine& line, std::vector<ParseError>& errors) {
        const std::string folded = foldName(line.name);
        return resolveNamed(line, line.name, folded, m_catalogue.byName(folded), errors);
    }

    // The printing `line` names when read as `name` (folded: `folded`, the catalogue's
    // printings of that name: `named`), or nullptr with an error added.
    const Printing* resolveNamed(const DeckListLine& line, const std::string& name,
                                 const std::string& folded,
                                 const std::vector<const Printing*>& named,
                                 std::vector<ParseError>& errors) {
        if (!line.set.empty() && !line.number.empty()) {
            const Printing* p = m_catalogue.bySetNumber(line.set, line.number);
            if (!p && line.bareSetNumber) {
                // "Name SET NUM" may be a name that ends so: the whole text as a name.
                const std::string whole = fmt::format("{} {} {}", name, line.set, line.number);
                if (const auto& all = m_catalogue.byName(foldName(whole)); !all.empty()) {
                    DeckListLine plain = line;
                    plain.set.clear();
                    plain.number.clear();
                    return resolveNamed(plain, whole, foldName(whole), all, errors);
                }
            }
            if (!p) {
                errors.push_back({at(line), i18n::trf("there is no {} card {} {} (the line names "
                                                      "'{}').",
                                                      m_game.name, line.set, line.number, name)});
                return nullptr;
            }
            if (p->foldedName != folded && !namesPrinting(name, *p)) {
                errors.push_back({at(line), i18n::trf("{} {} is '{}', not '{}'.", line.set,
                                                      line.number, p->name(), name)});
                return nullptr;
            }
            return p;
        }
        // The catalogue's own list unless a set narrows it (a copy per line was a tenth of a
        // batch check's allocations).
        std::vector<const Printing*> inSet;
        if (!line.set.empty()) {
            std::copy_if(named.begin(), named.end(), std::back_inserter(inSet),
                         [&](const Printing* p) { return iequals(p->set(), line.set); });
        }
        const std::vector<const Printing*>& candidates = line.set.empty() ? named : inSet;
        if (candidates.empty()) {
            if (!line.set.empty() && !named.empty()) {
                errors.push_back(
                    {at(line), i18n::trf("'{}' has no printing in set {}.", name, line.set)});
                return nullptr;
            }
            errors.push_back(
                {at(line), i18n::trf("unknown {} card '{}'.{}", m_game.name, name,
                                     didYouMean(closestMatches(name, m_catalogue.names(),
                                                               m_catalogue.foldedNames())))});
            return nullptr;
        }
        const Printing* first = candidates.front();
        const int kind = static_cast<int>(m_game.identity);
        for (const Printing* p : candidates) {
            bool differs = p->identity[kind] != first->identity[kind];
            for (int f : m_fields)
                differs = differs || p->values[static_cast<std::size_t>(f)] !=
                                         first->values[static_cast<std::size_t>(f)];
            if (differs) {
                if (auto settle = qualifierChoices(line, name, candidates); !settle.empty()) {
                    errors.push_back({at(line), std::move(settle)});
                    return nullptr;
                }
                std::string which;
                for (const Printing* c : candidates)
                    which +=
                        (which.empty() ? "" : ", ") + fmt::format("{} {}", c->set(), c->number());
                errors.push_back(
                    {at(line),
                     i18n::trf(
                         "'{}' is ambiguous: it names {} different cards ({}); add the set and "
                         "number, e.g. '{} {} ({}) {}'.",
                         name, candidates.size(), which, line.quantity, first->name(), first->set(),
                         first->number())});
                return nullptr;
            }
        }
        return first;
    }

    [[nodiscard]] SourceLocation at(const DeckListLine& line) const {
        return placeOf(line, m_file);
    }

    // A name printed with several values of a field the pack's lists settle with a qualifier
    // (Flesh and Blood's pitch): the message gives the lines to write, "'Snatch' is printed with
    // 3 pitches; write '3 Snatch (red)', '3 Snatch (yellow)' or '3 Snatch (blue)'.". Empty when
    // no qualifier tells the printings apart.
    [[nodiscard]] std::string qualifierChoices(const DeckListLine& line, const std::string& name,
                                               const std::vector<const Printing*>& candidates) {
        for (const auto& q : m_forms.qualifiers) {
            if (q.index < 0) continue;
            std::vector<std::string> written;
            std::size_t covered = 0;
            for (const auto& [word, value] : q.values) {
                const std::size_t n = withValue(candidates, q.index, value).size();
                if (n == 0) continue;
                covered += n;
                written.push_back(
                    fmt::format("'{} {} ({})'", line.quantity, candidates.front()->name(), word));
            }
            if (written.size() < 2 || covered != candidates.size()) continue;
            const FieldDef* def = m_game.fieldAt(q.index);
            const std::string choices = orList(written);
            return i18n::trf("'{}' is ambiguous: it is printed with {} {} values; write {}.", name,
                             written.size(), def ? def->label : q.field, choices);
        }
        return {};
    }

    const CardCatalogue& m_catalogue;
    const Game& m_game;
    const DeckListForms& m_forms;
    const std::string& m_file;
    bool m_idsIndexed = false;
    std::unordered_map<std::string, const Printing*> m_byListId; // by idKey
    std::vector<int> m_fields;
    std::string m_folded; // the name resolve() looks up
    bool m_octgnIndexed = false;
    std::unordered_map<std::string, const Printing*> m_byOctgnId;
};

} // namespace

namespace {

// resolveDeck; with `take` (the list itself), each line's strings go into its entry once it is
// resolved instead of being copied.
Result<Deck> resolve(const DeckList& list, DeckList* take, const CardCatalogue& catalogue,
                     const Format* format, bool keepUnresolved) {
    const Game& game = catalogue.game();
    Result<Deck> out;
    out.value.file = list.file;
    out.value.name = list.name;
    out.value.notes = list.notes;
    if (game.sections.empty()) {
        out.errors.push_back({{list.file}, i18n::trf("{} declares no deck sections", game.name)});
        return out;
    }
    out.value.gameIds = list.gameIds;
    Resolver resolver(catalogue, format, list.file);
    std::string current = game.sections.front().id;
    // A list without section headers: a card the game's <place> rules name goes to its own
    // section. In a list with headers the headers say where each card is.
    const bool headed = std::any_of(list.lines.begin(), list.lines.end(), [](const auto& l) {
        return l.kind == DeckListLine::Kind::Header && !l.implicit && l.value.empty();
    });
    int cards = 0;
    auto addNote = [&](const std::string& note) {
        if (!out.value.notes.empty()) out.value.notes += '\n';
        out.value.notes += note;
    };
    auto addCard = [&](const DeckListLine& line, DeckListLine* taken,
                       const SectionDef* into = nullptr) {
        // A deck's whole count is a quantity too: no sum over its lines leaves an int.
        const auto total = addQuantities(cards, line.quantity);
        if (!total) {
            out.errors.push_back({placeOf(line, list.file),
                                  i18n::trf("the deck comes to {} cards; a quantity is from 1 "
                                            "to 1,000,000",
                                            std::int64_t{cards} + line.quantity)});
            return;
        }
        cards = *total;
        const SectionDef* side = line.sideboard ? game.sectionByHeader("side") : nullptr;
        if (line.sideboard && !side) {
            out.errors.push_back({placeOf(line, list.file),
                                  i18n::trf("'SB:' marks a side-deck card, but {} has no side deck "
                                            "(sections: {}).",
                                            game.name, sectionList(game))});
            return;
        }
        std::vector<ParseError> errors;
        const Printing* printing = resolver.resolve(line, errors);
        if (!printing && !keepUnresolved) {
            out.errors.insert(out.errors.end(), errors.begin(), errors.end());
            return;
        }
        const bool uncut = printing && !line.uncut.empty() &&
                           printing->foldedName == foldName(cockatriceSpelling(line.uncut));
        DeckEntry e = taken ? entryFrom(std::move(*taken)) : entryOf(line);
        e.printing = printing;
        if (uncut) e.name = line.uncut;
        if (!into && !side && !headed && printing && !game.lists.placements.empty())
            into = resolver.placed(*printing);
        auto& entries = out.value.section(into ? into->id : side ? side->id : current).entries;
        if (entries.capacity() == 0) entries.reserve(list.lines.size()); // one allocation
        entries.push_back(std::move(e));
    };
    for (std::size_t i = 0; i < list.lines.size(); ++i) {
        const DeckListLine& line = list.lines[i];
        if (line.kind == DeckListLine::Kind::Header) {
            if (resolver.ignoredLine(line.uncut.empty() ? line.name : line.uncut)) continue;
            if (!line.value.empty()) {
                // "Hero: Dash I/O": one card of the section the key names, the list going on
                // where it was; any other key ("Format: Classic Constructed") is a note.
                if (const SectionDef* s = game.sectionByHeader(line.name)) {
                    DeckListLine one = line;
                    one.kind = DeckListLine::Kind::Card;
                    one.quantity = 1;
                    one.name = line.value;
                    one.value.clear();
                    one.uncut.clear();
                    one.set.clear();
                    one.number.clear();
                    one.finish.clear();
                    out.value.section(s->id);
                    addCard(one, &one, s);
                } else {
                    addNote(line.name + ": " + line.value);
                }
                continue;
            }
            const SectionDef* s =
                line.name.empty() ? &game.sections.front() : game.sectionByHeader(line.name);
            if (!s && line.implicit) continue;
            if (!s) {
                // A card's name without a quantity is one copy, as Cockatrice reads it.
                DeckListLine one = line;
                one.kind = DeckListLine::Kind::Card;
                one.quantity = 1;
                if (!line.uncut.empty()) one.name = line.uncut;
                if (resolver.known(one.name) || resolver.known(line.name)) {
                    if (!resolver.known(one.name)) one.name = line.name;
                    one.uncut.clear();
                    addCard(one, &one);
                    continue;
                }
            }
            if (!s) {
                out.errors.push_back({placeOf(line, list.file),
                                      i18n::trf("'{}' is not a {} deck section (sections: {}).",
                                                line.name, game.name, sectionList(game))});
                continue;
            }
            current = s->id;
            out.value.section(current);
            continue;
        }
        addCard(line, take ? &take->lines[i] : nullptr);
    }
    return out;
}

} // namespace

Result<Deck> resolveDeck(const DeckList& list, const CardCatalogue& catalogue, const Format* format,
                         bool keepUnresolved) {
    return resolve(list, nullptr, catalogue, format, keepUnresolved);
}

Result<Deck> resolveDeck(DeckList&& list, const CardCatalogue& catalogue, const Format* format,
                         bool keepUnresolved) {
    return resolve(list, &list, catalogue, format, keepUnresolved);
}

std::string listName(const Game& game, const Printing& p) {
    std::string name = p.name();
    if (!game.lists.joins.empty()) {
        const auto& j = game.lists.joins.front();
        const auto f = static_cast<std::size_t>(j.index);
        if (j.index >= 0 && f < p.values.size() && !p.values[f].empty())
            name += j.separator + p.values[f];
    }
    for (const auto& q : game.lists.qualifiers) {
        const auto f = static_cast<std::size_t>(q.index);
        if (q.index < 0 || f >= p.values.size()) continue;
        for (const auto& [written, value] : q.values)
            if (p.values[f] == value) {
                name += " (" + written + ")";
                break;
            }
    }
    return name;
}

std::string listCardId(const Game& game, const Printing& p) {
    for (const auto& c : game.lists.cardIds) {
        const auto f = static_cast<std::size_t>(c.index);
        if (c.index >= 0 && f < p.values.size() && !p.values[f].empty()) return p.values[f];
        if (const auto it = p.extras.find(c.field); it != p.extras.end() && !it->second.empty())
            return it->second;
    }
    return {};
}

Deck unresolvedDeck(const DeckList& list) {
    Deck deck;
    deck.file = list.file;
    deck.name = list.name;
    deck.notes = list.notes;
    deck.gameIds = list.gameIds;
    std::string current = "main";
    for (const auto& line : list.lines) {
        if (line.kind == DeckListLine::Kind::Header) {
            const std::string h = foldName(line.name);
            const std::string_view common = commonSectionId(h);
            if (!line.value.empty()) { // "Hero: Dash I/O": one card of that section
                DeckEntry e = entryOf(line);
                e.quantity = 1;
                e.name = line.value;
                e.set.clear();
                e.number.clear();
                deck.section(common.empty() ? h : std::string(common)).entries.push_back(e);
                continue;
            }
            current = h.empty() ? "main" : common.empty() ? h : std::string(common);
            continue;
        }
        deck.section(line.sideboard ? "side" : current).entries.push_back(entryOf(line));
    }
    return deck;
}

} // namespace deckhand::core
