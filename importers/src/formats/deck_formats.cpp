// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/deck_formats.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/quantity.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/csv.hpp"
#include "deckhand/io/deck_text.hpp"
#include "deckhand/io/file.hpp"
#include "xml_reader.hpp"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fmt/format.h>
#include <sstream>

namespace deckhand::io {

using core::DeckList;
using core::DeckListLine;
using detail::xmlEscape;
using detail::XmlReader;

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// The programs whose ids a deck file of theirs carries (the keys of core::ForeignIds).
constexpr const char* kOctgn = "octgn";
constexpr const char* kLackey = "lackey";
constexpr const char* kMtgo = "mtgo";
// A .ydk or ydke code is Yu-Gi-Oh!'s: it names the game by the example pack's id, so that a list
// whose cards are all ids tells its game (app::guessGame) where that pack is installed.
constexpr const char* kYdk = "ydk";
constexpr const char* kYdkGame = "yugioh";

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
        xml.error(n, i18n::trf("{}=\"{}\" is not a quantity from 1 to 1,000,000", attr, a.value()));
        return 0;
    }
    return *q;
}

/// What the XML deck readers share: the document parsed, its root element checked
/// (`wrongRoot`, marked with trNoop, is the error's pattern: the root found, the one expected),
/// then `body` reads the rest of it.
template <class Body>
Result<DeckList> readXmlDeck(std::string_view bytes, const std::string& file,
                             std::string_view rootName, const char* wrongRoot, Body&& body) {
    XmlReader xml(bytes, file);
    DeckList list;
    list.file = file;
    if (xml.parsed()) {
        const auto root = xml.doc().document_element();
        if (std::string_view(root.name()) != rootName)
            xml.error(root, i18n::trf(wrongRoot, root.name(), rootName));
        else
            body(xml, root, list);
    }
    return {std::move(list), std::move(xml.errors())};
}

Result<DeckList> readCockatrice(std::string_view bytes, const std::string& file) {
    return readXmlDeck(
        bytes, file, "cockatrice_deck",
        i18n::trNoop("the root element is <{}>; a Cockatrice deck starts with <{}>"),
        [](XmlReader& xml, const pugi::xml_node& root, DeckList& list) {
            list.name = text(root.child("deckname"));
            list.notes = text(root.child("comments"));
            for (const auto& zone : root.children("zone")) {
                list.lines.push_back(header(zone.attribute("name").value(), xml.where(zone)));
                for (const auto& c : zone.children("card")) {
                    const std::string name = c.attribute("name").value();
                    if (name.empty()) {
                        xml.error(c, i18n::tr("<card> has no name"));
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
        bytes, file, "deck",
        i18n::trNoop("the root element is <{}>; an OCTGN deck starts with <{}>"),
        [](XmlReader& xml, const pugi::xml_node& root, DeckList& list) {
            list.notes = text(root.child("notes"));
            list.gameIds[kOctgn] = root.attribute("game").value();
            for (const auto& section : root.children("section")) {
                list.lines.push_back(header(section.attribute("name").value(), xml.where(section)));
                for (const auto& c : section.children("card")) {
                    const std::string name = text(c);
                    if (name.empty()) {
                        xml.error(c, i18n::tr("<card> has no name"));
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
        bytes, file, "deck",
        i18n::trNoop("the root element is <{}>; a LackeyCCG deck starts with <{}>"),
        [](XmlReader& xml, const pugi::xml_node& root, DeckList& list) {
            list.gameIds[kLackey] = text(root.child("meta").child("game"));
            for (const auto& zone : root.children("superzone")) {
                list.lines.push_back(header(zone.attribute("name").value(), xml.where(zone)));
                // One <card> per copy: merge consecutive copies of the same printing.
                for (const auto& c : zone.children("card")) {
                    const std::string name = text(c.child("name"));
                    const std::string set = text(c.child("set"));
                    if (name.empty()) {
                        xml.error(c, i18n::tr("<card> has no <name>"));
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

// Magic Online's .dek: <Deck> with <Cards CatID Quantity Sideboard Name/>, the main deck's and
// the sideboard's cards in any order (each goes to its section: a header line before it when
// the section changes). CatID is Magic Online's id for the printing: kept as an "mtgo" id.
Result<DeckList> readMtgo(std::string_view bytes, const std::string& file) {
    return readXmlDeck(
        bytes, file, "Deck",
        i18n::trNoop("the root element is <{}>; a Magic Online deck starts with <{}>"),
        [](XmlReader& xml, const pugi::xml_node& root, DeckList& list) {
            std::string section;
            for (const auto& c : root.children("Cards")) {
                const std::string name(core::trim(c.attribute("Name").value()));
                if (name.empty()) {
                    xml.error(c, i18n::tr("<Cards> has no Name"));
                    continue;
                }
                const int q = quantity(xml, c, "Quantity");
                if (q <= 0) continue;
                const std::string side =
                    core::iequals(c.attribute("Sideboard").value(), "true") ? "Sideboard" : "Main";
                if (side != section) list.lines.push_back(header(section = side, xml.where(c)));
                list.lines.push_back(card(q, name, "", "", xml.where(c)));
                if (const std::string id(core::trim(c.attribute("CatID").value()));
                    !id.empty() && id != "0")
                    list.lines.back().ids[kMtgo] = id;
            }
        });
}

// The line a .ydk or ydke:// code names a card by: its passcode, as the name too (for a list
// kept unresolved, and for messages).
DeckListLine passcodeLine(std::string passcode, SourceLocation where) {
    DeckListLine l = card(1, passcode, "", "", std::move(where));
    l.cardId = std::move(passcode);
    return l;
}

// Adds one copy of a card named by passcode: consecutive copies of one passcode are one line
// ("3 of 14558127"), as other formats write them.
void addCopy(DeckList& list, std::string passcode, SourceLocation where) {
    if (!list.lines.empty()) {
        auto& last = list.lines.back();
        if (last.kind == DeckListLine::Kind::Card && last.cardId == passcode &&
            last.quantity < core::kMaxQuantity) {
            ++last.quantity;
            return;
        }
    }
    list.lines.push_back(passcodeLine(std::move(passcode), std::move(where)));
}

// YGOPro's .ydk (EDOPro, YGOPRODeck, Dueling Book): "#created by ..." and other "#" comments,
// "#main", "#extra", "!side", then one passcode a line, one line per copy. Errors name the line.
Result<DeckList> readYdk(std::string_view text, const std::string& file) {
    Result<DeckList> out;
    out.value.file = file;
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    if (auto refused = notText(text, file)) {
        out.errors.push_back(std::move(*refused));
        return out;
    }
    int lineNo = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t eol = std::min(text.find('\n', pos), text.size());
        std::string_view raw(text.data() + pos, eol - pos);
        pos = eol + 1;
        ++lineNo;
        const std::string_view line = core::trim(raw);
        if (line.empty()) continue;
        const SourceLocation where{{}, lineNo, static_cast<int>(line.data() - raw.data()) + 1};
        if (line == "#main" || line == "#extra" || line == "!side") {
            out.value.lines.push_back(header(std::string(line.substr(1)), where));
            continue;
        }
        if (line.starts_with("#") || line.starts_with("!")) {
            std::string_view comment = core::trim(line.substr(1));
            if (comment.starts_with("created by")) continue; // the program, not the deck
            if (!comment.empty()) {
                if (!out.value.notes.empty()) out.value.notes += '\n';
                out.value.notes += std::string(comment);
            }
            continue;
        }
        // A passcode: up to 10 digits (a uint32). EDOPro writes nothing else on the line;
        // some tools add a "# name" comment after it.
        std::string_view code = line;
        if (const auto hash = code.find('#'); hash != std::string_view::npos)
            code = core::trim(code.substr(0, hash));
        if (code.empty() || code.size() > 10 || !std::all_of(code.begin(), code.end(), isDigit)) {
            out.errors.push_back(
                {{file, lineNo, where.column},
                 i18n::trf("'{}' is not a passcode: a .ydk line holds one card's passcode "
                           "(digits), a '#' comment, #main, #extra or !side",
                           line)});
            continue;
        }
        addCopy(out.value, std::string(code), where);
    }
    out.value.gameIds[kYdk] = kYdkGame;
    return out;
}

// The 64 characters of base64, and the value of each (-1: none).
constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

std::optional<std::string> decodeBase64(std::string_view in) {
    std::string out;
    unsigned int buffer = 0;
    int bits = 0;
    for (const char c : in) {
        if (c == '=') break;
        const auto v = kBase64.find(c);
        if (v == std::string_view::npos) return std::nullopt;
        buffer = (buffer << 6) | static_cast<unsigned int>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out += static_cast<char>((buffer >> bits) & 0xFF);
        }
    }
    return out;
}

std::string encodeBase64(std::string_view in) {
    std::string out;
    for (std::size_t i = 0; i < in.size(); i += 3) {
        unsigned int n = static_cast<unsigned char>(in[i]) << 16;
        if (i + 1 < in.size())
            n |= static_cast<unsigned int>(static_cast<unsigned char>(in[i + 1])) << 8;
        if (i + 2 < in.size()) n |= static_cast<unsigned char>(in[i + 2]);
        out += kBase64[(n >> 18) & 63];
        out += kBase64[(n >> 12) & 63];
        out += i + 1 < in.size() ? kBase64[(n >> 6) & 63] : '=';
        out += i + 2 < in.size() ? kBase64[n & 63] : '=';
    }
    return out;
}

// A "ydke://main!extra!side!" code: each part the base64 of the passcodes as little-endian
// 32-bit numbers, one per copy. Errors name the part that cannot be read.
Result<DeckList> readYdke(std::string_view text, const std::string& file) {
    Result<DeckList> out;
    out.value.file = file;
    std::string_view code = core::trim(text);
    if (code.starts_with("\xEF\xBB\xBF")) code.remove_prefix(3);
    const std::size_t start = code.find("ydke://");
    if (start == std::string_view::npos) {
        out.errors.push_back({{file, 1, 1}, i18n::tr("a ydke code starts with ydke://")});
        return out;
    }
    // The line it is on, for messages: a code pasted after a line of text.
    const int lineNo =
        1 + static_cast<int>(
                std::count(code.begin(), code.begin() + static_cast<std::ptrdiff_t>(start), '\n'));
    code.remove_prefix(start + 7);
    code = code.substr(0, code.find_first_of(" \t\r\n"));
    static constexpr const char* kParts[] = {"main", "extra", "side"};
    for (int part = 0; part < 3; ++part) {
        const auto bang = code.find('!');
        if (bang == std::string_view::npos) {
            out.errors.push_back(
                {{file, lineNo, 1},
                 // TRANSLATORS: {} is main, extra or side, as a ydke code names its parts.
                 i18n::trf("the ydke code ends before its {} deck: it is main!extra!side!",
                           kParts[part])});
            return out;
        }
        const std::string_view b64 = code.substr(0, bang);
        code.remove_prefix(bang + 1);
        const auto bytes = decodeBase64(b64);
        if (!bytes || bytes->size() % 4 != 0) {
            out.errors.push_back(
                {{file, lineNo, 1},
                 // TRANSLATORS: {} is main, extra or side, as a ydke code names its parts.
                 i18n::trf("the {} deck of the ydke code is not base64 of 4-byte passcodes",
                           kParts[part])});
            return out;
        }
        out.value.lines.push_back(header(kParts[part], {{}, lineNo, 1}));
        for (std::size_t i = 0; i < bytes->size(); i += 4) {
            std::uint32_t passcode = 0;
            for (int b = 3; b >= 0; --b)
                passcode = (passcode << 8) |
                           static_cast<unsigned char>((*bytes)[i + static_cast<std::size_t>(b)]);
            addCopy(out.value, std::to_string(passcode), {{}, lineNo, 1});
        }
    }
    out.value.gameIds[kYdk] = kYdkGame;
    return out;
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
            {{file, t.headerLine, 0}, i18n::tr("a deck CSV needs quantity and name columns")});
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
                 i18n::trf("quantity '{}' is not from 1 to 1,000,000", cell(row, cQty))});
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

// The same, the name as the game's lists write it (core::listName: "Elsa - Snow Queen").
Line listLineOf(const core::DeckEntry& e, const core::Game& game) {
    Line l = lineOf(e);
    if (e.printing) l.name = core::listName(game, *e.printing);
    return l;
}

// The id a .ydk or ydke code names a card by: the game's <card-id> field, or the id the list
// read gave it; "" when there is none.
std::string passcodeOf(const core::DeckEntry& e, const core::Game& game) {
    if (e.printing)
        if (std::string id = core::listCardId(game, *e.printing); !id.empty()) return id;
    if (!e.printing && !e.name.empty() && std::all_of(e.name.begin(), e.name.end(), isDigit))
        return e.name; // read from a .ydk and kept unresolved
    return {};
}

// The sections of a Yu-Gi-Oh! deck a .ydk writes, in its order: the game's section whose id,
// name or alias says main, extra or side.
const core::DeckSection* ydkSection(const core::Deck& deck, const core::Game& game,
                                    std::string_view which) {
    if (const core::SectionDef* def = game.sectionByHeader(which)) {
        if (const auto* s = deck.findSection(def->id)) return s;
    }
    return deck.findSection(std::string(which));
}

std::string writeYdk(const core::Deck& deck, const core::Game& game, int* missing) {
    std::string out = "#created by Deckhand\n";
    for (const char* which : {"main", "extra", "side"}) {
        out += std::string_view(which) == "side" ? "!side\n" : fmt::format("#{}\n", which);
        const core::DeckSection* s = ydkSection(deck, game, which);
        if (!s) continue;
        for (const auto& e : s->entries) {
            const std::string id = passcodeOf(e, game);
            if (id.empty() && missing) *missing += e.quantity;
            for (int i = 0; i < e.quantity; ++i)
                out += (id.empty() ? "# " + lineOf(e).name : id) + "\n";
        }
    }
    return out;
}

std::string writeYdke(const core::Deck& deck, const core::Game& game, int* missing) {
    std::string out = "ydke://";
    for (const char* which : {"main", "extra", "side"}) {
        std::string bytes;
        if (const core::DeckSection* s = ydkSection(deck, game, which))
            for (const auto& e : s->entries) {
                const std::string id = passcodeOf(e, game);
                long long code = 0;
                if (id.empty() || !core::parseInt(id, code) || code < 0 || code > 0xFFFFFFFFLL) {
                    if (missing) *missing += e.quantity;
                    continue;
                }
                for (int i = 0; i < e.quantity; ++i)
                    for (int b = 0; b < 4; ++b)
                        bytes += static_cast<char>(
                            (static_cast<unsigned long long>(code) >> (8 * b)) & 0xFF);
            }
        out += encodeBase64(bytes) + "!";
    }
    return out + "\n";
}

// Pokémon TCG Live's export: the cards that count grouped by the game's card-kind field in its
// values' order ("Pokémon: 12", "Trainer: 30", "Energy: 18"), a blank line between groups,
// "Total Cards: 60" last; "N Name SET NUM", " PH" for a parallel holo.
std::string writePtcgl(const core::Deck& deck, const core::Game& game) {
    const int kind = game.kindFieldIndex();
    const core::FieldDef* def = game.fieldAt(kind);
    std::vector<std::string> groups = def ? def->values : std::vector<std::string>{};
    std::vector<std::pair<std::string, std::vector<const core::DeckEntry*>>> grouped;
    for (const auto& g : groups)
        grouped.push_back({g, {}});
    std::vector<const core::DeckEntry*> other;
    int total = 0;
    for (const auto& s : deck.sections) {
        const core::SectionDef* sd = game.section(s.id);
        if (sd && !sd->counts) continue;
        for (const auto& e : s.entries) {
            total += e.quantity;
            const std::string value =
                e.printing && kind >= 0 ? e.printing->values[static_cast<std::size_t>(kind)] : "";
            auto it = std::find_if(grouped.begin(), grouped.end(),
                                   [&](const auto& g) { return g.first == value; });
            (it == grouped.end() ? other : it->second).push_back(&e);
        }
    }
    if (!other.empty()) grouped.push_back({"Other", other});
    std::string out;
    for (const auto& [name, entries] : grouped) {
        if (entries.empty()) continue;
        int count = 0;
        for (const auto* e : entries)
            count += e->quantity;
        if (!out.empty()) out += "\n";
        out += fmt::format("{}: {}\n", name, count);
        for (const auto* e : entries) {
            const Line l = listLineOf(*e, game);
            out += fmt::format("{} {}", l.quantity, l.name);
            if (!l.set.empty() && !l.number.empty()) out += fmt::format(" {} {}", l.set, l.number);
            if (l.finish == "parallel") out += " PH";
            out += "\n";
        }
    }
    out += fmt::format("\nTotal Cards: {}\n", total);
    return out;
}

// Moxfield's and Cockatrice's marks: "*F*" foil, "*E*" etched.
std::string finishMark(const std::string& finish) {
    if (finish == "foil") return " *F*";
    if (finish == "etched") return " *E*";
    return {};
}

std::string sectionName(const core::Game& game, const std::string& id) {
    const core::SectionDef* s = core::deckSection(game, id);
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
    if (is(".ydk")) return DeckFormat::Ydk;
    return std::nullopt;
}

std::optional<DeckFormat> deckFormatNamed(std::string_view word) {
    const std::string w = core::toLower(word);
    if (w == "txt" || w == "text") return DeckFormat::Text;
    if (w == "cod" || w == "cockatrice") return DeckFormat::Cockatrice;
    if (w == "o8d" || w == "octgn") return DeckFormat::Octgn;
    if (w == "dek" || w == "lackey") return DeckFormat::Lackey;
    if (w == "csv") return DeckFormat::Csv;
    if (w == "ydk") return DeckFormat::Ydk;
    if (w == "ydke") return DeckFormat::Ydke;
    if (w == "mtgo") return DeckFormat::Mtgo;
    if (w == "ptcgl" || w == "ptcgo") return DeckFormat::Ptcgl;
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
    case DeckFormat::Ydk:
        return ".ydk";
    case DeckFormat::Mtgo:
        return ".dek";
    case DeckFormat::Ydke:
    case DeckFormat::Ptcgl:
        return ".txt";
    }
    return ".txt";
}

Result<DeckList> readDeck(std::string_view bytes, DeckFormat format, const std::string& file) {
    // The text and CSV readers check their text themselves; pugixml passes bytes that are not
    // UTF-8 through, and a deck's name and notes must not be stored so.
    if (format != DeckFormat::Text && format != DeckFormat::Csv && format != DeckFormat::Ptcgl &&
        format != DeckFormat::Ydk)
        if (auto refused = notText(bytes, file)) return {{}, {std::move(*refused)}};
    switch (format) {
    case DeckFormat::Text:
    case DeckFormat::Ptcgl:
        return readDeckText(bytes, file);
    case DeckFormat::Ydk:
        return readYdk(bytes, file);
    case DeckFormat::Ydke:
        return readYdke(bytes, file);
    case DeckFormat::Mtgo:
        return readMtgo(bytes, file);
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
            if (tag.starts_with("<Deck") && (tag.size() == 5 || tag[5] == ' ' || tag[5] == '\t' ||
                                             tag[5] == '\r' || tag[5] == '\n' || tag[5] == '/'))
                return DeckFormat::Mtgo;
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
    // A ydke code, pasted alone.
    if (rest.starts_with("ydke://")) return DeckFormat::Ydke;
    // A .ydk: "#created by ..." or "#main" first, or a "!side" line (as YGOPro writes them).
    {
        std::string_view firstLine = core::trim(rest.substr(0, rest.find('\n')));
        if (firstLine.starts_with("#created by") || firstLine == "#main" || firstLine == "#extra")
            return DeckFormat::Ydk;
        const auto side = rest.find("\n!side");
        if (side != std::string_view::npos &&
            core::trim(rest.substr(side + 1, rest.find('\n', side + 1) - side - 1)) == "!side")
            return DeckFormat::Ydk;
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
    return readDeck(bytes.value, deckFormatByContent(bytes.value, path), path);
}

DeckFormat deckFormatByContent(std::string_view bytes, const std::string& path) {
    const auto byName = deckFormatFor(path);
    if (!byName) return DeckFormat::Text; // an unknown name is plain text, whatever it holds
    const DeckFormat byContent = sniffDeckFormat(bytes);
    switch (*byName) {
    case DeckFormat::Cockatrice:
    case DeckFormat::Octgn:
    case DeckFormat::Lackey:
    case DeckFormat::Mtgo:
        // An XML name: the content tells which XML (a Magic Online .dek is not LackeyCCG's),
        // and a text list saved under it is text.
        return byContent == DeckFormat::Csv ? DeckFormat::Text : byContent;
    case DeckFormat::Csv:
        return DeckFormat::Csv;
    case DeckFormat::Ydk:
        return byContent == DeckFormat::Ydke ? DeckFormat::Ydke : DeckFormat::Ydk;
    case DeckFormat::Text:
    case DeckFormat::Ydke:
    case DeckFormat::Ptcgl:
        // A text name holding a .ydk or a ydke code (as sites save them) is read as one; XML
        // under a text name stays text, its lines reported as what they are.
        return byContent == DeckFormat::Ydk || byContent == DeckFormat::Ydke ? byContent
                                                                             : DeckFormat::Text;
    }
    return DeckFormat::Text;
}

std::string writePasteText(const core::Deck& deck, const core::Game& game, PasteDialect dialect) {
    std::string out;
    bool first = true;
    for (const auto& s : deck.sections) {
        if (s.entries.empty() || core::isConsidering(s.id)) continue; // for other platforms
        if (!first) out += "\n" + sectionName(game, s.id) + "\n";
        first = false;
        for (const auto& e : s.entries) {
            const Line l = listLineOf(e, game);
            out += std::to_string(l.quantity) + " " + l.name;
            if (dialect == PasteDialect::SetNumber && !l.set.empty())
                out += " (" + l.set + ")" + (l.number.empty() ? "" : " " + l.number);
            out += "\n";
        }
    }
    return out;
}

std::string writeDeck(const core::Deck& deck, const core::Game& game, DeckFormat format,
                      int* missing) {
    // The Considering board is kept by Deckhand's own text and CSV; other programs' formats
    // have no place for it, and a sideboard is not one (considering.hpp).
    if (format != DeckFormat::Text && format != DeckFormat::Csv && core::hasConsidering(deck))
        return writeDeck(core::withoutConsidering(deck), game, format, missing);
    std::ostringstream out;
    switch (format) {
    case DeckFormat::Ydk:
        return writeYdk(deck, game, missing);
    case DeckFormat::Ydke:
        return writeYdke(deck, game, missing);
    case DeckFormat::Ptcgl:
        return writePtcgl(deck, game);
    case DeckFormat::Mtgo:
        out << "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<Deck "
               "xmlns:xsd=\"http://www.w3.org/2001/"
               "XMLSchema\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n"
               "  <NetDeckID>0</NetDeckID>\n  <PreconstructedDeckID>0</PreconstructedDeckID>\n";
        for (const auto& s : deck.sections) {
            const core::SectionDef* sd = game.section(s.id);
            const bool side = s.id == "side" || (sd && !sd->counts);
            for (const auto& e : s.entries) {
                const Line l = lineOf(e);
                out << "  <Cards CatID=\"" << xmlEscape(foreignId(e.ids, kMtgo, "0"))
                    << "\" Quantity=\"" << l.quantity << "\" Sideboard=\""
                    << (side ? "true" : "false") << "\" Name=\"" << xmlEscape(l.name)
                    << "\" Annotation=\"0\" />\n";
            }
        }
        out << "</Deck>\n";
        break;
    case DeckFormat::Text: {
        if (!deck.name.empty()) out << "// " << deck.name << "\n";
        std::istringstream notes(deck.notes);
        for (std::string line; std::getline(notes, line);)
            out << "// " << line << "\n";
        for (const auto& s : deck.sections) {
            if (s.entries.empty()) continue;
            out << "\n" << sectionName(game, s.id) << "\n";
            for (const auto& e : s.entries) {
                const Line l = listLineOf(e, game);
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
