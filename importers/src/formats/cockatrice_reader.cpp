// SPDX-License-Identifier: GPL-3.0-or-later

// Cockatrice cards.xml, read with libxml2's SAX2 push parser as it streams past: a
// 100,000-printing database is tens of megabytes, and a tree of it (what pugixml would build)
// costs several times that. libxml2 rather than expat: expat counts lines in a second pass over
// every byte and copies each attribute, and took 71 instructions a byte of a Magic-shaped file
// against libxml2's 40 (docs/development.md, session 23).
#include "card_mapping.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/file.hpp"
#include "xml_reader.hpp"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdint>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <memory>
#include <new>

namespace deckhand::io {

using detail::addError;
using detail::FieldMapper;
using detail::PrintingBuilder;

namespace {

constexpr std::size_t kChunk = 1 << 20;
// Printings handed on at a time (at the end of a <card>): a statement's worth of rows to write.
constexpr std::size_t kBatch = 3600;

class CockatriceReader {
public:
    CockatriceReader(const core::Game& game, std::string file, const ReadProgress& progress,
                     std::uint64_t total, const PrintingBatches& batches = {})
        : m_mapper(game, "cockatrice",
                   {{"name", "name"},
                    {"text", "text"},
                    {"set", "set"},
                    {"num", "number"},
                    {"rarity", "rarity"}},
                   // Gatherer ids: Magic's, and 100,000 printings' worth of memory.
                   {"muid"}),
          m_card(m_mapper), m_printing(m_mapper), m_file(std::move(file)), m_progress(progress),
          m_total(total), m_batches(batches) {
        m_mapper.numberByPosition();
        if (m_batches) m_printings.reserve(kBatch + 16);
        static const bool initialised = (xmlInitParser(), true); // once, before any thread's use
        (void)initialised;
        xmlSAXHandler sax{};
        sax.initialized = XML_SAX2_MAGIC;
        sax.startElementNs = &CockatriceReader::onStart;
        sax.endElementNs = &CockatriceReader::onEnd;
        sax.characters = &CockatriceReader::onText;
        sax.ignorableWhitespace = &CockatriceReader::onText;
        sax.cdataBlock = &CockatriceReader::onText;
        // No entity declarations: card data has no use for them, and they are how an XML
        // file blows up in memory ("billion laughs").
        sax.entityDecl = &CockatriceReader::onEntityDecl;
        sax.serror = &CockatriceReader::onError; // told in the file's errors, not on stderr
        m_parser.reset(xmlCreatePushParserCtxt(&sax, this, nullptr, 0, m_file.c_str()));
        if (!m_parser) throw std::bad_alloc();
        // Nothing fetched from the network, no external DTD read; libxml2's limits kept (names,
        // a text, nesting 256 deep), so hostile input is refused with an error.
        xmlCtxtUseOptions(m_parser.get(), XML_PARSE_NONET);
    }

    /// Parses the next piece; false once the reader has stopped (syntax error, too many errors).
    bool feed(const char* data, std::size_t size, bool last) {
        xmlParseChunk(m_parser.get(), data, static_cast<int>(size), last ? 1 : 0);
        if (m_fatal.code != XML_ERR_OK || !m_parser->wellFormed) {
            syntaxError();
            return false;
        }
        return progressed(size);
    }

    CardData result() {
        if (m_errors.empty() && !m_sawRoot) {
            m_errors.push_back(
                {{m_file, 1, 1},
                 i18n::tr("this is not a Cockatrice card database: it holds no element")});
            m_stopped = true;
        }
        CardData out;
        out.file = m_file;
        out.format = CardFormat::Cockatrice;
        out.broken = m_stopped || m_broken;
        if (!m_stopped) m_positions.apply(m_printings, m_file, m_errors, out.notes);
        out.errors = std::move(m_errors);
        if (!out.broken) out.printings = std::move(m_printings);
        return out;
    }

private:
    struct ParserFree {
        void operator()(xmlParserCtxtPtr p) const {
            // libxml2 makes a document of its own to hold entities declared in SAX mode (for
            // expat's compatibility, it says), which the context does not free.
            if (p->myDoc) xmlFreeDoc(p->myDoc);
            xmlFreeParserCtxt(p);
        }
    };
    /// The first fatal error libxml2 told of.
    struct Fatal {
        int code = XML_ERR_OK;
        int line = 0;
        int column = 0;
        std::string message;
    };
    enum class Collect { None, Card, Prop, Set };
    struct SetElement {
        int line = 0;
        int column = 0;
        std::string code;
        std::vector<std::pair<std::string, std::string>> attributes;
    };

    bool progressed(std::size_t size) {
        m_done += size;
        if (m_progress) m_progress(m_done, std::max(m_total, m_done));
        return !m_stopped;
    }

    /// Where the element being started or ended begins (its '<'), or where the parser is:
    /// worked out when asked, as most end tags never are.
    int line() {
        locate();
        return m_line;
    }
    int column() {
        locate();
        return m_column;
    }
    void locate() {
        if (m_where == Where::Tag) markTag();
        if (m_where == Where::Here) markHere();
        m_where = Where::Known;
    }

    /// The parser's own position: the character it is at.
    void markHere() {
        const xmlParserInputPtr in = m_parser->input;
        m_line = in ? in->line : 0;
        m_column = in ? in->col : 0;
    }

    // libxml2 tells a start or end tag once it has read it, at the tag's '>' or after it; what
    // the reader reports is where the tag starts, its '<', still in the parser's buffer (no
    // '<' can appear inside a tag). Its column is counted from the line's start when that is in
    // the buffer too, as libxml2's own count is a character off after a multi-byte one in a
    // CDATA section; else back from where the parser is.
    void markTag() {
        markHere();
        const xmlParserInputPtr in = m_parser->input;
        if (!in || !in->cur || !in->base || in->cur <= in->base) return;
        const auto* cur = reinterpret_cast<const char*>(in->cur);
        const auto* base = reinterpret_cast<const char*>(in->base);
        // A <set> tag with a picture URL is a hundred and more bytes: searched, not walked.
        const auto* lt =
            static_cast<const char*>(memrchr(base, '<', static_cast<std::size_t>(cur - base)));
        if (!lt) return;
        const auto length = static_cast<std::size_t>(cur - lt);
        const auto lines = std::memchr(lt, '\n', length) ? std::count(lt, cur, '\n') : 0;
        m_line = in->line - static_cast<int>(lines);
        const auto* lineEnd =
            static_cast<const char*>(memrchr(base, '\n', static_cast<std::size_t>(lt - base)));
        if (lineEnd)
            m_column = 1 + characters(lineEnd + 1, lt);
        else if (lines == 0)
            m_column = in->col - characters(lt, cur);
        else
            m_column = 1 + characters(base, lt); // the line began before what is kept
    }

    /// The characters in [from, to): the bytes that do not continue a UTF-8 sequence
    /// (10xxxxxx, below -64 as a signed byte), looked at sixteen at a time.
    static int characters(const char* from, const char* to) {
        const auto n = static_cast<std::size_t>(to - from);
        std::size_t continuing = 0;
        std::size_t i = 0;
#ifdef __SSE2__
        const __m128i below = _mm_set1_epi8(-64);
        auto mask = [&](const char* at) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
            return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmplt_epi8(bytes, below)));
        };
        for (; i + 16 <= n; i += 16)
            continuing += static_cast<std::size_t>(std::popcount(mask(from + i)));
        if (n >= 16 && i < n) { // the last sixteen, less the bytes counted already
            continuing += static_cast<std::size_t>(std::popcount(mask(to - 16) >> (16 - (n - i))));
            i = n;
        }
#endif
        for (; i < n; ++i)
            continuing += static_cast<signed char>(from[i]) < -64;
        return static_cast<int>(n - continuing);
    }

    void error(int errorLine, int errorColumn, std::string message) {
        addError(m_errors, {{m_file, errorLine, errorColumn}, std::move(message)});
        tooMany();
    }

    // Past kMaxCardErrors the file is not read on (and none of it is used).
    void tooMany() {
        if (m_errors.size() < detail::kMaxCardErrors || m_stopped) return;
        m_errors.push_back(
            {{m_file, line(), column()},
             i18n::trf("reading stopped after {} errors: is this the right game's card data?",
                       detail::kMaxCardErrors)});
        stop();
    }

    void stop() {
        if (m_stopped) return;
        m_stopped = true;
        m_printings.clear();
        xmlStopParser(m_parser.get());
    }

    void syntaxError() {
        if (m_stopped) return; // we stopped it, and said why
        Fatal fatal = m_fatal;
        if (fatal.code == XML_ERR_OK) { // not well-formed, told some other way
            const xmlError* last = xmlCtxtGetLastError(m_parser.get());
            fatal = {last ? last->code : XML_ERR_INTERNAL_ERROR, last ? last->line : 0,
                     last ? last->int2 : 0,
                     last && last->message ? last->message : "not well-formed"};
        }
        // Out of memory is the system's failure, not the file's: not a "syntax error" (exit 2).
        if (fatal.code == XML_ERR_NO_MEMORY) throw std::bad_alloc();
        // libxml2 calls a file with no element at all "Document is empty", or worse.
        if (!m_sawRoot &&
            (fatal.code == XML_ERR_DOCUMENT_EMPTY || fatal.code == XML_ERR_DOCUMENT_END))
            fatal.message = "no element found";
        while (!fatal.message.empty() &&
               (fatal.message.back() == '\n' || fatal.message.back() == ' '))
            fatal.message.pop_back();
        error(std::max(fatal.line, 1), std::max(fatal.column, 1),
              i18n::trf("XML syntax error: {}", fatal.message));
        stop();
    }

    static void onError(void* self, xmlErrorPtr e) {
        auto* r = static_cast<CockatriceReader*>(self);
        // Warnings and namespace errors leave the file readable; the first fatal one is told.
        if (!e || e->level != XML_ERR_FATAL || r->m_fatal.code != XML_ERR_OK) return;
        r->m_fatal = {e->code, e->line, e->int2, e->message ? e->message : ""};
    }

    // A prefixed name ("a:b") is told whole, as the file spells it.
    static std::string_view qualified(const xmlChar* prefix, const xmlChar* local,
                                      std::string& buffer) {
        if (!prefix) return reinterpret_cast<const char*>(local);
        buffer.assign(reinterpret_cast<const char*>(prefix));
        buffer += ':';
        buffer += reinterpret_cast<const char*>(local);
        return buffer;
    }

    /// A start tag's attributes as libxml2's SAX2 gives them: five pointers each (name, prefix,
    /// namespace, value, value's end), values not terminated.
    struct Attributes {
        const xmlChar** at;
        int count;
        [[nodiscard]] std::string_view name(int i, std::string& buffer) const {
            return qualified(at[i * 5 + 1], at[i * 5], buffer);
        }
        [[nodiscard]] std::string_view value(int i) const {
            const auto* from = reinterpret_cast<const char*>(at[i * 5 + 3]);
            return {from, static_cast<std::size_t>(at[i * 5 + 4] - at[i * 5 + 3])};
        }
    };

    static void onStart(void* self, const xmlChar* local, const xmlChar* prefix, const xmlChar*,
                        int, const xmlChar**, int count, int, const xmlChar** attributes) {
        auto* r = static_cast<CockatriceReader*>(self);
        r->m_where = Where::Tag;
        r->start(qualified(prefix, local, r->m_name), {attributes, count});
    }
    static void onEnd(void* self, const xmlChar* local, const xmlChar* prefix, const xmlChar*) {
        auto* r = static_cast<CockatriceReader*>(self);
        r->m_where = Where::Tag;
        r->end(qualified(prefix, local, r->m_name));
    }
    static void onText(void* self, const xmlChar* text, int size) {
        auto* r = static_cast<CockatriceReader*>(self);
        if (r->m_collect != Collect::None)
            r->m_text.append(reinterpret_cast<const char*>(text), static_cast<std::size_t>(size));
    }
    static void onEntityDecl(void* self, const xmlChar*, int, const xmlChar*, const xmlChar*,
                             xmlChar*) {
        auto* r = static_cast<CockatriceReader*>(self);
        r->m_where = Where::Here;
        r->error(r->line(), r->column(), i18n::tr(detail::XmlReader::kEntitiesRefused));
        r->stop();
    }

    void start(std::string_view name, Attributes attributes) {
        ++m_depth;
        if (m_stopped) return;
        if (m_depth == 1) {
            m_sawRoot = true;
            if (name != "cockatrice_carddatabase") {
                error(line(), column(),
                      i18n::trf("the root element is <{}>; a Cockatrice card database starts with "
                                "<cockatrice_carddatabase>",
                                name));
                stop();
                return;
            }
            for (int a = 0; a < attributes.count; ++a) {
                const std::string_view version = attributes.value(a);
                if (attributes.name(a, m_attribute) == "version" && version != "3" &&
                    version != "4") {
                    error(
                        line(), column(),
                        i18n::trf(
                            "Cockatrice card database version {}: Deckhand reads versions 3 and 4",
                            version));
                    m_broken = true; // the file as a whole: none of it is used
                }
            }
        } else if (m_depth == 2) {
            m_inCards = name == "cards";
        } else if (m_depth == 3 && m_inCards) {
            m_inCard = name == "card";
            if (!m_inCard) return;
            m_card.clear();
            m_setCount = 0;
            m_cardLine = line();
            m_cardColumn = column();
        } else if (m_depth == 4 && m_inCard) {
            if (name == "prop") {
                m_inProp = true;
            } else if (name == "set") {
                // The card's earlier <set> elements are reused: their strings keep their room.
                if (m_setCount == m_sets.size()) m_sets.emplace_back();
                SetElement& s = m_sets[m_setCount++];
                s.line = line();
                s.column = column();
                const auto count = static_cast<std::size_t>(attributes.count);
                if (s.attributes.size() < count) s.attributes.resize(count);
                for (int a = 0; a < attributes.count; ++a) {
                    auto& [attribute, value] = s.attributes[static_cast<std::size_t>(a)];
                    attribute.assign(attributes.name(a, m_attribute));
                    value.assign(attributes.value(a));
                }
                s.attributes.resize(count);
                collect(Collect::Set, name);
            } else if (name != "related" && name != "reverse-related") {
                collect(Collect::Card, name); // <name>, <text>, and version 3's properties
            }
        } else if (m_depth == 5 && m_inProp && m_collect == Collect::None) {
            collect(Collect::Prop, name);
        }
    }

    void collect(Collect kind, std::string_view element) {
        m_collect = kind;
        m_collectDepth = m_depth;
        m_element.assign(element);
        m_text.clear();
        m_elementLine = line();
        m_elementColumn = column();
    }

    void end(std::string_view name) {
        if (!m_stopped) {
            if (m_collect != Collect::None && m_depth == m_collectDepth) {
                if (m_collect == Collect::Set)
                    m_sets[m_setCount - 1].code.assign(m_text);
                else // a card property the game does not map is not kept (see card_formats.hpp)
                    m_card.add(m_element, m_text, m_elementLine, m_elementColumn,
                               {PrintingBuilder::Label::Element}, false);
                m_collect = Collect::None;
            }
            if (m_depth == 4 && name == "prop") m_inProp = false;
            if (m_depth == 3 && m_inCard) {
                finishCard();
                m_inCard = false;
            }
        }
        --m_depth;
    }

    void finishCard() {
        // Errors in the card's own values are told once, not once per printing.
        const bool cardOk = m_card.takeErrors(m_file, m_errors);
        tooMany();
        if (m_stopped) return;
        if (!m_card.has(core::FieldName)) {
            error(m_cardLine, m_cardColumn, i18n::tr("a <card> has no <name>"));
            return;
        }
        if (m_setCount == 0) {
            error(m_cardLine, m_cardColumn,
                  i18n::trf("card '{}' has no <set>: each printing is a <set> element with the "
                            "set's code",
                            m_card.name()));
            return;
        }
        for (std::size_t i = 0; i < m_setCount; ++i) {
            const SetElement& s = m_sets[i];
            // Each printing starts from the card's values, copied into a builder kept from
            // printing to printing (only the values a printing takes away are allocated anew);
            // the last takes the card's own.
            PrintingBuilder& b = m_printing;
            if (i + 1 < m_setCount)
                b = m_card;
            else
                std::swap(b, m_card);
            b.add("set", s.code, s.line, s.column, {PrintingBuilder::Label::Element});
            for (const auto& [attr, value] : s.attributes)
                b.add(attr, value, s.line, s.column, {PrintingBuilder::Label::Attribute, "set"});
            const std::string set = b.value(core::FieldSet);
            const int position = m_positions.next(set);
            core::Printing p;
            const bool ok = b.finish(p, m_file, s.line, s.column, m_errors);
            tooMany();
            if (m_stopped) return;
            if (!ok || !cardOk) continue; // the card's own errors are told above
            if (p.number().empty()) {
                m_positions.unnumbered(m_printings.size(), set, position);
                m_handing = false; // its number waits for the file's end, and so does the rest
            }
            m_printings.push_back(std::move(p));
        }
        if (m_batches && m_handing && !m_broken && m_printings.size() >= kBatch) handOut();
    }

    void handOut() {
        m_positions.handedOut(m_printings);
        std::vector<core::Printing> batch;
        batch.swap(m_printings);
        m_printings.reserve(kBatch + 16);
        if (!m_batches(std::move(batch))) stop();
    }

    FieldMapper m_mapper;
    PrintingBuilder m_card;
    PrintingBuilder m_printing; ///< one printing of m_card (finishCard)
    std::string m_file;
    const ReadProgress& m_progress;
    std::uint64_t m_total;
    std::uint64_t m_done = 0;
    PrintingBatches m_batches;
    bool m_handing = true; ///< printings go to m_batches as they are read
    std::unique_ptr<xmlParserCtxt, ParserFree> m_parser;
    Fatal m_fatal;
    enum class Where { Known, Tag, Here };
    Where m_where = Where::Here;
    int m_line = 1;
    int m_column = 1;
    std::string m_name;      ///< a prefixed element's name, put together
    std::string m_attribute; ///< a prefixed attribute's name, put together
    std::vector<ParseError> m_errors;
    std::vector<core::Printing> m_printings;

    int m_depth = 0;
    bool m_sawRoot = false;
    bool m_stopped = false;
    bool m_broken = false;
    bool m_inCards = false;
    bool m_inCard = false;
    bool m_inProp = false;
    Collect m_collect = Collect::None;
    int m_collectDepth = 0;
    std::string m_element;
    std::string m_text;
    int m_elementLine = 0;
    int m_elementColumn = 0;
    int m_cardLine = 0;
    int m_cardColumn = 0;
    std::vector<SetElement> m_sets; ///< the card's <set> elements: the first m_setCount
    std::size_t m_setCount = 0;
    detail::PositionNumbers m_positions;
};

} // namespace

Result<std::vector<core::Printing>> readCockatrice(std::string_view xml, const core::Game& game,
                                                   const std::string& file,
                                                   const ReadProgress& progress) {
    return detail::toResult(detail::readCockatriceData(xml, game, file, progress));
}

Result<std::vector<core::Printing>>
readCockatriceFile(const std::string& path, const core::Game& game, const ReadProgress& progress) {
    return detail::toResult(detail::readCockatriceFileData(path, game, progress));
}

CardData detail::readCockatriceData(std::string_view xml, const core::Game& game,
                                    const std::string& file, const ReadProgress& progress) {
    CockatriceReader reader(game, file, progress, xml.size());
    std::size_t at = 0;
    do {
        const std::size_t n = std::min(kChunk, xml.size() - at);
        if (!reader.feed(xml.data() + at, n, at + n == xml.size())) break;
        at += n;
    } while (at < xml.size());
    return reader.result();
}

CardData detail::readCockatriceFileData(const std::string& path, const core::Game& game,
                                        const ReadProgress& progress,
                                        const PrintingBatches& batches) {
    auto refusedWhole = [&](ParseError error) {
        CardData out;
        out.file = path;
        out.format = CardFormat::Cockatrice;
        out.errors.push_back(std::move(error));
        out.broken = true;
        return out;
    };
    if (auto refused = notARegularFile(path)) return refusedWhole(std::move(*refused));
    std::error_code ec;
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> in(std::fopen(path.c_str(), "rb"),
                                                       &std::fclose);
    if (!in) return refusedWhole({{path}, i18n::trf("cannot open: {}", std::strerror(errno))});
    const auto size = std::filesystem::file_size(path, ec);
    CockatriceReader reader(game, path, progress, ec ? 0 : size, batches);
    std::vector<char> buffer(kChunk);
    for (;;) {
        const std::size_t n = std::fread(buffer.data(), 1, kChunk, in.get());
        if (n < kChunk && std::ferror(in.get()))
            return refusedWhole({{path}, i18n::trf("cannot read: {}", std::strerror(errno))});
        const bool last = n < kChunk;
        if (!reader.feed(buffer.data(), n, last) || last) break;
    }
    return reader.result();
}

} // namespace deckhand::io
