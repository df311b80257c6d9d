// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/game_library.hpp"
#include "deckhand/io/registration_sheet.hpp"

#include <string>
#include <vector>

namespace deckhand::app {

/// What the player and the event add to a deck's registration sheet.
struct RegistrationOptions {
    std::string event;
    std::string eventDate; ///< printed in the header; empty: a blank line to fill in
    std::string playerName;
    std::string playerId;
    std::string deckName; ///< empty: the deck's own name, else its file name
    io::Paper paper = io::Paper::A4;
};

/// The Printing::values indexes a game's sheet shows beside set and number: the pack's
/// <registration-sheet columns>, else its first enum field, else none.
[[nodiscard]] std::vector<int> registrationColumns(const core::Game& game);

/// The registration sheet of a checked deck: its sections in the game's order with the game's
/// names, each line as the card is printed (name, set, number and the game's columns), the
/// verdict, what it was checked against and the deck hash. `check` must hold a report (no
/// input errors); an illegal deck gets a sheet too, with its verdict and error count.
[[nodiscard]] io::RegistrationSheet registrationSheet(const LoadedGame& game,
                                                      const DeckCheck& check,
                                                      const RegistrationOptions& options);

/// registrationSheet() written as a PDF at `path`: the number of pages, or why it could not be.
[[nodiscard]] Result<int> writeRegistrationSheet(const LoadedGame& game, const DeckCheck& check,
                                                 const RegistrationOptions& options,
                                                 const std::string& path);

} // namespace deckhand::app
