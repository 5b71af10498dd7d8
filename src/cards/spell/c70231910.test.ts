import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Dark Core: "Discard 1 card, then target 1 face-up monster on the field; banish that target."
describe('Dark Core', () => {
  it('discard 1 card (the cost): the targeted face-up monster is banished', () => {
    const d = duelOf({ me: { hand: ['Dark Core', 'Kuriboh'] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Core') }, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Summoned Skull', 1)]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    }
    x = passAll(x);
    expect(opp(x).banished).toEqual(['Summoned Skull']);
    expect(me(x).graveyard.sort()).toEqual(['Dark Core', 'Kuriboh']);
  });
  it('needs a card to discard and a face-up monster', () => {
    expect(legal(duelOf({ me: { hand: ['Dark Core'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Dark Core', 'Kuriboh'] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
  });
});
