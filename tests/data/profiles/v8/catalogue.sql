-- A version-8 Deckhand profile (user schema 8, catalogue schema 5) with data in every table the CLI
-- writes, as SQL (tests/db/migration_test.cpp): the last user version before set_edit (user 9).
-- card_edit is empty: only the desktop app's card editor writes it.
--
-- Made with deckhand-cli built at commit 9280c84 (branch editor-sets, before user migration 9), with
-- DECKHAND_RESOURCES pointing at that commit's resources/, by these commands on an empty --profile folder:
--   games                                    (first use: installs the five bundled games)
--   collection add --game plu --set PLS1 --number 007 -n 3 --location "Binder 1" --language "Traditional Chinese"
--   collection add --game vstage --set VS00 --number 001 -n 2
--   collection wish --game plu -n 2 "Meteor Drop"
--   deck save --game plu --tag aggro tests/data/decks/plu/legal.txt
--   subscribe --kind images --game plu --no-update "https://example.org/plu/{set}/{number}.png"
-- then dumped with tests/data/profiles/dump_profile.py (schema as created, then every row).
PRAGMA application_id = 1147881572;
PRAGMA user_version = 5;
BEGIN;
CREATE TABLE game (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    pack_file   TEXT NOT NULL,           -- where the pack was installed from
    pack_xml    TEXT NOT NULL,           -- the pack itself, so the profile stands alone
    installed_at TEXT NOT NULL
);
CREATE TABLE card_file (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    path        TEXT NOT NULL,
    sample      INTEGER NOT NULL DEFAULT 0,
    imported_at TEXT NOT NULL,
    printings   INTEGER NOT NULL
);
CREATE TABLE card (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    identity    TEXT NOT NULL,
    name        TEXT NOT NULL,
    UNIQUE (game_id, identity)
);
CREATE TABLE printing (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    card_id     INTEGER NOT NULL REFERENCES card(id) ON DELETE CASCADE,
    card_file_id INTEGER REFERENCES card_file(id) ON DELETE CASCADE,
    set_code    TEXT NOT NULL,
    number      TEXT NOT NULL,
    name        TEXT NOT NULL,
    folded_name TEXT NOT NULL,
    rarity      TEXT NOT NULL DEFAULT '',
    text        TEXT NOT NULL DEFAULT '',
    fields      TEXT NOT NULL DEFAULT '{}',  -- JSON object: the game's own fields
    extras      TEXT NOT NULL DEFAULT '{}',  -- JSON object: columns the game does not declare
    source_line INTEGER NOT NULL DEFAULT 0,
    sample      INTEGER NOT NULL DEFAULT 0,
    UNIQUE (game_id, set_code COLLATE NOCASE, number COLLATE NOCASE)
);
CREATE INDEX printing_by_name ON printing (game_id, folded_name);
CREATE INDEX printing_by_card ON printing (card_id);
CREATE TABLE set_info (
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    set_code    TEXT NOT NULL COLLATE NOCASE,
    name        TEXT NOT NULL DEFAULT '',
    released    TEXT NOT NULL DEFAULT '',    -- YYYY-MM-DD, or empty when unknown
    PRIMARY KEY (game_id, set_code)
);
CREATE VIRTUAL TABLE printing_name_fts USING fts5 (
    name, content='printing', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
);
CREATE VIRTUAL TABLE printing_text_fts USING fts5 (
    text, content='printing', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2'
);
CREATE TRIGGER printing_fts_insert AFTER INSERT ON printing BEGIN
    INSERT INTO printing_name_fts (rowid, name) VALUES (new.id, new.name);
    INSERT INTO printing_text_fts (rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER printing_fts_delete AFTER DELETE ON printing BEGIN
    INSERT INTO printing_name_fts (printing_name_fts, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO printing_text_fts (printing_text_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
CREATE TRIGGER printing_fts_update AFTER UPDATE OF name, text ON printing BEGIN
    INSERT INTO printing_name_fts (printing_name_fts, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO printing_text_fts (printing_text_fts, rowid, text) VALUES ('delete', old.id, old.text);
    INSERT INTO printing_name_fts (rowid, name) VALUES (new.id, new.name);
    INSERT INTO printing_text_fts (rowid, text) VALUES (new.id, new.text);
END;
CREATE INDEX printing_by_game ON printing (game_id);
INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES ('bankroll', 'Bankroll', '/work/wt-sets/resources/games/bankroll/game.xml', '<?xml version="1.0" encoding="UTF-8"?>
<!--
  Bankroll game pack for Deckhand: the 30-card "bank account" game. The publisher''s name and
  the game''s own name are not on the sheet; "Bankroll" is Deckhand''s working name.
  Every rule cites bankroll-30-card-bank-account-game.txt. The sheet has no numbered
  headings: `cite` quotes the line the rule comes from.
  cards/sample.csv is SAMPLE data made up for Deckhand, not the publisher''s cards.
-->
<game-pack format="1" id="bankroll" name="Bankroll" publisher=""
           rules="bankroll-30-card-bank-account-game.txt">
  <description>Two players attack each other''s $50 bank account with Attack and Action cards from a 30-card PLAY DECK.</description>

  <fields kind="kind">
    <field id="kind" label="Kind" type="enum" required="true">
      <value aliases="Attack Card">Attack</value>
      <value aliases="Action Card, Reaction, Reaction Card">Action</value>
    </field>
    <!-- "All cards have a CATEGORY BADGE (e.g., Customer, Super Hero, TV)"; MOVIES too. -->
    <field id="category" label="Category" type="text"/>
    <!-- TV and MOVIES cards: the series or movie that same-series bonuses compare. -->
    <field id="series" label="Series / movie" type="text"/>
    <!-- "a sword and shield number representing its ATTACK POWER"; Action cards have none. -->
    <field id="attack" label="Attack power" type="integer"/>
  </fields>

  <rarities>
    <rarity aliases="C">Common</rarity>
    <rarity aliases="R">Rare</rarity>
    <rarity aliases="L">Legendary</rarity>
    <rarity aliases="A">Ancient</rarity>
    <rarity aliases="X, Cr">Crystal</rarity>
  </rarities>

  <identity by="name"/>

  <sections>
    <section id="main" name="Play Deck" aliases="Main, Deck, PLAY DECK"/>
  </sections>
  <!-- The printed deck list (deckhand-cli export --pdf) shows these beside set and number. -->
  <registration-sheet columns="rarity,kind"/>

  <cards file="cards/sample.csv" sample="true"/>

  <!-- Card data from Cockatrice, OCTGN and LackeyCCG (docs/game-pack.md): their card type
       (Attack/Action) is the kind. -->
  <import format="cockatrice">
    <map from="maintype" to="kind"/>
  </import>
  <import format="octgn">
    <map from="Type" to="kind"/>
  </import>
  <import format="lackey">
    <map from="Type" to="kind"/>
  </import>

  <!-- Goldfish: the sheet has no headings, so `cite` quotes its sentence. -->
  <goldfish note="When the DRAW PILE is empty the player goes on without drawing (''If a DRAW PILE is empty, the player continues playing without drawing'').">
    <setup>
      <draw count="7" cite="Each player draws 7 cards from the top of their PLAY DECK to form their PLAY HAND."/>
    </setup>
    <turn>
      <draw count="1" cite="Player 1 draws a card from the DRAW PILE into their PLAY HAND."
            note="Both players draw on every turn, the first player''s first turn included: the sheet restricts Player 1''s first turn only in attacking and action cards."/>
    </turn>
  </goldfish>

  <formats>
    <format id="standard" name="Standard">
      <description>The PLAY DECK makeup of the rules sheet.</description>
      <setting id="max-copies" label="Copies allowed per card" default="none" choices="none,1,2,3,4"
               note="The sheet sets no copy limit (''Each player may use whatever cards they possess''), so by default there is none. An event may impose one: choose 1 to 4 copies per card name."/>

      <deck-size id="deck-size" exactly="30" cite="The PLAY DECK must consist of 30 cards."/>
      <count id="common" label="Common cards" min="10" cite="PLAY DECK makeup: Minimum of 10 COMMON cards">
        <where field="rarity" is="Common"/>
      </count>
      <count id="rare" label="Rare cards" min="10" cite="PLAY DECK makeup: Minimum of 10 RARE cards">
        <where field="rarity" is="Rare"/>
      </count>
      <count id="legendary" label="Legendary cards" max="3" cite="PLAY DECK makeup: Maximum 3 Legendary cards"
             note="''10 remaining cards may be any type, with these limits'': read as limits on the whole deck (Commons and Rares beyond 10 fill remaining slots; the limited rarities can only be among them anyway).">
        <where field="rarity" is="Legendary"/>
      </count>
      <count id="ancient" label="Ancient cards" max="2" cite="PLAY DECK makeup: Maximum 2 Ancient cards">
        <where field="rarity" is="Ancient"/>
      </count>
      <count id="crystal" label="Crystal cards" max="1" cite="PLAY DECK makeup: Maximum 1 Crystal card">
        <where field="rarity" is="Crystal"/>
      </count>
      <copy-limit id="copies-1" when="max-copies=1" max="1" cite="Each player may use whatever cards they possess"
                  note="Not in the sheet: applies only when the setting max-copies is 1."/>
      <copy-limit id="copies-2" when="max-copies=2" max="2" cite="Each player may use whatever cards they possess"
                  note="Not in the sheet: applies only when the setting max-copies is 2."/>
      <copy-limit id="copies-3" when="max-copies=3" max="3" cite="Each player may use whatever cards they possess"
                  note="Not in the sheet: applies only when the setting max-copies is 3."/>
      <copy-limit id="copies-4" when="max-copies=4" max="4" cite="Each player may use whatever cards they possess"
                  note="Not in the sheet: applies only when the setting max-copies is 4."/>
    </format>
  </formats>
</game-pack>
', '2026-12-02T00:08:14Z');
INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES ('linkframe', 'Linkframe (54-card Progress/Action game)', '/work/wt-sets/resources/games/linkframe/game.xml', '<?xml version="1.0" encoding="UTF-8"?>
<!--
  Link-frame game pack for Deckhand: the 54-card Progress/Action game. The game''s name and
  publisher are not on the sheet; "Linkframe" is Deckhand''s working name.
  Every rule cites linkframe-54-card-progress-game.txt, section "Deck rules", by its
  numbered item. cards/sample.csv is SAMPLE data made up for Deckhand, not real cards.
-->
<game-pack format="1" id="linkframe" name="Linkframe (54-card Progress/Action game)" publisher=""
           rules="linkframe-54-card-progress-game.txt">
  <description>Progress and Action cards with levels and Σ/Ω Link frames; a player who has 8 cards in the damage zone loses.</description>

  <fields kind="type">
    <!-- Card types: "there are PG and AC, PG means Progress cards while AC means Action cards." -->
    <field id="type" label="Card type" type="enum" required="true">
      <value aliases="Progress">PG</value>
      <value aliases="Action">AC</value>
    </field>
    <field id="level" label="Level" type="integer" required="true"/>
    <field id="color" label="Colour" type="enum">
      <value>Blue</value>
      <value>Black</value>
      <value>Red</value>
      <value>White</value>
    </field>
    <!-- "(Σ) A Link frame with(Σ)", "(Ω) A Link frame with(Ω)"; empty = no Link frame.
         The sheet also mentions cards with (∀∀) that "can be either (Σ)OR(Ω)" in Link
         costs; no sample card uses it and it is not declared here yet. -->
    <field id="link" label="Link frame" type="symbols">
      <value aliases="S, Sigma">Σ</value>
      <value aliases="O, Omega">Ω</value>
    </field>
    <field id="power" label="Power" type="integer"/>
    <field id="guard" label="Guard point" type="integer"/>
    <field id="strike" label="Strike" type="integer"/>
    <field id="trait" label="Race/Trait" type="text"/>
  </fields>

  <!-- Deck rules 2): "up to 4 copies of a card with the same name and card number";
       FAQ: "Can I play 2 progress with the same name? A. Yes you can." -->
  <identity by="name-number"/>

  <sections>
    <section id="main" name="Main" aliases="Deck, Main Deck"/>
  </sections>
  <!-- The printed deck list (deckhand-cli export --pdf) shows these beside set and number. -->
  <registration-sheet columns="type,level,link"/>

  <cards file="cards/sample.csv" sample="true"/>

  <!-- Card data from Cockatrice, OCTGN and LackeyCCG (docs/game-pack.md): Cockatrice''s
       <maintype> is the card type (PG/AC); the other properties match the fields'' names. -->
  <import format="cockatrice">
    <map from="maintype" to="type"/>
  </import>

  <!-- Goldfish: Game preparation and Game flow. Turn T is checked after the Draw and Energy
       phases, before the End phase discards. -->
  <goldfish note="Not modelled: cards drawn by card abilities, and the deck-out reshuffle (a Link-frame card removed, the discard pile shuffled as the new deck).">
    <setup>
      <set-aside zone="Progress Zone" count="4" cite="Game preparation 1)"
                 note="''Place 4 level 0 Progress in the progress zone, faced down'' before ''2) Shuffle the deck''.">
        <where field="type" is="PG"/>
        <where field="level" is="0"/>
      </set-aside>
      <draw count="4" cite="Game preparation 4)"/>
      <mulligan kind="partial-discard" cite="Game preparation 4)"
                note="''Players may discard any amount of card(s) from hand and draw back the same amount'': once; the discarded cards go to the discard pile, not back into the deck."/>
      <move-top count="1" going-first="1" going-second="2" zone="Energy Zone" cite="Game preparation 5)"/>
    </setup>
    <turn>
      <draw count="2" going-first="3" cite="Game flow 2) Draw phase"/>
      <move-top count="1" zone="Energy Zone" cap="8" cite="Game flow 3) Energy phase"
                note="''Player with 8 or more energy in the energy zone will skip this phase.''"/>
      <hand-limit max="7" cite="Game flow 6) End phase" note="''If turn player have 8 or more cards in hand, discard till he/she have 7 cards.''"/>
    </turn>
    <cost-frames field="link" keyword="Link" cite="Link"/>
    <share id="cancel-rate" label="Damage-check cancel rate: cards with a Link frame" cite="Attack steps: 4) Damage calculation step"
           note="A revealed card with a Link frame goes to the discard pile instead of the damage zone; the share is of the deck after the 4 Level-0 Progress are set aside.">
      <where field="link" has-any="true"/>
    </share>
    <cost-figure id="link8" label="The sheet''s example Link" cost="&lt;Link8&gt;{(1)(Σ)(Ω)(Ω)}" cite="Link"/>
  </goldfish>

  <formats>
    <format id="standard" name="Standard">
      <description>The sheet''s four deck rules.</description>
      <setting id="link-frames" label="Link-frame cards counted" default="any" choices="any,both"
               note="Deck rule 3) asks for 16 non-Level0 cards ''with the (Σ &amp; Ω) Link frame''. Deckhand reads it as cards with any Link frame (Σ, Ω or both), since the rules treat every framed card alike when revealed as damage; choose ''both'' to count only cards whose frame has both Σ and Ω."/>

      <deck-size id="deck-size" exactly="54" cite="Deck rules: 1) Each deck must have 54 cards"/>
      <copy-limit id="copies" max="4" identity="name-number"
                  cite="Deck rules: 2) Each deck can only have up to 4 copies of a card with the same name and card number"/>
      <count id="link-frame" when="link-frames=any" label="non-Level-0 cards with a Link frame" exactly="16"
             cite="Deck rules: 3) Each deck must include 16 non-Level0 cards with the (Σ &amp; Ω) Link frame"
             note="''No more no less.'' Read as any Link frame (Σ, Ω or both); Level-0 cards with a frame do not count (setting link-frames).">
        <where field="level" gt="0"/>
        <where field="link" has-any="true"/>
      </count>
      <count id="link-frame-both" when="link-frames=both" label="non-Level-0 cards with a Σ and Ω Link frame" exactly="16"
             cite="Deck rules: 3) Each deck must include 16 non-Level0 cards with the (Σ &amp; Ω) Link frame"
             note="''No more no less.'' Read (setting link-frames=both) as cards whose frame has both Σ and Ω; Level-0 cards do not count.">
        <where field="level" gt="0"/>
        <where field="link" has="Σ"/>
        <where field="link" has="Ω"/>
      </count>
      <count id="level0-progress" label="Level-0 Progress cards" exactly="4"
             cite="Deck rules: 4) Each deck must have 4 Level0 progress"
             note="''No more no less.'' The 4 Level-0 Progress cards are part of the 54 (Game preparation places them in the progress zone from the deck before shuffling). Level-0 Action cards do not count.">
        <where field="type" is="PG"/>
        <where field="level" is="0"/>
      </count>
    </format>
  </formats>
</game-pack>
', '2026-12-02T00:08:14Z');
INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES ('plu', 'Powerline Ultra', '/work/wt-sets/resources/games/plu/game.xml', '<?xml version="1.0" encoding="UTF-8"?>
<!--
  Powerline Ultra (PLU) game pack for Deckhand.
  Every rule cites plu-powerline-ultra.txt (the text edition of the rules "as of May 1st"
  2026). The sheet has no numbered sections: `cite` gives the bullet heading
  ("HOW TO BUILD A DECK", "Critical", ...) or the start of the REMINDER line quoted.
  The card data and the Limited / Immortalized List versions bundled here are SAMPLE data
  made up for Deckhand, not the publisher''s cards or lists.
-->
<game-pack format="1" id="plu" name="Powerline Ultra" publisher="Hardrock Gaming Studios"
           rules="plu-powerline-ultra.txt">
  <description>Fighting trading card game: one Fighter, one Stage and at least 38 Attack and Utility cards; reduce your rival from 100 HP to 0.</description>
  <limited-list-name banned="Immortalized">Limited / Immortalized List</limited-list-name>

  <fields kind="type">
    <field id="type" label="Type" type="enum" required="true">
      <value aliases="Character, Fighter Card, Character Card">Fighter</value>
      <value aliases="Stage Card">Stage</value>
      <value aliases="Attack Card">Attack</value>
      <value aliases="Utility Card">Utility</value>
      <value aliases="Ultimate Card">Ultimate</value>
    </field>
    <field id="subtype" label="Subtype" type="enum">
      <value>Basic</value>
      <value>Special</value>
      <value>Counter</value>
      <value>Attachment</value>
    </field>
    <!-- The sheet calls these "Attack Card Subtypes" (Light, Medium, Heavy, Critical); Deckhand
         keeps them apart from Basic/Special/Counter/Attachment as the card''s weight. -->
    <field id="weight" label="Weight" type="enum">
      <value aliases="L">Light</value>
      <value aliases="M">Medium</value>
      <value aliases="H">Heavy</value>
      <value aliases="C, Crit">Critical</value>
    </field>
    <!-- "The current fighter affiliations are Hero, Villain, Civilian, Anti Hero, God and
         Kaiju"; Stage cards may read "Any / All". Text, so new affiliations need no pack change. -->
    <field id="affiliation" label="Affiliation" type="text"/>
    <!-- Fighters with the Boss ability start at 75 HP and replenish up to 5 cards, not 6. -->
    <field id="boss" label="Boss" type="enum">
      <value aliases="y, true, 1, boss">Yes</value>
      <value aliases="n, false, 0">No</value>
    </field>
  </fields>

  <!-- "REMINDER: Currently, the card rarities are: Common, Rare, Supreme, Ultra and Promo." -->
  <rarities>
    <rarity aliases="C">Common</rarity>
    <rarity aliases="R">Rare</rarity>
    <rarity aliases="S, SU">Supreme</rarity>
    <rarity aliases="U, UR">Ultra</rarity>
    <rarity aliases="P, PR">Promo</rarity>
  </rarities>

  <!-- "up to 3 copies of a card in your deck at a time with the same name. Some cards get
       reprinted but contain the same name": every printing of a name is one card. -->
  <identity by="name"/>

  <sections>
    <section id="main" name="Main" aliases="Deck, Main Deck"/>
    <section id="side" name="Side" aliases="Sideboard, SB, Side Deck" counts="false"/>
  </sections>
  <!-- The printed deck list (deckhand-cli export --pdf) shows these beside set and number. -->
  <registration-sheet columns="type,weight"/>
  <!-- A card without an image: Type and Subtype as the kind line, Weight and Affiliation
       along the foot, the frame coloured by Type as the printed cards'' frames are. -->
  <card-face kind="type,subtype" stats="weight,affiliation" colour-by="type">
    <colour value="Fighter" frame="#a8322d"/>
    <colour value="Stage" frame="#3d6b45"/>
    <colour value="Attack" frame="#2f5f9e"/>
    <colour value="Utility" frame="#7a5a1e"/>
    <colour value="Ultimate" frame="#6b3a8c"/>
  </card-face>

  <cards file="cards/sample.csv" sample="true"/>

  <!-- Card data from Cockatrice, OCTGN and LackeyCCG (docs/game-pack.md): properties and
       columns named after a field (Type, Weight, Rarity...) need no mapping; Cockatrice''s
       <type> is the whole type line ("Attack - Light") and its <maintype> the card type. -->
  <import format="cockatrice">
    <map from="maintype" to="type"/>
  </import>

  <limited-list file="limited/2026-01-01.xml" sample="true"/>
  <limited-list file="limited/2026-05-01.xml" sample="true"/>

  <!-- Goldfish: HOW TO BEGIN A GAME and THE PHASES OF YOUR TURN. Turn T is checked after the
       Replenish Phase, before the Charge Phase. -->
  <goldfish note="Not modelled: a Re-Draw declared at the end of a later Replenish Phase, cards drawn or charged by card abilities, reshuffling the Attack Discard Pile when the deck runs out.">
    <setting id="spend" label="Cards played from the hand each turn" default="2"
             note="How many cards a turn spends besides the charge is a play decision, not a rule (up to 3 attacks in the Attack Phase, Utility cards, Counters on the rival''s turn). 2 is Deckhand''s middle assumption; change it to match how the deck plays."/>
    <setting id="boss" label="Boss fighter (replenish to 5)" default="auto" choices="auto,yes,no"
             note="Boss: ''can replenish up to 5 cards instead of 6''. auto reads the boss field of the Fighter set aside; yes or no overrides it."/>
    <setup>
      <set-aside zone="Fighter Zone" cite="HOW TO BEGIN A GAME"
                 note="The Fighter goes face down in the Fighter Zone before the remaining cards are shuffled.">
        <where field="type" is="Fighter"/>
      </set-aside>
      <set-aside zone="Stage Zone" cite="HOW TO BEGIN A GAME">
        <where field="type" is="Stage"/>
      </set-aside>
      <draw count="6" cite="HOW TO BEGIN A GAME"/>
      <mulligan kind="redraw" draw="5" remove-hand="true" cite="HOW TO BEGIN A GAME"
                note="Re-Draw: the hand is removed from the game, the deck shuffled, 5 cards drawn. Read as once, before the game; the first Replenish Phase then draws back up to 6."/>
    </setup>
    <turn>
      <replenish to="6" cite="Replenish Phase">
        <instead to="5" setting="boss" cite="Boss">
          <where field="boss" is="Yes"/>
        </instead>
      </replenish>
      <charge count="1" zone="Power Gauge" cite="Charge Phase"
              note="''Take 1 card from your hand or 1 card from your Attack Discard Pile'': early in a game the discard pile is empty, so Deckhand charges from the hand."/>
      <spend count="{spend}" cite="Attack Phase" note="The stated assumption: setting spend."/>
    </turn>
    <figure id="classic-combo" label="Classic Combo on turn 1: a Light, a Medium and a Heavy attack in hand" by-turn="1"
            cite="Classic Combo">
      <at-least count="1"><where field="type" is="Attack"/><where field="weight" is="Light"/></at-least>
      <at-least count="1"><where field="type" is="Attack"/><where field="weight" is="Medium"/></at-least>
      <at-least count="1"><where field="type" is="Attack"/><where field="weight" is="Heavy"/></at-least>
    </figure>
    <figure id="auto-combo" label="Auto Combo on turn 1: 3 Light, 3 Medium or 3 Heavy attacks in hand" by-turn="1"
            cite="Auto Combo">
      <option><at-least count="3"><where field="type" is="Attack"/><where field="weight" is="Light"/></at-least></option>
      <option><at-least count="3"><where field="type" is="Attack"/><where field="weight" is="Medium"/></at-least></option>
      <option><at-least count="3"><where field="type" is="Attack"/><where field="weight" is="Heavy"/></at-least></option>
    </figure>
  </goldfish>

  <formats>
    <format id="tournament" name="Tournament">
      <description>Sanctioned play: the construction rules and the Limited / Immortalized List in force on the event date.</description>
      <setting id="critical-max" label="Critical cards allowed" default="1"
               note="The sheet says ''You may only have 1 of these cards in your deck at a time''; Deckhand reads it as 1 Critical card in total, not 1 copy of each Critical card."/>
      <setting id="shuffle-max" label="Largest deck before the shuffle warning" default="60"
               note="The sheet sets no maximum: you must be able to shuffle the whole deck in less than 60 seconds or forfeit. 60 cards is Deckhand''s estimate of what shuffles in that time; change it to suit."/>

      <deck-size id="deck-size" min="40" cite="HOW TO WIN"
                 note="''a pre-constructed deck consisting of at least 40 ... cards''; the Fighter and the Stage are part of the 40 (1 + 1 + 38)."/>
      <deck-size id="shuffle-time" max="{shuffle-max}" warning="true"
                 message="The deck has {have} cards; above {need} it may not shuffle in under 60 seconds, which forfeits the round."
                 cite="REMINDER: You can build a deck with more than 40 cards"
                 note="A warning, not an error: the sheet only requires shuffling the whole deck in under 60 seconds. The card count is Deckhand''s estimate (setting shuffle-max)."/>
      <count id="fighter" label="Fighter cards" exactly="1" cite="HOW TO BUILD A DECK">
        <where field="type" is="Fighter"/>
      </count>
      <count id="stage" label="Stage cards" exactly="1" cite="HOW TO BUILD A DECK">
        <where field="type" is="Stage"/>
      </count>
      <count id="attack-utility" label="Attack and Utility cards" min="38" cite="HOW TO BUILD A DECK"
             note="''at least 38 OTHER Attack Cards and Utility Cards''. Critical cards count as the Attack or Utility card they are; the optional Ultimate does not count toward the 38.">
        <where field="type" in="Attack|Utility"/>
      </count>
      <count id="ultimate" label="Ultimate cards" max="1" cite="Ultimate"
             note="''You can only have 1 ultimate card in your deck'' (also HOW TO BUILD A DECK: ''You MAY have x1 Ultimate Card''); optional.">
        <where field="type" is="Ultimate"/>
      </count>
      <copy-limit id="copies" max="3" identity="name" cite="HOW TO BUILD A DECK"
                  note="''up to 3 copies of a card in your deck at a time with the same name'': reprints in other sets share the limit."/>
      <count id="critical" label="Critical cards" max="{critical-max}" cite="Critical"
             note="''You may only have 1 of these cards in your deck at a time'': read as 1 Critical card in total (setting critical-max).">
        <where field="weight" is="Critical"/>
      </count>
      <limited-list id="limited" required="true"
                    cite="REMINDER: Please refer to the Limited / Immortalized List"
                    note="A listed card may appear only as many times as the list says; an Immortalized card (0) ''cannot be used for tournament play'' (Immortalized). The bundled list versions are SAMPLE data."/>
    </format>

    <format id="casual" name="Casual">
      <description>The same construction rules without the Limited / Immortalized List, which the sheet ties to tournament play.</description>
      <setting id="critical-max" label="Critical cards allowed" default="1"
               note="The sheet says ''You may only have 1 of these cards in your deck at a time''; Deckhand reads it as 1 Critical card in total, not 1 copy of each Critical card."/>
      <setting id="shuffle-max" label="Largest deck before the shuffle warning" default="60"
               note="The sheet sets no maximum: you must be able to shuffle the whole deck in less than 60 seconds or forfeit. 60 cards is Deckhand''s estimate of what shuffles in that time; change it to suit."/>

      <deck-size id="deck-size" min="40" cite="HOW TO WIN"
                 note="''a pre-constructed deck consisting of at least 40 ... cards''; the Fighter and the Stage are part of the 40 (1 + 1 + 38)."/>
      <deck-size id="shuffle-time" max="{shuffle-max}" warning="true"
                 message="The deck has {have} cards; above {need} it may not shuffle in under 60 seconds, which forfeits the round."
                 cite="REMINDER: You can build a deck with more than 40 cards"
                 note="A warning, not an error: the sheet only requires shuffling the whole deck in under 60 seconds. The card count is Deckhand''s estimate (setting shuffle-max)."/>
      <count id="fighter" label="Fighter cards" exactly="1" cite="HOW TO BUILD A DECK">
        <where field="type" is="Fighter"/>
      </count>
      <count id="stage" label="Stage cards" exactly="1" cite="HOW TO BUILD A DECK">
        <where field="type" is="Stage"/>
      </count>
      <count id="attack-utility" label="Attack and Utility cards" min="38" cite="HOW TO BUILD A DECK"
             note="''at least 38 OTHER Attack Cards and Utility Cards''. Critical cards count as the Attack or Utility card they are; the optional Ultimate does not count toward the 38.">
        <where field="type" in="Attack|Utility"/>
      </count>
      <count id="ultimate" label="Ultimate cards" max="1" cite="Ultimate"
             note="''You can only have 1 ultimate card in your deck'' (also HOW TO BUILD A DECK: ''You MAY have x1 Ultimate Card''); optional.">
        <where field="type" is="Ultimate"/>
      </count>
      <copy-limit id="copies" max="3" identity="name" cite="HOW TO BUILD A DECK"
                  note="''up to 3 copies of a card in your deck at a time with the same name'': reprints in other sets share the limit."/>
      <count id="critical" label="Critical cards" max="{critical-max}" cite="Critical"
             note="''You may only have 1 of these cards in your deck at a time'': read as 1 Critical card in total (setting critical-max).">
        <where field="weight" is="Critical"/>
      </count>
    </format>
  </formats>
</game-pack>
', '2026-12-02T00:08:14Z');
INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES ('power', 'P.O.W.E.R.', '/work/wt-sets/resources/games/power/game.xml', '<?xml version="1.0" encoding="UTF-8"?>
<!--
  P.O.W.E.R. game pack for Deckhand.
  Every rule cites power-packs-of-war-each-rank.txt by its numbered heading.

  cards/us-core-pack.csv is the real contents of the U.S. Core Pack (Modern Warfare
  Series) as section 1.2 "Card List / Contents" lists it: 61 cards, one row per distinct
  card, `in_pack` = how many copies the pack holds. The sheet prints no set code, card
  numbers or statistics: the set code USCP and the numbers 001-037 are Deckhand''s own
  (units in the order 1.2 lists them, then Specials, Game Ranks and Reference cards), and
  the unit/special type, BQ, movement, range, attack, defense, valid targets and BQ box
  columns are left empty until the publisher''s card data is known.
-->
<game-pack format="1" id="power" name="P.O.W.E.R." publisher=""
           rules="power-packs-of-war-each-rank.txt">
  <description>Grid war game played from four Build Queue piles: each player brings an 8-card pack (prebuilt at the lower ranks, custom at higher ones).</description>

  <fields kind="kind">
    <!-- 1.0 - The Cards: "four kinds of cards in POWER - Unit, Special, Game Rank, and Reference".
         Unit and Special cards are the Gameplay Cards. -->
    <field id="kind" label="Kind" type="enum" required="true">
      <value aliases="Unit Card">Unit</value>
      <value aliases="Special Card">Special</value>
      <value aliases="REF, REF Card, Reference Card">Reference</value>
      <value aliases="Rank, Game Rank Card, GameRank">Game Rank</value>
    </field>
    <!-- 1.1 Card Details: unit types (Infantry, Supply, Tanks, Artillery, Close Air Support,
         Defense, Air, Sea) and special types; per-card types are not published yet. -->
    <field id="type" label="Type" type="text"/>
    <field id="bq" label="BQ #" type="integer"/>
    <field id="movement" label="Movement" type="integer"/>
    <!-- 8.2 Attacking: ranges such as "2r" (radius), "1R" (rows), "3e" (exact), so text. -->
    <field id="range" label="Range" type="text"/>
    <field id="attack" label="Attack" type="integer"/>
    <field id="defense" label="Defense" type="integer"/>
    <field id="targets" label="Valid targets" type="text"/>
    <!-- 6.1 BQ Shift: green boxes shift, red never shift, yellow shift as stated. -->
    <field id="bq_box" label="BQ box" type="enum">
      <value>green</value>
      <value>red</value>
      <value>yellow</value>
    </field>
    <field id="in_pack" label="Copies in the U.S. Core Pack" type="integer"/>
  </fields>

  <identity by="name"/>

  <sections>
    <section id="main" name="Pack" aliases="Main, Deck, 8-Pack"/>
  </sections>
  <!-- The printed deck list (deckhand-cli export --pdf) shows these beside set and number. -->
  <registration-sheet columns="kind"/>

  <cards file="cards/us-core-pack.csv"/>

  <!-- Card data from Cockatrice (docs/game-pack.md): <maintype> is the kind (Unit, Special...),
       <type> the unit or special type. -->
  <import format="cockatrice">
    <map from="maintype" to="kind"/>
  </import>

  <!-- 1.2 Card List / Contents: "comes with 61 cards"; in_pack says how many of each. Adding
       one to a collection adds all 61. -->
  <products>
    <product id="us-core-pack" name="U.S. Core Pack - Modern Warfare Series" set="USCP" contents-field="in_pack"/>
  </products>

  <!-- Goldfish: 4.3 Deal Cards, 5.1 The First Turn and 6.0 Build Queue "BQ" Phase. Needs are
       looked for in the HQ: the cards deployed. -->
  <goldfish hand-zone="HQ" note="The bundled card data has no BQ values yet, so only the deal is shown; card data with a bq column (and bq_box) lets Deckhand simulate flips and shifts. Cancel/Reassign (6.2), ''BQ HQ'' and ''BQ any'' boxes and the Five Card Max are not modelled.">
    <setup>
      <deal piles="BQ4, BQ3, BQ2, BQ1" cite="4.3 Deal Cards"
            note="''players shuffle each other''s packs ... deals their own pack facedown into their Build Queue from top to bottom - first BQ4, then BQ3, BQ2, BQ1. This is repeated until all cards are dealt.''"/>
    </setup>
    <turn>
      <shift piles="BQ1, BQ2, BQ3, BQ4" cite="6.1 BQ Shift"
             note="BQ1 first: a face-up top card with a green box deploys from BQ1 to the HQ or moves one pile down, one card per pile; red boxes never shift; yellow boxes (''shift as stated on the card'') are treated as green; a card without a BQ value stays where it was flipped.">
        <hold><any><where field="bq_box" is="red"/><where field="bq" empty="true"/></any></hold>
      </shift>
      <flip piles="BQ1, BQ2, BQ3, BQ4" field="bq" order="first-first" cite="6.3 BQ Flip"
            note="''As many times as you want'' is read as flipping every face-down top card, BQ1 first; a flipped card goes onto the pile its BQ value names."/>
    </turn>
  </goldfish>

  <formats>
    <format id="prebuilt" name="Prebuilt pack (Private, Corporal, Sergeant)">
      <description>Private, Corporal and Sergeant Rank games: each player takes one of the six prebuilt unit-themed 8-card packs.</description>
      <prebuilt id="prebuilt-pack" cite=''1.3 Prebuilt 8-Packs - sorted by "Identifier"''
                note="The sheet writes ''M109A6 Paladin Howitzer'' in the Artillery pack but ''M109A6 Paladin'' in 1.2 Card List / Contents; Deckhand uses the 1.2 card name. ''Special - Population Boom'' and the like are the Special cards of that name.">
        <deck id="infantry" name="Infantry">
          <card name="Rifle Squad" qty="2"/>
          <card name="Anti-Tank Javelin" qty="1"/>
          <card name="Stinger S.A.M." qty="1"/>
          <card name="Sniper Squad" qty="1"/>
          <card name="Force Recon" qty="1"/>
          <card name="Population Boom" qty="1"/>
          <card name="Body Armor" qty="1"/>
        </deck>
        <deck id="supply" name="Supply">
          <card name="Rifle Squad" qty="2"/>
          <card name="120mm Mortars" qty="1"/>
          <card name="Basic Supply" qty="2"/>
          <card name="RG-31 MRAP" qty="1"/>
          <card name="OH-6 Cayuse" qty="1"/>
          <card name="Gas Turbine Engines" qty="1"/>
        </deck>
        <deck id="artillery" name="Artillery">
          <card name="Anti-Tank Javelin" qty="1"/>
          <card name="M977 HEMTT" qty="1"/>
          <card name="M551 Sheridan" qty="1"/>
          <card name="S.A.M. MIM-23 Hawk" qty="1"/>
          <card name="M102 Howitzer" qty="1"/>
          <card name="M198 Howitzer" qty="2"/>
          <card name="M109A6 Paladin" qty="1"/>
        </deck>
        <deck id="tanks" name="Tanks">
          <card name="120mm Mortars" qty="1"/>
          <card name="Stinger S.A.M." qty="1"/>
          <card name="M977 HEMTT" qty="1"/>
          <card name="RG-31 MRAP" qty="1"/>
          <card name="UH-60 Blackhawk" qty="1"/>
          <card name="M551 Sheridan" qty="1"/>
          <card name="M1A1 Abrams" qty="2"/>
        </deck>
        <deck id="close-air-support" name="Close Air Support">
          <card name="120mm Mortars" qty="1"/>
          <card name="Force Recon" qty="1"/>
          <card name="HEMTT Triple Supply" qty="1"/>
          <card name="M551 Sheridan" qty="1"/>
          <card name="OH-6 Cayuse" qty="1"/>
          <card name="UH-60 Blackhawk" qty="1"/>
          <card name="AH-64 Apache" qty="1"/>
          <card name="A-10 Thunderbolt II" qty="1"/>
        </deck>
        <deck id="defense" name="Defense">
          <card name="Anti-Tank Javelin" qty="1"/>
          <card name="Stinger S.A.M." qty="1"/>
          <card name="Sniper Squad" qty="1"/>
          <card name="HEMTT Triple Supply" qty="1"/>
          <card name="M102 Howitzer" qty="1"/>
          <card name="M1A1 Abrams" qty="1"/>
          <card name="S.A.M. A.D.A.T.S." qty="2"/>
        </deck>
      </prebuilt>
    </format>

    <format id="custom" name="Custom pack">
      <description>Higher-rank games where players build their own packs from the Gameplay Cards they own. The sheet leaves the details to the Game Rank cards (4.2 Build Packs), which it does not reproduce; these rules are what the sheet itself implies.</description>
      <setting id="core-packs" label="U.S. Core Packs pooled" default="1"
               note="How many U.S. Core Packs the player builds from: each card may appear as many times as the pooled packs hold it (section 1.2 counts times this number)."/>

      <count id="gameplay-only" label="Reference and Game Rank cards" max="0" cite="1.0 - The Cards"
             note="''Unit and Special cards are considered Gameplay Cards, while Game Rank and Reference are information cards''; only Gameplay Cards are dealt into the Build Queue (4.3 Deal Cards).">
        <where field="kind" in="Reference|Game Rank"/>
      </count>
      <deck-size id="pack-size" min="8" multiple-of="8" cite="4.3 Deal Cards"
                 note="Packs are dealt round-robin into four BQ piles and ''There should be an even number of cards in each BQ pile'', so a pack is a multiple of 8 cards; 8 is the smallest (the prebuilt packs'' size)."/>
      <copy-limit id="copies" max-field="in_pack" multiplier="{core-packs}" cite="1.2 Card List / Contents"
                  note="No card may appear more often than the pooled U.S. Core Packs hold it (setting core-packs, default 1: Rifle Squad up to 4, M109A6 Paladin 1)."/>
    </format>
  </formats>
</game-pack>
', '2026-12-02T00:08:14Z');
INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES ('vstage', 'VStage', '/work/wt-sets/resources/games/vstage/game.xml', '<?xml version="1.0" encoding="UTF-8"?>
<!--
  VStage game pack for Deckhand.
  Every rule cites vstage.txt, section "Deck Construction".
  cards/sample.csv is SAMPLE data made up for Deckhand, not real cards; the rarities
  below are Deckhand''s sample choice (the sheet names only "overnumbered secret rares").
-->
<game-pack format="1" id="vstage" name="VStage" publisher="" rules="vstage.txt">
  <description>Three-lane character battler: 20 characters and 10 supports, with summon and stage-effect tokens kept apart.</description>

  <fields kind="kind">
    <field id="kind" label="Kind" type="enum" required="true">
      <value aliases="Char">Character</value>
      <value>Support</value>
      <!-- summon tokens and stage-effect tokens -->
      <value aliases="Summon, Stage Effect">Token</value>
    </field>
    <!-- For an overnumbered printing (041/040), the number of its base card in the same set. -->
    <field id="base" label="Base card" type="text"/>
    <field id="hp" label="HP" type="integer"/>
    <field id="cost" label="Cost (Hype)" type="integer"/>
  </fields>

  <rarities>
    <rarity aliases="C">Common</rarity>
    <rarity aliases="U, UC">Uncommon</rarity>
    <rarity aliases="R">Rare</rarity>
    <rarity aliases="SR">Super Rare</rarity>
    <rarity aliases="SEC, ScR">Secret Rare</rarity>
  </rarities>

  <!-- "Only 2 copies of each card (from the same set, including overnumbered secret
       rares)": an overnumbered printing counts as its base card. -->
  <identity by="base-in-set" base-field="base"/>

  <sections>
    <section id="main" name="Main" aliases="Deck, Main Deck"/>
    <section id="tokens" name="Tokens" aliases="Token, Summons, Stage Effects" counts="false"/>
  </sections>
  <!-- The printed deck list (deckhand-cli export --pdf) shows these beside set and number. -->
  <registration-sheet columns="kind,rarity"/>
  <!-- A card without an image: its Kind, then its Hype cost and HP along the foot. -->
  <card-face kind="kind" stats="cost,hp" colour-by="kind">
    <colour value="Character" frame="#2f5f9e"/>
    <colour value="Support" frame="#3d6b45"/>
    <colour value="Token" frame="#6a6f78"/>
  </card-face>

  <cards file="cards/sample.csv" sample="true"/>

  <!-- Card data from Cockatrice, OCTGN and LackeyCCG (docs/game-pack.md): their card type
       (Character/Support/Token) is the kind. -->
  <import format="cockatrice">
    <map from="maintype" to="kind"/>
  </import>
  <import format="octgn">
    <map from="Type" to="kind"/>
  </import>
  <import format="lackey">
    <map from="Type" to="kind"/>
  </import>

  <!-- Goldfish: Game Setup and Turn Structure. Tokens are kept apart and never drawn. -->
  <goldfish note="Hype (1d4+4 a turn) is a resource, not cards, and is not modelled; nor are cards drawn by skills or supports.">
    <setting id="first-turn-draw" label="Cards the first player draws on turn 1" default="1"
             note="Turn Structure 3: ''Draw a card from your deck.'' The sheet excepts the first turn only from gaining Hype (step 1: ''not including your first turn''), so Deckhand lets the first player draw on turn 1; set 0 if your table skips that draw."/>
    <setup>
      <draw count="6" cite="Game Setup 3"/>
      <mulligan kind="partial-bottom" cite="Game Setup 3"
                note="''chooses any number of them to keep. Place the rest of the cards at the bottom of your deck, draw that many more cards from the top, and then shuffle the deck'': once."/>
      <place count="3" zone="stage" cite="Game Setup 5">
        <where field="kind" is="Character"/>
      </place>
    </setup>
    <turn>
      <draw count="1" going-first="{first-turn-draw}" cite="Turn Structure 3"/>
      <hand-limit max="6" cite="Turn Structure 3" note="''more than the maximum of 6 cards ... discard until you have 6 (by the end of your turn)''."/>
    </turn>
    <figure id="three-characters" label="Three characters to place at the start" by-turn="0" cite="Game Setup 5">
      <at-least count="3"><where field="kind" is="Character"/></at-least>
    </figure>
  </goldfish>

  <formats>
    <format id="standard" name="Standard">
      <description>Deck Construction as the sheet gives it.</description>
      <setting id="copy-identity" label="What counts as the same card" default="set" choices="set,name"
               note="''Only 2 copies of each card (from the same set, including overnumbered secret rares)'': Deckhand reads a card as one card number within one set, an overnumbered secret rare counting as its base card; a same-named card from another set is another card. Choose ''name'' to count every printing with the same name together."/>

      <deck-size id="deck-size" exactly="30" cite="Deck Construction"
                 note="''A 30-card deck consists of 20 characters and 10 supports.'' Tokens are not part of the 30."/>
      <count id="character" label="Character cards" exactly="20" cite="Deck Construction">
        <where field="kind" is="Character"/>
      </count>
      <count id="support" label="Support cards" exactly="10" cite="Deck Construction">
        <where field="kind" is="Support"/>
      </count>
      <copy-limit id="copies" when="copy-identity=set" max="2" identity="base-in-set" cite="Deck Construction"
                  note="Per card number in one set, overnumbered secret rares counted as their base card (setting copy-identity)."/>
      <copy-limit id="copies-by-name" when="copy-identity=name" max="2" identity="name" cite="Deck Construction"
                  note="Read (setting copy-identity=name) as every printing with the same name, in any set."/>
      <count id="tokens-in-main" label="Token cards in the deck" max="0" cite="Deck Construction"
             note="''Tokens for summons and stage effects are kept separately'': a token belongs in the Tokens section, not in the 30.">
        <where field="kind" is="Token"/>
      </count>
      <count id="tokens-section" label="non-Token cards in the Tokens section" max="0" sections="tokens"
             cite="Deck Construction"
             note="Only summon and stage-effect tokens are kept separately; characters and supports belong in the deck.">
        <where field="kind" not="Token"/>
      </count>
    </format>
  </formats>
</game-pack>
', '2026-12-02T00:08:14Z');
INSERT INTO card_file (id, game_id, path, sample, imported_at, printings) VALUES (1, 'bankroll', '/work/wt-sets/resources/games/bankroll/cards/sample.csv', 1, '2026-12-02T00:08:14Z', 35);
INSERT INTO card_file (id, game_id, path, sample, imported_at, printings) VALUES (2, 'linkframe', '/work/wt-sets/resources/games/linkframe/cards/sample.csv', 1, '2026-12-02T00:08:14Z', 24);
INSERT INTO card_file (id, game_id, path, sample, imported_at, printings) VALUES (3, 'plu', '/work/wt-sets/resources/games/plu/cards/sample.csv', 1, '2026-12-02T00:08:14Z', 43);
INSERT INTO card_file (id, game_id, path, sample, imported_at, printings) VALUES (4, 'power', '/work/wt-sets/resources/games/power/cards/us-core-pack.csv', 0, '2026-12-02T00:08:14Z', 37);
INSERT INTO card_file (id, game_id, path, sample, imported_at, printings) VALUES (5, 'vstage', '/work/wt-sets/resources/games/vstage/cards/sample.csv', 1, '2026-12-02T00:08:14Z', 50);
INSERT INTO card (id, game_id, identity, name) VALUES (1, 'bankroll', 'coupon clipper', 'Coupon Clipper');
INSERT INTO card (id, game_id, identity, name) VALUES (2, 'bankroll', 'impatient shopper', 'Impatient Shopper');
INSERT INTO card (id, game_id, identity, name) VALUES (3, 'bankroll', 'late fee larry', 'Late Fee Larry');
INSERT INTO card (id, game_id, identity, name) VALUES (4, 'bankroll', 'mall walker', 'Mall Walker');
INSERT INTO card (id, game_id, identity, name) VALUES (5, 'bankroll', 'night shift barista', 'Night Shift Barista');
INSERT INTO card (id, game_id, identity, name) VALUES (6, 'bankroll', 'galaxy diner cook', 'Galaxy Diner Cook');
INSERT INTO card (id, game_id, identity, name) VALUES (7, 'bankroll', 'galaxy diner waitress', 'Galaxy Diner Waitress');
INSERT INTO card (id, game_id, identity, name) VALUES (8, 'bankroll', 'heist getaway driver', 'Heist Getaway Driver');
INSERT INTO card (id, game_id, identity, name) VALUES (9, 'bankroll', 'overdraft notice', 'Overdraft Notice');
INSERT INTO card (id, game_id, identity, name) VALUES (10, 'bankroll', 'direct deposit', 'Direct Deposit');
INSERT INTO card (id, game_id, identity, name) VALUES (11, 'bankroll', 'coffee break', 'Coffee Break');
INSERT INTO card (id, game_id, identity, name) VALUES (12, 'bankroll', 'receipt check', 'Receipt Check');
INSERT INTO card (id, game_id, identity, name) VALUES (13, 'bankroll', 'penny jar', 'Penny Jar');
INSERT INTO card (id, game_id, identity, name) VALUES (14, 'bankroll', 'captain thrift', 'Captain Thrift');
INSERT INTO card (id, game_id, identity, name) VALUES (15, 'bankroll', 'the budgeteer', 'The Budgeteer');
INSERT INTO card (id, game_id, identity, name) VALUES (16, 'bankroll', 'interest rate man', 'Interest Rate Man');
INSERT INTO card (id, game_id, identity, name) VALUES (17, 'bankroll', 'galaxy diner manager', 'Galaxy Diner Manager');
INSERT INTO card (id, game_id, identity, name) VALUES (18, 'bankroll', 'heist mastermind', 'Heist Mastermind');
INSERT INTO card (id, game_id, identity, name) VALUES (19, 'bankroll', 'heist safecracker', 'Heist Safecracker');
INSERT INTO card (id, game_id, identity, name) VALUES (20, 'bankroll', 'loan shark', 'Loan Shark');
INSERT INTO card (id, game_id, identity, name) VALUES (21, 'bankroll', 'audit', 'Audit');
INSERT INTO card (id, game_id, identity, name) VALUES (22, 'bankroll', 'market crash', 'Market Crash');
INSERT INTO card (id, game_id, identity, name) VALUES (23, 'bankroll', 'security guard', 'Security Guard');
INSERT INTO card (id, game_id, identity, name) VALUES (24, 'bankroll', 'refund policy', 'Refund Policy');
INSERT INTO card (id, game_id, identity, name) VALUES (25, 'bankroll', 'sitcom laugh track', 'Sitcom Laugh Track');
INSERT INTO card (id, game_id, identity, name) VALUES (26, 'bankroll', 'golden piggy bank', 'Golden Piggy Bank');
INSERT INTO card (id, game_id, identity, name) VALUES (27, 'bankroll', 'ultra thrift', 'Ultra Thrift');
INSERT INTO card (id, game_id, identity, name) VALUES (28, 'bankroll', 'galaxy diner owner', 'Galaxy Diner Owner');
INSERT INTO card (id, game_id, identity, name) VALUES (29, 'bankroll', 'heist kingpin', 'Heist Kingpin');
INSERT INTO card (id, game_id, identity, name) VALUES (30, 'bankroll', 'bank holiday', 'Bank Holiday');
INSERT INTO card (id, game_id, identity, name) VALUES (31, 'bankroll', 'first coin', 'First Coin');
INSERT INTO card (id, game_id, identity, name) VALUES (32, 'bankroll', 'vault titan', 'Vault Titan');
INSERT INTO card (id, game_id, identity, name) VALUES (33, 'bankroll', 'lost ledger', 'Lost Ledger');
INSERT INTO card (id, game_id, identity, name) VALUES (34, 'bankroll', 'crystal card', 'Crystal Card');
INSERT INTO card (id, game_id, identity, name) VALUES (35, 'bankroll', 'diamond account', 'Diamond Account');
INSERT INTO card (id, game_id, identity, name) VALUES (36, 'linkframe', 'spark cadetlfs1-001', 'Spark Cadet');
INSERT INTO card (id, game_id, identity, name) VALUES (37, 'linkframe', 'ember squirelfs1-002', 'Ember Squire');
INSERT INTO card (id, game_id, identity, name) VALUES (38, 'linkframe', 'night courierlfs1-003', 'Night Courier');
INSERT INTO card (id, game_id, identity, name) VALUES (39, 'linkframe', 'dawn acolytelfs1-004', 'Dawn Acolyte');
INSERT INTO card (id, game_id, identity, name) VALUES (40, 'linkframe', 'gearling scoutlfs1-005', 'Gearling Scout');
INSERT INTO card (id, game_id, identity, name) VALUES (41, 'linkframe', 'azure lancerlfs1-006', 'Azure Lancer');
INSERT INTO card (id, game_id, identity, name) VALUES (42, 'linkframe', 'crimson duelistlfs1-007', 'Crimson Duelist');
INSERT INTO card (id, game_id, identity, name) VALUES (43, 'linkframe', 'twin sigil magelfs1-008', 'Twin Sigil Mage');
INSERT INTO card (id, game_id, identity, name) VALUES (44, 'linkframe', 'obsidian wardenlfs1-009', 'Obsidian Warden');
INSERT INTO card (id, game_id, identity, name) VALUES (45, 'linkframe', 'storm heraldlfs1-010', 'Storm Herald');
INSERT INTO card (id, game_id, identity, name) VALUES (46, 'linkframe', 'radiant pulselfs1-011', 'Radiant Pulse');
INSERT INTO card (id, game_id, identity, name) VALUES (47, 'linkframe', 'void knightlfs1-012', 'Void Knight');
INSERT INTO card (id, game_id, identity, name) VALUES (48, 'linkframe', 'ashen oraclelfs1-013', 'Ashen Oracle');
INSERT INTO card (id, game_id, identity, name) VALUES (49, 'linkframe', 'iron vanguardlfs1-014', 'Iron Vanguard');
INSERT INTO card (id, game_id, identity, name) VALUES (50, 'linkframe', 'blue knightlfs1-015', 'Blue Knight');
INSERT INTO card (id, game_id, identity, name) VALUES (51, 'linkframe', 'blue knightlfs1-016', 'Blue Knight');
INSERT INTO card (id, game_id, identity, name) VALUES (52, 'linkframe', 'quick drawlfs1-017', 'Quick Draw');
INSERT INTO card (id, game_id, identity, name) VALUES (53, 'linkframe', 'guard breaklfs1-018', 'Guard Break');
INSERT INTO card (id, game_id, identity, name) VALUES (54, 'linkframe', 'ember drakelfs1-019', 'Ember Drake');
INSERT INTO card (id, game_id, identity, name) VALUES (55, 'linkframe', 'shadow steplfs1-020', 'Shadow Step');
INSERT INTO card (id, game_id, identity, name) VALUES (56, 'linkframe', 'silver paladinlfs1-021', 'Silver Paladin');
INSERT INTO card (id, game_id, identity, name) VALUES (57, 'linkframe', 'lantern spritelfs1-022', 'Lantern Sprite');
INSERT INTO card (id, game_id, identity, name) VALUES (58, 'linkframe', 'tide callerlfs1-023', 'Tide Caller');
INSERT INTO card (id, game_id, identity, name) VALUES (59, 'linkframe', 'ruin golemlfs1-024', 'Ruin Golem');
INSERT INTO card (id, game_id, identity, name) VALUES (60, 'plu', 'kaito blaze', 'Kaito Blaze');
INSERT INTO card (id, game_id, identity, name) VALUES (61, 'plu', 'madame voltine', 'Madame Voltine');
INSERT INTO card (id, game_id, identity, name) VALUES (62, 'plu', 'gorrox the tidebreaker', 'Gorrox the Tidebreaker');
INSERT INTO card (id, game_id, identity, name) VALUES (63, 'plu', 'neon rooftop', 'Neon Rooftop');
INSERT INTO card (id, game_id, identity, name) VALUES (64, 'plu', 'shrine of embers', 'Shrine of Embers');
INSERT INTO card (id, game_id, identity, name) VALUES (65, 'plu', 'sunken arena', 'Sunken Arena');
INSERT INTO card (id, game_id, identity, name) VALUES (66, 'plu', 'iron palm', 'Iron Palm');
INSERT INTO card (id, game_id, identity, name) VALUES (67, 'plu', 'quick jab', 'Quick Jab');
INSERT INTO card (id, game_id, identity, name) VALUES (68, 'plu', 'snap kick', 'Snap Kick');
INSERT INTO card (id, game_id, identity, name) VALUES (69, 'plu', 'low sweep', 'Low Sweep');
INSERT INTO card (id, game_id, identity, name) VALUES (70, 'plu', 'reversal chop', 'Reversal Chop');
INSERT INTO card (id, game_id, identity, name) VALUES (71, 'plu', 'feint step', 'Feint Step');
INSERT INTO card (id, game_id, identity, name) VALUES (72, 'plu', 'rising elbow', 'Rising Elbow');
INSERT INTO card (id, game_id, identity, name) VALUES (73, 'plu', 'thunder knee', 'Thunder Knee');
INSERT INTO card (id, game_id, identity, name) VALUES (74, 'plu', 'spinning backfist', 'Spinning Backfist');
INSERT INTO card (id, game_id, identity, name) VALUES (75, 'plu', 'mirror guard', 'Mirror Guard');
INSERT INTO card (id, game_id, identity, name) VALUES (76, 'plu', 'palm burst', 'Palm Burst');
INSERT INTO card (id, game_id, identity, name) VALUES (77, 'plu', 'crushing haymaker', 'Crushing Haymaker');
INSERT INTO card (id, game_id, identity, name) VALUES (78, 'plu', 'meteor drop', 'Meteor Drop');
INSERT INTO card (id, game_id, identity, name) VALUES (79, 'plu', 'dragon tail slide', 'Dragon Tail Slide');
INSERT INTO card (id, game_id, identity, name) VALUES (80, 'plu', 'tidal counter', 'Tidal Counter');
INSERT INTO card (id, game_id, identity, name) VALUES (81, 'plu', 'shoulder charge', 'Shoulder Charge');
INSERT INTO card (id, game_id, identity, name) VALUES (82, 'plu', 'overdrive cannon', 'Overdrive Cannon');
INSERT INTO card (id, game_id, identity, name) VALUES (83, 'plu', 'last light kick', 'Last Light Kick');
INSERT INTO card (id, game_id, identity, name) VALUES (84, 'plu', 'focus breath', 'Focus Breath');
INSERT INTO card (id, game_id, identity, name) VALUES (85, 'plu', 'second wind', 'Second Wind');
INSERT INTO card (id, game_id, identity, name) VALUES (86, 'plu', 'smoke bomb', 'Smoke Bomb');
INSERT INTO card (id, game_id, identity, name) VALUES (87, 'plu', 'scout the arena', 'Scout the Arena');
INSERT INTO card (id, game_id, identity, name) VALUES (88, 'plu', 'snap decision', 'Snap Decision');
INSERT INTO card (id, game_id, identity, name) VALUES (89, 'plu', 'iron will', 'Iron Will');
INSERT INTO card (id, game_id, identity, name) VALUES (90, 'plu', 'weighted gauntlets', 'Weighted Gauntlets');
INSERT INTO card (id, game_id, identity, name) VALUES (91, 'plu', 'stage lights', 'Stage Lights');
INSERT INTO card (id, game_id, identity, name) VALUES (92, 'plu', 'doom engine', 'Doom Engine');
INSERT INTO card (id, game_id, identity, name) VALUES (93, 'plu', 'hype crowd', 'Hype Crowd');
INSERT INTO card (id, game_id, identity, name) VALUES (94, 'plu', 'final horizon', 'Final Horizon');
INSERT INTO card (id, game_id, identity, name) VALUES (95, 'plu', 'kaiju cataclysm', 'Kaiju Cataclysm');
INSERT INTO card (id, game_id, identity, name) VALUES (96, 'plu', 'guard crush', 'Guard Crush');
INSERT INTO card (id, game_id, identity, name) VALUES (97, 'plu', 'knuckle flurry', 'Knuckle Flurry');
INSERT INTO card (id, game_id, identity, name) VALUES (98, 'plu', 'battle cry', 'Battle Cry');
INSERT INTO card (id, game_id, identity, name) VALUES (99, 'plu', 'ring out throw', 'Ring Out Throw');
INSERT INTO card (id, game_id, identity, name) VALUES (100, 'power', 'rifle squad', 'Rifle Squad');
INSERT INTO card (id, game_id, identity, name) VALUES (101, 'power', '120mm mortars', '120mm Mortars');
INSERT INTO card (id, game_id, identity, name) VALUES (102, 'power', 'anti-tank javelin', 'Anti-Tank Javelin');
INSERT INTO card (id, game_id, identity, name) VALUES (103, 'power', 'stinger s.a.m.', 'Stinger S.A.M.');
INSERT INTO card (id, game_id, identity, name) VALUES (104, 'power', 'sniper squad', 'Sniper Squad');
INSERT INTO card (id, game_id, identity, name) VALUES (105, 'power', 'force recon', 'Force Recon');
INSERT INTO card (id, game_id, identity, name) VALUES (106, 'power', 'basic supply', 'Basic Supply');
INSERT INTO card (id, game_id, identity, name) VALUES (107, 'power', 'hemtt triple supply', 'HEMTT Triple Supply');
INSERT INTO card (id, game_id, identity, name) VALUES (108, 'power', 'm977 hemtt', 'M977 HEMTT');
INSERT INTO card (id, game_id, identity, name) VALUES (109, 'power', 'rg-31 mrap', 'RG-31 MRAP');
INSERT INTO card (id, game_id, identity, name) VALUES (110, 'power', 'm551 sheridan', 'M551 Sheridan');
INSERT INTO card (id, game_id, identity, name) VALUES (111, 'power', 'm1a1 abrams', 'M1A1 Abrams');
INSERT INTO card (id, game_id, identity, name) VALUES (112, 'power', 'm102 howitzer', 'M102 Howitzer');
INSERT INTO card (id, game_id, identity, name) VALUES (113, 'power', 'm198 howitzer', 'M198 Howitzer');
INSERT INTO card (id, game_id, identity, name) VALUES (114, 'power', 'm109a6 paladin', 'M109A6 Paladin');
INSERT INTO card (id, game_id, identity, name) VALUES (115, 'power', 'oh-6 cayuse', 'OH-6 Cayuse');
INSERT INTO card (id, game_id, identity, name) VALUES (116, 'power', 'uh-60 blackhawk', 'UH-60 Blackhawk');
INSERT INTO card (id, game_id, identity, name) VALUES (117, 'power', 'ah-64 apache', 'AH-64 Apache');
INSERT INTO card (id, game_id, identity, name) VALUES (118, 'power', 'a-10 thunderbolt ii', 'A-10 Thunderbolt II');
INSERT INTO card (id, game_id, identity, name) VALUES (119, 'power', 's.a.m. a.d.a.t.s.', 'S.A.M. A.D.A.T.S.');
INSERT INTO card (id, game_id, identity, name) VALUES (120, 'power', 's.a.m. mim-23 hawk', 'S.A.M. MIM-23 Hawk');
INSERT INTO card (id, game_id, identity, name) VALUES (121, 'power', 'population boom', 'Population Boom');
INSERT INTO card (id, game_id, identity, name) VALUES (122, 'power', 'gas turbine engines', 'Gas Turbine Engines');
INSERT INTO card (id, game_id, identity, name) VALUES (123, 'power', 'body armor', 'Body Armor');
INSERT INTO card (id, game_id, identity, name) VALUES (124, 'power', 'private', 'Private');
INSERT INTO card (id, game_id, identity, name) VALUES (125, 'power', 'corporal', 'Corporal');
INSERT INTO card (id, game_id, identity, name) VALUES (126, 'power', 'sergeant', 'Sergeant');
INSERT INTO card (id, game_id, identity, name) VALUES (127, 'power', 'staff sergeant', 'Staff Sergeant');
INSERT INTO card (id, game_id, identity, name) VALUES (128, 'power', 'master sergeant', 'Master Sergeant');
INSERT INTO card (id, game_id, identity, name) VALUES (129, 'power', 'ref#1 card details', 'REF#1 Card Details');
INSERT INTO card (id, game_id, identity, name) VALUES (130, 'power', 'ref#2 card types', 'REF#2 Card Types');
INSERT INTO card (id, game_id, identity, name) VALUES (131, 'power', 'ref#3 playing area', 'REF#3 Playing Area');
INSERT INTO card (id, game_id, identity, name) VALUES (132, 'power', 'ref#4 game rules', 'REF#4 Game Rules');
INSERT INTO card (id, game_id, identity, name) VALUES (133, 'power', 'ref#5 turn sequence', 'REF#5 Turn Sequence');
INSERT INTO card (id, game_id, identity, name) VALUES (134, 'power', 'ref#6 build queue', 'REF#6 Build Queue');
INSERT INTO card (id, game_id, identity, name) VALUES (135, 'power', 'ref#7 supply phase', 'REF#7 Supply Phase');
INSERT INTO card (id, game_id, identity, name) VALUES (136, 'power', 'ref#8 move/attack', 'REF#8 Move/Attack');
INSERT INTO card (id, game_id, identity, name) VALUES (137, 'vstage', 'vs001', 'Aki Starlight');
INSERT INTO card (id, game_id, identity, name) VALUES (138, 'vstage', 'vs002', 'Momo Byte');
INSERT INTO card (id, game_id, identity, name) VALUES (139, 'vstage', 'vs003', 'Rin Cascade');
INSERT INTO card (id, game_id, identity, name) VALUES (140, 'vstage', 'vs004', 'Yuzu Overclock');
INSERT INTO card (id, game_id, identity, name) VALUES (141, 'vstage', 'vs005', 'Kuro Nightcap');
INSERT INTO card (id, game_id, identity, name) VALUES (142, 'vstage', 'vs006', 'Hana Glitch');
INSERT INTO card (id, game_id, identity, name) VALUES (143, 'vstage', 'vs007', 'Sora Echo');
INSERT INTO card (id, game_id, identity, name) VALUES (144, 'vstage', 'vs008', 'Tama Pixel');
INSERT INTO card (id, game_id, identity, name) VALUES (145, 'vstage', 'vs009', 'Nova Quill');
INSERT INTO card (id, game_id, identity, name) VALUES (146, 'vstage', 'vs0010', 'Lumi Cinder');
INSERT INTO card (id, game_id, identity, name) VALUES (147, 'vstage', 'vs0011', 'Pip Static');
INSERT INTO card (id, game_id, identity, name) VALUES (148, 'vstage', 'vs0012', 'Reina Vox');
INSERT INTO card (id, game_id, identity, name) VALUES (149, 'vstage', 'vs0013', 'Zuzu Ribbon');
INSERT INTO card (id, game_id, identity, name) VALUES (150, 'vstage', 'vs0014', 'Kai Rerun');
INSERT INTO card (id, game_id, identity, name) VALUES (151, 'vstage', 'vs0015', 'Mei Lagspike');
INSERT INTO card (id, game_id, identity, name) VALUES (152, 'vstage', 'vs0016', 'Taro Loop');
INSERT INTO card (id, game_id, identity, name) VALUES (153, 'vstage', 'vs0017', 'Ivy Stream');
INSERT INTO card (id, game_id, identity, name) VALUES (154, 'vstage', 'vs0018', 'Coco Emote');
INSERT INTO card (id, game_id, identity, name) VALUES (155, 'vstage', 'vs0019', 'Juno Raid');
INSERT INTO card (id, game_id, identity, name) VALUES (156, 'vstage', 'vs0020', 'Fenn Subathon');
INSERT INTO card (id, game_id, identity, name) VALUES (157, 'vstage', 'vs0021', 'Bea Lurker');
INSERT INTO card (id, game_id, identity, name) VALUES (158, 'vstage', 'vs0022', 'Orin Collab');
INSERT INTO card (id, game_id, identity, name) VALUES (159, 'vstage', 'vs0023', 'Saki Timeout');
INSERT INTO card (id, game_id, identity, name) VALUES (160, 'vstage', 'vs0024', 'Gale Shout');
INSERT INTO card (id, game_id, identity, name) VALUES (161, 'vstage', 'vs0025', 'Mika Clip');
INSERT INTO card (id, game_id, identity, name) VALUES (162, 'vstage', 'vs0026', 'Dex Encore');
INSERT INTO card (id, game_id, identity, name) VALUES (163, 'vstage', 'vs0027', 'Superchat Surge');
INSERT INTO card (id, game_id, identity, name) VALUES (164, 'vstage', 'vs0028', 'Hype Train');
INSERT INTO card (id, game_id, identity, name) VALUES (165, 'vstage', 'vs0029', 'Late Night Stream');
INSERT INTO card (id, game_id, identity, name) VALUES (166, 'vstage', 'vs0030', 'Collab Invite');
INSERT INTO card (id, game_id, identity, name) VALUES (167, 'vstage', 'vs0031', 'Sponsor Segment');
INSERT INTO card (id, game_id, identity, name) VALUES (168, 'vstage', 'vs0032', 'Fan Art Wall');
INSERT INTO card (id, game_id, identity, name) VALUES (169, 'vstage', 'vs0033', 'Mod Squad');
INSERT INTO card (id, game_id, identity, name) VALUES (170, 'vstage', 'vs0034', 'Lag Spike');
INSERT INTO card (id, game_id, identity, name) VALUES (171, 'vstage', 'vs0035', 'Emergency Restart');
INSERT INTO card (id, game_id, identity, name) VALUES (172, 'vstage', 'vs0036', 'Green Screen');
INSERT INTO card (id, game_id, identity, name) VALUES (173, 'vstage', 'vs0037', 'Channel Points');
INSERT INTO card (id, game_id, identity, name) VALUES (174, 'vstage', 'vs0038', 'Merch Drop');
INSERT INTO card (id, game_id, identity, name) VALUES (175, 'vstage', 'vs0039', 'Birthday Stream');
INSERT INTO card (id, game_id, identity, name) VALUES (176, 'vstage', 'vs0040', 'Raid Party');
INSERT INTO card (id, game_id, identity, name) VALUES (177, 'vstage', 'vs00t01', 'Pixel Familiar');
INSERT INTO card (id, game_id, identity, name) VALUES (178, 'vstage', 'vs00t02', 'Ribbon Drone');
INSERT INTO card (id, game_id, identity, name) VALUES (179, 'vstage', 'vs00t03', 'Spotlight Stage');
INSERT INTO card (id, game_id, identity, name) VALUES (180, 'vstage', 'vs00t04', 'Glitch Sprite');
INSERT INTO card (id, game_id, identity, name) VALUES (181, 'vstage', 'vs00t05', 'Encore Confetti');
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (1, 'bankroll', 1, 1, 'BKS1', '001', 'Coupon Clipper', 'coupon clipper', 'Common', 'SAMPLE CARD.', '{"attack":"2","category":"Customer","kind":"Attack"}', '{}', 2, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (2, 'bankroll', 2, 1, 'BKS1', '002', 'Impatient Shopper', 'impatient shopper', 'Common', 'SAMPLE CARD.', '{"attack":"3","category":"Customer","kind":"Attack"}', '{}', 3, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (3, 'bankroll', 3, 1, 'BKS1', '003', 'Late Fee Larry', 'late fee larry', 'Common', 'SAMPLE CARD. When played, your opponent pays $2.', '{"attack":"2","category":"Customer","kind":"Attack"}', '{}', 4, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (4, 'bankroll', 4, 1, 'BKS1', '004', 'Mall Walker', 'mall walker', 'Common', 'SAMPLE CARD.', '{"attack":"1","category":"Customer","kind":"Attack"}', '{}', 5, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (5, 'bankroll', 5, 1, 'BKS1', '005', 'Night Shift Barista', 'night shift barista', 'Common', 'SAMPLE CARD.', '{"attack":"2","category":"Customer","kind":"Attack"}', '{}', 6, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (6, 'bankroll', 6, 1, 'BKS1', '006', 'Galaxy Diner Cook', 'galaxy diner cook', 'Common', 'SAMPLE CARD.', '{"attack":"2","category":"TV","kind":"Attack","series":"Galaxy Diner"}', '{}', 7, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (7, 'bankroll', 7, 1, 'BKS1', '007', 'Galaxy Diner Waitress', 'galaxy diner waitress', 'Common', 'SAMPLE CARD.', '{"attack":"2","category":"TV","kind":"Attack","series":"Galaxy Diner"}', '{}', 8, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (8, 'bankroll', 8, 1, 'BKS1', '008', 'Heist Getaway Driver', 'heist getaway driver', 'Common', 'SAMPLE CARD.', '{"attack":"3","category":"Movies","kind":"Attack","series":"Midnight Heist"}', '{}', 9, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (9, 'bankroll', 9, 1, 'BKS1', '009', 'Overdraft Notice', 'overdraft notice', 'Common', 'SAMPLE CARD. Your opponent pays $3.', '{"category":"Bank","kind":"Action"}', '{}', 10, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (10, 'bankroll', 10, 1, 'BKS1', '010', 'Direct Deposit', 'direct deposit', 'Common', 'SAMPLE CARD. Add $3 to your bank account.', '{"category":"Bank","kind":"Action"}', '{}', 11, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (11, 'bankroll', 11, 1, 'BKS1', '011', 'Coffee Break', 'coffee break', 'Common', 'SAMPLE CARD. Draw 1 card.', '{"category":"Customer","kind":"Action"}', '{}', 12, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (12, 'bankroll', 12, 1, 'BKS1', '012', 'Receipt Check', 'receipt check', 'Common', 'SAMPLE CARD. Look at your opponent''s hand, then discard 1 card from it.', '{"category":"Customer","kind":"Action"}', '{}', 13, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (13, 'bankroll', 13, 1, 'BKS1', '013', 'Penny Jar', 'penny jar', 'Common', 'SAMPLE CARD. Add $1 to your bank account for each Common card in your attack lanes.', '{"category":"Bank","kind":"Action"}', '{}', 14, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (14, 'bankroll', 14, 1, 'BKS1', '014', 'Captain Thrift', 'captain thrift', 'Rare', 'SAMPLE CARD.', '{"attack":"4","category":"Super Hero","kind":"Attack"}', '{}', 15, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (15, 'bankroll', 15, 1, 'BKS1', '015', 'The Budgeteer', 'the budgeteer', 'Rare', 'SAMPLE CARD. Until defeated, your Action cards cost nothing extra.', '{"attack":"4","category":"Super Hero","kind":"Attack"}', '{}', 16, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (16, 'bankroll', 16, 1, 'BKS1', '016', 'Interest Rate Man', 'interest rate man', 'Rare', 'SAMPLE CARD.', '{"attack":"5","category":"Super Hero","kind":"Attack"}', '{}', 17, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (17, 'bankroll', 17, 1, 'BKS1', '017', 'Galaxy Diner Manager', 'galaxy diner manager', 'Rare', 'SAMPLE CARD.', '{"attack":"4","category":"TV","kind":"Attack","series":"Galaxy Diner"}', '{}', 18, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (18, 'bankroll', 18, 1, 'BKS1', '018', 'Heist Mastermind', 'heist mastermind', 'Rare', 'SAMPLE CARD.', '{"attack":"4","category":"Movies","kind":"Attack","series":"Midnight Heist"}', '{}', 19, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (19, 'bankroll', 19, 1, 'BKS1', '019', 'Heist Safecracker', 'heist safecracker', 'Rare', 'SAMPLE CARD. May attack the bank account directly, even if your opponent has ATTACK CARDS in play.', '{"attack":"3","category":"Movies","kind":"Attack","series":"Midnight Heist"}', '{}', 20, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (20, 'bankroll', 20, 1, 'BKS1', '020', 'Loan Shark', 'loan shark', 'Rare', 'SAMPLE CARD.', '{"attack":"5","category":"Customer","kind":"Attack"}', '{}', 21, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (21, 'bankroll', 21, 1, 'BKS1', '021', 'Audit', 'audit', 'Rare', 'SAMPLE CARD. Destroy one Action card in play.', '{"category":"Bank","kind":"Action"}', '{}', 22, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (22, 'bankroll', 22, 1, 'BKS1', '022', 'Market Crash', 'market crash', 'Rare', 'SAMPLE CARD. Each player pays $5.', '{"category":"Bank","kind":"Action"}', '{}', 23, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (23, 'bankroll', 23, 1, 'BKS1', '023', 'Security Guard', 'security guard', 'Rare', 'SAMPLE CARD. Reaction: cancel one attack on your bank account.', '{"category":"Customer","kind":"Action"}', '{}', 24, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (24, 'bankroll', 24, 1, 'BKS1', '024', 'Refund Policy', 'refund policy', 'Rare', 'SAMPLE CARD. Return one defeated ATTACK CARD from the DUMPSTER to your hand.', '{"category":"Customer","kind":"Action"}', '{}', 25, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (25, 'bankroll', 25, 1, 'BKS1', '025', 'Sitcom Laugh Track', 'sitcom laugh track', 'Rare', 'SAMPLE CARD. Your TV cards gain +1 ATTACK POWER this round.', '{"category":"TV","kind":"Action","series":"Galaxy Diner"}', '{}', 26, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (26, 'bankroll', 26, 1, 'BKS1', '026', 'Golden Piggy Bank', 'golden piggy bank', 'Legendary', 'SAMPLE CARD.', '{"attack":"7","category":"Bank","kind":"Attack"}', '{}', 27, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (27, 'bankroll', 27, 1, 'BKS1', '027', 'Ultra Thrift', 'ultra thrift', 'Legendary', 'SAMPLE CARD. Until defeated, your opponent''s Customer cards get -1 ATTACK POWER.', '{"attack":"8","category":"Super Hero","kind":"Attack"}', '{}', 28, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (28, 'bankroll', 28, 1, 'BKS1', '028', 'Galaxy Diner Owner', 'galaxy diner owner', 'Legendary', 'SAMPLE CARD.', '{"attack":"6","category":"TV","kind":"Attack","series":"Galaxy Diner"}', '{}', 29, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (29, 'bankroll', 29, 1, 'BKS1', '029', 'Heist Kingpin', 'heist kingpin', 'Legendary', 'SAMPLE CARD.', '{"attack":"7","category":"Movies","kind":"Attack","series":"Midnight Heist"}', '{}', 30, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (30, 'bankroll', 30, 1, 'BKS1', '030', 'Bank Holiday', 'bank holiday', 'Legendary', 'SAMPLE CARD. No bank account can be attacked this round.', '{"category":"Bank","kind":"Action"}', '{}', 31, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (31, 'bankroll', 31, 1, 'BKS1', '031', 'First Coin', 'first coin', 'Ancient', 'SAMPLE CARD.', '{"attack":"9","category":"Bank","kind":"Attack"}', '{}', 32, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (32, 'bankroll', 32, 1, 'BKS1', '032', 'Vault Titan', 'vault titan', 'Ancient', 'SAMPLE CARD.', '{"attack":"10","category":"Super Hero","kind":"Attack"}', '{}', 33, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (33, 'bankroll', 33, 1, 'BKS1', '033', 'Lost Ledger', 'lost ledger', 'Ancient', 'SAMPLE CARD. Your opponent pays $10.', '{"category":"Bank","kind":"Action"}', '{}', 34, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (34, 'bankroll', 34, 1, 'BKS1', '034', 'Crystal Card', 'crystal card', 'Crystal', 'SAMPLE CARD.', '{"attack":"12","category":"Bank","kind":"Attack"}', '{}', 35, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (35, 'bankroll', 35, 1, 'BKS1', '035', 'Diamond Account', 'diamond account', 'Crystal', 'SAMPLE CARD. Add $15 to your bank account, then discard this card.', '{"category":"Bank","kind":"Action"}', '{}', 36, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (36, 'linkframe', 36, 2, 'LFS1', 'LFS1-001', 'Spark Cadet', 'spark cadet', '', 'SAMPLE CARD. Level-0 Progress.', '{"color":"Blue","guard":"1000","level":"0","power":"1000","strike":"1","trait":"Human","type":"PG"}', '{}', 2, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (37, 'linkframe', 37, 2, 'LFS1', 'LFS1-002', 'Ember Squire', 'ember squire', '', 'SAMPLE CARD. Level-0 Progress.', '{"color":"Red","guard":"1000","level":"0","power":"1000","strike":"1","trait":"Human","type":"PG"}', '{}', 3, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (38, 'linkframe', 38, 2, 'LFS1', 'LFS1-003', 'Night Courier', 'night courier', '', 'SAMPLE CARD. Level-0 Progress.', '{"color":"Black","guard":"1000","level":"0","power":"1000","strike":"1","trait":"Shade","type":"PG"}', '{}', 4, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (39, 'linkframe', 39, 2, 'LFS1', 'LFS1-004', 'Dawn Acolyte', 'dawn acolyte', '', 'SAMPLE CARD. Level-0 Progress.', '{"color":"White","guard":"1000","level":"0","power":"1000","strike":"1","trait":"Angel","type":"PG"}', '{}', 5, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (40, 'linkframe', 40, 2, 'LFS1', 'LFS1-005', 'Gearling Scout', 'gearling scout', '', 'SAMPLE CARD. Level-0 Progress with a Σ Link frame (does not count toward the 16).', '{"color":"Blue","guard":"1000","level":"0","link":"Σ","power":"1000","strike":"1","trait":"Machine","type":"PG"}', '{}', 6, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (41, 'linkframe', 41, 2, 'LFS1', 'LFS1-006', 'Azure Lancer', 'azure lancer', '', 'SAMPLE CARD. [Appear] Draw 1.', '{"color":"Blue","guard":"1000","level":"1","link":"Σ","power":"3000","strike":"1","trait":"Knight","type":"PG"}', '{}', 7, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (42, 'linkframe', 42, 2, 'LFS1', 'LFS1-007', 'Crimson Duelist', 'crimson duelist', '', 'SAMPLE CARD. <Link6>{(2)(Ω)} This card gets POWER +2000 during this turn.', '{"color":"Red","guard":"1000","level":"2","link":"Ω","power":"4000","strike":"1","trait":"Human","type":"PG"}', '{}', 8, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (43, 'linkframe', 43, 2, 'LFS1', 'LFS1-008', 'Twin Sigil Mage', 'twin sigil mage', '', 'SAMPLE CARD. <Link8>{(1)(Σ)(Ω)(Ω)} Draw 1, this card gets POWER +3000 during this turn.', '{"color":"White","guard":"2000","level":"3","link":"ΣΩ","power":"5000","strike":"1","trait":"Mage","type":"PG"}', '{}', 9, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (44, 'linkframe', 44, 2, 'LFS1', 'LFS1-009', 'Obsidian Warden', 'obsidian warden', '', 'SAMPLE CARD. [Retire] Draw 1.', '{"color":"Black","guard":"2000","level":"2","link":"ΣΩ","power":"4000","strike":"1","trait":"Shade","type":"PG"}', '{}', 10, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (45, 'linkframe', 45, 2, 'LFS1', 'LFS1-010', 'Storm Herald', 'storm herald', '', 'SAMPLE CARD. Draw 2.', '{"color":"Blue","guard":"2000","level":"1","link":"Σ","type":"AC"}', '{}', 11, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (46, 'linkframe', 46, 2, 'LFS1', 'LFS1-011', 'Radiant Pulse', 'radiant pulse', '', 'SAMPLE CARD. Target Progress gets POWER +3000 during this turn.', '{"color":"White","guard":"2000","level":"2","link":"Ω","type":"AC"}', '{}', 12, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (47, 'linkframe', 47, 2, 'LFS1', 'LFS1-012', 'Void Knight', 'void knight', '', 'SAMPLE CARD. [Activate] Put this card into fall: draw 1.', '{"color":"Black","guard":"2000","level":"4","link":"ΣΩ","power":"7000","strike":"2","trait":"Knight","type":"PG"}', '{}', 13, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (48, 'linkframe', 48, 2, 'LFS1', 'LFS1-013', 'Ashen Oracle', 'ashen oracle', '', 'SAMPLE CARD. Link frame written with the aliases S and O, stored as ΣΩ.', '{"color":"Red","guard":"2000","level":"3","link":"ΣΩ","power":"5000","strike":"1","trait":"Mage","type":"PG"}', '{}', 14, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (49, 'linkframe', 49, 2, 'LFS1', 'LFS1-014', 'Iron Vanguard', 'iron vanguard', '', 'SAMPLE CARD.', '{"color":"White","guard":"1000","level":"1","power":"3000","strike":"1","trait":"Knight","type":"PG"}', '{}', 15, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (50, 'linkframe', 50, 2, 'LFS1', 'LFS1-015', 'Blue Knight', 'blue knight', '', 'SAMPLE CARD. Same name as LFS1-016 but a different card.', '{"color":"Blue","guard":"1000","level":"2","power":"4000","strike":"1","trait":"Knight","type":"PG"}', '{}', 16, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (51, 'linkframe', 51, 2, 'LFS1', 'LFS1-016', 'Blue Knight', 'blue knight', '', 'SAMPLE CARD. Same name as LFS1-015 but a different card.', '{"color":"Blue","guard":"1000","level":"3","power":"6000","strike":"2","trait":"Knight","type":"PG"}', '{}', 17, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (52, 'linkframe', 52, 2, 'LFS1', 'LFS1-017', 'Quick Draw', 'quick draw', '', 'SAMPLE CARD. Draw 1.', '{"color":"Red","guard":"1000","level":"1","type":"AC"}', '{}', 18, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (53, 'linkframe', 53, 2, 'LFS1', 'LFS1-018', 'Guard Break', 'guard break', '', 'SAMPLE CARD. Target Progress gets GUARD -2000 during this battle.', '{"color":"Black","guard":"1000","level":"2","type":"AC"}', '{}', 19, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (54, 'linkframe', 54, 2, 'LFS1', 'LFS1-019', 'Ember Drake', 'ember drake', '', 'SAMPLE CARD.', '{"color":"Red","guard":"1000","level":"3","power":"6000","strike":"2","trait":"Dragon","type":"PG"}', '{}', 20, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (55, 'linkframe', 55, 2, 'LFS1', 'LFS1-020', 'Shadow Step', 'shadow step', '', 'SAMPLE CARD. Switch one of your Progress from fall to awake.', '{"color":"Black","guard":"1000","level":"1","type":"AC"}', '{}', 21, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (56, 'linkframe', 56, 2, 'LFS1', 'LFS1-021', 'Silver Paladin', 'silver paladin', '', 'SAMPLE CARD.', '{"color":"White","guard":"1000","level":"4","power":"8000","strike":"2","trait":"Knight","type":"PG"}', '{}', 22, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (57, 'linkframe', 57, 2, 'LFS1', 'LFS1-022', 'Lantern Sprite', 'lantern sprite', '', 'SAMPLE CARD. Level-0 Action (not a Progress, does not count toward the 4).', '{"color":"White","guard":"1000","level":"0","type":"AC"}', '{}', 23, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (58, 'linkframe', 58, 2, 'LFS1', 'LFS1-023', 'Tide Caller', 'tide caller', '', 'SAMPLE CARD.', '{"color":"Blue","guard":"1000","level":"2","power":"4000","strike":"1","trait":"Mage","type":"PG"}', '{}', 24, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (59, 'linkframe', 59, 2, 'LFS1', 'LFS1-024', 'Ruin Golem', 'ruin golem', '', 'SAMPLE CARD.', '{"color":"Black","guard":"1000","level":"5","power":"10000","strike":"3","trait":"Machine","type":"PG"}', '{}', 25, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (60, 'plu', 60, 3, 'PLS1', '001', 'Kaito Blaze', 'kaito blaze', 'Rare', 'SAMPLE CARD. 1PT: your next Light attack this turn deals +2 DMG.', '{"affiliation":"Hero","boss":"No","type":"Fighter"}', '{}', 2, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (61, 'plu', 61, 3, 'PLS1', '002', 'Madame Voltine', 'madame voltine', 'Supreme', 'SAMPLE CARD. Boss. Static Charged. Power Up 2.', '{"affiliation":"Villain","boss":"Yes","type":"Fighter"}', '{}', 3, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (62, 'plu', 62, 3, 'PLS1', '003', 'Gorrox the Tidebreaker', 'gorrox the tidebreaker', 'Ultra', 'SAMPLE CARD. Start the game at 110 HP. Your Heavy attacks gain Engulf.', '{"affiliation":"Kaiju","boss":"No","type":"Fighter"}', '{}', 4, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (63, 'plu', 63, 3, 'PLS1', '004', 'Neon Rooftop', 'neon rooftop', 'Common', 'SAMPLE CARD. 1PT: draw 1 card, then discard 1 card.', '{"affiliation":"Any / All","type":"Stage"}', '{}', 5, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (64, 'plu', 64, 3, 'PLS1', '005', 'Shrine of Embers', 'shrine of embers', 'Rare', 'SAMPLE CARD. Your first attack each turn deals +1 DMG.', '{"affiliation":"Hero","type":"Stage"}', '{}', 6, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (65, 'plu', 65, 3, 'PLS1', '006', 'Sunken Arena', 'sunken arena', 'Common', 'SAMPLE CARD. Rest: gain 3 HP.', '{"affiliation":"Kaiju","type":"Stage"}', '{}', 7, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (66, 'plu', 66, 3, 'PLS1', '007', 'Iron Palm', 'iron palm', 'Common', 'SAMPLE CARD. 3 DMG. If this attack deals DMG, draw 1 card.', '{"subtype":"Basic","type":"Attack","weight":"Light"}', '{}', 8, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (67, 'plu', 67, 3, 'PLS1', '008', 'Quick Jab', 'quick jab', 'Common', 'SAMPLE CARD. 2 DMG.', '{"subtype":"Basic","type":"Attack","weight":"Light"}', '{}', 9, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (68, 'plu', 68, 3, 'PLS1', '009', 'Snap Kick', 'snap kick', 'Common', 'SAMPLE CARD. 2 DMG. Charge.', '{"subtype":"Basic","type":"Attack","weight":"Light"}', '{}', 10, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (69, 'plu', 69, 3, 'PLS1', '010', 'Low Sweep', 'low sweep', 'Common', 'SAMPLE CARD. 2 DMG. Status: your rival is Frozen.', '{"subtype":"Basic","type":"Attack","weight":"Light"}', '{}', 11, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (70, 'plu', 70, 3, 'PLS1', '011', 'Reversal Chop', 'reversal chop', 'Rare', 'SAMPLE CARD. 2 DMG. Counter.', '{"subtype":"Counter","type":"Attack","weight":"Light"}', '{}', 12, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (71, 'plu', 71, 3, 'PLS1', '012', 'Feint Step', 'feint step', 'Common', 'SAMPLE CARD. 1 DMG. Hero: Advance 1.', '{"subtype":"Special","type":"Attack","weight":"Light"}', '{}', 13, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (72, 'plu', 72, 3, 'PLS1', '013', 'Rising Elbow', 'rising elbow', 'Common', 'SAMPLE CARD. 4 DMG.', '{"subtype":"Basic","type":"Attack","weight":"Medium"}', '{}', 14, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (73, 'plu', 73, 3, 'PLS1', '014', 'Thunder Knee', 'thunder knee', 'Common', 'SAMPLE CARD. 4 DMG. Static Charged: +2 DMG.', '{"subtype":"Basic","type":"Attack","weight":"Medium"}', '{}', 15, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (74, 'plu', 74, 3, 'PLS1', '015', 'Spinning Backfist', 'spinning backfist', 'Rare', 'SAMPLE CARD. 4 DMG. Villain: this attack gains Paralyze.', '{"subtype":"Special","type":"Attack","weight":"Medium"}', '{}', 16, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (75, 'plu', 75, 3, 'PLS1', '016', 'Mirror Guard', 'mirror guard', 'Rare', 'SAMPLE CARD. 3 DMG. Counter. Defend.', '{"subtype":"Counter","type":"Attack","weight":"Medium"}', '{}', 17, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (76, 'plu', 76, 3, 'PLS1', '017', 'Palm Burst', 'palm burst', 'Common', 'SAMPLE CARD. 3 DMG, Amplify 1.', '{"subtype":"Special","type":"Attack","weight":"Medium"}', '{}', 18, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (77, 'plu', 77, 3, 'PLS1', '018', 'Crushing Haymaker', 'crushing haymaker', 'Common', 'SAMPLE CARD. 6 DMG.', '{"subtype":"Basic","type":"Attack","weight":"Heavy"}', '{}', 19, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (78, 'plu', 78, 3, 'PLS1', '019', 'Meteor Drop', 'meteor drop', 'Rare', 'SAMPLE CARD. 6 DMG. Lock In.', '{"subtype":"Basic","type":"Attack","weight":"Heavy"}', '{}', 20, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (79, 'plu', 79, 3, 'PLS1', '020', 'Dragon Tail Slide', 'dragon tail slide', 'Rare', 'SAMPLE CARD. 5 DMG. Kaiju: Vampirism.', '{"subtype":"Special","type":"Attack","weight":"Heavy"}', '{}', 21, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (80, 'plu', 80, 3, 'PLS1', '021', 'Tidal Counter', 'tidal counter', 'Supreme', 'SAMPLE CARD. 5 DMG. Counter. Swift 2.', '{"subtype":"Counter","type":"Attack","weight":"Heavy"}', '{}', 22, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (81, 'plu', 81, 3, 'PLS1', '022', 'Shoulder Charge', 'shoulder charge', 'Common', 'SAMPLE CARD. 5 DMG.', '{"subtype":"Basic","type":"Attack","weight":"Heavy"}', '{}', 23, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (82, 'plu', 82, 3, 'PLS1', '023', 'Overdrive Cannon', 'overdrive cannon', 'Ultra', 'SAMPLE CARD. Critical. 10 DMG, Extension 2.', '{"subtype":"Special","type":"Attack","weight":"Critical"}', '{}', 24, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (83, 'plu', 83, 3, 'PLS1', '024', 'Last Light Kick', 'last light kick', 'Supreme', 'SAMPLE CARD. Critical. 9 DMG.', '{"subtype":"Basic","type":"Attack","weight":"Critical"}', '{}', 25, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (84, 'plu', 84, 3, 'PLS1', '025', 'Focus Breath', 'focus breath', 'Common', 'SAMPLE CARD. Draw 2 cards, then discard 1 card.', '{"subtype":"Basic","type":"Utility","weight":"Light"}', '{}', 26, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (85, 'plu', 85, 3, 'PLS1', '026', 'Second Wind', 'second wind', 'Common', 'SAMPLE CARD. Gain 8 HP.', '{"subtype":"Basic","type":"Utility","weight":"Medium"}', '{}', 27, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (86, 'plu', 86, 3, 'PLS1', '027', 'Smoke Bomb', 'smoke bomb', 'Common', 'SAMPLE CARD. Your rival is Frightened.', '{"subtype":"Basic","type":"Utility","weight":"Light"}', '{}', 28, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (87, 'plu', 87, 3, 'PLS1', '028', 'Scout the Arena', 'scout the arena', 'Rare', 'SAMPLE CARD. Look at the top 3 cards of your deck, then put them back in any order.', '{"subtype":"Basic","type":"Utility","weight":"Heavy"}', '{}', 29, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (88, 'plu', 88, 3, 'PLS1', '029', 'Snap Decision', 'snap decision', 'Rare', 'SAMPLE CARD. Counter. Negate an ability that would let your rival search their deck.', '{"subtype":"Counter","type":"Utility","weight":"Medium"}', '{}', 30, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (89, 'plu', 89, 3, 'PLS1', '030', 'Iron Will', 'iron will', 'Common', 'SAMPLE CARD. Counter. Reduce the final DMG of the current attack in play by 3.', '{"subtype":"Counter","type":"Utility","weight":"Heavy"}', '{}', 31, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (90, 'plu', 90, 3, 'PLS1', '031', 'Weighted Gauntlets', 'weighted gauntlets', 'Common', 'SAMPLE CARD. Attach to your Fighter. Your Heavy attacks deal +1 DMG.', '{"subtype":"Attachment","type":"Utility","weight":"Heavy"}', '{}', 32, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (91, 'plu', 91, 3, 'PLS1', '032', 'Stage Lights', 'stage lights', 'Rare', 'SAMPLE CARD. Attach to your Stage. 1PT, Rest: draw 1 card.', '{"subtype":"Attachment","type":"Utility","weight":"Light"}', '{}', 33, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (92, 'plu', 92, 3, 'PLS1', '033', 'Doom Engine', 'doom engine', 'Ultra', 'SAMPLE CARD. Attach to your Fighter. At the start of each of your turns, deal 5 Ability DMG to your rival.', '{"subtype":"Attachment","type":"Utility","weight":"Heavy"}', '{}', 34, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (93, 'plu', 93, 3, 'PLS1', '034', 'Hype Crowd', 'hype crowd', 'Common', 'SAMPLE CARD. Charge 1 card from your hand.', '{"subtype":"Basic","type":"Utility","weight":"Medium"}', '{}', 35, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (94, 'plu', 94, 3, 'PLS1', '035', 'Final Horizon', 'final horizon', 'Ultra', 'SAMPLE CARD. Deal 20 Ability DMG to your rival. Remove this card from the game.', '{"type":"Ultimate"}', '{}', 36, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (95, 'plu', 95, 3, 'PLS1', '036', 'Kaiju Cataclysm', 'kaiju cataclysm', 'Ultra', 'SAMPLE CARD. Kaiju: your rival loses 15 HP and discards 2 cards.', '{"type":"Ultimate"}', '{}', 37, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (96, 'plu', 96, 3, 'PLS1', '037', 'Guard Crush', 'guard crush', 'Common', 'SAMPLE CARD. 3 DMG. This attack cannot be Parried.', '{"subtype":"Basic","type":"Attack","weight":"Medium"}', '{}', 38, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (97, 'plu', 97, 3, 'PLS1', '038', 'Knuckle Flurry', 'knuckle flurry', 'Common', 'SAMPLE CARD. 1 DMG. Auto Combo: deal 3 Ability DMG.', '{"subtype":"Special","type":"Attack","weight":"Light"}', '{}', 39, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (98, 'plu', 98, 3, 'PLS1', '039', 'Battle Cry', 'battle cry', 'Common', 'SAMPLE CARD. Your next attack this turn deals +2 DMG.', '{"subtype":"Basic","type":"Utility","weight":"Light"}', '{}', 40, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (99, 'plu', 99, 3, 'PLS1', '040', 'Ring Out Throw', 'ring out throw', 'Rare', 'SAMPLE CARD. 5 DMG. Classic Combo: your rival discards 1 card.', '{"subtype":"Special","type":"Attack","weight":"Heavy"}', '{}', 41, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (100, 'plu', 66, 3, 'PLS2', '001', 'Iron Palm', 'iron palm', 'Promo', 'SAMPLE CARD (reprint). 3 DMG. If this attack deals DMG, draw 1 card.', '{"subtype":"Basic","type":"Attack","weight":"Light"}', '{}', 42, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (101, 'plu', 73, 3, 'PLS2', '002', 'Thunder Knee', 'thunder knee', 'Promo', 'SAMPLE CARD (reprint). 4 DMG. Static Charged: +2 DMG.', '{"subtype":"Basic","type":"Attack","weight":"Medium"}', '{}', 43, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (102, 'plu', 60, 3, 'PLS2', '003', 'Kaito Blaze', 'kaito blaze', 'Promo', 'SAMPLE CARD (borderless reprint). 1PT: your next Light attack this turn deals +2 DMG.', '{"affiliation":"Hero","boss":"No","type":"Fighter"}', '{}', 44, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (103, 'power', 100, 4, 'USCP', '001', 'Rifle Squad', 'rifle squad', '', '', '{"in_pack":"4","kind":"Unit"}', '{}', 2, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (104, 'power', 101, 4, 'USCP', '002', '120mm Mortars', '120mm mortars', '', '', '{"in_pack":"3","kind":"Unit"}', '{}', 3, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (105, 'power', 102, 4, 'USCP', '003', 'Anti-Tank Javelin', 'anti-tank javelin', '', '', '{"in_pack":"3","kind":"Unit"}', '{}', 4, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (106, 'power', 103, 4, 'USCP', '004', 'Stinger S.A.M.', 'stinger s.a.m.', '', '', '{"in_pack":"3","kind":"Unit"}', '{}', 5, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (107, 'power', 104, 4, 'USCP', '005', 'Sniper Squad', 'sniper squad', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 6, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (108, 'power', 105, 4, 'USCP', '006', 'Force Recon', 'force recon', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 7, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (109, 'power', 106, 4, 'USCP', '007', 'Basic Supply', 'basic supply', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 8, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (110, 'power', 107, 4, 'USCP', '008', 'HEMTT Triple Supply', 'hemtt triple supply', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 9, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (111, 'power', 108, 4, 'USCP', '009', 'M977 HEMTT', 'm977 hemtt', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 10, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (112, 'power', 109, 4, 'USCP', '010', 'RG-31 MRAP', 'rg-31 mrap', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 11, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (113, 'power', 110, 4, 'USCP', '011', 'M551 Sheridan', 'm551 sheridan', '', '', '{"in_pack":"3","kind":"Unit"}', '{}', 12, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (114, 'power', 111, 4, 'USCP', '012', 'M1A1 Abrams', 'm1a1 abrams', '', '', '{"in_pack":"3","kind":"Unit"}', '{}', 13, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (115, 'power', 112, 4, 'USCP', '013', 'M102 Howitzer', 'm102 howitzer', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 14, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (116, 'power', 113, 4, 'USCP', '014', 'M198 Howitzer', 'm198 howitzer', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 15, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (117, 'power', 114, 4, 'USCP', '015', 'M109A6 Paladin', 'm109a6 paladin', '', '', '{"in_pack":"1","kind":"Unit"}', '{}', 16, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (118, 'power', 115, 4, 'USCP', '016', 'OH-6 Cayuse', 'oh-6 cayuse', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 17, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (119, 'power', 116, 4, 'USCP', '017', 'UH-60 Blackhawk', 'uh-60 blackhawk', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 18, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (120, 'power', 117, 4, 'USCP', '018', 'AH-64 Apache', 'ah-64 apache', '', '', '{"in_pack":"1","kind":"Unit"}', '{}', 19, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (121, 'power', 118, 4, 'USCP', '019', 'A-10 Thunderbolt II', 'a-10 thunderbolt ii', '', '', '{"in_pack":"1","kind":"Unit"}', '{}', 20, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (122, 'power', 119, 4, 'USCP', '020', 'S.A.M. A.D.A.T.S.', 's.a.m. a.d.a.t.s.', '', '', '{"in_pack":"2","kind":"Unit"}', '{}', 21, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (123, 'power', 120, 4, 'USCP', '021', 'S.A.M. MIM-23 Hawk', 's.a.m. mim-23 hawk', '', '', '{"in_pack":"1","kind":"Unit"}', '{}', 22, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (124, 'power', 121, 4, 'USCP', '022', 'Population Boom', 'population boom', '', '', '{"in_pack":"1","kind":"Special"}', '{}', 23, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (125, 'power', 122, 4, 'USCP', '023', 'Gas Turbine Engines', 'gas turbine engines', '', '', '{"in_pack":"1","kind":"Special"}', '{}', 24, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (126, 'power', 123, 4, 'USCP', '024', 'Body Armor', 'body armor', '', '', '{"in_pack":"1","kind":"Special"}', '{}', 25, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (127, 'power', 124, 4, 'USCP', '025', 'Private', 'private', '', '', '{"in_pack":"1","kind":"Game Rank"}', '{}', 26, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (128, 'power', 125, 4, 'USCP', '026', 'Corporal', 'corporal', '', '', '{"in_pack":"1","kind":"Game Rank"}', '{}', 27, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (129, 'power', 126, 4, 'USCP', '027', 'Sergeant', 'sergeant', '', '', '{"in_pack":"1","kind":"Game Rank"}', '{}', 28, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (130, 'power', 127, 4, 'USCP', '028', 'Staff Sergeant', 'staff sergeant', '', '', '{"in_pack":"1","kind":"Game Rank"}', '{}', 29, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (131, 'power', 128, 4, 'USCP', '029', 'Master Sergeant', 'master sergeant', '', '', '{"in_pack":"1","kind":"Game Rank"}', '{}', 30, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (132, 'power', 129, 4, 'USCP', '030', 'REF#1 Card Details', 'ref#1 card details', '', '', '{"in_pack":"1","kind":"Reference"}', '{}', 31, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (133, 'power', 130, 4, 'USCP', '031', 'REF#2 Card Types', 'ref#2 card types', '', '', '{"in_pack":"1","kind":"Reference"}', '{}', 32, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (134, 'power', 131, 4, 'USCP', '032', 'REF#3 Playing Area', 'ref#3 playing area', '', '', '{"in_pack":"1","kind":"Reference"}', '{}', 33, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (135, 'power', 132, 4, 'USCP', '033', 'REF#4 Game Rules', 'ref#4 game rules', '', '', '{"in_pack":"1","kind":"Reference"}', '{}', 34, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (136, 'power', 133, 4, 'USCP', '034', 'REF#5 Turn Sequence', 'ref#5 turn sequence', '', '', '{"in_pack":"1","kind":"Reference"}', '{}', 35, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (137, 'power', 134, 4, 'USCP', '035', 'REF#6 Build Queue', 'ref#6 build queue', '', '', '{"in_pack":"1","kind":"Reference"}', '{}', 36, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (138, 'power', 135, 4, 'USCP', '036', 'REF#7 Supply Phase', 'ref#7 supply phase', '', '', '{"in_pack":"1","kind":"Reference"}', '{}', 37, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (139, 'power', 136, 4, 'USCP', '037', 'REF#8 Move/Attack', 'ref#8 move/attack', '', '', '{"in_pack":"1","kind":"Reference"}', '{}', 38, 0);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (140, 'vstage', 137, 5, 'VS00', '001/040', 'Aki Starlight', 'aki starlight', 'Common', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"4","kind":"Character"}', '{}', 2, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (141, 'vstage', 138, 5, 'VS00', '002/040', 'Momo Byte', 'momo byte', 'Uncommon', 'SAMPLE CARD. Skill (3 Hype): Summon Pixel Familiar.', '{"hp":"5","kind":"Character"}', '{}', 3, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (142, 'vstage', 139, 5, 'VS00', '003/040', 'Rin Cascade', 'rin cascade', 'Common', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"6","kind":"Character"}', '{}', 4, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (143, 'vstage', 140, 5, 'VS00', '004/040', 'Yuzu Overclock', 'yuzu overclock', 'Rare', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"3","kind":"Character"}', '{}', 5, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (144, 'vstage', 141, 5, 'VS00', '005/040', 'Kuro Nightcap', 'kuro nightcap', 'Uncommon', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"4","kind":"Character"}', '{}', 6, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (145, 'vstage', 142, 5, 'VS00', '006/040', 'Hana Glitch', 'hana glitch', 'Super Rare', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"5","kind":"Character"}', '{}', 7, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (146, 'vstage', 143, 5, 'VS00', '007/040', 'Sora Echo', 'sora echo', 'Common', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"6","kind":"Character"}', '{}', 8, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (147, 'vstage', 144, 5, 'VS00', '008/040', 'Tama Pixel', 'tama pixel', 'Common', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"3","kind":"Character"}', '{}', 9, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (148, 'vstage', 145, 5, 'VS00', '009/040', 'Nova Quill', 'nova quill', 'Uncommon', 'SAMPLE CARD. Skill (4 Hype): Deploy Spotlight Stage.', '{"hp":"4","kind":"Character"}', '{}', 10, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (149, 'vstage', 146, 5, 'VS00', '010/040', 'Lumi Cinder', 'lumi cinder', 'Common', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"5","kind":"Character"}', '{}', 11, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (150, 'vstage', 147, 5, 'VS00', '011/040', 'Pip Static', 'pip static', 'Rare', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"6","kind":"Character"}', '{}', 12, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (151, 'vstage', 148, 5, 'VS00', '012/040', 'Reina Vox', 'reina vox', 'Uncommon', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"3","kind":"Character"}', '{}', 13, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (152, 'vstage', 149, 5, 'VS00', '013/040', 'Zuzu Ribbon', 'zuzu ribbon', 'Super Rare', 'SAMPLE CARD. Skill (2 Hype): Summon Ribbon Drone.', '{"hp":"4","kind":"Character"}', '{}', 14, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (153, 'vstage', 150, 5, 'VS00', '014/040', 'Kai Rerun', 'kai rerun', 'Common', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"5","kind":"Character"}', '{}', 15, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (154, 'vstage', 151, 5, 'VS00', '015/040', 'Mei Lagspike', 'mei lagspike', 'Common', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"6","kind":"Character"}', '{}', 16, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (155, 'vstage', 152, 5, 'VS00', '016/040', 'Taro Loop', 'taro loop', 'Uncommon', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"3","kind":"Character"}', '{}', 17, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (156, 'vstage', 153, 5, 'VS00', '017/040', 'Ivy Stream', 'ivy stream', 'Common', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"4","kind":"Character"}', '{}', 18, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (157, 'vstage', 154, 5, 'VS00', '018/040', 'Coco Emote', 'coco emote', 'Rare', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"5","kind":"Character"}', '{}', 19, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (158, 'vstage', 155, 5, 'VS00', '019/040', 'Juno Raid', 'juno raid', 'Uncommon', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"6","kind":"Character"}', '{}', 20, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (159, 'vstage', 156, 5, 'VS00', '020/040', 'Fenn Subathon', 'fenn subathon', 'Super Rare', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"3","kind":"Character"}', '{}', 21, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (160, 'vstage', 157, 5, 'VS00', '021/040', 'Bea Lurker', 'bea lurker', 'Common', 'SAMPLE CARD. Lurker.', '{"hp":"4","kind":"Character"}', '{}', 22, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (161, 'vstage', 158, 5, 'VS00', '022/040', 'Orin Collab', 'orin collab', 'Common', 'SAMPLE CARD. Collab 1. Skill (3 Hype): deal 1d6 DMG.', '{"hp":"5","kind":"Character"}', '{}', 23, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (162, 'vstage', 159, 5, 'VS00', '023/040', 'Saki Timeout', 'saki timeout', 'Uncommon', 'SAMPLE CARD. Timed Out. Skill (4 Hype): deal 1d4 DMG.', '{"hp":"6","kind":"Character"}', '{}', 24, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (163, 'vstage', 160, 5, 'VS00', '024/040', 'Gale Shout', 'gale shout', 'Common', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"3","kind":"Character"}', '{}', 25, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (164, 'vstage', 161, 5, 'VS00', '025/040', 'Mika Clip', 'mika clip', 'Rare', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"4","kind":"Character"}', '{}', 26, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (165, 'vstage', 162, 5, 'VS00', '026/040', 'Dex Encore', 'dex encore', 'Uncommon', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"hp":"5","kind":"Character"}', '{}', 27, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (166, 'vstage', 163, 5, 'VS00', '027/040', 'Superchat Surge', 'superchat surge', 'Super Rare', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"cost":"1","kind":"Support"}', '{}', 28, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (167, 'vstage', 164, 5, 'VS00', '028/040', 'Hype Train', 'hype train', 'Common', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"cost":"2","kind":"Support"}', '{}', 29, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (168, 'vstage', 165, 5, 'VS00', '029/040', 'Late Night Stream', 'late night stream', 'Common', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"cost":"3","kind":"Support"}', '{}', 30, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (169, 'vstage', 166, 5, 'VS00', '030/040', 'Collab Invite', 'collab invite', 'Uncommon', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"cost":"1","kind":"Support"}', '{}', 31, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (170, 'vstage', 167, 5, 'VS00', '031/040', 'Sponsor Segment', 'sponsor segment', 'Common', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"cost":"2","kind":"Support"}', '{}', 32, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (171, 'vstage', 168, 5, 'VS00', '032/040', 'Fan Art Wall', 'fan art wall', 'Rare', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"cost":"3","kind":"Support"}', '{}', 33, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (172, 'vstage', 169, 5, 'VS00', '033/040', 'Mod Squad', 'mod squad', 'Uncommon', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"cost":"1","kind":"Support"}', '{}', 34, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (173, 'vstage', 170, 5, 'VS00', '034/040', 'Lag Spike', 'lag spike', 'Super Rare', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"cost":"2","kind":"Support"}', '{}', 35, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (174, 'vstage', 171, 5, 'VS00', '035/040', 'Emergency Restart', 'emergency restart', 'Common', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"cost":"3","kind":"Support"}', '{}', 36, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (175, 'vstage', 172, 5, 'VS00', '036/040', 'Green Screen', 'green screen', 'Common', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"cost":"1","kind":"Support"}', '{}', 37, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (176, 'vstage', 173, 5, 'VS00', '037/040', 'Channel Points', 'channel points', 'Uncommon', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"cost":"2","kind":"Support"}', '{}', 38, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (177, 'vstage', 174, 5, 'VS00', '038/040', 'Merch Drop', 'merch drop', 'Common', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"cost":"3","kind":"Support"}', '{}', 39, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (178, 'vstage', 175, 5, 'VS00', '039/040', 'Birthday Stream', 'birthday stream', 'Rare', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"cost":"1","kind":"Support"}', '{}', 40, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (179, 'vstage', 176, 5, 'VS00', '040/040', 'Raid Party', 'raid party', 'Uncommon', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"cost":"2","kind":"Support"}', '{}', 41, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (180, 'vstage', 148, 5, 'VS00', '041/040', 'Reina Vox', 'reina vox', 'Secret Rare', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more. (Overnumbered secret rare of 012/040.)', '{"base":"012/040","hp":"3","kind":"Character"}', '{}', 42, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (181, 'vstage', 139, 5, 'VS00', '042/040', 'Rin Cascade', 'rin cascade', 'Secret Rare', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more. (Overnumbered secret rare of 003/040.)', '{"base":"003/040","hp":"6","kind":"Character"}', '{}', 43, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (182, 'vstage', 156, 5, 'VS00', '043/040', 'Fenn Subathon', 'fenn subathon', 'Secret Rare', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more. (Overnumbered secret rare of 020/040.)', '{"base":"020/040","hp":"3","kind":"Character"}', '{}', 44, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (183, 'vstage', 166, 5, 'VS00', '044/040', 'Collab Invite', 'collab invite', 'Secret Rare', 'SAMPLE CARD. Restore 2 HP to one of your characters. (Overnumbered secret rare of 030/040.)', '{"base":"030/040","cost":"1","kind":"Support"}', '{}', 45, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (184, 'vstage', 174, 5, 'VS00', '045/040', 'Merch Drop', 'merch drop', 'Secret Rare', 'SAMPLE CARD. Restore 2 HP to one of your characters. (Overnumbered secret rare of 038/040.)', '{"base":"038/040","cost":"3","kind":"Support"}', '{}', 46, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (185, 'vstage', 177, 5, 'VS00', 'T01/T05', 'Pixel Familiar', 'pixel familiar', 'Common', 'SAMPLE TOKEN. [1/2] summon token.', '{"hp":"2","kind":"Token"}', '{}', 47, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (186, 'vstage', 178, 5, 'VS00', 'T02/T05', 'Ribbon Drone', 'ribbon drone', 'Common', 'SAMPLE TOKEN. [2/1] summon token.', '{"hp":"1","kind":"Token"}', '{}', 48, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (187, 'vstage', 179, 5, 'VS00', 'T03/T05', 'Spotlight Stage', 'spotlight stage', 'Common', 'SAMPLE TOKEN. Stage effect token: your characters deal +1 DMG for 3 turns.', '{"kind":"Token"}', '{}', 49, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (188, 'vstage', 180, 5, 'VS00', 'T04/T05', 'Glitch Sprite', 'glitch sprite', 'Common', 'SAMPLE TOKEN. [1/1] summon token.', '{"hp":"1","kind":"Token"}', '{}', 50, 1);
INSERT INTO printing (id, game_id, card_id, card_file_id, set_code, number, name, folded_name, rarity, text, fields, extras, source_line, sample) VALUES (189, 'vstage', 181, 5, 'VS00', 'T05/T05', 'Encore Confetti', 'encore confetti', 'Common', 'SAMPLE TOKEN. Stage effect token: draw 1 extra Hype each turn for 3 turns.', '{"kind":"Token"}', '{}', 51, 1);
COMMIT;
