#include "deckhand/io/deck_formats.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/quantity.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/csv.hpp"
#include "deckhand/io/deck_text.hpp"
#include "deckhand/io/file.hpp"
#include "xml_reader.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <sstream>

namespace deckhand::io {

using core::DeckList;
using core::DeckListLine;
using detail::xmlEscape;
using detail::XmlReader;

namespace {

// The programs whose ids a deck file of theirs carries (the keys of core::ForeignIds).
constexpr const char* kOctgn = "octgn";
constexpr const char* kLackey = "lackey";

// The id `program` gives, or `otherwise`.
std::string foreignId(const core::ForeignIds& ids, const char* program,
                      const std::string& otherwise = {}) {
    const auto it = ids.find(program);
    return it == ids.end() || it->second.empty() ? otherwise : it->second;
}

DeckListLine header(const std::string& name, SourceLocation where) {
    DeckListLine h;
    h.kind = DeckListLine::Kind::Header;
    h.name = name;
    h.where = std::move(where);
    return h;
}

DeckListLine card(int quantity, std::string name, std::string set, std::string number,
                  SourceLocation where) {
    DeckListLine l;
    l.quantity = quantity;
    l.name = std::move(name);
    l.set = std::move(set);
    l.number = std::move(number);
    l.where = std::move(where);
    return l;
}

std::string text(const pugi::xml_node& n) {
    return std::string(core::trim(n.text().get()));
}

int quantity(XmlReader& xml, const pugi::xml_node& n, const char* attr) {
    const auto a = n.attribute(attr);
    if (!a) return 1;
    const auto q = core::parseQuantity(a.value());
    if (!q) {
        xml.error(n, fmt::format("{}=\"{}\" is not a quantity {}", attr, a.value(),
                                 core::kQuantityRange));
        return 0;
    }
    return *q;
}

/// What the XML deck readers share: the document parsed, its root element checked (`what`
/// names the deck in the error: "a Cockatrice deck"), then `body` reads the rest of it.
template <class Body>
Result<DeckList> readXmlDeck(std::string_view bytes, const std::string& file,
                             std::string_view rootName, std::string_view what, Body&& body) {
    XmlReader xml(bytes, file);
    DeckList list;
    list.file = file;
    if (xml.parsed()) {
        const auto root = xml.doc().document_element();
        if (std::string_view(root.name()) != rootName)
            xml.error(root, fmt::format("the root element is <{}>; {} starts with <{}>",
                                        root.name(), what, rootName));
        else
            body(xml, root, list);
    }
    return {std::move(list), std::move(xml.errors())};
}

Result<DeckList> readCockatrice(std::string_view bytes, const std::string& file) {
    return readXmlDeck(
        bytes, file, "cockatrice_deck", "a Cockatrice deck",
        [](XmlReader& xml, const pugi::xml_node& root, DeckList& list) {
            list.name = text(root.child("deckname"));
            list.notes = text(root.child("comments"));
            for (const auto& zone : root.children("zone")) {
                list.lines.push_back(header(zone.attribute("name").value(), xml.where(zone)));
                for (const auto& c : zone.children("card")) {
                    const std::string name = c.attribute("name").value();
                    if (name.empty()) {
                        xml.error(c, "<card> has no name");
                        continue;
                    }
                    const int q = quantity(xml, c, "number");
                    if (q > 0)
                        list.lines.push_back(card(q, name, c.attribute("setShortName").value(),
                                                  c.attribute("collectorNumber").value(),
                                                  xml.where(c)));
                }
            }
        });
}

Result<DeckList> readOctgn(std::string_view bytes, const std::string& file) {
    return readXmlDeck(
        bytes, file, "deck", "an OCTGN deck",
        [](XmlReader& xml, const pugi::xml_node& root, DeckList& list) {
            list.notes = text(root.child("notes"));
            list.gameIds[kOctgn] = root.attribute("game").value();
            for (const auto& section : root.children("section")) {
                list.lines.push_back(header(section.attribute("name").value(), xml.where(section)));
                for (const auto& c : section.children("card")) {
                    const std::string name = text(c);
                    if (name.empty()) {
                        xml.error(c, "<card> has no name");
                        continue;
                    }
                    const int q = quantity(xml, c, "qty");
                    if (q <= 0) continue;
                    list.lines.push_back(card(q, name, "", "", xml.where(c)));
                    auto& line = list.lines.back();
                    line.cardDataId = std::string(core::trim(c.attribute("id").value()));
                    line.ids[kOctgn] = line.cardDataId;
                }
            }
        });
}

Result<DeckList> readLackey(std::string_view bytes, const std::string& file) {
    return readXmlDeck(
        bytes, file, "deck", "a LackeyCCG deck",
        [](XmlReader& xml, const pugi::xml_node& root, DeckList& list) {
            list.gameIds[kLackey] = text(root.child("meta").child("game"));
            for (const auto& zone : root.children("superzone")) {
                list.lines.push_back(header(zone.attribute("name").value(), xml.where(zone)));
                // One <card> per copy: merge consecutive copies of the same printing.
                for (const auto& c : zone.children("card")) {
                    const std::string name = text(c.child("name"));
                    const std::string set = text(c.child("set"));
                    if (name.empty()) {
                        xml.error(c, "<card> has no <name>");
                        continue;
                    }
                    // Lackey's id names the printing; tools write it as the collector number,
                    // sometimes prefixed with the set ("LF1-001", "LF1_001").
                    const std::string id(core::trim(c.child("name").attribute("id").value()));
                    std::string number = id;
                    if (!set.empty() && number.size() > set.size() + 1 &&
                        number.compare(0, set.size(), set) == 0 &&
                        (number[set.size()] == '-' || number[set.size()] == '_'))
                        number.erase(0, set.size() + 1);
                    if (set.empty()) number.clear();
                    auto& last = list.lines.back();
                    if (last.kind == DeckListLine::Kind::Card && last.name == name &&
                        last.set == set && foreignId(last.ids, kLackey) == id) {
                        ++last.quantity;
                        continue;
                    }
                    list.lines.push_back(card(1, name, set, number, xml.where(c)));
                    list.lines.back().ids[kLackey] = id;
                    list.lines.back().numberMayBeId = !id.empty();
                }
            }
        });
}

Result<DeckList> readDeckCsv(std::string_view bytes, const std::string& file) {
    auto table = readCsv(bytes, file);
    if (!table.ok()) return {{}, table.errors};
    const auto& t = table.value;
    Result<DeckList> out;
    out.value.file = file;
    const int cSection = t.column("section"), cQty = t.column("quantity"), cName = t.column("name"),
              cSet = t.column("set"), cNumber = t.column("number"), cFinish = t.column("finish");
    if (cQty < 0 || cName < 0) {
        out.errors.push_back(
            {{file, t.headerLine, 0}, "a deck CSV needs quantity and name columns"});
        return out;
    }
    auto cell = [](const std::vector<std::string>& row, int c) {
        return c < 0 || static_cast<std::size_t>(c) >= row.size()
                   ? std::string()
                   : std::string(core::trim(row[static_cast<std::size_t>(c)]));
    };
    std::string section;
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        const auto& row = t.rows[r];
        const SourceLocation where{file, t.lines[r], 0};
        if (cell(row, cName).empty() && cell(row, cQty).empty()) continue;
        const auto q = core::parseQuantity(cell(row, cQty));
        if (!q) {
            out.errors.push_back(
                {{file, t.lines[r], cQty + 1},
                 fmt::format("quantity '{}' is not {}", cell(row, cQty), core::kQuantityRange)});
            continue;
        }
        const std::string s = cell(row, cSection);
        if (!s.empty() && s != section) {
            out.value.lines.push_back(header(s, where));
            section = s;
        }
        out.value.lines.push_back(
            card(*q, cell(row, cName), cell(row, cSet), cell(row, cNumber), where));
        const std::string finish = core::toLower(cell(row, cFinish));
        if (finish != "normal" && finish != "nonfoil" && finish != "non-foil")
            out.value.lines.back().finish = finish;
    }
    return out;
}

struct Line {
    int quantity;
    std::string name, set, number, finish;
};

Line lineOf(const core::DeckEntry& e) {
    if (e.printing)
        return {e.quantity, e.printing->name(), e.printing->set(), e.printing->number(), e.finish};
    return {e.quantity, e.name, e.set, e.number, e.finish};
}

// Moxfield's and Cockatrice's marks: "*F*" foil, "*E*" etched.
std::string finishMark(const std::string& finish) {
    if (finish == "foil") return " *F*";
    if (finish == "etched") return " *E*";
    return {};
}

std::string sectionName(const core::Game& game, const std::string& id) {
    const core::SectionDef* s = game.section(id);
    return s ? s->name : id;
}

// A stable id for OCTGN from the game and card name: OCTGN itself matches cards by GUID, which
// only the OCTGN set file knows; imported OCTGN data keeps it as the extra field "id".
std::string octgnId(const core::DeckEntry& e, const core::Game& game) {
    if (auto id = foreignId(e.ids, kOctgn); !id.empty()) return id; // as the .o8d read gave it
    if (e.printing) {
        if (std::string id = core::octgnIdOf(*e.printing); !id.empty()) return id;
    }
    std::uint64_t h1 = 1469598103934665603ull, h2 = 1099511628211ull;
    for (char c : game.id + '\x1f' + core::foldName(lineOf(e).name)) {
        h1 = (h1 ^ static_cast<unsigned char>(c)) * 1099511628211ull;
        h2 = (h2 + static_cast<unsigned char>(c)) * 6364136223846793005ull;
    }
    return fmt::format("{:08x}-{:04x}-5{:03x}-{:04x}-{:012x}", h1 >> 32, (h1 >> 16) & 0xffff,
                       h1 & 0xfff, 0x8000 | ((h2 >> 48) & 0x3fff), h2 & 0xffffffffffffull);
}

} // namespace

std::optional<DeckFormat> deckFormatFor(const std::string& path) {
    // The extension as std::filesystem::path tells it (from the file name's last dot, none for
    // a name that starts with its only dot), without splitting the whole path into its parts:
    // validate asks this of every list in a folder.
    std::string_view name = path;
    if (const auto slash = name.rfind('/'); slash != std::string_view::npos)
        name.remove_prefix(slash + 1);
    const auto dot = name.rfind('.');
    const std::string_view ext =
        dot == std::string_view::npos || dot == 0 ? std::string_view{} : name.substr(dot);
    const auto is = [&](std::string_view e) { return core::iequals(ext, e); };
    if (is(".txt") || is(".dck") || is(".deck")) return DeckFormat::Text;
    if (is(".cod")) return DeckFormat::Cockatrice;
    if (is(".o8d")) return DeckFormat::Octgn;
    if (is(".dek")) return DeckFormat::Lackey;
    if (is(".csv")) return DeckFormat::Csv;
    return std::nullopt;
}

const char* extensionOf(DeckFormat format) {
    switch (format) {
    case DeckFormat::Text:
        return ".txt";
    case DeckFormat::Cockatrice:
        return ".cod";
    case DeckFormat::Octgn:
        return ".o8d";
    case DeckFormat::Lackey:
        return ".dek";
    case DeckFormat::Csv:
        return ".csv";
    }
    return ".txt";
}

Result<DeckList> readDeck(std::string_view bytes, DeckFormat format, const std::string& file) {
    // The text and CSV readers check their text themselves; pugixml passes bytes that are not
    // UTF-8 through, and a deck's name and notes must not be stored so.
    if (format != DeckFormat::Text && format != DeckFormat::Csv)
        if (auto refused = notText(bytes, file)) return {{}, {std::move(*refused)}};
    switch (format) {
    case DeckFormat::Text:
        return readDeckText(bytes, file);
    case DeckFormat::Cockatrice:
        return readCockatrice(bytes, file);
    case DeckFormat::Octgn:
        return readOctgn(bytes, file);
    case DeckFormat::Lackey:
        return readLackey(bytes, file);
    case DeckFormat::Csv:
        return readDeckCsv(bytes, file);
    }
    return readDeckText(bytes, file);
}

DeckFormat sniffDeckFormat(std::string_view bytes) {
    std::string_view rest = bytes;
    if (rest.starts_with("\xEF\xBB\xBF")) rest.remove_prefix(3);
    // The first element of an XML file, past the declaration, comments and blank space.
    while (true) {
        const auto start = rest.find_first_not_of(" \t\r\n");
        if (start == std::string_view::npos) return DeckFormat::Text;
        rest.remove_prefix(start);
        if (!rest.starts_with("<")) break;
        const bool skipped = rest.starts_with("<?") || rest.starts_with("<!");
        if (!skipped) {
            const std::string_view tag = rest.substr(0, rest.find('>'));
            if (tag.starts_with("<cockatrice_deck")) return DeckFormat::Cockatrice;
            if (tag.starts_with("<deck"))
                return tag.find("game=") != std::string_view::npos ? DeckFormat::Octgn
                                                                   : DeckFormat::Lackey;
            return DeckFormat::Text; // the text reader says what is wrong with it
        }
        const std::string_view close = rest.starts_with("<!--") ? "-->" : ">";
        const auto end = rest.find(close);
        if (end == std::string_view::npos) return DeckFormat::Text;
        rest.remove_prefix(end + close.size());
    }
    // A deck CSV's header line names its quantity and name columns.
    const std::string first = core::toLower(rest.substr(0, rest.find('\n')));
    if (first.find(',') != std::string::npos && first.find("quantity") != std::string::npos &&
        first.find("name") != std::string::npos)
        return DeckFormat::Csv;
    return DeckFormat::Text;
}

Result<DeckList> readDeckFile(const std::string& path) {
    auto bytes = readWholeFile(path);
    if (!bytes.ok()) return {{}, bytes.errors};
    return readDeck(bytes.value, deckFormatFor(path).value_or(DeckFormat::Text), path);
}

std::string writePasteText(const core::Deck& deck, const core::Game& game, PasteDialect dialect) {
    std::string out;
    bool first = true;
    for (const auto& s : deck.sections) {
        if (s.entries.empty()) continue;
        if (!first) out += "\n" + sectionName(game, s.id) + "\n";
        first = false;
        for (const auto& e : s.entries) {
            const Line l = lineOf(e);
            out += std::to_string(l.quantity) + " " + l.name;
            if (dialect == PasteDialect::SetNumber && !l.set.empty())
                out += " (" + l.set + ")" + (l.number.empty() ? "" : " " + l.number);
            out += "\n";
        }
    }
    return out;
}

std::string writeDeck(const core::Deck& deck, const core::Game& game, DeckFormat format) {
    std::ostringstream out;
    switch (format) {
    case DeckFormat::Text: {
        if (!deck.name.empty()) out << "// " << deck.name << "\n";
        std::istringstream notes(deck.notes);
        for (std::string line; std::getline(notes, line);)
            out << "// " << line << "\n";
        for (const auto& s : deck.sections) {
            if (s.entries.empty()) continue;
            out << "\n" << sectionName(game, s.id) << "\n";
            for (const auto& e : s.entries) {
                const Line l = lineOf(e);
                out << l.quantity << " " << l.name;
                if (!l.set.empty())
                    out << " (" << l.set << ")" << (l.number.empty() ? "" : " " + l.number);
                out << finishMark(l.finish) << "\n";
            }
        }
        break;
    }
    case DeckFormat::Cockatrice:
        out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cockatrice_deck version=\"1\">\n";
        out << "  <deckname>" << xmlEscape(deck.name) << "</deckname>\n";
        out << "  <comments>" << xmlEscape(deck.notes) << "</comments>\n";
        for (const auto& s : deck.sections) {
            out << "  <zone name=\"" << xmlEscape(s.id) << "\">\n";
            for (const auto& e : s.entries) {
                const Line l = lineOf(e);
                out << "    <card number=\"" << l.quantity << "\" name=\"" << xmlEscape(l.name)
                    << "\"";
                if (!l.set.empty()) out << " setShortName=\"" << xmlEscape(l.set) << "\"";
                if (!l.number.empty()) out << " collectorNumber=\"" << xmlEscape(l.number) << "\"";
                out << "/>\n";
            }
            out << "  </zone>\n";
        }
        out << "</cockatrice_deck>\n";
        break;
    case DeckFormat::Octgn:
        out << "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n<deck game=\""
            << xmlEscape(foreignId(deck.gameIds, kOctgn, game.id)) << "\">\n";
        for (const auto& s : deck.sections) {
            out << "  <section name=\"" << xmlEscape(sectionName(game, s.id))
                << "\" shared=\"False\">\n";
            for (const auto& e : s.entries)
                out << "    <card qty=\"" << e.quantity << "\" id=\"" << octgnId(e, game) << "\">"
                    << xmlEscape(lineOf(e).name) << "</card>\n";
            out << "  </section>\n";
        }
        out << "  <notes><![CDATA[" << deck.notes << "]]></notes>\n</deck>\n";
        break;
    case DeckFormat::Lackey:
        out << "<deck version=\"0.8\">\n  <meta>\n    <game>"
            << xmlEscape(foreignId(deck.gameIds, kLackey, game.name)) << "</game>\n  </meta>\n";
        for (const auto& s : deck.sections) {
            const bool main = &s == &deck.sections.front() || s.id == game.sections.front().id;
            out << "  <superzone name=\""
                << (main ? std::string("Deck") : xmlEscape(sectionName(game, s.id))) << "\">\n";
            for (const auto& e : s.entries) {
                const Line l = lineOf(e);
                for (int i = 0; i < l.quantity; ++i)
                    out << "    <card><name id=\"" << xmlEscape(foreignId(e.ids, kLackey, l.number))
                        << "\">" << xmlEscape(l.name) << "</name><set>" << xmlEscape(l.set)
                        << "</set></card>\n";
            }
            out << "  </superzone>\n";
        }
        out << "</deck>\n";
        break;
    case DeckFormat::Csv: {
        // A finish column only when some card has a finish.
        bool finishes = false;
        for (const auto& s : deck.sections)
            for (const auto& e : s.entries)
                finishes = finishes || !e.finish.empty();
        std::vector<std::string> head{"section", "quantity", "name", "set", "number"};
        if (finishes) head.push_back("finish");
        out << csvLine(head);
        for (const auto& s : deck.sections)
            for (const auto& e : s.entries) {
                const Line l = lineOf(e);
                std::vector<std::string> row{s.id, std::to_string(l.quantity), l.name, l.set,
                                             l.number};
                if (finishes) row.push_back(l.finish);
                out << csvLine(row);
            }
        break;
    }
    }
    return out.str();
}

} // namespace deckhand::io
