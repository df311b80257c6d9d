// SPDX-License-Identifier: GPL-3.0-or-later
// The compiled catalogues the programs load: every translation formats with its message's
// arguments (fmt's {} patterns: msgfmt --check only knows printf's), and deckhand-cli speaks
// the user's language.

#include "deckhand/app/translations.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/sentence.hpp"
#include "deckhand/core/shown_number.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <clocale>
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
            // Braces that are not fmt's in the English ("{set}" in a help text's URL template,
            // shown with tr()): a fixed message, not a pattern; the translation is one too.
            std::string english;
            if (!formatProblem(last, specs, english).empty()) continue;
            for (std::size_t f = 0; f < e.forms.size(); ++f) {
                INFO("translation \"" << e.forms[f] << "\"");
                std::string result;
                CHECK(formatProblem(e.forms[f], specs, result).empty());
                // The general form (the last) says every value the English does; a singular
                // may leave its number out ("une carte").
                if (f + 1 != e.forms.size()) continue;
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

namespace {

// deckhand-cli under LANG=fr_FR.UTF-8 with the build's catalogues, a profile of its own in
// `dir`: what it prints on standard output and standard error.
std::string runFrench(const TempDir& dir, const std::string& arguments) {
    return run(fmt::format("env -u LC_ALL -u LANGUAGE -u LC_MESSAGES -u LC_TIME -u LC_NUMERIC "
                           "LANG=fr_FR.UTF-8 DECKHAND_LOCALEDIR={} {} --profile {} {} 2>&1",
                           DECKHAND_BUILD_LOCALEDIR, DECKHAND_CLI, (dir.path / "profile").string(),
                           arguments));
}

// The English words of a message, between its values: "{} is not a {} card this profile
// knows." has " is not a " and " card this profile knows.".
std::vector<std::string> literalRuns(const std::string& id) {
    std::vector<std::string> out;
    std::string run;
    for (std::size_t i = 0; i < id.size(); ++i) {
        if (id[i] == '{' || id[i] == '\n') {
            if (!run.empty()) out.push_back(run);
            run.clear();
            if (id[i] == '{') i = id.find('}', i);
            if (i == std::string::npos) break;
            continue;
        }
        run += id[i];
    }
    if (!run.empty()) out.push_back(run);
    return out;
}

// No message the French catalogue translates is in `out` in English: neither a whole message
// nor a run of three words or more of one with values.
void checkNoEnglish(const std::string& out, const std::string& lang = "fr") {
    for (const auto& e : readMo(moFile(lang))) {
        for (const auto& id : e.ids) {
            if (std::find(e.forms.begin(), e.forms.end(), id) != e.forms.end()) continue;
            for (const auto& words : literalRuns(id)) {
                const auto first = words.find_first_not_of(' ');
                const auto last = words.find_last_not_of(' ');
                if (first == std::string::npos) continue;
                const std::string trimmed = words.substr(first, last - first + 1);
                if (std::count(trimmed.begin(), trimmed.end(), ' ') < 2) continue;
                INFO("English message: " << id);
                CHECK(out.find(trimmed) == std::string::npos);
            }
        }
    }
}

// A deckhand-cli command run under fr_FR and the French it must print.
struct FrenchRun {
    std::string arguments;
    std::vector<std::string> french; // written by hand from the catalogue's wording
};

// Each command prints its French, and nothing the catalogue translates in English.
void checkFrenchRuns(const TempDir& dir, const std::vector<FrenchRun>& runs) {
    for (const auto& c : runs) {
        const std::string out = runFrench(dir, c.arguments);
        INFO(c.arguments << "\n" << out);
        for (const auto& words : c.french)
            CHECK(out.find(words) != std::string::npos);
        checkNoEnglish(out);
    }
}

fs::path testData(const std::string& path) {
    return fs::path(DECKHAND_TEST_DATA) / path;
}

} // namespace

TEST_CASE("deckhand-cli speaks French under a French locale") {
    TempDir dir;
    const fs::path deck = dir.path / "deck.txt";
    std::ofstream(deck) << "Main:\n3 Xyzzy the Unprinted\n";
    const std::string out = runFrench(dir, "validate --game plu " + deck.string());
    INFO(out);
    // Written by hand from the French catalogue's wording.
    CHECK(out.find(": vérification impossible (1 problème dans la liste)") != std::string::npos);
    CHECK(out.find("carte de Powerline Ultra inconnue : « Xyzzy the Unprinted ».") !=
          std::string::npos);
    checkNoEnglish(out);
}

TEST_CASE("deckhand-cli validate says why a deck is illegal in French, for each bundled game") {
    TempDir dir;
    // A bundled example made illegal by its counts: 7 copies of a card the deck has 2 of.
    const auto edited = [&](const std::string& game, const std::string& file,
                            const std::string& line, const std::string& now) {
        std::ifstream in(fs::path(DECKHAND_TEST_DATA) / ".." / ".." / "resources" / "decks" / game /
                         file);
        REQUIRE(in);
        std::string text((std::istreambuf_iterator<char>(in)), {});
        const auto at = text.find(line);
        REQUIRE(at != std::string::npos);
        text.replace(at, line.size(), now);
        const fs::path out = dir.path / (game + "-" + file);
        std::ofstream(out) << text;
        return out.string();
    };
    struct Case {
        std::string game, deck;
        std::vector<std::string> french; // written by hand from the catalogue's wording
    };
    const std::vector<Case> cases = {
        {"plu",
         testData("decks/plu/copies.txt").string(),
         {": ILLÉGAL - Powerline Ultra ", " cartes, jugé le 15/03/2026",
          "  erreur : [copies] 4 exemplaires de Thunder Knee ; 3 au plus par nom, en comptant "
          "chaque impression"}},
        {"vstage",
         testData("decks/vstage/deck-size.txt").string(),
         {": ILLÉGAL - ", "[deck-size] Le deck a 29 cartes ; il en faut exactement 30.",
          // The pack's own label in French too (its <translation xml:lang="fr">).
          "[character] Le deck a 19 cartes Character ; il en faut exactement 20."}},
        {"power",
         testData("decks/power/not-prebuilt.txt").string(),
         {": ILLÉGAL - ", "Le deck n’est aucun des 6 packs préconstruits ; le plus proche est "}},
        {"bankroll",
         edited("bankroll", "coupon-bank.txt", "2 Coupon Clipper", "7 Coupon Clipper"),
         {": ILLÉGAL - ", "[deck-size] Le deck a 35 cartes ; il en faut exactement 30."}},
        {"linkframe",
         testData("decks/linkframe/link-frame.txt").string(),
         {": ILLÉGAL - ", " cartes, jugé le 15/03/2026"}},
        {"vstage",
         edited("vstage", "starlight.txt", "2 Aki Starlight", "6 Aki Starlight"),
         {": ILLÉGAL - ", "6 exemplaires de Aki Starlight"}},
    };
    for (const auto& c : cases) {
        const std::string out =
            runFrench(dir, fmt::format("validate --game {} --date 2026-03-15 {}", c.game, c.deck));
        INFO(out);
        for (const auto& words : c.french)
            CHECK(out.find(words) != std::string::npos);
        CHECK(out.find("ILLEGAL") == std::string::npos);
        CHECK(out.find("judged on") == std::string::npos);
        checkNoEnglish(out);
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

TEST_CASE("deckhand-cli's other commands and its help speak French") {
    TempDir dir;
    const fs::path deck = dir.path / "deck.txt";
    std::ofstream(deck) << "Main\n3 Quick Jab\n3 Snap Kick\n2 Xyzzy the Unprinted\n";
    const fs::path list = dir.path / "owned.txt";
    std::ofstream(list) << "3 Quick Jab\n2 Snap Kick\n";
    const std::vector<FrenchRun> cases = {
        {"deck show --game plu " + deck.string(), {"2 Xyzzy the Unprinted  // carte inconnue"}},
        {"collection add-list --game plu " + list.string(),
         {"5 cartes ajoutées depuis " + list.string() + " (2 lignes)"}},
        {"collection list", {"5 cartes en 2 lignes"}},
        {"goldfish --game plu --need \"1 name=Quick Jab\" --by-turn 1 --trials 2000 --seed 7 " +
             testData("decks/plu/legal.txt").string(),
         {"Besoin : 1 name=Quick Jab en main au tour 1, en jouant en premier, ", "  simulé     ",
          " essais, graine 7)"}},
        {"validate --help",
         {"Vérifie des listes de deck selon les règles de construction d’un jeu",
          "Utilisation : ", "Affiche du JSON (chaque deck avec son empreinte de deck)"}},
        {"validate --game plu --date 2026-13-01 " + deck.string(),
         {"erreur : --date « 2026-13-01 » n’est pas une date (AAAA-MM-JJ)"}},
    };
    checkFrenchRuns(dir, cases);
}

TEST_CASE("deckhand-cli validate --json keeps its messages in English under a French locale") {
    TempDir dir;
    const std::string out = runFrench(dir, "validate --json --game vstage --date 2026-03-15 " +
                                               testData("decks/vstage/deck-size.txt").string());
    INFO(out);
    // The same sentence as the English text report: programs read it.
    CHECK(out.find("\"The deck has 29 cards; it must have exactly 30.\"") != std::string::npos);
    CHECK(out.find("\"legal\": false") != std::string::npos);
}

TEST_CASE("deckhand-cli validate writes the counts of its verdicts in the French form, and "
          "--json in the C form") {
    TempDir dir;
    const fs::path deck = dir.path / "bulk.txt";
    // 1,234 copies of one card: the deck's size, its sample cards, the copies of the card and
    // the pack's own sentence on shuffling (its {have}) reach the thousands.
    std::ofstream(deck) << "Main\n1234 Quick Jab\n";
    const std::string command = "validate --game plu --date 2026-03-15 " + deck.string();
    const std::string out = runFrench(dir, command);
    INFO(out);
    // Written by hand from the French catalogue's and the pack's wording; 1 234 as fr_FR
    // groups thousands (a narrow no-break space, U+202F).
    CHECK(out.find(" 1\u202f234 cartes, jugé le 15/03/2026") != std::string::npos);
    CHECK(out.find("Données d’EXEMPLE : 1\u202f234 cartes d’exemple") != std::string::npos);
    CHECK(out.find("[copies] 1\u202f234 exemplaires de Quick Jab ; 3 au plus par nom") !=
          std::string::npos);
    CHECK(out.find("[shuffle-time] Le deck a 1\u202f234 cartes ; au-delà de 60,") !=
          std::string::npos);
    CHECK(out.find(" 1234 ") == std::string::npos);
    checkNoEnglish(out);

    // Read by programs: English, numbers in the C form, dates in ISO.
    const std::string json =
        runFrench(dir, "validate --json --date 2026-03-15 --game plu " + deck.string());
    INFO(json);
    CHECK(json.find("\"1234 copies of Quick Jab; at most 3 per name") != std::string::npos);
    CHECK(json.find("\"The deck has 1234 cards; above 60 it may not shuffle") != std::string::npos);
    CHECK(json.find("1\u202f234") == std::string::npos);
    CHECK(json.find("List (effective 2026-01-01)\"") != std::string::npos);
    CHECK(json.find("01/01/2026") == std::string::npos);
}

TEST_CASE("deckhand-cli goldfish --json keeps its note in English under a French locale") {
    TempDir dir;
    const std::string out =
        runFrench(dir, "goldfish --json --game plu --need \"2 weight=Heavy\" --by-turn 2 "
                       "--trials 500 " +
                           testData("decks/plu/legal.txt").string());
    INFO(out);
    // Play decisions decide: no exact answer, and the note says why in English.
    CHECK(out.find("\"exact_note\": \"") != std::string::npos);
    CHECK(out.find("play decision") != std::string::npos);
}

TEST_CASE("dates are shown in the form of the user's locale, ISO under the C locale") {
    // What glibc's locales write (D_FMT), the year made whole; written here by hand.
    const std::vector<std::pair<const char*, const char*>> forms = {
        {"fr_FR.UTF-8", "%d/%m/%Y"}, {"de_DE.UTF-8", "%d.%m.%Y"},
        {"es_ES.UTF-8", "%d/%m/%Y"}, {"ja_JP.UTF-8", "%Y年%m月%d日"},
        {"C", "%Y-%m-%d"},           {"xx_NOWHERE.UTF-8", "%Y-%m-%d"}};
    const char* old = std::getenv("LC_ALL");
    const std::string saved = old ? old : "";
    for (const auto& [locale, form] : forms) {
        INFO(locale);
        ::setenv("LC_ALL", locale, 1);
        CHECK(deckhand::app::localeDateFormat() == form);
    }
    if (old)
        ::setenv("LC_ALL", saved.c_str(), 1);
    else
        ::unsetenv("LC_ALL");
    deckhand::core::setShownDateFormat("%Y年%m月%d日");
    CHECK(deckhand::core::shownDate({2026, 3, 15}) == "2026年03月15日");
    deckhand::core::setShownDateFormat("");
    CHECK(deckhand::core::shownDate({2026, 3, 15}) == "2026-03-15");
}

TEST_CASE("deckhand-cli validate speaks German, Spanish and Japanese too") {
    TempDir dir;
    struct Case {
        const char* lang;
        const char* locale;
        std::vector<std::string> words; // written by hand: the verdict word and the date's form
    };
    const std::vector<Case> cases = {
        {"de", "de_DE.UTF-8", {"UNZULÄSSIG", "15.03.2026"}},
        {"es", "es_ES.UTF-8", {"ILEGAL", "15/03/2026"}},
        {"ja", "ja_JP.UTF-8", {"不適正", "2026年03月15日"}},
    };
    for (const auto& c : cases) {
        const std::string out = run(fmt::format(
            "env -u LC_ALL -u LANGUAGE -u LC_MESSAGES -u LC_TIME LANG={} DECKHAND_LOCALEDIR={} "
            "{} --profile {} validate --game vstage --date 2026-03-15 {} 2>&1",
            c.locale, DECKHAND_BUILD_LOCALEDIR, DECKHAND_CLI, (dir.path / "profile").string(),
            testData("decks/vstage/deck-size.txt").string()));
        INFO(c.locale << "\n" << out);
        for (const auto& words : c.words)
            CHECK(out.find(words) != std::string::npos);
        CHECK(out.find("ILLEGAL") == std::string::npos);
        CHECK(out.find("The deck has") == std::string::npos);
        checkNoEnglish(out, c.lang);
    }
}

namespace {

// An environment variable set for a test and put back as it was after it.
struct EnvFor {
    EnvFor(const char* name, const char* value) : m_name(name) {
        const char* old = std::getenv(name);
        m_had = old != nullptr;
        if (old) m_old = old;
        if (value)
            ::setenv(name, value, 1);
        else
            ::unsetenv(name);
    }
    ~EnvFor() {
        if (m_had)
            ::setenv(m_name.c_str(), m_old.c_str(), 1);
        else
            ::unsetenv(m_name.c_str());
    }
    EnvFor(const EnvFor&) = delete;
    EnvFor& operator=(const EnvFor&) = delete;

private:
    std::string m_name, m_old;
    bool m_had = false;
};

} // namespace

TEST_CASE("numbers are shown in the form of the user's locale, the C form under the C locale") {
    // Written by hand: glibc's LC_NUMERIC of each locale (French groups with a narrow no-break
    // space, U+202F), and each catalogue's percent (French, German and Spanish put a no-break
    // space, U+00A0, before the sign).
    struct Case {
        const char* locale;
        const char* count;   // 1234567
        const char* decimal; // 0.25
        const char* percent; // 12.5%
        const char* chance;  // a chance of 0.125
    };
    const std::vector<Case> cases = {
        {"fr_FR.UTF-8", "1\u202f234\u202f567", "0,25", "12,5\u00a0%", "12,50\u00a0%"},
        {"de_DE.UTF-8", "1.234.567", "0,25", "12,5\u00a0%", "12,50\u00a0%"},
        {"es_ES.UTF-8", "1.234.567", "0,25", "12,5\u00a0%", "12,50\u00a0%"},
        {"ja_JP.UTF-8", "1,234,567", "0.25", "12.5%", "12.50%"},
        {"C", "1234567", "0.25", "12.5%", "12.50%"},
        {"xx_NOWHERE.UTF-8", "1234567", "0.25", "12.5%", "12.50%"},
    };
    const EnvFor language("LANGUAGE", nullptr);
    const EnvFor localeDir("DECKHAND_LOCALEDIR", DECKHAND_BUILD_LOCALEDIR);
    for (const auto& c : cases) {
        INFO(c.locale);
        const EnvFor all("LC_ALL", c.locale);
        deckhand::app::useUserLanguage();
        CHECK(deckhand::core::shownCount(1234567) == c.count);
        CHECK(deckhand::core::shownFixed(0.25, 2) == c.decimal);
        CHECK(deckhand::core::shownPercent(12.5, 1) == c.percent);
        CHECK(deckhand::core::shownChance(0.125) == c.chance);
        // What programs and files read stays in the C form: the program's own locale is C.
        CHECK(fmt::format("{}", 0.25) == "0.25");
        CHECK(std::to_string(0.25) == "0.250000");
    }
    deckhand::i18n::install(nullptr);
    deckhand::core::setShownNumberForm({});
    deckhand::core::setShownDateFormat("");
    std::setlocale(LC_MESSAGES, "C");
    std::setlocale(LC_TIME, "C");
}

TEST_CASE("a registration sheet in French writes its counts in the French form") {
    TempDir dir;
    const fs::path deck = dir.path / "bulk.txt";
    // 1,234 copies: the sheet's line and its totals group the thousands.
    std::ofstream(deck) << "Main\n1234 Quick Jab\n";
    const fs::path pdf = dir.path / "fiche.pdf";
    const std::string out = run(fmt::format(
        "env -u LC_ALL -u LANGUAGE -u LC_MESSAGES -u LC_TIME -u LC_NUMERIC LANG=fr_FR.UTF-8 "
        "DECKHAND_LOCALEDIR={} {} --profile {} export --pdf {} --game plu --date 2026-05-01 "
        "--event 'Printemps' --player 'Ana Souza' {} 2>&1",
        DECKHAND_BUILD_LOCALEDIR, DECKHAND_CLI, (dir.path / "profile").string(), pdf.string(),
        deck.string()));
    INFO(out);
    REQUIRE(fs::exists(pdf));
    const std::string text = run(fmt::format("pdftotext -layout {} - 2>&1", pdf.string()));
    INFO(text);
    // Written by hand: 1 234, as fr_FR groups thousands (a narrow no-break space, which
    // pdftotext reads back as a space).
    std::size_t times = 0;
    for (const char* grouped : {"1\u202f234", "1 234"})
        for (auto at = text.find(grouped); at != std::string::npos; at = text.find(grouped, at + 1))
            ++times;
    // The section's count, the card's line, the section's total and the deck's total.
    CHECK(times == 4);
    CHECK(text.find("1234") == std::string::npos);
}

TEST_CASE("deckhand-cli's errors of deck codes, searches, collection CSV, events and pack export "
          "speak French") {
    TempDir dir;
    const fs::path owned = dir.path / "owned.csv";
    std::ofstream(owned) << "quantity,name\nabc,Quick Jab\n";
    const fs::path form = dir.path / "form.csv";
    std::ofstream(form) << "Timestamp,Name\n2026-03-01 10:00,Ana Souza\n";
    const fs::path lists = dir.path / "lists";
    fs::create_directories(lists);
    fs::copy_file(testData("decks/plu/legal.txt"), lists / "Ana_Souza.txt");
    fs::copy_file(testData("decks/plu/copies.txt"), lists / "Ben_Okafor.txt");
    const fs::path huge = dir.path / "huge.txt";
    std::ofstream(huge) << "Main\n99999999 Quick Jab\n";
    const fs::path notAFolder = dir.path / "export-here";
    std::ofstream(notAFolder) << "a file, not a folder\n";
    const std::vector<FrenchRun> cases = {
        {"deck from-code ABCDEFGHIJKLMNOPQRST",
         {"code de deck",
          "ce n’est pas un code de deck Deckhand : un tel code commence par « DH »"}},
        {"deck from-code DHAAAAAAAAAAAAAAAAA!AA",
         {"« ! » n’est pas un caractère des codes de deck (lettres, chiffres, « - » et « _ »)"}},
        {"search --game plu 'cost>'", {"valeur attendue après « cost> »"}},
        {"search --game plu '(type:attack'",
         {"« ) » attendu pour fermer la « ( » de la colonne 1"}},
        {"collection import --game plu " + owned.string(),
         {"la quantité « abc » n’est pas un nombre entier de 1 à 1 000 000"}},
        {"event check --game plu --form " + form.string(),
         {"aucune colonne de l’en-tête ne contient les listes de deck (une colonne « Deck list », "
          "ou indiquez laquelle avec --list-column)"}},
        // Two lists: the illegal one's row, and the counts in the plural, each word beside its
        // number.
        {"event check --game plu --date 2026-03-15 " + lists.string(),
         {"Ben_Okafor.txt : ILLÉGAL (Ben Okafor) : 4 exemplaires de Thunder Knee",
          "2 listes : légales : 1, illégales : 1, illisibles : 0, en retard : 0"}},
        // The versions of the Limited list, dates in the French form, the one in force marked.
        {"lists show --game plu --date 2026-03-15",
         {"* January 2026 Limited / Immortalized List (en vigueur au 01/01/2026), 1 carte - "
          "applicable le 15/03/2026",
          "  May 2026 Limited / Immortalized List (en vigueur au 01/05/2026), 2 cartes"}},
        {"pack export plu " + notAFolder.string(), {"n’est pas un dossier"}},
        // The range of a quantity written in the French way inside the sentence.
        {"validate --game plu " + huge.string(),
         {"la quantité « 99999999 » est trop grande (une quantité va de 1 à 1 000 000)"}},
        // A sample game's log, step by step (the zones' names are the pack's).
        {"goldfish sample --game plu --seed 7 --turns 2 " +
             testData("decks/plu/legal.txt").string(),
         {"mis de côté : Kaito Blaze -> ",
          "pioche 6 : ", "charger 1 : ", "jouer (l’hypothèse de cartes par tour) 2 : "}},
    };
    checkFrenchRuns(dir, cases);
}

TEST_CASE("deckhand-cli event check counts its lists in each language's plural") {
    TempDir dir;
    const fs::path one = dir.path / "one", two = dir.path / "two";
    fs::create_directories(one);
    fs::create_directories(two);
    fs::copy_file(testData("decks/plu/legal.txt"), one / "Ana_Souza.txt");
    fs::copy_file(testData("decks/plu/legal.txt"), two / "Ana_Souza.txt");
    fs::copy_file(testData("decks/plu/copies.txt"), two / "Ben_Okafor.txt");
    struct Case {
        const char* lang;
        const char* locale;
        std::string one, two; // written by hand: one list, then two (one legal, one illegal)
    };
    const std::vector<Case> cases = {
        {"fr", "fr_FR.UTF-8", "1 liste : légales : 1, illégales : 0, illisibles : 0, en retard : 0",
         "2 listes : légales : 1, illégales : 1, illisibles : 0, en retard : 0"},
        {"de", "de_DE.UTF-8", "1 Liste: zulässig 1, unzulässig 0, unlesbar 0, verspätet 0",
         "2 Listen: zulässig 1, unzulässig 1, unlesbar 0, verspätet 0"},
        {"es", "es_ES.UTF-8", "1 lista: legales 1, ilegales 0, ilegibles 0, tardías 0",
         "2 listas: legales 1, ilegales 1, ilegibles 0, tardías 0"},
        {"ja", "ja_JP.UTF-8", "1 件のリスト: 適正 1、不適正 0、読めない 0、遅延 0",
         "2 件のリスト: 適正 1、不適正 1、読めない 0、遅延 0"},
    };
    for (const auto& c : cases)
        for (const auto& [folder, counts] : {std::pair{one, c.one}, std::pair{two, c.two}}) {
            const std::string out = run(fmt::format(
                "env -u LC_ALL -u LANGUAGE -u LC_MESSAGES -u LC_TIME LANG={} DECKHAND_LOCALEDIR={} "
                "{} --profile {} event check --game plu --date 2026-03-15 {} 2>&1",
                c.locale, DECKHAND_BUILD_LOCALEDIR, DECKHAND_CLI, (dir.path / "profile").string(),
                folder.string()));
            INFO(c.locale << "\n" << out);
            CHECK(out.find(counts) != std::string::npos);
            checkNoEnglish(out, c.lang);
        }
}

TEST_CASE("deckhand-cli import cards says its counts in the French form") {
    TempDir dir;
    // 1,234 printings of a set of the plu pack's columns.
    const fs::path cards = dir.path / "big.csv";
    {
        std::ofstream out(cards);
        out << "name,set,number,rarity,type,subtype,weight,affiliation,boss,text\n";
        for (int i = 1; i <= 1234; ++i)
            out << fmt::format("Big Card {0},BIG,{0:04},Common,Attack,Basic,Light,,No,x\n", i);
    }
    const std::string first = runFrench(dir, "import cards --game plu " + cards.string());
    INFO(first);
    // Written by hand from the French catalogue's wording; 1 234 as fr_FR groups thousands (a
    // narrow no-break space, U+202F).
    CHECK(first.find("1\u202f234 impressions importées dans plu depuis") != std::string::npos);
    CHECK(first.find("1234") == std::string::npos);
    const std::string again = runFrench(dir, "import cards --game plu " + cards.string());
    INFO(again);
    CHECK(again.find("(en remplaçant les 1\u202f234 de son dernier import)") != std::string::npos);
}
