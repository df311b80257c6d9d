// SPDX-License-Identifier: GPL-3.0-or-later

#include "card_json.hpp"

#include "card_mapping.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"
#include "mapped_values.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <iterator>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

namespace deckhand::io::detail {

using nlohmann::json;

std::optional<JsonPath> parseJsonPath(std::string_view text, bool allowPrinting,
                                      std::string& error) {
    JsonPath out;
    std::string_view s = core::trim(text);
    if (allowPrinting && s == "{file}") {
        out.fileName = true;
        return out;
    }
    if (allowPrinting && !s.empty() && s.front() == '$') {
        out.document = true;
        s.remove_prefix(1);
        if (!s.empty() && s.front() == '.') s.remove_prefix(1);
        if (s.empty()) {
            error = i18n::tr("'$' alone names the whole document: name a value in it ($.code)");
            return std::nullopt;
        }
    }
    if (allowPrinting && !out.document && !s.empty() && s.front() == '@') {
        out.printing = true;
        s.remove_prefix(1);
        if (!s.empty() && s.front() == '.') s.remove_prefix(1);
        if (s.empty()) return out; // "@": the printing itself
    }
    if (s.empty()) {
        error = i18n::tr("the path is empty");
        return std::nullopt;
    }
    std::size_t i = 0;
    bool expectStep = true; // at the start or after '.'
    while (i < s.size()) {
        const char c = s[i];
        if (c == '[') {
            const auto close = s.find(']', i);
            if (close == std::string_view::npos) {
                error = i18n::trf("'[' at {} is not closed", i + 1);
                return std::nullopt;
            }
            const std::string_view inside = core::trim(s.substr(i + 1, close - i - 1));
            JsonStep step;
            if (inside.empty()) {
                step.kind = JsonStep::Each;
            } else {
                long long n = 0;
                if (!core::parseInt(inside, n) || n < 0) {
                    error = i18n::trf("[{}] is neither [] nor an element's place (from 0)", inside);
                    return std::nullopt;
                }
                step.kind = JsonStep::Index;
                step.index = static_cast<std::size_t>(n);
            }
            out.steps.push_back(step);
            i = close + 1;
            expectStep = false;
            continue;
        }
        if (c == '.') {
            if (expectStep) {
                error = i18n::trf("an empty step at {}", i + 1);
                return std::nullopt;
            }
            expectStep = true;
            ++i;
            continue;
        }
        if (c == ']') {
            error = i18n::trf("']' at {} closes nothing", i + 1);
            return std::nullopt;
        }
        if (!expectStep) {
            error = i18n::trf("a member name at {} must follow a '.'", i + 1);
            return std::nullopt;
        }
        std::size_t end = i;
        while (end < s.size() && s[end] != '.' && s[end] != '[' && s[end] != ']')
            ++end;
        const std::string_view name = s.substr(i, end - i);
        JsonStep step;
        if (name == "*") {
            step.kind = JsonStep::Any;
        } else {
            step.kind = JsonStep::Member;
            step.name = std::string(name);
        }
        out.steps.push_back(std::move(step));
        i = end;
        expectStep = false;
    }
    if (expectStep) {
        error = i18n::tr("the path ends with '.'");
        return std::nullopt;
    }
    return out;
}

namespace {

// Printings handed on at a time when the caller takes them while the file is read (as CSV).
constexpr std::size_t kBatch = 3600;

// The bytes of a document, from memory or read from a file a piece at a time, counting lines
// as they go past so that a record's place can be told.
class Source {
public:
    explicit Source(std::string_view text) : m_buffer(text), m_total(text.size()) {}
    explicit Source(const std::string& path)
        : m_file(std::fopen(path.c_str(), "rb"), &std::fclose) {
        if (!m_file) return;
        std::error_code ec;
        const auto size = std::filesystem::file_size(path, ec);
        m_total = ec ? 0 : size;
        m_storage.resize(1 << 20);
        refill();
    }

    [[nodiscard]] bool opened() const { return m_file != nullptr || m_total == m_buffer.size(); }
    [[nodiscard]] bool atEnd() const { return m_pos >= m_buffer.size(); }
    [[nodiscard]] char current() const { return m_buffer[m_pos]; }
    void advance() {
        m_lastLine = m_line;
        m_lastColumn = static_cast<int>(m_offset - m_lineStart) + 1;
        if (m_buffer[m_pos] == '\n') {
            ++m_line;
            m_lineStart = m_offset + 1;
        }
        ++m_pos;
        ++m_offset;
        if (m_pos >= m_buffer.size() && m_file) refill();
    }
    /// Bytes read so far (the last one handed to the parser included).
    [[nodiscard]] std::uint64_t offset() const { return m_offset; }
    [[nodiscard]] std::uint64_t total() const { return m_total; }
    /// Line and column (1-based, in bytes) of the last byte handed to the parser.
    [[nodiscard]] int line() const { return m_lastLine; }
    [[nodiscard]] int column() const { return m_lastColumn; }
    [[nodiscard]] bool readFailed() const { return m_readFailed; }

private:
    void refill() {
        const std::size_t n = std::fread(m_storage.data(), 1, m_storage.size(), m_file.get());
        if (n == 0 && std::ferror(m_file.get())) m_readFailed = true;
        m_buffer = std::string_view(m_storage.data(), n);
        m_pos = 0;
    }

    std::unique_ptr<std::FILE, int (*)(std::FILE*)> m_file{nullptr, &std::fclose};
    std::string m_storage;
    std::string_view m_buffer;
    std::size_t m_pos = 0;
    std::uint64_t m_offset = 0;
    std::uint64_t m_total = 0;
    int m_line = 1;
    std::uint64_t m_lineStart = 0;
    int m_lastLine = 1;
    int m_lastColumn = 1;
    bool m_readFailed = false;
};

// The iterator nlohmann's parser reads a Source through (one byte at a time, forward only).
class SourceIterator {
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = char;

    SourceIterator() = default;
    explicit SourceIterator(Source* source) : m_source(source) {}
    char operator*() const { return m_source->current(); }
    SourceIterator& operator++() {
        m_source->advance();
        return *this;
    }
    SourceIterator operator++(int) {
        SourceIterator before = *this;
        m_source->advance();
        return before;
    }
    bool operator==(const SourceIterator& other) const { return ended() == other.ended(); }
    bool operator!=(const SourceIterator& other) const { return !(*this == other); }

private:
    [[nodiscard]] bool ended() const { return m_source == nullptr || m_source->atEnd(); }
    Source* m_source = nullptr;
};

// A mapping as the reader uses it: its paths parsed, its regular expressions compiled, its
// maps grouped by field.
struct Compiled {
    const core::CardDataMapping* mapping = nullptr;
    std::vector<std::vector<JsonStep>> records;
    std::optional<JsonPath> printings;
    std::vector<JsonPath> from;  ///< per map
    CompiledMaps maps;           ///< regular expressions, maps by field
    std::vector<JsonPath> skips; ///< per CardDataMapping::skips
};

std::optional<Compiled> compile(const core::CardDataMapping& m, const core::Game& game,
                                std::string& error) {
    Compiled c;
    c.mapping = &m;
    if (!compileMaps(m, game, c.maps, error)) return std::nullopt;
    for (const auto& r : m.records) {
        auto p = parseJsonPath(r, false, error);
        if (!p) return std::nullopt;
        c.records.push_back(std::move(p->steps));
    }
    if (!m.printings.empty()) {
        c.printings = parseJsonPath(m.printings, false, error);
        if (!c.printings) return std::nullopt;
    }
    for (const auto& skip : m.skips) {
        auto p = parseJsonPath(skip.from, true, error);
        if (!p) return std::nullopt;
        c.skips.push_back(std::move(*p));
    }
    for (std::size_t i = 0; i < m.maps.size(); ++i) {
        const auto& map = m.maps[i];
        JsonPath path;
        if (!map.hasConstant) {
            auto p = parseJsonPath(map.from, true, error);
            if (!p) return std::nullopt;
            path = std::move(*p);
        }
        c.from.push_back(std::move(path));
    }
    return c;
}

// The values at a path below `node`, an array at its end giving each of its elements.
void collect(const json& node, const std::vector<JsonStep>& steps, std::size_t i,
             std::vector<const json*>& out) {
    if (i == steps.size()) {
        if (node.is_array()) {
            for (const auto& e : node)
                collect(e, steps, i, out);
        } else if (!node.is_null()) {
            out.push_back(&node);
        }
        return;
    }
    const JsonStep& step = steps[i];
    switch (step.kind) {
    case JsonStep::Member:
        if (node.is_object()) {
            const auto it = node.find(step.name);
            if (it != node.end()) collect(*it, steps, i + 1, out);
        }
        break;
    case JsonStep::Any:
        if (node.is_object() || node.is_array())
            for (const auto& e : node)
                collect(e, steps, i + 1, out);
        break;
    case JsonStep::Each:
        if (node.is_array())
            for (const auto& e : node)
                collect(e, steps, i + 1, out);
        break;
    case JsonStep::Index:
        if (node.is_array() && step.index < node.size())
            collect(node[step.index], steps, i + 1, out);
        break;
    }
}

// A scalar as text: a string as it is, a number as JSON writes it, true/false; nothing else.
std::optional<std::string> scalarText(const json& v) {
    switch (v.type()) {
    case json::value_t::string:
        return v.get_ref<const std::string&>();
    case json::value_t::number_integer:
        return std::to_string(v.get<std::int64_t>());
    case json::value_t::number_unsigned:
        return std::to_string(v.get<std::uint64_t>());
    case json::value_t::number_float:
    case json::value_t::boolean:
        return v.dump();
    default:
        return std::nullopt;
    }
}

// Reads records as the parser reports them: outside a record only the path to where it is
// is kept; a record is built whole (it is small), handed to `onRecord`, and let go.
class RecordSax {
public:
    using OnRecord = std::function<bool(std::size_t mapping, const json& record,
                                        const std::string& where, int line, int column)>;

    RecordSax(Source& source, std::vector<Compiled>& mappings, OnRecord onRecord)
        : m_source(source), m_mappings(mappings), m_onRecord(std::move(onRecord)) {}

    /// Scalars of the document outside the records, by their path ("code", "data.code"), as
    /// far as the parser has come: what `$` paths read.
    [[nodiscard]] const std::map<std::string, std::string, std::less<>>& documentValues() const {
        return m_documentValues;
    }
    /// The mapping the document's records follow, once a path of one was found.
    [[nodiscard]] std::optional<std::size_t> chosen() const { return m_chosen; }
    [[nodiscard]] const std::string& syntaxError() const { return m_syntaxError; }
    [[nodiscard]] int errorLine() const { return m_errorLine; }
    [[nodiscard]] int errorColumn() const { return m_errorColumn; }
    [[nodiscard]] bool stopped() const { return m_stopped; }

    bool null() { return scalar(json(nullptr)); }
    bool boolean(bool v) { return scalar(json(v)); }
    bool number_integer(json::number_integer_t v) { return scalar(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return scalar(json(v)); }
    bool number_float(json::number_float_t v, const std::string& /*text*/) {
        return scalar(json(v));
    }
    bool string(json::string_t& v) { return scalar(json(std::move(v))); }
    bool binary(json::binary_t& /*v*/) { return scalar(json(nullptr)); }

    bool start_object(std::size_t /*size*/) { return open(json::object()); }
    bool start_array(std::size_t /*size*/) { return open(json::array()); }
    bool key(json::string_t& k) {
        if (!m_stack.empty()) {
            m_key = std::move(k);
        } else if (!m_frames.empty()) {
            m_frames.back().key = std::move(k);
        }
        return true;
    }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool parse_error(std::size_t /*position*/, const std::string& /*lastToken*/,
                     const nlohmann::detail::exception& e) {
        m_syntaxError = e.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 2: ..." -> the part
        // after the place, which this file tells itself.
        if (const auto colon = m_syntaxError.find(": "); colon != std::string::npos)
            m_syntaxError.erase(0, colon + 2);
        m_errorLine = m_source.line();
        m_errorColumn = m_source.column();
        return false;
    }

private:
    struct Frame {
        bool array = false;
        std::string key;       ///< an object's member being read
        std::size_t index = 0; ///< an array's element being read
    };

    // Whether steps match the path to the value about to start (its containers' members and
    // places), the first `count` steps only.
    bool matches(const std::vector<JsonStep>& steps, std::size_t count) const {
        if (count != m_frames.size()) return false;
        for (std::size_t i = 0; i < count; ++i) {
            const Frame& f = m_frames[i];
            const JsonStep& s = steps[i];
            switch (s.kind) {
            case JsonStep::Member:
                if (f.array || f.key != s.name) return false;
                break;
            case JsonStep::Any:
                break;
            case JsonStep::Each:
                if (!f.array) return false;
                break;
            case JsonStep::Index:
                if (!f.array || f.index != s.index) return false;
                break;
            }
        }
        return true;
    }

    // Is the value about to start a record (of which mapping)? A container holding records
    // decides the mapping too, so that an empty one is not "no records".
    std::optional<std::size_t> recordHere(bool container, bool array) {
        for (std::size_t m = 0; m < m_mappings.size(); ++m) {
            if (m_chosen && *m_chosen != m) continue;
            for (const auto& steps : m_mappings[m].records) {
                if (matches(steps, steps.size())) return m;
                if (!container || steps.empty() || !matches(steps, steps.size() - 1)) continue;
                const JsonStep::Kind last = steps.back().kind;
                const bool fits = last == JsonStep::Any ||
                                  (array ? last == JsonStep::Each || last == JsonStep::Index
                                         : last == JsonStep::Member);
                if (fits) m_chosen = m;
            }
        }
        return std::nullopt;
    }

    std::string whereNow() const {
        std::string out;
        for (const auto& f : m_frames) {
            if (f.array)
                out += fmt::format("[{}]", f.index);
            else
                out += (out.empty() ? "" : ".") + f.key;
        }
        return out;
    }

    bool beginRecord(std::size_t mapping, json value) {
        m_chosen = mapping;
        m_recordMapping = mapping;
        m_recordWhere = whereNow();
        m_recordLine = m_source.line();
        m_recordColumn = m_source.column();
        m_record = std::move(value);
        if (m_record.is_object() || m_record.is_array()) {
            m_stack.push_back(&m_record);
            return true;
        }
        return finishRecord();
    }

    bool finishRecord() {
        const bool go =
            m_onRecord(m_recordMapping, m_record, m_recordWhere, m_recordLine, m_recordColumn);
        m_record = json();
        if (!m_frames.empty() && m_frames.back().array) ++m_frames.back().index;
        if (!go) m_stopped = true;
        return go;
    }

    // A value inside the record being built.
    json* place(json&& v) {
        json& parent = *m_stack.back();
        if (parent.is_array()) {
            parent.push_back(std::move(v));
            return &parent.back();
        }
        json& slot = parent[m_key];
        slot = std::move(v);
        return &slot;
    }

    bool scalar(json&& v) {
        if (!m_stack.empty()) {
            place(std::move(v));
            return true;
        }
        if (const auto m = recordHere(false, false)) return beginRecord(*m, std::move(v));
        // Kept for `$` paths: a few, near the top (a set file's code before its cards).
        if (m_frames.size() <= 3 && m_documentValues.size() < 1000)
            if (auto text = scalarText(v)) m_documentValues.emplace(whereNow(), std::move(*text));
        if (!m_frames.empty() && m_frames.back().array) ++m_frames.back().index;
        return true;
    }

    bool open(json&& v) {
        if (!m_stack.empty()) {
            m_stack.push_back(place(std::move(v)));
            return true;
        }
        if (const auto m = recordHere(true, v.is_array())) return beginRecord(*m, std::move(v));
        m_frames.push_back({v.is_array(), {}, 0});
        return true;
    }

    bool close() {
        if (!m_stack.empty()) {
            m_stack.pop_back();
            if (m_stack.empty()) return finishRecord();
            return true;
        }
        if (!m_frames.empty()) m_frames.pop_back();
        if (!m_frames.empty() && m_frames.back().array) ++m_frames.back().index;
        return true;
    }

    Source& m_source;
    std::vector<Compiled>& m_mappings;
    OnRecord m_onRecord;
    std::optional<std::size_t> m_chosen;
    std::vector<Frame> m_frames;
    std::map<std::string, std::string, std::less<>> m_documentValues;
    // The record being built.
    json m_record;
    std::vector<json*> m_stack;
    std::string m_key;
    std::size_t m_recordMapping = 0;
    std::string m_recordWhere;
    int m_recordLine = 0;
    int m_recordColumn = 0;
    std::string m_syntaxError;
    int m_errorLine = 0;
    int m_errorColumn = 0;
    bool m_stopped = false;
};

std::string pathsOf(const std::vector<Compiled>& mappings) {
    std::string out;
    for (const auto& c : mappings)
        for (const auto& r : c.mapping->records)
            out += (out.empty() ? "" : ", ") + r;
    return out;
}

} // namespace

CardData readCardJsonData(std::string_view text, const std::string& path, const core::Game& game,
                          const std::string& file, const ReadProgress& progress,
                          const PrintingBatches& batches) {
    CardData out;
    out.file = file;
    out.format = CardFormat::Json;
    auto refuse = [&](int line, int column, std::string message) {
        addError(out.errors, {{file, line, column}, std::move(message)});
        out.broken = true;
        out.printings.clear();
        return out;
    };

    std::vector<Compiled> mappings;
    for (const auto& m : game.dataMappings) {
        if (m.format != "json") continue;
        std::string error;
        auto c = compile(m, game, error);
        if (!c) // the pack reader refuses these; a pack from elsewhere is told here
            return refuse(
                0, 0, i18n::trf("the pack's <import format=\"json\" id=\"{}\">: {}", m.id, error));
        mappings.push_back(std::move(*c));
    }
    if (mappings.empty())
        return refuse(0, 0,
                      i18n::trf("this is JSON card data, and the {} pack says nothing of how to "
                                "read it: it needs an <import format=\"json\"> "
                                "(docs/game-pack.md, \"Card data as the games publish it\")",
                                game.name));

    std::optional<Source> source;
    if (path.empty())
        source.emplace(text);
    else
        source.emplace(path);
    if (!path.empty() && !source->opened())
        return refuse(0, 0, i18n::trf("cannot open the file: {}", std::strerror(errno)));

    const std::string stem = std::filesystem::path(file).stem().string();
    std::set<std::string> seen; // set + number, for firstOfDuplicates
    std::size_t duplicates = 0;
    std::size_t withoutPrintings = 0;
    std::map<std::string, std::size_t> skipped; // by the value that left them out
    std::size_t records = 0;

    const RecordSax* saxRef = nullptr; // set once it is made: what `$` paths read

    // One value of a map for a record (and its printing): every value at its path, each through
    // its regular expression, split, value map and `otherwise`, joined.
    auto valueOf = [&](const Compiled& c, std::size_t mapIndex, const json& record,
                       const json* printing) -> std::string {
        const core::CardDataFieldMap& map = c.mapping->maps[mapIndex];
        std::vector<std::string> parts;
        if (!map.hasConstant) {
            const JsonPath& p = c.from[mapIndex];
            if (p.fileName) {
                parts.push_back(stem);
            } else if (p.document) {
                std::string key;
                for (const auto& step : p.steps) {
                    if (step.kind == JsonStep::Index)
                        key += fmt::format("[{}]", step.index);
                    else
                        key += (key.empty() ? "" : ".") + step.name;
                }
                if (saxRef) {
                    const auto& values = saxRef->documentValues();
                    if (const auto it = values.find(key); it != values.end())
                        parts.push_back(it->second);
                }
            } else {
                const json* root = p.printing ? printing : &record;
                if (root == nullptr) return {};
                std::vector<const json*> found;
                collect(*root, p.steps, 0, found);
                for (const json* v : found)
                    if (auto s = scalarText(*v)) parts.push_back(std::move(*s));
            }
        }
        return mappedValue(game, c.maps, mapIndex, parts);
    };

    // A printing from a record (and the element of its printings array): false on an error.
    auto build = [&](const Compiled& c, const json& record, const json* printing,
                     const std::string& where, int line, int column, core::Printing& p) {
        return buildMappedPrinting(
            game, c.maps, [&](std::size_t i) { return valueOf(c, i, record, printing); }, file,
            where, line, column, p, out.errors);
    };

    auto onRecord = [&](std::size_t m, const json& record, const std::string& where, int line,
                        int column) {
        ++records;
        const Compiled& c = mappings[m];
        if (out.errors.size() >= kMaxCardErrors) {
            out.errors.push_back(
                {{file, line, column},
                 i18n::trf("reading stopped after {} errors: is this the right game's card data?",
                           kMaxCardErrors)});
            out.broken = true;
            return false;
        }
        for (std::size_t s = 0; s < c.skips.size(); ++s) {
            std::vector<const json*> found;
            collect(record, c.skips[s].steps, 0, found);
            for (const json* v : found) {
                const auto got = scalarText(*v);
                if (!got) continue;
                for (const auto& value : c.mapping->skips[s].values)
                    if (core::iequals(*got, value)) {
                        ++skipped[value];
                        return true;
                    }
            }
        }
        std::vector<const json*> printings;
        std::vector<std::string> printingWhere;
        if (c.printings) {
            std::vector<const json*> found;
            collect(record, c.printings->steps, 0, found);
            for (std::size_t i = 0; i < found.size(); ++i) {
                printings.push_back(found[i]);
                printingWhere.push_back(fmt::format("{}.{}[{}]", where, c.mapping->printings, i));
            }
            if (printings.empty()) {
                const std::string& none = c.mapping->noPrintings;
                if (none == "skip") {
                    ++withoutPrintings;
                    return true;
                }
                if (none != "record") {
                    std::string name;
                    for (std::size_t i : c.maps.byField[core::FieldName])
                        if (!(name = valueOf(c, i, record, nullptr)).empty()) break;
                    addError(out.errors,
                             {{file, line, column},
                              name.empty()
                                  ? i18n::trf("record {} (a card) has no printings: '{}' is "
                                              "missing or empty",
                                              where, c.mapping->printings)
                                  : i18n::trf("record {} (card '{}') has no printings: '{}' is "
                                              "missing or empty",
                                              where, name, c.mapping->printings)});
                    return true;
                }
                printings.push_back(nullptr);
                printingWhere.push_back(where);
            }
        } else {
            printings.push_back(nullptr);
            printingWhere.push_back(where);
        }
        for (std::size_t i = 0; i < printings.size(); ++i) {
            core::Printing p;
            if (!build(c, record, printings[i], printingWhere[i], line, column, p)) continue;
            if (c.mapping->firstOfDuplicates) {
                std::string key = core::toLower(p.set()) + '\x1f' + core::toLower(p.number());
                if (!seen.insert(std::move(key)).second) {
                    ++duplicates;
                    continue;
                }
            }
            out.printings.push_back(std::move(p));
        }
        if (!batches || out.broken || out.printings.size() < kBatch) return true;
        if (progress) progress(source->offset(), source->total());
        std::vector<core::Printing> batch;
        batch.reserve(kBatch);
        std::swap(batch, out.printings);
        return batches(std::move(batch));
    };

    RecordSax sax(*source, mappings, onRecord);
    saxRef = &sax;
    SourceIterator first(&*source);
    SourceIterator last;
    json::sax_parse(first, last, &sax);
    if (!path.empty() && source->readFailed())
        return refuse(0, 0, i18n::tr("the file could not be read whole"));
    if (!sax.syntaxError().empty())
        return refuse(sax.errorLine(), sax.errorColumn(),
                      i18n::trf("not well-formed JSON: {}", sax.syntaxError()));
    if (out.broken || sax.stopped()) return out;
    if (!sax.chosen())
        return refuse(0, 0,
                      i18n::trf("no card records here: the file has none of the places the "
                                "{} pack's JSON mappings read records from ({})",
                                game.name, pathsOf(mappings)));
    const Compiled& chosen = mappings[*sax.chosen()];
    if (records == 0)
        out.notes.push_back(
            i18n::trf("{}: no card records in it (mapping '{}')", file, chosen.mapping->id));
    for (const auto& [value, n] : skipped)
        out.notes.push_back(
            i18n::trfn("{}: {} record of {} left out, as the pack's mapping '{}' says",
                       "{}: {} records of {} left out, as the pack's mapping '{}' says", n, file, n,
                       value, chosen.mapping->id));
    if (withoutPrintings)
        out.notes.push_back(i18n::trfn(
            "{}: {} record without printings ('{}' missing or empty) left out, as the pack's "
            "mapping '{}' says",
            "{}: {} records without printings ('{}' missing or empty) left out, as the pack's "
            "mapping '{}' says",
            withoutPrintings, file, withoutPrintings, chosen.mapping->printings,
            chosen.mapping->id));
    if (duplicates)
        out.notes.push_back(i18n::trfn(
            "{}: {} printing with the set and number of an earlier one left out (another art or "
            "finish of it), as the pack's mapping '{}' says",
            "{}: {} printings with the set and number of an earlier one left out (another art or "
            "finish of it), as the pack's mapping '{}' says",
            duplicates, file, duplicates, chosen.mapping->id));
    if (progress) progress(source->total(), source->total());
    return out;
}

} // namespace deckhand::io::detail
