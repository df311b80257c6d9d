// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/card_formats.hpp"

#include "card_json.hpp"
#include "card_mapping.hpp"
#include "card_sqlite.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/file.hpp"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>

namespace deckhand::io {

namespace {

bool nameChar(char c) {
    return !(c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '>' || c == '/' || c == '\0');
}

// The name of the first element of an XML text ("" when there is none in `head`), past the
// declaration, comments, processing instructions and a DOCTYPE.
std::string_view rootElement(std::string_view head) {
    std::size_t at = 0;
    while (at < head.size()) {
        at = head.find('<', at);
        if (at == std::string_view::npos || at + 1 >= head.size()) return {};
        const std::string_view rest = head.substr(at + 1);
        if (rest.substr(0, 3) == "!--") {
            const auto end = head.find("-->", at);
            if (end == std::string_view::npos) return {};
            at = end + 3;
        } else if (rest.front() == '?' || rest.front() == '!') {
            at = head.find('>', at);
            if (at == std::string_view::npos) return {};
        } else {
            std::size_t n = 0;
            while (n < rest.size() && nameChar(rest[n]))
                ++n;
            return rest.substr(0, n);
        }
    }
    return {};
}

std::string extension(const std::string& path) {
    return core::toLower(std::filesystem::path(path).extension().string());
}

} // namespace

const char* cardFormatName(CardFormat format) {
    switch (format) {
    case CardFormat::Csv:
        return "CSV";
    case CardFormat::Cockatrice:
        return "Cockatrice cards.xml";
    case CardFormat::Octgn:
        return "OCTGN set.xml";
    case CardFormat::Lackey:
        return "LackeyCCG carddata.txt";
    case CardFormat::Json:
        return "JSON";
    case CardFormat::Sqlite:
        return "SQLite database";
    }
    return "card data";
}

CardFormat detectCardFormat(std::string_view head, const std::string& path) {
    if (detail::isSqliteDatabase(head)) return CardFormat::Sqlite;
    if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
    const std::string_view text = core::trim(head);
    const std::string ext = extension(path);
    if (!text.empty() && text.front() == '<') {
        const std::string_view root = rootElement(text);
        if (root == "set") return CardFormat::Octgn;
        return CardFormat::Cockatrice; // whose reader names the root it expected
    }
    if (!text.empty() && (text.front() == '{' || text.front() == '[')) return CardFormat::Json;
    const std::string_view firstLine = text.substr(0, text.find('\n'));
    if (firstLine.find('\t') != std::string_view::npos) return CardFormat::Lackey;
    if (ext == ".xml") return CardFormat::Cockatrice;
    if (ext == ".txt" || ext == ".tsv" || ext == ".tab") return CardFormat::Lackey;
    return CardFormat::Csv;
}

Result<std::vector<core::Printing>> detail::toResult(CardData data) {
    Result<std::vector<core::Printing>> out;
    out.errors = std::move(data.errors);
    if (out.errors.empty()) out.value = std::move(data.printings);
    return out;
}

CardData readCardData(const std::string& path, const core::Game& game,
                      const ReadProgress& progress) {
    return readCardData(path, game, progress, {});
}

CardData readCardData(const std::string& path, const core::Game& game, const ReadProgress& progress,
                      const PrintingBatches& batches, const core::QueryOpener& openQuery) {
    auto refusedWhole = [&](std::vector<ParseError> errors) {
        CardData out;
        out.file = path;
        out.errors = std::move(errors);
        out.broken = true;
        return out;
    };
    if (auto refused = notARegularFile(path)) return refusedWhole({std::move(*refused)});
    std::string head(64 * 1024, '\0');
    {
        std::ifstream in(path, std::ios::binary);
        in.read(head.data(), static_cast<std::streamsize>(head.size()));
        head.resize(static_cast<std::size_t>(in.gcount()));
    }
    const CardFormat format = detectCardFormat(head, path);
    if (format == CardFormat::Cockatrice)
        return detail::readCockatriceFileData(path, game, progress, batches);
    if (format == CardFormat::Json)
        return detail::readCardJsonData({}, path, game, path, progress, batches);
    if (format == CardFormat::Sqlite)
        return detail::readCardSqliteData(path, game, progress, batches, openQuery);
    if (format == CardFormat::Csv) { // read a line at a time: a CSV file is never held whole
        std::error_code ec;
        const std::uint64_t size = std::filesystem::file_size(path, ec);
        auto out = detail::readCardCsvData(
            [&](const CsvRecords& records) { return readCsvFile(path, records); }, ec ? 0 : size,
            game, path, progress, batches);
        if (progress && !ec) progress(size, size);
        return out;
    }
    auto bytes = readWholeFile(path);
    if (!bytes.ok()) return refusedWhole(std::move(bytes.errors));
    if (format == CardFormat::Octgn)
        return detail::readOctgnData(bytes.value, game, path, progress);
    return detail::readLackeyData(bytes.value, game, path, progress);
}

CardData readCardText(std::string_view text, const core::Game& game, const std::string& file) {
    switch (detectCardFormat(text.substr(0, 64 * 1024), file)) {
    case CardFormat::Cockatrice:
        return detail::readCockatriceData(text, game, file, {});
    case CardFormat::Octgn:
        return detail::readOctgnData(text, game, file, {});
    case CardFormat::Lackey:
        return detail::readLackeyData(text, game, file, {});
    case CardFormat::Json:
        return detail::readCardJsonData(text, {}, game, file, {}, {});
    case CardFormat::Sqlite: {
        CardData out;
        out.file = file;
        out.format = CardFormat::Sqlite;
        out.broken = true;
        out.errors.push_back({{file, 0, 0},
                              "an SQLite database is read from its file, not from text: import "
                              "the file itself"});
        return out;
    }
    case CardFormat::Csv:
        break;
    }
    return detail::readCardCsvData(text, game, file);
}

Result<std::vector<core::Printing>> readCardFile(const std::string& path, const core::Game& game,
                                                 const ReadProgress& progress) {
    return detail::toResult(readCardData(path, game, progress));
}

namespace {

namespace fs = std::filesystem;

// The entry of `dir` named `name` in any case (plugin folders come from Windows: "Sets", "sets").
fs::path childNoCase(const fs::path& dir, std::string_view name) {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (core::iequals(e.path().filename().string(), name)) return e.path();
    return {};
}

std::vector<std::string> filesWithExtension(const fs::path& dir,
                                            std::initializer_list<std::string_view> extensions) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        if (!e.is_regular_file(ec)) continue;
        const std::string ext = extension(e.path().string());
        for (auto want : extensions)
            if (ext == want) out.push_back(e.path().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

// Whether a text file's first line is a tab-separated header with a Name column: LackeyCCG
// card data, not the plugin's other text files (formats, preferences, skins).
bool lackeyCardData(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::string line;
    std::getline(in, line);
    if (line.substr(0, 3) == "\xEF\xBB\xBF") line.erase(0, 3);
    if (line.find('\t') == std::string::npos) return false;
    std::size_t start = 0;
    for (;;) {
        const std::size_t tab = line.find('\t', start);
        const std::string_view column = core::trim(std::string_view(line).substr(
            start, tab == std::string::npos ? std::string::npos : tab - start));
        if (core::iequals(column, "name")) return true;
        if (tab == std::string::npos) return false;
        start = tab + 1;
    }
}

} // namespace

Result<std::vector<std::string>> cardFilesIn(const std::string& dir) {
    Result<std::vector<std::string>> out;
    const fs::path root(dir);
    // OCTGN: <game>/Sets/<set>/set.xml, the game folder being the plugin's or its GameDatabase.
    for (const fs::path& base :
         {root, childNoCase(root, "GameDatabase"), childNoCase(root, "o8g")}) {
        if (base.empty()) continue;
        fs::path sets = childNoCase(base, "Sets");
        if (sets.empty() && core::iequals(base.filename().string(), "Sets")) sets = base;
        if (sets.empty()) continue;
        std::error_code ec;
        for (const auto& e : fs::directory_iterator(sets, ec)) {
            if (!e.is_directory(ec)) continue;
            const fs::path set = childNoCase(e.path(), "set.xml");
            if (!set.empty()) out.value.push_back(set.string());
        }
        if (!out.value.empty()) break;
    }
    // LackeyCCG: <plugin>/sets/*.txt (the folder may be the plugin's or its sets folder).
    if (out.value.empty()) {
        fs::path sets = childNoCase(root, "sets");
        if (sets.empty() || !fs::is_directory(sets)) sets = root;
        for (auto& f : filesWithExtension(sets, {".txt"}))
            if (lackeyCardData(f)) out.value.push_back(f);
    }
    // Cockatrice (and anything else): the folder's own card-data files.
    if (out.value.empty()) out.value = filesWithExtension(root, {".xml", ".csv", ".json", ".cdb"});
    std::sort(out.value.begin(), out.value.end());
    if (out.value.empty())
        out.errors.push_back(
            {{dir},
             i18n::tr(
                 "this folder holds no card data: no OCTGN Sets/*/set.xml, no LackeyCCG sets/*.txt "
                 "card data, no *.xml, *.csv or *.json file")});
    return out;
}

} // namespace deckhand::io
