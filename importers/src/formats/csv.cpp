// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/csv.hpp"

#include "deckhand/core/text.hpp"
#include "deckhand/io/file.hpp"

#include <csv.h>
#include <exception>
#include <fmt/format.h>
#include <new>

namespace deckhand::io {

namespace {

// libcsv calls back per field and per record; it is fed one physical line at a time so each
// record knows the line it began on, even when a quoted field holds line breaks. The first
// record is the header; the others go to the table's rows, or to `sink` when there is one.
struct Collector {
    Collector(CsvTable& t, const CsvRecords* s) : table(t), sink(s) {}

    CsvTable& table;
    const CsvRecords* sink;
    bool headerRead = false;
    bool stopped = false;       ///< the sink said so, or threw
    std::exception_ptr failure; ///< what the sink threw, thrown again past libcsv (C)
    std::vector<std::string> current;
    int currentRecordLine = 0;
    int line = 1;            // the physical line being fed to the parser
    std::size_t lineEnd = 0; // where that line ends in the text

    static void onField(void* data, std::size_t len, void* self) {
        auto* c = static_cast<Collector*>(self);
        std::string field(static_cast<const char*>(data), data ? len : 0);
        if (c->current.empty()) {
            int spanned = 0;
            for (char ch : field)
                spanned += ch == '\n';
            c->currentRecordLine = c->line - spanned;
        }
        c->current.push_back(std::move(field));
    }
    static void onRecord(int, void* self) {
        auto* c = static_cast<Collector*>(self);
        if (c->current.empty()) return;
        if (!c->headerRead) {
            c->table.header = std::move(c->current);
            c->table.headerLine = c->currentRecordLine;
            c->headerRead = true;
        } else if (c->sink) {
            try {
                if (!c->stopped &&
                    !(*c->sink)(c->table, std::move(c->current), c->currentRecordLine, c->lineEnd))
                    c->stopped = true;
            } catch (...) {
                c->failure = std::current_exception();
                c->stopped = true;
            }
        } else {
            c->table.rows.push_back(std::move(c->current));
            c->table.lines.push_back(c->currentRecordLine);
        }
        c->current.clear();
    }
};

// libcsv's parser, freed however the reading ends.
struct Parser {
    csv_parser p{};
    Parser() { start(); }
    ~Parser() { csv_free(&p); }
    Parser(const Parser&) = delete;
    Parser& operator=(const Parser&) = delete;
    void start() {
        if (csv_init(&p, CSV_STRICT | CSV_STRICT_FINI) != 0)
            throw Error("cannot start the CSV parser");
    }
    void restart() {
        csv_free(&p);
        p = csv_parser{};
        start();
    }
    // libcsv says it could not allocate: a failure of the system, not of the file.
    void throwIfOutOfMemory() {
        if (csv_error(&p) == CSV_ENOMEM) throw std::bad_alloc();
    }
};

// What a strict parse error is: libcsv's own words ("error parsing data while strict checking
// enabled") name no cause.
constexpr std::string_view kStrayQuote =
    "a '\"' where a field cannot have one: a field with quotes in it is written in quotes, each "
    "of its own quotes doubled (\"a \"\"b\"\" c\")";
constexpr std::size_t kMostMalformed = 1000;

std::string normalHeader(std::string_view name) {
    std::string out;
    for (char c : core::trim(name)) {
        if (c == ' ' || c == '-') c = '_';
        out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return out;
}

} // namespace

int CsvTable::column(std::string_view name) const {
    const std::string want = normalHeader(name);
    for (std::size_t i = 0; i < header.size(); ++i)
        if (normalHeader(header[i]) == want) return static_cast<int>(i);
    return -1;
}

Result<CsvTable> readCsv(std::string_view input, const std::string& file) {
    return readCsv(input, file, {});
}

Result<CsvTable> readCsv(std::string_view input, const std::string& file,
                         const CsvRecords& records) {
    Result<CsvTable> out;
    std::string_view text = input; // read where it lies: a card file may be tens of megabytes
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    if (auto refused = notText(text, file)) {
        out.errors.push_back(std::move(*refused));
        return out;
    }
    Collector c(out.value, records ? &records : nullptr);
    std::size_t pos = 0;
    // Excel and Dragon Shield write "sep=," as a first line to name the separator.
    if (text.starts_with("sep=") || text.starts_with("\"sep=")) {
        out.value.separatorLine = true;
        pos = std::min(text.find('\n'), text.size());
        if (pos < text.size()) ++pos;
        c.line = 2;
    }
    Parser parser;
    // Where the record being read began: its line and where that line starts in the text.
    int startLine = c.line;
    std::size_t startPos = pos;
    // A record that is not well-formed CSV, which began at startLine, the parser failing at
    // (`line`, `column`): an error of its own row once the header is read, the reading going on
    // at the line after the one it began on (what was read of it dropped), so one stray quote
    // costs one row, told at its line. Before the header, or past kMostMalformed such rows, the
    // file is refused whole. False: stop.
    std::size_t malformed = 0;
    const auto recover = [&](int line, int column, std::string_view why) {
        std::string message = fmt::format("malformed CSV: {}", why);
        if (line != startLine) {
            message += fmt::format(" (the quoted field it opens runs on to line {})", line);
            column = 0;
        }
        out.errors.push_back({{file, startLine, column}, std::move(message)});
        if (!c.headerRead) return false;
        if (++malformed > kMostMalformed) {
            out.errors.push_back({{file, startLine, 0},
                                  fmt::format("more than {} rows are malformed: is this a CSV "
                                              "file, separated by commas?",
                                              kMostMalformed)});
            return false;
        }
        out.value.malformedLines.push_back(startLine);
        c.current.clear();
        const auto eol = text.find('\n', startPos);
        pos = eol == std::string::npos ? text.size() : eol + 1;
        c.line = startLine + 1;
        startLine = c.line;
        startPos = pos;
        parser.restart();
        return true;
    };
    for (bool reading = true; reading;) {
        bool restarted = false;
        while (pos < text.size() && !c.stopped) {
            const std::size_t eol = text.find('\n', pos);
            const std::size_t end = eol == std::string::npos ? text.size() : eol + 1;
            c.lineEnd = end;
            const std::size_t n = csv_parse(&parser.p, text.data() + pos, end - pos,
                                            Collector::onField, Collector::onRecord, &c);
            if (n != end - pos) {
                parser.throwIfOutOfMemory();
                reading = recover(c.line, static_cast<int>(n) + 1, kStrayQuote);
                restarted = true;
                break;
            }
            pos = end;
            ++c.line;
            // Between records (libcsv's ROW_NOT_BEGUN): the next one begins on the next line.
            if (parser.p.pstate == 0) {
                startLine = c.line;
                startPos = pos;
            }
        }
        if (restarted) continue;
        if (c.stopped) break;
        c.lineEnd = text.size();
        if (csv_fini(&parser.p, Collector::onField, Collector::onRecord, &c) == 0) break;
        parser.throwIfOutOfMemory();
        reading = recover(startLine, 0,
                          "a quoted field is never closed: it runs on to the end of "
                          "the file");
    }
    if (c.failure) std::rethrow_exception(c.failure);
    if (!out.errors.empty() && out.errors.size() > out.value.malformedLines.size()) return out;
    if (!c.headerRead) {
        out.errors.push_back(
            {{file, 1, 0}, "the file is empty: expected a header row naming the columns"});
        return out;
    }
    return out;
}

std::string csvField(std::string_view value) {
    if (value.find_first_of(",\"\r\n") == std::string_view::npos &&
        (value.empty() || (value.front() != ' ' && value.back() != ' ')))
        return std::string(value);
    std::string out = "\"";
    for (char c : value)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string csvLine(const std::vector<std::string>& fields) {
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i)
        out += (i ? "," : "") + csvField(fields[i]);
    return out + "\r\n";
}

} // namespace deckhand::io
