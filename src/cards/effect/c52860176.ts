// Possessed Dark Soul
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';
import { tributeSelfCost } from '../../engine/effects/library';

/** The face-up Level 3 or lower monsters your opponent controls. */
const small = (ctx: EffectContext): string[] => ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c) && ctx.level(c) > 0 && ctx.level(c) <= 3);

export default {
  passcode: '52860176',
  name: 'Possessed Dark Soul',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 3,
  atk: 1200,
  def: 800,
  text: 'You can Tribute this face-up card: take control of every face-up Level 3 or lower monster your opponent controls (for good, not only this turn).',
  effects: [
    {
      // You can Tribute this face-up card; take control of all face-up Level 3 or lower monsters your opponent controls
      kind: 'ignition',
      label: 'Tribute Possessed Dark Soul: take control of all face-up Level 3 or lower monsters your opponent controls',
      declares: ['changeControl'],
      condition: (ctx) => ctx.isFaceUp(ctx.card) && small(ctx).length > 0,
      cost: tributeSelfCost(),
      resolve: (ctx) => {
        for (const monster of small(ctx)) ctx.changeControl(monster, false);
      },
    },
  ],
} satisfies CardDefinition;
