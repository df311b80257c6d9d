// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/error.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/db/catalogue_store.hpp"
#include "deckhand/db/database.hpp"

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace deckhand::db {

/// One card file's printings written into the catalogue some at a time, in file order, inside
/// the caller's transaction: so a file is written while the rest of it is still being read
/// (`app::ProfileSession::importCardFiles`). `CatalogueStore::importPrintings` is one of these
/// given every printing at once; both leave the same rows, ids and card grouping.
class PrintingImport {
public:
    /// Starts the file in `game`, which must not have it: the caller takes an earlier import
    /// of the same path out first (CatalogueStore::removeCardFile), and counts what it had
    /// where it tells that. Throws std::logic_error when the game has the file.
    PrintingImport(Database& db, const core::Game& game, const std::string& path, bool sample);
    ~PrintingImport();
    PrintingImport(const PrintingImport&) = delete;
    PrintingImport& operator=(const PrintingImport&) = delete;

    /// Writes the file's next printings. `progress` is told every 1,000 printings of the file,
    /// of `total` (what the caller knows or expects of the file's count). False, with the error
    /// in errors(), when one has a set + number the game already has: the caller's transaction
    /// must then roll back.
    bool add(const std::vector<core::Printing>& printings, const ImportProgress& progress = {},
             std::size_t total = 0);
    /// Ends the file: its count of printings and both full-text indexes of its cards. The
    /// summary's `replaced` is 0: the printings of an earlier import are the caller's to count.
    ImportSummary finish();
    /// What add() refused.
    [[nodiscard]] std::vector<ParseError>& errors();
    /// How many bytes of its cards (what a card's printings share, to tell whether a later one
    /// shares it too) the import holds between batches, 16 MiB unless told: past it, half go, and
    /// a card's later printing reads its card back. A test makes it small.
    void holdAtMost(std::size_t bytes);

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace deckhand::db
