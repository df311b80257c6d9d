// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/recent_decks.hpp"

#include <algorithm>

namespace deckhand::app {

bool RecentDeck::sameDeck(const RecentDeck& other) const {
    if (kind != other.kind) return false;
    if (kind == Kind::File) return path == other.path;
    return game == other.game && deckId == other.deckId;
}

void rememberDeck(std::vector<RecentDeck>& list, RecentDeck deck, std::size_t kept) {
    forgetDeck(list, deck);
    list.insert(list.begin(), std::move(deck));
    if (list.size() > kept) list.resize(kept);
}

bool forgetDeck(std::vector<RecentDeck>& list, const RecentDeck& deck) {
    return std::erase_if(list, [&](const RecentDeck& d) { return d.sameDeck(deck); }) > 0;
}

} // namespace deckhand::app
