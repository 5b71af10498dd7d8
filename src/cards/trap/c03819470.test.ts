import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Seven Tools of the Bandit', () => {
  it('answers a Trap activation: pays 1000 LP, negates it and destroys the Trap', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Seven Tools of the Bandit', faceUp: false }], monsters: [{ card: 'Feral Imp' }] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] }, turnPlayer: 1 });
    let x = play(d, { type: 'activate', card: idOf(d, 'Just Desserts', 1) });
    x = play(x, { type: 'activate', card: idOf(d, 'Seven Tools of the Bandit') });
    expect(me(x).lp).toBe(7000); // the cost, and no Just Desserts damage
    expect(opp(x).graveyard).toEqual(['Just Desserts']);
  });
  it('cannot answer a Spell, nor be activated with nothing to answer, nor without 1000 LP', () => {
    const spell = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Seven Tools of the Bandit', faceUp: false }] }, opp: { hand: ['Pot of Greed'] } });
    const x = play(spell, { type: 'activate', card: idOf(spell, 'Pot of Greed', 1) });
    expect(x.flow.window).toBeNull(); // not even asked
    expect(legal(duelOf({ me: { spellTraps: [{ card: 'Seven Tools of the Bandit', faceUp: false }] } }), 'activate')).toEqual([]);
    const poor = duelOf({ turnPlayer: 1, me: { lp: 900, spellTraps: [{ card: 'Seven Tools of the Bandit', faceUp: false }], monsters: [{ card: 'Feral Imp' }] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } });
    expect(play(poor, { type: 'activate', card: idOf(poor, 'Just Desserts', 1) }).flow.window).toBeNull();
  });
});
