// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/deck_text.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/quantity.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/file.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <fmt/format.h>
#include <utility>

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

// Runs of spaces and tabs as one space, ends trimmed.
std::string collapseSpaces(std::string_view s) {
    const std::string_view t = trim(s);
    // Most comments and headers have no tab and no run of spaces: the text as it is.
    if (t.find('\t') == std::string_view::npos && t.find("  ") == std::string_view::npos)
        return std::string(t);
    std::string out;
    out.reserve(t.size());
    for (char c : t) {
        const bool space = c == ' ' || c == '\t';
        if (space && !out.empty() && out.back() == ' ') continue;
        out += space ? ' ' : c;
    }
    return out;
}

// Whether a trimmed name holds no '[', '{', tab or run of two spaces.
bool plainName(std::string_view t) {
    char last = 0;
    for (const char c : t) {
        if (c == '[' || c == '{' || c == '\t' || (c == ' ' && last == ' ')) return false;
        last = c;
    }
    return true;
}

// Whether a trimmed line's text is a name and nothing else: plainName's test, and no ']', '}',
// parenthesis or '*' (a set, a number or a finish mark), in one pass.
bool plainLine(std::string_view t) {
    // Per byte: 1 for a mark, 2 for a space (a mark when it follows a space), else 0.
    static constexpr auto kMarks = [] {
        std::array<unsigned char, 256> marks{};
        for (const unsigned char c : {'[', ']', '{', '}', '(', ')', '*', '\t'})
            marks[c] = 1;
        marks[' '] = 2;
        return marks;
    }();
    bool afterSpace = false;
    for (const char c : t) {
        const unsigned char mark = kMarks[static_cast<unsigned char>(c)];
        if (mark == 1 || (mark == 2 && afterSpace)) return false;
        afterSpace = mark == 2;
    }
    return true;
}

// Cockatrice's reading of what is not the name: a bracketed set code anywhere ("[M11]",
// "{B}", the old MWS form) and a number in parentheses at the end (an art version: "(3)").
std::string dropCockatriceMarks(std::string_view s) {
    // Most names have no mark to drop and no run of spaces: the name as it is, trimmed. One
    // pass over it (find_first_of asked memchr once a character).
    if (const std::string_view t = trim(s); (t.empty() || t.back() != ')') && plainName(t))
        return std::string(t);
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '[' || s[i] == '{') {
            const auto close = s.find(s[i] == '[' ? ']' : '}', i);
            if (close != std::string_view::npos) {
                i = close;
                continue;
            }
        }
        out += s[i];
    }
    std::string_view rest = trim(out);
    if (rest.size() > 2 && rest.back() == ')') {
        const auto open = rest.rfind('(');
        if (open != std::string_view::npos && open + 2 < rest.size()) {
            const std::string_view inside = rest.substr(open + 1, rest.size() - open - 2);
            if (std::all_of(inside.begin(), inside.end(), isDigit)) rest = rest.substr(0, open);
        }
    }
    return collapseSpaces(rest);
}

// Whether a word is a set code as Pokémon TCG Live writes one: 2 to 8 capitals, digits and
// '-', at least one capital ("SVI", "PR-SV", "SV3PT5" is not one: "sv3pt5" has small letters).
bool ptcglSetCode(std::string_view w) {
    if (w.size() < 2 || w.size() > 8) return false;
    bool letter = false;
    for (const char c : w) {
        if (c >= 'A' && c <= 'Z')
            letter = true;
        else if (!isDigit(c) && c != '-')
            return false;
    }
    return letter && w.front() != '-' && w.back() != '-';
}

// Whether a word is a collector number as Pokémon TCG Live writes one: digits, with letters
// before or after ("57", "TG12", "SWSH020", "177a"), at most 8 characters, a digit in it.
bool ptcglNumber(std::string_view w) {
    if (w.empty() || w.size() > 8) return false;
    bool digit = false;
    for (const char c : w) {
        if (isDigit(c))
            digit = true;
        else if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')))
            return false;
    }
    return digit;
}

// "Name SET NUMBER" as Pokémon TCG Live and Limitless write a line ("Pikachu ex SVI 57",
// "Basic {P} Energy SVE 5"), with PTCG Live's "PH" after it for a parallel (reverse) holo:
// fills the name, set, number and finish and says true when the text ends that way.
bool splitBareSetNumber(std::string_view rest, DeckListLine& out) {
    std::string_view t = trim(rest);
    std::string finish;
    if (t.size() > 3 && t.ends_with(" PH")) {
        finish = "parallel";
        t = trim(t.substr(0, t.size() - 3));
    }
    const auto lastSpace = t.find_last_of(" \t");
    if (lastSpace == std::string_view::npos) return false;
    const std::string_view number = t.substr(lastSpace + 1);
    const std::string_view before = trim(t.substr(0, lastSpace));
    const auto setSpace = before.find_last_of(" \t");
    if (setSpace == std::string_view::npos) return false;
    const std::string_view set = before.substr(setSpace + 1);
    const std::string_view name = trim(before.substr(0, setSpace));
    if (name.empty() || !ptcglSetCode(set) || !ptcglNumber(number)) return false;
    out.name = collapseSpaces(name);
    out.set = std::string(set);
    out.number = std::string(number);
    out.finish = std::move(finish);
    out.bareSetNumber = true;
    return true;
}

// "Name (SET) NUMBER" or "Name (SET)", then Moxfield's and Cockatrice's finish mark (`*F*`
// foil, `*E*` etched): splits off the printing and the finish when the text ends that way.
// "Name SET NUMBER" (Pokémon TCG Live) too, the whole kept for resolveDeck to try as a name.
void splitPrinting(std::string_view rest, DeckListLine& out) {
    rest = trim(rest);
    // A digit last and a capital before it: perhaps PTCG Live's bare set and number (cheap to
    // rule out for nearly every other line).
    if (!rest.empty() &&
        (isDigit(rest.back()) || rest.ends_with(" PH") ||
         (rest.size() > 1 && isDigit(rest[rest.size() - 2]))) &&
        splitBareSetNumber(rest, out))
        return;
    // Nearly every line of a list is a plain name: no bracket, parenthesis, star, tab or run of
    // two spaces, so none of the marks below and nothing for dropCockatriceMarks to drop. One
    // pass tells (a batch check splits every line of every list).
    if (plainLine(rest)) {
        out.name.assign(rest);
        return;
    }
    // taw/magic-preconstructed-decks' marks: "Name [SET:NUMBER]", then "[foil]".
    if (rest.size() > 7 && core::iequals(rest.substr(rest.size() - 6), "[foil]")) {
        out.finish = "foil";
        rest = trim(rest.substr(0, rest.size() - 6));
    }
    if (const auto open = rest.rfind('['); open != std::string_view::npos && rest.back() == ']') {
        const std::string_view inside = rest.substr(open + 1, rest.size() - open - 2);
        const auto colon = inside.find(':');
        if (colon != std::string_view::npos && colon > 0 && colon + 1 < inside.size() &&
            inside.find_first_of(" \t") == std::string_view::npos) {
            out.name = dropCockatriceMarks(rest.substr(0, open));
            out.set = std::string(inside.substr(0, colon));
            out.number = std::string(inside.substr(colon + 1));
            return;
        }
    }
    for (auto [mark, finish] : {std::pair{"*F*", "foil"}, std::pair{"*E*", "etched"}}) {
        if (rest.size() > 3 && core::iequals(rest.substr(rest.size() - 3), mark)) {
            out.finish = finish;
            rest = trim(rest.substr(0, rest.size() - 3));
            break;
        }
    }
    const auto open = rest.rfind(" (");
    const auto close = rest.rfind(')');
    const auto asName = [&] {
        out.name = dropCockatriceMarks(rest);
        // "Basic {P} Energy": braces that are a card's own symbols, not an old set mark. The
        // whole is tried first.
        if (rest.find('{') != std::string_view::npos && out.name != rest && out.uncut.empty())
            out.uncut = collapseSpaces(rest);
    };
    if (open == std::string_view::npos || close == std::string_view::npos || close < open)
        return asName();
    const std::string_view after = trim(rest.substr(close + 1));
    if (after.find_first_of(" \t") != std::string_view::npos) // not a trailing number
        return asName();
    const std::string_view set = trim(rest.substr(open + 2, close - open - 2));
    if (set.empty() || set.find_first_of(" \t") != std::string_view::npos) return asName();
    // "(3)" alone is an art version in Cockatrice's lists, not a set.
    if (after.empty() && std::all_of(set.begin(), set.end(), isDigit)) return asName();
    out.name = dropCockatriceMarks(rest.substr(0, open));
    out.set = std::string(set);
    out.number = std::string(after);
}

// A header line's section words: "Main", "Sideboard:", "Side (15)", "Deck: 40",
// "MainBoard: 3 cards", "Sideboard (11 cards)". Empty when nothing is left.
// Strict (for comments): nothing but a count may follow the ':' ("//SB:2x Island" is a card
// commented out, not a header).
std::string_view headerWords(std::string_view line, bool strict = false) {
    std::string_view header = line;
    if (auto p = header.find(':'); p != std::string_view::npos && p > 0) {
        std::string_view after = trim(header.substr(p + 1));
        while (!after.empty() && isDigit(after.front()))
            after.remove_prefix(1);
        after = trim(after);
        if (strict && !after.empty() && !core::iequals(after, "cards") &&
            !core::iequals(after, "card"))
            return {};
        header = header.substr(0, p);
    }
    if (auto p = header.find('('); p != std::string_view::npos) header = header.substr(0, p);
    header = trim(header);
    for (std::string_view unit : {"cards", "card"}) {
        if (header.size() > unit.size() &&
            core::iequals(header.substr(header.size() - unit.size()), unit) &&
            isDigit(trim(header.substr(0, header.size() - unit.size())).back())) {
            header = trim(header.substr(0, header.size() - unit.size()));
            break;
        }
    }
    while (!header.empty() && (isDigit(header.back()) || header.back() == ' '))
        header.remove_suffix(1);
    return trim(header);
}

// A comment that is a section marker in other tools' exports ("// Sideboard",
// "// Mainboard (11 cards)"): the section, else "".
std::string sectionComment(std::string_view comment) {
    const std::string_view words = headerWords(comment, true);
    if (words.empty()) return {};
    const std::string folded = core::foldName(words);
    return core::commonSectionId(folded).empty() ? std::string() : std::string(words);
}

} // namespace

Result<core::DeckList> readDeckText(std::string_view input, const std::string& file) {
    Result<core::DeckList> out;
    out.value.file = file;
    std::string_view text = input; // read in place: the lines' strings are made as they go
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    if (auto refused = notText(text, file)) {
        out.errors.push_back(std::move(*refused));
        return out;
    }

    bool firstLine = true;   // no line with text read yet
    bool arenaAbout = false; // the last line was Arena's "About": a "Name" line may follow
    int lineNo = 0;
    // Other tools export a sideboard as the second block of cards after one blank line. That
    // reading holds only for a list with no headers and exactly two blocks: blank lines
    // scattered through a list (several blocks) are only layout.
    bool explicitSections = false;
    bool blankSinceCard = false;
    bool anyCard = false;
    std::vector<std::size_t> blockStarts; // index in lines of each block's first card
    auto addNote = [&](const std::string& note) {
        // A blank comment is a blank line of the notes, between notes only.
        if (note.empty() && out.value.notes.empty()) return;
        if (!out.value.notes.empty()) out.value.notes += '\n';
        out.value.notes += note;
    };
    // One allocation for a list of ordinary length (a huge file grows as it is read).
    std::size_t newlines = 0;
    for (const char *p = text.data(), *end = p + text.size();
         newlines < 512 && (p = static_cast<const char*>(std::memchr(p, '\n', end - p))); ++p)
        ++newlines;
    out.value.lines.reserve(std::min<std::size_t>(512, newlines + 1));
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
            arenaAbout = false; // Arena's About block ends at a blank line
            continue;
        }
        const bool first = std::exchange(firstLine, false);
        const bool afterAbout = std::exchange(arenaAbout, false);

        if (line.starts_with("//") || line.starts_with("#")) {
            const bool slashes = line.starts_with("//");
            const std::string comment = collapseSpaces(line.substr(slashes ? 2 : 1));
            if (first && slashes && !comment.empty()) {
                out.value.name = comment;
            } else if (std::string section = slashes && !first ? sectionComment(comment) : "";
                       !section.empty()) {
                DeckListLine h;
                h.kind = DeckListLine::Kind::Header;
                h.name = std::move(section);
                h.where = {{}, lineNo, columnOf(raw, line)};
                explicitSections = true;
                out.value.lines.push_back(std::move(h));
            } else {
                addNote(comment);
            }
            continue;
        }
        // Arena's export opens with "About" and "Name <deck name>", and may hold other lines
        // ("Format Historic") up to the first blank line: notes.
        if (core::iequals(line, "About")) {
            arenaAbout = true;
            continue;
        }
        if (afterAbout) {
            arenaAbout = true; // the block goes on to the first blank line
            if (line.size() > 5 && core::iequals(line.substr(0, 5), "Name ") &&
                out.value.name.empty())
                out.value.name = collapseSpaces(line.substr(5));
            else
                addNote(collapseSpaces(line));
            continue;
        }
        // A link to the list on the site it came from ("See the full deck @ https://..."): a
        // note, whatever words are around it.
        if (line.find("://") != std::string_view::npos && !isDigit(line.front())) {
            addNote(collapseSpaces(line));
            continue;
        }
        // "Total Cards: 60" (Pokémon TCG Live), "Total: 60", "Total de cartes : 60" (its French
        // export, a no-break space before the colon): the list's count, no section.
        if (const auto colon = line.find(':'); colon != std::string_view::npos && colon > 0) {
            const std::string folded = core::foldName(trim(line.substr(0, colon)));
            const std::string_view key = trim(folded);
            const std::string_view value = trim(line.substr(colon + 1));
            const bool count = !value.empty() && std::all_of(value.begin(), value.end(), isDigit);
            if (count && (key == "total" || key.starts_with("total "))) continue;
            // "Name: Sweden National Championship" (Fabrary) names the deck.
            if (!value.empty() && !anyCard && out.value.name.empty() &&
                (key == "name" || key == "deck name" || key == "title")) {
                out.value.name = collapseSpaces(value);
                continue;
            }
        }

        // Made in place in the list (a line is some 300 bytes of strings), and taken out again
        // when the line turns out to be an error. A line's place leaves its file empty: it is
        // the list's (a copy of the path a line was most of a line's allocations); an error
        // names it.
        DeckListLine& entry = out.value.lines.emplace_back();
        entry.where.line = lineNo;
        entry.where.column = columnOf(raw, line);
        auto refuse = [&](std::string message) {
            out.errors.push_back(
                {{file, entry.where.line, entry.where.column}, std::move(message)});
            out.value.lines.pop_back();
        };

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
                refuse(i18n::trf("quantity '{}' is too large (a quantity is from 1 to 1,000,000)",
                                 line.substr(0, i)));
                continue;
            }
            std::string_view rest = line.substr(i);
            if (!rest.empty() && (rest.front() == 'x' || rest.front() == 'X') &&
                (rest.size() == 1 || rest[1] == ' ' || rest[1] == '\t'))
                rest.remove_prefix(1);
            // OPTCGSim's "4xOP01-016": the card's number straight after the "x".
            else if (rest.size() > 2 && (rest.front() == 'x' || rest.front() == 'X') &&
                     ((rest[1] >= 'A' && rest[1] <= 'Z') || isDigit(rest[1])) &&
                     rest.find_first_of(" \t") == std::string_view::npos &&
                     rest.find('-') != std::string_view::npos) {
                rest.remove_prefix(1);
                entry.quantity = static_cast<int>(qty);
                entry.sideboard = sideboard;
                entry.where.column = columnOf(raw, rest);
                if (qty == 0) {
                    refuse(i18n::trf("quantity 0 for '{}': leave the line out "
                                     "or give at least 1",
                                     rest));
                    continue;
                }
                entry.name = std::string(rest);
                if (!anyCard || blankSinceCard) blockStarts.push_back(out.value.lines.size() - 1);
                anyCard = true;
                blankSinceCard = false;
                continue;
            }
            if (rest.empty() || (rest.front() != ' ' && rest.front() != '\t')) {
                // "2022 Champion" style names would need a quantity first; say what we expected.
                refuse(i18n::trf("expected a quantity, a space and a card "
                                 "name, found '{}'",
                                 line));
                continue;
            }
            rest = trim(rest);
            if (rest.empty()) {
                refuse(i18n::trf("no card name after the quantity {}", qty));
                continue;
            }
            if (qty == 0) {
                refuse(i18n::trf("quantity 0 for '{}': leave the line out "
                                 "or give at least 1",
                                 rest));
                continue;
            }
            entry.quantity = static_cast<int>(qty);
            entry.sideboard = sideboard;
            entry.where.column = columnOf(raw, rest);
            // " //" ends the name and starts a comment ("4 Iron Palm // the combo starter"),
            // unless the whole is a split card's name ("2 Fire // Ice"): resolveDeck decides.
            if (auto c = rest.find(" //"); c != std::string_view::npos) {
                DeckListLine whole;
                splitPrinting(rest, whole);
                splitPrinting(rest.substr(0, c), entry);
                entry.uncut = whole.name;
                if (entry.set.empty() && entry.number.empty() && entry.finish.empty()) {
                    entry.set = whole.set;
                    entry.number = whole.number;
                    entry.finish = whole.finish;
                }
            } else {
                splitPrinting(rest, entry);
            }
            if (!anyCard || blankSinceCard) blockStarts.push_back(out.value.lines.size() - 1);
            anyCard = true;
            blankSinceCard = false;
            continue;
        }

        std::string_view headerLine = line; // "Sideboard // for game 2"
        if (auto c = line.find(" //"); c != std::string_view::npos)
            headerLine = trim(line.substr(0, c));
        const std::string_view header = headerWords(headerLine);
        if (header.empty()) {
            refuse(i18n::trf("cannot read '{}'", line));
            continue;
        }
        entry.kind = DeckListLine::Kind::Header;
        entry.name = collapseSpaces(header);
        // "Hero: Dash I/O", "Format: Classic Constructed": a key and a value that is no count.
        // resolveDeck makes the value a card of the section the key names, else a note.
        if (const auto colon = headerLine.find(':');
            colon != std::string_view::npos && colon > 0 && !sideboard) {
            const std::string_view key = trim(headerLine.substr(0, colon));
            const std::string_view value = trim(headerLine.substr(colon + 1));
            std::string_view words = value;
            while (!words.empty() && isDigit(words.front()))
                words.remove_prefix(1);
            words = trim(words);
            const bool count =
                words.size() < value.size() &&
                (words.empty() || core::iequals(words, "cards") || core::iequals(words, "card"));
            if (!value.empty() && !count && key.find('(') == std::string_view::npos) {
                entry.name = collapseSpaces(key);
                entry.value = collapseSpaces(value);
                explicitSections = true;
                continue;
            }
        }
        // The line as a card's name, for a line without a quantity that is not a section
        // ("SB: Name" is one copy in the side deck, as Cockatrice reads it).
        DeckListLine asCard;
        splitPrinting(line, asCard);
        if (asCard.name != entry.name || !asCard.set.empty()) {
            entry.uncut = asCard.name;
            entry.set = asCard.set;
            entry.number = asCard.number;
            entry.finish = asCard.finish;
        }
        entry.sideboard = sideboard;
        explicitSections = true;
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
    while (out.value.notes.ends_with('\n'))
        out.value.notes.pop_back();
    return out;
}

Result<core::DeckList> readDeckTextFile(const std::string& path) {
    auto bytes = readWholeFile(path);
    if (!bytes.ok()) return {{}, bytes.errors};
    return readDeckText(bytes.value, path);
}

} // namespace deckhand::io
