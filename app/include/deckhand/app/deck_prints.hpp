// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/io/card_sheets.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace deckhand::app {

/// The cached image of a printing that the proxies and sheets can use (a PNG, JPEG, GIF or WebP
/// under <profile>/images, cardImagePath), or an empty path.
[[nodiscard]] std::filesystem::path cachedImage(const std::filesystem::path& profileDir,
                                                const std::string& gameId,
                                                const core::Printing& printing);

/// How print-and-play proxies are printed (File > Print proxies, `export --proxies`).
struct ProxyOptions {
    io::Paper paper = io::Paper::A4;
    double bleedMm = 0; ///< 0 to 5 mm printed beyond each cut line
    bool cropMarks = true;
    bool onlyMissing = false; ///< only the copies the collection does not hold
    bool pagePerKind = false; ///< each card kind (the game's kind field) starts a page
    bool backs = false;       ///< a page of card backs after each page, for double-sided printing
    double backOffsetXMm = 0; ///< how far the backs are moved to the right (-10 to 10 mm)
    double backOffsetYMm = 0; ///< and down
};

/// What the options are wrong about ("bleed 8 mm: 0 to 5 mm"), or empty.
[[nodiscard]] std::vector<std::string> checkProxyOptions(const ProxyOptions& options);

/// The proxy sheet of `deck`: every resolved line's copies (every section: side decks and tokens
/// are cards too) at the game's card size (<card-face width-mm height-mm>), each from its cached
/// image where there is one and otherwise its face drawn from its data; with `onlyMissing`, the
/// copies the collection's cards of that name do not cover, given out to the lines in deck
/// order. With `pagePerKind` the cards are sorted by kind (in the order the kinds first come).
[[nodiscard]] io::ProxySheet proxySheet(ProfileSession& session, const LoadedGame& game,
                                        const core::Deck& deck, const ProxyOptions& options);

/// The deck's lines that name no card of the game's data ("2 Mystery Card"), in deck order:
/// proxies and Tabletop Simulator exports cannot draw them, and say so beside what they wrote
/// (a saved deck keeps a card the game's data no longer has).
[[nodiscard]] std::vector<std::string> linesNotInCardData(const core::Deck& deck);

/// Writes the proxies of `deck` to the PDF `path`: what was printed, or why nothing was (bad
/// options, no card left to print, the file cannot be written).
[[nodiscard]] Result<io::ProxyReport> writeProxies(ProfileSession& session, const LoadedGame& game,
                                                   const core::Deck& deck,
                                                   const ProxyOptions& options,
                                                   const std::string& path);

/// What a Tabletop Simulator export wrote.
struct TabletopExport {
    std::string json;                ///< the saved-object file
    std::vector<std::string> sheets; ///< the card sheets (PNG) beside it
    std::string back;                ///< the card back (PNG) beside it
    int cards = 0;                   ///< cards in the decks (copies counted)
    int distinct = 0;                ///< faces on the sheets
    int objects = 0;                 ///< decks (a section each) or lone cards on the table
    /// Images that could not be drawn on the sheets, each naming its file and why: their
    /// cards were drawn from their data instead (io::ProxyReport::warnings).
    std::vector<ParseError> warnings;
};

/// Faces on one Tabletop Simulator card sheet: at most 10 across and 7 down.
inline constexpr int kTabletopColumns = 10;
inline constexpr int kTabletopRows = 7;
/// Pixels of one face on a sheet (63 x 88 mm at about 100 dpi).
inline constexpr int kTabletopCellWidth = 250;
inline constexpr int kTabletopCellHeight = 349;

/// The deck as Tabletop Simulator's saved-object JSON (docs/cli.md, "Tabletop Simulator"): one
/// DeckCustom object per section that has cards (a lone card is a Card object), CardIDs of
/// sheet number x 100 + place on the sheet, and sheets of at most 10 x 7 faces drawn by the
/// same renderer as the proxies, written beside `jsonPath` as STEM-sheet-N.png and
/// STEM-back.png and referred to by file:// URLs. The JSON is parsed back and checked before
/// it is written; errors name what could not be written.
[[nodiscard]] Result<TabletopExport> writeTabletop(ProfileSession& session, const LoadedGame& game,
                                                   const core::Deck& deck,
                                                   const std::string& jsonPath);

} // namespace deckhand::app
