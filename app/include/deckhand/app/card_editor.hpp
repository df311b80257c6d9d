// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/card_edits.hpp"
#include "deckhand/app/game_sets.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/card_edit.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

/// Where a card in the editor comes from.
enum class EditorCardState {
    Published, ///< the game's published card, unedited
    Changed,   ///< a published card with the user's values
    Added,     ///< a card the user added
    /// A published card the user deleted and the publisher has changed since: shown until the
    /// user keeps the deletion or takes the publisher's card (changing it brings it back).
    Deleted,
};

/// One card as the editor shows it.
struct EditorCard {
    std::vector<std::string> values; ///< Printing::values order
    EditorCardState state = EditorCardState::Published;
    bool conflict = false; ///< the published card changed since the user edited it
    /// "Name (SET NUMBER)".
    [[nodiscard]] std::string label() const;
};

/// A set as the editor shows it: its name and release date, the user's over the published ones
/// (the catalogue's set_info), as every view shows it (app::layeredSet).
using EditorSet = GameSet;

/// A value the editor refuses, beside its field.
struct FieldError {
    int field = 0; ///< Printing::values index
    std::string message;
};

/// A pasted row's cell the editor refuses: row 1 is the first row after the header, column 1
/// the first column.
struct PasteError {
    int row = 0;
    int column = 0;
    std::string message;
    /// "row 2, column 3 (Cost): cost must be a whole number, not 'x'".
    [[nodiscard]] std::string str() const;
};

/// What pasting rows did: every error, or how many cards were added and changed.
struct PasteReport {
    int added = 0;
    int changed = 0;
    std::vector<PasteError> errors;
};

/// The card editor's model, below any GUI: one game's cards with the user's edits over the
/// published ones, every change checked as a card CSV import checks it, undo and redo, and
/// save (into the profile's user file, where the edits are the user's own layer).
class CardEditor {
public:
    /// Reads the game's published cards and the user's edits. Throws InputError when the game
    /// is not installed.
    CardEditor(ProfileSession& session, const std::string& gameId);

    [[nodiscard]] const core::Game& game() const { return m_game; }
    /// The cards, published order first, then the ones the user added.
    [[nodiscard]] const std::vector<EditorCard>& cards() const { return m_cards; }
    /// The index of the card with this set and number (any case), or -1.
    [[nodiscard]] int find(std::string_view set, std::string_view number) const;
    /// The set codes of the cards, in order of first appearance, and sets added empty.
    [[nodiscard]] std::vector<std::string> sets() const;

    /// Why these values cannot be the card at `index` (-1: a new card): each field's check as
    /// a CSV import makes it, and a set + number another card has. Empty when they can.
    [[nodiscard]] std::vector<FieldError> check(const std::vector<std::string>& values,
                                                int index = -1) const;
    /// The values as they would be stored (canonical spelling); only after check() passes.
    [[nodiscard]] std::vector<std::string> canonical(const std::vector<std::string>& values) const;

    /// Gives the card at `index` these values; nothing changes on any error.
    std::vector<FieldError> update(int index, const std::vector<std::string>& values);
    /// Adds a card; its index (cards().size() - 1) or the errors.
    Result<int> add(const std::vector<std::string>& values);
    /// Adds a copy of the card at `index` with the next free number in its set; its index.
    int duplicate(int index);
    /// Adds a new card ("New card") in the set of the card at `index` with the next free
    /// number there, its required fields filled with a first value; its index.
    int addNext(int index);
    /// Removes the card at `index` (a published one is hidden, an added one goes).
    void remove(int index);
    /// Starts a set with one new card in it (named "New card", number 1); its index, or the
    /// errors (a set code is required).
    Result<int> addSet(const std::string& setCode);

    /// The set with this code (any case) as the editor shows it; a set none of sets() is has
    /// just its code.
    [[nodiscard]] EditorSet setInfo(const std::string& code) const;
    /// Gives a set of sets() a name and a release date (YYYY-MM-DD, or "" for none); the
    /// published name and date again drop the edit. Errors say which is wrong; nothing changes
    /// on an error.
    std::vector<ParseError> editSet(const std::string& code, const std::string& name,
                                    const std::string& released);
    /// Copies every card of the set `from` (published or added, with its values as they stand and
    /// the image chosen or saved for it) into a new set `code` as cards the user added, and gives
    /// the new set `name` and `released` (checked as editSet checks them): one step that one undo
    /// takes back. The index of the first copy, or the errors (nothing changes): no set `from`,
    /// no code, a code a set of the game has (the user's cards, the published ones, deleted ones
    /// too), a bad date.
    Result<int> duplicateSet(const std::string& from, const std::string& code,
                             const std::string& name, const std::string& released);
    /// Deletes a set: every card in it (a published one hidden, an added one gone) and its name
    /// and date, as one step that one undo brings back. Returns how many cards went.
    int removeSet(const std::string& code);

    /// Reads tab-separated rows with a header (field ids or labels, any case) and puts each
    /// row in: a row whose set + number is a card's changes it, others are added. All rows or
    /// none: every cell is checked first and the errors come back by row and column.
    PasteReport paste(std::string_view tsv);

    /// Chooses an image file for the card at `index`, copied on save into the profile's folder
    /// of the user's images (userCardImagePath), which trimming the cache never touches. Errors
    /// when it is not a PNG, JPEG, GIF or WebP image.
    std::vector<ParseError> setImage(int index, const std::filesystem::path& file);
    /// The image chosen for a card and not saved yet, if any.
    [[nodiscard]] std::optional<std::filesystem::path> pendingImage(int index) const;
    /// The image chosen for the card at `index` and saved (in the user's image folder), or an
    /// empty path.
    [[nodiscard]] std::filesystem::path savedImage(int index) const;

    /// Edits whose published card changed, with both versions.
    [[nodiscard]] std::vector<CardEditConflict> conflicts() const;
    /// Keeps the user's version of a conflicting card: the edit now stands over the card as
    /// published today.
    void keepMine(const std::string& set, const std::string& number);
    /// Takes the publisher's version: the user's edit of that card goes.
    void takeTheirs(const std::string& set, const std::string& number);

    [[nodiscard]] bool canUndo() const { return !m_undo.empty(); }
    [[nodiscard]] bool canRedo() const { return !m_redo.empty(); }
    void undo();
    void redo();
    /// Changed since opened or last saved.
    [[nodiscard]] bool modified() const {
        return m_state.edits != m_saved || m_state.sets != m_savedSets;
    }
    /// The edits as they stand (what save() writes).
    [[nodiscard]] const std::vector<core::CardEdit>& edits() const { return m_state.edits; }

    /// The set names and dates the user gave, as they stand (what save() writes).
    [[nodiscard]] const std::vector<core::SetEdit>& setEdits() const { return m_state.sets; }

    /// Writes the edits and set names into the profile and copies chosen images into its user image
    /// folder; the game is read again on its next use (pointers into it are no longer valid).
    void save();

private:
    struct State {
        std::vector<core::CardEdit> edits;
        std::map<std::string, std::filesystem::path> images; ///< by set + number key
        std::vector<std::string> emptySets;
        std::vector<core::SetEdit> sets;
    };
    /// The set edit giving `code` this name and date, or why the date is refused.
    [[nodiscard]] Result<core::SetEdit> setEditOf(const std::string& code, const std::string& name,
                                                  const std::string& released) const;
    /// Removes `card` in `state` (a published one hidden, an added one gone).
    void removeIn(State& state, const EditorCard& card) const;
    void change(State next);
    /// The next number after `after` that no card of `set` has ("007" -> "008"; "A" -> "A-2").
    [[nodiscard]] std::string nextFreeNumber(const std::string& set,
                                             const std::string& after) const;
    /// A new card's values in `set`: "New card", number 1, required fields a first value.
    [[nodiscard]] std::vector<std::string> firstValues(const std::string& set) const;
    void rebuild();
    [[nodiscard]] const core::Printing* published(std::string_view set,
                                                  std::string_view number) const;
    [[nodiscard]] core::CardEdit* editOf(State& state, std::string_view set,
                                         std::string_view number);
    /// The edit that makes the card at `index` have `values` (canonical), in `state`.
    void putValues(State& state, int index, const std::vector<std::string>& values) const;

    ProfileSession& m_session;
    core::Game m_game;
    std::vector<core::Printing> m_published;
    std::map<std::string, std::size_t> m_publishedByKey;
    State m_state;
    std::vector<core::CardEdit> m_saved;
    std::vector<core::SetEdit> m_savedSets;
    std::vector<core::SetInfo> m_publishedSets; ///< the catalogue's set_info of the game
    std::vector<State> m_undo;
    std::vector<State> m_redo;
    std::vector<EditorCard> m_cards;
};

} // namespace deckhand::app
