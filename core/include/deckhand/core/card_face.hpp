// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/game.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace deckhand::core {

/// One stat of a card face: a field's label and the card's value ("Weight", "Light").
struct CardFaceStat {
    std::string label;
    std::string value;

    bool operator==(const CardFaceStat&) const = default;
};

/// What a card face shows, worked out from a printing through its game's <card-face>
/// layout: plain data that any renderer (the screen, a proxy sheet) draws the same way.
struct CardFace {
    std::string name;
    std::string kind;   ///< the kind line: "Attack - Strike"
    std::string text;   ///< rules text; may hold line breaks
    std::string footer; ///< "PLS1 001 - Rare"
    std::vector<CardFaceStat> stats;
    std::uint32_t frame = 0x5F6B7A; ///< frame colour, 0xRRGGBB
    double textSize = 7.5;          ///< rules text size in points on a 63 x 88 mm card

    bool operator==(const CardFace&) const = default;
};

/// The face of `printing` as `game` lays it out. Without a <card-face> (or for what it leaves
/// out): the kind line is the card-kind field (Game::kindFieldIndex), the stats are the integer
/// fields (at most four), and the frame colour follows the kind field's value from a fixed palette.
/// Empty values are left out; any printing gives a face.
[[nodiscard]] CardFace cardFace(const Game& game, const Printing& printing);

/// The frame colour the default palette gives the `index`th value of a field.
[[nodiscard]] std::uint32_t paletteColour(std::size_t index);

} // namespace deckhand::core
