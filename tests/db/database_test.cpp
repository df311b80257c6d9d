// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/db/database.hpp"

#include <catch2/catch.hpp>

using namespace deckhand::db;

TEST_CASE("a transaction rolls back unless committed") {
    Database db(":memory:");
    db.exec("CREATE TABLE t (x INTEGER NOT NULL)");
    {
        Transaction tx(db);
        Statement(db, "INSERT INTO t VALUES (?)").bind(1, std::int64_t{1}).step();
        // no commit: leaving the scope rolls back
    }
    {
        Transaction tx(db);
        Statement insert(db, "INSERT INTO t VALUES (?)");
        insert.bind(1, std::int64_t{2}).step();
        tx.commit();
    }
    Statement count(db, "SELECT count(*), sum(x) FROM t");
    REQUIRE(count.step());
    CHECK(count.integer(0) == 1);
    CHECK(count.integer(1) == 2);
}

TEST_CASE("database errors say what went wrong") {
    Database db(":memory:");
    CHECK_THROWS_AS(Statement(db, "SELECT nope FROM nowhere"), DatabaseError);
    db.exec("CREATE TABLE t (x INTEGER NOT NULL)");
    Statement insert(db, "INSERT INTO t VALUES (?)");
    insert.bindNull(1);
    CHECK_THROWS_WITH(insert.step(), Catch::Contains("NOT NULL"));
    CHECK_THROWS_AS(Database("/nonexistent-folder/x.db"), DatabaseError);
    CHECK(db.userVersion() == 0);
    db.setUserVersion(3);
    CHECK(db.userVersion() == 3);
}
