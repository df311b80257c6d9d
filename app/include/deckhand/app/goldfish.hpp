// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/app/game_library.hpp"
#include "deckhand/core/deck.hpp"
#include "deckhand/core/goldfish.hpp"
#include "deckhand/core/monte_carlo.hpp"
#include "deckhand/core/probability.hpp"

#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deckhand::app {

/// What to ask about a deck's draws (the CLI's goldfish options; the GUI fills the same).
struct GoldfishOptions {
    std::string format; ///< the format the deck list is read under; empty: the game's default
    std::map<std::string, std::string> settings; ///< goldfish settings (PLU's spend, boss ...)
    std::vector<std::string> needs; ///< "K FIELD=VALUE[|VALUE...][; FIELD=VALUE...]", all required
    int byTurn = 0;
    core::PlayOrder play = core::PlayOrder::First;
    bool mulligan = false;
    core::NeedZone zone = core::NeedZone::Hand;
    std::uint64_t trials = 100000;
    std::uint64_t seed = 1;
    unsigned threads = 0; ///< 0: every core
    std::string link;     ///< a Link cost to give the odds of, e.g. "<Link8>{(1)(Σ)(Ω)(Ω)}"
    bool figures = true;  ///< also work out the pack's deck-level figures
    bool simulate = true; ///< false: only the exact answer (cheap; none where the maths has none)
    std::atomic<std::uint64_t>* progress =
        nullptr; ///< trials simulated so far (core::SimulationOptions)
    const std::atomic<bool>* cancel = nullptr; ///< set to stop the simulation early
};

/// One of the pack's deck-level figures, worked out.
struct GoldfishFigureResult {
    core::GoldfishFigure::Kind kind = core::GoldfishFigure::Kind::Need;
    std::string id;
    std::string label;
    std::string citation;
    std::string note;
    std::optional<double> exact;
    std::string exactWhy;
    std::optional<core::SimulationResult> simulated;
    int have = 0; ///< Share: matching cards ...
    int of = 0;   ///< ... of this many
    std::string cost;
    std::vector<double> atLeast; ///< Link
};

/// The odds of a Link cost from the deck.
struct GoldfishLink {
    core::CostFrames frames; ///< the game's: its keyword and symbols, for the report
    core::FramedCost cost;
    core::FramedCards library;
    std::vector<double> atLeast; ///< [t-1]: P(the cost can be paid at least t times)
};

/// Everything `deckhand-cli goldfish` reports about one deck.
struct GoldfishReport {
    std::string file;
    std::string game;
    std::string gameName;
    std::string deckName;
    int deckSize = 0;
    int librarySize = 0;
    /// With several libraries, each one's name and cards ("Spellbook", 50); else empty.
    std::vector<std::pair<std::string, int>> libraries;
    std::vector<std::string> setAside; ///< "Kaito Blaze -> Fighter Zone"
    std::vector<std::string> setup;    ///< the procedure, one line per step, with citations
    std::vector<std::string> turn;
    std::string rulesFile;
    std::string note;
    std::map<std::string, std::string> settings;

    std::vector<std::string> warnings; ///< a need no card of the deck can meet, ...

    std::optional<core::Question> question;
    std::string needText;
    std::optional<std::string> mulliganNote; ///< the game has no mulligan, or none was asked for
    core::ExactAnswer exact;
    std::optional<core::SimulationResult> simulated;
    std::optional<GoldfishLink> link;
    std::vector<GoldfishFigureResult> figures;
    /// What the card data lacks for the game's steps (P.O.W.E.R.: no card has a BQ value, so
    /// nothing reaches the HQ): said instead of odds that would read 0% on every turn.
    std::string missingData;

    /// P.O.W.E.R.: the deal, and where cards carry BQ values, the turn each deploys.
    struct Pile {
        std::string name;
        int cards = 0;
    };
    std::vector<Pile> piles;
    std::vector<std::pair<std::string, double>>
        onTop; ///< card, chance a copy starts on top of a pile
    std::optional<core::DeployReport> deploys;
};

/// Parses one need: "2 weight=Light", "1 name=Iron Palm|Quick Jab", "1 type=Attack; weight=Heavy",
/// with =, !=, <, <=, >, >= on the game's fields. Errors name the field or what is wrong.
[[nodiscard]] Result<core::Requirement> parseRequirement(const core::Game& game,
                                                         std::string_view text);

/// Reads and resolves a deck list for goldfish (names matched as `validate` does).
[[nodiscard]] Result<core::Deck> loadGoldfishDeck(const LoadedGame& game, const std::string& format,
                                                  const std::string& path);

/// Answers the options' question for one deck list: exact where the maths allows, simulated
/// always (when a need is given), Link odds, the pack's figures and P.O.W.E.R.'s deal.
[[nodiscard]] Result<GoldfishReport>
runGoldfish(const LoadedGame& game, const std::string& deckPath, const GoldfishOptions& options);

/// The same for a deck already in memory (the deck editor's); `name` stands for its file in
/// messages.
[[nodiscard]] Result<GoldfishReport> runGoldfish(const LoadedGame& game, const core::Deck& deck,
                                                 const std::string& name,
                                                 const GoldfishOptions& options);

/// One game of a deck in memory played by the game's procedure, event by event, to step through.
[[nodiscard]] Result<core::SampleGame>
playGoldfishSample(const LoadedGame& game, const core::Deck& deck, const std::string& name,
                   const GoldfishOptions& options, int turns);

/// The same game with the player choosing its mulligans (core::playSample's `mulligans`).
[[nodiscard]] Result<core::SampleGame>
playGoldfishSample(const LoadedGame& game, const core::Deck& deck, const std::string& name,
                   const GoldfishOptions& options, int turns,
                   const std::vector<std::vector<int>>& mulligans);

/// The game's mulligan of the cards at `chosen` on a sample game played with the player's
/// choices by the same deck, options and turns (core::takeMulligan).
[[nodiscard]] Result<core::SampleGame>
mulliganGoldfishSample(const LoadedGame& game, const core::Deck& deck, const std::string& name,
                       const GoldfishOptions& options, int turns, const core::SampleGame& sample,
                       const std::vector<int>& chosen);

/// The report as people read it.
[[nodiscard]] std::string formatGoldfish(const GoldfishReport& report);

/// `{"exact": P|null, "simulated": {"p", "ci95": [lo, hi], "trials", "seed"}|null, "link":
/// {"at_least": [...]}, ...}`.
[[nodiscard]] std::string goldfishToJson(const GoldfishReport& report);

/// One game played turn by turn, as text: setup, hand, mulligan, draws, zones.
[[nodiscard]] Result<std::string> sampleGoldfish(const LoadedGame& game,
                                                 const std::string& deckPath,
                                                 const GoldfishOptions& options, int turns);

} // namespace deckhand::app
