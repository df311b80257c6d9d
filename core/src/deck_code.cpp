// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/deck_code.hpp"

#include "deckhand/core/considering.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <map>
#include <unordered_map>

namespace deckhand::core {

namespace {

constexpr std::string_view kPrefix = "DH";
constexpr std::string_view kWhere = "deck code";
constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

ParseError codeError(std::string message, int column = 0) {
    return {{std::string(kWhere), column > 0 ? 1 : 0, column}, std::move(message)};
}

// --- bytes ------------------------------------------------------------------------------------

void putVarint(std::string& out, std::uint64_t v) {
    while (v >= 0x80) {
        out += static_cast<char>((v & 0x7f) | 0x80);
        v >>= 7;
    }
    out += static_cast<char>(v);
}

void putText(std::string& out, std::string_view s) {
    putVarint(out, s.size());
    out += s;
}

// Reads the payload front to back; the first failure sticks and every later read gives 0 / "".
class Reader {
public:
    explicit Reader(std::string_view bytes) : m_bytes(bytes) {}

    std::uint64_t varint() {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 63; shift += 7) {
            if (m_at >= m_bytes.size()) return fail("it ends in the middle of a number");
            const auto b = static_cast<unsigned char>(m_bytes[m_at++]);
            v |= static_cast<std::uint64_t>(b & 0x7f) << shift;
            if ((b & 0x80) == 0) return v;
        }
        return fail("a number in it is too long");
    }

    /// The next text, `what` it is ("its name") telling the user where it is not UTF-8.
    std::string text(std::string_view what) {
        const std::uint64_t n = varint();
        if (n > kDeckCodeMaxText) {
            fail(fmt::format("a text in it is longer than {} bytes", kDeckCodeMaxText));
            return {};
        }
        if (n > m_bytes.size() - m_at) {
            fail("it ends in the middle of a text");
            return {};
        }
        std::string s(m_bytes.substr(m_at, n));
        m_at += n;
        // Refused here, where the text comes in: stored, it broke every JSON listing of it.
        if (std::size_t bad = 0; !validUtf8(s, &bad)) {
            fail(fmt::format("{} is not UTF-8 text (byte {} of it)", what, bad + 1));
            return {};
        }
        return s;
    }

    [[nodiscard]] bool atEnd() const { return m_at == m_bytes.size(); }
    [[nodiscard]] const std::string& error() const { return m_error; }
    std::uint64_t fail(const std::string& why) {
        if (m_error.empty()) m_error = why;
        m_at = m_bytes.size();
        return 0;
    }

private:
    std::string_view m_bytes;
    std::size_t m_at = 0;
    std::string m_error;
};

// --- base64url without padding ----------------------------------------------------------------

std::string toBase64(std::string_view bytes) {
    std::string out;
    std::uint32_t acc = 0;
    int bits = 0;
    for (const char c : bytes) {
        acc = (acc << 8) | static_cast<unsigned char>(c);
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            out += kAlphabet[(acc >> bits) & 0x3f];
        }
    }
    if (bits > 0) out += kAlphabet[(acc << (6 - bits)) & 0x3f];
    return out;
}

// The bytes of `text` (after the prefix, which starts at column `first`), or an error.
Result<std::string> fromBase64(std::string_view text, int first) {
    Result<std::string> out;
    if (text.size() % 4 == 1) {
        out.errors.push_back(codeError("it is cut short or has a character too many"));
        return out;
    }
    std::uint32_t acc = 0;
    int bits = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto at = kAlphabet.find(text[i]);
        if (at == std::string_view::npos) {
            out.errors.push_back(
                codeError(fmt::format("'{}' is not a character of deck codes (letters, digits, "
                                      "'-' and '_')",
                                      text[i]),
                          first + static_cast<int>(i)));
            return out;
        }
        acc = (acc << 6) | static_cast<std::uint32_t>(at);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.value += static_cast<char>((acc >> bits) & 0xff);
        }
    }
    // The last character's spare bits are zero in a code as written: anything else is a typo.
    if (bits > 0 && (acc & ((1u << bits) - 1)) != 0)
        out.errors.push_back(
            codeError("its last character is wrong", first + static_cast<int>(text.size()) - 1));
    return out;
}

// --- the game's copy identity -----------------------------------------------------------------

// The identity's fields as a code lists them: the name first, then the others in the pack's order.
std::vector<int> codeFields(const Game& game) {
    std::vector<int> fields{FieldName};
    for (const int f : game.identityDef(game.identity).fields)
        if (f != FieldName) fields.push_back(f);
    return fields;
}

std::string fieldId(const Game& game, int index) {
    if (const FieldDef* f = game.fieldAt(index)) return f->id;
    return std::string(builtinFieldId(index));
}

// The value a printing has for an identity field, as the identity compares it (a card number
// is the base card's where the printing has one).
std::string identityValue(const Game& game, const Printing& p, int field) {
    if (field == FieldNumber) {
        const int base = game.identityDef(game.identity).baseField;
        if (base >= 0 && static_cast<std::size_t>(base) < p.values.size()) {
            const std::string_view b = trim(p.values[static_cast<std::size_t>(base)]);
            if (!b.empty()) return std::string(b);
        }
    }
    return static_cast<std::size_t>(field) < p.values.size()
               ? p.values[static_cast<std::size_t>(field)]
               : std::string();
}

// A printing made of a code line's identity values, for identityKey and identityLabelOf.
Printing lineCard(const Game& game, const std::vector<int>& fields, const DeckCodeLine& line) {
    Printing p;
    p.values.resize(static_cast<std::size_t>(BuiltinFieldCount) + game.fields.size());
    p.values[FieldName] = line.name;
    for (std::size_t i = 1; i < fields.size() && i - 1 < line.values.size(); ++i)
        p.values[static_cast<std::size_t>(fields[i])] = line.values[i - 1];
    return p;
}

// Which printing stands for a card when a code names none: the first by set code (ignoring
// case), then collector number, then the number as written.
bool defaultBefore(const Printing& a, const Printing& b) {
    const std::string sa = toLower(a.set()), sb = toLower(b.set());
    if (sa != sb) return sa < sb;
    if (collectorNumberLess(a.number(), b.number())) return true;
    if (collectorNumberLess(b.number(), a.number())) return false;
    return a.number() < b.number();
}

// Every card of the catalogue by identity key: its default printing.
std::unordered_map<std::string, const Printing*> defaultPrintings(const CardCatalogue& catalogue) {
    const Game& game = catalogue.game();
    std::unordered_map<std::string, const Printing*> out;
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        const Printing& p = catalogue.at(i);
        auto [it, inserted] = out.try_emplace(identityKey(game, p, game.identity), &p);
        if (!inserted && defaultBefore(p, *it->second)) it->second = &p;
    }
    return out;
}

} // namespace

std::uint32_t crc32(std::string_view bytes) {
    static const auto kTable = [] {
        std::array<std::uint32_t, 256> t{};
        for (std::uint32_t n = 0; n < 256; ++n) {
            std::uint32_t c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    std::uint32_t c = 0xFFFFFFFFu;
    for (const char ch : bytes)
        c = kTable[(c ^ static_cast<unsigned char>(ch)) & 0xff] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

std::string writeDeckCode(const DeckCodeContents& contents) {
    std::string bytes;
    bytes += static_cast<char>(contents.version);
    putText(bytes, contents.game);
    putText(bytes, contents.name);
    putVarint(bytes, contents.fields.size());
    for (const auto& f : contents.fields)
        putText(bytes, f);
    putVarint(bytes, contents.sections.size());
    for (const auto& s : contents.sections) {
        putText(bytes, s.id);
        putVarint(bytes, s.lines.size());
        for (const auto& l : s.lines) {
            putVarint(bytes, static_cast<std::uint64_t>(l.quantity));
            putText(bytes, l.name);
            for (const auto& v : l.values)
                putText(bytes, v);
            putText(bytes, l.set);
            if (!l.set.empty()) putText(bytes, l.number);
        }
    }
    const std::uint32_t crc = crc32(bytes);
    for (int i = 0; i < 4; ++i)
        bytes += static_cast<char>((crc >> (8 * i)) & 0xff);
    return std::string(kPrefix) + toBase64(bytes);
}

Result<std::string> encodeDeckCode(const CardCatalogue& catalogue, const Deck& deck) {
    Result<std::string> out;
    const Game& game = catalogue.game();
    const auto defaults = defaultPrintings(catalogue);
    DeckCodeContents contents;
    contents.game = game.id;
    contents.name = deck.name;
    const std::vector<int> fields = codeFields(game);
    for (const int f : fields)
        contents.fields.push_back(fieldId(game, f));
    const auto tooLong = [&](std::string_view what, const std::string& s) {
        if (s.size() <= kDeckCodeMaxText) return false;
        out.errors.push_back(codeError(fmt::format(
            "{} '{}' is longer than a deck code holds ({} bytes)", what, s, kDeckCodeMaxText)));
        return true;
    };
    tooLong("the deck name", deck.name);
    std::size_t lines = 0;
    for (const auto& s : deck.sections) {
        if (s.entries.empty()) continue;
        DeckCodeSection section{s.id, {}};
        for (const auto& e : s.entries) {
            if (!e.printing) {
                out.errors.push_back(
                    codeError(fmt::format("'{}' is not a card of {}: a deck code names only "
                                          "cards the game knows",
                                          e.name, game.name)));
                continue;
            }
            if (e.quantity < 1 || e.quantity > kDeckCodeMaxQuantity) {
                out.errors.push_back(
                    codeError(fmt::format("{} copies of {}: a deck code holds 1 to {} on a line",
                                          e.quantity, e.printing->name(), kDeckCodeMaxQuantity)));
                continue;
            }
            DeckCodeLine line;
            line.quantity = e.quantity;
            line.name = e.printing->name();
            for (std::size_t i = 1; i < fields.size(); ++i)
                line.values.push_back(identityValue(game, *e.printing, fields[i]));
            const auto d = defaults.find(identityKey(game, *e.printing, game.identity));
            if (d == defaults.end() || d->second != e.printing) {
                line.set = e.printing->set();
                line.number = e.printing->number();
            }
            bool bad = tooLong("the card name", line.name) || tooLong("the set code", line.set) ||
                       tooLong("the card number", line.number);
            for (const auto& v : line.values)
                bad = tooLong("the value", v) || bad;
            if (!bad) section.lines.push_back(std::move(line));
        }
        lines += section.lines.size();
        contents.sections.push_back(std::move(section));
    }
    if (lines > kDeckCodeMaxLines)
        out.errors.push_back(codeError(
            fmt::format("the deck has {} lines; a deck code holds {}", lines, kDeckCodeMaxLines)));
    if (!out.ok()) return out;
    out.value = writeDeckCode(contents);
    return out;
}

Result<DeckCodeContents> readDeckCode(std::string_view code) {
    Result<DeckCodeContents> out;
    code = trim(code);
    if (code.empty()) {
        out.errors.push_back(codeError("the deck code is empty"));
        return out;
    }
    if (code.size() > kDeckCodeMaxLength) {
        out.errors.push_back(
            codeError(fmt::format("{} characters is longer than any deck code ({} at most)",
                                  code.size(), kDeckCodeMaxLength)));
        return out;
    }
    if (code.substr(0, kPrefix.size()) != kPrefix) {
        out.errors.push_back(
            codeError(fmt::format("not a Deckhand deck code: one starts with '{}'", kPrefix), 1));
        return out;
    }
    // Fewer characters cannot hold the version, the texts and counts, and the checksum.
    if (code.size() < kPrefix.size() + 12) {
        out.errors.push_back(codeError("it is too short to be a deck code (cut short?)"));
        return out;
    }
    auto bytes = fromBase64(code.substr(kPrefix.size()), static_cast<int>(kPrefix.size()) + 1);
    if (!bytes.ok()) {
        out.errors = std::move(bytes.errors);
        return out;
    }
    const std::string& b = bytes.value;
    if (b.size() < 5) {
        out.errors.push_back(codeError("it is too short to be a deck code"));
        return out;
    }
    const std::string_view payload = std::string_view(b).substr(0, b.size() - 4);
    std::uint32_t stated = 0;
    for (int i = 0; i < 4; ++i)
        stated |= static_cast<std::uint32_t>(static_cast<unsigned char>(b[b.size() - 4 + i]))
                  << (8 * i);
    if (crc32(payload) != stated) {
        out.errors.push_back(codeError("its checksum does not match: a character is mistyped or "
                                       "missing (copy the whole code again)"));
        return out;
    }
    DeckCodeContents& c = out.value;
    c.version = static_cast<unsigned char>(payload[0]);
    if (c.version < 1) {
        out.errors.push_back(codeError(fmt::format(
            "it says it is a version {} deck code, which no Deckhand writes (versions start at "
            "1): it is damaged, or was not written by Deckhand",
            c.version)));
        return out;
    }
    if (c.version > kDeckCodeVersion) {
        out.errors.push_back(codeError(
            fmt::format("it is a version {} deck code; this Deckhand reads versions 1 to {} "
                        "(a newer Deckhand made it)",
                        c.version, kDeckCodeVersion)));
        return out;
    }
    Reader r(payload.substr(1));
    c.game = r.text("its game id");
    c.name = r.text("its name");
    const std::uint64_t fieldCount = r.varint();
    if (fieldCount < 1 || fieldCount > 16) r.fail("its copy identity has no fields or too many");
    for (std::uint64_t i = 0; i < fieldCount && r.error().empty(); ++i)
        c.fields.push_back(r.text("a field id of its copy identity"));
    if (r.error().empty() && c.fields.front() != "name")
        r.fail("its copy identity does not start with the name");
    const std::uint64_t sectionCount = r.varint();
    std::size_t lines = 0;
    for (std::uint64_t s = 0; s < sectionCount && r.error().empty(); ++s) {
        DeckCodeSection section;
        section.id = r.text("a section id");
        const std::uint64_t lineCount = r.varint();
        lines += lineCount;
        if (lines > kDeckCodeMaxLines)
            r.fail(fmt::format("it has more than {} lines", kDeckCodeMaxLines));
        for (std::uint64_t i = 0; i < lineCount && r.error().empty(); ++i) {
            DeckCodeLine line;
            const std::uint64_t q = r.varint();
            if (r.error().empty() && (q < 1 || q > kDeckCodeMaxQuantity))
                r.fail(fmt::format("a line has {} copies (1 to {})", q, kDeckCodeMaxQuantity));
            line.quantity = static_cast<int>(q);
            line.name = r.text("a card's name");
            for (std::size_t f = 1; f < c.fields.size(); ++f)
                line.values.push_back(r.text("a card's field value"));
            line.set = r.text("a card's set");
            if (!line.set.empty()) line.number = r.text("a card's number");
            section.lines.push_back(std::move(line));
        }
        c.sections.push_back(std::move(section));
    }
    if (r.error().empty() && !r.atEnd()) r.fail("it has bytes after its last card");
    if (!r.error().empty())
        out.errors.push_back(codeError("it is not a well-formed deck code: " + r.error()));
    return out;
}

Result<Deck> deckFromCode(const DeckCodeContents& contents, const CardCatalogue& catalogue,
                          std::vector<std::string>* notes) {
    Result<Deck> out;
    const Game& game = catalogue.game();
    if (contents.game != game.id) {
        out.errors.push_back(codeError(fmt::format("the code is a deck of '{}', not of {} ({})",
                                                   contents.game, game.name, game.id)));
        return out;
    }
    const std::vector<int> fields = codeFields(game);
    std::vector<std::string> ids;
    for (const int f : fields)
        ids.push_back(fieldId(game, f));
    if (ids != contents.fields) {
        const auto join = [](const std::vector<std::string>& v) {
            std::string s;
            for (const auto& x : v)
                s += (s.empty() ? "" : " + ") + x;
            return s;
        };
        out.errors.push_back(codeError(fmt::format(
            "the code tells cards apart by {}, but your data of {} by {}: it was made with "
            "other game data",
            join(contents.fields), game.name, join(ids))));
        return out;
    }
    const auto defaults = defaultPrintings(catalogue);
    out.value.name = contents.name;
    for (const auto& s : contents.sections) {
        if (!deckSection(game, s.id)) {
            out.errors.push_back(codeError(fmt::format(
                "{} has no section '{}' (the code puts {} there)", game.name, s.id,
                core::plural(static_cast<long long>(s.lines.size()), "line", "lines"))));
            continue;
        }
        DeckSection& section = out.value.section(s.id);
        for (const auto& l : s.lines) {
            const Printing card = lineCard(game, fields, l);
            const auto d = defaults.find(identityKey(game, card, game.identity));
            if (d == defaults.end()) {
                out.errors.push_back(
                    codeError(fmt::format("your data of {} has no card {} ({} in the code)",
                                          game.name, identityLabelOf(game, card, game.identity),
                                          core::plural(l.quantity, "copy", "copies"))));
                continue;
            }
            const Printing* p = d->second;
            if (!l.set.empty()) {
                const Printing* named = catalogue.bySetNumber(l.set, l.number);
                if (named && identityKey(game, *named, game.identity) == d->first)
                    p = named;
                else if (notes)
                    notes->push_back(
                        fmt::format("your data of {} has no printing {} {} of {}: {} stands in",
                                    game.name, l.set, l.number, l.name, p->label()));
            }
            DeckEntry e;
            e.quantity = l.quantity;
            e.name = p->name();
            e.set = p->set();
            e.number = p->number();
            e.printing = p;
            e.where = {std::string(kWhere), 0, 0};
            section.entries.push_back(std::move(e));
        }
    }
    if (!out.ok()) out.value = {};
    return out;
}

} // namespace deckhand::core
