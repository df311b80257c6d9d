// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io {

/// A CSV file as records of fields, each record with the line it starts on.
struct CsvTable {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<int> lines; ///< line of each row
    int headerLine = 1;
    bool separatorLine = false; ///< the file began with Excel's "sep=," hint
    /// The lines of records left out because they are not well-formed CSV (a stray quote),
    /// each with its error in the Result's errors; the records after them are read. A caller
    /// that takes good rows beside bad ones (`import cards --skip-bad`) tells them from errors of
    /// the file as a whole by this; the others refuse the file on any error.
    std::vector<int> malformedLines;

    /// Index of a header name (case-insensitive, spaces and '_' alike), or -1.
    [[nodiscard]] int column(std::string_view name) const;
};

/// Reads RFC 4180 CSV (libcsv): UTF-8 with or without a byte-order mark, quoted fields with
/// commas, doubled quotes and line breaks. A first line `sep=,` (Excel's hint) is skipped.
/// Errors (malformed quoting, bad UTF-8, no header) name line and column. A malformed record
/// after the header is an error of its own (CsvTable::malformedLines), and the rest are still
/// read; libcsv running out of memory throws std::bad_alloc.
[[nodiscard]] Result<CsvTable> readCsv(std::string_view text, const std::string& file);

/// Takes a record after the header as it is read: the table so far (its header, header line and
/// the malformed lines before it), the record, the line it begins on and how many bytes of the
/// text are read with it (for progress). False stops the reading.
using CsvRecords = std::function<bool(const CsvTable& table, std::vector<std::string>&& record,
                                      int line, std::size_t bytesRead)>;

/// The same, each record after the header handed to `records` as soon as it is read instead of
/// kept in the table's rows, so a file's records are never all held at once (card data).
[[nodiscard]] Result<CsvTable> readCsv(std::string_view text, const std::string& file,
                                       const CsvRecords& records);

/// The same, read from the file at `path` a line at a time as the records are handed on, so
/// what is held is the record being read, not the file (a collection or card file of hundreds
/// of thousands of rows). The file is refused as readWholeFile refuses it (missing, a folder, a
/// FIFO, unreadable). Text that is not UTF-8, or a NUL byte, is found as its line is read: the
/// records before it have been handed on by then, and the errors are that one alone, so the
/// caller drops what it was handed when errors come back.
[[nodiscard]] Result<CsvTable> readCsvFile(const std::string& path, const CsvRecords& records);

/// Where a reader's CSV records come from: readCsv of a text in memory or readCsvFile of a
/// file, each record handed to the records callback as it is read.
using CsvSource = std::function<Result<CsvTable>(const CsvRecords& records)>;

/// One CSV field, quoted when it must be.
[[nodiscard]] std::string csvField(std::string_view value);
/// A CSV line from fields, ending in CRLF as RFC 4180 says.
[[nodiscard]] std::string csvLine(const std::vector<std::string>& fields);

} // namespace deckhand::io
