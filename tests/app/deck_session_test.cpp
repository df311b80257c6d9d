// SPDX-License-Identifier: GPL-3.0-or-later

// The deck session: the open deck of a front end, driven here without a display, as the desktop
// app drives it. Expected numbers are counted from the test's own lists, not from Deckhand.
#include "cli_runner.hpp"
#include "deckhand/app/deck_session.hpp"
#include "deckhand/core/text.hpp"
#include "deckhand/io/deck_formats.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace deckhand;
namespace fs = std::filesystem;

namespace {

struct Fixture {
    test::ScratchProfile profile{"session"};
    app::ProfileSession session{profile.dir(), DECKHAND_RESOURCES_DIR};
    app::DeckSession deck{session};
    std::vector<unsigned> changes;
    const app::LoadedGame* game = nullptr;

    explicit Fixture(const std::string& gameId = "plu") {
        deck.onChanged = [this](unsigned c) { changes.push_back(c); };
        auto loaded = session.game(gameId);
        REQUIRE(loaded.ok());
        game = loaded.value;
        deck.setGame(game);
    }
    const core::Printing& card(const std::string& name) const {
        for (std::size_t i = 0; i < game->catalogue.size(); ++i)
            if (game->catalogue.at(i).name() == name) return game->catalogue.at(i);
        FAIL("no card " << name);
        throw std::logic_error("unreachable");
    }
    bool told(unsigned bit) const {
        for (unsigned c : changes)
            if (c & bit) return true;
        return false;
    }
};

int copies(const core::Deck& deck, const std::string& name) {
    int n = 0;
    for (const auto& s : deck.sections)
        for (const auto& e : s.entries)
            if (e.name == name) n += e.quantity;
    return n;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

} // namespace

TEST_CASE("deck session: cards added, undone and redone, each one step with its name") {
    Fixture f;
    CHECK_FALSE(f.deck.hasDeck());
    CHECK(f.deck.origin() == app::DeckOrigin::None);
    CHECK(f.deck.format() == f.game->game.formats.front().id);

    const auto first = f.deck.add("main", f.card("Iron Palm"), 2);
    CHECK(first.changed);
    REQUIRE(first.line);
    CHECK(f.deck.hasDeck());
    CHECK(f.deck.origin() == app::DeckOrigin::Unsaved);
    CHECK(f.deck.dirty());
    f.deck.add("main", f.card("Quick Jab"), 3);
    CHECK(copies(f.deck.deck(), "Iron Palm") == 2);
    CHECK(copies(f.deck.deck(), "Quick Jab") == 3);
    CHECK(f.deck.undoLabel() == "Add Quick Jab");
    CHECK(f.deck.undoDepth() == 2);

    // Checked after every change: 5 cards is far short of Powerline Ultra's 40.
    REQUIRE(f.deck.check());
    REQUIRE(f.deck.check()->report);
    CHECK_FALSE(f.deck.check()->legal());

    REQUIRE(f.deck.undo());
    CHECK(copies(f.deck.deck(), "Quick Jab") == 0);
    CHECK(f.deck.redoLabel() == "Add Quick Jab");
    REQUIRE(f.deck.redo());
    CHECK(copies(f.deck.deck(), "Quick Jab") == 3);
    CHECK_FALSE(f.deck.canRedo());

    // A quantity down to 0 takes the line out; a line's printing changes as one step.
    const auto jab = f.deck.add("main", f.card("Quick Jab"), -3);
    CHECK(jab.changed);
    CHECK_FALSE(jab.line);
    CHECK(copies(f.deck.deck(), "Quick Jab") == 0);
    CHECK(f.deck.undoLabel() == "Take out Quick Jab");
    // Taking out a card the deck does not have changes nothing and is no step.
    CHECK_FALSE(f.deck.add("main", f.card("Quick Jab"), -1).changed);
    CHECK(f.deck.undoDepth() == 3);
    CHECK(f.told(app::DeckSession::Cards));
    CHECK(f.told(app::DeckSession::Checked));
}

TEST_CASE("deck session: saved as a version, renamed, reopened with its format and tags") {
    Fixture f;
    f.deck.add("main", f.card("Iron Palm"), 3);
    // A deck without a name is saved under one no other deck has.
    decksOf(f.session).save({.game = "plu",
                             .format = "",
                             .name = "Untitled deck",
                             .notes = "",
                             .tags = std::nullopt,
                             .entries = {{"main", 1, "Quick Jab", "", ""}}});
    f.deck.setTags({"aggro", "league"});
    f.deck.setNotes("Rush");
    const auto saved = f.deck.save();
    REQUIRE(saved);
    CHECK(saved->created);
    CHECK(f.deck.name() == "Untitled deck 2");
    CHECK(f.deck.origin() == app::DeckOrigin::Profile);
    CHECK_FALSE(f.deck.dirty());
    const std::int64_t id = *f.deck.savedId();

    // Another deck's name is refused; a new one renames the saved deck at once.
    CHECK(f.deck.rename("Untitled deck") ==
          "Another " + f.game->game.name +
              " deck is already called \"Untitled deck\". Choose another name.");
    CHECK(f.deck.name() == "Untitled deck 2");
    CHECK(f.deck.rename("Palm rush").empty());
    CHECK(decksOf(f.session).find("plu", std::to_string(id))->name == "Palm rush");
    CHECK(f.deck.rename("") == "A deck needs a name; it keeps the name \"Palm rush\".");

    REQUIRE(f.game->game.formats.size() > 1);
    const std::string other = f.game->game.formats[1].id;
    REQUIRE(f.deck.setFormat(other));
    CHECK(f.deck.dirty()); // the format is saved with the deck
    f.deck.flush();
    CHECK_FALSE(f.deck.dirty());
    CHECK(decksOf(f.session).history(id).size() == 2);

    app::DeckSession again(f.session);
    again.setGame(f.game);
    auto opened = again.openSaved(id);
    REQUIRE(opened.ok());
    REQUIRE(opened.value);
    CHECK(opened.value->versions == 2);
    CHECK(again.name() == "Palm rush");
    CHECK(again.format() == other);
    CHECK(again.tags() == std::vector<std::string>{"aggro", "league"});
    CHECK(again.deck().notes == "Rush");
    CHECK(copies(again.deck(), "Iron Palm") == 3);
    CHECK_FALSE(again.canUndo()); // opening is not an edit
    CHECK_FALSE(again.dirty());
    // A deck of another game, or none, is not opened.
    auto none = again.openSaved(id + 100);
    CHECK(none.ok());
    CHECK_FALSE(none.value);
    CHECK(again.name() == "Palm rush");
}

TEST_CASE("deck session: a list from a file, once edited, is a deck of the profile and the file "
          "is left as it was") {
    Fixture f;
    const std::string text = "Main\n3 Iron Palm\n2 Quick Jab\n";
    const std::string path = f.profile.write("Palm list.txt", text);
    f.deck.openFile(path);
    CHECK(f.deck.origin() == app::DeckOrigin::File);
    CHECK(f.deck.path() == path);
    CHECK(f.deck.name() == "Palm list");
    CHECK(copies(f.deck.deck(), "Iron Palm") == 3);
    CHECK_FALSE(f.deck.dirty());
    CHECK(f.deck.notice().empty());
    REQUIRE(f.deck.check());
    CHECK(f.deck.check()->file == "Palm list.txt");

    // A deck of the profile has the file's name already: the list gets a name of its own.
    decksOf(f.session).save({.game = "plu",
                             .format = "",
                             .name = "Palm list",
                             .notes = "",
                             .tags = std::nullopt,
                             .entries = {{"main", 1, "Quick Jab", "", ""}}});
    f.deck.add("main", f.card("Iron Palm"), 1);
    CHECK(f.deck.origin() == app::DeckOrigin::Unsaved);
    CHECK(f.deck.path().empty());
    CHECK(f.deck.name() == "Palm list 2");
    CHECK(f.deck.notice() ==
          "The list from Palm list.txt is now the deck \"Palm list 2\" of the profile, saved as "
          "you change it; Palm list.txt is left as it was (File > Export writes the deck to a "
          "file).");
    f.deck.flush();
    CHECK(readFile(path) == text);
    const auto saved = decksOf(f.session).find("plu", "Palm list 2");
    REQUIRE(saved);
    CHECK(saved->versions == 1);
    // The other deck of that name is as it was.
    CHECK(decksOf(f.session).find("plu", "Palm list")->versions == 1);

    // Export writes a file only when asked, by its extension.
    const std::string out = f.profile.file("palm.txt");
    CHECK(f.deck.exportTo(out).empty());
    CHECK(readFile(out).find("4 Iron Palm") != std::string::npos);
    CHECK(f.deck.exportTo(f.profile.file("palm.docx")) ==
          "Name the file with the format's extension: .txt, .cod, .o8d, .dek, .csv or .ydk.");
}

TEST_CASE("deck session: a file naming cards the game lacks shows every line, and an edit keeps "
          "them in the profile's deck") {
    Fixture f;
    // 9 cards on 3 lines; 6 of them on the 2 lines the card data lacks.
    const std::string text = "4 Blastoise Supreme\n3 Kaito Blaze\n2 Nothing Here\n";
    const std::string path = f.profile.write("unknown.txt", text);
    f.deck.openFile(path);
    REQUIRE(f.deck.hasDeck());
    REQUIRE(f.deck.check());
    CHECK(f.deck.check()->inputErrors.size() == 2); // one per unknown name: not checked
    CHECK(copies(f.deck.deck(), "Kaito Blaze") == 3);
    CHECK(copies(f.deck.deck(), "Blastoise Supreme") == 4);
    CHECK(copies(f.deck.deck(), "Nothing Here") == 2);
    int unresolved = 0;
    for (const auto& s : f.deck.deck().sections)
        for (const auto& e : s.entries)
            if (!e.printing) unresolved += e.quantity;
    CHECK(unresolved == 6);

    // An edit makes it a deck of the profile: the lines the card data lacks are saved with it.
    f.deck.add("main", f.card("Iron Palm"), 1);
    REQUIRE(f.deck.save());
    CHECK(readFile(path) == text);
    const auto saved = decksOf(f.session).find("plu", "unknown");
    REQUIRE(saved);
    app::DeckSession reopened(f.session);
    reopened.setGame(f.game);
    REQUIRE(reopened.openSaved(saved->id).value);
    CHECK(copies(reopened.deck(), "Blastoise Supreme") == 4);
    CHECK(copies(reopened.deck(), "Nothing Here") == 2);
    CHECK(copies(reopened.deck(), "Kaito Blaze") == 3);
    CHECK(copies(reopened.deck(), "Iron Palm") == 1);
}

TEST_CASE("deck session: a file that cannot be read is open with its errors and no deck") {
    Fixture f;
    const std::string missing = f.profile.file("gone.txt");
    f.deck.openFile(missing);
    CHECK(f.deck.origin() == app::DeckOrigin::File);
    CHECK_FALSE(f.deck.hasDeck());
    REQUIRE_FALSE(f.deck.readErrors().empty());
    CHECK(f.deck.readErrors().front().where.file == missing);
    CHECK_FALSE(f.deck.check());
    CHECK_FALSE(f.deck.save());
}

TEST_CASE("deck session: restoring a version is one step that undo takes back") {
    Fixture f;
    f.deck.add("main", f.card("Iron Palm"), 2);
    f.deck.setNotes("first");
    REQUIRE(f.deck.save());
    f.deck.add("main", f.card("Quick Jab"), 3);
    f.deck.setNotes("second");
    REQUIRE(f.deck.save());
    const std::size_t depth = f.deck.undoDepth();

    auto restored = f.deck.restoreVersion(1);
    REQUIRE(restored.ok());
    CHECK(restored.value);
    CHECK(copies(f.deck.deck(), "Quick Jab") == 0);
    CHECK(f.deck.deck().notes == "first");
    CHECK(f.deck.undoLabel() == "Restore version 1");
    CHECK(f.deck.undoDepth() == depth + 1);
    REQUIRE(f.deck.undo());
    CHECK(copies(f.deck.deck(), "Quick Jab") == 3);
    CHECK(f.deck.deck().notes == "second");
    // Without a saved deck there is nothing to restore.
    app::DeckSession fresh(f.session);
    fresh.setGame(f.game);
    CHECK_FALSE(fresh.restoreVersion(1).value);
}

TEST_CASE("deck session: the event date picks the Limited list version") {
    Fixture f;
    // The file's own expect lines: legal on 2026-03-01, Doom Engine Immortalized from
    // 2026-05-01.
    f.deck.openFile(std::string(DECKHAND_TEST_DATA) + "/decks/plu/limited-immortalized.txt");
    f.deck.setDate({2026, 3, 1});
    REQUIRE(f.deck.check());
    CHECK(f.deck.check()->legal());
    f.changes.clear();
    f.deck.setDate({2026, 5, 1});
    REQUIRE(f.deck.check());
    CHECK_FALSE(f.deck.check()->legal());
    CHECK(f.told(app::DeckSession::Checked));
    CHECK_FALSE(f.deck.dirty()); // judging is not an edit
}

TEST_CASE("deck session: a pasted list is a new deck of the profile, unknown names flagged") {
    Fixture f;
    auto list = io::readDeck("// Paste test\n3 Iron Palm\n1 Kaito Blaze\n2 No Such Card\n",
                             io::DeckFormat::Text, "pasted list");
    REQUIRE(list.ok());
    REQUIRE(f.deck.openList(list.value).empty());
    CHECK(f.deck.origin() == app::DeckOrigin::Unsaved);
    CHECK(f.deck.name() == "Paste test");
    CHECK(f.deck.dirty());
    CHECK(copies(f.deck.deck(), "Iron Palm") == 3);
    CHECK(copies(f.deck.deck(), "No Such Card") == 2);
    REQUIRE(f.deck.check());
    bool flagged = false;
    for (const auto& v : f.deck.check()->report->errors)
        flagged = flagged ||
                  (v.rule == "unknown-card" && v.cards == std::vector<std::string>{"No Such Card"});
    CHECK(flagged);

    // Saved, it is a deck of the profile; a second paste of the same list gets its own name.
    REQUIRE(f.deck.save());
    REQUIRE(f.deck.openList(list.value).empty());
    CHECK(f.deck.name() == "Paste test 2");

    // Without a name it is "Pasted deck".
    auto unnamed = io::readDeck("1 Iron Palm\n", io::DeckFormat::Text, "pasted list");
    REQUIRE(f.deck.openList(unnamed.value).empty());
    CHECK(f.deck.name() == "Pasted deck");
}

TEST_CASE("deck session: a pasted list that does not fit the game changes nothing") {
    Fixture f("vstage"); // no side deck
    auto first = io::readDeck("2 Aki Starlight\n", io::DeckFormat::Text, "pasted list");
    REQUIRE(f.deck.openList(first.value).empty());
    auto side =
        io::readDeck("2 Aki Starlight\nSB: 1 Momo Byte\n", io::DeckFormat::Text, "pasted list");
    REQUIRE(side.ok());
    const auto errors = f.deck.openList(side.value);
    REQUIRE(errors.size() == 1);
    CHECK(errors.front().where.line == 2);
    CHECK(test::has(errors.front().message, "VStage has no side deck"));
    CHECK(copies(f.deck.deck(), "Aki Starlight") == 2); // the open deck is as it was
    CHECK(f.deck.name() == "Pasted deck");
}

TEST_CASE("deck session: a line's quantity changed, its printing changed, the line removed") {
    Fixture f;
    const auto first = f.deck.add("main", f.card("Quick Jab"), 2);
    REQUIRE(first.line);
    f.deck.add("main", f.card("Doom Engine"), 1);
    const app::LineRef jab = *first.line;

    auto more = f.deck.changeQuantity(jab, 2);
    CHECK(more.changed);
    REQUIRE(more.line);
    CHECK(copies(f.deck.deck(), "Quick Jab") == 4);
    CHECK(f.deck.undoLabel() == "Add Quick Jab");
    CHECK_FALSE(f.deck.changeQuantity(jab, 0).changed);    // no change, no step
    CHECK_FALSE(f.deck.changeQuantity({9, 0}, 1).changed); // no such line
    auto gone = f.deck.changeQuantity(jab, -4);
    CHECK(gone.changed);
    CHECK_FALSE(gone.line); // down to 0: the line goes
    CHECK(copies(f.deck.deck(), "Quick Jab") == 0);
    CHECK(f.deck.undoLabel() == "Take out Quick Jab");
    REQUIRE(f.deck.undo());
    CHECK(copies(f.deck.deck(), "Quick Jab") == 4);

    // Iron Palm is printed in PLS1 (007) and PLS2 (001): the line's printing changes, and a
    // change to a printing another line holds merges the two lines.
    const core::Printing* pls1 = nullptr;
    const core::Printing* pls2 = nullptr;
    for (const auto* p : f.game->catalogue.byName(core::foldName("Iron Palm")))
        (p->set() == "PLS1" ? pls1 : pls2) = p;
    REQUIRE(pls1);
    REQUIRE(pls2);
    const auto old = f.deck.add("main", *pls1, 2);
    f.deck.add("main", *pls2, 1);
    REQUIRE(old.line);
    const auto depth = f.deck.undoDepth();
    CHECK_FALSE(f.deck.changePrinting(*old.line, *pls1).changed); // the line shows it already
    auto changed = f.deck.changePrinting(*old.line, *pls2);
    CHECK(changed.changed);
    REQUIRE(changed.line);
    CHECK(f.deck.undoDepth() == depth + 1);
    CHECK(f.deck.undoLabel() == "Change printing of Iron Palm to PLS2 001");
    int pls2Lines = 0, pls2Copies = 0;
    for (const auto& s : f.deck.deck().sections)
        for (const auto& e : s.entries)
            if (e.printing == pls2) {
                ++pls2Lines;
                pls2Copies += e.quantity;
            } else {
                CHECK(e.printing != pls1);
            }
    CHECK(pls2Lines == 1);
    CHECK(pls2Copies == 3);

    CHECK(f.deck.remove(*changed.line));
    CHECK(copies(f.deck.deck(), "Iron Palm") == 0);
    CHECK(f.deck.undoLabel() == "Remove Iron Palm");
    CHECK_FALSE(f.deck.remove({9, 9}));
    REQUIRE(f.deck.undo());
    CHECK(copies(f.deck.deck(), "Iron Palm") == 3);
}

TEST_CASE("deck session: undo keeps the last 100 edits") {
    Fixture f;
    // 101 edits, one copy of Quick Jab in and out, then in again: the oldest step falls off.
    for (int i = 0; i < 101; ++i)
        f.deck.add("main", f.card("Quick Jab"), i % 2 == 0 ? 1 : -1);
    CHECK(copies(f.deck.deck(), "Quick Jab") == 1);
    CHECK(f.deck.undoDepth() == 100);
    int undone = 0;
    while (f.deck.undo())
        ++undone;
    CHECK(undone == 100);
    // The first edit (a copy in) can no longer be undone: the deck holds what it made.
    CHECK(copies(f.deck.deck(), "Quick Jab") == 1);
    CHECK_FALSE(f.deck.canUndo());
    CHECK(f.deck.canRedo());
}

TEST_CASE("deck session: a deck's code opens as a new deck of the profile, a mistyped one changes "
          "nothing, New deck leaves none") {
    Fixture f;
    CHECK(f.deck.displayName() == "Untitled deck");
    CHECK_FALSE(f.deck.code().errors.empty()); // no deck, no code
    f.deck.add("main", f.card("Iron Palm"), 3);
    f.deck.add("main", f.card("Quick Jab"), 2);
    f.deck.rename("Palm code");
    const auto code = f.deck.code();
    REQUIRE(code.ok());
    REQUIRE_FALSE(code.value.empty());

    // A code with a character changed is refused: the open deck is as it was.
    std::string typo = code.value;
    typo[typo.size() / 2] = typo[typo.size() / 2] == 'A' ? 'B' : 'A';
    CHECK_FALSE(f.deck.openCode(typo).empty());
    CHECK(f.deck.name() == "Palm code");
    CHECK(copies(f.deck.deck(), "Iron Palm") == 3);

    // New deck: none open; the one before was saved (a deck of the profile keeps its cards).
    f.deck.newDeck();
    CHECK_FALSE(f.deck.hasDeck());
    CHECK(f.deck.displayName() == "Untitled deck");
    REQUIRE(f.session.findDeck("plu", "Palm code"));

    // The code opens as a new deck, not saved yet, its name made unique beside the saved one.
    REQUIRE(f.deck.openCode(code.value).empty());
    CHECK(f.deck.hasDeck());
    CHECK(f.deck.origin() == app::DeckOrigin::Unsaved);
    CHECK(f.deck.name() == "Palm code 2");
    CHECK(f.deck.displayName() == "Palm code 2");
    CHECK(copies(f.deck.deck(), "Iron Palm") == 3);
    CHECK(copies(f.deck.deck(), "Quick Jab") == 2);
}
