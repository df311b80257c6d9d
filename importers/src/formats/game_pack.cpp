// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/game_pack.hpp"

#include "data_mapping_xml.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/image_fetch.hpp"
#include "goldfish_xml.hpp"
#include "pack_words.hpp"
#include "xml_reader.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <set>

namespace deckhand::io {

namespace detail {

bool XmlReader::parseInteger(std::string_view s, long long& out) {
    return core::parseInt(s, out);
}

std::vector<std::string> splitList(std::string_view s, char sep) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        const std::size_t end = std::min(s.find(sep, start), s.size());
        const auto part = core::trim(s.substr(start, end - start));
        if (!part.empty()) out.emplace_back(part);
        start = end + 1;
    }
    return out;
}

void readSetting(XmlReader& xml, const pugi::xml_node& n, std::vector<core::SettingDef>& settings) {
    xml.allowAttributes(n, {"id", "label", "default", "choices", "note"});
    core::SettingDef def;
    def.id = xml.required(n, "id");
    def.label = n.attribute("label") ? n.attribute("label").value() : def.id;
    def.defaultValue = xml.required(n, "default");
    def.choices = splitList(n.attribute("choices").value(), ',');
    def.note = n.attribute("note").value();
    long long v = 0;
    if (def.choices.empty() && !def.defaultValue.empty() && !core::parseInt(def.defaultValue, v))
        xml.error(n, i18n::trf("setting '{}' has no choices, so its default must be a whole number",
                               def.id));
    if (!def.choices.empty() &&
        std::none_of(def.choices.begin(), def.choices.end(),
                     [&](const std::string& c) { return core::iequals(c, def.defaultValue); }))
        xml.error(n, i18n::trf("setting '{}': default '{}' is not one of its choices", def.id,
                               def.defaultValue));
    if (std::any_of(settings.begin(), settings.end(),
                    [&](const core::SettingDef& s) { return s.id == def.id; }))
        xml.error(n, i18n::trf("setting '{}' is declared twice", def.id));
    settings.push_back(std::move(def));
}

} // namespace detail

using namespace core;
using detail::splitList;
using detail::XmlReader;

namespace {

const std::set<std::string_view> kRuleAttributes = {"id",   "cite",    "cite-file", "note",
                                                    "when", "warning", "message",   "sections"};

class PackReader {
public:
    PackReader(std::string_view xml, const std::string& file) : m_xml(xml, file) {}

    Result<GamePack> read() {
        Result<GamePack> out;
        if (m_xml.parsed()) readPack();
        out.errors = std::move(m_xml.errors());
        if (out.errors.empty()) out.value = std::move(m_pack);
        return out;
    }

private:
    void readPack() {
        const auto root = m_xml.doc().document_element();
        if (std::string_view(root.name()) != "game-pack") {
            m_xml.error(root,
                        i18n::trf("the root element is <{}>; a game pack starts with <game-pack>",
                                  root.name()));
            return;
        }
        m_xml.allowAttributes(root, {"format", "id", "name", "publisher", "rules"});
        if (const auto fmtAttr = root.attribute("format");
            fmtAttr && std::string_view(fmtAttr.value()) != "1")
            m_xml.error(root, i18n::trf("game-pack format {} is newer than this Deckhand reads (1)",
                                        fmtAttr.value()));
        Game& g = m_pack.game;
        g.id = m_xml.required(root, "id");
        if (!g.id.empty() && !std::all_of(g.id.begin(), g.id.end(), [](char c) {
                return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
            }))
            m_xml.error(root, i18n::trf("game id '{}' may hold only a-z, 0-9 and '-'", g.id));
        g.name = m_xml.required(root, "name");
        g.publisher = root.attribute("publisher").value();
        g.rulesFile = root.attribute("rules").value();
        m_pack.file = m_xml.file();

        // Fields first: formats refer to them, whatever order the file has.
        for (const auto& n : root.children("fields"))
            readFields(n);
        for (const auto& n : root.children("fields"))
            readKindField(n);
        for (const auto& child : root.children()) {
            if (child.type() != pugi::node_element) continue;
            const std::string_view name = child.name();
            if (name == "fields") continue;
            // <import format="json|sqlite">, <card-source>: data_mapping_xml.cpp.
            if (detail::readCardDataElement(m_xml, child, g)) continue;
            if (name == "description") {
                m_xml.allowAttributes(child, {});
                m_pack.description = std::string(trim(child.text().get()));
            } else if (name == "limited-list-name") {
                m_xml.allowAttributes(child, {"banned"});
                g.limitedListName = std::string(trim(child.text().get()));
                if (const auto b = child.attribute("banned")) g.bannedTerm = b.value();
            } else if (name == "rarities") {
                readRarities(child);
            } else if (name == "identity") {
                readIdentity(child);
            } else if (name == "sections") {
                readSections(child);
            } else if (name == "cards") {
                m_xml.allowAttributes(child, {"file", "sample"});
                const std::string file = m_xml.required(child, "file");
                m_pack.cardFiles.push_back(
                    {relative(file), m_xml.boolean(child, "sample", false), file});
            } else if (name == "limited-list") {
                m_xml.allowAttributes(child, {"file", "sample"});
                const std::string file = m_xml.required(child, "file");
                m_pack.limitedListFiles.push_back(
                    {relative(file), m_xml.boolean(child, "sample", false), file});
            } else if (name == "goldfish") {
                if (g.goldfish.declared)
                    m_xml.error(child, i18n::tr("the pack has more than one <goldfish>"));
                g.goldfish = detail::readGoldfish(m_xml, child, g, [this](const pugi::xml_node& n) {
                    return readFilterChildren(n);
                });
            } else if (name == "formats") {
                m_formatsNode = child;
            } else if (name == "products") {
                readProducts(child);
            } else if (name == "images") {
                readImages(child);
            } else if (name == "sets") {
                readSets(child);
            } else if (name == "registration-sheet") {
                readRegistrationSheet(child);
            } else if (name == "card-face") {
                readCardFace(child);
            } else if (name == "import") {
                readImport(child);
            } else if (name == "translation") {
                m_translations.push_back(child); // applied once every word is read
            } else if (name == "deck-lists") {
                if (m_deckListsNode)
                    m_xml.error(child, i18n::tr("the pack has more than one <deck-lists>"));
                m_deckListsNode = child; // read once the sections are known
            } else {
                unknownElement(child, "game-pack");
            }
        }
        if (g.sections.empty()) g.sections.push_back({"main", "Main", {"deck"}, true});
        if (m_deckListsNode) readDeckLists(m_deckListsNode);
        if (!m_formatsNode) {
            m_xml.error(root,
                        i18n::tr("the pack has no <formats>: a game needs at least one format"));
            return;
        }
        readFormats(m_formatsNode);
        // A rule that counts rarities needs every printing to have one.
        if (m_formatsNode.find_node([](const pugi::xml_node& n) {
                return std::string_view(n.attribute("field").value()) == "rarity";
            }))
            g.rarityRequired = true;
        detail::translatePack(m_xml, m_translations, m_pack);
    }

    std::string relative(const std::string& path) const {
        if (path.empty()) return path;
        namespace fs = std::filesystem;
        const fs::path p(path);
        if (p.is_absolute()) return path;
        return (fs::path(m_xml.file()).parent_path() / p).lexically_normal().string();
    }

    void unknownElement(const pugi::xml_node& n, std::string_view parent) {
        m_xml.error(n, i18n::trf("<{}> does not belong in <{}>", n.name(), parent));
    }

    // A rule that takes no children: a filter or a typo inside it would otherwise be read as
    // nothing, and the rule would not do what its author meant.
    void noChildren(const pugi::xml_node& r) {
        for (const auto& c : r.children())
            if (c.type() == pugi::node_element)
                m_xml.error(c, i18n::trf("<{}> does not belong in <{}>: it takes no children",
                                         c.name(), r.name()));
    }

    // <import format="cockatrice"><map from="maintype" to="type"/></import>: where another
    // program's card data keeps each field (docs/game-pack.md, "Card data from other programs").
    void readImport(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {"format"});
        ImportMapping mapping;
        mapping.format = m_xml.required(node, "format");
        if (!mapping.format.empty() && mapping.format != "cockatrice" &&
            mapping.format != "octgn" && mapping.format != "lackey")
            m_xml.error(node, i18n::trf("import format '{}' is not cockatrice, octgn, lackey, "
                                        "json or sqlite",
                                        mapping.format));
        for (const auto& other : m_pack.game.imports)
            if (other.format == mapping.format)
                m_xml.error(node, i18n::trf("the pack has more than one <import format=\"{}\">",
                                            mapping.format));
        for (const auto& m : node.children()) {
            if (m.type() != pugi::node_element) continue;
            if (std::string_view(m.name()) != "map") {
                unknownElement(m, "import");
                continue;
            }
            m_xml.allowAttributes(m, {"from", "to"});
            std::string from(trim(m_xml.required(m, "from")));
            std::string to(trim(m_xml.required(m, "to")));
            if (from.empty() || to.empty()) continue;
            if (m_pack.game.fieldIndex(to) < 0)
                m_xml.error(m, i18n::trf("<map> to=\"{}\" is not a field of the game", to));
            for (const auto& [f, t] : mapping.maps)
                if (iequals(f, from)) m_xml.error(m, i18n::trf("'{}' is mapped twice", from));
            mapping.maps.emplace_back(std::move(from), std::move(to));
        }
        m_pack.game.imports.push_back(std::move(mapping));
    }

    // <deck-lists>: how the game's players write deck lists (docs/game-pack.md, "Deck lists as
    // players write them"): card ids, names joined with a field, qualifiers, other spellings,
    // where a card of a list without headers goes, and lines that are no card.
    void readDeckLists(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {});
        Game& g = m_pack.game;
        DeckListForms& forms = g.lists;
        // A field of the game by id, or -1 after an error naming the element.
        const auto fieldOf = [&](const pugi::xml_node& n) {
            const std::string field = m_xml.required(n, "field");
            if (field.empty()) return -1;
            const int index = g.fieldIndex(field);
            if (index < 0)
                m_xml.error(
                    n, i18n::trf("<{}> field '{}' is not a field of {}", n.name(), field, g.name));
            return index;
        };
        for (const auto& c : node.children()) {
            if (c.type() != pugi::node_element) continue;
            const std::string_view name = c.name();
            if (name == "card-id") {
                m_xml.allowAttributes(c, {"field"});
                noChildren(c);
                const int index = fieldOf(c);
                if (index >= 0) forms.cardIds.push_back({c.attribute("field").value(), index});
            } else if (name == "name-join") {
                m_xml.allowAttributes(c, {"field", "separator"});
                noChildren(c);
                const int index = fieldOf(c);
                const std::string separator = m_xml.required(c, "separator");
                if (index == FieldName)
                    m_xml.error(
                        c, i18n::tr("<name-join> joins another field to the name, not the name"));
                if (!separator.empty() && trim(separator).empty())
                    m_xml.error(
                        c, i18n::tr("<name-join> separator is only spaces: write a word or a mark "
                                    "(' - ', ', ')"));
                if (index >= 0 && index != FieldName && !trim(separator).empty())
                    forms.joins.push_back({c.attribute("field").value(), index, separator});
            } else if (name == "qualifier") {
                m_xml.allowAttributes(c, {"field"});
                DeckListForms::Qualifier q;
                q.index = fieldOf(c);
                q.field = c.attribute("field").value();
                const FieldDef* def = g.fieldAt(q.index);
                for (const auto& v : c.children()) {
                    if (v.type() != pugi::node_element) continue;
                    if (std::string_view(v.name()) != "value") {
                        unknownElement(v, "qualifier");
                        continue;
                    }
                    m_xml.allowAttributes(v, {"written", "is"});
                    noChildren(v);
                    std::string written = foldName(m_xml.required(v, "written"));
                    std::string value = m_xml.required(v, "is");
                    if (written.empty() || value.empty()) continue;
                    if (def) {
                        auto canonicalValue = parseFieldValue(*def, value);
                        if (!canonicalValue.ok()) {
                            m_xml.error(v, canonicalValue.errors.front().message);
                            continue;
                        }
                        value = canonicalValue.value;
                    }
                    for (const auto& other : forms.qualifiers)
                        for (const auto& [w, unused] : other.values)
                            if (w == written)
                                m_xml.error(v,
                                            i18n::trf("qualifier '{}' is declared twice", written));
                    q.values.emplace_back(std::move(written), std::move(value));
                }
                if (q.values.empty())
                    m_xml.error(c, i18n::tr("<qualifier> holds no <value written is>"));
                if (q.index >= 0) forms.qualifiers.push_back(std::move(q));
            } else if (name == "spelling") {
                m_xml.allowAttributes(c, {"written", "names"});
                noChildren(c);
                DeckListForms::Spelling sp;
                sp.written = foldName(m_xml.required(c, "written"));
                sp.names = splitList(m_xml.required(c, "names"), '|');
                if (!sp.written.empty() && !sp.names.empty())
                    forms.spellings.push_back(std::move(sp));
            } else if (name == "place") {
                m_xml.allowAttributes(c, {"section"});
                const std::string section = m_xml.required(c, "section");
                if (!section.empty() && !g.section(section))
                    m_xml.error(c, i18n::trf("<place> section '{}' is not a section of {}", section,
                                             g.name));
                auto filter = readFilterChildren(c);
                if (!filter) {
                    m_xml.error(
                        c, i18n::tr("<place> holds no filter: say which cards go to the section"));
                    continue;
                }
                if (g.section(section)) forms.placements.push_back({section, std::move(*filter)});
            } else if (name == "ignore") {
                m_xml.allowAttributes(c, {"prefix"});
                noChildren(c);
                std::string prefix = foldName(m_xml.required(c, "prefix"));
                if (!prefix.empty()) forms.ignored.push_back(std::move(prefix));
            } else {
                unknownElement(c, "deck-lists");
            }
        }
    }

    // <registration-sheet columns="type,weight"/>: the fields the printed deck list shows.
    void readRegistrationSheet(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {"columns"});
        Game& g = m_pack.game;
        if (!g.sheetColumns.empty())
            m_xml.error(node, i18n::tr("the pack has more than one <registration-sheet>"));
        g.sheetColumns = splitList(m_xml.required(node, "columns"), ',');
        for (const auto& c : g.sheetColumns) {
            const int i = g.fieldIndex(c);
            if (i < 0)
                m_xml.error(
                    node,
                    i18n::trf("registration-sheet column '{}' is not a field of the game", c));
            else if (i == FieldName || i == FieldSet || i == FieldNumber)
                m_xml.error(
                    node,
                    i18n::trf(
                        "registration-sheet column '{}' is always shown; list only the others", c));
        }
    }

    // <card-face kind="type" stats="level,power" colour-by="type" text-size="7.5" width-mm="63"
    //   height-mm="88">
    //   <colour value="Attack" frame="#2e6fb0"/></card-face>: how a card without an image is
    // drawn (docs/game-pack.md, "Card faces").
    void readCardFace(const pugi::xml_node& node) {
        m_xml.allowAttributes(node,
                              {"kind", "stats", "colour-by", "text-size", "width-mm", "height-mm"});
        Game& g = m_pack.game;
        CardFaceLayout& face = g.face;
        if (face.declared) m_xml.error(node, i18n::tr("the pack has more than one <card-face>"));
        face.declared = true;
        auto fieldList = [&](const char* attr) {
            std::vector<std::string> ids = splitList(node.attribute(attr).value(), ',');
            for (const auto& id : ids) {
                const int i = g.fieldIndex(id);
                if (i < 0)
                    m_xml.error(node, i18n::trf("<card-face> {}: '{}' is not a field of the game",
                                                attr, id));
                else if (i == FieldName || i == FieldText)
                    m_xml.error(node, i18n::trf("<card-face> {}: '{}' is always on the face; list "
                                                "only the others",
                                                attr, id));
            }
            return ids;
        };
        face.kindFields = fieldList("kind");
        face.statFields = fieldList("stats");
        face.statsDeclared = static_cast<bool>(node.attribute("stats"));
        if (face.statFields.size() > 4)
            m_xml.error(node,
                        i18n::tr("<card-face> stats: at most 4 fields fit along a card's foot"));
        if (const auto a = node.attribute("text-size")) {
            const std::string_view v = a.value();
            double size = 0;
            const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), size);
            if (ec != std::errc() || end != v.data() + v.size() || !(size >= 4 && size <= 14))
                m_xml.error(node, i18n::trf("<card-face> text-size=\"{}\" is not a size in "
                                            "points from 4 to 14",
                                            v));
            else
                face.textSize = size;
        }
        // The card's real size, for proxies: a playing card is 40 to 150 mm a side.
        for (const auto& [attr, target] :
             {std::pair{"width-mm", &face.widthMm}, std::pair{"height-mm", &face.heightMm}}) {
            const auto a = node.attribute(attr);
            if (!a) continue;
            const std::string_view v = a.value();
            double mm = 0;
            const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), mm);
            if (ec != std::errc() || end != v.data() + v.size() || !(mm >= 20 && mm <= 150))
                m_xml.error(node, i18n::trf("<card-face> {}=\"{}\" is not a size in "
                                            "millimetres from 20 to 150",
                                            attr, v));
            else
                *target = mm;
        }
        face.colourField = node.attribute("colour-by").value();
        const FieldDef* colourDef = nullptr;
        if (!face.colourField.empty()) {
            const int i = g.fieldIndex(face.colourField);
            if (i < 0)
                m_xml.error(node,
                            i18n::trf("<card-face> colour-by: '{}' is not a field of the game",
                                      face.colourField));
            colourDef = g.fieldAt(i);
        }
        for (const auto& c : node.children()) {
            if (c.type() != pugi::node_element) continue;
            if (std::string_view(c.name()) != "colour") {
                unknownElement(c, "card-face");
                continue;
            }
            m_xml.allowAttributes(c, {"value", "frame"});
            std::string value = m_xml.required(c, "value");
            const std::string frame = m_xml.required(c, "frame");
            if (face.colourField.empty()) {
                m_xml.error(c,
                            i18n::tr("<colour> needs colour-by on its <card-face>: the field whose "
                                     "value it colours"));
                continue;
            }
            if (colourDef && colourDef->type == FieldType::Enum && !value.empty()) {
                auto parsed = parseFieldValue(*colourDef, value);
                if (!parsed.ok())
                    m_xml.error(c, i18n::trf("<colour> value '{}': {}", value,
                                             parsed.errors.front().message));
                else
                    value = parsed.value;
            }
            const auto rgb = hexColour(frame);
            if (!rgb && !frame.empty())
                m_xml.error(c, i18n::trf("<colour> frame=\"{}\" is not a colour written "
                                         "#rrggbb",
                                         frame));
            for (const auto& [v, ignored] : face.colours)
                if (!value.empty() && iequals(v, value))
                    m_xml.error(c, i18n::trf("<colour> for '{}' is given twice", value));
            if (rgb && !value.empty()) face.colours.emplace_back(std::move(value), *rgb);
        }
    }

    static std::optional<std::uint32_t> hexColour(std::string_view s) {
        if (s.size() != 7 || s[0] != '#') return std::nullopt;
        std::uint32_t v = 0;
        const auto [end, ec] = std::from_chars(s.data() + 1, s.data() + s.size(), v, 16);
        if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
        return v;
    }

    // <sets><set code="S1" name="First Set" released="2026-03-01"/></sets>: the sets' names and
    // release dates, as the publisher gives them.
    void readSets(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {});
        if (m_setsNode)
            m_xml.error(node, i18n::trf("the pack has more than one <sets> (the first is line {})",
                                        m_xml.where(m_setsNode).line));
        else
            m_setsNode = node;
        for (const auto& c : node.children()) {
            if (c.type() != pugi::node_element) continue;
            if (std::string_view(c.name()) != "set") {
                unknownElement(c, "sets");
                continue;
            }
            m_xml.allowAttributes(c, {"code", "name", "released"});
            PackSet set;
            set.code = std::string(trim(m_xml.required(c, "code")));
            set.name = std::string(trim(c.attribute("name").value()));
            const std::string released(trim(c.attribute("released").value()));
            if (!released.empty()) {
                if (const auto d = Date::parse(released))
                    set.released = d->str();
                else
                    m_xml.error(c, i18n::trf("<set> released=\"{}\" is not a date (YYYY-MM-DD, "
                                             "as 2026-03-01)",
                                             released));
            }
            if (set.code.empty()) continue; // said by required()
            bool twice = false;
            for (std::size_t i = 0; i < m_pack.sets.size() && !twice; ++i)
                if (iequals(m_pack.sets[i].code, set.code)) {
                    m_xml.error(c, i18n::trf("the set {} is given twice (also line {})", set.code,
                                             m_setLines[i]));
                    twice = true;
                }
            if (twice) continue;
            m_pack.sets.push_back(std::move(set));
            m_setLines.push_back(m_xml.where(c).line);
        }
    }

    // <images url="https://.../{set}/{number}.png" [set="S1"]/>: where card images come from.
    void readImages(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {"url", "set"});
        ImageSource source{node.attribute("set").value(), m_xml.required(node, "url")};
        if (source.url.empty()) return;
        if (auto bad = relativeUrlTemplate(source.url) ? checkRelativeUrlTemplate(source.url)
                                                       : checkUrlTemplate(source.url))
            m_xml.error(node, i18n::trf("<images> url: {}", *bad));
        for (const auto& other : m_pack.game.images)
            if (iequals(other.set, source.set))
                m_xml.error(
                    node,
                    source.set.empty()
                        ? std::string(i18n::tr("the pack has more than one <images> without a set"))
                        : i18n::trf("the pack has more than one <images> for set {}", source.set));
        m_pack.game.images.push_back(std::move(source));
    }

    void readProducts(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {});
        for (const auto& p : node.children()) {
            if (p.type() != pugi::node_element) continue;
            if (std::string_view(p.name()) != "product") {
                unknownElement(p, "products");
                continue;
            }
            m_xml.allowAttributes(p, {"id", "name", "set", "contents-field"});
            ProductDef def;
            def.id = m_xml.required(p, "id");
            def.name = p.attribute("name") ? p.attribute("name").value() : def.id;
            def.set = p.attribute("set").value();
            def.contentsField = p.attribute("contents-field").value();
            for (const auto& c : p.children()) {
                if (c.type() != pugi::node_element) continue;
                if (std::string_view(c.name()) != "card") {
                    unknownElement(c, "product");
                    continue;
                }
                m_xml.allowAttributes(c, {"set", "number", "qty"});
                ProductDef::Card card{m_xml.required(c, "set"), m_xml.required(c, "number"),
                                      c.attribute("qty") ? m_xml.integer(c, "qty").value_or(1) : 1};
                def.cards.push_back(std::move(card));
            }
            if (!def.contentsField.empty()) {
                const FieldDef* f = m_pack.game.fieldAt(m_pack.game.fieldIndex(def.contentsField));
                if (!f || f->type != FieldType::Integer)
                    m_xml.error(p, i18n::trf("contents-field '{}' is not an integer field",
                                             def.contentsField));
                if (def.set.empty())
                    m_xml.error(p, i18n::tr("a product with contents-field needs set="));
            } else if (def.cards.empty()) {
                m_xml.error(p, i18n::tr("<product> needs <card> children or contents-field"));
            }
            if (m_pack.game.product(def.id))
                m_xml.error(p, i18n::trf("product '{}' is declared twice", def.id));
            m_pack.game.products.push_back(std::move(def));
        }
    }

    // <fields kind="type">: the field that tells a card's kind, once every field is declared.
    void readKindField(const pugi::xml_node& node) {
        const auto kind = node.attribute("kind");
        if (!kind) return;
        Game& g = m_pack.game;
        if (!g.kindField.empty())
            m_xml.error(
                node, i18n::tr("the card-kind field is named by more than one <fields kind=...>"));
        g.kindField = kind.value();
        const int i = g.fieldIndex(g.kindField);
        if (i < 0)
            m_xml.error(node, i18n::trf("kind=\"{}\" is not a field of {}", g.kindField, g.name));
        else if (i < BuiltinFieldCount)
            m_xml.error(node, i18n::trf("kind=\"{}\" is a built-in field; name one of the "
                                        "game's own fields",
                                        g.kindField));
    }

    void readFields(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {"kind"});
        for (const auto& f : node.children()) {
            if (f.type() != pugi::node_element) continue;
            if (std::string_view(f.name()) != "field") {
                unknownElement(f, "fields");
                continue;
            }
            m_xml.allowAttributes(f, {"id", "label", "type", "required", "level"});
            FieldDef def;
            def.id = m_xml.required(f, "id");
            def.label = f.attribute("label") ? f.attribute("label").value() : def.id;
            def.required = m_xml.boolean(f, "required", false);
            if (level(f))
                m_pack.game.printingFields.push_back(BuiltinFieldCount +
                                                     static_cast<int>(m_pack.game.fields.size()));
            const std::string_view type =
                f.attribute("type") ? f.attribute("type").value() : "text";
            if (type == "text")
                def.type = FieldType::Text;
            else if (type == "integer")
                def.type = FieldType::Integer;
            else if (type == "enum")
                def.type = FieldType::Enum;
            else if (type == "symbols")
                def.type = FieldType::Symbols;
            else
                m_xml.error(
                    f, i18n::trf("field type '{}' is not text, integer, enum or symbols", type));
            if (m_pack.game.fieldIndex(def.id) >= 0)
                m_xml.error(
                    f, i18n::trf("field '{}' is declared twice or is a built-in field", def.id));
            readValues(f, "value", def.values, def.aliases);
            if ((def.type == FieldType::Enum || def.type == FieldType::Symbols) &&
                def.values.empty())
                m_xml.error(f, i18n::trf("{} field '{}' needs <value> children", type, def.id));
            if ((def.type == FieldType::Text || def.type == FieldType::Integer) &&
                !def.values.empty())
                m_xml.error(f, i18n::trf("{} field '{}' takes no <value> children", type, def.id));
            m_pack.game.fields.push_back(std::move(def));
        }
    }

    void readValues(const pugi::xml_node& parent, const char* element,
                    std::vector<std::string>& values, std::map<std::string, std::string>& aliases) {
        for (const auto& v : parent.children()) {
            if (v.type() != pugi::node_element) continue;
            if (std::string_view(v.name()) != element) {
                unknownElement(v, parent.name());
                continue;
            }
            m_xml.allowAttributes(v, {"aliases"});
            const std::string value(trim(v.text().get()));
            if (value.empty()) {
                m_xml.error(v, i18n::trf("<{}> is empty", element));
                continue;
            }
            if (std::find(values.begin(), values.end(), value) != values.end())
                m_xml.error(v, i18n::trf("'{}' is listed twice", value));
            values.push_back(value);
            for (const auto& a : splitList(v.attribute("aliases").value(), ','))
                aliases[foldName(a)] = value;
        }
    }

    // level="card" (the default) or level="printing": whom a field's value belongs to.
    bool level(const pugi::xml_node& node) {
        const std::string_view v = node.attribute("level").value();
        if (v.empty() || v == "card") return false;
        if (v == "printing") return true;
        m_xml.error(node, i18n::trf("level=\"{}\" is not card or printing", v));
        return false;
    }

    void readRarities(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {"required", "level"});
        if (m_xml.boolean(node, "required", false)) m_pack.game.rarityRequired = true;
        if (level(node)) m_pack.game.printingFields.push_back(FieldRarity);
        readValues(node, "rarity", m_pack.game.rarities, m_pack.game.rarityAliases);
    }

    void readIdentity(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {"by", "base-field"});
        Game& g = m_pack.game;
        const std::string by = m_xml.required(node, "by");
        const auto base = node.attribute("base-field");
        // base-in-set's base field is the game's; a list of fields takes its own.
        if (base && by == "base-in-set") g.baseField = base.value();
        if (auto kind = identityKind(node, by, by == "base-in-set" ? "" : base.value()))
            g.identity = *kind;
        if (g.identity == IdentityKind::BaseInSet && g.fieldIndex(g.baseField) < 0)
            m_xml.error(node, i18n::trf("base-field '{}' is not a declared field", g.baseField));
    }

    // A copy identity as a pack writes it: name, name-number or base-in-set, or the fields two
    // printings of one card share ("name pitch"), with an optional base field for the number.
    std::optional<int> identityKind(const pugi::xml_node& node, std::string_view by,
                                    std::string_view baseField = "") {
        Game& g = m_pack.game;
        if (by == "name") return IdentityKind::Name;
        if (by == "name-number") return IdentityKind::NameNumber;
        if (by == "base-in-set") return IdentityKind::BaseInSet;
        if (by.empty()) return std::nullopt;
        CopyIdentity def;
        std::string list(by);
        std::replace(list.begin(), list.end(), '+', ' ');
        std::replace(list.begin(), list.end(), ',', ' ');
        for (const auto& id : splitList(list, ' ')) {
            const int index = g.fieldIndex(id);
            if (index < 0) {
                m_xml.error(node, i18n::trf("identity '{}' is not name, name-number or "
                                            "base-in-set, nor a list of the fields of {}: '{}' is "
                                            "not one of them",
                                            by, g.name, id));
                return std::nullopt;
            }
            if (std::find(def.fields.begin(), def.fields.end(), index) != def.fields.end()) {
                m_xml.error(node, i18n::trf("identity '{}' names '{}' twice", by, id));
                return std::nullopt;
            }
            def.fields.push_back(index);
        }
        if (!baseField.empty()) {
            def.baseField = g.fieldIndex(baseField);
            if (def.baseField < 0) {
                m_xml.error(node, i18n::trf("base-field '{}' is not a declared field", baseField));
                return std::nullopt;
            }
        }
        return g.addIdentity(def);
    }

    void readSections(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {});
        for (const auto& s : node.children()) {
            if (s.type() != pugi::node_element) continue;
            if (std::string_view(s.name()) != "section") {
                unknownElement(s, "sections");
                continue;
            }
            m_xml.allowAttributes(s, {"id", "name", "aliases", "counts"});
            SectionDef def;
            def.id = m_xml.required(s, "id");
            def.name = s.attribute("name") ? s.attribute("name").value() : def.id;
            def.aliases = splitList(s.attribute("aliases").value(), ',');
            def.counts = m_xml.boolean(s, "counts", true);
            if (m_pack.game.section(def.id))
                m_xml.error(s, i18n::trf("section '{}' is declared twice", def.id));
            m_pack.game.sections.push_back(std::move(def));
        }
    }

    void readFormats(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {});
        for (const auto& f : node.children()) {
            if (f.type() != pugi::node_element) continue;
            if (std::string_view(f.name()) != "format") {
                unknownElement(f, "formats");
                continue;
            }
            readFormat(f);
        }
        if (m_pack.game.formats.empty()) m_xml.error(node, i18n::tr("<formats> holds no <format>"));
    }

    void readFormat(const pugi::xml_node& node) {
        m_xml.allowAttributes(node, {"id", "name"});
        Format f;
        f.id = m_xml.required(node, "id");
        f.name = node.attribute("name") ? node.attribute("name").value() : f.id;
        if (m_pack.game.format(f.id))
            m_xml.error(node, i18n::trf("format '{}' is declared twice", f.id));
        // Settings first, so rules can refer to them wherever they stand.
        for (const auto& s : node.children("setting"))
            detail::readSetting(m_xml, s, f.settings);
        std::set<std::string> ruleIds;
        for (const auto& r : node.children()) {
            if (r.type() != pugi::node_element) continue;
            const std::string_view name = r.name();
            if (name == "setting") continue;
            if (name == "description") {
                m_xml.allowAttributes(r, {});
                f.description = std::string(trim(r.text().get()));
                continue;
            }
            RuleBase base;
            if (name == "deck-size") {
                DeckSizeRule rule;
                readRuleBase(r, f, rule, {"exactly", "min", "max", "multiple-of"});
                rule.exact = param(r, "exactly", f);
                rule.min = param(r, "min", f);
                rule.max = param(r, "max", f);
                rule.multipleOf = param(r, "multiple-of", f);
                if (!rule.exact.value && !rule.exact.setting.size() && !rule.min.value &&
                    rule.min.setting.empty() && !rule.max.value && rule.max.setting.empty() &&
                    !rule.multipleOf.value && rule.multipleOf.setting.empty())
                    m_xml.error(r, i18n::tr("<deck-size> needs exactly, min, max or multiple-of"));
                noChildren(r);
                base = rule;
                f.deckSize.push_back(std::move(rule));
            } else if (name == "copy-limit") {
                CopyLimitRule rule;
                readRuleBase(r, f, rule, {"max", "identity", "max-field", "multiplier"});
                rule.max = param(r, "max", f);
                rule.identity = m_pack.game.identity;
                if (const auto id = r.attribute("identity"))
                    if (auto kind = identityKind(r, id.value())) rule.identity = *kind;
                rule.maxField = r.attribute("max-field").value();
                rule.multiplier = param(r, "multiplier", f);
                if (!rule.multiplier.value && rule.multiplier.setting.empty())
                    rule.multiplier.value = 1;
                if (!rule.maxField.empty()) {
                    const FieldDef* def =
                        m_pack.game.fieldAt(m_pack.game.fieldIndex(rule.maxField));
                    if (!def || def->type != FieldType::Integer)
                        m_xml.error(
                            r, i18n::trf("max-field '{}' is not an integer field", rule.maxField));
                } else if (!rule.max.value && rule.max.setting.empty()) {
                    m_xml.error(r, i18n::tr("<copy-limit> needs max or max-field"));
                }
                if (auto filter = readFilterChildren(r)) rule.appliesTo = std::move(*filter);
                base = rule;
                f.copyLimits.push_back(std::move(rule));
            } else if (name == "count") {
                CountRule rule;
                readRuleBase(r, f, rule, {"label", "exactly", "min", "max"});
                rule.label = m_xml.required(r, "label");
                rule.exact = param(r, "exactly", f);
                rule.min = param(r, "min", f);
                rule.max = param(r, "max", f);
                if (!r.attribute("exactly") && !r.attribute("min") && !r.attribute("max"))
                    m_xml.error(r, i18n::tr("<count> needs exactly, min or max"));
                if (auto filter = readFilterChildren(r))
                    rule.filter = std::move(*filter);
                else
                    m_xml.error(
                        r, i18n::tr("<count> needs a filter (<where>, <all>, <any> or <not>)"));
                base = rule;
                f.counts.push_back(std::move(rule));
            } else if (name == "prebuilt") {
                PrebuiltRule rule;
                readRuleBase(r, f, rule, {}, false);
                readPrebuilt(r, rule);
                rule.prepare();
                base = rule;
                f.prebuilt.push_back(std::move(rule));
            } else if (name == "limited-list") {
                LimitedListRule rule;
                readRuleBase(r, f, rule, {"required", "list"});
                rule.required = m_xml.boolean(r, "required", false);
                rule.list = std::string(trim(r.attribute("list").value()));
                noChildren(r);
                base = rule;
                f.limited.push_back(std::move(rule));
            } else if (name == "leader") {
                LeaderRule rule;
                readRuleBase(r, f, rule,
                             {"label", "field", "relation", "lead-sections", "always", "max"});
                readLeader(r, f, rule);
                base = rule;
                f.leaders.push_back(std::move(rule));
            } else if (name == "distinct") {
                DistinctRule rule;
                readRuleBase(r, f, rule, {"label", "field", "max"});
                rule.label = m_xml.required(r, "label");
                rule.field = m_xml.required(r, "field");
                rule.fieldIndex = ruleField(r, rule.field);
                rule.max = param(r, "max", f);
                if (!rule.max.value && rule.max.setting.empty())
                    m_xml.error(r, i18n::tr("<distinct> needs max"));
                if (auto filter = readFilterChildren(r)) rule.appliesTo = std::move(*filter);
                base = rule;
                f.distinct.push_back(std::move(rule));
            } else if (name == "rotation") {
                RotationRule rule;
                readRuleBase(r, f, rule, {"label", "field", "identity"});
                readRotation(r, rule);
                base = rule;
                f.rotations.push_back(std::move(rule));
            } else {
                unknownElement(r, "format");
                continue;
            }
            if (!base.id.empty() && !ruleIds.insert(base.id).second)
                m_xml.error(r,
                            i18n::trf("rule id '{}' is used twice in format '{}'", base.id, f.id));
        }
        if (f.deckSize.empty() && f.prebuilt.empty())
            m_xml.error(node, i18n::trf("format '{}' has no <deck-size> or <prebuilt> rule", f.id));
        m_pack.game.formats.push_back(std::move(f));
    }

    template <class Rule>
    void readRuleBase(const pugi::xml_node& r, const Format& f, Rule& rule,
                      std::initializer_list<std::string_view> extra, bool needId = true) {
        std::vector<std::string_view> allowed(kRuleAttributes.begin(), kRuleAttributes.end());
        allowed.insert(allowed.end(), extra.begin(), extra.end());
        for (const auto& a : r.attributes()) {
            if (std::find(allowed.begin(), allowed.end(), std::string_view(a.name())) ==
                allowed.end()) {
                std::string list;
                for (auto n : allowed)
                    list += (list.empty() ? "" : ", ") + std::string(n);
                m_xml.error(r, i18n::trf("<{}> has no attribute '{}' (it takes: {})", r.name(),
                                         a.name(), list));
            }
        }
        rule.id = needId ? m_xml.required(r, "id") : std::string(r.attribute("id").value());
        if (rule.id.empty()) rule.id = r.name();
        rule.citation.file =
            r.attribute("cite-file") ? r.attribute("cite-file").value() : m_pack.game.rulesFile;
        rule.citation.heading = r.attribute("cite").value();
        if (rule.citation.heading.empty())
            m_pack.warnings.push_back(
                {m_xml.where(r),
                 i18n::trf("<{} id=\"{}\"> has no cite: every rule names the heading of the "
                           "rules sheet it comes from, so a player can check it",
                           r.name(), rule.id)});
        rule.note = r.attribute("note").value();
        rule.warning = m_xml.boolean(r, "warning", false);
        rule.message = r.attribute("message").value();
        rule.sections = splitList(r.attribute("sections").value(), ',');
        for (const auto& s : rule.sections)
            if (!m_pack.game.section(s))
                m_xml.error(r, i18n::trf("section '{}' is not declared", s));
        if (const std::string when = r.attribute("when").value(); !when.empty()) {
            const auto eq = when.find('=');
            const std::string id = when.substr(0, eq);
            const std::string value = eq == std::string::npos ? "" : when.substr(eq + 1);
            const SettingDef* def = nullptr;
            for (const auto& s : f.settings)
                if (s.id == id) def = &s;
            if (!def)
                m_xml.error(
                    r, i18n::trf("when=\"{}\": format '{}' has no setting '{}'", when, f.id, id));
            else if (eq == std::string::npos)
                m_xml.error(r, i18n::trf("when=\"{}\" must read setting=value", when));
            else if (!def->choices.empty() &&
                     std::none_of(def->choices.begin(), def->choices.end(),
                                  [&](const std::string& c) { return iequals(c, value); }))
                m_xml.error(r, i18n::trf("when=\"{}\": '{}' is not a choice of setting '{}'", when,
                                         value, id));
            else
                rule.when = {id, value};
        }
    }

    IntParam param(const pugi::xml_node& r, const char* attr, const Format& f) {
        IntParam p;
        const auto a = r.attribute(attr);
        if (!a) return p;
        const std::string_view v = trim(a.value());
        if (v.size() > 2 && v.front() == '{' && v.back() == '}') {
            p.setting = std::string(v.substr(1, v.size() - 2));
            const bool known = std::any_of(f.settings.begin(), f.settings.end(),
                                           [&](const SettingDef& s) { return s.id == p.setting; });
            if (!known)
                m_xml.error(r, i18n::trf("{}=\"{}\": format '{}' has no setting '{}'", attr, v,
                                         f.id, p.setting));
            return p;
        }
        p.value = m_xml.integer(r, attr);
        return p;
    }

    std::optional<Filter> readFilterChildren(const pugi::xml_node& parent) {
        std::vector<Filter> parts;
        for (const auto& c : parent.children()) {
            if (c.type() != pugi::node_element) continue;
            if (auto f = readFilter(c)) parts.push_back(std::move(*f));
        }
        return allOf(std::move(parts));
    }

    // Every one of the parts: the one itself, or none when there is none.
    static std::optional<Filter> allOf(std::vector<Filter> parts) {
        if (parts.empty()) return std::nullopt;
        if (parts.size() == 1) return std::move(parts.front());
        Filter all;
        all.op = Filter::Op::All;
        all.children = std::move(parts);
        return all;
    }

    // Filters are read (and later matched and freed) recursively: a pack nesting them thousands
    // deep would overflow the stack (a hostile pack run through tests/fuzz/fuzz_game_pack), so
    // depth is capped.
    static constexpr int kMaxFilterDepth = 32;

    std::optional<Filter> readFilter(const pugi::xml_node& n, int depth = 0) {
        const std::string_view name = n.name();
        Filter f;
        if (name == "all" || name == "any" || name == "not") {
            m_xml.allowAttributes(n, {});
            if (depth >= kMaxFilterDepth) {
                m_xml.error(n, i18n::trf("filters nest more than {} deep", kMaxFilterDepth));
                ++m_tooDeep;
                return std::nullopt;
            }
            f.op = name == "all"   ? Filter::Op::All
                   : name == "any" ? Filter::Op::Any
                                   : Filter::Op::Not;
            const int tooDeep = m_tooDeep;
            for (const auto& c : n.children()) {
                if (c.type() != pugi::node_element) continue;
                if (auto child = readFilter(c, depth + 1)) f.children.push_back(std::move(*child));
            }
            if (m_tooDeep != tooDeep) return std::nullopt; // said once, where it happened
            if (f.op == Filter::Op::Not && f.children.size() != 1) {
                m_xml.error(n, i18n::tr("<not> holds exactly one filter"));
                return std::nullopt;
            }
            if (f.children.empty()) {
                m_xml.error(n, i18n::trf("<{}> holds no filter", name));
                return std::nullopt;
            }
            return f;
        }
        if (name != "where") {
            unknownElement(n, n.parent().name());
            return std::nullopt;
        }
        m_xml.allowAttributes(
            n, {"field", "is", "in", "not", "lt", "le", "gt", "ge", "has", "has-any", "empty"});
        f.field = m_xml.required(n, "field");
        f.fieldIndex = m_pack.game.fieldIndex(f.field);
        if (f.fieldIndex < 0) {
            m_xml.error(
                n, i18n::trf("<where> field '{}' is not a field of {}", f.field, m_pack.game.name));
            return std::nullopt;
        }
        int tests = 0;
        for (const char* t : {"is", "in", "not", "lt", "le", "gt", "ge", "has", "has-any", "empty"})
            tests += n.attribute(t) ? 1 : 0;
        if (tests != 1) {
            m_xml.error(
                n, i18n::tr("<where> takes exactly one test: is, in, not, lt, le, gt, ge, has, "
                            "has-any or empty"));
            return std::nullopt;
        }
        const FieldDef* def = m_pack.game.fieldAt(f.fieldIndex);
        if (const auto a = n.attribute("is")) {
            f.op = Filter::Op::Equals;
            f.values = {canonical(n, a.value())};
        } else if (const auto in = n.attribute("in")) {
            f.op = Filter::Op::OneOf;
            for (const auto& v : splitList(in.value(), '|'))
                f.values.push_back(canonical(n, v));
        } else if (const auto no = n.attribute("not")) {
            Filter eq;
            eq.op = Filter::Op::Equals;
            eq.field = f.field;
            eq.fieldIndex = f.fieldIndex;
            eq.values = {canonical(n, no.value())};
            f.op = Filter::Op::Not;
            f.field.clear();
            f.fieldIndex = -1;
            f.children.push_back(std::move(eq));
        } else if (const auto has = n.attribute("has")) {
            if (!def || def->type != FieldType::Symbols)
                m_xml.error(n, i18n::trf("has= needs a symbols field; '{}' is not one", f.field));
            f.op = Filter::Op::HasSymbol;
            f.values = {canonical(n, has.value())};
        } else if (n.attribute("has-any")) {
            if (!def || def->type != FieldType::Symbols)
                m_xml.error(n,
                            i18n::trf("has-any= needs a symbols field; '{}' is not one", f.field));
            f.op = m_xml.boolean(n, "has-any", true) ? Filter::Op::HasAnySymbol : Filter::Op::Empty;
        } else if (n.attribute("empty")) {
            f.op = Filter::Op::Empty;
            if (!m_xml.boolean(n, "empty", true)) {
                Filter inner = f;
                f = Filter{};
                f.op = Filter::Op::Not;
                f.children.push_back(std::move(inner));
            }
        } else {
            static constexpr std::pair<const char*, Filter::Op> kNumeric[] = {
                {"lt", Filter::Op::Less},
                {"le", Filter::Op::LessEqual},
                {"gt", Filter::Op::Greater},
                {"ge", Filter::Op::GreaterEqual}};
            for (const auto& [attr, op] : kNumeric) {
                if (const auto bound = n.attribute(attr)) {
                    f.op = op;
                    if (!def || def->type != FieldType::Integer)
                        m_xml.error(n, i18n::trf("{}= needs an integer field; '{}' is not one",
                                                 attr, f.field));
                    if (!parseInt(bound.value(), f.number))
                        m_xml.error(
                            n, i18n::trf("{}=\"{}\" is not a whole number", attr, bound.value()));
                }
            }
        }
        return f;
    }

    // A value as a filter compares it: enum values and symbols in canonical spelling, so a
    // misspelt value is caught here and not silently never matched.
    std::string canonical(const pugi::xml_node& n, std::string_view value) {
        const std::string field = n.attribute("field").value();
        const int index = m_pack.game.fieldIndex(field);
        const FieldDef* def = m_pack.game.fieldAt(index);
        if (index == FieldRarity && !m_pack.game.rarities.empty()) {
            FieldDef rarity{"rarity",
                            "Rarity",
                            FieldType::Enum,
                            false,
                            m_pack.game.rarities,
                            m_pack.game.rarityAliases};
            def = nullptr;
            auto r = parseFieldValue(rarity, value);
            if (!r.ok()) m_xml.error(n, r.errors.front().message);
            return r.value;
        }
        if (!def || def->type == FieldType::Text) return std::string(value);
        auto r = parseFieldValue(*def, value);
        if (!r.ok()) {
            m_xml.error(n, r.errors.front().message);
            return std::string(value);
        }
        return r.value;
    }

    // The field a rule compares, by id (built-in or the game's own); -1 after an error.
    int ruleField(const pugi::xml_node& r, const std::string& id) {
        if (id.empty()) return -1;
        const int index = m_pack.game.fieldIndex(id);
        if (index < 0)
            m_xml.error(r, i18n::trf("<{}> field '{}' is not a field of {}", r.name(), id,
                                     m_pack.game.name));
        return index;
    }

    // <leader label="Leader" lead-sections="leader" field="colour" relation="shares-any"
    //         always="Generic" max="1"> with <lead>, <together> and filter children.
    void readLeader(const pugi::xml_node& r, const Format& f, LeaderRule& rule) {
        if (const auto label = r.attribute("label")) rule.label = label.value();
        rule.field = m_xml.required(r, "field");
        rule.fieldIndex = ruleField(r, rule.field);
        const std::string_view relation =
            r.attribute("relation") ? r.attribute("relation").value() : "shares-any";
        if (relation == "shares-any")
            rule.relation = Relation::SharesAny;
        else if (relation == "subset-of")
            rule.relation = Relation::SubsetOf;
        else
            m_xml.error(r, i18n::trf("relation '{}' is not shares-any or subset-of", relation));
        rule.leadSections = splitList(r.attribute("lead-sections").value(), ',');
        for (const auto& s : rule.leadSections)
            if (!m_pack.game.section(s))
                m_xml.error(r, i18n::trf("section '{}' is not declared", s));
        if (rule.fieldIndex >= 0) {
            std::string always = r.attribute("always").value();
            std::replace(always.begin(), always.end(), ',', '|');
            for (const auto& v : splitList(always, '|'))
                rule.always.push_back(canonical(r, v));
        }
        rule.maxLeaders = param(r, "max", f);
        std::vector<Filter> parts;
        for (const auto& c : r.children()) {
            if (c.type() != pugi::node_element) continue;
            const std::string_view child = c.name();
            if (child == "pairing") {
                readPairing(c, rule);
            } else if (child == "lead" || child == "together") {
                m_xml.allowAttributes(c, {});
                auto filter = readFilterChildren(c);
                if (!filter)
                    m_xml.error(c, i18n::trf("<{}> holds no filter", child));
                else if (child == "lead")
                    rule.lead = std::move(*filter);
                else
                    rule.together = std::move(*filter);
            } else if (auto part = readFilter(c)) {
                parts.push_back(std::move(*part));
            }
        }
        rule.appliesTo = allOf(std::move(parts));
        if (rule.together && !rule.pairings.empty())
            m_xml.error(r, i18n::tr("<leader> takes <together> or <pairing> elements, not both"));
        if (rule.leadSections.empty() == !rule.lead)
            m_xml.error(r,
                        i18n::tr("<leader> needs either lead-sections or a <lead> filter (the card "
                                 "that leads: its section, or its role)"));
    }

    // <pairing label="Partner" kind="both"> with a filter both leaders match; kind="one-each"
    // with <first> and <second> filters (Choose a Background); kind="names" field="partner-with"
    // (each names the other: Partner with [name]).
    void readPairing(const pugi::xml_node& c, LeaderRule& rule) {
        m_xml.allowAttributes(c, {"label", "kind", "field", "cite", "note"});
        LeaderRule::Pairing p;
        p.label = m_xml.required(c, "label");
        p.cite = c.attribute("cite").value();
        const std::string_view kind = c.attribute("kind") ? c.attribute("kind").value() : "both";
        if (kind == "both") {
            p.kind = LeaderRule::Pairing::Kind::Both;
            p.first = readFilterChildren(c);
            if (!p.first)
                m_xml.error(c, i18n::tr("<pairing kind=\"both\"> needs the filter both match"));
        } else if (kind == "one-each") {
            p.kind = LeaderRule::Pairing::Kind::OneEach;
            for (const auto& part : c.children()) {
                if (part.type() != pugi::node_element) continue;
                const std::string_view name = part.name();
                m_xml.allowAttributes(part, {});
                if (name == "first")
                    p.first = readFilterChildren(part);
                else if (name == "second")
                    p.second = readFilterChildren(part);
                else
                    m_xml.error(part, i18n::trf("<{}> does not belong in <pairing>", name));
            }
            if (!p.first || !p.second)
                m_xml.error(c, i18n::tr("<pairing kind=\"one-each\"> needs <first> and <second> "
                                        "filters, one for each leader"));
        } else if (kind == "names") {
            p.kind = LeaderRule::Pairing::Kind::Names;
            p.field = m_xml.required(c, "field");
            p.fieldIndex = m_pack.game.fieldIndex(p.field);
            if (!p.field.empty() && p.fieldIndex < 0)
                m_xml.error(c, i18n::trf("field '{}' is not declared", p.field));
        } else {
            m_xml.error(c, i18n::trf("pairing kind '{}' is not both, one-each or names", kind));
        }
        rule.pairings.push_back(std::move(p));
    }

    // <rotation label="regulation mark" field="regulation"> with <legal from until label
    // values> children (the versions) and optional filter children (the cards judged).
    void readRotation(const pugi::xml_node& r, RotationRule& rule) {
        rule.field = m_xml.required(r, "field");
        rule.fieldIndex = ruleField(r, rule.field);
        const FieldDef* def = m_pack.game.fieldAt(rule.fieldIndex);
        rule.label = r.attribute("label") ? r.attribute("label").value()
                     : def                ? toLower(def->label)
                                          : rule.field;
        rule.identity = m_pack.game.identity;
        if (const auto id = r.attribute("identity"))
            if (auto kind = identityKind(r, id.value())) rule.identity = *kind;
        std::vector<Filter> parts;
        int legal = 0;
        for (const auto& c : r.children()) {
            if (c.type() != pugi::node_element) continue;
            if (std::string_view(c.name()) == "legal") ++legal;
            if (std::string_view(c.name()) != "legal") {
                if (auto part = readFilter(c)) parts.push_back(std::move(*part));
                continue;
            }
            m_xml.allowAttributes(c, {"from", "until", "label", "values"});
            RotationVersion v;
            v.origin = m_xml.where(c);
            const std::string from = m_xml.required(c, "from");
            const auto fromDate = Date::parse(from);
            if (!fromDate && !from.empty())
                m_xml.error(c, i18n::trf("from=\"{}\" is not a date (YYYY-MM-DD)", from));
            if (fromDate) v.from = *fromDate;
            if (const auto until = c.attribute("until")) {
                v.until = Date::parse(until.value());
                if (!v.until)
                    m_xml.error(
                        c, i18n::trf("until=\"{}\" is not a date (YYYY-MM-DD)", until.value()));
                else if (fromDate && *v.until < *fromDate)
                    m_xml.error(
                        c, i18n::trf("until=\"{}\" is before from=\"{}\"", until.value(), from));
            }
            v.label = c.attribute("label").value(); // none: reports name it by the format
            std::string values = m_xml.required(c, "values");
            std::replace(values.begin(), values.end(), ',', '|');
            if (rule.fieldIndex >= 0)
                for (const auto& value : splitList(values, '|'))
                    v.values.push_back(canonical(r, value));
            if (v.values.empty() && !values.empty())
                m_xml.error(c, i18n::tr("<legal> values= names no value"));
            if (fromDate) rule.versions.push_back(std::move(v));
        }
        std::stable_sort(
            rule.versions.begin(), rule.versions.end(),
            [](const RotationVersion& a, const RotationVersion& b) { return a.from < b.from; });
        // Two versions in force on one day would leave the verdict to the order of the file.
        for (std::size_t i = 1; i < rule.versions.size(); ++i) {
            const auto& before = rule.versions[i - 1];
            const auto& after = rule.versions[i];
            if (before.from == after.from)
                m_xml.errors().push_back(
                    {after.origin, i18n::trf("<legal> from=\"{}\" overlaps the version at {}: "
                                             "both start on that day",
                                             after.from.str(), before.origin.str())});
            else if (before.until && *before.until >= after.from)
                m_xml.errors().push_back(
                    {after.origin,
                     i18n::trf("<legal> from=\"{}\" overlaps the version at {}, "
                               "in force until {}",
                               after.from.str(), before.origin.str(), before.until->str())});
        }
        if (legal == 0)
            m_xml.error(r, i18n::tr("<rotation> needs at least one <legal from=... values=...>"));
        rule.appliesTo = allOf(std::move(parts));
    }

    void readPrebuilt(const pugi::xml_node& r, PrebuiltRule& rule) {
        for (const auto& d : r.children()) {
            if (d.type() != pugi::node_element) continue;
            if (std::string_view(d.name()) != "deck") {
                unknownElement(d, "prebuilt");
                continue;
            }
            m_xml.allowAttributes(d, {"id", "name"});
            PrebuiltList list;
            list.id = m_xml.required(d, "id");
            list.name = d.attribute("name") ? d.attribute("name").value() : list.id;
            for (const auto& c : d.children()) {
                if (c.type() != pugi::node_element) continue;
                if (std::string_view(c.name()) != "card") {
                    unknownElement(c, "deck");
                    continue;
                }
                m_xml.allowAttributes(c, {"name", "qty"});
                const int qty = c.attribute("qty") ? m_xml.integer(c, "qty").value_or(0) : 1;
                const std::string cardName(
                    trim(c.attribute("name") ? c.attribute("name").value() : c.text().get()));
                if (cardName.empty() || qty < 1) {
                    m_xml.error(c, i18n::tr("<card> needs a name and a quantity of at least 1"));
                    continue;
                }
                list.cards.emplace_back(cardName, qty);
            }
            if (list.cards.empty())
                m_xml.error(d, i18n::trf("prebuilt deck '{}' has no cards", list.id));
            rule.lists.push_back(std::move(list));
        }
        if (rule.lists.empty()) m_xml.error(r, i18n::tr("<prebuilt> holds no <deck>"));
    }

    XmlReader m_xml;
    GamePack m_pack;
    pugi::xml_node m_setsNode;
    std::vector<int> m_setLines; ///< the line of each of m_pack.sets
    int m_tooDeep = 0;           ///< filters refused for nesting too deep
    pugi::xml_node m_formatsNode;
    std::vector<pugi::xml_node> m_translations; ///< <translation xml:lang>: pack_words.cpp
    pugi::xml_node m_deckListsNode;
};

} // namespace

Result<GamePack> readGamePack(std::string_view xml, const std::string& file) {
    return PackReader(xml, file).read();
}

Result<GamePack> readGamePackFile(const std::string& path) {
    auto bytes = readWholeFile(path);
    if (!bytes.ok()) return {{}, bytes.errors};
    return readGamePack(bytes.value, path);
}

namespace {

// <apart>: cards that may not be together. Each <card name> child is a group of its own (a
// pair: <apart><card name="A"/><card name="B"/></apart>), each <group> the cards it holds.
void readApart(XmlReader& reader, const pugi::xml_node& n, LimitedListVersion& v) {
    reader.allowAttributes(n, {});
    LimitedListVersion::Apart apart;
    apart.where = reader.where(n);
    auto card = [&](const pugi::xml_node& c) {
        reader.allowAttributes(c, {"name"});
        std::string name = reader.required(c, "name");
        return name;
    };
    for (const auto& c : n.children()) {
        if (c.type() != pugi::node_element) continue;
        const std::string_view name = c.name();
        if (name == "card") {
            apart.groups.push_back({card(c)});
        } else if (name == "group") {
            reader.allowAttributes(c, {});
            std::vector<std::string> group;
            for (const auto& g : c.children()) {
                if (g.type() != pugi::node_element) continue;
                if (std::string_view(g.name()) == "card")
                    group.push_back(card(g));
                else
                    reader.error(g, i18n::trf("<{}> does not belong in <group>", g.name()));
            }
            if (group.empty()) reader.error(c, i18n::tr("<group> names no <card>"));
            apart.groups.push_back(std::move(group));
        } else {
            reader.error(c, i18n::trf("<{}> does not belong in <apart>", c.name()));
        }
    }
    if (apart.groups.size() < 2)
        reader.error(n,
                     i18n::tr("<apart> needs two groups or more (<card> or <group> children): the "
                              "cards that may not be together"));
    v.apart.push_back(std::move(apart));
}

} // namespace

Result<std::vector<LimitedListVersion>> readLimitedLists(std::string_view xml,
                                                         const std::string& file) {
    Result<std::vector<LimitedListVersion>> out;
    XmlReader reader(xml, file);
    // The game of the lists: each list's own, or that of a <limited-lists game="..."> around it.
    auto readOne = [&](const pugi::xml_node& n, const std::string& rootGame) {
        reader.allowAttributes(n, {"game", "name", "effective", "label", "banned"});
        LimitedListVersion v;
        if (rootGame.empty()) {
            v.game = reader.required(n, "game");
        } else {
            v.game = rootGame;
            const std::string own = n.attribute("game").value();
            if (!own.empty() && own != rootGame)
                reader.error(n, i18n::trf("this list is for game '{}' inside <limited-lists "
                                          "game=\"{}\">: one game per file",
                                          own, rootGame));
        }
        v.name = n.attribute("name") ? n.attribute("name").value() : std::string(kUnnamedList);
        v.label = n.attribute("label").value();
        v.bannedTerm = trim(n.attribute("banned").value());
        v.origin = reader.where(n);
        const std::string effective = reader.required(n, "effective");
        if (auto d = Date::parse(effective))
            v.effective = *d;
        else if (!effective.empty())
            reader.error(n, i18n::trf("effective=\"{}\" is not a date (YYYY-MM-DD)", effective));
        for (const auto& c : n.children()) {
            if (c.type() != pugi::node_element) continue;
            if (std::string_view(c.name()) == "apart") {
                readApart(reader, c, v);
                continue;
            }
            if (std::string_view(c.name()) != "card") {
                reader.error(c, i18n::trf("<{}> does not belong in <limited-list>", c.name()));
                continue;
            }
            // Attributes besides name and max name the card by more of its fields (pitch="1"):
            // the game checks them when the list is installed (checkEntryFields).
            const std::string name = reader.required(c, "name");
            const auto max = reader.integer(c, "max");
            if (!c.attribute("max"))
                reader.error(c, i18n::tr("<card> needs the attribute 'max' (0 = banned)"));
            std::vector<std::pair<std::string, std::string>> fields;
            std::string by;
            for (const auto& a : c.attributes()) {
                const std::string_view attr = a.name();
                if (attr == "name" || attr == "max") continue;
                fields.emplace_back(std::string(attr), std::string(trim(a.value())));
                by += fmt::format("{}{} {}", by.empty() ? "" : ", ", attr, trim(a.value()));
            }
            if (name.empty() || !max) continue;
            const std::string key = limitedEntryKey(name, fields);
            const std::string spelt = by.empty() ? name : fmt::format("{} ({})", name, by);
            if (v.maxCopies.count(key)) reader.error(c, i18n::trf("'{}' is listed twice", spelt));
            v.maxCopies[key] = *max;
            v.spelling[key] = spelt;
            v.entryOrigin[key] = reader.where(c);
        }
        out.value.push_back(std::move(v));
    };
    if (reader.parsed()) {
        const auto root = reader.doc().document_element();
        const std::string_view rootName = root.name();
        if (rootName == "limited-list") {
            readOne(root, "");
        } else if (rootName == "limited-lists") {
            reader.allowAttributes(root, {"game"});
            const std::string rootGame = root.attribute("game").value();
            for (const auto& n : root.children()) {
                if (n.type() != pugi::node_element) continue;
                if (std::string_view(n.name()) == "limited-list")
                    readOne(n, rootGame);
                else
                    reader.error(n, i18n::trf("<{}> does not belong in <limited-lists>", n.name()));
            }
        } else {
            reader.error(
                root,
                i18n::trf("the root element is <{}>; expected <limited-list> or <limited-lists>",
                          root.name()));
        }
    }
    out.errors = std::move(reader.errors());
    if (!out.errors.empty()) out.value.clear();
    return out;
}

Result<std::vector<LimitedListVersion>> readLimitedListFile(const std::string& path) {
    auto bytes = readWholeFile(path);
    if (!bytes.ok()) return {{}, bytes.errors};
    return readLimitedLists(bytes.value, path);
}

} // namespace deckhand::io
