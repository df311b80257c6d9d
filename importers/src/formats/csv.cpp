// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/csv.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/file.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <csv.h>
#include <exception>
#include <fcntl.h>
#include <fmt/format.h>
#include <new>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

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
            throw Error(i18n::tr("cannot start the CSV parser"));
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
constexpr const char* kStrayQuote = i18n::trNoop(
    "a '\"' where a field cannot have one: a field with quotes in it is written in quotes, each "
    "of its own quotes doubled (\"a \"\"b\"\" c\")");
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

namespace {

// The lines of a text in memory, each with its line break.
class TextLines {
public:
    explicit TextLines(std::string_view text) : m_text(text) {}
    bool next(std::string_view& line) {
        if (m_pos >= m_text.size()) return false;
        const std::size_t eol = m_text.find('\n', m_pos);
        const std::size_t end = eol == std::string_view::npos ? m_text.size() : eol + 1;
        line = m_text.substr(m_pos, end - m_pos);
        m_pos = end;
        return true;
    }
    [[nodiscard]] std::size_t offset() const { return m_pos; }
    void seek(std::size_t offset) { m_pos = offset; }
    [[nodiscard]] std::optional<ParseError> failed() const { return std::nullopt; }
    static constexpr bool kCheckEachLine = false; // readCsv checked the whole text first

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
};

// The lines of a file read as they are asked for, the first one's byte-order mark dropped: one
// line is held at a time (the buffer grows to the longest).
class FileLines {
public:
    FileLines(std::FILE* file, std::string path) : m_file(file), m_path(std::move(path)) {}
    ~FileLines() {
        std::free(m_buffer);
        std::fclose(m_file);
    }
    FileLines(const FileLines&) = delete;
    FileLines& operator=(const FileLines&) = delete;
    bool next(std::string_view& line) {
        errno = 0;
        const ssize_t n = ::getline(&m_buffer, &m_capacity, m_file);
        if (n < 0) {
            if (std::ferror(m_file)) m_error = errno ? errno : EIO;
            return false;
        }
        line = {m_buffer, static_cast<std::size_t>(n)};
        if (m_pos == 0 && line.starts_with("\xEF\xBB\xBF")) line.remove_prefix(3);
        m_pos += static_cast<std::size_t>(n);
        return true;
    }
    [[nodiscard]] std::size_t offset() const { return m_pos; }
    void seek(std::size_t offset) {
        if (::fseeko(m_file, static_cast<off_t>(offset), SEEK_SET) != 0) m_error = errno;
        m_pos = offset;
    }
    [[nodiscard]] std::optional<ParseError> failed() const {
        if (!m_error) return std::nullopt;
        return ParseError{{m_path}, i18n::trf("cannot read: {}", std::strerror(m_error))};
    }
    static constexpr bool kCheckEachLine = true;

private:
    std::FILE* m_file;
    std::string m_path;
    char* m_buffer = nullptr;
    std::size_t m_capacity = 0;
    std::size_t m_pos = 0;
    int m_error = 0;
};

// Why a line of a file is not text (notText), placed at `lineNumber`.
std::optional<ParseError> notTextLine(std::string_view line, int lineNumber,
                                      const std::string& file) {
    auto refused = notText(line, file);
    if (refused) refused->where.line = lineNumber;
    return refused;
}

// readCsv over any source of lines (TextLines, FileLines).
template <class Lines>
Result<CsvTable> readLines(Lines& lines, const std::string& file, const CsvRecords& records) {
    Result<CsvTable> out;
    Collector c(out.value, records ? &records : nullptr);
    Parser parser;
    // Where the record being read began: its line and where that line starts.
    int startLine = c.line;
    std::size_t startPos = lines.offset();
    // A record that is not well-formed CSV, which began at startLine, the parser failing at
    // (`line`, `column`): an error of its own row once the header is read, the reading going on
    // at the line after the one it began on (what was read of it dropped), so one stray quote
    // costs one row, told at its line. Before the header, or past kMostMalformed such rows, the
    // file is refused whole. False: stop.
    std::size_t malformed = 0;
    const auto recover = [&](int line, int column, std::string_view why) {
        std::string message = i18n::trf("malformed CSV: {}", why);
        if (line != startLine) {
            // TRANSLATORS: {0} says what is wrong, {1} is a line number.
            message = i18n::trf("malformed CSV: {} (the quoted field it opens runs on to line {})",
                                why, line);
            column = 0;
        }
        out.errors.push_back({{file, startLine, column}, std::move(message)});
        if (!c.headerRead) return false;
        if (++malformed > kMostMalformed) {
            out.errors.push_back({{file, startLine, 0},
                                  i18n::trf("more than {} rows are malformed: is this a CSV "
                                            "file, separated by commas?",
                                            kMostMalformed)});
            return false;
        }
        out.value.malformedLines.push_back(startLine);
        c.current.clear();
        lines.seek(startPos);
        std::string_view skipped;
        lines.next(skipped);
        c.line = startLine + 1;
        startLine = c.line;
        startPos = lines.offset();
        parser.restart();
        return true;
    };
    bool first = true;
    for (bool reading = true; reading;) {
        bool restarted = false;
        std::string_view line;
        while (!c.stopped && lines.next(line)) {
            if constexpr (Lines::kCheckEachLine) {
                if (auto refused = notTextLine(line, c.line, file)) {
                    if (c.failure) std::rethrow_exception(c.failure);
                    out.errors = {std::move(*refused)};
                    out.value.malformedLines.clear();
                    return out;
                }
            }
            // Excel and Dragon Shield write "sep=," as a first line to name the separator.
            if (std::exchange(first, false) &&
                (line.starts_with("sep=") || line.starts_with("\"sep="))) {
                out.value.separatorLine = true;
                c.line = startLine = 2;
                startPos = lines.offset();
                continue;
            }
            c.lineEnd = lines.offset();
            const std::size_t n = csv_parse(&parser.p, line.data(), line.size(), Collector::onField,
                                            Collector::onRecord, &c);
            if (n != line.size()) {
                parser.throwIfOutOfMemory();
                reading = recover(c.line, static_cast<int>(n) + 1, i18n::tr(kStrayQuote));
                restarted = true;
                break;
            }
            ++c.line;
            // Between records (libcsv's ROW_NOT_BEGUN): the next one begins on the next line.
            if (parser.p.pstate == 0) {
                startLine = c.line;
                startPos = lines.offset();
            }
        }
        if (auto failed = lines.failed()) {
            out.errors = {std::move(*failed)};
            return out;
        }
        if (restarted) continue;
        if (c.stopped) break;
        c.lineEnd = lines.offset();
        if (csv_fini(&parser.p, Collector::onField, Collector::onRecord, &c) == 0) break;
        parser.throwIfOutOfMemory();
        reading = recover(startLine, 0,
                          i18n::tr("a quoted field is never closed: it runs on to the end of "
                                   "the file"));
    }
    if (c.failure) std::rethrow_exception(c.failure);
    if (!out.errors.empty() && out.errors.size() > out.value.malformedLines.size()) return out;
    if (!c.headerRead) {
        out.errors.push_back(
            {{file, 1, 0},
             i18n::tr("the file is empty: expected a header row naming the columns")});
        return out;
    }
    return out;
}

} // namespace

Result<CsvTable> readCsv(std::string_view input, const std::string& file,
                         const CsvRecords& records) {
    std::string_view text = input; // read where it lies: a card file may be tens of megabytes
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    if (auto refused = notText(text, file)) return {{}, {std::move(*refused)}};
    TextLines lines(text);
    return readLines(lines, file, records);
}

Result<CsvTable> readCsvFile(const std::string& path, const CsvRecords& records) {
    // Opened as readWholeFile opens a file: without waiting on a FIFO, then asked what it is.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    struct stat st {};
    const int error = fd < 0 ? errno : ::fstat(fd, &st) != 0 ? errno : 0;
    if (fd < 0 || error || !S_ISREG(st.st_mode)) {
        if (fd >= 0) ::close(fd);
        if (auto refused = notARegularFile(path)) return {{}, {std::move(*refused)}};
        return {{},
                {{{path}, i18n::trf("cannot open: {}", std::strerror(error ? error : EINVAL))}}};
    }
    std::FILE* file = ::fdopen(fd, "rb");
    if (!file) {
        const int e = errno;
        ::close(fd);
        return {{}, {{{path}, i18n::trf("cannot open: {}", std::strerror(e))}}};
    }
    FileLines lines(file, path);
    return readLines(lines, path, records);
}

std::string csvField(std::string_view value) {
    // One pass over the text (find_first_of looks each character up in the set by memchr).
    const bool plain = std::none_of(value.begin(), value.end(), [](char c) {
        return c == ',' || c == '"' || c == '\r' || c == '\n';
    });
    if (plain && (value.empty() || (value.front() != ' ' && value.back() != ' ')))
        return std::string(value);
    std::string out;
    out.reserve(value.size() + 2);
    out += '"';
    for (char c : value) {
        if (c == '"') out += '"';
        out += c;
    }
    out += '"';
    return out;
}

std::string csvLine(const std::vector<std::string>& fields) {
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i)
        out += (i ? "," : "") + csvField(fields[i]);
    return out + "\r\n";
}

} // namespace deckhand::io
