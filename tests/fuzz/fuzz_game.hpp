// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The game every fuzz target reads against: enum, integer, symbols and text fields, rarities,
// and an <import> mapping for each card format, read through the real pack reader once.
#include "deckhand/io/game_pack.hpp"

#include <cstdlib>

namespace deckhand::fuzz {

inline const core::Game& game() {
    static const core::Game g = [] {
        auto pack = io::readGamePack(R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="fuzz" name="Fuzz" rules="fuzz.txt">
  <fields>
    <field id="type" type="enum" required="true">
      <value aliases="Progress">PG</value>
      <value aliases="Action">AC</value>
    </field>
    <field id="level" type="integer"/>
    <field id="link" type="symbols">
      <value aliases="S">Σ</value>
      <value aliases="O">Ω</value>
    </field>
    <field id="base" type="text"/>
  </fields>
  <rarities><rarity aliases="C">Common</rarity><rarity aliases="R">Rare</rarity></rarities>
  <identity by="base-in-set" base-field="base"/>
  <sections>
    <section id="main" name="Main" aliases="Deck"/>
    <section id="side" name="Side" aliases="Sideboard, SB" counts="false"/>
  </sections>
  <import format="cockatrice"><map from="maintype" to="type"/><map from="cmc" to="level"/></import>
  <import format="octgn"><map from="Card Type" to="type"/></import>
  <import format="lackey"><map from="ImageFile" to="number"/></import>
  <formats>
    <format id="standard">
      <deck-size id="size" exactly="10" cite="Deck rules"/>
      <copy-limit id="copies" max="2" cite="Deck rules"/>
    </format>
  </formats>
</game-pack>)",
                                     "fuzz.xml");
        if (!pack.ok()) std::abort(); // the fixture itself must be good
        return pack.value.game;
    }();
    return g;
}

} // namespace deckhand::fuzz
