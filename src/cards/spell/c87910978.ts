// Brain Control
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones, normalSummonableCard, payLpCost } from '../../engine/effects/library';
import type { Effect, EffectContext } from '../../engine/effects/types';

/** A monster that can be Normal Summoned or Set. */
const normalSummonable = (ctx: EffectContext, c: string): boolean => normalSummonableCard(ctx.definition(c));

/** "Pay 800 LP, then target 1 face-up monster your opponent controls [that fits]; take control of it until the End Phase." */
const takeControl = (fits: (ctx: EffectContext, c: string) => boolean, which: string): Effect => ({
  kind: 'activation',
  label: `Pay 800 LP: take control of ${which} until the End Phase`,
  declares: ['changeControl'],
  condition: (ctx) => freeMonsterZones(ctx) > 0,
  cost: payLpCost(800),
  targets: [{ prompt: `Choose ${which}`, from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) && fits(ctx, c) }],
  resolve: (ctx) => {
    const [target] = ctx.targets;
    if (target && ctx.controllerOf(target) === ctx.opponent && ctx.isFaceUp(target)) ctx.changeControl(target, true);
  },
});

export default {
  passcode: '87910978',
  name: 'Brain Control',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Pay 800 LP and target 1 face-up monster your opponent controls that can be Normal Summoned or Set; you take control of it until the End Phase of this turn.',
  // Pay 800 LP, then target 1 face-up monster your opponent controls that can be Normal Summoned/Set; take control of it until the End Phase
  effects: [takeControl(normalSummonable, "a face-up monster your opponent controls that can be Normal Summoned")],
  eras: {
    // GOAT (April 2005), the card before its errata: any face-up monster, Fusion and Ritual Monsters
    // included (EDOPro pre-errata/c511002995.lua drops IsSummonableCard: docs/goat.md).
    goat: {
      text: 'Pay 800 LP and target 1 face-up monster your opponent controls (any monster, Fusion and Ritual Monsters too); you take control of it until the End Phase of this turn.',
      effects: [takeControl(() => true, 'a face-up monster your opponent controls')],
    },
  },
} satisfies CardDefinition;
