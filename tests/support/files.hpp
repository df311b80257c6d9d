// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Files as a test reads them back: every byte, as a person opening them would see.

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace deckhand::test {

/// The whole of the file at `path` ("" when it cannot be read).
inline std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

} // namespace deckhand::test
