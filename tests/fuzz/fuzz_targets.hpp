// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What each fuzz target does with one input: shared by the libFuzzer entry points
// (fuzz_*.cpp) and by tests/importers/fuzz_regression_test.cpp, which replays the inputs that
// once crashed one of them.
#include "deckhand/core/deck_code.hpp"
#include "deckhand/core/validation.hpp"
#include "deckhand/io/card_csv.hpp"
#include "deckhand/io/card_formats.hpp"
#include "deckhand/io/deck_text.hpp"
#include "deckhand/io/game_pack.hpp"
#include "fuzz_game.hpp"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace deckhand::fuzz {

/// Every error must say where: a reader that loses the place has a bug too.
inline void checkErrors(const std::vector<ParseError>& errors) {
    for (const auto& e : errors) {
        if (e.message.empty()) std::abort();
        (void)e.str();
    }
}

inline void cockatrice(std::string_view input) {
    checkErrors(io::readCockatrice(input, game(), "fuzz.xml").errors);
}

inline void octgn(std::string_view input) {
    checkErrors(io::readOctgnSet(input, game(), "set.xml").errors);
}

inline void lackey(std::string_view input) {
    checkErrors(io::readLackey(input, game(), "carddata.txt").errors);
}

// Card data CSV, then the printings added to a catalogue as an import would.
inline void csv(std::string_view input) {
    auto r = io::readCardCsv(input, game(), "cards.csv");
    checkErrors(r.errors);
    if (r.ok()) {
        core::CardCatalogue catalogue(game());
        checkErrors(catalogue.add(std::move(r.value)));
    }
}

inline void gamePack(std::string_view input) {
    checkErrors(io::readGamePack(input, "game.xml").errors);
}

inline void limitedList(std::string_view input) {
    checkErrors(io::readLimitedLists(input, "list.xml").errors);
}

inline const core::CardCatalogue& deckCatalogue() {
    static const core::CardCatalogue c = [] {
        core::CardCatalogue out(game());
        auto cards = io::readCardCsv("name,set,number,rarity,type,level,link,base\n"
                                     "Blue Knight,LF1,001,C,PG,0,,\n"
                                     "Blue Knight,LF1,015,R,PG,2,S,\n"
                                     "\"Bolt, Red\",LF1,002,C,AC,1,SO,\n"
                                     "Bolt Secret,LF1,041/040,R,AC,1,,002\n",
                                     game(), "cards.csv");
        if (!cards.ok() || !out.add(std::move(cards.value)).empty()) std::abort();
        return out;
    }();
    return c;
}

// A deck list read, resolved against a small catalogue and judged, as `validate` would.
inline void deckText(std::string_view input) {
    auto list = io::readDeckText(input, "deck.txt");
    checkErrors(list.errors);
    auto deck = core::resolveDeck(list.value, deckCatalogue(), nullptr, true);
    static const core::Format format = game().formats.front().resolved({}).value;
    core::ValidationContext ctx{&game(), &format, &deckCatalogue(), nullptr,
                                core::Date{2026, 6, 1}};
    (void)core::validate(deck.value, ctx);
}

// A deck code read and matched with a small catalogue; a deck it gives writes a code that reads
// back as the same deck.
inline void deckCodeRead(std::string_view text) {
    auto contents = core::readDeckCode(text);
    checkErrors(contents.errors);
    if (!contents.ok()) return;
    contents.value.game = game().id; // reach the matching of cards whatever game it names
    auto deck = core::deckFromCode(contents.value, deckCatalogue());
    checkErrors(deck.errors);
    if (!deck.ok()) return;
    auto code = core::encodeDeckCode(deckCatalogue(), deck.value);
    if (!code.ok()) return; // a name or value over a limit the reader took
    auto again = core::readDeckCode(code.value);
    if (!again.ok() || !core::deckFromCode(again.value, deckCatalogue()).ok()) std::abort();
}

// The code of `payload` (docs/deck-codes.md): "DH", then the bytes and their CRC-32, least
// significant byte first, in URL-safe base64 without padding.
inline std::string deckCodeOf(std::string_view payload) {
    static constexpr std::string_view kAlphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string bytes(payload);
    for (std::uint32_t crc = core::crc32(payload), i = 0; i < 4; ++i, crc >>= 8)
        bytes += static_cast<char>(crc & 0xff);
    std::string out = "DH";
    std::uint32_t acc = 0;
    int bits = 0;
    for (const char c : bytes) {
        acc = (acc << 8) | static_cast<unsigned char>(c);
        for (bits += 8; bits >= 6; bits -= 6)
            out += kAlphabet[(acc >> (bits - 6)) & 0x3f];
    }
    if (bits > 0) out += kAlphabet[(acc << (6 - bits)) & 0x3f];
    return out;
}

// Each input twice: as a code as typed, and as the bytes of a code whose checksum is made to
// match. A mutated code almost never has a checksum that matches, so as typed alone the fuzzer
// stops at the checksum (a 110 s run covered nothing past it); as bytes it reaches the
// structure, the matching with cards and the writer.
inline void deckCode(std::string_view input) {
    deckCodeRead(input);
    deckCodeRead(deckCodeOf(input));
}

} // namespace deckhand::fuzz
