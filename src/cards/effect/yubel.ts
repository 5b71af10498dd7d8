import { inAttackPosition } from '../../engine/effects/library';
import type { Effect } from '../../engine/effects/types';

/**
 * What Yubel and Yubel - Terror Incarnate both say: "This card cannot be destroyed by battle. You take no Battle
 * Damage from battles involving this card. Before damage calculation, when this face-up Attack Position card is
 * attacked by your opponent's monster: Inflict damage to your opponent equal to that monster's ATK."
 */
export const yubelsBattleEffects: readonly Effect[] = [
  {
    kind: 'continuous',
    label: 'Cannot be destroyed by battle',
    rules: [{ code: 'indestructibleByBattleWith', applies: () => true }],
  },
  {
    kind: 'continuous',
    label: 'You take no battle damage from battles involving this card',
    rules: [{ code: 'noBattleDamage', applies: (ctx, player, battle) => player === ctx.player && battle.includes(ctx.card) }],
  },
  {
    // A face-down one flipped by the attack is in Defense Position. The damage is the attacker's ATK as this resolves,
    // while it is still in the battle (the script takes it as the effect is activated: `ac:IsRelateToBattle()`).
    kind: 'trigger',
    label: "Your opponent takes damage equal to the attacking monster's ATK",
    declares: ['damage'],
    when: (ctx, e) =>
      e.type === 'beforeDamageCalculation' && e.target === ctx.card && ctx.isFaceUp(ctx.card) && inAttackPosition(ctx, ctx.card) && ctx.controllerOf(e.attacker) === ctx.opponent,
    resolve: (ctx) => {
      const e = ctx.triggeredBy;
      if (e?.type !== 'beforeDamageCalculation') return;
      if (ctx.controllerOf(e.attacker) !== ctx.opponent || !ctx.isFaceUp(e.attacker)) return;
      ctx.damage(ctx.opponent, ctx.atk(e.attacker));
    },
  },
];
