// Trap Hole
import type { CardDefinition } from '../../engine/card';
import { NORMAL_OR_FLIP, summonedByOpponent, summonedByOpponentIs } from '../../engine/effects/library';

const strongSummon = (ctx: Parameters<typeof summonedByOpponent>[0]) => summonedByOpponent(ctx, NORMAL_OR_FLIP).filter((c) => ctx.atk(c) >= 1000);

export default {
  passcode: '04206964',
  name: 'Trap Hole',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When your opponent Normal or Flip Summons 1 monster with 1000 or more ATK: target it; destroy it.',
  effects: [
    {
      // When your opponent Normal or Flip Summons a monster with 1000 or more ATK: target that monster; destroy it
      kind: 'activation',
      label: 'Destroy the Summoned monster',
      declares: ['destroy'],
      condition: (ctx) => strongSummon(ctx).length > 0,
      targets: [{ prompt: 'Choose the Summoned monster', from: 'monsters', filter: (ctx, c) => summonedByOpponentIs(ctx, c, NORMAL_OR_FLIP) && ctx.atk(c) >= 1000 }],
      resolve: (ctx) => ctx.destroy(ctx.targets),
    },
  ],
} satisfies CardDefinition;
