// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card_data_mapping.hpp"
#include "deckhand/core/date.hpp"
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

/// What "the same card" means for copy limits: the ids of the three identities every game
/// has (Game::identityDef), the cases of a copy identity (CopyIdentity) that packs name by a
/// word. A pack's own identities (Game::identities) follow them, from IdentityKindCount.
enum IdentityKind : int {
    Name,       ///< fields "name": every printing with the same name (Powerline Ultra)
    NameNumber, ///< fields "name number": same name and card number (the Link-frame game)
    BaseInSet,  ///< fields "set number", base field: same base card within a set; overnumbered
                ///< printings count as their base (VStage)
};
inline constexpr int IdentityKindCount = 3;

/// A copy identity: two printings are one card for copy limits when these fields agree (names
/// and text folded, card numbers by the part before '/' without leading zeros, set codes in
/// any case, other fields as stored). Flesh and Blood counts by name and pitch.
struct CopyIdentity {
    std::vector<int> fields; ///< Printing::values indexes, in the order the pack lists them
    /// >= 0: a field holding a card number that, where a printing has one, stands for the
    /// printing's own number (an overnumbered secret rare counts as its base card).
    int baseField = -1;

    bool operator==(const CopyIdentity&) const = default;
};

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

/// When a rule applies: while a format setting has a value (a pack's `when="setting=value"`).
struct RuleCondition {
    std::string setting; ///< empty: always
    std::string value;
    [[nodiscard]] bool always() const { return setting.empty(); }
};

/// Common to every rule: id, when it applies, where it comes from.
struct RuleBase {
    std::string id;
    Citation citation;
    std::string note;   ///< the reading chosen where the sheet is ambiguous
    RuleCondition when; ///< the rule applies only while its setting has its value
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
    int identity = IdentityKind::Name; ///< a copy-identity id of the game (Game::identityDef)
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
    /// Non-empty: only the versions of the list with this name (a banned list and a "living
    /// legend" list are two lists of one game); empty: every version of the game's lists.
    std::string list;
};

/// How a card's values of a field must stand to those of the card that leads the deck.
enum class Relation {
    SharesAny, ///< at least one value in common (ONE PIECE: a colour of the Leader)
    SubsetOf,  ///< every value is one of the leader's (a Flesh and Blood class; Commander identity)
};

/// The card (or cards) that lead the deck decide what the other cards may be: ONE PIECE's
/// Leader the colours, a Flesh and Blood hero the classes, a commander the colour identity.
struct LeaderRule : RuleBase {
    std::string label = "leader"; ///< what the leading card is called: "Leader", "hero"
    /// The leading cards are those of these sections ...
    std::vector<std::string> leadSections;
    /// ... or, with no sections, those that match this filter (type = Hero), wherever they are.
    std::optional<Filter> lead;
    std::string field;   ///< the field compared (a symbols field holds several values)
    int fieldIndex = -1; ///< its Printing::values index
    Relation relation = Relation::SharesAny;
    std::vector<std::string> always; ///< values any card may have, whatever leads ("Generic")
    IntParam maxLeaders;             ///< how many cards may lead (default 1)...
    /// ... more than one only when every leading card matches this (both have Partner).
    std::optional<Filter> together;
    /// ... or, with pairings declared, two lead together when the pair matches one of them.
    struct Pairing {
        enum class Kind {
            Both,    ///< both match `first` (Partner, Friends forever)
            OneEach, ///< one matches `first`, the other `second` (Choose a Background)
            Names,   ///< each names the other in `field` (Partner with [name])
        };
        Kind kind = Kind::Both;
        std::string label; ///< how messages name it: "Partner", "Friends forever"
        std::optional<Filter> first, second;
        std::string field; ///< Names: the field holding the other card's name
        int fieldIndex = -1;
        std::string cite;
    };
    std::vector<Pairing> pairings;
    std::optional<Filter> appliesTo; ///< which of the other cards are judged (default: all)
};

/// At most so many distinct values of a field across the deck (Lorcana: 2 inks); a card with
/// several values (a dual-ink card) brings each.
struct DistinctRule : RuleBase {
    std::string label; ///< the values, plural: "inks"
    std::string field;
    int fieldIndex = -1;
    IntParam max;
    std::optional<Filter> appliesTo; ///< which cards count (default: all)
};

/// One version of a dated format's legal values, as its `<legal>` states them: in force from
/// `from` until `until` (inclusive), or else until the day before the next version starts.
struct RotationVersion {
    Date from;
    std::optional<Date> until;
    std::string label;               ///< "2025 Standard"; empty: "<format> rotation" in reports
    std::vector<std::string> values; ///< the legal values of the rule's field, canonical
    SourceLocation origin;           ///< where the pack states it
};

/// Which values of a field are legal changes on dates (rotation): Pokémon's Standard takes
/// regulation marks G, H and I from one date and F before it; Magic's Standard, sets. A card is
/// legal when any printing of it (copy identity) has a legal value, so a reprint's old printing
/// stays legal; the version in force on the event date judges.
struct RotationRule : RuleBase {
    std::string label; ///< what one value is called: "regulation mark", "set"
    std::string field;
    int fieldIndex = -1;
    int identity = IdentityKind::Name;     ///< which printings are one card (default: the game's)
    std::vector<RotationVersion> versions; ///< sorted by `from`, never overlapping
    std::optional<Filter> appliesTo;       ///< which cards are judged (default: all)

    /// The version in force on a date, or nullptr (before the first, or in a gap).
    [[nodiscard]] const RotationVersion* inForce(const Date& date) const;
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
    std::vector<LeaderRule> leaders;
    std::vector<DistinctRule> distinct;
    std::vector<RotationRule> rotations;

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
    /// The card's real size (proxies are printed at it): 63 x 88 mm unless the pack says.
    double widthMm = 63;
    double heightMm = 88;
};

/// How a game's players write their deck lists, beyond "N Name" (the pack's <deck-lists>): what
/// resolveDeck reads a line's words as and the writers write. Declared in the pack, so a game
/// Deckhand has never seen reads its community's lists without code (docs/game-pack.md, "Deck
/// lists as players write them").
struct DeckListForms {
    /// <card-id field="passcode"/>: a list may name a card by this field's value instead of its
    /// name (a .ydk passcode, a ONE PIECE card number written "4xOP01-001" or "4 OP01-001 Nami").
    struct CardId {
        std::string field;
        int index = -1; ///< Printing::values index
    };
    /// <name-join field="version" separator=" - "/>: a list writes the name, the separator and
    /// this field as one name ("Elsa - Snow Queen" for name Elsa, version Snow Queen).
    struct NameJoin {
        std::string field;
        int index = -1;
        std::string separator;
    };
    /// <qualifier field="pitch"><value written="red" is="1"/></qualifier>: a word in
    /// parentheses after the name picks the printings with that value ("Snatch (red)").
    struct Qualifier {
        std::string field;
        int index = -1;
        std::vector<std::pair<std::string, std::string>> values; ///< written (folded), value
    };
    /// <spelling written="Basic {P} Energy" names="Basic Psychic Energy|Psychic Energy"/>: a name
    /// as lists write it that is another name in the card data (the first one the cards have).
    struct Spelling {
        std::string written; ///< folded
        std::vector<std::string> names;
    };
    /// <place section="leader"><where .../></place>: a card of a list without section headers
    /// that matches the filter goes to this section (a ONE PIECE Leader, a Flesh and Blood hero).
    struct Placement {
        std::string section;
        Filter filter;
    };

    std::vector<CardId> cardIds;
    std::vector<NameJoin> joins;
    std::vector<Qualifier> qualifiers;
    std::vector<Spelling> spellings;
    std::vector<Placement> placements;
    /// <ignore prefix="Made with"/>: lines that start so are no card and no section (a site's
    /// signature under its export), folded.
    std::vector<std::string> ignored;

    [[nodiscard]] bool empty() const {
        return cardIds.empty() && joins.empty() && qualifiers.empty() && spellings.empty() &&
               placements.empty() && ignored.empty();
    }
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
    /// The field that says what kind of card a card is (<fields kind="type">): the deck is
    /// grouped by it and a drawn card face shows it under the name. Empty: the first enum field.
    std::string kindField;
    std::vector<std::string> rarities;
    std::map<std::string, std::string> rarityAliases; ///< folded alias -> rarity
    /// Card data must give each printing a rarity: the pack says so (<rarities required="true">)
    /// or a rule counts rarities (a filter on the rarity field). Otherwise a rarity may be empty.
    bool rarityRequired = false;
    /// Printing::values indexes of the fields that belong to the printing, not the card
    /// (`level="printing"` on a field or on <rarities>: a Pokémon regulation mark, a reprint's
    /// rarity): printings of one card may differ in them without a name-only deck line
    /// becoming ambiguous. Set and number always belong to the printing.
    std::vector<int> printingFields;
    int identity = IdentityKind::Name; ///< the copy identity rules count by default
    /// For BaseInSet: the field holding an overnumbered printing's base card number.
    std::string baseField = "base";
    /// The pack's own copy identities (by name and pitch, ...): ids IdentityKindCount and up.
    std::vector<CopyIdentity> identities;
    std::vector<SectionDef> sections; ///< the first is where cards go without a header
    std::vector<Format> formats;      ///< the first is the default
    GoldfishProcedure goldfish;       ///< solo test draws: setup, mulligan, turn steps
    std::vector<ProductDef> products;
    /// Card data as the games publish it (core/card_data_mapping.hpp): the pack's
    /// <import format="json">s, in the pack's order.
    std::vector<CardDataMapping> dataMappings;
    /// Where the game's card data is published: the pack's <card-source>s.
    std::vector<CardDataSource> cardSources;
    std::vector<ImageSource> images; ///< card-image URL templates
    /// Field ids (builtins included) the registration sheet shows beside set and number;
    /// empty: the first enum field.
    std::vector<std::string> sheetColumns;
    std::vector<ImportMapping> imports; ///< at most one per format
    CardFaceLayout face;                ///< how a card without an image is drawn
    DeckListForms lists;                ///< how its players write deck lists (<deck-lists>)

    /// Index into Printing::values for a field id (builtins included), or -1.
    [[nodiscard]] int fieldIndex(std::string_view id) const;
    /// The field definition at a Printing::values index, or nullptr for builtins.
    [[nodiscard]] const FieldDef* fieldAt(int index) const;
    /// Index into Printing::values of the card-kind field (kindField, else the first enum
    /// field), or -1 when the game has none.
    [[nodiscard]] int kindFieldIndex() const;
    [[nodiscard]] const Format* format(std::string_view id) const;
    /// The section a header names (id, name or alias, folded), or nullptr.
    [[nodiscard]] const SectionDef* sectionByHeader(std::string_view header) const;
    [[nodiscard]] const SectionDef* section(std::string_view id) const;
    [[nodiscard]] const ProductDef* product(std::string_view id) const;
    /// The image URL template for a set (its own, else the game's), or nullptr.
    [[nodiscard]] const ImageSource* imagesFor(std::string_view set) const;

    /// How many copy identities the game has (ids 0 .. identityCount() - 1).
    [[nodiscard]] int identityCount() const;
    /// The fields of a copy identity: a built-in one (IdentityKind) or the pack's own.
    [[nodiscard]] CopyIdentity identityDef(int kind) const;
    /// The id of a copy identity, added when new: the fields of a built-in one give its id.
    int addIdentity(const CopyIdentity& def);
    /// What a copy limit counts by, for its message: " per name, counting every printing",
    /// " per name and card number", " per name and pitch, counting every printing".
    [[nodiscard]] std::string identityWords(int kind) const;
};

/// The values a printing has in a field, as rules compare them: the symbols of a symbols field
/// (each on its own: a dual-ink card's two inks), else the one value, or none when empty.
[[nodiscard]] std::vector<std::string> fieldValues(const Game& game, int index,
                                                   const std::vector<std::string>& values);

/// The rarity as an enum field of the game's rarities and their aliases, for reading a
/// rarity the way an enum value is read (parseFieldValue).
[[nodiscard]] FieldDef rarityField(const Game& game);

} // namespace deckhand::core
