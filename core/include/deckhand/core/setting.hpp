// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"

#include <limits>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::core {

/// A choice a game pack leaves to the player, where its rules sheet is ambiguous or a format
/// or the goldfish has a knob: a format's setting and a goldfish setting alike.
struct SettingDef {
    std::string id;
    std::string label;
    std::string defaultValue;
    std::vector<std::string> choices; ///< empty: a whole number from min to max
    std::string note;                 ///< why the default was chosen
    long long min = std::numeric_limits<long long>::min();
    long long max = std::numeric_limits<long long>::max();
};

/// Setting id -> value, as the player gives them (`--set id=value`) or as checked.
using SettingValues = std::map<std::string, std::string>;

/// The setting with this id (ASCII case ignored), or nullptr.
[[nodiscard]] const SettingDef* findSetting(const std::vector<SettingDef>& settings,
                                            std::string_view id);

/// The value of a setting: the override if given, else its default; "" for no such setting.
[[nodiscard]] std::string settingValue(const std::vector<SettingDef>& settings,
                                       const std::string& id, const SettingValues& overrides);

/// The player's overrides checked against `settings` of `owner` ("format 'casual'"): each
/// names a setting and gives a value it takes. The value holds them by the setting's id, a
/// choice as the pack spells it, a number written plainly; errors say what was wrong.
[[nodiscard]] Result<SettingValues> checkSettings(const std::vector<SettingDef>& settings,
                                                  const SettingValues& overrides,
                                                  std::string_view owner);

} // namespace deckhand::core
