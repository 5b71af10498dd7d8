// Mind Control
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '37520316',
  name: 'Mind Control',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 monster your opponent controls; you take control of it until the End Phase of this turn. While you control it, it cannot declare an attack and cannot be Tributed.',
  effects: [
    {
      // Target 1 monster your opponent controls; until the End Phase, take control of that target, but it cannot declare an attack or be Tributed.
      kind: 'activation',
      label: "Take control of an opponent's monster until the End Phase (it cannot attack or be Tributed)",
      declares: ['changeControl', 'restrict'],
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target === undefined || ctx.controllerOf(target) !== ctx.opponent) return;
        if (!ctx.changeControl(target, true)) return;
        ctx.applyRule('cannotAttack', { player: ctx.player, card: target }, 'thisTurn');
        ctx.applyRule('cannotBeTributed', { player: ctx.player, card: target }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
