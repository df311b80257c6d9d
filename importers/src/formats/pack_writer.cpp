// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/pack_writer.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/csv.hpp"
#include "xml_reader.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <new>
#include <pugixml.hpp>
#include <set>
#include <sstream>

namespace deckhand::io {

std::string cardCsv(const core::Game& game, const std::vector<const core::Printing*>& printings,
                    std::vector<std::string>* leftOut) {
    std::vector<std::string> header;
    for (int i = 0; i < core::BuiltinFieldCount; ++i)
        header.emplace_back(core::builtinFieldId(i));
    for (const auto& f : game.fields)
        header.push_back(f.id);
    // An extra column named like a field would be read into that field: left out, and said.
    std::set<std::string> extras, shadowed;
    for (const auto* p : printings)
        for (const auto& [name, value] : p->extras)
            (game.fieldIndex(name) >= 0 ? shadowed : extras).insert(name);
    if (leftOut) leftOut->insert(leftOut->end(), shadowed.begin(), shadowed.end());
    header.insert(header.end(), extras.begin(), extras.end());

    std::string out = csvLine(header);
    const std::size_t fieldCount = core::BuiltinFieldCount + game.fields.size();
    std::vector<std::string> row;
    for (const auto* p : printings) {
        row.assign(p->values.begin(), p->values.begin() + static_cast<std::ptrdiff_t>(std::min(
                                                              fieldCount, p->values.size())));
        row.resize(fieldCount);
        for (const auto& name : extras) {
            const auto it = p->extras.find(name);
            row.push_back(it == p->extras.end() ? std::string() : it->second);
        }
        out += csvLine(row);
    }
    return out;
}

namespace {

// The name an entry was written with: its spelling without the " (pitch 1)" the reader adds
// for an entry that names more fields, found by folding back to the entry's folded name.
std::string entryName(const core::LimitedListVersion& v, const std::string& key,
                      const core::LimitedEntry& entry) {
    const auto spelt = v.spelling.find(key);
    if (spelt == v.spelling.end()) return entry.folded;
    const std::string& s = spelt->second;
    if (entry.fields.empty()) return s;
    for (std::size_t at = s.find(" ("); at != std::string::npos; at = s.find(" (", at + 1))
        if (core::foldName(s.substr(0, at)) == entry.folded) return s.substr(0, at);
    return core::foldName(s) == entry.folded ? s : entry.folded;
}

// The document, each node outside the root on a line of its own (pugixml keeps no text
// outside the root, so the line breaks there are put back).
std::string saved(const pugi::xml_document& doc, unsigned flags) {
    std::ostringstream out;
    for (auto n = doc.first_child(); n; n = n.next_sibling()) {
        std::ostringstream node;
        n.print(node, "  ", flags | pugi::format_no_declaration, pugi::encoding_utf8);
        std::string s = node.str();
        while (!s.empty() && s.back() == '\n')
            s.pop_back();
        out << s << '\n';
    }
    return out.str();
}

void declare(pugi::xml_document& doc) {
    auto decl = doc.prepend_child(pugi::node_declaration);
    decl.append_attribute("version") = "1.0";
    decl.append_attribute("encoding") = "UTF-8";
}

bool whitespace(const pugi::xml_node& n) {
    if (n.type() != pugi::node_pcdata) return false;
    return core::trim(n.value()).empty();
}

// Removes a node and the indentation before it.
void removeWithIndent(pugi::xml_node parent, pugi::xml_node n) {
    if (const auto before = n.previous_sibling(); before && whitespace(before))
        parent.remove_child(before);
    parent.remove_child(n);
}

} // namespace

std::string limitedListXml(const core::LimitedListVersion& version) {
    pugi::xml_document doc;
    declare(doc);
    auto root = doc.append_child("limited-list");
    root.append_attribute("game") = version.game.c_str();
    root.append_attribute("name") = version.name.c_str();
    root.append_attribute("effective") = version.effective.str().c_str();
    if (!version.label.empty()) root.append_attribute("label") = version.label.c_str();
    if (!version.bannedTerm.empty()) root.append_attribute("banned") = version.bannedTerm.c_str();
    std::vector<std::string> keys;
    keys.reserve(version.maxCopies.size());
    for (const auto& [key, max] : version.maxCopies)
        keys.push_back(key);
    std::sort(keys.begin(), keys.end());
    for (const auto& key : keys) {
        const auto entry = core::splitLimitedEntryKey(key);
        auto card = root.append_child("card");
        card.append_attribute("name") = entryName(version, key, entry).c_str();
        for (const auto& [field, value] : entry.fields)
            card.append_attribute(field.c_str()) = value.c_str();
        card.append_attribute("max") = version.maxCopies.at(key);
    }
    for (const auto& apart : version.apart) {
        auto node = root.append_child("apart");
        for (const auto& group : apart.groups) {
            auto parent = group.size() == 1 ? node : node.append_child("group");
            for (const auto& name : group)
                parent.append_child("card").append_attribute("name") = name.c_str();
        }
    }
    return saved(doc, pugi::format_default);
}

Result<std::string> packWithFiles(std::string_view packXml, const std::string& file,
                                  const std::vector<PackFileRef>& cards,
                                  const std::vector<PackFileRef>& lists, std::string_view note,
                                  const PackExtras& extras) {
    std::string text(packXml);
    stripBom(text);
    pugi::xml_document doc;
    const auto parsed = doc.load_buffer(text.data(), text.size(),
                                        pugi::parse_default | pugi::parse_declaration |
                                            pugi::parse_comments | pugi::parse_ws_pcdata,
                                        pugi::encoding_utf8);
    if (parsed.status == pugi::status_out_of_memory) throw std::bad_alloc();
    if (!parsed)
        return {{},
                {{locate(text, static_cast<std::size_t>(parsed.offset), file),
                  i18n::trf("XML syntax error: {}", parsed.description())}}};
    if (doc.first_child().type() != pugi::node_declaration) declare(doc);
    auto root = doc.document_element();
    if (std::string_view(root.name()) != "game-pack")
        return {{},
                {{{file}, i18n::trf("the root element is <{}>, not <game-pack>", root.name())}}};

    // The indentation of the root's children, as the pack has it.
    std::string indent = "\n  ";
    for (auto n = root.first_child(); n; n = n.next_sibling())
        if (n.type() == pugi::node_element) {
            if (const auto before = n.previous_sibling(); before && whitespace(before))
                indent = before.value();
            break;
        }

    std::vector<pugi::xml_node> old, oldNotes;
    pugi::xml_node formats;
    for (auto n = root.first_child(); n; n = n.next_sibling()) {
        const std::string_view name = n.name();
        if (n.type() == pugi::node_element &&
            (name == "cards" || name == "limited-list" || (name == "sets" && extras.sets) ||
             (name == "images" && extras.images)))
            old.push_back(n);
        else if (n.type() == pugi::node_element && name == "formats" && !formats)
            formats = n;
        else if (n.type() == pugi::node_comment &&
                 std::string_view(n.value()).starts_with(kExportNoteStart))
            oldNotes.push_back(n);
    }
    const pugi::xml_node anchor = !old.empty() ? old.front() : formats;
    auto add = [&](const char* element, const PackFileRef& ref) {
        pugi::xml_node n =
            anchor ? root.insert_child_before(element, anchor) : root.append_child(element);
        n.append_attribute("file") = ref.file.c_str();
        if (ref.sample) n.append_attribute("sample") = "true";
        root.insert_child_after(pugi::node_pcdata, n).set_value(indent.c_str());
    };
    auto place = [&](const char* element) {
        pugi::xml_node n =
            anchor ? root.insert_child_before(element, anchor) : root.append_child(element);
        root.insert_child_after(pugi::node_pcdata, n).set_value(indent.c_str());
        return n;
    };
    auto addAll = [&] {
        if (extras.images)
            for (const auto& i : *extras.images) {
                pugi::xml_node n = place("images");
                if (!i.set.empty()) n.append_attribute("set") = i.set.c_str();
                n.append_attribute("url") = i.url.c_str();
            }
        if (extras.sets && !extras.sets->empty()) {
            pugi::xml_node n = place("sets");
            const std::string inner = indent + "  ";
            for (const auto& set : *extras.sets) {
                n.append_child(pugi::node_pcdata).set_value(inner.c_str());
                pugi::xml_node s = n.append_child("set");
                s.append_attribute("code") = set.code.c_str();
                if (!set.name.empty()) s.append_attribute("name") = set.name.c_str();
                if (!set.released.empty()) s.append_attribute("released") = set.released.c_str();
            }
            n.append_child(pugi::node_pcdata).set_value(indent.c_str());
        }
        for (const auto& r : cards)
            add("cards", r);
        for (const auto& r : lists)
            add("limited-list", r);
    };
    if (!anchor) { // append: the new elements go before the root's closing indentation
        if (auto last = root.last_child(); last && whitespace(last)) {
            const std::string closing = last.value();
            root.remove_child(last);
            root.append_child(pugi::node_pcdata).set_value(indent.c_str());
            addAll();
            root.last_child().set_value(closing.c_str());
        } else {
            addAll();
        }
    } else {
        addAll();
    }
    for (const auto& n : old)
        removeWithIndent(root, n);
    for (const auto& n : oldNotes)
        removeWithIndent(root, n);

    if (!note.empty()) {
        pugi::xml_node first = root.first_child();
        if (first && whitespace(first)) first = first.next_sibling();
        // "--" may not appear in a comment, nor may it end in '-'.
        std::string body(note);
        for (auto at = body.find("--"); at != std::string::npos; at = body.find("--", at))
            body.replace(at, 2, "- -");
        if (!body.empty() && body.back() == '-') body += ' ';
        if (!body.empty() &&
            body.back() == '\n') // the closing "-->" indented as the root's children
            body += indent.substr(indent.find_last_of('\n') + 1);
        pugi::xml_node comment = first ? root.insert_child_before(pugi::node_comment, first)
                                       : root.append_child(pugi::node_comment);
        comment.set_value(body.c_str());
        if (!comment.previous_sibling() || !whitespace(comment.previous_sibling()))
            root.insert_child_before(pugi::node_pcdata, comment).set_value(indent.c_str());
        root.insert_child_after(pugi::node_pcdata, comment).set_value(indent.c_str());
    }
    return {saved(doc, pugi::format_raw), {}};
}

} // namespace deckhand::io
