// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/app/profile_choice.hpp"

#include "deckhand/core/error.hpp"
#include "deckhand/core/i18n.hpp"

#include <cstdlib>
#include <fmt/format.h>
#include <fstream>
#include <string>
#include <system_error>

namespace fs = std::filesystem;

namespace deckhand::app {

fs::path profileChoiceFile() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME");
        xdg && *xdg && fs::path(xdg).is_absolute())
        return fs::path(xdg) / "deckhand" / "profile";
    if (const char* home = std::getenv("HOME"); home && *home)
        return fs::path(home) / ".config" / "deckhand" / "profile";
    return {};
}

std::optional<fs::path> chosenProfileDir() {
    const fs::path file = profileChoiceFile();
    if (file.empty()) return std::nullopt;
    std::ifstream in(file, std::ios::binary);
    std::string line;
    if (!in || !std::getline(in, line)) return std::nullopt;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
        line.pop_back();
    if (line.empty() || !fs::path(line).is_absolute())
        return std::nullopt; // a hand-edited file: the default
    return fs::path(line);
}

void chooseProfileDir(const fs::path& dir) {
    const fs::path file = profileChoiceFile();
    if (file.empty())
        throw Error(
            i18n::tr("cannot keep the profile choice: neither XDG_CONFIG_HOME nor HOME is set"));
    std::error_code ec;
    if (dir.empty()) {
        fs::remove(file, ec);
        if (ec) throw Error(i18n::trf("cannot remove {}: {}", file.string(), ec.message()));
        return;
    }
    if (!dir.is_absolute())
        throw Error(i18n::trf("the profile folder must be a full path, not {}", dir.string()));
    fs::create_directories(file.parent_path(), ec);
    if (ec)
        throw Error(i18n::trf("cannot create {}: {}", file.parent_path().string(), ec.message()));
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << dir.string() << "\n";
    out.close();
    if (!out) throw Error(i18n::trf("cannot write {}", file.string()));
}

} // namespace deckhand::app
