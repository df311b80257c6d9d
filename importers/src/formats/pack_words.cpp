// SPDX-License-Identifier: GPL-3.0-or-later

#include "pack_words.hpp"

#include "deckhand/core/goldfish.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <fmt/format.h>
#include <map>
#include <set>

namespace deckhand::io::detail {

namespace {

// "fr_FR.UTF-8", "fr-fr", "FR": "fr-fr", "fr-fr", "fr".
std::string normalised(std::string_view tag) {
    std::string out;
    for (char c : tag) {
        if (c == '.' || c == '@') break;
        out += c == '_' ? '-' : static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    return out;
}

std::string primary(const std::string& tag) {
    return tag.substr(0, tag.find('-'));
}

// Calls `f` on every word of the pack a translation may replace.
template <typename F> void visitRule(core::RuleBase& r, F& f) {
    f(r.note);
    f(r.message);
}

template <typename F> void visitFormat(core::Format& format, F& f) {
    f(format.name);
    f(format.description);
    for (auto& s : format.settings) {
        f(s.label);
        f(s.note);
    }
    for (auto& r : format.deckSize)
        visitRule(r, f);
    for (auto& r : format.copyLimits)
        visitRule(r, f);
    for (auto& r : format.counts) {
        visitRule(r, f);
        f(r.label);
    }
    for (auto& r : format.prebuilt) {
        visitRule(r, f);
        for (auto& list : r.lists)
            f(list.name);
    }
    for (auto& r : format.limited)
        visitRule(r, f);
    for (auto& r : format.leaders) {
        visitRule(r, f);
        f(r.label);
        for (auto& p : r.pairings)
            f(p.label);
    }
    for (auto& r : format.distinct) {
        visitRule(r, f);
        f(r.label);
    }
    for (auto& r : format.rotations) {
        visitRule(r, f);
        f(r.label);
        for (auto& v : r.versions)
            f(v.label);
    }
}

template <typename F> void visitGoldfish(core::GoldfishProcedure& goldfish, F& f) {
    f(goldfish.note);
    for (auto& s : goldfish.settings) {
        f(s.label);
        f(s.note);
    }
    for (auto* steps : {&goldfish.setup, &goldfish.turn})
        for (auto& step : *steps)
            f(step.note);
    for (auto& l : goldfish.libraries)
        f(l.name);
    for (auto& figure : goldfish.figures) {
        f(figure.label);
        f(figure.note);
    }
}

template <typename F> void visitPack(GamePack& pack, F&& f) {
    core::Game& g = pack.game;
    // Not the Limited list's name and banned word: lists are named by them (a list the user
    // starts takes the game's list name), so they stay as the publisher writes them.
    f(pack.description);
    for (auto& field : g.fields)
        f(field.label);
    for (auto& format : g.formats)
        visitFormat(format, f);
    visitGoldfish(g.goldfish, f);
}

// The <text en> entries of one translation, each checked.
std::map<std::string, std::pair<std::string, pugi::xml_node>> readTexts(XmlReader& xml,
                                                                        const pugi::xml_node& t) {
    std::map<std::string, std::pair<std::string, pugi::xml_node>> texts;
    for (const auto& c : t.children()) {
        if (c.type() != pugi::node_element) continue;
        if (std::string_view(c.name()) != "text") {
            xml.error(c, i18n::trf("<{}> does not belong in <translation>", c.name()));
            continue;
        }
        xml.allowAttributes(c, {"en"});
        const std::string english(core::trim(xml.required(c, "en")));
        const std::string words(core::trim(c.text().get()));
        if (english.empty()) continue;
        if (words.empty()) {
            xml.error(c, i18n::trf("<text en=\"{}\"> has no words in its language", english));
            continue;
        }
        if (!texts.emplace(english, std::make_pair(words, c)).second)
            xml.error(c, i18n::trf("<translation xml:lang=\"{}\"> translates '{}' twice",
                                   t.attribute("xml:lang").value(), english));
    }
    return texts;
}

} // namespace

pugi::xml_node translationFor(const std::vector<pugi::xml_node>& translations,
                              std::string_view language) {
    const std::string wanted = normalised(language);
    if (wanted.empty() || wanted == "c" || wanted == "posix") return {};
    pugi::xml_node sameLanguage;
    for (const auto& t : translations) {
        const std::string tag = normalised(t.attribute("xml:lang").value());
        if (tag == wanted) return t;
        if (!sameLanguage && primary(tag) == primary(wanted)) sameLanguage = t;
    }
    return sameLanguage;
}

void translatePack(XmlReader& xml, const std::vector<pugi::xml_node>& translations,
                   GamePack& pack) {
    std::set<std::string> languages;
    for (const auto& t : translations) {
        xml.allowAttributes(t, {"xml:lang"});
        const std::string tag = normalised(xml.required(t, "xml:lang"));
        if (!tag.empty() && !languages.insert(tag).second)
            xml.error(t, i18n::trf("the pack has two <translation xml:lang=\"{}\">",
                                   t.attribute("xml:lang").value()));
    }
    std::set<std::string> packWords;
    visitPack(pack, [&](std::string& text) {
        if (!text.empty()) packWords.insert(text);
    });
    const pugi::xml_node chosen = translationFor(translations, i18n::language());
    for (const auto& t : translations) {
        const auto texts = readTexts(xml, t);
        for (const auto& [english, entry] : texts)
            if (!packWords.count(english))
                pack.warnings.push_back(
                    {xml.where(entry.second),
                     i18n::trf("<text en=\"{}\"> translates no word of this pack", english)});
        if (t != chosen) continue;
        visitPack(pack, [&](std::string& text) {
            if (const auto it = texts.find(text); it != texts.end()) text = it->second.first;
        });
    }
}

} // namespace deckhand::io::detail

namespace deckhand::io {

std::vector<std::string> translatableWords(const GamePack& pack) {
    GamePack copy = pack;
    std::vector<std::string> out;
    std::set<std::string> seen;
    detail::visitPack(copy, [&](std::string& text) {
        if (!text.empty() && seen.insert(text).second) out.push_back(text);
    });
    return out;
}

} // namespace deckhand::io
