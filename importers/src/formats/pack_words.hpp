// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game pack's own words in the user's language: <translation xml:lang="fr"> elements of
// <text en="Tournament">Tournoi</text> (docs/game-pack.md, "The pack's words in other
// languages").

#include "deckhand/io/game_pack.hpp"
#include "xml_reader.hpp"

#include <pugixml.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io::detail {

/// The <translation> of `translations` for `language` ("fr_FR", "fr", "pt-BR": the same
/// language and region first, then the same language), or an empty node.
[[nodiscard]] pugi::xml_node translationFor(const std::vector<pugi::xml_node>& translations,
                                            std::string_view language);

/// Checks every <translation> (xml:lang given once per language, <text en> each once) and puts
/// the one for the user's language (i18n::language()) into the pack's words: the
/// description, field labels, format names,
/// descriptions and settings, rule labels, notes and message templates, prebuilt list names
/// and rotation labels. A text no word of the pack is is a warning (a stale translation).
void translatePack(XmlReader& xml, const std::vector<pugi::xml_node>& translations, GamePack& pack);

} // namespace deckhand::io::detail
