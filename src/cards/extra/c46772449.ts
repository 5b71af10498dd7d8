// Evilswarm Exciton Knight
import type { CardDefinition } from '../../engine/card';
import { detachCost, notYetOnThisChain } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

/** Every card on the field but this one. */
const othersOnField = (ctx: QueryContext): string[] => ctx.cardsOnField('all').filter((c) => c !== ctx.card);

/** The opponent has more cards in their hand and on their field, together, than you have in yours. */
const outnumbered = (ctx: QueryContext): boolean =>
  ctx.hand('theirs').length + ctx.cardsOnField('theirs').length > ctx.hand('mine').length + ctx.cardsOnField('mine').length;

export default {
  passcode: '46772449',
  name: 'Evilswarm Exciton Knight',
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Fiend',
  level: 4,
  atk: 1900,
  def: 0,
  text: '2 Level 4 monsters. In your Main Phase or your opponent\'s Battle Phase, while your opponent has more cards in their hand and on their field together than you do (Quick Effect, once per Chain): you can detach 1 Xyz Material from this card; destroy every other card on the field, and your opponent takes no damage for the rest of this turn.',
  // 2 Level 4 monsters
  materials: { kind: 'xyz', level: 4, count: 2 },
  effects: [
    {
      // Once per chain, during your Main Phase or your opponent's Battle Phase, if your opponent has more total cards
      // in their hand and their side of the field than you do: You can detach 1 Xyz Material from this card; destroy
      // all other cards on the field, also your opponent takes no further damage this turn (this is a Quick Effect)
      kind: 'quick',
      label: 'Detach 1 Xyz Material: destroy every other card on the field; your opponent takes no more damage this turn',
      declares: ['destroy', 'restrict'],
      during: [{ phase: 'main1', turn: 'yours' }, { phase: 'main2', turn: 'yours' }, { phase: 'battle', turn: 'opponents' }],
      condition: (ctx) => notYetOnThisChain(ctx, 0) && outnumbered(ctx) && othersOnField(ctx).length > 0,
      cost: detachCost(1),
      affects: { destroy: othersOnField },
      resolve: (ctx) => {
        const others = othersOnField(ctx);
        if (others.length > 0) ctx.destroy(others);
        ctx.applyRule('noBattleDamage', { player: ctx.opponent }, 'thisTurn');
        ctx.applyRule('noEffectDamage', { player: ctx.opponent }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
