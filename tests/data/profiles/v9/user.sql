-- A version-9 Deckhand profile (user schema 9, catalogue schema 7) with data in every table, as SQL
-- (tests/db/migration_test.cpp): the last user version before limited_apart and limited_version.banned (user 10).
--
-- Made at commit bd8255e (main, before user migration 10) by app_tests "[.make-fixture]"
-- (tests/app/profile_fixture_maker.cpp) with DECKHAND_FIXTURE_PROFILE set to an empty folder: the
-- commands games; collection add --game plu --set PLS1 --number 007 -n 3 --location "Binder 1"
-- --language "Traditional Chinese"; collection add --game vstage --set VS00 --number 001 -n 2;
-- collection wish --game plu -n 2 "Meteor Drop"; deck save --game plu --tag aggro
-- tests/data/decks/plu/legal.txt; subscribe --kind images --game plu --no-update
-- https://example.org/plu/{set}/{number}.png; then through app::CardEditor: PLS1 004 Neon Rooftop's
-- text to "... draw 2 cards ..." (changed), PLS1 002 Madame Voltine removed (deleted), set PLS1
-- named "First Bell", released 2025-11-01 (set_edit); then dumped with
-- tests/data/profiles/dump_profile.py.
PRAGMA application_id = 1147881572;
PRAGMA user_version = 9;
BEGIN;
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
    trade_quantity INTEGER NOT NULL DEFAULT 0 CHECK (trade_quantity >= 0 AND trade_quantity <= quantity), added_at TEXT NOT NULL DEFAULT '',
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
    notes       TEXT NOT NULL DEFAULT '', format_id TEXT NOT NULL DEFAULT '',
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
CREATE TABLE "limited_version" (
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
CREATE TABLE "limited_entry" (
    version_id  INTEGER NOT NULL REFERENCES "limited_version"(id) ON DELETE CASCADE,
    card_name   TEXT NOT NULL,
    folded_name TEXT NOT NULL,
    max_copies  INTEGER NOT NULL CHECK (max_copies >= 0),
    PRIMARY KEY (version_id, folded_name)
);
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
CREATE TABLE set_edit (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL,
    set_code    TEXT NOT NULL,
    name        TEXT NOT NULL DEFAULT '',
    released    TEXT NOT NULL DEFAULT '',   -- YYYY-MM-DD, or ''
    edited_at   TEXT NOT NULL,              -- UTC, ISO 8601
    UNIQUE (game_id, set_code COLLATE NOCASE)
);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity, added_at) VALUES (1, 'plu', 'PLS1', '007', 'Iron Palm', 'normal', 'NM', 'zh-Hant', 'Binder 1', 3, 0, '2026-12-06T13:59:53Z');
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity, added_at) VALUES (2, 'vstage', 'VS00', '001/040', 'Aki Starlight', 'normal', 'NM', 'en', '', 2, 0, '2026-12-06T13:59:53Z');
INSERT INTO wishlist (id, game_id, card_name, set_code, number, quantity) VALUES (1, 'plu', 'Meteor Drop', '', '', 2);
INSERT INTO deck (id, game_id, format_id, name, notes, built, created_at, updated_at) VALUES (1, 'plu', 'tournament', 'Sample Kaito Blaze (legal)', 'Sample data. 1 Fighter, 1 Stage, 38 Attack/Utility (reprints of Iron Palm and Thunder Knee), 1 Ultimate, 1 Critical: 41 cards.
expect: legal
expect date=2025-12-01: legal
warns date=2025-12-01: limited
expect date=2026-03-01: legal
expect date=2026-05-01: legal
expect format=casual: legal
expect critical-max=0: critical', 0, '2026-12-06T13:59:53Z', '2026-12-06T13:59:53Z');
INSERT INTO deck_tag (deck_id, tag) VALUES (1, 'aggro');
INSERT INTO deck_version (id, deck_id, number, saved_at, name, notes, format_id) VALUES (1, 1, 1, '2026-12-06T13:59:53Z', 'Sample Kaito Blaze (legal)', 'Sample data. 1 Fighter, 1 Stage, 38 Attack/Utility (reprints of Iron Palm and Thunder Knee), 1 Ultimate, 1 Critical: 41 cards.
expect: legal
expect date=2025-12-01: legal
warns date=2025-12-01: limited
expect date=2026-03-01: legal
expect date=2026-05-01: legal
expect format=casual: legal
expect critical-max=0: critical', 'tournament');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 0, 'main', 1, 'Kaito Blaze', 'PLS1', '001');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 1, 'main', 1, 'Shrine of Embers', 'PLS1', '005');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 2, 'main', 1, 'Iron Palm', 'PLS2', '001');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 3, 'main', 3, 'Quick Jab', 'PLS1', '008');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 4, 'main', 3, 'Snap Kick', 'PLS1', '009');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 5, 'main', 3, 'Rising Elbow', 'PLS1', '013');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 6, 'main', 2, 'Thunder Knee', 'PLS1', '014');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 7, 'main', 1, 'Thunder Knee', 'PLS2', '002');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 8, 'main', 3, 'Spinning Backfist', 'PLS1', '015');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 9, 'main', 3, 'Crushing Haymaker', 'PLS1', '018');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 10, 'main', 3, 'Meteor Drop', 'PLS1', '019');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 11, 'main', 3, 'Mirror Guard', 'PLS1', '016');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 12, 'main', 3, 'Focus Breath', 'PLS1', '025');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 13, 'main', 3, 'Second Wind', 'PLS1', '026');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 14, 'main', 3, 'Iron Will', 'PLS1', '030');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 15, 'main', 3, 'Weighted Gauntlets', 'PLS1', '031');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 16, 'main', 1, 'Overdrive Cannon', 'PLS1', '023');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 17, 'main', 1, 'Final Horizon', 'PLS1', '035');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 18, 'side', 3, 'Smoke Bomb', 'PLS1', '027');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (1, 19, 'side', 2, 'Hype Crowd', 'PLS1', '034');
INSERT INTO subscription (id, url, kind, game_id, etag, last_modified, created_at, checked_at, updated_at, last_error) VALUES (1, 'https://example.org/plu/{set}/{number}.png', 'images', 'plu', '', '', '2026-12-06T13:59:53Z', '', '', '');
INSERT INTO limited_version (id, game_id, name, label, effective, source, edited, sample) VALUES (1, 'plu', 'Limited / Immortalized List', 'January 2026', '2026-01-01', '/work/main/resources/games/plu/limited/2026-01-01.xml', 0, 1);
INSERT INTO limited_version (id, game_id, name, label, effective, source, edited, sample) VALUES (2, 'plu', 'Limited / Immortalized List', 'May 2026', '2026-05-01', '/work/main/resources/games/plu/limited/2026-05-01.xml', 0, 1);
INSERT INTO limited_entry (version_id, card_name, folded_name, max_copies) VALUES (1, 'Iron Palm', 'iron palm', 2);
INSERT INTO limited_entry (version_id, card_name, folded_name, max_copies) VALUES (2, 'Doom Engine', 'doom engine', 0);
INSERT INTO limited_entry (version_id, card_name, folded_name, max_copies) VALUES (2, 'Iron Palm', 'iron palm', 1);
INSERT INTO card_edit (id, game_id, set_code, number, kind, card, base, edited_at) VALUES (1, 'plu', 'PLS1', '004', 'changed', '{"affiliation":"Any / All","name":"Neon Rooftop","number":"004","rarity":"Common","set":"PLS1","text":"SAMPLE CARD. 1PT: draw 2 cards, then discard 1 card.","type":"Stage"}', '{"affiliation":"Any / All","name":"Neon Rooftop","number":"004","rarity":"Common","set":"PLS1","text":"SAMPLE CARD. 1PT: draw 1 card, then discard 1 card.","type":"Stage"}', '2026-12-06T13:59:53Z');
INSERT INTO card_edit (id, game_id, set_code, number, kind, card, base, edited_at) VALUES (2, 'plu', 'PLS1', '002', 'deleted', '{}', '{"affiliation":"Villain","boss":"Yes","name":"Madame Voltine","number":"002","rarity":"Supreme","set":"PLS1","text":"SAMPLE CARD. Boss. Static Charged. Power Up 2.","type":"Fighter"}', '2026-12-06T13:59:53Z');
INSERT INTO set_edit (id, game_id, set_code, name, released, edited_at) VALUES (1, 'plu', 'PLS1', 'First Bell', '2025-11-01', '2026-12-06T13:59:53Z');
COMMIT;
