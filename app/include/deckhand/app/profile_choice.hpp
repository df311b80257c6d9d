// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <filesystem>
#include <optional>

namespace deckhand::app {

/// The file naming the profile folder chosen in the desktop app's preferences, read at the
/// next start: $XDG_CONFIG_HOME/deckhand/profile (else ~/.config/deckhand/profile). It lives
/// outside every profile because it says which one to open.
[[nodiscard]] std::filesystem::path profileChoiceFile();

/// The chosen profile folder, if one was chosen (and the file is readable).
[[nodiscard]] std::optional<std::filesystem::path> chosenProfileDir();

/// Makes `dir` (absolute) the profile folder from the next start on; an empty path goes back
/// to the default folder. Throws deckhand::Error when the choice cannot be written.
void chooseProfileDir(const std::filesystem::path& dir);

} // namespace deckhand::app
