// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/game_guess.hpp"

#include "deckhand/app/game_library.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::app {

namespace {

// The file names the game itself (a LackeyCCG deck's plugin is often called by the game's id or
// name; an OCTGN game's GUID is neither).
bool namesGame(const core::DeckList& list, const GameMatch& game) {
    return std::any_of(list.gameIds.begin(), list.gameIds.end(), [&](const auto& named) {
        const std::string& id = named.second;
        return !id.empty() && (core::iequals(id, game.id) || core::iequals(id, game.name));
    });
}

std::string label(const GameMatch& m) {
    return fmt::format("{} ({})", m.name, m.id);
}

// "Magic (mtg) knows all 60 card names": `who` is one game or several tied.
std::string knowsSentence(const std::string& who, bool several, int known, int names) {
    const auto n = static_cast<unsigned long>(names);
    if (several) {
        // TRANSLATORS: the first value is a list of games ("Magic (mtg) and Lorcana (lorcana)").
        if (known == names)
            return i18n::trfn("{} each know the card name", "{} each know all {} card names", n,
                              who, names);
        return i18n::trfn("{} each know {} of the {} card name",
                          "{} each know {} of the {} card names", n, who, known, names);
    }
    if (known == names)
        return i18n::trfn("{} knows the card name", "{} knows all {} card names", n, who, names);
    return i18n::trfn("{} knows {} of the {} card name", "{} knows {} of the {} card names", n, who,
                      known, names);
}

} // namespace

const GameMatch* GameGuess::best() const {
    // A list that names cards by id alone (a .ydk) and names its game: that game.
    if (names == 0 && !matches.empty() && matches.front().namedByFile &&
        (matches.size() == 1 || !matches[1].namedByFile))
        return &matches.front();
    if (matches.empty() || matches.front().known == 0) return nullptr;
    // A tie the file settles by naming its game is no tie.
    if (matches.size() > 1 && matches[1].known == matches.front().known &&
        !(matches.front().namedByFile && !matches[1].namedByFile))
        return nullptr;
    return &matches.front();
}

int GameGuess::knownBy(const std::string& id) const {
    for (const auto& m : matches)
        if (m.id == id) return m.known;
    return 0;
}

std::string GameGuess::describe() const {
    if (names == 0) {
        if (const GameMatch* m = best())
            return i18n::trf("the list names its cards by id, in {}'s format", label(*m));
        return i18n::tr("the list names no cards");
    }
    if (matches.empty() || matches.front().known == 0)
        return i18n::trfn("no installed game knows the card name",
                          "no installed game knows any of its {} card names",
                          static_cast<unsigned long>(names), names);
    if (const GameMatch* m = best()) return knowsSentence(label(*m), false, m->known, names);
    std::vector<std::string> tied;
    for (std::size_t i = 0; i < matches.size() && matches[i].known == matches.front().known; ++i)
        tied.push_back(label(matches[i]));
    return knowsSentence(core::andList(tied), true, matches.front().known, names);
}

GameGuess guessGame(const core::DeckList& list, const std::vector<GameName>& games,
                    const NameLookup& lookup) {
    const auto keys = core::cardNameKeys(list);
    std::vector<std::string> flat;
    for (const auto& spellings : keys)
        flat.insert(flat.end(), spellings.begin(), spellings.end());
    GameGuess guess;
    guess.names = static_cast<int>(keys.size());
    for (const auto& game : games) {
        GameMatch match{game.id, game.name, 0, false};
        match.namedByFile = namesGame(list, match);
        const std::vector<bool> found = flat.empty() ? std::vector<bool>{} : lookup(game.id, flat);
        std::size_t at = 0;
        for (const auto& spellings : keys) {
            bool any = false;
            for (std::size_t i = 0; i < spellings.size(); ++i)
                any = any || (at + i < found.size() && found[at + i]);
            at += spellings.size();
            match.known += any ? 1 : 0;
        }
        guess.matches.push_back(std::move(match));
    }
    std::stable_sort(guess.matches.begin(), guess.matches.end(),
                     [&](const GameMatch& a, const GameMatch& b) {
                         if (a.known != b.known) return a.known > b.known;
                         return a.namedByFile && !b.namedByFile;
                     });
    return guess;
}

GameGuess guessGame(const core::DeckList& list, const GameLibrary& library) {
    std::vector<GameName> games;
    for (const auto& g : library.games())
        games.push_back({g->game.id, g->game.name});
    return guessGame(list, games,
                     [&](const std::string& id, const std::vector<std::string>& folded) {
                         std::vector<bool> out;
                         const LoadedGame* game = library.find(id);
                         for (const auto& name : folded)
                             out.push_back(game && !game->catalogue.byName(name).empty());
                         return out;
                     });
}

} // namespace deckhand::app
