// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/date.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/limited_list.hpp"

#include <optional>
#include <string>
#include <vector>

namespace deckhand::core {

/// One broken rule (or a warning), explained.
struct Violation {
    std::string rule;               ///< the rule's id in the game pack
    std::string message;            ///< a plain sentence with the numbers
    std::vector<std::string> cards; ///< cards involved, as labels
    int have = 0;
    std::optional<int> need;
    Citation citation;
    std::string note;
};

/// Everything wrong with a deck under a format, not just the first thing.
struct ValidationReport {
    std::string game;
    std::string format;
    Date date;
    int deckSize = 0;
    std::string limitedList; ///< label of the Limited-list version used, empty if none
    /// The versions of the format's dated rules (rotation) used: "2025 Standard (regulation
    /// marks G, H and I; effective 2025-04-11)"; empty if the format has none.
    std::string rotation;
    std::vector<Violation> errors;
    std::vector<Violation> warnings;

    [[nodiscard]] bool legal() const { return errors.empty(); }
};

/// What a deck is judged against.
struct ValidationContext {
    const Game* game = nullptr;
    const Format* format = nullptr; ///< already resolved (Format::resolved)
    const CardCatalogue* catalogue = nullptr;
    const LimitedListHistory* limited = nullptr; ///< may be null
    Date date;
};

/// Judges a deck whose entries are all resolved. Unresolved entries are reported as errors.
[[nodiscard]] ValidationReport validate(const Deck& deck, const ValidationContext& ctx);

} // namespace deckhand::core
