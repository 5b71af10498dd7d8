// Reflect Bounder
import type { CardDefinition } from '../../engine/card';
import { inAttackPosition } from '../../engine/effects/library';

export default {
  passcode: '02851070',
  name: 'Reflect Bounder',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 4,
  atk: 1700,
  def: 1000,
  text: "When an opponent's monster attacks this face-up Attack Position card: before damage calculation, your opponent takes damage equal to the attacker's ATK; if they do, this card is destroyed after damage calculation.",
  effects: [
    {
      // When this face-up Attack Position card is attacked by an opponent's monster, before damage calculation,
      // inflict damage to your opponent equal to the attacking monster's ATK. Then, destroy this card after damage calculation.
      kind: 'trigger',
      label: "Your opponent takes damage equal to the attacker's ATK; destroy this card after damage calculation",
      declares: ['damage', 'destroy'],
      when: (ctx, e) =>
        e.type === 'beforeDamageCalculation' && e.target === ctx.card && ctx.isFaceUp(ctx.card) && inAttackPosition(ctx, ctx.card) && ctx.controllerOf(e.attacker) === ctx.opponent,
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type !== 'beforeDamageCalculation') return;
        // The attacker's ATK as this resolves (ygopro: Duel.GetAttacker():GetAttack()); an attacker gone from the field inflicts nothing.
        if (ctx.controllerOf(e.attacker) !== ctx.opponent || !ctx.isFaceUp(e.attacker)) return;
        const before = ctx.duel.players[ctx.opponent].lp;
        ctx.damage(ctx.opponent, ctx.atk(e.attacker));
        // Destroyed only if the damage was taken (the official script's flag: no LP lost, no destruction).
        if (ctx.duel.players[ctx.opponent].lp < before) ctx.destroyAfterDamageCalculation(ctx.card);
      },
    },
  ],
} satisfies CardDefinition;
