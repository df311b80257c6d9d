#include "deckhand/core/resolve.hpp"

#include "deckhand/core/quantity.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <iterator>
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
        if (line.kind != DeckListLine::Kind::Card) continue;
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
        : m_catalogue(catalogue), m_game(catalogue.game()), m_file(file) {
        if (format) m_fields = fieldsRead(m_game, *format);
        // Printings of one card may differ in what belongs to the printing (its set, its
        // number, a regulation mark): that alone does not make a name ambiguous.
        std::erase_if(m_fields, [&](int f) { return printingLevel(m_game, f); });
    }

    // The printing a line names, or nullptr with an error added.
    const Printing* resolve(const DeckListLine& line, std::vector<ParseError>& errors) {
        if (!line.cardDataId.empty())
            if (const Printing* p = byCardDataId(line.cardDataId)) return p;
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
        return resolveNamed(line, errors);
    }

    // Whether a name (or its Cockatrice spelling) is some card's.
    [[nodiscard]] bool known(const std::string& name) const {
        return !m_catalogue.byName(foldName(name)).empty() ||
               !m_catalogue.byName(foldName(cockatriceSpelling(name))).empty();
    }

private:
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
            if (!p) {
                errors.push_back({at(line), fmt::format("there is no {} card {} {} (the line names "
                                                        "'{}').",
                                                        m_game.name, line.set, line.number, name)});
                return nullptr;
            }
            if (p->foldedName != folded) {
                errors.push_back({at(line), fmt::format("{} {} is '{}', not '{}'.", line.set,
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
                    {at(line), fmt::format("'{}' has no printing in set {}.", name, line.set)});
                return nullptr;
            }
            errors.push_back(
                {at(line), fmt::format("unknown {} card '{}'.{}", m_game.name, name,
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
                std::string which;
                for (const Printing* c : candidates)
                    which +=
                        (which.empty() ? "" : ", ") + fmt::format("{} {}", c->set(), c->number());
                errors.push_back(
                    {at(line),
                     fmt::format(
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

    const CardCatalogue& m_catalogue;
    const Game& m_game;
    const std::string& m_file;
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
        out.errors.push_back({{list.file}, fmt::format("{} declares no deck sections", game.name)});
        return out;
    }
    out.value.gameIds = list.gameIds;
    Resolver resolver(catalogue, format, list.file);
    std::string current = game.sections.front().id;
    int cards = 0;
    auto addCard = [&](const DeckListLine& line, DeckListLine* taken) {
        // A deck's whole count is a quantity too: no sum over its lines leaves an int.
        const auto total = addQuantities(cards, line.quantity);
        if (!total) {
            out.errors.push_back(
                {placeOf(line, list.file),
                 fmt::format("the deck comes to {} cards; a quantity is {}",
                             std::int64_t{cards} + line.quantity, kQuantityRange)});
            return;
        }
        cards = *total;
        const SectionDef* side = line.sideboard ? game.sectionByHeader("side") : nullptr;
        if (line.sideboard && !side) {
            out.errors.push_back(
                {placeOf(line, list.file),
                 fmt::format("'SB:' marks a side-deck card, but {} has no side deck "
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
        auto& entries = out.value.section(side ? side->id : current).entries;
        if (entries.capacity() == 0) entries.reserve(list.lines.size()); // one allocation
        entries.push_back(std::move(e));
    };
    for (std::size_t i = 0; i < list.lines.size(); ++i) {
        const DeckListLine& line = list.lines[i];
        if (line.kind == DeckListLine::Kind::Header) {
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
                                      fmt::format("'{}' is not a {} deck section (sections: {}).",
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
            current = h.empty() ? "main" : common.empty() ? h : std::string(common);
            continue;
        }
        deck.section(line.sideboard ? "side" : current).entries.push_back(entryOf(line));
    }
    return deck;
}

} // namespace deckhand::core
