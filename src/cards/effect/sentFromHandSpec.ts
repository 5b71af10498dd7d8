/**
 * The shared spec of the monsters that answer "sent (or discarded) from your hand (or Deck) to your
 * Graveyard by an opponent's card effect" (library.ts `sentFromHandByOpponent`): each card's own spec calls
 * it with what it does, and tests its own result.
 */
import { expect } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

/** Player 2 activates Delinquent Duo in their turn: `card`, the only card in your hand, is discarded at random. */
export function discardedByOpponent(card: string, more: { myDeck?: string[] } = {}): Duel {
  const d = duelOf({ turn: 4, turnPlayer: 1, me: { hand: [card], ...(more.myDeck && { deck: more.myDeck }) }, opp: { hand: ['Delinquent Duo'] } });
  let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Delinquent Duo', 1) }));
  // A position asked for a Special Summon: Defense.
  while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.player === 0) x = passAll(play(x, { type: 'select', option: 'defense' }));
  return x;
}

/** You discard `card` as your own cost (Spell Purification's "discard 1 card"): not the opponent's effect. */
export function discardedByYourOwnCost(card: string): Duel {
  const d = duelOf({ me: { hand: [card], spellTraps: [{ card: 'Spell Purification', faceUp: false }] }, opp: { spellTraps: [{ card: 'Messenger of Peace', faceUp: true }] } });
  let x = play(d, { type: 'activate', card: idOf(d, 'Spell Purification') });
  if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, card)] });
  x = passAll(x);
  expect(me(x).graveyard).toContain(card);
  return x;
}

/** Your opponent's Vampire Lord hits you and they declare Monster: you send `card` from your Deck to the Graveyard. */
export function sentFromDeckByOpponent(card: string): Duel {
  const d = duelOf({ turn: 4, turnPlayer: 1, me: { deck: [card, 'Celtic Guardian', 'Celtic Guardian'] }, opp: { monsters: [{ card: 'Vampire Lord' }] } });
  let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
  x = passAll(play(x, { type: 'attack', card: idOf(d, 'Vampire Lord', 1), target: 'direct' }));
  x = play(x, { type: 'select', option: 'Monster' });
  x = passAll(play(x, { type: 'select', ids: [idOf(d, card)] }));
  while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.player === 0) x = passAll(play(x, { type: 'select', option: 'defense' }));
  return x;
}

/** The card's effect was not activated in `d`. */
export function notActivated(d: Duel, card: string): void {
  expect(d.events.filter((e) => e.type === 'activated' && e.card === idOf(d, card))).toEqual([]);
}
