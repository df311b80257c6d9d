-- A version-9 Deckhand profile (user schema 9, catalogue schema 7) with data in every table, as SQL
-- (tests/db/migration_test.cpp): the last user version before limited_apart and limited_version.banned (user 10).
--
-- Made at commit bd8255e (main, before user migration 10) by app_tests "[.make-fixture]"
-- (tests/app/profile_fixture_maker.cpp) with DECKHAND_FIXTURE_PROFILE set to an empty folder: the
-- commands games; collection add --game plu --set PLS1 --number 007 -n 3 --location "Binder 1"
-- --language "Traditional Chinese"; collection add --game vstage --set VS00 --number 001 -n 2;
-- collection wish --game plu -n 2 "Meteor Drop"; deck save --game plu --tag aggro
-- tests/data/decks/plu/legal.txt; subscribe --kind images --game plu --no-update
-- https://example.org/plu/{set}/{number}.png; then through app::CardEditor: PLS1 004 Neon Rooftop's
-- text to "... draw 2 cards ..." (changed), PLS1 002 Madame Voltine removed (deleted), set PLS1
-- named "First Bell", released 2025-11-01 (set_edit); then dumped with
-- tests/data/profiles/dump_profile.py.
PRAGMA application_id = 1147881572;
PRAGMA user_version = 7;
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
CREATE TABLE set_info (
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    set_code    TEXT NOT NULL COLLATE NOCASE,
    name        TEXT NOT NULL DEFAULT '',
    released    TEXT NOT NULL DEFAULT '',    -- YYYY-MM-DD, or empty when unknown
    PRIMARY KEY (game_id, set_code)
);
CREATE TABLE card_data (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    card_file_id INTEGER REFERENCES card_file(id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    folded_name TEXT NOT NULL,
    text        TEXT NOT NULL DEFAULT '',
    fields      TEXT NOT NULL DEFAULT '{}',  -- JSON object: values every printing of it has
    extras      TEXT NOT NULL DEFAULT '{}'   -- JSON object: the same of undeclared columns
);
CREATE TABLE "printing" (
    game_id     TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    id          INTEGER NOT NULL,            -- in import order within the game
    data_id     INTEGER NOT NULL REFERENCES card_data(id) ON DELETE CASCADE,
    set_code    TEXT NOT NULL,
    number      TEXT NOT NULL,
    rarity      TEXT NOT NULL DEFAULT '',
    fields      TEXT NOT NULL DEFAULT '{}',  -- JSON object: the printing's own values
    extras      TEXT NOT NULL DEFAULT '{}',
    source_line INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, id),
    UNIQUE (game_id, set_code COLLATE NOCASE, number COLLATE NOCASE)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE card_name_fts USING fts5 (
    name, content='card_data', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
);
CREATE VIRTUAL TABLE card_text_fts USING fts5 (
    text, content='card_data', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2'
);
CREATE TRIGGER card_data_fts_delete AFTER DELETE ON card_data BEGIN
    INSERT INTO card_name_fts (card_name_fts, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO card_text_fts (card_text_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
CREATE TRIGGER card_data_fts_update AFTER UPDATE OF name, text ON card_data BEGIN
    INSERT INTO card_name_fts (card_name_fts, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO card_text_fts (card_text_fts, rowid, text) VALUES ('delete', old.id, old.text);
    INSERT INTO card_name_fts (rowid, name) VALUES (new.id, new.name);
    INSERT INTO card_text_fts (rowid, text) VALUES (new.id, new.text);
END;
CREATE INDEX card_data_by_name ON card_data (game_id, folded_name, name);
CREATE INDEX printing_by_data ON printing (data_id, set_code, number, rarity, fields);
INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES ('bankroll', 'Bankroll', '/work/main/resources/games/bankroll/game.xml', '<?xml version="1.0" encoding="UTF-8"?>
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
', '2026-12-06T13:59:53Z');
INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES ('linkframe', 'Linkframe (54-card Progress/Action game)', '/work/main/resources/games/linkframe/game.xml', '<?xml version="1.0" encoding="UTF-8"?>
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
', '2026-12-06T13:59:53Z');
INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES ('plu', 'Powerline Ultra', '/work/main/resources/games/plu/game.xml', '<?xml version="1.0" encoding="UTF-8"?>
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
                 message="The deck has {have} {card|cards}; above {need} it may not shuffle in under 60 seconds, which forfeits the round."
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
                 message="The deck has {have} {card|cards}; above {need} it may not shuffle in under 60 seconds, which forfeits the round."
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
', '2026-12-06T13:59:53Z');
INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES ('power', 'P.O.W.E.R.', '/work/main/resources/games/power/game.xml', '<?xml version="1.0" encoding="UTF-8"?>
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
', '2026-12-06T13:59:53Z');
INSERT INTO game (id, name, pack_file, pack_xml, installed_at) VALUES ('vstage', 'VStage', '/work/main/resources/games/vstage/game.xml', '<?xml version="1.0" encoding="UTF-8"?>
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
', '2026-12-06T13:59:53Z');
INSERT INTO card_file (id, game_id, path, sample, imported_at, printings) VALUES (1, 'bankroll', '/work/main/resources/games/bankroll/cards/sample.csv', 1, '2026-12-06T13:59:53Z', 35);
INSERT INTO card_file (id, game_id, path, sample, imported_at, printings) VALUES (2, 'linkframe', '/work/main/resources/games/linkframe/cards/sample.csv', 1, '2026-12-06T13:59:53Z', 24);
INSERT INTO card_file (id, game_id, path, sample, imported_at, printings) VALUES (3, 'plu', '/work/main/resources/games/plu/cards/sample.csv', 1, '2026-12-06T13:59:53Z', 43);
INSERT INTO card_file (id, game_id, path, sample, imported_at, printings) VALUES (4, 'power', '/work/main/resources/games/power/cards/us-core-pack.csv', 0, '2026-12-06T13:59:53Z', 37);
INSERT INTO card_file (id, game_id, path, sample, imported_at, printings) VALUES (5, 'vstage', '/work/main/resources/games/vstage/cards/sample.csv', 1, '2026-12-06T13:59:53Z', 50);
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (1, 'bankroll', 1, 'Coupon Clipper', 'coupon clipper', 'SAMPLE CARD.', '{"kind":"Attack","category":"Customer","attack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (2, 'bankroll', 1, 'Impatient Shopper', 'impatient shopper', 'SAMPLE CARD.', '{"kind":"Attack","category":"Customer","attack":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (3, 'bankroll', 1, 'Late Fee Larry', 'late fee larry', 'SAMPLE CARD. When played, your opponent pays $2.', '{"kind":"Attack","category":"Customer","attack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (4, 'bankroll', 1, 'Mall Walker', 'mall walker', 'SAMPLE CARD.', '{"kind":"Attack","category":"Customer","attack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (5, 'bankroll', 1, 'Night Shift Barista', 'night shift barista', 'SAMPLE CARD.', '{"kind":"Attack","category":"Customer","attack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (6, 'bankroll', 1, 'Galaxy Diner Cook', 'galaxy diner cook', 'SAMPLE CARD.', '{"kind":"Attack","category":"TV","series":"Galaxy Diner","attack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (7, 'bankroll', 1, 'Galaxy Diner Waitress', 'galaxy diner waitress', 'SAMPLE CARD.', '{"kind":"Attack","category":"TV","series":"Galaxy Diner","attack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (8, 'bankroll', 1, 'Heist Getaway Driver', 'heist getaway driver', 'SAMPLE CARD.', '{"kind":"Attack","category":"Movies","series":"Midnight Heist","attack":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (9, 'bankroll', 1, 'Overdraft Notice', 'overdraft notice', 'SAMPLE CARD. Your opponent pays $3.', '{"kind":"Action","category":"Bank"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (10, 'bankroll', 1, 'Direct Deposit', 'direct deposit', 'SAMPLE CARD. Add $3 to your bank account.', '{"kind":"Action","category":"Bank"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (11, 'bankroll', 1, 'Coffee Break', 'coffee break', 'SAMPLE CARD. Draw 1 card.', '{"kind":"Action","category":"Customer"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (12, 'bankroll', 1, 'Receipt Check', 'receipt check', 'SAMPLE CARD. Look at your opponent''s hand, then discard 1 card from it.', '{"kind":"Action","category":"Customer"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (13, 'bankroll', 1, 'Penny Jar', 'penny jar', 'SAMPLE CARD. Add $1 to your bank account for each Common card in your attack lanes.', '{"kind":"Action","category":"Bank"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (14, 'bankroll', 1, 'Captain Thrift', 'captain thrift', 'SAMPLE CARD.', '{"kind":"Attack","category":"Super Hero","attack":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (15, 'bankroll', 1, 'The Budgeteer', 'the budgeteer', 'SAMPLE CARD. Until defeated, your Action cards cost nothing extra.', '{"kind":"Attack","category":"Super Hero","attack":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (16, 'bankroll', 1, 'Interest Rate Man', 'interest rate man', 'SAMPLE CARD.', '{"kind":"Attack","category":"Super Hero","attack":"5"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (17, 'bankroll', 1, 'Galaxy Diner Manager', 'galaxy diner manager', 'SAMPLE CARD.', '{"kind":"Attack","category":"TV","series":"Galaxy Diner","attack":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (18, 'bankroll', 1, 'Heist Mastermind', 'heist mastermind', 'SAMPLE CARD.', '{"kind":"Attack","category":"Movies","series":"Midnight Heist","attack":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (19, 'bankroll', 1, 'Heist Safecracker', 'heist safecracker', 'SAMPLE CARD. May attack the bank account directly, even if your opponent has ATTACK CARDS in play.', '{"kind":"Attack","category":"Movies","series":"Midnight Heist","attack":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (20, 'bankroll', 1, 'Loan Shark', 'loan shark', 'SAMPLE CARD.', '{"kind":"Attack","category":"Customer","attack":"5"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (21, 'bankroll', 1, 'Audit', 'audit', 'SAMPLE CARD. Destroy one Action card in play.', '{"kind":"Action","category":"Bank"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (22, 'bankroll', 1, 'Market Crash', 'market crash', 'SAMPLE CARD. Each player pays $5.', '{"kind":"Action","category":"Bank"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (23, 'bankroll', 1, 'Security Guard', 'security guard', 'SAMPLE CARD. Reaction: cancel one attack on your bank account.', '{"kind":"Action","category":"Customer"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (24, 'bankroll', 1, 'Refund Policy', 'refund policy', 'SAMPLE CARD. Return one defeated ATTACK CARD from the DUMPSTER to your hand.', '{"kind":"Action","category":"Customer"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (25, 'bankroll', 1, 'Sitcom Laugh Track', 'sitcom laugh track', 'SAMPLE CARD. Your TV cards gain +1 ATTACK POWER this round.', '{"kind":"Action","category":"TV","series":"Galaxy Diner"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (26, 'bankroll', 1, 'Golden Piggy Bank', 'golden piggy bank', 'SAMPLE CARD.', '{"kind":"Attack","category":"Bank","attack":"7"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (27, 'bankroll', 1, 'Ultra Thrift', 'ultra thrift', 'SAMPLE CARD. Until defeated, your opponent''s Customer cards get -1 ATTACK POWER.', '{"kind":"Attack","category":"Super Hero","attack":"8"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (28, 'bankroll', 1, 'Galaxy Diner Owner', 'galaxy diner owner', 'SAMPLE CARD.', '{"kind":"Attack","category":"TV","series":"Galaxy Diner","attack":"6"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (29, 'bankroll', 1, 'Heist Kingpin', 'heist kingpin', 'SAMPLE CARD.', '{"kind":"Attack","category":"Movies","series":"Midnight Heist","attack":"7"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (30, 'bankroll', 1, 'Bank Holiday', 'bank holiday', 'SAMPLE CARD. No bank account can be attacked this round.', '{"kind":"Action","category":"Bank"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (31, 'bankroll', 1, 'First Coin', 'first coin', 'SAMPLE CARD.', '{"kind":"Attack","category":"Bank","attack":"9"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (32, 'bankroll', 1, 'Vault Titan', 'vault titan', 'SAMPLE CARD.', '{"kind":"Attack","category":"Super Hero","attack":"10"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (33, 'bankroll', 1, 'Lost Ledger', 'lost ledger', 'SAMPLE CARD. Your opponent pays $10.', '{"kind":"Action","category":"Bank"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (34, 'bankroll', 1, 'Crystal Card', 'crystal card', 'SAMPLE CARD.', '{"kind":"Attack","category":"Bank","attack":"12"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (35, 'bankroll', 1, 'Diamond Account', 'diamond account', 'SAMPLE CARD. Add $15 to your bank account, then discard this card.', '{"kind":"Action","category":"Bank"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (36, 'linkframe', 2, 'Spark Cadet', 'spark cadet', 'SAMPLE CARD. Level-0 Progress.', '{"type":"PG","level":"0","color":"Blue","power":"1000","guard":"1000","strike":"1","trait":"Human"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (37, 'linkframe', 2, 'Ember Squire', 'ember squire', 'SAMPLE CARD. Level-0 Progress.', '{"type":"PG","level":"0","color":"Red","power":"1000","guard":"1000","strike":"1","trait":"Human"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (38, 'linkframe', 2, 'Night Courier', 'night courier', 'SAMPLE CARD. Level-0 Progress.', '{"type":"PG","level":"0","color":"Black","power":"1000","guard":"1000","strike":"1","trait":"Shade"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (39, 'linkframe', 2, 'Dawn Acolyte', 'dawn acolyte', 'SAMPLE CARD. Level-0 Progress.', '{"type":"PG","level":"0","color":"White","power":"1000","guard":"1000","strike":"1","trait":"Angel"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (40, 'linkframe', 2, 'Gearling Scout', 'gearling scout', 'SAMPLE CARD. Level-0 Progress with a Σ Link frame (does not count toward the 16).', '{"type":"PG","level":"0","color":"Blue","link":"Σ","power":"1000","guard":"1000","strike":"1","trait":"Machine"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (41, 'linkframe', 2, 'Azure Lancer', 'azure lancer', 'SAMPLE CARD. [Appear] Draw 1.', '{"type":"PG","level":"1","color":"Blue","link":"Σ","power":"3000","guard":"1000","strike":"1","trait":"Knight"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (42, 'linkframe', 2, 'Crimson Duelist', 'crimson duelist', 'SAMPLE CARD. <Link6>{(2)(Ω)} This card gets POWER +2000 during this turn.', '{"type":"PG","level":"2","color":"Red","link":"Ω","power":"4000","guard":"1000","strike":"1","trait":"Human"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (43, 'linkframe', 2, 'Twin Sigil Mage', 'twin sigil mage', 'SAMPLE CARD. <Link8>{(1)(Σ)(Ω)(Ω)} Draw 1, this card gets POWER +3000 during this turn.', '{"type":"PG","level":"3","color":"White","link":"ΣΩ","power":"5000","guard":"2000","strike":"1","trait":"Mage"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (44, 'linkframe', 2, 'Obsidian Warden', 'obsidian warden', 'SAMPLE CARD. [Retire] Draw 1.', '{"type":"PG","level":"2","color":"Black","link":"ΣΩ","power":"4000","guard":"2000","strike":"1","trait":"Shade"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (45, 'linkframe', 2, 'Storm Herald', 'storm herald', 'SAMPLE CARD. Draw 2.', '{"type":"AC","level":"1","color":"Blue","link":"Σ","guard":"2000"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (46, 'linkframe', 2, 'Radiant Pulse', 'radiant pulse', 'SAMPLE CARD. Target Progress gets POWER +3000 during this turn.', '{"type":"AC","level":"2","color":"White","link":"Ω","guard":"2000"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (47, 'linkframe', 2, 'Void Knight', 'void knight', 'SAMPLE CARD. [Activate] Put this card into fall: draw 1.', '{"type":"PG","level":"4","color":"Black","link":"ΣΩ","power":"7000","guard":"2000","strike":"2","trait":"Knight"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (48, 'linkframe', 2, 'Ashen Oracle', 'ashen oracle', 'SAMPLE CARD. Link frame written with the aliases S and O, stored as ΣΩ.', '{"type":"PG","level":"3","color":"Red","link":"ΣΩ","power":"5000","guard":"2000","strike":"1","trait":"Mage"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (49, 'linkframe', 2, 'Iron Vanguard', 'iron vanguard', 'SAMPLE CARD.', '{"type":"PG","level":"1","color":"White","power":"3000","guard":"1000","strike":"1","trait":"Knight"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (50, 'linkframe', 2, 'Blue Knight', 'blue knight', 'SAMPLE CARD. Same name as LFS1-016 but a different card.', '{"type":"PG","level":"2","color":"Blue","power":"4000","guard":"1000","strike":"1","trait":"Knight"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (51, 'linkframe', 2, 'Blue Knight', 'blue knight', 'SAMPLE CARD. Same name as LFS1-015 but a different card.', '{"type":"PG","level":"3","color":"Blue","power":"6000","guard":"1000","strike":"2","trait":"Knight"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (52, 'linkframe', 2, 'Quick Draw', 'quick draw', 'SAMPLE CARD. Draw 1.', '{"type":"AC","level":"1","color":"Red","guard":"1000"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (53, 'linkframe', 2, 'Guard Break', 'guard break', 'SAMPLE CARD. Target Progress gets GUARD -2000 during this battle.', '{"type":"AC","level":"2","color":"Black","guard":"1000"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (54, 'linkframe', 2, 'Ember Drake', 'ember drake', 'SAMPLE CARD.', '{"type":"PG","level":"3","color":"Red","power":"6000","guard":"1000","strike":"2","trait":"Dragon"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (55, 'linkframe', 2, 'Shadow Step', 'shadow step', 'SAMPLE CARD. Switch one of your Progress from fall to awake.', '{"type":"AC","level":"1","color":"Black","guard":"1000"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (56, 'linkframe', 2, 'Silver Paladin', 'silver paladin', 'SAMPLE CARD.', '{"type":"PG","level":"4","color":"White","power":"8000","guard":"1000","strike":"2","trait":"Knight"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (57, 'linkframe', 2, 'Lantern Sprite', 'lantern sprite', 'SAMPLE CARD. Level-0 Action (not a Progress, does not count toward the 4).', '{"type":"AC","level":"0","color":"White","guard":"1000"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (58, 'linkframe', 2, 'Tide Caller', 'tide caller', 'SAMPLE CARD.', '{"type":"PG","level":"2","color":"Blue","power":"4000","guard":"1000","strike":"1","trait":"Mage"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (59, 'linkframe', 2, 'Ruin Golem', 'ruin golem', 'SAMPLE CARD.', '{"type":"PG","level":"5","color":"Black","power":"10000","guard":"1000","strike":"3","trait":"Machine"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (60, 'plu', 3, 'Kaito Blaze', 'kaito blaze', 'SAMPLE CARD. 1PT: your next Light attack this turn deals +2 DMG.', '{"type":"Fighter","affiliation":"Hero","boss":"No"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (61, 'plu', 3, 'Madame Voltine', 'madame voltine', 'SAMPLE CARD. Boss. Static Charged. Power Up 2.', '{"type":"Fighter","affiliation":"Villain","boss":"Yes"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (62, 'plu', 3, 'Gorrox the Tidebreaker', 'gorrox the tidebreaker', 'SAMPLE CARD. Start the game at 110 HP. Your Heavy attacks gain Engulf.', '{"type":"Fighter","affiliation":"Kaiju","boss":"No"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (63, 'plu', 3, 'Neon Rooftop', 'neon rooftop', 'SAMPLE CARD. 1PT: draw 1 card, then discard 1 card.', '{"type":"Stage","affiliation":"Any / All"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (64, 'plu', 3, 'Shrine of Embers', 'shrine of embers', 'SAMPLE CARD. Your first attack each turn deals +1 DMG.', '{"type":"Stage","affiliation":"Hero"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (65, 'plu', 3, 'Sunken Arena', 'sunken arena', 'SAMPLE CARD. Rest: gain 3 HP.', '{"type":"Stage","affiliation":"Kaiju"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (66, 'plu', 3, 'Iron Palm', 'iron palm', 'SAMPLE CARD. 3 DMG. If this attack deals DMG, draw 1 card.', '{"type":"Attack","subtype":"Basic","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (67, 'plu', 3, 'Quick Jab', 'quick jab', 'SAMPLE CARD. 2 DMG.', '{"type":"Attack","subtype":"Basic","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (68, 'plu', 3, 'Snap Kick', 'snap kick', 'SAMPLE CARD. 2 DMG. Charge.', '{"type":"Attack","subtype":"Basic","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (69, 'plu', 3, 'Low Sweep', 'low sweep', 'SAMPLE CARD. 2 DMG. Status: your rival is Frozen.', '{"type":"Attack","subtype":"Basic","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (70, 'plu', 3, 'Reversal Chop', 'reversal chop', 'SAMPLE CARD. 2 DMG. Counter.', '{"type":"Attack","subtype":"Counter","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (71, 'plu', 3, 'Feint Step', 'feint step', 'SAMPLE CARD. 1 DMG. Hero: Advance 1.', '{"type":"Attack","subtype":"Special","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (72, 'plu', 3, 'Rising Elbow', 'rising elbow', 'SAMPLE CARD. 4 DMG.', '{"type":"Attack","subtype":"Basic","weight":"Medium"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (73, 'plu', 3, 'Thunder Knee', 'thunder knee', 'SAMPLE CARD. 4 DMG. Static Charged: +2 DMG.', '{"type":"Attack","subtype":"Basic","weight":"Medium"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (74, 'plu', 3, 'Spinning Backfist', 'spinning backfist', 'SAMPLE CARD. 4 DMG. Villain: this attack gains Paralyze.', '{"type":"Attack","subtype":"Special","weight":"Medium"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (75, 'plu', 3, 'Mirror Guard', 'mirror guard', 'SAMPLE CARD. 3 DMG. Counter. Defend.', '{"type":"Attack","subtype":"Counter","weight":"Medium"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (76, 'plu', 3, 'Palm Burst', 'palm burst', 'SAMPLE CARD. 3 DMG, Amplify 1.', '{"type":"Attack","subtype":"Special","weight":"Medium"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (77, 'plu', 3, 'Crushing Haymaker', 'crushing haymaker', 'SAMPLE CARD. 6 DMG.', '{"type":"Attack","subtype":"Basic","weight":"Heavy"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (78, 'plu', 3, 'Meteor Drop', 'meteor drop', 'SAMPLE CARD. 6 DMG. Lock In.', '{"type":"Attack","subtype":"Basic","weight":"Heavy"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (79, 'plu', 3, 'Dragon Tail Slide', 'dragon tail slide', 'SAMPLE CARD. 5 DMG. Kaiju: Vampirism.', '{"type":"Attack","subtype":"Special","weight":"Heavy"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (80, 'plu', 3, 'Tidal Counter', 'tidal counter', 'SAMPLE CARD. 5 DMG. Counter. Swift 2.', '{"type":"Attack","subtype":"Counter","weight":"Heavy"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (81, 'plu', 3, 'Shoulder Charge', 'shoulder charge', 'SAMPLE CARD. 5 DMG.', '{"type":"Attack","subtype":"Basic","weight":"Heavy"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (82, 'plu', 3, 'Overdrive Cannon', 'overdrive cannon', 'SAMPLE CARD. Critical. 10 DMG, Extension 2.', '{"type":"Attack","subtype":"Special","weight":"Critical"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (83, 'plu', 3, 'Last Light Kick', 'last light kick', 'SAMPLE CARD. Critical. 9 DMG.', '{"type":"Attack","subtype":"Basic","weight":"Critical"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (84, 'plu', 3, 'Focus Breath', 'focus breath', 'SAMPLE CARD. Draw 2 cards, then discard 1 card.', '{"type":"Utility","subtype":"Basic","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (85, 'plu', 3, 'Second Wind', 'second wind', 'SAMPLE CARD. Gain 8 HP.', '{"type":"Utility","subtype":"Basic","weight":"Medium"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (86, 'plu', 3, 'Smoke Bomb', 'smoke bomb', 'SAMPLE CARD. Your rival is Frightened.', '{"type":"Utility","subtype":"Basic","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (87, 'plu', 3, 'Scout the Arena', 'scout the arena', 'SAMPLE CARD. Look at the top 3 cards of your deck, then put them back in any order.', '{"type":"Utility","subtype":"Basic","weight":"Heavy"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (88, 'plu', 3, 'Snap Decision', 'snap decision', 'SAMPLE CARD. Counter. Negate an ability that would let your rival search their deck.', '{"type":"Utility","subtype":"Counter","weight":"Medium"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (89, 'plu', 3, 'Iron Will', 'iron will', 'SAMPLE CARD. Counter. Reduce the final DMG of the current attack in play by 3.', '{"type":"Utility","subtype":"Counter","weight":"Heavy"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (90, 'plu', 3, 'Weighted Gauntlets', 'weighted gauntlets', 'SAMPLE CARD. Attach to your Fighter. Your Heavy attacks deal +1 DMG.', '{"type":"Utility","subtype":"Attachment","weight":"Heavy"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (91, 'plu', 3, 'Stage Lights', 'stage lights', 'SAMPLE CARD. Attach to your Stage. 1PT, Rest: draw 1 card.', '{"type":"Utility","subtype":"Attachment","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (92, 'plu', 3, 'Doom Engine', 'doom engine', 'SAMPLE CARD. Attach to your Fighter. At the start of each of your turns, deal 5 Ability DMG to your rival.', '{"type":"Utility","subtype":"Attachment","weight":"Heavy"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (93, 'plu', 3, 'Hype Crowd', 'hype crowd', 'SAMPLE CARD. Charge 1 card from your hand.', '{"type":"Utility","subtype":"Basic","weight":"Medium"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (94, 'plu', 3, 'Final Horizon', 'final horizon', 'SAMPLE CARD. Deal 20 Ability DMG to your rival. Remove this card from the game.', '{"type":"Ultimate"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (95, 'plu', 3, 'Kaiju Cataclysm', 'kaiju cataclysm', 'SAMPLE CARD. Kaiju: your rival loses 15 HP and discards 2 cards.', '{"type":"Ultimate"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (96, 'plu', 3, 'Guard Crush', 'guard crush', 'SAMPLE CARD. 3 DMG. This attack cannot be Parried.', '{"type":"Attack","subtype":"Basic","weight":"Medium"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (97, 'plu', 3, 'Knuckle Flurry', 'knuckle flurry', 'SAMPLE CARD. 1 DMG. Auto Combo: deal 3 Ability DMG.', '{"type":"Attack","subtype":"Special","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (98, 'plu', 3, 'Battle Cry', 'battle cry', 'SAMPLE CARD. Your next attack this turn deals +2 DMG.', '{"type":"Utility","subtype":"Basic","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (99, 'plu', 3, 'Ring Out Throw', 'ring out throw', 'SAMPLE CARD. 5 DMG. Classic Combo: your rival discards 1 card.', '{"type":"Attack","subtype":"Special","weight":"Heavy"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (100, 'plu', 3, 'Iron Palm', 'iron palm', 'SAMPLE CARD (reprint). 3 DMG. If this attack deals DMG, draw 1 card.', '{"type":"Attack","subtype":"Basic","weight":"Light"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (101, 'plu', 3, 'Thunder Knee', 'thunder knee', 'SAMPLE CARD (reprint). 4 DMG. Static Charged: +2 DMG.', '{"type":"Attack","subtype":"Basic","weight":"Medium"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (102, 'plu', 3, 'Kaito Blaze', 'kaito blaze', 'SAMPLE CARD (borderless reprint). 1PT: your next Light attack this turn deals +2 DMG.', '{"type":"Fighter","affiliation":"Hero","boss":"No"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (103, 'power', 4, 'Rifle Squad', 'rifle squad', '', '{"kind":"Unit","in_pack":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (104, 'power', 4, '120mm Mortars', '120mm mortars', '', '{"kind":"Unit","in_pack":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (105, 'power', 4, 'Anti-Tank Javelin', 'anti-tank javelin', '', '{"kind":"Unit","in_pack":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (106, 'power', 4, 'Stinger S.A.M.', 'stinger s.a.m.', '', '{"kind":"Unit","in_pack":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (107, 'power', 4, 'Sniper Squad', 'sniper squad', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (108, 'power', 4, 'Force Recon', 'force recon', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (109, 'power', 4, 'Basic Supply', 'basic supply', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (110, 'power', 4, 'HEMTT Triple Supply', 'hemtt triple supply', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (111, 'power', 4, 'M977 HEMTT', 'm977 hemtt', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (112, 'power', 4, 'RG-31 MRAP', 'rg-31 mrap', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (113, 'power', 4, 'M551 Sheridan', 'm551 sheridan', '', '{"kind":"Unit","in_pack":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (114, 'power', 4, 'M1A1 Abrams', 'm1a1 abrams', '', '{"kind":"Unit","in_pack":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (115, 'power', 4, 'M102 Howitzer', 'm102 howitzer', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (116, 'power', 4, 'M198 Howitzer', 'm198 howitzer', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (117, 'power', 4, 'M109A6 Paladin', 'm109a6 paladin', '', '{"kind":"Unit","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (118, 'power', 4, 'OH-6 Cayuse', 'oh-6 cayuse', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (119, 'power', 4, 'UH-60 Blackhawk', 'uh-60 blackhawk', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (120, 'power', 4, 'AH-64 Apache', 'ah-64 apache', '', '{"kind":"Unit","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (121, 'power', 4, 'A-10 Thunderbolt II', 'a-10 thunderbolt ii', '', '{"kind":"Unit","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (122, 'power', 4, 'S.A.M. A.D.A.T.S.', 's.a.m. a.d.a.t.s.', '', '{"kind":"Unit","in_pack":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (123, 'power', 4, 'S.A.M. MIM-23 Hawk', 's.a.m. mim-23 hawk', '', '{"kind":"Unit","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (124, 'power', 4, 'Population Boom', 'population boom', '', '{"kind":"Special","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (125, 'power', 4, 'Gas Turbine Engines', 'gas turbine engines', '', '{"kind":"Special","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (126, 'power', 4, 'Body Armor', 'body armor', '', '{"kind":"Special","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (127, 'power', 4, 'Private', 'private', '', '{"kind":"Game Rank","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (128, 'power', 4, 'Corporal', 'corporal', '', '{"kind":"Game Rank","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (129, 'power', 4, 'Sergeant', 'sergeant', '', '{"kind":"Game Rank","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (130, 'power', 4, 'Staff Sergeant', 'staff sergeant', '', '{"kind":"Game Rank","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (131, 'power', 4, 'Master Sergeant', 'master sergeant', '', '{"kind":"Game Rank","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (132, 'power', 4, 'REF#1 Card Details', 'ref#1 card details', '', '{"kind":"Reference","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (133, 'power', 4, 'REF#2 Card Types', 'ref#2 card types', '', '{"kind":"Reference","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (134, 'power', 4, 'REF#3 Playing Area', 'ref#3 playing area', '', '{"kind":"Reference","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (135, 'power', 4, 'REF#4 Game Rules', 'ref#4 game rules', '', '{"kind":"Reference","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (136, 'power', 4, 'REF#5 Turn Sequence', 'ref#5 turn sequence', '', '{"kind":"Reference","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (137, 'power', 4, 'REF#6 Build Queue', 'ref#6 build queue', '', '{"kind":"Reference","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (138, 'power', 4, 'REF#7 Supply Phase', 'ref#7 supply phase', '', '{"kind":"Reference","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (139, 'power', 4, 'REF#8 Move/Attack', 'ref#8 move/attack', '', '{"kind":"Reference","in_pack":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (140, 'vstage', 5, 'Aki Starlight', 'aki starlight', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (141, 'vstage', 5, 'Momo Byte', 'momo byte', 'SAMPLE CARD. Skill (3 Hype): Summon Pixel Familiar.', '{"kind":"Character","hp":"5"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (142, 'vstage', 5, 'Rin Cascade', 'rin cascade', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"6"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (143, 'vstage', 5, 'Yuzu Overclock', 'yuzu overclock', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (144, 'vstage', 5, 'Kuro Nightcap', 'kuro nightcap', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (145, 'vstage', 5, 'Hana Glitch', 'hana glitch', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"5"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (146, 'vstage', 5, 'Sora Echo', 'sora echo', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"6"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (147, 'vstage', 5, 'Tama Pixel', 'tama pixel', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (148, 'vstage', 5, 'Nova Quill', 'nova quill', 'SAMPLE CARD. Skill (4 Hype): Deploy Spotlight Stage.', '{"kind":"Character","hp":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (149, 'vstage', 5, 'Lumi Cinder', 'lumi cinder', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"5"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (150, 'vstage', 5, 'Pip Static', 'pip static', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"6"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (151, 'vstage', 5, 'Reina Vox', 'reina vox', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (152, 'vstage', 5, 'Zuzu Ribbon', 'zuzu ribbon', 'SAMPLE CARD. Skill (2 Hype): Summon Ribbon Drone.', '{"kind":"Character","hp":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (153, 'vstage', 5, 'Kai Rerun', 'kai rerun', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"5"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (154, 'vstage', 5, 'Mei Lagspike', 'mei lagspike', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"6"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (155, 'vstage', 5, 'Taro Loop', 'taro loop', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (156, 'vstage', 5, 'Ivy Stream', 'ivy stream', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (157, 'vstage', 5, 'Coco Emote', 'coco emote', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"5"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (158, 'vstage', 5, 'Juno Raid', 'juno raid', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"6"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (159, 'vstage', 5, 'Fenn Subathon', 'fenn subathon', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (160, 'vstage', 5, 'Bea Lurker', 'bea lurker', 'SAMPLE CARD. Lurker.', '{"kind":"Character","hp":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (161, 'vstage', 5, 'Orin Collab', 'orin collab', 'SAMPLE CARD. Collab 1. Skill (3 Hype): deal 1d6 DMG.', '{"kind":"Character","hp":"5"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (162, 'vstage', 5, 'Saki Timeout', 'saki timeout', 'SAMPLE CARD. Timed Out. Skill (4 Hype): deal 1d4 DMG.', '{"kind":"Character","hp":"6"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (163, 'vstage', 5, 'Gale Shout', 'gale shout', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (164, 'vstage', 5, 'Mika Clip', 'mika clip', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"4"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (165, 'vstage', 5, 'Dex Encore', 'dex encore', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more.', '{"kind":"Character","hp":"5"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (166, 'vstage', 5, 'Superchat Surge', 'superchat surge', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"kind":"Support","cost":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (167, 'vstage', 5, 'Hype Train', 'hype train', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"kind":"Support","cost":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (168, 'vstage', 5, 'Late Night Stream', 'late night stream', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"kind":"Support","cost":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (169, 'vstage', 5, 'Collab Invite', 'collab invite', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"kind":"Support","cost":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (170, 'vstage', 5, 'Sponsor Segment', 'sponsor segment', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"kind":"Support","cost":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (171, 'vstage', 5, 'Fan Art Wall', 'fan art wall', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"kind":"Support","cost":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (172, 'vstage', 5, 'Mod Squad', 'mod squad', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"kind":"Support","cost":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (173, 'vstage', 5, 'Lag Spike', 'lag spike', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"kind":"Support","cost":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (174, 'vstage', 5, 'Emergency Restart', 'emergency restart', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"kind":"Support","cost":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (175, 'vstage', 5, 'Green Screen', 'green screen', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"kind":"Support","cost":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (176, 'vstage', 5, 'Channel Points', 'channel points', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"kind":"Support","cost":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (177, 'vstage', 5, 'Merch Drop', 'merch drop', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"kind":"Support","cost":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (178, 'vstage', 5, 'Birthday Stream', 'birthday stream', 'SAMPLE CARD. Draw 1 card, then gain 1 Hype.', '{"kind":"Support","cost":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (179, 'vstage', 5, 'Raid Party', 'raid party', 'SAMPLE CARD. Restore 2 HP to one of your characters.', '{"kind":"Support","cost":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (180, 'vstage', 5, 'Reina Vox', 'reina vox', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more. (Overnumbered secret rare of 012/040.)', '{"kind":"Character","base":"012/040","hp":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (181, 'vstage', 5, 'Rin Cascade', 'rin cascade', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more. (Overnumbered secret rare of 003/040.)', '{"kind":"Character","base":"003/040","hp":"6"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (182, 'vstage', 5, 'Fenn Subathon', 'fenn subathon', 'SAMPLE CARD. Skill (2 Hype): deal 1d4 DMG, then flip a coin: heads, deal 1 more. (Overnumbered secret rare of 020/040.)', '{"kind":"Character","base":"020/040","hp":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (183, 'vstage', 5, 'Collab Invite', 'collab invite', 'SAMPLE CARD. Restore 2 HP to one of your characters. (Overnumbered secret rare of 030/040.)', '{"kind":"Support","base":"030/040","cost":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (184, 'vstage', 5, 'Merch Drop', 'merch drop', 'SAMPLE CARD. Restore 2 HP to one of your characters. (Overnumbered secret rare of 038/040.)', '{"kind":"Support","base":"038/040","cost":"3"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (185, 'vstage', 5, 'Pixel Familiar', 'pixel familiar', 'SAMPLE TOKEN. [1/2] summon token.', '{"kind":"Token","hp":"2"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (186, 'vstage', 5, 'Ribbon Drone', 'ribbon drone', 'SAMPLE TOKEN. [2/1] summon token.', '{"kind":"Token","hp":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (187, 'vstage', 5, 'Spotlight Stage', 'spotlight stage', 'SAMPLE TOKEN. Stage effect token: your characters deal +1 DMG for 3 turns.', '{"kind":"Token"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (188, 'vstage', 5, 'Glitch Sprite', 'glitch sprite', 'SAMPLE TOKEN. [1/1] summon token.', '{"kind":"Token","hp":"1"}', '{}');
INSERT INTO card_data (id, game_id, card_file_id, name, folded_name, text, fields, extras) VALUES (189, 'vstage', 5, 'Encore Confetti', 'encore confetti', 'SAMPLE TOKEN. Stage effect token: draw 1 extra Hype each turn for 3 turns.', '{"kind":"Token"}', '{}');
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 1, 1, 'BKS1', '001', 'Common', '{}', '{}', 2);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 2, 2, 'BKS1', '002', 'Common', '{}', '{}', 3);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 3, 3, 'BKS1', '003', 'Common', '{}', '{}', 4);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 4, 4, 'BKS1', '004', 'Common', '{}', '{}', 5);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 5, 5, 'BKS1', '005', 'Common', '{}', '{}', 6);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 6, 6, 'BKS1', '006', 'Common', '{}', '{}', 7);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 7, 7, 'BKS1', '007', 'Common', '{}', '{}', 8);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 8, 8, 'BKS1', '008', 'Common', '{}', '{}', 9);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 9, 9, 'BKS1', '009', 'Common', '{}', '{}', 10);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 10, 10, 'BKS1', '010', 'Common', '{}', '{}', 11);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 11, 11, 'BKS1', '011', 'Common', '{}', '{}', 12);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 12, 12, 'BKS1', '012', 'Common', '{}', '{}', 13);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 13, 13, 'BKS1', '013', 'Common', '{}', '{}', 14);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 14, 14, 'BKS1', '014', 'Rare', '{}', '{}', 15);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 15, 15, 'BKS1', '015', 'Rare', '{}', '{}', 16);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 16, 16, 'BKS1', '016', 'Rare', '{}', '{}', 17);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 17, 17, 'BKS1', '017', 'Rare', '{}', '{}', 18);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 18, 18, 'BKS1', '018', 'Rare', '{}', '{}', 19);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 19, 19, 'BKS1', '019', 'Rare', '{}', '{}', 20);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 20, 20, 'BKS1', '020', 'Rare', '{}', '{}', 21);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 21, 21, 'BKS1', '021', 'Rare', '{}', '{}', 22);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 22, 22, 'BKS1', '022', 'Rare', '{}', '{}', 23);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 23, 23, 'BKS1', '023', 'Rare', '{}', '{}', 24);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 24, 24, 'BKS1', '024', 'Rare', '{}', '{}', 25);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 25, 25, 'BKS1', '025', 'Rare', '{}', '{}', 26);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 26, 26, 'BKS1', '026', 'Legendary', '{}', '{}', 27);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 27, 27, 'BKS1', '027', 'Legendary', '{}', '{}', 28);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 28, 28, 'BKS1', '028', 'Legendary', '{}', '{}', 29);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 29, 29, 'BKS1', '029', 'Legendary', '{}', '{}', 30);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 30, 30, 'BKS1', '030', 'Legendary', '{}', '{}', 31);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 31, 31, 'BKS1', '031', 'Ancient', '{}', '{}', 32);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 32, 32, 'BKS1', '032', 'Ancient', '{}', '{}', 33);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 33, 33, 'BKS1', '033', 'Ancient', '{}', '{}', 34);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 34, 34, 'BKS1', '034', 'Crystal', '{}', '{}', 35);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('bankroll', 35, 35, 'BKS1', '035', 'Crystal', '{}', '{}', 36);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 1, 36, 'LFS1', 'LFS1-001', '', '{}', '{}', 2);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 2, 37, 'LFS1', 'LFS1-002', '', '{}', '{}', 3);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 3, 38, 'LFS1', 'LFS1-003', '', '{}', '{}', 4);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 4, 39, 'LFS1', 'LFS1-004', '', '{}', '{}', 5);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 5, 40, 'LFS1', 'LFS1-005', '', '{}', '{}', 6);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 6, 41, 'LFS1', 'LFS1-006', '', '{}', '{}', 7);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 7, 42, 'LFS1', 'LFS1-007', '', '{}', '{}', 8);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 8, 43, 'LFS1', 'LFS1-008', '', '{}', '{}', 9);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 9, 44, 'LFS1', 'LFS1-009', '', '{}', '{}', 10);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 10, 45, 'LFS1', 'LFS1-010', '', '{}', '{}', 11);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 11, 46, 'LFS1', 'LFS1-011', '', '{}', '{}', 12);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 12, 47, 'LFS1', 'LFS1-012', '', '{}', '{}', 13);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 13, 48, 'LFS1', 'LFS1-013', '', '{}', '{}', 14);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 14, 49, 'LFS1', 'LFS1-014', '', '{}', '{}', 15);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 15, 50, 'LFS1', 'LFS1-015', '', '{}', '{}', 16);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 16, 51, 'LFS1', 'LFS1-016', '', '{}', '{}', 17);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 17, 52, 'LFS1', 'LFS1-017', '', '{}', '{}', 18);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 18, 53, 'LFS1', 'LFS1-018', '', '{}', '{}', 19);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 19, 54, 'LFS1', 'LFS1-019', '', '{}', '{}', 20);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 20, 55, 'LFS1', 'LFS1-020', '', '{}', '{}', 21);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 21, 56, 'LFS1', 'LFS1-021', '', '{}', '{}', 22);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 22, 57, 'LFS1', 'LFS1-022', '', '{}', '{}', 23);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 23, 58, 'LFS1', 'LFS1-023', '', '{}', '{}', 24);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('linkframe', 24, 59, 'LFS1', 'LFS1-024', '', '{}', '{}', 25);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 1, 60, 'PLS1', '001', 'Rare', '{}', '{}', 2);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 2, 61, 'PLS1', '002', 'Supreme', '{}', '{}', 3);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 3, 62, 'PLS1', '003', 'Ultra', '{}', '{}', 4);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 4, 63, 'PLS1', '004', 'Common', '{}', '{}', 5);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 5, 64, 'PLS1', '005', 'Rare', '{}', '{}', 6);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 6, 65, 'PLS1', '006', 'Common', '{}', '{}', 7);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 7, 66, 'PLS1', '007', 'Common', '{}', '{}', 8);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 8, 67, 'PLS1', '008', 'Common', '{}', '{}', 9);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 9, 68, 'PLS1', '009', 'Common', '{}', '{}', 10);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 10, 69, 'PLS1', '010', 'Common', '{}', '{}', 11);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 11, 70, 'PLS1', '011', 'Rare', '{}', '{}', 12);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 12, 71, 'PLS1', '012', 'Common', '{}', '{}', 13);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 13, 72, 'PLS1', '013', 'Common', '{}', '{}', 14);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 14, 73, 'PLS1', '014', 'Common', '{}', '{}', 15);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 15, 74, 'PLS1', '015', 'Rare', '{}', '{}', 16);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 16, 75, 'PLS1', '016', 'Rare', '{}', '{}', 17);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 17, 76, 'PLS1', '017', 'Common', '{}', '{}', 18);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 18, 77, 'PLS1', '018', 'Common', '{}', '{}', 19);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 19, 78, 'PLS1', '019', 'Rare', '{}', '{}', 20);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 20, 79, 'PLS1', '020', 'Rare', '{}', '{}', 21);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 21, 80, 'PLS1', '021', 'Supreme', '{}', '{}', 22);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 22, 81, 'PLS1', '022', 'Common', '{}', '{}', 23);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 23, 82, 'PLS1', '023', 'Ultra', '{}', '{}', 24);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 24, 83, 'PLS1', '024', 'Supreme', '{}', '{}', 25);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 25, 84, 'PLS1', '025', 'Common', '{}', '{}', 26);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 26, 85, 'PLS1', '026', 'Common', '{}', '{}', 27);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 27, 86, 'PLS1', '027', 'Common', '{}', '{}', 28);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 28, 87, 'PLS1', '028', 'Rare', '{}', '{}', 29);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 29, 88, 'PLS1', '029', 'Rare', '{}', '{}', 30);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 30, 89, 'PLS1', '030', 'Common', '{}', '{}', 31);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 31, 90, 'PLS1', '031', 'Common', '{}', '{}', 32);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 32, 91, 'PLS1', '032', 'Rare', '{}', '{}', 33);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 33, 92, 'PLS1', '033', 'Ultra', '{}', '{}', 34);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 34, 93, 'PLS1', '034', 'Common', '{}', '{}', 35);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 35, 94, 'PLS1', '035', 'Ultra', '{}', '{}', 36);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 36, 95, 'PLS1', '036', 'Ultra', '{}', '{}', 37);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 37, 96, 'PLS1', '037', 'Common', '{}', '{}', 38);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 38, 97, 'PLS1', '038', 'Common', '{}', '{}', 39);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 39, 98, 'PLS1', '039', 'Common', '{}', '{}', 40);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 40, 99, 'PLS1', '040', 'Rare', '{}', '{}', 41);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 41, 100, 'PLS2', '001', 'Promo', '{}', '{}', 42);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 42, 101, 'PLS2', '002', 'Promo', '{}', '{}', 43);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('plu', 43, 102, 'PLS2', '003', 'Promo', '{}', '{}', 44);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 1, 103, 'USCP', '001', '', '{}', '{}', 2);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 2, 104, 'USCP', '002', '', '{}', '{}', 3);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 3, 105, 'USCP', '003', '', '{}', '{}', 4);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 4, 106, 'USCP', '004', '', '{}', '{}', 5);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 5, 107, 'USCP', '005', '', '{}', '{}', 6);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 6, 108, 'USCP', '006', '', '{}', '{}', 7);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 7, 109, 'USCP', '007', '', '{}', '{}', 8);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 8, 110, 'USCP', '008', '', '{}', '{}', 9);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 9, 111, 'USCP', '009', '', '{}', '{}', 10);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 10, 112, 'USCP', '010', '', '{}', '{}', 11);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 11, 113, 'USCP', '011', '', '{}', '{}', 12);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 12, 114, 'USCP', '012', '', '{}', '{}', 13);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 13, 115, 'USCP', '013', '', '{}', '{}', 14);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 14, 116, 'USCP', '014', '', '{}', '{}', 15);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 15, 117, 'USCP', '015', '', '{}', '{}', 16);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 16, 118, 'USCP', '016', '', '{}', '{}', 17);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 17, 119, 'USCP', '017', '', '{}', '{}', 18);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 18, 120, 'USCP', '018', '', '{}', '{}', 19);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 19, 121, 'USCP', '019', '', '{}', '{}', 20);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 20, 122, 'USCP', '020', '', '{}', '{}', 21);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 21, 123, 'USCP', '021', '', '{}', '{}', 22);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 22, 124, 'USCP', '022', '', '{}', '{}', 23);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 23, 125, 'USCP', '023', '', '{}', '{}', 24);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 24, 126, 'USCP', '024', '', '{}', '{}', 25);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 25, 127, 'USCP', '025', '', '{}', '{}', 26);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 26, 128, 'USCP', '026', '', '{}', '{}', 27);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 27, 129, 'USCP', '027', '', '{}', '{}', 28);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 28, 130, 'USCP', '028', '', '{}', '{}', 29);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 29, 131, 'USCP', '029', '', '{}', '{}', 30);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 30, 132, 'USCP', '030', '', '{}', '{}', 31);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 31, 133, 'USCP', '031', '', '{}', '{}', 32);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 32, 134, 'USCP', '032', '', '{}', '{}', 33);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 33, 135, 'USCP', '033', '', '{}', '{}', 34);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 34, 136, 'USCP', '034', '', '{}', '{}', 35);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 35, 137, 'USCP', '035', '', '{}', '{}', 36);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 36, 138, 'USCP', '036', '', '{}', '{}', 37);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('power', 37, 139, 'USCP', '037', '', '{}', '{}', 38);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 1, 140, 'VS00', '001/040', 'Common', '{}', '{}', 2);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 2, 141, 'VS00', '002/040', 'Uncommon', '{}', '{}', 3);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 3, 142, 'VS00', '003/040', 'Common', '{}', '{}', 4);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 4, 143, 'VS00', '004/040', 'Rare', '{}', '{}', 5);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 5, 144, 'VS00', '005/040', 'Uncommon', '{}', '{}', 6);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 6, 145, 'VS00', '006/040', 'Super Rare', '{}', '{}', 7);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 7, 146, 'VS00', '007/040', 'Common', '{}', '{}', 8);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 8, 147, 'VS00', '008/040', 'Common', '{}', '{}', 9);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 9, 148, 'VS00', '009/040', 'Uncommon', '{}', '{}', 10);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 10, 149, 'VS00', '010/040', 'Common', '{}', '{}', 11);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 11, 150, 'VS00', '011/040', 'Rare', '{}', '{}', 12);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 12, 151, 'VS00', '012/040', 'Uncommon', '{}', '{}', 13);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 13, 152, 'VS00', '013/040', 'Super Rare', '{}', '{}', 14);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 14, 153, 'VS00', '014/040', 'Common', '{}', '{}', 15);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 15, 154, 'VS00', '015/040', 'Common', '{}', '{}', 16);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 16, 155, 'VS00', '016/040', 'Uncommon', '{}', '{}', 17);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 17, 156, 'VS00', '017/040', 'Common', '{}', '{}', 18);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 18, 157, 'VS00', '018/040', 'Rare', '{}', '{}', 19);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 19, 158, 'VS00', '019/040', 'Uncommon', '{}', '{}', 20);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 20, 159, 'VS00', '020/040', 'Super Rare', '{}', '{}', 21);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 21, 160, 'VS00', '021/040', 'Common', '{}', '{}', 22);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 22, 161, 'VS00', '022/040', 'Common', '{}', '{}', 23);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 23, 162, 'VS00', '023/040', 'Uncommon', '{}', '{}', 24);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 24, 163, 'VS00', '024/040', 'Common', '{}', '{}', 25);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 25, 164, 'VS00', '025/040', 'Rare', '{}', '{}', 26);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 26, 165, 'VS00', '026/040', 'Uncommon', '{}', '{}', 27);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 27, 166, 'VS00', '027/040', 'Super Rare', '{}', '{}', 28);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 28, 167, 'VS00', '028/040', 'Common', '{}', '{}', 29);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 29, 168, 'VS00', '029/040', 'Common', '{}', '{}', 30);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 30, 169, 'VS00', '030/040', 'Uncommon', '{}', '{}', 31);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 31, 170, 'VS00', '031/040', 'Common', '{}', '{}', 32);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 32, 171, 'VS00', '032/040', 'Rare', '{}', '{}', 33);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 33, 172, 'VS00', '033/040', 'Uncommon', '{}', '{}', 34);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 34, 173, 'VS00', '034/040', 'Super Rare', '{}', '{}', 35);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 35, 174, 'VS00', '035/040', 'Common', '{}', '{}', 36);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 36, 175, 'VS00', '036/040', 'Common', '{}', '{}', 37);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 37, 176, 'VS00', '037/040', 'Uncommon', '{}', '{}', 38);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 38, 177, 'VS00', '038/040', 'Common', '{}', '{}', 39);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 39, 178, 'VS00', '039/040', 'Rare', '{}', '{}', 40);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 40, 179, 'VS00', '040/040', 'Uncommon', '{}', '{}', 41);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 41, 180, 'VS00', '041/040', 'Secret Rare', '{}', '{}', 42);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 42, 181, 'VS00', '042/040', 'Secret Rare', '{}', '{}', 43);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 43, 182, 'VS00', '043/040', 'Secret Rare', '{}', '{}', 44);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 44, 183, 'VS00', '044/040', 'Secret Rare', '{}', '{}', 45);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 45, 184, 'VS00', '045/040', 'Secret Rare', '{}', '{}', 46);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 46, 185, 'VS00', 'T01/T05', 'Common', '{}', '{}', 47);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 47, 186, 'VS00', 'T02/T05', 'Common', '{}', '{}', 48);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 48, 187, 'VS00', 'T03/T05', 'Common', '{}', '{}', 49);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 49, 188, 'VS00', 'T04/T05', 'Common', '{}', '{}', 50);
INSERT INTO printing (game_id, id, data_id, set_code, number, rarity, fields, extras, source_line) VALUES ('vstage', 50, 189, 'VS00', 'T05/T05', 'Common', '{}', '{}', 51);
COMMIT;
