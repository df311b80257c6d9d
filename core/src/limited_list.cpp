#include "deckhand/core/limited_list.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::core {

std::vector<ParseError> LimitedListHistory::add(LimitedListVersion version) {
    for (const auto& v : m_versions) {
        if (v.game == version.game && v.effective == version.effective) {
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
