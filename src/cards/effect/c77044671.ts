// Pyramid Turtle
import type { CardDefinition } from '../../engine/card';
import { summonFromDeckWhenDestroyedByBattle } from '../../engine/effects/library';

export default {
  passcode: '77044671',
  name: 'Pyramid Turtle',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Zombie',
  level: 4,
  atk: 1200,
  def: 1400,
  text: 'If this card is destroyed by battle and sent to the Graveyard: you can Special Summon 1 Zombie monster with 2000 or less DEF from your Deck.',
  // When this card is destroyed by battle and sent to the GY: you can Special Summon 1 Zombie monster with 2000 or less DEF from your Deck
  effects: [summonFromDeckWhenDestroyedByBattle('a Zombie monster with 2000 or less DEF', (m) => m.monsterType === 'Zombie' && (m.def ?? 0) <= 2000)],
} satisfies CardDefinition;
