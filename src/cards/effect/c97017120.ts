// Giant Rat
import type { CardDefinition } from '../../engine/card';
import { summonFromDeckWhenDestroyedByBattle } from '../../engine/effects/library';

export default {
  passcode: '97017120',
  name: 'Giant Rat',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 4,
  atk: 1400,
  def: 1450,
  text: 'When this card is destroyed by battle and goes to your Graveyard, you may Special Summon an EARTH monster with 1500 ATK or less from your Deck in face-up Attack Position.',
  effects: [
    // When this card is destroyed by battle and sent to the GY: You can Special Summon 1 EARTH monster with 1500 or less ATK from your Deck in face-up Attack Position
    summonFromDeckWhenDestroyedByBattle('an EARTH monster with 1500 or less ATK', (def) => def.attribute === 'EARTH' && (def.atk ?? 0) <= 1500, 'attack'),
  ],
} satisfies CardDefinition;
