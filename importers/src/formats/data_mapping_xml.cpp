// SPDX-License-Identifier: GPL-3.0-or-later

#include "data_mapping_xml.hpp"

#include "card_json.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/download.hpp"
#include "mapped_values.hpp"

#include <cstdlib>
#include <regex>

namespace deckhand::io::detail {

bool isDataMappingFormat(std::string_view format) {
    return format == "json" || format == "sqlite";
}

bool readCardDataElement(XmlReader& xml, const pugi::xml_node& node, core::Game& game) {
    const std::string_view name = node.name();
    if (name == "import" && isDataMappingFormat(node.attribute("format").value())) {
        readCardDataMapping(xml, node, game);
        return true;
    }
    if (name == "card-source") {
        readCardSource(xml, node, game);
        return true;
    }
    return false;
}

namespace {

void unknownChild(XmlReader& xml, const pugi::xml_node& n, std::string_view parent) {
    xml.error(n, i18n::trf("<{}> does not belong in <{}>", n.name(), parent));
}

// An <import format="sqlite"> query: one SELECT (or WITH ... SELECT) statement, the only thing
// the reader runs on the file (db::openQueryRows checks it again with SQLite itself). Empty: fine.
std::string queryProblem(std::string_view query) {
    std::string_view q = core::trim(query);
    if (!q.empty() && q.back() == ';') q = core::trim(q.substr(0, q.size() - 1));
    if (q.find(';') != std::string_view::npos)
        return "holds more than one statement: it is one SELECT";
    const std::string_view first = q.substr(0, q.find_first_of(" \t\r\n("));
    if (!core::iequals(first, "select") && !core::iequals(first, "with"))
        return fmt::format("starts with '{}': it is one SELECT (the reader runs nothing else on "
                           "the file)",
                           first);
    return {};
}

void checkPath(XmlReader& xml, const pugi::xml_node& n, const char* attr, bool allowPrinting) {
    std::string error;
    if (!parseJsonPath(n.attribute(attr).value(), allowPrinting, error))
        xml.error(
            n, fmt::format("<{}> {}=\"{}\": {}", n.name(), attr, n.attribute(attr).value(), error));
}

} // namespace

// <import format="json" id="ygoprodeck" duplicates="first">
//   <records path="data[]"/>
//   <printings path="card_sets" none="skip"/>
//   <map to="set" from="@set_code" match="^([^-]+)-"/>
//   <map to="rarity" from="@set_rarity" otherwise=""><value from="Ultra Rare" to="Ultra
//   Rare"/></map>
// </import>
void readCardDataMapping(XmlReader& xml, const pugi::xml_node& node, core::Game& game) {
    xml.allowAttributes(node, {"format", "id", "duplicates"});
    core::CardDataMapping m;
    m.format = node.attribute("format").value();
    const bool json = m.format == "json";
    m.id = node.attribute("id") ? node.attribute("id").value() : m.format;
    for (const auto& other : game.dataMappings)
        if (other.id == m.id)
            xml.error(node, i18n::trf("the pack has more than one card-data mapping with id '{}'"
                                      " (give each <import format=\"{}\"> its own id)",
                                      m.id, m.format));
    if (const auto d = node.attribute("duplicates")) {
        const std::string_view v = d.value();
        if (v == "first")
            m.firstOfDuplicates = true;
        else if (v != "error")
            xml.error(node, i18n::trf("<import> duplicates=\"{}\" is neither first nor error", v));
    }
    bool sawPrintings = false;
    for (const auto& c : node.children()) {
        if (c.type() != pugi::node_element) continue;
        const std::string_view name = c.name();
        if (name == "records" && json) {
            xml.allowAttributes(c, {"path"});
            const std::string path = xml.required(c, "path");
            if (path.empty()) continue;
            std::string error;
            const auto p = parseJsonPath(path, false, error);
            if (!p)
                xml.error(c, i18n::trf("<records> path=\"{}\": {}", path, error));
            else if (p->steps.empty())
                xml.error(c,
                          i18n::tr("<records> path names the document itself: name its records, as "
                                   "[] (the elements of a top-level array) or data.cards[]"));
            m.records.push_back(path);
        } else if (name == "query" && !json) {
            xml.allowAttributes(c, {});
            if (!m.query.empty()) xml.error(c, i18n::tr("the mapping has more than one <query>"));
            m.query = std::string(core::trim(c.text().get()));
            if (m.query.empty())
                xml.error(c, i18n::tr("<query> is empty: it needs a SELECT"));
            else if (const std::string problem = queryProblem(m.query); !problem.empty())
                xml.error(c, "<query> " + problem);
        } else if (name == "printings" && json) {
            xml.allowAttributes(c, {"path", "none"});
            if (sawPrintings) xml.error(c, i18n::tr("the mapping has more than one <printings>"));
            sawPrintings = true;
            m.printings = xml.required(c, "path");
            if (!m.printings.empty()) checkPath(xml, c, "path", false);
            if (const auto none = c.attribute("none")) {
                m.noPrintings = none.value();
                if (m.noPrintings != "error" && m.noPrintings != "skip" &&
                    m.noPrintings != "record")
                    xml.error(c, i18n::trf("<printings> none=\"{}\" is not error, skip or record",
                                           m.noPrintings));
            }
        } else if (name == "skip") {
            xml.allowAttributes(c, {"from", "values"});
            core::CardDataMapping::Skip skip;
            skip.from = xml.required(c, "from");
            if (json && !skip.from.empty()) checkPath(xml, c, "from", true);
            skip.values = splitList(xml.required(c, "values"), ',');
            m.skips.push_back(std::move(skip));
        } else if (name == "map") {
            xml.allowAttributes(c, {"to", "from", "value", "join", "match", "split", "otherwise"});
            core::CardDataFieldMap f;
            f.line = xml.where(c).line;
            f.field = std::string(core::trim(xml.required(c, "to")));
            if (!f.field.empty() && game.fieldIndex(f.field) < 0)
                xml.error(c, i18n::trf("<map> to=\"{}\" is not a field of the game", f.field));
            const bool hasFrom = c.attribute("from");
            f.hasConstant = c.attribute("value");
            if (hasFrom == f.hasConstant)
                xml.error(
                    c, i18n::tr("<map> needs one of from (where the value is) and value (the value "
                                "itself)"));
            if (hasFrom) {
                f.from = std::string(core::trim(c.attribute("from").value()));
                if (json) {
                    checkPath(xml, c, "from", true);
                    if (!f.from.empty() && f.from.front() == '@' && m.printings.empty() &&
                        !node.child("printings"))
                        xml.error(c, i18n::trf("<map> from=\"{}\" reads the printing (@), and "
                                               "the mapping has no <printings>",
                                               f.from));
                } else if (f.from.empty()) {
                    xml.error(c, i18n::tr("<map> from=\"\" names no column"));
                }
            }
            if (f.hasConstant) f.constant = c.attribute("value").value();
            if (const auto j = c.attribute("join")) f.join = j.value();
            if (const auto sp = c.attribute("split")) {
                f.split = sp.value();
                if (f.split.empty()) xml.error(c, i18n::tr("<map> split=\"\" splits at nothing"));
            }
            if (const auto mt = c.attribute("match")) {
                f.match = mt.value();
                try {
                    std::regex re(f.match, std::regex::ECMAScript);
                } catch (const std::regex_error& e) {
                    xml.error(c, i18n::trf("<map> match=\"{}\" is not a regular expression: {}",
                                           f.match, e.what()));
                }
            }
            if (const auto o = c.attribute("otherwise")) {
                f.hasOtherwise = true;
                f.otherwise = o.value();
            }
            for (const auto& v : c.children()) {
                if (v.type() != pugi::node_element) continue;
                if (std::string_view(v.name()) != "value") {
                    unknownChild(xml, v, "map");
                    continue;
                }
                xml.allowAttributes(v, {"from", "bits", "to"});
                // <value bits="0x20" to="Effect Monster"/>: an integer with those bits set.
                if (const auto bits = v.attribute("bits")) {
                    const std::string_view text = core::trim(bits.value());
                    long long n = 0;
                    const bool hex =
                        text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
                    unsigned long long mask = 0;
                    if (hex) {
                        const std::string digits(text.substr(2));
                        char* end = nullptr;
                        mask = std::strtoull(digits.c_str(), &end, 16);
                        if (end == nullptr || *end != '\0' || digits.empty()) mask = 0;
                    } else if (core::parseInt(text, n) && n > 0) {
                        mask = static_cast<unsigned long long>(n);
                    }
                    if (mask == 0 || mask > 0x7fffffffffffffffULL || v.attribute("from") ||
                        !v.attribute("to")) {
                        xml.error(v, fmt::format("<value bits=\"{}\"> needs a mask of bits (12, "
                                                 "0x20), a to, and no from",
                                                 bits.value()));
                        continue;
                    }
                    f.values.emplace_back(std::string(1, kBitsPrefix) + std::to_string(mask),
                                          v.attribute("to").value());
                    continue;
                }
                if (!v.attribute("from") || !v.attribute("to")) {
                    xml.error(v, i18n::tr("<value> needs from and to (to may be empty: no value)"));
                    continue;
                }
                for (const auto& [from, to] : f.values)
                    if (from == v.attribute("from").value())
                        xml.error(v, i18n::trf("<value> from=\"{}\" is given twice", from));
                f.values.emplace_back(v.attribute("from").value(), v.attribute("to").value());
            }
            m.maps.push_back(std::move(f));
        } else {
            unknownChild(xml, c, "import");
        }
    }
    if (json && m.records.empty())
        xml.error(node,
                  i18n::tr("<import format=\"json\"> needs a <records path=\"...\"/>: where the "
                           "card records are ([] for a top-level array, data[], data.cards[])"));
    if (!json && m.query.empty())
        xml.error(
            node,
            i18n::tr("<import format=\"sqlite\"> needs a <query> whose rows are the records"));
    for (const char* builtin : {"name", "set", "number"}) {
        bool mapped = false;
        for (const auto& f : m.maps)
            mapped = mapped || f.field == builtin;
        if (!mapped)
            xml.error(node, i18n::trf("the mapping '{}' has no <map to=\"{}\">: every printing "
                                      "needs a {}",
                                      m.id, builtin, builtin));
    }
    game.dataMappings.push_back(std::move(m));
}

// <card-source url="https://..." name="Scarlet &amp; Violet" note="..."/>
void readCardSource(XmlReader& xml, const pugi::xml_node& node, core::Game& game) {
    xml.allowAttributes(node, {"url", "name", "note"});
    core::CardDataSource s;
    s.url = xml.required(node, "url");
    s.name = node.attribute("name").value();
    s.note = node.attribute("note").value();
    if (!s.url.empty()) {
        if (auto refused = checkUrl(s.url))
            xml.error(node, i18n::trf("<card-source> url=\"{}\": {}", s.url, *refused));
        for (const auto& other : game.cardSources)
            if (other.url == s.url)
                xml.error(node, i18n::trf("<card-source> url=\"{}\" is named twice", s.url));
    }
    game.cardSources.push_back(std::move(s));
}

} // namespace deckhand::io::detail
