// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/deck_edit.hpp"

#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>

namespace deckhand::app {

std::vector<LineRef> deckLines(const core::Deck& deck) {
    std::vector<LineRef> out;
    for (std::size_t s = 0; s < deck.sections.size(); ++s)
        for (std::size_t e = 0; e < deck.sections[s].entries.size(); ++e)
            out.push_back({s, e});
    return out;
}

namespace {

/// Where the game lists a section; unknown sections go last, the Considering board after them.
std::size_t sectionOrder(const core::Game& game, const std::string& id) {
    if (core::isConsidering(id)) return game.sections.size() + 1;
    for (std::size_t i = 0; i < game.sections.size(); ++i)
        if (game.sections[i].id == id) return i;
    return game.sections.size();
}

void dropIfEmpty(core::Deck& deck, std::size_t section) {
    if (section < deck.sections.size() && deck.sections[section].entries.empty())
        deck.sections.erase(deck.sections.begin() + static_cast<std::ptrdiff_t>(section));
}

} // namespace

std::pair<LineRef, int> addCopies(core::Deck& deck, const core::Game& game,
                                  const std::string& sectionId, const core::Printing& printing,
                                  int delta) {
    std::size_t s = 0;
    while (s < deck.sections.size() && deck.sections[s].id != sectionId)
        ++s;
    if (s == deck.sections.size()) {
        if (delta <= 0) return {{}, 0};
        const std::size_t order = sectionOrder(game, sectionId);
        s = 0;
        while (s < deck.sections.size() && sectionOrder(game, deck.sections[s].id) <= order)
            ++s;
        core::DeckSection section;
        section.id = sectionId;
        deck.sections.insert(deck.sections.begin() + static_cast<std::ptrdiff_t>(s),
                             std::move(section));
    }
    auto& entries = deck.sections[s].entries;
    auto it = std::find_if(entries.begin(), entries.end(),
                           [&](const core::DeckEntry& e) { return e.printing == &printing; });
    if (it == entries.end()) {
        if (delta <= 0) return {{}, 0};
        core::DeckEntry entry;
        entry.quantity = 0;
        entry.name = printing.name();
        entry.set = printing.set();
        entry.number = printing.number();
        entry.printing = &printing;
        entries.push_back(std::move(entry));
        it = entries.end() - 1;
    }
    const LineRef line{s, static_cast<std::size_t>(it - entries.begin())};
    return {line, changeLine(deck, line, delta)};
}

int changeLine(core::Deck& deck, LineRef line, int delta) {
    if (line.section >= deck.sections.size()) return 0;
    auto& entries = deck.sections[line.section].entries;
    if (line.entry >= entries.size()) return 0;
    const int quantity = entries[line.entry].quantity + delta;
    if (quantity <= 0) {
        removeLine(deck, line);
        return 0;
    }
    entries[line.entry].quantity = quantity;
    return quantity;
}

void removeLine(core::Deck& deck, LineRef line) {
    if (line.section >= deck.sections.size()) return;
    auto& entries = deck.sections[line.section].entries;
    if (line.entry >= entries.size()) return;
    entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(line.entry));
    dropIfEmpty(deck, line.section);
}

std::vector<const core::Printing*> printingsOf(const core::CardCatalogue& catalogue,
                                               const core::Printing& printing) {
    std::vector<const core::Printing*> out = catalogue.byName(printing.foldedName);
    if (std::find(out.begin(), out.end(), &printing) == out.end()) out.push_back(&printing);
    return out;
}

LineRef changePrinting(core::Deck& deck, LineRef line, const core::Printing& printing) {
    if (line.section >= deck.sections.size()) return line;
    auto& entries = deck.sections[line.section].entries;
    if (line.entry >= entries.size() || entries[line.entry].printing == &printing) return line;
    for (std::size_t e = 0; e < entries.size(); ++e) {
        if (e == line.entry || entries[e].printing != &printing) continue;
        entries[e].quantity += entries[line.entry].quantity;
        entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(line.entry));
        return {line.section, e > line.entry ? e - 1 : e};
    }
    auto& entry = entries[line.entry];
    entry.name = printing.name();
    entry.set = printing.set();
    entry.number = printing.number();
    entry.printing = &printing;
    return line;
}

std::string cardDragText(const core::Printing& printing) {
    return printing.set() + "|" + printing.number();
}

const core::Printing* cardFromDragText(const core::CardCatalogue& catalogue,
                                       const std::string& text) {
    const auto bar = text.find('|');
    if (bar == std::string::npos || text.find('|', bar + 1) != std::string::npos) return nullptr;
    return catalogue.bySetNumber(std::string_view(text).substr(0, bar),
                                 std::string_view(text).substr(bar + 1));
}

namespace {
constexpr std::string_view LineDragPrefix = "deckhand-line|";
} // namespace

std::string lineDragText(std::size_t row) {
    return std::string(LineDragPrefix) + std::to_string(row);
}

std::optional<std::size_t> lineFromDragText(const std::string& text) {
    if (!text.starts_with(LineDragPrefix) || text.size() == LineDragPrefix.size() ||
        text.size() > LineDragPrefix.size() + 9)
        return std::nullopt;
    std::size_t row = 0;
    for (std::size_t i = LineDragPrefix.size(); i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') return std::nullopt;
        row = row * 10 + static_cast<std::size_t>(text[i] - '0');
    }
    return row;
}

int countedCards(const core::Deck& deck, const core::Game& game) {
    int n = 0;
    for (const auto& s : deck.sections) {
        const core::SectionDef* def = core::deckSection(game, s.id);
        if (!def || def->counts) n += s.cardCount();
    }
    return n;
}

bool sameCards(const core::Deck& a, const core::Deck& b) {
    if (a.sections.size() != b.sections.size()) return false;
    for (std::size_t s = 0; s < a.sections.size(); ++s) {
        const auto& x = a.sections[s];
        const auto& y = b.sections[s];
        if (x.id != y.id || x.entries.size() != y.entries.size()) return false;
        for (std::size_t e = 0; e < x.entries.size(); ++e) {
            const auto& p = x.entries[e];
            const auto& q = y.entries[e];
            if (p.quantity != q.quantity || p.printing != q.printing || p.name != q.name ||
                p.set != q.set || p.number != q.number)
                return false;
        }
    }
    return true;
}

std::vector<std::string> parseTags(const std::string& text) {
    std::vector<std::string> out;
    std::vector<std::string> folded;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(',', start);
        if (end == std::string::npos) end = text.size();
        std::string tag = text.substr(start, end - start);
        const auto first = tag.find_first_not_of(" \t\r\n");
        const auto last = tag.find_last_not_of(" \t\r\n");
        tag = first == std::string::npos ? std::string() : tag.substr(first, last - first + 1);
        if (!tag.empty()) {
            std::string key = core::foldName(tag);
            if (std::find(folded.begin(), folded.end(), key) == folded.end()) {
                folded.push_back(std::move(key));
                out.push_back(std::move(tag));
            }
        }
        start = end + 1;
    }
    return out;
}

std::string joinTags(const std::vector<std::string>& tags) {
    std::string out;
    for (const auto& t : tags)
        out += (out.empty() ? "" : ", ") + t;
    return out;
}

RestoreDiff restoreDiff(const core::Deck& now, const core::Deck& version) {
    RestoreDiff diff;
    for (auto& change : core::diffDecks(now, version)) {
        const int delta = change.after - change.before;
        if (delta > 0) {
            diff.addedCards += delta;
            diff.added.push_back(std::move(change));
        } else {
            diff.removedCards -= delta;
            diff.removed.push_back(std::move(change));
        }
    }
    diff.notesChange = now.notes != version.notes;
    return diff;
}

std::vector<std::string> describeRestore(const RestoreDiff& diff, const core::Game& game) {
    auto sectionName = [&](const std::string& id) {
        const core::SectionDef* def = core::deckSection(game, id);
        return def ? def->name : id;
    };
    // `sentence`: how many copies, the card, its section, the copies before and after.
    auto line = [&](const char* sentence, const core::DeckChange& c) {
        const int n = c.after > c.before ? c.after - c.before : c.before - c.after;
        return i18n::trf(sentence, n, c.name, sectionName(c.section), c.before, c.after);
    };
    std::vector<std::string> out;
    for (const auto& c : diff.added)
        // TRANSLATORS: restoring a version: "add 2 Quick Jab (Main: 1 → 3)".
        out.push_back(line(i18n::trNoop("add {} {} ({}: {} → {})"), c));
    for (const auto& c : diff.removed)
        out.push_back(line(i18n::trNoop("take out {} {} ({}: {} → {})"), c));
    if (diff.notesChange) out.push_back(i18n::tr("put back the version's notes"));
    return out;
}

} // namespace deckhand::app
