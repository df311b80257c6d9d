// SPDX-License-Identifier: GPL-3.0-or-later

// What comes from data reaches the user as text and the profile as UTF-8: control characters in
// a deck code's name or a card's name are shown, not acted on by the terminal; text that is not
// UTF-8 is refused where it comes in, naming where; out of memory is the system's failure (exit
// 3); a stray quote in a card CSV costs its row under --skip-bad, told at its line.
#include "cli_runner.hpp"
#include "deckhand/cli/terminal_stream.hpp"
#include "deckhand/core/deck_code.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <pugixml.hpp>
#include <sstream>

using namespace deckhand;
using namespace deckhand::test;

namespace {

// A deck code of Powerline Ultra's sample cards under `name`.
std::string codeNamed(const std::string& name) {
    core::DeckCodeContents c;
    c.game = "plu";
    c.name = name;
    c.fields = {"name"};
    c.sections = {{"main", {{3, "Iron Palm", {}, "", ""}, {1, "Kaito Blaze", {}, "", ""}}}};
    return core::writeDeckCode(c);
}

// Whether `text` holds a byte a terminal acts on: C0 controls but tab and line feed (a carriage
// return before a line feed aside), DEL, and the C1 controls in UTF-8.
bool hasControl(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') continue;
        if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7F) return true;
        if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
            static_cast<unsigned char>(text[i + 1]) <= 0x9F)
            return true;
    }
    return false;
}

std::string throughTerminal(const std::vector<std::string>& writes) {
    std::ostringstream out;
    {
        cli::TerminalStreamBuf buf(out.rdbuf());
        std::ostream stream(&buf);
        for (const auto& w : writes)
            stream << w;
        stream << std::flush;
    }
    return out.str();
}

} // namespace

TEST_CASE("terminal output: control characters are written as \\u00XX, lines and tabs kept") {
    CHECK(throughTerminal({"a\tb\nc\r\nd"}) == "a\tb\nc\r\nd");
    CHECK(throughTerminal({"clear\x1b[2J\x07"}) == "clear\\u001b[2J\\u0007");
    CHECK(throughTerminal({"FAKE\rsaved\x7f"}) == "FAKE\\u000dsaved\\u007f");
    CHECK(throughTerminal({"csi \xc2\x9b"
                           "31m caf\xc3\xa9 \xc2\xa0"}) == "csi \\u009b31m caf\xc3\xa9 \xc2\xa0");
    // A byte that needs the next write to tell what it is.
    CHECK(throughTerminal({"line\r", "\n"}) == "line\r\n");
    CHECK(throughTerminal({"end\r", "x"}) == "end\\u000dx");
    CHECK(throughTerminal({"end\r"}) == "end\\u000d");
    CHECK(throughTerminal({"c1 \xc2", "\x85!"}) == "c1 \\u0085!");
    CHECK(throughTerminal({"nbsp \xc2", "\xa0!"}) == "nbsp \xc2\xa0!");
    CHECK(throughTerminal({"bad \xff\xfe utf-8"}) == "bad \xff\xfe utf-8"); // shown as it is
}

TEST_CASE("terminal output: a deck code's name cannot clear the screen or forge a line") {
    ScratchProfile p("untrusted-text");
    const std::string name = "Palm\x1b[2J\x1b]0;pwned\x07\rFAKE: saved\xc2\x9b";
    const std::string code = codeNamed(name);

    auto shown = p({"deck", "from-code", code});
    INFO(shown.err);
    REQUIRE(shown.code == 0);
    CHECK_FALSE(hasControl(shown.out));
    CHECK(has(shown.out, "// Palm\\u001b[2J\\u001b]0;pwned\\u0007\\u000dFAKE: saved\\u009b\n"));
    // JSON was escaped already, and stays the same JSON.
    auto json = p({"deck", "from-code", "--json", code});
    REQUIRE(json.code == 0);
    CHECK_FALSE(hasControl(json.out));
    CHECK(nlohmann::json::parse(json.out)["name"] == name);

    auto saved = p({"deck", "save", "--code", code});
    REQUIRE(saved.code == 0);
    CHECK_FALSE(hasControl(saved.out));
    CHECK(has(saved.out, "saved new deck 'Palm\\u001b[2J"));
    auto listed = p({"deck", "list"});
    CHECK_FALSE(hasControl(listed.out));
    CHECK(has(listed.out, "Palm\\u001b[2J"));
    // Errors too: what the user typed comes back in them.
    auto missing = p({"deck", "show", "no\x1b[2Jsuch"});
    CHECK(missing.code == 2);
    CHECK_FALSE(hasControl(missing.err));
    CHECK(has(missing.err, "no saved deck 'no\\u001b[2Jsuch'"));
    // A CSV written to standard output keeps its CRLF line ends.
    auto csv = p({"collection", "export"});
    REQUIRE(csv.code == 0);
    CHECK(has(csv.out, "\r\n"));
}

TEST_CASE("terminal output: a card's name from card data is shown, not acted on") {
    ScratchProfile p("untrusted-card");
    const auto cards = p.write("evil.csv", "name,set,number,rarity,type\n"
                                           "\"Evil\x1b[2J Palm\",EVL,1,Rare,Attack\n");
    auto imported = p({"import", "cards", "--game", "plu", cards});
    INFO(imported.err);
    REQUIRE(imported.code == 0);
    auto found = p({"search", "--game", "plu", "palm"});
    REQUIRE(found.code == 0);
    CHECK_FALSE(hasControl(found.out));
    CHECK(has(found.out, "Evil\\u001b[2J Palm"));
}

TEST_CASE("deck inputs that are not UTF-8 are refused where they come in, nothing saved") {
    ScratchProfile p("not-utf8");
    const std::string list = deckPath("plu", "legal.txt");

    auto name = p({"deck", "save", "--game", "plu", "--name", "Caf\xe9 deck", list});
    CHECK(name.code == 2);
    CHECK(has(name.err, "--name: not UTF-8 text (byte 4 of it)"));
    auto tag = p({"deck", "save", "--game", "plu", "--tag", "ok", "--tag",
                  "b\xff"
                  "d",
                  list});
    CHECK(tag.code == 2);
    CHECK(has(tag.err, "--tag: not UTF-8 text (byte 2 of it)"));

    // A deck code's name: every text in a code is checked as it is read.
    auto code = p({"deck", "save", "--code", codeNamed("Bad \xc3\x28 name")});
    CHECK(code.code == 2);
    CHECK(has(code.err, "its name is not UTF-8 text (byte 5 of it)"));
    CHECK(has(code.err, "Nothing was saved."));

    // A list's file name, when it would be the deck's name.
    const std::string badFile = p.write("Caf\xe9.txt", "3 Iron Palm\n1 Kaito Blaze\n");
    auto file = p({"deck", "save", "--game", "plu", badFile});
    CHECK(file.code == 2);
    CHECK(has(file.err, "the file name, which would be the deck's name, is not UTF-8 text; give "
                        "the deck a name with --name"));
    // A Cockatrice deck's name (XML: pugixml passes any bytes through).
    const std::string cod = p.write(
        "bad.cod", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cockatrice_deck version=\"1\">\n"
                   "<deckname>Caf\xe9</deckname>\n<zone name=\"main\">\n"
                   "<card number=\"3\" name=\"Iron Palm\"/>\n</zone>\n</cockatrice_deck>\n");
    auto xml = p({"deck", "save", "--game", "plu", cod});
    CHECK(xml.code == 2);
    CHECK(has(xml.err, "bad.cod:3:14: this file is not UTF-8 text"));

    // Nothing of it was stored, and the listings that broke on such a row work.
    auto listed = p({"deck", "list", "--json"});
    REQUIRE(listed.code == 0);
    CHECK(nlohmann::json::parse(listed.out)["decks"].empty());
    auto named = p({"deck", "save", "--game", "plu", "--name", "Caf\xc3\xa9 deck", list});
    CHECK(named.code == 0);
}

TEST_CASE("deck code: a version 0 code is not said to come from a newer Deckhand") {
    core::DeckCodeContents c;
    c.game = "plu";
    c.name = "Zero";
    c.fields = {"name"};
    c.sections = {{"main", {{3, "Iron Palm", {}, "", ""}}}};
    c.version = 0;
    const auto read = core::readDeckCode(core::writeDeckCode(c));
    REQUIRE(read.errors.size() == 1);
    CHECK(has(read.errors[0].message, "version 0 deck code, which no Deckhand writes"));
    CHECK_FALSE(has(read.errors[0].message, "newer"));
}

namespace {

// pugixml's allocator, failing for anything of 4 MB or more: a big file meets a full memory.
void* smallOnly(std::size_t size) {
    return size >= (std::size_t{4} << 20) ? nullptr : std::malloc(size);
}

} // namespace

TEST_CASE("out of memory reading a file is the system's failure: exit 3, not bad input") {
    ScratchProfile p("oom");
    std::string cod =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cockatrice_deck version=\"1\">\n"
        "<deckname>Big</deckname>\n<comments>";
    cod += std::string(6 << 20, 'x');
    cod += "</comments>\n<zone name=\"main\">\n<card number=\"3\" name=\"Iron Palm\"/>\n"
           "</zone>\n</cockatrice_deck>\n";
    const std::string file = p.write("big.cod", cod);
    const auto allocate = pugi::get_memory_allocation_function();
    const auto deallocate = pugi::get_memory_deallocation_function();
    pugi::set_memory_management_functions(&smallOnly, &std::free);
    auto r = p({"convert", "--game", "plu", file, p.file("out.txt")});
    pugi::set_memory_management_functions(allocate, deallocate);
    CHECK(r.code == 3);
    CHECK(has(r.err, "error: out of memory"));
    CHECK_FALSE(has(r.err, "syntax error"));
}

TEST_CASE("import cards --skip-bad: a stray quote costs its row, told at its line") {
    ScratchProfile p("stray-quote");
    const auto cards = p.write("quote.csv", "name,set,number,rarity,type\n"
                                            "Good One,SQ,1,Rare,Attack\n"
                                            "Bad \"Quote\" One,SQ,2,Rare,Attack\n"
                                            "Good Two,SQ,3,Rare,Utility\n"
                                            "\"Open Quote,SQ,4,Rare,Attack\n"
                                            "Good Three,SQ,5,Rare,Attack\n");
    // Without the flag: refused, each bad row named (not libcsv's words for it).
    auto r = p({"import", "cards", "--game", "plu", cards});
    CHECK(r.code == 2);
    CHECK(has(r.err, cards + ":3:5: malformed CSV: a '\"' where a field cannot have one"));
    CHECK(has(r.err, cards + ":5: malformed CSV: a quoted field is never closed"));
    CHECK_FALSE(has(r.err, "strict checking"));

    const std::string report = p.file("left-out.txt");
    r = p({"import", "cards", "--game", "plu", "--skip-bad", "--report", report, cards});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "imported 3 printings into plu"));
    CHECK(has(r.out, "; 2 rows left out"));
    std::ifstream in(report);
    const std::string listed{std::istreambuf_iterator<char>(in), {}};
    CHECK(has(listed, cards + ":3:5: malformed CSV"));
    CHECK(has(listed, cards + ":5: malformed CSV: a quoted field is never closed"));
    const auto found = p({"search", "--game", "plu", "good"}).out;
    CHECK(has(found, "Good One"));
    CHECK(has(found, "Good Two"));
    CHECK(has(found, "Good Three"));
}
