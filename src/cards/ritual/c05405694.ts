// Black Luster Soldier
import type { CardDefinition } from '../../engine/card';

/** A Ritual Monster: Ritual Summoned only by its Ritual Spell (the Spell's module says how). */
export default {
  passcode: '05405694',
  name: 'Black Luster Soldier',
  frame: 'ritual',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 8,
  atk: 3000,
  def: 2500,
  text: 'Ritual Summoned only, with "Black Luster Ritual". A swordsman in obsidian armour.',
} satisfies CardDefinition;
