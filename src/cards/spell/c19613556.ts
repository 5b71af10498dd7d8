// Heavy Storm
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '19613556',
  name: 'Heavy Storm',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Destroy every Spell and Trap Card on the field (other than this card).',
  effects: [
    {
      // Destroy all Spell and Trap Cards on the field
      kind: 'activation',
      label: 'Destroy all Spells and Traps on the field',
      declares: ['destroy'],
      condition: (ctx) => ctx.spellTraps('all').some((c) => c !== ctx.card),
      affects: { destroy: (ctx) => ctx.spellTraps('all').filter((c) => c !== ctx.card) },
      resolve: (ctx) => ctx.destroy(ctx.spellTraps('all').filter((c) => c !== ctx.card)),
    },
  ],
} satisfies CardDefinition;
