// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"
#include "deckhand/core/game.hpp"

#include <array>
#include <atomic>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::core {

/// One printing of a card: a row of card data. Every field of the game is here, validated
/// and in canonical spelling; the copy-identity keys are worked out once, on adding.
struct Printing {
    /// Builtin fields (name, set, number, rarity, text) then the game's fields, in order.
    std::vector<std::string> values;
    /// Integer fields parsed once (nullopt where empty or not an integer field).
    std::vector<std::optional<long long>> numbers;
    /// Columns the game does not declare, kept as they were.
    std::map<std::string, std::string> extras;
    /// The folded name.
    std::string foldedName;
    /// Interned key id per copy identity of the game (Game::identityDef), set when the
    /// catalogue adds the printing: two printings with the same id are one card under it.
    std::vector<int> identity;
    /// Where the row came from.
    SourceLocation origin;
    /// Card data marked as sample data in its pack.
    bool sample = false;

    [[nodiscard]] const std::string& name() const { return values[FieldName]; }
    [[nodiscard]] const std::string& set() const { return values[FieldSet]; }
    [[nodiscard]] const std::string& number() const { return values[FieldNumber]; }
    [[nodiscard]] const std::string& rarity() const { return values[FieldRarity]; }
    [[nodiscard]] const std::string& text() const { return values[FieldText]; }
    /// "Name (SET NUMBER)".
    [[nodiscard]] std::string label() const;
};

/// The printing's OCTGN card GUID as its card data gave it (an OCTGN set.xml's `<card id>`,
/// a card CSV's `octgn_id`, `octgn id` or `guid` column; all kept in `extras`), or "".
[[nodiscard]] std::string octgnIdOf(const Printing& p);

/// The key two printings share when they are one card under copy identity `kind`, the
/// identity's field values joined by '\x1f' ("iron palm"; "blue knight\x1f15"; "vs00\x1f12";
/// "jar of boundless greed\x1f1"). Numbers compare by the part before '/', leading zeros
/// ignored; an identity with a base field uses it for the number where the printing has one.
[[nodiscard]] std::string identityKey(const Game& game, const Printing& p, int kind);

/// How messages name the card a printing is under copy identity `kind`: "Iron Palm", "Blue
/// Knight (003)", "Aki (VS00 012/040)", "Jar of Boundless Greed (Pitch 1)".
[[nodiscard]] std::string identityLabelOf(const Game& game, const Printing& p, int kind);

/// A collector number as CardCatalogue::bySetNumber() compares it when no number is exactly
/// the one asked: "012/040" and "12" are the same card number within a set.
[[nodiscard]] std::string normalNumber(std::string_view number);

/// The cards a game knows: every printing, indexed by name, by set and number, and by
/// copy identity. Printings never move once added, so pointers to them stay valid.
class CardCatalogue {
public:
    explicit CardCatalogue(const Game& game);
    CardCatalogue(CardCatalogue&&) noexcept;
    CardCatalogue& operator=(CardCatalogue&&) noexcept;
    ~CardCatalogue();

    [[nodiscard]] const Game& game() const { return *m_game; }

    /// Adds printings all-or-nothing: on any duplicate set + number (within the batch or with
    /// what is here) nothing is added and the errors are returned.
    std::vector<ParseError> add(std::vector<Printing> printings);
    /// Makes room in the indexes for `printings` printings in all, for a catalogue that is
    /// then added a batch at a time (a game read from a profile as it is read).
    void reserve(std::size_t printings);

    [[nodiscard]] std::size_t size() const { return m_size; }
    [[nodiscard]] const Printing& at(std::size_t i) const {
        return m_blocks[i / kBlock][i % kBlock];
    }
    /// Every printing with this folded name, in the order added.
    [[nodiscard]] const std::vector<const Printing*>& byName(std::string_view foldedName) const;
    /// The printing with this set code (case-insensitive) and collector number, or nullptr.
    [[nodiscard]] const Printing* bySetNumber(std::string_view set, std::string_view number) const;
    /// Every distinct card name, as printed (first spelling seen). Made when first asked and
    /// kept until printings are added; safe to ask from several threads at once.
    [[nodiscard]] const std::vector<std::string>& names() const;
    /// names(), each folded (foldName), in the same order: what a suggestion compares.
    [[nodiscard]] const std::vector<std::string>& foldedNames() const;
    /// Every printing's position (for at()) by folded name, each name's printings in the order
    /// added: the order a query lists its results in (matchingPrintings). Made when first asked
    /// (a sort of the names, not of the printings) and kept until printings are added; safe to
    /// ask from several threads at once.
    [[nodiscard]] const std::vector<std::uint32_t>& inNameOrder() const;
    /// Whether inNameOrder() is made already (asking it costs nothing then).
    [[nodiscard]] bool hasNameOrder() const;
    /// A label for a copy identity: "Iron Palm", "Blue Knight (003)", "Aki (VS00 012/040)".
    [[nodiscard]] std::string identityLabel(int kind, int id) const;
    /// Number of distinct identities of a kind (ids are 0..count-1).
    [[nodiscard]] int identityCount(int kind) const;

private:
    // The hash indexes (card.cpp): by set + number, by name, by copy identity.
    struct Indexes;

    // names() and foldedNames(), made once (a batch check asks them for every list that names
    // an unknown card; they were copied, and the names folded, for each).
    struct NameList {
        std::once_flag made;
        std::vector<std::string> names;
        std::vector<std::string> folded;
    };
    const NameList& nameList() const;
    // inNameOrder(), made once.
    struct NameOrder {
        std::once_flag made;
        std::atomic<bool> ready = false;
        std::vector<std::uint32_t> positions;
    };

    const Game* m_game;
    std::unique_ptr<NameList> m_nameList = std::make_unique<NameList>();
    std::unique_ptr<NameOrder> m_nameOrder = std::make_unique<NameOrder>();
    // The printings in blocks of kBlock, each block's room made once: a printing never moves
    // (pointers to it stay valid), and a block is one allocation where a std::deque made one for
    // every two printings (150,000 for a 300,000-printing game).
    static constexpr std::size_t kBlock = 4096;
    Printing& append(Printing&& p);
    std::vector<std::vector<Printing>> m_blocks;
    std::size_t m_size = 0;
    std::unique_ptr<Indexes> m_indexes;
};

} // namespace deckhand::core
