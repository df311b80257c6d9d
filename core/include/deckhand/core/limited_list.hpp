// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/date.hpp"
#include "deckhand/core/error.hpp"

#include <string>
#include <unordered_map>
#include <vector>

namespace deckhand::core {

/// One dated version of a publisher's Limited/banned list.
struct LimitedListVersion {
    std::string game;
    std::string name;  ///< "Limited / Immortalized List"
    std::string label; ///< "May 2026": how messages name this version
    /// What this list calls a maximum of 0 ("a Living Legend" on Flesh and Blood's Living Legend
    /// list); empty: the game's word (Game::bannedTerm).
    std::string bannedTerm;
    Date effective;
    /// Entry key -> maximum copies (0 = banned). The key is the folded card name, and for an
    /// entry that names the card by more of its fields (Flesh and Blood bans one pitch of a
    /// name), '\x1f' field '=' value for each (limitedEntryKey).
    std::unordered_map<std::string, int> maxCopies;
    /// Folded card name -> the name as the list writes it.
    std::unordered_map<std::string, std::string> spelling;
    SourceLocation origin;
    /// Folded card name -> where the list names it (empty for a list read back from a profile).
    std::unordered_map<std::string, SourceLocation> entryOrigin;
    /// Bundled sample data (the pack marks its file sample="true"), not the publisher's list: a
    /// list the user gives for the same date replaces it.
    bool sample = false;
    /// Cards that may not be together (Digimon's Choice Restriction): a deck may hold cards of
    /// one of the groups at most.
    struct Apart {
        std::vector<std::vector<std::string>> groups; ///< per group: card names as written
        SourceLocation where;
    };
    std::vector<Apart> apart;
};

/// "the plu list effective 2026-05-01 from FILE replaces the bundled SAMPLE list of that date
/// (FILE)": what the user is told when their list takes a sample list's place.
[[nodiscard]] std::string sampleReplacedNote(const LimitedListVersion& sample,
                                             const LimitedListVersion& replacement);

/// The name a list file gives a version that does not name its list: "the game's list".
inline constexpr std::string_view kUnnamedList = "Limited list";

/// Whether two versions' names are one list: the same name (folded), or either one not named
/// (kUnnamedList), which is the game's only list to whoever wrote it.
[[nodiscard]] bool sameList(std::string_view a, std::string_view b);

/// A Limited-list entry's key (LimitedListVersion::maxCopies) for a card name and the fields
/// it names the card by besides ("pitch" = "1"), in any order.
[[nodiscard]] std::string limitedEntryKey(std::string_view name,
                                          std::vector<std::pair<std::string, std::string>> fields);

/// A Limited-list entry's key taken apart.
struct LimitedEntry {
    std::string folded;                                      ///< the folded card name
    std::vector<std::pair<std::string, std::string>> fields; ///< field id, value; sorted
};
[[nodiscard]] LimitedEntry splitLimitedEntryKey(std::string_view key);

/// Whether `p` is a printing of the card the entry names: its name, and each field's value as
/// the field reads it (an enum alias, a number; text folded).
[[nodiscard]] bool entryNames(const Game& game, const LimitedEntry& entry, const Printing& p);

/// Errors for entries that name a card by a field the game does not have, or by a value the
/// field does not take: what installing a list checks against its game.
[[nodiscard]] std::vector<ParseError> checkEntryFields(const LimitedListVersion& version,
                                                       const Game& game);

/// An entry of a Limited-list version that names no card of the game: it limits nothing, so
/// the user is told, with the names it may have meant.
struct UnknownListEntry {
    std::string name;                 ///< as the list writes it
    SourceLocation where;             ///< where the list names it, when known
    std::vector<std::string> closest; ///< the game's nearest card names, best first
};

/// The entries of `version` that name no card `catalogue` knows, in the list's name order.
[[nodiscard]] std::vector<UnknownListEntry> unknownEntries(const LimitedListVersion& version,
                                                           const CardCatalogue& catalogue);

/// "'Jar of Boundless Gred' on the May 2026 Limited list names no card of Test Game, so it
/// limits nothing. Did you mean 'Jar of Boundless Greed'?".
[[nodiscard]] std::string unknownEntryMessage(const LimitedListVersion& version,
                                              const UnknownListEntry& entry,
                                              const std::string& gameName);

/// Every known version of a game's Limited lists (a game may keep several, told apart by
/// name); the one in force on a date is the latest whose effective date is on or before it.
class LimitedListHistory {
public:
    /// Adds a version. A second version with the same game, list name and date is an error,
    /// unless the one there is sample data and the new one is not: then the new one replaces
    /// it, and `notes` (when given) gets a line saying so.
    std::vector<ParseError> add(LimitedListVersion version,
                                std::vector<std::string>* notes = nullptr);
    /// The version in force on `date` for `game`, or nullptr when none is; of the list named
    /// `list` only (names compared folded) when it is not empty.
    [[nodiscard]] const LimitedListVersion* inForce(const std::string& game, const Date& date,
                                                    std::string_view list = {}) const;
    [[nodiscard]] std::vector<const LimitedListVersion*> versions(const std::string& game) const;

private:
    std::vector<LimitedListVersion> m_versions; // sorted by game, then date
};

} // namespace deckhand::core
