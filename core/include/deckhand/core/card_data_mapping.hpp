// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <utility>
#include <vector>

namespace deckhand::core {

/// One source of a field in a card-data mapping (a pack's `<import format="json">` or
/// `<import format="sqlite">` `<map>`): a path into a JSON record or a query's column, or a
/// constant, then a regular expression's first group, then a value map.
struct CardDataFieldMap {
    std::string field; ///< the field id it feeds (builtin or the game's own)
    /// JSON: a path into the record (`set.ptcgoCode`, `types[]`, `card_sets[0].set_code`;
    /// `@x` is relative to the printing of a `<printings>` array, `$.x` to the document (a
    /// value before the records), `{file}` the file's name without its extension). SQLite: a
    /// column of the query. Empty with `hasConstant`.
    std::string from;
    std::string constant; ///< the value itself (`value="PR"`) when hasConstant
    bool hasConstant = false;
    std::string join = ", "; ///< between the values of an array
    /// ECMAScript regular expression: the value is its first group (else the whole match);
    /// a value it does not match gives nothing. Empty: the value as it is.
    std::string match;
    /// Splits each value (after `match`) into several at this separator; empty: none.
    std::string split;
    /// Value map, applied after `match` and `split` (compared exactly, then
    /// case-insensitively).
    std::vector<std::pair<std::string, std::string>> values;
    bool hasOtherwise = false;
    /// A value the field does not take (an enum's unknown value, a number that is none)
    /// becomes this, when given (empty: no value), instead of being an error.
    std::string otherwise;
    int line = 0; ///< where the pack declares it, for messages
};

/// How a game's card data published as JSON (or an SQLite database) is read: where the
/// records are, which member feeds each field, how printings group into cards
/// (docs/game-pack.md, "Card data as the games publish it").
struct CardDataMapping {
    std::string format; ///< "json", or "sqlite" (a <query> over a .cdb)
    std::string id;     ///< names it in messages and `import cards --mapping`
    /// JSON: paths to the records (`[]`: the elements of a top-level array, `data[]`,
    /// `data.cards[]`, `data.*.cards[]`); the first that the file has decides the mapping.
    std::vector<std::string> records;
    /// SQLite: the query whose rows are the records.
    std::string query;
    /// A path in each record to an array whose elements are its printings (YGOPRODeck's
    /// `card_sets`, Flesh and Blood's `printings`); empty: each record is one printing.
    std::string printings;
    /// A record whose printings array is missing or empty: "error" (the default), "skip" (left
    /// out, and counted in a note) or "record" (the record itself is its one printing).
    std::string noPrintings = "error";
    /// A printing whose set and number an earlier one of the same file has is left out (and
    /// counted in a note) rather than reported: alternate arts and foilings of one printing.
    bool firstOfDuplicates = false;
    /// Records left out (and counted in a note): a path and the values that leave a record out
    /// (compared case-insensitively): Scryfall's tokens (`layout` token), YGOPRODeck's skills.
    struct Skip {
        std::string from;
        std::vector<std::string> values;
    };
    std::vector<Skip> skips;
    std::vector<CardDataFieldMap> maps; ///< in the pack's order: the first that gives a value wins
};

/// Where a game's card data is published: a URL the pack names (`<card-source>`), which
/// `subscribe --pack-sources` follows.
struct CardDataSource {
    std::string url;
    std::string name; ///< what it is, for the user ("Scarlet & Violet")
    std::string note;
};

} // namespace deckhand::core
