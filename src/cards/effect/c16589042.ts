// Swift Gaia the Fierce Knight
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '16589042',
  name: 'Swift Gaia the Fierce Knight',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 7,
  atk: 2300,
  def: 2100,
  text: 'While this card is the only card in your hand, you can Normal Summon it without Tributing (it cannot be Set that way).',
  effects: [
    {
      // If this is the only card in your hand, you can Normal Summon it without Tributing (a Summon, not a Set)
      kind: 'condition',
      label: 'Normal Summon without Tributing while it is the only card in your hand',
      rules: [{ code: 'normalSummonWithoutTribute', applies: (ctx) => ctx.hand('mine').length === 1 && ctx.hand('mine')[0] === ctx.card }],
    },
  ],
} satisfies CardDefinition;
