/**
 * Super Roboyarou and Super Robolady: each gains 1000 ATK in the Damage Step of some battles, and each may
 * return itself from the field to the Extra Deck to Special Summon the other from there (not in the turn it
 * was Special Summoned).
 */
import { chooseSummonPosition } from '../../engine/effects/library';
import type { Effect, QueryContext } from '../../engine/effects/types';

/** `battles`: while this card, in the Damage Step, battles a monster ('monster') or attacks directly ('direct'). */
export function damageStepBoost(battles: 'monster' | 'direct'): Effect {
  const applies = (ctx: QueryContext): boolean => {
    const attack = ctx.attack;
    if (!attack || attack.damageStep !== true) return false;
    if (battles === 'direct') return attack.attacker === ctx.card && attack.target === 'direct';
    return attack.target !== 'direct' && (attack.attacker === ctx.card || attack.target === ctx.card);
  };
  return {
    // Increase the ATK of this monster by 1000 points during the Damage Step when it battles (a monster / directly)
    kind: 'continuous',
    label: battles === 'direct' ? 'Gains 1000 ATK in the Damage Step of its direct attack' : 'Gains 1000 ATK in the Damage Step while it battles a monster',
    modifiers: (ctx) => (applies(ctx) ? [{ applies: (card) => card === ctx.card, atk: 1000 }] : []),
  };
}

/** "Special Summon <other> by returning this card from the field to the Fusion Deck", not in the turn it was Special Summoned. */
export function switchTo(other: string): Effect {
  return {
    // You can Special Summon <other> by returning this card from the field to the Fusion Deck (not the turn it was Special Summoned)
    kind: 'ignition',
    label: `Return this card to the Extra Deck: Special Summon 1 "${other}" from your Extra Deck`,
    declares: ['toDeck', 'specialSummon'],
    condition: (ctx) =>
      !ctx.thisTurn('summoned', ctx.player).includes(ctx.card) && ctx.extra('mine').some((c) => ctx.definition(c).name === other),
    resolve: (ctx) => {
      if (ctx.controllerOf(ctx.card) === null || !ctx.isFaceUp(ctx.card)) return;
      ctx.returnToDeck([ctx.card], 'shuffle');
      const options = ctx.extra('mine').filter((c) => ctx.definition(c).name === other);
      if (options.length === 0) return;
      const chosen = options.length === 1 ? options[0]! : ctx.chooseCard(ctx.player, `Choose 1 "${other}"`, options);
      ctx.specialSummon(chosen, ctx.player, chooseSummonPosition(ctx, chosen), { fromExtraDeck: true });
    },
  };
}
