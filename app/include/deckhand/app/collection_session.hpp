// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/collection_csv.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/deck.hpp"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

/// The name errors give a list pasted into a window, not read from a file.
inline constexpr const char* kPastedList = "pasted list";

/// What a change of the collection did, for the user.
struct CollectionChange {
    /// One sentence a window shows ("Added 3 x Iron Palm (PLS1 007): you now own 5 like it.").
    std::string message;
    int cards = 0; ///< copies added, removed or wished for
    int rows = 0;  ///< rows (lines of a list, wishes) written
    /// add and remove: the row's quantity after the change; wish: the wished quantity.
    int total = 0;
    core::CollectionItem item;    ///< add and remove: the row as it was meant, printing resolved
    std::filesystem::path backup; ///< taken before the change (a CSV import); empty: none
};

/// How a collection CSV import treats rows that name no card of the game.
struct CollectionImportOptions {
    bool skipUnmatched = false; ///< import the other rows (the skipped ones are listed)
    bool matchByName = false;   ///< book a row whose set + number are no card by its name
};

/// What importing a collection CSV did, or why it did nothing.
struct CollectionImport {
    /// The file refused as a whole: a bad value, a file that cannot be read (file:line:column).
    std::vector<ParseError> errors;
    /// Rows naming no card of the game: they refuse the file unless skipUnmatched, which skips
    /// them.
    std::vector<ParseError> unmatched;
    std::vector<NameMatch> byName; ///< rows booked by name (CollectionImportOptions::matchByName)
    std::string source;            ///< which app's export the file looked like ("Moxfield")
    int backFaces = 0;       ///< rows naming a back face counted with its front (CollectionRead)
    bool imported = false;   ///< false: the profile is as it was
    CollectionChange change; ///< when imported: cards, rows, the backup, the sentence

    /// ", 7 rows naming a back face counted with its front" (backFaces), or "": a part of the
    /// sentence saying what the import did.
    [[nodiscard]] std::string backFacesNote() const;

    /// Refused only because rows named no card: what a front end may offer to skip or match.
    [[nodiscard]] bool refusedForUnmatched() const {
        return !imported && errors.empty() && !unmatched.empty();
    }
};

/// The collection of one game: the cards a player owns (by printing, finish, condition,
/// language and place), the wishlist, and the saved decks the collection builds. The one owner
/// of the collection's use cases for both front ends: it is told the game, every change is one
/// transaction (all or nothing, the profile as it was when refused), and it says what changed.
/// No wx: the desktop app's panels show it and the command line prints it.
class CollectionSession {
public:
    /// `profile` must outlive the session.
    explicit CollectionSession(ProfileSession& profile) : m_profile(profile) {}

    /// The game whose collection this is ("": none; reading then covers every game).
    void setGame(const std::string& gameId) { m_gameId = gameId; }
    [[nodiscard]] const std::string& gameId() const { return m_gameId; }
    /// The chosen game, read on first use; nullptr when none is chosen or it cannot be read.
    [[nodiscard]] const LoadedGame* game();

    // --- reading --------------------------------------------------------------------------------

    /// Every owned row of the game (of every game when none is chosen), by set and number.
    [[nodiscard]] std::vector<core::CollectionItem> items();
    /// The wishlist of the game (of every game when none is chosen).
    [[nodiscard]] std::vector<core::WishlistItem> wishlist();
    /// The binders and boxes the game's rows are kept in, sorted, each once.
    [[nodiscard]] std::vector<std::string> places();
    /// Copies owned per card name (core::foldName) of the game.
    [[nodiscard]] core::Availability ownedCards();
    /// Every row of the game with game, set, number, name and quantity (the quickest read).
    [[nodiscard]] std::vector<core::CollectionItem> quantities();
    /// What each saved deck of the game needs (ProfileSession::deckNeeds).
    [[nodiscard]] std::vector<DeckNeeds> deckNeeds();

    // --- changing (each refused with the reasons, nothing written) ------------------------------

    /// Adds copies of the printing `item` names by set and number, or by name when those are
    /// empty (one printing, else the error lists them) in its finish, condition, language and
    /// place; `item.trade` of them for trade.
    Result<CollectionChange> add(const core::CollectionItem& item);
    /// Adds one copy of `printing` (near mint, English, unsorted): the quick add of a browser.
    Result<CollectionChange> addPrinting(const core::Printing& printing, int quantity = 1);
    /// Adds a pasted list ("3 Iron Palm", "2 Quick Jab (PLS1) 008", any deck list form), each
    /// line with the finish, condition, language, place and trade of `details`, all or nothing:
    /// a name the game lacks refuses the list with file:line:column and the closest names.
    /// `file` names the list in errors ("pasted list", a file's path).
    Result<CollectionChange> addList(std::string_view text, const std::string& file,
                                     const core::CollectionItem& details);
    /// Removes copies as add() names them; refused when the row does not hold that many.
    Result<CollectionChange> remove(const core::CollectionItem& item);
    /// Adds the contents of `count` sealed products (the pack's <products>) in `location`.
    Result<CollectionChange> addSealed(const std::string& productId, int count,
                                       const std::string& location);
    /// Imports a collection CSV (Deckhand's or another app's export): all or nothing, a backup
    /// of the profile taken first.
    CollectionImport importCsv(const std::string& file, const CollectionImportOptions& options);
    /// The game's rows (every game's when none is chosen) as Deckhand's collection CSV.
    [[nodiscard]] std::string csv();
    /// Writes csv() to `file`.
    Result<CollectionChange> exportCsv(const std::string& file);
    /// Wants `quantity` copies of the card called `name` (any printing); 0 takes it off the
    /// wishlist.
    Result<CollectionChange> wish(const std::string& name, int quantity);
    /// Makes the wishlist hold what `deck` still lacks from the collection (a wish is raised,
    /// never lowered), in one transaction. `cards` 0: nothing was missing or wished already.
    Result<CollectionChange> wishMissing(const core::Deck& deck);

private:
    /// The chosen game, or the error a change gives without one.
    Result<const LoadedGame*> chosen();
    /// The row `item` means, its printing found by set + number or name; text checked.
    Result<core::CollectionItem> resolve(const core::CollectionItem& item);

    ProfileSession& m_profile;
    std::string m_gameId;
};

/// "Iron Palm (PLS1 007, normal, NM, en, Binder 1)": a row as the command line names it.
[[nodiscard]] std::string describe(const core::CollectionItem& item);

} // namespace deckhand::app
