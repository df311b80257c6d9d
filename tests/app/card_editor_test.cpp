// SPDX-License-Identifier: GPL-3.0-or-later

// The card editor's model on a real profile: the user's edits are a layer over the game's
// published cards that every reader of the game sees (validate, search), that a re-import of
// the published data does not overwrite, and that shows a card the publisher changed since
// with both versions. What the user would see is worked out from the files the test writes.
#include "cli_runner.hpp"
#include "deckhand/app/card_editor.hpp"
#include "deckhand/app/deck_prints.hpp"
#include "deckhand/app/image_cache.hpp"
#include "deckhand/app/profile_session.hpp"
#include "deckhand/app/subscriptions.hpp"
#include "deckhand/db/catalogue_store.hpp"
#include "deckhand/db/set_edit_store.hpp"
#include "profile/stores.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

using namespace deckhand;
using Profile = deckhand::test::ScratchProfile;
namespace fs = std::filesystem;

namespace {

// A made-up game with every kind of field: an enum (required), an integer, symbols, text.
const char* kPack = R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="tiny" name="Tiny Game">
  <fields>
    <field id="type" label="Type" type="enum" required="true"><value>Unit</value><value>Spell</value></field>
    <field id="cost" label="Cost" type="integer"/>
    <field id="link" label="Link frame" type="symbols"><value aliases="S">Σ</value><value aliases="O">Ω</value></field>
    <field id="flavor" label="Flavor" type="text"/>
  </fields>
  <cards file="cards/cards.csv"/>
  <formats><format id="open"><deck-size id="size" min="3" cite="Rules"/>
    <count id="spells" label="Spell cards" max="1" cite="Rules"><where field="type" is="Spell"/></count>
  </format></formats>
</game-pack>
)";

const char* kCards = "name,set,number,type,cost,link,text\n"
                     "Alpha,T1,001,Unit,1,Σ,Strike.\n"
                     "Beta,T1,002,Spell,2,,Burn.\n"
                     "Gamma,T1,003,Unit,3,ΣΩ,Guard.\n";

// Field indexes of the tiny game: the five built-ins, then type, cost, link, flavor.
constexpr int kType = core::BuiltinFieldCount;
constexpr int kCost = core::BuiltinFieldCount + 1;
constexpr int kLink = core::BuiltinFieldCount + 2;

void installTiny(const Profile& p, const std::string& cards = kCards) {
    fs::create_directories(p.files() / "tiny" / "cards");
    p.write("tiny/game.xml", kPack);
    p.write("tiny/cards/cards.csv", cards);
    auto r = p({"import", "pack", p.file("tiny/game.xml")});
    INFO(r.err);
    REQUIRE(r.code == 0);
}

// The names `search` finds, in the order it lists them.
std::vector<std::string> searchNames(const Profile& p) {
    std::vector<std::string> out;
    const auto j = nlohmann::json::parse(p({"search", "--game", "tiny", "--json"}).out);
    for (const auto& c : j["results"])
        out.push_back(c["name"].get<std::string>());
    return out;
}

// Alpha's rules text and cost changed as a user changes them: "Strike twice.", 4.
void editAlpha(app::CardEditor& editor) {
    const int alpha = editor.find("T1", "001");
    REQUIRE(alpha >= 0);
    auto values = editor.cards()[static_cast<std::size_t>(alpha)].values;
    values[core::FieldText] = "Strike twice.";
    values[kCost] = "4";
    CHECK(editor.update(alpha, values).empty());
}

} // namespace

TEST_CASE("card editor: a changed card survives a re-import of the published data") {
    Profile p("cardedit");
    installTiny(p);
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        app::CardEditor editor(session, "tiny");
        editAlpha(editor);
        editor.save();
    }
    // The published file imported again, unchanged: the user's version stands, no conflict.
    auto r = p({"import", "cards", "--game", "tiny", p.file("tiny/cards/cards.csv")});
    INFO(r.err);
    REQUIRE(r.code == 0);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    auto game = session.game("tiny");
    REQUIRE(game.ok());
    const core::Printing* alpha = game.value->catalogue.bySetNumber("T1", "001");
    REQUIRE(alpha);
    CHECK(alpha->text() == "Strike twice.");
    CHECK(alpha->numbers[kCost] == 4);
    CHECK(game.value->cardEditConflicts.empty());
    CHECK(game.value->catalogue.size() == 3);
}

TEST_CASE("card editor: a card the publisher changed after the edit shows both versions") {
    Profile p("cardconflict");
    installTiny(p);
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        app::CardEditor editor(session, "tiny");
        const int beta = editor.find("T1", "002");
        auto values = editor.cards()[static_cast<std::size_t>(beta)].values;
        values[core::FieldText] = "Burn 3.";
        REQUIRE(editor.update(beta, values).empty());
        editor.save();
    }
    // The publisher's new version of Beta: cost 1 instead of 2.
    p.write("tiny/cards/cards.csv", "name,set,number,type,cost,link,text\n"
                                    "Alpha,T1,001,Unit,1,Σ,Strike.\n"
                                    "Beta,T1,002,Spell,1,,Burn.\n"
                                    "Gamma,T1,003,Unit,3,ΣΩ,Guard.\n");
    REQUIRE(p({"import", "pack", p.file("tiny/game.xml")}).code == 0);

    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    auto game = session.game("tiny");
    REQUIRE(game.ok());
    // Never resolved silently: the user's text stands, the conflict names the card and field.
    CHECK(game.value->catalogue.bySetNumber("T1", "002")->text() == "Burn 3.");
    REQUIRE(game.value->cardEditConflicts.size() == 1);
    const auto& c = game.value->cardEditConflicts[0];
    CHECK(c.message == "T1 002 Beta: the publisher changed this card since you edited it (Cost)");
    REQUIRE(c.published);
    CHECK((*c.published)[kCost] == "1");
    CHECK((*c.published)[core::FieldText] == "Burn.");
    CHECK(c.edit.values.at("text") == "Burn 3.");
    CHECK(c.edit.values.at("cost") == "2"); // the user's version, as they made it
    // The command line says so too.
    const auto games = p({"games"});
    CHECK(games.out.find("1 of your card edits the published data changed since") !=
          std::string::npos);
    CHECK(games.out.find("    T1 002 Beta: the publisher changed this card since you edited it "
                         "(Cost)\n") != std::string::npos);

    SECTION("keep mine: the edit stands over the new published card") {
        app::CardEditor editor(session, "tiny");
        REQUIRE(editor.conflicts().size() == 1);
        editor.keepMine("T1", "002");
        CHECK(editor.conflicts().empty());
        editor.save();
        auto again = session.game("tiny");
        CHECK(again.value->cardEditConflicts.empty());
        CHECK(again.value->catalogue.bySetNumber("T1", "002")->text() == "Burn 3.");
    }
    SECTION("take theirs: the publisher's card, the edit gone") {
        app::CardEditor editor(session, "tiny");
        editor.takeTheirs("T1", "002");
        editor.save();
        auto again = session.game("tiny");
        CHECK(again.value->cardEditConflicts.empty());
        const auto* beta = again.value->catalogue.bySetNumber("T1", "002");
        CHECK(beta->text() == "Burn.");
        CHECK(beta->numbers[kCost] == 1);
        CHECK(session.cardEdits("tiny").empty());
    }
}

TEST_CASE("card editor: deleted and added cards are what validate and search see") {
    Profile p("cardvalidate");
    installTiny(p);
    const std::string deck = p.write("deck.txt", "1 Alpha\n1 Gamma\n1 Delta\n");
    // Delta is no card yet: the deck names an unknown card.
    auto before = p({"validate", "--game", "tiny", deck});
    CHECK(before.code == 2);
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        app::CardEditor editor(session, "tiny");
        std::vector<std::string> delta(9);
        delta[core::FieldName] = "Delta";
        delta[core::FieldSet] = "T2";
        delta[core::FieldNumber] = "1";
        delta[kType] = "unit"; // any case, stored as the pack spells it
        auto added = editor.add(delta);
        REQUIRE(added.ok());
        CHECK(editor.cards()[static_cast<std::size_t>(added.value)].values[kType] == "Unit");
        editor.remove(editor.find("T1", "002")); // Beta
        editor.save();
    }
    // Beta gone, Delta in name order among the published cards.
    CHECK(searchNames(p) == std::vector<std::string>{"Alpha", "Delta", "Gamma"});
    auto after = p({"validate", "--game", "tiny", deck});
    INFO(after.out << after.err);
    CHECK(after.code == 0); // three known cards, no Spell: legal
    const std::string withBeta = p.write("beta.txt", "1 Alpha\n1 Gamma\n1 Beta\n");
    auto r = p({"validate", "--game", "tiny", withBeta});
    CHECK(r.code == 2); // a card the game does not have, as before Delta was added
    CHECK((r.out + r.err).find("Beta") != std::string::npos);
}

TEST_CASE("card editor: refuses what a CSV import refuses - the error beside its field") {
    Profile p("cardcheck");
    installTiny(p);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    app::CardEditor editor(session, "tiny");
    const int gamma = editor.find("T1", "003");
    auto values = editor.cards()[static_cast<std::size_t>(gamma)].values;
    values[kCost] = "three";
    values[kType] = "";
    values[kLink] = "SX";
    values[core::FieldNumber] = "001"; // Alpha's
    const auto errors = editor.update(gamma, values);
    std::map<int, std::string> byField;
    for (const auto& e : errors)
        byField[e.field] = e.message;
    CHECK(byField.at(kCost) == "cost must be a whole number, not 'three'");
    CHECK(byField.at(kType) == "type is required");
    CHECK(byField.count(kLink) == 1);
    CHECK(byField.at(core::FieldNumber) == "T1 001 is already Alpha");
    // Nothing changed.
    CHECK(editor.cards()[static_cast<std::size_t>(gamma)].values[kCost] == "3");
    CHECK_FALSE(editor.canUndo());

    // The same cell refused by an import of the same row, with the same words.
    p.write("bad.csv", "name,set,number,type,cost\nGamma,T1,009,Unit,three\n");
    auto r = p({"import", "cards", "--game", "tiny", p.file("bad.csv")});
    CHECK(r.code != 0);
    CHECK(r.err.find("cost must be a whole number, not 'three'") != std::string::npos);
}

TEST_CASE("card editor: undo and redo walk back every change - duplicate takes the next number") {
    Profile p("cardundo");
    installTiny(p);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    app::CardEditor editor(session, "tiny");
    const int copy = editor.duplicate(editor.find("T1", "003"));
    REQUIRE(copy >= 0);
    CHECK(editor.cards()[static_cast<std::size_t>(copy)].label() == "Gamma (T1 004)");
    editor.remove(editor.find("T1", "001"));
    CHECK(editor.cards().size() == 3);
    CHECK(editor.modified());
    editor.undo();
    CHECK(editor.find("T1", "001") >= 0);
    editor.undo();
    CHECK(editor.find("T1", "004") < 0);
    CHECK_FALSE(editor.modified());
    editor.redo();
    CHECK(editor.find("T1", "004") >= 0);
    editor.save();
    CHECK_FALSE(editor.modified());
    auto game = session.game("tiny");
    CHECK(game.value->catalogue.size() == 4);

    // New card: the next number after the copy, the required type its first value; one undo.
    const int fresh = editor.addNext(editor.find("T1", "004"));
    REQUIRE(fresh >= 0);
    const auto& card = editor.cards()[static_cast<std::size_t>(fresh)];
    CHECK(card.label() == "New card (T1 005)");
    CHECK(card.values[kType] == "Unit");
    CHECK(card.values[kCost].empty());
    CHECK(card.state == app::EditorCardState::Added);
    editor.undo();
    CHECK(editor.find("T1", "005") < 0);
    CHECK_FALSE(editor.modified());
}

TEST_CASE("card editor: pasted spreadsheet rows - headers by name, every bad cell by row and "
          "column, all or nothing") {
    Profile p("cardpaste");
    installTiny(p);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    app::CardEditor editor(session, "tiny");

    // Labels or ids in any case, columns in any order; a row for a card there changes it.
    auto bad = editor.paste("Name\tSET\tnumber\tType\tCost\r\n"
                            "Echo\tT2\t1\tUnit\t2\r\n"
                            "Foxtrot\tT2\t2\tTrap\tx\r\n");
    REQUIRE(bad.errors.size() == 2);
    CHECK_THAT(bad.errors[0].str(),
               Catch::StartsWith(
                   "row 2, column 4: Type: unknown type 'Trap' (expected one of: Unit, Spell)"));
    CHECK(bad.errors[1].str() == "row 2, column 5: Cost: cost must be a whole number, not 'x'");
    CHECK(editor.find("T2", "1") < 0); // nothing pasted
    CHECK_FALSE(editor.canUndo());

    auto good = editor.paste("Name\tSET\tnumber\tType\tCost\n"
                             "Echo\tT2\t1\tUnit\t2\n"
                             "Alpha\tT1\t001\tUnit\t5\n");
    CHECK(good.errors.empty());
    CHECK(good.added == 1);
    CHECK(good.changed == 1);
    const auto& alpha = editor.cards()[static_cast<std::size_t>(editor.find("T1", "001"))];
    CHECK(alpha.values[kCost] == "5");
    CHECK(alpha.values[core::FieldText] == "Strike."); // a column not pasted stays
    CHECK(alpha.state == app::EditorCardState::Changed);

    auto header = editor.paste("Name\tColour\n");
    REQUIRE_FALSE(header.errors.empty());
    CHECK(header.errors[0].str() ==
          "row 0, column 2: the header 'Colour' is no field of Tiny Game");
}

TEST_CASE("card editor: an image chosen from a file is kept in the profile on save, survives "
          "trimming the image cache, and is the card's image for proxies and pack export") {
    Profile p("cardimage");
    installTiny(p);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    app::CardEditor editor(session, "tiny");
    const std::string png = deckhand::test::dataPath("images/magenta.png");
    REQUIRE(fs::exists(png));
    const std::string notImage = p.write("not.png", "<html>nope</html>");
    CHECK_FALSE(editor.setImage(editor.find("T1", "001"), notImage).empty());
    REQUIRE(editor.setImage(editor.find("T1", "001"), png).empty());
    const fs::path kept = app::userCardImagePath(p.dir(), "tiny", "T1", "001", "png");
    CHECK_FALSE(fs::exists(kept));
    CHECK(editor.savedImage(editor.find("T1", "001")).empty());
    editor.save();
    REQUIRE(fs::exists(kept));
    CHECK(fs::file_size(kept) == fs::file_size(png));
    CHECK(editor.savedImage(editor.find("T1", "001")) == kept);

    // Downloaded images in the cache, one of them of the same card: the user's image wins.
    const auto cache = [&](const std::string& number, const std::string& bytes) {
        const fs::path file = app::cardImagePath(p.dir(), "tiny", "T1", number, "jpg");
        fs::create_directories(file.parent_path());
        std::ofstream(file, std::ios::binary) << bytes;
        return file;
    };
    const fs::path downloadedAlpha = cache("001", "\xff\xd8 downloaded alpha");
    const fs::path downloadedBeta = cache("002", "\xff\xd8 downloaded beta");
    auto game = session.game("tiny");
    REQUIRE(game.ok());
    const core::Printing* alpha = game.value->catalogue.bySetNumber("T1", "001");
    REQUIRE(alpha);
    CHECK(app::cachedImage(p.dir(), "tiny", *alpha) == kept);

    // A trim that empties the cache leaves the user's image, still the card's image.
    CHECK(app::trimImageCache(p.dir() / "images", 0) == 2);
    CHECK_FALSE(fs::exists(downloadedAlpha));
    CHECK_FALSE(fs::exists(downloadedBeta));
    CHECK(app::clearImageCache(p.dir() / "images") == 0);
    REQUIRE(fs::exists(kept));
    CHECK(app::cachedImage(p.dir(), "tiny", *alpha) == kept);
    const core::Printing* beta = game.value->catalogue.bySetNumber("T1", "002");
    REQUIRE(beta);
    CHECK(app::cachedImage(p.dir(), "tiny", *beta).empty());

    // A pack export with its images publishes it as the card's image.
    const fs::path out = p.files() / "published";
    auto r = p({"pack", "export", "--images", "tiny", out.string()});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.find(", 1 image) into") != std::string::npos);
    REQUIRE(fs::exists(out / "images/tiny/T1/001.png"));
    CHECK(fs::file_size(out / "images/tiny/T1/001.png") == fs::file_size(png));
    CHECK_FALSE(fs::exists(out / "images/tiny/T1/002.jpg"));
}

TEST_CASE("card editor: a card the user deleted and the publisher changed since is shown until "
          "the user chooses") {
    Profile p("carddeleted");
    installTiny(p);
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        app::CardEditor editor(session, "tiny");
        editor.remove(editor.find("T1", "003")); // Gamma
        editor.save();
    }
    // The publisher's new Gamma: rules text changed.
    p.write("tiny/cards/cards.csv", "name,set,number,type,cost,link,text\n"
                                    "Alpha,T1,001,Unit,1,Σ,Strike.\n"
                                    "Beta,T1,002,Spell,2,,Burn.\n"
                                    "Gamma,T1,003,Unit,3,ΣΩ,Guard twice.\n");
    REQUIRE(p({"import", "pack", p.file("tiny/game.xml")}).code == 0);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    auto game = session.game("tiny");
    CHECK_FALSE(game.value->catalogue.bySetNumber("T1", "003")); // still deleted
    REQUIRE(game.value->cardEditConflicts.size() == 1);
    CHECK(game.value->cardEditConflicts[0].message ==
          "T1 003 Gamma: the publisher changed this card since you deleted it (Rules text)");

    app::CardEditor editor(session, "tiny");
    const int gamma = editor.find("T1", "003");
    REQUIRE(gamma >= 0);
    const auto& card = editor.cards()[static_cast<std::size_t>(gamma)];
    CHECK(card.state == app::EditorCardState::Deleted);
    CHECK(card.values[core::FieldText] == "Guard twice."); // the publisher's version
    CHECK(editor.cards().size() == 3);

    SECTION("keep mine: it stays deleted and leaves the list") {
        editor.keepMine("T1", "003");
        CHECK(editor.find("T1", "003") < 0);
        CHECK(editor.conflicts().empty());
        editor.save();
        CHECK(session.game("tiny").value->cardEditConflicts.empty());
        CHECK_FALSE(session.game("tiny").value->catalogue.bySetNumber("T1", "003"));
    }
    SECTION("take theirs: the publisher's card is back") {
        editor.takeTheirs("T1", "003");
        CHECK(editor.cards()[static_cast<std::size_t>(editor.find("T1", "003"))].state ==
              app::EditorCardState::Published);
        editor.save();
        CHECK(session.game("tiny").value->catalogue.bySetNumber("T1", "003")->text() ==
              "Guard twice.");
    }
    SECTION("changing it brings it back as the user's") {
        auto values = card.values;
        values[kCost] = "9";
        REQUIRE(editor.update(gamma, values).empty());
        const auto& back = editor.cards()[static_cast<std::size_t>(editor.find("T1", "003"))];
        CHECK(back.state == app::EditorCardState::Changed);
        editor.save();
        CHECK(session.game("tiny").value->catalogue.bySetNumber("T1", "003")->numbers[kCost] == 9);
    }
}

TEST_CASE("card editor: a pack export publishes the game as edited, and a subscriber's copy has "
          "the edits") {
    Profile p("cardexport");
    installTiny(p);
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        app::CardEditor editor(session, "tiny");
        editAlpha(editor);
        std::vector<std::string> delta(9);
        delta[core::FieldName] = "Delta";
        delta[core::FieldSet] = "T2";
        delta[core::FieldNumber] = "1";
        delta[kType] = "Spell";
        REQUIRE(editor.add(delta).ok());
        editor.remove(editor.find("T1", "002")); // Beta
        editor.save();
    }
    const fs::path out = p.files() / "published";
    auto exported = p({"pack", "export", "tiny", out.string()});
    INFO(exported.out << exported.err);
    REQUIRE(exported.code == 0);

    // Another player installs the exported folder: the game they get is the edited one.
    Profile other("cardexport-other");
    auto installed = other({"import", "pack", (out / "game.xml").string()});
    INFO(installed.err);
    REQUIRE(installed.code == 0);
    app::ProfileSession session(other.dir(), DECKHAND_RESOURCES_DIR);
    auto game = session.game("tiny");
    REQUIRE(game.ok());
    CHECK(game.value->catalogue.size() == 3); // Alpha, Gamma, Delta
    const core::Printing* alpha = game.value->catalogue.bySetNumber("T1", "001");
    REQUIRE(alpha);
    CHECK(alpha->text() == "Strike twice.");
    CHECK(alpha->numbers[kCost] == 4);
    CHECK(game.value->catalogue.bySetNumber("T1", "002") == nullptr);
    const core::Printing* delta = game.value->catalogue.bySetNumber("T2", "1");
    REQUIRE(delta);
    CHECK(delta->name() == "Delta");
    CHECK(delta->values[kType] == "Spell");
    // Published data, not edits, on the other side: nothing to settle there.
    CHECK(game.value->cardEditConflicts.empty());
}

TEST_CASE("card editor: a set's name and release date are the user's over the published ones, "
          "undone and redone, and survive a re-import") {
    Profile p("setedit");
    installTiny(p);
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        // What a pack or a download put in the catalogue for the set.
        db::CatalogueStore(profileOf(session).catalogue())
            .saveSet({"tiny", "T1", "Tiny First", "2026-01-01"});
        app::CardEditor editor(session, "tiny");
        auto t1 = editor.setInfo("t1");
        CHECK(t1.code == "T1");
        CHECK(t1.label() == "T1: Tiny First (2026-01-01)");
        CHECK_FALSE(t1.edited);

        // Wrong input changes nothing and says what is wrong.
        auto bad = editor.editSet("T1", "First Light", "2026-13-01");
        REQUIRE(bad.size() == 1);
        CHECK(bad[0].message ==
              "release date '2026-13-01': a date is written YYYY-MM-DD, as 2026-03-01");
        auto none = editor.editSet("T9", "Nowhere", "");
        REQUIRE(none.size() == 1);
        CHECK(none[0].message == "there is no set 'T9' in Tiny Game");
        CHECK_FALSE(editor.canUndo());
        CHECK_FALSE(editor.modified());

        REQUIRE(editor.editSet("t1", " First Light ", "2026-03-01").empty());
        t1 = editor.setInfo("T1");
        CHECK(t1.label() == "T1: First Light (2026-03-01)");
        CHECK(t1.edited);
        CHECK(editor.modified());
        editor.undo();
        CHECK(editor.setInfo("T1").label() == "T1: Tiny First (2026-01-01)");
        CHECK_FALSE(editor.modified());
        editor.redo();
        CHECK(editor.setInfo("T1").name == "First Light");
        editor.save();
        CHECK_FALSE(editor.modified());
    }
    // The published data imported again: the user's name and date stand.
    auto r = p({"import", "cards", "--game", "tiny", p.file("tiny/cards/cards.csv")});
    INFO(r.err);
    REQUIRE(r.code == 0);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    app::CardEditor editor(session, "tiny");
    CHECK(editor.setInfo("T1").label() == "T1: First Light (2026-03-01)");
    CHECK(editor.setInfo("T1").edited);
    // The published name and date again: the edit goes, the publisher's show.
    REQUIRE(editor.editSet("T1", "Tiny First", "2026-01-01").empty());
    CHECK(editor.setEdits().empty());
    CHECK_FALSE(editor.setInfo("T1").edited);
    editor.save();
    CHECK(db::SetEditStore(profileOf(session).user()).list("tiny").empty());
}

TEST_CASE("card editor: deleting a set deletes all its cards in one step that one undo restores - "
          "validate and search no longer see them") {
    Profile p("setdelete");
    installTiny(p);
    const std::string deck = p.write("deck.txt", "1 Alpha\n1 Gamma\n1 Delta\n");
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        app::CardEditor editor(session, "tiny");
        auto delta = editor.addSet("T2");
        REQUIRE(delta.ok());
        auto values = editor.cards()[static_cast<std::size_t>(delta.value)].values;
        values[core::FieldName] = "Delta";
        REQUIRE(editor.update(delta.value, values).empty());
        REQUIRE(editor.editSet("T1", "First Light", "").empty());
        editor.save();
    }
    REQUIRE(p({"validate", "--game", "tiny", deck}).code == 0);

    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    app::CardEditor editor(session, "tiny");
    CHECK(editor.removeSet("t1") == 3);
    REQUIRE(editor.cards().size() == 1);
    CHECK(editor.cards()[0].values[core::FieldName] == "Delta");
    CHECK(editor.sets() == std::vector<std::string>{"T2"});
    CHECK(editor.setEdits().empty()); // its name went with it
    editor.undo();                    // one step back: every card and the name
    CHECK(editor.cards().size() == 4);
    CHECK(editor.setInfo("T1").name == "First Light");
    CHECK_FALSE(editor.canUndo());
    editor.redo();
    CHECK(editor.cards().size() == 1);
    CHECK(editor.removeSet("T7") == 0); // no such set: nothing to undo
    editor.save();

    CHECK(searchNames(p) == std::vector<std::string>{"Delta"});
    auto after = p({"validate", "--game", "tiny", deck});
    INFO(after.out << after.err);
    CHECK(after.code == 2);
    CHECK((after.out + after.err).find("Alpha") != std::string::npos);
    CHECK(db::SetEditStore(profileOf(session).user()).list("tiny").empty());
}

TEST_CASE("card editor: duplicating a set copies every card with its values and image into the "
          "new code as one step - a code taken is refused - validate and search see the copies") {
    Profile p("setduplicate");
    installTiny(p);
    const std::string png = deckhand::test::dataPath("images/magenta.png");
    {
        app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
        app::CardEditor editor(session, "tiny");
        editAlpha(editor); // a published card with the user's values
        auto added = editor.addNext(editor.find("T1", "003"));
        REQUIRE(added >= 0); // an added card in the set: "New card" T1 004
        REQUIRE(editor.setImage(editor.find("T1", "002"), png).empty());
        editor.save(); // Beta's image is a saved one now
        REQUIRE(editor.setImage(editor.find("T1", "003"), png).empty()); // Gamma's is pending
        REQUIRE(editor.editSet("T1", "First Light", "2026-01-01").empty());
        const auto before = editor.cards().size();
        const auto undoable = editor.canUndo();

        // Refused, nothing changed: no such set, no code, a code taken, a bad date.
        auto none = editor.duplicateSet("T9", "T2", "", "");
        REQUIRE_FALSE(none.ok());
        CHECK(none.errors.front().message == "there is no set 'T9' in Tiny Game");
        auto empty = editor.duplicateSet("T1", "  ", "", "");
        REQUIRE_FALSE(empty.ok());
        CHECK(empty.errors.front().message ==
              "the new set needs a code (as card data writes it, e.g. T2)");
        auto taken = editor.duplicateSet("T1", "t1", "Again", "");
        REQUIRE_FALSE(taken.ok());
        CHECK(taken.errors.front().message == "there is a set T1 already: choose another code");
        auto badDate = editor.duplicateSet("T1", "T2", "Second Light", "2026-02-30");
        REQUIRE_FALSE(badDate.ok());
        CHECK(badDate.errors.front().message ==
              "release date '2026-02-30': a date is written YYYY-MM-DD, as 2026-03-01");
        CHECK(editor.cards().size() == before);
        CHECK(editor.sets() == std::vector<std::string>{"T1"});

        auto copied = editor.duplicateSet("T1", " T2 ", " Second Light ", "2026-06-01");
        INFO((copied.errors.empty() ? "" : copied.errors.front().message));
        REQUIRE(copied.ok());
        CHECK(editor.cards().size() == before + 4);
        const auto& first = editor.cards()[static_cast<std::size_t>(copied.value)];
        CHECK(first.values[core::FieldSet] == "T2");
        CHECK(first.values[core::FieldNumber] == "001");
        CHECK(first.state == app::EditorCardState::Added);
        CHECK(editor.sets() == std::vector<std::string>{"T1", "T2"});
        CHECK(editor.setInfo("T2").label() == "T2: Second Light (2026-06-01)");
        // Every card with its values as they stand: Alpha's edit, the added card.
        const int alpha2 = editor.find("T2", "001");
        REQUIRE(alpha2 >= 0);
        CHECK(editor.cards()[static_cast<std::size_t>(alpha2)].values[core::FieldText] ==
              "Strike twice.");
        CHECK(editor.cards()[static_cast<std::size_t>(alpha2)].values[kCost] == "4");
        const int added2 = editor.find("T2", "004");
        REQUIRE(added2 >= 0);
        CHECK(editor.cards()[static_cast<std::size_t>(added2)].values[core::FieldName] ==
              "New card");
        // The images go with them: the saved one and the one not saved yet.
        CHECK(editor.pendingImage(editor.find("T2", "002")) ==
              app::userCardImagePath(p.dir(), "tiny", "T1", "002", "png"));
        CHECK(editor.pendingImage(editor.find("T2", "003")) == fs::path(png));
        CHECK_FALSE(editor.pendingImage(alpha2));
        // The copies are a set of their own now: a second copy into T2 is refused.
        CHECK_FALSE(editor.duplicateSet("T1", "T2", "", "").ok());

        // One undo takes every copy and the new set's name back; redo brings them.
        editor.undo();
        CHECK(editor.cards().size() == before);
        CHECK(editor.sets() == std::vector<std::string>{"T1"});
        CHECK(editor.setInfo("T2").label() == "T2");
        CHECK(editor.canUndo() == undoable);
        editor.redo();
        CHECK(editor.cards().size() == before + 4);
        editor.save();
    }
    // Saved: every reader of the game sees the copies, images included.
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    auto game = session.game("tiny");
    REQUIRE(game.ok());
    CHECK(game.value->catalogue.size() == 8);
    const core::Printing* alpha2 = game.value->catalogue.bySetNumber("T2", "001");
    REQUIRE(alpha2);
    CHECK(alpha2->text() == "Strike twice.");
    for (const char* number : {"002", "003"}) {
        const fs::path image = app::userCardImagePath(p.dir(), "tiny", "T2", number, "png");
        INFO(image);
        REQUIRE(fs::exists(image));
        CHECK(fs::file_size(image) == fs::file_size(png));
    }
    CHECK_FALSE(fs::exists(app::userCardImagePath(p.dir(), "tiny", "T2", "001", "png")));
    const auto sets = app::gameSets(session, *game.value);
    REQUIRE(sets.size() == 2);
    CHECK(sets[0].label() == "T1: First Light (2026-01-01)");
    CHECK(sets[1].label() == "T2: Second Light (2026-06-01)");
    const auto names = searchNames(p);
    CHECK(std::count(names.begin(), names.end(), "Alpha") == 2);
    const std::string deck = p.write("deck.txt", "1 Alpha (T2) 001\n1 Gamma (T2) 003\n1 Beta\n");
    auto checked = p({"validate", "--game", "tiny", deck});
    INFO(checked.out << checked.err);
    CHECK(checked.code == 0);

    // The command line lists the sets as the user named them.
    auto listed = p({"games", "--sets"});
    INFO(listed.out);
    CHECK(listed.out.find("Tiny Game - 8 printings\n  sets (2):\n"
                          "    T1         First Light (2026-01-01)  [yours]\n"
                          "    T2         Second Light (2026-06-01)  [yours]\n") !=
          std::string::npos);
    const auto json = nlohmann::json::parse(p({"games", "--sets", "--json"}).out);
    bool found = false;
    for (const auto& g : json["games"])
        if (g["id"] == "tiny") {
            found = true;
            REQUIRE(g["sets"].size() == 2);
            CHECK(g["sets"][1]["code"] == "T2");
            CHECK(g["sets"][1]["name"] == "Second Light");
            CHECK(g["sets"][1]["released"] == "2026-06-01");
            CHECK(g["sets"][1]["yours"] == true);
        }
    CHECK(found);
}

TEST_CASE("card editor: a published set the user deleted, or one the publisher named, is no code "
          "to duplicate into") {
    Profile p("setduplicate-taken");
    installTiny(p);
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    db::CatalogueStore(profileOf(session).catalogue()).saveSet({"tiny", "T5", "Coming Soon", ""});
    app::CardEditor editor(session, "tiny");
    auto added = editor.addSet("T2");
    REQUIRE(added.ok());
    REQUIRE(editor.removeSet("T1") == 3); // the published set, hidden
    auto intoDeleted = editor.duplicateSet("T2", "T1", "", "");
    REQUIRE_FALSE(intoDeleted.ok());
    CHECK(intoDeleted.errors.front().message ==
          "T1 is a published set of Tiny Game (its cards deleted here): choose another code");
    auto intoNamed = editor.duplicateSet("T2", "t5", "", "");
    REQUIRE_FALSE(intoNamed.ok());
    CHECK(intoNamed.errors.front().message ==
          "T5 is a published set of Tiny Game (Coming Soon): choose another code");
    CHECK(editor.duplicateSet("T2", "T3", "", "").ok());
    CHECK(editor.setEdits().empty()); // no name or date given: none kept
}

TEST_CASE("game sets: every set of the game's cards, the user's name over the published one, by "
          "release date") {
    Profile p("gamesets");
    installTiny(p,
                std::string(kCards) + "Delta,T0,001,Unit,1,,Old.\nEpsilon,T3,001,Unit,1,,New.\n");
    app::ProfileSession session(p.dir(), DECKHAND_RESOURCES_DIR);
    auto store = db::CatalogueStore(profileOf(session).catalogue());
    store.saveSet({"tiny", "T1", "Tiny First", "2026-01-01"});
    store.saveSet({"tiny", "T3", "Tiny Third", "2025-05-01"});
    store.saveSet({"tiny", "T9", "No cards here", "2024-01-01"});
    db::SetEditStore(profileOf(session).user())
        .replaceAll("tiny", {{"tiny", "t1", "First Light", "2026-03-01", ""}});
    auto game = session.game("tiny");
    REQUIRE(game.ok());
    const auto sets = app::gameSets(session, *game.value);
    std::vector<std::string> labels;
    for (const auto& s : sets)
        labels.push_back(s.label());
    CHECK(labels == std::vector<std::string>{"T3: Tiny Third (2025-05-01)",
                                             "T1: First Light (2026-03-01)", "T0"});
    CHECK(sets[1].edited);
    CHECK_FALSE(sets[0].edited);
    CHECK(app::setTitle(sets, "t1") == "First Light (T1)");
    CHECK(app::setTitle(sets, "T0") == "T0");
    CHECK(app::setTitle(sets, "T7") == "T7");
}
