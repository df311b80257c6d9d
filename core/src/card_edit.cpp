// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/card_edit.hpp"

#include "deckhand/core/text.hpp"

namespace deckhand::core {

std::string_view cardEditKindName(CardEditKind kind) {
    switch (kind) {
    case CardEditKind::Added:
        return "added";
    case CardEditKind::Changed:
        return "changed";
    case CardEditKind::Deleted:
        return "deleted";
    }
    return "changed";
}

std::optional<CardEditKind> parseCardEditKind(std::string_view name) {
    for (auto k : {CardEditKind::Added, CardEditKind::Changed, CardEditKind::Deleted})
        if (cardEditKindName(k) == name) return k;
    return std::nullopt;
}

bool SetEdit::sameAs(const SetEdit& o) const {
    return iequals(game, o.game) && iequals(code, o.code) && name == o.name &&
           released == o.released;
}

} // namespace deckhand::core
