// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace deckhand::core {

/// Hashes of many keys, each with a 32-bit value, in 8 bytes a key and no allocation of its own:
/// what an import remembers of each of hundreds of thousands of rows (a card's name and text, a
/// set + number) in a compact form, where a std::unordered_map of the keys' strings takes some
/// 100-200 bytes a row. A hash found says only "maybe the same key": the caller tells the values
/// found apart exactly (from the key it has at hand or from the database). The same hash may be
/// added more than once.
class HashSlots {
public:
    /// Adds `value` under `hash`.
    void add(std::uint64_t hash, std::uint32_t value) {
        if ((m_count + 1) * 10 > m_slots.size() * 7) grow();
        place(m_slots, {fold(hash), value});
        ++m_count;
    }

    /// Calls `same(value)` for each value added under a hash like `hash` until one returns true:
    /// whether one did.
    template <class Same> bool find(std::uint64_t hash, Same&& same) const {
        if (m_slots.empty()) return false;
        const std::uint32_t folded = fold(hash);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = start(folded, mask); m_slots[i].hash != 0; i = (i + 1) & mask)
            if (m_slots[i].hash == folded && same(m_slots[i].value)) return true;
        return false;
    }

    /// Whether something was added under a hash like `hash`.
    [[nodiscard]] bool contains(std::uint64_t hash) const {
        return find(hash, [](std::uint32_t) { return true; });
    }

    [[nodiscard]] std::size_t size() const { return m_count; }

private:
    struct Slot {
        std::uint32_t hash = 0; ///< 0: empty
        std::uint32_t value = 0;
    };

    static std::uint32_t fold(std::uint64_t hash) {
        hash *= 0x9e3779b97f4a7c15ULL; // spreads a weak hash's bits before they are folded
        const auto folded = static_cast<std::uint32_t>(hash >> 32);
        return folded ? folded : 1;
    }
    static std::size_t start(std::uint32_t folded, std::size_t mask) {
        return static_cast<std::size_t>(folded * 0x85ebca6bU) & mask;
    }
    static void place(std::vector<Slot>& slots, Slot slot) {
        const std::size_t mask = slots.size() - 1;
        std::size_t i = start(slot.hash, mask);
        while (slots[i].hash != 0)
            i = (i + 1) & mask;
        slots[i] = slot;
    }
    void grow() {
        std::vector<Slot> bigger(m_slots.empty() ? 1024 : m_slots.size() * 2);
        for (const Slot& s : m_slots)
            if (s.hash != 0) place(bigger, s);
        m_slots = std::move(bigger);
    }

    std::vector<Slot> m_slots;
    std::size_t m_count = 0;
};

} // namespace deckhand::core
