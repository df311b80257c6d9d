// SPDX-License-Identifier: GPL-3.0-or-later

// Catch2 v2 has no SKIP: a test that cannot run here calls skip() and returns, and the test
// program then exits 77, which CTest reports as skipped (SKIP_RETURN_CODE, as tests/packaging's
// scripts do) instead of as a pass.
#pragma once

#include <string>

namespace deckhand::test {

/// Marks the running test as not tried, saying why; the caller returns right after.
void skip(const std::string& why);
/// Whether any test of this run called skip().
[[nodiscard]] bool skipped();

} // namespace deckhand::test
