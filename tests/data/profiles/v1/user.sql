-- A version-1 Deckhand profile with real data, as SQL (tests/db/migration_test.cpp).
--
-- Made with deckhand-cli built at commit 07afb3b (schema version 1 of both files), with
-- DECKHAND_RESOURCES pointing at that commit's resources/, by these commands on an empty
-- --profile folder (tests/data/decks/... are this repository's lists; plu-extra.csv held
-- 3 printings: Riptide Suplex PLX1 001, "Café Brawler" PLX1 002 with a line break in its
-- text, Iron Palm PLX1 003; sept.xml a September 2026 plu Limited list):
--   games                                    (first use: installs the five bundled games)
--   import cards --game plu plu-extra.csv
--   lists import sept.xml
--   collection add --game plu --set PLS1 --number 007 -n 3 --location "Binder 1"
--   collection add --game plu --set PLS1 --number 007 -n 1 --finish foil --condition LP --trade 1
--   collection add --game plu --set PLX1 --number 002 -n 2 --location "Box A"
--   collection add --game plu --set PLS1 --number 001 -n 1
--   collection add --game plu --set PLS1 --number 014 -n 4 --trade 2 --location "Binder 1"
--   collection add --game vstage --set VS00 --number 001 -n 2
--   collection add-sealed --game power us-core-pack --location Shelf
--   collection wish --game plu -n 2 "Meteor Drop"
--   collection wish --game vstage -n 1 "Aki Starlight"
--   deck save --game plu --tag aggro --tag "store league" plu/legal.txt
--   deck save --game plu --name "Sample Kaito Blaze (legal)" --tag aggro legal-v2.txt
--         (legal.txt with 1 Quick Jab swapped for 1 Riptide Suplex)
--   deck save --game plu --format casual --name "Sample Kaito Blaze (legal)" --tag aggro legal-v3.txt
--         (and 1 Smoke Bomb in the side swapped for 1 Café Brawler)
--   deck save --game plu --name "Iron Palm twice" plu/limited-iron-palm-2.txt
--   deck built "Iron Palm twice"
--   deck save --game vstage vstage/legal.txt
--   deck save --game vstage --name "VStage tokens" vstage/legal-tokens.txt
-- then, in user.sqlite, UPDATE limited_version SET edited = 1 WHERE effective = '2026-09-01'
-- (what LimitedStore::save(..., edited = true) records; no command edits a list yet),
-- then dumped with tests/data/profiles/dump_profile.py (schema as created, then every row).
-- Never edit this file: it stands for files users have on disk.
PRAGMA application_id = 1147881572;
PRAGMA user_version = 1;
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
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (1, 'plu', 'PLS1', '007', 'Iron Palm', 'normal', 'NM', 'en', 'Binder 1', 3, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (2, 'plu', 'PLS1', '007', 'Iron Palm', 'foil', 'LP', 'en', '', 1, 1);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (3, 'plu', 'PLX1', '002', 'Café Brawler', 'normal', 'NM', 'en', 'Box A', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (4, 'plu', 'PLS1', '001', 'Kaito Blaze', 'normal', 'NM', 'en', '', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (5, 'plu', 'PLS1', '014', 'Thunder Knee', 'normal', 'NM', 'en', 'Binder 1', 4, 2);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (6, 'vstage', 'VS00', '001/040', 'Aki Starlight', 'normal', 'NM', 'en', '', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (7, 'power', 'USCP', '001', 'Rifle Squad', 'normal', 'NM', 'en', 'Shelf', 4, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (8, 'power', 'USCP', '002', '120mm Mortars', 'normal', 'NM', 'en', 'Shelf', 3, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (9, 'power', 'USCP', '003', 'Anti-Tank Javelin', 'normal', 'NM', 'en', 'Shelf', 3, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (10, 'power', 'USCP', '004', 'Stinger S.A.M.', 'normal', 'NM', 'en', 'Shelf', 3, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (11, 'power', 'USCP', '005', 'Sniper Squad', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (12, 'power', 'USCP', '006', 'Force Recon', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (13, 'power', 'USCP', '007', 'Basic Supply', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (14, 'power', 'USCP', '008', 'HEMTT Triple Supply', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (15, 'power', 'USCP', '009', 'M977 HEMTT', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (16, 'power', 'USCP', '010', 'RG-31 MRAP', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (17, 'power', 'USCP', '011', 'M551 Sheridan', 'normal', 'NM', 'en', 'Shelf', 3, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (18, 'power', 'USCP', '012', 'M1A1 Abrams', 'normal', 'NM', 'en', 'Shelf', 3, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (19, 'power', 'USCP', '013', 'M102 Howitzer', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (20, 'power', 'USCP', '014', 'M198 Howitzer', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (21, 'power', 'USCP', '015', 'M109A6 Paladin', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (22, 'power', 'USCP', '016', 'OH-6 Cayuse', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (23, 'power', 'USCP', '017', 'UH-60 Blackhawk', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (24, 'power', 'USCP', '018', 'AH-64 Apache', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (25, 'power', 'USCP', '019', 'A-10 Thunderbolt II', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (26, 'power', 'USCP', '020', 'S.A.M. A.D.A.T.S.', 'normal', 'NM', 'en', 'Shelf', 2, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (27, 'power', 'USCP', '021', 'S.A.M. MIM-23 Hawk', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (28, 'power', 'USCP', '022', 'Population Boom', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (29, 'power', 'USCP', '023', 'Gas Turbine Engines', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (30, 'power', 'USCP', '024', 'Body Armor', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (31, 'power', 'USCP', '025', 'Private', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (32, 'power', 'USCP', '026', 'Corporal', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (33, 'power', 'USCP', '027', 'Sergeant', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (34, 'power', 'USCP', '028', 'Staff Sergeant', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (35, 'power', 'USCP', '029', 'Master Sergeant', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (36, 'power', 'USCP', '030', 'REF#1 Card Details', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (37, 'power', 'USCP', '031', 'REF#2 Card Types', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (38, 'power', 'USCP', '032', 'REF#3 Playing Area', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (39, 'power', 'USCP', '033', 'REF#4 Game Rules', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (40, 'power', 'USCP', '034', 'REF#5 Turn Sequence', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (41, 'power', 'USCP', '035', 'REF#6 Build Queue', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (42, 'power', 'USCP', '036', 'REF#7 Supply Phase', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO collection (id, game_id, set_code, number, card_name, finish, condition, language, location, quantity, trade_quantity) VALUES (43, 'power', 'USCP', '037', 'REF#8 Move/Attack', 'normal', 'NM', 'en', 'Shelf', 1, 0);
INSERT INTO wishlist (id, game_id, card_name, set_code, number, quantity) VALUES (1, 'plu', 'Meteor Drop', '', '', 2);
INSERT INTO wishlist (id, game_id, card_name, set_code, number, quantity) VALUES (2, 'vstage', 'Aki Starlight', '', '', 1);
INSERT INTO deck (id, game_id, format_id, name, notes, built, created_at, updated_at) VALUES (1, 'plu', 'casual', 'Sample Kaito Blaze (legal)', 'Sample data. 1 Fighter, 1 Stage, 38 Attack/Utility (reprints of Iron Palm and Thunder Knee), 1 Ultimate, 1 Critical: 41 cards.
expect: legal
expect date=2026-03-01: legal
expect date=2026-05-01: legal
expect format=casual: legal
expect critical-max=0: critical', 0, '2026-11-29T23:39:49Z', '2026-11-29T23:39:49Z');
INSERT INTO deck (id, game_id, format_id, name, notes, built, created_at, updated_at) VALUES (2, 'plu', 'tournament', 'Iron Palm twice', '1 Iron Palm (PLS1) + 1 Iron Palm (PLS2) = 2: legal under the January 2026 sample list (max 2), breaks limited from 2026-05-01 (max 1).
expect date=2026-03-01: legal
expect date=2026-05-01: limited
expect: limited
expect format=casual: legal', 1, '2026-11-29T23:39:50Z', '2026-11-29T23:39:50Z');
INSERT INTO deck (id, game_id, format_id, name, notes, built, created_at, updated_at) VALUES (3, 'vstage', 'standard', 'Sample VStage deck (legal)', '20 Characters (10 x 2) and 10 Supports (5 x 2).
expect: legal
expect copy-identity=name: legal', 0, '2026-11-29T23:39:50Z', '2026-11-29T23:39:50Z');
INSERT INTO deck (id, game_id, format_id, name, notes, built, created_at, updated_at) VALUES (4, 'vstage', 'standard', 'VStage tokens', 'Legal: the summon and stage-effect tokens in the Tokens section are not part of the 30.
expect: legal', 0, '2026-11-29T23:39:50Z', '2026-11-29T23:39:50Z');
INSERT INTO deck_tag (deck_id, tag) VALUES (1, 'aggro');
INSERT INTO deck_version (id, deck_id, number, saved_at, name, notes) VALUES (1, 1, 1, '2026-11-29T23:39:49Z', 'Sample Kaito Blaze (legal)', 'Sample data. 1 Fighter, 1 Stage, 38 Attack/Utility (reprints of Iron Palm and Thunder Knee), 1 Ultimate, 1 Critical: 41 cards.
expect: legal
expect date=2026-03-01: legal
expect date=2026-05-01: legal
expect format=casual: legal
expect critical-max=0: critical');
INSERT INTO deck_version (id, deck_id, number, saved_at, name, notes) VALUES (2, 1, 2, '2026-11-29T23:39:49Z', 'Sample Kaito Blaze (legal)', 'Sample data. 1 Fighter, 1 Stage, 38 Attack/Utility (reprints of Iron Palm and Thunder Knee), 1 Ultimate, 1 Critical: 41 cards.
expect: legal
expect date=2026-03-01: legal
expect date=2026-05-01: legal
expect format=casual: legal
expect critical-max=0: critical');
INSERT INTO deck_version (id, deck_id, number, saved_at, name, notes) VALUES (3, 1, 3, '2026-11-29T23:39:49Z', 'Sample Kaito Blaze (legal)', 'Sample data. 1 Fighter, 1 Stage, 38 Attack/Utility (reprints of Iron Palm and Thunder Knee), 1 Ultimate, 1 Critical: 41 cards.
expect: legal
expect date=2026-03-01: legal
expect date=2026-05-01: legal
expect format=casual: legal
expect critical-max=0: critical');
INSERT INTO deck_version (id, deck_id, number, saved_at, name, notes) VALUES (4, 2, 1, '2026-11-29T23:39:50Z', 'Iron Palm twice', '1 Iron Palm (PLS1) + 1 Iron Palm (PLS2) = 2: legal under the January 2026 sample list (max 2), breaks limited from 2026-05-01 (max 1).
expect date=2026-03-01: legal
expect date=2026-05-01: limited
expect: limited
expect format=casual: legal');
INSERT INTO deck_version (id, deck_id, number, saved_at, name, notes) VALUES (5, 3, 1, '2026-11-29T23:39:50Z', 'Sample VStage deck (legal)', '20 Characters (10 x 2) and 10 Supports (5 x 2).
expect: legal
expect copy-identity=name: legal');
INSERT INTO deck_version (id, deck_id, number, saved_at, name, notes) VALUES (6, 4, 1, '2026-11-29T23:39:50Z', 'VStage tokens', 'Legal: the summon and stage-effect tokens in the Tokens section are not part of the 30.
expect: legal');
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
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 0, 'main', 1, 'Kaito Blaze', 'PLS1', '001');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 1, 'main', 1, 'Shrine of Embers', 'PLS1', '005');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 2, 'main', 1, 'Iron Palm', 'PLS2', '001');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 3, 'main', 2, 'Quick Jab', 'PLS1', '008');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 4, 'main', 1, 'Riptide Suplex', 'PLX1', '001');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 5, 'main', 3, 'Snap Kick', 'PLS1', '009');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 6, 'main', 3, 'Rising Elbow', 'PLS1', '013');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 7, 'main', 2, 'Thunder Knee', 'PLS1', '014');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 8, 'main', 1, 'Thunder Knee', 'PLS2', '002');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 9, 'main', 3, 'Spinning Backfist', 'PLS1', '015');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 10, 'main', 3, 'Crushing Haymaker', 'PLS1', '018');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 11, 'main', 3, 'Meteor Drop', 'PLS1', '019');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 12, 'main', 3, 'Mirror Guard', 'PLS1', '016');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 13, 'main', 3, 'Focus Breath', 'PLS1', '025');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 14, 'main', 3, 'Second Wind', 'PLS1', '026');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 15, 'main', 3, 'Iron Will', 'PLS1', '030');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 16, 'main', 3, 'Weighted Gauntlets', 'PLS1', '031');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 17, 'main', 1, 'Overdrive Cannon', 'PLS1', '023');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 18, 'main', 1, 'Final Horizon', 'PLS1', '035');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 19, 'side', 3, 'Smoke Bomb', 'PLS1', '027');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (2, 20, 'side', 2, 'Hype Crowd', 'PLS1', '034');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 0, 'main', 1, 'Kaito Blaze', 'PLS1', '001');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 1, 'main', 1, 'Shrine of Embers', 'PLS1', '005');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 2, 'main', 1, 'Iron Palm', 'PLS2', '001');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 3, 'main', 2, 'Quick Jab', 'PLS1', '008');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 4, 'main', 1, 'Riptide Suplex', 'PLX1', '001');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 5, 'main', 3, 'Snap Kick', 'PLS1', '009');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 6, 'main', 3, 'Rising Elbow', 'PLS1', '013');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 7, 'main', 2, 'Thunder Knee', 'PLS1', '014');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 8, 'main', 1, 'Thunder Knee', 'PLS2', '002');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 9, 'main', 3, 'Spinning Backfist', 'PLS1', '015');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 10, 'main', 3, 'Crushing Haymaker', 'PLS1', '018');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 11, 'main', 3, 'Meteor Drop', 'PLS1', '019');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 12, 'main', 3, 'Mirror Guard', 'PLS1', '016');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 13, 'main', 3, 'Focus Breath', 'PLS1', '025');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 14, 'main', 3, 'Second Wind', 'PLS1', '026');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 15, 'main', 3, 'Iron Will', 'PLS1', '030');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 16, 'main', 3, 'Weighted Gauntlets', 'PLS1', '031');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 17, 'main', 1, 'Overdrive Cannon', 'PLS1', '023');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 18, 'main', 1, 'Final Horizon', 'PLS1', '035');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 19, 'side', 2, 'Smoke Bomb', 'PLS1', '027');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 20, 'side', 1, 'Café Brawler', 'PLX1', '002');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (3, 21, 'side', 2, 'Hype Crowd', 'PLS1', '034');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 0, 'main', 1, 'Kaito Blaze', 'PLS1', '001');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 1, 'main', 1, 'Shrine of Embers', 'PLS1', '005');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 2, 'main', 1, 'Iron Palm', 'PLS2', '001');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 3, 'main', 3, 'Quick Jab', 'PLS1', '008');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 4, 'main', 3, 'Snap Kick', 'PLS1', '009');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 5, 'main', 3, 'Rising Elbow', 'PLS1', '013');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 6, 'main', 2, 'Thunder Knee', 'PLS1', '014');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 7, 'main', 1, 'Thunder Knee', 'PLS2', '002');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 8, 'main', 3, 'Spinning Backfist', 'PLS1', '015');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 9, 'main', 3, 'Crushing Haymaker', 'PLS1', '018');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 10, 'main', 3, 'Meteor Drop', 'PLS1', '019');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 11, 'main', 3, 'Mirror Guard', 'PLS1', '016');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 12, 'main', 3, 'Focus Breath', 'PLS1', '025');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 13, 'main', 3, 'Second Wind', 'PLS1', '026');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 14, 'main', 2, 'Iron Will', 'PLS1', '030');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 15, 'main', 3, 'Weighted Gauntlets', 'PLS1', '031');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 16, 'main', 1, 'Overdrive Cannon', 'PLS1', '023');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 17, 'main', 1, 'Final Horizon', 'PLS1', '035');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 18, 'main', 1, 'Iron Palm', 'PLS1', '007');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 19, 'side', 3, 'Smoke Bomb', 'PLS1', '027');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (4, 20, 'side', 2, 'Hype Crowd', 'PLS1', '034');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 0, 'main', 2, 'Aki Starlight', 'VS00', '001/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 1, 'main', 2, 'Momo Byte', 'VS00', '002/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 2, 'main', 2, 'Rin Cascade', 'VS00', '003/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 3, 'main', 2, 'Yuzu Overclock', 'VS00', '004/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 4, 'main', 2, 'Kuro Nightcap', 'VS00', '005/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 5, 'main', 2, 'Sora Echo', 'VS00', '007/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 6, 'main', 2, 'Nova Quill', 'VS00', '009/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 7, 'main', 2, 'Bea Lurker', 'VS00', '021/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 8, 'main', 2, 'Orin Collab', 'VS00', '022/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 9, 'main', 2, 'Saki Timeout', 'VS00', '023/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 10, 'main', 2, 'Superchat Surge', 'VS00', '027/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 11, 'main', 2, 'Hype Train', 'VS00', '028/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 12, 'main', 2, 'Late Night Stream', 'VS00', '029/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 13, 'main', 2, 'Mod Squad', 'VS00', '033/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (5, 14, 'main', 2, 'Fan Art Wall', 'VS00', '032/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 0, 'main', 2, 'Aki Starlight', 'VS00', '001/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 1, 'main', 2, 'Momo Byte', 'VS00', '002/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 2, 'main', 2, 'Rin Cascade', 'VS00', '003/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 3, 'main', 2, 'Yuzu Overclock', 'VS00', '004/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 4, 'main', 2, 'Kuro Nightcap', 'VS00', '005/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 5, 'main', 2, 'Sora Echo', 'VS00', '007/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 6, 'main', 2, 'Nova Quill', 'VS00', '009/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 7, 'main', 2, 'Bea Lurker', 'VS00', '021/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 8, 'main', 2, 'Orin Collab', 'VS00', '022/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 9, 'main', 2, 'Saki Timeout', 'VS00', '023/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 10, 'main', 2, 'Superchat Surge', 'VS00', '027/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 11, 'main', 2, 'Hype Train', 'VS00', '028/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 12, 'main', 2, 'Late Night Stream', 'VS00', '029/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 13, 'main', 2, 'Mod Squad', 'VS00', '033/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 14, 'main', 2, 'Fan Art Wall', 'VS00', '032/040');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 15, 'tokens', 1, 'Pixel Familiar', 'VS00', 'T01/T05');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 16, 'tokens', 1, 'Spotlight Stage', 'VS00', 'T03/T05');
INSERT INTO deck_entry (version_id, position, section, quantity, card_name, set_code, number) VALUES (6, 17, 'tokens', 1, 'Ribbon Drone', 'VS00', 'T02/T05');
INSERT INTO limited_version (id, game_id, name, label, effective, source, edited) VALUES (1, 'plu', 'Limited / Immortalized List', 'January 2026', '2026-01-01', '/tmp/v1make/res/resources/games/plu/limited/2026-01-01.xml', 0);
INSERT INTO limited_version (id, game_id, name, label, effective, source, edited) VALUES (2, 'plu', 'Limited / Immortalized List', 'May 2026', '2026-05-01', '/tmp/v1make/res/resources/games/plu/limited/2026-05-01.xml', 0);
INSERT INTO limited_version (id, game_id, name, label, effective, source, edited) VALUES (3, 'plu', 'Limited / Immortalized List', 'September 2026', '2026-09-01', '/tmp/v1make/in/sept.xml', 1);
INSERT INTO limited_entry (version_id, card_name, folded_name, max_copies) VALUES (1, 'Iron Palm', 'iron palm', 2);
INSERT INTO limited_entry (version_id, card_name, folded_name, max_copies) VALUES (2, 'Doom Engine', 'doom engine', 0);
INSERT INTO limited_entry (version_id, card_name, folded_name, max_copies) VALUES (2, 'Iron Palm', 'iron palm', 1);
INSERT INTO limited_entry (version_id, card_name, folded_name, max_copies) VALUES (3, 'Meteor Drop', 'meteor drop', 1);
INSERT INTO limited_entry (version_id, card_name, folded_name, max_copies) VALUES (3, 'Doom Engine', 'doom engine', 0);
INSERT INTO limited_entry (version_id, card_name, folded_name, max_copies) VALUES (3, 'Iron Palm', 'iron palm', 2);
COMMIT;
