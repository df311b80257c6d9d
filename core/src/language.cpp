// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/language.hpp"

#include "deckhand/core/text.hpp"

#include <utility>

namespace deckhand::core {

namespace {

// Keys are lower case without spaces, '-', '_', '.', '(' or ')': "Chinese (S)" is "chineses",
// "zh_TW" is "zhtw". The spellings are those of Moxfield, Deckbox, ManaBox (Scryfall's codes),
// Archidekt (the codes printed on cards: JP, KR, CS, CT), Dragon Shield and TCGplayer.
constexpr std::pair<std::string_view, std::string_view> kSpellings[] = {
    {"english", "en"},
    {"en", "en"},
    {"eng", "en"},
    {"enus", "en"},
    {"engb", "en"},
    {"spanish", "es"},
    {"es", "es"},
    {"sp", "es"},
    {"spa", "es"},
    {"eses", "es"},
    {"french", "fr"},
    {"fr", "fr"},
    {"fra", "fr"},
    {"fre", "fr"},
    {"frfr", "fr"},
    {"german", "de"},
    {"de", "de"},
    {"deu", "de"},
    {"ger", "de"},
    {"dede", "de"},
    {"italian", "it"},
    {"it", "it"},
    {"ita", "it"},
    {"itit", "it"},
    {"portuguese", "pt"},
    {"portuguesebrazil", "pt"},
    {"brazilianportuguese", "pt"},
    {"pt", "pt"},
    {"por", "pt"},
    {"ptbr", "pt"},
    {"ptpt", "pt"},
    {"japanese", "ja"},
    {"ja", "ja"},
    {"jp", "ja"},
    {"jpn", "ja"},
    {"jajp", "ja"},
    {"korean", "ko"},
    {"ko", "ko"},
    {"kr", "ko"},
    {"kor", "ko"},
    {"kokr", "ko"},
    {"russian", "ru"},
    {"ru", "ru"},
    {"rus", "ru"},
    {"ruru", "ru"},
    // Chinese without a script is the simplified one: that is what the apps mean by it.
    {"chinese", "zh-Hans"},
    {"chinesesimplified", "zh-Hans"},
    {"simplifiedchinese", "zh-Hans"},
    {"chineses", "zh-Hans"},
    {"zh", "zh-Hans"},
    {"zhs", "zh-Hans"},
    {"zhcn", "zh-Hans"},
    {"zhhans", "zh-Hans"},
    {"zhhanscn", "zh-Hans"},
    {"zhsg", "zh-Hans"},
    {"chs", "zh-Hans"},
    {"cs", "zh-Hans"},
    {"chinesetraditional", "zh-Hant"},
    {"traditionalchinese", "zh-Hant"},
    {"chineset", "zh-Hant"},
    {"zht", "zh-Hant"},
    {"zhtw", "zh-Hant"},
    {"zhhk", "zh-Hant"},
    {"zhhant", "zh-Hant"},
    {"zhhanttw", "zh-Hant"},
    {"cht", "zh-Hant"},
    {"ct", "zh-Hant"},
    {"hebrew", "he"},
    {"he", "he"},
    {"heb", "he"},
    {"latin", "la"},
    {"la", "la"},
    {"lat", "la"},
    {"ancientgreek", "grc"},
    {"grc", "grc"},
    {"arabic", "ar"},
    {"ar", "ar"},
    {"ara", "ar"},
    {"sanskrit", "sa"},
    {"sa", "sa"},
    {"san", "sa"},
    {"phyrexian", "ph"},
    {"ph", "ph"},
    {"phy", "ph"},
    {"quenya", "qya"},
    {"qya", "qya"},
};

} // namespace

std::string normalLanguage(std::string_view written) {
    const std::string lower = toLower(trim(written));
    if (lower.empty()) return "en";
    std::string key;
    for (char c : lower)
        if (c != ' ' && c != '-' && c != '_' && c != '.' && c != '(' && c != ')') key += c;
    for (const auto& [spelling, code] : kSpellings)
        if (key == spelling) return std::string(code);
    std::string kept = lower;
    for (char& c : kept)
        if (c == '_') c = '-';
    return kept;
}

} // namespace deckhand::core
