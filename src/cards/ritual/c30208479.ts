// Magician of Black Chaos
import type { CardDefinition } from '../../engine/card';

/** A Ritual Monster: Ritual Summoned only by its Ritual Spell (the Spell's module says how). */
export default {
  passcode: '30208479',
  name: 'Magician of Black Chaos',
  frame: 'ritual',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 8,
  atk: 2800,
  def: 2600,
  text: 'Ritual Summoned only, with "Black Magic Ritual". A sorcerer drawn out of chaos, robes dripping with starlight.',
} satisfies CardDefinition;
