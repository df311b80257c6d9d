#include "deckhand/core/resolve.hpp"

#include "deckhand/core/quantity.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::core {

std::vector<int> fieldsRead(const Game& game, const Format& format) {
    std::vector<int> out;
    for (const auto& r : format.counts)
        r.filter.collectFields(out);
    for (const auto& r : format.copyLimits) {
        if (r.appliesTo) r.appliesTo->collectFields(out);
        if (!r.maxField.empty()) {
            const int i = game.fieldIndex(r.maxField);
            if (i >= 0 && std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
        }
    }
    return out;
}

namespace {

std::string suggest(const std::vector<std::string>& matches) {
    if (matches.empty()) return {};
    std::string s = " Did you mean ";
    for (std::size_t i = 0; i < matches.size(); ++i) {
        if (i > 0) s += i + 1 == matches.size() ? " or " : ", ";
        s += "'" + matches[i] + "'";
    }
    return s + "?";
}

class Resolver {
public:
    Resolver(const CardCatalogue& catalogue, const Format* format)
        : m_catalogue(catalogue), m_game(catalogue.game()) {
        if (format) m_fields = fieldsRead(m_game, *format);
    }

    // The printing a line names, or nullptr with an error added.
    const Printing* resolve(const DeckListLine& line, std::vector<ParseError>& errors) {
        const std::string folded = foldName(line.name);
        if (!line.set.empty() && !line.number.empty()) {
            const Printing* p = m_catalogue.bySetNumber(line.set, line.number);
            if (!p) {
                errors.push_back(
                    {line.where, fmt::format("there is no {} card {} {} (the line names "
                                             "'{}').",
                                             m_game.name, line.set, line.number, line.name)});
                return nullptr;
            }
            if (p->foldedName != folded) {
                errors.push_back({line.where, fmt::format("{} {} is '{}', not '{}'.", line.set,
                                                          line.number, p->name(), line.name)});
                return nullptr;
            }
            return p;
        }
        std::vector<const Printing*> candidates = m_catalogue.byName(folded);
        if (!line.set.empty())
            std::erase_if(candidates,
                          [&](const Printing* p) { return !iequals(p->set(), line.set); });
        if (candidates.empty()) {
            if (!line.set.empty() && !m_catalogue.byName(folded).empty()) {
                errors.push_back({line.where, fmt::format("'{}' has no printing in set {}.",
                                                          line.name, line.set)});
                return nullptr;
            }
            if (m_names.empty()) m_names = m_catalogue.names();
            errors.push_back(
                {line.where, fmt::format("unknown {} card '{}'.{}", m_game.name, line.name,
                                         suggest(closestMatches(line.name, m_names)))});
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
                    {line.where,
                     fmt::format(
                         "'{}' is ambiguous: it names {} different cards ({}); add the set and "
                         "number, e.g. '{} {} ({}) {}'.",
                         line.name, candidates.size(), which, line.quantity, first->name(),
                         first->set(), first->number())});
                return nullptr;
            }
        }
        return first;
    }

private:
    const CardCatalogue& m_catalogue;
    const Game& m_game;
    std::vector<int> m_fields;
    std::vector<std::string> m_names;
};

} // namespace

Result<Deck> resolveDeck(const DeckList& list, const CardCatalogue& catalogue, const Format* format,
                         bool keepUnresolved) {
    const Game& game = catalogue.game();
    Result<Deck> out;
    out.value.file = list.file;
    out.value.name = list.name;
    out.value.notes = list.notes;
    if (game.sections.empty()) {
        out.errors.push_back({{list.file}, fmt::format("{} declares no deck sections", game.name)});
        return out;
    }
    Resolver resolver(catalogue, format);
    std::string current = game.sections.front().id;
    int cards = 0;
    for (const auto& line : list.lines) {
        if (line.kind == DeckListLine::Kind::Header) {
            const SectionDef* s =
                line.name.empty() ? &game.sections.front() : game.sectionByHeader(line.name);
            if (!s && line.implicit) continue;
            if (!s && !catalogue.byName(foldName(line.name)).empty()) {
                out.errors.push_back({line.where, fmt::format("'{}' has no quantity: write '1 {}'.",
                                                              line.name, line.name)});
                continue;
            }
            if (!s) {
                std::string known;
                for (const auto& d : game.sections)
                    known += (known.empty() ? "" : ", ") + d.name;
                out.errors.push_back(
                    {line.where, fmt::format("'{}' is not a {} deck section (sections: {}).",
                                             line.name, game.name, known)});
                continue;
            }
            current = s->id;
            out.value.section(current);
            continue;
        }
        // A deck's whole count is a quantity too: no sum over its lines leaves an int.
        const auto total = addQuantities(cards, line.quantity);
        if (!total) {
            out.errors.push_back(
                {line.where, fmt::format("the deck comes to {} cards; a quantity is {}",
                                         std::int64_t{cards} + line.quantity, kQuantityRange)});
            continue;
        }
        cards = *total;
        DeckEntry e;
        e.quantity = line.quantity;
        e.name = line.name;
        e.set = line.set;
        e.number = line.number;
        e.where = line.where;
        std::vector<ParseError> errors;
        e.printing = resolver.resolve(line, errors);
        if (!e.printing && !keepUnresolved)
            out.errors.insert(out.errors.end(), errors.begin(), errors.end());
        if (e.printing || keepUnresolved)
            out.value.section(current).entries.push_back(std::move(e));
    }
    return out;
}

Deck unresolvedDeck(const DeckList& list) {
    Deck deck;
    deck.file = list.file;
    deck.name = list.name;
    deck.notes = list.notes;
    std::string current = "main";
    for (const auto& line : list.lines) {
        if (line.kind == DeckListLine::Kind::Header) {
            const std::string h = foldName(line.name);
            const std::string_view common = commonSectionId(h);
            current = h.empty() ? "main" : common.empty() ? h : std::string(common);
            continue;
        }
        deck.section(current).entries.push_back(
            {line.quantity, line.name, line.set, line.number, nullptr, line.where});
    }
    return deck;
}

} // namespace deckhand::core
