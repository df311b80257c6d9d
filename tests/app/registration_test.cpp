// SPDX-License-Identifier: GPL-3.0-or-later

// The registration sheet the app makes of a checked deck (app::writeRegistrationSheet, what the
// desktop app's dialog and `deckhand-cli export --sheet` call), read back from the PDF. What it
// must show is counted from the deck files themselves: each line's quantity, name, and set and
// number where the file gives them; the deck's total over the sections that count.
#include "../support/pdf_text.hpp"
#include "bundled_library.hpp"
#include "deckhand/app/deck_check.hpp"
#include "deckhand/app/registration.hpp"
#include "deckhand/core/text.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>

using namespace deckhand;
using namespace deckhand::test;
namespace fs = std::filesystem;

namespace {

struct FileLine {
    int quantity = 0;
    std::string name, set, number;
};

/// The card lines of a plain-text list ("3 Name", "3x Name", "1 Name (SET) 001"), and the
/// copies in sections headed "Side".
struct FileDeck {
    std::vector<FileLine> lines;
    int total = 0;
    int side = 0;
};

FileDeck readList(const fs::path& file) {
    static const std::regex card(R"(^(\d+)x?\s+(.+?)(?:\s+\((\w+)\)\s+(\S+))?\s*$)");
    FileDeck out;
    std::ifstream in(file);
    bool inSide = false;
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("//") || core::trim(line).empty()) continue;
        std::smatch m;
        if (!std::regex_match(line, m, card)) {
            inSide = line.starts_with("Side");
            continue;
        }
        FileLine l{std::stoi(m[1]), m[2], m[3], m[4]};
        (inSide ? out.side : out.total) += l.quantity;
        out.lines.push_back(std::move(l));
    }
    return out;
}

} // namespace

TEST_CASE("registration sheet of each game's legal sample deck, read back from the PDF") {
    const std::pair<std::string, std::string> decks[] = {
        {"plu", "legal.txt"},       {"power", "infantry.txt"}, {"bankroll", "legal.txt"},
        {"linkframe", "legal.txt"}, {"vstage", "legal.txt"},
    };
    const core::Date date{2026, 5, 1};
    for (const auto& [id, name] : decks) {
        SECTION(id) {
            const app::LoadedGame* game = bundledLibrary().find(id);
            REQUIRE(game);
            const fs::path file = fs::path(DECKHAND_TEST_DATA) / "decks" / id / name;
            app::CheckOptions options;
            options.date = date;
            auto format = app::resolveFormat(*game, options);
            REQUIRE(format.ok());
            const auto check = app::checkDeckFile(*game, format.value, file.string(), date);
            REQUIRE(check.inputErrors.empty());
            REQUIRE(check.legal());

            app::RegistrationOptions sheet;
            sheet.event = "Spring Regional 2026";
            sheet.eventDate = "2026-05-01";
            sheet.playerName = "Ana Souza";
            sheet.playerId = "ID-00421";
            const std::string pdf =
                (fs::temp_directory_path() /
                 ("deckhand-app-sheet-" + std::to_string(::getpid()) + "-" + id + ".pdf"))
                    .string();
            const auto pages = app::writeRegistrationSheet(*game, check, sheet, pdf);
            REQUIRE(pages.ok());
            CHECK(pages.value == 1);
            const std::string text = poppler("pdftotext", pdf);
            fs::remove(pdf);
            fs::remove(pdf + ".pdftotext.txt");
            INFO(text);

            const FileDeck expected = readList(file);
            REQUIRE_FALSE(expected.lines.empty());
            CHECK(has(text, game->game.name));
            CHECK(has(text, "Spring Regional 2026"));
            CHECK(has(text, "Ana Souza"));
            CHECK(has(text, "ID-00421"));
            for (const auto& l : expected.lines) {
                INFO(l.quantity << " " << l.name << " (" << l.set << ") " << l.number);
                // The name as printed on the card, in the file's case or the card data's.
                const auto named = game->catalogue.byName(core::foldName(l.name));
                const core::Printing* p = !l.set.empty()
                                              ? game->catalogue.bySetNumber(l.set, l.number)
                                          : named.empty() ? nullptr
                                                          : named.front();
                REQUIRE(p);
                CHECK(hasRow(text, l.quantity, p->name(), l.set.empty() ? p->set() : l.set,
                             l.number.empty() ? p->number() : l.number));
            }
            CHECK(hasTotal(text, expected.total, "Deck total"));
            CHECK(has(text, "LEGAL"));
            CHECK_FALSE(has(text, "ILLEGAL"));
            CHECK(has(text, "Page 1 of 1"));
            // The bundled cards are sample data but P.O.W.E.R.'s (its US core pack, not marked
            // sample in its pack); only plu has lists, sample ones.
            if (id == "power")
                CHECK_FALSE(has(text, "SAMPLE"));
            else
                CHECK(has(text, id == "plu" ? "SAMPLE cards and Limited list" : "SAMPLE cards"));
        }
    }
}
