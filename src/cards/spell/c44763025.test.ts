import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Delinquent Duo (texts-2016): "Pay 1000 Life Points. Your opponent randomly selects and discards 1 card
 * from his/her hand and then selects and discards another card from his/her hand." A random card from a
 * hand (issue 32 §4; rulebook v9.1 "Random": neither player may know which card will be chosen).
 */

const duo = (hand: string[], seed = 1): Duel => duelOf({ seed, me: { hand: ['Delinquent Duo'] }, opp: { hand } });

describe('Delinquent Duo', () => {
  it('pays 1000 LP; your opponent discards 1 card at random, then 1 card they choose', () => {
    const d = duo(['Summoned Skull', 'Kuriboh', 'Pot of Greed']);
    const x = play(d, { type: 'activate', card: idOf(d, 'Delinquent Duo') });
    // The random discard is made; the second card is chosen by the opponent among the rest.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    const left = x.flow.prompt!.kind === 'chooseCard' ? x.flow.prompt!.cards : [];
    expect(left).toHaveLength(2);
    const y = passAll(play(x, { type: 'select', ids: [left[0]!] }));
    expect(me(y).lp).toBe(7000);
    expect(opp(y).hand).toHaveLength(1);
    expect(opp(y).graveyard).toHaveLength(2);
    expect(y.events.filter((e) => e.type === 'discarded' && e.player === 1)).toHaveLength(2);
  });

  it('the random card comes from the duel\'s generator: the same seed discards the same card, other seeds others', () => {
    const randomOne = (seed: number): string => {
      const d = duo(['Summoned Skull', 'Kuriboh', 'Pot of Greed', 'Fissure'], seed);
      const x = play(d, { type: 'activate', card: idOf(d, 'Delinquent Duo') });
      const rest = x.flow.prompt!.kind === 'chooseCard' ? x.flow.prompt!.cards : [];
      return ['Summoned Skull', 'Kuriboh', 'Pot of Greed', 'Fissure'].find((n) => !rest.includes(idOf(d, n, 1)))!;
    };
    expect(randomOne(5)).toBe(randomOne(5));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(randomOne)).size).toBeGreaterThan(1);
  });

  it('with 1 card in that hand, it is discarded at random and nothing more', () => {
    const d = duo(['Kuriboh']);
    const y = passAll(play(d, { type: 'activate', card: idOf(d, 'Delinquent Duo') }));
    expect(y.flow.prompt).toBeNull();
    expect(opp(y).graveyard).toEqual(['Kuriboh']);
  });

  it('cannot be activated with less than 1000 LP, nor while your opponent has no card in hand', () => {
    expect(legal(duelOf({ me: { lp: 999, hand: ['Delinquent Duo'] }, opp: { hand: ['Kuriboh'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Delinquent Duo'] } }), 'activate')).toEqual([]);
  });
});
