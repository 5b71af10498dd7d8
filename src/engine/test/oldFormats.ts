import type { Duel, DuelFlow } from '../state';

/** A duel of version 7 or earlier: the flow's fields lay on the duel itself. */
export type FlatDuel = Omit<Duel, 'flow' | 'version'> & DuelFlow & { readonly version: number };

/** The same duel as version 7 wrote it: the flow's fields on the duel itself, in the order version 7 wrote them. */
export function asVersion7(duel: Duel): FlatDuel {
  const { flow, rules, marks, lingering, ...head } = duel;
  const { turnState, window, prompt, chain, triggerQueue, next } = flow;
  const { winner, winReason, endCause, events, ...tail } = head;
  const { format, version: _, formatId, rng, startLp, cards, players, turn, turnPlayer, firstPlayer, ...optional } = tail;
  const flat = {
    format, version: 7, formatId, rng, startLp, cards, players, turn, turnPlayer, firstPlayer,
    turnState, window, prompt, chain, rules, marks, lingering, triggerQueue, winner, winReason, endCause, events,
    ...(next && { next }), ...optional,
  };
  return JSON.parse(JSON.stringify(flat)) as FlatDuel;
}
