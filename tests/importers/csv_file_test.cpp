// SPDX-License-Identifier: GPL-3.0-or-later

// io::readCsvFile: a CSV file read a line at a time (a collection import of hundreds of thousands
// of rows holds the record being read, not the file). What it hands on is written out by hand
// here: the records, their lines, the malformed rows and the errors with their places.
#include "deckhand/io/csv.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

// A folder of its own for the test's files, removed at the end.
struct Folder {
    fs::path dir = fs::temp_directory_path() / ("deckhand-csv-file-" + std::to_string(::getpid()));
    Folder() { fs::create_directories(dir); }
    ~Folder() {
        std::error_code ignored;
        fs::remove_all(dir, ignored);
    }
    std::string write(const std::string& name, const std::string& bytes) const {
        std::ofstream(dir / name, std::ios::binary) << bytes;
        return (dir / name).string();
    }
};

struct Read {
    Result<io::CsvTable> table;
    std::vector<std::string> records; ///< "LINE: field|field|..."
    std::vector<std::size_t> bytesRead;
};

Read readFile(const std::string& path) {
    Read out;
    out.table = io::readCsvFile(path, [&](const io::CsvTable&, std::vector<std::string>&& record,
                                          int line, std::size_t bytesRead) {
        std::string text = std::to_string(line) + ":";
        for (std::size_t i = 0; i < record.size(); ++i)
            text += (i ? "|" : " ") + record[i];
        out.records.push_back(text);
        out.bytesRead.push_back(bytesRead);
        return true;
    });
    return out;
}

} // namespace

TEST_CASE("CSV file: records with their lines - BOM - sep= line - quoted line breaks - CRLF") {
    Folder folder;
    const std::string bytes = "\xEF\xBB\xBFsep=,\r\n"
                              "name,text\r\n"
                              "Iron Palm,\"Strike,\r\nthen \"\"block\"\"\"\r\n"
                              "Quick Jab,Draw\r\n";
    auto read = readFile(folder.write("cards.csv", bytes));
    REQUIRE(read.table.ok());
    CHECK(read.table.value.separatorLine);
    CHECK(read.table.value.header == std::vector<std::string>{"name", "text"});
    CHECK(read.table.value.headerLine == 2);
    CHECK(read.records ==
          std::vector<std::string>{"3: Iron Palm|Strike,\r\nthen \"block\"", "5: Quick Jab|Draw"});
    // The last record is handed on once the file's last byte is read.
    CHECK(read.bytesRead.back() == bytes.size());
    CHECK(read.table.value.rows.empty()); // handed on, not kept
}

TEST_CASE("CSV file: a stray quote costs its row - an unclosed quote the rest - read on") {
    Folder folder;
    auto stray = readFile(folder.write("stray.csv", "a,b\n1,2\n3\"x,4\n5,6\n"));
    REQUIRE(stray.table.errors.size() == 1);
    CHECK(stray.table.errors[0].where.line == 3);
    CHECK(stray.table.errors[0].message.starts_with("malformed CSV"));
    CHECK(stray.table.value.malformedLines == std::vector<int>{3});
    CHECK(stray.records == std::vector<std::string>{"2: 1|2", "4: 5|6"});

    // Opened on line 3, never closed: that row is the error, and the lines after it are read
    // again as rows of their own.
    auto open = readFile(folder.write("open.csv", "a,b\n1,2\n\"3,4\n5,6\n7,8\n"));
    REQUIRE(open.table.errors.size() == 1);
    CHECK(open.table.errors[0].where.line == 3);
    CHECK(open.table.errors[0].message.find("never closed") != std::string::npos);
    CHECK(open.records == std::vector<std::string>{"2: 1|2", "4: 5|6", "5: 7|8"});
}

TEST_CASE("CSV file: text that is not UTF-8 or has a NUL is found at its line - the file refused") {
    Folder folder;
    std::string rows = "name,set\n";
    for (int i = 0; i < 5000; ++i) // far more than one read of the file
        rows += "Card " + std::to_string(i) + ",S\n";
    auto latin1 = readFile(folder.write("latin1.csv", rows + "Caf\xE9,S\n"));
    REQUIRE(latin1.table.errors.size() == 1);
    CHECK(latin1.table.errors[0].str() ==
          (folder.dir / "latin1.csv").string() +
              ":5002:4: this file is not UTF-8 text (save it as UTF-8)");
    CHECK(latin1.records.size() == 5000); // handed on before it was found: the caller drops them

    auto nul = readFile(folder.write("nul.csv", std::string("name,set\nIron\0Palm,S\n", 21)));
    REQUIRE(nul.table.errors.size() == 1);
    CHECK(nul.table.errors[0].str() == (folder.dir / "nul.csv").string() +
                                           ":2:5: a NUL byte (0x00): the file is not text, or is "
                                           "damaged");
}

TEST_CASE("CSV file: a missing file, a folder, an empty file are refused naming them") {
    Folder folder;
    const auto missing = (folder.dir / "none.csv").string();
    auto none = readFile(missing);
    REQUIRE(none.table.errors.size() == 1);
    CHECK(none.table.errors[0].str() == missing + ": cannot open: No such file or directory");

    auto dir = readFile(folder.dir.string());
    REQUIRE(dir.table.errors.size() == 1);
    CHECK(dir.table.errors[0].str() == folder.dir.string() + ": is a folder, not a file");

    auto empty = readFile(folder.write("empty.csv", ""));
    REQUIRE(empty.table.errors.size() == 1);
    CHECK(empty.table.errors[0].message.find("the file is empty") != std::string::npos);
}
