// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"
#include "deckhand/core/filter.hpp"
#include "deckhand/core/setting.hpp"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace deckhand::core {

struct Deck;
struct Game;
struct Printing;

/// A number in a procedure step: written in the pack, or a goldfish setting's value.
struct GoldfishAmount {
    int value = 0;
    std::string setting; ///< non-empty: the value comes from this setting
    /// Non-empty: the value is this integer field of the deck's first card in `section` that
    /// has one (ONE PIECE's Life: the Leader's life), else `value` (or the setting's).
    std::string field;
    std::string section;
};

/// A pile cards are drawn from (Sorcery: the Spellbook and the Atlas), fed by deck sections or
/// a filter: a card of the deck goes to the first library that takes it.
struct GoldfishLibrary {
    std::string id;
    std::string name;                  ///< as reports name it: "Atlas"
    std::vector<std::string> sections; ///< the deck sections that feed it (empty: any)
    std::optional<Filter> filter;      ///< and the cards it takes (none: every card)
    std::string cite;
};

/// How a game lets a player replace an opening hand.
enum class MulliganKind {
    None,          ///< no mulligan
    Redraw,        ///< the whole hand goes (removed from the game or shuffled back), draw anew (PLU
                   ///< Re-Draw)
    PartialBottom, ///< keep any, the rest to the bottom, draw as many, shuffle (VStage)
    PartialDiscard, ///< discard any, draw as many (the Link-frame game)
    London,         ///< the hand shuffled back, draw anew, then one card to the bottom per
                    ///< mulligan taken (Magic)
};

/// One building block of a game's setup or turn, as a game pack declares it (docs/game-pack.md).
struct GoldfishStep {
    enum class Kind {
        SetAside, ///< before shuffling: the cards matching `filter` (at most `count`, 0 = all) go
                  ///< to `zone`
        Draw,     ///< draw `count` cards
        ReplenishTo, ///< draw until the hand holds `count` (`instead` when its condition holds)
        Mulligan,    ///< the game's mulligan: `mulligan`, `redraw`, `removeHand`
        MoveTop,   ///< `count` cards from the deck top to `zone`, face down, never past `cap` there
        Charge,    ///< `count` cards from the hand to `zone` (PLU's Power Gauge)
        Spend,     ///< `count` cards leave the hand, played: a stated assumption, usually a setting
        Place,     ///< up to `count` hand cards matching `filter` go to `zone` (VStage's stage)
        HandLimit, ///< a hand of more than `count` cards is discarded down to `count`
        Deal,      ///< the whole deck dealt face down, one card at a time, into `piles` in turn
        Shift,     ///< the face-up top card of each of `piles`, the first first, moves one pile
                   ///< toward the first; the first pile's goes to the hand (P.O.W.E.R.'s BQ Shift)
        Flip,      ///< every face-down top card of `piles` is turned face up onto the pile its
                   ///< `pileField` value names (1: the first); without one it stays (BQ Flip)
    };
    Kind kind = Kind::Draw;
    GoldfishAmount count;
    /// The count the first time the step runs (setup: once; turn: your first turn), by play order.
    std::optional<GoldfishAmount> goingFirst, goingSecond;
    std::optional<GoldfishAmount> cap; ///< MoveTop: the zone never holds more
    std::string zone;
    /// Draw: the library drawn from (an id, or `{setting}` naming one); empty: the first.
    std::string library;
    std::optional<Filter> filter; ///< SetAside, Place

    // ReplenishTo: `instead` replaces `count` when `insteadSetting` is "yes", or when it is
    // "auto" (or absent) and a set-aside card matches `insteadFilter` (PLU's Boss fighter).
    std::optional<GoldfishAmount> instead;
    std::optional<Filter> insteadFilter;
    std::string insteadSetting;

    MulliganKind mulligan = MulliganKind::None;
    GoldfishAmount redraw;  ///< Redraw, London: cards drawn after the hand goes
    bool removeHand = true; ///< Redraw: the hand is removed from the game (else shuffled back)
    int times = 1;          ///< Mulligan: how many may be taken; 0: any number
    int freeMulligans = 0;  ///< London: the first ones put nothing on the bottom
    /// PartialBottom, PartialDiscard: at most so many cards go (unset: any number).
    std::optional<GoldfishAmount> maxCards;
    bool shuffle = true; ///< PartialBottom: the deck is shuffled after the draw (else the cards
                         ///< stay on the bottom: Riftbound)
    /// Mulligan: the game's own condition. Set: the mulligan is not a choice; it is taken while
    /// the hand holds no card matching (Pokémon: a Basic Pokémon), whatever the question asks.
    std::optional<Filter> until;

    /// Deal: pile names in dealing order; Shift, Flip: the piles in order, the first first.
    std::vector<std::string> piles;
    std::optional<Filter> hold; ///< Shift: the cards that never shift (P.O.W.E.R.'s red box)
    std::string pileField;      ///< Flip: integer field naming the pile a flipped card goes to
    bool flipHighFirst = false; ///< Flip: from the last pile first (else the first first)

    std::string cite; ///< heading in the game's rules sheet
    std::string note; ///< the reading chosen where the sheet is ambiguous
};

/// "At least `count` cards matching `filter`".
struct Requirement {
    int count = 1;
    Filter filter;
    std::string library; ///< non-empty: only cards of this library (its id) count
    std::string text;    ///< as the user or the pack wrote it, for reports
};

/// What a player wants to have: every requirement of one option (several options: any of them).
struct Need {
    std::vector<std::vector<Requirement>> options;
    [[nodiscard]] std::string describe() const;
    [[nodiscard]] bool empty() const { return options.empty(); }
};

/// Where a need is looked for.
enum class NeedZone {
    Hand, ///< the cards held at the check (P.O.W.E.R.: the cards deployed)
    Seen, ///< every card that came into the hand since the mulligan, held or not
};

enum class PlayOrder { First, Second };

/// "How likely is the need met by turn `byTurn`?" Turn 0 is the opening hand after the
/// mulligan; turn T is checked after your T-th turn's draws, before you charge, play or discard.
struct Question {
    Need need;
    int byTurn = 0;
    PlayOrder play = PlayOrder::First;
    bool mulligan = false; ///< take the game's mulligan when the opening hand fails the need
    NeedZone zone = NeedZone::Hand;
};

/// A deck-level figure a pack asks for (PLU combos, VStage's three characters, the cancel rate).
struct GoldfishFigure {
    enum class Kind {
        Need,  ///< the chance of `need` by `byTurn` (the command's play order and mulligan)
        Share, ///< the share of the deck's cards matching `filter`
        Link,  ///< the odds of a cost paid by milling (CostFrames)
    };
    Kind kind = Kind::Need;
    std::string id;
    std::string label;
    Need need;
    int byTurn = 0;
    NeedZone zone = NeedZone::Hand;
    Filter filter;
    std::string cost;
    std::string cite;
    std::string note;
};

/// A cost paid by milling cards and filling slots with their frames, as a pack declares it
/// (the Link-frame game's Link costs, `<Link8>{(1)(Σ)(Ω)(Ω)}`): the cost's keyword, the symbols
/// field whose values frame a card, its symbols and their aliases (any number of symbols).
struct CostFrames {
    std::string keyword = "Link";                  ///< the word after '<' in a cost
    std::string field;                             ///< empty: the game has no such costs
    std::vector<std::string> symbols;              ///< as the field declares them
    std::vector<std::vector<std::string>> aliases; ///< per symbol: other spellings in a cost
    std::string cite;

    [[nodiscard]] bool declared() const { return !field.empty(); }
    /// "Σ", "Σ+Ω" for a set of symbols (bit i: symbols[i]); "no frame" for none.
    [[nodiscard]] std::string describe(unsigned mask) const;
};

/// A game's solo test-draw procedure, as its pack declares it: setup, mulligan, turn steps.
struct GoldfishProcedure {
    bool declared = false;            ///< the pack has a <goldfish> section
    std::vector<SettingDef> settings; ///< a whole number is taken from 0 to 1000
    std::vector<GoldfishStep> setup;
    std::vector<GoldfishStep> turn;
    /// Several piles to draw from; empty: one library, the whole deck.
    std::vector<GoldfishLibrary> libraries;
    std::string handZone = "hand"; ///< where needs are looked for (P.O.W.E.R.: "HQ")
    CostFrames frames;
    std::vector<GoldfishFigure> figures;
    std::string note; ///< modelling assumptions worth telling the player

    /// One line per step: "draw 6", "Re-Draw: the hand is removed from the game, draw 5".
    [[nodiscard]] std::vector<std::string>
    describeSetup(const std::map<std::string, std::string>& overrides) const;
    [[nodiscard]] std::vector<std::string>
    describeTurn(const std::map<std::string, std::string>& overrides) const;
};

/// The most requirements a need may hold, over all its options.
inline constexpr int kMaxRequirements = 8;

/// A deck made ready for goldfish: its cards grouped into kinds (one per printing), the cards
/// set aside before shuffling, and the procedure with every setting filled in.
class GoldfishDeck {
public:
    /// One kind of card in the library (the deck after setting aside).
    struct Kind {
        const Printing* printing = nullptr;
        int copies = 0;
        int library = 0; ///< its library (procedure().libraries), kinds of one library together
    };
    struct SetAside {
        std::string zone;
        const Printing* printing = nullptr;
    };
    /// A step with its numbers resolved.
    struct Step {
        GoldfishStep::Kind kind = GoldfishStep::Kind::Draw;
        int count = 0;
        std::optional<int> goingFirst, goingSecond;
        std::optional<int> cap;
        std::string zone;
        std::vector<char> matches; ///< Place: per kind, whether it matches the filter; Shift:
                                   ///< whether it holds
        MulliganKind mulligan = MulliganKind::None;
        int redraw = 0;
        bool removeHand = true;
        int times = 1;
        int freeMulligans = 0;
        int maxCards = 0;        ///< partial mulligans: at most so many go; 0: any number
        bool shuffle = true;     ///< PartialBottom: shuffled after the draw
        int library = 0;         ///< Draw: the library drawn from
        std::vector<char> until; ///< Mulligan: per kind, whether it meets the condition; empty:
                                 ///< no condition (the mulligan is the player's choice)
        std::vector<std::string> piles;
        std::vector<int> pileIndex; ///< Shift, Flip: per pile named, its place in the deal
        std::vector<int> target;    ///< Flip: per kind, the pile (1: the first) it goes to; 0: none
        bool flipHighFirst = false;
        const GoldfishStep* source = nullptr;

        /// The count for this run: the play-order override the first time, else `count`.
        [[nodiscard]] int countFor(PlayOrder play, bool firstTime) const;
    };

    /// Groups the deck's counting sections into kinds, sets cards aside and resolves the
    /// procedure's settings. Errors: an unknown setting or bad value, an unresolved card,
    /// a game with no goldfish procedure.
    [[nodiscard]] static Result<GoldfishDeck>
    make(const Game& game, const GoldfishProcedure& procedure, const Deck& deck,
         const std::map<std::string, std::string>& settings = {});

    [[nodiscard]] const Game& game() const { return *m_game; }
    [[nodiscard]] const GoldfishProcedure& procedure() const { return *m_procedure; }
    [[nodiscard]] const std::map<std::string, std::string>& settings() const { return m_settings; }
    [[nodiscard]] const std::vector<Kind>& kinds() const { return m_kinds; }
    [[nodiscard]] const std::vector<SetAside>& setAside() const { return m_setAside; }
    [[nodiscard]] const std::vector<Step>& setupSteps() const { return m_setup; }
    [[nodiscard]] const std::vector<Step>& turnSteps() const { return m_turn; }
    /// Cards in the library (after setting aside); with several libraries, in all of them.
    [[nodiscard]] int librarySize() const { return m_librarySize; }
    /// Cards in each library, in the procedure's order (one entry with one library).
    [[nodiscard]] const std::vector<int>& librarySizes() const { return m_librarySizes; }
    /// Cards in the deck's counting sections, set-aside cards included.
    [[nodiscard]] int deckSize() const {
        return m_librarySize + static_cast<int>(m_setAside.size());
    }
    /// The opening hand's size (setup draws before the mulligan).
    [[nodiscard]] int openingHand() const;
    /// The mulligan step, or nullptr.
    [[nodiscard]] const Step* mulliganStep() const;
    /// Whether the turn moves cards between piles (shift or flip steps).
    [[nodiscard]] bool hasPileSteps() const;
    /// What the card data lacks for the pile steps, for the report: "none of the deck's cards
    /// has a value in BQ (bq), which flipping needs: no card ever reaches the HQ"; empty when
    /// nothing is missing.
    [[nodiscard]] std::string missingForPiles() const;
    /// Copies in the library of the cards matching a filter.
    [[nodiscard]] int countMatching(const Filter& filter) const;
    /// The deck's kinds grouped by their value (and number) in one field. A filter that reads
    /// one field answers every kind of a group as it answers the group's first kind, so a need
    /// is matched once per value, not once per kind.
    struct ValueGroups {
        std::span<const std::uint32_t> first; ///< per group: its first kind
        std::span<const std::uint32_t> group; ///< per kind: its group
    };
    /// Empty (no groups) for a field the deck's printings do not have.
    [[nodiscard]] ValueGroups valueGroups(int field) const {
        if (field < 0 || static_cast<std::size_t>(field) >= m_valueFields) return {};
        const auto f = static_cast<std::size_t>(field);
        return {
            std::span(m_groupFirst).subspan(m_groupStart[f], m_groupStart[f + 1] - m_groupStart[f]),
            std::span(m_groupOf).subspan(f * m_kinds.size(), m_kinds.size())};
    }

private:
    void indexValues();

    const Game* m_game = nullptr;
    const GoldfishProcedure* m_procedure = nullptr;
    std::map<std::string, std::string> m_settings;
    std::vector<Kind> m_kinds;
    std::vector<SetAside> m_setAside;
    std::vector<Step> m_setup, m_turn;
    int m_librarySize = 0;
    std::vector<int> m_librarySizes;
    std::size_t m_valueFields = 0;           ///< fields with value groups
    std::vector<std::uint32_t> m_groupOf;    ///< [field * kinds + kind]: the kind's group
    std::vector<std::uint32_t> m_groupFirst; ///< per field's group: its first kind
    std::vector<std::size_t> m_groupStart;   ///< per field: where its groups start in m_groupFirst
};

/// One game played out by the procedure, for a player to step through.
struct SampleGame {
    struct Event {
        int turn = 0;     ///< 0: setup
        std::string text; ///< "draw 6: Quick Jab, Snap Kick, ..."
    };
    /// Where the cards were when the player chose whether to mulligan, the mulligans taken.
    struct Opening {
        std::vector<const Printing*> hand;
        /// The zones holding cards, by name: "removed" (out of the game), "discard", ...
        std::vector<std::pair<std::string, std::vector<const Printing*>>> zones;
        int deck = 0;           ///< cards left in the deck
        std::size_t events = 0; ///< the events up to the choice
    };
    std::vector<Event> events;
    /// Where the cards are at the end of the setup (index 0) and of each turn after (index
    /// N), for showing the table: the hand, the zones holding cards, then the piles (bottom
    /// to top, a face-down card as nullptr), the deck's size.
    std::vector<Opening> table;
    /// The cards set aside before the shuffle (a Fighter and a Stage), by zone: there all game.
    std::vector<std::pair<std::string, std::vector<const Printing*>>> setAside;
    /// Set when the player chooses the mulligans (playSample with their choices) and the
    /// game has a mulligan step.
    std::optional<Opening> opening;
    MulliganKind mulligan = MulliganKind::None; ///< the game's mulligan
    int mulliganTimes = 1;                      ///< how many the game allows; 0: any number
    bool mandatory = false;                     ///< the game's condition takes them, not the player
    int forcedMulligans = 0; ///< taken by the game's condition before the player's choice
    /// The player's mulligans, in order: the hand indexes chosen each time (empty for a whole
    /// hand).
    std::vector<std::vector<int>> mulligans;
    /// Another mulligan is the player's to take: the game allows more than were taken, and
    /// its condition does not take them itself.
    [[nodiscard]] bool mayMulligan() const {
        return opening && mulligan != MulliganKind::None && !mandatory &&
               (mulliganTimes == 0 || static_cast<int>(mulligans.size()) < mulliganTimes);
    }
};

/// Plays one game with the procedure up to `turns` turns, seeded. With a need and
/// `question.mulligan`, the mulligan is taken when the opening hand fails the need.
[[nodiscard]] SampleGame playSample(const GoldfishDeck& deck, const Question& question, int turns,
                                    std::uint64_t seed);

/// The same game, with the player choosing the mulligans instead of the need: `mulligans`
/// holds, per mulligan taken, the indexes of the opening hand's cards that go (ignored for a
/// whole-hand mulligan). The result's `opening` shows the hand the player chooses from next.
[[nodiscard]] SampleGame playSample(const GoldfishDeck& deck, const Question& question, int turns,
                                    std::uint64_t seed,
                                    const std::vector<std::vector<int>>& mulligans);

/// The game's mulligan on a sample game played with the player's choices (same deck,
/// question, turns and seed): the cards at `chosen` (indexes into `game.opening->hand`) go
/// by the game's rule (VStage: to the bottom, draw as many, shuffle; Link-frame: discard,
/// draw as many; a whole-hand mulligan takes every card whatever is chosen). Errors: the
/// game has no mulligan, one was taken already, nothing or a card outside the hand chosen.
[[nodiscard]] Result<SampleGame> takeMulligan(const GoldfishDeck& deck, const Question& question,
                                              int turns, std::uint64_t seed, const SampleGame& game,
                                              const std::vector<int>& chosen);

} // namespace deckhand::core
