// Rare Metal Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '25236056',
  name: 'Rare Metal Dragon',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 4,
  atk: 2400,
  def: 1200,
  text: 'Cannot be Normal Summoned or Set (only a card effect can Special Summon this card).',
  effects: [
    {
      // This card cannot be Normal Summoned or Set (no procedure of its own: card effects may Special Summon it)
      kind: 'condition',
      label: 'Cannot be Normal Summoned or Set',
      rules: [{ code: 'cannotBeNormalSummoned' }],
    },
  ],
} satisfies CardDefinition;
