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
  text: 'If this card is destroyed by battle and sent to the Graveyard: you can Special Summon 1 EARTH monster with 1500 or less ATK from your Deck in Attack Position.',
  // When this card is destroyed by battle and sent to the GY: you can Special Summon 1 EARTH monster with 1500 or less ATK from your Deck in face-up Attack Position
  effects: [summonFromDeckWhenDestroyedByBattle('an EARTH monster with 1500 or less ATK', (m) => m.attribute === 'EARTH' && (m.atk ?? 0) <= 1500, 'attack')],
} satisfies CardDefinition;
