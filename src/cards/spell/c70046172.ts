// Rush Recklessly
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '70046172',
  name: 'Rush Recklessly',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Quick-Play Spell: target 1 face-up monster on the field; its ATK rises by 700 until this turn ends. Usable in the Damage Step, before damage calculation.',
  effects: [
    {
      // Target 1 face-up monster on the field; it gains 700 ATK until the end of this turn
      kind: 'activation',
      label: 'A face-up monster gains 700 ATK this turn',
      declares: ['modifyStats'],
      // It changes ATK directly: allowed in the Damage Step until damage calculation (rulebook v9.1 "Damage Step").
      damageStep: true,
      targets: [{ prompt: 'Choose a face-up monster to gain 700 ATK', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.isFaceUp(target)) ctx.modifyUntilEndOfTurn(target, { atk: 700 });
      },
    },
  ],
} satisfies CardDefinition;
