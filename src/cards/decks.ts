/**
 * Preset Main Decks (entries are card names, as the pool spells them).
 *
 * - `PRESET_DECKS`: two decks built only from the pool's Normal Monsters. Each has 40 cards, at
 *   most 3 copies of a name, and a curve of mostly Level 4 or lower with enough Level 5-6 and
 *   Level 7+ monsters that Tribute Summons come up. Their ids and order are relied on (the
 *   default duel, tests, saved picks), so new presets are not added here.
 * - `STARTER_DECKS`: the two printed Starter Decks (Starter Deck: Yugi SDY-001..050, Starter Deck:
 *   Kaiba SDK-001..050), 50 cards each, 1 copy of each card, listed in set-number order.
 * - `EXTRA_DECK_PRESETS`: three decks that show off the Extra Deck and special Summons: a Synchro
 *   deck, an Xyz deck, and a Ritual + Fusion + Pendulum deck (40 Main, at most 15 Extra, at most 3
 *   copies of a name).
 * - `YUGI_KAIBA_PRESETS`: two decks of the Yugi-Kaiba format (May 2002: Legend of Blue Eyes White
 *   Dragon and the two Starter Decks, the first list's limits), one of Kaiba's Dragons and one of
 *   Yugi's Warriors (40 Main each); they name the format they are built for (`format`).
 * - `ALL_PRESET_DECKS`: all of them, in that order: what a player may pick.
 * - `GOAT_PRESETS`: four decks of the GOAT format (April 2005), its most played archetypes; legal in
 *   GOAT only. Picked on the start screen under GOAT (`PRESETS_BY_FORMAT`), not among
 *   `ALL_PRESET_DECKS` (what the fuzzer, the AI's sampler and the robustness test pair up).
 * - `PICKABLE_PRESETS`: every preset a player may pick under some format; `PRESETS_BY_FORMAT`: the
 *   ones offered under each format (legal in it, its own first), data checked by decks.test.ts
 *   against the format's legality functions, so the start screen needs no card pool to list them.
 *
 * Every preset has a 15-card Side Deck (issue 36), so siding between the Duels of a Match has
 * something to do: answers to what the other presets do (Dragon Capture Jar against Dragon's Roar,
 * Spell and Trap removal, Traps against big attackers), taken from the preset's own era (the Yugi
 * and Kaiba presets from the 2002 cards, Dragon's Roar from the 2005 ones, the Extra Deck presets
 * from today's) and legal, Main, Extra and Side together, in every format its Main Deck is legal in.
 */
import type { FormatId } from '../engine/formatRules';


export interface PresetDeck {
  readonly id: string;
  readonly name: string;
  readonly main: readonly string[];
  /** The Extra Deck (Fusion, Synchro and Xyz Monsters), when it has one. */
  readonly extra?: readonly string[];
  /** The Side Deck: 15 cards to swap in between the Duels of a Match. */
  readonly side: readonly string[];
  /** The format the deck is built for and legal in, when it is built for one (legal in Advanced too). */
  readonly format?: FormatId;
}

/** Expands `[name, copies]` pairs into a flat, frozen list of names. */
const build = (entries: readonly (readonly [name: string, copies: 1 | 2 | 3])[]): readonly string[] =>
  Object.freeze(entries.flatMap(([name, copies]) => Array.from({ length: copies }, () => name)));

export const PRESET_DECKS: readonly PresetDeck[] = Object.freeze([
  {
    // Built around the Starter Deck: Yugi Normal Monsters.
    id: 'spellcasters-command',
    name: "Spellcaster's Command",
    main: build([
      // Level 7+ (2 Tributes): 5
      ['Dark Magician', 3],
      ['Gaia the Fierce Knight', 2],
      // Level 5-6 (1 Tribute): 7
      ['Summoned Skull', 3],
      ['Curse of Dragon', 2],
      ['Doma The Angel of Silence', 1],
      ['Ansatsu', 1],
      // Level 4 or lower: 28
      ['Celtic Guardian', 3],
      ['Mystical Elf', 3],
      ['Neo the Magic Swordsman', 3],
      ['Ancient Elf', 2],
      ['Sorcerer of the Doomed', 2],
      ['Feral Imp', 2],
      ['Winged Dragon, Guardian of the Fortress #1', 2],
      ['Beaver Warrior', 2],
      ['Giant Soldier of Stone', 2],
      ['Man-Eating Treasure Chest', 2],
      ['Baron of the Fiend Sword', 1],
      ['Great White', 1],
      ['Silver Fang', 1],
      ['Mystic Clown', 1],
      ['Dragon Zombie', 1],
    ]),
    side: build([
      // The 2002 cards, legal in Yugi-Kaiba, GOAT and Advanced alike
      ['Dragon Capture Jar', 2],
      ['Trap Hole', 2],
      ['Waboku', 2],
      ['Fissure', 2],
      ['Man-Eater Bug', 2],
      ['De-Spell', 1],
      ['Remove Trap', 1],
      ['Castle Walls', 1],
      ['Yami', 1],
      ['Book of Secret Arts', 1],
    ]),
  },
  {
    // Built around the Starter Deck: Kaiba Normal Monsters, with a few more Dragons.
    id: 'dragons-roar',
    name: "Dragon's Roar",
    main: build([
      // Level 7+ (2 Tributes): 4
      ['Blue-Eyes White Dragon', 3],
      ['Red-Eyes Black Dragon', 1],
      // Level 5-6 (1 Tribute): 7
      ['Judge Man', 2],
      ['Swordstalker', 2],
      ['Rude Kaiser', 2],
      ['Gyakutenno Megami', 1],
      // Level 4 or lower: 29
      ['Battle Ox', 3],
      ['La Jinn the Mystical Genie of the Lamp', 3],
      ['Koumori Dragon', 3],
      ['Rogue Doll', 2],
      ['Ryu-Kishin Powered', 2],
      ['Skull Red Bird', 2],
      ['Kojikocy', 2],
      ['Uraby', 2],
      ['Pale Beast', 2],
      ['Hitotsu-Me Giant', 2],
      ['Baby Dragon', 2],
      ['Destroyer Golem', 1],
      ['Mystic Horseman', 1],
      ['D. Human', 1],
      ['Petit Dragon', 1],
    ]),
    side: build([
      // The 2005 cards (legal in GOAT and Advanced, as the Main Deck is)
      ['Trap Hole', 2],
      ['Sakuretsu Armor', 2],
      ['Nobleman of Crossout', 2],
      ['Negate Attack', 1],
      ['Threatening Roar', 1],
      ['Mystical Space Typhoon', 1],
      ['Book of Moon', 1],
      ['Lord of D.', 1],
      ['The Flute of Summoning Dragon', 1],
      ['Fissure', 1],
      ['Kuriboh', 1],
      ['Big Shield Gardna', 1],
    ]),
  },
]);

/** Starter Deck: Yugi, SDY-001 to SDY-050, one copy of each. */
export const STARTER_DECK_YUGI: PresetDeck = Object.freeze({
  id: 'starter-deck-yugi',
  name: 'Starter Deck: Yugi',
  main: Object.freeze([
    'Mystical Elf', // SDY-001
    'Feral Imp', // SDY-002
    'Winged Dragon, Guardian of the Fortress #1', // SDY-003
    'Summoned Skull', // SDY-004
    'Beaver Warrior', // SDY-005
    'Dark Magician', // SDY-006
    'Gaia the Fierce Knight', // SDY-007
    'Curse of Dragon', // SDY-008
    'Celtic Guardian', // SDY-009
    'Mammoth Graveyard', // SDY-010
    'Great White', // SDY-011
    'Silver Fang', // SDY-012
    'Giant Soldier of Stone', // SDY-013
    'Dragon Zombie', // SDY-014
    'Doma The Angel of Silence', // SDY-015
    'Ansatsu', // SDY-016
    'Witty Phantom', // SDY-017
    'Claw Reacher', // SDY-018
    'Mystic Clown', // SDY-019
    'Sword of Dark Destruction', // SDY-020
    'Book of Secret Arts', // SDY-021
    'Dark Hole', // SDY-022
    'Dian Keto the Cure Master', // SDY-023
    'Ancient Elf', // SDY-024
    'Magical Ghost', // SDY-025
    'Fissure', // SDY-026
    'Trap Hole', // SDY-027
    'Two-Pronged Attack', // SDY-028
    'De-Spell', // SDY-029
    'Monster Reborn', // SDY-030
    'Reinforcements', // SDY-031
    'Change of Heart', // SDY-032
    'The Stern Mystic', // SDY-033
    'Wall of Illusion', // SDY-034
    'Neo the Magic Swordsman', // SDY-035
    'Baron of the Fiend Sword', // SDY-036
    'Man-Eating Treasure Chest', // SDY-037
    'Sorcerer of the Doomed', // SDY-038
    'Last Will', // SDY-039
    'Waboku', // SDY-040
    'Soul Exchange', // SDY-041
    'Card Destruction', // SDY-042
    'Trap Master', // SDY-043
    'Dragon Capture Jar', // SDY-044
    'Yami', // SDY-045
    'Man-Eater Bug', // SDY-046
    'Reverse Trap', // SDY-047
    'Remove Trap', // SDY-048
    'Castle Walls', // SDY-049
    'Ultimate Offering', // SDY-050
  ]),
  // The 2002 cards (Yugi-Kaiba and Advanced, as the Main Deck is); with the Main Deck's copy, 3 at most
  side: build([
    ['Trap Hole', 2],
    ['Waboku', 2],
    ['Dragon Capture Jar', 2],
    ['Fissure', 2],
    ['Man-Eater Bug', 2],
    ['Castle Walls', 2],
    ['Sogen', 1],
    ['Just Desserts', 1],
    ['Hane-Hane', 1],
  ]),
});

/** Starter Deck: Kaiba, SDK-001 to SDK-050, one copy of each. */
export const STARTER_DECK_KAIBA: PresetDeck = Object.freeze({
  id: 'starter-deck-kaiba',
  name: 'Starter Deck: Kaiba',
  main: Object.freeze([
    'Blue-Eyes White Dragon', // SDK-001
    'Hitotsu-Me Giant', // SDK-002
    'Ryu-Kishin', // SDK-003
    'The Wicked Worm Beast', // SDK-004
    'Battle Ox', // SDK-005
    'Koumori Dragon', // SDK-006
    'Judge Man', // SDK-007
    'Rogue Doll', // SDK-008
    'Kojikocy', // SDK-009
    'Uraby', // SDK-010
    'Gyakutenno Megami', // SDK-011
    'Mystic Horseman', // SDK-012
    'Terra the Terrible', // SDK-013
    'Dark Titan of Terror', // SDK-014
    'Dark Assailant', // SDK-015
    'Master & Expert', // SDK-016
    'Unknown Warrior of Fiend', // SDK-017
    'Mystic Clown', // SDK-018
    'Ogre of the Black Shadow', // SDK-019
    'Dark Energy', // SDK-020
    'Invigoration', // SDK-021
    'Dark Hole', // SDK-022
    'Ookazi', // SDK-023
    'Ryu-Kishin Powered', // SDK-024
    'Swordstalker', // SDK-025
    'La Jinn the Mystical Genie of the Lamp', // SDK-026
    'Rude Kaiser', // SDK-027
    'Destroyer Golem', // SDK-028
    'Skull Red Bird', // SDK-029
    'D. Human', // SDK-030
    'Pale Beast', // SDK-031
    'Fissure', // SDK-032
    'Trap Hole', // SDK-033
    'Two-Pronged Attack', // SDK-034
    'De-Spell', // SDK-035
    'Monster Reborn', // SDK-036
    'The Inexperienced Spy', // SDK-037
    'Reinforcements', // SDK-038
    'Ancient Telescope', // SDK-039
    'Just Desserts', // SDK-040
    'Lord of D.', // SDK-041
    'The Flute of Summoning Dragon', // SDK-042
    'Mysterious Puppeteer', // SDK-043
    'Trap Master', // SDK-044
    'Sogen', // SDK-045
    'Hane-Hane', // SDK-046
    'Reverse Trap', // SDK-047
    'Remove Trap', // SDK-048
    'Castle Walls', // SDK-049
    'Ultimate Offering', // SDK-050
  ]),
  // The 2002 cards (Yugi-Kaiba and Advanced, as the Main Deck is); with the Main Deck's copy, 3 at most
  side: build([
    ['Trap Hole', 2],
    ['Just Desserts', 2],
    ['Fissure', 2],
    ['Ookazi', 2],
    ['Hane-Hane', 2],
    ['Reinforcements', 2],
    ['Dragon Capture Jar', 1],
    ['Waboku', 1],
    ['Two-Pronged Attack', 1],
  ]),
});

export const STARTER_DECKS: readonly PresetDeck[] = Object.freeze([STARTER_DECK_YUGI, STARTER_DECK_KAIBA]);

/** Tuners and low-Level monsters to tune with: Junk Warrior, Black Rose Dragon and Stardust Dragon. */
export const SYNCHRO_PRESET: PresetDeck = Object.freeze({
  id: 'junk-tuning',
  name: 'Junk Tuning',
  main: build([
    // Tuners: Junk Synchron (3), Debris Dragon (4, Dragons only, no Level 4 partners); Effect Veiler (1) below
    ['Junk Synchron', 3],
    ['Debris Dragon', 3],
    // Level 2-3 partners: Junk Synchron + Petit Dragon = Junk Warrior (5); Debris Dragon + Baby Dragon = Black Rose Dragon (7)
    ['Petit Dragon', 3],
    ['Firegrass', 1],
    // Quillbolt Hedgehog (2) comes back from the Graveyard beside a face-up Tuner: + Junk Synchron = Junk Warrior (5)
    ['Quillbolt Hedgehog', 2],
    ['Baby Dragon', 3],
    ['Sangan', 1],
    ['Effect Veiler', 1],
    // Level 4-5 partners: Junk Synchron + Celtic Guardian = Black Rose Dragon (7); + Curse of Dragon = Stardust Dragon (8)
    ['Celtic Guardian', 3],
    ['Mystical Elf', 2],
    ['Winged Dragon, Guardian of the Fortress #1', 2],
    // Tune Warrior (EARTH Tuner, 3) + Baby Dragon (3) = Goyo Guardian (6)
    ['Tune Warrior', 2],
    ['Curse of Dragon', 2],
    ['Summoned Skull', 1],
    // Spells and Traps
    ['Monster Reborn', 1],
    ['Dark Hole', 1],
    ['Mystical Space Typhoon', 1],
    ['Dian Keto the Cure Master', 1],
    ['Reinforcements', 2],
    ['Trap Hole', 2],
    ['Waboku', 1],
    ['Sakuretsu Armor', 1],
    ['Castle Walls', 1],
  ]),
  extra: build([
    ['Junk Warrior', 3],
    ['Black Rose Dragon', 2],
    ['Stardust Dragon', 2],
    ['Goyo Guardian', 1],
  ]),
  // Today's cards (Advanced)
  side: build([
    ['Effect Veiler', 2],
    ['Cosmic Cyclone', 2],
    ['Dimensional Prison', 2],
    ['Bottomless Trap Hole', 2],
    ['Mystical Space Typhoon', 1],
    ['Solemn Judgment', 1],
    ['Magic Jammer', 1],
    ['Seven Tools of the Bandit', 1],
    ['Negate Attack', 1],
    ['Threatening Roar', 1],
    ['Kuriboh', 1],
  ]),
});

/** Level 3 and Level 4 monsters in pairs: Gem-Knight Pearl, Number 39: Utopia, Number 17: Leviathan Dragon. */
export const XYZ_PRESET: PresetDeck = Object.freeze({
  id: 'rank-and-file',
  name: 'Rank and File',
  main: build([
    // Level 4 (Rank 4: Gem-Knight Pearl, Number 39: Utopia)
    ['Celtic Guardian', 3],
    ['Mystical Elf', 3],
    ['Neo the Magic Swordsman', 3],
    ['Goblindbergh', 2],
    ['Gogogo Golem', 1],
    // Gagaga Magician: a Level 4 that may become Level 3 for the turn (Rank 3 with a Level 3)
    ['Gagaga Magician', 2],
    ['Big Shield Gardna', 2],
    ['Witch of the Black Forest', 1],
    // Level 3 (Rank 3: Number 17: Leviathan Dragon)
    ['Baby Dragon', 3],
    ['Silver Fang', 3],
    ['Giant Soldier of Stone', 2],
    ['Sangan', 1],
    // Spells and Traps
    ['Reinforcements', 2],
    ['Monster Reborn', 1],
    ['Dark Hole', 1],
    ['Book of Moon', 1],
    ['Mystical Space Typhoon', 1],
    ['Trap Hole', 2],
    ['Negate Attack', 1],
    ['Threatening Roar', 1],
    ['Two-Pronged Attack', 2],
    ['Castle Walls', 1],
    ['Mirror Force', 1],
  ]),
  extra: build([
    ['Gem-Knight Pearl', 3],
    ['Number 39: Utopia', 2],
    ['Number 17: Leviathan Dragon', 3],
  ]),
  // Today's cards (Advanced)
  side: build([
    ['Bottomless Trap Hole', 2],
    ['Dimensional Prison', 2],
    ['Cosmic Cyclone', 2],
    ['Book of Moon', 2],
    ['Kuriboh', 2],
    ['Magic Cylinder', 1],
    ['Torrential Tribute', 1],
    ['Solemn Judgment', 1],
    ['Seven Tools of the Bandit', 1],
    ['Magic Jammer', 1],
  ]),
});

/** Rituals, Polymerization and a Pendulum Monster: Black Luster Soldier, Magician of Black Chaos, Fusion Dragons, Thousand Dragon, Flash Knight. */
export const RITUAL_FUSION_PRESET: PresetDeck = Object.freeze({
  id: 'rites-and-fusions',
  name: 'Rites and Fusions',
  main: build([
    // Ritual Monsters and their Ritual Spells
    ['Black Luster Soldier', 2],
    ['Black Luster Ritual', 2],
    ['Magician of Black Chaos', 2],
    ['Black Magic Ritual', 2],
    // Fusion Materials: Darkfire Dragon, Gaia the Dragon Champion, Black Skull Dragon
    ['Polymerization', 3],
    ['Firegrass', 3],
    ['Petit Dragon', 3],
    ['Gaia the Fierce Knight', 2],
    ['Curse of Dragon', 2],
    ['Summoned Skull', 2],
    ['Red-Eyes Black Dragon', 1],
    // A Pendulum Monster (Level 4, Scale 7); Manju fetches the Ritual cards; Time Wizard + Baby Dragon = Thousand Dragon
    ['Flash Knight', 3],
    // The Pendulum pair: Scales 1 and 8 let Levels 2 to 7 be Pendulum Summoned; Odd-Eyes searches them
    ['Stargazer Magician', 2],
    ['Timegazer Magician', 2],
    ['Odd-Eyes Pendulum Dragon', 1],
    ['Manju of the Ten Thousand Hands', 2],
    ['Time Wizard', 2],
    ['Celtic Guardian', 1],
    ['Baby Dragon', 2],
    // Spells and Traps
    ['Monster Reborn', 1],
    ['Dark Hole', 1],
    ['Card Destruction', 1],
    ['Trap Hole', 2],
    ['Waboku', 1],
  ]),
  extra: build([
    ['Darkfire Dragon', 3],
    ['Gaia the Dragon Champion', 2],
    ['Black Skull Dragon', 2],
    ['Thousand Dragon', 2],
  ]),
  // Today's cards (Advanced)
  side: build([
    ['Scapegoat', 2],
    ['Bottomless Trap Hole', 2],
    ['Dimensional Prison', 2],
    ['Cosmic Cyclone', 2],
    ['Big Shield Gardna', 2],
    ['Mystic Tomato', 2],
    ['Kuriboh', 1],
    ['Magic Cylinder', 1],
    ['Threatening Roar', 1],
  ]),
});

export const EXTRA_DECK_PRESETS: readonly PresetDeck[] = Object.freeze([SYNCHRO_PRESET, XYZ_PRESET, RITUAL_FUSION_PRESET]);

/** Kaiba's Dragons of Legend of Blue Eyes White Dragon: Blue-Eyes with Lord of D. and the Flute, Mountain and Dragon Treasure. */
export const BLUE_EYES_LEGEND_PRESET: PresetDeck = Object.freeze({
  id: 'legend-of-blue-eyes',
  name: 'Legend of Blue Eyes',
  format: 'yugi-kaiba',
  main: build([
    // Level 7+ (2 Tributes; Lord of D. and the Flute Special Summon them): 4
    ['Blue-Eyes White Dragon', 3],
    ['Red-Eyes Black Dragon', 1],
    // Level 5 (1 Tribute): 2
    ['Curse of Dragon', 2],
    // Level 4 or lower: 16
    ['Lord of D.', 2],
    ['Koumori Dragon', 3],
    ['Winged Dragon, Guardian of the Fortress #1', 2],
    ['La Jinn the Mystical Genie of the Lamp', 3],
    ['Battle Ox', 2],
    ['Ryu-Kishin Powered', 1],
    ['Man-Eater Bug', 2],
    ['Hane-Hane', 1],
    // Spells: 13 (the May 2002 list's Limited cards at 1; no Pot of Greed, so the deck is legal in Advanced too)
    ['Dark Hole', 1],
    ['Raigeki', 1],
    ['Monster Reborn', 1],
    ['Fissure', 1],
    ['Change of Heart', 1],
    ['The Flute of Summoning Dragon', 2],
    ['Mountain', 2],
    ['Dragon Treasure', 2],
    ['Stop Defense', 1],
    ['Hinotama', 1],
    // Traps: 5
    ['Trap Hole', 2],
    ['Reinforcements', 1],
    ['Waboku', 1],
    ['Castle Walls', 1],
  ]),
  // The 2002 cards (Yugi-Kaiba and Advanced, as the Main Deck is): Remove Trap for Dragon Capture Jar
  side: build([
    ['Remove Trap', 2],
    ['De-Spell', 2],
    ['Hane-Hane', 2],
    ['Waboku', 2],
    ['Man-Eater Bug', 1],
    ['Trap Hole', 1],
    ['Fissure', 1],
    ['Just Desserts', 1],
    ['Ookazi', 1],
    ['Reverse Trap', 1],
    ['Dian Keto the Cure Master', 1],
  ]),
});

/** Yugi's Warriors: Celtic Guardian, Gaia and the Swordstalker, Legendary Sword, Sogen, and combat Traps. */
export const WARRIORS_PRESET: PresetDeck = Object.freeze({
  id: 'warriors-of-legend',
  name: 'Warriors of Legend',
  format: 'yugi-kaiba',
  main: build([
    // Level 7 (2 Tributes): 2
    ['Gaia the Fierce Knight', 2],
    // Level 5-6 (1 Tribute): 5
    ['Swordstalker', 2],
    ['Judge Man', 1],
    ['Succubus Knight', 1],
    ['Ansatsu', 1],
    // Level 4 or lower: 13
    ['Celtic Guardian', 3],
    ['Kojikocy', 3],
    ['D. Human', 2],
    ['Battle Ox', 2],
    ['Armed Ninja', 1],
    ['Trap Master', 1],
    ['Man-Eater Bug', 1],
    // Spells: 12 (the May 2002 list's Limited cards at 1; no Pot of Greed, so the deck is legal in Advanced too)
    ['Dark Hole', 1],
    ['Raigeki', 1],
    ['Monster Reborn', 1],
    ['Fissure', 1],
    ['Change of Heart', 1],
    ['Legendary Sword', 2],
    ['Sogen', 2],
    ['Mystical Moon', 1],
    ['Stop Defense', 1],
    ["Goblin's Secret Remedy", 1],
    // Traps: 8
    ['Trap Hole', 2],
    ['Reinforcements', 2],
    ['Waboku', 1],
    ['Two-Pronged Attack', 1],
    ['Castle Walls', 1],
    ['Reverse Trap', 1],
  ]),
  // The 2002 cards (Yugi-Kaiba and Advanced, as the Main Deck is): Dragon Capture Jar for Blue-Eyes
  side: build([
    ['Dragon Capture Jar', 2],
    ['Man-Eater Bug', 2],
    ['Hane-Hane', 2],
    ['De-Spell', 2],
    ['Waboku', 2],
    ['Remove Trap', 1],
    ['Trap Hole', 1],
    ['Fissure', 1],
    ['Just Desserts', 1],
    ['Final Flame', 1],
  ]),
});

export const YUGI_KAIBA_PRESETS: readonly PresetDeck[] = Object.freeze([BLUE_EYES_LEGEND_PRESET, WARRIORS_PRESET]);

/**
 * GOAT (April 2005) presets: the six most played archetypes of Format Library's 1,826 top-cut decks
 * (shared/reference/formats/goat-archetypes.tsv: Chaos Turbo 683 decks, Warrior 301, Goat Control 175,
 * Chaos Control 164, Panda Burn 80, Chaos Return 56). Each Main Deck holds the archetype's 15 most
 * present cards, at the copies the April 2005 list allows, filled with the most used GOAT Main Deck
 * cards that suit the archetype (goat-usage.tsv, copies_main); the Side Deck is 15 of the most sided
 * cards (copies_side). Built for GOAT only: Pot of Greed, Graceful Charity, Delinquent Duo and others
 * are Forbidden today.
 */
const GOAT_EXTRA = build([
  // Metamorphosis: a Scapegoat token or Sinister Serpent (Level 1) becomes Thousand-Eyes Restrict,
  // Sangan (Level 3) Dragoness, a Level 4 Darkfire Dragon.
  ['Thousand-Eyes Restrict', 3],
  ['Dragoness the Wicked Knight', 1],
  ['Flame Ghost', 1],
  ['Darkfire Dragon', 1],
]);

/** Chaos Turbo: Thunder Dragon and Magician of Faith fill the Graveyard with LIGHT and DARK for Black Luster Soldier and Chaos Sorcerer. */
export const GOAT_CHAOS_TURBO_PRESET: PresetDeck = Object.freeze({
  id: 'goat-chaos-turbo',
  name: 'Chaos Turbo',
  format: 'goat',
  main: build([
    // Monsters: 18
    ['Black Luster Soldier - Envoy of the Beginning', 1],
    ['Chaos Sorcerer', 2],
    ['Thunder Dragon', 3],
    ['Magician of Faith', 2],
    ['Sinister Serpent', 1],
    ['Sangan', 1],
    ['Breaker the Magical Warrior', 1],
    ['Tribe-Infecting Virus', 1],
    ['Gravekeeper\'s Spy', 2],
    ['Dekoichi the Battlechanted Locomotive', 2],
    ['Tsukuyomi', 1],
    ['Night Assailant', 1],
    // Spells: 12
    ['Pot of Greed', 1],
    ['Graceful Charity', 1],
    ['Heavy Storm', 1],
    ['Nobleman of Crossout', 2],
    ['Delinquent Duo', 1],
    ['Snatch Steal', 1],
    ['Mystical Space Typhoon', 1],
    ['Upstart Goblin', 2],
    ['Premature Burial', 1],
    ['Card Destruction', 1],
    // Traps: 10
    ['Ring of Destruction', 1],
    ['Mirror Force', 1],
    ['Torrential Tribute', 1],
    ['Trap Dustshoot', 2],
    ['Solemn Judgment', 1],
    ['Jar of Greed', 2],
    ['Call of the Haunted', 1],
    ['Sakuretsu Armor', 1],
  ]),
  extra: build([['Thousand-Eyes Restrict', 2], ['Twin-Headed Thunder Dragon', 1], ['Dragoness the Wicked Knight', 1], ['Darkfire Dragon', 1]]),
  side: build([
    ['Sakuretsu Armor', 2],
    ['Dust Tornado', 2],
    ['Zombyra the Dark', 2],
    ['Kinetic Soldier', 2],
    ['Scapegoat', 2],
    ['Royal Decree', 1],
    ['Asura Priest', 1],
    ['Swords of Revealing Light', 1],
    ['Book of Moon', 1],
    ['Smashing Ground', 1],
  ]),
});

/** Warrior: Reinforcement of the Army fetches Warriors that trade one for one (Exiled Force, D.D. Assailant, Breaker). */
export const GOAT_WARRIOR_PRESET: PresetDeck = Object.freeze({
  id: 'goat-warrior',
  name: 'Warrior',
  format: 'goat',
  main: build([
    // Monsters: 16 (Warriors: 8)
    ['Blade Knight', 2],
    ['D.D. Warrior Lady', 1],
    ['D.D. Assailant', 2],
    ['Exiled Force', 1],
    ['Breaker the Magical Warrior', 1],
    ['Big Shield Gardna', 1],
    ['Freed the Brave Wanderer', 1],
    ['Sangan', 1],
    ['Tribe-Infecting Virus', 1],
    ['Sinister Serpent', 1],
    ['Mystic Tomato', 2],
    ['Asura Priest', 1],
    ['Magician of Faith', 1],
    // Spells: 14
    ['Pot of Greed', 1],
    ['Graceful Charity', 1],
    ['Heavy Storm', 1],
    ['Delinquent Duo', 1],
    ['Snatch Steal', 1],
    ['Mystical Space Typhoon', 1],
    ['Nobleman of Crossout', 2],
    ['Reinforcement of the Army', 2],
    ['Premature Burial', 1],
    ['Book of Moon', 2],
    ['Smashing Ground', 1],
    // Traps: 10
    ['Mirror Force', 1],
    ['Ring of Destruction', 1],
    ['Solemn Judgment', 1],
    ['Torrential Tribute', 1],
    ['Call of the Haunted', 1],
    ['Sakuretsu Armor', 2],
    ['Trap Dustshoot', 1],
    ['Dust Tornado', 1],
    ['Raigeki Break', 1],
  ]),
  side: build([
    ['Dust Tornado', 2],
    ['Kinetic Soldier', 2],
    ['Gravekeeper\'s Spy', 2],
    ['Scapegoat', 2],
    ['Mystik Wok', 1],
    ['Royal Decree', 1],
    ['Swords of Revealing Light', 1],
    ['Widespread Ruin', 1],
    ['Threatening Roar', 1],
    ['Amazoness Archer', 1],
    ['Brain Control', 1],
  ]),
});

/** Goat Control: Scapegoat and Metamorphosis into Thousand-Eyes Restrict, Magician of Faith and Tsukuyomi to reuse the limited Spells. */
export const GOAT_CONTROL_PRESET: PresetDeck = Object.freeze({
  id: 'goat-control',
  name: 'Goat Control',
  format: 'goat',
  main: build([
    // Monsters: 15
    ['Black Luster Soldier - Envoy of the Beginning', 1],
    ['Breaker the Magical Warrior', 1],
    ['Sinister Serpent', 1],
    ['Sangan', 1],
    ['Tribe-Infecting Virus', 1],
    ['Magician of Faith', 2],
    ['Tsukuyomi', 2],
    ['Morphing Jar', 1],
    ['Exiled Force', 1],
    ['Asura Priest', 1],
    ['Night Assailant', 1],
    ['Abyss Soldier', 1],
    ['Mystic Tomato', 1],
    // Spells: 15
    ['Pot of Greed', 1],
    ['Graceful Charity', 1],
    ['Heavy Storm', 1],
    ['Delinquent Duo', 1],
    ['Snatch Steal', 1],
    ['Mystical Space Typhoon', 1],
    ['Premature Burial', 1],
    ['Nobleman of Crossout', 2],
    ['Scapegoat', 2],
    ['Metamorphosis', 2],
    ['Book of Moon', 1],
    ['Swords of Revealing Light', 1],
    // Traps: 10
    ['Ring of Destruction', 1],
    ['Mirror Force', 1],
    ['Torrential Tribute', 1],
    ['Call of the Haunted', 1],
    ['Sakuretsu Armor', 2],
    ['Trap Dustshoot', 1],
    ['Solemn Judgment', 1],
    ['Dust Tornado', 1],
    ['Phoenix Wing Wind Blast', 1],
  ]),
  extra: GOAT_EXTRA,
  side: build([
    ['Sakuretsu Armor', 1],
    ['Dust Tornado', 2],
    ['Zombyra the Dark', 2],
    ['Kinetic Soldier', 2],
    ['Mystik Wok', 1],
    ['Royal Decree', 1],
    ['Book of Moon', 1],
    ['Smashing Ground', 1],
    ['Widespread Ruin', 1],
    ['Threatening Roar', 1],
    ['Kuriboh', 1],
    ['Jinzo', 1],
  ]),
});

/** Chaos Control: Goat Control's Scapegoat and Metamorphosis with Black Luster Soldier and Chaos Sorcerer. */
export const GOAT_CHAOS_CONTROL_PRESET: PresetDeck = Object.freeze({
  id: 'goat-chaos-control',
  name: 'Chaos Control',
  format: 'goat',
  main: build([
    // Monsters: 15 (LIGHT: Magician of Faith, Asura Priest; DARK: Breaker, Sangan, Tsukuyomi, Night Assailant, Jinzo)
    ['Black Luster Soldier - Envoy of the Beginning', 1],
    ['Chaos Sorcerer', 2],
    ['Breaker the Magical Warrior', 1],
    ['Magician of Faith', 2],
    ['Sinister Serpent', 1],
    ['Sangan', 1],
    ['Tribe-Infecting Virus', 1],
    ['Tsukuyomi', 2],
    ['Asura Priest', 1],
    ['Night Assailant', 1],
    ['Jinzo', 1],
    ['Exiled Force', 1],
    // Spells: 15
    ['Pot of Greed', 1],
    ['Graceful Charity', 1],
    ['Heavy Storm', 1],
    ['Delinquent Duo', 1],
    ['Snatch Steal', 1],
    ['Mystical Space Typhoon', 1],
    ['Premature Burial', 1],
    ['Nobleman of Crossout', 2],
    ['Scapegoat', 2],
    ['Metamorphosis', 2],
    ['Book of Moon', 1],
    ['Creature Swap', 1],
    // Traps: 10
    ['Ring of Destruction', 1],
    ['Mirror Force', 1],
    ['Torrential Tribute', 1],
    ['Call of the Haunted', 1],
    ['Sakuretsu Armor', 2],
    ['Trap Dustshoot', 1],
    ['Solemn Judgment', 1],
    ['Raigeki Break', 1],
    ['Dust Tornado', 1],
  ]),
  // Metamorphosis also makes a Level 5 or 6 monster into Dark Balter the Terrible or Ryu Senshi.
  extra: [...GOAT_EXTRA, ...build([['Dark Balter the Terrible', 1], ['Ryu Senshi', 1]])],
  side: build([
    ['Sakuretsu Armor', 1],
    ['Dust Tornado', 2],
    ['Zombyra the Dark', 2],
    ['Kinetic Soldier', 2],
    ['Gravekeeper\'s Spy', 2],
    ['Mystik Wok', 1],
    ['Royal Decree', 1],
    ['Swords of Revealing Light', 1],
    ['Smashing Ground', 1],
    ['Widespread Ruin', 1],
    ['Kuriboh', 1],
  ]),
});

/** Panda Burn: effect damage (Secret Barrel, Just Desserts, Ojama Trio's Tokens) and Gyaku-Gire Panda, Giant Rat and Cyber Jar to keep monsters coming. */
export const GOAT_PANDA_BURN_PRESET: PresetDeck = Object.freeze({
  id: 'goat-panda-burn',
  name: 'Panda Burn',
  format: 'goat',
  main: build([
    // Monsters: 17
    ['Gyaku-Gire Panda', 3],
    ['Giant Rat', 3],
    ['Cyber Jar', 1],
    ['Morphing Jar', 1],
    ['Injection Fairy Lily', 1],
    ['Breaker the Magical Warrior', 1],
    ['Exiled Force', 1],
    ['Sangan', 1],
    ['Tribe-Infecting Virus', 1],
    ['Sinister Serpent', 1],
    ['Magician of Faith', 1],
    ['D.D. Warrior Lady', 1],
    ['Mystic Tomato', 1],
    // Spells: 10
    ['Pot of Greed', 1],
    ['Graceful Charity', 1],
    ['Heavy Storm', 1],
    ['Level Limit - Area B', 2],
    ['Nobleman of Crossout', 1],
    ['Snatch Steal', 1],
    ['Delinquent Duo', 1],
    ['Mystical Space Typhoon', 1],
    ['Premature Burial', 1],
    // Traps: 13
    ['Ojama Trio', 3],
    ['Secret Barrel', 3],
    ['Just Desserts', 3],
    ['Ring of Destruction', 1],
    ['Mirror Force', 1],
    ['Torrential Tribute', 1],
    ['Ceasefire', 1],
  ]),
  extra: GOAT_EXTRA,
  side: build([
    ['Dust Tornado', 2],
    ['Sakuretsu Armor', 2],
    ['Scapegoat', 2],
    ['Des Wombat', 2],
    ['Book of Moon', 2],
    ['Royal Decree', 1],
    ['Swords of Revealing Light', 1],
    ['Smashing Ground', 1],
    ['Kuriboh', 1],
    ['Threatening Roar', 1],
  ]),
});

/** Chaos Return: Chaos Sorcerer, D.D. Warrior Lady and D.D. Assailant banish, Return from the Different Dimension brings the banished back at once. */
export const GOAT_CHAOS_RETURN_PRESET: PresetDeck = Object.freeze({
  id: 'goat-chaos-return',
  name: 'Chaos Return',
  format: 'goat',
  main: build([
    // Monsters: 17
    ['Black Luster Soldier - Envoy of the Beginning', 1],
    ['Chaos Sorcerer', 2],
    ['Breaker the Magical Warrior', 1],
    ['Dekoichi the Battlechanted Locomotive', 2],
    ['D.D. Warrior Lady', 1],
    ['D.D. Assailant', 2],
    ['Sangan', 1],
    ['Tribe-Infecting Virus', 1],
    ['Sinister Serpent', 1],
    ['Magician of Faith', 1],
    ['Exiled Force', 1],
    ['Jinzo', 1],
    ['Night Assailant', 1],
    ['Spirit Reaper', 1],
    // Spells: 12
    ['Pot of Greed', 1],
    ['Graceful Charity', 1],
    ['Heavy Storm', 1],
    ['Nobleman of Crossout', 2],
    ['Delinquent Duo', 1],
    ['Snatch Steal', 1],
    ['Mystical Space Typhoon', 1],
    ['Premature Burial', 1],
    ['Book of Moon', 1],
    ['Upstart Goblin', 2],
    // Traps: 11
    ['Return from the Different Dimension', 2],
    ['Ring of Destruction', 1],
    ['Mirror Force', 1],
    ['Torrential Tribute', 1],
    ['Solemn Judgment', 1],
    ['Call of the Haunted', 1],
    ['Sakuretsu Armor', 2],
    ['Trap Dustshoot', 1],
    ['Dust Tornado', 1],
  ]),
  extra: GOAT_EXTRA,
  side: build([
    ['Dust Tornado', 2],
    ['Kinetic Soldier', 2],
    ['Scapegoat', 2],
    ['Gravekeeper\'s Spy', 2],
    ['Zombyra the Dark', 2],
    ['Royal Decree', 1],
    ['Swords of Revealing Light', 1],
    ['Smashing Ground', 1],
    ['Widespread Ruin', 1],
    ['Kuriboh', 1],
  ]),
});

/** The GOAT presets, most played archetype first. */
export const GOAT_PRESETS: readonly PresetDeck[] = Object.freeze([GOAT_CHAOS_TURBO_PRESET, GOAT_WARRIOR_PRESET, GOAT_CONTROL_PRESET, GOAT_CHAOS_CONTROL_PRESET, GOAT_PANDA_BURN_PRESET, GOAT_CHAOS_RETURN_PRESET]);

/** Every preset a player may pick: the Normal Monster presets, the Starter Decks, the Extra Deck presets, then the Yugi-Kaiba presets. */
export const ALL_PRESET_DECKS: readonly PresetDeck[] = Object.freeze([...PRESET_DECKS, ...STARTER_DECKS, ...EXTRA_DECK_PRESETS, ...YUGI_KAIBA_PRESETS]);

/** Every preset a player may pick under some format: `ALL_PRESET_DECKS`, then the GOAT presets. */
export const PICKABLE_PRESETS: readonly PresetDeck[] = Object.freeze([...ALL_PRESET_DECKS, ...GOAT_PRESETS]);

/**
 * The presets the start screen offers under each format, by id: exactly those legal in it (Main,
 * Extra and Side, under the format's own list), the format's own presets first. Data, so listing
 * them needs no card pool; decks.test.ts checks it against `validateDeckIn`.
 */
export const PRESETS_BY_FORMAT: Readonly<Record<FormatId, readonly string[]>> = Object.freeze({
  advanced: ['spellcasters-command', 'dragons-roar', 'starter-deck-yugi', 'starter-deck-kaiba', 'junk-tuning', 'rank-and-file', 'rites-and-fusions', 'legend-of-blue-eyes', 'warriors-of-legend'],
  'yugi-kaiba': ['legend-of-blue-eyes', 'warriors-of-legend', 'spellcasters-command', 'starter-deck-yugi', 'starter-deck-kaiba'],
  goat: ['goat-chaos-turbo', 'goat-warrior', 'goat-control', 'goat-chaos-control', 'goat-panda-burn', 'goat-chaos-return', 'spellcasters-command', 'dragons-roar'],
});
