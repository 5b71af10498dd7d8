/**
 * Preset Main Decks built only from the pool's Normal Monsters (entries are card names).
 * Each has 40 cards, at most 3 copies of a name, and a curve of mostly Level 4 or lower
 * with enough Level 5-6 and Level 7+ monsters that Tribute Summons come up.
 */

export interface PresetDeck {
  readonly id: string;
  readonly name: string;
  readonly main: readonly string[];
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
  },
]);
