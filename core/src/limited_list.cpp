#include "deckhand/core/limited_list.hpp"

#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::core {

std::vector<UnknownListEntry> unknownEntries(const LimitedListVersion& version,
                                             const CardCatalogue& catalogue) {
    std::vector<UnknownListEntry> out;
    std::vector<std::string> names; // read only when an entry is unknown
    for (const auto& [folded, max] : version.maxCopies) {
        if (!catalogue.byName(folded).empty()) continue;
        if (names.empty()) names = catalogue.names();
        UnknownListEntry e;
        const auto spelt = version.spelling.find(folded);
        e.name = spelt == version.spelling.end() ? folded : spelt->second;
        if (const auto at = version.entryOrigin.find(folded); at != version.entryOrigin.end())
            e.where = at->second;
        e.closest = closestMatches(e.name, names);
        out.push_back(std::move(e));
    }
    std::sort(out.begin(), out.end(),
              [](const UnknownListEntry& a, const UnknownListEntry& b) { return a.name < b.name; });
    return out;
}

std::string unknownEntryMessage(const LimitedListVersion& version, const UnknownListEntry& entry,
                                const std::string& gameName) {
    std::string closest;
    for (std::size_t i = 0; i < entry.closest.size(); ++i)
        closest += (i == 0 ? "" : i + 1 == entry.closest.size() ? " or " : ", ") + entry.closest[i];
    const std::string label = version.label.empty() ? version.effective.monthYear() : version.label;
    return fmt::format("'{}' on the {} {} names no card of {}, so it limits nothing.{}", entry.name,
                       label, version.name, gameName,
                       closest.empty() ? std::string() : fmt::format(" Did you mean {}?", closest));
}

std::string sampleReplacedNote(const LimitedListVersion& sample,
                               const LimitedListVersion& replacement) {
    return fmt::format("the {} list effective {} from {} replaces the bundled SAMPLE list of that "
                       "date ({})",
                       replacement.game, replacement.effective.str(), replacement.origin.str(),
                       sample.origin.str());
}

std::vector<ParseError> LimitedListHistory::add(LimitedListVersion version,
                                                std::vector<std::string>* notes) {
    for (auto it = m_versions.begin(); it != m_versions.end(); ++it) {
        const auto& v = *it;
        if (v.game == version.game && v.effective == version.effective) {
            if (v.sample && !version.sample) {
                if (notes) notes->push_back(sampleReplacedNote(v, version));
                m_versions.erase(it);
                break;
            }
            return {{version.origin,
                     fmt::format("a {} list effective {} is already loaded (from {})", version.game,
                                 version.effective.str(), v.origin.str())}};
        }
    }
    if (version.label.empty()) version.label = version.effective.monthYear();
    auto pos =
        std::upper_bound(m_versions.begin(), m_versions.end(), version,
                         [](const LimitedListVersion& a, const LimitedListVersion& b) {
                             return std::tie(a.game, a.effective) < std::tie(b.game, b.effective);
                         });
    m_versions.insert(pos, std::move(version));
    return {};
}

const LimitedListVersion* LimitedListHistory::inForce(const std::string& game,
                                                      const Date& date) const {
    const LimitedListVersion* best = nullptr;
    for (const auto& v : m_versions)
        if (v.game == game && v.effective <= date) best = &v; // sorted: the last one wins
    return best;
}

std::vector<const LimitedListVersion*> LimitedListHistory::versions(const std::string& game) const {
    std::vector<const LimitedListVersion*> out;
    for (const auto& v : m_versions)
        if (v.game == game) out.push_back(&v);
    return out;
}

} // namespace deckhand::core
