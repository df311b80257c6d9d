#include "deckhand/io/deck_text.hpp"

#include "deckhand/core/quantity.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/file.hpp"

#include <fmt/format.h>

namespace deckhand::io {

using core::DeckListLine;
using core::trim;

namespace {

using core::kMaxQuantity;

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

int columnOf(std::string_view line, std::string_view part) {
    return static_cast<int>(part.data() - line.data()) + 1;
}

// "Name (SET) NUMBER" or "Name (SET)": splits off the printing when the text ends that way.
void splitPrinting(std::string_view rest, DeckListLine& out) {
    const auto open = rest.rfind(" (");
    const auto close = rest.rfind(')');
    if (open == std::string_view::npos || close == std::string_view::npos || close < open) {
        out.name = std::string(trim(rest));
        return;
    }
    const std::string_view after = trim(rest.substr(close + 1));
    if (after.find_first_of(" \t") != std::string_view::npos) { // not a trailing number
        out.name = std::string(trim(rest));
        return;
    }
    const std::string_view set = trim(rest.substr(open + 2, close - open - 2));
    if (set.empty() || set.find_first_of(" \t") != std::string_view::npos) {
        out.name = std::string(trim(rest));
        return;
    }
    out.name = std::string(trim(rest.substr(0, open)));
    out.set = std::string(set);
    out.number = std::string(after);
}

} // namespace

Result<core::DeckList> readDeckText(std::string_view input, const std::string& file) {
    Result<core::DeckList> out;
    out.value.file = file;
    std::string text(input);
    stripBom(text);
    if (auto refused = notText(text, file)) {
        out.errors.push_back(std::move(*refused));
        return out;
    }

    bool named = false;
    std::string lastHeader; // empty: the game's first section
    int lineNo = 0;
    // Other tools export a sideboard as the second block of cards after one blank line. That
    // reading holds only for a list with no headers and exactly two blocks: blank lines
    // scattered through a list (several blocks) are only layout.
    bool explicitSections = false;
    bool blankSinceCard = false;
    bool anyCard = false;
    std::vector<std::size_t> blockStarts; // index in lines of each block's first card
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t eol = std::min(text.find('\n', pos), text.size());
        std::string_view raw(text.data() + pos, eol - pos);
        pos = eol + 1;
        ++lineNo;
        if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
        std::string_view line = trim(raw);
        if (line.empty()) {
            blankSinceCard = anyCard;
            continue;
        }

        if (line.starts_with("//") || line.starts_with("#")) {
            const std::string comment(trim(line.substr(line.starts_with("//") ? 2 : 1)));
            if (comment.empty()) continue;
            if (!named && line.starts_with("//")) {
                out.value.name = comment;
                named = true;
            } else {
                out.value.notes += (out.value.notes.empty() ? "" : "\n") + comment;
            }
            continue;
        }
        // A comment after a card: "4 Iron Palm // the combo starter".
        if (auto c = line.find(" //"); c != std::string_view::npos) line = trim(line.substr(0, c));

        DeckListLine entry;
        entry.where = {file, lineNo, columnOf(raw, line)};

        bool sideboard = false;
        if (line.size() > 3 && core::iequals(line.substr(0, 3), "SB:")) {
            sideboard = true;
            explicitSections = true;
            line = trim(line.substr(3));
        }

        if (!line.empty() && isDigit(line.front())) {
            std::size_t i = 0;
            while (i < line.size() && isDigit(line[i]))
                ++i;
            long long qty = 0;
            if (!core::parseInt(line.substr(0, i), qty) || qty > kMaxQuantity) {
                out.errors.push_back(
                    {entry.where, fmt::format("quantity '{}' is too large (a quantity is {})",
                                              line.substr(0, i), core::kQuantityRange)});
                continue;
            }
            std::string_view rest = line.substr(i);
            if (!rest.empty() && (rest.front() == 'x' || rest.front() == 'X') &&
                (rest.size() == 1 || rest[1] == ' ' || rest[1] == '\t'))
                rest.remove_prefix(1);
            if (rest.empty() || (rest.front() != ' ' && rest.front() != '\t')) {
                // "2022 Champion" style names would need a quantity first; say what we expected.
                out.errors.push_back(
                    {entry.where, fmt::format("expected a quantity, a space and a card "
                                              "name, found '{}'",
                                              line)});
                continue;
            }
            rest = trim(rest);
            if (rest.empty()) {
                out.errors.push_back(
                    {entry.where, fmt::format("no card name after the quantity {}", qty)});
                continue;
            }
            if (qty == 0) {
                out.errors.push_back(
                    {entry.where, fmt::format("quantity 0 for '{}': leave the line out "
                                              "or give at least 1",
                                              rest)});
                continue;
            }
            entry.quantity = static_cast<int>(qty);
            splitPrinting(rest, entry);
            entry.where.column = columnOf(raw, rest);
            if (!anyCard || blankSinceCard) blockStarts.push_back(out.value.lines.size());
            anyCard = true;
            blankSinceCard = false;
            if (sideboard) {
                // Other tools' "SB:" lines: a side-deck entry, whatever section came before.
                DeckListLine header;
                header.kind = DeckListLine::Kind::Header;
                header.name = "side";
                header.where = entry.where;
                out.value.lines.push_back(header);
                header.name = lastHeader; // and back to where the list was
                out.value.lines.push_back(std::move(entry));
                out.value.lines.push_back(std::move(header));
                continue;
            }
            out.value.lines.push_back(std::move(entry));
            continue;
        }

        // A header: "Main", "Sideboard:", "Side (15)", "Deck: 40".
        std::string_view header = line;
        if (auto p = header.find('('); p != std::string_view::npos)
            header = trim(header.substr(0, p));
        while (!header.empty() && (isDigit(header.back()) || header.back() == ' '))
            header.remove_suffix(1);
        if (!header.empty() && header.back() == ':') header.remove_suffix(1);
        header = trim(header);
        if (header.empty()) {
            out.errors.push_back({entry.where, fmt::format("cannot read '{}'", line)});
            continue;
        }
        entry.kind = DeckListLine::Kind::Header;
        entry.name = std::string(header);
        lastHeader = entry.name;
        explicitSections = true;
        out.value.lines.push_back(std::move(entry));
    }
    if (!explicitSections && blockStarts.size() == 2) {
        DeckListLine side;
        side.kind = DeckListLine::Kind::Header;
        side.name = "side";
        side.implicit = true;
        side.where = out.value.lines[blockStarts[1]].where;
        out.value.lines.insert(
            out.value.lines.begin() + static_cast<std::ptrdiff_t>(blockStarts[1]), std::move(side));
    }
    return out;
}

Result<core::DeckList> readDeckTextFile(const std::string& path) {
    auto bytes = readWholeFile(path);
    if (!bytes.ok()) return {{}, bytes.errors};
    return readDeckText(bytes.value, path);
}

} // namespace deckhand::io
