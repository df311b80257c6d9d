#include "deckhand/io/card_formats.hpp"

#include "deckhand/core/text.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/file.hpp"

#include <filesystem>
#include <fstream>

namespace deckhand::io {

namespace {

bool nameChar(char c) {
    return !(c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '>' || c == '/' || c == '\0');
}

// The name of the first element of an XML text ("" when there is none in `head`), past the
// declaration, comments, processing instructions and a DOCTYPE.
std::string_view rootElement(std::string_view head) {
    std::size_t at = 0;
    while (at < head.size()) {
        at = head.find('<', at);
        if (at == std::string_view::npos || at + 1 >= head.size()) return {};
        const std::string_view rest = head.substr(at + 1);
        if (rest.substr(0, 3) == "!--") {
            const auto end = head.find("-->", at);
            if (end == std::string_view::npos) return {};
            at = end + 3;
        } else if (rest.front() == '?' || rest.front() == '!') {
            at = head.find('>', at);
            if (at == std::string_view::npos) return {};
        } else {
            std::size_t n = 0;
            while (n < rest.size() && nameChar(rest[n]))
                ++n;
            return rest.substr(0, n);
        }
    }
    return {};
}

std::string extension(const std::string& path) {
    return core::toLower(std::filesystem::path(path).extension().string());
}

} // namespace

const char* cardFormatName(CardFormat format) {
    switch (format) {
    case CardFormat::Csv:
        return "CSV";
    case CardFormat::Cockatrice:
        return "Cockatrice cards.xml";
    case CardFormat::Octgn:
        return "OCTGN set.xml";
    case CardFormat::Lackey:
        return "LackeyCCG carddata.txt";
    }
    return "card data";
}

CardFormat detectCardFormat(std::string_view head, const std::string& path) {
    if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
    const std::string_view text = core::trim(head);
    const std::string ext = extension(path);
    if (!text.empty() && text.front() == '<') {
        const std::string_view root = rootElement(text);
        if (root == "set") return CardFormat::Octgn;
        return CardFormat::Cockatrice; // whose reader names the root it expected
    }
    const std::string_view firstLine = text.substr(0, text.find('\n'));
    if (firstLine.find('\t') != std::string_view::npos) return CardFormat::Lackey;
    if (ext == ".xml") return CardFormat::Cockatrice;
    if (ext == ".txt" || ext == ".tsv" || ext == ".tab") return CardFormat::Lackey;
    return CardFormat::Csv;
}

Result<std::vector<core::Printing>> readCardFile(const std::string& path, const core::Game& game,
                                                 const ReadProgress& progress) {
    if (auto refused = notARegularFile(path)) return {{}, {std::move(*refused)}};
    std::string head(64 * 1024, '\0');
    {
        std::ifstream in(path, std::ios::binary);
        in.read(head.data(), static_cast<std::streamsize>(head.size()));
        head.resize(static_cast<std::size_t>(in.gcount()));
    }
    const CardFormat format = detectCardFormat(head, path);
    if (format == CardFormat::Cockatrice) return readCockatriceFile(path, game, progress);
    auto bytes = readWholeFile(path);
    if (!bytes.ok()) return {{}, bytes.errors};
    switch (format) {
    case CardFormat::Octgn:
        return readOctgnSet(bytes.value, game, path, progress);
    case CardFormat::Lackey:
        return readLackey(bytes.value, game, path, progress);
    case CardFormat::Csv:
    case CardFormat::Cockatrice:
        break;
    }
    auto out = readCardCsv(bytes.value, game, path);
    if (progress) progress(bytes.value.size(), bytes.value.size());
    return out;
}

} // namespace deckhand::io
