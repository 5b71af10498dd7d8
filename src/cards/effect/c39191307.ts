// Masked Dragon
import type { CardDefinition } from '../../engine/card';
import { summonFromDeckWhenDestroyedByBattle } from '../../engine/effects/library';

export default {
  passcode: '39191307',
  name: 'Masked Dragon',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Dragon',
  level: 3,
  atk: 1400,
  def: 1100,
  text: 'When this card is destroyed by battle and sent to the Graveyard: you can Special Summon 1 Dragon monster with 1500 or less ATK from your Deck.',
  effects: [
    // When this card is destroyed by battle and sent to the Graveyard: You can Special Summon 1 Dragon-Type monster with 1500 or less ATK from your Deck
    summonFromDeckWhenDestroyedByBattle('a Dragon monster with 1500 or less ATK', (def) => def.monsterType === 'Dragon' && (def.atk ?? 0) <= 1500),
  ],
} satisfies CardDefinition;
