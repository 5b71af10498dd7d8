// Enemy Controller
import type { CardDefinition } from '../../engine/card';
import { tributeOneCost } from '../../engine/effects/library';

export default {
  passcode: '98045062',
  name: 'Enemy Controller',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Choose 1 effect: target 1 face-up monster your opponent controls and change its battle position; or Tribute 1 monster and target 1 face-up monster your opponent controls, then take control of it until the End Phase.',
  effects: [
    {
      // Target 1 face-up monster your opponent controls; change that target's battle position
      kind: 'activation',
      label: "Change the battle position of 1 face-up monster your opponent controls",
      declares: ['position'],
      targets: [{ prompt: 'Choose a face-up monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || ctx.controllerOf(target) !== ctx.opponent || !ctx.isFaceUp(target)) return;
        const attack = ctx.duel.players[ctx.opponent].monsters.find((s) => s?.card === target)?.position === 'attack';
        ctx.setPosition(target, attack ? 'defense' : 'attack', true);
      },
    },
    {
      // Tribute 1 monster, then target 1 face-up monster your opponent controls; take control of it until the End Phase
      kind: 'activation',
      label: "Tribute 1 monster: take control of 1 face-up monster your opponent controls until the End Phase",
      declares: ['changeControl'],
      cost: tributeOneCost('Enemy Controller'),
      targets: [{ prompt: 'Choose a face-up monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent && ctx.isFaceUp(target)) ctx.changeControl(target, true);
      },
    },
  ],
} satisfies CardDefinition;
