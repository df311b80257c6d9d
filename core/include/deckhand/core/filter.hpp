// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <memory>
#include <string>
#include <vector>

namespace deckhand::core {

struct Printing;

/// A condition on a card's fields, as count rules and goldfish needs use it.
/// A leaf tests one field; All/Any/Not combine.
struct Filter {
    enum class Op {
        All,    ///< every child holds (no children: true)
        Any,    ///< some child holds
        Not,    ///< the single child does not hold
        Equals, ///< field equals value (folded)
        OneOf,  ///< field equals one of values
        Less,
        LessEqual,
        Greater,
        GreaterEqual, ///< numeric comparison with value
        HasSymbol,    ///< a Symbols field contains value
        HasAnySymbol, ///< a Symbols field is not empty
        Empty,        ///< field has no value
        Words,        ///< the field's words (core::searchWords) hold values, in a row: a phrase
        WordPrefixes, ///< each of values starts some word of the field (search as you type)
    };

    Op op = Op::All;
    std::string field;   ///< for leaves: field id
    int fieldIndex = -1; ///< resolved index into Printing::values
    /// For leaves: canonical values to compare with; for Words and WordPrefixes the searched
    /// words, as core::searchWords gives them.
    std::vector<std::string> values;
    long long number = 0; ///< for numeric comparisons
    std::vector<Filter> children;

    /// Whether the printing passes.
    [[nodiscard]] bool matches(const Printing& p) const;
    /// Every field id this filter reads.
    void collectFields(std::vector<int>& indexes) const;
    /// Human-readable form: "type = Fighter", "level > 0 and link has any".
    [[nodiscard]] std::string describe() const;
};

} // namespace deckhand::core
