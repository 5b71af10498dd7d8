// Cybernetic Cyclopean
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '96428622',
  name: 'Cybernetic Cyclopean',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1400,
  def: 200,
  text: 'Gains 1000 ATK while its controller has no cards in their hand.',
  effects: [
    {
      // While you have no cards in your hand, this card gains 1000 ATK
      kind: 'continuous',
      label: '+1000 ATK while you have no cards in your hand',
      modifiers: (ctx) => (ctx.hand('mine').length === 0 ? [{ applies: (c) => c === ctx.card, atk: 1000 }] : []),
    },
  ],
} satisfies CardDefinition;
