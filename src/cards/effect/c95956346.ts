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
  text: 'If this card is destroyed by battle and sent to the Graveyard: you can Special Summon 1 LIGHT monster with 1500 or less ATK from your Deck in Attack Position.',
  // When this card is destroyed by battle and sent to the GY: you can Special Summon 1 LIGHT monster with 1500 or less ATK from your Deck in face-up Attack Position
  effects: [summonFromDeckWhenDestroyedByBattle('a LIGHT monster with 1500 or less ATK', (m) => m.attribute === 'LIGHT' && (m.atk ?? 0) <= 1500, 'attack')],
} satisfies CardDefinition;
