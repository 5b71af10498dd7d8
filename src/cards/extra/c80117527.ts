// Number 11: Big Eye
import type { CardDefinition } from '../../engine/card';
import { attackedThisTurn, detachCost, freeMonsterZones } from '../../engine/effects/library';

const detach = detachCost(1);

export default {
  passcode: '80117527',
  name: 'Number 11: Big Eye',
  frame: 'xyz',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 7,
  atk: 2600,
  def: 2000,
  text: '2 Level 7 monsters. Once per turn: you can detach 1 Xyz Material from this card and target 1 monster your opponent controls; you take control of it. This card cannot attack in the turn you use this effect.',
  // 2 Level 7 monsters
  materials: { kind: 'xyz', level: 7, count: 2 },
  effects: [
    {
      // Once per turn: You can detach 1 Xyz Material from this card, then target 1 monster your opponent controls;
      // take control of that monster. This card cannot attack the turn you activate this effect.
      kind: 'ignition',
      label: "Detach 1 Xyz Material: take control of 1 of your opponent's monsters",
      declares: ['changeControl', 'restrict'],
      oncePerTurn: 'card',
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      // The attack lock is part of the cost (its script's oath): not once it has attacked this turn, and it holds even if the effect is negated.
      cost: {
        can: (ctx) => detach.can(ctx) && !attackedThisTurn(ctx, ctx.card),
        pay: (ctx) => {
          detach.pay(ctx);
          ctx.applyRule('cannotAttack', { player: ctx.player, card: ctx.card }, 'thisTurn');
        },
      },
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.controllerOf(target) === ctx.opponent) ctx.changeControl(target, false);
      },
    },
  ],
} satisfies CardDefinition;
