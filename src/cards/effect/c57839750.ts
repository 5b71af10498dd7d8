// Mother Grizzly
import type { CardDefinition } from '../../engine/card';
import { summonFromDeckWhenDestroyedByBattle } from '../../engine/effects/library';

export default {
  passcode: '57839750',
  name: 'Mother Grizzly',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1400,
  def: 1000,
  text: 'If a battle destroys this card and it goes to the Graveyard: you may Special Summon from your Deck 1 WATER monster whose ATK is 1500 or less, face-up in Attack Position.',
  effects: [
    // When this card is destroyed by battle and sent to the GY: You can Special Summon 1 WATER monster with 1500 or less ATK from your Deck in face-up Attack Position
    summonFromDeckWhenDestroyedByBattle('a WATER monster with 1500 or less ATK', (def) => def.attribute === 'WATER' && (def.atk ?? 0) <= 1500, 'attack'),
  ],
} satisfies CardDefinition;
