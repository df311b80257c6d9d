// SPDX-License-Identifier: GPL-3.0-or-later

// OCTGN set.xml: one file per set, small enough to read as a tree with pugixml (the shared
// XmlReader gives line and column from node offsets).
#include "card_mapping.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/io/card_formats.hpp"
#include "xml_reader.hpp"

#include <fmt/format.h>

namespace deckhand::io {

using detail::addError;
using detail::FieldMapper;
using detail::PrintingBuilder;
using Label = detail::PrintingBuilder::Label;

namespace {

// A property's value: its value attribute, else its text (OCTGN's rich text: <b>, <i>, <s>
// and the like inside it are read as their text).
std::string propertyValue(const pugi::xml_node& property) {
    if (const auto v = property.attribute("value")) return v.value();
    // Walked without recursion: a hostile file may nest elements thousands deep.
    std::string text;
    pugi::xml_node n = property.first_child();
    while (n) {
        if (n.type() == pugi::node_pcdata || n.type() == pugi::node_cdata) text += n.value();
        if (n.first_child()) {
            n = n.first_child();
            continue;
        }
        while (n != property && !n.next_sibling())
            n = n.parent();
        if (n == property) break;
        n = n.next_sibling();
    }
    return text;
}

} // namespace

Result<std::vector<core::Printing>> readOctgnSet(std::string_view xml, const core::Game& game,
                                                 const std::string& file,
                                                 const ReadProgress& progress) {
    return detail::toResult(detail::readOctgnData(xml, game, file, progress));
}

CardData detail::readOctgnData(std::string_view xml, const core::Game& game,
                               const std::string& file, const ReadProgress& progress) {
    CardData out;
    out.file = file;
    out.format = CardFormat::Octgn;
    detail::XmlReader reader(xml, file);
    auto refusedWhole = [&] {
        out.errors = std::move(reader.errors());
        out.broken = true;
        return std::move(out);
    };
    if (!reader.parsed()) return refusedWhole();
    const auto root = reader.doc().document_element();
    if (std::string_view(root.name()) != "set") {
        reader.error(root,
                     i18n::trf("the root element is <{}>; an OCTGN set file starts with <set>",
                               root.name()));
        return refusedWhole();
    }
    std::vector<ParseError>& errors = reader.errors();
    FieldMapper mapper(game, "octgn",
                       {{"set@shortName", "set"}, {"set@name", "set"}, {"name", "name"}});
    mapper.numberByPosition();
    PrintingBuilder card(mapper);
    detail::PositionNumbers positions;
    const std::string shortName = root.attribute("shortName").value();
    const std::string setName = root.attribute("name").value();
    const auto setWhere = reader.where(root);
    if (shortName.empty() && setName.empty()) {
        addError(errors, {setWhere, i18n::tr("<set> has no name: it is the set's code")});
        out.broken = true;
    }
    const auto cards = root.child("cards");
    std::size_t count = 0;
    for (const auto& c : cards.children()) {
        if (c.type() != pugi::node_element || std::string_view(c.name()) != "card") continue;
        ++count;
    }
    std::size_t done = 0;
    for (const auto& c : cards.children()) {
        if (c.type() != pugi::node_element || std::string_view(c.name()) != "card") continue;
        if (errors.size() >= detail::kMaxCardErrors) {
            errors.push_back(
                {reader.where(c),
                 i18n::trf("reading stopped after {} errors: is this the right game's card data?",
                           detail::kMaxCardErrors)});
            out.broken = true;
            break;
        }
        const auto where = reader.where(c);
        card.clear();
        card.add("set@shortName", shortName, setWhere.line, setWhere.column,
                 {Label::Text, "<set shortName>"});
        card.add("set@name", setName, setWhere.line, setWhere.column, {Label::Text, "<set name>"});
        card.add("name", c.attribute("name").value(), where.line, where.column,
                 {Label::Attribute, "card"});
        for (const auto& a : c.attributes()) {
            const std::string_view attr = a.name();
            if (attr != "name")
                card.add(attr, a.value(), where.line, where.column, {Label::Attribute, "card"});
        }
        for (const auto& child : c.children()) {
            if (child.type() != pugi::node_element) continue;
            const std::string_view element = child.name();
            const auto at = reader.where(child);
            if (element == "property") {
                const std::string name = child.attribute("name").value();
                if (name.empty()) {
                    addError(
                        errors,
                        {at, card.name().empty()
                                 ? std::string(i18n::tr("a card: <property> has no name"))
                                 : i18n::trf("card '{}': <property> has no name", card.name())});
                    continue;
                }
                card.add(name, propertyValue(child), at.line, at.column, {Label::Property});
            } else if (element == "alternate") {
                // Another face of this card, not another printing: kept beside it as extras.
                const std::string type = child.attribute("type").value();
                const std::string prefix =
                    "alternate." + (type.empty() ? std::string("alt") : type) + ".";
                card.add(prefix + "name", child.attribute("name").value(), at.line, at.column,
                         {Label::Text, "<alternate name>"});
                for (const auto& p : child.children("property")) {
                    const std::string name = p.attribute("name").value();
                    if (!name.empty())
                        card.add(prefix + name, propertyValue(p), at.line, at.column,
                                 {Label::Text, "<alternate> property"});
                }
            }
        }
        const std::string set = card.value(core::FieldSet);
        const int position = positions.next(set);
        core::Printing p;
        if (card.finish(p, file, where.line, where.column, errors)) {
            if (p.number().empty()) positions.unnumbered(out.printings.size(), set, position);
            out.printings.push_back(std::move(p));
        }
        ++done;
        if (progress && done % 256 == 0)
            progress(done * xml.size() / std::max<std::size_t>(count, 1), xml.size());
    }
    if (!cards && errors.empty()) {
        addError(errors, {setWhere, i18n::tr("<set> holds no <cards>")});
        out.broken = true;
    }
    if (progress) progress(xml.size(), xml.size());
    if (!out.broken) positions.apply(out.printings, file, errors, out.notes);
    out.errors = std::move(errors);
    if (out.broken) out.printings.clear();
    return out;
}

} // namespace deckhand::io
