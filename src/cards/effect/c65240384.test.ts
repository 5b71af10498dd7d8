import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passWindows, play } from '../../engine/test/dsl';

describe('Big Shield Gardna', () => {
  it('face-down in Defense Position: a Spell targeting only it is negated, and it turns face-up', () => {
    const d = duelOf({ me: { hand: ['Nobleman of Crossout'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Big Shield Gardna', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Nobleman of Crossout') });
    x = play(x, { type: 'select', ids: [idOf(d, 'Big Shield Gardna', 1)] });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Big Shield Gardna', faceUp: true, position: 'defense' });
    expect(opp(x).banished).toEqual([]);
    expect(me(x).graveyard).toEqual(['Nobleman of Crossout']);
  });
  it('face-up, it has no such protection', () => {
    const d = duelOf({ turn: 4, me: { hand: ['Book of Moon'] }, opp: { monsters: [{ card: 'Big Shield Gardna', position: 'defense' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Big Shield Gardna', 1)] });
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
  });
  it('when attacked, it changes to Attack Position at the end of the Damage Step', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Big Shield Gardna', faceUp: false, position: 'defense' }] } });
    const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp'), target: idOf(d, 'Big Shield Gardna', 1) });
    expect(me(x).lp).toBe(8000 - (2600 - 1300));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Big Shield Gardna', faceUp: true, position: 'attack' });
  });
});
