import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * D.D. Designator (texts-2016): "Declare 1 card name. Look at your opponent's hand, and if they have the
 * declared card in their hand, remove that 1 card from play. If they do not have the declared card in their
 * hand, remove 1 random card in your hand from play." Activated only while the opponent holds a card and you
 * hold another besides it (ygopro's script); the names offered: library.ts `knownCardNames` (no Extra Deck monster).
 */
function designate(name: string, seed = 1, oppHand = ['Sangan', 'Pot of Greed', 'Sangan']): Duel {
  const d = duelOf({ seed, me: { hand: ['D.D. Designator', 'Kuriboh', 'Feral Imp', 'Fissure'], deck: ['Sangan', 'Celtic Guardian'] }, opp: { hand: oppHand } });
  const x = play(d, { type: 'activate', card: idOf(d, 'D.D. Designator') });
  expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, reason: 'Declare a card name' });
  return passAll(play(x, { type: 'select', option: name }));
}

describe('D.D. Designator', () => {
  it('the declared card is in your opponent\'s hand: you look at their hand and banish 1 copy of it', () => {
    const y = designate('Sangan');
    expect(opp(y).banished).toEqual(['Sangan']);
    expect(opp(y).hand.sort()).toEqual(['Pot of Greed', 'Sangan']);
    expect(me(y).banished).toEqual([]);
    expect(me(y).hand).toHaveLength(3);
    expect(y.events).toContainEqual(expect.objectContaining({ type: 'revealed', to: 0 }));
  });

  it('the declared card is not there: 1 card of your own hand is banished at random (the duel\'s generator)', () => {
    const y = designate('Celtic Guardian');
    expect(opp(y).hand).toHaveLength(3);
    expect(me(y).banished).toHaveLength(1);
    expect(me(y).hand).toHaveLength(2);
    const banished = (seed: number): string => me(designate('Celtic Guardian', seed)).banished[0]!;
    expect(banished(4)).toBe(banished(4));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(banished)).size).toBeGreaterThan(1);
  });

  it('cannot be activated while your opponent\'s hand is empty, or with no other card in your hand', () => {
    expect(legal(duelOf({ me: { hand: ['D.D. Designator', 'Kuriboh'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['D.D. Designator'] }, opp: { hand: ['Sangan'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['D.D. Designator', 'Kuriboh'] }, opp: { hand: ['Sangan'] } }), 'activate')).toHaveLength(1);
  });
});
