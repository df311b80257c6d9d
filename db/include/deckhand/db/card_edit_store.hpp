#pragma once

#include "deckhand/db/database.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::db {

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

/// The user's card edits in the user's file. SQL for them lives here and nowhere else.
class CardEditStore {
public:
    explicit CardEditStore(Database& db) : m_db(db) {}

    /// Every edit of a game, in the order first made.
    [[nodiscard]] std::vector<CardEdit> list(const std::string& game);
    /// The edit of a game's card (set and number in any case), if there is one.
    [[nodiscard]] std::optional<CardEdit> find(const std::string& game, const std::string& set,
                                               const std::string& number);
    /// Adds an edit, or replaces the one with the same game and key (keeping its place).
    void put(const CardEdit& edit);
    /// Removes the edit of a card (the published card shows again); false when there was none.
    bool remove(const std::string& game, const std::string& set, const std::string& number);
    /// Makes a game's edits exactly `edits`, in one transaction: those not given are removed.
    void replaceAll(const std::string& game, const std::vector<CardEdit>& edits);

private:
    Database& m_db;
};

} // namespace deckhand::db
