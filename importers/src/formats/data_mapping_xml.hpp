// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The pack's card-data mappings for data as the games publish it (docs/game-pack.md, "Card data
// as the games publish it"): <import format="json"> and <import format="sqlite">, and the
// <card-source> URLs. Kept apart from game_pack.cpp, which hands these elements over.

#include "deckhand/core/game.hpp"
#include "xml_reader.hpp"

#include <pugixml.hpp>

namespace deckhand::io::detail {

/// Whether an <import format> is one readCardDataMapping reads ("json").
[[nodiscard]] bool isDataMappingFormat(std::string_view format);

/// Reads the element if it is one of this file's (an <import format="json|sqlite">, a
/// <card-source>); false, reading nothing, for any other.
bool readCardDataElement(XmlReader& xml, const pugi::xml_node& node, core::Game& game);

/// Reads an <import format="json"> or <import format="sqlite"> into game.dataMappings (the
/// game's fields already read). Problems are reported to `xml` with line and column.
void readCardDataMapping(XmlReader& xml, const pugi::xml_node& node, core::Game& game);

/// Reads a <card-source url name note/> into game.cardSources.
void readCardSource(XmlReader& xml, const pugi::xml_node& node, core::Game& game);

} // namespace deckhand::io::detail
