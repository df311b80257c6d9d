// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/game_sets.hpp"

#include "deckhand/app/profile_session.hpp"
#include "deckhand/core/text.hpp"
#include "profile/stores.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <set>

namespace deckhand::app {

std::string GameSet::label() const {
    std::string out = code;
    if (!name.empty()) out += ": " + name;
    if (!released.empty()) out += fmt::format(" ({})", released);
    return out;
}

GameSet layeredSet(std::string_view code, const std::vector<db::SetInfo>& published,
                   const std::vector<db::SetEdit>& edits) {
    GameSet out;
    out.code = std::string(code);
    for (const auto& p : published)
        if (core::iequals(p.code, code)) {
            out.name = p.name;
            out.released = p.released;
        }
    for (const auto& e : edits)
        if (core::iequals(e.code, code)) {
            out.name = e.name;
            out.released = e.released;
            out.edited = true;
        }
    return out;
}

std::vector<GameSet> gameSets(ProfileSession& session, const LoadedGame& game) {
    const auto published = catalogueOf(session).sets(game.game.id);
    const auto edits = setEditsOf(session).list(game.game.id);
    std::vector<GameSet> out;
    std::set<std::string> seen; // lower case: the catalogue tells sets apart by ASCII case only
    // A set's printings come one after another (import order): a code the same as the one
    // before is not looked up again (100,000 look-ups took 28 ms of the window's thread, twice
    // over when a big game arrives: the card browser and the collection ask).
    const std::string* before = nullptr;
    for (std::size_t i = 0; i < game.catalogue.size(); ++i) {
        const std::string& code = game.catalogue.at(i).set();
        if (before && *before == code) continue;
        before = &code;
        if (seen.insert(core::toLower(code)).second)
            out.push_back(layeredSet(code, published, edits));
    }
    std::stable_sort(out.begin(), out.end(), [](const GameSet& a, const GameSet& b) {
        if (a.released.empty() != b.released.empty()) return b.released.empty();
        if (a.released != b.released) return a.released < b.released;
        return core::toLower(a.code) < core::toLower(b.code);
    });
    return out;
}

std::vector<GameSet> namedSets(ProfileSession& session, const std::string& gameId) {
    const auto published = catalogueOf(session).sets(gameId);
    const auto edits = setEditsOf(session).list(gameId);
    std::set<std::string> codes; // lower case, as gameSets tells sets apart
    std::vector<GameSet> out;
    auto add = [&](const std::string& code) {
        if (!codes.insert(core::toLower(code)).second) return;
        if (auto set = layeredSet(code, published, edits); !set.name.empty())
            out.push_back(std::move(set));
    };
    for (const auto& p : published)
        add(p.code);
    for (const auto& e : edits)
        add(e.code);
    std::sort(out.begin(), out.end(), [](const GameSet& a, const GameSet& b) {
        return core::toLower(a.code) < core::toLower(b.code);
    });
    return out;
}

const GameSet* findSet(const std::vector<GameSet>& sets, std::string_view code) {
    for (const auto& s : sets)
        if (core::iequals(s.code, code)) return &s;
    return nullptr;
}

std::string setTitle(const std::vector<GameSet>& sets, std::string_view code) {
    const GameSet* s = findSet(sets, code);
    if (!s || s->name.empty()) return std::string(code);
    return fmt::format("{} ({})", s->name, s->code);
}

} // namespace deckhand::app
