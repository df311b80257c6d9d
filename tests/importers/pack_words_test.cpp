// SPDX-License-Identifier: GPL-3.0-or-later
// A game pack's own words in the user's language: <translation xml:lang> (docs/game-pack.md).

#include "deckhand/core/i18n.hpp"
#include "deckhand/io/game_pack.hpp"
#include "support/files.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

using namespace deckhand;

namespace {

// The catalogue of a user whose language is `language` (messages stay English: only the
// pack's words are looked at here).
struct UserLanguage final : i18n::Catalogue {
    explicit UserLanguage(std::string language) : m_language(std::move(language)) {
        i18n::install(this);
    }
    ~UserLanguage() override { i18n::install(nullptr); }
    const char* translate(const char* id) const override { return id; }
    const char* translatePlural(const char* one, const char* many, unsigned long n) const override {
        return n == 1 ? one : many;
    }
    std::string language() const override { return m_language; }

private:
    std::string m_language;
};

const char* const kPack = R"(<?xml version="1.0"?>
<game-pack format="1" id="t" name="T" rules="t.txt">
  <description>A test game.</description>
  <limited-list-name banned="Forbidden">Limited List</limited-list-name>
  <fields>
    <field id="kind" label="Kind" type="enum"><value>Unit</value><value>Spell</value></field>
  </fields>
  <formats>
    <format id="std" name="Tournament">
      <description>The rules of an event.</description>
      <deck-size id="size" min="4" cite="Deck" note="The sheet says four."/>
      <count id="units" label="{Unit card|Unit cards}" max="2" cite="Deck">
        <where field="kind" is="Unit"/>
      </count>
    </format>
  </formats>
  <translation xml:lang="fr">
    <text en="A test game.">Un jeu d’essai.</text>
    <text en="Kind">Sorte</text>
    <text en="Tournament">Tournoi</text>
    <text en="The rules of an event.">Les règles d’un événement.</text>
    <text en="The sheet says four.">La fiche dit quatre.</text>
    <text en="{Unit card|Unit cards}">{carte Unité|cartes Unité}</text>
  </translation>
  <translation xml:lang="fr-CA">
    <text en="Tournament">Tournoi (Québec)</text>
  </translation>
  <translation xml:lang="de">
    <text en="Tournament">Turnier</text>
    <text en="Casual">Freies Spiel</text>
  </translation>
</game-pack>
)";

} // namespace

TEST_CASE("pack words: the user's language replaces the pack's own words") {
    UserLanguage french("fr_FR");
    const auto r = io::readGamePack(kPack, "t.xml");
    REQUIRE(r.errors.empty());
    const auto& g = r.value.game;
    CHECK(r.value.description == "Un jeu d’essai.");
    // The list's name and banned word name lists: the publisher's words stay.
    CHECK(g.limitedListName == "Limited List");
    CHECK(g.bannedTerm == "Forbidden");
    CHECK(g.fields.at(0).label == "Sorte");
    const auto& f = g.formats.at(0);
    CHECK(f.name == "Tournoi");
    CHECK(f.description == "Les règles d’un événement.");
    CHECK(f.deckSize.at(0).note == "La fiche dit quatre.");
    CHECK(f.counts.at(0).label == "{carte Unité|cartes Unité}");
    // Ids, values and citations are never the pack's words to translate.
    CHECK(f.id == "std");
    CHECK(g.fields.at(0).values == std::vector<std::string>{"Unit", "Spell"});
}

TEST_CASE("pack words: the same language and region first, then the same language") {
    {
        UserLanguage quebec("fr_CA.UTF-8");
        CHECK(io::readGamePack(kPack, "t.xml").value.game.formats.at(0).name == "Tournoi (Québec)");
    }
    {
        UserLanguage belgian("fr_BE");
        CHECK(io::readGamePack(kPack, "t.xml").value.game.formats.at(0).name == "Tournoi");
    }
    {
        UserLanguage spanish("es_ES"); // no Spanish words: the pack's own
        CHECK(io::readGamePack(kPack, "t.xml").value.game.formats.at(0).name == "Tournament");
    }
    // No catalogue (English): the pack as written.
    CHECK(io::readGamePack(kPack, "t.xml").value.game.formats.at(0).name == "Tournament");
}

TEST_CASE("pack words: a text that is no word of the pack is a warning with its line") {
    const auto r = io::readGamePack(kPack, "t.xml");
    REQUIRE(r.errors.empty());
    REQUIRE(r.value.warnings.size() == 1);
    CHECK(r.value.warnings[0].str() ==
          "t.xml:30:5: <text en=\"Casual\"> translates no word of this pack");
}

TEST_CASE("pack words: a broken translation is refused with line and column") {
    const auto errorOf = [](const std::string& translation) {
        std::string xml = kPack;
        xml.insert(xml.find("</game-pack>"), translation);
        const auto r = io::readGamePack(xml, "t.xml");
        return r.errors.empty() ? std::string("(no error)") : r.errors.front().str();
    };
    CHECK(errorOf("  <translation><text en=\"Kind\">Art</text></translation>\n") ==
          "t.xml:32:3: <translation> needs the attribute 'xml:lang'");
    CHECK(errorOf("  <translation xml:lang=\"DE\"/>\n") ==
          "t.xml:32:3: the pack has two <translation xml:lang=\"DE\">");
    CHECK(errorOf("  <translation xml:lang=\"es\"><word en=\"Kind\">Tipo</word></translation>\n") ==
          "t.xml:32:30: <word> does not belong in <translation>");
    CHECK(errorOf("  <translation xml:lang=\"es\"><text en=\"Kind\"/></translation>\n") ==
          "t.xml:32:30: <text en=\"Kind\"> has no words in its language");
    CHECK(errorOf("  <translation xml:lang=\"es\"><text en=\"Kind\">Tipo</text>"
                  "<text en=\"Kind\">Clase</text></translation>\n") ==
          "t.xml:32:57: <translation xml:lang=\"es\"> translates 'Kind' twice");
}

TEST_CASE("pack words: each bundled game's words are all in its French translation") {
    const auto escaped = [](const std::string& s) {
        std::string out;
        for (char c : s)
            out += c == '&'   ? "&amp;"
                   : c == '"' ? "&quot;"
                   : c == '<' ? "&lt;"
                   : c == '>' ? "&gt;"
                              : std::string(1, c);
        return out;
    };
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(DECKHAND_RESOURCES_DIR) + "/games")) {
        const auto file = entry.path() / "game.xml";
        INFO(file.string());
        const std::string xml = deckhand::test::readFile(file);
        const auto english = io::readGamePackFile(file.string());
        REQUIRE(english.errors.empty());
        CHECK(english.value.warnings.empty()); // no stale translation
        const auto from = xml.find("<translation xml:lang=\"fr\">");
        REQUIRE(from != std::string::npos);
        const std::string french = xml.substr(from, xml.find("</translation>", from) - from);
        for (const auto& word : io::translatableWords(english.value)) {
            INFO("word: " << word);
            CHECK(french.find("<text en=\"" + escaped(word) + "\">") != std::string::npos);
        }
        // Read in French, the pack shows the translation's words.
        UserLanguage user("fr_FR");
        const auto inFrench = io::readGamePackFile(file.string());
        REQUIRE(inFrench.errors.empty());
        CHECK(inFrench.value.description != english.value.description);
    }
}

namespace {

// The `en` of each <text> in the pack's translation into `language`, as written in the file.
std::set<std::string> translatedTexts(const std::string& xml, const std::string& language) {
    std::set<std::string> out;
    const auto from = xml.find("<translation xml:lang=\"" + language + "\">");
    if (from == std::string::npos) return out;
    const auto to = xml.find("</translation>", from);
    const std::string open = "<text en=\"";
    for (auto at = xml.find(open, from); at < to; at = xml.find(open, at + 1)) {
        const auto start = at + open.size();
        out.insert(xml.substr(start, xml.find('"', start) - start));
    }
    return out;
}

} // namespace

TEST_CASE("pack words: each bundled game reads in German, Spanish and Japanese") {
    // Written by hand: a format's name of each game in each language, as its translation has it.
    struct Expected {
        const char* game;
        const char* format; // the first format's name
        const char* de;
        const char* es;
        const char* ja;
    };
    const std::vector<Expected> expected = {
        {"plu", "Tournament", "Turnier", "Torneo", "トーナメント"},
        {"bankroll", "Standard", "Standard", "Estándar", "スタンダード"},
        {"linkframe", "Standard", "Standard", "Estándar", "スタンダード"},
        {"power", "Prebuilt pack (Private, Corporal, Sergeant)",
         "Vorgefertigtes Pack (Private, Corporal, Sergeant)",
         "Pack preconstruido (Private, Corporal, Sergeant)",
         "構築済みパック（Private、Corporal、Sergeant）"},
        {"vstage", "Standard", "Standard", "Estándar", "スタンダード"},
    };
    for (const auto& e : expected) {
        const auto file =
            std::filesystem::path(DECKHAND_RESOURCES_DIR) / "games" / e.game / "game.xml";
        const std::string xml = deckhand::test::readFile(file);
        const auto french = translatedTexts(xml, "fr");
        REQUIRE(!french.empty());
        const auto english = io::readGamePackFile(file.string());
        REQUIRE(english.errors.empty());
        CHECK(english.value.game.formats.at(0).name == e.format);
        for (const auto& [language, name] : std::vector<std::pair<std::string, std::string>>{
                 {"de", e.de}, {"es", e.es}, {"ja", e.ja}}) {
            INFO(e.game << " in " << language);
            // Every word the French translation gives, this one gives too.
            CHECK(translatedTexts(xml, language) == french);
            UserLanguage user(language + "_XX.UTF-8");
            const auto read = io::readGamePackFile(file.string());
            REQUIRE(read.errors.empty());
            CHECK(read.value.warnings.empty());
            CHECK(read.value.game.formats.at(0).name == name);
            CHECK(read.value.description != english.value.description);
            CHECK(read.value.game.fields.at(0).label != english.value.game.fields.at(0).label);
        }
    }
}
