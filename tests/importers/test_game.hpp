// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "deckhand/io/game_pack.hpp"

#include <catch2/catch.hpp>

// A small pack for the readers' tests, read through the real pack reader.
inline deckhand::core::Game readTestGame() {
    static const char* kPack = R"(<?xml version="1.0" encoding="UTF-8"?>
<game-pack format="1" id="mini" name="Mini" rules="mini.txt">
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
    <field id="trait" type="text"/>
  </fields>
  <rarities><rarity aliases="C">Common</rarity><rarity>Rare</rarity></rarities>
  <identity by="name-number"/>
  <sections>
    <section id="main" name="Main" aliases="Deck"/>
    <section id="side" name="Side" aliases="Sideboard, SB" counts="false"/>
  </sections>
  <formats>
    <format id="standard">
      <deck-size id="size" exactly="10" cite="Deck rules"/>
    </format>
  </formats>
</game-pack>)";
    auto pack = deckhand::io::readGamePack(kPack, "mini.xml");
    REQUIRE(pack.ok());
    return pack.value.game;
}
