#!/usr/bin/env python3
"""Writes one file of a Deckhand profile as a readable SQL script, for tests/data/profiles/vN/.

    dump_profile.py PROFILE_DIR/catalogue.sqlite "how it was made" > vN/catalogue.sql

The script holds the schema exactly as the program created it (sqlite_master, in creation
order; FTS5 shadow tables are left out because CREATE VIRTUAL TABLE makes them), then every
row as an INSERT in the same order, so foreign keys hold and the FTS triggers rebuild the
full-text index while the rows go in. PRAGMA application_id and user_version come first:
running the script in an empty database gives back a file at the same schema version.
tests/db/migration_test.cpp runs these scripts and opens the result with the current Profile.
"""
import sqlite3
import sys


def quote(v):
    if v is None:
        return "NULL"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, bytes):
        return "X'" + v.hex() + "'"
    return "'" + v.replace("'", "''") + "'"


def main():
    path, how = sys.argv[1], sys.argv[2]
    db = sqlite3.connect(path)
    app_id = db.execute("PRAGMA application_id").fetchone()[0]
    version = db.execute("PRAGMA user_version").fetchone()[0]
    objects = db.execute("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid").fetchall()
    virtual = [n for t, n, s in objects if s.upper().startswith("CREATE VIRTUAL TABLE")]
    suffixes = ("_data", "_idx", "_content", "_docsize", "_config")
    shadow = lambda t, n: t == "table" and any(n == v + x for v in virtual for x in suffixes)
    out = sys.stdout
    for line in how.splitlines():
        out.write(("-- " + line).rstrip() + "\n")
    out.write(f"PRAGMA application_id = {app_id};\nPRAGMA user_version = {version};\nBEGIN;\n")
    tables = []
    for t, n, s in objects:
        if n.startswith("sqlite_") or shadow(t, n):
            continue
        out.write(s + ";\n")
        if t == "table" and n not in virtual:
            tables.append(n)
    for n in tables:
        cols = [r[1] for r in db.execute(f'PRAGMA table_info("{n}")')]
        rows = db.execute(f'SELECT {", ".join(cols)} FROM "{n}" ORDER BY rowid' if n_has_rowid(db, n)
                          else f'SELECT {", ".join(cols)} FROM "{n}"').fetchall()
        for r in rows:
            out.write(f'INSERT INTO {n} ({", ".join(cols)}) VALUES ({", ".join(quote(v) for v in r)});\n')
    out.write("COMMIT;\n")


def n_has_rowid(db, n):
    try:
        db.execute(f'SELECT rowid FROM "{n}" LIMIT 1')
        return True
    except sqlite3.OperationalError:
        return False


if __name__ == "__main__":
    main()
