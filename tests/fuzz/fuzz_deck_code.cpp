// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: deck codes (readDeckCode), matched with a small catalogue and written again.
#include "fuzz_targets.hpp"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    deckhand::fuzz::deckCode(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
