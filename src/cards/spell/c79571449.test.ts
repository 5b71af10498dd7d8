import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, play } from '../../engine/test/dsl';

describe('Graceful Charity', () => {
  it('draws 3 cards, then discards 2 chosen one at a time', () => {
    const d = duelOf({ me: { hand: ['Graceful Charity', 'Silver Fang'], deck: ['Dark Magician', 'Feral Imp', 'Mystical Elf', 'Battle Ox'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Graceful Charity') });
    const hand = ['Silver Fang', 'Dark Magician', 'Feral Imp', 'Mystical Elf'].map((n) => idOf(d, n));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: hand });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: hand.filter((c) => c !== idOf(d, 'Dark Magician')) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Silver Fang')] });
    expect(me(x).hand).toEqual(['Feral Imp', 'Mystical Elf']);
    expect(me(x).graveyard).toEqual(['Dark Magician', 'Silver Fang', 'Graceful Charity']);
    expect(me(x).deck).toBe(1);
  });
  it('cannot be activated with fewer than 3 cards in the Deck', () => {
    const d = duelOf({ me: { hand: ['Graceful Charity'], deck: ['Feral Imp', 'Silver Fang'] } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });
});
