// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/setting.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::core {

namespace {

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words)
        out += (out.empty() ? "" : ", ") + w;
    return out;
}

} // namespace

const SettingDef* findSetting(const std::vector<SettingDef>& settings, std::string_view id) {
    const auto it = std::find_if(settings.begin(), settings.end(),
                                 [&](const SettingDef& s) { return iequals(s.id, id); });
    return it == settings.end() ? nullptr : &*it;
}

std::string settingValue(const std::vector<SettingDef>& settings, const std::string& id,
                         const SettingValues& overrides) {
    if (auto it = overrides.find(id); it != overrides.end()) return it->second;
    const SettingDef* def = findSetting(settings, id);
    if (!def) return {};
    if (auto it = overrides.find(def->id); it != overrides.end()) return it->second;
    return def->defaultValue;
}

Result<SettingValues> checkSettings(const std::vector<SettingDef>& settings,
                                    const SettingValues& overrides, std::string_view owner) {
    Result<SettingValues> out;
    for (const auto& override : overrides) {
        // Named, not a structured binding: clang 14 (the fuzz build) refuses to capture one.
        const std::string& id = override.first;
        const std::string& value = override.second;
        const SettingDef* def = findSetting(settings, id);
        if (!def) {
            std::vector<std::string> known;
            for (const auto& s : settings)
                known.push_back(s.id);
            // TRANSLATORS: what has the settings (a game, a format), the setting named, its
            // settings.
            out.errors.push_back(
                {{},
                 known.empty() ? i18n::trf("{} has no setting '{}' (it has no settings)", owner, id)
                               : i18n::trf("{} has no setting '{}' (settings: {})", owner, id,
                                           joined(known))});
            continue;
        }
        if (!def->choices.empty()) {
            const auto c = std::find_if(def->choices.begin(), def->choices.end(),
                                        [&](const std::string& x) { return iequals(x, value); });
            if (c != def->choices.end()) {
                out.value[def->id] = *c;
                continue;
            }
            out.errors.push_back({{},
                                  i18n::trf("setting '{}' cannot be '{}' (expected one of {})",
                                            def->id, value, joined(def->choices))});
            continue;
        }
        long long n = 0;
        if (parseInt(value, n) && n >= def->min && n <= def->max) {
            out.value[def->id] = std::to_string(n);
            continue;
        }
        const bool range = def->min != std::numeric_limits<long long>::min() &&
                           def->max != std::numeric_limits<long long>::max();
        out.errors.push_back(
            {{},
             range ? i18n::trf("setting '{}' cannot be '{}' (expected a whole number from {} "
                               "to {})",
                               def->id, value, def->min, def->max)
                   : i18n::trf("setting '{}' cannot be '{}' (expected a whole number)", def->id,
                               value)});
    }
    return out;
}

} // namespace deckhand::core
