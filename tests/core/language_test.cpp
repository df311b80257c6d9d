// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/language.hpp"

#include <catch2/catch.hpp>

using deckhand::core::normalLanguage;

TEST_CASE("languages: every app's spelling of a language is one code") {
    // Traditional Chinese as Deckbox, Moxfield, TCGplayer, ManaBox, Archidekt and a locale
    // string write it.
    for (const char* v : {"Traditional Chinese", "Chinese Traditional", "Chinese (T)", "zht", "ZHT",
                          "zh_tw", "zh-TW", "zh-Hant", "CT"}) {
        INFO(v);
        CHECK(normalLanguage(v) == "zh-Hant");
    }
    for (const char* v : {"Simplified Chinese", "Chinese Simplified", "Chinese (S)", "Chinese",
                          "zhs", "zh_CN", "zh-cn", "zh", "CS"}) {
        INFO(v);
        CHECK(normalLanguage(v) == "zh-Hans");
    }
    for (const char* v : {"Japanese", "JP", "ja", "jpn", "ja_JP"}) {
        INFO(v);
        CHECK(normalLanguage(v) == "ja");
    }
    for (const char* v : {"Korean", "KR", "ko"}) {
        INFO(v);
        CHECK(normalLanguage(v) == "ko");
    }
    for (const char* v : {"Portuguese", "Portuguese (Brazil)", "pt-BR", "PT"}) {
        INFO(v);
        CHECK(normalLanguage(v) == "pt");
    }
    CHECK(normalLanguage("English") == "en");
    CHECK(normalLanguage(" EN ") == "en");
    CHECK(normalLanguage("en_US") == "en");
    CHECK(normalLanguage("Spanish") == "es");
    CHECK(normalLanguage("sp") == "es");
    CHECK(normalLanguage("German") == "de");
    CHECK(normalLanguage("French") == "fr");
    CHECK(normalLanguage("Italian") == "it");
    CHECK(normalLanguage("Russian") == "ru");
    CHECK(normalLanguage("Phyrexian") == "ph");
    CHECK(normalLanguage("Ancient Greek") == "grc");
    CHECK(normalLanguage("Hebrew") == "he");
    CHECK(normalLanguage("Latin") == "la");
    CHECK(normalLanguage("Arabic") == "ar");
    CHECK(normalLanguage("Sanskrit") == "sa");
    CHECK(normalLanguage("Quenya") == "qya");
}

TEST_CASE("languages: empty is English - an unknown one is kept so its spellings still meet") {
    CHECK(normalLanguage("") == "en");
    CHECK(normalLanguage("   ") == "en");
    CHECK(normalLanguage("Klingon") == "klingon");
    CHECK(normalLanguage("tlh_Latn") == normalLanguage("TLH-latn"));
}
