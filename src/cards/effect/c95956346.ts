// Shining Angel
import type { CardDefinition } from '../../engine/card';
import { summonFromDeckWhenDestroyedByBattle } from '../../engine/effects/library';

export default {
  passcode: '95956346',
  name: 'Shining Angel',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 4,
  atk: 1400,
  def: 800,
  text: 'When this card is destroyed by battle and goes to your Graveyard, you may Special Summon a LIGHT monster with 1500 ATK or less from your Deck in face-up Attack Position.',
  effects: [
    // When this card is destroyed by battle and sent to the GY: You can Special Summon 1 LIGHT monster with 1500 or less ATK from your Deck in face-up Attack Position
    summonFromDeckWhenDestroyedByBattle('a LIGHT monster with 1500 or less ATK', (def) => def.attribute === 'LIGHT' && (def.atk ?? 0) <= 1500, 'attack'),
  ],
} satisfies CardDefinition;
