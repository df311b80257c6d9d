// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/core/error.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/markup.hpp"
#include "deckhand/core/setting.hpp"
#include "deckhand/io/file.hpp"

#include <fmt/format.h>
#include <initializer_list>
#include <new>
#include <optional>
#include <pugixml.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::io::detail {

/// Text made safe inside an XML element or a double-quoted attribute, for the writers (deck
/// files, game packs).
inline std::string xmlEscape(std::string_view text) {
    return core::escapeMarkup(text);
}

/// Shared by the XML readers: parses a buffer with pugixml, keeps the text to turn node
/// offsets into line and column, and collects errors instead of stopping at the first.
class XmlReader {
public:
    XmlReader(std::string_view xml, std::string file) : m_text(xml), m_file(std::move(file)) {
        stripBom(m_text);
        const auto result = m_doc.load_buffer(m_text.data(), m_text.size(),
                                              pugi::parse_default | pugi::parse_ws_pcdata_single |
                                                  pugi::parse_doctype,
                                              pugi::encoding_utf8);
        // Out of memory is the system's failure, not the file's: not a "syntax error" (exit 2).
        if (result.status == pugi::status_out_of_memory) throw std::bad_alloc();
        if (!result) {
            error(static_cast<std::size_t>(result.offset),
                  i18n::trf("XML syntax error: {}", result.description()));
            return;
        }
        // pugixml neither expands declared entities nor refuses them: "&lol9;" would be stored
        // as a name. Refused, as the Cockatrice reader refuses them.
        for (const auto& n : m_doc.children())
            if (n.type() == pugi::node_doctype &&
                std::string_view(n.value()).find("<!ENTITY") != std::string_view::npos)
                error(n, i18n::tr(kEntitiesRefused));
    }

    /// What every XML reader says of a DOCTYPE that declares entities: Deckhand's files have no
    /// use for them, and they are how an XML bomb ("billion laughs") grows.
    static constexpr const char* kEntitiesRefused =
        i18n::trNoop("entity declarations are not allowed");

    [[nodiscard]] bool parsed() const { return m_errors.empty(); }
    [[nodiscard]] const pugi::xml_document& doc() const { return m_doc; }
    [[nodiscard]] const std::string& file() const { return m_file; }
    std::vector<ParseError>& errors() { return m_errors; }

    [[nodiscard]] SourceLocation where(const pugi::xml_node& node) const {
        auto offset = node.offset_debug();
        if (offset < 0) return SourceLocation{m_file};
        // pugixml points at the element's name; people expect the column of its '<'.
        if (offset > 0 && m_text[static_cast<std::size_t>(offset) - 1] == '<') --offset;
        return locate(m_text, static_cast<std::size_t>(offset), m_file);
    }

    void error(std::size_t offset, std::string message) {
        m_errors.push_back({locate(m_text, offset, m_file), std::move(message)});
    }

    void error(const pugi::xml_node& node, std::string message) {
        m_errors.push_back({where(node), std::move(message)});
    }

    /// Reports attributes not in `allowed` (a typo must not silently drop a rule).
    void allowAttributes(const pugi::xml_node& node,
                         std::initializer_list<std::string_view> allowed) {
        for (const auto& a : node.attributes()) {
            bool ok = false;
            for (auto name : allowed)
                ok = ok || name == a.name();
            if (!ok) {
                std::string list;
                for (auto name : allowed)
                    list += (list.empty() ? "" : ", ") + std::string(name);
                error(node, list.empty() ? i18n::trf("<{}> has no attribute '{}' (it takes none)",
                                                     node.name(), a.name())
                                         : i18n::trf("<{}> has no attribute '{}' (it takes: {})",
                                                     node.name(), a.name(), list));
            }
        }
    }

    /// A required attribute's text, or an error.
    std::string required(const pugi::xml_node& node, const char* attr) {
        const auto a = node.attribute(attr);
        if (!a || std::string_view(a.value()).empty()) {
            error(node, i18n::trf("<{}> needs the attribute '{}'", node.name(), attr));
            return {};
        }
        return a.value();
    }

    /// An optional whole-number attribute.
    std::optional<int> integer(const pugi::xml_node& node, const char* attr) {
        const auto a = node.attribute(attr);
        if (!a) return std::nullopt;
        long long n = 0;
        if (!parseInteger(a.value(), n) || n < 0 || n > 1000000) {
            error(node, i18n::trf("<{}> {}=\"{}\" is not a whole number from 0 up", node.name(),
                                  attr, a.value()));
            return std::nullopt;
        }
        return static_cast<int>(n);
    }

    /// An optional boolean attribute ("true"/"false").
    bool boolean(const pugi::xml_node& node, const char* attr, bool fallback) {
        const auto a = node.attribute(attr);
        if (!a) return fallback;
        const std::string_view v = a.value();
        if (v == "true" || v == "yes" || v == "1") return true;
        if (v == "false" || v == "no" || v == "0") return false;
        error(node, i18n::trf("<{}> {}=\"{}\" must be true or false", node.name(), attr, v));
        return fallback;
    }

private:
    static bool parseInteger(std::string_view s, long long& out);

    std::string m_text;
    std::string m_file;
    pugi::xml_document m_doc;
    std::vector<ParseError> m_errors;
};

/// Splits "a, b|c" on commas or bars, trimming each part; empty parts dropped.
std::vector<std::string> splitList(std::string_view s, char sep);

/// Reads a <setting id label default choices note> (a format's or the goldfish's) and adds it
/// to `settings`, with an error for a default it does not take or an id declared twice.
void readSetting(XmlReader& xml, const pugi::xml_node& n, std::vector<core::SettingDef>& settings);

} // namespace deckhand::io::detail
