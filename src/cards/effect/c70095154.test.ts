import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Cyber Dragon', () => {
  it.each([0, 1] as const)('player %i: Special Summoned from the hand while only the opponent controls a monster', (p) => {
    const mine = { hand: ['Cyber Dragon'] };
    const theirs = { monsters: [{ card: 'Summoned Skull' }] };
    const d = duelOf({ turnPlayer: p, me: p === 0 ? mine : theirs, opp: p === 1 ? mine : theirs });
    const cyber = idOf(d, 'Cyber Dragon', p);
    const x = play(d, { type: 'specialSummon', card: cyber, method: 'rule', position: 'attack' });
    expect((p === 0 ? me(x) : opp(x)).monsters[0]).toMatchObject({ name: 'Cyber Dragon', atk: 2100, def: 1600, faceUp: true, position: 'attack' });
  });

  it('not while its player controls a monster: then it is a Level 5 needing 1 Tribute', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(d, 'specialSummon')).toEqual([]);
    expect(legal(d, 'normalSummon', idOf(d, 'Cyber Dragon'))).toEqual([{ type: 'normalSummon', card: idOf(d, 'Cyber Dragon'), tributes: [idOf(d, 'Celtic Guardian')] }]);
  });

  it('not while the field is empty', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'] } });
    expect(legal(d, 'specialSummon')).toEqual([]);
    expect(legal(d, 'normalSummon')).toEqual([]);
  });
});
