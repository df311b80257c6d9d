// SPDX-License-Identifier: GPL-3.0-or-later

// Every message of every rule of every bundled and example pack, read back as a player would
// (issue 35): each rule is made to fail on decks of the pack's own cards with 0, 1 and several
// cards (copies, values, leaders), and every sentence it gives is checked for what can be
// checked without reading it: no "1 cards" or "2 card", a verb that agrees with its noun, no
// word added after a label that is a phrase, the label's forms agreeing with the count, no
// doubled space or space before punctuation, no "{" left unfilled, a capital at the start and
// a full stop at the end.
#include "bundled_library.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/core/validation.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

// The test's own reading of a pack's forms: "{one|many}" is `one` for 1, `many` otherwise.
std::string forms(const std::string& text, int n) {
    static const std::regex form(R"(\{([^{}|]*)\|([^{}|]*)\})");
    std::string out;
    auto at = text.cbegin();
    for (std::sregex_iterator it(text.begin(), text.end(), form), end; it != end; ++it) {
        out.append(at, (*it)[0].first);
        out += n == 1 ? (*it)[1].str() : (*it)[2].str();
        at = (*it)[0].second;
    }
    out.append(at, text.cend());
    return out;
}

bool hasWord(const std::string& text, const std::string& word) {
    return std::regex_search(text, std::regex("(^| )" + word + "($| )"));
}

// One sentence a rule gave, with what it was asked with.
struct Said {
    std::string where; // pack, format, rule
    std::string message;
    const core::CountRule* count = nullptr; // when a count rule said it
    int have = 0;
};

// What is wrong with a sentence as a player reads it; empty when nothing is.
std::vector<std::string> faults(const Said& s) {
    static const std::regex oneMany(R"((^|[ (])1 (cards|copies|products)\b)");
    static const std::regex manyOne(R"((^|[ (])(0|[2-9]|[1-9][0-9]+) (card|copy|product)\b)");
    static const std::regex manyIs(R"(\bcards (is|has|shares)\b)");
    static const std::regex oneAre(R"(\bcard (are|have|share)\b)");
    const std::string& m = s.message;
    std::vector<std::string> out;
    if (m.empty()) return {"empty"};
    if (m.front() >= 'a' && m.front() <= 'z') out.emplace_back("starts with a small letter");
    if (m.back() != '.') out.emplace_back("does not end with a full stop");
    for (const char* bad : {"  ", " ;", " ,", " .", " :", ";;", "{", "}"})
        if (m.find(bad) != std::string::npos) out.push_back(std::string("has \"") + bad + "\"");
    if (std::regex_search(m, oneMany)) out.emplace_back("a plural noun after 1");
    if (std::regex_search(m, manyOne)) out.emplace_back("a singular noun after a number not 1");
    if (std::regex_search(m, manyIs)) out.emplace_back("plural cards with a singular verb");
    if (std::regex_search(m, oneAre)) out.emplace_back("one card with a plural verb");
    if (s.count && s.count->message.empty()) {
        const std::string& label = s.count->label;
        // As docs/game-pack.md states it: forms by the count, else the word "cards" of a
        // plural label reads "card" for one card.
        std::string said = forms(label, s.have);
        if (said == label && s.have == 1 && hasWord(label, "cards"))
            said = std::regex_replace(label, std::regex("(^| )cards($| )"), "$1card$2",
                                      std::regex_constants::format_first_only);
        if (m.find(said) == std::string::npos && m.find(said.substr(1)) == std::string::npos)
            out.push_back("the label's words for " + std::to_string(s.have) + " (" + said +
                          ") are not in it");
        if (said == label && !hasWord(label, "cards") && !hasWord(label, "card") &&
            label.find(' ') != std::string::npos && m.find(label + " card") != std::string::npos)
            out.emplace_back("\"card\" added after a phrase label");
        if (s.have == 1 && forms(label, 2) != forms(label, 1) &&
            m.find("1 " + forms(label, 2)) != std::string::npos)
            out.emplace_back("the plural label after 1");
    }
    return out;
}

// Makes each rule of a format fail, alone, on decks of the game's cards.
class Exercise {
public:
    Exercise(const app::LoadedGame& game, const core::Format& format, std::string where)
        : m_game(game), m_cat(game.catalogue), m_format(format), m_where(std::move(where)) {}

    std::vector<Said> run() {
        if (m_cat.size() == 0) return {};
        for (const auto& r : m_format.deckSize)
            deckSize(r);
        for (const auto& r : m_format.copyLimits)
            copyLimit(r);
        for (const auto& r : m_format.counts)
            count(r);
        for (const auto& r : m_format.prebuilt)
            judge(only(&core::Format::prebuilt, r), {{&m_cat.at(0), 1, section({})}}, r.id);
        for (const auto& r : m_format.limited)
            limited(r);
        for (const auto& r : m_format.leaders)
            leader(r);
        for (const auto& r : m_format.distinct)
            distinct(r);
        for (const auto& r : m_format.rotations)
            rotation(r);
        return std::move(m_said);
    }

private:
    struct Line {
        const core::Printing* printing;
        int copies;
        std::string section;
    };

    template <class Rule>
    core::Format only(std::vector<Rule> core::Format::*rules, const Rule& rule) const {
        core::Format f;
        f.id = m_format.id;
        f.name = m_format.name;
        (f.*rules).push_back(rule);
        return f;
    }

    [[nodiscard]] std::string section(const std::vector<std::string>& scope) const {
        if (!scope.empty()) return scope.front();
        for (const auto& s : m_game.game.sections)
            if (s.counts) return s.id;
        return m_game.game.sections.front().id;
    }

    core::ValidationReport judge(const core::Format& f, const std::vector<Line>& lines,
                                 const std::string& rule, const core::CountRule* count = nullptr,
                                 core::Date date = core::Date{2026, 6, 1}) {
        core::Deck deck;
        for (const auto& l : lines)
            deck.section(l.section).entries.push_back({l.copies,
                                                       l.printing->name(),
                                                       l.printing->set(),
                                                       l.printing->number(),
                                                       l.printing,
                                                       {},
                                                       {},
                                                       {}});
        core::ValidationContext ctx{&m_game.game, &f, &m_cat, &m_game.limited, date};
        auto report = core::validate(deck, ctx);
        for (const auto* list : {&report.errors, &report.warnings})
            for (const auto& v : *list)
                m_said.push_back({m_where + " / " + rule, v.message, count, v.have});
        return report;
    }

    // Whether a deck breaks the format's rule, without keeping what it says.
    bool fails(const core::Format& f, const std::vector<Line>& lines,
               core::Date date = core::Date{2026, 6, 1}) const {
        core::Deck deck;
        for (const auto& l : lines)
            deck.section(l.section).entries.push_back(
                {l.copies, "", "", "", l.printing, {}, {}, {}});
        core::ValidationContext ctx{&m_game.game, &f, &m_cat, &m_game.limited, date};
        return !core::validate(deck, ctx).errors.empty();
    }

    // The first printing of each name that `keep` takes, at most `n`.
    template <class Keep> std::vector<const core::Printing*> cards(Keep&& keep, std::size_t n) {
        std::vector<const core::Printing*> out;
        for (std::size_t i = 0; i < m_cat.size() && out.size() < n; ++i) {
            const auto& p = m_cat.at(i);
            if (!keep(p)) continue;
            if (std::none_of(out.begin(), out.end(), [&](const core::Printing* o) {
                    return o->foldedName == p.foldedName;
                }))
                out.push_back(&p);
        }
        return out;
    }

    void deckSize(const core::DeckSizeRule& r) {
        core::DeckSizeRule base = r;
        base.exact = base.min = base.max = base.multipleOf = {};
        for (int k : {0, 1, 2, 7}) {
            std::vector<core::DeckSizeRule> variants(2, base);
            variants[0].exact.value = k + 1;
            variants[1].min.value = k + 1;
            if (k >= 1) {
                variants.push_back(base);
                variants.back().max.value = k - 1;
                variants.push_back(base);
                variants.back().multipleOf.value = k + 3;
            }
            for (const auto& v : variants)
                judge(only(&core::Format::deckSize, v), {{&m_cat.at(0), k, section(r.sections)}},
                      r.id);
        }
    }

    void copyLimit(const core::CopyLimitRule& r) {
        const int field = r.maxField.empty() ? -1 : m_game.game.fieldIndex(r.maxField);
        const auto found = cards(
            [&](const core::Printing& p) {
                if (r.appliesTo && !r.appliesTo->matches(p)) return false;
                return field < 0 || p.numbers[static_cast<std::size_t>(field)].has_value();
            },
            1);
        if (found.empty()) return;
        const int own =
            field < 0 ? 1
                      : static_cast<int>(*found[0]->numbers[static_cast<std::size_t>(field)]) *
                            r.multiplier.value.value_or(1);
        for (int k : {own + 1, own + 2}) {
            core::CopyLimitRule rule = r;
            if (field < 0) rule.max.value = k - 1;
            judge(only(&core::Format::copyLimits, rule), {{found[0], k, section(r.sections)}},
                  r.id);
        }
    }

    void count(const core::CountRule& r) {
        const auto matching =
            cards([&](const core::Printing& p) { return r.filter.matches(p); }, 2);
        const std::string in = section(r.sections);
        for (int k : {0, 1, 2, 3}) {
            if (k > 0 && matching.empty()) break;
            std::vector<Line> lines;
            if (k == 2 && matching.size() == 2)
                lines = {{matching[0], 1, in}, {matching[1], 1, in}};
            else if (k > 0)
                lines = {{matching[0], k, in}};
            core::CountRule base = r;
            base.exact = base.min = base.max = {};
            std::vector<core::CountRule> variants(2, base);
            variants[0].exact.value = k + 1;
            variants[1].min.value = k + 1;
            if (k >= 1) {
                variants.push_back(base);
                variants.back().exact.value = k - 1;
                variants.push_back(base);
                variants.back().max.value = k - 1;
            }
            for (const auto& v : variants)
                judge(only(&core::Format::counts, v), lines, r.id, &r);
        }
    }

    void limited(const core::LimitedListRule& r) {
        core::LimitedListRule required = r;
        required.required = true;
        const auto f = only(&core::Format::limited, required);
        judge(f, {{&m_cat.at(0), 1, section(r.sections)}}, r.id, nullptr, core::Date{1900, 1, 1});
        for (const auto* list : m_game.limited.versions(m_game.game.id)) {
            for (const auto& [key, max] : list->maxCopies) {
                if (key.find('\x1f') != std::string::npos) continue;
                const auto& named = m_cat.byName(key);
                if (named.empty()) continue;
                for (int k : {max + 1, max + 2})
                    judge(f, {{named.front(), k, section(r.sections)}}, r.id, nullptr,
                          list->effective);
            }
            // Cards that may not be together: a card of each group, then every card of them.
            for (const auto& apart : list->apart) {
                std::vector<Line> firsts, all;
                for (const auto& group : apart.groups)
                    for (const auto& name : group) {
                        const auto& named = m_cat.byName(core::foldName(name));
                        if (named.empty()) continue;
                        if (&name == &group.front())
                            firsts.push_back({named.front(), 1, section(r.sections)});
                        all.push_back({named.front(), 2, section(r.sections)});
                    }
                judge(f, firsts, r.id, nullptr, list->effective);
                judge(f, all, r.id, nullptr, list->effective);
            }
        }
    }

    void leader(const core::LeaderRule& r) {
        const auto f = only(&core::Format::leaders, r);
        const bool bySection = !r.leadSections.empty();
        const std::string leadIn = bySection ? r.leadSections.front() : section(r.sections);
        const std::string in = section(r.sections);
        const auto leads = cards(
            [&](const core::Printing& p) { return bySection || (r.lead && r.lead->matches(p)); },
            40);
        const auto others = cards(
            [&](const core::Printing& p) {
                return !(r.lead && r.lead->matches(p)) && (!r.appliesTo || r.appliesTo->matches(p));
            },
            100000);
        if (!others.empty()) judge(f, {{others[0], 1, in}}, r.id); // no leader
        if (leads.empty()) return;
        const int max = r.maxLeaders.value.value_or(1);
        judge(f, {{leads[0], max + 1, leadIn}}, r.id);
        if (leads.size() > 1) judge(f, {{leads[0], 1, leadIn}, {leads[1], max, leadIn}}, r.id);
        // The cards a leader does not allow: found by asking the rule, one card at a time.
        for (const auto* lead : leads) {
            std::vector<const core::Printing*> bad;
            for (const auto* other : others) {
                if (other->foldedName == lead->foldedName) continue;
                if (fails(f, {{lead, 1, leadIn}, {other, 1, in}})) bad.push_back(other);
                if (bad.size() == 2) break;
            }
            if (bad.empty()) continue;
            judge(f, {{lead, 1, leadIn}, {bad[0], 1, in}}, r.id);
            judge(f, {{lead, 1, leadIn}, {bad[0], 2, in}}, r.id);
            if (bad.size() > 1)
                judge(f, {{lead, 1, leadIn}, {bad[0], 1, in}, {bad[1], 3, in}}, r.id);
            break;
        }
    }

    void distinct(const core::DistinctRule& r) {
        const std::string in = section(r.sections);
        core::DistinctRule none = r;
        none.max.value = 0;
        const auto f = only(&core::Format::distinct, none);
        const auto all = cards([](const core::Printing&) { return true; }, 100000);
        core::DistinctRule one = r;
        one.max.value = 1;
        const auto f1 = only(&core::Format::distinct, one);
        for (const auto* p : all) {
            if (!fails(f, {{p, 1, in}})) continue;
            judge(f, {{p, 1, in}}, r.id);
            for (const auto* q : all) {
                if (q == p || !fails(f1, {{p, 1, in}, {q, 1, in}})) continue;
                judge(f, {{p, 1, in}, {q, 2, in}}, r.id);
                judge(f1, {{p, 1, in}, {q, 1, in}}, r.id);
                break;
            }
            return;
        }
    }

    void rotation(const core::RotationRule& r) {
        const auto f = only(&core::Format::rotations, r);
        const std::string in = section(r.sections);
        judge(f, {{&m_cat.at(0), 1, in}}, r.id, nullptr, core::Date{1900, 1, 1});
        for (const auto& version : r.versions) {
            std::vector<const core::Printing*> bad;
            for (const auto* p : cards([](const core::Printing&) { return true; }, 100000)) {
                if (fails(f, {{p, 1, in}}, version.from)) bad.push_back(p);
                if (bad.size() == 2) break;
            }
            if (bad.empty()) continue;
            judge(f, {{bad[0], 1, in}}, r.id, nullptr, version.from);
            judge(f, {{bad[0], 3, in}}, r.id, nullptr, version.from);
            if (bad.size() > 1)
                judge(f, {{bad[0], 1, in}, {bad[1], 2, in}}, r.id, nullptr, version.from);
        }
    }

    const app::LoadedGame& m_game;
    const core::CardCatalogue& m_cat;
    const core::Format& m_format;
    std::string m_where;
    std::vector<Said> m_said;
};

// Every sentence of every rule of a game's formats, each checked.
void checkGame(const app::LoadedGame& game, const std::string& pack) {
    for (const auto& format : game.game.formats) {
        auto resolved = format.resolved({});
        REQUIRE(resolved.ok());
        const std::string where = pack + " / " + format.id;
        const auto said = Exercise(game, resolved.value, where).run();
        // Each rule said something at least once when its kind can always be made to fail.
        for (const auto* rules : {&resolved.value.deckSize})
            for (const auto& r : *rules) {
                INFO(where << " / " << r.id);
                CHECK(std::any_of(said.begin(), said.end(),
                                  [&](const Said& s) { return s.where == where + " / " + r.id; }));
            }
        for (const auto& r : resolved.value.counts) {
            INFO(where << " / " << r.id);
            CHECK(std::count_if(said.begin(), said.end(), [&](const Said& s) {
                      return s.where == where + " / " + r.id;
                  }) >= 2);
        }
        for (const auto& s : said) {
            const auto wrong = faults(s);
            for (const auto& w : wrong) {
                INFO(s.where << ": \"" << s.message << "\"");
                FAIL_CHECK(w);
            }
        }
    }
}

} // namespace

TEST_CASE("every message of every rule of every bundled and example pack reads as a sentence") {
    int packs = 0;
    for (const auto& game : test::bundledLibrary().games()) {
        checkGame(*game, "bundled " + game->game.id);
        ++packs;
    }
    CHECK(packs >= 5);
    int examples = 0;
    for (const auto& dir : fs::directory_iterator(fs::path(DECKHAND_RESOURCES_DIR) / "examples")) {
        const auto* game = test::exampleGame(dir.path().filename().string());
        REQUIRE(game);
        checkGame(*game, "example " + game->game.id);
        ++examples;
    }
    CHECK(examples == 6);
    // The test packs of forms no bundled or example game uses (Digimon's Choice Restriction).
    app::GameLibrary tests;
    REQUIRE(
        tests.loadPack((fs::path(DECKHAND_TEST_DATA) / "packs" / "tamers" / "game.xml").string())
            .empty());
    const auto* tamers = tests.find("tamers");
    checkGame(*tamers, "test tamers");
    auto format = tamers->game.formats.front().resolved({});
    REQUIRE(format.ok());
    const auto said = Exercise(*tamers, format.value, "tamers").run();
    CHECK(std::count_if(said.begin(), said.end(), [](const Said& s) {
              return s.message.find("may not be in one deck") != std::string::npos;
          }) >= 4); // each entry with a card of each group, and with all of them
}

TEST_CASE("the grammar check itself finds what it looks for") {
    // The checks above must be able to fail: each of these sentences breaks one rule.
    core::CountRule phrase;
    phrase.label = "champion units as Chosen Champion";
    core::CountRule forms;
    forms.label = "{Leader or base|Leaders or bases} in the sideboard";
    const std::vector<Said> wrong = {
        {"", "The deck has 1 cards; it needs 2."},
        {"", "The deck has 3 card; it needs 2."},
        {"", "the deck has 2 cards."},
        {"", "The deck has 2 cards"},
        {"", "The deck has  2 cards."},
        {"", "The deck has 2 cards ; it needs 3."},
        {"", "The tags of every other cards is judged."},
        {"", "1 card share no colour."},
        {"", "The deck has {have} cards."},
        {"", "The deck has 0 champion units as Chosen Champion cards; it needs 1.", &phrase, 0},
        {"", "The deck has 1 Leaders or bases in the sideboard; it may have none.", &forms, 1},
    };
    for (const auto& s : wrong) {
        INFO(s.message);
        CHECK_FALSE(faults(s).empty());
    }
    CHECK(
        faults({"", "The deck has 1 Leader or base in the sideboard; it may have none.", &forms, 1})
            .empty());
    CHECK(faults({"", "Champion units as Chosen Champion: the deck has 1; it needs 2.", &phrase, 1})
              .empty());
}
