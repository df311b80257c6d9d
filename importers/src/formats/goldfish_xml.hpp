// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/game.hpp"
#include "deckhand/core/goldfish.hpp"
#include "xml_reader.hpp"

#include <functional>
#include <optional>
#include <pugixml.hpp>

namespace deckhand::io::detail {

/// Reads the filter elements among a node's children (all must hold), as the pack reader does
/// for rules; nullopt (and an error already reported) when there is none or one is bad.
using FilterReader = std::function<std::optional<core::Filter>(const pugi::xml_node&)>;

/// Reads a game pack's <goldfish> element (docs/game-pack.md, "Goldfish"): settings, setup
/// and turn steps, Link frames and figures. Problems are reported to `xml` with line and
/// column; unknown elements and attributes are errors.
[[nodiscard]] core::GoldfishProcedure readGoldfish(XmlReader& xml, const pugi::xml_node& node,
                                                   const core::Game& game,
                                                   const FilterReader& readFilters);

} // namespace deckhand::io::detail
