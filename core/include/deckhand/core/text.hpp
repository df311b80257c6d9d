// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace deckhand::core {

/// The form two card names, or a name and search text, are compared in: curly quotes and dashes
/// made straight, then Unicode NFKC_Casefold ("CAFÉ" and "Café", "ΣΑΣ" and "σας", "STRASSE" and
/// "Straße", "ＡＢＣ" and "abc" fold alike), runs of white space collapsed to one space, leading
/// and trailing space removed. Every comparison of names and search text goes through this.
[[nodiscard]] std::string foldName(std::string_view name);
/// foldName written into `out` (its old contents replaced), for a loop that folds many names
/// into one string whose room it keeps. `name` must not lie in `out`.
void foldNameInto(std::string_view name, std::string& out);

/// The words of a text as searches compare them: folded as foldName does, accents taken off
/// ("Café" gives "cafe"), split at every character that is neither a letter nor a digit
/// ("Creature — Cat" gives "creature", "cat"; "3/3" gives "3", "3"), as the profile's full-text
/// index splits names and rules text.
[[nodiscard]] std::vector<std::string> searchWords(std::string_view text);

/// Whether `s` is valid UTF-8; when not, `badOffset` is where it goes wrong.
[[nodiscard]] bool validUtf8(std::string_view s, std::size_t* badOffset = nullptr);

/// Leading and trailing ASCII white space removed.
[[nodiscard]] std::string_view trim(std::string_view s);

/// ASCII lower case: for identifiers (file extensions, set codes), not names (foldName).
[[nodiscard]] std::string toLower(std::string_view s);

/// Case-insensitive ASCII equality: for identifiers and keywords, not names (foldName).
[[nodiscard]] bool iequals(std::string_view a, std::string_view b);
/// `s` appended to `out` as a JSON string, quoted and escaped as nlohmann::json's dump() writes
/// it: UTF-8 as it is; a quote, a backslash and each control character escaped (\b \f \n \r
/// \t, the others as \u00XX). `s` must be UTF-8 for the result to be JSON. A string with
/// nothing to escape (nearly all) is found so eight bytes at a time and appended whole.
void appendJsonString(std::string& out, std::string_view s);

/// Levenshtein distance between two UTF-8 texts counted in code points ("é" to "e" is one
/// edit), stopping early once it exceeds `limit`.
[[nodiscard]] int editDistance(std::string_view a, std::string_view b, int limit);

/// Up to `count` of `candidates` closest to `wanted` (compared folded), best first:
/// near misses by edit distance, then names that contain the wanted text.
[[nodiscard]] std::vector<std::string> closestMatches(std::string_view wanted,
                                                      const std::vector<std::string>& candidates,
                                                      std::size_t count = 3);
/// The same, given the candidates already folded (`folded[i]` is foldName(candidates[i])): a
/// catalogue keeps its names folded once for every list that needs a suggestion.
[[nodiscard]] std::vector<std::string> closestMatches(std::string_view wanted,
                                                      const std::vector<std::string>& candidates,
                                                      const std::vector<std::string>& folded,
                                                      std::size_t count = 3);

/// " Did you mean 'A', 'B' or 'C'?" for the closest matches a message offers (closestMatches),
/// to follow its sentence; empty when there are none. The one way every "unknown" message
/// suggests.
[[nodiscard]] std::string didYouMean(const std::vector<std::string>& matches);

/// "1 card", "3 cards": a count written out and the word that agrees with it.
[[nodiscard]] std::string plural(long long n, std::string_view one, std::string_view many);
/// The same for a count already written out ("2 (setting hand-size)"): one only for "1".
[[nodiscard]] std::string plural(std::string_view count, std::string_view one,
                                 std::string_view many);

/// Parses a whole decimal integer (optional sign); false when `s` is anything else.
[[nodiscard]] bool parseInt(std::string_view s, long long& out);

/// Collector numbers in order: by their leading digits first ("2" < "10" < "041/040"), numbers
/// before the rest, then as text.
[[nodiscard]] bool collectorNumberLess(std::string_view a, std::string_view b);

} // namespace deckhand::core
