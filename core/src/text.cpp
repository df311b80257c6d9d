// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/core/text.hpp"

#include "deckhand/core/i18n.hpp"
#include "deckhand/core/quantity.hpp"
#include "deckhand/core/sentence.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <span>
#include <utf8proc.h>

namespace deckhand::core {

namespace {

constexpr bool isSpace(unsigned char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// Multi-byte UTF-8 sequences folded to one ASCII character: curly quotes, primes, dashes and
// non-breaking space, the characters that differ between a list typed on a phone and the
// card data.
struct Fold {
    std::string_view from;
    char to;
};
constexpr Fold kFolds[] = {
    {"\xE2\x80\x98", '\''}, {"\xE2\x80\x99", '\''}, {"\xE2\x80\x9B", '\''}, {"\xE2\x80\xB2", '\''},
    {"\xC2\xB4", '\''},     {"\x60", '\''},         {"\xE2\x80\x9C", '"'},  {"\xE2\x80\x9D", '"'},
    {"\xE2\x80\x9F", '"'},  {"\xE2\x80\x90", '-'},  {"\xE2\x80\x91", '-'},  {"\xE2\x80\x92", '-'},
    {"\xE2\x80\x93", '-'},  {"\xE2\x80\x94", '-'},  {"\xC2\xA0", ' '},
};

// The curly quotes, dashes and non-breaking space of kFolds made plain, bytes outside them kept.
// Before NFKC: it would turn the acute accent (U+00B4) into a space and a combining accent.
std::string plainPunctuation(std::string_view name) {
    std::string out;
    out.reserve(name.size());
    for (std::size_t i = 0; i < name.size();) {
        char c = name[i];
        std::size_t len = 1;
        // Every fold starts with a non-ASCII byte or a backquote: plain letters skip the table
        // (foldName runs for every printing of an import and every line of a deck).
        const bool mayFold = static_cast<unsigned char>(c) >= 0x80 || c == '\x60';
        for (const auto& f : mayFold ? std::span<const Fold>(kFolds) : std::span<const Fold>()) {
            if (name.substr(i, f.from.size()) == f.from) {
                c = f.to;
                len = f.from.size();
                break;
            }
        }
        out += c;
        i += len;
    }
    return out;
}

bool isAscii(std::string_view s) {
    return std::all_of(s.begin(), s.end(),
                       [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

// NFKC with Unicode case folding and default-ignorable code points removed (Unicode's
// NFKC_Casefold), in place; false, `s` unchanged, when it is not valid UTF-8.
bool nfkcCasefold(std::string& s) {
    utf8proc_uint8_t* mapped = nullptr;
    const auto n = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(s.data()),
                                static_cast<utf8proc_ssize_t>(s.size()), &mapped,
                                static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE |
                                                               UTF8PROC_COMPAT | UTF8PROC_CASEFOLD |
                                                               UTF8PROC_IGNORE));
    if (n < 0) return false;
    s.assign(reinterpret_cast<const char*>(mapped), static_cast<std::size_t>(n));
    std::free(mapped);
    return true;
}

// `s` with each run of spaces made one and none at the ends, and its ASCII letters lower case
// when `lower` (the last step of foldName), into `out`.
void collapseSpacesInto(std::string_view s, bool lower, std::string& out) {
    // Written through a pointer into room for all of `s` (it only shrinks), then cut to size:
    // appending a character at a time checked the capacity for each.
    out.resize(s.size());
    char* const begin = out.data();
    char* p = begin;
    bool pendingSpace = false;
    for (char c : s) {
        if (isSpace(static_cast<unsigned char>(c))) {
            pendingSpace = p != begin;
            continue;
        }
        if (pendingSpace) {
            *p++ = ' ';
            pendingSpace = false;
        }
        *p++ = lower && c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    }
    out.resize(static_cast<std::size_t>(p - begin));
}

} // namespace

std::string foldName(std::string_view name) {
    std::string out;
    foldNameInto(name, out);
    return out;
}

namespace {

// What foldNameInto's plain pass does with each byte: kPlainKind 0 copies it (kPlainLower
// lower-cases it), 1 is a space of a run made one, 2 ends the pass (a byte from 0x80 or the
// backquote: there is punctuation to make plain or NFKC to do).
struct PlainFold {
    std::array<unsigned char, 256> kind{};
    std::array<char, 256> lower{};
    constexpr PlainFold() {
        for (int c = 0; c < 256; ++c) {
            lower[c] = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
            kind[c] = c >= 0x80 || c == 0x60 ? 2 : isSpace(static_cast<unsigned char>(c)) ? 1 : 0;
        }
    }
};
constexpr PlainFold kPlainFold;

// collapseSpacesInto(name, true, out) for plain ASCII without a backquote, in one pass; false
// (out unspecified) when `name` is not that.
bool foldPlainInto(std::string_view name, std::string& out) {
    out.resize(name.size());
    char* const begin = out.data();
    char* p = begin;
    bool pendingSpace = false;
    for (const char c : name) {
        const auto u = static_cast<unsigned char>(c);
        const unsigned char kind = kPlainFold.kind[u];
        if (kind == 0) {
            if (pendingSpace) {
                *p++ = ' ';
                pendingSpace = false;
            }
            *p++ = kPlainFold.lower[u];
        } else if (kind == 1) {
            pendingSpace = p != begin;
        } else {
            return false;
        }
    }
    out.resize(static_cast<std::size_t>(p - begin));
    return true;
}

} // namespace

void foldNameInto(std::string_view name, std::string& out) {
    // Plain ASCII without a backquote (the name of nearly every card and deck line) has no
    // punctuation to make plain and nothing for NFKC to do: one pass, one copy. foldName runs
    // for every line a batch check reads.
    if (foldPlainInto(name, out)) return;
    std::string plain = plainPunctuation(name);
    // Text that is not UTF-8 gets ASCII case folded and its other bytes kept, so a damaged name
    // still compares with itself. NFKC has made every Unicode space (no-break, ideographic,
    // en/em) an ASCII one.
    const bool unicodeFolded = !isAscii(plain) && nfkcCasefold(plain);
    collapseSpacesInto(plain, !unicodeFolded, out);
}

std::vector<std::string> searchWords(std::string_view text) {
    std::string folded = foldName(text);
    std::vector<std::string> words;
    if (isAscii(folded)) {
        std::string word;
        for (char c : folded) {
            if (std::isalnum(static_cast<unsigned char>(c))) {
                word += c;
            } else if (!word.empty()) {
                words.push_back(std::move(word));
                word.clear();
            }
        }
        if (!word.empty()) words.push_back(std::move(word));
        return words;
    }
    // Decomposed with the combining marks dropped: the accents go, the letters stay.
    utf8proc_uint8_t* mapped = nullptr;
    const auto n = utf8proc_map(
        reinterpret_cast<const utf8proc_uint8_t*>(folded.data()),
        static_cast<utf8proc_ssize_t>(folded.size()), &mapped,
        static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_STRIPMARK));
    if (n >= 0) {
        folded.assign(reinterpret_cast<const char*>(mapped), static_cast<std::size_t>(n));
        std::free(mapped);
    }
    std::string word;
    for (std::size_t i = 0; i < folded.size();) {
        utf8proc_int32_t cp = 0;
        auto len = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(folded.data() + i),
                                    static_cast<utf8proc_ssize_t>(folded.size() - i), &cp);
        if (len <= 0) { // a byte that is not UTF-8: kept inside the word
            word += folded[i++];
            continue;
        }
        const auto category = utf8proc_category(cp);
        const bool inWord =
            (category >= UTF8PROC_CATEGORY_LU && category <= UTF8PROC_CATEGORY_LO) ||
            (category >= UTF8PROC_CATEGORY_ND && category <= UTF8PROC_CATEGORY_NO) ||
            category == UTF8PROC_CATEGORY_CO;
        if (inWord) {
            word.append(folded, i, static_cast<std::size_t>(len));
        } else if (!word.empty()) {
            words.push_back(std::move(word));
            word.clear();
        }
        i += static_cast<std::size_t>(len);
    }
    if (!word.empty()) words.push_back(std::move(word));
    return words;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && isSpace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

std::string toLower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

namespace {

// Whether no byte of `s` needs escaping in JSON (none below 0x20, no quote, no backslash):
// eight bytes at a time, each test one that tells whether any byte of a word is so (the bit
// tricks of "Determine if a word has a byte less than n", exact for that question).
bool nothingToEscape(std::string_view s) {
    constexpr std::uint64_t kOnes = 0x0101010101010101, kHighs = 0x8080808080808080;
    const auto anyBelow = [&](std::uint64_t w, std::uint64_t n) {
        return (w - kOnes * n) & ~w & kHighs;
    };
    std::uint64_t flagged = 0;
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        std::uint64_t w = 0;
        std::memcpy(&w, s.data() + i, 8);
        flagged |=
            anyBelow(w, 0x20) | anyBelow(w ^ (kOnes * '"'), 1) | anyBelow(w ^ (kOnes * '\\'), 1);
    }
    if (flagged != 0) return false;
    for (; i < s.size(); ++i) {
        const auto u = static_cast<unsigned char>(s[i]);
        if (u < 0x20 || u == '"' || u == '\\') return false;
    }
    return true;
}

} // namespace

void appendJsonString(std::string& out, std::string_view s) {
    out += '"';
    if (nothingToEscape(s)) {
        out += s;
        out += '"';
        return;
    }
    std::size_t plain = 0; // start of the run not yet written
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto u = static_cast<unsigned char>(s[i]);
        if (u >= 0x20 && u != '"' && u != '\\') continue;
        out.append(s.substr(plain, i - plain));
        plain = i + 1;
        switch (u) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default: {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\u00";
            out += kHex[u >> 4];
            out += kHex[u & 0xF];
        }
        }
    }
    out.append(s.substr(plain));
    out += '"';
}

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
        if (x != y) return false;
    }
    return true;
}

namespace {

// The code points of UTF-8 text; a byte that does not start a valid sequence counts as one.
std::vector<char32_t> codePoints(std::string_view s) {
    std::vector<char32_t> out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        utf8proc_int32_t cp = 0;
        const auto len = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(s.data() + i),
                                          static_cast<utf8proc_ssize_t>(s.size() - i), &cp);
        if (len <= 0) {
            out.push_back(static_cast<unsigned char>(s[i]));
            ++i;
        } else {
            out.push_back(static_cast<char32_t>(cp));
            i += static_cast<std::size_t>(len);
        }
    }
    return out;
}

// Levenshtein distance of two sequences, or limit + 1 once it is sure to exceed `limit`.
template <class Seq> int distance(const Seq& a, const Seq& b, int limit) {
    const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
    if (std::abs(n - m) > limit) return limit + 1;
    std::vector<int> prev(m + 1), cur(m + 1);
    std::iota(prev.begin(), prev.end(), 0);
    for (int i = 1; i <= n; ++i) {
        cur[0] = i;
        int rowMin = cur[0];
        for (int j = 1; j <= m; ++j) {
            int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
            rowMin = std::min(rowMin, cur[j]);
        }
        if (rowMin > limit) return limit + 1;
        std::swap(prev, cur);
    }
    return prev[m];
}

} // namespace

int editDistance(std::string_view a8, std::string_view b8, int limit) {
    // ASCII (nearly every name) is its own code points: compared as bytes, not decoded into
    // vectors first (a suggestion compares the wanted name with every name of the game).
    if (isAscii(a8) && isAscii(b8)) return distance(a8, b8, limit);
    return distance(codePoints(a8), codePoints(b8), limit);
}

std::vector<std::string> closestMatches(std::string_view wanted,
                                        const std::vector<std::string>& candidates,
                                        std::size_t count) {
    std::vector<std::string> folded;
    folded.reserve(candidates.size());
    for (const auto& c : candidates)
        folded.push_back(foldName(c));
    return closestMatches(wanted, candidates, folded, count);
}

std::vector<std::string> closestMatches(std::string_view wanted,
                                        const std::vector<std::string>& candidates,
                                        const std::vector<std::string>& folded, std::size_t count) {
    const std::string w = foldName(wanted);
    const int length = static_cast<int>(codePoints(w).size());
    const int limit = std::max(2, length / 3);
    struct Scored {
        int score;
        const std::string* name;
    };
    std::vector<Scored> scored;
    for (std::size_t i = 0; i < candidates.size() && i < folded.size(); ++i) {
        const std::string& f = folded[i];
        int d = editDistance(w, f, limit);
        if (d <= limit) {
            scored.push_back({d, &candidates[i]});
        } else if (length >= 3 &&
                   (f.find(w) != std::string::npos || w.find(f) != std::string::npos)) {
            scored.push_back({limit + 1, &candidates[i]});
        }
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const Scored& x, const Scored& y) { return x.score < y.score; });
    std::vector<std::string> out;
    for (const auto& s : scored) {
        if (out.size() >= count) break;
        if (std::find(out.begin(), out.end(), *s.name) == out.end()) out.push_back(*s.name);
    }
    return out;
}

std::string plural(long long n, std::string_view one, std::string_view many) {
    return plural(std::to_string(n), one, many);
}

std::string plural(std::string_view count, std::string_view one, std::string_view many) {
    std::string out(count);
    out += ' ';
    out += count == "1" ? one : many;
    return out;
}

bool parseInt(std::string_view s, long long& out) {
    s = trim(s);
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    if (s.empty()) return false;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && ptr == s.data() + s.size();
}

} // namespace deckhand::core

namespace deckhand::core {

std::optional<int> parseQuantity(std::string_view text, int least) {
    long long n = 0;
    if (!parseInt(text, n) || n < least || n > kMaxQuantity) return std::nullopt;
    return static_cast<int>(n);
}

bool collectorNumberLess(std::string_view a, std::string_view b) {
    auto lead = [](std::string_view s) {
        long long n = 0;
        std::size_t i = 0;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9' && i < 15)
            n = n * 10 + (s[i++] - '0');
        return std::pair(i > 0, n);
    };
    const auto [hasA, na] = lead(a);
    const auto [hasB, nb] = lead(b);
    if (hasA && hasB && na != nb) return na < nb;
    if (hasA != hasB) return hasA;
    return a < b;
}

std::string didYouMean(const std::vector<std::string>& matches) {
    if (matches.empty()) return {};
    std::vector<std::string> quoted;
    for (const auto& m : matches)
        quoted.push_back("'" + m + "'");
    // TRANSLATORS: ends a message on a misspelt name; the value is "'Gloom' or 'Bloom'".
    return i18n::trf(" Did you mean {}?", orList(quoted));
}

bool validUtf8(std::string_view s, std::size_t* badOffset) {
    std::size_t i = 0;
    while (i < s.size()) {
        // Plain ASCII, eight bytes at a time (every list a batch check reads is checked).
        for (std::uint64_t word = 0; i + 8 <= s.size(); i += 8) {
            std::memcpy(&word, s.data() + i, 8);
            if (word & 0x8080808080808080u) break;
        }
        if (i == s.size()) break;
        const unsigned char c = static_cast<unsigned char>(s[i]);
        std::size_t len = 0;
        unsigned min = 0;
        unsigned cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            len = 2;
            cp = c & 0x1Fu;
            min = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            len = 3;
            cp = c & 0x0Fu;
            min = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            len = 4;
            cp = c & 0x07u;
            min = 0x10000;
        } else {
            if (badOffset) *badOffset = i;
            return false;
        }
        if (i + len > s.size()) {
            if (badOffset) *badOffset = i;
            return false;
        }
        for (std::size_t k = 1; k < len; ++k) {
            const unsigned char d = static_cast<unsigned char>(s[i + k]);
            if ((d & 0xC0) != 0x80) {
                if (badOffset) *badOffset = i;
                return false;
            }
            cp = (cp << 6) | (d & 0x3Fu);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            if (badOffset) *badOffset = i;
            return false;
        }
        i += len;
    }
    return true;
}

} // namespace deckhand::core
