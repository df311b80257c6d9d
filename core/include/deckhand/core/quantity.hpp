// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace deckhand::core {

/// The one range of every quantity Deckhand reads or stores: a deck line, a deck's whole count,
/// a collection row, a card's total in the collection, a wishlist line. Ten times what anyone
/// owns of one card, and small enough that two of them added never leave an int.
inline constexpr int kMaxQuantity = 1'000'000;

/// How refusals name the range.
inline constexpr std::string_view kQuantityRange = "from 1 to 1,000,000";

/// `text` read as a quantity in range (leading '+' and spaces allowed); nullopt when it is not a
/// whole number, or is below `least` (1, or 0 for a trade count) or above kMaxQuantity.
[[nodiscard]] std::optional<int> parseQuantity(std::string_view text, int least = 1);

/// `a` + `b` in range, or nullopt when the sum would pass kMaxQuantity.
[[nodiscard]] inline std::optional<int> addQuantities(std::int64_t a, std::int64_t b) {
    const std::int64_t sum = a + b;
    if (sum > kMaxQuantity) return std::nullopt;
    return static_cast<int>(sum);
}

} // namespace deckhand::core
