// SPDX-License-Identifier: GPL-3.0-or-later

// import_floor: the least any import of a Cockatrice cards.xml into SQLite can do, for
// import_bench to print beside Deckhand's own import. Usage: import_floor CARDS.XML DB-FILE.
//
// A bare pugixml parse of the whole file, then every printing inserted as one row (set, number,
// name, rarity, rules text and the card's properties as plain text) in one transaction, with
// the same indexes Deckhand's search needs: set + number unique, names in order (typed
// prefixes), a full-text index of names with prefix indexes for 1-3 letters and one of rules
// text, both filled in one statement at the end. The file is set up as Deckhand sets up its
// catalogue (WAL, a 16 MiB page cache, SQLite's default synchronous = FULL), so the two differ
// in the work they do, not in their settings. It checks nothing and folds nothing: what it
// measures is reading the XML and writing the rows.
#include <cstdio>
#include <cstdlib>
#include <pugixml.hpp>
#include <sqlite3.h>
#include <string>

namespace {

void exec(sqlite3* db, const char* sql) {
    char* error = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        std::fprintf(stderr, "import_floor: %s\n", error ? error : "?");
        std::exit(1);
    }
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: import_floor CARDS.XML DB-FILE\n");
        return 2;
    }
    pugi::xml_document doc;
    if (!doc.load_file(argv[1])) {
        std::fprintf(stderr, "import_floor: cannot read %s\n", argv[1]);
        return 1;
    }
    sqlite3* db = nullptr;
    if (sqlite3_open(argv[2], &db) != SQLITE_OK) return 1;
    exec(db, "PRAGMA journal_mode = WAL");
    exec(db, "PRAGMA cache_size = -16384");
    exec(db, R"sql(
CREATE TABLE printing (
    id INTEGER PRIMARY KEY, set_code TEXT NOT NULL, number TEXT NOT NULL, name TEXT NOT NULL,
    rarity TEXT NOT NULL, text TEXT NOT NULL, props TEXT NOT NULL,
    UNIQUE (set_code COLLATE NOCASE, number COLLATE NOCASE));
CREATE INDEX printing_by_name ON printing (name);
CREATE VIRTUAL TABLE name_fts USING fts5 (name, content='printing', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='1 2 3');
CREATE VIRTUAL TABLE text_fts USING fts5 (text, content='printing', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2');
)sql");
    exec(db, "BEGIN");
    sqlite3_stmt* insert = nullptr;
    sqlite3_prepare_v2(db,
                       "INSERT INTO printing (set_code, number, name, rarity, text, props) "
                       "VALUES (?, ?, ?, ?, ?, ?)",
                       -1, &insert, nullptr);
    long rows = 0;
    std::string props;
    for (const auto card : doc.document_element().child("cards").children("card")) {
        const char* name = card.child_value("name");
        const char* text = card.child_value("text");
        props.clear();
        for (const auto prop : card.child("prop").children()) {
            props += prop.name();
            props += '=';
            props += prop.child_value();
            props += '\n';
        }
        for (const auto set : card.children("set")) {
            sqlite3_bind_text(insert, 1, set.child_value(), -1, SQLITE_STATIC);
            sqlite3_bind_text(insert, 2, set.attribute("num").value(), -1, SQLITE_STATIC);
            sqlite3_bind_text(insert, 3, name, -1, SQLITE_STATIC);
            sqlite3_bind_text(insert, 4, set.attribute("rarity").value(), -1, SQLITE_STATIC);
            sqlite3_bind_text(insert, 5, text, -1, SQLITE_STATIC);
            sqlite3_bind_text(insert, 6, props.c_str(), static_cast<int>(props.size()),
                              SQLITE_STATIC);
            if (sqlite3_step(insert) != SQLITE_DONE) {
                std::fprintf(stderr, "import_floor: %s\n", sqlite3_errmsg(db));
                return 1;
            }
            sqlite3_reset(insert);
            ++rows;
        }
    }
    sqlite3_finalize(insert);
    exec(db, "INSERT INTO name_fts (rowid, name) SELECT id, name FROM printing");
    exec(db, "INSERT INTO text_fts (rowid, text) SELECT id, text FROM printing");
    exec(db, "COMMIT");
    sqlite3_close(db);
    std::printf("%ld\n", rows);
    return 0;
}
