// SPDX-License-Identifier: GPL-3.0-or-later

#include "schema.hpp"

#include "deckhand/core/language.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/db/database.hpp"

#include <sqlite3.h>

namespace deckhand::db::schema {

namespace {

// Never edit a migration that has shipped: add a new one. tests/db/migration_test.cpp opens
// files at every earlier version, with data in them, and checks they arrive intact.
constexpr Migration kCatalogue[] = {
    {1, R"sql(
CREATE TABLE game (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    pack_file   TEXT NOT NULL,           -- where the pack was installed from
    pack_xml    TEXT NOT NULL,           -- the pack itself, so the profile stands alone
    installed_at TEXT NOT NULL
);
CREATE TABLE card_file (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    path        TEXT NOT NULL,
    sample      INTEGER NOT NULL DEFAULT 0,
    imported_at TEXT NOT NULL,
    printings   INTEGER NOT NULL
);
-- The copy-identity unit: what copy limits count.
CREATE TABLE card (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    identity    TEXT NOT NULL,
    name        TEXT NOT NULL,
    UNIQUE (game_id, identity)
);
CREATE TABLE printing (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    card_id     INTEGER NOT NULL REFERENCES card(id) ON DELETE CASCADE,
    card_file_id INTEGER REFERENCES card_file(id) ON DELETE CASCADE,
    set_code    TEXT NOT NULL,
    number      TEXT NOT NULL,
    name        TEXT NOT NULL,
    folded_name TEXT NOT NULL,
    rarity      TEXT NOT NULL DEFAULT '',
    text        TEXT NOT NULL DEFAULT '',
    fields      TEXT NOT NULL DEFAULT '{}',  -- JSON object: the game's own fields
    extras      TEXT NOT NULL DEFAULT '{}',  -- JSON object: columns the game does not declare
    source_line INTEGER NOT NULL DEFAULT 0,
    sample      INTEGER NOT NULL DEFAULT 0,
    UNIQUE (game_id, set_code COLLATE NOCASE, number COLLATE NOCASE)
);
CREATE INDEX printing_by_name ON printing (game_id, folded_name);
CREATE INDEX printing_by_card ON printing (card_id);
CREATE VIRTUAL TABLE printing_fts USING fts5 (
    name, text, content='printing', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
);
CREATE TRIGGER printing_fts_insert AFTER INSERT ON printing BEGIN
    INSERT INTO printing_fts (rowid, name, text) VALUES (new.id, new.name, new.text);
END;
CREATE TRIGGER printing_fts_delete AFTER DELETE ON printing BEGIN
    INSERT INTO printing_fts (printing_fts, rowid, name, text) VALUES ('delete', old.id, old.name, old.text);
END;
CREATE TRIGGER printing_fts_update AFTER UPDATE ON printing BEGIN
    INSERT INTO printing_fts (printing_fts, rowid, name, text) VALUES ('delete', old.id, old.name, old.text);
    INSERT INTO printing_fts (rowid, name, text) VALUES (new.id, new.name, new.text);
END;
)sql"},
    // 2: what is known about each set (packs and downloads fill it; a set without a row still
    // works, named by its code).
    {2, R"sql(
CREATE TABLE set_info (
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    set_code    TEXT NOT NULL COLLATE NOCASE,
    name        TEXT NOT NULL DEFAULT '',
    released    TEXT NOT NULL DEFAULT '',    -- YYYY-MM-DD, or empty when unknown
    PRIMARY KEY (game_id, set_code)
);
)sql"},
    // 3: the full-text index in two: names with prefix indexes (search as you type), rules
    // text without. Prefix indexes on rules text tripled the cost of an import (a 100,000-
    // printing Cockatrice file: 4.1 s of the index's 4.3 s) for searches that are opt-in and
    // typed whole words at a time; FTS5 still answers a prefix there, by scanning terms.
    {3, R"sql(
DROP TRIGGER printing_fts_insert;
DROP TRIGGER printing_fts_delete;
DROP TRIGGER printing_fts_update;
DROP TABLE printing_fts;
CREATE VIRTUAL TABLE printing_name_fts USING fts5 (
    name, content='printing', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
);
CREATE VIRTUAL TABLE printing_text_fts USING fts5 (
    text, content='printing', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2'
);
INSERT INTO printing_name_fts (printing_name_fts) VALUES ('rebuild');
INSERT INTO printing_text_fts (printing_text_fts) VALUES ('rebuild');
CREATE TRIGGER printing_fts_insert AFTER INSERT ON printing BEGIN
    INSERT INTO printing_name_fts (rowid, name) VALUES (new.id, new.name);
    INSERT INTO printing_text_fts (rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER printing_fts_delete AFTER DELETE ON printing BEGIN
    INSERT INTO printing_name_fts (printing_name_fts, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO printing_text_fts (printing_text_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
CREATE TRIGGER printing_fts_update AFTER UPDATE OF name, text ON printing BEGIN
    INSERT INTO printing_name_fts (printing_name_fts, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO printing_text_fts (printing_text_fts, rowid, text) VALUES ('delete', old.id, old.text);
    INSERT INTO printing_name_fts (rowid, name) VALUES (new.id, new.name);
    INSERT INTO printing_text_fts (rowid, text) VALUES (new.id, new.text);
END;
)sql"},
    // 4: a game's printings in import order straight from an index. Reading them by
    // printing_by_name needed a sort of every row (the desktop app reading a 100,000-printing
    // game: a third of the time); an index on game_id alone keeps its rows in rowid order.
    {4, R"sql(
CREATE INDEX printing_by_game ON printing (game_id);
)sql"},
    // 5: folded names made again: folding became Unicode NFKC case folding (it was ASCII case
    // only), so "CAFÉ" and full-width "ＡＢＣ" are found by what a user types. The FTS indexes
    // hold names, not folded names, and are left as they are.
    {5, R"sql(
UPDATE printing SET folded_name = fold_name(name) WHERE folded_name <> fold_name(name);
)sql"},
    // 6: what belongs to the card stored and indexed once. A card's name, rules text and the
    // field values its printings share were copied into each of its printings (three a card in
    // a Magic database), and so were its rows of both full-text indexes: most of an import's
    // cost. `card_data` holds them once per card file; a printing keeps its set, number,
    // rarity and its own values (tests/bench/import_bench). Here every printing's field
    // objects stay on the printing as they were (the pack, which says which fields belong to
    // the card, is not read by SQL); the next import of a file shares them.
    // A game's printings are kept together in import order (WITHOUT ROWID, keyed by game and
    // id): the app reads a game whole, and reading 100,000 printings in id order through an
    // index of game ids took a seek each, eight times a scan.
    // `card` goes: it was written and never read (a copy identity is the pack's, computed when
    // a game is read, so that a pack that changes its identities needs no import again), and
    // with it printing.card_id. A printing's file and sample mark are its card data's file's.
    {6, R"sql(
DROP TRIGGER printing_fts_insert;
DROP TRIGGER printing_fts_delete;
DROP TRIGGER printing_fts_update;
DROP TABLE printing_name_fts;
DROP TABLE printing_text_fts;
CREATE TABLE card_data (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    card_file_id INTEGER REFERENCES card_file(id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    folded_name TEXT NOT NULL,
    text        TEXT NOT NULL DEFAULT '',
    fields      TEXT NOT NULL DEFAULT '{}',  -- JSON object: values every printing of it has
    extras      TEXT NOT NULL DEFAULT '{}'   -- JSON object: the same of undeclared columns
);
CREATE INDEX card_data_by_name ON card_data (game_id, folded_name);
INSERT INTO card_data (game_id, card_file_id, name, folded_name, text)
SELECT game_id, card_file_id, name, folded_name, text FROM printing
 GROUP BY game_id, card_file_id, name, folded_name, text ORDER BY min(id);
CREATE TABLE printing_v6 (
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    id          INTEGER NOT NULL,            -- in import order within the game
    data_id     INTEGER NOT NULL REFERENCES card_data(id) ON DELETE CASCADE,
    set_code    TEXT NOT NULL,
    number      TEXT NOT NULL,
    rarity      TEXT NOT NULL DEFAULT '',
    fields      TEXT NOT NULL DEFAULT '{}',  -- JSON object: the printing's own values
    extras      TEXT NOT NULL DEFAULT '{}',
    source_line INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, id),
    UNIQUE (game_id, set_code COLLATE NOCASE, number COLLATE NOCASE)
) WITHOUT ROWID;
INSERT INTO printing_v6 (id, game_id, data_id, set_code, number, rarity, fields, extras,
                         source_line)
SELECT p.id, p.game_id,
       (SELECT d.id FROM card_data d WHERE d.game_id = p.game_id AND d.folded_name = p.folded_name
           AND d.card_file_id IS p.card_file_id AND d.name = p.name AND d.text = p.text),
       p.set_code, p.number, p.rarity, p.fields, p.extras, p.source_line
  FROM printing p ORDER BY p.id;
DROP TABLE printing;
DROP TABLE card;
ALTER TABLE printing_v6 RENAME TO printing;
CREATE INDEX printing_by_data ON printing (data_id);
CREATE VIRTUAL TABLE card_name_fts USING fts5 (
    name, content='card_data', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
);
CREATE VIRTUAL TABLE card_text_fts USING fts5 (
    text, content='card_data', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2'
);
INSERT INTO card_name_fts (card_name_fts) VALUES ('rebuild');
INSERT INTO card_text_fts (card_text_fts) VALUES ('rebuild');
-- No insert trigger: an import fills both indexes with its new rows in one statement each
-- (CatalogueStore::importPrintings).
CREATE TRIGGER card_data_fts_delete AFTER DELETE ON card_data BEGIN
    INSERT INTO card_name_fts (card_name_fts, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO card_text_fts (card_text_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
CREATE TRIGGER card_data_fts_update AFTER UPDATE OF name, text ON card_data BEGIN
    INSERT INTO card_name_fts (card_name_fts, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO card_text_fts (card_text_fts, rowid, text) VALUES ('delete', old.id, old.text);
    INSERT INTO card_name_fts (rowid, name) VALUES (new.id, new.name);
    INSERT INTO card_text_fts (rowid, text) VALUES (new.id, new.text);
END;
)sql"},
    // 7: search as you type reads its hits from the two indexes alone (CatalogueStore::search):
    // a card's name beside its folded name, and what a hit shows of a printing, with its own
    // values for a field filter, beside the card it prints. Catalogue 6 fetched the card row and
    // the printing row of every hit besides.
    {7, R"sql(
DROP INDEX card_data_by_name;
CREATE INDEX card_data_by_name ON card_data (game_id, folded_name, name);
DROP INDEX printing_by_data;
CREATE INDEX printing_by_data ON printing (data_id, set_code, number, rarity, fields);
)sql"},
};

constexpr Migration kUser[] = {
    {1, R"sql(
CREATE TABLE collection (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL,
    set_code    TEXT NOT NULL,
    number      TEXT NOT NULL,
    card_name   TEXT NOT NULL,             -- kept so the row still reads if the catalogue is gone
    finish      TEXT NOT NULL DEFAULT 'normal',
    condition   TEXT NOT NULL DEFAULT 'NM',
    language    TEXT NOT NULL DEFAULT 'en',
    location    TEXT NOT NULL DEFAULT '',
    quantity    INTEGER NOT NULL CHECK (quantity > 0),
    trade_quantity INTEGER NOT NULL DEFAULT 0 CHECK (trade_quantity >= 0 AND trade_quantity <= quantity),
    UNIQUE (game_id, set_code COLLATE NOCASE, number COLLATE NOCASE, finish, condition, language, location)
);
CREATE INDEX collection_by_printing ON collection (game_id, set_code COLLATE NOCASE, number COLLATE NOCASE);
CREATE TABLE wishlist (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL,
    card_name   TEXT NOT NULL,
    set_code    TEXT NOT NULL DEFAULT '',
    number      TEXT NOT NULL DEFAULT '',
    quantity    INTEGER NOT NULL CHECK (quantity > 0),
    UNIQUE (game_id, card_name, set_code, number)
);
CREATE TABLE deck (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL,
    format_id   TEXT NOT NULL,
    name        TEXT NOT NULL,
    notes       TEXT NOT NULL DEFAULT '',
    built       INTEGER NOT NULL DEFAULT 0,  -- physically put together: owns its cards
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    UNIQUE (game_id, name)
);
CREATE TABLE deck_tag (
    deck_id     INTEGER NOT NULL REFERENCES deck(id) ON DELETE CASCADE,
    tag         TEXT NOT NULL,
    PRIMARY KEY (deck_id, tag)
);
CREATE TABLE deck_version (
    id          INTEGER PRIMARY KEY,
    deck_id     INTEGER NOT NULL REFERENCES deck(id) ON DELETE CASCADE,
    number      INTEGER NOT NULL,
    saved_at    TEXT NOT NULL,
    name        TEXT NOT NULL,
    notes       TEXT NOT NULL DEFAULT '',
    UNIQUE (deck_id, number)
);
CREATE TABLE deck_entry (
    version_id  INTEGER NOT NULL REFERENCES deck_version(id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    section     TEXT NOT NULL,
    quantity    INTEGER NOT NULL CHECK (quantity > 0),
    card_name   TEXT NOT NULL,
    set_code    TEXT NOT NULL DEFAULT '',
    number      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (version_id, position)
);
CREATE TABLE limited_version (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL,
    name        TEXT NOT NULL,
    label       TEXT NOT NULL,
    effective   TEXT NOT NULL,              -- YYYY-MM-DD
    source      TEXT NOT NULL,
    edited      INTEGER NOT NULL DEFAULT 0,  -- changed by the user: never replaced by an import
    UNIQUE (game_id, effective)
);
CREATE TABLE limited_entry (
    version_id  INTEGER NOT NULL REFERENCES limited_version(id) ON DELETE CASCADE,
    card_name   TEXT NOT NULL,
    folded_name TEXT NOT NULL,
    max_copies  INTEGER NOT NULL CHECK (max_copies >= 0),
    PRIMARY KEY (version_id, folded_name)
);
)sql"},
    // 2: the format each deck version was saved under, and when each collection row was first
    // added. Version 1 kept only a deck's current format: its latest version takes that, older
    // versions and older collection rows stay '' (unknown) rather than be given a guess.
    {2, R"sql(
ALTER TABLE deck_version ADD COLUMN format_id TEXT NOT NULL DEFAULT '';
UPDATE deck_version SET format_id = (SELECT d.format_id FROM deck d WHERE d.id = deck_version.deck_id)
 WHERE number = (SELECT max(v.number) FROM deck_version v WHERE v.deck_id = deck_version.deck_id);
ALTER TABLE collection ADD COLUMN added_at TEXT NOT NULL DEFAULT '';
)sql"},
    // 3: subscriptions: game packs, card data, Limited lists and image URL templates the user
    // follows by URL (docs/downloads.md). The validators are the server's, sent back as is.
    {3, R"sql(
CREATE TABLE subscription (
    id            INTEGER PRIMARY KEY,
    url           TEXT NOT NULL UNIQUE,
    kind          TEXT NOT NULL CHECK (kind IN ('pack', 'cards', 'limited-list', 'images')),
    game_id       TEXT NOT NULL DEFAULT '',   -- for a pack: filled in by its first install
    etag          TEXT NOT NULL DEFAULT '',
    last_modified TEXT NOT NULL DEFAULT '',   -- the server's Last-Modified, an HTTP date
    created_at    TEXT NOT NULL,
    checked_at    TEXT NOT NULL DEFAULT '',   -- UTC, ISO 8601; '' = never
    updated_at    TEXT NOT NULL DEFAULT '',   -- when a new version was last installed
    last_error    TEXT NOT NULL DEFAULT ''    -- '' when the last check went well
);
)sql"},
    // 4: Limited-list entries keyed by the new folded names (catalogue migration 5). card_name
    // is the list's own spelling, which folds to the key. Of two entries that fold alike only
    // now (one for "CAFÉ", one for "Café": one card to the new folding) one is kept.
    {4, R"sql(
UPDATE OR IGNORE limited_entry SET folded_name = fold_name(card_name)
 WHERE folded_name <> fold_name(card_name);
DELETE FROM limited_entry WHERE folded_name <> fold_name(card_name);
)sql"},
    // 5: one code per language (core::normalLanguage): rows imported as "English", "JP", "zht" or
    // "zh_tw" take the code, and rows that now have the same key merge, quantities and trade
    // copies added, the first date kept. A printing's copies were in range over all its rows, so
    // the sums are too.
    {5, R"sql(
INSERT INTO collection (game_id, set_code, number, card_name, finish, condition, language,
                        location, quantity, trade_quantity, added_at)
SELECT game_id, set_code, number, card_name, finish, condition, normal_language(language),
       location, quantity, trade_quantity, added_at
  FROM collection WHERE language <> normal_language(language) ORDER BY id
ON CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity,
    trade_quantity = trade_quantity + excluded.trade_quantity,
    added_at = CASE WHEN added_at = '' THEN excluded.added_at
                    WHEN excluded.added_at = '' THEN added_at
                    ELSE min(added_at, excluded.added_at) END;
DELETE FROM collection WHERE language <> normal_language(language);
)sql"},
    // 6: which Limited lists are bundled sample data (a pack's <limited-list sample="true">), so
    // that the publisher's list of the same date replaces one, and reports say SAMPLE. Before,
    // only the bundled packs' lists came from the program's own games folder: those unedited
    // rows are marked (an installed program's share/deckhand/games, or a build's resources).
    {6, R"sql(
ALTER TABLE limited_version ADD COLUMN sample INTEGER NOT NULL DEFAULT 0;
UPDATE limited_version SET sample = 1
 WHERE edited = 0 AND (source LIKE '%/share/deckhand/games/%/limited/%'
                       OR source LIKE '%/resources/games/%/limited/%');
)sql"},
    // 7: a game may keep several Limited lists (a banned list and a living legend list, told
    // apart by name), so a version is one per game, name and date. SQLite cannot change a
    // UNIQUE constraint: both tables are made again and the rows copied, ids kept.
    {7, R"sql(
CREATE TABLE limited_version_v7 (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL,
    name        TEXT NOT NULL,
    label       TEXT NOT NULL,
    effective   TEXT NOT NULL,              -- YYYY-MM-DD
    source      TEXT NOT NULL,
    edited      INTEGER NOT NULL DEFAULT 0,  -- changed by the user: never replaced by an import
    sample      INTEGER NOT NULL DEFAULT 0,
    UNIQUE (game_id, name, effective)
);
INSERT INTO limited_version_v7 (id, game_id, name, label, effective, source, edited, sample)
SELECT id, game_id, name, label, effective, source, edited, sample FROM limited_version;
CREATE TABLE limited_entry_v7 (
    version_id  INTEGER NOT NULL REFERENCES limited_version_v7(id) ON DELETE CASCADE,
    card_name   TEXT NOT NULL,
    folded_name TEXT NOT NULL,
    max_copies  INTEGER NOT NULL CHECK (max_copies >= 0),
    PRIMARY KEY (version_id, folded_name)
);
INSERT INTO limited_entry_v7 (version_id, card_name, folded_name, max_copies)
SELECT version_id, card_name, folded_name, max_copies FROM limited_entry;
DROP TABLE limited_entry;
DROP TABLE limited_version;
ALTER TABLE limited_version_v7 RENAME TO limited_version;
ALTER TABLE limited_entry_v7 RENAME TO limited_entry;
)sql"},
    // 8: the user's card edits, a layer over the game's published cards (docs/storage.md).
    // Keyed like decks and collection rows name cards (set and number, never a catalogue
    // row id), so they survive a rebuilt catalogue. `base` is the published card as it was
    // when the user edited it: a later import that changes it shows as a conflict.
    {8, R"sql(
CREATE TABLE card_edit (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL,
    set_code    TEXT NOT NULL,              -- the published card's set and number (an added
    number      TEXT NOT NULL,              --   card's own)
    kind        TEXT NOT NULL CHECK (kind IN ('added', 'changed', 'deleted')),
    card        TEXT NOT NULL DEFAULT '{}', -- JSON object, field id -> value: the user's card
    base        TEXT NOT NULL DEFAULT '{}', -- JSON object: the published card edited over
    edited_at   TEXT NOT NULL,              -- UTC, ISO 8601
    UNIQUE (game_id, set_code COLLATE NOCASE, number COLLATE NOCASE)
);
)sql"},
    // 9: the user's set names and release dates, a layer over the catalogue's set_info that
    // no import replaces (docs/storage.md). Keyed by the set code, as card edits are.
    {9, R"sql(
CREATE TABLE set_edit (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL,
    set_code    TEXT NOT NULL,
    name        TEXT NOT NULL DEFAULT '',
    released    TEXT NOT NULL DEFAULT '',   -- YYYY-MM-DD, or ''
    edited_at   TEXT NOT NULL,              -- UTC, ISO 8601
    UNIQUE (game_id, set_code COLLATE NOCASE)
);
)sql"},
    // 10: a Limited-list version's cards that may not be together (Digimon's Choice
    // Restriction): per entry (`apart`, in list order), its groups, each a card name; and what
    // the version calls a maximum of 0 ('' for the game's word).
    {10, R"sql(
ALTER TABLE limited_version ADD COLUMN banned TEXT NOT NULL DEFAULT '';
CREATE TABLE limited_apart (
    version_id  INTEGER NOT NULL REFERENCES limited_version(id) ON DELETE CASCADE,
    apart       INTEGER NOT NULL,
    grp         INTEGER NOT NULL,
    position    INTEGER NOT NULL,
    card_name   TEXT NOT NULL,
    PRIMARY KEY (version_id, apart, grp, position)
);
)sql"},
};

} // namespace

std::span<const Migration> catalogue() {
    return kCatalogue;
}

std::span<const Migration> user() {
    return kUser;
}

void addFunctions(Database& db) {
    auto foldName = [](sqlite3_context* context, int, sqlite3_value** args) {
        const auto* text = sqlite3_value_text(args[0]);
        const int size = sqlite3_value_bytes(args[0]);
        const std::string folded =
            core::foldName(text ? std::string_view(reinterpret_cast<const char*>(text),
                                                   static_cast<std::size_t>(size))
                                : std::string_view());
        sqlite3_result_text(context, folded.data(), static_cast<int>(folded.size()),
                            SQLITE_TRANSIENT);
    };
    auto normalLanguage = [](sqlite3_context* context, int, sqlite3_value** args) {
        const auto* text = sqlite3_value_text(args[0]);
        const int size = sqlite3_value_bytes(args[0]);
        const std::string code =
            core::normalLanguage(text ? std::string_view(reinterpret_cast<const char*>(text),
                                                         static_cast<std::size_t>(size))
                                      : std::string_view());
        sqlite3_result_text(context, code.data(), static_cast<int>(code.size()), SQLITE_TRANSIENT);
    };
    int rc =
        sqlite3_create_function_v2(db.handle(), "fold_name", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC,
                                   nullptr, foldName, nullptr, nullptr, nullptr);
    if (rc == SQLITE_OK)
        rc = sqlite3_create_function_v2(db.handle(), "normal_language", 1,
                                        SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr, normalLanguage,
                                        nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK)
        throw DatabaseError(rc, "cannot prepare the profile's migration: " +
                                    std::string(sqlite3_errstr(rc)));
}

} // namespace deckhand::db::schema
