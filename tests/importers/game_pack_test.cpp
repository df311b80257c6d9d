// SPDX-License-Identifier: GPL-3.0-or-later

#include "deckhand/io/game_pack.hpp"
#include "test_game.hpp"

#include <string>

using namespace deckhand;
using deckhand::io::readGamePack;
using deckhand::io::readLimitedLists;

namespace {

std::string pack(const std::string& formats, const std::string& extra = "") {
    return R"(<?xml version="1.0"?>
<game-pack format="1" id="t" name="T" rules="t.txt">
  <fields>
    <field id="kind" type="enum"><value>Unit</value><value>Special</value></field>
    <field id="level" type="integer"/>
  </fields>
)" + extra +
           "  <formats>\n" + formats + "  </formats>\n</game-pack>\n";
}

std::string firstError(const std::string& xml) {
    auto r = readGamePack(xml, "t.xml");
    return r.errors.empty() ? std::string("(no error)") : r.errors.front().str();
}

} // namespace

TEST_CASE("game pack: a well-formed pack reads every part") {
    const auto game = readTestGame();
    CHECK(game.id == "mini");
    CHECK(game.identity == core::IdentityKind::NameNumber);
    REQUIRE(game.fields.size() == 4);
    CHECK(game.fields[0].aliases.at("progress") == "PG");
    CHECK(game.sectionByHeader("sb")->id == "side");
    CHECK_FALSE(game.section("side")->counts);
    REQUIRE(game.formats.size() == 1);
    CHECK(game.formats[0].deckSize[0].exact.value == 10);
    CHECK(game.formats[0].deckSize[0].citation.str() == "mini.txt \xC2\xA7 Deck rules");
}

TEST_CASE("game pack: rules with filters - settings and prebuilt lists") {
    auto r = readGamePack(pack(R"(
    <format id="f">
      <setting id="n" default="2"/>
      <setting id="mode" default="a" choices="a,b"/>
      <deck-size id="size" min="{n}" multiple-of="4"/>
      <count id="units" label="Unit cards" min="1" when="mode=a">
        <where field="kind" is="unit"/>
        <any><where field="level" gt="0"/><not><where field="level" empty="true"/></not></any>
      </count>
      <prebuilt id="pre"><deck id="d" name="D"><card qty="2">X</card><card name="Y"/></deck></prebuilt>
    </format>
)"),
                          "t.xml");
    REQUIRE(r.ok());
    const auto& f = r.value.game.formats[0];
    CHECK(f.deckSize[0].min.setting == "n");
    CHECK(f.counts[0].filter.children[0].values[0] == "Unit"); // canonical spelling
    CHECK(f.counts[0].filter.describe() == "kind = Unit and (level > 0 or not level is empty)");
    REQUIRE(f.prebuilt[0].lists[0].cards.size() == 2);
    CHECK(f.prebuilt[0].lists[0].cards[1] == std::pair<std::string, int>{"Y", 1});
}

TEST_CASE("game pack: broken packs are refused with file - line and column") {
    CHECK(firstError("<game-pack id='x'>\n  <fields>\n</game-pack>") ==
          "t.xml:3:3: XML syntax error: Start-end tags mismatch");
    CHECK(firstError(pack(R"(    <format id="f"><deck-size id="s" minimum="40"/></format>
)")) == "t.xml:8:20: <deck-size> has no attribute 'minimum' (it takes: cite, cite-file, id, "
        "message, "
        "note, sections, warning, when, exactly, min, max, multiple-of)");
    CHECK(firstError(pack(R"(    <format id="f"><deck-size id="s" min="40"/>
      <count id="c" label="L" max="1"><where field="kind" is="Unti"/></count></format>
)")) == "t.xml:9:39: unknown kind 'Unti' (expected one of: Unit, Special). Did you mean 'Unit'?");
    CHECK(firstError(pack(R"(    <format id="f"><deck-size id="s" min="40"/>
      <count id="c" label="L" max="1"><where field="colour" is="Red"/></count></format>
)")) == "t.xml:9:39: <where> field 'colour' is not a field of T");
    CHECK(firstError(pack(R"(    <format id="f"><deck-size id="s" min="{size}"/></format>
)")) == "t.xml:8:20: min=\"{size}\": format 'f' has no setting 'size'");
    CHECK(firstError(pack(R"(    <format id="f"><deck-size id="s" min="4" when="mode=x"/></format>
)")) == "t.xml:8:20: when=\"mode=x\": format 'f' has no setting 'mode'");
    CHECK(
        firstError(
            pack(
                R"(    <format id="f"><count id="c" label="L"><where field="kind" is="Unit"/></count></format>
)"))
            .find("<count> needs exactly, min or max") != std::string::npos);
    CHECK(firstError(pack("")) == "t.xml:7:3: <formats> holds no <format>");
    CHECK(firstError(pack(R"(    <format id="f"><deck-size id="s" min="4"/></format>
)",
                          "  <identity by=\"title\"/>\n")) ==
          "t.xml:7:3: identity 'title' is not name, name-number or base-in-set, nor a list of "
          "the fields of T: 'title' is not one of them");
    CHECK(firstError("<deck/>") ==
          "t.xml:1:1: the root element is <deck>; a game pack starts with <game-pack>");
    CHECK(firstError("").find("XML syntax error") != std::string::npos);
}

TEST_CASE("game pack: the card-kind field is named by <fields kind> or is the first enum field") {
    const std::string format = "    <format id=\"f\"><deck-size id=\"s\" min=\"4\"/></format>\n";
    auto plain = readGamePack(pack(format), "t.xml");
    REQUIRE(plain.ok());
    CHECK(plain.value.game.kindFieldIndex() == core::BuiltinFieldCount); // "kind", the enum

    std::string named = pack(format);
    named.replace(named.find("<fields>"), 8, "<fields kind=\"level\">");
    auto byName = readGamePack(named, "t.xml");
    REQUIRE(byName.ok());
    CHECK(byName.value.game.kindFieldIndex() == core::BuiltinFieldCount + 1);

    std::string unknown = pack(format);
    unknown.replace(unknown.find("<fields>"), 8, "<fields kind=\"colour\">");
    CHECK(firstError(unknown) == "t.xml:3:3: kind=\"colour\" is not a field of T");
    std::string builtin = pack(format);
    builtin.replace(builtin.find("<fields>"), 8, "<fields kind=\"name\">");
    CHECK(firstError(builtin) ==
          "t.xml:3:3: kind=\"name\" is a built-in field; name one of the game's own fields");
}

TEST_CASE("limited lists: one version or several - dated - with their maxima") {
    auto r = readLimitedLists(R"(<limited-lists>
  <limited-list game="plu" name="Limited / Immortalized List" effective="2026-05-01" label="May 2026">
    <card name="Iron Palm" max="1"/>
    <card name="Doom Engine" max="0"/>
  </limited-list>
  <limited-list game="plu" effective="2026-01-01"><card name="Iron Palm" max="2"/></limited-list>
</limited-lists>)",
                              "l.xml");
    REQUIRE(r.ok());
    REQUIRE(r.value.size() == 2);
    CHECK(r.value[0].maxCopies.at("iron palm") == 1);
    CHECK(r.value[0].maxCopies.at("doom engine") == 0);
    CHECK(r.value[0].label == "May 2026");
    CHECK(r.value[1].effective.str() == "2026-01-01");

    // The root's game is the game of every list inside it that does not say one.
    auto rooted = readLimitedLists(R"(<limited-lists game="plu">
  <limited-list effective="2026-05-01"><card name="Iron Palm" max="1"/></limited-list>
  <limited-list game="plu" effective="2026-06-01"><card name="Iron Palm" max="0"/></limited-list>
</limited-lists>)",
                                   "r.xml");
    REQUIRE(rooted.ok());
    REQUIRE(rooted.value.size() == 2);
    CHECK(rooted.value[0].game == "plu");
    CHECK(rooted.value[1].game == "plu");
    auto mixed = readLimitedLists(R"(<limited-lists game="plu">
  <limited-list game="vstage" effective="2026-05-01"><card name="Iron Palm" max="1"/></limited-list>
</limited-lists>)",
                                  "m.xml");
    REQUIRE(mixed.errors.size() == 1);
    CHECK(mixed.errors[0].str() == "m.xml:2:3: this list is for game 'vstage' inside "
                                   "<limited-lists game=\"plu\">: one game per file");
    auto none = readLimitedLists(R"(<limited-lists>
  <limited-list effective="2026-05-01"><card name="Iron Palm" max="1"/></limited-list>
</limited-lists>)",
                                 "n.xml");
    REQUIRE(none.errors.size() == 1);
    CHECK(none.errors[0].where.line == 2);

    auto bad = readLimitedLists(R"(<limited-list game="plu" effective="2026-02-30">
  <card name="Iron Palm"/>
  <card name="Iron Palm" max="-1"/>
</limited-list>)",
                                "l.xml");
    REQUIRE(bad.errors.size() == 3);
    CHECK(bad.errors[0].str() == "l.xml:1:1: effective=\"2026-02-30\" is not a date (YYYY-MM-DD)");
    CHECK(bad.errors[1].str() == "l.xml:2:3: <card> needs the attribute 'max' (0 = banned)");
    CHECK(bad.errors[2].where.line == 3);
    CHECK(bad.value.empty());
}

TEST_CASE("game pack: a DOCTYPE that declares entities is refused, as card data refuses it") {
    // pugixml would keep "&lol9;" unexpanded: a game named "&lol9;".
    std::string xml = pack(R"(    <format id="f"><deck-size id="s" min="40"/></format>
)");
    xml.replace(xml.find("name=\"T\""), 8, "name=\"&lol9;\"");
    xml.insert(xml.find("<game-pack"),
               "<!DOCTYPE game-pack [<!ENTITY lol \"lol\"><!ENTITY lol9 \"&lol;&lol;\">]>\n");
    auto r = readGamePack(xml, "t.xml");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].where.file == "t.xml");
    CHECK(r.errors[0].where.line == 2);
    CHECK(r.errors[0].message == "entity declarations are not allowed");
}

TEST_CASE("game pack: a child a rule does not take is an error, not a rule turned off") {
    CHECK(firstError(pack(R"(    <format id="f"><deck-size id="s" min="40" cite="R">
      <bogus/></deck-size></format>
)")) == "t.xml:9:7: <bogus> does not belong in <deck-size>: it takes no children");
    CHECK(firstError(pack(R"(    <format id="f"><deck-size id="s" min="40" cite="R"/>
      <limited-list id="l" cite="R"><where field="kind" is="Unit"/></limited-list></format>
)")) == "t.xml:9:37: <where> does not belong in <limited-list>: it takes no children");
    CHECK(firstError(pack(R"(    <format id="f"><deck-size id="s" min="40" cite="R"/>
      <count id="c" label="L" max="1" cite="R"><bogus/></count></format>
)")) == "t.xml:9:48: <bogus> does not belong in <count>");
}

TEST_CASE("game pack: a rule without cite installs with a warning naming where it is") {
    auto r = readGamePack(pack(R"(    <format id="f"><deck-size id="s" min="40" cite="R"/>
      <count id="units" label="Unit cards" max="1"><where field="kind" is="Unit"/></count>
    </format>
)"),
                          "t.xml");
    REQUIRE(r.ok());
    REQUIRE(r.value.warnings.size() == 1);
    CHECK(r.value.warnings[0].str() ==
          "t.xml:9:7: <count id=\"units\"> has no cite: every rule names the heading of the rules "
          "sheet it comes from, so a player can check it");
}

TEST_CASE("limited lists: each entry keeps where the file names it") {
    auto r = readLimitedLists(R"(<limited-list game="t" effective="2026-05-01">
  <card name="Jar of Boundless Gred" max="0"/>
</limited-list>
)",
                              "l.xml");
    REQUIRE(r.ok());
    CHECK(r.value[0].entryOrigin.at("jar of boundless gred").str() == "l.xml:2:3");
}

TEST_CASE("game pack: copy identity from any fields - the three words are cases of it") {
    auto r = readGamePack(pack(R"(    <format id="f"><deck-size id="s" min="4" cite="R"/>
      <copy-limit id="by-kind" max="1" identity="name, kind" cite="R"/>
      <copy-limit id="by-number" max="1" identity="name number" cite="R"/>
      <copy-limit id="by-name" max="1" identity="name" cite="R"/>
    </format>
)",
                               "  <identity by=\"name level\"/>\n"),
                          "t.xml");
    REQUIRE(r.ok());
    const auto& g = r.value.game;
    REQUIRE(g.identities.size() == 2); // name+level, name+kind; name number is name-number
    CHECK(g.identity == core::IdentityKindCount);
    CHECK(g.identityDef(g.identity).fields ==
          std::vector<int>{core::FieldName, g.fieldIndex("level")});
    const auto& limits = g.formats[0].copyLimits;
    CHECK(limits[0].identity == core::IdentityKindCount + 1);
    CHECK(limits[1].identity == core::IdentityKind::NameNumber);
    CHECK(limits[2].identity == core::IdentityKind::Name);
    CHECK(g.identityWords(g.identity) == " per name and level, counting every printing");
    CHECK(g.identityWords(core::IdentityKind::NameNumber) == " per name and card number");

    CHECK(firstError(pack(R"(    <format id="f"><deck-size id="s" min="4"/></format>
)",
                          "  <identity by=\"name name\"/>\n")) ==
          "t.xml:7:3: identity 'name name' names 'name' twice");
}

TEST_CASE("limited lists: an entry names a card by more fields as attributes") {
    auto r = readLimitedLists(R"(<limited-list game="t" effective="2026-05-01">
  <card name="Surging Strike" pitch="1" max="0"/>
  <card name="Surging Strike" max="2"/>
  <card pitch="1" name="surging  strike" max="1"/>
</limited-list>
)",
                              "l.xml");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].str() == "l.xml:4:3: 'surging  strike (pitch 1)' is listed twice");
    auto ok = readLimitedLists(R"(<limited-list game="t" effective="2026-05-01">
  <card name="Surging Strike" pitch="1" max="0"/>
  <card name="Surging Strike" max="2"/>
</limited-list>
)",
                               "l.xml");
    REQUIRE(ok.ok());
    const auto& v = ok.value[0];
    CHECK(v.maxCopies.at("surging strike") == 2);
    CHECK(v.maxCopies.at("surging strike\x1fpitch=1") == 0);
    CHECK(v.spelling.at("surging strike\x1fpitch=1") == "Surging Strike (pitch 1)");
}

TEST_CASE("game pack: <card-face> lays out faces - and says where a bad one is wrong") {
    const std::string format = "    <format id=\"f\"><deck-size id=\"s\" min=\"1\"/></format>\n";
    auto r = readGamePack(
        pack(format,
             R"(  <card-face kind="kind" stats="level,rarity" colour-by="kind" text-size="9.5">
    <colour value="unit" frame="#2f5f9e"/>
  </card-face>
)"),
        "t.xml");
    REQUIRE(r.ok());
    const auto& face = r.value.game.face;
    CHECK(face.declared);
    CHECK(face.kindFields == std::vector<std::string>{"kind"});
    CHECK(face.statFields == std::vector<std::string>{"level", "rarity"});
    CHECK(face.textSize == 9.5);
    CHECK(face.widthMm == 63); // a card's size when the pack says none
    CHECK(face.heightMm == 88);
    REQUIRE(face.colours.size() == 1);
    CHECK(face.colours[0].first == "Unit"); // the enum's own spelling
    CHECK(face.colours[0].second == 0x2F5F9E);

    // The <card-face> line of pack(): after the XML declaration, <game-pack>, <fields> and
    // its two fields and its closing tag.
    CHECK(firstError(pack(format, "  <card-face kind=\"kind\" colour=\"red\"/>\n")) ==
          "t.xml:7:3: <card-face> has no attribute 'colour' (it takes: kind, stats, colour-by, "
          "text-size, width-mm, height-mm)");
    CHECK(firstError(pack(format, "  <card-face stats=\"speed\"/>\n")) ==
          "t.xml:7:3: <card-face> stats: 'speed' is not a field of the game");
    CHECK(firstError(pack(format, "  <card-face kind=\"name\"/>\n")) ==
          "t.xml:7:3: <card-face> kind: 'name' is always on the face; list only the others");
    CHECK(firstError(pack(format, "  <card-face text-size=\"huge\"/>\n")) ==
          "t.xml:7:3: <card-face> text-size=\"huge\" is not a size in points from 4 to 14");
    CHECK(firstError(pack(format, "  <card-face text-size=\"40\"/>\n")) ==
          "t.xml:7:3: <card-face> text-size=\"40\" is not a size in points from 4 to 14");
    auto tarot =
        readGamePack(pack(format, "  <card-face width-mm=\"70\" height-mm=\"120.5\"/>\n"), "t.xml");
    REQUIRE(tarot.ok());
    CHECK(tarot.value.game.face.widthMm == 70);
    CHECK(tarot.value.game.face.heightMm == 120.5);
    CHECK(firstError(pack(format, "  <card-face width-mm=\"wide\"/>\n")) ==
          "t.xml:7:3: <card-face> width-mm=\"wide\" is not a size in millimetres from 20 to 150");
    CHECK(firstError(pack(format, "  <card-face height-mm=\"900\"/>\n")) ==
          "t.xml:7:3: <card-face> height-mm=\"900\" is not a size in millimetres from 20 to 150");
    CHECK(firstError(pack(format, "  <card-face>\n    <art/>\n  </card-face>\n")) ==
          "t.xml:8:5: <art> does not belong in <card-face>");
    CHECK(
        firstError(pack(format, "  <card-face colour-by=\"kind\">\n"
                                "    <colour value=\"Unit\" frame=\"blue\"/>\n  </card-face>\n")) ==
        "t.xml:8:5: <colour> frame=\"blue\" is not a colour written #rrggbb");
    CHECK(
        firstError(pack(format, "  <card-face colour-by=\"kind\">\n"
                                "    <colour value=\"Hero\" frame=\"#112233\"/>\n  </card-face>\n"))
            .starts_with("t.xml:8:5: <colour> value 'Hero': "));
    CHECK(
        firstError(pack(format, "  <card-face>\n"
                                "    <colour value=\"Unit\" frame=\"#112233\"/>\n  </card-face>\n"))
            .starts_with("t.xml:8:5: <colour> needs colour-by"));
    CHECK(firstError(pack(format, "  <card-face/>\n  <card-face/>\n")) ==
          "t.xml:8:3: the pack has more than one <card-face>");
}

TEST_CASE("game pack: a dated format (rotation) reads its versions; bad dates and overlaps are "
          "refused where they stand") {
    auto r = readGamePack(pack(R"(    <format id="f"><deck-size id="s" min="4"/>
      <rotation id="rot" label="mark" field="kind" cite="Rotation">
        <legal from="2025-04-11" label="2025" values="Unit"/>
        <legal from="2024-04-05" until="2025-01-31" values="Unit|special"/>
      </rotation>
    </format>
)"),
                          "t.xml");
    REQUIRE(r.ok());
    const auto& rot = r.value.game.formats[0].rotations.at(0);
    REQUIRE(rot.versions.size() == 2);
    // Sorted by date, values in canonical spelling; no label but the pack's (reports then name
    // the format's rotation, in the user's language).
    CHECK(rot.versions[0].from == core::Date{2024, 4, 5});
    CHECK(rot.versions[0].values == std::vector<std::string>{"Unit", "Special"});
    CHECK(rot.versions[0].label.empty());
    CHECK(rot.versions[1].label == "2025");
    CHECK(rot.inForce(core::Date{2024, 4, 4}) == nullptr);
    CHECK(rot.inForce(core::Date{2024, 6, 1}) == &rot.versions[0]);
    CHECK(rot.inForce(core::Date{2025, 2, 1}) == nullptr); // after its until, before the next
    CHECK(rot.inForce(core::Date{2025, 4, 11}) == &rot.versions[1]);

    const auto rotation = [](const std::string& legal) {
        return pack("    <format id=\"f\"><deck-size id=\"s\" min=\"4\"/>\n"
                    "      <rotation id=\"rot\" field=\"kind\" cite=\"R\">\n" +
                    legal + "      </rotation>\n    </format>\n");
    };
    CHECK(firstError(rotation("        <legal from=\"2025-02-30\" values=\"Unit\"/>\n")) ==
          "t.xml:10:9: from=\"2025-02-30\" is not a date (YYYY-MM-DD)");
    CHECK(firstError(rotation("        <legal from=\"2025-01-01\" until=\"2024-12-31\" "
                              "values=\"Unit\"/>\n")) ==
          "t.xml:10:9: until=\"2024-12-31\" is before from=\"2025-01-01\"");
    CHECK(firstError(rotation("        <legal from=\"2025-01-01\" values=\"Unit\"/>\n"
                              "        <legal from=\"2025-01-01\" values=\"Special\"/>\n")) ==
          "t.xml:11:9: <legal> from=\"2025-01-01\" overlaps the version at t.xml:10:9: both "
          "start on that day");
    CHECK(firstError(rotation("        <legal from=\"2024-01-01\" until=\"2025-06-30\" "
                              "values=\"Unit\"/>\n"
                              "        <legal from=\"2025-04-11\" values=\"Special\"/>\n")) ==
          "t.xml:11:9: <legal> from=\"2025-04-11\" overlaps the version at t.xml:10:9, in "
          "force until 2025-06-30");
    CHECK(firstError(rotation("        <legal from=\"2025-01-01\" values=\"Unti\"/>\n")) ==
          "t.xml:9:7: unknown kind 'Unti' (expected one of: Unit, Special). Did you mean 'Unit'?");
    CHECK(firstError(rotation("")) ==
          "t.xml:9:7: <rotation> needs at least one <legal from=... values=...>");
}

TEST_CASE("game pack: level=\"printing\" marks the fields that belong to the printing") {
    auto r = readGamePack(R"(<?xml version="1.0"?>
<game-pack format="1" id="t" name="T" rules="t.txt">
  <fields>
    <field id="mark" type="enum" level="printing"><value>F</value><value>G</value></field>
    <field id="kind" type="enum" level="card"><value>Unit</value></field>
  </fields>
  <rarities level="printing"><rarity>Common</rarity></rarities>
  <formats><format id="f"><deck-size id="s" min="4"/></format></formats>
</game-pack>
)",
                          "t.xml");
    REQUIRE(r.ok());
    const auto& g = r.value.game;
    CHECK(g.printingFields == std::vector<int>{g.fieldIndex("mark"), core::FieldRarity});
    CHECK(firstError(R"(<game-pack format="1" id="t" name="T">
  <fields><field id="mark" level="set"/></fields>
  <formats><format id="f"><deck-size id="s" min="4"/></format></formats>
</game-pack>)") == "t.xml:2:11: level=\"set\" is not card or printing");
}

TEST_CASE("game pack: <sets> gives the sets' names and release dates; a bad date, a set given "
          "twice or a stray attribute is an error with its line") {
    auto r = readGamePack(pack("    <format id=\"f\"><deck-size id=\"size\" min=\"1\"/></format>\n",
                               R"(  <sets>
    <set code="S1" name=" First Set " released="2026-03-01"/>
    <set code="S2"/>
  </sets>
)"),
                          "t.xml");
    REQUIRE(r.ok());
    CHECK(r.value.sets ==
          std::vector<io::PackSet>{{"S1", "First Set", "2026-03-01"}, {"S2", "", ""}});

    auto bad =
        readGamePack(pack("    <format id=\"f\"><deck-size id=\"size\" min=\"1\"/></format>\n",
                          R"(  <sets>
    <set code="S1" released="2026-02-30"/>
    <set code="S2" name="Two"/>
    <set code="s2" name="Again"/>
    <set name="No code"/>
    <set code="S3" colour="red"/>
    <card code="S4"/>
  </sets>
  <sets/>
)"),
                     "t.xml");
    REQUIRE(bad.errors.size() == 6);
    CHECK(bad.errors[0].str() ==
          "t.xml:8:5: <set> released=\"2026-02-30\" is not a date (YYYY-MM-DD, as 2026-03-01)");
    CHECK(bad.errors[1].str() == "t.xml:10:5: the set s2 is given twice (also line 9)");
    CHECK(bad.errors[2].str() == "t.xml:11:5: <set> needs the attribute 'code'");
    CHECK(bad.errors[3].str() == "t.xml:12:5: <set> has no attribute 'colour' (it takes: code, "
                                 "name, released)");
    CHECK(bad.errors[4].str() == "t.xml:13:5: <card> does not belong in <sets>");
    CHECK(bad.errors[5].str() == "t.xml:15:3: the pack has more than one <sets> (the first is "
                                 "line 7)");
}
