// Cosmic Cyclone
import type { CardDefinition } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';

export default {
  passcode: '08267140',
  name: 'Cosmic Cyclone',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Pay 1000 LP and target 1 Spell or Trap Card on the field; banish it.',
  effects: [
    {
      // Pay 1000 LP, then target 1 Spell/Trap on the field; banish it
      kind: 'activation',
      label: 'Pay 1000 LP to banish 1 Spell or Trap Card on the field',
      declares: ['banish'],
      cost: payLpCost(1000),
      targets: [{ prompt: 'Choose a Spell or Trap Card on the field to banish', from: 'spellTraps' }],
      resolve: (ctx) => ctx.banish(ctx.targets),
    },
  ],
} satisfies CardDefinition;
