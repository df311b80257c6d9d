// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/filter.hpp"

#include "deckhand/core/card.hpp"
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
    auto join = [&](const char* sep) {
        std::string s;
        for (const auto& c : children) {
            if (!s.empty()) s += sep;
            const bool group = (c.op == Op::All || c.op == Op::Any) && c.children.size() > 1;
            s += group ? "(" + c.describe() + ")" : c.describe();
        }
        return s;
    };
    std::string all;
    switch (op) {
    case Op::All:
        return children.empty() ? "any card" : join(" and ");
    case Op::Any:
        return join(" or ");
    case Op::Not: {
        // "not (supertype = Energy and energy = Basic)": a negated group keeps its brackets.
        if (children.empty()) return "not anything";
        const Filter& c = children.front();
        const bool group = (c.op == Op::All || c.op == Op::Any) && c.children.size() > 1;
        return group ? "not (" + c.describe() + ")" : "not " + c.describe();
    }
    case Op::Equals:
        return field + " = " + (values.empty() ? "" : values.front());
    case Op::OneOf:
        for (const auto& v : values)
            all += (all.empty() ? "" : " or ") + v;
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
        return field + " has " + (values.empty() ? "" : values.front());
    case Op::HasAnySymbol:
        return field + " is not empty";
    case Op::Empty:
        return field + " is empty";
    case Op::Words:
        return field + " has \"" + joined(values) + "\"";
    case Op::WordPrefixes:
        return field + " has words starting " + joined(values);
    }
    return {};
}

} // namespace deckhand::core
