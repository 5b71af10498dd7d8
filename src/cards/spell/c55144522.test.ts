import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { legal, duelOf, idOf, me, play } from '../../engine/test/dsl';

describe('Pot of Greed', () => {
  it('draws 2 cards, then goes to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'], deck: ['Dark Magician', 'Feral Imp', 'Celtic Guardian'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    expect(me(x).hand).toEqual(['Dark Magician', 'Feral Imp']);
    expect(me(x).graveyard).toEqual(['Pot of Greed']);
  });
  it('with 1 card left in the Deck it can be activated, and its player, unable to draw the second card, loses', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'], deck: ['Feral Imp'] } });
    expect(legal(d, 'activate')).toHaveLength(1);
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    expect(me(x).hand).toEqual(['Feral Imp']);
    expect(summary(x)).toMatchObject({ winner: 1 });
    expect(x.endCause).toEqual({ kind: 'deckOut', player: 0 });
  });
});
