// Multiple Piece Golem
import type { CardDefinition } from '../../engine/card';
import { battledThisTurn, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** One "Big Piece Golem" and one "Medium Piece Golem" in your Graveyard, if both are there and may be Special Summoned. */
function golemsInGraveyard(ctx: EffectContext): string[] {
  const pick = (name: string) => ctx.graveyard('mine').find((c) => ctx.definition(c).name === name && ctx.maySpecialSummonByEffect(c));
  const big = pick('Big Piece Golem');
  const medium = pick('Medium Piece Golem');
  return big && medium ? [big, medium] : [];
}

export default {
  passcode: '71628381',
  name: 'Multiple Piece Golem',
  frame: 'fusion',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 7,
  atk: 2600,
  def: 1300,
  text: '"Big Piece Golem" + "Medium Piece Golem". At the end of the Battle Phase, if this card battled: you can return it to the Extra Deck; then you can Special Summon 1 "Big Piece Golem" and 1 "Medium Piece Golem" from your Graveyard.',
  // "Big Piece Golem" + "Medium Piece Golem"
  materials: { kind: 'fusion', names: ['Big Piece Golem', 'Medium Piece Golem'] },
  effects: [
    {
      // At the end of the Battle Phase, if this card battled: you can return it to the Extra Deck; then you
      // can Special Summon 1 "Big Piece Golem" and 1 "Medium Piece Golem" from your GY
      kind: 'trigger',
      label: 'Return this card to the Extra Deck, then Special Summon its two pieces from your Graveyard',
      declares: ['toHand', 'specialSummon'],
      optional: true,
      when: (ctx, e) =>
        e.type === 'phaseEntered' && e.phase === 'battle' && e.step === 'end' &&
        battledThisTurn(ctx, ctx.card),
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== ctx.player) return;
        ctx.returnToHand([ctx.card]);
        const golems = golemsInGraveyard(ctx);
                if (golems.length < 2 || freeMonsterZones(ctx) < 2) return;
        if (ctx.chooseOption(ctx.player, 'Special Summon Big Piece Golem and Medium Piece Golem from your Graveyard?', ['yes', 'no'] as const) === 'no') return;
        for (const g of golems) ctx.specialSummon(g, ctx.player, 'attack');
      },
    },
  ],
} satisfies CardDefinition;
