// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <string_view>

namespace deckhand::core {

/// The one code Deckhand stores for a card's language, from what any collection app writes:
/// English names ("Japanese", "Traditional Chinese", "Chinese (S)", "Portuguese (Brazil)") and
/// codes in any case and separator ("JP", "zh_tw", "zh-TW", "zht"). Codes are ISO 639-1 where
/// there is one ("en", "ja", "pt"), BCP 47 scripts for Chinese ("zh-Hans", "zh-Hant"), and
/// "grc", "ph" (Phyrexian), "qya" for the rest. Empty is "en"; a language it does not know is
/// kept, lower-cased with '-' for '_', so two spellings of it still meet.
[[nodiscard]] std::string normalLanguage(std::string_view written);

} // namespace deckhand::core
