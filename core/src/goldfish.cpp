// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/goldfish.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/game.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "goldfish_need.hpp"
#include "goldfish_run.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <fmt/format.h>
#include <iterator>
#include <string_view>
#include <unordered_map>

namespace deckhand::core {

using SK = GoldfishStep::Kind;

constexpr long long kMaxSettingNumber = 1000;

// ---------------------------------------------------------------------------------------
// The procedure as data

namespace {

// An amount as a step says it: "3", "3 (setting spend)". A count read from a card's field is
// said by fieldAmountText.
std::string amountText(const GoldfishAmount& a, const GoldfishProcedure& p,
                       const std::map<std::string, std::string>& overrides) {
    // TRANSLATORS: an amount of a goldfish step that a setting of the game pack chooses.
    return a.setting.empty() ? std::to_string(a.value)
                             : i18n::trf("{} (setting {})",
                                         settingValue(p.settings, a.setting, overrides), a.setting);
}

// "as many as the life of the card in section leader (5 without one)": `cards` says "as many
// cards as ..." for a step that moves them.
std::string fieldAmountText(const GoldfishAmount& a, const std::string& plain, bool cards) {
    return cards ? i18n::trf("as many cards as the {} of the card in section {} ({} without one)",
                             a.field, a.section, plain)
                 : i18n::trf("as many as the {} of the card in section {} ({} without one)",
                             a.field, a.section, plain);
}

std::string amountText(const GoldfishAmount& a, const GoldfishProcedure& p,
                       const std::map<std::string, std::string>& overrides, bool cards) {
    const std::string plain = amountText(a, p, overrides);
    return a.field.empty() ? plain : fieldAmountText(a, plain, cards);
}

// For a plural form: 1 when the amount reads "1", else many.
unsigned long formOf(const std::string& amount) {
    return amount == "1" ? 1 : 2;
}

// The library a step or requirement names, resolving "{setting}"; empty: the first.
std::string libraryId(const std::string& library, const GoldfishProcedure& p,
                      const std::map<std::string, std::string>& overrides) {
    if (library.size() > 2 && library.front() == '{' && library.back() == '}')
        return settingValue(p.settings, library.substr(1, library.size() - 2), overrides);
    return library;
}

int libraryIndex(const GoldfishProcedure& p, std::string_view id) {
    for (std::size_t i = 0; i < p.libraries.size(); ++i)
        if (iequals(p.libraries[i].id, id)) return static_cast<int>(i);
    return id.empty() ? 0 : -1;
}

std::string libraryName(const GoldfishProcedure& p, const std::string& library,
                        const std::map<std::string, std::string>& o) {
    const int i = libraryIndex(p, libraryId(library, p, o));
    return i < 0 || p.libraries.empty() ? std::string()
                                        : p.libraries[static_cast<std::size_t>(i)].name;
}

std::string mulliganText(const GoldfishStep& s, const GoldfishProcedure& p,
                         const std::map<std::string, std::string>& o) {
    const std::string redraw = amountText(s.redraw, p, o, false);
    std::string text;
    switch (s.mulligan) {
    case MulliganKind::Redraw:
        text =
            s.removeHand
                ? i18n::trf("mulligan: the hand is removed from the game, shuffle, draw {}", redraw)
                : i18n::trf("mulligan: the hand is shuffled back, shuffle, draw {}", redraw);
        break;
    case MulliganKind::London:
        text = i18n::trf("mulligan: the hand is shuffled back, draw {}, then put one card on the "
                         "bottom for each mulligan taken",
                         redraw);
        if (s.freeMulligans > 0)
            text += s.freeMulligans == 1 ? std::string(i18n::tr(" after the first"))
                                         : i18n::trf(" after the first {}", s.freeMulligans);
        break;
    case MulliganKind::PartialBottom:
        text =
            s.shuffle
                ? i18n::tr("mulligan: keep any, put the rest on the bottom, draw as many, shuffle")
                : i18n::tr("mulligan: set aside any, draw as many, put the set-aside cards on "
                           "the bottom (no shuffle)");
        break;
    case MulliganKind::PartialDiscard:
        text = i18n::tr("mulligan: discard any, draw as many");
        break;
    case MulliganKind::None:
        text = i18n::tr("no mulligan");
        break;
    }
    if (s.maxCards) {
        const std::string most = amountText(*s.maxCards, p, o, false);
        text += i18n::trfn(" (at most {} card)", " (at most {} cards)", formOf(most), most);
    }
    if (s.mulligan == MulliganKind::None) return text;
    if (s.until)
        text += s.times == 0
                    ? i18n::trf(", until the hand holds a card with {}", s.until->describe())
                    : i18n::trf(", until the hand holds a card with {} (at most {} times)",
                                s.until->describe(), s.times);
    else if (s.times != 1)
        text += s.times == 0 ? std::string(i18n::tr(", as often as wanted"))
                             : i18n::trf(", up to {} times", s.times);
    return text;
}

std::string pileList(const std::vector<std::string>& piles) {
    std::string out;
    for (const auto& pile : piles)
        out += (out.empty() ? "" : ", ") + pile;
    return out;
}

std::string stepText(const GoldfishStep& s, const GoldfishProcedure& p,
                     const std::map<std::string, std::string>& o) {
    const std::string n = amountText(s.count, p, o, false);
    const std::string any = i18n::tr("any card");
    switch (s.kind) {
    case SK::SetAside: {
        const std::string what = s.filter ? s.filter->describe() : any;
        if (s.count.value > 0 || !s.count.setting.empty())
            return i18n::trf("set aside before shuffling: {} (at most {}) -> {}", what, n, s.zone);
        return i18n::trf("set aside before shuffling: {} -> {}", what, s.zone);
    }
    case SK::Draw:
        if (const auto lib = libraryName(p, s.library, o); !lib.empty())
            return i18n::trf("draw {} from {}", n, lib);
        return i18n::trf("draw {}", n);
    case SK::ReplenishTo: {
        std::string text = i18n::trf("draw until the hand holds {}", n);
        if (!s.instead) return text;
        const std::string instead = amountText(*s.instead, p, o, false);
        const std::string setting = s.insteadSetting.empty()
                                        ? std::string()
                                        : i18n::trf("; setting {}={}", s.insteadSetting,
                                                    settingValue(p.settings, s.insteadSetting, o));
        return text + (s.insteadFilter ? i18n::trf(" ({} when a set-aside card has {}{})", instead,
                                                   s.insteadFilter->describe(), setting)
                                       : i18n::trf(" ({} when set{})", instead, setting));
    }
    case SK::Mulligan:
        return mulliganText(s, p, o);
    case SK::MoveTop: {
        std::string text =
            s.count.field.empty()
                ? i18n::trfn("{} card from the deck top to {}, face down",
                             "{} cards from the deck top to {}, face down", formOf(n), n, s.zone)
                : i18n::trf("{} from the deck top to {}, face down",
                            amountText(s.count, p, o, true), s.zone);
        if (s.cap) text += i18n::trf(", never more than {} there", amountText(*s.cap, p, o, false));
        return text;
    }
    case SK::Charge:
        return i18n::trfn("charge {} card from the hand to {}",
                          "charge {} cards from the hand to {}", formOf(n), n, s.zone);
    case SK::Spend: {
        long long spent = s.count.value;
        if (!s.count.setting.empty() &&
            !parseInt(settingValue(p.settings, s.count.setting, o), spent))
            spent = 0;
        std::string text =
            i18n::trfn("{} card leaves the hand, played", "{} cards leave the hand, played",
                       static_cast<unsigned long>(spent), spent);
        if (!s.count.setting.empty()) text += i18n::trf(" (setting {})", s.count.setting);
        return text;
    }
    case SK::Place:
        return i18n::trfn("place {} card ({}) from the hand to {}",
                          "place {} cards ({}) from the hand to {}", formOf(n), n,
                          s.filter ? s.filter->describe() : any, s.zone);
    case SK::HandLimit:
        return i18n::trf("discard down to {} when holding more", n);
    case SK::Deal:
        return i18n::trf("deal the whole deck face down, one card at a time, into {}",
                         pileList(s.piles));
    case SK::Shift: {
        const std::string first = s.piles.empty() ? "" : s.piles.front();
        std::string text = i18n::trf("shift: the face-up top card of each pile ({0} first) moves "
                                     "one pile toward {0}; {0}'s goes to {1}",
                                     first, p.handZone);
        if (s.hold) text += i18n::trf(" (cards with {} never shift)", s.hold->describe());
        return text;
    }
    case SK::Flip:
        return i18n::trf("flip: every face-down top card of {} ({} first) is turned face up onto "
                         "the pile its {} names",
                         pileList(s.piles),
                         s.piles.empty()   ? ""
                         : s.flipHighFirst ? s.piles.back()
                                           : s.piles.front(),
                         s.pileField);
    }
    return {};
}

std::string describeStep(const GoldfishStep& s, const GoldfishProcedure& p,
                         const std::map<std::string, std::string>& o) {
    std::string text = stepText(s, p, o);
    std::vector<std::string> firsts;
    if (s.goingFirst)
        firsts.push_back(i18n::trf("going first {}", amountText(*s.goingFirst, p, o, false)));
    if (s.goingSecond)
        firsts.push_back(i18n::trf("going second {}", amountText(*s.goingSecond, p, o, false)));
    if (!firsts.empty())
        // TRANSLATORS: ends a goldfish step: " (the first time: going first 5, going second 6)".
        text += i18n::trf(" (the first time: {})", pileList(firsts));
    if (!s.cite.empty()) text += " [" + s.cite + "]";
    return text;
}

} // namespace

std::vector<std::string>
GoldfishProcedure::describeSetup(const std::map<std::string, std::string>& overrides) const {
    std::vector<std::string> out;
    for (const auto& s : setup)
        out.push_back(describeStep(s, *this, overrides));
    return out;
}

std::vector<std::string>
GoldfishProcedure::describeTurn(const std::map<std::string, std::string>& overrides) const {
    std::vector<std::string> out;
    for (const auto& s : turn)
        out.push_back(describeStep(s, *this, overrides));
    return out;
}

std::string Need::describe() const {
    std::string out;
    for (const auto& option : options) {
        std::string all;
        for (const auto& r : option) {
            const std::string one =
                r.text.empty() ? fmt::format("{} {}", r.count, r.filter.describe()) : r.text;
            all += (all.empty() ? "" : " and ") + one;
        }
        if (options.size() > 1 && option.size() > 1) all = "(" + all + ")";
        out += (out.empty() ? "" : " or ") + all;
    }
    return out;
}

// ---------------------------------------------------------------------------------------
// A deck made ready

int GoldfishDeck::Step::countFor(PlayOrder play, bool firstTime) const {
    if (firstTime) {
        if (play == PlayOrder::First && goingFirst) return *goingFirst;
        if (play == PlayOrder::Second && goingSecond) return *goingSecond;
    }
    return count;
}

void GoldfishDeck::indexValues() {
    m_valueFields = 0;
    for (const auto& k : m_kinds)
        m_valueFields = std::max(m_valueFields, k.printing->values.size());
    const std::size_t kinds = m_kinds.size();
    m_groupOf.assign(m_valueFields * kinds, 0);
    m_groupFirst.clear();
    m_groupStart.assign(m_valueFields + 1, 0);
    std::unordered_map<std::string_view, std::uint32_t> first; // value -> its group
    for (std::size_t f = 0; f < m_valueFields; ++f) {
        first.clear();
        const std::size_t start = m_groupFirst.size();
        m_groupStart[f] = start;
        auto newGroup = [&](std::size_t k) {
            m_groupFirst.push_back(static_cast<std::uint32_t>(k));
            return static_cast<std::uint32_t>(m_groupFirst.size() - 1 - start);
        };
        for (std::size_t k = 0; k < kinds; ++k) {
            const Printing& p = *m_kinds[k].printing;
            std::uint32_t group = 0;
            if (f < p.values.size() && f < p.numbers.size()) {
                const auto [it, added] = first.try_emplace(p.values[f], 0);
                if (added) {
                    it->second = newGroup(k);
                    group = it->second;
                } else {
                    const Printing& q = *m_kinds[m_groupFirst[start + it->second]].printing;
                    group = p.numbers[f] == q.numbers[f] ? it->second : newGroup(k);
                }
            } else {
                group = newGroup(k);
            }
            m_groupOf[f * kinds + k] = group;
        }
    }
    m_groupStart[m_valueFields] = m_groupFirst.size();
}

namespace {

// The value of an amount read from a card: the integer field of the deck's first card in the
// section that has one (ONE PIECE's Life: the Leader's life).
std::optional<int> fromCard(const Game& game, const Deck& deck, const GoldfishAmount& a) {
    const int field = game.fieldIndex(a.field);
    if (field < 0) return std::nullopt;
    for (const auto& section : deck.sections) {
        if (!iequals(section.id, a.section)) continue;
        for (const auto& e : section.entries) {
            if (!e.printing) continue;
            const auto& n = e.printing->numbers[static_cast<std::size_t>(field)];
            if (n && *n >= 0 && *n <= kMaxSettingNumber) return static_cast<int>(*n);
        }
    }
    return std::nullopt;
}

// The library a card of a section goes to: the first that takes it; -1: none. With no
// libraries declared, the one library of the whole deck.
int libraryFor(const GoldfishProcedure& p, const std::string& section, const Printing& card) {
    if (p.libraries.empty()) return 0;
    for (std::size_t i = 0; i < p.libraries.size(); ++i) {
        const auto& l = p.libraries[i];
        const bool inSection =
            l.sections.empty() || std::any_of(l.sections.begin(), l.sections.end(),
                                              [&](const auto& id) { return iequals(id, section); });
        if (inSection && (!l.filter || l.filter->matches(card))) return static_cast<int>(i);
    }
    return -1;
}

} // namespace

Result<GoldfishDeck> GoldfishDeck::make(const Game& game, const GoldfishProcedure& procedure,
                                        const Deck& deck,
                                        const std::map<std::string, std::string>& settings) {
    Result<GoldfishDeck> out;
    auto fail = [&](std::string message) {
        out.errors.push_back({{deck.file}, std::move(message)});
    };
    if (!procedure.declared) {
        fail(i18n::trf("{} has no goldfish procedure in its game pack", game.name));
        return out;
    }
    GoldfishDeck& d = out.value;
    d.m_game = &game;
    d.m_procedure = &procedure;

    // Goldfish numbers count cards and turns: a bound keeps a typo from running for ever.
    std::vector<SettingDef> bounded = procedure.settings;
    for (auto& s : bounded) {
        s.min = std::max(s.min, 0LL);
        s.max = std::min(s.max, kMaxSettingNumber);
    }
    auto checked = checkSettings(bounded, settings, fmt::format("{}'s goldfish", game.name));
    for (auto& e : checked.errors)
        fail(std::move(e.message));
    d.m_settings = std::move(checked.value);
    auto amount = [&](const GoldfishAmount& a) {
        if (!a.field.empty())
            if (const auto v = fromCard(game, deck, a)) return *v;
        if (a.setting.empty()) return a.value;
        long long n = 0;
        if (!parseInt(settingValue(procedure.settings, a.setting, d.m_settings), n) || n < 0 ||
            n > kMaxSettingNumber) {
            fail(i18n::trf("goldfish setting {} is not a whole number", a.setting));
            return 0;
        }
        return static_cast<int>(n);
    };

    // Kinds: one per printing and library, in deck order, from the sections that count.
    std::vector<Kind> cards;
    std::vector<std::string> homeless;
    for (const auto& section : deck.sections) {
        const SectionDef* def = deckSection(game, section.id);
        if (def && !def->counts) continue; // and never the Considering board
        for (const auto& e : section.entries) {
            if (!e.printing) {
                fail(i18n::trf("'{}' is not a known card", e.name));
                continue;
            }
            const int library = libraryFor(procedure, section.id, *e.printing);
            if (library < 0) {
                homeless.push_back(e.printing->name());
                continue;
            }
            auto it = std::find_if(cards.begin(), cards.end(), [&](const Kind& c) {
                return c.printing == e.printing && c.library == library;
            });
            if (it == cards.end())
                cards.push_back({e.printing, e.quantity, library});
            else
                it->copies += e.quantity;
        }
    }
    if (!homeless.empty())
        fail(i18n::trf("no library of the goldfish takes {} of the deck: {}",
                       plural(static_cast<long long>(homeless.size()), "card", "cards"),
                       fmt::join(homeless, ", ")));

    auto resolveStep = [&](const GoldfishStep& s) {
        Step r;
        r.kind = s.kind;
        r.source = &s;
        r.count = amount(s.count);
        if (s.goingFirst) r.goingFirst = amount(*s.goingFirst);
        if (s.goingSecond) r.goingSecond = amount(*s.goingSecond);
        if (s.cap) r.cap = amount(*s.cap);
        r.zone = s.zone;
        r.mulligan = s.mulligan;
        r.redraw = amount(s.redraw);
        r.removeHand = s.removeHand;
        r.times = s.times;
        r.freeMulligans = s.freeMulligans;
        if (s.maxCards) r.maxCards = amount(*s.maxCards);
        r.shuffle = s.shuffle;
        r.library =
            std::max(0, libraryIndex(procedure, libraryId(s.library, procedure, d.m_settings)));
        r.piles = s.piles;
        r.flipHighFirst = s.flipHighFirst;
        return r;
    };

    for (const auto& s : procedure.setup) {
        if (s.kind != SK::SetAside) continue;
        const int limit = amount(s.count); // 0: every matching card
        int taken = 0;
        for (auto& c : cards) {
            if (s.filter && !s.filter->matches(*c.printing)) continue;
            for (; c.copies > 0 && (limit == 0 || taken < limit); --c.copies, ++taken)
                d.m_setAside.push_back({s.zone, c.printing});
        }
    }
    // The kinds of a library together, the libraries in the procedure's order.
    std::stable_sort(cards.begin(), cards.end(),
                     [](const Kind& a, const Kind& b) { return a.library < b.library; });
    d.m_librarySizes.assign(std::max<std::size_t>(1, procedure.libraries.size()), 0);
    for (const auto& c : cards) {
        if (c.copies <= 0) continue;
        d.m_kinds.push_back(c);
        d.m_librarySize += c.copies;
        d.m_librarySizes[static_cast<std::size_t>(c.library)] += c.copies;
    }
    if (d.m_kinds.size() > 60000 || d.m_librarySize > 60000)
        fail(i18n::tr("the deck is too large to goldfish"));
    d.indexValues();

    for (const auto& s : procedure.setup)
        d.m_setup.push_back(resolveStep(s));
    for (const auto& s : procedure.turn)
        d.m_turn.push_back(resolveStep(s));
    for (auto* steps : {&d.m_setup, &d.m_turn}) {
        for (auto& r : *steps) {
            const GoldfishStep& s = *r.source;
            if (r.kind == SK::Place) {
                for (const auto& k : d.m_kinds)
                    r.matches.push_back(!s.filter || s.filter->matches(*k.printing) ? 1 : 0);
            }
            if (r.kind == SK::Mulligan && s.until) {
                bool any = false;
                for (const auto& k : d.m_kinds) {
                    r.until.push_back(s.until->matches(*k.printing) ? 1 : 0);
                    any = any || r.until.back();
                }
                if (!any)
                    fail(i18n::trf("no card of the deck has {}, so no opening hand can be kept "
                                   "(the mulligan is taken until the hand holds one){}",
                                   s.until->describe(), s.cite.empty() ? "" : " [" + s.cite + "]"));
            }
            if (r.kind == SK::ReplenishTo && s.instead) {
                const std::string choice =
                    s.insteadSetting.empty()
                        ? "auto"
                        : toLower(settingValue(procedure.settings, s.insteadSetting, d.m_settings));
                bool useInstead = choice == "yes";
                if (choice == "auto" && s.insteadFilter)
                    useInstead = std::any_of(
                        d.m_setAside.begin(), d.m_setAside.end(),
                        [&](const SetAside& a) { return s.insteadFilter->matches(*a.printing); });
                if (useInstead) r.count = amount(*s.instead);
            }
            if (r.kind == SK::Shift || r.kind == SK::Flip) {
                const Step* deal = nullptr;
                for (const auto& st : d.m_setup)
                    if (st.kind == SK::Deal) deal = &st;
                for (const auto& pile : r.piles) {
                    const auto at = deal ? std::find(deal->piles.begin(), deal->piles.end(), pile)
                                         : std::vector<std::string>::const_iterator{};
                    if (!deal || at == deal->piles.end()) {
                        fail(i18n::trf("the {} step names pile '{}', which no deal step deals "
                                       "into",
                                       r.kind == SK::Shift ? "shift" : "flip", pile));
                        continue;
                    }
                    r.pileIndex.push_back(static_cast<int>(at - deal->piles.begin()));
                }
            }
            if (r.kind == SK::Shift)
                for (const auto& k : d.m_kinds)
                    r.matches.push_back(s.hold && s.hold->matches(*k.printing) ? 1 : 0);
            if (r.kind == SK::Flip) {
                const int field = game.fieldIndex(s.pileField);
                for (const auto& k : d.m_kinds) {
                    const auto& n = field < 0
                                        ? std::optional<long long>{}
                                        : k.printing->numbers[static_cast<std::size_t>(field)];
                    r.target.push_back(n && *n >= 1 && *n <= static_cast<long long>(r.piles.size())
                                           ? static_cast<int>(*n)
                                           : 0);
                }
            }
        }
    }
    if (!out.errors.empty()) out.value = GoldfishDeck{};
    return out;
}

int GoldfishDeck::openingHand() const {
    int n = 0;
    for (const auto& s : m_setup) {
        if (s.kind == SK::Mulligan) break;
        if (s.kind == SK::Draw) n += s.count;
        if (s.kind == SK::ReplenishTo) n = std::max(n, s.count);
    }
    return std::min(n, m_librarySize);
}

const GoldfishDeck::Step* GoldfishDeck::mulliganStep() const {
    for (const auto& s : m_setup)
        if (s.kind == SK::Mulligan) return &s;
    return nullptr;
}

bool GoldfishDeck::hasPileSteps() const {
    return std::any_of(m_turn.begin(), m_turn.end(),
                       [](const Step& s) { return s.kind == SK::Shift || s.kind == SK::Flip; });
}

std::string GoldfishDeck::missingForPiles() const {
    for (const auto& s : m_turn) {
        if (s.kind != SK::Flip) continue;
        if (std::any_of(s.target.begin(), s.target.end(), [](int t) { return t > 0; })) continue;
        const auto* def = m_game->fieldAt(m_game->fieldIndex(s.source->pileField));
        return i18n::trf("none of the deck's cards has a value in {} ({}), which the flip step "
                         "needs{}: no card moves along the piles, so none reaches {} — add "
                         "card data with that column",
                         def ? def->label : s.source->pileField, s.source->pileField,
                         s.source->cite.empty() ? "" : " [" + s.source->cite + "]",
                         m_procedure->handZone);
    }
    return {};
}

int GoldfishDeck::countMatching(const Filter& filter) const {
    int n = 0;
    for (const auto& k : m_kinds)
        if (filter.matches(*k.printing)) n += k.copies;
    return n;
}

// ---------------------------------------------------------------------------------------
// Needs, compiled

namespace detail {

CompiledNeed compileNeed(const GoldfishDeck& deck, const Need& need) {
    CompiledNeed c;
    compileCategories(deck, need, c);
    c.pack();
    return c;
}

void compileCategories(const GoldfishDeck& deck, const Need& need, CompiledNeed& c) {
    std::array<const Requirement*, kMaxRequirements> reqs{};
    c.optionMask.clear();
    c.requirements = 0;
    for (const auto& option : need.options) {
        std::uint32_t mask = 0;
        for (const auto& r : option) {
            if (c.requirements >= kMaxRequirements)
                throw Error(i18n::trf("a need may hold at most {} requirements", kMaxRequirements));
            mask |= 1u << c.requirements;
            reqs[static_cast<std::size_t>(c.requirements++)] = &r;
        }
        if (mask) c.optionMask.push_back(mask);
    }
    const auto reqCount = static_cast<std::size_t>(c.requirements);
    c.k.resize(reqCount);
    for (std::size_t i = 0; i < reqCount; ++i)
        c.k[i] = std::max(0, reqs[i]->count);
    const auto& kinds = deck.kinds();
    c.kindSig.assign(kinds.size(), 0);
    // A leaf reads its one field: the requirements reading a field are matched once per value
    // of it, together, and each kind takes its value's signature.
    auto oneField = [](const Filter& f) {
        return f.op != Filter::Op::All && f.op != Filter::Op::Any && f.op != Filter::Op::Not;
    };
    std::uint32_t done = 0;
    for (std::size_t i = 0; i < reqCount; ++i) {
        if (done & (1u << i)) continue;
        const Filter& filter = reqs[i]->filter;
        const auto groups =
            oneField(filter) ? deck.valueGroups(filter.fieldIndex) : GoldfishDeck::ValueGroups{};
        if (groups.first.empty()) {
            for (std::size_t kind = 0; kind < kinds.size(); ++kind)
                c.kindSig[kind] |= (filter.matches(*kinds[kind].printing) ? 1u : 0u) << i;
            continue;
        }
        c.groupSig.assign(groups.first.size(), 0);
        for (std::size_t j = i; j < reqCount; ++j) {
            const Filter& other = reqs[j]->filter;
            if ((done & (1u << j)) || !oneField(other) || other.fieldIndex != filter.fieldIndex)
                continue;
            done |= 1u << j;
            for (std::size_t g = 0; g < groups.first.size(); ++g)
                c.groupSig[g] |= (other.matches(*kinds[groups.first[g]].printing) ? 1u : 0u) << j;
        }
        for (std::size_t kind = 0; kind < kinds.size(); ++kind)
            c.kindSig[kind] |= c.groupSig[groups.group[kind]];
    }
    // A requirement that names a library counts only that library's cards.
    for (std::size_t i = 0; i < reqCount; ++i) {
        if (reqs[i]->library.empty()) continue;
        const int library = libraryIndex(deck.procedure(), reqs[i]->library);
        for (std::size_t kind = 0; kind < kinds.size(); ++kind)
            if (kinds[kind].library != library) c.kindSig[kind] &= ~(1u << i);
    }
    // Categories by signature (a signature has kMaxRequirements bits at most): a table, not a
    // search per kind, with the copies of each signature summed on the same pass; in keep
    // order, the most requirements first, then by signature.
    std::array<std::int16_t, std::size_t{1} << kMaxRequirements> category;
    std::array<int, std::size_t{1} << kMaxRequirements> copies;
    const std::size_t signatures = std::size_t{1} << c.requirements;
    std::fill(category.begin(), category.begin() + static_cast<std::ptrdiff_t>(signatures), -1);
    std::fill(copies.begin(), copies.begin() + static_cast<std::ptrdiff_t>(signatures), 0);
    c.categories.clear();
    for (std::size_t kind = 0; kind < kinds.size(); ++kind) {
        const auto sig = c.kindSig[kind];
        copies[sig] += kinds[kind].copies;
        if (sig && category[sig] < 0) {
            category[sig] = 0;
            c.categories.push_back(sig);
        }
    }
    auto keepOrder = [](std::uint32_t sig) {
        return (static_cast<std::uint32_t>(kMaxRequirements - std::popcount(sig)) << 16) | sig;
    };
    for (std::size_t i = 1; i < c.categories.size(); ++i) // a handful: insertion
        for (std::size_t j = i;
             j > 0 && keepOrder(c.categories[j]) < keepOrder(c.categories[j - 1]); --j)
            std::swap(c.categories[j], c.categories[j - 1]);
    category[0] = -1;
    c.library.resize(c.categories.size() + 1);
    for (std::size_t i = 0; i < c.categories.size(); ++i) {
        category[c.categories[i]] = static_cast<std::int16_t>(i);
        c.library[i] = copies[c.categories[i]];
    }
    c.library.back() = copies[0];
    c.kindCategory.resize(kinds.size());
    for (std::size_t kind = 0; kind < kinds.size(); ++kind)
        c.kindCategory[kind] = category[c.kindSig[kind]];
}

void CompiledNeed::pack() {
    bias = {};
    for (int i = 0; i < requirements; ++i)
        bias[static_cast<std::size_t>(i / 4)] |=
            static_cast<std::uint64_t>(0x8000 - k[static_cast<std::size_t>(i)]) << (16 * (i % 4));
    for (int i = requirements; i < kMaxRequirements; ++i)
        bias[static_cast<std::size_t>(i / 4)] |= std::uint64_t{0x8000} << (16 * (i % 4));
    optionLanes.clear();
    for (const auto mask : optionMask) {
        Packed lanes{};
        for (int i = 0; i < requirements; ++i)
            if (mask & (1u << i))
                lanes[static_cast<std::size_t>(i / 4)] |= std::uint64_t{0x8000} << (16 * (i % 4));
        optionLanes.push_back(lanes);
    }
    kindInc.assign(kindSig.size(), Packed{});
    for (std::size_t kind = 0; kind < kindSig.size(); ++kind)
        for (int i = 0; i < requirements; ++i)
            kindInc[kind][static_cast<std::size_t>(i / 4)] +=
                std::uint64_t{(kindSig[kind] >> i) & 1u} << (16 * (i % 4));
}

bool CompiledNeed::metCounts(const int* counts) const {
    int have[kMaxRequirements] = {};
    for (std::size_t c = 0; c < categories.size(); ++c)
        for (int i = 0; i < requirements; ++i)
            if (categories[c] & (1u << i)) have[i] += counts[c];
    for (const auto mask : optionMask) {
        bool all = true;
        for (int i = 0; i < requirements && all; ++i)
            if ((mask & (1u << i)) && have[i] < k[static_cast<std::size_t>(i)]) all = false;
        if (all) return true;
    }
    return false;
}

int CompiledNeed::bestOption(const int* counts) const {
    if (optionMask.size() <= 1) return 0;
    int have[kMaxRequirements] = {};
    for (std::size_t c = 0; c < categories.size(); ++c)
        for (int i = 0; i < requirements; ++i)
            if (categories[c] & (1u << i)) have[i] += counts[c];
    int best = 0;
    double bestScore = -1;
    for (std::size_t o = 0; o < optionMask.size(); ++o) {
        int got = 0, want = 0;
        for (int i = 0; i < requirements; ++i) {
            if (!(optionMask[o] & (1u << i))) continue;
            got += std::min(have[i], k[static_cast<std::size_t>(i)]);
            want += k[static_cast<std::size_t>(i)];
        }
        const double score = want ? static_cast<double>(got) / want : 1.0;
        if (score > bestScore) {
            bestScore = score;
            best = static_cast<int>(o);
        }
    }
    return best;
}

void CompiledNeed::keep(const int* counts, int* kept) const {
    const std::uint32_t mask =
        optionMask.empty() ? 0 : optionMask[static_cast<std::size_t>(bestOption(counts))];
    int have[kMaxRequirements] = {};
    for (std::size_t c = 0; c < categories.size(); ++c) {
        const std::uint32_t bits = categories[c] & mask;
        int x = 0;
        while (bits && x < counts[c]) {
            bool serves = false;
            for (int i = 0; i < requirements && !serves; ++i)
                if ((bits & (1u << i)) && have[i] < k[static_cast<std::size_t>(i)]) serves = true;
            if (!serves) break;
            ++x;
            for (int i = 0; i < requirements; ++i)
                if (bits & (1u << i)) ++have[i];
        }
        kept[c] = x;
    }
}

} // namespace detail

// ---------------------------------------------------------------------------------------
// A sample game

namespace {

struct Recorder {
    static constexpr bool kText = true;
    SampleGame* game;
    void text(int turn, std::string s) { game->events.push_back({turn, std::move(s)}); }
    void deployed(int, int) {}
    void forced(int taken) { game->forcedMulligans = taken; }
    void table(SampleGame::Opening o) {
        o.events = game->events.size();
        game->table.push_back(std::move(o));
    }
    void opening(SampleGame::Opening o) {
        o.events = game->events.size();
        game->opening = std::move(o);
    }
};

SampleGame play(const GoldfishDeck& deck, const Question& question, int turns, std::uint64_t seed,
                const std::vector<std::vector<int>>* mulligans) {
    SampleGame game;
    if (const auto* s = deck.mulliganStep()) {
        game.mulligan = s->mulligan;
        game.mulliganTimes = s->times;
        game.mandatory = !s->until.empty();
    }
    if (mulligans) game.mulligans = *mulligans;
    for (const auto& a : deck.setAside()) {
        auto zone = std::find_if(game.setAside.begin(), game.setAside.end(),
                                 [&](const auto& z) { return z.first == a.zone; });
        if (zone == game.setAside.end()) {
            game.setAside.emplace_back(a.zone, std::vector<const Printing*>{});
            zone = std::prev(game.setAside.end());
        }
        zone->second.push_back(a.printing);
    }
    Recorder rec{&game};
    Question q = question;
    q.byTurn = std::max(0, turns);
    const auto need = detail::compileNeed(deck, q.need);
    detail::GoldfishRun<Recorder> run(deck, need, q, rec);
    run.setChoices(mulligans);
    pcg32 rng = detail::chunkStream(seed, 0);
    run.play(rng);
    return game;
}

} // namespace

SampleGame playSample(const GoldfishDeck& deck, const Question& question, int turns,
                      std::uint64_t seed) {
    return play(deck, question, turns, seed, nullptr);
}

SampleGame playSample(const GoldfishDeck& deck, const Question& question, int turns,
                      std::uint64_t seed, const std::vector<std::vector<int>>& mulligans) {
    return play(deck, question, turns, seed, &mulligans);
}

Result<SampleGame> takeMulligan(const GoldfishDeck& deck, const Question& question, int turns,
                                std::uint64_t seed, const SampleGame& game,
                                const std::vector<int>& chosen) {
    Result<SampleGame> out;
    auto fail = [&](std::string message) {
        out.errors.push_back({{}, std::move(message)});
        return out;
    };
    if (game.mulligan == MulliganKind::None || !game.opening)
        return fail(i18n::trf("{} has no mulligan: keep the hand.", deck.game().name));
    if (game.mandatory)
        return fail(i18n::trf("{}'s mulligan is not a choice: it is taken while the hand holds "
                              "no card with {}.",
                              deck.game().name, deck.mulliganStep()->source->until->describe()));
    if (!game.mayMulligan())
        return fail(game.mulliganTimes == 1
                        ? i18n::trf("{}'s rules allow one mulligan, and it was taken: keep the "
                                    "hand.",
                                    deck.game().name)
                        : i18n::trf("{}'s rules allow {} mulligans, and they were taken: keep "
                                    "the hand.",
                                    deck.game().name, game.mulliganTimes));
    const bool partial =
        game.mulligan != MulliganKind::Redraw && game.mulligan != MulliganKind::London;
    if (const auto* m = deck.mulliganStep();
        partial && m && m->maxCards > 0 && static_cast<int>(chosen.size()) > m->maxCards)
        return fail(i18n::trfn("{}'s mulligan takes at most {} card: tick fewer cards.",
                               "{}'s mulligan takes at most {} cards: tick fewer cards.",
                               static_cast<unsigned long>(m->maxCards), deck.game().name,
                               m->maxCards));
    if (partial && chosen.empty())
        return fail(
            game.mulligan == MulliganKind::PartialBottom
                ? i18n::tr("Tick the cards to put on the bottom of the deck, or keep the hand.")
                : i18n::tr("Tick the cards to discard, or keep the hand."));
    std::vector<int> cards;
    if (partial) {
        const int size = static_cast<int>(game.opening->hand.size());
        for (const int i : chosen) {
            if (i < 0 || i >= size)
                return fail(i18n::trf("card {} is not in the hand of {} cards", i + 1, size));
            if (std::find(cards.begin(), cards.end(), i) != cards.end())
                return fail(i18n::trf("card {} was chosen twice", i + 1));
            cards.push_back(i);
        }
        std::sort(cards.begin(), cards.end());
    }
    auto mulligans = game.mulligans;
    mulligans.push_back(std::move(cards));
    out.value = play(deck, question, turns, seed, &mulligans);
    return out;
}

} // namespace deckhand::core
