// Vampire Genesis
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The face-up "Vampire Lord" you control that the Summon may banish. */
const vampireLords = (ctx: EffectContext): string[] =>
  ctx.monsters('mine').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).name === 'Vampire Lord' && ctx.mayBanish(c));
const isZombie = (ctx: EffectContext, c: string): boolean => isMonster(ctx.definition(c)) && ctx.definition(c).monsterType === 'Zombie';
/** A Zombie in your Graveyard below `level` that may be Special Summoned. */
const lowerZombie = (ctx: EffectContext, c: string, level: number): boolean =>
  ctx.graveyard('mine').includes(c) && isZombie(ctx, c) && ctx.level(c) >= 1 && ctx.level(c) < level && ctx.maySpecialSummonByEffect(c) && ctx.mayTarget(c);
/** The Zombies in your hand that may be discarded: those with a lower-Level Zombie in your Graveyard to target. */
const discardable = (ctx: EffectContext): string[] =>
  ctx.hand('mine').filter((z) => isZombie(ctx, z) && ctx.graveyard('mine').some((c) => lowerZombie(ctx, c, ctx.level(z))));

export default {
  passcode: '22056710',
  name: 'Vampire Genesis',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 8,
  atk: 3000,
  def: 2100,
  text: 'Cannot be Normal Summoned or Set. You can Special Summon this card only from your hand, by banishing 1 face-up "Vampire Lord" you control; no other way can Special Summon it. Once per turn: you can discard 1 Zombie monster as a cost and target 1 Zombie monster in your Graveyard with a lower Level than it; Special Summon that target.',
  summonProcedure: {
    from: 'hand',
    condition: (ctx) => vampireLords(ctx).length > 0,
    cost: {
      can: (ctx) => vampireLords(ctx).length > 0,
      pay: (ctx) => ctx.banish([ctx.chooseCard(ctx.player, 'Choose "Vampire Lord" to banish', vampireLords(ctx))]),
    },
  },
  effects: [
    {
      // Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by banishing 1 "Vampire Lord" you control, and cannot be Special Summoned by other ways.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }, { code: 'cannotBeSpecialSummoned' }],
    },
    {
      // Once per turn: You can discard 1 Zombie-Type monster to the Graveyard, then target 1 Zombie-Type monster in your
      // Graveyard with a Level less than the discarded Zombie-Type monster's; Special Summon that target.
      kind: 'ignition',
      label: 'Discard a Zombie: Special Summon a lower-Level Zombie from your Graveyard',
      declares: ['discard', 'specialSummon'],
      oncePerTurn: 'card',
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      cost: {
        can: (ctx) => discardable(ctx).length > 0,
        pay: (ctx) => {
          const zombie = ctx.chooseCard(ctx.player, 'Choose a Zombie monster to discard', discardable(ctx));
          const level = ctx.level(zombie);
          ctx.discard([zombie]);
          return String(level);
        },
      },
      targets: [
        {
          prompt: 'Choose a Zombie monster in your Graveyard with a lower Level to Special Summon',
          from: 'graveyard',
          // Before the cost is paid (the check that it may be activated): below any Zombie it could discard.
          filter: (ctx, c) => lowerZombie(ctx, c, ctx.declared === null ? Math.max(0, ...discardable(ctx).map((z) => ctx.level(z))) : Number(ctx.declared)),
        },
      ],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;
