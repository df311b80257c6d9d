// SPDX-License-Identifier: GPL-3.0-or-later
// The compiled catalogues the programs load: every translation formats with its message's
// arguments (fmt's {} patterns: msgfmt --check only knows printf's), and deckhand-cli speaks
// the user's language.

#include "deckhand/app/translations.hpp"
#include "deckhand/core/i18n.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fmt/args.h>
#include <fmt/format.h>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct MoEntry {
    std::vector<std::string> ids;   // msgid, and msgid_plural when there is one
    std::vector<std::string> forms; // msgstr, or msgstr[0..n]
};

std::vector<std::string> splitNul(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == '\0') {
            out.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    return out;
}

// A .mo file as GNU gettext writes it (little-endian, revision 0): its string tables.
std::vector<MoEntry> readMo(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    REQUIRE(in);
    const std::string bytes((std::istreambuf_iterator<char>(in)), {});
    const auto word = [&](std::size_t at) {
        REQUIRE(at + 4 <= bytes.size());
        std::uint32_t v = 0;
        for (int i = 3; i >= 0; --i)
            v = v << 8 | static_cast<unsigned char>(bytes[at + i]);
        return v;
    };
    REQUIRE(word(0) == 0x950412deU);
    const std::uint32_t n = word(8), originals = word(12), translations = word(16);
    const auto string = [&](std::uint32_t table, std::uint32_t i) {
        const std::uint32_t length = word(table + 8 * i), offset = word(table + 8 * i + 4);
        REQUIRE(offset + length <= bytes.size());
        return bytes.substr(offset, length);
    };
    std::vector<MoEntry> out;
    for (std::uint32_t i = 0; i < n; ++i) {
        MoEntry e{splitNul(string(originals, i)), splitNul(string(translations, i))};
        if (e.ids.front().empty()) continue; // the header
        out.push_back(std::move(e));
    }
    return out;
}

// A {} placeholder of a pattern: which argument, with what format spec.
struct Placeholder {
    int index = -1; // -1: the next one ("{}")
    std::string spec;
};

std::vector<Placeholder> placeholders(const std::string& pattern) {
    std::vector<Placeholder> out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 1 < pattern.size() && pattern[i + 1] == '{') {
            ++i;
            continue;
        }
        if (pattern[i] != '{') continue;
        const std::size_t close = pattern.find('}', i);
        if (close == std::string::npos) break;
        const std::string inside = pattern.substr(i + 1, close - i - 1);
        const std::size_t colon = inside.find(':');
        const std::string index = inside.substr(0, colon);
        Placeholder p;
        if (!index.empty()) p.index = std::atoi(index.c_str());
        if (colon != std::string::npos) p.spec = inside.substr(colon + 1);
        out.push_back(p);
        i = close;
    }
    return out;
}

// The arguments a message's English pattern takes, each with its spec, in order.
std::vector<std::string> argumentSpecs(const std::string& pattern) {
    std::vector<std::string> specs;
    int next = 0;
    for (const auto& p : placeholders(pattern)) {
        const int index = p.index < 0 ? next++ : p.index;
        if (index >= static_cast<int>(specs.size())) specs.resize(index + 1);
        specs[index] = p.spec;
    }
    return specs;
}

// `pattern` formatted as core's trf would, with a marked value for each argument of the
// right kind for its spec: "" when it formats, else why not.
std::string formatProblem(const std::string& pattern, const std::vector<std::string>& specs,
                          std::string& result) {
    fmt::dynamic_format_arg_store<fmt::format_context> args;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const char kind = specs[i].empty() ? 's' : specs[i].back();
        if (std::string("dxXbBoc").find(kind) != std::string::npos)
            args.push_back(700 + static_cast<int>(i));
        else if (std::string("eEfFgG%").find(kind) != std::string::npos)
            args.push_back(700.5 + static_cast<double>(i));
        else
            args.push_back(fmt::format("<arg{}>", i));
    }
    try {
        result = fmt::vformat(pattern, args);
        return "";
    } catch (const fmt::format_error& e) {
        return e.what();
    }
}

bool isBracePattern(const std::string& s) {
    return s.find('{') != std::string::npos && s.find('%') == std::string::npos;
}

std::vector<std::string> linguas() {
    std::vector<std::string> out;
    std::istringstream in(DECKHAND_LINGUAS);
    for (std::string lang; in >> lang;)
        out.push_back(lang);
    return out;
}

fs::path moFile(const std::string& lang) {
    return fs::path(DECKHAND_BUILD_LOCALEDIR) / lang / "LC_MESSAGES" / "deckhand.mo";
}

struct TempDir {
    fs::path path;
    TempDir() {
        std::string name = (fs::temp_directory_path() / "deckhand-i18n-XXXXXX").string();
        REQUIRE(mkdtemp(name.data()));
        path = name;
    }
    ~TempDir() { fs::remove_all(path); }
};

std::string run(const std::string& command) {
    std::string out;
    FILE* p = popen(command.c_str(), "r");
    REQUIRE(p);
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, p)) > 0;)
        out.append(buffer, n);
    pclose(p);
    return out;
}

} // namespace

TEST_CASE("every translation formats with its message's arguments and uses each of them") {
    REQUIRE_FALSE(linguas().empty());
    for (const auto& lang : linguas()) {
        INFO("language " << lang);
        const auto entries = readMo(moFile(lang));
        CHECK_FALSE(entries.empty());
        for (const auto& e : entries) {
            const std::string& last = e.ids.back(); // the plural when there is one
            if (!isBracePattern(last) && !isBracePattern(e.ids.front())) continue;
            INFO("message \"" << last << "\"");
            const auto specs = argumentSpecs(last);
            for (std::size_t f = 0; f < e.forms.size(); ++f) {
                INFO("translation \"" << e.forms[f] << "\"");
                std::string result;
                CHECK(formatProblem(e.forms[f], specs, result).empty());
                // The general form (the last) says every value the English does; a singular
                // may leave its number out ("une carte").
                if (f + 1 != e.forms.size()) continue;
                std::string english;
                REQUIRE(formatProblem(last, specs, english).empty());
                for (std::size_t i = 0; i < specs.size(); ++i) {
                    const std::string marker = fmt::format("<arg{}>", i);
                    if (english.find(marker) != std::string::npos)
                        CHECK(result.find(marker) != std::string::npos);
                }
            }
        }
    }
}

TEST_CASE("a translation that does not format is replaced by the English message") {
    struct Typo final : deckhand::i18n::Catalogue {
        const char* translate(const char*) const override { return "{} n’est pas {}"; }
        const char* translatePlural(const char*, const char*, unsigned long) const override {
            return "{2}";
        }
    } typo;
    deckhand::i18n::install(&typo);
    CHECK(deckhand::i18n::trf("{} is not {}", "Gloom", "legal") == "Gloom n’est pas legal");
    CHECK(deckhand::i18n::trfn("{} copy", "{} copies", 3, 3) == "3 copies");
    deckhand::i18n::install(nullptr);
    CHECK(deckhand::i18n::trfn("{} copy", "{} copies", 1, 1) == "1 copy");
}

TEST_CASE("deckhand-cli speaks French under a French locale") {
    TempDir dir;
    const fs::path deck = dir.path / "deck.txt";
    std::ofstream(deck) << "Main:\n3 Xyzzy the Unprinted\n";
    const std::string command = fmt::format(
        "env -u LC_ALL -u LANGUAGE -u LC_MESSAGES LANG=fr_FR.UTF-8 DECKHAND_LOCALEDIR={} {} "
        "--profile {} validate --game plu {} 2>&1",
        DECKHAND_BUILD_LOCALEDIR, DECKHAND_CLI, (dir.path / "profile").string(), deck.string());
    const std::string out = run(command);
    INFO(out);
    // Written by hand from the French catalogue's wording.
    CHECK(out.find(": vérification impossible (1 problème dans la liste)") != std::string::npos);
    CHECK(out.find("carte de Powerline Ultra inconnue : « Xyzzy the Unprinted ».") !=
          std::string::npos);
    // None of Deckhand's own messages left in English (those the catalogue translates).
    for (const auto& e : readMo(moFile("fr"))) {
        const std::string& id = e.ids.front();
        if (std::count(id.begin(), id.end(), ' ') < 2 || id.find('{') != std::string::npos)
            continue;
        INFO("English message: " << id);
        CHECK(out.find(id) == std::string::npos);
    }
}

TEST_CASE("a registration sheet exported under a French locale is in French") {
    TempDir dir;
    const fs::path pdf = dir.path / "fiche.pdf";
    const std::string command = fmt::format(
        "env -u LC_ALL -u LANGUAGE -u LC_MESSAGES -u LC_TIME LANG=fr_FR.UTF-8 "
        "DECKHAND_LOCALEDIR={} {} --profile {} export --pdf {} --game plu --date 2026-05-01 "
        "--event 'Printemps' --player 'Ana Souza' {}/decks/plu/legal.txt 2>&1",
        DECKHAND_BUILD_LOCALEDIR, DECKHAND_CLI, (dir.path / "profile").string(), pdf.string(),
        DECKHAND_TEST_DATA);
    const std::string out = run(command);
    INFO(out);
    REQUIRE(fs::exists(pdf));
    const std::string text = run(fmt::format("pdftotext -layout {} - 2>&1", pdf.string()));
    INFO(text);
    // The sheet's own words as the French catalogue has them, written here by hand; the
    // dates in the French form (day/month/year), the game's and the cards' words as the pack
    // and the list wrote them (the Limited list's name keeps its ISO date: the pack's words).
    for (const char* french :
         {"Feuille d’inscription de deck", "ÉVÉNEMENT", "NOM DU JOUEUR", "NOM DU DECK",
          "Nom de la carte", "Total du deck", "SIGNATURE DU JOUEUR", "Vérifié par",
          "Empreinte du deck", "LÉGAL", "Page 1 sur 1", "Vérifié selon Powerline Ultra",
          "au 01/05/2026", "41 cartes", "Ana Souza", "Kaito Blaze"})
        CHECK(text.find(french) != std::string::npos);
    for (const char* english : {"Deck Registration Sheet", "PLAYER NAME", "Card name", "Deck total",
                                "PLAYER SIGNATURE", "Page 1 of 1", "on 2026-05-01"})
        CHECK(text.find(english) == std::string::npos);
}
