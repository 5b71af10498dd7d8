import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Divine Wrath: "When a monster effect is activated: Discard 1 card; negate the activation, and if you do, destroy that monster."
describe('Divine Wrath', () => {
  const duel = () => duelOf({
    me: { monsters: [{ card: 'Cannon Soldier' }, { card: 'Feral Imp' }] },
    opp: { hand: ['Kuriboh', 'Pot of Greed'], spellTraps: [{ card: 'Divine Wrath', faceUp: false }] },
  });

  it("discard 1 card: a monster effect's activation is negated and that monster destroyed", () => {
    const d = duel();
    let x = play(d, { type: 'activate', card: idOf(d, 'Cannon Soldier') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    expect(x.flow.window).toMatchObject({ player: 1 });
    x = play(x, { type: 'activate', card: idOf(d, 'Divine Wrath', 1) }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    x = passAll(x);
    expect(opp(x).lp).toBe(8000);
    expect(me(x).graveyard.sort()).toEqual(['Cannon Soldier', 'Feral Imp']);
    expect(opp(x).graveyard.sort()).toEqual(['Divine Wrath', 'Kuriboh']);
  });

  it('not against a Spell Card; needs a card to discard', () => {
    const spell = duelOf({ me: { hand: ['Pot of Greed'] }, opp: { hand: ['Kuriboh'], spellTraps: [{ card: 'Divine Wrath', faceUp: false }] } });
    expect(legal(play(spell, { type: 'activate', card: idOf(spell, 'Pot of Greed') }), 'activate', idOf(spell, 'Divine Wrath', 1))).toHaveLength(0);
    const empty = duelOf({ me: { monsters: [{ card: 'Cannon Soldier' }, { card: 'Feral Imp' }] }, opp: { spellTraps: [{ card: 'Divine Wrath', faceUp: false }] } });
    const x = play(empty, { type: 'activate', card: idOf(empty, 'Cannon Soldier') }, { type: 'select', ids: [idOf(empty, 'Feral Imp')] });
    expect(legal(x, 'activate', idOf(empty, 'Divine Wrath', 1))).toHaveLength(0);
  });
});
