// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Deckhand's own sentences in the user's language.
//
// Core builds messages (verdicts, parse errors, notes) but reads no files: the program installs
// a Catalogue at start (the CLI and the GUI install the gettext one of app/translations.hpp)
// and, until one is installed, every message is its English id. Messages are marked where they
// are written, and xgettext (po/CMakeLists.txt) collects them by these functions' names:
//
//   tr("Deck")                                    a fixed sentence
//   trn("one card", "many cards", n)              a sentence with a number in it (real plural
//   forms) trf("{} is not a card of {}.", name, game)    a sentence with values: fmt's {} or {0},
//   {1} trfn("{} copy", "{} copies", n, n)            both trNoop("Main") marked here, translated
//   where it is shown
//
// A translation is a fmt format string too; one that does not format with the message's
// arguments (a translator's typo) falls back to the English message rather than failing.
// Never mark rule ids, JSON keys, CSV headers or quotations of a rules sheet.

#include <fmt/format.h>
#include <string>
#include <string_view>

namespace deckhand::i18n {

// The user's language. `translate` returns `id` when it has no translation; the text returned
// lives as long as the catalogue.
class Catalogue {
public:
    virtual ~Catalogue() = default;
    [[nodiscard]] virtual const char* translate(const char* id) const = 0;
    [[nodiscard]] virtual const char* translatePlural(const char* one, const char* many,
                                                      unsigned long n) const = 0;
    /// The language it answers in, as a locale names it ("fr_FR", "de"): a game pack's own
    /// words are chosen by it. "" for English or unknown.
    [[nodiscard]] virtual std::string language() const { return {}; }
};

// Installs the catalogue every message is translated with (not owned; it must outlive every
// call). nullptr: English. Set once at start, before any thread reads messages.
void install(const Catalogue* catalogue);

[[nodiscard]] const char* tr(const char* id);
/// The installed catalogue's language ("" without one).
[[nodiscard]] std::string language();
[[nodiscard]] const char* trn(const char* one, const char* many, unsigned long n);

// Marks `id` for the catalogue without translating it: a table of names translated later with tr().
[[nodiscard]] constexpr const char* trNoop(const char* id) {
    return id;
}

namespace detail {
// The translated `pattern` formatted with `args`; the English `fallback` when the translation
// does not format with them.
std::string formatTranslated(const char* pattern, const char* fallback, fmt::format_args args);
} // namespace detail

template <typename... Args> [[nodiscard]] std::string trf(const char* id, const Args&... args) {
    return detail::formatTranslated(tr(id), id, fmt::make_format_args(args...));
}

template <typename... Args>
[[nodiscard]] std::string trfn(const char* one, const char* many, unsigned long n,
                               const Args&... args) {
    return detail::formatTranslated(trn(one, many, n), n == 1 ? one : many,
                                    fmt::make_format_args(args...));
}

} // namespace deckhand::i18n
