// Cloning
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones, NORMAL_OR_FLIP, summonedByOpponentIs } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The face-up monster with a Level the opponent has just Normal or Flip Summoned. */
const summonedWithLevel = (ctx: EffectContext, c: string): boolean =>
  summonedByOpponentIs(ctx, c, NORMAL_OR_FLIP) && ctx.isFaceUp(c) && (ctx.definition(c).level ?? 0) > 0;

export default {
  passcode: '86871614',
  name: 'Cloning',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When your opponent Normal or Flip Summons a monster with a Level: target it; Special Summon 1 "Clone Token" with its original Type, Attribute, Level, ATK and DEF. Destroy the Token when that monster is destroyed and sent to the Graveyard.',
  listedNames: ['Clone Token'],
  effects: [
    {
      // When your opponent Normal or Flip Summons a monster that has a Level: Target that face-up monster; Special Summon
      // 1 "Clone Token", with the same original Type, Attribute, Level, ATK, and DEF as that target.
      kind: 'activation',
      label: 'Special Summon a Clone Token copying the Summoned monster',
      declares: ['token', 'specialSummon'],
      condition: (ctx) => freeMonsterZones(ctx) >= 1 && ctx.monsters('theirs').some((c) => summonedWithLevel(ctx, c)),
      targets: [{ prompt: 'Choose the Summoned monster', from: 'monsters', filter: summonedWithLevel }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // The Token is made from the target as it is now: not if it has left the field or been turned face-down.
        if (!target || !ctx.isFaceUp(target) || ctx.controllerOf(target) === null) return;
        const position = ctx.chooseOption(ctx.player, 'Clone Token: Attack or Defense Position?', ['attack', 'defense'] as const);
        ctx.createToken('Clone Token', ctx.player, position, target);
      },
    },
  ],
} satisfies CardDefinition;
