// Double Summon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '43422537',
  name: 'Double Summon',
  frame: 'spell',
  subtype: ['normal'],
  text: 'This turn you may Normal Summon or Set twice instead of once (a second copy does not add a third).',
  effects: [
    {
      // You can conduct 2 Normal Summons/Sets this turn, not just 1.
      kind: 'activation',
      label: 'Normal Summon or Set twice this turn',
      declares: ['summon'],
      resolve: (ctx) => ctx.applyRule('additionalNormalSummon', { player: ctx.player }, 'thisTurn'),
    },
  ],
} satisfies CardDefinition;
