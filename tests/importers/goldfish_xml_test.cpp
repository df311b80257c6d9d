// SPDX-License-Identifier: GPL-3.0-or-later

// The game pack's <goldfish> section: every building block read, every mistake reported
// with line and column.
#include "deckhand/io/game_pack.hpp"

#include <catch2/catch.hpp>
#include <string>

using namespace deckhand;
using deckhand::io::readGamePack;

namespace {

std::string pack(const std::string& goldfish) {
    return R"(<?xml version="1.0"?>
<game-pack format="1" id="t" name="T" rules="t.txt">
  <fields>
    <field id="kind" type="enum"><value>Unit</value><value>Special</value></field>
    <field id="level" type="integer"/>
    <field id="link" type="symbols"><value aliases="S">Σ</value><value aliases="O">Ω</value></field>
    <field id="box" type="enum"><value>green</value><value>red</value></field>
  </fields>
)" + goldfish +
           R"(
  <formats><format id="f" name="F"><deck-size id="size" min="1"/></format></formats>
</game-pack>
)";
}

std::string firstError(const std::string& goldfish) {
    auto r = readGamePack(pack(goldfish), "t.xml");
    return r.errors.empty() ? std::string("(no error)") : r.errors.front().str();
}

} // namespace

TEST_CASE("goldfish pack: every building block reads") {
    auto r = readGamePack(pack(R"xml(
  <goldfish hand-zone="hand" note="Assumptions.">
    <setting id="spend" label="Spent" default="2" note="why"/>
    <setting id="boss" label="Boss" default="auto" choices="auto,yes,no"/>
    <setup>
      <set-aside zone="Progress" count="4" cite="Prep 1)"><where field="level" is="0"/></set-aside>
      <draw count="6" cite="Setup"/>
      <mulligan kind="redraw" draw="5" remove-hand="false"/>
      <move-top count="1" going-first="1" going-second="2" zone="Energy"/>
      <place count="3" zone="stage"><where field="kind" is="Unit"/></place>
    </setup>
    <turn>
      <replenish to="6"><instead to="5" setting="boss"><where field="kind" is="Special"/></instead></replenish>
      <draw count="2" going-first="{spend}"/>
      <move-top count="1" zone="Energy" cap="8"/>
      <charge count="1" zone="Gauge"/>
      <spend count="{spend}"/>
      <hand-limit max="7"/>
    </turn>
    <link-frames field="link" sigma="Σ" omega="Ω" cite="Link"/>
    <figure id="two" label="Two units" by-turn="1" zone="seen"><at-least count="2"><where field="kind" is="Unit"/></at-least></figure>
    <figure id="any" label="Either"><option><at-least count="1"><where field="kind" is="Unit"/></at-least></option><option><at-least count="2"><where field="level" gt="2"/></at-least></option></figure>
    <share id="framed" label="Framed"><where field="link" has-any="true"/></share>
    <link-figure id="l8" label="Link 8" cost="&lt;Link8&gt;{(1)(Σ)(Ω)(Ω)}"/>
  </goldfish>)xml"),
                          "t.xml");
    INFO((r.errors.empty() ? "" : r.errors.front().str()));
    REQUIRE(r.ok());
    const auto& g = r.value.game.goldfish;
    CHECK(g.declared);
    CHECK(g.note == "Assumptions.");
    REQUIRE(g.settings.size() == 2);
    CHECK(g.settings[1].choices.size() == 3);
    REQUIRE(g.setup.size() == 5);
    CHECK(g.setup[0].kind == core::GoldfishStep::Kind::SetAside);
    CHECK(g.setup[0].count.value == 4);
    CHECK(g.setup[0].cite == "Prep 1)");
    CHECK(g.setup[0].filter);
    CHECK(g.setup[2].mulligan == core::MulliganKind::Redraw);
    CHECK(g.setup[2].redraw.value == 5);
    CHECK_FALSE(g.setup[2].removeHand);
    CHECK(g.setup[3].goingSecond->value == 2);
    REQUIRE(g.turn.size() == 6);
    CHECK(g.turn[0].instead->value == 5);
    CHECK(g.turn[0].insteadSetting == "boss");
    CHECK(g.turn[1].goingFirst->setting == "spend");
    CHECK(g.turn[2].cap->value == 8);
    CHECK(g.turn[4].count.setting == "spend");
    CHECK(g.frames.field == "link");
    CHECK(g.frames.keyword == "Link");
    CHECK(g.frames.symbols == std::vector<std::string>{"\xCE\xA3", "\xCE\xA9"});
    CHECK(g.frames.aliases == std::vector<std::vector<std::string>>{{"s"}, {"o"}});
    REQUIRE(g.figures.size() == 4);
    CHECK(g.figures[0].zone == core::NeedZone::Seen);
    CHECK(g.figures[1].need.options.size() == 2);
    CHECK(g.figures[2].kind == core::GoldfishFigure::Kind::Share);
    CHECK(g.figures[3].cost == "<Link8>{(1)(\xCE\xA3)(\xCE\xA9)(\xCE\xA9)}");

    // No <goldfish>: the game simply has no procedure.
    CHECK_FALSE(readGamePack(pack(""), "t.xml").value.game.goldfish.declared);
}

TEST_CASE("goldfish pack: mistakes are errors with line and column") {
    CHECK(firstError("  <goldfish><setup><draw count=\"6\"/><shuffle/></setup></goldfish>") ==
          "t.xml:9:37: <shuffle> does not belong in <setup>");
    CHECK(firstError("  <goldfish><setup><draw cuont=\"6\"/></setup></goldfish>") ==
          "t.xml:9:20: <draw> has no attribute 'cuont' (it takes: count, count-field, "
          "count-section, going-first, going-second, library, cite, note)");
    // The forms of issue 35: a maximum and shuffle only on the partial mulligans, a count from
    // a card's integer field in a section of the game.
    CHECK(firstError("  <goldfish><setup><draw count=\"6\"/><mulligan kind=\"redraw\" "
                     "draw=\"6\" max=\"2\"/></setup></goldfish>") ==
          "t.xml:9:37: max belongs to kind=\"partial-bottom\" and kind=\"partial-discard\"");
    CHECK(firstError("  <goldfish><setup><draw count=\"6\"/><mulligan kind=\"partial-discard\" "
                     "shuffle=\"false\"/></setup></goldfish>") ==
          "t.xml:9:37: shuffle belongs to kind=\"partial-bottom\"");
    CHECK(firstError("  <goldfish><setup><draw count=\"6\" count-field=\"nope\" "
                     "count-section=\"main\"/></setup></goldfish>")
              .find("count-field 'nope' is not an integer field of") != std::string::npos);
    CHECK(firstError("  <goldfish><setup><draw count=\"6\" count-field=\"nope\"/></setup>"
                     "</goldfish>") ==
          "t.xml:9:20: count-field and count-section go together: the field of the card in that "
          "section");
    CHECK(firstError("  <goldfish><setup><draw count=\"{spend}\"/></setup></goldfish>") ==
          "t.xml:9:20: count=\"{spend}\": the goldfish has no setting 'spend'");
    CHECK(firstError("  <goldfish><setup><mulligan kind=\"redraw\" draw=\"5\"/><draw "
                     "count=\"6\"/></setup></goldfish>") ==
          "t.xml:9:20: <mulligan> comes after the opening hand is drawn");
    CHECK(firstError("  <goldfish><setup><draw count=\"6\"/><mulligan "
                     "kind=\"paris\"/></setup></goldfish>") ==
          "t.xml:9:37: mulligan kind 'paris' is not redraw, partial-bottom, partial-discard, "
          "london or none");
    CHECK(firstError("  <goldfish><setup><draw count=\"6\"/></setup><turn><deal "
                     "piles=\"A\"/></turn></goldfish>") ==
          "t.xml:9:51: <deal> does not belong in <turn>");
    CHECK(firstError("  <goldfish><setup><deal piles=\"A,B\"/></setup><turn><shift "
                     "piles=\"A,C\"/></turn></goldfish>") ==
          "t.xml:9:3: <shift> names pile 'C', which no <deal> in <setup> deals into");
    CHECK(firstError("  <goldfish><setup><deal piles=\"A\"/></setup><turn><flip piles=\"A\" "
                     "field=\"kind\"/></turn></goldfish>") ==
          "t.xml:9:51: field 'kind' is not an integer field of T");
    CHECK(firstError("  <goldfish><setup><deal piles=\"A\"/></setup><turn><flip piles=\"A\" "
                     "field=\"level\" order=\"up\"/></turn></goldfish>") ==
          "t.xml:9:51: order 'up' is not first-first or last-first");
    CHECK(firstError("  <goldfish><setup><deal piles=\"A\"/></setup><turn><shift piles=\"A\">"
                     "<keep/></shift></turn></goldfish>") ==
          "t.xml:9:68: <keep> does not belong in <shift>");
    CHECK(firstError("  <goldfish><setup><deal piles=\"A\"/></setup><turn><build-queue piles=\"A\" "
                     "bq-field=\"kind\"/></turn></goldfish>") ==
          "t.xml:9:51: bq-field 'kind' is not an integer field of T");
    CHECK(firstError("  <goldfish><setup><set-aside zone=\"z\"/></setup></goldfish>") ==
          "t.xml:9:20: <set-aside> needs a filter (<where>, <all>, <any> or <not>)");
    CHECK(firstError("  <goldfish><setup><set-aside zone=\"z\"><where field=\"colour\" "
                     "is=\"x\"/></set-aside></setup></goldfish>") ==
          "t.xml:9:40: <where> field 'colour' is not a field of T");
    CHECK(firstError("  <goldfish><setup><draw count=\"6\"/></setup><link-frames "
                     "field=\"kind\"/></goldfish>") ==
          "t.xml:9:45: link-frames field 'kind' is not a symbols field of T");
    CHECK(firstError(
              "  <goldfish><setup><draw count=\"6\"/></setup><link-frames field=\"link\"/>"
              "<link-figure id=\"x\" label=\"X\" cost=\"&lt;Link8&gt;{(1)(Q)}\"/></goldfish>") ==
          "t.xml:9:72: cost \"<Link8>{(1)(Q)}\": column 13: a slot holds a number, \xCE\xA3 or "
          "\xCE\xA9");
    CHECK(firstError("  <goldfish><setup><draw count=\"6\"/></setup><figure id=\"x\" "
                     "label=\"X\"/></goldfish>") ==
          "t.xml:9:45: <figure> needs <at-least> (or <option>) children");
    CHECK(firstError("  <goldfish><turn><draw count=\"1\"/></turn></goldfish>") ==
          "t.xml:9:3: <goldfish> needs a <setup>");
    CHECK(firstError("  <goldfish><setup><draw count=\"6\"/></setup><turn><replenish "
                     "to=\"6\"><instead to=\"5\" setting=\"x\"/></replenish></turn></goldfish>") ==
          "t.xml:9:69: <instead> setting 'x' must be a declared setting with the choices yes and "
          "no (and auto to follow the filter)");
}

TEST_CASE("goldfish pack: the game's own mulligan conditions") {
    // Pokémon: shuffled back and drawn again until the hand holds a Basic, any number of times.
    auto r = readGamePack(pack(R"xml(
  <goldfish>
    <setup>
      <draw count="7"/>
      <mulligan kind="redraw" draw="7" remove-hand="false" times="any" cite="Setup 3">
        <until><where field="kind" is="Unit"/></until>
      </mulligan>
    </setup>
  </goldfish>)xml"),
                          "t.xml");
    INFO((r.errors.empty() ? "" : r.errors.front().str()));
    REQUIRE(r.ok());
    const auto& m = r.value.game.goldfish.setup[1];
    CHECK(m.mulligan == core::MulliganKind::Redraw);
    CHECK_FALSE(m.removeHand);
    CHECK(m.times == 0);
    REQUIRE(m.until);
    CHECK(m.until->describe() == "kind = Unit");
    CHECK(r.value.game.goldfish.describeSetup({})[1] ==
          "mulligan: the hand is shuffled back, shuffle, draw 7, until the hand holds a card with "
          "kind = Unit [Setup 3]");

    // Magic: London, up to 6 times, the first free (multiplayer Commander).
    r = readGamePack(pack(R"xml(
  <goldfish><setup><draw count="7"/><mulligan kind="london" draw="7" times="6" free="1"/></setup></goldfish>)xml"),
                     "t.xml");
    REQUIRE(r.ok());
    const auto& l = r.value.game.goldfish.setup[1];
    CHECK(l.mulligan == core::MulliganKind::London);
    CHECK(l.times == 6);
    CHECK(l.freeMulligans == 1);
    CHECK(r.value.game.goldfish.describeSetup({})[1] ==
          "mulligan: the hand is shuffled back, draw 7, then put one card on the bottom for each "
          "mulligan taken after the first, up to 6 times");

    CHECK(firstError("  <goldfish><setup><draw count=\"7\"/><mulligan kind=\"redraw\" draw=\"7\">"
                     "<until><where field=\"kind\" is=\"Unit\"/></until></mulligan></setup>"
                     "</goldfish>") ==
          "t.xml:9:70: <until> takes a whole-hand mulligan shuffled back: kind=\"redraw\" "
          "remove-hand=\"false\"");
    CHECK(firstError("  <goldfish><setup><draw count=\"7\"/><mulligan kind=\"redraw\" draw=\"7\" "
                     "remove-hand=\"false\"><until/></mulligan></setup></goldfish>") ==
          "t.xml:9:90: <until> needs a filter (<where>, <all>, <any> or <not>)");
    CHECK(firstError("  <goldfish><setup><draw count=\"7\"/><mulligan kind=\"london\" draw=\"7\" "
                     "times=\"0\"/></setup></goldfish>") ==
          "t.xml:9:37: times=\"0\": a mulligan may be taken 1 to 100 times, or times=\"any\"");
    CHECK(firstError("  <goldfish><setup><draw count=\"7\"/><mulligan kind=\"redraw\" draw=\"7\" "
                     "free=\"1\"/></setup></goldfish>") ==
          "t.xml:9:37: free belongs to kind=\"london\"");
    CHECK(firstError("  <goldfish><setup><draw count=\"7\"/><mulligan kind=\"london\" draw=\"7\">"
                     "<if/></mulligan></setup></goldfish>") ==
          "t.xml:9:70: <if> does not belong in <mulligan>");
}

TEST_CASE(
    "goldfish pack: piles shift and flip, and the first form of the build queue reads as both") {
    auto r = readGamePack(pack(R"xml(
  <goldfish hand-zone="HQ">
    <setup><deal piles="BQ2, BQ1"/></setup>
    <turn>
      <shift piles="BQ1, BQ2" cite="6.1"><hold><where field="box" is="red"/></hold></shift>
      <flip piles="BQ1, BQ2" field="level" order="last-first" cite="6.3"/>
    </turn>
  </goldfish>)xml"),
                          "t.xml");
    INFO((r.errors.empty() ? "" : r.errors.front().str()));
    REQUIRE(r.ok());
    const auto& g = r.value.game.goldfish;
    REQUIRE(g.turn.size() == 2);
    CHECK(g.turn[0].kind == core::GoldfishStep::Kind::Shift);
    REQUIRE(g.turn[0].hold);
    CHECK(g.turn[0].hold->describe() == "box = red");
    CHECK(g.turn[1].kind == core::GoldfishStep::Kind::Flip);
    CHECK(g.turn[1].pileField == "level");
    CHECK(g.turn[1].flipHighFirst);
    CHECK(g.describeTurn({}) ==
          std::vector<std::string>{
              "shift: the face-up top card of each pile (BQ1 first) moves one pile toward BQ1; "
              "BQ1's goes to HQ (cards with box = red never shift) [6.1]",
              "flip: every face-down top card of BQ1, BQ2 (BQ2 first) is turned face up onto the "
              "pile its level names [6.3]"});

    // A profile installed before keeps <build-queue>: the same two steps, holding red boxes
    // and cards without a pile number.
    r = readGamePack(pack(R"xml(
  <goldfish hand-zone="HQ">
    <setup><deal piles="BQ2, BQ1"/></setup>
    <turn><build-queue piles="BQ1, BQ2" bq-field="level" box-field="box" hold="red"/></turn>
  </goldfish>)xml"),
                     "t.xml");
    REQUIRE(r.ok());
    const auto& old = r.value.game.goldfish;
    REQUIRE(old.turn.size() == 2);
    CHECK(old.turn[0].kind == core::GoldfishStep::Kind::Shift);
    CHECK(old.turn[0].hold->describe() == "level is empty or box = red");
    CHECK(old.turn[1].kind == core::GoldfishStep::Kind::Flip);
    CHECK_FALSE(old.turn[1].flipHighFirst);
}
