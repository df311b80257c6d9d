// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/io/registration_sheet.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deckhand::app {

/// Which of a date's first two numbers is the day in "03/04/2026", which forms write either way
/// (Microsoft Forms and Google Sheets as the organiser's locale has it).
enum class DateOrder {
    Unknown,    ///< month first, unless the first number cannot be a month
    DayFirst,   ///< dd/mm/yyyy (--date-order dmy)
    MonthFirst, ///< mm/dd/yyyy (--date-order mdy)
};

/// A moment as a form writes it: the wall-clock time given, and its offset from UTC when the
/// text says one ("GMT+1", "Z", "+02:00").
struct FormTime {
    std::int64_t seconds = 0; ///< since 1970-01-01 00:00:00 on the clock the text gives
    std::optional<int> offsetMinutes;

    /// Reads ISO 8601 ("2026-03-14T09:05", "2026-03-14 09:05:12+01:00", "2026-03-14"), Google
    /// Forms' export ("2026/03/14 9:05:12 AM GMT+1"), Google Sheets' and Microsoft Forms'
    /// ("3/14/2026 9:05:12", "3/14/26 9:05"; in `order`, and when it is Unknown month first
    /// unless the first number is over 12); nullopt for anything else. A date alone is its
    /// midnight.
    [[nodiscard]] static std::optional<FormTime> parse(std::string_view text,
                                                       DateOrder order = DateOrder::Unknown);
    /// The first two numbers of a date written "a/b/year" (the form whose order the text does
    /// not say); nullopt for any other text, ISO and Google Forms' "2026/03/14" among them.
    [[nodiscard]] static std::optional<std::pair<int, int>> leadingFields(std::string_view text);
    /// Whether this is after `other`: in UTC when both say their offset, else clock to clock.
    [[nodiscard]] bool after(const FormTime& other) const;
};

/// Which columns of a form's CSV hold what: a header name or a 1-based column number; empty:
/// found by the usual header names (eventFormColumns).
struct FormColumns {
    std::string player;
    std::string id;
    std::string list;
    std::string time;
};

/// Where an event's lists come from: a form's CSV (one row a player, the list pasted in a cell)
/// or deck-list files and folders (the file's name is the player unless a roster says who).
struct EventInput {
    std::string form; ///< the form's CSV; empty: `paths`
    FormColumns columns;
    std::vector<std::string> paths;
    /// A CSV with columns file, player, id and optionally surname; empty: none.
    std::string roster;
};

/// How an event's lists are judged and what is written.
struct EventOptions {
    /// Every list is this game's; nullptr: each list's game is told by `tellGame`.
    const LoadedGame* game = nullptr;
    CheckOptions options;
    /// The game of a list when `game` is not given, or why there is none; what it says of its
    /// choice goes to `notes`. Called on the calling thread only.
    std::function<Result<const LoadedGame*>(const core::DeckList& list, std::ostream& notes)>
        tellGame;
    /// Reads the list given as `-` (standard input), on the calling thread.
    std::function<Result<core::DeckList>()> readStdin;
    std::optional<FormTime> deadline; ///< a list submitted after it is late
    /// The order of the form's "03/04/2026" dates; Unknown: told by a row that settles it (a
    /// first number over 12), said in EventSummary::notes; refused when nothing settles it and
    /// a deadline is to be compared with.
    DateOrder dateOrder = DateOrder::Unknown;
    /// Set (from another thread) to stop a run: run() then returns the error kCancelled.
    const std::atomic<bool>* cancel = nullptr;
    std::string event; ///< the event's name on the sheets
    /// The profile whose cached card images (and images chosen in the card editor) event
    /// publish shows as card faces; empty: pages of text.
    std::string profileDir;
    io::Paper paper = io::Paper::A4;
    /// Told how many lists are judged of how many, now and then (a progress line).
    std::function<void(std::size_t done, std::size_t total)> progress;
    /// Past this many lists of files and folders, the rows go to a temporary file instead of
    /// EventSummary::rows (EventSummary::spilled), so that a folder of any size is judged in
    /// memory that does not grow with it; read them with EventSummary::row and eachRow. The
    /// command line spills; a front end that shows every row keeps them (the default).
    std::size_t spillAfter = std::numeric_limits<std::size_t>::max();
};

/// What the summary says of one player's list.
struct EventRow {
    std::string player;
    std::string playerId;
    std::string source;  ///< the file, or "FORM row N"
    std::string verdict; ///< LEGAL, ILLEGAL or UNREADABLE
    int main = 0;        ///< cards in the sections that count
    int side = 0;        ///< cards in the others (side deck, tokens)
    std::string problems;
    std::string hash; ///< the deck hash the sheet prints; empty when unreadable
    std::string submitted;
    bool late = false;
    /// It was handed in after the deadline, after a list on time that counts instead.
    bool lateResubmission = false;
    std::string surname; ///< what the sheets are sorted by
    std::string game;    ///< the game it was judged as; empty when none was told
    std::string notes;   ///< what was said of the list on the way (its game's guess)
    /// The same player handed in again, and that list counts: its source and time ("FORM row 9
    /// (2026/04/30 8:00:00 AM GMT+1)"); empty for the list that counts. A list superseded
    /// gets no sheet and no page, and counts in no verdict of the event.
    std::string supersededBy;
};

/// Which registration sheets EventCheck::write writes.
enum class EventSheets {
    None,  ///< the summary only
    One,   ///< sheets.pdf, every sheet one after another
    Split, ///< a PDF a player under sheets/
};

class SpilledRows;

/// Every list of an event judged, with what could not be read.
struct EventSummary {
    std::vector<EventRow> rows; ///< in the order the input gives them; empty when spilled
    /// The rows when they were kept in a temporary file (EventOptions::spillAfter).
    std::shared_ptr<SpilledRows> spilled;
    /// How many rows, kept or spilled.
    [[nodiscard]] std::size_t size() const;
    /// Row `i`, kept or read back.
    [[nodiscard]] EventRow row(std::size_t i) const;
    /// Every row in order, kept or read back.
    void eachRow(const std::function<void(std::size_t i, const EventRow& row)>& fn) const;
    std::string notes; ///< said of the whole input (the date order it was read in)
    /// The other players who handed in the same deck as row `row` (by game and hash, among
    /// the lists that count): the first 10, then "and N more". Worked out when asked: a list
    /// each, held for 20,000 players of one net deck, was most of a big event's memory.
    [[nodiscard]] std::vector<std::string> sameAs(std::size_t row) const;
    /// The rows of each deck more than one list that counts has (EventCheck::run fills it).
    std::vector<std::vector<std::uint32_t>> sameDecks;
    /// Per row: its entry in sameDecks, or kNoSameDeck.
    std::vector<std::uint32_t> sameDeckOf;
    static constexpr std::uint32_t kNoSameDeck = 0xffffffff;
    /// Whether every list that counts (not superseded) is legal.
    [[nodiscard]] bool allLegal() const;
    [[nodiscard]] bool anyUnreadable() const;
};

/// The form's header columns that hold the player, the ID, the list and the time, found by the
/// names given or by the usual names ("Player name", "Name"; "Player ID", "ID"; "Deck list",
/// "List"; "Timestamp", "Completion time"): indexes, -1 for one not there. An error names a
/// column given that the header does not have.
struct FormColumnIndexes {
    int player = -1, id = -1, list = -1, time = -1;
};
[[nodiscard]] Result<FormColumnIndexes> eventFormColumns(const std::vector<std::string>& header,
                                                         const FormColumns& given,
                                                         const std::string& file);

/// The organiser's check of an event's submissions (`deckhand-cli event check`): reads every
/// list, judges it, and keeps a row each. A list that cannot be read is a row that says why
/// (its file or form row, line and column), never the end of the run; an input that cannot be
/// read at all (the form, the roster, a folder) is an error. A folder is judged as `validate`
/// judges one (ListChecker: every core, memory flat in the number of lists).
class EventCheck {
public:
    explicit EventCheck(EventOptions options) : m_options(std::move(options)) {}

    /// Judges every list the input names.
    [[nodiscard]] Result<EventSummary> run(const EventInput& input);

    /// Writes the summary into `dir` (made if need be): summary.csv (UTF-8, the columns
    /// kSummaryColumns), summary.json and the registration sheets of every readable list,
    /// sorted by surname, as `sheets` says. The lists are read again one at a time, so what is
    /// held is one sheet. Returns the files written, or why one could not be.
    [[nodiscard]] Result<std::vector<std::string>> write(const EventInput& input,
                                                         const EventSummary& summary,
                                                         const std::string& dir,
                                                         EventSheets sheets);

    /// Writes the event's lists as static web pages into `dir` (event publish): index.html,
    /// the players by surname with their verdicts and the decks by hash with who played each,
    /// and lists/NNNN.html a readable list, grouped by section and by kind of card, each card
    /// with its face where the profile has its image (copied once into images/). Returns the
    /// files written, or why one could not be.
    [[nodiscard]] Result<std::vector<std::string>>
    publish(const EventInput& input, const EventSummary& summary, const std::string& dir);

    /// Writes the registration sheets of every readable list that counts, sorted by surname,
    /// into one PDF at `path` (sheets.pdf). Returns how many sheets, or why it could not; no
    /// file when no list could be read.
    [[nodiscard]] Result<int> writeSheets(const EventInput& input, const EventSummary& summary,
                                          const std::string& path);

    /// A row's list read again from where it came (its file, its form's cell), named after its
    /// player: to open it in the deck editor. Errors say why it cannot be read.
    [[nodiscard]] Result<core::DeckList> listOf(const EventInput& input, const EventRow& row);

private:
    Result<EventSummary> runForm(const EventInput& input);
    Result<EventSummary> runFiles(const EventInput& input);
    std::vector<ParseError> settleTimes(EventSummary& summary, const std::string& form,
                                        std::vector<std::optional<FormTime>>& times) const;
    void finish(EventSummary& summary, const std::vector<std::optional<FormTime>>& times) const;

    EventOptions m_options;
    const Result<core::Format>& formatOf(const LoadedGame& game);
    std::vector<ParseError> eachReadable(
        const EventInput& input, const EventSummary& summary,
        const std::function<void(const EventRow&, const LoadedGame&, const DeckCheck&)>& fn);

    std::vector<const LoadedGame*> m_games;                ///< the games the lists were judged as
    std::map<std::string, Result<core::Format>> m_formats; ///< by game id, resolved once
};

/// What run() says when EventOptions::cancel was set (in English: run() says it translated).
inline constexpr const char* kCancelled = i18n::trNoop("the check was cancelled");

/// The columns of summary.csv, in order.
inline constexpr const char* kSummaryColumns[] = {
    "player",   "player_id", "source",    "verdict", "main",    "side",
    "problems", "hash",      "submitted", "late",    "same_as", "superseded_by"};

/// Writes summary.csv's text (eventSummaryCsv) to `path`: nullopt, or why it could not be.
[[nodiscard]] std::optional<ParseError> writeEventSummaryCsv(const EventSummary& summary,
                                                             const std::string& path);

/// summary.csv's text, a piece at a time to `put`: the header and a row a player, CRLF line
/// ends.
void eventSummaryCsv(const EventSummary& summary, const std::function<void(std::string_view)>& put);
/// summary.json's text, a piece at a time to `put`: {"players":[{...}]} with the same fields
/// (main and side as numbers, late as a boolean, same_as as an array).
void eventSummaryJson(const EventSummary& summary,
                      const std::function<void(std::string_view)>& put);
/// The summary in a line: "12 lists: 8 legal, 3 illegal, 1 unreadable, 1 late" and ", N
/// superseded" when a player handed in again (the verdicts count the lists that count).
[[nodiscard]] std::string eventCounts(const EventSummary& summary);
/// A deadline as the organiser writes it (ISO 8601, or as the form writes its times, in
/// `order`): an error when it is not a time, or when its day and month could be either way
/// round and `order` is Unknown.
[[nodiscard]] Result<FormTime> eventDeadline(std::string_view text, DateOrder order);
/// What a sheet is sorted by: the surname (the last word of the name), then the whole name.
[[nodiscard]] std::string surnameOf(std::string_view player);
/// A row of a check: the verdict, counts, the short text of its problems and the deck hash.
[[nodiscard]] EventRow eventRow(const DeckCheck& check, const LoadedGame* game);

} // namespace deckhand::app
