// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/query.hpp"

#include "deckhand/core/card.hpp"
#include "deckhand/core/i18n.hpp"
#include "deckhand/core/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace deckhand::core {

namespace {

// Characters that end a field name or a plain word: an operator follows, or a group, or a
// quoted phrase.
constexpr std::string_view kOperatorChars = ":=!<>";

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// Thrown inside the parser to stop at the first thing that cannot be read; parseQuery turns it
// into the ParseError it returns.
struct Stop {
    std::size_t at;
    std::string message;
};

Filter leaf(Filter::Op op, int index, std::string_view field, std::vector<std::string> values = {},
            long long number = 0) {
    Filter f;
    f.op = op;
    f.field = std::string(field);
    f.fieldIndex = index;
    f.values = std::move(values);
    f.number = number;
    return f;
}

Filter combine(Filter::Op op, std::vector<Filter> children) {
    if (children.size() == 1 && op != Filter::Op::Not) return std::move(children.front());
    Filter f;
    f.op = op;
    f.children = std::move(children);
    return f;
}

Filter negate(Filter f) {
    return combine(Filter::Op::Not, {std::move(f)});
}

class Parser {
public:
    Parser(const Game& game, std::string_view text, const QueryOptions& options)
        : m_game(game), m_text(text), m_options(options) {}

    Query parse() {
        Query q;
        skipSpace();
        if (atEnd()) {
            q.plainWords = true;
            return q;
        }
        q.filter = parseOr();
        skipSpace();
        if (!atEnd()) throw Stop{m_pos, i18n::tr("')' without a '(' before it")};
        q.plainWords = m_plain;
        for (const auto& w : m_plainWords)
            q.words += (q.words.empty() ? "" : " ") + w;
        return q;
    }

private:
    [[nodiscard]] bool atEnd() const { return m_pos >= m_text.size(); }
    [[nodiscard]] char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }
    void skipSpace() {
        while (!atEnd() && isSpace(m_text[m_pos]))
            ++m_pos;
    }
    // The upper-case keyword at the cursor, standing alone ("OR", not "ORC"; lower-case "or"
    // is a word of a name, as in Cockatrice).
    [[nodiscard]] bool keyword(std::string_view word) const {
        if (m_text.substr(m_pos, word.size()) != word) return false;
        const std::size_t after = m_pos + word.size();
        return after >= m_text.size() || isSpace(m_text[after]) || m_text[after] == '(' ||
               m_text[after] == ')' || m_text[after] == '"';
    }
    // What stands where a search term was expected, said for the error.
    [[noreturn]] void expectedTerm(std::string_view after) const {
        if (atEnd())
            throw Stop{m_pos, after.empty()
                                  ? std::string(i18n::tr("expected a search term"))
                                  // TRANSLATORS: {} is what the term follows: NOT, '-' or '('.
                                  : i18n::trf("expected a search term after {}", after)};
        if (peek() == ')')
            throw Stop{m_pos, m_depth > 0 ? i18n::tr("expected a search term before ')'")
                                          : i18n::tr("')' without a '(' before it")};
        // TRANSLATORS: OR is the query's keyword, written as is.
        throw Stop{m_pos, i18n::tr("expected a search term before OR")};
    }
    [[nodiscard]] bool atTermEnd() const { return atEnd() || peek() == ')' || keyword("OR"); }

    Filter parseOr() {
        std::vector<Filter> any;
        any.push_back(parseAnd());
        for (skipSpace(); keyword("OR"); skipSpace()) {
            m_plain = false;
            m_pos += 2;
            skipSpace();
            if (atTermEnd()) expectedTerm("OR");
            any.push_back(parseAnd());
        }
        return combine(Filter::Op::Any, std::move(any));
    }

    Filter parseAnd() {
        std::vector<Filter> all;
        for (skipSpace(); !atTermEnd(); skipSpace()) {
            if (keyword("AND")) {
                m_plain = false;
                m_pos += 3;
                skipSpace();
                if (atTermEnd()) expectedTerm("AND");
            }
            all.push_back(parseUnary());
        }
        if (all.empty()) expectedTerm("");
        return combine(Filter::Op::All, std::move(all));
    }

    Filter parseUnary() {
        skipSpace();
        if (keyword("NOT") || peek() == '-') {
            const bool word = peek() != '-';
            m_plain = false;
            m_pos += word ? 3 : 1;
            if (!word && (atEnd() || isSpace(peek())))
                throw Stop{m_pos, i18n::tr("expected a search term right after '-'")};
            skipSpace();
            if (atTermEnd()) expectedTerm(word ? "NOT" : "'-'");
            return negate(parseUnary());
        }
        return parsePrimary();
    }

    Filter parsePrimary() {
        if (peek() == '(') {
            m_plain = false;
            const std::size_t open = m_pos++;
            ++m_depth;
            skipSpace();
            if (atTermEnd()) expectedTerm("'('");
            Filter f = parseOr();
            skipSpace();
            if (peek() != ')')
                throw Stop{m_pos,
                           i18n::trf("expected ')' to close the '(' at column {}", column(open))};
            ++m_pos;
            --m_depth;
            return f;
        }
        if (peek() == '"') {
            m_plain = false;
            const std::size_t at = m_pos;
            const auto words = searchWords(readQuoted());
            if (words.empty()) throw Stop{at, i18n::tr("expected words inside the quotes")};
            return nameWords(Filter::Op::Words, words);
        }
        return parseTerm();
    }

    // A quoted phrase at the cursor, without its quotes (\" inside is a quote).
    std::string readQuoted() {
        const std::size_t open = m_pos++;
        std::string out;
        while (!atEnd() && peek() != '"') {
            if (peek() == '\\' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '"') ++m_pos;
            out += m_text[m_pos++];
        }
        if (atEnd())
            throw Stop{m_text.size(),
                       i18n::trf("expected '\"' to close the quote at column {}", column(open))};
        ++m_pos;
        return out;
    }

    // A plain word or a phrase matched against the name (and the rules text when asked).
    Filter nameWords(Filter::Op op, const std::vector<std::string>& words) {
        Filter name = leaf(op, FieldName, "name", words);
        if (!m_options.wordsInText) return name;
        return combine(Filter::Op::Any, {std::move(name), leaf(op, FieldText, "text", words)});
    }

    Filter parseTerm() {
        const std::size_t start = m_pos;
        while (!atEnd() && !isSpace(peek()) && peek() != '(' && peek() != ')' && peek() != '"' &&
               kOperatorChars.find(peek()) == std::string_view::npos)
            ++m_pos;
        const std::string_view name = m_text.substr(start, m_pos - start);
        if (atEnd() || kOperatorChars.find(peek()) == std::string_view::npos) {
            m_plainWords.emplace_back(name);
            return nameWords(Filter::Op::WordPrefixes, searchWords(name));
        }
        m_plain = false;
        const std::size_t opAt = m_pos;
        std::string op(1, peek());
        if ((op == "!" || op == "<" || op == ">") && m_pos + 1 < m_text.size() &&
            m_text[m_pos + 1] == '=')
            op += '=';
        if (name.empty()) throw Stop{start, i18n::trf("expected a field name before '{}'", op)};
        m_pos += op.size();
        const std::size_t valueAt = m_pos;
        std::string value;
        if (peek() == '"') {
            value = readQuoted();
        } else {
            while (!atEnd() && !isSpace(peek()) && peek() != '(' && peek() != ')' && peek() != '"')
                ++m_pos;
            value = std::string(m_text.substr(valueAt, m_pos - valueAt));
        }
        if (trim(value).empty())
            // TRANSLATORS: a field and an operator ("cost>").
            throw Stop{valueAt, i18n::trf("expected a value after '{}{}'", name, op)};
        return fieldTerm(start, name, opAt, op, valueAt, value);
    }

    // The field a query names, by id or label, or an error naming the game's fields.
    int fieldOf(std::size_t at, std::string_view name) const {
        for (int i = 0; i < BuiltinFieldCount; ++i)
            if (iequals(name, builtinFieldId(i))) return i;
        const std::string folded = foldName(name);
        for (std::size_t i = 0; i < m_game.fields.size(); ++i) {
            const auto& f = m_game.fields[i];
            if (iequals(name, f.id) || foldName(f.label) == folded)
                return BuiltinFieldCount + static_cast<int>(i);
        }
        std::vector<std::string> ids;
        std::string list;
        for (int i = 0; i < BuiltinFieldCount; ++i)
            ids.emplace_back(builtinFieldId(i));
        for (const auto& f : m_game.fields)
            ids.push_back(f.id);
        for (const auto& id : ids)
            list += (list.empty() ? "" : ", ") + id;
        const auto close = closestMatches(name, ids, 1);
        if (close.empty())
            throw Stop{at, i18n::trf("unknown field '{}' (the fields of {}: {})", name, m_game.name,
                                     list)};
        // TRANSLATORS: the last {} is "Did you mean ...?", said by its own message.
        throw Stop{at, i18n::trf("unknown field '{}' (the fields of {}: {}).{}", name, m_game.name,
                                 list, didYouMean(close))};
    }

    Filter fieldTerm(std::size_t start, std::string_view name, std::size_t opAt,
                     const std::string& op, std::size_t valueAt, const std::string& value) {
        const int index = fieldOf(start, name);
        const std::string id(index < BuiltinFieldCount
                                 ? builtinFieldId(index)
                                 : std::string_view(m_game.fieldAt(index)->id));
        const FieldDef* def = m_game.fieldAt(index);
        const FieldDef rarity = rarityField(m_game);
        if (index == FieldRarity && !m_game.rarities.empty()) def = &rarity;
        const FieldType type = def ? def->type
                               : index == FieldSet || index == FieldNumber || index == FieldRarity
                                   ? FieldType::Enum // compared whole, as identifiers
                                   : FieldType::Text;
        switch (type) {
        case FieldType::Text: {
            if (op != ":")
                // TRANSLATORS: {0} is the field, {1} the operator written; "word" and "a phrase"
                // are examples of what follows ':'.
                throw Stop{opAt, i18n::trf("{0} takes ':' and words ({0}:word, {0}:\"a phrase\"; "
                                           "-{0}:word for 'not'), not '{1}'",
                                           id, op)};
            auto words = searchWords(value);
            if (words.empty()) throw Stop{valueAt, i18n::trf("expected words after '{}:'", id)};
            return leaf(Filter::Op::Words, index, id, std::move(words));
        }
        case FieldType::Enum: {
            if (op != ":" && op != "=" && op != "!=")
                throw Stop{opAt, i18n::trf("{} takes ':', '=' or '!=', not '{}'", id, op)};
            std::string canonical(trim(value));
            if (def) canonical = checked(valueAt, *def, value);
            Filter f = leaf(Filter::Op::Equals, index, id, {canonical});
            return op == "!=" ? negate(std::move(f)) : f;
        }
        case FieldType::Integer: {
            if (op == "!")
                throw Stop{opAt, i18n::trf("{} takes ':', '=', '!=', '<', '<=', '>' or '>=', not "
                                           "'{}'",
                                           id, op)};
            long long n = 0;
            if (!parseInt(trim(value), n))
                throw Stop{valueAt, i18n::trf("{} takes a whole number, not '{}'", id, value)};
            if (op == "<") return leaf(Filter::Op::Less, index, id, {}, n);
            if (op == "<=") return leaf(Filter::Op::LessEqual, index, id, {}, n);
            if (op == ">") return leaf(Filter::Op::Greater, index, id, {}, n);
            if (op == ">=") return leaf(Filter::Op::GreaterEqual, index, id, {}, n);
            if (op == "!=")
                return combine(Filter::Op::Any, {leaf(Filter::Op::Less, index, id, {}, n),
                                                 leaf(Filter::Op::Greater, index, id, {}, n)});
            return combine(Filter::Op::All, {leaf(Filter::Op::GreaterEqual, index, id, {}, n),
                                             leaf(Filter::Op::LessEqual, index, id, {}, n)});
        }
        case FieldType::Symbols:
            return symbolsTerm(index, id, *def, opAt, op, valueAt, value);
        }
        return {};
    }

    // On a symbols field (Cockatrice's colours): ':' any of them, '!' or '=' exactly those,
    // '!=' anything but exactly those, '>=' at least all of them, '<=' none but them.
    Filter symbolsTerm(int index, const std::string& id, const FieldDef& def, std::size_t opAt,
                       const std::string& op, std::size_t valueAt, const std::string& value) {
        if (op == "<" || op == ">")
            throw Stop{opAt, i18n::trf("{} takes ':' (any of), '!' or '=' (exactly), '!=', '>=' "
                                       "(all of) or '<=' (none but), not '{}'",
                                       id, op)};
        const std::string canonical = checked(valueAt, def, value);
        std::vector<Filter> has, lacks;
        for (const auto& symbol : def.values) {
            if (canonical.find(symbol) != std::string::npos)
                has.push_back(leaf(Filter::Op::HasSymbol, index, id, {symbol}));
            else
                lacks.push_back(negate(leaf(Filter::Op::HasSymbol, index, id, {symbol})));
        }
        if (op == ":") return combine(Filter::Op::Any, std::move(has));
        if (op == ">=") return combine(Filter::Op::All, std::move(has));
        if (op == "<=") return combine(Filter::Op::All, std::move(lacks));
        std::vector<Filter> exactly = std::move(has);
        for (auto& f : lacks)
            exactly.push_back(std::move(f));
        Filter f = combine(Filter::Op::All, std::move(exactly));
        return op == "!=" ? negate(std::move(f)) : f;
    }

    // A value read as card data reads it (aliases, any case), or the reason it is not one.
    std::string checked(std::size_t at, const FieldDef& def, const std::string& value) const {
        auto parsed = parseFieldValue(def, value);
        if (!parsed.ok()) throw Stop{at, parsed.errors.front().message};
        return parsed.value;
    }

public:
    // 1-based column of a byte offset, counted in characters (UTF-8 code points).
    [[nodiscard]] int column(std::size_t at) const {
        int col = 1;
        for (std::size_t i = 0; i < at && i < m_text.size(); ++i)
            if ((static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80) ++col;
        return col;
    }

private:
    const Game& m_game;
    std::string_view m_text;
    QueryOptions m_options;
    std::size_t m_pos = 0;
    int m_depth = 0;
    bool m_plain = true;
    std::vector<std::string> m_plainWords;
};

} // namespace

Result<Query> parseQuery(const Game& game, std::string_view text, const QueryOptions& options) {
    Parser parser(game, text, options);
    Result<Query> out;
    try {
        out.value = parser.parse();
    } catch (const Stop& stop) {
        out.errors.push_back({{"", 1, parser.column(stop.at)}, stop.message});
    }
    return out;
}

Filter withFieldsEqual(const Game& game, Filter filter,
                       const std::vector<std::pair<std::string, std::string>>& fields) {
    Filter all;
    all.children.push_back(std::move(filter));
    for (const auto& [field, value] : fields) {
        Filter equals;
        equals.op = Filter::Op::Equals;
        equals.field = field;
        equals.fieldIndex = game.fieldIndex(field);
        equals.values = {value};
        all.children.push_back(std::move(equals));
    }
    return all;
}

std::vector<const Printing*> matchingPrintings(const CardCatalogue& cards, const Filter& filter,
                                               std::size_t limit) {
    std::vector<const Printing*> out;
    // One query with a limit (deckhand-cli search): the hits in the catalogue's order, then the
    // first `limit` of them by name, ties by that order (what a stable sort would give), the
    // rest left unsorted.
    if (limit > 0 && !cards.hasNameOrder()) {
        std::vector<std::pair<const Printing*, std::size_t>> hits;
        for (std::size_t i = 0; i < cards.size(); ++i)
            if (filter.matches(cards.at(i))) hits.emplace_back(&cards.at(i), i);
        const auto byName = [](const auto& a, const auto& b) {
            const int c = a.first->foldedName.compare(b.first->foldedName);
            return c != 0 ? c < 0 : a.second < b.second;
        };
        const std::size_t shown = std::min(limit, hits.size());
        std::partial_sort(hits.begin(), hits.begin() + static_cast<std::ptrdiff_t>(shown),
                          hits.end(), byName);
        out.reserve(shown);
        for (std::size_t i = 0; i < shown; ++i)
            out.push_back(hits[i].first);
        return out;
    }
    // Else the catalogue's name order (made once, for a program that asks many queries of one
    // game, as the card browser does): the printings matched in the catalogue's order (memory
    // read in order) and marked, then the marks read in name order; nothing sorted.
    const auto& order = cards.inNameOrder();
    std::vector<char> hit(cards.size(), 0);
    for (std::size_t i = 0; i < cards.size(); ++i)
        hit[i] = filter.matches(cards.at(i)) ? 1 : 0;
    for (const std::uint32_t i : order) {
        if (!hit[i]) continue;
        out.push_back(&cards.at(i));
        if (out.size() == limit) break;
    }
    return out;
}

} // namespace deckhand::core
