// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/gui/involved_cards.hpp"

#include "deckhand/core/text.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace deckhand::gui {

namespace {

/// "2 Recon Drone extra" -> "Recon Drone": the form the prebuilt-pack rule lists differences in.
std::string_view withoutCountAndDifference(std::string_view label) {
    std::size_t digits = 0;
    while (digits < label.size() && std::isdigit(static_cast<unsigned char>(label[digits])))
        ++digits;
    if (digits == 0 || digits >= label.size() || label[digits] != ' ') return label;
    label.remove_prefix(digits + 1);
    for (std::string_view suffix : {" extra", " missing"}) {
        if (label.size() > suffix.size() && label.ends_with(suffix)) {
            label.remove_suffix(suffix.size());
            return label;
        }
    }
    return {};
}

} // namespace

bool involves(const core::Violation& violation, const core::DeckEntry& entry,
              const core::CardCatalogue& catalogue) {
    if (violation.cards.empty()) return false;
    std::vector<std::string> names{core::foldName(entry.name)};
    if (const core::Printing* p = entry.printing) {
        names.push_back(p->foldedName);
        for (int kind = 0; kind < core::IdentityKindCount; ++kind) {
            const int id = p->identity[static_cast<std::size_t>(kind)];
            names.push_back(
                core::foldName(catalogue.identityLabel(static_cast<core::IdentityKind>(kind), id)));
        }
    }
    auto known = [&](std::string_view label) {
        const std::string folded = core::foldName(label);
        return !folded.empty() && std::find(names.begin(), names.end(), folded) != names.end();
    };
    return std::any_of(violation.cards.begin(), violation.cards.end(),
                       [&](const std::string& label) {
                           return known(label) || known(withoutCountAndDifference(label));
                       });
}

} // namespace deckhand::gui
