// Neko Mane King
import type { CardDefinition } from '../../engine/card';
import type { DuelEvent } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';

/**
 * This card, while its owner had it (in the hand, the Deck, or on their field), went to their Graveyard
 * by the opponent's card effect: destroyed, sent or discarded by it (ygopro `REASON_EFFECT` with the
 * opponent as the reason player; battle and the rules are not effects).
 */
function sentByOpponentsEffect(ctx: EffectContext, e: DuelEvent): boolean {
  if (e.type !== 'destroyed' && e.type !== 'sentToGraveyard' && e.type !== 'discarded') return false;
  if (e.card !== ctx.card || e.by !== ctx.opponent) return false;
  // "In your possession": on the field, its owner controlled it.
  const controller = e.type === 'discarded' ? ctx.player : (e.controller ?? ctx.player);
  return controller === ctx.player && ctx.graveyard('mine').includes(ctx.card);
}

export default {
  passcode: '11021521',
  name: 'Neko Mane King',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 1,
  atk: 0,
  def: 0,
  text: "If this card, while you have it, is sent to your Graveyard by a card effect of your opponent during your opponent's turn: the turn goes straight to its End Phase.",
  effects: [
    {
      // During your opponent's turn, when this card in your possession is sent to your GY by an opponent's card effect: it becomes the End Phase of this turn
      kind: 'trigger',
      label: 'It becomes the End Phase of this turn',
      range: 'graveyard',
      when: (ctx, e) => ctx.duel.turnPlayer === ctx.opponent && sentByOpponentsEffect(ctx, e),
      resolve: (ctx) => ctx.becomeEndPhase(),
    },
  ],
} satisfies CardDefinition;
