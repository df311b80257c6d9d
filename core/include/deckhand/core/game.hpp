#pragma once

#include "deckhand/core/error.hpp"
#include "deckhand/core/filter.hpp"
#include "deckhand/core/goldfish.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace deckhand::core {

/// How a card field's values are written and compared.
enum class FieldType {
    Text,    ///< free text, compared folded
    Integer, ///< whole number, compared numerically
    Enum,    ///< one of a declared list of values
    Symbols, ///< a set of declared symbols written together ("ΣΩ")
};

/// One of a game's card fields, as its game pack declares it.
struct FieldDef {
    std::string id;    ///< column name in card data, e.g. "type"
    std::string label; ///< what the user sees, e.g. "Type"
    FieldType type = FieldType::Text;
    bool required = false;
    /// Enum values or symbols, in their canonical spelling and declared order.
    std::vector<std::string> values;
    /// Other spellings accepted on input, folded, mapped to a canonical value ("s" -> "Σ").
    std::map<std::string, std::string> aliases;
};

/// Reads one value for a field as card data writes it: its canonical spelling (an enum value
/// or alias in any case as the value, symbols in declared order, a whole number without
/// leading zeros), or why it is not one (the field's values and the closest one).
[[nodiscard]] Result<std::string> parseFieldValue(const FieldDef& field, std::string_view cell);

/// The built-in fields every game has, at these indexes of Printing::values.
enum BuiltinField : int {
    FieldName = 0,
    FieldSet,
    FieldNumber,
    FieldRarity,
    FieldText,
    BuiltinFieldCount
};

/// The id of a built-in field ("name", "set", "number", "rarity", "text"), or "" for another
/// index: what packs and import mappings call it.
[[nodiscard]] std::string_view builtinFieldId(int index);

/// What "the same card" means for copy limits.
enum class IdentityKind {
    Name,       ///< every printing with the same name (Powerline Ultra)
    NameNumber, ///< same name and same card number (the Link-frame game)
    BaseInSet, ///< same base card within a set; overnumbered printings count as their base (VStage)
};
inline constexpr int IdentityKindCount = 3;

/// Where a rule comes from: a rules sheet and the heading in it.
struct Citation {
    std::string file;
    std::string heading;
    /// "file § heading".
    [[nodiscard]] std::string str() const;
};

/// A deck section a game knows ("Main", "Side", "Tokens").
struct SectionDef {
    std::string id;
    std::string name;
    std::vector<std::string> aliases; ///< folded header spellings that also mean this section
    bool counts = true;               ///< part of the deck for size and the default rule scope
};

/// The section ("main", "side", "tokens", "commander" or "companion") a deck-list header
/// names in the words deck tools share ("Main deck", "Mainboard", "Sideboard", "SB", "Token";
/// Arena's "Commander" and "Companion"), whatever a game calls its sections; "" for any other
/// header. `foldedHeader` is the header as foldName made it.
[[nodiscard]] std::string_view commonSectionId(std::string_view foldedHeader);

/// The sections of a deck read without a game: Main, Sideboard and Tokens.
[[nodiscard]] std::vector<SectionDef> commonSections();

/// A number in a rule: written in the pack, or taken from a format setting.
struct IntParam {
    std::optional<int> value;
    std::string setting; ///< non-empty: the value comes from this setting
};

/// Common to every rule: id, when it applies, where it comes from.
struct RuleBase {
    std::string id;
    Citation citation;
    std::string note; ///< the reading chosen where the sheet is ambiguous
    std::string when; ///< "setting=value": the rule applies only then; empty: always
    bool warning = false;
    std::string message;               ///< optional template overriding the generated sentence
    std::vector<std::string> sections; ///< empty: the sections that count
};

/// Deck size bounds.
struct DeckSizeRule : RuleBase {
    IntParam exact, min, max, multipleOf;
};

/// At most N copies of one card, "one card" as the identity says.
struct CopyLimitRule : RuleBase {
    IntParam max;
    IdentityKind identity = IdentityKind::Name;
    std::optional<Filter> appliesTo;
    /// Non-empty: each card's own maximum is this integer field (copies in the product) ...
    std::string maxField;
    /// ... times this many products.
    IntParam multiplier;
};

/// A count of cards matching a filter must be exactly / at least / at most a number.
struct CountRule : RuleBase {
    std::string label; ///< plural noun phrase: "Fighter cards"
    Filter filter;
    IntParam exact, min, max;
};

/// One fixed deck list (a P.O.W.E.R. prebuilt pack).
struct PrebuiltList {
    std::string id;
    std::string name;
    std::vector<std::pair<std::string, int>> cards; ///< card name, quantity

    /// One card of the list by folded name, as a deck is compared with it.
    struct Folded {
        std::string folded;
        int quantity = 0;
        std::string name; ///< as the list spells it
    };
    /// The cards by folded name, merged and sorted.
    [[nodiscard]] std::vector<Folded> folded() const;
};

/// The deck must be exactly one of the listed decks.
struct PrebuiltRule : RuleBase {
    std::vector<PrebuiltList> lists;
    /// lists[i].folded(), worked out once by whoever builds the rule (prepare()).
    std::vector<std::vector<PrebuiltList::Folded>> foldedLists;
    void prepare();
};

/// Judge copies against the game's Limited list version in force on the event date.
struct LimitedListRule : RuleBase {
    bool required = false; ///< warn when no version is in force on the date
};

/// A way to build a deck for a game (tournament, casual, prebuilt...).
struct Format {
    std::string id;
    std::string name;
    std::string description;
    std::vector<SettingDef> settings;
    std::vector<DeckSizeRule> deckSize;
    std::vector<CopyLimitRule> copyLimits;
    std::vector<CountRule> counts;
    std::vector<PrebuiltRule> prebuilt;
    std::vector<LimitedListRule> limited;

    /// This format with the player's settings (checkSettings) filled into every rule that
    /// names one and the rules whose `when` does not hold left out; errors for an unknown
    /// setting or a value it does not take.
    [[nodiscard]] Result<Format> resolved(const SettingValues& overrides) const;
};

/// A sealed product whose contents are known (a P.O.W.E.R. U.S. Core Pack): adding one to the
/// collection adds its cards.
struct ProductDef {
    std::string id;
    std::string name;
    /// Cards listed one by one: set, number, copies.
    struct Card {
        std::string set;
        std::string number;
        int quantity = 1;
    };
    std::vector<Card> cards;
    /// Or: every printing of `set` whose integer field `contentsField` says how many it holds.
    std::string set;
    std::string contentsField;
};

/// How another program's card data maps onto the game's fields (the pack's <import>):
/// Cockatrice properties, OCTGN properties or LackeyCCG columns.
struct ImportMapping {
    std::string format; ///< "cockatrice", "octgn" or "lackey"
    /// Source property -> field id, in the pack's order; several sources may feed one field
    /// (the first a card has wins).
    std::vector<std::pair<std::string, std::string>> maps;
};

/// Where a game's card images come from (the pack's <images>): a URL template with {set},
/// {number}, {name} and {game}, for one set, or for every set without its own (set empty).
struct ImageSource {
    std::string set;
    std::string url;
};

/// How a card face is laid out when a card has no image (the pack's <card-face>): which
/// fields make the kind line and the stats, which field's value picks the frame colour, and
/// the rules text size. Empty lists mean the defaults (core::cardFace says which).
struct CardFaceLayout {
    bool declared = false;               ///< the pack has a <card-face>
    std::vector<std::string> kindFields; ///< field ids joined into the kind line
    std::vector<std::string> statFields; ///< field ids shown as stats along the foot
    bool statsDeclared = false;          ///< `stats` was given (possibly empty: no stats)
    std::string colourField;             ///< field whose value picks the frame colour
    /// Frame colour (0xRRGGBB) per value of colourField, as the pack spells the value.
    std::vector<std::pair<std::string, std::uint32_t>> colours;
    double textSize = 7.5; ///< rules text size in points on a 63 x 88 mm card
};

/// A game, as its pack describes it.
struct Game {
    std::string id;
    std::string name;
    std::string publisher;
    std::string rulesFile;
    std::string bannedTerm = "banned"; ///< what a Limited-list maximum of 0 is called
    std::string limitedListName = "Limited list";
    std::vector<FieldDef> fields; ///< game fields; indexes BuiltinFieldCount.. in Printing::values
    std::vector<std::string> rarities;
    std::map<std::string, std::string> rarityAliases; ///< folded alias -> rarity
    /// Card data must give each printing a rarity: the pack says so (<rarities required="true">)
    /// or a rule counts rarities (a filter on the rarity field). Otherwise a rarity may be empty.
    bool rarityRequired = false;
    IdentityKind identity = IdentityKind::Name;
    /// For BaseInSet: the field holding an overnumbered printing's base card number.
    std::string baseField = "base";
    std::vector<SectionDef> sections; ///< the first is where cards go without a header
    std::vector<Format> formats;      ///< the first is the default
    GoldfishProcedure goldfish;       ///< solo test draws: setup, mulligan, turn steps
    std::vector<ProductDef> products;
    std::vector<ImageSource> images; ///< card-image URL templates
    /// Field ids (builtins included) the registration sheet shows beside set and number;
    /// empty: the first enum field.
    std::vector<std::string> sheetColumns;
    std::vector<ImportMapping> imports; ///< at most one per format
    CardFaceLayout face;                ///< how a card without an image is drawn

    /// Index into Printing::values for a field id (builtins included), or -1.
    [[nodiscard]] int fieldIndex(std::string_view id) const;
    /// The field definition at a Printing::values index, or nullptr for builtins.
    [[nodiscard]] const FieldDef* fieldAt(int index) const;
    [[nodiscard]] const Format* format(std::string_view id) const;
    /// The section a header names (id, name or alias, folded), or nullptr.
    [[nodiscard]] const SectionDef* sectionByHeader(std::string_view header) const;
    [[nodiscard]] const SectionDef* section(std::string_view id) const;
    [[nodiscard]] const ProductDef* product(std::string_view id) const;
    /// The image URL template for a set (its own, else the game's), or nullptr.
    [[nodiscard]] const ImageSource* imagesFor(std::string_view set) const;
};

/// The rarity as an enum field of the game's rarities and their aliases, for reading a
/// rarity the way an enum value is read (parseFieldValue).
[[nodiscard]] FieldDef rarityField(const Game& game);

} // namespace deckhand::core
