// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/collection_session.hpp"
#include "deckhand/app/game_sets.hpp"
#include "deckhand/app/profile_session.hpp"

#include <functional>
#include <string>
#include <vector>
#include <wx/panel.h>

class wxButton;
class wxChoice;
class wxDataViewListCtrl;
class wxNotebook;
class wxSearchCtrl;
class wxStaticText;

namespace deckhand::gui {

/// The cards a player owns in one game: every printing by finish, condition, language and
/// place, with trade copies; the wishlist; and which saved decks can be built from it (decks
/// marked built take their cards first). Rows are added one printing at a time, by sealed
/// product, or from another app's CSV export. A view of an app::CollectionSession: the session
/// makes every change (one transaction each) and says what it did; the panel shows it.
class CollectionPanel : public wxPanel {
public:
    CollectionPanel(wxWindow* parent, app::ProfileSession& session);

    /// Shows the collection of `gameId` (empty: none).
    void showGame(const std::string& gameId);
    /// Reads everything again from the profile (after a change made elsewhere).
    void refresh();
    /// Called after the panel changed the collection or the wishlist.
    std::function<void()> onChanged;

    // What a user does, as functions (the buttons and dialogs call them; so do tests). Each
    // returns an empty string, or the message shown to the user when it was refused.
    std::string addCopies(const core::CollectionItem& item);
    /// Adds one copy of `printing`, near mint, English and unsorted (the browser's quick add).
    std::string addPrinting(const core::Printing& printing);
    /// Adds a pasted list ("3 Iron Palm", "2 Quick Jab (PLS1) 008", one per line; any deck
    /// list), each line with the finish, condition, language, place and trade of `details`, all
    /// or nothing: a name the game lacks refuses the list with its line and the closest names.
    std::string addList(const std::string& text, const core::CollectionItem& details);
    std::string removeCopies(const core::CollectionItem& item);
    std::string addSealed(const std::string& productId, int count, const std::string& location);
    /// Imports a collection CSV (Deckhand's or another app's export), all or nothing: a row
    /// whose set and number are not a card refuses the file, unless `matchByName` books it on
    /// the printing its name has (each such row is then listed in lastMessage()); with
    /// `skipUnmatched`, rows that name no card are left out and listed in the message.
    std::string importCsv(const std::string& file, bool skipUnmatched, bool matchByName = false);
    /// What Import CSV... does with the file chosen: imports it, and when rows are unmatched asks
    /// whether to match them by name, skip them or cancel; the rows booked by name are shown.
    void importAsking(const std::string& file);
    /// Import CSV...: asks for the file, then importAsking().
    void chooseAndImport();
    std::string exportCsv(const std::string& file);
    std::string wish(const std::string& name, int quantity);

    // What the panel shows, for tests.
    [[nodiscard]] wxDataViewListCtrl* ownedList() const { return m_owned; }
    [[nodiscard]] wxDataViewListCtrl* wishList() const { return m_wishes; }
    [[nodiscard]] wxDataViewListCtrl* deckList() const { return m_decks; }
    [[nodiscard]] wxNotebook* notebook() const { return m_book; }
    [[nodiscard]] wxSearchCtrl* filterBox() const { return m_filter; }
    [[nodiscard]] std::string summary() const;
    [[nodiscard]] std::string lastMessage() const { return m_message; }

    /// Owned-list columns.
    enum Column : unsigned {
        ColQuantity = 0,
        ColName,
        ColSet,
        ColNumber,
        ColFinish,
        ColCondition,
        ColLanguage,
        ColLocation,
        ColTrade
    };

private:
    void buildUi();
    void fillOwned();
    void fillWishes();
    void fillDecks();
    void report(const std::string& message);
    /// Shows a change the session made (empty string), or returns why it was refused, after
    /// `lead` when given.
    std::string shown(Result<app::CollectionChange> change, const std::string& lead = {});
    void onAdd();
    void onRemove();
    void onSealed();
    void onExport();
    void onWish();
    [[nodiscard]] const app::LoadedGame* game();

    app::ProfileSession& m_session;
    app::CollectionSession m_collection{m_session};
    bool m_unmatchedOnly = false; ///< the last importCsv() was refused only for unmatched rows
    std::vector<core::CollectionItem> m_items; ///< as shown, filter applied
    /// The game's sets as the user sees them (app::gameSets): the Set column shows their names.
    std::vector<app::GameSet> m_sets;
    std::string m_message;

    wxNotebook* m_book = nullptr;
    wxSearchCtrl* m_filter = nullptr;
    wxDataViewListCtrl* m_owned = nullptr;
    wxDataViewListCtrl* m_wishes = nullptr;
    wxDataViewListCtrl* m_decks = nullptr;
    wxStaticText* m_summary = nullptr;
    wxButton* m_add = nullptr;
    wxButton* m_remove = nullptr;
    wxButton* m_sealed = nullptr;
    wxButton* m_import = nullptr;
    wxButton* m_export = nullptr;
    wxButton* m_wish = nullptr;
};

} // namespace deckhand::gui
