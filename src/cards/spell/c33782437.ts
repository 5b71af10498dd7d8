// One Day of Peace
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '33782437',
  name: 'One Day of Peace',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Both players draw 1 card. Until the end of your opponent\'s next turn, no player takes any damage.',
  effects: [
    {
      kind: 'activation',
      label: 'Both players draw 1; no damage until the end of the opponent\'s next turn',
      declares: ['draw', 'restrict'],
      resolve: (ctx) => {
        ctx.draw(ctx.player, 1);
        ctx.draw(ctx.opponent, 1);
        // "Neither player takes damage": battle damage and damage from effects alike, through the opponent's next turn.
        for (const player of [ctx.player, ctx.opponent]) {
          ctx.applyRule('noBattleDamage', { player }, { turnsOf: ctx.opponent, count: 1 });
          ctx.applyRule('noEffectDamage', { player }, { turnsOf: ctx.opponent, count: 1 });
        }
      },
    },
  ],
} satisfies CardDefinition;
