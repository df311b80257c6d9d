#include "deckhand/core/limited_list.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::core {

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
