#pragma once

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
    Date effective;
    /// Folded card name -> maximum copies (0 = banned).
    std::unordered_map<std::string, int> maxCopies;
    /// Folded card name -> the name as the list writes it.
    std::unordered_map<std::string, std::string> spelling;
    SourceLocation origin;
};

/// Every known version of a game's Limited list; the one in force on a date is the latest
/// whose effective date is on or before it.
class LimitedListHistory {
public:
    /// Adds a version; a second version with the same game and date replaces nothing and is
    /// reported as an error.
    std::vector<ParseError> add(LimitedListVersion version);
    /// The version in force on `date` for `game`, or nullptr when none is.
    [[nodiscard]] const LimitedListVersion* inForce(const std::string& game,
                                                    const Date& date) const;
    [[nodiscard]] std::vector<const LimitedListVersion*> versions(const std::string& game) const;

private:
    std::vector<LimitedListVersion> m_versions; // sorted by game, then date
};

} // namespace deckhand::core
