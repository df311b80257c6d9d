// SPDX-License-Identifier: GPL-3.0-or-later

// Cockatrice cards.xml, read with expat as it streams past: a 100,000-printing database is
// tens of megabytes, and a tree of it (what pugixml would build) costs several times that.
#include "card_mapping.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/file.hpp"
#include "xml_reader.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <expat.h>
#include <filesystem>
#include <fmt/format.h>
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
          m_total(total), m_batches(batches), m_parser(XML_ParserCreate(nullptr)) {
        if (!m_parser) throw std::bad_alloc();
        m_mapper.numberByPosition();
        if (m_batches) m_printings.reserve(kBatch + 16);
        XML_SetUserData(m_parser.get(), this);
        XML_SetElementHandler(m_parser.get(), &CockatriceReader::onStart, &CockatriceReader::onEnd);
        XML_SetCharacterDataHandler(m_parser.get(), &CockatriceReader::onText);
        // No entity declarations: card data has no use for them, and they are how an XML
        // file blows up in memory ("billion laughs").
        XML_SetEntityDeclHandler(m_parser.get(), &CockatriceReader::onEntityDecl);
    }

    /// Parses the next piece; false once the reader has stopped (syntax error, too many errors).
    bool feed(const char* data, std::size_t size, bool last) {
        if (XML_Parse(m_parser.get(), data, static_cast<int>(size), last) == XML_STATUS_ERROR) {
            syntaxError();
            return false;
        }
        return progressed(size);
    }

    /// Parses `size` bytes already read into the buffer XML_GetBuffer gave.
    bool feedBuffer(std::size_t size, bool last) {
        if (XML_ParseBuffer(m_parser.get(), static_cast<int>(size), last) == XML_STATUS_ERROR) {
            syntaxError();
            return false;
        }
        return progressed(size);
    }

    void* buffer(std::size_t size) { return XML_GetBuffer(m_parser.get(), static_cast<int>(size)); }

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
        void operator()(XML_Parser p) const { XML_ParserFree(p); }
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

    int line() const { return static_cast<int>(XML_GetCurrentLineNumber(m_parser.get())); }
    int column() const { return static_cast<int>(XML_GetCurrentColumnNumber(m_parser.get())) + 1; }

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
        XML_StopParser(m_parser.get(), XML_FALSE);
    }

    void syntaxError() {
        const auto code = XML_GetErrorCode(m_parser.get());
        if (code == XML_ERROR_ABORTED || m_stopped) return; // we stopped it, and said why
        // Out of memory is the system's failure, not the file's: not a "syntax error" (exit 2).
        if (code == XML_ERROR_NO_MEMORY) throw std::bad_alloc();
        error(line(), column(), i18n::trf("XML syntax error: {}", XML_ErrorString(code)));
        stop();
    }

    static void XMLCALL onStart(void* self, const XML_Char* name, const XML_Char** attributes) {
        static_cast<CockatriceReader*>(self)->start(name, attributes);
    }
    static void XMLCALL onEnd(void* self, const XML_Char* name) {
        static_cast<CockatriceReader*>(self)->end(name);
    }
    static void XMLCALL onText(void* self, const XML_Char* text, int size) {
        auto* r = static_cast<CockatriceReader*>(self);
        if (r->m_collect != Collect::None) r->m_text.append(text, static_cast<std::size_t>(size));
    }
    static void XMLCALL onEntityDecl(void* self, const XML_Char*, int, const XML_Char*, int,
                                     const XML_Char*, const XML_Char*, const XML_Char*,
                                     const XML_Char*) {
        auto* r = static_cast<CockatriceReader*>(self);
        r->error(r->line(), r->column(), i18n::tr(detail::XmlReader::kEntitiesRefused));
        r->stop();
    }

    void start(std::string_view name, const XML_Char** attributes) {
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
            for (auto a = attributes; *a; a += 2) {
                const std::string_view version = a[1];
                if (std::string_view(a[0]) == "version" && version != "3" && version != "4") {
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
                std::size_t count = 0;
                for (auto a = attributes; *a; a += 2, ++count) {
                    if (count == s.attributes.size()) s.attributes.emplace_back();
                    s.attributes[count].first.assign(a[0]);
                    s.attributes[count].second.assign(a[1]);
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
    std::unique_ptr<std::remove_pointer_t<XML_Parser>, ParserFree> m_parser;
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
    for (;;) {
        void* buffer = reader.buffer(kChunk);
        if (!buffer) throw std::bad_alloc();
        const std::size_t n = std::fread(buffer, 1, kChunk, in.get());
        if (n < kChunk && std::ferror(in.get()))
            return refusedWhole({{path}, i18n::trf("cannot read: {}", std::strerror(errno))});
        const bool last = n < kChunk;
        if (!reader.feedBuffer(n, last) || last) break;
    }
    return reader.result();
}

} // namespace deckhand::io
