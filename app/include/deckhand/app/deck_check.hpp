// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/core/date.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/resolve.hpp"
#include "deckhand/core/validation.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

/// How to judge decks: the format, its settings and the event date.
struct CheckOptions {
    std::string format; ///< empty: the game's default
    std::map<std::string, std::string> settings;
    core::Date date = core::Date::today();
};

/// The result of checking one deck list: either input errors (the list could not be read)
/// or a validation report.
struct DeckCheck {
    std::string file;
    std::string game;
    std::string format;
    core::Deck deck;
    std::vector<ParseError> inputErrors;
    std::optional<core::ValidationReport> report;

    [[nodiscard]] bool legal() const { return inputErrors.empty() && report && report->legal(); }
};

/// A check of the list `file` with its header filled and nothing judged yet: the game's and
/// the format's ids, left empty without them (a list whose game could not be told). Every check
/// starts from it.
[[nodiscard]] DeckCheck startCheck(std::string file, const LoadedGame* game = nullptr,
                                   const core::Format* format = nullptr);

/// The format to judge by, settings applied; errors name an unknown format or setting.
[[nodiscard]] Result<core::Format> resolveFormat(const LoadedGame& game,
                                                 const CheckOptions& options);

/// Reads, resolves and validates one deck list against an already-resolved format.
[[nodiscard]] DeckCheck checkDeckText(const LoadedGame& game, const core::Format& format,
                                      std::string_view text, const std::string& file,
                                      const core::Date& date);
[[nodiscard]] DeckCheck checkDeckList(const LoadedGame& game, const core::Format& format,
                                      const core::DeckList& list, const core::Date& date);
/// The same, the list's strings taken into the checked deck instead of copied.
[[nodiscard]] DeckCheck checkDeckList(const LoadedGame& game, const core::Format& format,
                                      core::DeckList&& list, const core::Date& date);
/// A deck list already read into memory, in the format its file name's extension says (.cod,
/// .o8d, .dek, .csv; plain text for any other name). For a front end that keeps what it read.
[[nodiscard]] DeckCheck checkDeckBytes(const LoadedGame& game, const core::Format& format,
                                       std::string_view bytes, const std::string& file,
                                       const core::Date& date);
/// A deck file of any format Deckhand reads (by extension: .txt, .cod, .o8d, .dek, .csv).
[[nodiscard]] DeckCheck checkDeckFile(const LoadedGame& game, const core::Format& format,
                                      const std::string& path, const core::Date& date);
/// Validates a deck already resolved (a saved deck); its unresolved lines are errors in the report.
[[nodiscard]] DeckCheck checkDeck(const LoadedGame& game, const core::Format& format,
                                  core::Deck deck, const std::string& file, const core::Date& date);

/// How much of what a deck was judged with is SAMPLE data (a pack's, made up for tests and
/// demos): its copies of sample cards, and whether the Limited list in force is one.
struct SampleUse {
    int cards = 0;
    bool list = false;
    [[nodiscard]] bool any() const { return cards > 0 || list; }
    /// "SAMPLE data: 41 sample cards and a sample Limited list, made up for tests and demos,
    /// not the publisher's"; empty when none.
    [[nodiscard]] std::string str() const;
    /// "SAMPLE cards and Limited list", "SAMPLE cards", "SAMPLE Limited list"; empty when none.
    [[nodiscard]] std::string label() const;
};

/// The sample data a check used (the cards its deck names, the list in force on its date).
[[nodiscard]] SampleUse sampleUse(const DeckCheck& check, const LoadedGame& game);

/// The report as people read it: a verdict line (and a SAMPLE line when sample data was
/// judged), then each error and warning with its numbers, cards and citation.
[[nodiscard]] std::string formatReport(const DeckCheck& check, const LoadedGame& game);
/// The same when the game may be unknown (nullptr: a list whose game could not be told); a
/// check with input errors needs none.
[[nodiscard]] std::string formatReport(const DeckCheck& check, const LoadedGame* game);

/// `{"decks":[{"file","game","format","legal","hash","errors":[...],"warnings":[...]}]}`; "hash"
/// (the deck hash its registration sheet prints, core::deckHash) when the list could be read.
[[nodiscard]] std::string checksToJson(const std::vector<DeckCheck>& checks);

/// checksToJson's document written one deck at a time, byte for byte the same, so a front end
/// can print each check as it is ready and keep none: begin(), then each deck's entry()
/// (prefixed with separator() from the second on), then end(count).
struct ChecksJson {
    /// What the document opens with.
    [[nodiscard]] static std::string_view begin() { return "{\n  \"decks\": ["; }
    /// One deck's object, indented for its place in the document, with the line break that
    /// leads to it (from the array's opening or from the separator).
    [[nodiscard]] static std::string entry(const DeckCheck& check);
    /// What goes between two entries.
    [[nodiscard]] static std::string_view separator() { return ","; }
    /// What closes the document after `count` entries.
    [[nodiscard]] static std::string_view end(std::size_t count) {
        return count == 0 ? "]\n}\n" : "\n  ]\n}\n";
    }
};

} // namespace deckhand::app
