// Xing Zhen Hu
import type { CardDefinition } from '../../engine/card';
import type { TargetSpec } from '../../engine/effects/types';

const setCard: TargetSpec = { prompt: 'Choose a Set Spell or Trap Card on the field', from: 'spellTraps', other: true, filter: (ctx, c) => !ctx.isFaceUp(c) };

export default {
  passcode: '76515293',
  name: 'Xing Zhen Hu',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'Target 2 Set Spell or Trap Cards on the field: while this card stays face-up, those 2 cards cannot be activated by either player.',
  effects: [
    {
      // Activate by selecting 2 Set Spell or Trap Cards on the field.
      kind: 'activation',
      label: 'Lock 2 Set Spell or Trap Cards: they cannot be activated',
      declares: ['restrict'],
      targets: [setCard, setCard],
      resolve: (ctx) => void ctx.keepTargets(ctx.targets),
    },
    {
      // The selected Spell or Trap Cards cannot be activated.
      kind: 'continuous',
      label: 'The 2 locked Set cards cannot be activated',
      rules: [{ code: 'barsActivation', applies: (ctx, _player, card) => ctx.keptTargets().includes(card) }],
    },
  ],
} satisfies CardDefinition;
