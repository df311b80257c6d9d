// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/deck_edit.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/date.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/saved_deck.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

/// Where the open deck lives.
enum class DeckOrigin {
    None,    ///< no deck open
    Unsaved, ///< built here, not saved yet
    Profile, ///< saved in the profile (savedId() says which)
    File,    ///< a deck list read from a file and not edited since
};

/// The open deck of a front end, and everything done to it: opening it (from the profile or a
/// file), its edits with undo and redo, its name, notes and tags, the check against the chosen
/// format and event date after every change, saving (each save a version in the profile),
/// renaming, restoring a version and exporting. The one owner of the deck: the windows show it
/// and forward what the user does. No wx: the desktop app drives it, and tests drive it without
/// a display.
///
/// A deck list opened from a file is checked as the file has it. Its first edit makes it a deck
/// of the profile (named after the file, saved as you go); the file itself is never written —
/// notice() says so. Export writes a file only when asked.
class DeckSession {
public:
    /// What changed, for the windows that show it (a bit set).
    enum Change : unsigned {
        Cards = 1,   ///< the lines or quantities (an edit, undo, redo, another deck)
        Name = 2,    ///< the deck's name
        Details = 4, ///< notes or tags
        Checked = 8, ///< the check (after any change of the deck, format or date)
        Saved = 16,  ///< written to the profile, or the dirty flag changed
        Opened = 32, ///< another deck (or none): everything is new
    };

    /// `profile` must outlive the session.
    explicit DeckSession(ProfileSession& profile);

    /// Told after every change, with the Change bits.
    std::function<void(unsigned changes)> onChanged;

    // --- the context the deck is judged in ---------------------------------------------------

    /// Starts over for `game` (nullptr: none): no deck, no history, the game's first format.
    /// The caller saves a waiting change first (flush()).
    void setGame(const LoadedGame* game);
    [[nodiscard]] const LoadedGame* game() const { return m_game; }
    /// Judges by the game's format `id`; false (nothing changes) if it has none such. A deck
    /// of the profile is saved with its format, so it becomes dirty.
    bool setFormat(std::string_view id);
    [[nodiscard]] const std::string& format() const { return m_format; }
    /// The event date the Limited list is chosen by.
    void setDate(const core::Date& date);
    [[nodiscard]] const core::Date& date() const { return m_date; }

    // --- opening --------------------------------------------------------------------------------

    /// No deck: the next card added starts one (a waiting change is saved first).
    void newDeck();
    /// Reads the deck list at `path` (plain text, or .cod, .o8d, .dek, .csv by extension) and
    /// checks it. A file that cannot be read or parsed is open all the same: readErrors() and
    /// the check's inputErrors say why. Throws only for failures of the system.
    void openFile(const std::string& path);
    /// Opens a list that has no file (pasted) as a new deck of the profile, not saved yet: its
    /// name is the list's (else "Pasted deck"), made unique; names the game does not know stay
    /// in it, flagged by the check. A list that does not fit the game (a section it does not
    /// have) is refused with its errors and nothing changes.
    std::vector<ParseError> openList(const core::DeckList& list);
    /// Opens the deck a deck code names (docs/deck-codes.md) as openList opens a list: a new
    /// deck of the profile, not saved yet, named as the code says (else "Deck from code"). A
    /// mistyped code, one of another game, or one naming a card the game's data lacks is
    /// refused with its errors and nothing changes; `notes` are told of printings that stood in.
    std::vector<ParseError> openCode(std::string_view code,
                                     std::vector<std::string>* notes = nullptr);
    /// Opens a deck saved in the profile (the open one saved first): its record, or nullopt
    /// (nothing changes) if the game has none such. Errors in the stored deck come back as
    /// values.
    Result<std::optional<core::DeckRecord>> openSaved(std::int64_t deckId);

    [[nodiscard]] DeckOrigin origin() const { return m_origin; }
    /// Whether there is a deck (a file that could not be read has none).
    [[nodiscard]] bool hasDeck() const { return m_hasDeck; }
    [[nodiscard]] const core::Deck& deck() const { return m_deck; }
    /// The deck's name ("" until it has one).
    [[nodiscard]] const std::string& name() const { return m_deck.name; }
    /// The name to show: the deck's, else "Untitled deck".
    [[nodiscard]] std::string displayName() const;
    [[nodiscard]] const std::vector<std::string>& tags() const { return m_tags; }
    /// The file the deck was read from (File), or empty.
    [[nodiscard]] const std::string& path() const { return m_path; }
    /// Why the file could not be read (File, with no deck).
    [[nodiscard]] const std::vector<ParseError>& readErrors() const { return m_readErrors; }
    /// The deck's id in the profile, once saved.
    [[nodiscard]] std::optional<std::int64_t> savedId() const { return m_savedId; }
    /// What the last change did that the user should be told (a list from a file became a
    /// deck of the profile), or empty; cleared by the next open.
    [[nodiscard]] const std::string& notice() const { return m_notice; }

    // --- edits (each one step of undo) -------------------------------------------------------

    /// Replaces the cards (and the notes when `withNotes`: a restored version) as one edit
    /// named `label` ("Add Iron Palm"); starts a deck when there is none. False when nothing
    /// changed.
    bool edit(const std::string& label, core::Deck after, bool withNotes = false);
    /// What an edit of one line did: whether anything changed, and the line afterwards if it
    /// is still there (valid until the next change).
    struct LineEdit {
        bool changed = false;
        std::optional<LineRef> line;
    };
    /// Adds `copies` of `printing` to section `section` (negative: takes them out).
    LineEdit add(const std::string& section, const core::Printing& printing, int copies);
    /// Changes the quantity of a line by `delta`.
    LineEdit changeQuantity(LineRef line, int delta);
    /// Takes a line out.
    bool remove(LineRef line);
    /// Moves `copies` of a line (0 or more than it has: all) to section `section` (another of
    /// the game's, or the Considering board), merging with a line of the same printing there;
    /// nothing changes for an unresolved line or its own section.
    LineEdit moveLine(LineRef line, const std::string& section, int copies = 0);
    /// Puts `printing` on a line instead, with its quantity (merging with a line of it in the
    /// same section); nothing changes when the line shows it already.
    LineEdit changePrinting(LineRef line, const core::Printing& printing);
    /// Puts the cards and notes of the saved deck's version `number` back as one edit
    /// ("Restore version N"); false when no saved deck is open.
    Result<bool> restoreVersion(int number);

    bool undo();
    bool redo();
    [[nodiscard]] bool canUndo() const { return m_done > 0; }
    [[nodiscard]] bool canRedo() const { return m_done < m_edits.size(); }
    /// What Undo and Redo would do ("Add Iron Palm"), or empty.
    [[nodiscard]] std::string undoLabel() const;
    [[nodiscard]] std::string redoLabel() const;
    /// How many edits can be undone.
    [[nodiscard]] std::size_t undoDepth() const { return m_done; }

    /// The notes as typed (not an undo step: the notes box has its own); saved as you go.
    void setNotes(const std::string& notes);
    /// The tags (see parseTags); saved with the deck.
    void setTags(std::vector<std::string> tags);
    /// Renames the deck: empty, or why not (another deck of the game has the name; a saved deck
    /// cannot lose its name). A saved deck is renamed in the profile at once.
    std::string rename(const std::string& name);

    // --- the check -----------------------------------------------------------------------------

    /// The last check (none without a game, a deck, or a usable format).
    [[nodiscard]] const std::optional<DeckCheck>& check() const { return m_check; }
    /// Why the format cannot be used as it is set up (then there is no check).
    [[nodiscard]] const std::vector<ParseError>& formatErrors() const { return m_formatErrors; }
    /// Checks again (the game's Limited lists or cards changed).
    void recheck();

    // --- saving and writing ----------------------------------------------------------------

    /// Whether there are changes not saved yet.
    [[nodiscard]] bool dirty() const { return m_dirty; }
    /// Saves the deck to the profile now (a new version if anything changed; a deck without a
    /// name gets "Untitled deck", "Untitled deck 2", …); nullopt when there is nothing to save.
    /// Throws DatabaseError when the profile cannot be written.
    std::optional<core::SaveResult> save();
    /// Saves when there are changes waiting.
    void flush();
    /// The open deck's deck code, or why it has none (no deck; a card the game does not know).
    [[nodiscard]] Result<std::string> code() const;
    /// Writes the deck in the format the file's extension says (.txt, .cod, .o8d, .dek, .csv):
    /// empty, or why it could not.
    [[nodiscard]] std::string exportTo(const std::string& path) const;

private:
    struct Step {
        std::string label;
        core::Deck before;
        core::Deck after;
        bool withNotes = false;
    };
    void apply(const core::Deck& cards, bool withNotes);
    /// Opens `deck` as a new deck of the profile, not saved yet, named `fallback` when unnamed.
    void openUnsaved(core::Deck deck, const std::string& fallback);
    /// The first edit of a list from a file: it becomes a deck of the profile.
    void adoptFile();
    void markDirty();
    /// The notes or tags changed: a deck's are saved as you go (a file's list becomes a deck).
    void detailsChanged();
    void reset();
    void changed(unsigned changes);
    /// `base`, or "base 2", "base 3", … : a name no other deck of the game has.
    [[nodiscard]] std::string unusedName(const std::string& base) const;
    /// The check itself, without telling anyone.
    void judge();

    ProfileSession& m_profile;
    const LoadedGame* m_game = nullptr;
    std::string m_format;
    core::Date m_date = core::Date::today();

    DeckOrigin m_origin = DeckOrigin::None;
    bool m_hasDeck = false;
    core::Deck m_deck;
    std::vector<std::string> m_tags;
    std::string m_path;
    std::optional<std::string> m_fileBytes; ///< the list as read, while it is not edited
    std::vector<ParseError> m_readErrors;
    std::optional<std::int64_t> m_savedId;
    std::string m_savedName; ///< the name m_savedId is stored under
    bool m_dirty = false;
    std::string m_notice;

    std::vector<Step> m_edits;
    std::size_t m_done = 0; ///< m_edits[0, m_done) are done, the rest undone

    std::optional<DeckCheck> m_check;
    std::vector<ParseError> m_formatErrors;
};

} // namespace deckhand::app
