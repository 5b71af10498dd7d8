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
  it('cannot be activated with fewer than 2 cards in the Deck', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'], deck: ['Feral Imp'] } });
    expect(legal(d, 'activate')).toHaveLength(0);
    expect(summary(d).winner).toBeNull();
  });
});
