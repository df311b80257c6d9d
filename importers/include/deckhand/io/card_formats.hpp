// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/query_rows.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io {

/// The card-data files Deckhand reads (docs/game-pack.md, "Card data from other programs").
enum class CardFormat {
    Csv,        ///< Deckhand's own: a header row of field ids
    Cockatrice, ///< Cockatrice cards.xml (version 3 or 4)
    Octgn,      ///< an OCTGN set.xml
    Lackey,     ///< a LackeyCCG carddata.txt (tab-separated, header row)
    Json,       ///< JSON read by the pack's <import format="json"> (card_json.cpp)
    Sqlite,     ///< an SQLite database (EDOPro's .cdb) read by the pack's <import format="sqlite">
};

/// "CSV", "Cockatrice cards.xml", ...
[[nodiscard]] const char* cardFormatName(CardFormat format);

/// Called now and then while a file is read: bytes read so far and the file's size.
using ReadProgress = std::function<void(std::uint64_t done, std::uint64_t total)>;

/// Which format a file holds, from its first bytes (an SQLite database's header, a Cockatrice
/// or OCTGN root element, a JSON document's '{' or '[', a tab in the header line) and, when the
/// bytes do not tell, its extension.
[[nodiscard]] CardFormat detectCardFormat(std::string_view head, const std::string& path);

/// Reads a Cockatrice card database: one printing per <set> of each <card> (set code, `num`,
/// `rarity`), the card's <name>, <text> and properties (<prop> children in version 4, the
/// card's own children in version 3) mapped to fields by the game's <import
/// format="cockatrice">. Card properties the game neither declares nor maps are left out:
/// they are Cockatrice's Magic-shaped schema (mana cost, colours, type line, legalities, table
/// row), the same on every printing; the <set> attributes besides num and rarity (picurl, uuid)
/// are kept as extras. Streams: memory is the printings, not the file. Every problem is
/// reported with file, line and column and the card's name; with any error the printings
/// must not be used.
[[nodiscard]] Result<std::vector<core::Printing>> readCockatrice(std::string_view xml,
                                                                 const core::Game& game,
                                                                 const std::string& file,
                                                                 const ReadProgress& progress = {});
/// The same from a file, read in pieces.
[[nodiscard]] Result<std::vector<core::Printing>>
readCockatriceFile(const std::string& path, const core::Game& game,
                   const ReadProgress& progress = {});

/// Reads an OCTGN set.xml: one printing per <card>, its <property> elements mapped by the
/// game's <import format="octgn">. The set code is the <set>'s shortName (else its name).
/// An <alternate> (another face of the same card) is not a printing: its name and properties
/// are kept as extras "alternate.TYPE.name", "alternate.TYPE.PROPERTY".
[[nodiscard]] Result<std::vector<core::Printing>> readOctgnSet(std::string_view xml,
                                                               const core::Game& game,
                                                               const std::string& file,
                                                               const ReadProgress& progress = {});

/// Reads a LackeyCCG carddata.txt: a tab-separated header row, then one printing per line;
/// columns mapped by the game's <import format="lackey">. Columns in errors are field
/// positions, as in CSV.
[[nodiscard]] Result<std::vector<core::Printing>> readLackey(std::string_view text,
                                                             const core::Game& game,
                                                             const std::string& file,
                                                             const ReadProgress& progress = {});

/// A card-data file as read, good printings and bad rows alike: what `import cards` needs to
/// import a file whole, refuse it whole, or (--skip-bad) import its good rows and report the rest.
struct CardData {
    std::string file;
    CardFormat format = CardFormat::Csv;
    /// Every good printing, in file order (with errors too: see `broken`).
    std::vector<core::Printing> printings;
    /// Every problem, in file order: a bad row or card says its line, column and card.
    std::vector<ParseError> errors;
    /// Some error is the file's as a whole (not well-formed, no header, not UTF-8, too many
    /// errors to read on): none of its printings may be used, not even the good ones.
    bool broken = false;
    /// What Deckhand did that the file did not say ("80 printings had no number; numbered ...").
    std::vector<std::string> notes;

    [[nodiscard]] bool ok() const { return errors.empty(); }
};

/// Reads a card-data file in any of the formats above (chosen by detectCardFormat), keeping the
/// good printings beside the errors. Cockatrice, OCTGN and LackeyCCG printings without a number,
/// when the pack's <import> maps none, are numbered by their place in their set (see notes).
[[nodiscard]] CardData readCardData(const std::string& path, const core::Game& game,
                                    const ReadProgress& progress = {});

/// Takes the first printings of a file while the rest of it is read (see below); false stops
/// the reading (what it then returns is not to be used).
using PrintingBatches = std::function<bool(std::vector<core::Printing>&& batch)>;

/// The same, handing the good printings to `batches` a few thousand at a time, in file order,
/// while the file is read: the CardData then holds the printings after the last batch. So a
/// file can be written while it is read, and need not be held whole. Only a Cockatrice file's
/// and a CSV file's printings come in batches, a Cockatrice file's only until the first without
/// a number (numbering by place needs the whole file: those are held to its end); with an error
/// the batches are still printings of the file, and when the file turns out `broken` none of
/// them may be used. (A CSV file's bytes are still read whole, its rows are not held.)
/// An SQLite database (an EDOPro .cdb) is read by the pack's query through `openQuery`
/// (db::openQueryRows); without one it is refused, as this library runs no SQL.
[[nodiscard]] CardData readCardData(const std::string& path, const core::Game& game,
                                    const ReadProgress& progress, const PrintingBatches& batches,
                                    const core::QueryOpener& openQuery = {});

/// The same from text already read, `file` naming it in messages.
[[nodiscard]] CardData readCardText(std::string_view text, const core::Game& game,
                                    const std::string& file);

/// The card-data files of a folder, sorted: an OCTGN game's Sets/*/set.xml (the folder may be
/// the game's, its GameDatabase, o8g or Sets folder), else a LackeyCCG plugin's sets/*.txt card
/// data (files whose first line is a tab-separated header with a Name column; the folder may be
/// the plugin's or its sets folder), else the folder's own *.xml, *.csv and *.json files
/// (Cockatrice, CSV, JSON: a published database's one file per set). An error when it holds
/// none.
[[nodiscard]] Result<std::vector<std::string>> cardFilesIn(const std::string& dir);

/// Reads card data in any of the formats above, chosen by detectCardFormat.
[[nodiscard]] Result<std::vector<core::Printing>>
readCardFile(const std::string& path, const core::Game& game, const ReadProgress& progress = {});

} // namespace deckhand::io
