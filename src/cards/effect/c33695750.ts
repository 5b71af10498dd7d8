// Des Mosquito
import type { CardDefinition } from '../../engine/card';
import { isSummonOf } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

/** The counters on this card (0 off the field). */
const countersOn = (ctx: QueryContext, card: string): number => {
  for (const ps of ctx.duel.players) for (const s of ps.monsters) if (s?.card === card) return s.counters;
  return 0;
};

export default {
  passcode: '33695750',
  name: 'Des Mosquito',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Insect',
  level: 3,
  atk: 500,
  def: 500,
  text: 'When this card is Normal or Special Summoned: it gets 2 Counters. It gains 500 ATK for each Counter on it. If it would be destroyed by battle, 1 Counter is removed from it instead.',
  effects: [
    {
      // When this card is Normal or Special Summoned: Place 2 counters on it
      kind: 'trigger',
      label: 'Place 2 Counters on Des Mosquito',
      declares: ['counter'],
      when: (ctx, e) => isSummonOf(e, ['normal', 'tribute', 'special']) && 'card' in e && e.card === ctx.card,
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== null && ctx.isFaceUp(ctx.card)) ctx.changeCounters(ctx.card, 2);
      },
    },
    {
      // It gains 500 ATK for each of these counters
      kind: 'continuous',
      label: '+500 ATK for each Counter on it',
      modifiers: (ctx) => {
        const counters = countersOn(ctx, ctx.card);
        return counters > 0 ? [{ applies: (c) => c === ctx.card, atk: 500 * counters }] : [];
      },
    },
    {
      // If this card would be destroyed by battle, remove 1 of these counters instead
      kind: 'continuous',
      label: 'Destroyed by battle: remove 1 Counter instead',
      rules: [{ code: 'counterRemovedInsteadOfBattle', applies: () => true }],
    },
  ],
} satisfies CardDefinition;
