// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace deckhand::core {

/// What a card edit does to the game's published cards.
enum class CardEditKind {
    Added,   ///< a card the published data does not have
    Changed, ///< a published card with the user's values
    Deleted, ///< a published card the user removed
};

/// "added", "changed", "deleted".
[[nodiscard]] std::string_view cardEditKindName(CardEditKind kind);
/// The kind a name (as cardEditKindName gives it) stands for.
[[nodiscard]] std::optional<CardEditKind> parseCardEditKind(std::string_view name);

/// One card the user added, changed or deleted: their own layer over a game's published data.
/// Values are by field id ("name", "set", "number", "rarity", "text", then the pack's own),
/// spelt as the catalogue stores them.
struct CardEdit {
    std::string game;
    /// The card's key: the published card's set and number (an added card's own), how decks
    /// and collection rows name cards. Case is ignored, as in the catalogue.
    std::string set;
    std::string number;
    CardEditKind kind = CardEditKind::Changed;
    /// The card as the user made it (empty for Deleted).
    std::map<std::string, std::string> values;
    /// The published card the edit was made over (empty for Added): when the published card
    /// differs from it later, the publisher changed the card since the user edited it.
    std::map<std::string, std::string> base;
    std::string editedAt; ///< UTC, ISO 8601; set by the store

    bool operator==(const CardEdit&) const = default;
};

/// A set's name and release date as the user gave them in the card editor: their own layer
/// over the catalogue's set_info (which packs and downloads fill), kept in the user's file so
/// that no import replaces it.
struct SetEdit {
    std::string game;
    std::string code;     ///< the set code, case ignored as in the catalogue
    std::string name;     ///< may be empty: the set has no name
    std::string released; ///< YYYY-MM-DD, or empty
    std::string editedAt; ///< UTC, ISO 8601; set by the store

    /// The same set with the same name and date (when it was made aside).
    [[nodiscard]] bool sameAs(const SetEdit& o) const;
    bool operator==(const SetEdit&) const = default;
};

} // namespace deckhand::core
