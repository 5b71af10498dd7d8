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
  text: 'When this card is destroyed by battle and goes to your Graveyard, you may Special Summon a Zombie monster with 2000 DEF or less from your Deck, in face-up Attack or Defense Position.',
  effects: [
    // When this card is destroyed by battle and sent to the GY: You can Special Summon 1 Zombie monster with 2000 or less DEF from your Deck
    summonFromDeckWhenDestroyedByBattle('a Zombie monster with 2000 or less DEF', (def) => def.monsterType === 'Zombie' && (def.def ?? 0) <= 2000),
  ],
} satisfies CardDefinition;
