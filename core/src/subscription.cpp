// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/subscription.hpp"

namespace deckhand::core {

std::string_view kindName(SubscriptionKind kind) {
    switch (kind) {
    case SubscriptionKind::Pack:
        return "pack";
    case SubscriptionKind::Cards:
        return "cards";
    case SubscriptionKind::LimitedList:
        return "limited-list";
    case SubscriptionKind::Images:
        return "images";
    }
    return "pack";
}

std::optional<SubscriptionKind> parseKind(std::string_view name) {
    for (auto k : {SubscriptionKind::Pack, SubscriptionKind::Cards, SubscriptionKind::LimitedList,
                   SubscriptionKind::Images})
        if (kindName(k) == name) return k;
    return std::nullopt;
}

} // namespace deckhand::core
