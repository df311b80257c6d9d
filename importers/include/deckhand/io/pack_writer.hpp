// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/card.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/limited_list.hpp"
#include "deckhand/io/game_pack.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io {

/// Card data as the pack's CSV reader reads it (docs/game-pack.md, "Card data"): a header of
/// the built-in fields, the game's fields in pack order and the extra columns the printings
/// keep (sorted), then one row per printing in the order given. Extras whose name a game field
/// would take are left out and named in `leftOut` when given.
[[nodiscard]] std::string cardCsv(const core::Game& game,
                                  const std::vector<const core::Printing*>& printings,
                                  std::vector<std::string>* leftOut = nullptr);

/// One Limited-list version as the XML the list reader reads (docs/game-pack.md, "Limited
/// lists"), entries in the order of their keys: the same version always gives the same bytes.
[[nodiscard]] std::string limitedListXml(const core::LimitedListVersion& version);

/// A file a pack names (`<cards file>` or `<limited-list file>`), relative to the pack.
struct PackFileRef {
    std::string file;
    bool sample = false;
};

/// What else packWithFiles may put in place of what the pack has: a list that is given replaces
/// every element of its kind (and an empty one removes them); one not given leaves them.
struct PackExtras {
    std::optional<std::vector<PackSet>> sets;             ///< one <sets> of <set>s
    std::optional<std::vector<core::ImageSource>> images; ///< <images url set>, in order
};

/// The pack `packXml` (read from `file`) with its `<cards>` and `<limited-list>` files
/// replaced by `cards` and `lists` (and its `<images>` and `<sets>` by `extras`'), in their
/// place (or before `<formats>` when it named none), and `note` as a comment at the top of the
/// root (replacing the note of an earlier call). Everything else is kept as written. Errors
/// when the XML does not parse.
[[nodiscard]] Result<std::string> packWithFiles(std::string_view packXml, const std::string& file,
                                                const std::vector<PackFileRef>& cards,
                                                const std::vector<PackFileRef>& lists,
                                                std::string_view note,
                                                const PackExtras& extras = {});

/// The comment packWithFiles writes starts with this: how it knows its own note again.
inline constexpr std::string_view kExportNoteStart = " Exported by Deckhand";

} // namespace deckhand::io
