// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/validation.hpp"

#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/shown_number.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <map>

namespace deckhand::core {

namespace {

// A deck has a few dozen entries, so flat vectors with linear search beat hash maps here:
// validation runs on every keystroke in the GUI and on whole folders of lists in the CLI.
struct Tally {
    int id;
    int copies;
    const Printing* first;
};

void bump(std::vector<Tally>& tallies, int id, int copies, const Printing* p) {
    for (auto& t : tallies) {
        if (t.id == id) {
            t.copies += copies;
            return;
        }
    }
    tallies.push_back({id, copies, p});
}

std::string fill(std::string text, const std::map<std::string, std::string>& values) {
    for (const auto& [key, value] : values) {
        const std::string token = "{" + key + "}";
        for (std::size_t pos = text.find(token); pos != std::string::npos;
             pos = text.find(token, pos + value.size()))
            text.replace(pos, token.size(), value);
    }
    return text;
}

std::string joinCards(const std::vector<std::string>& cards) {
    return andList(cards);
}

// A pack's words in the form that always makes a sentence: "{one|many}" is the first
// alternative for a count of 1 and the second for any other count, so a label or a message
// template agrees with its number ("{Leader or base|Leaders or bases} in the draw deck").
bool hasForms(std::string_view text) {
    const auto open = text.find('{');
    if (open == std::string_view::npos) return false;
    const auto close = text.find('}', open);
    const auto bar = text.find('|', open);
    return close != std::string_view::npos && bar < close;
}

std::string chooseForms(std::string_view text, long long n) {
    std::string out;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto open = text.find('{', at);
        const auto close = open == std::string_view::npos ? open : text.find('}', open);
        const auto bar = close == std::string_view::npos ? close : text.find('|', open);
        if (close == std::string_view::npos || bar > close) {
            // Not a form ("{have}" is filled elsewhere): kept as written.
            const auto keep = close == std::string_view::npos ? text.size() : close + 1;
            out.append(text.substr(at, keep - at));
            at = keep;
            continue;
        }
        out.append(text.substr(at, open - at));
        out.append(n == 1 ? text.substr(open + 1, bar - open - 1)
                          : text.substr(bar + 1, close - bar - 1));
        at = close + 1;
    }
    return out;
}

// Where the whole word `word` first stands in `text`, or npos.
std::size_t findWord(const std::string& text, std::string_view word) {
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        const bool start = at == 0 || text[at - 1] == ' ';
        const bool end = at + word.size() == text.size() || text[at + word.size()] == ' ';
        if (start && end) return at;
    }
    return std::string::npos;
}

std::string capitalised(std::string text) {
    if (!text.empty() && text.front() >= 'a' && text.front() <= 'z')
        text.front() = static_cast<char>(text.front() - 'a' + 'A');
    return text;
}

// What a count rule counts, with its number, for `n` cards: "1 Token card in the deck" (the
// subject of "The deck has ..."). The pack writes the label plural ("Token cards in the deck")
// or in forms; the word "cards" in it becomes "card" for one card. A label without that word is
// a kind of card when it is one word ("1 Leader card"); a longer phrase ("champion units as
// Chosen Champion") gets no word added: for one card the label leads (`leads`: "Champion units
// as Chosen Champion: the deck has 1"), as its number cannot be known from its words.
// What a count or size rule says the deck must have.
enum class Bound { None, Exactly, AtLeast, AtMost, MultipleOf };

struct CountWords {
    std::string words;
    bool leads = false;
};

CountWords countWords(int n, const std::string& label) {
    if (hasForms(label)) return {fmt::format("{} {}", shownCount(n), chooseForms(label, n))};
    std::string words = label;
    if (const auto at = findWord(words, "cards"); at != std::string::npos) {
        if (n == 1) words.erase(at + 4, 1);
        return {fmt::format("{} {}", shownCount(n), words)};
    }
    if (const auto at = findWord(words, "card"); at != std::string::npos) {
        if (n != 1) words.insert(at + 4, "s");
        return {fmt::format("{} {}", shownCount(n), words)};
    }
    if (words.find(' ') == std::string::npos && !words.ends_with('s'))
        // TRANSLATORS: a number of cards of a kind a game pack names ("3 Leader cards").
        return {i18n::trfn("{} {} card", "{} {} cards", static_cast<unsigned long>(n),
                           shownCount(n), words)};
    if (n == 1) return {capitalised(words), true};
    return {fmt::format("{} {}", shownCount(n), words)};
}

// A label that names one thing ("Leader", "regulation mark") in its forms for `n`: written in
// forms, else the plural adds "s" or "es" ("heroes").
std::string nounFor(long long n, const std::string& label) {
    if (hasForms(label)) return chooseForms(label, n);
    if (n == 1) return label;
    for (const char* end : {"s", "x", "o", "ch", "sh"})
        if (label.ends_with(end)) return label + "es";
    return label + "s";
}

// A label that names many ("inks") in its forms for `n`: written in forms, else the singular
// drops a final "s".
std::string pluralLabelFor(long long n, const std::string& label) {
    if (hasForms(label)) return chooseForms(label, n);
    if (n != 1) return label;
    std::string one = label;
    if (one.size() > 1 && one.back() == 's') one.pop_back();
    return one;
}

// "Jungle Navigator (Green)", or "4 Jungle Navigator (Green)" for four copies: a list of
// names in a sentence that counts copies says how many of each.
struct Named {
    std::string label;
    int copies;
};

std::string joinNamed(const std::vector<Named>& named) {
    std::vector<std::string> labels;
    for (const auto& n : named)
        labels.push_back(n.copies > 1 ? fmt::format("{} {}", shownCount(n.copies), n.label)
                                      : n.label);
    return joinCards(labels);
}

class Judge {
public:
    Judge(const Deck& deck, const ValidationContext& ctx, ValidationReport& report)
        : m_deck(deck), m_ctx(ctx), m_game(*ctx.game), m_report(report) {}

    void run() {
        const Format& f = *m_ctx.format;
        checkUnresolved();
        for (const auto& r : f.deckSize)
            deckSize(r);
        for (const auto& r : f.copyLimits)
            copyLimit(r);
        for (const auto& r : f.counts)
            count(r);
        for (const auto& r : f.prebuilt)
            prebuilt(r);
        for (const auto& r : f.limited)
            limited(r);
        for (const auto& r : f.leaders)
            leader(r);
        for (const auto& r : f.distinct)
            distinct(r);
        for (const auto& r : f.rotations)
            rotation(r);
        m_report.deckSize = countedCards(f);
    }

private:
    // Whether a section is in a rule's scope: the named ones, or by default those that count.
    [[nodiscard]] bool inScope(const DeckSection& s, const std::vector<std::string>& scope) const {
        if (!scope.empty()) return std::find(scope.begin(), scope.end(), s.id) != scope.end();
        const SectionDef* def = m_game.section(s.id);
        return def == nullptr || def->counts;
    }

    template <class Fn> void forEachEntry(const std::vector<std::string>& scope, Fn&& fn) const {
        for (const auto& s : m_deck.sections) {
            if (!inScope(s, scope)) continue;
            for (const auto& e : s.entries)
                if (e.printing && e.quantity > 0) fn(e);
        }
    }

    // The deck's size as the format counts it: the cards of every section its deck-size rules
    // count (Flesh and Blood's hero, equipment and deck; Commander's 100 with the commander),
    // else of the sections that count.
    [[nodiscard]] int countedCards(const Format& f) const {
        if (f.deckSize.empty()) return cardsIn({});
        int n = 0;
        for (const auto& s : m_deck.sections) {
            const bool counted =
                std::any_of(f.deckSize.begin(), f.deckSize.end(),
                            [&](const DeckSizeRule& r) { return inScope(s, r.sections); });
            if (!counted) continue;
            for (const auto& e : s.entries)
                if (e.printing && e.quantity > 0) n += e.quantity;
        }
        return n;
    }

    [[nodiscard]] int cardsIn(const std::vector<std::string>& scope) const {
        int n = 0;
        forEachEntry(scope, [&](const DeckEntry& e) { n += e.quantity; });
        return n;
    }

    void report(const RuleBase& rule, Violation v, std::map<std::string, std::string> values) {
        v.rule = rule.id;
        v.citation = rule.citation;
        v.note = rule.note;
        if (!rule.message.empty()) {
            values["have"] = shownCount(v.have);
            values["need"] = v.need ? shownCount(*v.need) : "";
            values["cards"] = joinCards(v.cards);
            // The pack's words agree with the count the sentence gives: {have}.
            v.message = fill(chooseForms(rule.message, v.have), values);
        }
        (rule.warning ? m_report.warnings : m_report.errors).push_back(std::move(v));
    }

    void checkUnresolved() {
        for (const auto& s : m_deck.sections) {
            for (const auto& e : s.entries) {
                if (e.printing) continue;
                Violation v;
                v.rule = "unknown-card";
                v.message =
                    i18n::trf("{} is not a {} card this profile knows.", e.name, m_game.name);
                v.cards = {e.name};
                v.have = e.quantity;
                m_report.errors.push_back(std::move(v));
            }
        }
    }

    void deckSize(const DeckSizeRule& r) {
        const int have = cardsIn(r.sections);
        auto fail = [&](int need, Bound bound) {
            Violation v;
            v.have = have;
            v.need = need;
            v.message = sizeSentence(r.sections, have, bound, need);
            report(r, std::move(v), {{"label", "cards"}});
        };
        if (r.exact.value && have != *r.exact.value)
            fail(*r.exact.value, *r.exact.value == 0 ? Bound::None : Bound::Exactly);
        if (r.min.value && have < *r.min.value) fail(*r.min.value, Bound::AtLeast);
        if (r.max.value && have > *r.max.value)
            fail(*r.max.value, *r.max.value == 0 ? Bound::None : Bound::AtMost);
        if (r.multipleOf.value && *r.multipleOf.value > 0 && have % *r.multipleOf.value != 0)
            fail(*r.multipleOf.value, Bound::MultipleOf);
    }

    // "The deck has 38 cards; it must have exactly 40.", "The Main and Side sections have 61
    // cards; they may have at most 60."
    [[nodiscard]] std::string sizeSentence(const std::vector<std::string>& scope, int have,
                                           Bound bound, int need) const {
        const auto n = static_cast<unsigned long>(have);
        const std::string who = scopeName(scope);
        // The numbers in the user's form ("1 234" in French): a deck may have thousands.
        const std::string has = shownCount(have), needs = shownCount(need);
        if (scope.size() > 1) switch (bound) {
            case Bound::None:
                return i18n::trfn("{} have {} card; they may have none.",
                                  "{} have {} cards; they may have none.", n, who, has);
            case Bound::Exactly:
                return i18n::trfn("{} have {} card; they must have exactly {}.",
                                  "{} have {} cards; they must have exactly {}.", n, who, has,
                                  needs);
            case Bound::AtLeast:
                return i18n::trfn("{} have {} card; they need at least {}.",
                                  "{} have {} cards; they need at least {}.", n, who, has, needs);
            case Bound::AtMost:
                return i18n::trfn("{} have {} card; they may have at most {}.",
                                  "{} have {} cards; they may have at most {}.", n, who, has,
                                  needs);
            case Bound::MultipleOf:
                return i18n::trfn(
                    "{} have {} card; the count must be a multiple of {} ({} or {}).",
                    "{} have {} cards; the count must be a multiple of {} ({} or {}).", n, who, has,
                    needs, shownCount(have / need * need), shownCount((have / need + 1) * need));
            }
        switch (bound) {
        case Bound::None:
            return i18n::trfn("{} has {} card; it may have none.",
                              "{} has {} cards; it may have none.", n, who, has);
        case Bound::Exactly:
            return i18n::trfn("{} has {} card; it must have exactly {}.",
                              "{} has {} cards; it must have exactly {}.", n, who, has, needs);
        case Bound::AtLeast:
            return i18n::trfn("{} has {} card; it needs at least {}.",
                              "{} has {} cards; it needs at least {}.", n, who, has, needs);
        case Bound::AtMost:
            return i18n::trfn("{} has {} card; it may have at most {}.",
                              "{} has {} cards; it may have at most {}.", n, who, has, needs);
        case Bound::MultipleOf:
            break;
        }
        return i18n::trfn("{} has {} card; the count must be a multiple of {} ({} or {}).",
                          "{} has {} cards; the count must be a multiple of {} ({} or {}).", n, who,
                          has, needs, shownCount(have / need * need),
                          shownCount((have / need + 1) * need));
    }

    // What a rule over `scope` calls the cards it counts: "The deck", "The DON!! deck", "The
    // Tokens section", "The Main and Side sections".
    [[nodiscard]] std::string scopeName(const std::vector<std::string>& scope) const {
        if (scope.empty()) return i18n::tr("The deck");
        std::vector<std::string> names;
        for (const auto& id : scope) {
            const SectionDef* def = m_game.section(id);
            names.push_back(def ? def->name : id);
        }
        const std::string joined = joinCards(names);
        // TRANSLATORS: the subject of a sentence, sections of a deck named by the game pack.
        if (names.size() > 1) return i18n::trf("The {} sections", joined);
        const std::string folded = foldName(joined);
        // TRANSLATORS: the subject of a sentence: a part of a deck whose name ends in "deck"
        // ("The DON!! deck").
        if (folded == "deck" || folded.ends_with(" deck")) return i18n::trf("The {}", joined);
        // TRANSLATORS: the subject of a sentence: a section of a deck named by the game pack.
        return i18n::trf("The {} section", joined);
    }

    void copyLimit(const CopyLimitRule& r) {
        const int kind = r.identity >= 0 && r.identity < m_game.identityCount() ? r.identity : 0;
        m_tallies.clear();
        forEachEntry(r.sections, [&](const DeckEntry& e) {
            if (r.appliesTo && !r.appliesTo->matches(*e.printing)) return;
            bump(m_tallies, e.printing->identity[kind], e.quantity, e.printing);
        });
        const int maxIndex = r.maxField.empty() ? -1 : m_game.fieldIndex(r.maxField);
        for (const auto& t : m_tallies) {
            std::optional<int> max = r.max.value;
            if (maxIndex >= 0) {
                const auto& n = t.first->numbers[static_cast<std::size_t>(maxIndex)];
                if (!n) continue;
                max = static_cast<int>(*n) * r.multiplier.value.value_or(1);
            }
            if (!max || t.copies <= *max) continue;
            const std::string& card = m_ctx.catalogue->identityLabel(kind, t.id);
            std::string per;
            if (maxIndex >= 0) {
                const int products = r.multiplier.value.value_or(1);
                // TRANSLATORS: follows "at most 6" in a sentence on copies of a card.
                per = i18n::trfn(" ({} per product, {} product)", " ({} per product, {} products)",
                                 static_cast<unsigned long>(products), shownCount(*max / products),
                                 shownCount(products));
            } else
                per = m_game.identityWords(r.identity);
            // A limit on some cards only says which: the reader need not find the rule.
            if (r.appliesTo)
                // TRANSLATORS: follows "at most 3" in a sentence on copies of a card; the value
                // is a filter's description ("type is Leader").
                per += i18n::trf(" among cards where {}", r.appliesTo->describe());
            Violation v;
            v.have = t.copies;
            v.need = *max;
            v.cards = {card};
            v.message = i18n::trfn("{} copy of {}; at most {}{}.", "{} copies of {}; at most {}{}.",
                                   static_cast<unsigned long>(t.copies), shownCount(t.copies), card,
                                   shownCount(*max), per);
            report(r, std::move(v), {{"card", card}, {"label", card}});
        }
    }

    void count(const CountRule& r) {
        int have = 0;
        std::vector<const Printing*> matching; // one per name, for the message
        forEachEntry(r.sections, [&](const DeckEntry& e) {
            if (!r.filter.matches(*e.printing)) return;
            have += e.quantity;
            if (std::none_of(matching.begin(), matching.end(), [&](const Printing* p) {
                    return p->foldedName == e.printing->foldedName;
                }))
                matching.push_back(e.printing);
        });
        auto fail = [&](int need, Bound bound, bool tooMany) {
            Violation v;
            v.have = have;
            v.need = need;
            if (tooMany)
                for (const Printing* p : matching)
                    v.cards.push_back(p->name());
            const std::string which =
                tooMany && !v.cards.empty() ? fmt::format(" ({})", joinCards(v.cards)) : "";
            v.message = countSentence(countWords(have, r.label), which, bound, need);
            report(r, std::move(v), {{"label", chooseForms(r.label, have)}});
        };
        if (r.exact.value && have != *r.exact.value)
            fail(*r.exact.value, *r.exact.value == 0 ? Bound::None : Bound::Exactly,
                 have > *r.exact.value);
        if (r.min.value && have < *r.min.value) fail(*r.min.value, Bound::AtLeast, false);
        if (r.max.value && have > *r.max.value)
            fail(*r.max.value, *r.max.value == 0 ? Bound::None : Bound::AtMost, true);
    }

    // "The deck has 3 Leader cards (A and B); it may have at most 1.": `which` names the cards
    // (" (A and B)") or is empty.
    static std::string countSentence(const CountWords& c, const std::string& which, Bound bound,
                                     int need) {
        const std::string needs = shownCount(need); // "1 234" in French
        if (c.leads) switch (bound) {
            case Bound::MultipleOf:
            case Bound::None:
                return i18n::trf("{}: the deck has 1{}; it may have none.", c.words, which);
            case Bound::Exactly:
                return i18n::trf("{}: the deck has 1{}; it must have exactly {}.", c.words, which,
                                 needs);
            case Bound::AtLeast:
                return i18n::trf("{}: the deck has 1{}; it needs at least {}.", c.words, which,
                                 needs);
            case Bound::AtMost:
                return i18n::trf("{}: the deck has 1{}; it may have at most {}.", c.words, which,
                                 needs);
            }
        switch (bound) {
        case Bound::None:
            return i18n::trf("The deck has {}{}; it may have none.", c.words, which);
        case Bound::Exactly:
            return i18n::trf("The deck has {}{}; it must have exactly {}.", c.words, which, needs);
        case Bound::AtLeast:
            return i18n::trf("The deck has {}{}; it needs at least {}.", c.words, which, needs);
        case Bound::AtMost:
        case Bound::MultipleOf: // not a bound of a count rule
            break;
        }
        return i18n::trf("The deck has {}{}; it may have at most {}.", c.words, which, needs);
    }

    void prebuilt(const PrebuiltRule& r) {
        // The deck as sorted (folded name, copies): equal to a list's folded form or not.
        std::vector<std::pair<std::string_view, int>> deck;
        forEachEntry(r.sections, [&](const DeckEntry& e) {
            for (auto& d : deck) {
                if (d.first == e.printing->foldedName) {
                    d.second += e.quantity;
                    return;
                }
            }
            deck.emplace_back(e.printing->foldedName, e.quantity);
        });
        std::sort(deck.begin(), deck.end());
        const auto& lists =
            r.foldedLists.size() == r.lists.size() ? r.foldedLists : preparedCopy(r);
        for (const auto& want : lists) {
            if (want.size() == deck.size() && std::equal(want.begin(), want.end(), deck.begin(),
                                                         [](const auto& w, const auto& d) {
                                                             return w.folded == d.first &&
                                                                    w.quantity == d.second;
                                                         }))
                return; // it is this pack
        }
        // None matched: explain against the closest list.
        std::size_t best = 0;
        std::vector<std::string> bestDiff;
        int bestScore = -1;
        for (std::size_t i = 0; i < lists.size(); ++i) {
            std::vector<std::string> diff;
            int score = 0;
            for (const auto& want : lists[i]) {
                int got = 0;
                for (const auto& d : deck)
                    if (d.first == want.folded) got = d.second;
                const int missing = want.quantity - got;
                if (missing > 0)
                    // TRANSLATORS: cards a prebuilt pack has that the deck lacks ("2 Pikachu
                    // missing").
                    diff.push_back(i18n::trf("{} {} missing", shownCount(missing), want.name));
                score += std::abs(missing);
            }
            for (const auto& [name, got] : deck) {
                int qty = 0;
                for (const auto& want : lists[i])
                    if (want.folded == name) qty = want.quantity;
                if (got > qty) {
                    const auto& printings = m_ctx.catalogue->byName(name);
                    // TRANSLATORS: cards the deck has beyond a prebuilt pack ("1 Pikachu extra").
                    diff.push_back(i18n::trf("{} {} extra", shownCount(got - qty),
                                             printings.empty() ? std::string(name)
                                                               : printings.front()->name()));
                    score += got - qty;
                }
            }
            if (bestScore < 0 || score < bestScore) {
                best = i;
                bestScore = score;
                bestDiff = std::move(diff);
            }
        }
        if (lists.empty()) return;
        Violation v;
        v.cards = bestDiff;
        v.message =
            r.lists.size() == 1
                ? i18n::trf("The deck is not the prebuilt pack {}: {}.", r.lists[best].name,
                            joinCards(bestDiff))
                : i18n::trfn("The deck is not one of the {} prebuilt pack; the closest is {}: {}.",
                             "The deck is not one of the {} prebuilt packs; the closest is {}: {}.",
                             r.lists.size(), r.lists.size(), r.lists[best].name,
                             joinCards(bestDiff));
        report(r, std::move(v), {{"label", r.lists[best].name}});
    }

    const std::vector<std::vector<PrebuiltList::Folded>>& preparedCopy(const PrebuiltRule& r) {
        m_prepared.clear();
        for (const auto& l : r.lists)
            m_prepared.push_back(l.folded());
        return m_prepared;
    }

    void limited(const LimitedListRule& r) {
        const LimitedListVersion* list =
            m_ctx.limited ? m_ctx.limited->inForce(m_game.id, m_ctx.date, r.list) : nullptr;
        if (!list) {
            if (r.required) {
                // Only this list went unchecked: the others of the format may have been.
                const std::string& name = r.list.empty() ? m_game.limitedListName : r.list;
                Violation v;
                v.message = isListWord(name)
                                ? i18n::trf("No {} is in force on {}; the deck was not checked "
                                            "against one.",
                                            name, shownDate(m_ctx.date))
                                // TRANSLATORS: the first value is the name of a Limited list
                                // the game pack gives ("Banned").
                                : i18n::trf("No {} list is in force on {}; the deck was not "
                                            "checked against one.",
                                            name, shownDate(m_ctx.date));
                RuleBase asWarning = r;
                asWarning.warning = true;
                report(asWarning, std::move(v), {});
            }
            return;
        }
        // A format with several lists (a banned list and a living legend list) names each.
        m_report.limitedList +=
            (m_report.limitedList.empty() ? "" : "; ") +
            // TRANSLATORS: a Limited list as the report names it: its label, its name (the game
            // pack's words) and the date it takes effect.
            i18n::trf("{} {} (effective {})", list->label, list->name, shownDate(list->effective));
        // A misspelt entry limits nothing: the deck would pass a ban it was meant to break.
        for (const auto& unknown : unknownEntries(*list, *m_ctx.catalogue)) {
            Violation v;
            v.message = unknownEntryMessage(*list, unknown, m_game.name);
            v.cards = {unknown.name};
            RuleBase asWarning = r;
            asWarning.warning = true;
            asWarning.message.clear();
            report(asWarning, std::move(v), {});
        }
        m_tallies.clear();
        forEachEntry(r.sections, [&](const DeckEntry& e) {
            bump(m_tallies, e.printing->identity[static_cast<int>(IdentityKind::Name)], e.quantity,
                 e.printing);
        });
        for (const auto& t : m_tallies) {
            auto it = list->maxCopies.find(t.first->foldedName);
            if (it == list->maxCopies.end() || t.copies <= it->second) continue;
            overList(r, *list, t.first->name(), t.copies, it->second);
        }
        // Entries that name a card by more than its name (one pitch of it): the copies of the
        // printings they name.
        std::vector<std::pair<std::string_view, int>> byFields;
        for (const auto& [key, max] : list->maxCopies)
            if (key.find('\x1f') != std::string::npos) byFields.emplace_back(key, max);
        std::sort(byFields.begin(), byFields.end());
        for (const auto& [key, max] : byFields) {
            const LimitedEntry entry = splitLimitedEntryKey(key);
            int copies = 0;
            forEachEntry(r.sections, [&](const DeckEntry& e) {
                if (entryNames(m_game, entry, *e.printing)) copies += e.quantity;
            });
            if (copies <= max) continue;
            const auto spelt = list->spelling.find(std::string(key));
            overList(r, *list, spelt == list->spelling.end() ? entry.folded : spelt->second, copies,
                     max);
        }
        for (const auto& apart : list->apart)
            notTogether(r, *list, apart);
    }

    // Whether two leading cards pair by one of the rule's pairings (Partner, Partner with,
    // Friends forever, Choose a Background).
    static bool pairedBy(const LeaderRule& r, const Printing& a, const Printing& b) {
        using Kind = LeaderRule::Pairing::Kind;
        const auto names = [](const LeaderRule::Pairing& p, const Printing& x, const Printing& y) {
            const auto f = static_cast<std::size_t>(p.fieldIndex);
            return p.fieldIndex >= 0 && f < x.values.size() && !x.values[f].empty() &&
                   foldName(x.values[f]) == y.foldedName;
        };
        return std::any_of(r.pairings.begin(), r.pairings.end(), [&](const auto& p) {
            switch (p.kind) {
            case Kind::Both:
                return p.first->matches(a) && p.first->matches(b);
            case Kind::OneEach:
                return (p.first->matches(a) && p.second->matches(b)) ||
                       (p.first->matches(b) && p.second->matches(a));
            case Kind::Names:
                return names(p, a, b) && names(p, b, a);
            }
            return false;
        });
    }

    // "Partner, Friends forever or Choose a Background".
    static std::string pairingWords(const LeaderRule& r) {
        std::vector<std::string> out;
        for (std::size_t i = 0; i < r.pairings.size(); ++i)
            out.push_back(r.pairings[i].label);
        return orList(out);
    }

    // Cards that may not be together: the deck's cards of each group, by name; more than one
    // group with a card breaks the entry.
    void notTogether(const LimitedListRule& r, const LimitedListVersion& list,
                     const LimitedListVersion::Apart& apart) {
        std::vector<std::string> cards, present;
        for (const auto& group : apart.groups) {
            std::vector<std::string> folded, mine;
            for (const auto& name : group)
                folded.push_back(foldName(name));
            forEachEntry(r.sections, [&](const DeckEntry& e) {
                const std::string& name = e.printing->name();
                if (std::find(folded.begin(), folded.end(), e.printing->foldedName) !=
                        folded.end() &&
                    std::find(mine.begin(), mine.end(), name) == mine.end())
                    mine.push_back(name);
            });
            if (mine.empty()) continue;
            cards.insert(cards.end(), mine.begin(), mine.end());
            // Cards of one group may be together: a group of several reads as one.
            present.push_back(mine.size() == 1 ? mine.front() : "(" + joinCards(mine) + ")");
        }
        if (present.size() < 2) return;
        Violation v;
        v.cards = cards;
        v.have = static_cast<int>(present.size());
        v.need = 1;
        v.message = isListWord(list.name)
                        ? i18n::trf("{} may not be in one deck while the {} {} is in force.",
                                    joinCards(present), list.label, list.name)
                        : i18n::trf("{} may not be in one deck while the {} {} list is in force.",
                                    joinCards(present), list.label, list.name);
        report(r, std::move(v), {{"card", joinCards(present)}, {"list", list.label}});
    }

    // Whether a list's name says "list" itself ("Living Legend list"), or a sentence adds it
    // ("Banned" list).
    static bool isListWord(const std::string& name) { return foldName(name).ends_with("list"); }

    void overList(const LimitedListRule& r, const LimitedListVersion& list, const std::string& card,
                  int copies, int max) {
        Violation v;
        v.have = copies;
        v.need = max;
        v.cards = {card};
        const auto n = static_cast<unsigned long>(copies);
        const std::string has = shownCount(copies), most = shownCount(max); // "1 234" in French
        const std::string& banned = list.bannedTerm.empty() ? m_game.bannedTerm : list.bannedTerm;
        if (max == 0)
            v.message =
                isListWord(list.name)
                    // TRANSLATORS: "Gloom is banned on the January 2026 Banned list: ..."; the
                    // second value is the pack's word for banned.
                    ? i18n::trfn("{} is {} on the {} {}: it cannot be played (the deck has {} "
                                 "copy).",
                                 "{} is {} on the {} {}: it cannot be played (the deck has {} "
                                 "copies).",
                                 n, card, banned, list.label, list.name, has)
                    : i18n::trfn("{} is {} on the {} {} list: it cannot be played (the deck has "
                                 "{} copy).",
                                 "{} is {} on the {} {} list: it cannot be played (the deck has "
                                 "{} copies).",
                                 n, card, banned, list.label, list.name, has);
        else
            v.message =
                isListWord(list.name)
                    ? i18n::trfn("{} copy of {}; at most {} while the {} {} is in force.",
                                 "{} copies of {}; at most {} while the {} {} is in force.", n, has,
                                 card, most, list.label, list.name)
                    : i18n::trfn("{} copy of {}; at most {} while the {} {} list is in force.",
                                 "{} copies of {}; at most {} while the {} {} list is in force.", n,
                                 has, card, most, list.label, list.name);
        report(r, std::move(v), {{"card", card}, {"list", list.label}});
    }

    // A field's label as a sentence uses it: "colour", "class".
    [[nodiscard]] std::string fieldWord(int index, const std::string& id) const {
        const FieldDef* def = m_game.fieldAt(index);
        return toLower(def ? def->label : id);
    }

    // "Red", "Red and Blue": values as a sentence lists them.
    static std::string valueList(const std::vector<std::string>& values) {
        // TRANSLATORS: in parentheses after a card, the values of a field it has none of.
        return values.empty() ? std::string(i18n::tr("none")) : joinCards(values);
    }

    void leader(const LeaderRule& r) {
        // The leading cards: those of the lead sections, else those the lead filter matches.
        struct Lead {
            const Printing* printing;
            int copies;
        };
        std::vector<Lead> leads;
        int leadCopies = 0;
        const auto isLead = [&](const DeckSection& s, const DeckEntry& e) {
            if (!r.leadSections.empty())
                return std::find(r.leadSections.begin(), r.leadSections.end(), s.id) !=
                       r.leadSections.end();
            return r.lead && r.lead->matches(*e.printing);
        };
        for (const auto& s : m_deck.sections)
            for (const auto& e : s.entries)
                if (e.printing && e.quantity > 0 && isLead(s, e)) {
                    leads.push_back({e.printing, e.quantity});
                    leadCopies += e.quantity;
                }
        const std::string word = fieldWord(r.fieldIndex, r.field);
        const int maxLeaders = r.maxLeaders.value.value_or(1);
        const std::string one = nounFor(1, r.label);
        if (leads.empty()) {
            Violation v;
            v.have = 0;
            v.need = 1;
            // Nothing was judged against a leader that is not there: the sentence says so.
            // TRANSLATORS: "The deck has no Leader; it needs one before the colour of its
            // other cards can be judged." The values are the game pack's words.
            v.message = i18n::trf("The deck has no {}; it needs one before the {} of its "
                                  "other cards can be judged.",
                                  one, word);
            report(r, std::move(v), {{"label", one}});
            return;
        }
        std::vector<std::string> names; // with their copies where more than one
        for (const auto& l : leads) {
            int copies = 0;
            for (const auto& other : leads)
                if (other.printing->foldedName == l.printing->foldedName) copies += other.copies;
            const std::string name =
                copies > 1 ? fmt::format("{} {}", shownCount(copies), l.printing->name())
                           : l.printing->name();
            if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
        }
        const bool pairs = r.together || !r.pairings.empty();
        const bool together =
            r.pairings.empty()
                ? r.together &&
                      std::all_of(leads.begin(), leads.end(),
                                  [&](const Lead& l) { return r.together->matches(*l.printing); })
                : leads.size() == 2 && leadCopies == 2 &&
                      pairedBy(r, *leads[0].printing, *leads[1].printing);
        const int allowed = leadCopies > 1 && pairs && !together ? 1 : maxLeaders;
        if (leadCopies > allowed) {
            Violation v;
            v.have = leadCopies;
            v.need = allowed;
            v.cards = names;
            const std::string has =
                fmt::format("{} {}", shownCount(leadCopies), nounFor(leadCopies, r.label));
            const std::string unless =
                !pairs || together || maxLeaders <= 1 ? std::string()
                : r.together
                    // TRANSLATORS: ends "The deck has 3 Commanders (...); it may have at most 1";
                    // the second value describes a card ("text has Partner").
                    ? i18n::trf(", or {} when each has {}", maxLeaders, r.together->describe())
                    // TRANSLATORS: ends "...; it may have one Commander"; the value names
                    // abilities of the game ("Partner or Friends forever").
                    : i18n::trf(", or 2 that pair by {}", pairingWords(r));
            v.message = allowed == 1 ? i18n::trf("The deck has {} ({}); it may have one {}{}.", has,
                                                 joinCards(names), one, unless)
                                     : i18n::trf("The deck has {} ({}); it may have at most {}{}.",
                                                 has, joinCards(names), allowed, unless);
            report(r, std::move(v), {{"label", nounFor(leadCopies, r.label)}});
            return;
        }
        // Several leaders combine their values (partner commanders).
        std::vector<std::string> leadValues;
        for (const auto& l : leads)
            for (auto& value : fieldValues(m_game, r.fieldIndex, l.printing->values))
                if (std::find(leadValues.begin(), leadValues.end(), value) == leadValues.end())
                    leadValues.push_back(std::move(value));
        const auto allowedValue = [&](const std::string& value) {
            return std::find(leadValues.begin(), leadValues.end(), value) != leadValues.end() ||
                   std::find(r.always.begin(), r.always.end(), value) != r.always.end();
        };
        std::vector<std::string> bad;
        std::vector<Named> badNamed; // with their copies, for the sentence that counts copies
        std::vector<std::string> badFolded;
        int badCopies = 0;
        for (const auto& s : m_deck.sections) {
            if (!inScope(s, r.sections)) continue;
            for (const auto& e : s.entries) {
                if (!e.printing || e.quantity <= 0 || isLead(s, e)) continue;
                if (r.appliesTo && !r.appliesTo->matches(*e.printing)) continue;
                const auto values = fieldValues(m_game, r.fieldIndex, e.printing->values);
                const bool ok = r.relation == Relation::SharesAny
                                    ? std::any_of(values.begin(), values.end(), allowedValue)
                                    : std::all_of(values.begin(), values.end(), allowedValue);
                if (ok) continue;
                badCopies += e.quantity;
                const auto seen =
                    std::find(badFolded.begin(), badFolded.end(), e.printing->foldedName);
                if (seen != badFolded.end()) {
                    badNamed[static_cast<std::size_t>(seen - badFolded.begin())].copies +=
                        e.quantity;
                    continue;
                }
                badFolded.push_back(e.printing->foldedName);
                bad.push_back(fmt::format("{} ({})", e.printing->name(), valueList(values)));
                badNamed.push_back({bad.back(), e.quantity});
            }
        }
        if (bad.empty()) return;
        // TRANSLATORS: the leading cards a sentence compares others with: "the Leader Ace
        // (Red)"; the first value is the game pack's word.
        const std::string lead = i18n::trf("the {} {} ({})", nounFor(leadCopies, r.label),
                                           joinCards(names), valueList(leadValues));
        Violation v;
        v.have = badCopies;
        v.need = 0;
        v.cards = std::move(bad);
        v.message = leaderSentence(r, word, lead, badCopies, badNamed);
        report(r, std::move(v), {{"label", nounFor(leadCopies, r.label)}});
    }

    // "4 cards share no colour with the Leader Ace (Red): 4 Jungle Navigator (Green).", "1 card
    // has a class other than those of the hero Test Hero (Warrior) or Generic: ...".
    static std::string leaderSentence(const LeaderRule& r, const std::string& word,
                                      const std::string& lead, int badCopies,
                                      const std::vector<Named>& badNamed) {
        const std::string with =
            r.always.empty() ? lead : i18n::trf("{} or {}", lead, joinCards(r.always));
        const auto n = static_cast<unsigned long>(badCopies);
        const std::string copies = shownCount(badCopies); // "1 234" in French
        if (r.relation == Relation::SharesAny)
            // TRANSLATORS: "4 cards share no colour with the Leader Ace (Red): 4 Jungle
            // Navigator (Green)."; the second value is the game pack's word.
            return i18n::trfn("{} card shares no {} with {}: {}.",
                              "{} cards share no {} with {}: {}.", n, copies, word, with,
                              joinNamed(badNamed));
        // A field named in the plural ("tags") takes no article: "has tags other than".
        if (word.ends_with('s') && !word.ends_with("ss"))
            return i18n::trfn("{} card has {} other than those of {}: {}.",
                              "{} cards have {} other than those of {}: {}.", n, copies, word, with,
                              joinNamed(badNamed));
        // TRANSLATORS: "1 card has a class other than those of the hero Test Hero (Warrior) or
        // Generic: ..."; the second value is the game pack's word.
        return i18n::trfn("{} card has a {} other than those of {}: {}.",
                          "{} cards have a {} other than those of {}: {}.", n, copies, word, with,
                          joinNamed(badNamed));
    }

    void distinct(const DistinctRule& r) {
        std::vector<std::string> values;
        forEachEntry(r.sections, [&](const DeckEntry& e) {
            if (r.appliesTo && !r.appliesTo->matches(*e.printing)) return;
            for (auto& value : fieldValues(m_game, r.fieldIndex, e.printing->values))
                if (std::find(values.begin(), values.end(), value) == values.end())
                    values.push_back(std::move(value));
        });
        if (!r.max.value || static_cast<int>(values.size()) <= *r.max.value) return;
        const int have = static_cast<int>(values.size());
        Violation v;
        v.have = have;
        v.need = *r.max.value;
        v.cards = values;
        const std::string has = fmt::format("{} {}", have, pluralLabelFor(have, r.label));
        v.message = *r.max.value == 0 ? i18n::trf("The deck has {} ({}); it may have none.", has,
                                                  joinCards(values))
                                      : i18n::trf("The deck has {} ({}); it may have at most {}.",
                                                  has, joinCards(values), *r.max.value);
        report(r, std::move(v), {{"label", pluralLabelFor(have, r.label)}});
    }

    void rotation(const RotationRule& r) {
        const RotationVersion* version = r.inForce(m_ctx.date);
        const std::string many = nounFor(2, r.label);
        if (!version) {
            Violation v;
            // TRANSLATORS: the first value is a format's name, the last the game pack's word
            // ("regulation marks").
            v.message = i18n::trf("No version of the {} is in force on {}; which {} are legal "
                                  "was not checked.",
                                  m_ctx.format->name, shownDate(m_ctx.date), many);
            RuleBase asWarning = r;
            asWarning.warning = true;
            asWarning.message.clear();
            report(asWarning, std::move(v), {});
            return;
        }
        std::string versionLabel = version->label;
        if (versionLabel.empty())
            // TRANSLATORS: a rotation the game pack gives no name of its own, by its format's
            // name: "Standard rotation". It stands where a name does ("as the {} requires").
            versionLabel = i18n::trf("{} rotation", m_ctx.format->name);
        m_report.rotation += (m_report.rotation.empty() ? "" : "; ") +
                             // TRANSLATORS: a rotation as the report names it: "2025 rotation
                             // (regulation marks G and H; effective 2025-04-11)".
                             i18n::trf("{} ({} {}; effective {})", versionLabel,
                                       nounFor(std::ssize(version->values), r.label),
                                       joinCards(version->values), shownDate(version->from));
        const int kind = r.identity >= 0 && r.identity < m_game.identityCount() ? r.identity : 0;
        const auto legalValue = [&](const Printing& p) {
            for (const auto& value : fieldValues(m_game, r.fieldIndex, p.values))
                if (std::find(version->values.begin(), version->values.end(), value) !=
                    version->values.end())
                    return true;
            return false;
        };
        // Legal through any printing: a reprint with a legal value makes the old one legal.
        const auto legalCard = [&](const Printing& p) {
            if (legalValue(p)) return true;
            for (const Printing* other : m_ctx.catalogue->byName(p.foldedName))
                if (other->identity[kind] == p.identity[kind] && legalValue(*other)) return true;
            return false;
        };
        std::vector<std::string> bad;
        std::vector<Named> badNamed; // with their copies, for the sentence that counts copies
        std::vector<int> badIds;
        int badCopies = 0;
        forEachEntry(r.sections, [&](const DeckEntry& e) {
            if (r.appliesTo && !r.appliesTo->matches(*e.printing)) return;
            if (legalCard(*e.printing)) return;
            badCopies += e.quantity;
            const int id = e.printing->identity[kind];
            const auto seen = std::find(badIds.begin(), badIds.end(), id);
            if (seen != badIds.end()) {
                badNamed[static_cast<std::size_t>(seen - badIds.begin())].copies += e.quantity;
                return;
            }
            badIds.push_back(id);
            bad.push_back(
                fmt::format("{} ({})", m_ctx.catalogue->identityLabel(kind, id),
                            valueList(fieldValues(m_game, r.fieldIndex, e.printing->values))));
            badNamed.push_back({bad.back(), e.quantity});
        });
        if (bad.empty()) return;
        Violation v;
        v.have = badCopies;
        v.need = 0;
        v.cards = bad;
        // TRANSLATORS: "2 cards have no printing with a regulation mark of G or H, as the 2025
        // rotation (effective 2025-04-11) requires: 2 Pikachu (F)."
        v.message = i18n::trfn("{} card has no printing with a {} of {}, as the {} (effective {}) "
                               "requires: {}.",
                               "{} cards have no printing with a {} of {}, as the {} (effective "
                               "{}) requires: {}.",
                               static_cast<unsigned long>(badCopies), shownCount(badCopies),
                               nounFor(1, r.label), orList(version->values), versionLabel,
                               shownDate(version->from), joinNamed(badNamed));
        report(r, std::move(v), {{"label", nounFor(1, r.label)}, {"version", versionLabel}});
    }

    const Deck& m_deck;
    const ValidationContext& m_ctx;
    const Game& m_game;
    ValidationReport& m_report;
    std::vector<Tally> m_tallies;
    std::vector<std::vector<PrebuiltList::Folded>> m_prepared;
};

} // namespace

ValidationReport validate(const Deck& deck, const ValidationContext& ctx) {
    ValidationReport report;
    report.game = ctx.game->id;
    report.format = ctx.format->id;
    report.date = ctx.date;
    // The Considering board is kept with the deck, never judged (considering.hpp).
    if (hasConsidering(deck))
        Judge(withoutConsidering(deck), ctx, report).run();
    else
        Judge(deck, ctx, report).run();
    return report;
}

} // namespace deckhand::core
