// SPDX-License-Identifier: GPL-3.0-or-later

// deckhand-cli export --pdf: registration sheets end to end, on a real profile in a temp folder,
// read back with poppler's pdftotext and pdfinfo (from packaging/install-deps.sh).
#include "../support/pdf_text.hpp"
#include "cli_runner.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

using namespace deckhand::test;

namespace {

// A fresh profile per test case; out(NAME) is a file beside it.
class Profile : public ScratchProfile {
public:
    Profile() : ScratchProfile("export-test") {}
    [[nodiscard]] std::string out(const std::string& name) const { return file(name); }
};

// "deck hash 1a2b3c4d" in the command's report.
std::string hashIn(const std::string& out) {
    const auto at = out.find("deck hash ");
    return at == std::string::npos ? std::string() : out.substr(at + 10, 8);
}

} // namespace

TEST_CASE("export --pdf: a legal deck file - a sheet with the player's details, exit 0") {
    Profile p;
    const std::string pdf = p.out("blaze.pdf");
    auto r = p({"export", "--pdf", pdf, "--game", "plu", "--date", "2026-05-01", "--event",
                "Spring Regional", "--player", "Ana Souza", "--player-id", "PLU-421",
                deckPath("plu", "legal.txt")});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "wrote " + pdf + ": registration sheet for 'Sample Kaito Blaze (legal)'"));
    CHECK(has(r.out, "41 cards, LEGAL"));
    const std::string hash = hashIn(r.out);
    CHECK(hash.size() == 8);

    const std::string text = poppler("pdftotext", pdf);
    INFO(text);
    for (const char* part : {"Powerline Ultra", "Spring Regional", "2026-05-01", "Ana Souza",
                             "PLU-421", "Sample Kaito Blaze (legal)", "Tournament", "Type",
                             "Weight", "Kaito Blaze", "Main total", "Side total", "Deck total",
                             "LEGAL", "May 2026 Limited / Immortalized List", "Page 1 of 1"})
        CHECK(has(text, part));
    CHECK(has(text, "Deck hash " + hash));
    CHECK(has(poppler("pdfinfo", pdf), "(A4)"));
}

TEST_CASE("export --pdf: --paper letter - --deck-name - the game's sections and columns") {
    Profile p;
    const std::string pdf = p.out("tokens.pdf");
    auto r = p({"export", "--pdf", pdf, "--game", "vstage", "--paper", "Letter", "--deck-name",
                "Stream Team", deckPath("vstage", "legal-tokens.txt")});
    REQUIRE(r.code == 0);
    CHECK(has(poppler("pdfinfo", pdf), "612 x 792 pts (letter)"));
    const std::string text = poppler("pdftotext", pdf);
    CHECK(has(text, "Stream Team"));
    CHECK(has(text, "Tokens total"));
    CHECK(has(text, "not counting Tokens"));
    CHECK(has(text, "Kind"));
    CHECK(has(text, "Rarity"));

    REQUIRE(p({"export", "--pdf", p.out("link.pdf"), "--game", "linkframe",
               deckPath("linkframe", "legal.txt")})
                .code == 0);
    const std::string link = poppler("pdftotext", p.out("link.pdf"));
    CHECK(has(link, "Link frame"));
    CHECK(has(link, "LFS1-015"));

    REQUIRE(p({"export", "--pdf", p.out("bank.pdf"), "--game", "bankroll",
               deckPath("bankroll", "legal.txt")})
                .code == 0);
    CHECK(has(poppler("pdftotext", p.out("bank.pdf")), "Play Deck total"));
}

TEST_CASE("export --pdf: an illegal deck still gets its sheet, marked ILLEGAL, and exits 1") {
    Profile p;
    const std::string pdf = p.out("copies.pdf");
    auto r = p({"export", "--pdf", pdf, "--game", "plu", deckPath("plu", "copies.txt")});
    CHECK(r.code == 1);
    CHECK(has(r.out, "ILLEGAL - 1 error"));
    CHECK(has(r.err, "[copies]")); // and why, on stderr
    REQUIRE(fs::exists(pdf));
    CHECK(has(poppler("pdftotext", pdf), "ILLEGAL - 1 error"));
}

TEST_CASE("export --pdf: bad input exits 2 and writes nothing") {
    Profile p;
    const std::string pdf = p.out("bad.pdf");
    const std::string unknown = p.write("unknown.txt", "3 Nonexistent Card\n");
    auto r = p({"export", "--pdf", pdf, "--game", "plu", unknown});
    CHECK(r.code == 2);
    CHECK(has(r.err, "unknown.txt:1:"));

    r = p({"export", "--pdf", pdf, deckPath("plu", "legal.txt")});
    CHECK(r.code == 2);
    CHECK(has(r.err, "needs --game"));

    r = p({"export", "--pdf", pdf, "--game", "plu", "No Such Deck"});
    CHECK(r.code == 2);
    CHECK(has(r.err, "neither a deck file nor a saved deck"));

    CHECK(p({"export", "--pdf", pdf, "--game", "plu", "--date", "2026-13-01",
             deckPath("plu", "legal.txt")})
              .code == 2);
    CHECK(p({"export", "--pdf", pdf, "--game", "plu", "--format", "nope",
             deckPath("plu", "legal.txt")})
              .code == 2);
    CHECK(
        p({"export", "--pdf", pdf, "--game", "plu", "--paper", "a3", deckPath("plu", "legal.txt")})
            .code == 2);
    CHECK(p({"export", "--pdf", pdf, "--game", "nope", deckPath("plu", "legal.txt")}).code == 2);
    r = p({"export", "--game", "plu", deckPath("plu", "legal.txt")});
    CHECK(r.code == 2);
    CHECK(has(r.err, "--pdf"));
    CHECK_FALSE(fs::exists(pdf));

    r = p({"export", "--pdf", p.out("missing-folder/x.pdf"), "--game", "plu",
           deckPath("plu", "legal.txt")});
    CHECK(r.code == 2);
    CHECK(has(r.err, "cannot write the PDF"));
}

TEST_CASE("export --pdf: a saved deck by name or id - its hash follows its cards") {
    Profile p;
    const auto fromFile =
        p({"export", "--pdf", p.out("file.pdf"), "--game", "plu", deckPath("plu", "legal.txt")});
    REQUIRE(fromFile.code == 0);
    REQUIRE(p({"deck", "save", "--game", "plu", "--name", "Blaze", deckPath("plu", "legal.txt")})
                .code == 0);

    auto byName = p({"export", "--pdf", p.out("saved.pdf"), "--player", "Ana Souza", "Blaze"});
    INFO(byName.err);
    REQUIRE(byName.code == 0);
    CHECK(has(byName.out, "registration sheet for 'Blaze'"));
    CHECK(hashIn(byName.out) == hashIn(fromFile.out)); // the same cards, the same hash
    const std::string text = poppler("pdftotext", p.out("saved.pdf"));
    CHECK(has(text, "Blaze"));
    CHECK(has(text, "Ana Souza"));
    CHECK(has(text, "Deck hash " + hashIn(fromFile.out)));

    auto byId = p({"export", "--pdf", p.out("by-id.pdf"), "--game", "plu", "1"});
    REQUIRE(byId.code == 0);
    CHECK(hashIn(byId.out) == hashIn(fromFile.out));

    // A new version with one card changed: a new hash; version 1 keeps the old one.
    REQUIRE(p({"deck", "save", "--game", "plu", "--name", "Blaze", deckPath("plu", "critical.txt")})
                .code == 0);
    auto latest = p({"export", "--pdf", p.out("v2.pdf"), "Blaze"});
    CHECK(hashIn(latest.out) != hashIn(fromFile.out));
    auto first = p({"export", "--pdf", p.out("v1.pdf"), "--version", "1", "Blaze"});
    CHECK(first.code == 0);
    CHECK(hashIn(first.out) == hashIn(fromFile.out));
}
