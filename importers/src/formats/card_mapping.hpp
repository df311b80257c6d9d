// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/csv.hpp"

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace deckhand::io::detail {

/// The most errors one file keeps; past that the reader stops (and says so). Every error up to
/// it is kept, for the report of rows left out (`import cards --skip-bad`); front ends print
/// the first few and the total.
inline constexpr std::size_t kMaxCardErrors = 100000;

/// A hash of strings that a string_view looks up without a copy.
struct TextHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

/// Which field a source property of another program's card data feeds: the pack's <import>
/// maps first (in their order), then the format's usual names, then a property whose name is
/// a field's id or label (case, spaces, '_' and '-' ignored). A field the pack maps
/// explicitly takes nothing else. Used by the Cockatrice, OCTGN and LackeyCCG readers.
class FieldMapper {
public:
    /// `defaults`: the format's usual source -> field id pairs, best first. `ignored`: sources
    /// not kept as extras unless the pack maps them (the other program's own settings, such as
    /// Cockatrice's table row); "format-*" matches by prefix.
    FieldMapper(const core::Game& game, std::string_view format,
                std::initializer_list<std::pair<std::string_view, std::string_view>> defaults,
                std::initializer_list<std::string_view> ignored = {});

    static constexpr int kExtra = -1;   ///< Target::field of a source kept as an extra
    static constexpr int kIgnored = -2; ///< Target::field of a source left out
    struct Target {
        int field = kExtra; ///< index into Printing::values, or kExtra, or kIgnored
        int priority = 0;   ///< lower wins when several sources feed one field
    };
    /// Where a source goes (worked out once per distinct name).
    Target target(std::string_view source);

    [[nodiscard]] const core::Game& game() const { return m_game; }
    /// Whether the pack's <import> names a source for the field.
    [[nodiscard]] bool mapped(int field) const {
        return m_explicitField[static_cast<std::size_t>(field)];
    }
    /// Lets a printing go without a number when the pack maps none: the reader numbers it by
    /// its place in its set (PositionNumbers).
    void numberByPosition() { m_numberByPosition = !mapped(core::FieldNumber); }
    [[nodiscard]] bool numbersByPosition() const { return m_numberByPosition; }
    [[nodiscard]] int fieldCount() const { return m_fieldCount; }
    /// How a field is checked (the rarity field and the required builtins included); nullptr:
    /// any text.
    [[nodiscard]] const core::FieldDef* definition(int field) const;
    /// Whether a printing must have the field.
    [[nodiscard]] bool required(int field) const;
    /// The fields a printing must have, in order (required(), worked out once).
    [[nodiscard]] const std::vector<int>& requiredFields() const { return m_required; }
    /// The sources that feed a field, for "no number (from: num)".
    [[nodiscard]] std::string sourcesOf(int field) const;
    /// parseFieldValue for a field with a definition, remembering the answers for enum, symbols
    /// and integer fields: their few values repeat on every card.
    const Result<std::string>& parse(int field, const core::FieldDef& def, std::string_view value);

private:
    Target resolve(std::string_view source) const;

    const core::Game& m_game;
    int m_fieldCount;
    std::vector<std::pair<std::string, int>> m_explicit; ///< folded source key, field
    std::vector<std::pair<std::string, int>> m_defaults;
    std::size_t m_formatDefaults = 0; ///< m_defaults before the names every format shares
    std::vector<bool> m_explicitField;
    std::vector<int> m_required;
    bool m_numberByPosition = false;
    std::vector<std::string> m_ignored;
    using Hash = TextHash;
    // target()'s answers: each distinct source once, in the order first seen, and by name.
    std::vector<std::pair<std::string, Target>> m_seen;
    std::unordered_map<std::string, std::size_t, Hash, std::equal_to<>> m_cache; ///< into m_seen
    std::size_t m_next = 0; ///< the source after the last one asked: card after card, the same
                            ///< sources come in the same order
    std::vector<std::unordered_map<std::string, Result<std::string>, Hash, std::equal_to<>>>
        m_parsed;
    Result<std::string> m_uncached;
    core::FieldDef m_rarity;
};

/// A printing being filled from sources, each value checked as it comes. Errors are kept
/// with their place and prefixed with the card's name once the card is complete.
class PrintingBuilder {
public:
    explicit PrintingBuilder(FieldMapper& mapper);

    /// Forgets everything: a new card.
    void clear();
    /// How an error names where a value came from, worked out only when there is one.
    struct Label {
        enum Kind {
            Element,   ///< "<maintype>": the source is an element
            Attribute, ///< "<set rarity="mythic">": the source is an attribute of element `text`
            Property,  ///< "property 'Weight'"
            Column,    ///< "column 'Type'"
            Text,      ///< `text` as it is
        } kind;
        std::string_view text = {};
    };
    /// A value from `source`, found at `line`:`column`; kept as an extra when no field takes it,
    /// if `keepExtra`.
    void add(std::string_view source, std::string_view raw, int line, int column, Label label,
             bool keepExtra = true);
    /// The name so far (for messages), or empty.
    [[nodiscard]] const std::string& name() const;
    /// A field's value so far, or empty.
    [[nodiscard]] const std::string& value(int field) const {
        return m_values[static_cast<std::size_t>(field)];
    }
    /// Whether some source has given (or tried to give) the field.
    [[nodiscard]] bool has(int field) const;
    [[nodiscard]] bool hasErrors() const { return !m_errors.empty(); }

    /// The finished printing: required fields checked (a missing one reported at `line`,
    /// `column`); errors moved to `errors` with "card 'NAME': " in front. False on any error.
    bool finish(core::Printing& out, const std::string& file, int line, int column,
                std::vector<ParseError>& errors);
    /// Moves the errors so far to `errors` (prefixed with the card's name); false if any.
    bool takeErrors(const std::string& file, std::vector<ParseError>& errors);

private:
    struct Pending {
        int line;
        int column;
        std::string message;
    };

    FieldMapper* m_mapper;
    std::vector<std::string> m_values;
    std::vector<std::optional<long long>> m_numbers;
    std::vector<int> m_priority;
    std::vector<std::string> m_from; ///< the source that filled each field
    std::map<std::string, std::string> m_extras;
    std::vector<Pending> m_errors;
};

/// Numbers the printings of a file that have none, by their place among the printings of their
/// set in the file (1-based, zero-padded: 001...), counting the bad ones too, so a printing keeps
/// its number on every import of the same file, --skip-bad or not. A set in which some printings
/// have a number and others not is not numbered: those without one are errors.
class PositionNumbers {
public:
    /// The next place in `set`; call once for every printing read, good or bad.
    int next(const std::string& set);
    /// printings[index] had no number; `position` is what next() gave it.
    void unnumbered(std::size_t index, const std::string& set, int position);
    /// The printings before `printings` in the file, handed on before apply() (a reader's
    /// batches): their numbers still count. Only while no printing was unnumbered().
    void handedOut(const std::vector<core::Printing>& printings);
    /// Numbers them (or reports them), removes the ones reported from `printings`, and adds a
    /// note of what was numbered to `notes`.
    void apply(std::vector<core::Printing>& printings, const std::string& file,
               std::vector<ParseError>& errors, std::vector<std::string>& notes);

private:
    // Looked up for every printing read (by hash: a std::map compared strings along a path).
    std::unordered_map<std::string, int, TextHash, std::equal_to<>> m_count;
    struct Entry {
        std::size_t index;
        std::string set;
        int position;
    };
    std::vector<Entry> m_unnumbered;
    std::unordered_map<std::string, std::pair<std::string, int>, TextHash, std::equal_to<>>
        m_numbered; ///< handed out: set -> number, line
};

/// The readers, as readCardData uses them (the public functions turn a CardData into a Result).
CardData readCockatriceData(std::string_view xml, const core::Game& game, const std::string& file,
                            const ReadProgress& progress);
CardData readCockatriceFileData(const std::string& path, const core::Game& game,
                                const ReadProgress& progress, const PrintingBatches& batches = {});
CardData readOctgnData(std::string_view xml, const core::Game& game, const std::string& file,
                       const ReadProgress& progress);
CardData readLackeyData(std::string_view text, const core::Game& game, const std::string& file,
                        const ReadProgress& progress);
CardData readCardCsvData(std::string_view text, const core::Game& game, const std::string& file,
                         const ReadProgress& progress = {}, const PrintingBatches& batches = {});
/// The same, the records read by `source` (readCsvFile: the file is never held whole), `size`
/// being the bytes it reads in all (for progress).
CardData readCardCsvData(const CsvSource& source, std::uint64_t size, const core::Game& game,
                         const std::string& file, const ReadProgress& progress,
                         const PrintingBatches& batches);
/// A Result as the readers always gave: the printings only when there is no error.
Result<std::vector<core::Printing>> toResult(CardData data);

/// Adds an error unless there are already kMaxCardErrors.
void addError(std::vector<ParseError>& errors, ParseError error);

} // namespace deckhand::io::detail
