// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/card_edit.hpp"
#include "deckhand/core/game.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace deckhand::app {

/// Where the cards the user added or changed say they come from (Printing::origin.file).
inline constexpr const char* kCardEditsOrigin = "your card edits";

/// Values by field id ("name", "set", ... then the pack's own), as a card edit stores them.
using CardValues = std::map<std::string, std::string>;

/// The id of the field at a Printing::values index (a built-in's or the pack's).
[[nodiscard]] std::string fieldIdAt(const core::Game& game, int index);
/// What the user sees for the field at a Printing::values index ("Name", "Rules text", the
/// pack's label).
[[nodiscard]] std::string fieldLabelAt(const core::Game& game, int index);
/// A built-in field's label in English, as marked for the catalogue ("Rules text"); nullptr
/// for a pack's field. A pasted header may name a field by it in any language.
[[nodiscard]] const char* builtinFieldLabel(int index);
/// How many fields a printing of the game has (Printing::values.size()).
[[nodiscard]] int fieldCountOf(const core::Game& game);

/// A printing's values by field id; empty values are left out.
[[nodiscard]] CardValues cardValues(const core::Game& game, const std::vector<std::string>& values);
/// Values by field id in Printing::values order (ids the game lacks are left out).
[[nodiscard]] std::vector<std::string> valuesOf(const core::Game& game, const CardValues& values);
/// A printing of the user's values: numbers parsed, name folded, origin kCardEditsOrigin.
[[nodiscard]] core::Printing editedPrinting(const core::Game& game,
                                            const std::vector<std::string>& values);

/// An edit made over a published card that the publisher has changed (or removed, or a card
/// the user added that the publisher now has too): both versions, never resolved silently.
struct CardEditConflict {
    core::CardEdit edit;
    /// The card as published now; nullopt when the publisher no longer has it.
    std::optional<std::vector<std::string>> published;
    /// "PLS1 007 Iron Palm: the publisher changed this card since you edited it (Rules text)".
    std::string message;
};

/// The conflict of one edit with the published cards, if it has one. `published` is the
/// published card with the edit's key (nullptr when there is none).
[[nodiscard]] std::optional<CardEditConflict>
conflictOf(const core::Game& game, const core::CardEdit& edit, const core::Printing* published);

/// The published cards with the user's edits over them: changed cards take the user's values,
/// deleted ones go, added ones follow. The user's version stands until the user chooses.
struct EditedCards {
    std::vector<core::Printing> printings;
    std::vector<CardEditConflict> conflicts;
};
[[nodiscard]] EditedCards applyCardEdits(const core::Game& game,
                                         std::vector<core::Printing> published,
                                         const std::vector<core::CardEdit>& edits);

} // namespace deckhand::app
