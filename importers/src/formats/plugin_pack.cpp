// SPDX-License-Identifier: GPL-3.0-or-later

// Game packs written from OCTGN and LackeyCCG plugins: the plugin says what its cards have
// (properties, columns) and how a deck is split (deck sections, deck zones); the rest of a pack
// (rules, deck sizes, copy limits) it does not say, and the pack says so.
#include "deckhand/io/plugin_pack.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/file.hpp"
#include "deckhand/io/game_pack.hpp"
#include "xml_reader.hpp"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <map>
#include <pugixml.hpp>
#include <set>
#include <sstream>

namespace deckhand::io {

namespace fs = std::filesystem;

namespace {

// "Star Realms" -> "star-realms": the characters a pack's ids may hold.
std::string slug(std::string_view name) {
    std::string out;
    for (const char c : core::toLower(std::string(name))) {
        const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (keep)
            out += c;
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out;
}

fs::path childNoCase(const fs::path& dir, std::string_view name) {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (core::iequals(e.path().filename().string(), name)) return e.path();
    return {};
}

// Names every card already has a place for: the readers map them to the built-in fields.
bool builtin(std::string_view name) {
    const std::string k = slug(name);
    return k == "name" || k == "set" || k == "number" || k == "rarity" || k == "text" ||
           k == "card-number" || k == "collector-number" || k == "rules" || k == "rules-text" ||
           k == "card-text" || k == "card-name";
}

struct Field {
    std::string id;
    std::string label;
    bool integer = false;
};

struct Section {
    std::string id;
    std::string name;
    bool counts = true;
};

// A side deck or tokens are not the deck: the words deck tools share for them.
bool sideWords(std::string_view name) {
    const std::string k = slug(name);
    return k == "side" || k == "sideboard" || k == "side-deck" || k == "sb" || k == "token" ||
           k == "tokens";
}

std::string writePack(const std::string& id, const std::string& name, const std::string& from,
                      const std::vector<Field>& fields, const std::vector<Section>& sections,
                      std::vector<std::string>& guesses) {
    std::ostringstream x;
    x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    x << "<!-- Written by deckhand-cli from " << detail::xmlEscape(from)
      << ". The plugin states no construction rules: add them (docs/game-pack.md). -->\n";
    x << fmt::format("<game-pack format=\"1\" id=\"{}\" name=\"{}\" rules=\"\">\n", id,
                     detail::xmlEscape(name));
    if (!fields.empty()) {
        x << "  <fields>\n";
        for (const auto& f : fields)
            x << fmt::format("    <field id=\"{}\" label=\"{}\" type=\"{}\"/>\n", f.id,
                             detail::xmlEscape(f.label), f.integer ? "integer" : "text");
        x << "  </fields>\n";
    }
    x << "  <identity by=\"name\"/>\n";
    guesses.push_back(i18n::tr("copy identity: by name (every printing of a name is one card)"));
    x << "  <sections>\n";
    for (const auto& s : sections)
        x << fmt::format("    <section id=\"{}\" name=\"{}\"{}/>\n", s.id,
                         detail::xmlEscape(s.name), s.counts ? "" : " counts=\"false\"");
    x << "  </sections>\n";
    x << "  <formats>\n    <format id=\"casual\" name=\"Casual\">\n";
    x << "      <description>From the plugin, which states no deck size or copy limit."
         "</description>\n";
    x << "      <deck-size id=\"deck-size\" min=\"1\" cite=\"none\" note=\"The plugin states no "
         "deck size: any deck of at least one card.\"/>\n";
    x << "    </format>\n  </formats>\n</game-pack>\n";
    guesses.push_back(
        i18n::tr("one format, \"Casual\", whose only rule is a deck of at least one card: the "
                 "plugin states no deck size or copy limit"));
    return x.str();
}

// The pack read back by the pack reader: a pack this code writes must load.
Result<PluginPack> checked(PluginPack pack, const std::string& where) {
    // TRANSLATORS: {} is the folder or file a game pack was made from.
    auto read = readGamePack(pack.xml, i18n::trf("{} (the pack written from it)", where));
    if (!read.ok()) return {{}, read.errors};
    return {std::move(pack), {}};
}

void uniqueId(std::string& id, std::set<std::string>& used, std::string_view fallback) {
    if (id.empty()) id = std::string(fallback);
    std::string base = id;
    for (int n = 2; !used.insert(id).second; ++n)
        id = fmt::format("{}-{}", base, n);
}

bool wholeNumber(std::string_view v) {
    long long n = 0;
    v = core::trim(v);
    return v.empty() || core::parseInt(v, n);
}

} // namespace

Result<PluginPack> packFromOctgn(const std::string& dir, const PluginPackOptions& options) {
    fs::path root(dir);
    fs::path definition = childNoCase(root, "definition.xml");
    for (const char* sub : {"GameDatabase", "o8g"})
        if (definition.empty())
            if (const auto d = childNoCase(root, sub); !d.empty())
                definition = childNoCase(d, "definition.xml");
    if (definition.empty())
        return {{},
                {{{dir},
                  i18n::tr(
                      "no definition.xml here (nor in GameDatabase/ or o8g/): an OCTGN game folder "
                      "holds its definition.xml and a Sets folder")}}};
    auto bytes = readWholeFile(definition.string());
    if (!bytes.ok()) return {{}, bytes.errors};
    detail::XmlReader reader(bytes.value, definition.string());
    if (!reader.parsed()) return {{}, reader.errors()};
    const auto game = reader.doc().document_element();
    if (std::string_view(game.name()) != "game") {
        reader.error(game, i18n::trf("the root element is <{}>; an OCTGN definition.xml starts "
                                     "with <game>",
                                     game.name()));
        return {{}, reader.errors()};
    }
    PluginPack pack;
    pack.name = core::trim(game.attribute("name").value());
    if (pack.name.empty()) {
        reader.error(game, i18n::tr("<game> has no name"));
        return {{}, reader.errors()};
    }
    pack.id = slug(pack.name);
    if (pack.id.empty()) pack.id = "octgn-game";
    if (!options.name.empty()) pack.name = options.name;
    if (!options.id.empty())
        pack.id = options.id;
    else
        pack.guesses.push_back(i18n::trf("game id '{}', from the name '{}'", pack.id, pack.name));

    auto files = cardFilesIn(definition.parent_path().string());
    if (files.ok()) pack.cardFiles = files.value;
    // Every value each property has in the game's sets: an Integer property with other values
    // ("X", "*") is read as text, or its cards would be refused.
    std::map<std::string, std::string> notWhole; // property -> a value that is not a number
    for (const auto& f : pack.cardFiles) {
        auto set = readWholeFile(f);
        if (!set.ok()) continue;
        pugi::xml_document doc;
        if (!doc.load_buffer(set.value.data(), set.value.size())) continue;
        for (const auto& p : doc.select_nodes("//card/property")) {
            const pugi::xml_node n = p.node();
            const std::string v =
                n.attribute("value") ? n.attribute("value").value() : n.text().get();
            if (!wholeNumber(v)) notWhole.emplace(n.attribute("name").value(), v);
        }
    }

    std::vector<Field> fields;
    std::set<std::string> used{"name", "set", "number", "rarity", "text"};
    for (const auto& p : game.child("card").children("property")) {
        const std::string name(core::trim(p.attribute("name").value()));
        if (name.empty()) continue;
        if (builtin(name)) {
            pack.guesses.push_back(
                i18n::trf("property '{}' feeds the built-in field of that name", name));
            continue;
        }
        Field f{slug(name), name, core::iequals(p.attribute("type").value(), "Integer")};
        uniqueId(f.id, used, "property");
        if (f.integer)
            if (auto it = notWhole.find(name); it != notWhole.end()) {
                f.integer = false;
                pack.guesses.push_back(i18n::trf(
                    "property '{}': text, not integer as the definition says: a card has '{}'",
                    name, it->second));
            }
        fields.push_back(std::move(f));
    }
    if (!fields.empty())
        pack.guesses.push_back(
            i18n::tr("every property a text field, Integer ones integer; none an enum "
                     "(their values are not listed): make one an enum to check them"));

    std::vector<Section> sections;
    std::set<std::string> sectionIds;
    for (const char* deck : {"deck", "sharedDeck"})
        for (const auto& s : game.child(deck).children("section")) {
            const std::string name(core::trim(s.attribute("name").value()));
            if (name.empty()) continue;
            Section section{slug(name), name, !sideWords(name)};
            if (std::any_of(sections.begin(), sections.end(),
                            [&](const Section& o) { return core::iequals(o.name, name); }))
                continue; // a player's and the shared deck may name the same section
            uniqueId(section.id, sectionIds, "section");
            sections.push_back(std::move(section));
        }
    if (sections.empty()) {
        sections.push_back({"main", "Main", true});
        pack.guesses.push_back(i18n::tr("one section, Main: the definition names no deck section"));
    } else {
        pack.guesses.push_back(
            i18n::tr("every deck section counts toward the deck but one named Side, "
                     "Sideboard or Tokens; the first is where a list without headers "
                     "puts its cards"));
    }
    pack.xml = writePack(pack.id, pack.name, "the OCTGN game " + definition.string(), fields,
                         sections, pack.guesses);
    return checked(std::move(pack), definition.string());
}

Result<PluginPack> packFromLackey(const std::string& dir, const PluginPackOptions& options) {
    const fs::path root(dir);
    const fs::path info = childNoCase(root, "plugininfo.txt");
    if (info.empty())
        return {{},
                {{{dir},
                  i18n::tr("no plugininfo.txt here: a LackeyCCG plugin folder holds plugininfo.txt "
                           "and a sets folder of card data")}}};
    auto bytes = readWholeFile(info.string());
    if (!bytes.ok()) return {{}, bytes.errors};
    // plugininfo.txt is XML-like with no declaration and sometimes loose text: wrapped in a root
    // of our own and read leniently, only its <deckzone> labels matter here.
    pugi::xml_document doc;
    const std::string wrapped = "<lackey>" + bytes.value + "</lackey>";
    const auto parsed = doc.load_buffer(wrapped.data(), wrapped.size());
    PluginPack pack;
    pack.name = root.filename().string();
    if (pack.name.empty() || pack.name == "." || pack.name == "plugin")
        pack.name = fs::absolute(root).lexically_normal().parent_path().filename().string();
    if (pack.name.empty() || pack.name == "plugin")
        pack.name = fs::absolute(root).lexically_normal().filename().string();
    pack.id = slug(pack.name);
    if (pack.id.empty()) pack.id = "lackey-game";
    if (!options.name.empty()) pack.name = options.name;
    if (!options.id.empty()) pack.id = options.id;
    if (options.id.empty() || options.name.empty())
        pack.guesses.push_back(i18n::trf("game id '{}' and name '{}', from the folder's name "
                                         "(plugininfo.txt names no game; --id and --name "
                                         "choose them)",
                                         pack.id, pack.name));
    std::vector<Section> sections;
    std::set<std::string> sectionIds;
    if (parsed) {
        for (const auto& z : doc.select_nodes("//deckzone")) {
            const std::string label(core::trim(z.node().child("label").text().get()));
            if (label.empty()) continue;
            Section s{slug(label), label, !sideWords(label)};
            uniqueId(s.id, sectionIds, "zone");
            sections.push_back(std::move(s));
        }
    } else {
        pack.guesses.push_back(i18n::trf("plugininfo.txt could not be read as XML ({}): its "
                                         "deck zones are not known",
                                         parsed.description()));
    }
    if (sections.empty()) {
        sections.push_back({"main", "Main", true});
        pack.guesses.push_back(i18n::tr("one section, Main: plugininfo.txt names no deck zone"));
    } else {
        pack.guesses.push_back(
            i18n::tr("every deck zone counts toward the deck but one named Side, "
                     "Sideboard or Tokens; the first is where a list without headers "
                     "puts its cards"));
    }

    auto files = cardFilesIn(root.string());
    if (!files.ok()) return {{}, files.errors};
    pack.cardFiles = files.value;
    // The columns of every card-data file, in order of first appearance, and whether each
    // only ever holds whole numbers.
    std::vector<std::string> columns;
    std::map<std::string, bool> whole;
    std::map<std::string, std::string> example;
    for (const auto& f : pack.cardFiles) {
        auto text = readWholeFile(f);
        if (!text.ok()) return {{}, text.errors};
        std::istringstream in(text.value);
        std::string line;
        std::vector<std::string> header;
        while (std::getline(in, line)) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (header.empty() && line.substr(0, 3) == "\xEF\xBB\xBF") line.erase(0, 3);
            if (core::trim(line).empty()) continue;
            std::vector<std::string> cells;
            std::size_t start = 0;
            for (;;) {
                const auto tab = line.find('\t', start);
                cells.emplace_back(core::trim(line.substr(start, tab - start)));
                if (tab == std::string::npos) break;
                start = tab + 1;
            }
            if (header.empty()) {
                header = cells;
                for (const auto& c : header)
                    if (std::find(columns.begin(), columns.end(), c) == columns.end()) {
                        columns.push_back(c);
                        whole[c] = true;
                    }
                continue;
            }
            for (std::size_t i = 0; i < cells.size() && i < header.size(); ++i)
                if (!wholeNumber(cells[i]) && whole[header[i]]) {
                    whole[header[i]] = false;
                    example[header[i]] = cells[i];
                }
        }
    }
    std::vector<Field> fields;
    std::set<std::string> used{"name", "set", "number", "rarity", "text"};
    for (const auto& c : columns) {
        if (c.empty()) continue;
        if (builtin(c)) {
            pack.guesses.push_back(
                i18n::trf("column '{}' feeds the built-in field of that name", c));
            continue;
        }
        if (core::iequals(c, "ImageFile")) {
            pack.guesses.push_back(i18n::tr("column 'ImageFile' kept with each card, not a field"));
            continue;
        }
        Field f{slug(c), c, whole[c]};
        uniqueId(f.id, used, "column");
        fields.push_back(std::move(f));
    }
    if (!fields.empty())
        pack.guesses.push_back(
            i18n::tr("each other column a text field, or integer where every card "
                     "has a whole number or nothing; none an enum"));
    pack.xml = writePack(pack.id, pack.name, "the LackeyCCG plugin " + info.string(), fields,
                         sections, pack.guesses);
    return checked(std::move(pack), info.string());
}

} // namespace deckhand::io
