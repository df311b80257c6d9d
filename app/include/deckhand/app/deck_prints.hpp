#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/io/card_sheets.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace deckhand::app {

/// The cached image of a printing that the proxies and sheets can use (a PNG under
/// <profile>/images, cardImagePath), or an empty path.
[[nodiscard]] std::filesystem::path cachedPng(const std::filesystem::path& profileDir,
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

/// Writes the proxies of `deck` to the PDF `path`: what was printed, or why nothing was (bad
/// options, no card left to print, the file cannot be written).
[[nodiscard]] Result<io::ProxyReport> writeProxies(ProfileSession& session, const LoadedGame& game,
                                                   const core::Deck& deck,
                                                   const ProxyOptions& options,
                                                   const std::string& path);

} // namespace deckhand::app
