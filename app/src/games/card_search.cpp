// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/card_search.hpp"

#include "deckhand/app/card_edits.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/text.hpp"
#include "profile/stores.hpp"

#include <algorithm>

namespace deckhand::app {

namespace {

// Every word of the query is the start of a word of the card's name (or rules text), as the
// full-text index matches prefixes.
bool wordsMatch(const std::vector<std::string>& wanted, const core::Printing& p, bool inText) {
    auto words = core::searchWords(p.name());
    if (inText) {
        auto more = core::searchWords(p.text());
        words.insert(words.end(), more.begin(), more.end());
    }
    return std::all_of(wanted.begin(), wanted.end(), [&](const std::string& w) {
        return std::any_of(words.begin(), words.end(),
                           [&](const std::string& have) { return have.starts_with(w); });
    });
}

} // namespace

std::vector<db::SearchHit> searchCards(ProfileSession& session, const LoadedGame& game,
                                       const db::SearchQuery& query) {
    auto catalogue = catalogueOf(session);
    std::vector<db::SearchHit> out;
    const auto edited = [](const core::Printing* p) {
        return p && p->origin.file == kCardEditsOrigin;
    };
    // The published cards found, but those the user changed or deleted.
    for (auto& hit : catalogue.search(query)) {
        const core::Printing* p = game.catalogue.bySetNumber(hit.set, hit.number);
        if (p && !edited(p)) out.push_back(std::move(hit));
    }
    // The user's cards, found by their own values.
    const auto wanted = core::searchWords(query.text);
    for (std::size_t i = 0; i < game.catalogue.size(); ++i) {
        if (query.limit > 0 && static_cast<int>(out.size()) >= query.limit) break;
        const core::Printing& p = game.catalogue.at(i);
        if (!edited(&p) || !wordsMatch(wanted, p, query.inRulesText)) continue;
        const bool fieldsMatch =
            std::all_of(query.fieldEquals.begin(), query.fieldEquals.end(), [&](const auto& f) {
                const int index = game.game.fieldIndex(f.first);
                if (index < 0) return false;
                const auto values = core::fieldValues(game.game, index, p.values);
                return std::any_of(values.begin(), values.end(), [&](const std::string& v) {
                    return core::foldName(v) == core::foldName(f.second);
                });
            });
        if (!fieldsMatch) continue;
        // In name order among the published hits (the catalogue gives them in name order).
        const auto at = std::find_if(out.begin(), out.end(), [&](const db::SearchHit& h) {
            return core::foldName(h.name) > p.foldedName;
        });
        out.insert(at, {0, p.name(), p.set(), p.number(), p.rarity()});
    }
    return out;
}

std::vector<db::SearchHit> searchCards(ProfileSession& session, const db::SearchQuery& query) {
    // With no edits the game as read is its published cards: every hit of the index is one of
    // them, and nothing else is.
    if (!session.loadedGame(query.game) && cardEditsOf(session).list(query.game).empty())
        return catalogueOf(session).search(query);
    auto game = session.game(query.game);
    if (!game.ok()) return {};
    return searchCards(session, *game.value, query);
}

} // namespace deckhand::app
