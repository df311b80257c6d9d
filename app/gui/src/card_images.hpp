// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Every card image of a game at once (Edit > Download all card images): a progress dialog
// with Cancel over app::fetchCardImages running off the window's thread.

#include "deckhand/app/profile_session.hpp"

#include <cstddef>
#include <string>

class wxWindow;

namespace deckhand::gui {

/// What a batch download did, as the closing message says it.
struct CardImagesSummary {
    bool started = false; ///< false: refused (switched off, no URL, no game)
    bool cancelled = false;
    std::size_t fetched = 0, cached = 0, failed = 0, total = 0;
    std::string message;
};

/// Downloads every card image of `gameId` the game gives a URL for, with a progress dialog
/// and Cancel, then keeps the cache to its size and says what happened in a message box.
/// Refused, with where to switch it on, when the preferences say never.
CardImagesSummary downloadAllCardImages(wxWindow* parent, app::ProfileSession& session,
                                        const std::string& gameId);

} // namespace deckhand::gui
