// Snatch Steal
import type { CardDefinition } from '../../engine/card';
import { theirStandbyPhase } from '../../engine/effects/library';

export default {
  passcode: '45986603',
  name: 'Snatch Steal',
  frame: 'spell',
  subtype: ['equip'],
  text: "Equip only to a face-up monster your opponent controls (target it): you take control of it while this card equips it. During each of your opponent's Standby Phases, your opponent gains 1000 LP.",
  effects: [
    {
      // Take control of a monster on your opponent's side of the field that is equipped with this card.
      kind: 'activation',
      label: "Equip to your opponent's monster and take control of it",
      declares: ['changeControl'],
      // The monster needs a free Monster Zone on your side to come to.
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      targets: [{ prompt: "Choose your opponent's face-up monster", from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) && ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        ctx.equip(target && ctx.isFaceUp(target) && ctx.controllerOf(target) === ctx.opponent ? target : undefined);
      },
      rules: [{ code: 'takesControl', applies: (ctx, monster) => monster === ctx.equippedTo }],
    },
    {
      // Increase your opponent's Life Points by 1000 points during each of their Standby Phases.
      kind: 'trigger',
      label: 'Your opponent gains 1000 LP in their Standby Phase',
      declares: ['recover'],
      when: theirStandbyPhase,
      resolve: (ctx) => ctx.gainLp(ctx.opponent, 1000),
    },
  ],
} satisfies CardDefinition;
