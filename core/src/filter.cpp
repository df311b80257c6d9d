// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/filter.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>

namespace deckhand::core {

namespace {

// Symbols fields are stored as the canonical symbols concatenated; a symbol may be several
// bytes (Σ is two), so containment is a substring test on whole symbols.
bool hasSymbol(const std::string& cell, const std::string& symbol) {
    return !symbol.empty() && cell.find(symbol) != std::string::npos;
}

// Whether `words` holds `phrase` as a run of whole words.
bool hasPhrase(const std::vector<std::string>& words, const std::vector<std::string>& phrase) {
    if (phrase.empty()) return true;
    return std::search(words.begin(), words.end(), phrase.begin(), phrase.end()) != words.end();
}

bool startsSomeWord(const std::vector<std::string>& words, const std::string& prefix) {
    return std::any_of(words.begin(), words.end(), [&](const std::string& w) {
        return w.compare(0, prefix.size(), prefix) == 0;
    });
}

std::string joined(const std::vector<std::string>& values) {
    std::string s;
    for (const auto& v : values)
        s += (s.empty() ? "" : " ") + v;
    return s;
}

} // namespace

bool Filter::matches(const Printing& p) const {
    switch (op) {
    case Op::All:
        return std::all_of(children.begin(), children.end(),
                           [&](const Filter& f) { return f.matches(p); });
    case Op::Any:
        return std::any_of(children.begin(), children.end(),
                           [&](const Filter& f) { return f.matches(p); });
    case Op::Not:
        return children.empty() || !children.front().matches(p);
    default:
        break;
    }
    if (fieldIndex < 0 || fieldIndex >= static_cast<int>(p.values.size())) return false;
    const std::string& v = p.values[static_cast<std::size_t>(fieldIndex)];
    switch (op) {
    case Op::Equals:
        return !values.empty() && iequals(v, values.front());
    case Op::OneOf:
        return std::any_of(values.begin(), values.end(),
                           [&](const std::string& x) { return iequals(v, x); });
    case Op::Less:
    case Op::LessEqual:
    case Op::Greater:
    case Op::GreaterEqual: {
        const auto& n = p.numbers[static_cast<std::size_t>(fieldIndex)];
        if (!n) return false;
        if (op == Op::Less) return *n < number;
        if (op == Op::LessEqual) return *n <= number;
        if (op == Op::Greater) return *n > number;
        return *n >= number;
    }
    case Op::HasSymbol:
        return !values.empty() && hasSymbol(v, values.front());
    case Op::HasAnySymbol:
        return !v.empty();
    case Op::Empty:
        return v.empty();
    case Op::Words:
        return hasPhrase(searchWords(v), values);
    case Op::WordPrefixes: {
        const auto words = searchWords(v);
        return std::all_of(values.begin(), values.end(),
                           [&](const std::string& w) { return startsSomeWord(words, w); });
    }
    default:
        return false;
    }
}

void Filter::collectFields(std::vector<int>& indexes) const {
    if (fieldIndex >= 0 && std::find(indexes.begin(), indexes.end(), fieldIndex) == indexes.end())
        indexes.push_back(fieldIndex);
    for (const auto& c : children)
        c.collectFields(indexes);
}

std::string Filter::describe() const {
    // Filters read as formulas: the fields' ids and values as the pack writes them, joined by
    // the language's words ("supertype = Energy and energy = Basic").
    auto join = [&](const char* pattern) {
        std::string s;
        for (const auto& c : children) {
            const bool group = (c.op == Op::All || c.op == Op::Any) && c.children.size() > 1;
            const std::string part = group ? "(" + c.describe() + ")" : c.describe();
            s = s.empty() ? part : i18n::trf(pattern, s, part);
        }
        return s;
    };
    std::string all;
    const std::string first = values.empty() ? std::string() : values.front();
    switch (op) {
    case Op::All:
        // TRANSLATORS: a filter that every card passes.
        return children.empty() ? std::string(i18n::tr("any card"))
                                : join(i18n::trNoop("{} and {}"));
    case Op::Any:
        return join(i18n::trNoop("{} or {}"));
    case Op::Not: {
        // "not (supertype = Energy and energy = Basic)": a negated group keeps its brackets.
        // TRANSLATORS: a filter that no card passes.
        if (children.empty()) return i18n::tr("not anything");
        const Filter& c = children.front();
        const bool group = (c.op == Op::All || c.op == Op::Any) && c.children.size() > 1;
        // TRANSLATORS: a filter negated: "not type = Attack", "not (a and b)".
        return i18n::trf("not {}", group ? "(" + c.describe() + ")" : c.describe());
    }
    case Op::Equals:
        return field + " = " + first;
    case Op::OneOf:
        for (const auto& v : values)
            all = all.empty() ? v : i18n::trf("{} or {}", all, v);
        return field + " = " + all;
    case Op::Less:
        return field + " < " + std::to_string(number);
    case Op::LessEqual:
        return field + " <= " + std::to_string(number);
    case Op::Greater:
        return field + " > " + std::to_string(number);
    case Op::GreaterEqual:
        return field + " >= " + std::to_string(number);
    case Op::HasSymbol:
        // TRANSLATORS: a field of symbols and one of them: "link has Σ".
        return i18n::trf("{} has {}", field, first);
    case Op::HasAnySymbol:
        return i18n::trf("{} is not empty", field);
    case Op::Empty:
        return i18n::trf("{} is empty", field);
    case Op::Words:
        // TRANSLATORS: a field and the words searched in it: text has "draw a card".
        return i18n::trf("{} has \"{}\"", field, joined(values));
    case Op::WordPrefixes:
        // TRANSLATORS: a field and the beginnings of words searched in it: name has words
        // starting kai bla.
        return i18n::trf("{} has words starting {}", field, joined(values));
    }
    return {};
}

} // namespace deckhand::core
