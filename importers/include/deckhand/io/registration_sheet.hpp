// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace deckhand::io {

/// The paper a registration sheet is laid out for.
enum class Paper {
    A4,     ///< 210 x 297 mm
    Letter, ///< 8.5 x 11 in
};

/// One card line of a registration sheet, as printed.
struct SheetLine {
    int quantity = 0;
    std::string name;
    std::string set;
    std::string number;
    std::vector<std::string> columns; ///< values of RegistrationSheet::columns, in that order
};

/// One deck section as a table: its lines and its total.
struct SheetSection {
    std::string name;   ///< the game's section name ("Main", "Play Deck", "Tokens")
    bool counts = true; ///< part of the deck total (side decks and tokens are not)
    std::vector<SheetLine> lines;

    [[nodiscard]] int total() const;
};

/// Everything a printed deck registration sheet shows. Plain data: the app fills it in from a
/// checked deck (app/registration.hpp); empty header fields print as blank lines to write on.
struct RegistrationSheet {
    std::string event;
    std::string date; ///< the event date as printed; empty: a blank line
    std::string playerName;
    std::string playerId;
    std::string deckName;
    std::string gameName;
    std::string formatName;
    std::string limitedList; ///< the Limited-list version checked against; empty: none in force
    std::string checkedOn;   ///< YYYY-MM-DD the deck was judged for
    /// "SAMPLE cards and Limited list" when what was judged is sample data, printed on every
    /// page before what the deck was checked against; empty: none.
    std::string sample;
    bool legal = false;
    int errors = 0;
    int warnings = 0;
    std::vector<std::string> columns; ///< labels of the game's extra columns ("Type", "Weight")
    std::vector<SheetSection> sections;
    std::string deckHash; ///< core::deckHash
    Paper paper = Paper::A4;

    /// Cards in the sections that count.
    [[nodiscard]] int deckTotal() const;
    /// "LEGAL", "LEGAL (1 warning)", "ILLEGAL - 3 errors".
    [[nodiscard]] std::string verdict() const;
};

/// Lays the sheet out (header, one table per section with per-section totals, the deck total,
/// a signature and judge box, and on every page a footer with the deck hash, the verdict,
/// what it was checked against and "Page N of M") and writes it as a PDF. Long decks continue
/// on further pages with the header and the table's column heads repeated. Returns the number
/// of pages; a file that cannot be written is an error naming it, and leaves any earlier file
/// at `path` as it was.
[[nodiscard]] Result<int> writeRegistrationSheetPdf(const RegistrationSheet& sheet,
                                                    const std::string& path);

/// Many registration sheets in one PDF, one after another (an event's pile for the judges),
/// each laid out as writeRegistrationSheetPdf lays out one. The PDF goes to its file as the
/// sheets are added, so only the sheet being drawn is held, whatever their number; the file is
/// put in place by finish() and not before.
class RegistrationSheetsPdf {
public:
    /// `title` is the PDF's title. A file that cannot be made is told by finish().
    RegistrationSheetsPdf(const std::string& path, const std::string& title);
    ~RegistrationSheetsPdf();
    RegistrationSheetsPdf(const RegistrationSheetsPdf&) = delete;
    RegistrationSheetsPdf& operator=(const RegistrationSheetsPdf&) = delete;

    /// Draws one more sheet on pages of its own paper; the number of pages it took.
    int add(const RegistrationSheet& sheet);
    /// Every page drawn so far.
    [[nodiscard]] int pages() const;
    /// Ends the PDF and puts the file in place: nullopt, or why it could not be written.
    [[nodiscard]] std::optional<ParseError> finish();

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

/// The first page of a sheet as pixels, for a preview on screen.
struct SheetPreview {
    int width = 0;
    int height = 0;
    int pages = 0;                  ///< how many pages the whole sheet has
    std::vector<unsigned char> rgb; ///< width * height pixels, 3 bytes each, row by row
};

/// Lays the sheet out as writeRegistrationSheetPdf does and draws its first page at
/// `pixelsPerPoint` (1: 72 dpi).
[[nodiscard]] Result<SheetPreview> renderRegistrationSheetPreview(const RegistrationSheet& sheet,
                                                                  double pixelsPerPoint);

} // namespace deckhand::io
