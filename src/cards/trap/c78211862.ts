// Rising Energy
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '78211862',
  name: 'Rising Energy',
  frame: 'trap',
  subtype: ['normal'],
  text: 'As a cost, discard 1 card; then target 1 face-up monster on the field: its ATK rises by 1500 until the End Phase. Usable in the Damage Step.',
  effects: [
    {
      // Discard 1 card, then target 1 face-up monster on the field; that target gains 1500 ATK until the End Phase
      kind: 'activation',
      label: 'Discard 1 card: a face-up monster gains 1500 ATK until the End Phase',
      declares: ['discard', 'modifyStats'],
      damageStep: true,
      cost: discardOneCost('Rising Energy'),
      targets: [{ prompt: 'Choose a face-up monster', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.isFaceUp(target)) ctx.modifyUntilEndOfTurn(target, { atk: 1500 });
      },
    },
  ],
} satisfies CardDefinition;
