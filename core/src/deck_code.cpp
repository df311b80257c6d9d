// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/deck_code.hpp"

#include "deck_code_bits.hpp"
#include "deckhand/core/considering.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>
#include <map>
#include <unordered_map>

namespace deckhand::core {

namespace {

constexpr std::string_view kPrefix = "DH";
constexpr const char* kWhere = i18n::trNoop("deck code");
constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

ParseError codeError(std::string message, int column = 0) {
    return {{i18n::tr(kWhere), column > 0 ? 1 : 0, column}, std::move(message)};
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
            if (m_at >= m_bytes.size()) return fail(i18n::tr("it ends in the middle of a number"));
            const auto b = static_cast<unsigned char>(m_bytes[m_at++]);
            v |= static_cast<std::uint64_t>(b & 0x7f) << shift;
            if ((b & 0x80) == 0) return v;
        }
        return fail(i18n::tr("a number in it is too long"));
    }

    /// The next text; `notUtf8` says which it is when it is not UTF-8 ("its name is not UTF-8
    /// text (byte {} of it)", marked for the catalogue).
    std::string text(const char* notUtf8) {
        const std::uint64_t n = varint();
        if (n > kDeckCodeMaxText) {
            fail(i18n::trf("a text in it is longer than {} bytes", kDeckCodeMaxText));
            return {};
        }
        if (n > m_bytes.size() - m_at) {
            fail(i18n::tr("it ends in the middle of a text"));
            return {};
        }
        std::string s(m_bytes.substr(m_at, n));
        m_at += n;
        // Refused here, where the text comes in: stored, it broke every JSON listing of it.
        if (std::size_t bad = 0; !validUtf8(s, &bad)) {
            fail(i18n::trf(notUtf8, bad + 1));
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
        out.errors.push_back(codeError(i18n::tr("it is cut short or has a character too many")));
        return out;
    }
    std::uint32_t acc = 0;
    int bits = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto at = kAlphabet.find(text[i]);
        if (at == std::string_view::npos) {
            out.errors.push_back(
                codeError(i18n::trf("'{}' is not a character of deck codes (letters, digits, "
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
        out.errors.push_back(codeError(i18n::tr("its last character is wrong"),
                                       first + static_cast<int>(text.size()) - 1));
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

// --- the body of a code, as each version lays it out -------------------------------------------

using detail::TextKind;

// Version 1: bytes (varints, texts after their length).
struct V1Writer {
    std::string& out;
    void text(std::string_view s, TextKind) { putText(out, s); }
    void count(std::uint64_t n) { putVarint(out, n); }
    void quantity(int q) { putVarint(out, static_cast<std::uint64_t>(q)); }
    void fields(const std::vector<std::string>& ids) {
        putVarint(out, ids.size());
        for (const auto& f : ids)
            putText(out, f);
    }
    void printing(const DeckCodeLine& l) {
        putText(out, l.set);
        if (!l.set.empty()) putText(out, l.number);
    }
};

// Version 2: bits (gamma numbers, texts in small alphabets), the first field, `name`, implied.
struct V2Writer {
    detail::BitWriter out;
    void text(std::string_view s, TextKind kind) { out.text(s, kind); }
    void count(std::uint64_t n) { out.gamma(n + 1); }
    void quantity(int q) { out.gamma(static_cast<std::uint64_t>(q)); }
    void fields(const std::vector<std::string>& ids) {
        count(ids.size());
        for (std::size_t i = 1; i < ids.size(); ++i)
            out.text(ids[i], TextKind::Id);
    }
    void printing(const DeckCodeLine& l) {
        out.bits(l.set.empty() ? 0 : 1, 1);
        if (l.set.empty()) return;
        out.text(l.set, TextKind::Code);
        out.text(l.number, TextKind::Code);
    }
};

template <class W> void writeBody(W& w, const DeckCodeContents& c) {
    w.text(c.game, TextKind::Id);
    w.text(c.name, TextKind::Name);
    w.fields(c.fields);
    w.count(c.sections.size());
    for (const auto& s : c.sections) {
        w.text(s.id, TextKind::Id);
        w.count(s.lines.size());
        for (const auto& l : s.lines) {
            w.quantity(l.quantity);
            w.text(l.name, TextKind::Name);
            for (const auto& v : l.values)
                w.text(v, TextKind::Code);
            w.printing(l);
        }
    }
}

constexpr std::uint64_t kMaxFields = 16;

struct V1Reader {
    Reader r;
    std::string text(TextKind, const char* notUtf8) { return r.text(notUtf8); }
    std::uint64_t count() { return r.varint(); }
    std::uint64_t quantity() { return r.varint(); }
    void fields(std::vector<std::string>& ids) {
        const std::uint64_t n = r.varint();
        if (n < 1 || n > kMaxFields)
            r.fail(i18n::tr("its copy identity has no fields or too many"));
        for (std::uint64_t i = 0; i < n && r.error().empty(); ++i)
            ids.push_back(r.text(
                i18n::trNoop("a field id of its copy identity is not UTF-8 text (byte {} of it)")));
        if (r.error().empty() && ids.front() != "name")
            r.fail(i18n::tr("its copy identity does not start with the name"));
    }
    void printing(DeckCodeLine& l) {
        l.set = r.text(i18n::trNoop("a card's set is not UTF-8 text (byte {} of it)"));
        if (!l.set.empty())
            l.number = r.text(i18n::trNoop("a card's number is not UTF-8 text (byte {} of it)"));
    }
    [[nodiscard]] bool atEnd() const { return r.atEnd(); }
    [[nodiscard]] const std::string& error() const { return r.error(); }
    void fail(const std::string& why) { r.fail(why); }
};

struct V2Reader {
    detail::BitReader r;
    std::string text(TextKind kind, const char* notUtf8) { return r.text(kind, notUtf8); }
    std::uint64_t count() {
        const std::uint64_t n = r.gamma();
        return n > 0 ? n - 1 : 0;
    }
    std::uint64_t quantity() { return r.gamma(); }
    void fields(std::vector<std::string>& ids) {
        const std::uint64_t n = count();
        if (n < 1 || n > kMaxFields)
            r.fail(i18n::tr("its copy identity has no fields or too many"));
        ids.emplace_back("name");
        for (std::uint64_t i = 1; i < n && r.error().empty(); ++i)
            ids.push_back(r.text(
                TextKind::Id,
                i18n::trNoop("a field id of its copy identity is not UTF-8 text (byte {} of it)")));
    }
    void printing(DeckCodeLine& l) {
        if (r.bits(1) == 0) return;
        l.set =
            r.text(TextKind::Code, i18n::trNoop("a card's set is not UTF-8 text (byte {} of it)"));
        l.number = r.text(TextKind::Code,
                          i18n::trNoop("a card's number is not UTF-8 text (byte {} of it)"));
        if (r.error().empty() && l.set.empty())
            r.fail(i18n::tr("a card's printing has no set code"));
    }
    [[nodiscard]] bool atEnd() const { return r.atEnd(); }
    [[nodiscard]] const std::string& error() const { return r.error(); }
    void fail(const std::string& why) { r.fail(why); }
};

// Reads a code's body after its version into `c`: "", or why it is not well formed.
template <class R> std::string readBody(R& r, DeckCodeContents& c) {
    c.game = r.text(TextKind::Id, i18n::trNoop("its game id is not UTF-8 text (byte {} of it)"));
    c.name = r.text(TextKind::Name, i18n::trNoop("its name is not UTF-8 text (byte {} of it)"));
    r.fields(c.fields);
    const std::uint64_t sectionCount = r.count();
    std::size_t lines = 0;
    for (std::uint64_t s = 0; s < sectionCount && r.error().empty(); ++s) {
        DeckCodeSection section;
        section.id =
            r.text(TextKind::Id, i18n::trNoop("a section id is not UTF-8 text (byte {} of it)"));
        const std::uint64_t lineCount = r.count();
        lines += lineCount;
        if (lineCount > kDeckCodeMaxLines || lines > kDeckCodeMaxLines)
            r.fail(i18n::trf("it has more than {} lines", kDeckCodeMaxLines));
        for (std::uint64_t i = 0; i < lineCount && r.error().empty(); ++i) {
            DeckCodeLine line;
            const std::uint64_t q = r.quantity();
            if (r.error().empty() && (q < 1 || q > kDeckCodeMaxQuantity))
                r.fail(i18n::trf("a line has {} copies (1 to {})", q, kDeckCodeMaxQuantity));
            line.quantity = static_cast<int>(q);
            line.name = r.text(TextKind::Name,
                               i18n::trNoop("a card's name is not UTF-8 text (byte {} of it)"));
            for (std::size_t f = 1; f < c.fields.size(); ++f)
                line.values.push_back(
                    r.text(TextKind::Code,
                           i18n::trNoop("a card's field value is not UTF-8 text (byte {} of it)")));
            r.printing(line);
            section.lines.push_back(std::move(line));
        }
        c.sections.push_back(std::move(section));
    }
    if (r.error().empty() && !r.atEnd()) r.fail(i18n::tr("it has bytes after its last card"));
    return r.error();
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
    if (contents.version == 1) {
        V1Writer w{bytes};
        writeBody(w, contents);
    } else {
        V2Writer w;
        writeBody(w, contents);
        bytes += w.out.bytes();
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
    // `sentence`: which text it is, with the text and the bytes a code holds.
    const auto tooLong = [&](const char* sentence, const std::string& s) {
        if (s.size() <= kDeckCodeMaxText) return false;
        out.errors.push_back(codeError(i18n::trf(sentence, s, kDeckCodeMaxText)));
        return true;
    };
    tooLong(i18n::trNoop("the deck name '{}' is longer than a deck code holds ({} bytes)"),
            deck.name);
    std::size_t lines = 0;
    for (const auto& s : deck.sections) {
        if (s.entries.empty()) continue;
        DeckCodeSection section{s.id, {}};
        for (const auto& e : s.entries) {
            if (!e.printing) {
                out.errors.push_back(
                    codeError(i18n::trf("'{}' is not a card of {}: a deck code names only "
                                        "cards the game knows",
                                        e.name, game.name)));
                continue;
            }
            if (e.quantity < 1 || e.quantity > kDeckCodeMaxQuantity) {
                out.errors.push_back(
                    codeError(i18n::trf("{} copies of {}: a deck code holds 1 to {} on a line",
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
            bool bad =
                tooLong(i18n::trNoop("the card name '{}' is longer than a deck code holds ({} "
                                     "bytes)"),
                        line.name) ||
                tooLong(i18n::trNoop("the set code '{}' is longer than a deck code holds ({} "
                                     "bytes)"),
                        line.set) ||
                tooLong(i18n::trNoop("the card number '{}' is longer than a deck code holds ({} "
                                     "bytes)"),
                        line.number);
            for (const auto& v : line.values)
                bad = tooLong(i18n::trNoop("the value '{}' is longer than a deck code holds ({} "
                                           "bytes)"),
                              v) ||
                      bad;
            if (!bad) section.lines.push_back(std::move(line));
        }
        lines += section.lines.size();
        contents.sections.push_back(std::move(section));
    }
    if (lines > kDeckCodeMaxLines)
        out.errors.push_back(codeError(
            i18n::trf("the deck has {} lines; a deck code holds {}", lines, kDeckCodeMaxLines)));
    if (!out.ok()) return out;
    out.value = writeDeckCode(contents);
    // Names in other scripts than Latin take more room than in version 1: a reader refuses a code
    // this long, so none is written.
    if (out.value.size() > kDeckCodeMaxLength)
        out.errors.push_back(codeError(i18n::trf("its code would be {} characters; a deck code "
                                                 "is at most {}",
                                                 out.value.size(), kDeckCodeMaxLength)));
    if (!out.ok()) out.value.clear();
    return out;
}

Result<DeckCodeContents> readDeckCode(std::string_view code) {
    Result<DeckCodeContents> out;
    code = trim(code);
    if (code.empty()) {
        out.errors.push_back(codeError(i18n::tr("the deck code is empty")));
        return out;
    }
    if (code.size() > kDeckCodeMaxLength) {
        out.errors.push_back(
            codeError(i18n::trf("{} characters is longer than any deck code ({} at most)",
                                code.size(), kDeckCodeMaxLength)));
        return out;
    }
    if (code.substr(0, kPrefix.size()) != kPrefix) {
        out.errors.push_back(
            codeError(i18n::trf("not a Deckhand deck code: one starts with '{}'", kPrefix), 1));
        return out;
    }
    // Fewer characters cannot hold the version, the texts and counts, and the checksum.
    if (code.size() < kPrefix.size() + 12) {
        out.errors.push_back(codeError(i18n::tr("it is too short to be a deck code (cut short?)")));
        return out;
    }
    auto bytes = fromBase64(code.substr(kPrefix.size()), static_cast<int>(kPrefix.size()) + 1);
    if (!bytes.ok()) {
        out.errors = std::move(bytes.errors);
        return out;
    }
    const std::string& b = bytes.value;
    if (b.size() < 5) {
        out.errors.push_back(codeError(i18n::tr("it is too short to be a deck code")));
        return out;
    }
    const std::string_view payload = std::string_view(b).substr(0, b.size() - 4);
    std::uint32_t stated = 0;
    for (int i = 0; i < 4; ++i)
        stated |= static_cast<std::uint32_t>(static_cast<unsigned char>(b[b.size() - 4 + i]))
                  << (8 * i);
    if (crc32(payload) != stated) {
        out.errors.push_back(
            codeError(i18n::tr("its checksum does not match: a character is "
                               "mistyped or missing (copy the whole code again)")));
        return out;
    }
    DeckCodeContents& c = out.value;
    c.version = static_cast<unsigned char>(payload[0]);
    if (c.version < 1) {
        out.errors.push_back(codeError(i18n::trf(
            "it says it is a version {} deck code, which no Deckhand writes (versions start at "
            "1): it is damaged, or was not written by Deckhand",
            c.version)));
        return out;
    }
    if (c.version > kDeckCodeVersion) {
        out.errors.push_back(codeError(
            i18n::trf("it is a version {} deck code; this Deckhand reads versions 1 to {} "
                      "(a newer Deckhand made it)",
                      c.version, kDeckCodeVersion)));
        return out;
    }
    std::string error;
    if (c.version == 1) {
        V1Reader r{Reader(payload.substr(1))};
        error = readBody(r, c);
    } else {
        V2Reader r{detail::BitReader(payload.substr(1))};
        error = readBody(r, c);
    }
    if (!error.empty())
        // TRANSLATORS: {} says what is wrong inside the code ("it ends in the middle of a text").
        out.errors.push_back(codeError(i18n::trf("it is not a well-formed deck code: {}", error)));
    return out;
}

Result<Deck> deckFromCode(const DeckCodeContents& contents, const CardCatalogue& catalogue,
                          std::vector<std::string>* notes) {
    Result<Deck> out;
    const Game& game = catalogue.game();
    if (contents.game != game.id) {
        out.errors.push_back(codeError(i18n::trf("the code is a deck of '{}', not of {} ({})",
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
        // TRANSLATORS: the fields that tell cards apart ("name + number"), then the game.
        out.errors.push_back(codeError(i18n::trf(
            "the code tells cards apart by {}, but your data of {} by {}: it was made with "
            "other game data",
            join(contents.fields), game.name, join(ids))));
        return out;
    }
    const auto defaults = defaultPrintings(catalogue);
    out.value.name = contents.name;
    for (const auto& s : contents.sections) {
        if (!deckSection(game, s.id)) {
            out.errors.push_back(
                codeError(i18n::trfn("{} has no section '{}' (the code puts {} line there)",
                                     "{} has no section '{}' (the code puts {} lines there)",
                                     s.lines.size(), game.name, s.id, s.lines.size())));
            continue;
        }
        DeckSection& section = out.value.section(s.id);
        for (const auto& l : s.lines) {
            const Printing card = lineCard(game, fields, l);
            const auto d = defaults.find(identityKey(game, card, game.identity));
            if (d == defaults.end()) {
                out.errors.push_back(
                    codeError(i18n::trfn("your data of {} has no card {} ({} copy in the code)",
                                         "your data of {} has no card {} ({} copies in the code)",
                                         static_cast<unsigned long>(l.quantity), game.name,
                                         identityLabelOf(game, card, game.identity), l.quantity)));
                continue;
            }
            const Printing* p = d->second;
            if (!l.set.empty()) {
                const Printing* named = catalogue.bySetNumber(l.set, l.number);
                if (named && identityKey(game, *named, game.identity) == d->first)
                    p = named;
                else if (notes)
                    notes->push_back(
                        // TRANSLATORS: the game, a set code and number, the card, the printing
                        // used instead.
                        i18n::trf("your data of {} has no printing {} {} of {}: {} stands in",
                                  game.name, l.set, l.number, l.name, p->label()));
            }
            DeckEntry e;
            e.quantity = l.quantity;
            e.name = p->name();
            e.set = p->set();
            e.number = p->number();
            e.printing = p;
            e.where = {i18n::tr(kWhere), 0, 0};
            section.entries.push_back(std::move(e));
        }
    }
    if (!out.ok()) out.value = {};
    return out;
}

} // namespace deckhand::core
