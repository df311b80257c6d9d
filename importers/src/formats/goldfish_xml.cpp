// SPDX-License-Identifier: GPL-3.0-or-later

#include "goldfish_xml.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/probability.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>

namespace deckhand::io::detail {

using core::GoldfishAmount;
using core::GoldfishProcedure;
using core::GoldfishStep;
using SK = core::GoldfishStep::Kind;

namespace {

class GoldfishReader {
public:
    GoldfishReader(XmlReader& xml, const core::Game& game, const FilterReader& readFilters)
        : m_xml(xml), m_game(game), m_readFilters(readFilters) {}

    GoldfishProcedure read(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {"hand-zone", "note"});
        m_proc.declared = true;
        if (const auto z = node.attribute("hand-zone")) m_proc.handZone = z.value();
        m_proc.note = node.attribute("note").value();
        // Settings first: steps refer to them, whatever order the file has.
        for (const auto& s : node.children("setting"))
            readSetting(s);
        for (const auto& l : node.children("library"))
            readLibrary(l);
        for (const auto& c : node.children()) {
            const std::string_view name = c.name();
            if (name != "cost-frames" && name != "link-frames") continue;
            if (m_proc.frames.declared())
                m_xml.error(c, i18n::tr("<goldfish> declares its cost frames once"));
            readFrames(c, name == "link-frames");
        }
        bool setup = false, turn = false;
        for (const auto& c : node.children()) {
            if (c.type() != pugi::node_element) continue;
            const std::string_view name = c.name();
            if (name == "setting" || name == "library") continue;
            if (name == "setup") {
                if (setup) m_xml.error(c, i18n::tr("<goldfish> has more than one <setup>"));
                setup = true;
                readSteps(c, m_proc.setup, true);
            } else if (name == "turn") {
                if (turn) m_xml.error(c, i18n::tr("<goldfish> has more than one <turn>"));
                turn = true;
                readSteps(c, m_proc.turn, false);
            } else if (name == "cost-frames" || name == "link-frames") {
                continue;
            } else if (name == "figure" || name == "share" || name == "cost-figure" ||
                       name == "link-figure") {
                readFigure(c);
            } else {
                unknown(c, "goldfish");
            }
        }
        if (!setup) m_xml.error(node, i18n::tr("<goldfish> needs a <setup>"));
        checkBuildQueue(node);
        checkLibraries(node);
        return std::move(m_proc);
    }

private:
    void unknown(const pugi::xml_node& n, std::string_view parent) {
        m_xml.error(n, i18n::trf("<{}> does not belong in <{}>", n.name(), parent));
    }

    void readSetting(const pugi::xml_node& n) { detail::readSetting(m_xml, n, m_proc.settings); }

    const core::SettingDef* findSetting(const std::string& id) const {
        return core::findSetting(m_proc.settings, id);
    }

    // "6" or "{setting}" naming a whole-number setting.
    std::optional<GoldfishAmount> amount(const pugi::xml_node& n, const char* attr, bool required) {
        const auto a = n.attribute(attr);
        if (!a) {
            if (required)
                m_xml.error(n, i18n::trf("<{}> needs the attribute '{}'", n.name(), attr));
            return std::nullopt;
        }
        const std::string_view v = core::trim(a.value());
        GoldfishAmount out;
        if (v.size() > 2 && v.front() == '{' && v.back() == '}') {
            out.setting = std::string(v.substr(1, v.size() - 2));
            const auto* s = findSetting(out.setting);
            if (!s)
                m_xml.error(n, i18n::trf("{}=\"{}\": the goldfish has no setting '{}'", attr, v,
                                         out.setting));
            else if (!s->choices.empty())
                m_xml.error(n, i18n::trf("{}=\"{}\": setting '{}' has choices, not a number", attr,
                                         v, out.setting));
            return out;
        }
        const auto i = m_xml.integer(n, attr);
        if (!i) return std::nullopt;
        out.value = *i;
        return out;
    }

    // count-field="life" count-section="leader": the count is that integer field of the
    // deck's first card in the section that has one (ONE PIECE's Life), else `count`.
    void amountFromCard(const pugi::xml_node& n, GoldfishAmount& a) {
        const auto field = n.attribute("count-field");
        const auto section = n.attribute("count-section");
        if (!field && !section) return;
        if (!field || !section) {
            m_xml.error(n,
                        i18n::tr("count-field and count-section go together: the field of the card "
                                 "in that section"));
            return;
        }
        a.field = field.value();
        a.section = section.value();
        const auto* def = m_game.fieldAt(m_game.fieldIndex(a.field));
        if (!def || def->type != core::FieldType::Integer)
            m_xml.error(n, i18n::trf("count-field '{}' is not an integer field of {}", a.field,
                                     m_game.name));
        if (!m_game.section(a.section))
            m_xml.error(
                n, i18n::trf("count-section '{}' is not a section of {}", a.section, m_game.name));
    }

    // <library id name sections cite> with an optional filter: a pile of its own to draw from.
    void readLibrary(const pugi::xml_node& n) {
        m_xml.allowAttributes(n, {"id", "name", "sections", "cite", "note"});
        core::GoldfishLibrary l;
        l.id = m_xml.required(n, "id");
        l.name = n.attribute("name") ? n.attribute("name").value() : l.id;
        l.cite = n.attribute("cite").value();
        l.sections = splitList(n.attribute("sections").value(), ',');
        for (const auto& id : l.sections)
            if (!m_game.section(id))
                m_xml.error(n, i18n::trf("sections: '{}' is not a section of {}", id, m_game.name));
        l.filter = filters(n, false);
        for (const auto& other : m_proc.libraries)
            if (core::iequals(other.id, l.id))
                m_xml.error(n, i18n::trf("library '{}' is declared twice", l.id));
        m_proc.libraries.push_back(std::move(l));
    }

    bool isLibrary(std::string_view id) const {
        return std::any_of(m_proc.libraries.begin(), m_proc.libraries.end(),
                           [&](const auto& l) { return core::iequals(l.id, id); });
    }

    // library="atlas", or "{setting}" whose choices are libraries.
    std::string libraryOf(const pugi::xml_node& n) {
        const std::string v(core::trim(n.attribute("library").value()));
        if (v.empty()) return v;
        if (v.size() > 2 && v.front() == '{' && v.back() == '}') {
            const auto* s = findSetting(v.substr(1, v.size() - 2));
            if (!s || s->choices.empty() ||
                !std::all_of(s->choices.begin(), s->choices.end(),
                             [&](const std::string& c) { return isLibrary(c); }))
                m_xml.error(n, i18n::trf("library=\"{}\": a setting whose choices are the "
                                         "goldfish's libraries",
                                         v));
        } else if (!isLibrary(v)) {
            m_xml.error(n, i18n::trf("library '{}' is not one of the goldfish's <library> "
                                     "elements",
                                     v));
        }
        return v;
    }

    // With several libraries the goldfish draws and takes from the hand; the steps that move
    // the deck as a whole (a mulligan, the deck top, a deal) are not played over several.
    void checkLibraries(const pugi::xml_node& node) {
        if (m_proc.libraries.size() < 2) return;
        for (const auto* steps : {&m_proc.setup, &m_proc.turn})
            for (const auto& s : *steps) {
                const bool whole =
                    s.kind == SK::ReplenishTo || s.kind == SK::MoveTop || s.kind == SK::Deal ||
                    s.kind == SK::Shift || s.kind == SK::Flip ||
                    (s.kind == SK::Mulligan && s.mulligan != core::MulliganKind::None);
                if (whole)
                    m_xml.error(node,
                                i18n::tr("with several <library> elements the goldfish plays "
                                         "set-aside, draw, charge, spend, place and hand-limit "
                                         "steps (a mulligan, replenish, move-top or pile step is "
                                         "not played over several libraries)"));
            }
    }

    std::optional<core::Filter> filters(const pugi::xml_node& n, bool required) {
        bool any = false;
        for (const auto& c : n.children())
            any = any || c.type() == pugi::node_element;
        if (!any) {
            if (required)
                m_xml.error(
                    n, i18n::trf("<{}> needs a filter (<where>, <all>, <any> or <not>)", n.name()));
            return std::nullopt;
        }
        return m_readFilters(n);
    }

    // times="2" or times="any"; free="1" (London only).
    void readTimes(const pugi::xml_node& n, GoldfishStep& s) {
        if (const auto t = n.attribute("times")) {
            if (core::iequals(core::trim(t.value()), "any")) {
                s.times = 0;
            } else if (const auto i = m_xml.integer(n, "times")) {
                if (*i < 1 || *i > 100)
                    m_xml.error(n, i18n::trf("times=\"{}\": a mulligan may be taken 1 to 100 "
                                             "times, or times=\"any\"",
                                             t.value()));
                else
                    s.times = static_cast<int>(*i);
            }
        }
        if (const auto f = n.attribute("free")) {
            if (s.mulligan != core::MulliganKind::London)
                m_xml.error(n, i18n::tr("free belongs to kind=\"london\""));
            else if (const auto i = m_xml.integer(n, "free"))
                s.freeMulligans = std::clamp(*i, 0, 100);
        }
    }

    // max="2" (partial mulligans: at most so many cards go) and shuffle="false" (partial-bottom:
    // the cards stay on the bottom, Riftbound).
    void readPartial(const pugi::xml_node& n, GoldfishStep& s) {
        const bool partial = s.mulligan == core::MulliganKind::PartialBottom ||
                             s.mulligan == core::MulliganKind::PartialDiscard;
        if (n.attribute("max")) {
            if (!partial)
                m_xml.error(n, i18n::tr("max belongs to kind=\"partial-bottom\" and "
                                        "kind=\"partial-discard\""));
            else
                s.maxCards = amount(n, "max", true);
        }
        if (n.attribute("shuffle")) {
            if (s.mulligan != core::MulliganKind::PartialBottom)
                m_xml.error(n, i18n::tr("shuffle belongs to kind=\"partial-bottom\""));
            s.shuffle = m_xml.boolean(n, "shuffle", true);
        }
    }

    void readSteps(const pugi::xml_node& parent, std::vector<GoldfishStep>& steps, bool setup) {
        m_xml.allowAttributes(parent, {});
        bool mulligan = false, drawn = false;
        for (const auto& n : parent.children()) {
            if (n.type() != pugi::node_element) continue;
            const std::string_view name = n.name();
            GoldfishStep s;
            s.cite = n.attribute("cite").value();
            s.note = n.attribute("note").value();
            auto firstTime = [&] {
                if (auto a = amount(n, "going-first", false)) s.goingFirst = a;
                if (auto a = amount(n, "going-second", false)) s.goingSecond = a;
            };
            if (name == "set-aside" && setup) {
                m_xml.allowAttributes(n, {"zone", "count", "cite", "note"});
                s.kind = SK::SetAside;
                s.zone = m_xml.required(n, "zone");
                if (auto a = amount(n, "count", false)) s.count = *a;
                s.filter = filters(n, true);
                if (drawn || mulligan)
                    m_xml.error(
                        n,
                        i18n::tr("<set-aside> happens before shuffling: put it before the draws"));
            } else if (name == "draw") {
                m_xml.allowAttributes(n, {"count", "count-field", "count-section", "going-first",
                                          "going-second", "library", "cite", "note"});
                s.kind = SK::Draw;
                if (auto a = amount(n, "count", true)) s.count = *a;
                amountFromCard(n, s.count);
                s.library = libraryOf(n);
                firstTime();
                drawn = true;
            } else if (name == "replenish") {
                m_xml.allowAttributes(n, {"to", "going-first", "going-second", "cite", "note"});
                s.kind = SK::ReplenishTo;
                if (auto a = amount(n, "to", true)) s.count = *a;
                firstTime();
                for (const auto& c : n.children()) {
                    if (c.type() != pugi::node_element) continue;
                    if (std::string_view(c.name()) != "instead") {
                        unknown(c, "replenish");
                        continue;
                    }
                    if (s.instead) m_xml.error(c, i18n::tr("<replenish> holds one <instead>"));
                    m_xml.allowAttributes(c, {"to", "setting", "cite", "note"});
                    s.instead = amount(c, "to", true);
                    s.insteadSetting = c.attribute("setting").value();
                    if (!s.insteadSetting.empty()) {
                        const auto* def = findSetting(s.insteadSetting);
                        const auto has = [&](const char* v) {
                            return def && std::any_of(def->choices.begin(), def->choices.end(),
                                                      [&](const std::string& x) {
                                                          return core::iequals(x, v);
                                                      });
                        };
                        if (!def || !has("yes") || !has("no"))
                            m_xml.error(
                                c, i18n::trf(
                                       "<instead> setting '{}' must be a declared setting with the "
                                       "choices yes and no (and auto to follow the filter)",
                                       s.insteadSetting));
                    }
                    s.insteadFilter = filters(c, s.insteadSetting.empty());
                }
                drawn = true;
            } else if (name == "mulligan" && setup) {
                m_xml.allowAttributes(n, {"kind", "draw", "remove-hand", "times", "free", "max",
                                          "shuffle", "cite", "note"});
                s.kind = SK::Mulligan;
                const std::string kind = m_xml.required(n, "kind");
                if (kind == "redraw")
                    s.mulligan = core::MulliganKind::Redraw;
                else if (kind == "partial-bottom")
                    s.mulligan = core::MulliganKind::PartialBottom;
                else if (kind == "partial-discard")
                    s.mulligan = core::MulliganKind::PartialDiscard;
                else if (kind == "london")
                    s.mulligan = core::MulliganKind::London;
                else if (kind == "none")
                    s.mulligan = core::MulliganKind::None;
                else if (!kind.empty())
                    m_xml.error(n, i18n::trf("mulligan kind '{}' is not redraw, partial-bottom, "
                                             "partial-discard, london or none",
                                             kind));
                const bool redraws = s.mulligan == core::MulliganKind::Redraw ||
                                     s.mulligan == core::MulliganKind::London;
                if (redraws) {
                    if (auto a = amount(n, "draw", true)) s.redraw = *a;
                } else if (n.attribute("draw")) {
                    m_xml.error(n, i18n::tr("draw belongs to kind=\"redraw\" and kind=\"london\""));
                }
                if (s.mulligan != core::MulliganKind::Redraw && n.attribute("remove-hand"))
                    m_xml.error(n, i18n::tr("remove-hand belongs to kind=\"redraw\""));
                s.removeHand = s.mulligan == core::MulliganKind::London
                                   ? false
                                   : m_xml.boolean(n, "remove-hand", true);
                readTimes(n, s);
                readPartial(n, s);
                for (const auto& c : n.children()) {
                    if (c.type() != pugi::node_element) continue;
                    if (std::string_view(c.name()) != "until") {
                        unknown(c, "mulligan");
                        continue;
                    }
                    if (s.until) m_xml.error(c, i18n::tr("<mulligan> holds one <until>"));
                    m_xml.allowAttributes(c, {"cite", "note"});
                    if (s.mulligan != core::MulliganKind::Redraw || s.removeHand)
                        m_xml.error(c,
                                    i18n::tr("<until> takes a whole-hand mulligan shuffled back: "
                                             "kind=\"redraw\" remove-hand=\"false\""));
                    s.until = filters(c, true);
                }
                if (mulligan) m_xml.error(n, i18n::tr("<setup> has more than one <mulligan>"));
                if (!drawn)
                    m_xml.error(n, i18n::tr("<mulligan> comes after the opening hand is drawn"));
                mulligan = true;
            } else if (name == "move-top") {
                m_xml.allowAttributes(n, {"count", "count-field", "count-section", "zone",
                                          "going-first", "going-second", "cap", "cite", "note"});
                s.kind = SK::MoveTop;
                if (auto a = amount(n, "count", true)) s.count = *a;
                amountFromCard(n, s.count);
                s.zone = m_xml.required(n, "zone");
                s.cap = amount(n, "cap", false);
                firstTime();
            } else if (name == "charge") {
                m_xml.allowAttributes(n, {"count", "zone", "cite", "note"});
                s.kind = SK::Charge;
                if (auto a = amount(n, "count", true)) s.count = *a;
                s.zone = m_xml.required(n, "zone");
            } else if (name == "spend") {
                m_xml.allowAttributes(n, {"count", "cite", "note"});
                s.kind = SK::Spend;
                if (auto a = amount(n, "count", true)) s.count = *a;
            } else if (name == "place") {
                m_xml.allowAttributes(n, {"count", "zone", "cite", "note"});
                s.kind = SK::Place;
                if (auto a = amount(n, "count", true)) s.count = *a;
                s.zone = m_xml.required(n, "zone");
                s.filter = filters(n, false);
            } else if (name == "hand-limit") {
                m_xml.allowAttributes(n, {"max", "cite", "note"});
                s.kind = SK::HandLimit;
                if (auto a = amount(n, "max", true)) s.count = *a;
            } else if (name == "deal" && setup) {
                m_xml.allowAttributes(n, {"piles", "cite", "note"});
                s.kind = SK::Deal;
                s.piles = splitList(m_xml.required(n, "piles"), ',');
            } else if (name == "shift" && !setup) {
                m_xml.allowAttributes(n, {"piles", "cite", "note"});
                s.kind = SK::Shift;
                s.piles = splitList(m_xml.required(n, "piles"), ',');
                for (const auto& c : n.children()) {
                    if (c.type() != pugi::node_element) continue;
                    if (std::string_view(c.name()) != "hold") {
                        unknown(c, "shift");
                        continue;
                    }
                    if (s.hold) m_xml.error(c, i18n::tr("<shift> holds one <hold>"));
                    m_xml.allowAttributes(c, {"cite", "note"});
                    s.hold = filters(c, true);
                }
            } else if (name == "flip" && !setup) {
                m_xml.allowAttributes(n, {"piles", "field", "order", "cite", "note"});
                s.kind = SK::Flip;
                s.piles = splitList(m_xml.required(n, "piles"), ',');
                s.pileField = m_xml.required(n, "field");
                s.flipHighFirst = flipOrder(n, "order", "first-first", "last-first");
                checkPileField(n, "field", s.pileField);
            } else if (name == "build-queue" && !setup) {
                // The first form of P.O.W.E.R.'s BQ phase, still read (profiles keep the pack
                // they installed): a shift, then a flip.
                m_xml.allowAttributes(
                    n, {"piles", "bq-field", "box-field", "hold", "flip-order", "cite", "note"});
                s.kind = SK::Shift;
                s.piles = splitList(m_xml.required(n, "piles"), ',');
                GoldfishStep f = s;
                f.kind = SK::Flip;
                f.pileField = m_xml.required(n, "bq-field");
                f.flipHighFirst = flipOrder(n, "flip-order", "low-first", "high-first");
                checkPileField(n, "bq-field", f.pileField);
                const std::string box = n.attribute("box-field").value();
                if (!box.empty() && m_game.fieldIndex(box) < 0)
                    m_xml.error(n,
                                i18n::trf("box-field '{}' is not a field of {}", box, m_game.name));
                // Cards never shift with a hold box value, or without a pile to flip onto.
                core::Filter hold;
                hold.op = core::Filter::Op::Any;
                core::Filter noPile;
                noPile.op = core::Filter::Op::Empty;
                noPile.field = f.pileField;
                noPile.fieldIndex = m_game.fieldIndex(f.pileField);
                hold.children.push_back(noPile);
                for (const auto& v : splitList(n.attribute("hold").value(), ',')) {
                    if (box.empty() || m_game.fieldIndex(box) < 0) break;
                    core::Filter is;
                    is.op = core::Filter::Op::Equals;
                    is.field = box;
                    is.fieldIndex = m_game.fieldIndex(box);
                    is.values = {v};
                    hold.children.push_back(is);
                }
                s.hold = hold;
                steps.push_back(std::move(s));
                steps.push_back(std::move(f));
                continue;
            } else {
                unknown(n, parent.name());
                continue;
            }
            steps.push_back(std::move(s));
        }
    }

    // <cost-frames field keyword cite>: the symbols and their aliases are the field's. The
    // first form, <link-frames field sigma omega>, named the Link-frame game's two symbols.
    void readFrames(const pugi::xml_node& n, bool firstForm) {
        if (firstForm)
            m_xml.allowAttributes(n, {"field", "sigma", "omega", "cite"});
        else
            m_xml.allowAttributes(n, {"field", "keyword", "cite"});
        auto& f = m_proc.frames;
        f.field = m_xml.required(n, "field");
        f.cite = n.attribute("cite").value();
        if (!firstForm) f.keyword = m_xml.required(n, "keyword");
        if (f.keyword.empty() || f.keyword.find_first_of("<>{}() \t") != std::string::npos)
            m_xml.error(
                n, i18n::trf("keyword '{}' must be a word (no brackets or spaces)", f.keyword));
        const auto* def = m_game.fieldAt(m_game.fieldIndex(f.field));
        if (!def || def->type != core::FieldType::Symbols) {
            m_xml.error(n, i18n::trf("{} field '{}' is not a symbols field of {}", n.name(),
                                     f.field, m_game.name));
            return;
        }
        if (def->values.size() > 6)
            m_xml.error(n, i18n::trf("field '{}' has {} symbols; cost frames take at most 6",
                                     f.field, def->values.size()));
        f.symbols = def->values;
        f.aliases.assign(f.symbols.size(), {});
        for (const auto& [alias, value] : def->aliases) {
            const auto at = std::find(f.symbols.begin(), f.symbols.end(), value);
            if (at != f.symbols.end())
                f.aliases[static_cast<std::size_t>(at - f.symbols.begin())].push_back(alias);
        }
        if (firstForm)
            for (const char* attr : {"sigma", "omega"})
                if (const auto a = n.attribute(attr);
                    a &&
                    std::find(f.symbols.begin(), f.symbols.end(), a.value()) == f.symbols.end())
                    m_xml.error(
                        n, i18n::trf("'{}' is not a symbol of field '{}'", a.value(), f.field));
    }

    std::vector<core::Requirement> readRequirements(const pugi::xml_node& parent) {
        std::vector<core::Requirement> out;
        for (const auto& c : parent.children()) {
            if (c.type() != pugi::node_element) continue;
            if (std::string_view(c.name()) != "at-least") {
                unknown(c, parent.name());
                continue;
            }
            m_xml.allowAttributes(c, {"count", "library"});
            core::Requirement r;
            r.count = m_xml.integer(c, "count").value_or(0);
            r.library = c.attribute("library").value();
            if (!r.library.empty() && !isLibrary(r.library))
                m_xml.error(c, i18n::trf("library '{}' is not one of the goldfish's <library> "
                                         "elements",
                                         r.library));
            if (r.count < 1) m_xml.error(c, i18n::tr("<at-least> needs count=\"1\" or more"));
            if (auto f = filters(c, true)) r.filter = std::move(*f);
            out.push_back(std::move(r));
        }
        return out;
    }

    void readFigure(const pugi::xml_node& n) {
        const std::string_view name = n.name();
        core::GoldfishFigure f;
        f.id = m_xml.required(n, "id");
        f.label = m_xml.required(n, "label");
        f.cite = n.attribute("cite").value();
        f.note = n.attribute("note").value();
        if (name == "figure") {
            m_xml.allowAttributes(n, {"id", "label", "by-turn", "zone", "cite", "note"});
            f.kind = core::GoldfishFigure::Kind::Need;
            f.byTurn = m_xml.integer(n, "by-turn").value_or(0);
            const std::string zone = n.attribute("zone") ? n.attribute("zone").value() : "hand";
            if (zone == "seen")
                f.zone = core::NeedZone::Seen;
            else if (zone != "hand")
                m_xml.error(n, i18n::trf("zone '{}' is not hand or seen", zone));
            bool options = false, plain = false;
            for (const auto& c : n.children()) {
                if (c.type() != pugi::node_element) continue;
                if (std::string_view(c.name()) == "option") {
                    m_xml.allowAttributes(c, {});
                    options = true;
                    auto reqs = readRequirements(c);
                    if (reqs.empty()) m_xml.error(c, i18n::tr("<option> holds no <at-least>"));
                    f.need.options.push_back(std::move(reqs));
                } else {
                    plain = true;
                }
            }
            if (options && plain)
                m_xml.error(
                    n, i18n::tr("<figure> holds either <option> elements or <at-least> elements"));
            if (!options) {
                auto reqs = readRequirements(n);
                if (!reqs.empty()) f.need.options.push_back(std::move(reqs));
            }
            if (f.need.empty())
                m_xml.error(n, i18n::tr("<figure> needs <at-least> (or <option>) children"));
        } else if (name == "share") {
            m_xml.allowAttributes(n, {"id", "label", "cite", "note"});
            f.kind = core::GoldfishFigure::Kind::Share;
            if (auto filter = filters(n, true)) f.filter = std::move(*filter);
        } else {
            m_xml.allowAttributes(n, {"id", "label", "cost", "cite", "note"});
            f.kind = core::GoldfishFigure::Kind::Link;
            f.cost = m_xml.required(n, "cost");
            if (!f.cost.empty() && m_proc.frames.declared()) {
                auto cost = core::parseFramedCost(f.cost, m_proc.frames);
                for (const auto& e : cost.errors)
                    m_xml.error(n, i18n::trf("cost \"{}\": column {}: {}", f.cost, e.where.column,
                                             e.message));
            }
        }
        for (const auto& other : m_proc.figures)
            if (other.id == f.id && !f.id.empty())
                m_xml.error(n, i18n::trf("figure '{}' is declared twice", f.id));
        m_proc.figures.push_back(std::move(f));
    }

    // order="first-first|last-first" (flip-order="low-first|high-first" in the first form):
    // whether the last pile is flipped first.
    bool flipOrder(const pugi::xml_node& n, const char* attr, const char* first, const char* last) {
        const std::string order = n.attribute(attr) ? n.attribute(attr).value() : first;
        if (order == last) return true;
        if (order != first)
            m_xml.error(n, i18n::trf("{} '{}' is not {} or {}", attr, order, first, last));
        return false;
    }

    void checkPileField(const pugi::xml_node& n, const char* attr, const std::string& field) {
        const auto* def = m_game.fieldAt(m_game.fieldIndex(field));
        if (!field.empty() && (!def || def->type != core::FieldType::Integer))
            m_xml.error(
                n, i18n::trf("{} '{}' is not an integer field of {}", attr, field, m_game.name));
    }

    void checkBuildQueue(const pugi::xml_node& node) {
        const GoldfishStep* deal = nullptr;
        for (const auto& s : m_proc.setup)
            if (s.kind == SK::Deal) deal = &s;
        for (const auto& s : m_proc.turn) {
            if (s.kind != SK::Shift && s.kind != SK::Flip) continue;
            for (const auto& pile : s.piles)
                if (!deal ||
                    std::find(deal->piles.begin(), deal->piles.end(), pile) == deal->piles.end())
                    m_xml.error(node, i18n::trf("<{}> names pile '{}', which no <deal> in "
                                                "<setup> deals into",
                                                s.kind == SK::Shift ? "shift" : "flip", pile));
        }
        for (const auto& f : m_proc.figures)
            if (f.kind == core::GoldfishFigure::Kind::Link && !m_proc.frames.declared())
                m_xml.error(
                    node, i18n::trf("figure '{}' is a cost, but the goldfish has no <cost-frames>",
                                    f.id));
    }

    XmlReader& m_xml;
    const core::Game& m_game;
    const FilterReader& m_readFilters;
    GoldfishProcedure m_proc;
};

} // namespace

core::GoldfishProcedure readGoldfish(XmlReader& xml, const pugi::xml_node& node,
                                     const core::Game& game, const FilterReader& readFilters) {
    return GoldfishReader(xml, game, readFilters).read(node);
}

} // namespace deckhand::io::detail
